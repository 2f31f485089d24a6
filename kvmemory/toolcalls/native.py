"""The model's own tool format: found by rendering its chat template, laid out by it, constrained, read back.

This module owns the native layout of :mod:`kvmemory.toolcalls`, version ``native-tools/1``
(:data:`NATIVE_LAYOUT_VERSION`). Where a tokenizer's chat template lists ``tools=`` *and* renders an
assistant turn's ``tool_calls`` and ``role: "tool"`` results in a shape this module recognises
(:func:`native_format`), a request that offers tools (and asks no ``response_format``) is laid out by
the template alone: no kvmemory instruction block, the functions listed as the template lists them, the
history rendered as the template renders it, and the reply constrained to the template's own call
format. Templates without one keep the generic layout ``kvmemory-tools/1`` (:mod:`.layout`).

**Detection** (by rendering probe conversations, never by model name). The template must render, after
its generation prompt, an assistant turn with calls as ``OPEN + JSON + CLOSE`` blocks joined by ``SEP``,
each ``JSON`` an object of two keys, the function's name first and its arguments (an object, key order
kept, non-ASCII kept) second, written with one pair of separators (``", "``/``": "`` or ``","``/``":"``).
Qwen2.5's template gives ``OPEN = "<tool_call>\\n"``, ``CLOSE = "\\n</tool_call>"``, ``SEP = "\\n"`` and
``{"name": ..., "arguments": {...}}`` with spaces. Its tool results must render as one user turn whose
text is the results, each ``RESULT_OPEN + text + RESULT_CLOSE``, joined by ``RESULT_SEP``
(``<tool_response>\\n...\\n</tool_response>``). :class:`NativeFormat` holds those strings.

**Layout.** The conversation is handed to the template in Hugging Face's tool form (arguments as
objects, in the tool schema's property order: :func:`ordered_arguments`) with the offered functions as
its ``tools=``. The answer path carries plain ``{"role", "content"}`` messages, so the same conversation
is also *lowered* (:func:`native_messages`): an assistant turn with calls becomes an assistant turn whose
text is its blocks, the tool results after it one user turn. The lowering is used only when the
template renders it to the very same text as the tool form (checked on every request); otherwise the
request falls back to the generic layout. A decoded call and the same call in a later request's history
are therefore the same bytes: the blocks the constraint admits are the blocks the template renders
(tested), except a number the model writes in another form than ``json.dumps`` writes the value it
parses to (``10.50``, ``1e3``, more digits than a float keeps): the grammar cannot hold numbers to one form.

**Constraint** (:func:`native_grammar`, an llguidance Lark grammar). One or more blocks (one with
``parallel_tool_calls=False`` or a named function), each ``OPEN`` + the JSON of one offered function
(``name`` const, then its arguments under its schema with properties in schema order, admitting only
declared parameters unless the schema asks for more: :func:`~kvmemory.toolcalls.layout.strict_schema`)
+ ``CLOSE``; with ``tool_choice="auto"`` free text instead, which may not contain ``OPEN`` nor begin
with a blank, ``{``, ``[``, a backtick or ``OPEN``'s first character. A bare or fenced JSON object is a
call out of format, not a reply (Qwen2.5-Coder-0.5B writes its calls so when the text is free), so at the
first token such openings count for ``OPEN`` (:func:`call_merge`): a reply that opens like a call is a call, in
the template's format. The choice stays the model's: greedy, ``OPEN`` gets the largest of their probabilities (a
call exactly where the model's own top token opens one); sampled, their sum. Decoding ends at the end-of-turn token
once the grammar is complete.

Where several blocks are allowed, a further block opens only when the model's own most likely token
after the separator opens one or the model is unsure the reply is over (:data:`CONTINUE_DOUBT`; after the second
block and later, no less unsure than :data:`CONTINUE_DROP` times after the block before), and a
block that repeats an earlier one ends the reply (:func:`end_calls`: a small model made to choose between
the opening and the end-of-turn token after a separator it wrote out of habit opens block after block);
the stray separator or the repeat is dropped when the reply is read back.

**Reading back** (:func:`parse_native`): the blocks into :class:`~kvmemory.toolcalls.spec.ToolCall`
values (arguments validated again with ``jsonschema``; ids as in the generic layout), else the text.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Sequence

from ..errors import InputError
from .schemas import hoist, strict_schema
from .spec import ToolCall, ToolRequest

__all__ = ["NATIVE_LAYOUT_VERSION", "NativeFormat", "native_format", "ordered_arguments", "native_messages",
           "native_grammar", "special_tokens", "call_merge", "end_of_turn_ids", "end_calls", "end_doubt",
           "CONTINUE_DOUBT", "CONTINUE_DROP", "parse_native"]

#: The native layout's version: the template's own tool listing, history and call format, constrained.
NATIVE_LAYOUT_VERSION = "native-tools/1"

_P1, _P2 = "kvmemory_probe_tool", "kvmemory_probe_other"
_A1 = {"zeta": "\u00e9t\u00e9", "alpha": [1, {"k": True}]}  # key order, nesting and non-ASCII all show
_A2 = {"b": 2}
_TEXT, _USER = "kvmemory probe text", "kvmemory probe user"
_R1, _R2 = "kvmemory probe result one", "kvmemory probe result two"
_SEPARATORS = ((", ", ": "), (",", ":"), (",", ": "), (", ", ":"))


@dataclass(frozen=True)
class NativeFormat:
    """A chat template's tool-call and tool-result format (see the module docstring)."""

    call_open: str
    call_close: str
    call_sep: str
    name_key: str
    args_key: str
    item_sep: str
    key_sep: str
    content_sep: str
    result_open: str
    result_close: str
    result_sep: str

    def call_json(self, name: str, arguments: dict) -> str:
        return json.dumps({self.name_key: name, self.args_key: arguments}, ensure_ascii=False,
                          separators=(self.item_sep, self.key_sep))

    def calls_text(self, calls: Sequence[tuple[str, dict]]) -> str:
        """The blocks of ``[(name, arguments), ...]``, byte for byte as the template renders them."""
        return self.call_sep.join(self.call_open + self.call_json(n, a) + self.call_close for n, a in calls)

    def results_text(self, results: Sequence[str]) -> str:
        """The text of the user turn the template renders consecutive tool results as."""
        return self.result_sep.join(self.result_open + r + self.result_close for r in results)


def _probe_tool(name: str) -> dict:
    return {"type": "function", "function": {"name": name, "description": "probe",
                                             "parameters": {"type": "object", "properties": {}}}}


def _assistant(calls, content: str = "") -> dict:
    return {"role": "assistant", "content": content,
            "tool_calls": [{"id": f"call_{i}", "type": "function", "function": {"name": n, "arguments": a}}
                           for i, (n, a) in enumerate(calls)]}


def _tool(i: int, name: str, content: str) -> dict:
    return {"role": "tool", "tool_call_id": f"call_{i}", "name": name, "content": content}


def _between(text: str, head: str, tail: str) -> str:
    if not (text.startswith(head) and text.endswith(tail) and len(text) >= len(head) + len(tail)):
        raise ValueError("not between")
    return text[len(head): len(text) - len(tail)]


def _split_once(text: str, part: str) -> tuple[str, str]:
    if text.count(part) != 1:
        raise ValueError("not once")
    a, b = text.split(part)
    return a, b


def _detect(tokenizer) -> NativeFormat | None:
    def apply(messages, gen=False):
        return tokenizer.apply_chat_template(messages, tools=tools, tokenize=False, add_generation_prompt=gen)

    tools = [_probe_tool(_P1), _probe_tool(_P2)]
    user = {"role": "user", "content": "hi"}
    gen = apply([user], gen=True)
    end = _between(apply([user, {"role": "assistant", "content": _TEXT}]), gen + _TEXT, "")
    if not (tokenizer.eos_token and end.startswith(tokenizer.eos_token)):
        return None  # a decoded reply ends at the end-of-turn token: the turn must end with it
    one = apply([user, _assistant([(_P1, _A1)])])
    body = _between(one, gen, end)
    start = body.find("{")
    while start >= 0:
        try:
            obj, stop = json.JSONDecoder().raw_decode(body, start)
        except ValueError:
            obj = None
        if isinstance(obj, dict) and _P1 in obj.values():
            break
        start = body.find("{", start + 1)
    else:
        return None
    keys = list(obj)
    if len(keys) != 2 or obj[keys[0]] != _P1 or obj[keys[1]] != _A1 or list(obj[keys[1]]) != list(_A1):
        return None
    seps = next((s for s in _SEPARATORS if json.dumps(obj, ensure_ascii=False, separators=s) == body[start:stop]), None)
    if seps is None:
        return None
    probe = NativeFormat(body[:start], body[stop:], "", keys[0], keys[1], seps[0], seps[1], "", "", "", "")
    block1 = probe.calls_text([(_P1, _A1)])
    block2 = probe.calls_text([(_P2, _A2)])
    two = apply([user, _assistant([(_P1, _A1), (_P2, _A2)])])
    call_sep = _between(_between(two, gen, end), block1, block2)
    content_sep = _between(_between(apply([user, _assistant([(_P1, _A1)], _TEXT)]), gen, end), _TEXT, block1)
    # tool results: one user turn whose text is the results
    upre, upost = _split_once(_between(apply([user, _assistant([(_P1, _A1)]), {"role": "user", "content": _USER}]),
                                       one, ""), _USER)
    inner = _between(_between(apply([user, _assistant([(_P1, _A1)]), _tool(0, _P1, _R1)]), one, ""), upre, upost)
    result_open, result_close = _split_once(inner, _R1)
    both = apply([user, _assistant([(_P1, _A1), (_P2, _A2)]), _tool(0, _P1, _R1), _tool(1, _P2, _R2)])
    inner2 = _between(_between(both, two, ""), upre, upost)
    result_sep = _between(inner2, result_open + _R1 + result_close, result_open + _R2 + result_close)
    fmt = NativeFormat(probe.call_open, probe.call_close, call_sep, probe.name_key, probe.args_key, probe.item_sep,
                       probe.key_sep, content_sep, result_open, result_close, result_sep)
    if not fmt.call_open.strip() or not fmt.call_close.strip():
        return None  # a call must be told from text by its opening and closing strings
    return fmt


_FORMATS: dict[int, tuple[Any, NativeFormat | None]] = {}


def native_format(tokenizer) -> NativeFormat | None:
    """The :class:`NativeFormat` of ``tokenizer``'s chat template, or None when it has none this module
    recognises (see the module docstring). Cached per tokenizer object and template."""
    template = getattr(tokenizer, "chat_template", None)
    key = id(tokenizer)
    hit = _FORMATS.get(key)
    if hit is not None and hit[0][0] is tokenizer and hit[0][1] == template:
        return hit[1]
    fmt = None
    if template:
        try:
            fmt = _detect(tokenizer)
        except Exception:  # a template that raises on any probe, or renders outside the recognised shape
            fmt = None
    _FORMATS[key] = ((tokenizer, template), fmt)
    return fmt


# -- arguments in schema order ---------------------------------------------------------------------

def _resolve(schema: Any, root: dict) -> Any:
    seen = 0
    while isinstance(schema, dict) and isinstance(schema.get("$ref"), str) and seen < 32:
        ref = schema["$ref"]
        for base, key in (("#/$defs/", "$defs"), ("#/definitions/", "definitions")):
            if ref.startswith(base):
                schema = root.get(key, {}).get(ref[len(base):], {})
                break
        else:
            return {}
        seen += 1
    return schema


def ordered_arguments(value: Any, schema: Any, root: dict | None = None) -> Any:
    """``value`` with every object's keys in the order its schema's ``properties`` list them (undeclared
    keys after, as given): the order the constraint decodes them in, so a call in history renders as the
    same bytes whatever order a client sent its arguments in."""
    root = schema if root is None and isinstance(schema, dict) else (root or {})
    schema = _resolve(schema, root)
    if not isinstance(schema, dict):
        return value
    if isinstance(value, dict):
        props = schema.get("properties") if isinstance(schema.get("properties"), dict) else None
        if props is None:
            for key in ("anyOf", "oneOf", "allOf"):
                for branch in schema.get(key) or ():
                    b = _resolve(branch, root)
                    if isinstance(b, dict) and isinstance(b.get("properties"), dict) and set(value) <= set(b["properties"]):
                        return ordered_arguments(value, b, root)
            props = {}
        extra = schema.get("additionalProperties") if isinstance(schema.get("additionalProperties"), dict) else {}
        out = {k: ordered_arguments(value[k], props[k], root) for k in props if k in value}
        out.update({k: ordered_arguments(v, extra, root) for k, v in value.items() if k not in props})
        return out
    if isinstance(value, list):
        prefix = schema.get("prefixItems") if isinstance(schema.get("prefixItems"), list) else []
        items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
        return [ordered_arguments(v, prefix[i] if i < len(prefix) else items, root) for i, v in enumerate(value)]
    return value


# -- the conversation ------------------------------------------------------------------------------

def native_messages(msgs: Sequence[dict], request: ToolRequest, tokenizer,
                    fmt: NativeFormat) -> tuple[list[dict], list[dict]] | None:
    """``(plain, hf)``: the conversation (checked by :func:`~kvmemory.toolcalls.layout.check_messages`)
    lowered to plain ``{"role", "content"}`` messages, and in Hugging Face's tool form; None when the
    template does not render the two as the same text (then the request uses the generic layout). Both
    are meant for the template with the offered functions as ``tools=``."""
    plain: list[dict] = []
    hf: list[dict] = []
    results: list[str] = []

    def flush():
        if results:
            plain.append({"role": "user", "content": fmt.results_text(results)})
            results.clear()

    for m in msgs:
        if m["role"] == "tool":
            results.append(m["content"])
            hf.append({k: v for k, v in m.items() if k in ("role", "tool_call_id", "name", "content")})
            continue
        flush()
        if m["role"] == "assistant" and m.get("tool_calls"):
            calls = []
            for c in m["tool_calls"]:
                tool = request.tool(c["name"])
                calls.append((c["name"], ordered_arguments(c["arguments"], tool.parameters) if tool else c["arguments"]))
            body = fmt.calls_text(calls)
            plain.append({"role": "assistant", "content": m["content"] + fmt.content_sep + body if m["content"] else body})
            hf.append({"role": "assistant", "content": m["content"],
                       "tool_calls": [{"id": c["id"], "type": "function", "function": {"name": n, "arguments": a}}
                                      for c, (n, a) in zip(m["tool_calls"], calls)]})
        else:
            plain.append({"role": m["role"], "content": m["content"]})
            hf.append({"role": m["role"], "content": m["content"]})
    flush()
    tools = [t.to_openai() for t in request.offered] or None
    try:
        same = (tokenizer.apply_chat_template(plain, tools=tools, tokenize=False, add_generation_prompt=True)
                == tokenizer.apply_chat_template(hf, tools=tools, tokenize=False, add_generation_prompt=True))
    except Exception:  # a template that refuses one of the two forms
        same = False
    return (plain, hf) if same else None


# -- the constraint --------------------------------------------------------------------------------

def _lark_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def special_tokens(tokenizer, fmt: NativeFormat) -> dict[str, int]:
    """The tokens in ``fmt``'s strings that llguidance treats as special (added tokens such as Qwen's
    ``<tool_call>``): a grammar names them by id, since a string literal would spell them out in bytes."""
    from .constrain import _ll_tokenizer

    view = _ll_tokenizer(tokenizer, len(tokenizer))
    strings = (fmt.call_open, fmt.call_close, fmt.call_sep)
    out = {}
    for text, token_id in tokenizer.get_added_vocab().items():
        if text and any(text in s for s in strings) and token_id < view.vocab_size and view.is_special_token(token_id):
            out[text] = token_id
    return out


_MERGES: dict[tuple, tuple[Any, tuple[int, list[int]]]] = {}


def call_merge(tokenizer, fmt: NativeFormat, specials: dict[str, int]) -> tuple[int, list[int]]:
    """``(first token of OPEN, tokens that open a call out of format)``: the tokens whose text, leading
    blanks dropped, begins with ``{``, ``[`` or a code fence, or is a piece of ``OPEN`` (the grammar's text
    may begin with none of them). Cached per tokenizer object and format."""
    key = (id(tokenizer), fmt)
    hit = _MERGES.get(key)
    if hit is not None and hit[0] is tokenizer:
        return hit[1]
    opener = fmt.call_open.strip()
    head = next((n for n in specials if fmt.call_open.startswith(n)), None)
    target = specials[head] if head is not None else tokenizer.encode(fmt.call_open, add_special_tokens=False)[0]
    texts = tokenizer.batch_decode([[i] for i in range(len(tokenizer))])
    ids = [i for i, t in enumerate(texts) if i != target and (s := t.lstrip()) and
           (s.startswith(("{", "[", "```")) or opener.startswith(s) or s.startswith(opener))]
    _MERGES[key] = (tokenizer, (target, ids))
    return target, ids


def _literal(text: str, specials: dict[str, int]) -> str:
    """A Lark expression matching ``text``, each special token in it by id (``<[id]>``)."""
    names = sorted(specials, key=len, reverse=True)
    parts, buf, i = [], "", 0
    while i < len(text):
        hit = next((n for n in names if text.startswith(n, i)), None)
        if hit is None:
            buf += text[i]
            i += 1
            continue
        if buf:
            parts.append(_lark_string(buf))
            buf = ""
        parts.append(f"<[{specials[hit]}]>")
        i += len(hit)
    if buf:
        parts.append(_lark_string(buf))
    return " ".join(parts)


def native_grammar(request: ToolRequest, fmt: NativeFormat, specials: dict[str, int] | None = None) -> str:
    """The llguidance Lark grammar of a reply in ``fmt`` under ``request`` (see the module docstring);
    ``specials``: :func:`special_tokens` of the tokenizer."""
    specials = specials or {}
    if not request.offered:        # tool_choice="none" over earlier calls: text only
        return "\n".join(["%llguidance {}", "start: TEXT", _text_rule(fmt)]) + "\n"
    defs: dict = {}
    calls = []
    for tool in request.offered:
        args = hoist(strict_schema(tool.enforced), tool.name, defs)
        calls.append({"type": "object", "properties": {fmt.name_key: {"const": tool.name}, fmt.args_key: args},
                      "required": [fmt.name_key, fmt.args_key], "additionalProperties": False})
    schema: dict = calls[0] if len(calls) == 1 else {"anyOf": calls}
    if defs:
        schema = {**schema, "$defs": defs}
    schema = {"x-guidance": {"whitespace_flexible": False, "item_separator": _regex_literal(fmt.item_sep),
                             "key_separator": _regex_literal(fmt.key_sep)}, **schema}
    one = request.tool_choice.mode == "function" or not request.parallel_tool_calls
    lines = ["%llguidance {}",
             "start: calls" + (" | TEXT" if request.tool_choice.mode == "auto" else ""),
             "calls: call" + ("" if one else f" ({_literal(fmt.call_sep, specials)} call)*"),
             f"call: {_literal(fmt.call_open, specials)} body {_literal(fmt.call_close, specials)}",
             "body: %json " + json.dumps(schema, ensure_ascii=False)]
    if request.tool_choice.mode == "auto":
        lines.append(_text_rule(fmt))
    return "\n".join(lines) + "\n"


def _text_rule(fmt: NativeFormat) -> str:
    """The grammar's ``TEXT``: text that neither opens like a call (a blank, ``{``, ``[``, a backtick, the
    opening's first character) nor holds the opening of one."""
    opener = fmt.call_open.strip()
    first = "".join(_regex_literal(ch) for ch in sorted({"{", "[", "`", opener[0]}))
    return f"TEXT: /[^\\s{first}](?s:.*)/ & ~/(?s:.*){_regex_literal(opener)}(?s:.*)/"


def _regex_literal(text: str) -> str:
    """``text`` as a regex that matches it literally (every character but letters and digits escaped)."""
    return "".join(ch if ch.isascii() and ch.isalnum() else f"\\x{{{ord(ch):X}}}" for ch in text)


#: The least doubt (:func:`end_doubt`: the probability off the model's most likely token, the end-of-turn tokens
#: counted as one) after a block and the separator that opens another block (:func:`end_calls`). Set from BFCL's
#: transfer-pool items (never the asked ones) on Qwen2.5-Coder-0.5B, first with the end-of-turn tokens counted apart:
#: after a single call it was at most 7.2e-5 (40 items of ``simple_python`` and ``multiple``), after the first of
#: several at least 2e-4 on 32 of 40 (``parallel``, ``parallel_multiple``); the bound kept a 2.8x margin above the
#: single calls, since a second call where one was due is as wrong as a missing one. Counted as one (the model splits
#: its certainty that the reply is over between ``<|endoftext|>``, ``<|im_end|>`` and ``<|im_start|>``, and more so
#: after a grafted episode), the single calls' doubt is at most 2.3e-5, an 8.7x margin, and the same bound and
#: :data:`CONTINUE_DROP` get the whole pattern of stops right on 24 of the 40 several-call items against 21, with 3
#: made-up calls against 6 and the same 13 due calls lost (``scripts/bfcl_parallel_probe.py --each-call``).
CONTINUE_DOUBT = 2e-4

#: After the second block and later, the doubt must also stay at least this fraction of the doubt after the block
#: before (:func:`end_calls`). The model is about as unsure after the last of several calls as after one still due
#: (the 40 multi-call transfer-pool items of ``parallel`` and ``parallel_multiple``, 0.5B: 36 of 40 at or above
#: :data:`CONTINUE_DOUBT` after the last call, the end-of-turn tokens counted apart), so the absolute bound alone
#: lets a reply run on with made-up calls until the budget ends. What moves is the trend: with 0.2, the reply stops
#: after its last call on 24 of 40 items (4 without it) and 5 of 75 calls still due are lost to it; the whole pattern
#: of stops is right on 21 of 40 items against 3 (``scripts/bfcl_parallel_probe.py --each-call``; 0.1 to 1.0 give
#: 17 to 21; with the end-of-turn tokens counted as one, 24 against 22, and 0.1 to 1.0 give 24 to 25).
CONTINUE_DROP = 0.2


def end_of_turn_ids(tokenizer, specials: dict[str, int], eos_token_id: int) -> frozenset[int]:
    """The tokens that end a reply: ``eos_token_id`` and every control token of the tokenizer (an added token
    marked special, such as Qwen's ``<|im_end|>``, ``<|im_start|>`` and ``<|endoftext|>``) except those of the
    call format (``specials``: :func:`special_tokens`). No text holds one, so the model's probability on any of
    them says the same thing: the reply is over (:func:`end_calls` counts them as one)."""
    own = set(specials.values())
    control = {int(i) for i, tok in getattr(tokenizer, "added_tokens_decoder", {}).items()
               if getattr(tok, "special", False)}
    return frozenset((control | {int(eos_token_id)}) - own)


def end_calls(process, tokenizer, fmt: NativeFormat, eos_token_id: int, open_token_id: int, *,
              doubt: float = CONTINUE_DOUBT, drop: float = CONTINUE_DROP, end_ids=(), open_ids=()):
    """``process`` (a ``logits_processor``) that ends a reply of several blocks where the model ends it:

    * after a block and the separator, the next block opens when the model's own most likely next token
      (the logits before any mask) opens one (``open_token_id``, or one of ``open_ids``, the tokens that open a
      call out of format: :func:`call_merge`), or when the model is not sure the reply is over: the
      probability it gives to anything but its most likely token is at least ``doubt``
      (:data:`CONTINUE_DOUBT`) and, after the second block and later, at least ``drop`` times
      (:data:`CONTINUE_DROP`) what it was after the block before (where that block opened on doubt, not on the
      model's top token); otherwise the reply ends there
      (Qwen2.5-Coder-0.5B writes a newline after ``</tool_call>`` and then wants to end: the grammar would
      make it open block after block, each with made-up arguments, until the budget ends). The doubt is the
      model's signal for a call still due: the 0.5B never puts the opening first after a block, yet after the
      first of several calls it leaves far more probability off its top token than after a single call, and
      after the last of several its doubt falls (``scripts/bfcl_parallel_probe.py``). The tokens of
      ``end_ids`` (:func:`end_of_turn_ids`) count as one: where the model's top token ends the reply, what it puts
      on another way to end it (``<|im_end|>`` beside ``<|endoftext|>``) is no doubt that the reply is over;
    * a block that repeats an earlier block of the same reply byte for byte ends it.

    Ending means only the end-of-turn token is allowed; :func:`parse_native` drops the trailing separator
    or repeated block. The returned processor keeps the doubts of the reply it decodes: one per reply."""
    close_sep = fmt.call_close + fmt.call_sep
    marks = {fmt.call_close[-1:], close_sep[-1:]}
    opens = {int(open_token_id), *map(int, open_ids)}
    ends = [int(i) for i in sorted(set(end_ids) | {int(eos_token_id)})]
    doubts: dict[int, float] = {}   # blocks so far -> the doubt after them

    def wrapped(ids, logits):
        out = process(ids, logits)
        if not ids or not any(tokenizer.decode(ids[-1:], skip_special_tokens=False).endswith(m) for m in marks):
            return out
        text = tokenizer.decode(ids, skip_special_tokens=False)
        blocks = _blocks(text[: len(text) - len(fmt.call_sep)] if fmt.call_sep and text.endswith(close_sep) else text, fmt)
        if not blocks:
            return out
        repeated = text.endswith(fmt.call_close) and len(blocks) > 1 and blocks[-1] in blocks[:-1]
        unwanted = False
        if text.endswith(close_sep):  # another block opens on the model's top token, or on doubt that holds up
            row = logits.reshape(-1, logits.shape[-1])[-1]
            if int(row.argmax()) not in opens:   # a block opened on the model's top token sets no floor
                doubts[len(blocks)] = end_doubt(row, ends)
                unwanted = doubts[len(blocks)] < max(doubt, drop * doubts.get(len(blocks) - 1, 0.0))
        if repeated or unwanted:
            out = _only_token(out, eos_token_id)
        return out

    return wrapped


def end_doubt(row, ends: Sequence[int] = ()) -> float:
    """The probability the raw logits ``row`` give to anything but their most likely token (in float64), the
    tokens of ``ends`` counted as one token where the most likely is one of them."""
    import torch

    p = torch.softmax(row.double(), dim=-1)
    top = int(p.argmax())
    return 1.0 - float(p[list(ends)].sum() if top in ends else p[top])


def _only_token(logits, token_id: int):
    """A copy of ``logits`` where only ``token_id`` may be picked."""
    out = logits.clone()
    out.fill_(float("-inf"))
    out[..., token_id] = 0.0
    return out


def _blocks(text: str, fmt: NativeFormat) -> list[str]:
    """The blocks of a reply made only of complete blocks (``[]`` otherwise)."""
    if not (text.startswith(fmt.call_open) and text.endswith(fmt.call_close)):
        return []
    return text[len(fmt.call_open): len(text) - len(fmt.call_close)].split(fmt.call_close + fmt.call_sep + fmt.call_open)


# -- reading back ----------------------------------------------------------------------------------

def parse_native(text: str, request: ToolRequest, fmt: NativeFormat, *, first_index: int = 0):
    """The reply ``text`` in ``fmt`` read back (a :class:`~kvmemory.toolcalls.parse.Parsed`): calls when it
    opens a block, else content (``tool_choice="auto"`` only)."""
    from .parse import Parsed, call_id, schema_error

    if not text.startswith(fmt.call_open):
        if request.tool_choice.mode != "auto":
            raise InputError(f"tool_choice={request.tool_choice.to_openai()!r} asks for a call but the reply is text: "
                             f"{text[:120]!r}")
        return Parsed((), text, "stop")
    if fmt.call_sep and text.endswith(fmt.call_close + fmt.call_sep):  # the separator of a block not opened (end_calls)
        text = text[: len(text) - len(fmt.call_sep)]
    blocks = _blocks(text, fmt)
    if len(blocks) > 1 and blocks[-1] in blocks[:-1]:  # the repeat that ended the reply (end_calls)
        text = text[: len(text) - len(fmt.call_sep + fmt.call_open + blocks[-1] + fmt.call_close)]
    offered = {t.name: t for t in request.offered}
    out, errors = [], []
    pos, k = 0, 0
    decoder = json.JSONDecoder()
    while True:
        if not text.startswith(fmt.call_open, pos):
            raise InputError(f"tool call {k} does not open with {fmt.call_open!r}: {text[pos:pos + 120]!r}")
        pos += len(fmt.call_open)
        try:
            value, pos = decoder.raw_decode(text, pos)
        except json.JSONDecodeError as exc:
            raise InputError(f"tool call {k} is not complete JSON ({exc.msg}): it was cut before it closed; raise "
                             f"max_new_tokens. Reply so far: {text[:120]!r}") from exc
        if not text.startswith(fmt.call_close, pos):
            raise InputError(f"tool call {k} does not close with {fmt.call_close!r}: {text[pos:pos + 120]!r}")
        pos += len(fmt.call_close)
        if not isinstance(value, dict) or set(value) != {fmt.name_key, fmt.args_key}:
            raise InputError(f"tool call {k} must be {{{fmt.name_key!r}: ..., {fmt.args_key!r}: {{...}}}}, got {value!r:.120}")
        tool = offered.get(value[fmt.name_key])
        if tool is None:
            raise InputError(f"tool call {k} calls {value[fmt.name_key]!r}, which is not offered ({', '.join(offered)})")
        args = value[fmt.args_key]
        if not isinstance(args, dict):
            raise InputError(f"tool call {k}: the arguments must be an object")
        errors.append(schema_error(args, tool.parameters, f"the arguments of {tool.name} (tool call {k})"))
        out.append(ToolCall(call_id(tool.name, args, first_index + k), tool.name, args))
        k += 1
        if pos == len(text):
            break
        if not text.startswith(fmt.call_sep + fmt.call_open, pos):
            raise InputError(f"text after tool call {k - 1}: {text[pos:pos + 120]!r}")
        pos += len(fmt.call_sep)
    if len(out) > 1 and (request.tool_choice.mode == "function" or not request.parallel_tool_calls):
        raise InputError(f"the reply makes {len(out)} calls but one is allowed (parallel_tool_calls=False or a named function)")
    return Parsed(tuple(out), None, "tool_calls", tuple(errors))
