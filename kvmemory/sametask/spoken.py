"""Numbers as people say or type them, read into digits before the readings of :mod:`.readings` apply
(:func:`fold_spoken`).

Dictated requests and messages from other locales write the numbers the text rule compares in other forms.
Each reading maps one such form onto the digits the rule already reads; none adds a number the text does not say.

   ============== ==========================================================================================
   spoken dates   "the fourteenth of March", "twenty seventh of November", "March fourteenth" = "14 March"
   spoken years   "twenty twenty six" = 2026, "nineteen ninety nine" = 1999, "twenty oh five" = 2005
   digit strings  "eight zero eight zero" = 8080 (three or more digits said one by one)
   decimals       "six point five" = 6.5, "4 point 8" = 4.8
   clock phrases  "twenty to eleven in the evening" = "10:40 in the evening", "ten past nine am" = "9:10 am"
                  "half nine in the morning" = "9:30 in the morning"
                  (only where the phrase is a clock time: before a part of the day, "am"/"pm" or "o'clock",
                  or after "at"); "nine thirty a m" = "9:30 am" (before a part of the day only)
   UTC offsets    "u t c minus four" = "UTC-4" (dictated letters and a whole-hour offset)
   cents, mpg     "20c/day" = "20 cents per day"; "40 mpg" = "40 miles per gallon"
   heights        "5'11", "five foot eleven" = "5 feet 11 inches"
   number formats "1 450 zl" = 1450 (a space between thousands), "4,30 zl" = 4.30 (a decimal comma before one
                  or two digits)
   weekday        a weekday written beside the full date it falls on is dropped: "Monday 6 January 2025" =
                  "6 January 2025" (a weekday the date does not fall on stays, and is compared)
   day names      "Mon" = "Monday", "thu" = "Thursday" ("Wed", "Sat" and "Sun" only capitalised: "sat" is a word)
   lists          "2.5, 11, 40 and 0.75 lb" = "2.5 lb, 11 lb, 40 lb and 0.75 lb"; "6.5 L/100km" = "6.5 L per 100 km"
   rates          "1 GB = 1000 MB" = "1000 MB per GB" = "1000 MB = 1 GB" ("a cup of flour weighs 120 g" too);
                  "1 euro to 4.30 zloty", "4,30 zl for one euro" = "4.30 zloty per euro" (the last two only in a text
                  that speaks of a rate); "one euro buys 1.08 dollars" = "1.08 dollars per euro" in any text
   ============== ==========================================================================================
"""

from __future__ import annotations

import datetime
import re

from .lexicon import unit_of
from .words import CARDINALS, MONTH_NAMES, TENS, WEEKDAY_NAMES

__all__ = ["fold_spoken"]

_UNITS = "one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORDINAL_UNITS = "first second third fourth fifth sixth seventh eighth ninth".split()
_ORDINAL_TEENS = ("tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth "
                  "nineteenth").split()

#: The days of a month said as ordinals: "first" to "thirty-first".
_DAY_ORDINALS = {**{w: i + 1 for i, w in enumerate(_ORDINAL_UNITS)}, **{w: i + 10 for i, w in enumerate(_ORDINAL_TEENS)},
                 "twentieth": 20, "thirtieth": 30,
                 **{f"twenty {w}": 21 + i for i, w in enumerate(_ORDINAL_UNITS)}, "thirty first": 31}
_DAY = r"(?:(?:twenty|thirty)[\s-]+(?:" + "|".join(_ORDINAL_UNITS) + r")|" + "|".join(
    sorted((k for k in _DAY_ORDINALS if " " not in k), key=len, reverse=True)) + r")"
_MONTH = r"(?:" + "|".join(MONTH_NAMES) + r")"

_BELOW_100 = (r"(?:(?:" + "|".join(_TENS) + r")(?:[\s-]+(?:" + "|".join(_UNITS) + r"))?|" + "|".join(_TEENS)
              + r"|" + "|".join(_UNITS) + r"|zero)")
_VALUES = {**CARDINALS, **TENS}
_DIGIT_WORD = r"(?:zero|" + "|".join(_UNITS) + r")"

_PARTS_OF_DAY = r"(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night|[ap]\.?\s?m\b|o['’]clock)"
_MINUTES = {"five": 5, "ten": 10, "twenty": 20, "twenty five": 25, "twenty-five": 25, "quarter": 15, "half": 30}
_HOUR = r"(?:\d{1,2}|" + "|".join(_UNITS + ["ten", "eleven", "twelve"]) + r")"

#: A currency's country said before its name ("1 US dollar = 0.92 euros"): part of the unit.
_REGION = r"(?:(?:US|U\.S\.|(?i:usa|canadian|australian|swiss|british))\s+)?"
#: A text that speaks of a rate between two currencies or units, where "1 euro to 4.30 zloty" is one.
_RATE_TALK = re.compile(r"\b(?:rate|exchange|conversion|convert(?:ed|ing)?\s+at)\b", re.I)


#: The minutes of a clock time said as words: "thirty", "forty five", "oh five", "fifteen".
_CLOCK_MINUTES = (r"(?:(?:twenty|thirty|forty|fifty)(?:[\s-]+(?:" + "|".join(_UNITS) + r"))?|" + "|".join(_TEENS)
                  + r"|(?:oh|o)[\s-]+(?:" + "|".join(_UNITS) + r"))")


def _hour_value(said: str) -> int:
    return int(said) if said.isdigit() else CARDINALS[said.lower()]


def _minute_value(said: str) -> int:
    words = re.split(r"[\s-]+", said.lower())
    return _words_value(" ".join(w for w in words if w not in ("oh", "o")))


def _words_value(said: str) -> int:
    """A number below 100 said in words ("twenty seven" -> 27)."""
    return sum(_VALUES[w] for w in re.split(r"[\s-]+", said.lower()))


def _day(said: str) -> int:
    return _DAY_ORDINALS[" ".join(re.split(r"[\s-]+", said.lower()))]


def _year(m: re.Match) -> str:
    century = 1900 if m.group(1).lower() == "nineteen" else 2000
    if m.group(2):                                          # "twenty oh five"
        return f" {century + CARDINALS[m.group(2).lower()]} "
    return f" {century + _words_value(m.group(3))} "


_AT = re.compile(r"\bat\s+$", re.I)
_DAYPART_NEXT = re.compile(r"\s*" + _PARTS_OF_DAY, re.I)


def _clock(m: re.Match) -> str:
    """A clock phrase as "H:MM", where it is one: after "at" or before a part of the day."""
    if not (_AT.search(m.string[max(0, m.start() - 6):m.start()]) or _DAYPART_NEXT.match(m.string, m.end())):
        return m.group(0)
    minutes = _MINUTES[" ".join(m.group(1).lower().split())]
    hour = _hour_value(m.group(3))
    if m.group(2).lower() in ("to", "before"):
        hour, minutes = (hour - 2) % 12 + 1, 60 - minutes
    return f" {hour}:{minutes:02d} "


#: Units a list of numbers may share, written once after the last ("2.5, 11 and 40 lb"); not "in" ("rows 1, 2 and 3 in
#: the table").
_LIST_UNITS = ("lbs?|kg|g|oz|km|mi|miles|m|cm|mm|ft|inches|l|ml|gal|°?[CF]|kb|mb|gb|tb|pounds|kilograms|grams|ounces|"
               "kilometers|kilometres|meters|metres|feet|litres|liters|gallons|minutes|mins|hours|hrs|days|weeks|"
               "usd|eur|gbp|dollars|euros")
_WEEKDAY_PREFIXES = tuple(name[:3].lower() for name in WEEKDAY_NAMES)
_WEEKDAY = r"(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs?|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)"
_MONTH_ABBR = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
#: A date with its year, its parts named for :func:`_weekday_of`.
_FULL_DATE = (r"(?P<date>(?P<iso>\d{4}-\d{2}-\d{2})|(?:(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month>"
              + _MONTH_ABBR + r")|(?P<month2>" + _MONTH_ABBR + r")\s+(?P<day2>\d{1,2})(?:st|nd|rd|th)?),?\s+(?P<year>\d{4}))")


def _weekday_of(m: re.Match) -> str:
    """The date alone where the weekday written beside it is the one it falls on."""
    groups = m.groupdict()
    try:
        if groups["iso"]:
            day = datetime.date.fromisoformat(groups["iso"])
        else:
            said_month = (groups["month"] or groups["month2"]).lower()[:3]
            month = next(i for i, n in enumerate(MONTH_NAMES, 1) if n.lower().startswith(said_month))
            day = datetime.date(int(groups["year"]), month, int(groups["day"] or groups["day2"]))
    except (ValueError, StopIteration):
        return m.group(0)
    said = groups["weekday"].lower()[:3]
    return " " + m.group("date") if WEEKDAY_NAMES[day.weekday()].lower().startswith(said) else m.group(0)


#: Currency signs as the words a rate is written in ("190 yen per pound").
_SIGN_WORDS = {"$": "dollar", "€": "euro", "£": "pound", "¥": "yen"}


def _unit_rate(m: re.Match) -> str:
    """ "N B per A" for "one A is N B" where A and B are both units ("1 cup is 236.6 mL", "one gigabyte as 1024
    megabytes"); the text as it was otherwise ("one user is 30 years old"). A substance named between ("1 cup of flour
    weighs 120 g") is kept only where the text names it nowhere else."""
    one, value, other = m.group("one"), m.group("value"), m.group("other")
    if not (unit_of(one.lower()) and unit_of(other.lower())):
        return m.group(0)
    of = m.groupdict().get("of") or ""
    rest = m.string[:m.start()] + m.string[m.end():]
    kept = of if of and not re.search(rf"\b{re.escape(of.split()[-1])}\b", rest, re.I) else ""
    return f" {value} {other} per {one}{kept} "


def _in_rate_talk(template: str):
    """A replacement that writes ``template`` (with the match's groups) only in a text about a rate (:data:`_RATE_TALK`)."""
    return lambda m: m.expand(template) if _RATE_TALK.search(m.string) else m.group(0)


def _digit_string(said: str) -> str:
    """Digits said one by one, as digits ("eight zero" -> "80")."""
    return "".join(str(CARDINALS[w]) for w in re.split(r"[\s-]+", said.lower()))


_SPOKEN = (
    # number formats: "1 450" (thousands spaced), "4,30" (a decimal comma)
    # "1,250" and "12,000,000": thousands commas, one number (not the list "1, 250" before a unit they share)
    (re.compile(r"(?<![\d.,\[(])\d{1,3}(?:,\d{3})+(?![\d\])]|,\d)"), lambda m: m.group(0).replace(",", "")),
    (re.compile(r"(?<![\d.,])(\d{1,3})[ \u00a0\u202f](\d{3})(?![\d]|[.,]\d)"), r"\1\2"),
    (re.compile(r"(?<![\d.,\[(])(\d{1,3}),(\d{1,2})(?![\d\])]|,\d)"), r"\1.\2"),
    # "twenty twenty six" = 2026, "nineteen ninety nine" = 1999, "twenty oh five" = 2005
    (re.compile(r"\b(nineteen|twenty)[\s-]+(?:(?:oh|o)[\s-]+(" + "|".join(_UNITS) + r")|((?:" + "|".join(_TENS)
                + r")(?:[\s-]+(?:" + "|".join(_UNITS) + r"))?|" + "|".join(_TEENS) + r"))\b", re.I), _year),
    # "the fourteenth of March" = "14 March"; "March (the) fourteenth" = "March 14"
    (re.compile(r"\b(?:the\s+)?(" + _DAY + r")\s+(?:of\s+)?(" + _MONTH + r")\b", re.I),
     lambda m: f" {_day(m.group(1))} {m.group(2)} "),
    (re.compile(r"\b(" + _MONTH + r")\s+(?:the\s+)?(" + _DAY + r")\b", re.I),
     lambda m: f" {m.group(1)} {_day(m.group(2))} "),
    # "six point five" = 6.5, "4 point 8" = 4.8
    (re.compile(r"\b(\d+|" + _BELOW_100 + r")\s+point\s+((?:\d+)|" + _DIGIT_WORD + r"(?:[\s-]+" + _DIGIT_WORD + r")*)\b",
                re.I),
     lambda m: " {}.{} ".format(m.group(1) if m.group(1).isdigit() else _words_value(m.group(1)),
                                m.group(2) if m.group(2).isdigit() else _digit_string(m.group(2)))),
    # "eight zero eight zero" = 8080
    (re.compile(r"\b" + _DIGIT_WORD + r"(?:[\s-]+" + _DIGIT_WORD + r"){2,}\b", re.I),
     lambda m: " " + _digit_string(m.group(0)) + " "),
    # "twenty to eleven in the evening" = "10:40 in the evening"; "at ten past nine" = "at 9:10"
    (re.compile(r"\b(five|ten|twenty|twenty[\s-]five|quarter|half)\s+(past|after|to|before)\s+(" + _HOUR + r")\b", re.I),
     _clock),
    # "half nine in the morning" = "9:30 in the morning" (British; only before a part of the day)
    (re.compile(r"\bhalf\s+(" + _HOUR + r")(?=\s*" + _PARTS_OF_DAY + r")", re.I),
     lambda m: f" {_hour_value(m.group(1))}:30 "),
    # "nine thirty a m" = "9:30 am", "eight oh five in the morning" = "8:05 in the morning": an hour and its minutes
    # said as words, before a part of the day
    (re.compile(r"\b(" + _HOUR + r")[\s-]+(" + _CLOCK_MINUTES + r")(?=\s*" + _PARTS_OF_DAY + r")", re.I),
     lambda m: f" {_hour_value(m.group(1))}:{_minute_value(m.group(2)):02d} "),
    # a dictated offset from UTC: "u t c minus four" = "UTC-4", "GMT plus five thirty" is left as said
    (re.compile(r"\b(?:(u)\s+(t)\s+(c)|(g)\s+(m)\s+(t))\b", re.I),
     lambda m: " " + "".join(g for g in m.groups() if g).upper()),
    (re.compile(r"\b(UTC|GMT)\s+(plus|minus)\s+(\d{1,2}|" + "|".join(_UNITS + _TEENS[:5])
                + r")\b(?!\s*(?:thirty|forty|:))", re.I),
     lambda m: f" {m.group(1).upper()}{'+' if m.group(2).lower() == 'plus' else '-'}{_hour_value(m.group(3))} "),
    # a weekday beside the date it falls on: "Monday 6 January 2025", "Mon, 2025-01-06", "Monday, January 6, 2025",
    # "2 June 2025 (a Monday)", "6 January 2025, which is a Monday"
    (re.compile(r"\b(?P<weekday>" + _WEEKDAY + r")\.?,?\s+(?:the\s+)?" + _FULL_DATE + r"\b", re.I), _weekday_of),
    (re.compile(_FULL_DATE + r"\s*,?\s*\(?\s*(?:(?:which|that|it)\s+is\s+|it['’]s\s+)?(?:a\s+)?(?P<weekday>" + _WEEKDAY
                + r")\b\)?", re.I), _weekday_of),
    # the short forms of the days: "Mon" = "Monday", "thu" = "Thursday"; "Wed", "Sat" and "Sun" only capitalised or
    # in capitals ("wed", "sat" and "sun" are words)
    (re.compile(r"\b(?i:(mon|tue|tues|weds|thu|thur|thurs|fri))\b\.?(?!['’])|\b(Wed|Sat|Sun|WED|SAT|SUN)\b\.?(?!['’])"),
     lambda m: " " + WEEKDAY_NAMES[_WEEKDAY_PREFIXES.index((m.group(1) or m.group(2)).lower()[:3])] + " "),
    # cents before a rate: "20c/day", "50c each" = "20 cents per day", "50 cents each" (not 20 °C)
    (re.compile(r"(?<![\w.])(\d+)\s?c(?:ents?)?\s*(?:/\s*|(?=\s+(?:per|each|a|an)\b))", re.I),
     lambda m: f" {m.group(1)} cents " + ("per " if "/" in m.group(0) else "")),
    # fuel economy: "40 mpg" = "40 miles per gallon"
    (re.compile(r"(?<=\d)\s*mpg\b|\bmpg\b", re.I), " miles per gallon "),
    # a height in feet and inches: "5'11", "5' 11\"", "five foot eleven" = "5 feet 11 inches"
    (re.compile(r"(?<![\w.])(\d)\s*(?:'|’)\s*(\d{1,2})(?:\s*(?:\"|”|''))?(?![\w.'’])"),
     r" \1 feet \2 inches "),
    (re.compile(r"\b(four|five|six|seven)\s+(?:foot|feet)\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven)"
                r"\b(?!\s+inch)", re.I),
     lambda m: f" {_VALUES[m.group(1).lower()]} feet {_VALUES[m.group(2).lower()]} inches "),
    # a consumption per amount written with a slash: "6.5 L/100km" = "6.5 L per 100 km"
    (re.compile(r"(?<=[\d\s])([A-Za-z]{1,4})\s*/\s*(\d+)\s*([A-Za-z]{1,4})\b"), r"\1 per \2 \3"),
    # a list of numbers with the unit after the last: "2.5, 11, 40 and 0.75 lb" = "2.5 lb, 11 lb, 40 lb and 0.75 lb"
    (re.compile(r"(?<![\d.,])(\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?)+(?:\s*,?\s*(?:and|or)\s+\d+(?:\.\d+)?)?)\s*(" + _LIST_UNITS
                + r")\b(?![/\d])", re.I),
     lambda m: re.sub(r"\d+(?:\.\d+)?", lambda n: f"{n.group(0)} {m.group(2)}", m.group(1))),
    # rates: "1 GB = 1000 MB" = "1000 MB per GB"; in a text about a rate, "1 euro to 4.30 zloty" too
    (re.compile(r"(?<![\d.])(?:1|one)\s*(" + _REGION + r"[A-Za-z]{1,12}|[€$£])\s*=\s*(\d+(?:\.\d+)?)\s*(" + _REGION
                + r"[A-Za-z]{1,12}|[€$£])(?![A-Za-z])"), r" \2 \3 per \1 "),
    (re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(" + _REGION + r"[A-Za-z]{1,12}|[€$£])\s*=\s*(?:1|one)\s*(" + _REGION
                + r"[A-Za-z]{1,12}|[€$£])(?![A-Za-z])"), r" \1 \2 per \3 "),              # "150 yen = 1 USD"
    # what one unit buys is a rate in any text: "if one euro buys 1.08 US dollars" = "1.08 US dollars per euro"
    # (a unit named with its country is one unit: "1.08 US dollars")
    (re.compile(r"(?<![\d.])(?:1|(?i:one))\s+(" + _REGION + r"[A-Za-z]{2,12})\s+(?:buys|gets|(?:is\s+)?worth)\s+"
                r"(\d+(?:\.\d+)?)\s*(" + _REGION + r"[A-Za-z]{1,12})\b"), r" \2 \3 per \1 "),
    (re.compile(r"(?<![\d.])(?:1|one)\s+(" + _REGION + r"[A-Za-z]{2,12})\s+(?:to|is|equals)\s+(\d+(?:\.\d+)?)\s*("
                + _REGION + r"[A-Za-z]{1,12})\b"), _in_rate_talk(r" \2 \3 per \1 ")),
    (re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*([A-Za-z]{1,12})\s+(?:for|to)\s+(?:one|1|each)\s+([A-Za-z]{2,12})\b"),
     _in_rate_talk(r" \1 \2 per \3 ")),
    # a unit defined by another, both units: "1 cup is 236.6 mL", "taking one gigabyte as 1024 megabytes"
    (re.compile(r"(?<![\d.])(?:1|(?i:one))\s+(?P<one>[A-Za-z]{1,12})\s+(?:is|equals|as|being|makes)\s+(?:equal\s+to\s+)?"
                r"(?P<value>\d+(?:\.\d+)?)\s*(?P<other>[A-Za-z]{1,12})\b"), _unit_rate),
    # ... with a substance between, or "a"/"an" for one: "assuming 1 cup of flour weighs 120 g", "if a cup is 120g"
    (re.compile(r"(?<![\w.])(?:1|(?i:one|an?))\s+(?P<one>[A-Za-z]{1,12})(?P<of>\s+of\s+[A-Za-z]{2,12})?\s+(?:is|equals|"
                r"weighs|makes|holds|contains|=)\s+(?:about\s+|roughly\s+|approx\.?\s+|equal\s+to\s+)?"
                r"(?P<value>\d+(?:\.\d+)?)\s*(?P<other>[A-Za-z]{1,12})\b"),
     _unit_rate),
    # a currency rate written with signs: "£1 = ¥190" = "190 ¥ per £"
    (re.compile(r"([€$£¥])\s?1\s*=\s*([€$£¥])\s?(\d+(?:\.\d+)?)(?![\d.])"),
     lambda m: f" {m.group(3)} {_SIGN_WORDS[m.group(2)]} per {_SIGN_WORDS[m.group(1)]} "),
    # "each one" is "each": the "one" is no count
    (re.compile(r"\beach\s+one\b", re.I), "each"),
)


def fold_spoken(text: str) -> str:
    """``text`` with the numbers of the module docstring read into digits (the same function for both sides)."""
    for pattern, repl in _SPOKEN:
        text = pattern.sub(repl, text)
    return text
