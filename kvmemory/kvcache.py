"""A cache layer that decodes without copying the whole cache per token.

transformers' :class:`~transformers.cache_utils.DynamicLayer` grows by ``torch.cat`` on every update,
so each decoded token after a graft of ``n`` tokens copies all ``n`` keys and values of every layer
(at 8,000 grafted fp32 tokens of the default model, about 370 MB per token). Its fixed-size cousins
(``StaticLayer``) attend over the whole preallocated length with a mask, a different computation.

:class:`ReservedLayer` keeps keys and values in buffers with room to spare, ``(1, heads, capacity,
head_dim)``, and exposes the filled part as views ``[:, :, :n]``. An update writes the new tokens into
the spare room and returns views over ``0 .. n+m``: the same values, in the same order, as the
concatenation would hold, so attention computes the same bytes (``tests/test_kvcache.py`` asserts
SHA-256 equality of the logits against ``DynamicLayer``). When the room runs out it grows once by
doubling, like a list.

The buffers can be filled straight from an artifact file (:func:`kvmemory.artifact.read_into` reads
each head's bytes into place), so a graft reads its bytes once and never copies them again.
"""

from __future__ import annotations

from transformers.cache_utils import DynamicLayer

__all__ = ["ReservedLayer", "reserve_buffers", "adopt", "fill"]


def reserve_buffers(like, capacity: int):
    """Empty key and value buffers ``(1, heads, capacity, head_dim)`` with ``like``'s dtype and device."""
    import torch

    b, h, _, d = like.shape
    k = torch.empty((b, h, capacity, d), dtype=like.dtype, device=like.device)
    v = torch.empty((b, h, capacity, d), dtype=like.dtype, device=like.device)
    return k, v


class ReservedLayer(DynamicLayer):
    """A :class:`DynamicLayer` whose keys/values are views into buffers with spare room."""

    def __init__(self, key_buffer, value_buffer, length: int):
        super().__init__()
        if key_buffer.shape != value_buffer.shape or length > key_buffer.shape[-2]:
            raise ValueError("ReservedLayer needs key and value buffers of one shape holding at least `length` tokens")
        self.buffers = (key_buffer, value_buffer)
        self.device, self.dtype = key_buffer.device, key_buffer.dtype
        self.is_initialized = True
        self._expose(length)

    @property
    def capacity(self) -> int:
        return self.buffers[0].shape[-2]

    def _expose(self, n: int) -> None:
        self.length = n
        self.keys, self.values = self.buffers[0][:, :, :n], self.buffers[1][:, :, :n]

    def _grow(self, need: int) -> None:
        import torch

        k, v = self.buffers
        cap = max(need, 2 * self.capacity)
        nk, nv = (torch.empty((*t.shape[:2], cap, t.shape[3]), dtype=t.dtype, device=t.device) for t in (k, v))
        nk[:, :, :self.length].copy_(k[:, :, :self.length])
        nv[:, :, :self.length].copy_(v[:, :, :self.length])
        self.buffers = (nk, nv)

    def update(self, key_states, value_states, *args, **kwargs):
        n, m = self.length, key_states.shape[-2]
        if n + m > self.capacity:
            self._grow(n + m)
        self.buffers[0][:, :, n:n + m].copy_(key_states)
        self.buffers[1][:, :, n:n + m].copy_(value_states)
        self._expose(n + m)
        return self.keys, self.values

    def get_seq_length(self) -> int:
        return self.length

    def crop(self, tokens_to_remove: int) -> None:
        if tokens_to_remove > 0:
            raise ValueError("crop takes a negative count of tokens to remove")
        self._expose(max(0, self.length + tokens_to_remove))

    def reset(self) -> None:
        self._expose(0)


def fill(windows_layer: list, capacity: int):
    """Buffers of ``capacity`` tokens holding ``windows_layer`` (a list of ``(k, v)``) side by side."""
    k0 = windows_layer[0][0]
    kb, vb = reserve_buffers(k0, capacity)
    n = 0
    for k, v in windows_layer:
        m = k.shape[-2]
        kb[:, :, n:n + m].copy_(k)
        vb[:, :, n:n + m].copy_(v)
        n += m
    return kb, vb, n


def adopt(cache, index: int, key_buffer, value_buffer, length: int) -> None:
    """Put a :class:`ReservedLayer` over the buffers at ``cache.layers[index]``."""
    cache.layers[index] = ReservedLayer(key_buffer, value_buffer, length)
