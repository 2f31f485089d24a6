"""The decision log's cost on a recurring answer (issue 48): recurring time to first token and whole-answer time with
the log on and off, on the embedded default model, interleaved in one run (ABAB...) so that drift hits both arms.

    .venv/bin/python scripts/decision_log_cost.py [--problems 4] [--rounds 30]

Prints the median and p90 of each arm and the on/off ratios, and the rows the log wrote.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from kvmemory import KVMemory, Settings


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--problems", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=30)
    args = ap.parse_args()
    sample = Path(__file__).resolve().parent.parent / "kvmemory" / "data" / "gsm8k_dev50.jsonl"
    rows = [json.loads(line) for line in sample.read_text().splitlines()[:args.problems]]
    with tempfile.TemporaryDirectory() as tmp:
        off = KVMemory(Path(tmp) / "lib", settings=Settings(decision_log=False))
        for r in rows:
            off.deposit(r["question"], r["answer"], answer=r["answer"].split("####")[-1].strip().replace(",", ""))
        on = KVMemory(Path(tmp) / "lib", model=off.model, tokenizer=off.tokenizer, embedder=off.embedder)
        arms = {"on": on, "off": off}
        times = {name: {"ttft": [], "total": []} for name in arms}
        for r in rows:  # warm both (recaps, kernels, caches)
            for mem in arms.values():
                assert mem.answer(r["question"]).mode == "recurring"
        for i in range(args.rounds):
            order = ("on", "off") if i % 2 == 0 else ("off", "on")
            for r in rows:
                for name in order:
                    t = time.perf_counter()
                    a = arms[name].answer(r["question"])
                    wall = time.perf_counter() - t
                    assert a.mode == "recurring" and a.verified
                    times[name]["ttft"].append(a.timings["ttft_s"] * 1e3)
                    times[name]["total"].append(wall * 1e3)
        on.decisions.flush()
        logged = on.store.select("SELECT COUNT(*) AS n FROM decisions")[0]["n"]
        on.close()
        off.close()

    def p90(xs):
        return sorted(xs)[int(0.9 * (len(xs) - 1))]

    for metric in ("ttft", "total"):
        a, b = times["on"][metric], times["off"][metric]
        print(f"recurring {metric:<5} log on: median {statistics.median(a):7.2f} ms  p90 {p90(a):7.2f} ms | "
              f"off: median {statistics.median(b):7.2f} ms  p90 {p90(b):7.2f} ms | on/off median "
              f"{statistics.median(a) / statistics.median(b):.3f}x  (n={len(a)} each)")
    print(f"rows logged by the 'on' arm: {logged} (expected {len(rows) * (args.rounds + 1)})")


if __name__ == "__main__":
    main()
