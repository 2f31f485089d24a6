"""kvmemory.toolcalls: request checks, the kvmemory-tools/1 layout bytes, the llguidance constraint, the parser.

The strong test is the campaign: a tiny random model emits garbage unconstrained, so every one of its
sampled replies parsing and validating shows the constraint, not the model, makes the JSON.
"""

from __future__ import annotations

import copy
import hashlib
import json

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
]


@pytest.mark.parametrize("messages, message", BAD_MESSAGES, ids=[m for _, m in BAD_MESSAGES])
def test_bad_messages_say_the_fix(messages, message):
    with pytest.raises(InputError, match=message):
        check_messages(messages)


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
    with pytest.raises(InputError, match="unit.*'k' is not one of"):
        parse('{"tool_calls":[{"name":"get_weather","arguments":{"city":"Paris","unit":"k"}}]}', req)
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


def test_stored_episodes_keep_the_generic_tool_listing_on_a_native_template(default_tokenizer):
    """Over stored episodes (the layout of a diverged replay) nothing hands the chat template its tools, so
    even where the template could list them the generic block does: the functions are never listed nowhere."""
    from kvmemory.steps import Request
    from kvmemory.templates.chat import CHAT_V1
    from kvmemory.toolcalls import hook_for
    from kvmemory.toolcalls.episode import EPISODE_TEMPLATE

    native = copy.deepcopy(default_tokenizer)
    native.chat_template = NATIVE_TEMPLATE
    hook = hook_for(ASK, tools=[WEATHER], tool_choice="required")
    episode = hook.adapt(Request(ASK, template=EPISODE_TEMPLATE), native)
    assert episode.template == EPISODE_TEMPLATE and '"name":"get_weather","parameters"' in episode.problem[0]["content"]
    chat = hook.adapt(Request(ASK), native)
    assert chat.template.name == CHAT_V1.name and chat.template.tools == (WEATHER,)
    assert '"parameters"' not in chat.problem[0]["content"]


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


def test_answer_refuses_what_tools_do_not_support(llama_mem):
    with pytest.raises(InputError, match="recurring"):  # recurring replays stored episodes: it needs tools
        llama_mem.answer(ASK, response_format={"type": "json_object"}, mode="recurring")
    with pytest.raises(InputError, match="chat-v1"):
        llama_mem.answer(ASK, tools=[WEATHER], template="gsm-qa-v1")
    with pytest.raises(InputError, match="not in tools"):
        llama_mem.answer(ASK, tools=[WEATHER], tool_choice={"type": "function", "function": {"name": "nope"}})
    with pytest.raises(InputError, match="uniqueItems"):
        llama_mem.answer(ASK, response_format={"type": "json_schema", "json_schema": {
            "name": "x", "schema": {"type": "array", "uniqueItems": True}}})


@pytest.mark.parametrize("auto_prefix", [True, False], ids=["system-turn-prefix", "no-prefix"])
def test_grafted_logits_before_the_mask_equal_the_fresh_layout(tiny_llama, embedder, tmp_path, monkeypatch, auto_prefix):
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
    from kvmemory.toolcalls import constrain, hook_for

    model, tok = tiny_llama
    settings = replace(DEFAULT_SETTINGS, auto_prefix=auto_prefix)
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder, settings=settings) as mem:
        for q, a in [("What is the capital of France?", "Paris"), ("What is the capital of Norway?", "Oslo")]:
            mem.deposit(q, a, a, verifier="human", template="chat-v1")
        seen = []
        original = constrain.JSONConstraint.mask

        def recording(self, logits):
            seen.append(logits_sha256(logits))
            out = original(self, logits)
            seen.append(logits_sha256(logits))  # unchanged by the mask
            return out

        monkeypatch.setattr(constrain.JSONConstraint, "mask", recording)
        ans = mem.answer(ASK, tools=[WEATHER], tool_choice="required", mode="transfer", k=2, max_new_tokens=120)
        assert ans.mode == "transfer" and len(ans.entries) == 2 and ans.finish == "tool_calls"
        assert seen[0] == seen[1]

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
        assert logits_sha256(fresh_logits) == seen[0]


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
