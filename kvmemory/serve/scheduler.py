"""One model, many requests: admission, the model's turn, and decode steps shared step by step.

By default the decode steps of all running jobs are batched into one forward per step
(:mod:`kvmemory.serve.batching`, where the model can batch exactly: :func:`kvmemory.batchdecode.ready`): a job
holds the turn for its work before its first decode step and after its last, and the batch thread takes the
turn for each step, also between two layers of a long prefill once the decodes have waited ``prefill_slice_s``
(the turn is lent, :meth:`Turns.lend`, and comes straight back). With ``batch=False`` (``kvmemory serve
--no-batch``), or a model that cannot batch exactly, jobs take turns decode step by decode step, as described below.

Every call that runs the model (answer, deposit, search, sync) is a :class:`Job`. A job is admitted
at once or refused: at most ``max_active`` jobs hold a thread and ``max_queue`` more wait for one;
beyond that :meth:`Scheduler.submit` raises :class:`~kvmemory.serve.errors.QueueFull` (429 with
``Retry-After``). Each admitted job runs ``KVMemory.answer`` (or deposit, ...) on its own thread, but
only the thread that holds **the turn** (:class:`Turns`) runs: the others are parked on a condition.

Turns (issue 21, point 3; ``--no-batch``). ``KVMemory.answer`` runs its decode to the end in one call, and it
calls ``on_token(token_id)`` between one decode forward and the next. That callback is the yield point: the
route passes :meth:`Job.step`, which hands the turn to another job when one should go first, and waits to get
it back. So requests interleave at decode-step granularity without a step-wise API in the core. The policy is
least attained service: the turn goes to the waiting job that has decoded the fewest tokens (earliest arrival
on a tie). A new request (0 tokens) therefore starts after the current step, a 4-token recurring answer runs
to its end before a cold decode that is 50 tokens in gets another step, and cold decodes of equal progress
share the model step by step. Nothing needs to know a request's mode in advance. The costs: the work before a
job's first token (search, graft, the query's prefill) is one piece that is not cut, so a new request waits
for that piece of every request that arrived before it and has not decoded yet (measured by ``kvmemory bench
serve``: a recurring answer sent while four cold requests were still in their prefills waited for all four; a
recurring request no longer does, see below); and a long decode can wait while shorter work keeps arriving,
which its deadline (``--timeout``) bounds.

Why every answer stays exactly the one served alone: the jobs never share a cache (each ``answer`` builds its
own), only one thread runs kvmemory or torch code at any time (the turn), and a batched step computes each
job's row in the order of its step alone (:mod:`kvmemory.batchdecode`), so each forward gives the bits it
would alone. The turn is handed over only inside ``on_token``, when the answering job holds no open
transaction and has already read and hashed its grafted entries; deposits, searches and syncs run from start
to end on one turn. The server reports SHA-256 of each answer's tokens and of its logits (:class:`LogitsTap`,
a forward hook that hashes the last-position logits of every forward the answer ran), and the tests compare
them with the same request served alone.

Recurring first at admission. The recurring tail under load came from a new request waiting behind earlier
arrivals' unsplittable pre-first-token work. So before a request is submitted the route runs a cheap,
model-free exact lookup (``KVMemory.find``: ``Library.find`` on the task text, the store's index of active
entries by problem key; no embedding, no forward) and marks the job ``recurring`` when the exact text is
stored. A recurring job goes ahead of every queued job that is not, twice: a free thread takes the best
waiting job, not the oldest (:meth:`Scheduler._one` pops a priority queue), and among jobs waiting for the
turn the key is (not recurring, decode steps, arrival) (:meth:`Job.key`): a recurring job's decode steps too
go ahead of new requests' prefills (with batched steps, requests that decode in lockstep end together and
their successors' prefills come in a burst; a recurring answer measured 2.1x its unloaded p99 behind them
while the key put decode steps first). A job already in its prefill is never cut, so a recurring request now
waits for at most the one piece of work running when it arrives, not every earlier arrival's. The mark is only
a priority: the answer's own path (its mode, entries, bytes) is decided inside ``KVMemory.answer`` as before,
so it never changes any answer's tokens or logits; a wrong guess (an entry deleted between the lookup and the
answer) costs only order. On an idle server (nothing admitted, :attr:`Scheduler.idle`) the lookup is skipped:
the job starts at once, and a job that arrives after it has no earlier arrival to be ordered against.

A job is stopped when its client disconnects (:meth:`Job.cancel`) or when it runs past its deadline:
at its next decode step, or while it waits for the turn (it then never runs again).
"""

from __future__ import annotations

import asyncio
import hashlib
import heapq
import itertools
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable

from .. import batchdecode
from ..graft import stepping
from .batching import PREFILL_SLICE_S, Batcher
from .errors import QueueFull, RequestTimeout, Unavailable

DEFAULT_QUEUE = 16          # jobs waiting for a thread, beyond the active ones
DEFAULT_ACTIVE = 16         # jobs on a thread (each answer holds its own KV cache while it decodes)
DEFAULT_TIMEOUT_S = 300.0   # per request, from arrival
RETRY_AFTER_S = 1
POLL_S = 0.05               # how often a job parked for the turn checks its deadline and its client


class Cancelled(Exception):
    """The job's client went away: its decode was stopped."""


@dataclass(eq=False)
class Job:
    """One call to run on the model: ``fn(mem, job)``."""

    fn: Callable[[Any, "Job"], Any]
    deadline: float
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future
    seq: int = 0
    turns: "Turns | None" = None
    cancelled: threading.Event = field(default_factory=threading.Event)
    started: float | None = None
    steps: int = 0                   # decode steps taken (the scheduling key)
    recurring: bool = False          # its exact text is stored (a priority only, see the module docstring)
    logits_sha256: str | None = None

    def cancel(self) -> None:
        """Stop this job at its next decode step (or before it starts)."""
        self.cancelled.set()

    def check(self, _token_id: int | None = None) -> None:
        """Raise if the job must stop now."""
        if self.cancelled.is_set():
            raise Cancelled("the client disconnected")
        if time.monotonic() > self.deadline:
            raise RequestTimeout("the request ran past the server's per-request timeout (kvmemory serve "
                                 "--timeout); its decode was stopped")

    def step(self, _token_id: int | None = None) -> None:
        """Between two decode steps (``KVMemory.answer(on_token=...)``): stop if the job must, else let a job
        that should go first take the turn, and wait to get it back."""
        self.steps += 1
        self.check()
        if self.turns is not None:
            self.turns.between_steps(self)

    def key(self) -> tuple[int, int, int]:
        return (0 if self.recurring else 1, self.steps, self.seq)

    def _settle(self, ok: bool, value: Any) -> None:
        def settle():
            if not self.future.done():
                (self.future.set_result if ok else self.future.set_exception)(value)
                if not ok:  # a job whose client left is never awaited: no "exception never retrieved" at GC
                    self.future.exception()
        self.loop.call_soon_threadsafe(settle)

    async def result(self) -> Any:
        """Wait for the job; cancelling this wait cancels the job."""
        try:
            return await asyncio.shield(self.future)
        except asyncio.CancelledError:
            self.cancel()
            raise


class Turns:
    """The right to run the model: one job at a time; the next is the waiting job with the smallest
    :meth:`Job.key` (recurring first, then fewest decode steps, then earliest arrival)."""

    def __init__(self):
        self._cv = threading.Condition()
        self._holder: Job | None = None
        self._waiting: set[Job] = set()
        self._lent: dict = {}   # a holder the turn was lent to -> the job it goes back to (:meth:`lend`)
        self.handoffs = 0   # times a job gave the turn up between two of its decode steps
        self._busy_since: float | None = None
        self._busy_s = 0.0

    def _hold(self, holder) -> None:
        """Set the holder (under the condition), keeping the time the model was held."""
        now = time.monotonic()
        if holder is not None and self._busy_since is None:
            self._busy_since = now
        elif holder is None and self._busy_since is not None:
            self._busy_s += now - self._busy_since
            self._busy_since = None
        self._holder = holder

    @property
    def busy_s(self) -> float:
        """Seconds the model has been held by some job or step so far (against wall time: how busy it is)."""
        since = self._busy_since
        return self._busy_s + (time.monotonic() - since if since is not None else 0.0)

    def _next(self) -> Job | None:
        return min(self._waiting, key=lambda j: j.key()) if self._waiting else None

    def take(self, job: Job, *, check: bool = True) -> None:
        """Wait for the turn; raise (without it) if the job is cancelled or past its deadline meanwhile (unless
        ``check`` is False: a job that must finish what it started, e.g. unwinding after its decode stopped)."""
        if check:
            job.check()
        with self._cv:
            self._waiting.add(job)
            try:
                while self._holder is not job and (self._holder is not None or self._next() is not job):
                    self._cv.wait(POLL_S)
                    if check:
                        job.check()
            except BaseException:
                self._waiting.discard(job)
                self._cv.notify_all()
                raise
            self._waiting.discard(job)
            self._hold(job)

    def give(self, job: Job) -> None:
        """Give the turn up (to the job that lent it, if it was lent: :meth:`lend`)."""
        with self._cv:
            if self._holder is job:
                self._hold(self._lent.pop(job, None))
                self._cv.notify_all()

    @property
    def holder(self):
        """Who runs the model now (None: nobody)."""
        return self._holder

    def lend(self, job: Job, to) -> bool:
        """``job``, which holds the turn, lends it to ``to``, which is waiting for it, for one piece of work: ``to``
        runs now, out of key order, and when it gives the turn up it goes straight back to ``job`` (nothing else
        runs in between). Returns once ``job`` holds the turn again; False (at once) if ``job`` does not hold it or
        ``to`` is not waiting."""
        with self._cv:
            if self._holder is not job or to not in self._waiting:
                return False
            self._waiting.discard(to)
            self._hold(to)
            self._lent[to] = job
            self._cv.notify_all()
            while self._holder is not job:
                self._cv.wait()
        return True

    def between_steps(self, job: Job) -> None:
        with self._cv:
            nxt = self._next()
            if nxt is None or nxt.key() >= job.key():
                return
            self.handoffs += 1
            self._hold(None)
            self._cv.notify_all()
        self.take(job)


class LogitsTap:
    """A forward hook on the model that hashes, for the job running on this thread, the last-position
    logits (float32 bytes, as :func:`kvmemory.exact.logits_sha256`) of every forward, in order."""

    def __init__(self, model):
        self._local = threading.local()
        self._handle = model.register_forward_hook(self._hook)

    def _hook(self, module, args, output) -> None:
        digest = getattr(self._local, "digest", None)
        logits = getattr(output, "logits", None)
        if logits is not None:
            self.add(logits[0, -1])

    def add(self, logits) -> None:
        """Hash one forward's last-position logits ``(vocab,)`` for this thread's job (the hook's, or a batched
        step's row, which ran on the batch thread)."""
        digest = getattr(self._local, "digest", None)
        if digest is not None:
            digest.update(logits.detach().float().contiguous().cpu().numpy().tobytes())

    def begin(self) -> None:
        self._local.digest = hashlib.sha256()

    def end(self) -> str | None:
        digest, self._local.digest = getattr(self._local, "digest", None), None
        return None if digest is None else digest.hexdigest()

    def remove(self) -> None:
        self._handle.remove()


class Scheduler:
    """Opens the memory with ``open_memory()`` and runs jobs on up to ``max_active`` threads, one turn at a time.

    ``batch`` (default): decode steps of all running jobs go through one batched forward per step
    (:mod:`kvmemory.serve.batching`) where the model can batch exactly (:func:`kvmemory.batchdecode.ready`;
    :attr:`batching` says why not otherwise); False, or a model that cannot: jobs take turns step by step.
    ``prefill_slice_s``: with batched steps, a waiting step runs between two layers of a job's own forward (a long
    prefill) once the decodes have waited this long (:data:`~kvmemory.serve.batching.PREFILL_SLICE_S`; None: never)."""

    def __init__(self, open_memory: Callable[[], Any], *, max_queue: int = DEFAULT_QUEUE,
                 max_active: int = DEFAULT_ACTIVE, timeout_s: float = DEFAULT_TIMEOUT_S,
                 on_depth: Callable[[int, int], None] | None = None, close_memory: bool = True, batch: bool = True,
                 prefill_slice_s: float | None = PREFILL_SLICE_S):
        self.open_memory, self.timeout_s, self.close_memory = open_memory, timeout_s, close_memory
        self.batch, self.prefill_slice_s = batch, prefill_slice_s
        self.batcher: Batcher | None = None
        self.batching: str | None = "not started"   # None while decode steps are batched, else why not
        self.max_queue, self.max_active = max_queue, max_active
        self.turns = Turns()
        self.tap: LogitsTap | None = None
        self.mem = None
        self._pool: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()
        self._admitted = 0   # submitted and not finished
        self.running = 0     # on a thread (waiting for the turn or running)
        self._seq = itertools.count()
        self._ready: list[tuple[int, int, Job]] = []   # admitted jobs not yet on a thread: (not recurring, seq, job)
        self.recurring_first = 0   # times a recurring job took a thread ahead of an earlier-queued one
        self._accepting = False
        self._on_depth = on_depth or (lambda waiting, running: None)

    # -- lifecycle -----------------------------------------------------------------------------------
    def start(self) -> None:
        """Open the memory (and load its model) and start accepting jobs; raise its failure."""
        self.mem = self.open_memory()
        try:
            self.tap = LogitsTap(self.mem.model)
        except Exception:  # a model without forward hooks: answers carry no logits hash
            self.tap = None
        why = batchdecode.ready(self.mem.model) if self.batch else "turned off (kvmemory serve --no-batch)"
        if why is None:
            self.batcher = Batcher(self.mem.model, self.turns, self.tap, slice_s=self.prefill_slice_s)
            self.batcher.start()
        self.batching = why
        self._pool = ThreadPoolExecutor(self.max_active, thread_name_prefix="kvmemory-serve")
        self._accepting = True

    def stop(self) -> None:
        """Refuse new jobs, finish every admitted one, then close the memory (graceful shutdown)."""
        self._accepting = False
        if self._pool is not None:
            self._pool.shutdown(wait=True)
        if self.batcher is not None:
            self.batcher.stop()
        if self.tap is not None:
            self.tap.remove()
        if self.close_memory and self.mem is not None:
            self.mem.close()

    @property
    def waiting(self) -> int:
        return self._admitted - self.running

    @property
    def idle(self) -> bool:
        """Nothing admitted: a job submitted now starts at once, ahead of anything that comes after it."""
        return self._admitted == 0

    def _depth(self) -> None:
        self._on_depth(self.waiting, self.running)

    # -- submitting ----------------------------------------------------------------------------------
    def submit(self, fn: Callable[[Any, Job], Any], *, timeout_s: float | None = None, recurring: bool = False) -> Job:
        """Admit ``fn(mem, job)``; raises QueueFull at once when every slot is taken. ``recurring``: the request's
        exact text is stored, so it goes ahead of queued jobs that are not (never changes what it answers)."""
        if not self._accepting:
            raise Unavailable("the server is not accepting requests (starting up or shutting down)")
        with self._lock:
            if self._admitted >= self.max_active + self.max_queue:
                raise QueueFull(f"all {self.max_active} active and {self.max_queue} queue slots are taken; retry "
                                f"after {RETRY_AFTER_S}s", headers={"Retry-After": str(RETRY_AFTER_S)})
            self._admitted += 1
        loop = asyncio.get_running_loop()
        job = Job(fn, time.monotonic() + (timeout_s or self.timeout_s), loop, loop.create_future(),
                  seq=next(self._seq), turns=None if self.batcher is not None else self.turns, recurring=recurring)
        with self._lock:
            heapq.heappush(self._ready, (0 if recurring else 1, job.seq, job))
        self._pool.submit(self._one)
        self._depth()
        return job

    async def run(self, fn: Callable[[Any, Job], Any], *, timeout_s: float | None = None,
                  recurring: bool = False) -> Any:
        return await self.submit(fn, timeout_s=timeout_s, recurring=recurring).result()

    # -- a job's thread ------------------------------------------------------------------------------
    def _one(self) -> None:
        """A free thread: run the best admitted job (recurring first, then arrival order); one call per submit."""
        with self._lock:
            _, _, job = heapq.heappop(self._ready)
            if job.recurring and any(j.seq < job.seq for _, _, j in self._ready):
                self.recurring_first += 1
            self.running += 1
        self._depth()
        try:
            self.turns.take(job)  # a job whose deadline passes or whose client leaves meanwhile never starts
            job.started = time.monotonic()
            with stepping(self.batcher.stepper(job) if self.batcher is not None else None):
                result = job.fn(self.mem, job)
        except BaseException as exc:
            job._settle(False, exc)
        else:
            job._settle(True, result)
        finally:
            self.turns.give(job)
            with self._lock:
                self.running -= 1
                self._admitted -= 1
            self._depth()
