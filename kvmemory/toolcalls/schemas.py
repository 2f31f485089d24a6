"""JSON-schema transforms shared by the tool layouts (:mod:`.layout`, :mod:`.native`).

* :func:`sorted_schema`: every ``properties`` mapping in sorted key order (the generic layout decodes
  arguments in sorted order, so they are the bytes :func:`~kvmemory.toolcalls.spec.dumps` writes).
* :func:`strict_schema`: objects admit only the properties they declare, unless the schema asks for more.
* :func:`hoist`: a schema's ``$defs`` moved under a prefix, so it can sit inside a larger schema.
"""

from __future__ import annotations

from typing import Any

from ..errors import InputError

__all__ = ["sorted_schema", "strict_schema", "hoist"]

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
    so it can sit inside the envelope (whose root is no longer its own)."""
    local = {**schema.get("definitions", {}), **schema.get("$defs", {})}
    body = {k: v for k, v in schema.items() if k not in ("$defs", "definitions", "$schema", "$id")}

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
                    raise InputError(f"the schema of {prefix!r} uses $ref {value!r}; only refs into its own $defs "
                                     "(#/$defs/NAME) are supported: inline the rest")
                out[key] = value
            elif key in _DATA_KEYS:
                out[key] = value
            else:
                out[key] = fix(value)
        return out

    for name, sub in local.items():
        defs[f"{prefix}__{name}"] = fix(sub)
    return fix(body)


