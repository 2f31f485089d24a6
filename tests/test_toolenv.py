"""The tool-calling evaluation set (``evalsets/tools``) and its environment (``kvmemory.bench.toolenv``, its database
and the demo's tasks in ``kvmemory/data/tools``).

No model: the generator reproduces its files, every stored call validates and replays to its stored
result, changed environments diverge exactly where a task says, the episode verifier accepts each
reference episode and rejects each kind of wrong one.
"""

from __future__ import annotations

import copy
import importlib.util
import json
from collections import Counter

import jsonschema
import pytest

from kvmemory.bench.toolenv import (DATA, TOOLS, ToolEnv, demo_tasks, env_for, episode_verifier, load_tasks,
                                    reference_episode, replay, states, tasks_file, verify_episode)
from kvmemory.errors import InputError
from kvmemory.toolcalls import normalize_request

TASKS = load_tasks()
BY_ID = {t["id"]: t for t in TASKS}
SCHEMAS = {t["function"]["name"]: t["function"]["parameters"] for t in TOOLS}


def _generator():
    spec = importlib.util.spec_from_file_location("make_tools", tasks_file().parent / "make_tools.py")
    make = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make)
    return make


def _task(kind="base", calls=None):
    return next(t for t in TASKS if t["kind"] == kind and (calls is None or len(t["expected_calls"]) == calls))


# -- the files -----------------------------------------------------------------------------------
def test_the_generator_reproduces_its_files_byte_for_byte():
    make = _generator()
    db, rows = make.build()
    assert db == (DATA / "db.json").read_bytes()
    assert make.tasks_bytes(rows) == tasks_file().read_bytes()
    assert make.tasks_bytes(make.demo_rows(rows)) == (DATA / "demo_tasks.jsonl").read_bytes()


def test_the_demo_carries_its_tasks_as_the_set_writes_them():
    """``kvmemory demo --tools`` runs on an installed package: its task groups are lines of the set, carried whole."""
    from kvmemory.tooldemo import demo_tasks as groups

    carried, by_id = demo_tasks(), {t["id"]: t for t in TASKS}
    assert len(carried) == 30 and all(by_id[t["id"]] == t for t in carried)
    ten = groups(10)
    assert len(ten) == 10 and all(g["cold"] is g["again"] and g["changed"]["kind"] == "changed_env" for g in ten)
    with pytest.raises(InputError, match="carries 10 task groups"):
        groups(11)


def test_the_set_is_found_in_the_repository_and_a_missing_one_says_where_it_lives(monkeypatch, tmp_path):
    import kvmemory.evalsets as E

    assert tasks_file() == E.REPO_EVALSETS / "tools" / "tasks.jsonl"
    monkeypatch.setattr(E, "REPO_EVALSETS", tmp_path)
    with pytest.raises(InputError, match=r"evalsets/tools\), not in the installed package"):
        load_tasks()


def test_the_set_has_enough_tasks_of_each_kind_one_to_four_calls_and_unique_ids():
    kinds = Counter(t["kind"] for t in TASKS)
    assert len(TASKS) >= 150 and kinds["changed_env"] >= 30 and kinds["reworded"] > 0
    assert sum(t["made_by"] == "hand" for t in TASKS) >= 10
    assert {len(t["expected_calls"]) for t in TASKS} == {1, 2, 3, 4}
    assert len(TOOLS) >= 5
    assert len({t["id"] for t in TASKS}) == len(TASKS)


def test_a_base_and_its_variants_share_one_split_and_splits_alternate():
    split_of = {}
    for t in TASKS:
        assert split_of.setdefault(t["base"], t["split"]) == t["split"], t["id"]
    counts = Counter(split_of.values())
    assert set(counts) == {"calib", "report"} and abs(counts["calib"] - counts["report"]) <= 1


def test_rewordings_keep_the_calls_and_change_the_words():
    bases = {t["base"]: t for t in TASKS if t["kind"] == "base"}
    for t in TASKS:
        if t["kind"] == "reworded":
            base = bases[t["base"]]
            assert t["task"] != base["task"], t["id"]
            assert (t["expected_calls"], t["results"], t["env"]) == (base["expected_calls"], base["results"], "base")


def test_every_task_carries_its_provenance():
    sha = __import__("hashlib").sha256((DATA / "db.json").read_bytes()).hexdigest()
    for t in TASKS:
        assert t["db_sha256"] == sha and t["generator"] == "evalsets/tools/make_tools.py"
        assert t["made_by"] in ("program", "hand")


# -- the environment -----------------------------------------------------------------------------
def test_the_tools_are_valid_openai_specs():
    request = normalize_request(ToolEnv.tools(), "auto")
    assert [t.name for t in request.tools] == [t["function"]["name"] for t in TOOLS]
    for schema in SCHEMAS.values():
        jsonschema.Draft202012Validator.check_schema(schema)
    text = json.dumps(TOOLS)
    assert '"enum"' in text and '"number"' in text and '"slot": {"type": "object"' in text


def test_every_expected_call_validates_against_its_tool_schema():
    for t in TASKS:
        for c in t["expected_calls"]:
            jsonschema.validate(c["arguments"], SCHEMAS[c["name"]])


def test_replaying_each_task_gives_its_stored_results():
    """The generator's tool semantics and the environment's are written apart; they agree on every call."""
    for t in TASKS:
        assert replay(t) == t["results"], t["id"]


def test_a_changed_environment_diverges_exactly_at_diverge_at():
    changed = [t for t in TASKS if t["kind"] == "changed_env"]
    bases = {t["base"]: t for t in TASKS if t["kind"] == "base"}
    assert {t["diverge_at"] for t in changed} == {0, 1, 3}
    for t in changed:
        base, k = bases[t["base"]], t["diverge_at"]
        assert t["task"] == base["task"] and t["env"] != "base"
        assert t["expected_calls"][:k + 1] == base["expected_calls"][:k + 1]
        assert t["results"][:k] == base["results"][:k]
        assert t["results"][k] != base["results"][k]
        # the base's calls run in the changed environment: the same results before k, a different one at k
        base_calls_there = replay(base, env_for(t))
        assert base_calls_there[:k] == base["results"][:k] and base_calls_there[k] != base["results"][k]
        assert t["expected_calls"] != base["expected_calls"] or t["answer_facts"] != base["answer_facts"]


def test_changed_builds_a_new_environment_and_leaves_the_shipped_one_alone():
    t = next(t for t in TASKS if t["kind"] == "changed_env")
    change = ToolEnv().changes()[t["env"]]
    env = ToolEnv.changed(t["env"])
    assert env.key == t["env"] and ToolEnv().key == "base"
    assert env.tables != ToolEnv().tables and ToolEnv().changes()[t["env"]] == change
    with pytest.raises(InputError, match="no environment change 'chg-999'"):
        ToolEnv.changed("chg-999")


@pytest.mark.parametrize("name, arguments, message", [
    ("get_order", {"order_id": 2001}, "2001 is not of type 'string'"),
    ("get_order", {"order_id": "2001"}, "does not match"),
    ("get_order", {}, "'order_id' is a required property"),
    ("check_inventory", {"sku": "SKU-101", "warehouse": "west"}, "'west' is not one of"),
    ("issue_refund", {"order_id": "O-2001", "amount": 0, "reason": "damaged"}, "less than or equal to the minimum"),
    ("issue_refund", {"order_id": "O-2001", "amount": 5, "reason": "damaged", "note": "x"}, "Additional properties"),
    ("schedule_callback", {"customer_id": "C-1001", "slot": {"date": "2026-12-08", "hour": 20}, "channel": "phone"},
     "20 is greater than the maximum of 17"),
    ("create_ticket", {"customer_id": "C-1001", "category": "billing", "priority": "low", "related": {}},
     "'order_id' is a required property"),
    ("get_order", "{not json", "not JSON text"),
    ("delete_everything", {}, "no tool named 'delete_everything'"),
])
def test_bad_arguments_raise_the_typed_error(name, arguments, message):
    with pytest.raises(InputError, match=message.replace("(", r"\(").replace(")", r"\)")):
        ToolEnv().call(name, arguments)


def test_a_missing_record_is_a_result_not_an_error():
    env = ToolEnv()
    assert env.call("get_order", {"order_id": "O-9999"}) == {"error": "no order O-9999"}
    assert env.call("find_customer", {"email": "nobody@example.com"}) == {"found": False, "email": "nobody@example.com"}
    assert env.call("get_order", '{"order_id": "O-9999"}') == {"error": "no order O-9999"}


def test_calls_are_deterministic_and_created_ids_depend_on_the_arguments():
    env = ToolEnv()
    args = {"customer_id": "C-1001", "category": "account", "priority": "low"}
    first = env.call("create_ticket", args)
    assert first == ToolEnv().call("create_ticket", dict(args))
    assert first["ticket_id"] != env.call("create_ticket", {**args, "priority": "high"})["ticket_id"]


# -- episodes ------------------------------------------------------------------------------------
def test_the_verifier_accepts_every_reference_episode():
    for t in TASKS:
        verdict = verify_episode(reference_episode(t), t)
        assert verdict.passed, (t["id"], verdict.reason)


def test_a_reference_episode_has_openai_message_shapes():
    t = _task(calls=4)
    ep = reference_episode(t)
    assert [m["role"] for m in ep] == ["user"] + ["assistant", "tool"] * 4 + ["assistant"]
    call = ep[1]["tool_calls"][0]
    assert call["type"] == "function" and json.loads(call["function"]["arguments"]) == t["expected_calls"][0]["arguments"]
    assert ep[2]["tool_call_id"] == call["id"] and json.loads(ep[2]["content"]) == t["results"][0]
    assert ep[-1] == {"role": "assistant", "content": t["final_answer"]}


def _calls(ep):
    return [m for m in ep if m.get("tool_calls")]


def test_the_verifier_rejects_a_wrong_call():
    t = _task(calls=2)
    ep = copy.deepcopy(reference_episode(t))
    _calls(ep)[1]["tool_calls"][0]["function"]["name"] = "get_order"
    verdict = verify_episode(ep, t)
    assert not verdict.passed and verdict.reason.startswith("call 1 is get_order, expected")


def test_the_verifier_rejects_a_wrong_argument():
    t = next(t for t in TASKS if t["expected_calls"][-1]["name"] == "issue_refund")
    ep = copy.deepcopy(reference_episode(t))
    fn = _calls(ep)[-1]["tool_calls"][0]["function"]
    args = json.loads(fn["arguments"])
    fn["arguments"] = json.dumps({**args, "amount": args["amount"] + 1})
    verdict = verify_episode(ep, t)
    assert not verdict.passed and "has arguments" in verdict.reason


def test_the_verifier_rejects_an_extra_call():
    t = _task(calls=1)
    ep = copy.deepcopy(reference_episode(t))
    extra = copy.deepcopy(ep[1:3])
    ep[3:3] = extra
    verdict = verify_episode(ep, t)
    assert not verdict.passed and verdict.reason == f"2 calls, expected 1 (extra: {t['expected_calls'][0]['name']})"


def test_the_verifier_rejects_a_missing_call_and_a_changed_result():
    t = _task(calls=2)
    ep = reference_episode(t)
    assert verify_episode(ep[:3] + ep[-1:], t).reason == "1 calls, expected 2"
    bad = copy.deepcopy(ep)
    bad[2]["content"] = json.dumps({"found": False})
    assert verify_episode(bad, t).reason == "tool result 0 differs from the environment's"


def test_the_verifier_rejects_a_wrong_final_answer():
    t = _task(calls=2)
    ep = copy.deepcopy(reference_episode(t))
    ep[-1]["content"] = "Done."
    verdict = verify_episode(ep, t)
    assert not verdict.passed and verdict.reason.startswith("the final answer does not state")
    assert not verify_episode(ep[:-1], t).passed          # no final answer at all


def test_a_changed_environment_task_rejects_the_base_episode():
    """The stored (base) behaviour is wrong once the environment changed: its calls or its answer differ."""
    bases = {t["base"]: t for t in TASKS if t["kind"] == "base"}
    for t in (t for t in TASKS if t["kind"] == "changed_env"):
        assert not verify_episode(reference_episode(bases[t["base"]]), t).passed, t["id"]


def test_episode_verifier_is_a_deposit_verifier():
    t = _task(calls=3)
    check = episode_verifier(t)
    assert check(reference_episode(t)).passed and check(reference_episode(t), "problem", answer=None).passed


@pytest.mark.parametrize("text, fact, ok", [
    ("Refunded 156.00 for O-2001", "156.00", True), ("Refunded 156 for O-2001", "156.00", True),
    ("Refunded $1,200.5", "1200.50", True), ("14 units of SKU-114", "14", True), ("units of SKU-114", "14", False),
    ("ticket tk-1da0cd opened", "TK-1DA0CD", True), ("ticket TK-1DA0CDX", "TK-1DA0CD", False),
    ("it is undelivered", "delivered", False), ("It is delivered.", "delivered", True),
])
def test_states_reads_numbers_by_value_and_words_whole(text, fact, ok):
    assert states(text, fact) is ok
