"""The same-problem decision: is a query *the same problem* as a stored entry, and is an answer a stale copy?

Recurring mode hands back a stored answer, so "same problem" must never be said of a changed problem.
Two problems are the same when they ask **the same question about the same quantities, names and
units**; wording, an instruction in front ("Solve this: ...") and the order of sentences may differ.

The rule for the numeric template ``gsm-qa-v1`` (:func:`decide_numeric`), in order:

1. **exact**: equal after :func:`kvmemory.templates.normalize_problem` -> same (the fast path).
2. **instruction**: equal once instruction-only sentences and prefixes ("Solve this:", "Please answer
   the following question.", "Can you work this out?") are dropped -> same.
3. **content gate** on :func:`content` of both texts; any difference -> *not* same, with the reason:

   ========== =================================================================================
   numbers    multiset of numbers, number words, multipliers, fractions and ordinals included
              ("three" = 3, "twice" = x2, "half" = 1/2, "3 quarters" = 3/4, "a dozen" = 12,
              "every second glass" = 2nd, "25%" = 25 percent). "one" is compared apart: it may
              stand for "a"/"an" before the same word on the other side, nothing else
   quantities two numbers that traded roles (each one's neighbouring words, within its clause, fit
              the other's place better, both ways), or a changed word that a number counts
              (the plural noun right after it: "48 clips" vs "48 marbles")
   names      every capitalised name in one text occurs in the other
   units      multiset of measurement units and currencies (minutes, miles, dollars, $, €, %, kg, ...)
   polarity   multiset of direction words: more/fewer, before/after, gained/lost, bought/sold,
              earned/spent, increase/decrease, older/younger, left/remaining, each/per, not/never, ...
   question   the question sentence's content words (stemmed, a few generic synonyms folded:
              "purchased" = "bought", "in all" = "altogether" = "total"), exactly equal, and its kind
              (how many / how much / how long / ...) when both name one
   wording    at most ``max_unexplained`` other content words differ across the whole text
   ========== =================================================================================

4. **similarity**: the embedding cosine (``score``, the FAISS inner product of normalised
   all-MiniLM-L6-v2 vectors) must reach ``min_score``; without a score the paraphrase path says no.

Every gate errs towards "not the same": a missed repeat costs a transfer decode, a false hit hands
back a neighbour's answer. The thresholds are calibrated on the train split of the evaluation sets in
``kvmemory/data/sameproblem`` (see its README) and reported on a split that holds dev rows
(``kvmemory bench same-problem``).

Other templates (plain functions, keyed by template name in :data:`RULES`): ``chat-v1``
(:func:`decide_text`: the same gates without a question-kind rule, stricter wording and cosine) and
``code-v1`` (:func:`decide_code`: same function name and parameters, same docstring content and
examples). An unknown template gets :func:`decide_exact` (equality only), the safe default.

:func:`check_stale` says whether a transfer or cold answer merely repeats a grafted entry's answer
while the problem differs: the facade should then decode again without that entry (or cold).

Nothing here loads a model; the only inputs are texts and a similarity score.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from .templates import normalize_number, normalize_problem

__all__ = [
    "Decision",
    "Content",
    "Suspicion",
    "NumericRule",
    "DEFAULT_NUMERIC_RULE",
    "DEFAULT_TEXT_RULE",
    "RULES",
    "decide",
    "decide_exact",
    "decide_numeric",
    "decide_text",
    "decide_code",
    "content",
    "differences",
    "strip_instructions",
    "check_stale",
]


# -- results -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Decision:
    """Whether a query is the same problem as a candidate, and why.

    ``same``: answer from the candidate's entry (recurring mode). ``kind``: the rule that decided,
    one of ``exact``, ``instruction``, ``reworded`` (same) or ``numbers``, ``quantities``, ``names``,
    ``units``, ``polarity``, ``question``, ``wording``, ``similarity``, ``no-score``, ``code``,
    ``template`` (not same). ``reason``: one readable line for ``Answer`` and the audit trail.
    ``score``: the embedding cosine it was given (None when not needed or not given).
    """

    same: bool
    reason: str
    score: float | None = None
    kind: str = ""
    template: str = ""

    def __bool__(self) -> bool:
        return self.same

    def to_dict(self) -> dict:
        return {"same": self.same, "reason": self.reason, "score": self.score, "kind": self.kind,
                "template": self.template}


@dataclass(frozen=True)
class Suspicion:
    """Result of :func:`check_stale`: ``suspect`` when the answer copies grafted entry ``entry``."""

    suspect: bool
    reason: str
    entry: int | None = None

    def __bool__(self) -> bool:
        return self.suspect


@dataclass(frozen=True)
class NumericRule:
    """Thresholds of :func:`decide_numeric` (calibrated: see ``kvmemory/data/sameproblem/README.md``).

    ``min_score``: least embedding cosine for a reworded repeat. ``max_unexplained``: content words
    that may differ across the whole text once numbers, names, units, direction words and the question
    agree (synonyms the rule does not know).
    """

    min_score: float = 0.8
    max_unexplained: int = 5
    question_kind: bool = True


DEFAULT_NUMERIC_RULE = NumericRule()
#: Free-form questions carry less structure than a word problem: stricter on wording and similarity.
DEFAULT_TEXT_RULE = NumericRule(min_score=0.9, max_unexplained=2, question_kind=False)


# -- lexicons (generic English, not fitted to any evaluation case) --------------------------------------
STOPWORDS = frozenset("""
a an the of to in on at for by with from into onto about as than then so and or but nor if else that this these
those it its it's he she they we you i me my mine our ours your yours his her hers their theirs him them us
is are was were be been being am do does did doing have has had having will would shall should can could may
might must there here which who whom whose what how why where some any other another such also just only
very too really quite one's s t d ll re ve m o y up out over again further once own same all both
""".split()) - {"up", "over", "all", "both", "only", "again"}

#: Words of an instruction put in front of a problem; they never change what is asked.
INSTRUCTION_WORDS = frozenset("""
solve answer question problem please calculate compute find determine work out figure tell me help show
math maths word following below this here is a an the can you could would will kindly let us know give
following: quick simple task exercise puzzle step steps reasoning explain explanation your final result
need try what how to with of for get
""".split())

#: An instruction names the task: a sentence of function words alone ("What will you find?") is kept.
_INSTRUCTION_CORE = frozenset("solve answer calculate compute problem question work figure help reasoning explain "
                              "explanation show math maths exercise puzzle task".split())
#: Instruction words that never carry a problem's content (left out of the word comparison).
_INSTRUCTION_FILLER = frozenset("solve calculate compute determine please kindly math maths following reasoning "
                                "explain explanation show tell figure find".split())

#: Sentence starters that are not names when capitalised at the start of a sentence.
_COMMON_STARTERS = frozenset("""
yesterday today tomorrow last next each every after before during while when if then there how what
however meanwhile also later finally first second third now once since because although though right
normally usually currently recently suddenly unfortunately luckily together altogether besides instead
still yet even thus therefore hence overall initially originally afterwards eventually lastly another
most many much several few both either neither half twice every all no not none this that these those
return returns given write create compute check count implement make convert sort filter add get take
generate print split join parse build test
""".split())

#: Direction words: a swap of one of these reverses what is asked. Canonical token per pair side.
_POLARITY = {
    "more": "more", "less": "less", "fewer": "less", "before": "before", "after": "after", "earlier": "before",
    "later": "after", "ago": "before", "gain": "gain", "lose": "lose", "lost": "lose", "loss": "lose",
    "buy": "buy", "sell": "sell", "increase": "increase", "decrease": "decrease", "rise": "increase",
    "drop": "decrease", "fall": "decrease", "grow": "increase", "shrink": "decrease", "add": "add",
    "remove": "remove", "subtract": "remove", "give": "give", "receive": "get", "get": "get",
    "older": "older", "younger": "younger", "taller": "taller", "shorter": "shorter", "faster": "faster",
    "slower": "slower", "heavier": "heavier", "lighter": "lighter", "cheaper": "cheaper", "expensive": "expensive",
    "longer": "longer", "bigger": "bigger", "larger": "bigger", "smaller": "smaller", "higher": "higher",
    "lower": "lower", "profit": "profit", "earn": "earn", "spend": "spend", "borrow": "borrow", "lend": "lend",
    "win": "win", "left": "left", "remain": "left", "rest": "left", "most": "most", "least": "least",
    "maximum": "most", "minimum": "least", "not": "not", "never": "not", "no": "not", "none": "not",
    "without": "without", "except": "except", "only": "only", "first": "first", "last": "last",
    "above": "above", "below": "below", "under": "below", "up": "up", "down": "down", "out": "out",
    "enter": "enter", "exit": "exit", "arrive": "arrive", "leave": "leave", "depart": "leave", "full": "full",
    "empty": "empty", "open": "open", "close": "close", "start": "start", "begin": "start", "end": "end",
    "finish": "end", "old": "old", "new": "new", "save": "save", "owe": "owe", "pay": "pay", "charge": "charge",
    "discount": "discount", "tax": "tax", "tip": "tip", "interest": "interest", "off": "off", "extra": "extra",
    "each": "each", "per": "each", "every": "each", "apiece": "each", "total": "total", "altogether": "total",
    "combined": "total", "overall": "total", "sum": "total", "all": "total", "average": "average",
    "mean": "average", "difference": "difference", "twice": "x2", "double": "x2", "half": "1/2", "again": "again",
    "both": "both", "either": "either", "neither": "not", "remaining": "left", "away": "away", "back": "back",
}

#: Measurement units and currencies (canonical singular form).
_UNITS = {
    "$": "dollar", "dollar": "dollar", "buck": "dollar", "cent": "cent", "penny": "cent", "pennie": "cent",
    "euro": "euro", "€": "euro", "£": "pound-sterling", "yen": "yen", "rupee": "rupee", "peso": "peso",
    "%": "percent", "percent": "percent", "percentage": "percent", "second": "second", "sec": "second",
    "minute": "minute", "min": "minute", "hour": "hour", "hr": "hour", "day": "day", "week": "week",
    "month": "month", "year": "year", "decade": "decade", "century": "century", "mile": "mile",
    "kilometer": "kilometer", "kilometre": "kilometer", "km": "kilometer", "meter": "meter", "metre": "meter",
    "centimeter": "centimeter", "centimetre": "centimeter", "cm": "centimeter", "millimeter": "millimeter",
    "mm": "millimeter", "inch": "inch", "inche": "inch", "foot": "foot", "feet": "foot", "ft": "foot",
    "yard": "yard", "gallon": "gallon", "liter": "liter", "litre": "liter", "milliliter": "milliliter",
    "ml": "milliliter", "quart": "quart", "pint": "pint", "cup": "cup", "ounce": "ounce", "oz": "ounce",
    "pound": "pound", "lb": "pound", "kilogram": "kilogram", "kg": "kilogram", "gram": "gram", "g": "gram",
    "ton": "ton", "tonne": "ton", "mph": "mph", "degree": "degree", "acre": "acre", "hectare": "hectare",
    "calorie": "calorie", "page": "page", "mile-per-hour": "mph", "square": "square", "cubic": "cubic",
    "teaspoon": "teaspoon", "tablespoon": "tablespoon", "dozen": "dozen", "pair": "pair",
}

#: Generic synonyms folded before comparing words (stemmed forms on both sides).
_SYNONYMS = {
    "purchase": "buy", "acquire": "buy", "obtain": "get", "receive": "get", "collect": "get",
    "altogether": "total", "combined": "total", "overall": "total", "entire": "total", "whole": "total",
    "sum": "total", "remaining": "left", "remain": "left", "rest": "left", "earn": "earn", "make": "make",
    "cost": "cost", "price": "cost", "spend": "spend", "pay": "pay", "require": "need", "want": "need",
    "wish": "need", "kid": "child", "children": "child", "youngster": "child", "pupil": "student",
    "folk": "people", "person": "people", "individual": "people", "automobile": "car", "vehicle": "car",
    "begin": "start", "commence": "start", "finish": "end", "complete": "end", "quickly": "fast",
    "rapidly": "fast", "large": "big", "huge": "big", "small": "little", "tiny": "little", "amount": "number",
    "quantity": "number", "count": "number", "per": "each", "every": "each", "apiece": "each",
    "initially": "start", "originally": "start", "first": "first", "mom": "mother", "mum": "mother",
    "dad": "father", "grandma": "grandmother", "grandpa": "grandfather", "store": "shop", "shopkeeper": "shop",
    "employ": "use", "utilize": "use", "utilise": "use", "toss": "throw", "jog": "run",
    "stroll": "walk", "gift": "give", "donate": "give", "hand": "give", "house": "home", "nearly": "about",
    "approximately": "about", "roughly": "about", "around": "about",
}

_IRREGULAR = {
    "sold": "sell", "bought": "buy", "paid": "pay", "spent": "spend", "made": "make", "gave": "give",
    "given": "give", "took": "take", "taken": "take", "ran": "run", "ate": "eat", "eaten": "eat", "has": "have",
    "had": "have", "did": "do", "does": "do", "done": "do", "got": "get", "gotten": "get", "went": "go",
    "gone": "go", "came": "come", "won": "win", "lost": "lose", "found": "find", "wrote": "write",
    "written": "write", "grew": "grow", "grown": "grow", "drove": "drive", "driven": "drive", "rode": "ride",
    "ridden": "ride", "flew": "fly", "flown": "fly", "swam": "swim", "saw": "see", "seen": "see", "kept": "keep",
    "sent": "send", "built": "build", "held": "hold", "brought": "bring", "caught": "catch", "taught": "teach",
    "thought": "think", "sat": "sit", "stood": "stand", "told": "tell", "said": "say", "knew": "know",
    "known": "know", "fell": "fall", "fallen": "fall", "began": "begin", "begun": "begin", "broke": "break",
    "broken": "break", "chose": "choose", "chosen": "choose", "drew": "draw", "drawn": "draw", "drank": "drink",
    "forgot": "forget", "froze": "freeze", "hid": "hide", "lent": "lend", "meant": "mean", "met": "meet",
    "rose": "rise", "sang": "sing", "shook": "shake", "slept": "sleep", "spoke": "speak", "stole": "steal",
    "threw": "throw", "thrown": "throw", "woke": "wake", "wore": "wear", "worn": "wear", "men": "man",
    "women": "woman", "children": "child", "people": "people", "feet": "foot", "teeth": "tooth", "mice": "mouse",
    "geese": "goose", "left": "left", "fewer": "fewer", "less": "less", "was": "be", "were": "be", "is": "be",
    "are": "be", "been": "be", "leaves": "leaf", "knives": "knife", "wives": "wife", "lives": "life",
    "shelves": "shelf", "halves": "half", "loaves": "loaf", "wolves": "wolf", "calves": "calf",
}

_ONES = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
         "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
         "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
         "ninety": 90}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
#: Number words that are not cardinals: multipliers and fractions (a swap of these changes the problem).
_NUMBER_WORDS = {"twice": "x2", "double": "x2", "doubled": "x2", "doubles": "x2", "triple": "x3",
                 "tripled": "x3", "triples": "x3", "thrice": "x3", "quadruple": "x4", "quadrupled": "x4",
                 "half": "1/2", "halves": "1/2", "halved": "1/2", "quarter": "1/4", "quarters": "1/4",
                 "dozen": "12", "dozens": "12"}
_FRACTION_DENOM = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "fourth": 4, "fourths": 4, "quarter": 4,
                   "quarters": 4, "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7,
                   "eighth": 8, "eighths": 8, "ninth": 9, "ninths": 9, "tenth": 10, "tenths": 10}
_ORDINALS = {"first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th", "sixth": "6th",
             "seventh": "7th", "eighth": "8th", "ninth": "9th", "tenth": "10th"}

_QUESTION_KINDS = (
    (re.compile(r"\bhow many\b|\bwhat number of\b|\bthe (?:total )?number of\b"), "count"),
    (re.compile(r"\bhow much\b|\bwhat (?:is|was|will be) the (?:total )?(?:amount|cost|price) of\b"), "amount"),
    (re.compile(r"\bhow long\b"), "duration"),
    (re.compile(r"\bhow far\b"), "distance"),
    (re.compile(r"\bhow old\b|\bwhat age\b"), "age"),
    (re.compile(r"\bhow fast\b|\bwhat speed\b"), "speed"),
    (re.compile(r"\bwhat (?:percent|percentage)\b"), "percent"),
    (re.compile(r"\bwhat fraction\b"), "fraction"),
    (re.compile(r"\bwhen\b|\bwhat time\b|\bwhat day\b|\bwhat year\b"), "time"),
    (re.compile(r"\bwho\b|\bwhich\b"), "which"),
)

_TOKEN = re.compile(r"[$€£%]|\d[\d,]*(?:\.\d+)?(?:/\d+)?|[^\W\d_]+(?:['’-][^\W\d_]+)*")
_SENTENCE = re.compile(r"(?<=[.?!])\s+|\n+")
_CLAUSE = re.compile(r"[,;:]\s+")


def _nfkc(text: str) -> str:
    text = unicodedata.normalize("NFKC", text or "")
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')


def _stem(word: str) -> str:
    """Crude, deterministic English stemmer (both sides of a comparison are stemmed alike)."""
    w = word.lower().replace("'", "").replace("’", "")
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if len(w) <= 3:
        return w
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("sses", "ss"), ("ches", "ch"), ("shes", "sh"),
                         ("xes", "x"), ("zes", "z")):
        if w.endswith(suffix) and len(w) > len(suffix) + 2:
            return w[: -len(suffix)] + repl
    if w.endswith("ings") and len(w) > 6:
        w = w[:-1]
    if w.endswith("ing") and len(w) > 5:
        w = w[:-3]
        return w[:-1] if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "lsz" else w
    if w.endswith("ed") and len(w) > 4:
        base = w[:-2] if not w.endswith("eed") else w[:-1]
        if len(base) > 3 and base[-1] == base[-2] and base[-1] not in "lsz":
            base = base[:-1]
        return base[:-1] if base.endswith("e") and len(base) > 4 else base
    if w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        w = w[:-1]
    return w[:-1] if w.endswith("e") and len(w) > 4 and not w.endswith(("ee", "ie")) else w


_SYN_STEM = {_stem(k): _stem(v) for k, v in _SYNONYMS.items()}
_POL_STEM = {_stem(k): v for k, v in _POLARITY.items()}
_UNIT_STEM = {_stem(k): v for k, v in _UNITS.items() if k[0].isalpha()}


def _canon_word(word: str) -> str:
    s = _stem(word)
    return _SYN_STEM.get(s, s)


# -- numbers --------------------------------------------------------------------------------------------
def _num_str(value: float) -> str:
    if value == int(value):
        return str(int(value))
    return repr(round(value, 6))


def _digits(tok: str) -> str:
    tok = tok.replace(",", "")
    if "/" in tok:
        a, b = tok.split("/", 1)
        try:
            return _num_str(float(a)) + "/" + _num_str(float(b))
        except ValueError:
            return tok
    try:
        return _num_str(float(tok))
    except ValueError:
        return tok


def _word_parts(tok: str) -> list[str]:
    return tok.lower().replace("’", "'").split("-")


def _cardinal(words: list[str]) -> int | None:
    """``["forty", "eight"]`` -> 48; None if these words are not one cardinal number."""
    total, current, seen = 0, 0, False
    for w in words:
        if w in _ONES:
            current += _ONES[w]
        elif w in _TENS:
            current += _TENS[w]
        elif w in _SCALES:
            current = max(current, 1) * _SCALES[w]
            if _SCALES[w] >= 1000:
                total, current = total + current, 0
        elif w == "and" and seen:
            continue
        else:
            return None
        seen = True
    return total + current if seen else None


@dataclass(frozen=True)
class _Tok:
    text: str          # as written
    kind: str          # "num", "word", "sym"
    value: str         # canonical number string, or canonical word
    sentence: int
    initial: bool      # first word of its sentence
    clause: int = 0    # clause within the sentence (split at ", ", "; ", ": ")


def _tokens(text: str) -> list[_Tok]:
    """Tokens with number words folded into numbers (``forty-eight`` -> 48, ``two-thirds`` -> 2/3)."""
    out: list[_Tok] = []
    for si, sentence in enumerate(s for s in _SENTENCE.split(_nfkc(text)) if s.strip()):
        for ci, clause in enumerate(_CLAUSE.split(sentence)):
            raw = _TOKEN.findall(clause)
            i = 0
            first = ci == 0
            while i < len(raw):
                tok = raw[i]
                if tok[0].isdigit():
                    nxt = raw[i + 1].lower() if i + 1 < len(raw) else ""
                    if tok.isdigit() and nxt in _FRACTION_DENOM and nxt not in ("second", "seconds"):
                        # "3 quarters" = "three quarters" = 3/4
                        out.append(_Tok(f"{tok} {nxt}", "num", f"{int(tok)}/{_FRACTION_DENOM[nxt]}", si, first, ci))
                        i, first = i + 2, False
                        continue
                    out.append(_Tok(tok, "num", _digits(tok), si, first, ci))
                elif tok in "$€£%":
                    out.append(_Tok(tok, "sym", _UNITS[tok], si, first, ci))
                else:
                    parts = _word_parts(tok)
                    # a run of cardinal words: "forty eight", "one hundred and twenty", "twenty-five"
                    j, words = i, []
                    while j < len(raw) and raw[j][0].isalpha() and all(
                            p in _ONES or p in _TENS or p in _SCALES for p in _word_parts(raw[j])):
                        words += _word_parts(raw[j])
                        j += 1
                    if words and words[-1] != "and" and (value := _cardinal(words)) is not None:
                        # "two-thirds", "three fifths": a cardinal then a fraction word is a fraction
                        nxt = _word_parts(raw[j])[0] if j < len(raw) and raw[j][0].isalpha() else ""
                        if nxt in _FRACTION_DENOM and nxt not in ("second",):
                            out.append(_Tok(" ".join(raw[i:j + 1]), "num", f"{value}/{_FRACTION_DENOM[nxt]}", si, first, ci))
                            i, first = j + 1, False
                            continue
                        out.append(_Tok(" ".join(raw[i:j]), "num", str(value), si, first, ci))
                        i, first = j, False
                        continue
                    lead = 0
                    while lead < len(parts) and (parts[lead] in _ONES or parts[lead] in _TENS or parts[lead] in _SCALES):
                        lead += 1
                    if 0 < lead < len(parts) and parts[lead] not in _FRACTION_DENOM:
                        # "five-day", "twenty-five-dollar": a number, then the word it qualifies
                        out.append(_Tok(tok, "num", str(_cardinal(parts[:lead])), si, first, ci))
                        rest = "-".join(parts[lead:])
                        out.append(_Tok(rest, "word", _canon_word(rest), si, False, ci))
                    elif len(parts) > 1 and (parts[0] in _NUMBER_WORDS or parts[0] in _FRACTION_DENOM) and \
                            parts[1] not in _FRACTION_DENOM and parts[0] != "second":
                        # "half-hour", "third-hour", "twice-weekly"
                        value = _NUMBER_WORDS.get(parts[0]) or f"1/{_FRACTION_DENOM[parts[0]]}"
                        out.append(_Tok(tok, "num", value, si, first, ci))
                        rest = "-".join(parts[1:])
                        out.append(_Tok(rest, "word", _canon_word(rest), si, False, ci))
                    elif len(parts) == 2 and parts[0] in _ONES and parts[1] in _FRACTION_DENOM:
                        out.append(_Tok(tok, "num", f"{_ONES[parts[0]]}/{_FRACTION_DENOM[parts[1]]}", si, first, ci))
                    elif parts[0] in _NUMBER_WORDS and len(parts) == 1:
                        out.append(_Tok(tok, "num", _NUMBER_WORDS[parts[0]], si, first, ci))
                    elif parts[0] in _FRACTION_DENOM and i > 0 and raw[i - 1].lower() in ("a", "one") and len(parts) == 1:
                        out.append(_Tok(tok, "num", f"1/{_FRACTION_DENOM[parts[0]]}", si, first, ci))
                    elif len(parts) == 1 and parts[0] in _ORDINALS and not (
                            parts[0] == "second" and (i == 0 or raw[i - 1][0].isdigit() or raw[i - 1].lower() in ("per", "a")
                                                      or i + 1 >= len(raw) or not raw[i + 1][0].isalpha())):
                        # "every second glass", "the third day": an ordinal is a number too
                        out.append(_Tok(tok, "num", _ORDINALS[parts[0]], si, first, ci))
                    else:
                        out.append(_Tok(tok, "word", _canon_word(tok), si, first, ci))
                i += 1
                first = False
    return out


# -- instruction stripping ------------------------------------------------------------------------------
_PREFIX = re.compile(r"^\s*([^:\n]{0,80}):\s*")


def _instruction_only(sentence: str) -> bool:
    words = [w.lower() for w in _TOKEN.findall(_nfkc(sentence))]
    return (bool(words) and all(w in INSTRUCTION_WORDS or w in STOPWORDS for w in words)
            and any(w in _INSTRUCTION_CORE for w in words))


def strip_instructions(problem: str) -> str:
    """The problem without instruction-only sentences and prefixes (``"Solve this: ..."`` -> ``"..."``).

    A sentence or a ``...:`` prefix is dropped only when every word in it is an instruction or
    function word (:data:`INSTRUCTION_WORDS`), so no quantity, name or question is ever removed.
    """
    text = _nfkc(problem).strip()
    while True:
        m = _PREFIX.match(text)
        if m and _instruction_only(m.group(1)):
            text = text[m.end():]
            continue
        break
    kept = [s for s in _SENTENCE.split(text) if s.strip() and not _instruction_only(s)]
    out = " ".join(s.strip() for s in kept)
    return out or text


# -- content ------------------------------------------------------------------------------------------------
#: Words of how a question is put ("how many", "what is the number of"): its kind is compared instead.
_QUESTION_FILLER = frozenset({"many", "much", "number", "amount", "quantity", "count"})
#: Content words on each side of a number that say what it counts (its context, same sentence only).
_CONTEXT = 3
#: Function words that still tell two numbers apart ("one spray ..., another spray ...").
_ANCHOR_EXTRA = frozenset({"another", "other", "each", "every", "per", "first", "last", "next", "rest", "same"})
#: Phrases folded before tokenising (generic English equivalences).
_PHRASES = ((re.compile(r"\bwould like to\b", re.I), "want to"), (re.compile(r"\bin (?:total|all)\b", re.I), "altogether"),
            (re.compile(r"\bleft over\b", re.I), "left"), (re.compile(r"\bas well\b", re.I), "also"),
            (re.compile(r"\ban? (second|minute|hour|day|night|morning|week|month|year)\b", re.I), r"per \1"),
            (re.compile(r"\b(?:each|every) (second|minute|hour|day|night|morning|week|month|year)\b", re.I), r"per \1"),
            (re.compile(r"\bdaily\b", re.I), "per day"), (re.compile(r"\bweekly\b", re.I), "per week"),
            (re.compile(r"\bmonthly\b", re.I), "per month"), (re.compile(r"\b(?:yearly|annually)\b", re.I), "per year"),
            (re.compile(r"\bhourly\b", re.I), "per hour"))
#: "one"/"1" is compared apart from the other numbers: "one glass" may stand for "a glass" (the same
#: problem), but a "one" with no "one" or "a" before the same word on the other side is a change.
_ONE = "1"


@dataclass(frozen=True)
class Content:
    """What a problem is about, as :func:`decide_numeric` compares it (see the module docstring).

    ``anchors``: each number with the content words around it in its sentence (what it counts),
    used to tell two numbers swapped between their roles from a reworded repeat.
    """

    numbers: Counter = field(default_factory=Counter)
    anchors: tuple = ()
    names: frozenset = frozenset()
    words_lower: frozenset = frozenset()
    units: Counter = field(default_factory=Counter)
    polarity: Counter = field(default_factory=Counter)
    question: frozenset = frozenset()
    question_kind: str | None = None
    words: Counter = field(default_factory=Counter)
    heads: frozenset = frozenset()
    ones: Counter = field(default_factory=Counter)
    articles: Counter = field(default_factory=Counter)


def _is_content(tok: _Tok) -> bool:
    low = tok.text.lower()
    return (tok.kind == "word" and low not in STOPWORDS and low not in _INSTRUCTION_FILLER
            and low not in _QUESTION_FILLER and tok.value not in _QUESTION_FILLER)


def _possessive(word: str) -> str:
    return re.sub(r"['’]s?$", "", word.lower())


def _is_name(t: _Tok, lower_words: set) -> bool:
    low = _possessive(t.text)
    if not t.text[:1].isupper() or low == "i":
        return False
    if not t.initial:
        return True
    return not (low in STOPWORDS or low in _COMMON_STARTERS or low in INSTRUCTION_WORDS or low in lower_words
                or t.value in _POLARITY or low in _POLARITY or low.endswith(("ly", "ing", "ed")) or low in _ONES)


def _anchor(toks: list[_Tok], i: int) -> frozenset:
    """What number ``toks[i]`` counts: the nearest content words on each side (tagged by side and
    distance) and all content words of its clause, never crossing a sentence or clause boundary."""
    t = toks[i]
    feats = set()
    for step, side in ((-1, "L"), (1, "R")):
        j, dist = i + step, 0
        while 0 <= j < len(toks) and toks[j].sentence == t.sentence and toks[j].clause == t.clause and dist < _CONTEXT:
            u = toks[j]
            if _is_content(u) or u.kind in ("sym", "num") or u.text.lower() in _ANCHOR_EXTRA:
                dist += 1
                feats.add(f"{side}{dist}:{u.value}")
                feats.add(u.value)
            j += step
    return frozenset(feats)


def _next_word(toks: list[_Tok], i: int) -> str:
    """The first content word after ``toks[i]`` in its clause ("" if none)."""
    t = toks[i]
    for u in toks[i + 1:]:
        if u.sentence != t.sentence or u.clause != t.clause:
            break
        if _is_content(u):
            return u.value
    return ""


def content(problem: str) -> Content:
    """The :class:`Content` of a problem (instruction sentences and prefixes dropped first)."""
    text = strip_instructions(problem)
    for pattern, repl in _PHRASES:
        text = pattern.sub(repl, text)
    toks = _tokens(text)
    sentences = [s for s in _SENTENCE.split(_nfkc(text)) if s.strip()]
    asked = {i for i, s in enumerate(sentences) if s.rstrip().endswith("?")} or (
        {len(sentences) - 1} if sentences else set())
    lower_words = {_possessive(t.text) for t in toks if t.kind == "word" and t.text[:1].islower()}

    numbers, units, polarity, words = Counter(), Counter(), Counter(), Counter()
    question, names, anchors, heads = set(), set(), [], set()
    ones, articles = Counter(), Counter()
    for i, t in enumerate(toks):
        if t.kind == "num":
            if t.value != _ONE:
                numbers[t.value] += 1
            else:
                ones[_next_word(toks, i)] += 1
            anchors.append((t.value, _anchor(toks, i)))
            head = next((u for u in toks[i + 1:] if u.sentence != t.sentence or u.clause != t.clause or _is_content(u)),
                        None)
            # a plural noun right after a number is what it counts ("48 friends", "half as many clips")
            if head is not None and head.sentence == t.sentence and head.clause == t.clause and \
                    head.text.lower().endswith("s") and not head.text.lower().endswith("ss"):
                heads.add(head.value)
            continue
        if t.kind == "sym":
            units[t.value] += 1
            continue
        low = t.text.lower()
        if low in ("a", "an"):
            articles[_next_word(toks, i)] += 1
        if _is_name(t, lower_words):
            names.add(_possessive(t.text))
        unit = _UNITS.get(low) or _UNIT_STEM.get(_stem(low))
        if unit:
            units[unit] += 1
        pol = _POLARITY.get(low) or _POL_STEM.get(_stem(low)) or _POL_STEM.get(t.value)
        if pol:
            polarity[pol] += 1
        if low.endswith("n't"):
            polarity["not"] += 1
        if _is_content(t):
            words[t.value] += 1
            if t.sentence in asked:
                question.add(t.value)
    qtext = " ".join(sentences[i] for i in sorted(asked)).lower()
    kind = next((k for pattern, k in _QUESTION_KINDS if pattern.search(qtext)), None)
    all_lower = frozenset(_possessive(t.text) for t in toks if t.kind == "word")
    return Content(numbers=numbers, anchors=tuple(anchors), names=frozenset(names), words_lower=all_lower,
                   units=units, polarity=polarity, question=frozenset(question), question_kind=kind, words=words,
                   heads=frozenset(heads), ones=ones, articles=articles)


def _jaccard(a: frozenset, b: frozenset) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


def _fit(ctx: frozenset, anchors: tuple, value: str) -> float:
    return max((_jaccard(ctx, x) for v, x in anchors if v == value), default=-1.0)


def _swapped(q: Content, c: Content) -> str | None:
    """Two numbers that traded roles: ``a``'s context in ``q`` fits ``b``'s in ``c`` better than ``a``'s, and
    ``b``'s context in ``q`` fits ``a``'s in ``c`` better than ``b``'s (both ways, so that rewording,
    which blurs one context, is not taken for a swap)."""
    values = {v for v, _ in q.anchors} & {v for v, _ in c.anchors}
    for a in sorted(values):
        for ctx_a in (x for v, x in q.anchors if v == a):
            for b in sorted(values - {a}):
                if _fit(ctx_a, c.anchors, b) <= _fit(ctx_a, c.anchors, a):
                    continue
                if any(_fit(ctx_b, c.anchors, a) > _fit(ctx_b, c.anchors, b) for v, ctx_b in q.anchors if v == b):
                    return f"{a} and {b} trade places ({', '.join(sorted(w for w in ctx_a if ':' not in w)) or '-'})"
    return None


def _diff(a: Counter, b: Counter, fmt=str) -> str:
    only_a = sorted(fmt(x) for x in (a - b).elements())
    only_b = sorted(fmt(x) for x in (b - a).elements())
    return f"{', '.join(only_a) or '-'} vs {', '.join(only_b) or '-'}"


def differences(query: str | Content, candidate: str | Content, *, rule: NumericRule = DEFAULT_NUMERIC_RULE
                ) -> list[tuple[str, str]]:
    """``[(kind, reason), ...]``: every content difference between two problems (empty: none found).

    Kinds, in the order checked: ``numbers``, ``quantities``, ``names``, ``units``, ``polarity``,
    ``question``, ``wording``. The similarity score is not part of this.
    """
    q = query if isinstance(query, Content) else content(query)
    c = candidate if isinstance(candidate, Content) else content(candidate)
    out = []
    extra_ones = (q.ones - (c.ones + c.articles)) + (c.ones - (q.ones + q.articles))
    if q.numbers != c.numbers:
        out.append(("numbers", f"numbers differ: {_diff(q.numbers, c.numbers)}"))
    elif extra_ones:
        out.append(("numbers", f"a 'one' without its counterpart: {', '.join(sorted(extra_ones.elements()))}"))
    else:
        swap = _swapped(q, c)
        if swap:
            out.append(("quantities", f"numbers swapped between roles: {swap}"))
    missing_q = sorted(n for n in q.names if n not in c.words_lower)
    missing_c = sorted(n for n in c.names if n not in q.words_lower)
    if missing_q or missing_c:
        out.append(("names", f"names differ: {', '.join(missing_q) or '-'} vs {', '.join(missing_c) or '-'}"))
    if q.units != c.units:
        out.append(("units", f"units differ: {_diff(q.units, c.units)}"))
    if q.polarity != c.polarity:
        out.append(("polarity", f"direction words differ: {_diff(q.polarity, c.polarity)}"))
    if q.question != c.question:
        out.append(("question", f"the question differs: {_diff(Counter(q.question), Counter(c.question))}"))
    elif rule.question_kind and q.question_kind and c.question_kind and q.question_kind != c.question_kind:
        out.append(("question", f"the question asks a different kind: {q.question_kind} vs {c.question_kind}"))
    unexplained = (q.words - c.words) + (c.words - q.words)
    counted = sorted(set(unexplained) & (q.heads | c.heads))
    if counted:
        out.append(("quantities", f"what a number counts differs: {_diff(q.words, c.words)}"))
    if sum(unexplained.values()) > rule.max_unexplained:
        out.append(("wording", f"{sum(unexplained.values())} content words differ "
                               f"(most {rule.max_unexplained}): {_diff(q.words, c.words)}"))
    return out


# -- decisions ----------------------------------------------------------------------------------------------
def decide_exact(query: str, candidate: str, *, score: float | None = None, template: str = "") -> Decision:
    """Equal after :func:`~kvmemory.templates.normalize_problem`, nothing else (unknown templates)."""
    if normalize_problem(query) == normalize_problem(candidate):
        return Decision(True, "the same text after normalisation", score, "exact", template)
    return Decision(False, "the text differs and this template recognises only exact repeats", score, "template",
                    template)


def _gated(query: str, candidate: str, score: float | None, template: str, rule: NumericRule) -> Decision:
    if normalize_problem(query) == normalize_problem(candidate):
        return Decision(True, "the same text after normalisation", score, "exact", template)
    if normalize_problem(strip_instructions(query)) == normalize_problem(strip_instructions(candidate)):
        return Decision(True, "the same text once the instruction in front is dropped", score, "instruction",
                        template)
    diffs = differences(query, candidate, rule=rule)
    if diffs:
        kind, reason = diffs[0]
        return Decision(False, reason, score, kind, template)
    if score is None:
        return Decision(False, "reworded but no similarity score was given to confirm it", None, "no-score", template)
    if score < rule.min_score:
        return Decision(False, f"similarity {score:.3f} below {rule.min_score:.3f}", score, "similarity", template)
    return Decision(True, f"reworded: numbers, names, units, direction words and question agree; similarity "
                          f"{score:.3f} >= {rule.min_score:.3f}", score, "reworded", template)


def decide_numeric(query: str, candidate: str, *, score: float | None = None, template: str = "gsm-qa-v1",
                   rule: NumericRule = DEFAULT_NUMERIC_RULE) -> Decision:
    """The ``gsm-qa-v1`` rule (module docstring): exact, instruction, content gate, similarity."""
    return _gated(query, candidate, score, template, rule)


def decide_text(query: str, candidate: str, *, score: float | None = None, template: str = "chat-v1",
                rule: NumericRule = DEFAULT_TEXT_RULE) -> Decision:
    """The rule for free-form questions (``chat-v1``): the same gates, stricter wording and similarity.

    Not calibrated on a chat set (none is shipped): its thresholds are the numeric rule's made stricter.
    """
    return _gated(query, candidate, score, template, rule)


_DEF = re.compile(r"def\s+([A-Za-z_]\w*)\s*\(([^)]*)\)\s*(?:->\s*([^:]+))?:")
_DOC = re.compile(r"(?:\"\"\"|''')(.*?)(?:\"\"\"|''')", re.S)


def _code_parts(text: str):
    m = _DEF.search(text or "")
    if not m:
        return None
    params = tuple(p.split(":")[0].split("=")[0].strip().lstrip("*") for p in m.group(2).split(",") if p.strip())
    doc = _DOC.search(text[m.end():])
    docstring = doc.group(1) if doc else ""
    examples = tuple(" ".join(line.split()) for line in docstring.splitlines() if line.strip().startswith(">>>"))
    prose = "\n".join(line for line in docstring.splitlines() if not line.strip().startswith(">>>"))
    return m.group(1), params, (m.group(3) or "").strip(), examples, prose


def decide_code(query: str, candidate: str, *, score: float | None = None, template: str = "code-v1",
                rule: NumericRule = DEFAULT_TEXT_RULE) -> Decision:
    """The rule for code tasks (``code-v1``): same function name, parameters, return annotation and
    ``>>>`` examples, and a docstring that passes :func:`decide_text` (numbers, names, direction words)."""
    if normalize_problem(query) == normalize_problem(candidate):
        return Decision(True, "the same text after normalisation", score, "exact", template)
    a, b = _code_parts(query), _code_parts(candidate)
    if a is None or b is None:
        return Decision(False, "no function signature to compare; only exact repeats are recognised", score,
                        "code", template)
    for label, x, y in (("function name", a[0], b[0]), ("parameters", a[1], b[1]), ("return type", a[2], b[2]),
                        ("examples", a[3], b[3])):
        if x != y:
            return Decision(False, f"{label} differ: {x!r} vs {y!r}", score, "code", template)
    if normalize_problem(a[4]) == normalize_problem(b[4]):
        return Decision(True, "same signature, examples and docstring", score, "exact", template)
    d = decide_text(a[4], b[4], score=score, template=template, rule=rule)
    if not d.same:
        return d
    return Decision(True, f"same signature and examples; docstring {d.reason}", score, "reworded", template)


#: Same-problem rule per template name. Unknown templates fall back to :func:`decide_exact`.
RULES: dict[str, Callable[..., Decision]] = {
    "gsm-qa-v1": decide_numeric,
    "chat-v1": decide_text,
    "code-v1": decide_code,
}


def decide(query: str, candidate: str, *, score: float | None = None, template: str = "gsm-qa-v1") -> Decision:
    """Is ``query`` the same problem as ``candidate`` (a stored entry's problem) under ``template``?

    ``score`` is the embedding cosine between the two (``Hit.score`` from :meth:`KVMemory.search`);
    without it only exact and instruction-only differences can be recognised.
    """
    return RULES.get(template, decide_exact)(query, candidate, score=score, template=template)


# -- stale copies ---------------------------------------------------------------------------------------------
def _field(entry: Any, name: str, index: int):
    if isinstance(entry, dict):
        return entry.get(name)
    if isinstance(entry, (tuple, list)):
        return entry[index]
    return getattr(entry, name)


def check_stale(answer: str | None, grafted: Iterable[Any], query: str, *, template: str = "gsm-qa-v1"
                ) -> Suspicion:
    """Does a transfer/cold ``answer`` merely repeat a grafted entry's answer to a different problem?

    ``grafted``: the entries grafted for ``query`` (``Entry`` objects, ``{"problem", "answer"}`` dicts or
    ``(problem, answer)`` pairs), in graft order. ``answer``: the decoded final answer (``Answer.answer``).
    Suspect when the answer equals entry *i*'s answer (as a number for ``gsm-qa-v1``, normalised text
    otherwise) while entry *i*'s problem differs from ``query`` in its content (numbers, names, units,
    direction words or question; :func:`differences`). A copy of the same problem's answer is fine.
    """
    if answer is None or not str(answer).strip():
        return Suspicion(False, "no answer to compare")
    numeric = template == "gsm-qa-v1"
    mine = normalize_number(str(answer)) if numeric else normalize_problem(str(answer))
    for i, entry in enumerate(grafted):
        problem, theirs = _field(entry, "problem", 0), _field(entry, "answer", 1)
        if theirs is None:
            continue
        theirs = normalize_number(str(theirs)) if numeric else normalize_problem(str(theirs))
        if mine is None or mine != theirs:
            continue
        if normalize_problem(strip_instructions(problem)) == normalize_problem(strip_instructions(query)):
            continue
        diffs = differences(query, problem, rule=NumericRule(max_unexplained=10**9))
        if diffs:
            return Suspicion(True, f"answer {answer} copies grafted entry {i}'s answer, but that problem differs: "
                                   f"{diffs[0][1]}", i)
    return Suspicion(False, "the answer repeats no grafted entry's answer to a different problem")
