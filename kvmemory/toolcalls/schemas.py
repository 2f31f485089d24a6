"""JSON-schema transforms shared by the tool layouts (:mod:`.layout`, :mod:`.native`).

* :func:`sorted_schema`: every ``properties`` mapping in sorted key order (the generic layout decodes
  arguments in sorted order, so they are the bytes :func:`~kvmemory.toolcalls.spec.dumps` writes).
* :func:`strict_schema`: objects admit only the properties they declare, unless the schema asks for more.
* :func:`hoist`: a schema's ``$defs`` moved under a prefix, so it can sit inside a larger schema.
* :func:`enforceable`: a schema less the keywords the constraint cannot enforce, and what they were.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

from ..errors import InputError

__all__ = ["sorted_schema", "strict_schema", "hoist", "enforceable", "BOUNDED_FORMATS"]

_DATA_KEYS = ("const", "enum", "default", "examples")


def sorted_schema(node: Any) -> Any:
    """A copy of a JSON schema with every ``properties`` mapping in sorted key order (values untouched)."""
    if isinstance(node, list):
        return [sorted_schema(x) for x in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "properties" and isinstance(value, dict):
            out[key] = {name: sorted_schema(value[name]) for name in sorted(value)}
        elif key in _DATA_KEYS:
            out[key] = value
        else:
            out[key] = sorted_schema(value)
    return out


def strict_schema(node: Any, *, close: bool = True) -> Any:
    """A copy of a JSON schema where every object that declares ``properties`` admits only those (an
    ``"additionalProperties": false`` is added where the schema says nothing about other keys), as strict
    function calling does. A schema that asks for more keeps it: an explicit ``additionalProperties``
    (true or a schema), ``patternProperties``, a ``required`` name it does not declare, and the branches of
    an ``allOf`` (closing one would refuse the others' properties)."""
    if isinstance(node, list):
        return [strict_schema(x) for x in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key in _DATA_KEYS or key == "not":
            out[key] = value
        elif key == "properties" and isinstance(value, dict):
            out[key] = {name: strict_schema(sub) for name, sub in value.items()}
        elif key == "allOf" and isinstance(value, list):
            out[key] = [strict_schema(x, close=False) for x in value]
        elif key in ("$defs", "definitions") and isinstance(value, dict):
            out[key] = {name: strict_schema(sub) for name, sub in value.items()}
        else:
            out[key] = strict_schema(value)
    props = node.get("properties")
    if (close and isinstance(props, dict) and "additionalProperties" not in node and "patternProperties" not in node
            and "allOf" not in node and set(node.get("required") or ()) <= set(props)):
        out["additionalProperties"] = False
    return out


def hoist(schema: dict, prefix: str, defs: dict) -> dict:
    """``schema`` with its ``$defs``/``definitions`` moved into ``defs`` under ``prefix__name``, refs rewritten,
    so it can sit inside the envelope (whose root is no longer its own). A ref to any other place in the schema (a
    JSON pointer such as ``#/properties/a``, or ``#`` itself for a recursive schema) gets the subschema it points
    at as a definition of its own, ``prefix__at0``, ``prefix__at1``, ... in the order the refs are met."""
    local = {**schema.get("definitions", {}), **schema.get("$defs", {})}
    body = {k: v for k, v in schema.items() if k not in ("$defs", "definitions", "$schema", "$id")}
    pointed: dict[str, str] = {}

    def at(pointer: str) -> str:
        """The definition that holds what ``pointer`` points at (made on first use; a cycle refers to itself)."""
        if pointer not in pointed:
            pointed[pointer] = name = f"{prefix}__at{len(pointed)}"
            defs[name] = fix(body if pointer == "#" else _point(schema, pointer, prefix))
        return pointed[pointer]

    def fix(node):
        if isinstance(node, list):
            return [fix(x) for x in node]
        if not isinstance(node, dict):
            return node
        out = {}
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                for base in ("#/$defs/", "#/definitions/"):
                    if value.startswith(base):
                        value = f"#/$defs/{prefix}__{value[len(base):]}"
                        break
                else:
                    if value != "#" and not value.startswith("#/"):
                        raise InputError(f"the schema of {prefix!r} uses $ref {value!r}; only refs inside the schema "
                                         "(#/$defs/NAME or a JSON pointer such as #/properties/NAME) are supported: "
                                         "inline the rest")
                    value = f"#/$defs/{at(value)}"
                out[key] = value
            elif key in _DATA_KEYS:
                out[key] = value
            else:
                out[key] = fix(value)
        return out

    for name, sub in local.items():
        defs[f"{prefix}__{name}"] = fix(sub)
    return fix(body)


def _point(schema: dict, pointer: str, prefix: str) -> Any:
    """What the JSON pointer ``pointer`` (``#/a/b``, RFC 6901 with URI escapes) points at in ``schema``."""
    from urllib.parse import unquote

    node: Any = schema
    for part in pointer[2:].split("/"):
        part = unquote(part).replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            raise InputError(f"the schema of {prefix!r} uses $ref {pointer!r}, which points at nothing in it: "
                             "fix the pointer")
    return node


#: Keys whose value maps names to subschemas (the names are data, the subschemas are schemas).
_NAMED = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_UNIMPLEMENTED = re.compile(r'Unimplemented keys: \[(.*)\]')
_FORMAT = re.compile(r'Unknown format: (.*?)(?: \(\d+ times\))?$')
#: llguidance's lenient warning where it enforces ``oneOf`` as ``anyOf``.
_ONE_OF = "oneOf not fully supported"


def enforceable(schema: dict) -> tuple[dict, tuple[str, ...]]:
    """``schema`` as the constraint can enforce it, and what had to be left out (``()``: nothing, and the schema
    is returned as given).

    llguidance enforces types, properties, required, items, enum, const, anyOf, numeric and length bounds,
    the common formats, ``pattern`` and ``$ref``. A valid schema may also use keywords it does not implement
    (``not``, ``if``/``then``/``else``, ``uniqueItems``, ``propertyNames``, ``dependentRequired``, ...), a
    ``format`` it does not know, or a ``pattern`` its regex engine refuses (look-around, back-references). Each of
    those is taken out of the copy the constraint compiles, where it stands, and a ``oneOf`` the constraint cannot
    decide is decoded as ``anyOf`` (one branch holds; that no other branch does is left to the check): the decoded
    reply still has every type, property and bound the rest of the schema gives, and the parser checks the whole reply against the
    schema as given (``jsonschema``; :mod:`.parse`), so a reply that breaks a left-out keyword is an error, never a
    silent pass (an unknown ``format`` is an annotation, as JSON Schema makes every format by default: it is not
    checked). A ``time`` or ``date-time`` format is decoded as :data:`BOUNDED_FORMATS`. A schema that still does
    not compile raises InputError. Cached by the schema's content: an agent sends the same tools with every
    request."""
    text = json.dumps(schema)             # key order kept: the native layout decodes properties in schema order
    out, relaxed = _enforceable(text)
    return (schema, relaxed) if out == text else (json.loads(out), relaxed)


@functools.lru_cache(maxsize=1024)
def _enforceable(text: str) -> tuple[str, tuple[str, ...]]:
    schema = _bounded(json.loads(text))
    if _compile(schema) == (None, []):    # compiles as it is: nothing to leave out
        return json.dumps(schema), ()
    relaxed: list[str] = []
    bad_patterns = {p for p in _values(schema, "pattern") if _compile({"type": "string", "pattern": p})[0]}
    relaxed += [f"pattern {p!r} (a regex feature the constraint's engine lacks)" for p in sorted(bad_patterns)]
    schema = _drop(schema, lambda key, value: key == "pattern" and value in bad_patterns)
    keys: set[str] = set()
    formats: set[str] = set()
    one_of = False
    for warning in _compile(schema, lenient=True)[1]:
        if (m := _UNIMPLEMENTED.search(warning)):
            keys.update(json.loads(f"[{m.group(1)}]"))
        elif (m := _FORMAT.search(warning)):
            formats.add(m.group(1).strip())
        elif warning.startswith(_ONE_OF):
            one_of = True
        else:
            relaxed.append(warning)
    relaxed += [f"{k!r}" for k in sorted(keys)] + [f"format {f!r}" for f in sorted(formats)]
    relaxed += ["'oneOf' (decoded as anyOf: that exactly one branch holds is checked after decoding)"] * one_of
    schema = _drop(schema, lambda key, value: key in keys or (key == "format" and value in formats))
    if one_of:
        schema = _walk(schema, then=lambda given, out: {("anyOf" if k == "oneOf" else k): v for k, v in out.items()})
    if (error := _compile(schema)[0]) is not None:
        raise InputError(f"the JSON schema cannot be enforced: {error}. Remove or rewrite the keyword it names "
                         "(llguidance supports type, properties, required, items, enum, const, anyOf, "
                         "minimum/maximum, minLength/maxLength, pattern, $defs/$ref)")
    return json.dumps(schema), tuple(relaxed)


_SECONDS = r"([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\.[0-9]{1,9})?([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])"
_DATE = r"[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
#: JSON Schema's ``time`` and ``date-time`` (RFC 3339) as the constraint decodes them: the same values, the second's
#: fraction at most nine digits (nanoseconds). llguidance's own format admits any number, and a small model that
#: wants to close the string after ``07:30:00`` (the offset RFC 3339 asks for comes next) writes ``.000...`` until
#: its budget ends (Qwen2.5-Coder-0.5B, 1,024 tokens, 165 s); bounded, it has to write the offset.
BOUNDED_FORMATS = {"time": f"^{_SECONDS}$", "date-time": f"^{_DATE}[Tt]{_SECONDS}$"}


def _bounded(node: Any) -> Any:
    """A copy of the schema ``node`` with each ``format`` of :data:`BOUNDED_FORMATS` that stands without a
    ``pattern`` written as its bounded pattern."""
    def bound(given: dict, out: dict) -> dict:
        if isinstance(given.get("format"), str) and given["format"] in BOUNDED_FORMATS and "pattern" not in given:
            return {("pattern" if key == "format" else key): (BOUNDED_FORMATS[value] if key == "format" else value)
                    for key, value in out.items()}
        return out

    return _walk(node, then=bound)


def _options(lenient: bool) -> dict:
    from .constrain import JSON_OPTIONS

    return {**JSON_OPTIONS, "lenient": lenient}


def _compile(schema: dict, *, lenient: bool = False) -> tuple[str | None, list[str]]:
    """``(why llguidance refuses schema or None, its warnings)``; ``lenient``: it skips what it does not implement
    and says so in the warnings."""
    from .constrain import _llguidance

    llg = _llguidance()
    try:
        grammar = llg.LLMatcher.grammar_from_json_schema(schema, defaults=_options(lenient))
        is_error, messages = llg.LLMatcher.validate_grammar_with_warnings(grammar)
    except (ValueError, TypeError) as exc:
        return str(exc), []
    return (messages[0], []) if is_error else (None, list(messages))


def _values(node: Any, keyword: str) -> set:
    """Every value of ``keyword`` where it stands as a schema keyword in ``node``."""
    found: set = set()
    _drop(node, lambda key, value: key == keyword and isinstance(value, str) and (found.add(value) or False))
    return found


def _drop(node: Any, gone) -> Any:
    """A copy of the schema ``node`` without each keyword ``key: value`` for which ``gone(key, value)``."""
    return _walk(node, gone=gone)


def _walk(node: Any, *, gone=lambda key, value: False, then=lambda given, out: out) -> Any:
    """A copy of the schema ``node``, each object's keywords copied unless ``gone(key, value)`` and the copy of each
    object passed through ``then(given, copy)``. Names under :data:`_NAMED` and the values of data keywords
    (``const``, ``enum``, ``default``, ``examples``) are not keywords: they are kept as they are."""
    if isinstance(node, list):
        return [_walk(x, gone=gone, then=then) for x in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key in _DATA_KEYS:
            out[key] = value
        elif gone(key, value):
            continue
        elif key in _NAMED and isinstance(value, dict):
            out[key] = {name: _walk(sub, gone=gone, then=then) for name, sub in value.items()}
        else:
            out[key] = _walk(value, gone=gone, then=then)
    return then(node, out)
