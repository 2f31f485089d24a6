"""The text rule (free-form requests, template ``chat-v1``): typed slots, then wording, then similarity.

A request is read into :class:`Slots` (:func:`slots`); two requests are the same task only when every
slot agrees, few content words differ, and the embedding cosine clears a floor (:class:`TextRule`).

   ============ ===============================================================================
   literals     quoted text ("...", '...', `...`), paths, globs, file names, flags (``/var/log``,
                ``*.log``, ``-r``), identifiers (``pi_3Nd8sK2``, ``K7P2QX``): compared exactly, case
                kept ("log files" reads as ``.log``)
   numbers      numbers and number words, dates (``1 March`` = ``March 1st`` = ``03-01``; a date's year is part
                of it, so two dates trading years differ, and one year said for a range is both dates'), clock
                times (``9am`` = ``9:00 a.m.`` = ``09:00``); a number said with a unit or a sign keeps
                it, and its rate or substance where both name one ("6 feet 2 inches" != "2 feet 6
                inches", "$60 per day" != "$60 per item"), a number keeps the word it counts and the
                direction before it ("5 departments", "before 2020")
   roles        ordered slots: a unit, scale, language or (beside a clock time) a place is a
                *source* right after a quantity or after "from", a *target* after "to"/"into"/"in"
                or "how many"; compared as (slot, role) pairs, so "5 miles to km" != "5 km to miles"
   operation    what is asked of the data beyond retrieving it: count, sum, average, maximum, minimum,
                ascending, descending, delete, copy, move, summarise, ...; a list verb ("list",
                "show", "find") names no operation ("show the number of" = "count")
   object       the unit an operation or a list verb acts on (lines, words, characters, bytes, rows,
                fields, files, ...): "count the words" != "count the lines", "the word count" = "count
                the words"; compared when both requests name one
   question     the kind of answer a question sentence asks for: why, how much, who, where, when,
                how old/long/far/... (without a quantity), yes/no ("Can X ...?" vs "Why can X ...?");
                "name" after a determiner or a possessive is the thing asked for, not a list verb; a yes/no
                question about some of the things ("any of them") is not one about all ("both"); two things
                joined by "or" are not the same joined by "and"; "her own" is not "Bob's"; an archive format
                named on both sides ("zip" vs "gzip") is compared; a yes/no question ("Is that fine?") is not a
                "what ...?" question ("What is her fine?"), and "do you know what ...?" asks the what
   mood         a text that asks or requests something is never the same task as one that only
                states something ("What is the dog's name?" vs "The user has a dog named Rex."):
                :mod:`kvmemory.sametask.mood`
   order        ordered slots: what directly follows "from" is a *source*, what follows
                "to"/"into"/"onto" a *target*, "than" what is compared with, "then (by)" a second
                key, "per" the key and what it divides (a literal, a number, a direction or state, a
                content word); where both requests fill a role it must hold the same things, so "from
                ./a to ./b" != "from ./b to ./a", "formal to casual" != "casual to formal", "orders
                per customer" != "customers per order"
   context      a sentence before the ask that only sets the scene ("I'm plotting a sailing route.")
                is dropped, or compared on its slots alone (:mod:`kvmemory.sametask.context`)
   polarity     negation, wherever it is said (not, n't, except, without, excluding, excluded,
                unless, outside, other than, all but, leaving out, ignoring, missing, non-X,
                impossible, ...) and direction and bounds (before/after, above/below, at least/at
                most, more/less, older/newer, ...); "less" before a gradable direction means its
                opposite ("less casual" = more formal, "less recent" = older)
   wording      the other content words (case-folded, stemmed, abbreviations expanded: SQL, DB =
                database, Postgres = PostgreSQL, dir = folder = directory; a few synonyms folded);
                a word replaced by another unknown word is a change (``max_swapped``), a word on one
                side only is tolerated up to ``max_extra``
   similarity   the embedding cosine reaches ``min_score`` (a floor, not the judge: no changed request
                of the seven domain sets passes the slots, while true rewordings reach cosines of 0.57)
   ============ ===============================================================================

Ordinary ways of saying a request (arrows, "in F", "N days old", "in the last N days", "greater than 0")
are read first by :func:`kvmemory.sametask.readings.fold_readings`, alike on both sides.

Sentence-initial capitals are not names here: case never decides, content words do ("Correct the
grammar" vs "fix the grammar" is a synonym, "France" vs "Germany" a replaced word). Every gate errs
towards "not the same": a miss costs a transfer decode, a false hit serves a neighbour's answer.
The thresholds are chosen on the fitted splits of ``evalsets/sametask/domains`` (calib, tune,
heldout4, heldout5) under an error bound (:func:`kvmemory.bench.sameproblem.calibrate_domains`).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache

from .bindings import count_swapped, quantities_differ, read_quantities, read_scoped, scoped_differ, unit_moved
from .context import context_split
from .courtesy import drop_courtesy
from .decision import Decision
from .flow import TIME_SPANS, flow_added, flow_differs, flow_flipped, read_flow
from .envelope import open_envelope
from .framing import drop_framing
from .lexicon import (ARCHIVE_FORMAT, ARCHIVE_FORMATS, AREA_UNITS, CLOCK, DIMENSIONS, FILLER, FOLD, LIST_VERBS, LIT,
                      NARROWING, OPS, POLAR, REGION, SCALES, SCOPE_WORDS, fold_word, is_rate, op_pol, polar_of, unit_of)
from .markdown import plain_markdown
from .mood import mood, sentence_mood
from .names import named_differ, read_named
from .objects import (OBJECT_NOUNS, agent_swapped, object_missing, object_swapped, objects_differ, read_agents,
                      read_objects, read_owners)
from .payload import payload_differs
from .phrases import added_phrase, phrases
from .places import PLACES, ZONES, join_places
from .quoted import dictated_quotes, unquote_stated
from .readings import fold_readings, same_year
from .slotset import Slots
from .structured import plain_structured
from .typos import mend_typos
from .words import (CARDINALS, LANGUAGES, MONTH_NAMES, ORDINALS, SENTENCE, UNITS, WEEKDAY_NAMES, Token, nfkc,
                    nfkc_quotes, normalize, one_edit, strip_instructions, tokens)

__all__ = ["TextRule", "DEFAULT_TEXT_RULE", "VETOES_ONLY", "Slots", "slots", "text_differences", "decide_text"]


@dataclass(frozen=True)
class TextRule:
    """Thresholds of :func:`decide_text` (chosen on the fitted splits; see the data README).

    ``min_score``: least embedding cosine. ``max_extra``: content words on one side only.
    ``max_swapped``: content words replaced by a word the rule does not know as a synonym.
    ``paraphrases``: ``((word, word), ...)``, words this rule reads as one where they stand in for each other
    (content words and objects): a rule whose texts are pinned by something else (a code prompt's examples)
    names the near-synonyms it allows, instead of allowing any replaced word. ``compare_mood``: a text that asks
    or requests is never the same task as one that only states (:mod:`kvmemory.sametask.mood`); off for a code
    prompt's docstring, which describes the function asked for in either mood.
    """

    min_score: float = 0.5
    max_extra: int = 3
    max_swapped: int = 0
    paraphrases: tuple = ()
    compare_mood: bool = True


DEFAULT_TEXT_RULE = TextRule()
#: The text rule with its vetoes only: no word budget, no similarity floor (``Template.same_vetoes``).
VETOES_ONLY = TextRule(min_score=-1.0, max_extra=1_000_000, max_swapped=1_000_000)

# -- lexicons (generic English, not fitted to any evaluation case) -----------------------------------------
_MONTHS = {m.lower(): i + 1 for i, m in enumerate(MONTH_NAMES)}
_WEEKDAYS = frozenset(d.lower() for d in WEEKDAY_NAMES)
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_MONTH_RE = r"(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DATE_DM = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(" + _MONTH_RE + r")(?:,?\s+(\d{4}))?\b", re.I)
_DATE_MD = re.compile(r"\b(" + _MONTH_RE + r")\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b", re.I)
_DATE_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_TIME_AMPM = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?", re.I)
_TIME_24 = re.compile(r"\b(\d{1,2}):(\d{2})\b")
#: A quoted text that is prose: words, apostrophes, hyphens and sentence punctuation only (no path, code or number sign).
_PROSE = re.compile(r"[a-z0-9' ,;:.!?-]+")
_LITERAL_QUOTED = re.compile(r"\"([^\"]+)\"|`([^`]+)`|(?<![\w])'((?:[^']|(?<=\w)'(?=\w))+)'(?![\w])")   # 'the report's late'
_LITERAL_CODE = re.compile(r"(?<![\w])(?:[\w~*.-]*[/*][\w~*./-]*|\.[a-z0-9]{1,5}(?:\.[a-z0-9]{1,3})?|[\w-]+(?:\.[a-z0-9]{1,5}){1,2}|"
                           r"-{1,2}[a-zA-Z][\w-]*)"
                           r"(?![\w])")
#: A run of letters and digits joined by ``_`` or ``-``, with a letter and a digit in it: an identifier when
#: :func:`_identifier` says so.
_LITERAL_ID = re.compile(r"(?<![\w.@/-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*(?![\w@/-]|\.\w)")
_EXTENSIONS = "log txt csv json py md jpg jpeg png pdf html xml yaml yml sh tmp bak gz zip tar conf ini sql js ts"
_EXT_ALT = "|".join(_EXTENSIONS.split())
_EXT_WORDS = re.compile(r"\.?\b(" + "|".join(_EXTENSIONS.split()) + r") files?\b|\b(jpg|jpeg|png|pdf|csv|json|html|xml|yaml|yml|txt)s\b(?!\.)", re.I)   # ".py files" keeps no stray "."; "jpgs" = ".jpg files"

#: Ordering phrases, folded to one token before anything else reads them.
_ORDER = (
    (re.compile(r"\b(?:in\s+)?(?:ascending|increasing)(?:\s+order)?\b|\b(?:from\s+)?(?:smallest|lowest|shortest|"
                r"cheapest|earliest|oldest|least)\s+(?:to\s+(?:largest|highest|longest|biggest|latest|newest|most)|"
                r"(?:[a-z]+\s+){0,2}first)\b", re.I), " orderasc "),
    # alphabetical order names its key too (:func:`read_flow`: "alphabetically" is not "by length, shortest first")
    (re.compile(r"\breverse\s+alphabetical(?:ly)?(?:\s+order)?\b|\bz\s*(?:-|to)\s*a\b", re.I), " orderdesc keyalpha "),
    (re.compile(r"\balphabetical(?:ly)?(?:\s+order)?\b|\ba\s*(?:-|to)\s*z\b", re.I), " orderasc keyalpha "),
    (re.compile(r"\b(?:in\s+)?(?:descending|decreasing)(?:\s+order)?\b|\b(?:from\s+)?(?:largest|highest|longest|"
                r"biggest|latest|newest|most\s+recent|most\s+expensive)\s+(?:to\s+(?:smallest|lowest|shortest|"
                r"earliest|oldest|least)|(?:[a-z]+\s+){0,2}first)\b", re.I), " orderdesc "),
    # "from the highest average down", "from the cheapest up"
    (re.compile(r"\b(?:from\s+)?(?:the\s+)?(?:highest|largest|longest|biggest|latest|newest|most)\s+(?:[a-z]+\s+){0,2}?"
                r"down(?:wards?)?\b", re.I), " orderdesc "),
    (re.compile(r"\b(?:from\s+)?(?:the\s+)?(?:lowest|smallest|shortest|cheapest|earliest|oldest|least)\s+(?:[a-z]+\s+){0,2}?"
                r"up(?:wards?)?\b", re.I), " orderasc "),
)
_UNIT_WORDS = "|".join(sorted({w + e for w in [k for k in UNITS if k.isalpha() and len(k) >= 2]
                                 + ["gals", "lbs", "hrs", "mins", "secs", "yds", "mi", "tsp", "tbsp"]
                                 + ("kb mb gb tb kib mib gib tib byte kilobyte megabyte gigabyte terabyte kibibyte "
                                    "mebibyte gibibyte tebibyte").split()
                                 + sorted(AREA_UNITS)
                                 + ["celsius", "fahrenheit", "kelvin"] for e in ("", "s", "es")}, key=len, reverse=True))
#: Bounds and comparisons (phrases before words).
_BOUND_PHRASES = (
    (re.compile(r"\b(?:greater|more|larger|higher|bigger)\s+than\s+or\s+equal\s+to\b|\bat\s+least\b|\bno\s+less"
                r"\s+than\b|\bor\s+more\b|\bor\s+greater\b|\bor\s+above\b|\bor\s+later\b|\bor\s+after\b", re.I),
     " boundge "),
    (re.compile(r"\b(?:less|fewer|smaller|lower)\s+than\s+or\s+equal\s+to\b|\bat\s+most\b|\bno\s+more\s+than\b|"
                r"\bor\s+less\b|\bor\s+fewer\b|\bor\s+below\b|\bup\s+to\b|\bor\s+earlier\b|\bor\s+before\b", re.I),
     " boundle "),
    (re.compile(r"\bother\s+than\b|\bapart\s+from\b|\baside\s+from\b|\boutside\s+of\b|\bexcept\s+for\b|\bleav(?:e|ing)"
                r"\s+out\b|\b(?:all|any|every|each)(?:one|body|thing)?(?:\s+\w+)?\s+but\b(?!\s+(?:also|then)\b)",
                re.I), " except "),
    (re.compile(r"\b(?:how\s+(?:many|much)|(?:the\s+)?(?:total\s+)?number\s+of)\s+(?=(?:degrees?\s+|[a-z]+\s+(?:[a-z]+\s+)?)?"
                r"(?:" + _UNIT_WORDS + r")\b)", re.I), " into "),     # "how many US liquid gallons" asks for gallons
    (re.compile(r"(?:^|(?<=[:;]\s)|\b(?:the|a|its|their|his|her|our|your)\s+)(?:total\s+)?number\s+of\b|\bhow\s+many\b|"
                r"\bthe\s+count\s+of\b", re.I), " count "),
    (re.compile(r"\b(?:order|ordered|ordering)\s+(?=by\b)|(?:^|(?<=[.!?;:\n])|(?<=[.!?;:]\s))\s*order(?=\s+(?:the|these|"
                r"those|all|them|my|this|its|their)\b)", re.I), " sort "),     # "Order the words ..." = "Sort the words"
    (re.compile(r"\bwhat\s+amount\b", re.I), " how much "),
    (re.compile(r"\badd\s+(?:up|together)\b", re.I), " sum "),
    (re.compile(r"\bmultiply(?:\s+together)?\b", re.I), " product "),
    (re.compile(r"\bwhat\s+time\s+(?:is\s+it|will\s+it\s+be|it\s+is)\s+in\b", re.I), " timein "),
    (re.compile(r"\b(?:what\s+|which\s+)?day\s+of\s+the\s+week\b|\bwhich\s+day\b|\b(?:what\s+|which\s+)?weekday\b",
                re.I), " weekday "),
    (re.compile(r"\badd\s+(\S+\s+(?:" + _UNIT_WORDS + r"))\s+to\b", re.I), r" \1 after "),
    (re.compile(r"\bsubtract\s+(\S+\s+(?:" + _UNIT_WORDS + r"))\s+from\b", re.I), r" \1 before "),
)
_NEEDS_NUMBER = frozenset({"over", "under", "above", "below"})
#: Negation by prefix: "impossible", "unable", "disallowed", "non-refundable" read as "not" + the root.
_NEGATED = re.compile(r"^(un|im|in|il|ir|dis|non-?)(\w+)$")
_NEGATABLE = frozenset("""
possible able allowed permitted available valid legal safe necessary eligible authorized authorised approved
supported reimbursable refundable acceptable limited likely correct true known official paid lawful sorted
expensable taxable billable covered included insured qualified certified licensed mandatory required
""".split())
_SCALE_LETTER = {"c": "celsius", "f": "fahrenheit", "k": "kelvin"}
_DEGREES = re.compile(r"(?:°|\bdeg(?:rees?)?\.?)\s*(celsius|fahrenheit|kelvin|centigrade|c|f|k)\b|(?<=\d)\s*([CFK])\b",
                      re.I)
_LANGUAGES = LANGUAGES
_SRC_GAP = frozenset({"degree", "degrees", "in", "at", "of", "the", "o'clock", "local", "time", "a", "an",
                      *REGION})   # "3/4 of a US cup": the cup's number
_TGT_CUE = frozenset({"to", "into", "in", "as", "timein", "count", "much"})




def _time(h: int, m: int, ampm: str | None) -> str:
    if ampm:
        h = h % 12 + (12 if ampm.lower() == "p" else 0)
    return "clk" + "".join("abcdefghij"[int(d)] for d in f"{h:02d}{m:02d}")


_MONTH_YEAR = re.compile(r"\b(" + _MONTH_RE + r")\s+(?:of\s+)?(\d{4})\b|\b(in|during|for|since|until|through|"
                         r"throughout|of)\s+(" + _MONTH_RE + r")(?![\w'])|()\b(?!may\b|mar\b)(" + _MONTH_RE
                         + r")(?![\w'])", re.I)


#: Names written in capitals that lower-case to a stop word: the IT department, the US (its units).
_CAPS_NAMES_AS = {"IT": "itdepartment", "US": "usa", "U.S.": "usa"}
_CAPS_NAMES = re.compile(r"(?<![\w.])(IT|US|U\.S\.)(?=['’]s\b|(?![\w.]))")


def _caps_names(text: str) -> str:
    """``text`` with the capitalised names that read as words spelled as names ("IT" = "itdepartment", "US" = "usa")."""
    return _CAPS_NAMES.sub(lambda m: " " + _CAPS_NAMES_AS[m.group(1)] + " ", text)


def _fold_dates_times(text: str, numbers: Counter) -> str:
    def month(name, year):      # "May 2024", "in June": a month is a number, as a date's is ("may" is no modal)
        numbers[f"M{_MONTHS[name.lower().rstrip('.')]:02d}"] += 1
        if year:
            numbers[str(int(year))] += 1
        return " "

    dates = []

    def date(day, month, year):     # a full date is one number: two dates trading years are other dates
        dates.append((f"{_MONTHS[month.lower().rstrip('.')]:02d}{int(day):02d}", int(year) if year else None))
        return " "

    text = re.sub(r"\s+,", ",", text)         # "19 August , 2025" (a reading left a space): the date's year
    text = _DATE_ISO.sub(lambda m: date(m.group(3), list(_MONTHS)[int(m.group(2)) - 1], m.group(1))
                         if 1 <= int(m.group(2)) <= 12 else m.group(0), text)
    text = _DATE_DM.sub(lambda m: date(m.group(1), m.group(2), m.group(3)), text)
    text = _DATE_MD.sub(lambda m: date(m.group(2), m.group(1), m.group(3)), text)
    text = _MONTH_YEAR.sub(lambda m: month(m.group(1), m.group(2)) if m.group(1) else
                           f" {m.group(3)} {month(m.group(4), None)}" if m.group(3) else month(m.group(6), None), text)
    years = {year for _, year in dates if year}
    for day, year in dates:         # "from Jan 1 to Jul 4, 2024": one year said for both dates
        year = year or (next(iter(years)) if len(years) == 1 else None)
        numbers[f"D{year or ''}{day}"] += 1
    text = re.sub(r"\bnoon\b|\bmidday\b", " 12:00 ", text, flags=re.I)
    text = re.sub(r"\bmidnight\b", " 0:00 ", text, flags=re.I)
    text = _TIME_AMPM.sub(lambda m: f" {_time(int(m.group(1)), int(m.group(2) or 0), m.group(3))} ", text)
    return _TIME_24.sub(lambda m: f" {_time(int(m.group(1)), int(m.group(2)), None)} ", text)


_NUMBER_WORD = (r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|"
                r"fifty|hundred|thousand)\b")
_ORDINAL_WORDS = list(ORDINALS)      # "first" ... "tenth", in order
_YESNO = frozenset("can could is are am do does did should may will would has have was were must shall".split())
_ASKS = ((re.compile(r"^\W*why\b|\bwhat\s+is\s+the\s+reason\b|\bfor\s+what\s+reason\b", re.I), "why"),
         (re.compile(r"^\W*how\s+much\b|\bwhat\s+(?:amount|sum)\b|\bhow\s+much\b|\bwhat\s+is\s+the\s+(?:\w+\s+){0,3}"
                     r"(?:limit|cap|allowance|budget|maximum|amount)\b", re.I), "amount"),
         (re.compile(r"^\W*who\b", re.I), "who"), (re.compile(r"^\W*where\b", re.I), "where"),
         (re.compile(r"^\W*when\s+(?:is|are|was|were|do|does|did|will|would|can|could|should|shall|has|have|had|"
                     r"must)\b", re.I), "when"))
#: "How old", "how long", "how far", ...: each asks for its own kind of answer (an age, a length, a distance);
#: with a quantity in the sentence it asks for that quantity in other units ("how far is 15 miles in km").
_HOW = re.compile(r"^\W*how\s+(old|long|far|big|tall|often|fast|late|early|soon|large|heavy|high|deep|wide|small)\b",
                  re.I)


def _asks(text: str) -> frozenset:
    """What kind of answer each question sentence asks for: why, amount, who, where, when, how old/long/far/...,
    yes/no."""
    out = set()
    sentences = [x for x in re.split(r"(?<=[.?!])\s+|\n+", text) if x.strip()]
    for sentence in sentences:
        sentence = re.sub(r"^[^?\d]{1,30}?\s[-–—:]+\s+(?=\w)", "", sentence.strip())   # "annual bonus - who ...?"
        kind = next((k for pattern, k in _ASKS if pattern.search(sentence)), None)
        how = _HOW.match(sentence) if not re.search(r"\d|" + _NUMBER_WORD, sentence, re.I) else None
        kind = kind or (f"how {how.group(1).lower()}" if how else None)
        main = re.sub(r"^(?:as|for|if|when|in|on|at|with|hey|hi|hello|ok|okay|so)\b[^,?]*,\s*", "", sentence,
                      flags=re.I)   # a leading clause or greeting
        main = re.sub(r"^[^?\d]{1,30}?\s[-–—]+\s+(?=\w)", "", main)   # "quick q - can ...?": a lead-in before a dash
        asked = sentence.endswith("?") or (len(sentences) == 1 and re.match(   # "can we bring pets" without "?"
            r"\W*(?:is|are|can|could|may|should|does|will)\s+(?!not\b)\w+", main, re.I))
        if kind is None and asked and main.split()[0].lower() in _YESNO and not re.match(
                r"\W*(?:(?:can|could|would|will)\s+(?:you|u)\b|may\s+\d|(?:do|does|did)\s+(?:you|u|anyone|anybody)\s+"
                r"(?:happen\s+to\s+)?know\s+(?:what|which|who|whom|whose|how|when|where|why)\b)", main, re.I):
            kind = "yes/no"       # "Can you ...?" is a request, "May 1st" a date, "Do you know what ...?" asks the what
        if kind is None and asked and re.match(r"\W*(?:what|which|whose)\b", main, re.I) and not re.search(
                r"[,;:–—-]\s*(?:" + "|".join(_YESNO) + r")\s", main, re.I):   # "what about 2100, is it a leap year?"
            kind = "what"                 # a thing asked for: compared only with a yes/no question (a verdict)
        if kind is None and re.search(r"\b(?:ok|okay|allowed|fine|permitted)\s*\?\s*$", sentence, re.I) and not re.search(
                r"\b(?:her|his|my|our|their|your|its|the|a|total)\s+fine\s*\?\s*$", sentence, re.I):  # "her fine?": a penalty
            kind = "yes/no"                               # "remote work on Fridays ok?"
        if kind:
            out.add(kind)
    return frozenset(out)



#: Quantifiers of a yes/no question: whether it asks about some of the things or all of them ("Can she borrow at
#: least one of them?" vs "Can she borrow both?"; "at least one" is read as "any" by :mod:`.readings`).
_QUANTIFIERS = {**dict.fromkeys("any anyone anybody anything either some".split(), "some"),
                **dict.fromkeys("all both every each everyone everybody everything".split(), "all")}
_QUANTIFIER = re.compile(r"\b(" + "|".join(_QUANTIFIERS) + r")\b|\bone\s+of\s+(?:them|these|those|the)\b", re.I)


def _quantified(text: str) -> frozenset:
    """Whether the yes/no questions of ``text`` ask about some or all of what they name (``{"some"}``, ``{"all"}``,
    both, or empty where they say neither): "Can she borrow any of them?" is not "Can she borrow both?", while "Can
    she borrow them?" says neither and is compared on its other slots."""
    out = set()
    for sentence in re.split(r"(?<=[.?!])\s+|\n+", text):
        sentence = sentence.strip()
        words = re.findall(r"[a-z']+", sentence.lower())
        if sentence.endswith("?") and words and words[0] in _YESNO:
            out.update(_QUANTIFIERS.get(m.group(1).lower() if m.group(1) else "", "some")
                       for m in _QUANTIFIER.finditer(sentence))
    return frozenset(out)



#: "or" joining two things a request asks about or filters on ("status = 'open' OR priority = 'high'", "a cat or a dog"),
#: not a bound ("or more", "or later": :data:`_BOUND_PHRASES`), a correction ("or rather"), "whether or not", "yes or no".
_EITHER = re.compile(r"(?<!\bwhether\s)(?<!\byes\s)(?<!\btrue\s)(?<!/)\bor\b(?!\s+(?:more|less|fewer|greater|larger|smaller|higher|lower|later|"
                     r"earlier|above|below|after|before|older|newer|longer|shorter|equal|so|not|rather|else|otherwise|"
                     r"similar|thereabouts|two)\b)(?!/)", re.I)



#: Something said to be the subject's own ("approve her own leave"): whose it is, as a possessor would say it.
_OWN = re.compile(r"\b(?:his|her|their|my|your|its|our)\s+own\b", re.I)



#: Contractions expanded before anything reads a request ("What's the reason" = "What is the reason").
_CONTRACTIONS = ((re.compile(r"\b(what|that|it|there|here|who|where|how)'s\b", re.I), r"\1 is"),
                 (re.compile(r"\b(what|who|where|how)'re\b", re.I), r"\1 are"),
                 # typed without the apostrophe: "whats", "cant", "dont", "isnt", "wont"
                 (re.compile(r"\b(what|that|where|who|how)s\b", re.I), r"\1 is"),
                 (re.compile(r"\bcant\b", re.I), "cannot"), (re.compile(r"\bwont\b", re.I), "will not"),
                 (re.compile(r"\b(do|does|did|is|are|was|were|should|would|could|has|have|had|must)nt\b", re.I),
                  r"\1 not"))
#: Abbreviations whose full stops are not file names or paths ("i.e.", "e.g.").
_LATIN = re.compile(r"\b(?:i\.e|e\.g|etc|vs|cf)\.", re.I)
#: A clock hour said in words: "9 in the morning" = 9am, "6 in the evening" = 6pm.
_DAYPART = re.compile(r"\b(\d{1,2}|" + "|".join(w for w, n in CARDINALS.items() if 1 <= n <= 12) + r")(?::(\d{2}))?\s+"
                      r"(?:o'clock\s+)?(?:in\s+the\s+(morning|afternoon|evening)|at\s+(night))\b", re.I)


def _daypart(m: re.Match) -> str:
    pm = (m.group(3) or m.group(4)).lower() != "morning"
    hour = m.group(1) if m.group(1).isdigit() else str(CARDINALS[m.group(1).lower()])    # "nine in the morning"
    return f"{hour}:{m.group(2) or '00'} {'pm' if pm else 'am'}"


def plain_layout(text: str) -> str:
    """``text`` as the plain words its layout stands for: an e-mail's or a ticket's envelope opened (:mod:`.envelope`:
    subject line, quoted lines, signature), data shapes as fields (:mod:`.structured`: a JSON tool call, a query
    string, a command's long options, a CSV row), then Markdown (:mod:`.markdown`)."""
    return plain_markdown(plain_structured(open_envelope(text)))


def set_aside(text: str) -> str:
    """``text`` without what cannot change what is asked: layout (:func:`plain_layout`), greetings and
    sign-offs (:mod:`.courtesy`), the wrappers of software and go-betweens (:mod:`.framing`)."""
    text, before = plain_layout(text), None
    while before != text:
        before = text
        text = drop_framing(drop_courtesy(text))
    return text


#: Words that take the things as a whole, not group by group (:attr:`Slots.whole`).
_WHOLE = re.compile(r"\b(?:all|across|combined|overall|altogether|together(?!\s+with)|entire|whole)\b", re.I)


def slots(text: str) -> Slots:
    """The :class:`Slots` of a request (its greeting and sign-off, then instruction sentences dropped first)."""
    text = set_aside(text)
    literals, numbers, order = Counter(), Counter(), []
    folded, asks = _fold(text, literals, numbers, order)
    toks = tokens(folded)
    read = _read(toks, literals, numbers, asks)
    unquoted = _QUOTED.sub(" ", nfkc_quotes(text))
    return replace(read, flow=read_flow(toks, order), objects=read_objects(toks),
                   phrases=phrases(toks, fold_word, read.words, LIT.fullmatch, _slot_word),
                   permits=bool(_PERMISSION.search(folded)), more=bool(_SECOND_ASK.search(unquoted)),
                   weekdays=_weekdays(folded), owners=read_owners(folded), agents=read_agents(folded),
                   **_asked(text), only_before=_only_before(unquoted), quantified=_quantified(unquoted),
                   either=bool(_EITHER.search(unquoted)), own=bool(_OWN.search(unquoted)),
                   whole=bool(_WHOLE.search(unquoted)), schema=_schema(text),
                   formats=frozenset(ARCHIVE_FORMATS[m.group(1).lower()] for m in ARCHIVE_FORMAT.finditer(text)),
                   permissions=_permissions(unquoted),
                   fields=frozenset(fold_word(f.strip().split()[0].lower()) for m in _SCHEMA.finditer(text)
                                    for f in m.group(1).split(",") if f.strip() and f.strip()[0].isalpha()),
                   mood=mood(nfkc(text)))     # the whole text: an instruction in front is a request


def _slot_word(t: Token) -> bool:
    """A word compared as a slot of its own: a unit, a scale or a language."""
    low = t.text.lower()
    return bool(unit_of(low)) or fold_word(low) in _LANGUAGES


def _lit(values: list, value: str) -> str:
    """The token standing for a literal where it was written (``lit`` + its index in letters)."""
    values.append(value)
    return "lit" + "".join("abcdefghij"[int(d)] for d in str(len(values) - 1))


#: "one" or "a single" before the thing a request asks for ("one command", "a single number", "one time zone"): an
#: article, not a count; "in one sentence", "one line per file" keep their number.
_ONE_OF_A_KIND = re.compile(r"\b(?:a\s+single|single|one)\s+(?=(?:[a-z-]+\s+){0,2}?(?:command|query|number|total|value|result|"
                            r"answer|integer|figure|statement|time\s+zone|timezone|archive|tarball)\b)", re.I)


def _identifier(value: str) -> bool:
    """Whether a run of letters and digits (:data:`_LITERAL_ID`) names something rather than says a quantity: an id,
    a key, a hash, a code (``pi_3Nd8sK2eZvKYlo2C``, ``cus_9fK2``, ``K7P2QX``, ``3f1c2a9e``). Read word by word, its
    digits become numbers and its letters units ("2C" is 2 degrees Celsius), so two ids that differ in a letter read
    alike; as a literal it is compared exactly, case kept. A number with a unit or an ordinal ("5km", "10am", "2nd", "1990s", "3x") changes between letters and digits at most twice
    and has no ``_``; an id has an ``_`` or changes at least four times. A code and a number (``SKU-110``,
    ``UTC-7``) stays words and a number: its number is compared as one."""
    if "_" in value:
        return True
    kinds = [c.isdigit() for c in value if c.isalnum()]
    return sum(a != b for a, b in zip(kinds, kinds[1:])) >= 4


def _fold(text: str, literals: Counter, numbers: Counter, order: list | None = None) -> tuple[str, frozenset]:
    """The request with literals, dates, times, orders and bounds folded to tokens (counted into
    ``literals`` and ``numbers``; ``order`` gets each literal's value, the index its token names), and what
    its questions ask."""
    order = [] if order is None else order
    text = nfkc(strip_instructions(text))
    text = _caps_names(text)      # "IT's approval" is not "it is"
    for pattern, repl in _CONTRACTIONS:
        text = pattern.sub(repl, text)
    text = _DAYPART.sub(_daypart, fold_readings(_LATIN.sub(" ", text)))   # "half past three in the afternoon"
    text = join_places(text)      # "new york" = "New York": one place
    asks = _asks(re.sub(r"\"[^\"]*\"", "x", text))

    def literal(m: re.Match) -> str:
        value = next(g for g in m.groups() if g is not None) if m.groups() else m.group(0)
        value = " ".join(value.split()).rstrip(".!?,;:").strip().casefold()   # "Thanks." = "thanks"
        if _PROSE.fullmatch(value) and len(value.split()) >= 5:   # a dictated quote has no commas: the words are the text
            value = " ".join(re.sub(r"[,;:.!?]+(?=\s|$)", " ", value).split())
        literals[value] += 1
        return f" {_lit(order, value)} "

    text = _LITERAL_QUOTED.sub(literal, text)

    def identifier(m: re.Match) -> str:
        if not _identifier(m.group(0)):
            return m.group(0)
        literals[m.group(0)] += 1
        return f" {_lit(order, m.group(0))} "

    text = _LITERAL_ID.sub(identifier, text)
    text = _EXT_WORDS.sub(lambda m: f" .{(m.group(1) or m.group(2)).lower()} files ", text)
    text = _DEGREES.sub(lambda m: " " + _SCALE_LETTER.get((m.group(1) or m.group(2)).lower(), m.group(1) or m.group(2))
                        + " ", text)
    text = _fold_dates_times(text, numbers)
    text = re.sub(r"\bone[\s-]?liners?\b|\bone-line\b", "oneliner", text, flags=re.I)   # "one liner" = "one-line" = "one-liner"
    # "by which one may ascertain": a person, not a count ("one can of soup" keeps its count)
    text = re.sub(r"\bone\s+(?=(?:may|can(?!\s+of\b)|could|should|must|would|might)\s+[a-z])", "you ", text,
                  flags=re.I)
    text = _ONE_OF_A_KIND.sub("a ", text)        # "one command that counts" = "a command that counts"
    text = re.sub(r"\b([1-9]|10)(?:st|nd|rd|th)\b", lambda m: " the " + _ORDINAL_WORDS[int(m.group(1)) - 1], text, flags=re.I)  # not first: "2nd highest"
    def code_literal(m: re.Match) -> str:
        value = m.group(0).rstrip(".")                # a path at the end of a sentence keeps its full stop apart
        if re.fullmatch(r"[\w-]+\.\d+|\d+/\d+", value) or not value:     # "v1.2", a fraction "3/4"
            return m.group(0)
        rest = m.group(0)[len(value):]
        if re.fullmatch(r"[A-Za-z]+/[A-Za-z]+", value):    # "ft/in", "and/or", "upper/lower": words, not a path
            top, per = value.lower().split("/")
            if is_rate(top, per):                            # "min/km": a rate, "min per km" (its units ordered)
                return f" {top} per {per} " + rest
            return " " + value.replace("/", " ") + " " + rest
        if re.fullmatch(r"\*\.\w+", value):               # "*.log" = ".log": a file type
            value = value[1:]
        if value.startswith("./") and len(value) > 2:      # "./data/raw" = "data/raw"; "src/" = "src"
            value = value[2:]
        value = value.rstrip("/") if len(value) > 1 and value.endswith("/") else value
        if re.fullmatch(r"\.?(?:" + _EXT_ALT + r")(?:\.(?:" + _EXT_ALT + r"))?", value, re.I):
            value = "." + value.lstrip(".").lower()       # "tar.gz" = ".tar.gz": a file type
        literals[value] += 1
        return f" {_lit(order, value)} " + rest

    text = _LITERAL_CODE.sub(code_literal, text)
    for value in [v for v in literals if v.startswith(".")]:   # "tar.gz ... as logs.tar.gz": the type is the file's
        if any(other != value and other.endswith(value) and not other.startswith(".") for other in literals):
            del literals[value]
    for pattern, repl in _ORDER + _BOUND_PHRASES:
        text = pattern.sub(repl, text)
    return text, asks


def _idle(low: str, op, pol, nxt: str, ahead: list) -> bool:
    """A word that reads as an operation or a direction but is none here."""
    if op == "count" and nxt[:1].isdigit():
        return True                   # "count 100 days forward": counting through, not an aggregate
    # "the sum of price over the orders": no bound without a number
    if low in ("above", "below"):
        return not nxt                # "the table below"; "above the average" compares
    return low in _NEEDS_NUMBER and not any(u.kind == "num" or CLOCK.fullmatch(u.text) for u in ahead)


#: Words after which a list verb is a noun ("the name of", "its output", "the user's name").
_NOUN_CUE = frozenset("the a an its their his her my your our this each every".split())


def _noun_use(low: str, prev: list[str]) -> bool:
    """``low`` is a list verb used as a noun, after a determiner or a possessive: what a question asks for ("the
    name of the dog" is not "the breed of the dog"). A list is what it holds ("the list of words" = "the words")."""
    return low != "list" and bool(prev) and (prev[-1] in _NOUN_CUE or prev[-1].endswith(("'s", "’s", "s'")))


def _sense(low: str, folded: str, nxt: str, ahead: list) -> tuple | None:
    """``(operation, polarity, word, folded word, negated)`` of a word, or None when it is idle here.
    Negation said in the word: "can't", "impossible" (not + possible), "non-Sales" (not + sales)."""
    op, pol = op_pol(low, folded)
    if _idle(low, op, pol, nxt, ahead):
        return None
    if low.endswith("n't"):
        pol = "not"
    neg = _NEGATED.match(low)
    if not (op or pol) and neg and (neg.group(2) in _NEGATABLE or neg.group(1) == "non-"):
        return None, None, neg.group(2), fold_word(neg.group(2)), 1
    return op, pol, low, folded, 0


def _role(prev: list[str], unit: bool = False) -> str:
    """The role of a unit, scale, language or place read after the tokens ``prev`` of its sentence:
    ``src`` after "from" or right after a quantity, ``tgt`` after a target cue ("to", "into", "in", ...)."""
    if len(prev) > 1 and prev[-1] == "per":      # a rate's unit: "5:20 per km" (given), "what is that per mile" (asked)
        before = prev[-2]
        if before == "#":
            return "src"
        if unit_of(before):
            return _role(prev[:-2]) if len(prev) > 2 else "any"    # the role of the unit it divides
        if before in ("that", "it", "this", "one") or before in _TGT_CUE:
            return "tgt"
    if len(prev) > 2 and prev[-1] in ("and", "or", "&", "+") and unit_of(prev[-2]):
        return _role(prev[:-2], unit)    # "to feet and inches": the role of the unit it is joined to
    bare = prev                       # whose unit it is left out: "to US gallons", "how many US liquid gallons"
    while len(bare) > 1 and bare[-1] in REGION:
        bare = bare[:-1]
    if unit and len(bare) > 1 and bare[-1] == "in" and bare[-2] == "#":
        return "tgt"                  # "€250 in US dollars": a unit after "<number> in" is the one asked
    back = prev[::-1][:4]
    near = back.index("#") if "#" in back else -1
    if prev and prev[-1] == "from":
        return "src"
    if near >= 0 and all(w in _SRC_GAP for w in back[:near]):
        return "src"
    if bare and (bare[-1] in _TGT_CUE or (len(bare) > 1 and bare[-2] in _TGT_CUE and bare[-1] in
                                          ("the", "degree", "degrees"))):
        return "tgt"
    return "any"


_DAY_GAP = _WEEKDAYS | frozenset(_MONTHS) | frozenset(
    "on a an the this next morning afternoon evening night today tomorrow tonight".split())


def _given_on(prev: list[str], role: str) -> str:
    """A place after "in" whose time is given: the quantity before it, past the day it names ("9:30 am on a Tuesday in
    Sydney, what time is it in London?": Sydney is the source)."""
    if role != "tgt" or not prev or prev[-1] != "in":
        return role
    back = prev[:-1]
    while back and back[-1] in _DAY_GAP:
        back = back[:-1]
    return "src" if back and back[-1] == "#" else role


def _place(t, low: str, prev: list[str], nxt: str) -> bool:
    """A place in a request that holds a clock time: a known city, region or zone abbreviation in any case
    (:data:`.places.PLACES`: "new york" is one word by then), a capitalised word mid-sentence, right before the time
    ("Paris 3 PM") or before "time" ("Lagos time"; not "the start time"), or a word after "in"."""
    if low in _MONTHS or low in _WEEKDAYS or low in FILLER or t.kind != "word" or CLOCK.fullmatch(t.text):
        return False                  # "between Friday 10 p.m. and Monday 6 a.m.": days, not places
    before_clock = bool(CLOCK.fullmatch(nxt))      # "Paris 3 PM" at the start ("chicago 15:30": a known place)
    return ((t.text[:1].isupper() and not t.initial) or (before_clock and t.text[:1].isupper())
            or low in PLACES or bool(prev and prev[-1] in ("in", "timein")) or (nxt == "time" and t.text[:1].isupper()))


def _count_slot(slot: str, folded: str, place: bool, role: str, nxt: str, roles: Counter, words: Counter) -> None:
    """Count a unit, scale, language or place into ``roles`` as (slot, role), or into ``words`` when a unit is
    named without a quantity or direction ("creation year")."""
    if role == "any" and place and CLOCK.fullmatch(nxt):
        role = "src"                  # "Paris 3 PM -> Chicago": the place whose time is given
    if role == "any" and not place and folded not in _LANGUAGES and folded not in SCALES:
        words[folded] += 1
    else:
        roles[(slot, role)] += 1


def _read(toks: list, literals: Counter, numbers: Counter, asks: frozenset) -> Slots:
    """Read the folded tokens into :class:`Slots`: numbers, roles, operations, polarity, words."""
    operations, polarity, words, roles = Counter(), Counter(), Counter(), Counter()
    has_time = any(t.kind == "word" and CLOCK.fullmatch(t.text) for t in toks)
    prev: list[str] = []          # the lower-cased tokens before the current one (this sentence)
    last_quantity = -10           # index of the last number/time token
    flip = False                  # "less" before a gradable direction: its opposite is meant
    modifies, last_word = set(), (-2, "")
    places = set()                # the places named, however often (a place is one slot, not a count)
    for i, t in enumerate(toks):
        low = t.text.lower()
        if i and t.sentence != toks[i - 1].sentence:
            prev = []
        if t.kind == "num" or CLOCK.fullmatch(t.text):
            numbers[t.value if t.kind == "num" else t.text] += 1
            last_quantity = i
            prev.append("#")
            continue
        if t.kind == "sym":           # "40 %", "$40": a symbol next to its quantity gives it
            ahead = toks[i + 1] if i + 1 < len(toks) and toks[i + 1].sentence == t.sentence else None
            roles[(t.value, "src" if last_quantity >= i - 1 or (ahead and ahead.kind == "num") else "any")] += 1
            prev.append(low)
            continue
        if LIT.fullmatch(low):
            prev.append("lit")
            continue
        folded = fold_word(low)
        unit = unit_of(low)
        nxt = toks[i + 1].text.lower() if i + 1 < len(toks) and toks[i + 1].sentence == t.sentence else ""
        place = has_time and _place(t, low, prev, nxt)
        if unit or folded in _LANGUAGES or place:
            if place and not unit and folded not in _LANGUAGES:
                places.add(folded)
            role = _role(prev, unit=bool(unit))
            _count_slot(unit or folded, folded, place, _given_on(prev, role) if place and not unit else role, nxt,
                        roles, words)
            prev.append(low)
            continue
        if low in ("more", "less") and polar_of(nxt) in _OPPOSITE:
            flip = low == "less"          # "more formal" = "formal"; "less casual" = "formal"
            prev.append(low)
            continue
        sense = _sense(low, folded, nxt, toks[i + 1:i + 3])
        if sense is None:
            prev.append(low)
            continue
        op, pol, low, folded, negated = sense
        if negated:
            polarity["not"] += 1          # "impossible" = "not possible", "unable" = "not able"
        if flip and pol:
            pol = _OPPOSITE.get(pol, pol)
        flip = False
        if op:
            operations[op] += 1
            if pol in ("newer", "older"):
                polarity[pol] += 1        # "latest" = the max by time: "most recent"
        elif pol:
            polarity[pol] += 1
        elif (low in LIST_VERBS or folded in LIST_VERBS) and not _noun_use(low, prev):
            pass                  # "list", "show", "find": retrieving is the default operation
        elif not (low in FILLER or folded in FILLER or FOLD.get(low) in FILLER) and t.kind == "word" \
                and low not in ("timein", "per"):      # "per": the key after it is an ordered slot (flow)          # "db" is "database", a filler word
            words[folded] += 1
            if last_word[0] == i - 1 and toks[i - 1].sentence == t.sentence:
                modifies.add((last_word[1], folded))
            last_word = (i, folded)
        prev.append(low)
    _settle(numbers, roles, operations, polarity)
    _settle_places(roles, places)
    return Slots(literals=literals, numbers=Counter(set(numbers)), roles=roles, operations=Counter(set(operations)),
                 polarity=polarity, words=words, asks=asks, modifies=frozenset(modifies), quantities=read_quantities(toks),
                 scoped=read_scoped(toks), named=read_named(toks))


#: The days of the week a request names (their short forms were written out by the readings: "Mon" = "Monday").
_WEEKDAY_TEXT = re.compile(r"\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.I)
_WEEKDAY_BY_PREFIX = {d[:3].lower(): d.lower() for d in WEEKDAY_NAMES}


def _weekdays(folded: str) -> frozenset:
    """The days of the week a request names (a list of days is compared item by item, not as wording: "Mon, Wed and
    Fri" is not "Mon and Fri"); a weekday beside the date it falls on was dropped by the readings."""
    return frozenset(_WEEKDAY_BY_PREFIX[m.group(1).lower()[:3]] for m in _WEEKDAY_TEXT.finditer(folded))


#: Where a question starts: after a sentence, or after a comma before a question word ("If 3 pencils cost $1.20, how
#: much do 10 pencils cost?"; not "March 10, 2026?").
_ASK_SPLIT = re.compile(r"(?<=[.?!;])\s+|(?<=,)\s+(?=(?:how|what|which|when|where|who|why)\b)", re.I)


def _asked(text: str) -> dict:
    """The numbers and the operations of the last sentence that asks ("If 3 pencils cost $1.20, how much do 10 pencils
    cost?" asks about 10; "... A cart totals $49.50. What will they pay in total?" asks for a sum), where the text has
    another sentence or clause before it; none otherwise."""
    parts = [p for p in _ASK_SPLIT.split(same_year(_QUOTED.sub(" ", nfkc_quotes(set_aside(text)))).strip()) if p]
    asking = [i for i, p in enumerate(parts) if p.rstrip().endswith("?")]
    if len(parts) < 2 or not asking or asking[-1] == 0:
        return {}
    question = slots(parts[asking[-1]])
    return {"asked": question.numbers, "asked_ops": frozenset(question.operations)}


#: Directions said as arithmetic on a date: "1 March plus 30 days" = "30 days after 1 March".
_DATE_POLAR = {"add": "after", "subtract": "before", "forward": "after", "back": "before", "backward": "before"}


def _settle(numbers: Counter, roles: Counter, operations: Counter, polarity: Counter) -> None:
    """Readings that need the whole request: an order implies sorting; arithmetic on a date is a
    direction; one language named without a role is the language asked for."""
    if operations["asc"] or operations["desc"]:
        operations.pop("sort", None)      # "sorted by balance in descending order" = "highest balance first"
    for tone in ("formal", "informal"):   # "less casual, more formal" asks for one tone, said twice
        if polarity[tone] > 1:
            polarity[tone] = 1
    year = any(isinstance(n, str) and n.isdigit() and 1900 <= int(n) <= 2199 for n in numbers)
    span = any(slot in ("day", "week", "month", "year") for slot, _ in roles)
    clock = any(isinstance(n, str) and CLOCK.fullmatch(n) for n in numbers)          # "10:45 plus 90 minutes"
    if any(isinstance(n, str) and n.startswith("D") for n in numbers) or (year and span) or clock:
        for word, direction in _DATE_POLAR.items():
            if polarity[word]:
                polarity[direction] += polarity.pop(word)
    languages = [slot for slot, role in roles if slot in _LANGUAGES]
    if len(languages) == 1 and roles[(languages[0], "any")] and not any(role == "src" for _, role in roles):
        roles[(languages[0], "tgt")] += roles.pop((languages[0], "any"))


def _settle_places(roles: Counter, places: set) -> None:
    """A place is one slot however often it is named: its role where one is said ("a 9:30 New York webinar ...
    New York is on EST" names New York once, as the source); then each kind's role left unsaid (:func:`_complement`)."""
    for place in places:
        said = {role for (slot, role) in roles if slot == place}
        for role in said:
            roles[(place, role)] = 1
        if said - {"any"}:
            roles.pop((place, "any"), None)
    for kind in (frozenset(places - ZONES), frozenset(SCALES), *DIMENSIONS):    # a zone's name goes with its place
        _complement(roles, kind)


def _complement(roles: Counter, kind: frozenset) -> None:
    """Two slots of one kind (two places, two scales, two units of length) where one has a role and the other none:
    the other has the opposite role ("the Fahrenheit equivalent of 37.5 degrees Celsius": Celsius is given, so
    Fahrenheit is asked; "the London time corresponding to 3 PM in New York")."""
    named = {slot for slot, _ in roles if slot in kind}
    if len(named) != 2:
        return
    said = {slot: {role for s, role in roles if s == slot} for slot in named}
    known = [slot for slot in named if said[slot] - {"any"}]
    if len(known) != 1 or len(said[known[0]]) != 1:
        return
    other = next(iter(named - {known[0]}))
    if said[other] == {"any"}:
        roles[(other, "tgt" if said[known[0]] == {"src"} else "src")] += roles.pop((other, "any"))


def _diff(a: Counter, b: Counter) -> str:
    fmt = lambda x: "/".join(x) if isinstance(x, tuple) else str(x)  # noqa: E731
    only_a = sorted(fmt(x) for x in (a - b).elements())
    only_b = sorted(fmt(x) for x in (b - a).elements())
    return f"{', '.join(only_a) or '-'} vs {', '.join(only_b) or '-'}"


@lru_cache(maxsize=16)
def _paraphrase_map(pairs: tuple) -> dict:
    """Folded word -> the folded word it is read as, for ``TextRule.paraphrases`` (a chain reads as its first)."""
    out: dict = {}
    for a, b in pairs:
        a, b = fold_word(a), fold_word(b)
        out[b] = out.get(a, a)
    return out


def _paraphrased(s: Slots, pairs: tuple) -> Slots:
    """``s`` with its content words and objects read through the rule's paraphrase pairs."""
    if not pairs:
        return s
    m = _paraphrase_map(pairs)
    words = Counter()
    for w, n in s.words.items():
        words[m.get(w, w)] += n
    return replace(s, words=words, objects=frozenset(m.get(w, w) for w in s.objects))


def text_differences(query: str | Slots, candidate: str | Slots, *, rule: TextRule = DEFAULT_TEXT_RULE
                     ) -> list[tuple[str, str]]:
    """``[(kind, reason), ...]``: every slot difference between two requests (empty: none found).

    Kinds, in the order checked: ``literals``, ``numbers``, ``roles``, ``operation``, ``polarity``,
    ``order``, ``question``, ``wording``. The similarity score is not part of this.
    """
    q = _paraphrased(query if isinstance(query, Slots) else slots(query), rule.paraphrases)
    c = _paraphrased(candidate if isinstance(candidate, Slots) else slots(candidate), rule.paraphrases)
    q, c = _implicit_source_language(q, c), _implicit_source_language(c, q)
    q, c = _named_as_word(q, c), _named_as_word(c, q)
    q, c = replace(q, numbers=_exact_numbers(q.numbers)), replace(c, numbers=_exact_numbers(c.numbers))
    q, c = _source_state_dropped(q, c), _source_state_dropped(c, q)
    q, c = _duty_read(q, c)
    out = []
    for kind, a, b, what in (("literals", q.literals, c.literals, "quoted text, paths, flags or identifiers"),
                             ("numbers", q.numbers, c.numbers, "numbers, dates or times"),
                             ("roles", q.roles, c.roles, "units, scales, languages or places (slot/role)"),
                             ("operation", q.operations, c.operations, "the operation asked"),
                             ("polarity", q.polarity, c.polarity, "negation, direction or bounds")):
        if kind == "roles":       # a unit given with each number ("from F: 350°F, 400°F") is one source unit
            a, b = (Counter({k: (1 if k[1] == "src" else n) for k, n in x.items()}) for x in (a, b))
        if a != b:
            out.append((kind, f"{what} differ: {_diff(a, b)}"))
    bound = (quantities_differ(q.quantities, c.quantities) or count_swapped(q, c)
             or (q.numbers == c.numbers and unit_moved(q.quantities, c.quantities)))
    swapped_agent = agent_swapped(q, c)
    if swapped_agent:
        out.append(("order", f"who does it and to whom are swapped: {swapped_agent}"))
    if q.own != c.own and (q.owners - c.owners or c.owners - q.owners):
        out.append(("order", f"whose it is differs: {'their own' if q.own else ', '.join(sorted(q.owners))} vs "
                             f"{'their own' if c.own else ', '.join(sorted(c.owners))}"))
    if q.owners and c.owners and q.owners != c.owners:
        out.append(("order", f"what belongs to whom differs: {', '.join(sorted(q.owners))} vs "
                             f"{', '.join(sorted(c.owners))}"))
    if q.numbers == c.numbers and q.asked and c.asked and q.asked != c.asked:
        out.append(("numbers", f"the question asks about other numbers: {_diff(q.asked, c.asked)}"))
    if q.operations == c.operations and None not in (q.asked_ops, c.asked_ops) and q.asked_ops != c.asked_ops:
        out.append(("operation", f"the question asks another operation: {', '.join(sorted(q.asked_ops)) or '-'} vs "
                                 f"{', '.join(sorted(c.asked_ops)) or '-'}"))
    spans_q, spans_c = TIME_SPANS.intersection(q.words), TIME_SPANS.intersection(c.words)
    if spans_q and spans_c and spans_q != spans_c:
        out.append(("roles", f"the spans of time named differ: {', '.join(sorted(spans_q))} vs "
                             f"{', '.join(sorted(spans_c))}"))
    if q.weekdays != c.weekdays:
        out.append(("numbers", f"the days of the week differ: {', '.join(sorted(q.weekdays)) or '-'} vs "
                               f"{', '.join(sorted(c.weekdays)) or '-'}"))
    if bound:
        out.append(("numbers", f"a number goes with another unit: {bound}"))
    scope = scoped_differ(q.scoped, c.scoped, q.words, c.words)
    if scope:
        out.append(("polarity", f"a negation or a 'keep' takes another word: {scope}"))
    traded = named_differ(q.named, c.named)
    if traded:
        out.append(("order", f"the same names go with other words: {traded}"))
    if (q.only_before and not c.words["only"]) or (c.only_before and not q.words["only"]):
        out.append(("wording", "'only' before what it narrows is said on one side only"))
    if q.more != c.more:
        out.append(("question", "a second question or request is joined on one side only"))
    if q.schema and c.schema and q.schema != c.schema:
        out.append(("literals", "the tables written out differ: " + "; ".join(
            f"({', '.join(sorted(cols))})" for cols in sorted(q.schema ^ c.schema, key=sorted))))
    if q.either != c.either:
        out.append(("question", "one request joins two things with 'or', the other does not (either one vs both)"))
    if q.permissions and c.permissions and q.permissions != c.permissions:
        out.append(("entity", f"another set of file permissions: {', '.join(sorted(q.permissions))} vs "
                              f"{', '.join(sorted(c.permissions))}"))
    if q.formats and c.formats and not q.formats & c.formats:
        out.append(("entity", f"another archive format: {', '.join(sorted(q.formats))} vs {', '.join(sorted(c.formats))}"))
    if q.quantified and c.quantified and q.quantified != c.quantified:
        out.append(("question", f"the question asks about some or all of the things: {'/'.join(sorted(q.quantified))}"
                                f" vs {'/'.join(sorted(c.quantified))}"))
    swapped_object = object_swapped(q, c)
    if swapped_object:
        out.append(("object", f"the operation acts on another thing both requests name: {swapped_object}"))
    if objects_differ(q.objects, c.objects) or object_missing(q, c) or object_missing(c, q):
        out.append(("object", f"what the operation acts on differs: {'/'.join(sorted(q.objects & OBJECT_NOUNS)) or '-'}"
                              f" vs {'/'.join(sorted(c.objects & OBJECT_NOUNS)) or '-'}"))
    flow = (flow_differs(q.flow, c.flow, q.words, c.words) or flow_flipped(q.flow, c.flow) or flow_added(q, c)
            or flow_added(c, q))
    if flow:
        out.append(("order", f"the ordered slots differ (from/to, than, then, per: swapped or replaced): {flow}"))
    if rule.compare_mood and q.mood and c.mood and q.mood != c.mood:
        out.append(("mood", f"one text asks or requests something, the other only states something: {q.mood} vs "
                            f"{c.mood}"))
    asks_q, asks_c = q.asks - {"what"}, c.asks - {"what"}    # "what ...?" is compared with a yes/no question only
    if asks_q != asks_c and asks_q and asks_c:     # a fragment ("max nightly hotel rate for Paris?") asks no kind
        out.append(("question", f"the question asks for another kind of answer: {', '.join(sorted(asks_q)) or '-'} "
                                f"vs {', '.join(sorted(asks_c)) or '-'}"))
    elif (q.asks == {"yes/no"} and c.asks == {"what"}) or (q.asks == {"what"} and c.asks == {"yes/no"}):
        out.append(("question", "one question asks for a verdict (yes or no), the other for a thing ('what ...?')"))
    q_words, c_words = Counter(set(q.words)), Counter(set(c.words))     # a word said twice is one word
    only_q, only_c = _unmatched(q_words - c_words, c_words - q_words)
    swapped = min(sum(only_q.values()), sum(only_c.values()))
    extra = sum(only_q.values()) + sum(only_c.values()) - 2 * swapped
    added = _modifier_added(q, only_q, c) or _modifier_added(c, only_c, q)
    scope = sorted(w for w in (only_q + only_c) if w in SCOPE_WORDS)
    if scope:
        out.append(("wording", f"a word that narrows what the request acts on is said on one side only: "
                               f"{', '.join(scope)}"))
    if added and not swapped:
        out.append(("wording", f"a word added to a phrase both say changes what it names: {added}"))
    narrowed = added_phrase(q.phrases, only_q, fold_word) or added_phrase(c.phrases, only_c, fold_word)
    if narrowed:
        out.append(("wording", f"a phrase that narrows the request or adds a step to it is said on one side only: "
                               f"{narrowed}"))
    if swapped > rule.max_swapped:
        out.append(("wording", f"{swapped} content word(s) replaced (most {rule.max_swapped}): {_diff(q.words, c.words)}"))
    elif extra > rule.max_extra:
        out.append(("wording", f"{extra} content word(s) on one side only (most {rule.max_extra}): "
                               f"{_diff(q.words, c.words)}"))
    return out


#: States whose opposite a rewrite asks for ("from passive to active voice", "this sounds too casual; make it formal").
_OPPOSITE = {"passive": "active", "active": "passive", "formal": "informal", "informal": "formal", "upper": "lower",
             "lower": "upper"}


def _drop_state(s: Slots, state: str, other: Slots) -> Slots:
    """``s`` without ``state`` where it names the input's current state: ``s`` asks for its opposite, and ``other``
    asks for the same opposite and never names ``state``."""
    target = _OPPOSITE.get(state, "")
    if not (target and s.polarity[target] and other.polarity[target] and not other.polarity[state]):
        return s
    polarity = s.polarity.copy()
    polarity.pop(state, None)
    flow = Counter({k: n for k, n in s.flow.items() if k != ("pol:" + state, "src")})
    return replace(s, polarity=polarity, flow=flow)


#: Quoted text (what a rewrite acts on), left out where the request's own words are read.
_QUOTED = re.compile(r"\"[^\"]*\"|(?<!\w)'[^']*'(?!\w)")
#: A table written with its fields: "books(id, title, author, year)".
_SCHEMA = re.compile(r"\b[A-Za-z_]\w*\s*\(([A-Za-z_][\w ,]{0,200})\)")
def _schema(text: str) -> frozenset:
    """The columns of each table a request writes out ("events(id, created_at timestamp)": a column's type aside;
    the table's name is compared with the other words, as "the orders table (id, ...)" names it too), where it
    writes out two columns or more (a call such as "COUNT(id)" is no table)."""
    out = set()
    for m in _SCHEMA.finditer(text):
        named = ([w for w in c.lower().split() if w not in _NOT_COLUMNS] for c in m.group(1).split(","))
        columns = frozenset(words[0] for words in named if words)    # "(columns id, name)": id is a column
        if len(columns) >= 2:
            out.add(columns)
    return frozenset(out)


_NOT_COLUMNS = frozenset({"columns", "column", "cols", "fields", "with"})


#: "only" before what it narrows ("covering only the new date and the cost", "only for managers"), not "only" that
#: closes a clause ("Names only.", "2023 only", "(current dir only)": :mod:`.phrases` compares a phrase it closes) nor
#: "not only" (= "also").
_ONLY_BEFORE = re.compile(r"(?<!\bnot\s)\bonly\b(?!\s*(?:[.,;:)!?\]\"'-]|$))", re.I)


#: File permissions named as what a file is ("readable, writable and executable") or what someone can do to it ("the
#: owner can read, write and execute it").
_PERMISSION_ADJ = re.compile(r"\b(readable|writ(?:e)?able|executable|runnable)\b", re.I)
_PERMISSION_CAN = re.compile(r"\bcan\s+((?:read|write|execute|run)(?:\s*,?\s*(?:and\s+|or\s+|&\s*)?"
                             r"(?:read|write|execute|run)\b)*)", re.I)
_PERMISSION_OF = {"read": "read", "readable": "read", "write": "write", "writable": "write", "writeable": "write",
                  "execute": "execute", "executable": "execute", "run": "execute", "runnable": "execute"}


def _permissions(text: str) -> frozenset:
    """The file permissions a request names (:data:`_PERMISSION_ADJ`, :data:`_PERMISSION_CAN`): compared where both
    name some, so "make deploy.sh executable for its owner" is not "... readable, writable and executable"."""
    said = [m.group(1) for m in _PERMISSION_ADJ.finditer(text)]
    said += [w for m in _PERMISSION_CAN.finditer(text) for w in re.findall(r"[a-z]+", m.group(1).lower())
             if w in _PERMISSION_OF]
    return frozenset(_PERMISSION_OF[w.lower()] for w in said)


def _only_before(text: str) -> bool:
    """Does a sentence that asks or requests say "only" before what it narrows (:data:`_ONLY_BEFORE`)? A statement
    ("My gym scale only shows 90 kg.") narrows nothing that is asked."""
    return any(_ONLY_BEFORE.search(sentence) and sentence_mood(sentence) != "state" for sentence in SENTENCE.split(text))


#: A second ask joined to the first: "..., and how many full weeks is that?", "... Also write one sentence ...".
_SECOND_ASK = re.compile(r"\b(?:and|plus)\s+(?:also\s+)?(?:how|what|which|when|where|who|why|count)\b|"
                         r"\bfollowed\s+by\s+(?:a|an)\b|"     # "corrected, followed by a short explanation"
                         r"(?:[,;]|\band)\s+then\s+(?!by\b|on\b|in\b|at\b|after\b|the\b)[a-z]+|"
                         r"(?:^|[.?!;]\s*)(?:(?:please|pls|kindly|and|can\s+you|could\s+you)\s+)?(?:also|additionally)\b"
                         r"(?!\s*,?\s*(?:thanks|thank))", re.I)
#: A permission, not a duty: "may", "is allowed to", "optional", "can staff ...", "can I ..." (not "can you ...", a
#: request).
_PERMISSION = re.compile(r"\b(?:may|might|allowed|permitted|permissible|optional|should|encouraged|recommended)\b|"
                         r"\b(?:can|could)\b(?!\s+(?:you|u|someone|somebody|anyone|one)\b)", re.I)


def _duty_read(q: Slots, c: Slots) -> tuple[Slots, Slots]:
    """A duty ("must", "is required", "has to") said on one side only, where the other says no permission, is how
    a rule is worded ("Write a rule: passwords expire every 90 days" = "... must be changed every 90 days"), not
    another rule; said on both sides it is one duty however often it is said. "must" against "may" stays apart."""
    hq, hc = q.polarity["must"] > 0, c.polarity["must"] > 0
    if (hq and hc) or (hq and not c.permits) or (hc and not q.permits):
        drop = lambda s: replace(s, polarity=Counter({k: v for k, v in s.polarity.items() if k != "must"}))  # noqa: E731
        return drop(q), drop(c)
    return q, c


def _source_state_dropped(s: Slots, other: Slots) -> Slots:
    """A state named as the source of a rewrite ("from passive to active voice") where the other request names only
    the target ("in the active voice"): the source is what the text already is, not something asked."""
    for value, role in list(s.flow):
        if role == "src" and value.startswith("pol:") and s.flow[("pol:" + _OPPOSITE.get(value[4:], ""), "tgt")]:
            s = _drop_state(s, value[4:], other)
    return s


#: Words a slot reads (operations, directions, units, narrowing words): a typing slip of one is read as it even where
#: the other request does not say it (:func:`~kvmemory.sametask.typos.mend_typos`), so a slip never hides a change
#: ("comma seperated" is still how the fields are separated).
_MEANING_WORDS = frozenset(w for w in (*OPS, *POLAR, *UNITS, *NARROWING, "separated", "delimited", "separator",
                                       "delimiter") if w.isalpha() and len(w) >= 6)   # not "incl" -> "inch"


def _modifier_added(s: Slots, only: Counter, other: Slots) -> str:
    """A word of ``s`` the other request lacks, said right before a phrase both say, where the other says that
    phrase with nothing before it ("premium economy class" vs "in economy class"): it narrows what the shared
    phrase names, so it is a change, not extra wording."""
    for word, head in s.modifies:
        if (only[word] and len(word) >= 4 and other.words[head] and not other.words[word]
                and not any(h == head for _, h in other.modifies)      # the other says the phrase bare ...
                and any(p == head for p, _ in other.modifies)):        # ... and it is a phrase ("economy class")
            return f"{word} {head}"
    return ""


def _same_word(a: str, b: str) -> bool:
    """A word on one side only is the same word as one on the other side only, written otherwise: one is the
    other with an ending ("official"/"officially", "reimburs"/"reimbursement", "month"/"monthly": the shorter has
    at least 5 letters), or a typo of it (one letter off, both at least 6 letters: "proccess"/"process")."""
    short, long_ = sorted((a, b), key=len)
    if len(short) >= 3 and long_ == short + "e":     # a stem that kept its "e": "hir" (hiring) / "hire"
        return True
    if len(short) >= 5 and long_.startswith(short) and short.isalpha() and long_.isalpha():
        return True
    return len(short) >= 6 and short.isalpha() and long_.isalpha() and one_edit(a, b)


def _unmatched(only_q: Counter, only_c: Counter) -> tuple[Counter, Counter]:
    """The words on one side only, less those that are the same word written otherwise on the other side
    (:func:`_same_word`) and a compound of two words of the other side ("signup" = "sign" + "up")."""
    only_q, only_c = Counter(only_q), Counter(only_c)
    for mine, theirs in ((only_q, only_c), (only_c, only_q)):
        for w in list(mine):
            parts = [(w[:i], w[i:]) for i in range(2, len(w) - 1)]
            pair = next(((x, y) for x, y in parts if theirs[x] and theirs[y]), None)
            if pair:
                del mine[w]
                for x in pair:
                    del theirs[x]
    for w in list(only_q):
        match = next((v for v in only_c if _same_word(w, v)), None)
        if match is not None:
            del only_q[w], only_c[match]
    return only_q, only_c


def _exact_numbers(numbers: Counter) -> Counter:
    """Numbers with a fraction written as the decimal it is ("1/2" = "0.5", "3/4" = "0.75"; "1/3" stays)."""
    out = Counter()
    for n, k in numbers.items():
        m = re.fullmatch(r"(\d+)/(\d+)", n) if isinstance(n, str) else None
        if m and int(m.group(2)) and (int(m.group(1)) * 10_000) % int(m.group(2)) == 0:
            n = f"{int(m.group(1)) / int(m.group(2)):g}"
        out[n] += k
    return out


def _named_as_word(s: Slots, other: Slots) -> Slots:
    """``s`` with a plain name written as a path ("src/", "./src") read as the word the other side writes ("the src
    directory"): the literal becomes that word. Not where the other side quotes a literal this side lacks: the two
    are one value replaced by another ("status 'closed'" vs "status 'open'", beside a schema naming both)."""
    names = [v for v in s.literals if re.fullmatch(r"[A-Za-z][\w-]*", v) and other.words[fold_word(v)]
             and not other.literals[v]]
    if not names or any(v not in s.literals for v in other.literals):
        return s
    literals, words = Counter(s.literals), Counter(s.words)
    for v in names:
        words[fold_word(v)] += literals.pop(v)
    return replace(s, literals=literals, words=words)


#: The languages as the wording gate writes them ("japanese" -> "japanes"), for a language said in lower case.
_LANGUAGE_WORDS = frozenset(fold_word(w) for w in LANGUAGES)


def _implicit_source_language(s: Slots, other: Slots) -> Slots:
    """``s`` without its source language when ``other`` names no source but names a language: "translate X from
    English to Japanese" = "how do you say X in Japanese" (the source is the quoted text's own language). Two sources
    named must agree; a source where the other request names no language at all ("count the customers ... in French"
    read as a source after a number) stays and is compared."""
    if any(slot in _LANGUAGES and role == "src" for slot, role in other.roles):
        return s
    if not (any(slot in _LANGUAGES for slot, _ in other.roles) or any(w in _LANGUAGE_WORDS for w in other.words)):
        return s
    roles = Counter({k: n for k, n in s.roles.items() if not (k[0] in _LANGUAGES and k[1] == "src")})
    return s if roles == s.roles else replace(s, roles=roles)


def quote_payload(text: str, other: str) -> str:
    """``text`` with the text ``other`` quotes put in quotes where ``text`` writes it bare: "formal version pls:
    hey, can u send it" = 'Rewrite this formally: "Hey, can u send it?"'. Only a text with no quotes of its own is
    read so, and only word for word (case and punctuation aside); any other quoted text stays unmatched."""
    if _LITERAL_QUOTED.search(text):
        return text
    for m in _LITERAL_QUOTED.finditer(other):
        quoted = next(g for g in m.groups() if g is not None)
        words = re.findall(r"[\w']+", quoted)
        if not words:
            continue
        if re.search(r"[/\\|<>{}\[\]=+*&^%$#@~]", quoted):      # "http://", "a|b": the signs are the literal
            exact = re.search(r"(?<![\w:/.'\"`])" + re.escape(quoted.strip()) + r"(?![\w/'\"`])", text)
            if exact:
                text = f'{text[:exact.start()]}"{exact.group(0)}"{text[exact.end():]}'
            continue
        bare = re.search(r"(?<![\w'])" + r"[^\w']+".join(map(re.escape, words)) + r"(?![\w'])", text, re.I)
        if bare:
            text = f'{text[:bare.start()]}"{bare.group(0)}"{text[bare.end():]}'
    return text


_NAME = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-Z][a-z]+")


def without_context(text: str, other: Slots) -> str:
    """``text`` without the context sentences (:func:`kvmemory.sametask.context.context_split`) that carry nothing
    this rule compares: no quoted text, number, unit, operation, direction, from/to slot or name, and no content
    word that ``other`` (the other request's slots) says (such a sentence is compared: "Business trip meals:" is the
    request's subject)."""
    context, ask = context_split(text)
    if not context:
        return text
    other_words = set(other.words)
    kept = []
    for piece in context:
        s = slots(piece)
        if (s.literals or s.numbers or s.roles or s.operations or s.polarity or s.flow or _NAME.search(piece.strip())
                or other_words & set(s.words)):
            kept.append(piece)
    return " ".join(kept + [ask]) if len(kept) < len(context) else text


def _whose_unit(text: str) -> set:
    """The region words said right before a unit ("US gallons", "imperial pints", "US liquid gallons")."""
    words = [w.lower().replace(".", "") for w in re.findall(r"[A-Za-z.]+", _caps_names(text))]
    return {fold_word(w) for i, w in enumerate(words[:-1]) if w in REGION
            and any(unit_of(x) for x in words[i + 1:i + 3] if x not in REGION)}


def _context_wording_dropped(s: Slots, text: str, other: Slots) -> Slots:
    """``s`` without the content words of its context sentences that ``other`` lacks: a context sentence that
    :func:`without_context` kept for its quantities, units or literals is compared on those, not on how it tells
    the story ("My tyre gauge reads in bar but the car manual says 32 psi.")."""
    context, _ = context_split(text)
    drop = Counter()
    for piece in context:
        if _NAME.search(piece.strip()):
            continue
        said = slots(piece)
        whose = _whose_unit(piece)          # "three US gallons of water": whose unit it is stays
        for word in said.words:
            if not other.words[word] and word not in whose:
                drop[word] = s.words[word]
        for state in said.polarity:       # "this sounds too casual" before "make it formal": the input's state
            s = _drop_state(s, state, other)
    return replace(s, words=s.words - drop) if drop else s


def _context_set_aside(text: str, other: Slots) -> Slots:
    """The slots of ``text``, the one request of two that sets a scene, with its context set aside against ``other``
    (:func:`without_context`, then :func:`_context_wording_dropped`)."""
    text = without_context(text, other)
    return _context_wording_dropped(slots(text), text, other)


def replaced_span(a: str, b: str) -> str:
    """``"x vs y"`` where the two texts are the same words, in order, but for one stretch in one place, at most 6
    words on one side and 12 on the other (the same words being most of the text: at least 6, twice the shorter
    stretch and the longer one), and the stretches differ in a way the wording gates cannot see, else ``""``:

    * a content word of one stretch is said elsewhere in the other text: the request asks about another of the
      things it names ("how many more books" vs "... more DVDs", both in its context; "in total" vs "for shipping
      alone" beside a shipping policy), or drops or adds one of them ("at least 12 characters and one digit" vs "at
      least 12 characters", the other text speaking of digits);
    * a relative clause on one side only ("count the lines that contain ERROR");
    * a key named with "by" where the other stretch names no content word ("sort alphabetically" vs "sort by word
      length, shortest first").

    Content words are as the slots read them (not units, numbers, operations or filler words; a word folded to the
    same word, or a synonym the rule knows, is the same word)."""
    ta = [t.text.lower() for t in tokens(fold_readings(_caps_names(nfkc_quotes(a))))]   # "L/100km" = "litres per
    tb = [t.text.lower() for t in tokens(fold_readings(_caps_names(nfkc_quotes(b))))]   # 100 km", "US" = "USD"
    start = 0
    while start < min(len(ta), len(tb)) and ta[start] == tb[start]:
        start += 1
    end = 0
    while end < min(len(ta), len(tb)) - start and ta[-1 - end] == tb[-1 - end]:
        end += 1
    da, db = ta[start:len(ta) - end], tb[start:len(tb) - end]
    short, long_ = sorted((len(da), len(db)))
    if not long_ or short > 6 or long_ > 12 or start + end < max(6, 2 * short, long_):
        return ""                 # the rest, word for word, must be most of the text
    read = set(slots(a).words) | set(slots(b).words)    # content words as the slots read them (no units, no filler)

    def content(words):
        return {fold_word(w) for w in words if w.isalpha()} & read
    ca, cb = content(da), content(db)
    only_a, only_b = (set(x) for x in _unmatched(Counter(ca - cb), Counter(cb - ca)))
    rest_a = {fold_word(w) for w in ta[:start] + ta[len(ta) - end:]}
    rest_b = {fold_word(w) for w in tb[:start] + tb[len(tb) - end:]}
    said = " ".join(da) or "-", " ".join(db) or "-"
    if only_a & rest_b or only_b & rest_a:       # another thing the text names elsewhere
        return f"{said[0]} vs {said[1]}"
    for span, only, other in ((da, only_a, db), (db, only_b, da)):
        if only and not other and span[0] in _RELATIVE:
            return f"{said[0]} vs {said[1]}"     # a relative clause added: "the lines that contain ERROR"
        if only and other and not (ca if span is db else cb) and "by" in span:
            return f"{said[0]} vs {said[1]}"     # a key ("by word length") where the other says only an order
    return ""


#: Words that open a relative clause ("the lines that contain ERROR").
_RELATIVE = frozenset("that which who whose where".split())
#: Words between two terms that may trade places without changing the request ("rows 1 and 2", "A vs B").
_COORDINATORS = frozenset("and or nor plus vs versus".split())


def traded_places(a: str, b: str) -> str:
    """``"x ... y"`` where the two texts are the same words in the same order but for two that trade places
    (".jpeg must end in .jpg" vs ".jpg must end in .jpeg"), else ``""``. Terms joined by "and", "or", "vs"
    ("rows 1 and 2") may trade places: that is the same request."""
    ta = [t.text.lower() for t in tokens(nfkc_quotes(a))]
    tb = [t.text.lower() for t in tokens(nfkc_quotes(b))]
    if len(ta) != len(tb):
        return ""
    where = [i for i, (x, y) in enumerate(zip(ta, tb)) if x != y]
    if len(where) != 2:
        return ""
    i, j = where
    if ta[i] != tb[j] or ta[j] != tb[i] or all(w in _COORDINATORS for w in ta[i + 1:j]):
        return ""
    return f"{ta[i]} ... {ta[j]}"


def decide_text(query: str, candidate: str, score: float | None = None, *, template: str = "",
                rule: TextRule = DEFAULT_TEXT_RULE) -> Decision:
    """The text rule (module docstring): exact, instruction, slot gates and wording, similarity."""
    if normalize(query) == normalize(candidate):
        return Decision(True, "the same text after normalisation", score, "exact", template)
    if normalize(strip_instructions(query)) == normalize(strip_instructions(candidate)):
        return Decision(True, "the same text once the instruction in front is dropped", score, "instruction",
                        template)
    query, candidate = plain_layout(query), plain_layout(candidate)     # before a payload is found and quoted
    query, candidate = dictated_quotes(query), dictated_quotes(candidate)   # "quote ... end quote"
    query, candidate = (mend_typos(query, candidate, _MEANING_WORDS),                 # "teh colum" = "the column"
                        mend_typos(candidate, query, _MEANING_WORDS))
    query, candidate = quote_payload(query, candidate), quote_payload(candidate, query)
    query, candidate = unquote_stated(query, candidate), unquote_stated(candidate, query)   # a rule quoted or said
    query, candidate = set_aside(query), set_aside(candidate)      # after a payload is quoted: it stays
    handed_over = payload_differs(query, candidate)
    if handed_over:
        return Decision(False, handed_over, score, "literals", template)
    # Context is set aside only where one request has it: where both set a scene ("i am on windows." / "i am on
    # linux."), the scenes are compared like the rest.
    scene_q, scene_c = bool(context_split(query)[0]), bool(context_split(candidate)[0])
    if scene_q == scene_c:
        q, c = slots(query), slots(candidate)
    elif scene_q:
        c = slots(candidate)
        q = _context_set_aside(query, c)
    else:
        q = slots(query)
        c = _context_set_aside(candidate, q)
    diffs = text_differences(q, c, rule=rule)
    traded = traded_places(query, candidate)
    if traded and not diffs:
        diffs = [("order", f"two terms trade places, every other word the same: {traded}")]
    other = replaced_span(query, candidate) if not diffs else ""
    if other:
        diffs = [("wording", f"one stretch of words differs, the rest word for word the same: {other}")]
    if diffs:
        kind, reason = diffs[0]
        return Decision(False, reason, score, kind, template)
    if score is None:
        return Decision(False, "reworded but no similarity score was given to confirm it", None, "no-score", template)
    if score < rule.min_score:
        return Decision(False, f"similarity {score:.3f} below {rule.min_score:.3f}", score, "similarity", template)
    return Decision(True, f"reworded: literals, numbers, roles, operation, polarity and content words agree; "
                          f"similarity {score:.3f} >= {rule.min_score:.3f}", score, "reworded", template)
