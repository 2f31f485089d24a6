"""A compiled kernel for one decoded token's attention: each cached key and value read once, at bandwidth.

A decode step after a long graft is bound by reading the cache: the default model's 8,192 grafted
tokens are 374 MB of float32 keys and values, read once per step. PyTorch's CPU attention runs the
few packed query rows of a step (3 for the default model) through BLAS products that read them at
about half the machine's read bandwidth. This module holds a small C kernel that streams each key
and each value row once for all the query rows of its key/value head:

* ``kvm_scores``: ``scores[r, s] = scale * dot(q[r], k[s])``;
* ``kvm_mix``: ``out[r] = sum over s of p[r, s] * v[s]``, ``p`` being ``softmax(scores)`` computed by
  PyTorch between the two calls.

**Its bits do not depend on the CPU.** Every sum has one order written in the source: a dot product
is eight lane sums over the head dimension, added pairwise in a fixed pattern; a weighted sum runs
over the keys in order. The build forbids fused multiply-add contraction (``-ffp-contract=off``) and
allows no reassociation (no ``-ffast-math``), so the AVX2 clone and the baseline clone the CPU
chooses between at load time compute the same IEEE operations in the same order: SHA-256-equal
outputs (``tests/test_decodekernel.py`` builds the variants apart and compares them).

**Built on first use**, with the C compiler (``$CC``, else ``cc``), in about 0.2 s, into
``$KVMEMORY_CACHE/kernels`` (else ``~/.cache/kvmemory/kernels``) under a name that is the SHA-256 of
the source, the flags, the compiler's version and the machine type, so a file left there by another
build is never taken for this one. No compiler, a failed build or ``KVMEMORY_KERNEL=off``: :func:`load`
returns None, :func:`status` says why, and the attention path stays PyTorch's (``kvmemory.attention``).
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import platform
import shutil
import subprocess
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .settings import cache_dir

__all__ = ["Kernel", "KernelSlot", "SOURCE", "FLAGS", "load", "status", "build", "open_file"]

SOURCE = r"""
#include <stdint.h>
#if defined(__x86_64__) && !defined(KVM_NO_CLONES)
#define KVM_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define KVM_CLONES
#endif
typedef float v8 __attribute__((vector_size(32)));

static inline v8 load8(const float *p) { v8 a; __builtin_memcpy(&a, p, sizeof a); return a; }

/* scores[bh, r, s] = scale * dot(q[bh, r], k[bh, s]); q and scores contiguous, k rows strided. */
KVM_CLONES
void kvm_scores(const float *q, int64_t nbh, int64_t heads, int64_t rows, int64_t dim,
                const float *k, int64_t kb, int64_t kh, int64_t ks, int64_t keys, float scale, float *scores) {
    int64_t nv = dim / 8;
    for (int64_t bh = 0; bh < nbh; bh++) {
        const float *kk = k + (bh / heads) * kb + (bh % heads) * kh;
        const float *qq = q + bh * rows * dim;
        float *out = scores + bh * rows * keys;
        for (int64_t s = 0; s < keys; s++) {
            const float *kr = kk + s * ks;
            for (int64_t r = 0; r < rows; r++) {
                const float *qr = qq + r * dim;
                v8 acc = {0, 0, 0, 0, 0, 0, 0, 0};
                for (int64_t j = 0; j < nv; j++) acc = acc + load8(qr + 8 * j) * load8(kr + 8 * j);
                float lo = (acc[0] + acc[4]) + (acc[2] + acc[6]);
                float hi = (acc[1] + acc[5]) + (acc[3] + acc[7]);
                out[r * keys + s] = (lo + hi) * scale;
            }
        }
    }
}

/* out[bh, r] = sum over s, in order, of p[bh, r, s] * v[bh, s]; p and out contiguous, v rows strided.
   Rows and the head dimension are taken in blocks that fit in registers; each output element's sum
   runs over the keys in order whatever the blocks. */
#define KVM_ROWS 4
#define KVM_VECS 16
KVM_CLONES
void kvm_mix(const float *p, int64_t nbh, int64_t heads, int64_t rows, int64_t keys,
             const float *v, int64_t vb, int64_t vh, int64_t vs, int64_t dim, float *out) {
    int64_t nv = dim / 8;
    for (int64_t bh = 0; bh < nbh; bh++) {
        const float *vv = v + (bh / heads) * vb + (bh % heads) * vh;
        const float *pp = p + bh * rows * keys;
        float *oo = out + bh * rows * dim;
        for (int64_t r0 = 0; r0 < rows; r0 += KVM_ROWS) {
            int64_t nr = rows - r0 < KVM_ROWS ? rows - r0 : KVM_ROWS;
            for (int64_t j0 = 0; j0 < nv; j0 += KVM_VECS) {
                int64_t nj = nv - j0 < KVM_VECS ? nv - j0 : KVM_VECS;
                v8 acc[KVM_ROWS][KVM_VECS];
                for (int64_t r = 0; r < nr; r++)
                    for (int64_t j = 0; j < nj; j++) acc[r][j] = (v8){0, 0, 0, 0, 0, 0, 0, 0};
                for (int64_t s = 0; s < keys; s++) {
                    const float *vr = vv + s * vs + 8 * j0;
                    for (int64_t j = 0; j < nj; j++) {
                        v8 b = load8(vr + 8 * j);
                        for (int64_t r = 0; r < nr; r++) acc[r][j] = acc[r][j] + pp[(r0 + r) * keys + s] * b;
                    }
                }
                for (int64_t r = 0; r < nr; r++)
                    for (int64_t j = 0; j < nj; j++)
                        __builtin_memcpy(oo + (r0 + r) * dim + 8 * (j0 + j), &acc[r][j], sizeof(v8));
            }
        }
    }
}

/* The same two passes for the n requests of a batched decode step, each over its own cache (b = 1, its own
   length): each request's call is the one it makes alone, so its bits are the same. Pointers and strides per
   request in arrays; one call from Python instead of n. */
void kvm_scores_n(int64_t n, const int64_t *q, int64_t heads, int64_t rows, int64_t dim, const int64_t *k,
                  const int64_t *kstride, const int64_t *keys, float scale, const int64_t *scores) {
    for (int64_t i = 0; i < n; i++)
        kvm_scores((const float *)q[i], heads, heads, rows, dim, (const float *)k[i], kstride[3 * i],
                   kstride[3 * i + 1], kstride[3 * i + 2], keys[i], scale, (float *)scores[i]);
}

void kvm_mix_n(int64_t n, const int64_t *p, int64_t heads, int64_t rows, const int64_t *keys, const int64_t *v,
               const int64_t *vstride, int64_t dim, const int64_t *out) {
    for (int64_t i = 0; i < n; i++)
        kvm_mix((const float *)p[i], heads, heads, rows, keys[i], (const float *)v[i], vstride[3 * i],
                vstride[3 * i + 1], vstride[3 * i + 2], dim, (float *)out[i]);
}
"""

#: Compiler flags. ``-ffp-contract=off``: no fused multiply-add, so every clone rounds alike.
FLAGS = ("-O2", "-ffp-contract=off", "-fno-fast-math", "-shared", "-fPIC", "-Wno-psabi")
#: ``KVMEMORY_KERNEL`` values that switch the kernel off.
_OFF = {"0", "off", "false", "no"}



@dataclass(frozen=True)
class Kernel:
    """The loaded kernel: :meth:`attend` for one query position, grouped heads packed as rows."""

    path: Path
    _lib: ctypes.CDLL

    def attend(self, query, key, value, scale: float):
        """``softmax(scale * q k^T) v`` for ``query (b, kv_heads, rows, d)`` against ``key``/``value``
        ``(b, kv_heads, keys, d)``: float32, ``d`` a multiple of 8, each key/value row contiguous.
        Returns ``(b, kv_heads, rows, d)``. Callers check :func:`fits` first."""
        import torch

        q = query.contiguous()
        b, heads, rows, dim = q.shape
        keys = key.shape[2]
        scores = torch.empty((b, heads, rows, keys), dtype=torch.float32)
        self._lib.kvm_scores(q.data_ptr(), b * heads, heads, rows, dim, key.data_ptr(), key.stride(0),
                             key.stride(1), key.stride(2), keys, float(scale), scores.data_ptr())
        weights = torch.softmax(scores, dim=-1)
        out = torch.empty((b, heads, rows, dim), dtype=torch.float32)
        self._lib.kvm_mix(weights.data_ptr(), b * heads, heads, rows, keys, value.data_ptr(), value.stride(0),
                          value.stride(1), value.stride(2), dim, out.data_ptr())
        return out

    def attend_many(self, query, keys, values, scale: float):
        """:meth:`attend` for the ``n`` requests of a batched decode step in two calls into the library:
        ``query (n, kv_heads, rows, d)``, ``keys``/``values`` one ``(1, kv_heads, keys_i, d)`` each. Row ``i`` of
        the result is ``attend(query[i:i+1], keys[i], values[i], scale)`` to the bit: the same C functions run on
        the same operands, and each request's softmax is PyTorch's on its own ``(1, kv_heads, rows, keys_i)``
        tensor, as alone. Callers check :meth:`fits_many` first."""
        import torch

        q = query.contiguous()
        n, heads, rows, dim = q.shape
        i64 = ctypes.c_int64 * n
        lengths = [int(k.shape[2]) for k in keys]
        scores = [torch.empty((1, heads, rows, length), dtype=torch.float32) for length in lengths]
        step = heads * rows * dim * 4
        kstride = (ctypes.c_int64 * (3 * n))(*[s for k in keys for s in (k.stride(0), k.stride(1), k.stride(2))])
        self._lib.kvm_scores_n(n, i64(*[q.data_ptr() + i * step for i in range(n)]), heads, rows, dim,
                               i64(*[k.data_ptr() for k in keys]), kstride, i64(*lengths), float(scale),
                               i64(*[s.data_ptr() for s in scores]))
        weights = [torch.softmax(s, dim=-1) for s in scores]
        out = torch.empty((n, heads, rows, dim), dtype=torch.float32)
        vstride = (ctypes.c_int64 * (3 * n))(*[s for v in values for s in (v.stride(0), v.stride(1), v.stride(2))])
        self._lib.kvm_mix_n(n, i64(*[w.data_ptr() for w in weights]), heads, rows, i64(*lengths),
                            i64(*[v.data_ptr() for v in values]), vstride, dim,
                            i64(*[out.data_ptr() + i * step for i in range(n)]))
        return out

    @staticmethod
    def fits_many(query, keys, values) -> bool:
        """True if :meth:`attend_many` takes these: what :meth:`fits` asks, for every request's row and cache."""
        import torch

        f32 = torch.float32
        if not (query.device.type == "cpu" and query.dtype == f32 and query.dim() == 4 and query.stride(-1) == 1
                and query.shape[-1] % 8 == 0 and len(keys) == len(values) == query.shape[0]):
            return False
        shape = (1, query.shape[1])
        dim = query.shape[-1]
        return all(k.device.type == v.device.type == "cpu" and k.dtype == v.dtype == f32 and k.dim() == v.dim() == 4
                   and k.stride(-1) == v.stride(-1) == 1 and k.shape[-1] == v.shape[-1] == dim
                   and k.shape[:2] == v.shape[:2] == shape and k.shape[2] == v.shape[2] > 0
                   for k, v in zip(keys, values))

    @staticmethod
    def fits(query, key, value) -> bool:
        """True if :meth:`attend` takes these tensors (CPU float32, a head dimension that is a multiple
        of 8, one key/value head per query group, each row contiguous)."""
        import torch

        tensors = (query, key, value)
        return (all(t.device.type == "cpu" and t.dtype == torch.float32 and t.dim() == 4 and t.stride(-1) == 1
                    for t in tensors)
                and query.shape[-1] % 8 == 0 and key.shape[-1] == value.shape[-1] == query.shape[-1]
                and query.shape[:2] == key.shape[:2] == value.shape[:2] and key.shape[2] == value.shape[2] > 0)


def _compiler() -> str | None:
    cc = os.environ.get("CC") or "cc"
    return shutil.which(cc) or shutil.which("gcc") or shutil.which("clang")


def build(out_dir: Path, *, extra_flags: tuple[str, ...] = (), compiler: str | None = None, source: str = SOURCE,
          flags: tuple[str, ...] = FLAGS, stem: str = "kvm_decode") -> Path:
    """Compile ``source`` (default :data:`SOURCE`) with ``flags`` into ``out_dir`` (named ``stem`` and the SHA-256
    of source, flags, compiler version and machine type); returns the shared library's path. Raises
    ``RuntimeError`` saying why not. :mod:`kvmemory.linearkernel` builds its own source through it."""
    cc = compiler or _compiler()
    if cc is None:
        raise RuntimeError("no C compiler found (set CC, or install gcc or clang)")
    flags = tuple(flags) + tuple(extra_flags)
    try:
        version = subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError) as exc:
        raise RuntimeError(f"the C compiler {cc} does not run: {exc}") from exc
    key = hashlib.sha256("\0".join([source, " ".join(flags), version, platform.machine()]).encode()).hexdigest()
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{stem}_{key[:24]}.so"
    if target.exists():
        return target
    with tempfile.TemporaryDirectory(dir=out_dir) as tmp:
        src = Path(tmp) / f"{stem}.c"
        src.write_text(source)
        lib = Path(tmp) / target.name
        try:
            done = subprocess.run([cc, *flags, "-o", str(lib), str(src)], capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.SubprocessError) as exc:
            raise RuntimeError(f"compiling {stem} with {cc} failed: {exc}") from exc
        if done.returncode != 0:
            raise RuntimeError(f"compiling {stem} with {cc} failed: {done.stderr.strip()[-500:]}")
        os.replace(lib, target)  # atomic: a concurrent build of the same key writes the same bytes
    return target


def open_file(path: Path) -> Kernel:
    """The kernel in a shared library :func:`build` made."""
    lib = ctypes.CDLL(str(path))
    ptr, i64, f32 = ctypes.c_void_p, ctypes.c_int64, ctypes.c_float
    lib.kvm_scores.argtypes = [ptr, i64, i64, i64, i64, ptr, i64, i64, i64, i64, f32, ptr]
    lib.kvm_scores.restype = None
    lib.kvm_mix.argtypes = [ptr, i64, i64, i64, i64, ptr, i64, i64, i64, i64, ptr]
    lib.kvm_mix.restype = None
    lib.kvm_scores_n.argtypes = [i64, ptr, i64, i64, i64, ptr, ptr, ptr, f32, ptr]
    lib.kvm_scores_n.restype = None
    lib.kvm_mix_n.argtypes = [i64, ptr, i64, i64, ptr, ptr, ptr, i64, ptr]
    lib.kvm_mix_n.restype = None
    return Kernel(path, lib)


class KernelSlot:
    """One compiled library for the process: built and opened on first :meth:`load` (``build(folder)``, then
    ``open_file(path)``), None where ``KVMEMORY_KERNEL`` switches kernels off or the build fails, and
    :meth:`status` says why. Thread-safe; the outcome is kept for the process. ``prepare`` runs before the
    build (:mod:`kvmemory.linearkernel` imports torch first, so its kernel shares torch's OpenMP runtime)."""

    def __init__(self, build: Callable[[Path], Path], open_file: Callable[[Path], object],
                 prepare: Callable[[], None] | None = None):
        self._build, self._open, self._prepare = build, open_file, prepare
        self._lock = threading.Lock()
        self._state: dict = {}

    def load(self):
        if "kernel" in self._state:  # every decode step of every layer asks: no lock once it is settled
            return self._state["kernel"]
        with self._lock:
            if "kernel" not in self._state:
                kernel, why = None, "loaded"
                if os.environ.get("KVMEMORY_KERNEL", "").strip().lower() in _OFF:
                    why = "switched off by KVMEMORY_KERNEL"
                else:
                    try:
                        if self._prepare is not None:
                            self._prepare()
                        try:
                            path = self._build(cache_dir() / "kernels")
                        except OSError:  # the cache folder is not writable: build in a temporary one
                            path = self._build(Path(tempfile.mkdtemp(prefix="kvmemory-kernel-")))
                        kernel = self._open(path)
                    except (RuntimeError, OSError, AttributeError) as exc:
                        why = str(exc)
                self._state["kernel"], self._state["why"] = kernel, why
            return self._state["kernel"]

    def status(self) -> str:
        self.load()
        return self._state["why"]


_SLOT = KernelSlot(build, open_file)


def load() -> Kernel | None:
    """The kernel, built on first call in this process; None where it is off or cannot be built
    (:func:`status` says why). Thread-safe; the outcome is kept for the process."""
    return _SLOT.load()


def status() -> str:
    """Why :func:`load` gave what it gave: ``"loaded"``, or the reason it is off."""
    return _SLOT.status()
