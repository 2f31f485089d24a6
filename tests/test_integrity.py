"""Integrity: a damaged, truncated, crafted or foreign artifact is never grafted.

* every single-byte flip and every truncation of an artifact is caught by the hash check in
  ``read_verified`` (exhaustive over every byte, plus a hypothesis property on top);
* files that pass the hash check but lie (malformed headers, metadata that disagrees with the
  tensors, wrong dtype or shape, another model's artifact, a pickle) are rejected by ``decode`` with a
  typed error, and the parser never raises anything but our errors on any header mutation;
* through ``KVMemory.answer`` a damaged artifact is quarantined, reported in ``Answer.quarantined``,
  never grafted; ``strict=True`` raises ``IntegrityError``; also on the real default model;
* nothing in kvmemory unpickles data.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from _faults import crafted_cases, flip_cases, tamper, truncation_cases
from _workers import problem
from kvmemory import KVMemory
from kvmemory.artifact import KV, decode, encode, read_verified, sha256_file, write_atomic
from kvmemory.errors import ArtifactError, FingerprintMismatchError, IntegrityError
from kvmemory.store import ACTIVE, QUARANTINED

PKG = Path(__file__).resolve().parent.parent / "kvmemory"


@pytest.fixture(scope="module")
def small_artifact(default_tokenizer):
    """(bytes, sha, fingerprint) of a short real artifact from the tiny Llama (~5 KB: cheap to fuzz)."""
    from conftest import build_tiny
    from kvmemory.graft import prefill
    from kvmemory.models import fingerprint

    model = build_tiny("llama", len(default_tokenizer))
    ids = default_tokenizer("Q: 2+2?\nA: 4.", add_special_tokens=True)["input_ids"]
    _, layers = prefill(model, ids)
    fp = fingerprint(model, default_tokenizer)
    data = encode(KV(layers, ids, 0, "", fp, "gsm-qa-v1"))
    from kvmemory.artifact import sha256_bytes

    return data, sha256_bytes(data), fp


@pytest.fixture
def fast_dir(tmp_path):
    """A RAM folder when there is one: the fuzz loops write a file per case (ms each on a disk)."""
    import shutil
    import tempfile

    if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
        d = Path(tempfile.mkdtemp(dir="/dev/shm", prefix="kvmemory-fuzz-"))
        yield d
        shutil.rmtree(d, ignore_errors=True)
    else:
        yield tmp_path


def test_every_byte_flip_and_truncation_is_caught_before_parsing(small_artifact, fast_dir):
    data, sha, fp = small_artifact
    path = fast_dir / "a.safetensors"
    path.write_bytes(data)
    assert read_verified(path, sha, expected_fingerprint=fp).tokens > 0  # the intact file reads
    tried, missed = 0, []
    cases = [(f"flip {pos}^{mask}", d) for pos, mask, d in flip_cases(data, seed=1)]
    cases += [(f"truncate {n}", d) for n, d in truncation_cases(data)]
    for name, damaged in cases:
        path.write_bytes(damaged)
        tried += 1
        try:
            read_verified(path, sha, expected_fingerprint=fp)
            missed.append(name)
        except IntegrityError:
            pass
    assert missed == []
    path.unlink()
    with pytest.raises(IntegrityError, match="missing"):
        read_verified(path, sha)
    assert tried == 2 * len(data) >= 1_000


@settings(max_examples=1_000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(pos=st.integers(min_value=0), mask=st.integers(min_value=1, max_value=255), extra=st.binary(max_size=8))
def test_property_any_flip_or_append_is_caught(small_artifact, fast_dir, pos, mask, extra):
    data, sha, fp = small_artifact
    damaged = bytearray(data)
    damaged[pos % len(data)] ^= mask
    path = fast_dir / "p.safetensors"
    path.write_bytes(bytes(damaged) + extra)
    with pytest.raises(IntegrityError):
        read_verified(path, sha, expected_fingerprint=fp)


def test_parser_raises_only_typed_errors_on_every_header_flip(small_artifact):
    """Even when an attacker re-hashes a file, decode() fails closed: ArtifactError or a valid KV."""
    data, sha, fp = small_artifact
    header_end = 8 + int.from_bytes(data[:8], "little")
    accepted = rejected = 0
    for mask in (0x01, 0x20, 0x80, 0xFF):
        for pos in range(header_end):
            damaged = bytearray(data)
            damaged[pos] ^= mask
            try:
                kv = decode(damaged, expected_fingerprint=fp)
            except (ArtifactError, FingerprintMismatchError):
                rejected += 1
                continue
            accepted += 1  # a harmless flip (e.g. in the producer's version string): still well-formed
            assert all(k.shape[2] == kv.tokens for k, _ in kv.layers)
    assert rejected > 0.9 * (accepted + rejected)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=600))
def test_parser_on_arbitrary_bytes(blob):
    try:
        decode(bytearray(blob))
    except (ArtifactError, FingerprintMismatchError):
        pass


@pytest.fixture(scope="module")
def crafted(small_artifact):
    data, sha, fp = small_artifact
    return crafted_cases(data)


def test_crafted_cases_cover_every_class(crafted):
    names = " ".join(name for name, _, _ in crafted)
    for word in ("header", "token_ids", "position_start", "dtype", "shape", "another model", "pickle", "offsets"):
        assert word in names
    assert len(crafted) >= 45


def test_every_crafted_artifact_is_rejected_with_a_typed_error(crafted, small_artifact, tmp_path):
    data, sha, fp = small_artifact
    checked = []
    for i, (name, bad, expected) in enumerate(crafted):
        with pytest.raises(expected):
            decode(bytearray(bad), expected_fingerprint=fp)
        # re-hashed so the hash check passes: the parser must still catch it, not the hash
        new_sha, path = write_atomic(tmp_path / str(i), bad)
        with pytest.raises(expected) as info:
            read_verified(path, new_sha, expected_fingerprint=fp)
        assert not isinstance(info.value, IntegrityError), name
        assert not Path("/tmp/kvmemory-pwned").exists(), f"a pickle was executed ({name})"
        checked.append(name)
    assert len(checked) == len(crafted) >= 45


# -- through the facade ----------------------------------------------------------------------------
def _damage(path: Path, how: str, rng) -> None:
    data = bytearray(path.read_bytes())
    if how == "flip":
        data[rng.randrange(len(data))] ^= rng.randrange(1, 256)
    elif how == "truncate":
        data = data[: rng.randrange(len(data))]
    elif how == "delete":
        path.unlink()
        return
    path.chmod(0o644)
    path.write_bytes(bytes(data))


def test_damaged_artifact_is_quarantined_never_grafted(tiny_mem):
    import random

    rng = random.Random(7)
    mem = tiny_mem
    keep = mem.deposit(*problem("keep", 0)[:2], answer=problem("keep", 0)[2])
    keep_sha = sha256_file(keep.path)
    cases = [("flip", i) for i in range(14)] + [("truncate", i) for i in range(5)] + [("delete", 0)]
    for how, i in cases:
        p, s, a = problem("victim", i)
        victim = mem.deposit(p, s, answer=a)
        _damage(victim.path, how, rng)
        r = mem.answer(p, max_new_tokens=2)
        assert victim.id not in [e.id for e in r.entries], (how, i)
        assert [q["id"] for q in r.quarantined] == [victim.id]
        assert mem.get(victim.id).status == QUARANTINED
        assert mem.get(victim.id).status_reason.startswith("IntegrityError")
        assert victim.id not in [h.entry.id for h in mem.search(p, k=50)]
        if how != "delete":
            assert (mem.store.quarantine_dir / victim.path.name).exists()  # kept as evidence
        again = mem.answer(p, max_new_tokens=2)
        assert victim.id not in [e.id for e in again.entries] and not again.quarantined
    assert sha256_file(keep.path) == keep_sha and mem.get(keep.id).status == ACTIVE  # nothing else lost
    assert mem.answer(problem("keep", 0)[0], max_new_tokens=2).entries[0].id == keep.id


def test_strict_raises_integrity_error(tiny_lm, embedder, tmp_path):
    model, tok = tiny_lm
    mem = KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder, strict=True)
    p, s, a = problem("strict", 0)
    e = mem.deposit(p, s, answer=a)
    _damage(e.path, "flip", __import__("random").Random(0))
    with pytest.raises(IntegrityError):
        mem.answer(p, max_new_tokens=2)
    assert mem.get(e.id).status == QUARANTINED
    mem.close()


def point_entry_at(mem, entry, data: bytes) -> str:
    sha, _ = write_atomic(mem.store.artifacts, data)
    tamper(mem.store.db_path, ("UPDATE entries SET artifact_sha256 = ? WHERE id = ?", [sha, entry.id]))
    return sha


@pytest.mark.parametrize("case", ["token_ids one short of the tensors", "position_start lies (5, no prefix)",
                                  "tensor dtype F16 vs metadata float32", "shape tokens lie", "offsets overlap",
                                  "a pickle (torch.save)", "header not JSON"])
def test_crafted_artifact_behind_an_entry_is_quarantined(tiny_mem, case):
    """An attacker who can write the artifacts folder *and* the database still gets nothing grafted."""
    mem = tiny_mem
    p, s, a = problem("crafted", 0)
    e = mem.deposit(p, s, answer=a)
    bad = dict((n, b) for n, b, _ in crafted_cases(e.path.read_bytes()))[case]
    point_entry_at(mem, e, bad)
    r = mem.answer(p, max_new_tokens=2)
    assert e.id not in [x.id for x in r.entries]
    assert r.quarantined and r.quarantined[0]["id"] == e.id
    assert mem.get(e.id).status_reason.startswith("ArtifactFormatError")


def test_other_models_artifact_behind_an_entry_is_refused(tiny_mem):
    mem = tiny_mem
    p, s, a = problem("foreign", 0)
    e = mem.deposit(p, s, answer=a)
    bad = dict((n, b) for n, b, _ in crafted_cases(e.path.read_bytes()))["another model's artifact"]
    point_entry_at(mem, e, bad)
    r = mem.answer(p, max_new_tokens=2)  # quarantined like any untrustworthy artifact: never grafted
    assert e.id not in [x.id for x in r.entries] and r.quarantined[0]["id"] == e.id


def consistent_lie(kv: KV, how: str) -> KV:
    """A well-formed artifact (decode accepts it) that does not fit its entry or the model."""
    import torch

    L, ids = kv.layers, kv.token_ids
    new = dict(layers=L, token_ids=ids, position_start=0, prefix="", model_fingerprint=kv.model_fingerprint,
               template=kv.template)
    if how == "float16":
        new["layers"] = [(k.half(), v.half()) for k, v in L]
    elif how == "fewer tokens":
        new["layers"], new["token_ids"] = [(k[:, :, :-3], v[:, :, :-3]) for k, v in L], ids[:-3]
    elif how == "other positions":
        new["position_start"], new["prefix"] = 3, "ab" * 32
    elif how == "other token ids":
        new["token_ids"] = [t + 1 for t in ids]
    elif how == "fewer layers":
        new["layers"] = L[:1]
    elif how == "more layers":
        new["layers"] = L + L[:1]
    elif how == "more heads":
        new["layers"] = [(torch.cat([k, k], 1), torch.cat([v, v], 1)) for k, v in L]
    elif how == "smaller head_dim":
        new["layers"] = [(k[..., :8].contiguous(), v[..., :8].contiguous()) for k, v in L]
    elif how == "other template":
        new["template"] = "other-v9"
    return KV(**new)


LIES = ["float16", "fewer tokens", "other positions", "other token ids", "fewer layers", "more layers",
        "more heads", "smaller head_dim", "other template"]
# Values are not scanned (no NaN check): their bytes hash to what the model produced at deposit, and a
# scan would cost a full pass over the KV on every graft.


@pytest.mark.parametrize("how", LIES)
def test_well_formed_artifact_that_does_not_fit_is_quarantined(tiny_mem, how):
    mem = tiny_mem
    p, s, a = problem("lie", 0)
    e = mem.deposit(p, s, answer=a)
    lie = consistent_lie(mem.load(e), how)
    decode(bytearray(encode(lie)), expected_fingerprint=mem.fingerprint)  # well-formed: the parser accepts it
    point_entry_at(mem, e, encode(lie))
    r = mem.answer(p, max_new_tokens=2)
    assert e.id not in [x.id for x in r.entries]
    assert r.quarantined and r.quarantined[0]["id"] == e.id
    assert mem.get(e.id).status_reason.startswith("ArtifactFormatError")


# -- the real default model ------------------------------------------------------------------------
@pytest.mark.slow
def test_real_model_flipped_byte_is_never_grafted(default_mem, gsm8k_dev):
    from conftest import gold_of
    from kvmemory import tier

    mem = default_mem
    row = gsm8k_dev[0]
    e = mem.deposit(row["question"], row["answer"], answer=gold_of(row))
    ok = mem.answer(row["question"])
    assert ok.mode == "recurring" and ok.entries[0].id == e.id and ok.answer == gold_of(row)
    data = bytearray(e.path.read_bytes())
    data[len(data) // 2] ^= 0x01  # one bit in the middle of the KV tensors
    e.path.chmod(0o644)
    e.path.write_bytes(bytes(data))
    tier.host().clear()  # as in a new process: the entry is read from its (damaged) file, not the host tier
    r = mem.answer(row["question"], max_new_tokens=8)
    assert r.mode != "recurring" and e.id not in [x.id for x in r.entries]
    assert [q["id"] for q in r.quarantined] == [e.id]
    assert mem.get(e.id).status == QUARANTINED


# -- no unpickling anywhere ------------------------------------------------------------------------
UNSAFE = [
    (r"\bimport\s+(c?pickle|dill|joblib|shelve|marshal)\b|\bfrom\s+(c?pickle|dill|joblib|shelve|marshal)\b", "pickle-family import"),
    (r"\bpickle\.loads?\(", "pickle.load"),
    (r"allow_pickle\s*=\s*True", "numpy allow_pickle=True"),
    (r"weights_only\s*=\s*False", "torch.load(weights_only=False)"),
    (r"\byaml\.(load|unsafe_load)\(", "yaml.load"),
]


def test_nothing_in_kvmemory_unpickles():
    found = []
    for path in PKG.rglob("*.py"):
        text = path.read_text()
        for pattern, what in UNSAFE:
            for m in re.finditer(pattern, text):
                found.append(f"{path.relative_to(PKG)}:{text[:m.start()].count(chr(10)) + 1}: {what}")
        for m in re.finditer(r"\btorch\.load\(", text):  # every torch.load must say weights_only=True
            call = text[m.start(): text.find(")", m.start()) + 1]
            if "weights_only=True" not in call:
                found.append(f"{path.relative_to(PKG)}: torch.load without weights_only=True")
    assert not found, found
