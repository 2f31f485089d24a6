"""A request pasted from an e-mail or a ticket, read without its envelope (:func:`open_envelope`).

Agents get requests forwarded from mail and helpdesks: a subject line ("Re: office thermostat", "Subject: Re:
apartment listing", "Ticket #4471: recipe scaling question"), a line quoted from the thread ("> The DBA flagged the
sessions table."), then the ask, then a signature ("Thanks,\\nDana Whitfield\\nFacilities Coordinator", "-- Kim,
Marketing Ops"). Only these shapes are read, and only where the text has lines:

* the **signature**, dropped: a closing word alone on a line ("Thanks,", "Best regards,", "Cheers") and up to three
  short lines after it that hold no digit, question mark or colon (a name, a title, a team); or "--" and a
  capitalised name with a team after a comma ("-- Kim, Marketing Ops"), or "--" alone on its line and a name on the
  next ("Priya N., Customer Support"); "-- Admins" is not a signature. Either closes the
  text, after a line that ends a sentence, so a SQL comment ("-- only active users") after a query stays;
* the **subject line** that opens a text with a signature or a quoted line, or that names a ticket: read as a
  statement, "The subject is office thermostat.", and the **quoted lines** of such a text as statements of their
  own, without the ">" (never as quoted text compared word for word).

What is read as a statement is then context: the text rule drops such a sentence only where it carries nothing it
compares (no number, unit, name, operation, direction, quoted text, and no word the other request says), so "Re:
Denver mailing list" or "> /var is at 93%" stay and are compared. A text without lines, or with none of these
shapes, is returned as it is.
"""

from __future__ import annotations

import re

__all__ = ["open_envelope"]

_CLOSING = (r"(?i:(?:many\s+)?thanks(?:\s+(?:a\s+lot|so\s+much|in\s+advance))?|thank\s+you|thx|cheers|"
            r"(?:best|kind|warm)?\s*regards|best(?:\s+wishes)?|sincerely|yours(?:\s+(?:truly|sincerely))?)")
#: A line of a signature after its closing word: a name, a title, a team (no digit, question, colon or sentence).
_SIG_LINE = r"[ \t]*[A-Z][^\n\d?:!]{0,39}"
#: A name after "--" ("Kim", "Priya N.") and the team after its comma (", Marketing Ops").
_SIG_NAME = r"[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]*\.?)*"
_SIG_TEAM = r"[ \t]*,[ \t]*[A-Za-z][A-Za-z &/-]{0,30}"
_SIGNATURE = re.compile(r"(?<=[.?!\"'”’)])[ \t]*\n\s*(?:" + _CLOSING + r"[ \t]*[,!.]?[ \t]*(?:\n" + _SIG_LINE
                        + r"){0,3}|--+[ \t]*\n[ \t]*" + _SIG_NAME + r"(?:" + _SIG_TEAM + r")?|--+[ \t]*" + _SIG_NAME
                        + _SIG_TEAM + r")[ \t]*\s*\Z")
#: A subject line opening the text: "Re: ...", "Fwd: ...", "Subject: Re: ...", "Ticket #4471: ..." (the mark ahead
#: is required; what it is followed by is read as far as the mark's own shape goes).
_SUBJECT = re.compile(r"\A(?=\s*(?:subject|subj|re|fwd?|fw|ticket\s*#\s*\d+|case\s*#\s*\d+|issue\s*#\s*\d+)\s*[:\-–])"
                      r"\s*(?:(?:subject|subj)\s*:\s*)?(?:(?:re|fwd?|fw)\s*:\s*)*(?P<ticket>(?:ticket|case|issue)"
                      r"\s*#\s*\d+\s*[:\-–]\s*)?(?P<subject>[^\n:]{1,80}?)[ \t]*\n", re.I)
_QUOTED_LINE = re.compile(r"^[ \t]*>[ \t]?(?P<line>[^\n]*?)[ \t]*$", re.M)


def open_envelope(text: str) -> str:
    """``text`` without its signature, its subject line and quoted lines read as statements (module docstring)."""
    if "\n" not in text.strip():
        return text
    signed = _SIGNATURE.search(text)
    body = text[:signed.start()] if signed else text
    quoted = bool(_QUOTED_LINE.search(body)) and bool(_QUOTED_LINE.sub("", body).strip())
    head = _SUBJECT.match(body)
    if head and (signed or quoted or head.group("ticket")):
        body = f"The subject is {head.group('subject').strip().rstrip('.')}.\n" + body[head.end():]
    if quoted and (signed or head):
        body = _QUOTED_LINE.sub(lambda m: m.group("line") + ("" if m.group("line")[-1:] in ".?!" else "."), body)
    return body.rstrip() if signed else body
