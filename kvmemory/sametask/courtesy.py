"""Greetings, sign-offs and small talk around a request, set aside before the request is read
(:func:`drop_courtesy`).

People write to an agent the way they write to a colleague: "Hi, hope you are well. ... Thanks in advance, Priya",
"Good morning! Quick question, ...", "... Best, Luis", "... Cheers". None of it can change what is asked, but every
word of it is a content word the other request lacks. Only these shapes are dropped:

* at the start: a greeting ("hi", "hello", "hey", "dear <name>", "good morning/afternoon/evening", "hola"),
  optionally with "all", "team", "there", "everyone" or one name ("Hi payroll,", not "Hello world!"), and a "hope you
  are (doing) well" sentence;
* at the end: a sign-off ("thanks", "thank you", "many thanks", "regards", "best", "best regards", "kind regards",
  "cheers", "gracias", "thx") with "a lot", "so much" or "in advance", and the one capitalised name after it;
* after the greeting: "quick question", "quick one (before my meeting)", "one question", "sorry" and a punctuation
  mark;
* a follow-up opener that names only the conversation: "Re: your question from earlier -", "Following up on the
  ticket from this morning.", "As discussed on the call," (a header that names anything else, "Re: London meeting -",
  stays);
* a hedge before the ask: "(and) I can't remember:", "not sure,", "I'm not sure -" (what comes before it stays, as a
  sentence of its own).

A greeting is dropped only where punctuation follows it ("Good morning in Japanese?" keeps its words).

A sign-off is dropped only where it closes the text, so "thank-you email" or "send regards to the team" inside a
request stay.
"""

from __future__ import annotations

import re

__all__ = ["drop_courtesy"]

_GREETING = re.compile(r"^\s*(?:(?:hi|hello|hey|hiya|hola|greetings|good\s+(?:morning|afternoon|evening|day))"
                       r"(?:\s+(?:there|all|team|everyone|everybody|guys|folks|(?!world\b)[a-z]+))?|dear\s+\w+)"
                       r"\s*[,!.:;-]+\s+",
                       re.I)
_HOPE_WELL = re.compile(r"^\s*(?:i\s+)?hope\s+(?:you\s+are|you['’]re|all\s+is|everything\s+is)\s+(?:doing\s+)?"
                        r"(?:well|good|fine)(?:\s+today)?\s*[,!.;]+\s*", re.I)
_SIGN_OFF = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][\"'”’]))\s*(?:(?:many\s+)?thanks|thank\s+you|thx|ty|cheers|gracias|"
                       r"(?:best|kind|warm)?\s*regards|best(?:\s+wishes)?|br)(?:\s+(?:a\s+lot|so\s+much|very\s+much|"
                       r"in\s+advance))?(?:\s*[,!.]*\s*[A-Z][a-z]+)?\s*[,!.]*\s*$", re.I)
#: "... and can't remember:", "I'm not sure,": a hedge before the ask, read as the end of what comes before it.
_HEDGE = re.compile(r"(?:\s*,?\s*\band\s+|^\s*)(?:i\s+)?(?:(?:can['’]?t|cannot|don['’]?t|do\s+not)\s+(?:remember|recall)|"
                    r"forgot|(?:i['’]?m|am)\s+not\s+sure|not\s+sure)\s*[:,;-]+\s*", re.I)
_SMALL_TALK = re.compile(r"^\s*(?:quick\s+(?:question|one)|sorry|one\s+question)(?:\s+before\s+(?:my|our|the|a|an)\s+"
                         r"[a-z][a-z ]{0,40}?)?\s*[,:.!-]+\s*", re.I)
#: What the conversation is, never what is asked: "the ticket from this morning", "your question from earlier".
_THREAD = (r"(?:(?:your|my|our|the|this|that)\s+)?(?:(?:last|previous|earlier|[a-z]+ing)\s+)?(?:question|thread|ticket|"
           r"e-?mail|message|chat|call|request|discussion|conversation|note|slack|sync)"
           r"(?:\s+(?:from|of|on)\s+(?:earlier|today|yesterday|this\s+(?:morning|afternoon)|last\s+week|before))?")
#: A follow-up opener: "Re: your question from earlier -", "Following up on the ticket from this morning."
_FOLLOW_UP = re.compile(r"^\s*(?:(?:re|fwd?)\s*:\s*|(?:just\s+)?following\s+up\s+(?:on|about)\s+|"
                        r"as\s+(?:promised|discussed)\s+(?:in|on)\s+)" + _THREAD + r"\s*[,:.!;\-–—]+\s*", re.I)


def drop_courtesy(text: str) -> str:
    """``text`` without the greeting it opens with, the sign-off it closes with and the small talk of the module
    docstring (the same function for both sides)."""
    before = None
    while before != text:
        before = text
        text = _SMALL_TALK.sub("", _HOPE_WELL.sub("", _GREETING.sub("", text, count=1), count=1), count=1)
        text = _FOLLOW_UP.sub("", text, count=1)
    text = _HEDGE.sub(lambda m: "" if m.start() == 0 else ". ", text, count=1)
    return _SIGN_OFF.sub("", text, count=1)
