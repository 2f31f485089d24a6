"""Build a library in its own process: ``python -m kvmemory.bench.worker --lib L --model SPEC --data D -n N``.

The exact suite uses it so that the artifacts it grafts were written by a different process than the
one that reads them. Each row's reference solution is verified (numeric) and deposited; prints one
JSON object: the writer's pid, the model fingerprint and the entries' artifact SHA-256s.
"""

from __future__ import annotations

import argparse
import json
import os
import sys


def build(lib: str, spec: str | None, data: str, n: int, offset: int = 0) -> dict:
    from .common import gold_of, load_rows, open_memory

    rows = load_rows(data, n, offset=offset)
    mem = open_memory(lib, spec)
    try:
        entries = [mem.deposit(r["question"], r["answer"], answer=gold_of(r), verifier="numeric",
                               metadata={"source": "reference", "row": r["id"]}) for r in rows]
        return {"pid": os.getpid(), "model_fingerprint": mem.fingerprint,
                "entries": [{"id": e.id, "sha256": e.sha256, "tokens": e.tokens} for e in entries]}
    finally:
        mem.close()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m kvmemory.bench.worker", description=__doc__.splitlines()[0])
    p.add_argument("--lib", required=True)
    p.add_argument("--model", default=None)
    p.add_argument("--data", default="dev")
    p.add_argument("-n", type=int, default=50)
    p.add_argument("--offset", type=int, default=0)
    a = p.parse_args(argv)
    if os.environ.get("KVMEMORY_BENCH_THREADS"):
        import torch

        torch.set_num_threads(int(os.environ["KVMEMORY_BENCH_THREADS"]))
    json.dump(build(a.lib, a.model, a.data, a.n, a.offset), sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
