"""The learned pair verifier (kvmemory.verifier): bounds, calibration, deterministic training, the judge behind
the vetoes, and the library's reported false hits.

The training tests run a short recipe on the real embedded MiniLM (a few steps); the full recipe's reproduction
and the shipped verifier's decisions are in test_verifier_real.py.
"""

from __future__ import annotations

import json
import math
from dataclasses import replace

import pytest

from kvmemory.errors import InputError, ModelError
from kvmemory.settings import Settings
from kvmemory.templates import get_template
from kvmemory.verifier import (INFINITE, RECIPE, Calibration, Judge, PairVerifier, load_pairs, train, upper95,
                               verifier_dir)
from kvmemory.verifier.evaluate import folds_of, report
from kvmemory.verifier.pairs import GENERATED, pairs_sha256

#: A rewording the text rule leaves to the verifier (its word budget is exceeded, no slot differs).
REWORDED = ("14 st in kg", "Convert 14 stone to kilograms.")
#: The same request with a number changed: a veto (numbers) stops it whatever the verifier says.
CHANGED = ("15 st in kg", "Convert 14 stone to kilograms.")
QUICK = replace(RECIPE, epochs=1.0, batch=16)


def test_upper95_is_clopper_pearson():
    for n in (10, 300, 4000):            # k = 0 has the closed form 1 - 0.05^(1/n)
        assert abs(upper95(0, n) - (1 - 0.05 ** (1 / n))) < 1e-9
    assert upper95(0, 0) == 1.0 and upper95(5, 5) == 1.0
    ups = [upper95(k, 1000) for k in range(6)]
    assert ups == sorted(ups) and ups[1] > 0.0047     # one in 1,000: the upper bound is 0.47% (exact binomial)


def test_calibration_meets_the_bound_at_the_lowest_threshold():
    rows = ([(s / 10, False, True, False) for s in range(-20, 10)]          # changed, left to the verifier
            + [(0.0, False, False, False)] * 3000                              # changed, vetoed
            + [(s / 10, False, True, True) for s in range(0, 40)] + [(0.0, True, True, True)] * 50)
    cal = Calibration.from_rows(rows)
    assert (cal.changed, cal.rule_false_hits, cal.same, cal.rule_same) == (3030, 0, 90, 50)
    for bound in (0.001, 0.002, 0.005):
        t = cal.threshold(bound)
        assert upper95(cal.false_hits(t), cal.changed) <= bound
        lower = max((s for s in set(cal.changed_scores) | set(cal.same_scores) if s < t), default=None)
        assert lower is None or upper95(cal.false_hits(lower), cal.changed) > bound
    assert cal.threshold(0.005) <= cal.threshold(0.001)
    assert cal.recall(cal.threshold(0.005)) >= cal.recall(cal.threshold(0.001)) > 50


def test_calibration_edges_and_reported_false_hits():
    assert Calibration(100, 0).threshold(0.01) == INFINITE               # nothing to calibrate on
    over = Calibration.from_rows([(1.0, True, True, False)] * 5 + [(0.5, False, True, False)] * 95)
    assert over.threshold(0.01) == INFINITE                                # the rule alone is over the bound
    cal = Calibration.from_rows([(s / 100, False, True, s < 0) for s in range(-500, 500)]
                                + [(0.0, False, False, False)] * 20000)
    t = cal.threshold(0.01)
    raised = cal.with_false_hits([t + 1.0])
    assert raised.changed == cal.changed + 1 and raised.threshold(0.01) > t + 1.0
    assert Calibration.from_dict(json.loads(json.dumps(cal.to_dict()))).threshold(0.01) == t


def test_settings_refuse_a_bound_that_is_no_rate():
    for bad in (0.0, 1.0, -0.1, 2):
        with pytest.raises(InputError, match="false_hit_bound"):
            Settings(false_hit_bound=bad)


def test_pairs_carry_their_writers():
    pairs = load_pairs()
    assert len(pairs) > 7000 and {p.domain for p in pairs} == {"conversions", "policy", "sql", "shell", "dates",
                                                                 "rewriting"}
    names = {p.writer for p in pairs}
    assert GENERATED in names and len(names) > 25
    assert sum(p.same for p in pairs) > 3000 and sum(not p.same for p in pairs) > 4000
    fold = folds_of(names, 3)
    assert fold[GENERATED] == -1 and {fold[w] for w in names if w != GENERATED} == {0, 1, 2}
    assert pairs_sha256(pairs) == pairs_sha256(load_pairs()) != pairs_sha256(pairs[1:])


@pytest.fixture(scope="module")
def quick_verifier(tmp_path_factory):
    """A verifier trained for a few steps on 96 pairs (mechanics, not quality), with its record."""
    pairs = [p for p in load_pairs() if p.writer != GENERATED][:96]
    folder = tmp_path_factory.mktemp("verifier")
    record = train(pairs, folder, QUICK)
    return PairVerifier(folder), record, pairs


def test_training_is_deterministic_and_recorded(quick_verifier, tmp_path):
    verifier, record, pairs = quick_verifier
    assert record["weights_sha256"] == verifier.sha256 and record["pairs_sha256"] == pairs_sha256(pairs)
    assert record["recipe_key"] == QUICK.key() != RECIPE.key()
    again = train(pairs, tmp_path / "again", QUICK)
    assert again["weights_sha256"] == record["weights_sha256"]
    other = train(pairs, tmp_path / "seed", replace(QUICK, seed=QUICK.seed + 1))
    assert other["weights_sha256"] != record["weights_sha256"]


def test_scores_are_the_same_alone_and_in_a_batch(quick_verifier):
    verifier, _, pairs = quick_verifier
    texts = [(p.query, p.candidate) for p in pairs[:6]]
    batch = verifier.scores(texts, batch=6)
    alone = [verifier.score(q, c) for q, c in texts]
    assert all(math.isfinite(s) for s in batch)
    assert max(abs(a - b) for a, b in zip(alone, batch)) < 1e-4   # padding changes sums' order, not the verdict


def test_damaged_weights_are_refused(quick_verifier, tmp_path):
    import shutil

    src = quick_verifier[0].folder
    for name in ("model.safetensors", "verifier.json"):
        shutil.copy(src / name, tmp_path / name)
    data = bytearray((tmp_path / "model.safetensors").read_bytes())
    data[-5] ^= 0x01
    (tmp_path / "model.safetensors").write_bytes(bytes(data))
    with pytest.raises(ModelError, match="train"):
        PairVerifier(tmp_path)
    (tmp_path / "verifier.json").unlink()
    with pytest.raises(ModelError, match="kvmemory verifier train"):
        PairVerifier(tmp_path)


def _judge(verifier, threshold_at: float):
    """A judge whose chat-v1 calibration puts the threshold at ``threshold_at``: 3,000 changed requests, none served
    (95% upper 0.0998%), ten of them scored 1 below it."""
    cal = Calibration(changed=3000, rule_false_hits=0, changed_scores=(threshold_at - 1.0,) * 10,
                      same=1, rule_same=0, same_scores=(threshold_at,))
    judge = Judge(verifier, {"chat-v1": cal}, 0.001)
    assert judge.threshold("chat-v1") == threshold_at
    return judge


def test_the_judge_decides_only_behind_the_vetoes(quick_verifier):
    verifier, _, _ = quick_verifier
    tpl = get_template("chat-v1")
    rule = tpl.decide_same(*REWORDED, 0.7)
    assert not rule.same and rule.kind in ("wording", "similarity")      # the rule leaves it unrecognised
    s = verifier.score(*REWORDED)
    served = _judge(verifier, s - 1.0)(rule, tpl, *REWORDED, 0.7)
    assert served.same and served.kind == "verifier" and served.verifier_score == s
    assert "no slot veto" in served.reason and served.to_dict()["verifier_score"] == s
    kept = _judge(verifier, s + 1.0)(rule, tpl, *REWORDED, 0.7)
    assert not kept.same and kept.kind == rule.kind and "learned verifier" in kept.reason
    changed = tpl.decide_same(*CHANGED, 0.9)
    assert not changed.same and changed.kind == "numbers"
    assert _judge(verifier, -1e9)(changed, tpl, *CHANGED, 0.9) == changed     # a veto is never overridden
    code = get_template("code-v1")
    assert code.same_vetoes is None
    assert _judge(verifier, -1e9)(rule, code, *REWORDED, 0.7) == rule          # no vetoes: the rule alone


def test_a_reported_false_hit_raises_the_threshold(quick_verifier):
    verifier, _, _ = quick_verifier
    judge = _judge(verifier, 0.0)
    judge.report_false_hit("chat-v1", 3.0)
    assert judge.threshold("chat-v1") > 3.0


def test_the_memory_serves_a_verified_rewording_and_learns_from_a_false_hit(quick_verifier, llama_mem):
    verifier, _, _ = quick_verifier
    mem = llama_mem
    mem.deposit(REWORDED[1], "196 lb is 88.9 kg", answer="88.9", verifier="contains", template="chat-v1")
    assert mem.judge is None                          # nothing built under this session's cache: the rule alone
    assert not mem.find_same(REWORDED[0], template="chat-v1")
    s = verifier.score(*REWORDED)
    mem.judge = _judge(verifier, s - 0.5)
    [(entry, decision)] = mem.find_same(REWORDED[0], template="chat-v1")
    assert entry.problem == REWORDED[1] and decision.kind == "verifier"
    assert not mem.find_same(CHANGED[0], template="chat-v1")          # the numbers veto
    r = mem.answer(REWORDED[0], template="chat-v1", max_new_tokens=4)
    assert r.mode == "recurring" and r.same_problem["kind"] == "verifier"
    assert mem.report_false_hit(r) is True
    assert mem.judge.threshold("chat-v1") > s
    assert not mem.find_same(REWORDED[0], template="chat-v1")          # raised above its score, at once
    seen = json.loads(mem.store.get_meta("verifier_false_hits"))
    assert seen == {"chat-v1": [pytest.approx(s)]}
    exact = mem.answer("Convert 14 stone to kilograms.", template="chat-v1", max_new_tokens=4)
    assert exact.same_problem["kind"] == "exact" and mem.report_false_hit(exact) is False   # not the verifier's


#: One tool, and a verified episode of REWORDED's stored request made with it.
CONVERT = {"type": "function", "function": {"name": "convert", "description": "Convert a quantity to another unit.",
           "parameters": {"type": "object", "properties": {"value": {"type": "number"}, "unit": {"type": "string"},
                                                           "to": {"type": "string"}},
                          "required": ["value", "unit", "to"]}}}


def _episode(task: str) -> list[dict]:
    args = json.dumps({"value": 14, "unit": "st", "to": "kg"})
    return [{"role": "user", "content": task},
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "c0", "type": "function", "function": {"name": "convert", "arguments": args}}]},
            {"role": "tool", "tool_call_id": "c0", "content": '{"kg": 88.9}'},
            {"role": "assistant", "content": "14 stone is 88.9 kg."}]


def test_tool_episodes_are_judged_under_the_chat_calibration_and_keep_their_own_false_hits(quick_verifier, llama_mem):
    """tool-episode-v1 has chat-v1's vetoes and takes its calibration; the judge replays a stored episode for a
    rewording the rule leaves unrecognised, never past a veto, and a false hit reported on such a replay raises
    the episode template's threshold alone."""
    verifier, _, _ = quick_verifier
    tpl = get_template("tool-episode-v1")
    assert tpl.same_vetoes is not None and tpl.calibrated_as == "chat-v1"
    s = verifier.score(*REWORDED)
    judge = _judge(verifier, s - 0.5)
    assert judge.threshold("tool-episode-v1") == judge.threshold("chat-v1") == s - 0.5
    assert judge.threshold("gsm-qa-v1") == INFINITE                  # neither its own calibration nor a borrowed one
    mem = llama_mem
    entry = mem.deposit(_episode(REWORDED[1]), tools=[CONVERT], verifier="human")
    assert entry.template == "tool-episode-v1"
    asked = [{"role": "user", "content": REWORDED[0]}]
    rule_only = mem.answer(asked, tools=[CONVERT], max_new_tokens=4)
    assert rule_only.replay["action"] != "replay" and rule_only.mode != "recurring"   # no judge: the rule misses it
    mem.judge = judge
    r = mem.answer(asked, tools=[CONVERT], max_new_tokens=4)
    assert r.replay["action"] == "replay" and r.mode == "recurring" and r.decode_tokens == 0
    assert r.same_problem["kind"] == "verifier" and r.same_problem["template"] == "tool-episode-v1"
    assert [(c.name, c.arguments) for c in r.tool_calls] == [("convert", {"value": 14, "unit": "st", "to": "kg"})]
    changed = mem.answer([{"role": "user", "content": CHANGED[0]}], tools=[CONVERT], max_new_tokens=4)
    assert changed.mode != "recurring" and changed.replay["action"] != "replay"      # the numbers veto holds
    assert mem.report_false_hit(r) is True
    assert judge.threshold("tool-episode-v1") > s and judge.threshold("chat-v1") == s - 0.5
    assert mem.answer(asked, tools=[CONVERT], max_new_tokens=4).mode != "recurring"
    assert json.loads(mem.store.get_meta("verifier_false_hits")) == {"tool-episode-v1": [pytest.approx(s)]}


def test_a_built_verifier_is_used_unless_turned_off(quick_verifier, tmp_path, monkeypatch):
    import shutil

    from kvmemory import KVMemory
    from kvmemory.verifier import load_calibration

    if load_calibration()["recipe_key"] != RECIPE.key():
        pytest.fail("the shipped calibration.json is for another recipe: run `kvmemory verifier evaluate "
                    "--write-calibration`")
    monkeypatch.setenv("KVMEMORY_CACHE", str(tmp_path / "cache"))
    folder = verifier_dir()
    assert str(folder).startswith(str(tmp_path))
    with KVMemory(tmp_path / "lib0") as mem:
        assert mem.judge is None                                     # nothing built here yet
    shutil.copytree(quick_verifier[0].folder, folder)
    with KVMemory(tmp_path / "lib1") as mem:
        assert isinstance(mem.judge, Judge) and mem.judge.threshold("chat-v1") < INFINITE
        assert mem.judge.verifier.sha256 == quick_verifier[1]["weights_sha256"]
    with KVMemory(tmp_path / "lib2", settings=Settings(verifier=False)) as mem:
        assert mem.judge is None


def test_report_recomputes_from_lines():
    rows = []
    for fold in range(3):
        for i in range(40):
            rows.append({"item": f"{fold}-s{i}", "fold": fold, "writer": f"w{fold}", "domain": "sql", "same": True,
                         "rule_same": i < 10, "vetoes_pass": i < 30, "score": i / 10})
            rows.append({"item": f"{fold}-c{i}", "fold": fold, "writer": f"w{fold}", "domain": "sql", "same": False,
                         "rule_same": False, "vetoes_pass": i < 5, "score": i / 100})
    rep = report(rows, folds=3, bounds=(0.05,))
    b = rep["bounds"]["0.05"]
    assert b["all"]["rewordings"] == 120 and b["all"]["rule"] == 30
    assert b["all"]["with_verifier"] > b["all"]["rule"] and b["all"]["false_hits"] == len(b["false_hits"])
    assert rep["auc"] > 0.9 and set(b["writers"]) == {"w0", "w1", "w2"}


def test_rule_rows_decide_each_pair_under_its_domains_template():
    """``rule_rows`` (what ``verifier evaluate`` and ``scripts/decide_pairs.py`` decide): each domain's template, the
    real embedder's cosine, the vetoes where the template has them (``code-v1`` has none: its rule's decision)."""
    from kvmemory.models import load_embedder
    from kvmemory.verifier import Pair
    from kvmemory.verifier.evaluate import rule_rows

    def embed(texts):
        return load_embedder().encode(list(texts), normalize_embeddings=True).tolist()

    stub = 'def double(x):\n    """Return twice x.\n\n    >>> double(3)\n    6\n    """'
    pairs = [Pair("c-1", "conversions", "w", CHANGED[0], CHANGED[1], False, "quantity"),
             Pair("k-1", "code", "w", stub.replace("twice", "two times"), stub, True, None)]
    chat, code = rule_rows(pairs, embed, templates={"code": "code-v1"}, reasons=True)
    want = get_template("chat-v1").same_vetoes(CHANGED[0], CHANGED[1], chat["cosine"])
    assert (chat["vetoes_pass"], chat["veto_kind"], chat["veto_reason"]) == (False, want.kind, want.reason)
    assert chat["rule_same"] is False and 0 < chat["cosine"] <= 1
    d = get_template("code-v1").decide_same(pairs[1].query, stub, code["cosine"])
    assert (code["rule_same"], code["rule_kind"], code["vetoes_pass"], code["rule_reason"]) == (d.same, d.kind, d.same,
                                                                                                d.reason)
    plain = rule_rows(pairs[:1], embed)[0]
    assert "rule_reason" not in plain and plain["vetoes_pass"] == chat["vetoes_pass"]
