"""Concurrency: four independent processes deposit, answer, search and delete on one library at once.

No acknowledged entry is lost or duplicated, no "database is locked" (or any error) reaches a user,
every process sees the others' deposits and its own deletions, and the FAISS index agrees with SQLite.
"""

from __future__ import annotations

import _workers
import pytest

pytestmark = pytest.mark.slow  # several processes at once


def test_four_processes_at_once(tmp_path):
    model_dir = _workers.save_tiny(tmp_path / "tiny")
    r = _workers.concurrency_round(tmp_path / "lib", model_dir, processes=4, n=8, seed=3, timeout=500)
    assert r["problems"] == []
    assert r["processes"] == 4 and r["acked"] >= 4 * 4  # 4 own problems each + a shared pool
    assert r["answers"] == 4 * 8 and r["deleted"] >= 4
    # the shared pool was deposited by several processes at once: still one entry per problem
    from kvmemory.store import Store

    s = Store(tmp_path / "lib")
    try:
        rows = s.select("SELECT content_key, COUNT(*) FROM entries WHERE status = 'active' "
                        "GROUP BY content_key HAVING COUNT(*) > 1")
        assert rows == []
        pool = s.select("SELECT COUNT(*) AS n FROM entries WHERE problem LIKE '[pool#%'")[0]["n"]
        assert 0 < pool <= 8
    finally:
        s.close()
