"""The code rule (Python function prompts, template ``code-v1``): :func:`decide_code`.

Two prompts are the same task when, in order:

1. **signature**: the same function name, parameter names and defaults (whitespace ignored); type
   annotations are compared only where both prompts write one (``s: str`` = ``s``; ``x: int`` != ``x: float``);
2. **examples**: the same ``>>>`` examples, inputs *and* expected outputs, compared as parsed Python
   (``add(2,3)`` = ``add(2, 3)`` = ``add(2, b=3)`` for ``def add(a, b)``; ``5`` != ``6``), in any order;
3. **bounds**: the docstring's comparisons agree, written as operators or said in words, each read as the
   operator it means (``lo < x < hi`` = "strictly between lo and hi"; "greater than t" = ``> t`` = "strictly
   above t"; "at least" = ``>=``; ``lo <= x <= hi`` != ``lo < x < hi``); the words are then taken out of the
   prose so the text rule does not read them a second time;
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
_SAME_OPERATOR = {"≤": "<=", "≥": ">=", "≠": "!="}
#: Comparisons said in words, each read as the operators it means (a phrase before the shorter one it holds);
#: "greater than 0" is left to the text rule, which reads it as "positive".
_BOUND_WORDS = (
    (re.compile(r"\bstrictly\s+(?:between|inside|within)\b", re.I), ("<", "<")),
    (re.compile(r"\b(?:greater|more|larger|bigger|higher|longer)\s+than\s+or\s+equal\s+to\b|\bat\s+least\b|\bno\s+less\s+than\b",
                re.I), (">=",)),
    (re.compile(r"\b(?:less|fewer|smaller|lower|shorter)\s+than\s+or\s+equal\s+to\b|\bat\s+most\b|\bno\s+more\s+than\b", re.I),
     ("<=",)),
    (re.compile(r"\b(?:strictly\s+)?(?:greater|more|larger|bigger|higher|longer)\s+than\b(?!\s+(?:0|zero)\b)|\b(?:strictly\s+)?above\b|"
                r"\bexceed(?:s|ing)?\b", re.I), (">",)),
    (re.compile(r"\b(?:strictly\s+)?(?:less|fewer|smaller|lower|shorter)\s+than\b(?!\s+(?:0|zero)\b)|\b(?:strictly\s+)?below\b", re.I), ("<",)),
)


def _bounds(prose: str) -> tuple[Counter, str]:
    """The comparisons of a docstring (operators and phrases, as operators) and the prose without the phrases."""
    found = Counter(_SAME_OPERATOR.get(op, op) for op in _OPERATORS.findall(prose))
    prose = _OPERATORS.sub(" ", prose)
    for pattern, ops in _BOUND_WORDS:
        def take(m, ops=ops):
            found.update(ops)
            return " "
        prose = pattern.sub(take, prose)
    return found, prose


def _param(p: str) -> tuple[str, str, str]:
    """``(name, annotation, default)`` of one parameter as written (``"x: int = 0"`` -> x, int, 0)."""
    head, _, default = p.partition("=")
    name, _, annotation = head.partition(":")
    return name.strip(), " ".join(annotation.split()), " ".join(default.split())


def _params_differ(a: tuple, b: tuple) -> bool:
    """Parameters differ in name, order, default, or an annotation both sides write."""
    if len(a) != len(b):
        return True
    for x, y in zip(map(_param, a), map(_param, b)):
        if x[0] != y[0] or x[2] != y[2] or (x[1] and y[1] and x[1] != y[1]):
            return True
    return False


def _call(text: str, name: str, params: tuple) -> str:
    """An example call with keyword arguments put in their parameter's place (``f(1, b=2)`` = ``f(1, 2)``)
    where the call is to ``name`` and every keyword follows the positional ones in signature order."""
    try:
        node = ast.parse(text.strip(), mode="eval").body
    except (SyntaxError, ValueError):
        return _py(text)
    names = [_param(p)[0].lstrip("*") for p in params]
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name and node.keywords
            and all(k.arg in names for k in node.keywords)):
        slots = dict(enumerate(node.args))
        for k in node.keywords:
            slots[names.index(k.arg)] = k.value
        if sorted(slots) == list(range(len(slots))):
            node = ast.Call(func=node.func, args=[slots[i] for i in range(len(slots))], keywords=[])
    return ast.unparse(node)


def _py(text: str) -> str:
    """``text`` as canonical Python source when it parses, else with whitespace collapsed."""
    try:
        return ast.unparse(ast.parse(text.strip(), mode="eval"))
    except (SyntaxError, ValueError):
        return " ".join(text.split())


def _split_params(text: str) -> list[str]:
    """Parameters split at the commas outside brackets (``xs: dict[str, int], n=2``)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    return out + [cur]


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
    params = tuple(" ".join(p.split()) for p in _split_params(m.group(2)) if p.strip())
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
            examples.append((_call(call, m.group(1), params), _py(" ".join(out)) if out else ""))
            continue
        prose.append(lines[i])
        i += 1
    bounds, prose_text = _bounds("\n".join(prose))
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
    if _params_differ(a.params, b.params):
        return Decision(False, f"parameters differ: {a.params!r} vs {b.params!r}", score, "code", template)
    returns = (a.returns, b.returns) if a.returns and b.returns else ("", "")
    for label, x, y in (("function name", a.name, b.name),
                        ("return type", *returns), ("examples (inputs and outputs)", a.examples,
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
