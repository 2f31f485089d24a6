"""One decode step for many requests at once, each request's logits the same bits as its step alone.

A memory-bound decode reads every weight once per step; a step that carries the next token of ``B``
requests reads them once for all ``B``. Serving engines batch this way and give up exactness: a request's
logits then depend on what it was batched with. Here each operation of a step computes a request's row in the
order it uses for that request alone:

* **linear layers** (projections, the MLP, the output head): :mod:`kvmemory.linearkernel`, a fixed-order
  kernel, for every input of one token per request (``(B, 1, dim)``; prefill inputs keep PyTorch's
  ``linear``). :func:`install` switches a model's ``nn.Linear`` modules to it, once, when it is loaded;
* **attention**: each request attends over its own cache, of its own length, with the one-token attention of
  :mod:`kvmemory.attention` (the compiled kernel), called per request exactly as for the request alone
  (:class:`RaggedLayer` hands the attention function each request's keys and values);
* **everything else** (embedding, RMSNorm, rotary position, residual adds, SiLU) is row-wise in PyTorch and
  gives the same row alone and in a batch on this CPU (checked, not assumed: ``tests/test_batchdecode.py``
  compares the logits' SHA-256 alone and in batches of 2, 5 and 16 with different cache lengths).

:func:`step` runs one such step over requests that each hold their own cache (a grafted ``ReservedLayer``
cache or any transformers ``DynamicLayer`` cache) at their own position. It needs the model on
:data:`kvmemory.attention.STREAM` and both kernels built (:func:`ready` says whether, and why not).
"""

from __future__ import annotations

import types
from typing import Sequence

from transformers.cache_utils import DynamicLayer

from . import attention, decodekernel, linearkernel
from .attention import Ragged

__all__ = ["prepare", "install", "uninstall", "installed", "ready", "float32_on_cpu", "text_config", "batchable", "step",
           "Ragged", "RaggedLayer"]

_MARK = "_kvmemory_invariant_linear"


def _linear_forward(self, x):
    import torch

    kernel = linearkernel.load()
    if x.dim() == 3 and x.shape[1] == 1 and kernel is not None and kernel.fits(x, self.weight, self.bias):
        return kernel.linear(x.reshape(x.shape[0], x.shape[2]), self.weight, self.bias).unsqueeze(1)
    return torch.nn.functional.linear(x, self.weight, self.bias)


def prepare(model) -> bool:
    """Switch a model kvmemory loads to the kernels it decodes with, once: the packed attention
    (:func:`kvmemory.attention.use`) and the batch-invariant linear layers (:func:`install`). So a request decodes
    with the same bits alone, in-process, and in a batched step of the server. True if :func:`step` can batch it."""
    attention.use(model)
    install(model)
    return ready(model) is None


def install(model) -> int:
    """Route every ``nn.Linear`` of ``model`` through the batch-invariant kernel for one-token-per-request inputs;
    the number of modules switched (0 where the kernel cannot be built). Idempotent."""
    import torch

    if linearkernel.load() is None:
        return 0
    n = 0
    for module in model.modules():  # exactly nn.Linear: a subclass may return more than the product (a MoE router)
        if type(module) is torch.nn.Linear and not getattr(module, _MARK, False):
            module.forward = types.MethodType(_linear_forward, module)
            setattr(module, _MARK, True)
            n += 1
    return n


def uninstall(model) -> int:
    """Give ``model``'s linear layers back PyTorch's ``linear``; the number of modules switched back."""
    n = 0
    for module in model.modules():
        if getattr(module, _MARK, False):
            del module.forward
            delattr(module, _MARK)
            n += 1
    return n


def installed(model) -> bool:
    """True if :func:`install` switched ``model``'s linear layers."""
    return any(getattr(m, _MARK, False) for m in model.modules())


def ready(model) -> str | None:
    """None if :func:`step` can batch ``model``; else why not."""
    if getattr(getattr(model, "config", None), "_attn_implementation", None) != attention.STREAM:
        return f"the model's attention is not {attention.STREAM} (kvmemory.attention.use)"
    if decodekernel.load() is None:
        return f"the decode kernel is off: {decodekernel.status()}"
    if linearkernel.load() is None:
        return f"the linear kernel is off: {linearkernel.status()}"
    if not installed(model):
        return "the model's linear layers are not switched (kvmemory.batchdecode.install)"
    if not float32_on_cpu(model):
        return "the linear kernel takes float32 weights on the CPU only"
    return None


def float32_on_cpu(model) -> bool:
    """True if ``model``'s weights are float32 on the CPU: the kind whose one-token steps the linear kernel takes."""
    p = next(model.parameters(), None)
    return p is not None and p.device.type == "cpu" and str(p.dtype) == "torch.float32"


def text_config(model):
    """``model``'s decoder config (the text part of a multimodal one); None for a model without a config."""
    config = getattr(model, "config", None)
    return config.get_text_config() if hasattr(config, "get_text_config") else config


def batchable(cache, model=None) -> bool:
    """True if :func:`step` takes ``cache`` beside others: every layer a full-attention one (transformers'
    ``DynamicLayer`` or kvmemory's reserved buffers) or transformers' sliding-window layer, none recurrent; with
    ``model``, each where the model has that kind of layer (``config.layer_types``).

    A sliding-window layer holds the last ``W - 1`` keys in cache order, and the masks are laid out in cache order
    (:mod:`kvmemory.hybrid`), so the one new token of a step sees every key the layer hands it: attending to all of
    them, as a batched step does, is what the same step alone computes (:mod:`kvmemory.attention` drops a mask that
    hides nothing, so alone it is the same call)."""
    from transformers.cache_utils import DynamicSlidingWindowLayer

    from .kvcache import ReservedLayer

    layers = getattr(cache, "layers", None)
    if not layers or any(type(layer) not in (DynamicLayer, DynamicSlidingWindowLayer, ReservedLayer)
                         for layer in layers):
        return False
    kinds = getattr(text_config(model), "layer_types", None)
    if kinds is None or len(kinds) != len(layers):
        return True
    return all((kind == "sliding_attention") == (type(layer) is DynamicSlidingWindowLayer)
               for kind, layer in zip(kinds, layers))


class RaggedLayer(DynamicLayer):
    """One layer of a batched step's cache: the requests' own layers side by side. ``update`` appends each
    request's new key and value to its own layer and returns them as :class:`Ragged` tuples, which the attention
    of :mod:`kvmemory.attention` takes one request at a time."""

    is_sliding = False

    def __init__(self, layers: Sequence):
        super().__init__()
        self.layers = list(layers)
        self.is_initialized = True

    def update(self, key_states, value_states, *args, **kwargs):
        keys, values = [], []
        for i, layer in enumerate(self.layers):
            k, v = layer.update(key_states[i:i + 1], value_states[i:i + 1], *args, **kwargs)
            keys.append(k)
            values.append(v)
        return Ragged(keys), Ragged(values)

    def get_seq_length(self) -> int:
        return max(layer.get_seq_length() for layer in self.layers)

    def get_mask_sizes(self, query_length: int) -> tuple[int, int]:
        return self.get_seq_length() + query_length, 0

    def get_max_length(self) -> int:
        return -1


def step(model, caches: Sequence, token_ids: Sequence[int], positions: Sequence[int]):
    """Feed ``token_ids[i]`` at ``positions[i]`` to request ``i`` (its cache ``caches[i]``, updated in place);
    the next-token logits ``(B, vocab)``, row ``i`` the same bits as request ``i``'s step alone.

    Raises ``ValueError`` (saying why) where the model cannot batch exactly (:func:`ready`)."""
    import torch
    from transformers.cache_utils import Cache

    if (why := ready(model)) is not None:
        raise ValueError(f"cannot batch decode steps exactly: {why}")
    if not (len(caches) == len(token_ids) == len(positions)) or not caches:
        raise ValueError("step needs one cache, one token and one position per request")
    n_layers = len(caches[0].layers)
    if any(len(c.layers) != n_layers for c in caches):
        raise ValueError("every request's cache must have one layer per model layer")
    batch = Cache(layers=[RaggedLayer([c.layers[i] for c in caches]) for i in range(n_layers)])
    ids = torch.tensor(list(token_ids), dtype=torch.long).view(-1, 1)
    pos = torch.tensor(list(positions), dtype=torch.long).view(-1, 1)
    with torch.inference_mode():
        out = model(input_ids=ids, position_ids=pos, cache=batch, use_cache=True)
    return out.logits[:, -1, :]
