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
from conftest import spec_address
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


@pytest.mark.parametrize("reserve", [2, 64])
def test_a_cold_prompt_decodes_in_reserved_buffers_sha_equal(tiny_lm, reserve):
    model, tok = tiny_lm
    prompt = ids(tok, QUERY)
    plain, cache, pos = layout(model, [], prompt)
    reserved, rcache, rpos = layout(model, [], prompt, reserve=reserve)
    assert pos == rpos and logits_sha256(plain) == logits_sha256(reserved)
    # every full-attention layer moved into buffers; a sliding-window layer (Gemma 3) stays as it is
    assert [type(a).__name__ == "DynamicLayer" for a in cache.layers] == \
        [type(b).__name__ == "ReservedLayer" for b in rcache.layers] and "ReservedLayer" in {
            type(b).__name__ for b in rcache.layers}
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
    buffer = kv.buffers[0][0]
    cache, _ = build_cache(model, [kv], reserve=40)
    layer = cache.layers[0]
    assert isinstance(layer, ReservedLayer) and layer.buffers[0].data_ptr() == buffer.data_ptr()
    assert kv.buffers is None  # the cache owns the spare room now: grafting kv again copies
    again, _ = build_cache(model, [kv], reserve=40)
    assert again.layers[0].buffers[0].data_ptr() != buffer.data_ptr()


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


def test_deposit_stores_a_recap_equal_to_the_query_forward(llama_mem):
    from kvmemory.recap import find

    mem = llama_mem
    e = mem.deposit("Tom has 3 apples and buys 4 more. How many?", "3+4=7. #### 7", "7")
    kv = mem.load(e)
    query = get_template(e.template).query("recurring", e.problem, (), mem.tokenizer)
    q = ids(mem.tokenizer, query, first=False)
    recap = find(mem.store, mem.fingerprint, e.sha256, kv.tokens, q, query)
    assert recap.position_start == kv.tokens and recap.prefix == e.sha256 and recap.token_ids == q
    fresh, cache, _ = layout(mem.model, [kv], q)  # today's recurring path: the entry, then the query forward
    assert logits_sha256(recap.recap_logits) == logits_sha256(fresh)
    for (k, v), layer in zip(recap.layers, cache.layers):  # and the query's KV, byte for byte
        assert k.numpy().tobytes() == layer.keys[:, :, kv.tokens:].numpy().tobytes()
        assert v.numpy().tobytes() == layer.values[:, :, kv.tokens:].numpy().tobytes()


def test_recurring_answer_from_the_recap_decodes_as_the_query_forward(tiny_mem):
    from kvmemory.recap import find

    mem = tiny_mem
    e = mem.deposit("Tom has 3 apples and buys 4 more. How many?", "3+4=7. #### 7", "7", recap=False)
    first = mem.answer(e.problem, mode="recurring", max_new_tokens=6)  # forwards the query, stores the recap
    again = mem.answer(e.problem, mode="recurring", max_new_tokens=6)
    assert first.mode == again.mode == "recurring"
    assert again.token_ids == first.token_ids and again.input_sha256 == first.input_sha256
    query = get_template(e.template).query("recurring", e.problem, (), mem.tokenizer)
    stored = find(mem.store, mem.fingerprint, e.sha256, e.tokens, ids(mem.tokenizer, query, first=False), query)
    if not full_attention(mem.model):  # sliding-window layers keep a window only: the query is forwarded
        assert stored is None and again.prompt_tokens == first.prompt_tokens > 0
        return
    assert first.prompt_tokens > 0 and again.prompt_tokens == 0 and stored is not None  # no forward the second time


def test_a_damaged_recap_is_quarantined_and_made_again(llama_mem):
    from kvmemory import tier
    from kvmemory.artifact import artifact_path
    from kvmemory.prefix import PrefixStore

    mem = llama_mem
    e = mem.deposit("Tom has 3 apples and buys 4 more. How many?", "3+4=7. #### 7", "7")
    clean = mem.answer(e.problem, mode="recurring", max_new_tokens=6)
    assert clean.prompt_tokens == 0
    recaps = [p for p in (mem.path / "prefixes").rglob("*.safetensors")]
    assert len(recaps) == 1
    os.chmod(recaps[0], 0o644)
    data = bytearray(recaps[0].read_bytes())
    data[-7] ^= 0x10
    recaps[0].write_bytes(bytes(data))
    tier.host().clear()  # as in a new process: the recap is read from its (damaged) file, not from the host tier
    r = mem.answer(e.problem, mode="recurring", max_new_tokens=6)
    assert r.token_ids == clean.token_ids and r.prompt_tokens > 0  # answered through the query forward
    assert [q.get("kind") for q in r.quarantined] == ["prefix"]
    assert (mem.path / "quarantine" / recaps[0].name).exists()  # the damaged bytes, kept aside
    assert spec_address(recaps[0].read_bytes()) == recaps[0].stem  # made again by that answer, the same bytes as before
    assert mem.answer(e.problem, mode="recurring", max_new_tokens=6).prompt_tokens == 0


@pytest.mark.slow
def test_default_model_recurring_from_the_recap_is_right_and_exact(default_mem, gsm8k_dev):
    """On the real default model: dev problems deposited and asked again are answered from the recap
    made at deposit (no forward before the first token), right, with the tokens the query forward decodes."""
    from conftest import gold_of

    mem = default_mem
    for row in gsm8k_dev[:3]:
        e = mem.deposit(row["question"], row["answer"], gold_of(row))
        r = mem.answer(row["question"])
        assert r.mode == "recurring" and r.prompt_tokens == 0 and r.answer == e.answer
        query = get_template(e.template).query("recurring", e.problem, (), mem.tokenizer)
        logits, cache, pos = layout(mem.model, [mem.load(e)], ids(mem.tokenizer, query, first=False))
        out = []
        for _ in range(len(r.token_ids)):
            out.append(int(torch.argmax(logits)))
            logits = forward(mem.model, cache, [out[-1]], pos)
            pos += 1
        assert out == r.token_ids


@pytest.mark.slow
def test_default_model_reserved_decode_sha_equal_after_a_long_graft(default_lm):
    model, tok = default_lm
    entry = ids(tok, ENTRY * 12)  # ~600 tokens
    query = ids(tok, QUERY, first=False)
    kv = KV(prefill(model, entry)[1], entry)
    plain, cache, pos = layout(model, [kv], query)
    reserved, rcache, _ = layout(model, [kv], query, reserve=len(query) + 8)
    assert decode_hashes(model, cache, plain, pos, 8) == decode_hashes(model, rcache, reserved, pos, 8)


@pytest.mark.slow
def test_default_model_cold_prompt_decodes_in_reserved_buffers_sha_equal(default_lm):
    model, tok = default_lm
    prompt = ids(tok, ENTRY * 4 + QUERY)
    plain, cache, pos = layout(model, [], prompt)
    reserved, rcache, _ = layout(model, [], prompt, reserve=len(prompt) + 8)
    assert decode_hashes(model, cache, plain, pos, 8) == decode_hashes(model, rcache, reserved, pos, 8)
