"""How long running decodes stall while a long prompt is prefilled, with the prefill cut between its layers
(``kvmemory serve --prefill-slice``) against uncut, on the server's scheduler, side by side in one run (issue 47).

    .venv/bin/python scripts/prefill_stall_bench.py [--decoders 8] [--long-words 1200] [--slices off,0.25,0.1] \
        [--rounds 1] [--out FILE]

Each arm starts a fresh scheduler on the same loaded default model and runs ``--decoders`` cold answers of short
prompts (``--tokens`` decode tokens each); once every one has decoded a few tokens, one cold answer of a long
prompt arrives. Per arm it prints the running decodes' longest wait between two tokens while the long prompt was
being prefilled (its arrival to its first token), their median wait outside it, the long prompt's time to first
token, its prefill's cuts (steps run between two of its layers) and the whole run's wall time. Every answer's
tokens and logits are hashed (the server's own tap) and must be equal across arms: the script stops with an error
if one differs.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time

import torch

from kvmemory import KVMemory
from kvmemory.serve.scheduler import Scheduler


def run_arm(mem: KVMemory, slice_s: float | None, args) -> dict:
    sched = Scheduler(lambda: mem, close_memory=False, prefill_slice_s=slice_s, max_active=args.decoders + 1)
    sched.start()
    if sched.batching is not None:
        raise SystemExit(f"decode steps are not batched here: {sched.batching}")
    stamps: dict[int, list[float]] = {}
    hashes: dict[int, tuple] = {}
    words = "the clerk counts the crates that arrive at the dock each morning and notes them in a ledger "
    short = [f"Note {i}: a shop sells {i + 3} pens a day for {i + 2} days. How many pens does it sell?"
             for i in range(args.decoders)]
    long_prompt = "Report: " + " ".join(words.split() * (args.long_words // 17 + 1))[: args.long_words * 6] + \
        " How many crates arrived in all?"

    def job_fn(key: int, text: str, tokens: int):
        def fn(mem, job):
            times = stamps.setdefault(key, [])

            def tick(_tid):
                times.append(time.perf_counter())
                job.step()
            sched.tap.begin()
            try:
                ans = mem.answer(text, mode="cold", max_new_tokens=tokens, on_token=tick)
            finally:
                logits = sched.tap.end()
            hashes[key] = (tuple(ans.token_ids), logits)
            return ans
        return fn

    async def main():
        t0 = time.perf_counter()
        futs = [sched.submit(job_fn(i, p, args.tokens)).result() for i, p in enumerate(short)]
        while min(len(stamps.get(i, [])) for i in range(args.decoders)) < 3:
            await asyncio.sleep(0.01)
        arrive = time.perf_counter()
        futs.append(sched.submit(job_fn(-1, long_prompt, 4)).result())
        await asyncio.gather(*futs)
        return t0, arrive, time.perf_counter()

    t0, arrive, end = asyncio.run(main())
    sched.stop()
    first = stamps[-1][0]
    inside, outside = [], []
    for i in range(args.decoders):
        ts = stamps[i]
        for a, b in zip(ts, ts[1:]):
            (inside if b > arrive and a < first else outside).append(b - a)
    return {"slice": slice_s, "max_gap_s": max(inside) if inside else 0.0,
            "median_gap_s": statistics.median(outside), "long_ttft_s": first - arrive,
            "cuts": sched.batcher.interleaved, "wall_s": end - t0, "hashes": hashes,
            "long_tokens": len(mem.tokenizer(long_prompt)["input_ids"])}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decoders", type=int, default=8)
    ap.add_argument("--tokens", type=int, default=48)
    ap.add_argument("--long-words", type=int, default=1200)
    ap.add_argument("--slices", default="off,0.25,0.1")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--threads", type=int, default=0)
    ap.add_argument("--out", default=None, help="also write every arm's figures as JSON lines to this file")
    args = ap.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    slices = [None if s == "off" else float(s) for s in args.slices.split(",")]
    with tempfile.TemporaryDirectory() as lib:
        mem = KVMemory(lib)
        rows, reference = [], None
        for _ in range(args.rounds):
            for s in slices:
                row = run_arm(mem, s, args)
                if reference is None:
                    reference = row["hashes"]
                elif row["hashes"] != reference:
                    bad = [k for k in reference if row["hashes"].get(k) != reference[k]]
                    raise SystemExit(f"slice {s}: answers {bad} differ from the first arm's")
                rows.append(row)
                print(f"slice {'off' if s is None else s:>5}: long prompt {row['long_tokens']} tokens, "
                      f"longest decode wait during its prefill {row['max_gap_s'] * 1000:.0f} ms, median wait "
                      f"otherwise {row['median_gap_s'] * 1000:.0f} ms, its TTFT {row['long_ttft_s']:.2f} s, "
                      f"{row['cuts']} cuts, wall {row['wall_s']:.1f} s", flush=True)
        mem.close()
    print(f"every answer's tokens and logits equal across {len(rows)} arms")
    if args.out:
        with open(args.out, "w") as f:
            for row in rows:
                f.write(json.dumps({k: v for k, v in row.items() if k != "hashes"}) + "\n")


if __name__ == "__main__":
    main()
