"""The ledger and `kvmemory score`: every number recomputed from ledger lines alone, without torch."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kvmemory.bench.ledger import Ledger, read_ledger, score, sha256_ids, wilson

DATA = Path(__file__).parent / "data"
REPO = Path(__file__).resolve().parent.parent


def test_sha256_ids_matches_answer_convention():
    import hashlib

    assert sha256_ids([1, 2, 3]) == hashlib.sha256(b"[1, 2, 3]").hexdigest()


@pytest.mark.parametrize("k,n,lo,hi", [(0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0), (29, 30, 0.8333, 0.9941)])
def test_wilson(k, n, lo, hi):
    a, b = wilson(k, n)
    assert round(a, 4) == pytest.approx(lo, abs=1e-4) and round(b, 4) == pytest.approx(hi, abs=1e-4)


def _line(**kw):
    base = dict(suite="recurring", model="m", model_fingerprint="f", input_sha256="i", artifacts=[], entries=[],
                logits_sha256={}, answer=None, gold="1", replay={"budget": 8, "retries": 1})
    return {**base, **kw}


def test_score_recurring_recomputes_ratios(tmp_path):
    with Ledger(tmp_path / "l.jsonl") as led:
        led.write(**_line(item="a", arm="base", generated_ids=[[1] * 100, [2] * 60], score=0,
                          metrics={"wall_s": 4.0, "cpu_s": 8.0}))
        led.write(**_line(item="a", arm="graft", generated_ids=[5, 6], score=1, metrics={"wall_s": 0.5, "cpu_s": 1.0}))
        led.write(**_line(item="b", arm="base", generated_ids=[[1] * 10], score=1, metrics={"wall_s": 1, "cpu_s": 1}))
    s = score(read_ledger(tmp_path / "l.jsonl"))["recurring"]
    assert (s["attempted"], s["base_failed"], s["base_solved"]) == (2, 1, 1)
    assert s["base_on_failed"]["decode_tokens"] == 160 and s["graft_on_failed"]["decode_tokens"] == 2
    assert s["token_ratio"] == 80.0 and s["wall_ratio"] == 8.0 and s["cpu_ratio"] == 8.0
    assert "energy proxy" in s["cpu_note"]


def test_damaged_ledger_is_named(tmp_path):
    p = tmp_path / "bad.jsonl"
    p.write_text('{"suite": "exact"}\n{not json\n')
    with pytest.raises(ValueError, match="bad.jsonl:2"):
        read_ledger(p)


def test_committed_ledger_scores_to_committed_numbers():
    assert json.loads(json.dumps(score(read_ledger(DATA / "tiny_ledger.jsonl")))) == json.loads((DATA / "tiny_scored.json").read_text())


def test_score_cli_runs_without_torch():
    code = ("import sys; sys.modules['torch'] = None; sys.argv = ['kvmemory', 'score', sys.argv[1], '--json']\n"
            "from kvmemory.cli import main\n"
            "try:\n    main()\nexcept SystemExit as e:\n    assert not e.code, e.code\n"
            "assert sys.modules['torch'] is None\n")
    out = subprocess.run([sys.executable, "-c", code, str(DATA / "tiny_ledger.jsonl")], capture_output=True,
                         text=True, cwd=REPO)
    assert out.returncode == 0, out.stderr[-3000:]
    assert json.loads(out.stdout) == json.loads((DATA / "tiny_scored.json").read_text())


def test_every_suite_in_committed_ledger():
    suites = {line["suite"] for line in read_ledger(DATA / "tiny_ledger.jsonl")}
    assert suites == {"exact", "recurring", "transfer", "ttft", "decode", "widen"}
