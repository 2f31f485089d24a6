"""The same-problem decision as the rest of the library sees it, and the stale-copy check.

The rules live in :mod:`kvmemory.sametask` (one module per kind of text) and each template owns its
own (``Template.same_problem``: ``gsm-qa-v1`` the numeric rule, ``chat-v1`` the text rule, ``code-v1``
the code rule; a template without one recognises exact repeats only). :func:`decide` asks the
registered template by name; :data:`RULES` is a read-only view of the registry's rules.

:func:`check_stale` says whether a transfer or cold answer merely repeats a grafted entry's answer
while the problem differs: the facade should then decode again without that entry (or cold).

Nothing here loads a model; the only inputs are texts and a similarity score.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

from .sametask import (
    DEFAULT_NUMERIC_RULE,
    DEFAULT_TEXT_RULE,
    Content,
    Decision,
    NumericRule,
    TextRule,
    content,
    decide_code,
    decide_exact,
    decide_numeric,
    decide_text,
    differences,
    strip_instructions,
)

__all__ = [
    "Decision",
    "Content",
    "Suspicion",
    "NumericRule",
    "TextRule",
    "DEFAULT_NUMERIC_RULE",
    "DEFAULT_TEXT_RULE",
    "RULES",
    "decide",
    "decide_exact",
    "decide_numeric",
    "decide_text",
    "decide_code",
    "content",
    "differences",
    "strip_instructions",
    "check_stale",
]


@dataclass(frozen=True)
class Suspicion:
    """Result of :func:`check_stale`: ``suspect`` when the answer copies grafted entry ``entry``."""

    suspect: bool
    reason: str
    entry: int | None = None

    def __bool__(self) -> bool:
        return self.suspect


class _TemplateRules(Mapping):
    """Template name -> its same-problem rule, read from the template registry (registered templates
    that set ``same_problem``)."""

    def _rules(self) -> dict[str, Callable[..., Decision]]:
        from .templates import get_template, list_templates

        return {n: get_template(n).same_problem for n in list_templates() if get_template(n).same_problem}

    def __getitem__(self, name: str) -> Callable[..., Decision]:
        return self._rules()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._rules())

    def __len__(self) -> int:
        return len(self._rules())


#: Same-problem rule per registered template name (a view of the registry, not a second registry).
RULES: Mapping[str, Callable[..., Decision]] = _TemplateRules()


def decide(query: str, candidate: str, *, score: float | None = None, template: str) -> Decision:
    """Is ``query`` the same problem as ``candidate`` (a stored entry's problem) under ``template``?

    ``template`` names a registered template, whose rule decides (:meth:`Template.decide_same`); an
    unregistered name recognises exact repeats only. ``score`` is the embedding cosine between the two
    (``Hit.score`` from :meth:`KVMemory.search`); without it only exact and instruction-only
    differences can be recognised.
    """
    from .templates import get_template, list_templates

    if template in list_templates():
        return get_template(template).decide_same(query, candidate, score)
    return decide_exact(query, candidate, score, template=template)


# -- stale copies ---------------------------------------------------------------------------------------------
def _field(entry: Any, name: str, index: int):
    if isinstance(entry, dict):
        return entry.get(name)
    if isinstance(entry, (tuple, list)):
        return entry[index]
    return getattr(entry, name)


def _runs_alike(tpl, query: str, problem: str, solution: str, answer, score) -> bool:
    """A code decision left to running (kind ``examples``) that running confirms: the stored ``solution`` passes
    the request's own ``>>>`` examples (:func:`kvmemory.servecheck.confirm_same`)."""
    from .sametask import EXAMPLES_KIND
    from .servecheck import confirm_same

    decision = tpl.decide_same(query, problem, score)
    return decision.kind == EXAMPLES_KIND and confirm_same(decision, tpl, query, problem, solution, answer).same


def check_stale(answer: str | None, grafted: Iterable[Any], query: str, *, template: Any = "gsm-qa-v1",
                scores: "Iterable[float | None] | None" = None) -> Suspicion:
    """Does a transfer/cold ``answer`` merely repeat a grafted entry's answer to a different problem?

    ``grafted``: the entries grafted for ``query`` (``Entry`` objects, ``{"problem", "answer", "solution"}``
    dicts or ``(problem, answer[, solution])`` tuples), in graft order. ``answer``: the reply (``Answer.answer``,
    or ``Answer.text`` where a template reads no short answer, as ``code-v1``). ``template``: a name or a
    :class:`~kvmemory.templates.Template`; its ``repeats`` hook compares the reply with each entry the way
    the template reads answers (``gsm-qa-v1``: the final number; ``chat-v1``: the stored answer given by a
    sentence; ``code-v1``: the same code). ``scores``: the entries' similarity to ``query``, if known.
    Suspect when the reply repeats entry *i* while entry *i*'s problem differs from ``query`` in content,
    as the template reads it (``Template.names_difference``: ``gsm-qa-v1`` numbers, names, units, direction
    words or question; the others their own decision naming a difference, never a mere lack of similarity).
    A copy of the same problem's answer is fine, and so is a copy of code whose stored body passes the request's
    own ``>>>`` examples when only they differ (the decision left to running, run here).
    """
    from .templates import get_template

    if answer is None or not str(answer).strip():
        return Suspicion(False, "no answer to compare")
    tpl = get_template(template)
    scores = list(scores) if scores is not None else []
    for i, entry in enumerate(grafted):
        problem, theirs = _field(entry, "problem", 0), _field(entry, "answer", 1)
        solution = (entry[2] if len(entry) > 2 else None) if isinstance(entry, (tuple, list)) else (
            entry.get("solution") if isinstance(entry, dict) else getattr(entry, "solution", None))
        if theirs is None and not solution:
            continue
        if not tpl.repeats(str(answer), None if theirs is None else str(theirs), solution or ""):
            continue
        if tpl.normalize(strip_instructions(problem)) == tpl.normalize(strip_instructions(query)):
            continue
        score = scores[i] if i < len(scores) else None
        why = tpl.names_difference(query, problem, score)
        if why and solution and _runs_alike(tpl, query, problem, solution, theirs, score):
            continue              # code on other inputs that the stored body passes: the copy is right
        if why:
            return Suspicion(True, f"answer {answer} copies grafted entry {i}'s answer, but that problem differs: "
                                   f"{why}", i)
    return Suspicion(False, "the answer repeats no grafted entry's answer to a different problem")


