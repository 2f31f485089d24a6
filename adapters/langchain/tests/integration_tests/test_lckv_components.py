"""Behaviour of each component on a tiny random model with a real kvmemory library (no mocks)."""

from __future__ import annotations

import asyncio

import pytest
from langchain_core.globals import set_llm_cache
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate, FewShotPromptTemplate, PromptTemplate
from langchain_core.runnables import RunnablePassthrough

from kvmemory import InputError, VerificationError
from langchain_kvmemory import (
    ChatKVMemory,
    KVMemoryCache,
    KVMemoryExampleSelector,
    KVMemoryRetriever,
    VerifyAndDeposit,
)

import lckv_support

P = lckv_support.PROBLEMS


@pytest.fixture
def filled(tiny_mem):
    entries = [tiny_mem.deposit(p, s, a, verifier="numeric") for p, s, a in P]
    return tiny_mem, entries


# -- ChatKVMemory --------------------------------------------------------------------------------
def test_chat_names_grafted_entries_and_counts_tokens_honestly(filled):
    mem, entries = filled
    llm = ChatKVMemory(memory=mem, model="tiny", max_tokens=6)
    reply = llm.invoke([SystemMessage("ignored"), HumanMessage(P[1][0])])
    meta = reply.response_metadata
    assert meta["mode"] == "recurring"
    assert [(e["entry_id"], e["sha256"]) for e in meta["entries"]] == [(entries[1].id, entries[1].sha256)]
    assert meta["entries"][0]["verifier"] == "numeric"
    assert reply.content.startswith("The answer is")
    usage = reply.usage_metadata
    assert usage["input_token_details"]["cache_read"] == meta["grafted_tokens"] == entries[1].tokens
    assert usage["input_tokens"] == meta["prompt_tokens"] + meta["grafted_tokens"]
    assert usage["output_tokens"] == meta["decode_tokens"] <= 6
    assert usage["total_tokens"] == usage["input_tokens"] + usage["output_tokens"]


def test_chat_cold_when_nothing_relevant(tiny_mem):
    reply = ChatKVMemory(memory=tiny_mem, model="tiny", max_tokens=4).invoke("Hello there")
    assert reply.response_metadata["mode"] == "cold"
    assert reply.response_metadata["entries"] == []
    assert reply.usage_metadata["input_token_details"]["cache_read"] == 0


def test_stream_is_per_token_and_joins_to_invoke(filled):
    mem, _ = filled
    llm = ChatKVMemory(memory=mem, model="tiny", max_tokens=6)
    full_reply = llm.invoke(P[0][0])
    chunks = list(llm.stream(P[0][0]))
    assert "".join(c.content for c in chunks) == full_reply.content
    # the forced "The answer is", at most one chunk per decoded token, and the closing chunk with the metadata
    assert chunks[0].content == "The answer is"
    assert 3 <= len(chunks) <= 2 + full_reply.usage_metadata["output_tokens"]
    assert chunks[-1].chunk_position == "last"
    assert [c.usage_metadata is not None for c in chunks].count(True) == 1


def test_async_forms_match_sync(filled):
    mem, _ = filled
    llm = ChatKVMemory(memory=mem, model="tiny", max_tokens=5)
    sync = [m.content for m in llm.batch([P[0][0], P[2][0]])]

    async def run():
        one = await llm.ainvoke(P[0][0])
        many = await llm.abatch([P[0][0], P[2][0]])
        streamed = [c.content async for c in llm.astream(P[2][0])]
        return one.content, [m.content for m in many], "".join(streamed)

    one, many, streamed = asyncio.run(run())
    assert one == sync[0] and many == sync and streamed == sync[1]


def test_stop_cuts_the_reply(filled):
    mem, _ = filled
    llm = ChatKVMemory(memory=mem, model="tiny", max_tokens=6)
    full = llm.invoke(P[0][0]).content
    cut = llm.invoke(P[0][0], stop=["answer"]).content
    assert full.startswith("The answer") and cut == "The "


def test_sampling_is_seeded(tiny_mem):
    llm = ChatKVMemory(memory=tiny_mem, model="tiny", max_tokens=6, temperature=1.0, seed=7)
    assert llm.invoke("Hi").content == llm.invoke("Hi").content


def test_lcel_chain_prompt_model_parser(filled):
    mem, _ = filled
    prompt = ChatPromptTemplate.from_messages([("human", "{question}")])
    chain = prompt | ChatKVMemory(memory=mem, model="tiny", max_tokens=4) | StrOutputParser()
    out = chain.invoke({"question": P[3][0]})
    assert isinstance(out, str) and out.startswith("The answer is")


# -- KVMemoryRetriever ------------------------------------------------------------------------------
def test_retriever_documents_carry_provenance(filled):
    mem, entries = filled
    docs = KVMemoryRetriever(memory=mem, k=2).invoke(P[2][0])
    assert len(docs) == 2
    top = docs[0]
    assert top.id == str(entries[2].id) and top.metadata["entry_id"] == entries[2].id
    assert top.metadata["sha256"] == entries[2].sha256
    assert top.metadata["verifier"] == "numeric" and "equals answer" in top.metadata["verdict"]
    assert top.metadata["namespace"] == "default"
    assert top.metadata["score"] == pytest.approx(1.0, abs=1e-4)
    assert top.metadata["score"] >= docs[1].metadata["score"]
    assert P[2][1] in top.page_content


def test_retriever_min_score_and_deleted_entries(filled):
    mem, entries = filled
    retriever = KVMemoryRetriever(memory=mem, k=4, min_score=0.99)
    assert [d.metadata["entry_id"] for d in retriever.invoke(P[2][0])] == [entries[2].id]
    mem.delete(entries[2].id)
    assert all(d.metadata["entry_id"] != entries[2].id for d in KVMemoryRetriever(memory=mem, k=4).invoke(P[2][0]))


# -- KVMemoryExampleSelector --------------------------------------------------------------------------
def test_example_selector_verifies_before_depositing(tiny_mem):
    selector = KVMemoryExampleSelector(memory=tiny_mem, k=1)
    with pytest.raises(VerificationError):
        selector.add_example({"question": P[0][0], "answer": "3 + 4 = 8. The answer is 8.", "gold": "7"})
    with pytest.raises(VerificationError):  # no gold answer: the numeric verifier cannot pass
        selector.add_example({"question": P[0][0], "answer": P[0][1]})
    assert len(tiny_mem) == 0
    entry_id = selector.add_example({"question": P[0][0], "answer": P[0][1], "gold": "7"})
    assert tiny_mem.get(entry_id).verifier == "numeric" and len(tiny_mem) == 1


def test_example_selector_feeds_a_few_shot_prompt(filled):
    mem, entries = filled
    selector = KVMemoryExampleSelector(memory=mem, k=1, include_provenance=True)
    examples = selector.select_examples({"question": P[1][0]})
    assert examples[0]["question"] == P[1][0] and examples[0]["answer"] == P[1][1]
    assert examples[0]["sha256"] == entries[1].sha256
    prompt = FewShotPromptTemplate(
        example_selector=KVMemoryExampleSelector(memory=mem, k=2),
        example_prompt=PromptTemplate.from_template("Q: {question}\nA: {answer}"),
        suffix="Q: {question}\nA:", input_variables=["question"])
    text = prompt.format(question=P[1][0])
    assert P[1][1] in text and text.endswith(f"Q: {P[1][0]}\nA:")


# -- KVMemoryCache --------------------------------------------------------------------------------------
def test_cache_never_admits_without_a_passing_verifier(tiny_mem):
    cache = KVMemoryCache(tiny_mem)  # numeric verifier, no gold answers known
    from langchain_core.outputs import Generation

    cache.update(P[0][0], "llm", [Generation(text=P[0][1])])
    assert cache.lookup(P[0][0], "llm") is None and len(tiny_mem) == 0
    assert "needs answer" in cache.rejected[0]["reason"]

    gold = {p: a for p, _, a in P}
    cache = KVMemoryCache(tiny_mem, answers=gold)
    cache.update(P[0][0], "llm", [Generation(text="3 + 4 = 8. The answer is 8.")])  # wrong
    assert cache.lookup(P[0][0], "llm") is None and len(tiny_mem) == 0
    cache.update(P[0][0], "llm", [Generation(text=P[0][1])])  # right
    hit = cache.lookup(P[0][0], "llm")
    assert [g.text for g in hit] == [P[0][1]] and len(tiny_mem) == 1
    entry = tiny_mem.entries()[0]
    assert hit[0].generation_info == {"kvmemory": hit[0].generation_info["kvmemory"]}  # provenance, nothing else
    assert hit[0].generation_info["kvmemory"]["entry_id"] == entry.id
    assert hit[0].generation_info["kvmemory"]["sha256"] == entry.sha256
    assert KVMemoryCache(tiny_mem, answers=gold, provenance=False).lookup(P[0][0], "llm") == [Generation(text=P[0][1])]
    cache.update(P[0][0], "llm", [Generation(text="The answer is 9.")])  # a wrong update keeps the right one
    assert cache.lookup(P[0][0], "llm")[0].text == P[0][1]


def test_cache_serves_library_entries_and_clear_keeps_them(filled):
    mem, entries = filled
    from langchain_core.outputs import Generation

    cache = KVMemoryCache(mem, answers={"What is 10 + 5?": "15"})
    hit = cache.lookup("  tom has 3 apples and buys 4 more.  How many apples does he have?", "any llm")
    assert hit[0].text == P[0][1] and hit[0].generation_info["kvmemory"]["sha256"] == entries[0].sha256
    cache.update("What is 10 + 5?", "llm", [Generation(text="10 + 5 = 15. The answer is 15.")])
    assert len(mem) == 5
    cache.clear()
    assert cache.lookup("What is 10 + 5?", "llm") is None
    assert len(mem) == 4 and cache.lookup(P[0][0], "llm")[0].text == P[0][1]


def test_cache_uses_the_same_problem_decision(filled):
    """A reworded repeat is a hit (the same decision as KVMemory.answer); a changed number or a
    different question never is."""
    mem, entries = filled
    cache = KVMemoryCache(mem)
    hit = cache.lookup("Please solve this problem. " + P[0][0], "any llm")
    assert hit and hit[0].text == P[0][1] and hit[0].generation_info["kvmemory"]["sha256"] == entries[0].sha256
    assert cache.lookup(P[0][0].replace("3 apples", "5 apples"), "any llm") is None
    assert cache.lookup(P[0][0].replace("buys 4 more", "gives away 4"), "any llm") is None


class CountingChat(ChatKVMemory):
    """ChatKVMemory that counts model runs (a cache hit skips _generate)."""

    calls: int = 0

    def _generate(self, *args, **kwargs):
        self.calls += 1
        return super()._generate(*args, **kwargs)


def test_chat_model_behind_the_cache(tiny_mem):
    """set_llm_cache: a verified reply is admitted once; the same problem is then served from memory."""
    llm = CountingChat(memory=tiny_mem, model="tiny", max_tokens=4)
    first = llm.invoke("What is 1 + 1?")
    cache = KVMemoryCache(tiny_mem, verifier="exact", answers={"What is 1 + 1?": first.content})
    set_llm_cache(cache)
    try:
        llm.invoke("What is 1 + 1?")  # miss -> generated, verified (exact vs gold) and admitted
        assert llm.calls == 2 and len(tiny_mem) == 1
        again = llm.invoke("What is 1 + 1?")
        assert llm.calls == 2 and again.content == first.content  # served from the verified entry
        llm.invoke("What is 2 + 2?")  # no gold answer for it: generated, not admitted
        assert llm.calls == 3 and len(tiny_mem) == 1
        llm.invoke("What is 2 + 2?")
        assert llm.calls == 4
    finally:
        set_llm_cache(None)


# -- VerifyAndDeposit --------------------------------------------------------------------------------------
def test_verify_and_deposit_closes_the_loop(tiny_mem):
    solve = ChatPromptTemplate.from_messages([("human", "{problem}")]) \
        | ChatKVMemory(memory=tiny_mem, model="tiny", max_tokens=4) | StrOutputParser()
    loop = RunnablePassthrough.assign(solution=solve) | VerifyAndDeposit(memory=tiny_mem)
    out = loop.invoke({"problem": P[0][0], "answer": "7"})
    assert out["admitted"] is False and out["entry_id"] is None and len(tiny_mem) == 0  # noise is rejected

    deposit = VerifyAndDeposit(memory=tiny_mem)
    out = deposit.invoke({"problem": P[0][0], "solution": P[0][1], "answer": "7"})
    assert out["admitted"] and tiny_mem.get(out["entry_id"]).sha256 == out["sha256"]
    outs = asyncio.run(deposit.abatch([{"problem": P[1][0], "solution": P[1][1], "answer": "30"},
                                       {"problem": P[2][0], "solution": P[2][1], "answer": "99"}]))
    assert [o["admitted"] for o in outs] == [True, False] and len(tiny_mem) == 2
    with pytest.raises(VerificationError):
        VerifyAndDeposit(memory=tiny_mem, raise_on_reject=True).invoke(
            {"problem": P[3][0], "solution": "The answer is 1.", "answer": "120"})
    with pytest.raises(InputError):
        deposit.invoke({"problem": P[3][0]})
