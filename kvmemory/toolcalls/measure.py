"""The cost of constrained decoding, measured: per-token mask time against an unconstrained decode step.

This module owns the figures of docs/benchmarks.md, "Constrained decoding". Two measurements:

* :func:`decode_cost`: the same prompt decoded by the model unconstrained and under a
  :class:`~kvmemory.toolcalls.constrain.JSONConstraint`, greedy; milliseconds per token for each, and
  the mask's own share (``mask_ms``: compute the allowed set, copy the logits, fill ``-inf``).
* :func:`campaign`: random logits under the mask, ``samples`` runs of a schema: every output must parse
  and validate (``valid``), and the mask's milliseconds per step over many parser states.

``python -m kvmemory.toolcalls.measure [--tiny]`` prints both as JSON for the default model (or a tiny
random Llama) on :data:`BENCH_TOOLS`. Run it with one torch thread on a quiet machine.
"""

from __future__ import annotations

import json
import time

from .constrain import JSONConstraint
from .layout import answer_schema, render
from .parse import parse
from .spec import normalize_request

__all__ = ["BENCH_TOOLS", "BENCH_MESSAGES", "decode_cost", "campaign"]

#: Two tools with the features the campaign covers: strings, enums, integers with ranges, numbers,
#: arrays, a nested object, required keys.
BENCH_TOOLS = [
    {"type": "function", "function": {"name": "get_weather", "description": "Current weather in a city",
     "parameters": {"type": "object", "properties": {"city": {"type": "string", "maxLength": 24},
                                                     "unit": {"enum": ["celsius", "fahrenheit"]}},
                    "required": ["city", "unit"], "additionalProperties": False}}},
    {"type": "function", "function": {"name": "create_order", "description": "Order items for a customer",
     "parameters": {"type": "object", "properties": {
         "customer": {"type": "object", "properties": {"id": {"type": "integer", "minimum": 1, "maximum": 99999},
                                                       "vip": {"type": "boolean"}},
                      "required": ["id", "vip"], "additionalProperties": False},
         "items": {"type": "array", "minItems": 1, "maxItems": 3,
                   "items": {"type": "object", "properties": {"sku": {"type": "string", "maxLength": 8},
                                                              "qty": {"type": "integer", "minimum": 1, "maximum": 9}},
                             "required": ["sku", "qty"], "additionalProperties": False}},
         "discount": {"type": "number", "minimum": 0, "maximum": 1}},
        "required": ["customer", "items"], "additionalProperties": False}}},
]
BENCH_MESSAGES = [{"role": "user", "content": "What is the weather in Paris, in celsius?"}]


def _prompt(model, tokenizer, prompt: str):
    from transformers import DynamicCache

    from ..graft import prefill

    ids = tokenizer(prompt, add_special_tokens=False)["input_ids"]
    cache = DynamicCache(config=model.config)
    logits, _ = prefill(model, ids, prefix_cache=cache)
    return cache, logits, len(ids)


def decode_cost(model, tokenizer, *, tools=BENCH_TOOLS, messages=BENCH_MESSAGES, tool_choice="required",
                max_new_tokens: int = 64) -> dict:
    """Milliseconds per token, greedy, unconstrained and constrained, on the same rendered prompt (one
    call at most). ``compile_ms`` is the schema's compile with the tokenizer view already cached."""
    from ..decoding import decode

    request = normalize_request(tools, tool_choice, parallel_tool_calls=False)
    JSONConstraint(tokenizer, None)  # build and cache the tokenizer view outside the timings
    prompt = render(tokenizer, messages, request)
    out = {}
    cache, logits, n = _prompt(model, tokenizer, prompt)
    t0 = time.perf_counter()
    free = decode(model, tokenizer, cache, logits, n, max_new_tokens=max_new_tokens)
    out["unconstrained_ms_per_token"] = 1e3 * (time.perf_counter() - t0) / max(len(free.token_ids), 1)
    out["unconstrained_tokens"] = len(free.token_ids)

    cache, logits, n = _prompt(model, tokenizer, prompt)
    t0 = time.perf_counter()
    constraint = JSONConstraint(tokenizer, answer_schema(request), vocab_size=logits.shape[-1])
    out["compile_ms"] = 1e3 * (time.perf_counter() - t0)
    inner = constraint.processor()
    spent = [0.0, 0]

    def timed(ids, lg):
        s = time.perf_counter()
        r = inner(ids, lg)
        spent[0] += time.perf_counter() - s
        spent[1] += 1
        return r

    t0 = time.perf_counter()
    held = decode(model, tokenizer, cache, logits, n, max_new_tokens=max_new_tokens, logits_processor=timed)
    out["constrained_ms_per_token"] = 1e3 * (time.perf_counter() - t0) / max(len(held.token_ids), 1)
    out["constrained_tokens"] = len(held.token_ids)
    out["mask_ms_per_token"] = 1e3 * spent[0] / max(spent[1], 1)
    out["constrained_text"] = held.text
    out["parsed"] = [c.to_openai()["function"] for c in parse(held.text, request).tool_calls] if held.finish == "eos" else None
    return out


def campaign(tokenizer, schema: dict, *, samples: int = 20, max_steps: int = 400, seed: int = 0) -> dict:
    """Random logits (normal, scale 3) under the mask of ``schema``; every output that closed within
    ``max_steps`` (``closed``; the rest are ``cut``) parsed and validated (``valid``)."""
    import torch

    from .parse import validate

    valid, closed, steps, spent = 0, 0, 0, 0.0
    width = len(tokenizer)
    for s in range(samples):
        constraint = JSONConstraint(tokenizer, schema)
        gen = torch.Generator().manual_seed(seed + s)
        ids = []
        for _ in range(max_steps):
            logits = torch.randn(width, generator=gen) * 3   # (vocab,)
            t0 = time.perf_counter()
            masked = constraint.mask(logits)
            spent += time.perf_counter() - t0
            steps += 1
            tok = int(torch.argmax(masked))
            if tok == tokenizer.eos_token_id:
                closed += 1
                break
            constraint.advance(tok)
            ids.append(tok)
        try:
            validate(json.loads(tokenizer.decode(ids)), schema, "sample")
            valid += 1
        except Exception:  # counted as invalid: the figure is the count
            pass
    return {"samples": samples, "closed": closed, "cut": samples - closed, "valid": valid, "steps": steps,
            "mask_ms_per_step": 1e3 * spent / max(steps, 1)}


def main(argv=None) -> None:
    import argparse

    import torch

    from ..models import load_model, tiny_model

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiny", action="store_true", help="a tiny random Llama with the default tokenizer")
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)
    model, tokenizer = load_model(None)
    if args.tiny:
        model = tiny_model("llama", len(tokenizer))
    request = normalize_request(BENCH_TOOLS, "required")
    report = {"threads": args.threads, "model": "tiny-llama" if args.tiny else "default",
              "decode": decode_cost(model, tokenizer),
              "campaign_tools": campaign(tokenizer, answer_schema(request), samples=args.samples)}
    print(json.dumps(report, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
