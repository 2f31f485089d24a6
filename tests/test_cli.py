"""The command line: every command has --help and --json; the management commands on a real library."""

import json

import pytest
from click.testing import CliRunner

from kvmemory.cli import LAZY_COMMANDS, main

P1 = "Tom has 3 apples and buys 4 more. How many apples does he have?"
S1 = "He has 3 + 4 = 7 apples.\n#### 7"


def all_commands():
    return sorted(set(main.commands) | set(LAZY_COMMANDS))


@pytest.mark.parametrize("name", all_commands())
def test_every_command_has_help_and_json(name):
    result = CliRunner().invoke(main, [name, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage:" in result.output and len(result.output.splitlines()) > 3
    assert "--json" in result.output


def test_group_help_lists_every_command():
    out = CliRunner().invoke(main, ["--help"]).output
    for name in all_commands():
        assert name in out


def cli(lib, model_dir, *args):
    result = CliRunner().invoke(main, ["--lib", str(lib), "--model", str(model_dir), *args],
                                catch_exceptions=False)
    return result


def test_deposit_answer_list_show_delete(tmp_path, tiny_model_dir):
    lib = tmp_path / "lib"
    r = cli(lib, tiny_model_dir, "deposit", P1, "--solution", S1, "--answer", "7", "--json")
    assert r.exit_code == 0, r.output
    entry = json.loads(r.stdout)
    assert entry["id"] == 1 and entry["tokens"] > 0 and len(entry["sha256"]) == 64

    r = cli(lib, tiny_model_dir, "answer", P1, "--json")
    assert r.exit_code == 0, r.output
    ans = json.loads(r.stdout)
    assert ans["mode"] == "recurring" and ans["entries"] == [1] and ans["artifacts"] == [entry["sha256"]]

    listed = json.loads(cli(lib, tiny_model_dir, "list", "--json").stdout)
    assert [e["id"] for e in listed] == [1]
    shown = json.loads(cli(lib, tiny_model_dir, "show", "1", "--json").stdout)
    assert shown["problem"] == P1 and [e["action"] for e in shown["events"]] == ["deposit"]

    r = cli(lib, tiny_model_dir, "delete", "1", "--reason", "test", "--json")
    assert json.loads(r.stdout)["status"] == "deleted"
    assert json.loads(cli(lib, tiny_model_dir, "list", "--json").stdout) == []
    assert len(json.loads(cli(lib, tiny_model_dir, "list", "--status", "all", "--json").stdout)) == 1
    actions = [e["action"] for e in json.loads(cli(lib, tiny_model_dir, "events", "--json").stdout)]
    assert actions == ["deposit", "deleted"]


def test_rejected_deposit_exits_1_with_a_typed_error(tmp_path, tiny_model_dir):
    r = cli(tmp_path / "lib", tiny_model_dir, "deposit", P1, "--solution", "3+4=8\n#### 8", "--answer", "7")
    assert r.exit_code == 1
    assert "VerificationError" in r.output and "nothing was stored" in r.output


def test_show_missing_entry_is_a_clear_error(tmp_path, tiny_model_dir):
    r = cli(tmp_path / "lib", tiny_model_dir, "show", "42")
    assert r.exit_code == 1 and "NotFoundError" in r.output and "kvmemory list" in r.output


@pytest.mark.slow
def test_check_exact_on_a_tiny_model_library(tmp_path, tiny_model_dir):
    lib = tmp_path / "lib"
    for i in range(3):
        cli(lib, tiny_model_dir, "deposit", f"Ann has {i} pens and gets 2 more. How many?",
            "--solution", f"{i}+2={i + 2}\n#### {i + 2}", "--answer", str(i + 2))
    r = cli(lib, tiny_model_dir, "check-exact", "--samples", "6", "--json")
    assert r.exit_code == 0, r.output
    report = json.loads(r.stdout)
    assert report["rows"]["graft"]["sha_equal"] == 6 and report["kv_bytes_equal"] == 6
    assert report["rows"]["graft"]["max_kl"] == 0.0
    assert report["rows"]["decode"]["sha_equal"] == 6 and report["rows"]["decode"]["max_kl"] == 0.0


@pytest.mark.slow
def test_demo_runs_the_flywheel_on_the_default_model(tmp_path):
    """The README's main job, at a small size: cold, verify, deposit, ask again."""
    r = CliRunner().invoke(main, ["--lib", str(tmp_path / "lib"), "demo", "-n", "3", "--budget", "48", "--json"],
                           catch_exceptions=False)
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["problems"] == 3 and out["entries"] == 3
    assert all(item["after"]["mode"] == "recurring" for item in out["items"])
    assert out["correct_after"] == 3 and out["correct_after"] >= out["correct_before"]
    assert out["tokens_after"] < out["tokens_before"]
