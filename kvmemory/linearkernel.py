"""A compiled linear layer whose every output row has the same bits whatever else is in the batch.

``out[b, n] = dot(x[b], w[n]) (+ bias[n])``. PyTorch's CPU ``linear`` is not batch-invariant: measured on
torch 2.13 (2 cores, with and without ``ATEN_CPU_CAPABILITY=default``), a row computed alone (a matrix-vector
product) differs from the same row in a batch of 2, and a batch of 2 or 3 from a batch of 4 to 16, for every
linear shape of the default model. A decode step that batches requests needs each request's row computed
exactly as it would be alone (issue "batched decode that stays byte-exact").

**One order per output element, written in the source.** A dot product is eight lane sums over the input
dimension in order (``j = 0, 1, ...``), each step a fused multiply-add (rounded once), then the same fixed
pairwise fold as :mod:`kvmemory.decodekernel`; the bias is added last. The kernel blocks rows and outputs so that each weight row is read once per call for
every request in the batch (what makes batching pay: a decode step is bound by reading the weights), but a
block only decides which accumulators live in registers together, never the order within one: a row's bits
are the same alone, in a batch of 2, 5 or 16, in any position. Outputs are split over threads (OpenMP, the
runtime PyTorch itself loaded), each output element computed by one thread. The fused multiply-adds are
written in the source, never left to the compiler (``-ffp-contract=off``, no ``-ffast-math``): an x86-64 CPU
with AVX2 and FMA runs the FMA instructions; any other CPU runs the C library's ``fmaf``, which IEEE 754
defines to the bit, so both give the same bits (``tests/test_linearkernel.py`` compares the two builds), the
second slower. The fused form doubles the arithmetic per instruction over a multiply and an add: a step of 16
requests is about twice as fast (``kvmemory bench serve``).

Built on first use like :mod:`kvmemory.decodekernel` (same cache folder, same ``KVMEMORY_KERNEL=off``);
:func:`load` returns None where it cannot be built, :func:`status` says why.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from pathlib import Path

from .decodekernel import FLAGS as DECODE_FLAGS, KernelSlot, build as build_library

__all__ = ["LinearKernel", "SOURCE", "FLAGS", "load", "status", "build", "open_file"]

SOURCE = r"""
#include <stdint.h>
typedef float v8 __attribute__((vector_size(32)));
static inline v8 load8(const float *p) { v8 a; __builtin_memcpy(&a, p, sizeof a); return a; }
static inline float fold(v8 acc) {
    float lo = (acc[0] + acc[4]) + (acc[2] + acc[6]);
    float hi = (acc[1] + acc[5]) + (acc[3] + acc[7]);
    return lo + hi;
}
/* acc + x * w, rounded once per lane (a fused multiply-add): the same bits from the FMA instruction and from the
   C library's fmaf, which IEEE 754 defines exactly. */
static inline v8 mac_exact(v8 acc, v8 x, v8 w) {
    v8 r;
    for (int l = 0; l < 8; l++) r[l] = __builtin_fmaf(x[l], w[l], acc[l]);
    return r;
}
#if defined(__x86_64__) && !defined(KVM_NO_CLONES)
#define KVM_FAST_ISA 1
#define KVM_FAST __attribute__((target("avx2,fma")))
static inline KVM_FAST v8 mac_fast(v8 acc, v8 x, v8 w) { return __builtin_ia32_vfmaddps256(x, w, acc); }
#endif
/* R rows of x against C rows of w: R*C dot products, each summed over j in order into its own accumulator. */
#define MICRO(R, C, SUF, ATTR, MAC) \
static inline ATTR void micro_##R##_##C##SUF(const float *x, const float *w, int64_t dim, int64_t nv, \
                                             const float *bias, float *out, int64_t nout) { \
    v8 acc[R][C]; \
    _Pragma("GCC unroll 8") for (int i = 0; i < R; i++) \
    _Pragma("GCC unroll 8") for (int k = 0; k < C; k++) acc[i][k] = (v8){0, 0, 0, 0, 0, 0, 0, 0}; \
    for (int64_t j = 0; j < nv; j++) { \
        v8 wv[C]; \
        _Pragma("GCC unroll 8") for (int k = 0; k < C; k++) wv[k] = load8(w + k * dim + 8 * j); \
        _Pragma("GCC unroll 8") for (int i = 0; i < R; i++) { \
            v8 xv = load8(x + i * dim + 8 * j); \
            _Pragma("GCC unroll 8") for (int k = 0; k < C; k++) acc[i][k] = MAC(acc[i][k], xv, wv[k]); \
        } \
    } \
    for (int i = 0; i < R; i++) for (int k = 0; k < C; k++) { \
        float s = fold(acc[i][k]); out[i * nout + k] = bias ? s + bias[k] : s; } \
}
/* Outputs n0 .. n1-1 of every row: rows in blocks of up to 4, outputs in blocks of 4 (3 beside 4 rows; 8 for a row
   alone, so a matrix-vector product keeps eight loads in flight). */
#define SPAN(SUF, ATTR, MAC) \
MICRO(1, 8, SUF, ATTR, MAC) MICRO(1, 4, SUF, ATTR, MAC) MICRO(2, 4, SUF, ATTR, MAC) MICRO(3, 4, SUF, ATTR, MAC) MICRO(4, 3, SUF, ATTR, MAC) \
MICRO(1, 1, SUF, ATTR, MAC) MICRO(2, 1, SUF, ATTR, MAC) MICRO(3, 1, SUF, ATTR, MAC) MICRO(4, 1, SUF, ATTR, MAC) \
static ATTR void span##SUF(const float *x, int64_t rows, int64_t dim, const float *w, const float *bias, \
                           int64_t n0, int64_t n1, int64_t nout, float *out) { \
    int64_t nv = dim / 8; \
    for (int64_t b = 0; b < rows; ) { \
        int64_t r = rows - b >= 4 ? 4 : rows - b; \
        const float *xb = x + b * dim; \
        float *ob = out + b * nout; \
        int64_t n = n0; \
        if (r == 4) for (; n + 3 <= n1; n += 3) micro_4_3##SUF(xb, w + n * dim, dim, nv, bias ? bias + n : 0, ob + n, nout); \
        else if (r == 3) for (; n + 4 <= n1; n += 4) micro_3_4##SUF(xb, w + n * dim, dim, nv, bias ? bias + n : 0, ob + n, nout); \
        else if (r == 2) for (; n + 4 <= n1; n += 4) micro_2_4##SUF(xb, w + n * dim, dim, nv, bias ? bias + n : 0, ob + n, nout); \
        else { \
            for (; n + 8 <= n1; n += 8) micro_1_8##SUF(xb, w + n * dim, dim, nv, bias ? bias + n : 0, ob + n, nout); \
            for (; n + 4 <= n1; n += 4) micro_1_4##SUF(xb, w + n * dim, dim, nv, bias ? bias + n : 0, ob + n, nout); \
        } \
        for (; n < n1; n++) { \
            const float *wn = w + n * dim, *bn = bias ? bias + n : 0; \
            if (r == 4) micro_4_1##SUF(xb, wn, dim, nv, bn, ob + n, nout); \
            else if (r == 3) micro_3_1##SUF(xb, wn, dim, nv, bn, ob + n, nout); \
            else if (r == 2) micro_2_1##SUF(xb, wn, dim, nv, bn, ob + n, nout); \
            else micro_1_1##SUF(xb, wn, dim, nv, bn, ob + n, nout); \
        } \
        b += r; \
    } \
}
SPAN(_exact, , mac_exact)
#ifdef KVM_FAST_ISA
SPAN(_fast, KVM_FAST, mac_fast)
#endif

/* Which span this CPU runs: the FMA instructions where it has them, the C library's fmaf (same bits) elsewhere. */
static int fast(void) {
#ifdef KVM_FAST_ISA
    static int known = -1;
    if (known < 0) {
        __builtin_cpu_init();
        known = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    }
    return known;
#else
    return 0;
#endif
}

int kvm_linear_fast(void) { return fast(); }

/* out[rows, nout] = x[rows, dim] w[nout, dim]^T (+ bias); dim a multiple of 8; everything contiguous. */
void kvm_linear(const float *x, int64_t rows, int64_t dim, const float *w, const float *bias, int64_t nout,
                float *out) {
    const int64_t chunk = 96;
    int64_t nchunks = (nout + chunk - 1) / chunk;
    int use_fast = fast();
    #pragma omp parallel for schedule(static)
    for (int64_t c = 0; c < nchunks; c++) {
        int64_t n0 = c * chunk, n1 = n0 + chunk < nout ? n0 + chunk : nout;
#ifdef KVM_FAST_ISA
        if (use_fast) { span_fast(x, rows, dim, w, bias, n0, n1, nout, out); continue; }
#endif
        span_exact(x, rows, dim, w, bias, n0, n1, nout, out);
    }
}
"""

#: The decode kernel's flags (no contraction, no reassociation) at -O3, with OpenMP for the output split.
FLAGS = tuple(f for f in DECODE_FLAGS if f != "-O2") + ("-O3", "-fopenmp")


@dataclass(frozen=True)
class LinearKernel:
    """The loaded kernel: :meth:`linear`."""

    path: Path
    _lib: ctypes.CDLL

    def linear(self, x, weight, bias=None):
        """``x (rows, dim) @ weight (out, dim)^T + bias``, each row's bits independent of the others. Callers
        check :meth:`fits` first."""
        import torch

        x = x.contiguous()
        rows, dim = x.shape
        out = torch.empty((rows, weight.shape[0]), dtype=torch.float32)
        self._lib.kvm_linear(x.data_ptr(), rows, dim, weight.data_ptr(), None if bias is None else bias.data_ptr(),
                             weight.shape[0], out.data_ptr())
        return out

    @property
    def fma_instructions(self) -> bool:
        """True where this CPU runs the FMA instructions; False: the C library's ``fmaf`` (the same bits, slower)."""
        return bool(self._lib.kvm_linear_fast())

    @staticmethod
    def fits(x, weight, bias=None) -> bool:
        """True if :meth:`linear` takes these: CPU float32, ``dim`` a multiple of 8, weight and bias contiguous."""
        import torch

        return (x.device.type == weight.device.type == "cpu" and x.dtype == weight.dtype == torch.float32
                and weight.dim() == 2 and weight.is_contiguous() and x.shape[-1] == weight.shape[1]
                and weight.shape[1] % 8 == 0
                and (bias is None or (bias.dtype == torch.float32 and bias.is_contiguous()
                                      and bias.shape == (weight.shape[0],))))


def build(out_dir: Path, *, extra_flags: tuple[str, ...] = (), compiler: str | None = None) -> Path:
    """Compile :data:`SOURCE` into ``out_dir`` (:func:`kvmemory.decodekernel.build`)."""
    return build_library(out_dir, extra_flags=extra_flags, compiler=compiler, source=SOURCE, flags=FLAGS,
                         stem="kvm_linear")


def open_file(path: Path) -> LinearKernel:
    lib = ctypes.CDLL(str(path))
    ptr, i64 = ctypes.c_void_p, ctypes.c_int64
    lib.kvm_linear.argtypes = [ptr, i64, i64, ptr, ptr, i64, ptr]
    lib.kvm_linear.restype = None
    lib.kvm_linear_fast.argtypes = []
    lib.kvm_linear_fast.restype = ctypes.c_int
    return LinearKernel(path, lib)


def _torch_first() -> None:
    import torch  # noqa: F401 - its OpenMP runtime first: the kernel shares it


_SLOT = KernelSlot(build, open_file, prepare=_torch_first)


def load() -> LinearKernel | None:
    """The kernel, built on first call in this process; None where it is off or cannot be built."""
    return _SLOT.load()


def status() -> str:
    """Why :func:`load` gave what it gave: ``"loaded"``, or the reason it is off."""
    return _SLOT.status()
