"""kvmemory's server against llama.cpp's (``llama-server``, continuous batching over parallel slots) under the same
cold load, side by side in one run (issue 47, the peer).

    .venv/bin/python scripts/serve_peer_llamacpp.py --llama-server PATH --gguf F32.gguf \
        [--concurrency 1,16] [--requests 6,48] [--tokens 64] [--out DIR]

Four servers, one after another, each on 127.0.0.1 with 2 threads and the same plan: kvmemory with batched decode
steps (the default), kvmemory one step at a time (``--no-batch``), llama-server with ``--parallel`` equal to the
highest concurrency, and llama-server with one slot. Each gets one warm-up request, then at each concurrency level
the same GSM8K dev questions (bundled with kvmemory) as chat completions with ``max_tokens`` tokens, greedy. Per server
and level it prints completed requests per second, decode tokens per second (the replies' ``usage`` counts) and
p50 / p99 latency, and the ratio of kvmemory's batched server to each other. llama.cpp is asked to ignore the end of
sequence (``ignore_eos``), so that its replies run to the same budget as kvmemory's (whose cold answers of these
questions run to it) and requests per second compare. ``--out`` keeps every request as
JSON lines.

For the weights to be the same numbers on both sides, give llama.cpp the default model as an F32 GGUF converted from
the float32 weights kvmemory decodes with (llama.cpp's ``convert_hf_to_gguf.py --outtype f32`` on the folder
``kvmemory`` caches under ``$KVMEMORY_CACHE/models/``); the embedded Q4_1 GGUF would let llama.cpp read 4-bit
weights, a different model. llama.cpp does not promise a request the same bits alone and in a batch; kvmemory does
(its server's hashes, ``kvmemory bench serve``), which this script does not re-check.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from kvmemory.bench.common import load_rows
from kvmemory.bench.serve import ServerProcess, _port


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


class LlamaServer:
    """``llama-server`` on 127.0.0.1 with ``slots`` parallel slots of ``ctx`` tokens each."""

    def __init__(self, binary: str, gguf: str, slots: int, log: Path, ctx: int = 1024, threads: int = 2):
        self.port = _port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = open(log, "wb")
        self.proc = subprocess.Popen(
            [binary, "-m", gguf, "--host", "127.0.0.1", "--port", str(self.port), "--parallel", str(slots),
             "-c", str(ctx * slots), "-t", str(threads), "-tb", str(threads), "--no-webui"],
            stdout=self.log, stderr=subprocess.STDOUT)

    def wait_ready(self, timeout: float = 300) -> None:
        import httpx

        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"llama-server exited with {self.proc.returncode}")
            try:
                if httpx.get(f"{self.base}/health", timeout=5).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.25)
        raise RuntimeError("llama-server was not ready")

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


async def _level(base: str, questions: list[str], concurrency: int, tokens: int, kvmemory: bool) -> tuple[list, float]:
    import httpx

    sem = asyncio.Semaphore(concurrency)
    limits = httpx.Limits(max_connections=concurrency + 4, max_keepalive_connections=concurrency + 4)
    async with httpx.AsyncClient(base_url=base, timeout=900, limits=limits) as client:
        async def one(q):
            body = {"model": "m", "messages": [{"role": "user", "content": q}], "max_tokens": tokens,
                    "temperature": 0}
            if kvmemory:
                body["kvmemory"] = {"mode": "cold"}
            else:  # decode the whole budget, as kvmemory's cold answers of these questions do
                body["ignore_eos"] = True
            async with sem:
                t = time.perf_counter()
                r = await client.post("/v1/chat/completions", json=body)
                row = {"status": r.status_code, "latency_s": time.perf_counter() - t}
                if r.status_code == 200:
                    row["decode_tokens"] = r.json()["usage"]["completion_tokens"]
                return row

        t = time.perf_counter()
        rows = await asyncio.gather(*(one(q) for q in questions))
        return list(rows), time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--llama-server", required=True)
    ap.add_argument("--gguf", required=True, help="the default model as an F32 GGUF (see the module docstring)")
    ap.add_argument("--concurrency", default="1,16")
    ap.add_argument("--requests", default="6,48")
    ap.add_argument("--tokens", type=int, default=64)
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    levels = [int(c) for c in args.concurrency.split(",")]
    counts = [int(n) for n in args.requests.split(",")]
    questions = [r["question"] for r in load_rows("dev", max(counts) + 1)]
    out = Path(args.out or tempfile.mkdtemp(prefix="serve-peer-"))
    out.mkdir(parents=True, exist_ok=True)
    env = {"OMP_NUM_THREADS": "2", "MKL_NUM_THREADS": "2"}
    servers = [("kvmemory batched", "kv", ()), ("kvmemory turns", "kv", ("--no-batch",)),
               (f"llama.cpp {max(levels)} slots", "ll", max(levels)), ("llama.cpp 1 slot", "ll", 1)]
    results: dict[str, dict[int, dict]] = {}
    ledger = open(out / "requests.jsonl", "w")
    for name, kind, opt in servers:
        if kind == "kv":
            lib = Path(tempfile.mkdtemp(prefix="lib-", dir=out))
            server = ServerProcess(lib, None, out / f"{name.replace(' ', '-')}.log", args=opt, env=env)
        else:
            server = LlamaServer(args.llama_server, args.gguf, opt, out / f"{name.replace(' ', '-')}.log")
        try:
            server.wait_ready()
            asyncio.run(_level(server.base, questions[-1:], 1, args.tokens, kind == "kv"))  # warm-up
            results[name] = {}
            for c, n in zip(levels, counts):
                rows, wall = asyncio.run(_level(server.base, questions[:n], c, args.tokens, kind == "kv"))
                ok = [r for r in rows if r["status"] == 200]
                lat = [r["latency_s"] for r in ok]
                results[name][c] = {"requests": len(rows), "ok": len(ok), "wall_s": wall,
                                    "requests_per_s": len(ok) / wall,
                                    "decode_tokens_per_s": sum(r["decode_tokens"] for r in ok) / wall,
                                    "mean_decode_tokens": statistics.mean(r["decode_tokens"] for r in ok),
                                    "p50_s": _pct(lat, 0.5), "p99_s": _pct(lat, 0.99)}
                for r in rows:
                    ledger.write(json.dumps({"server": name, "concurrency": c, **r}) + "\n")
                m = results[name][c]
                print(f"{name:>20} c{c:<3} {m['ok']}/{m['requests']} ok  {m['requests_per_s']:.2f} req/s  "
                      f"{m['decode_tokens_per_s']:.1f} decode tok/s  ({m['mean_decode_tokens']:.1f} tokens a reply)  "
                      f"p50 {m['p50_s']:.2f} s  p99 {m['p99_s']:.2f} s", flush=True)
        finally:
            server.stop()
    ledger.close()
    base = results["kvmemory batched"]
    for name in results:
        if name == "kvmemory batched":
            continue
        for c in levels:
            o = results[name][c]
            print(f"kvmemory batched / {name} at c{c}: requests/s "
                  f"{base[c]['requests_per_s'] / o['requests_per_s']:.2f}x, decode tokens/s "
                  f"{base[c]['decode_tokens_per_s'] / o['decode_tokens_per_s']:.2f}x")
    (out / "summary.json").write_text(json.dumps(results, indent=1))
    print(f"ledger: {out}")


if __name__ == "__main__":
    main()
