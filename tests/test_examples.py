"""Each example in examples/ runs end to end (small sizes, a tiny random Llama saved with
``save_pretrained`` and passed as ``--model``; the real-model figures are in docs/ways-in.md and docs/templates.md)."""

from __future__ import annotations

import json

import pytest

from conftest import example


pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("one_thread")]  # slow: each example in its own process


def _run(name: str, argv: list[str], capsys) -> dict:
    report = example(name).main(argv)
    printed = json.loads(capsys.readouterr().out)
    assert printed == json.loads(json.dumps(report, default=str))
    return report


def test_agent_gsm8k_example(tiny_model_dir, tmp_path, capsys):
    r = _run("agent_gsm8k", ["-n", "3", "--model", tiny_model_dir, "--budget", "24", "--retries", "1",
                             "--lib", str(tmp_path / "lib"), "--json"], capsys)
    p1, p2 = r["pass1"], r["pass2"]
    assert r["problems"] == 3 and r["entries"] == 3
    assert p1["tasks"] == 3 and p1["deposited_model"] + p1["deposited_reference"] == 3
    assert p1["decode_tokens"] <= 3 * 24
    assert p2["modes"] == {"recurring": 3}  # every deposited problem comes back in recurring mode
    assert p2["deposited_model"] + p2["deposited_reference"] == 0
    assert all(it["pass2"]["entry"] is not None for it in r["items"])


def test_agent_humaneval_example(tiny_model_dir, capsys):
    r = _run("agent_humaneval", ["-n", "2", "--model", tiny_model_dir, "--budget", "24", "--retries", "0", "--json"], capsys)
    demo = r["verifier_demo"]
    assert demo["task"] == "HumanEval/0"
    assert demo["canonical"]["passed"] is True
    assert demo["wrong"]["passed"] is False and "AssertionError" in demo["wrong"]["reason"]
    assert demo["infinite_loop"]["passed"] is False and "timed out" in demo["infinite_loop"]["reason"]
    assert r["entries"] == 2
    for it in r["items"]:
        assert it["entry_verifier"] == "unittest"
        assert it["source"] in ("model", "reference") and it["entry_source"] == it["source"]


def test_build_library_example(tiny_model_dir, tmp_path, capsys):
    r = _run("build_library", ["--model", tiny_model_dir, "--limit", "8", "--samples", "3", "--out", str(tmp_path / "lib"),
                               "--json"], capsys)
    assert r["build"]["rows"] == 8 and r["build"]["admitted"] == 8
    assert r["check_exact"] == {"samples": 3, "graft_sha_equal": 3, "kv_bytes_equal": 3}
    assert r["export"]["entries"] == 8 and r["import"]["created"] == 8
    assert r["artifacts_identical"] is True and r["artifacts"] == 8


@pytest.mark.parametrize("agent", ["create_agent", "react"])
def test_langgraph_tools_agent_example(tiny_model_dir, tmp_path, capsys, agent):
    """create_agent (LangChain v1) and create_react_agent (LangGraph) with two tools on ChatKVMemory: a verified
    run is deposited (the reference when the tiny random model fails its check), then the same task and a
    reworded one are replayed step by step."""
    r = _run("langgraph_tools_agent", ["--model", tiny_model_dir, "--lib", str(tmp_path / "lib"), "--json",
                                       "--max-tokens", "24", "--agent", agent], capsys)
    assert r["agent"] == agent
    assert r["deposited"] in ("model", "reference")
    assert r["deposited"] == ("model" if r["solve"]["verified"] else "reference")
    for name in ("again", "reworded"):
        steps = r[name]["steps"]
        assert [s["replay"] for s in steps] == ["replay", "replay", "final"] and r[name]["verified"]
        assert [s["calls"] for s in steps[:2]] == [["get_order"], ["check_stock"]]
        assert all(s["mode"] == "recurring" and s["decode_tokens"] == 0 for s in steps)
