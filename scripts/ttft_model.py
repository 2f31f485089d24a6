"""Where a graft pays: modelled time to first token against context length, on this CPU and on an H200.

    python scripts/ttft_model.py [--ledger docs/ledgers/ttft-2026-12-05/ledger.jsonl] [--out docs/ttft-model.png]

A model, not a measurement: each curve is built from a few rates, and the CPU rates are read from a
`kvmemory bench ttft` ledger, not assumed. Every curve is marked modelled. Four ways to the first token
for a query of Q tokens after L tokens of context:

* prefill       the context and the query forwarded: FLOPs(L + Q) / R
* graft (disk)  the artifact read and checked (bytes / verified-read speed) + the query forward
* graft (host)  the verified bytes copied from the host tier (bytes / memcpy, or host-to-device on a GPU)
                + the query forward
* graft (device) the verified bytes already in device memory: the query forward alone

FLOPs of a forward of n new tokens after c cached ones: 2 * P * n (weights) + 4 * layers * d * n * (c + n/2)
(attention scores and values). The query forward also reads the cache once (bytes / memory bandwidth)
and cannot beat a per-layer launch floor on a GPU.

CPU rates (2 cores, float32) come from the ledger: R fitted to the measured prefills, the verified read
and memcpy speeds measured on the same artifacts. H200 rates are published or read off the one measured
H200 row in docs/benchmarks.md ("On a GPU"): R for the 135M model is what its measured prefill implies
(about 9 TFLOP/s: a small model cannot fill the GPU), 40% of the 989 TFLOP/s bfloat16 peak for the
1.5B-8B shapes (an assumption), HBM 4.8 TB/s, pinned host-to-device 50 GB/s, the verified read from disk
at min(file read 5.9 GB/s, 16 cores x 1.36 GB/s SHA-256). The script prints the modelled H200 values for
the default model beside the measured ones, so a reader sees how far the model is off where it can be
checked.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

# (name, parameters, layers, attention width d = heads * head_dim, KV bytes per token, dtype bytes)
SHAPES = [
    ("SmolLM2-135M f32 (default)", 135e6, 30, 576, 46_080),
    ("Gemma 3 270M f32", 268e6, 18, 1024, 36_864),
    ("Qwen2.5-1.5B bf16", 1.54e9, 28, 1536, 28_672),
    ("Llama-3.2-3B bf16", 3.2e9, 28, 3072, 114_688),
    ("Llama-3.1-8B bf16", 8.0e9, 32, 4096, 131_072),
]
QUERY = 70  # tokens: the ttft bench's query (a GSM8K problem)
LENGTHS = [256, 512, 1024, 2048, 4096, 8192, 16384, 32768]
H200 = {"peak_bf16": 989e12, "mfu": 0.40, "hbm": 4.8e12, "h2d": 50e9, "disk_verified": min(5.9e9, 16 * 1.36e9),
        "layer_floor_s": 1.5e-3, "small_model_rate": None}
#: The one measured H200 row (docs/benchmarks.md, default model, float32): tokens -> (prefill ms, graft from disk
#: ms, graft from memory ms)
H200_MEASURED = {2048: (80.3, 149.9, 45.0), 8192: (487.0, 382.3, 75.2)}


def flops(p: float, layers: int, d: int, new: int, cached: int) -> float:
    return 2 * p * new + 4 * layers * d * new * (cached + new / 2)


def cpu_rates(ledger: Path) -> dict:
    """R (FLOP/s) fitted to the measured prefills; verified-read and memcpy speeds; the query forward's
    measured overhead over its FLOPs (a factor) from the default model's rows."""
    rows = [json.loads(line) for line in ledger.read_text().splitlines() if line.strip()]
    p, layers, d, _ = SHAPES[0][1:]
    rates, qfactor, vr, mc = [], [], [], []
    for r in rows:
        m = r.get("metrics", {})
        if m.get("recurring") or "context_tokens" not in m:
            continue
        total = m["context_tokens"]
        if r["arm"] == "prefill":
            rates.append(flops(p, layers, d, total, 0) / statistics.median(m["ttft_s"]))
        if r["arm"] == "graft_disk":
            vr.append(m.get("verified_read_gbps", 0) * 1e9)
            mc.append(m["memcpy_gbps"] * 1e9)
            qfactor.append((total, statistics.median(m["floor_query_s"])))
    rate = statistics.median(rates)
    factor = statistics.median(t / (flops(p, layers, d, QUERY, n - QUERY) / rate) for n, t in qfactor)
    return {"rate": rate, "verified": statistics.median(vr), "memcpy": statistics.median(mc), "qfactor": factor}


def curves(shape, rates: dict, gpu: bool) -> dict:
    name, p, layers, d, kvb = shape
    out = {k: [] for k in ("prefill", "disk", "host", "device")}
    for n in LENGTHS:
        ctx = n - QUERY
        if gpu:
            rate = rates["small_model_rate"] if p < 1e9 else H200["peak_bf16"] * H200["mfu"]
            floor = layers * H200["layer_floor_s"]
            q = max(floor, flops(p, layers, d, QUERY, ctx) / rate + kvb * ctx / H200["hbm"])
            pre = max(floor, flops(p, layers, d, n, 0) / rate)
            disk, host = kvb * ctx / H200["disk_verified"] + kvb * ctx / H200["h2d"], kvb * ctx / H200["h2d"]
        else:
            rate = rates["rate"]
            q = rates["qfactor"] * flops(p, layers, d, QUERY, ctx) / rate
            pre = flops(p, layers, d, n, 0) / rate
            disk, host = kvb * ctx / rates["verified"], kvb * ctx / rates["memcpy"]
        out["prefill"].append(pre)
        out["disk"].append(disk + q)
        out["host"].append(host + q)
        out["device"].append(q)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ledger", default="docs/ledgers/ttft-2026-12-05/ledger.jsonl")
    ap.add_argument("--out", default="docs/ttft-model.png")
    args = ap.parse_args()
    cpu = cpu_rates(Path(args.ledger))
    # the 135M model's GPU rate, from its measured H200 prefills (a small model is far from peak)
    p, layers, d, _ = SHAPES[0][1:]
    H200["small_model_rate"] = statistics.median(flops(p, layers, d, n, 0) / (ms[0] / 1e3)
                                                 for n, ms in H200_MEASURED.items())
    print(f"CPU (fitted from {args.ledger}): R = {cpu['rate'] / 1e9:.0f} GFLOP/s, verified read "
          f"{cpu['verified'] / 1e9:.2f} GB/s, memcpy {cpu['memcpy'] / 1e9:.2f} GB/s, query forward "
          f"{cpu['qfactor']:.2f}x its FLOPs at R")
    print(f"H200 (modelled): 135M-class R = {H200['small_model_rate'] / 1e12:.1f} TFLOP/s (from the measured prefill), "
          f"larger shapes {H200['peak_bf16'] * H200['mfu'] / 1e12:.0f} TFLOP/s")
    gpu_default = curves(SHAPES[0], H200, gpu=True)
    for n, (pre, disk, mem) in H200_MEASURED.items():
        i = LENGTHS.index(n)
        print(f"  check, default model at {n}: prefill modelled {gpu_default['prefill'][i] * 1e3:.0f} ms / measured "
              f"{pre:.0f}; graft from disk modelled {gpu_default['disk'][i] * 1e3:.0f} / measured {disk:.0f} "
              f"(one-core hash then); from memory (device) modelled {gpu_default['device'][i] * 1e3:.0f} / "
              f"measured {mem:.0f}")

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(2, len(SHAPES), figsize=(4 * len(SHAPES), 7.5), sharex=True)
    styles = {"prefill": ("prefill", "k-"), "disk": ("graft from disk", "C0--"), "host": ("graft from host tier", "C1-."),
              "device": ("graft from device memory", "C2:")}
    print("\nwhere a graft from the host tier beats prefill (modelled), and by how much at 8,192 and 32,768 tokens:")
    for row, (where, rates, gpu) in enumerate((("this CPU, 2 cores", cpu, False), ("H200 (modelled)", H200, True))):
        for col, shape in enumerate(SHAPES):
            c = curves(shape, rates, gpu)
            ax = axes[row][col]
            for key, (label, style) in styles.items():
                if not gpu and key == "device":
                    continue  # on the CPU the host tier is the device
                ax.loglog(LENGTHS, c[key], style, label=label)
            ax.set_title(f"{shape[0]}\n{where}", fontsize=9)
            ax.grid(True, which="both", alpha=0.3)
            if col == 0:
                ax.set_ylabel("time to first token, s (modelled)")
            if row == 1:
                ax.set_xlabel("context tokens")
            wins = [n for n, a, b in zip(LENGTHS, c["prefill"], c["host"]) if b < a]
            i8, i32 = LENGTHS.index(8192), LENGTHS.index(32768)
            print(f"  {where:<18} {shape[0]:<28} from {wins[0] if wins else 'never':>6} tokens; "
                  f"prefill/host {c['prefill'][i8] / c['host'][i8]:6.1f}x at 8,192, "
                  f"{c['prefill'][i32] / c['host'][i32]:6.1f}x at 32,768; prefill/disk "
                  f"{c['prefill'][i8] / c['disk'][i8]:5.1f}x at 8,192; prefill/device "
                  f"{c['prefill'][i8] / c['device'][i8]:5.1f}x at 8,192")
    axes[0][0].legend(fontsize=8)
    axes[1][0].legend(fontsize=8)
    fig.suptitle(f"kvmemory: modelled time to first token (query of {QUERY} tokens); CPU rates fitted to "
                 f"{Path(args.ledger).parent.name}, H200 rates published or read off its one measured row", fontsize=10)
    fig.tight_layout()
    fig.savefig(args.out, dpi=110)
    print(f"\nwrote {args.out}")


if __name__ == "__main__":
    main()
