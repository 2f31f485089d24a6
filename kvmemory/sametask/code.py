"""The code rule (Python function prompts, template ``code-v1``): :func:`decide_code`.

Two prompts are the same task when, in order:

1. **signature**: the same function name, parameter names and defaults (whitespace ignored); type
   annotations are compared only where both prompts write one (``s: str`` = ``s``; ``x: int`` != ``x: float``);
2. **examples**: the same ``>>>`` examples, inputs *and* expected outputs, compared as parsed Python
   (``add(2,3)`` = ``add(2, 3)`` = ``add(2, b=3)`` for ``def add(a, b)``; ``5`` != ``6``), in any order; one
   prompt may add examples to the other's (at least one shared, none changed): a recurring body is run on the
   request's own examples before it is served (:class:`kvmemory.servecheck.ServeCheck`). Examples on other
   inputs, with no call on both sides giving another output, are left to running: the decision is then of kind
   ``examples`` (:data:`EXAMPLES_KIND`), the same task only if the stored solution passes the request's own
   examples, which :func:`kvmemory.servecheck.confirm_same` runs in the sandbox before an entry is returned or
   served (a changed function shows other outputs on its own examples; the prose below must still agree);
3. **bounds**: the docstring's comparisons agree, written as operators or said in words, each read as the
   operator it means (``lo < x < hi`` = "strictly between lo and hi"; "greater than t" = ``> t`` = "strictly
   above t"; "at least" = ``>=``; ``lo <= x <= hi`` != ``lo < x < hi``); the words are then taken out of the
   prose so the text rule does not read them a second time;
4. **docstring**: nothing in the prose conflicts (:mod:`kvmemory.sametask.codeprose`): the words that carry a
   function's meaning (aggregate, order, parity, sign, character class, case, position, key, bound, time unit,
   ...) name the same values, negation and removal are said as often, digits and quoted text agree, nothing is
   a source on one side and a target on the other; any other wording is free ("separated by whitespace" =
   "whitespace-separated"), and the two prompts' embedding cosine is at least ``rule.min_score``.
"""

from __future__ import annotations

import ast
import re
from collections import Counter

from .codeprose import prose_conflicts
from .decision import Decision
from .text import TextRule
from .words import normalize, nfkc_quotes

__all__ = ["CodeTask", "code_task", "decide_code", "bound_key", "DEFAULT_CODE_PROSE_RULE"]

#: The thresholds :func:`decide_code` reads: ``min_score``, the least embedding cosine of the two whole prompts. Prose
#: is compared by :func:`kvmemory.sametask.codeprose.prose_conflicts` (conflicts of meaning words, negation,
#: numbers, from/to), not by the text rule's word agreement: until the sixth session (2026-12-01) no content word
#: could be replaced but by a named paraphrase, which recognised 2 of 13 hand-written docstring rewordings of a
#: held-out set (heldout4); the examples, the operators and the serve-time run of the request's own examples pin
#: what free wording leaves open.
DEFAULT_CODE_PROSE_RULE = TextRule(min_score=0.5, compare_mood=False)

_DEF = re.compile(r"def\s+([A-Za-z_]\w*)\s*\((.*?)\)\s*(?:->\s*([^:]+))?:", re.S)
_DOC = re.compile(r"(?:\"\"\"|''')(.*?)(?:\"\"\"|''')", re.S)
_OPERATORS = re.compile(r"<=|>=|==|!=|(?<![-=])>|<(?![-=])|≤|≥|≠")   # not the arrows "->", "=>", "<-"
_SAME_OPERATOR = {"≤": "<=", "≥": ">=", "≠": "!="}
#: Comparisons said in words, each read as the operators it means (a phrase before the shorter one it holds);
#: "greater than 0" is left to the text rule, which reads it as "positive".
_BOUND_WORDS = (
    (re.compile(r"\bbetween\b[^.;:]{0,40}?(?:\bboth\s+)?\binclusive(?:ly)?\b|\[\s*\w+\s*,\s*\w+\s*\]", re.I),
     ("<=", "<=")),
    (re.compile(r"\bbetween\b[^.;:]{0,40}?(?:\bboth\s+)?\bexclusive(?:ly)?\b", re.I), ("<", "<")),
    (re.compile(r"\bstrictly\s+(?:between|inside|within)\b", re.I), ("<", "<")),
    (re.compile(r"\b(?:greater|more|larger|bigger|higher|longer)\s+than\s+or\s+equal\s+to\b|\bat\s+least\b|\bno\s+less\s+than\b|"
                r"(?<=\w)\s+or\s+(?:more|greater|longer|above)\b", re.I), (">=",)),      # "8 or more characters"
    (re.compile(r"\b(?:less|fewer|smaller|lower|shorter)\s+than\s+or\s+equal\s+to\b|\bat\s+most\b|\bno\s+more\s+than\b|"
                r"(?<=\w)\s+or\s+(?:fewer|less|shorter|below)\b", re.I), ("<=",)),
    (re.compile(r"\b(?:strictly\s+)?(?:greater|more|larger|bigger|higher|longer)\s+than\b(?!\s+(?:0|zero)\b)|\b(?:strictly\s+)?above\b(?!\s+(?:0|zero)\b)|"
                r"\bexceed(?:s|ing)?\b", re.I), (">",)),
    (re.compile(r"\b(?:strictly\s+)?(?:less|fewer|smaller|lower|shorter)\s+than\b(?!\s+(?:0|zero)\b)|\b(?:strictly\s+)?below\b(?!\s+(?:0|zero)\b)", re.I), ("<",)),
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


def bound_key(bounds: Counter) -> tuple:
    """What a docstring's comparisons fix: a single comparison as written; two or more of one strictness as a
    range, strict or closed (``lo < x < hi`` = "greater than lo and less than hi" = "strictly between lo and hi";
    ``lo <= x <= hi`` = "at least lo and at most hi" = "[lo, hi]"); a mix as written."""
    ops = set(bounds)
    if sum(bounds.values()) >= 2 and ops <= {"<", ">"}:
        return ("range", "strict")
    if sum(bounds.values()) >= 2 and ops <= {"<=", ">="}:
        return ("range", "closed")
    return tuple(sorted(bounds.items()))


def _same_code_text(a: str, b: str) -> bool:
    """The same prompt up to Unicode form, quotes and whitespace; case is kept: code and its expected outputs are
    case-sensitive (``'get_user_name'`` is not ``'GET_USER_NAME'``)."""
    return " ".join(nfkc_quotes(a).split()) == " ".join(nfkc_quotes(b).split())


def _example_sets(a: CodeTask, b: CodeTask, pinned: bool) -> tuple:
    """The two prompts' examples as compared: equal when one prompt's examples are all among the other's and they
    share at least one (a rewording may add an example of the same function; the serve-time check runs the
    request's own examples on the stored body before it is served), or when the examples pin the function
    (``pinned``: :func:`_pinned`); otherwise as written. An example whose call is on both sides with another
    expected output is never compatible."""
    x, y = set(a.examples), set(b.examples)
    if pinned or (x and y and (x <= y or y <= x)):
        return (), ()
    return a.examples, b.examples


def _contradicts(x: set, y: set) -> bool:
    """Some call is on both sides with another expected output."""
    outputs = dict(x)
    return any(call in outputs and outputs[call] != out for call, out in y)


#: The kind of a code decision that holds only if the stored solution passes the request's own ``>>>`` examples:
#: :func:`kvmemory.servecheck.confirm_same` runs them (``find_same`` and ``answer`` call it) before an entry is used.
EXAMPLES_KIND = "examples"
_TO_RUN = ("the examples show other inputs and none contradicts: the same task only if the stored solution passes "
           "the request's own >>> examples (run before the entry is used)")


def _runnable(a: CodeTask, b: CodeTask) -> bool:
    """Both prompts show examples and no call is on both sides with another output: the same function may be
    shown on other inputs, which only running the stored solution on the request's examples can tell."""
    x, y = set(a.examples), set(b.examples)
    return bool(x and y) and not _contradicts(x, y)


def _pinned(a: CodeTask, b: CodeTask) -> bool:
    """The two prompts share at least two examples (inputs and outputs) and no call is on both sides with another
    output: the examples pin the function. Each side's other examples are then the same function shown on more
    inputs (the serve-time check runs the request's own examples on the stored body before it is served), and a
    comparison or a meaning word said on one side only is the same function told in more words. No changed prompt
    of the fitted splits shares two examples with its stored prompt without contradicting one."""
    x, y = set(a.examples), set(b.examples)
    return len(x & y) >= 2 and not _contradicts(x, y)


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
    if _same_code_text(query, candidate):
        return Decision(True, "the same text after normalisation", score, "exact", template)
    a, b = code_task(query), code_task(candidate)
    if a is None or b is None:
        return Decision(False, "no function signature to compare; only exact repeats are recognised", score,
                        "code", template)
    if _params_differ(a.params, b.params):
        return Decision(False, f"parameters differ: {a.params!r} vs {b.params!r}", score, "code", template)
    returns = (a.returns, b.returns) if a.returns and b.returns else ("", "")
    pinned = _pinned(a, b)
    bounds = ("", "") if pinned and not (a.bounds and b.bounds) else (bound_key(a.bounds), bound_key(b.bounds))
    examples = _example_sets(a, b, pinned)
    to_run = examples[0] != examples[1] and _runnable(a, b)
    if to_run:
        examples = ((), ())
    for label, x, y in (("function name", a.name, b.name),
                        ("return type", *returns), ("examples (inputs and outputs)", *examples),
                        ("comparison operators in the docstring", *bounds)):
        if x != y:
            return Decision(False, f"{label} differ: {x!r} vs {y!r}", score, "code", template)
    if normalize(a.prose) == normalize(b.prose) and not to_run:
        return Decision(True, "same signature, examples and docstring", score, "exact", template)
    conflict = prose_conflicts(a.prose, b.prose, pinned=pinned)
    if conflict:
        return Decision(False, conflict[1], score, conflict[0], template)
    if score is None:
        return Decision(False, "reworded but no similarity score was given to confirm it", None, "no-score", template)
    if score < rule.min_score:
        return Decision(False, f"similarity {score:.3f} below {rule.min_score:.3f}", score, "similarity", template)
    if to_run:
        return Decision(True, f"same signature and bounds; the docstring's meaning words and numbers agree; "
                              f"similarity {score:.3f} >= {rule.min_score:.3f}; {_TO_RUN}", score, EXAMPLES_KIND,
                        template)
    return Decision(True, f"same signature, examples and bounds; the docstring's meaning words, negations and "
                          f"numbers agree; similarity {score:.3f} >= {rule.min_score:.3f}", score, "reworded",
                    template)
