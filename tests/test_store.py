"""The Store: writer registry, crash recovery, orphan collection, transactions, and its FAISS index."""

from __future__ import annotations

import os
import threading
import time

import numpy as np
import pytest

from _faults import tamper
from kvmemory.artifact import artifact_path, write_atomic
from kvmemory.errors import NotFoundError, StoreError
from kvmemory.store import ACTIVE, DELETED, QUARANTINED, Store


def record(store: Store, n: int, *, data: bytes | None = None, ns: str = "default") -> dict:
    sha, _ = write_atomic(store.artifacts, data if data is not None else f"artifact {n}".encode())
    vec = np.zeros(4, np.float32)
    vec[n % 4] = 1.0
    return {"namespace": ns, "problem": f"problem {n}", "problem_key": f"pk{n}", "solution": "s", "answer": str(n),
            "verifier": "numeric", "verdict": "ok", "content_key": f"ck{n}", "artifact_sha256": sha, "tokens": 3,
            "model_fingerprint": "fp", "template": "t", "embedding": vec.tobytes(), "metadata": "{}"}


def dead_writer(root) -> None:
    """Leave the lock file of a process that died without closing (what SIGKILL leaves)."""
    (root / "locks").mkdir(parents=True, exist_ok=True)
    (root / "locks" / "99999-deadbeef.lock").write_text('{"pid": 99999}')


def orphan(store: Store, name: bytes, *, age: float = 0.0):
    sha, path = write_atomic(store.artifacts, name)
    if age:
        t = time.time() - age
        os.utime(path, (t, t))
    return path


def test_open_registers_and_close_unregisters(tmp_path):
    s = Store(tmp_path)
    locks = list((tmp_path / "locks").glob("*.lock"))
    assert len(locks) == 1 and str(os.getpid()) in locks[0].name
    other = Store(tmp_path)  # a second Store sees the first as a live writer
    live, dead = other.writers()
    assert len(live) == 2 and not dead
    other.close()
    s.close()
    assert not list((tmp_path / "locks").glob("*"))


def test_a_registration_in_progress_is_neither_dead_nor_removed(tmp_path):
    """A Store registering (its ``.new-*.lock`` created, not flock-ed yet) is not taken for a dead writer by another
    Store opening beside it: the opener neither counts it nor removes it, so the registration's rename succeeds."""
    s = Store(tmp_path)
    pending = tmp_path / "locks" / f".new-{os.getpid() + 1}-0123456789ab.lock"
    pending.write_text("{}")                         # created, no flock held: the window between open and flock
    live, dead = s.writers()
    assert len(live) == 1 and dead == [] and pending.exists()
    other = Store(tmp_path)                          # an opener runs recovery: the file stays
    assert other.last_recovery["dead_writers"] == 0 and pending.exists()
    old = time.time() - 120                          # a registration left by a process that died before renaming
    os.utime(pending, (old, old))
    other.writers()
    assert not pending.exists()
    other.close()
    s.close()


def test_reopen_after_a_crash_removes_orphans_and_temp_files(tmp_path):
    s = Store(tmp_path)
    entry, created = s.insert(record(s, 1))
    kept = entry.path
    s.close()
    s = Store(tmp_path, recover=False)
    lost = orphan(s, b"written, never committed")
    tmp = lost.parent / ".tmp-abc.part"
    tmp.write_bytes(b"half a file")
    s.close()
    dead_writer(tmp_path)
    s = Store(tmp_path)
    assert s.last_recovery["dead_writers"] == 1 and not s.last_recovery["deferred"]
    assert not lost.exists() and not tmp.exists() and kept.exists()
    assert not (tmp_path / "locks" / "99999-deadbeef.lock").exists()
    assert s.events()[-1]["action"] == "recover"
    s.close()


def test_recovery_never_touches_a_live_depositors_pending_artifact(tmp_path):
    old = Store(tmp_path, recover=False)
    stale = orphan(old, b"left by a writer that died long ago", age=3600)
    depositor = Store(tmp_path)  # a live depositor registers, then writes its artifact
    time.sleep(0.05)
    pending = orphan(depositor, b"written, commit still to come")
    dead_writer(tmp_path)
    reopened = Store(tmp_path)  # another process reopens while the depositor is mid-deposit
    assert pending.exists(), "a live writer's uncommitted artifact was removed"
    assert not stale.exists()
    assert reopened.last_recovery["deferred"] == 1
    assert (tmp_path / "locks" / "99999-deadbeef.lock").exists()  # retried at the next open
    entry, created = depositor.insert(record(depositor, 7, data=b"written, commit still to come"))
    assert created and entry.path == pending
    for s in (reopened, depositor, old):
        s.close()
    final = Store(tmp_path)
    assert pending.exists() and final.get(entry.id).status == ACTIVE
    assert not list((tmp_path / "locks").glob("99999-*"))
    final.close()


def test_insert_refuses_an_artifact_that_is_not_there(tmp_path):
    s = Store(tmp_path)
    rec = record(s, 1)
    artifact_path(s.artifacts, rec["artifact_sha256"]).unlink()
    with pytest.raises(StoreError, match="vanished"):
        s.insert(rec)
    assert s.count() == 0 and s.generation() == 0
    s.close()


def test_unfinished_quarantine_is_finished_by_recovery(tmp_path):
    s = Store(tmp_path)
    e, _ = s.insert(record(s, 1))
    # the process died after the commit, before moving the file
    tamper(s.db_path, ("UPDATE entries SET status = ? WHERE id = ?", [QUARANTINED, e.id]))
    s.close()
    dead_writer(tmp_path)
    s = Store(tmp_path)
    assert not e.path.exists() and (s.quarantine_dir / e.path.name).exists()
    s.close()


def test_set_status_moves_or_removes_the_artifact_and_logs_why(tmp_path):
    s = Store(tmp_path)
    a, _ = s.insert(record(s, 1))
    b, _ = s.insert(record(s, 2))
    s.set_status(a.id, QUARANTINED, "wrong answer reported")
    s.set_status(b.id, DELETED, "obsolete")
    assert (s.quarantine_dir / a.path.name).exists() and not a.path.exists() and not b.path.exists()
    assert [e["action"] for e in s.events(a.id)] == ["deposit", "quarantined"]
    assert s.events(a.id)[-1]["reason"] == "wrong answer reported"
    with pytest.raises(StoreError, match="unknown status"):
        s.set_status(a.id, "bogus", "x")
    with pytest.raises(NotFoundError):
        s.set_status(12345, DELETED, "x")
    s.close()


def test_shared_artifact_stays_while_another_active_entry_uses_it(tmp_path):
    s = Store(tmp_path)
    a, _ = s.insert(record(s, 1, data=b"same bytes", ns="one"))
    rec = record(s, 2, data=b"same bytes", ns="two")
    b, _ = s.insert(rec)
    assert a.sha256 == b.sha256
    s.set_status(a.id, DELETED, "x")
    assert b.path.exists()
    s.close()


def test_duplicate_content_is_one_entry(tmp_path):
    s = Store(tmp_path)
    rec = record(s, 1)
    first, c1 = s.insert(rec)
    second, c2 = s.insert(rec)
    assert c1 and not c2 and first.id == second.id and s.count() == 1
    s.close()


def test_collect_orphans_age_guard_still_works(tmp_path):
    s = Store(tmp_path)
    young = orphan(s, b"young")
    old = orphan(s, b"old", age=7200)
    removed = s.collect_orphans(min_age_s=600)
    assert old in removed and young.exists() and not old.exists()
    s.close()


def test_a_long_writer_does_not_surface_database_is_locked(tmp_path):
    a, b = Store(tmp_path), Store(tmp_path)
    held = threading.Event()

    def hold():
        with a.transaction():
            a.set_meta("schema", a.get_meta("schema"))
            held.set()
            time.sleep(1.0)

    t = threading.Thread(target=hold)
    t.start()
    held.wait()
    entry, created = b.insert(record(b, 1))  # waits for the lock instead of failing
    t.join()
    assert created and a.get(entry.id).id == entry.id
    a.close()
    b.close()


def test_store_errors_are_typed(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    with pytest.raises(StoreError):
        Store(tmp_path / "file")
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "kvmemory.db").write_bytes(b"this is not a sqlite database" * 100)
    with pytest.raises(StoreError):
        Store(tmp_path / "lib")
    assert not list((tmp_path / "lib" / "locks").glob("*.lock"))  # a failed open leaves no registration


def test_a_delete_that_fails_before_its_commit_keeps_the_artifact(tmp_path, monkeypatch):
    """Found by the crash campaign: the file must not leave before the status change is committed."""
    s = Store(tmp_path)
    e, _ = s.insert(record(s, 1))

    def boom():
        raise RuntimeError("killed before COMMIT")

    monkeypatch.setattr(s, "_bump", boom)
    with pytest.raises(RuntimeError):
        s.set_status(e.id, DELETED, "x")
    assert s.get(e.id).status == ACTIVE and e.path.exists()
    s.close()
