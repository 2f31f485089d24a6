"""Batched decode steps (kvmemory.batchdecode): a request's logits are SHA-256-equal alone, beside 1, 4 or 15 other
requests with caches of other lengths and kinds (kvmemory's reserved buffers beside transformers' layers), and to
the plain single-request forward; on the tiny models and the real default model."""

import contextlib
import hashlib
import os
import subprocess
import sys

import pytest
import torch
from transformers import DynamicCache
from transformers.cache_utils import DynamicLayer

from conftest import unavailable
from kvmemory import attention, batchdecode
from kvmemory.kvcache import ReservedLayer, adopt, fill

STEPS = 3


def _sha(t) -> str:
    return hashlib.sha256(t.contiguous().numpy().tobytes()).hexdigest()


def _prompts(n, repeat=1):
    return [f"Request {i}: " + "how many apples " * ((i % 5 + 1) * repeat) + f"does Tom have after {i} days?"
            for i in range(n)]


@contextlib.contextmanager
def _ready(model):
    """``model`` switched to the batch-invariant kernels, and back afterwards (session fixtures are shared)."""
    before, had = model.config._attn_implementation, batchdecode.installed(model)
    attention.use(model, attention.STREAM)
    batchdecode.install(model)
    try:
        if (why := batchdecode.ready(model)) is not None:
            unavailable(f"cannot batch exactly here: {why}")
        yield model
    finally:
        if not had:
            batchdecode.uninstall(model)
        if model.config._attn_implementation != before:
            model.set_attn_implementation(before)


class Runs:
    """Greedy decode of each prompt, one request at a time, through the plain forward, the step alone, or batches."""

    def __init__(self, model, tokenizer):
        self.model, self.tok = model, tokenizer

    def prefill(self, prompt):
        """Every third request's cache is moved into kvmemory's reserved buffers (what a graft decodes in; its
        full-attention layers, as kvmemory does: sliding-window layers stay); the others stay transformers' growing
        layers: a batch mixes both."""
        ids = self.tok(prompt, return_tensors="pt").input_ids
        cache = DynamicCache(config=self.model.config)
        with torch.inference_mode():
            out = self.model(input_ids=ids, cache=cache, use_cache=True)
        if int(prompt.split()[1].rstrip(":")) % 3 == 0:
            for i, layer in enumerate(cache.layers):
                if type(layer) is DynamicLayer:
                    kb, vb, n = fill([(layer.keys, layer.values)], ids.shape[1] + STEPS)
                    adopt(cache, i, kb, vb, n)
            assert any(isinstance(layer, ReservedLayer) for layer in cache.layers)
        assert batchdecode.batchable(cache, self.model)
        return cache, int(out.logits[0, -1].argmax()), ids.shape[1]

    def plain(self, prompt):
        cache, token, pos = self.prefill(prompt)
        digests = []
        for _ in range(STEPS):
            with torch.inference_mode():
                logits = self.model(input_ids=torch.tensor([[token]]), position_ids=torch.tensor([[pos]]), cache=cache,
                                    use_cache=True).logits[0, -1]
            digests.append(_sha(logits))
            token, pos = int(logits.argmax()), pos + 1
        return digests

    def batch(self, prompts):
        states = [self.prefill(p) for p in prompts]
        caches, tokens, positions = (list(x) for x in zip(*states))
        digests = [[] for _ in prompts]
        for _ in range(STEPS):
            logits = batchdecode.step(self.model, caches, tokens, positions)
            for i, row in enumerate(logits):
                digests[i].append(_sha(row))
            tokens, positions = [int(r.argmax()) for r in logits], [p + 1 for p in positions]
        return digests


def _check(model, tokenizer, n=16, groups=((0, 1), (3, 7, 2, 9, 11), tuple(range(15, -1, -1))), repeat=1):
    with _ready(model):
        _compare(Runs(model, tokenizer), n, groups, repeat)


def _compare(runs, n, groups, repeat=1):
    prompts = _prompts(n, repeat)
    alone = [runs.batch([p])[0] for p in prompts]
    assert all(runs.plain(prompts[i]) == alone[i] for i in range(3)), "the step alone differs from the plain forward"
    for group in groups:
        got = runs.batch([prompts[i] for i in group])
        assert got == [alone[i] for i in group], f"a request's logits changed in the batch {group}"
    assert len({tuple(a) for a in alone}) == n  # the requests really differ


def test_tiny_models_batch_without_changing_a_bit(tiny_llama):
    model, tok = tiny_llama
    was = batchdecode.installed(model)
    _check(model, tok)
    assert batchdecode.installed(model) == was  # handed back as it was


@pytest.mark.parametrize("arch", ["qwen2", "gemma3"])
def test_other_families_batch_without_changing_a_bit(arch, default_tokenizer):
    """Gemma 3's prompts run past its sliding window (32 tokens on the tiny model), so its sliding layers hold only
    the window while requests of other lengths step together."""
    from conftest import build_tiny
    from kvmemory.models import TINY_SLIDING_WINDOW

    model = build_tiny(arch, len(default_tokenizer))
    repeat = 4 if arch == "gemma3" else 1
    lengths = [len(default_tokenizer(p).input_ids) for p in _prompts(6, repeat)]
    assert arch != "gemma3" or sum(n > TINY_SLIDING_WINDOW for n in lengths) >= 3, lengths
    _check(model, default_tokenizer, n=6, groups=((0, 1), (5, 2, 3, 0, 4)), repeat=repeat)


@pytest.mark.slow
def test_the_default_model_batches_without_changing_a_bit(default_lm):
    model, tok = default_lm
    _check(model, tok)


def test_on_the_baseline_cpu_kernels_too(tmp_path):
    """ATEN_CPU_CAPABILITY=default: PyTorch's own row-wise ops on their baseline kernels, still invariant."""
    code = ("import sys; sys.path.insert(0, 'tests'); from conftest import build_tiny; "
            "from test_batchdecode import _check; from kvmemory.lm import load_lm; tok = load_lm(None, None).tokenizer; "
            "_check(build_tiny('llama', len(tok)), tok, n=6, groups=((0, 1), (5, 2, 3, 0, 4))); print('ok')")
    env = {**os.environ, "ATEN_CPU_CAPABILITY": "default", "HF_HUB_OFFLINE": "1"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600,
                         cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-3000:]


def test_a_model_that_cannot_batch_exactly_says_why(tiny_llama):
    from conftest import build_tiny

    model = build_tiny("llama", tiny_llama[0].config.vocab_size)
    if (why := batchdecode.ready(model)) is not None:  # kvmemory loads a model with the kernels it batches with
        unavailable(f"cannot batch exactly here: {why}")
    batchdecode.uninstall(model)
    with pytest.raises(ValueError, match="cannot batch decode steps exactly: .*batchdecode.install"):
        batchdecode.step(model, [DynamicCache(config=model.config)], [1], [0])
    model.set_attn_implementation("sdpa")
    batchdecode.install(model)
    assert "attention is not kvmemory-stream" in batchdecode.ready(model)
