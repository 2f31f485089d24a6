"""The family matrix (kvmemory.families): every causal-LM type is grafted exactly or refused with a reason.

The fast part checks one type of each kind (position scheme, cache layout, refusal reason) and the
loader's refusals end to end; ``test_every_causal_lm_type`` walks all of transformers' causal-LM types
(about 5 minutes on 2 cores: marked slow) and is what ``docs/models-matrix.md`` is generated from.
"""

from __future__ import annotations

import pytest

from kvmemory.errors import ModelError, UnsupportedModelError
from kvmemory.families import causal_lm_types, check_family, summary, to_markdown
from kvmemory.models import REFUSAL_REASONS, check_supported

#: One type per kind of model; the expected outcome is what the matrix measured.
KINDS = {
    "llama": "exact",  # RoPE, grouped-query attention
    "gemma3_text": "exact",  # sliding-window layers (window 8 here) beside full ones
    "phi": "exact",  # partial rotary
    "gptj": "exact",  # interleaved rotary on part of the head
    "gpt2": "exact",  # learned absolute positions
    "bloom": "exact",  # ALiBi
    "mixtral": "exact",  # mixture of experts, sliding window
    "llama4_text": "exact",  # chunked attention
    "bert": "refused",  # an encoder with an LM head
    "mamba": "refused",  # recurrent state only
    "jamba": "refused",  # attention + Mamba hybrid
    "moshi": "refused",  # a sliding-window cache under a full-attention mask
    "minicpm3": "refused",  # latent attention: keys and values of different widths
    "dory": "refused",  # its forward appends a cache layer per recurrent loop
    "cohere_compass_text": "exact",  # RoPE per layer type, which its default config leaves out
}
REASONS = {"bert": "not-causal", "mamba": "recurrent-state", "jamba": "recurrent-state", "moshi": "cache-ignored",
           "minicpm3": "cache-layout", "dory": "cache-layout"}


@pytest.mark.parametrize("model_type", sorted(KINDS))
def test_each_kind_is_exact_or_refused_with_its_reason(model_type):
    r = check_family(model_type)
    assert r.outcome == KINDS[model_type], (r.outcome, r.reason, r.detail)
    if r.outcome == "exact":
        assert r.layouts == {"own": True, "side_by_side": True, "prefix": True, "recurring": True}
    else:
        assert r.reason == REASONS[model_type] and r.reason in REFUSAL_REASONS


def test_small_configs_keep_what_their_layers_must_agree_on():
    """The small config cuts the layer stack to its kinds and keeps what depends on it consistent."""
    from kvmemory.families import tiny_config

    dory = tiny_config("dory")  # input / recurrent / output parts, each with both kinds
    assert dory.layer_types == ["sliding_attention", "full_attention"] * 3
    assert (dory.n_input_layers, dory.n_recurrent_layers, dory.n_output_layers) == (2, 2, 2)
    gemma3n = tiny_config("gemma3n_text")  # KV-shared layers after producers of every kind
    assert gemma3n.layer_types == ["sliding_attention", "full_attention"] * 2 and gemma3n.num_kv_shared_layers == 2
    assert gemma3n.intermediate_size == [128] * 4
    zamba2 = tiny_config("zamba2")  # layer_types is layers_block_type through attribute_map
    assert zamba2.layers_block_type == ["linear_attention", "hybrid"] and zamba2.num_hidden_layers == 2
    assert tiny_config("zaya").num_experts_per_tok == 1  # a top-1 router stays top-1
    dots = tiny_config("dots3_note_text")  # latent attention: as many KV heads as heads, per layer too
    assert dots.num_key_value_heads == dots.num_attention_heads == 4
    assert tiny_config("deepseek_v3").num_key_value_heads == 4


def test_a_model_whose_forward_adds_cache_layers_is_refused():
    """Dory appends a copy of its recurrent layers' cache for every loop past the first: a graft built from
    the config's layers would hand the later loops the first loop's keys (3e-4 from the one-shot logits on
    the tiny model, where the entry itself moves them by 9e-3)."""
    from kvmemory.families import tiny_family_model

    model, _ = tiny_family_model("dory")
    with pytest.raises(UnsupportedModelError, match="6 cache layers its config gives into 8") as info:
        check_supported(model)
    assert info.value.reason == "cache-layout"


def _save(model, tokenizer, path):
    model.save_pretrained(str(path))
    if tokenizer is not None:
        tokenizer.save_pretrained(str(path))
    return str(path)


def _bert(vocab):
    from transformers import AutoModelForCausalLM, BertConfig

    cfg = BertConfig(vocab_size=vocab, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4)
    return AutoModelForCausalLM.from_config(cfg).eval()


def test_a_bert_folder_is_refused_before_the_library_records_it(tmp_path, default_tokenizer, tiny_model_dir, embedder):
    from kvmemory import KVMemory

    bert = _save(_bert(len(default_tokenizer)), default_tokenizer, tmp_path / "bert")
    with pytest.raises(UnsupportedModelError, match="not a causal LM") as info:
        with KVMemory(tmp_path / "lib", model=bert, embedder=embedder) as mem:
            mem.model
    assert info.value.reason == "not-causal"
    with KVMemory(tmp_path / "lib", model=tiny_model_dir, embedder=embedder) as mem:  # nothing was recorded
        assert mem.fingerprint


def test_a_bert_object_handed_in_is_refused_too(tmp_path, default_tokenizer, tiny_model_dir, embedder):
    """``KVMemory(model=<loaded model>)`` is held to the same check as a name or a folder."""
    from kvmemory import KVMemory

    with pytest.raises(UnsupportedModelError, match="not a causal LM"):
        with KVMemory(tmp_path / "lib", model=_bert(len(default_tokenizer)), tokenizer=default_tokenizer,
                      embedder=embedder) as mem:
            mem.model
    with KVMemory(tmp_path / "lib", model=tiny_model_dir, embedder=embedder) as mem:  # nothing was recorded
        assert mem.fingerprint


def test_a_folder_without_tokenizer_fails_typed_and_records_nothing(tmp_path, default_tokenizer, tiny_model_dir, embedder):
    from kvmemory import KVMemory
    from kvmemory.models import tiny_model

    bare = _save(tiny_model("llama", len(default_tokenizer), seed=3), None, tmp_path / "bare")
    with pytest.raises(ModelError, match="tokenizer"):
        with KVMemory(tmp_path / "lib", model=bare, embedder=embedder) as mem:
            mem.model
    with KVMemory(tmp_path / "lib", model=tiny_model_dir, embedder=embedder) as mem:  # no FingerprintMismatchError
        assert mem.fingerprint


def test_check_supported_passes_the_tiny_families(default_tokenizer):
    from kvmemory.models import TINY_ARCHS, tiny_model

    for arch in TINY_ARCHS:
        check_supported(tiny_model(arch, len(default_tokenizer)))


def test_shift_keys_is_close_on_partial_rotary_and_refuses_interleaved():
    from kvmemory.artifact import KV
    from kvmemory.families import tiny_family_model
    from kvmemory.graft import prefill, shift_keys

    ids = list(range(5, 25))
    for model_type, shiftable in (("phi", True), ("gpt_neox", True), ("glm", False), ("gptj", False)):
        model, _ = tiny_family_model(model_type)
        _, layers = prefill(model, ids)
        kv = KV(layers, ids, 0, "", "x", "none")
        if not shiftable:
            with pytest.raises(ModelError, match="rotate-half"):
                shift_keys(model, kv, 37)
            continue
        _, fresh = prefill(model, ids, position_start=37)
        diff = max(float((a[0] - b[0]).abs().max()) for a, b in zip(shift_keys(model, kv, 37).layers, fresh))
        assert diff < 1e-4, (model_type, diff)


def test_markdown_names_every_outcome_and_reason():
    from kvmemory.families import FamilyResult

    rows = [FamilyResult("llama", "exact", architecture="LlamaForCausalLM", cache_layers=["DynamicLayer"],
                         kv_bytes_per_token=256),
            FamilyResult("mamba", "refused", reason="recurrent-state"),
            FamilyResult("x", "skipped", reason="config cannot be built small", detail="TypeError: a|b")]
    md = to_markdown(rows, transformers_version="5.24.0")
    assert "1 exact, 1 refused, 1 skipped, 0 silently wrong" in md
    assert "| `mamba` | refused | recurrent-state |" in md and "a\\|b" in md
    assert summary(rows)["refused_by_reason"] == {"recurrent-state": 1}


@pytest.mark.slow
def test_every_causal_lm_type():
    """The whole matrix: >= 40 exact, 0 silently wrong, 0 crashes; every other type refused or skipped with why."""
    results = [check_family(t) for t in causal_lm_types()]
    s = summary(results)
    assert s["wrong"] == 0 and s["error"] == 0, [(r.model_type, r.reason, r.detail) for r in results
                                                 if r.outcome in ("wrong", "error")]
    assert s["exact"] >= 40, s
    for r in results:
        assert r.outcome in ("exact", "refused", "skipped") and (r.outcome == "exact" or r.reason), r


def test_fit_uses_the_measured_kv_shape_not_the_config():
    """GPTBigCode (multi-query) and Falcon cache one KV head whatever num_key_value_heads says: an entry
    deposited on them must fit them (it was quarantined on its first answer)."""
    from types import SimpleNamespace

    from kvmemory.artifact import KV
    from kvmemory.families import tiny_family_model
    from kvmemory.fit import entry_misfit
    from kvmemory.graft import prefill

    for model_type in ("gpt_bigcode", "falcon"):
        model, _ = tiny_family_model(model_type)
        check_supported(model)
        ids = list(range(5, 15))
        _, layers = prefill(model, ids)
        kv = KV(layers, ids, 0, "", "x", "gsm-qa-v1")
        assert layers[0][0].shape[1] == 1
        assert entry_misfit(kv, SimpleNamespace(template="gsm-qa-v1", tokens=len(ids)), model=model) is None


def test_check_supported_in_16_bit_keeps_good_models_and_refuses_moshi():
    """bfloat16 rounds a cached forward ~1e-2 of the context's effect away from the one-shot forward (the
    default model: 0.012): that must pass, while a cache that drops tokens the mask wants still fails."""
    import torch

    from kvmemory.families import tiny_family_model

    for model_type, ok in (("llama", True), ("gemma3_text", True), ("moshi", False)):
        model, _ = tiny_family_model(model_type)
        model.to(torch.bfloat16)
        if ok:
            check_supported(model)
        else:
            with pytest.raises(UnsupportedModelError, match="cache"):
                check_supported(model)
