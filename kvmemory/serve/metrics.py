"""Prometheus metrics of one server (its own registry, so several apps in one process never mix).

=================================  =========  =====================================================
name                               kind       labels
=================================  =========  =====================================================
kvmemory_requests_total            counter    route (the route's template), method, status
kvmemory_request_seconds           histogram  route: arrival to the last byte of the response
kvmemory_answers_total             counter    mode (recurring, transfer, cold), verified
kvmemory_tokens_total              counter    kind (prompt, grafted, decode)
kvmemory_ttft_seconds              histogram  mode: arrival to the first token's text
kvmemory_queue_depth               gauge      jobs waiting for the model
kvmemory_in_flight                 gauge      jobs running on the model (0 or 1 per worker)
kvmemory_rejected_total            counter    reason (queue_full, timeout, disconnected)
kvmemory_deposits_total            counter    verifier, outcome (stored, rejected)
=================================  =========  =====================================================
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
        self.queue_depth = Gauge("kvmemory_queue_depth", "Jobs waiting for the model", registry=r)
        self.in_flight = Gauge("kvmemory_in_flight", "Jobs running on the model", registry=r)
        self.rejected = Counter("kvmemory_rejected", "Requests refused or stopped", ["reason"], registry=r)
        self.deposits = Counter("kvmemory_deposits", "Deposits by verifier and outcome", ["verifier", "outcome"],
                                registry=r)

    def depth(self, waiting: int, running: int) -> None:
        self.queue_depth.set(waiting)
        self.in_flight.set(running)

    def answered(self, answer, ttft_s: float | None) -> None:
        self.answers.labels(answer.mode, str(bool(answer.verified)).lower()).inc()
        self.tokens.labels("prompt").inc(answer.prompt_tokens)
        self.tokens.labels("grafted").inc(answer.grafted_tokens)
        self.tokens.labels("decode").inc(answer.decode_tokens)
        if ttft_s is not None:
            self.ttft.labels(answer.mode).observe(ttft_s)

    def text(self) -> tuple[bytes, str]:
        return generate_latest(self.registry), CONTENT_TYPE_LATEST


class RequestMetrics:
    """ASGI middleware: count each request by its route template and status, and time it."""

    def __init__(self, app, metrics: Metrics, routes):
        self.app, self.metrics, self.routes = app, metrics, routes

    def _route(self, scope) -> str:
        route = scope.get("route")
        if route is None:  # answered before routing (401, 413): find the route it would have reached
            from starlette.routing import Match

            for r in self.routes():
                if r.matches(scope)[0] == Match.FULL:
                    route = r
                    break
        return getattr(route, "path", None) or "other"

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
