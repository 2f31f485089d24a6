"""One model, one request at a time: a worker thread that owns the :class:`~kvmemory.KVMemory`.

Every call that runs the model (answer, deposit, search, sync) is a :class:`Job` put on a bounded
queue and run, in arrival order, on the worker thread. So each request's tokens are exactly those of
serving it alone (nothing shares the model's cache or its batch). A full queue answers
:class:`~kvmemory.serve.errors.QueueFull` (429 with ``Retry-After``) at once.

A job is stopped between decode steps when its client disconnects (:meth:`Job.cancel`) or when it runs
past its deadline: the route hands the job's :meth:`Job.check` to ``KVMemory.answer(on_token=...)``,
which raises out of the decode. A job whose deadline passes while it waits never starts.

Design note (issue 21, open): iteration-level scheduling, where requests take turns decode step by
decode step so a 4-token recurring answer never waits behind a 256-token cold decode, needs the decode
loop to yield between steps. ``KVMemory.answer`` runs its decode to the end in one call, so it would need
a step-wise answer API in the core (an ``answer`` that returns a generator of steps over its own cache).
With it, this worker would keep one cache per admitted job and round-robin the steps; each job's tokens
stay those of serving it alone because caches are never shared or batched.
"""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from .errors import QueueFull, RequestTimeout, Unavailable

DEFAULT_QUEUE = 16          # jobs waiting, beyond the one running
DEFAULT_TIMEOUT_S = 300.0   # per request, from arrival
RETRY_AFTER_S = 1


class Cancelled(Exception):
    """The job's client went away: its decode was stopped."""


@dataclass(eq=False)
class Job:
    """One call to run on the worker thread: ``fn(mem, job)``."""

    fn: Callable[[Any, "Job"], Any]
    deadline: float
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future
    cancelled: threading.Event = field(default_factory=threading.Event)
    started: float | None = None

    def cancel(self) -> None:
        """Stop this job at its next decode step (or before it starts)."""
        self.cancelled.set()

    def check(self, _token_id: int | None = None) -> None:
        """Raise if the job must stop now; pass as ``on_token`` to a decode."""
        if self.cancelled.is_set():
            raise Cancelled("the client disconnected")
        if time.monotonic() > self.deadline:
            raise RequestTimeout("the request ran past the server's per-request timeout (kvmemory serve "
                                 "--timeout); its decode was stopped")

    def _settle(self, ok: bool, value: Any) -> None:
        def settle():
            if not self.future.done():
                (self.future.set_result if ok else self.future.set_exception)(value)
        self.loop.call_soon_threadsafe(settle)

    async def result(self) -> Any:
        """Wait for the job; cancelling this wait cancels the job."""
        try:
            return await asyncio.shield(self.future)
        except asyncio.CancelledError:
            self.cancel()
            raise


_STOP = object()


class Scheduler:
    """A worker thread that opens the memory with ``open_memory()`` and runs jobs one at a time."""

    def __init__(self, open_memory: Callable[[], Any], *, max_queue: int = DEFAULT_QUEUE,
                 timeout_s: float = DEFAULT_TIMEOUT_S, on_depth: Callable[[int, int], None] | None = None,
                 close_memory: bool = True):
        self.open_memory, self.timeout_s, self.close_memory = open_memory, timeout_s, close_memory
        self.max_queue = max_queue
        self._queue: queue.Queue = queue.Queue(maxsize=max_queue)
        self._thread = threading.Thread(target=self._run, name="kvmemory-serve-worker", daemon=True)
        self._ready = threading.Event()
        self._accepting = False
        self.mem = None
        self.error: BaseException | None = None
        self.running = 0
        self._on_depth = on_depth or (lambda waiting, running: None)

    # -- lifecycle -----------------------------------------------------------------------------------
    def start(self) -> None:
        """Start the worker and wait until the memory (and its model) is loaded; re-raise its failure."""
        self._thread.start()
        self._ready.wait()
        if self.error is not None:
            raise self.error
        self._accepting = True

    def stop(self) -> None:
        """Finish every queued job, then close the memory (graceful shutdown)."""
        self._accepting = False
        if self._thread.is_alive():
            self._queue.put(_STOP)
            self._thread.join()

    @property
    def waiting(self) -> int:
        return self._queue.qsize()

    # -- submitting ----------------------------------------------------------------------------------
    def submit(self, fn: Callable[[Any, Job], Any], *, timeout_s: float | None = None) -> Job:
        """Queue ``fn(mem, job)``; raises QueueFull at once when the queue is full."""
        if not self._accepting:
            raise Unavailable("the server is not accepting requests (starting up or shutting down)")
        loop = asyncio.get_running_loop()
        job = Job(fn, time.monotonic() + (timeout_s or self.timeout_s), loop, loop.create_future())
        try:
            self._queue.put_nowait(job)
        except queue.Full:
            raise QueueFull(f"all {self.max_queue} queue slots are taken; retry after {RETRY_AFTER_S}s",
                            headers={"Retry-After": str(RETRY_AFTER_S)}) from None
        self._on_depth(self.waiting, self.running)
        return job

    async def run(self, fn: Callable[[Any, Job], Any], *, timeout_s: float | None = None) -> Any:
        return await self.submit(fn, timeout_s=timeout_s).result()

    # -- the worker thread ---------------------------------------------------------------------------
    def _run(self) -> None:
        try:
            self.mem = self.open_memory()
        except BaseException as exc:  # reported by start()
            self.error = exc
            self._ready.set()
            return
        self._ready.set()
        try:
            while True:
                job = self._queue.get()
                if job is _STOP:
                    break
                self._one(job)
        finally:
            if self.close_memory:
                self.mem.close()

    def _one(self, job: Job) -> None:
        self.running = 1
        self._on_depth(self.waiting, self.running)
        try:
            job.check()  # a job that waited past its deadline, or whose client left, never starts
            job.started = time.monotonic()
            job._settle(True, job.fn(self.mem, job))
        except BaseException as exc:
            job._settle(False, exc)
        finally:
            self.running = 0
            self._on_depth(self.waiting, self.running)
