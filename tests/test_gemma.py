"""Hybrid caches (kvmemory.hybrid) and Gemma 3 270M: sliding-window layers graft byte-exactly.

The tiny Gemma 3 (three layers, sliding window of ``TINY_SLIDING_WINDOW`` tokens on two) runs fast; the
real Gemma 3 270M (window 512, 18 layers) is slow-marked. The references here never touch kvmemory's
graft code: one entry is one forward on a transformers ``DynamicCache`` and the query a second
forward on the same cache; side-by-side windows are computed with transformers' own past recording
and concatenated into a fresh cache with its own ``update``.
"""

from __future__ import annotations

import hashlib

import pytest

from kvmemory.artifact import KV, decode, encode
from kvmemory.errors import ModelError
from kvmemory.graft import greedy_decode, layout, prefill
from kvmemory.hybrid import held_lengths, recording, sliding_window, window_overflow
from kvmemory.models import TINY_SLIDING_WINDOW, tiny_model

W = TINY_SLIDING_WINDOW


def _sha(logits) -> str:
    return hashlib.sha256(logits.detach().float().contiguous().cpu().numpy().tobytes()).hexdigest()


def _run(model, cache, ids, start):
    import torch

    t = torch.tensor([list(ids)])  # (1, n)
    pos = torch.arange(start, start + len(ids)).unsqueeze(0)  # (1, n)
    with torch.inference_mode():
        return model(input_ids=t, position_ids=pos, cache=cache, use_cache=True, logits_to_keep=1).logits[0, -1].float()


def fresh_single(model, entry_ids, query_ids):
    """The entry, then the query, on one transformers cache: no kvmemory code involved."""
    from transformers import DynamicCache

    cache = DynamicCache(config=model.config)
    _run(model, cache, entry_ids, 0)
    return _run(model, cache, query_ids, len(entry_ids)), cache


def fresh_side_by_side(model, windows_ids, query_ids):
    """Each window on its own empty cache (transformers' past recording keeps every key), the windows'
    keys/values concatenated into a fresh cache through its own ``update``, the query on top."""
    import torch
    from transformers import DynamicCache

    per_window = []
    for ids in windows_ids:
        c = DynamicCache(config=model.config)
        for layer in c.layers:
            if getattr(layer, "is_sliding", False):
                layer.activate_past_recording()
        _run(model, c, ids, 0)
        per_window.append([(layer.keys, layer.values) for layer in c.layers])
    cache = DynamicCache(config=model.config)
    for i in range(len(per_window[0])):
        cache.update(torch.cat([w[i][0] for w in per_window], dim=2), torch.cat([w[i][1] for w in per_window], dim=2), i)
    return _run(model, cache, query_ids, max(len(ids) for ids in windows_ids))


def _ids(n: int, seed: int, vocab: int) -> list[int]:
    import torch

    g = torch.Generator().manual_seed(seed)
    return [int(t) for t in torch.randint(3, vocab, (n,), generator=g)]


def _kv(model, ids) -> KV:
    _, layers = prefill(model, ids)
    return decode(bytearray(encode(KV(layers, ids, 0, "", "fp", "t"))))  # through the file format's bytes


@pytest.fixture(scope="module")
def tiny_gemma():
    return tiny_model("gemma3", 500)


QUERY = [7, 8, 9, 10, 11]


def test_tiny_gemma_is_a_hybrid_cache(tiny_gemma):
    from transformers import DynamicCache

    kinds = [type(layer).__name__ for layer in DynamicCache(config=tiny_gemma.config).layers]
    assert kinds == ["DynamicSlidingWindowLayer", "DynamicSlidingWindowLayer", "DynamicLayer"]
    assert sliding_window(tiny_gemma) == W and sliding_window(tiny_model("llama", 100)) is None


@pytest.mark.parametrize("n", [5, W - 2, W - 1, W, W + 1, 3 * W + 7])
def test_entry_shorter_and_longer_than_the_window_grafts_byte_exact(tiny_gemma, n):
    ids = _ids(n, n, 500)
    kv = _kv(tiny_gemma, ids)
    assert [k.shape[2] for k, _ in kv.layers] == [n, n, n]  # every token's K/V on sliding layers too
    want, fresh_cache = fresh_single(tiny_gemma, ids, QUERY)
    got, cache, pos = layout(tiny_gemma, [kv], QUERY)
    assert _sha(got) == _sha(want) and pos == n + len(QUERY)
    assert held_lengths(cache) == held_lengths(fresh_cache)  # the sliding layers hold W-1 like a fresh forward
    # decoding on: later tokens slide the window further, still byte for byte
    a = greedy_decode(tiny_gemma, cache, got, pos, max_new_tokens=W + 3)
    b = greedy_decode(tiny_gemma, fresh_cache, want, pos, max_new_tokens=W + 3)
    assert a == b and len(a) == W + 3


@pytest.mark.parametrize("lengths", [(10, 12), (3 * W, 9), (9, 3 * W), (W + 5, W + 9, 4)])
def test_side_by_side_windows_graft_byte_exact(tiny_gemma, lengths):
    windows = [_ids(n, 100 + i, 500) for i, n in enumerate(lengths)]
    kvs = [_kv(tiny_gemma, ids) for ids in windows]
    got, _, _ = layout(tiny_gemma, kvs, QUERY)
    assert _sha(got) == _sha(fresh_side_by_side(tiny_gemma, windows, QUERY))
    assert window_overflow(tiny_gemma, kvs) == max(0, sum(lengths) - (W - 1))


def test_side_by_side_order_matters_on_sliding_layers(tiny_gemma):
    """The sliding layers see the tail of the concatenation: swapping two long windows changes the logits
    (a model with full attention only would see both either way)."""
    a, b = _ids(2 * W, 1, 500), _ids(2 * W, 2, 500)
    ka, kb = _kv(tiny_gemma, a), _kv(tiny_gemma, b)
    assert _sha(layout(tiny_gemma, [ka, kb], QUERY)[0]) != _sha(layout(tiny_gemma, [kb, ka], QUERY)[0])


def test_prefill_on_a_prefix_cache_leaves_the_cache_as_a_plain_forward_does(tiny_gemma):
    from transformers import DynamicCache

    from kvmemory.graft import build_cache

    prefix, ids = _ids(W + 4, 5, 500), _ids(W + 2, 6, 500)
    cache, pos = build_cache(tiny_gemma, [_kv(tiny_gemma, prefix)])
    _, layers = prefill(tiny_gemma, ids, position_start=pos, prefix_cache=cache)
    plain = DynamicCache(config=tiny_gemma.config)
    _run(tiny_gemma, plain, prefix, 0)
    _run(tiny_gemma, plain, ids, len(prefix))
    assert [k.shape[2] for k, _ in layers] == [len(ids)] * 3
    assert held_lengths(cache) == held_lengths(plain) == [W - 1, W - 1, len(prefix) + len(ids)]
    assert not any(getattr(layer, "record_past", False) for layer in cache.layers)
    for mine, theirs in zip(cache.layers, plain.layers):
        assert _sha(mine.keys) == _sha(theirs.keys) and _sha(mine.values) == _sha(theirs.values)
        assert mine.get_seq_length() == theirs.get_seq_length()


def test_recording_keeps_every_token_then_cuts_back(tiny_gemma):
    from transformers import DynamicCache

    cache = DynamicCache(config=tiny_gemma.config)
    with recording(cache) as before:
        _run(tiny_gemma, cache, _ids(3 * W, 9, 500), 0)
        assert before == [0, 0, 0] and held_lengths(cache) == [3 * W] * 3
    assert held_lengths(cache) == [W - 1, W - 1, 3 * W]


def test_check_exact_on_tiny_gemma_with_long_entries(tiny_gemma, default_tokenizer, embedder, tmp_path):
    """The check-exact report on a hybrid model: every row exact, window counts reported."""
    from kvmemory import KVMemory
    from kvmemory.exact import check_exact, long_rows

    from conftest import gold_of, read_jsonl, REPO

    rows = read_jsonl(REPO / "kvmemory" / "data" / "gsm8k_dev50.jsonl", 8)
    model = tiny_model("gemma3", len(default_tokenizer))
    with KVMemory(tmp_path / "lib", model=model, tokenizer=default_tokenizer, embedder=embedder) as mem:
        for r in rows[:2] + long_rows(rows, 2):
            mem.deposit(r["question"], r["answer"], answer=gold_of(r), verifier="numeric")
        report = check_exact(mem, samples=6, prefix=True)
    g = report["rows"]["graft"]
    assert g["sha_equal"] == 6 and g["max_kl"] == 0 and report["kv_bytes_equal"] == 6
    assert report["rows"]["prefix"]["sha_equal"] == 6
    assert report["sliding_window"] == W and report["entries_longer_than_window"] == 4
    assert report["rows"]["one_shot"]["sha_equal"] == 0  # a different chunking: close, never byte-equal


def test_long_rows_join_problems_and_keep_the_last_answer():
    from kvmemory.exact import long_rows

    rows = [{"question": f"Q{i}?", "answer": f"step {i}\n#### {i}"} for i in range(5)]
    out = long_rows(rows, 2, parts=3)
    assert out[0]["question"].startswith("Part 1: Q0? Part 2: Q1? Part 3: Q2?")
    assert out[0]["answer"].endswith("#### 2") and out[1]["answer"].endswith("#### 0")  # wraps around


# -- Gemma 3 270M: the package, its checksum, the model ------------------------------------------
def test_gemma_wrong_checksum_is_a_typed_error_that_says_what_to_do(tmp_path, monkeypatch):
    import kvmemory.models as models

    monkeypatch.setenv("KVMEMORY_CACHE", str(tmp_path))
    monkeypatch.setattr(models, "GEMMA_SHA256", "0" * 64)
    with pytest.raises(ModelError, match="reinstall") as info:
        models.gemma_model_dir()
    assert "expected " + "0" * 64 in str(info.value)
    assert not list((tmp_path / "gguf").glob("*.gguf*"))  # nothing half-made is left to load


def test_gemma_missing_package_names_the_pip_command(tmp_path, monkeypatch):
    import importlib.util

    import kvmemory.models as models

    real = importlib.util.find_spec
    monkeypatch.setenv("KVMEMORY_CACHE", str(tmp_path))
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name.startswith("gemma3_270m") else real(name, *a))
    with pytest.raises(ModelError, match=r"pip install 'kvmemory\[gemma\]'"):
        models.load_model("gemma3-270m")


@pytest.mark.slow
def test_gemma_loads_as_hybrid_gemma3(gemma_lm):
    from kvmemory.models import GEMMA_SHA256, cache_dir

    model, tok = gemma_lm
    cfg = model.config
    assert type(model).__name__ == "Gemma3ForCausalLM" and str(model.dtype) == "torch.float32"
    assert (cfg.num_hidden_layers, cfg.num_key_value_heads, cfg.head_dim, sliding_window(model)) == (18, 1, 256, 512)
    assert [i for i, t in enumerate(cfg.layer_types) if t == "full_attention"] == [5, 11, 17]
    gguf = cache_dir() / "gguf" / "gemma-3-270m-q4_k_m.gguf"
    h = hashlib.sha256()
    with open(gguf, "rb") as f:
        while block := f.read(1 << 22):
            h.update(block)
    assert h.hexdigest() == GEMMA_SHA256
    assert tok("x")["input_ids"][0] == tok.bos_token_id  # Gemma needs its BOS: an entry starts with it


@pytest.mark.slow
def test_gemma_grafts_byte_exact_across_the_window(gemma_lm):
    """Short and long (> 512) entries, and a long and a short side by side, on the real model."""
    model, tok = gemma_lm
    bos = [tok.bos_token_id]
    short, long = bos + _ids(60, 1, 20000), bos + _ids(600, 2, 20000)
    query = tok(" The answer is", add_special_tokens=False)["input_ids"]
    ks, kl = _kv(model, short), _kv(model, long)
    assert kl.layers[0][0].shape == (1, 1, 601, 256)
    for ids, kv in ((short, ks), (long, kl)):
        want, fresh_cache = fresh_single(model, ids, query)
        got, cache, pos = layout(model, [kv], query)
        assert _sha(got) == _sha(want)
        assert greedy_decode(model, cache, got, pos, max_new_tokens=3) == \
            greedy_decode(model, fresh_cache, want, pos, max_new_tokens=3)
    got, _, _ = layout(model, [kl, ks], query)
    assert _sha(got) == _sha(fresh_side_by_side(model, [long, short], query))


@pytest.mark.slow
def test_gemma_decode_steps_batch_without_changing_a_bit_past_the_window(gemma_lm):
    """Batched decode steps (kvmemory.batchdecode) on the real model, three of six prompts past the 512-token window:
    every request's logits SHA-256-equal alone, in batches of 2 and 5, and to the plain forward."""
    from test_batchdecode import _check, _prompts

    model, tok = gemma_lm
    assert sum(len(tok(p)["input_ids"]) > sliding_window(model) for p in _prompts(6, 60)) == 3
    _check(model, tok, n=6, groups=((0, 1), (5, 2, 3, 0, 4)), repeat=60)
