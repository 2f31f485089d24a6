"""Bare transformers against kvmemory on the same tool requests: how many first calls are right (issue 44, item 2).

Twelve requests to the "Lumen & Pine" helpdesk API (``kvmemory/bench/toolenv.py``, tasks of
``evalsets/tools/tasks.jsonl``, report split): six ask for the first call of a task, six for a later
call, with the task's earlier verified calls and their results in the conversation (OpenAI messages, as
an agent loop sends them). Every request offers all seven tools with ``tool_choice="auto"`` (what
LangChain's ``bind_tools`` sends by default). A call is right when its name and its arguments (as JSON
values) equal the task's expected call.

* ``bare``: the tokenizer's chat template with ``tools=`` (history rendered by the template, arguments
  as objects), ``model.generate`` greedy, ``--bare-max-new-tokens`` tokens, then every
  ``<tool_call>\\n{...}\\n</tool_call>`` block parsed (JSON ``name`` and ``arguments``): ``bare``.
  ``bare-lenient`` counts the same replies read leniently: with no block, any JSON object with a
  ``name`` in the text (Qwen2.5-Coder-0.5B often writes a bare object or a fenced ``json`` block).
* ``kvmemory``: ``KVMemory(memory=True, model=...).answer(messages, tools=TOOLS, tool_choice="auto")``,
  everything else at its defaults (an empty library: a cold answer), ``Answer.tool_calls``.

``HF_HUB_OFFLINE=1 python scripts/toolformat_probe.py [--arms bare,kvmemory] [--model qwen2.5-coder-0.5b]
[--json out.json]`` prints one line per request and arm, then the right-first-call counts. The figures,
before and after kvmemory laid such requests out in the template's own format, are in docs/tools.md.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kvmemory.bench.toolenv import TOOLS, load_tasks, reference_episode  # noqa: E402

#: (task id, step): the request is the task's conversation up to its ``step``-th expected call.
ITEMS = [("tools-0006", 0), ("tools-0026", 0), ("tools-0040", 0), ("tools-0051", 0), ("tools-0081", 0),
         ("tools-0164", 0),
         ("tools-0051", 1), ("tools-0081", 1), ("tools-0111", 1), ("tools-0171", 1), ("tools-0201", 2),
         ("tools-0262", 3)]
_CALL = re.compile(r"<tool_call>\s*(.*?)\s*</tool_call>", re.S)


def requests() -> list[dict]:
    """The twelve requests: ``{"id", "step", "messages" (OpenAI form), "expected": {"name", "arguments"}}``."""
    tasks = {t["id"]: t for t in load_tasks()}
    out = []
    for tid, step in ITEMS:
        task = tasks[tid]
        messages = reference_episode(task)[: 1 + 2 * step]
        out.append({"id": tid, "step": step, "messages": messages, "expected": task["expected_calls"][step]})
    return out


def _hf_messages(messages: list[dict]) -> list[dict]:
    """OpenAI messages in Hugging Face's tool form (arguments as objects, as chat templates expect)."""
    out = []
    for m in messages:
        if m.get("tool_calls"):
            calls = [{"id": c["id"], "type": "function",
                      "function": {"name": c["function"]["name"], "arguments": json.loads(c["function"]["arguments"])}}
                     for c in m["tool_calls"]]
            out.append({"role": "assistant", "content": m.get("content") or "", "tool_calls": calls})
        else:
            out.append(dict(m))
    return out


def bare_calls(model, tok, messages: list[dict], max_new_tokens: int) -> tuple[list[dict], str]:
    """``(calls, decoded text)`` of plain greedy ``generate`` on the chat template with ``tools=``."""
    import torch

    text = tok.apply_chat_template(_hf_messages(messages), tools=list(TOOLS), tokenize=False, add_generation_prompt=True)
    ids = torch.tensor([tok(text, add_special_tokens=False)["input_ids"]])
    with torch.no_grad():
        out = model.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=max_new_tokens, do_sample=False,
                             eos_token_id=tok.eos_token_id, pad_token_id=tok.eos_token_id)
    decoded = tok.decode(out[0, ids.shape[1]:], skip_special_tokens=True)
    calls = []
    for block in _CALL.findall(decoded):
        try:
            value = json.loads(block)
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict) and "name" in value:
            args = value.get("arguments", {})
            calls.append({"name": value["name"], "arguments": json.loads(args) if isinstance(args, str) else args})
    return calls, decoded


def lenient_calls(text: str) -> list[dict]:
    """Calls read from a reply with no ``<tool_call>`` block: each JSON object in the text with a ``name``."""
    calls, decoder, pos = [], json.JSONDecoder(), text.find("{")
    while pos >= 0:
        try:
            value, end = decoder.raw_decode(text, pos)
        except json.JSONDecodeError:
            pos = text.find("{", pos + 1)
            continue
        if isinstance(value, dict) and isinstance(value.get("name"), str):
            args = value.get("arguments", value.get("parameters", {}))
            try:
                args = json.loads(args) if isinstance(args, str) else args
            except json.JSONDecodeError:
                pass
            calls.append({"name": value["name"], "arguments": args})
        pos = text.find("{", end)
    return calls


def kvmemory_calls(mem, messages: list[dict]) -> tuple[list[dict], str]:
    """``(calls, reply text)`` of ``KVMemory.answer(messages, tools=TOOLS, tool_choice="auto")`` at its defaults."""
    ans = mem.answer(messages, tools=list(TOOLS), tool_choice="auto")
    return [{"name": c.name, "arguments": c.arguments} for c in ans.tool_calls], ans.text


def right(calls: list[dict], expected: dict) -> bool:
    return bool(calls) and calls[0]["name"] == expected["name"] and calls[0]["arguments"] == expected["arguments"]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arms", default="bare,kvmemory", help="comma-separated: bare, kvmemory")
    parser.add_argument("--model", default="qwen2.5-coder-0.5b")
    parser.add_argument("--bare-max-new-tokens", type=int, default=256)
    parser.add_argument("--only", type=int, default=None, help="the first N requests only")
    parser.add_argument("--json", default=None, help="write every reply and the counts here")
    args = parser.parse_args(argv)

    from kvmemory import KVMemory

    mem = KVMemory(memory=True, model=args.model)
    model, tok = mem.model, mem.tokenizer
    items = requests()[: args.only]
    arms = [a.strip() for a in args.arms.split(",") if a.strip()]
    rows, counts = [], {a: 0 for a in arms}
    for item in items:
        for arm in arms:
            t0 = time.perf_counter()
            if arm == "bare":
                calls, text = bare_calls(model, tok, item["messages"], args.bare_max_new_tokens)
            elif arm == "kvmemory":
                calls, text = kvmemory_calls(mem, item["messages"])
            else:
                raise SystemExit(f"unknown arm {arm!r}: use bare, kvmemory")
            ok = right(calls, item["expected"])
            counts[arm] += ok
            row = {"id": item["id"], "step": item["step"], "arm": arm, "right": ok, "calls": calls, "text": text,
                   "expected": item["expected"], "seconds": round(time.perf_counter() - t0, 1)}
            rows.append(row)
            if arm == "bare":
                counts["bare-lenient"] = counts.get("bare-lenient", 0) + right(calls or lenient_calls(text),
                                                                                item["expected"])
            got = json.dumps(calls[0], ensure_ascii=False) if calls else f"text {text[:80]!r}"
            print(f"{item['id']} step {item['step']} {arm:8s} {'RIGHT' if ok else 'wrong'} {row['seconds']:6.1f}s {got}",
                  flush=True)
    summary = {arm: f"{n}/{len(items)}" for arm, n in counts.items()}
    print("right first calls:", json.dumps(summary))
    if args.json:
        Path(args.json).write_text(json.dumps({"model": args.model, "counts": summary, "rows": rows}, indent=1,
                                              ensure_ascii=False))


if __name__ == "__main__":
    main()
