"""Write a rewordings file for ``kvmemory bench bfcl --rewordings``: BFCL questions reworded by a model, and changed.

For the first ``--samples`` asked items of each category (the bench's own seeded split, so the lines match the items
``kvmemory bench bfcl --samples N`` asks), a model that is not the one under test rewords each question, greedy, on
its own chat template, from one fixed instruction (:data:`INSTRUCTION`). A rewording is kept only where
:func:`kvmemory.bench.bfclreword.faithful` passes it (every number, every ground-truth string the question spells out);
every line says which were dropped and why. Each item with a number to change also gets a ``changed`` line
(:func:`kvmemory.bench.bfclreword.changed`). Nothing here reads the bench's replies: the file is written before any
arm asks it.

    python scripts/bfcl_rewordings.py --model qwen2.5-coder-1.5b --samples 20 --out evalsets/bfcl/rewordings-qwen1.5b.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

INSTRUCTION = ("Rewrite the request below in your own words, the way another person might ask for the same thing. "
               "Keep every name, number, unit and value exactly as given. Do not answer it and do not add anything. "
               "Reply with the rewritten request only.\n\nRequest:\n{question}")


def reword(model, tok, question: str) -> str:
    import torch

    prompt = tok.apply_chat_template([{"role": "user", "content": INSTRUCTION.format(question=question)}],
                                     add_generation_prompt=True, tokenize=False)
    enc = tok(prompt, return_tensors="pt", add_special_tokens=False)
    budget = int(len(tok(question)["input_ids"]) * 1.6) + 24
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=budget, do_sample=False, pad_token_id=tok.eos_token_id)
    text = tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True).strip()
    for lead in ("Rewritten request:", "Rewritten Request:", "Request:"):
        text = text[len(lead):].strip() if text.startswith(lead) else text
    if len(text) > 1 and text[0] == text[-1] and text[0] in "\"'":
        text = text[1:-1].strip()
    return text


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="qwen2.5-coder-1.5b", help="the writer (a named model, id or path)")
    ap.add_argument("--categories", default="simple_python,multiple,parallel,parallel_multiple,irrelevance")
    ap.add_argument("--samples", type=int, default=20, help="first N asked items per category")
    ap.add_argument("--pool", type=int, default=20, help="the bench's --pool (the split depends on it)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--dtype", default=None, help="the writer's dtype (e.g. bfloat16: half the memory)")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()

    import torch

    from kvmemory.bench import bfclreword
    from kvmemory.bench.bfcldata import load_items, split
    from kvmemory.models import load_model

    if args.threads:
        torch.set_num_threads(args.threads)
    model, tok = load_model(args.model, dtype=args.dtype)
    writer = f"{args.model}{' ' + args.dtype if args.dtype else ''} (greedy, its chat template; instruction: scripts/bfcl_rewordings.py INSTRUCTION)"
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    kept = dropped = changed = 0
    with out.open("w", encoding="utf-8") as f:
        for category in args.categories.split(","):
            asked, _ = split(load_items(category), args.samples, args.pool, args.seed, category)
            for item in asked:
                t = time.perf_counter()
                text = reword(model, tok, bfclreword.question_of(item))
                ok, why = bfclreword.faithful(item, text)
                base = {"item": item["id"], "category": category, "question_sha256": bfclreword.question_sha256(item)}
                f.write(json.dumps({"kind": "reworded" if ok else "dropped", **base, "text": text, "writer": writer,
                                    **({} if ok else {"why": why})}, ensure_ascii=False) + "\n")
                kept, dropped = kept + ok, dropped + (not ok)
                change = bfclreword.changed(item)
                if change:
                    f.write(json.dumps({"kind": "changed", **base, **change, "writer": "kvmemory.bench.bfclreword.changed"},
                                       ensure_ascii=False) + "\n")
                    changed += 1
                f.flush()
                print(f"{item['id']:28s} {'kept' if ok else 'dropped':8s} {time.perf_counter() - t:5.1f}s  {text[:90]!r}"
                      + ("" if ok else f"  ({why})"), flush=True)
    print(f"{kept} rewordings kept, {dropped} dropped, {changed} changed requests -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
