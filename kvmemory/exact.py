"""The exactness check behind ``kvmemory check-exact``.

For each sample (one or two stored entries and a query) it compares the query's logits computed
three ways against the same layout computed fresh with the model:

* ``graft``: the artifacts read from disk (hash-checked) and grafted at their own positions, against
  recomputing each entry's KV fresh with one forward at the same positions. Expected: SHA-256 equal.
* ``shifted``: keys re-rotated to other positions (RoPE shift), against computing the entries fresh at
  those positions. Expected: close, but not byte-equal. Not applicable (``{"applicable": false,
  "reason": ...}``, no sample counted) on a model whose positions :func:`~kvmemory.graft.shift_keys`
  cannot express: no rotary embedding (GPT-2, BLOOM, OPT) or another rotary form than rotate-half
  (GPT-J, Cohere), as :func:`~kvmemory.graft.shift_unsupported` decides from the model. Such a model
  still grafts exactly: the other rows are measured as on any model.
* ``one_shot``: one forward over entry+query together, against the graft. Expected: close, not equal
  (a different matmul shape): it shows the contract is "same chunking", not "any chunking".
* ``decode``: :data:`DECODE_STEPS` greedy tokens decoded one at a time after the query, on the grafted
  cache (reserved buffers, as an answer decodes) and on the fresh one (a plain ``DynamicCache``);
  the SHA-256 over every step's logits. Expected: equal. A decode step runs the attention the model
  decodes with (``kvmemory.attention``: the compiled kernel where it builds), on both sides.
* ``prefix``: a prompt prefix (:data:`CHECK_PREFIX`) read from the library's prefix store and the
  sample's entries computed on top of it (:mod:`kvmemory.prefix`), all hash-checked from disk, against
  the same chunking computed fresh: the prefix forward on an empty cache, each entry's forward on a
  copy of that cache, the query on top of all of them (:func:`fresh_prefix_logits`). Expected: SHA-256 equal.

On a model with sliding-window layers (Gemma 3) the report also counts the samples and entries longer
than the window (:mod:`kvmemory.hybrid`); ``check-exact --long N`` deposits N multi-part problems
(:func:`long_rows`) so that some are.

The checks take a model-free :class:`~kvmemory.library.Library` and the :class:`~kvmemory.lm.LM` its
artifacts were made with (``check_exact(library, lm=lm)``); an object that carries both as
``.library`` and ``.lm`` (a :class:`~kvmemory.KVMemory`) may be passed alone.
"""

from __future__ import annotations

import hashlib
import random

from .artifact import KV
from .graft import layout, prefill, shift_keys, shift_unsupported
from . import templates

__all__ = ["logits_sha256", "compare", "check_exact", "make_samples", "check_prefix_sample",
           "fresh_prefix_logits", "long_rows", "CHECK_PREFIX", "LONG_PARTS", "DECODE_STEPS"]

SHIFT = 37  # positions the shifted row moves each window by
DECODE_STEPS = 4  # greedy single-token steps the decode row compares after the query
LONG_PARTS = 4  # GSM8K problems joined into one multi-part problem by long_rows
#: The prompt prefix the ``prefix`` row grafts (a system prompt, as an agent would send one).
CHECK_PREFIX = ("You are a careful math tutor. Solve each grade-school word problem step by step, show the "
                "arithmetic, and end with 'The answer is N.' where N is the final number. Worked examples of "
                "verified solutions follow.\n\n")


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


def long_rows(rows: list[dict], n: int, parts: int = LONG_PARTS) -> list[dict]:
    """``n`` multi-part GSM8K-style rows, each ``parts`` consecutive rows of ``rows`` joined.

    The question asks every part and the last part's number; the solution is the parts' solutions in
    order, ending in the last one's ``#### N``, so the numeric verifier checks it like any row. On the
    embedded sample each entry is 700-1,000 tokens: longer than Gemma 3's 512-token sliding window.
    """
    if not rows:
        raise ValueError("long_rows needs rows to join")
    out = []
    for j in range(n):
        group = [rows[(j * parts + i) % len(rows)] for i in range(parts)]
        question = " ".join(f"Part {i + 1}: {r['question'].strip()}" for i, r in enumerate(group))
        question += f" Answer part {parts}."
        steps = [r["answer"].split("####")[0].strip() for r in group]
        last = group[-1]["answer"].split("####")[-1].strip()
        solution = " ".join(f"Part {i + 1}: {st}" for i, st in enumerate(steps)) + f"\n#### {last}"
        out.append({"id": f"long-{j}", "question": question, "answer": solution})
    return out


def _parts(library, lm):
    """``(library, lm)``; with ``lm`` None, ``library`` carries both (``.library``, ``.lm``)."""
    return (library, lm) if lm is not None else (library.library, library.lm)


def _fresh(model, kvs: list[KV], start_offset: int = 0) -> list[KV]:
    fresh = []
    for kv in kvs:
        _, layers = prefill(model, kv.token_ids, position_start=kv.position_start + start_offset)
        fresh.append(KV(layers, kv.token_ids, kv.position_start + start_offset, "", kv.model_fingerprint, kv.template))
    return fresh


def _decode_steps(model, cache, logits, pos: int) -> list:
    """:data:`DECODE_STEPS` greedy single-token forwards after ``logits``: each step's logits."""
    import torch

    from .graft import forward

    out = []
    for step in range(DECODE_STEPS):
        logits = forward(model, cache, [int(torch.argmax(logits))], pos + step)
        out.append(logits)
    return out


def check_sample(library, entries: list, query: str, *, lm=None) -> dict:
    """All three comparisons for one sample. Artifacts are read from disk and hash-checked."""
    import torch

    library, lm = _parts(library, lm)
    model = lm.model
    disk = [library.load(e, lm) for e in entries]
    query_ids = lm.encode(query, first=False)

    graft_logits, graft_cache, pos = layout(model, disk, query_ids, reserve=len(query_ids) + DECODE_STEPS)
    fresh = _fresh(model, disk)
    fresh_logits, fresh_cache, _ = layout(model, fresh, query_ids)
    graft_steps = _decode_steps(model, graft_cache, graft_logits, pos)
    fresh_steps = _decode_steps(model, fresh_cache, fresh_logits, pos)
    # one hash over every step's logits (the rows of the stack are the steps' bytes, in order)
    graft_sha, fresh_sha = logits_sha256(torch.stack(graft_steps)), logits_sha256(torch.stack(fresh_steps))
    kv_equal = all(
        _tensor_sha(a) == _tensor_sha(b)
        for d, f in zip(disk, fresh)
        for pair_d, pair_f in zip(d.layers, f.layers)
        for a, b in zip(pair_d, pair_f)
    )

    not_shiftable = shift_unsupported(model, disk[0])
    if not_shiftable is None:
        shifted_logits, _, _ = layout(model, [shift_keys(model, kv, kv.position_start + SHIFT) for kv in disk],
                                      query_ids)
        shifted_fresh, _, _ = layout(model, _fresh(model, disk, SHIFT), query_ids)
        shifted = {"applicable": True, **compare(shifted_fresh, shifted_logits),
                   "logits_sha256": logits_sha256(shifted_logits), "fresh_sha256": logits_sha256(shifted_fresh)}
    else:  # no RoPE, or another rotary form: a position shift is not defined (an own-position graft needs none)
        shifted = {"applicable": False, "reason": not_shiftable}

    first = disk[0]
    ids = torch.tensor([first.token_ids + query_ids], device=model.device)  # (1, n)
    with torch.inference_mode():
        one_shot = model(input_ids=ids, use_cache=False, logits_to_keep=1).logits[0, -1].float()
    graft_one = graft_logits if len(disk) == 1 else layout(model, disk[:1], query_ids)[0]

    return {
        "entries": [e.id for e in entries],
        "entry_tokens": [kv.tokens for kv in disk],
        "entry_kv_bytes": [kv.nbytes for kv in disk],
        "artifacts": [e.sha256 for e in entries],
        "query_sha256": hashlib.sha256(str(query_ids).encode()).hexdigest(),
        "kv_bytes_equal": kv_equal,
        "graft": {**compare(fresh_logits, graft_logits), "logits_sha256": logits_sha256(graft_logits),
                  "fresh_sha256": logits_sha256(fresh_logits)},
        "decode": {**compare(fresh_steps[-1], graft_steps[-1]), "sha_equal": graft_sha == fresh_sha,
                   "logits_sha256": graft_sha, "fresh_sha256": fresh_sha},
        "shifted": shifted,
        "one_shot": {**compare(one_shot, graft_one), "logits_sha256": logits_sha256(graft_one),
                     "fresh_sha256": logits_sha256(one_shot)},
    }


def fresh_prefix_logits(model, prefix_ids, windows_ids, query_ids):
    """The query's logits with everything computed fresh in the prefix chunking, without the graft code.

    The prefix is one forward on an empty cache; each window one forward on its own deep copy of that
    cache (so it sees only the prefix); the query one forward on a cache holding prefix and windows
    concatenated, at the position after the longest window. Returns ``(logits, layers)`` where
    ``layers[w]`` are window ``w``'s fresh ``(k, v)`` per layer and ``layers[0]`` the prefix's.
    """
    import copy

    import torch
    from transformers import DynamicCache

    from .hybrid import recording  # sliding-window layers keep every new token during these forwards

    def run(cache, ids, start):
        t = torch.tensor([list(ids)], dtype=torch.long, device=model.device)  # (1, n)
        pos = torch.arange(start, start + len(ids), device=model.device).unsqueeze(0)  # (1, n)
        with torch.inference_mode():
            return model(input_ids=t, position_ids=pos, cache=cache, use_cache=True, logits_to_keep=1).logits[0, -1].float()

    base = DynamicCache(config=model.config)
    with recording(base):
        run(base, prefix_ids, 0)
        per_window = [[(layer.keys.clone(), layer.values.clone()) for layer in base.layers]]
    p = len(prefix_ids)
    for ids in windows_ids:
        c = copy.deepcopy(base)
        with recording(c) as held:  # held[i]: the prefix tokens layer i kept (a sliding layer: <= W-1)
            run(c, ids, p)
            per_window.append([(layer.keys[:, :, b:].clone(), layer.values[:, :, b:].clone())
                               for layer, b in zip(c.layers, held)])
    cache = DynamicCache(config=model.config)
    for i in range(len(per_window[0])):
        k = torch.cat([w[i][0] for w in per_window], dim=2)  # (1, kv_heads, total, head_dim)
        v = torch.cat([w[i][1] for w in per_window], dim=2)
        cache.update(k, v, i)
    logits = run(cache, query_ids, p + max((len(ids) for ids in windows_ids), default=0))
    return logits, per_window


def check_prefix_sample(library, entries: list, query: str, prefix_text: str = CHECK_PREFIX, *, lm=None) -> dict:
    """The ``prefix`` row for one sample: prefix + entries-on-prefix read from disk vs fresh."""
    from .graft import layout
    from .prefix import PrefixStore, continuation_ids, ensure

    library, lm = _parts(library, lm)
    model, tok = lm.model, lm.tokenizer
    prefix = ensure(library, lm, prefix_text)  # stored on the first check, read back by every later one
    store = PrefixStore(library.store)
    prefix_kv = store.load(prefix, fingerprint=lm.fingerprint)  # hash-checked from disk
    windows = []
    for e in entries:
        ids = continuation_ids(tok, library.load(e, lm).token_ids)
        kv = store.on_prefix(model, prefix, prefix_kv, ids, template=e.template, strict=True)
        windows.append(kv)
    query_ids = list(tok(query, add_special_tokens=False)["input_ids"])
    # the windows again, from disk this time (on_prefix computed and stored any that were missing)
    windows = [store.on_prefix(model, prefix, prefix_kv, w.token_ids, template=w.template, strict=True) for w in windows]
    graft_logits, _, _ = layout(model, windows, query_ids, prefix=prefix_kv)
    fresh_logits, fresh_layers = fresh_prefix_logits(model, list(prefix.token_ids), [w.token_ids for w in windows],
                                                     query_ids)
    kv_equal = all(_tensor_sha(a) == _tensor_sha(b)
                   for got, want in zip([prefix_kv, *windows], fresh_layers)
                   for pair_got, pair_want in zip(got.layers, want)
                   for a, b in zip(pair_got, pair_want))
    return {**compare(fresh_logits, graft_logits), "logits_sha256": logits_sha256(graft_logits),
            "fresh_sha256": logits_sha256(fresh_logits), "prefix_sha256": prefix.sha256,
            "prefix_tokens": prefix.tokens, "kv_bytes_equal": kv_equal}


def summarize(samples: list[dict]) -> dict:
    """The report's rows over ``samples``.

    A row a sample marks not applicable (``"applicable": False``: the ``shifted`` row on a model
    without rotate-half RoPE) is not counted; a row no sample measured reads ``"applicable": False``
    with the ``reason``, its ``samples`` and counts 0.
    """
    rows = {}
    n = len(samples)
    for row in ("graft", "decode", "shifted", "one_shot", "prefix"):
        if not all(row in s for s in samples):
            continue
        vals = [s[row] for s in samples if s[row].get("applicable", True)]
        m = len(vals)
        rows[row] = {
            "samples": m,
            "sha_equal": sum(v["sha_equal"] for v in vals),
            "max_kl": max((v["kl"] for v in vals), default=0.0),
            "argmax_agreement": (sum(v["argmax_equal"] for v in vals) / m) if m else 0.0,
            "max_abs_diff": max((v["max_abs_diff"] for v in vals), default=0.0),
        }
        skipped = [s[row] for s in samples if not s[row].get("applicable", True)]
        if row == "shifted" or skipped:
            rows[row]["applicable"] = not skipped or bool(vals)
        if skipped and not vals:
            rows[row]["reason"] = skipped[0].get("reason", "")
        if row == "prefix":  # the prefix's and the windows' KV read from disk, against fresh
            rows[row]["kv_bytes_equal"] = sum(v["kv_bytes_equal"] for v in vals)
    return {"samples": n, "kv_bytes_equal": sum(s["kv_bytes_equal"] for s in samples), "rows": rows}


def _window_counts(samples: list[dict], window: int | None) -> dict:
    """Samples and distinct entries longer than the sliding window (the window is ``None``: none)."""
    if window is None:
        return {"sliding_window": None}
    long_entries = {e for s in samples for e, t in zip(s["entries"], s.get("entry_tokens", [])) if t > window}
    return {"sliding_window": window,
            "samples_longer_than_window": sum(any(t > window for t in s.get("entry_tokens", [])) for s in samples),
            "entries_longer_than_window": len(long_entries),
            "side_by_side_over_window": sum(len(s["entries"]) > 1 and sum(s.get("entry_tokens", [])) > window
                                            for s in samples),
            "max_entry_tokens": max((t for s in samples for t in s.get("entry_tokens", [])), default=0)}


def check_exact(library, samples: int = 50, seed: int = 0, progress=None, prefix: bool = True, *, lm=None) -> dict:
    """Run the check over ``samples`` samples drawn from ``library``'s active entries.

    ``prefix`` adds the ``prefix`` row (a prompt prefix and the entries computed on top of it).
    """
    library, lm = _parts(library, lm)
    entries = library.entries()
    results = []
    pairs = make_samples(entries, samples, seed)
    for ents, query in (progress(pairs) if progress else pairs):
        item = check_sample(library, ents, query, lm=lm)
        if prefix:
            item["prefix"] = check_prefix_sample(library, ents, query, lm=lm)
        results.append(item)
    from .hybrid import sliding_window

    report = summarize(results)
    report.update(_window_counts(results, sliding_window(lm.model)))
    tokens = sum(t for s in results for t in s["entry_tokens"])
    report["kv_bytes_per_token"] = sum(b for s in results for b in s["entry_kv_bytes"]) / tokens if tokens else 0.0
    report["dtype"] = str(lm.model.dtype).removeprefix("torch.")
    report["device"] = str(lm.model.device)
    report["model_fingerprint"] = lm.fingerprint
    report["items"] = results
    return report
