"""Where a request says why it asks, not what: context sentences before the ask (:func:`context_split`).

Agent users often open with a sentence about their situation ("I'm plotting a sailing route along the coast.
How many km is 3.5 nautical miles?", "Debugging a web server issue. How do I ...", "Org chart cleanup: I need a
query ..."). Every content word of such a sentence is wording the stored request lacks, so the text rule would
count it against the ask. This module only finds the candidates, by shape; the text rule
(:func:`kvmemory.sametask.text.decide_text`) drops one only when it carries nothing the rule compares (no
quoted text, number, unit, operation, direction, from/to slot or name), so a sentence that could change the
task ("My boss wants it in Fahrenheit.", "We're on MySQL 8.") always stays and is compared.

A candidate is, at the start of a text that goes on to ask something:

* a statement (:func:`kvmemory.sametask.mood.sentence_mood` says ``"state"``: "Disk is almost full.");
* a fragment led by a gerund and closed by a full stop ("Debugging a web server issue.", "Updating the employee
  handbook.");
* a short label closed by a colon ("Quick one:", "Timesheet check:", "For an inactivity audit:");

and, at the end, a statement after the ask ("A one-liner is fine."). A text whose every sentence would be a
candidate keeps them all: nothing is asked without them.
"""

from __future__ import annotations

import re

from .mood import sentence_mood
from .words import SENTENCE

__all__ = ["context_split"]

_LABEL = re.compile(r"^\s*([^:\n\"'`]{1,40}):\s+(?=\S)")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
#: Words in -ing that are no gerund of a doing.
_NOT_GERUND = frozenset("string strings thing things nothing something anything everything king ring bring during "
                        "morning evening ceiling pudding wedding building spring".split())


_CONTRACTED = re.compile(r"\b(i|we|you|they|it|he|she)['’](m|re|ve|s|ll|d)\b", re.I)
_EXPANDED = {"m": "am", "re": "are", "ve": "have", "s": "is", "ll": "will", "d": "would"}


def _mood(sentence: str) -> str:
    """:func:`sentence_mood`, with a subject's contraction written out ("I'm plotting ..." states)."""
    return sentence_mood(_CONTRACTED.sub(lambda m: f"{m.group(1)} {_EXPANDED[m.group(2).lower()]}", sentence))


def _gerund_fragment(sentence: str) -> bool:
    words = _WORD.findall(sentence.lower())
    return (sentence.rstrip().endswith(".") and len(words) >= 2 and len(words[0]) > 5 and words[0].endswith("ing")
            and words[0] not in _NOT_GERUND)


#: How an ask that stands on its own opens (after a label): a question word, an auxiliary, a wish, an instruction.
_ASK_OPENS = frozenset("what which who whom whose when where why how is are am was were can could would will do does "
                       "did should may i we please give write draft show list find get create make tell".split())


def _label(text: str) -> re.Match | None:
    """A short label before a colon ("Quick one:", "Timesheet check:") when what follows asks on its own; not an
    instruction ("Fix the grammar: ...", "Write a clause: ..."), whose colon introduces what it acts on."""
    m = _LABEL.match(text)
    label = _WORD.findall(m.group(1).lower()) if m else []
    if not 1 <= len(label) <= 5:
        return None
    rest = _WORD.findall(text[m.end():].lower())
    if label[0] in _ASK_OPENS or not rest or not (text.rstrip().endswith("?") or rest[0] in _ASK_OPENS):
        return None
    return m


def context_split(text: str) -> tuple[list[str], str]:
    """``(context, ask)``: the candidate context sentences of ``text`` (in order) and the rest of it, the ask.

    Only shape is read here; the caller decides whether a candidate carries anything to compare."""
    sentences = [s for s in SENTENCE.split(text.strip()) if s.strip()]
    context: list[str] = []
    while len(sentences) > 1 and (_mood(sentences[0]) == "state" or _gerund_fragment(sentences[0])):
        context.append(sentences.pop(0))
    if sentences:
        m = _label(sentences[0])
        if m:
            context.append(m.group(1))
            sentences[0] = sentences[0][m.end():]
    while len(sentences) > 1 and _mood(sentences[-1]) == "state":
        context.append(sentences.pop())
    return context, " ".join(sentences)
