"""Decode throughput of batched steps (kvmemory.batchdecode) against today's one-request-at-a-time decode, on the
embedded default model, side by side in one run (issue 47, first measurement).

    .venv/bin/python scripts/batch_decode_bench.py [--requests 16] [--steps 16] [--batches 1,4,16] [--threads N] \
        [--model NAME]

Each request is a different prompt (32 to 400 tokens) prefilled once per arm. Arms:
* ``plain``: today's decode, one request after another (PyTorch linear layers, the attention kernel);
* ``step B``: the batch-invariant kernels, B requests per step (B = 1 is the single-request path they give);
* ``step B/r``: the largest B again with the attention called once per request (``Kernel.attend_many`` off: the
  path before it; same bits, the Python between the calls is what differs).
Every request's logits at every step are hashed; the batched arms must equal ``step 1`` request by request (all
of them); the script stops with an error if one differs. Prints ms per step, decode tokens per second and the
ratios to ``plain``.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import time

import torch
from transformers import DynamicCache

from kvmemory import attention, batchdecode, decodekernel
from kvmemory.models import load_model


def torch_linear_invariance(model) -> str:
    """Whether PyTorch's own linear gives a row the same bits alone and in batches of 2, 5 and 16, per linear shape of
    ``model`` (the measurement behind kvmemory.linearkernel)."""
    shapes = sorted({tuple(m.weight.shape) for m in model.modules() if isinstance(m, torch.nn.Linear)})
    differ = []
    for n, k in shapes:
        w = torch.randn(n, k, generator=torch.Generator().manual_seed(n + k)) / k ** 0.5
        x = torch.randn(16, k, generator=torch.Generator().manual_seed(1))
        alone = torch.nn.functional.linear(x[:1], w)
        if any(not torch.equal(torch.nn.functional.linear(x[:b], w)[:1], alone) for b in (2, 5, 16)):
            differ.append(f"{n}x{k}")
    return (f"PyTorch linear, a row alone vs in batches of 2/5/16: differs for {len(differ)} of {len(shapes)} shapes "
            f"({', '.join(differ) or 'none'})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--requests", type=int, default=16)
    ap.add_argument("--steps", type=int, default=16)
    ap.add_argument("--batches", default="1,4,16")
    ap.add_argument("--threads", type=int, default=0, help="torch threads (0: PyTorch's default)")
    ap.add_argument("--model", default=None, help="a model kvmemory loads (default: the embedded default model)")
    args = ap.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    model, tok = load_model(args.model)
    attention.use(model, attention.STREAM)
    words = "the quick brown fox counts apples and oranges in the market before noon "
    prompts = [f"Request {i}: " + words * (2 + (i * 7) % 25) + "How many?" for i in range(args.requests)]

    def prefill(p):
        ids = tok(p, return_tensors="pt").input_ids
        cache = DynamicCache(config=model.config)
        with torch.inference_mode():
            out = model(input_ids=ids, cache=cache, use_cache=True)
        return cache, int(out.logits[0, -1].argmax()), ids.shape[1]

    def sha(t):
        return hashlib.sha256(t.contiguous().numpy().tobytes()).hexdigest()

    def plain():
        """Today's path: each request decoded to the end, one after another; seconds of decode only."""
        spent = 0.0
        for p in prompts:
            cache, token, pos = prefill(p)
            for _ in range(args.steps):
                t = time.perf_counter()
                with torch.inference_mode():
                    logits = model(input_ids=torch.tensor([[token]]), position_ids=torch.tensor([[pos]]), cache=cache,
                                   use_cache=True).logits[0, -1]
                spent += time.perf_counter() - t
                token, pos = int(logits.argmax()), pos + 1
        return spent, None

    def batched(size, per_request=False):
        if per_request:  # the attention one request at a time (before Kernel.attend_many): the bits are the same
            original = decodekernel.Kernel.__dict__["fits_many"]
            decodekernel.Kernel.fits_many = staticmethod(lambda *a: False)
            try:
                return batched(size)
            finally:
                decodekernel.Kernel.fits_many = original
        spent, digests = 0.0, {}
        for start in range(0, len(prompts), size):
            group = list(range(start, min(start + size, len(prompts))))
            states = [prefill(prompts[i]) for i in group]
            caches, tokens, positions = (list(x) for x in zip(*states))
            for _ in range(args.steps):
                t = time.perf_counter()
                logits = batchdecode.step(model, caches, tokens, positions)
                spent += time.perf_counter() - t
                for j, i in enumerate(group):
                    digests.setdefault(i, []).append(sha(logits[j]))
                tokens, positions = [int(r.argmax()) for r in logits], [p + 1 for p in positions]
        return spent, digests

    print(torch_linear_invariance(model))
    sizes = [int(x) for x in args.batches.split(",")]
    tokens = args.requests * args.steps
    times = {"plain": []} | {f"step {b}": [] for b in sizes} | {f"step {max(sizes)}/r": []}
    reference = None
    for rep in range(2):  # two rounds, arms in turn; the better round of each is reported
        batchdecode.uninstall(model)
        times["plain"].append(plain()[0])
        batchdecode.install(model)
        for b in sizes:
            spent, digests = batched(b)
            times[f"step {b}"].append(spent)
            if reference is None:
                reference = digests
            elif digests != reference:
                raise SystemExit(f"step {b}: a request's logits differ from its step alone")
        spent, digests = batched(max(sizes), per_request=True)
        times[f"step {max(sizes)}/r"].append(spent)
        if digests != reference:
            raise SystemExit("the attention one request at a time: a request's logits differ")
    base = min(times["plain"])
    print(f"{args.model or 'default model'}, {args.requests} requests x {args.steps} decode steps "
          f"({tokens} tokens per arm), "
          f"prompts {min(len(tok(p).input_ids) for p in prompts)}-{max(len(tok(p).input_ids) for p in prompts)} tokens")
    for name, ts in times.items():
        best = min(ts)
        size = 1 if name == "plain" else int(name.split()[1].split("/")[0])
        print(f"{name:<8} {1e3 * best / (tokens / size):8.1f} ms/step  {tokens / best:7.1f} tokens/s  "
              f"tokens/s vs plain {base / best:5.2f}x")
    print(f"logits: every request at every step SHA-256-equal in batches of {sizes} ({len(reference)} requests)")


if __name__ == "__main__":
    main()
