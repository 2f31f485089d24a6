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
   weekday      "is a what-day?", "... falls on what day?" ask for the day of the week
   limit        "what is the most X can expense" asks an amount ("how much can X expense")
   waiting      "wait N days" from a date = "N days after"
   ============ ===============================================================================
"""

from __future__ import annotations

import re

__all__ = ["fold_readings"]

_SPAN = r"(\S+\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?))"
_TEMPERATURE = re.compile(r"°|\bdeg(?:rees?)?\b|\bcelsius\b|\bfahrenheit\b|\bkelvin\b|\d\s*[CFK]\b", re.I)
_SCALE_LETTER = re.compile(r"\b(in|to|into|as)\s+([CFK])\b(?!['\w])", re.I)
_SCALES = {"c": "Celsius", "f": "Fahrenheit", "k": "Kelvin"}

#: (pattern, replacement), in order: a longer phrase before the shorter one it holds.
_READINGS = (
    (re.compile(r"\s*(?:->|→|=>|⇒|⟶)\s*"), " to "),
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
    (re.compile(r"\bwhat\s+is\s+the\s+most\s+(?=(?:[\w-]+\s+){1,3}(?:can|could|may|might)\b)", re.I), " how much "),
    (re.compile(r"\bwait(?:s|ing)?\s+(?:for\s+)?" + _SPAN, re.I), r" \1 after "),
)


def _scale_letters(text: str) -> str:
    """"in F" -> "in Fahrenheit", only in a request that names a temperature."""
    if not _TEMPERATURE.search(text):
        return text
    return _SCALE_LETTER.sub(lambda m: f"{m.group(1)} {_SCALES[m.group(2).lower()]}", text)


def fold_readings(text: str) -> str:
    """``text`` with the readings of the module docstring applied (the same function for both sides)."""
    for pattern, repl in _READINGS:
        text = pattern.sub(repl, text)
    return _scale_letters(text)
