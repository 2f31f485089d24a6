"""Prometheus metrics of one server (its own registry, so several apps in one process never mix).

=================================  =========  =====================================================
name                               kind       labels
=================================  =========  =====================================================
kvmemory_requests_total            counter    route (the route's template), method, status
kvmemory_request_seconds           histogram  route: arrival to the last byte of the response
kvmemory_answers_total             counter    mode (recurring, transfer, cold), verified
kvmemory_tokens_total              counter    kind (prompt, grafted, decode)
kvmemory_ttft_seconds              histogram  mode: arrival to the first token's text
kvmemory_decode_steps_total        counter    decode steps run (stops rising when a request is stopped)
kvmemory_queue_depth               gauge      jobs admitted and waiting for a thread
kvmemory_in_flight                 gauge      jobs on a thread, taking turns on the model
kvmemory_turn_handoffs_total       counter    times a decode gave the model to a job that should go first (--no-batch)
kvmemory_batch_forwards_total      counter    batched decode forwards run (kvmemory.serve.batching)
kvmemory_batch_rows_total          counter    decode steps they carried (rows / forwards: the mean batch)
kvmemory_prefill_cuts_total        counter    batched steps run between two layers of a long prefill (--prefill-slice)
kvmemory_model_busy_seconds_total  counter    seconds the model ran a job's work or a step (its rate: how busy it is)
kvmemory_rejected_total            counter    reason (queue_full, timeout, disconnected)
kvmemory_deposits_total            counter    verifier, outcome (stored, rejected)
kvmemory_host_tier_reads_total     counter    result (hit, miss): artifact reads the host tier answered or not
kvmemory_host_tier_evictions_total counter    artifacts the budget pushed out (kvmemory.tier)
kvmemory_host_tier_bytes           gauge      verified artifact bytes kept in host memory
kvmemory_host_tier_entries         gauge      artifacts kept
kvmemory_host_tier_budget_bytes    gauge      the tier's budget (0: off)
kvmemory_device_tier_bytes         gauge      device: verified bytes kept in that device's memory (on a GPU)
kvmemory_device_tier_reads_total   counter    device, result (hit, miss): reads the device tier answered or not
=================================  =========  =====================================================

The host-tier figures are the process's (one tier per process, :mod:`kvmemory.tier`), read at scrape time.
"""

from __future__ import annotations

import time

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest

BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)


class Metrics:
    def __init__(self):
        r = self.registry = CollectorRegistry()
        self.requests = Counter("kvmemory_requests", "HTTP requests by route and status", ["route", "method", "status"],
                                registry=r)
        self.latency = Histogram("kvmemory_request_seconds", "Request latency", ["route"], buckets=BUCKETS, registry=r)
        self.answers = Counter("kvmemory_answers", "Answers by mode", ["mode", "verified"], registry=r)
        self.tokens = Counter("kvmemory_tokens", "Tokens by kind", ["kind"], registry=r)
        self.ttft = Histogram("kvmemory_ttft_seconds", "Time to first token by mode", ["mode"], buckets=BUCKETS,
                              registry=r)
        self.decode_steps = Counter("kvmemory_decode_steps", "Decode steps run", registry=r)
        self.handoffs = Counter("kvmemory_turn_handoffs", "Turns handed over between decode steps", registry=r)
        self.batch_forwards = Counter("kvmemory_batch_forwards", "Batched decode forwards run", registry=r)
        self.batch_rows = Counter("kvmemory_batch_rows", "Decode steps the batched forwards carried", registry=r)
        self.model_busy = Counter("kvmemory_model_busy_seconds", "Seconds the model was running some job's work or "
                                  "a batched step", registry=r)
        self.prefill_cuts = Counter("kvmemory_prefill_cuts", "Batched steps run between two layers of a job's own "
                                    "forward (a long prefill cut, kvmemory serve --prefill-slice)", registry=r)
        self._seen: dict[str, int] = {}
        self.queue_depth = Gauge("kvmemory_queue_depth", "Jobs waiting for the model", registry=r)
        self.in_flight = Gauge("kvmemory_in_flight", "Jobs running on the model", registry=r)
        self.rejected = Counter("kvmemory_rejected", "Requests refused or stopped", ["reason"], registry=r)
        self.deposits = Counter("kvmemory_deposits", "Deposits by verifier and outcome", ["verifier", "outcome"],
                                registry=r)
        r.register(_TierCollector())

    def depth(self, waiting: int, running: int) -> None:
        self.queue_depth.set(waiting)
        self.in_flight.set(running)

    def scheduled(self, scheduler) -> None:
        """Bring the scheduling counters up to ``scheduler``'s running totals."""
        batcher = scheduler.batcher
        totals = {"handoffs": scheduler.turns.handoffs, "batch_forwards": batcher.steps if batcher else 0,
                  "batch_rows": batcher.rows if batcher else 0, "prefill_cuts": batcher.interleaved if batcher else 0,
                  "model_busy": scheduler.turns.busy_s}
        for name, total in totals.items():
            seen = self._seen.get(name, 0)
            if total > seen:
                getattr(self, name).inc(total - seen)
                self._seen[name] = total

    def answered(self, answer, ttft_s: float | None) -> None:
        self.answers.labels(answer.mode, str(bool(answer.verified)).lower()).inc()
        self.tokens.labels("prompt").inc(answer.prompt_tokens)
        self.tokens.labels("grafted").inc(answer.grafted_tokens)
        self.tokens.labels("decode").inc(answer.decode_tokens)
        if ttft_s is not None:
            self.ttft.labels(answer.mode).observe(ttft_s)

    def text(self) -> tuple[bytes, str]:
        return generate_latest(self.registry), CONTENT_TYPE_LATEST


class _TierCollector:
    """The host tier's counters and gauges (:func:`kvmemory.tier.stats`), read when scraped."""

    def collect(self):
        from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily

        from .. import tier

        st = tier.stats()
        reads = CounterMetricFamily("kvmemory_host_tier_reads", "Artifact reads the host tier answered (hit) or not",
                                    labels=["result"])
        reads.add_metric(["hit"], st["hits"])
        reads.add_metric(["miss"], st["misses"])
        yield reads
        yield CounterMetricFamily("kvmemory_host_tier_evictions", "Artifacts the budget pushed out",
                                  value=st["evictions"])
        yield GaugeMetricFamily("kvmemory_host_tier_bytes", "Verified artifact bytes kept in host memory",
                                value=st["bytes"])
        yield GaugeMetricFamily("kvmemory_host_tier_entries", "Artifacts kept in host memory", value=st["entries"])
        yield GaugeMetricFamily("kvmemory_host_tier_budget_bytes", "The host tier's budget (0: off)",
                                value=st["budget"])
        devices = st.get("devices", {})
        if devices:
            kept = GaugeMetricFamily("kvmemory_device_tier_bytes", "Verified artifact bytes kept in device memory",
                                     labels=["device"])
            dreads = CounterMetricFamily("kvmemory_device_tier_reads", "Artifact reads a device tier answered (hit) "
                                         "or not", labels=["device", "result"])
            for name, d in devices.items():
                kept.add_metric([name], d["bytes"])
                dreads.add_metric([name, "hit"], d["hits"])
                dreads.add_metric([name, "miss"], d["misses"])
            yield kept
            yield dreads


def _template(routes, scope) -> str | None:
    """The path template of the route ``scope`` would reach."""
    from starlette.routing import Match

    for r in routes:
        if getattr(r, "path", None) and r.matches(scope)[0] == Match.FULL:
            return r.path
    return None


class RequestMetrics:
    """ASGI middleware: count each request by its route template and status, and time it."""

    def __init__(self, app, metrics: Metrics, routes):
        self.app, self.metrics, self.routes = app, metrics, routes

    def _route(self, scope) -> str:
        route = scope.get("route")
        path = getattr(route, "path", None)
        if not path:  # answered before routing (401, 413): find the route it would have reached
            path = _template(self.routes(), scope)
        return path or "other"

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        t0, status = time.perf_counter(), 500

        async def watch(message):
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, watch)
        finally:
            route = self._route(scope)
            self.metrics.requests.labels(route, scope.get("method", ""), str(status)).inc()
            self.metrics.latency.labels(route).observe(time.perf_counter() - t0)
