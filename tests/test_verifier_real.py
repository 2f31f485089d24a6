"""The shipped verifier, trained here from scratch with the full recipe (about 10 minutes on 2 cores, once per
session): its weights' SHA-256 against the one recorded for this kind of CPU, its decisions at the shipped
calibration, and a rewording served through ``KVMemory.answer`` on the real default model."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from conftest import unavailable
from kvmemory.verifier import RECIPE, Judge, load_calibration, load_verifier, verifier_dir
from kvmemory.verifier.model import EXPECTED, cpu_kind

pytestmark = pytest.mark.slow

#: A rewording (a writer's casual shorthand) the rule leaves unrecognised and no veto stops.
REWORDED = ("quick one - 72F in C? 1 dp pls", "Convert 72 degrees Fahrenheit to Celsius, rounded to one decimal place.")
#: The same stored request and a changed one that differs only in its number (a veto) and in its direction.
CHANGED = ("quick one - 72C in F? 1 dp pls", REWORDED[1])


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
    if expected["cpu"] != cpu_kind():
        unavailable(f"expected.json records weights for {expected['cpu']}, this CPU is {cpu_kind()}")
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
    mem.deposit(REWORDED[1], "72 F is 22.2 C.", answer="22.2", verifier="exact", template="chat-v1")
    assert mem.judge is None                   # nothing built in this session's cache
    mem.judge = _judge(built, mem.settings.false_hit_bound)
    r = mem.answer(REWORDED[0], template="chat-v1")
    assert r.mode == "recurring" and r.same_problem["kind"] == "verifier" and r.verified
    assert "22.2" in r.text
    r2 = mem.answer(CHANGED[0], template="chat-v1", mode="recurring", max_new_tokens=1)
    assert r2.mode != "recurring"
