"""langchain-tests standard integration suites, run on a tiny random Llama (fast) with real kvmemory.

Switched off, honestly: tool calling, structured output, JSON mode, image/audio/PDF input and a per-call
model override (one local model per instance). The tiny model's text is noise; these suites check the
LangChain contract (types, streaming, async, batch, usage, stop), the claims are in the other files.
"""

from __future__ import annotations

import uuid

import pytest
from langchain_core.messages import AIMessage
from langchain_tests.integration_tests import (
    AsyncCacheTestSuite,
    ChatModelIntegrationTests,
    RetrieversIntegrationTests,
    SyncCacheTestSuite,
)

import lckv_support
from langchain_kvmemory import ChatKVMemory, KVMemoryCache, KVMemoryRetriever


class TestChatKVMemoryIntegration(lckv_support.LocalModelCapabilities, ChatModelIntegrationTests):
    @property
    def chat_model_params(self) -> dict:
        return {"memory": lckv_support.tiny_memory(), "model": "tiny-random-llama", "max_tokens": 8,
                "namespace": "suite"}

    @property
    def supported_usage_metadata_details(self) -> dict:
        # grafted tokens are reported as input_token_details.cache_read
        return {"invoke": ["cache_read_input"], "stream": ["cache_read_input"]}

    def invoke_with_cache_read_input(self, *, stream: bool = False) -> AIMessage:
        model = ChatKVMemory(**self.chat_model_params)
        problem = lckv_support.PROBLEMS[0][0]  # deposited in "suite": a recurring graft
        if stream:
            full = None
            for chunk in model.stream(problem):
                full = chunk if full is None else full + chunk
            assert full.usage_metadata["input_token_details"]["cache_read"] > 0
            return full
        message = model.invoke(problem)
        assert message.response_metadata["mode"] == "recurring"
        assert message.usage_metadata["input_token_details"]["cache_read"] > 0
        return message


class TestKVMemoryRetrieverIntegration(RetrieversIntegrationTests):
    @property
    def retriever_constructor(self) -> type[KVMemoryRetriever]:
        return KVMemoryRetriever

    @property
    def retriever_constructor_params(self) -> dict:
        return {"memory": lckv_support.tiny_memory(), "namespace": "suite", "k": 2}

    @property
    def retriever_query_example(self) -> str:
        return "How many apples does Tom have?"


# The suites update the cache with these generations; the verifier configured for them accepts exactly
# these texts (a custom verifier, as a caller with its own check would pass), so update() admits them.
SUITE_TEXTS = {"Sample generated text.", "Another generated text."}


def suite_verifier(problem: str, solution: str, answer: str | None) -> bool:
    return solution in SUITE_TEXTS


def _fresh_cache() -> KVMemoryCache:
    return KVMemoryCache(lckv_support.tiny_memory(), verifier=suite_verifier, namespace=f"cache-{uuid.uuid4().hex}")


class TestKVMemoryCacheSync(SyncCacheTestSuite):
    @pytest.fixture
    def cache(self) -> KVMemoryCache:
        return _fresh_cache()


class TestKVMemoryCacheAsync(AsyncCacheTestSuite):
    @pytest.fixture
    async def cache(self) -> KVMemoryCache:
        return _fresh_cache()
