"""What a request's operations act on ("count the words" vs "count the lines"), and who does what to whom
("Do managers approve interns?" vs "Do interns approve managers?", "Alice's emails" vs "Bob's emails").
"""

from __future__ import annotations

import re

from .lexicon import CLOCK, FILLER, LIST_VERBS, LIT, fold_word, op_pol
from .slotset import Slots
from .words import STOPWORDS

__all__ = ["OBJECT_NOUNS", "read_objects", "object_missing", "object_swapped", "objects_differ", "read_owners",
           "read_agents", "agent_swapped"]


#: A possessor: "Alice's", "interns'", "the manager's" (not "let's" nor a contraction the readings left: "it's").
_OWNER = re.compile(r"\b([A-Za-z][a-z]+|[A-Z]{2,})(?:['’]s|s['’])(?=\s)")
_NOT_OWNERS = frozenset("let it that what there here who where how he she one today yesterday tomorrow".split())


def read_owners(folded: str) -> frozenset:
    """The words a request says as possessors; compared where both requests say one ("Can managers approve interns'
    leave?" is not "Can interns approve managers' leave?": every word is on both sides)."""
    return frozenset(fold_word(m.group(1) + ("s" if m.group(0).endswith(("s'", "s’")) else ""))
                     for m in _OWNER.finditer(folded) if m.group(1).lower() not in _NOT_OWNERS)


#: One word doing something to another, in a yes/no question ("Do managers approve interns?", "Can HR see payroll?")
#: or a relative clause ("the employees who manage contractors").
_AGENT = re.compile(r"^\W*(?:do|does|did|can|could|may|might|should|must|will|would)\s+(?:the\s+|all\s+|our\s+)?"
                    r"([a-z]+)\s+([a-z]+)\s+(?:the\s+|all\s+|our\s+|their\s+|any\s+)?([a-z]+)\b", re.I)
_AGENT_CLAUSE = re.compile(r"\b([a-z]+)\s+(?:who|that|which)\s+(?!(?:is|are|was|were|has|have|had|do|does|did|not)\b)"
                           r"([a-z]+)\s+(?:the\s+|all\s+|any\s+|their\s+|our\s+)?([a-z]+)\b", re.I)


def read_agents(folded: str) -> frozenset:
    """The (who, does, to whom) triples, folded, of the shapes of :data:`_AGENT` and :data:`_AGENT_CLAUSE`."""
    found = ([_AGENT.match(folded)] if _AGENT.match(folded) else []) + list(_AGENT_CLAUSE.finditer(folded))
    return frozenset(tuple(fold_word(w) for w in m.groups()) for m in found)


def agent_swapped(a: Slots, b: Slots) -> str:
    """A triple of one side whose who and whom the other side swaps, with the same verb ("Do managers approve
    interns?" vs "Do interns approve managers?"; "employees who manage contractors" vs "contractors who manage
    employees"): every word is on both sides, so only the order tells."""
    for who, does, whom in a.agents:
        if who != whom and (whom, does, who) in b.agents and (who, does, whom) not in b.agents:
            return f"{who} {does} {whom} vs {whom} {does} {who}"
    return ""


#: Operations whose object (what is counted, summed, ranked, sorted, listed, deleted, copied) is compared: the
#: text transformations (summarise, shorten, rewrite) act on the quoted text, which the literals compare.
_OBJECT_OPS = frozenset("count sum average max min asc desc sort group distinct delete copy move rename compress "
                        "extract".split())
#: Units an operation acts on (a line, a word, a row, a file). Some say nothing elsewhere in a request ("a
#: one-line command", "this text") and are filler for the wording gate; as the object of an operation they are
#: compared, and two requests whose objects name different units ("lines" vs "words") differ.
OBJECT_NOUNS = frozenset(fold_word(w) for w in """
line sentence paragraph text word character letter byte record row column field cell table file directory
item page digit token message process key
""".split())
#: Words between an operation and its object ("count all the lines", "the sum of the prices", "the odd numbers").
_OBJECT_SKIP = frozenset("the a an all every each any some its their my our your his her this these those both "
                         "total of only just up".split())
#: Aggregates said as nouns, after what they aggregate ("the word count", "the line total").
_AGGREGATE_NOUNS = frozenset("count total sum tally average mean".split())
#: Words that end the noun phrase of an object ("the words across the files", "the lines containing").
_OBJECT_END = frozenset("across within inside throughout per via among along around near like containing "
                        "including matching named called where whose that which who".split())


def _object_word(t) -> str | None:
    """The folded word ``t`` when it can be part of what an operation acts on (a noun of its object), else
    None: a literal, a number, a stop word, an operation, a direction, a list verb, a filler word."""
    low = t.text.lower()
    if t.kind != "word" or LIT.fullmatch(low) or CLOCK.fullmatch(t.text) or low in STOPWORDS or low in _OBJECT_END:
        return None
    folded = fold_word(low)
    if any(op_pol(low, folded)) or low in LIST_VERBS or folded in LIST_VERBS:
        return None
    return folded if folded in OBJECT_NOUNS or not (low in FILLER or folded in FILLER) else None


def _object_after(toks: list, i: int) -> set:
    """What the operation at ``toks[i]`` acts on: the nouns that follow it, after determiners, "of" and
    directions ("count the empty lines" -> line, "list employee names" -> employee, name), up to anything else."""
    out: set = set()
    for t in toks[i + 1:]:
        if t.sentence != toks[i].sentence or len(out) == 3:
            break
        low = t.text.lower()
        if not out and (low in _OBJECT_SKIP or LIT.fullmatch(low) or op_pol(low, fold_word(low))[1]):
            continue              # "the", "of", "the empty", "the .py files": what the noun is, not the noun
        word = _object_word(t)
        if not word:
            break
        out.add(word)
    return out


def read_objects(toks: list) -> frozenset:
    """What the request's operations and list verbs act on (:func:`_object_after`; a list verb after a determiner
    is a noun, "the list of"), and a noun right before an aggregate said as a noun ("the word count")."""
    out: set = set()
    for i, t in enumerate(toks):
        low = t.text.lower()
        folded = fold_word(low)
        op = op_pol(low, folded)[0]
        prev = toks[i - 1] if i and toks[i - 1].sentence == t.sentence else None
        noun = prev is not None and prev.text.lower() in _OBJECT_SKIP
        if op in _OBJECT_OPS or ((low in LIST_VERBS or folded in LIST_VERBS) and not noun):
            out |= _object_after(toks, i)
        if low in _AGGREGATE_NOUNS and prev is not None and _object_word(prev):
            out.add(_object_word(prev))
    return frozenset(out)


def object_missing(a: Slots, b: Slots) -> bool:
    """``a`` names the unit an aggregate acts on ("count the words in a.txt") and ``b``, asking the same aggregate,
    names none ("count a.txt"): what ``b`` counts is not said, so it is not known to be the same."""
    shared = set(a.operations) & set(b.operations) & {"count", "sum", "average", "max", "min"}
    return bool(shared) and bool(a.objects & OBJECT_NOUNS) and not b.objects & OBJECT_NOUNS


#: A spreadsheet column named by its letter, as the readings write it ("column A" -> "columna").
_COLUMN_LETTER = re.compile(r"column[a-z]{1,2}")


def object_swapped(a: Slots, b: Slots) -> str:
    """What the operation acts on differs, each request's object being a field of a schema both write out ("show
    the titles ..." vs "show the authors ..." of books(id, title, author)) or a spreadsheet column both name ("sum
    column A where column B ..." vs "sum column B where column A ..."): another column, not rewording."""
    x, y = set(a.objects) - set(b.objects), set(b.objects) - set(a.objects)
    fields = (a.fields & b.fields) | {w for w in set(a.words) & set(b.words) if _COLUMN_LETTER.fullmatch(w)}
    if x and y and x <= fields and y <= fields:
        return f"{'/'.join(sorted(x))} vs {'/'.join(sorted(y))}"
    return ""


def objects_differ(a: frozenset, b: frozenset) -> bool:
    """Two requests act on different units: both objects name a unit (:data:`OBJECT_NOUNS`) and none alike. Other
    object words ("the employees", "xs") are compared by the wording gate, where a replaced word is a change."""
    units_a, units_b = a & OBJECT_NOUNS, b & OBJECT_NOUNS
    return bool(units_a and units_b and not units_a & units_b)
