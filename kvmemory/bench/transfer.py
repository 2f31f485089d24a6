"""Suite ``transfer``: held-out problems, answered cold, with the top-k entries grafted, and with the
same k entries written into the prompt as text and prefilled.

The library holds the first ``library`` GSM8K *train* problems with their verified reference solutions, laid
out in ``template`` (``gsm-qa-v1``, the plain ``Q:``/``A:`` layout a base model continues; or ``gsm-chat-v1``, the
chat format with chain of thought, for an instruction-tuned model). Evaluation uses dev (test) problems: the
first ``problems``, or with ``seed`` a seeded sample of that many from all of them; any dev problem whose
normalised text is in the library is skipped. With ``template="code-v1"`` the problems are HumanEval's
(:func:`humaneval_folds`: two folds, each problem asked with the other fold's canonical solutions deposited, each
verified by its own unit tests), and right means the problem's unit tests pass.

The text arm uses the very entries the graft arm retrieved, in the same order, laid out with the template's entry
text followed by its solve query, prefilled as one text. TTFT of the text arm includes the same search time as
the graft arm.

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
    if tpl.cut_at_stop and stop is not None and (m := stop.search(decoded)):
        decoded = decoded[:m.start()]  # as ``answer`` does (code-v1: the next top-level statement is not kept)
    decoded = tpl.trim(decoded, "transfer") if tpl.trim else decoded
    text = tpl.answer_text(problem, decoded)
    return {"ids": ids, "generated": out, "text": text, "answer": tpl.extract(text), "ttft_s": ttft}


def dev_problems(problems: int, known: set, seed: "int | None") -> list[dict]:
    """The dev problems asked: the first ``problems`` not in the library, or (``seed``) a seeded sample of them."""
    from ..templates import normalize_problem

    rows = load_rows("dev", None if seed is not None else problems + 50)
    rows = [r for r in rows if normalize_problem(r["question"]) not in known]
    return [rows[i] for i in sample_indices(len(rows), problems, seed)]


def sample_indices(n: int, count: int, seed: "int | None") -> list[int]:
    """``count`` of ``range(n)`` in order: the first ones, or (``seed``) the head of a seeded shuffle, so a larger
    sample keeps a smaller one (``--resume`` may grow it)."""
    if seed is None:
        return list(range(min(count, n)))
    order = list(range(n))
    random.Random(seed).shuffle(order)
    return sorted(order[:count])


def gsm_folds(library: int, problems: int, seed: "int | None") -> list[tuple[list[dict], list[dict]]]:
    """One fold: the first ``library`` train problems deposited, dev problems asked (none of the library's)."""
    from ..templates import normalize_problem

    train = [{"problem": r["question"], "solution": r["answer"], "answer": gold_of(r), "verifier": "numeric",
              "metadata": {"row": r["id"]}} for r in load_rows("train", library)]
    known = {normalize_problem(e["problem"]) for e in train}
    asked = [{"id": r["id"], "problem": r["question"], "gold": gold_of(r)} for r in dev_problems(problems, known, seed)]
    return [(train, asked)]


def humaneval_folds(problems: int, seed: "int | None") -> list[tuple[list[dict], list[dict]]]:
    """Two folds over HumanEval: a problem of even index is asked with the odd-index problems' verified canonical
    solutions in the library, and the other way round, so every problem can be asked and none finds its own."""
    from ..sandbox import humaneval_verifier as unit_tests
    from .anytask import humaneval

    rows = humaneval(None)
    picked = set(sample_indices(len(rows), problems, seed))
    folds = []
    for parity in (0, 1):
        library = [{"problem": p["prompt"], "solution": p["canonical_solution"], "answer": None,
                    "verifier": unit_tests(p), "metadata": {"task_id": p["task_id"]}}
                   for i, p in enumerate(rows) if i % 2 != parity]
        asked = [{"id": f"code/{p['task_id']}", "problem": p["prompt"], "gold": None, "check": unit_tests(p)}
                 for i, p in enumerate(rows) if i % 2 == parity and i in picked]
        folds.append((library, asked))
    return folds


def _shown(item: dict, answer: "str | None", text: str) -> "str | None":
    """What a ledger line records as the answer: the code (an item with a check), else the final answer."""
    return text if "check" in item else answer


def _right(item: dict, answer: "str | None", text: str) -> bool:
    """Right: the item's own check passes on the text (code), else the final answer equals the gold."""
    if "check" in item:
        return bool(item["check"](item["problem"], text).passed)
    return answer == item["gold"]


def run(out: Path, ledger, *, model: str | None, library: int = 64, problems: int = 8, k: int = 2,
        budget: int = 192, template: str = "gsm-qa-v1", seed: "int | None" = None, done: list[dict] = (),
        **_) -> None:
    from ..errors import InputError

    have = {(line["item"], line["arm"]) for line in done}
    folds = humaneval_folds(problems, seed) if template == "code-v1" else gsm_folds(library, problems, seed)
    for n, (deposits, asked) in enumerate(folds):
        asked = [a for a in asked if any((a["id"], arm) not in have for arm in ARMS)]
        if not asked:
            continue
        lib = out / ("lib-transfer" if len(folds) == 1 else f"lib-transfer-{n}")
        shutil.rmtree(lib, ignore_errors=True)  # rebuilt each run (deposits are deterministic): no stale entries
        mem = open_memory(lib, model)
        try:
            other = sorted({line.get("model_fingerprint") for line in done} - {mem.fingerprint})
            if other:
                raise InputError(f"--resume: the ledger holds lines of another model build (fingerprint "
                                 f"{other[0][:12]}..., this one {mem.fingerprint[:12]}...); pick another --out to "
                                 f"start afresh")
            for e in progress(deposits, "transfer: library"):
                mem.deposit(e["problem"], e["solution"], answer=e["answer"], verifier=e["verifier"], template=template,
                            metadata=e["metadata"])
            _ask(mem, ledger, asked, have, model=model, k=k, budget=budget, template=template,
                 size=len(mem.entries()))
        finally:
            mem.close()


def _ask(mem, ledger, asked, have, *, model, k, budget, template, size) -> None:
    from .ledger import sha256_ids

    for item in progress(asked, "transfer: eval"):
        q = item["problem"]
        common = dict(suite="transfer", item=item["id"], model=model or "default",
                      model_fingerprint=mem.fingerprint, gold=item["gold"], logits_sha256={})
        replay = {"problem": q, "budget": budget, "k": k, "template": template}
        if (item["id"], "cold") not in have:
            with Timer() as t:
                cold = mem.answer(q, mode="cold", template=template, max_new_tokens=budget)
            ledger.write(arm="cold", artifacts=[], entries=[], input_sha256=cold.input_sha256,
                         generated_ids=cold.token_ids, answer=_shown(item, cold.answer, cold.text),
                         score=int(_right(item, cold.answer, cold.text)), replay=replay,
                         metrics={"ttft_s": cold.timings["ttft_s"], "wall_s": t.wall, "cpu_s": t.cpu,
                                  "prompt_tokens": cold.prompt_tokens, "grafted_tokens": 0, "library_size": size},
                         **common)
        if {(item["id"], "graft"), (item["id"], "text")} <= have:
            continue
        with Timer() as t:  # the text arm needs the entries the graft retrieved, even when graft is done
            g = mem.answer(q, mode="transfer", k=k, template=template, max_new_tokens=budget)
        entries = [{"problem": e.problem, "solution": e.solution, "answer": e.answer, "sha256": e.sha256,
                    **({"task_id": e.metadata["task_id"]} if "task_id" in (e.metadata or {}) else {})}
                   for e in g.entries]
        if (item["id"], "graft") not in have:
            ledger.write(arm="graft", artifacts=[e.sha256 for e in g.entries], entries=entries,
                         input_sha256=g.input_sha256, generated_ids=g.token_ids, answer=_shown(item, g.answer, g.text),
                         score=int(_right(item, g.answer, g.text)), replay=replay,
                         metrics={"ttft_s": g.timings["ttft_s"], "wall_s": t.wall, "cpu_s": t.cpu,
                                  "prompt_tokens": g.prompt_tokens, "grafted_tokens": g.grafted_tokens,
                                  "scores": g.scores, "library_size": size},
                         **common)
        if (item["id"], "text") not in have:
            with Timer() as t:
                x = text_arm(mem, q, g.entries, budget, template)
            search = g.timings.get("search_s", 0.0)
            ledger.write(arm="text", artifacts=[], entries=entries, input_sha256=sha256_ids(x["ids"]),
                         generated_ids=x["generated"], answer=_shown(item, x["answer"], x["text"]),
                         score=int(_right(item, x["answer"], x["text"])), replay=replay,
                         metrics={"ttft_s": x["ttft_s"] + search, "wall_s": t.wall + search, "cpu_s": t.cpu,
                                  "prompt_tokens": len(x["ids"]), "grafted_tokens": 0, "library_size": size},
                         **common)
