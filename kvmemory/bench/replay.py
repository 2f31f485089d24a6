"""Rerun every ledger item and count how many of its hashes come out the same.

Each line carries what its rerun needs: the model spec (checked against the recorded fingerprint), the
query text or token ids, the mode, seeds and budget, and the entries behind each grafted artifact.
Artifacts are rebuilt by depositing those entries into a throwaway library; their SHA-256 must equal
the recorded one before anything is grafted. Compared per line: model fingerprint, input token ids,
artifacts, generated token ids and logits, as recorded. Timing-only lines (llama.cpp) are skipped.
A line decodes with the linear layers of its ledger version (``v``): PyTorch's before version 2, the
batch-invariant kernel from version 2 (:func:`kvmemory.batchdecode.prepare`), so older ledgers replay as written.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from .common import load_lm
from .ledger import sha256_ids

__all__ = ["replay_line", "replay"]


def _verifier_of(entry: dict):
    """The verifier an entry was deposited with: a HumanEval problem's unit tests (``task_id``), else numeric."""
    if "task_id" not in entry:
        return "numeric"
    from ..sandbox import humaneval_verifier
    from .anytask import humaneval

    return humaneval_verifier(next(p for p in humaneval(None) if p["task_id"] == entry["task_id"]))


def _library(tmp: Path, spec: str, entries: list[dict], template: "str | None" = None):
    from .common import open_memory

    mem = open_memory(tmp, None if spec == "default" else spec)
    made = [mem.deposit(e["problem"], e["solution"], answer=e["answer"], verifier=_verifier_of(e), template=template)
            for e in entries]
    return mem, made


def _gen_sha(generated) -> str:
    if generated and isinstance(generated[0], list):
        return sha256_ids([t for g in generated for t in g]) + f":{[len(g) for g in generated]}"
    return sha256_ids(generated or [])


def _linear_layers(model, line: dict) -> str | None:
    """Switch ``model``'s linear layers to the ones the line was written with; None, or why they are not here."""
    from .. import batchdecode, linearkernel

    if int(line.get("v", 1)) < 2:
        batchdecode.uninstall(model)
        return None
    batchdecode.install(model)
    if linearkernel.load() is None and batchdecode.float32_on_cpu(model):
        return f"decoded with the batch-invariant linear kernel, which is not available here: {linearkernel.status()}"
    return None


def replay_line(line: dict) -> dict:
    """``{"checks": {name: (recorded, recomputed)}, "skipped": reason|None}`` for one ledger line."""
    from ..models import fingerprint

    suite, arm, spec = line["suite"], line["arm"], line["model"]
    if suite == "ttft" and arm.startswith("llama_cpp"):
        return {"checks": {}, "skipped": "timing only (llama.cpp)"}
    if suite == "decode":
        from .decode import cannot_replay

        why = cannot_replay(line)
        if why:
            return {"checks": {}, "skipped": why}
    model, tok = load_lm(None if spec == "default" else spec)
    if (why := _linear_layers(model, line)) is not None:
        return {"checks": {}, "skipped": why}
    checks = {"model_fingerprint": (line["model_fingerprint"], fingerprint(model, tok))}
    with tempfile.TemporaryDirectory(prefix="kvmemory-replay-") as tmp:
        template = (line.get("replay") or {}).get("template")
        mem, made = _library(Path(tmp) / "lib", spec, line.get("entries") or [], template)
        try:
            recorded_art = [e["sha256"] for e in line.get("entries") or []]
            checks["entry_artifacts"] = (recorded_art, [e.sha256 for e in made])
            more = _suite_checks(line, mem, made, model, tok, checks["model_fingerprint"][1], Path(tmp))
            if more is None:
                return {"checks": checks, "skipped": f"no replay for suite {suite!r} arm {arm!r}"}
            checks.update(more)
        finally:
            mem.close()
    return {"checks": checks, "skipped": None}


def _suite_checks(line: dict, mem, made: list, model, tok, fp: str, tmp: Path) -> dict | None:
    """``{name: (recorded, recomputed)}`` for the line's suite and arm (None: the suite has no replay)."""
    suite, arm, rp = line["suite"], line["arm"], line["replay"]
    checks = {}
    if suite == "exact":
        from .exact import run_item

        item = run_item(mem, made, rp["query"])
        checks["input_sha256"] = (line["input_sha256"], item["input_sha256"])
        checks["logits_graft"] = (line["logits_sha256"]["graft"], item["logits_sha256"]["graft"])
        checks["logits_fresh"] = (line["logits_sha256"]["fresh"], item["logits_sha256"]["fresh"])
        for key in ("prefix", "prefix_fresh"):
            if key in line["logits_sha256"]:  # ledgers from before the prefix row lack it
                checks[f"logits_{key}"] = (line["logits_sha256"][key], item["logits_sha256"][key])
    elif suite == "recurring" and arm == "base":
        from .recurring import base_item

        item = base_item(mem, rp["problem"], line["gold"], rp["budget"], rp["retries"], rp["seed"])
        checks["input_sha256"] = (line["input_sha256"], item["input_sha256"])
        checks["generated_ids"] = (_gen_sha(line["generated_ids"]), _gen_sha(item["generated_ids"]))
    elif suite in ("recurring", "widen") or (suite == "transfer" and arm in ("cold", "graft", "own")):
        if suite == "transfer":
            mode = arm if arm == "cold" else "transfer"
            r = mem.answer(rp["problem"], mode=mode, k=len(made) or None, max_new_tokens=rp["budget"],
                           template=rp.get("template"))
        else:
            r = mem.answer(rp["problem"])
        checks["input_sha256"] = (line["input_sha256"], r.input_sha256)
        checks["artifacts"] = (line["artifacts"], [e.sha256 for e in r.entries])
        checks["generated_ids"] = (_gen_sha(line["generated_ids"]), _gen_sha(r.token_ids))
    elif suite == "transfer" and arm in ("text", "own-text"):
        from .transfer import text_arm

        x = text_arm(mem, rp["problem"], made, rp["budget"], rp.get("template") or "gsm-qa-v1")
        checks["input_sha256"] = (line["input_sha256"], sha256_ids(x["ids"]))
        checks["generated_ids"] = (_gen_sha(line["generated_ids"]), _gen_sha(x["generated"]))
    elif suite == "ttft" and arm.startswith("recurring_"):
        from .ttft import recurring_logits

        ids, logits_sha = recurring_logits(mem, made[0], arm)
        checks["input_sha256"] = (line["input_sha256"], sha256_ids(ids))
        checks["logits_first"] = (line["logits_sha256"]["first"], logits_sha)
    elif suite == "ttft":
        checks.update(_replay_ttft(line, model, tok, fp, tmp))
    elif suite == "decode":
        from .decode import replay_item

        ids, digest = replay_item(line, model, tok, fp)
        checks["input_sha256"] = (line["input_sha256"], sha256_ids(ids))
        checks["logits_decode"] = (line["logits_sha256"]["decode"], digest)
    else:
        return None
    return checks


def _replay_ttft(line, model, tok, fp, tmp: Path) -> dict:
    from ..exact import logits_sha256
    from ..graft import forward
    from .ttft import _new_cache, context_ids, graft_from_disk, make_artifact

    rp = line["replay"]
    ctx, q = context_ids(tok, rp["context_tokens"]), rp["query_ids"]
    out = {"input_sha256": (line["input_sha256"], sha256_ids(ctx + q))}
    if line["arm"] == "prefill":
        cache = _new_cache(model)
        forward(model, cache, ctx, 0)
        logits = forward(model, cache, q, len(ctx))
    else:
        sha, path = make_artifact(model, fp, ctx, tmp / "art")
        out["artifacts"] = (line["artifacts"], [sha])
        logits = graft_from_disk(model, fp, path, sha, q)
        out["generated_ids"] = (line["generated_ids"], [int(logits.argmax())])
    out["logits_first"] = (line["logits_sha256"]["first"], logits_sha256(logits))
    return out


def replay(lines: list[dict], progress=None) -> dict:
    """Replay every line; totals of hashes and lines that match."""
    results = []
    for line in (progress(lines) if progress else lines):
        r = replay_line(line)
        mism = [k for k, (a, b) in r["checks"].items() if a != b]
        results.append({"suite": line["suite"], "item": line["item"], "arm": line["arm"], "skipped": r["skipped"],
                        "hashes": len(r["checks"]), "matched": len(r["checks"]) - len(mism), "mismatched": mism})
    return {
        "lines": len(results),
        "replayed": sum(r["skipped"] is None for r in results),
        "skipped": sum(r["skipped"] is not None for r in results),
        "hashes": sum(r["hashes"] for r in results),
        "matched": sum(r["matched"] for r in results),
        "lines_all_matched": sum(not r["mismatched"] and r["skipped"] is None for r in results),
        "items": results,
    }
