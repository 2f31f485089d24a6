"""Words of a task: tokens, numbers, stems, lexicons, instruction stripping and :class:`Content`.

Everything the rules in :mod:`kvmemory.sametask` read from a text is made here, model-free and
deterministic: :func:`tokens` folds number words into numbers ("forty-eight" -> 48, "two-thirds" ->
2/3, "every second" -> 2nd), :func:`stem` is a crude English stemmer applied alike to both sides,
:func:`strip_instructions` drops instruction-only sentences ("Solve this:"), and :func:`content`
gives the multisets the numeric (GSM8K) rule compares.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field

__all__ = ["STOPWORDS", "SCALES", "INSTRUCTION_WORDS", "POLARITY", "UNITS", "SYNONYMS", "Token", "Content", "nfkc", "nfkc_quotes", "stem",
           "CARDINALS", "ORDINALS", "canon_word", "tokens", "strip_instructions", "content", "is_content", "possessive",
           "normalize", "MONTH_NAMES", "WEEKDAY_NAMES", "one_edit", "TENS", "cardinal_value"]


def nfkc_quotes(text: str) -> str:
    """Unicode NFKC with typographic quotes unified; case and whitespace kept."""
    text = unicodedata.normalize("NFKC", text or "")
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')


def normalize(text: str) -> str:
    """Unicode NFKC, typographic quotes unified, whitespace collapsed, case-folded (the exact-repeat key)."""
    return " ".join(nfkc_quotes(text).split()).casefold()


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
POLARITY = {
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

#: Language names (read as the source or target of a translation).
LANGUAGES = frozenset("english french spanish german italian portuguese dutch japanese chinese korean russian "
                      "arabic hindi swedish polish turkish greek latin".split())

#: Measurement units and currencies (canonical singular form).
UNITS = {
    "$": "dollar", "dollar": "dollar", "buck": "dollar", "cent": "cent", "penny": "cent", "pennie": "cent",
    "euro": "euro", "€": "euro", "£": "pound-sterling", "yen": "yen", "rupee": "rupee", "peso": "peso",
    "%": "percent", "percent": "percent", "percentage": "percent", "second": "second", "sec": "second",
    "minute": "minute", "min": "minute", "hour": "hour", "hr": "hour", "h": "hour", "day": "day", "week": "week",
    "month": "month", "year": "year", "decade": "decade", "century": "century", "mile": "mile",
    "kilometer": "kilometer", "kilometre": "kilometer", "km": "kilometer", "meter": "meter", "metre": "meter",
    "centimeter": "centimeter", "centimetre": "centimeter", "cm": "centimeter", "millimeter": "millimeter",
    "mm": "millimeter", "inch": "inch", "inche": "inch", "foot": "foot", "feet": "foot", "ft": "foot",
    "yard": "yard", "gallon": "gallon", "liter": "liter", "litre": "liter", "milliliter": "milliliter", "millilitre": "milliliter",
    "ml": "milliliter", "l": "liter", "gal": "gallon", "quart": "quart", "qt": "quart", "pint": "pint", "cup": "cup", "ounce": "ounce", "oz": "ounce",
    "pound": "pound", "lb": "pound", "kilogram": "kilogram", "kg": "kilogram", "gram": "gram", "g": "gram",
    "ton": "ton", "tonne": "ton", "mph": "mph", "degree": "degree", "acre": "acre", "hectare": "hectare",
    "calorie": "calorie", "page": "page", "mile-per-hour": "mph", "kph": "kph", "square": "square", "cubic": "cubic",
    "teaspoon": "teaspoon", "tablespoon": "tablespoon", "dozen": "dozen", "pair": "pair",
    "kilocalorie": "kilocalorie", "kcal": "kilocalorie", "kilojoule": "kilojoule", "kj": "kilojoule",
    "joule": "joule", "psi": "psi", "kilopascal": "kilopascal", "kpa": "kilopascal", "pascal": "pascal",
    "kilowatt-hour": "kilowatt-hour", "kwh": "kilowatt-hour", "watt": "watt", "kilowatt": "kilowatt", "kw": "kilowatt",
    # currencies by name, sign or ISO code ("USD", "EUR" and "GBP" are read as names by the readings; not a name
    # that is also a word or a stem of one: "won", "real", "franc" (France), "rub")
    "zloty": "zloty", "zlotys": "zloty", "zł": "zloty", "zl": "zloty", "pln": "zloty", "yuan": "yuan",
    "renminbi": "yuan", "rmb": "yuan", "cny": "yuan", "inr": "rupee", "₹": "rupee", "jpy": "yen", "¥": "yen",
    "chf": "swiss-franc", "krona": "krona", "kronor": "krona", "sek": "krona", "krone": "krone",
    "kroner": "krone", "nok": "krone", "dkk": "krone-danish", "krw": "won", "rand": "rand",
    "zar": "rand", "mxn": "peso", "baht": "baht", "thb": "baht", "forint": "forint", "huf": "forint",
    "koruna": "koruna", "czk": "koruna", "rupiah": "rupiah", "idr": "rupiah", "ruble": "ruble", "rouble": "ruble",
    "hryvnia": "hryvnia", "uah": "hryvnia", "lira": "lira",
}
UNITS.update({k + "s": v for k, v in list(UNITS.items())       # plurals the stemmer folds otherwise ("kilocalories")
              if k in ("kilocalorie", "calorie", "kilojoule", "joule", "kilopascal", "pascal", "watt", "kilowatt",
                       "kilowatt-hour")})

#: Generic synonyms folded before comparing words (stemmed forms on both sides).
SYNONYMS = {
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

#: Cardinal number words up to nineteen (:data:`ORDINALS`: "first" to "tenth").
#: The months and the days of the week, in order.
MONTH_NAMES = tuple("January February March April May June July August September October November December".split())
WEEKDAY_NAMES = tuple("Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split())

CARDINALS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
             "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
             "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
         "ninety": 90}
#: Scale words and their values ("five hundred", "500 million").
SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
#: Number words that are not cardinals: multipliers and fractions (a swap of these changes the problem).
_NUMBER_WORDS = {"twice": "x2", "double": "x2", "doubled": "x2", "doubles": "x2", "triple": "x3",
                 "tripled": "x3", "triples": "x3", "thrice": "x3", "quadruple": "x4", "quadrupled": "x4",
                 "half": "1/2", "halves": "1/2", "halved": "1/2", "quarter": "1/4", "quarters": "1/4",
                 "dozen": "12", "dozens": "12"}
_FRACTION_DENOM = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "fourth": 4, "fourths": 4, "quarter": 4,
                   "quarters": 4, "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7,
                   "eighth": 8, "eighths": 8, "ninth": 9, "ninths": 9, "tenth": 10, "tenths": 10}
ORDINALS = {"first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th", "sixth": "6th",
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

TOKEN = re.compile(r"[$€£%]|\d[\d,]*(?:\.\d+)?(?:/\d+)?|[^\W\d_]+(?:['’-][^\W\d_]+)*")
SENTENCE = re.compile(r"(?<=[.?!])\s+|\n+")
_CLAUSE = re.compile(r"[,;:]\s+")


nfkc = nfkc_quotes   # one function, two names (both are imported across the rule's modules)


def stem(word: str) -> str:
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


SYN_STEM = {stem(k): stem(v) for k, v in SYNONYMS.items()}
POL_STEM = {stem(k): v for k, v in POLARITY.items()}
UNIT_STEM = {stem(k): v for k, v in UNITS.items() if k[0].isalpha()}


def canon_word(word: str) -> str:
    s = stem(word)
    return SYN_STEM.get(s, s)


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
        if w in CARDINALS:
            current += CARDINALS[w]
        elif w in TENS:
            current += TENS[w]
        elif w in SCALES:
            current = max(current, 1) * SCALES[w]
            if SCALES[w] >= 1000:
                total, current = total + current, 0
        elif w == "and" and seen:
            continue
        else:
            return None
        seen = True
    return total + current if seen else None


def cardinal_value(said: str) -> int | None:
    """A number said in words, as an int ("twenty-five" -> 25, "four hundred" -> 400); None if it is not one."""
    return _cardinal(re.split(r"[\s-]+", said.lower().strip()))


@dataclass(frozen=True)
class Token:
    text: str          # as written
    kind: str          # "num", "word", "sym"
    value: str         # canonical number string, or canonical word
    sentence: int
    initial: bool      # first word of its sentence
    clause: int = 0    # clause within the sentence (split at ", ", "; ", ": ")


def tokens(text: str) -> list[Token]:
    """Tokens with number words folded into numbers (``forty-eight`` -> 48, ``two-thirds`` -> 2/3)."""
    out: list[Token] = []
    for si, sentence in enumerate(s for s in SENTENCE.split(nfkc(text)) if s.strip()):
        for ci, clause in enumerate(_CLAUSE.split(sentence)):
            raw = TOKEN.findall(clause)
            i = 0
            first = ci == 0
            while i < len(raw):
                tok = raw[i]
                if tok[0].isdigit():
                    nxt = raw[i + 1].lower() if i + 1 < len(raw) else ""
                    if tok.isdigit() and nxt in _FRACTION_DENOM and nxt not in ("second", "seconds"):
                        # "3 quarters" = "three quarters" = 3/4
                        out.append(Token(f"{tok} {nxt}", "num", f"{int(tok)}/{_FRACTION_DENOM[nxt]}", si, first, ci))
                        i, first = i + 2, False
                        continue
                    out.append(Token(tok, "num", _digits(tok), si, first, ci))
                elif tok in "$€£%":
                    out.append(Token(tok, "sym", UNITS[tok], si, first, ci))
                else:
                    parts = _word_parts(tok)
                    # a run of cardinal words: "forty eight", "one hundred and twenty", "twenty-five"
                    j, words = i, []
                    while j < len(raw) and raw[j][0].isalpha() and (all(
                            p in CARDINALS or p in TENS or (p in SCALES and "and" not in words)
                            for p in _word_parts(raw[j])) or (
                            # "one hundred and fifty": "and" joins a scale word to the rest of its number
                            raw[j].lower() == "and" and words and words[-1] in SCALES and j + 1 < len(raw)
                            and (_word_parts(raw[j + 1])[0] in CARDINALS or _word_parts(raw[j + 1])[0] in TENS)
                            and not (j + 2 < len(raw) and raw[j + 2].lower() in SCALES))):
                        words += _word_parts(raw[j])
                        j += 1
                    if words and words[-1] != "and" and (value := _cardinal(words)) is not None:
                        # "two-thirds", "three fifths": a cardinal then a fraction word is a fraction
                        nxt = _word_parts(raw[j])[0] if j < len(raw) and raw[j][0].isalpha() else ""
                        if nxt in _FRACTION_DENOM and nxt not in ("second",):
                            out.append(Token(" ".join(raw[i:j + 1]), "num", f"{value}/{_FRACTION_DENOM[nxt]}", si, first, ci))
                            i, first = j + 1, False
                            continue
                        out.append(Token(" ".join(raw[i:j]), "num", str(value), si, first, ci))
                        i, first = j, False
                        continue
                    out += _word_tokens(tok, parts, raw, i, si, first, ci)
                i += 1
                first = False
    return out


def _word_tokens(tok: str, parts: list, raw: list, i: int, si: int, first: bool, ci: int) -> list:
    """The token(s) of one word that is not a run of cardinals: "five-day", "half-hour", "two-thirds"
    written as one word, "twice", "a third", an ordinal, or a plain word."""
    out: list = []
    lead = 0
    while lead < len(parts) and (parts[lead] in CARDINALS or parts[lead] in TENS or parts[lead] in SCALES):
        lead += 1
    if 0 < lead < len(parts) and parts[lead] not in _FRACTION_DENOM:
        # "five-day", "twenty-five-dollar": a number, then the word it qualifies
        out.append(Token(tok, "num", str(_cardinal(parts[:lead])), si, first, ci))
        rest = "-".join(parts[lead:])
        out.append(Token(rest, "word", canon_word(rest), si, False, ci))
    elif len(parts) > 1 and (parts[0] in _NUMBER_WORDS or parts[0] in _FRACTION_DENOM) and \
            parts[1] not in _FRACTION_DENOM and parts[0] != "second":
        # "half-hour", "third-hour", "twice-weekly"
        value = _NUMBER_WORDS.get(parts[0]) or f"1/{_FRACTION_DENOM[parts[0]]}"
        out.append(Token(tok, "num", value, si, first, ci))
        rest = "-".join(parts[1:])
        out.append(Token(rest, "word", canon_word(rest), si, False, ci))
    elif len(parts) == 2 and parts[0] in CARDINALS and parts[1] in _FRACTION_DENOM:
        out.append(Token(tok, "num", f"{CARDINALS[parts[0]]}/{_FRACTION_DENOM[parts[1]]}", si, first, ci))
    elif parts[0] in _NUMBER_WORDS and len(parts) == 1:
        out.append(Token(tok, "num", _NUMBER_WORDS[parts[0]], si, first, ci))
    elif parts[0] in _FRACTION_DENOM and i > 0 and raw[i - 1].lower() in ("a", "one") and len(parts) == 1:
        out.append(Token(tok, "num", f"1/{_FRACTION_DENOM[parts[0]]}", si, first, ci))
    elif len(parts) == 1 and parts[0] in ORDINALS and not (
            parts[0] == "second" and ((i == 0 and not (i + 1 < len(raw) and raw[i + 1].lower().endswith("est")))
                                      or raw[i - 1][0].isdigit() or raw[i - 1].lower() in ("per", "a")
                                      or i + 1 >= len(raw) or not raw[i + 1][0].isalpha())):
        # "every second glass", "the third day": an ordinal is a number too
        out.append(Token(tok, "num", ORDINALS[parts[0]], si, first, ci))
    else:
        out.append(Token(tok, "word", canon_word(tok), si, first, ci))
    return out


# -- instruction stripping ------------------------------------------------------------------------------
_PREFIX = re.compile(r"^\s*([^:\n]{0,80}):\s*")


def _instruction_only(sentence: str) -> bool:
    words = [w.lower() for w in TOKEN.findall(nfkc(sentence))]
    return (bool(words) and all(w in INSTRUCTION_WORDS or w in STOPWORDS for w in words)
            and any(w in _INSTRUCTION_CORE for w in words))


def strip_instructions(problem: str) -> str:
    """The problem without instruction-only sentences and prefixes (``"Solve this: ..."`` -> ``"..."``).

    A sentence or a ``...:`` prefix is dropped only when every word in it is an instruction or
    function word (:data:`INSTRUCTION_WORDS`), so no quantity, name or question is ever removed.
    """
    text = nfkc(problem).strip()
    while True:
        m = _PREFIX.match(text)
        if m and _instruction_only(m.group(1)):
            text = text[m.end():]
            continue
        break
    kept = [s for s in SENTENCE.split(text) if s.strip() and not _instruction_only(s)]
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
ONE = "1"


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


def is_content(tok: Token) -> bool:
    low = tok.text.lower()
    return (tok.kind == "word" and low not in STOPWORDS and low not in _INSTRUCTION_FILLER
            and low not in _QUESTION_FILLER and tok.value not in _QUESTION_FILLER)


def possessive(word: str) -> str:
    return re.sub(r"['’]s?$", "", word.lower())


def _is_name(t: Token, lower_words: set) -> bool:
    low = possessive(t.text)
    if not t.text[:1].isupper() or low == "i":
        return False
    if not t.initial:
        return True
    return not (low in STOPWORDS or low in _COMMON_STARTERS or low in INSTRUCTION_WORDS or low in lower_words
                or t.value in POLARITY or low in POLARITY or low.endswith(("ly", "ing", "ed")) or low in CARDINALS)


def _anchor(toks: list[Token], i: int) -> frozenset:
    """What number ``toks[i]`` counts: the nearest content words on each side (tagged by side and
    distance) and all content words of its clause, never crossing a sentence or clause boundary."""
    t = toks[i]
    feats = set()
    for step, side in ((-1, "L"), (1, "R")):
        j, dist = i + step, 0
        while 0 <= j < len(toks) and toks[j].sentence == t.sentence and toks[j].clause == t.clause and dist < _CONTEXT:
            u = toks[j]
            if is_content(u) or u.kind in ("sym", "num") or u.text.lower() in _ANCHOR_EXTRA:
                dist += 1
                feats.add(f"{side}{dist}:{u.value}")
                feats.add(u.value)
            j += step
    return frozenset(feats)


def _next_word(toks: list[Token], i: int) -> str:
    """The first content word after ``toks[i]`` in its clause ("" if none)."""
    t = toks[i]
    for u in toks[i + 1:]:
        if u.sentence != t.sentence or u.clause != t.clause:
            break
        if is_content(u):
            return u.value
    return ""


def content(problem: str) -> Content:
    """The :class:`Content` of a problem (instruction sentences and prefixes dropped first)."""
    text = strip_instructions(problem)
    for pattern, repl in _PHRASES:
        text = pattern.sub(repl, text)
    toks = tokens(text)
    sentences = [s for s in SENTENCE.split(nfkc(text)) if s.strip()]
    asked = {i for i, s in enumerate(sentences) if s.rstrip().endswith("?")} or (
        {len(sentences) - 1} if sentences else set())
    lower_words = {possessive(t.text) for t in toks if t.kind == "word" and t.text[:1].islower()}

    numbers, units, polarity, words = Counter(), Counter(), Counter(), Counter()
    question, names, anchors, heads = set(), set(), [], set()
    ones, articles = Counter(), Counter()
    for i, t in enumerate(toks):
        if t.kind == "num":
            if t.value != ONE:
                numbers[t.value] += 1
            else:
                ones[_next_word(toks, i)] += 1
            anchors.append((t.value, _anchor(toks, i)))
            head = next((u for u in toks[i + 1:] if u.sentence != t.sentence or u.clause != t.clause or is_content(u)),
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
            names.add(possessive(t.text))
        unit = UNITS.get(low) or UNIT_STEM.get(stem(low))
        if unit:
            units[unit] += 1
        pol = POLARITY.get(low) or POL_STEM.get(stem(low)) or POL_STEM.get(t.value)
        if pol:
            polarity[pol] += 1
        if low.endswith("n't"):
            polarity["not"] += 1
        if is_content(t):
            words[t.value] += 1
            if t.sentence in asked:
                question.add(t.value)
    qtext = " ".join(sentences[i] for i in sorted(asked)).lower()
    kind = next((k for pattern, k in _QUESTION_KINDS if pattern.search(qtext)), None)
    all_lower = frozenset(possessive(t.text) for t in toks if t.kind == "word")
    return Content(numbers=numbers, anchors=tuple(anchors), names=frozenset(names), words_lower=all_lower,
                   units=units, polarity=polarity, question=frozenset(question), question_kind=kind, words=words,
                   heads=frozenset(heads), ones=ones, articles=articles)


def one_edit(a: str, b: str) -> bool:
    """``a`` and ``b`` differ by one inserted, deleted, replaced or swapped letter."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return (a[i + 1:] == b[i + 1:] or a[i + 1:] == b[i:] or a[i:] == b[i + 1:]
            or (a[i + 1:i + 2] == b[i:i + 1] and a[i:i + 1] == b[i + 1:i + 2] and a[i + 2:] == b[i + 2:]))
