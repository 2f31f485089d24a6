"""Library builds on Ray Data: ``kvmemory build DATA.jsonl --out URL --ray [--workers N]``.

The driver plans the rows exactly as :func:`kvmemory.build.build_library` does (same resume keys,
same ``build_rows`` table in its catalog), skips rows an earlier run recorded, and streams the rest
through ``Dataset.map_batches`` onto an actor pool of ``workers`` :class:`DepositWorker`s, each
holding one model and one embedder, loaded once. A worker deposits each row of its batch with
:func:`kvmemory.build.deposit_row` into the shared library (artifact and record uploaded before the
row's outcome is returned); the driver records every outcome as it arrives (progress bar), then
syncs its catalog.

Resumable: a driver killed mid-build is rerun with the same command; recorded rows are skipped and
rows that workers finished but the driver never recorded are recognised by ``deposit``'s content
check (each worker syncs the library on start), so nothing is computed twice. A worker killed
mid-batch is restarted by Ray Data and its batch retried; a duplicate record that this leaves
merges into the same entry (:mod:`kvmemory.sync`).

Byte-exact: a worker computes KV exactly as ``deposit`` does, on ``threads`` torch threads (default
1, one CPU per actor), so the artifacts are byte for byte those of a single-process build with the same
thread count on the same stack (``OMP_NUM_THREADS=1 kvmemory build ...``).

Ray is optional (``pip install 'kvmemory[ray]'``) and imported only here.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .build import BuildSummary, count, deposit_row, ensure_table, plan_rows, record, recorded, summarize
from .errors import InputError

__all__ = ["build_on_ray", "DepositWorker"]


class DepositWorker:
    """A Ray Data actor: one model and embedder; deposits each row of a batch into the shared library."""

    def __init__(self, out: str, model: Any, embedder: Any, verifier: Any, verifier_name: str, namespace: str,
                 data_name: str, storage_options: dict | None, threads: int):
        import torch

        from .memory import KVMemory
        from .remote import is_url

        torch.set_num_threads(threads)
        self.tmp = tempfile.mkdtemp(prefix="kvmemory-ray-") if is_url(out) else None
        extra = {"cache_dir": self.tmp, "storage_options": storage_options} if self.tmp else {}
        self.mem = KVMemory(out, model=model, embedder=embedder, **extra)
        self.mem.fingerprint  # load the model once per actor
        self.args = (data_name, verifier, verifier_name, namespace)

    def __call__(self, batch: dict) -> dict:
        outs = []
        for raw in batch["row"]:
            planned = tuple(json.loads(raw))
            # no recap: it is a per-host cache and would land in this actor's throwaway catalog
            outs.append(json.dumps(deposit_row(self.mem, planned, *self.args, recap=False)))
        return {"out": outs}

    def __del__(self):
        try:
            self.mem.close()
        finally:
            if self.tmp:
                shutil.rmtree(self.tmp, ignore_errors=True)


def build_on_ray(data: str | os.PathLike, out: str, *, workers: int = 2, batch_size: int = 8, model: Any = None,
                 embedder: Any = None, limit: int | None = None, problem_field: str = "question",
                 solution_field: str = "answer", answer_field: str | None = None,
                 answer_regex: str | None = r"####\s*(.+)", verifier: Any = "numeric", namespace: str | None = None,
                 progress: bool = True, cache_dir=None, storage_options: dict | None = None, threads: int = 1,
                 address: str | None = None) -> BuildSummary:
    """Build (or resume) the library at ``out`` (a URL shared by the workers, or a local folder on one
    node) from the JSONL ``data`` on a Ray cluster: ``address`` (default ``RAY_ADDRESS`` or the
    cluster this process is connected to, else a local one). ``model`` and ``embedder`` are names or
    paths every worker can load. Returns the same :class:`~kvmemory.build.BuildSummary` as a serial build."""
    try:
        import ray
    except ImportError as exc:
        raise InputError("--ray needs Ray Data: pip install 'kvmemory[ray]'") from exc
    from .memory import KVMemory
    from .remote import is_url
    from .verifiers import resolve_verifier

    _check_arguments(workers, batch_size, threads, limit, model, embedder)
    data = Path(data)
    regex = re.compile(answer_regex, re.M) if answer_regex else None
    verifier_name, _ = resolve_verifier(verifier)
    mem = KVMemory(out, **({"cache_dir": cache_dir, "storage_options": storage_options} if is_url(out) else {}))
    try:
        store = mem.store
        namespace = namespace or mem.settings.namespace
        ensure_table(store)
        plan = plan_rows(data, limit, problem_field, solution_field, answer_field, regex, verifier_name, namespace)
        done = recorded(store, [p[1] for p in plan])
        todo = [p for p in plan if p[1] not in done]
        summary = BuildSummary(library=str(out), data=str(data), rows=len(plan), resumed=len(plan) - len(todo))
        worker_kwargs = {"out": str(out), "model": None if model is None else str(model),
                         "embedder": None if embedder is None else str(embedder), "verifier": verifier,
                         "verifier_name": verifier_name, "namespace": namespace, "data_name": data.name,
                         "storage_options": storage_options, "threads": threads}
        t0 = time.perf_counter()
        _run(ray, mem, todo, summary, worker_kwargs, workers=workers, batch_size=batch_size, address=address,
             progress=progress)
        summary.seconds = time.perf_counter() - t0
        summary.tokens_per_s = summary.kv_tokens / summary.seconds if summary.seconds > 0 else 0.0
        mem.sync()
        return summarize(store, plan, summary, data.name)
    finally:
        mem.close()


def _check_arguments(workers, batch_size, threads, limit, model, embedder) -> None:
    if workers < 1 or batch_size < 1 or threads < 1:
        raise InputError("--workers, batch size and threads must be >= 1")
    if limit is not None and limit < 0:
        raise InputError("--limit must be >= 0")
    if not isinstance(model, (str, type(None), Path)) or not isinstance(embedder, (str, type(None), Path)):
        raise InputError("a Ray build loads the model on every worker: pass model and embedder as names or paths")


def _run(ray, mem, todo: list[tuple], summary: BuildSummary, worker_kwargs: dict, *, workers: int, batch_size: int,
         address, progress: bool) -> None:
    """Record the rows refused before any model runs, then stream the rest through the actor pool,
    recording each block of outcomes as it arrives. A KeyboardInterrupt marks ``summary`` interrupted."""
    from tqdm import tqdm

    store, args = mem.store, (worker_kwargs["data_name"], worker_kwargs["verifier"], worker_kwargs["verifier_name"],
                              worker_kwargs["namespace"])
    bar = tqdm(total=summary.rows, initial=summary.resumed, desc=f"build {worker_kwargs['out']} on Ray ({workers} "
               "workers)", unit="row", file=sys.stderr, disable=not progress, dynamic_ncols=True, mininterval=0.5)
    try:
        with store.transaction():  # rows refused before any model runs: recorded here
            for p in [p for p in todo if p[5] is not None]:
                record(store, **deposit_row(mem, p, *args, recap=False))
                bar.update(1)
        jobs = [p for p in todo if p[5] is None]
        if jobs:
            for outs in _outcomes(ray, jobs, worker_kwargs, workers=workers, batch_size=batch_size, address=address):
                with store.transaction():
                    for o in outs:
                        record(store, **{**o, "entry_id": None})  # the worker's own catalog id
                for o in outs:
                    count(summary, o)
                bar.update(len(outs))
    except KeyboardInterrupt:
        summary.interrupted = True
    finally:
        bar.close()


def _outcomes(ray, jobs: list[tuple], worker_kwargs: dict, *, workers: int, batch_size: int, address):
    """The workers' row outcomes (dicts for :func:`record`), a block at a time."""
    if not ray.is_initialized():
        ray.init(address=address, include_dashboard=False, log_to_driver=False)
    ray.data.DataContext.get_current().enable_progress_bars = False
    # blocks of about two batches: outcomes come back (and are recorded) a block at a time
    blocks = max(1, min(-(-len(jobs) // (2 * batch_size)), 20_000))
    ds = ray.data.from_items([{"row": json.dumps(p)} for p in jobs], override_num_blocks=blocks)
    ds = ds.map_batches(DepositWorker, batch_size=batch_size, compute=ray.data.ActorPoolStrategy(size=workers),
                        num_cpus=worker_kwargs["threads"], batch_format="numpy", fn_constructor_kwargs=worker_kwargs)
    for batch in ds.iter_batches(batch_size=None, batch_format="numpy"):
        yield [json.loads(o) for o in batch["out"]]
