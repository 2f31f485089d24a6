"""LangChain and LangGraph integration for kvmemory.

* :class:`ChatKVMemory`: a chat model that answers with verified KV memory grafted.
* :class:`KVMemoryRetriever`: verified entries as Documents with provenance.
* :class:`KVMemoryExampleSelector`: verified entries as few-shot examples; ``add_example`` verifies.
* :class:`KVMemoryCache`: an LLM cache that only ever returns verified entries.
* :class:`VerifyAndDeposit`: a runnable that verifies a chain's output and deposits it.
* :class:`KVMemoryStore`: a LangGraph ``BaseStore`` (needs ``pip install "langchain-kvmemory[langgraph]"``).
"""

from __future__ import annotations

from importlib import metadata as _metadata
from typing import Any

from .caches import KVMemoryCache
from .chat_models import ChatKVMemory
from .example_selectors import KVMemoryExampleSelector
from .retrievers import KVMemoryRetriever
from .runnables import VerifyAndDeposit

try:
    __version__ = _metadata.version("langchain-kvmemory")   # one source: pyproject.toml
except _metadata.PackageNotFoundError:  # imported from a source tree that was never installed
    __version__ = "0+unknown"

__all__ = [
    "ChatKVMemory",
    "KVMemoryRetriever",
    "KVMemoryExampleSelector",
    "KVMemoryCache",
    "KVMemoryStore",
    "VerifyAndDeposit",
]


def __getattr__(name: str) -> Any:
    if name == "KVMemoryStore":  # LangGraph is an optional extra: import it only when asked for
        from .stores import KVMemoryStore

        return KVMemoryStore
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
