"""The decision log: one row per answer in the library's ``decisions`` table, written off the answer path.

Every :meth:`kvmemory.KVMemory.answer` (in-process, and served by ``kvmemory serve``, which calls it) appends
one row saying what the memory did and what it saved:

====================  ==========================================================================================
column                meaning
====================  ==========================================================================================
``time``              when the answer was returned (UTC, ISO 8601)
``namespace``         the namespace answered from (the entry's; for a cold answer the first one asked)
``template``          the template the answer was laid out in (``gsm-qa-v1``, ``chat-v1``, ``tool-episode-v1`` …)
``mode``              ``recurring``, ``transfer``, ``cold``, or ``replay`` (a stored tool-call step replayed)
``entries``           the entry ids used, a JSON list (``[]`` for cold)
``decision``          the same-task decision: ``same``, ``changed`` (a veto or a score refused the nearest
                      entry), or ``""`` when nothing was compared
``decision_kind``     the rule that decided (``exact``, ``reworded``; a veto such as ``numbers``, ``polarity``,
                      ``order``; ``similarity`` for a score below the threshold)
``decision_reason``   that rule's one readable line
``score``             the embedding cosine of the nearest entry (None when not searched)
``decode_tokens``     tokens decoded
``prompt_tokens``     tokens the model forwarded (the prefill done)
``grafted_tokens``    tokens whose KV was read from memory instead of computed (the prefill skipped)
``ttft_ms``           time to first token, ``prefill_ms`` the forward's share, ``total_ms`` the whole answer
``verified``          1 when the reply passed the entry's own serve-time check before it left the library
``verdict``           why (or why not); ``fallback``: ``stored``, ``transfer``, ``cold`` or ``""``
``suspect``           1 when a transfer answer copied a grafted entry's answer to a changed problem
``input_sha256``      SHA-256 of the query's token ids (the same request gives the same hash)
``problem``           the request text: None unless :attr:`Settings.decision_log_text` is on
====================  ==========================================================================================

No request text is kept by default; ``input_sha256`` still ties repeats together. Rows are written by one
background thread per :class:`DecisionLog` through the store's one connection, in a transaction per batch
(a row waits at most :data:`FLUSH_S` seconds), so an answer never waits on the database: :meth:`DecisionLog.record`
builds the row and queues it. The table keeps the newest :attr:`Settings.decision_log_keep` rows (older
ones are deleted as new ones are written). A library that cannot be written (read-only) loses the log,
never an answer: such a failure is counted in :attr:`DecisionLog.dropped` (why: ``last_error``) and the answer
stands.
"""

from __future__ import annotations

import json
import os
import queue
import threading
import time
import weakref
from datetime import datetime, timezone
from typing import Sequence

from .errors import InputError

__all__ = ["DecisionLog", "TABLE", "COLUMNS", "row_of", "create_table"]

TABLE = "decisions"
COLUMNS = {
    "id": int, "time": str, "namespace": str, "template": str, "mode": str, "entries": str, "decision": str,
    "decision_kind": str, "decision_reason": str, "score": float, "decode_tokens": int, "prompt_tokens": int,
    "grafted_tokens": int, "ttft_ms": float, "prefill_ms": float, "total_ms": float, "verified": int,
    "verdict": str, "fallback": str, "suspect": int, "input_sha256": str, "problem": str,
}
INDEXES = {"decisions_time": ["time"], "decisions_mode": ["mode", "template"]}
#: A row waits at most this long for others to share its transaction (answers in a burst are one commit).
FLUSH_S = 1.0
MAX_BATCH = 512
_STOP = object()
_LOGS: "weakref.WeakSet[DecisionLog]" = weakref.WeakSet()


def _before_fork() -> None:  # a fork never copies the store's lock while the writer holds it
    for log in list(_LOGS):
        log._writing.acquire()


def _after_fork() -> None:
    for log in list(_LOGS):
        log._writing.release()


os.register_at_fork(before=_before_fork, after_in_parent=_after_fork, after_in_child=_after_fork)


def create_table(store) -> None:
    """The ``decisions`` table and its indexes in ``store``, if they do not exist yet (readers call it too, so
    their queries run on a library that has answered nothing)."""
    store.create_table(TABLE, COLUMNS, pk="id", indexes=INDEXES)


def _ms(timings: dict, key: str) -> float | None:
    value = timings.get(key)
    return None if value is None else round(value * 1e3, 3)


def _mode(answer) -> str:
    if answer.replay and answer.replay.get("action") in ("replay", "final"):
        return "replay"
    return answer.mode


def row_of(answer, *, namespace: str, problem: str | None = None) -> dict:
    """The ``decisions`` row of an :class:`~kvmemory.Answer` (``problem``: the request text, when kept)."""
    d = answer.same_problem or {}
    decision = "" if not d else ("same" if d.get("same") else "changed")
    score = d.get("score")
    if score is None and answer.scores:
        score = answer.scores[0]
    return {
        "time": datetime.now(timezone.utc).isoformat(timespec="milliseconds"),
        "namespace": answer.entries[0].namespace if answer.entries else namespace,
        "template": answer.template, "mode": _mode(answer),
        "entries": json.dumps([e.id for e in answer.entries]),
        "decision": decision, "decision_kind": d.get("kind", ""), "decision_reason": d.get("reason", ""),
        "score": None if score is None else round(float(score), 6),
        "decode_tokens": answer.decode_tokens, "prompt_tokens": answer.prompt_tokens,
        "grafted_tokens": answer.grafted_tokens, "ttft_ms": _ms(answer.timings, "ttft_s"),
        "prefill_ms": _ms(answer.timings, "prefill_s"), "total_ms": _ms(answer.timings, "total_s"),
        "verified": int(bool(answer.verified)), "verdict": answer.verdict, "fallback": answer.fallback,
        "suspect": int(bool(answer.suspect)), "input_sha256": answer.input_sha256, "problem": problem,
    }


class DecisionLog:
    """Queues answers' rows and writes them to ``store`` from a background thread.

    ``keep``: rows kept (the oldest go first). ``keep_text``: store the request text too. Call :meth:`flush`
    to wait until everything queued so far is written, :meth:`close` before the store closes.
    """

    def __init__(self, store, *, keep: int, keep_text: bool = False):
        if keep < 1:
            raise InputError("keep must be at least 1 (turn the log off with Settings(decision_log=False))")
        self.store, self.keep, self.keep_text = store, keep, keep_text
        self.dropped = 0          # rows lost to a database that could not be written
        self.written = 0
        self.last_error = ""      # why the last dropped rows were not written
        self._queue: queue.Queue = queue.Queue()
        self._thread: threading.Thread | None = None
        self._pid = os.getpid()
        self._ready = False
        self._guard = threading.Lock()
        self._writing = threading.Lock()   # held while a batch is written (and across a fork)
        _LOGS.add(self)

    def record(self, answer, *, namespace: str, problem=None) -> None:
        """Queue ``answer``'s row; returns at once. ``problem`` (text or chat messages) is kept only with ``keep_text``."""
        text = None
        if self.keep_text and problem is not None:
            text = problem if isinstance(problem, str) else json.dumps(list(problem), ensure_ascii=False, default=str)
        self._queue.put(row_of(answer, namespace=namespace, problem=text))
        self._ensure_thread()

    def _ensure_thread(self) -> None:
        with self._guard:
            if self._pid != os.getpid():  # a forked child: the parent's thread does not exist here
                self._pid, self._thread = os.getpid(), None
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="kvmemory-decisions", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            batch, done = [], []
            deadline = time.monotonic() + FLUSH_S   # a batch is written at most FLUSH_S after its first row
            while True:
                if item is _STOP:
                    self._write(batch)
                    for event in done:
                        event.set()
                    self._queue.task_done()
                    return
                if isinstance(item, threading.Event):
                    done.append(item)
                else:
                    batch.append(item)
                self._queue.task_done()
                wait = 0 if done or len(batch) >= MAX_BATCH else max(0.0, deadline - time.monotonic())
                try:
                    item = self._queue.get(timeout=wait)
                except queue.Empty:
                    break
            self._write(batch)
            for event in done:
                event.set()

    def _write(self, rows: Sequence[dict]) -> None:
        if not rows:
            return
        with self._writing:
            self._write_locked(rows)

    def _write_locked(self, rows: Sequence[dict]) -> None:
        try:
            if not self._ready:
                create_table(self.store)
                self._ready = True
            with self.store.transaction():
                for row in rows:
                    self.store.insert_row(TABLE, row)
                self.store.trim(TABLE, self.keep)
            self.written += len(rows)
        except Exception as exc:  # noqa: BLE001 - a read-only or closed library: the log loses rows, never its thread
            self.dropped += len(rows)
            self.last_error = f"{type(exc).__name__}: {exc}"

    def flush(self, timeout: float | None = 30.0) -> bool:
        """Wait until every row queued before this call is written (True), or ``timeout`` passes (False)."""
        if self._thread is None or not self._thread.is_alive():
            return self._queue.empty()
        event = threading.Event()
        self._queue.put(event)
        return event.wait(timeout)

    def close(self, timeout: float | None = 30.0) -> None:
        """Write what is queued, then stop the thread."""
        if self._thread is not None and self._thread.is_alive() and self._pid == os.getpid():
            self._queue.put(_STOP)
            self._thread.join(timeout)
        self._thread = None
