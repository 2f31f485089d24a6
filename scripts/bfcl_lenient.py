"""Re-score a `kvmemory bench bfcl` ledger's `bare` lines with a lenient reading of the reply (no model needed).

BFCL reads a Qwen function-calling reply by its ``<tool_call>`` blocks, as the ``bare`` arm does. Small models
often write the call as a bare or fenced JSON object instead; this script also accepts every JSON object in the
reply that has a ``name`` and an ``arguments`` object (or a list of them), so the baseline kvmemory is compared
with is not weakened by the strict reading. Prints, per category, strict and lenient counts with Wilson 95%
intervals.

    python scripts/bfcl_lenient.py LEDGER.jsonl [LEDGER.jsonl ...]
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict

from kvmemory.bench import bfclmulti
from kvmemory.bench.bfcl import load_items, verdict
from kvmemory.bench.ledger import wilson


def calls_in(text: str) -> list[dict] | None:
    """Every ``{"name": ..., "arguments": {...}}`` JSON object in ``text``, in order, as BFCL's ``[{name: args}]``
    (the reading of :func:`kvmemory.bench.bfclmulti.calls_in`)."""
    return [{name: arguments} for name, arguments in bfclmulti.calls_in(text)] or None


def main(paths: list[str]) -> None:
    items = {}
    counts = defaultdict(lambda: [0, 0, 0])  # (model, category) -> strict, lenient, n
    for path in paths:
        for line in open(path):
            d = json.loads(line)
            if d.get("suite") != "bfcl" or d.get("arm") != "bare":
                continue
            cat = d["metrics"]["category"]
            if cat not in items:
                items[cat] = {it["id"]: it for it in load_items(cat)}
            item = items[cat][d["item"]]
            decoded = calls_in(d.get("answer") or "")
            lenient = verdict(item, decoded)["valid"] if decoded else cat == "irrelevance"
            c = counts[(d["model"], cat)]
            c[0] += bool(d["metrics"]["right"])
            c[1] += bool(lenient)
            c[2] += 1
    for (model, cat), (strict, lenient, n) in sorted(counts.items()):
        lo, hi = wilson(lenient, n)
        print(f"{model:<22} {cat:<18} strict {strict}/{n}  lenient {lenient}/{n} [{lo:.2f}, {hi:.2f}]")


if __name__ == "__main__":
    main(sys.argv[1:])
