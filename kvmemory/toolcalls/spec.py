"""What a tool-calling or structured-output request asks for: ``tools``, ``tool_choice``, ``response_format``.

This module owns the request side of :mod:`kvmemory.toolcalls`: it checks and normalises the three
OpenAI-style arguments once, into frozen values the layout, the constraint and the parser share, and
it defines :class:`ToolCall`, what a decoded call is.

* ``tools``: a list of function specs, ``{"type": "function", "function": {"name", "description",
  "parameters"}}``. ``name`` matches ``^[A-Za-z0-9_-]{1,64}$`` and is unique; ``parameters`` is a JSON
  schema of an object (missing: no arguments).
* ``tool_choice``: ``"auto"`` (the model calls tools or replies in text), ``"required"`` (at least one
  call), ``"none"`` (no call; tools are not offered) or ``{"type": "function", "function": {"name": ...}}``
  (exactly one call of that tool). Default: ``"auto"`` with tools, ``"none"`` without.
* ``response_format``: ``{"type": "text"}`` (plain), ``{"type": "json_object"}`` (any JSON object) or
  ``{"type": "json_schema", "json_schema": {"name", "schema", "strict"}}``.

Every malformed value raises :class:`~kvmemory.errors.InputError` with a message that says the fix.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from typing import Any

from ..errors import InputError
from .schemas import enforceable

__all__ = ["Tool", "ToolChoice", "ResponseFormat", "ToolCall", "ToolRequest", "normalize_request",
           "normalize_tools", "normalize_tool_choice", "normalize_response_format", "dumps", "check_schema",
           "TOOL_NAME"]

#: A function's name: what MCP allows (1-128 ASCII letters, digits, ``_``, ``-`` and ``.``; OpenAI's API takes the
#: same without the dot, up to 64).
TOOL_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,128}$")
_TOOL_SHAPE = '{"type": "function", "function": {"name": ..., "description": ..., "parameters": {JSON schema}}}'
_CHOICES = ("auto", "required", "none")
_NO_ARGUMENTS = {"type": "object", "properties": {}}


def dumps(value: Any) -> str:
    """Deterministic JSON text: sorted keys, no spaces, non-ASCII kept (the bytes every layout uses)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def check_schema(schema: Any, what: str) -> dict:
    """``schema`` if it is a valid JSON schema (a dict; checked with ``jsonschema``), else InputError."""
    if not isinstance(schema, dict):
        raise InputError(f"{what} must be a JSON schema (a dict such as {{'type': 'object', 'properties': {{...}}}}), "
                         f"got {type(schema).__name__}")
    try:
        text = dumps(schema)
    except (TypeError, ValueError) as exc:
        raise InputError(f"{what} must be JSON-serialisable (plain dicts, lists, strings, numbers): {exc}") from exc
    error = _schema_error(text)
    if error is not None:
        raise InputError(f"{what} is not a valid JSON schema: {error}; fix the schema")
    return schema


@functools.lru_cache(maxsize=4096)
def _schema_error(text: str) -> str | None:
    """Why the schema whose canonical JSON is ``text`` is not a valid JSON schema, or None. Cached by content:
    an agent sends the same tools with every request (a BFCL multi-turn step checked each 4-5 times, 0.45 s
    of a 0.63 s replayed step before the cache)."""
    import jsonschema

    schema = json.loads(text)
    try:
        jsonschema.validators.validator_for(schema).check_schema(schema)
    except jsonschema.SchemaError as exc:
        return f"{exc.message} (at {'/'.join(map(str, exc.path)) or 'the top'})"
    return None


@dataclass(frozen=True)
class Tool:
    """One function the model may call: ``name``, ``description`` and its ``parameters`` schema; ``strict``: every
    keyword of the schema must be enforced while decoding (OpenAI's ``"strict": true``), else a keyword the
    constraint cannot enforce is left to the check after decoding (:attr:`relaxed`)."""

    name: str
    description: str
    parameters: dict
    strict: bool = False

    @property
    def enforced(self) -> dict:
        """``parameters`` as the constraint enforces them (:func:`~kvmemory.toolcalls.schemas.enforceable`)."""
        return enforceable(self.parameters)[0]

    @property
    def relaxed(self) -> tuple[str, ...]:
        """The keywords of ``parameters`` the constraint leaves to the check after decoding (``()``: none)."""
        return enforceable(self.parameters)[1]

    def to_openai(self) -> dict:
        """The spec the chat template renders (``strict`` directs the decoding and is not shown to the model, so a
        strict tool is laid out as the same tool without it)."""
        return {"type": "function", "function": {"name": self.name, "description": self.description,
                                                 "parameters": self.parameters}}


@dataclass(frozen=True)
class ToolChoice:
    """``mode`` is ``"auto"``, ``"required"``, ``"none"`` or ``"function"`` (then ``name`` is the tool)."""

    mode: str
    name: str | None = None

    def to_openai(self):
        return {"type": "function", "function": {"name": self.name}} if self.mode == "function" else self.mode


@dataclass(frozen=True)
class ResponseFormat:
    """``type`` is ``"json_object"`` (``schema`` None: any object) or ``"json_schema"`` (``schema`` set)."""

    type: str
    name: str | None = None
    schema: dict | None = None
    strict: bool = False

    def json_schema(self) -> dict:
        """The schema the reply must match (``{"type": "object"}`` for ``json_object``)."""
        return self.schema if self.schema is not None else {"type": "object"}

    @property
    def enforced(self) -> dict:
        """:meth:`json_schema` as the constraint enforces it (:func:`~kvmemory.toolcalls.schemas.enforceable`)."""
        return enforceable(self.json_schema())[0]

    @property
    def relaxed(self) -> tuple[str, ...]:
        """The keywords of the schema the constraint leaves to the check after decoding (``()``: none)."""
        return enforceable(self.json_schema())[1]


@dataclass(frozen=True)
class ToolCall:
    """A decoded call: ``id`` (deterministic, see :func:`kvmemory.toolcalls.parse.call_id`), ``name`` and
    the parsed ``arguments`` (already valid against the tool's parameters)."""

    id: str
    name: str
    arguments: dict

    def to_openai(self) -> dict:
        """The OpenAI chat-completions shape (``arguments`` as JSON text)."""
        return {"id": self.id, "type": "function",
                "function": {"name": self.name, "arguments": dumps(self.arguments)}}


@dataclass(frozen=True)
class ToolRequest:
    """The normalised request: ``tools``, ``tool_choice``, ``response_format`` and ``parallel_tool_calls``."""

    tools: tuple[Tool, ...] = ()
    tool_choice: ToolChoice = ToolChoice("none")
    response_format: ResponseFormat | None = None
    parallel_tool_calls: bool = True

    @property
    def offered(self) -> tuple[Tool, ...]:
        """The tools the model may call now: all (``auto``, ``required``), one (a named function) or none."""
        if self.tool_choice.mode == "none":
            return ()
        if self.tool_choice.mode == "function":
            return tuple(t for t in self.tools if t.name == self.tool_choice.name)
        return self.tools

    @property
    def constrained(self) -> bool:
        """True when the reply is decoded under a JSON constraint (tools offered, or a JSON response format)."""
        return bool(self.offered) or self.response_format is not None

    def tool(self, name: str) -> Tool | None:
        return next((t for t in self.tools if t.name == name), None)


def _tool(i: int, spec: Any) -> Tool:
    if not isinstance(spec, dict) or spec.get("type") != "function" or not isinstance(spec.get("function"), dict):
        raise InputError(f"tools[{i}] must be {_TOOL_SHAPE}, got {spec!r:.120}")
    fn = spec["function"]
    name = fn.get("name")
    if not isinstance(name, str) or not TOOL_NAME.match(name):
        raise InputError(f"tools[{i}].function.name must be 1-128 letters, digits, '_', '-' or '.', got {name!r:.80}")
    description = fn.get("description", "")
    if not isinstance(description, str):
        raise InputError(f"tools[{i}].function.description must be text, got {type(description).__name__}")
    parameters = fn.get("parameters", _NO_ARGUMENTS)
    check_schema(parameters, f"tools[{i}].function.parameters ({name})")
    if parameters.get("type", "object") != "object":
        raise InputError(f"tools[{i}].function.parameters ({name}) must describe an object "
                         f"(type 'object' with 'properties'), got type {parameters.get('type')!r}")
    strict = fn.get("strict", False)
    if not isinstance(strict, bool):
        raise InputError(f"tools[{i}].function.strict must be true or false, got {strict!r:.40}")
    tool = Tool(name, description, dict(parameters), strict)
    _enforce(tool.relaxed, strict, f"tools[{i}].function.parameters ({name})")
    return tool


def _enforce(relaxed: tuple[str, ...], strict: bool, what: str) -> None:
    """InputError where a strict schema has keywords the constraint cannot enforce (compiles it, once per schema)."""
    if strict and relaxed:
        it, it_is = ("them", "they are") if len(relaxed) > 1 else ("it", "it is")
        raise InputError(f"{what} is strict, but the constraint cannot enforce {', '.join(relaxed)}: remove {it}, "
                         f"or set strict to false ({it_is} then checked after decoding)")


def normalize_tools(tools: Any) -> tuple[Tool, ...]:
    """``tools`` as :class:`Tool` values (None or [] -> ``()``)."""
    if tools is None:
        return ()
    if isinstance(tools, (str, bytes, dict)) or not isinstance(tools, (list, tuple)):
        raise InputError(f"tools must be a list of {_TOOL_SHAPE}, got {type(tools).__name__}")
    out = tuple(_tool(i, spec) for i, spec in enumerate(tools))
    seen: set[str] = set()
    for t in out:
        if t.name in seen:
            raise InputError(f"two tools are named {t.name!r}: give each tool a unique name")
        seen.add(t.name)
    return out


def normalize_tool_choice(tool_choice: Any, tools: tuple[Tool, ...]) -> ToolChoice:
    """``tool_choice`` as a :class:`ToolChoice`, checked against ``tools``."""
    if tool_choice is None:
        return ToolChoice("auto" if tools else "none")
    if isinstance(tool_choice, str):
        if tool_choice not in _CHOICES:
            raise InputError(f"tool_choice must be 'auto', 'required', 'none' or "
                             f"{{'type': 'function', 'function': {{'name': ...}}}}, got {tool_choice!r:.80}")
        if tool_choice == "required" and not tools:
            raise InputError("tool_choice='required' needs tools: pass tools=[...] or use tool_choice='auto'")
        return ToolChoice(tool_choice)
    fn = tool_choice.get("function") if isinstance(tool_choice, dict) and tool_choice.get("type") == "function" else None
    name = fn.get("name") if isinstance(fn, dict) else None
    if not isinstance(name, str):
        raise InputError(f"tool_choice must be 'auto', 'required', 'none' or "
                         f"{{'type': 'function', 'function': {{'name': ...}}}}, got {tool_choice!r:.120}")
    if name not in {t.name for t in tools}:
        raise InputError(f"tool_choice names {name!r}, which is not in tools "
                         f"({', '.join(t.name for t in tools) or 'none given'}): add it to tools or fix the name")
    return ToolChoice("function", name)


def normalize_response_format(response_format: Any) -> ResponseFormat | None:
    """``response_format`` as a :class:`ResponseFormat`; None (or ``{"type": "text"}``) is plain text."""
    if response_format is None:
        return None
    kind = response_format.get("type") if isinstance(response_format, dict) else None
    if kind == "text":
        return None
    if kind == "json_object":
        return ResponseFormat("json_object")
    if kind == "json_schema":
        spec = response_format.get("json_schema")
        if not isinstance(spec, dict) or "schema" not in spec:
            raise InputError("response_format {'type': 'json_schema'} needs 'json_schema': "
                             "{'name': ..., 'schema': {JSON schema}, 'strict': true}")
        name = spec.get("name", "response")
        if not isinstance(name, str) or not TOOL_NAME.match(name):
            raise InputError(f"response_format.json_schema.name must be 1-128 letters, digits, '_', '-' or '.', got {name!r:.80}")
        schema = check_schema(spec["schema"], "response_format.json_schema.schema")
        out = ResponseFormat("json_schema", name, dict(schema), bool(spec.get("strict", False)))
        _enforce(out.relaxed, out.strict, "response_format.json_schema.schema")
        return out
    raise InputError("response_format must be {'type': 'text'}, {'type': 'json_object'} or "
                     f"{{'type': 'json_schema', 'json_schema': {{'name', 'schema', 'strict'}}}}, got {response_format!r:.120}")


def normalize_request(tools: Any = None, tool_choice: Any = None, response_format: Any = None, *,
                      parallel_tool_calls: bool = True) -> ToolRequest:
    """All three arguments checked and normalised into one :class:`ToolRequest`."""
    norm = normalize_tools(tools)
    return ToolRequest(norm, normalize_tool_choice(tool_choice, norm), normalize_response_format(response_format),
                       bool(parallel_tool_calls))
