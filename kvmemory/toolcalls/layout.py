"""How tools, tool calls and tool results are laid out as text, and the one JSON answer shape.

This module owns rendering for :mod:`kvmemory.toolcalls`. Where the tokenizer's chat template has its
own tool-call format (:mod:`~kvmemory.toolcalls.native`, layout ``native-tools/1``), a request that offers
tools and asks no ``response_format`` is laid out by the template alone and this module is not involved.
Otherwise, where the template renders ``tools=`` itself (:func:`supports_tools`: render a probe tool, look
for its name), the template lists the functions (``native``) and the block below keeps only its
answer-shape lines. Everywhere else (the default SmolLM2 template renders role and content only) the
generic layout below is used whole, so every chat model can call tools. Either way the model answers in
the one JSON answer shape, which :mod:`~kvmemory.toolcalls.constrain` enforces token by token and
:mod:`~kvmemory.toolcalls.parse` reads back.

The generic layout, version ``kvmemory-tools/1`` (:data:`TOOLS_LAYOUT_VERSION`)
-------------------------------------------------------------------------------

* **Tool block.** Appended to the first system message after a blank line (a system message holding
  only the block is put first when there is none; a template's default system prompt then no longer
  applies)::

      # Tools (kvmemory-tools/1)
      You can call these functions. Each line is one function as JSON:
      {"description":"...","name":"get_weather","parameters":{...}}
      To call functions, reply with only: {"tool_calls":[{"name":"<function name>","arguments":{<arguments>}}]}
      To reply in text instead, reply with only: {"content":"<your reply>"}

  ``tool_choice="required"`` says ``You must call at least one function.`` and drops the text line; a
  named function says ``Call the function NAME.`` and offers only that one. With a
  ``response_format`` the content line reads ``{"content":<JSON matching the reply schema>}`` and a
  ``Reply schema: {...}`` line follows.
* **Reply-format block** (a ``response_format`` and no tool offered)::

      # Reply format (kvmemory-tools/1)
      Reply with only a JSON object matching this JSON schema: {...}

  (``json_object``: ``Reply with only a JSON object.``). The reply is then the JSON value itself.
* **The answer shape.** ``{"tool_calls":[{"name":...,"arguments":{...}}, ...]}`` or, when text is
  allowed, ``{"content":...}``. :func:`answer_schema` is that shape as a JSON schema.
* **History.** An assistant turn with ``tool_calls`` is rendered as its calls in the answer shape (its
  text content, if any, is not rendered); when tools are offered, a plain assistant reply is rendered
  as ``{"content":"..."}``. Consecutive ``role: "tool"`` messages become one user turn
  ``{"tool_results":[{"content":"...","name":"...","tool_call_id":"..."}]}`` (the name is found from
  the call with that id), so templates that insist on alternating turns accept it.
* **Bytes.** All JSON is written by :func:`~kvmemory.toolcalls.spec.dumps` (sorted keys, separators
  ``,`` and ``:``, non-ASCII kept), except the answer shape's own keys, which keep the order shown
  (``name`` before ``arguments``, so the model picks the function first). Property order inside
  arguments is sorted in the constraint too, so a decoded call and its rendering in history are the
  same bytes. Same input, same bytes.
* **The constraint** (:func:`answer_schema`; not prompt bytes). Arguments admit only the parameters a
  function declares unless its schema asks for more (:func:`strict_schema`), and a text reply may not
  begin with ``{``, ``[``, ``<`` or a blank (:data:`TEXT_CONTENT`), so a model cannot open
  ``{"content":`` and write its call inside the string.
"""

from __future__ import annotations

import json
from typing import Any, Sequence

from ..errors import InputError
from ..messages import message_role, message_text
from .native import native_format, native_messages
from .schemas import hoist as _hoist, sorted_schema, strict_schema
from .spec import Tool, ToolRequest, dumps

__all__ = ["TOOLS_LAYOUT_VERSION", "answer_schema", "supports_tools", "check_messages", "plain_messages",
           "render", "calls_text", "content_text", "tool_block", "sorted_schema", "strict_schema", "TEXT_CONTENT"]

TOOLS_LAYOUT_VERSION = "kvmemory-tools/1"
_PROBE = "kvmemory_probe_tool"
_ROLES = ("system", "user", "assistant", "tool")
#: A text reply in the answer shape: it may not open like a call (``{``, ``[``, ``<``, or blank first), so a
#: model cannot open ``{"content":`` and write its call inside the string.
TEXT_CONTENT = {"type": "string", "pattern": "^[^\\s{\\[<]"}


# -- the answer shape ------------------------------------------------------------------------------

def _call_schema(tool: Tool, defs: dict) -> dict:
    return {"type": "object",
            "properties": {"name": {"const": tool.name},
                           "arguments": _hoist(sorted_schema(strict_schema(tool.enforced)), tool.name, defs)},
            "required": ["name", "arguments"], "additionalProperties": False}


def answer_schema(request: ToolRequest) -> dict | None:
    """The JSON schema of the reply (see the module docstring), or None when the reply is plain text."""
    offered = request.offered
    rf = request.response_format
    if not offered:
        return sorted_schema(rf.enforced) if rf is not None else None
    defs: dict = {}
    calls = [_call_schema(t, defs) for t in offered]
    array = {"type": "array", "items": calls[0] if len(calls) == 1 else {"anyOf": calls}, "minItems": 1}
    if request.tool_choice.mode == "function" or not request.parallel_tool_calls:
        array["maxItems"] = 1
    shapes = [{"type": "object", "properties": {"tool_calls": array}, "required": ["tool_calls"],
               "additionalProperties": False}]
    if request.tool_choice.mode == "auto":
        content = _hoist(sorted_schema(rf.enforced), "response", defs) if rf is not None else TEXT_CONTENT
        shapes.append({"type": "object", "properties": {"content": content}, "required": ["content"],
                       "additionalProperties": False})
    schema = shapes[0] if len(shapes) == 1 else {"anyOf": shapes}
    if defs:
        schema = {**schema, "$defs": defs}
    return schema


def calls_text(calls: Sequence[tuple[str, dict]]) -> str:
    """``[(name, arguments), ...]`` in the answer shape, byte for byte as the constraint decodes it."""
    inner = ",".join('{"name":' + dumps(name) + ',"arguments":' + dumps(args) + "}" for name, args in calls)
    return '{"tool_calls":[' + inner + "]}"


def content_text(content: Any) -> str:
    """A text (or structured) reply in the answer shape."""
    return '{"content":' + dumps(content) + "}"


# -- messages --------------------------------------------------------------------------------------

def _arguments(i: int, k: int, raw: Any) -> dict:
    if isinstance(raw, str):
        try:
            raw = json.loads(raw) if raw.strip() else {}
        except json.JSONDecodeError as exc:
            raise InputError(f"message {i} tool_calls[{k}].function.arguments is not valid JSON text: {exc}; "
                             "pass a JSON object string or a dict") from exc
    if not isinstance(raw, dict):
        raise InputError(f"message {i} tool_calls[{k}].function.arguments must be a JSON object, got {type(raw).__name__}")
    return raw


def check_messages(messages: Any) -> list[dict]:
    """Chat messages checked and normalised: roles ``system``/``user``/``assistant``/``tool`` (``developer`` read
    as ``system``), content text or a list of text parts (:mod:`kvmemory.messages`); an assistant
    turn may hold ``tool_calls`` (OpenAI form; ``arguments`` as JSON text or a dict, returned as a dict)
    and ``content`` None; a tool turn has text ``content`` and usually a ``tool_call_id``."""
    if isinstance(messages, (str, bytes)) or not isinstance(messages, Sequence):
        raise InputError("messages must be a list of {'role', 'content'} dicts")
    out = []
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or "role" not in m:
            raise InputError(f"message {i} must be a dict with 'role' and 'content', got {m!r:.80}")
        role = message_role(m["role"])
        if role not in _ROLES:
            raise InputError(f"message {i} has role {role!r}; use 'system', 'user', 'assistant' or 'tool'")
        content = message_text(m.get("content"), i)
        calls = m.get("tool_calls") or []
        if role == "assistant" and calls:
            if not isinstance(calls, (list, tuple)):
                raise InputError(f"message {i} tool_calls must be a list of "
                                 "{'id', 'type': 'function', 'function': {'name', 'arguments'}}")
            norm = []
            for k, c in enumerate(calls):
                fn = c.get("function") if isinstance(c, dict) else None
                if not isinstance(fn, dict) or not isinstance(fn.get("name"), str):
                    raise InputError(f"message {i} tool_calls[{k}] must be "
                                     "{'id': ..., 'type': 'function', 'function': {'name': ..., 'arguments': ...}}")
                norm.append({"id": str(c.get("id") or ""), "name": fn["name"],
                             "arguments": _arguments(i, k, fn.get("arguments", {}))})
            if content is not None and not isinstance(content, str):
                raise InputError(f"message {i} content must be text or None, got {type(content).__name__}")
            out.append({"role": "assistant", "content": content or "", "tool_calls": norm})
            continue
        if "tool_calls" in m and m["tool_calls"] and role != "assistant":
            raise InputError(f"message {i} has tool_calls but role {role!r}: only assistant turns hold tool calls")
        if not isinstance(content, str):
            raise InputError(f"message {i} content must be text, got {type(content).__name__}")
        msg = {"role": role, "content": content}
        if role == "tool":
            call_id = m.get("tool_call_id")
            if call_id is not None and not isinstance(call_id, str):
                raise InputError(f"message {i} tool_call_id must be text (the id of the call it answers)")
            msg["tool_call_id"] = call_id or ""
            if isinstance(m.get("name"), str):
                msg["name"] = m["name"]
        out.append(msg)
    return out


def tool_block(request: ToolRequest, *, listed: bool = True) -> str:
    """The generic layout's system-turn block for ``request`` ("" when nothing is offered or constrained).
    ``listed=False``: without the functions themselves (the chat template lists them, ``native``)."""
    offered, rf = request.offered, request.response_format
    reply_schema = dumps(sorted_schema(rf.json_schema())) if rf is not None and rf.schema is not None else None
    if not offered:
        if rf is None:
            return ""
        line = (f"Reply with only a JSON object matching this JSON schema: {reply_schema}" if reply_schema
                else "Reply with only a JSON object.")
        return f"# Reply format ({TOOLS_LAYOUT_VERSION})\n{line}"
    lines = [f"# Tools ({TOOLS_LAYOUT_VERSION})"]
    if listed:
        lines.append("You can call these functions. Each line is one function as JSON:")
        lines += [dumps({"description": t.description, "name": t.name, "parameters": t.parameters}) for t in offered]
    mode = request.tool_choice.mode
    shape = '{"tool_calls":[{"name":"<function name>","arguments":{<arguments>}}]}'
    if mode == "function":
        name = request.tool_choice.name
        lines.append(f"Call the function {name}. Reply with only: " + '{"tool_calls":[{"name":' + dumps(name)
                     + ',"arguments":{<arguments>}}]}')
    elif mode == "required":
        lines.append(f"You must call at least one function. Reply with only: {shape}")
    else:
        lines.append(f"To call functions, reply with only: {shape}")
        if rf is None:
            lines.append('To reply in text instead, reply with only: {"content":"<your reply>"}')
        else:
            lines.append('To reply instead, reply with only: {"content":<JSON matching the reply schema>}')
            lines.append(f"Reply schema: {reply_schema or dumps({'type': 'object'})}")
    return "\n".join(lines)


def _with_block(messages: list[dict], block: str) -> list[dict]:
    if not block:
        return messages
    for k, m in enumerate(messages):
        if m["role"] == "system":
            text = f"{m['content']}\n\n{block}" if m["content"] else block
            return messages[:k] + [{**m, "content": text}] + messages[k + 1:]
    return [{"role": "system", "content": block}] + messages


def plain_messages(messages: Any, request: ToolRequest, *, native: bool = False) -> list[dict]:
    """The conversation in the generic layout as plain ``{"role", "content"}`` messages (roles system,
    user, assistant only), ready for any chat template. ``native``: the chat template lists the offered
    functions itself (its ``tools=``), so the system block keeps only the answer-shape lines."""
    msgs = check_messages(messages)
    names = {c["id"]: c["name"] for m in msgs for c in m.get("tool_calls", ()) if c["id"]}
    shaped = bool(request.offered)
    out: list[dict] = []
    results: list[dict] = []

    def flush():
        if results:
            out.append({"role": "user", "content": dumps({"tool_results": list(results)})})
            results.clear()

    for m in msgs:
        if m["role"] == "tool":
            results.append({"content": m["content"], "name": m.get("name") or names.get(m["tool_call_id"], ""),
                            "tool_call_id": m["tool_call_id"]})
            continue
        flush()
        if m["role"] == "assistant" and m.get("tool_calls"):
            out.append({"role": "assistant", "content": calls_text([(c["name"], c["arguments"]) for c in m["tool_calls"]])})
        elif m["role"] == "assistant" and shaped:
            out.append({"role": "assistant", "content": content_text(m["content"])})
        else:
            out.append({"role": m["role"], "content": m["content"]})
    flush()
    return _with_block(out, tool_block(request, listed=not native))


def _native_messages(messages: Any, request: ToolRequest) -> list[dict]:
    """Messages in Hugging Face's tool form (arguments as dicts) with the answer-shape lines in the system turn."""
    out = []
    for m in check_messages(messages):
        if m.get("tool_calls"):
            out.append({"role": "assistant", "content": m["content"],
                        "tool_calls": [{"id": c["id"], "type": "function",
                                        "function": {"name": c["name"], "arguments": c["arguments"]}}
                                       for c in m["tool_calls"]]})
        else:
            out.append(dict(m))
    return _with_block(out, tool_block(request, listed=False))  # the template lists the tools


_NATIVE: dict[int, tuple[Any, bool]] = {}


def supports_tools(tokenizer) -> bool:
    """True when ``tokenizer``'s chat template renders ``tools=`` (a probe tool's name appears in the text)."""
    key = id(tokenizer)
    hit = _NATIVE.get(key)
    if hit is not None and hit[0] is tokenizer:
        return hit[1]
    ok = False
    if getattr(tokenizer, "chat_template", None):
        probe = {"type": "function", "function": {"name": _PROBE, "description": "probe",
                                                  "parameters": {"type": "object", "properties": {}}}}
        try:
            text = tokenizer.apply_chat_template([{"role": "user", "content": "hi"}], tools=[probe], tokenize=False,
                                                 add_generation_prompt=True)
            ok = isinstance(text, str) and _PROBE in text
        except Exception:  # a template that raises on tools (or on anything) does not support them
            ok = False
    _NATIVE[key] = (tokenizer, ok)
    return ok


def render(tokenizer, messages: Any, request: ToolRequest, *, generation_prompt: bool = True,
           native: bool | None = None) -> str:
    """The prompt text: the template alone in its own tool format where it has one
    (:mod:`~kvmemory.toolcalls.native`, ``native-tools/1``: functions offered, no ``response_format``), else
    the tokenizer's own tool listing with the answer-shape lines when it renders ``tools=`` (``native`` None:
    detect), else the generic layout through the tokenizer's chat template."""
    if not getattr(tokenizer, "chat_template", None):
        raise InputError("tool calls and response formats need a tokenizer with a chat template "
                         "(tokenizer.chat_template); set one, or use a chat model")
    use_native = supports_tools(tokenizer) if native is None else native
    if use_native and request.offered and request.response_format is None and (fmt := native_format(tokenizer)):
        lowered = native_messages(check_messages(messages), request, tokenizer, fmt)
        if lowered is not None:
            tools = [t.to_openai() for t in request.offered]
            return tokenizer.apply_chat_template(lowered[1], tools=tools, tokenize=False,
                                                 add_generation_prompt=generation_prompt)
    if use_native and request.tools:
        msgs = _native_messages(messages, request)
        tools = [t.to_openai() for t in request.offered] or None
        return tokenizer.apply_chat_template(msgs, tools=tools, tokenize=False, add_generation_prompt=generation_prompt)
    return tokenizer.apply_chat_template(plain_messages(messages, request), tokenize=False,
                                         add_generation_prompt=generation_prompt)
