"""Suite ``bfcl``, category ``multi_turn_base`` (:mod:`kvmemory.bench.bfclmulti`): BFCL's multi-turn checker and call
execution reimplemented (against upstream's own, on every ground truth and on hand-made wrong runs), the ground truth
as deposits, BFCL's loop, and runs on a tiny model (every arm; a changed tool result stops the replay).

Upstream's checker is imported as it is: ``multi_turn_checker`` imports ``multi_turn_utils`` and the backends' paths
only, no API client. It keeps each run's backend instances in ``multi_turn_utils``' globals, named after the model
and the task, so :func:`_upstream` gives every check a fresh name and removes its instances afterwards.
"""

from __future__ import annotations

import copy
import importlib.util
import itertools
import json

import pytest
from conftest import unavailable

from kvmemory.bench import bfcl
from kvmemory.bench import bfclmulti as mt

HAVE_WHEEL = importlib.util.find_spec("bfcl_eval") is not None


@pytest.fixture
def bfcl_wheel():
    """The bfcl-eval wheel (its data and checker): :func:`conftest.unavailable` where it is not installed."""
    if not HAVE_WHEEL:
        unavailable(f"the bfcl-eval wheel is not installed: {bfcl.BFCL_PIP}")


needs_wheel = pytest.mark.usefixtures("bfcl_wheel")
_names = itertools.count()


@pytest.fixture(scope="module")
def tasks():
    if not HAVE_WHEEL:
        unavailable(f"the bfcl-eval wheel is not installed: {bfcl.BFCL_PIP}")
    return {t["id"]: t for t in mt.load_tasks()}


@pytest.fixture(scope="module")
def upstream():
    """``(multi_turn_checker, multi_turn_utils)`` of the installed wheel."""
    if not HAVE_WHEEL:
        unavailable(f"the bfcl-eval wheel is not installed: {bfcl.BFCL_PIP}")
    from bfcl_eval.eval_checker.multi_turn_eval import multi_turn_checker, multi_turn_utils

    return multi_turn_checker, multi_turn_utils


def _upstream(upstream, task, decoded) -> dict:
    """Upstream's verdict as ``eval_runner._evaluate_single_multi_turn_entry`` reaches it: the turn count first,
    empty steps dropped, then ``multi_turn_checker``."""
    checker, utils = upstream
    name = f"kvmemory_test_{next(_names)}"
    try:
        if len(decoded) != len(task["ground_truth"]):
            return {"valid": False, "error_type": "multi_turn:force_terminated"}
        kept = [[s for s in turn if not utils.is_empty_execute_response(s)] for turn in decoded]
        entry = {k: copy.deepcopy(task[k]) for k in ("id", "initial_config", "involved_classes")}
        return checker.multi_turn_checker(kept, task["ground_truth"], entry, mt.CATEGORY, name)
    finally:
        for key in [k for k in vars(utils) if k.startswith(name + "_")]:
            del vars(utils)[key]


def _same(ours: dict, theirs: dict) -> bool:
    if ours["valid"] != theirs["valid"] or ours.get("error_type") != theirs.get("error_type"):
        return False
    return ours["valid"] or theirs["error_type"] == "multi_turn:force_terminated" or \
        ours["error_message"] == theirs["error_message"]


def _one_per_step(ground_truth) -> list:
    return [[[call] for call in turn] for turn in ground_truth]


# -- the checker and the execution, against upstream's --------------------------------------------------------

@needs_wheel
def test_the_checker_agrees_with_upstream_on_every_ground_truth(tasks, upstream):
    """All 200 tasks: upstream's own call strings, one per step, and the ground truth as the loop runs it (JSON
    arguments, :func:`ground_truth_run`) are right by both checkers."""
    assert len(tasks) == 200
    for task in tasks.values():
        for decoded in (_one_per_step(task["ground_truth"]), mt.ground_truth_run(task)["decoded"]):
            ours, theirs = mt.check(task, copy.deepcopy(decoded)), _upstream(upstream, task, copy.deepcopy(decoded))
            assert ours == theirs == {"valid": True}, (task["id"], decoded, ours, theirs)


def _edit(ground_truth, turn, index, call=None, insert=False):
    """The ground truth, one call per step, with call ``index`` of ``turn`` dropped (``call`` None), replaced, or
    with ``call`` inserted before it."""
    out = _one_per_step(ground_truth)
    steps = out[turn]
    if call is None:
        del steps[index]
    elif insert:
        steps.insert(index, [call])
    else:
        steps[index] = [call]
    return out


#: (task, how the run is made wrong (or not), the verdict BFCL gives).
WRONG = [
    ("multi_turn_base_0", lambda g: _edit(g, 0, 1), "multi_turn:instance_state_mismatch"),               # no mkdir
    ("multi_turn_base_0", lambda g: _edit(g, 0, 2, "mv(source='final_report.pdf',destination='tmp')"),
     "multi_turn:instance_state_mismatch"),                                                              # wrong arg
    ("multi_turn_base_0", lambda g: _edit(g, 1, 2, "touch(file_name='kvmemory_extra.txt')", insert=True),
     "multi_turn:instance_state_mismatch"),                                                              # extra call
    ("multi_turn_base_1", lambda g: _edit(g, 2, 1), "multi_turn:execution_response_mismatch"),            # no grep
    ("multi_turn_base_1", lambda g: _edit(g, 3, 0, "tail(file_name='archive',lines=20)"),
     "multi_turn:execution_response_mismatch"),                                                          # wrong arg
    ("multi_turn_base_1", lambda g: _edit(g, 3, 0), "multi_turn:empty_turn_model_response"),             # turn empty
    ("multi_turn_base_100", lambda g: _edit(g, 1, 0, "fund_account(amount=2203.5)"),
     "multi_turn:instance_state_mismatch"),                                                              # wrong arg
    ("multi_turn_base_157", lambda g: _edit(g, 1, 0, "get_nearest_airport_by_city(location='Rivermist')"),
     "multi_turn:execution_response_mismatch"),                                                          # wrong arg
    ("multi_turn_base_15", lambda g: _edit(g, 0, 0, "mean(numbers=[1.0, 2.0])", insert=True), None),     # extra,
    ("multi_turn_base_1", lambda g: _one_per_step(g)[:-1], "multi_turn:force_terminated"),               # stateless
    ("multi_turn_base_1", lambda g: [[[c for s in t for c in s]] for t in _one_per_step(g)], None),      # one step
]


@needs_wheel
@pytest.mark.parametrize("task_id, make, error_type", WRONG, ids=[f"{w[0]}-{n}" for n, w in enumerate(WRONG)])
def test_hand_made_runs_get_upstreams_verdict(tasks, upstream, task_id, make, error_type):
    """A missing call, a wrong argument, an extra state-changing call: wrong, as upstream says, with upstream's
    reason. An extra call that changes no state (MathAPI) and all of a turn's calls made in one step are right."""
    task = tasks[task_id]
    decoded = make(task["ground_truth"])
    ours, theirs = mt.check(task, copy.deepcopy(decoded)), _upstream(upstream, task, copy.deepcopy(decoded))
    assert _same(ours, theirs), (ours, theirs)
    assert ours["valid"] is (error_type is None) and ours.get("error_type") == error_type


@needs_wheel
def test_calls_run_on_the_backends_as_upstream_runs_them(tasks, upstream):
    """Results, error texts and state equal upstream's, call for call; a name that is no backend function is not
    evaluated (upstream ``eval``\\ s it: ``print`` would print)."""
    _, utils = upstream
    task = tasks["multi_turn_base_0"]
    calls = ["ls(a=True)", "cd(folder='document')", "nope(x=1)", "cd(folder=1, zz=2)", "cd('a', 'b')", "cd(folder='a'",
             "echo(content='run cd (x) now', file_name='final_report.pdf')", "cat(file_name='final_report.pdf')",
             "kill()", "remove(path='x')", "cd(folder=-1)", "cd(folder=inf)", "ls(a=True, a=False)",
             "mean(numbers=[1])", "post_tweet(content='hi')",
             "authenticate_twitter(username='analyst_pro', password='Kj8#mP9$vL2')",
             "post_tweet(content='hi', tags=['#a'], mentions=[])", "ls()"]
    ours = mt.Backends(task, "kvmemory_cmp")
    theirs, instances = utils.execute_multi_turn_func_call(calls, task["initial_config"], task["involved_classes"],
                                                           "kvmemory_cmp", task["id"])
    try:
        assert ours.execute(calls) == theirs
        assert "Error during execution: name 'nope' is not defined" in theirs
        for name, instance in instances.items():
            assert mt._compare_instances(ours.instances[name], instance)[0], name
    finally:
        for key in [k for k in vars(utils) if k.startswith("kvmemory_cmp_")]:
            del vars(utils)[key]
    assert ours.execute(["print(x=1)", "__import__('os').getcwd()"]) == [
        "Error during execution: name 'print' is not defined",
        "Error during execution: kvmemory calls the backends' functions only, not \"__import__('os').getcwd\""]
    assert mt.call_string("cd", {"folder": "a b", "n": [1, 2.5, None]}) == "cd(folder='a b',n=[1, 2.5, None])"
    assert mt.call_string("cd", '{"folder": "x"}') == "cd(folder='x')"


# -- the ground truth as deposits ----------------------------------------------------------------------------

@needs_wheel
def test_the_ground_truth_deposits_turn_by_turn_and_its_episodes_verify(tasks):
    """Every ground truth but one runs as tool calls, validates against its tools and passes the checker (173's
    ``close_ticket`` gets the string 'ticket_001' for an integer parameter); each turn's episode parses as a kvmemory
    episode and passes its verifier, which a wrong argument fails."""
    from kvmemory.toolcalls.episode import parse_episode

    refused = sorted(t["id"] for t in tasks.values() if not mt.deposit_check(t)[0])
    assert refused == ["multi_turn_base_173"]
    task = tasks["multi_turn_base_0"]
    run = mt.ground_truth_run(task)
    episodes = mt.turn_episodes(task, run)
    assert len(episodes) == len(task["turns"])
    assert run["decoded"][0] == [["cd(folder='document')"], ["mkdir(dir_name='temp')"],
                                 ["mv(source='final_report.pdf',destination='temp')"]]
    for turn, messages in enumerate(episodes):
        episode = parse_episode(messages, task["tools"], finished=True)
        assert episode.task == task["turns"][turn][0]["content"] and episode.final == mt.TURN_FINAL
        assert [s.calls for s in episode.steps] == [((n, a),) for n, a in mt.ground_truth_calls(task)[turn]]
        assert (episode.system == "") is (turn == 0) and episode.system.startswith(mt.HISTORY_HEAD * (turn > 0))
        parts = [[[mt._call_parts(c) for c in step] for step in t] for t in run["decoded"][:turn]]
        assert [[[mt._call_parts(c) for c in step] for step in t] for t in mt._history_calls(episode.system)] == parts
        assert mt.episode_verifier(task, turn)(messages)[0], turn
    bad = copy.deepcopy(episodes[1])
    call = next(m for m in bad if m.get("tool_calls"))["tool_calls"][0]["function"]
    call["arguments"] = json.dumps({"folder": "nowhere"})
    ok, why = mt.episode_verifier(task, 1)(bad)
    assert not ok and "multi_turn:" in why
    assert not mt.episode_verifier(task, 2)(episodes[1])[0]                      # the turn count is checked too


# -- the loop ------------------------------------------------------------------------------------------------

def _scripted(steps):
    """An ``ask`` that answers from a list: each item a list of ``(name, arguments)`` calls, or text."""
    it = iter(steps)

    def ask(messages):
        reply = next(it, "done")
        if isinstance(reply, str):
            return {"calls": [], "message": {"role": "assistant", "content": reply}, "seen": copy.deepcopy(messages)}
        calls = [{"id": f"c{i}", "type": "function", "function": {"name": n, "arguments": json.dumps(a)}}
                 for i, (n, a) in enumerate(reply)]
        return {"calls": reply, "message": {"role": "assistant", "content": None, "tool_calls": calls},
                "seen": copy.deepcopy(messages)}

    return ask


@needs_wheel
def test_the_loop_runs_bfcls_protocol(tasks):
    """Per turn: ask, run the calls, send one result each, ask again until a reply without calls; more than
    ``STEP_LIMIT`` steps in a turn ends the task (force-terminated). The turn view folds earlier turns into a system
    message."""
    task = tasks["multi_turn_base_1"]
    truth = mt.ground_truth_calls(task)
    script = [x for turn in truth for x in [[c] for c in turn] + ["done"]]
    run = mt.drive(task, _scripted(script))
    assert run["decoded"] == mt.ground_truth_run(task)["decoded"] and not run["force_quit"]
    assert mt.check(task, run["decoded"]) == {"valid": True}
    first = run["turns"][0][0]
    assert first["results"] == ['{"current_directory_content": ["workspace"]}']
    assert run["history"][2] == {"role": "tool", "tool_call_id": "c0", "name": "ls", "content": first["results"][0]}
    assert run["turns"][1][0]["seen"][-1] == task["turns"][1][0]                  # plain view: BFCL's conversation
    viewed = mt.drive(task, _scripted(script), view="turn")
    assert viewed["decoded"] == run["decoded"]
    seen = viewed["turns"][1][1]["seen"]                                          # turn 1, second step
    assert seen[0] == {"role": "system", "content": mt.history_text(run["history"][:4])}
    assert seen[1] == task["turns"][1][0] and seen[-1]["role"] == "tool"
    assert "system" not in [m["role"] for m in viewed["turns"][0][0]["seen"]]
    forever = mt.drive(task, _scripted([[("pwd", {})]] * 100))
    assert forever["force_quit"] and len(forever["turns"]) == 1 and len(forever["decoded"][0]) == mt.STEP_LIMIT + 1
    assert mt.check(task, forever["decoded"])["error_type"] == "multi_turn:force_terminated"


def test_bare_replies_are_read_as_bfcl_reads_them():
    block = '<tool_call>\n{"name": "cd", "arguments": {"folder": "a"}}\n</tool_call>'
    two = block + "\n" + block.replace('"a"', '"b"')
    assert mt.read_strict(two) == [("cd", {"folder": "a"}), ("cd", {"folder": "b"})]
    assert mt.read_strict("I moved it.") == []
    assert mt.read_strict('<tool_call>\n{"name": "cd", "arguments": "{\\"folder\\": \\"a\\"}"}\n</tool_call>') == \
        [("cd", {"folder": "a"})]                                                 # arguments as JSON text
    for bad in ('<tool_call>\n{"function": "cd"}\n</tool_call>', '<tool_call>\n["cd"]\n</tool_call>',
                '<tool_call>\n{"name": "cd", "arguments": [1]}\n</tool_call>'):
        with pytest.raises(Exception):
            mt.read_strict(bad)
    fenced = 'Sure:\n```json\n{"name": "cd", "arguments": {"folder": "a"}}\n```\nand [{"name": "ls", "arguments": {}}]'
    assert mt.read_strict(fenced) == []
    assert mt.calls_in(fenced) == [("cd", {"folder": "a"}), ("ls", {})]
    assert mt.calls_in(block) == [("cd", {"folder": "a"})] and mt.calls_in("{not json} {}") == []


# -- on a tiny model -----------------------------------------------------------------------------------------

#: Seed 77 draws multi_turn_base_3 and _150 (pool: _137): short tasks whose tools fit the tiny model's 4,096-token
#: window (the largest task's tools are about 4,900 tokens of the default tokenizer).
SEED = 77


@needs_wheel
def test_the_suite_runs_every_arm_and_its_ledger_rescores(tmp_path, one_thread):
    from click.testing import CliRunner

    from kvmemory.bench.cli import run_suite, score_command
    from kvmemory.bench.ledger import read_ledger, score

    opts = dict(model="tiny:llama", categories=bfcl.MULTI_TURN, samples=2, seed=SEED, k=1, pool=1, max_new_tokens=4,
                arms=bfcl.ARMS)
    results = run_suite("bfcl", tmp_path, opts)
    lines = read_ledger(tmp_path / "ledger.jsonl")
    assert sorted((x["item"], x["arm"]) for x in lines) == sorted(
        (t, a) for t in ("multi_turn_base_3", "multi_turn_base_150") for a in mt.LINE_ARMS)
    reported = json.loads(json.dumps(results["suites"]["bfcl"]))
    assert json.loads(json.dumps(score(lines)["bfcl"])) == reported
    cli = CliRunner().invoke(score_command, [str(tmp_path / "ledger.jsonl"), "--json"])
    assert cli.exit_code == 0, cli.output
    assert json.loads(cli.output)["bfcl"] == reported
    tasks = {t["id"]: t for t in mt.load_tasks()}
    for x in lines:
        m = x["metrics"]
        assert m["category"] == mt.CATEGORY and x["score"] == int(m["right"])
        assert m["right"] == mt.check(tasks[x["item"]], json.loads(x["answer"]))["valid"]      # the answer re-checks
        assert m["turns"] == len(tasks[x["item"]]["turns"]) and m["steps"] == sum(map(len, m["per_turn"]))
        assert len(x["generated_ids"]) == m["steps"] and m["output_sha256"] and m["wall_s"] >= 0
    for x in (x for x in lines if x["arm"] == "recurring"):       # every step replayed: the stored call, 0 tokens
        m = x["metrics"]
        assert m["deposited"] and m["right"] and m["mode"] == "recurring" and m["decode_tokens"] == 0, x
        assert all(s["mode"] == "recurring" and s["decode_tokens"] == 0 for t in m["per_turn"] for s in t)
        assert [[len(s) for s in t] for t in json.loads(x["answer"])] == \
            [[1] * len(t) for t in tasks[x["item"]]["ground_truth"]]
        assert all(ids == [] for ids in x["generated_ids"]) and m["replayed_steps"] == m["steps"]
    rec = reported["arms"]["recurring"]
    assert rec["replayed_right"] == rec["deposited"] == rec["n"] == 2
    assert [t["met"] for t in reported["targets"] if t["target"].startswith("recurring")] == [True]
    assert len({(x["item"], x["input_sha256"]) for x in lines}) == 2           # every arm answered the same input
    assert all(x["metrics"]["mode"] == "transfer" and x["artifacts"] for x in lines if x["arm"] == "transfer")
    assert all(x["metrics"]["mode"] == "cold" for x in lines if x["arm"] in ("cold", "transfer-text"))
    text = {x["item"]: x for x in lines if x["arm"] == "transfer-text"}
    cold = {x["item"]: x for x in lines if x["arm"] == "cold"}
    assert all(text[i]["metrics"]["prompt_tokens"] > cold[i]["metrics"]["prompt_tokens"] for i in text)   # pasted
    assert all(x["metrics"]["prompt_tokens"] > 0 for x in lines if x["arm"] == "bare")
    assert "| multi_turn_base |" in (tmp_path / "REPORT.md").read_text()
    again = run_suite("bfcl", tmp_path, opts, resume=True)                   # resumed: every (task, arm) is done
    assert read_ledger(tmp_path / "ledger.jsonl") == lines and again["suites"]["bfcl"] == results["suites"]["bfcl"]


@needs_wheel
def test_a_changed_tool_result_stops_the_replay(tmp_path, tasks, monkeypatch, one_thread):
    """The stored episode is followed until a result differs from the stored one (here the first call's): from there
    the model decodes, and no later step, nor any later turn (whose history now differs), is served from memory."""
    from bfcl_eval.eval_checker.multi_turn_eval.func_source_code.gorilla_file_system import GorillaFileSystem

    task = tasks["multi_turn_base_1"]
    mem = mt.open_library(tmp_path / "lib", "tiny:llama")
    try:
        assert mt.deposit_task(mem, task) == (True, "")
        monkeypatch.setattr(GorillaFileSystem, "ls", lambda self, a=False: {"current_directory_content": ["moved"]})
        run = mt.drive(task, mt.kvmemory_ask(mem, task["tools"], 4), view="turn")
    finally:
        mem.close()
    first, after, *later = [s for t in run["turns"] for s in t]
    assert first["mode"] == "recurring" and first["decode_tokens"] == 0 and first["strings"] == ["ls(a=True)"]
    assert first["results"] == ['{"current_directory_content": ["moved"]}']
    assert after["action"] == "diverged" and after["mode"] == "transfer" and after["decode_tokens"] > 0
    assert len(run["turns"]) == len(task["turns"]) and later
    assert all(s["mode"] != "recurring" and s["decode_tokens"] > 0 for s in later)
    assert not mt.check(task, run["decoded"])["valid"]


def test_the_arms_libraries_take_the_repeated_calls_setting(tmp_path, one_thread):
    """``--repeated-calls answer`` reaches every multi-turn library (``Settings.repeated_calls``); the step record
    carries the answer's fallback, so a ledger says which steps were answered in text instead of a repeat."""
    for value in ("allow", "answer"):
        mem = mt.open_library(tmp_path / value, "tiny:llama", value)
        try:
            assert mem.settings.repeated_calls == value and mem.settings.max_problem_chars == mt.MAX_CHARS
            step = mt.kvmemory_ask(mem, [], 3)([{"role": "user", "content": "hello"}])
            assert step["fallback"] == "" and step["kvmemory_error"] is None
        finally:
            mem.close()


def test_the_cli_takes_multi_turn_base_only_when_named():
    from kvmemory.bench.cli import _bfcl_categories

    assert _bfcl_categories("multi_turn_base,simple_python") == ("multi_turn_base", "simple_python")
    assert "multi_turn_base" in bfcl.KNOWN_CATEGORIES and "multi_turn_base" not in bfcl.CATEGORIES
