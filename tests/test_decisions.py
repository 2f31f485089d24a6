"""The decision log (kvmemory.decisions): one row per answer, written off the answer path, bounded, no text by
default; what `kvmemory browse` and `kvmemory report` read."""

import json
import sqlite3
import threading

import pytest

from kvmemory import KVMemory, Settings
from kvmemory.decisions import COLUMNS, DecisionLog, row_of
from kvmemory.errors import InputError
from kvmemory.store import Store

PROBLEM = "Tom has 3 apples and buys 4 more. How many apples does he have?"
CHANGED = "Tom has 3 apples and buys 5 more. How many apples does he have?"


def rows(path):
    con = sqlite3.connect(path / "kvmemory.db")
    con.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in con.execute("SELECT * FROM decisions ORDER BY id")]
    finally:
        con.close()


def test_every_answer_is_one_row_with_its_mode_decision_and_savings(llama_mem):
    mem = llama_mem
    entry = mem.deposit(PROBLEM, "3 + 4 = 7. The answer is 7.", answer="7")
    recurring = mem.answer(PROBLEM)
    changed = mem.answer(CHANGED)
    cold = mem.answer("Write a haiku about rain.", mode="cold", max_new_tokens=4)
    assert mem.decisions.flush()
    got = rows(mem.path)
    assert [r["mode"] for r in got] == [recurring.mode, changed.mode, "cold"] and recurring.mode == "recurring"
    r, c, k = got
    assert json.loads(r["entries"]) == [entry.id] and r["decision"] == "same" and r["decision_kind"] == "exact"
    assert r["grafted_tokens"] == recurring.grafted_tokens > 0 and r["decode_tokens"] == recurring.decode_tokens
    assert r["verified"] == 1 and r["namespace"] == "default" and r["template"] == recurring.template
    assert r["ttft_ms"] == round(recurring.timings["ttft_s"] * 1e3, 3)
    assert r["input_sha256"] == recurring.input_sha256 and r["problem"] is None  # no request text by default
    # the changed request was refused by a veto on its number, and the row says which
    assert c["decision"] == "changed" and c["decision_kind"] == changed.same_problem["kind"] == "numbers"
    assert c["decision_reason"] == changed.same_problem["reason"] and c["verified"] == 0
    assert json.loads(k["entries"]) == [] and k["grafted_tokens"] == 0 and k["prompt_tokens"] == cold.prompt_tokens
    assert set(r) == set(COLUMNS)


def test_request_text_is_kept_only_when_turned_on(llama_mem, tmp_path):
    model, tok = llama_mem.model, llama_mem.tokenizer
    with KVMemory(tmp_path / "t", model=model, tokenizer=tok, embedder=llama_mem.embedder,
                  settings=Settings(decision_log_text=True)) as mem:
        mem.answer(PROBLEM, mode="cold", max_new_tokens=2)
        mem.answer([{"role": "user", "content": "hi"}], mode="cold", max_new_tokens=2)
        mem.decisions.flush()
        texts = [r["problem"] for r in rows(mem.path)]
    assert texts[0] == PROBLEM and json.loads(texts[1]) == [{"role": "user", "content": "hi"}]


def test_the_log_is_bounded_and_keeps_the_newest(llama_mem, tmp_path):
    model, tok = llama_mem.model, llama_mem.tokenizer
    with KVMemory(tmp_path / "b", model=model, tokenizer=tok, embedder=llama_mem.embedder,
                  settings=Settings(decision_log_keep=3)) as mem:
        answers = [mem.answer(f"What is {i} plus {i}?", mode="cold", max_new_tokens=1) for i in range(5)]
        mem.decisions.flush()
        got = rows(mem.path)
    assert [r["input_sha256"] for r in got] == [a.input_sha256 for a in answers[-3:]]


def test_off_writes_nothing_and_close_writes_what_is_queued(llama_mem, tmp_path):
    model, tok = llama_mem.model, llama_mem.tokenizer
    with KVMemory(tmp_path / "off", model=model, tokenizer=tok, embedder=llama_mem.embedder,
                  settings=Settings(decision_log=False)) as mem:
        mem.answer(PROBLEM, mode="cold", max_new_tokens=1)
        assert mem.decisions is None
    assert "decisions" not in Store(tmp_path / "off").select("SELECT name FROM sqlite_master")[0].values()
    with KVMemory(tmp_path / "on", model=model, tokenizer=tok, embedder=llama_mem.embedder) as mem:
        mem.answer(PROBLEM, mode="cold", max_new_tokens=1)  # no flush: close must write it
    assert len(rows(tmp_path / "on")) == 1
    with pytest.raises(InputError, match="decision_log=False"):
        Settings(decision_log_keep=0)


class _Answer:
    """The fields row_of reads, for the writer tests that need no model."""
    mode, template, entries, same_problem, scores, replay = "cold", "gsm-qa-v1", [], None, [], None
    decode_tokens = prompt_tokens = grafted_tokens = 1
    timings = {"ttft_s": 0.001, "total_s": 0.002}
    verified, verdict, fallback, suspect, input_sha256 = False, "", "", False, "ab"


def test_a_store_that_cannot_be_written_loses_rows_not_answers(tmp_path):
    store = Store(tmp_path / "lib")
    log = DecisionLog(store, keep=10)
    store.close()  # every write now fails
    log.record(_Answer(), namespace="default")
    assert log.flush() and log.dropped == 1 and log.written == 0 and "closed" in log.last_error
    log.close()


def test_record_never_waits_on_the_database(tmp_path):
    """The answer path only queues: with the store's lock held by another thread, record returns at once and the
    row is written once the lock is free."""
    store = Store(tmp_path / "lib")
    log = DecisionLog(store, keep=10)
    held, release = threading.Event(), threading.Event()

    def hold():
        with store.transaction():
            held.set()
            release.wait(10)

    t = threading.Thread(target=hold)
    t.start()
    held.wait(10)
    log.record(_Answer(), namespace="default")  # returns while the database is locked
    assert log.written == 0
    release.set()
    t.join()
    assert log.flush() and log.written == 1
    assert store.select("SELECT mode, ttft_ms, total_ms FROM decisions") == [
        {"mode": "cold", "ttft_ms": 1.0, "total_ms": 2.0}]
    log.close()
    store.close()


def test_row_of_names_a_replayed_tool_step_replay():
    a = _Answer()
    a.replay = {"action": "replay", "reason": "the same task", "step": 0, "steps": 2, "entry": 4}
    assert row_of(a, namespace="n")["mode"] == "replay"
    a.replay = {"action": "diverged", "reason": "", "step": 1, "steps": 2, "entry": 4}
    assert row_of(a, namespace="n")["mode"] == "cold"


def test_a_fork_while_rows_are_written_leaves_the_child_a_usable_store(tmp_path):
    """The writer holds the store's lock only inside its batch lock, which a fork waits for: a child forked
    while answers are being logged can still use the library."""
    import os

    store = Store(tmp_path / "lib")
    log = DecisionLog(store, keep=1000)
    for _ in range(200):
        log.record(_Answer(), namespace="default")
    pid = os.fork()  # with rows still queued and being written
    if pid == 0:
        os._exit(0 if store.generation() >= 0 else 1)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert log.flush() and log.written == 200
    log.close()
    store.close()


def test_a_steady_stream_of_answers_is_written_as_it_comes(tmp_path, monkeypatch):
    """Rows arriving faster than the batch wait are still written within it, not held until the stream stops."""
    import time

    from kvmemory import decisions

    monkeypatch.setattr(decisions, "FLUSH_S", 0.2)
    store = Store(tmp_path / "lib")
    log = DecisionLog(store, keep=1000)
    for _ in range(40):  # one row every 50 ms for 2 s, never a pause as long as the batch wait
        log.record(_Answer(), namespace="default")
        time.sleep(0.05)
    assert log.written > 0  # written while the stream went on
    assert log.flush() and log.written == 40
    log.close()
    store.close()
