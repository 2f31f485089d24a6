"""The agent loop: greedy then sampled attempts within a token budget, verification, deposits of model
solutions and (marked) references, events and metrics; on the real model, deposited problems come back
in recurring mode and are answered right."""

from __future__ import annotations

import pytest

from conftest import gold_of
from kvmemory import KVMemory
from kvmemory.agent import Agent, AgentEvent, TaskResult
from kvmemory.errors import InputError
from kvmemory.verifiers import Verdict

pytestmark = pytest.mark.usefixtures("one_thread")


@pytest.fixture
def mem(tiny_llama, embedder, tmp_path):
    model, tok = tiny_llama
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder) as m:
        yield m


def _task(row):
    return {"problem": row["question"], "answer": gold_of(row), "reference": row["answer"]}


def test_model_fails_within_budget_then_reference_is_deposited_and_recurs(mem, gsm8k_dev):
    seen: list[AgentEvent] = []
    agent = Agent(mem, verifier="numeric", budget_tokens=30, retries=3, max_new_tokens=12, on_event=seen.append)
    t = _task(gsm8k_dev[0])
    r = agent.run(t["problem"], answer=t["answer"], reference=t["reference"], task="p0")
    assert isinstance(r, TaskResult)
    assert not r.solved and r.source == "reference" and r.mode == "cold"
    assert r.decode_tokens <= 30 and r.attempts == 3  # 12 + 12 + 6 tokens: the budget ends the retries
    kinds = [e.kind for e in r.events]
    assert kinds == ["attempt", "attempt", "attempt", "budget", "reference", "done"]
    assert [e.sampled for e in r.events if e.kind == "attempt"] == [False, True, True]
    assert seen == agent.events == r.events
    entry = mem.get(r.entry_id)
    assert entry.metadata["source"] == "reference" and entry.metadata["agent"]["task"] == "p0"
    assert entry.verifier == "numeric" and entry.answer == t["answer"]
    m = agent.metrics
    assert (m.tasks, m.solved, m.attempts, m.deposited_reference, m.budget_exhausted) == (1, 0, 3, 1, 1)
    assert m.decode_tokens == r.decode_tokens and m.modes == {"cold": 1}

    again = agent.run(t["problem"], answer=t["answer"], reference=t["reference"], task="p0-again")
    assert again.mode == "recurring"
    assert again.events[0].entries == (entry.id,)
    assert len(mem) == 1  # the reference is not stored twice
    assert agent.metrics.deposited_reference == 1


def test_passing_model_solution_is_deposited_as_model(mem, gsm8k_dev):
    agent = Agent(mem, verifier="human", budget_tokens=64, retries=1, max_new_tokens=8)
    r = agent.run(gsm8k_dev[1]["question"], task="h")
    assert r.solved and r.source == "model" and r.attempts == 1
    entry = mem.get(r.entry_id)
    assert entry.metadata["source"] == "model"
    assert entry.metadata["agent"] == {"attempts": 1, "mode": "cold", "sampled": False, "decode_tokens": r.decode_tokens,
                                       "task": "h"}
    assert entry.solution == r.text
    assert [e.kind for e in r.events] == ["attempt", "deposit", "done"]
    assert agent.metrics.solved_by_mode == {"cold": 1}


def test_sampled_retry_that_passes_is_deposited(mem, gsm8k_dev):
    calls = []

    def second_time_lucky(problem, solution, answer):
        calls.append(solution)
        return Verdict(len(calls) >= 2, f"call {len(calls)}", "lucky")

    agent = Agent(mem, verifier=second_time_lucky, budget_tokens=100, retries=2, max_new_tokens=10, seed=7)
    r = agent.run(gsm8k_dev[2]["question"], task="s")
    assert r.solved and r.attempts == 2 and r.source == "model"
    attempts = [e for e in r.events if e.kind == "attempt"]
    assert [a.sampled for a in attempts] == [False, True] and [a.passed for a in attempts] == [False, True]
    entry = mem.get(r.entry_id)
    assert entry.verifier == "second_time_lucky" and entry.metadata["agent"]["sampled"] is True
    assert agent.metrics.solved == 1 and agent.metrics.solved_first_attempt == 0


def test_sampling_is_seeded(tiny_llama, embedder, tmp_path, gsm8k_dev):
    model, tok = tiny_llama
    texts = []
    for i in range(2):
        with KVMemory(tmp_path / f"lib{i}", model=model, tokenizer=tok, embedder=embedder) as m:
            agent = Agent(m, verifier=lambda *a: False, budget_tokens=40, retries=1, max_new_tokens=20, seed=3,
                          deposit=False)
            agent.run(gsm8k_dev[0]["question"])
            texts.append([e.answer for e in agent.events if e.kind == "attempt"] +
                         [e.decode_tokens for e in agent.events if e.kind == "attempt"])
    assert texts[0] == texts[1]


def test_rejected_reference_is_not_stored(mem, gsm8k_dev):
    agent = Agent(mem, budget_tokens=8, retries=0)
    r = agent.run(gsm8k_dev[0]["question"], answer="123456789", reference=gsm8k_dev[0]["answer"])
    assert not r.solved and r.source is None and r.entry_id is None
    assert [e.kind for e in r.events][-2:] == ["reference_rejected", "done"]
    assert "nothing was stored" in r.events[-2].reason
    assert len(mem) == 0 and agent.metrics.rejected_references == 1


def test_verifier_that_raises_counts_as_failure(mem, gsm8k_dev):
    def broken(problem, solution, answer):
        raise RuntimeError("boom")

    agent = Agent(mem, verifier=broken, budget_tokens=16, retries=1, max_new_tokens=8, deposit=False)
    r = agent.run(gsm8k_dev[0]["question"])
    assert not r.solved and r.attempts == 2
    assert "verifier raised RuntimeError: boom" in r.reason


def test_deposit_false_stores_nothing(mem, gsm8k_dev):
    agent = Agent(mem, verifier="human", budget_tokens=16, max_new_tokens=8, deposit=False)
    results = agent.run_many([{"problem": gsm8k_dev[0]["question"], "reference": gsm8k_dev[0]["answer"]}])
    assert results[0].solved and results[0].entry_id is None and len(mem) == 0


def test_bad_arguments(mem):
    with pytest.raises(InputError):
        Agent(mem, budget_tokens=0)
    with pytest.raises(InputError):
        Agent(mem).run_many([{"question": "no problem key"}])


def test_metrics_reset_between_passes(mem, gsm8k_dev):
    agent = Agent(mem, budget_tokens=8, retries=0)
    agent.run_many([_task(r) for r in gsm8k_dev[:2]])
    first = agent.reset_metrics()
    assert first.tasks == 2 and first.deposited_reference == 2
    assert agent.metrics.tasks == 0 and agent.events == []
    agent.run_many([_task(r) for r in gsm8k_dev[:2]])
    assert agent.metrics.modes == {"recurring": 2}
    assert first.to_dict()["modes"] == {"cold": 2}


@pytest.mark.slow
def test_default_model_recurring_pass_answers_deposited_problems(default_mem, gsm8k_dev):
    """Real SmolLM2-135M: pass 1 (tiny budget) deposits references; pass 2 answers them in recurring mode."""
    tasks = [_task(r) for r in gsm8k_dev[:3]]
    agent = Agent(default_mem, verifier="numeric", budget_tokens=12, retries=0)
    agent.run_many(tasks)
    first = agent.reset_metrics()
    assert first.deposited_reference + first.deposited_model == 3
    results = agent.run_many(tasks)
    m = agent.metrics
    assert m.modes == {"recurring": 3}
    assert m.solved == 3 and all(r.source == "library" for r in results)
    assert m.decode_tokens <= 3 * 12
    assert len(default_mem) == 3
