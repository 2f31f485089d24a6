"""kvmemory serve: OpenAI shapes, errors, auth, size limit and scheduling, on the tiny Llama.

Fast tests drive the ASGI app in-process (starlette's TestClient); slow ones start a real uvicorn
server on 127.0.0.1 and talk to it with the openai SDK.
"""

import socket
import threading
import time

import pytest

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient  # noqa: E402

from kvmemory.serve import ServeConfig, create_app  # noqa: E402

P1 = "Tom has 3 apples and buys 4 more. How many apples does he have?"
S1 = "He has 3 + 4 = 7 apples.\n#### 7"


@pytest.fixture
def client(llama_mem):
    with TestClient(create_app(ServeConfig(api_key="k3y", max_body=4096), memory=llama_mem)) as c:
        c.headers["Authorization"] = "Bearer k3y"
        yield c


def test_chat_deposit_recurring_and_errors(client):
    r = client.post("/v1/memory/entries", json={"problem": P1, "solution": S1, "answer": "7"})
    assert r.status_code == 201, r.text
    assert "path" not in r.json()
    r = client.post("/v1/completions", json={"prompt": P1, "max_tokens": 8})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["kvmemory"]["mode"] == "recurring" and body["kvmemory"]["verified"] is True
    assert body["choices"][0]["finish_reason"] in ("stop", "length")
    r = client.post("/v1/chat/completions", json={"messages": [{"role": "user", "content": "hi"}], "max_tokens": 4})
    assert r.status_code == 200 and r.json()["object"] == "chat.completion"
    for bad, param in [({"messages": []}, "messages"),
                       ({"messages": [{"role": "user", "content": "x"}], "tools": [{"type": "function"}]}, "tools"),
                       ({"messages": [{"role": "user", "content": "x"}], "n": 2}, "n")]:
        r = client.post("/v1/chat/completions", json=bad)
        assert r.status_code == 400 and r.json()["error"]["param"] == param, r.text
    assert client.post("/v1/memory/entries", json={"problem": P1, "solution": S1, "answer": "7",
                                                   "verifier": "human"}).status_code == 400
    assert client.get("/v1/memory/entries/999").status_code == 404
    assert client.post("/v1/completions", json={"prompt": "x" * 5000}).status_code == 413
    assert client.get("/v1/models", headers={"Authorization": "Bearer nope"}).status_code == 401
    assert client.get("/health", headers={"Authorization": ""}).status_code == 200
    assert "kvmemory_requests_total" in client.get("/metrics").text
    assert client.get("/openapi.json").json()["paths"]["/v1/chat/completions"]


def test_stream_equals_non_stream(client):
    req = {"messages": [{"role": "user", "content": "What is 2 + 2?"}], "max_tokens": 12}
    plain = client.post("/v1/chat/completions", json=req).json()
    with client.stream("POST", "/v1/chat/completions", json={**req, "stream": True,
                                                             "stream_options": {"include_usage": True}}) as r:
        lines = [line for line in r.iter_lines() if line.startswith("data: ")]
    assert lines[-1] == "data: [DONE]"
    import json
    chunks = [json.loads(line[6:]) for line in lines[:-1]]
    text = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks if c["choices"])
    assert text == plain["choices"][0]["message"]["content"]
    assert chunks[-1]["usage"]["completion_tokens"] == plain["usage"]["completion_tokens"]


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.slow
def test_openai_sdk_against_a_real_server(llama_mem):
    import uvicorn
    from openai import OpenAI

    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(ServeConfig(), memory=llama_mem), host="127.0.0.1",
                                           port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.time() + 60
    while not server.started and time.time() < deadline:
        time.sleep(0.05)
    try:
        client = OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="unused", max_retries=0, timeout=120)
        out = client.chat.completions.create(model="any", messages=[{"role": "user", "content": "Hi"}], max_tokens=6)
        streamed = "".join(c.choices[0].delta.content or "" for c in client.chat.completions.create(
            model="any", messages=[{"role": "user", "content": "Hi"}], max_tokens=6, stream=True) if c.choices)
        assert streamed == out.choices[0].message.content
        assert client.models.list().data[0].object == "model"
    finally:
        server.should_exit = True
        thread.join(60)
