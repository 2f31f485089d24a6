"""Writer registration and crash recovery for a library folder (used by :class:`~kvmemory.store.Store`).

Crash recovery. Every open Store registers a lock file under ``locks/`` and holds an exclusive
``flock`` on it until :meth:`Store.close` removes it. The kernel drops the lock when its process dies,
so a lock file that can be locked by someone else belongs to a dead process (one that crashed or was
killed). Opening a Store that finds such a file runs :meth:`Store.recover`: unreferenced artifacts and
temporary files are removed, but only those *older than every live Store's lock file* (same kernel
clock, so a live depositor's not-yet-committed artifact, written after it registered, is never touched).
Artifacts of entries quarantined by a process that died before moving them are moved to
``quarantine/``. Needs POSIX ``flock`` on a local filesystem (not NFS); without ``fcntl`` only the
age guard of :meth:`Store.collect_orphans` applies.

:class:`Registration` is one open Store's lock file; :func:`writers` tells live writers from dead
ones; :func:`recover` and :func:`collect_orphans` clean up after dead ones. ``Store.recover``,
``Store.collect_orphans`` and ``Store.writers`` call these with the store's own registration.
"""

from __future__ import annotations

import json
import os
import secrets
import time
from pathlib import Path

try:  # POSIX only; elsewhere recovery falls back to the age guard
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None

__all__ = ["Registration", "writers", "recover", "collect_orphans"]


class Registration:
    """This Store's lock file in ``locks/``: created under a temporary name, flock-ed, then renamed in,
    so every visible lock file is already locked by its (live or dead) owner."""

    def __init__(self, locks: Path):
        self.path: Path | None = None
        self.fd: int | None = None
        if fcntl is None:
            return
        name = f"{os.getpid()}-{secrets.token_hex(6)}.lock"
        tmp = locks / f".new-{name}"
        fd = os.open(tmp, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            os.write(fd, json.dumps({"pid": os.getpid(), "opened": time.time()}).encode())
            os.fsync(fd)
            os.replace(tmp, locks / name)
        except BaseException:
            os.close(fd)
            tmp.unlink(missing_ok=True)
            raise
        self.path, self.fd, self.pid = locks / name, fd, os.getpid()

    def touch(self) -> None:
        """Move the registration time to now; only valid before this Store writes anything."""
        if self.path is not None:
            os.utime(self.path)

    def mtime(self) -> float | None:
        return None if self.path is None else self.path.stat().st_mtime

    def release(self) -> None:
        if self.fd is None:
            return
        try:
            if os.getpid() == self.pid:  # a forked child closing its inherited copy leaves the parent's file
                self.path.unlink(missing_ok=True)
        finally:
            os.close(self.fd)  # closing drops the flock
            self.fd = None


def writers(locks_dir: Path, own: Path | None) -> tuple[list[float], list[Path]]:
    """``(registration mtimes of live Stores, lock files of dead ones)`` in ``locks_dir``; ``own`` is
    the caller's lock file (alive by definition)."""
    live, dead = [], []
    if fcntl is None:
        return live, dead
    for path in sorted(locks_dir.glob("*.lock")):
        if path.name.startswith(".new-"):
            continue  # being registered: its owner may not hold the flock yet (pathlib's glob matches dot files)
        try:
            if path == own:
                live.append(path.stat().st_mtime)
                continue
            fd = os.open(path, os.O_RDONLY)
        except FileNotFoundError:
            continue  # its owner closed meanwhile
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            try:
                live.append(os.fstat(fd).st_mtime)
            finally:
                os.close(fd)
            continue
        os.close(fd)  # we could lock it: its owner is dead
        dead.append(path)
    for path in locks_dir.glob(".new-*.lock"):  # died between create and rename
        try:
            if time.time() - path.stat().st_mtime > 60:
                path.unlink(missing_ok=True)
        except FileNotFoundError:
            pass
    return live, dead


def recover(store, registration: "Registration | None", *, opening: bool, only_if_crashed: bool = False) -> dict:
    """Clean up after writers that died: orphan artifacts and temp files, unfinished quarantines.

    ``registration`` is the store's own lock file; ``opening`` says the store has written nothing yet
    (then its registration may move forward in time). Returns ``{"dead_writers", "removed", "moved", "deferred"}``. Files are only touched when they
    are older than every live Store's registration, so concurrent depositors are never disturbed;
    whatever cannot be decided yet is ``deferred`` (the dead lock files stay, the next open retries).
    """
    _live, dead = writers(store.locks_dir, registration.path if registration else None)
    report = {"dead_writers": len(dead), "removed": [], "moved": [], "deferred": 0}
    if only_if_crashed and not dead:
        return report
    may_touch = opening and registration is not None
    if may_touch:
        registration.touch()  # still opening, nothing written yet: our registration can move to now
    for attempt in range(5):
        result = collect_orphans(store, registration, min_age_s=None, log=False)
        report["removed"] += result["removed"]
        report["moved"] += result["moved"]
        report["deferred"] = result["deferred"]
        if not result["deferred"] or not may_touch:
            break
        time.sleep(0.02)  # a file can share our registration's clock tick: step past it
        registration.touch()
    if not report["deferred"]:
        for path in dead:
            path.unlink(missing_ok=True)
    if report["removed"] or report["moved"] or dead:
        store.log(None, "recover", f"{len(dead)} dead writer(s): removed {len(report['removed'])} orphan "
                 f"file(s), moved {len(report['moved'])} to quarantine, deferred {report['deferred']}",
                 {"removed": report["removed"], "moved": report["moved"]})
    return report


def collect_orphans(store, registration: "Registration | None", *, min_age_s: float | None = None, log: bool = True):
    """Remove temp files and artifacts no active entry references.

    A file is removed only when it is older than every live Store's registration (it cannot be a
    concurrent depositor's artifact written but not yet committed) or, when ``min_age_s`` is given,
    older than that. An unreferenced artifact of a quarantined entry moves to ``quarantine/``.
    Runs inside a write transaction, so no insert can commit against a file being removed.
    Returns the removed paths (a list), or with ``log=False`` a dict with the details (for :func:`recover`).
    """
    live, _dead = writers(store.locks_dir, registration.path if registration else None)
    horizon = min(live) if live else float("-inf")  # no registration: rely on min_age_s alone
    now = time.time()
    removed, moved, deferred = [], [], 0
    with store.transaction():
        used = store.artifacts_with_status("active")
        quarantined = store.artifacts_with_status("quarantined")
        for path in sorted(store.artifacts.glob("*/*")):
            name = path.name
            is_tmp = name.startswith(".tmp-")
            sha = name.removesuffix(".safetensors")
            rel = f"{path.parent.name}/{name}"
            if not is_tmp and sha in used:
                continue
            try:
                mtime = path.stat().st_mtime
            except FileNotFoundError:
                continue
            old = mtime < horizon or (min_age_s is not None and now - mtime >= min_age_s)
            if not old:
                deferred += 1
                continue
            if not is_tmp and sha in quarantined:
                os.replace(path, store.quarantine_dir / name)
                moved.append(rel)
            else:
                path.unlink(missing_ok=True)
                removed.append(rel)
        if (removed or moved) and log:
            store.log(None, "collect_orphans", f"removed {len(removed)} unreferenced files",
                      {"files": removed, "moved": moved})
    if not log:
        return {"removed": removed, "moved": moved, "deferred": deferred}
    return [store.artifacts / rel for rel in removed]
