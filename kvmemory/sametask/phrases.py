"""Phrases that narrow a request or add a step to it, and the test for one said on one side only.

"Summarise the refund policy" and "Summarise the refund policy for digital products" ask different things, as do
"Restart nginx" and "Restart nginx on boot": the phrase names a subset, a time or a place the answer must respect.
Paraphrases add words too ("quick", "for my report", "here"), which is why the text rule tolerates a few content
words on one side only; a whole phrase of content words that the other request never says, headed by a
preposition of scope (``for``, ``on``, ``in``, ``at``, ``during``, ``from``, ...), is not such wording.

The same holds for a step or a form added with "and", "then" or "as" ("Find the .log files in /var/log and delete
them", "... and email the result to me", "Give the growth as a percentage"): content words on one side only that
make a second thing to do are not rewording.

What is kept as a phrase (:func:`phrases`), read left to right within one clause after the preposition or the step
word:

* at most four tokens, stopping at another preposition, a conjunction or a relative word;
* a number, a date, a quoted text or a path in it, a unit or a language, or a name that the request does not
  count as a word (a place: "in Tokyo right now") anchors it: those are compared as slots, and the phrase is not
  kept ("feet and inches" is a list of units); after "as" a unit is the form asked ("as a percentage") and kept;
* filler words ("the result") are passed over;
* a possessive right after the preposition ("for my aunt", "on our laptops") tells the story of the asker, and
  "for a ..." / "for this ..." states a purpose ("for a compensation review"): neither is kept;
* a bare "for" or "at" phrase of one word that names where the asker is (:data:`SETTINGS`: "for school", "at work")
  is the asker's story: not kept;
* a "for" phrase whose last word is a document or a channel (:data:`PURPOSE_NOUNS`: "for the onboarding doc",
  "for a Slack message") says where the answer goes, not what it covers: not kept;
* the phrase keeps the content words the request counts; words that name how or where the request is written
  or run ("in SQL", "in the current directory", "in the users table", "on port 8080") are :data:`GENERIC` and
  never make a phrase narrow.

:func:`added_phrase` gives the first phrase of one request whose content words are all said on that side only
(after the rule's synonym and word-form matching), or that says "only" where the other does not ("for the hotel
only"): a narrowing phrase the other request lacks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache

from .words import Token

#: Prepositions that head a phrase of scope (a subset, a time, a place).
PREPOSITIONS = frozenset("for on in at during from with within inside across among except excluding".split())
#: Words that head a filter on what the request acts on ("the lines containing ERROR", "rows that have a null",
#: "files matching *.bak", "the employees whose department is Sales"): read as a phrase of scope, as a preposition's is.
FILTERS = frozenset("containing contain contains mentioning mention mentions matching match matches having include "
                    "includes whose".split())
#: Words that add a step or a form to a request: "... and email it to me", "... then sort them", "... as a percentage".
STEPS = frozenset("and then as".split())
_POSSESSIVE = frozenset("my our your his her their its".split())
_PURPOSE = frozenset("a an this these that those some".split())          # after "for": a purpose
_BREAK = frozenset("""and or nor but to into onto by without than then as if so that which who whom whose where
when while because since until unless whether please thanks thank""".split())
#: Words that say how or where a request is written or run, not what it acts on (folded by the caller's fold).
GENERIC = frozenset("""table tables column columns row rows file files folder folders directory directories dir
current here port sql bash shell terminal command commands python query queries script line lines way case
advance detail details general short full total format words sentence sentences text place time times
""".split())


#: What a "for" phrase names when it states where the answer will go, not what it covers ("for the onboarding doc",
#: "for a Slack message", "for the exec summary slide").
PURPOSE_NOUNS = frozenset("""doc docs document documentation channel message email mail report slide slides deck
presentation notice post memo newsletter wiki page readme ticket thread chat sms tweet blog website article paper
essay proposal handbook manual guide agenda minutes invite invitation announcement""".split())


#: Where the asker is when a bare "for" or "at" phrase names it ("for school", "at work"): the asker's story, not
#: what the answer covers.
SETTINGS = frozenset("school work home office class college university uni homework".split())


@lru_cache(maxsize=4)
def _folded(fold: Callable[[str], str]) -> tuple[frozenset, frozenset]:
    """:data:`GENERIC` and :data:`PURPOSE_NOUNS` as ``fold`` writes words, folded once per fold function."""
    return frozenset(fold(w) for w in GENERIC), frozenset(fold(w) for w in PURPOSE_NOUNS)


def phrases(toks: list[Token], fold: Callable[[str], str], counted: Counter,
            literal: Callable[[str], bool], slot: Callable[[Token], bool]) -> frozenset:
    """``{(preposition, (word, ...)), ...}``: the prepositional phrases of a request's tokens that carry content
    words (``counted``, as ``fold`` writes them) and nothing compared as a slot of its own (module docstring).
    ``literal(text)`` says whether a token stands for a folded literal (a quoted text, a path), ``slot(token)``
    whether a word is compared as a slot of its own (a unit, a scale, a language); filler words are passed over."""
    purpose = _folded(fold)[1]
    out = set()
    for i, t in enumerate(toks):
        prep = t.text.lower()
        if t.kind != "word" or (prep not in PREPOSITIONS and prep not in STEPS and prep not in FILTERS):
            continue
        words, anchored = [], False
        for j, u in enumerate(toks[i + 1:i + 5]):
            if u.sentence != t.sentence or u.clause != t.clause:
                break
            low = u.text.lower()
            if u.kind != "word" or literal(low):
                anchored = True
                break
            if (low in PREPOSITIONS or (low in _BREAK and not (j == 0 and prep == "and" and low == "then"))
                    or (low == "of" and prep == "and")):         # "pros and cons of remote work": "and cons"
                break
            if j == 0 and (low in _POSSESSIVE or (prep == "for" and low in _PURPOSE)):
                anchored = True
                break
            folded = fold(low)
            if slot(u) and prep != "as":      # "as a percentage": the form asked, kept
                anchored = True           # a unit, a scale or a language: a slot of its own
                break
            if counted[folded]:
                words.append(folded)
            elif u.text[:1].isupper() and not u.initial:
                anchored = True           # a name read as a place or a role ("in Tokyo right now")
                break
        setting = prep in ("for", "at") and len(words) == 1 and toks[i + 1].text.lower() in SETTINGS
        if words and not anchored and not setting and not (prep == "for" and words[-1] in purpose):
            out.add((prep, tuple(words)))
    return frozenset(out)


def added_phrase(mine: frozenset, only_mine: Counter, fold: Callable[[str], str]) -> str:
    """The first phrase of ``mine`` whose content words, :data:`GENERIC` ones aside, are all among ``only_mine``
    (said by this request only), as ``"for sales team"``; ``""`` if none. ``fold`` is the fold the phrases' words
    were written with."""
    generic = _folded(fold)[0]
    for prep, words in sorted(mine):
        content = [w for w in words if w not in generic]
        if content and (all(only_mine[w] for w in content) or only_mine["only"] and "only" in content):
            return f"{prep} {' '.join(content)}"     # "... for the hotel only": "only" makes it narrow
    return ""
