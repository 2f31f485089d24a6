"""Serve-time verification: a recurring reply leaves the library only if it passes its entry's own check.

A recurring answer is decoded by the model with a verified entry grafted; the decode itself was never
verified. :class:`ServeCheck` checks it against what was verified, by the entry's verifier:

=========== ==============================================================================================
numeric     the reply's final number equals the stored answer
exact       the reply equals the stored answer, or the stored solution, after normalisation
contains    a sentence of the reply gives the stored answer, or the reply is the stored solution
unittest    the stored tests (:meth:`UnitTestVerifier.spec <kvmemory.sandbox.UnitTestVerifier.spec>`,
            recorded in the entry's metadata under :data:`SPEC_KEY` at deposit) plus the request's own
            ``>>>`` examples (:func:`kvmemory.sandbox.examples_tests`) pass on the reply, in the sandbox
other       ``human`` or a callable (nothing that can run again): the reply repeats the stored answer or
            solution the way its template compares answers (:attr:`Template.repeats
            <kvmemory.templates.Template>`)
=========== ==============================================================================================

When the reply fails, the memory serves the stored verified solution itself (``Answer.fallback ==
"stored"``, laid out by :attr:`Template.replay <kvmemory.templates.Template>`). Before decoding,
:meth:`ServeCheck.stored` asks whether that stored solution fits the request at all (code: the request's
own ``>>>`` examples pass on it); when it does not, the request is answered in transfer mode
(``Answer.fallback == "transfer"``). Recurring mode therefore never returns an unverified reply.

Nothing here loads a model; code runs only in :mod:`kvmemory.sandbox`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .sametask import EXAMPLES_KIND
from .sandbox import UnitTestVerifier, doctest_examples, examples_tests
from .templates import Template, normalize_text
from .verifiers import Verdict, contains, exact, numeric

__all__ = ["ServeCheck", "SPEC_KEY", "solution_fits", "confirm_same"]

#: The key of an entry's metadata that holds its :class:`~kvmemory.sandbox.UnitTestVerifier` spec.
SPEC_KEY = "verifier_spec"

_BY_NAME = {"numeric": numeric, "exact": exact, "contains": contains}


def solution_fits(template: Template, request: str, problem: str, solution: str, answer: str | None = None) -> Verdict:
    """Does a stored verified ``solution`` (of the stored ``problem``, laid out by ``template``) pass the
    ``request``'s own ``>>>`` examples? Passed when the request has none. Run in :mod:`kvmemory.sandbox`."""
    examples = examples_tests(request)
    if not examples:
        return Verdict(True, "the request has no >>> examples to run", "serve")
    text = template.answer_text(request, template.replay(problem, solution, answer))
    v = UnitTestVerifier(examples)(request, text)
    if v.passed:
        return Verdict(True, "the stored solution passes the request's own >>> examples", "serve")
    return Verdict(False, f"the stored solution does not fit the request: {v.reason}", "serve")


def confirm_same(decision, template: Template, request: str, problem: str, solution: str, answer: str | None = None):
    """``decision`` (a :class:`~kvmemory.sametask.Decision` of ``request`` against the stored ``problem``) once
    what it leaves to running is run: a "same" decision whose request has ``>>>`` examples the stored prompt lacks
    (kind :data:`~kvmemory.sametask.EXAMPLES_KIND`: examples on other inputs; or any other kind: an example added)
    holds only if the stored ``solution`` passes the request's own examples (:func:`solution_fits`); any other
    decision comes back as it is."""
    if not decision.same or (decision.kind != EXAMPLES_KIND
                             and doctest_examples(request) == doctest_examples(problem)):
        return decision
    fits = solution_fits(template, request, problem, solution, answer)
    if fits.passed:
        return replace(decision, reason=f"{decision.reason}: {fits.reason}")
    what = "the examples show other inputs" if decision.kind == EXAMPLES_KIND else "the request adds examples"
    return replace(decision, same=False, reason=f"{what} and {fits.reason}")


class ServeCheck:
    """The check of recurring replies to ``request`` answered from ``entry`` under ``template``."""

    def __init__(self, entry: Any, template: Template, request: str):
        self.entry, self.template, self.request = entry, template, request
        spec = (entry.metadata or {}).get(SPEC_KEY) if isinstance(getattr(entry, "metadata", None), dict) else None
        self.spec = spec if isinstance(spec, dict) else None
        # code: verified by running, or laid out by a template whose answers are (code-v1, even if a human passed it)
        self.code = entry.verifier == "unittest" or self.spec is not None or template.default_verifier == "unittest"
        self.examples = examples_tests(request) if self.code else ""
        self.note = ""

    def stored_decoded(self) -> str:
        """The decoded text that gives the stored verified solution (:attr:`Template.replay`)."""
        e = self.entry
        return self.template.replay(e.problem, e.solution, e.answer)

    def stored(self) -> Verdict:
        """Does the stored verified solution fit the request? Only code has something to run: the
        request's own ``>>>`` examples. Examples that are the entry's own and fail on its verified
        solution are a wrong docstring, not a changed request: they are then not used as a check."""
        if not self.examples:
            return Verdict(True, "the stored solution was verified at deposit", "serve")
        e = self.entry
        v = solution_fits(self.template, self.request, e.problem, e.solution, e.answer)
        if v.passed:
            return v
        if doctest_examples(self.request) == doctest_examples(e.problem):
            self.examples, self.note = "", "; the entry's own >>> examples fail on its verified solution (not used)"
            return Verdict(True, "the stored solution was verified at deposit" + self.note, "serve")
        return v

    def reply(self, text: str, answer: str | None) -> Verdict:
        """Does the reply ``text`` (``Answer.text``; ``answer`` is ``Answer.answer``) pass the entry's check?"""
        e, name = self.entry, self.entry.verifier
        if self.code:
            if self.spec is not None:
                v = UnitTestVerifier.from_spec(self.spec, extra_tests=self.examples)(self.request, text)
                what = "the stored tests" + (" and the request's own >>> examples" if self.examples else "")
                return Verdict(v.passed, f"{what}: {v.reason}{self.note}", "unittest")
            if not self.template.repeats(text, e.answer, e.solution):
                return Verdict(False, "no stored tests to run and the reply is not the verified code", "unittest")
            if self.examples:
                v = UnitTestVerifier(self.examples)(self.request, text)
                return Verdict(v.passed, f"the verified code; the request's own >>> examples: {v.reason}", "unittest")
            return Verdict(True, "no stored tests to run; the reply is the verified code", "unittest")
        if name in _BY_NAME and e.answer is not None:
            v = _BY_NAME[name](self.request, text if name != "numeric" else (answer or text), e.answer)
            if v.passed:
                return v
            if name != "numeric" and normalize_text(text) == normalize_text(e.solution or ""):
                return Verdict(True, "the reply is the stored solution", name)
            return v
        if self.template.repeats(text, e.answer, e.solution or ""):
            return Verdict(True, f"the reply repeats what the {name} verifier passed", name)
        return Verdict(False, f"the reply does not repeat what the {name} verifier passed (it cannot run again)", name)
