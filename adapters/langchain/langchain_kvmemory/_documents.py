"""JSON documents in :class:`~langchain_kvmemory.KVMemoryStore`: the check that a value is JSON, its exact
text, and the admission policy a store declares (``KVMemoryStore(documents=...)``).

* :func:`document_text` is the document's JSON text (the entry's solution): ``json.dumps`` with the keys
  in the order given, non-ASCII kept, no NaN. ``json.loads`` of it is the same JSON value, so ``get``
  returns what ``put`` was given. A value that could not come back as it went in (a tuple, a set, bytes,
  a datetime, NaN or infinity, a non-string key) is refused with :class:`kvmemory.InputError`.
* :class:`DocumentPolicy` decides admission: ``"human"`` admits every JSON document (the caller vouches,
  as kvmemory's ``human`` verifier does), a dict is a JSON Schema the document must validate against,
  and a callable ``document -> bool | (bool, reason) | Verdict`` is the caller's own check.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Union

from kvmemory import InputError, Verdict

__all__ = ["DocumentPolicy", "DocumentPolicyLike", "document_text", "string_values", "check_json"]

DocumentPolicyLike = Union[str, Mapping[str, Any], Callable[[dict], Any], "DocumentPolicy"]


def check_json(value: Any, where: str = "$") -> None:
    """InputError unless ``value`` is a JSON value that ``json.loads(json.dumps(value))`` gives back equal."""
    if value is None or isinstance(value, (str, bool, int)):
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InputError(f"document value at {where} is {value!r}: JSON has no NaN or infinity")
        return
    if isinstance(value, list):
        for i, item in enumerate(value):
            check_json(item, f"{where}[{i}]")
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise InputError(f"document key {key!r} at {where} is a {type(key).__name__}: JSON object keys are "
                                 "strings (it would come back as a different key)")
            check_json(item, f"{where}.{key}")
        return
    hint = " (use a list)" if isinstance(value, (tuple, set, frozenset)) else ""
    raise InputError(f"document value at {where} is a {type(value).__name__}, not JSON{hint}: KVMemoryStore "
                     "returns exactly the JSON value it was given, so it stores only str, int, float, bool, None, "
                     "list and dict")


def document_text(document: Any) -> str:
    """The document's JSON text (InputError if it is not a JSON object)."""
    if not isinstance(document, dict):
        raise InputError(f"a store value is a dict (a JSON object), got {type(document).__name__}")
    check_json(document)
    return json.dumps(document, ensure_ascii=False, allow_nan=False)


def string_values(value: Any) -> Iterator[str]:
    """The non-blank strings in a JSON value, depth first, in document order (keys are not values)."""
    if isinstance(value, str):
        if value.strip():
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from string_values(item)
    elif isinstance(value, list):
        for item in value:
            yield from string_values(item)


class DocumentPolicy:
    """Which JSON documents a :class:`~langchain_kvmemory.KVMemoryStore` admits.

    ``DocumentPolicy.of(spec)`` reads the store's ``documents=``: ``"human"``, a JSON Schema (dict), a
    callable, or a ``DocumentPolicy``. :meth:`check` returns a :class:`kvmemory.Verdict`; ``name`` is
    recorded as the entry's verifier.
    """

    def __init__(self, name: str, check: Callable[[dict], Verdict]):
        self.name = name
        self._check = check

    def check(self, document: dict) -> Verdict:
        return self._check(document)

    def __repr__(self) -> str:
        return f"DocumentPolicy({self.name!r})"

    @classmethod
    def of(cls, spec: DocumentPolicyLike | None) -> "DocumentPolicy | None":
        if spec is None or isinstance(spec, DocumentPolicy):
            return spec
        if isinstance(spec, str):
            if spec != "human":
                raise InputError(f"unknown document policy {spec!r}: use 'human' (every JSON document), a JSON "
                                 "Schema (dict) or a callable document -> bool | (bool, reason) | Verdict")
            return cls("human", lambda doc: Verdict(True, "a JSON document vouched for by the caller (human policy)",
                                                    "human"))
        if isinstance(spec, Mapping):
            return cls._schema(dict(spec))
        if callable(spec):
            name = getattr(spec, "name", None) or getattr(spec, "__name__", None) or type(spec).__name__
            return cls(str(name), _wrap(spec, str(name)))
        raise InputError(f"documents= must be 'human', a JSON Schema (dict) or a callable, got {type(spec).__name__}")

    @classmethod
    def _schema(cls, schema: dict) -> "DocumentPolicy":
        import jsonschema

        validator_cls = jsonschema.validators.validator_for(schema)
        try:
            validator_cls.check_schema(schema)
        except jsonschema.SchemaError as exc:
            raise InputError(f"documents= is not a valid JSON Schema: {exc.message}") from exc
        validator = validator_cls(schema)
        title = schema.get("title")
        name = f"json-schema:{title}" if isinstance(title, str) and title.strip() else "json-schema"

        def check(document: dict) -> Verdict:
            error = jsonschema.exceptions.best_match(validator.iter_errors(document))
            if error is None:
                return Verdict(True, "the document validates against the store's JSON Schema", name)
            where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
            return Verdict(False, f"JSON Schema: {error.message} (at {where})", name)

        return cls(name, check)


def _wrap(fn: Callable[[dict], Any], name: str) -> Callable[[dict], Verdict]:
    def check(document: dict) -> Verdict:
        out = fn(document)
        if isinstance(out, Verdict):
            return out
        if isinstance(out, tuple) and len(out) == 2:
            return Verdict(bool(out[0]), str(out[1]), name)
        if isinstance(out, bool):
            return Verdict(out, f"document policy {name!r} returned {out}", name)
        raise InputError(f"document policy {name!r} returned {type(out).__name__}; return a Verdict, bool or "
                         "(bool, reason)")

    return check
