"""Template ``code-v1``: Python functions verified by unit tests.

The problem is a code prompt in HumanEval's form (imports, the function signature and its
docstring); the solution is its completion, stored verbatim (the function body), and verified by
:class:`~kvmemory.sandbox.UnitTestVerifier`. ``Answer.text`` is runnable code: the prompt followed
by the decoded completion, so it passes the same tests again.

* entry: a block ``{prompt}{indent}# verified solution\\n{solution}`` three times, each followed by
  two blank lines. ``indent`` is the indentation of the prompt's last line (the docstring's). The
  marker line gives the copy a unique anchor (a docstring's closing quotes are not: the opening ones
  look the same) and the repetition makes a 135M model copy 30-line bodies; both were measured
  (HumanEval 0-11, SmolLM2-135M: 7/12 with two plain blocks, 10/12 two marked, 11/12 three marked).
* recurring and solve query: the conversation context as ``#`` comment lines, then the prompt and
  the marker line without its newline (the completion's first token then carries the newline and
  the indentation, as it does inside the entry).
* stop: a new top-level statement (``def``, ``class``, ``if``, ``print``, ``#``, ``import``,
  ``from``, ``assert``) or two blank lines; the stop text is cut off.
"""

from __future__ import annotations

import re
import unicodedata

from ..sametask import decide_code
from .base import Template

__all__ = ["CODE_V1", "CODE_STOP", "MARKER", "render_context"]

#: A completion ends where a new top-level statement or two blank lines begin.
CODE_STOP = re.compile(r"\n(?:def |class |if |print\(|#|import |from |assert |@)|\n\s*\n\s*\n(?=\S)")


def render_context(context) -> str:
    """Conversation context as ``#`` comment lines (empty for no context)."""
    lines = []
    for m in context or ():
        for line in m["content"].strip().splitlines() or [""]:
            lines.append(f"# {m['role']}: {line}".rstrip())
    return "\n".join(lines) + "\n" if lines else ""


def _normalize(problem: str) -> str:
    """NFKC, trailing whitespace of every line and blank edges removed; case and indentation kept."""
    text = unicodedata.normalize("NFKC", problem)
    return "\n".join(line.rstrip() for line in text.strip("\n").splitlines()).strip("\n")


MARKER = "# verified solution"


def _head(problem: str) -> str:
    """The prompt, its last line's indentation and the marker: where every completion starts."""
    prompt = problem if problem.endswith("\n") else problem + "\n"
    lines = [line for line in prompt.splitlines() if line.strip()]
    last = lines[-1] if lines else ""
    indent = last[:len(last) - len(last.lstrip())] or "    "
    return f"{prompt}{indent}{MARKER}"


def _entry(problem, solution, answer, tokenizer) -> str:
    block = (_head(problem) + "\n" + solution).rstrip() + "\n"
    return (block + "\n\n") * 3


def _query(problem, context, tokenizer) -> str:
    return render_context(context) + _head(problem)


def _prompt(problem: str) -> str:
    return problem if problem.endswith("\n") else problem + "\n"


def _trim(decoded: str, mode: str) -> str:
    """No layout text in a reply: a copied marker (:data:`MARKER`, a comment) is cut from its line to the
    line's end, and a line left empty by that is dropped."""
    if MARKER not in decoded:
        return decoded
    lines = []
    for line in decoded.split("\n"):
        if MARKER in line:
            line = line[:line.index(MARKER)].rstrip()
            if not line.strip():
                continue
        lines.append(line)
    return "\n".join(lines)


def _answer_text(problem: str, decoded: str) -> str:
    """The prompt followed by the completion (the marker line the query ended with is layout, not code)."""
    return _prompt(problem) + decoded.lstrip("\n").rstrip() + "\n"


def _solution_of(problem: str, text: str) -> str:
    """The completion in an ``Answer.text`` (what an entry stores), else the text as it is."""
    for head in (_head(problem) + "\n", _prompt(problem)):
        if text.startswith(head):
            return text[len(head):]
    return text


def _code_lines(text: str) -> list[str]:
    """Code lines without blank lines, comments and trailing whitespace (what two copies must share)."""
    return [line.rstrip() for line in (text or "").splitlines() if line.strip() and not line.strip().startswith("#")]


def _repeats(reply: str, answer, solution: str) -> bool:
    """The reply ends with the stored completion's code lines (the prompt in front may differ)."""
    mine, theirs = _code_lines(reply), _code_lines(solution)
    return bool(theirs) and mine[-len(theirs):] == theirs


CODE_V1 = Template(
    name="code-v1",
    entry=_entry,
    recurring_query=_query,
    solve_query=_query,
    recurring_stop=CODE_STOP,
    solve_stop=CODE_STOP,
    cut_at_stop=True,
    recurring_max_new_tokens=384,
    solve_max_new_tokens=384,
    trim=_trim,
    answer_text=_answer_text,
    repeats=_repeats,
    replay=lambda problem, solution, answer: "\n" + solution.strip("\n").rstrip() + "\n",
    leads=(MARKER,),
    reply_prefix=lambda problem, mode: _prompt(problem)[:-1],
    solution_of=_solution_of,
    extract=lambda text: None,
    normalize=_normalize,
    default_verifier="unittest",
    same_problem=decide_code,
    description="Python completions verified by unit tests; Answer.text is the prompt plus the completion",
)
