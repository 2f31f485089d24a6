"""ChatKVMemory passes ``device`` and ``dtype`` to the KVMemory it opens (checked before any model loads)."""

from __future__ import annotations

import pytest

from kvmemory import KVMemory
from langchain_kvmemory import ChatKVMemory


def test_dtype_reaches_kvmemory_and_a_bad_one_is_refused(tmp_path):
    with pytest.raises(ValueError, match="unknown dtype .int4."):  # InputError, wrapped by pydantic
        ChatKVMemory(path=str(tmp_path / "lib"), dtype="int4")


def test_device_and_dtype_are_identifying_params(tmp_path):
    llm = ChatKVMemory(path=str(tmp_path / "lib"), device="cpu", dtype="bfloat16")
    assert isinstance(llm.memory, KVMemory)
    params = llm._identifying_params
    assert params["device"] == "cpu" and params["dtype"] == "bfloat16"
    llm.memory.close()
