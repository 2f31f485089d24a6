"""The long reliability campaign: every fault class at the counts docs/reliability.md reports.

    python tests/reliability_campaign.py --crashes 200 --concurrency-rounds 3 --fuzz 20000 \
        --answer-damage 200 --invalidations 100 --json campaign.json

Fault classes (each prints tried / survived with nothing lost / wrong grafts):

* crash        forked depositors into one library, each killed with SIGKILL (random timer or an
               injected point in the write path); after every round the library is reopened and checked
* concurrency  ``--processes`` independent processes deposit, answer, search and delete at once
* flip, truncate   single-byte flips / truncations of an artifact, through ``read_verified``
* crafted      re-hashed malformed or lying artifacts, through ``decode`` (typed errors)
* answer-damage    damaged artifacts behind real entries, through ``KVMemory.answer``
* invalidation quarantine/delete by id, then search and answer must never return the entry
* hostile      hostile problem texts through deposit/answer/search

Exit status 1 if any case lost an acknowledged entry or grafted something wrong. Not collected by
pytest (the fast CI part is tests/test_crash.py, test_concurrency.py, test_integrity.py, ...).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

os.environ.setdefault("OMP_NUM_THREADS", "1")  # the campaign's fork server and its children: one thread
import _workers  # noqa: E402  (sets the offline environment first)


def run_crash(args, loaded, tmp: Path) -> dict:
    def progress(kills, rounds, report):
        if not args.quiet:
            print(f"  crash: {kills}/{args.crashes} kills, round {rounds}, {report['active']} active, "
                  f"{len(report['problems'])} problems", file=sys.stderr, flush=True)

    r = _workers.crash_campaign(tmp / "crash-lib", crashes=args.crashes, workers=args.workers, seed=args.seed,
                                progress=progress, loaded=loaded)
    return {"class": "crash (SIGKILL during deposit/delete)", "tried": r["crashes"],
            "survived": r["crashes"] if not r["problems"] else 0, "lost": len(r["problems"]), "wrong_grafts": 0,
            "detail": r}


def run_concurrency(args, tmp: Path) -> dict:
    model_dir = _workers.save_tiny(tmp / "tiny-model")
    rounds, problems, acked, answers = [], [], 0, 0
    for i in range(args.concurrency_rounds):
        r = _workers.concurrency_round(tmp / f"conc-lib-{i}", model_dir, processes=args.processes,
                                       n=args.per_process, seed=args.seed + i)
        rounds.append(r)
        problems += r["problems"]
        acked += r["acked"]
        answers += r["answers"]
        if not args.quiet:
            print(f"  concurrency round {i}: {r['acked']} acked, {r['answers']} answers, "
                  f"{len(r['problems'])} problems", file=sys.stderr, flush=True)
    return {"class": f"concurrency ({args.processes} processes at once)", "tried": acked,
            "survived": acked if not problems else 0, "lost": len(problems), "wrong_grafts": 0,
            "detail": {"rounds": rounds, "answers": answers, "problems": problems}}


def _tiny_library(loaded, folder):
    from kvmemory import KVMemory

    model, tok, emb = loaded
    return KVMemory(folder, model=model, tokenizer=tok, embedder=emb)


def run_fuzz(args, loaded, tmp: Path) -> list[dict]:
    from _faults import crafted_cases, flip_cases
    from kvmemory.artifact import decode, read_verified
    from kvmemory.errors import ArtifactError, FingerprintMismatchError, IntegrityError

    mem = _tiny_library(loaded, tmp / "fuzz-lib")
    p, s, a = _workers.problem("fuzz", 0)
    e = mem.deposit(p, s, answer=a)
    data = e.path.read_bytes()
    fp = mem.fingerprint
    ram = Path("/dev/shm")  # a file is written per case: RAM when there is one (ms per write on a disk)
    path = (ram if ram.is_dir() and os.access(ram, os.W_OK) else tmp) / f"kvmemory-fuzz-{os.getpid()}.safetensors"
    out = []
    rng = random.Random(args.seed)
    cut = list(range(min(len(data), 64)))  # every cut inside the 8-byte length and the header start
    cut += sorted(rng.sample(range(len(cut), len(data)), min(args.fuzz, len(data) - len(cut))))
    flips = ((pos, d) for pos, _m, d in flip_cases(data, seed=args.seed, every=False, n=args.fuzz))
    truncations = ((n, data[:n]) for n in cut)
    for name, cases in (("flip", flips), ("truncate", truncations)):
        tried = caught = 0
        for _pos, damaged in cases:
            path.write_bytes(damaged)
            tried += 1
            try:
                read_verified(path, e.sha256, expected_fingerprint=fp)
            except IntegrityError:
                caught += 1
        out.append({"class": f"single-byte {name} of an artifact", "tried": tried, "survived": caught,
                    "lost": 0, "wrong_grafts": tried - caught, "detail": {"artifact_bytes": len(data)}})
    tried = caught = 0
    crafted = crafted_cases(data)
    for _name, bad, expected in crafted:
        tried += 1
        try:
            decode(bytearray(bad), expected_fingerprint=fp)
        except expected:
            caught += 1
        except (ArtifactError, FingerprintMismatchError):
            pass
    out.append({"class": "crafted / lying / foreign artifact (re-hashed)", "tried": tried, "survived": caught,
                "lost": 0, "wrong_grafts": tried - caught, "detail": {"cases": [n for n, _, _ in crafted]}})
    path.unlink(missing_ok=True)
    mem.close()
    return out


def run_answer_damage(args, loaded, tmp: Path) -> dict:
    from kvmemory.store import ACTIVE, QUARANTINED

    rng = random.Random(args.seed)
    mem = _tiny_library(loaded, tmp / "damage-lib")
    keep = mem.deposit(*_workers.problem("keep", 0)[:2], answer=_workers.problem("keep", 0)[2])
    tried = ok = wrong = 0
    for i in range(args.answer_damage):
        p, s, a = _workers.problem("victim", i)
        e = mem.deposit(p, s, answer=a)
        data = bytearray(e.path.read_bytes())
        how = rng.choice(["flip", "flip", "truncate", "delete"])
        if how == "flip":
            data[rng.randrange(len(data))] ^= rng.randrange(1, 256)
            e.path.write_bytes(bytes(data))
        elif how == "truncate":
            e.path.write_bytes(bytes(data[: rng.randrange(len(data))]))
        else:
            e.path.unlink()
        r = mem.answer(p, max_new_tokens=2)
        tried += 1
        grafted = e.id in [x.id for x in r.entries]
        wrong += grafted
        ok += (not grafted and [q["id"] for q in r.quarantined] == [e.id]
               and mem.get(e.id).status == QUARANTINED and mem.get(keep.id).status == ACTIVE)
    mem.close()
    return {"class": "damaged artifact behind an entry, through answer()", "tried": tried, "survived": ok,
            "lost": tried - ok, "wrong_grafts": wrong, "detail": {}}


def run_invalidation(args, loaded, tmp: Path) -> dict:
    rng = random.Random(args.seed)
    mem = _tiny_library(loaded, tmp / "inval-lib")
    entries = [mem.deposit(*_workers.problem("inval", i)[:2], answer=_workers.problem("inval", i)[2])
               for i in range(args.invalidations)]
    tried = ok = wrong = 0
    gone = set()
    for e in rng.sample(entries, len(entries)):
        how = rng.choice(["quarantine", "delete"])
        (mem.quarantine if how == "quarantine" else mem.delete)(e.id, f"campaign {how}")
        gone.add(e.id)
        tried += 1
        r = mem.answer(e.problem, max_new_tokens=2)
        hits = {h.entry.id for h in mem.search(e.problem, k=len(entries))}
        bad = bool(gone & ({x.id for x in r.entries} | hits))
        wrong += bad
        events = [x["action"] for x in mem.events(e.id)]
        ok += (not bad and events[-1] == ("quarantined" if how == "quarantine" else "deleted"))
    mem.close()
    return {"class": "invalidation by id (quarantine/delete), then retrieval", "tried": tried, "survived": ok,
            "lost": tried - ok, "wrong_grafts": wrong, "detail": {}}


def run_hostile(args, loaded, tmp: Path) -> dict:
    from _faults import HOSTILE_TEXTS
    from kvmemory.artifact import sha256_file
    from kvmemory.errors import InputError

    mem = _tiny_library(loaded, tmp / "hostile-lib")
    keep = mem.deposit(*_workers.problem("keep", 0)[:2], answer=_workers.problem("keep", 0)[2])
    keep_sha = sha256_file(keep.path)
    tried = ok = 0
    failures = []
    for name, text, expect in HOSTILE_TEXTS:
        for op in ("deposit", "answer", "search"):
            tried += 1
            try:
                if op == "deposit":
                    mem.deposit(text, "3 + 4 = 7. #### 7", answer="7")
                elif op == "answer":
                    mem.answer(text, max_new_tokens=2)
                else:
                    mem.search(text)
                outcome = "ok"
            except InputError:
                outcome = "error"
            except Exception as exc:  # noqa: BLE001: an untyped error is a finding
                outcome = f"{type(exc).__name__}: {exc}"
            if outcome == expect or (expect == "either" and outcome in ("ok", "error")):
                ok += 1
            else:
                failures.append(f"{name}/{op}: {outcome} (expected {expect})")
    intact = sha256_file(keep.path) == keep_sha and mem.get(keep.id).status == "active"
    mem.close()
    return {"class": "hostile problem text (deposit/answer/search)", "tried": tried,
            "survived": ok if intact else 0, "lost": 0 if intact else 1, "wrong_grafts": 0,
            "detail": {"failures": failures}}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--crashes", type=int, default=200, help="SIGKILLed depositors (0 skips)")
    ap.add_argument("--workers", type=int, default=3, help="depositors per crash round")
    ap.add_argument("--concurrency-rounds", type=int, default=3, help="rounds of concurrent processes (0 skips)")
    ap.add_argument("--processes", type=int, default=4, help="processes per concurrency round")
    ap.add_argument("--per-process", type=int, default=12, help="deposits per concurrent process")
    ap.add_argument("--fuzz", type=int, default=20_000, help="random byte flips (0 skips fuzzing)")
    ap.add_argument("--answer-damage", type=int, default=200, help="damaged artifacts answered through")
    ap.add_argument("--invalidations", type=int, default=100, help="entries quarantined/deleted by id")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", default=None, help="comma list of classes: crash,concurrency,fuzz,damage,"
                                                   "invalidation,hostile")
    ap.add_argument("--json", dest="json_out", default=None, help="write the full report here")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    only = set(args.only.split(",")) if args.only else None

    def want(name, n=1):
        return n > 0 and (only is None or name in only)

    t0 = time.time()
    loaded = _workers.load_tiny()
    rows = []
    with tempfile.TemporaryDirectory(prefix="kvmemory-campaign-") as d:
        tmp = Path(d)
        steps = [("crash", args.crashes, lambda: [run_crash(args, loaded, tmp)]),
                 ("fuzz", args.fuzz, lambda: run_fuzz(args, loaded, tmp)),
                 ("damage", args.answer_damage, lambda: [run_answer_damage(args, loaded, tmp)]),
                 ("invalidation", args.invalidations, lambda: [run_invalidation(args, loaded, tmp)]),
                 ("hostile", 1, lambda: [run_hostile(args, loaded, tmp)]),
                 ("concurrency", args.concurrency_rounds, lambda: [run_concurrency(args, tmp)])]
        for name, n, fn in steps:
            if want(name, n):
                t = time.time()
                for row in fn():
                    row["seconds"] = round(time.time() - t, 1)
                    rows.append(row)
                    if not args.quiet:
                        print(f"{row['class']}: {row['survived']}/{row['tried']} survived, "
                              f"{row['wrong_grafts']} wrong grafts ({row['seconds']} s)", file=sys.stderr, flush=True)
    print("\n| fault class | tried | survived, nothing lost | wrong grafts |\n|---|---:|---:|---:|")
    for r in rows:
        print(f"| {r['class']} | {r['tried']:,} | {r['survived']:,} | {r['wrong_grafts']} |")
    bad = [r for r in rows if r["survived"] != r["tried"] or r["wrong_grafts"]]
    print(f"\n{len(rows)} classes, {sum(r['tried'] for r in rows):,} cases, "
          f"{'ALL SURVIVED' if not bad else f'{len(bad)} classes with findings'} in {time.time() - t0:.0f} s")
    if args.json_out:
        Path(args.json_out).write_text(json.dumps({"args": vars(args), "rows": rows}, indent=2, default=str))
    for r in bad:
        print(json.dumps(r["detail"], default=str)[:4000], file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
