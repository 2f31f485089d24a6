"""``kvmemory serve``: the OpenAI-compatible server on uvicorn (registered lazily in :mod:`kvmemory.cli`).

Imports nothing of the server stack until it runs, so ``kvmemory --help`` works without the ``serve``
extra; a missing part raises an error that names ``pip install 'kvmemory[serve]'``.
"""

from __future__ import annotations

import json
import os

import click

from kvmemory import InputError


def _stack():
    try:
        import fastapi  # noqa: F401
        import prometheus_client  # noqa: F401
        import uvicorn
    except ImportError as exc:
        raise InputError(f"kvmemory serve needs {exc.name}: pip install 'kvmemory[serve]'") from exc
    return uvicorn


def _slice(value: str) -> float | None:
    """``--prefill-slice``: seconds >= 0, or "off" (None)."""
    if value.strip().lower() == "off":
        return None
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0
    if not seconds >= 0:
        raise click.BadParameter(f"{value!r} is neither a number of seconds >= 0 nor 'off'")
    return seconds


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to bind. Anything but loopback needs --api-key.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535), help="Port to bind.")
@click.option("--lib", default=None, help="Library folder or URL (default: the group's --lib).")
@click.option("--model", default=None, help="Causal LM (default: the group's --model, else the embedded model).")
@click.option("--dtype", default=None, help="float32 (default), bfloat16 or float16.")
@click.option("--device", default=None, help="cpu (default), cuda, cuda:N or mps.")
@click.option("--api-key", envvar="KVMEMORY_API_KEY", default=None,
              help="Require 'Authorization: Bearer KEY' on every route but /health (env KVMEMORY_API_KEY).")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 64),
              help="Worker processes, each with its own model (its requests share it step by step).")
@click.option("--active", "max_active", default=16, show_default=True, type=click.IntRange(1, 1024),
              help="Requests per worker that run at once (each holds its own KV cache); their decode steps go "
                   "through one batched forward per step.")
@click.option("--batch/--no-batch", default=True, show_default=True,
              help="Batch the decode steps of running requests, each request's tokens and logits the same bits "
                   "as alone (kvmemory.batchdecode); --no-batch: requests take turns, one decode step at a time.")
@click.option("--prefill-slice", "prefill_slice", default="0.25", show_default=True, metavar="SECONDS|off",
              callback=lambda _ctx, _param, v: _slice(v),
              help="With batched steps: a long prompt's prefill lets the running decodes take a step between two of "
                   "its layers once they have waited this long (same bits, only the timing moves; off: never cut).")
@click.option("--queue", "max_queue", default=16, show_default=True, type=click.IntRange(1, 10_000),
              help="Requests per worker that may wait beyond the active ones; beyond it the server answers 429 "
                   "with Retry-After.")
@click.option("--timeout", "timeout_s", default=300.0, show_default=True, type=click.FloatRange(min=0.1),
              help="Seconds a request may take from arrival; its decode is stopped after (504).")
@click.option("--max-body", default=1 << 20, show_default=True, type=click.IntRange(min=1024),
              help="Largest request body in bytes (413 beyond).")
@click.option("--verifier", "verifiers", multiple=True,
              type=click.Choice(["numeric", "exact", "contains", "human"]),
              help="Verifiers deposits may name (repeatable; default numeric, exact, contains). 'human' lets "
                   "any client vouch for its own deposit: enable it only for trusted clients.")
@click.option("--ray", "on_ray", is_flag=True,
              help="Deploy on Ray Serve instead of uvicorn (extra kvmemory[ray]): --replicas replicas, each with "
                   "its own model and its own working copy of the library, which must be at a URL (s3://...). "
                   "Connects to the cluster at RAY_ADDRESS, else starts a local one.")
@click.option("--replicas", default=2, show_default=True, type=click.IntRange(1, 1024),
              help="With --ray: the number of replicas.")
@click.option("--sync-every", default=60.0, show_default=True, type=click.FloatRange(min=0),
              help="With --ray: seconds between each replica's syncs of the shared library (0: only on "
                   "POST /v1/memory/sync, which syncs every replica within about a second).")
@click.option("--repeated-calls", default="allow", show_default=True, type=click.Choice(["allow", "answer"]),
              help="tool_choice=auto: a reply that only repeats calls already answered since the user's last "
                   "message is returned (allow) or answered in text instead (answer; for agents on a small model).")
@click.option("--json", "as_json", is_flag=True, help="Print the server's settings as one JSON line before it starts.")
def serve_command(host, port, lib, model, dtype, device, api_key, workers, max_active, batch, prefill_slice,
                  max_queue, timeout_s, max_body, verifiers, on_ray, replicas, sync_every, repeated_calls, as_json):
    """Serve the library over HTTP: OpenAI's /v1/chat/completions, /v1/completions and /v1/models, the memory
    routes under /v1/memory, /health and /metrics (the OpenAPI schema at /openapi.json).

    Any OpenAI client works by changing its base URL to http://HOST:PORT/v1. SIGTERM or Ctrl-C lets the
    requests in flight finish before the server exits. With --ray, every reply names the replica that
    answered it in its x-kvmemory-replica header.
    """
    ctx = click.get_current_context()
    if on_ray and workers > 1:
        raise click.UsageError("--ray and --workers do not go together: Ray Serve runs --replicas replicas")
    for name in ("replicas", "sync_every"):
        if not on_ray and ctx.get_parameter_source(name) == click.core.ParameterSource.COMMANDLINE:
            raise click.UsageError(f"--{name.replace('_', '-')} needs --ray")
    uvicorn = _stack()
    from .guards import check_bind

    check_bind(host, api_key)  # UnsafeBind: exit 1 (the group's mapping of kvmemory's errors), nothing loaded
    from .app import CONFIG_ENV, DEFAULT_VERIFIERS, ServeConfig

    root = click.get_current_context().find_root().obj
    config = ServeConfig(
        lib=lib or (root.lib if root else "kvmemory-lib"), model=model or (root.model if root else None),
        embedder=root.embedder if root else None, dtype=dtype or (root.dtype if root else None),
        device=device or (root.device if root else None) or "cpu", cache_dir=root.cache_dir if root else None,
        api_key=api_key or None, max_queue=max_queue, max_active=max_active, timeout_s=timeout_s,
        max_body=max_body, verifiers=tuple(verifiers) or DEFAULT_VERIFIERS, batch=batch, prefill_slice_s=prefill_slice,
        repeated_calls=repeated_calls)
    info = {"url": f"http://{host}:{port}/v1", "lib": config.lib, "model": config.model, "workers": workers,
            "auth": bool(api_key), "active": max_active, "batch": batch, "prefill_slice_s": prefill_slice,
            "queue": max_queue, "timeout_s": timeout_s,
            "verifiers": list(config.verifiers), "repeated_calls": repeated_calls}
    if on_ray:
        from .ray import check

        check(config, replicas, sync_every)   # a local folder: exit 1 before Ray starts
        info.update(workers=None, ray=True, replicas=replicas, sync_every=sync_every)
    click.echo(json.dumps(info) if as_json else f"kvmemory serve: {info['url']} (library {config.lib})", err=not as_json)
    if on_ray:
        from .ray import serve_on_ray

        serve_on_ray(config, host=host, port=port, replicas=replicas, sync_every=sync_every)
        return
    run = dict(host=host, port=port, timeout_graceful_shutdown=int(timeout_s) + 30, log_level="info",
               access_log=False)
    if workers == 1:
        from .app import create_app

        uvicorn.run(create_app(config), **run)
    else:  # each worker process builds its own app (and model) from the config in the environment
        os.environ[CONFIG_ENV] = config.to_env()
        uvicorn.run("kvmemory.serve.app:app_from_env", factory=True, workers=workers, **run)
