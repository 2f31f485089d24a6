"""Claims on the real default model (SmolLM2-135M-Instruct): recurring answers through LangChain.

Both examples run here too (their ``main()``, with the session's loaded models reused).
"""

from __future__ import annotations

import importlib.util

import pytest
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate

from kvmemory.templates import extract_answer
from langchain_kvmemory import ChatKVMemory

import lckv_support

pytestmark = pytest.mark.slow


def _example(name: str):
    path = lckv_support.REPO / "examples" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"kvmemory_example_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_recurring_answer_through_chatkvmemory(default_mem, gsm8k):
    """A deposited GSM8K problem comes back right, in recurring mode, in a handful of decode tokens."""
    rows = gsm8k[2:4]
    entries = [default_mem.deposit(r["question"], r["answer"], extract_answer(r["answer"]), namespace="claim")
               for r in rows]
    llm = ChatKVMemory(memory=default_mem, namespace="claim")
    chain = ChatPromptTemplate.from_messages([("human", "{q}")]) | llm
    for row, entry in zip(rows, entries):
        reply = chain.invoke({"q": row["question"]})
        meta = reply.response_metadata
        assert meta["mode"] == "recurring"
        assert meta["entries"][0]["entry_id"] == entry.id and meta["entries"][0]["sha256"] == entry.sha256
        assert meta["answer"] == extract_answer(row["answer"])
        assert reply.usage_metadata["output_tokens"] <= 8
        assert reply.usage_metadata["input_token_details"]["cache_read"] == entry.tokens
    streamed = "".join(str(piece) for piece in (chain | StrOutputParser()).stream({"q": rows[0]["question"]}))
    assert extract_answer(streamed) == extract_answer(rows[0]["answer"])


def test_example_langchain_chain(tmp_path, default_mem):
    lm = (default_mem.model, default_mem.tokenizer)
    report = _example("langchain_chain").main(["--lib", str(tmp_path / "lib"), "--n", "1", "--max-tokens", "24"],
                                              lm=lm, embedder=default_mem.embedder)
    assert len(report) == 1
    row = report[0]
    assert row["mode"] == "recurring" and row["correct"] and row["decode_tokens"] <= 8
    assert row["grafted"] == [row["entry_id"]]
    assert (tmp_path / "lib" / "kvmemory.db").exists()


def test_example_langgraph_agent(tmp_path, default_mem):
    lm = (default_mem.model, default_mem.tokenizer)
    report = _example("langgraph_agent").main(["--lib", str(tmp_path / "lib"), "--n", "1", "--max-tokens", "24"],
                                              lm=lm, embedder=default_mem.embedder)
    first, second = report
    assert first["pass"] == 1 and first["admitted"] in ("model", "reference") and first["recalled"] is None
    assert second["pass"] == 2 and second["mode"] == "recurring" and second["correct"]
    assert second["recalled"] is not None and second["decode_tokens"] <= 8


def test_chat_fact_in_a_conversation_streams_from_the_first_token(default_mem):
    """chat-v1 through ChatKVMemory: the verified answer comes back inside a conversation, and the
    first chunk arrives about when the first token is decoded, long before the reply is done."""
    import time

    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

    from kvmemory.bench.anytask import chat_facts, conversation

    role = {"system": SystemMessage, "user": HumanMessage, "assistant": AIMessage}
    llm = ChatKVMemory(memory=default_mem)
    llm.invoke("warm up", max_tokens=1)
    for fact in chat_facts(2):
        default_mem.deposit(fact["question"], fact["answer"], answer=fact["answer"], verifier="exact")
        messages = [role[m["role"]](m["content"]) for m in conversation(fact["question"])]
        t0, first, chunks = time.perf_counter(), None, []
        for chunk in llm.stream(messages):
            if first is None and chunk.content:
                first = time.perf_counter() - t0
            chunks.append(chunk)
        total = time.perf_counter() - t0
        meta = chunks[-1].response_metadata
        assert "".join(c.content for c in chunks) == fact["answer"] and meta["mode"] == "recurring"
        assert first <= 1.5 * meta["timings"]["ttft_s"] and first < total / 2, (first, meta["timings"], total)
