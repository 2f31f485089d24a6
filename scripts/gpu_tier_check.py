"""The device tier on a real GPU (``scripts/gpu_check.sh`` step 4b): a graft from device memory is SHA-256-equal to one
from disk, the host tier's copy is pinned, and an eviction leaves the device tier. Exits 1 on any failure, 2 without
CUDA. The tier's rules themselves are tested on any CPU in ``tests/test_tier.py``.

    .venv/bin/python scripts/gpu_tier_check.py
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import torch

from kvmemory import tier
from kvmemory.artifact import KV, encode, read_verified, settle, write_atomic
from kvmemory.exact import logits_sha256
from kvmemory.graft import layout, prefill
from kvmemory.models import tiny_model


def main() -> int:
    if not torch.cuda.is_available():
        print("gpu_tier_check: no CUDA device")
        return 2
    model = tiny_model("llama", 512).to("cuda")
    ids = list(range(5, 45))
    _, layers = prefill(model, ids)
    kv = KV([(k.cpu(), v.cpu()) for k, v in layers], ids, 0, "", "f" * 64, "t")
    with tempfile.TemporaryDirectory() as tmp:
        sha, path = write_atomic(Path(tmp), encode(kv))
        query = [7, 8, 9]
        disk = read_verified(path, sha)
        settle([tier.cached_read(path, sha, reserve=8, device=model.device)])
        dev = tier.device_tier(model.device)
        checks = {"kept in the device tier": sha in dev,
                  "host copy pinned": tier.host()._items[sha].kv.layers[0][0].is_pinned()}
        path.unlink()
        hot = tier.cached_read(path, sha, reserve=8, device=model.device)
        checks["read from device memory"] = hot.layers[0][0].device == model.device
        a, _, _ = layout(model, [disk], query)
        b, _, _ = layout(model, [hot], query)
        checks["logits SHA-256 equal to a graft from disk"] = logits_sha256(a) == logits_sha256(b)
        tier.evict(sha)
        checks["evicted from the device tier"] = sha not in dev
    for name, ok in checks.items():
        print(f"gpu_tier_check: {name}: {'yes' if ok else 'NO'}")
    return 0 if all(checks.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
