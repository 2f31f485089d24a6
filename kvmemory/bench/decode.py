"""Suite ``decode``: milliseconds per decoded token after a graft, against grafted length.

For each length L a context of L tokens (as in ``ttft``) is grafted with the query on top, then
``--decode-tokens`` tokens are decoded greedily, the arms taking turns token by token. Arms:

* ``reserved`` what ``KVMemory.answer`` does: the cache is :class:`kvmemory.kvcache.ReservedLayer`
  buffers with room for the decode, each token written in place;
* ``dynamic``  transformers' ``DynamicLayer``: every token concatenates (copies) the whole cache.
* ``sdpa``     the reserved cache decoded with transformers' own ``sdpa`` attention, which runs a single
  query token with ``enable_gqa=True`` (what kvmemory decoded with before :mod:`kvmemory.attention`);
  other float bits, so its logits are hashed apart.
* ``packed``   the reserved cache decoded with ``kvmemory-sdpa``: the query heads packed per key/value
  head, attention by PyTorch (what kvmemory decodes with where the kernel of
  :mod:`kvmemory.decodekernel` cannot be built); other float bits, hashed apart. Measured only when
  the model loaded on ``kvmemory-stream``.

* ``base``     the reference's decode after a 256-token graft, in the same loop.

``reserved`` and ``dynamic`` decode the same tokens from the same logits: the SHA-256 over every
step's logits is compared (recorded in the ledger). The target's reference is ``base`` plus one read
of the L-token KV at the memory bandwidth measured on the spot (a single-thread pass over a warm
buffer of that size).
"""

from __future__ import annotations

import hashlib
import time
from pathlib import Path

from ..attention import NAME as PACKED, STREAM
from .common import progress

DEFAULT_LENGTHS = (256, 2048, 8192)
#: The reference length: decode cost with this many cached tokens is the "weights pass" share.
BASE = 256


def read_gbps(nbytes: int) -> float:
    """Single-thread read bandwidth over a warm float32 buffer of ``nbytes`` (capped at 512 MB), best of 5."""
    import torch

    n = max(min(nbytes, 512 << 20), 1 << 20) // 4
    a = torch.ones(n, dtype=torch.float32)
    a.sum()
    best = float("inf")
    for _ in range(5):
        t = time.perf_counter()
        a.sum()
        best = min(best, time.perf_counter() - t)
    return n * 4 / best / 1e9


#: The attention an arm decodes with, where it is not the one kvmemory loaded the model with.
ATTENTION = {"sdpa": "sdpa", "packed": PACKED}
#: Arms whose attention differs from the product's: their logits are not compared with it.
_OTHER_BITS = ("base", *ATTENTION)


def _attend(model, name: str) -> None:
    if model.config._attn_implementation != name:
        model.set_attn_implementation(name)


def _lockstep(runs: list, steps: int, attn: list | None = None) -> list[tuple[list[float], str]]:
    """Decode every run of ``(model, cache, logits, position)`` one token at a time, taking turns, so
    each token of each run is timed under the same machine load as the others' (a shared machine's
    load drifts within minutes). ``attn``: per run, the attention it decodes with (see
    :data:`ATTENTION`; switched outside the timed forward). Per run: per-token seconds and the SHA-256
    over its steps' logits."""
    import torch

    from ..graft import forward

    home = {id(m): m.config._attn_implementation for m, *_ in runs}
    attn = attn or [None] * len(runs)
    state = [[m, c, lg, p, hashlib.sha256(), []] for m, c, lg, p in runs]
    for _ in range(steps):
        for st, name in zip(state, attn):
            model, cache, logits, pos, h, times = st
            tok = int(torch.argmax(logits))
            _attend(model, name or home[id(model)])
            t = time.perf_counter()
            logits = forward(model, cache, [tok], pos)
            times.append(time.perf_counter() - t)
            h.update(logits.detach().cpu().contiguous().view(torch.uint8).numpy().tobytes())
            st[2], st[3] = logits, pos + 1
    for model, *_ in runs:
        _attend(model, home[id(model)])
    return [(st[5], st[4].hexdigest()) for st in state]


def run(out: Path, ledger, *, model: str | None, lengths=DEFAULT_LENGTHS, tokens: int = 32, **_) -> None:
    import torch

    from ..artifact import KV
    from ..graft import layout, prefill
    from ..models import fingerprint
    from .common import load_lm
    from .ledger import sha256_ids
    from .ttft import context_ids, query_ids

    spec = model or "default"
    lm, tok = load_lm(model)
    fp = fingerprint(lm, tok)
    q = query_ids(tok)
    threads = torch.get_num_threads()

    def context(length):
        ctx = context_ids(tok, max(length - len(q), 16))
        return ctx, KV(prefill(lm, ctx)[1], ctx, 0, "", fp, "bench-decode-context")

    base_ctx, base_kv = context(BASE)
    for length in progress(sorted(set(lengths) | {BASE}), "decode"):
        ctx, kv = (base_ctx, base_kv) if length == BASE else context(length)
        bw = read_gbps(kv.nbytes)
        def arms():
            runs = {"reserved": layout(lm, [kv], q, reserve=len(q) + tokens),
                    "dynamic": layout(lm, [kv], q),
                    "sdpa": layout(lm, [kv], q, reserve=len(q) + tokens)}
            if lm.config._attn_implementation == STREAM:
                runs["packed"] = layout(lm, [kv], q, reserve=len(q) + tokens)
            runs["base"] = layout(lm, [base_kv], q, reserve=len(q) + tokens)  # the 256-token reference, in turn
            return runs

        def decode(runs, steps):
            return _lockstep([(lm, c, lg, p) for lg, c, p in runs.values()], steps,
                             [ATTENTION.get(arm) for arm in runs])

        decode(arms(), 2)  # warm-up, not recorded
        runs = arms()
        results = dict(zip(runs, decode(runs, tokens)))
        for arm, (times, digest) in results.items():
            ids = base_ctx + q if arm == "base" else ctx + q
            ledger.write(suite="decode", item=f"{length}/{arm}", arm=arm, model=spec, model_fingerprint=fp,
                         input_sha256=sha256_ids(ids), artifacts=[], entries=[], answer=None, gold=None,
                         score=None, generated_ids=[], logits_sha256={"decode": digest},
                         replay={"context_tokens": len(base_ctx if arm == "base" else ctx), "query_ids": q},
                         metrics={"context_tokens": length, "ms_per_token": [t * 1e3 for t in times],
                                  "kv_bytes": kv.nbytes, "read_gbps": bw, "threads": threads,
                                  "attention": ATTENTION.get(arm) or lm.config._attn_implementation})


def replay_item(line: dict, model, tok, fp: str) -> tuple[list[int], str]:
    """Recompute one ledger line: ``(context + query ids, SHA-256 over the decoded steps' logits)``."""
    from ..artifact import KV
    from ..graft import layout, prefill
    from .ttft import context_ids

    rp = line["replay"]
    ctx, q = context_ids(tok, rp["context_tokens"]), rp["query_ids"]
    kv = KV(prefill(model, ctx)[1], ctx, 0, "", fp, "bench-decode-context")
    steps = len(line["metrics"]["ms_per_token"])
    reserve = len(q) + steps if line["arm"] in ("reserved", "sdpa", "packed") else 0
    logits, cache, pos = layout(model, [kv], q, reserve=reserve)
    return ctx + q, _lockstep([(model, cache, logits, pos)], steps, [_recorded_attention(line)])[0][1]


def _recorded_attention(line: dict) -> str | None:
    return line["metrics"].get("attention") or ATTENTION.get(line["arm"])


def cannot_replay(line: dict) -> str | None:
    """Why this machine cannot recompute a decode line's logits (None: it can). A line decoded with
    ``kvmemory-stream`` needs the compiled kernel, whose bits are the same on any CPU but which a
    machine without a C compiler cannot build (``kvmemory.decodekernel.status()``)."""
    from ..decodekernel import load, status

    if _recorded_attention(line) == STREAM and load() is None:
        return f"decoded with {STREAM}, whose kernel is not available here: {status()}"
    return None


def _median(xs):
    xs = sorted(x for x in xs if x is not None)
    if not xs:
        return None
    mid = len(xs) // 2
    return xs[mid] if len(xs) % 2 else (xs[mid - 1] + xs[mid]) / 2


def score_lines(lines) -> dict:
    """Per length: median ms/token of each arm, equal logits, and the target's reference (torch-free).

    The reference is measured in the same loop as the length's other arms (``base``: the decode after
    a 256-token graft, token for token in turn with them) plus one read of the length's KV at the
    bandwidth measured beside it.
    """
    by_len: dict = {}
    for line in lines:
        by_len.setdefault(line["metrics"]["context_tokens"], {})[line["arm"]] = line
    rows = {}
    for length in sorted(by_len):
        arms = by_len[length]
        row = {arm: _median(a["metrics"]["ms_per_token"]) for arm, a in arms.items()}
        m = next(iter(arms.values()))["metrics"]
        row["kv_bytes"], row["read_gbps"] = m["kv_bytes"], m["read_gbps"]
        row["read_ms"] = m["kv_bytes"] / (m["read_gbps"] * 1e9) * 1e3
        graft_arms = [a for n, a in arms.items() if n not in _OTHER_BITS]
        row["logits_equal"] = len({a["logits_sha256"]["decode"] for a in graft_arms}) == 1
        if row.get("base") is not None:
            row["reference_ms"] = row["base"] + row["read_ms"]
            row["reserved_over_reference"] = row["reserved"] / row["reference_ms"] if row.get("reserved") else None
        if row.get("dynamic") and row.get("reserved"):
            row["dynamic_over_reserved"] = row["dynamic"] / row["reserved"]
        for other in ATTENTION:
            if row.get(other) and row.get("reserved"):
                row[f"{other}_over_reserved"] = row[other] / row["reserved"]
        rows[str(length)] = row
    return {"lengths": rows, "base": BASE}


def targets(s: dict, t) -> None:
    rows = s["lengths"]
    longest = max(rows, key=int) if rows else None
    for length, r in rows.items():
        t(f"decode after a {length}-token graft: logits SHA-256 equal, reserved and dynamic cache", r["logits_equal"],
          "equal" if r["logits_equal"] else "DIFFERENT")
    if longest and int(longest) >= 8192 and rows[longest].get("reserved_over_reference"):
        r = rows[longest]
        t(f"decode ms/token after a {longest}-token graft <= 1.2x ({s['base']}-token decode + one KV read)",
          r["reserved_over_reference"] <= 1.2,
          f"{r['reserved_over_reference']:.2f}x ({r['reserved']:.1f} vs {r['reference_ms']:.1f} ms; "
          f"copying cache {r.get('dynamic', 0):.1f} ms"
          + (f"; PyTorch's attention packed {r['packed']:.1f} ms" if r.get("packed") else "")
          + (f"; transformers' enable_gqa attention {r['sdpa']:.1f} ms" if r.get("sdpa") else "") + ")")


def markdown_lines(s: dict) -> list[str]:
    out = ["| grafted tokens | reserved (product) ms/token | dynamic (copying) ms/token | packed, PyTorch attention "
           "ms/token | enable_gqa (transformers' sdpa) ms/token | 256-token decode beside it ms | KV MB | KV read ms | "
           "reference ms | reserved/reference | logits equal |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for length, r in s["lengths"].items():
        ref = "—" if r.get("reference_ms") is None else f"{r['reference_ms']:.1f}"
        ratio = "—" if not r.get("reserved_over_reference") else f"{r['reserved_over_reference']:.2f}x"
        gqa = "—" if r.get("sdpa") is None else f"{r['sdpa']:.1f}"
        packed = "—" if r.get("packed") is None else f"{r['packed']:.1f}"
        out.append(f"| {length} | {r.get('reserved', 0):.1f} | {r.get('dynamic', 0):.1f} | {packed} | {gqa} | {r.get('base', 0):.1f} | "
                   f"{r['kv_bytes'] / 1e6:.0f} | {r['read_ms']:.1f} | {ref} | {ratio} | {'yes' if r['logits_equal'] else 'NO'} |")
    return out
