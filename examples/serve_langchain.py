"""``langchain-openai``'s ``ChatOpenAI`` against ``kvmemory serve``, invoked, streamed, and as the model node
of a LangGraph graph: an existing LangChain app gets kvmemory by changing ``base_url``.

    kvmemory serve --lib lib/ &
    python examples/serve_langchain.py [--base-url http://127.0.0.1:8000/v1] [--api-key KEY] [--json]
"""

from __future__ import annotations

import argparse
import json

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_openai import ChatOpenAI
from langgraph.graph import END, START, MessagesState, StateGraph


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base-url", default="http://127.0.0.1:8000/v1")
    parser.add_argument("--api-key", default="unused", help="the server's --api-key, if it has one")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)

    llm = ChatOpenAI(base_url=args.base_url, api_key=args.api_key, model="kvmemory", max_tokens=48, temperature=0)
    messages = [SystemMessage("Answer in one sentence."), HumanMessage("What is the capital of France?")]
    reply = llm.invoke(messages)
    streamed = "".join(chunk.content for chunk in llm.stream(messages))

    graph = StateGraph(MessagesState)
    graph.add_node("model", lambda state: {"messages": [llm.invoke(state["messages"])]})
    graph.add_edge(START, "model")
    graph.add_edge("model", END)
    final = graph.compile().invoke({"messages": messages})

    report = {"reply": reply.content, "finish_reason": reply.response_metadata.get("finish_reason"),
              "streamed_equals_reply": streamed == reply.content,
              "graph_reply_equals_reply": final["messages"][-1].content == reply.content}
    print(json.dumps(report) if args.json else "\n".join(f"{k}: {v}" for k, v in report.items()))
    return report


if __name__ == "__main__":
    main()
