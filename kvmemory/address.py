"""Content addresses of artifacts: SHA-256 over fixed-size chunks, each chunk hashed on its own core.

An artifact is named by its content address, and every read checks the bytes against it before a byte
is grafted. One SHA-256 runs on one core (about 1.4 GB/s here), which made a verified read slower than a
GPU prefill; a chunked address is checked on every core at once. The address of ``n`` bytes is:

======================= ================================================================================
``n <= CHUNK`` (1 MiB)  the plain SHA-256 of the bytes (what ``sha256sum`` prints), as before
``n > CHUNK``           SHA-256 of ``b"kvmemory-tree-sha256/1\\n" || u64le(CHUNK) || u64le(n) ||
                        sha256(chunk 0) || sha256(chunk 1) || ...``, chunk ``i`` being bytes
                        ``[i * CHUNK, (i + 1) * CHUNK)`` (the last one shorter)
======================= ================================================================================

It is still one 64-hex-digit SHA-256 per artifact (the root), a function of the bytes alone: the same
tensors get the same name on any machine and under any thread count. The domain string and the lengths
keep a root from ever equalling the plain hash of other bytes. Anyone can recompute it without kvmemory
(the ten lines of :func:`reference_address`).

Artifacts longer than a chunk written before 2026-12-05 are named by their plain SHA-256. A check whose
root differs from the expected address also tries the plain hash before it calls the bytes damaged
(:meth:`Hasher.matches`), so old libraries read byte for byte; only their large artifacts pay one extra
single-core pass, and a damaged one is still refused.

Threads: ``KVMEMORY_HASH_THREADS`` (default: every core) hash chunks in one shared pool; hashlib
releases the GIL on large buffers, so they run in parallel with each other and with the caller. The chunks
completed by one ``update`` go to the pool as one contiguous run per thread, not one task per chunk: a task per
1 MiB chunk cost about 5% of two cores in hand-offs (2 threads 1.81-1.94x one thread, against
1.91-2.02x by runs: ``scripts/hash_threads_bench.py``).
"""

from __future__ import annotations

import hashlib
import os
import struct
import threading
from concurrent.futures import Future, ThreadPoolExecutor

__all__ = ["CHUNK", "TREE_DOMAIN", "Hasher", "address", "address_file", "matches", "matches_file",
           "read_file", "reference_address", "hash_threads", "set_hash_threads"]

CHUNK = 1 << 20
TREE_DOMAIN = b"kvmemory-tree-sha256/1\n"
_READ = 1 << 22  # file reads of 4 MiB at a time

_pool_lock = threading.Lock()
_pool: ThreadPoolExecutor | None = None
_threads: int | None = None


def hash_threads() -> int:
    """Threads that hash chunks: ``set_hash_threads``, else ``KVMEMORY_HASH_THREADS``, else every core."""
    if _threads is not None:
        return _threads
    env = os.environ.get("KVMEMORY_HASH_THREADS", "")
    return max(1, int(env)) if env.strip().isdigit() else max(1, os.cpu_count() or 1)


def set_hash_threads(n: int | None) -> None:
    """Hash on ``n`` threads from now on (None: back to the default). Addresses do not depend on it."""
    global _threads, _pool
    if n is not None and n < 1:
        raise ValueError("hash threads must be at least 1")
    with _pool_lock:
        _threads = n
        old, _pool = _pool, None
    if old is not None:
        old.shutdown(wait=True)


def _forget_pool_after_fork() -> None:
    """A forked child has none of its parent's pool threads: it starts its own pool on first use (a
    future submitted to the parent's pool would wait forever)."""
    global _pool, _pool_lock
    _pool, _pool_lock = None, threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_pool_after_fork)


def _executor() -> ThreadPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=hash_threads(), thread_name_prefix="kvmemory-hash")
        return _pool


def _digest(pieces: list) -> bytes:
    h = hashlib.sha256()
    for p in pieces:
        h.update(p)
    return h.digest()


def _digests(chunks: list) -> list[bytes]:
    return [_digest(pieces) for pieces in chunks]


def _root(digests: list[bytes], size: int) -> str:
    return hashlib.sha256(TREE_DOMAIN + struct.pack("<QQ", CHUNK, size) + b"".join(digests)).hexdigest()


class Hasher:
    """The content address of bytes fed in order, each full chunk hashed by the pool as soon as it is complete.

    ``update`` keeps a reference to what it is given (no copy): the bytes must not change until
    :meth:`hexdigest` (or :meth:`matches`) returns. Pieces may cut chunks anywhere.
    """

    def __init__(self, *, threads: int | None = None):
        self._single = threads == 1
        self._pieces: list = []       # the current chunk's pieces
        self._fill = 0                # bytes in the current chunk
        self._ready: list = []        # complete chunks not yet handed to the pool
        self._chunks: list = []       # per run of complete chunks: a Future of their digests, or the digests
        self._all: list = []          # every piece, for the pre-2026-12-05 plain-hash check
        self.size = 0
        self._hex: str | None = None

    def update(self, data) -> None:
        if self._hex is not None:
            raise ValueError("Hasher already finished")
        view = memoryview(data).cast("B")
        self._all.append(view)
        self.size += len(view)
        while len(view):
            take = min(len(view), CHUNK - self._fill)
            self._pieces.append(view[:take])
            self._fill += take
            view = view[take:]
            if self._fill == CHUNK:
                self._ready.append(self._pieces)
                self._pieces, self._fill = [], 0
        self._submit()

    def _submit(self) -> None:
        """Hash the chunks completed so far: inline on one thread, else as one contiguous run of chunks per pool
        thread (a future per run, not per chunk: the hand-off costs less than 1% of a run)."""
        ready, self._ready = self._ready, []
        if not ready:
            return
        if self._single:
            self._chunks.append([_digest(pieces) for pieces in ready])
            return
        pool, threads = _executor(), hash_threads()
        per = -(-len(ready) // threads)
        for lo in range(0, len(ready), per):
            self._chunks.append(pool.submit(_digests, ready[lo: lo + per]))

    def hexdigest(self) -> str:
        """The address (waits for every chunk)."""
        if self._hex is None:
            if self._pieces or not self._chunks:  # the last, shorter chunk (or an empty input)
                self._ready.append(self._pieces)
                self._pieces, self._fill = [], 0
                self._submit()
            digests = [d for run in self._chunks for d in (run.result() if isinstance(run, Future) else run)]
            self._hex = digests[0].hex() if self.size <= CHUNK else _root(digests, self.size)
        return self._hex

    def plain_hexdigest(self) -> str:
        """The plain SHA-256 of the same bytes, on this thread (how artifacts were named before 2026-12-05)."""
        return _digest(self._all).hex()

    def matches(self, expected: str) -> bool:
        """Whether the bytes are named ``expected``: the address, or an older artifact's plain SHA-256."""
        if self.hexdigest() == expected:
            return True
        return self.size > CHUNK and self.plain_hexdigest() == expected


def address(data, *, threads: int | None = None) -> str:
    """The content address of ``data`` (bytes-like)."""
    h = Hasher(threads=threads)
    h.update(data)
    return h.hexdigest()


def matches(data, expected: str) -> bool:
    """Whether ``data`` is named ``expected`` (the address, or an older artifact's plain SHA-256)."""
    h = Hasher()
    h.update(data)
    return h.matches(expected)


def read_file(path: str | os.PathLike) -> tuple[memoryview, Hasher, bool]:
    """``(bytes, hasher, whole)``: the file read into one buffer, its chunks hashed by the pool while the rest
    is read; ``whole`` is False when the file changed size while it was read."""
    import numpy as np

    h = Hasher()
    with open(path, "rb", buffering=0) as f:
        size = os.fstat(f.fileno()).st_size
        buf = memoryview(np.empty(size, dtype=np.uint8))  # no zero-fill: every byte is read into
        pos = 0
        while pos < size:
            n = f.readinto(buf[pos: pos + _READ])
            if not n:
                break
            h.update(buf[pos: pos + n])
            pos += n
        grew = f.read(1)
    return buf, h, pos == size and not grew


def address_file(path: str | os.PathLike) -> str:
    """The content address of the file at ``path``."""
    return read_file(path)[1].hexdigest()


def matches_file(path: str | os.PathLike, expected: str) -> bool:
    """Whether the file at ``path`` is named ``expected`` (see :func:`matches`)."""
    return read_file(path)[1].matches(expected)


def reference_address(data: bytes) -> str:
    """The address by its definition, on one thread: what a reader without kvmemory would write."""
    if len(data) <= CHUNK:
        return hashlib.sha256(data).hexdigest()
    chunks = [hashlib.sha256(data[i: i + CHUNK]).digest() for i in range(0, len(data), CHUNK)]
    return hashlib.sha256(TREE_DOMAIN + struct.pack("<QQ", CHUNK, len(data)) + b"".join(chunks)).hexdigest()
