"""Stale copies in transfer on the real model: ``python -m kvmemory.bench.stale --n 24 --out x.jsonl``.

Not a registered suite: a measurement of the policy that ``KVMemory.answer`` applies by default
(``Settings.stale_policy="cold"``). The memory here runs with ``stale_policy="off"`` so that the raw
transfer answer, the cold answer and the policy (a suspect is answered cold) are seen side by side.
Reworded repeats through the facade are measured by ``kvmemory bench same-problem --answer N``.

Part ``reworded``: reworded repeats (report split) that :func:`kvmemory.sameproblem.decide` calls the
same problem are answered in recurring mode the way the facade will: the stored problem's entry is
grafted and the recurring query is written with the user's own (reworded) text (``--query-text
user``) or with the stored problem's text (``stored``: the same bytes as an exact repeat); right
means the stored answer, within the recurring budget (16 tokens).

Part ``neighbour``: for changed problems of the evaluation sets (``numbers`` and ``question``, report
split), the source problem is deposited with its verified reference solution, alone in its own
namespace, and the changed problem is answered in transfer mode (k=1, greedy). A *copy* is an answer
equal to the grafted entry's answer. :func:`kvmemory.sameproblem.check_stale` marks suspects; the
policy answers a suspect cold instead. Reported: copy rate of transfer, of the policy and of cold.
(The changed problems have no gold answer, so accuracy is not measured here.)

Part ``heldout``: a library of GSM8K train entries and held-out dev problems (gold known), transfer
with the top-k as the bench's transfer suite does: accuracy and copy rate of transfer, of the policy
(a suspect is answered cold) and of cold.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from .common import gold_of, load_rows, open_memory
from .ledger import wilson
from .sameproblem import source_row


def neighbour(mem, n: int, budget: int, out) -> list[dict]:
    from ..sameproblem import check_stale
    from .sameproblem import load_cases

    cases = [c for c in load_cases("report", kinds=("numbers",)) if not c["transform"].startswith("numbers swapped")]
    cases = cases[: n // 2] + load_cases("report", kinds=("question",))[: n - n // 2]
    rows = []
    for case in cases:
        src = source_row(case["source"])
        ns = case["id"]
        entry = mem.deposit(case["candidate"], src["answer"], answer=case["candidate_answer"], verifier="numeric",
                            namespace=ns)
        t = time.perf_counter()
        tr = mem.answer(case["query"], mode="transfer", k=1, max_new_tokens=budget, namespace=ns)
        sus = check_stale(tr.answer, tr.entries, case["query"])
        cold = mem.answer(case["query"], mode="cold", max_new_tokens=budget, namespace=ns)
        row = {"part": "neighbour", "item": case["id"], "kind": case["kind"], "transform": case["transform"],
               "entry_answer": entry.answer, "transfer": tr.answer, "grafted": [e.sha256 for e in tr.entries],
               "suspect": sus.suspect, "reason": sus.reason, "cold": cold.answer,
               "policy": cold.answer if sus.suspect else tr.answer, "seconds": time.perf_counter() - t}
        for arm in ("transfer", "cold", "policy"):
            row[f"{arm}_copy"] = row[arm] is not None and row[arm] == entry.answer
        out.write(json.dumps(row) + "\n")
        out.flush()
        rows.append(row)
        print(f"{case['id']}: transfer {tr.answer} cold {cold.answer} entry {entry.answer} suspect {sus.suspect}",
              file=sys.stderr)
    return rows


def reworded(mem, n: int, out, *, query_text: str = "user") -> list[dict]:
    from ..graft import greedy_decode, layout
    from ..sameproblem import decide
    from ..templates import RECURRING_STOP, extract_answer, recurring_query
    from .sameproblem import _cosines, load_cases

    cases = load_cases("report", kinds=("reworded",))
    hand = [c for c in cases if c["transform"] == "hand"]
    cases = hand + [c for c in cases if c["transform"] != "hand"][: max(n - len(hand), 0)]
    cosines, _ = _cosines(cases)
    tok = mem.tokenizer
    rows = []
    for case, cos in zip(cases, cosines):
        d = decide(case["query"], case["candidate"], score=cos, template="gsm-qa-v1")
        row = {"part": "reworded", "item": case["id"], "transform": case["transform"], "gold": case["candidate_answer"],
               "decision": d.kind, "same": d.same, "answer": None, "tokens": 0, "right": False}
        if d.same:
            src = source_row(case["source"])
            entry = mem.deposit(case["candidate"], src["answer"], answer=case["candidate_answer"], verifier="numeric",
                                namespace=case["id"])
            asked = case["query"] if query_text == "user" else case["candidate"]
            ids = mem.encode(recurring_query(asked), first=False)
            logits, cache, pos = layout(mem.model, [mem.load(entry)], ids)
            gen = greedy_decode(mem.model, cache, logits, pos, max_new_tokens=16, eos_ids=[tok.eos_token_id],
                                stop=lambda o: bool(RECURRING_STOP.search(tok.decode(o, skip_special_tokens=True))))
            text = "The answer is" + tok.decode(gen, skip_special_tokens=True)
            row.update(answer=extract_answer(text), tokens=len(gen), right=extract_answer(text) == case["candidate_answer"])
        out.write(json.dumps(row) + "\n")
        out.flush()
        rows.append(row)
        print(f"{case['id']}: {d.kind} answer {row['answer']} gold {row['gold']} tokens {row['tokens']}", file=sys.stderr)
    return rows


def heldout(mem, library: int, problems: int, k: int, budget: int, out) -> list[dict]:
    from ..sameproblem import check_stale

    for row in load_rows("train", library):
        mem.deposit(row["question"], row["answer"], answer=gold_of(row), verifier="numeric", namespace="heldout")
    rows = []
    for row in load_rows("dev", problems, offset=100):
        q, gold = row["question"], gold_of(row)
        tr = mem.answer(q, mode="transfer", k=k, max_new_tokens=budget, namespace="heldout")
        sus = check_stale(tr.answer, tr.entries, q)
        cold = mem.answer(q, mode="cold", max_new_tokens=budget, namespace="heldout")
        policy = cold.answer if sus.suspect else tr.answer
        answers = {e.answer for e in tr.entries}
        r = {"part": "heldout", "item": row["id"], "gold": gold, "transfer": tr.answer, "cold": cold.answer,
             "policy": policy, "suspect": sus.suspect, "reason": sus.reason,
             "entry_answers": sorted(answers)}
        for arm in ("transfer", "cold", "policy"):
            r[f"{arm}_right"] = r[arm] == gold
            r[f"{arm}_copy"] = r[arm] is not None and r[arm] in answers
        out.write(json.dumps(r) + "\n")
        out.flush()
        rows.append(r)
        print(f"{row['id']}: gold {gold} transfer {tr.answer} cold {cold.answer} suspect {sus.suspect}", file=sys.stderr)
    return rows


def summary(rows: list[dict]) -> dict:
    out = {}
    for part in sorted({r["part"] for r in rows}):
        rs = [r for r in rows if r["part"] == part]
        n = len(rs)
        if part == "reworded":
            for label, sel in (("all", rs), ("hand", [r for r in rs if r["transform"] == "hand"]),
                               ("program", [r for r in rs if r["transform"] != "hand"])):
                k, m = sum(r["right"] for r in sel), len(sel)
                out[f"reworded_{label}"] = {"n": m, "recurring": sum(r["same"] for r in sel),
                                            "right_in_recurring": k, "ci95": wilson(k, m),
                                            "max_tokens": max((r["tokens"] for r in sel), default=0),
                                            "tokens_per_item": sum(r["tokens"] for r in sel if r["same"])
                                            / max(1, sum(r["same"] for r in sel))}
            continue
        s = {"n": n, "suspect": sum(r["suspect"] for r in rs)}
        for arm in ("transfer", "policy", "cold"):
            c = sum(r[f"{arm}_copy"] for r in rs)
            s[f"{arm}_copy"] = {"k": c, "ci95": wilson(c, n)}
            if part == "heldout":
                k = sum(r[f"{arm}_right"] for r in rs)
                s[f"{arm}_right"] = {"k": k, "ci95": wilson(k, n)}
        out[part] = s
    return out


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--n", type=int, default=30, help="neighbour: changed problems (half numbers, half question)")
    p.add_argument("--reworded", type=int, default=0, help="reworded: repeats, all hand-written ones first (0: skip)")
    p.add_argument("--query-text", choices=["user", "stored"], default="user",
                   help="reworded: write the recurring query with the user's text or the stored problem's")
    p.add_argument("--library", type=int, default=0, help="heldout: train entries (0: skip the part)")
    p.add_argument("--problems", type=int, default=20, help="heldout: dev problems (from dev row 100 on)")
    p.add_argument("-k", type=int, default=2)
    p.add_argument("--budget", type=int, default=192)
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--out", default="stale.jsonl")
    a = p.parse_args(argv)
    if a.threads:
        import torch

        torch.set_num_threads(a.threads)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    rows = []
    with tempfile.TemporaryDirectory(prefix="kvmemory-stale-") as tmp, open(a.out, "w") as out:
        from ..memory import Settings

        mem = open_memory(Path(tmp) / "lib", None, settings=Settings(stale_policy="off"))
        try:
            if a.reworded:
                rows += reworded(mem, a.reworded, out, query_text=a.query_text)
            if a.n:
                rows += neighbour(mem, a.n, a.budget, out)
            if a.library:
                rows += heldout(mem, a.library, a.problems, a.k, a.budget, out)
        finally:
            mem.close()
    print(json.dumps(summary(rows), indent=2))


if __name__ == "__main__":
    main()
