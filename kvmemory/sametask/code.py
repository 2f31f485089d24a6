"""The code rule (Python function prompts, template ``code-v1``): :func:`decide_code`.

Two prompts are the same task when, in order:

1. **signature**: the same function name, parameters (names, annotations, defaults) and return
   annotation (whitespace ignored);
2. **examples**: the same ``>>>`` examples, inputs *and* expected outputs, compared as parsed Python
   (``add(2,3)`` = ``add(2, 3)``; ``5`` != ``6``), in any order;
3. **bounds**: the docstring's comparison operators agree (``lo <= x <= hi`` vs ``lo < x < hi``);
4. **docstring**: the prose passes the text rule (:func:`kvmemory.sametask.text.decide_text`:
   literals, numbers, operation, polarity such as inclusive/exclusive, even/odd, ascending/descending,
   and wording), with the embedding cosine of the whole prompts.
"""

from __future__ import annotations

import ast
import re
from collections import Counter

from .decision import Decision
from .text import TextRule, decide_text
from .words import normalize

__all__ = ["CodeTask", "code_task", "decide_code", "DEFAULT_CODE_PROSE_RULE", "CODE_PARAPHRASES"]

#: Near-synonyms of docstring prose that a function prompt's examples pin down (the signature, every example's
#: input and expected output and the comparison operators have agreed before the prose is read): "letters" for
#: "characters", "longer than n characters" for "length greater than n", "position" for "index". Written from
#: how docstrings are worded, not from evaluation cases. Any other replaced word is a different task: "the number
#: of consonants" is not "the number of vowels", even where an example's output is the same for both.
CODE_PARAPHRASES = (
    ("character", "letter"), ("character", "length"), ("character", "size"), ("index", "position"),
    ("index", "location"), ("list", "array"), ("list", "sequence"), ("list", "iterable"), ("str", "text"),
    ("item", "integer"), ("integer", "int"), ("dictionary", "dict"), ("dictionary", "mapping"),
)

#: The text rule on a docstring's prose: no content word may be replaced by another, except by a paraphrase of
#: :data:`CODE_PARAPHRASES`; a recurring body is also run against the stored tests and the request's own
#: examples before it is served. A docstring describes the function asked for in either mood ("Return ..." or
#: "This function returns ..."), so moods are not compared. (Until 2026-12-01 any one replaced word was allowed, ``max_swapped=1``: that
#: served a "consonants" docstring the body written for "vowels", whose example's output was the same.)
DEFAULT_CODE_PROSE_RULE = TextRule(max_swapped=0, paraphrases=CODE_PARAPHRASES, compare_mood=False)

_DEF = re.compile(r"def\s+([A-Za-z_]\w*)\s*\((.*?)\)\s*(?:->\s*([^:]+))?:", re.S)
_DOC = re.compile(r"(?:\"\"\"|''')(.*?)(?:\"\"\"|''')", re.S)
_OPERATORS = re.compile(r"<=|>=|==|!=|<|>|≤|≥|≠")


def _py(text: str) -> str:
    """``text`` as canonical Python source when it parses, else with whitespace collapsed."""
    try:
        return ast.unparse(ast.parse(text.strip(), mode="eval"))
    except (SyntaxError, ValueError):
        return " ".join(text.split())


class CodeTask:
    """The parts of a function prompt: name, params, returns, examples ``((input, output), ...)``,
    bounds (comparison operators in the prose) and prose (the docstring without examples)."""

    __slots__ = ("name", "params", "returns", "examples", "bounds", "prose")

    def __init__(self, name, params, returns, examples, bounds, prose):
        self.name, self.params, self.returns = name, params, returns
        self.examples, self.bounds, self.prose = examples, bounds, prose


def code_task(text: str) -> CodeTask | None:
    """The :class:`CodeTask` of a prompt, or None when it holds no ``def``."""
    m = _DEF.search(text or "")
    if not m:
        return None
    params = tuple(" ".join(p.split()) for p in m.group(2).split(",") if p.strip())
    doc = _DOC.search(text[m.end():])
    lines = (doc.group(1) if doc else "").splitlines()
    examples, prose, i = [], [], 0
    while i < len(lines):
        line = lines[i].strip()
        if line.startswith(">>>"):
            call, out, i = line[3:].strip(), [], i + 1
            while i < len(lines) and lines[i].strip() and not lines[i].strip().startswith(">>>"):
                out.append(lines[i].strip())
                i += 1
            examples.append((_py(call), _py(" ".join(out)) if out else ""))
            continue
        prose.append(lines[i])
        i += 1
    prose_text = "\n".join(prose)
    bounds = Counter(_OPERATORS.findall(prose_text))
    return CodeTask(m.group(1), params, " ".join((m.group(3) or "").split()), tuple(sorted(examples)), bounds,
                    prose_text)


def decide_code(query: str, candidate: str, score: float | None = None, *, template: str = "",
                rule: TextRule = DEFAULT_CODE_PROSE_RULE) -> Decision:
    """The code rule (module docstring): signature, examples with outputs, bounds, docstring."""
    if normalize(query) == normalize(candidate):
        return Decision(True, "the same text after normalisation", score, "exact", template)
    a, b = code_task(query), code_task(candidate)
    if a is None or b is None:
        return Decision(False, "no function signature to compare; only exact repeats are recognised", score,
                        "code", template)
    for label, x, y in (("function name", a.name, b.name), ("parameters", a.params, b.params),
                        ("return type", a.returns, b.returns), ("examples (inputs and outputs)", a.examples,
                                                                b.examples),
                        ("comparison operators in the docstring", a.bounds, b.bounds)):
        if x != y:
            return Decision(False, f"{label} differ: {x!r} vs {y!r}", score, "code", template)
    if normalize(a.prose) == normalize(b.prose):
        return Decision(True, "same signature, examples and docstring", score, "exact", template)
    d = decide_text(a.prose, b.prose, score=score, template=template, rule=rule)
    if not d.same:
        return d
    return Decision(True, f"same signature, examples and bounds; docstring {d.reason}", score, "reworded", template)
