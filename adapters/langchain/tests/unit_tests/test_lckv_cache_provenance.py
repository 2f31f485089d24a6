"""KVMemoryCache hits carry their provenance (generation_info / chat response_metadata["kvmemory"]), and
nothing else about the admitted generations changes; a fresh call carries none. Tiny random Llama."""

from __future__ import annotations

from langchain_core.globals import set_llm_cache
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGeneration, Generation

from langchain_kvmemory import ChatKVMemory, KVMemoryCache

import lckv_support

P = lckv_support.PROBLEMS
TEXTS = {"Sample generated text.", "Another generated text."}


def suite_verifier(problem: str, solution: str, answer: str | None) -> bool:
    return solution in TEXTS


def _generations() -> list[Generation]:  # the langchain-tests cache suites' generations
    return [Generation(text="Sample generated text.", generation_info={"reason": "test"}),
            Generation(text="Another generated text.")]


def _check_meta(meta: dict, entry, *, admitted_by: str, same_llm: bool, kind: str) -> None:
    assert meta["cache"] == "hit" and meta["mode"] == "recurring"
    assert meta["entry_id"] == entry.id and meta["sha256"] == entry.sha256 and len(meta["sha256"]) == 64
    assert meta["verifier"] == entry.verifier and meta["verdict"] == entry.verdict
    assert meta["namespace"] == entry.namespace and meta["template"] == entry.template
    assert meta["model_fingerprint"] == entry.model_fingerprint
    assert meta["admitted_by"] == admitted_by and meta["same_llm"] is same_llm
    assert meta["same_problem"]["kind"] == kind and meta["same_problem"]["reason"]


def test_hit_carries_provenance_and_keeps_everything_else(tiny_mem):
    cache = KVMemoryCache(tiny_mem, verifier=suite_verifier)
    given = _generations()
    cache.update("Sample prompt for testing.", "llm-a", given)
    hit = cache.lookup("Sample prompt for testing.", "llm-a")
    assert [g.text for g in hit] == [g.text for g in given] and all(type(g) is Generation for g in hit)
    for got, want in zip(hit, given):
        info = dict(got.generation_info)
        meta = info.pop("kvmemory")
        assert info == (want.generation_info or {})  # the admitted generation_info, unchanged
        entry = tiny_mem.get(meta["entry_id"])
        assert entry.solution == got.text and entry.status == "active"
        _check_meta(meta, entry, admitted_by="cache", same_llm=True, kind="exact")
        assert meta["verifier"] == "suite_verifier"
    other = cache.lookup("Sample prompt for testing.", "llm-b")  # another model asked: still a hit
    assert [g.text for g in other] == [g.text for g in given]
    assert other[0].generation_info["kvmemory"]["same_llm"] is False
    assert given[0].generation_info == {"reason": "test"}  # the caller's objects are not changed

    strict = KVMemoryCache(tiny_mem, verifier=suite_verifier, provenance=False)
    assert strict.lookup("Sample prompt for testing.", "llm-a") == given  # the strict BaseCache round trip
    assert cache.lookup("Nonexistent prompt", "llm-a") is None


def test_library_entry_hit_names_entry_and_same_problem_decision(tiny_mem):
    entry = tiny_mem.deposit(*P[0], verifier="numeric")
    cache = KVMemoryCache(tiny_mem)
    exact = cache.lookup(P[0][0], "llm")
    _check_meta(exact[0].generation_info["kvmemory"], entry, admitted_by="library", same_llm=False, kind="exact")
    reworded = cache.lookup("Please solve this problem. " + P[0][0], "llm")
    meta = reworded[0].generation_info["kvmemory"]
    assert reworded[0].text == P[0][1] and meta["same_problem"]["kind"] not in ("", "exact")
    _check_meta(meta, entry, admitted_by="library", same_llm=False, kind=meta["same_problem"]["kind"])
    assert meta["answer"] == "7" and meta["verifier"] == "numeric"
    # a chat prompt: a ChatGeneration whose message carries the same provenance
    from langchain_core.load import dumps
    from langchain_core.messages import HumanMessage

    chat = cache.lookup(dumps([HumanMessage(content=P[0][0])]), "llm")
    assert isinstance(chat[0], ChatGeneration) and chat[0].message.content == P[0][1]
    assert chat[0].message.response_metadata["kvmemory"] == chat[0].generation_info["kvmemory"]
    assert chat[0].message.response_metadata["kvmemory"]["entry_id"] == entry.id


def test_admitted_chat_generation_keeps_its_message_and_gains_provenance(tiny_mem):
    cache = KVMemoryCache(tiny_mem, verifier="human")
    message = AIMessage(content="Paris.", response_metadata={"model_name": "m", "finish_reason": "stop"})
    from langchain_core.load import dumps
    from langchain_core.messages import HumanMessage

    prompt = dumps([HumanMessage(content="What is the capital of France?")])
    cache.update(prompt, "llm", [ChatGeneration(message=message, generation_info={"finish_reason": "stop"})])
    hit = cache.lookup(prompt, "llm")[0]
    assert isinstance(hit, ChatGeneration) and hit.message.content == "Paris."
    meta = hit.message.response_metadata.pop("kvmemory")
    assert hit.message.response_metadata == {"model_name": "m", "finish_reason": "stop"}
    assert hit.generation_info == {"finish_reason": "stop", "kvmemory": meta}
    _check_meta(meta, tiny_mem.get(meta["entry_id"]), admitted_by="cache", same_llm=True, kind="exact")


class CountingChat(ChatKVMemory):
    calls: int = 0

    def _generate(self, *args, **kwargs):
        self.calls += 1
        return super()._generate(*args, **kwargs)


def test_chat_model_tells_a_verified_hit_from_a_fresh_call(tiny_mem):
    llm = CountingChat(memory=tiny_mem, model="tiny", max_tokens=4)
    first = llm.invoke("What is 1 + 1?")
    assert "kvmemory" not in first.response_metadata  # a fresh call
    cache = KVMemoryCache(tiny_mem, verifier="exact", answers={"What is 1 + 1?": first.content})
    set_llm_cache(cache)
    try:
        fresh = llm.invoke("What is 1 + 1?")  # miss: generated, verified, admitted
        assert llm.calls == 2 and "kvmemory" not in fresh.response_metadata
        hit = llm.invoke("What is 1 + 1?")
        assert llm.calls == 2 and hit.content == first.content
        meta = hit.response_metadata["kvmemory"]
        entry = tiny_mem.get(meta["entry_id"])
        _check_meta(meta, entry, admitted_by="cache", same_llm=True, kind="exact")
        assert entry.verifier == "exact" and entry.solution == hit.content
        rest = {k: v for k, v in hit.response_metadata.items() if k != "kvmemory"}
        assert rest == fresh.response_metadata  # what the admitted call said, unchanged
        unknown = llm.invoke("What is 2 + 2?")  # no gold: a fresh call, not admitted
        assert llm.calls == 3 and "kvmemory" not in unknown.response_metadata
    finally:
        set_llm_cache(None)


def test_provenance_is_on_by_default(tiny_mem):
    assert KVMemoryCache(tiny_mem).provenance is True
    assert KVMemoryCache(tiny_mem, provenance=False).provenance is False
