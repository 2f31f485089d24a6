"""A task template of your own: register it, deposit with it, ask again.

    python examples/custom_template.py            # the 30 lantern facts on the default model

``faq-v1`` below is a plain-text Q/A layout (no chat markers), for a base model or a fixed format.
It stores each verified answer twice after its question and decodes one line after ``A:``. The
script deposits the facts of ``kvmemory/data/chat_facts.jsonl`` with the ``exact`` verifier, opens
the library again and asks every question: it prints how many come back exactly, in how many decode
tokens.
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
from pathlib import Path

from kvmemory import KVMemory, Template, register_template, resolve_verifier

_, exact = resolve_verifier("exact")  # the built-in verifier: the answer's text, normalised, equals the gold

FAQ = Template(
    name="faq-v1",
    entry=lambda problem, solution, answer, tokenizer: f"Q: {problem}\nA: {solution}\n\nQ: {problem}\nA: {solution}\n\n",
    recurring_query=lambda problem, context, tokenizer: f"Q: {problem}\nA:",
    solve_query=lambda problem, context, tokenizer: f"Q: {problem}\nA:",
    recurring_stop=re.compile(r"\n"),           # one line
    solve_stop=re.compile(r"\n\s*\n"),
    cut_at_stop=True,                           # the newline is not part of the answer
    recurring_max_new_tokens=64,
    answer_text=lambda problem, decoded: decoded.strip(),
    default_verifier="exact",
    description="plain-text FAQ: one line after 'A:'",
)

FACTS = Path(__file__).resolve().parent.parent / "kvmemory" / "data" / "chat_facts.jsonl"


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=30, help="facts to deposit and ask again")
    ap.add_argument("--model", default=None, help="model id or path (default: the embedded SmolLM2-135M)")
    ap.add_argument("--lib", default=None, help="library folder (default: a temporary one)")
    args = ap.parse_args(argv)
    register_template(FAQ)
    facts = [json.loads(line) for line in FACTS.read_text().splitlines() if line.strip()][:args.n]
    with tempfile.TemporaryDirectory() as tmp:
        lib = args.lib or str(Path(tmp) / "lib")
        with KVMemory(lib, model=args.model) as mem:
            for f in facts:
                mem.deposit(f["question"], f["answer"], answer=f["answer"], verifier="exact", template="faq-v1")
        items = []
        with KVMemory(lib, model=args.model) as mem:  # a later session on the same folder
            for f in facts:
                r = mem.answer(f["question"])
                items.append({"question": f["question"], "text": r.text, "mode": r.mode, "template": r.template,
                              "decode_tokens": r.decode_tokens, "right": exact(f["question"], r.text, f["answer"]).passed})
    report = {"template": FAQ.name, "facts": len(facts), "right": sum(i["right"] for i in items),
              "recurring": sum(i["mode"] == "recurring" for i in items),
              "decode_tokens_mean": sum(i["decode_tokens"] for i in items) / max(1, len(items)), "items": items}
    print(json.dumps(report, default=str))
    return report


if __name__ == "__main__":
    main()
