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
