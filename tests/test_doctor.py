"""``kvmemory doctor``: re-hash every artifact, check each entry fits, quarantine damage, report."""

from __future__ import annotations

import json

from click.testing import CliRunner

from _workers import problem
from kvmemory.artifact import encode
from kvmemory.cli import main
from kvmemory.store import ACTIVE, QUARANTINED
from test_integrity import consistent_lie, point_entry_at
from test_invalidation import deposit, never_retrieved


def test_doctor_quarantines_damage_and_reports(tiny_mem):
    mem = tiny_mem
    good, bad = deposit(mem, "d", 1), deposit(mem, "d", 2)
    data = bytearray(bad.path.read_bytes())
    data[100] ^= 0x10
    bad.path.write_bytes(bytes(data))
    stray = mem.store.artifacts / "ab" / ".tmp-stray.part"
    stray.parent.mkdir(exist_ok=True)
    stray.write_bytes(b"x")
    lib = str(mem.path)
    run = CliRunner().invoke
    r = run(main, ["--lib", lib, "doctor", "--dry-run", "--json"])
    report = json.loads(r.output)
    assert r.exit_code == 1 and [b["id"] for b in report["bad"]] == [bad.id]
    assert mem.get(bad.id).status == ACTIVE and stray.exists()  # a dry run changes nothing
    r = run(main, ["--lib", lib, "doctor"])
    assert r.exit_code == 0, r.output
    assert f"quarantined entry {bad.id}" in r.output and "healthy" in r.output
    assert mem.get(bad.id).status == QUARANTINED and mem.get(good.id).status == ACTIVE
    assert mem.events(bad.id)[-1]["reason"].startswith("doctor: IntegrityError")
    never_retrieved(mem, bad)
    r = run(main, ["--lib", lib, "doctor", "--json"])
    assert r.exit_code == 0 and json.loads(r.output)["healthy"] and json.loads(r.output)["bad"] == []


def test_doctor_help_and_missing_library(tmp_path):
    run = CliRunner().invoke
    r = run(main, ["doctor", "--help"])
    assert r.exit_code == 0 and "--json" in r.output and "--dry-run" in r.output
    r = run(main, ["--lib", str(tmp_path / "nothing"), "doctor"])
    assert r.exit_code != 0 and "no library" in r.output
    assert not (tmp_path / "nothing").exists()


def test_doctor_finds_what_answer_would_graft(tiny_mem):
    """``kvmemory doctor`` catches token-count / position / template lies without loading a model."""
    from kvmemory.doctor import doctor

    mem = tiny_mem
    ids = []
    for i, how in enumerate(["fewer tokens", "other positions", "other template"]):
        p, s, a = problem("doc", i)
        e = mem.deposit(p, s, answer=a)
        point_entry_at(mem, e, encode(consistent_lie(mem.load(e), how)))
        ids.append(e.id)
    good = mem.deposit(*problem("doc", 9)[:2], answer=problem("doc", 9)[2])
    report = doctor(mem.store)
    assert sorted(b["id"] for b in report.bad) == ids and report.quarantined == ids
    assert report.healthy and mem.get(good.id).status == ACTIVE
    assert all(mem.get(i).status == QUARANTINED for i in ids)
