"""The family matrix: every causal-LM model type of the installed transformers, grafted or refused.

For each model type in transformers' ``MODEL_FOR_CAUSAL_LM_MAPPING_NAMES`` :func:`check_family` builds
a tiny random model from the type's own config class (:func:`tiny_config`: two layers, hidden 64,
4 query / 2 KV heads, head_dim 16, a 512-token vocabulary, sliding windows of 8; weights drawn with
:func:`kvmemory.models.seed_weights`, the same bytes on every CPU), float32 on CPU, and asks
:func:`kvmemory.models.check_supported` whether kvmemory grafts it. A supported model then runs four
layouts, each grafted from artifact bytes (:func:`kvmemory.artifact.encode` / ``decode``) with
:mod:`kvmemory.graft` and compared by SHA-256 of the logits against the same chunking computed fresh
with plain forwards (no graft code):

* ``own``: one entry at positions ``0 ..``, then the query; also checked against one forward over
  entry+query together (close, not equal: another matmul shape), so a graft that is consistent but
  means something else (a cache the model does not read) cannot pass;
* ``side_by_side``: two entries, each at its own positions ``0 ..``, the query after the longer one;
* ``prefix``: a prefix at ``0 ..`` and two entries each computed on top of it;
* ``recurring``: one entry at 0, the query, and six greedy tokens decoded on the reserved-buffer cache
  (:class:`kvmemory.kvcache.ReservedLayer`), the same tokens and last logits as a fresh decode.

Outcomes (:class:`FamilyResult.outcome`): ``exact`` (every layout SHA-256-equal); ``refused`` (a typed
:class:`~kvmemory.errors.UnsupportedModelError`; ``reason`` is a code of
:data:`kvmemory.models.REFUSAL_REASONS`); ``skipped`` (the config cannot be built small, or the model
needs a package that is not installed; ``reason`` says which); ``wrong`` (a supported model whose graft
differs from fresh: a bug, the matrix test fails on it); ``error`` (a supported model that crashed: a
bug too). ``python -m kvmemory.families --markdown docs/models-matrix.md`` (or ``kvmemory models
--matrix``) regenerates the table.
"""

from __future__ import annotations

import copy
import hashlib
import re
import signal
import time
from dataclasses import asdict, dataclass, field

from .errors import ModelError, UnsupportedModelError

__all__ = ["VOCAB", "SLIDING", "FamilyResult", "causal_lm_types", "tiny_config", "tiny_family_model", "check_family",
           "check_layouts", "matrix", "summary", "to_markdown"]

#: The tiny models' vocabulary (token ids are drawn below it; no tokenizer is needed).
VOCAB = 512
#: Sliding windows are cut to this, so every entry is longer than the window.
SLIDING = 8
_SMALL = dict(
    hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
    head_dim=16, vocab_size=VOCAB, max_position_embeddings=256,
    n_embd=64, n_layer=2, n_layers=2, n_head=4, n_inner=128, n_positions=256, n_ctx=256, d_model=64, num_layers=2,
    ffn_dim=128, word_embed_proj_dim=64, ffn_hidden_size=128, d_ff=128, num_heads=4, n_heads=4, d_kv=16,
    num_experts=4, num_local_experts=4, n_routed_experts=4, num_experts_per_tok=2, moe_intermediate_size=32,
    n_shared_experts=1, shared_expert_intermediate_size=64, moe_num_experts=4, moe_topk=2, top_k=2,
    kv_lora_rank=16, q_lora_rank=32, qk_rope_head_dim=8, qk_nope_head_dim=8, v_head_dim=16, qk_head_dim=16,
    rotary_dim=8, moe_k=2, n_group=1, topk_group=1, first_k_dense_replace=1, num_nextn_predict_layers=0,
    # encoder-decoder style names (the causal-LM decoders of Whisper, PLBart, Blenderbot...)
    encoder_layers=2, decoder_layers=2, encoder_attention_heads=4, decoder_attention_heads=4,
    encoder_ffn_dim=128, decoder_ffn_dim=128,
)
#: Keys set from ``_SMALL`` even where the default config leaves them ``None`` (derived later).
_EVEN_IF_NONE = ("head_dim", "num_key_value_heads", "num_experts_per_tok", "n_routed_experts", "n_shared_experts")
#: Extra small settings a type's config validation needs (how to build it small, not whether it is supported).
#: LFM2's default config is attention-only; its published checkpoints mix short-convolution layers in.
_EXTRA = {"gpt_neo": {"attention_types": [[["global", "local"], 1]]}, "mamba2": {"expand": 1},
          "lfm2": {"layer_types": ["conv", "full_attention"], "num_hidden_layers": 2},
          "lfm2_moe": {"layer_types": ["conv", "full_attention"], "num_hidden_layers": 2},
          # Reformer's LM head needs is_decoder, and its axial position embeddings must sum to the hidden size
          "reformer": {"is_decoder": True, "axial_pos_embds_dim": [32, 32], "attention_head_size": 16},
          # DBRX's attention reads attn_config.rope_theta, a field its default attention config lacks, and
          # clamps by clip_qkv, which must not be None (the published configs set both: 500000 and 8)
          "dbrx": {"attn_config": {"rope_theta": 500000.0, "clip_qkv": 8}},
          # Dots 3: the sliding layers' head_dim must be qk_nope_head_dim + qk_rope_head_dim (8 + 8)
          "dots3_note_text": {"head_dim": 16},
          # ... and its vision and audio adapters map their own hidden size onto the text model's
          "dots3_note": {"text_config": {"head_dim": 16},
                         "vision_config": {"adapter_in_dim": 64, "adapter_out_dim": 64},
                         "audio_config": {"adapter_input_size": 64, "adapter_out_dim": 64}},
          # the Gemma 4 assistant's text config must have no per-layer inputs, MoE block or wide MLP (its own
          # default config fails that validation)
          "gemma4_assistant": {"text_config": {"hidden_size_per_layer_input": 0, "vocab_size_per_layer_input": 0,
                                               "enable_moe_block": False, "use_double_wide_mlp": False}},
          # Qwen4-Exp's indexed-attention layers always build the QSA indexer, whose sizes default to None
          "qwen4_exp_text": {"indexer_n_heads": 4, "indexer_kv_heads": 1, "indexer_head_dim": 16, "indexer_budget": 8,
                             "indexer_compress_ratio": 2},
          # Zamba ties one shared attention block across its hybrid layers: a stack with one hybrid layer has
          # nothing to tie it to (transformers raises), so two
          "zamba": {"layers_block_type": ["linear_attention", "hybrid"] * 2, "num_hidden_layers": 4},
          # X-MOD runs one language adapter per forward; a checkpoint names its languages, a forward needs one
          "xmod": {"default_language": "en_XX"}}
_EXTRA["qwen4_exp"] = {"text_config": _EXTRA["qwen4_exp_text"]}
_TOKEN_IDS = ("pad_token_id", "bos_token_id", "eos_token_id", "decoder_start_token_id", "sep_token_id",
              "cls_token_id", "mask_token_id", "unk_token_id")
_ENTRY_A, _ENTRY_B, _QUERY, _PREFIX, _DECODE = 12, 9, 5, 6, 6


@dataclass
class FamilyResult:
    """One row of the matrix."""

    model_type: str
    outcome: str  # exact | refused | skipped | wrong | error
    reason: str = ""  # refused: a REFUSAL_REASONS code; skipped/error/wrong: what happened
    detail: str = ""
    architecture: str = ""
    checkpoint: str = ""  # an example checkpoint named in the config's docstring
    layouts: dict = field(default_factory=dict)  # layout -> SHA-256 equal
    kv_bytes_per_token: int = 0
    cache_layers: list = field(default_factory=list)
    seconds: float = 0.0


def causal_lm_types() -> list[str]:
    """Every model type of transformers' ``MODEL_FOR_CAUSAL_LM_MAPPING_NAMES``, sorted."""
    from transformers.models.auto.modeling_auto import MODEL_FOR_CAUSAL_LM_MAPPING_NAMES

    return sorted(MODEL_FOR_CAUSAL_LM_MAPPING_NAMES)


#: A field counting one part of the layer stack (``num_kv_shared_layers``, ``n_input_layers``...): when it
#: is longer than the small stack, the stack gets one copy of its layer kinds per part (see :func:`_small_layers`).
_PART = re.compile(r"^(num|n)_\w+_layers$")
#: Routing top-k fields: never raised above the default (a top-1 router stays top-1).
_TOP_K = ("num_experts_per_tok", "moe_topk", "top_k", "moe_k")


def _small_layers(d: dict, cfg) -> dict:
    """The small layer stack: ``layer_types`` cut to one layer of each kind, and what must agree with it.

    Read from the config object, not its serialized form (Dory serializes its blocks interleaved with
    "mlp" entries and doubled counts; Zamba names the list ``layers_block_type`` through ``attribute_map``).
    A part count (:data:`_PART`) longer than the small stack (Gemma 3n's KV-shared layers, Dory's
    input/recurrent/output layers) gets one copy of the kinds per part, so every part keeps every kind
    and the parts still add up; per-layer lists of sizes become the small size; ``per_layer_config``
    overrides (keyed by layer index) follow their layer's kind.
    """
    name = (getattr(type(cfg), "attribute_map", None) or {}).get("layer_types", "layer_types")
    if name in d:
        types = getattr(cfg, "layer_types", None) if cfg is not None else d[name]
    else:  # no layer_types: one other list of per-layer kinds (the Dots 3 vision encoder's mlp_layer_types)
        named = [key for key, v in d.items() if key.endswith("_layer_types") and isinstance(v, list)]
        name = named[0] if len(named) == 1 else None
        types = d.get(name)
    if not isinstance(types, (list, tuple)) or not types or not all(isinstance(t, str) for t in types):
        return {}
    types = list(types)
    total = getattr(cfg, "num_hidden_layers", None) if cfg is not None else None
    total = total if isinstance(total, int) and total >= len(types) else len(types)
    kinds = list(dict.fromkeys(types))  # one layer of each kind, in order of first use
    unit = (kinds * 2)[:max(2, len(kinds))]
    parts = {}
    for key in d:
        if not _PART.match(key) or key == "num_hidden_layers" or key in _SMALL:
            continue
        v = getattr(cfg, key, d[key]) if cfg is not None else d[key]
        if isinstance(v, int) and not isinstance(v, bool) and len(unit) < v <= total:
            parts[key] = v
    copies = len(parts) + (sum(parts.values()) < total) if parts else 1
    small = unit * copies
    out = {name: small, "num_hidden_layers": len(small), **{key: len(unit) for key in parts}}
    for key, v in d.items():  # per-layer sizes (Gemma 3n's intermediate_size) -> the small size
        if key in _SMALL and isinstance(v, list) and len(v) == total and all(
                isinstance(x, (int, float)) and not isinstance(x, bool) for x in v):
            out[key] = _SMALL[key]
    overrides = d.get("per_layer_config")
    if isinstance(overrides, dict) and overrides:
        by_index = {int(k): v for k, v in overrides.items() if str(k).isdigit() and isinstance(v, dict)}
        first = {kind: types.index(kind) for kind in kinds}
        out["per_layer_config"] = {i: {**by_index[first[kind]], **_small_dict(by_index[first[kind]], top=False)}
                                   for i, kind in enumerate(small) if first[kind] in by_index}
    rope = d.get("rope_parameters")
    if isinstance(rope, dict) and not rope:  # no RoPE given where each layer type reads its own (Cohere Compass)
        out["rope_parameters"] = {kind: {"rope_type": "default", "rope_theta": 10000.0} for kind in kinds}
    return out


def _small_dict(d: dict, *, top: bool, cfg=None) -> dict:
    from transformers import PreTrainedConfig

    out = {}
    for key, value in d.items():
        if key in _TOP_K and isinstance(value, int) and not isinstance(value, bool) and value < _SMALL[key]:
            continue  # a top-1 router stays top-1 (ZAYA refuses any other)
        if key in _SMALL and (value is not None or key in _EVEN_IF_NONE) and not isinstance(value, (dict, list, bool)):
            out[key] = _SMALL[key]
        elif key == "sliding_window" and isinstance(value, int) and not isinstance(value, bool):
            out[key] = SLIDING
        elif key == "attention_chunk_size" and isinstance(value, int):
            out[key] = SLIDING
        elif isinstance(value, dict) and value and key != "per_layer_config" and (
                key.endswith("_config") or key in (getattr(cfg, "sub_configs", None) or {})):  # MusicGen: decoder
            sub = getattr(cfg, key, None) if cfg is not None else None
            out[key] = _small_dict(value, top=False, cfg=sub if isinstance(sub, PreTrainedConfig) else None)
    out.update(_small_layers(d, cfg))
    for key in _TOKEN_IDS:
        v = d.get(key)
        if isinstance(v, int) and v >= VOCAB:
            out[key] = {"pad_token_id": 0, "bos_token_id": 1}.get(key, 2)
        elif isinstance(v, list):
            out[key] = [x if x < VOCAB else 2 for x in v if isinstance(x, int)] or None
    if "qk_rope_head_dim" in d and "head_dim" in out:  # multi-head latent attention: head_dim is the rotary part
        out["head_dim"] = _SMALL["qk_rope_head_dim"]
    if ("kv_lora_rank" in d and "num_attention_heads" in out and d.get("num_key_value_heads") is not None
            and d.get("num_key_value_heads") == d.get("num_attention_heads")):
        # latent attention expands its one latent to every head: as many KV heads as query heads
        out["num_key_value_heads"] = out["num_attention_heads"]
    return out


def _merged(a: dict, b: dict) -> dict:
    """``b`` over ``a``, nested dicts merged key by key."""
    out = dict(a)
    for key, value in b.items():
        out[key] = _merged(out[key], value) if isinstance(value, dict) and isinstance(out.get(key), dict) else value
    return out


def tiny_config(model_type: str):
    """A small config of ``model_type``, from its own config class with the sizes in ``_SMALL``."""
    from transformers import AutoConfig

    extra = _EXTRA.get(model_type, {})
    try:
        base = AutoConfig.for_model(model_type)
    except Exception:  # a default config that fails its own validation (Gemma 4 assistant): with the extras
        base = AutoConfig.for_model(model_type, **copy.deepcopy(extra))
    small = _small_dict(base.to_dict(), top=True, cfg=base)
    small.pop("model_type", None)
    cfg = AutoConfig.for_model(model_type, **_merged(small, copy.deepcopy(extra)))
    return cfg


def _checkpoint(config) -> str:
    for found in re.finditer(r"huggingface\.co/([\w.-]+/[\w.-]+)", type(config).__doc__ or ""):
        name = found.group(1).rstrip(".)")
        if name.split("/")[0] not in ("papers", "docs", "spaces", "datasets", "blog", "transformers"):
            return name
    return ""


def _causal_lm_class(config):
    """``(class, sub-config)`` where the type's causal-LM class is built from a sub-config the auto class
    does not pick, else ``(None, config)``.

    transformers' auto classes hand a composite config's ``text_config`` to a causal-LM class built on it
    (Llama 4, Qwen3.5); MusicGen's causal LM is built on its ``decoder`` sub-config, which they do not pick.
    """
    from transformers.models.auto.modeling_auto import MODEL_FOR_CAUSAL_LM_MAPPING

    try:
        cls = MODEL_FOR_CAUSAL_LM_MAPPING[type(config)]
    except Exception:
        return None, config
    wants = getattr(cls, "config_class", None)
    if wants is None or isinstance(config, wants):
        return None, config
    for key in getattr(config, "sub_configs", {}) or {}:
        sub = getattr(config, key, None)
        if key != "text_config" and isinstance(sub, wants):  # text_config: the auto class picks it itself
            return cls, sub
    return None, config


def tiny_family_model(model_type: str, *, seed: int = 0):
    """``(model, config)``: a tiny float32 CPU model of ``model_type``, weights from :func:`seed_weights`."""
    import torch
    from transformers import AutoModelForCausalLM

    from .models import seed_weights

    config = tiny_config(model_type)
    torch.manual_seed(seed)
    cls, built_from = _causal_lm_class(config)
    if cls is None:
        model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    else:
        model = cls._from_config(built_from, dtype=torch.float32)
    seed_weights(model, seed=seed)
    model.eval()
    from . import batchdecode

    batchdecode.prepare(model)  # the kernels load_model gives it
    return model, config


# -- the fresh side: plain forwards, no graft code --------------------------------------------------------
def _run(model, cache, ids, start):
    import torch

    t = torch.tensor([list(ids)], dtype=torch.long)  # (1, n)
    pos = torch.arange(start, start + len(ids)).unsqueeze(0)  # (1, n)
    with torch.inference_mode():
        out = model(input_ids=t, position_ids=pos, cache=cache, use_cache=cache is not None, logits_to_keep=1)
    return out.logits[0, -1].float()  # (vocab,)


def _fresh_windows(model, windows, base=None, start=0):
    """Each window's new keys/values, one forward each on a copy of ``base`` (or an empty cache)."""
    from transformers import DynamicCache

    from .hybrid import recording

    out = []
    for ids in windows:
        c = copy.deepcopy(base) if base is not None else DynamicCache(config=model.config)
        with recording(c) as held:
            _run(model, c, ids, start)
            out.append([(layer.keys[:, :, b:].clone(), layer.values[:, :, b:].clone())
                        for layer, b in zip(c.layers, held)])
    return out


def _fresh_layout(model, per_window, query, query_pos):
    import torch
    from transformers import DynamicCache

    cache = DynamicCache(config=model.config)
    for i in range(len(per_window[0])):
        k = torch.cat([w[i][0] for w in per_window], dim=2)  # (1, kv_heads, total, head_dim)
        v = torch.cat([w[i][1] for w in per_window], dim=2)
        cache.update(k, v, i)
    return _run(model, cache, query, query_pos), cache


def _sha(t) -> str:
    return hashlib.sha256(t.detach().float().contiguous().numpy().tobytes()).hexdigest()


def _stored(kv):
    """``kv`` through artifact bytes and back: what a graft reads from a library."""
    from .artifact import decode, encode

    return decode(encode(kv))


def check_layouts(model, *, seed: int = 0) -> tuple[dict, dict]:
    """Run the four layouts on ``model``; return ``(sha_equal per layout, facts)``.

    ``facts`` holds ``one_shot_close`` (the own-position graft is close to one forward over entry+query)
    and ``kv_bytes_per_token``.
    """
    import random

    import torch

    from .artifact import KV
    from .graft import layout, prefill

    vocab = int(model.config.get_text_config(decoder=True).vocab_size)
    rng = random.Random(seed)
    draw = lambda n: [rng.randrange(3, vocab) for _ in range(n)]  # noqa: E731
    a, b, q, p = draw(_ENTRY_A), draw(_ENTRY_B), draw(_QUERY), draw(_PREFIX)

    def kv_of(ids, start=0, prefix_cache=None):
        _, layers = prefill(model, ids, position_start=start, prefix_cache=prefix_cache)
        return _stored(KV(layers, list(ids), start, "prefix" if start else "", "families", "none"))

    ok, facts = {}, {}
    kv_a, kv_b = kv_of(a), kv_of(b)
    facts["kv_bytes_per_token"] = kv_a.nbytes // kv_a.tokens

    # own position: one entry at 0 .. 11, the query at 12 ..
    graft_logits, _, _ = layout(model, [kv_a], q)
    fresh_logits, _ = _fresh_layout(model, _fresh_windows(model, [a]), q, len(a))
    ok["own"] = _sha(graft_logits) == _sha(fresh_logits)
    with torch.inference_mode():
        ids = torch.tensor([a + q])  # (1, n)
        one = model(input_ids=ids, position_ids=torch.arange(len(a) + len(q))[None], use_cache=False,
                    logits_to_keep=1).logits[0, -1].float()
    alone = _run(model, None, q, len(a))  # the query without the entry: how much the entry matters
    facts["one_shot_close"] = float((one - graft_logits).abs().max()) <= 1e-3 * max(float((one - alone).abs().max()), 1e-12)

    # side by side: A at 0 .. 11 and B at 0 .. 8, the query at 12 ..
    graft_logits, _, _ = layout(model, [kv_a, kv_b], q)
    fresh_logits, _ = _fresh_layout(model, _fresh_windows(model, [a, b]), q, len(a))
    ok["side_by_side"] = _sha(graft_logits) == _sha(fresh_logits)

    ok["prefix"] = _check_prefix(model, kv_of, p, a, b, q)
    ok["recurring"] = _check_recurring(model, kv_a, a, q)
    return ok, facts


def _check_prefix(model, kv_of, p, a, b, q) -> bool:
    """P at 0 .. 5, A and B each on top of it at 6 .., the query after the longer: SHA-256 equal to fresh."""
    from transformers import DynamicCache

    from .graft import layout
    from .hybrid import recording

    base = DynamicCache(config=model.config)
    kv_p = kv_of(p)
    with recording(base):
        _run(model, base, p, 0)
    on_a, on_b = kv_of(a, len(p), copy.deepcopy(base)), kv_of(b, len(p), copy.deepcopy(base))
    graft_logits, _, _ = layout(model, [on_a, on_b], q, prefix=kv_p)
    fresh_p = _fresh_windows(model, [p])
    fresh_logits, _ = _fresh_layout(model, fresh_p + _fresh_windows(model, [a, b], base, len(p)), q, len(p) + len(a))
    return _sha(graft_logits) == _sha(fresh_logits)


def _check_recurring(model, kv_a, a, q) -> bool:
    """A at 0, the query, six greedy tokens on the reserved-buffer cache: the same tokens and next logits."""
    from .graft import greedy_decode, layout

    graft_logits, cache, pos = layout(model, [kv_a], q, reserve=_QUERY + _DECODE + 2)
    got = greedy_decode(model, cache, graft_logits, pos, max_new_tokens=_DECODE)
    fresh_logits, fcache = _fresh_layout(model, _fresh_windows(model, [a]), q, len(a))
    want = greedy_decode(model, fcache, fresh_logits, len(a) + len(q), max_new_tokens=_DECODE)
    end = pos + len(got)
    return got == want and _sha(_run(model, cache, [3], end)) == _sha(_run(model, fcache, [3], end))


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout()


def check_family(model_type: str, *, timeout_s: int = 120) -> FamilyResult:
    """Build the tiny model of ``model_type`` and classify it (see the module docstring)."""
    from .models import check_supported

    t0 = time.perf_counter()
    res = FamilyResult(model_type, "skipped")
    old = signal.signal(signal.SIGALRM, _alarm) if timeout_s else None
    if timeout_s:
        signal.alarm(timeout_s)
    try:
        try:
            model, config = tiny_family_model(model_type)
        except ImportError as exc:
            res.reason, res.detail = "needs a package that is not installed", _first_line(exc)
            return res
        except _Timeout:
            raise
        except Exception as exc:
            res.reason, res.detail = "config cannot be built small", f"{type(exc).__name__}: {_first_line(exc)}"
            return res
        res.architecture, res.checkpoint = type(model).__name__, _checkpoint(config)
        try:
            from transformers import DynamicCache

            res.cache_layers = sorted({type(layer).__name__ for layer in DynamicCache(config=config).layers})
        except Exception:
            pass
        try:
            check_supported(model)
        except UnsupportedModelError as exc:
            res.outcome, res.reason, res.detail = "refused", exc.reason, getattr(exc, "detail", "") or _first_line(exc)
            return res
        except ModelError as exc:  # the tiny model does not run a plain forward: not a verdict on the family
            res.reason, res.detail = "tiny config does not run", _first_line(exc)
            return res
        try:
            ok, facts = check_layouts(model)
        except _Timeout:
            raise
        except Exception as exc:
            res.outcome, res.reason, res.detail = "error", type(exc).__name__, _first_line(exc)
            return res
        res.layouts, res.kv_bytes_per_token = ok, facts["kv_bytes_per_token"]
        if all(ok.values()) and facts["one_shot_close"]:
            res.outcome = "exact"
        else:
            res.outcome = "wrong"
            bad = [k for k, v in ok.items() if not v] + ([] if facts["one_shot_close"] else ["one_shot"])
            res.reason = "differs from fresh: " + ", ".join(bad)
        return res
    except _Timeout:
        res.outcome, res.reason = "skipped", f"took longer than {timeout_s} s"
        return res
    finally:
        if timeout_s:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)
        res.seconds = round(time.perf_counter() - t0, 2)


def _first_line(exc) -> str:
    text = str(exc).strip().splitlines()
    return (text[0] if text else type(exc).__name__)[:300]


def matrix(types=None, *, progress=None, timeout_s: int = 120) -> list[FamilyResult]:
    """:func:`check_family` over ``types`` (default: :func:`causal_lm_types`)."""
    import logging

    import transformers

    transformers.logging.set_verbosity_error()
    logging.getLogger("transformers").setLevel(logging.ERROR)
    out = []
    for t in (types or causal_lm_types()):
        r = check_family(t, timeout_s=timeout_s)
        out.append(r)
        if progress:
            progress(r)
    return out


def summary(results) -> dict:
    """Counts by outcome, and refusals and skips by reason."""
    counts = {k: sum(r.outcome == k for r in results) for k in ("exact", "refused", "skipped", "wrong", "error")}
    by = lambda o: dict(sorted({r.reason: sum(x.outcome == o and x.reason == r.reason for x in results)  # noqa: E731
                                for r in results if r.outcome == o}.items()))
    return {"types": len(results), **counts, "refused_by_reason": by("refused"), "skipped_by_reason": by("skipped")}


def to_markdown(results, *, transformers_version: str = "", command: str = "") -> str:
    """The matrix as a markdown page (``docs/models-matrix.md``)."""
    from .models import REFUSAL_REASONS

    s = summary(results)
    lines = ["# Which models kvmemory grafts", "",
             f"Generated by `{command or 'kvmemory models --matrix --markdown docs/models-matrix.md'}` from a run over "
             f"every causal-LM model type of transformers {transformers_version} ({s['types']} types): a tiny random "
             "model of each (2 layers, hidden 64, 4 query / 2 KV heads, float32, CPU), grafted from artifact bytes "
             "and compared with the same chunking computed fresh by SHA-256 of the logits (`kvmemory/families.py`). "
             "Do not edit by hand.", "",
             f"**{s['exact']} exact, {s['refused']} refused, {s['skipped']} skipped, {s['wrong']} silently wrong, "
             f"{s['error']} errors.**", "",
             "* **exact**: own-position graft, two windows side by side, a prefix with two windows on it, and a "
             "recurring answer (graft + 6 decoded tokens) are all SHA-256-equal to fresh; the own-position graft is "
             "also close to one forward over entry+query.",
             "* **refused**: `load_model` raises `UnsupportedModelError` (its `reason` below) before a library "
             "records anything. Decided from the cache classes, the config and two probe forwards, not the name.",
             "* **skipped**: the matrix could not build a small model of the type (why is said); not a verdict.", "",
             "| refusal reason | types | meaning |", "|---|---|---|"]
    for reason, n in s["refused_by_reason"].items():
        lines.append(f"| `{reason}` | {n} | {REFUSAL_REASONS.get(reason, '')} |")
    lines += ["", "## Decisions", "",
              "* **Recurrent-state and hybrid caches are refused** (`recurrent-state`: Mamba, Mamba-2, Falcon-Mamba, "
              "and the hybrids Jamba, Bamba, Falcon-H1, Nemotron-H, Granite-MoE-Hybrid, Qwen3-Next, Qwen3.5, "
              "LFM2, Kimi-Linear, MiniMax, ...; RWKV keeps its state outside the cache and is refused as "
              "`cache-ignored`). A recurrent state summarises every earlier token "
              "in order, so windows cannot sit side by side and a prefix's state cannot be shared by windows computed "
              "apart; only a single window at position 0 could be stored, and the artifact format stores keys/values "
              "only. The refusal comes from the cache transformers builds for the config (a layer that is not a "
              "plain or sliding-window key/value layer), before any deposit.",
              "* **No rotary embedding is fine**: an own-position graft re-rotates nothing, so learned positions "
              "(GPT-2, OPT) and ALiBi (BLOOM, MPT) graft exactly. ALiBi and other models that read positions from "
              "the cache order see side-by-side windows as one concatenation; that is also what the fresh "
              "computation does, so it is exact, but it is not the parallel-window layout of a RoPE model.",
              "* **Partial rotary** (Phi, StableLM, GPT-NeoX, Persimmon, Nemotron) grafts exactly, and the "
              "approximate RoPE shift (`graft.shift_keys`, the `shifted` row of check-exact) rotates only the "
              "rotary dims. Models whose own `apply_rotary_pos_emb` is not rotate-half (GLM, GPT-J, CodeGen, "
              "Cohere: interleaved pairs) graft exactly, but the shift refuses them with a `ModelError`.",
              "* **Keys and values of different widths** (multi-head latent attention as DeepSeek-V2/V3 and "
              "MiniCPM3 cache it, per-layer head counts) are refused (`cache-layout`): an artifact stores one "
              "(kv_heads, head_dim) for every key and value.",
              "* **A forward that adds cache layers** (Dory's per-loop copies of its recurrent layers) is refused "
              "(`cache-layout`): a graft builds and records the layers the config's cache has, so later loops "
              "would read the first loop's keys.",
              "* **A sliding-window cache under a full-attention mask** (Moshi) is refused (`cache-ignored`): "
              "the model would attend to tokens its cache drops, so a cached forward is not the model's forward.",
              "* Skipped types are not verdicts: a type the matrix cannot build small is checked by "
              "`load_model` like any other model when a real checkpoint is loaded.",
              "", "## Every type", "",
              "| model type | outcome | cache layers (exact) / why | class | example checkpoint | KV bytes/token (tiny) |",
              "|---|---|---|---|---|---|"]
    for r in results:
        why = r.reason if r.outcome != "exact" else ", ".join(n.replace("Dynamic", "") for n in r.cache_layers)
        detail = r.detail
        if r.outcome != "exact" and detail:
            why += ": " + detail.replace("|", "\\|")[:140]
        ckpt = f"[{r.checkpoint}](https://huggingface.co/{r.checkpoint})" if r.checkpoint else ""
        kvb = str(r.kv_bytes_per_token) if r.outcome == "exact" else ""
        lines.append(f"| `{r.model_type}` | {r.outcome} | {why} | {r.architecture} | {ckpt} | {kvb} |")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    """``python -m kvmemory.families [--json] [--markdown PATH] [TYPE ...]``."""
    import argparse
    import json
    import sys

    import transformers

    ap = argparse.ArgumentParser(prog="python -m kvmemory.families", description=main.__doc__)
    ap.add_argument("types", nargs="*")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--markdown", default=None)
    args = ap.parse_args(argv)
    results = matrix(args.types or None,
                     progress=lambda r: print(f"{r.model_type:28s} {r.outcome:8s} {r.reason} {r.detail[:100]}",
                                              file=sys.stderr, flush=True))
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(to_markdown(results, transformers_version=transformers.__version__))
    if args.json:
        print(json.dumps({"summary": summary(results), "results": [asdict(r) for r in results]}, indent=2))
    else:
        print(json.dumps(summary(results), indent=2))
    return 0 if not any(r.outcome in ("wrong", "error") for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
