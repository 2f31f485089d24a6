"""The content address on 2 threads against 1, and the product's pool hand-off against a task per chunk, side by
side in one run (issue 46: verified reads on 2 cores at >= 1.8x one core).

    .venv/bin/python scripts/hash_threads_bench.py [--mb 91,374] [--reps 7] [--rounds 2]

Arms, each the best of ``--reps`` passes over the same random buffer in memory, taking turns round by round:
``1 thread`` (:func:`kvmemory.address.address` with ``threads=1``: every chunk on the caller's thread),
``product`` (``address`` on the shared pool, every core) and ``per chunk`` (the hand-off before 2026-12-07: one
pool task per 1 MiB chunk, on a pool of the same size). Every arm's address is checked equal to
:func:`kvmemory.address.reference_address` first.
"""

from __future__ import annotations

import argparse
import hashlib
import struct
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from kvmemory.address import CHUNK, TREE_DOMAIN, address, hash_threads, reference_address


def per_chunk(pool: ThreadPoolExecutor, data: memoryview) -> str:
    futures = [pool.submit(lambda i=i: hashlib.sha256(data[i: i + CHUNK]).digest()) for i in range(0, len(data), CHUNK)]
    return hashlib.sha256(TREE_DOMAIN + struct.pack("<QQ", CHUNK, len(data))
                          + b"".join(f.result() for f in futures)).hexdigest()


def best(fn, reps: int, nbytes: int) -> float:
    fastest = float("inf")
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        fastest = min(fastest, time.perf_counter() - t)
    return nbytes / fastest / 1e9


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", default="91,374", help="buffer sizes in MB, comma-separated")
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args()
    threads = hash_threads()
    pool = ThreadPoolExecutor(max_workers=threads)
    print(f"hash threads: {threads}")
    print("| MB | round | 1 thread GB/s | product GB/s | per chunk GB/s | product / 1 | per chunk / 1 |")
    print("|---|---|---|---|---|---|---|")
    for mb in (int(x) for x in args.mb.split(",")):
        data = memoryview(np.random.default_rng(mb).integers(0, 256, mb << 20, dtype=np.uint8)).cast("B")
        want = reference_address(bytes(data))
        got = {address(data, threads=1), address(data), per_chunk(pool, data)}
        if got != {want}:
            raise SystemExit(f"addresses differ at {mb} MB: {got} against {want}")
        for r in range(1, args.rounds + 1):
            one = best(lambda: address(data, threads=1), args.reps, len(data))
            product = best(lambda: address(data), args.reps, len(data))
            chunked = best(lambda: per_chunk(pool, data), args.reps, len(data))
            print(f"| {mb} | {r} | {one:.2f} | {product:.2f} | {chunked:.2f} | {product / one:.3f}x | "
                  f"{chunked / one:.3f}x |")


if __name__ == "__main__":
    main()
