"""The verified hot tier (kvmemory/tier.py): bytes verified once are grafted again with no file read and no
hash, SHA-256-equal to a graft from disk; only verified bytes enter; deletes, quarantines, syncs, another
model's fingerprint and the budget take them out."""

import pytest
import torch

from kvmemory import tier
from kvmemory.artifact import KV, encode, read_verified, settle, write_atomic
from kvmemory.errors import IntegrityError
from kvmemory.exact import logits_sha256
from kvmemory.graft import layout

PROBLEM = "Tom has 3 apples and buys 4 more. How many apples does he have?"


def _kv(tokens=40, seed=0, fp="f" * 64) -> KV:
    g = torch.Generator().manual_seed(seed)
    layers = [(torch.randn(1, 2, tokens, 16, generator=g), torch.randn(1, 2, tokens, 16, generator=g)) for _ in range(2)]
    return KV(layers, list(range(1, tokens + 1)), 0, "", fp, "t")


def test_a_second_read_comes_from_the_tier_with_no_file(tmp_path):
    data = encode(_kv())
    sha, path = write_atomic(tmp_path, data)
    hits = tier.stats()["hits"]            # the counters run for the whole process
    first = tier.cached_read(path, sha, reserve=8)
    assert sha not in tier.host()          # not before its check passed
    settle([first])
    assert sha in tier.host()
    path.unlink()                          # no file: the tier answers, already settled
    again = tier.cached_read(path, sha, reserve=8)
    assert again.pending is None and again.buffers[0][0].shape[2] == 40 + 8
    assert encode(KV(again.layers, again.token_ids, 0, "", again.model_fingerprint, again.template)) == data
    whole = tier.cached_read(path, sha)
    assert encode(whole) == data and tier.stats()["hits"] == hits + 2


def test_what_the_tier_hands_out_is_a_copy(tmp_path):
    data = encode(_kv())
    sha, path = write_atomic(tmp_path, data)
    tier.cached_read(path, sha)            # verified at once: kept
    got = tier.cached_read(path, sha, reserve=4)
    for k, v in got.layers:                # a graft decoding into its buffers...
        k.fill_(7.0)
        v.fill_(7.0)
    assert encode(tier.cached_read(path, sha)) == data  # ...never touches the kept bytes


def test_damaged_bytes_never_enter_the_tier(tmp_path):
    data = bytearray(encode(_kv()))
    sha, path = write_atomic(tmp_path, bytes(data))
    data[len(data) // 2] ^= 1
    path.write_bytes(bytes(data))
    kv = tier.cached_read(path, sha, reserve=4)
    with pytest.raises(IntegrityError):
        settle([kv])
    with pytest.raises(IntegrityError):
        tier.cached_read(path, sha)
    assert sha not in tier.host() and tier.stats()["entries"] == 0


def test_another_models_fingerprint_misses_and_the_file_read_refuses(tmp_path):
    from kvmemory.errors import FingerprintMismatchError

    sha, path = write_atomic(tmp_path, encode(_kv()))
    tier.cached_read(path, sha, expected_fingerprint="f" * 64)
    assert tier.host().get(sha, expected_fingerprint="e" * 64) is None
    with pytest.raises(FingerprintMismatchError):
        tier.cached_read(path, sha, expected_fingerprint="e" * 64)


def test_budget_least_recently_used_out_and_zero_turns_it_off(tmp_path):
    kvs = [_kv(seed=i) for i in range(3)]
    each = kvs[0].nbytes
    saved = tier.host().budget
    try:
        tier.configure(host_bytes=2 * each)
        evictions = tier.stats()["evictions"]  # the counters run for the whole process
        shas = []
        for kv in kvs[:2]:
            sha, path = write_atomic(tmp_path, encode(kv))
            tier.cached_read(path, sha)
            shas.append(sha)
        tier.host().get(shas[0])                   # the first is now the most recently used
        sha, path = write_atomic(tmp_path, encode(kvs[2]))
        tier.cached_read(path, sha)
        assert shas[0] in tier.host() and shas[1] not in tier.host() and sha in tier.host()
        assert tier.stats()["evictions"] == evictions + 1 and tier.stats()["bytes"] == 2 * each
        tier.configure(host_bytes=0)               # off: emptied, nothing kept
        assert tier.stats()["entries"] == 0
        tier.cached_read(path, sha)
        assert tier.stats()["entries"] == 0
        tier.configure(host_bytes=each - 1)        # an artifact larger than the budget is never kept
        tier.cached_read(path, sha)
        assert tier.stats()["entries"] == 0
    finally:
        tier.configure(host_bytes=saved)


def test_graft_from_the_tier_is_sha_equal_to_a_graft_from_disk(llama_mem):
    mem = llama_mem
    e = mem.deposit(PROBLEM, "3+4=7. #### 7", "7")
    query = mem.lm.encode(" How many now?", first=False)
    disk = read_verified(e.path, e.sha256, expected_fingerprint=mem.fingerprint)
    mem.library.load(e, mem.lm)                    # verified once: kept
    assert e.sha256 in tier.host()
    e.path.rename(e.path.with_suffix(".away"))     # the graft below cannot read the file
    hot = mem.library.load(e, mem.lm)
    a, _, _ = layout(mem.model, [disk], query)
    b, _, _ = layout(mem.model, [hot], query)
    assert logits_sha256(a) == logits_sha256(b)
    e.path.with_suffix(".away").rename(e.path)


def test_recurring_answers_are_the_same_from_the_tier_and_deletes_evict(llama_mem):
    mem = llama_mem
    e = mem.deposit(PROBLEM, "3+4=7. #### 7", "7")
    first = mem.answer(PROBLEM, max_new_tokens=6)
    assert first.mode == "recurring" and e.sha256 in tier.host()
    hits = tier.stats()["hits"]
    again = mem.answer(PROBLEM, max_new_tokens=6)
    assert tier.stats()["hits"] > hits
    assert again.token_ids == first.token_ids and again.input_sha256 == first.input_sha256
    mem.delete(e.id)
    assert e.sha256 not in tier.host()


def test_quarantine_evicts_unless_an_active_entry_still_uses_the_bytes(llama_mem):
    mem = llama_mem
    e = mem.deposit(PROBLEM, "3+4=7. #### 7", "7")
    mem.answer(PROBLEM, max_new_tokens=4)
    assert e.sha256 in tier.host()
    mem.quarantine(e.id, "a reviewer found it wrong")
    assert e.sha256 not in tier.host()
    assert mem.answer(PROBLEM, max_new_tokens=4).mode != "recurring"


# -- the device tier -------------------------------------------------------------------------------------
# Off a GPU the device tier is exercised through a tier registered for an accelerator name ("cuda:7") whose
# bytes are placed in host memory: every rule below (fill only after the check, answer first, evict from every
# tier, budget, stats) is the tier's own and does not depend on where its tensors live. The placement on a real
# device is scripts/gpu_tier_check.py, run by scripts/gpu_check.sh wherever a GPU is lent.

@pytest.fixture
def device_tier():
    name = "cuda:7"
    kept = tier.HostTier(1 << 30, device="cpu")
    tier._devices[name] = kept
    try:
        yield name, kept
    finally:
        tier._devices.pop(name, None)


def test_a_device_tier_fills_after_the_check_and_answers_before_the_host(tmp_path, device_tier):
    name, dev = device_tier
    data = encode(_kv(seed=11))
    sha, path = write_atomic(tmp_path, data)
    first = tier.cached_read(path, sha, reserve=8, device=name)
    assert sha not in dev and sha not in tier.host()     # not before its check passed
    settle([first])
    assert sha in dev and sha in tier.host()
    path.unlink()
    host_hits = tier.host().hits
    again = tier.cached_read(path, sha, reserve=8, device=name)
    assert again.pending is None and dev.hits == 1 and tier.host().hits == host_hits  # the host was not asked
    assert encode(KV(again.layers, again.token_ids, 0, "", again.model_fingerprint, again.template)) == data
    for k, v in again.layers:                              # a graft decoding into its buffers...
        k.fill_(7.0)
        v.fill_(7.0)
    assert encode(tier.cached_read(path, sha, device=name)) == data  # ...never touches the kept bytes
    assert tier.stats()["devices"][name]["entries"] == 1
    assert tier.cached_read(path, sha, device="cpu") is not None and dev.hits == 2  # the CPU reads the host tier
    tier.evict(sha)                                        # a delete or quarantine leaves every tier
    assert sha not in dev and sha not in tier.host()


def test_a_host_hit_fills_the_device_tier_and_sync_retains_only_active(tmp_path, device_tier):
    name, dev = device_tier
    data = encode(_kv(seed=12))
    sha, path = write_atomic(tmp_path, data)
    settle([tier.cached_read(path, sha, reserve=4, device="cpu")])  # read on the CPU: the host tier only
    assert sha in tier.host() and sha not in dev
    tier.cached_read(path, sha, device=name)               # a host hit for the device fills its tier
    assert sha in dev and encode(dev.get(sha)) == data
    hits = dev.hits
    path.unlink()
    assert encode(tier.cached_read(path, sha, device=name)) == data and dev.hits == hits + 1  # no file read
    other = write_atomic(tmp_path, encode(_kv(seed=13)))[0]
    tier.retain({other})                                   # after a sync: only addresses still in use stay
    assert sha not in dev and sha not in tier.host()


def test_damaged_bytes_never_enter_the_device_tier_and_zero_turns_it_off(tmp_path, device_tier):
    name, dev = device_tier
    data = bytearray(encode(_kv(seed=14)))
    sha, path = write_atomic(tmp_path, bytes(data))
    data[len(data) // 3] ^= 1
    path.write_bytes(bytes(data))
    with pytest.raises(IntegrityError):
        settle([tier.cached_read(path, sha, reserve=4, device=name)])
    assert sha not in dev and sha not in tier.host()
    saved = dev.budget
    try:
        tier.configure(device_bytes=0)
        good = encode(_kv(seed=15))
        sha, path = write_atomic(tmp_path, good)
        tier.cached_read(path, sha, device=name)
        assert sha in tier.host() and dev.stats()["entries"] == 0 and dev.budget == 0
    finally:
        tier.configure(device_bytes=saved)
        tier._device_bytes = None
