"""The verified hot tier: artifacts read and verified once, kept in host memory under a byte budget.

A graft from the tier reads no file and hashes nothing: the bytes it holds were checked against their
content address when they were read (:mod:`kvmemory.address`), and an address names one content
forever, so they cannot go stale. What it gives out is always a copy (into fresh cache buffers with the
room asked for), so a graft that decodes into its buffers never touches the kept bytes.

* One tier per process, shared by every library in it (addresses are global), keyed by address.
  A read that expects another model's fingerprint misses, and the file read raises as before.
* Bytes enter only after their check passed (:attr:`kvmemory.artifact.PendingRead.on_verified`); a
  copy is taken as they are read, before a graft can write into the buffers.
* Least recently used out past the budget: ``KVMEMORY_HOST_TIER_BYTES`` (default 1 GiB; 0 turns the
  tier off), or :func:`configure`. An artifact larger than the budget is never kept.
* A library evicts an entry's bytes at once when it deletes or quarantines it, and keeps only the
  addresses its active entries still use after a sync (:class:`kvmemory.library.Library`); a prefix
  store does the same for the prefixes it evicts or quarantines.
* :func:`stats` (hits, misses, bytes, evictions) is reported by ``kvmemory doctor`` and ``/metrics``.

On a GPU the same tier would hold the bytes in pinned memory and a second tier in device memory; that
part is not built yet (nothing here moves bytes to a device).
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from .artifact import KV, read_into, read_verified

__all__ = ["DEFAULT_HOST_BYTES", "HostTier", "configure", "host", "stats", "evict", "retain", "cached_read"]

DEFAULT_HOST_BYTES = 1 << 30


def _env_budget() -> int:
    raw = os.environ.get("KVMEMORY_HOST_TIER_BYTES", "").strip()
    return int(raw) if raw.isdigit() else DEFAULT_HOST_BYTES


@dataclass
class _Kept:
    kv: KV         # its own contiguous tensors; never handed out
    nbytes: int


@dataclass
class HostTier:
    """Verified artifacts in host memory, least recently used out past ``budget`` bytes."""

    budget: int = DEFAULT_HOST_BYTES
    hits: int = 0
    misses: int = 0
    evictions: int = 0
    _items: "OrderedDict[str, _Kept]" = field(default_factory=OrderedDict)
    _bytes: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def get(self, sha: str, *, expected_fingerprint: str | None = None, reserve: int | None = None) -> KV | None:
        """A copy of the kept KV (with ``reserve`` tokens of room per layer when given), or None."""
        with self._lock:
            kept = self._items.get(sha)
            if kept is None or (expected_fingerprint and kept.kv.model_fingerprint != expected_fingerprint):
                self.misses += 1
                return None
            self._items.move_to_end(sha)
            self.hits += 1
        return _copy(kept.kv, reserve)

    def put(self, sha: str, kv: KV) -> None:
        """Keep ``kv`` (verified bytes, owned by the tier from now on) under ``sha``."""
        n = _nbytes(kv)
        if n > self.budget:
            return
        with self._lock:
            old = self._items.pop(sha, None)
            if old is not None:
                self._bytes -= old.nbytes
            self._items[sha] = _Kept(kv, n)
            self._bytes += n
            self._shrink()

    def _shrink(self) -> None:
        """Least recently used out until the kept bytes fit the budget (the lock is held)."""
        while self._bytes > self.budget and self._items:
            _, out = self._items.popitem(last=False)
            self._bytes -= out.nbytes
            self.evictions += 1

    def resize(self, budget: int) -> None:
        """A new budget; what no longer fits leaves at once."""
        with self._lock:
            self.budget = int(budget)
            self._shrink()

    def evict(self, *shas: str) -> int:
        """Drop these addresses; how many were kept."""
        with self._lock:
            dropped = 0
            for sha in shas:
                out = self._items.pop(sha, None)
                if out is not None:
                    self._bytes -= out.nbytes
                    dropped += 1
            return dropped

    def retain(self, keep) -> int:
        """Drop every address not in ``keep``; how many were dropped."""
        keep = set(keep)
        with self._lock:
            gone = [s for s in self._items if s not in keep]
        return self.evict(*gone)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0

    def __contains__(self, sha: str) -> bool:
        with self._lock:
            return sha in self._items

    def stats(self) -> dict:
        with self._lock:
            return {"entries": len(self._items), "bytes": self._bytes, "budget": self.budget, "hits": self.hits,
                    "misses": self.misses, "evictions": self.evictions}


def _nbytes(kv: KV) -> int:
    extra = 0 if kv.recap_logits is None else kv.recap_logits.numel() * kv.recap_logits.element_size()
    return kv.nbytes + extra


def _owned(kv: KV) -> KV:
    """A KV whose tensors are contiguous copies of ``kv``'s (what the tier keeps)."""
    layers = [(k.contiguous().clone(), v.contiguous().clone()) for k, v in kv.layers]
    logits = None if kv.recap_logits is None else kv.recap_logits.clone()
    return KV(layers, list(kv.token_ids), kv.position_start, kv.prefix, kv.model_fingerprint, kv.template,
              dict(kv.producer) if kv.producer else kv.producer, recap_at=kv.recap_at, recap=kv.recap,
              recap_logits=logits)


def _copy(kv: KV, reserve: int | None) -> KV:
    """What a read returns: fresh tensors (``reserve``: views into buffers with that many tokens of room)."""
    import torch

    if reserve is None:
        return _owned(kv)
    layers, buffers = [], []
    for k, v in kv.layers:
        pair = []
        for t in (k, v):
            _, heads, tokens, dim = t.shape
            buf = torch.empty((1, heads, tokens + max(0, reserve), dim), dtype=t.dtype, device=t.device)  # (1, kv_heads, tokens + reserve, head_dim)
            buf[:, :, :tokens].copy_(t)
            pair.append(buf)
        buffers.append((pair[0], pair[1]))
        layers.append((pair[0][:, :, : k.shape[2]], pair[1][:, :, : v.shape[2]]))
    logits = None if kv.recap_logits is None else kv.recap_logits.clone()
    return KV(layers, list(kv.token_ids), kv.position_start, kv.prefix, kv.model_fingerprint, kv.template,
              kv.producer, recap_at=kv.recap_at, recap=kv.recap, recap_logits=logits, buffers=buffers)


_host = HostTier(_env_budget())


def host() -> HostTier:
    """This process's host tier."""
    return _host


def configure(*, host_bytes: int | None = None) -> HostTier:
    """Set the host tier's budget (0: off; what no longer fits is evicted at once). Returns the tier."""
    if host_bytes is not None:
        if host_bytes < 0:
            raise ValueError("host_bytes must be 0 (off) or more")
        _host.resize(host_bytes)
    return _host


def stats() -> dict:
    return _host.stats()


def evict(*shas: str) -> int:
    return _host.evict(*shas)


def retain(keep) -> int:
    return _host.retain(keep)


def cached_read(path, sha: str, *, expected_fingerprint: str | None = None, reserve: int | None = None,
                read_in=None, read_whole=None) -> KV:
    """An artifact's KV from the host tier, else from its file (``read_in``/``read_whole``: the readers to
    use, default :func:`~kvmemory.artifact.read_into` and :func:`~kvmemory.artifact.read_verified`), kept
    in the tier once its check passes. With ``reserve`` a file read may still be checking when this
    returns (settle it, as for :func:`~kvmemory.artifact.read_into`); a tier read is settled already."""
    tier = _host
    if tier.budget > 0:
        kv = tier.get(sha, expected_fingerprint=expected_fingerprint, reserve=reserve)
        if kv is not None:
            return kv
    if reserve is not None:
        kv = (read_in or read_into)(path, sha, expected_fingerprint=expected_fingerprint, reserve=reserve)
    else:
        kv = (read_whole or read_verified)(path, sha, expected_fingerprint=expected_fingerprint)
    if tier.budget > 0 and _nbytes(kv) <= tier.budget:
        kept = _owned(kv)  # copied now, before a graft can decode into the read buffers
        if kv.pending is not None and not kv.pending.checked:
            kv.pending.on_verified.append(lambda: tier.put(sha, kept))
        else:
            tier.put(sha, kept)
    return kv
