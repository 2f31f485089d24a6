"""The standalone agent loop with tools: answer, call the tools, send the results back, verify, deposit.

    agent = ToolAgent(mem, tools, call=run_my_tool, verifier=check_episode)
    result = agent.run("What is the status of order O-2028?")
    result.messages, result.verified, result.source, result.steps

:meth:`ToolAgent.run` drives :meth:`KVMemory.answer` with ``tools=`` as any agent framework would:

1. answer the conversation (a stored verified episode of the same task is replayed step by step while
   every tool result matches the stored one; otherwise the model decodes each call under the JSON
   constraint, with verified trajectories grafted when near: :mod:`kvmemory.trajectories`);
2. run each call with ``call(name, arguments)`` (its return value, text or anything JSON-serialisable,
   becomes the ``role: "tool"`` result) and send the results back, until a final answer or ``max_steps``;
3. deposit the run through ``verifier`` (:meth:`KVMemory.deposit` with ``tools=``): only a run the
   verifier passes is stored. A replayed run is the stored one (``source == "library"``, nothing new).
   If the run fails and a ``reference`` episode was given, that is deposited instead, verified the same way.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .errors import InputError, VerificationError
from .toolcalls.spec import dumps

__all__ = ["ToolAgent", "EpisodeResult"]


@dataclass
class EpisodeResult:
    """One :meth:`ToolAgent.run`: the ``messages`` of the run, whether the verifier passed it (``verified``,
    ``reason``), the ``entry_id`` deposited or found and its ``source`` ("model", "reference", "library" or
    None), and per model reply its ``steps`` (mode, replay action, calls, decode tokens)."""

    task: str
    messages: list[dict]
    verified: bool
    reason: str
    entry_id: int | None
    source: str | None
    steps: list[dict] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def decode_tokens(self) -> int:
        return sum(s["decode_tokens"] for s in self.steps)

    def to_dict(self) -> dict:
        return {"task": self.task, "verified": self.verified, "reason": self.reason, "entry_id": self.entry_id,
                "source": self.source, "steps": self.steps, "decode_tokens": self.decode_tokens,
                "seconds": self.seconds, "messages": self.messages}


class ToolAgent:
    """An agent loop over ``mem`` with ``tools`` (OpenAI function specs) run by ``call(name, arguments)``;
    ``verifier`` judges a whole run (see :meth:`KVMemory.deposit`). ``system`` is the agent's system prompt,
    ``max_steps`` the most model replies per run, ``max_new_tokens`` the decode budget of one reply,
    ``tool_checks`` the per-tool result checks replay uses."""

    def __init__(self, mem, tools: Sequence[dict], call: Callable[[str, dict], Any], *, verifier: Any,
                 system: str | None = None, max_steps: int = 8, max_new_tokens: int = 128,
                 tool_checks: dict | None = None):
        if not tools:
            raise InputError("ToolAgent needs tools=[...] (OpenAI function specs)")
        if not callable(call):
            raise InputError("ToolAgent needs call=..., a function (name, arguments) -> result that runs a tool")
        if max_steps < 1:
            raise InputError("max_steps must be at least 1")
        self.mem, self.tools, self.call, self.verifier = mem, list(tools), call, verifier
        self.system, self.max_steps, self.max_new_tokens, self.tool_checks = system, max_steps, max_new_tokens, tool_checks

    def _result(self, name: str, arguments: dict) -> str:
        out = self.call(name, arguments)
        return out if isinstance(out, str) else dumps(out)

    def _loop(self, task: str) -> tuple[list[dict], list[dict], bool]:
        messages = ([{"role": "system", "content": self.system}] if self.system else []) + [
            {"role": "user", "content": task}]
        steps: list[dict] = []
        for _ in range(self.max_steps):
            a = self.mem.answer(messages, tools=self.tools, max_new_tokens=self.max_new_tokens,
                                tool_checks=self.tool_checks)
            steps.append({"mode": a.mode, "replay": (a.replay or {}).get("action"), "finish": a.finish,
                          "calls": [c.name for c in a.tool_calls], "decode_tokens": a.decode_tokens})
            if a.finish != "tool_calls":
                messages.append({"role": "assistant", "content": a.text})
                return messages, steps, a.finish in ("eos", "stop")
            messages.append({"role": "assistant", "content": None, "tool_calls": [c.to_openai() for c in a.tool_calls]})
            messages += [{"role": "tool", "tool_call_id": c.id, "name": c.name, "content": self._result(c.name, c.arguments)}
                         for c in a.tool_calls]
        return messages, steps, False

    def run(self, task: str, *, reference: Sequence[dict] | None = None) -> EpisodeResult:
        """Run ``task`` (see the module docstring); ``reference``: a verified episode to deposit if the run fails."""
        t0 = time.perf_counter()
        messages, steps, finished = self._loop(task)
        replayed = bool(steps) and all(s["mode"] == "recurring" for s in steps)
        reason = "the run did not reach a final answer within max_steps or the decode budget"
        if finished:
            try:
                entry = self.mem.deposit(messages, tools=self.tools, verifier=self.verifier)
                return EpisodeResult(task, messages, True, "passed its verifier", entry.id,
                                     "library" if replayed else "model", steps, time.perf_counter() - t0)
            except VerificationError as exc:
                reason = str(exc)
        entry_id, source = None, None
        if reference is not None:
            try:
                entry_id, source = self.mem.deposit(list(reference), tools=self.tools, verifier=self.verifier).id, "reference"
            except VerificationError as exc:
                reason += f"; the reference failed too: {exc}"
        return EpisodeResult(task, messages, False, reason, entry_id, source, steps, time.perf_counter() - t0)
