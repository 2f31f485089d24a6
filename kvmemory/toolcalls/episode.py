"""A tool-calling episode as a value: its shape, its canonical bytes, and its layout as an entry.

An *episode* is one agent run in OpenAI messages form::

    [{"role": "system", ...}]?                       # the agent's own system prompt (optional)
    {"role": "user", "content": TASK}
    {"role": "assistant", "tool_calls": [...]}       # a step: one or more calls ...
    {"role": "tool", "tool_call_id": ..., "content": RESULT}   # ... and one result per call
    ...                                              # more steps
    {"role": "assistant", "content": FINAL}          # the final answer (a finished episode)

:func:`parse_episode` reads that shape into an :class:`Episode` (``finished=False`` also reads a
conversation in progress: it may end after the task or after a step's results). Results are put in
call order by ``tool_call_id`` (by position when ids are missing). :meth:`Episode.to_json` is the
canonical text stored as the entry's solution (with the tools' specs, so the entry can be laid out
again); :func:`tools_sha256` is the tool set's content address (a stored trajectory is replayed only
under the same tools).

The entry layout, template ``tool-episode-v1`` (:data:`EPISODE_TEMPLATE`): a system turn owned by
the template (:data:`EPISODE_SYSTEM`), then the task, the steps and the final answer, rendered by the
tokenizer's chat template, in one of two tool layouts, recorded in the episode (``Episode.layout``,
key ``"layout"`` of the stored JSON; absent means the generic one):

* ``native-tools/1`` (:mod:`.native`), chosen at deposit (:func:`with_layout`) under
  ``Settings(episode_layout="native")`` where the chat template has a tool format of its own and renders the
  episode lowered the same as in its tool form: each step's calls as the
  template's blocks (Qwen2.5: ``<tool_call>`` ... ``</tool_call>``, arguments in schema order), its results as
  the template's user turn of result blocks, the final answer as plain text. A request answered over such
  episodes is laid out natively too (its functions listed by the template, the reply constrained to the same
  blocks), so what the model reads in a grafted episode is the format it is asked to write.
* ``kvmemory-tools/1`` (:mod:`.layout`), by default and everywhere else, and for every episode stored before the
  native one existed (their entries still fit, byte for byte): calls as ``{"tool_calls":[...]}``, results as a
  user turn ``{"tool_results":[...]}``, the final answer as ``{"content":...}``.

The tool block is not in the entry: the query's system turn holds it, and a grafted trajectory is laid out
on top of it (:mod:`kvmemory.prefix`).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from typing import Any, Sequence

from ..errors import InputError
from .layout import TOOLS_LAYOUT_VERSION, calls_text, check_messages, content_text
from .native import NATIVE_LAYOUT_VERSION, native_format, native_messages
from .parse import call_id
from .spec import dumps, normalize_request, normalize_tools

__all__ = ["EPISODE_TEMPLATE", "EPISODE_SYSTEM", "Step", "Episode", "parse_episode", "tools_sha256",
           "episode_entry", "is_episode", "with_layout"]

EPISODE_TEMPLATE = "tool-episode-v1"
EPISODE_SYSTEM = "Verified tool-call episode."


@dataclass(frozen=True)
class Step:
    """One step: the assistant's ``calls`` (``(name, arguments)`` pairs) and the tools' ``results`` (text),
    in call order."""

    calls: tuple[tuple[str, dict], ...]
    results: tuple[str, ...]

    def names(self) -> list[str]:
        return [name for name, _ in self.calls]


@dataclass(frozen=True)
class Episode:
    """A parsed episode: ``system`` prompt ("" when none), ``task``, ``steps``, ``final`` answer (None for a
    conversation in progress), the ``tools`` (OpenAI specs) it ran with and the ``layout`` its entry is
    rendered in (see the module docstring)."""

    system: str
    task: str
    steps: tuple[Step, ...]
    final: str | None
    tools: tuple[dict, ...] = ()
    layout: str = TOOLS_LAYOUT_VERSION

    @property
    def tools_sha256(self) -> str:
        return tools_sha256(self.tools)

    def messages(self) -> list[dict]:
        """The episode in OpenAI messages form; call ids are :func:`~kvmemory.toolcalls.call_id` of each call
        and its index over the whole episode."""
        out = [{"role": "system", "content": self.system}] if self.system else []
        out.append({"role": "user", "content": self.task})
        index = 0
        for step in self.steps:
            calls = []
            for name, args in step.calls:
                calls.append({"id": call_id(name, args, index), "type": "function",
                              "function": {"name": name, "arguments": dumps(args)}})
                index += 1
            out.append({"role": "assistant", "content": None, "tool_calls": calls})
            out += [{"role": "tool", "tool_call_id": c["id"], "name": c["function"]["name"], "content": r}
                    for c, r in zip(calls, step.results)]
        if self.final is not None:
            out.append({"role": "assistant", "content": self.final})
        return out

    def to_json(self) -> str:
        """The canonical text of the episode (what an entry stores as its solution): sorted-key JSON
        (:func:`~kvmemory.toolcalls.spec.dumps`). The generic layout is not written, so an episode stored
        before layouts were recorded has the same text. In the native layout the tools keep their own key
        order (a schema's property order is the order the template writes a call's arguments in) and
        follow the other keys."""
        value = {"system": self.system, "task": self.task, "final": self.final,
                 "steps": [{"calls": [{"name": n, "arguments": a} for n, a in s.calls], "results": list(s.results)}
                           for s in self.steps]}
        if self.layout == TOOLS_LAYOUT_VERSION:
            return dumps({**value, "tools": list(self.tools)})
        tools = json.dumps(list(self.tools), separators=(",", ":"), ensure_ascii=False)  # key order kept
        return dumps({**value, "layout": self.layout})[:-1] + ',"tools":' + tools + "}"

    @classmethod
    def from_json(cls, text: str) -> "Episode":
        try:
            raw = json.loads(text)
            steps = tuple(Step(tuple((c["name"], c["arguments"]) for c in s["calls"]), tuple(s["results"]))
                          for s in raw["steps"])
            layout = raw.get("layout", TOOLS_LAYOUT_VERSION)
            if layout not in (TOOLS_LAYOUT_VERSION, NATIVE_LAYOUT_VERSION):
                raise ValueError(f"unknown layout {layout!r}")
            return cls(raw["system"], raw["task"], steps, raw["final"], tuple(raw["tools"]), layout)
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            raise InputError(f"not a stored episode (tool-episode-v1 solution): {exc}") from exc


def tools_sha256(tools: Sequence[dict]) -> str:
    """SHA-256 of the tool set (normalised specs, in name order): a trajectory replays only under the same tools."""
    specs = sorted((t.to_openai() for t in normalize_tools(list(tools) or None)), key=lambda s: s["function"]["name"])
    return hashlib.sha256(dumps(specs).encode()).hexdigest()


def is_episode(messages: Any) -> bool:
    """True when ``messages`` is a list holding assistant ``tool_calls`` or ``role: "tool"`` results."""
    return isinstance(messages, (list, tuple)) and any(
        isinstance(m, dict) and (m.get("role") == "tool" or m.get("tool_calls")) for m in messages)


def _results(msgs: list[dict], start: int, calls: list[dict], i: int) -> tuple[tuple[str, ...], int]:
    """The results of the step at ``msgs[i]`` (its ``calls``), in call order, and the index after them."""
    j = start
    got = []
    while j < len(msgs) and msgs[j]["role"] == "tool":
        got.append(msgs[j])
        j += 1
    if len(got) != len(calls):
        raise InputError(f"message {i} makes {len(calls)} tool call(s) but {len(got)} tool result(s) follow it: "
                         "send one role 'tool' message per call")
    ids = [c["id"] for c in calls]
    if all(ids) and all(m["tool_call_id"] for m in got):
        by_id = {m["tool_call_id"]: m["content"] for m in got}
        missing = [x for x in ids if x not in by_id]
        if missing:
            raise InputError(f"no tool result answers call id {missing[0]!r} (message {i}): "
                             "set each result's tool_call_id to its call's id")
        return tuple(by_id[x] for x in ids), j
    return tuple(m["content"] for m in got), j


def parse_episode(messages: Any, tools: Any = (), *, finished: bool = True) -> Episode:
    """``messages`` as an :class:`Episode` (see the module docstring); InputError names what is out of shape.

    ``finished=False`` reads a conversation in progress: no final answer, and it may end after the task
    or after a step's results (not after calls still waiting for their results)."""
    msgs = check_messages(messages)
    system, k = "", 0
    if msgs and msgs[0]["role"] == "system":
        system, k = msgs[0]["content"], 1
    if k >= len(msgs) or msgs[k]["role"] != "user":
        raise InputError("an episode is [system?], the user's task, then the steps: message "
                         f"{k} must be the user's task")
    task, k = msgs[k]["content"], k + 1
    steps: list[Step] = []
    final = None
    while k < len(msgs):
        m = msgs[k]
        if m["role"] == "assistant" and m.get("tool_calls"):
            if k + 1 == len(msgs) and not finished:
                raise InputError(f"message {k} makes tool calls with no results yet: send the role 'tool' results")
            results, nxt = _results(msgs, k + 1, m["tool_calls"], k)
            steps.append(Step(tuple((c["name"], c["arguments"]) for c in m["tool_calls"]), results))
            k = nxt
        elif m["role"] == "assistant" and k + 1 == len(msgs):
            final, k = m["content"], k + 1
        else:
            raise InputError(f"message {k} ({m['role']}) is out of place: an episode has one user task, then "
                             "assistant tool calls each followed by its tool results, then one final answer")
    if finished and final is None:
        raise InputError("the episode has no final answer: end it with {'role': 'assistant', 'content': ...}")
    specs = tuple(t.to_openai() for t in normalize_tools(list(tools) if tools else None))
    names = {s["function"]["name"] for s in specs}
    for n, step in enumerate(steps):
        unknown = [x for x in step.names() if x not in names]
        if unknown and (specs or finished):
            raise InputError(f"step {n} calls {unknown[0]!r}, which is not in tools: pass the tools the episode ran with")
    return Episode(system, task, tuple(steps), final, specs)


def _native_turns(episode: Episode, tokenizer) -> list[dict] | None:
    """The entry's turns in the chat template's own tool format, lowered to plain messages; None where the
    template has none, or renders the lowered episode otherwise than its tool form."""
    fmt = native_format(tokenizer)
    if fmt is None:
        return None
    body = [m for m in episode.messages() if m["role"] != "system"]
    request = normalize_request(list(episode.tools) or None)
    lowered = native_messages(check_messages([{"role": "system", "content": EPISODE_SYSTEM}] + body), request,
                              tokenizer, fmt)
    return None if lowered is None else lowered[0]


def with_layout(episode: Episode, tokenizer) -> Episode:
    """``episode`` with the layout a deposit stores it in for ``tokenizer``: ``native-tools/1`` where the chat
    template lays it out in its own tool format, else ``kvmemory-tools/1`` (see the module docstring)."""
    native = getattr(tokenizer, "chat_template", None) and _native_turns(episode, tokenizer) is not None
    return replace(episode, layout=NATIVE_LAYOUT_VERSION if native else TOOLS_LAYOUT_VERSION)


def episode_entry(episode: Episode, tokenizer) -> str:
    """The text whose KV a stored episode keeps (see the module docstring)."""
    if not getattr(tokenizer, "chat_template", None):
        raise InputError("tool-call episodes need a tokenizer with a chat template (tokenizer.chat_template)")
    if episode.layout == NATIVE_LAYOUT_VERSION:
        turns = _native_turns(episode, tokenizer)
        if turns is None:
            raise InputError(f"this episode was stored in the chat template's own tool format "
                             f"({NATIVE_LAYOUT_VERSION}), which this tokenizer's template does not have: open the "
                             "library with the model it was built for")
        return tokenizer.apply_chat_template(turns, tokenize=False, add_generation_prompt=False)
    turns = [{"role": "system", "content": EPISODE_SYSTEM}, {"role": "user", "content": episode.task}]
    for step in episode.steps:
        turns.append({"role": "assistant", "content": calls_text(step.calls)})
        turns.append({"role": "user", "content": dumps({"tool_results": [
            {"content": r, "name": n} for (n, _), r in zip(step.calls, step.results)]})})
    if episode.final is not None:
        turns.append({"role": "assistant", "content": content_text(episode.final)})
    return tokenizer.apply_chat_template(turns, tokenize=False, add_generation_prompt=False)

