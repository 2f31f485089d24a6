"""Thresholds that meet a false-hit bound the user sets, with 95% confidence.

The decision is "same" when the rule recognised the rewording, or when no slot veto fired and the verifier's
score is at least the threshold. Its false-hit rate at a threshold is the share of changed requests it would
serve. On labelled changed requests scored by verifiers that never read their writers (leave-writers-out,
``kvmemory bench verifier``), :meth:`Calibration.threshold` picks the lowest threshold whose one-sided 95%
Clopper-Pearson upper bound on that rate is at most the bound (vCache, arXiv 2502.03771, sets per-prompt
thresholds the same way). The assumption it rests on: the requests served are as far from their stored
request as the calibration writers' were; a library's own outcomes (a false hit reported by the caller or by
the serve-time check) are added as changed requests (:meth:`Calibration.with_false_hits`) and raise it.
"""

from __future__ import annotations

import json
import math
from bisect import bisect_left
from dataclasses import dataclass, field, replace
from pathlib import Path

__all__ = ["Calibration", "upper95", "CALIBRATION", "load_calibration", "INFINITE"]

INFINITE = float("inf")
#: The calibration shipped with the package (written by ``kvmemory bench verifier --write-calibration``).
CALIBRATION = Path(__file__).with_name("calibration.json")


def _log_binom_cdf(k: int, n: int, p: float) -> float:
    """log P(X <= k) for X ~ Binomial(n, p)."""
    if p <= 0.0:
        return 0.0
    if p >= 1.0:
        return 0.0 if k >= n else -INFINITE
    lp, lq = math.log(p), math.log1p(-p)
    terms = [math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1) + i * lp + (n - i) * lq
             for i in range(k + 1)]
    top = max(terms)
    return top + math.log(sum(math.exp(t - top) for t in terms))


def upper95(k: int, n: int) -> float:
    """One-sided 95% Clopper-Pearson upper bound on a rate seen ``k`` times in ``n`` (1.0 when ``n`` is 0)."""
    if n <= 0 or k >= n:
        return 1.0
    lo, hi = k / n, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        if _log_binom_cdf(k, n, mid) > math.log(0.05):
            lo = mid
        else:
            hi = mid
    return hi


@dataclass(frozen=True)
class Calibration:
    """Scores of requests the rule did not recognise and no veto stopped, for one template.

    ``changed``: changed requests in all; ``rule_false_hits``: those the rule itself served; ``changed_scores``:
    the verifier's scores of the changed requests left to it. ``same``, ``rule_same``, ``same_scores``: the
    same for rewordings (recall). ``source``: where the scores came from."""

    changed: int
    rule_false_hits: int
    changed_scores: tuple = ()
    same: int = 0
    rule_same: int = 0
    same_scores: tuple = ()
    source: str = ""
    reported: tuple = field(default=(), compare=False)

    def false_hits(self, threshold: float) -> int:
        """Changed requests the decision serves at ``threshold``."""
        s = sorted(self.changed_scores)
        return self.rule_false_hits + len(s) - bisect_left(s, threshold)

    def recall(self, threshold: float) -> int:
        """Rewordings the decision recognises at ``threshold``."""
        s = sorted(self.same_scores)
        return self.rule_same + len(s) - bisect_left(s, threshold)

    def threshold(self, bound: float) -> float:
        """The lowest threshold whose 95% upper bound on the false-hit rate is at most ``bound`` (``INFINITE``: the
        verifier never decides; the rule alone is over the bound or there is nothing to calibrate on). Above every
        reported false hit's score in any case."""
        if not self.changed_scores and not self.reported:
            return INFINITE
        allowed = -1                       # the most false hits whose upper bound is still within ``bound``
        while allowed + 1 <= self.changed and upper95(allowed + 1, self.changed) <= bound:
            allowed += 1
        if allowed < self.rule_false_hits:
            return INFINITE
        floor = math.nextafter(max(self.reported), INFINITE) if self.reported else -INFINITE
        s = sorted(self.changed_scores)
        # false hits at t = rule's + scores >= t: at most ``allowed`` once t is above the (n - room)-th score
        room = allowed - self.rule_false_hits
        t = -INFINITE if room >= len(s) else math.nextafter(s[len(s) - room - 1], INFINITE)
        candidates = [x for x in sorted(set(self.same_scores) | set(s)) if x >= max(t, floor)]
        return candidates[0] if candidates and self.false_hits(candidates[0]) <= allowed else max(t, floor)

    def with_false_hits(self, scores) -> "Calibration":
        """This calibration with changed requests served at ``scores`` (a library's reported false hits) added."""
        scores = tuple(float(s) for s in scores)
        if not scores:
            return self
        return replace(self, changed=self.changed + len(scores), changed_scores=self.changed_scores + scores,
                       reported=self.reported + scores)

    def to_dict(self) -> dict:
        return {"changed": self.changed, "rule_false_hits": self.rule_false_hits,
                "changed_scores": [round(s, 6) for s in sorted(self.changed_scores)], "same": self.same,
                "rule_same": self.rule_same, "same_scores": [round(s, 6) for s in sorted(self.same_scores)],
                "source": self.source}

    @classmethod
    def from_dict(cls, d: dict) -> "Calibration":
        return cls(int(d["changed"]), int(d["rule_false_hits"]), tuple(d["changed_scores"]), int(d["same"]),
                   int(d["rule_same"]), tuple(d["same_scores"]), d.get("source", ""))

    @classmethod
    def from_rows(cls, rows, source: str = "") -> "Calibration":
        """From ``(score, rule_same, vetoes_pass, same)`` rows."""
        rows = list(rows)
        return cls(changed=sum(not r[3] for r in rows), rule_false_hits=sum(bool(r[1]) and not r[3] for r in rows),
                   changed_scores=tuple(float(r[0]) for r in rows if not r[3] and not r[1] and r[2]),
                   same=sum(bool(r[3]) for r in rows), rule_same=sum(bool(r[1]) and r[3] for r in rows),
                   same_scores=tuple(float(r[0]) for r in rows if r[3] and not r[1] and r[2]), source=source)


def load_calibration(path: Path = CALIBRATION) -> dict:
    """``{"recipe_key": ..., "templates": {name: Calibration}}`` (empty templates when the file is missing)."""
    try:
        d = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"recipe_key": None, "templates": {}}
    return {"recipe_key": d.get("recipe_key"),
            "templates": {k: Calibration.from_dict(v) for k, v in d.get("templates", {}).items()}}
