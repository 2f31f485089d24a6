"""The one entry-fit check: can this artifact be grafted for this entry (on this model)?

:func:`entry_misfit` is shared by :meth:`kvmemory.KVMemory.load` (with the model, before a graft)
and ``kvmemory doctor`` (without a model, on every active entry). It returns the reason an
artifact does not fit, or None; the callers decide what that means (quarantine, an error). The
artifact's hash, format and fingerprint are checked before, by :func:`kvmemory.artifact.read_verified`.
"""

from __future__ import annotations

from typing import Sequence

__all__ = ["entry_misfit"]


def entry_misfit(kv, entry, *, model=None, token_ids: Sequence[int] | None = None) -> str | None:
    """Why ``kv`` (a read artifact) cannot be grafted for ``entry``, or None.

    Always: it starts at position 0 with no prefix, records the entry's template and token count.
    With ``token_ids`` (the entry text tokenised by its template): its token ids are exactly those.
    With ``model``: layer count, dtype and per-layer shape ``(1, kv_heads, tokens, head_dim)``.
    """
    if kv.position_start != 0 or kv.prefix:
        return f"it starts at position {kv.position_start} with prefix {kv.prefix!r}; entries start at 0 with none"
    if kv.template != entry.template:
        return f"template {kv.template!r} is not the entry's {entry.template!r}"
    if kv.tokens != entry.tokens:
        return f"{kv.tokens} tokens; the entry has {entry.tokens}"
    if token_ids is not None and list(kv.token_ids) != list(token_ids):
        return "its token ids are not the entry's text"
    if model is None:
        return None
    cfg = model.config
    measured = getattr(model, "_kvmemory_kv_shape", None)  # (layers, kv_heads, head_dim) from the cache itself
    if measured is not None:  # set by kvmemory.models.check_supported: a config may name heads the model ignores
        n_layers, heads, head_dim = measured
    else:
        n_layers = cfg.num_hidden_layers
        heads = getattr(cfg, "num_key_value_heads", None) or cfg.num_attention_heads
        head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // cfg.num_attention_heads
    if len(kv.layers) != n_layers:
        return f"{len(kv.layers)} layers; the model has {n_layers}"
    want = (1, heads, kv.tokens, head_dim)
    for i, (k, v) in enumerate(kv.layers):
        if k.dtype != model.dtype or v.dtype != model.dtype:
            return f"layer {i} is {k.dtype}; the model computes in {model.dtype}"
        if tuple(k.shape) != want or tuple(v.shape) != want:
            return f"layer {i} has shape {tuple(k.shape)}; the model needs {want}"
    return None
