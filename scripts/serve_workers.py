"""Throughput of ``kvmemory serve --workers 2`` against ``--workers 1`` on this machine, side by side in one run.

    python scripts/serve_workers.py [--model PATH] [--runs 1,2,1,2] [--requests 12] [--concurrency 4]
                                    [--max-tokens 32] [--seconds 420] [--json]

One fresh temporary library, seeded with a few verified deposits through the first server's
``POST /v1/memory/entries``. For each entry of ``--runs`` a ``kvmemory serve --workers N`` process starts on
127.0.0.1 (the default model unless ``--model``) with ``OMP_NUM_THREADS=1`` and ``MKL_NUM_THREADS=1`` in its
environment, so every worker process runs torch on one thread; the runs alternate (1, 2, 1, 2) so that
machine load hits both alike. Each worker loads its own copy of the model and they share the library on
disk; ready means every worker logged "Application startup complete". Each worker is warmed with short
requests (not counted), then the same batch is sent: ``--requests`` chat requests (cold and transfer, in
turn, a fixed ``max_tokens``) at most ``--concurrency`` open at once, by an httpx async client with no
keep-alive (a new connection per request, so the kernel hands requests to whichever worker accepts,
not to the one a kept connection belongs to). Nothing new is sent after ``--seconds``. Per run: requests/s,
completion tokens/s, p50 latency, the status of every request; then the ratios of the ``--workers 2`` runs'
medians to the ``--workers 1`` runs'.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

import httpx

from kvmemory.bench.serve import ServerProcess

SEED = [  # (problem, solution, answer): verified by the server's numeric verifier on deposit
    ("Tom has 3 apples and buys 4 more. How many apples does he have?",
     "Tom starts with 3 apples and buys 4 more: 3 + 4 = 7.\n#### 7", "7"),
    ("A box holds 12 pencils. How many pencils are in 5 boxes?",
     "Each box holds 12 pencils, so 5 boxes hold 5 * 12 = 60.\n#### 60", "60"),
    ("Sara reads 15 pages a day. How many pages does she read in 6 days?",
     "She reads 15 pages a day for 6 days: 15 * 6 = 90.\n#### 90", "90"),
]
QUESTIONS = [
    "Ben has 8 marbles and finds 5 more. How many marbles does he have now?",
    "A farmer has 24 eggs and packs them in cartons of 6. How many cartons does he fill?",
    "Mia buys 3 notebooks at 4 dollars each. How much does she spend?",
    "A train travels 60 miles an hour for 3 hours. How far does it go?",
    "There are 45 students and 9 tables. How many students sit at each table?",
    "Leo saves 7 dollars a week. How much has he saved after 8 weeks?",
    "A shelf has 5 rows of 11 books. How many books are on the shelf?",
    "Anna had 30 stickers and gave away 12. How many stickers are left?",
]


def batch(n: int, max_tokens: int) -> list[dict]:
    """The request bodies of one run: cold and transfer in turn over :data:`QUESTIONS`, the same every run."""
    out = []
    for i in range(n):
        mode = "cold" if i % 2 == 0 else "transfer"
        out.append({"model": "kvmemory", "max_tokens": max_tokens, "kvmemory": {"mode": mode},
                    "messages": [{"role": "user", "content": QUESTIONS[i % len(QUESTIONS)]}]})
    return out


def server_process(lib: Path, workers: int, model: str | None, log: Path) -> ServerProcess:
    """``kvmemory serve --workers N`` in a subprocess on 127.0.0.1, torch on one thread per worker."""
    return ServerProcess(lib, model, log, workers=workers, timeout_s=900,
                         env={"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1",
                              "TRANSFORMERS_OFFLINE": "1"})


async def _send_all(base: str, bodies: list[dict], concurrency: int, seconds: float) -> tuple[list[dict], float]:
    """Every body with at most ``concurrency`` open, one connection each; nothing new after ``seconds``."""
    sem = asyncio.Semaphore(concurrency)
    deadline = time.perf_counter() + seconds
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=0)
    async with httpx.AsyncClient(base_url=base, timeout=900, limits=limits) as client:
        async def one(body):
            async with sem:
                if time.perf_counter() > deadline:
                    return None
                t = time.perf_counter()
                try:
                    r = await client.post("/v1/chat/completions", json=body)
                except httpx.HTTPError as exc:
                    return {"status": 0, "error": type(exc).__name__, "latency_s": time.perf_counter() - t}
                row = {"status": r.status_code, "latency_s": time.perf_counter() - t}
                if r.status_code == 200:
                    data = r.json()
                    row.update(mode=data["kvmemory"]["mode"], tokens=data["usage"]["completion_tokens"])
                else:
                    row["error"] = r.text[:200]
                return row

        t = time.perf_counter()
        rows = await asyncio.gather(*(one(b) for b in bodies))
        return [r for r in rows if r is not None], time.perf_counter() - t


def _seed(base: str) -> list[int]:
    return [httpx.post(f"{base}/v1/memory/entries", timeout=600,
                       json={"problem": p, "solution": s, "answer": a, "verifier": "numeric"}).status_code
            for p, s, a in SEED]


def run(*, model: str | None = None, runs=(1, 2, 1, 2), requests: int = 12, concurrency: int = 4,
        max_tokens: int = 32, seconds: float = 420.0, ready_timeout: float = 600.0, lib: Path | None = None,
        log_dir: Path | None = None) -> dict:
    """The measurement: one row per run and the ratios of the ``--workers 2`` medians to the ``--workers 1`` ones."""
    tmp = Path(tempfile.mkdtemp(prefix="kvmemory-workers-"))
    lib = Path(lib) if lib else tmp / "lib"
    log_dir = Path(log_dir) if log_dir else tmp
    bodies = batch(requests, max_tokens)
    rows, seeded = [], None
    for i, workers in enumerate(runs):
        server = server_process(lib, workers, model, log_dir / f"server-{i}-w{workers}.log")
        try:
            ready_s = server.wait_ready(ready_timeout)
            if seeded is None:
                seeded = _seed(server.base)
                if any(s != 201 for s in seeded):
                    raise RuntimeError(f"seeding failed: {seeded}")
            warm = [{**bodies[j % len(bodies)], "max_tokens": 2} for j in range(2 * workers)]
            asyncio.run(_send_all(server.base, warm, 2 * workers, 300))
            results, wall = asyncio.run(_send_all(server.base, bodies, concurrency, seconds))
        finally:
            server.stop()
        ok = [r for r in results if r["status"] == 200]
        tokens = sum(r["tokens"] for r in ok)
        rows.append({"run": i, "workers": workers, "ready_s": round(ready_s, 1), "sent": len(results),
                     "planned": len(bodies), "ok": len(ok), "statuses": sorted({r["status"] for r in results}),
                     "wall_s": round(wall, 2), "requests_per_s": round(len(ok) / wall, 4),
                     "tokens": tokens, "tokens_per_s": round(tokens / wall, 3),
                     "p50_latency_s": round(statistics.median(r["latency_s"] for r in ok), 3) if ok else None,
                     "modes": sorted({r["mode"] for r in ok})})
    report = {"model": model or "default", "runs": rows, "requests": requests, "concurrency": concurrency,
              "max_tokens": max_tokens, "torch_threads_per_worker": 1, "cpus": os.cpu_count(), "seeded": seeded}

    def med(w, key):
        xs = [r[key] for r in rows if r["workers"] == w and r[key] is not None]
        return statistics.median(xs) if xs else None

    ratio = {}
    for key in ("requests_per_s", "tokens_per_s", "p50_latency_s"):
        one, two = med(1, key), med(2, key)
        ratio[key] = round(two / one, 3) if one and two else None
    report["ratio_2_vs_1"] = ratio
    return report


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=None, help="model path (default: the embedded default model)")
    parser.add_argument("--runs", default="1,2,1,2", help="worker counts, in order")
    parser.add_argument("--requests", type=int, default=12)
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--max-tokens", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=420.0, help="per run: nothing new is sent after it")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not 1 <= args.requests <= 64:
        parser.error("--requests must be 1-64 (a bounded batch)")
    report = run(model=args.model, runs=tuple(int(w) for w in args.runs.split(",")), requests=args.requests,
                 concurrency=args.concurrency, max_tokens=args.max_tokens, seconds=args.seconds)
    print(json.dumps(report, indent=None if args.json else 2))
    return report


if __name__ == "__main__":
    main()
