"""The FAISS index: a cache of what SQLite holds, following the store across connections."""

from __future__ import annotations

import numpy as np

from _faults import tamper
from kvmemory.index import Index
from kvmemory.store import DELETED, Store
from test_store import record


def test_index_follows_the_store_across_connections(tmp_path):
    reader, writer = Store(tmp_path), Store(tmp_path)
    index = Index(reader, 4)
    assert index.ids() == set() and len(index) == 0
    e1, _ = writer.insert(record(writer, 1))
    e2, _ = writer.insert(record(writer, 2, ns="other"))
    assert index.ids() == {e1.id, e2.id} and index.ids("other") == {e2.id}
    assert index.generation == reader.generation()
    assert index.search(np.eye(4, dtype=np.float32)[1], 3, "default") == [(e1.id, 1.0)]
    writer.set_status(e1.id, DELETED, "x")
    assert index.ids() == {e2.id} and index.search(np.eye(4, dtype=np.float32)[1], 3, "default") == []
    tamper(writer.db_path,  # a damaged embedding is skipped, not served
           ("UPDATE entries SET embedding = ? WHERE id = ?", [b"\x00" * 3, e2.id]),
           ("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'generation'", []))
    assert index.ids() == set() and index.skipped == [e2.id]
    reader.close()
    writer.close()


def test_index_updates_by_id_and_agrees_with_a_full_rebuild(tmp_path):
    """Deposits, quarantines and deletes from another connection reach the index by id (no rebuild);
    after a seeded mix of them, every namespace holds what a full rebuild holds and searches alike."""
    import random

    from kvmemory.store import QUARANTINED

    reader, writer = Store(tmp_path), Store(tmp_path)
    index = Index(reader, 4)
    rng = random.Random(0)
    live = []
    for i in range(40):
        if live and rng.random() < 0.3:
            victim = live.pop(rng.randrange(len(live)))
            writer.set_status(victim, rng.choice([DELETED, QUARANTINED]), "test")
        else:
            e, _ = writer.insert(record(writer, 1000 + i, ns=rng.choice(["default", "other"])))
            live.append(e.id)
        if i % 3 == 0:
            assert index.ids() == set(live)
    assert index.ids() == set(live) and index.rebuilds == 1 and index.updates >= 10
    full = Index(reader, 4)
    query = np.asarray([0.5, 0.5, 0.5, 0.5], dtype=np.float32)
    for ns in ("default", "other"):
        assert index.ids(ns) == full.ids(ns)
        assert sorted(index.search(query, 50, ns)) == sorted(full.search(query, 50, ns))  # ties: any order
    index.sync(force=True)
    assert index.rebuilds == 2 and index.ids() == set(live)
    reader.close()
    writer.close()
