"""``scripts/serve_workers.py`` (``kvmemory serve --workers 2`` against 1) on the tiny Llama, tiny sizes: its
report's shape and every request answered 200; and the ``server_timings`` a reply's ``kvmemory`` object
carries (the route's first-token time, total and per-token decode time, streamed and not)."""

from __future__ import annotations

import importlib.util
import json

import pytest
from conftest import REPO, need

need("fastapi")
from _serving import served  # noqa: E402


def _script():
    spec = importlib.util.spec_from_file_location("serve_workers", REPO / "scripts" / "serve_workers.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow  # three server processes, each worker with its own (tiny) model
def test_workers_script_measures_both_counts_and_every_request_is_answered(tiny_model_dir, tmp_path):
    report = _script().run(model=tiny_model_dir, runs=(1, 2, 1), requests=4, concurrency=2, max_tokens=4,
                           seconds=120, ready_timeout=300, lib=tmp_path / "lib", log_dir=tmp_path)
    assert report["seeded"] == [201, 201, 201]
    assert [r["workers"] for r in report["runs"]] == [1, 2, 1]
    for r in report["runs"]:
        assert r["sent"] == r["planned"] == r["ok"] == 4 and r["statuses"] == [200], r
        assert r["tokens"] > 0 and r["requests_per_s"] > 0 and r["tokens_per_s"] > 0 and r["p50_latency_s"] > 0
        assert set(r["modes"]) <= {"cold", "transfer"}
    assert set(report["ratio_2_vs_1"]) == {"requests_per_s", "tokens_per_s", "p50_latency_s"}
    assert all(v > 0 for v in report["ratio_2_vs_1"].values())
    assert report["torch_threads_per_worker"] == 1
    json.dumps(report)  # printable as JSON


def _check(t: dict, decoded: int) -> None:
    assert set(t) == {"first_token_ms", "total_ms", "decode_ms_per_token"}
    assert 0 < t["first_token_ms"] <= t["total_ms"]
    if decoded > 1:
        assert t["decode_ms_per_token"] >= 0
        # the tokens after the first come between the first token and the end of the reply
        assert t["first_token_ms"] + (decoded - 1) * t["decode_ms_per_token"] <= t["total_ms"] + 1e-3
    else:
        assert t["decode_ms_per_token"] is None


def test_server_timings_in_the_kvmemory_object_streamed_and_not(llama_mem):
    import httpx

    from kvmemory.serve import ServeConfig, create_app

    req = {"messages": [{"role": "user", "content": "What is 2 + 2?"}], "max_tokens": 6,
           "kvmemory": {"mode": "cold"}}
    with served(create_app(ServeConfig(), memory=llama_mem)) as base:
        plain = httpx.post(f"{base}/v1/chat/completions", json=req, timeout=120).json()
        _check(plain["kvmemory"]["server_timings"], plain["usage"]["completion_tokens"])
        text = httpx.post(f"{base}/v1/completions", json={"prompt": "2 + 2 =", "max_tokens": 3}, timeout=120).json()
        _check(text["kvmemory"]["server_timings"], text["usage"]["completion_tokens"])
        with httpx.stream("POST", f"{base}/v1/chat/completions", json={**req, "stream": True}, timeout=120) as r:
            chunks = [json.loads(line[6:]) for line in r.iter_lines() if line.startswith("data: {")]
    last = [c for c in chunks if "kvmemory" in c]
    assert len(last) == 1 and last[0] is chunks[-1]
    info = last[0]["kvmemory"]
    _check(info["server_timings"], info["decode_tokens"])
    assert "ttft_s" in info["timings"]  # the core's own stage timings stay beside the route's
