"""Fixtures for langchain-kvmemory: a tiny random Llama (fast suites) and the real default model (claims).

Nothing downloads: HF_HUB_OFFLINE=1, the tiny model is built from a config, the default model and the
embedder come from their wheels. Models are loaded once per session (see ``lckv_support``).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

# Every cache this session writes (the converted default model, catalogs) lives in a temp folder made
# for it and removed at the end: a cache a previous run left can never make a test pass or fail.
SESSION_CACHE = Path(tempfile.mkdtemp(prefix="lckv-test-cache-"))
os.environ["KVMEMORY_CACHE"] = str(SESSION_CACHE)
os.environ["KVMEMORY_CACHE_DIR"] = str(SESSION_CACHE / "catalogs")
os.environ["XDG_CACHE_HOME"] = str(SESSION_CACHE / "xdg")
os.environ["HF_HOME"] = str(SESSION_CACHE / "huggingface")

import pytest

import lckv_support


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(SESSION_CACHE, ignore_errors=True)


@pytest.fixture(scope="session")
def embedder():
    return lckv_support.embedder()


@pytest.fixture(scope="session")
def tiny_lm():
    """(model, tokenizer): a 2-layer random Llama with the default tokenizer."""
    return lckv_support.tiny_lm()


@pytest.fixture
def tiny_mem(tmp_path):
    """A fresh, empty KVMemory on the tiny model."""
    from kvmemory import KVMemory

    model, tok = lckv_support.tiny_lm()
    mem = KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=lckv_support.embedder())
    yield mem
    mem.close()


@pytest.fixture(scope="session")
def default_mem(tmp_path_factory):
    """One KVMemory on the real default model (SmolLM2-135M-Instruct), shared by the slow tests."""
    from kvmemory import KVMemory

    model, tok = lckv_support.default_lm()
    mem = KVMemory(tmp_path_factory.mktemp("default") / "lib", model=model, tokenizer=tok,
                   embedder=lckv_support.embedder())
    yield mem
    mem.close()


@pytest.fixture(scope="session")
def gsm8k():
    return lckv_support.gsm8k()
