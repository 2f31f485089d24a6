"""Decoding into reserved cache buffers, in-place verified reads, and recurring answers from a stored recap.

Each is a speed path; each is held to the exactness contract: SHA-256-equal logits against the path
it replaces, computed fresh.
"""

import os

import pytest
import torch

from kvmemory.artifact import KV, encode, read_into, read_verified, settle, write_atomic
from kvmemory.errors import IntegrityError
from kvmemory.exact import logits_sha256
from kvmemory.graft import build_cache, forward, full_attention, layout, prefill
from kvmemory.kvcache import ReservedLayer
from kvmemory.templates import get_template

ENTRY = "Q: Tom has 3 apples and buys 4 more.\nA: 3+4=7. The answer is 7.\n\nQ: Tom has 3 apples and buys 4 more.\nA: The answer is 7.\n\n"
QUERY = "Q: Tom has 3 apples and buys 4 more.\nA: The answer is"


def ids(tok, text, first=True):
    return list(tok(text, add_special_tokens=first)["input_ids"])


def decode_hashes(model, cache, logits, pos, steps):
    """Greedy-decode ``steps`` tokens; the SHA-256 of the logits before each."""
    out = [logits_sha256(logits)]
    for _ in range(steps):
        logits = forward(model, cache, [int(torch.argmax(logits))], pos)
        pos += 1
        out.append(logits_sha256(logits))
    return out


@pytest.mark.parametrize("reserve", [2, 64])  # 2: the buffers must grow (one copy) mid-decode
def test_reserved_layers_decode_sha_equal_to_dynamic_layers(tiny_lm, reserve):
    model, tok = tiny_lm
    entry, query = ids(tok, ENTRY), ids(tok, QUERY, first=False)
    _, layers = prefill(model, entry)
    kv = KV(layers, entry)
    plain, cache, pos = layout(model, [kv], query)
    reserved, rcache, rpos = layout(model, [kv], query, reserve=reserve)
    assert pos == rpos
    kinds = {type(layer).__name__ for layer in rcache.layers}
    assert "ReservedLayer" in kinds and "ReservedLayer" not in {type(layer).__name__ for layer in cache.layers}
    assert decode_hashes(model, cache, plain, pos, 12) == decode_hashes(model, rcache, reserved, rpos, 12)


def test_side_by_side_windows_in_reserved_buffers_sha_equal(tiny_lm):
    model, tok = tiny_lm
    a = ids(tok, "Q: A pen costs 2 dollars. How much do 5 pens cost?\nA: 2*5=10. The answer is 10.\n\n")
    b = ids(tok, "Q: Sam runs 3 km a day. How far in a week?\nA: 3*7=21. The answer is 21.\n\n")
    query = ids(tok, "Q: A cup costs 4 dollars. How much do 3 cups cost?\nA:", first=False)
    windows = [KV(prefill(model, a)[1], a), KV(prefill(model, b)[1], b)]
    plain, cache, pos = layout(model, windows, query)
    reserved, rcache, _ = layout(model, windows, query, reserve=32)
    assert decode_hashes(model, cache, plain, pos, 6) == decode_hashes(model, rcache, reserved, pos, 6)


def test_read_into_equals_read_verified_and_adopts_without_copy(llama_mem, tmp_path):
    model, tok = llama_mem.model, llama_mem.tokenizer
    entry = ids(tok, ENTRY)
    _, layers = prefill(model, entry)
    sha, path = write_atomic(tmp_path, encode(KV(layers, entry, 0, "", "f" * 64, "t")))
    kv = read_into(path, sha, reserve=40)
    settle([kv])
    ref = read_verified(path, sha)
    for (k, v), (rk, rv), (bk, bv) in zip(kv.layers, ref.layers, kv.buffers):
        assert torch.equal(k, rk) and torch.equal(v, rv)
        assert bk.shape[-2] == len(entry) + 40 and k.data_ptr() == bk.data_ptr()
    cache, _ = build_cache(model, [kv], reserve=40)
    layer = cache.layers[0]
    assert isinstance(layer, ReservedLayer) and layer.buffers[0].data_ptr() == kv.buffers[0][0].data_ptr()


def test_read_into_reports_damage_once_the_hash_settles(llama_mem, tmp_path):
    model, tok = llama_mem.model, llama_mem.tokenizer
    entry = ids(tok, ENTRY)
    _, layers = prefill(model, entry)
    sha, path = write_atomic(tmp_path, encode(KV(layers, entry, 0, "", "f" * 64, "t")))
    os.chmod(path, 0o644)
    data = bytearray(path.read_bytes())
    data[-3] ^= 0x01  # a value bit: the header still parses, so the read succeeds and the hash catches it
    path.write_bytes(bytes(data))
    kv = read_into(path, sha)
    with pytest.raises(IntegrityError, match="damaged or tampered"):
        settle([kv])
    data[12] ^= 0x20  # the header: cannot be planned, reported as damage, not as a format error
    path.write_bytes(bytes(data))
    with pytest.raises(IntegrityError):
        read_into(path, sha)


def test_deposit_stores_a_recap_equal_to_the_fresh_forward(llama_mem):
    mem = llama_mem
    e = mem.deposit("Tom has 3 apples and buys 4 more. How many?", "3+4=7. #### 7", "7")
    kv = mem.load(e)
    assert kv.recap == "Q: Tom has 3 apples and buys 4 more. How many?\nA: The answer is"
    text = get_template(e.template).entry(e.problem, e.solution, e.answer, mem.tokenizer)
    assert text.endswith(kv.recap + " 7.\n\n")  # the entry's second copy of the problem, then its answer
    head = ids(mem.tokenizer, text[:text.rindex(kv.recap) + len(kv.recap)])
    assert kv.recap_at == len(head) < kv.tokens and kv.token_ids[:kv.recap_at] == head
    fresh, _ = prefill(mem.model, kv.token_ids, keep_at=kv.recap_at - 1)
    assert logits_sha256(kv.recap_logits) == logits_sha256(fresh)


def test_recurring_answer_from_the_recap_decodes_as_the_fresh_computation(tiny_mem):
    mem = tiny_mem
    e = mem.deposit("Tom has 3 apples and buys 4 more. How many?", "3+4=7. #### 7", "7")
    r = mem.answer(e.problem, mode="recurring", max_new_tokens=6)
    kv = mem.load(e)
    assert r.mode == "recurring"
    if not full_attention(mem.model):  # sliding-window layers cannot be cut back: the query is forwarded
        assert kv.recap_at is None and r.prompt_tokens > 0
        return
    assert r.prompt_tokens == 0  # no query forward
    # Fresh: the entry's one forward, cut back to the recap, greedy from the logits there.
    cache_ids = kv.token_ids
    from transformers import DynamicCache

    cache = DynamicCache(config=mem.model.config)
    logits = forward(mem.model, cache, cache_ids, 0, keep_at=kv.recap_at - 1)
    cache.crop(kv.recap_at - len(cache_ids))  # negative: tokens to drop from the end
    out, pos = [], kv.recap_at
    for _ in range(len(r.token_ids)):
        tok = int(torch.argmax(logits))
        out.append(tok)
        logits = forward(mem.model, cache, [tok], pos)
        pos += 1
    assert out == r.token_ids
