"""Replaying a stored verified episode step by step: does a conversation in progress still follow it?

:func:`follow` compares a conversation (:class:`~.episode.Episode` with ``finished=False``) with a stored
episode of the same task and tools and says what the memory may do (a :class:`Step` plan):

* ``replay``: every step so far made the stored calls and got the stored results, and the stored
  episode has a next step: its calls are returned as they were verified.
* ``final``: every stored step is done and every result matched: the stored final answer.
* ``diverged``: a tool result differs from the stored one (or the agent made other calls than the
  stored ones). From here on nothing stored is emitted: the model answers with the trajectory as
  grafted context (:mod:`kvmemory.trajectories`).
* ``none``: the stored episode cannot be followed at all (other tools, another system prompt, a
  tool choice or response format that forbids its next step).

How a result matches (:func:`result_matches`): by default the two texts as JSON values are equal (text
that is not JSON: equal bytes). A per-tool check may relax that, as muscle-mem's checks do: a list of
field names (only those top-level fields of the two JSON objects must be equal), or a callable
``check(stored_text, new_text) -> bool``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ..errors import InputError
from .episode import Episode
from .spec import ToolRequest

__all__ = ["Plan", "follow", "result_matches", "check_checks", "Checks"]

#: Per-tool result checks: a tool name -> field names, or a callable (stored text, new text) -> bool.
Checks = Mapping[str, "Sequence[str] | Callable[[str, str], bool]"]


@dataclass(frozen=True)
class Plan:
    """What following a stored episode allows: ``action`` ("replay", "final", "diverged", "none"),
    ``reason``, the conversation's ``step`` (steps done), the stored episode's ``steps``, and for
    ``replay`` the stored ``calls`` of the next step, for ``final`` the stored ``final`` answer."""

    action: str
    reason: str
    step: int = 0
    steps: int = 0
    calls: tuple = ()
    final: str | None = None


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError):
        return None


def check_checks(checks: Any) -> dict:
    """``checks`` as a dict (None: none), each value a list of field names or a callable; else InputError."""
    if checks is None:
        return {}
    if not isinstance(checks, Mapping):
        raise InputError("tool_checks must map a tool name to field names (['status', 'total']) or a callable "
                         "check(stored_text, new_text) -> bool")
    out = {}
    for name, check in checks.items():
        if callable(check):
            out[str(name)] = check
        elif isinstance(check, (list, tuple)) and all(isinstance(f, str) for f in check) and check:
            out[str(name)] = tuple(check)
        else:
            raise InputError(f"tool_checks[{name!r}] must be a non-empty list of field names or a callable "
                             f"check(stored_text, new_text) -> bool, got {check!r:.80}")
    return out


def result_matches(stored: str, new: str, check: Any = None) -> tuple[bool, str]:
    """``(matches, why not)`` for one tool result (see the module docstring)."""
    if callable(check):
        return (True, "") if bool(check(stored, new)) else (False, "its check rejected the new result")
    a, b = _json(stored), _json(new)
    if check:
        if not (isinstance(a, dict) and isinstance(b, dict)):
            return False, f"the result is not a JSON object, so fields {', '.join(check)} cannot be compared"
        differ = [f for f in check if a.get(f) != b.get(f) or (f in a) != (f in b)]
        return (not differ, "" if not differ else f"field {differ[0]!r} differs")
    if a is None or b is None:
        return (stored == new, "" if stored == new else "the text differs")
    if a == b:
        return True, ""
    if isinstance(a, dict) and isinstance(b, dict):
        keys = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k) or (k in a) != (k in b))
        return False, f"field {keys[0]!r} differs" if keys else "the value differs"
    return False, "the value differs"


def _allowed(calls: Sequence[tuple[str, dict]], request: ToolRequest) -> str:
    """Why ``calls`` may not be returned under ``request`` ("" when they may): tools offered, names, schemas."""
    from .parse import validate

    offered = {t.name: t for t in request.offered}
    if request.response_format is not None:
        return "a response_format is asked for"
    for name, args in calls:
        tool = offered.get(name)
        if tool is None:
            return f"{name} is not offered under this tool_choice"
        try:
            validate(args, tool.parameters, f"stored arguments of {name}")
        except InputError as exc:
            return str(exc)
    if len(calls) > 1 and not request.parallel_tool_calls:
        return "the stored step makes parallel calls and parallel_tool_calls is off"
    return ""


def follow(conversation: Episode, stored: Episode, request: ToolRequest, checks: Mapping | None = None) -> Plan:
    """The :class:`Plan` for ``conversation`` against the ``stored`` episode (same task: the caller decided)."""
    checks = checks or {}
    n = len(stored.steps)
    if conversation.system != stored.system:
        return Plan("none", "the system prompt differs from the stored episode's", 0, n)
    for i, step in enumerate(conversation.steps):
        if i >= n:
            return Plan("diverged", f"the conversation has more steps than the stored episode ({n})", i, n)
        want = stored.steps[i]
        if list(step.calls) != list(want.calls):
            return Plan("diverged", f"step {i} called {', '.join(step.names())} with other arguments or tools than "
                        f"the stored {', '.join(want.names())}", i, n)
        for (name, _), got, kept in zip(step.calls, step.results, want.results):
            ok, why = result_matches(kept, got, checks.get(name))
            if not ok:
                return Plan("diverged", f"the result of {name} at step {i} differs from the stored one ({why})", i, n)
    done = len(conversation.steps)
    if done == n:
        if request.tool_choice.mode in ("required", "function"):
            return Plan("none", "the stored episode answers now, but tool_choice asks for a call", done, n)
        if request.response_format is not None:
            return Plan("none", "a response_format is asked for", done, n)
        return Plan("final", f"all {n} stored steps made the same calls and got the same results", done, n,
                    final=stored.final)
    nxt = stored.steps[done].calls
    why = _allowed(nxt, request)
    if why:
        return Plan("none", why, done, n)
    reason = (f"step {done} of {n}: the same task and tools" if done == 0 else
              f"step {done} of {n}: the {done} step(s) before made the stored calls and got the stored results")
    return Plan("replay", reason, done, n, calls=nxt)
