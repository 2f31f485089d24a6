"""The artifact format: safetensors, content-addressed, deterministic, readable without kvmemory."""

import hashlib
import json

import pytest
import torch
from safetensors import safe_open

from conftest import spec_address
from kvmemory.artifact import FORMAT, KV, decode, encode, read_verified, write_atomic
from kvmemory.errors import ArtifactFormatError, FingerprintMismatchError, IntegrityError


def sha(t: torch.Tensor) -> str:
    return hashlib.sha256(t.contiguous().reshape(-1).view(torch.uint8).numpy()).hexdigest()


def make_kv(tokens=5, layers=3, heads=2, head_dim=4, dtype=torch.float32, seed=0):
    g = torch.Generator().manual_seed(seed)
    pairs = [(torch.randn(1, heads, tokens, head_dim, generator=g).to(dtype),
              torch.randn(1, heads, tokens, head_dim, generator=g).to(dtype)) for _ in range(layers)]
    return KV(pairs, list(range(10, 10 + tokens)), 0, "", "f" * 64, "gsm-qa-v1")


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
def test_roundtrip_is_byte_exact(dtype):
    kv = make_kv(dtype=dtype)
    back = decode(bytearray(encode(kv)))
    assert back.token_ids == kv.token_ids and back.position_start == 0 and back.template == "gsm-qa-v1"
    for (k, v), (k2, v2) in zip(kv.layers, back.layers):
        assert k2.dtype == dtype and sha(k) == sha(k2) and sha(v) == sha(v2)


def test_read_only_bytes_decode_without_a_warning_into_tensors_of_their_own():
    import warnings

    kv = make_kv()
    data = encode(kv)                       # bytes: read-only memory
    with warnings.catch_warnings():
        warnings.simplefilter("error")      # torch.frombuffer warns on memory it may not write
        back = decode(data)
    k2 = back.layers[0][0]
    assert sha(k2) == sha(kv.layers[0][0])
    k2.add_(1.0)                            # the tensors own their memory: writing them leaves the bytes alone
    assert encode(kv) == data and sha(k2) != sha(kv.layers[0][0])


def test_encoding_is_deterministic():
    assert hashlib.sha256(encode(make_kv())).hexdigest() == hashlib.sha256(encode(make_kv())).hexdigest()
    assert encode(make_kv(seed=0)) != encode(make_kv(seed=1))


def test_bytes_do_not_depend_on_the_installed_torch_or_transformers_release(monkeypatch):
    """A content address names content: another release of transformers (CI once installed 5.25 where the
    ledger was written under 5.24) must not give the same KV another name."""
    import transformers

    before = hashlib.sha256(encode(make_kv())).hexdigest()
    monkeypatch.setattr(transformers, "__version__", "99.0.0")
    monkeypatch.setattr(torch, "__version__", "99.0.0+other")
    data = encode(make_kv())
    assert hashlib.sha256(data).hexdigest() == before
    assert b"99.0.0" not in data and b"transformers" not in data


def test_an_artifact_written_with_its_producer_keeps_its_bytes():
    """Artifacts written before the producer left the format (torch/transformers/device keys) read back
    with them, and encoding what was read gives the same bytes, so their stored names stay true."""
    old = make_kv()
    old.producer = {"torch": "2.13.0+cpu", "transformers": "5.24.0", "device": "cpu"}
    data = encode(old)
    back = decode(bytearray(data))
    assert back.producer == old.producer and encode(back) == data
    assert hashlib.sha256(data).hexdigest() != hashlib.sha256(encode(make_kv())).hexdigest()


def test_plain_safetensors_can_read_it_with_the_spec_metadata(tmp_path):
    kv = make_kv()
    digest, path = write_atomic(tmp_path, encode(kv))
    assert path.name == f"{digest}.safetensors" and spec_address(path.read_bytes()) == digest
    with safe_open(str(path), framework="pt") as f:
        meta = f.metadata()
        assert sorted(f.keys()) == sorted(f"{x}.{i}" for i in range(3) for x in "kv")
        assert sha(f.get_tensor("k.1")) == sha(kv.layers[1][0])
    assert meta["format"] == FORMAT
    assert json.loads(meta["token_ids"]) == kv.token_ids
    assert meta["position_start"] == "0" and meta["prefix"] == ""
    for key in ("model_fingerprint", "template", "dtype", "layers"):
        assert meta[key]
    assert not {"torch", "transformers", "device"} & set(meta)   # the library records its stack, not each file


def test_flipped_byte_is_an_integrity_error(tmp_path):
    digest, path = write_atomic(tmp_path, encode(make_kv()))
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x01
    path.write_bytes(bytes(data))
    with pytest.raises(IntegrityError, match="damaged or tampered"):
        read_verified(path, digest)


def test_missing_file_is_an_integrity_error(tmp_path):
    with pytest.raises(IntegrityError, match="missing"):
        read_verified(tmp_path / "nope.safetensors", "0" * 64)


def test_other_models_artifact_is_rejected():
    with pytest.raises(FingerprintMismatchError) as err:
        decode(bytearray(encode(make_kv())), expected_fingerprint="a" * 64)
    assert err.value.expected == "a" * 64 and err.value.actual == "f" * 64


def rewrite_meta(raw: bytes, **changes) -> bytearray:
    """Return ``raw`` with ``__metadata__`` fields replaced (a well-formed but lying file)."""
    n = int.from_bytes(raw[:8], "little")
    header = json.loads(raw[8 : 8 + n])
    header["__metadata__"].update(changes)
    new = json.dumps(header).encode()
    new += b" " * (-len(new) % 8)
    return bytearray(len(new).to_bytes(8, "little") + new + raw[8 + n :])


def test_encode_refuses_tensors_that_disagree_with_token_ids():
    kv = make_kv()
    kv.token_ids = kv.token_ids + [99]
    with pytest.raises(ArtifactFormatError, match="expected"):
        encode(kv)


@pytest.mark.parametrize("changes,match", [
    ({"token_ids": json.dumps(list(range(6)))}, "tokens the metadata claims"),
    ({"token_ids": "[1, 2"}, "malformed"),
    ({"position_start": "3"}, "prefix"),
    ({"layers": "2"}, "do not match layers"),
    ({"dtype": "float16"}, "disagrees"),
    ({"format": "other/9"}, "upgrade"),
])
def test_metadata_that_lies_is_rejected(changes, match):
    with pytest.raises(ArtifactFormatError, match=match):
        decode(rewrite_meta(encode(make_kv()), **changes))


def test_garbage_is_a_format_error():
    for blob in (b"", b"\x00" * 7, b"\xff" * 64, (8).to_bytes(8, "little") + b"notjson!"):
        with pytest.raises(ArtifactFormatError):
            decode(bytearray(blob))
