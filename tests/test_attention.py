"""The packed single-token attention path (kvmemory.attention) on tiny seeded models."""

from __future__ import annotations

import hashlib

import pytest
import torch

from kvmemory import attention
from transformers import DynamicCache

from kvmemory.graft import forward
from kvmemory.models import tiny_model


def _sha(t) -> str:
    return hashlib.sha256(t.detach().float().contiguous().numpy().tobytes()).hexdigest()


def _decode(model, ids, steps=4):
    """Prefill ``ids``, then ``steps`` greedy single-token forwards: (prefill logits, per-step logits)."""
    cache = DynamicCache(config=model.config)
    first = logits = forward(model, cache, ids, 0)
    out, pos = [], len(ids)
    for _ in range(steps):
        logits = forward(model, cache, [int(torch.argmax(logits))], pos)
        out.append(logits)
        pos += 1
    return first, out


@pytest.mark.parametrize("arch", ["llama", "qwen2", "gemma3"])
def test_kvmemory_models_decode_packed_and_prefill_unchanged(arch, default_tokenizer):
    tokenizer = default_tokenizer
    packed = tiny_model(arch, len(tokenizer))
    assert packed.config._attn_implementation == attention.preferred()
    plain = tiny_model(arch, len(tokenizer))
    plain.set_attn_implementation("sdpa")
    ids = tokenizer.encode("Natalia sold clips to 48 of her friends in April.")
    pre_packed, steps_packed = _decode(packed, ids)
    pre_plain, steps_plain = _decode(plain, ids)
    # prefill (many query tokens) goes to transformers' sdpa unchanged: the same bytes
    assert _sha(pre_packed) == _sha(pre_plain)
    # a decode step is the same attention in another summation order: same argmax, float-close
    for a, b in zip(steps_packed, steps_plain):
        assert int(torch.argmax(a)) == int(torch.argmax(b))
        assert torch.allclose(a, b, atol=1e-4, rtol=1e-4)


def test_use_leaves_models_it_cannot_pack(default_tokenizer):
    tokenizer = default_tokenizer
    eager = tiny_model("llama", len(tokenizer))
    eager.set_attn_implementation("eager")
    assert attention.use(eager) is False and eager.config._attn_implementation == "eager"
    from transformers import LlamaConfig, LlamaForCausalLM

    mha = LlamaForCausalLM(LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                                       num_attention_heads=2, num_key_value_heads=2))  # no grouped heads
    assert mha.config._attn_implementation == "sdpa"
    assert attention.use(mha) is False and mha.config._attn_implementation == "sdpa"


@pytest.mark.slow
def test_default_model_decodes_packed_with_the_same_tokens(default_lm):
    """The real default model (9 query heads over 3 key/value heads) loads on the packed path, and its
    greedy decode after a few hundred tokens picks the same tokens as transformers' sdpa."""
    lm, tok = default_lm
    assert lm.config._attn_implementation == attention.preferred()
    ids = tok.encode(" ".join(["Weng earns $12 an hour for babysitting."] * 30) + " How much did she earn?")
    pre_packed, steps_packed = _decode(lm, ids, steps=8)
    lm.set_attn_implementation("sdpa")  # the same weights in the same memory (a copy may take other kernels)
    try:
        pre_plain, steps_plain = _decode(lm, ids, steps=8)
    finally:
        assert attention.use(lm)
    assert _sha(pre_packed) == _sha(pre_plain)
    assert [int(torch.argmax(x)) for x in steps_packed] == [int(torch.argmax(x)) for x in steps_plain]
