"""``KVMemoryStore``: a LangGraph ``BaseStore`` whose items are verified kvmemory entries.

Needs the ``langgraph`` extra: ``pip install "langchain-kvmemory[langgraph]"``.

* A LangGraph namespace ``("gsm8k", "user1")`` is the kvmemory namespace ``"gsm8k.user1"`` (LangGraph
  forbids ``.`` inside a label, so the mapping is one to one). ``("default",)`` is kvmemory's default.
* ``put`` admits only a value that passes its verifier. The value schema is::

      {"problem": str, "solution": str, "answer": str | number | None, "verifier": str | None,
       "metadata": dict | None}

  ``verifier`` names a built-in (``"numeric"``, ``"exact"``, ``"human"``) or one registered with
  ``KVMemoryStore(verifiers={"name": callable})``; it defaults to the store's ``verifier``. Any other
  key, or a missing ``problem``/``solution``, raises :class:`kvmemory.InputError`; a failing
  verification raises :class:`kvmemory.VerificationError`. Either way nothing is stored and the item
  previously under that key is kept. ``put(..., None)`` / ``delete`` delete with an audit record.
* ``get`` returns the admitted record with its provenance: ``problem, solution, answer, verifier,
  verdict, entry_id, sha256``. Entries deposited without the store (no key) appear under the key
  ``"entry-<id>"``.
* ``search(prefix, query=...)`` is kvmemory's embedding search (cosine, best first) over every
  namespace under ``prefix``; without ``query`` it lists items, newest first. ``filter`` matches value
  fields exactly or with ``$eq $ne $gt $gte $lt $lte``.
* TTL is not supported (``supports_ttl = False``).
"""

from __future__ import annotations

import asyncio
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
from kvmemory import InputError, KVMemory, VerifierLike

from ._common import deposit, open_memory

__all__ = ["KVMemoryStore", "VALUE_KEYS"]

VALUE_KEYS = frozenset({"problem", "solution", "answer", "verifier", "metadata"})
SEP = "."
SOURCE = "langchain_kvmemory.store"


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


class KVMemoryStore(BaseStore):
    """LangGraph long-term memory whose items are verified kvmemory entries.

    .. code-block:: python

        store = KVMemoryStore(KVMemory("lib/"))
        graph = builder.compile(store=store)
        store.put(("gsm8k",), "janet", {"problem": q, "solution": s, "answer": "18", "verifier": "numeric"})
        store.search(("gsm8k",), query="ducks and eggs", limit=3)
    """

    supports_ttl = False

    def __init__(self, memory: KVMemory | None = None, *, path: str | None = None,
                 verifier: VerifierLike = "numeric", verifiers: Mapping[str, Callable[..., Any]] | None = None):
        self.memory = open_memory(memory, path)
        self.verifier = verifier
        self.verifiers = dict(verifiers or {})

    # -- items -------------------------------------------------------------------------------------
    def _key_of(self, entry) -> str:
        return str(entry.metadata.get("store_key") or f"entry-{entry.id}")

    def _value(self, entry) -> dict[str, Any]:
        return {"problem": entry.problem, "solution": entry.solution, "answer": entry.answer,
                "verifier": entry.verifier, "verdict": entry.verdict, "entry_id": entry.id, "sha256": entry.sha256}

    def _item(self, entry, cls=Item, **extra) -> Item:
        updated = _time(entry.created)
        created = _time(entry.metadata.get("store_created_at") or entry.created)
        return cls(namespace=_kv_to_ns(entry.namespace), key=self._key_of(entry), value=self._value(entry),
                   created_at=created, updated_at=updated, **extra)

    def _find(self, namespace: tuple[str, ...], key: str) -> list:
        """Active entries under ``key`` in ``namespace``, newest first."""
        entries = self.memory.entries(namespace=_ns_to_kv(namespace))
        return [e for e in reversed(entries) if self._key_of(e) == key]

    def _namespaces(self) -> list[str]:
        return sorted({e.namespace for e in self.memory.entries()})

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
        value = dict(op.value)
        unknown = set(value) - VALUE_KEYS
        if unknown or "problem" not in value or "solution" not in value:
            raise InputError(
                f"KVMemoryStore admits values of the form {{'problem', 'solution', 'answer', 'verifier', "
                f"'metadata'}}; got keys {sorted(value)}"
                + (f" (unknown: {sorted(unknown)})" if unknown else " (problem and solution are required)"))
        if not op.namespace or op.namespace[0] == "langgraph":
            raise InputError(f"invalid namespace {op.namespace!r}")
        name = value.get("verifier") or self.verifier
        if isinstance(name, str) and name not in _BUILTIN_VERIFIERS:
            if name not in self.verifiers:
                raise InputError(f"unknown verifier {name!r}: use one of {list(_BUILTIN_VERIFIERS)} or register it "
                                 "with KVMemoryStore(verifiers={name: callable})")
            name = self.verifiers[name]
        extra = value.get("metadata") or {}
        if not isinstance(extra, dict):
            raise InputError(f"metadata must be a dict, got {type(extra).__name__}")
        created = existing[-1].metadata.get("store_created_at") or existing[-1].created if existing else None
        metadata = {**extra, "source": SOURCE, "store_key": op.key}
        if created:
            metadata["store_created_at"] = created
        entry = deposit(self.memory, value["problem"], value["solution"], value.get("answer"), verifier=name,
                        namespace=_ns_to_kv(op.namespace), metadata=metadata)
        for old in existing:
            if old.id != entry.id:
                self.memory.delete(old.id, f"replaced through KVMemoryStore (key {op.key!r}) by entry {entry.id}")

    def _search(self, op: SearchOp) -> list[SearchItem]:
        spaces = [ns for ns in self._namespaces() if _ns_match(_kv_to_ns(ns), tuple(op.namespace_prefix), False)]
        found: list[tuple[Any, float | None]] = []
        if op.query:
            want = op.offset + op.limit
            for ns in spaces:
                k = max(want, 1) if not op.filter else max(want * 4, 16)
                found.extend((h.entry, h.score) for h in self.memory.search(op.query, k, namespace=ns))
            found.sort(key=lambda pair: -pair[1])
        else:
            for ns in spaces:
                found.extend((e, None) for e in self.memory.entries(namespace=ns))
            found.sort(key=lambda pair: -pair[0].id)
        items = [self._item(e, SearchItem, score=s) for e, s in found]
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
