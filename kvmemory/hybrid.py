"""Hybrid caches: sliding-window layers beside full-attention layers (Gemma 3, Mistral-style windows).

What transformers does. A sliding-window layer (``DynamicSlidingWindowLayer``, window ``W``; Gemma 3
270M: ``W = 512`` on five layers of six) attends over the keys it holds plus the new ones, and after
each forward keeps only the last ``W - 1`` keys/values *in cache order*; its ``cumulative_length``
counts every token it has seen. Attention masks are laid out in cache order too: a query token at
cache index ``c`` sees cache indices ``c - W + 1 .. c`` on a sliding layer and ``0 .. c`` on a full one.

What kvmemory stores. Every layer of an artifact, sliding or full, holds the keys/values of *every*
token of the entry, ``(1, kv_heads, tokens, head_dim)`` as the format says; nothing is cut to the
window. One artifact therefore serves any layout, and the RoPE-shift row can re-rotate it. A
sliding layer's tensors of an entry longer than the window carry tokens the layer no longer needs
once the entry stands alone; they are what a layout with later windows or a longer prefix needs.

How the bytes are captured (:func:`recording`). The layer drops tokens during the forward, so
:func:`kvmemory.graft.prefill` turns on the layer's own past recording
(``activate_past_recording``) for that one forward and cuts the layer back to ``W - 1`` after it.
Recording changes nothing the forward computes: ``update`` returns the same tensor (the
concatenation of what was held and the new keys, which is never longer than ``W - 1 + new``) and the
mask reads ``cumulative_length``, which recording does not touch.

How a graft stays exact. :func:`kvmemory.graft.build_cache` hands the windows, concatenated in cache
order, to the sliding layer's own ``update``: it keeps the last ``W - 1`` and counts them all, the very
state a fresh forward of the same tokens leaves. So, byte for byte against the same chunking computed
fresh:

* an entry shorter than the window: the layer holds all of it;
* an entry longer than the window: the layer holds its last ``W - 1`` tokens, as a fresh forward
  over the entry would, and the query's sliding layers see exactly those;
* side-by-side windows (and windows on a prefix): a sliding layer's query sees the last ``W - 1``
  *cached* tokens, that is, the tail of the concatenation (the last window, then the one before it,
  ...), whatever positions those tokens sit at; full-attention layers see every window. This is the
  same chunking computed fresh, so it is byte-exact; but when the grafted windows add up to more
  than ``W - 1`` tokens, the earlier windows reach the query through the full layers only.
  Fallback where every window must be in the sliding layers' view: graft fewer or shorter windows
  (``Settings.top_k=1``; :func:`window_overflow` says when a layout overflows), or write the entries
  into the prompt as text.
"""

from __future__ import annotations

from contextlib import contextmanager

__all__ = ["sliding_window", "is_sliding", "held_lengths", "recording", "window_overflow"]


def sliding_window(model) -> int | None:
    """The model's sliding window ``W`` when some layer uses one; ``None`` for full attention only."""
    cfg = getattr(model, "config", model)
    window = getattr(cfg, "sliding_window", None)
    types = getattr(cfg, "layer_types", None)
    if window is None or (types is not None and "sliding_attention" not in types):
        return None
    return int(window)


def is_sliding(layer) -> bool:
    """Whether a cache layer keeps only a sliding window of keys (``DynamicSlidingWindowLayer``)."""
    return bool(getattr(layer, "is_sliding", False))


def held_lengths(cache) -> list[int]:
    """How many tokens each layer of ``cache`` holds now: 0 for a layer not yet written."""
    out = []
    for layer in cache.layers:
        keys = getattr(layer, "keys", None)
        out.append(0 if keys is None or not getattr(layer, "is_initialized", True) or keys.numel() == 0
                   else int(keys.shape[-2]))
    return out


@contextmanager
def recording(cache):
    """Keep every new token's keys/values in ``cache``'s sliding layers during the block.

    Yields :func:`held_lengths` as they were before the block, so ``layer.keys[:, :, before[i]:]`` after
    a forward are exactly the new tokens' keys on every layer. On exit each sliding layer is cut back to
    its last ``W - 1`` tokens and recording is turned off: the layer is then in the state a forward
    without recording leaves.
    """
    before = held_lengths(cache)
    sliding = [layer for layer in cache.layers if is_sliding(layer)]
    for layer in sliding:
        layer.activate_past_recording()
    try:
        yield before
    finally:
        for layer in sliding:
            layer.record_past = False
            if getattr(layer, "keys", None) is not None and layer.keys.numel():
                keep = layer.sliding_window - 1
                layer.keys = layer.keys[:, :, -keep:, :]  # (1, kv_heads, min(held, W-1), head_dim)
                layer.values = layer.values[:, :, -keep:, :]


def window_overflow(model, windows) -> int:
    """Grafted tokens beyond what a sliding layer's query sees (0 on a model without sliding layers).

    ``windows`` are :class:`~kvmemory.artifact.KV` (or anything with ``tokens``). A positive result means
    the sliding layers see only the tail of the concatenated windows (see the module docstring).
    """
    window = sliding_window(model)
    if window is None:
        return 0
    return max(0, sum(w.tokens for w in windows) - (window - 1))
