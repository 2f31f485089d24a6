"""The standalone agent loop: retrieve and graft, decode, verify, retry with sampling, deposit.

    agent = Agent(mem, verifier="numeric", budget_tokens=768, retries=2, on_event=print)
    result = agent.run(problem, answer="18", reference=gold_solution)
    agent.metrics          # tasks, solved, attempts, decode tokens, modes, deposits ...

For each task :meth:`Agent.run`:

1. answers greedily with :meth:`KVMemory.answer` (recurring when the same problem is stored,
   transfer when similar verified entries are, else cold) and verifies the reply;
2. while it fails and attempts and the decode-token budget remain, samples a full solution
   (``sample=True``, a fresh seed per attempt) with retrieval and graft as above, and verifies it;
3. deposits the first solution that passes (not in recurring mode: the entry is already there);
4. if nothing passed and a ``reference`` solution was given, deposits that instead (verified like any
   other, marked ``{"source": "reference"}`` in the entry metadata).

Every step emits an :class:`AgentEvent` to ``on_event`` and to :attr:`Agent.events`; the totals are
in :attr:`Agent.metrics`. A solution the verifier rejects is never deposited.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Callable, Iterable

from .errors import InputError, VerificationError
from .templates import get_template
from .verifiers import Verdict, VerifierLike, resolve_verifier

__all__ = ["Agent", "AgentEvent", "AgentMetrics", "TaskResult", "DEFAULT_BUDGET_TOKENS", "DEFAULT_RETRIES"]

DEFAULT_BUDGET_TOKENS = 768
DEFAULT_RETRIES = 2


@dataclass(frozen=True)
class AgentEvent:
    """One thing the agent did. ``kind`` is one of:

    ``attempt`` (a decode was verified), ``deposit`` (a model solution was stored), ``reference``
    (the reference solution was stored), ``reference_rejected``, ``deposit_failed``, ``budget``
    (stopped: decode-token budget spent) and ``done`` (task finished).
    """

    kind: str
    task: str
    attempt: int = 0
    mode: str = ""
    sampled: bool = False
    decode_tokens: int = 0
    tokens_spent: int = 0
    answer: str | None = None
    passed: bool | None = None
    reason: str = ""
    entry_id: int | None = None
    entries: tuple = ()
    seconds: float = 0.0

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class TaskResult:
    """The outcome of one task."""

    task: str
    problem: str
    solved: bool                    # a model attempt passed the verifier
    source: str | None              # "model", "reference", "library" (recurring hit) or None
    mode: str                       # mode of the first attempt
    attempts: int
    decode_tokens: int
    answer: str | None
    text: str
    reason: str
    entry_id: int | None = None
    seconds: float = 0.0
    events: list = field(default_factory=list)

    def to_dict(self) -> dict:
        d = asdict(self)
        d["events"] = [e.to_dict() if hasattr(e, "to_dict") else e for e in self.events]
        return d


@dataclass
class AgentMetrics:
    """Running totals over every task the agent ran."""

    tasks: int = 0
    solved: int = 0
    solved_first_attempt: int = 0
    attempts: int = 0
    decode_tokens: int = 0
    deposited_model: int = 0
    deposited_reference: int = 0
    rejected_references: int = 0
    budget_exhausted: int = 0
    seconds: float = 0.0
    modes: dict = field(default_factory=dict)          # first-attempt mode -> tasks
    solved_by_mode: dict = field(default_factory=dict)  # first-attempt mode -> tasks solved at once

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class _Task:
    """What one :meth:`Agent.run` knows so far (its attempts update it)."""

    task_id: str
    problem: str
    gold: str | None
    template: str
    verifier: Any
    vname: str
    verify: Callable
    events: list = field(default_factory=list)
    spent: int = 0                  # decode tokens over all attempts
    attempt: int = 0                # attempts made
    first_mode: str = ""
    passed_text: str | None = None
    passed_mode: str = ""
    last: Any = None                # the last reply (an Answer)
    last_verdict: Verdict | None = None

    @property
    def solved(self) -> bool:
        return self.passed_text is not None


class Agent:
    """Solve, verify, deposit over a :class:`~kvmemory.KVMemory`.

    ``verifier`` is a name or a callable ``(problem, solution, answer) -> Verdict``
    (e.g. :class:`~kvmemory.sandbox.UnitTestVerifier`). ``budget_tokens`` caps the decode tokens one
    task may spend over all attempts; ``retries`` is the number of sampled attempts after the greedy
    one. ``extract`` turns the model's text into the solution handed to the verifier (default: as
    is). ``deposit=False`` only measures; ``deposit_reference=False`` never stores references.
    """

    def __init__(self, mem, *, verifier: VerifierLike = "numeric", budget_tokens: int = DEFAULT_BUDGET_TOKENS,
                 retries: int = DEFAULT_RETRIES, temperature: float = 0.7, seed: int = 0,
                 max_new_tokens: int | None = None, deposit: bool = True, deposit_reference: bool = True,
                 namespace: str | None = None, extract: Callable[[str], str] | None = None,
                 on_event: Callable[[AgentEvent], Any] | None = None, keep_events: bool = True):
        if budget_tokens <= 0 or retries < 0:
            raise InputError("budget_tokens must be > 0 and retries >= 0")
        self.mem = mem
        self.verifier = verifier
        self.verifier_name, self._verify = resolve_verifier(verifier)
        self.budget_tokens, self.retries = int(budget_tokens), int(retries)
        self.temperature, self.seed = float(temperature), int(seed)
        self.max_new_tokens = max_new_tokens
        self.deposit, self.deposit_reference = deposit, deposit_reference
        self.namespace = namespace
        self.extract = extract or (lambda text: text)
        self.on_event = on_event
        self.keep_events = keep_events
        self.events: list[AgentEvent] = []
        self.metrics = AgentMetrics()
        self._tasks = 0

    # -- events -------------------------------------------------------------------------------------
    def _emit(self, event: AgentEvent, into: list) -> None:
        into.append(event)
        if self.keep_events:
            self.events.append(event)
        if self.on_event is not None:
            self.on_event(event)

    # -- one task -------------------------------------------------------------------------------------
    def run(self, problem: str, *, answer: Any = None, reference: str | None = None, task: str | None = None,
            verifier: VerifierLike | None = None) -> TaskResult:
        """Run the loop on one task. ``answer`` is what the verifier checks against (the gold number for
        "numeric"); ``reference`` is a solution to deposit if the model fails; ``verifier`` overrides the
        agent's for this task (e.g. each HumanEval problem has its own tests)."""
        if verifier is not None:
            vname, verify = resolve_verifier(verifier)
        else:
            vname, verify, verifier = self.verifier_name, self._verify, self.verifier
        t = _Task(task_id=task or f"task-{self._tasks}", problem=problem, gold=None if answer is None else str(answer),
                  template=self.mem.template_for(vname),  # the verifier's layout: code-v1 for unit tests, ...
                  verifier=verifier, vname=vname, verify=verify)
        self._tasks += 1
        t0 = time.perf_counter()
        self._attempts(t)
        reason = t.last_verdict.reason if t.last_verdict is not None else "no attempt was made"
        entry_id, source = None, None
        if t.passed_text is not None:
            entry_id, source = self._keep_solution(t)
        elif reference is not None and self.deposit and self.deposit_reference:
            entry_id, source = self._keep_reference(t, reference, reason)
        seconds = time.perf_counter() - t0
        self._tally(t, seconds)
        last = t.last
        self._emit(AgentEvent("done", t.task_id, t.attempt, t.first_mode, tokens_spent=t.spent,
                              answer=last.answer if last else None, passed=t.solved, reason=reason,
                              entry_id=entry_id, seconds=seconds), t.events)
        return TaskResult(t.task_id, problem, t.solved, source, t.first_mode, t.attempt, t.spent,
                          last.answer if last else None, last.text if last else "", reason, entry_id, seconds, t.events)

    def _attempts(self, t: "_Task") -> None:
        """Greedy first, then sampled retries, until one passes or attempts or the budget run out."""
        while t.attempt < 1 + self.retries:
            left = self.budget_tokens - t.spent
            if left <= 0:
                self._emit(AgentEvent("budget", t.task_id, t.attempt, tokens_spent=t.spent,
                                      reason=f"decode budget of {self.budget_tokens} tokens spent"), t.events)
                self.metrics.budget_exhausted += 1
                return
            if self._attempt(t, left):
                return

    def _attempt(self, t: "_Task", left: int) -> bool:
        """One decode and its verdict (emitted as an ``attempt`` event). True if it passed."""
        sampled = t.attempt > 0
        t_start = time.perf_counter()
        # Retries write a full solution (never the recurring short answer) and sample.
        mode = None if not sampled else ("transfer" if self._has_neighbours(t.problem) else "cold")
        reply = self.mem.answer(t.problem, mode=mode, max_new_tokens=self._decode_budget(sampled, left),
                                namespace=self.namespace, template=t.template, sample=sampled,
                                temperature=self.temperature, seed=self.seed + 1000 * self._tasks + t.attempt)
        t.spent += reply.decode_tokens
        t.attempt += 1
        t.first_mode = t.first_mode or reply.mode
        solution = self.extract(reply.text)
        try:
            verdict = t.verify(t.problem, solution, t.gold)
        except Exception as exc:  # a verifier bug must not kill the loop: count it as a failure
            verdict = Verdict(False, f"verifier raised {type(exc).__name__}: {exc}", t.vname)
        t.last, t.last_verdict = reply, verdict
        self._emit(AgentEvent("attempt", t.task_id, t.attempt, reply.mode, sampled, reply.decode_tokens, t.spent,
                              reply.answer, verdict.passed, verdict.reason,
                              entries=tuple(e.id for e in reply.entries),
                              seconds=time.perf_counter() - t_start), t.events)
        if verdict.passed:
            t.passed_text, t.passed_mode = solution, reply.mode
        return verdict.passed

    def _decode_budget(self, sampled: bool, left: int) -> int | None:
        if self.max_new_tokens:
            return min(self.max_new_tokens, left)
        if sampled or left < self.mem.settings.max_new_tokens:
            return min(self.mem.settings.max_new_tokens, left)
        return None  # the memory's defaults: a short recurring answer or a full solution

    def _keep_solution(self, t: "_Task") -> tuple[int | None, str]:
        """A passing solution: the recurring entry it came from, or a new deposit. ``(entry id, source)``."""
        if t.passed_mode == "recurring":
            return (t.last.entries[0].id if t.last.entries else None), "library"
        if not self.deposit:
            return None, "model"
        try:
            stored = get_template(t.template).solution_of(t.problem, t.passed_text)
            entry = self.mem.deposit(t.problem, stored, answer=t.gold, verifier=t.verifier,
                                     template=t.template, namespace=self.namespace,
                                     metadata={"source": "model", "agent": {
                                         "attempts": t.attempt, "mode": t.passed_mode, "sampled": t.attempt > 1,
                                         "decode_tokens": t.spent, "task": t.task_id}})
        except (VerificationError, InputError) as exc:
            self._emit(AgentEvent("deposit_failed", t.task_id, t.attempt, t.passed_mode, tokens_spent=t.spent,
                                  passed=False, reason=str(exc)), t.events)
            return None, "model"
        self.metrics.deposited_model += 1  # a model solution is new content unless it repeats one
        self._emit(AgentEvent("deposit", t.task_id, t.attempt, t.passed_mode, t.attempt > 1, 0, t.spent,
                              entry.answer, True, entry.verdict, entry.id), t.events)
        return entry.id, "model"

    def _keep_reference(self, t: "_Task", reference: str, reason: str) -> tuple[int | None, str | None]:
        """Nothing passed: deposit the reference solution (verified like any other)."""
        try:
            before = self.mem.store.count()
            entry = self.mem.deposit(t.problem, reference, answer=t.gold, verifier=t.verifier, template=t.template,
                                     namespace=self.namespace,
                                     metadata={"source": "reference", "agent": {
                                         "attempts": t.attempt, "decode_tokens": t.spent, "task": t.task_id,
                                         "model_failure": reason}})
        except (VerificationError, InputError) as exc:
            self.metrics.rejected_references += 1
            self._emit(AgentEvent("reference_rejected", t.task_id, t.attempt, tokens_spent=t.spent, passed=False,
                                  reason=str(exc)), t.events)
            return None, None
        new = self.mem.store.count() > before
        self.metrics.deposited_reference += new
        self._emit(AgentEvent("reference", t.task_id, t.attempt, tokens_spent=t.spent, answer=entry.answer,
                              passed=True, reason=entry.verdict if new else "already in the library",
                              entry_id=entry.id), t.events)
        return entry.id, "reference"

    def _tally(self, t: "_Task", seconds: float) -> None:
        m = self.metrics
        m.tasks += 1
        m.solved += t.solved
        m.solved_first_attempt += t.solved and t.attempt == 1
        m.attempts += t.attempt
        m.decode_tokens += t.spent
        m.seconds += seconds
        if t.first_mode:
            m.modes[t.first_mode] = m.modes.get(t.first_mode, 0) + 1
            if t.solved and t.attempt == 1:
                m.solved_by_mode[t.first_mode] = m.solved_by_mode.get(t.first_mode, 0) + 1

    def _has_neighbours(self, problem: str) -> bool:
        try:
            hits = self.mem.search(problem, 1, namespace=self.namespace)
        except Exception:
            return False
        return bool(hits) and hits[0].score >= self.mem.settings.min_score

    # -- many tasks -------------------------------------------------------------------------------------
    def run_many(self, tasks: Iterable[dict], *, progress: Callable | None = None) -> list[TaskResult]:
        """Run dicts with ``problem`` and optionally ``answer``, ``reference``, ``task``, ``verifier``."""
        items = list(tasks)
        out = []
        for item in (progress(items) if progress else items):
            if not isinstance(item, dict) or "problem" not in item:
                raise InputError("each task is a dict with at least 'problem'")
            out.append(self.run(item["problem"], answer=item.get("answer"), reference=item.get("reference"),
                                task=item.get("task"), verifier=item.get("verifier")))
        return out

    def reset_metrics(self) -> AgentMetrics:
        """Return the totals so far and start counting afresh (e.g. between two passes)."""
        old = replace(self.metrics, modes=dict(self.metrics.modes), solved_by_mode=dict(self.metrics.solved_by_mode))
        self.metrics = AgentMetrics()
        self.events = []
        return old
