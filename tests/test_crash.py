"""Crash safety: depositors killed with SIGKILL lose no acknowledged entry and leave nothing behind.

The fast CI part of ``tests/reliability_campaign.py --crashes 200``: the same fork-server harness
(``tests/_workers.py``) with fewer kills, cycling through every injected crash point, plus one real
separately started process that loads the model by path and is killed mid-stream.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import _workers

pytestmark = pytest.mark.slow  # processes killed mid-write

HERE = Path(__file__).resolve().parent


def test_sigkill_campaign_loses_nothing(tmp_path):
    out = tmp_path / "crash.json"
    cmd = [sys.executable, str(HERE / "reliability_campaign.py"), "--only", "crash", "--crashes", "27",
           "--workers", "3", "--seed", "11", "--quiet", "--json", str(out)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    row = json.loads(out.read_text())["rows"][0]
    detail = row["detail"]
    assert detail["crashes"] == row["tried"] == row["survived"] == 27
    assert detail["problems"] == []
    assert set(detail["by_point"]) == set(_workers.FAULT_POINTS)  # every crash point was armed
    injected = {k for k in detail["killed_at"] if k != "timer"}
    assert len(injected) >= 4, detail["killed_at"]  # and several actually fired
    assert detail["acked"] > 0 and detail["orphans_removed"] > 0
    assert detail["killed_after_setup"] >= 15  # most kills land while depositing, not while starting


def test_the_checker_catches_broken_promises(tmp_path):
    """The oracle itself: a lost acknowledged entry, a partial artifact and an orphan are all reported."""
    from kvmemory.artifact import write_atomic
    from kvmemory.store import Store

    s = Store(tmp_path)
    sha, path = write_atomic(s.artifacts, b"not a safetensors file")
    e, _ = s.insert({"namespace": "default", "problem": "p", "problem_key": "k", "solution": "s", "answer": "1",
                     "verifier": "numeric", "verdict": "ok", "content_key": "c", "artifact_sha256": sha,
                     "tokens": 1, "model_fingerprint": "fp", "template": "t", "embedding": b"", "metadata": "{}"})
    write_atomic(s.artifacts, b"an orphan")
    s.close()
    ack = {"problem": "p", "solution": "s", "answer": "1", "sha256": sha}
    problems = _workers.check_library(tmp_path, {e.id: ack, 999: ack})["problems"]
    text = " ".join(problems)
    assert "acknowledged entry 999 is lost" in text
    assert f"active entry {e.id} has a bad artifact" in text
    assert "orphan artifact" in text  # nobody died, so no recovery ran: the checker must see it


def test_separate_process_killed_mid_deposit(tmp_path):
    model_dir = _workers.save_tiny(tmp_path / "tiny")
    lib = tmp_path / "lib"
    proc = subprocess.Popen([sys.executable, str(HERE / "_workers.py"), "deposit-forever", str(lib), str(model_dir),
                             "spawned"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    acked = {}
    deadline = time.time() + 300
    while len(acked) < 5 and time.time() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        msg = json.loads(line)
        acked[msg["id"]] = msg
    proc.send_signal(signal.SIGKILL)
    rest, _ = proc.communicate()
    for line in rest.splitlines():  # acks written before the kill landed
        msg = json.loads(line)
        acked[msg["id"]] = msg
    assert proc.returncode == -signal.SIGKILL and len(acked) >= 5
    report = _workers.check_library(lib, acked)
    assert report["problems"] == []
    assert report["active"] >= len(acked)

    from kvmemory import KVMemory

    with KVMemory(lib, model=str(model_dir)) as mem:  # reopened by a user: every acked entry answers
        for msg in list(acked.values())[:3]:
            r = mem.answer(msg["problem"], max_new_tokens=2)
            assert r.mode == "recurring" and r.entries[0].id == msg["id"] and not r.quarantined
