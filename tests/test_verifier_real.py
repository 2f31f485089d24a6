"""The shipped verifier, trained here from scratch with the full recipe (about 10 minutes on 2 cores, once per
session): its weights' SHA-256 against the one recorded for this kind of CPU, its decisions at the shipped
calibration, and a rewording served through ``KVMemory.answer`` on the real default model."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from kvmemory.verifier import RECIPE, Judge, load_calibration, load_verifier, verifier_dir
from kvmemory.verifier.model import EXPECTED, cpu_kind

pytestmark = pytest.mark.slow

#: A rewording (an e-mail's greeting and sign-off around the ask) the rule leaves unrecognised and no veto stops;
#: a pair of the training data (conversions-0822), scored 3.100 by the recorded weights, above the shipped
#: threshold at the default bound (2.592).
REWORDED = ("Good morning, could you please tell me the length in kilometres of a 26.2-mile marathon, to one decimal "
            "place? Regards, Tom",
            "my colleague wants to know how many kilometres a 26.2 mile marathon is, to one decimal place")
#: The same request with another distance: the numbers veto stops it whatever the score.
CHANGED = (REWORDED[0].replace("26.2-mile marathon", "13.1-mile half marathon"), REWORDED[1])


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    """``kvmemory verifier train --json`` as a user runs it (a child process in the training environment), into its
    own cache, so no other test finds a verifier it did not ask for."""
    cache = tmp_path_factory.mktemp("verifier-cache")
    run = subprocess.run([sys.executable, "-m", "kvmemory", "verifier", "train", "--json"],
                         env={**os.environ, "KVMEMORY_CACHE": str(cache)}, capture_output=True, text=True, timeout=3600)
    assert run.returncode == 0, run.stderr[-2000:]
    record = json.loads(run.stdout)
    assert record["folder"] == str(cache / "verifier" / RECIPE.key()) != str(verifier_dir())
    return record


def _judge(built, bound=0.001):
    cal = load_calibration()
    assert cal["recipe_key"] == RECIPE.key()
    return Judge(load_verifier(built["folder"]), cal["templates"], bound)


def test_training_reproduces_the_recorded_weights(built):
    expected = json.loads(EXPECTED.read_text(encoding="utf-8"))
    assert built["recipe_key"] == expected["recipe_key"] == RECIPE.key()
    assert built["pairs_sha256"] == expected["pairs_sha256"], "the labelled pairs changed: record them again"
    assert built["cpu"] == cpu_kind()
    if expected["cpu"] != cpu_kind():
        # Other kernels (another vector unit, ATEN_CPU_CAPABILITY, MKL's code path) give other last bits by design:
        # the bytes are compared only where the kernels are the recorded ones, and train says there is nothing to
        # compare. Where they are, the SHA-256 must be the recorded one.
        assert built["reproduced"] is None
        return
    assert built["reproduced"] is True
    assert built["weights_sha256"] == expected["weights_sha256"]


def test_the_shipped_calibration_serves_the_rewording_and_not_the_change(built):
    from kvmemory.templates import get_template

    judge = _judge(built)
    tpl = get_template("chat-v1")
    rule = tpl.decide_same(*REWORDED, 0.8)
    assert not rule.same
    d = judge(rule, tpl, *REWORDED, 0.8)
    assert d.same and d.kind == "verifier", d
    changed = judge(tpl.decide_same(*CHANGED, 0.9), tpl, *CHANGED, 0.9)
    assert not changed.same


def test_a_rewording_is_answered_from_memory_on_the_default_model(built, default_mem):
    mem = default_mem
    mem.deposit(REWORDED[1], "A 26.2 mile marathon is 42.2 km.", answer="42.2", verifier="contains", template="chat-v1")
    assert mem.judge is None                   # nothing built in this session's cache
    mem.judge = _judge(built, mem.settings.false_hit_bound)
    r = mem.answer(REWORDED[0], template="chat-v1")
    assert r.mode == "recurring" and r.same_problem["kind"] == "verifier" and r.verified
    assert "42.2" in r.text
    r2 = mem.answer(CHANGED[0], template="chat-v1", mode="recurring", max_new_tokens=1)
    assert r2.mode != "recurring"
