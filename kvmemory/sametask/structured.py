"""Requests written as data, read as the "key: value" fields a person would type (:func:`plain_structured`).

Agents and tools hand requests on as data: a tool call's JSON arguments (``{"op": "unit_convert", "value": 26.2,
"from": "mile", "to": "kilometre"}``), a query string (``op=add_days&base=2024-11-10&days=90``), a command line
with long options (``datediff --from 2025-02-03 --to 2025-04-17 --unit days``), a CSV header with one row, a YAML
list or block of text. Each says what a prose request says, in fields. They are rewritten here as one
``key: value`` line per field, which :mod:`.framing` then reads as words ("from: mile" -> "from mile", "value: 26.2"
-> "26.2", "op: unit_convert" -> "unit convert"):

* a JSON object (the whole text, or the whole text in a code fence): nested objects flattened, a list of strings
  under a name read as a table written out ("orders": ["id", "total"] -> "orders(id, total)"), other lists joined
  with commas, ``true`` as the key itself and ``false`` as "not" the key, a value that is a sentence quoted (the
  text to work on is compared word for word), ``snake_case`` values as words;
* a line that is only a query string (``a=1&b=2``) or only ``key=value`` pairs (``tool=sed mode=in_place``);
* a line that is a command (and at most two subcommands) followed by two or more long options (``tzconv --from
  Europe/London --to Asia/Tokyo``; never a sentence that mentions a command): each
  option with its value a field, a bare flag its words (``--no-rephrase`` -> "no rephrase"), the command and its
  arguments kept, a trailing ``# comment`` kept as text;
* a text that is only a CSV header and one row (``period_start,period_end\\n2025-12-01,2025-12-19``);
* YAML shapes inside fields: ``values: [350, 400, 425]`` -> ``values: 350, 400, 425``, a block scalar (``text: |``
  and its indented lines) -> the text quoted.

Anything else is left as written, and the same function reads both requests, so two payloads compare as payloads.
"""

from __future__ import annotations

import json
import re
import shlex
from urllib.parse import unquote_plus

__all__ = ["plain_structured"]

_FENCED = re.compile(r"```[a-z]*[ \t]*\n(.*?)\n[ \t]*```", re.S | re.I)
_IDENT = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_QUERY = re.compile(r"[\w.-]+=[^&\s]*(?:&[\w.-]+=[^&\s]*)+")
_PAIRS = re.compile(r"(?:[\w.-]+=\S+[ \t]+){2,}[\w.-]+=\S+")
_OPTION = re.compile(r"--([a-z][a-z0-9-]*)(?:=(.*))?", re.I)
_COMMAND = re.compile(r"[a-z][a-z0-9_.-]*")
_CSV_HEAD = re.compile(r"[A-Za-z_][\w ]*")
_YAML_LIST = re.compile(r"^([ \t]*[\w-]+:[ \t]+)\[([^\[\]\n]*)\][ \t]*$", re.M)
_YAML_BLOCK = re.compile(r"^([ \t]*[\w-]+:)[ \t]*[|>][-+]?[ \t]*\n((?:[ \t]+\S[^\n]*(?:\n|$))+)", re.M)


#: Keys whose value is the text to work on ("text", "input_text", "message"): a sentence under one is quoted, so it is
#: compared word for word; under any other key ("question", "filter") it is the request's own words.
_TEXT_KEYS = frozenset("text sentence sentences message content passage paragraph input string document note email "
                       "snippet body draft".split())
#: Language codes under a language key ("target_lang": "fr"), read as the language's name.
_LANGUAGE_CODES = {"en": "English", "fr": "French", "es": "Spanish", "de": "German", "it": "Italian",
                   "pt": "Portuguese", "nl": "Dutch", "ja": "Japanese", "zh": "Chinese", "ko": "Korean",
                   "ru": "Russian", "ar": "Arabic", "hi": "Hindi", "sv": "Swedish", "pl": "Polish", "tr": "Turkish",
                   "el": "Greek", "la": "Latin"}
#: A time zone's database name ("Europe/London", "America/New_York"): the place it names.
_ZONE = re.compile(r"\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)/(?:[A-Za-z_]+/)?"
                   r"([A-Za-z_]+)\b")
#: A table named in one field and its columns in another ("table: users" / "columns: id, email"), as the table
#: written out ("users(id, email)").
_TABLE = re.compile(r"^[ \t]*table:[ \t]*(\w+)[ \t]*\n((?:[ \t]*(?!columns|fields)\w+:[^\n]*\n)*?)[ \t]*"
                    r"(?:columns|fields):[ \t]*([\w, ]+)$", re.M | re.I)


def _key(name: str) -> str:
    """A field name as :mod:`.framing` reads keys: lower case, ``snake_case`` (``unitIn`` -> ``unit_in``)."""
    return _CAMEL.sub("_", str(name)).lower().replace("-", "_").strip()


def _words(value: str) -> str:
    """A ``snake_case`` value as words ("unit_convert" -> "unit convert"); anything else as written."""
    return value.replace("_", " ") if _IDENT.fullmatch(value) else value


def _sentence(value: str) -> bool:
    """A value that is text to work on, not a name: several words, or a sentence's end."""
    return len(value.split()) >= 4 or (" " in value and value.rstrip()[-1:] in ".!?")


def _scalar(value) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _json_lines(data: dict) -> list[str]:
    """One ``key: value`` line per field of a JSON object (nested objects flattened)."""
    out = []
    for name, value in data.items():
        key = _key(name)
        if isinstance(value, dict):
            if value and all(isinstance(v, list) and all(isinstance(x, str) for x in v) for v in value.values()):
                out += [f"{k}({', '.join(v)})" for k, v in value.items()]      # a schema: tables and their fields
            else:
                out += [key.replace("_", " ")] + _json_lines(value)
        elif isinstance(value, list):
            items = [_json_lines(v) if isinstance(v, dict) else [_scalar(v)] for v in value]
            out.append(f"{key}: {', '.join(_words(' '.join(i)) for i in items)}")
        elif isinstance(value, bool):
            out.append(key.replace("_", " ") if value else f"not {key.replace('_', ' ')}")
        elif value is None:
            continue
        elif isinstance(value, str) and _sentence(value) and _TEXT_KEYS & set(key.split("_")):
            out.append(f'{key}: "{value}"')
        elif isinstance(value, str) and "lang" in key and value.lower() in _LANGUAGE_CODES:
            out.append(f"{key}: {_LANGUAGE_CODES[value.lower()]}")
        else:
            out.append(f"{key}: {_words(_scalar(value))}")
    return out


def _fields(pairs: list[tuple[str, str]]) -> str:
    return "\n".join(f"{_key(k)}: {_words(v.replace(',', ', '))}" for k, v in pairs)


def _query(line: str) -> str | None:
    """A line that is only a query string or only ``key=value`` pairs, as fields."""
    stripped = line.strip()
    if _QUERY.fullmatch(stripped):
        parts = stripped.split("&")
    elif _PAIRS.fullmatch(stripped):
        parts = stripped.split()
    else:
        return None
    return _fields([(k, unquote_plus(v)) for k, _, v in (p.partition("=") for p in parts)])


def _command(line: str) -> str | None:
    """A command line with two or more long options, as its command, fields, flags and arguments."""
    code, hashed, comment = line.partition(" #")
    try:
        argv = shlex.split(code)
    except ValueError:
        return None
    first = next((i for i, a in enumerate(argv) if a.startswith("--")), len(argv))
    if (not 1 <= first <= 3 or not all(_COMMAND.fullmatch(a) for a in argv[:first])
            or sum(bool(_OPTION.fullmatch(a)) for a in argv) < 2):
        return None               # a command and at most two subcommands, then its options: not a sentence
    out, words, i = [], [], 0
    while i < len(argv):
        option = _OPTION.fullmatch(argv[i])
        if option is None:
            words.append(_words(argv[i]))
        elif option.group(2) is not None or (i + 1 < len(argv) and not argv[i + 1].startswith("-")):
            key = _key(option.group(1))
            value = option.group(2) if option.group(2) is not None else argv[i + 1]
            i += option.group(2) is None
            out.append(f'{key}: "{value}"' if _sentence(value) and _TEXT_KEYS & set(key.split("_"))
                       else f"{key}: {_words(value)}")
        else:
            out.append(option.group(1).replace("-", " "))
        i += 1
    head = " ".join(words)
    return "\n".join([head] * bool(head) + out + [comment.strip()] * bool(hashed and comment.strip()))


def _csv(text: str) -> str | None:
    """A text that is only a CSV header and one row, as fields."""
    lines = [x for x in text.strip().split("\n") if x.strip()]
    if len(lines) != 2 or "," not in lines[0]:
        return None
    head, row = ([c.strip() for c in x.split(",")] for x in lines)
    if len(head) != len(row) or not all(_CSV_HEAD.fullmatch(h) for h in head):
        return None
    return _fields(list(zip(head, row)))


def _named(fields: str) -> str:
    """Fields with a table and its columns written out as the table ("users(id, email)") and a time zone's database
    name as its place ("Europe/London" -> "London")."""
    fields = _TABLE.sub(lambda m: f"{m.group(2)}{m.group(1)}({m.group(3).strip()})", fields)
    return _ZONE.sub(lambda m: m.group(1).replace("_", " "), fields)


def plain_structured(text: str) -> str:
    """``text`` with its data shapes (module docstring) rewritten as ``key: value`` lines; other text as it was."""
    body = text.strip()
    fenced = _FENCED.fullmatch(body)
    body = fenced.group(1).strip() if fenced else body
    if body.startswith("{"):
        try:
            data = json.loads(body)
        except ValueError:
            data = None
        if isinstance(data, dict) and data:
            return _named("\n".join(_json_lines(data)))
    csv = _csv(text)
    text = csv if csv is not None else text
    text = _YAML_BLOCK.sub(lambda m: f'{m.group(1)} "{" ".join(m.group(2).split())}"\n', text)
    text = _YAML_LIST.sub(lambda m: m.group(1) + ", ".join(x.strip().strip("'\"") for x in m.group(2).split(",")),
                          text)
    return _named("\n".join(_query(line) or _command(line) or line for line in text.split("\n")))
