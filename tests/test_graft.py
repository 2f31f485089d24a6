"""Own-position graft is byte-exact against the same chunking computed fresh (tiny Llama and Qwen2)."""

import pytest

from kvmemory.artifact import KV, decode, encode
from kvmemory.exact import logits_sha256
from kvmemory.graft import greedy_decode, layout, prefill


def ids(tok, text, first=True):
    return list(tok(text, add_special_tokens=first)["input_ids"])


def through_disk(model, token_ids, start=0) -> KV:
    """Prefill, serialise to artifact bytes, parse back: what a graft from disk sees."""
    _, layers = prefill(model, token_ids, position_start=start)
    return decode(bytearray(encode(KV(layers, token_ids, start, "" if start == 0 else "p" * 64, "f" * 64, "t"))))


def fresh(model, token_ids, start=0) -> KV:
    _, layers = prefill(model, token_ids, position_start=start)
    return KV(layers, token_ids, start)


def test_single_window_graft_is_sha_equal(tiny_lm):
    model, tok = tiny_lm
    entry = ids(tok, "Q: Tom has 3 apples and buys 4 more.\nA: 3+4=7. The answer is 7.\n\n")
    query = ids(tok, "Q: Tom has 3 apples and buys 4 more.\nA: The answer is", first=False)
    grafted, _, _ = layout(model, [through_disk(model, entry)], query)
    reference, _, _ = layout(model, [fresh(model, entry)], query)
    assert logits_sha256(grafted) == logits_sha256(reference)


def test_parallel_windows_graft_is_sha_equal(tiny_lm):
    model, tok = tiny_lm
    a = ids(tok, "Q: A pen costs 2 dollars. How much do 5 pens cost?\nA: 2*5=10. The answer is 10.\n\n")
    b = ids(tok, "Q: Sam runs 3 km a day. How far in a week?\nA: 3*7=21. The answer is 21.\n\n")
    query = ids(tok, "Q: A cup costs 4 dollars. How much do 3 cups cost?\nA:", first=False)
    grafted, cache, pos = layout(model, [through_disk(model, a), through_disk(model, b)], query)
    reference, cache2, pos2 = layout(model, [fresh(model, a), fresh(model, b)], query)
    assert pos == pos2 == max(len(a), len(b)) + len(query)
    assert cache.get_seq_length() == len(a) + len(b) + len(query)
    assert logits_sha256(grafted) == logits_sha256(reference)
    # and the whole greedy continuation stays identical
    out1 = greedy_decode(model, cache, grafted, pos, max_new_tokens=8)
    out2 = greedy_decode(model, cache2, reference, pos2, max_new_tokens=8)
    assert out1 == out2 and len(out1) == 8


def test_window_at_nonzero_position_is_sha_equal(tiny_lm):
    model, tok = tiny_lm
    entry = ids(tok, "Q: What is 6 times 7?\nA: 42.\n\n")
    query = ids(tok, "Q: What is 6 times 8?\nA:", first=False)
    grafted, _, _ = layout(model, [through_disk(model, entry, start=11)], query)
    reference, _, _ = layout(model, [fresh(model, entry, start=11)], query)
    assert logits_sha256(grafted) == logits_sha256(reference)


def test_prefill_returns_model_layout(tiny_lm):
    model, tok = tiny_lm
    entry = ids(tok, "hello world")
    _, layers = prefill(model, entry)
    cfg = model.config
    assert len(layers) == cfg.num_hidden_layers
    head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // cfg.num_attention_heads
    assert tuple(layers[0][0].shape) == (1, cfg.num_key_value_heads, len(entry), head_dim)
    assert layers[0][0].dtype == model.dtype


def test_prefill_rejects_empty():
    with pytest.raises(ValueError):
        prefill(None, [])
