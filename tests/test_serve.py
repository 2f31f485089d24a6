"""kvmemory serve: OpenAI shapes, errors, auth, size limit, metrics and the schema, on the tiny Llama.

The first two tests drive the ASGI app in-process (starlette's TestClient); the rest run a real uvicorn
server on 127.0.0.1 in a thread (``_serving.served``) and talk to it with httpx, the ``openai`` SDK
(sync, async, streaming) and ``langchain-openai``'s ``ChatOpenAI``. Load, scheduling, timeouts and
disconnects are in ``test_serve_load.py``; subprocess servers (SIGTERM) in ``test_serve_process.py``.
"""

import asyncio
import inspect
import json
import os
import re

import pytest
from conftest import need

need("fastapi")
from fastapi.testclient import TestClient  # noqa: E402

from _serving import metric, served  # noqa: E402

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
                       ({"messages": [{"role": "user", "content": "x"}], "n": 2}, "n"),
                       ({"messages": [{"role": "user", "content": [{"type": "text", "text": "x"}, {
                           "type": "image_url", "image_url": {"url": "data:,"}}]}]}, "messages.0.content")]:
        r = client.post("/v1/chat/completions", json=bad)
        assert r.status_code == 400 and r.json()["error"]["param"] == param, r.text
    assert client.post("/v1/memory/entries", json={"problem": P1, "solution": S1, "answer": "7",
                                                   "verifier": "human"}).status_code == 400
    assert client.get("/v1/memory/entries/999").status_code == 404
    assert client.post("/v1/completions", json={"prompt": "x" * 5000}).status_code == 413
    assert client.get("/v1/models", headers={"Authorization": "Bearer nope"}).status_code == 401
    assert client.get("/health", headers={"Authorization": ""}).status_code == 200
    metrics = client.get("/metrics").text
    assert "kvmemory_requests_total" in metrics
    # the recurring completion read its entry once: verified bytes now in the process's host tier
    entries = re.search(r"^kvmemory_host_tier_entries (\S+)$", metrics, re.M)
    assert entries and float(entries.group(1)) >= 1, metrics[-2000:]
    assert re.search(r'^kvmemory_host_tier_reads_total\{result="miss"\} [1-9]', metrics, re.M), metrics[-2000:]
    assert client.get("/openapi.json").json()["paths"]["/v1/chat/completions"]


def test_stream_equals_non_stream(client):
    req = {"messages": [{"role": "user", "content": "What is 2 + 2?"}], "max_tokens": 12}
    plain = client.post("/v1/chat/completions", json=req).json()
    with client.stream("POST", "/v1/chat/completions", json={**req, "stream": True,
                                                             "stream_options": {"include_usage": True}}) as r:
        lines = [line for line in r.iter_lines() if line.startswith("data: ")]
    assert lines[-1] == "data: [DONE]"
    chunks = [json.loads(line[6:]) for line in lines[:-1]]
    text = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks if c["choices"])
    assert text == plain["choices"][0]["message"]["content"]
    assert chunks[-1]["usage"]["completion_tokens"] == plain["usage"]["completion_tokens"]


@pytest.fixture
def server(llama_mem):
    """A real server on 127.0.0.1 with an API key and a 4 KiB body limit; yields (base URL, auth headers)."""
    with served(create_app(ServeConfig(api_key="k3y", max_body=4096), memory=llama_mem)) as base:
        yield base, {"Authorization": "Bearer k3y"}


def test_openai_sdk_sync_async_and_streaming(server):
    import openai
    from openai import AsyncOpenAI, OpenAI

    base, _ = server
    client = OpenAI(base_url=f"{base}/v1", api_key="k3y", max_retries=0, timeout=120)
    msgs = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "What is 2 + 3?"}]
    out = client.chat.completions.create(model="any", messages=msgs, max_tokens=8)
    assert out.object == "chat.completion" and out.choices[0].finish_reason in ("stop", "length")
    assert out.usage.completion_tokens == out.model_extra["kvmemory"]["decode_tokens"] > 0
    stream = client.chat.completions.create(model="any", messages=msgs, max_tokens=8, stream=True,
                                            stream_options={"include_usage": True})
    chunks = list(stream)
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == out.choices[0].message.content
    assert chunks[-1].usage.completion_tokens == out.usage.completion_tokens
    text = client.completions.create(model="any", prompt="2 + 3 =", max_tokens=4)
    assert text.object == "text_completion" and text.choices[0].text is not None
    assert [m.id for m in client.models.list().data] == [client.models.list().data[0].id]

    async def both():
        aclient = AsyncOpenAI(base_url=f"{base}/v1", api_key="k3y", max_retries=0, timeout=120)
        plain = await aclient.chat.completions.create(model="any", messages=msgs, max_tokens=8)
        pieces = [c.choices[0].delta.content or "" async for c in
                  await aclient.chat.completions.create(model="any", messages=msgs, max_tokens=8, stream=True)
                  if c.choices]
        await aclient.close()
        return plain, "".join(pieces)

    plain, streamed = asyncio.run(both())
    assert plain.choices[0].message.content == streamed == out.choices[0].message.content
    # the SDK's typed errors: each status maps to its exception
    with pytest.raises(openai.AuthenticationError):
        OpenAI(base_url=f"{base}/v1", api_key="wrong", max_retries=0).models.list()
    with pytest.raises(openai.BadRequestError, match="must describe an object"):
        client.chat.completions.create(model="any", messages=msgs, tools=[
            {"type": "function", "function": {"name": "f", "parameters": {"type": "string"}}}])
    with pytest.raises(openai.NotFoundError):
        client.get("/memory/entries/12345", cast_to=object)


def test_langchain_chat_openai_invoke_stream_and_langgraph(server):
    need("langchain_openai")
    from langchain_core.messages import HumanMessage, SystemMessage
    from langchain_openai import ChatOpenAI

    base, _ = server
    llm = ChatOpenAI(base_url=f"{base}/v1", api_key="k3y", model="kvmemory", max_tokens=8, temperature=0,
                     max_retries=0, timeout=120)
    msgs = [SystemMessage("Be brief."), HumanMessage("What is 2 + 3?")]
    reply = llm.invoke(msgs)
    assert isinstance(reply.content, str) and reply.response_metadata["finish_reason"] in ("stop", "length")
    assert "".join(chunk.content for chunk in llm.stream(msgs)) == reply.content

    from langgraph.graph import END, START, MessagesState, StateGraph

    graph = StateGraph(MessagesState)
    graph.add_node("model", lambda state: {"messages": [llm.invoke(state["messages"])]})
    graph.add_edge(START, "model")
    graph.add_edge("model", END)
    final = graph.compile().invoke({"messages": msgs})
    assert final["messages"][-1].content == reply.content


def test_api_key_guards_every_route_but_health(server, llama_mem):
    import httpx

    base, auth = server
    spec = httpx.get(f"{base}/openapi.json", headers=auth).json()
    routes = [(path.replace("{entry_id}", "1"), method.upper())
              for path, ops in spec["paths"].items() for method in ops]
    assert len(routes) >= 12
    for path, method in routes + [("/openapi.json", "GET"), ("/docs", "GET"), ("/nowhere", "GET")]:
        for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "k3y"},
                        {"Authorization": "Basic k3y"}):
            r = httpx.request(method, f"{base}{path}", headers=headers, json={})
            if path == "/health":
                assert r.status_code == 200
            else:
                assert r.status_code == 401, (path, method, headers, r.status_code)
                assert r.json()["error"]["type"] == "authentication_error"
                assert r.headers["www-authenticate"] == "Bearer"
        assert httpx.request(method, f"{base}{path}", headers=auth, json={}).status_code != 401
    from kvmemory.serve import guards

    assert "hmac.compare_digest(" in inspect.getsource(guards.BearerAuth)  # constant-time comparison


def test_body_limit_413_by_length_and_by_chunks(server):
    import httpx

    base, auth = server
    big = json.dumps({"prompt": "x" * 5000}).encode()
    r = httpx.post(f"{base}/v1/completions", headers={**auth, "Content-Type": "application/json"}, content=big)
    assert r.status_code == 413 and r.json()["error"]["code"] == "request_too_large"
    assert "--max-body" in r.json()["error"]["message"]

    def chunks():  # no Content-Length: the limit is enforced while the body is read
        for i in range(0, len(big), 1000):
            yield big[i:i + 1000]

    r = httpx.post(f"{base}/v1/completions", headers={**auth, "Content-Type": "application/json"}, content=chunks())
    assert r.status_code == 413
    assert httpx.post(f"{base}/v1/completions", headers=auth, json={"prompt": "x", "max_tokens": 1}).status_code == 200


BAD_REQUESTS = [  # (route, body, param, words in the message)
    ("/v1/chat/completions", {}, "messages", "messages: Field required"),
    ("/v1/chat/completions", {"messages": []}, "messages", "messages: List should have at least 1 item"),
    ("/v1/chat/completions", {"messages": [{"role": "wizard", "content": "x"}]}, "messages.0.role",
     "messages.0.role: Input should be"),
    ("/v1/chat/completions", {"messages": [{"role": "user", "content": "x"}], "max_tokens": 0}, "max_tokens",
     "max_tokens: Input should be greater than or equal to 1"),
    ("/v1/chat/completions", {"messages": [{"role": "user", "content": "x"}], "temperature": 9}, "temperature",
     "temperature: Input should be less than or equal to 2"),
    ("/v1/chat/completions", {"messages": [{"role": "assistant", "content": "x"}]}, "messages",
     "the last message must be the user's turn"),
    ("/v1/chat/completions", {"messages": [{"role": "user", "content": "x"}], "n": 2}, "n", "n is not supported"),
    ("/v1/chat/completions", {"messages": [{"role": "user", "content": "x"}], "kvmemory": {"mode": "warp"}},
     "kvmemory.mode", "kvmemory.mode: Input should be 'recurring', 'transfer' or 'cold'"),
    ("/v1/chat/completions", {"messages": [{"role": "user", "content": "x"}], "stop": ["a"] * 5}, "stop",
     "stop takes at most 4 non-empty strings"),
    ("/v1/completions", {"prompt": "   "}, "prompt", "prompt must be one non-empty string"),
    ("/v1/memory/entries", {"problem": "p", "solution": ""}, "solution",
     "solution: String should have at least 1 character"),
    ("/v1/memory/entries", {"problem": "p", "solution": "s", "verifier": "human"}, "verifier",
     "verifier 'human' is not enabled on this server"),
    ("/v1/memory/entries", {"problem": "p", "solution": "s", "surprise": 1}, "surprise",
     "surprise: Extra inputs are not permitted"),
    ("/v1/memory/search", {"query": "q", "k": 500}, "k", "k: Input should be less than or equal to 50"),
]


@pytest.mark.parametrize("route,body,param,words", BAD_REQUESTS, ids=[f"{r[0]}:{r[2]}" for r in BAD_REQUESTS])
def test_schema_validation_400_says_what_is_wrong(server, route, body, param, words):
    import httpx

    base, auth = server
    r = httpx.post(f"{base}{route}", headers=auth, json=body)
    assert r.status_code == 400, r.text
    err = r.json()["error"]
    assert err["type"] == "invalid_request_error" and err["param"] == param and words in err["message"], err
    r = httpx.post(f"{base}{route}", headers={**auth, "Content-Type": "application/json"}, content=b"{not json")
    assert r.status_code == 400 and "JSON" in r.json()["error"]["message"]


def _files(root):
    return {os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs}


def test_no_path_or_file_name_from_a_request_touches_the_filesystem(server, llama_mem, tmp_path):
    import httpx

    base, auth = server
    lib = str(llama_mem.path)
    outside = tmp_path / "outside"
    outside.mkdir()
    evil = [str(outside / "x"), "../../outside/x", "..", "/etc/passwd", "C:\\\\x", "lib/../../outside"]
    before_lib, before_out = _files(lib), _files(outside)
    for name in evil:
        for route, body in [("/v1/memory/entries", {"problem": "p", "solution": "7", "answer": "7", "namespace": name}),
                            ("/v1/memory/entries", {"problem": "p", "solution": "7", "answer": "7", "template": name}),
                            ("/v1/chat/completions", {"messages": [{"role": "user", "content": "x"}],
                                                      "kvmemory": {"namespace": name}}),
                            ("/v1/chat/completions", {"messages": [{"role": "user", "content": "x"}],
                                                      "kvmemory": {"namespaces": [name]}}),
                            ("/v1/memory/search", {"query": "q", "namespace": name}),
                            ("/v1/memory/search", {"query": "q", "namespaces": [name]})]:
            r = httpx.post(f"{base}{route}", headers=auth, json=body)
            assert r.status_code == 400, (route, body, r.text)
        assert httpx.get(f"{base}/v1/memory/entries", headers=auth, params={"namespace": name}).status_code == 400
        assert httpx.get(f"{base}/v1/memory/entries/{name}", headers=auth).status_code in (400, 404, 405)
    # path-like text where text is allowed stays text: the model id, the problem, metadata
    r = httpx.post(f"{base}/v1/chat/completions", headers=auth,
                   json={"model": "../../outside/model", "messages": [{"role": "user", "content": "/etc/passwd"}],
                         "max_tokens": 2})
    assert r.status_code == 200
    r = httpx.post(f"{base}/v1/memory/entries", headers=auth,
                   json={"problem": str(outside / "p.txt"), "solution": "#### 7", "answer": "7",
                         "metadata": {"path": str(outside / "m"), "file": "../x"}})
    assert r.status_code == 201 and all("path" not in k for k in r.json())
    events = httpx.get(f"{base}/v1/memory/entries/{r.json()['id']}/events", headers=auth).json()["data"]
    assert events and all("path" not in k for e in events for k in e)
    assert _files(outside) == before_out  # nothing written outside the library
    new = _files(lib) - before_lib        # inside it: only content-addressed artifacts and the store's own files
    assert all(os.path.basename(f).split(".")[0].isalnum() or "sqlite" in f or f.endswith(("-wal", "-shm", ".lock"))
               for f in new), new


def test_metrics_in_prometheus_text(server):
    import httpx
    from prometheus_client.parser import text_string_to_metric_families

    base, auth = server
    httpx.post(f"{base}/v1/completions", headers=auth, json={"prompt": "hi", "max_tokens": 3})
    httpx.post(f"{base}/v1/completions", headers=auth, json={"prompt": " "})
    httpx.get(f"{base}/v1/models")  # 401
    r = httpx.get(f"{base}/metrics", headers=auth)
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    families = {f.name: f for f in text_string_to_metric_families(r.text)}
    kinds = {name: f.type for name, f in families.items()}
    assert kinds["kvmemory_requests"] == "counter" and kinds["kvmemory_request_seconds"] == "histogram"
    assert kinds["kvmemory_ttft_seconds"] == "histogram" and kinds["kvmemory_answers"] == "counter"
    assert kinds["kvmemory_tokens"] == "counter" and kinds["kvmemory_decode_steps"] == "counter"
    assert kinds["kvmemory_queue_depth"] == kinds["kvmemory_in_flight"] == "gauge"
    assert {"kvmemory_rejected", "kvmemory_deposits", "kvmemory_turn_handoffs", "kvmemory_prefill_cuts"} <= set(kinds)
    assert metric(base, "kvmemory_requests_total", auth, route="/v1/completions", status="200") == 1
    assert metric(base, "kvmemory_requests_total", auth, route="/v1/completions", status="400") == 1
    assert metric(base, "kvmemory_requests_total", auth, route="/v1/models", status="401") == 1
    assert metric(base, "kvmemory_answers_total", auth, mode="cold") == 1
    decoded = metric(base, "kvmemory_tokens_total", auth, kind="decode")
    assert decoded == metric(base, "kvmemory_decode_steps_total", auth) > 0
    assert metric(base, "kvmemory_request_seconds_count", auth, route="/v1/completions") == 2
    assert metric(base, "kvmemory_queue_depth", auth) == 0


def test_openapi_documents_every_route(server):
    import httpx

    base, auth = server
    spec = httpx.get(f"{base}/openapi.json", headers=auth).json()
    assert spec["info"]["title"] == "kvmemory serve"
    want = {"/v1/chat/completions": {"post"}, "/v1/completions": {"post"}, "/v1/models": {"get"},
            "/v1/memory/entries": {"get", "post"}, "/v1/memory/search": {"post"},
            "/v1/memory/entries/{entry_id}": {"get", "delete"}, "/v1/memory/entries/{entry_id}/quarantine": {"post"},
            "/v1/memory/entries/{entry_id}/events": {"get"}, "/v1/memory/sync": {"post"},
            "/v1/memory/false-hits": {"post"}, "/health": {"get"},
            "/metrics": {"get"}}
    for path, methods in want.items():
        assert methods <= set(spec["paths"][path]), path
        for m in methods:
            assert spec["paths"][path][m]["summary"], (path, m)
    deposit = spec["paths"]["/v1/memory/entries"]["post"]
    assert deposit["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("DepositRequest")
    assert {"problem", "solution", "verifier"} <= set(spec["components"]["schemas"]["DepositRequest"]["properties"])
    assert "memory" in {t for op in spec["paths"]["/v1/memory/search"].values() for t in op["tags"]}


def test_refuses_a_non_loopback_bind_without_a_key():
    from click.testing import CliRunner

    from kvmemory.cli import main
    from kvmemory.serve.guards import UnsafeBind, check_bind

    for host in ("0.0.0.0", "::", "10.1.2.3", "example.com"):
        with pytest.raises(UnsafeBind, match="--api-key"):
            check_bind(host, None)
        check_bind(host, "a-key")
    for host in ("127.0.0.1", "localhost", "::1", "127.0.0.2"):
        check_bind(host, None)
    r = CliRunner().invoke(main, ["serve", "--host", "0.0.0.0", "--port", "1"], env={"KVMEMORY_API_KEY": ""})
    assert r.exit_code == 1 and "UnsafeBind: refusing to bind to 0.0.0.0 without an API key" in r.output


@pytest.mark.parametrize("value", ["-1", "soon", "nan"])
def test_a_bad_prefill_slice_is_a_usage_error_before_anything_loads(value):
    from click.testing import CliRunner

    from kvmemory.cli import main
    from kvmemory.serve.cli import _slice

    r = CliRunner().invoke(main, ["serve", "--port", "1", "--prefill-slice", value])
    assert r.exit_code == 2 and "neither a number of seconds >= 0 nor 'off'" in r.output, r.output
    assert _slice("off") is None and _slice("0") == 0.0 and _slice("0.5") == 0.5


# -- tools and structured output over HTTP ---------------------------------------------------------------

WEATHER = {"type": "function", "function": {
    "name": "get_weather", "description": "Current weather in a city",
    "parameters": {"type": "object", "properties": {"unit": {"enum": ["c", "f"]}, "city": {"type": "string", "maxLength": 12}},
                   "required": ["city", "unit"], "additionalProperties": False}}}
PERSON = {"type": "object", "properties": {"name": {"type": "string", "maxLength": 10},
                                           "age": {"type": "integer", "minimum": 0, "maximum": 120}},
          "required": ["name", "age"], "additionalProperties": False}
ASK = [{"role": "user", "content": "What is the weather in Paris?"}]
# the tiny random model emits garbage unconstrained: sampled at temperature 1 the constraint alone makes the JSON
TINY = {"max_tokens": 300, "temperature": 1.0, "seed": 1}


def test_openai_sdk_tool_calls_format_history_and_stream(server):
    import jsonschema
    import openai
    from openai import OpenAI

    base, _ = server
    client = OpenAI(base_url=f"{base}/v1", api_key="k3y", max_retries=0, timeout=300)
    out = client.chat.completions.create(model="any", messages=ASK, tools=[WEATHER], tool_choice="required",
                                         parallel_tool_calls=False, **TINY)
    choice = out.choices[0]
    assert choice.finish_reason == "tool_calls" and choice.message.content is None
    call = choice.message.tool_calls[0]
    assert call.type == "function" and call.function.name == "get_weather" and call.id
    jsonschema.validate(json.loads(call.function.arguments), WEATHER["function"]["parameters"])
    assert out.model_extra["kvmemory"]["schema_errors"] == []    # the constraint enforced the whole schema

    # structured output: the content is JSON that validates
    fmt = {"type": "json_schema", "json_schema": {"name": "person", "strict": True, "schema": PERSON}}
    out2 = client.chat.completions.create(model="any", messages=[{"role": "user", "content": "A person?"}],
                                          response_format=fmt, **TINY)
    assert out2.choices[0].finish_reason == "stop" and out2.choices[0].message.tool_calls is None
    jsonschema.validate(json.loads(out2.choices[0].message.content), PERSON)

    # the conversation goes on with the tool's result
    history = ASK + [{"role": "assistant", "content": None, "tool_calls": [call.model_dump()]},
                     {"role": "tool", "tool_call_id": call.id, "content": '{"temp": 21}'}]
    out3 = client.chat.completions.create(model="any", messages=history, tools=[WEATHER], **TINY)
    assert out3.choices[0].finish_reason in ("tool_calls", "stop")
    if out3.choices[0].finish_reason == "tool_calls":
        assert out3.choices[0].message.tool_calls[0].function.name == "get_weather"
    else:
        assert isinstance(out3.choices[0].message.content, str)

    # streaming with tools: OpenAI's delta.tool_calls, the same call as the non-streamed reply
    chunks = list(client.chat.completions.create(model="any", messages=ASK, tools=[WEATHER], tool_choice="required",
                                                 parallel_tool_calls=False, stream=True, **TINY))
    deltas = [d for c in chunks if c.choices for d in (c.choices[0].delta.tool_calls or [])]
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "tool_calls"
    assert deltas[0].index == 0 and deltas[0].id == call.id and deltas[0].function.name == call.function.name
    assert "".join(d.function.arguments or "" for d in deltas) == call.function.arguments
    assert not "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)

    # bad tools: a 400 that says what is wrong, before any model work
    for kwargs, words in [({"tools": [{"type": "function", "function": {"name": "bad name"}}]}, "letters, digits"),
                          ({"tools": [WEATHER], "tool_choice": "always"}, "'auto', 'required', 'none'"),
                          ({"tools": [WEATHER], "tool_choice": {"type": "function", "function": {"name": "nope"}}},
                           "not in tools"),
                          ({"response_format": {"type": "xml"}}, "response_format must be")]:
        with pytest.raises(openai.BadRequestError, match=words):
            client.chat.completions.create(model="any", messages=ASK, max_tokens=4, **kwargs)
    with pytest.raises(openai.BadRequestError, match="tool_calls"):
        client.chat.completions.create(model="any", max_tokens=4, messages=ASK + [
            {"role": "assistant", "content": None, "tool_calls": [{"id": "x", "type": "function",
                                                                  "function": {"name": "f", "arguments": "{not json"}}]},
            {"role": "tool", "tool_call_id": "x", "content": "1"}])


def test_langchain_bind_tools_returns_tool_calls(server):
    need("langchain_openai")
    from langchain_core.tools import tool
    from langchain_openai import ChatOpenAI

    @tool
    def get_weather(city: str) -> str:
        """Current weather in a city."""
        return "sunny"

    base, _ = server
    llm = ChatOpenAI(base_url=f"{base}/v1", api_key="k3y", model="kvmemory", max_tokens=300, temperature=1.0,
                     seed=3, max_retries=0, timeout=300)
    reply = llm.bind_tools([get_weather], tool_choice="get_weather").invoke("What is the weather in Paris?")
    assert reply.tool_calls and reply.tool_calls[0]["name"] == "get_weather"
    assert isinstance(reply.tool_calls[0]["args"].get("city"), str)


def test_episode_deposit_and_replay_over_http(client, llama_mem):
    """An agent's episode deposited through the memory route (the server runs the named verifier on its final
    answer), then the same task over /v1/chat/completions: the stored call replayed, ``kvmemory.replay`` says so;
    a changed tool result stops the replay."""
    call = {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city":"Paris","unit":"c"}'}}
    episode = ASK + [{"role": "assistant", "content": None, "tool_calls": [call]},
                     {"role": "tool", "tool_call_id": "c1", "content": '{"temp": 21}'},
                     {"role": "assistant", "content": "It is 21 C in Paris."}]
    bad = client.post("/v1/memory/entries", json={"problem": episode, "tools": [WEATHER], "answer": "25 C",
                                                  "verifier": "contains"})
    assert bad.status_code == 400 and "rejected" in bad.json()["error"]["message"] and len(client.get("/v1/memory/entries").json()["data"]) == 0
    both = client.post("/v1/memory/entries", json={"problem": episode, "tools": [WEATHER], "solution": "x",
                                                   "verifier": "contains"})
    assert both.status_code == 400 and "not both" in both.json()["error"]["message"]
    ok = client.post("/v1/memory/entries", json={"problem": episode, "tools": [WEATHER], "answer": "21 C",
                                                 "verifier": "contains"})
    assert ok.status_code == 201 and ok.json()["template"] == "tool-episode-v1"
    r = client.post("/v1/chat/completions", json={"messages": ASK, "tools": [WEATHER], "max_tokens": 32}).json()
    assert r["choices"][0]["finish_reason"] == "tool_calls"
    assert r["choices"][0]["message"]["tool_calls"][0]["function"]["name"] == "get_weather"
    assert r["kvmemory"]["mode"] == "recurring" and r["kvmemory"]["replay"]["action"] == "replay"
    assert r["kvmemory"]["decode_tokens"] == 0
    sent = r["choices"][0]["message"]["tool_calls"]
    history = ASK + [{"role": "assistant", "content": None, "tool_calls": sent},
                     {"role": "tool", "tool_call_id": sent[0]["id"], "content": '{"temp": 21}'}]
    done = client.post("/v1/chat/completions", json={"messages": history, "tools": [WEATHER], "max_tokens": 32}).json()
    assert done["choices"][0]["message"]["content"] == "It is 21 C in Paris." and done["kvmemory"]["replay"]["action"] == "final"
    history[-1]["content"] = '{"temp": 5}'
    other = client.post("/v1/chat/completions", json={"messages": history, "tools": [WEATHER], "max_tokens": 16,
                                                      "kvmemory": {"tool_checks": {"get_weather": ["humidity"]}}}).json()
    assert other["kvmemory"]["replay"]["action"] == "final"  # only the declared field is compared: absent in both
    strict = client.post("/v1/chat/completions", json={"messages": history, "tools": [WEATHER], "max_tokens": 16}).json()
    assert strict["kvmemory"]["replay"]["action"] == "diverged" and strict["kvmemory"]["mode"] != "recurring"
    # every served answer is one row of the decision log, the replayed steps as "replay" (kvmemory.decisions)
    llama_mem.decisions.flush()
    logged = llama_mem.store.select("SELECT mode, entries FROM decisions ORDER BY id")
    assert [row["mode"] for row in logged] == ["replay", "replay", "replay", strict["kvmemory"]["mode"]]
    assert logged[0]["entries"] == f"[{ok.json()['id']}]"


def test_a_reported_false_hit_is_kept_by_the_library(server, llama_mem):
    """POST /v1/memory/false-hits with the ``kvmemory`` object of a reply the learned verifier decided: the library
    keeps the score (its threshold rises above it); any other reply changes nothing."""
    import httpx

    from kvmemory.verifier import Calibration, Judge

    base, auth = server
    other = {"mode": "recurring", "same_problem": {"kind": "exact", "template": "chat-v1"}}
    assert httpx.post(f"{base}/v1/memory/false-hits", json=other, headers=auth).json()["raised"] is False
    assert llama_mem.store.get_meta("verifier_false_hits") is None

    class Fixed:                                   # the route reads thresholds only: no verifier is asked
        sha256 = "-"

    llama_mem.judge = Judge(Fixed(), {"chat-v1": Calibration(10_000, 0, (0.0,) * 5, 1, 0, (1.0,))}, 0.001)
    before = llama_mem.judge.threshold("chat-v1")
    hit = {"mode": "recurring", "same_problem": {"kind": "verifier", "template": "chat-v1", "verifier_score": 4.5,
                                                 "same": True, "reason": "no slot veto; ..."}, "reason": "wrong answer"}
    out = httpx.post(f"{base}/v1/memory/false-hits", json=hit, headers=auth).json()
    assert out["raised"] is True and out["template"] == "chat-v1" and out["threshold"] > 4.5 > before
    assert json.loads(llama_mem.store.get_meta("verifier_false_hits")) == {"chat-v1": [4.5]}
    bad = httpx.post(f"{base}/v1/memory/false-hits", json={"same_problem": {}}, headers=auth)
    assert bad.status_code == 400 and "mode" in bad.text          # the server's typed error for a bad body


def test_the_served_library_takes_the_repeated_calls_setting(tiny_model_dir, tmp_path):
    """``kvmemory serve --repeated-calls answer`` reaches the served library's Settings (and survives the JSON the
    worker processes read their config from)."""
    for policy in ("allow", "answer"):
        config = ServeConfig(lib=str(tmp_path / policy), model=tiny_model_dir, repeated_calls=policy)
        mem = config.open_memory()
        try:
            assert mem.settings.repeated_calls == policy
        finally:
            mem.close()
        assert json.loads(config.to_env())["repeated_calls"] == policy
