"""Markdown read as the plain text it renders to (:func:`plain_markdown`).

Agents, planners and chat front-ends hand requests on in Markdown: "## Task", "- **Input:** `72 °F`", a quoted rule
after "> ", a two-column table of fields. The marks are layout: "**21 days**" is "21 days", not a quoted string
to be matched character for character, and a heading such as "## Case" is a label, not a word of the request.
Only layout is removed:

* emphasis: ``**bold**``, ``__bold__``, ``*italic*`` (not a glob such as ``*.log``, nor ``2 * 3``);
* headings: ``## Case`` becomes the label ``Case:`` when it is a short heading (at most three words, no digit);
  a longer heading stays, as a sentence ("# of days" is "number of days", no heading);
* block quotes: the text after ``> `` in quote marks, its lines joined (the rule quoted after "## Policy", the
  sentence to rewrite);
* tables, read as ``key: value`` fields (which :mod:`.framing` reads as words): a table of one data row pairs each
  header cell with its cell ("| Departure | Duration |" over "| 23:10 | 13h 40m |"); a longer table reads each row
  as its first cell and the rest, the header dropped ("| Field | Value |");
* an ordered list's numbers: "1. quantity: 2.5 liters" / "2. target unit: cups" are bullets ("- quantity: ..."):
  where two or more lines open with 1., 2., ... in turn, the numbers say where an item stands, not what it holds;
* code blocks: a block of table schemas ("orders(id, total)") is plain text; any other block (a sentence to
  translate, a sample log line) is quoted, as inline code is;
* inline code around a quantity, a time or a date (```72 °F```, ```16:15```) is the value; around one token or a
  table's schema (```/var/log```, ```*.py```, ```orders(id, total)```) it is that token, which is read as a literal
  anyway. Inline code with spaces in it (```rm -rf build```) stays quoted: it is a literal.
"""

from __future__ import annotations

import re

__all__ = ["plain_markdown"]

_FLAGS = re.M
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__")
_ITALIC = re.compile(r"(?<![\w*])\*(?=[^\s*.])([^*\n]+?)(?<=\S)\*(?![\w*])")
_HEADING = re.compile(r"^[ \t]*#{1,6}[ \t]+(?!of\b)([^\n]*?)[ \t]*#*[ \t]*$", _FLAGS | re.I)   # "# of days": "number of"
_QUOTE_BLOCK = re.compile(r"(?:^[ \t]*>[ \t]?[^\n]*(?:\n|$))+", _FLAGS)
_TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)+\|?[ \t]*$")
_TABLE_LINE = re.compile(r"^[ \t]*\|.*\|[ \t]*$")
_FENCED = re.compile(r"^[ \t]*```[\w+-]*[ \t]*\n(.*?)\n?[ \t]*```[ \t]*$", _FLAGS | re.S)
_SCHEMA_LINE = re.compile(r"[ \t]*\w+\s*\([\w\s,]*\)[ \t]*[,;]?[ \t]*")
_CODE_VALUE = re.compile(r"`([-+]?[$€£¥]?\d[\d,.:/ -]*(?:\s*(?:°\s*[CFK]|%|[A-Za-z]{1,12}))?)`")
#: Inline code around one token or a table's schema ("`/var/log`", "`*.py`", "`opened_at`", "`orders(id, total)`"):
#: the token, which the rule reads as a literal anyway; code with spaces in it ("`rm -rf build`") stays quoted.
_CODE_TOKEN = re.compile(r"`([^`\s]+|\w+\s*\([\w\s,]*\))`")


def _heading(m: re.Match) -> str:
    title = m.group(1).strip().rstrip(":")
    if not title:
        return ""
    if len(title.split()) <= 3 and not re.search(r"\d", title):
        return f"{title}:"
    return title if title.endswith((".", "?", "!")) else f"{title}."


def _fenced(m: re.Match) -> str:
    """A code block: a table's schema, one per line, is plain text; anything else (a sentence to translate, a sample
    log line) is the work handed over, quoted as inline code is."""
    body = m.group(1)
    lines = [line for line in body.split("\n") if line.strip()]
    if lines and all(_SCHEMA_LINE.fullmatch(line) for line in lines):
        return body
    return f"`\n{body}\n`"


def _quoted(m: re.Match) -> str:
    """A block quote: the text it quotes, in quote marks (a rule after "## Policy", a sentence to rewrite)."""
    body = " ".join(re.sub(r"^[ \t]*>[ \t]?", "", line).strip() for line in m.group(0).split("\n")).strip()
    end = "\n" if m.group(0).endswith("\n") else ""
    for mark in ('"', "`"):
        if mark not in body:
            return f"{mark}{body}{mark}{end}"
    return body + end


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _tables(text: str) -> str:
    """Each table as ``key: value`` lines: one data row pairs the header's cells with its own ("| Departure |
    Duration |" over "| 23:10 | 13h 40m |"); more rows of two cells are a key and a value each, the header
    dropped."""
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        if i + 1 < len(lines) and _TABLE_LINE.match(lines[i]) and _TABLE_RULE.match(lines[i + 1]):
            header, rows, i = _cells(lines[i]), [], i + 2
            while i < len(lines) and _TABLE_LINE.match(lines[i]):
                rows.append(_cells(lines[i]))
                i += 1
            if len(rows) == 1 and len(rows[0]) == len(header):
                out += [f"{k}: {v}" for k, v in zip(header, rows[0])]
            else:
                out += [f"{r[0]}: {', '.join(r[1:])}" if len(r) > 1 else r[0] for r in rows]
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


#: An ordered list's item: its number and the text after it.
_ORDERED = re.compile(r"^([ \t]*)(\d{1,2})[.)][ \t]+(?=\S)", _FLAGS)


def _ordered_list(text: str) -> str:
    """``text`` with an ordered list's numbers written as bullets, where its lines count 1, 2, ... in turn."""
    numbers = [int(m.group(2)) for m in _ORDERED.finditer(text)]
    if len(numbers) < 2 or numbers != list(range(1, len(numbers) + 1)):
        return text
    return _ORDERED.sub(r"\1- ", text)


def plain_markdown(text: str) -> str:
    """``text`` with the Markdown layout of the module docstring read as plain text; text without Markdown is
    returned as it is."""
    text = _ordered_list(text)
    if not any(mark in text for mark in ("*", "#", ">", "|", "`", "__")):     # the common case: no Markdown
        return text
    text = _tables(_FENCED.sub(_fenced, text))
    text = _HEADING.sub(_heading, text)
    text = _QUOTE_BLOCK.sub(_quoted, text)
    text = _BOLD.sub(lambda m: m.group(1) or m.group(2), text)
    text = _ITALIC.sub(r"\1", text)
    text = _CODE_VALUE.sub(r"\1", text)
    text = _CODE_TOKEN.sub(r"\1", text)
    return re.sub(r"\n{3,}", "\n\n", text)
