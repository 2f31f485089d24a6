"""Template ``chat-v1``: free-form answers in the model's own chat format.

Every layout is rendered by the tokenizer's chat template (``tokenizer.apply_chat_template``), so
any instruct model gets its native turn markers. The stored solution is the verbatim answer text
(judged at deposit by ``exact``, ``human`` or a callable verifier).

* entry: a system turn owned by the template (:data:`ENTRY_SYSTEM`), then the user's question and
  the assistant's ``Verified answer, word for word: "{solution}"``, three times. The system turn is
  explicit on purpose: SmolLM2's template, like several others, injects a default system prompt
  when there is none, and an entry must not depend on such defaults.
* recurring: the conversation as given (its system prompt and earlier turns; with no system message
  the tokenizer's default applies, exactly as in a plain chat call), the question as the last user
  turn, the assistant turn opened and ``Verified answer, word for word: "`` forced. ``Answer.text``
  is what follows, up to the closing quote.
* solve (transfer, cold): the same conversation with the assistant turn opened, nothing forced.

Why this layout: a 135M chat model paraphrases a grafted answer unless copying is made the obvious
continuation. Measured on the 30 facts of ``kvmemory/data/chat_facts.jsonl`` in a conversation
(SmolLM2-135M, exact match): ``Verified answer: {a}`` twice 19/30, three times 23/30, quoted three
times 27/30, with the question in the forced prefix and quoted three times 28/30, ``Verified
answer, word for word:`` quoted three times 29/30 (this layout).

Decoding ends at the model's end-of-turn token (its EOS). ``Answer.answer`` is the stripped text.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import partial

from ..sametask import VETOES_ONLY, decide_text
from .base import Template, contains_answer, normalize_text

__all__ = ["CHAT_V1", "ENTRY_SYSTEM", "FORCED", "LAYOUT", "render", "with_tools"]

ENTRY_SYSTEM = "Verified answers."
#: The start of the assistant turn in an entry and in a recurring query, up to the opening quote.
FORCED = 'Verified answer, word for word: "'


def render(tokenizer, messages, *, generation_prompt: bool, tools=()) -> str:
    """``messages`` rendered by the tokenizer's chat template, as text (``tools``: passed as its ``tools=``)."""
    if not getattr(tokenizer, "chat_template", None):
        from ..errors import InputError

        raise InputError("template chat-v1 needs a tokenizer with a chat template (tokenizer.chat_template); "
                         "use template='gsm-qa-v1' or register a plain-text template of your own")
    kw = {"tools": list(tools)} if tools else {}
    return tokenizer.apply_chat_template(list(messages), tokenize=False, add_generation_prompt=generation_prompt, **kw)


def _entry(problem, solution, answer, tokenizer) -> str:
    turn = [{"role": "user", "content": problem},
            {"role": "assistant", "content": f'{FORCED}{solution.strip()}"'}]
    return render(tokenizer, [{"role": "system", "content": ENTRY_SYSTEM}] + turn * 3, generation_prompt=False)


def _recurring(problem, context, tokenizer, tools=()) -> str:
    return render(tokenizer, list(context) + [{"role": "user", "content": problem}],
                  generation_prompt=True, tools=tools) + FORCED


#: The stored layout's own words, as a model may copy them into a reply (any case, with or without
#: "word for word", the colon and the opening quote).
LAYOUT = re.compile(r'verified answers?(?:,?\s*word for word)?\s*[:.]?\s*"?', re.I)


def _trim(decoded: str, mode: str) -> str:
    """No layout text in a reply. A recurring answer ends at its closing quote (the last one: the answer
    may hold quotes too) or where the layout's words begin again. A solution (transfer, cold) that
    copies the layout (``Verified answer, word for word: "..."``) keeps only the quoted answer."""
    if mode == "recurring":
        m = LAYOUT.search(decoded)
        decoded = decoded[:m.start()] if m else decoded
        return decoded[:decoded.rfind('"')] if '"' in decoded else decoded
    lead = LAYOUT.match(decoded.lstrip())
    if lead is None:
        m = LAYOUT.search(decoded)
        return decoded[:m.start()] if m else decoded
    rest = decoded.lstrip()[lead.end():]
    m = LAYOUT.search(rest)
    rest = rest[:m.start()] if m else rest
    rest = rest.rstrip()
    return rest[:-1] if lead.group(0).endswith('"') and rest.endswith('"') else rest


def _repeats(reply: str, answer, solution: str) -> bool:
    """The reply gives the stored answer as a sentence's answer, or is the stored solution."""
    if answer is not None and str(answer).strip() and contains_answer(reply, answer):
        return True
    return bool(normalize_text(reply or "")) and normalize_text(reply or "") == normalize_text(solution or "")


def _solve(problem, context, tokenizer, tools=()) -> str:
    return render(tokenizer, list(context) + [{"role": "user", "content": problem}], generation_prompt=True,
                  tools=tools)


CHAT_V1 = Template(
    name="chat-v1",
    entry=_entry,
    recurring_query=_recurring,
    solve_query=_solve,
    trim=_trim,
    stream_holdback=1,
    recurring_max_new_tokens=96,
    answer_text=lambda problem, decoded: decoded.strip(),
    extract=lambda text: text.strip() or None,
    normalize=normalize_text,
    repeats=_repeats,
    leads=(FORCED, ENTRY_SYSTEM),
    default_verifier="contains",
    same_problem=decide_text,
    same_vetoes=partial(decide_text, rule=VETOES_ONLY),
    description="free-form answers in the tokenizer's chat format; ends at the end-of-turn token",
)


def with_tools(tools, base: Template | None = None) -> Template:
    """``base`` (default ``chat-v1``) with ``tools`` (OpenAI function specs) rendered by the tokenizer's own chat
    template (``apply_chat_template(..., tools=...)``) in every query; entries are laid out as in ``base``,
    without them, so the same stored entries graft under any tools. :mod:`kvmemory.toolcalls` uses it
    for a model whose chat template renders tools (``base``: ``tool-episode-v1`` over stored episodes). The
    base's query functions must take ``tools=``, as ``chat-v1``'s do."""
    tools, base = tuple(tools), base or CHAT_V1
    return replace(base, recurring_query=partial(base.recurring_query, tools=tools),
                   solve_query=partial(base.solve_query, tools=tools), tools=tools)
