"""The public surface: a short, honest ``__all__`` and the names the evaluation calls."""

import inspect

import kvmemory
from kvmemory import errors


def test_all_is_honest():
    assert sorted(kvmemory.__all__) == sorted(set(kvmemory.__all__))
    for name in kvmemory.__all__:
        assert hasattr(kvmemory, name), name


def test_one_error_tree():
    for name in errors.__all__:
        cls = getattr(errors, name)
        assert issubclass(cls, errors.KVMemoryError) and cls.__doc__
        assert name in errors.__doc__


def test_facade_has_the_documented_methods():
    for name in ("deposit", "answer", "search", "get", "delete", "quarantine", "find", "events", "close",
                 "__len__", "__enter__", "__exit__"):
        assert callable(getattr(kvmemory.KVMemory, name)), name
    for prop in ("model", "tokenizer", "fingerprint", "embedder"):
        assert isinstance(inspect.getattr_static(kvmemory.KVMemory, prop), property), prop
    params = inspect.signature(kvmemory.KVMemory.deposit).parameters
    assert list(params)[:4] == ["self", "problem", "solution", "answer"] and "verifier" in params
    fields = set(kvmemory.Answer.__dataclass_fields__)
    assert {"text", "answer", "mode", "entries", "decode_tokens", "grafted_tokens", "prompt_tokens",
            "timings"} <= fields
    assert {"id", "sha256", "path", "tokens"} <= set(kvmemory.Entry.__dataclass_fields__)
