"""Suite ``widen``: a store many times the model's window, built by ``kvmemory build`` from real verified entries.

The store grows to ``--tokens`` stored KV tokens (checkpoints at 1/8, 1/4, 1/2 and all of it). Each
step runs ``kvmemory build`` on the GSM8K train split in a separate process (resumable: a rerun skips
rows already built), and its throughput (KV tokens/s, model loading excluded) is recorded. After each
step the library is *snapshotted* with hard links (SQLite catalog copied, artifacts linked: no extra
disk), so every store size stays a complete library of its own that later runs can probe again
(``--work DIR`` keeps them; ``--build-only`` stops after building).

At each checkpoint a fresh :class:`KVMemory` on the snapshot answers ``probes`` stored problems
(seeded sample, always including the first and the newest entry). Reported per store size: answer
latency (recurring mode, end to end), search latency, recall (top-1 search returns the problem's own
entry), accuracy, and this process's resident memory (RSS), which must stay flat: the artifacts stay
on disk and only the grafted ones are read.
"""

from __future__ import annotations

import json
import math
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

from .common import DEFAULT_SPEC, Timer, data_dir, model_path, open_memory, progress, rss_mb

#: Rows per first build step, before the tokens per row are known.
FIRST_ROWS = 64


def checkpoints(total: int) -> list[int]:
    return sorted({max(1, total // 8), max(1, total // 4), max(1, total // 2), total})


def stored_tokens(lib: Path) -> tuple[int, int]:
    """``(active entries, stored KV tokens)`` read from the catalog (no model needed)."""
    from ..store import Store

    if not (lib / "kvmemory.db").exists():
        return 0, 0
    store = Store(lib, recover=False)  # a reader: it leaves crash recovery to the library's writers
    try:
        row = store.select("SELECT COUNT(*) AS n, COALESCE(SUM(tokens), 0) AS tokens FROM entries "
                           "WHERE status = 'active'")[0]
    finally:
        store.close()
    return int(row["n"]), int(row["tokens"])


def build_rows(lib: Path, rows: int, spec: str | None) -> dict:
    """``kvmemory build`` of the first ``rows`` train rows into ``lib`` in a child process; its JSON summary."""
    model_path(spec)  # a tiny model is materialised once, before the child needs it
    cmd = [sys.executable, "-m", "kvmemory"]
    if spec and spec != DEFAULT_SPEC:
        cmd += ["--model", model_path(spec) or spec]
    # No recaps: the store holds entries only (a recurring probe makes its recap, as in any library
    # built with --no-recap), so its size on disk is the entries' bytes.
    cmd += ["build", str(data_dir() / "train.jsonl"), "--out", str(lib), "--limit", str(rows), "--no-recap", "--quiet",
            "--json"]
    env = {**os.environ, "TOKENIZERS_PARALLELISM": "false"}
    threads = os.environ.get("KVMEMORY_BENCH_THREADS")
    if threads:
        env["OMP_NUM_THREADS"] = threads
    res = subprocess.run(cmd, capture_output=True, text=True, env=env)
    try:
        return json.loads(res.stdout)
    except json.JSONDecodeError:
        raise RuntimeError(f"library build failed ({' '.join(cmd)}, exit {res.returncode}):\n"
                           f"{res.stderr[-2000:]}") from None


def snapshot(lib: Path, dst: Path) -> None:
    """A complete copy of the library at this moment: files hard-linked (artifacts are immutable), catalog copied."""
    tmp = dst.with_name(dst.name + ".part")
    shutil.rmtree(tmp, ignore_errors=True)

    def link_or_copy(src, out):
        if src.endswith(".safetensors"):
            return os.link(src, out)
        return shutil.copy2(src, out)

    shutil.copytree(lib, tmp, copy_function=link_or_copy)
    tmp.rename(dst)


def grow(work: Path, tokens: int, spec: str | None) -> list[dict]:
    """Build ``work/lib`` in steps to ``tokens`` stored tokens; one snapshot per checkpoint under ``work/steps``.

    Returns one record per checkpoint: ``{"path", "entries", "tokens", "build": summary of that step}``.
    Finished checkpoints (their snapshot exists) are reused as they are.
    """
    lib, steps = work / "lib", work / "steps"
    steps.mkdir(parents=True, exist_ok=True)
    out = []
    rows = 0
    for goal in progress(checkpoints(tokens), "widen: store sizes"):
        done = sorted((int(p.name), p) for p in steps.iterdir() if p.name.isdigit())
        ready = [(r, p) for r, p in done if stored_tokens(p)[1] >= goal]
        if ready:
            r, p = ready[0]
            if any(o["path"] == p for o in out):
                continue
            meta = json.loads((p / "widen-step.json").read_text()) if (p / "widen-step.json").exists() else {}
            out.append({"path": p, "entries": stored_tokens(p)[0], "tokens": stored_tokens(p)[1], "rows": r,
                        "build": meta})
            continue
        summaries = []
        while True:
            n, have = stored_tokens(lib)
            if have >= goal:
                break
            per_row, rows = (have / n if n else 0), max(rows, n)  # rows: what the library was built from so far
            rows = max(rows + FIRST_ROWS, math.ceil(goal / per_row * 1.01)) if per_row else max(rows, FIRST_ROWS)
            summaries.append(build_rows(lib, rows, spec))
        n, have = stored_tokens(lib)
        dst = steps / str(n)  # named by its entries: a resumed run past this size snapshots what the library holds
        if dst.exists():
            meta = json.loads((dst / "widen-step.json").read_text()) if (dst / "widen-step.json").exists() else {}
            out.append({"path": dst, "entries": n, "tokens": have, "rows": rows, "build": meta})
            continue
        snapshot(lib, dst)
        computed = sum(s.get("kv_tokens", 0) for s in summaries)
        seconds = sum(s.get("seconds", 0.0) for s in summaries)
        rate = sum(s.get("kv_tokens", 0) / s["tokens_per_s"] for s in summaries if s.get("tokens_per_s"))
        meta = {"rows": rows, "computed_tokens": computed, "seconds": seconds,
                "tokens_per_s": computed / rate if rate else 0.0, "admitted": summaries[-1]["admitted"] if summaries else n,
                "rejected": summaries[-1]["rejected"] if summaries else 0}
        (dst / "widen-step.json").write_text(json.dumps(meta))
        out.append({"path": dst, "entries": n, "tokens": have, "rows": rows, "build": meta})
    return out


def run(out: Path, ledger, *, model: str | None, tokens: int = 12_000, probes: int = 6, seed: int = 0,
        work: str | None = None, build_only: bool = False, **_) -> None:
    rng = random.Random(seed)
    for step in grow(Path(work) if work else out / "widen", tokens, model):
        if build_only:
            continue
        mem = open_memory(step["path"], model)
        try:
            stored = mem.entries()
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
                             metrics={"store_entries": len(stored), "store_tokens": step["tokens"], "window": window,
                                      "latency_s": t.wall, "search_s": ts.wall, "rss_mb": rss_mb(),
                                      "build_tokens_per_s": step["build"].get("tokens_per_s", 0.0),
                                      "retrieved": bool(hits) and hits[0].entry.id == e.id,
                                      "recurring": r.mode == "recurring" and bool(r.entries)
                                      and r.entries[0].sha256 == e.sha256})
        finally:
            mem.close()
