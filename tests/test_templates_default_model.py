"""The template claims on the real default model (SmolLM2-135M-Instruct), with small counts.

The full-size figures (30 each, asked from a new process) come from ``kvmemory bench any-task``.

* ``code-v1``: HumanEval problems deposited with their canonical solutions; asked again, the
  answer's text passes the same unit tests, in fewer decode tokens than a cold attempt.
* ``chat-v1``: facts deposited with the ``exact`` verifier, asked inside a conversation (system
  prompt, two earlier turns): the reply is the verified answer.
* ``gsm-qa-v1`` in a conversation: still the right number in at most 8 decode tokens.
* Streaming: the first text piece arrives right after the first decoded token.
"""

import pytest

from kvmemory import KVMemory
from kvmemory.bench.anytask import _timed_answer, _verifier, chat_facts, conversation, humaneval
from kvmemory.verifiers import exact

pytestmark = pytest.mark.slow


@pytest.fixture
def fresh(default_lm, embedder, tmp_path):
    """``fresh()`` opens another KVMemory on the same folder (as a later session would)."""
    model, tok = default_lm
    opened = []

    def open_():
        m = KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder)
        opened.append(m)
        return m

    yield open_
    for m in opened:
        m.close()


def test_code_v1_recurring_passes_the_unit_tests_again(fresh):
    problems = [p for p in humaneval(5) if p["task_id"] in ("HumanEval/0", "HumanEval/2", "HumanEval/4")]
    writer = fresh()
    cold = [writer.answer(p["prompt"], mode="cold", template="code-v1", max_new_tokens=128) for p in problems]
    for p in problems:
        e = writer.deposit(p["prompt"], p["canonical_solution"], verifier=_verifier(p))
        assert e.template == "code-v1" and e.solution == p["canonical_solution"]
    mem = fresh()
    for p, c in zip(problems, cold):
        r = mem.answer(p["prompt"])
        assert r.mode == "recurring" and r.template == "code-v1"
        verdict = _verifier(p)(p["prompt"], r.text)
        assert verdict.passed, (p["task_id"], verdict.reason, r.text)
        assert p["canonical_solution"].strip() in r.text  # the verbatim code came back
        assert r.decode_tokens < max(c.decode_tokens, 2 * len(mem.encode(p["canonical_solution"], first=False)))


def test_chat_v1_recurring_in_a_conversation(fresh):
    facts = chat_facts(5)
    writer = fresh()
    for f in facts:
        assert writer.deposit(f["question"], f["answer"], answer=f["answer"], verifier="exact").template == "chat-v1"
    mem = fresh()
    for f in facts:
        r = mem.answer(conversation(f["question"]))
        assert r.mode == "recurring" and r.template == "chat-v1"
        assert exact(f["question"], r.text, f["answer"]).passed, (r.text, f["answer"])
        assert r.reply == r.text


def test_gsm_in_a_conversation_keeps_its_figures(fresh, gsm8k_dev):
    from conftest import gold_of

    rows = gsm8k_dev[:3]
    writer = fresh()
    for row in rows:
        writer.deposit(row["question"], row["answer"], answer=gold_of(row))
    mem = fresh()
    for row in rows:
        for task in (row["question"], [{"role": "system", "content": "Answer with a number."},
                                       {"role": "user", "content": row["question"]}]):
            r = mem.answer(task)
            assert r.mode == "recurring" and r.answer == gold_of(row) and r.decode_tokens <= 8


def test_first_piece_follows_the_first_token(fresh):
    f = chat_facts(1)[0]
    mem = fresh()
    mem.deposit(f["question"], f["answer"], answer=f["answer"], verifier="exact")
    mem.answer("warm up", mode="cold", max_new_tokens=1)
    r, marks = _timed_answer(mem, conversation(f["question"]))
    assert r.decode_tokens >= 5
    assert marks["first_piece_s"] / marks["first_token_s"] <= 1.5, marks
    assert marks["first_piece_s"] < marks["wall_s"] / 2, marks
