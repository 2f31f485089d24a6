"""Suite ``transfer``: held-out problems, answered cold, with the top-k entries grafted, and with the
same k entries written into the prompt as text and prefilled.

The library holds the first ``library`` GSM8K *train* problems with their verified reference
solutions, laid out in ``template`` (``gsm-qa-v1``, the plain ``Q:``/``A:`` layout a base model continues; or
``gsm-chat-v1``, the chat format with chain of thought, for an instruction-tuned model). Evaluation uses dev
(test) problems: the first ``problems``, or with ``seed`` a seeded sample of that many from all of them; any dev
problem whose normalised text is in the library is skipped. The text arm uses the very entries the graft arm
retrieved, in the same order, laid out with the template's entry text followed by its solve query, prefilled as
one text. TTFT of the text arm includes the same search time as the graft arm.

A run can be resumed (``kvmemory bench transfer --resume``): an (item, arm) already in the ledger, written by the
same model build, is not asked again.
"""

from __future__ import annotations

import random
import shutil
import time
from pathlib import Path

from .common import Timer, gold_of, load_rows, open_memory, progress

#: The arms each problem is asked in, in ledger order.
ARMS = ("cold", "graft", "text")


def text_arm(mem, problem: str, entries, budget: int, template: str = "gsm-qa-v1") -> dict:
    """The same entries as prompt text: one prefill, then greedy decode with ``answer``'s stop rule."""
    from ..graft import greedy_decode, layout
    from ..templates import get_template

    tok, tpl = mem.tokenizer, get_template(template)
    text = "".join(tpl.entry(e.problem, e.solution, e.answer or "", tok) for e in entries)
    text += tpl.solve_query(problem, [], tok)
    stop = tpl.solve_stop
    t0 = time.perf_counter()
    ids = mem.encode(text, first=True)
    logits, cache, pos = layout(mem.model, [], ids)
    ttft = time.perf_counter() - t0
    out = greedy_decode(mem.model, cache, logits, pos, max_new_tokens=budget, eos_ids=[tok.eos_token_id],
                        stop=None if stop is None else
                        (lambda o: bool(stop.search(tok.decode(o, skip_special_tokens=True)))))
    decoded = tok.decode(out, skip_special_tokens=True)
    decoded = tpl.trim(decoded, "transfer") if tpl.trim else decoded
    return {"ids": ids, "generated": out, "answer": tpl.extract(tpl.answer_text(problem, decoded)), "ttft_s": ttft}


def dev_problems(problems: int, known: set, seed: "int | None") -> list[dict]:
    """The dev problems asked: the first ``problems`` not in the library, or (``seed``) a seeded sample of them."""
    from ..templates import normalize_problem

    rows = load_rows("dev", None if seed is not None else problems + 50)
    rows = [r for r in rows if normalize_problem(r["question"]) not in known]
    if seed is None:
        return rows[:problems]
    order = list(range(len(rows)))
    random.Random(seed).shuffle(order)  # a seeded order: a larger sample keeps a smaller one (--resume may grow it)
    return [rows[i] for i in sorted(order[:problems])]


def run(out: Path, ledger, *, model: str | None, library: int = 64, problems: int = 8, k: int = 2,
        budget: int = 192, template: str = "gsm-qa-v1", seed: "int | None" = None, done: list[dict] = (),
        **_) -> None:
    from ..errors import InputError
    from ..templates import normalize_problem
    from .ledger import sha256_ids

    lib = out / "lib-transfer"
    shutil.rmtree(lib, ignore_errors=True)  # rebuilt each run (deposits are deterministic): no stale entries
    mem = open_memory(lib, model)
    try:
        other = sorted({line.get("model_fingerprint") for line in done} - {mem.fingerprint})
        if other:
            raise InputError(f"--resume: the ledger holds lines of another model build (fingerprint {other[0][:12]}"
                             f"..., this one {mem.fingerprint[:12]}...); pick another --out to start afresh")
        have = {(line["item"], line["arm"]) for line in done}
        train = load_rows("train", library)
        for row in progress(train, "transfer: library"):
            mem.deposit(row["question"], row["answer"], answer=gold_of(row), verifier="numeric", template=template,
                        metadata={"row": row["id"]})
        known = {normalize_problem(e.problem) for e in mem.entries()}
        size = len(known)
        dev = [r for r in dev_problems(problems, known, seed) if any((r["id"], a) not in have for a in ARMS)]
        for row in progress(dev, "transfer: eval"):
            q, gold = row["question"], gold_of(row)
            common = dict(suite="transfer", item=row["id"], model=model or "default",
                          model_fingerprint=mem.fingerprint, gold=gold, logits_sha256={})
            replay = {"problem": q, "budget": budget, "k": k, "template": template}
            if (row["id"], "cold") not in have:
                with Timer() as t:
                    cold = mem.answer(q, mode="cold", template=template, max_new_tokens=budget)
                ledger.write(arm="cold", artifacts=[], entries=[], input_sha256=cold.input_sha256,
                             generated_ids=cold.token_ids, answer=cold.answer, score=int(cold.answer == gold),
                             replay=replay,
                             metrics={"ttft_s": cold.timings["ttft_s"], "wall_s": t.wall, "cpu_s": t.cpu,
                                      "prompt_tokens": cold.prompt_tokens, "grafted_tokens": 0,
                                      "library_size": size},
                             **common)
            with Timer() as t:  # the text arm needs the entries the graft retrieved, even when graft is done
                g = mem.answer(q, mode="transfer", k=k, template=template, max_new_tokens=budget)
            entries = [{"problem": e.problem, "solution": e.solution, "answer": e.answer, "sha256": e.sha256}
                       for e in g.entries]
            if (row["id"], "graft") not in have:
                ledger.write(arm="graft", artifacts=[e.sha256 for e in g.entries], entries=entries,
                             input_sha256=g.input_sha256, generated_ids=g.token_ids, answer=g.answer,
                             score=int(g.answer == gold), replay=replay,
                             metrics={"ttft_s": g.timings["ttft_s"], "wall_s": t.wall, "cpu_s": t.cpu,
                                      "prompt_tokens": g.prompt_tokens, "grafted_tokens": g.grafted_tokens,
                                      "scores": g.scores, "library_size": size},
                             **common)
            if (row["id"], "text") not in have:
                with Timer() as t:
                    x = text_arm(mem, q, g.entries, budget, template)
                search = g.timings.get("search_s", 0.0)
                ledger.write(arm="text", artifacts=[], entries=entries, input_sha256=sha256_ids(x["ids"]),
                             generated_ids=x["generated"], answer=x["answer"], score=int(x["answer"] == gold),
                             replay=replay,
                             metrics={"ttft_s": x["ttft_s"] + search, "wall_s": t.wall + search, "cpu_s": t.cpu,
                                      "prompt_tokens": len(x["ids"]), "grafted_tokens": 0, "library_size": size},
                             **common)
    finally:
        mem.close()
