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

from ..sametask import decide_text
from .base import Template, normalize_text

__all__ = ["CHAT_V1", "ENTRY_SYSTEM", "FORCED", "render"]

ENTRY_SYSTEM = "Verified answers."
#: The start of the assistant turn in an entry and in a recurring query, up to the opening quote.
FORCED = 'Verified answer, word for word: "'


def render(tokenizer, messages, *, generation_prompt: bool) -> str:
    """``messages`` rendered by the tokenizer's chat template, as text."""
    if not getattr(tokenizer, "chat_template", None):
        from ..errors import InputError

        raise InputError("template chat-v1 needs a tokenizer with a chat template (tokenizer.chat_template); "
                         "use template='gsm-qa-v1' or register a plain-text template of your own")
    return tokenizer.apply_chat_template(list(messages), tokenize=False, add_generation_prompt=generation_prompt)


def _entry(problem, solution, answer, tokenizer) -> str:
    turn = [{"role": "user", "content": problem},
            {"role": "assistant", "content": f'{FORCED}{solution.strip()}"'}]
    return render(tokenizer, [{"role": "system", "content": ENTRY_SYSTEM}] + turn * 3, generation_prompt=False)


def _recurring(problem, context, tokenizer) -> str:
    return render(tokenizer, list(context) + [{"role": "user", "content": problem}],
                  generation_prompt=True) + FORCED


def _trim(decoded: str, mode: str) -> str:
    """A recurring answer ends at its closing quote (the last one: the answer may hold quotes too)."""
    if mode == "recurring" and '"' in decoded:
        return decoded[:decoded.rfind('"')]
    return decoded


def _solve(problem, context, tokenizer) -> str:
    return render(tokenizer, list(context) + [{"role": "user", "content": problem}], generation_prompt=True)


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
    default_verifier="exact",
    same_problem=decide_text,
    description="free-form answers in the tokenizer's chat format; ends at the end-of-turn token",
)
