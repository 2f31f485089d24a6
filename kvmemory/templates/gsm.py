"""Template ``gsm-qa-v1``: one-turn numeric questions (GSM8K), and its module-level functions.

The layout of an entry is a measured, versioned part of the library: on a 135M model the format
decides whether a grafted solution is reused at all (see docs/templates.md). Each artifact
records the ``TEMPLATE_VERSION`` that produced its text; changing a layout means a new version.

Template ``gsm-qa-v1``:

* entry:     ``Q: {problem}\\nA: {solution} The answer is {answer}.\\n\\nQ: {problem}\\nA: The answer is {answer}.\\n\\n``
* recurring: ``Q: {problem}\\nA: The answer is``      (decode a short final answer)
* transfer / cold: ``Q: {problem}\\nA:``                (decode a full solution)

Conversation context (a system prompt, earlier turns) is rendered before the query as plain text:
the system prompt as a paragraph, each earlier user/assistant pair as ``Q: ..\\nA: ..\\n\\n``. With
no context the query is byte for byte the one above.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

from ..sametask import NumericRule, decide_numeric, differences
from .base import Template

__all__ = [
    "TEMPLATE_VERSION",
    "clean_solution",
    "entry_text",
    "recurring_query",
    "solve_query",
    "extract_answer",
    "normalize_problem",
    "problem_key",
    "normalize_number",
    "RECURRING_STOP",
    "SOLVE_STOP",
    "render_context",
    "GSM_QA_V1",
]

TEMPLATE_VERSION = "gsm-qa-v1"

#: Decoding a recurring answer stops once a number is followed by ". " or a newline (or ends in ".").
RECURRING_STOP = re.compile(r"\d\s*(?:\.\s|\n)|\d\.$")
#: Decoding a solution stops at a blank line, the next "Q:", or "answer is N." / "answer is N\n".
SOLVE_STOP = re.compile(r"\n\s*\n|\nQ:|answer is\s*\$?-?\d[\d,]*(?:\.\d+)?\s*(?:\.|\n)", re.I)

_CALC = re.compile(r"<<[^<>]*>>")
_FINAL = re.compile(r"####\s*(.+?)\s*$", re.M)
_NUMBER = re.compile(r"-?\$?\d[\d,]*(?:\.\d+)?")
_ANSWER_IS = re.compile(r"answer is\s*:?\s*\$?\s*(-?\d[\d,]*(?:\.\d+)?)", re.I)


def clean_solution(solution: str) -> str:
    """Drop GSM8K calculator annotations and the ``#### n`` line; join lines into one paragraph."""
    text = _CALC.sub("", solution)
    text = _FINAL.sub("", text)
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    out = " ".join(lines)
    if out and out[-1] not in ".!?":
        out += "."
    return out


def entry_text(problem: str, solution: str, answer: str) -> str:
    """The text whose KV state is saved for a verified entry."""
    return (
        f"Q: {problem}\nA: {clean_solution(solution)} The answer is {answer}.\n\n"
        f"Q: {problem}\nA: The answer is {answer}.\n\n"
    )


def recurring_query(problem: str) -> str:
    """The query decoded after grafting the entry of the same problem."""
    return f"Q: {problem}\nA: The answer is"


def solve_query(problem: str) -> str:
    """The query for a new problem (transfer or cold): the model writes a full solution."""
    return f"Q: {problem}\nA:"


def normalize_number(text: str) -> str | None:
    """``"$1,200.50"`` -> ``"1200.5"``; ``"18.0"`` -> ``"18"``; None when there is no number."""
    m = _NUMBER.search(text or "")
    if not m:
        return None
    raw = m.group(0).replace("$", "").replace(",", "")
    try:
        value = float(raw)
    except ValueError:
        return None
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


def extract_answer(text: str) -> str | None:
    """The final answer in a solution: ``#### n``, else ``The answer is n``, else the last number."""
    m = _FINAL.search(text or "")
    if m:
        n = normalize_number(m.group(1))
        if n is not None:
            return n
    hits = _ANSWER_IS.findall(text or "")
    if hits:
        return normalize_number(hits[0])
    numbers = _NUMBER.findall(text or "")
    return normalize_number(numbers[-1]) if numbers else None


def normalize_problem(problem: str) -> str:
    """Canonical form used to decide that two problems are *the same problem*.

    Unicode NFKC, case-folded, whitespace collapsed, typographic quotes unified. Nothing that carries
    meaning (digits, names, units, word order) is touched, so a near-duplicate with a changed number or
    name never normalises to the same text.
    """
    text = unicodedata.normalize("NFKC", problem)
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = " ".join(text.split())
    return text.casefold()


def problem_key(problem: str, namespace: str = "default") -> str:
    """SHA-256 of ``namespace`` and the normalised problem: the recurring-mode lookup key."""
    return hashlib.sha256(f"{namespace}\x00{normalize_problem(problem)}".encode()).hexdigest()


def render_context(context) -> str:
    """Conversation context as plain text before a ``Q:``/``A:`` query (empty for no context)."""
    out = []
    for m in context or ():
        if m["role"] == "system":
            out.append(f"{m['content'].strip()}\n\n")
        elif m["role"] == "user":
            out.append(f"Q: {m['content'].strip()}\n")
        else:
            out.append(f"A: {m['content'].strip()}\n\n")
    return "".join(out)


_NEXT_TURN = re.compile(r"\n\s*[QA]:")


def trim(decoded: str, mode: str) -> str:
    """No layout text in a reply: a ``Q:``/``A:`` label in front is dropped and the text is cut where a
    new ``Q:``/``A:`` turn begins; a recurring answer that says "The answer is" again (the query forced
    it already) keeps what follows the last one."""
    decoded = re.sub(r"^(\s*)[QA]:\s?", r"\1", decoded)
    m = _NEXT_TURN.search(decoded)
    decoded = decoded[:m.start()] if m else decoded
    if mode == "recurring":  # what follows the last "the answer is" (the query forced the first one)
        last = None
        for last in re.finditer(r"the answer is\s*:?\s*", decoded, re.I):
            pass
        return " " + decoded[last.end():] if last else decoded
    return re.sub(r"^(\s*)the answer is\s*:?\s*(?!\$?-?\d)", r"\1", decoded, flags=re.I)  # no number: a stray lead


def repeats(reply: str, answer: "str | None", solution: str) -> bool:
    """Does ``reply`` give the stored final number (``answer``, else the solution's)?"""
    mine = extract_answer(reply or "")
    theirs = normalize_number(str(answer)) if answer is not None else extract_answer(solution or "")
    return mine is not None and theirs is not None and float(mine) == float(theirs)


def replay(problem: str, solution: str, answer: "str | None") -> str:
    """The recurring answer that gives the stored final number: ``" 18."`` after "The answer is"."""
    final = normalize_number(str(answer)) if answer is not None else extract_answer(solution)
    return f" {final}."


def stale_difference(query: str, problem: str, score: "float | None") -> "str | None":
    """A content difference (numbers, names, units, direction words, question) with no word budget;
    the template's decision is asked after it (:meth:`Template.names_difference`)."""
    diffs = differences(query, problem, rule=NumericRule(max_unexplained=10**9))
    return diffs[0][1] if diffs else None


GSM_QA_V1 = Template(
    name=TEMPLATE_VERSION,
    entry=lambda problem, solution, answer, tokenizer: entry_text(problem, solution, answer or ""),
    recurring_query=lambda problem, context, tokenizer: render_context(context) + recurring_query(problem),
    solve_query=lambda problem, context, tokenizer: render_context(context) + solve_query(problem),
    recurring_stop=RECURRING_STOP,
    solve_stop=SOLVE_STOP,
    extract=extract_answer,
    trim=trim,
    repeats=repeats,
    replay=replay,
    leads=("The answer is", "Q:", "A:"),
    reply_prefix=lambda problem, mode: "The answer is" if mode == "recurring" else "",
    normalize=normalize_problem,
    default_verifier="numeric",
    description="one-turn numeric questions: Q/A plain text, the final number after 'The answer is'",
    key_has_name=False,
    same_problem=decide_numeric,
    stale_difference=stale_difference,
)
