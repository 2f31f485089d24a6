"""Does the model want a second call? The next-token distribution after one verified call, per BFCL category.

    .venv/bin/python scripts/bfcl_parallel_probe.py [--model qwen2.5-coder-0.5b] [--categories parallel,simple_python]

For each item of a category's transfer pool (the 20 items ``kvmemory bench bfcl`` deposits, never the asked ones),
the conversation is rendered by the model's own chat template with its first ground-truth call as the assistant's
tool call, cut after that call's closing tag and the separator the template writes between calls (the template's
:class:`kvmemory.toolcalls.native.NativeFormat`, as the constraint reads it), and forwarded once. Prints, per item
and per category, the probability of the token that opens another call, of the end-of-turn token, the most likely
token, and the probability off it (what ``kvmemory.toolcalls.native.CONTINUE_DOUBT`` is compared with). Where a parallel item (2-4 calls in its ground truth) and a single-call item get
the same distribution, no decoding rule that reads the model's own next token can tell them apart.
"""

from __future__ import annotations

import argparse
import statistics

import torch

from kvmemory.bench.bfcl import ground_truth_calls
from kvmemory.bench.bfcldata import load_items, split
from kvmemory.bench.common import load_lm
from kvmemory.toolcalls.native import call_merge, native_format, special_tokens


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="qwen2.5-coder-0.5b")
    ap.add_argument("--categories", default="parallel,parallel_multiple,simple_python,multiple")
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    lm, tok = load_lm(args.model)
    fmt = native_format(tok)
    if fmt is None:
        raise SystemExit(f"{args.model}: its chat template has no tool-call format kvmemory recognises")
    opener, _ = call_merge(tok, fmt, special_tokens(tok, fmt))
    end = tok.eos_token_id
    for cat in args.categories.split(","):
        _, pool = split(load_items(cat), 100, 20, 0, cat)
        rows = []
        for item in pool:
            calls = ground_truth_calls(item)
            name, arguments = calls[0]
            messages = list(item["messages"]) + [{"role": "assistant", "content": "", "tool_calls": [
                {"type": "function", "function": {"name": name, "arguments": arguments}}]}]
            text = tok.apply_chat_template(messages, tools=item["tools"], tokenize=False)
            text = text[: text.rindex(fmt.call_close) + len(fmt.call_close)] + fmt.call_sep
            ids = tok(text, return_tensors="pt", add_special_tokens=False).input_ids
            with torch.no_grad():
                p = torch.softmax(lm(ids).logits[0, -1].double(), -1)  # as end_calls computes it
            top = tok.decode([int(p.argmax())])
            doubt = 1.0 - float(p.max())
            rows.append((len(calls), float(p[opener]), float(p[end]), top, doubt))
            print(f"{cat} {item['id']}: {len(calls)} calls in the ground truth; P(open) {p[opener]:.2e}, "
                  f"P(end of turn) {p[end]:.2e}, top {top!r}, 1 - P(top) {doubt:.2e}", flush=True)
        many = [r for r in rows if r[0] > 1]
        print(f"== {cat}: {len(rows)} items, {len(many)} with several calls; median P(open) "
              f"{statistics.median(r[1] for r in rows):.2e} (several calls: "
              f"{statistics.median(r[1] for r in many) if many else float('nan'):.2e}); top tokens "
              f"{sorted({r[3] for r in rows})}; 1 - P(top) of each: {', '.join(f'{r[4]:.1e}' for r in sorted(rows, key=lambda r: r[4]))}",
              flush=True)


if __name__ == "__main__":
    main()
