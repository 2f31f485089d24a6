"""Template ``gsm-chat-v1``: one-turn numeric questions (GSM8K) in the model's own chat format, solved with
chain of thought.

``gsm-qa-v1`` lays a problem out as plain ``Q:``/``A:`` text, which a base model continues well and an
instruction-tuned model does not: Qwen2.5-Coder-0.5B-Instruct, asked ``Q: ... A:``, invents answer options or
repeats the question (0 of 11 GSM8K dev problems right). This template asks through the tokenizer's chat
template (:func:`kvmemory.templates.chat.render`), with one fixed instruction after the problem, and reads the
answer as ``gsm-qa-v1`` does (``The answer is N``, else the last number). Everything that compares problems
(normalising, the same-problem rule, the stale guard, the recurring reply's check) is ``gsm-qa-v1``'s.

* entry: the user turn (problem and :data:`INSTRUCTION`), the assistant turn (the cleaned verified solution,
  then ``The answer is {answer}.``), rendered without a generation prompt; the tokenizer's default system turn,
  if its template adds one, is part of it as in any chat call.
* recurring: the conversation, the problem as the last user turn, the assistant turn opened and
  ``The answer is`` forced (a few decode tokens, as in ``gsm-qa-v1``).
* solve (transfer, cold): the same conversation with the assistant turn opened, nothing forced; decoding ends
  at ``answer is N.`` or the end-of-turn token, never at a blank line (a chat solution has paragraphs).
"""

from __future__ import annotations

import re
from dataclasses import replace

from .chat import render
from .gsm import GSM_QA_V1, clean_solution

__all__ = ["GSM_CHAT_V1", "INSTRUCTION", "CHAT_SOLVE_STOP"]

#: Appended to the problem in every user turn (entries and queries alike).
INSTRUCTION = 'Solve it step by step, then give the final number as "The answer is N."'
#: A chat solution ends at "answer is N." and a space or newline, or "answer is N" and a newline (or at the
#: end-of-turn token). A period at the end of the text so far is not enough: the next token may be a decimal digit.
CHAT_SOLVE_STOP = re.compile(r"answer is\s*:?\s*\$?-?\d[\d,]*(?:\.\d+)?\s*(?:\.\s|\n)", re.I)
#: What ``recurring`` forces after the opened assistant turn.
FORCED = "The answer is"


def _ask(problem: str) -> dict:
    return {"role": "user", "content": f"{problem.strip()}\n{INSTRUCTION}"}


def _entry(problem, solution, answer, tokenizer) -> str:
    reply = f"{clean_solution(solution)} {FORCED} {answer}." if answer else clean_solution(solution)
    return render(tokenizer, [_ask(problem), {"role": "assistant", "content": reply}], generation_prompt=False)


def _solve(problem, context, tokenizer) -> str:
    return render(tokenizer, list(context) + [_ask(problem)], generation_prompt=True)


def _recurring(problem, context, tokenizer) -> str:
    return _solve(problem, context, tokenizer) + FORCED


GSM_CHAT_V1 = replace(
    GSM_QA_V1,
    name="gsm-chat-v1",
    entry=_entry,
    recurring_query=_recurring,
    solve_query=_solve,
    solve_stop=CHAT_SOLVE_STOP,
    solve_max_new_tokens=400,  # a chain of thought: Qwen2.5-Coder-0.5B writes 200 to 300 tokens on GSM8K
    leads=(FORCED,),
    key_has_name=True,
    description="one-turn numeric questions in the tokenizer's chat format, chain of thought, the final number "
                "after 'The answer is'",
)
