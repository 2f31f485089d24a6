"""Invalidation: one bad entry is quarantined or deleted by id (API and CLI), then never retrieved;
the audit trail keeps what happened and why. ``kvmemory doctor`` finds and quarantines damage."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from _workers import problem
from kvmemory.cli import main
from kvmemory.store import ACTIVE, DELETED, QUARANTINED


def deposit(mem, tag, n):
    p, s, a = problem(tag, n)
    return mem.deposit(p, s, answer=a)


def never_retrieved(mem, entry) -> None:
    r = mem.answer(entry.problem, max_new_tokens=2)
    assert entry.id not in [e.id for e in r.entries] and not r.quarantined
    assert r.mode != "recurring" or r.entries[0].id != entry.id
    assert entry.id not in [h.entry.id for h in mem.search(entry.problem, k=100)]
    assert entry.id not in mem and entry.id not in [e.id for e in mem.entries()]


@pytest.mark.parametrize("action", ["quarantine", "delete"])
def test_api_invalidation(tiny_mem, action):
    mem = tiny_mem
    bad = deposit(mem, "bad", 0)
    good = [deposit(mem, "good", i) for i in range(3)]
    assert mem.answer(bad.problem, max_new_tokens=2).entries[0].id == bad.id  # retrievable before
    reason = f"user reported a wrong answer ({action})"
    out = getattr(mem, action)(bad.id, reason)
    assert out.status == (QUARANTINED if action == "quarantine" else DELETED) and out.status_reason == reason
    assert not bad.path.exists()
    assert (mem.store.quarantine_dir / bad.path.name).exists() == (action == "quarantine")
    for _ in range(3):  # not by search, not recurring, not after asking again
        never_retrieved(mem, bad)
    ev = mem.events(bad.id)
    assert [e["action"] for e in ev] == ["deposit", out.status] and ev[-1]["reason"] == reason
    assert json.loads(ev[-1]["detail"])["artifact"] == bad.sha256
    assert mem.get(bad.id).problem == bad.problem  # the record itself is kept
    for g in good:
        assert mem.get(g.id).status == ACTIVE
        assert mem.answer(g.problem, max_new_tokens=2).entries[0].id == g.id


def test_invalidating_one_of_two_solutions_falls_back_to_the_other(tiny_mem):
    mem = tiny_mem
    p, s, a = problem("two", 0)
    first = mem.deposit(p, s, answer=a)
    second = mem.deposit(p, s + " Checked twice.", answer=a)
    assert first.id != second.id
    mem.quarantine(second.id, "bad wording")
    r = mem.answer(p, max_new_tokens=2)
    assert r.mode == "recurring" and [e.id for e in r.entries] == [first.id]
    again = mem.deposit(p, s + " Checked twice.", answer=a)  # re-depositing makes a new entry
    assert again.id not in (first.id, second.id) and mem.get(second.id).status == QUARANTINED


def test_invalidation_from_another_process_reaches_a_live_index(tiny_mem):
    """The CLI (another Store) quarantines; the open KVMemory's index resyncs on the generation bump."""
    mem = tiny_mem
    bad = deposit(mem, "cli", 0)
    assert bad.id in [h.entry.id for h in mem.search(bad.problem)]
    res = CliRunner().invoke(main, ["--lib", str(mem.path), "quarantine", str(bad.id), "--reason", "from cli"])
    assert res.exit_code == 0, res.output
    never_retrieved(mem, bad)


def test_cli_quarantine_delete_events(tiny_mem):
    mem = tiny_mem
    a, b, keep = deposit(mem, "c", 1), deposit(mem, "c", 2), deposit(mem, "c", 3)
    lib = str(mem.path)
    run = CliRunner().invoke
    r = run(main, ["--lib", lib, "quarantine", str(a.id), "--reason", "wrong units", "--json"])
    assert r.exit_code == 0 and json.loads(r.output)["status"] == QUARANTINED
    r = run(main, ["--lib", lib, "delete", str(b.id), "--reason", "duplicate"])
    assert r.exit_code == 0 and f"entry {b.id} deleted" in r.output
    r = run(main, ["--lib", lib, "quarantine", str(keep.id)])  # a reason is required
    assert r.exit_code != 0 and "--reason" in r.output
    r = run(main, ["--lib", lib, "delete", "424242"])
    assert r.exit_code == 1 and "NotFoundError" in r.output
    r = run(main, ["--lib", lib, "events", "--json"])
    actions = [(e["entry_id"], e["action"], e["reason"]) for e in json.loads(r.output)]
    assert (a.id, "quarantined", "wrong units") in actions and (b.id, "deleted", "duplicate") in actions
    r = run(main, ["--lib", lib, "show", str(a.id), "--events"])
    assert "wrong units" in r.output and "quarantined" in r.output
    r = run(main, ["--lib", lib, "list", "--json"])
    assert [e["id"] for e in json.loads(r.output)] == [keep.id]
    r = run(main, ["--lib", lib, "list", "--status", "all", "--json"])
    assert {e["id"]: e["status"] for e in json.loads(r.output)} == {a.id: QUARANTINED, b.id: DELETED, keep.id: ACTIVE}
    for e in (a, b):
        never_retrieved(mem, e)
