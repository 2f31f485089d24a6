"""Continuous batching of decode steps: one forward per step for every request that is decoding.

A decode step of a small model on a CPU is bound by reading the weights; a step that carries the next token of
``B`` requests reads them once for all ``B`` (``kvmemory bench serve``: decode tokens per second at concurrency
16 against the one-at-a-time scheduler). :class:`Batcher` gathers the steps: every job that the
:class:`~kvmemory.serve.scheduler.Scheduler` runs decodes inside :func:`kvmemory.graft.stepping`, so each of its
decode forwards becomes a request to the batcher (:meth:`JobStepper.step`) that waits for its logits. One thread
(``kvmemory-batch``) takes the model's turn, runs :func:`kvmemory.batchdecode.step` over the waiting requests,
each on its own cache at its own position, and hands every job its row. Requests join between two steps (a new
one after its prefill) and leave when their decode ends: continuous batching, caches of different lengths and
kinds side by side.

Exact by construction, not by luck: :func:`~kvmemory.batchdecode.step` computes each request's row in the order
of that request alone (batch-invariant linear layers, per-request attention; ``tests/test_batchdecode.py``), and
the single-request path decodes with the same kernels (:func:`kvmemory.batchdecode.prepare` at model load). So
an answer's tokens and logits are the same bits served alone, beside 15 others, or in-process; the server's
SHA-256 of them proves it request by request (``tests/test_serve_load.py``). A cache the batched step does not
take (recurrent state; layers that are not the model's kinds: :func:`kvmemory.batchdecode.batchable`) is stepped
alone, on the same thread, in the same turn; sliding-window layers (Gemma 3) step with the others.

Order. Only one thread runs the model at a time (the scheduler's :class:`~kvmemory.serve.scheduler.Turns`). A
job holds the turn for its work before its first decode step (search, graft, prefill) and after its last
(verifying the reply), and gives it up while it decodes; the batch thread takes the turn for each step, keyed as
its most urgent member (:meth:`~kvmemory.serve.scheduler.Job.key`: recurring first, then fewest decode steps).
A new request (no decode step yet) therefore runs its prefill before the next batched step of the others and
joins the batch after it; recurring jobs that are decoding get steps of their own, ahead of everything else (a
4-token recurring answer does not pay for 15 cold rows per step, nor wait for new requests' prefills). The batch waits for every decoding
job to hand in its step, or :data:`GATHER_S` at most (a job between two steps runs only its stop rules and
streaming), so the rows of a step are as many as there are decoding jobs.

Prefills cut between layers. A job's own forward (a long prompt's prefill, a graft's query, a deposit) is one
call into the model, and the decodes would wait for all of it. A forward pre-hook on every decoder layer lets a
waiting step run between two layers once the decodes have waited ``slice_s`` (:data:`PREFILL_SLICE_S`) since the
last step ended: the job lends the turn to the step (:meth:`~kvmemory.serve.scheduler.Turns.lend`), which gives it
straight back, nothing else in between. This is chunked prefill by layer, not by token: a prefill cut into token
chunks would multiply other shapes and give other bits, while here the job's forward goes on with the same tensors
on the same kernels, so every answer's bits are unchanged and only the timing moves (``tests/test_batching.py``;
``scripts/prefill_stall_bench.py`` measures the stall against the prompt's own time to first token). Cold steps
never cut a recurring job's work; a recurring answer's steps cut a cold job's forward at its next layer, without
waiting for the slice (only steps are lent: a job's own work before its first step, which reads the store, still
waits for the forward to end, so nothing runs inside another job's transaction).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

from .. import batchdecode
from ..graft import current_stepper, forward

__all__ = ["Batcher", "JobStepper", "GATHER_S", "PREFILL_SLICE_S", "decoder_layers"]

#: How long a step waits at most for decoding jobs that have not handed in their next token yet. A step usually
#: starts as soon as all have (each runs only its stop rules and streaming between steps, but 16 threads share one
#: interpreter lock): at 0.02 s a cold load at concurrency 16 averaged 5.3 rows per forward, at 0.2 s 13.5.
GATHER_S = 0.2

#: A job's own forward (a prefill, a graft's query, a deposit) lets a waiting batched step run between two of its
#: layers once this long has passed since the last step ended: running decodes then wait about this long for a
#: long prompt, not for its whole prefill, and the prompt's own time to first token grows by one step per slice.
#: None: a job's forward is never cut.
PREFILL_SLICE_S = 0.25


@dataclass(eq=False)
class _Slot:
    job: Any
    cache: Any
    token: int
    position: int
    done: threading.Event = field(default_factory=threading.Event)
    logits: Any = None
    error: BaseException | None = None


class _BatchTurn:
    """The batch thread's claim on the model: as urgent as the most urgent job in the step."""

    def __init__(self, key: tuple):
        self._key = key

    def key(self) -> tuple:
        return self._key

    def check(self) -> None:
        """Never stops: the jobs in a step check their own deadlines between steps."""


class Batcher:
    """Runs the decode steps of the jobs on ``turns`` as batched forwards of ``model`` (see the module docstring);
    ``tap`` (a :class:`~kvmemory.serve.scheduler.LogitsTap` or None) hashes each job's rows on the job's thread."""

    def __init__(self, model, turns, tap=None, *, gather_s: float = GATHER_S,
                 slice_s: float | None = PREFILL_SLICE_S):
        self.model, self.turns, self.tap, self.gather_s, self.slice_s = model, turns, tap, gather_s, slice_s
        self._cv = threading.Condition()
        self._decoding: set = set()
        self._pending: list[_Slot] = []
        self._since = 0.0             # when the oldest pending step was handed in
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="kvmemory-batch", daemon=True)
        self._turn_waiting: _BatchTurn | None = None   # the next step, while it waits for the model
        self._last_step_end = 0.0
        self._hooks: list = []
        self.steps = 0                # forwards run
        self.rows = 0                 # decode steps they carried
        self.largest = 0              # most rows in one forward
        self.interleaved = 0          # steps run between two layers of a job's own forward (a prefill cut)

    def start(self) -> None:
        if self.slice_s is not None:
            self._hooks = [layer.register_forward_pre_hook(self._between_layers)
                           for layer in decoder_layers(self.model)]
        self._thread.start()

    def stop(self) -> None:
        """Stop the batch thread once no job is decoding (the scheduler has finished its jobs)."""
        with self._cv:
            self._stopping = True
            self._cv.notify_all()
        if self._thread.is_alive():
            self._thread.join()
        for hook in self._hooks:
            hook.remove()
        self._hooks = []

    @property
    def step_waiting(self) -> bool:
        """A batched step has gathered its rows and waits for the model."""
        return self._turn_waiting is not None

    def _between_layers(self, _module, _args) -> None:
        """Before each decoder layer of every forward: if this thread is a job of this batcher holding the turn
        for its own forward, a batched step is waiting for the model, and the decodes have waited ``slice_s``
        since the last step ended, run that step now (:meth:`Turns.lend`: the turn comes straight back).

        Exact: the job's forward continues with the same tensors on the same kernels, and the step's rows are the
        bits they are alone; only the time at which each runs moves."""
        turn = self._turn_waiting
        if turn is None:
            return
        stepper = current_stepper()
        if not isinstance(stepper, JobStepper) or stepper.batcher is not self:
            return
        job, urgent = stepper.job, turn.key()[0]
        if urgent > job.key()[0]:  # cold decodes never cut a recurring job's work
            return
        if urgent == job.key()[0] and time.monotonic() - self._last_step_end < self.slice_s:
            return  # a recurring answer's steps cut a cold prefill at once, others after slice_s
        if self.turns.lend(job, turn):
            self.interleaved += 1

    def stepper(self, job) -> "JobStepper":
        """What ``job``'s thread decodes through (:func:`kvmemory.graft.stepping`)."""
        return JobStepper(self, job)

    # -- the jobs' side ----------------------------------------------------------------------------------
    def _hand_in(self, slot: _Slot) -> None:
        with self._cv:
            if self._stopping and not self._thread.is_alive():
                raise RuntimeError("the server's batch thread has stopped")
            self._decoding.add(slot.job)
            if not self._pending:
                self._since = time.monotonic()
            self._pending.append(slot)
            self._cv.notify_all()

    def _leave(self, job) -> None:
        with self._cv:
            self._decoding.discard(job)
            self._cv.notify_all()

    # -- the batch thread --------------------------------------------------------------------------------
    def _gather(self) -> list[_Slot] | None:
        """The next step's slots (None: stop): wait until every decoding job has handed one in, or GATHER_S."""
        with self._cv:
            while True:
                if self._pending:
                    waited = time.monotonic() - self._since
                    if len(self._pending) >= len(self._decoding) or waited >= self.gather_s:
                        break
                    self._cv.wait(self.gather_s - waited)
                elif self._stopping:
                    return None
                else:
                    self._cv.wait()
            urgent = [s for s in self._pending if getattr(s.job, "recurring", False)]
            if not urgent:
                chosen, self._pending = self._pending, []
                return chosen
            self._pending = [s for s in self._pending if s not in urgent]
            if self._pending:
                self._since = time.monotonic()
            return urgent

    def _run(self) -> None:
        while (slots := self._gather()) is not None:
            turn, held = _BatchTurn(min(s.job.key() for s in slots)), False
            try:
                self._turn_waiting = turn
                try:
                    self.turns.take(turn)
                finally:
                    self._turn_waiting = None
                held = True
                self._forward(slots)
            except BaseException as exc:  # noqa: BLE001 - every job in the step gets the failure, none hangs
                for s in slots:
                    s.error = exc
            finally:
                if held:
                    self._last_step_end = time.monotonic()
                    self.turns.give(turn)
                for s in slots:
                    s.done.set()

    def _forward(self, slots: list[_Slot]) -> None:
        together = [s for s in slots if batchdecode.batchable(s.cache, self.model)]
        if together:
            logits = batchdecode.step(self.model, [s.cache for s in together], [s.token for s in together],
                                      [s.position for s in together])
            for i, s in enumerate(together):
                s.logits = logits[i].float()
        for s in slots:
            if s.logits is None:  # a cache the batched step does not take: its step alone, the single path
                s.logits = forward(self.model, s.cache, [s.token], s.position)
        self.steps += (1 if together else 0) + len(slots) - len(together)
        self.rows += len(slots)
        self.largest = max(self.largest, len(together))


class JobStepper:
    """One job's decode steps through its scheduler's :class:`Batcher` (a :class:`kvmemory.graft.Stepper`). The job
    gives up the model's turn at its first step and takes it back when its decode loop ends."""

    def __init__(self, batcher: Batcher, job):
        self.batcher, self.job = batcher, job
        self._released = False

    def step(self, model, cache, token_id: int, position: int):
        if model is not self.batcher.model:  # not the served model: nothing to batch with
            return forward(model, cache, [token_id], position)
        if not self._released:
            self.batcher.turns.give(self.job)
            self._released = True
        slot = _Slot(self.job, cache, int(token_id), int(position))
        self.batcher._hand_in(slot)
        slot.done.wait()
        if slot.error is not None:
            raise slot.error
        if self.batcher.tap is not None:
            self.batcher.tap.add(slot.logits)
        return slot.logits

    def done(self) -> None:
        self.batcher._leave(self.job)
        if self._released:
            self._released = False
            self.batcher.turns.take(self.job, check=False)  # back to running alone (it may be unwinding an error)


def decoder_layers(model) -> list:
    """``model``'s decoder layers, in order (the module list as long as its configured layer count); [] where none
    is found (a job's forward is then never cut)."""
    import torch

    n = getattr(batchdecode.text_config(model), "num_hidden_layers", None)
    for module in model.modules():
        if isinstance(module, torch.nn.ModuleList) and n and len(module) == n:
            return list(module)
    return []
