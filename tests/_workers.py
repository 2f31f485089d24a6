"""Fault-injection machinery shared by the reliability tests and ``tests/reliability_campaign.py``.

Two harnesses, both with real processes and real ``SIGKILL``:

* :func:`crash_campaign`: a fork server. The parent loads a tiny random model and the embedder once
  (one torch thread, so forking is safe), then each round forks depositing children into one library
  and kills every one of them with SIGKILL, either after a random delay (the parent's timer) or at an
  injected point inside the write path (the child kills itself: mid-write of the temp file, before an
  ``fsync``, before/after the rename, before/after the SQLite ``COMMIT``, inside a delete). After each
  round the parent reopens the library and checks it with :func:`check_library`.
* :func:`concurrency_round`: independent ``python tests/_workers.py concurrent`` processes (each
  loads the tiny model *by path*, as a user would) deposit, answer and delete against one library at
  once; the parent checks nothing was lost or duplicated and no error surfaced.

Acknowledged = the worker wrote the id to its ack channel *after* ``deposit`` returned.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sys
import time
import types
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ["TOKENIZERS_PARALLELISM"] = "false"
if __name__ == "__main__":
    # Only a worker process runs on one OpenMP thread. Set on import, this leaked into every process a
    # test session started afterwards (the CLI under test among them), which then computed KV on
    # another thread count than the session that deposited it: other float bits, and check-exact
    # across the two failed (33/50 in a full run). Workers also call torch.set_num_threads(1).
    os.environ.setdefault("OMP_NUM_THREADS", "1")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

FAULT_POINTS = ["timer", "partial_write", "fsync", "before_replace", "after_replace",
                "before_commit", "after_commit", "delete_before_commit", "delete_after_commit"]


def own_tqdm_lock() -> None:
    """Give this process a tqdm write lock of its own.

    tqdm's default lock includes a multiprocessing semaphore that forked children share with their
    parent; a child SIGKILLed while holding it (any progress bar, even a disabled one, takes it when
    it is created) left the parent waiting on it forever in its next ``embedder.encode``. A plain
    thread lock, made fresh in each process, is never shared across a fork.
    """
    import threading

    from tqdm import tqdm

    tqdm.set_lock(threading.RLock())


# -- models ---------------------------------------------------------------------------------------
def load_tiny(arch: str = "llama"):
    """(model, tokenizer, embedder): a tiny random model on the default tokenizer, one torch thread."""
    import torch

    torch.set_num_threads(1)
    try:
        import faiss

        faiss.omp_set_num_threads(1)
    except (ImportError, AttributeError):
        pass
    from transformers import AutoTokenizer

    from kvmemory.models import default_model_dir, load_embedder
    sys.path.insert(0, str(HERE))
    from conftest import build_tiny

    tok = AutoTokenizer.from_pretrained(str(default_model_dir()))
    return build_tiny(arch, len(tok)), tok, load_embedder(None)


def save_tiny(folder: str | os.PathLike, arch: str = "llama") -> Path:
    """Save the tiny model and tokenizer with ``save_pretrained`` so workers load it by path."""
    folder = Path(folder)
    if (folder / "DONE").exists():
        return folder
    from transformers import AutoTokenizer

    from kvmemory.models import default_model_dir
    sys.path.insert(0, str(HERE))
    from conftest import build_tiny

    tok = AutoTokenizer.from_pretrained(str(default_model_dir()))
    model = build_tiny(arch, len(tok))
    model.save_pretrained(str(folder))
    tok.save_pretrained(str(folder))
    (folder / "DONE").write_text("tiny\n")
    return folder


def problem(tag: str, n: int) -> tuple[str, str, str]:
    """A deterministic verified ``(problem, solution, answer)``."""
    rng = random.Random(f"{tag}/{n}")
    a, b = rng.randint(2, 999), rng.randint(2, 999)
    who = rng.choice(["Ann", "Bob", "Chen", "Dara", "Eli", "Fatima"])
    return (f"[{tag}#{n}] {who} has {a} apples and buys {b} more. How many apples does {who} have now?",
            f"{who} starts with {a} apples. {a} + {b} = {a + b}. #### {a + b}", str(a + b))


# -- fault injection inside a child -----------------------------------------------------------------
_ACK_FD: int | None = None


def _die():
    """An injected crash: say where (so the campaign can count it), then SIGKILL ourselves."""
    if _ACK_FD is not None:
        os.write(_ACK_FD, (json.dumps({"op": "fault"}) + "\n").encode())
    os.kill(os.getpid(), signal.SIGKILL)


class _OsProxy(types.ModuleType):
    """Stands in for ``os`` inside kvmemory.artifact so only the artifact write path is instrumented."""

    def __init__(self, point: str, at: int):
        super().__init__("os")
        self._point, self._at, self._n = point, at, 0

    def __getattr__(self, name):
        return getattr(os, name)

    def _tick(self):
        self._n += 1
        return self._n >= self._at

    def fsync(self, fd):
        if self._point == "fsync" and self._tick():
            _die()
        return os.fsync(fd)

    def replace(self, a, b):
        if self._point == "before_replace" and self._tick():
            _die()
        os.replace(a, b)
        if self._point == "after_replace" and self._tick():
            _die()

    def fdopen(self, fd, *args, **kw):
        f = os.fdopen(fd, *args, **kw)
        if self._point != "partial_write" or not self._tick():
            return f

        class Partial:
            def __enter__(self_):
                return self_

            def __exit__(self_, *exc):
                f.close()

            def write(self_, data):
                f.write(data[: max(1, len(data) // random.randint(2, 9))])
                f.flush()
                os.fsync(f.fileno())
                _die()

            def __getattr__(self_, name):
                return getattr(f, name)

        return Partial()


class _ConnProxy:
    """Wraps the Store's sqlite3 connection to die just before or just after a COMMIT of one phase."""

    def __init__(self, conn, point: str, at: int, state: dict):
        self._conn, self._at, self._state = conn, at, state
        self._phase = "delete" if point.startswith("delete_") else "deposit"
        self._when = point.removeprefix("delete_")
        self._n = 0

    def __getattr__(self, name):
        return getattr(self._conn, name)

    def execute(self, sql, *args):
        armed = (isinstance(sql, str) and sql.strip().upper() == "COMMIT" and self._state.get("phase") == self._phase)
        if armed and self._when == "before_commit":
            self._n += 1
            if self._n >= self._at:
                _die()
        out = self._conn.execute(sql, *args)
        if armed and self._when == "after_commit":
            self._n += 1
            if self._n >= self._at:
                _die()
        return out


def crash_child(lib: str, wid: int, ack_fd: int, seed: int, point: str, at: int, model, tok, emb) -> None:
    """Deposit (and now and then delete) forever, acking each completed call; killed from outside or inside."""
    from kvmemory import KVMemory
    from kvmemory import artifact as artifact_mod

    global _ACK_FD
    _ACK_FD = ack_fd
    rng = random.Random(seed)
    mem = KVMemory(lib, model=model, tokenizer=tok, embedder=emb)
    mem.fingerprint  # load + check before arming faults
    mem.index  # embedding_dim recorded
    state = {"phase": None}
    if point in ("partial_write", "fsync", "before_replace", "after_replace"):
        artifact_mod.os = _OsProxy(point, at)
    elif point.endswith("_commit"):
        mem.store.wrap_connection(lambda conn: _ConnProxy(conn, point, at, state))

    def ack(**msg):
        os.write(ack_fd, (json.dumps(msg) + "\n").encode())

    ack(op="ready")
    mine: list[int] = []
    n = 0
    while True:
        n += 1
        if mine and rng.random() < 0.15:
            victim = mine.pop(rng.randrange(len(mine)))
            ack(op="delete_start", id=victim)
            state["phase"] = "delete"
            mem.delete(victim, f"campaign worker {wid} deletes")
            state["phase"] = None
            ack(op="delete", id=victim)
            continue
        # 1 in 4 deposits comes from a small shared pool: concurrent duplicates, and re-deposits of
        # content whose artifact a killed writer left behind (the orphan-reuse path).
        tag, k = ("shared", rng.randrange(12)) if rng.random() < 0.25 else (f"w{seed}", n)
        p, s, a = problem(tag, k)
        state["phase"] = "deposit"
        entry = mem.deposit(p, s, answer=a)
        state["phase"] = None
        ack(op="deposit", id=entry.id, problem=p, solution=s, answer=a, sha256=entry.sha256)
        if entry.id not in mine:
            mine.append(entry.id)


def _die_with_parent() -> None:
    """Linux: SIGKILL this child if the campaign process dies, so no depositor outlives it."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _read_until(fd: int, marker: bytes, *, timeout: float) -> bytes:
    import select

    buf = b""
    end = time.time() + timeout
    while marker not in buf and time.time() < end:
        ready, _, _ = select.select([fd], [], [], max(0.0, end - time.time()))
        if not ready:
            break
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            break
        buf += chunk
    return buf


def _reap(pid: int) -> int:
    _, status = os.waitpid(pid, 0)
    return -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


def crash_campaign(lib: str | os.PathLike, *, crashes: int = 200, workers: int = 3, seed: int = 0,
                   max_delay: float = 1.2, arch: str = "llama", progress=None, loaded=None) -> dict:
    """Run rounds of forked depositors killed with SIGKILL until ``crashes`` kills; check after each round."""
    model, tok, emb = loaded or load_tiny(arch)
    own_tqdm_lock()
    lib = str(lib)
    rng = random.Random(seed)
    acked: dict[int, dict] = {}
    deleted: set[int] = set()
    maybe_deleted: set[int] = set()  # a delete was started, maybe killed before it returned
    removed_total = 0
    forked = 0
    ready_children = 0
    injected: dict[str, int] = {}
    kills = 0
    by_point: dict[str, int] = {}
    rounds = 0
    problems: list[str] = []
    t0 = time.time()
    while kills < crashes:
        rounds += 1
        children = []
        for w in range(min(workers, crashes - kills)):
            point = FAULT_POINTS[forked % len(FAULT_POINTS)]  # cycle, so every point is exercised
            forked += 1
            at = rng.randint(1, 4)
            r, wfd = os.pipe()
            child_seed = rng.randrange(1 << 30)
            early = rng.random() < 0.1  # now and then kill during setup (opening the library)
            delay = rng.uniform(0.0, 0.4) if early else rng.uniform(0.02, max_delay)
            pid = os.fork()
            if pid == 0:  # child
                code = 0
                try:
                    os.close(r)
                    own_tqdm_lock()
                    _die_with_parent()
                    crash_child(lib, w, wfd, child_seed, point, at, model, tok, emb)
                except BaseException as exc:  # noqa: BLE001: report, then leave without cleanup
                    os.write(wfd, (json.dumps({"op": "error", "error": f"{type(exc).__name__}: {exc}"}) + "\n").encode())
                    code = 3
                finally:
                    os._exit(code)
            os.close(wfd)
            children.append([pid, r, point, early, delay, time.time(), b""])
        for child in children:  # the timer starts once the child is depositing (or at fork, if early)
            pid, r, point, early, delay, forked_at, buf = child
            if not early:
                buf = _read_until(r, b'"ready"', timeout=120)
                forked_at = time.time()
            child[5], child[6] = forked_at + delay, buf
        for pid, r, point, early, deadline, buf in [(c[0], c[1], c[2], c[3], c[5], c[6]) for c in
                                                    sorted(children, key=lambda c: c[5])]:
            time.sleep(max(0.0, deadline - time.time()))
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        for pid, r, point, _early, _delay, _t, lines in children:
            code = _reap(pid)
            while chunk := os.read(r, 1 << 16):
                lines += chunk
            os.close(r)
            fired = False
            for line in lines.decode().splitlines():
                msg = json.loads(line)
                if msg["op"] == "error":
                    problems.append(f"round {rounds}: worker error {msg['error']}")
                elif msg["op"] == "deposit":
                    prev = acked.get(msg["id"])
                    if prev and (prev["problem"], prev["solution"]) != (msg["problem"], msg["solution"]):
                        problems.append(f"id {msg['id']} acked for two different contents")
                    acked[msg["id"]] = msg
                elif msg["op"] == "delete_start":
                    maybe_deleted.add(msg["id"])
                elif msg["op"] == "delete":
                    deleted.add(msg["id"])
                elif msg["op"] == "fault":
                    fired = True
                elif msg["op"] == "ready":
                    ready_children += 1
            if code == -signal.SIGKILL:
                kills += 1
                by_point[point] = by_point.get(point, 0) + 1
                where = point if fired else "timer"
                injected[where] = injected.get(where, 0) + 1
            else:
                problems.append(f"round {rounds}: worker {pid} exited with {code}, not SIGKILL")
        report = check_library(lib, acked, deleted, maybe_deleted, embedder=emb)
        removed_total += report["removed_total"]
        problems += [f"round {rounds}: {p}" for p in report["problems"]]
        if progress:
            progress(kills, rounds, report)
        if problems:
            break
    final = check_library(lib, acked, deleted, maybe_deleted, embedder=emb)
    return {"crashes": kills, "rounds": rounds, "by_point": by_point, "killed_at": injected, "killed_after_setup": ready_children, "acked": len(acked),
            "acked_deleted": len(deleted), "active": final["active"], "orphans_removed": removed_total,
            "problems": problems + final["problems"], "seconds": round(time.time() - t0, 1)}


# -- the checker -------------------------------------------------------------------------------------
def check_library(lib: str | os.PathLike, acked: dict[int, dict], deleted: set[int] = frozenset(),
                  maybe_deleted: set[int] = frozenset(), *, embedder=None) -> dict:
    """Reopen ``lib`` (which runs crash recovery) and list every broken promise."""
    from kvmemory.address import address_file
    from kvmemory.artifact import read_verified
    from kvmemory.index import Index
    from kvmemory.store import ACTIVE, DELETED, Store

    problems: list[str] = []
    store = Store(lib)
    try:
        rec = store.last_recovery or {}
        removed_total = len(rec.get("removed", []))
        if rec.get("deferred"):
            problems.append(f"recovery deferred {rec['deferred']} file(s) with no live writer")
        fp = store.get_meta("model_fingerprint")
        entries = {e.id: e for e in store.list(status=None)}
        active = {i: e for i, e in entries.items() if e.status == ACTIVE}
        # every acknowledged entry intact
        for eid, ack in acked.items():
            e = entries.get(eid)
            if e is None:
                problems.append(f"acknowledged entry {eid} is lost")
                continue
            if (e.problem, e.solution, e.answer, e.sha256) != (ack["problem"], ack["solution"], ack["answer"],
                                                               ack["sha256"]):
                problems.append(f"acknowledged entry {eid} changed")
            want = DELETED if eid in deleted else ACTIVE
            if e.status != want and not (eid in maybe_deleted and e.status == DELETED):
                problems.append(f"acknowledged entry {eid} is {e.status}, expected {want}")
        # every active entry points at a whole, verified artifact; no duplicates
        seen: dict[tuple, int] = {}
        for e in active.values():
            try:
                kv = read_verified(e.path, e.sha256, expected_fingerprint=fp)
                if kv.tokens != e.tokens:
                    problems.append(f"entry {e.id}: artifact holds {kv.tokens} tokens, entry says {e.tokens}")
            except Exception as exc:  # noqa: BLE001: any failure is a finding
                problems.append(f"active entry {e.id} has a bad artifact: {type(exc).__name__}: {exc}")
            key = (e.namespace, e.problem, e.solution, e.answer)
            if key in seen:
                problems.append(f"entries {seen[key]} and {e.id} duplicate the same content")
            seen[key] = e.id
        # no orphans, no temp files, no leftovers of dead writers
        used = {e.sha256 for e in active.values()}
        for path in store.artifacts.glob("*/*"):
            if path.name.startswith(".tmp-"):
                problems.append(f"temp file {path.name} left behind")
            elif path.name.removesuffix(".safetensors") not in used:
                problems.append(f"orphan artifact {path.name} left behind")
            elif address_file(path) != path.name.removesuffix(".safetensors"):
                problems.append(f"artifact {path.name} does not hash to its name")
        _live, dead = store.writers()
        if dead:
            problems.append(f"{len(dead)} dead writer lock file(s) left")
        # FAISS index agrees with SQLite
        dim = store.get_meta("embedding_dim")
        if dim is not None:
            index = Index(store, int(dim))
            if index.ids() != set(active):
                problems.append(f"index holds {len(index.ids())} ids, SQLite {len(active)} active entries")
            if index.generation != store.generation():
                problems.append("index generation lags the store")
            if embedder is not None and acked:
                import numpy as np

                sample = [a for i, a in acked.items() if i in active][-5:]
                for ack in sample:
                    vec = np.asarray(embedder.encode([ack["problem"]], normalize_embeddings=True)[0], np.float32)
                    top = index.search(vec, 1, "default")
                    if not top or top[0][0] != ack["id"]:
                        problems.append(f"search for acked entry {ack['id']} returns {top}")
        ok = store.integrity_check()
        if ok != "ok":
            problems.append(f"SQLite integrity_check: {ok}")
        return {"problems": problems, "active": len(active), "entries": len(entries),
                "removed_total": removed_total}
    finally:
        store.close()


# -- concurrency: independent processes ---------------------------------------------------------------
def concurrent_worker(lib: str, model_dir: str, wid: int, n: int, seed: int) -> int:
    """Deposit ``n`` problems (half from a pool shared by all workers), answer, delete; print JSON acks."""
    import torch

    torch.set_num_threads(1)
    from kvmemory import KVMemory
    from kvmemory.store import ACTIVE

    rng = random.Random(seed)
    out = sys.stdout

    def emit(**msg):
        out.write(json.dumps(msg) + "\n")
        out.flush()

    try:
        mem = KVMemory(lib, model=model_dir)
        mine = []
        for i in range(n):
            tag, k = ("pool", rng.randrange(n)) if i % 2 else (f"c{wid}", i)
            p, s, a = problem(tag, k)
            e = mem.deposit(p, s, answer=a)
            emit(op="deposit", id=e.id, problem=p, solution=s, answer=a, sha256=e.sha256)
            mine.append((e, p))
            e2, p2 = rng.choice(mine)
            r = mem.answer(p2, max_new_tokens=4)
            ok = r.mode == "recurring" and r.entries and r.entries[0].problem == p2 and not r.quarantined
            emit(op="answer", entry=e2.id, mode=r.mode, ok=bool(ok) or mem.get(e2.id).status != ACTIVE)
            if i % 5 == 4 and tag != "pool":
                mem.delete(e.id, f"worker {wid} deletes")
                emit(op="delete", id=e.id)
                r = mem.answer(p, max_new_tokens=2)
                emit(op="after_delete", id=e.id, ok=e.id not in [x.id for x in r.entries] and r.mode != "recurring")
                hits = mem.search(p, k=8)
                emit(op="search_after_delete", id=e.id, ok=e.id not in [h.entry.id for h in hits])
        mem.close()
        return 0
    except Exception as exc:  # noqa: BLE001: surfaced to the parent, which fails the test
        emit(op="error", error=f"{type(exc).__name__}: {exc}")
        return 1


def concurrency_round(lib: str | os.PathLike, model_dir: str | os.PathLike, *, processes: int = 4, n: int = 10,
                      seed: int = 0, timeout: float = 600) -> dict:
    """Run ``processes`` independent workers against one library at once, then check it."""
    import subprocess

    procs = []
    env = {**os.environ, "PYTHONPATH": str(HERE.parent)}
    for w in range(processes):
        cmd = [sys.executable, str(HERE / "_workers.py"), "concurrent", str(lib), str(model_dir), str(w), str(n),
               str(seed * 1000 + w)]
        procs.append(subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env))
    acked, deleted, problems = {}, set(), []
    answers = 0
    for w, p in enumerate(procs):
        out, err = p.communicate(timeout=timeout)
        if p.returncode != 0:
            problems.append(f"worker {w} exited {p.returncode}: {err[-2000:]}")
        if "database is locked" in err or "database is locked" in out:
            problems.append(f"worker {w}: 'database is locked' surfaced")
        for line in out.splitlines():
            if not line.startswith("{"):
                continue
            msg = json.loads(line)
            if msg["op"] == "deposit":
                prev = acked.get(msg["id"])
                if prev and prev["problem"] != msg["problem"]:
                    problems.append(f"id {msg['id']} acked for two different problems")
                acked[msg["id"]] = msg
            elif msg["op"] == "delete":
                deleted.add(msg["id"])
            elif msg["op"] == "error":
                problems.append(f"worker {w}: {msg['error']}")
            elif "ok" in msg:
                answers += msg["op"] == "answer"
                if not msg["ok"]:
                    problems.append(f"worker {w}: {msg}")
    report = check_library(lib, acked, deleted)
    return {"processes": processes, "acked": len(acked), "deleted": len(deleted), "answers": answers,
            "active": report["active"], "problems": problems + report["problems"]}


def deposit_forever(lib: str, model_dir: str, tag: str) -> int:
    """A real, separately started depositor (model loaded by path) for SIGKILL tests: acks on stdout."""
    import torch

    torch.set_num_threads(1)
    from kvmemory import KVMemory

    mem = KVMemory(lib, model=model_dir)
    n = 0
    while True:
        p, s, a = problem(tag, n)
        e = mem.deposit(p, s, answer=a)
        sys.stdout.write(json.dumps({"op": "deposit", "id": e.id, "problem": p, "solution": s, "answer": a,
                                     "sha256": e.sha256}) + "\n")
        sys.stdout.flush()
        n += 1


if __name__ == "__main__":
    if sys.argv[1] == "deposit-forever":
        sys.exit(deposit_forever(*sys.argv[2:5]))
    if sys.argv[1] == "concurrent":
        lib, model_dir, wid, n, seed = sys.argv[2:7]
        sys.exit(concurrent_worker(lib, model_dir, int(wid), int(n), int(seed)))
    raise SystemExit(f"unknown command {sys.argv[1]!r}")
