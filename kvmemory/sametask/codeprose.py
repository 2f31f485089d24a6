"""What a function prompt's docstring prose may not change: :func:`prose_conflicts`.

By the time prose is read, the code rule (:mod:`kvmemory.sametask.code`) has found the same name, parameters,
``>>>`` examples (inputs and expected outputs) and comparison operators on both sides, and a recurring body is
run against the request's own examples before it is served. What those leave open is a change the examples do
not exercise: "vowels" for "consonants" where the one example's output is 3 either way, "descending" for
"ascending", "not" added, another number. So prose is compared by *conflict*, not by agreement: free wording
("split on whitespace" = "separated by whitespace", "pieces" = "sublists") is allowed, and the words that carry a
function's meaning are read into classes whose values must agree:

* **meaning words** (:data:`MEANINGS`): each class lists values and the words that say them ("largest",
  "biggest", "maximum" are ``max``; "vowel" and "consonant" are two values of ``charclass``). The values a side
  names must be the same on both sides, class by class. A side that names both poles of a class ("forwards
  and backwards", "keys and values", "True ... else False") fixes nothing in it.
* **negation and removal**: "not", "without", "except", "ignoring", "-insensitive", "remove", "drop", ... said
  the same number of times ("Remove duplicates" = "without repeats"; "ignoring case" = "case-insensitively").
* **from and to**: a thing that is the source on one side ("from a") and the target on the other ("to a").
* **numbers** written as digits in the prose, and **quoted text** where both sides quote something.

Every class and word here is generic vocabulary of how functions are described, written from docstrings in
general, not from evaluation cases. A word outside the classes may be replaced freely: that is the price of
recognising real rewordings, and the examples and the serve-time run are what pin the rest.
"""

from __future__ import annotations

import re
from collections import Counter

from .text import slots
from .words import CARDINALS, TENS, UNITS, cardinal_value, stem

__all__ = ["MEANINGS", "NEGATIONS", "prose_conflicts"]

#: ``{class: {value: words}}``: a word (stemmed by :func:`kvmemory.sametask.words.stem`) or a phrase of plain
#: words (matched before single words) names the value. Two sides must name the same values of every class.
MEANINGS: dict[str, dict[str, tuple[str, ...]]] = {
    "aggregate": {
        "count": ("count", "the number of", "a number of", "total number of", "number of times", "how many", "tally"),
        "sum": ("sum", "total", "add up", "adding up", "add together", "adding together", "added together", "summing",
                "summed"),
        "product": ("product", "multiply", "multiplied"),
        "average": ("average", "mean", "arithmetic mean"),
        "median": ("median",),
        "mode": ("mode", "most common", "most frequent"),
        "max": ("max", "maximum", "largest", "biggest", "greatest", "highest", "longest", "most"),
        "min": ("min", "minimum", "smallest", "least", "lowest", "fewest", "shortest"),
    },
    "order": {
        "asc": ("ascending", "increasing", "smallest first", "lowest first", "shortest first", "fewest first",
                "oldest first", "a-z", "a to z", "alphabetical", "smallest to largest", "shortest to longest",
                "lowest to highest", "least to most", "low to high"),
        "desc": ("descending", "decreasing", "largest first", "highest first", "biggest first", "longest first",
                 "most first", "newest first", "z-a", "z to a", "largest to smallest", "longest to shortest",
                 "highest to lowest", "most to least", "high to low", "biggest to smallest"),
    },
    "direction": {"forward": ("forward", "forwards"), "backward": ("backward", "backwards", "reverse", "reversed")},
    "parity": {"even": ("even",), "odd": ("odd",)},
    "sign": {"positive": ("positive", "greater than 0", "greater than zero", "more than 0", "above 0", "above zero"),
             "negative": ("negative", "less than 0", "less than zero", "below 0", "below zero"), "nonneg": ("non-negative", "nonnegative"),
             "zero": ("zero", "zeros", "zeroes")},
    "prime": {"prime": ("prime", "primes"), "composite": ("composite",)},
    "charclass": {"vowel": ("vowel",), "consonant": ("consonant",), "digit": ("digit", "numeric"),
                  "whitespace": ("whitespace", "space", "blank"), "punctuation": ("punctuation",),
                  "alnum": ("alphanumeric",), "alpha": ("alphabetic",)},
    "case": {"upper": ("upper", "uppercase", "upper-case", "capital", "capitalized", "capitalised"),
             "lower": ("lower", "lowercase", "lower-case")},
    "unit": {"word": ("word",), "line": ("line",), "sentence": ("sentence",), "paragraph": ("paragraph",),
             "byte": ("byte",)},        # "characters", "letters": what a word's length counts; not read
    "position": {"first": ("first", "start", "begin", "beginning", "leading", "prefix", "head", "earliest"),
                 "last": ("last", "end", "ending", "final", "trailing", "suffix", "tail", "latest")},
    "side": {"left": ("on the left", "to the left", "from the left", "left side", "leftmost", "left-hand", "left-pad",
                      "left pad", "left-justify", "left-align", "left end"),
             "right": ("on the right", "to the right", "from the right", "right side", "rightmost", "right-hand",
                       "right-pad", "right pad", "right-justify", "right-align", "right end")},
    # what a function does where it cannot answer: return None, or raise
    "failure": {"none": ("return none", "returns none", "returning none", "or none", "none if", "none when", "none for"),
                "raise": ("raise", "raises", "raising", "throw", "throws", "exception")},
    "dict": {"key": ("key",)},                 # "value" also says "a number" ("values x in xs"): not read
    "grid": {"row": ("row",), "column": ("column",)},
    "bool": {"true": ("true",), "false": ("false",)},
    "bound": {"inclusive": ("inclusive", "inclusively", "up to and including"), "exclusive": ("exclusive", "exclusively")},
    "power": {"square": ("square", "squared"), "cube": ("cube", "cubed"), "root": ("root",)},
    "repeat": {"unique": ("unique", "distinct"), "duplicate": ("duplicate", "repeat", "repeated", "duplicated")},
    "time": {"second": ("second",), "minute": ("minute",), "hour": ("hour",), "day": ("day",), "week": ("week",),
             "month": ("month",), "year": ("year",)},
    "setop": {"union": ("union",), "intersection": ("intersection", "common to both", "in both"),
              "difference": ("set difference",)},
    "absolute": {"abs": ("absolute", "abs", "magnitude")},
    "quantifier": {"all": ("all", "every"), "any": ("any", "at least one", "some")},
    "scale": {"celsius": ("celsius",), "fahrenheit": ("fahrenheit",), "kelvin": ("kelvin",)},
    "rounding": {"round": ("round", "rounded", "decimal places"), "floor": ("floor", "round down"), "ceil": ("ceiling", "ceil",
                                                                                          "round up")},
}

#: Classes compared only where both sides name a value ("Return True if ..." = "Check whether ...").
BOTH_SIDES = frozenset({"bool", "quantifier"})

#: Number words, compared only where both sides say a number (a digit said on one side only is a change).
_NUMBER_WORDS = {**{w: str(n) for w, n in CARDINALS.items()}, "twenty": "20"}
#: A number said in more than one word: "four hundred" = 400, "twenty-five" = 25, "two thousand" = 2000.
_COMPOUND = re.compile(r"\b(?:(?:" + "|".join(TENS) + r")[\s-]+(?:" + "|".join(w for w, n in CARDINALS.items() if 0 < n < 10)
                       + r")|(?:" + "|".join(w for w, n in CARDINALS.items() if n > 0) + r")\s+(?:hundred|thousand))\b")
#: Units whose names say other things in a docstring ("second" place, "square" of x) or are time units (the
#: ``time`` class): not read as the ``unit`` class.
_NOT_UNITS = frozenset({"second", "minute", "hour", "day", "week", "month", "year", "percent", "square", "cubic",
                        "degree", "page", "pair", "dozen"})

#: Words that negate or take something away; both sides must say them the same number of times.
NEGATIONS = frozenset({"not", "no", "never", "none", "nor", "neither", "without", "except", "excluding", "exclude",
                       "excluded", "ignoring", "ignore", "ignored", "insensitive", "insensitively", "non", "remove",
                       "removing", "removed", "drop", "dropping", "dropped", "delete", "deleting", "omit", "omitting",
                       "discard", "discarding", "skip", "skipping", "unless", "outside", "other", "besides", "nothing", "cannot", "isn't", "aren't",
                       "doesn't", "don't", "won't", "can't", "didn't"})

#: Orders said as "the shortest ... first" (a word or two between).
_FIRST = re.compile(r"\b(smallest|shortest|lowest|fewest|oldest|largest|longest|highest|biggest|newest)\b"
                    r"((?:\s+[a-z]+){0,2}?)\s+(?:comes?\s+|goes?\s+|is\s+)?first\b")
_ASC_FIRST = frozenset({"smallest", "shortest", "lowest", "fewest", "oldest"})
_WORD = re.compile(r"[a-z]+(?:['-][a-z]+)*|\d+(?:\.\d+)?")
_QUOTED = re.compile(r"'([^'\n]{1,40})'|\"([^\"\n]{1,40})\"")


def _tables() -> tuple[dict, list]:
    single, phrases = {}, []
    for cls, values in MEANINGS.items():
        for value, words in values.items():
            for w in words:
                if " " in w or (w.count("-") and w not in ("non-negative", "upper-case", "lower-case")):
                    phrases.append((re.compile(r"\b" + re.escape(w) + r"\b"), cls, value))
                else:
                    single[w] = (cls, value)
                    single[stem(w)] = (cls, value)
    phrases.sort(key=lambda p: -len(p[0].pattern))
    return single, phrases


_SINGLE, _PHRASES = _tables()


def _read(prose: str) -> tuple[dict, int, tuple[Counter, Counter], frozenset]:
    """``(class -> values, negations, (digits, number words), quoted)`` of one docstring's prose; a class whose
    two poles are both named maps to None."""
    text = prose.lower().replace("’", "'")
    quoted = frozenset(a or b for a, b in _QUOTED.findall(prose))
    text = _QUOTED.sub(" ", text)
    text = re.sub(r"(^|[.;:(]\s*)number of\b", r"\1the number of", text.strip())
    text = re.sub(r"\bd\.\s?p\.?(?=\W|$)", " decimal places ", text)       # "to 2 d.p." = "to 2 decimal places"
    text = _COMPOUND.sub(lambda m: str(cardinal_value(m.group(0))), text)  # "four hundred" = "400"
    named: dict[str, set] = {}
    for m in _FIRST.finditer(text):
        named.setdefault("order", set()).add("asc" if m.group(1) in _ASC_FIRST else "desc")
    text = _FIRST.sub(" ", text)
    for pattern, cls, value in _PHRASES:
        if pattern.search(text):
            named.setdefault(cls, set()).add(value)
            text = pattern.sub(" ", text)
    negations, digits, said = 0, Counter(), Counter()
    for w in _WORD.findall(text):
        if w[0].isdigit():
            digits[w] += 1
            continue
        if w in _NUMBER_WORDS:
            said[_NUMBER_WORDS[w]] += 1
            continue
        if w in UNITS and UNITS[w] not in _NOT_UNITS and len(w) > 2:
            named.setdefault("unit", set()).add(UNITS[w])
            continue
        if w in NEGATIONS or w.endswith("n't"):
            negations += 1
            continue
        hits = [_SINGLE.get(w) or _SINGLE.get(stem(w))]
        if hits[0] is None and "-" in w:           # a compound: "whitespace-separated", "non-empty"
            parts = w.split("-")
            if (parts[0] in ("non", "un", "in") and len(parts) == 2) or any(p in NEGATIONS for p in parts):
                negations += 1
            hits = [_SINGLE.get(p) or _SINGLE.get(stem(p)) for p in parts]
        for hit in hits:
            if hit is not None:
                named.setdefault(hit[0], set()).add(hit[1])
    for cls in list(named):       # both poles of a two-valued class named: the side fixes nothing in it
        if len(MEANINGS[cls]) == 2 and len(named[cls]) == 2:
            named[cls] = None
    return named, negations, (+digits, said), quoted


def prose_conflicts(a: str, b: str, *, pinned: bool = False) -> tuple[str, str] | None:
    """``(kind, reason)``: why two docstrings' prose describe different functions (module docstring); None when
    nothing conflicts. Kinds: ``order``, ``meaning``, ``polarity``, ``numbers``, ``literals``.

    ``pinned``: the two prompts share at least two examples, inputs and outputs, and neither has one the other
    contradicts; a meaning word said on one side only ("followed by its count" against a prose that names no
    aggregate) is then the same function told in more words, and only a meaning both sides name and name otherwise
    conflicts; negation and removal words are not counted ("ignoring case" = "upper and lower case both count"): a
    negated function gives other outputs on the shared examples."""
    na, nega, (da, sa), qa = _read(a)
    nb, negb, (db, sb), qb = _read(b)
    slots_a, slots_b = slots(a), slots(b)
    fa, fb = slots_a.flow + slots_a.roles, slots_b.flow + slots_b.roles
    swapped = sorted(v for (v, role) in fa for (w, other) in fb if v == w and role != other)
    if swapped:
        return "order", f"the docstring swaps a source and a target: {', '.join(swapped)}"
    for cls in sorted(set(na) | set(nb)):
        x, y = na.get(cls, set()), nb.get(cls, set())
        if x is None or y is None or ((cls in BOTH_SIDES or pinned) and not (x and y)):
            continue
        if x != y:
            return "meaning", (f"the docstring says another {cls}: {'/'.join(sorted(x)) or '-'} vs "
                               f"{'/'.join(sorted(y)) or '-'}")
    if nega != negb and not pinned:
        return "polarity", f"the docstring's negation or removal words differ in number: {nega} vs {negb}"
    if set(da) != set(db) and (set(da) - set(sb) - set(db) or set(db) - set(sa) - set(da)):
        return "numbers", f"the docstring's numbers differ: {', '.join(sorted(da)) or '-'} vs {', '.join(sorted(db)) or '-'}"
    if (sa or da) and (sb or db) and set(da) | set(sa) != set(db) | set(sb):
        return "numbers", (f"the docstring's numbers differ: {', '.join(sorted(set(da) | set(sa)))} vs "
                f"{', '.join(sorted(set(db) | set(sb)))}")
    if qa and qb and qa != qb:
        return "literals", f"the docstring quotes other text: {', '.join(sorted(qa))} vs {', '.join(sorted(qb))}"
    return None
