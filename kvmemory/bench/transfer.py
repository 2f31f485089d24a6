"""Suite ``transfer``: held-out problems, answered cold, with the top-k entries grafted, and with the
same k entries written into the prompt as text and prefilled.

The library holds the first ``library`` GSM8K *train* problems with their verified reference
solutions; evaluation uses dev (test) problems, and any dev problem whose normalised text is in the
library is skipped. The text arm uses the very entries the graft arm retrieved, in the same order,
laid out with :func:`kvmemory.templates.entry_text` followed by :func:`~kvmemory.templates.solve_query`.
TTFT of the text arm includes the same search time as the graft arm.
"""

from __future__ import annotations

import time
from pathlib import Path

from .common import Timer, gold_of, load_rows, open_memory, progress


def text_arm(mem, problem: str, entries, budget: int) -> dict:
    """The same entries as prompt text: one prefill, then greedy decode with ``answer``'s stop rule."""
    from ..graft import greedy_decode, layout
    from ..templates import SOLVE_STOP
    from ..templates import entry_text, extract_answer, solve_query

    tok = mem.tokenizer
    text = "".join(entry_text(e.problem, e.solution, e.answer or "") for e in entries) + solve_query(problem)
    t0 = time.perf_counter()
    ids = mem.encode(text, first=True)
    logits, cache, pos = layout(mem.model, [], ids)
    ttft = time.perf_counter() - t0
    out = greedy_decode(mem.model, cache, logits, pos, max_new_tokens=budget, eos_ids=[tok.eos_token_id],
                        stop=lambda o: bool(SOLVE_STOP.search(tok.decode(o, skip_special_tokens=True))))
    return {"ids": ids, "generated": out, "answer": extract_answer(tok.decode(out, skip_special_tokens=True)),
            "ttft_s": ttft}


def run(out: Path, ledger, *, model: str | None, library: int = 64, problems: int = 8, k: int = 2,
        budget: int = 192, **_) -> None:
    from ..templates import normalize_problem
    from .ledger import sha256_ids

    lib = out / "lib-transfer"
    mem = open_memory(lib, model)
    try:
        train = load_rows("train", library)
        for row in progress(train, "transfer: library"):
            mem.deposit(row["question"], row["answer"], answer=gold_of(row), verifier="numeric",
                        metadata={"row": row["id"]})
        known = {normalize_problem(e.problem) for e in mem.entries()}
        size = len(known)
        dev = [r for r in load_rows("dev", problems + 50) if normalize_problem(r["question"]) not in known][:problems]
        for row in progress(dev, "transfer: eval"):
            q, gold = row["question"], gold_of(row)
            common = dict(suite="transfer", item=row["id"], model=model or "default",
                          model_fingerprint=mem.fingerprint, gold=gold, logits_sha256={})
            with Timer() as t:
                cold = mem.answer(q, mode="cold", max_new_tokens=budget)
            ledger.write(arm="cold", artifacts=[], entries=[], input_sha256=cold.input_sha256,
                         generated_ids=cold.token_ids, answer=cold.answer, score=int(cold.answer == gold),
                         replay={"problem": q, "budget": budget, "k": k},
                         metrics={"ttft_s": cold.timings["ttft_s"], "wall_s": t.wall, "cpu_s": t.cpu,
                                  "prompt_tokens": cold.prompt_tokens, "grafted_tokens": 0, "library_size": size},
                         **common)
            with Timer() as t:
                g = mem.answer(q, mode="transfer", k=k, max_new_tokens=budget)
            entries = [{"problem": e.problem, "solution": e.solution, "answer": e.answer, "sha256": e.sha256}
                       for e in g.entries]
            ledger.write(arm="graft", artifacts=[e.sha256 for e in g.entries], entries=entries,
                         input_sha256=g.input_sha256, generated_ids=g.token_ids, answer=g.answer,
                         score=int(g.answer == gold), replay={"problem": q, "budget": budget, "k": k},
                         metrics={"ttft_s": g.timings["ttft_s"], "wall_s": t.wall, "cpu_s": t.cpu,
                                  "prompt_tokens": g.prompt_tokens, "grafted_tokens": g.grafted_tokens,
                                  "scores": g.scores, "library_size": size},
                         **common)
            with Timer() as t:
                x = text_arm(mem, q, g.entries, budget)
            search = g.timings.get("search_s", 0.0)
            ledger.write(arm="text", artifacts=[], entries=entries, input_sha256=sha256_ids(x["ids"]),
                         generated_ids=x["generated"], answer=x["answer"], score=int(x["answer"] == gold),
                         replay={"problem": q, "budget": budget, "k": k},
                         metrics={"ttft_s": x["ttft_s"] + search, "wall_s": t.wall + search, "cpu_s": t.cpu,
                                  "prompt_tokens": len(x["ids"]), "grafted_tokens": 0, "library_size": size},
                         **common)
    finally:
        mem.close()
