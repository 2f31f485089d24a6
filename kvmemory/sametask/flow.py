"""The ordered slots of a request: what follows "from", "to", "than", "then (by)", "per", a sort key's "by", what
"count" counts and which event a time is given for.

Compared by role where both requests fill it, so "from ./a to ./b" != "from ./b to ./a", "English to French" !=
"French to English", "orders per customer" != "customers per order", "sort by length" != "sort alphabetically".
"""

from __future__ import annotations

import re
from collections import Counter

from .lexicon import CLOCK, FILLER, LIST_VERBS, LIT, SCALES, SCOPE_WORDS, fold_word, op_pol, unit_of
from .slotset import Slots
from .words import LANGUAGES, STOPWORDS, UNITS

__all__ = ["TIME_SPANS", "read_flow", "flow_added", "flow_flipped", "flow_differs"]


#: Events a time or a date is given for ("starts at 21:45"): the other is what is asked.
_EVENTS = {fold_word(w): e for e, ws in (("start", "start starts started begin begins began commence commences "
                                                   "depart departs departed open opens opened"),
                                         ("end", "end ends ended finish finishes finished stop stops stopped "
                                                 "arrive arrives arrived land lands landed close closes closed"))
           for w in ws.split()}


def _event_asked(toks: list, i: int, prev, nxt) -> bool:
    """The event at ``toks[i]`` is what is asked: "what's its start time?" (a time named by the event at the end of
    the sentence: "the start time is 9:00" gives it, "with the start day counted" names it) or "when does it end?" (a
    verb after its subject, at the end), in a sentence that asks what, which or when."""
    if not any(t.sentence == toks[i].sentence and t.text.lower() in ("what", "which", "when") for t in toks[:i]):
        return False
    if any(t.text.lower() in ("including", "excluding") for t in toks[max(0, i - 2):i]):
        return False              # "..., including the start date?" names a bound of the span, not what is asked
    if nxt is not None and nxt.text.lower() in ("time", "date", "day", "hour"):
        return not (i + 2 < len(toks) and toks[i + 2].sentence == toks[i].sentence)
    return prev is not None and prev.text.lower() in ("it", "they", "she", "he", "we", "i") and nxt is None


#: Words between "how many" / "number of" and what is counted ("how many more books").
_COUNTED_SKIP = frozenset("the a an all different distinct unique separate total individual more additional extra "
                          "further".split())
#: Spans of time named as words ("in whole years" vs "in whole years and months"), folded.
TIME_SPANS = frozenset(fold_word(w) for w in "year month week day hour minute second".split())
#: A period read as one word after "per" ("per month" -> "permonth", readings).
_PER_PERIOD = re.compile(r"per(day|week|month|year|hour|night|quarter)")
#: Words that stand between "from"/"to" and what they name ("from all the logs").
_FLOW_SKIP = frozenset("the a an all every each my our your their this these those some any its".split())
_FLOW_CUE = {"from": "src", "to": "tgt", "into": "tgt", "onto": "tgt", "than": "than", "then": "then", "per": "per"}
#: Words after which "to" starts a verb ("allowed to bring"), not a target.
_INFINITIVE_CUE = frozenset("allowed permitted able unable want wants wanted need needs needed like going ought used "
                            "supposed required how way trying try tries mustdo".split())


def _flow_value(t, order: list) -> str | None:
    """What a token after "from"/"to" names, for the ordered from/to slots (None: nothing to compare)."""
    low = t.text.lower()
    if LIT.fullmatch(low):
        return "lit:" + order[int("".join(str("abcdefghij".index(ch)) for ch in low[3:]))]
    if t.kind == "num" or CLOCK.fullmatch(t.text):
        return "num:" + (t.value if t.kind == "num" else t.text)
    if low in _FLOW_SKIP:
        return "word:" + low          # not a determiner here (:func:`_determiner`): a name, "from a to b"
    folded = fold_word(low)
    if t.kind != "word" or UNITS.get(low) or UNITS.get(folded) or folded in SCALES or folded in LANGUAGES:
        return None                   # units, scales and languages have their roles already
    op, pol = op_pol(low, folded)
    if pol:
        return "pol:" + pol
    if op or low in LIST_VERBS or folded in LIST_VERBS or low in FILLER or folded in FILLER:
        return None                   # "a query to list", "to sound formal": a verb, not a place or a state
    return "word:" + folded


def _determiner(toks: list, j: int, sentence: int) -> bool:
    """``toks[j]`` is a determiner before what "from"/"to" names ("from the logs"), not the thing itself
    ("from a to b": ``a`` is a name when nothing but a stop word or the end follows)."""
    if j + 1 >= len(toks) or toks[j].sentence != sentence or toks[j].text.lower() not in _FLOW_SKIP:
        return False
    after = toks[j + 1]
    return after.sentence == sentence and after.text.lower() not in STOPWORDS


#: Words that say what kind of place a literal names, skipped between "to"/"from" and it ("to the local folder ./site").
_CONTAINERS = frozenset("""local remote new existing shared folder folders directory directories dir file files path
server host machine bucket repo repository branch table database db""".split())


def read_flow(toks: list, order: list) -> Counter:
    """Ordered slots: ``(value, role)`` for what directly follows "from" (``src``) or "to", "into", "onto"
    (``tgt``), "than" (what is compared with), "then (by)" (a second key), "per" (the key; what comes right before
    it is ``counted``): a literal, a number, a direction or state ("formal to casual"), a content word. Compared by
    role where both requests fill it, so "from ./a to ./b" != "from ./b to ./a", "English to French" != "French to
    English", "earn more than their manager" != "... than their employees", "orders per customer" != "customers per
    order", "by department, then by salary" != "by salary, then by department"."""
    out: Counter = Counter()
    key_bys = {i for i, t in enumerate(toks) if t.text.lower() == "by" and _sort_key_cue(toks, i)}
    keyed = {toks[i].sentence for i in key_bys}       # sentences that name a sort key with "by"
    for i, t in enumerate(toks):
        low = t.text.lower()
        prev = toks[i - 1] if i and toks[i - 1].sentence == t.sentence else None
        nxt = toks[i + 1] if i + 1 < len(toks) and toks[i + 1].sentence == t.sentence else None
        event = _EVENTS.get(fold_word(low)) if t.kind == "word" else None
        if event and nxt is not None and (nxt.text.lower() in ("on", "at", "from") or CLOCK.fullmatch(nxt.text)):
            out[(f"event:{event}", "given")] += 1     # "starts on 10 Feb" gives the start: the end is asked
        elif event and _event_asked(toks, i, prev, nxt):
            out[(f"event:{event}", "asked")] += 1     # "what's its finish time?", "when does it end?"
        if low == "count" or (low == "of" and prev is not None and prev.text.lower() == "number"):
            counted = _counted(toks, i + 1, t.sentence, order)      # "how many" is read as "count" before this
            if counted:
                out[(counted, "counts")] += 1
        key = _PER_PERIOD.fullmatch(low) if t.kind == "word" else None
        if key and not (prev is not None and (prev.kind in ("num", "sym") or unit_of(prev.text.lower()))):
            out[(f"word:{key.group(1)}", "per")] += 1     # "per month" read as one word: the key of a grouping
        if i in key_bys and not (prev is not None and prev.text.lower() == "then"):
            value = _key_value(toks, i + 1, t.sentence, order)
            if value:
                out[(value, "key")] += 1
            continue
        if low == "keyalpha" and t.sentence not in keyed:
            out[("word:alphabet", "key")] += 1        # "alphabetically" (no "by ...") sorts by the words themselves
            continue
        role = _FLOW_CUE.get(low)
        if not role or (low == "to" and prev is not None and prev.text.lower() in _INFINITIVE_CUE):
            continue
        j = i + 1
        if role == "then" and j < len(toks) and toks[j].text.lower() == "by":
            j += 1                    # "sort by department, then by salary": the second key
        if role == "per":             # "count the orders per customer": what is counted comes right before
            prev_tok = toks[i - 1] if i and toks[i - 1].sentence == t.sentence else None
            if prev_tok is not None and (prev_tok.kind in ("num", "sym") or unit_of(prev_tok.text.lower())) and (
                    j < len(toks) and toks[j].sentence == t.sentence
                    and (unit_of(toks[j].text.lower()) or toks[j].kind == "num")):
                continue              # "6 minutes per km", "$3 per pound": a rate, which the units' roles compare
            before = _flow_value(prev_tok, order) if prev_tok is not None else None
            if (before or "").startswith("word:"):
                out[(before, "counted")] += 1
        while _determiner(toks, j, t.sentence):
            j += 1
        for k in range(j, min(j + 3, len(toks))):   # "to the local folder ./site": the literal is what it names
            low = toks[k].text.lower()
            if LIT.fullmatch(low):
                j = k
                break
            if toks[k].sentence != t.sentence or not (low in _CONTAINERS or fold_word(low) in _CONTAINERS):
                break             # only words that say what the literal is ("the local folder ./site") are skipped
        if j < len(toks) and toks[j].sentence == t.sentence:
            value = _flow_value(toks[j], order)
            if value:
                out[(value, role)] += 1
    return out


#: Words that make a following "by" name a sort key ("sort the files by size", "ORDER BY total", "ranked by score").
_SORT_CUE = frozenset("sort sorts sorted sorting order ordered ordering orderasc orderdesc rank ranks ranked ranking "
                      "arrange arranged arranging organise organised organize organized".split())


def _sort_key_cue(toks: list, i: int) -> bool:
    """``toks[i]`` ("by") names a sort key: a sort word at most 6 tokens before it in its sentence ("sort the files
    in /tmp by size") or an order right after its key ("by length, shortest first"); "then by" names the second
    key, which the ``then`` role holds."""
    sentence = toks[i].sentence
    before = [toks[k].text.lower() for k in range(max(0, i - 6), i) if toks[k].sentence == sentence]
    after = [toks[k].text.lower() for k in range(i + 1, min(len(toks), i + 5)) if toks[k].sentence == sentence]
    return any(w in _SORT_CUE for w in before) or any(w in ("orderasc", "orderdesc") for w in after)


def _key_value(toks: list, j: int, sentence: int, order: list) -> str | None:
    """What a sort key "by ..." names, past determiners: a flow value, or a word a list verb also spells ("by
    name")."""
    while j + 1 < len(toks) and toks[j + 1].sentence == sentence and toks[j].text.lower() in _FLOW_SKIP:
        j += 1
    if j >= len(toks) or toks[j].sentence != sentence:
        return None
    low = toks[j].text.lower()
    value = _flow_value(toks[j], order)
    if value is None and toks[j].kind == "word" and (low in LIST_VERBS or fold_word(low) in LIST_VERBS):
        value = "word:" + fold_word(low)
    return value


def _counted(toks: list, j: int, sentence: int, order: list) -> str | None:
    """What "count" (or "the number of") at ``j - 1`` counts: the head noun after it, past determiners and words
    that narrow it ("the cancelled orders", "active users"), as a flow value (``word:...``), or None."""
    while j + 1 < len(toks) and toks[j + 1].sentence == sentence and (
            toks[j].text.lower() in _COUNTED_SKIP or toks[j].text.lower().endswith(("ed", "ing"))
            or fold_word(toks[j].text.lower()) in SCOPE_WORDS):
        j += 1
    value = _flow_value(toks[j], order) if j < len(toks) and toks[j].sentence == sentence else None
    return value if (value or "").startswith("word:") else None


def flow_added(s: Slots, other: Slots) -> str:
    """A source ("from Germany") or a key ("per user") said on one side only, naming a word the other request never
    says in any slot: a phrase added to narrow what the request acts on is a change, not extra wording."""
    said = (set(other.words) | {slot for slot, _ in other.roles} | {v[5:] for v, _ in other.flow if v.startswith("word:")}
            | {m.group(1) for w in other.words if (m := _PER_PERIOD.fullmatch(w))})     # "peryear" says "year"
    ordered = bool({"asc", "desc"} & set(other.operations))
    # the things taken as a whole on the other side ("across all categories", "the total for all .py files"): a key
    # per group of an aggregate ("the count per file") is a change there even where the other side names its word
    overall = other.whole and not s.whole and bool({"count", "sum", "average", "max", "min"} & set(s.operations))
    for value, role in s.flow:
        if ((role in ("src", "per") or (role == "key" and not ordered)) and value.startswith("word:")
                and (value[5:] not in said or (role == "per" and overall)) and not any(r == role for _, r in other.flow)):
            return f"{role} {value} vs -"     # a key on one side only: "sort the files" vs "... by size" (an
    return ""                                 # order without a key, "shortest first", may imply it)


def flow_flipped(a: Counter, b: Counter) -> str:
    """A thing that is the source on one side and the target on the other, and not both on either: "the emails
    from Alice" vs "the emails to Alice" (each side fills one role, so no role holds two things to compare)."""
    for value, role in a:
        if role in ("src", "tgt"):
            other = "tgt" if role == "src" else "src"
            if b[(value, other)] and not b[(value, role)] and not a[(value, other)]:
                return f"{role} {value} vs {other} {value}"
    return ""


def flow_differs(a: Counter, b: Counter, words_a: Counter, words_b: Counter) -> str:
    """The from/to slots that disagree: a role both requests fill, with different things in it. What is counted
    before "per" differs only where one side counts a word the other never says ("orders per customer" =
    "order amount per customer"; the key after "per" tells "orders per customer" from "customers per order")."""
    out = []
    for role in ("src", "tgt", "than", "then", "per", "counted", "given", "asked", "counts", "key"):
        x = {v for v, r in a if r == role}
        y = {v for v, r in b if r == role}
        if role == "counted" and all(v[5:] in words_b for v in x) and all(v[5:] in words_a for v in y):
            continue
        if role == "counts" and not (all(v[5:] in words_b for v in x) and all(v[5:] in words_a for v in y)):
            continue              # a word counted on one side only is the wording gate's; a swap is a change
        if x and y and x != y:
            out.append(f"{role} {'/'.join(sorted(x))} vs {'/'.join(sorted(y))}")
    return "; ".join(out)
