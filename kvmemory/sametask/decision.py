"""The result of a same-task decision (:class:`Decision`) and the safe default rule (:func:`decide_exact`)."""

from __future__ import annotations

from dataclasses import dataclass

from .words import normalize

__all__ = ["Decision", "decide_exact"]


@dataclass(frozen=True)
class Decision:
    """Whether a query is the same problem as a candidate, and why.

    ``same``: answer from the candidate's entry (recurring mode). ``kind``: the rule that decided,
    one of ``exact``, ``instruction``, ``reworded`` (same) or ``numbers``, ``quantities``, ``names``,
    ``units``, ``polarity``, ``question``, ``wording``, ``similarity``, ``no-score``, ``code``,
    ``literals``, ``roles``, ``order``, ``operation``, ``object``, ``mood``, ``template`` (not same); ``verifier``
    (same: no veto fired and the learned verifier's score met the threshold). ``reason``: one readable line for
    ``Answer`` and the audit trail. ``score``: the embedding cosine it was given (None when not needed
    or not given). ``template``: the template whose rule decided (filled in by the template). ``verifier_score``: the
    learned pair verifier's score where it was asked (:mod:`kvmemory.verifier`; kind ``verifier`` when it decided).
    """

    same: bool
    reason: str
    score: float | None = None
    kind: str = ""
    template: str = ""
    verifier_score: float | None = None

    def __bool__(self) -> bool:
        return self.same

    def to_dict(self) -> dict:
        out = {"same": self.same, "reason": self.reason, "score": self.score, "kind": self.kind,
               "template": self.template}
        if self.verifier_score is not None:
            out["verifier_score"] = self.verifier_score
        return out


def decide_exact(query: str, candidate: str, score: float | None = None, *, template: str = "") -> Decision:
    """Equal after :func:`~kvmemory.sametask.words.normalize`, nothing else (templates without a rule)."""
    if normalize(query) == normalize(candidate):
        return Decision(True, "the same text after normalisation", score, "exact", template)
    return Decision(False, "the text differs and this template recognises only exact repeats", score, "template",
                    template)
