"""Which word each number, unit and negation goes with, and where two requests bind them otherwise.

Numbers alone are compared as a set; these slots say what each number counts or bounds ("6 feet 2 inches" is not
"2 feet 6 inches", "hired before 2020, left after 2022" is not the swap, "15% of 80" is not "80% of 15") and what a
negation takes ("users who are not admins" is not "admins who are not users").
"""

from __future__ import annotations

from collections import Counter

from .lexicon import REGION, counted_word, fold_word, polar_of, unit_of
from .slotset import Slots
from .words import UNIT_STEM

__all__ = ["read_quantities", "quantities_differ", "unit_moved", "count_swapped", "read_scoped", "scoped_differ"]


#: Polarities whose scope is the word that follows them ("not admins", "keeping all orders").
_SCOPED = frozenset({"not", "keep"})
_SCOPE_SKIP = frozenset("the a an any all every each of its their his her my our your this that these those "
                        "be is are was were been being".split())


def read_scoped(toks: list) -> Counter:
    """``(polarity, word)``: the content word a negation or a "keep" takes, the first after it in its sentence past
    articles, quantifiers and "be" ("users who are not admins" -> (not, admin); "keeping all orders" -> (keep,
    order)). The polarity counts alone cannot tell "users who are not admins" from "admins who are not users"."""
    out: Counter = Counter()
    for i, t in enumerate(toks):
        low = t.text.lower()
        pol = "not" if low.endswith("n't") else polar_of(low)
        if pol not in _SCOPED:
            continue
        for u in toks[i + 1:i + 5]:
            ul = u.text.lower()
            if u.sentence != t.sentence or u.kind != "word":
                break
            if ul in _SCOPE_SKIP:
                continue
            if counted_word(ul):
                out[(pol, fold_word(ul))] += 1
            break
    return out


def scoped_differ(a: Counter, b: Counter, words_a: Counter, words_b: Counter) -> str:
    """A negation (or "keep") both requests say, taking wholly other words on each side, among the words both
    requests say: "not admins" vs "not users" where both name admins and users is a swap; "never placed an order" vs
    "no orders" says the same thing with another word, and a negation said twice on one side and once on the other
    ("prohibiting employees ... unapproved" vs "bans staff ... isn't approved") shares its word."""
    for pol in sorted({p for p, _ in a} & {p for p, _ in b}):
        x = {w for p, w in a.elements() if p == pol and words_b[w]}
        y = {w for p, w in b.elements() if p == pol and words_a[w]}
        if x and y and not x & y:
            return f"{pol}: {', '.join(sorted(x))} vs {', '.join(sorted(y))}"
    return ""


def read_quantities(toks: list) -> Counter:
    """``(number, thing, per, of, direction, subject)`` for each number said with what it counts or bounds: its unit
    (the unit word right after it, or a sign beside it: "6 feet", "$60", "10 %") or else the content word right
    after it, marked ``=`` ("5 departments"), what follows "per" or "of" after a unit ("$60 per day", "3 cups of
    flour"), and a direction word right before it ("before 2020", "more than 30") with the word it compares ("age >
    30"). Numbers alone are compared as a set; this says which number goes with what, so "6 feet 2 inches" is not
    "2 feet 6 inches" and "hired before 2020, left after 2022" is not the swap."""
    out: Counter = Counter()
    for i, t in enumerate(toks):
        if t.kind != "num":
            continue
        near = lambda j: toks[j] if 0 <= j < len(toks) and toks[j].sentence == t.sentence else None  # noqa: E731
        after, before = near(i + 1), near(i - 1)
        unit, j = None, i + 1
        k = _past_region(near, i + 1)
        if k > i + 1 and unit_of(near(k).text.lower()):
            after, j = near(k), k     # "250 US dollars", "2 imperial gallons": the unit (the region stays a word)
        if after is not None and after.kind == "word" and unit_of(after.text.lower()):
            unit, j = unit_of(after.text.lower()), j + 1
        elif after is not None and after.kind == "sym":
            unit, j = after.value, i + 2
        elif before is not None and before.kind == "sym":
            unit = before.value
        per = of = ""
        if unit is not None:
            link = near(j)
            link = link.text.lower() if link is not None else ""
            k = j + 1
            while near(k) is not None and (near(k).text.lower() in ("the", "a", "an") or _past_region(near, k) > k):
                k += 1                # "per US dollar": the dollar
            what = near(k) if link in ("per", "of") else None
            what = fold_word(what.text.lower()) if what is not None and what.kind == "word" else ""
            if link.startswith("per") and len(link) > 4 and link[3:] in UNIT_STEM.values():    # "perday": "per day"
                link, what = "per", link[3:]
            per, of = (what if link == "per" else ""), (what if link == "of" else "")
        else:                         # a word counted right after it: "5 departments", "2 meetings of ..."
            unit = "=" + fold_word(after.text.lower()) if (
                after is not None and after.kind == "word" and counted_word(after.text.lower())) else ""
        d = next((k for k in (i - 1, i - 2) if near(k) is not None and near(k).kind == "word"
                  and polar_of(near(k).text.lower())), None)
        direction = polar_of(near(d).text.lower()) if d is not None else ""
        subject = near(d - 1) if d is not None else None      # "age > 30": what is compared
        subject = (fold_word(subject.text.lower()) if subject is not None and subject.kind == "word"
                   and counted_word(subject.text.lower()) else "")
        if unit or direction:
            out[(t.value, unit, per, of, direction, subject)] += 1
    return out


def _past_region(near, k: int) -> int:
    """``k + 1`` where the token ``near(k)`` is a region word before another word ("US dollars", "imperial
    gallons": whose unit it is), else ``k``."""
    t, nxt = near(k), near(k + 1)
    return k + 1 if (t is not None and t.kind == "word" and t.text.lower() in REGION and nxt is not None
                     and nxt.kind == "word") else k


def quantities_differ(a: Counter, b: Counter) -> str:
    """A number both requests bind, bound otherwise on each side: another unit, rate ("per day"), substance ("of
    flour") or direction ("before" / "after"), each compared where both sides name one; and a word both requests
    count, counted with other numbers ("3 employees in each of 5 departments" vs "5 ... in each of 3 departments")."""
    def split(c: Counter) -> tuple[dict, dict, dict]:
        by_value, by_word, by_subject = {}, {}, {}
        for (value, thing, per, of, direction, subject), n in c.items():
            if thing.startswith("="):
                by_word.setdefault(thing[1:], []).extend([value] * n)
                thing = ""
            if thing or per or of or direction:
                by_value.setdefault(value, []).extend([(thing, per, of, direction)] * n)
            if subject:
                by_subject.setdefault(subject, []).extend([value] * n)
        return by_value, by_word, by_subject

    (va, wa, sa), (vb, wb, sb) = split(a), split(b)
    if len(sa) >= 2 and set(sa) == set(sb):    # "age > 30 and salary < 5000": the same fields, other bounds each
        for word in sorted(sa):
            if sorted(sa[word], key=str) != sorted(sb[word], key=str):
                return f"{word}: {', '.join(map(str, sa[word]))} vs {', '.join(map(str, sb[word]))}"
    fmt = lambda xs: ", ".join(" ".join(filter(None, (d, u, p and "per " + p, o and "of " + o)))  # noqa: E731
                               for u, p, o, d in sorted(xs))
    for value in sorted(set(va) & set(vb), key=str):
        x, y = va[value], vb[value]
        if len(x) == 1 and len(y) == 1:
            if any(f and g and f != g for f, g in zip(x[0], y[0])):
                return f"{value}: {fmt(x)} vs {fmt(y)}"
        elif sorted(x) != sorted(y):
            return f"{value}: {fmt(x)} vs {fmt(y)}"
    for word in sorted(set(wa) & set(wb)):
        if sorted(wa[word], key=str) != sorted(wb[word], key=str):
            return f"{word}: {', '.join(map(str, sorted(wa[word], key=str)))} vs {', '.join(map(str, sorted(wb[word], key=str)))}"
    return ""


def unit_moved(a: Counter, b: Counter) -> str:
    """A unit both requests bind, bound to other numbers on each side while the numbers are the same: "15% of 80" vs
    "80% of 15"."""
    def by_unit(c: Counter) -> dict:
        out = {}
        for (value, thing, *_), n in c.items():
            if thing and not thing.startswith("="):
                out.setdefault(thing, []).extend([str(value)] * n)
        return {thing: sorted(values) for thing, values in out.items()}

    ua, ub = by_unit(a), by_unit(b)
    for thing in sorted(set(ua) & set(ub)):
        if ua[thing] != ub[thing]:
            return f"{thing}: {', '.join(ua[thing])} vs {', '.join(ub[thing])}"
    return ""


def count_swapped(a: Slots, b: Slots) -> str:
    """A number both requests count, counting on each side a thing both name: "students in more than 3 courses"
    vs "courses with more than 3 students" (no word is on one side only, so the wording cannot tell)."""
    def counted(s: Slots) -> dict:
        out = {}
        for (value, thing, *_), n in s.quantities.items():
            if thing.startswith("="):
                out.setdefault(value, set()).add(thing[1:])
        return out

    ca, cb = counted(a), counted(b)
    for value in sorted(set(ca) & set(cb), key=str):
        x, y = ca[value], cb[value]
        if x != y and all(b.words[w] for w in x - y) and all(a.words[w] for w in y - x):
            return f"{value} counts {', '.join(sorted(x))} vs {', '.join(sorted(y))}"
    return ""
