"""A LangGraph agent whose long-term store is kvmemory: recall -> solve -> verify.

* ``recall`` searches the store (embedding search over verified items) for the problem;
* ``solve`` asks the chat model (``ChatKVMemory`` by default: a problem already in memory is answered
  in recurring mode, its verified entry grafted);
* ``verify`` checks the answer against the gold one and ``store.put``s the solution, which the store
  admits only if it passes; a failed solution is replaced by the reference one when there is one.

    pip install -e "adapters/langchain[langgraph]"
    python examples/langgraph_agent.py [--lib LIB] [--n 2]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any, TypedDict

from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime

from kvmemory import KVMemory, VerificationError, extract_answer, normalize_problem
from langchain_kvmemory import ChatKVMemory, KVMemoryStore

DATA = Path(__file__).resolve().parent.parent / "kvmemory" / "data" / "gsm8k_dev50.jsonl"
NAMESPACE = ("gsm8k",)


class State(TypedDict, total=False):
    problem: str
    gold: str | None
    reference: str | None
    recalled: dict | None
    solution: str
    answer: str | None
    mode: str | None
    decode_tokens: int | None
    admitted: str | None


def key_of(problem: str) -> str:
    return hashlib.sha256(normalize_problem(problem).encode()).hexdigest()[:16]


def build_agent(llm: Any, store: Any, namespace: tuple[str, ...] = NAMESPACE):
    """Compile the recall -> solve -> verify graph with ``store`` as its long-term memory."""

    def recall(state: State, runtime: Runtime) -> State:
        hits = runtime.store.search(namespace, query=state["problem"], limit=1)
        same = [h for h in hits if normalize_problem(h.value["problem"]) == normalize_problem(state["problem"])]
        return {"recalled": {"key": same[0].key, "score": same[0].score, **same[0].value} if same else None}

    def solve(state: State) -> State:
        reply = llm.invoke(state["problem"])
        meta = reply.response_metadata
        return {"solution": reply.text, "answer": meta.get("answer", extract_answer(reply.text)),
                "mode": meta.get("mode"), "decode_tokens": meta.get("decode_tokens")}

    def verify(state: State, runtime: Runtime) -> State:
        if state.get("recalled") or state.get("gold") is None:
            return {"admitted": None}  # already a verified item, or nothing to check against
        for source, text in (("model", state["solution"]), ("reference", state.get("reference"))):
            if not text:
                continue
            try:
                runtime.store.put(namespace, key_of(state["problem"]), {
                    "problem": state["problem"], "solution": text, "answer": state["gold"], "verifier": "numeric"})
                return {"admitted": source}
            except VerificationError:
                continue
        return {"admitted": None}

    graph = StateGraph(State)
    graph.add_node("recall", recall)
    graph.add_node("solve", solve)
    graph.add_node("verify", verify)
    graph.add_edge(START, "recall")
    graph.add_edge("recall", "solve")
    graph.add_edge("solve", "verify")
    graph.add_edge("verify", END)
    return graph.compile(store=store)


def main(argv: list[str] | None = None, *, lm: tuple | None = None, embedder: Any = None) -> list[dict]:
    """Run the example; ``lm=(model, tokenizer)`` and ``embedder`` reuse loaded models (tests do)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lib", help="library folder (default: a throwaway in-memory library)")
    parser.add_argument("--n", type=int, default=2, help="how many GSM8K problems")
    parser.add_argument("--max-tokens", type=int, default=96, help="decode budget for a fresh solution")
    args = parser.parse_args(argv)

    model, tokenizer = lm or (None, None)
    opts = dict(model=model, tokenizer=tokenizer, embedder=embedder)
    mem = KVMemory(args.lib, **opts) if args.lib else KVMemory(memory=True, **opts)
    agent = build_agent(ChatKVMemory(memory=mem, namespace=".".join(NAMESPACE), max_tokens=args.max_tokens),
                        KVMemoryStore(mem))
    rows = [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()][: args.n]
    report = []
    for pass_no in (1, 2):
        for row in rows:
            out = agent.invoke({"problem": row["question"], "gold": extract_answer(row["answer"]),
                                "reference": row["answer"]})
            result = {"pass": pass_no, "problem": row["question"][:60], "gold": out["gold"], "answer": out["answer"],
                      "correct": out["answer"] == out["gold"], "mode": out["mode"],
                      "decode_tokens": out["decode_tokens"], "admitted": out["admitted"],
                      "recalled": (out.get("recalled") or {}).get("entry_id")}
            report.append(result)
            print(f"pass {pass_no} [{result['mode']:9}] {result['answer']!s:>6} (gold {result['gold']}) "
                  f"in {result['decode_tokens']} tokens; recalled entry {result['recalled']}, "
                  f"admitted {result['admitted']}")
    print("namespaces:", KVMemoryStore(mem).list_namespaces())
    mem.close()
    return report


if __name__ == "__main__":
    results = main()
    sys.exit(0 if all(r["correct"] for r in results if r["pass"] == 2) else 1)
