"""Standard unit tests (langchain-tests ChatModelUnitTests) for ChatKVMemory; no model is loaded."""

from __future__ import annotations

import pytest
from langchain_tests.unit_tests import ChatModelUnitTests

import lckv_support
from langchain_kvmemory import ChatKVMemory


class TestChatKVMemoryUnit(lckv_support.LocalModelCapabilities, ChatModelUnitTests):
    @property
    def chat_model_params(self) -> dict:
        return {"memory": lckv_support.lazy_memory(), "model": "smollm2-135m-instruct"}


def test_unit_init_loads_no_model():
    mem = lckv_support.lazy_memory()
    ChatKVMemory(memory=mem)
    assert mem._model is None  # construction is cheap: the model loads on first call


def test_model_override_is_refused():
    from langchain_core.messages import HumanMessage

    from kvmemory import InputError

    llm = ChatKVMemory(memory=lckv_support.lazy_memory())
    with pytest.raises(InputError, match="cannot switch"):
        llm._answer([HumanMessage("hi")], None, {"model": "gpt-4o"})


def test_negative_temperature_is_refused():
    with pytest.raises(ValueError, match="temperature must be >= 0"):  # pydantic wraps our InputError
        ChatKVMemory(memory=lckv_support.lazy_memory(), temperature=-1)


def test_problem_of_prompt_reads_chat_cache_prompts():
    from langchain_core.load import dumps
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

    from langchain_kvmemory._common import problem_of_prompt

    prompt = dumps([SystemMessage("be brief"), HumanMessage("first"), AIMessage("x"), HumanMessage("What is 2+3?")])
    assert problem_of_prompt(prompt) == "What is 2+3?"
    assert problem_of_prompt("plain completion prompt") == "plain completion prompt"
    assert problem_of_prompt(dumps([SystemMessage("only system")])) is None


def test_ai_history_leaves_out_reasoning_blocks_and_refuses_media():
    """An AI turn's thinking/reasoning and tool-use blocks are not its reply text; an image in history is refused."""
    import pytest
    from langchain_core.messages import AIMessage, HumanMessage

    from kvmemory import InputError
    from langchain_kvmemory._common import chat_messages

    history = [HumanMessage([{"type": "text", "text": "Hello"}]),
               AIMessage([{"type": "thinking", "thinking": "a greeting", "signature": "x"},
                          {"type": "reasoning", "reasoning": "be warm"},
                          {"type": "text", "text": "Hello, how are you?"}]),
               HumanMessage("Well, thanks.")]
    assert chat_messages(history) == [{"role": "user", "content": "Hello"},
                                      {"role": "assistant", "content": "Hello, how are you?"},
                                      {"role": "user", "content": "Well, thanks."}]
    with pytest.raises(InputError, match="image"):
        chat_messages([HumanMessage("hi"), AIMessage([{"type": "image", "url": "http://x/y.png"}]), HumanMessage("ok")])
