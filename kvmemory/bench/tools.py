"""Suite ``tools``: verified tool-call trajectories on the "Lumen & Pine" shop API (:mod:`kvmemory.bench.toolenv`).

Every arm drives :meth:`kvmemory.KVMemory.answer` with ``tools=`` as an agent would: answer, run the calls in
the simulated environment, send the results back as ``role: "tool"`` messages, until a final answer.

* ``recurring``: the first ``--tasks`` report-split ``base`` tasks. Their verified episodes
  (:func:`~kvmemory.bench.toolenv.reference_episode`, checked by
  :func:`~kvmemory.bench.toolenv.episode_verifier`) are deposited in one process; a second process
  (``python -m kvmemory.bench.tools ask``) runs each task against the same environment. Right: every
  answer replayed from memory, the calls in order equal to the expected calls, and the final answer
  passes the episode verifier. Decode tokens per step are recorded.
* ``cold``: the same tasks, each step answered cold with the reference history so far (teacher forced):
  whether the model's own call (or final answer) is right, and the tokens it forwarded and decoded.
  The tokens a replay saves are these.
* ``changed``: report-split ``changed_env`` tasks (one record of the database edited, so a tool result
  at step ``diverge_at`` differs from the stored one). The base task's verified episode is deposited,
  then the task is run in the changed environment up to the first answer after the differing result.
  A *stale call* is a stored call (or final answer) emitted from memory after that result: target 0.
  Also recorded: whether the model's own next call there is the changed task's expected call.
* ``cap-cold``, ``cap-graft``, ``cap-text``: capability. The calib split's ``base`` episodes are
  deposited; for the first ``--capability`` report tasks (``base`` and ``reworded``; none of their
  episodes is in the library) the first call is answered cold, with the ``k`` nearest verified
  episodes grafted (``mode="transfer"``, template ``tool-episode-v1``), and with the same episodes
  pasted as earlier messages (text). Right: the call equals the expected first call. Wilson 95%
  intervals.

Runs ``python -m kvmemory.bench.tools ask LIB OUT.json`` for the second process of ``recurring``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

__all__ = ["run", "score_lines", "targets", "markdown_lines", "drive", "after_divergence", "CAP_ARMS", "calls_of",
           "stored_messages", "capability_answers"]

CAP_ARMS = ("cap-cold", "cap-graft", "cap-text")


def calls_of(answer) -> list[dict]:
    """An answer's tool calls as ``[{"name", "arguments"}]`` (arguments parsed)."""
    return [{"name": c.name, "arguments": c.arguments} for c in answer.tool_calls]


_calls = calls_of


def stored_messages(entry) -> list[dict]:
    """A stored episode entry (template ``tool-episode-v1``) back in OpenAI messages form."""
    from ..toolcalls.episode import Episode

    return Episode.from_json(entry.solution).messages()


def capability_answers(mem, ask: list, tools: list, *, k: int, budget: int, episode_messages=stored_messages,
                       cold: bool = True, **kw) -> dict:
    """The capability comparison of one task: ``{"cap-graft", "cap-text", "cap-cold"}`` answers (``cap-cold`` None
    when ``cold`` is False). Graft: the ``k`` nearest verified episodes grafted (``mode="transfer"``, template
    ``tool-episode-v1``); text: the same episodes, ``episode_messages(entry)`` each, pasted as messages before the
    task and answered cold; cold: the task alone. ``kw`` goes to every :meth:`~kvmemory.KVMemory.answer`."""
    from ..toolcalls import EPISODE_TEMPLATE

    graft = mem.answer(ask, tools=tools, mode="transfer", template=EPISODE_TEMPLATE, k=k, max_new_tokens=budget, **kw)
    pasted = [m for e in graft.entries for m in episode_messages(e)]
    text = mem.answer(pasted + ask, tools=tools, mode="cold", max_new_tokens=budget, **kw)
    plain = mem.answer(ask, tools=tools, mode="cold", max_new_tokens=budget, **kw) if cold else None
    return {"cap-graft": graft, "cap-text": text, "cap-cold": plain}


def _message(answer) -> dict:
    if answer.tool_calls:
        return {"role": "assistant", "content": None, "tool_calls": [c.to_openai() for c in answer.tool_calls]}
    return {"role": "assistant", "content": answer.text}


def drive(mem, task: dict, env, *, stop_after: int | None = None, max_steps: int = 6, budget: int = 96) -> dict:
    """Run ``task`` as an agent: answer, call, send results; ``stop_after`` answers at most. Returns the
    messages and, per answer, its mode, replay action, calls, decode and prompt tokens."""
    from ..toolcalls.spec import dumps
    from .toolenv import TOOLS

    messages = [{"role": "user", "content": task["task"]}]
    steps = []
    for _ in range(max_steps + 1):
        t = time.perf_counter()
        a = mem.answer(messages, tools=list(TOOLS), max_new_tokens=budget)
        steps.append({"mode": a.mode, "action": (a.replay or {}).get("action"), "calls": _calls(a), "text": a.text,
                      "decode_tokens": a.decode_tokens, "prompt_tokens": a.prompt_tokens, "wall_s": time.perf_counter() - t,
                      "input_sha256": a.input_sha256, "token_ids": a.token_ids, "finish": a.finish,
                      "entries": [e.id for e in a.entries], "artifacts": [e.sha256 for e in a.entries]})
        messages.append(_message(a))
        if a.finish != "tool_calls" or (stop_after is not None and len(steps) >= stop_after):
            break
        for c in a.tool_calls:
            messages.append({"role": "tool", "tool_call_id": c.id, "content": dumps(env.call(c.name, c.arguments))})
    return {"messages": messages, "steps": steps}


def ask(lib: str, out: str, n: int, model: str | None) -> None:
    """The second process of arm ``recurring``: run the first ``n`` report base tasks against ``lib``."""
    from .common import open_memory
    from .toolenv import env_for, load_tasks

    mem = open_memory(Path(lib), model)
    try:
        rows = []
        for task in load_tasks(split="report", kinds=["base"])[:n]:
            rows.append({"task": task["id"], **drive(mem, task, env_for(task))})
    finally:
        mem.close()
    Path(out).write_text(json.dumps(rows), encoding="utf-8")


def _line(ledger, common, item, arm, step, score, metrics, gold=None):
    ledger.write(item=item, arm=arm, input_sha256=step.get("input_sha256", ""), generated_ids=step.get("token_ids", []),
                 answer=json.dumps(step["calls"]) if step.get("calls") else step.get("text"), gold=gold, score=int(score),
                 artifacts=step.get("artifacts", []), entries=[], replay={"mode": step.get("mode")}, metrics=metrics,
                 **common)


def _recurring(out: Path, ledger, common, model, n: int, budget: int) -> None:
    from .common import open_memory
    from .toolenv import TOOLS, episode_verifier, load_tasks, reference_episode, verify_episode

    tasks = load_tasks(split="report", kinds=["base"])[:n]
    lib = out / "lib-tools-recurring"
    mem = open_memory(lib, model)
    try:
        for task in tasks:
            mem.deposit(reference_episode(task), tools=list(TOOLS), verifier=episode_verifier(task))
    finally:
        mem.close()
    answers = out / "tools-recurring-answers.json"
    cmd = [sys.executable, "-m", "kvmemory.bench.tools", "ask", str(lib), str(answers), "-n", str(n)]
    subprocess.run(cmd + (["--model", model] if model else []), check=True)
    by_id = {t["id"]: t for t in tasks}
    for row in json.loads(answers.read_text(encoding="utf-8")):
        task, steps = by_id[row["task"]], row["steps"]
        calls = [c for s in steps for c in s["calls"]]
        replayed = all(s["mode"] == "recurring" and s["action"] in ("replay", "final") for s in steps)
        right = replayed and calls == task["expected_calls"] and verify_episode(row["messages"], task).passed
        _line(ledger, common, task["id"], "recurring", steps[-1], right,
              {"steps": len(steps), "replayed": replayed, "decode_tokens": [s["decode_tokens"] for s in steps],
               "prompt_tokens": [s["prompt_tokens"] for s in steps], "wall_s": sum(s["wall_s"] for s in steps)})


def _cold(ledger, common, mem, n: int, budget: int) -> None:
    """Teacher-forced cold answers of the recurring arm's tasks (what a replay saves)."""
    from .toolenv import TOOLS, load_tasks, reference_episode, states

    for task in load_tasks(split="report", kinds=["base"])[:n]:
        ref = reference_episode(task)
        turns = [i for i, m in enumerate(ref) if m["role"] == "assistant"]
        for s, i in enumerate(turns):
            a = mem.answer(ref[:i], tools=list(TOOLS), mode="cold", max_new_tokens=budget)
            if s < len(task["expected_calls"]):
                right = _calls(a) == [task["expected_calls"][s]]
            else:
                right = not a.tool_calls and all(states(a.text, f) for f in task["answer_facts"])
            step = {"calls": _calls(a), "text": a.text, "input_sha256": a.input_sha256, "token_ids": a.token_ids,
                    "mode": a.mode}
            _line(ledger, common, f"{task['id']}/step{s}", "cold", step, right,
                  {"decode_tokens": a.decode_tokens, "prompt_tokens": a.prompt_tokens,
                   "wall_s": a.timings.get("total_s")})


def after_divergence(task: dict, base: dict, calls: list, text: str | None) -> tuple[bool, bool]:
    """``(right, repeats stored)`` for the model's first answer after the differing result of a changed task: its
    next call equals the changed task's expected one (or, where the task answers next, the final answer states the
    changed task's facts); and whether it repeats the stored episode's next call (or states a stored fact that
    the change made false)."""
    from .toolenv import states

    d = task["diverge_at"]
    want, stored = task["expected_calls"][d + 1:d + 2], base["expected_calls"][d + 1:d + 2]
    if want:
        return calls == want, bool(calls) and calls == stored
    final = "" if calls else (text or "")
    stale = [f for f in base["answer_facts"] if f not in task["answer_facts"]]
    return (bool(final) and all(states(final, f) for f in task["answer_facts"]),
            bool(final) and any(states(final, f) for f in stale))


def _changed(out: Path, ledger, common, model, n: int, budget: int) -> None:
    from .common import open_memory
    from .toolenv import TOOLS, env_for, episode_verifier, load_tasks, reference_episode

    tasks = load_tasks(split="report", kinds=["changed_env"])[:n]
    bases = {t["base"]: t for t in load_tasks(kinds=["base"])}
    mem = open_memory(out / "lib-tools-changed", model)
    try:
        for task in tasks:
            base = bases[task["base"]]
            mem.deposit(reference_episode(base), tools=list(TOOLS), verifier=episode_verifier(base))
            d = task["diverge_at"]
            run = drive(mem, task, env_for(task), stop_after=d + 2, budget=budget)
            after = run["steps"][d + 1:]
            stale = sum(s["mode"] == "recurring" for s in after)
            first = after[0] if after else {"calls": [], "mode": None, "action": None}
            right, repeats = after_divergence(task, base, first["calls"], first.get("text"))
            _line(ledger, common, task["id"], "changed", first, stale == 0,
                  {"diverge_at": d, "stale": stale, "after": len(after), "action": first.get("action"),
                   "mode_after": first.get("mode"), "replayed_before": sum(s["mode"] == "recurring"
                                                                           for s in run["steps"][:d + 1]),
                   "model_call_right": right, "stored_next": repeats,
                   "decode_tokens": first.get("decode_tokens", 0)})
    finally:
        mem.close()


def _capability(out: Path, ledger, common, model, n: int, k: int, budget: int) -> None:
    from .common import open_memory
    from .toolenv import TOOLS, episode_verifier, load_tasks, reference_episode

    mem = open_memory(out / "lib-tools-capability", model)
    try:
        for task in load_tasks(split="calib", kinds=["base"]):
            mem.deposit(reference_episode(task), tools=list(TOOLS), verifier=episode_verifier(task))
        calib = {t["task"]: t for t in load_tasks(split="calib", kinds=["base"])}
        for task in load_tasks(split="report", kinds=["base", "reworded"])[:n]:
            ask = [{"role": "user", "content": task["task"]}]
            want = task["expected_calls"][:1]
            got = capability_answers(mem, ask, list(TOOLS), k=k, budget=budget,
                                     episode_messages=lambda e: reference_episode(calib[e.problem]))
            for arm in CAP_ARMS:
                a = got[arm]
                step = {"calls": _calls(a), "text": a.text, "input_sha256": a.input_sha256, "token_ids": a.token_ids,
                        "mode": a.mode, "artifacts": [e.sha256 for e in a.entries]}
                _line(ledger, common, task["id"], arm, step, _calls(a) == want,
                      {"kind": task["kind"], "family": task["family"], "decode_tokens": a.decode_tokens,
                       "prompt_tokens": a.prompt_tokens, "grafted_tokens": a.grafted_tokens,
                       "wall_s": a.timings.get("total_s")}, gold=json.dumps(want))
    finally:
        mem.close()


def run(out: Path, ledger, *, model: str | None, tasks: int = 30, changed: int = 41, capability: int = 40, k: int = 2,
        budget: int = 96, arms: tuple = ("recurring", "cold", "changed", "capability"), **_) -> None:
    from .common import open_memory

    out = Path(out)
    probe = open_memory(out / "lib-tools-cold", model)
    common = dict(suite="tools", model=model or "default", model_fingerprint=probe.fingerprint, logits_sha256={})
    try:
        if "cold" in arms:
            _cold(ledger, common, probe, tasks, budget)
    finally:
        probe.close()
    if "recurring" in arms:
        _recurring(out, ledger, common, model, tasks, budget)
    if "changed" in arms:
        _changed(out, ledger, common, model, changed, budget)
    if "capability" in arms:
        _capability(out, ledger, common, model, capability, k, budget)


# -- scoring (torch- and numpy-free) ---------------------------------------------------------------
def score_lines(lines: list[dict]) -> dict:
    """Per arm: right/n (Wilson 95%), tokens; recurring: replayed and decode tokens per step; changed: stale calls."""
    from .ledger import wilson

    arms: dict = {}
    for line in lines:
        a = arms.setdefault(line["arm"], {"n": 0, "right": 0, "lines": []})
        a["n"] += 1
        a["right"] += int(line.get("score") or 0)
        a["lines"].append(line.get("metrics") or {})
    out: dict = {"arms": {}}
    for name, a in arms.items():
        ms = a.pop("lines")
        lo, hi = wilson(a["right"], a["n"])
        a.update(ci95=[lo, hi])
        if name == "recurring":
            per_step = [t for m in ms for t in m["decode_tokens"]]
            a.update(replayed=sum(bool(m["replayed"]) for m in ms), steps=len(per_step),
                     max_decode_tokens_per_step=max(per_step, default=0),
                     decode_tokens=sum(per_step), prompt_tokens=sum(t for m in ms for t in m["prompt_tokens"]))
        elif name == "changed":
            a.update(stale=sum(m["stale"] for m in ms), after=sum(m["after"] for m in ms),
                     transfer_after=sum(m["mode_after"] == "transfer" for m in ms),
                     model_call_right=sum(bool(m["model_call_right"]) for m in ms),
                     model_repeats_stored=sum(bool(m["stored_next"]) for m in ms),
                     replayed_before=sum(m["replayed_before"] for m in ms),
                     diverged=sum(m["action"] == "diverged" for m in ms))
        else:
            a.update(decode_tokens=sum(m.get("decode_tokens") or 0 for m in ms),
                     prompt_tokens=sum(m.get("prompt_tokens") or 0 for m in ms))
        out["arms"][name] = a
    return out


def targets(s: dict, t) -> None:
    arms = s["arms"]
    rec = arms.get("recurring")
    if rec:
        scaled = rec["right"] * 30 / rec["n"]
        t(">= 29/30 recurring trajectories replay the verified calls exactly (new process, scaled)",
          scaled >= 29 - 1e-9, f"{rec['right']}/{rec['n']}")
        t("<= 10 decode tokens per replayed step", rec["max_decode_tokens_per_step"] <= 10,
          f"max {rec['max_decode_tokens_per_step']} over {rec['steps']} steps")
    ch = arms.get("changed")
    if ch:
        t("0 stored calls emitted after the first differing tool result (>= 30 cases)",
          ch["stale"] == 0 and ch["n"] >= 30, f"{ch['stale']} over {ch['n']} cases")
    cold, graft = arms.get("cap-cold"), arms.get("cap-graft")
    if cold and graft:
        t("capability: grafted trajectories beat cold, 95% intervals apart", graft["ci95"][0] > cold["ci95"][1],
          f"graft {graft['right']}/{graft['n']} [{graft['ci95'][0]:.2f}, {graft['ci95'][1]:.2f}] vs cold "
          f"{cold['right']}/{cold['n']} [{cold['ci95'][0]:.2f}, {cold['ci95'][1]:.2f}]")


def markdown_lines(s: dict) -> list[str]:
    rows = ["| arm | right | 95% CI | decode tokens | prompt tokens forwarded | notes |", "|---|---|---|---|---|---|"]
    for name, a in s["arms"].items():
        note = ""
        if name == "recurring":
            note = f"replayed {a['replayed']}/{a['n']}, {a['steps']} steps, max {a['max_decode_tokens_per_step']} decode tokens/step"
        elif name == "changed":
            note = (f"stale calls after the differing result: {a['stale']}; diverged {a['diverged']}/{a['n']}; model's own "
                    f"next step right {a['model_call_right']}/{a['n']}, repeats the stored step {a['model_repeats_stored']}")
        rows.append(f"| {name} | {a['right']}/{a['n']} | {a['ci95'][0]:.2f}-{a['ci95'][1]:.2f} | "
                    f"{a.get('decode_tokens', '')} | {a.get('prompt_tokens', '')} | {note} |")
    return rows


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser(prog="python -m kvmemory.bench.tools")
    ap.add_argument("command", choices=["ask"])
    ap.add_argument("lib")
    ap.add_argument("out")
    ap.add_argument("-n", type=int, default=30)
    ap.add_argument("--model", default=None)
    args = ap.parse_args()
    ask(args.lib, args.out, args.n, args.model)
