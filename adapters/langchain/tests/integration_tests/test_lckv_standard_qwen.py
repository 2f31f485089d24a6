"""The standard chat suite's tool-calling and structured-output tests on Qwen2.5-Coder-0.5B-Instruct.

The tiny random model (``test_lckv_standard.py``) checks the LangChain contract of every standard test but
cannot read a prompt, so the tests that need a model that does are xfail there. Here they run on a real,
instruction-tuned model that writes calls in its chat template's own format (``native-tools/1``), greedy, with a
512-token budget. The other standard tests (streaming, async, batch, usage, stop, ...) do not depend on the model
and are skipped here as covered by the tiny model's class. No test here is marked xfail: all 21 model-dependent
tests pass on the 0.5B (tool calling sync and async, tool choice, no-argument tools, Unicode arguments, tool
message histories and error status, runnables bound as tools, the agent loop, structured output in all three schema
types, sync and async, optional parameters, few-shot examples).

Slow: loads the 0.5B (converted once into ``$KVMEMORY_CACHE``, about a minute the first time).
"""

from __future__ import annotations

import pytest
from langchain_tests.integration_tests import ChatModelIntegrationTests

import lckv_support

pytestmark = pytest.mark.slow

#: The standard tests that need a model that reads its prompt: tools, structured output, the agent loop.
MODEL_DEPENDENT = ("tool", "structured", "agent_loop")


class TestChatKVMemoryQwenIntegration(lckv_support.LocalModelCapabilities, ChatModelIntegrationTests):
    @property
    def chat_model_params(self) -> dict:
        return {"memory": lckv_support.qwen_memory(), "model": "qwen2.5-coder-0.5b", "max_tokens": 512,
                "namespace": "suite-qwen"}

    @pytest.fixture
    def model(self, request):
        if not any(w in request.node.name for w in MODEL_DEPENDENT):
            pytest.skip("model-independent: run on the tiny model (test_lckv_standard.py)")
        params = {**self.standard_chat_model_params, **self.chat_model_params,
                  **(getattr(request, "param", None) or {})}
        params["max_tokens"] = 512  # the suite's 100 cuts a call whose arguments the model writes out in full
        return self.chat_model_class(**params)

