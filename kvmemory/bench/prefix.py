"""Suite ``prefix``: a long system prompt computed once, stored as a prefix artifact, grafted later.

The prompt is a system instruction followed by a few-shot block of GSM8K train problems with their
reference solutions, cut to ``tokens`` tokens (default 1,000); the query is a dev problem. Arms, each
timed to the first token's logits (median of ``reps``; every rep of ``first`` uses a new library):

* ``first``    the first call: the prefix is not stored yet: one forward over it, its artifact written
               (fsync, rename) and recorded, then the query forward on the cached prefix;
* ``second``   a later call (a new :class:`~kvmemory.prefix.PrefixStore` on that library): read the
               prefix artifact, SHA-256 check before parsing, graft it, forward the query;
* ``prefill``  plain prefill of the same prompt: one forward over prompt + query (what a call costs
               without prefix memory; a different matmul shape, so its logits are not byte-equal);
* ``split``    the same chunking computed fresh (prefix forward, then query forward), without the graft
               code (:func:`kvmemory.exact.fresh_prefix_logits`): the exactness reference.

The logits of ``first`` and ``second`` must be SHA-256 equal to ``split``'s (recorded in the ledger).
"""

from __future__ import annotations

import time
from pathlib import Path

from .common import load_rows

DEFAULT_TOKENS = 1000
SYSTEM = ("You are a careful math tutor. Solve each grade-school word problem step by step: restate what "
          "is known, write every calculation, check the result, and end with 'The answer is N.' where N is "
          "the final number. Here are worked examples of verified solutions.\n\n")


def prompt_ids(tokenizer, tokens: int) -> list[int]:
    """The system prompt + few-shot block, as token ids cut to ``tokens`` (deterministic)."""
    text, ids, n = SYSTEM, [], 0
    while len(ids) < tokens:
        rows = load_rows("train", 16, offset=n)
        if not rows:
            raise ValueError("not enough training text for this prompt length")
        n += 16
        text += "".join(f"Q: {r['question']}\nA: {r['answer']}\n\n" for r in rows)
        ids = list(tokenizer(text, add_special_tokens=True)["input_ids"])
    return ids[:tokens]


def query_ids(tokenizer) -> list[int]:
    q = load_rows("dev", 1)[0]["question"]
    return list(tokenizer(f"Q: {q}\nA:", add_special_tokens=False)["input_ids"])


def _new_cache(model):
    from transformers import DynamicCache

    return DynamicCache(config=model.config)


def _store(root: Path):
    from ..prefix import PrefixStore
    from ..store import Store

    return PrefixStore(Store(root))


def first_call(model, fp: str, p: list[int], q: list[int], root: Path):
    """The first call: compute and store the prefix, then the query on it. Returns (logits, prefix)."""
    from ..graft import layout

    ps = _store(root)
    try:
        prefix, kv = ps.get_or_compute(model, fp, p)
        logits, _, _ = layout(model, [], q, prefix=kv)
    finally:
        ps.store.close()
    return logits, prefix


def second_call(model, fp: str, p: list[int], q: list[int], root: Path):
    """A later call: find the stored prefix, read it verified, graft it, the query on it."""
    from ..graft import layout

    ps = _store(root)
    try:
        prefix = ps.find(fp, p)
        if prefix is None:
            raise RuntimeError("the prefix the first call stored is not there")
        logits, _, _ = layout(model, [], q, prefix=ps.load(prefix, fingerprint=fp))
    finally:
        ps.store.close()
    return logits


def plain_prefill(model, p: list[int], q: list[int]):
    from ..graft import forward

    return forward(model, _new_cache(model), p + q, 0)


def run(out: Path, ledger, *, model: str | None, tokens: int = DEFAULT_TOKENS, reps: int = 3, **_) -> None:
    import shutil

    import torch

    from ..exact import fresh_prefix_logits, logits_sha256
    from ..models import fingerprint
    from .common import load_lm, progress
    from .ledger import sha256_ids

    spec = model or "default"
    lm, tok = load_lm(model)
    fp = fingerprint(lm, tok)
    p, q = prompt_ids(tok, tokens), query_ids(tok)
    window = int(getattr(lm.config, "max_position_embeddings", 0) or 1 << 30)
    if len(p) + len(q) > window:
        raise ValueError(f"a {len(p)}-token prompt and the {len(q)}-token query exceed the {window}-token window")
    work = out / "prefix-libraries"
    shutil.rmtree(work, ignore_errors=True)
    for _ in range(2):  # warm-up: first-call allocations and kernel selection are not measured
        plain_prefill(lm, p, q)
    times: dict = {k: [] for k in ("first", "second", "prefill", "split")}
    shas: dict = {}
    nbytes, prefix_sha = 0, ""
    for r in progress(range(reps), "prefix"):
        root = work / f"lib{r}"
        t = time.perf_counter()
        logits, prefix = first_call(lm, fp, p, q, root)
        times["first"].append(time.perf_counter() - t)
        shas["first"], prefix_sha, nbytes = logits_sha256(logits), prefix.sha256, prefix.path.stat().st_size
        t = time.perf_counter()
        logits = second_call(lm, fp, p, q, root)
        times["second"].append(time.perf_counter() - t)
        shas["second"] = logits_sha256(logits)
        t = time.perf_counter()
        logits = plain_prefill(lm, p, q)
        times["prefill"].append(time.perf_counter() - t)
        shas["prefill"] = logits_sha256(logits)
        t = time.perf_counter()
        logits, _ = fresh_prefix_logits(lm, p, [], q)
        times["split"].append(time.perf_counter() - t)
        shas["split"] = logits_sha256(logits)
        first_token = int(logits.argmax())
    shutil.rmtree(work, ignore_errors=True)
    for arm in ("first", "second", "prefill", "split"):
        ledger.write(suite="prefix", item=f"{len(p)}/{arm}", arm=arm, model=spec, model_fingerprint=fp,
                     input_sha256=sha256_ids(p + q), artifacts=[prefix_sha] if arm in ("first", "second") else [],
                     entries=[], generated_ids=[first_token], logits_sha256={"first": shas[arm]},
                     answer=None, gold=None, score=None, replay={"prefix_tokens": len(p), "query_ids": q},
                     metrics={"prefix_tokens": len(p), "query_tokens": len(q), "ttft_s": times[arm],
                              "artifact_bytes": nbytes, "threads": torch.get_num_threads()})


# -- scoring and the report (torch-free: used by kvmemory.bench.ledger and .report) -------------------
def score_lines(lines: list[dict]) -> dict:
    """Median TTFT per arm, the ratios, and which arms' logits are SHA-256 equal to ``split``'s."""
    import statistics

    arms = {line["arm"]: line for line in lines}
    ttft = {a: statistics.median(line["metrics"]["ttft_s"]) for a, line in arms.items() if line["metrics"]["ttft_s"]}
    ref = arms.get("split", {}).get("logits_sha256", {}).get("first")
    equal = {a: line.get("logits_sha256", {}).get("first") == ref for a, line in arms.items() if a != "split"}
    some = next(iter(arms.values()), {"metrics": {}})["metrics"]

    def ratio(a, b):
        return ttft[a] / ttft[b] if ttft.get(a) and ttft.get(b) else None

    return {"prefix_tokens": some.get("prefix_tokens"), "query_tokens": some.get("query_tokens"),
            "artifact_bytes": some.get("artifact_bytes"), "reps": len(some.get("ttft_s", [])),
            "ttft_median_s": ttft, "first_over_second": ratio("first", "second"),
            "prefill_over_second": ratio("prefill", "second"), "logits_equal_to_split": equal}


def targets(s: dict, t) -> None:
    """The suite's targets, reported through ``t(name, met, measured)``."""
    eq = s["logits_equal_to_split"]
    if "second" in eq:
        t("second call's logits SHA-256 equal to the same chunking computed fresh",
          eq["second"] and eq.get("first", False),
          f"second: {'equal' if eq['second'] else 'DIFFERENT'}, first: {'equal' if eq.get('first') else 'DIFFERENT'}")
    if s["prefill_over_second"]:
        t("second call faster than plain prefill of the same prompt", s["prefill_over_second"] > 1,
          f"{s['prefill_over_second']:.1f}x")


def markdown_lines(s: dict) -> list[str]:
    def ms(x):
        return "—" if x is None else f"{x * 1000:.1f}"

    m = s["ttft_median_s"]
    eq = s["logits_equal_to_split"]
    mb = (s["artifact_bytes"] or 0) / 1e6
    out = [f"System prompt of {s['prefix_tokens']} tokens (artifact {mb:.1f} MB), query of {s['query_tokens']} "
           f"tokens; median of {s['reps']}.", "",
           "| arm | time to first token ms | logits SHA-256 equal to fresh (same chunking) |", "|---|---|---|"]
    labels = {"first": "first call (compute + store prefix)", "second": "second call (graft stored prefix)",
              "prefill": "plain prefill of the same prompt", "split": "fresh, same chunking (reference)"}
    for arm, label in labels.items():
        if arm in m:
            e = "reference" if arm == "split" else ("yes" if eq.get(arm) else "no (one forward: other matmul shape)"
                                                    if arm == "prefill" else "NO")
            out.append(f"| {label} | {ms(m[arm])} | {e} |")
    fs, ps = s["first_over_second"], s["prefill_over_second"]
    out += ["", f"first / second: **{fs:.1f}x**; plain prefill / second: **{ps:.1f}x**." if fs and ps else ""]
    return out
