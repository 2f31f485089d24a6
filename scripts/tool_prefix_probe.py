"""Time to first token on BFCL multi-turn first prompts (Qwen2.5-Coder-0.5B): the automatic prefix of the chat
template's own tool listing made, then grafted, against the feature off, side by side in one run (one decoded
token each; the three GorillaFileSystem tasks share one tool listing).

    python scripts/tool_prefix_probe.py     # needs kvmemory[qwen] and bfcl-eval (see docs/benchmarks.md, BFCL)

Prints per arm and task: prompt tokens forwarded, prefix tokens, whether the prefix was computed by this call, the
answer's total seconds and the decoded token.
"""

import shutil
from dataclasses import replace

import torch

from kvmemory import DEFAULT_SETTINGS, KVMemory
from kvmemory.bench import bfclmulti
from kvmemory.models import load_embedder, load_model

torch.set_num_threads(2)
model, tok = load_model("qwen2.5-coder-0.5b")
emb = load_embedder(None)
tasks = [t for t in bfclmulti.load_tasks(None) if t["involved_classes"] == ["GorillaFileSystem"]][:3]
base = replace(DEFAULT_SETTINGS, max_problem_chars=400_000)
rows = []
for name, s in (("on", base), ("off", replace(base, auto_prefix=False))):
    shutil.rmtree(f"/tmp/pp-{name}", ignore_errors=True)
    with KVMemory(f"/tmp/pp-{name}", model=model, tokenizer=tok, embedder=emb, settings=s) as mem:
        for t in tasks:
            msgs = t["turns"][0]
            a = mem.answer(msgs, tools=t["tools"], tool_choice="auto", max_new_tokens=1)
            rows.append((name, t["id"], a.prompt_tokens, (a.prefix or {}).get("tokens"), (a.prefix or {}).get("computed"),
                         round(a.timings.get("total_s", 0), 2), a.token_ids))
for r in rows:
    print(*r)
