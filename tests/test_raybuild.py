"""``kvmemory build --ray`` on a real local Ray cluster (``ray.init(num_cpus=2)``, one per module) into
an S3 library on a real moto server: the same artifact bytes as a serial one-thread build, a worker
SIGKILLed mid-build, a driver SIGKILLed mid-build and resumed.

Rows: ``KVMEMORY_TEST_RAY_ROWS`` GSM8K train problems (default 48; the issue's 500:
``KVMEMORY_TEST_RAY_ROWS=500 pytest tests/test_raybuild.py``), on the tiny random Llama.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time

import pytest

import _s3
from conftest import DATA, REPO
from kvmemory import KVMemory
from kvmemory.build import build_library
from kvmemory.raybuild import build_on_ray
from kvmemory.remote import catalog_dir

ROWS = int(os.environ.get("KVMEMORY_TEST_RAY_ROWS", "48"))
TRAIN = DATA / "train.jsonl"

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("one_thread")]  # slow: a real local Ray cluster


@pytest.fixture(scope="module")
def s3():
    with _s3.serving() as server:
        yield server


@pytest.fixture(scope="module")
def cluster(s3):
    """One local Ray cluster for the module (its workers inherit the S3 environment)."""
    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray.get_runtime_context().gcs_address
    ray.shutdown()


@pytest.fixture(scope="module")
def serial(tmp_path_factory, tiny_model_dir, embedder, one_thread):
    """{problem: artifact sha256} of a serial one-thread build of the same rows."""
    out = tmp_path_factory.mktemp("serial") / "lib"
    s = build_library(TRAIN, out, model=tiny_model_dir, embedder=embedder, limit=ROWS, progress=False)
    assert s.admitted == ROWS and s.rejected == 0
    with KVMemory(out, model=tiny_model_dir, embedder=embedder) as mem:
        return {e.problem: e.sha256 for e in mem.entries()}


def _library(url, cache_dir, tiny_model_dir, embedder) -> dict:
    with KVMemory(url, cache_dir=cache_dir, model=tiny_model_dir, embedder=embedder) as mem:
        entries = mem.entries()
        assert len({e.problem for e in entries}) == len(entries)  # one active entry per problem
        return {e.problem: e.sha256 for e in entries}


def _worker_pids() -> list[int]:
    """Ray worker processes that run a DepositWorker actor (Ray titles them ``ray::MapWorker(...DepositWorker)``)."""
    pids = []
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/cmdline", "rb") as f:
                    if b"DepositWorker" in f.read():
                        pids.append(int(d))
            except OSError:
                continue
    return sorted(pids)


def _rows(cache_dir, url) -> int:
    db = catalog_dir(url, cache_dir) / "kvmemory.db"
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            return conn.execute("SELECT COUNT(*) FROM build_rows").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


def test_ray_build_same_artifacts_as_serial_and_survives_a_killed_worker(cluster, s3, tmp_path, tiny_model_dir,
                                                                         embedder, serial):
    url = f"s3://{s3.bucket()}/lib"
    result = {}

    def run():
        try:
            result["summary"] = build_on_ray(TRAIN, url, workers=2, batch_size=4, model=tiny_model_dir, limit=ROWS,
                                             cache_dir=tmp_path / "driver", progress=False)
        except BaseException as exc:  # noqa: BLE001 - surfaced below
            result["error"] = exc

    t = threading.Thread(target=run)
    t.start()
    deadline = time.monotonic() + 300
    while _rows(tmp_path / "driver", url) < 4 and time.monotonic() < deadline and t.is_alive():
        time.sleep(0.2)
    workers = _worker_pids()
    assert workers, "no worker actor to kill"
    os.kill(workers[0], signal.SIGKILL)              # a worker dies mid-build
    t.join(600)
    assert "error" not in result, result.get("error")
    s = result["summary"]
    assert s.rows == ROWS and s.admitted == ROWS and not s.interrupted
    assert _library(url, tmp_path / "check", tiny_model_dir, embedder) == serial   # same bytes, same names
    again = build_on_ray(TRAIN, url, workers=2, model=tiny_model_dir, limit=ROWS, cache_dir=tmp_path / "driver",
                         progress=False)
    assert again.resumed == ROWS and again.computed == 0


def test_ray_build_driver_killed_then_resumed_from_the_cli(cluster, s3, tmp_path, tiny_model_dir, embedder, serial):
    url = f"s3://{s3.bucket()}/lib"
    cache = tmp_path / "driver"
    env = {**os.environ, "RAY_ADDRESS": cluster, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1",
           "TOKENIZERS_PARALLELISM": "false"}
    cmd = [sys.executable, "-m", "kvmemory", "--model", tiny_model_dir, "--cache-dir", str(cache), "build", str(TRAIN),
           "--out", url, "--ray", "--workers", "2", "--batch-size", "4", "--limit", str(ROWS), "--json", "--quiet"]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=REPO)
    deadline = time.monotonic() + 300
    while _rows(cache, url) < ROWS // 3 and time.monotonic() < deadline and p.poll() is None:
        time.sleep(0.2)
    assert p.poll() is None, p.stderr.read()[-2000:]
    p.kill()                                          # the driver dies mid-build
    p.communicate(timeout=60)
    recorded = _rows(cache, url)
    assert 0 < recorded < ROWS
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=REPO, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    final = json.loads(r.stdout)
    assert final["rows"] == ROWS and final["admitted"] == ROWS and final["resumed"] == recorded
    assert final["computed"] + final["duplicates"] == ROWS - recorded   # unrecorded rows done once
    assert _library(url, tmp_path / "check", tiny_model_dir, embedder) == serial
