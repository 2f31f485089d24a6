"""Reading a decoded reply back: tool calls with parsed, schema-checked arguments, or content.

This module owns the answer side of :mod:`kvmemory.toolcalls`. :func:`parse` takes the text decoded
under the constraint of :func:`~kvmemory.toolcalls.layout.answer_schema` and returns a :class:`Parsed`:

* ``{"tool_calls": [...]}`` -> ``tool_calls`` (:class:`~kvmemory.toolcalls.spec.ToolCall`, each one's
  arguments validated again with ``jsonschema`` against its tool's ``parameters``) and finish
  ``"tool_calls"``;
* ``{"content": ...}`` -> ``content`` (text; a structured reply as its JSON text) and finish ``"stop"``;
* with a ``response_format`` and no tool offered, the reply is the JSON value itself: ``content`` is
  that text, validated against the format's schema.

Call ids are deterministic (:func:`call_id`): ``call_`` and the first 24 hex digits of the SHA-256 of
the call's index, name and canonical arguments, so the same reply always carries the same ids. The index
counts the conversation's calls so far (``first_index``), so a call repeated word for word in a later turn
gets a new id (clients such as the OpenAI Agents SDK drop a call whose id they have seen), and a replayed
stored step carries the id the same step gets when decoded.

A reply that does not parse raises :class:`~kvmemory.errors.InputError`: under the constraint that happens
only when decoding was cut by ``max_new_tokens`` before the JSON closed. A reply that parses but breaks a keyword
the constraint could not enforce (``uniqueItems``, ``not``, ...: :attr:`~kvmemory.toolcalls.spec.Tool.relaxed`)
is returned as decoded, each breach named in ``Parsed.schema_errors``: the model erred, not the caller, and an
agent's tool that checks its arguments answers it, as with any model.

A reply of several calls ends where a call repeats an earlier call of the same reply (:func:`end_repeats`, the
generic layout's counterpart of the native layout's stop on a repeated block): a small model that has written the
calls due otherwise writes them again and again until the budget cuts the reply. :func:`parse` reads such a reply
as the calls before the repeat.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from ..errors import InputError
from .spec import ToolCall, ToolRequest, dumps

__all__ = ["Parsed", "parse", "call_id", "validate", "schema_error", "end_repeats", "repeat_cut"]

_CALLS_OPEN = '{"tool_calls":['  # how the constraint opens a reply of calls (layout.calls_text)


@dataclass(frozen=True)
class Parsed:
    """What the reply says: ``tool_calls`` (may be empty), ``content`` (None when it called tools) and
    ``finish`` (``"tool_calls"`` or ``"stop"``). ``schema_errors``: where a call's arguments (or a
    ``response_format`` reply) break a keyword the constraint could not enforce (:attr:`Tool.relaxed`), one
    message each; the calls are kept as decoded (an agent's tool checks its arguments and answers the model)."""

    tool_calls: tuple[ToolCall, ...]
    content: str | None
    finish: str
    schema_errors: tuple[str, ...] = ()

    def __post_init__(self):   # the readers pass one schema_error() per value checked, None where it held
        object.__setattr__(self, "schema_errors", tuple(e for e in self.schema_errors if e is not None))


def call_id(name: str, arguments: dict, index: int) -> str:
    """``call_`` + 24 hex digits of SHA-256 over ``index``, ``name`` and the canonical arguments."""
    digest = hashlib.sha256(f"{index}\n{name}\n{dumps(arguments)}".encode()).hexdigest()
    return f"call_{digest[:24]}"


def schema_error(value, schema: dict, what: str) -> str | None:
    """Why ``value`` is not valid against ``schema`` (jsonschema, the schema's own draft; the place and the message,
    led by ``what``), or None when it is."""
    import jsonschema

    validator = jsonschema.validators.validator_for(schema)(schema)
    error = jsonschema.exceptions.best_match(validator.iter_errors(value))
    if error is None:
        return None
    where = "/".join(map(str, error.absolute_path)) or "the top"
    return f"{what} does not match its schema at {where}: {error.message}"


def validate(value, schema: dict, what: str) -> None:
    """InputError unless ``value`` is valid against ``schema`` (:func:`schema_error`)."""
    if (error := schema_error(value, schema, what)) is not None:
        raise InputError(error)


def _loads(text: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"the reply is not complete JSON ({exc.msg} at character {exc.pos}): it was cut before "
                         f"it closed; raise max_new_tokens. Reply so far: {text[:120]!r}") from exc


def parse(text: str, request: ToolRequest, *, first_index: int = 0) -> Parsed:
    """The reply ``text`` read back under ``request`` (see the module docstring); its calls' ids count on from
    ``first_index``, the calls already in the conversation."""
    rf = request.response_format
    if not request.offered:
        if rf is None:
            return Parsed((), text, "stop")
        return Parsed((), text, "stop", (schema_error(_loads(text), rf.json_schema(), "the reply"),))
    cut = repeat_cut(text)
    value = _loads(text if cut is None else cut)
    if not isinstance(value, dict) or len(value) != 1 or not ({"tool_calls", "content"} & set(value)):
        raise InputError(f"the reply is not in the answer shape ({{'tool_calls': [...]}} or {{'content': ...}}): {text[:120]!r}")
    if "content" in value:
        if request.tool_choice.mode != "auto":
            raise InputError(f"tool_choice={request.tool_choice.to_openai()!r} asks for a call but the reply is text")
        content = value["content"]
        if rf is not None:
            return Parsed((), dumps(content), "stop", (schema_error(content, rf.json_schema(), "the reply"),))
        if not isinstance(content, str):
            raise InputError(f"the reply's content must be text, got {type(content).__name__}")
        return Parsed((), content, "stop")
    calls = value["tool_calls"]
    if not isinstance(calls, list) or not calls:
        raise InputError("the reply's tool_calls must be a non-empty list")
    offered = {t.name: t for t in request.offered}
    out, errors = [], []
    for k, call in enumerate(calls):
        if not isinstance(call, dict) or set(call) != {"name", "arguments"}:
            raise InputError(f"tool_calls[{k}] must be {{'name': ..., 'arguments': {{...}}}}, got {call!r:.120}")
        tool = offered.get(call["name"])
        if tool is None:
            raise InputError(f"tool_calls[{k}] calls {call['name']!r}, which is not offered "
                             f"({', '.join(offered)})")
        if not isinstance(call["arguments"], dict):
            raise InputError(f"tool_calls[{k}].arguments must be an object")
        errors.append(schema_error(call["arguments"], tool.parameters,
                                   f"the arguments of {tool.name} (tool_calls[{k}])"))
        out.append(ToolCall(call_id(tool.name, call["arguments"], first_index + k), tool.name, call["arguments"]))
    return Parsed(tuple(out), None, "tool_calls", tuple(errors))


def repeat_cut(text: str) -> str | None:
    """The reply closed before its last complete call, when ``text`` is a reply of calls, still open, whose last
    complete call equals an earlier call of the same reply (whatever part of the next call follows it: one token may
    close a call and open the next), as :func:`end_repeats` stops it; else None."""
    if not text.startswith(_CALLS_OPEN):
        return None
    decoder = json.JSONDecoder()
    pos, keys, ends = len(_CALLS_OPEN), [], []
    while True:
        try:
            value, end = decoder.raw_decode(text, pos)
        except json.JSONDecodeError:
            break                      # nothing more, or a call not complete yet
        keys.append(json.dumps(value, sort_keys=True))
        ends.append(end)
        if text.startswith(",", end):
            pos = end + 1
        elif end == len(text):
            break
        else:
            return None                # the array closed: a complete reply
    if len(keys) > 1 and keys[-1] in keys[:-1]:
        return text[: ends[-2]] + "]}"
    return None


def end_repeats(process, tokenizer, eos_token_id: int):
    """``process`` (a ``logits_processor``) that ends a reply of calls in the generic layout once a call repeats an
    earlier call of the same reply: only the end-of-turn token may follow, and :func:`parse` drops the repeat."""
    def wrapped(ids, logits):
        out = process(ids, logits)
        if ids and repeat_cut(tokenizer.decode(ids, skip_special_tokens=True)) is not None:
            out = out.clone()
            out.fill_(float("-inf"))
            out[..., eos_token_id] = 0.0
        return out

    return wrapped
