"""KVMemoryStore (LangGraph BaseStore) on a real kvmemory library, and a LangGraph agent using it."""

from __future__ import annotations

import asyncio
import importlib.util

import pytest
from langchain_core.language_models import FakeListChatModel
from langgraph.store.base import GetOp, InvalidNamespaceError, PutOp

from kvmemory import InputError, VerificationError
from langchain_kvmemory import ChatKVMemory, KVMemoryStore

import lckv_support

P = lckv_support.PROBLEMS
NS = ("gsm8k", "user1")


def value(i: int, **over) -> dict:
    problem, solution, answer = P[i]
    return {"problem": problem, "solution": solution, "answer": answer, "verifier": "numeric", **over}


def test_put_admits_only_verified_values(tiny_mem):
    store = KVMemoryStore(tiny_mem)
    store.put(NS, "apples", value(0))
    item = store.get(NS, "apples")
    entry = tiny_mem.get(item.value["entry_id"])
    assert entry.namespace == "gsm8k.user1" and item.namespace == NS and item.key == "apples"
    assert item.value["sha256"] == entry.sha256 and item.value["verifier"] == "numeric"
    assert item.value["solution"] == P[0][1] and item.value["answer"] == "7"

    with pytest.raises(VerificationError):  # wrong answer: rejected, the earlier item stays
        store.put(NS, "apples", value(0, solution="3 + 4 = 8. The answer is 8."))
    assert store.get(NS, "apples").value["entry_id"] == entry.id
    with pytest.raises(VerificationError):  # numeric needs a gold answer
        store.put(NS, "eggs", value(1, answer=None))
    with pytest.raises(InputError, match="unknown"):  # not the value schema
        store.put(NS, "eggs", {**value(1), "note": "hi"})
    with pytest.raises(InputError, match="required"):
        store.put(NS, "eggs", {"problem": P[1][0], "answer": "30"})
    with pytest.raises(InputError, match="unknown verifier"):
        store.put(NS, "eggs", value(1, verifier="trust-me"))
    with pytest.raises(InvalidNamespaceError):
        store.put(("langgraph",), "x", value(1))
    with pytest.raises(NotImplementedError):
        store.put(NS, "eggs", value(1), ttl=5)
    assert store.get(NS, "eggs") is None and len(tiny_mem) == 1


def test_replace_delete_and_custom_verifiers(tiny_mem):
    store = KVMemoryStore(tiny_mem, verifiers={"even": lambda p, s, a: int(a) % 2 == 0})
    store.put(NS, "k", value(1, verifier="even"))  # 30 is even
    first = store.get(NS, "k")
    store.put(NS, "k", value(2))  # replaces: the old entry is deleted with an audit record
    second = store.get(NS, "k")
    assert second.value["problem"] == P[2][0] and second.created_at == first.created_at
    assert tiny_mem.get(first.value["entry_id"]).status == "deleted"
    with pytest.raises(VerificationError):
        store.put(NS, "odd", value(0, verifier="even"))  # 7 is odd
    store.delete(NS, "k")
    assert store.get(NS, "k") is None and len(tiny_mem) == 0


def test_search_namespaces_and_filters(tiny_mem):
    store = KVMemoryStore(tiny_mem)
    for i, ns in enumerate([("gsm8k", "a"), ("gsm8k", "a"), ("gsm8k", "b"), ("other",)]):
        store.put(ns, f"k{i}", value(i))
    tiny_mem.deposit("What is 9 + 1?", "9 + 1 = 10. The answer is 10.", "10", namespace="gsm8k.a")  # no key

    hits = store.search(("gsm8k",), query=P[2][0], limit=2)
    assert hits[0].key == "k2" and hits[0].namespace == ("gsm8k", "b") and hits[0].score == pytest.approx(1, abs=1e-4)
    assert len(hits) == 2 and hits[0].score >= hits[1].score
    assert {h.key for h in store.search(("gsm8k", "a"), limit=10)} == {"k0", "k1", f"entry-{len(tiny_mem)}"}
    assert [h.key for h in store.search(("gsm8k",), filter={"answer": "30"})] == ["k1"]
    assert [h.key for h in store.search((), filter={"verifier": {"$eq": "numeric"}}, limit=1, offset=0)]
    assert store.search(("nothing",), query="apples") == []

    assert store.list_namespaces() == [("gsm8k", "a"), ("gsm8k", "b"), ("other",)]
    assert store.list_namespaces(prefix=("gsm8k",), max_depth=1) == [("gsm8k",)]
    assert store.list_namespaces(suffix=("b",)) == [("gsm8k", "b")]
    assert store.list_namespaces(prefix=("*", "a")) == [("gsm8k", "a")]

    async def run():
        got = await store.abatch([GetOp(("other",), "k3"), PutOp(("other",), "k3", None)])
        return got, await store.aget(("other",), "k3"), await store.asearch(("gsm8k",), query=P[0][0], limit=1)

    got, gone, found = asyncio.run(run())
    assert got[0].value["problem"] == P[3][0] and gone is None and found[0].key == "k0"


def _agent_module():
    path = lckv_support.REPO / "examples" / "langgraph_agent.py"
    spec = importlib.util.spec_from_file_location("kvmemory_example_langgraph_agent", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_langgraph_agent_with_a_fake_model_and_kvmemory_store(tiny_mem):
    """The example's graph with a scripted model: wrong -> reference admitted; right -> admitted; recall."""
    agent_mod = _agent_module()
    llm = FakeListChatModel(responses=["3 + 4 = 8. The answer is 8.", "5 * 6 = 30. The answer is 30."])
    store = KVMemoryStore(tiny_mem)
    agent = agent_mod.build_agent(llm, store)
    out = agent.invoke({"problem": P[0][0], "gold": "7", "reference": P[0][1]})
    assert out["answer"] == "8" and out["admitted"] == "reference" and out["recalled"] is None
    out = agent.invoke({"problem": P[1][0], "gold": "30", "reference": None})
    assert out["answer"] == "30" and out["admitted"] == "model"
    out = agent.invoke({"problem": P[1][0], "gold": "30"})  # seen before: recalled from the store
    assert out["recalled"]["solution"] == "5 * 6 = 30. The answer is 30." and out["recalled"]["score"] > 0.99
    assert out["admitted"] is None and len(tiny_mem) == 2
    keys = {i.key for i in store.search(agent_mod.NAMESPACE)}
    assert keys == {agent_mod.key_of(P[0][0]), agent_mod.key_of(P[1][0])}


def test_langgraph_agent_with_chatkvmemory_swapped_in(tiny_mem):
    """Same graph, ChatKVMemory as the model: after the store admits an item, the model grafts it."""
    agent_mod = _agent_module()
    llm = ChatKVMemory(memory=tiny_mem, model="tiny", namespace="gsm8k", max_tokens=4)
    agent = agent_mod.build_agent(llm, KVMemoryStore(tiny_mem))
    first = agent.invoke({"problem": P[2][0], "gold": "36", "reference": P[2][1]})
    assert first["mode"] == "cold" and first["admitted"] == "reference"
    second = agent.invoke({"problem": P[2][0], "gold": "36", "reference": P[2][1]})
    assert second["mode"] == "recurring" and second["recalled"]["entry_id"] == 1 and second["admitted"] is None
