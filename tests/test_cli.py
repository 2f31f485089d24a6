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


def _tiny_family_dir(model_type, tokenizer, path):
    """A tiny random ``model_type`` (:func:`kvmemory.families.tiny_config`) and ``tokenizer`` saved to ``path``."""
    import torch
    from transformers import AutoModelForCausalLM

    from kvmemory.families import tiny_config
    from kvmemory.models import seed_weights

    cfg = tiny_config(model_type)
    cfg.vocab_size = len(tokenizer)
    cfg.max_position_embeddings = 1024  # entries, the check's prompt prefix and the query fit
    cfg.bos_token_id, cfg.eos_token_id, cfg.pad_token_id = tokenizer.bos_token_id, tokenizer.eos_token_id, None
    model = AutoModelForCausalLM.from_config(cfg, dtype=torch.float32)
    seed_weights(model, seed=0)
    model.eval()
    model.save_pretrained(str(path))
    tokenizer.save_pretrained(str(path))
    return model


@pytest.mark.parametrize("model_type, why", [("gpt2", "has no rotary embedding"),  # learned absolute positions
                                             ("gptj", "another form than rotate-half")])  # interleaved pairs
def test_check_exact_without_rotate_half_rope_reports_shifted_not_applicable(tmp_path, default_tokenizer, embedder,
                                                                             model_type, why):
    """A family kvmemory grafts exactly but whose positions the RoPE shift cannot express: the graft,
    decode and prefix rows are measured (SHA-256 equal on every sample), the shifted row reads n/a."""
    from kvmemory.artifact import KV
    from kvmemory.bench.exact import run_item
    from kvmemory.errors import ModelError
    from kvmemory.exact import summarize
    from kvmemory.graft import prefill, shift_keys, shift_unsupported

    model_dir = tmp_path / model_type
    model = _tiny_family_dir(model_type, default_tokenizer, model_dir)
    lib, out = tmp_path / "lib", tmp_path / "report.json"
    for i in range(2):
        r = cli(lib, model_dir, "deposit", f"Ann has {i} pens and gets 2 more. How many?",
                "--solution", f"{i}+2={i + 2}\n#### {i + 2}", "--answer", str(i + 2))
        assert r.exit_code == 0, r.output
    r = cli(lib, model_dir, "check-exact", "--samples", "3", "--out", str(out))
    assert r.exit_code == 0, r.output  # the exit status reads only the graft, decode, prefix and KV-bytes rows
    report = json.loads(out.read_text())
    rows = report["rows"]
    for name in ("graft", "decode", "prefix"):
        assert rows[name]["samples"] == 3 and rows[name]["sha_equal"] == 3 and rows[name]["max_kl"] == 0.0, rows[name]
    assert report["kv_bytes_equal"] == 3 and rows["prefix"]["kv_bytes_equal"] == 3
    assert rows["one_shot"]["samples"] == 3
    assert all(item["graft"]["logits_sha256"] == item["graft"]["fresh_sha256"] for item in report["items"])

    shifted = rows["shifted"]
    assert shifted["applicable"] is False and why in shifted["reason"], shifted
    assert shifted["samples"] == 0 and shifted["sha_equal"] == 0
    assert all(item["shifted"] == {"applicable": False, "reason": shifted["reason"]} for item in report["items"])
    assert f"shifted    n/a ({shifted['reason']})" in r.stdout
    assert summarize(report["items"])["rows"] == rows  # the summary is the items'

    # decided from the model: the shift itself still refuses it with a typed error
    ids = default_tokenizer("Ann has 2 pens.", add_special_tokens=False)["input_ids"]
    kv = KV(prefill(model, ids)[1], ids, 0, "", "x", "none")
    assert shift_unsupported(model, kv) == shifted["reason"]
    with pytest.raises(ModelError, match=why):
        shift_keys(model, kv, 37)

    # the bench's ledger fields carry the n/a row as it is
    from kvmemory import KVMemory

    with KVMemory(lib, model=str(model_dir), embedder=embedder) as mem:
        item = run_item(mem, mem.entries()[:1], "Q: How many pens?\nA:")
    assert item["metrics"]["shifted"] == {"applicable": False, "reason": shifted["reason"]}
    assert item["logits_sha256"]["graft"] == item["logits_sha256"]["fresh"]
    # ... and `kvmemory score` reads it back: the exact rows measured, the shifted row n/a
    from kvmemory.bench.ledger import _score_exact

    line = {"suite": "exact", "model": model_type, "model_fingerprint": "f" * 64, **item}
    scored = _score_exact([line, line])["models"][model_type]
    assert scored["rows"]["graft"]["sha_equal"] == scored["rows"]["graft"]["samples"] == 2
    assert scored["rows"]["shifted"]["samples"] == 0 and scored["rows"]["shifted"]["applicable"] is False
    assert scored["rows"]["shifted"]["reason"] == shifted["reason"]


def _tools_demo(args: list[str]) -> dict:
    r = CliRunner().invoke(main, args + ["demo", "--tools", "-n", "1", "--budget", "24", "--json"],
                           catch_exceptions=False)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def _check_tools_demo(out: dict) -> None:
    """What ``demo --tools`` must show whatever the model: the cold run's verified episode (the model's or the
    reference) replayed from memory as asked and reworded, and the changed world decoded again, verified."""
    rows = {r["stage"]: r for r in out["rows"]}
    assert list(rows) == ["cold", "again", "reworded", "changed"]
    assert rows["cold"]["deposited"] in ("model", "reference")
    for stage in ("again", "reworded"):            # served from memory: every step replayed, 0 decode tokens
        r = rows[stage]
        assert r["verified"] and r["decode_tokens"] == 0 and set(r["modes"]) == {"recurring"}, r
        assert r["replay"][-1] == "final" and r["deposited"] == "library"
    changed = rows["changed"]                      # its first tool result differs: replay stops, the model decodes
    assert changed["replay"][:2] == ["replay", "diverged"] and changed["decode_tokens"] > 0, changed
    assert changed["verified"] or changed["deposited"] == "reference"
    s = out["summary"]
    assert s["again"]["from_memory"] == s["reworded"]["from_memory"] == 1 and s["changed"]["from_memory"] == 0
    # entries: the task's episode (found again as asked), its rewording's replayed run (deposited under its own
    # words: verified, so the next rewording like it is nearer) and the changed world's run
    assert rows["again"]["entry"] == rows["cold"]["entry"]
    assert len({rows[s]["entry"] for s in ("cold", "reworded", "changed")}) == 3 == out["entries"]


def test_demo_tools_runs_the_tool_flywheel(tmp_path, tiny_model_dir):
    """``kvmemory demo --tools`` on a tiny random model: it cannot call the tools, so the reference run is
    deposited; the rest is the library's, and the same for any model."""
    out = _tools_demo(["--lib", str(tmp_path / "lib"), "--model", tiny_model_dir])
    _check_tools_demo(out)
    assert out["rows"][0]["deposited"] == "reference" and not out["rows"][0]["verified"]


def test_demo_asks_in_the_models_own_template(tmp_path, tiny_model_dir):
    """``demo --template gsm-chat-v1`` (a named instruction-tuned model's default, ``kvmemory models``): cold
    answers, deposits and recurring answers all in that layout; an unknown name is refused before any work."""
    from kvmemory import KVMemory
    from kvmemory.models import NAMED_MODELS

    assert NAMED_MODELS["qwen2.5-coder-0.5b"].numeric_template == "gsm-chat-v1"
    assert NAMED_MODELS["smollm2-135m-instruct"].numeric_template == "gsm-qa-v1"
    lib = tmp_path / "lib"
    r = CliRunner().invoke(main, ["--lib", str(lib), "--model", tiny_model_dir, "demo", "-n", "2", "--budget", "6",
                                  "--template", "gsm-chat-v1", "--json"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["template"] == "gsm-chat-v1" and out["entries"] == 2
    assert all(item["after"]["mode"] == "recurring" and item["after"]["correct"] for item in out["items"])
    with KVMemory(lib, model=tiny_model_dir) as mem:
        assert {e.template for e in mem.entries()} == {"gsm-chat-v1"}
    r = CliRunner().invoke(main, ["--lib", str(tmp_path / "other"), "--model", tiny_model_dir, "demo", "-n", "1",
                                  "--template", "gsm-nope-v1"])
    assert r.exit_code != 0 and "unknown template 'gsm-nope-v1'" in r.output


@pytest.mark.slow
def test_demo_tools_on_the_default_model(tmp_path):
    _check_tools_demo(_tools_demo(["--lib", str(tmp_path / "lib")]))


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
