"""The README's Python tour runs as written, on the real default model (a newcomer copies it first)."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tour(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    section = text[text.index("## A tour in Python"):]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_the_landing_page_repeats_the_readme_tour():
    assert _tour(ROOT / "docs" / "index.md") == _tour(ROOT / "README.md")


@pytest.mark.slow
def test_the_readme_tour_runs_on_the_default_model(tmp_path, monkeypatch):
    from kvmemory import KVMemory

    monkeypatch.chdir(tmp_path)                     # the tour writes lib/ in the working folder
    scope: dict = {}
    exec(compile(_tour(ROOT / "README.md"), "README.md", "exec"), scope)
    assert re.fullmatch(r"[0-9a-f]{64}", scope["entry"].sha256)
    result = scope["result"]
    assert result.entry_id is not None and result.source in ("model", "reference", "library"), result.reason
    with KVMemory(tmp_path / "lib") as mem:          # the library the tour left behind, reopened
        again = mem.answer(scope["problem"])
        assert (again.mode, again.answer, again.verified) == ("recurring", "72", True)
        assert mem.answer(scope["problem2"]).answer == "6"


def _section(name: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.search(r"```python\n(.*?)```", text[text.index(name):], re.S).group(1)


@pytest.mark.slow
def test_the_readme_tool_calls_section_runs_on_the_default_model(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    scope: dict = {}
    exec(compile(_section("## Agents that call tools"), "README.md", "exec"), scope)
    first = scope["first"]
    assert first.finish == "tool_calls" and first.tool_calls[0].name == "get_order"
    assert len(first.tool_calls[0].arguments["order_id"]) <= 12
    again, same, other = scope["again"], scope["same"], scope["other"]
    assert (again.mode, again.tool_calls[0].name, again.decode_tokens, again.replay["action"]) == (
        "recurring", "get_order", 0, "replay")
    assert (same.text, same.replay["action"]) == ("Order O-2028 is processing.", "final")
    assert (other.mode, other.replay["action"]) == ("transfer", "diverged")
