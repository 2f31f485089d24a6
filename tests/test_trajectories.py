"""Verified tool-call trajectories (kvmemory.trajectories): deposit an episode, replay it step by step, stop
replaying at the first tool result that differs, never emit a stored call whose premise no longer holds.

Tiny random models for the logic (a random model could never produce these calls itself, so a replayed call
is the memory's, not the model's); the default model for the claim (``test_default_model_replays_...``).
"""

from __future__ import annotations

import json

import pytest

from kvmemory import KVMemory
from kvmemory.bench.toolenv import TOOLS, ToolEnv, env_for, episode_verifier, load_tasks, reference_episode
from kvmemory.errors import InputError, VerificationError
from kvmemory.toolcalls import Episode, follow, parse_episode, result_matches, tools_sha256
from kvmemory.toolcalls.spec import dumps, normalize_request


def _task(kind="base", steps=2):
    return next(t for t in load_tasks(split="report", kinds=[kind]) if len(t["expected_calls"]) == steps)


def _run(mem, task, env, *, limit=8, **kw):
    """Drive ``mem`` as an agent would: answer, run the calls in ``env``, send the results back, until a final answer."""
    messages = [{"role": "user", "content": task["task"]}]
    answers = []
    for _ in range(limit):
        a = mem.answer(messages, tools=list(TOOLS), max_new_tokens=48, **kw)
        answers.append(a)
        if a.finish != "tool_calls":
            return messages, answers
        messages.append({"role": "assistant", "content": None, "tool_calls": [c.to_openai() for c in a.tool_calls]})
        for c in a.tool_calls:
            messages.append({"role": "tool", "tool_call_id": c.id, "content": dumps(env.call(c.name, c.arguments))})
    return messages, answers


# -- the episode value ----------------------------------------------------------------------------

def test_parse_episode_round_trips_and_orders_results_by_call_id():
    task = _task(steps=2)
    ep = parse_episode(reference_episode(task), TOOLS)
    assert ep.task == task["task"] and len(ep.steps) == 2 and ep.final == task["final_answer"]
    assert Episode.from_json(ep.to_json()) == ep
    assert parse_episode(ep.messages(), TOOLS) == ep
    two = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "a", "type": "function", "function": {"name": "get_order", "arguments": '{"order_id":"O-2001"}'}},
        {"id": "b", "type": "function", "function": {"name": "get_order", "arguments": '{"order_id":"O-2002"}'}}]}
    msgs = [{"role": "user", "content": "t"}, two, {"role": "tool", "tool_call_id": "b", "content": "B"},
            {"role": "tool", "tool_call_id": "a", "content": "A"}, {"role": "assistant", "content": "done"}]
    assert parse_episode(msgs, TOOLS).steps[0].results == ("A", "B")


@pytest.mark.parametrize("bad, match", [
    ([{"role": "assistant", "content": "x"}], "must be the user's task"),
    ([{"role": "user", "content": "t"}], "no final answer"),
    ([{"role": "user", "content": "t"}, {"role": "assistant", "content": None, "tool_calls": [
        {"id": "a", "type": "function", "function": {"name": "get_order", "arguments": "{}"}}]},
      {"role": "assistant", "content": "x"}], "0 tool result"),
    ([{"role": "user", "content": "t"}, {"role": "assistant", "content": None, "tool_calls": [
        {"id": "a", "type": "function", "function": {"name": "nope", "arguments": "{}"}}]},
      {"role": "tool", "tool_call_id": "a", "content": "r"}, {"role": "assistant", "content": "x"}], "not in tools"),
    ([{"role": "user", "content": "t"}, {"role": "user", "content": "again"}], "out of place"),
])
def test_parse_episode_refuses_what_is_out_of_shape(bad, match):
    with pytest.raises(InputError, match=match):
        parse_episode(bad, TOOLS)


def test_result_matches_exact_json_fields_and_callables():
    a, b = dumps({"status": "shipped", "total": 10}), json.dumps({"total": 10, "status": "shipped"}, indent=2)
    assert result_matches(a, b) == (True, "")
    ok, why = result_matches(a, dumps({"status": "cancelled", "total": 10}))
    assert not ok and "status" in why
    assert result_matches(a, dumps({"status": "shipped", "total": 11}), ["status"])[0]
    assert not result_matches(a, dumps({"status": "lost", "total": 10}), ["status"])[0]
    assert result_matches("plain", "PLAIN", lambda s, n: s.lower() == n.lower())[0]
    assert not result_matches("plain", "other")[0]


def test_follow_replays_then_finishes_and_diverges_at_a_changed_result():
    task = _task(steps=2)
    stored = parse_episode(reference_episode(task), TOOLS)
    request = normalize_request(list(TOOLS))
    msgs = reference_episode(task)
    first = follow(parse_episode(msgs[:1], TOOLS, finished=False), stored, request)
    assert first.action == "replay" and list(first.calls) == list(stored.steps[0].calls)
    second = follow(parse_episode(msgs[:3], TOOLS, finished=False), stored, request)
    assert second.action == "replay" and list(second.calls) == list(stored.steps[1].calls)
    done = follow(parse_episode(msgs[:-1], TOOLS, finished=False), stored, request)
    assert done.action == "final" and done.final == task["final_answer"]
    changed = [dict(m) for m in msgs[:3]]
    changed[2]["content"] = dumps({**json.loads(changed[2]["content"]), "kvmemory_test": 1})
    div = follow(parse_episode(changed, TOOLS, finished=False), stored, request)
    assert div.action == "diverged" and div.step == 0 and "kvmemory_test" in div.reason and not div.calls
    named = normalize_request(list(TOOLS), {"type": "function", "function": {"name": "create_ticket"}})
    if stored.steps[0].names() != ["create_ticket"]:
        assert follow(parse_episode(msgs[:1], TOOLS, finished=False), stored, named).action == "none"
    assert follow(parse_episode(msgs[:-1], TOOLS, finished=False), stored,
                  normalize_request(list(TOOLS), "required")).action == "none"


def test_tools_sha256_ignores_order_and_sees_a_changed_schema():
    assert tools_sha256(list(TOOLS)) == tools_sha256(list(reversed(TOOLS)))
    other = json.loads(json.dumps(TOOLS[0]))
    other["function"]["description"] += " (v2)"
    assert tools_sha256([other, *TOOLS[1:]]) != tools_sha256(list(TOOLS))


# -- deposit and replay through KVMemory ----------------------------------------------------------

def test_deposit_refuses_a_failing_episode_and_stores_nothing(llama_mem):
    task = _task(steps=2)
    wrong = reference_episode(task)
    wrong[-1] = {"role": "assistant", "content": "I could not find it."}
    with pytest.raises(VerificationError, match="does not state"):
        llama_mem.deposit(wrong, tools=list(TOOLS), verifier=episode_verifier(task))
    assert len(llama_mem) == 0
    with pytest.raises(InputError, match="with the tools it ran with"):
        llama_mem.deposit(reference_episode(task), verifier="human")
    with pytest.raises(InputError, match="drop solution"):
        llama_mem.deposit(reference_episode(task), "sol", tools=list(TOOLS), verifier="human")
    one_arg = llama_mem.deposit(reference_episode(task), tools=list(TOOLS), verifier=lambda msgs: len(msgs) > 2)
    assert one_arg.template == "tool-episode-v1" and one_arg.metadata["steps"] == 2


def test_recurring_task_replays_every_step_and_the_final_answer(llama_mem):
    task = _task(steps=2)
    entry = llama_mem.deposit(reference_episode(task), tools=list(TOOLS), verifier=episode_verifier(task))
    assert entry.template == "tool-episode-v1" and entry.answer == task["final_answer"]
    assert llama_mem.deposit(reference_episode(task), tools=list(TOOLS), verifier=episode_verifier(task)).id == entry.id
    messages, answers = _run(llama_mem, task, env_for(task))
    assert [a.replay["action"] for a in answers] == ["replay", "replay", "final"]
    assert all(a.mode == "recurring" and a.verified and a.decode_tokens == 0 and a.entries[0].id == entry.id
               for a in answers)
    assert answers[-1].text == task["final_answer"] and answers[-1].finish == "stop"
    assert episode_verifier(task)(messages + [{"role": "assistant", "content": answers[-1].text}]).passed
    assert llama_mem.get(entry.id).hits == 3


def test_changed_result_stops_replay_and_the_model_continues_in_transfer(llama_mem):
    task = next(t for t in load_tasks(split="report", kinds=["changed_env"]) if t["diverge_at"] == 0
                and len(t["expected_calls"]) >= 2)
    base = next(t for t in load_tasks(kinds=["base"]) if t["base"] == task["base"])
    llama_mem.deposit(reference_episode(base), tools=list(TOOLS), verifier=episode_verifier(base))
    env = env_for(task)
    messages, answers = _run(llama_mem, task, env, limit=2)
    assert answers[0].replay["action"] == "replay"
    after = answers[1]
    assert after.replay["action"] == "diverged" and after.replay["step"] == 0
    assert after.mode == "transfer" and not after.verified and after.decode_tokens > 0
    assert after.entries and all(e.template == "tool-episode-v1" for e in after.entries)  # the trajectory grafted


def test_a_declared_check_keeps_replaying_when_only_other_fields_differ(llama_mem):
    task = next(t for t in load_tasks(split="report", kinds=["changed_env"]) if t["diverge_at"] == 0
                and len(t["expected_calls"]) >= 2)
    base = next(t for t in load_tasks(kinds=["base"]) if t["base"] == task["base"])
    llama_mem.deposit(reference_episode(base), tools=list(TOOLS), verifier=episode_verifier(base))
    first = base["expected_calls"][0]["name"]
    stored, new = dumps(base["results"][0]), dumps(task["results"][0])
    same_keys = sorted(k for k in json.loads(stored) if json.loads(stored).get(k) == json.loads(new).get(k))
    messages, answers = _run(llama_mem, task, env_for(task), limit=2, tool_checks={first: same_keys})
    assert answers[1].replay["action"] == "replay" and answers[1].mode == "recurring"
    with pytest.raises(InputError, match="tool_checks"):
        llama_mem.answer([{"role": "user", "content": task["task"]}], tools=list(TOOLS), tool_checks={first: 3})


def test_other_tools_or_system_prompt_never_replay(llama_mem):
    task = _task(steps=2)
    llama_mem.deposit(reference_episode(task), tools=list(TOOLS), verifier=episode_verifier(task))
    fewer = llama_mem.answer([{"role": "user", "content": task["task"]}], tools=list(TOOLS[:-1]), max_new_tokens=24)
    assert fewer.mode != "recurring" and fewer.replay["action"] == "none"
    system = llama_mem.answer([{"role": "system", "content": "Be terse."}, {"role": "user", "content": task["task"]}],
                             tools=list(TOOLS), max_new_tokens=24)
    assert system.mode != "recurring" and system.replay["action"] == "none"
    asked = llama_mem.answer([{"role": "user", "content": task["task"]}], tools=list(TOOLS), mode="recurring")
    assert asked.mode == "recurring" and asked.replay["action"] == "replay"
    cold = llama_mem.answer([{"role": "user", "content": task["task"]}], tools=list(TOOLS), mode="cold",
                           max_new_tokens=24)
    assert cold.mode == "cold" and cold.replay is None


def test_replay_survives_a_new_process(tmp_path, tiny_llama, embedder):
    model, tok = tiny_llama
    task = _task(steps=2)
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder) as mem:
        mem.deposit(reference_episode(task), tools=list(TOOLS), verifier=episode_verifier(task))
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder) as again:
        _, answers = _run(again, task, env_for(task))
    assert [a.replay["action"] for a in answers] == ["replay", "replay", "final"]


# -- the bench suite and the default model -------------------------------------------------------

def test_bench_tools_suite_scores_its_arms(tmp_path):
    """``kvmemory bench tools`` end to end on a tiny model: deposits, the second process, the ledger, the score."""
    from kvmemory.bench.cli import run_suite

    res = run_suite("tools", tmp_path / "out", dict(model="tiny:llama", tasks=2, changed=2, capability=1, k=1,
                                                     budget=16, arms=("recurring", "changed", "capability")))
    arms = res["suites"]["tools"]["arms"]
    assert arms["recurring"]["right"] == 2 and arms["recurring"]["replayed"] == 2
    assert arms["recurring"]["max_decode_tokens_per_step"] == 0
    assert arms["changed"]["n"] == 2 and arms["changed"]["stale"] == 0 and arms["changed"]["diverged"] == 2
    assert {"cap-cold", "cap-graft", "cap-text"} <= set(arms)
    from kvmemory.bench.ledger import read_ledger, score

    assert score(read_ledger(tmp_path / "out" / "ledger.jsonl"))["tools"]["arms"] == arms  # re-scored from the ledger


@pytest.mark.slow
def test_default_model_replays_a_recurring_trajectory_and_stops_at_a_changed_result(default_mem):
    """The claim on the real default model: a recurring task is replayed call for call (no decode) and
    verified; in a changed environment no stored call is emitted after the differing result, and the
    model's own constrained call there parses and validates."""
    task = _task(steps=2)
    default_mem.deposit(reference_episode(task), tools=list(TOOLS), verifier=episode_verifier(task))
    messages, answers = _run(default_mem, task, env_for(task))
    assert [a.replay["action"] for a in answers] == ["replay", "replay", "final"]
    assert all(a.decode_tokens == 0 and a.verified for a in answers)
    assert episode_verifier(task)(messages + [{"role": "assistant", "content": answers[-1].text}]).passed
    changed = next(t for t in load_tasks(split="report", kinds=["changed_env"]) if t["diverge_at"] == 0
                   and len(t["expected_calls"]) >= 2)
    base = next(t for t in load_tasks(kinds=["base"]) if t["base"] == changed["base"])
    default_mem.deposit(reference_episode(base), tools=list(TOOLS), verifier=episode_verifier(base))
    _, after = _run(default_mem, changed, env_for(changed), limit=2)
    assert after[0].replay["action"] == "replay"
    assert after[1].replay["action"] == "diverged" and after[1].mode == "transfer" and after[1].decode_tokens > 0
    schema_ok = {t["function"]["name"] for t in TOOLS}
    assert after[1].finish in ("tool_calls", "eos", "stop") and all(c.name in schema_ok for c in after[1].tool_calls)


# -- the standalone agent loop with tools ----------------------------------------------------------

def test_tool_agent_deposits_only_a_verified_run_and_replays_it(llama_mem):
    from kvmemory import ToolAgent

    task = _task(steps=2)
    env = env_for(task)
    agent = ToolAgent(llama_mem, list(TOOLS), env.call, verifier=episode_verifier(task), max_new_tokens=24, max_steps=3)
    first = agent.run(task["task"], reference=reference_episode(task))
    assert not first.verified and first.source == "reference" and first.entry_id is not None  # a random model fails
    assert len(llama_mem) == 1
    again = agent.run(task["task"])
    assert again.verified and again.source == "library" and again.entry_id == first.entry_id
    assert [s["replay"] for s in again.steps] == ["replay", "replay", "final"] and again.decode_tokens == 0
    assert len(llama_mem) == 1  # the replayed run is the stored one: nothing new
    with pytest.raises(InputError, match="call="):
        ToolAgent(llama_mem, list(TOOLS), None, verifier="human")
