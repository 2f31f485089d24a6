"""A rule quoted on one side and said in plain words on the other (:func:`unquote_stated`).

'Library rule: "Overdue items are charged $0.25 per day per item, up to $5.00 per item." I returned two novels
12 days late. How much do I owe?' quotes the rule it applies; "library fines q. policy = 25c/day/item, max
$5/item. returned: 2 novels (12 days late). total?" says the same rule bare. Quoted text is a literal (compared
whole, its words unread), so the two differ in their literals alone, though every number, unit, bound and
negation in the rule is there on both sides. Where a request quotes a *statement it reasons from* and does
not work on the quoted words, the quote marks say nothing about the task: the quote is read as words, so its
numbers, units, bounds and negations are compared like the rest of the request, and a changed rule ("up to
$4.00", "within 14 days" for 30) is still refused by them.

A quote can also be *said*: a dictated request has no quote marks, only the words "quote ... end quote" ("rewrite
this in a formal tone quote hey can you send me the report by friday end quote"). :func:`dictated_quotes` writes
them as the marks they stand for, so the quoted words are a literal as a typed quote is (a dictated quote has no
commas; prose literals are compared without their sentence punctuation, :func:`kvmemory.sametask.text.slots`).

A quote is read so only where it is prose (five words or more, no code signs, not in backticks), the other
request does not quote the same words, neither request introduces it as the text to work on (:mod:`.payload`),
and neither asks for anything done to text (translate, rewrite, summarise, count its words, what it means ...):
there the quoted words are the input, and every one of them counts.
"""

from __future__ import annotations

import re

from .payload import payload
from .words import nfkc_quotes

__all__ = ["unquote_stated", "dictated_quotes"]

#: "quote ... end quote", "open quote ... close quote", "quote ... unquote": quote marks said aloud.
_SAID_QUOTE = re.compile(r"\b(?:open\s+)?quote\s*[:,]?\s+(\S.*?)\s*[,.]?\s+(?:end(?:\s+of)?\s+quote|close\s+quote|unquote)\b",
                         re.I | re.S)

#: Double-quoted prose; single quotes are left alone ("the report's late" is not a quote).
_QUOTE = re.compile(r'"([^"\n]+)"')
_CODE_SIGNS = re.compile(r"[\\|<>{}\[\]=^~#@`]")
#: Words that ask for something done to a text: where one is said, a quote is that text, not a rule.
_WORKS_ON_TEXT = re.compile(
    r"\b(?:translat\w*|rewrit\w*|re-?writ\w*|rephras\w*|reword\w*|paraphras\w*|summar\w*|shorten\w*|condens\w*|"
    r"expand\w*|proofread\w*|correct\w*|fix\w*|edit\w*|revis\w*|polish\w*|simplif\w*|repl(?:y|ies|ied|ying)|"
    r"respond\w*|draft\w*|convert\w*|chang\w*|tweet\w*|headlines?|titles?|capitali[sz]\w*|punctuat\w*|spell\w*|"
    r"grammar\w*|tone|formal\w*|informal\w*|casual\w*|polite\w*|passive|active|tense|speech|mean|means|meaning|"
    r"explain\w*|defin\w*|classif\w*|sentiment|detect\w*|extract\w*|counts?|counting|words?|characters?|"
    r"letters?|tokeni[sz]\w*|sort\w*|alphabeti\w*|revers\w*|format\w*|encod\w*|decod\w*|hash\w*|regex\w*|"
    r"match\w*|split\w*|join\w*|replac\w*|contain\w*|quot\w*|wording|phrase\w*|sentences?|"
    r"language|english|french|german|spanish|italian|portuguese|dutch|japanese|chinese|korean)\b"
    r"|\bturn\w*\b[^.?!]{0,40}\binto\b|\bmake\b[^.?!]{0,30}\b(?:more|less|sound)\b|\b(?:starts?|ends?)\s+with\b",
    re.I)
_MIN_WORDS = 5


def _prose(quoted: str) -> bool:
    return len(re.findall(r"[A-Za-z]+", quoted)) >= _MIN_WORDS and not _CODE_SIGNS.search(quoted)


def _key(quoted: str) -> str:
    return " ".join(re.findall(r"[\w$%.]+", quoted.casefold())).rstrip(".")


def unquote_stated(text: str, other: str) -> str:
    """``text`` with the quote marks taken off each prose quote that states what the request reasons from and
    that ``other`` does not quote word for word (module docstring); ``text`` unchanged where either request
    works on text."""
    a, b = nfkc_quotes(text), nfkc_quotes(other)
    if payload(a) is not None or payload(b) is not None:
        return text
    if any(_WORKS_ON_TEXT.search(_QUOTE.sub(" ", s)) for s in (a, b)):
        return text
    theirs = {_key(m.group(1)) for m in _QUOTE.finditer(b)}
    out = _QUOTE.sub(lambda m: f" {m.group(1)} " if _prose(m.group(1)) and _key(m.group(1)) not in theirs
                     else m.group(0), a)
    return text if out == a else out


def dictated_quotes(text: str) -> str:
    """``text`` with quote marks said aloud ("quote hey can you send it end quote") written as marks."""
    return _SAID_QUOTE.sub(lambda m: f' "{m.group(1)}" ', text)
