"""ChatKVMemory with whole conversations, real streaming, stops and several namespaces (tiny model)."""

from __future__ import annotations

import hashlib
import json
import threading

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from kvmemory.templates import CHAT_V1, GSM_QA_V1
from langchain_kvmemory import ChatKVMemory, KVMemoryRetriever

import lckv_support

P = lckv_support.PROBLEMS
FACT_Q = "What is the battery life of the Zephyr Lumo 3 lantern?"
FACT_A = "The Zephyr Lumo 3 runs for 41 hours on its high setting."


def sha(ids):
    return hashlib.sha256(json.dumps([int(i) for i in ids]).encode()).hexdigest()


def test_system_messages_and_earlier_turns_reach_the_model(tiny_mem):
    tiny_mem.deposit(FACT_Q, FACT_A, answer=FACT_A, verifier="exact")
    history = [SystemMessage("You are the Brightwater support assistant."), HumanMessage("Hi"),
               AIMessage("Hello! How can I help?"), HumanMessage(FACT_Q)]
    reply = ChatKVMemory(memory=tiny_mem, model="tiny", max_tokens=3).invoke(history)
    meta = reply.response_metadata
    assert meta["mode"] == "recurring" and meta["entries"][0]["template"] == "chat-v1"
    context = [{"role": "system", "content": "You are the Brightwater support assistant."},
               {"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Hello! How can I help?"}]
    query = CHAT_V1.query("recurring", FACT_Q, context, tiny_mem.tokenizer)
    assert meta["input_sha256"] == sha(tiny_mem.encode(query, first=False))  # the whole conversation was laid out
    bare = ChatKVMemory(memory=tiny_mem, model="tiny", max_tokens=3).invoke(FACT_Q)
    assert bare.response_metadata["prompt_tokens"] < meta["prompt_tokens"]


def test_gsm_entries_see_the_system_prompt_as_text(tiny_mem):
    tiny_mem.deposit(*P[0], verifier="numeric")
    reply = ChatKVMemory(memory=tiny_mem, model="tiny", max_tokens=4).invoke([SystemMessage("Be brief."),
                                                                                HumanMessage(P[0][0])])
    query = GSM_QA_V1.query("recurring", P[0][0], [{"role": "system", "content": "Be brief."}], None)
    assert reply.response_metadata["input_sha256"] == sha(tiny_mem.encode(query, first=False))
    assert reply.content.startswith("The answer is")


def test_stream_yields_the_first_chunk_while_the_model_still_decodes(tiny_mem):
    llm = ChatKVMemory(memory=tiny_mem, model="tiny", max_tokens=40)
    decoded = []
    first_chunk_after = []
    real = tiny_mem.model.forward
    lock = threading.Lock()

    def counting_forward(*args, **kwargs):  # counts decode forwards as they happen in the worker thread
        with lock:
            decoded.append(1)
        return real(*args, **kwargs)

    tiny_mem.model.forward = counting_forward
    try:
        chunks = []
        for chunk in llm.stream("Tell me a story"):
            if not first_chunk_after:
                with lock:
                    first_chunk_after.append(len(decoded))
            chunks.append(chunk)
    finally:
        del tiny_mem.model.forward
    total = len(decoded)
    assert total >= 30 and first_chunk_after[0] <= 3, (first_chunk_after, total)
    full = llm.invoke("Tell me a story")
    assert "".join(c.content for c in chunks) == full.content
    assert chunks[-1].chunk_position == "last" and chunks[-1].usage_metadata is not None


def test_stop_ends_the_decode_not_just_the_text(tiny_mem):
    llm = ChatKVMemory(memory=tiny_mem, model="tiny", max_tokens=30)
    full = llm.invoke("Tell me a story")
    assert full.response_metadata["decode_tokens"] == 30
    text = full.content
    stop = text[len(text) // 3:len(text) // 3 + 4]
    cut = llm.invoke("Tell me a story", stop=[stop])
    assert cut.content == text[:text.index(stop)] and cut.response_metadata["finish_reason"] == "stop"
    assert cut.response_metadata["decode_tokens"] < 30
    streamed = "".join(c.content for c in llm.stream("Tell me a story", stop=[stop]))
    assert streamed == cut.content


def test_several_namespaces_in_the_chat_model_and_retriever(tiny_mem):
    shared = tiny_mem.deposit(*P[0], verifier="numeric", namespace="shared")
    llm = ChatKVMemory(memory=tiny_mem, model="tiny", max_tokens=4, namespaces=["user:42", "shared"])
    meta = llm.invoke(P[0][0]).response_metadata
    assert meta["mode"] == "recurring" and meta["entries"][0]["entry_id"] == shared.id
    alone = ChatKVMemory(memory=tiny_mem, model="tiny", max_tokens=4, namespace="user:42").invoke(P[0][0])
    assert alone.response_metadata["mode"] != "recurring"
    docs = KVMemoryRetriever(memory=tiny_mem, k=2, namespaces=["user:42", "shared"]).invoke(P[0][0])
    assert docs and docs[0].metadata["entry_id"] == shared.id
