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

**On a GPU** (a read for a model on ``cuda``/``mps``: :func:`cached_read`'s ``device``, or the device a loaded model
announced with ``configure(device=...)``) a second tier keeps the same verified bytes in device memory, under its
own budget (``KVMEMORY_DEVICE_TIER_BYTES``, default 1 GiB; 0 off), and on ``cuda`` the host tier keeps its copy in
pinned (page-locked) memory, so a host hit reaches the device by DMA. A graft from the device tier reads no file,
hashes nothing and crosses no bus: a device-to-device copy into fresh buffers with room to decode. The device tier
fills from a host hit or once a file read's check passed, never before; every eviction (delete, quarantine, sync,
budget) leaves both tiers. A read for another device, or on the CPU, skips it.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from .artifact import KV, read_into, read_verified

__all__ = ["DEFAULT_HOST_BYTES", "DEFAULT_DEVICE_BYTES", "HostTier", "configure", "host", "device_tier", "stats",
           "evict", "retain", "cached_read"]

DEFAULT_HOST_BYTES = 1 << 30
DEFAULT_DEVICE_BYTES = 1 << 30


def _env_budget(name: str = "KVMEMORY_HOST_TIER_BYTES", default: int = DEFAULT_HOST_BYTES) -> int:
    raw = os.environ.get(name, "").strip()
    return int(raw) if raw.isdigit() else default


@dataclass
class _Kept:
    kv: KV         # its own contiguous tensors; never handed out
    nbytes: int


@dataclass
class HostTier:
    """Verified artifacts in memory, least recently used out past ``budget`` bytes: host memory (``device`` None)
    or one accelerator's memory (``device``, e.g. ``"cuda:0"``: what :func:`device_tier` returns)."""

    budget: int = DEFAULT_HOST_BYTES
    device: str | None = None
    hits: int = 0
    misses: int = 0
    evictions: int = 0
    _items: "OrderedDict[str, _Kept]" = field(default_factory=OrderedDict)
    _bytes: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def get(self, sha: str, *, expected_fingerprint: str | None = None, reserve: int | None = None,
            device=None) -> KV | None:
        """A copy of the kept KV (with ``reserve`` tokens of room per layer when given; on ``device`` when given,
        else where the tier keeps it), or None."""
        with self._lock:
            kept = self._items.get(sha)
            if kept is None or (expected_fingerprint and kept.kv.model_fingerprint != expected_fingerprint):
                self.misses += 1
                return None
            self._items.move_to_end(sha)
            self.hits += 1
        return _copy(kept.kv, reserve, device)

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
            out = {"entries": len(self._items), "bytes": self._bytes, "budget": self.budget, "hits": self.hits,
                   "misses": self.misses, "evictions": self.evictions}
        if self.device is not None:
            out["device"] = self.device
        return out


def _nbytes(kv: KV) -> int:
    extra = 0 if kv.recap_logits is None else kv.recap_logits.numel() * kv.recap_logits.element_size()
    return kv.nbytes + extra


def _owned(kv: KV, *, device=None, pin: bool = False) -> KV:
    """A KV whose tensors are contiguous copies of ``kv``'s (what a tier keeps): on ``device`` when given, else in
    host memory, page-locked with ``pin``."""
    def own(t):
        if device is not None:
            return t.to(device, copy=True).contiguous()
        return t.contiguous().pin_memory() if pin else t.contiguous().clone()

    layers = [(own(k), own(v)) for k, v in kv.layers]
    logits = None if kv.recap_logits is None else own(kv.recap_logits)
    return KV(layers, list(kv.token_ids), kv.position_start, kv.prefix, kv.model_fingerprint, kv.template,
              dict(kv.producer) if kv.producer else kv.producer, recap_at=kv.recap_at, recap=kv.recap,
              recap_logits=logits)


def _copy(kv: KV, reserve: int | None, device=None) -> KV:
    """What a read returns: fresh tensors on ``device`` (default: where they are kept; from pinned host memory to
    a GPU the copy is one DMA), with ``reserve``: views into buffers with that many tokens of room."""
    import torch

    if reserve is None:
        return _owned(kv, device=device)
    layers, buffers = [], []
    for k, v in kv.layers:
        pair = []
        for t in (k, v):
            _, heads, tokens, dim = t.shape
            buf = torch.empty((1, heads, tokens + max(0, reserve), dim), dtype=t.dtype,
                              device=t.device if device is None else device)  # (1, kv_heads, tokens + reserve, head_dim)
            buf[:, :, :tokens].copy_(t)
            pair.append(buf)
        buffers.append((pair[0], pair[1]))
        layers.append((pair[0][:, :, : k.shape[2]], pair[1][:, :, : v.shape[2]]))
    logits = None if kv.recap_logits is None else kv.recap_logits.to(kv.recap_logits.device if device is None
                                                                      else device, copy=True)
    return KV(layers, list(kv.token_ids), kv.position_start, kv.prefix, kv.model_fingerprint, kv.template,
              kv.producer, recap_at=kv.recap_at, recap=kv.recap, recap_logits=logits, buffers=buffers)


_host = HostTier(_env_budget())
_devices: dict[str, HostTier] = {}
_devices_lock = threading.Lock()
_default_device: str | None = None
_device_bytes: int | None = None  # configure(device_bytes=...), else KVMEMORY_DEVICE_TIER_BYTES


def host() -> HostTier:
    """This process's host tier."""
    return _host


def _accelerator(device) -> str | None:
    """``device`` as a string when it is an accelerator (``cuda:0``, ``mps``), else None (the CPU, or none)."""
    if device is None:
        return None
    name = str(device)
    if name.split(":")[0] == "cpu":
        return None
    if name == "cuda":
        import torch

        name = f"cuda:{torch.cuda.current_device()}"
    return name


def device_tier(device) -> HostTier | None:
    """The device tier of ``device`` (``cuda:0``, ``mps``; made on first use), or None for the CPU."""
    name = _accelerator(device)
    if name is None:
        return None
    with _devices_lock:
        t = _devices.get(name)
        if t is None:
            budget = _env_budget("KVMEMORY_DEVICE_TIER_BYTES", DEFAULT_DEVICE_BYTES) if _device_bytes is None \
                else _device_bytes
            t = _devices[name] = HostTier(budget, device=name)
        return t


def configure(*, host_bytes: int | None = None, device_bytes: int | None = None, device=None) -> HostTier:
    """Set the host tier's budget (0: off; what no longer fits is evicted at once), the device tiers' budget, and
    the device reads are for when their caller names none (a model loaded on ``cuda`` sets it; ``"cpu"`` clears it).
    Returns the host tier."""
    global _default_device, _device_bytes
    for name, value in (("host_bytes", host_bytes), ("device_bytes", device_bytes)):
        if value is not None and value < 0:
            raise ValueError(f"{name} must be 0 (off) or more")
    if host_bytes is not None:
        _host.resize(host_bytes)
    if device_bytes is not None:
        with _devices_lock:
            _device_bytes = int(device_bytes)  # for device tiers made later too
            tiers = list(_devices.values())
        for t in tiers:
            t.resize(device_bytes)
    if device is not None:
        _default_device = _accelerator(device)
    return _host


def _tiers() -> list[HostTier]:
    with _devices_lock:
        return [_host, *_devices.values()]


def stats() -> dict:
    """The host tier's counters, with ``devices``: each device tier's, by device."""
    out = _host.stats()
    with _devices_lock:
        tiers = dict(_devices)
    if tiers:
        out["devices"] = {name: t.stats() for name, t in tiers.items()}
    return out


def evict(*shas: str) -> int:
    """Drop these addresses from every tier; how many the host tier held."""
    held = _host.evict(*shas)
    for t in _tiers()[1:]:
        t.evict(*shas)
    return held


def retain(keep) -> int:
    """Drop every address not in ``keep`` from every tier; how many the host tier dropped."""
    keep = set(keep)
    dropped = _host.retain(keep)
    for t in _tiers()[1:]:
        t.retain(keep)
    return dropped


def cached_read(path, sha: str, *, expected_fingerprint: str | None = None, reserve: int | None = None,
                read_in=None, read_whole=None, device=None) -> KV:
    """An artifact's KV from the device tier, the host tier, else from its file (``read_in``/``read_whole``: the
    readers to use, default :func:`~kvmemory.artifact.read_into` and :func:`~kvmemory.artifact.read_verified`),
    kept in the tiers once its check passes. ``device``: where the graft runs (default: the device
    ``configure(device=...)`` set; the CPU has no device tier). From the device tier the KV's tensors are on that
    device. With ``reserve`` a file read may still be checking when this returns (settle it, as for
    :func:`~kvmemory.artifact.read_into`); a tier read is settled already."""
    dev = device_tier(_default_device if device is None else device)
    if dev is not None and dev.budget > 0:
        kv = dev.get(sha, expected_fingerprint=expected_fingerprint, reserve=reserve)
        if kv is not None:
            return kv
    to_device = (lambda kept: dev.put(sha, _owned(kept, device=dev.device))) if dev is not None and dev.budget > 0 \
        else None
    tier = _host
    if tier.budget > 0:  # a host hit for a device is copied straight into buffers there
        kv = tier.get(sha, expected_fingerprint=expected_fingerprint, reserve=reserve,
                      device=None if dev is None else dev.device)
        if kv is not None:
            if to_device is not None and _nbytes(kv) <= dev.budget:
                to_device(kv)
            return kv
    if reserve is not None:
        kv = (read_in or read_into)(path, sha, expected_fingerprint=expected_fingerprint, reserve=reserve)
    else:
        kv = (read_whole or read_verified)(path, sha, expected_fingerprint=expected_fingerprint)
    keep_host = tier.budget > 0 and _nbytes(kv) <= tier.budget
    keep_device = to_device is not None and _nbytes(kv) <= dev.budget
    if keep_host or keep_device:
        pin = dev is not None and dev.device.startswith("cuda")
        kept = _owned(kv, pin=pin)  # copied now, before a graft can decode into the read buffers

        def keep() -> None:
            if keep_host:
                tier.put(sha, kept)
            if keep_device:
                to_device(kept)

        if kv.pending is not None and not kv.pending.checked:
            kv.pending.on_verified.append(keep)
        else:
            keep()
    return kv
