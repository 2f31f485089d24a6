"""The OpenAI Agents SDK (``openai-agents``, import ``agents``) as a client of ``kvmemory serve``, on the tiny Llama.

A real uvicorn server on 127.0.0.1 in a thread (``_serving.served``), wrapped so the test sees each
``/v1/chat/completions`` request body the server received and the body it sent back. The agent talks Chat
Completions (``OpenAIChatCompletionsModel``), tracing is off, and nothing leaves the machine. Its first turn
must call the tool (``tool_choice="required"``); the example's hook makes the turn after the tool's result
answer in text (``tool_choice="none"``), so each run is exactly two model calls.
"""

from __future__ import annotations

import asyncio
import json
from typing import Annotated, Literal

import pytest
from conftest import example, need

need("fastapi")
need("agents")
import jsonschema  # noqa: E402
from _serving import served  # noqa: E402
from pydantic import Field  # noqa: E402

from kvmemory.serve import ServeConfig, create_app  # noqa: E402

TASK = "What is the weather in Paris?"
# sampled at temperature 1 the JSON constraint alone makes the tiny random model's tool call; bounded strings close
SETTINGS = dict(max_tokens=128, temperature=1.0, parallel_tool_calls=False, extra_body={"seed": 1})


def _recording(app, exchanges: list):
    """``app`` behind an ASGI wrapper that appends (request JSON, response bytes) for each chat completion."""

    async def wrapped(scope, receive, send):
        if scope["type"] != "http" or scope["path"] != "/v1/chat/completions":
            return await app(scope, receive, send)
        messages, body = [], b""
        while True:
            m = await receive()
            messages.append(m)
            body += m.get("body", b"")
            if not m.get("more_body"):
                break
        pending = iter(messages)
        sent = []

        async def replay():
            return next(pending, None) or await receive()

        async def keep(m):
            sent.append(m)
            await send(m)

        await app(scope, replay, keep)
        status = next(m["status"] for m in sent if m["type"] == "http.response.start")
        exchanges.append((json.loads(body), status, b"".join(m.get("body", b"") for m in sent)))

    return wrapped


@pytest.fixture
def server(llama_mem):
    """(base URL, exchanges): a real server with a key; exchanges fills with (request, status, response body)."""
    exchanges: list = []
    with served(_recording(create_app(ServeConfig(api_key="k3y"), memory=llama_mem), exchanges)) as base:
        yield base, exchanges


def _agent(base: str, calls: list):
    from agents import Agent, ModelSettings, OpenAIChatCompletionsModel, function_tool, set_tracing_disabled
    from openai import AsyncOpenAI

    set_tracing_disabled(True)

    @function_tool
    def get_weather(city: Annotated[str, Field(max_length=12)], unit: Literal["c", "f"]) -> str:
        """Current weather in a city."""
        calls.append({"city": city, "unit": unit})
        return json.dumps({"city": city, "temp": 21, "unit": unit})

    hooks = example("serve_openai_agents").AnswerAfterTools()
    client = AsyncOpenAI(base_url=f"{base}/v1", api_key="k3y", max_retries=0, timeout=300)
    agent = Agent(name="weather", instructions="Use the tool, then answer.", tools=[get_weather],
                  hooks=hooks, reset_tool_choice=False,
                  model=OpenAIChatCompletionsModel(model="kvmemory", openai_client=client),
                  model_settings=ModelSettings(tool_choice="required", **SETTINGS))
    return agent, get_weather


def _check_round_trip(exchanges, calls, tool, final_output, stream: bool):
    """Two chat completions reached the server: the first carried the tool spec and got a tool call that the
    SDK ran with schema-valid arguments; the second carried that call and the tool's result, and its reply
    is the agent's final output."""
    assert [status for _, status, _ in exchanges] == [200, 200]
    (first, _, reply1), (second, _, reply2) = exchanges
    assert [bool(req.get("stream")) for req, _, _ in exchanges] == [stream, stream]
    spec = first["tools"][0]["function"]
    assert len(first["tools"]) == 1 and spec["name"] == "get_weather"
    assert spec["parameters"] == tool.params_json_schema and spec["parameters"]["properties"]["city"]["maxLength"] == 12
    assert first["tool_choice"] == "required" and second["tool_choice"] == "none"

    assert len(calls) == 1
    jsonschema.validate(calls[0], tool.params_json_schema)
    assistant, result = second["messages"][-2:]
    assert assistant["role"] == "assistant" and len(assistant["tool_calls"]) == 1
    sent_call = assistant["tool_calls"][0]
    assert sent_call["function"]["name"] == "get_weather" and json.loads(sent_call["function"]["arguments"]) == calls[0]
    assert result == {"role": "tool", "tool_call_id": sent_call["id"],
                      "content": json.dumps({"city": calls[0]["city"], "temp": 21, "unit": calls[0]["unit"]})}
    if stream:  # server-sent events: the call is one whole delta.tool_calls entry; the answer streams as text
        chunks1 = [json.loads(line[6:]) for line in reply1.decode().splitlines()
                   if line.startswith("data: {")]
        chunks2 = [json.loads(line[6:]) for line in reply2.decode().splitlines()
                   if line.startswith("data: {")]
        deltas = [d for c in chunks1 if c["choices"] for d in c["choices"][0]["delta"].get("tool_calls") or []]
        assert [d["id"] for d in deltas] == [sent_call["id"]]
        assert [c["choices"][0]["finish_reason"] for c in chunks1 if c["choices"]][-1] == "tool_calls"
        text = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks2 if c["choices"])
        assert len(chunks2) > 2 and text == final_output
    else:
        r1, r2 = json.loads(reply1), json.loads(reply2)
        assert r1["choices"][0]["finish_reason"] == "tool_calls"
        assert r1["choices"][0]["message"]["tool_calls"][0]["id"] == sent_call["id"]
        assert r2["choices"][0]["message"].get("tool_calls") is None
        assert r2["choices"][0]["message"]["content"] == final_output
        assert r2["kvmemory"]["decode_tokens"] == r2["usage"]["completion_tokens"] > 0
    assert isinstance(final_output, str) and final_output


def test_agent_with_a_function_tool_round_trips_through_the_server(server):
    """Runner.run_sync: the server gets the tool spec, the SDK runs the tool on the server's call, sends the
    result back, and the server's second reply is the final output."""
    from agents import Runner
    from agents.items import MessageOutputItem, ToolCallItem, ToolCallOutputItem

    base, exchanges = server
    calls: list = []
    agent, tool = _agent(base, calls)
    result = Runner.run_sync(agent, TASK, max_turns=3)
    assert [type(it) for it in result.new_items] == [ToolCallItem, ToolCallOutputItem, MessageOutputItem]
    assert result.new_items[1].output == json.dumps({"city": calls[0]["city"], "temp": 21, "unit": calls[0]["unit"]})
    assert len(result.raw_responses) == 2
    _check_round_trip(exchanges, calls, tool, result.final_output, stream=False)


def test_run_streamed_yields_events_through_the_tool_round_trip(server):
    """Runner.run_streamed: raw token events and the tool-called / tool-output / message run-item events, in
    order, over the server's server-sent events."""
    from agents import Runner

    base, exchanges = server
    calls: list = []
    agent, tool = _agent(base, calls)

    async def run():
        result = Runner.run_streamed(agent, TASK, max_turns=3)
        events = [event async for event in result.stream_events()]
        return result, events

    result, events = asyncio.run(run())
    kinds = {e.type for e in events}
    assert {"raw_response_event", "run_item_stream_event", "agent_updated_stream_event"} <= kinds
    names = [e.name for e in events if e.type == "run_item_stream_event"]
    assert names == ["tool_called", "tool_output", "message_output_created"]
    deltas = [e.data.delta for e in events if e.type == "raw_response_event"
              and e.data.type == "response.output_text.delta"]
    assert len(deltas) > 1 and "".join(deltas) == result.final_output
    assert result.is_complete
    _check_round_trip(exchanges, calls, tool, result.final_output, stream=True)


def test_example_serve_openai_agents(server, capsys):
    """examples/serve_openai_agents.py against the server: one tool call, its output, a text answer, and the
    kvmemory object of both model calls."""
    base, exchanges = server
    r = example("serve_openai_agents").main(["--base-url", f"{base}/v1", "--api-key", "k3y", "--json"])
    assert json.loads(capsys.readouterr().out) == r
    assert r["items"] == ["ToolCallItem", "ToolCallOutputItem", "MessageOutputItem"] and r["answered_in_text"]
    assert r["model_calls"] == 2 and len(r["tool_calls"]) == 1 and r["tool_calls"][0]["name"] == "get_weather"
    jsonschema.validate(r["tool_calls"][0]["arguments"], example("serve_openai_agents").get_weather.params_json_schema)
    assert json.loads(r["tool_outputs"][0])["unit"] == r["tool_calls"][0]["arguments"]["unit"]
    assert r["final_output"] == json.loads(exchanges[-1][2])["choices"][0]["message"]["content"]
    assert [k["decode_tokens"] for k in r["kvmemory"]] == [json.loads(b)["usage"]["completion_tokens"]
                                                            for _, _, b in exchanges]
    assert all(k["mode"] in ("cold", "transfer", "recurring") for k in r["kvmemory"])
