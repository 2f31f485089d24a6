"""The unit-test verifier on HumanEval, and the agent loop with it.

    python examples/agent_humaneval.py            # 3 problems, embedded SmolLM2-135M
    python examples/agent_humaneval.py -n 5 --json

1. The verifier alone: HumanEval problem 0's canonical solution is admitted, a wrong one is
   rejected, and code that loops forever is stopped (each run in a sandboxed subprocess).
2. The agent: for each problem the model writes code, the problem's own unit tests judge it, a
   passing solution is deposited; where the model fails (a 135M model usually does) the canonical
   solution is deposited instead, marked ``source: reference``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from kvmemory import Agent, KVMemory, humaneval_verifier, load_humaneval

_FENCE = re.compile(r"```(?:python)?\n(.*?)(?:```|$)", re.S)


def extract_code(text: str) -> str:
    """The model's code: a fenced block if there is one, else the text as is."""
    m = _FENCE.search(text)
    return m.group(1) if m else text


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-n", type=int, default=3, help="HumanEval problems for the agent (default 3)")
    ap.add_argument("--lib", default=None, help="library folder (default: a throwaway one)")
    ap.add_argument("--model", default=None, help="causal LM id or path (default: embedded SmolLM2-135M)")
    ap.add_argument("--embedder", default=None, help="sentence-transformers model (default: embedded MiniLM)")
    ap.add_argument("--budget", type=int, default=256, help="decode tokens per problem (default 256)")
    ap.add_argument("--retries", type=int, default=1, help="sampled attempts after the greedy one (default 1)")
    ap.add_argument("--timeout", type=float, default=5.0, help="seconds per test run (default 5)")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    args = ap.parse_args(argv)

    problems = load_humaneval(limit=max(args.n, 1))
    p0 = problems[0]
    verify = humaneval_verifier(p0, timeout=args.timeout)
    demo = {
        "task": p0["task_id"],
        "canonical": verify(p0["prompt"], p0["canonical_solution"], None),
        "wrong": verify(p0["prompt"], "    return not numbers\n", None),
        "infinite_loop": humaneval_verifier(p0, timeout=1.0)(p0["prompt"], "    while True:\n        pass\n", None),
    }
    if not args.json:
        for name, v in demo.items():
            if name != "task":
                print(f"{demo['task']} {name:<13} -> {'ADMITTED' if v.passed else 'rejected'}: {v.reason}")

    log = (lambda e: None) if args.json else (
        lambda e: print(f"  [{e.task}] {e.kind:<9} attempt={e.attempt} tokens={e.tokens_spent:<4} "
                        f"passed={e.passed} {e.reason[:70]}", file=sys.stderr))
    mem = KVMemory(args.lib, memory=args.lib is None, model=args.model, embedder=args.embedder)
    with mem:
        agent = Agent(mem, verifier=verify, budget_tokens=args.budget, retries=args.retries, extract=extract_code,
                      on_event=log)
        results = agent.run_many([{"task": p["task_id"], "problem": p["prompt"], "reference": p["canonical_solution"],
                                   "verifier": humaneval_verifier(p, timeout=args.timeout)}
                                  for p in problems[:args.n]])
        items = []
        for r in results:
            entry = mem.get(r.entry_id) if r.entry_id is not None else None
            items.append({"task": r.task, "solved": r.solved, "source": r.source, "attempts": r.attempts,
                          "tokens": r.decode_tokens, "reason": r.reason, "entry": r.entry_id,
                          "entry_verifier": entry.verifier if entry else None,
                          "entry_source": entry.metadata.get("source") if entry else None})
        report = {"verifier_demo": {k: (v if k == "task" else {"passed": v.passed, "reason": v.reason})
                                    for k, v in demo.items()},
                  "metrics": agent.metrics.to_dict(), "items": items, "entries": len(mem)}
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for it in items:
            print(f"{it['task']:<14} solved={it['solved']!s:<5} {it['attempts']} att {it['tokens']:>4} tok -> "
                  f"deposited {it['source']} (entry {it['entry']}, verifier {it['entry_verifier']})  "
                  f"last verdict: {it['reason'][:60]}")
        m = agent.metrics
        print(f"{m.solved}/{m.tasks} solved by the model, {m.deposited_model} model + {m.deposited_reference} "
              f"reference solutions deposited, {m.decode_tokens} decode tokens")
    return report


if __name__ == "__main__":
    main()
