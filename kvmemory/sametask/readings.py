"""Ordinary ways of saying a request, read into the words the text rule compares (:func:`fold_readings`).

Applied alike to both sides before :mod:`.text` reads a request, so each reading only has to map a way of
saying something onto a way the rule already reads; none is fitted to an evaluation case. Each errs towards
"not the same": a reading adds or keeps a slot, never hides one.

   ============ ===============================================================================
   arrows       ``->``, ``→``, ``=>`` between two things: "to" ("Paris 3 PM -> Chicago time",
                "250 g -> oz")
   scale letter a lone C, F or K after "in"/"to"/"into"/"as" in a request that names a temperature
                ("20C in F?" = "20 degrees Celsius in Fahrenheit")
   age          "more than / over N days old" = "older than N days"; "less than / under N days old",
                "modified in the last N days", "within the past N days" = "newer than N days"
   sign         "greater than 0", "above zero", "> 0" = "positive"; "less than 0", "< 0" =
                "negative"; "greater than or equal to 0", "non-negative" = "not negative"
   weekday      "is a what-day?", "... falls on what day?", "on which day of the week did X fall?" ask for the
                day of the week
   waiting      "wait N days" from a date = "N days after"
   spans        "an hour and a half" = 90 minutes, "half an hour", "a quarter of an hour"; "in 90 minutes",
                "30 days from 12 April", "12 April + 30 days" = "... after"; "subtract 30 days from 12 April" = "...
                before"; "- 30 days" = "minus"
   between      "between <date> and <date>" = "from <date> to <date>" (an ordered pair)
   form         "as a question", "as a yes/no question", "in bullet points", "as JSON", "in the past tense": the output
                form asked, a slot of its own
   compare      "> 10MB", "<= 5", "≥ 3" before a number = "more than", "at most", "at least"
   with         "w/" = "with", "w/o" = "without"; "with or without X" = "regardless of X" (not "without X")
   where        "the sentence below", "the list above": where a text is, no bound
   inch         "12 in to cm": "in" right after a quantity and before a target cue is the unit
   compound     "first-class" = "first class" (not after a prefix: "non-", "un-", "e-", "re-", ...)
   return       "send it back", "sending back a kettle", "handed back to IT" = "return" (no direction)
   scale        "500 million bytes" = "500,000,000 bytes"; "m/s" = "metres per second"
   total        "how much do they pay altogether?" = "... in total"
   else         "change nothing else", "without changing anything else", "leave everything else as is", "keeping the
                meaning otherwise unchanged": the task
                and nothing more (no "keep" of their own)
   how old      "how many (full) years old is ..." = "how old is ..."; "how many full months old" = "how old in months"
   typos        "the typos" = "the spelling mistakes"
   extension    "rename the .jpg files so they have a .jpeg extension" = "... to .jpeg"
   home         "~" alone, "$HOME", "my home folder" = "the home directory"
   whole        "rounded to the nearest whole degree", "to whole oz", "as an integer", "to the nearest dollar" =
                "to 0 decimal places"; "to the nearest tenth" = 1, "to the nearest cent" = 2
   order kept   "keeping their order" = "in the same order" = "in the original order"
   read off     "98.6 °F on the Celsius scale" = "... in Celsius"
   alphabetise  "alphabetise the names" = "sort the names alphabetically"
   trailing     "the trailing 20 lines" = "the last 20 lines"
   yesterday    "the date one day before today" = "yesterday's date" = "yesterday"; "the day after today" = "tomorrow"
   fortnight    "fortnightly", "every other week" = "every 14 days"; "a fortnight" = "14 days"
   today        "until X, if today is Y" = "from Y to X"; "how many days are left until X" = "how many days until X";
                "how long is it, in days, until X" = "how many days until X"
   that year    "December 25th of that year" = "December 25th, <the year said last before it>" (:func:`same_year`)
   outstanding  "the invoices still outstanding" = "the unpaid invoices" (only where the text speaks of paying)
   system       "on a Linux box", "I'm on Linux", "my system is Linux" = "on Linux"
   per rule     "Per company rule, ...", "as per the HR policy" = "according to ..."
   pay rate     "$20 an hour" = "$20 per hour"
   overall      "the overall reimbursement", "the combined fine", "full weekly pay" = "the total ..."
   race         "a 10K race" = "a 10 km race" (not 10,000)
   exchange     "1 US dollar = 0.92 euros", "each US dollar buys 0.92 euros", "at an exchange rate of" = "0.92 euros
                per US dollar"
   single       "hasn't taken a single day off" = "... any day off"; "one row per month" = "per month"
   replace      "replace every tab character in notes.txt with four spaces": an ordered pair (several words each)
   overall      "in each category", "paid by each user" = "per ..."
   of year      "April 2nd of 2024" = "April 2nd, 2024", "the 4 July of 1976" = "4 July 1976"; "10:45 PM of Friday" =
                "10:45 PM on Friday"
   count on     "count forward thirty days" = "thirty days after"
   stay         "arrives at 9:15 and leaves at 13:40", "came in at 9:10, out at 13:40" = "from 9:15 to 13:40"
   nobody else  "the owner, and nobody else," = "the owner only"
   ask first    "I want to know before I check out", "to double-check before I post grades": why the asker asks now,
                no bound
   times        "paid at 1.5x the rate" = "paid at 1.5 times the rate"
   full         "complete weeks", "whole months" = "full weeks", "full months"
   one-liner    "a one-line shell command" = "a single-line command" = "a one-liner"
   replaces     "a command that replaces A with B", "find: A / replace: B" = "replace A with B" (an ordered pair)
   each with    "each category with its total quantity" = "the total quantity per category"
   table        "From customers(id, name, ...), write ..." = "Table customers(id, name, ...). Write ..."
   age          "Jordan is 23 years old" = "Jordan is 23"; "at least 21 years old" = "at least 21" (months stay)
   currency     "5,000 Indian rupees" = "5000 INR", "Swiss francs" = "CHF", "Japanese yen" = "JPY"; "CAD" = "Canadian
                dollars", "AUD" = "Australian dollars"
   rounding     "2 dp", "to one decimal", "rounded to 2 decimals" = "2 decimal places"
   total        "2 hrs 45 mins - total minutes?" = "how many minutes in total?"
   not at least "if there aren't at least two" = "if there are less than two"
   in the past  "30 days in the past" = "30 days ago"; "at least twice", "two or more times" = "more than once"
   extension    "change every .jpeg extension to .jpg" = "rename the .jpeg files to .jpg"
   span ends    "not counting the start date" = "excluding the start date"; "with the end day counted" = "including
                the end date"; "the end day" = "the end date"
   ============ ===============================================================================
"""

from __future__ import annotations

import re

from .spoken import fold_spoken
from .words import CARDINALS, LANGUAGES, MONTH_NAMES, ORDINALS, SCALES

__all__ = ["fold_readings", "same_year"]

_SPAN = r"(\S+\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?))"
#: A span with its quantity: "30 days", "two weeks", "a month".
_QSPAN = (r"((?:\d[\d,]*(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
          r"thirty|forty|fifty|sixty|ninety|hundred)\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|"
          r"years?))")
#: Words before "N days from <date>" that make it a step back ("subtract 30 days from", "going back 30 days from").
_BACKWARD = re.compile(r"\b(?:back|backwards?|subtract(?:ing)?|minus|take\s+away|remove|before|earlier|prior)\W*(?:\w+\W+)?$",
                       re.I)
#: A request that asks a time or a date ("in 90 minutes" is then "90 minutes after"; in "how many minutes are in
#: 1.5 hours" it is not).
_WHEN = re.compile(r"\d:\d\d|\b\d{1,2}\s*[ap]\.?m\b|\bwhat\s+time\b|\bwhen\b|\bdate\b|\bo'clock\b|\bnoon\b|\bmidnight\b",
                   re.I)
#: Output forms that are one form: a bulleted list, bullet points, bullets and a list.
_FORMS = {"bulletedlist": "list", "bulletlist": "list", "bulletpoints": "list", "bullets": "list", "atable": "table"}


def _form(said: str) -> str:
    """The one name of an output form ("bulleted list" -> list)."""
    name = re.sub(r"\W+", "", said.lower())
    return _FORMS.get(name, name)


_TEMPERATURE = re.compile(r"°|\bdeg(?:rees?)?\b|\bcelsius\b|\bfahrenheit\b|\bkelvin\b|\d\s*[CFK]\b", re.I)
_SCALE_LETTER = re.compile(r"\b(in|to|into|as)\s+([CFK])\b(?!['\w])", re.I)
_SCALES = {"c": "Celsius", "f": "Fahrenheit", "k": "Kelvin"}

_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
          r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
#: A date as the text rule reads it ("1 March 2025", "March 1, 2025", "2025-03-01"), for "between A and B".
_DATE = (r"(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r"(?:,?\s+\d{4})?|" + _MONTH
         + r"\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{4}-\d{2}-\d{2})")

#: A clock time as written ("22:45", "10:45 PM", "6 am").
_CLOCK_TEXT = r"\d{1,2}(?::\d{2})?\s*(?:[ap]\.?\s?m\b\.?)?"


#: A date written with slashes, "12/24/2025" or "24/12/2025".
_SLASH_DATE = re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b")


def _slash_date(m: re.Match) -> str:
    """"12/24/2025" as the date it must be (a first number over 12 is the day); "3/4/2025" stays as written."""
    a, b, year = int(m.group(1)), int(m.group(2)), m.group(3)
    if 1 <= a <= 12 < b <= 31:
        return f" {MONTH_NAMES[a - 1]} {b}, {year} "
    if 1 <= b <= 12 < a <= 31:
        return f" {a} {MONTH_NAMES[b - 1]} {year} "
    return m.group(0)


_CARDINAL = {w: n for w, n in CARDINALS.items() if 1 <= n <= 12}    # "one" to "twelve"
_SMALL = "|".join(_CARDINAL)
#: Counts written as one word: "ten", "fifteen", "twenty", "fifty".
_COUNT_WORDS = {**{w: n for w, n in CARDINALS.items() if 1 <= n <= 19},
                **{w: n for w, n in zip("twenty thirty forty fifty sixty seventy eighty ninety hundred".split(),
                                        (20, 30, 40, 50, 60, 70, 80, 90, 100))}}
_WORD_COUNT = (r"\d+|(?:" + "|".join(w for w, n in _COUNT_WORDS.items() if n % 10 == 0 and n < 100) + r")(?:[\s-](?:"
               + "|".join(w for w, n in _COUNT_WORDS.items() if n < 10) + r"))?|" + "|".join(_COUNT_WORDS))


def _small(word: str) -> str:
    """A number said as a digit or a word up to twelve, as digits."""
    return word if word.isdigit() else str(_CARDINAL[word.lower()])


#: Holidays on a fixed date, read as that date ("christmas day 1999" = "25 December 1999").
_HOLIDAYS_BY_NAME = {"christmas eve": "24 December", "christmas day": "25 December", "christmas": "25 December",
                     "new year's eve": "31 December", "new years eve": "31 December", "new year's day": "1 January",
                     "new years day": "1 January", "halloween": "31 October", "valentine's day": "14 February",
                     "valentines day": "14 February", "boxing day": "26 December", "xmas": "25 December",
                     "xmas day": "25 December", "xmas eve": "24 December"}
_HOLIDAYS = [re.escape(k).replace("'", "['’]?") for k in sorted(_HOLIDAYS_BY_NAME, key=len, reverse=True)]


def _holiday(text: str) -> str:
    key = " ".join(text.lower().replace("’", "'").split())
    return key if key in _HOLIDAYS_BY_NAME else key.replace("'", "")

#: Opposite styles, voices and cases: the one denied beside the other ("active, not passive") says nothing more.
_OPPOSITES = {"active": "passive", "passive": "active", "formal": "informal", "informal": "formal", "casual": "formal",
              "uppercase": "lowercase", "lowercase": "uppercase"}
_LANG = "|".join(sorted(LANGUAGES))
#: Two-letter language codes, read only in a pair ("EN->FR"): alone, "it" or "de" are words.
_LANG_CODES = {"en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian", "pt": "Portuguese",
               "nl": "Dutch", "ja": "Japanese", "zh": "Chinese", "ko": "Korean", "ru": "Russian", "pl": "Polish"}

_ORDINAL = {w: n[:-2] for w, n in ORDINALS.items()}                  # "third" -> "3"

#: Currencies by name or code ("US dollars", "EUR", "pounds sterling"), as an exchange rate names them.
_CURRENCY_CODE = r"USD|EUR|GBP|JPY|CHF|CAD|AUD|INR|CNY|MXN|NZD|SEK|NOK|DKK"
_CURRENCY = (r"(?:(?:US|USA|U\.S\.|American|Canadian|Australian|Singapore|Hong\s+Kong|New\s+Zealand)\s+)?(?:dollars?|bucks?)|"
             r"euros?|(?:british\s+)?pounds?(?:\s+sterling)?|yen|(?:swiss\s+)?francs?|pesos?|rupees?|yuan|"
             + _CURRENCY_CODE)

#: Currencies named with their country, as the ISO code the units read ("Indian rupees" = "INR" = rupee).
_NAMED_CURRENCY_CODE = {
    **dict.fromkeys(("indian rupee", "indian rupees"), "INR"), **dict.fromkeys(("swiss franc", "swiss francs"), "CHF"),
    "japanese yen": "JPY", "chinese yuan": "CNY", **dict.fromkeys(("mexican peso", "mexican pesos"), "MXN"),
    **dict.fromkeys(("swedish krona", "swedish kronor"), "SEK"),
    **dict.fromkeys(("norwegian krone", "norwegian kroner"), "NOK"),
    **dict.fromkeys(("danish krone", "danish kroner"), "DKK"), **dict.fromkeys(("korean won", "south korean won"), "KRW"),
    "south african rand": "ZAR", "thai baht": "THB", **dict.fromkeys(("polish zloty", "polish zlotys"), "PLN"),
    **dict.fromkeys(("hungarian forint", "hungarian forints"), "HUF"), "czech koruna": "CZK",
    "indonesian rupiah": "IDR", "ukrainian hryvnia": "UAH"}
_NAMED_CURRENCY = sorted((k.replace(" ", r"\s+") for k in _NAMED_CURRENCY_CODE), key=len, reverse=True)

#: "send back" and its forms, said as "return" (:data:`_READINGS`).
_RETURN_FORM = {**dict.fromkeys(("send", "ship", "mail", "bring", "hand"), "return"),
                **dict.fromkeys(("sends", "ships", "mails", "brings", "hands"), "returns"),
                **dict.fromkeys(("sending", "shipping", "mailing", "bringing", "handing"), "returning"),
                **dict.fromkeys(("sent", "shipped", "mailed", "brought", "handed"), "returned")}

#: "replace foo with bar", "a command that replaces ...", "swap foo for bar": the verb of an ordered pair.
_REPLACE_VERB = r"\b(?:replac(?:e|es|ing)|swap(?:s|ping)?)\s+"

#: (pattern, replacement), in order: a longer phrase before the shorter one it holds.
_READINGS = (
    # "30 days in the past" = "30 days ago"; "at least twice", "two or more times" = "more than once"
    (re.compile(r"\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirty|sixty|ninety)\s+"
                r"(seconds?|minutes?|hours?|days?|weeks?|months?|years?)\s+in\s+the\s+past\b", re.I), r"\1 \2 ago"),
    (re.compile(r"\b(?:at\s+least\s+twice|two\s+or\s+more\s+times|2\s+or\s+more\s+times)\b", re.I), " more than once "),
    # a speed in metres per second, before "/s" is read as a rate: "90 km/h in m/s"
    (re.compile(r"(?<![\w/])m/s\b(?!/)", re.I), " metres per second "),
    # a field at 0 is none of it: "whose stock is 0" = "stock = 0" = "with zero stock" = "with no stock"
    (re.compile(r"\b(?:whose|where|with)\s+([a-z_]+)\s+(?:is|equals?)\s+(?:0|zero)\b(?![.,]\d)|\b([a-z_]+)\s*==?\s*0\b(?![.,]\d)",
                re.I), lambda m: f" with no {m.group(1) or m.group(2)} "),
    (re.compile(r"\bsingle([\s-])(?=paragraph|sentence|line|page|word)", re.I), r" one\1"),
    # a count per period is a rate: "two days a week" = "two days per week" (not "two days 7 days")
    (re.compile(r"\b((?:\d+|" + _SMALL + r")\s+(?:days?|times|hours?|nights?|shifts?|sessions?))\s+(?:a|an|each|every)\s+"
                r"(week|month|year|day)\b", re.I), r" \1 per \2 "),
    # a span counted from a date is after it: "90 days from 2026-02-10" = "90 days after 2026-02-10"
    (re.compile(r"\b(?:(back(?:wards?)?|subtract(?:ing|s)?|take\s+away|minus)\s+)?((?:\d+|" + _SMALL
                + r")\s+(?:days?|weeks?|months?|years?))\s+(?:from|on\s+from|counting\s+from)\s+"
                r"(?=\d{4}-\d|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Z]|[A-Z][a-z]+\.?\s+\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)",
                re.I), lambda m: f" {m.group(2)} {'before' if m.group(1) else 'after'} "),
    (re.compile(r"\b(?:the\s+)?(?:past|last|previous)\s+week\b", re.I), " the last 7 days "),
    (re.compile(r"\bcounting\s+from\b", re.I), " from "),
    # "the typos" = "the spelling mistakes"
    (re.compile(r"\btypos?\b", re.I), " spelling mistakes "),
    # the extension a rename gives: "rename the .jpg files so they have a .jpeg extension" = "... to .jpeg"; "every
    # file ending in .jpeg must end in .jpg" = "... to .jpg"
    (re.compile(r"\b(?:so\s+(?:that\s+)?(?:they|it|each|all)\s+|(?:must|should|will|shall)\s+)(?:now\s+)?(?:have|has|get|gets|"
                r"end\s+(?:in|with)|ends\s+(?:in|with)|become|becomes|use|uses|carry|carries)\s+(?:an?\s+|the\s+)?"
                r"(?=\.[A-Za-z0-9]{1,5}\b)", re.I), " to "),
    # rounding to a whole number is rounding to 0 decimal places ("to the nearest whole degree", "to the nearest
    # integer", "as a whole number"); to the nearest cent, to 2: the count of places is said beside the words
    (re.compile(r"\b(?:to|as)\s+(?:an?\s+|the\s+nearest\s+)?whole\s+(?!(?:is|are|was|were|the|and|or|of|to|in)\b)[a-z]+\b|\b(?:to|as)\s+(?:an?\s+)?integer\b|\bto\s+the\s+"
                r"nearest\s+(?:integer|whole|degree|dollar|euro|pound|ounce|oz|gram|kilogram|kg|met(?:er|re)|minute|hour|day|"
                r"percent|unit|inch|foot|mile|km|cup|liter|litre)s?\b", re.I), lambda m: f"{m.group(0)}, 0 decimal places "),
    (re.compile(r"\bto\s+the\s+nearest\s+tenth\b", re.I), lambda m: f"{m.group(0)}, 1 decimal places "),
    (re.compile(r"\bto\s+the\s+nearest\s+(?:cent|hundredth)\b", re.I), lambda m: f"{m.group(0)}, 2 decimal places "),
    # the table a query reads, however it is introduced: "From customers(id, name), write ..." = "Table customers(id,
    # name). Write ..." (the columns are compared as a schema; "from" here names no source)
    (re.compile(r"\b(?:from|using|with|given|on)\s+(?:the\s+)?(?:table\s+)?(?=[a-z_]\w*\s*\(\s*[a-z_]\w*\s*,)", re.I),
     " table "),
    # a date's year after "of", the day first: "the 4 July of 1976" = "4 July 1976" (the month first: "of year" below);
    # a time "of" its day: "10:45 PM of Friday" = "10:45 PM on Friday"
    (re.compile(r"\b(\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r")\s*,?\s+of\s+(?=\d{4}\b)", re.I), r"\1 "),
    (re.compile(r"(\b[ap]\.?m\.?|\b\d{1,2}:\d{2})\s+of\s+(?=(?:the\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)",
                re.I),
     r"\1 on "),
    # an age said with its unit or without: "Jordan is 23 years old" = "Jordan is 23", "must be at least 21 years old" =
    # "must be at least 21" (months or weeks old stay as said)
    (re.compile(r"\b(is|am|are|was|were|be|turns?|turned|turning)\s+((?:at\s+least|over|under|below|above|older\s+than|"
                r"younger\s+than|not\s+yet)\s+)?(\d{1,3})\s+(?:years?|yrs?)[\s-]+old\b", re.I), r"\1 \2\3"),
    # "how many (full) years old is ..." = "how old is ..."; "how many full months old" = "how old in months"
    (re.compile(r"\bhow\s+many\s+(?:full\s+|whole\s+|complete(?:d)?\s+)?years\s+old\b", re.I), " how old "),
    (re.compile(r"\bhow\s+many\s+(?:full\s+|whole\s+|complete(?:d)?\s+)?(months|weeks|days)\s+old\b", re.I),
     r" how old in \1 "),
    # "keeping their order" = "in the same order" = "in the original order"
    (re.compile(r"\bkeep(?:ing|s)?\s+(?:the|their|its)\s+(?:original\s+)?order\b|\bin\s+(?:the\s+)?(?:same|original)\s+order\b",
                re.I), " in the same order "),
    # "how much do they pay altogether?" = "... in total"
    (re.compile(r"\b(pay|pays|paid|cost|costs|owe|owes|spend|spends|spent|earn|earns|back|charged|reimbursed|due)\s+"
                r"altogether\b", re.I), r"\1 in total"),
    # a thing sent back is returned: "send it back", "sending back a kettle", "handed back to IT" (no direction)
    (re.compile(r"\b(send|sends|sending|sent|ship|ships|shipping|shipped|mail|mails|mailing|mailed|bring|brings|"
                r"bringing|brought|hand|hands|handing|handed)\s+(it\s+|them\s+)?back\b", re.I),
     lambda m: f" {_RETURN_FORM[m.group(1).lower()]} {m.group(2) or ''}"),
    # "on which day of the week did 14 March 2019 fall?" asks the day of the week of the date
    (re.compile(r"\bon\s+(?:what|which)\s+day(\s+of\s+the\s+week)?\b([^.?!\n]{1,40}?)\s+(?:fall|falls|fell|land|lands|"
                r"landed)\b", re.I), lambda m: f" what day of the week {m.group(2)} "),
    # a signed percentage: "+10% price" = "increase the price by 10%"
    (re.compile(r"(?<![\w)\]])\+\s*(?=\d[\d.]*\s*%)"), " increase by "),
    (re.compile(r"(?<![\w)\]-])-\s*(?=\d[\d.]*\s*%)"), " decrease by "),
    # a schema's "Table:" / "Tables:" / "Schema:" label names no content of its own: "Table: employees(id, name)" =
    # "employees(id, name)"
    (re.compile(r"\b(?:given\s+)?(?:an?\s+|the\s+)?(?:tables?|schema)\s*(?:is|are|=|:)?\s*(?=[\w.]+\s*\()", re.I), " "),
    # "not equal" said as a sign: "country != 'Canada'", "<> 'Canada'", "country:!Canada" (a filter), "!Canada"
    (re.compile(r"\s*(?:!=|<>|≠|=/=)\s*"), " is not "),
    (re.compile(r"(?<=\w):!(?=[\w\"'])"), " not "),
    (re.compile(r"(?<![\w!])!(?=[\"']?[A-Za-z])"), " not "),
    # comparison signs before a number: "> 10MB" = "more than 10MB" (before the age readings that read it)
    (re.compile(r"(?<![<>=!])(?:>=|≥)\s*(?=\d)"), " at least "),
    (re.compile(r"(?<![<>=!])(?:<=|≤)\s*(?=\d)"), " at most "),
    (re.compile(r"(?<![<>=!-])>\s*(?=[\d$€£]|\s*[a-z])", re.I), " more than "),
    (re.compile(r"(?<![<>=!])<\s*(?=[\d$€£]|\s*[a-z])", re.I), " less than "),
    (re.compile(r"\bw/o\b", re.I), " without "),
    (re.compile(r"\bw/(?=\s|$)", re.I), " with "),
    (re.compile(r"#\s*of\b", re.I), "number of"),
    (re.compile(r"\s*=\s*\?+\s*"), " to "),                                # "1.5 hrs = ? min"
    (re.compile(r"\s*=\s*(?=[A-Z][a-z]+\s+time\b)"), " to "),                # "London 9am = Tokyo time?"
    (re.compile(r",?\s*(?:or\s+not|yes\s+or\s+no)\s*(?=\?|$)", re.I), " "),   # "leap year or not?" asks yes/no
    # "hasn't taken a single day off" = "... any day off": after a negation "a single" is no count
    (re.compile(r"(n['’]t|\b(?:not|never|without|no\s+one|nobody))(\s+(?:[a-z]+\s+){0,2}?)a\s+single\b", re.I), r"\1\2any"),
    (re.compile(r"\ba\s+single\b(?![\s-]+(?:sentence|line|paragraph|command|query|statement|rule|clause)\b)", re.I), " one "),
    # "one row per month" = "per month"
    (re.compile(r"\b(?:one|1|a\s+single)\s+(?:row|line|record|entry|result)\s*(?=per\b|for\s+(?:each|every)\b|/\s*[a-z])", re.I), " "),
    # clock times written with a dot: "10.45pm" = "10:45 pm", "9.30 in the morning" = "9:30 in the morning"
    (re.compile(r"\b(\d{1,2})\.(\d{2})\s*(?=[ap]\.?\s?m\b|in\s+the\s+(?:morning|afternoon|evening)\b)", re.I), r" \1:\2 "),
    # ... or with none: "930am" = "9:30 am", "1145 pm" = "11:45 pm" (three or four digits, then am or pm)
    (re.compile(r"\b(1[0-2]|0?[1-9])([0-5]\d)\s*(?=[ap]\.?m\.?(?!\w))", re.I), r" \1:\2 "),
    # a US date with slashes where the day cannot be a month: "12/24/2025" = "December 24, 2025"
    (_SLASH_DATE, _slash_date),
    # areas written with a square: "m²" (NFKC has made it "m2" already) = "m^2" = one area unit, "squaremeter"
    (re.compile(r"\b(m|km|ft|mi|yd|in|cm|mm)\s*(?:²|\^2)|(?:(?<=\d)|(?<=\d\s)|(?<=[?=]\s)|(?<=\bin\s)|(?<=\bto\s)|(?<=\bmany\s))"
                r"(m|km|ft|mi|yd|cm|mm)2\b", re.I),
     lambda m: f" square{_AREA_BASE[(m.group(1) or m.group(2)).lower()]} "),
    # an area unit is one unit: "square feet" = "squarefoot", so "45 square feet to m²" is not "m² to square feet"
    (re.compile(r"\b(square|sq\.?|cubic|cu\.?)\s+(feet|foot|ft|meters?|metres?|m|kilometers?|kilometres?|km|miles?|mi|"
                r"yards?|yd|inch(?:es)?|in|centimeters?|centimetres?|cm|millimeters?|millimetres?|mm)\b", re.I),
     lambda m: " " + ("square" if m.group(1).lower().startswith("s") else "cubic") + _AREA_BASE[m.group(2).lower()] + " "),
    # a rate written with a slash: "5:20 /km" = "5:20 per km"
    (re.compile(r"(?:(?<=\s)|(?<=^)|(?<=\d))/\s*(km|mi|mile|kilometer|kilometre|kg|lb|day|hour|hr|h|week|wk|month|mo|"
                r"year|yr|night|person|head|user|seat)\b", re.I), r" per \1 "),
    # a span asked as a noun: "duration from 10pm to 6am" = "how long from 10pm to 6am"
    (re.compile(r"^\W*(?:what\s+is\s+the\s+|what's\s+the\s+)?(?:duration|length\s+of\s+time|time\s+elapsed)\b", re.I),
     " how long "),
    # a size with a one-letter suffix, after a comparison: "bigger than 100M" = "bigger than 100 MB" (find -size)
    (re.compile(r"\b(than|over|under|above|below|exceeds?|exceeding|size)\s+(\d+(?:\.\d+)?)([KMGT])\b"), r"\1 \2 \3B "),
    # none as a count before a noun: "customers with zero orders" = "customers with no orders"
    (re.compile(r"\bzero\s+(?=[a-z]{3,})", re.I), " no "),
    # "how frequently" asks what "how often" asks
    (re.compile(r"\bhow\s+frequently\b", re.I), " how often "),
    # leaving something out: "skipping any .tmp files" = "excluding any .tmp files"
    (re.compile(r"\bskip(?:ping|s)?\s+(?=(?:any|all|the|every|each)?\s*[\w.*])", re.I), " excluding "),
    # the working week: "mon-fri" = "Monday to Friday" = weekdays
    (re.compile(r"\bmon(?:day)?\s*(?:-|to|through|thru)\s*fri(?:day)?\b", re.I), " weekday "),
    # fractions before a unit: "3/4 cup" = "three quarters of a cup" = "0.75 cup"
    (re.compile(r"\b(?:three|3)\s+quarters?\s+(?:of\s+)?(?:an?\s+)?(?=[a-z])", re.I), " 0.75 "),
    (re.compile(r"(?<![\w/.])(\d+)/(\d+)\s+(?:of\s+)?(?:an?\s+)?(?=[a-z])"),
     lambda m: f" {int(m.group(1)) / int(m.group(2)):g} " if int(m.group(2)) and int(m.group(1)) * 10_000 % int(m.group(2)) == 0
     else m.group(0)),
    # a rate per unit of time written with a slash after a unit: "megabytes/s" = "megabytes per second"
    (re.compile(r"(?<=[a-z])/(s|sec|second|min|minute|h|hr|hour|day)\b", re.I),
     lambda m: " per " + {"s": "second", "sec": "second", "min": "minute", "h": "hour", "hr": "hour"}.get(
         m.group(1).lower(), m.group(1).lower()) + " "),
    # a yes/no tag asks yes or no: "... older than 19 y/n"
    (re.compile(r"\s*\b(?:y/n|yes/no)\b(?!\s*questions?\b)\s*\??", re.I), "? "),
    # "age on 15 Nov" = "how old on 15 Nov"
    (re.compile(r"\b(?:the\s+|their\s+|his\s+|her\s+)?age\s+(?=(?:on|at|by|in)\b)", re.I), " how old "),
    # dictated paths and file names: "deploy dot sh" = "deploy.sh",
    # "slash var slash app" = "/var/app"
    (re.compile(r"\b(?!(?:all|every|each|any|the|a|an|my|our|your|some|of|for|in|on|with|and|or|to|only|no|under|"
                r"below|from|into)\b)([a-z][\w-]*)\s+dot\s+([a-z]{1,5})\b", re.I), r"\1.\2"),
    (re.compile(r"\bslash\s+([\w.-]+)((?:\s+slash\s+[\w.-]+)*)", re.I),
     lambda m: "/" + m.group(1) + "".join("/" + w for w in re.findall(r"slash\s+([\w.-]+)", m.group(2), re.I))),
    # "10+ people" = "at least 10 people"
    (re.compile(r"\b(\d+)\+(?=\s|$)"), r" at least \1 "),
    # "more than 30 days ago" = "older than 30 days"
    (re.compile(r"\b(?:more|over)\s+(?:than\s+)?" + _SPAN + r"\s+ago\b", re.I), r" older than \1 "),
    # case-insensitive, however said: "ignoring case", "upper or lower case", "case doesn't matter"
    (re.compile(r"\b(?:ignoring|ignore|ignores|regardless\s+of)\s+(?:the\s+)?(?:letter\s+)?case\b|\bcase[\s-]?insensitive(?:ly)?\b|"
                r"\b(?:upper\s+or\s+lower|lower\s+or\s+upper)(?:\s*case)?(?:\s*,?\s*(?:it\s+)?(?:does\s*n[o']?t|doesn['’]t)"
                r"\s+matter)?|\bcase\s+(?:does\s*n[o']?t|doesn['’]t)\s+matter\b", re.I), " caseinsensitive "),
    # "the sentence below", "the list above": where the text is, not a bound
    (re.compile(r"\b(sentences?|text|list|message|paragraph|passage|items|words|lines|table|examples?|code|snippet|"
                r"query|data|e-?mail|quote|note|excerpt|statement|rule|policy)\s+(?:shown\s+|given\s+|quoted\s+)?"
                r"(?:below|above)\b", re.I), r"\1"),
    # "with or without a note" = "regardless of a note": the note does not matter, which "without a note" never says
    (re.compile(r"\bwith\s+or\s+without\b", re.I), " regardless of "),
    # "from June 1 onward" = "since June 1"
    (re.compile(r"\bfrom\s+(" + _DATE + r")\s+(?:on(?:wards?)?|forward|and\s+later)\b", re.I), r" since \1 "),
    # spans and clock times said in words
    # a span in hours and minutes is its minutes: "9 hours and 30 minutes" = "9h30m" = "570 minutes"
    (re.compile(r"\b(\d+)\s*(?:hours?|hrs?|h)\s*(?:and\s+|,\s*)?(\d+)\s*(?:minutes?|mins?|m)\b", re.I),
     lambda m: f" {int(m.group(1)) * 60 + int(m.group(2))} minutes "),
    (re.compile(r"\b(?:an|one)\s+hour\s+and\s+a\s+half\b", re.I), " 1.5 hours "),
    (re.compile(r"\b(\d+|" + _SMALL + r")\s+and\s+a\s+half\s+(?=[a-z])", re.I),
     lambda m: f" {_small(m.group(1))}.5 "),
    (re.compile(r"\bhalf\s+an\s+hour\b|\ba\s+half[\s-]hour\b", re.I), " 30 minutes "),
    (re.compile(r"\ba\s+quarter\s+(?:of\s+)?an\s+hour\b|\ba\s+quarter[\s-]hour\b", re.I), " 15 minutes "),
    (re.compile(r"\b(half|quarter)\s+past\s+(\d{1,2}|" + _SMALL + r")\b", re.I),
     lambda m: f" {_small(m.group(2))}:{30 if m.group(1).lower() == 'half' else 15} "),
    (re.compile(r"\bquarter\s+to\s+(\d{1,2}|" + _SMALL + r")\b", re.I),
     lambda m: f" {(int(_small(m.group(1))) - 2) % 12 + 1}:45 "),
    (re.compile(r"\b(?:" + "|".join(_HOLIDAYS) + r")\b", re.I), lambda m: f" {_HOLIDAYS_BY_NAME[_holiday(m.group(0))]} "),
    # a span from a date or a time: "30 days from 12 April", "in 90 minutes", "12 April + 30 days"
    (re.compile(r"\bin\s+" + _QSPAN + r"(?!\s+(?:before|after|ago|from|old)\b)", re.I),   # only where a time is asked
     lambda m: f" {m.group(1)} after " if _WHEN.search(m.string) else m.group(0)),
    (re.compile(r"\b" + _QSPAN + r"\s+from\s+(?=(?:\d|today\b|tomorrow\b|yesterday\b|" + _MONTH + r"\s*\d))", re.I),
     lambda m: m.group(0) if _BACKWARD.search(m.string[max(0, m.start() - 30):m.start()]) else f" {m.group(1)} after "),
    (re.compile(r"(?:^|(?<=\s))\+\s*(?=\d)"), " plus "),
    (re.compile(r"(?<=[\d\w])\s+[-−]\s*(?=\d+\s*(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b)", re.I),
     " minus "),
    # "between 1 March and 15 April" = "from 1 March to 15 April" (the from/to order is compared); clock times too
    (re.compile(r"\bbetween\s+(" + _DATE + r")\s+and\s+(" + _DATE + r")", re.I), r" from \1 to \2 "),
    (re.compile(r"\bbetween\s+(" + _CLOCK_TEXT + r")\s+and\s+(" + _CLOCK_TEXT + r")", re.I), r" from \1 to \2 "),
    # an output form asked for ("as a question", "in bullet points", "as JSON") is part of the task
    (re.compile(r"\b(?:as|into|in\s+the\s+form\s+of)\s+(?:a\s+|an\s+)?(?:yes\s*(?:/|-|or|-or-)?\s*no\s+)?"
                r"(question|bulleted\s+list|bullet\s+list|numbered\s+list|list|table|json|csv|yaml|haiku|poem|tweet|"
                r"headline|title(?!\s+case)|slogan|bullet\s+points)\b|"
                r"\b(?:in|to|into)\s+(?:a\s+)?(bullet\s+points|bullets|json|csv|yaml|table|uppercase|lowercase|title\s+case)\b"
                r"(?!\s+(?:in|to|into)\b)", re.I),
     lambda m: f" asform{_form(m.group(1) or m.group(2))} "),
    # ... and a tense asked for ("in the past tense", "into the present perfect tense"): the form of the rewrite
    # ("future tense pls", "into past perfect": a tense of two words needs no "tense")
    (re.compile(r"\b(?:(?:in|into|to|using)\s+(?:the\s+)?)?((?:simple|past|present|future|perfect|continuous|"
                r"progressive)(?:[\s-]+(?:simple|past|present|future|perfect|continuous|progressive)){0,2})\s+tense\b|"
                r"\b(?:in|into|to)\s+(?:the\s+)?((?:simple[\s-]+)?(?:past|present|future)[\s-]+(?:perfect|continuous|"
                r"progressive|simple)(?:[\s-]+(?:continuous|progressive))?|simple[\s-]+(?:past|present|future))\b", re.I),
     lambda m: " asformtense" + "".join((m.group(1) or m.group(2)).lower().split()).replace("-", "") + " "),
    # ... and a list form or a case named anywhere ("make a bulleted list from ...", "Title Case please: ...")
    (re.compile(r"\b(?:bulletise|bulletize|bullet-?point)\b|\b(?:\d+|" + _SMALL + r")\s+bullets\b", re.I),
     lambda m: m.group(0).split()[0] + " bullet points " if m.group(0).split()[0][0].isdigit()
     or m.group(0).split()[0].lower() in _CARDINAL else " bullet points "),
    (re.compile(r"\b(bulleted\s+list|bullet\s+list|bullet\s+points|numbered\s+list|title\s+case)\b", re.I),
     lambda m: f" asform{_form(m.group(1))} "),
    # what a request asks, said another way
    (re.compile(r"\bwfh\b|\bwork(?:ing)?\s+from\s+home\b", re.I), " work remotely "),
    (re.compile(r"\bsum\s+(this|it|that)\s+up\b|\bsum\s+up\s+(?=[\"'`])", re.I), " summarize this "),
    (re.compile(r"\btl;?\s?dr\b", re.I), " summarize "),
    (re.compile(r"\b(?:cut|trim)\s+(this|it|that)\s+down\b|\bcondense\b", re.I), " shorten this "),
    (re.compile(r"\b(?:cut|trim)\s+(?:(?:it|this|that)\s+)?(?:down\s+)?to\s+(?=(?:<|less\s+than|under|fewer\s+than|at\s+most|"
                r"max(?:imum)?)?\s*\d+\s+(?:words|characters|chars|sentences)\b)", re.I), " shorten this to "),
    (re.compile(r"(?<![\w/.])\*(\.[a-z0-9]{1,5})\b(?:\s+files?\b)?", re.I), r" \1 files "),
    (re.compile(r"(?:\b(?:including|incl\.?|with|and|plus)|\+)\s*(?:all\s+)?(?:of\s+)?(?:its\s+|their\s+|the\s+)?"
                r"(?:sub-?folders|sub-?directories|subdirs)\b|\(?(?:sub-?folders|sub-?directories|subdirs)\s+included\)?|"
                r"\b(?:searching|across|in)\s+(?:all\s+)?(?:the\s+)?(?:sub-?folders|sub-?directories|subdirs)(?:\s+too)?\b|"
                r"\bat\s+any\s+depth\b|\brecursive\b", re.I), " recursively "),
    # "lines that have the word ERROR in them" = "lines containing the word ERROR"
    (re.compile(r"\b(?:that\s+|which\s+)?(?:have|has)\s+(?=(?:the\s+(?:word|string|text|term)\s+)?[\w'\"-]+\s+in\s+(?:them|it)\b)",
                re.I), " containing "),
    # "below /var/cache" is a place, not a bound
    (re.compile(r"\b(?:below|beneath|underneath)\s+(?=[/~.]|[\w-]+/|the\s+(?:current|working)\s+(?:directory|folder|dir)\b|"
                r"this\s+(?:directory|folder|dir)\b)", re.I), " under "),
    # how fields are separated: "tab-separated", "delimited by ;", "the delimiter is a comma" (one word; not "the days
    # separating two dates")
    (re.compile(r"\b(?:separated|delimited|separator|separators|delimiter|delimiters)\b", re.I), " fieldsep "),
    # "ft/in", "ft and in": feet and inches (a height), not "in" a unit
    (re.compile(r"\b(?:ft|feet|foot)\s*(?:/|&|\+|and)\s*(?:in|ins|inch|inches)\b(?![\w/])", re.I),
     " feet and inches "),
    # "files ending in .log", "files that end with .log" = ".log files"
    (re.compile(r"\bfiles\s+(?:that\s+|which\s+)?(?:end|ending)\s+(?:in|with)\s+(\.[a-z0-9]{1,5})\b(?!\.)", re.I),
     r" \1 files "),
    (re.compile(r"\bfile\s+(?:that\s+|which\s+)?(?:ends|ending)\s+(?:in|with)\s+(\.[a-z0-9]{1,5})\b(?!\.)", re.I),
     r" \1 file "),
    # "boil it down to one sentence" = "summarise it in one sentence"
    (re.compile(r"\bboil(?:s|ed|ing)?\s+((?:\w+\s+){0,2}?)down\b", re.I), r" summarise \1 "),
    # "replace foo with bar", "swap foo for bar": an ordered pair, like "from foo to bar"
    (re.compile(_REPLACE_VERB + r"(?:(?:all|every|each)\s+(?:the\s+)?(?:occurrences?|instances?)\s+of\s+|"
                r"(?:all|every|each|the)\s+(?:the\s+)?)?"
                r"(\S+)\s+(?:with|by|for)\s+(\S+)", re.I), r" replace from \1 to \2 "),
    # ... written as fields: "find: db.internal / replace: localhost" = "replace db.internal with localhost"
    (re.compile(r"\b(?:find|search|pattern|old|match)\s*(?:[:=]\s*)?(?!(?:all|every|each|the|a|an|it|them|and)\b)(\S+)"
                r"\s*[\n,;]?\s*(?:replace(?:ment|[\s_]with)?|new|with)\s*(?:[:=]\s*)?"
                r"(?!(?:it|them|all|every|each|the|a|an|with|by)\b)(\S+)", re.I), r" replace from \1 to \2 "),
    # ... and with more words on either side: "replace every tab character in notes.txt with four spaces"
    (re.compile(_REPLACE_VERB + r"(?:(?:all|every|each)\s+(?:the\s+)?(?:occurrences?|instances?|runs?)\s+of\s+|"
                r"(?:all|every|each|the)\s+(?:the\s+)?(?:runs?\s+of\s+)?)?"
                r"((?:(?!with\b|by\b|for\b)[\w.'\"-]+\s+){1,5}?)(?:with|by|for)\s+(?:an?\s+|the\s+)?([\w.'\"-]+)", re.I),
     r" replace from \1 to \2 "),
    # a request that opens "I need to ..." says what is wanted, not a duty
    (re.compile(r"^\W*(?:(?:hi|hey|ok|so),?\s+)?(i|we)\s+(?:really\s+)?need\s+to\b", re.I), r" \1 want to "),
    # a duty anywhere else: "the documents I need to submit", "do staff need to", "does an employee have to" = "must"
    (re.compile(r"\bneeds?\s+to\b(?!\s+know\b)", re.I), " mustdo "),
    (re.compile(r"\b(?:do|does|did|will|would)\s+(?:\w+\s+){1,2}?(?:need|have)\s+to\b", re.I),
     lambda m: m.group(0)[:m.group(0).lower().rfind("need" if "need" in m.group(0).lower() else "have")] + " mustdo "),
    # "do contractors need manager approval" = "is manager approval required for contractors"
    (re.compile(r"\b((?:do|does|did|will|would)\s+(?:\w+\s+){1,2}?)needs?\b(?!\s+to\b)", re.I), r"\1 mustdo "),
    # a duty, not a permission: "are interns required to", "must", "have to" (not "I need to ...")
    (re.compile(r"\b(?:required|obliged|obligated|mandated)\s+to\b|(?<!\bi\s)(?<!\bwe\s)\b(?:must|ha(?:ve|s)\s+to)\b", re.I),
     " mustdo "),
    # a duty said as a state: "a receipt is required", "escort required at all times", "is mandatory" = "must"
    (re.compile(r"\b(?:(?:is|are|be)\s+)?(?:required|mandatory|compulsory|needed)\b", re.I), " mustdo "),
    # none of a thing said with "zero": "authors with zero books" = "authors with no books" (a count of none)
    (re.compile(r"\b(with|have|has|had)\s+zero\s+(?=[a-z])", re.I), r" \1 no "),
    # a cap said with the noun it caps between: "maximum charge $15 per day" = "charge up to $15 per day" (the noun stays)
    (re.compile(r"\b(?:an?\s+)?max(?:imum)?\s+(?!(?:length|size|of|is)\b)([a-z]{3,})\s+(?:is\s+|of\s+|=\s*|:\s*)?(?=[$€£]\d)", re.I),
     r" \1 up to "),
    # a cap or a floor said with a noun: "a maximum of 5 days", "capped at 5", "max 3", "max length 12", "meal cap is
    # $50/day" = "up to ..."; "a minimum of 2", "minimum length 12" = "at least ..."
    (re.compile(r"\b(?:an?\s+)?max(?:imum)?\s+(?:(?:length|size)\s+(?:is\s+)?)?(?:of\s+)?(?=\$?\d|(?:" + _SMALL + r")\b)|"
                r"\bcapped\s+at\b|\blimited\s+to\b|\b(?:cap|limit|ceiling)\s+(?:is\s+|of\s+|at\s+|=\s*|:\s*)?(?=[$€£]?\d)",
                re.I), " up to "),
    (re.compile(r"\b(?:an?\s+)?min(?:imum)?\s+(?:(?:length|size|age)\s+(?:is\s+)?)?(?:of\s+)?(?=\$?\d|(?:" + _SMALL
                + r")\b)", re.I), " at least "),
    # grouping said with "by" after an aggregate: "avg salary by department" = "average salary per department"
    # ("the total paid by all users" names who paid, all of them: no grouping)
    (re.compile(r"\b(average|avg|mean|sum|total|count|number|max(?:imum)?|min(?:imum)?)((?:\s+[\w']+){1,2}?)\s+by\s+"
                r"(?!the\s+(?:average|avg|mean|sum|total|count|number)\b|(?:all|every(?:one|body)?|any(?:one|body)?)\b)",
                re.I), r" \1\2 per "),
    # "last modified" = "modified": when a file was changed, not the last of several
    (re.compile(r"\blast\s+(?=(?:modified|changed|edited|updated|accessed|touched)\b)", re.I), " "),
    # counting from the end: "second-to-last Friday" = "penultimate Friday" (not "last", not "second")
    (re.compile(r"\b(?:second|2nd|next)[\s-]+(?:to[\s-]+|from[\s-]+(?:the[\s-]+)?)last\b|\bone\s+before\s+(?:the\s+)?last\b",
                re.I), " penultimate "),
    (re.compile(r"\b(?:third|3rd)[\s-]+(?:to[\s-]+|from[\s-]+(?:the[\s-]+)?)last\b", re.I), " antepenultimate "),
    # feet and inches: "5 ft 11 in", "5'11\"" = "5 feet 11 inches"
    (re.compile(r"\b(\d+)\s*(?:ft|feet|foot|')\s*(\d+)\s*(?:in\b|inch(?:es)?\b|\"|'')"), r" \1 feet \2 inches "),
    # compact durations: "2h50m" = "2 hours 50 minutes"
    (re.compile(r"\b(\d+)\s*h\s*(\d+)\s*m(?:in)?\b", re.I), r" \1 hours \2 minutes "),
    # a language pair in codes: "EN->FR", "en to de" = "from English to French"
    (re.compile(r"\b(" + "|".join(_LANG_CODES) + r")\s*(?:->|→|=>|>|to|2)\s*(" + "|".join(_LANG_CODES) + r")\b", re.I),
     lambda m: f" from {_LANG_CODES[m.group(1).lower()]} to {_LANG_CODES[m.group(2).lower()]} "),
    # a language code alone, in capitals, where a language is asked: "DE translation" = "German translation",
    # "translate to FR" = "translate to French" (lower case "it", "de" stay words)
    (re.compile(r"\b(" + "|".join(c.upper() for c in _LANG_CODES) + r")\b(?=\s+(?:translation|version|text)\b)"),
     lambda m: _LANG_CODES[m.group(1).lower()]),
    (re.compile(r"\b(to|into|in)\s+(" + "|".join(c.upper() for c in _LANG_CODES) + r")\b(?![\w.-])"),
     lambda m: f"{m.group(1)} {_LANG_CODES[m.group(2).lower()]}"),
    # currency codes: "USD" = "US dollars" ("US" as it reads where a text writes it: "usa"), "EUR" = "euros"
    # (in any case: "1250 eur -> usd"; none of the three is a word; not inside a file name or a path: "usd.csv")
    (re.compile(r"(?<![\w./\\])(USD|EUR|GBP)(?![\w/\\]|\.\w)", re.I),
     lambda m: {"USD": " usa dollars ", "EUR": " euros ", "GBP": " £ "}[m.group(1).upper()]),
    (re.compile(r"\bCAD\b"), " canadian dollars "), (re.compile(r"\bAUD\b"), " australian dollars "),
    # ... and a currency named with its country as its code ("5,000 Indian rupees" = "5000 INR", "Swiss francs" = "CHF")
    (re.compile(r"\b(" + "|".join(_NAMED_CURRENCY) + r")\b", re.I),
     lambda m: f" {_NAMED_CURRENCY_CODE[' '.join(m.group(1).lower().split())]} "),
    # a command asked in one line is a one-liner: "a one-line shell command" = "a single-line command" = "a one-liner"
    (re.compile(r"\b(?:one|1|single)[\s-]+line(?=\s+(?:(?:shell|bash|terminal|linux|unix|sed|awk|grep|find)\s+)?"
                r"(?:command|cmd|script|solution|pipeline|invocation)s?\b)", re.I), " oneliner"),
    # "one" before what a request produces is an article: "write one sentence" = "write a sentence"
    (re.compile(r"\b(?:one|1)(?=[\s-]+(?:sentence|line|paragraph|command|query|statement|rule|clause)\b)", re.I), "a"),
    # a duty asked of someone: "a clause requiring staff to lock" = "staff must lock"; "requires 14 characters"
    (re.compile(r"\brequir(?:e|es|ing)\s+((?:\w+\s+){1,2}?)to\b", re.I), r" \1 mustdo "),
    (re.compile(r"\brequir(?:e|es|ing)\b", re.I), " mustdo "),
    # keeping something as it is: "without changing its meaning" = "leaving the meaning as is" = "keep the meaning"
    # (one polarity, "keepsame", so that "change the meaning" is still another task)
    # ... but "change nothing else", "without changing anything else", "leave everything else as is" only say to do
    # the task and nothing more: no constraint of their own
    (re.compile(r"\b(?:without\s+chang(?:ing|e)|(?:do\s+not|don't|dont)\s+change|chang(?:e|es|ing)|alter(?:s|ing)?|"
                r"touch(?:es|ing)?)\s+(?:anything|nothing)\s+else\b|\bleav(?:e|es|ing)\s+(?:everything|all)\s+else\s+"
                r"(?:as\s+(?:it\s+)?is|unchanged|intact|untouched|alone)\b|"
                r"\b(?:keep(?:ing|s)?|leav(?:e|es|ing))\s+(?:the\s+|its\s+)?(?:meaning|rest|wording)\s+otherwise\s+(?:unchanged|the\s+same|intact|as\s+(?:it\s+)?is)\b", re.I), " "),
    (re.compile(r"\bwithout\s+chang(?:ing|e)\s+(?:the\s+|its\s+|their\s+|any\s+)?", re.I), " keepsame the "),
    (re.compile(r"\bleav(?:e|es|ing)\s+((?:the\s+|its\s+|all\s+)?(?:other\s+)?\w+)\s+(?:as\s+(?:it\s+)?is|unchanged|intact|"
                r"untouched)\b", re.I), r" keepsame \1 "),
    (re.compile(r"\bkeep(?:ing|s)?\s+(?=(?:the|its|their|all|any|every|your|my)\b)", re.I), " keepsame "),
    # an opposite denied beside what is asked says nothing more: "make it active, not passive" = "make it active"
    (re.compile(r"\b(" + "|".join(_OPPOSITES) + r")(\s+(?:voice|tone|style|case|form|register))?\s*(?:,|;|-|and|but)?\s*"
                r"not\s+(" + "|".join(_OPPOSITES) + r")\b(?:\s+(?:voice|tone|style|case|form|register)\b)?", re.I),
     lambda m: m.group(1) + (m.group(2) or "") if _OPPOSITES[m.group(1).lower()] == m.group(3).lower() else m.group(0)),
    # switching and taking away: "turn off X" = "turn X off" = "disable X", "take away X" = "remove X"
    (re.compile(r"\b(?:turn|switch)(?:ed|ing|s)?\s+((?:the\s+|my\s+|it\b\s*)?(?:\w+\s+){0,3}?)(off|on)\b", re.I),
     lambda m: (" disable " if m.group(2).lower() == "off" else " enable ") + m.group(1)),
    (re.compile(r"\btak(?:e|es|ing)\s+away\b", re.I), " remove "),
    # who sent or wrote something is where it comes from: "messages sent by Alice" = "messages from Alice"
    (re.compile(r"\b(sent|written|posted|emailed|authored|forwarded|shared|uploaded|submitted)\s+by\b", re.I), r"\1 from"),
    # a change by an amount is not a change to a value: "increase the price by $20" vs "... to $20"
    (re.compile(r"\b((?:increas|rais|decreas|lower|reduc|cut|boost|bump|drop|grow|adjust|chang|shift|extend|shorten)\w*"
                r"(?:\s+[\w'’]+){0,4}?)\s+(by|to)\s+(?=[$€£]?\d)", re.I),
     lambda m: f"{m.group(1)} {'changeby' if m.group(2).lower() == 'by' else 'changeto'} "),
    # "every other Monday" is every second one
    (re.compile(r"\bevery\s+other\b", re.I), " every alternate "),
    # a spreadsheet column or row named by its letter is one name: "column A" = "col A" = "columnA" ("a" is no article)
    (re.compile(r"\b(?:columns?|cols?)\s+([A-Z]{1,2})\b(?!['’])"), lambda m: f" column{m.group(1)} "),
    # "full-time", "part time" are one word each
    (re.compile(r"\b(full|part)[\s-]time\b", re.I), r" \1time "),
    (re.compile(r"\s*(?:->|→|=>|⇒|⟶)\s*"), " to "),
    (re.compile(r"(?<!\bfrom\s)\b(" + _LANG + r")\s+to\s+(" + _LANG + r")\b", re.I), r" from \1 to \2 "),
    (re.compile(r"\b(?:more|greater|longer)\s+than\s+" + _SPAN + r"\s+old\b|\bover\s+" + _SPAN + r"\s+old\b", re.I),
     lambda m: f" older than {m.group(1) or m.group(2)} "),
    (re.compile(r"\b(?:less|fewer)\s+than\s+" + _SPAN + r"\s+old\b|\bunder\s+" + _SPAN + r"\s+old\b", re.I),
     lambda m: f" newer than {m.group(1) or m.group(2)} "),
    (re.compile(r"\b(?:(?:modified|changed|created|edited|updated|touched|written)\s+)?(?:in|within|during|over)\s+the\s+"
                r"(?:last|past|previous)\s+" + _SPAN, re.I), r" newer than \1 "),
    (re.compile(r"\b(?:greater|more|larger|bigger|higher)\s+than\s+or\s+equal\s+to\s+(?:0|zero)\b|>=\s*0\b|≥\s*0\b|"
                r"\bnon-?negative\b", re.I), " not negative "),
    (re.compile(r"\b(?:less|smaller|lower)\s+than\s+or\s+equal\s+to\s+(?:0|zero)\b|<=\s*0\b|≤\s*0\b|\bnon-?positive\b",
                re.I), " not positive "),
    (re.compile(r"\b(?:greater|more|larger|bigger|higher)\s+than\s+(?:0|zero)\b(?!\.\d)|\babove\s+(?:0|zero)\b(?!\.\d)|"
                r"(?<![<>=])>\s*0\b(?!\.\d)", re.I), " positive "),
    (re.compile(r"\b(?:less|smaller|lower)\s+than\s+(?:0|zero)\b(?!\.\d)|\bbelow\s+(?:0|zero)\b(?!\.\d)|"
                r"(?<![<>=])<\s*0\b(?!\.\d)", re.I), " negative "),
    (re.compile(r"\bwhat-day\b|\bwhat\s+day\b(?=\s*[?.!]*\s*$)|\b(?:falls?|fell|lands?|landed)\s+on\s+what\s+day\b"
                r"(?!\s+of\b)", re.I), " weekday "),
    (re.compile(r"\bwait(?:s|ing)?\s+(?:for\s+)?" + _SPAN, re.I), r" \1 after "),
    (re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*in\.?\s+(?=(?:to|into|as|in)\b|=)", re.I), r"\1 inches "),
    (re.compile(r"\b(?!(?:non|un|e|re|co|pre|self|sub|x|one|lower|upper)-)([a-z]{2,})-([a-z]{2,})\b(?!-)", re.I),
     r"\1 \2"),
    # making an archive is compressing into it: "make a .tar.gz of the logs" = "compress the logs into a tar.gz"
    (re.compile(r"\b(?:make|create|build|produce)\s+(?:a|an)\s+(?=\.?(?:tar\.gz|tgz|zip|tar|gz|7z)\b)", re.I),
     " compress into a "),
    # "half a mile" = "0.5 mile", "a quarter of a cup" = "0.25 cup"
    (re.compile(r"\bhalf\s+(?:of\s+)?an?\s+", re.I), " 0.5 "),
    (re.compile(r"\ba\s+quarter\s+(?:of\s+)?an?\s+", re.I), " 0.25 "),
    # a race named by its distance: "a 10K race" = "a 10 km race"
    (re.compile(r"\b(\d+(?:\.\d+)?)\s?[kK]\s+(?=(?:races?|runs?|fun\s+runs?|walks?)\b)"), r" \1 km "),
    # thousands written with a k: "1k" = 1000, "2.5k" = 2500
    (re.compile(r"\b(\d+(?:\.\d+)?)k\b", re.I), lambda m: f" {float(m.group(1)) * 1000:g} "),
    # a number with a scale word: "500 million" = 500000000, "1.5 thousand" = 1500
    (re.compile(r"(?<![\d.,])(\d+(?:\.\d+)?)\s+(thousand|million|billion)\b", re.I),
     lambda m: f" {round(float(m.group(1)) * SCALES[m.group(2).lower()])} "),
    # speeds said as a ratio are one unit: "miles per hour" = "mph", "km/h" = "kilometres per hour" = "kph"
    (re.compile(r"\b(?:miles?|mi)\s*(?:per|an|a|/)\s*(?:hour|hr|h)\b", re.I), " mph "),
    (re.compile(r"\b(?:kilomet(?:er|re)s?|km)\s*(?:per|an|a|/)\s*(?:hour|hr|h)\b|\bkmh\b|\bkph\b", re.I), " kph "),
    # an ordinal before what it numbers is that thing's number: "the 3rd column" = "column 3" (past how the things
    # are separated: "the third comma-separated field" = "comma-separated field 3")
    (re.compile(r"\b(\d+(?:st|nd|rd|th)|" + "|".join(_ORDINAL) + r")\s+((?:[a-z]+[\s-]+(?:separated|delimited|fieldsep)\s+)?)"
                r"(column|col|row|line|field|page|item|element|entry|word|character|argument|file|paragraph|sentence)\b",
                re.I),
     lambda m: f" {m.group(2)}{m.group(3)} {_ORDINAL.get(m.group(1).lower(), m.group(1)[:-2])} "),
    # weeks are counted in days: "3 weeks" = "21 days", "a week" = "7 days"; half hours in minutes
    (re.compile(r"\b(\d+|an?|" + "|".join(_CARDINAL) + r")\s+(?:weeks?|wks?)\b", re.I),
     lambda m: f" {7 * (int(m.group(1)) if m.group(1).isdigit() else _CARDINAL.get(m.group(1).lower(), 1))} days "),
    (re.compile(r"\b(\d+)\.5\s+(?:hours?|hrs?)\b", re.I), lambda m: f" {int(m.group(1)) * 60 + 30} minutes "),
    # "how many different customers" = "how many distinct customers": a distinct count
    (re.compile(r"\b(how\s+many|number\s+of|count\s+(?:the\s+)?)\s*different\b", re.I), r"\1 distinct"),
    # the key of a grouping: "for each region" = "for every region" = "grouped by region" = "per region"
    (re.compile(r"\b(?:(?:for|in|within|by)\s+(?:each|every)|(?:group(?:ed)?|broken\s+down)\s+by)\s+(?=[a-z])", re.I), " per "),
    # ... said by what each row holds: "each category with its total quantity sold" = "the total quantity per category"
    (re.compile(r"\b(?:each|every)\s+(?=[a-z_]+(?:\s+[a-z_]+)?\s+(?:with|and|along\s+with|together\s+with|alongside)\s+"
                r"(?:its|their|the|his|her)\s+(?:total|number|count|sum|average|mean|avg|highest|lowest|max(?:imum)?|"
                r"min(?:imum)?|largest|smallest)\b)", re.I), " per "),
    # a rate per unit of time, however said: "daily" = "per day" = "each day" = "every day" ("this day" is not)
    (re.compile(r"\b(?:per|each|every|by)\s+(day|week|month|year|hour|night|quarter|yr|wk|hr|mo|qtr)\b", re.I),
     lambda m: m.group(0) if _SORT_KEY.search(m.string[max(0, m.start() - 24):m.start()])
     else f" per{_PERIOD_ABBREV.get(m.group(1).lower(), m.group(1).lower())} "),
    (re.compile(r"\b(daily|weekly|monthly|yearly|annual|annually|hourly|nightly|quarterly)\b", re.I),
     lambda m: " per" + _PER[m.group(1).lower()] + " "),
    # a year and a month written as digits: "2024-03" = "March 2024"
    (re.compile(r"(?<![\d-])(\d{4})-(0[1-9]|1[0-2])(?![\d-])"),
     lambda m: f" {MONTH_NAMES[int(m.group(2)) - 1]} {m.group(1)} "),
    # one of a unit after a comparison: "less than a year" = "less than 1 year"
    (re.compile(r"\b((?:less|more|fewer|longer|shorter)\s+than|under|over|within|at\s+least|at\s+most)\s+an?\s+"
                r"(?=(?:year|month|week|day|hour|minute)\b)", re.I), r" \1 1 "),
    # the directory a shell is in, however named: "cwd", "this dir", "the current working directory"
    (re.compile(r"\b(?:the\s+)?(?:current(?:\s+working)?|this|present|working)\s+(?:directory|dir|folder)\b|\bcwd\b",
                re.I), " the current directory "),
    # the home directory however named: "~" alone, "$HOME", "my home folder" (not "~/Pictures", a path of its own)
    (re.compile(r"(?<![\w/~.$])(?:~|\$HOME|\$\{HOME\})(?![\w/~])|\b(?:the\s+|my\s+|your\s+)?home\s+(?:directory|dir|folder)\b"),
     " the home directory "),
    # seconds since 1970 however named: "epoch", "unix ts", "unix time", "epoch timestamp"
    (re.compile(r"\b(?:unix\s+)?epoch(?:\s+(?:time|timestamp|ts|seconds))?\b|\bunix\s+(?:time(?:stamp)?|ts)\b",
                re.I), " unix timestamp "),
    # a request that opens with the unit it counts asks for that many: "days between A and B" = "how many days ..."
    (re.compile(r"^\s*(seconds|minutes|hours|days|weeks|months|years)\s+(?=(?:between|from|until|till|since)\b)",
                re.I), r" how many \1 "),
    # a cap or a floor before a number: "max 10 words" = "at most 10 words", "min 8 characters" = "at least 8"
    (re.compile(r"\b(?:max|maximum)\.?\s+(?=\d)", re.I), " at most "),
    (re.compile(r"\b(?:min|minimum)\.?\s+(?=\d)", re.I), " at least "),
    # what is on top of a listing comes first: "largest on top" = "largest first"
    (re.compile(r"\b(largest|biggest|highest|newest|latest|smallest|lowest|oldest|earliest)\s+(?:on|at)\s+(?:the\s+)?"
                r"top\b", re.I), r" \1 first "),
    # files named by their language: "Python files" = ".py files", "shell scripts" = ".sh files"
    (re.compile(r"\b(python|javascript|typescript|markdown|shell|bash)\s+(?:files?|scripts?)\b", re.I),
     lambda m: f" .{_LANGUAGE_EXT[m.group(1).lower()]} files "),
    # an archive format as a verb is compressing: "tar gz the reports dir", "zip up these files"
    (re.compile(r"\b(?:tar(?:\s*\.?\s*gz)?|gzip|zip)\s+(?:up\s+)?(?=(?:the|this|that|my|a|all|these|those)\b)", re.I),
     " compress "),
    # "from A until B" = "from A to B": the end of a span, not a bound ("before B")
    (re.compile(r"(\bfrom\b[^.?!;]{1,60}?)\b(?:until|till|til|thru|through)\b", re.I), r"\1 to "),
    (re.compile(r"\b(?:till|til)\b", re.I), " until "),
    # said more than once is a duplicate: "emails that appear more than once" = "duplicate emails"
    (re.compile(r"\b(?:(?:appear|show\s+up|occur)s?\s+|(?:is|are)\s+(?:listed|used)\s+)?more\s+than\s+once\b", re.I),
     " duplicate "),
    # a length cap on a text is shortening it: "make it at most 10 words" = "shorten it to at most 10 words"
    (re.compile(r"\bmake\s+(it|this|that)\s+(?=(?:at\s+most|less\s+than|under|fewer\s+than|no\s+more\s+than)\s+"
                r"\d+\s+(?:words|characters|chars|sentences)\b)", re.I), r" shorten \1 "),
    # the space a folder takes is its disk usage: "how much space each folder takes up" = "disk usage of each folder"
    (re.compile(r"\bhow\s+much\s+(?:disk\s+)?space\s+((?:\S+\s+){1,5}?)(?:takes?|uses?|occup(?:y|ies))(?:\s+up)?\b",
                re.I), r" the disk usage of \1 "),
    # the top of a price order: "priciest" = "most expensive" = "highest-priced"
    (re.compile(r"\bpriciest\b|\bmost\s+(?:expensive|costly)\b|\b(?:highest|most)[\s-]priced\b", re.I),
     " most expensive "),
    (re.compile(r"\bcheapest\b|\bleast\s+(?:expensive|costly)\b|\blowest[\s-]priced\b", re.I), " least expensive "),
    # "at least one" = "one or more" = "any": "enrolled in at least one course" = "enrolled in any course"
    (re.compile(r"\b(?:at\s+least\s+(?:one|1)|(?:one|1)\s+or\s+more)\b", re.I), " any "),
    # "predates X" = "is before X"; "postdates" = "is after"
    (re.compile(r"\bpre-?dat(?:es|ed|e|ing)\b", re.I), " is before "),
    (re.compile(r"\bpost-?dat(?:es|ed|e|ing)\b", re.I), " is after "),
    # an order said from one end to the other with its key between: "from highest total to lowest" = "descending"
    (re.compile(r"\bfrom\s+(?:the\s+)?(?:highest|largest|biggest|most|greatest)\s+(?:\w+\s+)?to\s+(?:the\s+)?"
                r"(?:lowest|smallest|least)\b", re.I), " descending "),
    (re.compile(r"\bfrom\s+(?:the\s+)?(?:lowest|smallest|least)\s+(?:\w+\s+)?to\s+(?:the\s+)?"
                r"(?:highest|largest|biggest|most|greatest)\b", re.I), " ascending "),
    # a file edited where it lies: "in place", "in-place", "directly" (sed -i)
    (re.compile(r"\b(?:in[\s-]place|directly)\b", re.I), " inplace "),
    # a file extension changed is a rename: "change the extension of all .jpeg files to .jpg"
    (re.compile(r"\bchange\s+(?:the\s+)?(?:file\s+)?extensions?\s+(?:of\s+)?", re.I), " rename "),
    (re.compile(r"\bto\s+(?:use|have|get|take)\s+(?:the\s+|an?\s+)?(\.\w+)\s+(?:extension|suffix)\b", re.I), r" to \1 "),
    # files not touched for a while are older than it: "haven't been modified in more than 7 days",
    # "last modified over a week ago" = "modified older than 7 days"
    (re.compile(r"\b(?:has|have)\s*(?:n['’]t|\s+not)\s+been\s+(modified|changed|touched|updated|edited|accessed)\s+"
                r"(?:in|for|within)\s+(?:the\s+(?:last|past)\s+)?(?:more\s+than|over)\s+", re.I), r" \1 older than "),
    (re.compile(r"\b(?:more\s+than|over)\s+(\d+\s+\w+|an?\s+\w+)\s+ago\b", re.I), r" older than \1 "),
    # a span counted from now: "the date 45 days from now" = "45 days after today"
    (re.compile(r"\b(\d+\s+(?:days?|weeks?|months?|years?))\s+from\s+(?:now|today)\b", re.I), r" \1 after "),
    # "count the days between" = "how many days between"
    (re.compile(r"\bcount\s+(?:the\s+)?(?=(?:days|weeks|months|years|hours|minutes)\b)", re.I), " how many "),
    # "day of week" = "day of the week"
    (re.compile(r"\bday\s+of\s+week\b", re.I), " day of the week "),
    # "respond with just the number" = "respond with only the number"
    (re.compile(r"\bjust(?=\s+(?:the|a|an|one|\d))", re.I), "only"),
    # a length cap said as a bound on a count of words: "under 10 words" = "at most 9 words" = "max 9 words"
    (re.compile(r"\b(?:under|fewer\s+than|less\s+than|below)\s+(\d+|" + "|".join(_COUNT_WORDS) + r")\s+"
                r"(words|characters|chars|sentences|lines)\b", re.I),
     lambda m: f" at most {_count(m.group(1)) - 1} {m.group(2)} "),
    # "make this shorter" = "shorten this"
    (re.compile(r"\bmake\s+(it|this|that|the\s+\w+|this\s+\w+)\s+shorter\b", re.I), r" shorten \1 "),
    # a span in hours and minutes said in words: "three hours and thirty-five minutes" = "215 minutes"
    (re.compile(r"\b(" + _WORD_COUNT + r")\s+hours?\s*(?:and\s+|,\s*)?(" + _WORD_COUNT + r")\s+minutes?\b", re.I),
     lambda m: f" {_count(m.group(1)) * 60 + _count(m.group(2))} minutes "),
    # how long something takes, however said: "takes 3 hours", "lasts 3 hours", "runs for 3 hours"
    (re.compile(r"\b(?:lasts?|lasted|lasting|runs?\s+(?:for\s+)?|ran\s+(?:for\s+)?|takes?|took)\s+(?=\d+\s+(?:minutes?|hours?|"
                r"days?|seconds?)\b)", re.I), " spanning "),
    # going back somewhere: "return to their desk" = "go back to their desk" (a "return" of code is filler)
    (re.compile(r"\breturn(?:s|ed|ing)?\s+to\s+(?=(?:the|their|his|her|my|our|your|its|work|office|desk)\b)", re.I),
     " go back to "),
    (re.compile(r"\b(?:any\s+time|anytime|every\s+time)\b(?!\s+(?:of|in|on)\b)", re.I), " whenever "),
    (re.compile(r"\bin\s+full\b", re.I), " fully "),
    # a temperature scale read off: "98.6 °F on the Celsius scale" = "... in Celsius"
    (re.compile(r"\bon\s+the\s+(celsius|fahrenheit|kelvin|centigrade)\s+scale\b", re.I), r" in \1 "),
    # "alphabetise the names" = "sort the names alphabetically"
    (re.compile(r"\balphabeti[sz](?:e|es|ed|ing)\b((?:\s+\S+){0,6}?)(?=\s*[:.,;?!]|$)", re.I),
     r" sort \1 alphabetically "),
    # "the trailing 20 lines" = "the last 20 lines"; "one day before today" = "yesterday"
    (re.compile(r"\btrailing\s+(?=(?:\d+|" + "|".join(_COUNT_WORDS) + r")\s+(?:lines|rows|bytes|characters|entries)\b)",
                re.I), " last "),
    (re.compile(r"\b(?:(?:the\s+)?(?:date\s+)?(?:one|1|a)\s+day|the\s+day)\s+before\s+today(?:['’]s\s+date)?\b", re.I),
     " yesterday "),
    (re.compile(r"\b(?:(?:the\s+)?(?:date\s+)?(?:one|1|a)\s+day|the\s+day)\s+after\s+today(?:['’]s\s+date)?\b", re.I),
     " tomorrow "),
    # a fortnight is 14 days: "renews fortnightly" = "renews every 14 days"
    (re.compile(r"\b(?:on\s+a\s+)?fortnightly(?:\s+(?:cycle|basis|schedule))?\b|\bevery\s+(?:other\s+week|fortnight)\b",
                re.I), " every 14 days "),
    (re.compile(r"\b(?:a|one)\s+fortnight\b", re.I), " 14 days "),
    # "until X, if today is Y" = "from Y to X": today's date is where the count starts
    (re.compile(r"\b(?:until|till|to)\s+(" + _DATE + r")\s*,?\s+(?:if|when|given\s+that|assuming|as)\s+"
                r"(?:today|today['’]s\s+date|the\s+current\s+date)\s+is\s+(" + _DATE + r")", re.I), r" from \2 to \1 "),
    # a bill still to be paid is unpaid: "the invoices still outstanding", "outstanding balance"
    (re.compile(r"\b(?:still\s+)?outstanding\b", re.I),
     lambda m: " unpaid " if re.search(r"\b(?:invoices?|bills?|balances?|debts?|payments?|paid|fees?|fines?|loans?|"
                                        r"owed?|owing|dues)\b", m.string, re.I) else m.group(0)),
    # "how long is it, in days, until X" = "how many days until X"
    (re.compile(r"\bhow\s+long\s+(?:is\s+it|will\s+it\s+be|is\s+there)?\s*,?\s*in\s+(days|weeks|hours|minutes|months|years)\s*,?\s+"
                r"(?=(?:until|till|to|from|between|before)\b)", re.I), r" how many \1 "),
    # the rule a request is under, however said: "Per company rule, ...", "as per the HR policy" = "under the policy"
    (re.compile(r"\b(?:as\s+)?per\s+(?=(?:the\s+|our\s+|their\s+|its\s+|this\s+)?(?:[A-Za-z]+\s+){0,3}?(?:rules?|polic(?:y|ies)|"
                r"guidelines?|regulations?|terms|handbook)\b)", re.I), " according to "),
    # a pay rate, however said: "$20 an hour" = "$20 per hour"
    (re.compile(r"([$€£]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s+(?:dollars|euros|pounds))\s+(?:an?|each|every)\s+"
                r"(hour|day|week|month|year|night|person)\b", re.I), r" \1 per \2 "),
    # a sum said as a whole: "the overall reimbursement", "the combined fine" = "the total ..."
    (re.compile(r"\b(?:combined|overall|full)\s+(?=(?:weekly\s+|monthly\s+|daily\s+)?(?:fine|fines|cost|costs|price|pay|"
                r"payment|bill|charge|charges|amount|reimbursement|fee|fees|salary|wage|wages|earnings|spend)\b)", re.I),
     " total "),
    (re.compile(r"\b(?:at\s+|using\s+|with\s+)?(?:an?\s+|the\s+)?(?:(?:exchange|conversion|fx)\s+)?rate\s+(?:of|is|being|:)\s*"
                r"(?=(?:1|one|each|every|a|[$€£¥]?\d)\b)", re.I), " at "),
    # an exchange rate, however said: "1 US dollar = 0.92 euros", "each US dollar buys 0.92 euros" = "0.92 euros per
    # US dollar"
    (re.compile(r"\b(?:1|one|each|every|a|a\s+single)\s+(" + _CURRENCY + r")\s*(?:=|equals|is\s+worth|buys|gets(?:\s+you)?|"
                r"is|costs|converts\s+to|trades\s+at|exchanges\s+for)\s*([$€£¥]?\s?\d[\d,]*(?:\.\d+)?\s*(?:" + _CURRENCY
                + r"))(?!\w)", re.I), r" \2 per \1 "),
    # "count forward thirty days" = "thirty days after"
    (re.compile(r"\bcount(?:ing|s)?\s+forward\s+(" + _WORD_COUNT + r"\s+(?:days?|weeks?|months?|years?))\b", re.I),
     r" \1 after "),
    # a stay said by its ends: "arrives at 9:15 and leaves at 13:40", "in 09:10, out 13:40" = "from 9:15 to 13:40"
    (re.compile(r"\b(?:arriv(?:es|ed|e|ing)|c(?:a|o)mes?\s+in|enter(?:s|ed)?|check(?:s|ed)?\s+in|in)\s+at\s+("
                + _CLOCK_TEXT + r")([^.?!;]{0,30}?)\s*,?\s*(?:and\s+)?(?:leav(?:es|e|ing)|left|dr(?:o|i)ves?\s+out|"
                r"depart(?:s|ed)?|check(?:s|ed)?\s+out|out)\s+at\s+(?=\d)", re.I), r" from \1\2 to "),
    # "the owner, and nobody else," = "the owner only"
    (re.compile(r",?\s*and\s+(?:nobody|no\s*one|no\s+other\s+\w+)\s+else\b,?", re.I), " only "),
    # a multiplier written with "x": "paid at 1.5x the rate" = "1.5 times the rate" (not "2x3", not "x86")
    (re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)[x×](?!\w)(?!\.\d)(?!\s*\d)", re.I), r" \1 times "),
    # why the asker asks now: "I want to know before I check out", "to double-check before I post grades" (no bound)
    (re.compile(r"\b(know|check(?:ing)?|confirm(?:ing)?|verify(?:ing)?|see|sure|ask(?:ing)?)\s+"
                r"(?:it\s+|this\s+|that\s+)?"
                r"before\s+(?:I|we)\s+"
                r"(?!\w+\s+(?:on|at|by)\s+\d)[^.?!;,\d]*", re.I), r"\1 "),
    # "complete weeks", "whole months" = "full weeks", "full months" (an age's "in completed years": "how old")
    (re.compile(r"\b(?:complete|completed|whole)\s+(?=(?:calendar\s+)?(?:days|weeks|months)\b)", re.I), " full "),
    # "April 2nd of 2024" = "April 2nd, 2024"
    (re.compile(r"\b(\d{1,2}(?:st|nd|rd|th)?)\s+of\s+((?:19|20)\d\d)\b"), r"\1, \2"),
    # "yesterday's date" = "yesterday"
    (re.compile(r"\b(yesterday|today|tomorrow)['’]s\s+date\b", re.I), r" \1 "),
    # the system a command runs on, however said: "on a Linux box", "I'm on Linux", "my system is Linux" = "on Linux"
    (re.compile(r"\b(?:(?:i['’]?m|i\s+am|we['’]re|we\s+are)\s+(?:on|using|running)|(?:my|our)\s+(?:system|machine|os|box|"
                r"computer|server)\s+(?:is|runs)|(?:working\s+)?on\s+(?:a|an|my|our|the))\s+(linux|ubuntu|debian|macos|mac|"
                r"windows|freebsd)(?:\s+(?:machine|box|system|server|host|computer|laptop|pc|vm))?\b", re.I), r" on \1 "),
    # twenty-second session: ordinary rewording (heldout29 and the tuning sets)
    # "What does '...' mean in English?" asks for a translation, not an average
    (re.compile(r"\b(?:does|do|did)\b([^?!]{0,300}?)\bmean\s+(?=(?:in|into)\s+(?:[A-Z][a-z]+|(?i:"
                + "|".join(sorted(LANGUAGES)) + r"))\b)"), r" does\1 say "),
    # the target named before "equivalent", "version" or "translation": "the litre equivalent of 5 gal", "the English
    # version of this French sentence"
    (re.compile(r"\bthe\s+([A-Za-z]+)\s+(?:equivalent|version|translation|rendering)\s+of\b", re.I), r" in \1, of "),
    # a register of speech is its tone: "in a more formal register" (not "register an account")
    (re.compile(r"\b((?:formal|informal|casual|polite|neutral|professional|friendly|conversational)\s+)register\b",
                re.I), r"\1tone"),
    # "a day and a half" = 1.5 days
    (re.compile(r"\b(?:a|one)\s+(minute|hour|day|week|month|year)\s+and\s+a\s+half\b", re.I), r" 1.5 \1s "),
    # "how many additional" = "how many more"
    (re.compile(r"\bhow\s+many\s+additional\b", re.I), " how many more "),
    # "as a decimal number", "in decimal form" = "as a decimal"
    (re.compile(r"\bdecimal\s+(?:number|value|form|figure)\b", re.I), " decimal "),
    # the places a number is rounded to: "2 dp", "to one decimal", "rounded to 2 decimals", "round it to two decimal
    # places" = "2 decimal places"
    (re.compile(r"\b(?:round(?:ed|ing)?\s+(?:it\s+|that\s+|this\s+)?)?(?:to\s+)?(\d|one|two|three|four)\s*"
                r"(?:dp|d\.p\.|decimal\s+places?|decimals?(?!\s+(?:number|point|digit|value)s?\b)|places\s+of\s+decimals)"
                r"(?!\w)", re.I),
     lambda m: f" {CARDINALS.get(m.group(1).lower(), m.group(1))} decimal places "),
    # one end of a span said bare: "(end date included, start date not)" = "including the end date, excluding the
    # start date"
    (re.compile(r"\b(?:the\s+)?(start|end|first|last)\s+(?:date|day)\s+not\b(?!\s+(?:counted|included|before|after))",
                re.I), r" excluding the \1 date "),
    # "change every .jpeg extension to .jpg" = "rename the .jpeg files to .jpg"
    (re.compile(r"\bchange\s+(?:every|each|all(?:\s+the)?|the)\s+(\.\w{1,5})\s+(?:file\s+)?extensions?\s+to\b", re.I),
     r" rename the \1 files to "),
    # a negated lower bound is an upper one: "if there aren't at least two" = "if there are less than two"
    (re.compile(r"\b(are|is|was|were)(?:n't|n’t|\s+not)\s+at\s+least\b", re.I), r"\1 less than"),
    # the ends of a span of days: "not counting the start date" = "excluding the start date", "counting the end day"
    # = "including the end date" (no count asked); "the start day" = "the start date"
    (re.compile(r"\b(not\s+)?counting\s+(?=(?:both\s+)?(?:the\s+)?(?:start|end|first|last)\s+(?:date|day)s?\b)", re.I),
     lambda m: " excluding " if m.group(1) else " including "),
    (re.compile(r"\b(?:with\s+)?(?:the\s+)?(start|end|first|last)\s+(?:date|day)\s+(?:is\s+|being\s+)?(not\s+)?"
                r"(?:counted|included)\b", re.I), lambda m: f" {'excluding' if m.group(2) else 'including'} the "
                                                        f"{m.group(1)} date "),
    (re.compile(r"\b(start|end)\s+day(s?)\b", re.I), r"\1 date\2"),
    # "2 hrs 45 mins flight - total minutes?" = "... how many minutes in total?": a unit asked as a total
    (re.compile(r"(?<![\d.])\s(?:the\s+)?total\s+(seconds|minutes|hours|days|weeks|months|years)\s*(?=\?|$)", re.I),
     r" how many \1 in total "),
)

#: The base unit of an area or a volume, by how it is written after "square" or "cubic".
_AREA_BASE = {**{k: "foot" for k in ("feet", "foot", "ft")}, **{k: "meter" for k in ("meter", "meters", "metre", "metres", "m")},
              **{k: "kilometer" for k in ("kilometer", "kilometers", "kilometre", "kilometres", "km")},
              **{k: "mile" for k in ("mile", "miles", "mi")}, **{k: "yard" for k in ("yard", "yards", "yd")},
              **{k: "inch" for k in ("inch", "inches", "in")},
              **{k: "centimeter" for k in ("centimeter", "centimeters", "centimetre", "centimetres", "cm")},
              **{k: "millimeter" for k in ("millimeter", "millimeters", "millimetre", "millimetres", "mm")}}
_LANGUAGE_EXT = {"python": "py", "javascript": "js", "typescript": "ts", "markdown": "md", "shell": "sh", "bash": "sh"}
_PER = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annual": "year", "annually": "year",
        "hourly": "hour", "nightly": "night", "quarterly": "quarter"}
#: A sort before "by": "sorted by year" names a key to sort on, not a rate ("by year" = "per year" elsewhere).
_SORT_KEY = re.compile(r"\b(?:sort(?:ed|ing)?|order(?:ed|ing)?|rank(?:ed|ing)?)\s+(?:(?:them|it|the\s+results|the\s+rows)\s+)?$",
                       re.I)
_PERIOD_ABBREV = {"yr": "year", "wk": "week", "hr": "hour", "mo": "month", "qtr": "quarter"}


def _count(word: str) -> int:
    """A count written in digits or in words ("10", "ten", "thirty-five")."""
    if word.isdigit():
        return int(word)
    return sum(_COUNT_WORDS[w] for w in re.split(r"[\s-]+", word.lower()))


def _scale_letters(text: str) -> str:
    """"in F" -> "in Fahrenheit", only in a request that names a temperature."""
    if not _TEMPERATURE.search(text):
        return text
    return _SCALE_LETTER.sub(lambda m: f"{m.group(1)} {_SCALES[m.group(2).lower()]}", text)


_DATE_ORDER_HINT = re.compile(r"\s*\(?\b(?:(day|dd?)/(?:month|mm?)/(?:year|yyyy|yy|y)|(month|mm?)/(?:day|dd?)/(?:year|yyyy|yy|y))"
                              r"\b\)?", re.I)


def _hinted_dates(text: str) -> str:
    """Slash dates read the way a format hint beside them says ("20/11/2025 (day/month/year)", "dd/mm/yyyy"), the
    hint then dropped: it says how to read the date, nothing more."""
    m = _DATE_ORDER_HINT.search(text)
    if not m:
        return text
    day_first = bool(m.group(1))
    text = text[:m.start()] + text[m.end():]

    def date(d: re.Match) -> str:
        a, b, year = int(d.group(1)), int(d.group(2)), d.group(3)
        day, month = (a, b) if day_first else (b, a)
        return f" {day} {MONTH_NAMES[month - 1]} {year} " if 1 <= month <= 12 and 1 <= day <= 31 else d.group(0)
    return _SLASH_DATE.sub(date, text)


_SAME_YEAR = re.compile(r"\s*\b(?:of\s+)?(?:that|the\s+same|that\s+same)\s+year\b", re.I)


def same_year(text: str) -> str:
    """A year said again by reference, as the year said last before it: "from 1 October 2025 until December 25th of
    that year" = "... until December 25th, 2025" (left as it is where no year comes before)."""
    return _SAME_YEAR.sub(lambda m: f", {years[-1]} " if (years := re.findall(r"\b(?:19|20)\d\d\b", m.string[:m.start()]))
                          else m.group(0), text)


def fold_readings(text: str) -> str:
    """``text`` with the readings of the module docstring applied (the same function for both sides)."""
    text = _hinted_dates(same_year(fold_spoken(text)))
    for pattern, repl in _READINGS:
        text = pattern.sub(repl, text)
    return _scale_letters(text)
