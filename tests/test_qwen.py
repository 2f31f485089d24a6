"""Qwen2.5-Coder-0.5B-Instruct: its chat template's own tool format (``native-tools/1``) end to end.

The model comes through :func:`kvmemory.models.named_model_dir` (the wheels joined and converted into this
session's cache: about a minute the first time), so every test here is ``slow``. One module fixture loads it;
each test decodes a few tokens.
"""

from __future__ import annotations

import hashlib
import json

import pytest

pytestmark = pytest.mark.slow

ORDER_STATUS = [{"role": "user", "content": "What is the status of order O-2022?"}]


@pytest.fixture(scope="module")
def qwen():
    """(model, tokenizer) of Qwen2.5-Coder-0.5B-Instruct in float32, from its named, converted folder."""
    from kvmemory.models import load_model, named_model_dir

    named_model_dir("qwen2.5-coder-0.5b")
    return load_model("qwen2.5-coder-0.5b")


def _ids_sha256(ids) -> str:
    return hashlib.sha256(json.dumps(list(ids)).encode()).hexdigest()


def test_qwen_template_format_found_and_a_tiny_model_round_trips_it(qwen, embedder, tmp_path):
    """Qwen's template is recognised by rendering; a tiny random qwen2 model with Qwen's tokenizer, sampled under
    the grammar, makes calls that parse, and each call sent back as history renders as the bytes decoded.
    (Numbers are left out: a random model writes ones like 0.0990189669096201422524658879, which history
    renders as the float they parse to; docs/tools.md says so.)"""
    from kvmemory import KVMemory
    from kvmemory.bench.toolenv import TOOLS
    from kvmemory.models import tiny_model
    from kvmemory.templates.chat import with_tools
    from kvmemory.toolcalls import hook_for
    from kvmemory.toolcalls.native import (NATIVE_LAYOUT_VERSION, NativeFormat, end_of_turn_ids, native_format,
                                           special_tokens)

    _, tok = qwen
    assert native_format(tok) == NativeFormat(
        call_open="<tool_call>\n", call_close="\n</tool_call>", call_sep="\n", name_key="name", args_key="arguments",
        item_sep=", ", key_sep=": ", content_sep="\n", result_open="<tool_response>\n",
        result_close="\n</tool_response>", result_sep="\n")
    # the ways to end a reply, counted as one by the doubt after a block: the control tokens, not the call's own
    ends = end_of_turn_ids(tok, special_tokens(tok, native_format(tok)), tok.eos_token_id)
    assert {"<|endoftext|>", "<|im_end|>", "<|im_start|>"} <= set(tok.convert_ids_to_tokens(sorted(ends)))
    assert not ends & set(tok.convert_tokens_to_ids(["<tool_call>", "</tool_call>", "\n", "{"]))
    # bounded arguments (id patterns, enums), so a random model's call closes; no number (see the docstring)
    tools = [t for t in TOOLS if t["function"]["name"] in ("get_order", "check_inventory", "list_orders")]
    tiny = tiny_model("qwen2", len(tok))
    with KVMemory(tmp_path / "lib", model=tiny, tokenizer=tok, embedder=embedder) as mem:
        for seed in range(2):
            ans = mem.answer(ORDER_STATUS, tools=tools, tool_choice="required", parallel_tool_calls=False,
                             max_new_tokens=300, sample=True, temperature=1.0, seed=seed)
            assert ans.finish == "tool_calls" and ans.tool_layout == NATIVE_LAYOUT_VERSION and len(ans.tool_calls) == 1
            assert ans.token_ids[0] == tok.convert_tokens_to_ids("<tool_call>")  # the special token, not spelled out
            first = tok.apply_chat_template(ORDER_STATUS, tools=tools, tokenize=False, add_generation_prompt=True)
            skip = ans.prefix["tokens"] if ans.prefix else 0  # the tool listing, when long enough, is a prefix
            assert _ids_sha256(tok.encode(first, add_special_tokens=False)[skip:]) == ans.input_sha256  # the template alone
            history = ORDER_STATUS + [{"role": "assistant", "content": None,
                                       "tool_calls": [c.to_openai() for c in ans.tool_calls]},
                                      {"role": "tool", "tool_call_id": ans.tool_calls[0].id, "content": "{}"}]
            plain = hook_for(history, tools=tools).problem(tok)
            second = with_tools(tools).query("cold", plain[-1]["content"], plain[:-1], tok)
            assert second.startswith(first + tok.decode(ans.token_ids) + "<|im_end|>")


def test_qwen_calls_a_shop_tool_in_its_own_format(qwen, embedder, tmp_path):
    """The real model, greedy, tool_choice="auto": the prompt is Qwen's template alone, the reply one
    <tool_call> block, and its tokens are the tokens the same call has in the next request's history (the
    newline the model writes after </tool_call> before it ends the turn is not part of the reply)."""
    from kvmemory import KVMemory
    from kvmemory.bench.toolenv import TOOLS
    from kvmemory.toolcalls.native import NATIVE_LAYOUT_VERSION

    model, tok = qwen
    tools = list(TOOLS)
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder) as mem:
        ans = mem.answer(ORDER_STATUS, tools=tools)
    assert ans.tool_layout == NATIVE_LAYOUT_VERSION and ans.finish == "tool_calls", ans.text
    assert [(c.name, c.arguments) for c in ans.tool_calls] == [("get_order", {"order_id": "O-2022"})]
    prompt = tok.encode(tok.apply_chat_template(ORDER_STATUS, tools=tools, tokenize=False, add_generation_prompt=True),
                        add_special_tokens=False)
    assert ans.prefix and ans.prefix["auto"]       # the template's system turn with the tool listing: a prefix
    assert _ids_sha256(prompt[ans.prefix["tokens"]:]) == ans.input_sha256   # and the rest of the template's prompt
    hf = [ORDER_STATUS[0], {"role": "assistant", "content": "", "tool_calls": [
        {"id": ans.tool_calls[0].id, "type": "function", "function": {"name": "get_order", "arguments": {"order_id": "O-2022"}}}]}]
    rendered = tok.encode(tok.apply_chat_template(hf, tools=tools, tokenize=False), add_special_tokens=False)
    reply = ans.token_ids[:-1] if tok.decode(ans.token_ids[-1:]) == "\n" else ans.token_ids
    assert tok.decode(reply).endswith("</tool_call>")
    assert rendered[: len(prompt) + len(reply) + 1] == prompt + reply + [tok.eos_token_id]


def test_qwen_grafts_a_verified_episode_in_its_own_format_byte_exactly(qwen, embedder, tmp_path, masked_logits):
    """Settings(episode_layout="native"): a verified shop episode deposited on the real model is stored in Qwen's own
    tool format (<tool_call> and
    <tool_response> blocks), a new request answered over it (transfer, tool-episode-v1) is laid out by Qwen's
    template with the tools listed (an automatic prefix, the episode grafted on top of it), the first logits the
    grammar receives are SHA-256 equal to that layout computed fresh, and the reply is one call in the same format."""
    from dataclasses import replace

    from kvmemory import DEFAULT_SETTINGS, KVMemory
    from kvmemory.bench.toolenv import TOOLS
    from kvmemory.exact import fresh_prefix_logits, logits_sha256
    from kvmemory.prefix import continuation_ids
    from kvmemory.toolcalls import EPISODE_TEMPLATE, Episode
    from kvmemory.toolcalls.native import NATIVE_LAYOUT_VERSION

    model, tok = qwen
    tools = list(TOOLS)
    episode = [ORDER_STATUS[0],
               {"role": "assistant", "content": None, "tool_calls": [
                   {"id": "c1", "type": "function", "function": {"name": "get_order", "arguments": {"order_id": "O-2022"}}}]},
               {"role": "tool", "tool_call_id": "c1", "content": '{"order_id": "O-2022", "status": "shipped"}'},
               {"role": "assistant", "content": "Order O-2022 has shipped."}]
    settings = replace(DEFAULT_SETTINGS, episode_layout="native")
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder, settings=settings) as mem:
        entry = mem.deposit(episode, tools=tools, verifier="human")
        assert Episode.from_json(entry.solution).layout == NATIVE_LAYOUT_VERSION
        ask = [{"role": "user", "content": "What is the status of order O-2031?"}]
        ans = mem.answer(ask, tools=tools, tool_choice="required", parallel_tool_calls=False, mode="transfer",
                         template=EPISODE_TEMPLATE, k=1)
        stored = mem.load(entry)
    assert tok.decode(stored.token_ids).count("<tool_call>") == 1 and '"tool_calls"' not in tok.decode(stored.token_ids)
    assert ans.mode == "transfer" and [e.id for e in ans.entries] == [entry.id] and ans.prefix["auto"]
    assert ans.tool_layout == NATIVE_LAYOUT_VERSION and ans.token_ids[0] == tok.convert_tokens_to_ids("<tool_call>")
    assert [(c.name, c.arguments) for c in ans.tool_calls] == [("get_order", {"order_id": "O-2031"})]
    prompt = tok.encode(tok.apply_chat_template(ask, tools=tools, tokenize=False, add_generation_prompt=True),
                        add_special_tokens=False)
    head, rest = prompt[: ans.prefix["tokens"]], prompt[ans.prefix["tokens"]:]
    assert _ids_sha256(rest) == ans.input_sha256
    fresh, _ = fresh_prefix_logits(model, head, [continuation_ids(tok, stored.token_ids)], rest)
    assert logits_sha256(fresh) == masked_logits[0][0]


def test_qwen_makes_the_next_call_from_tool_results(qwen, embedder, tmp_path):
    """A later step (tool_choice="auto", parallel calls allowed): three calls and their results rendered by Qwen's
    template; the model makes the task's next call, one call (it writes a newline after </tool_call> and then
    wants to end the turn: the grammar does not make it open another block)."""
    from kvmemory import KVMemory
    from kvmemory.bench.toolenv import TOOLS, load_tasks, reference_episode

    model, tok = qwen
    task = next(t for t in load_tasks() if t["id"] == "tools-0262")
    messages = reference_episode(task)[:7]
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder) as mem:
        ans = mem.answer(messages, tools=list(TOOLS))
    assert ans.finish == "tool_calls", ans.text
    assert [(c.name, c.arguments) for c in ans.tool_calls] == [("check_inventory", {"sku": "SKU-112", "warehouse": "east"})]
    assert list(ans.tool_calls[0].arguments) == ["sku", "warehouse"]  # the schema's order


def test_qwen_tool_listing_is_grafted_as_a_prefix_on_every_step(qwen, embedder, tmp_path):
    """No system turn: Qwen's template writes its own, with the tool listing. That turn is made an automatic prefix
    on the first request and grafted on the next (another question, the same tools), and the reply is the one
    answering without the feature gives (the same tokens; the prefix's logits are SHA-256-checked in
    tests/test_prefix.py and by check-exact's prefix row)."""
    from dataclasses import replace

    from kvmemory import DEFAULT_SETTINGS, KVMemory
    from kvmemory.bench.toolenv import TOOLS

    model, tok = qwen
    other = [{"role": "user", "content": "How many units of SKU-102 are in the north warehouse?"}]
    with KVMemory(tmp_path / "on", model=model, tokenizer=tok, embedder=embedder) as mem:
        first = mem.answer(ORDER_STATUS, tools=list(TOOLS))
        second = mem.answer(other, tools=list(TOOLS))
    with KVMemory(tmp_path / "off", model=model, tokenizer=tok, embedder=embedder,
                  settings=replace(DEFAULT_SETTINGS, auto_prefix=False)) as off:
        plain = off.answer(other, tools=list(TOOLS))
    assert first.prefix["auto"] and first.prefix["computed"] and first.prefix["tokens"] > 500
    assert second.prefix == {**first.prefix, "computed": False}            # grafted, not forwarded again
    assert second.prompt_tokens + second.prefix["tokens"] == plain.prompt_tokens
    assert second.token_ids == plain.token_ids and second.tool_calls == plain.tool_calls


def test_qwen_answers_in_text_from_a_tool_result_in_its_own_form(qwen, embedder, tmp_path):
    """An agent's last step (tool_choice="none" after a call and its result): the conversation stays in Qwen's own
    tool form and the reply is text; the 0.5B states what the tool returned (kvmemory's generic JSON history made it
    echo the result as JSON before)."""
    from kvmemory import KVMemory
    from kvmemory.toolcalls.native import NATIVE_LAYOUT_VERSION

    model, tok = qwen
    tools = [{"type": "function", "function": {"name": "get_weather", "description": "Current weather in a city.",
                                               "parameters": {"type": "object", "properties": {
                                                   "city": {"type": "string"}, "unit": {"type": "string", "enum": ["c", "f"]}},
                                                   "required": ["city", "unit"]}}}]
    messages = [{"role": "user", "content": "What is the weather in Paris, in Celsius?"},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {
                    "name": "get_weather", "arguments": json.dumps({"city": "Paris", "unit": "c"})}}]},
                {"role": "tool", "tool_call_id": "c1", "content": json.dumps({"city": "Paris", "temp": 21, "unit": "c", "sky": "sunny"})}]
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder) as mem:
        ans = mem.answer(messages, tools=tools, tool_choice="none", max_new_tokens=48)
    assert ans.tool_layout == NATIVE_LAYOUT_VERSION and ans.finish == "eos" and not ans.tool_calls
    assert ans.text[:1].isalpha() and "21" in ans.text and "{" not in ans.text, ans.text


def test_the_openai_agents_sdk_reaches_a_final_answer_over_the_server(qwen, embedder, tmp_path):
    """examples/serve_openai_agents.py against a real server on 127.0.0.1 serving the 0.5B: the agent calls the tool
    with the task's arguments, gets its result and answers in text with the temperature it returned."""
    from conftest import example, need

    need("agents")
    need("fastapi")
    from _serving import served

    from kvmemory import KVMemory
    from kvmemory.serve import ServeConfig, create_app

    model, tok = qwen
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder) as mem:
        with served(create_app(ServeConfig(), memory=mem)) as base:
            report = example("serve_openai_agents").main(["--base-url", f"{base}/v1", "--json"])
    assert report["tool_calls"] == [{"name": "get_weather", "arguments": {"city": "Paris", "unit": "c"}}]
    assert report["model_calls"] == 2 and report["answered_in_text"]
    assert "21" in report["final_output"] and "{" not in report["final_output"], report["final_output"]


def test_a_langchain_agent_on_the_0_5b_reaches_a_verified_final_answer(qwen, embedder, tmp_path):
    """examples/langgraph_tools_agent.py's task on the 0.5B through ``create_agent`` over ChatKVMemory (the example's
    reply budget), one verified run of a similar task deposited: the model makes both calls right, then would call
    check_stock again; with Settings(repeated_calls="answer") (as the example sets) that step is answered in text, and
    the run passes the example's check (the final answer states the count the tool returned)."""
    from dataclasses import replace

    from conftest import example, need

    need("langchain_kvmemory")
    need("langchain.agents")
    from langchain_core.messages import convert_to_openai_messages
    from langchain_kvmemory import ChatKVMemory

    from kvmemory import DEFAULT_SETTINGS, KVMemory

    ex = example("langgraph_tools_agent")
    model, tok = qwen
    runs = {}
    for policy in ("allow", "answer"):
        settings = replace(DEFAULT_SETTINGS, repeated_calls=policy)
        with KVMemory(tmp_path / policy, model=model, tokenizer=tok, embedder=embedder, settings=settings) as mem:
            mem.deposit(ex.reference("O-2031", "Is the item in order O-2031 in stock?"), tools=ex.SPECS,
                        verifier=ex.stock_check)
            agent = ex.make_agent("create_agent", ChatKVMemory(memory=mem, max_tokens=256), ex.TOOLS)
            try:
                out = agent.invoke({"messages": [("user", ex.TASK)]}, {"recursion_limit": 8})
                runs[policy] = convert_to_openai_messages(out["messages"])
            except Exception as exc:       # GraphRecursionError: the step limit
                runs[policy] = type(exc).__name__
    assert runs["allow"] == "GraphRecursionError"             # check_stock, again and again
    run = runs["answer"]
    calls = [c["function"]["name"] for m in run if m["role"] == "assistant" for c in m.get("tool_calls") or ()]
    assert calls == ["get_order", "check_stock"] and ex.stock_check(run)[0], run[-1]


def test_gsm_chat_layout_on_the_0_5b_recurs_in_a_few_tokens_and_never_serves_a_changed_problem(
        qwen, embedder, tmp_path, gsm8k_train):
    """``gsm-chat-v1``, the GSM8K layout for an instruction-tuned model: a verified solution deposited in the chat
    format comes back for the same problem in a few decode tokens, passing its own check (no stored fallback);
    the same problem with a number changed is not served from memory."""
    from kvmemory import KVMemory
    from kvmemory.templates import extract_answer

    model, tok = qwen
    row = gsm8k_train[0]
    gold = extract_answer(row["answer"])
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder) as mem:
        entry = mem.deposit(row["question"], row["answer"], answer=gold, verifier="numeric", template="gsm-chat-v1")
        assert entry.template == "gsm-chat-v1"
        again = mem.answer(row["question"], template="gsm-chat-v1")
        assert again.mode == "recurring" and again.answer == gold and again.decode_tokens <= 8, again.text
        assert not again.fallback and again.entries[0].sha256 == entry.sha256
        changed = row["question"].replace("48", "36")
        assert changed != row["question"]
        other = mem.answer(changed, template="gsm-chat-v1", max_new_tokens=8)
        assert other.mode != "recurring" and other.decode_tokens > 0
