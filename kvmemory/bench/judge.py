"""The model as a same-task judge (arm ``domain-judge`` of ``kvmemory bench same-problem --judge SHOTS``).

Issue 18 names "the model itself as a judge" as one design for the same-task decision. This arm measures it:
for every case of the split, the model (``--model``, default the embedded one) is asked through its chat template
whether the stored request and the new one ask for exactly the same thing, and the case is scored by
``log P("Yes") - log P("No")`` at the first reply token (both spellings, with and without a leading space). With
``SHOTS`` = 4 the prompt first shows four worked pairs, written for this probe and taken from no set (two the same
task, two changed: a reversed conversion and "count" for "list"); with 0 it shows none.

:func:`score_judge` (no torch) recomputes, per domain and over all, the area under the ROC curve (the chance that a
paraphrase scores above a changed request; 0.5 is chance) and how many paraphrases score above every changed
request (what the judge could admit at no false hit). Each ledger line carries the SHA-256 of both texts, of the
prompt and of the model's fingerprint, so a figure can be re-checked without rerunning the model.
"""

from __future__ import annotations

import time

from .ledger import sha256_text

__all__ = ["ARM", "WORKED_PAIRS", "judge_prompt", "run_judge", "score_judge", "judge_markdown"]

ARM = "domain-judge"

#: The worked pairs shown with ``SHOTS`` = 4: (stored, request, same task).
WORKED_PAIRS = (
    ("Convert 5 miles to kilometers.", "How many km is 5 miles?", True),
    ("Convert 5 miles to kilometers.", "Convert 5 kilometers to miles.", False),
    ("Count the employees in the sales department.", "List the employees in the sales department.", False),
    ("Delete all .log files under /var/log.", "remove every log file in /var/log", True),
)


def judge_prompt(stored: str, request: str, shots: int) -> str:
    """The user message the judge reads (``shots``: 0, or up to 4 worked pairs first)."""
    if not shots:
        return (f"Request A: {stored}\n\nRequest B: {request}\n\nDo request A and request B ask for exactly the same "
                "thing, with the same answer? Answer Yes or No.")
    head = "Decide whether two requests ask for the same task, so that one answer serves both.\n\n"
    worked = "".join(f"Request A: {a}\nRequest B: {b}\nSame task (Yes or No)? {'Yes' if same else 'No'}\n\n"
                     for a, b, same in WORKED_PAIRS[:shots])
    return f"{head}{worked}Request A: {stored}\nRequest B: {request}\nSame task (Yes or No)?"


def run_judge(ledger, domains, cases_of, *, model: str | None, shots: int, suite: str) -> None:
    """Write one ``domain-judge`` line per case of each domain (``cases_of(domain)``: the split's cases)."""
    import torch

    from ..models import fingerprint
    from .common import load_lm, progress

    lm, tok = load_lm(model)
    lm.eval()
    fp = fingerprint(lm, tok)
    yes = sorted({tok.encode(w, add_special_tokens=False)[0] for w in ("Yes", " Yes")})
    no = sorted({tok.encode(w, add_special_tokens=False)[0] for w in ("No", " No")})
    for domain in domains:
        for case in progress(cases_of(domain), f"judge {domain}"):
            t = time.perf_counter()
            prompt = judge_prompt(case["candidate"], case["query"], shots)
            ids = tok.apply_chat_template([{"role": "user", "content": prompt}], add_generation_prompt=True,
                                          return_tensors="pt", return_dict=True)["input_ids"].to(lm.device)
            with torch.no_grad():
                logp = lm(ids).logits[0, -1].float().log_softmax(-1)
            score = float(torch.logsumexp(logp[yes], 0) - torch.logsumexp(logp[no], 0))
            ledger.write(suite=suite, item=case["id"], arm=ARM, model=model or "default", model_fingerprint=fp,
                         input_sha256=sha256_text(case["query"]), candidate_sha256=sha256_text(case["candidate"]),
                         prompt_sha256=sha256_text(prompt), artifacts=[], entries=[], generated_ids=[], logits_sha256={},
                         answer=score, gold=bool(case["same"]), score=score, shots=shots, domain=domain,
                         kind=case["kind"], change=case["change"], transform=case["transform"], split=case["split"],
                         replay={"query": case["query"], "candidate": case["candidate"]},
                         metrics={"judge_s": time.perf_counter() - t, "prompt_tokens": int(ids.shape[1])})


def _auc(same: list[float], changed: list[float]) -> float | None:
    if not same or not changed:
        return None
    wins = sum((a > b) + 0.5 * (a == b) for a in same for b in changed)
    return wins / (len(same) * len(changed))


def _summary(lines: list[dict]) -> dict:
    same = [i["score"] for i in lines if i["gold"]]
    changed = [i["score"] for i in lines if not i["gold"]]
    top = max(changed) if changed else None
    return {"paraphrases": len(same), "changed": len(changed), "auc": _auc(same, changed),
            "admitted_at_no_false_hit": sum(s > top for s in same) if top is not None else len(same),
            "shots": sorted({i["shots"] for i in lines})}


def score_judge(lines: list[dict]) -> dict:
    """Per domain, then ``all``: AUC and the paraphrases scored above every changed request."""
    out = {}
    for domain in dict.fromkeys(i["domain"] for i in lines):
        out[domain] = _summary([i for i in lines if i["domain"] == domain])
    out["all"] = _summary(lines)
    return out


def judge_markdown(s: dict) -> list[str]:
    rows = ["", "The model as a same-task judge (arm `domain-judge`; AUC 0.5 is chance):", "",
            "| domain | shots | paraphrases | changed | AUC | paraphrases above every changed request |",
            "|---|---|---|---|---|---|"]
    for domain, d in s.items():
        auc = "-" if d["auc"] is None else f"{d['auc']:.3f}"
        rows.append(f"| {domain} | {','.join(map(str, d['shots']))} | {d['paraphrases']} | {d['changed']} | {auc} | "
                    f"{d['admitted_at_no_false_hit']}/{d['paraphrases']} |")
    return rows
