"""Suite ``widen``: a store many times the model's window, built from real verified entries.

The store grows in steps (``--entries`` in all; checkpoints at 1/8, 1/4, 1/2 and all of it). Each
step's entries are deposited by a separate process (:mod:`kvmemory.bench.worker`) so this process only
measures answering: at each checkpoint a fresh :class:`KVMemory` on the folder answers ``probes``
stored problems (seeded sample, always including the first and the newest entry). Reported per store
size: answer latency (recurring mode, end to end), search latency, recall (top-1 search returns the
problem's own entry), accuracy, and this process's resident memory (RSS), which must stay flat: the
artifacts stay on disk and only the grafted ones are read.
"""

from __future__ import annotations

import random
from pathlib import Path

from .common import Timer, open_memory, progress, rss_mb
from .exact import build_library_in_subprocess


def checkpoints(total: int) -> list[int]:
    return sorted({max(1, total // 8), max(1, total // 4), max(1, total // 2), total})


def run(out: Path, ledger, *, model: str | None, entries: int = 48, probes: int = 6, seed: int = 0, **_) -> None:
    lib = out / "lib-widen"
    done = 0
    rng = random.Random(seed)
    for size in progress(checkpoints(entries), "widen: store sizes"):
        if size > done:
            build_library_in_subprocess(lib, model or "default", size - done, data="train", offset=done)
            done = size
        mem = open_memory(lib, model)
        try:
            stored = mem.entries()
            tokens = sum(e.tokens for e in stored)
            window = int(getattr(mem.model.config, "max_position_embeddings", 0) or 0)
            picks = [stored[0], stored[-1]] + rng.sample(stored, min(max(probes - 2, 0), len(stored)))
            mem.answer(picks[0].problem)  # warm-up (first-call allocations, index build), not recorded
            mem.search(picks[0].problem, k=1)
            for e in picks[:probes]:
                with Timer() as ts:
                    hits = mem.search(e.problem, k=1)
                with Timer() as t:
                    r = mem.answer(e.problem)
                ledger.write(suite="widen", item=f"{len(stored)}/{e.id}", arm="recurring", model=model or "default",
                             model_fingerprint=mem.fingerprint, input_sha256=r.input_sha256,
                             artifacts=[x.sha256 for x in r.entries],
                             entries=[{"problem": e.problem, "solution": e.solution, "answer": e.answer,
                                       "sha256": e.sha256}],
                             generated_ids=r.token_ids, logits_sha256={}, answer=r.answer, gold=e.answer,
                             score=int(r.answer == e.answer), replay={"problem": e.problem},
                             metrics={"store_entries": len(stored), "store_tokens": tokens, "window": window,
                                      "latency_s": t.wall, "search_s": ts.wall, "rss_mb": rss_mb(),
                                      "retrieved": bool(hits) and hits[0].entry.id == e.id,
                                      "recurring": r.mode == "recurring" and bool(r.entries)
                                      and r.entries[0].sha256 == e.sha256})
        finally:
            mem.close()
