"""``kvmemory demo --tools``: the flywheel for an agent with tools, on the shop API of ``kvmemory bench tools``.

For each of ``n`` tasks of :mod:`kvmemory.bench.toolenv` (a task, a rewording of it, and the same task in a
world where one record changed), a :class:`~kvmemory.toolagent.ToolAgent` over the library:

1. **cold**: runs the task; the run is checked by the task's episode verifier (its calls are the expected ones,
   its tool results the environment's, its final answer states the facts) and deposited if it passes; where the
   model fails, the task's reference run (written by a program, verified the same way) is deposited instead;
2. **again** and **reworded**: the same task, then a rewording of it; while every tool result equals the stored
   one, each reply is the stored call (``mode == "recurring"``, 0 decode tokens) and then the stored answer;
3. **changed**: the same task where one record differs (e.g. an order's status): the stored call is replayed
   until its tool result differs from the stored one, then the model decodes from there (the stored final
   answer would be stale); that run is verified and deposited like any other.

Each row says whether the run passed its verifier, its decode tokens and where its steps came from.
"""

from __future__ import annotations

import time
from typing import Callable

__all__ = ["STAGES", "demo_tasks", "run_tools_demo"]

#: The runs made per task, in order.
STAGES = ("cold", "again", "reworded", "changed")


def demo_tasks(n: int) -> list[dict[str, dict]]:
    """The first ``n`` task groups of the shop API that have a rewording and a changed world (the package carries
    ten: :func:`kvmemory.bench.toolenv.demo_tasks`): per group a dict ``{"cold": task, "again": task, "reworded":
    task, "changed": task}`` (``cold`` and ``again`` the same). More than it carries is an ``InputError``."""
    from .bench.toolenv import demo_tasks as carried
    from .errors import InputError

    groups: dict[str, dict[str, dict]] = {}
    for task in carried():
        groups.setdefault(task["base"], {}).setdefault(task["kind"], task)
    full = [g for g in groups.values() if {"base", "reworded", "changed_env"} <= set(g)]
    if n > len(full):
        raise InputError(f"the tools demo carries {len(full)} task groups; ask for at most {len(full)} (the whole "
                         f"set, for `kvmemory bench tools`, is evalsets/tools of the repository)")
    return [{"cold": g["base"], "again": g["base"], "reworded": g["reworded"], "changed": g["changed_env"]}
            for g in full[:n]]


def run_tools_demo(mem, n: int = 3, *, max_new_tokens: int = 128,
                   echo: Callable[[dict], None] | None = None) -> dict:
    """Run the demo on ``mem`` (see the module docstring); ``echo`` is called with each row as it is done.
    Returns ``{"rows": [...], "summary": {...}}``."""
    from .bench.toolenv import TOOLS, env_for, episode_verifier, reference_episode
    from .toolagent import ToolAgent

    rows = []
    for i, group in enumerate(demo_tasks(n)):
        for stage in STAGES:
            task = group[stage]
            env = env_for(task)
            agent = ToolAgent(mem, list(TOOLS), call=env.call, verifier=episode_verifier(task),
                              max_new_tokens=max_new_tokens)
            t = time.perf_counter()
            result = agent.run(task["task"], reference=reference_episode(task))
            row = {"task": i, "stage": stage, "request": task["task"], "verified": result.verified,
                   "deposited": result.source, "entry": result.entry_id, "decode_tokens": result.decode_tokens,
                   "modes": [s["mode"] for s in result.steps], "replay": [s["replay"] for s in result.steps],
                   "calls": [c for s in result.steps for c in s["calls"]], "seconds": time.perf_counter() - t}
            rows.append(row)
            if echo:
                echo(row)
    by = {stage: [r for r in rows if r["stage"] == stage] for stage in STAGES}
    summary = {stage: {"runs": len(rs), "verified": sum(r["verified"] for r in rs),
                       "decode_tokens": sum(r["decode_tokens"] for r in rs),
                       "from_memory": sum(bool(r["modes"]) and all(m == "recurring" for m in r["modes"]) for r in rs),
                       "seconds": sum(r["seconds"] for r in rs)}
               for stage, rs in by.items()}
    return {"rows": rows, "summary": summary}
