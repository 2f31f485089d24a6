"""Computing KV, grafting it back at its own positions, and decoding.

Exactness contract: a graft reproduces, byte for byte, the *same chunking* computed fresh. An entry's
KV is produced by one forward over its tokens at positions ``position_start ..`` on an empty cache;
the query is one forward on top. Grafting the saved KV and forwarding the query gives logits whose
SHA-256 equals the fresh computation's. One forward over entry+query together is a different matmul
shape and is *not* byte-identical (see ``kvmemory check-exact``).

Several entries can be grafted side by side, each at its own positions ``0 .. len-1`` ("parallel
context windows"). The query then starts at the position after the longest window, attends to every
cached token, and the cache index runs over the total cached length.

A prompt prefix (:mod:`kvmemory.prefix`) sits at ``0 .. P-1``; windows computed on top of it sit side
by side at ``P .. P+len-1``, each computed by one forward on a cache that holds *only* the prefix. The
query follows the longest window. The same chunking computed fresh is: the prefix forward on an empty
cache, each window's forward on a copy of that cache, then the query on all of them concatenated.

Re-rotating keys to new positions (:func:`shift_keys`) is an explicit, approximate opt-in.
"""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass
from typing import Callable, Protocol, Sequence

from .artifact import KV
from .errors import ModelError

__all__ = ["prefill", "build_cache", "full_attention", "forward", "greedy_decode", "Stepper", "stepping",
           "current_stepper", "shift_keys", "shift_unsupported", "Layout", "layout", "check_on_prefix"]


def _torch():
    import torch

    return torch


def _new_cache(model):
    from transformers import DynamicCache

    return DynamicCache(config=model.config)


def full_attention(model) -> bool:
    """True when every layer of ``model``'s cache is a plain full-attention ``DynamicLayer`` (no sliding
    window): a layer's keys then hold every token, so a recap (:mod:`kvmemory.recap`) can be cut from it
    and grafted after its entry."""
    from transformers.cache_utils import DynamicLayer

    return all(type(layer) is DynamicLayer for layer in _new_cache(model).layers)


def _positions(start: int, n: int, device):
    torch = _torch()
    return torch.arange(start, start + n, device=device, dtype=torch.long).unsqueeze(0)  # (1, n)


def forward(model, cache, token_ids: Sequence[int], position_start: int):
    """One forward of ``token_ids`` at ``position_start ..`` on top of ``cache``; returns last-token logits.

    The cache is extended in place. Logits are float32 ``(vocab,)``.
    """
    torch = _torch()
    ids = torch.tensor([list(token_ids)], dtype=torch.long, device=model.device)  # (1, n)
    with torch.inference_mode():
        out = model(input_ids=ids, position_ids=_positions(position_start, ids.shape[1], model.device),
                    cache=cache, use_cache=True, logits_to_keep=1)
    return out.logits[0, -1].float()  # (vocab,)


class Stepper(Protocol):
    """Runs the decode steps of :func:`greedy_decode` on this thread in place of :func:`forward` (see
    :func:`stepping`): e.g. a server that combines the steps of many requests into one batched forward
    (:mod:`kvmemory.serve.batching`). ``step`` must return the bits :func:`forward` would."""

    def step(self, model, cache, token_id: int, position: int):
        """The float32 ``(vocab,)`` logits after feeding ``token_id`` at ``position`` (``cache`` extended in place)."""

    def done(self) -> None:
        """The decode loop ended (its last step taken, or an exception on its way out)."""


_STEPPER = threading.local()


def current_stepper() -> "Stepper | None":
    """The stepper :func:`stepping` set on this thread (None outside one)."""
    return getattr(_STEPPER, "value", None)


@contextlib.contextmanager
def stepping(stepper: "Stepper | None"):
    """Within the block, :func:`greedy_decode` on this thread feeds each decode step to ``stepper``."""
    before = getattr(_STEPPER, "value", None)
    _STEPPER.value = stepper
    try:
        yield stepper
    finally:
        _STEPPER.value = before


#: The oldest transformers whose models take the cache as ``cache=`` (older ones ignore it silently).
MIN_TRANSFORMERS = (5, 24)


def _require_transformers() -> None:
    import transformers

    parts = tuple(int(p) for p in transformers.__version__.split(".")[:2] if p.isdigit())
    if parts < MIN_TRANSFORMERS:
        raise ModelError(f"transformers {transformers.__version__} is too old for kvmemory: its models do not take "
                         f"the cache as `cache=`, so nothing is cached; install transformers>="
                         f"{'.'.join(map(str, MIN_TRANSFORMERS))} (pip install -U 'transformers>=5.24')")


def _layers_of(cache) -> list:
    layers = getattr(cache, "layers", None)
    if layers is None:
        raise ModelError("this model's cache has no per-layer keys/values; kvmemory needs a transformers Cache")
    out = []
    for layer in layers:
        k, v = getattr(layer, "keys", None), getattr(layer, "values", None)
        if k is None or v is None:
            _require_transformers()
            raise ModelError(f"cache layer {type(layer).__name__} holds no keys/values (recurrent or linear "
                             "attention models are not supported)")
        out.append((k, v))
    return out


def prefill(model, token_ids: Sequence[int], *, position_start: int = 0, prefix_cache=None):
    """Run ``token_ids`` through the model at their positions; return ``(logits, layers)``.

    ``layers[i] = (k, v)`` are clones of the new tokens' keys and values, each
    ``(1, kv_heads, len(token_ids), head_dim)``, exactly as the model produced them, on sliding-window
    layers too (:func:`kvmemory.hybrid.recording`).
    """
    from .hybrid import recording

    if not token_ids:
        raise ValueError("prefill needs at least one token")
    cache = prefix_cache if prefix_cache is not None else _new_cache(model)
    with recording(cache) as before:  # per layer: tokens held before this forward
        logits = forward(model, cache, token_ids, position_start)
        layers = [(k[:, :, b:].clone(), v[:, :, b:].clone()) for (k, v), b in zip(_layers_of(cache), before)]
    return logits, layers


def build_cache(model, windows: Sequence[KV], *, reserve: int = 0):
    """A fresh cache holding ``windows`` side by side at their own positions.

    Returns ``(cache, next_position)``: the query goes at ``next_position``, one past the end of the
    longest window. With ``reserve`` > 0, full-attention layers are :class:`kvmemory.kvcache.ReservedLayer`
    with room for that many more tokens (the query and the decode), so no later token copies the
    cache; a first window read with room to spare (:func:`kvmemory.artifact.read_into`) is adopted
    without any copy (the other windows are copied into its spare room, once).
    """
    torch = _torch()
    if not windows:
        raise ValueError("build_cache needs at least one KV window")
    n_layers = len(windows[0].layers)
    for w in windows:
        if len(w.layers) != n_layers:
            raise ModelError("KV windows disagree on the number of layers")
    from transformers.cache_utils import DynamicLayer

    cache = _new_cache(model)
    device = model.device
    from .kvcache import adopt, fill

    total = sum(w.tokens for w in windows)
    first = windows[0]
    adopted = False
    for i in range(n_layers):
        layer = cache.layers[i] if i < len(cache.layers) else None
        if reserve > 0 and type(layer) is DynamicLayer and not layer.is_initialized:
            spare = first.buffers[i] if first.buffers else None
            if spare is not None and spare[0].shape[-2] >= total + reserve and spare[0].device == device:
                n = first.tokens  # the first window is in place; the others go into its spare room
                for w in windows[1:]:
                    spare[0][:, :, n:n + w.tokens].copy_(w.layers[i][0])
                    spare[1][:, :, n:n + w.tokens].copy_(w.layers[i][1])
                    n += w.tokens
                adopt(cache, i, spare[0], spare[1], total)
                adopted = True
            else:
                kb, vb, _ = fill([(w.layers[i][0].to(device), w.layers[i][1].to(device)) for w in windows],
                                 total + reserve)
                adopt(cache, i, kb, vb, total)
            continue
        if len(windows) == 1:
            k, v = windows[0].layers[i]
        else:
            k = torch.cat([w.layers[i][0] for w in windows], dim=2)  # (1, kv_heads, total, head_dim)
            v = torch.cat([w.layers[i][1] for w in windows], dim=2)
        k, v = k.to(device), v.to(device)
        if type(layer) is DynamicLayer and not layer.is_initialized:
            # Hand the tensors over as they are: DynamicLayer.update would copy them onto an empty
            # tensor first. The next update (the query) concatenates into a new tensor as usual.
            layer.lazy_initialization(k, v)
            layer.keys, layer.values = k, v
        else:
            cache.update(k, v, i)
    if adopted:
        first.buffers = None  # one cache owns the spare room; grafting this KV again copies it
    next_position = max(w.position_start + w.tokens for w in windows)
    return cache, next_position


@dataclass
class Layout:
    """What a decode starts from: a prefix (maybe none), grafted windows (maybe none) and the query."""

    windows: list
    query_ids: list[int]
    prefix: KV | None = None

    @property
    def grafted_tokens(self) -> int:
        return sum(w.tokens for w in self.windows) + (self.prefix.tokens if self.prefix is not None else 0)

    @property
    def query_position(self) -> int:
        start = self.prefix.position_start + self.prefix.tokens if self.prefix is not None else 0
        return max((w.position_start + w.tokens for w in self.windows), default=start)


def check_on_prefix(prefix: KV, windows: Sequence[KV]) -> None:
    """Raise ModelError unless ``prefix`` starts at 0 and every window starts right after it."""
    if prefix.position_start != 0:
        raise ModelError(f"a prefix starts at position 0, this one at {prefix.position_start}: "
                         "compute it with kvmemory.prefix")
    for w in windows:
        if w.position_start != prefix.tokens:
            raise ModelError(f"a window at position {w.position_start} cannot follow a {prefix.tokens}-token "
                             "prefix: compute it on top of the prefix (kvmemory.prefix.PrefixStore.on_prefix)")


def layout(model, windows: Sequence[KV], query_ids: Sequence[int], *, prefix: KV | None = None, reserve: int = 0):
    """Graft ``prefix`` (optional) then ``windows``, and forward the query.

    Returns ``(logits, cache, next_position)``. With a prefix, every window must have been computed on
    top of it (position_start == prefix length); the query follows the longest window, or the prefix. With
    ``reserve`` > 0 the cache has room for that many more tokens (no window: moved there after the query's
    forward), so the decode after it never copies the cache.
    """
    if prefix is not None:
        check_on_prefix(prefix, windows)
        windows = [prefix, *windows]
    if windows:
        cache, pos = build_cache(model, windows, reserve=reserve)
    else:
        cache, pos = _new_cache(model), 0
    logits = forward(model, cache, query_ids, pos)
    if not windows and reserve > 0:
        _reserve_after(cache, reserve)
    return logits, cache, pos + len(query_ids)


def _reserve_after(cache, reserve: int) -> None:
    """Move a prefilled cache's full-attention layers into buffers with ``reserve`` tokens of spare room (one copy),
    so the decode steps after a cold prompt write in place instead of copying the cache per token. The prefill
    itself ran as always (on :class:`~transformers.cache_utils.DynamicLayer`), so its bits are the same; decoding
    on the buffers gives the same bits as on the copying layers (``tests/test_kvcache.py``)."""
    from transformers.cache_utils import DynamicLayer

    from .kvcache import adopt, fill

    for i, layer in enumerate(cache.layers):
        if type(layer) is DynamicLayer and layer.is_initialized and layer.keys is not None and layer.keys.numel():
            n = layer.keys.shape[-2]
            kb, vb, _ = fill([(layer.keys, layer.values)], n + reserve)
            adopt(cache, i, kb, vb, n)


def greedy_decode(model, cache, logits, position: int, *, max_new_tokens: int,
                  stop: Callable[[list[int]], bool] | None = None, eos_ids: Sequence[int] = (),
                  sample: bool = False, temperature: float = 0.7, generator=None,
                  logits_processor: Callable | None = None) -> list[int]:
    """Decode from ``logits`` (greedy, or sampled when ``sample``), one token per forward.

    Stops after ``max_new_tokens``, on an EOS id, or when ``stop(tokens_so_far)`` is true. The stop
    token is kept; EOS is not. ``logits_processor(tokens_so_far, logits)``, when given, returns the
    logits each token is picked from (a constraint's mask on a copy); the forward's logits are its input.
    Inside :func:`stepping`, each step's forward is the stepper's (same bits, maybe batched with other requests).
    """
    stepper = current_stepper()
    try:
        return _decode_loop(model, cache, logits, position, max_new_tokens, stop, eos_ids, sample, temperature,
                            generator, logits_processor, stepper)
    finally:
        if stepper is not None:
            stepper.done()


def _decode_loop(model, cache, logits, position, max_new_tokens, stop, eos_ids, sample, temperature, generator,
                 logits_processor, stepper) -> list[int]:
    torch = _torch()
    out: list[int] = []
    eos = set(int(e) for e in eos_ids if e is not None)
    for _ in range(max_new_tokens):
        if logits_processor is not None:
            logits = logits_processor(list(out), logits)
        if sample:
            probs = torch.softmax(logits / max(temperature, 1e-5), dim=-1)
            tok = int(torch.multinomial(probs, 1, generator=generator))
        else:
            tok = int(torch.argmax(logits))
        if tok in eos:
            break
        out.append(tok)
        if stop is not None and stop(out):
            break
        if len(out) == max_new_tokens:
            break
        logits = (forward(model, cache, [tok], position) if stepper is None
                  else stepper.step(model, cache, tok, position))
        position += 1
    return out


def _rotary(model):
    import sys

    for name, module in model.named_modules():
        if name.endswith("rotary_emb"):
            return module, getattr(sys.modules.get(type(model).__module__), "apply_rotary_pos_emb", None)
    raise ModelError(f"{type(model).__name__} has no rotary embedding: position shift is only defined for RoPE models "
                     "(an own-position graft needs none)")


def _rotate_half(x):
    torch = _torch()
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


def _rerotate(k, cos, sin):
    """``k`` rotated by ``(cos, sin)`` (rotate-half RoPE) on its first ``rd`` dims; the rest pass through."""
    torch = _torch()
    rd = cos.shape[-1]  # partial rotary (Phi, StableLM, GPT-NeoX, ...): only the first rd dims rotate
    k_rot, k_pass = k[..., :rd], k[..., rd:]  # (1, kv_heads, tokens, rd), (..., head_dim - rd)
    return torch.cat([k_rot * cos + _rotate_half(k_rot) * sin, k_pass], dim=-1)


def _shift_rotations(model, kv: KV, delta: int):
    """``(rotation of layer i)``: the ``(cos, sin)`` that moves layer ``i``'s keys by ``delta`` positions.

    Raises :class:`~kvmemory.errors.ModelError` where :func:`shift_keys` cannot express the model's
    positions: no rotary embedding (absolute or learned positions, ALiBi), a rotary embedding it cannot
    call or that is wider than the keys, or one applied in another form than rotate-half RoPE.
    """
    import inspect

    torch = _torch()
    name = type(model).__name__
    rot, apply = _rotary(model)
    k0 = kv.layers[0][0]
    # Gemma 3 rotates sliding and full layers with different bases: one rotation per layer type
    try:
        per_type = "layer_type" in inspect.signature(rot.forward).parameters
    except (TypeError, ValueError):
        per_type = False
    types = list(getattr(model.config, "layer_types", None) or [None] * len(kv.layers)) if per_type else None
    if per_type and len(types) < len(kv.layers):
        raise ModelError(f"{name}'s config names {len(types)} layer types for {len(kv.layers)} cached layers: "
                         "position shift cannot tell which rotation each layer uses")

    def cos_sin(t, position):
        pos = torch.tensor([[position]], device=k0.device)
        with torch.inference_mode():
            try:
                cos, sin = rot(k0, pos, t) if per_type else rot(k0, pos)  # (1, 1, rd)
            except Exception as exc:
                raise ModelError(f"{name}'s rotary embedding does not give (cos, sin) for plain position ids "
                                 f"({type(exc).__name__}: {exc}): position shift is not defined for it; an "
                                 "own-position graft needs none") from exc
        if cos.dim() != 3 or cos.shape[:2] != (1, 1) or sin.shape != cos.shape:
            raise ModelError(f"{name}'s rotary embedding gives cos of shape {tuple(cos.shape)} for one position: "
                             "position shift is only defined for one rotation per position")
        return cos[:, None].to(k0.dtype), sin[:, None].to(k0.dtype)  # (1, 1, 1, rd)

    layer_types = set(types) if per_type else {None}
    rotations = {t: cos_sin(t, delta) for t in layer_types}
    for i, (k, _) in enumerate(kv.layers):
        rd = rotations[types[i] if per_type else None][0].shape[-1]
        if rd > k.shape[-1]:
            raise ModelError(f"{name}'s rotary embedding is {rd} wide but its keys are "
                             f"{k.shape[-1]}: position shift cannot be applied to it")

    # The model's own RoPE must be this one (rotate-half, leading dims): GLM, GPT-J and CodeGen rotate
    # interleaved pairs, and another form would shift to the wrong place without an error. Probed at
    # position 1 whatever ``delta`` is (a rotation by 0 is the identity in every form).
    probe = torch.linspace(-1, 1, k0.shape[-1] * 3, dtype=torch.float32).reshape(1, 1, 3, k0.shape[-1])
    for t in layer_types:
        cos, sin = cos_sin(t, 1)
        c, s = cos[:, 0].float(), sin[:, 0].float()  # (1, 1, rd)
        theirs, rd = None, c.shape[-1]
        if rd > probe.shape[-1]:
            raise ModelError(f"{name}'s rotary embedding is {rd} wide but its keys are "
                             f"{probe.shape[-1]}: position shift cannot be applied to it")
        for part in ((probe,) if rd == probe.shape[-1] else (probe, probe[..., :rd])):
            try:  # the modeling module's own apply_rotary_pos_emb(q, k, cos, sin) on all dims, or the rotary ones
                theirs = torch.cat([apply(part, part, c, s)[1], probe[..., part.shape[-1]:]], dim=-1)
                break
            except Exception:
                continue
        if theirs is None or theirs.shape != probe.shape or not torch.allclose(theirs, _rerotate(probe, c[:, None], s[:, None]),
                                                                               atol=1e-5):
            raise ModelError(f"{name} applies its rotary embedding in another form than rotate-half "
                             "RoPE (interleaved pairs, or its own): position shift (approximate, opt-in) is not "
                             "defined for it; an own-position graft needs none")
    return [rotations[types[i] if per_type else None] for i in range(len(kv.layers))]


def shift_unsupported(model, kv: KV) -> str | None:
    """Why :func:`shift_keys` cannot move ``kv``'s keys on ``model``, or ``None`` when it can.

    Decided from the model itself (its rotary embedding and its own ``apply_rotary_pos_emb``), as
    :func:`shift_keys` decides it: a model without RoPE (GPT-2, BLOOM, OPT) or with another rotary form
    (GPT-J, Cohere: interleaved pairs) gets the reason :func:`shift_keys` would raise.
    """
    try:
        _shift_rotations(model, kv, 1)
    except ModelError as exc:
        return str(exc)
    return None


def shift_keys(model, kv: KV, new_start: int) -> KV:
    """APPROXIMATE: re-rotate cached keys from ``kv.position_start`` to ``new_start`` (RoPE shift).

    Uses RoPE's composition ``R(p + d) = R(d) R(p)``. It is mathematically equal but not byte-equal
    to computing the tokens fresh at the new positions (rounding differs; see ``check-exact``).
    Values are position-free and unchanged. A model whose positions this cannot express (no rotary
    embedding, or not rotate-half RoPE; :func:`shift_unsupported` says why) raises
    :class:`~kvmemory.errors.ModelError`.
    """
    rotations = _shift_rotations(model, kv, new_start - kv.position_start)
    layers = [(_rerotate(k, cos, sin), v) for (k, v), (cos, sin) in zip(kv.layers, rotations)]
    return KV(layers, kv.token_ids, new_start, kv.prefix or ("shifted" if new_start else ""),
              kv.model_fingerprint, kv.template)
