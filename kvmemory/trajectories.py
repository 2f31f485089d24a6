"""Verified tool-call trajectories in the library: deposit an agent's episode, replay it step by step.

This module owns issue 20's item 4, between the facade and :mod:`kvmemory.toolcalls`:

* **Deposit** (:func:`episode_verified`): ``KVMemory.deposit(episode, tools=..., verifier=...)`` takes an
  agent run in messages form (:mod:`kvmemory.toolcalls.episode`). The verifier judges it: a callable
  over the whole episode (``verify(messages)``, or ``verify(messages, final, answer)``), or a named
  verifier (``exact``, ``contains``, ``numeric``, ``human``) applied to the final answer. An episode
  that fails stores nothing. The entry (template ``tool-episode-v1``) holds the episode's canonical
  JSON and the KV of its layout, like any entry.
* **Replay** (:func:`route`): ``KVMemory.answer(messages, tools=...)`` first looks for a stored episode of
  the same task (exact text, else a rewording the same-task rule accepts,
  :func:`kvmemory.sametask.decide_text`, or, where the rule did not recognise it and no veto fired, the learned
  pair verifier at the user's false-hit bound, :mod:`kvmemory.verifier`) under the same tools
  (:func:`~kvmemory.toolcalls.tools_sha256`) and system prompt, and follows it
  (:func:`kvmemory.toolcalls.replay.follow`):

  - every step so far made the stored calls and got the stored results: the stored next calls
    (``mode == "recurring"``, ``finish == "tool_calls"``), or after the last step the stored final
    answer, with no prefill and no decode (``decode_tokens == 0``): what was verified, never a
    re-decoded copy. The calls are checked against the current tools' schemas first.
  - a result differs (exactly, or by the caller's ``tool_checks``): nothing stored is emitted from
    then on; the model answers in ``transfer`` mode with the stored trajectories grafted as context.
  - no episode fits: ``transfer`` when an episode of these tools is near (score >= ``min_score``),
    else ``cold``, as before.

  ``Answer.replay`` says which happened and why (``action``: ``replay``, ``final``, ``diverged``,
  ``none``; ``step``, ``steps``, ``entry``, ``reason``).
"""

from __future__ import annotations

import inspect
import json
import time
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, Callable, Sequence

from .deposits import Verified
from .errors import InputError, VerificationError
from .replies import Answer
from .sametask import VETOES_ONLY, decide_text
from .templates import CHAT_V1, Template, contains_answer, get_template, register_template
from .toolcalls.episode import (EPISODE_SYSTEM, EPISODE_TEMPLATE, Episode, episode_entry, parse_episode, tools_sha256,
                                with_layout)
from .toolcalls.parse import call_id
from .toolcalls.replay import Plan, check_checks, follow
from .toolcalls.spec import ToolCall, ToolRequest
from .verifiers import Verdict, resolve_verifier

__all__ = ["EPISODE_TEMPLATE", "TOOL_EPISODE_V1", "Replay", "episode_verified", "route", "SEARCHED"]

#: Nearest entries asked whether they hold the same task when no episode has the task's exact text.
SEARCHED = 8


def _content(reply: str) -> str:
    try:
        value = json.loads(reply)
    except (TypeError, ValueError):
        return reply
    return value.get("content", "") if isinstance(value, dict) and isinstance(value.get("content"), str) else ""


def _repeats(reply: str, answer, solution: str) -> bool:
    """A reply (raw, in the answer shape) whose text states the stored episode's final answer."""
    text = _content(reply or "")
    return bool(answer) and bool(text) and contains_answer(text, answer)


TOOL_EPISODE_V1 = register_template(Template(
    name=EPISODE_TEMPLATE,
    entry=lambda problem, solution, answer, tokenizer: episode_entry(Episode.from_json(solution), tokenizer),
    recurring_query=CHAT_V1.solve_query,  # the conversation as chat-v1 lays out a new request
    solve_query=CHAT_V1.solve_query,
    answer_text=lambda problem, decoded: decoded.strip(),
    extract=lambda text: text.strip() or None,
    same_problem=decide_text,
    same_vetoes=partial(decide_text, rule=VETOES_ONLY),
    calibrated_as=CHAT_V1.name,   # the same rule over the same kind of request: a user's text
    repeats=_repeats,
    leads=(EPISODE_SYSTEM,),
    default_verifier="human",
    description="a verified tool-calling episode (task, calls, results, final answer), replayed step by step",
))


def _verdict(verifier: Any, episode: Episode, messages: list, answer: Any) -> tuple[str, Verdict]:
    """Run ``verifier`` over the episode (see the module docstring)."""
    if isinstance(verifier, str):
        name, fn = resolve_verifier(verifier)
        return name, fn(episode.task, episode.final or "", None if answer is None else str(answer))
    if not callable(verifier):
        raise InputError("verifier must be a name ('exact', 'contains', 'numeric', 'human') or a callable over the "
                         "episode, verify(messages) -> Verdict | bool | (bool, reason)")
    name = getattr(verifier, "name", None) or getattr(verifier, "__name__", None) or type(verifier).__name__
    try:
        one = len(inspect.signature(verifier).parameters) == 1
    except (TypeError, ValueError):
        one = False
    out = verifier(messages) if one else verifier(messages, episode.final, answer)
    if isinstance(out, Verdict):
        return name, out
    if isinstance(out, tuple) and len(out) == 2:
        return name, Verdict(bool(out[0]), str(out[1]), name)
    if isinstance(out, bool):
        return name, Verdict(out, f"episode verifier returned {out}", name)
    raise InputError(f"verifier {name!r} returned {type(out).__name__}; return a Verdict, bool or (bool, reason)")


def episode_verified(messages: Any, tools: Any, verifier: Any, answer: Any, metadata: dict | None, *, limit: int,
                     tokenizer=None):
    """A deposit of an episode, checked and verified: a :class:`kvmemory.deposits.Verified` whose problem is
    the task, solution the episode's canonical JSON (in the layout ``tokenizer``'s chat template takes:
    :func:`kvmemory.toolcalls.episode.with_layout`), answer the final answer (or ``answer``)."""
    if not tools:
        raise InputError("an episode is deposited with the tools it ran with: deposit(episode, tools=[...], ...)")
    episode = parse_episode(messages, tools, finished=True)
    if tokenizer is not None:
        episode = with_layout(episode, tokenizer)
    if len(episode.to_json()) > limit:
        raise InputError(f"the episode is {len(episode.to_json()):,} characters; the limit is {limit:,} "
                         "(Settings.max_problem_chars)")
    name, verdict = _verdict(verifier, episode, episode.messages(), answer)
    if not verdict.passed:
        raise VerificationError(f"verifier {name!r} rejected the episode: {verdict.reason}; nothing was stored", verdict)
    meta = {**(metadata or {}), "tools_sha256": episode.tools_sha256, "steps": len(episode.steps)}
    final = str(answer).strip() if answer is not None else (episode.final or "").strip()
    return Verified(episode.task, episode.to_json(), final or None, name, TOOL_EPISODE_V1, verdict, meta)


@dataclass
class Replay:
    """The replay decision of one answer call: the :class:`~kvmemory.toolcalls.replay.Plan`, the ``entry``
    followed (None: none fits), its same-task ``decision``, its ``score``, whether an episode of these tools
    is ``near`` (transfer), the ``task`` text, and the conversation's calls so far (``calls_before``)."""

    plan: Plan
    entry: Any = None
    decision: dict | None = None
    score: float = 0.0
    near: bool = False
    task: str = ""
    calls_before: int = 0

    def to_dict(self) -> dict:
        return {"action": self.plan.action, "reason": self.plan.reason, "step": self.plan.step,
                "steps": self.plan.steps, "entry": None if self.entry is None else self.entry.id}

    def answer(self, t0: float) -> Answer:
        """The stored calls (``replay``) or final answer (``final``) as an Answer."""
        p, e = self.plan, self.entry
        calls = [ToolCall(call_id(n, a, self.calls_before + i), n, a) for i, (n, a) in enumerate(p.calls)]
        text = "" if p.action == "replay" else (p.final or "")
        total = time.perf_counter() - t0
        return Answer(text=text, answer=text or None, mode="recurring", entries=[e], decode_tokens=0, grafted_tokens=0,
                      prompt_tokens=0, timings={"ttft_s": total, "total_s": total}, scores=[self.score],
                      template=EPISODE_TEMPLATE, reply=text, finish="tool_calls" if calls else "stop",
                      same_problem=self.decision, verified=True, verdict=p.reason, tool_calls=calls,
                      replay=self.to_dict())


def _candidates(library, task: str, namespaces: Sequence[str], embed: Callable, judge: Callable | None = None):
    """``([(entry, decision dict, score)], hits)``: exact-text episodes first, then reworded ones (the template's
    rule, then ``judge``, the learned verifier, where the rule did not recognise one and no veto fired)."""
    tpl = get_template(EPISODE_TEMPLATE)
    out = [(e, {"same": True, "kind": "exact", "reason": "the same text after normalisation", "score": 1.0,
                "template": EPISODE_TEMPLATE}, 1.0) for e in library.find(task, namespaces, EPISODE_TEMPLATE)]
    seen = {e.id for e, _, _ in out}
    hits = [h for h in library.search(embed(task), SEARCHED, namespaces) if h.entry.template == EPISODE_TEMPLATE]
    for h in hits:
        if h.entry.id in seen:
            continue
        decision = tpl.decide_same(task, h.entry.problem, h.score)
        if judge is not None:
            decision = judge(decision, tpl, task, h.entry.problem, h.score)
        if decision.same:
            out.append((h.entry, decision.to_dict(), h.score))
    return out, hits


def find(library, messages: Any, request: ToolRequest, *, embed: Callable, namespaces: Sequence[str],
         checks: Any = None, min_score: float = 0.0, judge: Callable | None = None) -> Replay:
    """The :class:`Replay` decision for a tool-calling conversation (see the module docstring). ``judge``: the
    learned pair verifier (:class:`kvmemory.verifier.Judge`) after the same-task rule."""
    checks = check_checks(checks)
    try:
        conversation = parse_episode(messages, [t.to_openai() for t in request.tools], finished=False)
    except InputError as exc:
        return Replay(Plan("none", f"the conversation is not one task followed by tool steps ({exc})"))
    before = sum(len(s.calls) for s in conversation.steps)
    if library.store.get_meta("embedding_dim") is None:  # an empty library: nothing to follow
        return Replay(Plan("none", "no stored episode"), task=conversation.task, calls_before=before)
    digest = tools_sha256([t.to_openai() for t in request.tools])
    found, hits = _candidates(library, conversation.task, namespaces, embed, judge)
    near = any(h.score >= min_score and (h.entry.metadata or {}).get("tools_sha256") == digest
               for h in hits) if hits else False
    diverged = None
    for entry, decision, score in found:
        stored = Episode.from_json(entry.solution)
        if stored.tools_sha256 != digest:
            continue
        plan = follow(conversation, stored, request, checks)
        if plan.action in ("replay", "final"):
            return Replay(plan, entry, decision, score, near, conversation.task, before)
        if plan.action == "diverged" and diverged is None:
            diverged = Replay(plan, entry, decision, score, True, conversation.task, before)
    if diverged is not None:
        return diverged
    return Replay(Plan("none", "no stored episode of this task under these tools" if not found else
                       "the stored episodes of this task cannot be followed here"), task=conversation.task,
                  near=near, calls_before=before)


def route(library, messages: Any, request, tool_request: ToolRequest, *, embed: Callable, namespaces: Sequence[str],
          checks: Any, min_score: float, judge: Callable | None = None) -> tuple[Answer | None, Any, Replay | None]:
    """``(answer served from memory or None, the request to answer otherwise, the replay decision)``.

    ``request`` is the facade's :class:`kvmemory.steps.Request`: with no replay it goes on in ``transfer``
    mode over stored episodes when one is near or the conversation diverged from one, else unchanged
    (``recurring`` becomes ``cold``: the stored behaviour was the recurring answer)."""
    t0 = time.perf_counter()
    if request.mode not in (None, "recurring") or not tool_request.offered:
        return None, request, None
    found = find(library, messages, tool_request, embed=embed, namespaces=namespaces, checks=checks,
                 min_score=min_score, judge=judge)
    if found.plan.action in ("replay", "final"):
        library.add_hits([found.entry])
        return found.answer(t0), request, found
    if request.mode == "recurring":
        return None, replace(request, mode="cold"), found
    if found.near and request.template in (None, EPISODE_TEMPLATE):
        return None, replace(request, mode="transfer", template=EPISODE_TEMPLATE, search=found.task), found
    return None, request, found
