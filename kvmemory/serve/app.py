"""The ASGI app: :func:`create_app` assembles the routes, the error handlers, the guards and the metrics
around one :class:`~kvmemory.serve.scheduler.Scheduler` that owns the :class:`~kvmemory.KVMemory`.

Layers, outermost first: request metrics, the body-size limit (413), the bearer key (401), then FastAPI
(validation into 400s, routes). The memory is opened by the scheduler when the app starts
(its lifespan) and closed after every admitted job has finished when it stops: with uvicorn, SIGTERM stops
accepting connections, lets in-flight requests finish, then ends the lifespan, so an acknowledged
deposit (a 201 is sent only after its commit) is never lost.
"""

from __future__ import annotations

import json
import os
import time
from contextlib import asynccontextmanager
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from fastapi import FastAPI
from fastapi.responses import JSONResponse

from kvmemory import DEFAULT_MODEL, DEFAULT_SETTINGS, KVMemory, __version__

from . import errors
from .batching import PREFILL_SLICE_S
from .guards import BearerAuth, BodyLimit
from .metrics import Metrics, RequestMetrics
from .routes import router
from .scheduler import DEFAULT_ACTIVE, DEFAULT_QUEUE, DEFAULT_TIMEOUT_S, Scheduler

DEFAULT_VERIFIERS = ("numeric", "exact", "contains")   # "human" (the caller vouches) only when asked for
DEFAULT_MAX_BODY = 1 << 20
CONFIG_ENV = "KVMEMORY_SERVE_CONFIG"   # how `--workers N` hands the config to each worker process


@dataclass(frozen=True)
class ServeConfig:
    """What one server runs with (``kvmemory serve``'s options)."""

    lib: str = "kvmemory-lib"
    model: str | None = None
    embedder: str | None = None
    dtype: str | None = None
    device: str = "cpu"
    cache_dir: str | None = None
    api_key: str | None = field(default=None, repr=False)
    max_queue: int = DEFAULT_QUEUE
    max_active: int = DEFAULT_ACTIVE
    timeout_s: float = DEFAULT_TIMEOUT_S
    max_body: int = DEFAULT_MAX_BODY
    verifiers: tuple[str, ...] = DEFAULT_VERIFIERS
    model_id: str | None = None   # the id /v1/models lists (default: --model, or the default model's name)
    batch: bool = True            # batched decode steps (kvmemory.serve.batching); False: one step at a time
    prefill_slice_s: float | None = PREFILL_SLICE_S   # a waiting step cuts a long prefill after this long; None: never
    repeated_calls: str = "allow"  # Settings.repeated_calls of the served library

    def open_memory(self) -> KVMemory:
        kw: dict[str, Any] = {"model": self.model, "embedder": self.embedder, "dtype": self.dtype,
                              "device": self.device,
                              "settings": replace(DEFAULT_SETTINGS, repeated_calls=self.repeated_calls)}
        if "://" in self.lib:
            kw["cache_dir"] = self.cache_dir
        mem = KVMemory(self.lib, **kw)
        try:
            mem.model, mem.embedder  # load both now: the first request does not pay for them
        except BaseException:
            mem.close()
            raise
        return mem

    def to_env(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_env(cls) -> "ServeConfig":
        raw = json.loads(os.environ[CONFIG_ENV])
        raw["verifiers"] = tuple(raw["verifiers"])
        return cls(**raw)


class State:
    """What the routes share: ``request.app.state.kvmemory``.

    ``broadcast``: None, or an async callable that asks every other server on the same library to sync
    (set by :func:`kvmemory.serve.ray.replica_app`); ``POST /v1/memory/sync`` awaits it after its own sync.
    """

    def __init__(self, config: ServeConfig, scheduler: Scheduler, metrics: Metrics, model_id: str):
        self.config, self.scheduler, self.metrics, self.model_id = config, scheduler, metrics, model_id
        self.started = int(time.time())
        self.broadcast = None


def create_app(config: ServeConfig = ServeConfig(), *, memory: KVMemory | None = None) -> FastAPI:
    """The server's ASGI app. ``memory`` serves an open :class:`KVMemory` (left open at shutdown) instead of
    opening ``config.lib``."""
    metrics = Metrics()
    scheduler = Scheduler((lambda: memory) if memory is not None else config.open_memory,
                          max_queue=config.max_queue, max_active=config.max_active, timeout_s=config.timeout_s,
                          on_depth=metrics.depth, close_memory=memory is None, batch=config.batch,
                          prefill_slice_s=config.prefill_slice_s)
    model_id = config.model_id or str(config.model or DEFAULT_MODEL)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        from starlette.concurrency import run_in_threadpool

        await run_in_threadpool(scheduler.start)
        try:
            yield
        finally:
            await run_in_threadpool(scheduler.stop)

    app = FastAPI(title="kvmemory serve", version=__version__, lifespan=lifespan,
                  description="An OpenAI-compatible server over a verified, byte-exact KV memory.")
    app.state.kvmemory = State(config, scheduler, metrics, model_id)
    app.include_router(router)
    errors.install(app)

    @app.exception_handler(Exception)
    async def unexpected(request, exc):  # a bug, never bad input: still OpenAI's error shape
        return JSONResponse(errors.error_body(f"internal error: {type(exc).__name__}", "server_error"),
                            status_code=500)

    if config.api_key:
        app.add_middleware(BearerAuth, api_key=config.api_key)
    app.add_middleware(BodyLimit, max_bytes=config.max_body)
    app.add_middleware(RequestMetrics, metrics=metrics, routes=lambda: [*router.routes, *app.routes])
    return app


def app_from_env() -> FastAPI:
    """The app of one ``--workers`` process (uvicorn's factory): the config comes from :data:`CONFIG_ENV`."""
    return create_app(ServeConfig.from_env())
