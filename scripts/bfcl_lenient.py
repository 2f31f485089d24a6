"""Re-score a `kvmemory bench bfcl` ledger's `bare` lines with a lenient reading of the reply (no model needed).

BFCL reads a Qwen function-calling reply by its ``<tool_call>`` blocks, as the ``bare`` arm does. Small models
often write the call as a bare or fenced JSON object instead; the lenient reading
(:func:`kvmemory.bench.bfcl.lenient_lines`, also the ``bare-lenient`` column of ``kvmemory score``) accepts every
JSON object in the reply with a ``name`` and an ``arguments`` object. Prints, per model and category, strict and
lenient counts with Wilson 95% intervals.

    python scripts/bfcl_lenient.py LEDGER.jsonl [LEDGER.jsonl ...]
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict

from kvmemory.bench.bfcl import lenient_lines
from kvmemory.bench.ledger import wilson


def main(paths: list[str]) -> None:
    bare = [d for path in paths for d in map(json.loads, open(path))
            if d.get("suite") == "bfcl" and d.get("arm") == "bare"]
    counts = defaultdict(lambda: [0, 0, 0])  # (model, category) -> strict, lenient, n
    lenient = {(d["model"], d["item"]): d["score"] for d in lenient_lines(bare)}
    for d in bare:
        if (d["model"], d["item"]) in lenient:        # single-turn items (multi_turn_base runs bare-lenient itself)
            c = counts[(d["model"], d["metrics"]["category"])]
            c[0] += bool(d["score"])
            c[1] += bool(lenient[(d["model"], d["item"])])
            c[2] += 1
    for (model, cat), (strict, lenient, n) in sorted(counts.items()):
        lo, hi = wilson(lenient, n)
        print(f"{model:<22} {cat:<18} strict {strict}/{n}  lenient {lenient}/{n} [{lo:.2f}, {hi:.2f}]")


if __name__ == "__main__":
    main(sys.argv[1:])
