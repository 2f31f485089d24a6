"""The batch-invariant linear kernel (kvmemory.linearkernel): each output row's bits are the same alone and in any
batch, at any position, on every instruction set. (That PyTorch's own linear is not, on this CPU, is measured by
scripts/batch_decode_bench.py: a property of the machine's BLAS, not of kvmemory.)"""

import hashlib
import platform

import pytest
import torch

from conftest import unavailable
from kvmemory import linearkernel

# (out, in, bias): the default model's shapes, a Qwen-style biased projection, outputs that are no multiple of a
# block (3 or 4) nor of a thread's chunk (96)
SHAPES = [(576, 576, False), (192, 576, False), (1536, 576, False), (576, 1536, False), (97, 64, True),
          (1001, 40, True), (5, 8, False)]


def _sha(t) -> str:
    return hashlib.sha256(t.contiguous().numpy().tobytes()).hexdigest()


def _weights(n, k, bias, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(n, k, generator=g) / k ** 0.5, (torch.randn(n, generator=g) if bias else None)


@pytest.fixture(scope="module")
def kernel():
    k = linearkernel.load()
    if k is None:
        unavailable(f"the linear kernel cannot be built here: {linearkernel.status()}")
    return k


@pytest.mark.parametrize("shape", SHAPES)
def test_every_row_is_the_same_alone_and_in_any_batch(kernel, shape):
    n, k, bias = shape
    w, b = _weights(n, k, bias, seed=n + k)
    x = torch.randn(16, k, generator=torch.Generator().manual_seed(1))
    alone = [_sha(kernel.linear(x[i:i + 1], w, b)) for i in range(16)]
    for size in (2, 3, 4, 5, 7, 16):
        for start in (0, 16 - size):  # the same rows at other positions in the batch
            out = kernel.linear(x[start:start + size], w, b)
            assert [_sha(out[i:i + 1]) for i in range(size)] == alone[start:start + size], (shape, size, start)
    ref = torch.nn.functional.linear(x.double(), w.double(), None if b is None else b.double())
    assert (kernel.linear(x, w, b).double() - ref).abs().max() < 1e-4  # and it is the product it claims


def test_same_bits_whichever_instructions_the_cpu_runs(tmp_path):
    if platform.machine() not in ("x86_64", "AMD64"):
        pytest.skip("the instruction-set variants are x86-64 builds")
    flags = open("/proc/cpuinfo").read()
    # dispatching: the FMA instructions on a CPU with AVX2 and FMA; KVM_NO_CLONES: the C library's fmaf, compiled
    # for the baseline, for AVX2, and for AVX-512 with FMA (where the compiler may inline fmaf as the instruction)
    variants = {"dispatching": (), "baseline": ("-DKVM_NO_CLONES",)}
    if " avx2" in flags:
        variants["avx2"] = ("-DKVM_NO_CLONES", "-mavx2")
    if " avx512f" in flags:
        variants["avx512"] = ("-DKVM_NO_CLONES", "-mavx512f", "-mfma")
    assert len(variants) >= 3, "this x86-64 CPU has no AVX2: only two builds to compare"
    x = torch.randn(5, 576, generator=torch.Generator().manual_seed(3))
    digests = {}
    for name, extra in variants.items():
        k = linearkernel.open_file(linearkernel.build(tmp_path / name, extra_flags=extra))
        assert k.fma_instructions == (name == "dispatching" and " fma" in flags and " avx2" in flags)
        digests[name] = [_sha(k.linear(x[:, :shape[1]].contiguous(), *_weights(*shape, seed=i)))
                         for i, shape in enumerate(SHAPES) if shape[1] <= 576]
    assert len({tuple(d) for d in digests.values()}) == 1, digests


def test_fits_refuses_what_it_cannot_take(kernel):
    w = torch.randn(8, 16)
    assert kernel.fits(torch.randn(2, 16), w)
    assert not kernel.fits(torch.randn(2, 16, dtype=torch.float64), w.double())
    assert not kernel.fits(torch.randn(2, 12), torch.randn(8, 12))          # not a multiple of 8
    assert not kernel.fits(torch.randn(2, 16), torch.randn(16, 8).t())      # not contiguous
    assert not kernel.fits(torch.randn(2, 16), w, torch.randn(7))           # bias of the wrong size
