"""An LCEL chain with kvmemory swapped in: prompt | ChatKVMemory | parser, and VerifyAndDeposit.

Pass 1 solves a few GSM8K problems with the local model and verifies each solution; what fails is
replaced by the reference solution (as a library-building run would) and only verified text is
deposited. Pass 2 asks the same problems again: the chain now answers in recurring mode, grafting the
verified entry, in a handful of decode tokens.

    pip install -e adapters/langchain
    python examples/langchain_chain.py [--lib LIB] [--n 2]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough

from kvmemory import KVMemory, extract_answer
from langchain_kvmemory import ChatKVMemory, KVMemoryRetriever, VerifyAndDeposit

DATA = Path(__file__).resolve().parent.parent / "kvmemory" / "data" / "gsm8k_dev50.jsonl"


def load_problems(n: int) -> list[dict]:
    rows = [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()]
    return [{"problem": r["question"], "reference": r["answer"], "answer": extract_answer(r["answer"])}
            for r in rows[:n]]


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
    prompt = ChatPromptTemplate.from_messages([("human", "{problem}")])
    llm = ChatKVMemory(memory=mem, max_tokens=args.max_tokens)
    chain = prompt | llm | StrOutputParser()
    deposit = VerifyAndDeposit(memory=mem, verifier="numeric")
    learn = RunnablePassthrough.assign(solution=chain) | deposit
    problems = load_problems(args.n)

    report = []
    for item in problems:
        out = learn.invoke(item)  # the model's own solution, verified against the gold answer
        source = "model"
        if not out["admitted"]:
            out = deposit.invoke({**item, "solution": item["reference"]})
            source = "reference"
        report.append({"problem": item["problem"][:60], "gold": item["answer"], "admitted_from": source,
                       "entry_id": out["entry_id"], "sha256": out["sha256"]})

    answer_chain = prompt | llm  # keep the AIMessage to read its metadata
    for item, row in zip(problems, report):
        reply = answer_chain.invoke({"problem": item["problem"]})
        meta = reply.response_metadata
        row.update(mode=meta["mode"], answer=meta["answer"], correct=meta["answer"] == item["answer"],
                   decode_tokens=meta["decode_tokens"], grafted=[e["entry_id"] for e in meta["entries"]])
        print(f"[{row['mode']:9}] {row['answer']!s:>6} (gold {row['gold']}) in {row['decode_tokens']} tokens, "
              f"grafted entry {row['grafted']} admitted from {row['admitted_from']}")

    docs = KVMemoryRetriever(memory=mem, k=1).invoke(problems[0]["problem"])
    print("retriever:", {k: docs[0].metadata[k] for k in ("entry_id", "sha256", "verifier", "score")})
    mem.close()
    return report


if __name__ == "__main__":
    rows = main()
    sys.exit(0 if all(r["correct"] for r in rows) else 1)
