"""The compiled decode-attention kernel (kvmemory.decodekernel): right, and the same bits on any CPU."""

from __future__ import annotations

import hashlib
import os
import platform
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import unavailable
import torch

from kvmemory import attention, decodekernel
from kvmemory.decodekernel import Kernel, build
from kvmemory.graft import forward
from kvmemory.models import tiny_model

if decodekernel.load() is None:
    unavailable(f"no decode kernel here: {decodekernel.status()}")


def _sha(t) -> str:
    return hashlib.sha256(t.detach().contiguous().numpy().tobytes()).hexdigest()


def _cpu_flags() -> set[str]:
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return set()
    line = next((x for x in text.splitlines() if x.startswith("flags")), "")
    return set(line.split(":", 1)[-1].split())


def _inputs(b, heads, rows, keys, dim, seed=0):
    """Query rows packed per key/value head; keys and values as slices of larger reserved buffers
    (strided along the key axis, as :class:`kvmemory.kvcache.ReservedLayer` hands them over)."""
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(b, heads, rows, dim, generator=g)
    k = torch.randn(b, heads, keys + 7, dim, generator=g)[:, :, :keys]
    v = torch.randn(b, heads, keys + 7, dim, generator=g)[:, :, :keys]
    return q, k, v


SHAPES = [(1, 3, 3, 300, 64), (2, 2, 5, 129, 136), (1, 1, 1, 1, 8), (1, 4, 8, 77, 16)]


@pytest.mark.parametrize("shape", SHAPES)
def test_kernel_matches_pytorch_attention(shape):
    """Mathematically the same attention as PyTorch's (float-close: another summation order)."""
    q, k, v = _inputs(*shape)
    kernel = decodekernel.load()
    assert Kernel.fits(q, k, v)
    out = kernel.attend(q, k, v, shape[-1] ** -0.5)
    ref = torch.nn.functional.scaled_dot_product_attention(q, k.contiguous(), v.contiguous())
    assert out.shape == ref.shape
    assert torch.allclose(out, ref, atol=1e-5, rtol=1e-5)
    # one query row's answer does not depend on which other rows share the call
    alone = kernel.attend(q[:, :, :1], k, v, shape[-1] ** -0.5)
    assert _sha(alone) == _sha(out[:, :, :1])


def test_same_bits_whichever_instructions_the_cpu_runs(tmp_path):
    """The baseline build, the AVX2 and AVX-512 builds and the dispatching build give SHA-256-equal
    outputs: every sum has one order in the source and no build fuses a multiply-add."""
    if platform.machine() not in ("x86_64", "AMD64"):
        pytest.skip("the instruction-set variants are x86-64 builds")
    flags = _cpu_flags()
    variants = {"dispatching": ()} | {"baseline": ("-DKVM_NO_CLONES",)}
    if "avx2" in flags:
        variants["avx2"] = ("-DKVM_NO_CLONES", "-mavx2")
    if "avx512f" in flags:
        variants["avx512"] = ("-DKVM_NO_CLONES", "-mavx512f", "-mfma")  # FMA allowed by the ISA, off by -ffp-contract
    assert len(variants) >= 3, "this x86-64 CPU has no AVX2: only two builds to compare"
    digests = {}
    for name, extra in variants.items():
        path = build(tmp_path / name, extra_flags=extra)
        kernel = decodekernel.open_file(path)
        digests[name] = [_sha(kernel.attend(*_inputs(*shape, seed=i), shape[-1] ** -0.5))
                         for i, shape in enumerate(SHAPES)]
    assert len({tuple(d) for d in digests.values()}) == 1, digests


def test_build_names_the_file_by_what_went_into_it(tmp_path):
    a = build(tmp_path)
    assert build(tmp_path) == a  # built once, then found
    b = build(tmp_path, extra_flags=("-DKVM_NO_CLONES",))
    assert b != a and a.exists() and b.exists()


def test_a_missing_compiler_is_a_reason_not_a_crash(tmp_path):
    with pytest.raises(RuntimeError, match="compil"):
        build(tmp_path, compiler=str(tmp_path / "no-such-cc"))


def test_switched_off_models_decode_with_pytorch_attention(default_tokenizer):
    """KVMEMORY_KERNEL=off: no kernel, models load on kvmemory-sdpa, and status says why."""
    code = ("from kvmemory import attention, decodekernel; from kvmemory.models import tiny_model; "
            "m = tiny_model('llama', 49152); print(decodekernel.load(), '|', decodekernel.status(), '|', "
            "m.config._attn_implementation)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                         env={**os.environ, "KVMEMORY_KERNEL": "off", "HF_HUB_OFFLINE": "1"})
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().split(" | ") == ["None", "switched off by KVMEMORY_KERNEL", attention.NAME]
    assert len(default_tokenizer) == 49152


def _decode(model, ids, steps=5):
    from transformers import DynamicCache

    cache = DynamicCache(config=model.config)
    logits = forward(model, cache, ids, 0)
    out, pos = [], len(ids)
    for _ in range(steps):
        logits = forward(model, cache, [int(torch.argmax(logits))], pos)
        out.append(logits)
        pos += 1
    return out


@pytest.mark.parametrize("arch", ["llama", "qwen2", "gemma3"])
def test_models_decode_with_the_kernel_and_pick_the_same_tokens(arch, default_tokenizer):
    """Tiny models load on kvmemory-stream; their decode steps pick the tokens PyTorch's packed
    attention picks, with float-close logits (the kernel's bits are its own)."""
    stream = tiny_model(arch, len(default_tokenizer))
    assert stream.config._attn_implementation == attention.STREAM
    packed = tiny_model(arch, len(default_tokenizer))
    assert attention.use(packed, attention.NAME) and packed.config._attn_implementation == attention.NAME
    ids = default_tokenizer.encode("Natalia sold clips to 48 of her friends in April, and then half as many in May.")
    for a, b in zip(_decode(stream, ids), _decode(packed, ids)):
        assert int(torch.argmax(a)) == int(torch.argmax(b))
        assert torch.allclose(a, b, atol=1e-4, rtol=1e-4)


def test_half_precision_goes_to_pytorch(default_tokenizer):
    q, k, v = (t.to(torch.bfloat16) for t in _inputs(1, 3, 3, 10, 64))
    assert not Kernel.fits(q, k, v)
    q, k, v = _inputs(1, 3, 3, 10, 60)  # a head dimension that is not a multiple of 8
    assert not Kernel.fits(q, k, v)
    half = tiny_model("llama", len(default_tokenizer), dtype="bfloat16")
    ids = default_tokenizer.encode("Weng earns $12 an hour.")
    assert all(torch.isfinite(x.float()).all() for x in _decode(half, ids, steps=2))


@pytest.mark.slow
def test_replay_skips_kernel_lines_on_a_machine_without_the_kernel(tmp_path):
    """The pre-registered ledger's decode lines, replayed with the kernel switched off: the lines the
    kernel decoded are skipped with the reason; PyTorch's lines (packed, enable_gqa) still match."""
    import json

    data = Path(__file__).parent / "data" / "tiny_ledger.jsonl"
    lines = [json.loads(x) for x in data.read_text().splitlines() if '"suite": "decode"' in x]
    stream = [x for x in lines if x["metrics"]["attention"] == attention.STREAM]
    assert stream and len(stream) < len(lines)
    path = tmp_path / "decode.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    r = subprocess.run([sys.executable, "-m", "kvmemory", "replay", str(path), "--portable-numerics", "--json"],
                       capture_output=True, text=True, timeout=900,
                       env={**os.environ, "HF_HUB_OFFLINE": "1", "KVMEMORY_KERNEL": "off"})
    report = json.loads(r.stdout)
    skipped = [i for i in report["items"] if i["skipped"]]
    assert r.returncode == 0 and len(skipped) == len(stream), report
    assert all("switched off by KVMEMORY_KERNEL" in i["skipped"] for i in skipped)
    assert report["lines_all_matched"] == len(lines) - len(stream)
