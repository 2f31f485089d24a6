"""BFCL questions reworded and changed (``kvmemory.bench.bfclreword``): the changed requests BFCL's checker can
judge, the rewording filter, the file's checks, and the recurring arm asking both on a tiny model."""

from __future__ import annotations

import importlib.util
import json
import re

import pytest
from conftest import unavailable

from kvmemory.bench import bfcl, bfclreword
from kvmemory.errors import InputError

AST_CATEGORIES = ("simple_python", "multiple", "parallel", "parallel_multiple")


@pytest.fixture(scope="module")
def items():
    if importlib.util.find_spec("bfcl_eval") is None:
        unavailable(f"the bfcl-eval wheel is not installed: {bfcl.BFCL_PIP}")
    return {c: bfcl.load_items(c) for c in bfcl.CATEGORIES}


def test_a_changed_request_is_judged_against_its_own_answer_and_the_stored_one_fails_it(items):
    """Every item with a number its question writes once gets a changed request: the question differs in that
    number alone, the changed ground truth passes BFCL's checker, and the original's verified call (what memory
    holds) fails it. So a changed request answered from memory is counted wrong, by the checker itself."""
    made = 0
    for category in AST_CATEGORIES:
        for item in items[category]:
            change = bfclreword.changed(item)
            if change is None or not bfcl.deposit_check(item, bfcl.ground_truth_calls(item))[0]:
                continue
            made += 1
            old, new = change["change"].split(" -> ")
            assert change["text"] != bfclreword.question_of(item)
            number = r"(?<![\d.])" + re.escape(old) + r"(?!\d|\.\d)"       # that number, not a part of another
            assert re.subn(number, new, bfclreword.question_of(item)) == (change["text"], 1)
            asked = bfclreword.with_question(item, change["text"], change["ground_truth"])
            assert bfcl.deposit_check(asked, bfcl.ground_truth_calls(asked)) == (True, ""), item["id"]
            stored = [{name: args} for name, args in bfcl.ground_truth_calls(item)]
            assert not bfcl.verdict(asked, stored)["valid"], item["id"]
    assert made > 500                                   # 599 of the 1,350 call items in bfcl-eval 2026.3.23
    assert all(bfclreword.changed(item) is None for item in items["irrelevance"])   # no ground truth, no change


def test_a_rewording_is_kept_only_if_it_keeps_every_number_and_spelled_value(items):
    item = next(i for i in items["simple_python"] if i["id"] == "simple_python_94")
    q = bfclreword.question_of(item)    # "Update my customer information with user id 43523 'name':'John Doe', ..."
    assert q.startswith("Update my customer information with user id 43523")
    good = "Please change the database record of user 43523: name 'John Doe', email 'johndoe@email.com'."
    assert bfclreword.faithful(item, good) == (True, "")
    assert bfclreword.faithful(item, good.replace("43523", "43532"))[1] == "numbers dropped or altered: 43523"
    assert bfclreword.faithful(item, good.replace("John Doe", "Jon Doe"))[1] == "ground-truth strings dropped: John Doe"
    assert bfclreword.faithful(item, "  " + q.upper() + " ")[1] == "the question unchanged"
    assert bfclreword.faithful(item, " ")[1] == "empty"


def test_a_rewordings_file_is_checked_before_any_question_is_asked(tmp_path, items):
    item = items["simple_python"][0]
    sha = bfclreword.question_sha256(item)
    path = tmp_path / "r.jsonl"
    lines = [{"kind": "reworded", "item": item["id"], "question_sha256": sha, "text": "Reworded."},
             {"kind": "dropped", "item": item["id"], "question_sha256": sha, "text": "x", "why": "empty"},
             {"kind": "changed", "item": "not_asked_7", "question_sha256": "0" * 64, "text": "t", "ground_truth": []}]
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    got = bfclreword.variants(bfclreword.load(path), [item])     # the dropped line and the unasked item are skipped
    assert [(arm, bfclreword.question_of(i), i["id"]) for arm, i in got] == [("recurring-reworded", "Reworded.", item["id"])]
    assert got[0][1]["ground_truth"] == item["ground_truth"] and item["messages"][0]["content"] != "Reworded."
    path.write_text(json.dumps({**lines[0], "question_sha256": "f" * 64}) + "\n")
    with pytest.raises(InputError, match="another question"):
        bfclreword.variants(bfclreword.load(path), [item])
    path.write_text(json.dumps({"kind": "changed", "item": item["id"], "question_sha256": sha, "text": "t"}) + "\n")
    with pytest.raises(InputError, match=r"r.jsonl:1: a line needs .*ground_truth"):
        bfclreword.load(path)
    path.write_text("{not json\n")
    with pytest.raises(InputError, match="r.jsonl:1: not JSON"):
        bfclreword.load(path)
    with pytest.raises(InputError, match="not found"):
        bfclreword.load(tmp_path / "missing.jsonl")


def test_the_recurring_arm_asks_reworded_and_changed_requests(tmp_path, items, one_thread):
    """On a tiny model: each item's verified call is deposited; the item asked as it was comes from memory, the
    changed request never does (its number differs), and every line rescores to what the run reported."""
    from kvmemory.bench.cli import run_suite
    from kvmemory.bench.ledger import read_ledger, score

    opts = dict(model="tiny:llama", categories=("simple_python", "multiple"), samples=3, seed=0, k=1, pool=1,
                max_new_tokens=6, arms=("recurring",))
    asked = [i for c in opts["categories"] for i in bfcl.split(items[c], 3, 1, 0, c)[0]]
    path = tmp_path / "rewordings.jsonl"
    with path.open("w") as f:
        for item in asked:
            base = {"item": item["id"], "question_sha256": bfclreword.question_sha256(item)}
            f.write(json.dumps({"kind": "reworded", **base, "text": "Please: " + bfclreword.question_of(item)}) + "\n")
            change = bfclreword.changed(item)
            if change:
                f.write(json.dumps({"kind": "changed", **base, **change}) + "\n")
    n_changed = sum(bfclreword.changed(i) is not None for i in asked)
    assert n_changed >= 2
    results = run_suite("bfcl", tmp_path / "run", {**opts, "rewordings": str(path)})
    lines = read_ledger(tmp_path / "run" / "ledger.jsonl")
    by_arm = {a: [x for x in lines if x["arm"] == a] for a in ("recurring", "recurring-reworded", "recurring-changed")}
    assert [len(v) for v in by_arm.values()] == [6, 6, n_changed]
    assert all(x["metrics"]["mode"] == "recurring" and x["metrics"]["right"] for x in by_arm["recurring"])
    assert all(x["metrics"]["mode"] != "recurring" for x in by_arm["recurring-changed"])   # no false hit
    for x in by_arm["recurring-reworded"]:      # from memory it is right; decoded, a miss
        assert x["metrics"]["right"] or x["metrics"]["mode"] != "recurring"
    originals = {x["item"]: x["input_sha256"] for x in by_arm["recurring"]}
    assert all(x["input_sha256"] != originals[x["item"]] for x in by_arm["recurring-changed"])
    reported = json.loads(json.dumps(results["suites"]["bfcl"]))
    assert json.loads(json.dumps(score(lines)["bfcl"])) == reported
    met = {t["target"].split(":")[0]: t["met"] for t in reported["targets"]}
    assert met["recurring-changed"] is True and met["recurring-reworded"] is True and met["recurring"] is True
    again = run_suite("bfcl", tmp_path / "run", {**opts, "rewordings": str(path)}, resume=True)   # nothing twice
    assert read_ledger(tmp_path / "run" / "ledger.jsonl") == lines and again["suites"]["bfcl"] == results["suites"]["bfcl"]
