"""``kvmemory serve --ray`` on a real local Ray cluster (``ray.init(num_cpus=2)``) with 2 replicas of the tiny
random Llama and one shared library on a real moto S3 server: a deposit through one replica is answered in
recurring mode through the other after one sync request to either (and not before); every reply names its
replica in the ``x-kvmemory-replica`` header. Without Ray: a replica's app syncs on its schedule, and when
another replica was asked to sync; the command-line rules."""

from __future__ import annotations

import time

import pytest
from conftest import need, unavailable
from click.testing import CliRunner

need("fastapi")
import httpx  # noqa: E402

import _s3  # noqa: E402
from _serving import free_port  # noqa: E402
from kvmemory.cli import main  # noqa: E402

P1 = "Tom has 3 apples and buys 4 more. How many apples does he have?"
S1 = "He has 3 + 4 = 7 apples.\n#### 7"
HEADER = "x-kvmemory-replica"
DEADLINE_S = 60


def _ray_serve():
    try:
        import ray.serve  # noqa: F401
    except ImportError as exc:
        unavailable(f"ray.serve cannot be imported ({exc}): pip install 'kvmemory[ray]'")


@pytest.fixture(scope="module")
def s3():
    with _s3.serving() as server:
        yield server


@pytest.fixture(scope="module")
def cluster(s3, tiny_model_dir, tmp_path_factory):
    """2 replicas on Ray Serve at 127.0.0.1:<port>, a library at s3://; on-demand syncs only (--sync-every 0)."""
    _ray_serve()
    import ray
    from ray import serve

    from kvmemory.serve.app import ServeConfig
    from kvmemory.serve.ray import serve_on_ray

    port = free_port()
    config = ServeConfig(lib=f"s3://{s3.bucket()}/lib", model=tiny_model_dir,
                         cache_dir=str(tmp_path_factory.mktemp("replicas")))
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)  # its workers inherit the S3 environment
    try:
        serve_on_ray(config, host="127.0.0.1", port=port, replicas=2, sync_every=0, blocking=False)
        yield f"http://127.0.0.1:{port}"
    finally:
        try:
            serve.shutdown()
        finally:
            ray.shutdown()


def _until_other(send, first: str) -> httpx.Response:
    """Repeat ``send()`` until a reply comes from a replica other than ``first`` (Ray Serve picks the replica)."""
    deadline = time.monotonic() + DEADLINE_S
    seen = []
    while time.monotonic() < deadline:
        r = send()
        assert r.status_code == 200, r.text
        seen.append(r.headers[HEADER])
        if r.headers[HEADER] != first:
            return r
    raise AssertionError(f"no reply from a second replica in {DEADLINE_S}s: {seen}")


def _until_same(send, first: str) -> httpx.Response:
    """Repeat ``send()`` until a reply comes from replica ``first``."""
    deadline = time.monotonic() + DEADLINE_S
    while time.monotonic() < deadline:
        r = send()
        assert r.status_code == 200, r.text
        if r.headers[HEADER] == first:
            return r
    raise AssertionError(f"no reply from replica {first} in {DEADLINE_S}s")


@pytest.mark.slow  # a real local Ray cluster, a moto server and two model replicas
def test_deposit_through_one_replica_is_recurring_through_the_other_after_it_syncs(cluster):
    base = cluster
    assert httpx.get(f"{base}/health", timeout=30).status_code == 200
    r = httpx.post(f"{base}/v1/memory/entries", json={"problem": P1, "solution": S1, "answer": "7"}, timeout=120)
    assert r.status_code == 201, r.text
    first = r.headers[HEADER]
    assert first

    def ask():
        return httpx.post(f"{base}/v1/completions", json={"prompt": P1, "max_tokens": 8}, timeout=120)

    before = _until_other(ask, first)
    other = before.headers[HEADER]
    assert before.json()["kvmemory"]["mode"] != "recurring"   # the other replica has not merged the deposit yet

    # one sync request, answered by the replica that took the deposit (it has nothing new to merge): the
    # other replica syncs too, told through the shared counter, with no request of its own
    sync = _until_same(lambda: httpx.post(f"{base}/v1/memory/sync", timeout=120), first).json()
    assert sync["synced"] is True and sync["added"] == 0 and sync["broadcast"]["epoch"] >= 1, sync
    deadline, kv = time.monotonic() + DEADLINE_S, None
    while time.monotonic() < deadline:
        after = _until_other(ask, first)
        assert after.headers[HEADER] == other
        kv = after.json()["kvmemory"]
        if kv["mode"] == "recurring":
            break
        time.sleep(0.5)
    assert kv["mode"] == "recurring" and kv["verified"] is True, kv


def test_replica_app_syncs_on_its_schedule_and_names_itself(s3, tiny_model_dir, tmp_path):
    """Without Ray: two replicas' apps in this process on one library at s3://; the second (``sync_every=0.5``)
    answers the first's deposit in recurring mode with no sync request, once its schedule has run."""
    from fastapi.testclient import TestClient

    from kvmemory.serve.app import ServeConfig
    from kvmemory.serve.ray import replica_app

    url = f"s3://{s3.bucket()}/lib"
    a = replica_app(ServeConfig(lib=url, model=tiny_model_dir, cache_dir=str(tmp_path / "a")), replica="ra")
    b = replica_app(ServeConfig(lib=url, model=tiny_model_dir, cache_dir=str(tmp_path / "b")), replica="rb",
                    sync_every=0.5)
    with TestClient(a) as ca, TestClient(b) as cb:
        r = ca.post("/v1/memory/entries", json={"problem": P1, "solution": S1, "answer": "7"})
        assert r.status_code == 201 and r.headers[HEADER] == "ra", r.text
        deadline, kv = time.monotonic() + 30, None
        while time.monotonic() < deadline:
            r = cb.post("/v1/completions", json={"prompt": P1, "max_tokens": 8})
            assert r.status_code == 200 and r.headers[HEADER] == "rb", r.text
            kv = r.json()["kvmemory"]
            if kv["mode"] == "recurring":
                break
            time.sleep(0.2)
        assert kv["mode"] == "recurring" and kv["verified"] is True, kv
        assert cb.get("/health").headers[HEADER] == "rb"


def test_a_sync_request_to_one_replica_syncs_the_others(s3, tiny_model_dir, tmp_path):
    """Without Ray: two replicas' apps sharing one counter (what the Ray actor holds), no schedule. A sync sent to
    the replica that took the deposit bumps the counter; the other one merges the deposit on its own."""
    import asyncio

    from fastapi.testclient import TestClient

    from kvmemory.serve.app import ServeConfig
    from kvmemory.serve.ray import SyncSignal, replica_app

    counter = [0]

    async def bump():
        counter[0] += 1
        return counter[0]

    async def epoch():
        await asyncio.sleep(0)
        return counter[0]

    signal = SyncSignal(bump, epoch)
    url = f"s3://{s3.bucket()}/lib-signal"
    a = replica_app(ServeConfig(lib=url, model=tiny_model_dir, cache_dir=str(tmp_path / "a")), replica="ra",
                    signal=signal)
    b = replica_app(ServeConfig(lib=url, model=tiny_model_dir, cache_dir=str(tmp_path / "b")), replica="rb",
                    signal=signal)
    with TestClient(a) as ca, TestClient(b) as cb:
        assert ca.post("/v1/memory/entries", json={"problem": P1, "solution": S1, "answer": "7"}).status_code == 201
        time.sleep(1.5)  # b polls the counter; it has not moved, so b has not merged the deposit
        r = cb.post("/v1/completions", json={"prompt": P1, "max_tokens": 8})
        assert r.status_code == 200 and r.json()["kvmemory"]["mode"] != "recurring", r.text
        sync = ca.post("/v1/memory/sync").json()
        assert sync["synced"] is True and sync["added"] == 0 and sync["broadcast"]["epoch"] == 1, sync
        deadline, kv = time.monotonic() + 30, None
        while time.monotonic() < deadline:
            kv = cb.post("/v1/completions", json={"prompt": P1, "max_tokens": 8}).json()["kvmemory"]
            if kv["mode"] == "recurring":
                break
            time.sleep(0.2)
        assert kv["mode"] == "recurring" and kv["verified"] is True, kv


def test_ray_command_line_rules(tmp_path):
    """--ray with --workers > 1, --replicas without --ray: usage errors; a local folder or a public bind
    without a key: refused before Ray starts."""
    run = CliRunner().invoke
    r = run(main, ["serve", "--ray", "--workers", "2", "--lib", "s3://b/lib"])
    assert r.exit_code == 2 and "--ray and --workers" in r.output, r.output
    r = run(main, ["serve", "--replicas", "3", "--lib", "s3://b/lib"])
    assert r.exit_code == 2 and "--replicas needs --ray" in r.output, r.output
    r = run(main, ["serve", "--ray", "--lib", str(tmp_path / "lib")])
    assert r.exit_code == 1 and "needs a library at a URL" in r.output, r.output
    r = run(main, ["serve", "--ray", "--host", "0.0.0.0", "--lib", "s3://b/lib"], env={"KVMEMORY_API_KEY": ""})
    assert r.exit_code == 1 and "without an API key" in r.output, r.output
