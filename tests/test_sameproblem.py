"""The same-problem decision (kvmemory.sameproblem), the stale-copy check, the evaluation sets and the
``same-problem`` bench suite."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from kvmemory.sameproblem import (
    DEFAULT_NUMERIC_RULE,
    RULES,
    Decision,
    check_stale,
    content,
    decide,
    strip_instructions,
)

REPO = Path(__file__).resolve().parent.parent
SETS = REPO / "evalsets" / "sametask"
GSM = REPO / "evalsets" / "gsm8k"

NATALIA = ("Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. "
           "How many clips did Natalia sell altogether in April and May?")
WENG = "Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?"
HIGH = 0.97  # a cosine every near-duplicate below clears: the gates, not the score, must say no


def same(query, candidate=NATALIA, score=HIGH, template="gsm-qa-v1") -> Decision:
    return decide(query, candidate, score=score, template=template)


# -- same problem ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("query, kind", [
    (NATALIA, "exact"),
    ("  natalia SOLD clips to 48 of her friends in April, and then she sold half as many clips in May. "
     "How many clips did Natalia sell altogether in April and May? ", "exact"),
    ("Solve this: " + NATALIA, "instruction"),
    ("Please answer the following question. " + NATALIA, "instruction"),
    (NATALIA + " Show your reasoning.", "instruction"),
    ("How many clips did Natalia sell altogether in April and May? Natalia sold clips to 48 of her friends in "
     "April, and then she sold half as many clips in May.", "reworded"),
    ("Natalia sold clips to forty-eight of her friends in April, and then she sold half as many clips in May. "
     "What number of clips did Natalia sell in total in April and May?", "reworded"),
    ("In April Natalia sold clips to 48 of her friends, and in May she sold half as many clips. How many clips "
     "did Natalia sell altogether in April and May?", "reworded"),
])
def test_reworded_repeats_are_the_same_problem(query, kind):
    d = same(query)
    assert d.same and d.kind == kind, d
    assert bool(d) is True and d.template == "gsm-qa-v1" and d.reason


def test_number_words_and_digits_are_the_same_numbers():
    q = "Tom has 3 apples and buys twice as many pears. How many fruits does Tom have?"
    assert same("Tom has three apples and buys twice as many pears. How many fruits does Tom have?", q).same
    c = content("He ran twenty-five miles, a dozen times, and a third of the way back.")
    assert c.numbers == {"25": 1, "12": 1, "1/3": 1}


@pytest.mark.parametrize("query, kind", [
    (NATALIA.replace("48", "49"), "numbers"),
    (NATALIA.replace("half as many", "twice as many"), "numbers"),
    (NATALIA.replace("half as many", "a third as many"), "numbers"),
    (NATALIA.replace("Natalia", "Maria"), "names"),
    (NATALIA.replace("May", "June"), "names"),
    ("Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. "
     "How many clips did Natalia sell in May?", "polarity"),            # a different question, same numbers
    (NATALIA.replace("sold", "bought").replace("sell", "buy"), "polarity"),  # opposite meaning
])
def test_changed_problems_are_never_the_same(query, kind):
    d = same(query)
    assert not d.same and d.kind == kind, d


@pytest.mark.parametrize("query, kind", [
    (WENG.replace("$12", "$50").replace("50 minutes", "12 minutes"), "quantities"),   # numbers swapped
    (WENG.replace("minutes", "hours"), "units"),
    (WENG.replace("$", "€"), "units"),
    ("Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did "
     "she spend?", "polarity"),
])
def test_swapped_numbers_units_and_direction_are_changes(query, kind):
    d = same(query, WENG)
    assert not d.same and d.kind == kind, d


@pytest.mark.parametrize("a, b", [
    ("Sam has 5 more marbles than Jo, who has 10. How many marbles does Sam have?",
     "Sam has 5 fewer marbles than Jo, who has 10. How many marbles does Sam have?"),
    ("Ann arrived 20 minutes before the bus left at 9:00. When did Ann arrive?",
     "Ann arrived 20 minutes after the bus left at 9:00. When did Ann arrive?"),
    ("A team gained 12 yards, then 7 yards. How many yards did the team gain in all?",
     "A team lost 12 yards, then 7 yards. How many yards did the team lose in all?"),
    ("Lee is 4 years older than Kim, who is 9. How old is Lee?",
     "Lee is 4 years younger than Kim, who is 9. How old is Lee?"),
    ("Max had 30 stickers and gave away 12. How many stickers does Max have left?",
     "Max had 30 stickers and gave away 12. How many stickers does Max have?"),
])
def test_opposite_meaning_is_a_different_problem(a, b):
    assert not same(a, b).same and not same(b, a).same


@pytest.mark.parametrize("query, candidate", [
    (NATALIA.replace("half as many clips", "half as many pens"), NATALIA),        # what one number counts
    (NATALIA.replace("48 of her friends", "48 of her cousins"), NATALIA),
    ("Tom works 5 hours a day. How many hours does he work in 3 days?",
     "Tom works 5 hours a day. How many hours does he need in 3 days?"),
    ("John has 5 cats. What will you find?", "John has 5 cats. What will you get?"),
    ("Mary has 3 apples and 2 pears. How many fruits does Mary have?",            # "one" is not dropped silently
     "Mary has 3 apples and 2 pears and one plum. How many fruits does Mary have?"),
    ("Every second glass costs $3. Ann buys 6 glasses. How much does she pay?",    # ordinals are numbers
     "Every third glass costs $3. Ann buys 6 glasses. How much does she pay?"),
    ("Jo ran for a half-hour. How far did Jo run at 6 miles per hour?",
     "Jo ran for a third-hour. How far did Jo run at 6 miles per hour?"),
])
def test_near_misses_stay_different(query, candidate):
    assert not same(query, candidate).same and not same(candidate, query).same


def test_similarity_is_required_for_rewording():
    reworded = "Solve this problem where " + NATALIA[0].lower() + NATALIA[1:]
    assert same(reworded, score=None).kind == "no-score"
    low = same("How many clips did Natalia sell altogether in April and May? Natalia sold clips to 48 of her "
               "friends in April, and then she sold half as many clips in May.", score=0.5)
    assert not low.same and low.kind == "similarity" and low.score == 0.5
    assert same(NATALIA, score=None).same  # the exact fast path needs no score


def test_decision_is_a_frozen_record():
    d = same("Solve this: " + NATALIA)
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.same = False
    assert d.to_dict() == {"same": True, "reason": d.reason, "score": HIGH, "kind": "instruction",
                           "template": "gsm-qa-v1"}


def test_strip_instructions_never_drops_content():
    assert strip_instructions("Please solve: " + WENG) == WENG
    assert strip_instructions("Can you work this out? " + WENG) == WENG
    assert strip_instructions("Find 12 more. " + WENG).startswith("Find 12 more.")


# -- templates -----------------------------------------------------------------------------------------------
def test_rules_are_keyed_by_template_and_unknown_templates_get_exact_only():
    assert set(RULES) >= {"gsm-qa-v1", "chat-v1", "code-v1"}
    assert decide("Solve this: " + NATALIA, NATALIA, score=HIGH, template="someone-elses-v9").kind == "template"
    assert decide(NATALIA, NATALIA, score=HIGH, template="someone-elses-v9").same


def test_chat_rule():
    q = "What is the capital of France?"
    assert decide("Question: what is the capital of France?", q, score=0.95, template="chat-v1").same
    assert not decide("What is the capital of Germany?", q, score=0.95, template="chat-v1").same
    assert not decide("What is not the capital of France?", q, score=0.95, template="chat-v1").same


CODE = '''def add(a, b):
    """Return the sum of a and b.

    >>> add(2, 3)
    5
    """
'''


def test_code_rule():
    assert decide(CODE.replace("Return the sum", "Compute the sum"), CODE, score=0.95, template="code-v1").same
    assert not decide(CODE.replace("def add(a, b)", "def add(x, y)"), CODE, score=0.99, template="code-v1").same
    other_inputs = CODE.replace("add(2, 3)\n    5", "add(2, 4)\n    6")   # the same function on other inputs:
    d = decide(other_inputs, CODE, score=0.99, template="code-v1")      # left to running the stored body
    assert d.same and d.kind == "examples"
    from kvmemory.servecheck import confirm_same
    from kvmemory.templates import get_template
    t = get_template("code-v1")
    assert confirm_same(d, t, other_inputs, CODE, "    return a + b\n").same
    assert not confirm_same(d, t, other_inputs, CODE, "    return 5\n").same
    assert not decide(CODE.replace("add(2, 3)\n    5", "add(2, 3)\n    6"), CODE, score=0.99,
                      template="code-v1").same                        # another output for the same call
    assert not decide(CODE.replace("sum", "product"), CODE, score=0.99, template="code-v1").same
    assert decide(CODE, CODE, template="code-v1").kind == "exact"


# -- stale copies ---------------------------------------------------------------------------------------------
def test_stale_copy_of_a_changed_problem_is_suspect():
    changed = NATALIA.replace("48", "50")
    s = check_stale("72", [(NATALIA, "72")], changed)
    assert s.suspect and s.entry == 0 and "numbers differ" in s.reason
    s = check_stale("The answer is $72.", [{"problem": "Tom has 3 cats.", "answer": "9"},
                                           {"problem": NATALIA, "answer": "72"}], changed)
    assert s.suspect and s.entry == 1
    other_question = NATALIA.replace("altogether in April and May", "in May")
    assert check_stale("72", [(NATALIA, "72")], other_question).suspect


def test_stale_check_passes_honest_answers():
    assert not check_stale("75", [(NATALIA, "72")], NATALIA.replace("48", "50")).suspect
    assert not check_stale("72", [(NATALIA, "72")], "Solve this: " + NATALIA).suspect
    assert not check_stale(None, [(NATALIA, "72")], NATALIA).suspect

    class Entry:
        problem, answer = NATALIA, "72"

    assert check_stale("72", [Entry()], NATALIA.replace("48", "50")).suspect


# -- the evaluation sets ----------------------------------------------------------------------------------------
MINIMUM = {"reworded": 100, "numbers": 200, "names_units": 100, "question": 100, "opposite": 50}


def _cases(kind):
    with open(SETS / f"{kind}.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


@pytest.mark.parametrize("kind", sorted(MINIMUM))
def test_sets_sizes_and_provenance(kind):
    cases = _cases(kind)
    assert len(cases) >= MINIMUM[kind]
    rows = {"evalsets/gsm8k/train.jsonl": (GSM / "train.jsonl").read_text().splitlines(),
            "evalsets/gsm8k/test_dev.jsonl": (GSM / "test_dev.jsonl").read_text().splitlines()}
    ids = set()
    for c in cases:
        assert set(c) == {"id", "kind", "transform", "split", "same", "source", "query", "candidate", "candidate_answer"}
        assert c["kind"] == kind and c["same"] is (kind == "reworded") and c["id"] not in ids and c["transform"]
        ids.add(c["id"])
        src = json.loads(rows[c["source"]["file"]][c["source"]["line"]])   # only train and the dev slice
        assert c["candidate"] == src["question"]
        assert " ".join(c["query"].split()).casefold() != " ".join(c["candidate"].split()).casefold() or c["same"]
        if c["source"]["file"].endswith("test_dev.jsonl"):
            assert c["split"] == "report"       # dev rows are never used to calibrate
        assert c["split"] in ("calib", "report")
    assert {c["split"] for c in cases} == {"calib", "report"}


def test_sets_are_what_the_generator_makes():
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_sets", SETS / "make_sets.py")
    make_sets = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_sets)
    built = make_sets.build()
    for kind in MINIMUM:
        assert [c["query"] for c in built[kind]] == [c["query"] for c in _cases(kind)]


def test_the_sets_are_found_in_the_repository_or_where_the_environment_says(tmp_path, monkeypatch):
    from kvmemory.bench.sameproblem import sets_dir
    from kvmemory.errors import InputError
    from kvmemory.evalsets import ENV, evalsets_dir
    from kvmemory.verifier.pairs import data_dir

    monkeypatch.delenv(ENV, raising=False)
    assert evalsets_dir() == sets_dir() == SETS and data_dir() == SETS / "domains"
    monkeypatch.setenv(ENV, str(tmp_path))
    assert evalsets_dir() == sets_dir() == tmp_path and data_dir() == tmp_path / "domains"
    monkeypatch.setenv(ENV, str(tmp_path / "missing"))
    with pytest.raises(InputError, match="live in the kvmemory repository.*KVMEMORY_EVALSETS"):
        sets_dir()
    with pytest.raises(InputError, match="clone"):
        data_dir()


def test_calibrated_rule_is_the_default():
    assert (DEFAULT_NUMERIC_RULE.min_score, DEFAULT_NUMERIC_RULE.max_unexplained) == (0.8, 5)


# -- the bench suite -------------------------------------------------------------------------------------------
def test_bench_same_problem_end_to_end(tmp_path):
    from kvmemory.bench.ledger import read_ledger, score
    from kvmemory.cli import main

    out = tmp_path / "sp"
    r = CliRunner().invoke(main, ["bench", "same-problem", "--split", "all", "--limit", "3", "--out", str(out),
                                  "--json"])
    assert r.exit_code == 0, r.output
    results = json.loads(r.stdout)
    s = results["suites"]["same-problem"]
    assert s["cases"] == 15 and s["false_hits"] == 0 and s["changed_cases"] == 12
    assert set(s["kinds"]) == set(MINIMUM) and s["kinds"]["reworded"]["label_same"]
    assert set(s["cosine_baseline"]) == {"0.8", "0.85", "0.9", "0.95"}
    assert s["cosine_baseline"]["0.8"]["false_hits"] > 0      # what a plain threshold would have served
    lines = read_ledger(out / "ledger.jsonl")
    assert len(lines) == 15 and all(len(x["input_sha256"]) == 64 and len(x["candidate_sha256"]) == 64 for x in lines)
    assert score(lines)["same-problem"]["kinds"] == s["kinds"]    # `kvmemory score` recomputes the figures
    assert "false hits 0 of 12" in (out / "REPORT.md").read_text()
    r = CliRunner().invoke(main, ["score", str(out / "ledger.jsonl")])
    assert r.exit_code == 0 and "MET: 0 false hits" in r.output


def test_family_names_how_a_case_was_made():
    from kvmemory.bench.sameproblem import family

    assert family("number +1") == "number" and family("numbers swapped") == "numbers swapped"
    assert family("more->fewer (question)") == "swap in question" and family("bought->sold") == "swap in body"
    assert family("question-first+instruction") == "question-first+instruction"
    assert family("asks about Dave not Erica") == "asks about" and family("item clips->marbles") == "item"


def test_stale_measurement_summary():
    from kvmemory.bench.stale import summary

    rows = [{"part": "neighbour", "suspect": True, "transfer_copy": True, "policy_copy": False, "cold_copy": False},
            {"part": "neighbour", "suspect": False, "transfer_copy": False, "policy_copy": False, "cold_copy": False}]
    s = summary(rows)["neighbour"]
    assert s["n"] == 2 and s["suspect"] == 1 and s["transfer_copy"]["k"] == 1 and s["policy_copy"]["k"] == 0


def test_bench_same_problem_answers_through_the_memory(tmp_path):
    """``--answer N``: the stored problems are deposited, the queries asked through ``KVMemory.answer``;
    a changed problem never comes back in recurring mode, and the figures come from the ledger."""
    from kvmemory.bench.ledger import read_ledger, score
    from kvmemory.cli import main

    out = tmp_path / "sp"
    r = CliRunner().invoke(main, ["--model", "tiny:llama", "bench", "same-problem", "--limit", "2", "--answer", "1",
                                  "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    lines = read_ledger(out / "ledger.jsonl")
    answered = [x for x in lines if x["arm"] == "answer"]
    assert sorted(x["kind"] for x in answered) == ["names_units", "numbers", "opposite", "question", "reworded"]
    assert all(x["mode"] != "recurring" and x["decision"]["same"] is False for x in answered if not x["gold"])
    reworded = next(x for x in answered if x["gold"])
    assert reworded["mode"] == "recurring" and reworded["decision"]["same"]  # the decision holds on any model
    s = json.loads(r.stdout)["suites"]["same-problem"]
    assert s["answer"]["changed_recurring"] == 0 and s["answer"]["changed_cases"] == 4
    assert json.loads(json.dumps(score(lines)))["same-problem"] == s


def test_bench_same_problem_judge_arm_asks_the_model_and_rescores_from_the_ledger(tmp_path):
    """``--judge SHOTS``: one ``domain-judge`` line per case with the model's Yes-No log-odds and the hashes that
    back it; the AUC and the paraphrases admitted at no false hit are recomputed from the ledger alone."""
    from kvmemory.bench.judge import judge_prompt
    from kvmemory.bench.ledger import read_ledger, score
    from kvmemory.cli import main

    out = tmp_path / "judge"
    r = CliRunner().invoke(main, ["--model", "tiny:llama", "bench", "same-problem", "--domain", "conversions",
                                  "--split", "heldout30", "--limit", "2", "--judge", "4", "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    lines = [x for x in read_ledger(out / "ledger.jsonl") if x["arm"] == "domain-judge"]
    assert len(lines) == 4 and {x["gold"] for x in lines} == {True, False}
    for x in lines:
        assert x["shots"] == 4 and isinstance(x["score"], float)
        prompt = judge_prompt(x["replay"]["candidate"], x["replay"]["query"], 4)
        assert x["prompt_sha256"] == hashlib.sha256(prompt.encode()).hexdigest()
    s = json.loads(r.stdout)["suites"]["same-problem"]["domain_judge"]
    assert s["conversions"]["paraphrases"] == 2 and s["conversions"]["changed"] == 2
    assert json.loads(json.dumps(score(read_ledger(out / "ledger.jsonl"))))["same-problem"]["domain_judge"] == s


def test_judge_scores_are_an_auc_and_a_count_at_no_false_hit():
    from kvmemory.bench.judge import judge_prompt, score_judge

    line = lambda domain, gold, s: {"domain": domain, "gold": gold, "score": s, "shots": 0}  # noqa: E731
    s = score_judge([line("sql", True, 2.0), line("sql", True, 0.5), line("sql", False, 1.0), line("sql", False, -1.0),
                     line("shell", True, -3.0), line("shell", False, 3.0)])
    assert s["sql"]["auc"] == 0.75 and s["sql"]["admitted_at_no_false_hit"] == 1
    assert s["shell"]["auc"] == 0.0 and s["shell"]["admitted_at_no_false_hit"] == 0
    assert s["all"]["paraphrases"] == 3 and s["all"]["changed"] == 3 and s["all"]["auc"] == 1 / 3
    assert "Request A: a" in judge_prompt("a", "b", 0) and "Same task (Yes or No)? Yes" not in judge_prompt("a", "b", 0)
    assert judge_prompt("a", "b", 4).count("Same task (Yes or No)?") == 5
