"""Does the model want a second call? The next-token distribution after one verified call, per BFCL category.

    .venv/bin/python scripts/bfcl_parallel_probe.py [--model qwen2.5-coder-0.5b] [--categories parallel,simple_python]
                                                     [--each-call]

For each item of a category's transfer pool (the 20 items ``kvmemory bench bfcl`` deposits, never the asked ones),
the conversation is rendered by the model's own chat template with its first ground-truth call as the assistant's
tool call, cut after that call's closing tag and the separator the template writes between calls (the template's
:class:`kvmemory.toolcalls.native.NativeFormat`, as the constraint reads it), and forwarded once. Prints, per item
and per category, the probability of the token that opens another call, of the end-of-turn token, the most likely
token, the probability off it, and the doubt (``kvmemory.toolcalls.native.end_doubt``: the probability off it with
the end-of-turn tokens counted as one, what ``kvmemory.toolcalls.native.CONTINUE_DOUBT`` is compared with). Where a parallel item (2-4 calls in its ground truth) and a single-call item get
the same distribution, no decoding rule that reads the model's own next token can tell them apart.

With ``--each-call`` it probes after every ground-truth call of an item, not only the first: after a call that is
not the last another is due, after the last the reply should end; it prints the doubt of each group (what
``kvmemory.toolcalls.native.CONTINUE_DROP`` was set from).
"""

from __future__ import annotations

import argparse
import statistics

import torch

from kvmemory.bench.bfcl import ground_truth_calls
from kvmemory.bench.bfcldata import load_items, split
from kvmemory.bench.common import load_lm
from kvmemory.toolcalls.native import call_merge, end_doubt, end_of_turn_ids, native_format, special_tokens


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="qwen2.5-coder-0.5b")
    ap.add_argument("--categories", default="parallel,parallel_multiple,simple_python,multiple")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--each-call", action="store_true",
                    help="probe after every ground-truth call of an item, not only its first: after a call that is "
                         "not the last another is due, after the last the reply should end")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    lm, tok = load_lm(args.model)
    fmt = native_format(tok)
    if fmt is None:
        raise SystemExit(f"{args.model}: its chat template has no tool-call format kvmemory recognises")
    specials = special_tokens(tok, fmt)
    opener, _ = call_merge(tok, fmt, specials)
    end = tok.eos_token_id
    ends = sorted(end_of_turn_ids(tok, specials, end))
    for cat in args.categories.split(","):
        _, pool = split(load_items(cat), 100, 20, 0, cat)
        rows = []
        for item in pool:
            calls = ground_truth_calls(item)
            for k in (range(1, len(calls) + 1) if args.each_call else (1,)):
                p = next_token(lm, tok, fmt, item, calls[:k])
                top = tok.decode([int(p.argmax())])
                doubt = end_doubt(p.log(), ends)
                rows.append((len(calls), float(p[opener]), float(p[end]), top, doubt, k))
                print(f"{cat} {item['id']}: after call {k} of {len(calls)} in the ground truth; P(open) "
                      f"{p[opener]:.2e}, P(end of turn) {p[end]:.2e}, top {top!r}, 1 - P(top) {1.0 - float(p.max()):.2e}, "
                      f"doubt {doubt:.2e}", flush=True)
        many = [r for r in rows if r[0] > 1]
        print(f"== {cat}: {len(rows)} boundaries, {len(many)} in items with several calls; median P(open) "
              f"{statistics.median(r[1] for r in rows):.2e}; top tokens {sorted({r[3] for r in rows})}", flush=True)
        for label, part in (("more calls due", [r for r in rows if r[5] < r[0]]),
                            ("the last call", [r for r in rows if r[5] == r[0]])):
            if part:
                print(f"   after {label} ({len(part)}): doubt of each: "
                      f"{', '.join(f'{r[4]:.1e}' for r in sorted(part, key=lambda r: r[4]))}", flush=True)


def next_token(lm, tok, fmt, item, calls):
    """The model's next-token distribution (float64, as ``end_calls`` computes it) after ``calls`` and the
    separator the template writes between calls."""
    messages = list(item["messages"]) + [{"role": "assistant", "content": "", "tool_calls": [
        {"type": "function", "function": {"name": name, "arguments": arguments}} for name, arguments in calls]}]
    text = tok.apply_chat_template(messages, tools=item["tools"], tokenize=False)
    text = text[: text.rindex(fmt.call_close) + len(fmt.call_close)] + fmt.call_sep
    ids = tok(text, return_tensors="pt", add_special_tokens=False).input_ids
    with torch.no_grad():
        return torch.softmax(lm(ids).logits[0, -1].double(), -1)

if __name__ == "__main__":
    main()
