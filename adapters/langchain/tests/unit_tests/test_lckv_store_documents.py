"""KVMemoryStore holds any JSON document under a declared policy: exact round trip, typed refusals, search,
and problem/solution records working beside them. Tiny random Llama, real kvmemory library."""

from __future__ import annotations

import json
import math
from datetime import datetime

import pytest
from langgraph.graph import START, StateGraph
from langgraph.store.base import BaseStore
from typing_extensions import TypedDict

from kvmemory import InputError, Verdict, VerificationError
from langchain_kvmemory import KVMemoryStore

import lckv_support

P = lckv_support.PROBLEMS
NS = ("memories", "user1")

NESTED = {
    "text": "Prefers a window seat on long flights",
    "kind": "travel",
    "tags": ["seat", "flight", {"nested": [1, 2.5, -3e-7, None, True, False]}],
    "score": 0.75, "count": 3, "big": 2 ** 70, "whole": 1.0, "empty": {}, "none": None,
    "unicode": "café ☕ 東京", "quotes": 'say "hi"\n\tand \\ back',
    "zeta": 1, "alpha": 2,  # key order is kept
}


def _entry(mem, item):
    return mem.get(item.provenance["entry_id"])


def test_documents_round_trip_exactly(tiny_mem):
    store = KVMemoryStore(tiny_mem, documents="human")
    store.put(NS, "pizza", {"text": "user likes pizza"})
    store.put(NS, "seat", NESTED)
    item = store.get(NS, "pizza")
    assert item.value == {"text": "user likes pizza"} and item.key == "pizza" and item.namespace == NS
    got = store.get(NS, "seat").value
    assert got == NESTED and json.dumps(got) == json.dumps(NESTED)  # same value, same key order
    assert type(got["count"]) is int and type(got["whole"]) is float and got["big"] == 2 ** 70
    got["text"] = "changed"  # the returned value is the caller's copy
    assert store.get(NS, "seat").value == NESTED

    prov = store.get(NS, "seat").provenance
    entry = _entry(tiny_mem, store.get(NS, "seat"))
    assert prov["kind"] == "document" and prov["verifier"] == "human" and prov["sha256"] == entry.sha256
    assert prov["namespace"] == "memories.user1" and entry.status == "active" and "answer" not in prov
    assert entry.problem == "\n".join(["Prefers a window seat on long flights", "travel", "seat", "flight",
                                       "café ☕ 東京", 'say "hi"\n\tand \\ back'])  # its string values: the index text
    assert json.loads(entry.solution) == NESTED and entry.tokens > 0  # a KV artifact was computed
    assert len(tiny_mem) == 2


def test_documents_need_a_declared_policy(tiny_mem):
    store = KVMemoryStore(tiny_mem)  # records only, as before
    with pytest.raises(InputError, match="document policy"):
        store.put(NS, "pizza", {"text": "user likes pizza"})
    assert store.get(NS, "pizza") is None and len(tiny_mem) == 0
    with pytest.raises(InputError, match="unknown document policy"):
        KVMemoryStore(tiny_mem, documents="anything")
    with pytest.raises(InputError, match="JSON Schema"):
        KVMemoryStore(tiny_mem, documents={"type": "no-such-type"})
    with pytest.raises(InputError, match="index_fields"):
        KVMemoryStore(tiny_mem, documents="human", index_fields="text")


def test_schema_policy_rejects_with_a_typed_error_and_keeps_the_old_item(tiny_mem):
    schema = {"title": "memory", "type": "object", "required": ["text"], "additionalProperties": False,
              "properties": {"text": {"type": "string", "minLength": 1}, "tags": {"type": "array",
                                                                                   "items": {"type": "string"}}}}
    store = KVMemoryStore(tiny_mem, documents=schema)
    store.put(NS, "m", {"text": "user likes pizza", "tags": ["food"]})
    first = store.get(NS, "m")
    assert first.provenance["verifier"] == "json-schema:memory"
    assert _entry(tiny_mem, first).verdict == "the document validates against the store's JSON Schema"
    for bad, why in [({"content": "x"}, "'text' is a required property"),
                     ({"text": "x", "tags": ["ok", 3]}, "$.tags[1]"),
                     ({"text": ""}, "$.text")]:
        with pytest.raises(VerificationError) as err:
            store.put(NS, "m", bad)
        assert isinstance(err.value.verdict, Verdict) and not err.value.verdict.passed
        assert why in err.value.verdict.reason and "nothing was stored" in str(err.value)
    assert store.get(NS, "m") == first and len(tiny_mem) == 1


def test_callable_policy(tiny_mem):
    seen = []

    def no_secrets(doc: dict):
        seen.append(doc)
        return ("password" not in json.dumps(doc).lower(), "documents must not hold passwords")

    store = KVMemoryStore(tiny_mem, documents=no_secrets)
    store.put(NS, "ok", {"text": "likes tea"})
    assert store.get(NS, "ok").provenance["verifier"] == "no_secrets" and len(seen) == 1  # the policy runs once
    with pytest.raises(VerificationError, match="must not hold passwords"):
        store.put(NS, "bad", {"text": "my password is hunter2"})
    verdicts = KVMemoryStore(tiny_mem, documents=lambda d: Verdict(d.get("ok") is True, "needs ok: true", "okcheck"))
    verdicts.put(("v",), "a", {"ok": True})
    with pytest.raises(VerificationError, match="needs ok: true"):
        verdicts.put(("v",), "b", {"ok": False})
    with pytest.raises(InputError, match="returned"):
        KVMemoryStore(tiny_mem, documents=lambda d: "yes").put(("v",), "c", {"x": 1})
    assert {i.key for i in store.search(())} == {"ok", "a"}


@pytest.mark.parametrize("bad, match", [
    ({"t": (1, 2)}, "tuple.*use a list"),
    ({"t": {1, 2}}, "set"),
    ({"t": math.nan}, "NaN"),
    ({"t": [math.inf]}, "infinity"),
    ({"t": {1: "x"}}, "keys are strings"),
    ({"t": datetime(2024, 1, 1)}, "datetime"),
    ({"t": b"x"}, "bytes"),
])
def test_values_that_could_not_come_back_exactly_are_refused(tiny_mem, bad, match):
    store = KVMemoryStore(tiny_mem, documents="human")
    with pytest.raises(InputError, match=match):
        store.put(NS, "k", bad)
    assert len(tiny_mem) == 0


def test_search_over_documents(tiny_mem):
    store = KVMemoryStore(tiny_mem, documents="human")
    store.put(("memories", "u1"), "food", {"text": "user likes pizza", "kind": "food", "stars": 5})
    store.put(("memories", "u1"), "pet", {"text": "user has a dog named Rex", "kind": "pet", "stars": 3})
    store.put(("memories", "u2"), "work", {"text": "user works as a nurse", "kind": "work", "stars": 4})
    store.put(("memories", "u2"), "hidden", {"text": "user likes pizza too"}, index=False)

    hits = store.search(("memories",), query="user likes pizza", limit=3)
    assert hits[0].key == "food" and hits[0].score > hits[1].score >= hits[2].score
    assert _entry(tiny_mem, hits[0]).problem == "user likes pizza\nfood"  # every string value is indexed
    assert hits[0].value == {"text": "user likes pizza", "kind": "food", "stars": 5}
    assert hits[0].provenance["kind"] == "document" and "hidden" not in [h.key for h in hits]
    assert [h.key for h in store.search(("memories",), query="user likes pizza", filter={"kind": "pet"})] == ["pet"]
    assert {h.key for h in store.search(("memories",), filter={"stars": {"$gte": 4}})} == {"food", "work"}
    assert {h.key for h in store.search(("memories", "u2"))} == {"work", "hidden"}  # listing includes index=False
    assert [h.key for h in store.search(("memories", "u2"), query="user likes pizza too", limit=1)] == ["work"]
    assert store.list_namespaces(prefix=("memories",)) == [("memories", "u1"), ("memories", "u2")]

    fields = KVMemoryStore(tiny_mem, documents="human", index_fields=["memory.content"])
    fields.put(("f",), "a", {"memory": {"content": "likes jazz"}, "source": "chat log 12"})
    fields.put(("f",), "b", {"note": "no content field"}, index=["note"])
    assert _entry(tiny_mem, fields.get(("f",), "a")).problem == "likes jazz"
    assert _entry(tiny_mem, fields.get(("f",), "b")).problem == "no content field"
    assert fields.search(("f",), query="likes jazz", limit=1)[0].key == "a"


def test_replace_delete_and_one_entry_per_content(tiny_mem):
    store = KVMemoryStore(tiny_mem, documents="human")
    store.put(NS, "a", {"text": "user likes pizza"})
    first = store.get(NS, "a")
    store.put(NS, "a", {"text": "user likes pizza"})  # the same value again: the same entry
    assert store.get(NS, "a").provenance["entry_id"] == first.provenance["entry_id"] and len(tiny_mem) == 1
    with pytest.raises(InputError, match="already stored under key 'a'"):
        store.put(NS, "b", {"text": "user likes pizza"})
    assert store.get(NS, "b") is None
    store.put(("memories", "user2"), "b", {"text": "user likes pizza"})  # another namespace: its own entry
    store.put(NS, "a", {"text": "user likes sushi now"})
    second = store.get(NS, "a")
    assert second.value == {"text": "user likes sushi now"} and second.created_at == first.created_at
    assert tiny_mem.get(first.provenance["entry_id"]).status == "deleted"
    store.delete(NS, "a")
    assert store.get(NS, "a") is None and [i.key for i in store.search(("memories",))] == ["b"]


def test_records_keep_working_beside_documents(tiny_mem):
    store = KVMemoryStore(tiny_mem, documents="human")
    problem, solution, answer = P[0]
    store.put(NS, "apples", {"problem": problem, "solution": solution, "answer": answer, "verifier": "numeric"})
    item = store.get(NS, "apples")
    assert item.value["solution"] == solution and item.value["answer"] == "7" and item.value["verifier"] == "numeric"
    assert item.provenance["kind"] == "record" and item.value["sha256"] == item.provenance["sha256"]
    with pytest.raises(VerificationError):  # a record is verified by its verifier, not the document policy
        store.put(NS, "wrong", {"problem": problem, "solution": "3 + 4 = 8. The answer is 8.", "answer": "7"})
    with pytest.raises(InputError, match="unknown"):
        store.put(NS, "note", {"problem": problem, "solution": solution, "note": "hi"})
    store.put(NS, "doc", {"problem": "a word in a document", "answer": "is only a key here"})  # no solution
    assert store.get(NS, "doc").provenance["kind"] == "document"
    assert {i.key for i in store.search(NS)} == {"apples", "doc"}


def test_langgraph_node_writes_and_recalls_documents(tiny_mem):
    """A StateGraph compiled with the store: one node saves a memory, the next recalls it by search."""
    store = KVMemoryStore(tiny_mem, documents="human")

    class State(TypedDict, total=False):
        user: str
        fact: str
        recalled: list

    def remember(state: State, *, store: BaseStore):
        store.put(("memories", state["user"]), f"fact-{len(store.search(('memories', state['user'])))}",
                  {"text": state["fact"], "meta": {"from": "graph"}})
        return {}

    def recall(state: State, *, store: BaseStore):
        return {"recalled": [h.value for h in store.search(("memories", state["user"]), query=state["fact"], limit=1)]}

    graph = StateGraph(State)
    graph.add_node("remember", remember)
    graph.add_node("recall", recall)
    graph.add_edge(START, "remember")
    graph.add_edge("remember", "recall")
    app = graph.compile(store=store)
    out = app.invoke({"user": "ann", "fact": "Ann is allergic to peanuts"})
    assert out["recalled"] == [{"text": "Ann is allergic to peanuts", "meta": {"from": "graph"}}]
    assert store.get(("memories", "ann"), "fact-0").provenance["verifier"] == "human"
