"""Serve-time verification and clean replies on the real default model (SmolLM2-135M): exact repeats
of GSM8K dev problems, of the shipped chat facts (in a conversation) and of HumanEval functions are
answered in recurring mode, every reply verified, the fallback counted; transfer replies to changed
chat questions carry no layout text. Figures print with ``pytest -s``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kvmemory.bench.anytask import chat_facts, conversation, humaneval
from kvmemory.sandbox import UnitTestVerifier
from kvmemory.verifiers import exact

pytestmark = pytest.mark.slow

DEV50 = Path(__file__).resolve().parent.parent / "kvmemory" / "data" / "gsm8k_dev50.jsonl"


def gsm_rows(n):
    rows = [json.loads(line) for line in DEV50.read_text(encoding="utf-8").splitlines() if line.strip()]
    return rows[:n]


def gold(row) -> str:
    return row["answer"].split("####")[-1].strip().replace(",", "")


def test_gsm8k_exact_repeats_stay_right_in_a_handful_of_tokens(default_mem):
    rows = gsm_rows(30)
    for row in rows:
        default_mem.deposit(row["question"], row["answer"], answer=gold(row))
    right, tokens, fallback, worst = 0, 0, 0, 0
    for row in rows:
        r = default_mem.answer(row["question"])
        assert r.mode == "recurring" and r.verified
        right += r.answer == gold(row)
        tokens += r.decode_tokens
        worst = max(worst, r.decode_tokens)
        fallback += r.fallback == "stored"
    print(f"\nGSM8K exact repeats: {right}/30 right, {tokens} decode tokens (max {worst}), fallback {fallback}/30")
    assert right >= 29 and worst <= 8


def test_chat_fact_repeats_are_all_verified(default_mem):
    facts = chat_facts(30)
    for f in facts:
        default_mem.deposit(f["question"], f["answer"], answer=f["answer"], verifier="exact")
    right, decoded_right, tokens, fallback = 0, 0, 0, 0
    for f in facts:
        r = default_mem.answer(conversation(f["question"]))
        assert r.mode == "recurring" and r.verified and r.template == "chat-v1"
        right += exact(f["question"], r.text, f["answer"]).passed
        decoded_right += r.fallback == ""
        tokens += r.decode_tokens
        fallback += r.fallback == "stored"
    print(f"\nchat facts exact repeats: {right}/30 right (the model's own reply {decoded_right}/30), "
          f"{tokens} decode tokens, fallback {fallback}/30")
    assert right == 30  # the serve-time check never lets a wrong recurring reply out


def test_code_repeats_pass_their_tests(default_mem):
    problems = humaneval(3)
    for p in problems:
        default_mem.deposit(p["prompt"], p["canonical_solution"],
                            verifier=UnitTestVerifier(p["test"], entry_point=p["entry_point"], prompt=p["prompt"]))
    right, fallback = 0, 0
    for p in problems:
        r = default_mem.answer(p["prompt"])
        assert r.mode == "recurring" and r.verified and "# verified solution" not in r.text
        v = UnitTestVerifier(p["test"], entry_point=p["entry_point"], prompt=p["prompt"])(p["prompt"], r.text)
        right += v.passed
        fallback += r.fallback == "stored"
    print(f"\nHumanEval 0-2 exact repeats: {right}/3 pass their tests, fallback {fallback}/3")
    assert right == 3


def test_transfer_replies_to_changed_chat_questions_carry_no_layout_text(default_mem):
    facts = chat_facts(12)
    for f in facts[::2]:
        default_mem.deposit(f["question"], f["answer"], answer=f["answer"], verifier="exact", recap=False)
    raw_layout, clean_layout, n = 0, 0, 0
    for f in facts[1::2]:
        r = default_mem.answer(conversation(f["question"]), mode="transfer", max_new_tokens=32)
        assert r.mode == "transfer" and not r.verified
        raw = default_mem.tokenizer.decode(r.token_ids, skip_special_tokens=True)
        raw_layout += "Verified answer" in raw
        clean_layout += "Verified answer" in r.text or "Verified answer" in r.reply
        n += 1
    print(f"\nchat transfer: layout text in {raw_layout}/{n} decoded replies, in {clean_layout}/{n} Answer.text/reply")
    assert clean_layout == 0
