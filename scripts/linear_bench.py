"""One decode step's linear layers for a request alone: the batch-invariant kernel (kvmemory.linearkernel) against
PyTorch's ``linear``, side by side in one run (issue 47: single-request decode no slower than PyTorch).

    .venv/bin/python scripts/linear_bench.py [--threads 2] [--reps 20] [--source OLD.c]

The weights are distinct tensors in the default model's shapes (30 layers of q, k, v, o, gate, up, down and the
output head: 540 MB, more than the caches hold, so each step streams them from memory as a real decode does); the
input is one row. Arms alternate rep by rep. ``--source`` adds a build of another kernel source (e.g. an older
``kvmemory.linearkernel.SOURCE`` saved to a file) as a third arm, after checking its rows are the same bits.
Prints the median and fastest ms per step and each arm's median against PyTorch's.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import tempfile
import time
from pathlib import Path

import torch

from kvmemory import linearkernel
from kvmemory.decodekernel import build as build_library

SHAPES = [(576, 576), (192, 576), (192, 576), (576, 576), (1536, 576), (1536, 576), (576, 1536)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--source", type=Path, help="another kernel source to time beside (same bits checked first)")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    kernel = linearkernel.load()
    if kernel is None:
        raise SystemExit(f"the linear kernel is off: {linearkernel.status()}")
    arms = {"pytorch": lambda x, w: torch.nn.functional.linear(x, w), "kernel": kernel.linear}
    if args.source:
        path = build_library(Path(tempfile.mkdtemp()), source=args.source.read_text(), flags=linearkernel.FLAGS,
                             stem="kvm_linear_other")
        arms["other"] = linearkernel.open_file(path).linear
    g = torch.Generator().manual_seed(0)
    weights = [torch.randn(n, k, generator=g) for _ in range(30) for n, k in SHAPES]
    weights.append(torch.randn(49152, 576, generator=g))
    inputs = {k: torch.randn(1, k, generator=g) for k in (576, 1536)}
    if args.source:
        sha = lambda f: hashlib.sha256(b"".join(f(inputs[w.shape[1]], w).numpy().tobytes() for w in weights)).digest()
        if sha(arms["kernel"]) != sha(arms["other"]):
            raise SystemExit("the other source gives different bits: not the same kernel")
    times = {name: [] for name in arms}
    for _ in range(args.reps):
        for name, f in arms.items():
            t = time.perf_counter()
            for w in weights:
                f(inputs[w.shape[1]], w)
            times[name].append((time.perf_counter() - t) * 1e3)
    base = statistics.median(times["pytorch"])
    print(f"linear layers of one decode step, one row, {args.threads} threads, {args.reps} reps "
          f"(FMA instructions: {kernel.fma_instructions})")
    for name, v in times.items():
        print(f"{name:8s} median {statistics.median(v):6.1f} ms  fastest {min(v):6.1f} ms  "
              f"vs pytorch {statistics.median(v) / base:.3f}x")


if __name__ == "__main__":
    main()
