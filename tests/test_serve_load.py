"""kvmemory serve under load, on a real uvicorn server on 127.0.0.1 (in a thread) and the tiny Llama.

* concurrent answers are SHA-256-equal (tokens and logits) to the same requests served alone and answered
  in-process, with decode steps batched (the default) and taking turns (``--no-batch``);
* scheduling: a short request is not stuck behind a long decode;
* a full queue answers 429 with ``Retry-After``; a request past its timeout 504; a client that leaves a
  stream stops its decode (the decode-step counter stops rising).

Decodes are slowed with a forward pre-hook (``_serving.slowed``: a sleep, no change to any logit) so that
they overlap and last long enough to be queued behind, timed out or walked away from.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import threading
import time

import pytest
from conftest import need

need("fastapi")
import httpx  # noqa: E402
from _serving import metric, served, slowed  # noqa: E402

from kvmemory.serve import ServeConfig, create_app  # noqa: E402
from kvmemory.serve.scheduler import Job  # noqa: E402

PROBLEMS = [("Tom has 3 apples and buys 4 more. How many apples does he have?", "3 + 4 = 7.\n#### 7", "7"),
            ("A box holds 6 pens. How many pens are in 5 boxes?", "6 * 5 = 30.\n#### 30", "30"),
            ("Sara reads 12 pages a day. How many pages does she read in 3 days?", "12 * 3 = 36.\n#### 36", "36")]


def _requests() -> list[tuple[str, dict]]:
    """12 requests: recurring (deposited problems), transfer, cold, streamed and text completions."""
    out = []
    for p, _, _ in PROBLEMS:
        out.append(("chat", {"messages": [{"role": "user", "content": p}], "max_tokens": 16}))
        out.append(("chat", {"messages": [{"role": "user", "content": p}], "max_tokens": 16, "stream": True}))
    out += [("chat", {"messages": [{"role": "user", "content": "Ann has 5 cats and gets 2 more. How many cats?"}],
                      "max_tokens": 24, "kvmemory": {"mode": "transfer"}}),
            ("chat", {"messages": [{"role": "user", "content": "Name a color."}], "max_tokens": 40,
                      "kvmemory": {"mode": "cold"}}),
            ("chat", {"messages": [{"role": "system", "content": "Be brief."},
                                   {"role": "user", "content": "Count to five."}], "max_tokens": 32, "stream": True}),
            ("text", {"prompt": "Once upon a time", "max_tokens": 30}),
            ("chat", {"messages": [{"role": "user", "content": "Say hi."}], "max_tokens": 20, "temperature": 0.8,
                      "seed": 7}),
            ("text", {"prompt": "2 + 2 =", "max_tokens": 12, "stream": True})]
    return out


async def _one(client: httpx.AsyncClient, kind: str, body: dict) -> dict:
    route = "/v1/chat/completions" if kind == "chat" else "/v1/completions"
    if not body.get("stream"):
        r = await client.post(route, json=body)
        assert r.status_code == 200, r.text
        out = r.json()
        text = out["choices"][0]["message"]["content"] if kind == "chat" else out["choices"][0]["text"]
        return {"text": text, **{k: out["kvmemory"][k] for k in ("mode", "tokens_sha256", "logits_sha256")}}
    pieces, info = [], None
    async with client.stream("POST", route, json=body) as r:
        assert r.status_code == 200
        async for line in r.aiter_lines():
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            chunk = json.loads(line[6:])
            assert "error" not in chunk, chunk
            if chunk.get("kvmemory"):
                info = chunk["kvmemory"]
            for c in chunk["choices"]:
                pieces.append((c.get("delta") or {}).get("content") or c.get("text") or "")
    return {"text": "".join(pieces), **{k: info[k] for k in ("mode", "tokens_sha256", "logits_sha256")}}


async def _many(base: str, reqs, concurrent: bool) -> list[dict]:
    async with httpx.AsyncClient(base_url=base, timeout=300) as client:
        if concurrent:
            return list(await asyncio.gather(*(_one(client, k, b) for k, b in reqs)))
        return [await _one(client, k, b) for k, b in reqs]


def _schedule_counters(base: str) -> dict:
    return {name: metric(base, f"kvmemory_{name}_total") for name in ("turn_handoffs", "batch_forwards", "batch_rows")}


def _shared_steps(base: str, before: dict, batch: bool) -> str | None:
    """None if the concurrent requests really shared the model step by step (else what did not happen)."""
    after = _schedule_counters(base)
    d = {k: after[k] - before[k] for k in after}
    if batch:
        return None if d["batch_rows"] > d["batch_forwards"] > 0 else f"no decode step was batched: {d}"
    return None if d["turn_handoffs"] > 0 and d["batch_forwards"] == 0 else f"the requests never took turns: {d}"


@pytest.mark.parametrize("batch", [True, False], ids=["batched", "turns"])
def test_concurrent_answers_equal_each_served_alone(llama_mem, batch):
    with served(create_app(ServeConfig(batch=batch), memory=llama_mem)) as base:
        assert httpx.get(f"{base}/health").json()["batched_decode"] is batch
        for p, s, a in PROBLEMS:
            assert httpx.post(f"{base}/v1/memory/entries", json={"problem": p, "solution": s, "answer": a},
                              timeout=120).status_code == 201
        reqs = _requests()
        asyncio.run(_many(base, reqs, concurrent=False))  # warm: the first recurring answers store their recaps
        alone = asyncio.run(_many(base, reqs, concurrent=False))
        before = _schedule_counters(base)
        with slowed(llama_mem.model, 0.002):  # decodes overlap for sure
            together = asyncio.run(_many(base, reqs, concurrent=True))
        shared = _shared_steps(base, before, batch)
    assert {r["mode"] for r in alone} >= {"recurring", "transfer", "cold"}
    assert all(r["logits_sha256"] and r["tokens_sha256"] for r in alone)
    assert together == alone  # text, mode, SHA-256 of tokens and of every forward's logits, request by request
    assert shared is None, shared
    # and the same bits in-process, with no server: the single path decodes with the batch's kernels
    kind, body = reqs[9]
    assert kind == "text"
    own = llama_mem.answer(body["prompt"], max_new_tokens=body["max_tokens"])
    assert len(own.token_ids) > 5 and own.mode == alone[9]["mode"]
    assert hashlib.sha256(",".join(map(str, own.token_ids)).encode()).hexdigest() == alone[9]["tokens_sha256"]


def test_a_short_request_is_not_stuck_behind_a_long_decode(llama_mem):
    """Least attained service: a 4-token request started while a 400-token decode runs ends long before it."""
    long_body = {"messages": [{"role": "user", "content": "Write a long story."}], "max_tokens": 400,
                 "kvmemory": {"mode": "cold"}}
    short_body = {"messages": [{"role": "user", "content": "Hi"}], "max_tokens": 4, "kvmemory": {"mode": "cold"}}
    with served(create_app(ServeConfig(), memory=llama_mem)) as base, slowed(llama_mem.model, 0.01):
        done = {}

        def long():
            r = httpx.post(f"{base}/v1/chat/completions", json=long_body, timeout=120)
            done["long"] = (time.perf_counter(), r.json()["kvmemory"]["decode_tokens"])

        t = threading.Thread(target=long)
        t.start()
        while metric(base, "kvmemory_decode_steps_total") < 20:
            time.sleep(0.02)
        t0 = time.perf_counter()
        r = httpx.post(f"{base}/v1/chat/completions", json=short_body, timeout=120)
        short_s, short_end = time.perf_counter() - t0, time.perf_counter()
        t.join(120)
    assert r.status_code == 200 and r.json()["kvmemory"]["decode_tokens"] <= 4
    assert done["long"][1] >= 200, "the long decode ended early: nothing was tested"
    assert short_end < done["long"][0]
    assert short_s < 1.0, f"the short request took {short_s:.2f}s behind a {done['long'][1]}-token decode"


def test_full_queue_answers_429_with_retry_after(llama_mem):
    body = {"messages": [{"role": "user", "content": "Write a long story."}], "max_tokens": 300,
            "kvmemory": {"mode": "cold"}}
    with served(create_app(ServeConfig(max_active=1, max_queue=1), memory=llama_mem)) as base, \
            slowed(llama_mem.model, 0.01):
        results = []
        threads = [threading.Thread(target=lambda: results.append(
            httpx.post(f"{base}/v1/chat/completions", json=body, timeout=120).status_code)) for _ in range(2)]
        for t in threads:
            t.start()
            time.sleep(0.3)
        r = httpx.post(f"{base}/v1/chat/completions", json=body, timeout=120)
        assert r.status_code == 429, r.text
        assert r.headers["retry-after"] == "1"
        assert r.json()["error"]["type"] == "rate_limit_error" and r.json()["error"]["code"] == "queue_full"
        import openai

        with pytest.raises(openai.RateLimitError):
            openai.OpenAI(base_url=f"{base}/v1", api_key="x", max_retries=0).chat.completions.create(
                model="any", messages=body["messages"], max_tokens=2)
        assert metric(base, "kvmemory_rejected_total", reason="queue_full") == 2
        assert metric(base, "kvmemory_requests_total", route="/v1/chat/completions", status="429") == 2
        for t in threads:
            t.join(120)
    assert results == [200, 200]  # the admitted ones were served


def test_request_past_its_timeout_is_stopped_with_504(llama_mem):
    body = {"messages": [{"role": "user", "content": "Write a long story."}], "max_tokens": 300,
            "kvmemory": {"mode": "cold"}}
    with served(create_app(ServeConfig(timeout_s=0.6), memory=llama_mem)) as base, slowed(llama_mem.model, 0.01):
        t0 = time.perf_counter()
        r = httpx.post(f"{base}/v1/chat/completions", json=body, timeout=60)
        took = time.perf_counter() - t0
        assert r.status_code == 504, r.text
        err = r.json()["error"]
        assert err["type"] == "timeout_error" and err["code"] == "timeout" and "--timeout" in err["message"]
        assert took < 3.0
        steps = metric(base, "kvmemory_decode_steps_total")
        assert steps < 150  # stopped well before its 300 tokens
        time.sleep(0.5)
        assert metric(base, "kvmemory_decode_steps_total") == steps
        # streamed: the error arrives as the stream's last event, then [DONE]
        with httpx.stream("POST", f"{base}/v1/chat/completions", json={**body, "stream": True}, timeout=60) as s:
            events = [line for line in s.iter_lines() if line.startswith("data: ")]
        assert events[-1] == "data: [DONE]" and json.loads(events[-2][6:])["error"]["code"] == "timeout"
        assert metric(base, "kvmemory_rejected_total", reason="timeout") == 2


def test_a_client_that_leaves_a_stream_stops_its_decode(llama_mem):
    body = {"messages": [{"role": "user", "content": "Write a long story."}], "max_tokens": 2000,
            "kvmemory": {"mode": "cold"}, "stream": True}
    with served(create_app(ServeConfig(), memory=llama_mem)) as base, slowed(llama_mem.model, 0.01):
        with httpx.Client(timeout=60) as client:
            with client.stream("POST", f"{base}/v1/chat/completions", json=body) as r:
                seen = 0
                for line in r.iter_lines():
                    seen += line.startswith("data: ")
                    if seen >= 5:
                        break
        # the connection is closed: the decode stops within a step or two
        deadline = time.time() + 10
        while metric(base, "kvmemory_rejected_total", reason="disconnected") < 1 and time.time() < deadline:
            time.sleep(0.05)
        assert metric(base, "kvmemory_rejected_total", reason="disconnected") == 1
        steps = metric(base, "kvmemory_decode_steps_total")
        time.sleep(1.0)  # at 10 ms a step, a running decode would add ~100
        assert metric(base, "kvmemory_decode_steps_total") == steps < 500
        assert metric(base, "kvmemory_in_flight") == 0
        # and a non-streamed request whose client gives up is stopped too
        with pytest.raises(httpx.ReadTimeout):
            httpx.post(f"{base}/v1/chat/completions", json={**body, "stream": False}, timeout=0.5)
        deadline = time.time() + 10
        while metric(base, "kvmemory_rejected_total", reason="disconnected") < 2 and time.time() < deadline:
            time.sleep(0.05)
        steps = metric(base, "kvmemory_decode_steps_total")
        time.sleep(1.0)
        assert metric(base, "kvmemory_decode_steps_total") == steps
        assert metric(base, "kvmemory_rejected_total", reason="disconnected") == 2


@pytest.mark.slow
def test_concurrent_answers_equal_each_served_alone_on_the_default_model(default_mem):
    """The claim on the real default model: 8 concurrent answers (recurring, transfer, cold, streamed)
    SHA-256-equal, tokens and logits, to each served alone."""
    reqs = [r for i, r in enumerate(_requests()) if i in (0, 1, 2, 6, 7, 8, 9, 11)]
    for _, body in reqs:
        body["max_tokens"] = min(body["max_tokens"], 16)
    with served(create_app(ServeConfig(), memory=default_mem)) as base:
        for p, s, a in PROBLEMS[:2]:
            assert httpx.post(f"{base}/v1/memory/entries", json={"problem": p, "solution": s, "answer": a},
                              timeout=300).status_code == 201
        asyncio.run(_many(base, reqs, concurrent=False))
        alone = asyncio.run(_many(base, reqs, concurrent=False))
        before = _schedule_counters(base)
        together = asyncio.run(_many(base, reqs, concurrent=True))
        shared = _shared_steps(base, before, batch=True)
    assert {r["mode"] for r in alone} >= {"recurring", "transfer", "cold"}
    assert together == alone
    assert shared is None, shared


def test_a_recurring_request_is_admitted_ahead_of_queued_cold_ones(llama_mem):
    """Recurring first at admission: with a long cold request in its prefill and another cold one queued, a
    request whose exact text is stored (the model-free lookup before admission) takes the turn before the
    queued cold one, and still answers in recurring mode."""
    problem, solution, answer = PROBLEMS[0]
    cold = {"messages": [{"role": "user", "content": "Write a long story."}], "max_tokens": 3,
            "kvmemory": {"mode": "cold"}}
    recurring = {"messages": [{"role": "user", "content": problem}], "max_tokens": 8}
    app = create_app(ServeConfig(), memory=llama_mem)
    with served(app) as base:
        r = httpx.post(f"{base}/v1/memory/entries", json={"problem": problem, "solution": solution,
                                                          "answer": answer}, timeout=120)
        assert r.status_code == 201, r.text
        assert httpx.post(f"{base}/v1/chat/completions", json=recurring, timeout=120).json()["kvmemory"]["mode"] \
            == "recurring"  # warm: its recap is stored
        scheduler = app.state.kvmemory.scheduler
        order, take = [], scheduler.turns.take

        def first_take(job, **kw):  # the order in which jobs first get the turn (not the batch thread's steps)
            take(job, **kw)
            if isinstance(job, Job) and job.started is None:
                order.append((job, job.recurring))

        scheduler.turns.take = first_take
        replies = {}

        def post(name, body):
            replies[name] = httpx.post(f"{base}/v1/chat/completions", json=body, timeout=120)

        deadline = time.time() + 60
        with slowed(llama_mem.model, 0.6):
            threads = []
            for name, body, running in [("cold1", cold, 1), ("cold2", cold, 2), ("recurring", recurring, 3)]:
                threads.append(threading.Thread(target=post, args=(name, body)))
                threads[-1].start()
                while scheduler.running < running and time.time() < deadline:
                    time.sleep(0.01)
            for t in threads:
                t.join(120)
    assert all(r.status_code == 200 for r in replies.values()), {k: r.text for k, r in replies.items()}
    assert replies["recurring"].json()["kvmemory"]["mode"] == "recurring"
    assert [rec for _, rec in order] == [False, True, False], "the recurring request waited behind the queued cold one"
