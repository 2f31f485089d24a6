"""The answer pipeline's choice: exact repeats, reworded repeats (the same-problem decision), changed
problems never recurring, and stale copies in transfer answered again cold."""

from __future__ import annotations

import dataclasses
import re

import pytest

from kvmemory import InputError, KVMemory, Settings, Template, register_template
from kvmemory.templates import get_template

PROBLEM = ("Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. "
           "How many clips did Natalia sell altogether in April and May?")
SOLUTION = "Natalia sold 48/2 = 24 clips in May. Natalia sold 48+24 = 72 clips altogether in April and May."
REWORDED = [
    "Solve this: " + PROBLEM,
    PROBLEM + " Show your reasoning.",
]
CHANGED = {
    "numbers": PROBLEM.replace("48", "36"),
    "names": PROBLEM.replace("Natalia", "Maria"),
    "question": PROBLEM.replace("How many clips did Natalia sell altogether in April and May?",
                                "How many clips did Natalia sell in May?"),
    "opposite": PROBLEM.replace("half as many", "twice as many"),
}


@pytest.fixture
def mem(tiny_mem):
    tiny_mem.deposit(PROBLEM, SOLUTION, answer="72")
    return tiny_mem


def test_exact_repeat_records_the_fast_path(mem):
    r = mem.answer(PROBLEM, max_new_tokens=2)
    assert r.mode == "recurring" and r.same_problem["kind"] == "exact" and r.same_problem["same"]


@pytest.mark.parametrize("query", REWORDED)
def test_reworded_repeat_is_recurring_with_the_entrys_own_query(mem, query):
    exact = mem.answer(PROBLEM, max_new_tokens=2)
    r = mem.answer(query, max_new_tokens=2)
    assert r.mode == "recurring" and r.same_problem["same"], r.same_problem
    assert r.same_problem["kind"] in ("instruction", "reworded") and r.same_problem["reason"]
    assert [e.id for e in r.entries] == [e.id for e in exact.entries]
    # laid out in the stored words: byte-for-byte the exact repeat's input, so its logits too
    assert r.input_sha256 == exact.input_sha256 and r.token_ids == exact.token_ids


@pytest.mark.parametrize("kind", sorted(CHANGED))
def test_changed_problem_is_never_recurring_and_says_why(mem, kind):
    r = mem.answer(CHANGED[kind], max_new_tokens=2)
    assert r.mode != "recurring"
    assert r.same_problem is not None and r.same_problem["same"] is False and r.same_problem["reason"]
    r = mem.answer(CHANGED[kind], mode="recurring", max_new_tokens=2)
    assert r.mode == "cold" and not r.entries


def _copying_template() -> Template:
    """gsm-qa-v1's layout, but every answer reads as "72": a model that always copies the entry."""
    return register_template(dataclasses.replace(get_template("gsm-qa-v1"), name="test-copies-v1",
                                                 extract=lambda text: "72", key_has_name=True), replace=True)


@pytest.mark.parametrize("policy", ["cold", "mark", "off"])
def test_stale_copy_in_transfer_is_marked_and_answered_again_cold(tiny_lm, embedder, tmp_path, policy):
    tpl = _copying_template()
    model, tok = tiny_lm
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder,
                  settings=Settings(stale_policy=policy, min_score=0.0)) as m:
        m.deposit(PROBLEM, SOLUTION, answer="72", template=tpl.name)
        r = m.answer(CHANGED["numbers"], max_new_tokens=3)
        if policy == "off":
            assert r.mode == "transfer" and not r.suspect
            return
        assert r.suspect and "copies grafted entry 0's answer" in r.suspect_reason and "36" in r.suspect_reason
        if policy == "cold":
            assert r.mode == "cold" and not r.entries and r.grafted_tokens == 0
            assert r.timings["stale_first_attempt_s"] > 0
        else:
            assert r.mode == "transfer" and r.entries
        assert r.same_problem["same"] is False  # why it was not recurring, kept from the first attempt
        # the same problem's own answer is no stale copy
        assert not m.answer(PROBLEM, mode="transfer", max_new_tokens=3).suspect


def test_stale_policy_is_checked():
    with pytest.raises(InputError, match="stale_policy"):
        Settings(stale_policy="retry")


@pytest.mark.slow
def test_default_model_reworded_repeats_recur_and_changed_problems_do_not(default_mem, gsm8k_train):
    """On the real model: deposits of train problems; instruction-wrapped repeats are answered right in
    recurring mode, number-changed ones never recur. (The full sets: ``kvmemory bench same-problem``.)"""
    from conftest import gold_of

    rows = gsm8k_train[:6]
    for row in rows:
        default_mem.deposit(row["question"], row["answer"], answer=gold_of(row))
    for row in rows:
        r = default_mem.answer("Please solve the following problem. " + row["question"])
        assert r.mode == "recurring" and r.answer == gold_of(row) and r.decode_tokens <= 8, (r.text, r.same_problem)
    changed = [re.sub(r"\d+", lambda m: str(int(m.group()) + 7), r["question"], count=1) for r in rows]
    assert all(q != r["question"] for q, r in zip(changed, rows))
    for q in changed:
        r = default_mem.answer(q, mode="recurring", max_new_tokens=4)
        assert r.mode == "cold" and r.same_problem["same"] is False
