"""The OpenAI Agents SDK (``openai-agents``) against ``kvmemory serve``: an ``Agent`` with a function tool,
run with ``Runner.run`` through the Chat Completions API, nothing sent anywhere but the server.

    kvmemory serve --lib lib/ &                       # http://127.0.0.1:8000/v1
    python examples/serve_openai_agents.py [--base-url http://127.0.0.1:8000/v1] [--api-key KEY] [--json]

The SDK defaults to OpenAI's Responses API and to uploading traces: ``OpenAIChatCompletionsModel`` with an
``AsyncOpenAI`` pointed at the server, and ``set_tracing_disabled(True)``, keep every request local. The
first turn must call the tool (``tool_choice="required"``); after the tool's result the agent answers
(``tool_choice="none"``, set by a hook, with the SDK's own ``reset_tool_choice`` off so it keeps that
setting: a small local model may otherwise call the same tool again).
What kvmemory did on each model call (mode, decode tokens) is read from the replies' ``kvmemory`` object.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
from typing import Annotated, Literal

import httpx
from agents import (Agent, AgentHooks, ModelSettings, OpenAIChatCompletionsModel, Runner, function_tool,
                    set_tracing_disabled)
from agents.items import MessageOutputItem, ToolCallItem, ToolCallOutputItem
from openai import AsyncOpenAI
from pydantic import Field

WEATHER = {"paris": {"temp_c": 21, "sky": "sunny"}, "london": {"temp_c": 14, "sky": "rain"}}


@function_tool
def get_weather(city: Annotated[str, Field(max_length=20)], unit: Literal["c", "f"]) -> str:
    """Current weather in a city.

    Args:
        city: the city's name, e.g. Paris.
        unit: "c" for Celsius, "f" for Fahrenheit.
    """
    w = WEATHER.get(city.strip().lower(), {"temp_c": 18, "sky": "cloudy"})
    temp = w["temp_c"] if unit == "c" else round(w["temp_c"] * 9 / 5 + 32)
    return json.dumps({"city": city, "temp": temp, "unit": unit, "sky": w["sky"]})


class AnswerAfterTools(AgentHooks):
    """After a tool's result, the next model call answers in text (``tool_choice="none"``; needs the agent's
    ``reset_tool_choice=False``, else the SDK resets ``tool_choice`` to unset after any tool call)."""

    async def on_tool_end(self, context, agent, tool, result) -> None:
        agent.model_settings = dataclasses.replace(agent.model_settings, tool_choice="none")


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base-url", default="http://127.0.0.1:8000/v1")
    parser.add_argument("--api-key", default="unused", help="the server's --api-key, if it has one")
    parser.add_argument("--task", default="What is the weather in Paris, in Celsius?")
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    set_tracing_disabled(True)  # the SDK would otherwise upload traces to OpenAI

    kvmemory_info = []  # the `kvmemory` object of each (non-streamed) reply, read as the replies arrive

    async def record(response: httpx.Response) -> None:
        if response.request.url.path.endswith("/chat/completions") and response.status_code == 200:
            await response.aread()
            kvmemory_info.append(response.json().get("kvmemory"))

    def agent_on(client: AsyncOpenAI) -> Agent:
        return Agent(name="weather", instructions="Answer with the weather the get_weather tool reports.",
                     tools=[get_weather], hooks=AnswerAfterTools(), reset_tool_choice=False,
                     model=OpenAIChatCompletionsModel(model="kvmemory", openai_client=client),
                     model_settings=ModelSettings(tool_choice="required", parallel_tool_calls=False,
                                                  max_tokens=args.max_tokens, temperature=0))

    async def run():
        async with AsyncOpenAI(base_url=args.base_url, api_key=args.api_key, http_client=httpx.AsyncClient(
                timeout=300, event_hooks={"response": [record]})) as client:
            return await Runner.run(agent_on(client), args.task, max_turns=4)

    result = asyncio.run(run())

    items = result.new_items
    report = {"task": args.task,
              "items": [type(it).__name__ for it in items],
              "tool_calls": [{"name": it.raw_item.name, "arguments": json.loads(it.raw_item.arguments)}
                             for it in items if isinstance(it, ToolCallItem)],
              "tool_outputs": [it.output for it in items if isinstance(it, ToolCallOutputItem)],
              "final_output": result.final_output,
              "model_calls": len(result.raw_responses),
              "kvmemory": [{"mode": k["mode"], "decode_tokens": k["decode_tokens"], "template": k["template"]}
                           for k in kvmemory_info if k],
              "answered_in_text": isinstance(items[-1], MessageOutputItem) if items else False}
    print(json.dumps(report) if args.json else "\n".join(f"{k}: {v}" for k, v in report.items()))
    return report


if __name__ == "__main__":
    main()
