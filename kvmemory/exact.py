"""The exactness check behind ``kvmemory check-exact``.

For each sample (one or two stored entries and a query) it compares the query's logits computed
three ways against the same layout computed fresh with the model:

* ``graft``: the artifacts read from disk (hash-checked) and grafted at their own positions, against
  recomputing each entry's KV fresh with one forward at the same positions. Expected: SHA-256 equal.
* ``shifted``: keys re-rotated to other positions (RoPE shift), against computing the entries fresh at
  those positions. Expected: close, but not byte-equal.
* ``one_shot``: one forward over entry+query together, against the graft. Expected: close, not equal
  (a different matmul shape): it shows the contract is "same chunking", not "any chunking".
"""

from __future__ import annotations

import hashlib
import random

from .artifact import KV
from .graft import layout, prefill, shift_keys
from . import templates

__all__ = ["logits_sha256", "compare", "check_exact", "make_samples"]

SHIFT = 37  # positions the shifted row moves each window by


def logits_sha256(logits) -> str:
    """SHA-256 of float32 logits bytes."""
    return hashlib.sha256(logits.detach().float().contiguous().cpu().numpy().tobytes()).hexdigest()


def compare(reference, candidate) -> dict:
    """SHA-256 equality, KL(reference || candidate) and argmax agreement of two logit vectors."""
    import torch

    p = torch.log_softmax(reference.double(), -1)
    q = torch.log_softmax(candidate.double(), -1)
    kl = float(torch.sum(p.exp() * (p - q)))
    return {
        "sha_equal": logits_sha256(reference) == logits_sha256(candidate),
        "kl": max(kl, 0.0),
        "argmax_equal": int(reference.argmax()) == int(candidate.argmax()),
        "max_abs_diff": float((reference - candidate).abs().max()),
    }


def _tensor_sha(t) -> str:
    import torch

    return hashlib.sha256(t.detach().contiguous().cpu().reshape(-1).view(torch.uint8).numpy()).hexdigest()


def make_samples(entries: list, n: int, seed: int = 0) -> list[tuple[list, str]]:
    """``n`` (entries, query text) pairs: own recurring queries, other problems' queries, and pairs."""
    if not entries:
        raise ValueError("the library has no entries to check")
    rng = random.Random(seed)
    out = []
    for i in range(n):
        e = entries[i % len(entries)]
        other = entries[rng.randrange(len(entries))]
        if i % 3 == 0:
            out.append(([e], templates.recurring_query(e.problem)))
        elif i % 3 == 1 or len(entries) < 2:
            out.append(([e], templates.solve_query(other.problem)))
        else:
            second = entries[(i + 1 + rng.randrange(len(entries) - 1)) % len(entries)]
            out.append(([e, second], templates.solve_query(other.problem)))
    return out


def _fresh(mem, kvs: list[KV], start_offset: int = 0) -> list[KV]:
    fresh = []
    for kv in kvs:
        _, layers = prefill(mem.model, kv.token_ids, position_start=kv.position_start + start_offset)
        fresh.append(KV(layers, kv.token_ids, kv.position_start + start_offset, "", kv.model_fingerprint, kv.template))
    return fresh


def check_sample(mem, entries: list, query: str) -> dict:
    """All three comparisons for one sample. Artifacts are read from disk and hash-checked."""
    import torch

    model = mem.model
    disk = [mem.load(e) for e in entries]
    query_ids = mem._encode(query, first=False)

    graft_logits, _, _ = layout(model, disk, query_ids)
    fresh = _fresh(mem, disk)
    fresh_logits, _, _ = layout(model, fresh, query_ids)
    kv_equal = all(
        _tensor_sha(a) == _tensor_sha(b)
        for d, f in zip(disk, fresh)
        for pair_d, pair_f in zip(d.layers, f.layers)
        for a, b in zip(pair_d, pair_f)
    )

    shifted_logits, _, _ = layout(model, [shift_keys(model, kv, kv.position_start + SHIFT) for kv in disk], query_ids)
    shifted_fresh, _, _ = layout(model, _fresh(mem, disk, SHIFT), query_ids)

    first = disk[0]
    ids = torch.tensor([first.token_ids + query_ids])
    with torch.inference_mode():
        one_shot = model(input_ids=ids, use_cache=False, logits_to_keep=1).logits[0, -1].float()
    graft_one = graft_logits if len(disk) == 1 else layout(model, disk[:1], query_ids)[0]

    return {
        "entries": [e.id for e in entries],
        "artifacts": [e.sha256 for e in entries],
        "query_sha256": hashlib.sha256(str(query_ids).encode()).hexdigest(),
        "kv_bytes_equal": kv_equal,
        "graft": {**compare(fresh_logits, graft_logits), "logits_sha256": logits_sha256(graft_logits),
                  "fresh_sha256": logits_sha256(fresh_logits)},
        "shifted": {**compare(shifted_fresh, shifted_logits), "logits_sha256": logits_sha256(shifted_logits),
                    "fresh_sha256": logits_sha256(shifted_fresh)},
        "one_shot": {**compare(one_shot, graft_one), "logits_sha256": logits_sha256(graft_one),
                     "fresh_sha256": logits_sha256(one_shot)},
    }


def summarize(samples: list[dict]) -> dict:
    rows = {}
    n = len(samples)
    for row in ("graft", "shifted", "one_shot"):
        vals = [s[row] for s in samples]
        rows[row] = {
            "samples": n,
            "sha_equal": sum(v["sha_equal"] for v in vals),
            "max_kl": max((v["kl"] for v in vals), default=0.0),
            "argmax_agreement": (sum(v["argmax_equal"] for v in vals) / n) if n else 0.0,
            "max_abs_diff": max((v["max_abs_diff"] for v in vals), default=0.0),
        }
    return {"samples": n, "kv_bytes_equal": sum(s["kv_bytes_equal"] for s in samples), "rows": rows}


def check_exact(mem, samples: int = 50, seed: int = 0, progress=None) -> dict:
    """Run the check over ``samples`` samples drawn from ``mem``'s active entries."""
    entries = mem.entries()
    results = []
    pairs = make_samples(entries, samples, seed)
    for ents, query in (progress(pairs) if progress else pairs):
        results.append(check_sample(mem, ents, query))
    report = summarize(results)
    report["model_fingerprint"] = mem.fingerprint
    report["items"] = results
    return report
