"""The server's step combiner (kvmemory.serve.batching) without a server: requests decoding on their own threads
hand their steps to one Batcher, which runs them as batched forwards; every request's tokens and every step's
logits are SHA-256-equal to the same request decoded alone through the plain single-request path."""

import hashlib
import threading
import time

import pytest
from transformers import DynamicCache

from conftest import build_tiny, unavailable
from kvmemory import batchdecode
from kvmemory.graft import forward, greedy_decode, stepping
from kvmemory.serve.batching import Batcher
from kvmemory.serve.scheduler import Turns

PROMPTS = [f"Request {i}: " + "how many apples " * (i % 4 + 1) + f"after {i} days?" for i in range(6)]
STEPS = 12


class _Job:
    """What the turns and the batcher read of a scheduler job: its key, its checks, its mark."""

    def __init__(self, seq: int, recurring: bool = False):
        self.seq, self.recurring, self.steps = seq, recurring, 0

    def key(self):
        return (0 if self.recurring else 1, self.steps, self.seq)

    def check(self):
        pass


def _decode(model, tok, prompt, stepper=None, turns=None, job=None, steps=STEPS, before=None, convert=None):
    """(SHA-256 of the token ids, SHA-256 of the prefill's logits and each step's) of a greedy decode of ``prompt``;
    ``before()`` runs once the job holds the turn, before its prefill; ``convert(cache)`` after the prefill."""
    if turns is not None:
        turns.take(job)  # the prefill runs on the turn, as in the scheduler
    seen = []

    def keep(_tokens, logits):
        seen.append(hashlib.sha256(logits.contiguous().numpy().tobytes()).hexdigest())
        return logits

    try:
        if before is not None:
            before()
        ids = tok(prompt)["input_ids"]
        cache = DynamicCache(config=model.config)
        with stepping(stepper):  # the whole job, as the scheduler runs it: its prefill may be cut by a batched step
            logits = forward(model, cache, ids, 0)
            if convert is not None:
                convert(cache)
            out = greedy_decode(model, cache, logits, len(ids), max_new_tokens=steps, logits_processor=keep)
    finally:
        if turns is not None:
            turns.give(job)
    return hashlib.sha256(repr(out).encode()).hexdigest(), seen


def _together(model, tok, prompts, recurring=(), convert=None):
    turns = Turns()
    batcher = Batcher(model, turns)
    batcher.start()
    results, errors = {}, []

    def run(i):
        job = _Job(i, recurring=i in recurring)
        try:
            results[i] = _decode(model, tok, prompts[i], batcher.stepper(job), turns, job, convert=convert)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append((i, exc))

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(prompts))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(300)
    batcher.stop()
    assert not any(t.is_alive() for t in threads), "a request never got its step back"
    return [results.get(i) for i in range(len(prompts))], errors, batcher


@pytest.fixture
def llama(tiny_llama):
    model, tok = tiny_llama
    if (why := batchdecode.ready(model)) is not None:
        unavailable(f"cannot batch exactly here: {why}")
    return model, tok


def test_steps_handed_to_the_batcher_equal_each_request_decoded_alone(llama):
    model, tok = llama
    alone = [_decode(model, tok, p) for p in PROMPTS]
    together, errors, batcher = _together(model, tok, PROMPTS, recurring={4})
    assert not errors, errors
    assert together == alone  # tokens and every step's logits, request by request
    assert all(len(steps) == STEPS for _, steps in alone)
    assert batcher.largest >= 2 and batcher.rows > batcher.steps, "no step was batched: nothing was tested"
    assert batcher.rows == sum(len(steps) - 1 for _, steps in alone)  # the first logits come from the prefill


@pytest.mark.parametrize("slice_s, recurring", [(0.0, False), (3600.0, True)], ids=["after-the-slice", "recurring"])
def test_a_long_prefill_lets_waiting_steps_run_between_its_layers_and_every_answer_keeps_its_bits(llama, slice_s,
                                                                                                    recurring):
    """A job that holds the model for a long forward (a prefill) lends it to a waiting batched step between two
    layers (once the decodes have waited ``slice_s``, or at once for recurring answers' steps; the turn comes
    straight back): the decodes go on, and the prefill's logits, the decodes' tokens and every step's logits are
    SHA-256-equal to each request decoded alone."""
    model, tok = llama
    long_prompt = "Report: " + "the clerk counts the crates at the dock and notes them " * 30 + "How many crates?"
    decoders, decode_steps = PROMPTS[:3], 200
    alone = [_decode(model, tok, p, steps=decode_steps) for p in decoders]
    alone_long = _decode(model, tok, long_prompt)
    assert all(len(steps) == decode_steps for _, steps in alone), "a decode ended early: nothing would overlap"

    started = time.monotonic()
    turns = Turns()
    batcher = Batcher(model, turns, slice_s=slice_s)
    batcher.start()
    results, errors = {}, []

    def wait_for(condition, what):
        deadline = time.monotonic() + 60
        while not condition():
            assert time.monotonic() < deadline, f"never: {what}"
            time.sleep(0.001)

    def run(key, prompt, job, **kw):
        try:
            results[key] = _decode(model, tok, prompt, batcher.stepper(job), turns, job, **kw)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append((key, exc))

    threads = [threading.Thread(target=run, args=(i, p, _Job(i, recurring)), kwargs={"steps": decode_steps})
               for i, p in enumerate(decoders)]
    for t in threads:
        t.start()
    wait_for(lambda: batcher.rows >= len(decoders), "every decoder took a step")
    long_job = _Job(-1)  # ahead of the decoders' steps for the turn, as a new request's prefill is
    threads.append(threading.Thread(target=run, args=("long", long_prompt, long_job), kwargs={
        "before": lambda: wait_for(lambda: batcher.step_waiting, "a batched step waited for the model")}))
    threads[-1].start()
    for t in threads:
        t.join(300)
    batcher.stop()
    assert not any(t.is_alive() for t in threads), "a request never got its step or its turn back"
    assert not errors, errors
    assert batcher.interleaved >= 1, "the prefill was never cut: nothing was tested"
    assert [results[i] for i in range(len(decoders))] == alone
    assert results["long"] == alone_long
    assert not turns.lend(long_job, object()) and turns.holder is None  # only the holder lends, only to a waiter
    assert 0 < turns.busy_s < time.monotonic() - started  # the model's busy time is counted, and only while held


@pytest.fixture
def gemma(default_tokenizer):
    model = build_tiny("gemma3", len(default_tokenizer))
    if (why := batchdecode.ready(model)) is not None:
        unavailable(f"cannot batch exactly here: {why}")
    return model, default_tokenizer


#: Past tiny Gemma 3's 32-token sliding window: its sliding layers hold only the window while the requests decode.
LONG = [p + " and how many pears and plums did the farmer sell at the market" * 3 for p in PROMPTS[:3]]


def test_sliding_window_caches_step_together_past_the_window(gemma):
    """Tiny Gemma 3 (sliding-window layers beside full ones) decodes in batched steps, each request's tokens and
    every step's logits SHA-256-equal to it decoded alone."""
    from kvmemory.models import TINY_SLIDING_WINDOW

    model, tok = gemma
    assert all(len(tok(p)["input_ids"]) > TINY_SLIDING_WINDOW for p in LONG)
    assert batchdecode.batchable(DynamicCache(config=model.config), model)
    alone = [_decode(model, tok, p) for p in LONG]
    together, errors, batcher = _together(model, tok, LONG)
    assert not errors and together == alone
    assert batcher.largest >= 2, "no step was batched: nothing was tested"


def test_a_cache_the_batched_step_does_not_take_is_stepped_alone(gemma):
    """A cache whose layers are not the model's kinds (here every layer moved into full-attention buffers, the
    sliding ones too) is not batched: each request's step runs alone, with the same bits as alone."""
    from transformers.cache_utils import DynamicSlidingWindowLayer

    from kvmemory.kvcache import adopt, fill

    model, tok = gemma

    def everything_full(cache):
        for i, layer in enumerate(cache.layers):
            kb, vb, n = fill([(layer.keys, layer.values)], layer.keys.shape[-2] + STEPS)
            adopt(cache, i, kb, vb, n)
        assert not batchdecode.batchable(cache, model)

    sliding = DynamicCache(config=model.config)
    assert any(type(layer) is DynamicSlidingWindowLayer for layer in sliding.layers)
    prompts = PROMPTS[:3]
    alone = [_decode(model, tok, p, convert=everything_full) for p in prompts]
    together, errors, batcher = _together(model, tok, prompts, convert=everything_full)
    assert not errors and together == alone
    assert batcher.largest == 0 and batcher.steps == batcher.rows > 0


def test_a_failed_step_fails_its_requests_and_the_next_steps_run(llama):
    """A forward that raises reaches every request in that step (none waits forever); later requests decode."""
    model, tok = llama

    def hook(_module, args, kwargs):
        ids = kwargs.get("input_ids", args[0] if args else None)
        if ids is not None and ids.shape[1] == 1:
            raise RuntimeError("injected step failure")

    handle = model.register_forward_pre_hook(hook, with_kwargs=True)
    try:
        together, errors, _ = _together(model, tok, PROMPTS[:3])
    finally:
        handle.remove()
    assert sorted(i for i, _ in errors) == [0, 1, 2] and all("injected" in str(e) for _, e in errors)
    assert _together(model, tok, PROMPTS[:2])[0] == [_decode(model, tok, p) for p in PROMPTS[:2]]


def test_bench_serve_scores_the_batched_server_against_the_one_at_a_time_one():
    """``kvmemory bench serve``'s scoring (torch-free): each level's completed requests and decode tokens per second
    against the baseline's (``turns:`` arms) at the same concurrency, and the reference answers of the two servers
    compared hash for hash (one changed logits hash is caught)."""
    from kvmemory.bench.serve import score_lines, targets

    def line(arm, **m):
        return {"suite": "serve", "arm": arm, "metrics": m}

    lines = []
    for prefix, wall, logits in (("", 2.0, "L"), ("turns:", 8.0, "L")):
        lines += [line(prefix + "alone", key=f"k{i}", status=200, tokens_sha256=f"t{i}",
                       logits_sha256=logits + str(i)) for i in range(3)]
        lines += [line(prefix + "c16", key=f"k{i % 3}", status=200, kind="cold", mode="cold", latency_s=1.0,
                       decode_tokens=10, first_token_ms=50, tokens_sha256=f"t{i % 3}", logits_sha256=logits + str(i % 3),
                       concurrency=16, level_wall_s=wall, planned=6) for i in range(6)]
    s = score_lines(lines)
    assert s["vs_turns"]["c16"] == {"requests_per_s": 4.0, "decode_tokens_per_s": 4.0}
    assert s["levels"]["c16"]["decode_tokens_per_s"] == 30.0 and s["turns"]["levels"]["c16"]["requests_per_s"] == 0.75
    assert s["alone_vs_turns"] == {"compared": 3, "equal": 3} and s["exact"] == {"compared": 6, "equal": 6}
    met = {}
    targets(s, lambda name, ok, _detail: met.__setitem__(name, ok))
    assert met["decode tokens/s at concurrency 16 >= 4x the one-at-a-time server"]
    assert met["completed requests/s at concurrency 16 >= 3x the one-at-a-time server"]
    lines[1]["metrics"]["logits_sha256"] = "changed"
    assert score_lines(lines)["alone_vs_turns"] == {"compared": 3, "equal": 2}
