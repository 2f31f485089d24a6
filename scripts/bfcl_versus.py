"""Two arms of `kvmemory bench bfcl` ledgers compared item by item (no model needed): e.g. Qwen2.5-Coder-0.5B with
one verified call grafted against the 1.5B without kvmemory, on the same seeded items.

    python scripts/bfcl_versus.py A.jsonl ARM B.jsonl ARM

ARM is a ledger arm (bare, cold, recurring, transfer, transfer-text) or ``bare-lenient`` (the bare replies read
leniently, :func:`kvmemory.bench.bfcl.lenient_lines`). Prints, per category and over all, each side's right
count on the items both answered and the exact McNemar p-value of the difference (:func:`kvmemory.bench.ledger.mcnemar`).
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict

from kvmemory.bench.bfcl import lenient_lines
from kvmemory.bench.ledger import mcnemar


def verdicts(path: str, arm: str) -> dict[str, dict[str, bool]]:
    """``{category: {item: right}}`` of ``arm`` in the ledger at ``path``."""
    lines = [d for d in map(json.loads, open(path)) if d.get("suite") == "bfcl"]
    if arm == "bare-lenient":
        lines = lenient_lines([d for d in lines if d["arm"] == "bare"])
    out: dict = defaultdict(dict)
    for d in lines:
        if d["arm"] == arm:
            out[d["metrics"]["category"]][d["item"]] = bool(d["score"])
    return out


def main(argv: list[str]) -> None:
    if len(argv) != 4:
        raise SystemExit(__doc__)
    a, b = verdicts(argv[0], argv[1]), verdicts(argv[2], argv[3])
    rows = [(cat, mcnemar(a[cat], b[cat])) for cat in a if cat in b]
    every = {(c, i): v for c in a for i, v in a[c].items()}, {(c, i): v for c in b for i, v in b[c].items()}
    rows.append(("all", mcnemar(*every)))
    print(f"{'category':<18} {'items':>5} {argv[1]:>14} {argv[3]:>14} {'only A':>7} {'only B':>7} {'p':>8}")
    for cat, m in rows:
        print(f"{cat:<18} {m['n']:>5} {m['a']:>14} {m['b']:>14} {m['a_only']:>7} {m['b_only']:>7} {m['p']:>8.3g}")


if __name__ == "__main__":
    main(sys.argv[1:])
