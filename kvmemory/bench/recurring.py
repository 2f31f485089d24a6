"""Suite ``recurring``: problems the base model fails, asked again with their verified entry grafted.

Scan dev problems in order. The base model gets a greedy chain of thought of up to ``budget`` tokens
(``mode="cold"``) and, if that is wrong, ``retries`` sampled attempts (temperature 0.7, seeded); every
decode token is counted. A problem every attempt fails counts as *failed*: its reference solution is
verified and deposited, and a fresh :class:`KVMemory` on the same folder answers it again (recurring
mode). Reported: accuracy before/after, decode tokens, how often the serve-time check's fallback fired
(the decoded reply failed the entry's own check and the stored answer was served: ``Answer.fallback``),
and base/graft ratios of tokens, wall seconds and CPU seconds (``time.process_time``: an energy proxy, not an energy measurement).
"""

from __future__ import annotations

from pathlib import Path

from .common import Timer, gold_of, load_rows, open_memory, progress

TEMPERATURE = 0.7


def sampled_attempt(mem, problem: str, budget: int, seed: int) -> list[int]:
    """One sampled chain of thought (seeded), stopped like ``answer`` stops a solution."""
    import torch

    from ..graft import greedy_decode, layout
    from ..templates import SOLVE_STOP
    from ..templates import solve_query

    tok = mem.tokenizer
    ids = mem.encode(solve_query(problem), first=True)
    logits, cache, pos = layout(mem.model, [], ids)
    gen = torch.Generator(device=logits.device).manual_seed(seed)  # on the model's device, like its logits
    return greedy_decode(mem.model, cache, logits, pos, max_new_tokens=budget, sample=True, temperature=TEMPERATURE,
                         generator=gen, eos_ids=[tok.eos_token_id],
                         stop=lambda out: bool(SOLVE_STOP.search(tok.decode(out, skip_special_tokens=True))))


def base_item(mem, problem: str, gold: str | None, budget: int, retries: int, seed: int) -> dict:
    """Greedy, then up to ``retries`` sampled attempts until one is right."""
    from ..templates import extract_answer

    with Timer() as t:
        first = mem.answer(problem, mode="cold", max_new_tokens=budget)
        generated, answers = [first.token_ids], [first.answer]
        for j in range(retries):
            if answers[-1] == gold:
                break
            ids = sampled_attempt(mem, problem, budget, seed + j)
            generated.append(ids)
            answers.append(extract_answer(mem.tokenizer.decode(ids, skip_special_tokens=True)))
    return {"input_sha256": first.input_sha256, "generated_ids": generated, "answer": answers[-1],
            "score": int(gold in answers), "metrics": {"wall_s": t.wall, "cpu_s": t.cpu, "attempts": len(generated),
                                                       "answers": answers}}


def graft_item(mem, problem: str, gold: str | None) -> dict:
    with Timer() as t:
        r = mem.answer(problem)
    return {"input_sha256": r.input_sha256, "generated_ids": r.token_ids, "answer": r.answer,
            "score": int(r.answer == gold), "artifacts": [e.sha256 for e in r.entries],
            "metrics": {"wall_s": t.wall, "cpu_s": t.cpu, "mode": r.mode, "ttft_s": r.timings["ttft_s"],
                        "grafted_tokens": r.grafted_tokens, "verified": r.verified, "fallback": r.fallback}}


def run(out: Path, ledger, *, model: str | None, failed: int = 4, budget: int = 128, retries: int = 1,
        max_scan: int = 200, seed: int = 0, **_) -> None:
    lib = out / "lib-recurring"
    rows = load_rows("dev", max_scan)
    base_mem = open_memory(out / "lib-recurring-empty", model)  # nothing stored: the base model
    n_failed = 0
    bar = progress(None, "recurring (failed found)", total=failed)
    try:
        for row in rows:
            if n_failed >= failed:
                break
            q, gold = row["question"], gold_of(row)
            b = base_item(base_mem, q, gold, budget, retries, seed)
            common = dict(suite="recurring", model=model or "default", model_fingerprint=base_mem.fingerprint,
                          gold=gold)
            ledger.write(item=row["id"], arm="base", artifacts=[], entries=[], logits_sha256={},
                         replay={"problem": q, "budget": budget, "retries": retries, "seed": seed,
                                 "temperature": TEMPERATURE}, **common, **b)
            if b["score"]:
                continue
            n_failed += 1
            bar.update(1)
            writer = open_memory(lib, model)
            e = writer.deposit(q, row["answer"], answer=gold, verifier="numeric", metadata={"row": row["id"]})
            writer.close()
            fresh = open_memory(lib, model)  # a fresh memory on the same folder answers again
            g = graft_item(fresh, q, gold)
            fresh.close()
            ledger.write(item=row["id"], arm="graft", logits_sha256={},
                         entries=[{"problem": e.problem, "solution": e.solution, "answer": e.answer,
                                   "sha256": e.sha256}],
                         replay={"problem": q}, **common, **g)
    finally:
        bar.close()
        base_mem.close()
