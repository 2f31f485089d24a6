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

The arms ``own`` and ``own-text`` (``--arms cold,own,own-text``) ask the question the flywheel raises: the library
is not references but the model's *own* cold solutions that passed the verifier, as ``kvmemory demo`` deposits them.
The asked problems are split in two folds by their id (:func:`own_fold`); each is asked with the other fold's
verified cold solutions deposited, grafted (``own``) and pasted as text (``own-text``), so no problem finds its own
solution. Without ``cold`` in the arms, the own arms take the problems whose cold answers the ledger holds (a run
of the other arms can go on beside them). GSM templates only.

A run can be resumed (``kvmemory bench transfer --resume``): an (item, arm) already in the ledger, written by the
same model build, is not asked again. An ``own`` line records the entries it was asked with; a sample grown later
gives the later lines a larger own library.
"""

from __future__ import annotations

import hashlib
import random
import shutil
import time
from pathlib import Path

from .common import Timer, gold_of, load_rows, open_memory, progress

#: Every arm, in ledger order: cold; the reference library grafted and as text; the model's own verified cold
#: solutions to the other fold's problems grafted and as text.
ARMS = ("cold", "graft", "text", "own", "own-text")
#: The arms a run asks unless told otherwise.
DEFAULT_ARMS = ("cold", "graft", "text")


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
    text = reply_text(tok, tpl, problem, out, "transfer")
    return {"ids": ids, "generated": out, "text": text, "answer": tpl.extract(text), "ttft_s": ttft}


def reply_text(tokenizer, tpl, problem: str, generated: list[int], mode: str) -> str:
    """``Answer.text`` of a reply decoded as ``generated`` in ``mode``, as ``answer`` builds it: the stop match cut
    where the template cuts it (code-v1: the next top-level statement is not kept), trimmed, laid out."""
    return tpl.answer_text(problem, tpl.finish(tokenizer.decode(generated, skip_special_tokens=True), mode))


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


def own_fold(item_id: str) -> int:
    """The fold (0 or 1) of an asked problem for the ``own`` arms: a bit of its id's SHA-256, so a grown sample
    keeps every problem's fold."""
    return hashlib.sha256(item_id.encode()).digest()[0] & 1


def run(out: Path, ledger, *, model: str | None, library: int = 64, problems: int = 8, k: int = 2,
        budget: int = 192, template: str = "gsm-qa-v1", seed: "int | None" = None, done: list[dict] = (),
        arms: tuple = DEFAULT_ARMS, **_) -> None:
    from ..errors import InputError

    unknown = sorted(set(arms) - set(ARMS))
    if unknown or not arms:
        raise InputError(f"transfer: unknown arm(s) {', '.join(unknown) or '(none)'}; pick from {', '.join(ARMS)}")
    own = [a for a in ("own", "own-text") if a in arms]
    if own and template == "code-v1":
        raise InputError("transfer: the own arms take a GSM template (gsm-qa-v1, gsm-chat-v1); code-v1 asks HumanEval "
                         "with the other fold's canonical solutions: drop own,own-text from --arms")
    want = set(arms)
    have = {(line["item"], line["arm"]) for line in done}
    folds = humaneval_folds(problems, seed) if template == "code-v1" else gsm_folds(library, problems, seed)
    opts = dict(model=model, k=k, budget=budget, template=template)
    for n, (deposits, asked) in enumerate(folds):
        asked = [a for a in asked if any((a["id"], arm) not in have for arm in want - set(own))]
        if not asked:
            continue
        mem = _library(out / ("lib-transfer" if len(folds) == 1 else f"lib-transfer-{n}"), model, done)
        try:
            for e in progress(deposits if want & {"graft", "text"} else [], "transfer: library"):
                mem.deposit(e["problem"], e["solution"], answer=e["answer"], verifier=e["verifier"], template=template,
                            metadata=e["metadata"])
            _ask(mem, ledger, asked, have, want=want - set(own), size=len(mem.entries()), **opts)
        finally:
            mem.close()
    if own:
        every = [a for _, asked in folds for a in asked]
        _own(out, ledger, every, [*done, *ledger.lines], have, own, opts)


def _library(path: Path, model, done):
    """An empty library at ``path`` (rebuilt each run: deposits are deterministic, no stale entries), refused when
    the ledger being resumed was written by another model build."""
    from ..errors import InputError

    shutil.rmtree(path, ignore_errors=True)
    mem = open_memory(path, model)
    other = sorted({line.get("model_fingerprint") for line in done} - {mem.fingerprint})
    if other:
        mem.close()
        raise InputError(f"--resume: the ledger holds lines of another model build (fingerprint "
                         f"{other[0][:12]}..., this one {mem.fingerprint[:12]}...); pick another --out to "
                         f"start afresh")
    return mem


def _own(out: Path, ledger, every: list[dict], lines: list[dict], have: set, own: list[str], opts: dict) -> None:
    """The ``own`` arms: each fold asked with the other fold's cold answers that the numeric verifier passes."""
    from ..errors import InputError
    from ..templates import get_template

    cold = {line["item"]: line for line in lines if line["arm"] == "cold"}
    every = [a for a in every if a["id"] in cold]  # without cold in --arms: the problems the ledger answered cold
    if not every:
        raise InputError("transfer: the own arms graft the model's verified cold answers and the ledger holds none "
                         "for these problems: add cold to --arms")
    tpl = get_template(opts["template"])
    for fold in (0, 1):
        asked = [a for a in every if own_fold(a["id"]) == fold and any((a["id"], arm) not in have for arm in own)]
        if not asked:
            continue
        mem = _library(out / f"lib-own-{fold}", opts["model"], lines)
        try:
            for a in progress([a for a in every if own_fold(a["id"]) != fold], "transfer: own library"):
                line = cold[a["id"]]
                text = reply_text(mem.tokenizer, tpl, a["problem"], line["generated_ids"], "cold")
                if tpl.extract(text) != line["answer"]:  # the ledger's tokens must give the answer it recorded
                    raise RuntimeError(f"transfer: {a['id']}'s cold tokens read {tpl.extract(text)!r}, the ledger "
                                       f"says {line['answer']!r}: the ledger does not match this template")
                if line["score"]:  # deposit verifies it again: nothing unverified gets in
                    mem.deposit(a["problem"], text, answer=a["gold"], verifier="numeric", template=tpl.name,
                                metadata={"item": a["id"], "source": "model"})
            _ask(mem, ledger, asked, have, want=set(own), size=len(mem.entries()), arms=("own", "own-text"), **opts)
        finally:
            mem.close()


def _ask(mem, ledger, asked, have, *, model, k, budget, template, size, want: set,
         arms: tuple = ("graft", "text")) -> None:
    """Ask each item cold (when wanted), then with the library's top-k grafted (``arms[0]``) and as text
    (``arms[1]``)."""
    from .ledger import sha256_ids

    grafted, pasted = arms
    for item in progress(asked, "transfer: eval"):
        q = item["problem"]
        common = dict(suite="transfer", item=item["id"], model=model or "default",
                      model_fingerprint=mem.fingerprint, gold=item["gold"], logits_sha256={})
        replay = {"problem": q, "budget": budget, "k": k, "template": template}
        if "cold" in want and (item["id"], "cold") not in have:
            with Timer() as t:
                cold = mem.answer(q, mode="cold", template=template, max_new_tokens=budget)
            ledger.write(arm="cold", artifacts=[], entries=[], input_sha256=cold.input_sha256,
                         generated_ids=cold.token_ids, answer=_shown(item, cold.answer, cold.text),
                         score=int(_right(item, cold.answer, cold.text)), replay=replay,
                         metrics={"ttft_s": cold.timings["ttft_s"], "wall_s": t.wall, "cpu_s": t.cpu,
                                  "prompt_tokens": cold.prompt_tokens, "grafted_tokens": 0, "library_size": size},
                         **common)
        todo = {arm for arm in arms if arm in want and (item["id"], arm) not in have}
        if not todo:
            continue
        with Timer() as t:  # the text arm needs the entries the graft retrieved, even when graft is done
            g = mem.answer(q, mode="transfer", k=k, template=template, max_new_tokens=budget)
        entries = [{"problem": e.problem, "solution": e.solution, "answer": e.answer, "sha256": e.sha256,
                    **({"task_id": e.metadata["task_id"]} if "task_id" in (e.metadata or {}) else {})}
                   for e in g.entries]
        if grafted in todo:
            ledger.write(arm=grafted, artifacts=[e.sha256 for e in g.entries], entries=entries,
                         input_sha256=g.input_sha256, generated_ids=g.token_ids, answer=_shown(item, g.answer, g.text),
                         score=int(_right(item, g.answer, g.text)), replay=replay,
                         metrics={"ttft_s": g.timings["ttft_s"], "wall_s": t.wall, "cpu_s": t.cpu,
                                  "prompt_tokens": g.prompt_tokens, "grafted_tokens": g.grafted_tokens,
                                  "scores": g.scores, "library_size": size},
                         **common)
        if pasted in todo:
            with Timer() as t:
                x = text_arm(mem, q, g.entries, budget, template)
            search = g.timings.get("search_s", 0.0)
            ledger.write(arm=pasted, artifacts=[], entries=entries, input_sha256=sha256_ids(x["ids"]),
                         generated_ids=x["generated"], answer=_shown(item, x["answer"], x["text"]),
                         score=int(_right(item, x["answer"], x["text"])), replay=replay,
                         metrics={"ttft_s": x["ttft_s"] + search, "wall_s": t.wall + search, "cpu_s": t.cpu,
                                  "prompt_tokens": len(x["ids"]), "grafted_tokens": 0, "library_size": size},
                         **common)
