"""A LangChain v1 agent (``langchain.agents.create_agent``, or LangGraph's ``create_react_agent`` with
``--agent react``) with two tools, whose model is ``ChatKVMemory``: its verified run is deposited, and the same
task (and a reworded one) is then replayed from memory.

1. **Seed**: one verified run of a similar task, written and checked by a person, is deposited
   (``KVMemory.deposit(episode, tools=..., verifier=...)``).
2. **Solve**: the agent runs the task. The model decodes each call under a JSON-schema constraint, with
   the seeded trajectory grafted as context (``transfer``). The run is checked (the final answer must
   state the stock count the tools returned); a passing run is deposited. If the model fails, the
   person's reference run of this task is deposited instead (the loop never stores what it did not check).
3. **Again**: the same task, and then a reworded one, run through the same agent. While every tool
   result equals the stored one, each step is the stored call (``mode == "recurring"``, no decode).

    pip install -e "adapters/langchain[langgraph]"
    python examples/langgraph_tools_agent.py [--lib LIB] [--model PATH|NAME] [--agent create_agent|react] [--json]

``--model qwen2.5-coder-0.5b`` (``pip install "kvmemory[qwen]"``) runs it on a model that can call the tools
itself; where the model's run fails its check, the person's reference run is deposited, whatever the model.
The library answers with ``Settings(repeated_calls="answer")``: a small model that has its result may call the
same tool again until the agent's step limit; a reply that only repeats answered calls is answered in text
instead (the 0.5B then states the count, and its run passes the check).
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from typing import Any

from langchain_core.messages import convert_to_openai_messages
from langchain_core.tools import tool
from langchain_core.utils.function_calling import convert_to_openai_tool

# LangGraph 1.x deprecates its prebuilt create_react_agent in favour of langchain.agents.create_agent; both are
# in use, and both run here (--agent).
warnings.filterwarnings("ignore", message="create_react_agent has been moved")

from dataclasses import replace

from kvmemory import DEFAULT_SETTINGS, KVMemory
from langchain_kvmemory import ChatKVMemory

ORDERS = {"O-2028": {"status": "processing", "sku": "SKU-102"}, "O-2031": {"status": "shipped", "sku": "SKU-107"}}
STOCK = {"SKU-102": 4, "SKU-107": 0}


@tool
def get_order(order_id: str) -> str:
    """Get one order by its id (e.g. O-2028): its status and the SKU of the item it holds."""
    order = ORDERS.get(order_id)
    return json.dumps({"order_id": order_id, **order} if order else {"error": f"no order {order_id}"}, sort_keys=True)


@tool
def check_stock(sku: str) -> str:
    """How many units of a product (a SKU such as SKU-102) are on hand."""
    return json.dumps({"sku": sku, "on_hand": STOCK.get(sku, 0)}, sort_keys=True)


TOOLS = [get_order, check_stock]
SPECS = [convert_to_openai_tool(t) for t in TOOLS]   # what ChatKVMemory.bind_tools sends to kvmemory
TASK = "Is the item in order O-2028 in stock?"
REWORDED = "is the item in order O-2028 in stock right now?"


def reference(order_id: str, task: str) -> list[dict]:
    """A run written by a person: the calls, the tools' real results, a final answer that states the count."""
    sku = ORDERS[order_id]["sku"]
    n = STOCK[sku]
    calls = [("c1", "get_order", {"order_id": order_id}, get_order.invoke({"order_id": order_id})),
             ("c2", "check_stock", {"sku": sku}, check_stock.invoke({"sku": sku}))]
    messages: list[dict] = [{"role": "user", "content": task}]
    for cid, name, args, result in calls:
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}]})
        messages.append({"role": "tool", "tool_call_id": cid, "content": result})
    answer = f"Yes: {n} units of {sku} are on hand." if n else f"No: {sku} has 0 units on hand."
    return messages + [{"role": "assistant", "content": answer}]


def stock_check(messages: list[dict]) -> tuple[bool, str]:
    """The verifier: the run called check_stock, and its final answer states the count it returned."""
    counts = [json.loads(m["content"])["on_hand"] for m in messages if m["role"] == "tool" and '"on_hand"' in m["content"]]
    final = (messages[-1].get("content") or "") if messages and messages[-1]["role"] == "assistant" else ""
    if not counts:
        return False, "check_stock was never called"
    return (str(counts[-1]) in final, f"the final answer {'states' if str(counts[-1]) in final else 'lacks'} "
                                      f"the count {counts[-1]}")


def steps_of(result: dict) -> list[dict]:
    """Per model reply of a LangGraph run: its mode, replay action, decode tokens and calls."""
    out = []
    for m in result["messages"]:
        if m.type == "ai":
            meta = m.response_metadata
            out.append({"mode": meta.get("mode"), "replay": (meta.get("replay") or {}).get("action"),
                        "decode_tokens": meta.get("decode_tokens"),
                        "calls": [c["name"] for c in m.tool_calls], "text": m.text[:80]})
    return out


def make_agent(kind: str, model, tools):
    """``create_agent`` (LangChain v1, the default) or ``react`` (LangGraph's prebuilt ReAct agent)."""
    if kind == "react":
        from langgraph.prebuilt import create_react_agent

        return create_react_agent(model, tools)
    from langchain.agents import create_agent

    return create_agent(model, tools)


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lib", help="library folder (default: a throwaway in-memory library)")
    parser.add_argument("--model", default=None, help="model id or path (default: the embedded default model)")
    parser.add_argument("--max-tokens", type=int, default=256,
                        help="decode budget per model reply (a cut reply makes no call: leave room for two calls)")
    parser.add_argument("--agent", choices=("create_agent", "react"), default="create_agent",
                        help="langchain.agents.create_agent (default) or langgraph.prebuilt.create_react_agent")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)

    settings = replace(DEFAULT_SETTINGS, repeated_calls="answer")     # see the module docstring
    mem = (KVMemory(args.lib, model=args.model, settings=settings) if args.lib
           else KVMemory(memory=True, model=args.model, settings=settings))
    agent = make_agent(args.agent, ChatKVMemory(memory=mem, max_tokens=args.max_tokens), TOOLS)
    report: dict[str, Any] = {"agent": args.agent}
    try:
        mem.deposit(reference("O-2031", "Is the item in order O-2031 in stock?"), tools=SPECS, verifier=stock_check)
        solved = agent.invoke({"messages": [("user", TASK)]}, {"recursion_limit": 8})
        run = convert_to_openai_messages(solved["messages"])
        verdict = stock_check(run)
        report["solve"] = {"steps": steps_of(solved), "verified": verdict[0], "why": verdict[1]}
        mem.deposit(run if verdict[0] else reference("O-2028", TASK), tools=SPECS, verifier=stock_check)
        report["deposited"] = "model" if verdict[0] else "reference"
        for name, task in (("again", TASK), ("reworded", REWORDED)):
            out = agent.invoke({"messages": [("user", task)]}, {"recursion_limit": 8})
            report[name] = {"steps": steps_of(out), "verified": stock_check(convert_to_openai_messages(out["messages"]))[0]}
    finally:
        mem.close()
    if args.json:
        print(json.dumps(report))
    else:
        for name in ("solve", "again", "reworded"):
            for s in report[name]["steps"]:
                print(f"{name:8} [{s['mode'] or '-':9}] {s['replay'] or '-':8} {s['decode_tokens']:>3} decode tokens "
                      f"{', '.join(s['calls']) or s['text']}")
        print(f"deposited the {report['deposited']} run ({report['solve']['why']})")
    return report


if __name__ == "__main__":
    r = main()
    sys.exit(0 if r["again"]["verified"] and all(s["mode"] == "recurring" for s in r["again"]["steps"]) else 1)
