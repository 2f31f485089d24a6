"""Claims on the real default model (SmolLM2-135M-Instruct): recurring answers through LangChain.

Both examples run here too (their ``main()``, with the session's loaded models reused).
"""

from __future__ import annotations

import importlib.util
import json

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


def test_store_document_round_trips_and_is_recalled_byte_exact(default_mem):
    """A JSON document in KVMemoryStore (documents="human") is a verified entry on the real model: get returns
    it exactly, a reworded question finds it first, and ChatKVMemory asked its index text recalls the document
    byte-exact in recurring mode, in the handful of tokens the JSON takes."""
    from langchain_kvmemory import KVMemoryStore

    store = KVMemoryStore(default_mem, documents="human")
    ns = ("memories", "claim")
    docs = {"food": {"text": "The user likes pizza with extra olives."},
            "work": {"text": "The user works night shifts as a nurse.", "since": 2019}}
    for key, doc in docs.items():
        store.put(ns, key, doc)
    for key, doc in docs.items():
        item = store.get(ns, key)
        assert item.value == doc and item.provenance["kind"] == "document" and item.provenance["verifier"] == "human"
    assert store.search(("memories",), query="What food does the user like?", limit=2)[0].key == "food"
    assert store.search(("memories",), query="What is the user's job?", limit=2)[0].key == "work"

    llm = ChatKVMemory(memory=default_mem, namespace="memories.claim", max_tokens=40)
    for key, doc in docs.items():
        entry = default_mem.get(store.get(ns, key).provenance["entry_id"])
        reply = llm.invoke(entry.problem)  # the document's index text, asked again
        meta = reply.response_metadata
        assert meta["mode"] == "recurring" and meta["entries"][0]["sha256"] == entry.sha256
        assert json.loads(reply.content) == doc and reply.content == entry.solution
        assert reply.usage_metadata["input_token_details"]["cache_read"] == entry.tokens


def test_cache_hit_carries_provenance_on_the_real_model(default_mem, gsm8k):
    """Behind KVMemoryCache a verified entry's problem is a hit (no decode) naming the entry; a problem not in
    memory is a fresh call, with no kvmemory provenance."""
    from langchain_core.globals import set_llm_cache

    from langchain_kvmemory import KVMemoryCache

    row = gsm8k[5]
    entry = default_mem.deposit(row["question"], row["answer"], extract_answer(row["answer"]), namespace="cached")
    llm = ChatKVMemory(memory=default_mem, namespace="cached", max_tokens=4)
    set_llm_cache(KVMemoryCache(default_mem, namespace="cached"))
    try:
        hit = llm.invoke(row["question"])
        meta = hit.response_metadata["kvmemory"]
        assert hit.content == row["answer"] and meta["cache"] == "hit" and meta["mode"] == "recurring"
        assert (meta["entry_id"], meta["sha256"], meta["verifier"]) == (entry.id, entry.sha256, "numeric")
        assert meta["same_problem"]["kind"] == "exact" and meta["admitted_by"] == "library"
        assert "decode_tokens" not in hit.response_metadata  # nothing was decoded
        fresh = llm.invoke(gsm8k[6]["question"])
        assert "kvmemory" not in fresh.response_metadata and fresh.response_metadata["decode_tokens"] >= 1
    finally:
        set_llm_cache(None)
