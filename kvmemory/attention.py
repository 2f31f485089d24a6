"""The attention path kvmemory decodes with: one query token against grouped key/value heads, packed.

A decode step asks one query token of every attention head to attend over the whole cache. With
grouped-query attention (GQA: fewer key/value heads than query heads; the default model has 9 query
heads over 3 key/value heads), transformers' ``sdpa`` path passes ``enable_gqa=True`` to PyTorch when
there is no mask. On CPU that runs each query head on its own against its group's keys and values,
so every key/value head is read once per query head in its group (three times for the default model).

:data:`NAME` (``"kvmemory-sdpa"``) is the same ``sdpa`` function with one change: for a single query
token with no mask, the query heads of a group are packed as ``group`` rows against their one
key/value head, ``(batch, kv_heads, group, head_dim)``, so attention reads each key/value head once.
That is the layout transformers itself uses for a single token when a mask is present
(``pack_gqa``). Every other call (prefill, a mask, a position bias, a soft cap, training) goes to
transformers' ``sdpa`` unchanged.


:data:`STREAM` (``"kvmemory-stream"``) is :data:`NAME` with the packed single-token attention run by
the compiled kernel of :mod:`kvmemory.decodekernel` where it takes the tensors (CPU, float32, a head
dimension that is a multiple of 8): each cached key and value is read once per step at about the
machine's read bandwidth, where PyTorch's kernel on a few query rows reads at about half of it. Its
bits do not depend on the CPU. :func:`use` picks it whenever the kernel builds (:func:`preferred`).

Exactness is unaffected: a graft is compared with the same layout computed fresh, and both decode
through the same function. The packed step is not bit-equal to ``enable_gqa``, nor the kernel's to
the packed ``sdpa`` (other summation orders), which is why the choice is made once, when kvmemory
loads a model (:func:`use`), not per call. Decode after an 8,192-token graft of the default model:
see ``kvmemory bench decode``.
"""

from __future__ import annotations

__all__ = ["NAME", "STREAM", "NAMES", "Ragged", "preferred", "use"]

NAME = "kvmemory-sdpa"
STREAM = "kvmemory-stream"
#: The attention implementations this module registers.
NAMES = (NAME, STREAM)
_REGISTERED = False
#: Keyword arguments a model's attention passes that do not change one unmasked query token's attention (with
#: no mask, a sliding window does not apply). Any other one set (a soft cap, sinks, a position bias, a
#: setting of a model's own) sends the call to transformers' ``sdpa`` unchanged.
_HARMLESS = frozenset({"position_ids", "cache_position", "use_cache", "output_router_logits", "output_attentions",
                       "sliding_window", "is_causal"})


class Ragged(tuple):
    """One layer's keys (or values) for each request of a batched decode step (:mod:`kvmemory.batchdecode`), each
    ``(1, kv_heads, length_i, head_dim)``: the attention runs per request, exactly as for that request alone."""


def _packed_sdpa(module, query, key, value, attention_mask, dropout: float = 0.0, scaling=None, **kwargs):
    return _packed(module, query, key, value, attention_mask, dropout, scaling, None, **kwargs)


def _streamed(module, query, key, value, attention_mask, dropout: float = 0.0, scaling=None, **kwargs):
    from .decodekernel import load

    return _packed(module, query, key, value, attention_mask, dropout, scaling, load(), **kwargs)


def _packed(module, query, key, value, attention_mask, dropout, scaling, kernel, **kwargs):
    import torch
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    groups = getattr(module, "num_key_value_groups", 1)
    if isinstance(key, Ragged):  # a batched decode step: each request over its own cache, as when alone (no mask:
        # one new token attends to all of its own cache); on the kernel, all of them in one call that makes each
        # request's own call (Kernel.attend_many), else one request at a time through the path below
        if kernel is not None and _plain(module, query, key[0], value[0], None, dropout, groups, kwargs):
            b, heads, _, d = query.shape
            packed = query.reshape(b, heads // groups, groups, d)
            if kernel.fits_many(packed, key, value):
                out = kernel.attend_many(packed, key, value, d ** -0.5 if scaling is None else scaling)
                return out.reshape(b, heads, 1, value[0].shape[-1]).transpose(1, 2).contiguous(), None
        rows = [_packed(module, query[i:i + 1], k, v, None, dropout, scaling, kernel, **kwargs)[0]
                for i, (k, v) in enumerate(zip(key, value))]
        return torch.cat(rows, dim=0), None
    if attention_mask is not None and query.shape[2] == 1 and _sees_all(attention_mask):
        # one token that sees every key it is given (a sliding-window layer whose cache already holds only the
        # window): the mask changes nothing, and without it the call is the one a batched step makes
        plain = _plain(module, query, key, value, None, dropout, groups, kwargs)
    else:
        plain = _plain(module, query, key, value, attention_mask, dropout, groups, kwargs)
    if not plain:
        return sdpa_attention_forward(module, query, key, value, attention_mask, dropout=dropout,
                                      scaling=scaling, **kwargs)
    b, heads, _, d = query.shape
    packed = query.reshape(b, heads // groups, groups, d)  # query head h reads key/value head h // groups
    if kernel is not None and kernel.fits(packed, key, value):
        out = kernel.attend(packed, key, value, d ** -0.5 if scaling is None else scaling)
    else:
        out = torch.nn.functional.scaled_dot_product_attention(packed, key, value, scale=scaling)
    return out.reshape(b, heads, 1, value.shape[-1]).transpose(1, 2).contiguous(), None


def _sees_all(mask) -> bool:
    """True if ``mask`` (boolean, or additive float) hides no key."""
    import torch

    return bool(mask.all()) if mask.dtype == torch.bool else bool((mask == 0).all())


def _plain(module, query, key, value, attention_mask, dropout, groups, kwargs) -> bool:
    """One new token per request, grouped heads, no mask, nothing :data:`_HARMLESS` does not cover: the packed
    path applies."""
    return (query.shape[2] == 1 and groups > 1 and attention_mask is None and not dropout
            and not module.training and query.shape[1] == key.shape[1] * groups
            and key.shape[-1] == value.shape[-1] and not kwargs.get("output_attentions", False)
            and all(v is None for k, v in kwargs.items() if k not in _HARMLESS))


def _register() -> None:
    global _REGISTERED
    if not _REGISTERED:
        from transformers import AttentionInterface
        from transformers.masking_utils import ALL_MASK_ATTENTION_FUNCTIONS, sdpa_mask

        AttentionInterface.register(NAME, _packed_sdpa)
        AttentionInterface.register(STREAM, _streamed)
        for name in NAMES:
            ALL_MASK_ATTENTION_FUNCTIONS.register(name, sdpa_mask)  # the masks ``sdpa`` gets, unchanged
        _REGISTERED = True


def preferred() -> str:
    """The attention :func:`use` switches to: :data:`STREAM` where the decode kernel builds on this
    machine (``kvmemory.decodekernel.status()`` says why not), else :data:`NAME`."""
    from .decodekernel import load

    return STREAM if load() is not None else NAME


def use(model, name: str | None = None) -> bool:
    """Switch ``model`` from ``sdpa`` to ``name`` (default :func:`preferred`); True if it now decodes
    with one of :data:`NAMES`.

    Models on another attention implementation (``eager``, flash, flex, ...), without grouped
    key/value heads, or whose code does not take registered attention functions are left as they are.
    A model already on one of :data:`NAMES` keeps it unless ``name`` asks for the other.
    """
    if name is not None and name not in NAMES:
        raise ValueError(f"attention {name!r} is not one of {', '.join(NAMES)}")
    config = getattr(model, "config", None)
    current = getattr(config, "_attn_implementation", None)
    if current in NAMES and (name is None or name == current):
        return True
    if current not in ("sdpa", *NAMES) or not hasattr(model, "set_attn_implementation"):
        return False
    if not any(getattr(m, "num_key_value_groups", 1) > 1 for m in model.modules()):
        return False  # no grouped heads: nothing to pack
    _register()
    try:
        model.set_attn_implementation(name or preferred())
    except (ValueError, ImportError, NotImplementedError, AttributeError):  # the model's code refuses it
        return False
    return getattr(model.config, "_attn_implementation", None) in NAMES
