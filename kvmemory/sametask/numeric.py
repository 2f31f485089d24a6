"""The numeric rule (GSM8K-style word problems, template ``gsm-qa-v1``): :func:`decide_numeric`.

In order: **exact** (equal after :func:`~kvmemory.sametask.words.normalize`), **instruction** (equal
once instruction-only sentences are dropped), then the **content gate** of :func:`differences` (any
difference: not the same), then **similarity** (the embedding cosine must reach ``min_score``).

   ========== =================================================================================
   numbers    multiset of numbers, number words, multipliers, fractions and ordinals included
              ("three" = 3, "twice" = x2, "half" = 1/2, "3 quarters" = 3/4, "a dozen" = 12,
              "every second glass" = 2nd, "25%" = 25 percent). "one" is compared apart: it may
              stand for "a"/"an" before the same word on the other side, nothing else
   quantities two numbers that traded roles (each one's neighbouring words, within its clause, fit
              the other's place better, both ways), or a changed word that a number counts
              (the plural noun right after it: "48 clips" vs "48 marbles")
   names      every capitalised name in one text occurs in the other
   units      multiset of measurement units and currencies (minutes, miles, dollars, $, €, %, kg, ...)
   polarity   multiset of direction words: more/fewer, before/after, gained/lost, bought/sold,
              earned/spent, increase/decrease, older/younger, left/remaining, each/per, not/never, ...
   question   the question sentence's content words (stemmed, a few generic synonyms folded:
              "purchased" = "bought", "in all" = "altogether" = "total"), exactly equal, and its kind
              (how many / how much / how long / ...) when both name one
   wording    at most ``max_unexplained`` other content words differ across the whole text
   ========== =================================================================================

Thresholds are calibrated on the calib split of ``evalsets/sametask`` (see its README).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .decision import Decision
from .words import Content, content, normalize, strip_instructions

__all__ = ["NumericRule", "DEFAULT_NUMERIC_RULE", "differences", "decide_numeric", "diff_text"]


@dataclass(frozen=True)
class NumericRule:
    """Thresholds of :func:`decide_numeric` (calibrated: see ``evalsets/sametask/README.md``).

    ``min_score``: least embedding cosine for a reworded repeat. ``max_unexplained``: content words
    that may differ across the whole text once numbers, names, units, direction words and the question
    agree (synonyms the rule does not know).
    """

    min_score: float = 0.8
    max_unexplained: int = 5
    question_kind: bool = True


DEFAULT_NUMERIC_RULE = NumericRule()


def _jaccard(a: frozenset, b: frozenset) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


def _fit(ctx: frozenset, anchors: tuple, value: str) -> float:
    return max((_jaccard(ctx, x) for v, x in anchors if v == value), default=-1.0)


def _swapped(q: Content, c: Content) -> str | None:
    """Two numbers that traded roles: ``a``'s context in ``q`` fits ``b``'s in ``c`` better than ``a``'s, and
    ``b``'s context in ``q`` fits ``a``'s in ``c`` better than ``b``'s (both ways, so that rewording,
    which blurs one context, is not taken for a swap)."""
    values = {v for v, _ in q.anchors} & {v for v, _ in c.anchors}
    for a in sorted(values):
        for ctx_a in (x for v, x in q.anchors if v == a):
            for b in sorted(values - {a}):
                if _fit(ctx_a, c.anchors, b) <= _fit(ctx_a, c.anchors, a):
                    continue
                if any(_fit(ctx_b, c.anchors, a) > _fit(ctx_b, c.anchors, b) for v, ctx_b in q.anchors if v == b):
                    return f"{a} and {b} trade places ({', '.join(sorted(w for w in ctx_a if ':' not in w)) or '-'})"
    return None


def diff_text(a: Counter, b: Counter, fmt=str) -> str:
    only_a = sorted(fmt(x) for x in (a - b).elements())
    only_b = sorted(fmt(x) for x in (b - a).elements())
    return f"{', '.join(only_a) or '-'} vs {', '.join(only_b) or '-'}"


def differences(query: str | Content, candidate: str | Content, *, rule: NumericRule = DEFAULT_NUMERIC_RULE
                ) -> list[tuple[str, str]]:
    """``[(kind, reason), ...]``: every content difference between two problems (empty: none found).

    Kinds, in the order checked: ``numbers``, ``quantities``, ``names``, ``units``, ``polarity``,
    ``question``, ``wording``. The similarity score is not part of this.
    """
    q = query if isinstance(query, Content) else content(query)
    c = candidate if isinstance(candidate, Content) else content(candidate)
    out = []
    extra_ones = (q.ones - (c.ones + c.articles)) + (c.ones - (q.ones + q.articles))
    if q.numbers != c.numbers:
        out.append(("numbers", f"numbers differ: {diff_text(q.numbers, c.numbers)}"))
    elif extra_ones:
        out.append(("numbers", f"a 'one' without its counterpart: {', '.join(sorted(extra_ones.elements()))}"))
    else:
        swap = _swapped(q, c)
        if swap:
            out.append(("quantities", f"numbers swapped between roles: {swap}"))
    missing_q = sorted(n for n in q.names if n not in c.words_lower)
    missing_c = sorted(n for n in c.names if n not in q.words_lower)
    if missing_q or missing_c:
        out.append(("names", f"names differ: {', '.join(missing_q) or '-'} vs {', '.join(missing_c) or '-'}"))
    if q.units != c.units:
        out.append(("units", f"units differ: {diff_text(q.units, c.units)}"))
    if q.polarity != c.polarity:
        out.append(("polarity", f"direction words differ: {diff_text(q.polarity, c.polarity)}"))
    if q.question != c.question:
        out.append(("question", f"the question differs: {diff_text(Counter(q.question), Counter(c.question))}"))
    elif rule.question_kind and q.question_kind and c.question_kind and q.question_kind != c.question_kind:
        out.append(("question", f"the question asks a different kind: {q.question_kind} vs {c.question_kind}"))
    unexplained = (q.words - c.words) + (c.words - q.words)
    counted = sorted(set(unexplained) & (q.heads | c.heads))
    if counted:
        out.append(("quantities", f"what a number counts differs: {diff_text(q.words, c.words)}"))
    if sum(unexplained.values()) > rule.max_unexplained:
        out.append(("wording", f"{sum(unexplained.values())} content words differ "
                               f"(most {rule.max_unexplained}): {diff_text(q.words, c.words)}"))
    return out



def _gated(query: str, candidate: str, score: float | None, template: str, rule: NumericRule) -> Decision:
    if normalize(query) == normalize(candidate):
        return Decision(True, "the same text after normalisation", score, "exact", template)
    if normalize(strip_instructions(query)) == normalize(strip_instructions(candidate)):
        return Decision(True, "the same text once the instruction in front is dropped", score, "instruction",
                        template)
    diffs = differences(query, candidate, rule=rule)
    if diffs:
        kind, reason = diffs[0]
        return Decision(False, reason, score, kind, template)
    if score is None:
        return Decision(False, "reworded but no similarity score was given to confirm it", None, "no-score", template)
    if score < rule.min_score:
        return Decision(False, f"similarity {score:.3f} below {rule.min_score:.3f}", score, "similarity", template)
    return Decision(True, f"reworded: numbers, names, units, direction words and question agree; similarity "
                          f"{score:.3f} >= {rule.min_score:.3f}", score, "reworded", template)


def decide_numeric(query: str, candidate: str, score: float | None = None, *, template: str = "",
                   rule: NumericRule = DEFAULT_NUMERIC_RULE) -> Decision:
    """The numeric rule (module docstring): exact, instruction, content gate, similarity."""
    return _gated(query, candidate, score, template, rule)
