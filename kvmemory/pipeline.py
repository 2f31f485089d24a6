"""The answer pipeline as plain functions: read the task, choose entries, lay out the query.

:meth:`kvmemory.KVMemory.answer` coordinates them and :func:`kvmemory.decoding.decode` decodes:

1. :func:`task_of`: a problem string, or Hugging Face chat messages split into the task (the last
   user turn) and its context (system prompt, earlier turns).
2. :func:`choose`: the mode and the entries to graft. Recurring: an active entry of *the same
   problem*: equal text under its template's key (the fast path, first namespace that has one), else
   the nearest entries whose template's same-problem decision (:mod:`kvmemory.sameproblem`) says the
   query is the same problem reworded; the recurring query is then laid out with the entry's own
   words. Transfer: the top-k similar entries over all the namespaces, of one template. Cold: nothing.
   The decision and its reason travel on the :class:`Choice` (``Answer.same_problem``).
3. :func:`lay_out`: the template's query text for the mode, with the context rendered into it.

They take a model-free :class:`~kvmemory.library.Library` (``find``, ``search``, ``read``) and plain
values (an :class:`~kvmemory.lm.LM`, an ``embed`` function), never the facade, so another pipeline
can be put together from the same parts. The steps after these (prefill, settle, decode, serve-time
check, stale retry) are :mod:`kvmemory.steps`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Sequence

from .errors import InputError
from .sameproblem import Decision
from .servecheck import confirm_same
from .templates import Message, Template, get_template, list_templates, split_messages

__all__ = ["Task", "Choice", "task_of", "choose", "same_problem", "find_same", "lay_out", "check_text", "namespaces_of",
           "MODES", "SAME_PROBLEM_CANDIDATES", "EXACT"]

MODES = (None, "recurring", "transfer", "cold")
#: Nearest entries asked "is this the same problem?" when no entry has the query's exact text.
SAME_PROBLEM_CANDIDATES = 4


def EXACT(template: str) -> Decision:
    """The decision behind an exact-text match (the fast path)."""
    return Decision(True, "the same text after normalisation", 1.0, "exact", template)


def same_problem(problem: str, hits: Sequence, template: str | None = None, judge: Callable | None = None
                 ) -> tuple[list, "Decision | None"]:
    """Which ``hits`` (nearest first) hold the same problem as ``problem``, each by its template's
    decision: ``([(hit, decision), ...], the nearest candidate's decision or None)``. Hits of an
    unregistered template, or of another than ``template`` when given, are not candidates. A code
    decision that leaves the examples to running (kind ``examples``) holds only if the entry's stored
    solution passes the request's own ``>>>`` examples (:func:`kvmemory.servecheck.confirm_same`). ``judge``
    (a :class:`kvmemory.verifier.Judge`) decides what the rule did not recognise and no veto stopped."""
    registered = set(list_templates())
    same, nearest = [], None
    for hit in hits:
        if hit.entry.template not in registered or (template is not None and hit.entry.template != template):
            continue
        t, e = get_template(hit.entry.template), hit.entry
        decision = t.decide_same(problem, e.problem, hit.score)
        if judge is not None:
            decision = judge(decision, t, problem, e.problem, hit.score)
        decision = confirm_same(decision, t, problem, e.problem, e.solution, e.answer)
        nearest = decision if nearest is None else nearest
        if decision.same:
            same.append((hit, decision))
    return same, nearest


def find_same(library, problem: str, namespaces: Sequence[str], template=None, *,
              embed: Callable[[str], Any], judge: Callable | None = None) -> list[tuple]:
    """``[(entry, decision)]``: the exact-text matches (:meth:`Library.find`) first, else the nearest
    entries whose template's decision says ``problem`` is the same problem reworded, nearest first."""
    exact = library.find(problem, namespaces, template)
    if exact:
        return [(e, EXACT(e.template)) for e in exact]
    name = None if template is None else get_template(template).name
    hits = library.search(embed(problem), SAME_PROBLEM_CANDIDATES, namespaces)
    return [(hit.entry, decision) for hit, decision in same_problem(problem, hits, name, judge)[0]]


def check_text(value: Any, what: str, limit: int) -> str:
    """``value`` if it is usable text, else InputError saying what to fix."""
    if not isinstance(value, str):
        raise InputError(f"{what} must be a str, got {type(value).__name__}")
    if not value.strip():
        raise InputError(f"{what} is empty: pass the text of the {what}")
    if "\x00" in value:
        raise InputError(f"{what} contains NUL bytes: pass text, not binary data")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InputError(f"{what} is not valid Unicode (lone surrogate at position {exc.start}): decode "
                         "bytes with errors='replace' or fix the source") from exc
    if len(value) > limit:
        raise InputError(f"{what} is {len(value):,} characters; the limit is {limit:,} (Settings.max_problem_chars)")
    return value


def namespaces_of(default: str, namespace: str | None, namespaces: Sequence[str] | None) -> list[str]:
    """The namespaces a call reads: ``namespaces`` (checked, without repeats), else ``namespace``, else ``default``."""
    if namespaces is None:
        return [namespace or default]
    if isinstance(namespaces, str) or not namespaces or not all(isinstance(n, str) and n for n in namespaces):
        raise InputError("namespaces must be a non-empty list of names, e.g. ['user:42', 'shared']")
    if namespace is not None:
        raise InputError("pass namespace=... or namespaces=[...], not both")
    return list(dict.fromkeys(namespaces))


@dataclass(frozen=True)
class Task:
    """The task to answer (``problem``), its conversation ``context``, and whether it came as messages."""

    problem: str
    context: tuple = ()
    chat: bool = False


def task_of(problem_or_messages: "str | Sequence[Message]", limit: int) -> Task:
    """A :class:`Task` from a problem string or a list of ``{"role", "content"}`` messages."""
    if not isinstance(problem_or_messages, (list, tuple)):
        return Task(check_text(problem_or_messages, "problem", limit))
    try:
        task, context = split_messages(problem_or_messages)
    except InputError as exc:
        raise InputError(f"problem given as chat messages: {exc}") from None
    check_text(task, "problem", limit)
    total = sum(len(m["content"]) for m in context)
    if total > limit:
        raise InputError(f"the conversation context is {total:,} characters; the limit is {limit:,} "
                         "(Settings.max_problem_chars)")
    for m in context:
        if "\x00" in m["content"]:
            raise InputError("a context message contains NUL bytes: pass text, not binary data")
    return Task(task, tuple(context), True)


@dataclass
class Choice:
    """What :func:`choose` picked: ``mode``, the ``entries`` with their read ``windows`` and ``scores``.

    ``decision`` is the same-problem decision behind the mode (for a transfer or cold answer, the
    nearest candidate's, saying why it was not the same problem; None when nothing was compared).
    ``task`` is what the query is laid out for: the entry's own problem on a reworded recurring hit.
    ``nearest`` is the template of the nearest registered entry the search found (None: no search, or
    nothing found): a cold answer to a plain-string request follows it.
    """

    mode: str
    template: Template | None
    task: Task | None = None
    decision: Decision | None = None
    entries: list = field(default_factory=list)
    windows: list = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    quarantined: list[dict] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    nearest: str | None = None


def choose(library, task: Task, *, lm, embed: Callable[[str], Any], mode: str | None, k: int, min_score: float,
           namespaces: Sequence[str], template: str | None = None, reserve: int | None = None,
           search: str | None = None, judge: Callable | None = None) -> Choice:
    """Choose the mode and the entries to graft for ``task`` (see the module docstring).

    ``library`` is a :class:`~kvmemory.library.Library`, ``lm`` the :class:`~kvmemory.lm.LM` its
    artifacts must fit, ``embed`` the text embedding the library's index searches. Entries that cannot
    be trusted are quarantined into ``Choice.quarantined`` (:meth:`Library.read`). With ``reserve``,
    entries are read in place with their hash check still running: a recurring entry with ``reserve``
    tokens of room to decode into, transfer entries with none. The caller settles them
    (:func:`kvmemory.artifact.settle`). ``search``: the text to search by (default the task's problem).
    ``judge``: the learned verifier's decision after the rule's (:func:`same_problem`).
    """
    if mode not in MODES:
        raise InputError(f"mode must be 'recurring', 'transfer', 'cold' or None, not {mode!r}")
    t0 = time.perf_counter()
    choice = Choice("cold", get_template(template) if template else None)
    registered = set(list_templates())
    hits = None
    if mode in (None, "recurring"):
        for entry in library.find(task.problem, namespaces, template):
            kv = library.read(entry, lm, choice.quarantined, reserve=reserve)
            if kv is not None:
                return _recurring(choice, entry, kv, EXACT(entry.template), task, t0)
        choice.timings["lookup_s"] = time.perf_counter() - t0
        t = time.perf_counter()
        hits = library.search(embed(search or task.problem), max(k, SAME_PROBLEM_CANDIDATES), namespaces)
        choice.timings["search_s"] = time.perf_counter() - t
        choice.nearest = next((h.entry.template for h in hits if h.entry.template in registered), None)
        same, choice.decision = same_problem(task.problem, hits, template, judge)
        for hit, decision in same:
            kv = library.read(hit.entry, lm, choice.quarantined, reserve=reserve)
            if kv is not None:
                return _recurring(choice, hit.entry, kv, decision, replace(task, problem=hit.entry.problem), t0)
        choice.timings["decide_s"] = time.perf_counter() - t
    if mode in (None, "transfer"):
        t = time.perf_counter()
        if hits is None:
            hits = library.search(embed(search or task.problem), k, namespaces)
            choice.timings["search_s"] = time.perf_counter() - t
            choice.nearest = next((h.entry.template for h in hits if h.entry.template in registered), None)
        hits = hits[:k]
        t = time.perf_counter()
        for hit in hits:
            if (hit.score < min_score and mode is None) or hit.entry.template not in registered:
                continue
            if choice.template is not None and hit.entry.template != choice.template.name:
                continue  # one template per layout: the first usable hit's, or the caller's
            kv = library.read(hit.entry, lm, choice.quarantined, reserve=None if reserve is None else 0)
            if kv is not None:
                choice.template = choice.template or get_template(hit.entry.template)
                choice.entries.append(hit.entry)
                choice.windows.append(kv)
                choice.scores.append(hit.score)
        choice.timings["load_s"] = time.perf_counter() - t
        if choice.windows:
            choice.mode = "transfer"
    return choice


def _recurring(choice: Choice, entry, kv, decision: Decision, task: Task, t0: float) -> Choice:
    choice.mode, choice.template, choice.task, choice.decision = "recurring", get_template(entry.template), task, decision
    choice.entries, choice.windows, choice.scores = [entry], [kv], [1.0 if decision.score is None else decision.score]
    choice.timings["load_s"] = time.perf_counter() - t0
    return choice


def lay_out(lm, template: Template, mode: str, task: Task, windows: Sequence) -> tuple[str, list[int]]:
    """The query text for ``mode`` and its token ids (with BOS only when nothing is grafted before it).

    ``lm`` is an :class:`~kvmemory.lm.LM` (anything with ``tokenizer`` and ``encode``)."""
    query = template.query(mode, task.problem, task.context, lm.tokenizer)
    return query, lm.encode(query, first=not windows)
