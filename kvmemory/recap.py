"""Recurring answers at read speed: the recurring query's KV and logits, computed once on top of an entry.

A recurring answer grafts the entry and forwards its template's recurring query (``gsm-qa-v1``:
``Q: {problem}\\nA: The answer is``) on top; the answer is decoded from the logits after it. That query
is the same every time the problem recurs, so its forward is a deterministic function of the entry's
artifact and the query's tokens. A *recap* stores it: an artifact with the query's KV at positions
``T .. T+Q-1`` on top of the ``T``-token entry (``prefix`` = the entry artifact's SHA-256, as a window
on a prompt prefix) and, as tensor ``logits.recap``, the logits that forward gave. The next recurring
answer grafts entry + recap and takes its first token from those logits: no forward at all before
the first token, and the same bytes as forwarding the query again (same chunking, SHA-256 equal:
``tests/test_kvcache.py``, ``kvmemory bench ttft``).

Recaps are made at deposit (``KVMemory.deposit(..., recap=True)``, the default) or by the first
recurring answer that finds none, and live with the prompt prefixes (:class:`kvmemory.prefix.PrefixStore`):
a cache of deterministic computations keyed by content (kind ``recap``, model fingerprint, entry
SHA-256, query token ids), hash-checked on every read, quarantined and computed again when damaged.
Only full-attention models use them (a sliding-window layer keeps only its last window).
"""

from __future__ import annotations

from typing import Sequence

from .artifact import KV
from .graft import build_cache, prefill
from .prefix import PrefixStore, content_key

__all__ = ["RECAP", "find", "compute", "from_cache"]

RECAP = "recap"


def _key(fingerprint: str, entry_sha: str, query_ids: Sequence[int]) -> str:
    return content_key(RECAP, fingerprint, query_ids, on=entry_sha)


def find(store, fingerprint: str, entry_sha: str, entry_tokens: int, query_ids: Sequence[int], query: str, *,
         strict: bool = False, report: list | None = None) -> KV | None:
    """The stored recap of ``query_ids`` on entry ``entry_sha``, read hash-checked; None when there is none.

    A damaged or mismatching recap is quarantined (into ``report``) and reported as a miss (raised with
    ``strict``): it is computed again by the next answer.
    """
    want = (entry_tokens, entry_sha, [int(t) for t in query_ids], query, len(query_ids))

    def misfit(kv):
        if (kv.position_start, kv.prefix, kv.token_ids, kv.recap, kv.recap_at) != want or kv.recap_logits is None:
            return f"is not the recap of this query on entry {entry_sha[:16]}…"
        return None

    return PrefixStore(store).read_recorded(_key(fingerprint, entry_sha, query_ids), fingerprint, misfit,
                                            strict=strict, report=report)


def _save(store, fingerprint: str, entry_sha: str, kv: KV) -> KV:
    PrefixStore(store).write(_key(fingerprint, entry_sha, kv.token_ids), RECAP, kv)
    return kv


def compute(model, store, fingerprint: str, entry_sha: str, entry: KV, query_ids: Sequence[int], query: str) -> KV:
    """Forward the query on top of ``entry`` (one forward on a cache holding only the entry), store, return."""
    ids = [int(t) for t in query_ids]
    cache, pos = build_cache(model, [entry])  # the entry's tensors are handed over, not modified
    logits, layers = prefill(model, ids, position_start=pos, prefix_cache=cache)
    kv = KV(layers, ids, pos, entry_sha, fingerprint, entry.template, recap_at=len(ids), recap=query,
            recap_logits=logits.clone())
    return _save(store, fingerprint, entry_sha, kv)


def from_cache(store, fingerprint: str, entry_sha: str, entry: KV, cache, query_ids: Sequence[int], query: str,
               logits) -> KV:
    """Store the recap an answer just computed: the query's keys and values at ``T .. T+Q-1`` of ``cache``
    (grafted entry, then the query's forward) and the logits that forward gave."""
    t, q = entry.tokens, len(query_ids)
    layers = [(layer.keys[:, :, t:t + q].clone(), layer.values[:, :, t:t + q].clone()) for layer in cache.layers]
    kv = KV(layers, [int(i) for i in query_ids], t, entry_sha, fingerprint, entry.template, recap_at=q,
            recap=query, recap_logits=logits.detach().clone())
    return _save(store, fingerprint, entry_sha, kv)
