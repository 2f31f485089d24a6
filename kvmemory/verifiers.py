"""Verifiers: the gate in front of the library. Nothing unverified is deposited.

A verifier is any callable ``(problem, solution, answer) -> Verdict | bool``. Built in:

* ``"numeric"``: the solution's final number (``#### n``, ``The answer is n`` or the last number)
  equals ``answer`` as a number.
* ``"exact"``: the solution equals ``answer`` after Unicode/whitespace/case normalisation.
* ``"contains"``: the solution gives ``answer`` as the answer of one of its sentences: the answer's
  words, normalised, occur as a run of whole words in a sentence that does not negate them
  (``"41 hours"`` passes "It runs for 41 hours on high.", not "It does not run for 41 hours." nor
  "It runs for 141 hours."; :func:`kvmemory.templates.contains_answer`). ``chat-v1``'s default.
* ``"human"``: the caller vouches for it (``answer`` is not checked); recorded as such.
* :class:`~kvmemory.sandbox.UnitTestVerifier`: runs generated Python against unit tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Union

from .errors import InputError
from .templates import contains_answer, extract_answer, normalize_number, normalize_problem

__all__ = ["Verdict", "resolve_verifier", "numeric", "exact", "contains", "human", "VerifierLike", "BUILTIN_VERIFIERS"]


@dataclass(frozen=True)
class Verdict:
    """The outcome of a verification: ``passed`` and a human-readable ``reason``."""

    passed: bool
    reason: str
    verifier: str = "custom"

    def __bool__(self) -> bool:
        return self.passed


VerifierLike = Union[str, Callable[..., object]]


def numeric(problem: str, solution: str, answer: str | None) -> Verdict:
    if answer is None:
        return Verdict(False, "numeric verifier needs answer=..., the gold final number", "numeric")
    gold = normalize_number(str(answer))
    if gold is None:
        return Verdict(False, f"answer {answer!r} is not a number", "numeric")
    got = extract_answer(solution)
    if got is None:
        return Verdict(False, "solution states no final number", "numeric")
    if float(got) == float(gold):
        return Verdict(True, f"final number {got} equals answer {gold}", "numeric")
    return Verdict(False, f"final number {got} != answer {gold}", "numeric")


def exact(problem: str, solution: str, answer: str | None) -> Verdict:
    if answer is None:
        return Verdict(False, "exact verifier needs answer=...", "exact")
    if normalize_problem(solution) == normalize_problem(str(answer)):
        return Verdict(True, "solution equals answer after normalisation", "exact")
    return Verdict(False, "solution differs from answer after normalisation", "exact")


def contains(problem: str, solution: str, answer: str | None) -> Verdict:
    if answer is None or not str(answer).strip():
        return Verdict(False, "contains verifier needs answer=..., the short answer the solution must give", "contains")
    if contains_answer(solution, str(answer)):
        return Verdict(True, f"a sentence of the solution gives the answer {str(answer).strip()!r}", "contains")
    return Verdict(False, f"no sentence of the solution gives the answer {str(answer).strip()!r} "
                          "(whole words, not negated)", "contains")


def human(problem: str, solution: str, answer: str | None) -> Verdict:
    return Verdict(True, "vouched for by the caller (human verifier)", "human")


_BUILTIN = {"numeric": numeric, "exact": exact, "contains": contains, "human": human}

#: Names :func:`resolve_verifier` accepts as text (a UnitTestVerifier or any callable is passed as an object).
BUILTIN_VERIFIERS = tuple(_BUILTIN)


def resolve_verifier(verifier: VerifierLike) -> tuple[str, Callable[[str, str, str | None], Verdict]]:
    """Return ``(name, fn)`` where ``fn`` always returns a :class:`Verdict`."""
    if isinstance(verifier, str):
        try:
            fn = _BUILTIN[verifier]
        except KeyError:
            raise InputError(
                f"unknown verifier {verifier!r}: use one of {sorted(_BUILTIN)} or pass a callable"
            ) from None
        return verifier, fn
    if not callable(verifier):
        raise InputError("verifier must be a name ('numeric', 'exact', 'contains', 'human') or a callable")
    name = getattr(verifier, "name", None) or getattr(verifier, "__name__", None) or type(verifier).__name__

    def call(problem: str, solution: str, answer: str | None) -> Verdict:
        out = verifier(problem, solution, answer)
        if isinstance(out, Verdict):
            return out
        if isinstance(out, tuple) and len(out) == 2:
            return Verdict(bool(out[0]), str(out[1]), name)
        if isinstance(out, bool):
            return Verdict(out, "custom verifier returned " + str(out), name)
        raise InputError(f"verifier {name!r} returned {type(out).__name__}; return a Verdict, bool or (bool, reason)")

    return name, call
