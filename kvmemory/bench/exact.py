"""Suite ``exact``: own-position graft is byte-exact; shifted positions and one-shot prefill are not.

For each model, a library is built by a *separate process* (:mod:`kvmemory.bench.worker`), then this
process reads the artifacts from disk (hash-checked) and runs :func:`kvmemory.exact.check_sample` on
``samples`` (entries, query) pairs, plus the ``prefix`` row (:func:`kvmemory.exact.check_prefix_sample`:
a prompt prefix and the sample's entries computed on top of it). Models: the default, a tiny random
Qwen2 (another family), and any ``--model`` the user passes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from .common import DEFAULT_SPEC, model_path, open_memory, progress, unload
from .ledger import sha256_ids

DEFAULT_MODELS = (DEFAULT_SPEC, "tiny:qwen2")


def build_library_in_subprocess(lib: Path, spec: str, n: int, data: str = "dev", offset: int = 0) -> dict:
    """Deposit ``n`` rows of ``data`` into ``lib`` from another Python process; return its report."""
    model_path(spec)  # materialise a tiny model once, before the child needs it
    cmd = [sys.executable, "-m", "kvmemory.bench.worker", "--lib", str(lib), "--data", data, "-n", str(n),
           "--offset", str(offset)]
    if spec != DEFAULT_SPEC:
        cmd += ["--model", spec]
    env = {**os.environ, "TOKENIZERS_PARALLELISM": "false"}
    res = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if res.returncode != 0:
        raise RuntimeError(f"library build failed ({' '.join(cmd)}):\n{res.stderr[-2000:]}")
    return json.loads(res.stdout)


def entry_record(e) -> dict:
    return {"problem": e.problem, "solution": e.solution, "answer": e.answer, "sha256": e.sha256}


def run_item(mem, entries, query: str) -> dict:
    """One sample: the ledger fields that depend on the model (shared with replay)."""
    from ..exact import check_prefix_sample, check_sample

    r = check_sample(mem.library, entries, query, lm=mem.lm)
    r["prefix"] = check_prefix_sample(mem.library, entries, query, lm=mem.lm)
    arch = getattr(mem.model.config, "model_type", "?")
    return {
        "input_sha256": sha256_ids(mem.encode(query, first=False)),
        "artifacts": [e.sha256 for e in entries],
        "logits_sha256": {"graft": r["graft"]["logits_sha256"], "fresh": r["graft"]["fresh_sha256"],
                          "prefix": r["prefix"]["logits_sha256"], "prefix_fresh": r["prefix"]["fresh_sha256"]},
        "metrics": {"arch": arch, "kv_bytes_equal": r["kv_bytes_equal"],
                    "prefix_kv_bytes_equal": r["prefix"]["kv_bytes_equal"],
                    **{row: ({k: r[row][k] for k in ("sha_equal", "kl", "argmax_equal", "max_abs_diff")}
                             if r[row].get("applicable", True) else {"applicable": False, "reason": r[row]["reason"]})
                       for row in ("graft", "shifted", "one_shot", "prefix")}},
    }


def run(out: Path, ledger, *, samples: int = 50, models=DEFAULT_MODELS, seed: int = 0, **_) -> None:
    from ..exact import make_samples

    for spec in models:
        lib = out / f"lib-exact-{spec.replace(':', '-').replace('/', '_')}"
        built = build_library_in_subprocess(lib, spec, min(samples, 50))
        mem = open_memory(lib, spec)
        try:
            entries = mem.entries()
            for i, (ents, query) in enumerate(progress(make_samples(entries, samples, seed), f"exact {spec}")):
                item = run_item(mem, ents, query)
                item["metrics"].update(writer_pid=built["pid"], reader_pid=os.getpid())
                ledger.write(suite="exact", item=f"{spec}/{i}", arm="graft", model=spec,
                             model_fingerprint=mem.fingerprint, entries=[entry_record(e) for e in ents],
                             generated_ids=[], answer=None, gold=None, score=None,
                             replay={"query": query}, library=str(lib), **item)
        finally:
            mem.close()
        unload(spec)  # free the model before the next one
