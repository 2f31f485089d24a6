"""Suite ``serve``: ``kvmemory serve`` under a bounded load on loopback (an asyncio httpx client).

A server process (``python -m kvmemory serve`` on 127.0.0.1, a fresh library in the results folder) is
seeded with GSM8K train problems and their reference solutions (namespace ``bench``). Then:

* ``alone``      each request of the pool served alone, one after another (recurring ones twice: the first
                 stores the recap the later ones use): the reference tokens and logits hashes;
* ``recurring-alone`` / ``recurring-under-cold``  the recurring requests one after another with nothing
                 else running, then again while ``cold_streams`` cold decodes run without pause (measured
                 once they are all decoding): does a short answer wait behind long ones? (issue 21's
                 target: p99 under load <= 2x unloaded). A request still waits for the prefills of
                 requests that arrived before it (a prefill is one forward, not preemptible);
* ``c1``, ``c4``, ``c16``  a mixed load at each concurrency: recurring, transfer and cold answers drawn
                 from the pool, and deposits of new problems (namespace ``bench-load``, so the library
                 the answers read does not change); bounded in count (``requests``) and time (``seconds``
                 per level: nothing new is sent after it).

The whole sequence runs once per scheduler (``schedulers``, each on its own server and library, the same
plan): ``batched`` (the default server: decode steps of running requests in one batched forward,
:mod:`kvmemory.serve.batching`) and ``turns`` (``kvmemory serve --no-batch``: one decode step at a time, the
baseline). The baseline's arms are written as ``turns:ARM``; :func:`score_lines` sets each level's completed
requests and decode tokens per second against the baseline's at the same concurrency.

Every answer under load is compared with the same request served alone (SHA-256 of its token ids and of
the logits of every forward, the server's ``kvmemory`` object). After a SIGTERM the library is reopened
and the ``bench-load`` entries counted against the acknowledged deposits: lost, duplicated, extra.

Scoring (:func:`score_lines`) is torch-free: p50/p95/p99 latency per level and mode (nearest rank), 5xx
and 429 counts, throughput, SHA-256 equality, deposits, the recurring ratio.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

NS, LOAD_NS = "bench", "bench-load"
MIX = (("recurring", 0.40), ("transfer", 0.25), ("cold", 0.20), ("deposit", 0.15))
BUDGET = {"recurring": 32, "transfer": 48, "cold": 64}
DEFAULT_CONCURRENCY = (1, 4, 16)
DEFAULT_REQUESTS = (40, 80, 300)


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """``kvmemory serve`` in a subprocess on 127.0.0.1 (``args``: more command-line options, ``env``: more
    environment, e.g. one torch thread per worker)."""

    def __init__(self, lib: Path, model: str | None, log: Path, args: tuple = (), env: dict | None = None,
                 workers: int = 1, timeout_s: int = 600):
        self.port, self.workers, self.log_path = _port(), workers, Path(log)
        self.base = f"http://127.0.0.1:{self.port}"
        argv = [sys.executable, "-m", "kvmemory", "serve", "--host", "127.0.0.1", "--port", str(self.port),
                "--lib", str(lib), *args, "--timeout", str(timeout_s)]
        if workers > 1:
            argv += ["--workers", str(workers)]
        if model:
            argv += ["--model", model]
        self.log = open(log, "wb")
        environ = {k: v for k, v in os.environ.items() if k not in ("KVMEMORY_API_KEY",)}
        threads = os.environ.get("KVMEMORY_BENCH_THREADS")  # bench --threads: the server's torch threads too
        if threads:
            environ.update(OMP_NUM_THREADS=threads, MKL_NUM_THREADS=threads)
        environ.update(env or {})
        self.proc = subprocess.Popen(argv, stdout=self.log, stderr=subprocess.STDOUT, env=environ)

    def output(self) -> str:
        self.log.flush()
        return self.log_path.read_bytes().decode(errors="replace")

    def wait_ready(self, timeout: float = 600) -> float:
        """Seconds until every worker has started its app (its model loaded) and ``/health`` answers."""
        import httpx

        t, deadline = time.perf_counter(), time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"kvmemory serve exited with {self.proc.returncode}: {self.output()[-2000:]}")
            if self.workers == 1 or self.output().count("Application startup complete") >= self.workers:
                try:
                    if httpx.get(f"{self.base}/health", timeout=5).status_code == 200:
                        return time.perf_counter() - t
                except httpx.HTTPError:
                    pass
            time.sleep(0.25)
        raise RuntimeError(f"kvmemory serve (workers {self.workers}) was not ready in {timeout:.0f}s; "
                           f"see {self.log_path}")

    def stop(self, wait_s: float = 300) -> int | None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(wait_s)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(30)
        self.log.close()
        return self.proc.returncode


def _pool(recurring: int, transfer: int, cold: int) -> dict:
    """The requests the load draws from: seeded entries (asked again), dev problems (transfer, cold)."""
    from .common import gold_of, load_rows

    train = load_rows("train", recurring)
    dev = load_rows("dev", transfer + cold)
    return {"seed": [(r["question"], r["answer"], gold_of(r)) for r in train],
            "recurring": [r["question"] for r in train],
            "transfer": [r["question"] for r in dev[:transfer]],
            "cold": [r["question"] for r in dev[transfer:]]}


def _answer_body(kind: str, question: str) -> dict:
    opts = {"namespace": NS} if kind == "recurring" else {"namespace": NS, "mode": kind}
    return {"model": "kvmemory", "messages": [{"role": "user", "content": question}],
            "max_tokens": BUDGET[kind], "kvmemory": opts}


def _key(body: dict) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:16]


async def _send(client, kind: str, body: dict) -> dict:
    """One request: its status, latency, and (answers) mode and hashes; never raises."""
    route = "/v1/memory/entries" if kind == "deposit" else "/v1/chat/completions"
    t = time.perf_counter()
    try:
        r = await client.post(route, json=body)
        status, data = r.status_code, (r.json() if r.headers.get("content-type", "").startswith("application/json")
                                       else {})
    except Exception as exc:  # a transport failure is a result too
        return {"kind": kind, "status": 0, "error": type(exc).__name__, "latency_s": time.perf_counter() - t}
    out = {"kind": kind, "status": status, "latency_s": time.perf_counter() - t}
    if status == 200 and "kvmemory" in data:
        k = data["kvmemory"]
        out.update(mode=k["mode"], tokens_sha256=k["tokens_sha256"], logits_sha256=k["logits_sha256"],
                   decode_tokens=k["decode_tokens"],
                   first_token_ms=(k.get("server_timings") or {}).get("first_token_ms"))
    elif status == 201:
        out["entry_id"] = data.get("id")
    elif status >= 400:
        out["error"] = (data.get("error") or {}).get("message", "")[:200]
    return out


def _plan(pool: dict, n: int, rng: random.Random, deposits: list, mix=MIX) -> list[tuple[str, dict]]:
    kinds, weights = zip(*mix)
    out = []
    for kind in rng.choices(kinds, weights, k=n):
        if kind == "deposit":
            q, s, a = deposits.pop()
            out.append((kind, {"problem": q, "solution": s, "answer": a, "namespace": LOAD_NS}))
        else:
            out.append((kind, _answer_body(kind, rng.choice(pool[kind]))))
    return out


async def _level(base: str, plan, concurrency: int, seconds: float) -> tuple[list[dict], float]:
    """Send ``plan`` with at most ``concurrency`` requests open; nothing new after ``seconds``."""
    import httpx

    sem = asyncio.Semaphore(concurrency)
    deadline = time.perf_counter() + seconds
    limits = httpx.Limits(max_connections=concurrency + 4, max_keepalive_connections=concurrency + 4)

    async with httpx.AsyncClient(base_url=base, timeout=900, limits=limits) as client:
        async def one(kind, body):
            async with sem:
                if time.perf_counter() > deadline:
                    return None
                r = await _send(client, kind, body)
                r["key"] = _key(body) if kind != "deposit" else None
                if kind == "deposit":
                    r["problem"] = body["problem"]
                return r

        t = time.perf_counter()
        results = await asyncio.gather(*(one(k, b) for k, b in plan))
        return [r for r in results if r is not None], time.perf_counter() - t


#: The server's counters a level records (``/metrics`` names), by the name the ledger gives them.
COUNTERS = {"decode_steps": "kvmemory_decode_steps_total", "batch_forwards": "kvmemory_batch_forwards_total",
            "batch_rows": "kvmemory_batch_rows_total", "prefill_cuts": "kvmemory_prefill_cuts_total",
            "model_busy_s": "kvmemory_model_busy_seconds_total"}


def _metric(text: str, name: str) -> float:
    """The value of the unlabelled counter ``name`` in a ``/metrics`` page (0 when absent)."""
    return sum(float(line.split()[-1]) for line in text.splitlines() if line.startswith(name + " "))


def _counters(base: str) -> dict:
    """The server's decode steps, batched forwards and rows, and prefill cuts so far (:data:`COUNTERS`)."""
    import httpx

    text = httpx.get(f"{base}/metrics", timeout=60).text
    return {key: _metric(text, name) for key, name in COUNTERS.items()}


async def _decode_steps(client) -> float:
    """The server's ``kvmemory_decode_steps_total``."""
    return _metric((await client.get("/metrics")).text, COUNTERS["decode_steps"])


async def _recurring_under_cold(base: str, pool: dict, streams: int) -> list[dict]:
    """The recurring requests one after another while ``streams`` cold decodes run back to back."""
    import httpx

    stop = asyncio.Event()
    async with httpx.AsyncClient(base_url=base, timeout=900) as client:
        async def cold_loop(i):
            j = i
            while not stop.is_set():
                await _send(client, "cold", _answer_body("cold", pool["cold"][j % len(pool["cold"])]))
                j += streams

        start = await _decode_steps(client)
        loops = [asyncio.ensure_future(cold_loop(i)) for i in range(streams)]
        deadline = time.perf_counter() + 120
        while await _decode_steps(client) < start + 2 * streams and time.perf_counter() < deadline:
            await asyncio.sleep(0.1)  # until every cold request is past its prefill and decoding
        out = []
        for q in pool["recurring"]:
            body = _answer_body("recurring", q)
            r = await _send(client, "recurring", body)
            r["key"] = _key(body)
            out.append(r)
        stop.set()
        await asyncio.gather(*loops)
    return out


async def _sequential(base: str, bodies: list[tuple[str, dict]]) -> list[dict]:
    import httpx

    async with httpx.AsyncClient(base_url=base, timeout=900) as client:
        out = []
        for kind, body in bodies:
            r = await _send(client, kind, body)
            r["key"] = _key(body) if kind != "deposit" else None
            out.append(r)
        return out


def _stored(lib: Path, namespace: str) -> list[dict]:
    """The active entries of ``namespace``, read from the library after the server is gone."""
    from ..store import Store

    store = Store(lib)
    try:
        return store.select("SELECT id, problem FROM entries WHERE status = 'active' AND namespace = ?", (namespace,))
    finally:
        store.close()


SCHEDULERS = ("batched", "turns")


def run(out: Path, ledger, *, model: str | None, concurrency=DEFAULT_CONCURRENCY, requests=DEFAULT_REQUESTS,
        seconds: float = 300.0, pool_recurring: int = 16, pool_transfer: int = 8, pool_cold: int = 6,
        cold_streams: int = 4, seed: int = 0, schedulers=SCHEDULERS, mix=MIX, **_) -> None:
    from .common import gold_of, load_rows

    if len(requests) == 1:
        requests = tuple(requests) * len(concurrency)
    if len(requests) != len(concurrency):
        raise ValueError(f"{len(requests)} request counts for {len(concurrency)} concurrencies: give one, or one each")
    unknown = [s for s in schedulers if s not in SCHEDULERS]
    if unknown or not schedulers:
        raise ValueError(f"unknown scheduler {unknown}: choose from {', '.join(SCHEDULERS)}")
    pool = _pool(pool_recurring, pool_transfer, pool_cold)
    extra = load_rows("train", pool_recurring + sum(requests), offset=0)[pool_recurring:]
    for name in schedulers:
        deposits = [(r["question"], r["answer"], gold_of(r)) for r in extra]
        deposits.reverse()  # popped from the end: the first rows first
        _run_server(out, ledger, name, model=model, pool=pool, deposits=deposits, concurrency=concurrency,
                    requests=requests, seconds=seconds, cold_streams=cold_streams, seed=seed, mix=tuple(mix))


def _run_server(out: Path, ledger, scheduler: str, *, model, pool, deposits, concurrency, requests, seconds,
                cold_streams, seed, mix) -> None:
    """The whole sequence on one server: the reference, the recurring arms, the levels, the deposits' count."""
    import shutil

    from .common import model_path, progress

    spec = model or "default"
    prefix = "" if scheduler == "batched" else f"{scheduler}:"
    lib = out / f"serve-lib-{scheduler}"
    shutil.rmtree(lib, ignore_errors=True)
    slots = max(*concurrency, cold_streams + 1)  # no 429 by design: the load never exceeds the active slots
    server = ServerProcess(lib, model_path(model), out / f"serve-server-{scheduler}.log",
                           args=("--active", str(slots), "--queue", str(slots),
                                 "--batch" if scheduler == "batched" else "--no-batch"))

    def write(item: str, arm: str, metrics: dict) -> None:
        ledger.write(suite="serve", item=prefix + item, arm=prefix + arm, model=spec, model_fingerprint=fingerprint,
                     replay={}, metrics={**metrics, "scheduler": scheduler})

    fingerprint, rc = "", None
    try:
        server.wait_ready()
        seeded = asyncio.run(_sequential(server.base, [("deposit", {"problem": q, "solution": s, "answer": a,
                                                                    "namespace": NS}) for q, s, a in pool["seed"]]))
        if any(r["status"] != 201 for r in seeded):
            raise RuntimeError(f"seeding the library failed: {[r for r in seeded if r['status'] != 201][:2]}")
        import httpx

        fingerprint = httpx.get(f"{server.base}/v1/memory/entries", params={"namespace": NS, "limit": 1},
                                timeout=60).json()["data"][0]["model_fingerprint"]
        reference = [(k, _answer_body(k, q)) for k in ("recurring", "transfer", "cold") for q in pool[k]]
        asyncio.run(_sequential(server.base, [b for b in reference if b[0] == "recurring"]))  # recaps stored
        alone = asyncio.run(_sequential(server.base, reference))
        for r in alone:
            write(f"alone/{r['key']}", "alone", r)
        recurring = [b for b in reference if b[0] == "recurring"]
        unloaded = asyncio.run(_sequential(server.base, recurring))
        loaded = asyncio.run(_recurring_under_cold(server.base, pool, cold_streams))
        for arm, rows in (("recurring-alone", unloaded), ("recurring-under-cold", loaded)):
            for r in rows:
                write(f"{arm}/{r['key']}", arm, {**r, "cold_streams": cold_streams})
        rng = random.Random(seed)
        for c, n in progress(list(zip(concurrency, requests)), f"serve ({scheduler})"):
            before = _counters(server.base)
            rows, wall = asyncio.run(_level(server.base, _plan(pool, n, rng, deposits, mix), c, seconds))
            after = _counters(server.base)
            steps = {k: after[k] - before[k] for k in after}
            for i, r in enumerate(rows):
                write(f"c{c}/{i}", f"c{c}", {**r, "concurrency": c, "level_wall_s": wall, "planned": n,
                                             "level_counters": steps, "mix": dict(mix)})
    finally:
        rc = server.stop()
    _count_deposits(ledger, lib, spec, fingerprint, rc, prefix, scheduler)


def _count_deposits(ledger, lib: Path, spec: str, fingerprint: str, rc, prefix: str = "",
                    scheduler: str = "batched") -> None:
    """The ``deposits`` line: acknowledged deposits against what the reopened library holds."""
    import shutil

    acked = {line["metrics"]["entry_id"] for line in ledger.lines
             if line.get("suite") == "serve" and line["arm"].startswith(prefix + "c")
             and line["metrics"]["kind"] == "deposit" and line["metrics"]["status"] == 201}
    rows = _stored(lib, LOAD_NS)
    shutil.rmtree(lib, ignore_errors=True)  # its artifacts are large; the counts are in the ledger
    ids, problems = {r["id"] for r in rows}, [r["problem"] for r in rows]
    ledger.write(suite="serve", item=prefix + "deposits", arm=prefix + "deposits", model=spec,
                 model_fingerprint=fingerprint, replay={},
                 metrics={"acknowledged": len(acked), "stored": len(rows), "lost": len(acked - ids),
                          "duplicated": len(problems) - len(set(problems)), "extra": len(ids - acked),
                          "server_exit": rc, "scheduler": scheduler})


# -- scoring and the report (torch-free: used by kvmemory.bench.ledger and .report) -------------------
def _pct(values: list[float], q: float) -> float | None:
    """Nearest-rank percentile."""
    if not values:
        return None
    v = sorted(values)
    return v[max(0, min(len(v) - 1, int(-(-q * len(v) // 100)) - 1))]


def _rows_per_forward(rows: list[dict]) -> float | None:
    """The level's mean batch: decode steps the batched forwards carried, per forward (None: not batched)."""
    c = (rows[0].get("level_counters") or {}) if rows else {}
    return c["batch_rows"] / c["batch_forwards"] if c.get("batch_forwards") else None


def _busy(rows: list[dict], wall: float | None) -> float | None:
    """The share of the level's wall time the model was running something (None: the server did not count it)."""
    c = (rows[0].get("level_counters") or {}) if rows else {}
    return c["model_busy_s"] / wall if wall and c.get("model_busy_s") is not None else None


def _latencies(rows: list[dict]) -> dict:
    lat = [r["latency_s"] for r in rows]
    return {"n": len(rows), "p50_s": _pct(lat, 50), "p95_s": _pct(lat, 95), "p99_s": _pct(lat, 99)}


def score_lines(lines: list[dict]) -> dict:
    """Latency percentiles per level and mode, errors, throughput, SHA-256 equality, deposits, the recurring ratio;
    with the baseline's lines (``turns:ARM``), its own score under ``turns`` and each level against it
    (``vs_turns``: completed requests and decode tokens per second, batched over turns, at the same concurrency)."""
    groups: dict[str, list[dict]] = {}
    for line in lines:
        name, _, arm = line["arm"].rpartition(":")
        groups.setdefault(name, []).append({**line, "arm": arm})
    out = _score(groups.pop("", []))
    for name, group in groups.items():
        out[name] = base = _score(group)
        ratios = {}
        for arm, level in out["levels"].items():
            other = base["levels"].get(arm)
            if other:
                ratios[arm] = {k: (level[k] / other[k] if level[k] and other[k] else None)
                               for k in ("requests_per_s", "decode_tokens_per_s")}
        out[f"vs_{name}"] = ratios
        mine, theirs = out["reference"], base["reference"]
        shared = set(mine) & set(theirs)
        out[f"alone_vs_{name}"] = {"compared": len(shared), "equal": sum(mine[k] == theirs[k] for k in shared)}
    return out


def _score(lines: list[dict]) -> dict:
    by_arm: dict[str, list[dict]] = {}
    for line in lines:
        by_arm.setdefault(line["arm"], []).append(line["metrics"])
    ref = {r["key"]: (r.get("tokens_sha256"), r.get("logits_sha256")) for r in by_arm.get("alone", [])
           if r.get("status") == 200}
    levels, equal, compared = {}, 0, 0
    for arm in sorted((a for a in by_arm if a.startswith("c") and a[1:].isdigit()), key=lambda a: int(a[1:])):
        rows = by_arm[arm]
        ok = [r for r in rows if r["status"] in (200, 201)]
        modes = {}
        for kind in ("recurring", "transfer", "cold", "deposit"):
            sel = [r for r in ok if r["kind"] == kind]
            if sel:
                modes[kind] = _latencies(sel)
                if kind != "deposit":
                    modes[kind]["served_as"] = sorted({r.get("mode") for r in sel})
                    ttft = [r["first_token_ms"] / 1e3 for r in sel if r.get("first_token_ms") is not None]
                    modes[kind].update(ttft_p50_s=_pct(ttft, 50), ttft_p99_s=_pct(ttft, 99))
        for r in ok:
            if r["kind"] != "deposit" and r.get("key") in ref:
                compared += 1
                equal += ref[r["key"]] == (r.get("tokens_sha256"), r.get("logits_sha256"))
        wall = rows[0].get("level_wall_s") if rows else None
        decoded = sum(r.get("decode_tokens") or 0 for r in ok)
        levels[arm] = {"concurrency": rows[0].get("concurrency") if rows else None, "requests": len(rows),
                       "planned": rows[0].get("planned") if rows else None,
                       "http_5xx": sum(1 for r in rows if r["status"] >= 500),
                       "http_429": sum(1 for r in rows if r["status"] == 429),
                       "transport_errors": sum(1 for r in rows if r["status"] == 0),
                       "other_4xx": sum(1 for r in rows if 400 <= r["status"] < 500 and r["status"] != 429),
                       "wall_s": wall, "requests_per_s": len(ok) / wall if wall else None,
                       "decode_tokens": decoded, "decode_tokens_per_s": decoded / wall if wall else None,
                       "rows_per_forward": _rows_per_forward(rows), "model_busy": _busy(rows, wall),
                       "modes": modes}
    alone = [r for r in by_arm.get("recurring-alone", []) if r["status"] == 200]
    loaded = [r for r in by_arm.get("recurring-under-cold", []) if r["status"] == 200]
    for r in loaded:
        if r.get("key") in ref:
            compared += 1
            equal += ref[r["key"]] == (r.get("tokens_sha256"), r.get("logits_sha256"))
    rec = {"alone": _latencies(alone), "under_cold": _latencies(loaded),
           "cold_streams": loaded[0].get("cold_streams") if loaded else None,
           "modes": sorted({r.get("mode") for r in alone + loaded})}
    a99, l99 = rec["alone"]["p99_s"], rec["under_cold"]["p99_s"]
    rec["p99_ratio"] = l99 / a99 if a99 and l99 else None
    deposits = (by_arm.get("deposits") or [{}])[0]
    return {"levels": levels, "recurring": rec, "exact": {"compared": compared, "equal": equal},
            "deposits": deposits, "reference_requests": len(ref), "reference": ref}


def targets(s: dict, t) -> None:
    levels = s["levels"]
    if levels:
        fivexx = sum(v["http_5xx"] for v in levels.values())
        t("0 5xx under load", fivexx == 0, f"{fivexx} of {sum(v['requests'] for v in levels.values())} requests")
        biggest = max(levels.values(), key=lambda v: v["concurrency"] or 0)
        t(">= 300 requests at concurrency 16", biggest["requests"] >= 300 and (biggest["concurrency"] or 0) >= 16,
          f"{biggest['requests']} at concurrency {biggest['concurrency']}")
    d = s["deposits"]
    if d:
        t("0 lost or duplicated deposits", d.get("lost") == 0 and d.get("duplicated") == 0,
          f"{d.get('acknowledged')} acknowledged, {d.get('stored')} stored, {d.get('lost')} lost, "
          f"{d.get('duplicated')} duplicated")
    r = s["recurring"]
    if r["p99_ratio"] is not None:
        t("recurring p99 under cold load <= 2x unloaded", r["p99_ratio"] <= 2.0,
          f"{r['p99_ratio']:.2f}x ({r['under_cold']['p99_s'] * 1e3:.0f} ms vs {r['alone']['p99_s'] * 1e3:.0f} ms)")
    e = s["exact"]
    if e["compared"]:
        t("every answer under load SHA-256-equal (tokens, logits) to it served alone", e["equal"] == e["compared"],
          f"{e['equal']}/{e['compared']}")
    across = s.get("alone_vs_turns")
    if across and across["compared"]:
        t("every request alone on the batched server SHA-256-equal to it on the one-at-a-time server",
          across["equal"] == across["compared"], f"{across['equal']}/{across['compared']}")
    if s.get("turns") and s["turns"]["exact"]["compared"]:
        e2 = s["turns"]["exact"]
        t("every answer under load on the one-at-a-time server SHA-256-equal to it served alone",
          e2["equal"] == e2["compared"], f"{e2['equal']}/{e2['compared']}")
    vs = s.get("vs_turns") or {}
    if vs and levels:
        top = max(levels, key=lambda a: levels[a]["concurrency"] or 0)
        r = vs.get(top) or {}
        for key, floor, what in (("decode_tokens_per_s", 4.0, "decode tokens/s"),
                                 ("requests_per_s", 3.0, "completed requests/s")):
            if r.get(key) is not None:
                t(f"{what} at concurrency {levels[top]['concurrency']} >= {floor:g}x the one-at-a-time server",
                  r[key] >= floor, f"{r[key]:.2f}x ({levels[top][key]:.2f} vs {s['turns']['levels'][top][key]:.2f})")


def markdown_lines(s: dict) -> list[str]:
    def ms(x):
        return "—" if x is None else f"{x * 1000:.0f}"

    def num(x, fmt=".2f"):
        return "—" if x is None else format(x, fmt)

    out = []
    vs = s.get("vs_turns") or {}
    if vs:
        out += ["| concurrency | req/s batched | req/s turns | ratio | decode tok/s batched | decode tok/s turns | "
                "ratio |", "|---|---|---|---|---|---|---|"]
        for arm, r in vs.items():
            a, b = s["levels"][arm], s["turns"]["levels"][arm]
            out.append(f"| {a['concurrency']} | {num(a['requests_per_s'])} | {num(b['requests_per_s'])} | "
                       f"**{num(r['requests_per_s'])}x** | {num(a['decode_tokens_per_s'], '.1f')} | "
                       f"{num(b['decode_tokens_per_s'], '.1f')} | **{num(r['decode_tokens_per_s'])}x** |")
        out.append("")
    for name, score in (("batched", s), ("turns", s.get("turns"))):
        if not score:
            continue
        if vs:
            out += [f"Scheduler `{name}`:", ""]
        out += ["| concurrency | requests | req/s | decode tok/s | rows/forward | model busy | 5xx | 429 | mode | n | "
                "TTFT p50 ms | TTFT p99 ms | p50 ms | p95 ms | p99 ms |",
                "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for v in score["levels"].values():
            busy = v.get("model_busy")
            for i, (mode, m) in enumerate(v["modes"].items()):
                head = (f"| {v['concurrency']} | {v['requests']} | {num(v['requests_per_s'])} | "
                        f"{num(v.get('decode_tokens_per_s'), '.1f')} | {num(v.get('rows_per_forward'), '.1f')} | "
                        f"{'—' if busy is None else f'{busy:.0%}'} | "
                        f"{v['http_5xx']} | {v['http_429']} " if i == 0 else "| | | | | | | | ")
                out.append(f"{head}| {mode} | {m['n']} | {ms(m.get('ttft_p50_s'))} | {ms(m.get('ttft_p99_s'))} | "
                           f"{ms(m['p50_s'])} | {ms(m['p95_s'])} | {ms(m['p99_s'])} |")
        out.append("")
    r, d, e = s["recurring"], s["deposits"], s["exact"]
    out += ["", f"Recurring alone: p50 {ms(r['alone']['p50_s'])} ms, p99 {ms(r['alone']['p99_s'])} ms; under "
            f"{r['cold_streams']} back-to-back cold decodes: p50 {ms(r['under_cold']['p50_s'])} ms, p99 "
            f"{ms(r['under_cold']['p99_s'])} ms" + (f" (**{r['p99_ratio']:.2f}x**)." if r["p99_ratio"] else "."),
            f"Answers SHA-256-equal (tokens and logits) to the same request served alone: **{e['equal']}/"
            f"{e['compared']}**.",
            f"Deposits: {d.get('acknowledged')} acknowledged, {d.get('stored')} stored after shutdown, "
            f"{d.get('lost')} lost, {d.get('duplicated')} duplicated, {d.get('extra')} extra."]
    return out
