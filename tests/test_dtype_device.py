"""Half precision and devices: artifacts in the model's dtype, exact as in float32; typed errors for bad
dtype and device names; the fingerprint keeps dtypes and device types apart; --dtype/--device in the CLI."""

from __future__ import annotations

import hashlib
import json

import pytest

from kvmemory import InputError, KVMemory, ModelError
from kvmemory.artifact import KV, decode, encode
from kvmemory.graft import layout, prefill
from kvmemory.models import dtype_name, fingerprint, resolve_device, resolve_dtype, tiny_model

QUERY = [7, 8, 9, 10, 11]


def _sha(t) -> str:
    return hashlib.sha256(t.detach().float().contiguous().cpu().numpy().tobytes()).hexdigest()


def _fresh(model, ids, query):
    """Entry then query on one transformers cache (no kvmemory code)."""
    import torch
    from transformers import DynamicCache

    cache = DynamicCache(config=model.config)
    for chunk, start in ((ids, 0), (query, len(ids))):
        with torch.inference_mode():
            out = model(input_ids=torch.tensor([chunk]), position_ids=torch.arange(start, start + len(chunk)).unsqueeze(0),
                        cache=cache, use_cache=True, logits_to_keep=1)
    return out.logits[0, -1].float()


@pytest.mark.parametrize("arch,dtype", [("llama", "bfloat16"), ("llama", "float16"), ("gemma3", "bfloat16")])
def test_half_precision_artifacts_are_half_the_bytes_and_graft_exact(arch, dtype):
    import torch

    ids = list(range(3, 3 + 70))
    full, half = tiny_model(arch, 300), tiny_model(arch, 300, dtype=dtype)
    assert str(half.dtype) == f"torch.{dtype}"
    _, layers32 = prefill(full, ids)
    _, layers16 = prefill(half, ids)
    kv32, kv16 = KV(layers32, ids, 0, "", "a", "t"), KV(layers16, ids, 0, "", "b", "t")
    assert all(k.dtype == getattr(torch, dtype) for k, _ in kv16.layers)
    assert kv16.nbytes * 2 == kv32.nbytes
    blob = encode(kv16)
    back = decode(bytearray(blob))
    assert json.loads(bytes(blob[8:8 + int.from_bytes(blob[:8], "little")]))["__metadata__"]["dtype"] == dtype
    assert len(blob) < len(encode(kv32)) * 0.55
    got, _, _ = layout(half, [back], QUERY)
    want = _fresh(half, ids, QUERY)
    assert _sha(got) == _sha(want)
    assert _sha(got) != _sha(layout(full, [kv32], QUERY)[0])  # half precision is other numbers, not a relabel


def test_memory_in_bfloat16_stores_bfloat16_and_checks_exact(default_tokenizer, embedder, tmp_path):
    from conftest import REPO, gold_of, read_jsonl
    from kvmemory.exact import check_exact

    rows = read_jsonl(REPO / "kvmemory" / "data" / "gsm8k_dev50.jsonl", 3)
    model = tiny_model("qwen2", len(default_tokenizer), dtype="bf16")
    with KVMemory(tmp_path / "lib", model=model, tokenizer=default_tokenizer, embedder=embedder) as mem:
        for r in rows:
            e = mem.deposit(r["question"], r["answer"], answer=gold_of(r), verifier="numeric")
        kv = mem.load(e)
        assert str(kv.layers[0][0].dtype) == "torch.bfloat16"
        report = check_exact(mem, samples=3, prefix=False)
    assert report["rows"]["graft"]["sha_equal"] == 3 and report["kv_bytes_equal"] == 3
    assert report["dtype"] == "bfloat16" and report["device"] == "cpu"
    assert report["kv_bytes_per_token"] == 2 * 2 * 2 * 16 * 2  # layers x (K, V) x kv_heads x head_dim x 2 bytes


def test_a_float32_library_refuses_a_bfloat16_model(default_tokenizer, embedder, tmp_path):
    from kvmemory.errors import FingerprintMismatchError

    n = len(default_tokenizer)
    with KVMemory(tmp_path / "lib", model=tiny_model("llama", n), tokenizer=default_tokenizer, embedder=embedder) as mem:
        mem.deposit("What is 2 + 3?", "2 + 3 = 5. The answer is 5.", answer="5", verifier="numeric")
    with KVMemory(tmp_path / "lib", model=tiny_model("llama", n, dtype="bf16"), tokenizer=default_tokenizer,
                  embedder=embedder) as mem, pytest.raises(FingerprintMismatchError):
        mem.answer("What is 2 + 3?")


@pytest.mark.parametrize("given,want", [(None, "float32"), ("bf16", "bfloat16"), ("FP16", "float16"),
                                        ("torch.bfloat16", "bfloat16"), ("half", "float16"), ("float32", "float32")])
def test_dtype_names(given, want):
    import torch

    assert dtype_name(given) == want and resolve_dtype(given) == getattr(torch, want)
    assert dtype_name(getattr(torch, want)) == want


@pytest.mark.parametrize("bad", ["int8", "float64", "bf32", ""])
def test_unknown_dtype_is_a_typed_error_that_lists_the_choices(bad):
    with pytest.raises(InputError, match="use float32, bfloat16 or float16"):
        dtype_name(bad)


def test_kvmemory_refuses_an_unknown_dtype_at_construction(tmp_path):
    with pytest.raises(InputError, match="unknown dtype 'int4'"):
        KVMemory(tmp_path / "lib", dtype="int4")


def test_devices():
    import torch

    assert resolve_device(None) == "cpu" and resolve_device("CPU") == "cpu"
    with pytest.raises(InputError, match="unknown device"):
        resolve_device("gpu0")
    if not torch.cuda.is_available():
        with pytest.raises(ModelError, match="no CUDA GPU"):
            resolve_device("cuda")
    else:
        assert resolve_device("cuda").startswith("cuda")


def test_fingerprint_keeps_dtypes_and_device_types_apart(default_tokenizer):
    import torch

    n = len(default_tokenizer)
    base = tiny_model("llama", n)
    fp32 = fingerprint(base, default_tokenizer)
    assert fingerprint(tiny_model("llama", n, dtype="bf16"), default_tokenizer) != fp32
    assert fingerprint(tiny_model("llama", n, dtype="fp16"), default_tokenizer) != fp32

    class OnCuda:  # the same weights, reported on a CUDA device (no GPU needed to check the hash input)
        config, dtype, device = base.config, base.dtype, torch.device("cuda", 0)

        def state_dict(self):
            return base.state_dict()

    assert fingerprint(OnCuda(), default_tokenizer) != fp32


def test_sampling_generator_follows_the_logits_device(tiny_llama):
    """decode(sample=True) draws from a generator on the model's device (CPU here); same seed, same tokens."""
    from kvmemory.decoding import decode as run_decode

    model, tok = tiny_llama
    outs = []
    for _ in range(2):
        logits, cache, pos = layout(model, [], [1, 5, 6, 7])
        outs.append(run_decode(model, tok, cache, logits, pos, max_new_tokens=6, sample=True, seed=3).token_ids)
    assert outs[0] == outs[1] and len(outs[0]) > 0


def _isolate_env(monkeypatch):
    """The CLI exports KVMEMORY_DTYPE/KVMEMORY_DEVICE for its child processes; in-process CLI tests must
    not leave them set for later tests. ``setenv`` (not ``delenv``, which records nothing for an unset
    variable) makes monkeypatch remove them afterwards; empty means unset to kvmemory."""
    monkeypatch.setenv("KVMEMORY_DTYPE", "")
    monkeypatch.setenv("KVMEMORY_DEVICE", "")


def test_cli_dtype_and_device_options(tmp_path, monkeypatch):
    _isolate_env(monkeypatch)
    from click.testing import CliRunner

    from kvmemory.cli import main

    r = CliRunner().invoke(main, ["--lib", str(tmp_path / "lib"), "--dtype", "int8", "list"])
    assert r.exit_code == 1 and "unknown dtype 'int8'" in r.output
    r = CliRunner().invoke(main, ["check-exact", "--help"])
    assert r.exit_code == 0 and all(opt in r.output for opt in ("--model", "--dtype", "--device", "--long"))
    r = CliRunner().invoke(main, ["--help"])
    assert "--dtype" in r.output and "--device" in r.output and "gemma3-270m" in r.output


def test_cli_exports_dtype_for_child_processes_and_the_test_undoes_it(tmp_path):
    import os

    from click.testing import CliRunner

    from kvmemory.cli import main

    before = os.environ.get("KVMEMORY_DTYPE")
    with pytest.MonkeyPatch.context() as mp:
        _isolate_env(mp)
        r = CliRunner().invoke(main, ["--lib", str(tmp_path / "lib"), "--dtype", "bf16", "list"])
        assert r.exit_code == 0 and os.environ["KVMEMORY_DTYPE"] == "bfloat16"
    assert os.environ.get("KVMEMORY_DTYPE") == before  # nothing leaks into later tests


def test_cli_build_stores_artifacts_in_the_dtype_asked_for(tmp_path, monkeypatch):
    """``kvmemory --dtype bfloat16 build`` (what check-exact runs in its child process) writes bf16 KV."""
    _isolate_env(monkeypatch)
    from click.testing import CliRunner
    from safetensors import safe_open

    from conftest import REPO
    from kvmemory.bench.common import model_path
    from kvmemory.cli import main

    lib = tmp_path / "lib"
    r = CliRunner().invoke(main, ["--lib", str(lib), "--model", model_path("tiny:llama"), "--dtype", "bf16", "build",
                                  str(REPO / "kvmemory" / "data" / "gsm8k_dev50.jsonl"), "--out", str(lib),
                                  "--limit", "1", "--quiet"])
    assert r.exit_code == 0, r.output
    files = list((lib / "artifacts").rglob("*.safetensors"))
    assert len(files) == 1
    with safe_open(str(files[0]), "pt") as f:
        assert f.metadata()["dtype"] == "bfloat16" and str(f.get_tensor("k.0").dtype) == "torch.bfloat16"


def test_build_on_ray_refuses_a_dtype_it_would_not_honour(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from conftest import REPO
    from kvmemory.cli import main

    _isolate_env(monkeypatch)
    lib = tmp_path / "lib"
    r = CliRunner().invoke(main, ["--lib", str(lib), "--dtype", "bf16", "build", str(REPO / "kvmemory" / "data" /
                                  "gsm8k_dev50.jsonl"), "--out", str(lib), "--ray", "--limit", "1"])
    assert r.exit_code == 1 and "build --ray loads float32 models on CPU" in r.output
