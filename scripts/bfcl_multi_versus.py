"""Two ``multi_turn_base`` ledgers of ``kvmemory bench bfcl``, compared on the tasks both answered.

Per ledger (one arm each, ``cold`` by default): tasks right by BFCL's multi-turn checker, model steps, calls made,
calls that repeat an earlier call of the same user turn word for word (each one executed again on the backends),
steps answered in text instead of a repeat (``Settings(repeated_calls="answer")``), decode tokens, seconds, and
the checker's error types. Reads the ledgers only; nothing is run again.

    python scripts/bfcl_multi_versus.py A/ledger.jsonl B/ledger.jsonl [--arm cold]
"""

from __future__ import annotations

import argparse
import json
from collections import Counter


def load(path: str, arm: str) -> dict[str, dict]:
    lines = (json.loads(x) for x in open(path, encoding="utf-8") if x.strip())
    return {x["item"]: x for x in lines if x["arm"] == arm and x["metrics"].get("category") == "multi_turn_base"}


def repeats(line: dict) -> int:
    """Calls that repeat an earlier call of the same user turn (the ledger's answer: per turn, per step, call strings)."""
    n = 0
    for turn in json.loads(line["answer"]):
        seen: set[str] = set()
        for step in turn:
            for call in step:
                n += call in seen
                seen.add(call)
    return n


def summary(lines: list[dict]) -> dict:
    m = [x["metrics"] for x in lines]
    return {"tasks": len(m), "right": sum(bool(x["right"]) for x in m), "steps": sum(x["steps"] for x in m),
            "calls": sum(len(x["functions"]) for x in m), "repeated calls": sum(map(repeats, lines)),
            "answered in text": sum(1 for x in m for t in x["per_turn"] for s in t if s.get("fallback")),
            "decode tokens": sum(x["decode_tokens"] for x in m), "seconds": round(sum(x["wall_s"] for x in m)),
            "errors": dict(Counter(x.get("error_type") or "right" for x in m).most_common())}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--arm", default="cold")
    args = ap.parse_args()
    a, b = load(args.a, args.arm), load(args.b, args.arm)
    both = [t for t in a if t in b]
    print(f"{len(both)} tasks in both ({len(a)} in {args.a}, {len(b)} in {args.b})")
    for name, lines in ((args.a, [a[t] for t in both]), (args.b, [b[t] for t in both])):
        print(name, json.dumps(summary(lines)))
    first = sum(json.loads(a[t]["answer"])[0][:1] == json.loads(b[t]["answer"])[0][:1] for t in both)
    print(f"first step of the first turn the same: {first}/{len(both)}")


if __name__ == "__main__":
    main()
