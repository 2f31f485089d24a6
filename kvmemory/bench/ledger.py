"""The benchmark ledger: one JSON line per item, and :func:`score`, which recomputes every reported
number from those lines alone.

This module imports neither torch nor numpy, so anyone can check a results folder with nothing but
Python: ``kvmemory score results/recurring/ledger.jsonl``.

A line (all suites)::

    v                 ledger format version: 2 decodes one-token steps with the batch-invariant linear kernel
                      (:mod:`kvmemory.batchdecode`) where it builds; 1 (older ledgers) with PyTorch's ``linear``
    suite, item, arm  which benchmark, which item, which way it was run (base/graft/text/...)
    model             the model spec to rerun it with (``tiny:llama``, a path, or the default)
    model_fingerprint SHA-256 of weights, config, tokenizer and dtype
    input_sha256      SHA-256 of the JSON list of input (query) token ids
    artifacts         SHA-256 of each grafted artifact, in graft order
    entries           what rebuilds each artifact: problem, solution, answer (replay re-deposits them)
    generated_ids     the generated token ids (a list of lists when there were several attempts)
    logits_sha256     {name: SHA-256 of float32 logits} where the suite compares logits
    answer, gold, score   extracted answer, gold answer, 1/0 (null when not scored)
    replay            what else the rerun needs (query text, mode, k, seeds, budget)
    metrics           timings (wall and CPU seconds), sizes, KL, RSS: measured, not replayable

Every summary number in ``results.json`` is ``score(lines)``: the suites write lines, then score them.
"""

from __future__ import annotations

import hashlib
import json
import math
import statistics
from pathlib import Path

__all__ = ["LEDGER_VERSION", "Ledger", "read_ledger", "sha256_ids", "sha256_text", "wilson", "mcnemar", "score",
           "register", "TARGETS"]

LEDGER_VERSION = 2


def sha256_ids(ids) -> str:
    """SHA-256 of a list of token ids, as compact JSON (the convention of :class:`kvmemory.Answer`)."""
    return hashlib.sha256(json.dumps([int(i) for i in ids]).encode()).hexdigest()


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


class Ledger:
    """Append-only JSONL writer; each line is flushed as soon as it is written."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._f = open(self.path, "a", encoding="utf-8")
        self.lines: list[dict] = []

    def write(self, **line) -> dict:
        line = {"v": LEDGER_VERSION, **line}
        self._f.write(json.dumps(line, sort_keys=True) + "\n")
        self._f.flush()
        self.lines.append(line)
        return line

    def close(self) -> None:
        self._f.close()

    def __enter__(self) -> "Ledger":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def read_ledger(path: str | Path) -> list[dict]:
    """All lines of a ledger file (blank lines skipped)."""
    out = []
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            if raw.strip():
                try:
                    out.append(json.loads(raw))
                except json.JSONDecodeError as exc:
                    raise ValueError(f"{path}:{n}: not a JSON line ({exc.msg}); the ledger is damaged") from exc
    return out


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 0.0)
    p = successes / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def mcnemar(a: dict, b: dict) -> dict:
    """Two arms' verdicts on the same items (``{item: right}``) compared pair by pair: ``n`` items both answered,
    ``a`` and ``b`` right, ``a_only`` and ``b_only`` (the discordant pairs) and ``p``, the exact two-sided McNemar
    p-value (a binomial test of the discordant pairs at one half)."""
    items = sorted(set(a) & set(b))
    a_only = sum(bool(a[i]) and not b[i] for i in items)
    b_only = sum(bool(b[i]) and not a[i] for i in items)
    d = a_only + b_only
    p = min(1.0, 2 * sum(math.comb(d, j) for j in range(min(a_only, b_only) + 1)) / 2 ** d) if d else 1.0
    return {"n": len(items), "a": sum(bool(a[i]) for i in items), "b": sum(bool(b[i]) for i in items),
            "a_only": a_only, "b_only": b_only, "p": p}


def _median(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def _tokens(generated) -> int:
    if not generated:
        return 0
    if isinstance(generated[0], list):
        return sum(len(g) for g in generated)
    return len(generated)


def _group(lines, *keys):
    out: dict = {}
    for line in lines:
        out.setdefault(tuple(line.get(k) for k in keys) if len(keys) > 1 else line.get(keys[0]), []).append(line)
    return out


# -- per-suite scoring -------------------------------------------------------------------------------
def _score_exact(lines) -> dict:
    models = {}
    for model, items in _group(lines, "model").items():
        n = len(items)
        graft_eq = sum(i["logits_sha256"]["graft"] == i["logits_sha256"]["fresh"] for i in items)
        rows = {"graft": {"sha_equal": graft_eq}}
        measured = {row: [i for i in items if i["metrics"][row].get("applicable", True)] for row in ("shifted", "one_shot")}
        for row in ("shifted", "one_shot"):
            # check_sample reports only the equality flag for these rows (both are expected to differ); a model
            # without rotate-half RoPE has no shifted row ({"applicable": false, "reason": ...})
            rows[row] = {"sha_equal": sum(bool(i["metrics"][row]["sha_equal"]) for i in measured[row])}
            if not measured[row]:
                rows[row].update(applicable=False, reason=items[0]["metrics"][row].get("reason", ""))
        if all("prefix" in i["logits_sha256"] for i in items):  # ledgers from before the prefix row lack it
            rows["prefix"] = {"sha_equal": sum(i["logits_sha256"]["prefix"] == i["logits_sha256"]["prefix_fresh"]
                                               for i in items)}
        for row in rows:
            its = measured.get(row, items)
            rows[row]["samples"] = len(its)
            rows[row]["max_kl"] = max((i["metrics"][row]["kl"] for i in its), default=0.0)
            rows[row]["argmax_agreement"] = sum(i["metrics"][row]["argmax_equal"] for i in its) / max(len(its), 1)
            rows[row]["max_abs_diff"] = max((i["metrics"][row]["max_abs_diff"] for i in its), default=0.0)
        models[model] = {
            "model_fingerprint": items[0]["model_fingerprint"],
            "arch": items[0]["metrics"].get("arch"),
            "samples": n,
            "kv_bytes_equal": sum(i["metrics"]["kv_bytes_equal"] for i in items),
            "cross_process": all(i["metrics"].get("writer_pid") != i["metrics"].get("reader_pid") for i in items),
            "rows": rows,
        }
    return {"models": models}


def _score_recurring(lines) -> dict:
    arms = _group(lines, "arm")
    base, graft = arms.get("base", []), arms.get("graft", [])
    failed = [b for b in base if not b["score"]]
    failed_items = {b["item"] for b in failed}
    graft_on_failed = [g for g in graft if g["item"] in failed_items]

    def arm(items):
        n = len(items)
        correct = sum(bool(i["score"]) for i in items)
        toks = sum(_tokens(i["generated_ids"]) for i in items)
        return {"n": n, "correct": correct, "accuracy": correct / n if n else 0.0, "ci95": wilson(correct, n),
                "decode_tokens": toks, "decode_tokens_per_item": toks / n if n else 0.0,
                "max_decode_tokens": max((_tokens(i["generated_ids"]) for i in items), default=0),
                "wall_s": sum(i["metrics"]["wall_s"] for i in items),
                "cpu_s": sum(i["metrics"]["cpu_s"] for i in items),
                **({"fallback": sum(bool(i["metrics"]["fallback"]) for i in items)}  # ledgers that record it
                   if any("fallback" in i["metrics"] for i in items) else {})}

    b, g = arm(failed), arm(graft_on_failed)
    return {
        "attempted": len(base),
        "base_solved": len(base) - len(failed),
        "base_failed": len(failed),
        "budget": base[0]["replay"]["budget"] if base else None,
        "retries": base[0]["replay"]["retries"] if base else None,
        "base_on_failed": b,
        "graft_on_failed": g,
        "token_ratio": b["decode_tokens"] / max(g["decode_tokens"], 1),
        "wall_ratio": b["wall_s"] / g["wall_s"] if g["wall_s"] else None,
        "cpu_ratio": b["cpu_s"] / g["cpu_s"] if g["cpu_s"] else None,
        "cpu_note": "CPU seconds (time.process_time) are an energy proxy, not a measured energy",
    }


def _score_transfer(lines) -> dict:
    arms = {}
    for name, items in _group(lines, "arm").items():
        n = len(items)
        correct = sum(bool(i["score"]) for i in items)
        ttft = [i["metrics"]["ttft_s"] for i in items]
        arms[name] = {"n": n, "correct": correct, "accuracy": correct / n if n else 0.0, "ci95": wilson(correct, n),
                      "ttft_median_s": _median(ttft), "ttft_mean_s": sum(ttft) / n if n else None,
                      "prompt_tokens_mean": sum(i["metrics"]["prompt_tokens"] for i in items) / n if n else 0,
                      "grafted_tokens_mean": sum(i["metrics"]["grafted_tokens"] for i in items) / n if n else 0,
                      "decode_tokens": sum(_tokens(i["generated_ids"]) for i in items)}
    library = next((i["metrics"].get("library_size") for i in lines if i["metrics"].get("library_size")), None)
    right = {name: {i["item"]: bool(i["score"]) for i in items} for name, items in _group(lines, "arm").items()}
    pairs = (("graft", "cold"), ("graft", "text"), ("own", "cold"), ("own", "own-text"), ("own", "graft"))
    paired = {f"{a}_vs_{b}": mcnemar(right[a], right[b]) for a, b in pairs if a in right and b in right}
    own = [i["metrics"]["library_size"] for i in lines if i["arm"] == "own"]
    return {"library_size": library, "k": lines[0]["replay"].get("k") if lines else None,
            "template": lines[0]["replay"].get("template", "gsm-qa-v1") if lines else None, "arms": arms,
            "paired": paired, **({"own_library_size": [min(own), max(own)]} if own else {})}


def _score_recurring_ttft(lines) -> dict | None:
    """The recurring rows of ``ttft``: medians over problems of each arm's median, and the ratios."""
    by_arm: dict = {}
    for line in lines:
        by_arm.setdefault(line["arm"].removeprefix("recurring_"), []).append(line)
    if "recap" not in by_arm:
        return None
    med = {arm: _median([_median(x["metrics"]["ttft_s"]) for x in xs]) for arm, xs in by_arm.items()}
    recap = by_arm["recap"]
    floor = _median([_median(x["metrics"]["floor_s"]) for x in recap])
    out = {"problems": len(recap), "recap_s": med["recap"], "query_s": med.get("query"), "prefill_s": med.get("prefill"),
           "floor_s": floor, "one_token_s": _median([_median(x["metrics"]["one_token_s"]) for x in recap]),
           "artifact_bytes": _median([x["metrics"]["artifact_bytes"] for x in recap]),
           "sha256_gbps": _median([x["metrics"]["sha256_gbps"] for x in recap]),
           "recap_equal_fresh": sum(bool(x["metrics"].get("recap_sha256_equal_fresh")) for x in recap)}
    out["recap_over_floor"] = out["recap_s"] / floor if floor else None
    out["query_over_recap"] = out["query_s"] / out["recap_s"] if out["query_s"] else None
    out["prefill_over_recap"] = out["prefill_s"] / out["recap_s"] if out["prefill_s"] else None
    return out


def _score_ttft(lines) -> dict:
    rows = {}
    by_len: dict = {}
    recurring = [line for line in lines if line["metrics"].get("recurring")]
    for line in lines:
        m = line["metrics"]
        if m.get("recurring"):
            continue
        by_len.setdefault(m["context_tokens"], {})[line["arm"]] = line
    for length in sorted(by_len):
        arms = by_len[length]
        row = {name: _median(a["metrics"]["ttft_s"]) for name, a in arms.items()}
        row["floor"] = _median(arms["graft_disk"]["metrics"]["floor_s"]) if "graft_disk" in arms else None
        row["artifact_bytes"] = arms["graft_disk"]["metrics"]["artifact_bytes"] if "graft_disk" in arms else None
        row["memcpy_gbps"] = arms["graft_disk"]["metrics"].get("memcpy_gbps") if "graft_disk" in arms else None
        row["breakdown"] = arms["graft_disk"]["metrics"].get("breakdown") if "graft_disk" in arms else None
        gm = arms["graft_disk"]["metrics"] if "graft_disk" in arms else {}
        if "address_gbps" in gm or "graft_host" in arms:  # ledgers from 2026-12-05 on (older ones score as before)
            row["floor_query"] = _median(gm["floor_query_s"]) if gm.get("floor_query_s") else None
            for key in ("address_gbps_1", "address_gbps", "verified_read_gbps", "hash_threads"):
                row[key] = gm.get(key)
            if gm.get("address_gbps_1") and gm.get("address_gbps"):
                row["address_speedup"] = gm["address_gbps"] / gm["address_gbps_1"]
        if row.get("graft_host") and row.get("floor_query"):
            row["host_over_floor_query"] = row["graft_host"] / row["floor_query"]
            row["prefill_over_host"] = row["prefill"] / row["graft_host"] if row.get("prefill") else None
        if row.get("graft_device") and row.get("floor_query"):
            row["device_over_floor_query"] = row["graft_device"] / row["floor_query"]
            row["prefill_over_device"] = row["prefill"] / row["graft_device"] if row.get("prefill") else None
        ref = arms.get("prefill", {}).get("logits_sha256", {}).get("first")
        row["logits_equal"] = {n: a.get("logits_sha256", {}).get("first") == ref for n, a in arms.items()
                               if a.get("logits_sha256", {}).get("first") and n != "prefill"}
        if row.get("graft_disk"):
            row["prefill_over_graft"] = row["prefill"] / row["graft_disk"] if row.get("prefill") else None
            row["graft_over_floor"] = row["graft_disk"] / row["floor"] if row["floor"] else None
            row["prefill_over_floor"] = row["prefill"] / row["floor"] if row.get("prefill") and row["floor"] else None
            row["serial_over_graft"] = row["graft_serial"] / row["graft_disk"] if row.get("graft_serial") else None
            for key in ("read_gbps", "sha256_gbps"):
                row[key] = arms["graft_disk"]["metrics"].get(key)
            if row.get("llama_cpp"):
                row["llama_cpp_over_graft"] = row["llama_cpp"] / row["graft_disk"]
        rows[str(length)] = row
    notes = sorted({line["metrics"].get("llama_cpp_note") for line in lines if line["metrics"].get("llama_cpp_note")})
    return {"lengths": rows, "notes": notes, "recurring": _score_recurring_ttft(recurring)}


def _score_widen(lines) -> dict:
    sizes = {}
    for line in lines:
        m = line["metrics"]
        s = sizes.setdefault(m["store_entries"], {"store_entries": m["store_entries"], "store_tokens": m["store_tokens"],
                                                  "latency": [], "search": [], "hits": 0, "n": 0, "rss_mb": []})
        s["build_tokens_per_s"] = m.get("build_tokens_per_s")
        s["latency"].append(m["latency_s"])
        s["search"].append(m.get("search_s"))
        s["rss_mb"].append(m["rss_mb"])
        s["recall_hits"] = s.get("recall_hits", 0) + int(bool(m.get("retrieved")))
        s["hits"] += int(bool(line["score"]))
        s["n"] += 1
    rows = []
    for n in sorted(sizes):
        s = sizes[n]
        rows.append({"store_entries": n, "store_tokens": s["store_tokens"], "queries": s["n"],
                     "latency_median_s": _median(s["latency"]), "search_median_s": _median(s["search"]),
                     "recall": s["recall_hits"] / s["n"], "accuracy": s["hits"] / s["n"],
                     "rss_mb": max(s["rss_mb"]), "build_tokens_per_s": s.get("build_tokens_per_s")})
    window = next((line["metrics"].get("window") for line in lines), None)
    return {"window": window, "sizes": rows}


_SCORERS: dict = {}   # suite -> (score_lines(lines) -> summary, targets(summary, t) or None)


def register(suite: str, score_lines, targets=None) -> None:
    """Score ``suite``'s lines with ``score_lines(lines) -> summary`` and judge its targets with
    ``targets(summary, t)``, which calls ``t(name, met, measured)`` once per target. The suites kept
    in their own modules register from :mod:`kvmemory.bench` (the package), so this module imports
    no suite, and scoring stays free of torch and numpy as long as the scorers are."""
    _SCORERS[suite] = (score_lines, targets)


TARGETS = {
    "exact": "50/50 SHA-256-equal own-position graft on every model",
    "recurring": ">= 29/30 right on dev problems the base model fails, <= 8 decode tokens each",
    "transfer": "graft top-k at least as accurate as the same entries as text, and above base",
    "ttft": "recurring TTFT <= 1.2x (verified read at SHA-256 speed + one single-token forward); graft <= 1.15x floor "
            "(query forward + max(read, hash)) at 2,048 and 8,192; graft < llama.cpp",
    "decode": "decode ms/token after an 8,192-token graft <= 1.2x (ms/token with 256 cached + one read of the "
              "8,192-token KV at measured memory bandwidth)",
    "widen": "store >= 1,000,000 tokens (>= 122x window); latency at the largest store <= 1.2x the smallest; "
             "RSS growth <= 5%; recall@1 100%",
    "prefix": "second call with a 1,000-token system prompt: logits SHA-256 equal to fresh; faster than prefill",
    "any-task": "code-v1 and chat-v1 (in a conversation) >= 29/30 asked again from a new process; gsm-qa-v1 >= 29/30 "
                "in <= 8 decode tokens; time to first chunk ~ time to first token",
    "same-problem": "0 false hits over all changed-problem sets; reworded repeats recognised >= 90%",
    "serve": ">= 300 mixed requests at concurrency 16: 0 5xx, 0 lost or duplicated deposits, recurring p99 under cold "
             "load <= 2x unloaded, every answer SHA-256-equal (tokens, logits) to it served alone",
}


def _targets_exact(s: dict, t) -> None:
    for model, m in s["models"].items():
        g = m["rows"]["graft"]
        note = "" if g["samples"] >= 50 else " (the target counts 50 samples: run --samples 50)"
        t(f"{model}: own-position graft SHA-256 equal on every sample", g["sha_equal"] == g["samples"],
          f"{g['sha_equal']}/{g['samples']}{note}")
        p = m["rows"].get("prefix")
        if p:
            t(f"{model}: prompt prefix + entries on it SHA-256 equal on every sample", p["sha_equal"] == p["samples"],
              f"{p['sha_equal']}/{p['samples']}")


def _targets_recurring(s: dict, t) -> None:
    g = s["graft_on_failed"]
    scaled = g["correct"] * 30 / g["n"] if g["n"] else 0
    note = "" if g["n"] >= 30 else " (the target counts 30 failed problems: run --failed 30)"
    t("accuracy after graft >= 29/30 (scaled)", g["n"] and scaled >= 29 - 1e-9, f"{g['correct']}/{g['n']}{note}")
    t("<= 8 decode tokens each", g["n"] and g["max_decode_tokens"] <= 8, f"max {g['max_decode_tokens']}")


def _targets_transfer(s: dict, t) -> None:
    a = s["arms"]
    if {"graft", "text", "cold"} <= set(a):
        t("graft >= text", a["graft"]["correct"] >= a["text"]["correct"],
          f"{a['graft']['correct']} vs {a['text']['correct']} of {a['graft']['n']}")
        t("graft > base", a["graft"]["correct"] > a["cold"]["correct"],
          f"{a['graft']['correct']} vs {a['cold']['correct']} of {a['graft']['n']}")


def _targets_ttft(s: dict, t) -> None:
    r = s.get("recurring")
    if r and r.get("recap_over_floor"):
        t("recurring TTFT <= 1.2x (verified read + one single-token forward)", r["recap_over_floor"] <= 1.2,
          f"{r['recap_over_floor']:.2f}x ({r['recap_s'] * 1e3:.1f} ms; today's path {r['query_over_recap']:.1f}x "
          f"slower, prefill {r['prefill_over_recap']:.1f}x)")
        t("recurring: stored recap logits SHA-256 equal to the entry's forward recomputed",
          r["recap_equal_fresh"] == r["problems"], f"{r['recap_equal_fresh']}/{r['problems']}")
    for length, row in s["lengths"].items():
        if row.get("graft_over_floor") and int(length) in (2048, 8192):
            pg, pf = row.get("prefill_over_graft"), row.get("prefill_over_floor")
            t(f"graft <= 1.15x floor at {length}", row["graft_over_floor"] <= 1.15,
              f"{row['graft_over_floor']:.2f}x (prefill/graft {pg:.1f}x, prefill/floor {pf:.1f}x)" if pg and pf
              else f"{row['graft_over_floor']:.2f}x")
        if row.get("llama_cpp_over_graft"):
            t(f"graft faster than llama.cpp at {length}", row["llama_cpp_over_graft"] > 1,
              f"{row['llama_cpp_over_graft']:.2f}x")
        if row.get("host_over_floor_query") and int(length) in (2048, 8192):
            t(f"graft from the host tier <= 1.05x the query forward alone at {length}",
              row["host_over_floor_query"] <= 1.05, f"{row['host_over_floor_query']:.2f}x "
              f"(prefill/host {row['prefill_over_host']:.1f}x)" if row.get("prefill_over_host")
              else f"{row['host_over_floor_query']:.2f}x")
        if row.get("device_over_floor_query") and int(length) in (2048, 8192):
            t(f"graft from the device tier <= 1.05x the query forward alone at {length}",
              row["device_over_floor_query"] <= 1.05, f"{row['device_over_floor_query']:.2f}x "
              f"(prefill/device {row['prefill_over_device']:.1f}x)" if row.get("prefill_over_device")
              else f"{row['device_over_floor_query']:.2f}x")
        if row.get("address_speedup") and (row.get("hash_threads") or 1) >= 2 and int(length) in (2048, 8192):
            t(f"verified hash on {row['hash_threads']} threads >= 1.8x one thread at {length}",
              row["address_speedup"] >= 1.8, f"{row['address_speedup']:.2f}x ({row['address_gbps_1']:.2f} -> "
              f"{row['address_gbps']:.2f} GB/s; file read {row.get('read_gbps') or 0:.2f}, verified read "
              f"{row.get('verified_read_gbps') or 0:.2f} GB/s)")


def _targets_widen(s: dict, t) -> None:
    if not s["sizes"]:
        return
    lo, hi = s["sizes"][0], s["sizes"][-1]
    t("store >= 1,000,000 tokens", hi["store_tokens"] >= 1_000_000,
      f"{hi['store_tokens']:,} tokens" + (f" = {hi['store_tokens'] / s['window']:.1f}x window" if s["window"] else ""))
    t("latency at largest <= 1.2x smallest", hi["latency_median_s"] <= 1.2 * lo["latency_median_s"],
      f"{hi['latency_median_s'] / lo['latency_median_s']:.2f}x")
    t("resident memory growth <= 5%", hi["rss_mb"] <= lo["rss_mb"] * 1.05,
      f"{lo['rss_mb']:.0f} -> {hi['rss_mb']:.0f} MB")
    t("recall@1 100% at every size", all(r["recall"] == 1.0 for r in s["sizes"]),
      ", ".join(f"{r['recall']:.0%}" for r in s["sizes"]))


for _suite, _score, _judge in (("exact", _score_exact, _targets_exact),
                               ("recurring", _score_recurring, _targets_recurring),
                               ("transfer", _score_transfer, _targets_transfer),
                               ("ttft", _score_ttft, _targets_ttft),
                               ("widen", _score_widen, _targets_widen)):
    register(_suite, _score, _judge)


def _targets(suite: str, s: dict) -> list[dict]:
    """Each target: met or not, and the measured figure it was judged on."""
    out = []

    def t(name, met, measured):
        out.append({"target": name, "met": bool(met), "measured": measured})

    judge = _SCORERS[suite][1]
    if judge is not None:
        judge(s, t)
    return out


def score(lines: list[dict]) -> dict:
    """Every reported number, recomputed from ledger lines: ``{suite: summary}`` (with ``targets``)."""
    out = {}
    for suite, items in _group(lines, "suite").items():
        if suite not in _SCORERS:
            raise ValueError(f"ledger has lines of unknown suite {suite!r}")
        s = _SCORERS[suite][0](items)
        s["items"] = len(items)
        s["targets"] = _targets(suite, s)
        out[suite] = s
    return out
