"""The stale guard per domain (arm ``domain-stale`` of ``kvmemory bench same-problem --stale N``).

Per domain, in its own namespace, every stored request of the first ``N`` rewordings and ``N`` changed
requests is deposited with a stand-in verified answer: a label (``R<base>``) that no model writes unless
it copies it from the grafted entry (code: a ``return None`` body). Each request is then answered in
**transfer** mode (``k=1``, the stored request grafted as a worked example) with the memory's stale
policy at ``"mark"``, so the raw transfer reply and the guard's verdict (``Answer.suspect``) are both
seen. The template's own ``repeats`` hook says whether the reply repeats the stored answer.

* A **changed** request whose reply repeats the stored answer is a *stale copy* (the label answers
  another task). Caught: the guard marked it. Target: at least 90% caught in every domain.
* A **reworded** request (the same task, forced into transfer as if the rule had missed it) whose reply
  repeats the stored answer is *right*. A mark on it is a *false flag*: under the default policy
  (``"cold"``) the memory answers again without the entry, so each flagged right reply is answered cold
  here too, and it is *turned wrong* when the cold reply does not give the stored answer (a cold reply
  cannot write a label). Target: per domain, right turned wrong never more often than stale copies caught.

GSM8K (domain ``gsm8k``) runs the same way with real entries: the source row's verified solution and
its final number, rewordings from the hand-written ones first, changed problems from the ``numbers``
and ``question`` sets (a changed number or question: a copy of the old number is stale).

Forcing every rewording into transfer overstates how often the guard meets one (most are recognised
and answered in recurring mode), so the false-flag count is an upper bound.
"""

from __future__ import annotations

import re

import time
from pathlib import Path

__all__ = ["run_stale", "score_stale", "stale_targets", "stale_markdown"]

ARM = "domain-stale"


def run_stale(out: Path, ledger, domains, cases_of, *, n: int, model: str | None, templates: dict,
              suite: str, max_new_tokens: int = 32) -> None:
    """Write one ``domain-stale`` ledger line per case (module docstring). ``cases_of(domain)``: the
    domain's cases (the bench's split, first ``n`` of each kind; GSM8K cases carry their row's verified
    ``solution``); ``templates``: domain -> template name."""
    import hashlib
    from dataclasses import replace

    from ..settings import DEFAULT_SETTINGS
    from ..templates import get_template
    from .common import open_memory, progress

    mem = open_memory(out / "lib-domain-stale", model, settings=replace(DEFAULT_SETTINGS, stale_policy="mark"))
    budget = {"gsm-qa-v1": max(max_new_tokens, 192)}
    try:
        for domain in domains:
            cases = cases_of(domain)
            name = templates[domain]
            tpl = get_template(name)
            stored = _deposit(mem, progress(cases, f"deposit {domain}"), name, domain)
            for case in progress(cases, f"transfer {domain}"):
                t = time.perf_counter()
                tokens = budget.get(name, max_new_tokens)
                r = mem.answer(case["query"], mode="transfer", k=1, namespace=domain, template=name,
                               max_new_tokens=tokens)
                own = bool(r.entries) and r.entries[0].problem == case["candidate"]
                theirs, solution = stored[case["candidate"]]
                repeats = own and bool(tpl.repeats(r.text, theirs, solution))
                cold = cold_repeats = None
                if repeats and r.suspect and case["same"]:     # what the default policy would have served
                    cold = mem.answer(case["query"], mode="cold", namespace=domain, template=name,
                                      max_new_tokens=tokens)
                    cold_repeats = bool(tpl.repeats(cold.text, theirs, solution))
                ledger.write(suite=suite, item=case["id"], arm=ARM, model=model or "default",
                             model_fingerprint=mem.fingerprint, input_sha256=r.input_sha256,
                             query_sha256=hashlib.sha256(case["query"].encode()).hexdigest(),
                             artifacts=[e.sha256 for e in r.entries], entries=[e.id for e in r.entries],
                             generated_ids=r.token_ids, logits_sha256={}, answer=r.text, gold=bool(case["same"]),
                             expected=theirs or solution, mode=r.mode, own_entry=own, repeats=repeats,
                             suspect=bool(r.suspect), suspect_reason=r.suspect_reason, domain=domain,
                             cold_answer=None if cold is None else cold.text, cold_repeats=cold_repeats,
                             kind=case["kind"], change=case["change"], transform=case["transform"],
                             split=case["split"], score=int(r.suspect == (repeats and not case["same"])),
                             replay={"query": case["query"]},
                             metrics={"decode_tokens": r.decode_tokens, "answer_s": time.perf_counter() - t})
    finally:
        mem.close()


#: The letter that stands for a hand-written split in a stand-in answer ("Rheldout3-4" -> "RQ4"); the alphabet spent,
#: later splits take two ("Rheldout26-4" -> "RHB4"). Each split's label is its own, so stand-ins never collide.
_LABEL_LETTER = {"hand": "H", "heldout": "O", "heldout2": "P", "heldout3": "Q", "heldout4": "S", "heldout5": "U",
                 "heldout6": "V", "heldout7": "W", "heldout8": "X", "heldout9": "Y", "heldout10": "Z", "heldout11": "E",
                 "heldout12": "F", "heldout13": "G", "heldout14": "J", "heldout15": "K", "heldout16": "L",
                 "heldout17": "M", "heldout18": "N", "heldout19": "I", "heldout20": "B",
                 "heldout21": "A", "heldout22": "C", "heldout23": "D", "heldout24": "R", "heldout25": "HA",
                 "heldout26": "HB", "heldout27": "HC", "heldout28": "HD", "heldout29": "HE", "heldout30": "HF", "tune": "T"}
_LABEL_SET = re.compile(r"(hand|heldout\d*|tune)-")


def _deposit(mem, cases, name: str, domain: str) -> dict:
    """Deposit every case's stored request once; ``{stored request: (answer, solution)}``."""
    stored: dict = {}
    for case in cases:
        if case["candidate"] in stored:
            continue
        label = _LABEL_SET.sub(lambda m: _LABEL_LETTER[m.group(1)], f"R{case.get('base')}")
        if name == "gsm-qa-v1":
            mem.deposit(case["candidate"], case["solution"], answer=case["candidate_answer"],
                        verifier="numeric", template=name, namespace=domain)
            stored[case["candidate"]] = (case["candidate_answer"], case["solution"])
        elif name == "code-v1":
            mem.deposit(case["candidate"], "    return None\n", verifier="human", template=name,
                        namespace=domain)
            stored[case["candidate"]] = (None, "    return None\n")
        else:
            mem.deposit(case["candidate"], label, answer=label, verifier="exact", template=name,
                        namespace=domain)
            stored[case["candidate"]] = (label, label)
    return stored


def score_stale(lines: list[dict]) -> dict:
    """Per domain: stale copies and how many the guard caught; right transfer replies and how many it
    flagged (each a right answer the default policy would turn wrong); flags on replies that repeat nothing."""
    out = {}
    for domain in dict.fromkeys(i["domain"] for i in lines):
        mine = [i for i in lines if i["domain"] == domain]
        changed = [i for i in mine if not i["gold"]]
        same = [i for i in mine if i["gold"]]
        copies = [i for i in changed if i["repeats"]]
        right = [i for i in same if i["repeats"]]
        out[domain] = {
            "changed": len(changed), "copies": len(copies), "caught": sum(i["suspect"] for i in copies),
            "reworded": len(same), "right": len(right), "right_flagged": sum(i["suspect"] for i in right),
            "turned_wrong": sum(bool(i["suspect"]) and i.get("cold_repeats") is not True for i in right),
            "flags_without_copy": sum(i["suspect"] for i in mine if not i["repeats"]),
            "caught_items": [i["item"] for i in copies if i["suspect"]],
            "missed_items": [i["item"] for i in copies if not i["suspect"]],
            "right_flagged_items": [i["item"] for i in right if i["suspect"]],
        }
    return out


def stale_targets(scored: dict, t) -> None:
    """Issue 18's stale-guard targets, per domain, through ``t(name, met, measured)``."""
    for domain, d in scored.items():
        rate = d["caught"] / d["copies"] if d["copies"] else 1.0
        t(f"{domain}: stale copies flagged >= 90%", rate >= 0.9,
          f"{d['caught']}/{d['copies']} copies of {d['changed']} changed requests; "
          f"{d['flags_without_copy']} flags on replies that repeat nothing")
        t(f"{domain}: right transfer answers turned wrong <= stale copies caught", d["turned_wrong"] <= d["caught"],
          f"{d['turned_wrong']} turned wrong ({d['right_flagged']} flagged) of {d['right']} right (of "
          f"{d['reworded']} rewordings forced into transfer) vs {d['caught']} caught")


def stale_markdown(scored: dict) -> list[str]:
    out = ["", "The stale guard per domain (arm `domain-stale`: every request answered in transfer mode, k=1, "
               "policy `mark`):", "",
           "| domain | changed | stale copies | caught | rewordings | right (repeat the stored answer) | "
           "right flagged | turned wrong under `cold` | flags on no copy |", "|---|---|---|---|---|---|---|---|---|"]
    for domain, d in scored.items():
        out.append(f"| {domain} | {d['changed']} | {d['copies']} | {d['caught']} | {d['reworded']} | {d['right']} | "
                   f"{d['right_flagged']} | {d.get('turned_wrong', d['right_flagged'])} | {d['flags_without_copy']} |")
    return out
