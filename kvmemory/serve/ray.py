"""``kvmemory serve --ray``: the same app on Ray Serve (optional extra ``kvmemory[ray]``; Ray is imported only here,
inside functions).

Each replica is one Ray Serve replica of the deployment :func:`deployment` builds: it runs the app of
:func:`~kvmemory.serve.app.create_app` with its own model and its own local working copy of the library (a
catalog and an artifact cache in a fresh folder under ``cache_dir``, removed when the replica stops). The
library itself is shared: it must be at a URL (``s3://…``, or another fsspec URL with its driver). A deposit
through a replica is uploaded to the shared library before it is acknowledged; the other replicas merge it
when they sync: every ``sync_every`` seconds (a background task on the replica's scheduler, so a sync takes
its turn with the model's other jobs) and on demand. ``POST /v1/memory/sync`` reaches one replica (Ray Serve
picks it); that replica syncs, then bumps a counter held by a small named, detached Ray actor (one per Ray
namespace and library URL, :func:`ray_signal`), and every replica polls that counter each :data:`POLL_S`
seconds and syncs when it has moved (the one that was asked too: a deposit that landed between its own sync
and its bump is merged then). So one request syncs all replicas within about a second; the reply says
``"broadcast": {"epoch": N, "poll_s": ...}``. Every reply carries the ``x-kvmemory-replica`` header: the id
of the replica that answered it.

Ray Serve's HTTP proxy binds ``host`` (127.0.0.1 by default); anything but loopback needs an API key, as for
``kvmemory serve``.
"""

from __future__ import annotations

import asyncio
import logging
import shutil
import tempfile
from contextlib import asynccontextmanager
from dataclasses import asdict, replace
from typing import Any

from kvmemory import InputError

from .app import ServeConfig, create_app
from .guards import check_bind

__all__ = ["REPLICA_HEADER", "replica_app", "deployment", "serve_on_ray", "check", "DEPLOYMENT_NAME", "POLL_S",
           "SyncSignal", "ray_signal"]

REPLICA_HEADER = "x-kvmemory-replica"
DEPLOYMENT_NAME = "kvmemory"
#: How often a replica looks whether another one was asked to sync (seconds).
POLL_S = 1.0
log = logging.getLogger("kvmemory.serve.ray")


def _ray():
    try:
        import ray
        from ray import serve
    except ImportError as exc:
        raise InputError(f"kvmemory serve --ray needs Ray Serve ({exc.name}): pip install 'kvmemory[ray]'") from exc
    return ray, serve


class ReplicaHeader:
    """ASGI middleware: every HTTP reply says which replica answered it (``x-kvmemory-replica``)."""

    def __init__(self, app, replica: str):
        self.app, self.replica = app, replica.encode()

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def tagged(message):
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", ()), (REPLICA_HEADER.encode(), self.replica)]}
            await send(message)

        await self.app(scope, receive, tagged)


class SyncSignal:
    """How replicas tell each other to sync: a shared counter. ``bump()`` moves it on and returns the new value;
    ``epoch()`` reads it. Both are coroutines. :func:`ray_signal` gives the one every replica of a deployment
    shares; tests may pass any object with these two coroutines."""

    def __init__(self, bump, epoch):
        self.bump, self.epoch = bump, epoch


def ray_signal(lib: str) -> SyncSignal:
    """The :class:`SyncSignal` of library ``lib`` in this Ray namespace: a named detached actor (created by
    the first replica that asks, found by the others; it holds one integer)."""
    import hashlib

    ray, _ = _ray()

    @ray.remote(num_cpus=0)
    class SyncEpoch:
        def __init__(self):
            self.n = 0

        def bump(self) -> int:
            self.n += 1
            return self.n

        def epoch(self) -> int:
            return self.n

    name = "kvmemory-sync-" + hashlib.sha256(lib.encode()).hexdigest()[:16]
    actor = SyncEpoch.options(name=name, get_if_exists=True, lifetime="detached").remote()

    async def bump() -> int:
        return await actor.bump.remote()

    async def epoch() -> int:
        return await actor.epoch.remote()

    return SyncSignal(bump, epoch)


async def _sync_loop(state, every: float, signal: SyncSignal | None = None) -> None:
    """Merge the shared library every ``every`` seconds (0: never on a schedule) and whenever ``signal``'s
    counter has moved (looked at every :data:`POLL_S` seconds), each time as a job of the replica's scheduler."""
    loop = asyncio.get_running_loop()
    seen = None   # the counter when this replica last synced (read once it has opened its library)
    if signal is not None:
        try:
            seen = await signal.epoch()
        except Exception as exc:  # the actor is not reachable yet: the first read in the loop sets it
            log.warning("sync signal not reachable yet: %s: %s", type(exc).__name__, exc)
    due = loop.time() + every if every > 0 else float("inf")
    while True:
        await asyncio.sleep(min(POLL_S if signal is not None else every, max(due - loop.time(), 0.0)))
        try:
            now = await signal.epoch() if signal is not None else None
            seen = now if seen is None else seen
            if now == seen and loop.time() < due:
                continue
            seen, due = now, loop.time() + every if every > 0 else float("inf")
            report = await state.scheduler.run(lambda mem, job: mem.sync())
            if report is not None and (report.added or report.removed):
                log.info("%s", report.text())
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # the store is down, the queue is full...: the next round tries again
            log.warning("sync failed: %s: %s", type(exc).__name__, exc)


def replica_app(config: ServeConfig, *, replica: str, sync_every: float = 0.0, signal: SyncSignal | None = None):
    """One replica's app: :func:`create_app`'s, plus the ``x-kvmemory-replica`` header on every reply, a sync of
    the shared library every ``sync_every`` seconds (when > 0), and with a ``signal``: ``POST /v1/memory/sync``
    bumps it after its own sync, and this replica syncs whenever another one bumped it."""
    app = create_app(config)
    app.add_middleware(ReplicaHeader, replica=replica)
    if signal is not None:
        async def broadcast() -> dict:
            return {"epoch": await signal.bump(), "poll_s": POLL_S}

        app.state.kvmemory.broadcast = broadcast
    if sync_every > 0 or signal is not None:
        inner = app.router.lifespan_context

        @asynccontextmanager
        async def lifespan(a):
            async with inner(a):
                task = asyncio.create_task(_sync_loop(a.state.kvmemory, sync_every, signal))
                try:
                    yield
                finally:
                    task.cancel()
                    try:
                        await task
                    except asyncio.CancelledError:
                        pass

        app.router.lifespan_context = lifespan
    return app


class Replica:
    """The deployment's class (wrapped by ``serve.ingress()`` in :func:`deployment`): a fresh working folder
    and the replica's id at construction, the app when Ray Serve asks for it."""

    def __init__(self, config: dict, sync_every: float):
        from ray import serve

        raw = dict(config)
        raw["verifiers"] = tuple(raw["verifiers"])
        base = ServeConfig(**raw)
        self.replica_id = serve.get_replica_context().replica_id.unique_id
        self.workdir = tempfile.mkdtemp(prefix=f"kvmemory-replica-{self.replica_id}-", dir=base.cache_dir)
        self.config = replace(base, cache_dir=self.workdir)
        self.sync_every = sync_every

    def __serve_build_asgi_app__(self):
        return replica_app(self.config, replica=self.replica_id, sync_every=self.sync_every,
                           signal=ray_signal(self.config.lib))

    def __del__(self):  # after the app's lifespan ended (its memory is closed)
        if getattr(self, "workdir", None):
            shutil.rmtree(self.workdir, ignore_errors=True)


def check(config: ServeConfig, replicas: int, sync_every: float) -> None:
    """InputError unless the library is at a URL and the numbers make sense."""
    from kvmemory.remote import is_url

    if not is_url(config.lib):
        raise InputError(f"kvmemory serve --ray needs a library at a URL that every replica reaches (s3://..., "
                         f"gs://...), not the local folder {config.lib!r}")
    if replicas < 1:
        raise InputError("--replicas must be at least 1")
    if sync_every < 0:
        raise InputError("--sync-every must be 0 (never) or more seconds")


def deployment(config: ServeConfig, *, replicas: int = 2, sync_every: float = 60.0, num_cpus: float = 1.0):
    """The bound Ray Serve application: ``replicas`` replicas of :class:`Replica`, each taking as many requests
    at once as the app admits (``max_active + max_queue``: beyond them it answers 429 itself)."""
    check(config, replicas, sync_every)
    _, serve = _ray()
    cls = serve.ingress()(Replica)
    dep = serve.deployment(cls, name=DEPLOYMENT_NAME, num_replicas=replicas,
                           max_ongoing_requests=config.max_active + config.max_queue,
                           graceful_shutdown_timeout_s=config.timeout_s + 30,   # in-flight requests finish
                           ray_actor_options={"num_cpus": num_cpus})
    return dep.bind(asdict(config), float(sync_every))


def serve_on_ray(config: ServeConfig, *, host: str = "127.0.0.1", port: int = 8000, replicas: int = 2,
                 sync_every: float = 60.0, address: str | None = None, blocking: bool = True,
                 num_cpus: float = 1.0) -> Any:
    """Deploy on Ray Serve (connecting to the Ray cluster at ``address``, else ``RAY_ADDRESS``, else a new local
    one) with its HTTP proxy on ``host:port``; ``blocking`` waits until Ctrl-C, then shuts Serve down."""
    check_bind(host, config.api_key)
    check(config, replicas, sync_every)
    ray, serve = _ray()
    if not ray.is_initialized():
        ray.init(address=address, include_dashboard=False)
    serve.start(http_options={"host": host, "port": port})
    app = deployment(config, replicas=replicas, sync_every=sync_every, num_cpus=num_cpus)
    handle = serve.run(app, name=DEPLOYMENT_NAME, route_prefix="/", blocking=False)
    if not blocking:
        return handle
    import signal
    import time

    def stop(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)   # SIGTERM as Ctrl-C: Serve drains its replicas, then exits
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        serve.shutdown()
    return None
