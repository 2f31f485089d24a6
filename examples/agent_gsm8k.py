"""The agent loop on GSM8K: solve, verify, deposit; then the same problems again, answered from memory.

    python examples/agent_gsm8k.py                 # 20 dev problems, embedded SmolLM2-135M
    python examples/agent_gsm8k.py -n 5 --json     # machine-readable

Pass 1 runs kvmemory's Agent on each problem: a greedy attempt (grafting similar verified entries
when there are some), then sampled retries within a decode-token budget; what passes the numeric
verifier is deposited, and where the model fails the GSM8K reference solution is deposited instead
(verified, and marked ``source: reference``), as a library-building run would. Pass 2 asks the same
problems again: they are now answered in recurring mode from the verified entries.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from kvmemory import Agent, KVMemory, extract_answer

REPO = Path(__file__).resolve().parent.parent
DEV = REPO / "evalsets" / "gsm8k" / "test_dev.jsonl"   # in the repository (MIT, see its LICENSE)


def load_rows(path: str | None, n: int) -> list[dict]:
    src = Path(path) if path else DEV
    rows = [json.loads(line) for line in src.read_text().splitlines() if line.strip()]
    return rows[:n]


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-n", type=int, default=20, help="dev problems (default 20)")
    ap.add_argument("--data", default=None, help="GSM8K-style JSONL (question, answer)")
    ap.add_argument("--lib", default=None, help="library folder (default: a throwaway one)")
    ap.add_argument("--model", default=None, help="causal LM id or path (default: embedded SmolLM2-135M)")
    ap.add_argument("--embedder", default=None, help="sentence-transformers model (default: embedded MiniLM)")
    ap.add_argument("--budget", type=int, default=512, help="decode tokens per task, all attempts (default 512)")
    ap.add_argument("--retries", type=int, default=1, help="sampled attempts after the greedy one (default 1)")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    args = ap.parse_args(argv)

    log = (lambda e: None) if args.json else (
        lambda e: print(f"  [{e.task}] {e.kind:<9} attempt={e.attempt} mode={e.mode or '-':<9} "
                        f"tokens={e.tokens_spent:<4} passed={e.passed} {e.reason[:60]}", file=sys.stderr))
    rows = load_rows(args.data, args.n)
    tasks = [{"task": f"dev-{i}", "problem": r["question"], "answer": extract_answer(r["answer"]),
              "reference": r["answer"]} for i, r in enumerate(rows)]
    mem = KVMemory(args.lib, memory=args.lib is None, model=args.model, embedder=args.embedder)
    with mem:
        agent = Agent(mem, verifier="numeric", budget_tokens=args.budget, retries=args.retries, on_event=log)
        first = agent.run_many(tasks)
        m1 = agent.reset_metrics()
        second = agent.run_many(tasks)
        m2 = agent.reset_metrics()
        report = {
            "problems": len(tasks), "library": str(mem.path), "entries": len(mem),
            "pass1": m1.to_dict(), "pass2": m2.to_dict(),
            "items": [{"task": a.task, "gold": t["answer"], "pass1": {"solved": a.solved, "source": a.source,
                       "mode": a.mode, "attempts": a.attempts, "tokens": a.decode_tokens, "answer": a.answer},
                       "pass2": {"solved": b.solved, "mode": b.mode, "tokens": b.decode_tokens, "answer": b.answer,
                                 "entry": b.entry_id}}
                      for t, a, b in zip(tasks, first, second)],
        }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for it in report["items"]:
            p1, p2 = it["pass1"], it["pass2"]
            print(f"{it['task']:<7} gold={it['gold']:<8} pass1: {str(p1['answer']):<8} {p1['mode']:<9} "
                  f"{p1['attempts']} att {p1['tokens']:>4} tok -> {p1['source']:<9} | pass2: {str(p2['answer']):<8} "
                  f"{p2['mode']:<9} {p2['tokens']:>3} tok {'ok' if p2['solved'] else 'wrong'}")
        for name in ("pass1", "pass2"):
            m = report[name]
            print(f"{name}: {m['solved']}/{m['tasks']} verified, {m['decode_tokens']} decode tokens, "
                  f"{m['attempts']} attempts, modes {m['modes']}, deposited {m['deposited_model']} model + "
                  f"{m['deposited_reference']} reference, {m['seconds']:.1f} s")
    return report


if __name__ == "__main__":
    main()
