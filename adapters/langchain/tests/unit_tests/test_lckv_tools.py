"""Tools and structured output on a tiny random Llama: the JSON constraint, not the model, makes every
call valid, so each test forces a call (tool_choice) or a bounded schema and checks the types."""

from __future__ import annotations

from typing import Literal

import pytest
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field
from typing_extensions import Annotated, TypedDict

import lckv_support
from kvmemory import InputError
from langchain_kvmemory import ChatKVMemory


@tool
def get_weather(city: Annotated[str, Field(max_length=8)], unit: Literal["c", "f"]) -> str:
    """Current weather in a city."""
    return f"20{unit} in {city}"


class Person(BaseModel):
    """A person."""

    name: str = Field(max_length=8)
    age: int = Field(ge=0, le=120)


class PersonDict(TypedDict):
    """A person."""

    name: Literal["ann", "bob", "cy"]
    age: Literal[20, 30, 40]


PERSON_SCHEMA = {"title": "person", "description": "A person.", "type": "object",
                 "properties": {"name": {"type": "string", "maxLength": 8},
                                "age": {"type": "integer", "minimum": 0, "maximum": 120}},
                 "required": ["name", "age"], "additionalProperties": False}


@pytest.fixture(scope="module")
def llm():
    return ChatKVMemory(memory=lckv_support.tiny_memory(), model="tiny-random-llama", max_tokens=64)


def _check_weather(call: dict) -> None:
    assert call["name"] == "get_weather" and call["type"] == "tool_call" and call["id"]
    assert set(call["args"]) == {"city", "unit"}
    assert isinstance(call["args"]["city"], str) and len(call["args"]["city"]) <= 8
    assert call["args"]["unit"] in ("c", "f")
    get_weather.args_schema.model_validate(call["args"])


@pytest.mark.parametrize("choice", ["get_weather", "any"])
def test_bind_tools_returns_valid_calls(llm, choice):
    # one call: a random model under "any" would otherwise add parallel calls until max_tokens
    reply = llm.bind_tools([get_weather], tool_choice=choice, parallel_tool_calls=False).invoke("Weather in Paris?")
    assert isinstance(reply, AIMessage) and reply.tool_calls
    assert reply.response_metadata["finish_reason"] == "tool_calls"
    for call in reply.tool_calls:
        _check_weather(call)


def test_stream_with_tools_ends_with_tool_call_chunks(llm):
    chunks = list(llm.bind_tools([get_weather], tool_choice="get_weather").stream("Weather in Rome?"))
    assert chunks[-1].tool_call_chunks and all(isinstance(c, AIMessageChunk) for c in chunks)
    full = chunks[0]
    for c in chunks[1:]:
        full = full + c
    assert full.tool_calls
    _check_weather(full.tool_calls[0])


def test_tool_message_history_is_accepted(llm):
    first = llm.bind_tools([get_weather], tool_choice="get_weather").invoke("Weather in Oslo?")
    call = first.tool_calls[0]
    history = [HumanMessage("Weather in Oslo?"), AIMessage(content="", tool_calls=[call]),
               ToolMessage(get_weather.invoke(call["args"]), tool_call_id=call["id"])]
    again = llm.bind_tools([get_weather], tool_choice="get_weather").invoke(history)
    _check_weather(again.tool_calls[0])
    plain = llm.invoke(history)  # no tools bound: a text reply after the tool result
    assert isinstance(plain, AIMessage) and isinstance(plain.content, str) and not plain.tool_calls


@pytest.mark.parametrize("method", ["json_schema", "function_calling"])
def test_structured_output_pydantic(llm, method):
    # strict: no keys beyond the schema's (an open object lets a random model add keys until max_tokens)
    out = llm.with_structured_output(Person, method=method, strict=True).invoke("Describe someone.")
    assert isinstance(out, Person) and len(out.name) <= 8 and 0 <= out.age <= 120


@pytest.mark.parametrize("method", ["json_schema", "function_calling"])
def test_structured_output_typeddict(llm, method):
    out = llm.with_structured_output(PersonDict, method=method, strict=True).invoke("Describe someone.")
    assert isinstance(out, dict) and set(out) == {"name", "age"}
    assert out["name"] in ("ann", "bob", "cy") and out["age"] in (20, 30, 40)


@pytest.mark.parametrize("method", ["json_schema", "function_calling"])
def test_structured_output_dict_schema(llm, method):
    out = llm.with_structured_output(PERSON_SCHEMA, method=method).invoke("Describe someone.")
    assert isinstance(out, dict) and set(out) == {"name", "age"} and 0 <= out["age"] <= 120


def test_structured_output_include_raw(llm):
    out = llm.with_structured_output(Person, include_raw=True, strict=True).invoke("Describe someone.")
    assert isinstance(out["raw"], AIMessage) and isinstance(out["parsed"], Person) and out["parsing_error"] is None


def test_strict_closes_objects():
    from langchain_kvmemory.chat_models import _closed

    assert _closed({"type": "object", "properties": {"a": {"type": "object", "properties": {}}}}) == {
        "type": "object", "additionalProperties": False,
        "properties": {"a": {"type": "object", "properties": {}, "additionalProperties": False}}}


class Tags(BaseModel):
    """Tags for a ticket."""

    tags: list[Literal["a", "b"]] = Field(max_length=2, json_schema_extra={"uniqueItems": True})


@pytest.mark.parametrize("method", ["json_schema", "function_calling"])
def test_strict_refuses_what_the_constraint_cannot_enforce(llm, method):
    # uniqueItems cannot be enforced while decoding: strict (OpenAI's contract) refuses it before anything runs,
    # naming the keyword; not strict, it is enforced after decoding and the reply still parses
    with pytest.raises(InputError, match="strict, but the constraint cannot enforce .uniqueItems.: remove it"):
        llm.with_structured_output(Tags, method=method, strict=True).invoke("Tag it.")
    with pytest.raises(InputError, match="uniqueItems"):
        llm.bind_tools([Tags], tool_choice="Tags", strict=True).invoke("Tag it.")
    out = llm.with_structured_output(Tags, method=method, include_raw=True).invoke("Tag it.")
    assert out["parsed"] is None or (isinstance(out["parsed"], Tags) and len(set(out["parsed"].tags)) == len(out["parsed"].tags))


def test_bad_tool_choice_name_is_a_clear_error(llm):
    with pytest.raises(InputError, match="'get_time', which is not a bound tool"):
        llm.bind_tools([get_weather], tool_choice="get_time")
    with pytest.raises(InputError, match="tool_choice must be"):
        llm.bind_tools([get_weather], tool_choice=3.5)


def test_cut_structured_reply_is_an_error_not_a_partial_object():
    from langchain_core.exceptions import OutputParserException

    short = ChatKVMemory(memory=lckv_support.tiny_memory(), model="tiny-random-llama", max_tokens=3)
    with pytest.raises(OutputParserException, match="cut by max_tokens"):
        short.with_structured_output(PERSON_SCHEMA).invoke("Describe someone.")
    out = short.with_structured_output(PERSON_SCHEMA, include_raw=True).invoke("Describe someone.")
    assert out["parsed"] is None and isinstance(out["parsing_error"], OutputParserException)
