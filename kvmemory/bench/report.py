"""Writing a results folder: ``results.json``, ``REPORT.md`` (tables) and PNG plots.

:func:`markdown` is torch-free (``kvmemory score`` prints it); plots import matplotlib (Agg) lazily.
"""

from __future__ import annotations

import json
import platform
from pathlib import Path

__all__ = ["markdown", "write_results", "plots"]


def _pct(c, n):
    return f"{c}/{n} ({c / n:.0%})" if n else "0/0"


def _ci(ci):
    return f"[{ci[0]:.2f}, {ci[1]:.2f}]"


def _ms(s):
    return "—" if s is None else f"{s * 1000:.1f}"


def _md_exact(s):
    out = ["| model | arch | row | SHA-256 equal | max KL | argmax agree | max abs diff |", "|---|---|---|---|---|---|---|"]
    for model, m in s["models"].items():
        for row, r in m["rows"].items():
            out.append(f"| {model} | {m['arch']} | {row} | {r['sha_equal']}/{r['samples']} | {r['max_kl']:.3g} | "
                       f"{r['argmax_agreement']:.0%} | {r['max_abs_diff']:.3g} |")
    out.append("")
    out += [f"- {model}: entry KV recomputed byte-identical {m['kv_bytes_equal']}/{m['samples']}; artifacts written by "
            f"another process: {m['cross_process']}; fingerprint `{m['model_fingerprint'][:16]}…`"
            for model, m in s["models"].items()]
    return out


def _md_recurring(s):
    b, g = s["base_on_failed"], s["graft_on_failed"]
    out = [f"Scanned {s['attempted']} dev problems; base solved {s['base_solved']} (greedy up to {s['budget']} tokens "
           f"+ {s['retries']} sampled retries), failed {s['base_failed']}. Rows below are the failed ones.", "",
           "| arm | right | decode tokens | tokens/item | max tokens | wall s | CPU s |", "|---|---|---|---|---|---|---|"]
    for name, a in (("base (all attempts)", b), ("graft (recurring)", g)):
        out.append(f"| {name} | {_pct(a['correct'], a['n'])} | {a['decode_tokens']} | {a['decode_tokens_per_item']:.1f} | "
                   f"{a['max_decode_tokens']} | {a['wall_s']:.2f} | {a['cpu_s']:.2f} |")
    wr = "—" if s["wall_ratio"] is None else f"{s['wall_ratio']:.1f}x"
    cr = "—" if s["cpu_ratio"] is None else f"{s['cpu_ratio']:.1f}x"
    out += ["", f"Token ratio base/graft: **{s['token_ratio']:.1f}x**; wall-time ratio {wr}; CPU-seconds ratio {cr} "
            "(CPU seconds are an energy proxy, not a measured energy).",
            f"Serve-time check fallback (a decoded recurring reply failed its entry's check; the stored answer was "
            f"served): {g.get('fallback', 0)}/{g['n']}."]
    return out


def _md_transfer(s):
    tpl = s.get("template") or "gsm-qa-v1"
    kind = "HumanEval canonical solutions of the other fold" if tpl == "code-v1" else "GSM8K train entries"
    own = s.get("own_library_size")
    out = [f"Library: {s['library_size']} {kind}, template {tpl}; k={s['k']}." + (
               f" Own library (arms own, own-text): the model's verified cold answers to the other fold's problems, "
               f"{own[0]}-{own[1]} entries." if own else ""), "",
           "| arm | right | 95% Wilson CI | median TTFT ms | prompt tokens | grafted tokens | decode tokens |",
           "|---|---|---|---|---|---|---|"]
    for name in ("cold", "graft", "text", "own", "own-text"):
        a = s["arms"].get(name)
        if a:
            out.append(f"| {name} | {_pct(a['correct'], a['n'])} | {_ci(a['ci95'])} | {_ms(a['ttft_median_s'])} | "
                       f"{a['prompt_tokens_mean']:.0f} | {a['grafted_tokens_mean']:.0f} | {a['decode_tokens']} |")
    out += [""] if s.get("paired") else []
    for key, p in (s.get("paired") or {}).items():
        a, b = key.split("_vs_")
        out.append(f"- {a} vs {b} on the same {p['n']} problems: right only {a} {p['a_only']}, only {b} "
                   f"{p['b_only']}; exact McNemar p = {p['p']:.3g}.")
    return out


def _x(v, digits=1):
    return "—" if not v else f"{v:.{digits}f}x"


def _gb(v):
    return "—" if not v else f"{v:.2f}"


def _md_ttft(s):
    out = []
    r = s.get("recurring")
    if r:
        out += [f"Recurring ({r['problems']} dev problems asked again; entry artifact {r['artifact_bytes'] / 1e6:.1f} MB, "
                f"SHA-256 {r['sha256_gbps']:.2f} GB/s):", "",
                "| recap (product) ms | query forward (earlier) ms | prefill ms | floor ms | recap/floor | "
                "earlier/recap | prefill/recap | recap logits = fresh |", "|---|---|---|---|---|---|---|---|",
                f"| {_ms(r['recap_s'])} | {_ms(r['query_s'])} | {_ms(r['prefill_s'])} | {_ms(r['floor_s'])} | "
                f"{_x(r['recap_over_floor'], 2)} | {_x(r['query_over_recap'])} | {_x(r['prefill_over_recap'])} | "
                f"{r['recap_equal_fresh']}/{r['problems']} |", ""]
    out += ["| tokens | prefill ms | graft (disk) ms | graft (host tier) ms | query forward alone ms | "
            "earlier serial graft ms | memory ms | llama.cpp prefill ms | "
            "llama.cpp restore ms | floor ms | prefill/graft | prefill/floor | graft/floor | host/query | "
            "logits equal to prefill |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for length, r in s["lengths"].items():
        eq = ", ".join(f"{k}: {'yes' if v else 'NO'}" for k, v in r["logits_equal"].items()) or "—"
        out.append(f"| {length} | {_ms(r.get('prefill'))} | {_ms(r.get('graft_disk'))} | {_ms(r.get('graft_host'))} | "
                   f"{_ms(r.get('floor_query'))} | {_ms(r.get('graft_serial'))} | "
                   f"{_ms(r.get('memory'))} | {_ms(r.get('llama_cpp_prefill'))} | {_ms(r.get('llama_cpp'))} | "
                   f"{_ms(r.get('floor'))} | {_x(r.get('prefill_over_graft'))} | {_x(r.get('prefill_over_floor'))} | "
                   f"{_x(r.get('graft_over_floor'), 2)} | {_x(r.get('host_over_floor_query'), 2)} | {eq} |")
    device_rows = [(length, r) for length, r in s["lengths"].items() if r.get("graft_device")]
    if device_rows:
        out += ["", "From the device tier (the verified bytes kept in device memory):", "",
                "| tokens | graft (device tier) ms | graft (host tier) ms | query forward alone ms | prefill/device | "
                "device/query |", "|---|---|---|---|---|---|"]
        out += [f"| {length} | {_ms(r['graft_device'])} | {_ms(r.get('graft_host'))} | {_ms(r.get('floor_query'))} | "
                f"{_x(r.get('prefill_over_device'))} | {_x(r.get('device_over_floor_query'), 2)} |"
                for length, r in device_rows]
    out.append("")
    out.append("Where a graft from disk spends its time (one run per length, ms):")
    out.append("")
    out.append("| tokens | artifact MB | read+sha256 (one pass) | decode | build cache | query forward | file read GB/s | "
               "SHA-256 GB/s | address GB/s, 1 thread | address GB/s, N threads | verified read GB/s | memcpy GB/s |")
    out.append("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for length, r in s["lengths"].items():
        b = r.get("breakdown") or {}
        if b:
            rd = "—" if not r.get("read_gbps") else f"{r['read_gbps']:.2f}"
            hs = "—" if not r.get("sha256_gbps") else f"{r['sha256_gbps']:.2f}"
            out.append(f"| {length} | {r['artifact_bytes'] / 1e6:.1f} | {_ms(b['read_s'] + b['sha256_s'])} | "
                       f"{_ms(b['decode_s'])} | {_ms(b['build_cache_s'])} | {_ms(b['query_s'])} | {rd} | {hs} | "
                       f"{_gb(r.get('address_gbps_1'))} | {_gb(r.get('address_gbps'))} ({r.get('hash_threads') or '—'}) | "
                       f"{_gb(r.get('verified_read_gbps'))} | {r['memcpy_gbps']:.2f} |")
    for note in s["notes"]:
        out += ["", f"**{note}**"]
    return out


def _md_widen(s):
    out = [f"Model window: {s['window']} tokens.", "",
           "| entries | store tokens | x window | queries | answer latency ms (median) | search ms | recall@1 | right | RSS MB "
           "| build tok/s |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in s["sizes"]:
        xw = f"{r['store_tokens'] / s['window']:.1f}" if s["window"] else "—"
        bt = "—" if not r.get("build_tokens_per_s") else f"{r['build_tokens_per_s']:,.0f}"
        out.append(f"| {r['store_entries']} | {r['store_tokens']:,} | {xw} | {r['queries']} | {_ms(r['latency_median_s'])} | "
                   f"{_ms(r['search_median_s'])} | {r['recall']:.0%} | {r['accuracy']:.0%} | {r['rss_mb']:.0f} | {bt} |")
    return out


def _md_decode(s):
    from .decode import markdown_lines  # torch-free

    return markdown_lines(s)


def _md_prefix(s):
    from .prefix import markdown_lines  # torch-free

    return markdown_lines(s)


def _md_same_problem(s):
    from .sameproblem import markdown_lines  # torch-free

    return markdown_lines(s)


def _md_any_task(s):
    from .anytask import markdown_lines  # torch-free

    return markdown_lines(s)


def _md_serve(s):
    from .serve import markdown_lines  # torch-free

    return markdown_lines(s)


def _md_tools(s):
    from .tools import markdown_lines  # torch-free

    return markdown_lines(s)


def _md_bfcl(s):
    from .bfcl import markdown_lines  # torch-free

    return markdown_lines(s)


_MD = {"exact": _md_exact, "recurring": _md_recurring, "transfer": _md_transfer, "ttft": _md_ttft, "widen": _md_widen,
       "decode": _md_decode,
       "prefix": _md_prefix, "same-problem": _md_same_problem, "any-task": _md_any_task, "serve": _md_serve,
       "tools": _md_tools, "bfcl": _md_bfcl}


def markdown(scored: dict, *, title: str = "kvmemory benchmark report") -> str:
    """REPORT.md text for ``score(lines)``: one section per suite, its table and its targets."""
    out = [f"# {title}", ""]
    for suite, s in scored.items():
        out += [f"## {suite}", ""] + _MD[suite](s) + ["", "Targets:", ""]
        for t in s["targets"]:
            out.append(f"- {'MET' if t['met'] else 'MISSED'}: {t['target']} (measured {t['measured']})")
        if not s["targets"]:
            out.append("- (none applicable at this size)")
        out.append("")
    return "\n".join(out)


def plots(scored: dict, out: Path) -> list[str]:
    """PNG plots where a curve says more than a table; returns the file names written."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker

    written = []
    t = scored.get("ttft")
    if t and t["lengths"]:
        xs = [int(x) for x in t["lengths"]]
        fig, ax = plt.subplots(figsize=(6, 4))
        for key, label in (("prefill", "text prefill"), ("graft_disk", "graft from disk (hash-checked)"),
                           ("memory", "in-memory cache reuse"), ("llama_cpp", "llama.cpp state restore"),
                           ("llama_cpp_prefill", "llama.cpp prefill"),
                           ("floor", "floor (query + memcpy)")):
            ys = [t["lengths"][str(x)].get(key) for x in xs]
            if any(y is not None for y in ys):
                ax.plot([x for x, y in zip(xs, ys) if y is not None], [y for y in ys if y is not None], marker="o",
                        label=label)
        ax.set(xscale="log", yscale="log", xlabel="context tokens", ylabel="time to first token (s)",
               title="TTFT vs grafted context length")
        ax.set_xticks(xs, [str(x) for x in xs])
        ax.xaxis.set_minor_locator(matplotlib.ticker.NullLocator())
        ax.legend(fontsize=8)
        fig.tight_layout()
        fig.savefig(out / "ttft.png", dpi=120)
        plt.close(fig)
        written.append("ttft.png")
    w = scored.get("widen")
    if w and w["sizes"]:
        xs = [r["store_tokens"] for r in w["sizes"]]
        fig, axes = plt.subplots(1, 3, figsize=(12, 3.5))
        axes[0].plot(xs, [r["latency_median_s"] * 1000 for r in w["sizes"]], marker="o", label="answer")
        axes[0].plot(xs, [r["search_median_s"] * 1000 for r in w["sizes"]], marker="o", label="search")
        axes[0].set(xlabel="store tokens", ylabel="ms (median)", title="latency")
        axes[0].legend(fontsize=8)
        axes[1].plot(xs, [r["recall"] for r in w["sizes"]], marker="o")
        axes[1].set(xlabel="store tokens", ylabel="recall@1", ylim=(0, 1.05), title="recall")
        axes[2].plot(xs, [r["rss_mb"] for r in w["sizes"]], marker="o")
        axes[2].set(xlabel="store tokens", ylabel="RSS MB", title="resident memory", ylim=(0, None))
        if w["window"]:
            for ax in axes:
                ax.axvline(w["window"], color="grey", ls=":", lw=1)
        fig.tight_layout()
        fig.savefig(out / "widen.png", dpi=120)
        plt.close(fig)
        written.append("widen.png")
    return written


def environment() -> dict:
    import sys

    env = {"python": sys.version.split()[0], "platform": platform.platform(), "machine": platform.machine()}
    try:
        import torch
        import transformers

        env.update(torch=torch.__version__, transformers=transformers.__version__, threads=torch.get_num_threads())
    except ImportError:
        pass
    try:
        import os

        env["cpus"] = os.cpu_count()
    except Exception:  # pragma: no cover
        pass
    return env


def write_results(out: Path, scored: dict, config: dict) -> dict:
    """results.json + REPORT.md + plots in ``out``; returns what results.json holds."""
    out.mkdir(parents=True, exist_ok=True)
    files = plots(scored, out)
    results = {"config": config, "environment": environment(), "suites": scored, "plots": files,
               "ledger": "ledger.jsonl"}
    (out / "results.json").write_text(json.dumps(results, indent=2, default=str))
    md = markdown(scored) + "\n" + "".join(f"![{f}]({f})\n" for f in files)
    ledger = config.get("scored_from") or out / "ledger.jsonl"
    md += f"\nEvery number above is `kvmemory score {ledger}` (no torch needed).\n"
    (out / "REPORT.md").write_text(md)
    return results
