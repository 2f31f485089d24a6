"""Suite ``any-task``: registered with the bench, and its scoring recomputes the figures from ledger lines."""

from kvmemory.bench import SUITES
from kvmemory.bench.anytask import conversation, markdown_lines, score_lines
from kvmemory.bench.ledger import score


def line(kind, arm, ok, tokens, wall, mode="recurring", ratio=None):
    m = {"kind": kind, "decode_tokens": tokens, "wall_s": wall, "mode": mode}
    if ratio:
        m.update(first_token_s=1.0, first_piece_s=ratio)
    return {"suite": "any-task", "item": f"{kind}/x", "arm": arm, "score": int(ok), "metrics": m}


def test_registered_and_scored_from_lines():
    assert "any-task" in SUITES
    lines = ([line("code", "cold", False, 100, 10.0, "cold")] * 2 + [line("code", "graft", True, 50, 5.0, ratio=1.0)] * 2
             + [line("chat", "graft", True, 10, 1.0, ratio=1.2), line("chat", "graft", False, 12, 1.0, ratio=1.0)]
             + [line("gsm", "graft", True, 4, 0.5, ratio=1.0)])
    s = score_lines(lines)
    code = s["kinds"]["code"]
    assert code["cold"]["correct"] == 0 and code["graft"]["correct"] == 2 and code["graft"]["recurring"] == 2
    assert s["code_cold_over_graft"] == {"decode_tokens": 2.0, "wall_s": 2.0}
    chat = s["kinds"]["chat"]["graft"]
    assert chat["correct"] == 1 and chat["max_decode_tokens"] == 12 and chat["stream_ratio_max"] == 1.2
    scored = score(lines)["any-task"]
    met = {t["target"]: t["met"] for t in scored["targets"]}
    assert met["code-v1: graft passes the unit tests >= 29/30 (scaled)"] is True
    assert met["chat-v1: right in a conversation >= 29/30 (scaled)"] is False
    assert met["gsm-qa-v1: <= 8 decode tokens each"] is True
    assert any("cold over graft: 2.0x" in row for row in markdown_lines(s))


def test_the_conversation_has_a_system_prompt_and_two_earlier_turns():
    msgs = conversation("Q?")
    assert [m["role"] for m in msgs] == ["system", "user", "assistant", "user", "assistant", "user"]
    assert msgs[-1]["content"] == "Q?"
