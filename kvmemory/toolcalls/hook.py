"""Where tool calls meet the answer path: what :meth:`kvmemory.KVMemory.answer` changes for a call with
``tools``, ``tool_choice``, ``response_format`` or tool messages, as one value.

This module owns that seam, so the facade and :mod:`kvmemory.steps` stay unaware of tools:

* :func:`hook_for` returns None for an ordinary call (the answer path is untouched), else a
  :class:`ToolHook`: the request checked (:mod:`.spec`), the conversation checked, the mode and template
  the answer runs in, and how its reply is read back. The conversation is laid out per model
  (:meth:`ToolHook.problem`) as plain ``{"role", "content"}`` messages
  (:func:`~kvmemory.toolcalls.layout.plain_messages`; tool results become the last user turn, so the
  task is always a user turn).
* Rendering (:meth:`ToolHook.layout`): where the model's chat template has its own tool-call format
  (:mod:`.native`), functions are offered and no ``response_format`` is asked, the template alone lays the
  request out (``native-tools/1``: the answer runs in :func:`kvmemory.templates.chat.with_tools`,
  ``chat-v1``, or with ``Settings(episode_layout="native")`` ``tool-episode-v1`` over stored episodes, with the tools
  handed to the chat template (episodes deposited under that setting are stored in the same format:
  :mod:`.episode`), over the conversation lowered to plain
  messages that the template renders as its own tool form) and the reply is constrained to that format; with
  ``tool_choice="none"`` over tools or earlier calls (:meth:`ToolHook.text_after_calls`), the same lowered
  conversation with no function listed, the reply constrained to text that does not open like a call.
  Otherwise, where the template renders ``tools=`` (:func:`~kvmemory.toolcalls.layout.supports_tools`) and
  functions are offered, the template lists them and the system block keeps only the answer-shape lines;
  everywhere else (and over stored episodes by default) the generic ``kvmemory-tools/1`` block lists them.
  ``Answer.tool_layout`` records the version.
* Mode: a tool call is answered ``cold`` by default, or ``transfer`` when asked (verified entries grafted
  as context, then the constrained decode). Replaying a stored verified trajectory (the recurring case)
  happens before this hook is asked (:mod:`kvmemory.trajectories`), so ``recurring`` reaches it only
  for a reply format without tools, and is refused. Template: ``chat-v1`` (the layout is a chat
  conversation) or ``tool-episode-v1`` (stored episodes grafted as context); another is refused.
* :meth:`ToolHook.adapt` turns the facade's request into this call's (problem, mode, template, constraint).
* :meth:`ToolHook.processor` makes a fresh :class:`~kvmemory.toolcalls.constrain.JSONConstraint` per
  decode (a retry decodes again from the start) as :func:`kvmemory.decoding.decode`'s
  ``logits_processor``; None when nothing is constrained (``tool_choice="none"`` in the generic layout and no
  format). A
  constrained reply with no budget set gets :data:`TOOL_MAX_NEW_TOKENS` (it ends by grammar).
* :meth:`ToolHook.finish` reads the decoded tokens back (the raw decoded text, not the template's trimmed
  text; in ``native-tools/1`` with special tokens kept, a call may open with one):
  ``Answer.tool_calls`` and ``finish == "tool_calls"``, or the content as ``text``/``reply``/``answer``.
  A reply cut before its JSON closed (``max_new_tokens``: ``finish == "length"``; a caller's ``stop``
  string: ``"stop"``) keeps that finish, its raw decoded text and no calls.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable

from ..errors import InputError
from ..templates import get_template
from ..templates.chat import with_tools
from .constrain import JSONConstraint
from .episode import EPISODE_TEMPLATE
from .layout import TOOLS_LAYOUT_VERSION, answer_schema, check_messages, plain_messages, supports_tools
from .native import (NATIVE_LAYOUT_VERSION, call_merge, native_format, native_grammar, native_messages, parse_native,
                     special_tokens, end_calls, end_of_turn_ids)
from .parse import end_repeats, parse
from .spec import ToolRequest, normalize_request

__all__ = ["ToolHook", "hook_for", "TOOL_TEMPLATE", "TOOL_MAX_NEW_TOKENS"]

#: The template tool calls are laid out and decoded in.
TOOL_TEMPLATE = "chat-v1"
#: The decode budget of a constrained reply when the caller sets none: a call ends by grammar (the
#: end-of-turn token is the only one left once it is complete), so the budget only has to be large
#: enough never to cut one (a call that copies a long description runs past 96 tokens).
TOOL_MAX_NEW_TOKENS = 1024
#: The templates a tool call is laid out in: a conversation, or one over stored episodes grafted as context.
_LAYOUTS = (TOOL_TEMPLATE, EPISODE_TEMPLATE)


def _has_tool_messages(problem: Any) -> bool:
    return isinstance(problem, (list, tuple)) and any(
        isinstance(m, dict) and (m.get("role") == "tool" or m.get("tool_calls")) for m in problem)


@dataclass(frozen=True)
class ToolHook:
    """One answer call's tool side (see the module docstring)."""

    request: ToolRequest
    messages: tuple         # the conversation as the caller gave it (checked by hook_for)
    calls_before: int = 0   # tool calls already in the conversation: the ids of this reply's calls count on from them
    native_episodes: bool = False  # Settings(episode_layout="native"): over stored episodes too, the template's format
    _memo: dict = field(default_factory=dict, compare=False, repr=False)

    def _hands_tools(self, template: str) -> bool:
        """Is ``template`` a layout that hands the tools to the chat template: ``chat-v1``, and over stored episodes
        (``tool-episode-v1``) with ``Settings(episode_layout="native")``; otherwise episodes keep the generic block."""
        return template == TOOL_TEMPLATE or (template == EPISODE_TEMPLATE and self.native_episodes)

    def native(self, tokenizer, template: str = TOOL_TEMPLATE) -> bool:
        """Does the chat template list the offered functions itself (in a layout that hands them to it,
        :func:`kvmemory.templates.chat.with_tools`)?"""
        return self._hands_tools(template) and bool(self.request.offered) and supports_tools(tokenizer)

    def answered(self) -> set[tuple[str, str]]:
        """The calls made since the user's last message that have a result after them, as ``(name, arguments as
        sorted JSON)``. Calls of earlier user turns do not count: a user may ask for the same thing again."""
        import json

        msgs = check_messages(list(self.messages))      # calls as {"id", "name", "arguments": dict}
        last_user = max((i for i, m in enumerate(msgs) if m["role"] == "user"), default=-1)
        msgs = msgs[last_user + 1:]
        results = {m.get("tool_call_id") for m in msgs if m["role"] == "tool"}
        return {(c["name"], json.dumps(c["arguments"], sort_keys=True))
                for m in msgs if m["role"] == "assistant" for c in m.get("tool_calls") or () if c["id"] in results}

    def repeats(self, calls) -> bool:
        """Does every call of a reply (:class:`~kvmemory.toolcalls.ToolCall` values) repeat one already answered?"""
        import json

        done = self.answered()
        return bool(calls) and all((c.name, json.dumps(c.arguments, sort_keys=True)) in done for c in calls)

    def text_after_calls(self, tokenizer, template: str = TOOL_TEMPLATE) -> bool:
        """``tool_choice="none"`` over tools or earlier calls, in ``chat-v1`` on a template that renders tools: the
        conversation stays in the template's own tool form (its calls and results as the model was trained to
        read them; no function listed, none is offered) and the reply is text that does not open like a call."""
        return (self._hands_tools(template) and self.request.tool_choice.mode == "none"
                and (bool(self.request.tools) or _has_tool_messages(self.messages)) and supports_tools(tokenizer))

    def native_layout(self, tokenizer, template: str = TOOL_TEMPLATE):
        """``(format, plain messages)`` when this call is laid out in the template's own tool format
        (``native-tools/1``, :mod:`.native`): ``chat-v1``, functions offered, no ``response_format``, a
        template whose format :func:`~kvmemory.toolcalls.native.native_format` recognises, and a
        conversation it renders the same lowered; else None (the generic layout)."""
        key = (id(tokenizer), getattr(tokenizer, "chat_template", None), template)
        if key in self._memo:
            return self._memo[key]
        out = None
        if self.request.response_format is None and (self.native(tokenizer, template)
                                                     or self.text_after_calls(tokenizer, template)):
            fmt = native_format(tokenizer)
            lowered = (native_messages(check_messages(list(self.messages)), self.request, tokenizer, fmt)
                       if fmt is not None else None)
            out = (fmt, lowered[0]) if lowered is not None else None
        self._memo[key] = out
        return out

    def layout(self, tokenizer, template: str = TOOL_TEMPLATE) -> str:
        """The layout version this call is laid out in: ``native-tools/1`` or ``kvmemory-tools/1``."""
        return NATIVE_LAYOUT_VERSION if self.native_layout(tokenizer, template) is not None else TOOLS_LAYOUT_VERSION

    def problem(self, tokenizer, template: str = TOOL_TEMPLATE) -> list[dict]:
        """The conversation to answer in ``template``, as plain messages laid out for ``tokenizer`` (see the
        module docstring)."""
        native = self.native_layout(tokenizer, template)
        if native is not None:
            return [dict(m) for m in native[1]]
        return plain_messages(list(self.messages), self.request, native=self.native(tokenizer, template))

    def mode(self, mode: str | None) -> str:
        if mode == "recurring":
            raise InputError("mode='recurring' replays stored tool-call episodes and needs tools=[...]; for a reply "
                             "format alone use mode=None, 'transfer' or 'cold'")
        return mode or "cold"

    def template(self, template: Any) -> str:
        name = template if isinstance(template, str) or template is None else getattr(template, "name", None)
        if name not in (None, *_LAYOUTS):
            raise InputError(f"tool calls and response formats are laid out in the {TOOL_TEMPLATE} template (or "
                             f"{EPISODE_TEMPLATE}, over stored episodes); drop template={name!r}")
        return name or TOOL_TEMPLATE

    def processor(self, tokenizer, template: str = TOOL_TEMPLATE) -> Callable[[], Callable] | None:
        """A factory of fresh per-decode ``logits_processor`` callables, or None when nothing is constrained."""
        native = self.native_layout(tokenizer, template)
        if not self.request.constrained and native is None:
            return None
        grammar, schema, merge, ends = None, answer_schema(self.request), None, ()
        if native is not None:
            specials = special_tokens(tokenizer, native[0])
            grammar, schema = native_grammar(self.request, native[0], specials), None
            merge = call_merge(tokenizer, native[0], specials)
            ends = end_of_turn_ids(tokenizer, specials, tokenizer.eos_token_id)
        several = self.request.tool_choice.mode != "function" and self.request.parallel_tool_calls
        JSONConstraint(tokenizer, schema, lark=grammar)  # compile once now: what llguidance cannot enforce fails first

        def make(sample: bool = False):
            process = JSONConstraint(tokenizer, schema, lark=grammar,
                                     first_merge=merge if self.request.tool_choice.mode == "auto" else None,
                                     merge="sum" if sample else "max").processor()
            if several and native is not None:  # the model, not the grammar, decides whether another block follows
                return end_calls(process, tokenizer, native[0], tokenizer.eos_token_id, merge[0], open_ids=merge[1],
                                 end_ids=ends)
            if several and self.request.offered:  # the generic layout: a call repeated within the reply ends it
                return end_repeats(process, tokenizer, tokenizer.eos_token_id)
            return process

        return make

    def adapt(self, request, tokenizer):
        """``request`` (a :class:`kvmemory.steps.Request`) for this call: the plain messages, the mode, the
        template, the constraint factory (``Request.constraint``) and, for a constrained reply with no budget
        set, :data:`TOOL_MAX_NEW_TOKENS`."""
        name = self.template(request.template)
        layout = (with_tools([t.to_openai() for t in self.request.offered], get_template(name))
                  if self.native(tokenizer, name) else name)
        budget = request.max_new_tokens or (TOOL_MAX_NEW_TOKENS if self.request.constrained else None)
        return replace(request, problem=self.problem(tokenizer, name), mode=self.mode(request.mode), template=layout,
                       constraint=self.processor(tokenizer, name), max_new_tokens=budget)

    def finish(self, answer, tokenizer):
        """``answer`` (a :class:`~kvmemory.replies.Answer`) with the reply read back (see the module docstring)."""
        name = answer.template if answer.template in _LAYOUTS else TOOL_TEMPLATE
        layout = self.layout(tokenizer, name)
        if not self.request.constrained:
            return replace(answer, tool_calls=[], tool_layout=layout)
        native = self.native_layout(tokenizer, name)
        raw = tokenizer.decode(answer.token_ids, skip_special_tokens=native is None)
        if answer.finish != "eos":  # cut by max_new_tokens or a stop string before the reply closed
            return replace(answer, text=raw, reply=raw, answer=None, tool_calls=[], tool_layout=layout)
        if native is not None:
            parsed = parse_native(raw, self.request, native[0], first_index=self.calls_before)
        else:
            parsed = parse(raw, self.request, first_index=self.calls_before)
        errors = list(parsed.schema_errors)
        if parsed.finish == "tool_calls":
            return replace(answer, text="", reply="", answer=None, tool_calls=list(parsed.tool_calls), finish="tool_calls",
                           tool_layout=layout, schema_errors=errors)
        return replace(answer, text=parsed.content, reply=parsed.content, answer=parsed.content, tool_calls=[],
                       tool_layout=layout, schema_errors=errors)


def hook_for(problem: Any, *, tools: Any = None, tool_choice: Any = None, response_format: Any = None,
             parallel_tool_calls: bool = True, native_episodes: bool = False) -> ToolHook | None:
    """None for an ordinary call; else the :class:`ToolHook` of this call (arguments checked here).
    ``native_episodes``: ``Settings(episode_layout="native")``."""
    if tools is None and tool_choice is None and response_format is None and not _has_tool_messages(problem):
        return None
    request = normalize_request(tools, tool_choice, response_format, parallel_tool_calls=parallel_tool_calls)
    if not isinstance(problem, (list, tuple)):
        if not isinstance(problem, str):
            raise InputError(f"problem must be a str or a list of messages, got {type(problem).__name__}")
        problem = [{"role": "user", "content": problem}]
    check_messages(problem)  # bad messages fail here, before any work
    before = sum(len(m.get("tool_calls") or ()) for m in problem if isinstance(m, dict) and m.get("role") == "assistant")
    return ToolHook(request, tuple(problem), before, native_episodes)
