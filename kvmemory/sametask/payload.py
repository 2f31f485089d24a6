"""The text a request hands over to be worked on, compared word for word (:func:`payload_differs`).

"Convert this sentence to reported speech: He said, "I will call you tomorrow."" and the same request with
"She said" ask for different answers, yet every word the slots compare agrees: "he" and "she" are stop words,
and the quoted part is the same. What follows "this sentence:", "the following text:", "these lines:" is the
*payload* (and what a field hands over at the start of a line: "- input (one item per line):", "Text:"): the
rewrite, translation or summary is of exactly these words, so every word of it counts, stop
words and order included (the order aside where both requests sort what they hand over: "sort these names: Zoe,
Adam" and "... Adam, Zoe" have one answer). It is compared only where both requests introduce a payload so; a request that
quotes its text without such a phrase keeps the rule's other readings (quoted text is a literal either way).
"""

from __future__ import annotations

import re

__all__ = ["payload", "payload_start", "payload_differs"]

#: "this sentence:", "the following short email:", "these two lines (keep the order):" ... a deictic word, at most
#: two words, a noun for a piece of text, then up to 40 characters before the colon.
_INTRO = re.compile(r"\b(?:this|these|the\s+following|following)\s+(?:[\w-]+\s+){0,2}?"
                    r"(?:sentences?|text|paragraphs?|e-?mails?|messages?|list|lines?|notes?|passages?|phrases?|titles?|"
                    r"tweets?|reviews?|words|quotes?|statements?|bullet\s+points|bullets|items|reply|draft|"
                    r"headlines?|captions?|slogans?|clauses?|names|numbers|values|dates|cities|countries|entries|"
                    r"terms|strings|tags|products|fruits|colou?rs|animals|files|urls|tasks|people|students|"
                    r"employees|scores|prices|amounts)\b[^:\n]{0,40}:\s*"
                    # or a field that hands it over, at the start of a line: "- input (one item per line):", "Text:"
                    r"|(?:^|(?<=\n))[ \t]*(?:[-*][ \t]+)?(?:input|text|items|list|data)\b[^:\n]{0,40}:\s*",
                    re.I)
#: A request that sorts what it hands over: the order the items are given in changes nothing.
_SORTS = re.compile(r"\b(?:sort(?:s|ed|ing)?|alphabeti[sz](?:e|es|ed|ing)|alphabetical(?:ly)?|arrange|rank|order\s+them|"
                    r"in\s+(?:ascending|descending|alphabetical|numerical|chronological)\s+order)\b", re.I)
_OPEN = {'"': '"', "'": "'", "`": "`", "“": "”", "‘": "’"}


def payload(text: str) -> tuple[str, ...] | None:
    """The words (case-folded, every word, in order) of the payload ``text`` introduces, or None where it
    introduces none. A payload that opens with a quote mark ends at its closing mark; otherwise it runs to the end."""
    m = _INTRO.search(text)
    if not m:
        return None
    rest = text[m.end():]
    close = _OPEN.get(rest[:1])
    if close:
        end = re.search(re.escape(close) + r"(?!\w)(?!.*" + re.escape(close) + r"(?!\w))", rest[1:], re.S)
        rest = rest[1:1 + end.start()] if end else rest[1:]
    return tuple(re.findall(r"[\w']+", rest.casefold()))


def payload_start(text: str) -> int:
    """Where the payload ``text`` introduces begins (past its introduction), or ``len(text)`` where there is none."""
    m = _INTRO.search(text)
    return m.end() if m else len(text)


def payload_differs(query: str, candidate: str) -> str:
    """A reason, where both texts introduce a payload and its words differ; else ""."""
    a, b = payload(query), payload(candidate)
    if a is None or b is None or a == b:
        return ""
    if sorted(a) == sorted(b) and _SORTS.search(query) and _SORTS.search(candidate):
        return ""                 # "sort these names: Zoe, Adam" = "... Adam, Zoe": a sort's answer is the same
    only_a, only_b = [w for w in a if w not in b], [w for w in b if w not in a]
    shown = f"{' '.join(only_a) or '-'} vs {' '.join(only_b) or '-'}" if only_a or only_b else "the same words, reordered"
    return f"the text to work on differs word for word: {shown}"
