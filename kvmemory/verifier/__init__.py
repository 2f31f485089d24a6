"""The learned pair verifier: "does this request ask for exactly what the stored request asked?"

The same-task rules (:mod:`kvmemory.sametask`) have two parts. Their *vetoes* compare what a request means in any
wording (numbers and units with their bindings, negation and its scope, from/to/than/per and sort order, quoted
text, the operation asked): a slot that differs means another task. Their *wording budget* then asks that every
other content word be explained, and that is where rewordings from writers the rules never read are lost. The
verifier replaces the budget, never the vetoes: where the rule did not recognise a rewording and no veto fired,
a cross-encoder fine-tuned from the embedded MiniLM on the project's labelled pairs (:mod:`.model`, trained by
``kvmemory verifier train``) scores the pair, and the request is the same task when the score reaches the
threshold that meets the false-hit bound the user set (``Settings.false_hit_bound``; :mod:`.calibrate`).

Modules: :mod:`.pairs` (the labelled pairs and their writers), :mod:`.model` (training, scoring), :mod:`.calibrate`
(thresholds under a bound), :mod:`.evaluate` (leave-writers-out figures and the shipped calibration).

Until the weights are built the rule alone decides (:func:`load_verifier` returns None).
"""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

from .calibrate import CALIBRATION, INFINITE, Calibration, load_calibration, upper95
from .model import RECIPE, PairVerifier, Recipe, train, training_env
from .pairs import CHAT_DOMAINS, Pair, load_pairs

__all__ = ["PairVerifier", "Recipe", "RECIPE", "train", "training_env", "Pair", "load_pairs", "CHAT_DOMAINS",
           "Calibration", "upper95", "load_calibration", "CALIBRATION", "INFINITE", "verifier_dir", "load_verifier",
           "Judge", "VERIFIER_KIND"]

#: ``Decision.kind`` of a request the verifier recognised.
VERIFIER_KIND = "verifier"

_LOADED: dict = {}
_LOCK = threading.Lock()


def verifier_dir(recipe: Recipe = RECIPE) -> Path:
    """Where ``kvmemory verifier train`` writes the weights of ``recipe``: ``$KVMEMORY_CACHE/verifier/<recipe key>``."""
    from ..settings import cache_dir

    return cache_dir() / "verifier" / recipe.key()


def load_verifier(folder: Path | None = None) -> "PairVerifier | None":
    """The verifier built at ``folder`` (default :func:`verifier_dir`), loaded once per process; None where none is
    built. Damaged weights raise :class:`~kvmemory.errors.ModelError`."""
    folder = Path(folder or verifier_dir())
    if not (folder / "verifier.json").exists():
        return None
    with _LOCK:
        if folder not in _LOADED:
            _LOADED[folder] = PairVerifier(folder)
        return _LOADED[folder]


class Judge:
    """Decides, after a template's rule, the requests the rule did not recognise and no veto stopped.

    ``verifier``: a :class:`PairVerifier`; ``calibrations``: template name -> :class:`Calibration`; ``bound``: the
    largest false-hit rate accepted (95% upper bound). ``false_hits``: template name -> scores of false hits this
    library has seen through the verifier (they raise the threshold: :meth:`Calibration.with_false_hits`)."""

    def __init__(self, verifier: PairVerifier, calibrations: dict, bound: float, false_hits: dict | None = None):
        self.verifier, self.calibrations, self.bound = verifier, dict(calibrations), float(bound)
        self.false_hits = {k: list(v) for k, v in (false_hits or {}).items()}
        self._thresholds: dict[str, float] = {}    # computed once per template, again after a reported false hit

    def calibration(self, template: str) -> "Calibration | None":
        """The calibration that sets ``template``'s threshold: its own, else the one its ``Template.calibrated_as``
        names (``tool-episode-v1`` takes ``chat-v1``'s); None where neither is calibrated."""
        if template in self.calibrations:
            return self.calibrations[template]
        from ..templates import get_template, list_templates

        alias = get_template(template).calibrated_as if template in list_templates() else None
        return self.calibrations.get(alias) if alias else None

    def threshold(self, template: str) -> float:
        """The score a request needs under ``template`` (``INFINITE``: the verifier does not decide there). The
        false hits reported under ``template`` raise it, whichever calibration it starts from."""
        if template not in self._thresholds:
            cal = self.calibration(template)
            self._thresholds[template] = INFINITE if cal is None else \
                cal.with_false_hits(self.false_hits.get(template, ())).threshold(self.bound)
        return self._thresholds[template]

    def report_false_hit(self, template: str, score: float) -> None:
        """A request served by the verifier was another task: the threshold rises above ``score``."""
        self.false_hits.setdefault(template, []).append(float(score))
        self._thresholds.pop(template, None)

    def __call__(self, decision, tpl, query: str, candidate: str, cosine: float | None):
        """``decision`` (the rule's), or the verifier's where the rule did not recognise the request, a veto-free
        rule says nothing differs, and the template is calibrated."""
        if decision.same or tpl.same_vetoes is None:
            return decision
        t = self.threshold(tpl.name)
        if t == INFINITE:        # not calibrated, or no score can reach it: no forward
            return decision
        if not tpl.same_vetoes(query, candidate, cosine).same:   # a slot differs: the verifier never overrides a veto
            return decision
        s = self.verifier.score(query, candidate)
        if s >= t:
            return replace(decision, same=True, kind=VERIFIER_KIND, score=cosine, reason=(
                f"no slot veto; learned verifier {s:.3f} >= {t:.3f} (false-hit bound {self.bound:.2%}, 95% upper)"),
                verifier_score=s)
        return replace(decision, reason=f"{decision.reason}; learned verifier {s:.3f} < {t:.3f}", verifier_score=s)
