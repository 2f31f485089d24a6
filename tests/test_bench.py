"""The benchmark suite on tiny seeded models: commands, results folders, the pre-registered replay."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from kvmemory.bench.ledger import read_ledger, score
from kvmemory.cli import main

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("command", ["bench", "score", "replay"])
def test_command_has_help_and_json(command):
    r = CliRunner().invoke(main, [command, "--help"])
    assert r.exit_code == 0, r.output
    assert "--json" in r.output


def _replay_portable(ledger):
    """``kvmemory replay LEDGER --portable-numerics --json`` in a fresh process: (exit status, report)."""
    r = subprocess.run([sys.executable, "-m", "kvmemory", "replay", str(ledger), "--portable-numerics", "--json"],
                       capture_output=True, text=True, timeout=900, env={**os.environ, "HF_HUB_OFFLINE": "1"})
    return r.returncode, json.loads(r.stdout)


@pytest.mark.slow
def test_replay_preregistered_ledger_all_hashes_match():
    """The CI check: rerun every committed item; every hash (fingerprint, inputs, artifacts, tokens,
    logits) must come out the same. The ledger was written with --portable-numerics, so it replays
    on any x86-64 CPU, not only on one that dispatches the writer's kernels."""
    from kvmemory import attention, decodekernel

    lines = read_ledger(DATA / "tiny_ledger.jsonl")
    code, r = _replay_portable(DATA / "tiny_ledger.jsonl")
    bad = [i for i in r["items"] if i["mismatched"]]
    assert code == 0 and not bad, bad
    # lines decoded by the compiled kernel need it here (tests/test_decodekernel.py replays without it)
    kernel_lines = sum(x["suite"] == "decode" and x["metrics"]["attention"] == attention.STREAM for x in lines)
    assert kernel_lines > 0
    skipped = 0 if decodekernel.load() is not None else kernel_lines
    assert r["replayed"] == r["lines"] - skipped == len(lines) - skipped and r["skipped"] == skipped
    assert r["matched"] == r["hashes"] >= 4 * (len(lines) - skipped)


@pytest.mark.slow
def test_replay_catches_a_changed_token(tmp_path):
    line = next(x for x in read_ledger(DATA / "tiny_ledger.jsonl") if x["suite"] == "recurring" and x["arm"] == "graft")
    forged = copy.deepcopy(line)
    forged["generated_ids"][0] += 1
    path = tmp_path / "forged.jsonl"
    path.write_text(json.dumps(line) + "\n" + json.dumps(forged) + "\n")
    code, r = _replay_portable(path)
    assert code == 1
    assert r["items"][0]["mismatched"] == [] and r["items"][1]["mismatched"] == ["generated_ids"]


@pytest.mark.slow
def test_portable_numerics_are_what_the_ledger_needs():
    """The mode sets ATen's kernels, MKL's reproducibility mode and one thread before torch starts."""
    from kvmemory.bench.common import PORTABLE_NUMERICS

    assert PORTABLE_NUMERICS == {"ATEN_CPU_CAPABILITY": "default", "MKL_CBWR": "COMPATIBLE", "OMP_NUM_THREADS": "1",
                                 "MKL_NUM_THREADS": "1"}
    probe = ("import torch; print(torch.backends.cpu.get_cpu_capability(), torch.get_num_threads())")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                         env={**os.environ, **PORTABLE_NUMERICS}).stdout.split()
    assert out == ["DEFAULT", "1"]


@pytest.mark.slow
def test_bench_exact_tiny_is_byte_exact_across_processes(tmp_path):
    out = tmp_path / "exact"
    r = CliRunner().invoke(main, ["bench", "exact", "--models", "tiny:llama", "--samples", "2", "--out", str(out),
                                  "--json"])
    assert r.exit_code == 0, r.output
    results = json.loads(r.stdout)
    for name in ("results.json", "REPORT.md", "ledger.jsonl"):
        assert (out / name).is_file()
    lines = read_ledger(out / "ledger.jsonl")
    assert len(lines) == 2
    assert all(x["logits_sha256"]["graft"] == x["logits_sha256"]["fresh"] for x in lines)
    assert all(x["metrics"]["writer_pid"] != x["metrics"]["reader_pid"] for x in lines)
    m = results["suites"]["exact"]["models"]["tiny:llama"]
    assert m["rows"]["graft"]["sha_equal"] == 2 and m["kv_bytes_equal"] == 2 and m["cross_process"]
    assert m["rows"]["shifted"]["sha_equal"] == 0  # RoPE shift is approximate, and says so
    assert json.loads(json.dumps(score(lines))) == results["suites"]  # every number comes from the ledger


@pytest.mark.slow
def test_bench_ttft_tiny_graft_equals_prefill_and_plots(tmp_path):
    out = tmp_path / "ttft"
    r = CliRunner().invoke(main, ["--model", "tiny:llama", "bench", "ttft", "--lengths", "128,256", "--reps", "1",
                                  "--recurring", "2", "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)["suites"]["ttft"]
    for length in ("128", "256"):
        row = s["lengths"][length]
        assert row["logits_equal"] == {"graft_disk": True, "graft_host": True, "graft_serial": True, "memory": True}
        assert row["floor"] > 0 and row["artifact_bytes"] > 0 and row["read_gbps"] > 0 and row["sha256_gbps"] > 0
        # the host tier's row and the address speeds on 1 and every thread (kvmemory.tier, kvmemory.address)
        assert row["graft_host"] > 0 and row["floor_query"] > 0 and row["host_over_floor_query"] > 0
        assert row["address_gbps_1"] > 0 and row["address_gbps"] > 0 and row["verified_read_gbps"] > 0
    rec = s["recurring"]
    assert rec["problems"] == 2 and rec["recap_equal_fresh"] == 2  # stored recap logits = the entry's forward
    assert rec["recap_s"] > 0 and rec["floor_s"] > 0 and rec["query_s"] > 0
    assert {t["target"].split(" <=")[0] for t in s["targets"]} >= {"recurring TTFT"}
    assert (out / "ttft.png").stat().st_size > 1000
    assert not list(out.glob("ttft-artifacts/**/*.safetensors"))  # large artifacts are not left behind
    try:
        import llama_cpp  # noqa: F401
    except ImportError:
        assert any("not installed" in n for n in s["notes"])


def test_bench_data_option_reads_another_folder(tmp_path, monkeypatch):
    """``--data`` points the suites at another GSM8K-format folder instead of the repository's."""
    from kvmemory.bench.common import data_dir

    monkeypatch.delenv("KVMEMORY_DATA", raising=False)
    shipped = data_dir()
    monkeypatch.setenv("KVMEMORY_DATA", str(shipped))  # the command sets it; restored after the test
    assert shipped == Path(__file__).resolve().parents[1] / "evalsets" / "gsm8k"
    folder = tmp_path / "mydata"
    folder.mkdir()
    train = [json.loads(x) for x in (shipped / "train.jsonl").read_text().splitlines()[:2]]
    dev = [json.loads(x) for x in (shipped / "test_dev.jsonl").read_text().splitlines()[:1]]
    (folder / "train.jsonl").write_text("".join(json.dumps({**r, "id": f"mytrain-{i}"}) + "\n" for i, r in enumerate(train)))
    (folder / "test_dev.jsonl").write_text("".join(json.dumps({**r, "id": f"mydev-{i}"}) + "\n" for i, r in enumerate(dev)))
    out = tmp_path / "transfer"
    r = CliRunner().invoke(main, ["--model", "tiny:llama", "bench", "transfer", "--library", "2", "--problems", "1",
                                  "--transfer-budget", "4", "--data", str(folder), "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    lines = read_ledger(out / "ledger.jsonl")
    assert lines and {x["item"] for x in lines} == {"mydev-0"}
    r = CliRunner().invoke(main, ["bench", "transfer", "--data", str(tmp_path / "missing")])
    assert r.exit_code != 0 and "does not exist" in r.output


def test_bench_transfer_chat_layout_seeded_resumed_and_replayed(tmp_path):
    """``--template gsm-chat-v1 --seeded``: a seeded sample that a resumed run grows without asking anything
    twice, every line replaying to the same hashes, and the paired test in the results."""
    out = tmp_path / "transfer"
    args = ["--model", "tiny:llama", "bench", "transfer", "--template", "gsm-chat-v1", "--library", "2", "-k", "1",
            "--transfer-budget", "4", "--seeded", "--seed", "3", "--out", str(out), "--json"]
    r = CliRunner().invoke(main, args + ["--problems", "2"])
    assert r.exit_code == 0, r.output
    first = read_ledger(out / "ledger.jsonl")
    assert sorted((x["item"], x["arm"]) for x in first) == sorted(
        (i, a) for i in {x["item"] for x in first} for a in ("cold", "graft", "text")) and len(first) == 6
    assert {x["replay"]["template"] for x in first} == {"gsm-chat-v1"}
    assert {x["item"] for x in first} != {"test_dev-0", "test_dev-1"}  # a sample, not the first problems
    r = CliRunner().invoke(main, args + ["--problems", "3", "--resume"])
    assert r.exit_code == 0, r.output
    grown = read_ledger(out / "ledger.jsonl")
    assert grown[:6] == first and len(grown) == 9 and len({(x["item"], x["arm"]) for x in grown}) == 9
    fresh = tmp_path / "fresh"
    r = CliRunner().invoke(main, args[:-3] + ["--out", str(fresh), "--json", "--problems", "3"])
    assert r.exit_code == 0, r.output
    assert {x["item"] for x in read_ledger(fresh / "ledger.jsonl")} == {x["item"] for x in grown}
    paired = json.loads((out / "results.json").read_text())["suites"]["transfer"]["paired"]
    assert paired["graft_vs_cold"]["n"] == paired["graft_vs_text"]["n"] == 3
    r = CliRunner().invoke(main, args + ["--problems", "3", "--resume", "--transfer-budget", "5"])
    assert r.exit_code != 0 and "budget" in r.output and read_ledger(out / "ledger.jsonl") == grown
    r = CliRunner().invoke(main, ["replay", str(out / "ledger.jsonl"), "--json"])
    report = json.loads(r.output)
    assert r.exit_code == 0 and report["replayed"] == 9 and report["matched"] == report["hashes"] >= 27, report


def test_bench_transfer_own_arms_graft_the_models_verified_cold_answers_of_the_other_fold(tmp_path):
    """``--arms cold,own,own-text``: the library is the model's own cold answers that pass the verifier, from the
    other fold's problems; never a problem's own answer, never an unverified one; every line replays."""
    from kvmemory.bench.common import open_memory
    from kvmemory.bench.transfer import own_fold, reply_text
    from kvmemory.templates import get_template

    out = tmp_path / "own"
    args = ["--model", "tiny:llama", "bench", "transfer", "--template", "gsm-chat-v1", "-k", "2", "--problems", "6",
            "--transfer-budget", "4", "--seeded", "--seed", "3", "--out", str(out), "--json"]
    r = CliRunner().invoke(main, args + ["--arms", "cold"])
    assert r.exit_code == 0, r.output
    cold = read_ledger(out / "ledger.jsonl")
    assert [x["arm"] for x in cold] == ["cold"] * 6 and {x["metrics"]["library_size"] for x in cold} == {0}
    folds = {x["item"]: own_fold(x["item"]) for x in cold}
    assert set(folds.values()) == {0, 1}
    mem = open_memory(tmp_path / "lib", "tiny:llama")
    tpl = get_template("gsm-chat-v1")
    try:  # the ledger's tokens give the answer's text, as ``answer`` built it
        a = mem.answer(cold[0]["replay"]["problem"], mode="cold", template=tpl.name, max_new_tokens=4)
        assert reply_text(mem.tokenizer, tpl, cold[0]["replay"]["problem"], a.token_ids, "cold") == a.text
        # a random model solves nothing: stand in for it on four problems (two per fold), one of them wrong
        solved = [i for f in (0, 1) for i in [x for x in folds if folds[x] == f][:2]]
        for x in cold:
            if x["item"] in solved:
                n = x["gold"] if x["item"] != solved[0] else str(int(x["gold"]) + 1)
                x["generated_ids"] = mem.tokenizer.encode(f"Add them up: {n}. The answer is {n}.\n")
                x["answer"], x["score"] = n, int(n == x["gold"])
    finally:
        mem.close()
    (out / "ledger.jsonl").write_text("".join(json.dumps(x, sort_keys=True) + "\n" for x in cold))
    r = CliRunner().invoke(main, args + ["--arms", "cold,own,own-text", "--resume"])
    assert r.exit_code == 0, r.output
    lines = read_ledger(out / "ledger.jsonl")
    assert lines[:6] == cold and sorted((x["item"], x["arm"]) for x in lines[6:]) == sorted(
        (i, a) for i in folds for a in ("own", "own-text"))
    verified = {x["replay"]["problem"]: x["item"] for x in cold if x["score"]}
    assert len(verified) == 3
    for x in lines[6:]:
        stored = [verified.get(e["problem"]) for e in x["entries"]]
        assert stored and None not in stored  # only verified answers, as the model wrote them
        assert all(folds[i] != folds[x["item"]] for i in stored)  # the other fold's, never its own
        assert all("The answer is" in e["solution"] for e in x["entries"])
    s = json.loads((out / "results.json").read_text())["suites"]["transfer"]
    assert {"own_vs_cold", "own_vs_own-text"} <= set(s["paired"]) and s["own_library_size"] == [1, 2]
    r = CliRunner().invoke(main, ["replay", str(out / "ledger.jsonl"), "--json"])
    report = json.loads(r.output)
    wrong = {(x["item"], x["arm"], tuple(x["mismatched"])) for x in report["items"] if x["mismatched"]}
    assert report["replayed"] == 18 and wrong == {(i, "cold", ("generated_ids",)) for i in solved}, report
    r = CliRunner().invoke(main, args + ["--arms", "cold,mine"])
    assert r.exit_code != 0 and "own-text" in r.output and read_ledger(out / "ledger.jsonl") == lines
    r = CliRunner().invoke(main, args[:-3] + ["--out", str(tmp_path / "none"), "--arms", "own"])
    assert r.exit_code != 0 and "add cold to --arms" in r.output


def test_bench_transfer_humaneval_asks_every_problem_without_its_own_solution_in_the_library():
    from kvmemory.bench.transfer import humaneval_folds

    folds = humaneval_folds(164, None)
    asked = [a["id"] for _, fold in folds for a in fold]
    assert len(asked) == len(set(asked)) == 164
    for library, fold in folds:
        stored = {e["problem"] for e in library}
        assert len(library) == 82 and not stored & {a["problem"] for a in fold}
        assert all(e["verifier"].entry_point for e in library)  # each entry checked by its own unit tests
    seeded = humaneval_folds(10, 1)
    ids = [a["id"] for _, fold in seeded for a in fold]
    assert len(ids) == 10 and set(ids) <= set(a["id"] for _, f in humaneval_folds(20, 1) for a in f)


def test_bench_transfer_humaneval_runs_scores_by_unit_tests_and_replays(tmp_path):
    out = tmp_path / "code"
    r = CliRunner().invoke(main, ["--model", "tiny:llama", "bench", "transfer", "--template", "code-v1", "--problems",
                                  "2", "-k", "1", "--transfer-budget", "4", "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    lines = read_ledger(out / "ledger.jsonl")
    assert sorted((x["item"], x["arm"]) for x in lines) == sorted(
        (f"code/HumanEval/{i}", a) for i in (0, 1) for a in ("cold", "graft", "text"))
    for x in lines:
        assert x["replay"]["template"] == "code-v1" and x["answer"].startswith(x["replay"]["problem"].rstrip())
        assert all(e["task_id"] != x["item"].removeprefix("code/") for e in x["entries"])  # never its own solution
        assert x["score"] in (0, 1)
    r = CliRunner().invoke(main, ["replay", str(out / "ledger.jsonl"), "--json"])
    report = json.loads(r.output)
    assert r.exit_code == 0 and report["replayed"] == 6 and report["matched"] == report["hashes"], report


def test_bench_decode_tiny_reserved_and_copying_caches_decode_alike(tmp_path):
    out = tmp_path / "decode"
    r = CliRunner().invoke(main, ["--model", "tiny:llama", "bench", "decode", "--decode-lengths", "512",
                                  "--decode-tokens", "4", "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)["suites"]["decode"]
    assert set(s["lengths"]) == {"256", "512"}  # the 256-token reference is always measured
    for row in s["lengths"].values():
        assert row["logits_equal"] and row["reserved"] > 0 and row["dynamic"] > 0 and row["read_gbps"] > 0
    assert s["lengths"]["512"]["reference_ms"] > s["lengths"]["512"]["base"] > 0  # the 256-token decode, measured beside
    assert json.loads(json.dumps(score(read_ledger(out / "ledger.jsonl"))))["decode"]["lengths"] == s["lengths"]


@pytest.mark.slow
def test_bench_widen_tiny_builds_in_steps_and_snapshots(tmp_path):
    """widen builds with ``kvmemory build`` in steps; each size is a hard-linked snapshot that a rerun reuses."""
    out, work = tmp_path / "widen", tmp_path / "work"
    args = ["--model", "tiny:llama", "bench", "widen", "--tokens", "24000", "--probes", "2", "--work", str(work),
            "--out", str(out), "--json"]
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)["suites"]["widen"]
    sizes = s["sizes"]
    assert len(sizes) >= 2 and sizes[-1]["store_tokens"] >= 24000
    assert all(x["recall"] == 1.0 for x in sizes) and all(x["build_tokens_per_s"] > 0 for x in sizes)
    steps = sorted((p for p in (work / "steps").iterdir() if p.name.isdigit()), key=lambda p: int(p.name))
    first = next((steps[0] / "artifacts").rglob("*.safetensors"))  # an entry artifact (probes add recaps)
    twin = work / "lib" / first.relative_to(steps[0])
    assert twin.exists() and twin.stat().st_ino == first.stat().st_ino  # a hard link: no extra disk
    again = CliRunner().invoke(main, args)  # reuses every snapshot: builds nothing
    assert again.exit_code == 0, again.output
    assert sorted((work / "steps").iterdir()) == sorted(steps)
    assert json.loads(again.stdout)["suites"]["widen"]["sizes"][-1]["store_tokens"] == sizes[-1]["store_tokens"]
