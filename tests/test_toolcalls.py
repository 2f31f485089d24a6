"""kvmemory.toolcalls: request checks, the kvmemory-tools/1 layout bytes, the native-tools/1 layout (a chat
template's own tool format, on a ChatML template written here), the llguidance constraint, the parser.

The strong test is the campaign: a tiny random model emits garbage unconstrained, so every one of its
sampled replies parsing and validating shows the constraint, not the model, makes the JSON.
"""

from __future__ import annotations

import copy
import hashlib
import json
import math
import re

import pytest

from kvmemory.errors import InputError
from kvmemory.toolcalls import (TOOLS_LAYOUT_VERSION, JSONConstraint, ToolCall, answer_schema, call_id,
                                normalize_request, parse, plain_messages, render, supports_tools)
from kvmemory.toolcalls.layout import calls_text, check_messages

WEATHER = {"type": "function", "function": {
    "name": "get_weather", "description": "Current weather in a city",
    "parameters": {"type": "object", "properties": {"unit": {"enum": ["c", "f"]}, "city": {"type": "string", "maxLength": 12}},
                   "required": ["city", "unit"], "additionalProperties": False}}}
ORDER = {"type": "function", "function": {
    "name": "create_order", "description": "Order items",
    "parameters": {"type": "object", "properties": {
        "items": {"type": "array", "minItems": 1, "maxItems": 3,
                  "items": {"type": "object", "properties": {"sku": {"type": "string", "maxLength": 6},
                                                             "qty": {"type": "integer", "minimum": 1, "maximum": 9}},
                            "required": ["sku", "qty"], "additionalProperties": False}},
        "customer": {"$ref": "#/$defs/Customer"},
        "discount": {"type": "number", "minimum": 0, "maximum": 1}},
        "required": ["customer", "items"], "additionalProperties": False,
        "$defs": {"Customer": {"type": "object", "properties": {"id": {"type": "integer", "minimum": 1, "maximum": 999},
                                                                "vip": {"type": "boolean"}},
                               "required": ["id", "vip"], "additionalProperties": False}}}}}
REPLY = {"type": "json_schema", "json_schema": {"name": "person", "strict": True, "schema": {
    "type": "object", "properties": {"name": {"type": "string", "maxLength": 10},
                                     "age": {"type": "integer", "minimum": 0, "maximum": 120},
                                     "tags": {"type": "array", "maxItems": 2, "items": {"enum": ["a", "b", "c"]}}},
    "required": ["name", "age", "tags"], "additionalProperties": False}}}
ASK = [{"role": "user", "content": "What is the weather in Paris?"}]


@pytest.fixture(autouse=True, scope="module")
def _one_thread(one_thread):
    yield


# -- spec ----------------------------------------------------------------------------------------

BAD = [
    (dict(tools={"type": "function"}), "tools must be a list"),
    (dict(tools=[{"name": "f"}]), r"tools\[0\] must be \{\"type\": \"function\""),
    (dict(tools=[{"type": "function", "function": {"name": "bad name"}}]), "letters, digits"),
    (dict(tools=[WEATHER, WEATHER]), "unique name"),
    (dict(tools=[{"type": "function", "function": {"name": "f", "parameters": {"type": "string"}}}]), "must describe an object"),
    (dict(tools=[{"type": "function", "function": {"name": "f", "parameters": {"type": "object", "properties": 3}}}]),
     "not a valid JSON schema"),
    (dict(tools=[WEATHER], tool_choice="always"), "'auto', 'required', 'none'"),
    (dict(tool_choice="required"), "needs tools"),
    (dict(tools=[WEATHER], tool_choice={"type": "function", "function": {"name": "nope"}}), "not in tools"),
    (dict(response_format={"type": "xml"}), "response_format must be"),
    (dict(response_format={"type": "json_schema"}), "needs 'json_schema'"),
    (dict(response_format={"type": "json_schema", "json_schema": {"schema": {"type": 7}}}), "not a valid JSON schema"),
]


@pytest.mark.parametrize("kwargs, message", BAD, ids=[m for _, m in BAD])
def test_bad_requests_say_the_fix(kwargs, message):
    with pytest.raises(InputError, match=message):
        normalize_request(**kwargs)


def test_request_defaults_and_offered():
    assert normalize_request().tool_choice.mode == "none" and not normalize_request().constrained
    req = normalize_request([WEATHER, ORDER])
    assert req.tool_choice.mode == "auto" and [t.name for t in req.offered] == ["get_weather", "create_order"]
    named = normalize_request([WEATHER, ORDER], {"type": "function", "function": {"name": "create_order"}})
    assert [t.name for t in named.offered] == ["create_order"]
    assert normalize_request([WEATHER], "none").offered == () and not normalize_request([WEATHER], "none").constrained
    assert normalize_request(response_format={"type": "text"}).response_format is None
    assert normalize_request(response_format={"type": "json_object"}).constrained


def test_tool_call_ids_are_deterministic_and_openai_shaped():
    a = call_id("get_weather", {"unit": "c", "city": "Paris"}, 0)
    assert a == call_id("get_weather", {"city": "Paris", "unit": "c"}, 0) and a.startswith("call_") and len(a) == 29
    assert a != call_id("get_weather", {"city": "Paris", "unit": "c"}, 1)

    call = ToolCall(a, "get_weather", {"unit": "c", "city": "Paris"})
    assert call.to_openai() == {"id": a, "type": "function",
                                "function": {"name": "get_weather", "arguments": '{"city":"Paris","unit":"c"}'}}
    with pytest.raises(Exception):
        call.name = "x"  # frozen


# -- layout --------------------------------------------------------------------------------------

HISTORY = [
    {"role": "system", "content": "Be brief."},
    {"role": "user", "content": "Weather in Paris and Oslo?"},
    {"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": '{"unit":"c","city":"Paris"}'}},
        {"id": "call_2", "type": "function", "function": {"name": "get_weather", "arguments": {"city": "Oslo", "unit": "c"}}}]},
    {"role": "tool", "tool_call_id": "call_1", "content": "18 C, sunny"},
    {"role": "tool", "tool_call_id": "call_2", "content": "4 C, snow"},
]


def test_a_call_repeated_in_a_later_turn_gets_a_new_id():
    """Ids count on from the conversation's calls: a client that drops a call whose id it has seen (the OpenAI
    Agents SDK does) still runs a call the model makes again, word for word, after the first one's result."""
    from kvmemory.toolcalls import hook_for, parse
    tools = [{"type": "function", "function": {"name": "get_weather", "parameters": {
        "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}}]
    reply = '{"tool_calls":[{"name":"get_weather","arguments":{"city":"Paris"}}]}'
    first = hook_for("Weather in Paris?", tools=tools, tool_choice="required")
    (call,) = parse(reply, first.request, first_index=first.calls_before).tool_calls
    later = hook_for([{"role": "user", "content": "Weather in Paris?"},
                      {"role": "assistant", "content": None, "tool_calls": [call.to_openai()]},
                      {"role": "tool", "tool_call_id": call.id, "content": "18 C"}], tools=tools, tool_choice="required")
    assert (first.calls_before, later.calls_before) == (0, 1)
    (again,) = parse(reply, later.request, first_index=later.calls_before).tool_calls
    assert (again.name, again.arguments) == (call.name, call.arguments) and again.id != call.id
    assert again.id == call_id("get_weather", {"city": "Paris"}, 1)



def test_generic_layout_bytes():
    msgs = plain_messages(HISTORY, normalize_request([WEATHER]))
    assert [m["role"] for m in msgs] == ["system", "user", "assistant", "user"]
    assert msgs[0]["content"] == (
        "Be brief.\n\n# Tools (kvmemory-tools/1)\nYou can call these functions. Each line is one function as JSON:\n"
        '{"description":"Current weather in a city","name":"get_weather","parameters":{"additionalProperties":false,'
        '"properties":{"city":{"maxLength":12,"type":"string"},"unit":{"enum":["c","f"]}},"required":["city","unit"],'
        '"type":"object"}}\n'
        'To call functions, reply with only: {"tool_calls":[{"name":"<function name>","arguments":{<arguments>}}]}\n'
        'To reply in text instead, reply with only: {"content":"<your reply>"}')
    assert msgs[2]["content"] == ('{"tool_calls":[{"name":"get_weather","arguments":{"city":"Paris","unit":"c"}},'
                                  '{"name":"get_weather","arguments":{"city":"Oslo","unit":"c"}}]}')
    assert msgs[3]["content"] == ('{"tool_results":[{"content":"18 C, sunny","name":"get_weather","tool_call_id":"call_1"},'
                                  '{"content":"4 C, snow","name":"get_weather","tool_call_id":"call_2"}]}')
    assert TOOLS_LAYOUT_VERSION in msgs[0]["content"]


def test_layout_is_deterministic(default_tokenizer):
    req = normalize_request([WEATHER, ORDER], "required")
    shuffled = copy.deepcopy(WEATHER)
    shuffled["function"]["parameters"] = dict(reversed(list(shuffled["function"]["parameters"].items())))
    a = render(default_tokenizer, HISTORY, req)
    b = render(default_tokenizer, copy.deepcopy(HISTORY), normalize_request([shuffled, ORDER], "required"))
    assert hashlib.sha256(a.encode()).hexdigest() == hashlib.sha256(b.encode()).hexdigest()
    assert a.endswith("<|im_start|>assistant\n") and "You must call at least one function." in a


def test_reply_format_block_and_no_tools_when_none():
    rf = plain_messages(ASK, normalize_request(response_format=REPLY))
    assert rf[0]["content"].startswith("# Reply format (kvmemory-tools/1)\nReply with only a JSON object matching this JSON schema: {")
    assert plain_messages(ASK, normalize_request([WEATHER], "none")) == ASK
    named = plain_messages(ASK, normalize_request([WEATHER, ORDER], {"type": "function", "function": {"name": "get_weather"}}))
    assert "create_order" not in named[0]["content"] and "Call the function get_weather." in named[0]["content"]


def test_decoded_calls_and_history_are_the_same_bytes():
    assert calls_text([("get_weather", {"unit": "c", "city": "Paris"})]) == \
        '{"tool_calls":[{"name":"get_weather","arguments":{"city":"Paris","unit":"c"}}]}'


BAD_MESSAGES = [
    ([{"role": "robot", "content": "x"}], "use 'system', 'user', 'assistant' or 'tool'"),
    ([{"role": "assistant", "tool_calls": [{"function": {"name": "f", "arguments": "{oops"}}]}], "not valid JSON text"),
    ([{"role": "assistant", "tool_calls": [{"type": "function"}]}], r"tool_calls\[0\] must be"),
    ([{"role": "user", "content": "x", "tool_calls": [{"function": {"name": "f"}}]}], "only assistant turns"),
    ([{"role": "tool", "content": 3}], "content must be text"),
    ([{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}], r"content\[0\] is 'image_url'"),
]


@pytest.mark.parametrize("messages, message", BAD_MESSAGES, ids=[m for _, m in BAD_MESSAGES])
def test_bad_messages_say_the_fix(messages, message):
    with pytest.raises(InputError, match=message):
        check_messages(messages)


def test_messages_as_openai_clients_send_them_are_the_same_request(llama_mem):
    """Content as a list of text parts and the ``developer`` role (the OpenAI SDK, its Agents SDK, LangChain) are
    read as ``kvmemory serve`` reads them: the same prompt, so the same tokens, as plain strings and ``system``."""
    parts = [{"role": "developer", "content": [{"type": "text", "text": "Be brief."}]},
             {"role": "user", "content": [{"type": "text", "text": "What is the weather "}, {"type": "text", "text": "in Paris?"}]}]
    plain = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "What is the weather in Paris?"}]
    for kw in ({}, {"tools": [WEATHER], "tool_choice": "required"}):
        a, b = llama_mem.answer(parts, max_new_tokens=6, **kw), llama_mem.answer(plain, max_new_tokens=6, **kw)
        assert a.token_ids == b.token_ids and a.text == b.text and a.prompt_tokens == b.prompt_tokens
    history = HISTORY[:-1] + [{**HISTORY[-1], "content": [{"type": "text", "text": HISTORY[-1]["content"]}]}]
    assert check_messages(history) == check_messages(HISTORY)
    before = len(llama_mem)
    with pytest.raises(InputError, match="only text parts"):
        llama_mem.answer([{"role": "user", "content": [{"type": "input_audio", "input_audio": {}}]}])
    assert len(llama_mem) == before


def test_native_template_detected_and_used(default_tokenizer):
    assert not supports_tools(default_tokenizer)  # SmolLM2 renders role and content only
    tok = copy.deepcopy(default_tokenizer)
    tok.chat_template = ("{% if tools %}<tools>{% for t in tools %}{{ t.function.name }};{% endfor %}</tools>{% endif %}"
                         "{% for m in messages %}[{{ m.role }}]{{ m.content }}"
                         "{% for c in m.tool_calls or [] %}<call>{{ c.function.name }}</call>{% endfor %}{% endfor %}"
                         "{% if add_generation_prompt %}[assistant]{% endif %}")
    assert supports_tools(tok)
    text = render(tok, HISTORY, normalize_request([WEATHER]))
    assert text.startswith("<tools>get_weather;</tools>[system]Be brief.\n\n# Tools (kvmemory-tools/1)\nTo call functions")
    assert "<call>get_weather</call><call>get_weather</call>" in text and '"parameters"' not in text


# -- constraint ----------------------------------------------------------------------------------

def test_mask_never_modifies_its_input(default_tokenizer):
    import torch

    constraint = JSONConstraint(default_tokenizer, answer_schema(normalize_request([WEATHER], "required")))
    logits = torch.randn(len(default_tokenizer), generator=torch.Generator().manual_seed(0))
    before = hashlib.sha256(logits.numpy().tobytes()).hexdigest()
    masked = constraint.mask(logits)
    assert hashlib.sha256(logits.numpy().tobytes()).hexdigest() == before
    allowed = torch.isfinite(masked)
    assert 0 < int(allowed.sum()) < 10 and torch.equal(masked[allowed], logits[allowed])
    first = int(torch.argmax(masked))
    assert default_tokenizer.decode([first]).startswith("{")


def test_constraint_walks_a_valid_reply_and_refuses_others(default_tokenizer):
    import torch

    req = normalize_request([WEATHER, ORDER], "required")
    text = calls_text([("create_order", {"customer": {"id": 7, "vip": True}, "items": [{"qty": 2, "sku": "ab"}],
                                         "discount": 0.5})])
    constraint = JSONConstraint(default_tokenizer, answer_schema(req))
    ids = default_tokenizer(text, add_special_tokens=False)["input_ids"]
    zeros = torch.zeros(len(default_tokenizer))
    for t in ids:
        assert torch.isfinite(constraint.mask(zeros)[t]), default_tokenizer.decode([t])
        assert not constraint.done()
        constraint.advance(t)
    assert constraint.done()
    assert torch.isfinite(constraint.mask(zeros)).nonzero().flatten().tolist() == [default_tokenizer.eos_token_id]
    fresh = JSONConstraint(default_tokenizer, answer_schema(req))
    with pytest.raises(InputError, match="not allowed here"):
        fresh.advance(default_tokenizer("hello", add_special_tokens=False)["input_ids"][0])


def test_unenforceable_schema_is_an_input_error(default_tokenizer):
    with pytest.raises(InputError, match="cannot be enforced.*uniqueItems"):
        JSONConstraint(default_tokenizer, {"type": "array", "uniqueItems": True})


# -- the campaign on a tiny random model -----------------------------------------------------------

def _decode(lm, request, messages, seed, *, max_new_tokens=160):
    from transformers import DynamicCache

    from kvmemory.decoding import decode
    from kvmemory.graft import prefill

    model, tok = lm
    ids = tok(render(tok, messages, request), add_special_tokens=False)["input_ids"]
    cache = DynamicCache(config=model.config)
    logits, _ = prefill(model, ids, prefix_cache=cache)
    constraint = JSONConstraint(tok, answer_schema(request), vocab_size=logits.shape[-1])
    return decode(model, tok, cache, logits, len(ids), max_new_tokens=max_new_tokens, sample=True, temperature=1.0,
                  seed=seed, logits_processor=constraint.processor())


CAMPAIGN = {
    "required": (dict(tools=[WEATHER, ORDER], tool_choice="required", parallel_tool_calls=False), HISTORY[:2]),
    "parallel": (dict(tools=[WEATHER], tool_choice="required"), HISTORY[:2]),
    # auto with a plain-text reply is left to the default model: a random model's free text never ends
    "auto": (dict(tools=[WEATHER], tool_choice="auto", response_format=REPLY, parallel_tool_calls=False), HISTORY),
    "named": (dict(tools=[WEATHER, ORDER], tool_choice={"type": "function", "function": {"name": "create_order"}}), ASK),
    "response_format": (dict(response_format=REPLY), ASK),
    "tools+format": (dict(tools=[WEATHER], response_format=REPLY), ASK),
}


@pytest.mark.parametrize("case", list(CAMPAIGN))
def test_tiny_model_replies_always_parse_and_validate(tiny_llama, case):
    kwargs, messages = CAMPAIGN[case]
    request = normalize_request(**kwargs)
    model, tok = tiny_llama
    kinds = set()
    for seed in range(12):
        decoded = _decode(tiny_llama, request, messages, seed, max_new_tokens=400)
        assert decoded.finish == "eos", decoded.text
        parsed = parse(decoded.text, request)
        kinds.add(parsed.finish)
        if request.offered:
            assert parsed.finish in ("tool_calls", "stop")
        if parsed.finish == "tool_calls":
            assert all(c.name in {t.name for t in request.offered} for c in parsed.tool_calls)
            if case == "named" or not request.parallel_tool_calls:
                assert len(parsed.tool_calls) == 1
        if case == "response_format":
            json.loads(parsed.content)
    if case in ("required", "named", "parallel"):
        assert kinds == {"tool_calls"}


def test_tiny_model_unconstrained_is_garbage(tiny_llama):
    """The control: the same model without the mask does not produce the answer shape."""
    from transformers import DynamicCache

    from kvmemory.decoding import decode
    from kvmemory.graft import prefill

    model, tok = tiny_llama
    request = normalize_request([WEATHER], "required")
    ids = tok(render(tok, ASK, request), add_special_tokens=False)["input_ids"]
    cache = DynamicCache(config=model.config)
    logits, _ = prefill(model, ids, prefix_cache=cache)
    decoded = decode(model, tok, cache, logits, len(ids), max_new_tokens=40, sample=True, temperature=1.0, seed=0)
    with pytest.raises(InputError):
        parse(decoded.text, request)


# -- parse ---------------------------------------------------------------------------------------

def test_parse_checks_arguments_again_and_reports_cuts():
    req = normalize_request([WEATHER], "auto")
    ok = parse('{"tool_calls":[{"name":"get_weather","arguments":{"city":"Paris","unit":"c"}}]}', req)
    assert ok.finish == "tool_calls" and ok.tool_calls[0].arguments == {"city": "Paris", "unit": "c"}
    assert ok.tool_calls[0].id == call_id("get_weather", {"city": "Paris", "unit": "c"}, 0)
    assert parse('{"content":"hi"}', req) == type(ok)((), "hi", "stop")
    # a breach of the schema is named, the call kept as written (under the constraint only a keyword it could not
    # enforce can be broken: test_what_the_constraint_cannot_enforce_is_checked_after_decoding)
    off = parse('{"tool_calls":[{"name":"get_weather","arguments":{"city":"Paris","unit":"k"}}]}', req)
    assert off.tool_calls[0].arguments["unit"] == "k" and len(off.schema_errors) == 1
    assert re.search(r"get_weather \(tool_calls\[0\]\) does not match its schema at unit: 'k' is not one of",
                     off.schema_errors[0])
    with pytest.raises(InputError, match="raise max_new_tokens"):
        parse('{"tool_calls":[{"name":"get_wea', req)
    with pytest.raises(InputError, match="not offered"):
        parse('{"tool_calls":[{"name":"rm_rf","arguments":{}}]}', req)


# -- the real default model ----------------------------------------------------------------------

@pytest.mark.slow
def test_default_model_calls_the_weather_tool(default_lm):
    from transformers import DynamicCache

    from kvmemory.decoding import decode
    from kvmemory.graft import prefill

    model, tok = default_lm
    for kwargs in (dict(tools=[WEATHER, ORDER], tool_choice="required"), dict(response_format=REPLY)):
        request = normalize_request(**kwargs)
        ids = tok(render(tok, ASK, request), add_special_tokens=False)["input_ids"]
        cache = DynamicCache(config=model.config)
        logits, _ = prefill(model, ids, prefix_cache=cache)
        constraint = JSONConstraint(tok, answer_schema(request), vocab_size=logits.shape[-1])
        decoded = decode(model, tok, cache, logits, len(ids), max_new_tokens=96, logits_processor=constraint.processor())
        assert decoded.finish == "eos", decoded.text
        parsed = parse(decoded.text, request)
        if "tools" in kwargs:
            assert parsed.finish == "tool_calls" and parsed.tool_calls[0].name == "get_weather", decoded.text
            assert "paris" in parsed.tool_calls[0].arguments["city"].lower()
        else:
            assert set(json.loads(parsed.content)) == {"name", "age", "tags"}


# -- the answer path: KVMemory.answer(tools=..., tool_choice=..., response_format=...) --------------

def test_answer_calls_a_tool_on_a_tiny_model(llama_mem):
    for seed in range(4):
        ans = llama_mem.answer(ASK, tools=[WEATHER, ORDER], tool_choice="required", parallel_tool_calls=False,
                               max_new_tokens=300, sample=True, temperature=1.0, seed=seed)
        assert ans.finish == "tool_calls" and len(ans.tool_calls) == 1 and ans.text == "" and ans.mode == "cold"
        call = ans.tool_calls[0]
        assert isinstance(call, ToolCall) and call.name in ("get_weather", "create_order")
        assert call.id == call_id(call.name, call.arguments, 0)
        assert call.to_openai()["function"]["arguments"] == json.dumps(call.arguments, sort_keys=True, separators=(",", ":"),
                                                                       ensure_ascii=False)


#: A chat template that renders tools= (as Qwen's, Llama 3.1's and others do), in a shape easy to read back.
NATIVE_TEMPLATE = ("{% if tools %}<tools>{% for t in tools %}{{ t.function.name }};{% endfor %}</tools>{% endif %}"
                   "{% for m in messages %}[{{ m.role }}]{{ m.content }}{% endfor %}"
                   "{% if add_generation_prompt %}[assistant]{% endif %}")


def test_a_native_chat_template_lists_the_tools_in_the_answer_path(tiny_llama, embedder, tmp_path):
    """A model whose chat template renders tools= gets them listed by its own template, with the answer-shape
    lines of kvmemory-tools/1 in the system turn and no function JSON of the generic block; the reply still
    parses into a call. The default tokenizer's template (no tools) keeps the generic block."""
    from dataclasses import replace

    from kvmemory import DEFAULT_SETTINGS, KVMemory
    from kvmemory.templates.chat import with_tools
    from kvmemory.toolcalls import hook_for

    model, tok = tiny_llama
    native = copy.deepcopy(tok)
    native.chat_template = NATIVE_TEMPLATE
    messages = [{"role": "system", "content": "Be brief."}, *ASK]
    settings = replace(DEFAULT_SETTINGS, auto_prefix=False)
    for tokenizer, is_native in ((native, True), (tok, False)):
        hook = hook_for(messages, tools=[WEATHER], tool_choice="required")
        assert hook.native(tokenizer) is is_native
        with KVMemory(tmp_path / f"lib-{is_native}", model=model, tokenizer=tokenizer, embedder=embedder,
                      settings=settings) as mem:
            ans = mem.answer(messages, tools=[WEATHER], tool_choice="required", max_new_tokens=300)
        assert ans.finish == "tool_calls" and [c.name for c in ans.tool_calls] == ["get_weather"]
        problem = hook.problem(tokenizer)
        template = with_tools([WEATHER]) if is_native else None
        text = (template.query("cold", problem[-1]["content"], problem[:-1], tokenizer) if is_native else
                tokenizer.apply_chat_template(problem, tokenize=False, add_generation_prompt=True))
        ids = tokenizer.encode(text, add_special_tokens=False)
        assert hashlib.sha256(json.dumps(ids).encode()).hexdigest() == ans.input_sha256  # what was decoded
        if is_native:
            assert text.startswith(f"<tools>get_weather;</tools>[system]Be brief.\n\n# Tools ({TOOLS_LAYOUT_VERSION})\n"
                                   "You must call at least one function.")
            assert '"parameters"' not in text
        else:
            assert '"name":"get_weather","parameters"' in text and "<tools>" not in text


def test_stored_episodes_keep_the_generic_listing_unless_the_native_layout_is_asked(default_tokenizer):
    """Over stored episodes (transfer, the layout of a diverged replay) the generic block lists the functions by default,
    even where the template could; with Settings(episode_layout="native") (hook_for(native_episodes=True)) the chat
    template lists them, as in chat-v1, and the answer still searches and grafts the episode template's entries."""
    from kvmemory.steps import Request
    from kvmemory.templates.chat import CHAT_V1
    from kvmemory.toolcalls import hook_for
    from kvmemory.toolcalls.episode import EPISODE_TEMPLATE

    native = copy.deepcopy(default_tokenizer)
    native.chat_template = NATIVE_TEMPLATE
    generic = hook_for(ASK, tools=[WEATHER], tool_choice="required").adapt(Request(ASK, template=EPISODE_TEMPLATE), native)
    assert generic.template == EPISODE_TEMPLATE and '"name":"get_weather","parameters"' in generic.problem[0]["content"]
    hook = hook_for(ASK, tools=[WEATHER], tool_choice="required", native_episodes=True)
    for name, asked in ((EPISODE_TEMPLATE, EPISODE_TEMPLATE), (CHAT_V1.name, None)):
        req = hook.adapt(Request(ASK, template=asked), native)
        assert req.template.name == name and req.template.tools == (WEATHER,)
        assert '"parameters"' not in req.problem[0]["content"]  # listed by the template, not the generic block
        assert "get_weather;" in req.template.solve_query(ASK[0]["content"], [], native)
    plain = hook.adapt(Request(ASK, template=EPISODE_TEMPLATE), default_tokenizer)  # SmolLM2: no tools= at all
    assert plain.template == EPISODE_TEMPLATE and '"name":"get_weather","parameters"' in plain.problem[0]["content"]


def test_a_native_tool_listing_is_an_automatic_prefix(tiny_llama, embedder, tmp_path):
    """The system turn with the chat template's own tool listing becomes the automatic prefix, as the
    generic block does: the prefix's ids are those of the template's system turn rendered with tools=."""
    from kvmemory import KVMemory
    from kvmemory.pipeline import task_of
    from kvmemory.prefix import auto_split
    from kvmemory.templates.chat import with_tools
    from kvmemory.toolcalls import hook_for

    model, tok = tiny_llama
    native = copy.deepcopy(tok)
    native.chat_template = NATIVE_TEMPLATE
    messages = [{"role": "system", "content": "Answer as a weather desk would, in one short line. " * 30}, *ASK]
    laid_out = hook_for(messages, tools=[WEATHER], tool_choice="required").problem(native)
    with KVMemory(tmp_path / "lib", model=model, tokenizer=native, embedder=embedder) as mem:
        first = mem.answer(messages, tools=[WEATHER], tool_choice="required", max_new_tokens=300)
        again = mem.answer(messages, tools=[WEATHER], tool_choice="required", max_new_tokens=300)
        split = auto_split(mem.lm, with_tools([WEATHER]), "cold", task_of(laid_out, 10**6),
                           mem.settings.auto_prefix_min_tokens)
    assert split is not None and split.text.startswith("<tools>get_weather;</tools>[system]Answer as")
    for ans in (first, again):
        assert ans.finish == "tool_calls" and ans.prefix["auto"] and ans.prefix["tokens"] == len(split.ids)
    assert again.tool_calls == first.tool_calls  # the same layout, computed once and grafted after


def test_answer_response_format_and_tool_history_on_a_tiny_model(llama_mem):
    import jsonschema

    ans = llama_mem.answer(ASK, response_format=REPLY, max_new_tokens=300, sample=True, temperature=1.0, seed=1)
    assert ans.finish == "eos" and ans.tool_calls == []
    jsonschema.validate(json.loads(ans.text), REPLY["json_schema"]["schema"])
    # a conversation that holds assistant tool calls and tool results is accepted; the reply is a call or content
    ans = llama_mem.answer(HISTORY, tools=[WEATHER], response_format=REPLY, max_new_tokens=300, sample=True,
                           temperature=1.0, seed=2)
    assert ans.finish in ("tool_calls", "eos")
    if ans.finish == "eos":
        jsonschema.validate(json.loads(ans.text), REPLY["json_schema"]["schema"])


def test_ordinary_answers_are_untouched(llama_mem):
    plain = llama_mem.answer(ASK, max_new_tokens=8)
    assert plain.tool_calls == [] and plain.finish in ("eos", "length", "stop", "pattern")
    none = llama_mem.answer(ASK, tools=[WEATHER], tool_choice="none", max_new_tokens=8)
    assert none.tool_calls == [] and none.token_ids  # not constrained: the model's own tokens


#: A tool whose schema is valid JSON Schema but uses what the constraint cannot enforce: a keyword it does not
#: implement (uniqueItems, not), a format it does not know, a regex feature its engine lacks (look-ahead).
LOOKUP = {"type": "function", "function": {
    "name": "lookup", "description": "Look a customer up",
    "parameters": {"type": "object", "properties": {
        "tags": {"type": "array", "items": {"enum": ["vip", "new"]}, "maxItems": 2, "uniqueItems": True},
        "phone": {"type": "string", "maxLength": 8, "format": "phone", "not": {"type": "null"}},
        "code": {"type": "string", "maxLength": 4, "pattern": "^(?=.*)"}},
        "required": ["tags", "phone", "code"], "additionalProperties": False}}}


def test_what_the_constraint_cannot_enforce_is_checked_after_decoding(llama_mem):
    import jsonschema

    (tool,) = normalize_request([LOOKUP], "auto").tools
    assert tool.relaxed == ("pattern '^(?=.*)' (a regex feature the constraint's engine lacks)", "'not'",
                            "'uniqueItems'", "format 'phone'")
    assert list(tool.enforced["properties"]) == ["tags", "phone", "code"]       # the schema's order kept
    assert "uniqueItems" not in tool.enforced["properties"]["tags"] and tool.parameters == LOOKUP["function"]["parameters"]
    plain = normalize_request([WEATHER], "auto").tools[0]
    assert plain.enforced is plain.parameters and plain.relaxed == ()         # nothing to leave out: as given
    # decoded under the rest of the schema, the call is then checked against all of it
    ans = llama_mem.answer(ASK, tools=[LOOKUP], tool_choice="required", max_new_tokens=200)
    assert ans.finish == "tool_calls" and [c.name for c in ans.tool_calls] == ["lookup"] * len(ans.tool_calls)
    params = jsonschema.Draft202012Validator(LOOKUP["function"]["parameters"])
    broken = [c for c in ans.tool_calls if not params.is_valid(c.arguments)]       # only uniqueItems can break
    assert len(ans.schema_errors) == len(broken) and all("non-unique" in e for e in ans.schema_errors)
    # a reply that breaks a keyword the constraint left out comes back as decoded, the breach named, never a silent
    # pass (the model erred, not the caller: an agent's tool answers it); a reply that keeps it names nothing
    req = normalize_request([LOOKUP], "required")
    bad = parse('{"tool_calls":[{"name":"lookup","arguments":{"code":"a","phone":"1","tags":["vip","vip"]}}]}', req)
    assert [c.arguments["tags"] for c in bad.tool_calls] == [["vip", "vip"]]
    assert len(bad.schema_errors) == 1 and re.search(r"lookup \(tool_calls\[0\]\).* at tags: .*non-unique",
                                                     bad.schema_errors[0])
    assert parse('{"tool_calls":[{"name":"lookup","arguments":{"code":"a","phone":"1","tags":["vip"]}}]}',
                 req).schema_errors == ()
    # strict asks that every keyword be enforced: refused before anything runs, naming what cannot be
    strict = copy.deepcopy(LOOKUP)
    strict["function"]["strict"] = True
    before = len(llama_mem)
    with pytest.raises(InputError, match="strict, but the constraint cannot enforce.*uniqueItems"):
        llama_mem.answer(ASK, tools=[strict])
    with pytest.raises(InputError, match="must be true or false"):
        normalize_request([{**strict, "function": {**strict["function"], "strict": "yes"}}])
    assert len(llama_mem) == before
    # the same for a response format: relaxed unless strict
    schema = {"type": "array", "items": {"enum": [1, 2]}, "minItems": 1, "maxItems": 1, "uniqueItems": True}
    fmt = {"type": "json_schema", "json_schema": {"name": "x", "schema": schema}}
    ans = llama_mem.answer(ASK, response_format=fmt, max_new_tokens=20)
    assert json.loads(ans.text) in ([1], [2]) and ans.schema_errors == []
    rf = normalize_request(response_format={**fmt, "json_schema": {**fmt["json_schema"], "schema": {
        **schema, "maxItems": 2}}})
    assert parse("[1,1]", rf).schema_errors == ("the reply does not match its schema at the top: [1, 1] has non-unique "
                                                "elements",)
    with pytest.raises(InputError, match="uniqueItems"):
        llama_mem.answer(ASK, response_format={"type": "json_schema", "json_schema": {**fmt["json_schema"], "strict": True}})


#: Shapes a writer of real APIs used and the constraint first refused (evalsets/tools/blind/apis-writer-2.json): an
#: MCP-style dotted name, a unit that is a ``oneOf`` of two objects, and Google's ``format: "enum"`` in two places.
DOTTED = {"type": "function", "function": {"name": "home.set_light", "parameters": {
    "type": "object", "required": ["level"], "properties": {
        "level": {"oneOf": [{"type": "object", "properties": {"pct": {"enum": [10, 50]}}, "required": ["pct"]},
                            {"type": "object", "properties": {"lux": {"enum": [100]}}, "required": ["lux"]}]},
        "mode": {"type": "string", "format": "enum", "enum": ["on", "off"]},
        "rooms": {"type": "array", "maxItems": 2, "items": {"type": "string", "format": "enum", "enum": ["hall"]}}}}}}


def test_real_api_shapes_are_decoded_and_checked(llama_mem):
    import jsonschema

    (tool,) = normalize_request([DOTTED], "required").tools
    assert tool.name == "home.set_light"
    assert tool.relaxed == ("format 'enum'", "'oneOf' (decoded as anyOf: that exactly one branch holds is checked after "
                                             "decoding)")
    level = tool.enforced["properties"]["level"]
    assert "oneOf" not in level and level["anyOf"] == DOTTED["function"]["parameters"]["properties"]["level"]["oneOf"]
    assert "format" not in json.dumps(tool.enforced) and tool.parameters == DOTTED["function"]["parameters"]
    ans = llama_mem.answer(ASK, tools=[DOTTED], tool_choice="required", max_new_tokens=120)
    assert ans.finish == "tool_calls" and {c.name for c in ans.tool_calls} == {"home.set_light"}
    for call in ans.tool_calls:
        jsonschema.validate(call.arguments, DOTTED["function"]["parameters"])   # the branches decode closed: one holds
    assert ans.schema_errors == []
    # both branches at once: anyOf admits it while decoding, oneOf's check after decoding names it
    req = normalize_request([DOTTED], "required")
    both = parse('{"tool_calls":[{"name":"home.set_light","arguments":{"level":{"pct":10,"lux":100}}}]}', req)
    assert len(both.schema_errors) == 1 and "at level: " in both.schema_errors[0] and "valid under each of" in \
        both.schema_errors[0]
    for bad in ("home/set_light", "a" * 129, "set light"):
        with pytest.raises(InputError, match="1-128 letters, digits, '_', '-' or '.'"):
            normalize_request([{"type": "function", "function": {"name": bad}}])


def test_refs_by_json_pointer_and_to_the_root_are_enforced(default_tokenizer):
    from kvmemory.toolcalls.schemas import hoist

    params = {"type": "object", "properties": {"a": {"type": "string", "maxLength": 3}, "b": {"$ref": "#/properties/a"},
                                               "c": {"$ref": "#"}}, "required": ["a", "b"]}
    defs: dict = {}
    body = hoist(params, "f", defs)
    assert body["properties"]["b"] == {"$ref": "#/$defs/f__at0"} and defs["f__at0"] == params["properties"]["a"]
    assert body["properties"]["c"] == {"$ref": "#/$defs/f__at1"} and defs["f__at1"] == body     # recursive: itself
    req = normalize_request([{"type": "function", "function": {"name": "f", "parameters": params}}], "required")
    call = '{"tool_calls":[{"name":"f","arguments":{"a":"xy","b":"abc","c":{"a":"q","b":"r"}}}]}'
    assert _walk(JSONConstraint(default_tokenizer, answer_schema(req)), default_tokenizer, call) == (call, True)
    got, ok = _walk(JSONConstraint(default_tokenizer, answer_schema(req)), default_tokenizer, call.replace('"abc"', '"abcd"'))
    assert not ok and '"b":"ab' in got and 'abcd' not in got                       # b is a's schema: at most 3
    for ref, message in (("#/properties/zz", "points at nothing"), ("other.json#/a", "only refs inside the schema")):
        with pytest.raises(InputError, match=message):
            hoist({"type": "object", "properties": {"a": {"$ref": ref}}}, "f", {})


def test_times_decode_with_at_most_nine_fraction_digits(default_tokenizer):
    """RFC 3339 admits any number of fraction digits, and a small model forced past ``07:30:00`` (where it wants to
    close the string) wrote zeros until its budget ended; the constraint decodes ``time`` and ``date-time`` as the
    same values with at most nine."""
    from kvmemory.toolcalls.schemas import BOUNDED_FORMATS, enforceable

    schema = {"type": "object", "properties": {"at": {"type": "string", "format": "time"},
                                               "when": {"type": "string", "format": "date-time"},
                                               "own": {"type": "string", "format": "time", "pattern": "^[0-9:]+Z$"}},
              "required": ["at", "when", "own"], "additionalProperties": False}
    enforced, relaxed = enforceable(schema)
    assert relaxed == () and enforced["properties"]["at"] == {"type": "string", "pattern": BOUNDED_FORMATS["time"]}
    assert enforced["properties"]["when"]["pattern"] == BOUNDED_FORMATS["date-time"]
    assert enforced["properties"]["own"] == schema["properties"]["own"]        # a pattern of its own decides

    def walk(value):
        text = json.dumps({"at": value, "when": "2024-02-29T23:59:60.5z", "own": "07:30:00Z"}, separators=(",", ":"))
        return _walk(JSONConstraint(default_tokenizer, enforced), default_tokenizer, text)

    assert walk("07:30:00Z")[1] and walk("07:30:00.123456789+02:00")[1]
    got, ok = walk("07:30:00.1234567890Z")
    assert not ok and got.endswith("123456789")                               # the tenth digit is refused
    for wrong in ("07:30", "07:30:00", "24:00:00Z"):                           # the rest as RFC 3339 says
        assert not walk(wrong)[1], wrong


def test_answer_refuses_what_tools_do_not_support(llama_mem):
    with pytest.raises(InputError, match="recurring"):  # recurring replays stored episodes: it needs tools
        llama_mem.answer(ASK, response_format={"type": "json_object"}, mode="recurring")
    with pytest.raises(InputError, match="chat-v1"):
        llama_mem.answer(ASK, tools=[WEATHER], template="gsm-qa-v1")
    with pytest.raises(InputError, match="not in tools"):
        llama_mem.answer(ASK, tools=[WEATHER], tool_choice={"type": "function", "function": {"name": "nope"}})
    with pytest.raises(InputError, match="strict.*uniqueItems"):
        llama_mem.answer(ASK, response_format={"type": "json_schema", "json_schema": {
            "name": "x", "strict": True, "schema": {"type": "array", "uniqueItems": True}}})


@pytest.mark.parametrize("auto_prefix", [True, False], ids=["system-turn-prefix", "no-prefix"])
def test_grafted_logits_before_the_mask_equal_the_fresh_layout(tiny_llama, embedder, tmp_path, masked_logits, auto_prefix):
    """Transfer with tools: the logits the constraint receives (before masking) are SHA-256 equal to the
    same layout computed fresh, in both chunkings the answer path uses: the system turn (which holds the
    tool block) grafted as an automatic prefix with the entries recomputed on top of it, or no prefix
    (each entry's KV recomputed at its own positions, the query on top)."""
    from dataclasses import replace

    from kvmemory import DEFAULT_SETTINGS, KVMemory
    from kvmemory.artifact import KV
    from kvmemory.exact import fresh_prefix_logits, logits_sha256
    from kvmemory.graft import layout, prefill
    from kvmemory.pipeline import task_of
    from kvmemory.prefix import auto_split, continuation_ids
    from kvmemory.templates import get_template
    from kvmemory.toolcalls import hook_for

    model, tok = tiny_llama
    settings = replace(DEFAULT_SETTINGS, auto_prefix=auto_prefix)
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder, settings=settings) as mem:
        for q, a in [("What is the capital of France?", "Paris"), ("What is the capital of Norway?", "Oslo")]:
            mem.deposit(q, a, a, verifier="human", template="chat-v1")
        ans = mem.answer(ASK, tools=[WEATHER], tool_choice="required", mode="transfer", k=2, max_new_tokens=120)
        assert ans.mode == "transfer" and len(ans.entries) == 2 and ans.finish == "tool_calls"
        assert masked_logits[0][0] == masked_logits[0][1]   # unchanged by the mask

        template = get_template("chat-v1")
        task = task_of(hook_for(ASK, tools=[WEATHER], tool_choice="required").problem(tok), settings.max_problem_chars)
        entry_ids = [mem.load(e).token_ids for e in ans.entries]
        split = auto_split(mem.lm, template, "transfer", task, settings.auto_prefix_min_tokens) if auto_prefix else None
        if auto_prefix:
            assert split is not None and ans.prefix["auto"] and ans.prefix["tokens"] == len(split.ids)
            fresh_logits, _ = fresh_prefix_logits(model, split.ids, [continuation_ids(tok, ids) for ids in entry_ids],
                                                  split.rest)
        else:
            query_ids = mem.lm.encode(template.query("transfer", task.problem, task.context, tok), first=False)
            assert hashlib.sha256(json.dumps(query_ids).encode()).hexdigest() == ans.input_sha256
            fresh = []
            for ids in entry_ids:
                _, layers = prefill(model, ids, position_start=0)
                fresh.append(KV(layers, ids, 0, "", "", "chat-v1"))
            fresh_logits = layout(model, fresh, query_ids)[0]
        assert logits_sha256(fresh_logits) == masked_logits[0][0]


@pytest.mark.slow
def test_default_model_answer_with_tools(default_mem):
    ans = default_mem.answer(ASK, tools=[WEATHER, ORDER], tool_choice="required", max_new_tokens=96)
    assert ans.finish == "tool_calls" and ans.tool_calls[0].name == "get_weather"
    assert "paris" in ans.tool_calls[0].arguments["city"].lower()
    ans = default_mem.answer(ASK, response_format=REPLY, max_new_tokens=96)
    assert ans.tool_calls == [] and set(json.loads(ans.text)) == {"name", "age", "tags"}


def test_public_names():
    import kvmemory

    assert "ToolCall" in kvmemory.__all__ and kvmemory.ToolCall is ToolCall
    assert "tool_calls" in kvmemory.Answer.__dataclass_fields__
    import inspect

    params = inspect.signature(kvmemory.KVMemory.answer).parameters
    assert {"tools", "tool_choice", "response_format", "parallel_tool_calls"} <= set(params)


def test_a_cut_reply_keeps_its_finish_and_raw_text(llama_mem):
    ans = llama_mem.answer(ASK, tools=[WEATHER], tool_choice="required", max_new_tokens=5)
    assert ans.finish == "length" and ans.tool_calls == [] and ans.text.startswith('{"tool_calls"')
    ans = llama_mem.answer(ASK, tools=[WEATHER], tool_choice="required", max_new_tokens=60, stop=['"name"'])
    assert ans.finish == "stop" and ans.tool_calls == []


# -- the native layout (native-tools/1): the chat template's own tool format ----------------------------

#: A ChatML chat template with a tool-call format of the Qwen2.5 kind (functions listed in the system turn,
#: calls as <tool_call> blocks, results as <tool_response> blocks in a user turn), written for these tests.
CALL_TEMPLATE = (
    "{%- if tools %}{{- '<|im_start|>system\\n' }}"
    "{%- if messages[0].role == 'system' %}{{- messages[0].content }}{%- else %}{{- 'You are a helpful assistant.' }}{%- endif %}"
    "{{- '\\n\\n# Tools\\n<tools>' }}{%- for t in tools %}{{- '\\n' }}{{- t | tojson }}{%- endfor %}"
    "{{- '\\n</tools>\\nCall a function as <tool_call>\\n{\"name\": <name>, \"arguments\": <arguments>}\\n</tool_call><|im_end|>\\n' }}"
    "{%- elif messages[0].role == 'system' %}{{- '<|im_start|>system\\n' + messages[0].content + '<|im_end|>\\n' }}{%- endif %}"
    "{%- for m in messages %}"
    "{%- if m.role == 'user' or (m.role == 'system' and not loop.first) or (m.role == 'assistant' and not m.tool_calls) %}"
    "{{- '<|im_start|>' + m.role + '\\n' + m.content + '<|im_end|>\\n' }}"
    "{%- elif m.role == 'assistant' %}{{- '<|im_start|>assistant' }}{%- if m.content %}{{- '\\n' + m.content }}{%- endif %}"
    "{%- for c in m.tool_calls %}{{- '\\n<tool_call>\\n{\"name\": \"' + c.function.name + '\", \"arguments\": ' }}"
    "{{- c.function.arguments | tojson }}{{- '}\\n</tool_call>' }}{%- endfor %}{{- '<|im_end|>\\n' }}"
    "{%- elif m.role == 'tool' %}{%- if loop.first or messages[loop.index0 - 1].role != 'tool' %}{{- '<|im_start|>user' }}{%- endif %}"
    "{{- '\\n<tool_response>\\n' + m.content + '\\n</tool_response>' }}"
    "{%- if loop.last or messages[loop.index0 + 1].role != 'tool' %}{{- '<|im_end|>\\n' }}{%- endif %}"
    "{%- endif %}{%- endfor %}"
    "{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}")

#: A tool whose schema lists its properties out of alphabetical order, and says nothing of other keys.
TICKET = {"type": "function", "function": {
    "name": "create_ticket", "description": "Open a ticket",
    "parameters": {"type": "object", "properties": {
        "title": {"type": "string", "maxLength": 12, "description": "a short title"},
        "priority": {"enum": ["low", "high"]},
        "related": {"type": "object", "properties": {"order_id": {"type": "string", "maxLength": 6}, "sku": {"type": "string", "maxLength": 6}},
                    "required": ["order_id"]}},
        "required": ["title", "priority"]}}}


@pytest.fixture(scope="module")
def call_tokenizer(default_tokenizer):
    tok = copy.deepcopy(default_tokenizer)
    tok.chat_template = CALL_TEMPLATE
    return tok


def _walk(constraint, tok, text):
    """How far ``text`` gets under ``constraint``: the decoded prefix it admitted, and whether it is complete."""
    import torch

    zeros = torch.zeros(len(tok))
    done = ""
    for t in tok(text, add_special_tokens=False)["input_ids"]:
        if not torch.isfinite(constraint.mask(zeros)[t]):
            return done, False
        constraint.advance(t)
        done += tok.decode([t])
    return done, constraint.done()


def test_native_format_is_found_by_rendering(call_tokenizer, default_tokenizer):
    from kvmemory.toolcalls.native import NativeFormat, native_format

    assert native_format(call_tokenizer) == NativeFormat(
        call_open="<tool_call>\n", call_close="\n</tool_call>", call_sep="\n", name_key="name", args_key="arguments",
        item_sep=", ", key_sep=": ", content_sep="\n", result_open="<tool_response>\n", result_close="\n</tool_response>",
        result_sep="\n")
    assert native_format(default_tokenizer) is None  # SmolLM2: role and content only
    listing_only = copy.deepcopy(default_tokenizer)
    listing_only.chat_template = NATIVE_TEMPLATE     # lists tools=, renders no call format: kvmemory-tools/1 stays
    assert supports_tools(listing_only) and native_format(listing_only) is None
    sorting = copy.deepcopy(call_tokenizer)          # a template that reorders arguments is not recognised
    sorting.chat_template = CALL_TEMPLATE.replace("c.function.arguments | tojson", "c.function.arguments | tojson(sort_keys=True)")
    assert native_format(sorting) is None


def test_native_layout_is_the_template_alone_with_history_in_schema_order(call_tokenizer):
    """No kvmemory block; the functions as the template lists them; a call in history rendered by the template
    with its arguments in the schema's order (title before priority) whatever order the client sent."""
    from kvmemory.toolcalls import hook_for
    from kvmemory.toolcalls.native import NATIVE_LAYOUT_VERSION

    history = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Ticket for O-1, high."},
               {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                   "name": "create_ticket", "arguments": '{"priority":"high","related":{"sku":"S","order_id":"O-1"},"title":"late"}'}}]},
               {"role": "tool", "tool_call_id": "c1", "content": "T-9"}]
    hook = hook_for(history, tools=[TICKET, WEATHER], tool_choice="auto")
    assert hook.layout(call_tokenizer) == NATIVE_LAYOUT_VERSION
    problem = hook.problem(call_tokenizer)
    assert [m["role"] for m in problem] == ["system", "user", "assistant", "user"]
    assert problem[2]["content"] == ('<tool_call>\n{"name": "create_ticket", "arguments": {"title": "late", "priority": "high", '
                                     '"related": {"order_id": "O-1", "sku": "S"}}}\n</tool_call>')
    assert problem[3]["content"] == "<tool_response>\nT-9\n</tool_response>"
    text = call_tokenizer.apply_chat_template(problem, tools=[TICKET, WEATHER], tokenize=False, add_generation_prompt=True)
    hf = [dict(m) for m in history]
    hf[2] = {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function", "function": {
        "name": "create_ticket", "arguments": {"title": "late", "priority": "high", "related": {"order_id": "O-1", "sku": "S"}}}}]}
    assert text == call_tokenizer.apply_chat_template(hf, tools=[TICKET, WEATHER], tokenize=False, add_generation_prompt=True)
    assert TOOLS_LAYOUT_VERSION not in text and '"tool_calls"' not in text and text.count("Be brief.") == 1
    # a response_format, or stored episodes (tool-episode-v1), keep the generic layout, unless episodes are asked
    # in the native one (Settings(episode_layout="native"))
    assert hook_for(history, tools=[TICKET], response_format=REPLY).layout(call_tokenizer) == TOOLS_LAYOUT_VERSION
    assert hook.layout(call_tokenizer, "tool-episode-v1") == TOOLS_LAYOUT_VERSION
    over = hook_for(history, tools=[TICKET, WEATHER], native_episodes=True)
    assert over.layout(call_tokenizer, "tool-episode-v1") == NATIVE_LAYOUT_VERSION
    assert over.problem(call_tokenizer, "tool-episode-v1") == problem


def test_native_grammar_admits_the_format_only(call_tokenizer):
    from kvmemory.toolcalls.native import native_format, native_grammar, special_tokens

    fmt = native_format(call_tokenizer)

    def constraint(**kwargs):
        req = normalize_request(**kwargs)
        return JSONConstraint(call_tokenizer, lark=native_grammar(req, fmt, special_tokens(call_tokenizer, fmt)))

    call = '<tool_call>\n{"name": "create_ticket", "arguments": {"title": "late", "priority": "high"}}\n</tool_call>'
    other = '<tool_call>\n{"name": "get_weather", "arguments": {"unit": "c", "city": "Oslo"}}\n</tool_call>'  # schema order
    assert _walk(constraint(tools=[TICKET, WEATHER], tool_choice="auto"), call_tokenizer, call) == (call, True)
    assert _walk(constraint(tools=[TICKET, WEATHER], tool_choice="auto"), call_tokenizer, call + "\n" + other)[1]
    # (b) properties in the schema's order, not sorted
    got, ok = _walk(constraint(tools=[TICKET], tool_choice="required"), call_tokenizer, call.replace(
        '"title": "late", "priority": "high"', '"priority": "high", "title": "late"'))
    assert not ok and got.endswith('"arguments": {"')
    # (d) no undeclared argument, though the schema does not say additionalProperties: false ...
    got, ok = _walk(constraint(tools=[TICKET], tool_choice="required"), call_tokenizer,
                    call.replace('"high"}', '"high", "description": "x"}'))
    assert not ok and got.endswith('"priority": "high", "')  # related may follow; description may not
    # ... unless it asks for more
    loose = copy.deepcopy(TICKET)
    loose["function"]["parameters"]["additionalProperties"] = True
    assert _walk(constraint(tools=[loose], tool_choice="required"), call_tokenizer,
                 call.replace('"high"}', '"high", "description": "x"}'))[1]
    # auto: text, but never a call inside it; required and a named function: calls only
    assert _walk(constraint(tools=[TICKET], tool_choice="auto"), call_tokenizer, "It is done.") == ("It is done.", True)
    assert not _walk(constraint(tools=[TICKET], tool_choice="auto"), call_tokenizer, "Sure: <tool_call>\n{")[1]
    for out_of_format in ('{"name": "create_ticket"', ' {"name"', '[{"name"'):  # a bare JSON call is not a text reply
        assert _walk(constraint(tools=[TICKET], tool_choice="auto"), call_tokenizer, out_of_format)[0] == ""
    assert _walk(constraint(tools=[TICKET], tool_choice="required"), call_tokenizer, "It is done.") == ("", False)
    named = constraint(tools=[TICKET, WEATHER], tool_choice={"type": "function", "function": {"name": "get_weather"}})
    assert not _walk(named, call_tokenizer, call)[1]
    single = constraint(tools=[TICKET, WEATHER], tool_choice="required", parallel_tool_calls=False)
    assert _walk(single, call_tokenizer, call + "\n" + other) == (call, False)
    # a schema with keywords the constraint cannot enforce: the rest of it, in its own order
    lookup = '<tool_call>\n{"name": "lookup", "arguments": {"tags": ["vip"], "phone": "1", "code": "a"}}\n</tool_call>'
    assert _walk(constraint(tools=[LOOKUP], tool_choice="required"), call_tokenizer, lookup) == (lookup, True)
    assert not _walk(constraint(tools=[LOOKUP], tool_choice="required"), call_tokenizer,
                     lookup.replace('"phone": "1"', '"phone": "123456789"'))[1]             # maxLength still held


def test_a_reply_that_opens_like_a_call_is_a_call_in_the_template_format(call_tokenizer):
    """tool_choice="auto": at the first token, the probability of opening a call out of format ({, [, a code
    fence, a piece of the opening) counts for the opening itself; the logits passed in stay as they were."""
    import torch

    from kvmemory.toolcalls.native import call_merge, native_format, native_grammar, special_tokens

    fmt = native_format(call_tokenizer)
    specials = special_tokens(call_tokenizer, fmt)
    target, ids = call_merge(call_tokenizer, fmt, specials)
    assert fmt.call_open.startswith(call_tokenizer.decode([target]))  # <tool_call> is no token of this tokenizer
    assert set(call_tokenizer.encode("{", add_special_tokens=False)) <= set(ids)
    grammar = native_grammar(normalize_request([TICKET], "auto"), fmt, specials)
    brace, word = call_tokenizer.encode("{", add_special_tokens=False)[0], call_tokenizer.encode("Done", add_special_tokens=False)[0]
    logits = torch.full((len(call_tokenizer),), -20.0)
    logits[brace], logits[word], logits[target] = 6.0, 5.0, 1.0   # the model wants "{", then "Done"
    before = logits.clone()
    merged = JSONConstraint(call_tokenizer, lark=grammar, first_merge=(target, ids)).mask(logits)
    assert torch.equal(logits, before) and int(torch.argmax(merged)) == target and torch.isinf(merged[brace])
    logits[brace] = -20.0                                           # now it wants text: text it is
    assert int(torch.argmax(JSONConstraint(call_tokenizer, lark=grammar, first_merge=(target, ids)).mask(logits))) == word


def test_greedy_calls_only_where_the_models_own_top_token_opens_a_call(call_tokenizer):
    """Several call openings each less likely than the text the model prefers, together more likely: a greedy reply
    is the text (the model's own choice, as a bare decode makes it), a sampled one calls with their summed
    probability (how often the model opens a call in any form)."""
    import math

    import torch

    from kvmemory.toolcalls.native import call_merge, native_format, native_grammar, special_tokens

    fmt = native_format(call_tokenizer)
    specials = special_tokens(call_tokenizer, fmt)
    target, ids = call_merge(call_tokenizer, fmt, specials)
    grammar = native_grammar(normalize_request([TICKET], "auto"), fmt, specials)
    brace, bracket = (call_tokenizer.encode(c, add_special_tokens=False)[0] for c in ("{", "["))
    word = call_tokenizer.encode("Done", add_special_tokens=False)[0]
    logits = torch.full((len(call_tokenizer),), -30.0)
    logits[brace], logits[bracket], logits[target], logits[word] = 4.0, 4.0, 4.0, 5.0   # 3 x e^4 > e^5 > e^4
    greedy = JSONConstraint(call_tokenizer, lark=grammar, first_merge=(target, ids), merge="max").mask(logits)
    sampled = JSONConstraint(call_tokenizer, lark=grammar, first_merge=(target, ids), merge="sum").mask(logits)
    assert int(torch.argmax(logits)) == word and int(torch.argmax(greedy)) == word
    assert int(torch.argmax(sampled)) == target
    p_call = torch.softmax(logits.double(), -1)[[brace, bracket, target]].sum().item()
    assert math.isclose(torch.softmax(sampled.double(), -1)[target].item(), p_call, rel_tol=1e-5)
    logits[brace] = 6.0                                             # one opening is the model's top token: a call
    assert int(torch.argmax(JSONConstraint(call_tokenizer, lark=grammar, first_merge=(target, ids),
                                           merge="max").mask(logits))) == target
    with pytest.raises(InputError, match="merge"):
        JSONConstraint(call_tokenizer, lark=grammar, first_merge=(target, ids), merge="mean")


def test_the_model_not_the_grammar_ends_a_reply_of_several_blocks(call_tokenizer):
    """After a block and the separator another block opens only if the model's own top token opens one or the model
    leaves at least CONTINUE_DOUBT of its probability off its top token (after the second block and later, at least
    CONTINUE_DROP times its doubt after the block before); a block that repeats an earlier one ends the reply; reading
    back drops the stray separator or the repeat."""
    import torch

    from kvmemory.toolcalls.native import (CONTINUE_DOUBT, call_merge, end_calls, native_format, parse_native,
                                           special_tokens)

    fmt = native_format(call_tokenizer)
    opener, _ = call_merge(call_tokenizer, fmt, special_tokens(call_tokenizer, fmt))
    block = '<tool_call>\n{"name": "create_ticket", "arguments": {"title": "late", "priority": "high"}}\n</tool_call>'
    other = block.replace("late", "lost")
    eos = call_tokenizer.eos_token_id
    process = end_calls(lambda ids, logits: logits, call_tokenizer, fmt, eos, opener)
    wants_more, wants_end = torch.zeros(len(call_tokenizer)), torch.zeros(len(call_tokenizer))
    wants_more[opener], wants_end[eos] = 5.0, 40.0
    other_token = next(i for i in range(len(call_tokenizer)) if i not in (eos, opener))
    unsure, sure = wants_end.clone(), wants_end.clone()
    unsure[other_token] = 40.0 + math.log(1e-3)  # 1e-3 of the probability off the top token: above CONTINUE_DOUBT
    sure[other_token] = 40.0 + math.log(1e-5)    # 1e-5: below it
    cases = [(block, wants_end, False),                       # right after a block: EOS or the separator, as allowed
             (block + "\n", wants_more, False),               # the model opens another block
             (block + "\n", wants_end, True),                 # the model wrote the separator and wants to end
             (block + "\n", unsure, False),                   # ... but is unsure it is done: another block
             (block + "\n", sure, True),
             (block + "\n" + other, wants_more, False),
             (block + "\n" + other + "\n" + block, wants_more, True)]  # a repeat
    for text, logits, ends in cases:
        out = process(call_tokenizer.encode(text, add_special_tokens=False), logits)
        assert (torch.isfinite(out).nonzero().flatten().tolist() == [eos]) is ends, text
    # After the second block and later the doubt must also hold up against the doubt after the block before: a
    # model whose doubt falls to under CONTINUE_DROP of it has written its last call (one processor per reply).
    def doubting(p_off):
        row = wants_end.clone()
        row[other_token] = 40.0 + math.log(p_off)
        return row

    for before, after, ends in [(1e-1, 1e-3, True),    # 1e-3 clears CONTINUE_DOUBT but is 0.01x the doubt before
                                (1e-1, 5e-2, False),   # 0.5x: still unsure, another block
                                (1e-3, 1e-3, False),
                                (1e-5, 1e-3, False)]:  # the model opened the second block on its own top token
        reply = end_calls(lambda ids, logits: logits, call_tokenizer, fmt, eos, opener)
        first = wants_more if before < CONTINUE_DOUBT else doubting(before)
        assert not (torch.isfinite(reply(call_tokenizer.encode(block + "\n", add_special_tokens=False), first))
                    .nonzero().flatten().tolist() == [eos])
        out = reply(call_tokenizer.encode(block + "\n" + other + "\n", add_special_tokens=False), doubting(after))
        assert (torch.isfinite(out).nonzero().flatten().tolist() == [eos]) is ends, (before, after)
    req = normalize_request([TICKET], "auto")
    for text in (block + "\n" + other + "\n" + block, block + "\n" + other + "\n"):
        assert [c.arguments["title"] for c in parse_native(text, req, fmt).tool_calls] == ["late", "lost"]


def test_other_ways_to_end_the_turn_are_no_doubt_and_a_call_out_of_format_on_top_opens_a_block(call_tokenizer):
    """The doubt after a block counts the tokenizer's control tokens (end_of_turn_ids: EOS, <|im_end|>,
    <|im_start|>, ... but not the call format's own tokens) as one way to end: a model split between two of them is
    sure the reply is over. A token that opens a call out of format (call_merge) on top opens the next block, as the
    format's own opening does, and sets no floor for the block after it."""
    import torch

    from kvmemory.toolcalls.native import (CONTINUE_DOUBT, CONTINUE_DROP, call_merge, end_calls, end_doubt,
                                           end_of_turn_ids, native_format, special_tokens)

    fmt = native_format(call_tokenizer)
    specials = special_tokens(call_tokenizer, fmt)
    opener, out_of_format = call_merge(call_tokenizer, fmt, specials)
    eos = call_tokenizer.eos_token_id
    ends = end_of_turn_ids(call_tokenizer, specials, eos)
    control = {call_tokenizer.convert_tokens_to_ids(t) for t in ("<|im_start|>", "<|im_end|>", "<|endoftext|>")}
    assert eos in ends and control <= ends and opener not in ends and not ends & set(specials.values())
    assert not ends & {call_tokenizer.encode(w, add_special_tokens=False)[0] for w in ("You", "{", "\n")}
    other_end = call_tokenizer.convert_tokens_to_ids("<|im_start|>" if eos != call_tokenizer.convert_tokens_to_ids(
        "<|im_start|>") else "<|im_end|>")
    text_token = call_tokenizer.encode("You", add_special_tokens=False)[0]

    def row(**logp):
        out = torch.full((len(call_tokenizer),), -60.0)
        out[eos] = 0.0
        for token, lp in logp.items():
            out[{"other_end": other_end, "text": text_token, "json": out_of_format[0]}[token]] = lp
        return out

    split = row(other_end=math.log(0.3))              # 30% on another way to end
    assert end_doubt(split) > 0.2 and end_doubt(split, sorted(ends)) < 1e-20
    unsure = row(other_end=math.log(0.3), text=math.log(1e-3))
    assert CONTINUE_DOUBT < end_doubt(unsure, sorted(ends)) < 2e-3
    block = '<tool_call>\n{"name": "create_ticket", "arguments": {"title": "late", "priority": "high"}}\n</tool_call>'
    other = block.replace("late", "lost")
    ids = lambda text: call_tokenizer.encode(text, add_special_tokens=False)
    only_eos = lambda out: torch.isfinite(out).nonzero().flatten().tolist() == [eos]
    for logits, stops in [(split, True), (unsure, False)]:
        process = end_calls(lambda i, x: x, call_tokenizer, fmt, eos, opener, open_ids=out_of_format, end_ids=ends)
        assert only_eos(process(ids(block + "\n"), logits)) is stops
    # Without the end tokens counted as one, the split model opens a block (the old measure).
    assert not only_eos(end_calls(lambda i, x: x, call_tokenizer, fmt, eos, opener)(ids(block + "\n"), split))
    # A call out of format on top opens a block and sets no floor: the next doubt is judged against CONTINUE_DOUBT
    # alone, not against CONTINUE_DROP times the 50% the model left off '{' (which would end the reply).
    json_top = row(json=math.log(1.05))
    second = row(text=math.log(1e-3))
    assert end_doubt(second, sorted(ends)) < CONTINUE_DROP * end_doubt(json_top, sorted(ends))
    process = end_calls(lambda i, x: x, call_tokenizer, fmt, eos, opener, open_ids=out_of_format, end_ids=ends)
    assert not only_eos(process(ids(block + "\n"), json_top))
    assert not only_eos(process(ids(block + "\n" + other + "\n"), second))


def test_generic_layout_text_cannot_hold_a_call_and_arguments_are_declared_only(default_tokenizer):
    """kvmemory-tools/1 keeps its prompt bytes; its constraint now refuses a text reply that opens like a call
    ({"content":"{...) and argument names the function does not declare."""
    req = normalize_request([TICKET], "auto")
    assert _walk(JSONConstraint(default_tokenizer, answer_schema(req)), default_tokenizer,
                 '{"content":"It is done."}') == ('{"content":"It is done."}', True)
    for opening in ('{"content":"{', '{"content":"<', '{"content":"['):
        assert not _walk(JSONConstraint(default_tokenizer, answer_schema(req)), default_tokenizer, opening + '"x"}')[1]
    extra = '{"tool_calls":[{"name":"create_ticket","arguments":{"priority":"high","title":"late","type":"x"}}]}'
    got, ok = _walk(JSONConstraint(default_tokenizer, answer_schema(req)), default_tokenizer, extra)
    assert not ok and got.rstrip('"').endswith('"title":"late')  # nothing declared after title


def test_ordered_arguments_follow_the_schema():
    from kvmemory.toolcalls.native import ordered_arguments

    order = ORDER["function"]["parameters"]
    args = {"discount": 0.5, "items": [{"qty": 2, "sku": "a"}], "customer": {"vip": True, "id": 7}, "note": "x"}
    out = ordered_arguments(args, order)
    assert out == args and list(out) == ["items", "customer", "discount", "note"]
    assert list(out["items"][0]) == ["sku", "qty"] and list(out["customer"]) == ["id", "vip"]  # items, and a $ref


def test_a_tool_call_gets_a_budget_that_does_not_cut_it(default_tokenizer):
    """With no max_new_tokens a constrained reply may run to TOOL_MAX_NEW_TOKENS (it ends by grammar): a call
    that copies a long description is not cut at the plain-text default."""
    from kvmemory.steps import Request
    from kvmemory.toolcalls import hook_for
    from kvmemory.toolcalls.hook import TOOL_MAX_NEW_TOKENS

    hook = hook_for(ASK, tools=[WEATHER])
    tok = default_tokenizer
    assert TOOL_MAX_NEW_TOKENS >= 1024
    assert hook.adapt(Request(ASK), tok).max_new_tokens == TOOL_MAX_NEW_TOKENS
    assert hook.adapt(Request(ASK, max_new_tokens=40), tok).max_new_tokens == 40
    assert hook_for(ASK, tools=[WEATHER], tool_choice="none").adapt(Request(ASK), tok).max_new_tokens is None


@pytest.mark.parametrize("case", ["required", "parallel", "named"])
def test_tiny_model_native_replies_always_parse_and_validate(tiny_llama, call_tokenizer, embedder, tmp_path, case):
    """The campaign on the native layout: a random model sampled under the grammar always makes calls that parse."""
    from dataclasses import replace

    from kvmemory import DEFAULT_SETTINGS, KVMemory
    from kvmemory.toolcalls.native import NATIVE_LAYOUT_VERSION

    model, _ = tiny_llama
    kwargs = {"required": dict(tool_choice="required", parallel_tool_calls=False), "parallel": dict(tool_choice="required"),
              "named": dict(tool_choice={"type": "function", "function": {"name": "create_order"}})}[case]
    with KVMemory(tmp_path / "lib", model=model, tokenizer=call_tokenizer, embedder=embedder,
                  settings=replace(DEFAULT_SETTINGS, auto_prefix=False)) as mem:
        for seed in range(6):
            ans = mem.answer(ASK, tools=[WEATHER, ORDER, TICKET], max_new_tokens=400, sample=True, temperature=1.0,
                             seed=seed, **kwargs)
            assert ans.finish == "tool_calls" and ans.tool_layout == NATIVE_LAYOUT_VERSION, ans.text
            assert ans.tool_calls and all(c.name in ("get_weather", "create_order", "create_ticket") for c in ans.tool_calls)
            if case != "parallel":
                assert len(ans.tool_calls) == 1
            if case == "named":
                assert ans.tool_calls[0].name == "create_order"


def test_tool_choice_none_after_calls_stays_in_the_templates_tool_form_and_replies_in_text(tiny_llama, call_tokenizer,
                                                                                           embedder, tmp_path):
    """tool_choice="none" over earlier calls and results (how an agent asks for its final answer), on a template with
    its own tool form: the prompt is the template's rendering of the conversation in that form with no function
    listed (none is offered), and the reply, sampled from a random model, is text that never opens like a call
    (a blank, {, [, a backtick, <) nor holds the opening of one."""
    from dataclasses import replace

    from kvmemory import DEFAULT_SETTINGS, KVMemory
    from kvmemory.toolcalls.native import NATIVE_LAYOUT_VERSION

    model, _ = tiny_llama
    calls = [{"id": f"call_{i}", "type": "function", "function": {"name": "get_weather", "arguments": {"unit": "c", "city": c}}}
             for i, c in ((1, "Paris"), (2, "Oslo"))]       # arguments in the schema's order
    hf = [*HISTORY[:2], {"role": "assistant", "content": None, "tool_calls": calls}, *HISTORY[3:]]
    prompt = call_tokenizer.apply_chat_template(hf, tokenize=False, add_generation_prompt=True)   # no tools=
    assert prompt.count("<tool_call>") == 2 and prompt.count("<tool_response>") == 2 and "<tools>" not in prompt
    want = hashlib.sha256(json.dumps(call_tokenizer.encode(prompt, add_special_tokens=False)).encode()).hexdigest()
    with KVMemory(tmp_path / "lib", model=model, tokenizer=call_tokenizer, embedder=embedder,
                  settings=replace(DEFAULT_SETTINGS, auto_prefix=False)) as mem:
        for seed in range(4):
            ans = mem.answer(HISTORY, tools=[WEATHER], tool_choice="none", max_new_tokens=24, sample=True,
                             temperature=1.0, seed=seed)
            assert ans.tool_layout == NATIVE_LAYOUT_VERSION and ans.tool_calls == [] and ans.input_sha256 == want
            reply = call_tokenizer.decode(ans.token_ids, skip_special_tokens=False)
            assert reply[:1] not in (" ", "\n", "\t", "{", "[", "`", "<") and "<tool_call>" not in reply, reply
        without = mem.answer(HISTORY, max_new_tokens=24, sample=True, temperature=1.0, seed=0)   # no tools argument:
        assert without.tool_layout == NATIVE_LAYOUT_VERSION and without.tool_calls == []      # the same form (arguments
        assert call_tokenizer.decode(without.token_ids, skip_special_tokens=False)[:1] not in ("{", "[", "<")  # as given)


def test_episodes_are_stored_and_grafted_in_the_templates_own_tool_format(tiny_llama, call_tokenizer, default_tokenizer,
                                                                         embedder, tmp_path):
    """Settings(episode_layout="native"): a verified episode deposited for a template with its own tool format is
    stored in that format (calls as its blocks, arguments in schema order, results as its result blocks, the final
    answer as text), and a request answered over it (transfer, tool-episode-v1) is laid out natively: the forwarded query is the template's own
    rendering with tools=, the graft is the entry, the reply is constrained to the same blocks. An episode stored
    before layouts were recorded (no "layout" key) keeps its canonical text and its generic entry, byte for byte."""
    from dataclasses import replace

    from kvmemory import DEFAULT_SETTINGS, KVMemory
    from kvmemory.toolcalls import EPISODE_TEMPLATE, Episode
    from kvmemory.toolcalls.episode import episode_entry
    from kvmemory.toolcalls.native import NATIVE_LAYOUT_VERSION

    model, _ = tiny_llama
    episode = [*HISTORY[1:], {"role": "assistant", "content": "Paris 18 C, Oslo 4 C."}]
    with KVMemory(tmp_path / "lib", model=model, tokenizer=call_tokenizer, embedder=embedder,
                  settings=replace(DEFAULT_SETTINGS, auto_prefix=False, episode_layout="native")) as mem:
        entry = mem.deposit(episode, tools=[WEATHER], verifier="human")
        stored = Episode.from_json(entry.solution)
        assert stored.layout == NATIVE_LAYOUT_VERSION and json.loads(entry.solution)["layout"] == NATIVE_LAYOUT_VERSION
        text = episode_entry(stored, call_tokenizer)
        assert text == ("<|im_start|>system\nVerified tool-call episode.<|im_end|>\n<|im_start|>user\nWeather in Paris and Oslo?"
                        '<|im_end|>\n<|im_start|>assistant\n<tool_call>\n{"name": "get_weather", "arguments": {"unit": "c", '
                        '"city": "Paris"}}\n</tool_call>\n<tool_call>\n{"name": "get_weather", "arguments": {"unit": "c", '
                        '"city": "Oslo"}}\n</tool_call><|im_end|>\n<|im_start|>user\n<tool_response>\n18 C, sunny\n'
                        "</tool_response>\n<tool_response>\n4 C, snow\n</tool_response><|im_end|>\n<|im_start|>assistant\n"
                        "Paris 18 C, Oslo 4 C.<|im_end|>\n")
        ask = [{"role": "user", "content": "Weather in Rome and Bern?"}]
        query = call_tokenizer.apply_chat_template(ask, tools=[WEATHER], tokenize=False, add_generation_prompt=True)
        want = hashlib.sha256(json.dumps(call_tokenizer.encode(query, add_special_tokens=False)).encode()).hexdigest()
        for seed in range(3):
            ans = mem.answer(ask, tools=[WEATHER], tool_choice="required", mode="transfer", template=EPISODE_TEMPLATE,
                             k=1, max_new_tokens=200, sample=True, temperature=1.0, seed=seed)
            assert ans.mode == "transfer" and [e.id for e in ans.entries] == [entry.id]
            assert ans.tool_layout == NATIVE_LAYOUT_VERSION and ans.input_sha256 == want
            assert ans.finish == "tool_calls" and {c.name for c in ans.tool_calls} == {"get_weather"}
            assert call_tokenizer.decode(ans.token_ids, skip_special_tokens=False).startswith("<tool_call>\n{")
    old = json.loads(entry.solution)
    del old["layout"]
    old_text = json.dumps(old, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    before = Episode.from_json(old_text)
    assert before.layout == "kvmemory-tools/1" and before.to_json() == old_text
    generic = episode_entry(before, call_tokenizer)
    assert '{"tool_calls":[{"name":"get_weather","arguments":{"city":"Paris","unit":"c"}}' in generic
    assert "<tool_call>" not in generic and generic == episode_entry(replace(stored, layout="kvmemory-tools/1"), call_tokenizer)
    for tok, settings in ((default_tokenizer, replace(DEFAULT_SETTINGS, episode_layout="native")),  # no tool format
                          (call_tokenizer, DEFAULT_SETTINGS)):                                   # not asked
        with KVMemory(tmp_path / f"plain-{len(tok.chat_template)}", model=model, tokenizer=tok, embedder=embedder,
                      settings=settings) as plain:
            assert "layout" not in json.loads(plain.deposit(episode, tools=[WEATHER], verifier="human").solution)
    with pytest.raises(InputError, match="episode_layout"):
        replace(DEFAULT_SETTINGS, episode_layout="own")
    with pytest.raises(InputError, match="own tool format"):
        episode_entry(stored, default_tokenizer)   # SmolLM2's template has no tool format to lay it out in


def test_a_stale_retry_over_native_episodes_keeps_the_tool_listing(tiny_llama, call_tokenizer, embedder, tmp_path,
                                                                    monkeypatch):
    """A transfer answer over native episodes that is answered again cold (stale_policy "cold": the first reply
    copied the entry's answer) is laid out as the same request asked cold: the chat template's own rendering with
    tools=, not the episode template without its tools (the bug: the retry named the template, and the layout built
    for the request, templates.chat.with_tools, was lost, so the model answered without seeing any tool)."""
    from dataclasses import replace

    from kvmemory import DEFAULT_SETTINGS, KVMemory
    from kvmemory import steps
    from kvmemory.sameproblem import check_stale
    from kvmemory.toolcalls import EPISODE_TEMPLATE

    model, _ = tiny_llama
    episode = [*HISTORY[1:], {"role": "assistant", "content": "Paris 18 C, Oslo 4 C."}]
    ask = [{"role": "user", "content": "Weather in Rome and Bern?"}]
    query = call_tokenizer.apply_chat_template(ask, tools=[WEATHER], tokenize=False, add_generation_prompt=True)
    want = hashlib.sha256(json.dumps(call_tokenizer.encode(query, add_special_tokens=False)).encode()).hexdigest()
    flagged = []

    def copies(*args, **kw):   # the trigger only: the first reply is read as a copy of the entry's answer
        flagged.append(check_stale(*args, **kw))
        return flagged[-1] or type("Suspicion", (), {"reason": "copies the entry's answer", "__bool__": lambda s: True})()

    with KVMemory(tmp_path / "lib", model=model, tokenizer=call_tokenizer, embedder=embedder,
                  settings=replace(DEFAULT_SETTINGS, auto_prefix=False, episode_layout="native")) as mem:
        mem.deposit(episode, tools=[WEATHER], verifier="human")
        cold = mem.answer(ask, tools=[WEATHER], tool_choice="required", mode="cold", max_new_tokens=120)
        monkeypatch.setattr(steps, "check_stale", copies)
        ans = mem.answer(ask, tools=[WEATHER], tool_choice="required", mode="transfer", template=EPISODE_TEMPLATE,
                         k=1, max_new_tokens=120)
    assert flagged and ans.suspect and ans.mode == "cold" and not ans.entries
    assert ans.input_sha256 == cold.input_sha256 == want        # the tools are listed, as asked cold
    assert ans.token_ids == cold.token_ids and ans.finish == "tool_calls"


def test_the_calls_a_conversation_already_answered_are_known_by_name_and_arguments():
    """What Settings(repeated_calls="answer") compares a reply with: the calls since the user's last message that
    have a result after them, by name and arguments (JSON text or a dict, any key order); a reply repeats only if every call it makes is one of
    them (the model's own answer to that case is in tests/test_qwen.py)."""
    from dataclasses import replace

    from kvmemory import DEFAULT_SETTINGS
    from kvmemory.toolcalls import ToolCall, hook_for

    hook = hook_for(HISTORY, tools=[WEATHER])
    assert hook.answered() == {("get_weather", '{"city": "Paris", "unit": "c"}'), ("get_weather", '{"city": "Oslo", "unit": "c"}')}
    paris, oslo = (ToolCall("x", "get_weather", {"unit": "c", "city": c}) for c in ("Paris", "Oslo"))
    rome = ToolCall("y", "get_weather", {"unit": "c", "city": "Rome"})
    assert hook.repeats([paris]) and hook.repeats([oslo, paris])
    assert not hook.repeats([paris, rome]) and not hook.repeats([]) and not hook.repeats([replace(paris, name="other")])
    unanswered = HISTORY[:3] + [{"role": "user", "content": "and Rome?"}]            # the calls got no result
    assert not hook_for(unanswered, tools=[WEATHER]).repeats([paris])
    again = HISTORY + [{"role": "assistant", "content": "18 C and 4 C."}, {"role": "user", "content": "And now?"}]
    assert hook_for(again, tools=[WEATHER]).answered() == set()                     # a new request may ask again
    assert not hook_for(again, tools=[WEATHER]).repeats([paris])
    with pytest.raises(InputError, match="repeated_calls"):
        replace(DEFAULT_SETTINGS, repeated_calls="never")


def test_a_decoded_native_call_and_its_rendering_in_history_are_the_same_bytes(tiny_llama, call_tokenizer, embedder,
                                                                                  tmp_path):
    """The reply decoded under the grammar, sent back as history (Answer.tool_calls -> to_openai, whose arguments
    are sorted JSON text), renders as the very bytes that were decoded after the very prompt that was decoded
    from: the next request's prompt starts with the first prompt followed by the decoded reply."""
    from dataclasses import replace

    from kvmemory import DEFAULT_SETTINGS, KVMemory
    from kvmemory.templates.chat import with_tools
    from kvmemory.toolcalls import hook_for

    model, _ = tiny_llama
    tools = [TICKET, WEATHER]  # no number: history renders a number as the float it parses to (docs/tools.md)
    with KVMemory(tmp_path / "lib", model=model, tokenizer=call_tokenizer, embedder=embedder,
                  settings=replace(DEFAULT_SETTINGS, auto_prefix=False)) as mem:
        for seed in range(3):
            ans = mem.answer(ASK, tools=tools, tool_choice="required", parallel_tool_calls=False, max_new_tokens=400,
                             sample=True, temperature=1.0, seed=seed)
            assert ans.finish == "tool_calls"
            hook = hook_for(ASK, tools=tools, tool_choice="required", parallel_tool_calls=False)
            problem = hook.problem(call_tokenizer)
            first = with_tools(tools).query("cold", problem[-1]["content"], problem[:-1], call_tokenizer)
            ids = call_tokenizer.encode(first, add_special_tokens=False)
            assert hashlib.sha256(json.dumps(ids).encode()).hexdigest() == ans.input_sha256  # what was decoded from
            decoded = call_tokenizer.decode(ans.token_ids)
            history = ASK + [{"role": "assistant", "content": None, "tool_calls": [c.to_openai() for c in ans.tool_calls]},
                             *({"role": "tool", "tool_call_id": c.id, "content": "ok"} for c in ans.tool_calls)]
            later = hook_for(history, tools=tools, tool_choice="auto")
            plain = later.problem(call_tokenizer)
            second = with_tools(tools).query("cold", plain[-1]["content"], plain[:-1], call_tokenizer)
            assert second.startswith(first + decoded + "<|im_end|>"), (decoded, second[len(first):][:200])


def test_native_layout_grafted_logits_before_the_mask_equal_the_fresh_layout(tiny_llama, call_tokenizer, embedder,
                                                                              tmp_path, masked_logits):
    """Transfer in the native layout, with a conversation that holds a call and its result: the system turn
    (the template's own tool listing) is grafted as an automatic prefix, two entries on top of it, and the
    logits the grammar receives are SHA-256 equal to the same layout computed fresh."""
    from kvmemory import KVMemory
    from kvmemory.exact import fresh_prefix_logits, logits_sha256
    from kvmemory.pipeline import task_of
    from kvmemory.prefix import auto_split, continuation_ids
    from kvmemory.templates.chat import with_tools
    from kvmemory.toolcalls import hook_for
    from kvmemory.toolcalls.native import NATIVE_LAYOUT_VERSION

    model, _ = tiny_llama
    tools = [TICKET, WEATHER]
    messages = [{"role": "system", "content": "You run the helpdesk of a weather office."},
                {"role": "user", "content": "Open a ticket: the Oslo forecast was late."},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": "create_ticket", "arguments": {"priority": "high", "title": "late"}}}]},
                {"role": "tool", "tool_call_id": "c1", "content": '{"ticket": "T-1"}'}]
    with KVMemory(tmp_path / "lib", model=model, tokenizer=call_tokenizer, embedder=embedder) as mem:
        for q, a in [("What is the capital of France?", "Paris"), ("What is the capital of Norway?", "Oslo")]:
            mem.deposit(q, a, a, verifier="human", template="chat-v1")
        ans = mem.answer(messages, tools=tools, tool_choice="required", parallel_tool_calls=False, mode="transfer", k=2,
                         max_new_tokens=200)
        assert ans.mode == "transfer" and len(ans.entries) == 2 and ans.finish == "tool_calls"
        assert ans.tool_layout == NATIVE_LAYOUT_VERSION and ans.prefix["auto"]
        task = task_of(hook_for(messages, tools=tools, tool_choice="required", parallel_tool_calls=False).problem(call_tokenizer),
                       mem.settings.max_problem_chars)
        split = auto_split(mem.lm, with_tools(tools), "transfer", task, mem.settings.auto_prefix_min_tokens)
        assert split is not None and ans.prefix["tokens"] == len(split.ids) and "<tools>" in split.text
        entry_ids = [mem.load(e).token_ids for e in ans.entries]
        fresh, _ = fresh_prefix_logits(model, split.ids, [continuation_ids(call_tokenizer, ids) for ids in entry_ids],
                                       split.rest)
        assert logits_sha256(fresh) == masked_logits[0][0]


def test_generic_layout_a_repeated_call_ends_the_reply_and_is_dropped(default_tokenizer):
    """kvmemory-tools/1, several calls allowed: once a call repeats an earlier call of the same reply, only the
    end-of-turn token may follow, and the reply reads back as the calls before the repeat (the native layout's stop on
    a repeated block, for the layout stored episodes are grafted in)."""
    import torch

    from kvmemory.toolcalls.parse import end_repeats, repeat_cut

    tok = default_tokenizer
    a = '{"name":"create_ticket","arguments":{"title":"late","priority":"high"}}'
    b = a.replace("late", "lost")
    eos = tok.eos_token_id
    process = end_repeats(lambda ids, logits: logits, tok, eos)
    cases = [('{"tool_calls":[' + a, False), ('{"tool_calls":[' + a + ",", False),
             ('{"tool_calls":[' + a + "," + b, False), ('{"tool_calls":[' + a + "," + b + "," + a, True),
             ('{"tool_calls":[' + a + "," + b + "," + b + ",", True),
             ('{"tool_calls":[' + a + "," + b + "," + a + ',{"', True),  # one token may close a call and open the next
             ('{"tool_calls":[' + a + "," + a + "]}", False),  # closed: the constraint ends it anyway
             ('{"tool_calls":[' + a + "," + b + ',{"name":"create_ticket"', False)]
    for text, ends in cases:
        out = process(tok.encode(text, add_special_tokens=False), torch.zeros(len(tok)))
        assert (torch.isfinite(out).nonzero().flatten().tolist() == [eos]) is ends, text
    req = normalize_request([TICKET], "auto")
    for text in ('{"tool_calls":[' + a + "," + b + "," + a, '{"tool_calls":[' + a + "," + b + "," + b + ",",
                 '{"tool_calls":[' + a + "," + b + "," + a + ',{"na'):
        assert repeat_cut(text) == '{"tool_calls":[' + a + "," + b + "]}"
        assert [c.arguments["title"] for c in parse(text, req).tool_calls] == ["late", "lost"]
    assert repeat_cut('{"tool_calls":[' + a + "]}") is None and repeat_cut('{"content":"x"}') is None
    with pytest.raises(InputError, match="not complete JSON"):   # cut by the budget without a repeat: as before
        parse('{"tool_calls":[' + a + "," + b, req)
