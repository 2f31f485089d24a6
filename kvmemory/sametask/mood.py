"""What a text does: ask or request something, or only state something (:func:`mood`).

A request to an assistant asks a question ("What is the capital of Peru?", "kenya capital?") or asks for
something to be done ("Convert 5 miles to km.", "I need a query that counts the employees", "250 g -> oz").
A stored text may instead be a statement that asks nothing: a memory note ("The user has a dog named Rex."),
a fact, a log line. A question and a statement about the same things share their content words, and an
answer to the question is no answer to the statement, so two texts of different moods are never the same
task (:func:`kvmemory.sametask.text.text_differences`, kind ``mood``).

Model-free and deliberately narrow: a sentence *states* only when it opens with a subject (an article, a
possessive, a personal pronoun, "there", or any word followed by "is", "has", "likes", ...), holds a word that can
be its verb (an auxiliary, "has", or a word in -ed or -s: "the capital of peru" is a terse request) and is no wish ("I need ...", "we'd like ..."), no question and no
instruction, and none of its clauses opens with a question word ("my oven says 350 F, what is that in C");
a one-word line says nothing either way. A text *asks* when any sentence is a question or a
request; it *states* when some sentence states and none asks.
"""

from __future__ import annotations

import re

__all__ = ["mood", "sentence_mood"]

#: Words that open a question.
_WH = frozenset("what which who whom whose when where why how".split())
#: Words that open a yes/no question ("Can managers expense travel?"); a request when "you" follows.
_AUX = frozenset("can could is are am do does did should may will would has have was were must shall".split())
#: Words that open a statement: a subject (article, possessive, personal pronoun, "there").
_SUBJECT = frozenset("the a an this that these those my our his her their its he she it they we i you there "
                     "someone everyone nobody".split())
#: Finite verbs that, second in a sentence, make its first word a subject ("user has a dog", "Paris is the capital").
_STATIVE = frozenset("is are was were has have had likes loves hates prefers lives works owns belongs".split())
#: A subject stating a wish is a request: "I need ...", "we'd like ...", "I am looking for ..." (and so is
#: :data:`_IMPERSONAL`).
_WISH = re.compile(r"^(?:i|we|you)\s*(?:'d|would|will|need|want|wanna|have\s+to|must|should|am\s+looking|'m\s+looking|"
                   r"are\s+looking|'re\s+looking|am\s+trying|'m\s+trying|require|request|ask|was\s+wondering|"
                   r"wonder|can|could|may|might|let|like)\b", re.I)
#: A request said impersonally: "It is (respectfully) requested that ...", "It is kindly asked that ...".
_IMPERSONAL = re.compile(r"^it\s+is\s+(?:\w+ly\s+)?(?:requested|asked|required)\s+that\b", re.I)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_SENTENCE = re.compile(r"(?<=[.?!])\s+|\n+")
_CLAUSE = re.compile(r"[,;:]\s*|\s[-–—]\s")


#: Words that can be the finite verb of a statement besides :data:`_STATIVE`.
_FINITE = frozenset("be been am do does did got gets will would can could should may might must shall need needs "
                    "want wants went goes came comes said says made makes took takes".split())


def _has_verb(words: list[str]) -> bool:
    """Some word can be a finite verb: an auxiliary, a stative verb, or a word ending in -ed or -s ("departs",
    "named"). A noun phrase with none ("the capital of peru") is a terse request, not a statement."""
    return any(w in _STATIVE or w in _FINITE or (len(w) > 3 and (w.endswith("ed") or w.endswith("s")))
               or w.endswith("'s") for w in words[1:])


def sentence_mood(sentence: str) -> str:
    """``"ask"`` (a question or a request), ``"state"`` (a statement) or ``""`` (one word, or nothing)."""
    sentence = sentence.strip()
    words = _WORD.findall(sentence.replace("’", "'").lower())
    if sentence.endswith("?") or (words and (words[0] in _WH or words[0] in _AUX)):
        return "ask"
    for clause in _CLAUSE.split(sentence)[1:]:      # "my oven says 350 F, what is that in celsius"
        first = _WORD.findall(clause.replace("’", "'").lower())[:1]
        if first and first[0] in _WH:
            return "ask"
    if len(words) < 2:
        return ""
    if (words[0] in _SUBJECT or words[1] in _STATIVE) and not _WISH.match(" ".join(words)) and _has_verb(words) \
            and not _IMPERSONAL.match(sentence):
        return "state"
    return "ask"                  # an instruction, a wish, a fragment ("250 g -> oz", "SQL: active users")


def mood(text: str) -> str:
    """``"ask"`` when any sentence of ``text`` asks or requests, ``"state"`` when some sentence states and none
    asks, ``""`` when no sentence says either (single words)."""
    moods = {sentence_mood(s) for s in _SENTENCE.split(text or "")}
    return "ask" if "ask" in moods else "state" if "state" in moods else ""
