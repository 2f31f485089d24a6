"""Which word each name a request gives goes with, and where two requests give the same names to other words.

Names (a run of words capitalised mid-sentence: "Hilton Hotel", "New York", "D Minor") are compared as words, so a
request that trades two of them between the things it names keeps every word: "from my home in New York to my
office in Boston" and "from my home in Boston to my office in New York", "a room at the Hilton Hotel in Chicago"
and "a room at the Chicago in Hilton Hotel". Here each name is bound to its *anchor*, the content word it belongs
to: the word right after it where it stands before a noun ("the YAML config", "the Sales team"), else the nearest
before it in its clause past prepositions, articles and possessives ("home", "office"), or the name before it
("Chicago" goes with "Hilton Hotel"). A name joined to the one before it by "and" / "or" shares that one's
anchor ("stops at Santa Barbara and Monterey": both go with "stops", in either order). Two requests differ when a
word both use as an anchor takes, on each side, only names the other side gives to another word, or a name goes, on
each side, only with words the other side gives other names.
"""

from __future__ import annotations

from collections import Counter

from .lexicon import fold_word, unit_of

__all__ = ["read_named", "named_differ"]

#: Words passed over between a name and its anchor ("the office *of* the", "home *in*", "*my* home").
_SKIP = frozenset("the a an of in at on by for from to with into onto near within inside between about over under "
                  "my your his her their our its these those called named".split())
#: Words a name is never bound across or to: a verb of being or a pronoun starts another part of the sentence ("what
#: time is that in London"), and an adverb after a name says when or how, not what ("at the Garden tonight").
_STOP = frozenset("is are was were be been being am that this which who whom what when where how it there here "
                  "tonight today tomorrow yesterday now then also too only instead again".split())
#: Words that join a name to the one before it as one more of the same kind.
_LIST = frozenset({"and", "or", "&"})
#: Capitalised words that are no names ("I", the pronoun).
_NOT_NAMES = frozenset({"i"})
_REACH = 4          # skipped words passed at most


def _is_name(t, within: bool = False) -> bool:
    """A capitalised word mid-sentence; a unit word ("Hz", "Celsius") only within a name ("Madison Square Garden")."""
    low = t.text.lower()
    return (t.kind == "word" and t.text[:1].isupper() and not t.initial and low not in _NOT_NAMES
            and (within or not unit_of(low)))


def read_named(toks: list) -> Counter:
    """``(anchor, name)`` for each name a request gives (module docstring); an anchor that is a name is written
    ``@name``. Names with no anchor in their clause are left out."""
    runs: list[tuple[int, int, str]] = []         # (first token, last token, name)
    i = 0
    while i < len(toks):
        if _is_name(toks[i]):
            j = i
            while j + 1 < len(toks) and _is_name(toks[j + 1], True) and toks[j + 1].clause == toks[i].clause \
                    and toks[j + 1].sentence == toks[i].sentence:
                j += 1
            runs.append((i, j, " ".join(t.text.lower() for t in toks[i:j + 1])))
            i = j + 1
        else:
            i += 1
    run_of = {k: r for r in runs for k in range(r[0], r[1] + 1)}
    anchors: dict[int, str] = {}                  # run start -> anchor
    out: Counter = Counter()
    for start, end, name in runs:
        t, skipped, k, anchor = toks[start], [], start - 1, ""
        head = toks[end + 1] if end + 1 < len(toks) else None
        if head is not None and head.kind == "word" and head.sentence == t.sentence and head.clause == t.clause \
                and not head.text[:1].isupper() and head.text.lower() not in _SKIP | _LIST | _STOP:
            anchors[start] = fold_word(head.text.lower())     # a name before its noun names it: "the YAML config"
            out[(anchors[start], name)] += 1
            continue
        while k >= 0 and len(skipped) <= _REACH and toks[k].sentence == t.sentence and toks[k].clause == t.clause:
            u, low = toks[k], toks[k].text.lower()
            if k in run_of:
                other = run_of[k]
                anchor = anchors.get(other[0], "") if skipped and set(skipped) <= _LIST else "@" + other[2]
                break
            if u.kind != "word" or low in _STOP:
                break
            if low in _SKIP or low in _LIST:
                skipped.append(low)
                k -= 1
                continue
            anchor = fold_word(low)
            break
        anchors[start] = anchor
        if anchor:
            out[(anchor, name)] += 1
    return out


def named_differ(a: Counter, b: Counter) -> str:
    """Names both requests give, traded between words both use as anchors: an anchor that takes, on each side, only
    names the other side gives to another word ("home: new york vs boston"), or a name that goes, on each side, only
    with anchors the other side gives to other names ("imax: format vs theater")."""
    shared = {n for _, n in a} & {n for _, n in b}
    common = {w for w, _ in a} & {w for w, _ in b}
    common = {w for w in common if not w.startswith("@") or w[1:] in shared}

    def by_anchor(c: Counter, anchor: str) -> set:
        return {n for w, n in c if w == anchor and n in shared}

    def by_name(c: Counter, name: str) -> set:
        return {w for w, n in c if n == name and w in common}

    for anchor in sorted(common):
        x, y = by_anchor(a, anchor), by_anchor(b, anchor)
        if x and y and not x & y:
            return f"{anchor.lstrip('@')}: {', '.join(sorted(x))} vs {', '.join(sorted(y))}"
    words = lambda xs: ", ".join(w.lstrip("@") for w in sorted(xs))  # noqa: E731
    for name in sorted(shared):
        x, y = by_name(a, name), by_name(b, name)
        if x and y and not x & y:
            return f"{name}: {words(x)} vs {words(y)}"
    return ""
