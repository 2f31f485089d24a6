"""``KVMemoryStore``: a LangGraph ``BaseStore`` whose items are verified kvmemory entries.

Needs the ``langgraph`` extra: ``pip install "langchain-kvmemory[langgraph]"``.

* A LangGraph namespace ``("gsm8k", "user1")`` is the kvmemory namespace ``"gsm8k.user1"`` (LangGraph
  forbids ``.`` inside a label, so the mapping is one to one). ``("default",)`` is kvmemory's default.
* A value with ``problem`` and ``solution`` keys is a **record**::

      {"problem": str, "solution": str, "answer": str | number | None, "verifier": str | None,
       "metadata": dict | None}

  ``verifier`` names a built-in (``"numeric"``, ``"exact"``, ``"human"``) or one registered with
  ``KVMemoryStore(verifiers={"name": callable})``; it defaults to the store's ``verifier``. Any other
  key raises :class:`kvmemory.InputError`; a failing verification raises
  :class:`kvmemory.VerificationError`. ``get`` returns the admitted record with its provenance:
  ``problem, solution, answer, verifier, verdict, entry_id, sha256``.
* Any other value is a **document**: a JSON object (``{"text": "user likes pizza"}``, nested dicts and
  lists, numbers, booleans, null), admitted only under the document policy the store declares with
  ``KVMemoryStore(documents=...)``: ``"human"`` (every JSON document; the caller vouches), a JSON
  Schema (a dict: the document must validate), or a callable ``document -> bool | (bool, reason) |
  Verdict``. Without a policy (the default) documents are refused with :class:`kvmemory.InputError`. A
  document the policy rejects raises :class:`kvmemory.VerificationError` (its ``verdict`` says why). A
  value that is not JSON (a tuple, a set, NaN, a non-string key, ...) raises InputError: it could not
  come back as it went in. An admitted document is an entry whose solution is the document's JSON text
  and whose problem is its *index text*: the text at ``index_fields`` (the store's, or ``put(...,
  index=[...])``; LangGraph's field paths, ``"text"``, ``"a.b"``, ``"tags[*]"``, ``"$"``), by default
  the document's string values in order (its JSON if it has none). ``get`` returns the document
  exactly as it was put (the same JSON value); ``put(..., index=False)`` stores a document that query
  search does not return (listing and filters still do).
* Either way nothing is stored when a value is refused, and the item previously under that key is
  kept. A namespace holds one entry per content: putting a value already stored under *another* key of
  the namespace raises InputError naming that key. ``put(..., None)`` / ``delete`` delete with an audit
  record.
* Every item carries ``item.provenance``: ``entry_id, sha256, verifier, verdict, namespace, template,
  model_fingerprint`` (and ``kind``: ``"record"`` or ``"document"``). Entries deposited without the
  store (no key) appear under the key ``"entry-<id>"`` as records.
* ``search(prefix, query=...)`` is kvmemory's embedding search (cosine, best first) over every
  namespace under ``prefix``; without ``query`` it lists items, newest first. ``filter`` matches value
  fields exactly or with ``$eq $ne $gt $gte $lt $lte``.
* TTL is not supported (``supports_ttl = False``).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime, timezone
from typing import Any

try:
    from langgraph.store.base import (
        BaseStore,
        GetOp,
        Item,
        ListNamespacesOp,
        Op,
        PutOp,
        Result,
        SearchItem,
        SearchOp,
        validate_op_namespace,
    )
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError('KVMemoryStore needs LangGraph: pip install "langchain-kvmemory[langgraph]"') from exc

from kvmemory import BUILTIN_VERIFIERS as _BUILTIN_VERIFIERS
from kvmemory import InputError, KVMemory, Verdict, VerificationError, VerifierLike

from ._common import deposit, open_memory, provenance
from ._documents import DocumentPolicy, DocumentPolicyLike, document_text, string_values

try:
    from langgraph.store.base.embed import get_text_at_path
except ImportError:  # pragma: no cover - older LangGraph: fields are plain top-level keys
    def get_text_at_path(obj: Any, path: str) -> list[str]:
        value = obj.get(path) if isinstance(obj, dict) else None
        return [] if value is None else [value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)]

__all__ = ["KVMemoryStore", "VALUE_KEYS", "VerifiedItem", "VerifiedSearchItem", "DocumentPolicy"]

VALUE_KEYS = frozenset({"problem", "solution", "answer", "verifier", "metadata"})
SEP = "."
SOURCE = "langchain_kvmemory.store"
DOCUMENT = "document"


class VerifiedItem(Item):
    """A LangGraph ``Item`` with ``provenance``: the verified entry behind it (id, sha256, verifier, verdict, ...)."""

    __slots__ = ("provenance",)

    def __init__(self, *, provenance: dict, **kwargs: Any):
        super().__init__(**kwargs)
        self.provenance = provenance


class VerifiedSearchItem(SearchItem):
    """A LangGraph ``SearchItem`` with ``provenance`` (see :class:`VerifiedItem`)."""

    __slots__ = ("provenance",)

    def __init__(self, *, provenance: dict, **kwargs: Any):
        super().__init__(**kwargs)
        self.provenance = provenance


def _ns_to_kv(namespace: tuple[str, ...]) -> str:
    return SEP.join(namespace)


def _kv_to_ns(namespace: str) -> tuple[str, ...]:
    return tuple(namespace.split(SEP))


def _time(text: str) -> datetime:
    try:
        value = datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return datetime.now(timezone.utc)
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


_OPS: dict[str, Callable[[Any, Any], bool]] = {
    "$eq": lambda a, b: a == b,
    "$ne": lambda a, b: a != b,
    "$gt": lambda a, b: a is not None and a > b,
    "$gte": lambda a, b: a is not None and a >= b,
    "$lt": lambda a, b: a is not None and a < b,
    "$lte": lambda a, b: a is not None and a <= b,
}


def _matches(value: dict, flt: dict[str, Any] | None) -> bool:
    for key, want in (flt or {}).items():
        have = value.get(key)
        if isinstance(want, dict) and want and all(k in _OPS for k in want):
            try:
                if not all(_OPS[op](have, arg) for op, arg in want.items()):
                    return False
            except TypeError:
                return False
        elif have != want:
            return False
    return True


def _ns_match(ns: tuple[str, ...], path: tuple[str, ...], suffix: bool) -> bool:
    if len(path) > len(ns):
        return False
    part = ns[len(ns) - len(path):] if suffix else ns[: len(path)]
    return all(p == "*" or p == n for p, n in zip(path, part))


def _is_document(entry) -> bool:
    return entry.metadata.get("source") == SOURCE and entry.metadata.get("store_kind") == DOCUMENT


class _Admitted:
    """The verdict the store's document policy already gave, as the deposit's verifier (the policy runs once)."""

    def __init__(self, name: str, verdict: Verdict):
        self.name, self.verdict = name, verdict

    def __call__(self, problem: str, solution: str, answer: str | None) -> Verdict:
        return self.verdict


class KVMemoryStore(BaseStore):
    """LangGraph long-term memory whose items are verified kvmemory entries.

    .. code-block:: python

        store = KVMemoryStore(KVMemory("lib/"), documents="human")
        graph = builder.compile(store=store)
        store.put(("gsm8k",), "janet", {"problem": q, "solution": s, "answer": "18", "verifier": "numeric"})
        store.put(("memories", "user1"), "food", {"text": "user likes pizza", "tags": ["food"]})
        store.search(("memories",), query="what does the user eat?", limit=3)

    ``verifier`` / ``verifiers``: how records (problem/solution values) are verified. ``documents``: the
    policy that admits any other JSON document (``"human"``, a JSON Schema dict, or a callable
    ``document -> bool | (bool, reason) | Verdict``); None (the default) refuses documents.
    ``index_fields``: the document fields whose text is embedded for search (LangGraph field paths;
    default: every string value in the document).
    """

    supports_ttl = False

    def __init__(self, memory: KVMemory | None = None, *, path: str | None = None,
                 verifier: VerifierLike = "numeric", verifiers: Mapping[str, Callable[..., Any]] | None = None,
                 documents: DocumentPolicyLike | None = None, index_fields: list[str] | None = None):
        self.memory = open_memory(memory, path)
        self.verifier = verifier
        self.verifiers = dict(verifiers or {})
        self.documents = DocumentPolicy.of(documents)
        if index_fields is not None and (isinstance(index_fields, str) or not all(
                isinstance(f, str) and f for f in index_fields)):
            raise InputError("index_fields must be a list of field paths, e.g. ['text'] or ['memory.content']")
        self.index_fields = None if index_fields is None else list(index_fields)

    # -- items -------------------------------------------------------------------------------------
    def _key_of(self, entry) -> str:
        return str(entry.metadata.get("store_key") or f"entry-{entry.id}")

    def _value(self, entry) -> dict[str, Any]:
        if _is_document(entry):
            return json.loads(entry.solution)
        return {"problem": entry.problem, "solution": entry.solution, "answer": entry.answer,
                "verifier": entry.verifier, "verdict": entry.verdict, "entry_id": entry.id, "sha256": entry.sha256}

    def _item(self, entry, cls=VerifiedItem, **extra) -> Item:
        updated = _time(entry.created)
        created = _time(entry.metadata.get("store_created_at") or entry.created)
        meta = {**provenance(entry), "kind": DOCUMENT if _is_document(entry) else "record"}
        if _is_document(entry):
            meta.pop("answer", None)  # a document's answer field is its JSON text again
        return cls(namespace=_kv_to_ns(entry.namespace), key=self._key_of(entry), value=self._value(entry),
                   created_at=created, updated_at=updated, provenance=meta, **extra)

    def _find(self, namespace: tuple[str, ...], key: str) -> list:
        """Active entries under ``key`` in ``namespace``, newest first."""
        entries = self.memory.entries(namespace=_ns_to_kv(namespace))
        return [e for e in reversed(entries) if self._key_of(e) == key]

    def _namespaces(self) -> list[str]:
        return sorted({e.namespace for e in self.memory.entries()})

    def _index_text(self, document: dict, fields: Any) -> str:
        """The text a document is embedded (and matched as a problem) by."""
        fields = self.index_fields if fields is None else fields
        if fields is None:
            parts = list(string_values(document))
        else:
            parts = [t for f in fields for t in get_text_at_path(document, f) if t.strip()]
        return "\n".join(parts) if parts else json.dumps(document, ensure_ascii=False)

    # -- ops ---------------------------------------------------------------------------------------
    def _get(self, op: GetOp) -> Item | None:
        found = self._find(op.namespace, op.key)
        return self._item(found[0]) if found else None

    def _put(self, op: PutOp) -> None:
        existing = self._find(op.namespace, op.key)
        if op.value is None:
            for entry in existing:
                self.memory.delete(entry.id, f"deleted through KVMemoryStore (key {op.key!r})")
            return
        if not isinstance(op.value, dict):
            raise InputError(f"a store value is a dict, got {type(op.value).__name__}")
        if not op.namespace or op.namespace[0] == "langgraph":
            raise InputError(f"invalid namespace {op.namespace!r}")
        created = existing[-1].metadata.get("store_created_at") or existing[-1].created if existing else None
        stamp = {"source": SOURCE, "store_key": op.key, **({"store_created_at": created} if created else {})}
        if "problem" in op.value and "solution" in op.value:
            entry = self._put_record(op, dict(op.value), stamp)
        else:
            entry = self._put_document(op, op.value, stamp)
        for old in existing:
            if old.id != entry.id:
                self.memory.delete(old.id, f"replaced through KVMemoryStore (key {op.key!r}) by entry {entry.id}")

    def _put_record(self, op: PutOp, value: dict, stamp: dict):
        unknown = set(value) - VALUE_KEYS
        if unknown:
            raise InputError(
                f"KVMemoryStore admits records of the form {{'problem', 'solution', 'answer', 'verifier', "
                f"'metadata'}}; got keys {sorted(value)} (unknown: {sorted(unknown)}). A value with problem and "
                "solution is a record; any other JSON object is a document (KVMemoryStore(documents=...))")
        name = value.get("verifier") or self.verifier
        if isinstance(name, str) and name not in _BUILTIN_VERIFIERS:
            if name not in self.verifiers:
                raise InputError(f"unknown verifier {name!r}: use one of {list(_BUILTIN_VERIFIERS)} or register it "
                                 "with KVMemoryStore(verifiers={name: callable})")
            name = self.verifiers[name]
        extra = value.get("metadata") or {}
        if not isinstance(extra, dict):
            raise InputError(f"metadata must be a dict, got {type(extra).__name__}")
        entry = deposit(self.memory, value["problem"], value["solution"], value.get("answer"), verifier=name,
                        namespace=_ns_to_kv(op.namespace), metadata={**extra, **stamp})
        return self._owned(op, entry)

    def _put_document(self, op: PutOp, value: dict, stamp: dict):
        if self.documents is None:
            raise InputError(
                f"KVMemoryStore admits records {{'problem', 'solution', 'answer', 'verifier', 'metadata'}} (problem "
                f"and solution are required); got keys {sorted(value)}. To store other JSON documents declare a "
                "document policy: KVMemoryStore(documents='human' | a JSON Schema | a callable)")
        text = document_text(value)  # InputError unless the value comes back exactly
        verdict = self.documents.check(json.loads(text))  # the policy sees a copy it cannot change
        if not verdict.passed:
            raise VerificationError(f"document policy {self.documents.name!r} rejected the value under key "
                                    f"{op.key!r}: {verdict.reason}; nothing was stored", verdict)
        index = op.index
        if not (index is None or index is False or (isinstance(index, list) and all(isinstance(f, str) for f in index))):
            raise InputError(f"put(..., index=) is None, False or a list of field paths, got {index!r}")
        problem = self._index_text(value, None if index is False else index)
        metadata = {**stamp, "store_kind": DOCUMENT, "store_index": index is not False}
        entry = deposit(self.memory, problem, text, None, verifier=_Admitted(self.documents.name, verdict),
                        namespace=_ns_to_kv(op.namespace), metadata=metadata)
        return self._owned(op, entry)

    def _owned(self, op: PutOp, entry):
        """``entry`` if it belongs to ``op.key``; InputError when the same content is another key's entry (a
        deposit of content already stored returns that entry: kvmemory keeps one entry per content)."""
        owner = self._key_of(entry)
        if owner != op.key:
            raise InputError(f"the same value is already stored under key {owner!r} in namespace {op.namespace!r} "
                             f"(entry {entry.id}); a namespace keeps one verified entry per content: use that key, "
                             "or delete it first. Nothing was stored")
        return entry

    def _search(self, op: SearchOp) -> list[SearchItem]:
        spaces = [ns for ns in self._namespaces() if _ns_match(_kv_to_ns(ns), tuple(op.namespace_prefix), False)]
        found: list[tuple[Any, float | None]] = []
        if op.query:
            want = op.offset + op.limit
            for ns in spaces:
                hidden = sum(1 for e in self.memory.entries(namespace=ns) if not e.metadata.get("store_index", True))
                k = (max(want, 1) if not op.filter else max(want * 4, 16)) + hidden  # index=False: never a hit
                found.extend((h.entry, h.score) for h in self.memory.search(op.query, k, namespace=ns)
                             if h.entry.metadata.get("store_index", True))
            found.sort(key=lambda pair: -pair[1])
        else:
            for ns in spaces:
                found.extend((e, None) for e in self.memory.entries(namespace=ns))
            found.sort(key=lambda pair: -pair[0].id)
        items = [self._item(e, VerifiedSearchItem, score=s) for e, s in found]
        items = [i for i in items if _matches(i.value, op.filter)]
        return items[op.offset: op.offset + op.limit]

    def _list(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        spaces = [_kv_to_ns(ns) for ns in self._namespaces()]
        for cond in op.match_conditions or ():
            spaces = [ns for ns in spaces if _ns_match(ns, tuple(cond.path), cond.match_type == "suffix")]
        if op.max_depth is not None:
            spaces = [ns[: op.max_depth] for ns in spaces]
        spaces = sorted(set(spaces))
        return spaces[op.offset: op.offset + op.limit]

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        results: list[Result] = []
        for op in ops:
            validate_op_namespace(op)
            if isinstance(op, GetOp):
                results.append(self._get(op))
            elif isinstance(op, PutOp):
                results.append(self._put(op))
            elif isinstance(op, SearchOp):
                results.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list(op))
            else:
                raise InputError(f"unknown store operation {type(op).__name__}")
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        return await asyncio.get_running_loop().run_in_executor(None, self.batch, list(ops))
