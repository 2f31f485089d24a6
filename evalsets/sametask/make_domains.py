"""Build the same-task evaluation sets of seven domains besides GSM8K (``domains/<domain>.jsonl``).

    python evalsets/sametask/make_domains.py     # rewrites domains/*.jsonl byte for byte

Deterministic (``random.Random(SEED)``), no network: every generated request is written from the tables
below; the hand-written sets ``heldout5`` to ``heldout30`` and the reference bodies of the hand-written code stubs
are data files read from ``sources/`` (one JSON line per case, see the README; who wrote each split and what of
it was read: ``manifest.json``). A domain is a list of **frames** (the slots of one request: a value, a unit
pair, an operation, a table, a date, ...), several **surfaces** per kind of frame (ways an agent developer
would write the same request), and **changes** (one slot edited: the request is a different task).

For each base frame the stored request (``candidate``) is the frame in one surface; then

* ``reworded`` (same): the frame in the other surfaces (``transform`` ``surface:<n>``), some with an
  instruction in front or in lower case; and ``hand``: paraphrases written by hand (:data:`HAND`),
  reviewed by reading, that no surface table made (reported apart);
* changed (not same), one slot edited, written in a surface drawn at random, ``change`` one of
  ``reversed`` (from/to, before/after, ascending/descending, more/less swapped), ``entity`` (another
  unit, place, table, file type, language, country, role, quoted text, function name),
  ``operation`` (count/list, sum/average, max/min, find/delete, formal/passive, ...), ``quantity``
  (another number, date or time), ``negation`` (not, except, without added), ``output`` (code: an
  example's expected output changed), ``input`` (code: an example's input changed), ``bound`` (code:
  ``<=`` for ``<``, inclusive for exclusive).

Split: base frames alternate ``calib`` / ``report`` in a shuffled order (seeded); every case takes its
base's split, hand paraphrases alternate too. Thresholds are chosen on calib only. Two held-out splits hold
requests written by hand and never used to tune a rule: ``heldout`` (:data:`HELDOUT`) and ``heldout2``
(:data:`HELDOUT2`, written on 2026-12-01 before any rule change of that day's second session); a third,
``heldout3`` (:data:`HELDOUT3`), written by hand on 2026-12-01 by an engineer who had not read the rules or heldout2;
and a fourth, ``heldout4`` (:data:`HELDOUT4`), written by hand on 2026-12-01 by an engineer who had read neither the
rules nor any other hand-written set; never used to tune. ``tune`` (:data:`TUNE`) is a hand-written *tuning*
split (written on 2026-12-01 without reading the rules or heldout4): rules may be fitted to it, so it is not a held-out
measure. ``heldout5`` (``sources/heldout5.jsonl``) was written on 2026-12-01 by an engineer who had
read neither the rules, nor any hand-written set, nor the project's code, after heldout4 had been read to tune (so
heldout4 is no longer held out); its misses were read to tune on 2026-12-01 (seventh session), so it is a tuning
split now. ``heldout6`` (``sources/heldout6.jsonl``) was written on 2026-12-01 (seventh session) by
an engineer who had read neither the rules, nor any hand-written set, nor the project's code; its misses were then
read to tune (a tuning split now). ``heldout7`` (``sources/heldout7.jsonl``) was written the same day by
another engineer under the same conditions, after heldout6 had been read, then read to tune too. ``heldout8``
(``sources/heldout8.jsonl``) was written by a third, in four user voices (fast typing, non-native, dictated, verbose),
after heldout7 had been read, then read to tune. ``heldout9`` (``sources/heldout9.jsonl``; its writer's reference
bodies of its code stubs are in ``sources/code_solutions.jsonl``) was written by a fourth, as agent users phrase requests
(context before the ask), after heldout8 had been read; its misses were read to tune on 2026-12-01 (eighth session),
so it is a tuning split now. ``heldout10`` (``sources/heldout10.jsonl``; its writer's reference bodies in
``sources/code_solutions.jsonl``) was written by a fifth engineer under the same conditions, in a mix of styles, before
heldout9 was read, then read to tune the same session (a tuning split now). ``heldout11`` (``sources/heldout11.jsonl``)
was written by a sixth, as requests reach an assistant inside tools and agent frameworks, while heldout10 was being
read, then read to tune on 2026-12-02 (ninth session; a tuning split now). ``heldout12``
(``sources/heldout12.jsonl``) was written by a seventh on 2026-12-02, as users type requests into a chat or an IDE
agent panel mid-work, before heldout11 was read, then read to tune the same session. ``heldout13``
(``sources/heldout13.jsonl``) was written by an eighth the same day, as non-native speakers and people dictating
write, while heldout12 was being read; its misses were read to tune on 2026-12-02 (tenth session: a tuning split
now). ``heldout14`` (``sources/heldout14.jsonl``) was written by a ninth the same day, as busy professionals write
(ticket titles, one-liners, "key: value" facts, abbreviations), while heldout13 was being read; never used to tune.
``heldout15`` (``sources/heldout15.jsonl``) was written by a tenth on 2026-12-02 (eleventh session), as software
and relays write requests (an orchestrating agent delegating subtasks, templated tickets, key: value fields, a
support desk relaying a customer in the third person); its false hits were read, then its misses, to tune (eleventh
session: a tuning split now). ``heldout16`` (``sources/heldout16.jsonl``) was written by an eleventh the same day, in
the same register (a planner handing steps to a worker, helpdesk and CRM payloads, email-to-ticket, requests relayed
on someone's behalf), while heldout15 was being read; never used to tune. ``heldout17`` (``sources/heldout17.jsonl``)
was written by a twelfth the same day, each request from a mix of sources (casual chat, a planner's step, a ticket or
key: value form, a relay on someone's behalf, a formal email), after the session's rules were written; heldout16's and
heldout17's misses were read to tune in the twelfth session. ``heldout18`` (``sources/heldout18.jsonl``) was written by
a thirteenth at the start of the twelfth session (2026-12-02), as colleagues chat at work, terse to formal; its misses
were read after it was measured. ``heldout19`` (``sources/heldout19.jsonl``) was written by a fourteenth later that
session (non-native, dictated, backstory-first, terse and indirect writers); only its false hits were read.
``heldout20`` (``sources/heldout20.jsonl``) was written by a fifteenth at the start of the thirteenth session
(2026-12-02): messy real-world input (typos and autocorrect slips, requirements as bullet lists, hurried users,
homework framing, over-formal rewrites). ``heldout21`` (``sources/heldout21.jsonl``) was written by a sixteenth at the
start of the fourteenth session (2026-12-02): requests as they arrive through agent frameworks and LLM pipelines
(verbose planner restatements, markdown, email-style messages, British and American spelling, goals instead of
questions); its false hit, then its misses, were read after its fresh figure (a tuning split since).
``heldout22`` (``sources/heldout22.jsonl``) was written by a seventeenth at the start of the fifteenth session
(2026-12-02): requests as tools and developers emit them inside their work artefacts (JSON and YAML payloads, query
strings, command-line flags, CSV rows, TODO comments, commit messages, issue bodies, quoted chat) and in the jargon of
other professions.
``heldout23`` (``sources/heldout23.jsonl``) was written by an eighteenth at the start of the sixteenth session
(2026-12-03) as a red team attacking a semantic cache: near-miss changed requests that keep almost every word and
change the answer (comparators, first vs last, swapped roles, unit prefixes, business vs calendar days, an added
exception or step, each vs total), beside honest rewordings. ``heldout24`` (``sources/heldout24.jsonl``) was written
by a nineteenth later that session as a second red team, attacking what a word-by-word comparison misses (the kind of
question changed with the words kept, context that changes the answer, roles swapped by word order, scope in relative
clauses, negation in morphology, quantifiers, units implied by context), beside heavy honest rewordings.
``heldout25`` (``sources/heldout25.jsonl``) was written by a twentieth at the start of the seventeenth session
(2026-12-03), aimed at recall: the same tasks as different real users send them (terse shorthand, chatty with a
reason, question first, facts as a list, synonyms, spelling variants), beside changed requests that keep most words.
``heldout26`` (``sources/heldout26.jsonl``) was written by a twenty-first at the start of the eighteenth session
(2026-12-03), aimed at recall of requests as agent frameworks relay them (a planner's third-person task spec, a tool
sub-request with key: value lines, a user in a hurry, a polite user with a reason), beside changed requests.
``heldout27`` (``sources/heldout27.jsonl``) was written by a twenty-second at the start of the nineteenth session
(2026-12-03), aimed at recall of four more registers (a non-native speaker, a voice-assistant transcript, the request
restructured, a message embedded in a greeting and a follow-up), beside changed requests.
``heldout28`` (``sources/heldout28.jsonl``) was written by a twenty-third at the start of the twenty-first session
(2026-12-03), aimed at recall of four more registers (typed fast on a phone with slips and texting abbreviations, pasted
inside a ticket or an email thread, formal and bureaucratic, Markdown-structured), beside changed requests.
``heldout29`` (``sources/heldout29.jsonl``) was written by a twenty-fourth at the start of the twenty-second session
(2026-12-04), aimed at recall of ordinary rewording: a second person asking for the same thing in their own words
(synonyms, question for imperative, facts reordered, nominalisations, numbers written another way), no layout.
``heldout30`` (``sources/heldout30.jsonl``) was written by a twenty-fifth at the start of the twenty-third session
(2026-12-04): everyday requests typed to an assistant by a third writer (context first or the question first, facts
scattered, hrs/mins/pls/approx, lowercase with no final stop), beside changed requests written to be as subtle as
honest (one word, one order, one bound changed).
``all`` is calib and report only.
"""

from __future__ import annotations

import doctest
import json
import random
import re
from pathlib import Path

SEED = 20261201
HERE = Path(__file__).resolve().parent


OUT = HERE / "domains"
SOURCES = HERE / "sources"     # the hand-written sets heldout5 ... heldout30 and the code stubs' reference bodies
DOMAINS = ("conversions", "policy", "sql", "shell", "dates", "rewriting", "code")
INSTRUCTIONS = ("Quick question: {q}", "Please help: {q}", "{q} Thanks!", "Hi! {q}")


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


# -- conversions --------------------------------------------------------------------------------------------
UNIT_FAMILIES = [["miles", "kilometers", "feet", "meters", "yards", "inches", "centimeters"],
                 ["pounds", "kilograms", "ounces", "grams"], ["liters", "gallons", "cups", "milliliters"]]
SCALES = ["Celsius", "Fahrenheit", "Kelvin"]
CITIES = ["London", "Tokyo", "Paris", "Sydney", "Berlin", "Chicago", "Denver", "Madrid"]
UNIT_SURFACES = ["Convert {v} {a} to {b}.", "What is {v} {a} in {b}?", "How many {b} are in {v} {a}?",
                 "Please convert {v} {a} into {b}.", "{v} {a} to {b}?", "How many {b} is {v} {a}?"]
TEMP_SURFACES = ["Convert {v} degrees {a} to {b}.", "What is {v} degrees {a} in {b}?",
                 "How many degrees {b} is {v} degrees {a}?", "Convert {v}°{a0} to degrees {b}."]
TZ_SURFACES = ["If it is {t} in {a}, what time is it in {b}?", "What time is it in {b} when it is {t} in {a}?",
               "Convert {t} {a} time to {b} time.", "When it's {t} in {a}, what time is it in {b}?"]


def _tz(h: int, style: int) -> str:
    ampm = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    return [f"{h12}{ampm}", f"{h12}:00 {ampm}", f"{h12} {ampm.upper()}", f"{h:02d}:00"][style % 4]


def conv_frames(rng):
    frames = []
    for i in range(42):
        kind = ("unit", "unit", "temp", "tz")[i % 4]
        if kind == "unit":
            fam = rng.choice(UNIT_FAMILIES)
            a, b = rng.sample(fam, 2)
            frames.append({"kind": kind, "v": rng.choice([2, 3, 5, 7, 10, 12, 25, 40, 100, 250]), "a": a, "b": b})
        elif kind == "temp":
            a, b = rng.sample(SCALES[:2], 2) if rng.random() < 0.8 else rng.sample(SCALES, 2)
            frames.append({"kind": kind, "v": rng.choice([0, 20, 32, 37, 50, 100, 212]), "a": a, "b": b})
        else:
            a, b = rng.sample(CITIES, 2)
            frames.append({"kind": kind, "v": rng.randrange(6, 21), "a": a, "b": b})
    return frames


def conv_render(f, s):
    if f["kind"] == "unit":
        return UNIT_SURFACES[s % len(UNIT_SURFACES)].format(**f)
    if f["kind"] == "temp":
        return TEMP_SURFACES[s % len(TEMP_SURFACES)].format(a0=f["a"][0], **f)
    return TZ_SURFACES[s % len(TZ_SURFACES)].format(t=_tz(f["v"], s), a=f["a"], b=f["b"])


def conv_surfaces(f):
    return len({"unit": UNIT_SURFACES, "temp": TEMP_SURFACES, "tz": TZ_SURFACES}[f["kind"]])


def conv_changes(f, rng):
    pool = (next(fam for fam in UNIT_FAMILIES if f["a"] in fam) if f["kind"] == "unit"
            else SCALES if f["kind"] == "temp" else CITIES)
    other = rng.choice([u for u in pool if u not in (f["a"], f["b"])])
    v = f["v"] + rng.choice([1, 2, 3]) if f["kind"] == "tz" else rng.choice([x for x in (1, 4, 6, 8, 15, 30, 60, 90, 150)
                                                                           if x != f["v"]])
    return [("reversed", {**f, "a": f["b"], "b": f["a"]}), ("entity", {**f, "b": other}),
            ("entity", {**f, "a": other}), ("quantity", {**f, "v": v})]


# -- policy and knowledge -------------------------------------------------------------------------------------
COUNTRIES = ["France", "Germany", "Japan", "Canada", "Brazil", "Italy", "Spain", "Egypt", "India", "Kenya"]
RELATIONS = {"capital": ["What is the capital of {x}?", "Name the capital city of {x}.", "Which city is the capital of {x}?",
                         "Tell me the capital of {x}."],
             "currency": ["What is the currency of {x}?", "Name the currency used in {x}.", "Which currency does {x} use?",
                          "Tell me the currency of {x}."],
             "language": ["What is the official language of {x}?", "Name the official language of {x}.",
                          "Which language is official in {x}?", "Tell me the official language of {x}."]}
ROLES = ["contractors", "interns", "managers", "part-time employees", "new employees"]
ITEMS = ["travel", "meals", "home office equipment", "training courses", "phone bills"]
POLICY = {"yesno": ["Can {r} expense {i}?", "Are {r} allowed to expense {i}?", "Is it possible for {r} to expense {i}?",
                    "Can {i} be expensed by {r}?"],
          "amount": ["How much can {r} expense for {i}?", "What is the most {r} can expense for {i}?",
                     "How much are {r} allowed to expense for {i}?", "What amount can {r} expense for {i}?"],
          "why": ["Why can {r} expense {i}?", "Why are {r} allowed to expense {i}?",
                  "Why is it possible for {r} to expense {i}?", "Why can {i} be expensed by {r}?"]}
POLICY_NEG = {"yesno": ["Can {r} not expense {i}?", "Are {r} not allowed to expense {i}?",
                        "Is it impossible for {r} to expense {i}?", "Can {i} not be expensed by {r}?"],
              "amount": ["How much can {r} not expense for {i}?"] * 4,
              "why": ["Why can't {r} expense {i}?", "Why are {r} not allowed to expense {i}?",
                      "Why is it not possible for {r} to expense {i}?", "Why can't {i} be expensed by {r}?"]}


def pol_frames(rng):
    frames = []
    for i in range(42):
        if i % 2 == 0:
            frames.append({"kind": "fact", "rel": rng.choice(sorted(RELATIONS)), "x": rng.choice(COUNTRIES)})
        else:
            frames.append({"kind": "policy", "q": rng.choice(["yesno", "amount", "why"]), "r": rng.choice(ROLES),
                           "i": rng.choice(ITEMS), "neg": False})
    return frames


def pol_render(f, s):
    if f["kind"] == "fact":
        return RELATIONS[f["rel"]][s % 4].format(x=f["x"])
    table = POLICY_NEG if f["neg"] else POLICY
    return _cap(table[f["q"]][s % 4].format(r=f["r"], i=f["i"]))


def pol_surfaces(f):
    return 4


def pol_changes(f, rng):
    if f["kind"] == "fact":
        return [("entity", {**f, "x": rng.choice([c for c in COUNTRIES if c != f["x"]])}),
                ("operation", {**f, "rel": rng.choice([r for r in RELATIONS if r != f["rel"]])})]
    return [("entity", {**f, "r": rng.choice([r for r in ROLES if r != f["r"]])}),
            ("entity", {**f, "i": rng.choice([i for i in ITEMS if i != f["i"]])}),
            ("operation", {**f, "q": rng.choice([q for q in ("yesno", "amount", "why") if q != f["q"]])}),
            ("negation", {**f, "neg": True})]


# -- SQL ----------------------------------------------------------------------------------------------------
TABLES = {"employees": "salary", "orders": "amount", "products": "price", "customers": "balance"}
DEPTS = ["Sales", "Marketing", "Engineering", "Finance", "Support"]
OPS = {"count": ["count the {t}", "find how many {t} there are", "get the number of {t}"],
       "list": ["list all {t}", "show the {t}", "find all {t}"],
       "sum": ["compute the total {c} of the {t}", "sum the {c} of the {t}", "get the sum of {c} over the {t}"],
       "average": ["compute the average {c} of the {t}", "find the mean {c} of the {t}", "get the average {c} of the {t}"],
       "max": ["find the highest {c} among the {t}", "get the maximum {c} of the {t}", "find the largest {c} of the {t}"],
       "min": ["find the lowest {c} among the {t}", "get the minimum {c} of the {t}", "find the smallest {c} of the {t}"]}
OP_SWAP = {"count": "list", "list": "count", "sum": "average", "average": "sum", "max": "min", "min": "max"}
SQL_SURFACES = ["Write a SQL query to {op} {cond}.", "SQL: {op} {cond}.", "Give me a SQL query to {op} {cond}.",
                "I need a query that will {op} {cond}.", "Using SQL, {op} {cond}."]


def sql_cond(f, s):
    kind, v, neg = f["cond"], f["v"], f["neg"]
    n = " not" if neg else ""
    if kind == "dept":
        return [f"that are{n} in the {v} department", f"that are{n} in {v}", f"whose department is{n} {v}"][s % 3]
    if kind == "year":
        d = f["dir"]
        return [f"created{n} {d} {v}", f"that were{n} created {d} {v}", f"with a creation year{n} {d} {v}"][s % 3]
    d = {"above": ["above", "greater than", "over"], "below": ["below", "less than", "under"]}[f["dir"]]
    return [f"with {'an' if f['c'][0] in 'aeiou' else 'a'} {f['c']}{n} {d[s % 3]} {v}", f"whose {f['c']} is{n} {d[(s + 1) % 3]} {v}",
            f"where the {f['c']} is{n} {d[(s + 2) % 3]} {v}"][s % 3]


def sql_frames(rng):
    frames = []
    for i in range(44):
        t = rng.choice(sorted(TABLES))
        cond = ("dept", "year", "value")[i % 3]
        v = rng.choice(DEPTS) if cond == "dept" else rng.choice([2019, 2020, 2021, 2022]) if cond == "year" else \
            rng.choice([100, 500, 1000, 5000, 50000])
        frames.append({"t": t, "c": TABLES[t], "op": rng.choice(sorted(OPS)), "cond": cond, "v": v,
                       "dir": rng.choice(["above", "below"]) if cond == "value" else rng.choice(["after", "before"]),
                       "neg": False, "order": rng.choice([None, None, "asc", "desc"])})
    return frames


def sql_render(f, s):
    op = OPS[f["op"]][s % 3].format(t=f["t"], c=f["c"])
    order = ""
    if f["order"] and f["op"] in ("list",):
        order = [f", sorted by {f['c']} in {'ascending' if f['order'] == 'asc' else 'descending'} order",
                 f", ordered by {f['c']}, {'lowest' if f['order'] == 'asc' else 'highest'} first",
                 f", sorted by {f['c']} from {'lowest to highest' if f['order'] == 'asc' else 'highest to lowest'}"][s % 3]
    return SQL_SURFACES[s % len(SQL_SURFACES)].format(op=op, cond=sql_cond(f, s) + order)


def sql_surfaces(f):
    return len(SQL_SURFACES)


def sql_changes(f, rng):
    out = [("operation", {**f, "op": OP_SWAP[f["op"]]}), ("negation", {**f, "neg": True}),
           ("entity", {**f, "t": (t := rng.choice([x for x in TABLES if x != f["t"]])), "c": TABLES[t]})]
    if f["cond"] == "dept":
        out.append(("entity", {**f, "v": rng.choice([d for d in DEPTS if d != f["v"]])}))
    else:
        out.append(("reversed", {**f, "dir": {"above": "below", "below": "above", "after": "before",
                                               "before": "after"}[f["dir"]]}))
        out.append(("quantity", {**f, "v": f["v"] + (1 if f["cond"] == "year" else f["v"])}))
    if f["order"] and f["op"] == "list":
        out.append(("reversed", {**f, "order": "desc" if f["order"] == "asc" else "asc"}))
    return out


# -- shell --------------------------------------------------------------------------------------------------
EXTS = ["log", "txt", "csv", "json", "tmp", "bak", "py"]
DIRS = ["/var/log", "/tmp", "~/projects", "/etc", "./build", "~/Downloads"]
ACTIONS = {"find": ["find all .{e} files", "list every .{e} file", "find the .{e} files"],
           "delete": ["delete all .{e} files", "remove every .{e} file", "delete the .{e} files"],
           "count": ["count the .{e} files", "count how many .{e} files there are", "get the number of .{e} files"]}
SHELL_SURFACES = ["Write a shell command to {a} in {d} {flt}.", "Bash one-liner to {a} in {d} {flt}.",
                  "How do I {a} in {d} {flt} from the terminal?", "Give me a command that will {a} inside {d} {flt}.",
                  "In {d}, {a} {flt}. What's the command?"]


def shell_filter(f, s):
    n = "not " if f["neg"] else ""
    if f["by"] == "age":
        d = {"gt": "older", "lt": "newer"}[f["dir"]]
        return [f"that are {n}{d} than {f['n']} days", f"{n}{d} than {f['n']} days",
                f"which are {n}{d} than {f['n']} days"][s % 3]
    d = {"gt": ["larger", "bigger", "larger"], "lt": ["smaller", "smaller", "smaller"]}[f["dir"]]
    return [f"that are {n}{d[0]} than {f['n']} MB", f"{n}{d[1]} than {f['n']}MB",
            f"which are {n}{d[2]} than {f['n']} megabytes"][s % 3]


def shell_frames(rng):
    return [{"a": rng.choice(sorted(ACTIONS)), "e": rng.choice(EXTS), "d": rng.choice(DIRS),
             "by": rng.choice(["age", "size"]), "dir": rng.choice(["gt", "lt"]), "n": rng.choice([1, 7, 10, 30, 100]),
             "neg": False} for _ in range(42)]


def shell_render(f, s):
    a = ACTIONS[f["a"]][s % 3].format(e=f["e"])
    return _cap(SHELL_SURFACES[s % len(SHELL_SURFACES)].format(a=a, d=f["d"], flt=shell_filter(f, s)))


def shell_surfaces(f):
    return len(SHELL_SURFACES)


def shell_changes(f, rng):
    return [("operation", {**f, "a": rng.choice([a for a in ACTIONS if a != f["a"]])}),
            ("entity", {**f, "e": rng.choice([e for e in EXTS if e != f["e"]])}),
            ("entity", {**f, "d": rng.choice([d for d in DIRS if d != f["d"]])}),
            ("reversed", {**f, "dir": "lt" if f["dir"] == "gt" else "gt"}),
            ("quantity", {**f, "n": f["n"] * 2}), ("negation", {**f, "neg": True})]


# -- dates ----------------------------------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
OFFSET_SURFACES = ["What date is {n} {u} after {d}?", "Which date is {n} {u} after {d}?",
                   "Tell me the date {n} {u} after {d}.", "What is the date {n} {u} after {d}?",
                   "{N} {u} after {d} is what date?"]
WEEKDAY_SURFACES = ["What day of the week is {d}?", "Which weekday is {d}?", "On what day of the week is {d}?",
                    "Tell me the day of the week for {d}."]


def _date(day, month, year, s):
    m = MONTHS[month - 1]
    return [f"{day} {m} {year}", f"{m} {day}, {year}", f"{year}-{month:02d}-{day:02d}", f"{m} {day}{_th(day)} {year}",
            f"the {day}{_th(day)} of {m} {year}"][s % 5]


def _th(day):
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def date_frames(rng):
    return [{"kind": "offset" if i % 3 else "weekday", "day": rng.randrange(1, 29), "month": rng.randrange(1, 13),
             "year": rng.choice([2023, 2024, 2025, 2026]), "n": rng.choice([3, 10, 14, 30, 45, 90, 100]),
             "u": rng.choice(["days", "days", "weeks"]), "dir": rng.choice(["after", "before"])} for i in range(42)]


def date_render(f, s):
    d = _date(f["day"], f["month"], f["year"], s)
    if f["kind"] == "weekday":
        return WEEKDAY_SURFACES[s % 4].format(d=d)
    text = OFFSET_SURFACES[s % 5].format(n=f["n"], N=f["n"], u=f["u"], d=d)
    return text.replace(" after ", f" {f['dir']} ")


def date_surfaces(f):
    return 5 if f["kind"] == "offset" else 4


def date_changes(f, rng):
    out = [("quantity", {**f, "day": f["day"] % 28 + 1}), ("entity", {**f, "month": f["month"] % 12 + 1}),
           ("quantity", {**f, "year": f["year"] + 1})]
    if f["kind"] == "offset":
        out += [("reversed", {**f, "dir": "before" if f["dir"] == "after" else "after"}),
                ("quantity", {**f, "n": f["n"] + 1}), ("entity", {**f, "u": "weeks" if f["u"] == "days" else "days"}),
                ("operation", {**f, "kind": "weekday"})]
    return out


# -- text rewriting -----------------------------------------------------------------------------------------------
SENTENCES = ["hey, can u send me the report by friday", "the meeting got moved cause the boss is sick",
             "we gonna need more money for this project", "i think ur idea is kinda great",
             "the team finished the migration last week", "our servers crashed twice during the launch",
             "she have went to the store yesterday", "their going to announce the results tomorrow",
             "the cat chased the mouse across the kitchen", "the committee approved the new budget",
             "customers complained about the slow checkout", "the intern fixed the broken build"]
LANGS = ["French", "Spanish", "German", "Italian", "Japanese"]
REWRITE = {"formal": ['Rewrite this sentence to sound more formal: "{t}"', 'Make the following sentence more formal: "{t}"',
                      'Rephrase "{t}" in a more formal tone.', 'Can you make "{t}" sound more formal?'],
           "casual": ['Rewrite this sentence to sound more casual: "{t}"', 'Make the following sentence more casual: "{t}"',
                      'Rephrase "{t}" in a more casual tone.', 'Can you make "{t}" sound more informal?'],
           "passive": ['Rewrite "{t}" in the passive voice.', 'Convert "{t}" to passive voice.',
                       'Change this sentence to the passive voice: "{t}"', 'Put "{t}" into the passive voice.'],
           "grammar": ['Correct the grammar in "{t}"', 'Fix the grammar: "{t}"', 'Fix any grammar mistakes in "{t}"',
                       'Please correct the grammar of this sentence: "{t}"'],
           "summary": ['Summarize "{t}" in {n} words.', 'Write a {n}-word summary of "{t}"',
                       'Summarize this in {n} words: "{t}"', 'Give me a {n} word summary of "{t}"'],
           "translate": ['Translate "{t}" into {l}.', 'Translate this sentence to {l}: "{t}"',
                         'Please translate "{t}" to {l}.', 'Can you translate "{t}" into {l}?']}
REWRITE_NEG = {"formal": ['Rewrite this sentence so it does not sound formal: "{t}"'] * 4,
               "casual": ['Rewrite this sentence so it does not sound casual: "{t}"'] * 4,
               "passive": ['Rewrite "{t}" without the passive voice.'] * 4,
               "grammar": ['Rewrite "{t}" without correcting the grammar.'] * 4,
               "summary": ['Summarize "{t}" in {n} words, not using the word "the".'] * 4,
               "translate": ['Translate "{t}" into {l} without using formal words.'] * 4}


def rw_frames(rng):
    return [{"op": rng.choice(sorted(REWRITE)), "t": rng.choice(SENTENCES), "n": rng.choice([5, 8, 10, 15]),
             "l": rng.choice(LANGS), "neg": False} for _ in range(42)]


def rw_render(f, s):
    return (REWRITE_NEG if f["neg"] else REWRITE)[f["op"]][s % 4].format(**f)


def rw_surfaces(f):
    return 4


def rw_changes(f, rng):
    words = f["t"].split()
    i = rng.randrange(len(words))
    t2 = " ".join(words[:i] + [rng.choice(["team", "report", "budget", "office"])] + words[i + 1:])
    out = [("entity", {**f, "t": t2 if t2 != f["t"] else f["t"] + " again"}),
           ("operation", {**f, "op": rng.choice([o for o in REWRITE if o != f["op"] and {o, f["op"]} != {"formal", "casual"}])}),
           ("negation", {**f, "neg": True})]
    if f["op"] in ("formal", "casual"):
        out.append(("reversed", {**f, "op": "casual" if f["op"] == "formal" else "formal"}))
    if f["op"] == "summary":
        out.append(("quantity", {**f, "n": f["n"] + 5}))
    if f["op"] == "translate":
        out.append(("entity", {**f, "l": rng.choice([x for x in LANGS if x != f["l"]])}))
    return out


# -- code ----------------------------------------------------------------------------------------------------------
def _fn(name, params, prose, examples, ret=""):
    ex = "".join(f"    >>> {call}\n    {out}\n" for call, out in examples)
    return f'def {name}({params}){ret}:\n    """{prose}\n\n{ex}    """\n'


def _jsonl(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def _hand_set(name: str) -> dict[str, list[tuple]]:
    """A hand-written set kept in its own data file (``sources/heldout5.jsonl`` ...): one line per case, ``domain``,
    ``candidate`` (the stored request), ``query`` and ``change`` (null for a paraphrase), code stubs written out in
    full; as ``{domain: [(stored request, new request, change), ...]}`` in file order."""
    table: dict[str, list[tuple]] = {}
    for row in _jsonl(SOURCES / f"{name}.jsonl"):
        table.setdefault(row["domain"], []).append((row["candidate"], row["query"], row["change"]))
    return table


(HELDOUT5, HELDOUT6, HELDOUT7, HELDOUT8, HELDOUT9, HELDOUT10, HELDOUT11, HELDOUT12, HELDOUT13, HELDOUT14, HELDOUT15,
 HELDOUT16, HELDOUT17, HELDOUT18, HELDOUT19, HELDOUT20, HELDOUT21, HELDOUT22, HELDOUT23, HELDOUT24, HELDOUT25,
 HELDOUT26, HELDOUT27, HELDOUT28, HELDOUT29, HELDOUT30) = (_hand_set(f"heldout{k}") for k in range(5, 31))
#: Reference bodies of the hand-written code stubs, by (split, function name) (``sources/code_solutions.jsonl``).
CODE_SOLUTIONS = {(r["split"], r["name"]): r["solution"] for r in _jsonl(SOURCES / "code_solutions.jsonl")}


def _count_in_range(f, s):
    lo, hi = f["lo"], f["hi"]
    incl = f["bound"] == "inclusive"
    op = "<=" if incl else "<"
    prose = [f"Return how many numbers x in xs satisfy lo {op} x {op} hi.",
             f"Count the numbers x in xs with lo {op} x {op} hi.",
             f"Return the count of values x in xs such that lo {op} x {op} hi."][s % 3]
    xs = f["xs"]
    out = sum(lo <= x <= hi if incl else lo < x < hi for x in xs) + f["delta"]
    return _fn(f["name"], "xs, lo, hi", prose, [(f"{f['name']}({xs}, {lo}, {hi})", out)])


def _sort_words(f, s):
    asc = f["dir"] == "asc"
    prose = [f"Sort the words by length, {'shortest' if asc else 'longest'} first.",
             f"Return the words ordered by length in {'ascending' if asc else 'descending'} order.",
             f"Return words sorted by their length, {'shortest' if asc else 'longest'} first."][s % 3]
    ws = f["ws"]
    out = sorted(ws, key=len, reverse=not asc)
    if f["delta"]:
        out = out[::-1]
    return _fn(f["name"], "words", prose, [(f"{f['name']}({ws})", out)])


def _sum_parity(f, s):
    par, op = f["par"], f["op"]
    verb = {"sum": ["Return the sum of the", "Add up the", "Compute the total of the"],
            "product": ["Return the product of the", "Multiply together the", "Compute the product of the"]}[op][s % 3]
    neg = "numbers in xs that are not " + par if f["neg"] else par + " numbers in xs"
    prose = f"{verb} {neg}."
    xs = f["xs"]
    chosen = [x for x in xs if (x % 2 == 0) == (par == "even")] if not f["neg"] else \
        [x for x in xs if (x % 2 == 0) != (par == "even")]
    out = sum(chosen) if op == "sum" else __import__("math").prod(chosen)
    return _fn(f["name"], "xs", prose, [(f"{f['name']}({xs})", out + f["delta"])])


def _longer(f, s):
    more = f["dir"] == "longer"
    prose = [f"Return the words {'longer' if more else 'shorter'} than n characters.",
             f"Return every word that is {'longer' if more else 'shorter'} than n characters.",
             f"Keep only the words with {'more' if more else 'fewer'} than n characters."][s % 3]
    ws, n = f["ws"], f["n"]
    out = [w for w in ws if (len(w) > n if more else len(w) < n)]
    if f["delta"]:
        out = out[1:] or ["x"]
    return _fn(f["name"], "words, n", prose, [(f"{f['name']}({ws}, {n})", out)])


CODE_KINDS = {"count_in_range": _count_in_range, "sort_words": _sort_words, "sum_parity": _sum_parity,
              "filter_length": _longer}
NAMES = {"count_in_range": ["count_in_range", "count_between", "in_range_count"],
         "sort_words": ["sort_by_length", "order_words", "by_length"],
         "sum_parity": ["parity_total", "total_of", "combine_numbers"],
         "filter_length": ["filter_words", "pick_words", "words_by_length"]}
WORDS = ["apple", "fig", "banana", "kiwi", "cherry", "plum", "grape", "date", "melon", "pear"]


def code_frames(rng):
    frames = []
    for i in range(44):
        kind = sorted(CODE_KINDS)[i % 4]
        f = {"kind": kind, "name": rng.choice(NAMES[kind]), "delta": 0, "neg": False}
        if kind == "count_in_range":
            f.update(xs=sorted(rng.sample(range(1, 20), 6)), bound=rng.choice(["inclusive", "exclusive"]))
            f.update(lo=f["xs"][1], hi=f["xs"][4])
        elif kind == "sort_words":
            f.update(ws=rng.sample([w for w in WORDS if len(w) != 4][:8], 3), dir=rng.choice(["asc", "desc"]))
            while len({len(w) for w in f["ws"]}) < 3:
                f["ws"] = rng.sample(WORDS, 3)
        elif kind == "sum_parity":
            f.update(xs=rng.sample(range(1, 10), 5), par=rng.choice(["even", "odd"]), op=rng.choice(["sum", "product"]))
        else:
            f.update(ws=rng.sample(WORDS, 5), n=rng.choice([4, 5]), dir=rng.choice(["longer", "shorter"]))
        frames.append(f)
    return frames


def code_solution(f) -> str:
    """The verified body of a generated function (its frame, with no deliberate error): what its stored prompt asks."""
    k = f["kind"]
    if k == "count_in_range":
        op = "<=" if f["bound"] == "inclusive" else "<"
        return f"    return sum(1 for x in xs if lo {op} x {op} hi)\n"
    if k == "sort_words":
        return f"    return sorted(words, key=len{', reverse=True' if f['dir'] == 'desc' else ''})\n"
    if k == "sum_parity":
        keep = "==" if (f["par"] == "even") != f["neg"] else "!="
        total = "sum(chosen)" if f["op"] == "sum" else "__import__('math').prod(chosen)"
        return f"    chosen = [x for x in xs if x % 2 {keep} 0]\n    return {total}\n"
    return f"    return [w for w in words if len(w) {'>' if f['dir'] == 'longer' else '<'} n]\n"


#: Bodies of the hand-written code prompts of calib and report (:data:`HAND`), by function name.
HAND_CODE_SOLUTIONS = {
    "count_in_range": "    return sum(1 for x in xs if lo <= x <= hi)\n",
    "in_range_count": "    return sum(1 for x in xs if lo <= x <= hi)\n",
    "count_between": "    return sum(1 for x in xs if lo < x < hi)\n",
    "sort_by_length": "    return sorted(words, key=len)\n",
    "order_words": "    return sorted(words, key=len, reverse=True)\n",
    "parity_total": "    return sum(x for x in xs if x % 2 == 0)\n",
    "combine_numbers": "    return sum(x for x in xs if x % 2 == 1)\n",
    "total_of": "    return __import__('math').prod(x for x in xs if x % 2 == 1)\n",
    "filter_words": "    return [w for w in words if len(w) > n]\n",
    "pick_words": "    return [w for w in words if len(w) < n]\n",
}


def code_render(f, s):
    text = CODE_KINDS[f["kind"]](f, s)
    if s % 4 == 3:    # f(1,2) for f(1, 2) in the signature and examples: the same task
        text = "\n".join(line.replace(", ", ",") if not line.strip() or line.lstrip()[:1] in ">[0123456789'd"
                         else line for line in text.split("\n"))
    return text


def code_surfaces(f):
    return 4


def code_changes(f, rng):
    """The changed prompts of a code frame; ``examples`` is none: the same function called on other arguments
    (outputs computed by it), a reworded case whose examples only running can match (``examples:surface:<n>``)."""
    out = [("output", {**f, "delta": 1}), ("entity", {**f, "name": f["name"] + "_v2"})]
    k = f["kind"]
    if k == "count_in_range":
        out += [("bound", {**f, "bound": "exclusive" if f["bound"] == "inclusive" else "inclusive"}),
                ("examples", {**f, "hi": f["hi"] + 1, "delta": 0})]
    elif k == "sort_words":
        out += [("reversed", {**f, "dir": "desc" if f["dir"] == "asc" else "asc"})]
    elif k == "sum_parity":
        out += [("entity", {**f, "par": "odd" if f["par"] == "even" else "even"}),
                ("operation", {**f, "op": "product" if f["op"] == "sum" else "sum"}), ("negation", {**f, "neg": True})]
    else:
        out += [("reversed", {**f, "dir": "shorter" if f["dir"] == "longer" else "longer"}),
                ("examples", {**f, "n": f["n"] + 1})]
    return out


# -- hand-written paraphrases (base request, paraphrase): reviewed by reading; none made by a table ---------------
HAND = {
    "conversions": [
        ("Convert 5 miles to kilometers.", "I ran 5 miles this morning; how far is that in kilometers?"),
        ("What is 100 degrees Fahrenheit in Celsius?", "100°F - what's that in Celsius?"),
        ("Convert 3 pounds to kilograms.", "How heavy is a 3 pound bag in kilograms?"),
        ("If it is 9am in London, what time is it in Tokyo?", "It's 9 in the morning in London. What's the time in Tokyo right now?"),
        ("How many cups are in 2 liters?", "2 liters equals how many cups?"),
        ("Convert 10 feet to meters.", "i need 10 feet in meters"),
        ("What is 37 degrees Celsius in Fahrenheit?", "Body temperature is 37 C. What is that in Fahrenheit?"),
        ("Convert 250 grams to ounces.", "250 g -> oz, please"),
        ("What time is it in Sydney when it is 6pm in Berlin?", "When the clock says 6 PM in Berlin, what does it say in Sydney?"),
        ("How many inches are in 40 centimeters?", "Express 40 cm in inches."),
        ("Convert 12 gallons to liters.", "My tank holds 12 gallons. How many liters is that?"),
        ("What is 2 kilometers in miles?", "Could you convert 2 km into miles for me?"),
    ],
    "policy": [
        ("What is the capital of Japan?", "Japan's capital city is called what?"),
        ("Can contractors expense travel?", "Is travel something contractors are allowed to put on expenses?"),
        ("What is the currency of Brazil?", "What money do they use in Brazil?"),
        ("How much can interns expense for meals?", "What's the meal expense limit for interns?"),
        ("Which language is official in Egypt?", "What is Egypt's official language?"),
        ("Why can't managers expense phone bills?", "What is the reason managers cannot expense their phone bills?"),
        ("Name the capital city of Kenya.", "kenya capital?"),
        ("Are part-time employees allowed to expense training courses?", "Can part-time employees claim training courses as an expense?"),
        ("What is the currency of India?", "Which currency is used in India?"),
        ("Can new employees expense home office equipment?", "As a new employee, can I expense home office equipment?"),
        ("What is the official language of Brazil?", "Brazil - official language?"),
        ("Why are interns allowed to expense travel?", "What's the reason interns get to expense travel?"),
    ],
    "sql": [
        ("Write a SQL query to count the employees that are in the Sales department.",
         "SELECT query: number of employees in Sales"),
        ("Write a SQL query to list all orders created after 2021.", "Show me every order from after 2021 in SQL."),
        ("Give me a SQL query to compute the average salary of the employees that are in Engineering.",
         "What's the SQL for the mean employee salary in the Engineering department?"),
        ("Write a SQL query to find the highest price among the products with a price above 100.",
         "SQL to get the max price of products priced over 100"),
        ("Write a SQL query to list all customers with a balance below 500, sorted by balance in descending order.",
         "Postgres query: customers whose balance is less than 500, highest balance first"),
        ("Write a SQL query to count the orders that are not in the Support department.",
         "How many orders are not in Support? Write the SQL."),
        ("Write a SQL query to sum the amount of the orders created before 2020.",
         "I need the total order amount for orders created before 2020, as a SQL query."),
        ("Write a SQL query to list all employees that are in the Finance department.",
         "Write an SQL statement that lists every employee in Finance."),
        ("Give me a SQL query to get the minimum balance of the customers created after 2022.",
         "DB query for the lowest customer balance among customers created after 2022"),
        ("Write a SQL query to count the products with a price above 50.", "How many products cost more than 50? SQL please."),
        ("Write a SQL query to list all employees with a salary above 50000.",
         "Select all staff whose salary exceeds 50000 (SQL)."),
        ("Write a SQL query to compute the total balance of the customers that are in Marketing.",
         "sql: sum of customer balances in the Marketing department"),
    ],
    "shell": [
        ("Write a shell command to find all .log files in /var/log that are older than 7 days.",
         "How can I list log files under /var/log that are older than 7 days?"),
        ("Write a shell command to delete all .tmp files in /tmp that are larger than 100 MB.",
         "bash: remove .tmp files in /tmp bigger than 100MB"),
        ("Write a shell command to count the .py files in ~/projects that are newer than 30 days.",
         "Command to count .py files in ~/projects newer than 30 days?"),
        ("Write a shell command to find all .csv files in ./build that are smaller than 10 MB.",
         "In ./build, which .csv files are smaller than 10 MB? Give me the find command."),
        ("Write a shell command to delete all .bak files in ~/Downloads that are older than 30 days.",
         "Clean up: delete .bak files older than 30 days from ~/Downloads."),
        ("Write a shell command to find all .json files in /etc that are not older than 1 days.",
         "Find .json files in /etc which are not older than 1 days, shell please."),
        ("Write a shell command to count the .txt files in /tmp that are larger than 1 MB.",
         "How many .txt files over 1 MB are in /tmp? Terminal command please."),
        ("Write a shell command to find all .log files in /var/log that are larger than 100 MB.",
         "Which log files in /var/log are bigger than 100 MB? I want a shell one-liner."),
        ("Write a shell command to delete all .py files in ./build that are newer than 10 days.",
         "Remove the .py files in ./build newer than 10 days using bash."),
        ("Write a shell command to find all .txt files in ~/projects that are smaller than 1 MB.",
         "Show me how to find .txt files in ~/projects smaller than 1 MB."),
        ("Write a shell command to count the .json files in /var/log that are older than 100 days.",
         "Count .json files in /var/log older than 100 days - what's the command?"),
        ("Write a shell command to find all .csv files in /tmp that are older than 7 days.",
         "Find every CSV file in /tmp older than 7 days."),
    ],
    "dates": [
        ("What date is 30 days after 1 March 2024?", "If I start on March 1st 2024 and wait 30 days, what's the date?"),
        ("What day of the week is 4 July 2026?", "July 4, 2026 falls on which day of the week?"),
        ("What date is 2 weeks before 15 January 2025?", "Two weeks before Jan 15, 2025 is what date?"),
        ("Which date is 100 days after 10 October 2023?", "Count 100 days forward from October 10, 2023. Which date do you land on?"),
        ("What day of the week is 25 December 2024?", "Christmas 2024 (December 25, 2024): which weekday is it?"),
        ("What date is 45 days before 1 June 2025?", "Going back 45 days from 2025-06-01, what date is it?"),
        ("What date is 14 days after 28 February 2024?", "14 days after Feb 28, 2024?"),
        ("What day of the week is 1 January 2023?", "What weekday was New Year's Day, 1 Jan 2023?"),
        ("What date is 90 days after 5 May 2026?", "Add 90 days to May 5th 2026 - what's the resulting date?"),
        ("What date is 10 days before 3 August 2024?", "Which date comes 10 days before August 3, 2024?"),
        ("What day of the week is 9 September 2025?", "Tell me the weekday of Sept 9 2025."),
        ("What date is 3 weeks after 20 November 2023?", "Three weeks after the 20th of November 2023, what is the date?"),
    ],
    "rewriting": [
        ('Rewrite this sentence to sound more formal: "hey, can u send me the report by friday"',
         'Please make "hey, can u send me the report by friday" sound more professional.'),
        ('Correct the grammar in "she have went to the store yesterday"',
         'Fix the grammatical errors: "she have went to the store yesterday"'),
        ('Translate "the committee approved the new budget" into French.',
         'How do you say "the committee approved the new budget" in French?'),
        ('Summarize "customers complained about the slow checkout" in 5 words.',
         'Give a five-word summary of "customers complained about the slow checkout".'),
        ('Rewrite "the cat chased the mouse across the kitchen" in the passive voice.',
         'Put this in passive voice: "the cat chased the mouse across the kitchen"'),
        ('Rewrite this sentence to sound more casual: "the committee approved the new budget"',
         'Make "the committee approved the new budget" less stiff and more casual.'),
        ('Correct the grammar in "their going to announce the results tomorrow"',
         'Proofread and correct the grammar of "their going to announce the results tomorrow"'),
        ('Translate "the intern fixed the broken build" into German.',
         'German translation of "the intern fixed the broken build", please.'),
        ('Rewrite this sentence to sound more formal: "we gonna need more money for this project"',
         'Could you rephrase "we gonna need more money for this project" formally?'),
        ('Summarize "our servers crashed twice during the launch" in 8 words.',
         'In 8 words, summarize: "our servers crashed twice during the launch"'),
        ('Rewrite "the team finished the migration last week" in the passive voice.',
         'Turn "the team finished the migration last week" into a passive sentence.'),
        ('Translate "i think ur idea is kinda great" into Spanish.', 'Spanish for "i think ur idea is kinda great"?'),
    ],
    "code": [
        (_fn("count_in_range", "xs, lo, hi", "Return how many numbers x in xs satisfy lo <= x <= hi.",
             [("count_in_range([1, 4, 6, 9], 4, 9)", 3)]),
         _fn("count_in_range", "xs, lo, hi", "Given a list xs, count its elements x for which lo <= x <= hi holds.",
             [("count_in_range([1, 4, 6, 9], 4, 9)", 3)])),
        (_fn("sort_by_length", "words", "Sort the words by length, shortest first.", [("sort_by_length(['pear', 'fig'])", "['fig', 'pear']")]),
         _fn("sort_by_length", "words", "Return the list of words sorted so that the shortest word comes first.",
             [("sort_by_length(['pear', 'fig'])", "['fig', 'pear']")])),
        (_fn("parity_total", "xs", "Return the sum of the even numbers in xs.", [("parity_total([1, 2, 3, 4])", 6)]),
         _fn("parity_total", "xs", "Add together every even number of xs and return the result.",
             [("parity_total([1, 2, 3, 4])", 6)])),
        (_fn("filter_words", "words, n", "Return the words longer than n characters.",
             [("filter_words(['a', 'abc', 'abcdef'], 2)", "['abc', 'abcdef']")]),
         _fn("filter_words", "words, n", "Keep the words whose length is greater than n.",
             [("filter_words(['a', 'abc', 'abcdef'], 2)", "['abc', 'abcdef']")])),
        (_fn("total_of", "xs", "Return the product of the odd numbers in xs.", [("total_of([1, 3, 4])", 3)]),
         _fn("total_of", "xs", "Multiply all the odd numbers in the list xs together.", [("total_of([1, 3, 4])", 3)])),
        (_fn("count_between", "xs, lo, hi", "Return how many numbers x in xs satisfy lo < x < hi.",
             [("count_between([2, 5, 8], 2, 8)", 1)]),
         _fn("count_between", "xs, lo, hi", "Count the x in xs strictly between lo and hi, i.e. lo < x < hi.",
             [("count_between([2, 5, 8], 2, 8)", 1)])),
        (_fn("order_words", "words", "Sort the words by length, longest first.", [("order_words(['kiwi', 'banana'])", "['banana', 'kiwi']")]),
         _fn("order_words", "words", "Order the words from longest to shortest.",
             [("order_words(['kiwi', 'banana'])", "['banana', 'kiwi']")])),
        (_fn("pick_words", "words, n", "Return the words shorter than n characters.",
             [("pick_words(['ab', 'abcd'], 3)", "['ab']")]),
         _fn("pick_words", "words, n", "Return only the words with fewer than n letters.",
             [("pick_words(['ab', 'abcd'], 3)", "['ab']")])),
        (_fn("combine_numbers", "xs", "Return the sum of the odd numbers in xs.", [("combine_numbers([1, 2, 5])", 6)]),
         _fn("combine_numbers", "xs", "Compute the total of all odd values in xs.", [("combine_numbers([1, 2, 5])", 6)])),
        (_fn("in_range_count", "xs, lo, hi", "Return how many numbers x in xs satisfy lo <= x <= hi.",
             [("in_range_count([3, 7], 1, 5)", 1)]),
         _fn("in_range_count", "xs, lo, hi", "Return the number of items of xs inside the closed interval lo <= x <= hi.",
             [("in_range_count([3, 7], 1, 5)", 1)])),
    ],
}


# -- held out: written on 2026-12-01 before the rule changes of that day, never read while changing the rule --
#: (stored request, new request, same?) per domain: paraphrases an agent developer would type, and changed
#: requests written the same way. Split ``heldout``: measured once after the rule was frozen; a case here
#: that fails is reported, never fixed by a rule written for it.
HELDOUT = {
    "conversions": [
        ("Convert 8 kilometers to miles.", "how many miles is 8 km", True),
        ("What is 20 degrees Celsius in Fahrenheit?", "20C in F?", True),
        ("Convert 5 kilograms to pounds.", "My suitcase weighs 5 kg - how many pounds is that?", True),
        ("If it is 3pm in Paris, what time is it in Chicago?", "Paris 3 PM -> Chicago time?", True),
        ("How many milliliters are in 3 cups?", "3 cups expressed in milliliters", True),
        ("Convert 6 feet to centimeters.", "What's 6 ft in cm?", True),
        ("Convert 8 kilometers to miles.", "how many kilometers is 8 miles", False),
        ("What is 20 degrees Celsius in Fahrenheit?", "20F in C?", False),
        ("Convert 5 kilograms to pounds.", "My suitcase weighs 5 kg - how many ounces is that?", False),
        ("If it is 3pm in Paris, what time is it in Chicago?", "Paris 3 PM -> Denver time?", False),
        ("How many milliliters are in 3 cups?", "3 liters expressed in milliliters", False),
    ],
    "policy": [
        ("Can interns expense taxis?", "Are interns allowed to claim taxis as an expense?", True),
        ("What is the capital of Canada?", "capital of canada?", True),
        ("How much can contractors expense for hotels?", "What's the hotel expense limit for contractors?", True),
        ("Which currency is used in Japan?", "What currency does Japan use?", True),
        ("Why can't interns expense alcohol?", "Why are interns not allowed to expense alcohol?", True),
        ("What is the official language of Mexico?", "Mexico's official language is what?", True),
        ("Can interns expense taxis?", "Can managers expense taxis?", False),
        ("Can interns expense taxis?", "Why can interns expense taxis?", False),
        ("What is the capital of Canada?", "What is the currency of Canada?", False),
        ("Why can't interns expense alcohol?", "Why can interns expense alcohol?", False),
        ("How much can contractors expense for hotels?", "How much can contractors expense for meals?", False),
    ],
    "sql": [
        ("Write a SQL query to count the customers in the Marketing department.",
         "How many customers are in Marketing? I need the SQL.", True),
        ("Write a SQL query to list all products with a price below 20.",
         "SQL: every product that costs less than 20", True),
        ("Write a SQL query to compute the average balance of the customers created after 2020.",
         "Average customer balance for customers created after 2020 - SQL please", True),
        ("Write a SQL query to list all employees sorted by salary in ascending order.",
         "Query that returns the employees ordered by salary, lowest first", True),
        ("Write a SQL query to find the maximum salary of the employees in Engineering.",
         "What's the highest salary in Engineering? Give me the query.", True),
        ("Write a SQL query to sum the amount of the orders created after 2022.",
         "sql for total order amount since 2022", False),
        ("Write a SQL query to count the customers in the Marketing department.",
         "How many customers are not in Marketing? I need the SQL.", False),
        ("Write a SQL query to list all products with a price below 20.",
         "SQL: every product that costs more than 20", False),
        ("Write a SQL query to compute the average balance of the customers created after 2020.",
         "Total customer balance for customers created after 2020 - SQL please", False),
        ("Write a SQL query to list all employees sorted by salary in ascending order.",
         "Query that returns the employees ordered by salary, highest first", False),
        ("Write a SQL query to find the maximum salary of the employees in Engineering.",
         "What's the lowest salary in Engineering? Give me the query.", False),
    ],
    "shell": [
        ("Write a shell command to find all .log files in /var/log that are older than 14 days.",
         "find command for .log files in /var/log older than 14 days", True),
        ("Write a shell command to delete all .tmp files in /tmp that are older than 3 days.",
         "How do I remove .tmp files from /tmp that are more than 3 days old?", True),
        ("Write a shell command to count the .csv files in ./data that are larger than 5 MB.",
         "Count the .csv files bigger than 5 MB in ./data (shell).", True),
        ("Write a shell command to find all .py files in ~/code that are newer than 2 days.",
         "List .py files under ~/code modified in the last 2 days.", True),
        ("Write a shell command to delete all .bak files in ./backup that are larger than 50 MB.",
         "bash one-liner: delete .bak files over 50 MB in ./backup", True),
        ("Write a shell command to find all .log files in /var/log that are older than 14 days.",
         "find command for .log files in /var/log newer than 14 days", False),
        ("Write a shell command to delete all .tmp files in /tmp that are older than 3 days.",
         "How do I list .tmp files from /tmp that are more than 3 days old?", False),
        ("Write a shell command to count the .csv files in ./data that are larger than 5 MB.",
         "Count the .json files bigger than 5 MB in ./data (shell).", False),
        ("Write a shell command to delete all .bak files in ./backup that are larger than 50 MB.",
         "bash one-liner: delete .bak files over 50 MB in ./archive", False),
    ],
    "dates": [
        ("What date is 60 days after 15 March 2025?", "15 March 2025 plus 60 days = ?", True),
        ("What day of the week is 14 February 2027?", "Which day of the week does Feb 14, 2027 fall on?", True),
        ("What date is 3 weeks before 1 September 2024?", "Three weeks prior to September 1, 2024 - what's the date?", True),
        ("What date is 10 days after 25 December 2025?", "Ten days after Christmas Day 2025 (Dec 25, 2025), what date is it?", True),
        ("What day of the week is 1 May 2026?", "May 1st, 2026 is a what-day?", True),
        ("What date is 60 days after 15 March 2025?", "15 March 2025 minus 60 days = ?", False),
        ("What date is 3 weeks before 1 September 2024?", "Three weeks after September 1, 2024 - what's the date?", False),
        ("What day of the week is 14 February 2027?", "Which day of the week does Feb 14, 2028 fall on?", False),
        ("What date is 10 days after 25 December 2025?", "Ten days after Christmas Eve 2025 (Dec 24, 2025), what date is it?", False),
    ],
    "rewriting": [
        ('Rewrite this sentence to sound more formal: "can u fix the bug asap"',
         'Make "can u fix the bug asap" more formal, please.', True),
        ('Translate "the meeting is moved to thursday" into Italian.', 'Italian: "the meeting is moved to thursday"', True),
        ('Correct the grammar in "me and him goes to the gym"', '"me and him goes to the gym" - fix the grammar', True),
        ('Summarize "the new release fixes three crashes and speeds up search" in 6 words.',
         'Six-word summary of "the new release fixes three crashes and speeds up search", please.', True),
        ('Rewrite "the manager approved the request" in the passive voice.',
         'Passive voice version of "the manager approved the request"?', True),
        ('Rewrite this sentence to sound more formal: "can u fix the bug asap"',
         'Make "can u fix the bug asap" more casual, please.', False),
        ('Translate "the meeting is moved to thursday" into Italian.', 'Italian: "the meeting is moved to friday"', False),
        ('Translate "the meeting is moved to thursday" into Italian.', 'Spanish: "the meeting is moved to thursday"', False),
        ('Summarize "the new release fixes three crashes and speeds up search" in 6 words.',
         'Ten-word summary of "the new release fixes three crashes and speeds up search", please.', False),
    ],
    "code": [
        (_fn("count_positive", "xs", "Return how many numbers in xs are greater than 0.", [("count_positive([-1, 2, 3])", 2)]),
         _fn("count_positive", "xs", "Count the positive numbers in xs.", [("count_positive([-1, 2, 3])", 2)]), True),
        (_fn("shortest_first", "words", "Sort the words by length, shortest first.",
             [("shortest_first(['grape', 'fig'])", "['fig', 'grape']")]),
         _fn("shortest_first", "words", "Sort words in ascending order of length.",
             [("shortest_first(['grape', 'fig'])", "['fig', 'grape']")]), True),
        (_fn("even_sum", "xs", "Return the sum of the even numbers in xs.", [("even_sum([2, 3, 4])", 6)]),
         _fn("even_sum", "xs", "Sum up the even values of xs.", [("even_sum([2, 3, 4])", 6)]), True),
        (_fn("count_positive", "xs", "Return how many numbers in xs are greater than 0.", [("count_positive([-1, 2, 3])", 2)]),
         _fn("count_positive", "xs", "Return how many numbers in xs are greater than or equal to 0.",
             [("count_positive([-1, 2, 3])", 2)]), False),
        (_fn("even_sum", "xs", "Return the sum of the even numbers in xs.", [("even_sum([2, 3, 4])", 6)]),
         _fn("even_sum", "xs", "Return the sum of the odd numbers in xs.", [("even_sum([2, 3, 4])", 3)]), False),
        (_fn("shortest_first", "words", "Sort the words by length, shortest first.",
             [("shortest_first(['grape', 'fig'])", "['fig', 'grape']")]),
         _fn("shortest_first", "words", "Sort the words by length, longest first.",
             [("shortest_first(['grape', 'fig'])", "['grape', 'fig']")]), False),
    ],
}


# -- held out, second set: written by hand on 2026-12-01, before any rule change of that day's second session,
# -- never used to tune a rule (its misses are not read to change the rules) -------------------------------------
#: (stored request, new request, change) per domain: ``change`` is None for a paraphrase (the same task) or the
#: kind of change of a changed request (reversed, entity, operation, quantity, negation; code also output, input,
#: bound). Written as an agent developer types (lower case, abbreviations, filler, reordered clauses, polite
#: wrappers, the odd typo) without reading the rule code. Split ``heldout2``: only ever measured on its own.
#: Note (2026-12-01, third session): heldout2's 3 false hits (a SQL negation said "outside", two rewriting requests
#: reversed with "less casual"/"less professional") were read and their general causes fixed after its first
#: measurement, so heldout2 is no longer held out for those (negation wording, comparatives, from/to order).
_C2 = [_fn("count_negative", "xs", "Return how many numbers in xs are less than 0.", [("count_negative([-2, -1, 0, 3])", 2)]),
       _fn("longest_word", "words", "Return the longest word in words.", [("longest_word(['fig', 'banana', 'kiwi'])", "'banana'")]),
       _fn("odd_product", "xs", "Return the product of the odd numbers in xs.", [("odd_product([1, 2, 3, 5])", 15)]),
       _fn("sort_desc", "xs", "Sort the numbers in xs in descending order.", [("sort_desc([3, 1, 2])", "[3, 2, 1]")]),
       _fn("count_between", "xs, lo, hi", "Return how many numbers x in xs satisfy lo < x < hi.",
           [("count_between([1, 3, 5, 7], 1, 7)", 2)]),
       _fn("words_longer", "words, n", "Return the words longer than n characters.",
           [("words_longer(['a', 'abcd', 'xyz'], 3)", "['abcd']")])]
HELDOUT2 = {
    "conversions": [
        ("Convert 15 miles to kilometers.", "whats 15 mi in km?", None),
        ("What is 68 degrees Fahrenheit in Celsius?", "68°F -> celsius pls", None),
        ("How many ounces are in 2 pounds?", "2 lbs = how many oz", None),
        ("If it is 10am in Tokyo, what time is it in London?", "when its 10 AM in tokyo what time is it over in london?", None),
        ("Convert 500 milliliters to cups.", "could you convert 500 ml into cups for me, thanks", None),
        ("What is 180 centimeters in feet?", "I'm 180 cm tall, how tall is that in feet?", None),
        ("Convert 4 gallons to liters.", "4 gal to litres?", None),
        ("Convert 15 miles to kilometers.", "how far is 15 miles in kilometers", None),
        ("Convert 15 miles to kilometers.", "whats 15 km in mi?", "reversed"),
        ("What is 68 degrees Fahrenheit in Celsius?", "68°C -> fahrenheit pls", "reversed"),
        ("If it is 10am in Tokyo, what time is it in London?", "when its 10 AM in london what time is it over in tokyo?", "reversed"),
        ("How many ounces are in 2 pounds?", "2 oz = how many lbs", "reversed"),
        ("Convert 4 gallons to liters.", "4 litres to gal?", "reversed"),
        ("Convert 15 miles to kilometers.", "whats 15 mi in meters?", "entity"),
        ("If it is 10am in Tokyo, what time is it in London?", "when its 10 AM in tokyo what time is it over in paris?", "entity"),
        ("Convert 500 milliliters to cups.", "could you convert 500 ml into liters for me, thanks", "entity"),
        ("What is 68 degrees Fahrenheit in Celsius?", "68°F -> kelvin pls", "entity"),
        ("What is 180 centimeters in feet?", "I'm 180 cm tall, how tall is that in inches?", "entity"),
        ("Convert 15 miles to kilometers.", "whats 16 mi in km?", "quantity"),
        ("How many ounces are in 2 pounds?", "3 lbs = how many oz", "quantity"),
        ("If it is 10am in Tokyo, what time is it in London?", "when its 11 AM in tokyo what time is it over in london?", "quantity"),
        ("What is 180 centimeters in feet?", "I'm 175 cm tall, how tall is that in feet?", "quantity"),
        ("Convert 4 gallons to liters.", "40 gal to litres?", "quantity"),
    ],
    "policy": [
        ("Can contractors expense meals?", "are contractors able to expense their meals?", None),
        ("What is the capital of Australia?", "australia's capital?", None),
        ("How much can managers expense for travel?", "whats the travel expense limit for managers", None),
        ("Which currency does Switzerland use?", "what currency do they use in switzerland", None),
        ("Why are interns not allowed to expense phone bills?", "why cant interns expense phone bills?", None),
        ("What is the official language of Argentina?", "official language of argentina pls", None),
        ("Are new employees allowed to expense training courses?", "quick q - can new employees expense training courses?", None),
        ("Can contractors expense meals?", "Is it ok for contractors to expense meals?", None),
        ("Can contractors expense meals?", "are interns able to expense their meals?", "entity"),
        ("What is the capital of Australia?", "austria's capital?", "entity"),
        ("How much can managers expense for travel?", "whats the travel expense limit for interns", "entity"),
        ("Which currency does Switzerland use?", "what currency do they use in sweden", "entity"),
        ("Are new employees allowed to expense training courses?", "quick q - can new employees expense phone bills?", "entity"),
        ("What is the capital of Australia?", "australia's currency?", "operation"),
        ("How much can managers expense for travel?", "can managers expense travel?", "operation"),
        ("Which currency does Switzerland use?", "what's the capital of switzerland", "operation"),
        ("Can contractors expense meals?", "how much can contractors expense for meals?", "operation"),
        ("What is the official language of Argentina?", "currency of argentina pls", "operation"),
        ("Can contractors expense meals?", "are contractors unable to expense their meals?", "negation"),
        ("Why are interns not allowed to expense phone bills?", "why can interns expense phone bills?", "negation"),
        ("Are new employees allowed to expense training courses?", "is it forbidden for new employees to expense training courses?",
         "negation"),
        ("Are new employees allowed to expense training courses?", "Are new employees not allowed to expense training courses?",
         "negation"),
        ("Can contractors expense meals?", "Can contractors expense anything except meals?", "negation"),
    ],
    "sql": [
        ("Write a SQL query to count the orders created after 2021.", "sql to count orders created after 2021 pls", None),
        ("Write a SQL query to list all employees with a salary above 60000, sorted by salary in descending order.",
         "need a query: employees w/ salary > 60000, highest salary first", None),
        ("Write a SQL query to compute the total amount of the orders that are in the Sales department.",
         "total order amount for the Sales dept - SQL?", None),
        ("Write a SQL query to find the lowest price among the products in the Support department.",
         "give me the SQL for the lowest product price in the support dept", None),
        ("Write a SQL query to get the average salary of the employees created before 2020.",
         "can you write me a query that gets the mean salary of employees created before 2020", None),
        ("Write a SQL query to list all customers whose balance is over 1000.",
         "select customers with balance greater than 1000", None),
        ("Write a SQL query to find the maximum balance of the customers in Finance.",
         "what's the query for the max customer balance in finance?", None),
        ("Write a SQL query to count the orders created after 2021.", "sql to count orders created before 2021 pls", "reversed"),
        ("Write a SQL query to list all employees with a salary above 60000, sorted by salary in descending order.",
         "need a query: employees w/ salary > 60000, lowest salary first", "reversed"),
        ("Write a SQL query to list all customers whose balance is over 1000.",
         "select customers with balance less than 1000", "reversed"),
        ("Write a SQL query to get the average salary of the employees created before 2020.",
         "can you write me a query that gets the mean salary of employees created after 2020", "reversed"),
        ("Write a SQL query to list all employees with a salary above 60000, sorted by salary in descending order.",
         "need a query: employees w/ salary < 60000, highest salary first", "reversed"),
        ("Write a SQL query to compute the total amount of the orders that are in the Sales department.",
         "total order amount for the Marketing dept - SQL?", "entity"),
        ("Write a SQL query to find the maximum balance of the customers in Finance.",
         "what's the query for the max customer balance in sales?", "entity"),
        ("Write a SQL query to count the orders created after 2021.", "sql to count customers created after 2021 pls", "entity"),
        ("Write a SQL query to get the average salary of the employees created before 2020.",
         "can you write me a query that gets the mean balance of customers created before 2020", "entity"),
        ("Write a SQL query to find the lowest price among the products in the Support department.",
         "give me the SQL for the lowest product price in the finance dept", "entity"),
        ("Write a SQL query to count the orders created after 2021.", "sql to list orders created after 2021 pls", "operation"),
        ("Write a SQL query to compute the total amount of the orders that are in the Sales department.",
         "average order amount for the Sales dept - SQL?", "operation"),
        ("Write a SQL query to find the maximum balance of the customers in Finance.",
         "what's the query for the min customer balance in finance?", "operation"),
        ("Write a SQL query to find the lowest price among the products in the Support department.",
         "give me the SQL for the highest product price in the support dept", "operation"),
        ("Write a SQL query to list all customers whose balance is over 1000.",
         "count customers with balance greater than 1000", "operation"),
        ("Write a SQL query to count the orders created after 2021.", "sql to count orders created after 2023 pls", "quantity"),
        ("Write a SQL query to list all employees with a salary above 60000, sorted by salary in descending order.",
         "need a query: employees w/ salary > 70000, highest salary first", "quantity"),
        ("Write a SQL query to list all customers whose balance is over 1000.",
         "select customers with balance greater than 5000", "quantity"),
        ("Write a SQL query to get the average salary of the employees created before 2020.",
         "can you write me a query that gets the mean salary of employees created before 2019", "quantity"),
        ("Write a SQL query to count the orders created after 2021.", "sql to count orders created after 2012 pls", "quantity"),
        ("Write a SQL query to compute the total amount of the orders that are in the Sales department.",
         "total order amount for orders not in the Sales dept - SQL?", "negation"),
        ("Write a SQL query to list all customers whose balance is over 1000.",
         "select customers whose balance is not over 1000", "negation"),
        ("Write a SQL query to find the maximum balance of the customers in Finance.",
         "what's the query for the max customer balance outside finance?", "negation"),
        ("Write a SQL query to count the orders created after 2021.", "sql to count orders not created after 2021 pls", "negation"),
        ("Write a SQL query to get the average salary of the employees created before 2020.",
         "can you write me a query that gets the mean salary of employees that weren't created before 2020", "negation"),
    ],
    "shell": [
        ("Write a shell command to delete all .log files in /var/log that are older than 30 days.",
         "bash cmd to rm .log files in /var/log older than 30 days", None),
        ("Write a shell command to find all .json files in ~/projects that are larger than 10 MB.",
         "how do i find .json files > 10MB in ~/projects", None),
        ("Write a shell command to count the .txt files in /tmp that are newer than 7 days.",
         "count the .txt files in /tmp modified in the last 7 days, shell pls", None),
        ("Write a shell command to find all .csv files in ~/Downloads that are smaller than 1 MB.",
         "find command: .csv files in ~/Downloads under 1 MB", None),
        ("Write a shell command to delete all .bak files in /etc that are older than 100 days.",
         "one-liner to delete .bak files older than 100 days from /etc", None),
        ("Write a shell command to count the .py files in ./build that are larger than 100 MB.",
         "how many .py files bigger than 100mb are in ./build?", None),
        ("Write a shell command to delete all .log files in /var/log that are older than 30 days.",
         "Delete every .log file in /var/log that's more than 30 days old (shell).", None),
        ("Write a shell command to delete all .log files in /var/log that are older than 30 days.",
         "bash cmd to rm .log files in /var/log newer than 30 days", "reversed"),
        ("Write a shell command to find all .json files in ~/projects that are larger than 10 MB.",
         "how do i find .json files < 10MB in ~/projects", "reversed"),
        ("Write a shell command to count the .txt files in /tmp that are newer than 7 days.",
         "count the .txt files in /tmp older than 7 days, shell pls", "reversed"),
        ("Write a shell command to count the .py files in ./build that are larger than 100 MB.",
         "how many .py files smaller than 100mb are in ./build?", "reversed"),
        ("Write a shell command to find all .csv files in ~/Downloads that are smaller than 1 MB.",
         "find command: .csv files in ~/Downloads over 1 MB", "reversed"),
        ("Write a shell command to delete all .log files in /var/log that are older than 30 days.",
         "bash cmd to rm .txt files in /var/log older than 30 days", "entity"),
        ("Write a shell command to find all .json files in ~/projects that are larger than 10 MB.",
         "how do i find .json files > 10MB in ~/Downloads", "entity"),
        ("Write a shell command to delete all .bak files in /etc that are older than 100 days.",
         "one-liner to delete .bak files older than 100 days from /tmp", "entity"),
        ("Write a shell command to count the .txt files in /tmp that are newer than 7 days.",
         "count the .log files in /tmp modified in the last 7 days, shell pls", "entity"),
        ("Write a shell command to count the .py files in ./build that are larger than 100 MB.",
         "how many .py files bigger than 100mb are in ./dist?", "entity"),
        ("Write a shell command to delete all .log files in /var/log that are older than 30 days.",
         "bash cmd to list .log files in /var/log older than 30 days", "operation"),
        ("Write a shell command to find all .json files in ~/projects that are larger than 10 MB.",
         "how do i delete .json files > 10MB in ~/projects", "operation"),
        ("Write a shell command to count the .txt files in /tmp that are newer than 7 days.",
         "delete the .txt files in /tmp modified in the last 7 days, shell pls", "operation"),
        ("Write a shell command to count the .py files in ./build that are larger than 100 MB.",
         "which .py files bigger than 100mb are in ./build?", "operation"),
        ("Write a shell command to delete all .bak files in /etc that are older than 100 days.",
         "one-liner to count .bak files older than 100 days in /etc", "operation"),
        ("Write a shell command to delete all .log files in /var/log that are older than 30 days.",
         "bash cmd to rm .log files in /var/log older than 60 days", "quantity"),
        ("Write a shell command to find all .json files in ~/projects that are larger than 10 MB.",
         "how do i find .json files > 20MB in ~/projects", "quantity"),
        ("Write a shell command to count the .txt files in /tmp that are newer than 7 days.",
         "count the .txt files in /tmp modified in the last 14 days, shell pls", "quantity"),
        ("Write a shell command to delete all .bak files in /etc that are older than 100 days.",
         "one-liner to delete .bak files older than 10 days from /etc", "quantity"),
        ("Write a shell command to count the .py files in ./build that are larger than 100 MB.",
         "how many .py files bigger than 10mb are in ./build?", "quantity"),
        ("Write a shell command to delete all .log files in /var/log that are older than 30 days.",
         "bash cmd to rm .log files in /var/log not older than 30 days", "negation"),
        ("Write a shell command to find all .json files in ~/projects that are larger than 10 MB.",
         "how do i find .json files in ~/projects that aren't larger than 10 MB", "negation"),
        ("Write a shell command to find all .csv files in ~/Downloads that are smaller than 1 MB.",
         "find command: every file except .csv in ~/Downloads under 1 MB", "negation"),
        ("Write a shell command to delete all .bak files in /etc that are older than 100 days.",
         "one-liner to delete everything older than 100 days from /etc except .bak files", "negation"),
        ("Write a shell command to count the .txt files in /tmp that are newer than 7 days.",
         "count the files in /tmp modified in the last 7 days that are not .txt, shell pls", "negation"),
    ],
    "dates": [
        ("What date is 30 days after 12 April 2025?", "30 days from april 12 2025 - what date is that?", None),
        ("What day of the week is 31 October 2026?", "oct 31, 2026 - which day of the week?", None),
        ("What date is 6 weeks before 20 December 2024?", "six weeks before Dec 20 2024?", None),
        ("Which date is 100 days after 1 January 2026?", "if i count 100 days from jan 1st 2026 what date do i get", None),
        ("What day of the week is 15 August 2025?", "weekday for 2025-08-15?", None),
        ("What date is 21 days before 3 March 2027?", "Date 21 days prior to March 3rd, 2027?", None),
        ("What date is 30 days after 12 April 2025?", "what's the date 30 days after the 12th of April 2025", None),
        ("What date is 30 days after 12 April 2025?", "30 days before april 12 2025 - what date is that?", "reversed"),
        ("What date is 6 weeks before 20 December 2024?", "six weeks after Dec 20 2024?", "reversed"),
        ("Which date is 100 days after 1 January 2026?", "if i count 100 days back from jan 1st 2026 what date do i get",
         "reversed"),
        ("What date is 21 days before 3 March 2027?", "Date 21 days after March 3rd, 2027?", "reversed"),
        ("What date is 30 days after 12 April 2025?", "what's the date 30 days prior to the 12th of April 2025", "reversed"),
        ("What day of the week is 31 October 2026?", "dec 31, 2026 - which day of the week?", "entity"),
        ("What date is 6 weeks before 20 December 2024?", "six days before Dec 20 2024?", "entity"),
        ("What day of the week is 15 August 2025?", "weekday for 2025-09-15?", "entity"),
        ("Which date is 100 days after 1 January 2026?", "if i count 100 weeks from jan 1st 2026 what date do i get", "entity"),
        ("What date is 30 days after 12 April 2025?", "30 days from may 12 2025 - what date is that?", "entity"),
        ("What date is 30 days after 12 April 2025?", "what day of the week is it 30 days from april 12 2025", "operation"),
        ("What day of the week is 31 October 2026?", "what date is 10 days after oct 31, 2026?", "operation"),
        ("What day of the week is 15 August 2025?", "how many days until 2025-08-15?", "operation"),
        ("What date is 6 weeks before 20 December 2024?", "what day of the week is Dec 20 2024?", "operation"),
        ("Which date is 100 days after 1 January 2026?", "if i count 100 days from jan 1st 2026 what weekday do i get",
         "operation"),
        ("What date is 30 days after 12 April 2025?", "31 days from april 12 2025 - what date is that?", "quantity"),
        ("What day of the week is 31 October 2026?", "oct 31, 2027 - which day of the week?", "quantity"),
        ("What date is 6 weeks before 20 December 2024?", "seven weeks before Dec 20 2024?", "quantity"),
        ("Which date is 100 days after 1 January 2026?", "if i count 100 days from jan 2nd 2026 what date do i get", "quantity"),
        ("What date is 21 days before 3 March 2027?", "Date 21 days prior to March 3rd, 2028?", "quantity"),
    ],
    "rewriting": [
        ('Rewrite this sentence to sound more formal: "pls send the invoice by monday"',
         'make "pls send the invoice by monday" sound more professional', None),
        ('Translate "the server will restart at midnight" into German.',
         'how would you say "the server will restart at midnight" in german?', None),
        ('Correct the grammar in "the results was better then expected"', 'fix grammar pls: "the results was better then expected"',
         None),
        ('Summarize "the quarterly report shows revenue grew while costs stayed flat" in 10 words.',
         '10-word summary of "the quarterly report shows revenue grew while costs stayed flat"', None),
        ('Rewrite "the auditors reviewed the accounts" in the passive voice.', 'passive voice pls: "the auditors reviewed the accounts"',
         None),
        ('Make the following sentence more casual: "We regret to inform you that the event is cancelled."',
         'Rewrite "We regret to inform you that the event is cancelled." so it sounds casual.', None),
        ('Translate "the server will restart at midnight" into German.', 'German translation pls: "the server will restart at midnight"',
         None),
        ('Summarize "the vendor missed the deadline so we moved the launch to next month" in 12 words.',
         'sum up "the vendor missed the deadline so we moved the launch to next month" in twelve words', None),
        ('Rewrite this sentence to sound more formal: "pls send the invoice by monday"',
         'make "pls send the invoice by monday" sound more casual', "reversed"),
        ('Make the following sentence more casual: "We regret to inform you that the event is cancelled."',
         'Rewrite "We regret to inform you that the event is cancelled." so it sounds more formal.', "reversed"),
        ('Rewrite "the auditors reviewed the accounts" in the passive voice.', 'active voice pls: "the auditors reviewed the accounts"',
         "reversed"),
        ('Rewrite this sentence to sound more formal: "pls send the invoice by monday"',
         'make "pls send the invoice by monday" sound less professional', "reversed"),
        ('Make the following sentence more casual: "We regret to inform you that the event is cancelled."',
         'Make the following sentence less casual: "We regret to inform you that the event is cancelled."', "reversed"),
        ('Translate "the server will restart at midnight" into German.',
         'how would you say "the server will restart at midnight" in french?', "entity"),
        ('Translate "the server will restart at midnight" into German.',
         'how would you say "the server will restart at noon" in german?', "entity"),
        ('Correct the grammar in "the results was better then expected"', 'fix grammar pls: "the result was better then expected"',
         "entity"),
        ('Rewrite "the auditors reviewed the accounts" in the passive voice.', 'passive voice pls: "the auditors reviewed the budget"',
         "entity"),
        ('Rewrite this sentence to sound more formal: "pls send the invoice by monday"',
         'make "pls send the invoice by friday" sound more professional', "entity"),
        ('Rewrite this sentence to sound more formal: "pls send the invoice by monday"', 'translate "pls send the invoice by monday" into French',
         "operation"),
        ('Correct the grammar in "the results was better then expected"', 'summarize "the results was better then expected" in 5 words',
         "operation"),
        ('Rewrite "the auditors reviewed the accounts" in the passive voice.', 'fix the grammar in "the auditors reviewed the accounts"',
         "operation"),
        ('Summarize "the quarterly report shows revenue grew while costs stayed flat" in 10 words.',
         'Translate "the quarterly report shows revenue grew while costs stayed flat" into Spanish.', "operation"),
        ('Translate "the server will restart at midnight" into German.', 'Fix the grammar of "the server will restart at midnight"',
         "operation"),
        ('Summarize "the quarterly report shows revenue grew while costs stayed flat" in 10 words.',
         '5-word summary of "the quarterly report shows revenue grew while costs stayed flat"', "quantity"),
        ('Summarize "the quarterly report shows revenue grew while costs stayed flat" in 10 words.',
         'Summarize "the quarterly report shows revenue grew while costs stayed flat" in 20 words.', "quantity"),
        ('Summarize "the vendor missed the deadline so we moved the launch to next month" in 12 words.',
         'sum up "the vendor missed the deadline so we moved the launch to next month" in fifteen words', "quantity"),
        ('Summarize "the vendor missed the deadline so we moved the launch to next month" in 12 words.',
         'sum up "the vendor missed the deadline so we moved the launch to next month" in 6 words', "quantity"),
        ('Summarize "the quarterly report shows revenue grew while costs stayed flat" in 10 words.',
         '12-word summary of "the quarterly report shows revenue grew while costs stayed flat"', "quantity"),
        ('Rewrite "the auditors reviewed the accounts" in the passive voice.',
         'Rewrite "the auditors reviewed the accounts" without using the passive voice.', "negation"),
        ('Correct the grammar in "the results was better then expected"',
         'Rewrite "the results was better then expected" without fixing the grammar', "negation"),
        ('Summarize "the quarterly report shows revenue grew while costs stayed flat" in 10 words.',
         'Summarize "the quarterly report shows revenue grew while costs stayed flat" in 10 words without mentioning revenue.',
         "negation"),
        ('Make the following sentence more casual: "We regret to inform you that the event is cancelled."',
         'Make the following sentence not casual: "We regret to inform you that the event is cancelled."', "negation"),
        ('Translate "the server will restart at midnight" into German.',
         'Translate "the server will restart at midnight" into any language except German.', "negation"),
    ],
    "code": [
        (_C2[0], _fn("count_negative", "xs", "Count the negative numbers in xs.", [("count_negative([-2, -1, 0, 3])", 2)]), None),
        (_C2[1], _fn("longest_word", "words", "Find and return the word of words with the most characters.",
                     [("longest_word(['fig', 'banana', 'kiwi'])", "'banana'")]), None),
        (_C2[2], _fn("odd_product", "xs", "multiply together all odd numbers of xs and return the result",
                     [("odd_product([1, 2, 3, 5])", 15)]), None),
        (_C2[3], _fn("sort_desc", "xs", "Return xs sorted from largest to smallest.", [("sort_desc([3, 1, 2])", "[3, 2, 1]")]), None),
        (_C2[4], _fn("count_between", "xs, lo, hi", "Count the elements of xs strictly between lo and hi.",
                     [("count_between([1, 3, 5, 7], 1, 7)", 2)]), None),
        (_C2[5], _fn("words_longer", "words, n", "Return only the words whose length exceeds n.",
                     [("words_longer(['a', 'abcd', 'xyz'], 3)", "['abcd']")]), None),
        (_C2[0], _fn("count_negative", "xs", "return the number of elements in xs that are negative",
                     [("count_negative([-2, -1, 0, 3])", 2)]), None),
        (_C2[0], _fn("count_negative", "xs", "Return how many numbers in xs are less than 0.", [("count_negative([-2, -1, 0, 3])", 3)]),
         "output"),
        (_C2[1], _fn("longest_word", "words", "Return the longest word in words.", [("longest_word(['fig', 'banana', 'kiwi'])", "'fig'")]),
         "output"),
        (_C2[2], _fn("odd_product", "xs", "multiply together all odd numbers of xs and return the result",
                     [("odd_product([1, 2, 3, 5])", 30)]), "output"),
        (_C2[4], _fn("count_between", "xs, lo, hi", "Count the elements of xs strictly between lo and hi.",
                     [("count_between([1, 3, 5, 7], 1, 7)", 1)]), "output"),
        (_C2[5], _fn("words_longer", "words, n", "Return the words longer than n characters.",
                     [("words_longer(['a', 'abcd', 'xyz'], 3)", "['abcd', 'xyz']")]), "output"),
        (_C2[0], _fn("count_negative", "xs", "Return how many numbers in xs are less than 0.",
                     [("count_negative([-2, -1, 0, 3, -5])", 3)]), "input"),
        (_C2[4], _fn("count_between", "xs, lo, hi", "Return how many numbers x in xs satisfy lo < x < hi.",
                     [("count_between([1, 3, 5, 7], 0, 7)", 3)]), "input"),
        (_C2[4], _fn("count_between", "xs, lo, hi", "Return how many numbers x in xs satisfy lo <= x <= hi.",
                     [("count_between([1, 3, 5, 7], 1, 7)", 4)]), "bound"),
        (_C2[0], _fn("count_negative", "xs", "Return how many numbers in xs are less than or equal to 0.",
                     [("count_negative([-2, -1, 0, 3])", 3)]), "bound"),
        (_C2[3], _fn("sort_desc", "xs", "Sort the numbers in xs in ascending order.", [("sort_desc([3, 1, 2])", "[1, 2, 3]")]),
         "reversed"),
        (_C2[1], _fn("longest_word", "words", "Return the shortest word in words.", [("longest_word(['fig', 'banana', 'kiwi'])", "'fig'")]),
         "reversed"),
        (_C2[5], _fn("words_longer", "words, n", "Return the words shorter than n characters.",
                     [("words_longer(['a', 'abcd', 'xyz'], 3)", "['a']")]), "reversed"),
        (_C2[3], _fn("sort_desc", "xs", "Return xs sorted from smallest to largest.", [("sort_desc([3, 1, 2])", "[1, 2, 3]")]),
         "reversed"),
        (_C2[0], _fn("count_positive", "xs", "Return how many numbers in xs are less than 0.", [("count_positive([-2, -1, 0, 3])", 2)]),
         "entity"),
        (_C2[2], _fn("odd_product", "xs", "Return the product of the even numbers in xs.", [("odd_product([1, 2, 3, 5])", 2)]),
         "entity"),
        (_C2[5], _fn("words_longer_than", "words, n", "Return the words longer than n characters.",
                     [("words_longer_than(['a', 'abcd', 'xyz'], 3)", "['abcd']")]), "entity"),
        (_C2[2], _fn("odd_product", "xs", "Return the sum of the odd numbers in xs.", [("odd_product([1, 2, 3, 5])", 9)]), "operation"),
        (_C2[1], _fn("longest_word", "words", "Return the length of the longest word in words.",
                     [("longest_word(['fig', 'banana', 'kiwi'])", 6)]), "operation"),
        (_C2[0], _fn("count_negative", "xs", "Return the numbers in xs that are less than 0.",
                     [("count_negative([-2, -1, 0, 3])", "[-2, -1]")]), "operation"),
        (_C2[2], _fn("odd_product", "xs", "Return the product of the numbers in xs that are not odd.",
                     [("odd_product([1, 2, 3, 5])", 2)]), "negation"),
        (_C2[5], _fn("words_longer", "words, n", "Return the words not longer than n characters.",
                     [("words_longer(['a', 'abcd', 'xyz'], 3)", "['a', 'xyz']")]), "negation"),
        (_C2[0], _fn("count_negative", "xs", "Return how many numbers in xs are not less than 0.",
                     [("count_negative([-2, -1, 0, 3])", 2)]), "negation"),
        (_C2[5], _fn("words_longer", "words, n", "Return the words longer than n characters.",
                     [("words_longer(['a', 'abcd', 'xyz'], 2)", "['abcd', 'xyz']")]), "quantity"),
    ],
}


# -- held out, third set ------------------------------------------------------------------------------------------
#: Provenance: written by hand on 2026-12-01 by an engineer who had not read the rules or heldout2; never used to tune
#: (its misses are reported, not read to change the rules). Measured first with the rules of commit 1241636, then
#: after the general fixes of heldout2's false hits (commit 850c42b); its own misses and false hits were listed
#: for the report only, no rule was written for them.
#: Same layout as :data:`HELDOUT2` (``change`` None for a paraphrase, else the kind of change), focused on trust:
#: per domain at least 10 changed requests over the kinds that fit (reversed direction, other entity, other
#: operation, other quantity, negation with not/except/without/excluding, code: changed expected output, input or
#: bound) and at least 4 paraphrases typed as agent users type. Split ``heldout3``: only ever measured on its own.
_C3 = [_fn("count_vowels", "s", "Return the number of vowels in s.", [("count_vowels('banana')", 3)]),
       _fn("sum_squares", "xs", "Return the sum of the squares of the numbers in xs.", [("sum_squares([1, 2, 3])", 14)]),
       _fn("clamp", "x, lo, hi", "Return x limited to the closed range lo <= x <= hi.", [("clamp(12, 0, 10)", 10)]),
       _fn("sort_by_last", "words", "Sort the words by their last letter in ascending order.",
           [("sort_by_last(['cab', 'bad', 'ace'])", "['cab', 'bad', 'ace']")]),
       _fn("first_index_above", "xs, t", "Return the index of the first number in xs greater than t, or -1 if there is none.",
           [("first_index_above([1, 5, 9], 4)", 1)])]
_R3 = ['Rewrite this email to be more casual: "Dear team, please submit your timesheets by Friday."',
       'Translate "where is the train station" from English to German.',
       'Summarize this in one sentence: "Our Q3 revenue grew 12% while costs stayed flat, so margins improved."',
       'Rewrite "the committee will review the proposal" in the passive voice.',
       'Fix the spelling in "I recieved the pakage yesterday".',
       'Translate "merci beaucoup" from French to English.']
HELDOUT3 = {
    "conversions": [
        ("Convert 12 inches to centimeters.", "12 in to cm?", None),
        ("What is 25 degrees Celsius in Fahrenheit?", "hey what's 25°C in fahrenheit", None),
        ("If it is 8am in New York, what time is it in Berlin?", "8 AM New York time is what time in Berlin?", None),
        ("How many grams are in 4 ounces?", "4 oz to grams please", None),
        ("Convert 3 gallons to liters.", "how many liters is 3 gallons", None),
        ("Convert 12 inches to centimeters.", "Convert 12 centimeters to inches.", "reversed"),
        ("What is 25 degrees Celsius in Fahrenheit?", "What is 25 degrees Fahrenheit in Celsius?", "reversed"),
        ("If it is 8am in New York, what time is it in Berlin?", "If it is 8am in Berlin, what time is it in New York?",
         "reversed"),
        ("How many grams are in 4 ounces?", "how many ounces are in 4 grams", "reversed"),
        ("Convert 12 inches to centimeters.", "Convert 12 inches to millimeters.", "entity"),
        ("If it is 8am in New York, what time is it in Berlin?", "If it is 8am in New York, what time is it in Sydney?",
         "entity"),
        ("Convert 3 gallons to liters.", "Convert 3 quarts to liters.", "entity"),
        ("What is 25 degrees Celsius in Fahrenheit?", "What is 25 degrees Celsius in Kelvin?", "entity"),
        ("Convert 12 inches to centimeters.", "Convert 21 inches to centimeters.", "quantity"),
        ("What is 25 degrees Celsius in Fahrenheit?", "what's 52°C in fahrenheit", "quantity"),
        ("If it is 8am in New York, what time is it in Berlin?", "If it is 8pm in New York, what time is it in Berlin?",
         "quantity"),
        ("Convert 3 gallons to liters.", "How many liters are in 3.5 gallons?", "quantity"),
        ("How many grams are in 4 ounces?", "How many grams are in 4 ounces, excluding the 1 ounce jar?", "negation"),
    ],
    "policy": [
        ("Can contractors expense meals?", "are contractors able to expense their meals?", None),
        ("What is the capital of Australia?", "australia capital city?", None),
        ("How much can new employees expense for home office equipment?",
         "what's the expense limit on home office equipment for new employees", None),
        ("Are managers allowed to expense first class flights?", "Can managers claim first-class flights on expenses?", None),
        ("What currency is used in Switzerland?", "which currency do they use in switzerland", None),
        ("Can interns expense a 40 dollar dinner?", "is a $40 dinner expensable for interns?", None),
        ("Can contractors expense meals?", "Why can't contractors expense meals?", "negation"),
        ("Can contractors expense meals?", "Can interns expense meals?", "entity"),
        ("Can contractors expense meals?", "Can contractors expense meals except dinner?", "negation"),
        ("What is the capital of Australia?", "What is the capital of Austria?", "entity"),
        ("What is the capital of Australia?", "What is the largest city in Australia?", "operation"),
        ("How much can new employees expense for home office equipment?",
         "How much can new employees expense for travel?", "entity"),
        ("How much can new employees expense for home office equipment?",
         "How much can managers expense for home office equipment?", "entity"),
        ("How much can new employees expense for home office equipment?",
         "Can new employees expense home office equipment?", "operation"),
        ("How much can new employees expense for home office equipment?",
         "How much can new employees expense for home office equipment without a receipt?", "negation"),
        ("Are managers allowed to expense first class flights?",
         "Are managers not allowed to expense first class flights?", "negation"),
        ("Are managers allowed to expense first class flights?",
         "Are managers allowed to expense business class flights?", "entity"),
        ("What currency is used in Switzerland?", "What currency is used in Sweden?", "entity"),
        ("What currency is used in Switzerland?", "Which currencies other than the franc are accepted in Switzerland?",
         "negation"),
        ("Can interns expense a 40 dollar dinner?", "Can interns expense a 400 dollar dinner?", "quantity"),
    ],
    "sql": [
        ("Write a SQL query to list all customers in Germany.", "sql to get every customer located in Germany", None),
        ("Write a SQL query to count the orders placed after 2023.",
         "How many orders were placed after 2023? need the SQL query", None),
        ("Write a SQL query to find the average salary of employees in the Sales department.",
         "avg salary of the Sales department employees - sql query pls", None),
        ("Write a SQL query to list all products with a price above 100, sorted by price in descending order.",
         "SQL: products priced over 100, most expensive first", None),
        ("Write a SQL query to get the total amount of orders for each customer.",
         "query for total order amount per customer", None),
        ("Write a SQL query to list all customers in Germany.", "Write a SQL query to list all customers not in Germany.",
         "negation"),
        ("Write a SQL query to list all customers in Germany.", "sql to get every customer located outside Germany",
         "negation"),
        ("Write a SQL query to list all customers in Germany.", "Write a SQL query to list all customers in France.",
         "entity"),
        ("Write a SQL query to list all customers in Germany.", "Write a SQL query to count the customers in Germany.",
         "operation"),
        ("Write a SQL query to count the orders placed after 2023.",
         "Write a SQL query to count the orders placed before 2023.", "reversed"),
        ("Write a SQL query to count the orders placed after 2023.",
         "Write a SQL query to count the orders placed after 2021.", "quantity"),
        ("Write a SQL query to count the orders placed after 2023.",
         "Write a SQL query to count the orders placed after 2023, excluding cancelled ones.", "negation"),
        ("Write a SQL query to find the average salary of employees in the Sales department.",
         "Write a SQL query to find the maximum salary of employees in the Sales department.", "operation"),
        ("Write a SQL query to find the average salary of employees in the Sales department.",
         "Write a SQL query to find the average salary of all employees except the Sales department.", "negation"),
        ("Write a SQL query to find the average salary of employees in the Sales department.",
         "avg salary of the Support department employees - sql query pls", "entity"),
        ("Write a SQL query to list all products with a price above 100, sorted by price in descending order.",
         "SQL: products priced over 100, cheapest first", "reversed"),
        ("Write a SQL query to list all products with a price above 100, sorted by price in descending order.",
         "Write a SQL query to list all products with a price below 100, sorted by price in descending order.", "reversed"),
        ("Write a SQL query to list all products with a price above 100, sorted by price in descending order.",
         "Write a SQL query to list all products with a price above 150, sorted by price in descending order.", "quantity"),
        ("Write a SQL query to get the total amount of orders for each customer.",
         "query for average order amount per customer", "operation"),
        ("Write a SQL query to get the total amount of orders for each customer.",
         "Write a SQL query to get the total amount of orders for each customer, excluding customers from Canada.",
         "negation"),
    ],
    "shell": [
        ("Write a shell command to find all .jpg files in ~/Pictures larger than 10 MB.",
         "how do i find jpgs over 10MB in ~/Pictures", None),
        ("Write a shell command to delete all .log files in /var/log older than 30 days.",
         "bash: remove .log files in /var/log that are more than 30 days old", None),
        ("Write a shell command to count the lines in all .py files in ./src.",
         "shell one-liner to count lines across all the .py files under ./src", None),
        ("Write a shell command to copy all .csv files from ./data to ./backup.",
         "cp every .csv file in ./data into ./backup - what's the command?", None),
        ("Write a shell command to list the 5 largest files in /home.", "command to show the top 5 biggest files in /home",
         None),
        ("Write a shell command to find all .jpg files in ~/Pictures larger than 10 MB.",
         "how do i find jpgs under 10MB in ~/Pictures", "reversed"),
        ("Write a shell command to find all .jpg files in ~/Pictures larger than 10 MB.",
         "Write a shell command to find all .png files in ~/Pictures larger than 10 MB.", "entity"),
        ("Write a shell command to find all .jpg files in ~/Pictures larger than 10 MB.",
         "Write a shell command to find all files in ~/Pictures larger than 10 MB except .jpg files.", "negation"),
        ("Write a shell command to delete all .log files in /var/log older than 30 days.",
         "bash: remove .log files in /var/log that are less than 30 days old", "reversed"),
        ("Write a shell command to delete all .log files in /var/log older than 30 days.",
         "Write a shell command to delete all .log files in /var/log older than 7 days.", "quantity"),
        ("Write a shell command to delete all .log files in /var/log older than 30 days.",
         "Write a shell command to compress all .log files in /var/log older than 30 days.", "operation"),
        ("Write a shell command to delete all .log files in /var/log older than 30 days.",
         "Write a shell command to delete all files in /var/log older than 30 days, excluding .log files.", "negation"),
        ("Write a shell command to count the lines in all .py files in ./src.",
         "shell one-liner to count the words across all the .py files under ./src", "operation"),
        ("Write a shell command to count the lines in all .py files in ./src.",
         "Write a shell command to count the lines in all .py files in ./src, without the test files.", "negation"),
        ("Write a shell command to copy all .csv files from ./data to ./backup.",
         "Write a shell command to copy all .csv files from ./backup to ./data.", "reversed"),
        ("Write a shell command to copy all .csv files from ./data to ./backup.",
         "Write a shell command to move all .csv files from ./data to ./backup.", "operation"),
        ("Write a shell command to list the 5 largest files in /home.", "command to show the 5 smallest files in /home",
         "reversed"),
        ("Write a shell command to list the 5 largest files in /home.",
         "Write a shell command to list the 10 largest files in /home.", "quantity"),
    ],
    "dates": [
        ("What date is 45 days after 10 January 2026?", "jan 10 2026 + 45 days = what date?", None),
        ("What day of the week is 4 July 2026?", "what weekday does July 4th 2026 fall on", None),
        ("How many days are there between 1 March 2025 and 15 April 2025?",
         "number of days from March 1, 2025 to April 15, 2025?", None),
        ("What date is 2 weeks before 20 November 2025?", "two weeks before Nov 20 2025, which date is that?", None),
        ("What time will it be 90 minutes after 10:45?", "it's 10:45 now, what time is it in an hour and a half?", None),
        ("What date is 45 days after 10 January 2026?", "What date is 45 days before 10 January 2026?", "reversed"),
        ("What date is 45 days after 10 January 2026?", "jan 10 2026 + 54 days = what date?", "quantity"),
        ("What date is 45 days after 10 January 2026?", "What date is 45 weeks after 10 January 2026?", "entity"),
        ("What date is 45 days after 10 January 2026?",
         "What date is 45 days after 10 January 2026, not counting weekends?", "negation"),
        ("What day of the week is 4 July 2026?", "what weekday does July 4th 2027 fall on", "quantity"),
        ("What day of the week is 4 July 2026?", "What day of the week is 4 June 2026?", "entity"),
        ("What day of the week is 4 July 2026?", "What day of the year is 4 July 2026?", "operation"),
        ("How many days are there between 1 March 2025 and 15 April 2025?",
         "How many days are there between 1 March 2025 and 15 April 2025, excluding weekends?", "negation"),
        ("How many days are there between 1 March 2025 and 15 April 2025?",
         "How many weeks are there between 1 March 2025 and 15 April 2025?", "entity"),
        ("How many days are there between 1 March 2025 and 15 April 2025?",
         "number of days from March 1, 2025 to April 25, 2025?", "quantity"),
        ("What date is 2 weeks before 20 November 2025?", "two weeks after Nov 20 2025, which date is that?", "reversed"),
        ("What date is 2 weeks before 20 November 2025?", "What date is 2 months before 20 November 2025?", "entity"),
        ("What time will it be 90 minutes after 10:45?", "What time will it be 90 minutes before 10:45?", "reversed"),
        ("What time will it be 90 minutes after 10:45?", "What time will it be 90 minutes after 11:45?", "quantity"),
    ],
    "rewriting": [
        (_R3[0], 'make this more casual pls: "Dear team, please submit your timesheets by Friday."', None),
        (_R3[1], 'how do you say "where is the train station" in German?', None),
        (_R3[2], 'one-sentence summary of "Our Q3 revenue grew 12% while costs stayed flat, so margins improved."', None),
        (_R3[3], 'Passive voice please: "the committee will review the proposal"', None),
        (_R3[4], 'Can you correct the spelling mistakes in "I recieved the pakage yesterday"?', None),
        (_R3[5], 'translate "merci beaucoup" from french into english please', None),
        (_R3[0], 'make this more formal pls: "Dear team, please submit your timesheets by Friday."', "reversed"),
        (_R3[0], 'Rewrite this email to be less casual: "Dear team, please submit your timesheets by Friday."', "reversed"),
        (_R3[0], 'Rewrite this email to be more casual: "Dear team, please submit your expense reports by Friday."',
         "entity"),
        (_R3[0], 'Rewrite this email to be more casual, without the greeting: '
                 '"Dear team, please submit your timesheets by Friday."', "negation"),
        (_R3[1], 'Translate "where is the train station" from English to Spanish.', "entity"),
        (_R3[1], 'how do you say "where is the bus station" in German?', "entity"),
        (_R3[2], 'Summarize this in three sentences: "Our Q3 revenue grew 12% while costs stayed flat, so margins improved."',
         "quantity"),
        (_R3[2], 'Expand this into a paragraph: "Our Q3 revenue grew 12% while costs stayed flat, so margins improved."',
         "operation"),
        (_R3[2], 'Summarize this in one sentence without mentioning costs: '
                 '"Our Q3 revenue grew 12% while costs stayed flat, so margins improved."', "negation"),
        (_R3[3], 'Rewrite "the committee will review the proposal" in the active voice.', "reversed"),
        (_R3[4], 'Fix the grammar in "I recieved the pakage yesterday".', "operation"),
        (_R3[4], 'Fix the spelling in "I recieved the pakage yesterday" but do not change "pakage".', "negation"),
        (_R3[5], 'Translate "merci beaucoup" from English to French.', "reversed"),
    ],
    "code": [
        (_C3[0], _fn("count_vowels", "s", "Count how many vowels s contains.", [("count_vowels('banana')", 3)]), None),
        (_C3[1], _fn("sum_squares", "xs", "Square every number in xs and return the total.",
                     [("sum_squares([1, 2, 3])", 14)]), None),
        (_C3[2], _fn("clamp", "x, lo, hi", "Clip x so that it lies between lo and hi, both inclusive.",
                     [("clamp(12, 0, 10)", 10)]), None),
        (_C3[3], _fn("sort_by_last", "words", "Return words ordered by the final letter of each word, a to z.",
                     [("sort_by_last(['cab', 'bad', 'ace'])", "['cab', 'bad', 'ace']")]), None),
        (_C3[4], _fn("first_index_above", "xs, t",
                     "Find the position of the first element of xs that exceeds t; -1 when no element does.",
                     [("first_index_above([1, 5, 9], 4)", 1)]), None),
        (_C3[0], _fn("count_vowels", "s", "Return the number of consonants in s.", [("count_vowels('banana')", 3)]),
         "operation"),
        (_C3[0], _fn("count_vowels", "s", "Return the number of vowels in s.", [("count_vowels('banana')", 4)]), "output"),
        (_C3[0], _fn("count_vowels", "s", "Return the number of vowels in s, not counting 'a'.",
                     [("count_vowels('banana')", 0)]), "negation"),
        (_C3[1], _fn("sum_squares", "xs", "Return the sum of the cubes of the numbers in xs.",
                     [("sum_squares([1, 2, 3])", 36)]), "operation"),
        (_C3[1], _fn("sum_squares", "xs", "Return the sum of the squares of the numbers in xs, excluding negative numbers.",
                     [("sum_squares([1, 2, 3])", 14)]), "negation"),
        (_C3[1], _fn("sum_squares", "xs", "Return the sum of the squares of the numbers in xs.",
                     [("sum_squares([1, 2, 4])", 21)]), "input"),
        (_C3[2], _fn("clamp", "x, lo, hi", "Return x limited to the open range lo < x < hi.", [("clamp(12, 0, 10)", 10)]),
         "bound"),
        (_C3[2], _fn("clamp", "x, lo, hi", "Return x limited to the closed range lo <= x <= hi.", [("clamp(12, 0, 10)", 0)]),
         "output"),
        (_C3[3], _fn("sort_by_last", "words", "Sort the words by their last letter in descending order.",
                     [("sort_by_last(['cab', 'bad', 'ace'])", "['ace', 'bad', 'cab']")]), "reversed"),
        (_C3[3], _fn("sort_by_last", "words", "Sort the words by their first letter in ascending order.",
                     [("sort_by_last(['cab', 'bad', 'ace'])", "['ace', 'bad', 'cab']")]), "entity"),
        (_C3[4], _fn("first_index_above", "xs, t", "Return the index of the first number in xs less than t, or -1 if there "
                     "is none.", [("first_index_above([1, 5, 9], 4)", 0)]), "reversed"),
        (_C3[4], _fn("first_index_above", "xs, t", "Return the index of the last number in xs greater than t, or -1 if "
                     "there is none.", [("first_index_above([1, 5, 9], 4)", 2)]), "operation"),
        (_C3[4], _fn("first_index_above", "xs, t", "Return the index of the first number in xs greater than or equal to t, "
                     "or -1 if there is none.", [("first_index_above([1, 5, 9], 4)", 1)]), "bound"),
        (_C3[4], _fn("first_index_above", "xs, t", "Return the index of the first number in xs greater than t, or None if "
                     "there is none.", [("first_index_above([1, 5, 9], 4)", 1)]), "output"),
    ],
}


# -- held out, fourth set -----------------------------------------------------------------------------------------
#: Provenance: written by hand on 2026-12-01 by an engineer who had not read the rules (``kvmemory/sametask/``,
#: ``kvmemory/sameproblem*.py``, the templates) nor the other hand-written sets (HAND, HELDOUT, HELDOUT2, HELDOUT3)
#: beyond their tuple layout; every stored request is new (checked against this file). Measured once with the rules of
#: commit 4dec8c5; never used to tune (only its counts are reported: its misses were not read).
#: Same layout as :data:`HELDOUT3` (``change`` None for a paraphrase, else the kind of change); per domain about 6
#: stored requests, at least 10 paraphrases typed as agent users type (lower case, terse, polite, reordered,
#: synonyms, abbreviations, the odd typo) and at least 14 near misses that edit one slot. Split ``heldout4``: only
#: ever measured on its own.
_C4 = [_fn("count_words", "s", "Return the number of words in s, where words are separated by whitespace.",
           [("count_words('the quick  brown fox')", 4)]),
       _fn("max_gap", "xs", "Return the largest difference between two consecutive numbers in xs.",
           [("max_gap([1, 4, 6, 13])", 7)]),
       _fn("is_palindrome", "s", "Return True if s reads the same forwards and backwards, ignoring case.",
           [("is_palindrome('Level')", True), ("is_palindrome('hello')", False)]),
       _fn("evens_below", "n", "Return a list of the even numbers from 0 up to but not including n.",
           [("evens_below(7)", "[0, 2, 4, 6]")]),
       _fn("merge_counts", "a, b", "Return a dict whose keys are the keys of a and b and whose values are the sums of "
           "the values for each key.", [("merge_counts({'x': 1}, {'x': 2, 'y': 3})", "{'x': 3, 'y': 3}")]),
       _fn("chunk", "xs, n", "Split xs into consecutive lists of length n; the last list may be shorter.",
           [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]")]),
       _fn("count_long", "words, k", "Return how many words have more than k letters.",
           [("count_long(['hi', 'hello', 'hey'], 2)", 2)])]
_W4 = ['Translate "I would like a table for two, please" into Spanish.',
       'Make this sentence more formal: "hey, can you send me the report asap?"',
       'Shorten this to under 10 words: "We are writing to let you know that your subscription will renew '
       'automatically next month."',
       'Convert "The dog chased the ball" to the past perfect tense.',
       'Rewrite "she don\'t like coffee" with correct grammar.',
       'Turn this into a bullet list: "Bring your laptop, a charger, and your ID badge."']
_SUB4 = '"We are writing to let you know that your subscription will renew automatically next month."'
HELDOUT4 = {
    "conversions": [
        ("Convert 26.2 miles to kilometers.", "26.2 mi in km?", None),
        ("Convert 26.2 miles to kilometers.", "how many kilometers is 26.2 miles", None),
        ("How many pounds is 70 kilograms?", "70 kg to lbs", None),
        ("How many pounds is 70 kilograms?", "what's 70 kilos in pounds?", None),
        ("What is 350 degrees Fahrenheit in Celsius?", "350°F to °C please", None),
        ("What is 350 degrees Fahrenheit in Celsius?", "my oven says 350 fahrenheit, what is that in celsius", None),
        ("Convert 2 cups to milliliters.", "2 cups in ml?", None),
        ("Convert 2 cups to milliliters.", "How many milliliters are in 2 cups?", None),
        ("If it's 6pm in Chicago, what time is it in Mumbai?", "6 PM Chicago time = what time in Mumbai?", None),
        ("If it's 6pm in Chicago, what time is it in Mumbai?", "what time is it in Mumbai when it's 18:00 in Chicago",
         None),
        ("Convert 60 miles per hour to kilometers per hour.", "60 mph in km/h", None),
        ("Convert 60 miles per hour to kilometers per hour.",
         "Could you please convert 60 mph into kilometres per hour?", None),
        ("Convert 26.2 miles to kilometers.", "Convert 26.2 kilometers to miles.", "reversed"),
        ("Convert 26.2 miles to kilometers.", "Convert 13.1 miles to kilometers.", "quantity"),
        ("Convert 26.2 miles to kilometers.", "Convert 26.2 miles to meters.", "entity"),
        ("How many pounds is 70 kilograms?", "How many kilograms is 70 pounds?", "reversed"),
        ("How many pounds is 70 kilograms?", "How many pounds is 75 kilograms?", "quantity"),
        ("How many pounds is 70 kilograms?", "How many stone is 70 kilograms?", "entity"),
        ("What is 350 degrees Fahrenheit in Celsius?", "What is 350 degrees Celsius in Fahrenheit?", "reversed"),
        ("What is 350 degrees Fahrenheit in Celsius?", "What is 350 degrees Fahrenheit in Kelvin?", "entity"),
        ("What is 350 degrees Fahrenheit in Celsius?", "What is 375 degrees Fahrenheit in Celsius?", "quantity"),
        ("Convert 2 cups to milliliters.", "Convert 2 milliliters to cups.", "reversed"),
        ("Convert 2 cups to milliliters.", "Convert 2 cups to tablespoons.", "entity"),
        ("If it's 6pm in Chicago, what time is it in Mumbai?", "If it's 6pm in Mumbai, what time is it in Chicago?",
         "reversed"),
        ("If it's 6pm in Chicago, what time is it in Mumbai?", "If it's 6pm in Chicago, what time is it in Singapore?",
         "entity"),
        ("If it's 6pm in Chicago, what time is it in Mumbai?", "If it's 6am in Chicago, what time is it in Mumbai?",
         "quantity"),
        ("Convert 60 miles per hour to kilometers per hour.", "Convert 60 kilometers per hour to miles per hour.",
         "reversed"),
        ("Convert 60 miles per hour to kilometers per hour.", "Convert 65 miles per hour to kilometers per hour.",
         "quantity"),
    ],
    "policy": [
        ("Can contractors get reimbursed for travel expenses?", "can contractors be reimbursed for travel costs?",
         None),
        ("Can contractors get reimbursed for travel expenses?",
         "Are contractors eligible for reimbursement of their travel expenses?", None),
        ("How many vacation days do full-time employees get per year?",
         "how many vacation days per year for full-time staff?", None),
        ("How many vacation days do full-time employees get per year?",
         "Full-time employees: what's the yearly vacation day allowance?", None),
        ("What is the official currency of Switzerland?", "Switzerland's official currency?", None),
        ("What is the official currency of Switzerland?", "what currency do they officially use in switzerland", None),
        ("Are interns allowed to work from home on Fridays?", "Can interns WFH on Fridays?", None),
        ("Are interns allowed to work from home on Fridays?", "Is working from home on Fridays permitted for interns?",
         None),
        ("What is the maximum hotel rate per night for business trips to Paris?",
         "max nightly hotel rate for business travel to Paris?", None),
        ("What is the maximum hotel rate per night for business trips to Paris?",
         "When I travel to Paris on business, what's the per-night cap on the hotel?", None),
        ("Do managers need approval to hire contractors for more than 6 months?",
         "Does a manager need approval to hire a contractor for over 6 months?", None),
        ("Do managers need approval to hire contractors for more than 6 months?",
         "hiring contractors for longer than six months - do managers need sign-off for that?", None),
        ("Can contractors get reimbursed for travel expenses?", "Can interns get reimbursed for travel expenses?",
         "entity"),
        ("Can contractors get reimbursed for travel expenses?", "Can contractors get reimbursed for meal expenses?",
         "entity"),
        ("Can contractors get reimbursed for travel expenses?",
         "Can contractors get reimbursed for travel expenses that were not pre-approved?", "negation"),
        ("How many vacation days do full-time employees get per year?",
         "How many vacation days do part-time employees get per year?", "entity"),
        ("How many vacation days do full-time employees get per year?",
         "How many vacation days do full-time employees get per month?", "quantity"),
        ("How many vacation days do full-time employees get per year?",
         "How many vacation days can full-time employees carry over to the next year?", "operation"),
        ("What is the official currency of Switzerland?", "What is the official currency of Sweden?", "entity"),
        ("What is the official currency of Switzerland?", "What is the official language of Switzerland?", "entity"),
        ("What is the official currency of Switzerland?",
         "Which country other than Switzerland uses the Swiss franc as its official currency?", "negation"),
        ("What is the official currency of Switzerland?", "Which country has the Swiss franc as its official currency?",
         "reversed"),
        ("Are interns allowed to work from home on Fridays?", "Are contractors allowed to work from home on Fridays?",
         "entity"),
        ("Are interns allowed to work from home on Fridays?", "Are interns allowed to work from home on Mondays?",
         "entity"),
        ("Are interns allowed to work from home on Fridays?",
         "Are interns allowed to work from home on any day except Fridays?", "negation"),
        ("What is the maximum hotel rate per night for business trips to Paris?",
         "What is the maximum hotel rate per night for business trips to London?", "entity"),
        ("What is the maximum hotel rate per night for business trips to Paris?",
         "What is the maximum hotel budget for a 3-night business trip to Paris?", "quantity"),
        ("What is the maximum hotel rate per night for business trips to Paris?",
         "What is the maximum hotel rate per night for business trips to cities other than Paris?", "negation"),
        ("What is the maximum hotel rate per night for business trips to Paris?",
         "What is the minimum hotel rate per night for business trips to Paris?", "operation"),
        ("Do managers need approval to hire contractors for more than 6 months?",
         "Do managers need approval to hire contractors for more than 3 months?", "quantity"),
        ("Do managers need approval to hire contractors for more than 6 months?",
         "Do managers need approval to hire contractors for less than 6 months?", "reversed"),
    ],
    "sql": [
        ("Write a SQL query to list all customers from Germany.", "sql: all customers in germany", None),
        ("Write a SQL query to list all customers from Germany.",
         "Can you write me a SQL query that lists every customer from Germany?", None),
        ("Write a SQL query that returns the average salary per department from the employees table.",
         "avg salary by department from employees, SQL please", None),
        ("Write a SQL query that returns the average salary per department from the employees table.",
         "SQL query: mean salary for each department in the employees table", None),
        ("Give me a Postgres query to find the 10 most recent orders.", "PostgreSQL query for the 10 latest orders",
         None),
        ("Give me a Postgres query to find the 10 most recent orders.",
         "write a postgres query that finds the ten most recent orders", None),
        ("SQL to count the users who signed up in 2023.", "how many users signed up in 2023? need the SQL", None),
        ("SQL to count the users who signed up in 2023.", "Write SQL that counts the users who registered in 2023.",
         None),
        ("Write a query to delete all rows from the sessions table where expires_at is before now.",
         "query to remove every row of sessions with expires_at < now()", None),
        ("Write a query to delete all rows from the sessions table where expires_at is before now.",
         "Delete the rows in the sessions table whose expires_at is earlier than the current time - query pls", None),
        ("Write a SQL query to find employees hired after 2020, sorted by last name A-Z.",
         "SQL: employees hired after 2020, order by last name asc", None),
        ("Write a SQL query to find employees hired after 2020, sorted by last name A-Z.",
         "find all staff hired later than 2020, sorted alphabetically by last name, in SQL", None),
        ("Write a SQL query to list all customers from Germany.",
         "Write a SQL query to list all customers from France.", "entity"),
        ("Write a SQL query to list all customers from Germany.",
         "Write a SQL query to count all customers from Germany.", "operation"),
        ("Write a SQL query to list all customers from Germany.",
         "Write a SQL query to list all customers not from Germany.", "negation"),
        ("Write a SQL query that returns the average salary per department from the employees table.",
         "Write a SQL query that returns the maximum salary per department from the employees table.", "operation"),
        ("Write a SQL query that returns the average salary per department from the employees table.",
         "Write a SQL query that returns the average salary per job title from the employees table.", "entity"),
        ("Write a SQL query that returns the average salary per department from the employees table.",
         "Write a SQL query that returns the average salary per department from the employees table, excluding "
         "managers.", "negation"),
        ("Give me a Postgres query to find the 10 most recent orders.",
         "Give me a Postgres query to find the 5 most recent orders.", "quantity"),
        ("Give me a Postgres query to find the 10 most recent orders.",
         "Give me a Postgres query to find the 10 oldest orders.", "reversed"),
        ("Give me a Postgres query to find the 10 most recent orders.",
         "Give me a Postgres query to find the 10 most recent invoices.", "entity"),
        ("SQL to count the users who signed up in 2023.", "SQL to count the users who signed up in 2022.", "quantity"),
        ("SQL to count the users who signed up in 2023.", "SQL to list the users who signed up in 2023.", "operation"),
        ("SQL to count the users who signed up in 2023.",
         "SQL to count the users who signed up in 2023, excluding deleted accounts.", "negation"),
        ("Write a query to delete all rows from the sessions table where expires_at is before now.",
         "Write a query to delete all rows from the sessions table where expires_at is after now.", "reversed"),
        ("Write a query to delete all rows from the sessions table where expires_at is before now.",
         "Write a query to count the rows in the sessions table where expires_at is before now.", "operation"),
        ("Write a query to delete all rows from the sessions table where expires_at is before now.",
         "Write a query to delete all rows from the tokens table where expires_at is before now.", "entity"),
        ("Write a SQL query to find employees hired after 2020, sorted by last name A-Z.",
         "Write a SQL query to find employees hired after 2019, sorted by last name A-Z.", "quantity"),
        ("Write a SQL query to find employees hired after 2020, sorted by last name A-Z.",
         "Write a SQL query to find employees hired before 2020, sorted by last name A-Z.", "reversed"),
        ("Write a SQL query to find employees hired after 2020, sorted by last name A-Z.",
         "Write a SQL query to find employees hired after 2020, sorted by last name Z-A.", "reversed"),
    ],
    "shell": [
        ("Write a bash command to find all files containing the word TODO in the src directory.",
         "grep for TODO in src/ - which files have it?", None),
        ("Write a bash command to find all files containing the word TODO in the src directory.",
         "bash: find every file under src that contains the word TODO", None),
        ("How do I show the disk usage of each folder in /var, sorted by size?",
         "disk usage per directory in /var sorted by size", None),
        ("How do I show the disk usage of each folder in /var, sorted by size?",
         "what command shows how much space every folder under /var takes up, sorted by size?", None),
        ("Shell command to rename all .jpeg files in the current directory to .jpg.",
         "rename *.jpeg to *.jpg in the current dir (bash)", None),
        ("Shell command to rename all .jpeg files in the current directory to .jpg.",
         "How can I change the extension of every .jpeg file in this directory to .jpg?", None),
        ("How do I kill the process listening on port 8080?", "kill whatever is listening on port 8080", None),
        ("How do I kill the process listening on port 8080?", "what's the command to kill the proccess on port 8080?",
         None),
        ("Give me a command to show the last 100 lines of app.log and keep following it.",
         "tail the last 100 lines of app.log and follow", None),
        ("Give me a command to show the last 100 lines of app.log and keep following it.",
         "Show me the command to print the final 100 lines of app.log and keep watching it for new lines.", None),
        ("How do I compress the logs folder into logs.tar.gz?", "tar.gz the logs folder as logs.tar.gz", None),
        ("How do I compress the logs folder into logs.tar.gz?",
         "command to create a gzipped tarball logs.tar.gz from the logs directory", None),
        ("Write a bash command to find all files containing the word TODO in the src directory.",
         "Write a bash command to find all files containing the word FIXME in the src directory.", "entity"),
        ("Write a bash command to find all files containing the word TODO in the src directory.",
         "Write a bash command to find all files not containing the word TODO in the src directory.", "negation"),
        ("Write a bash command to find all files containing the word TODO in the src directory.",
         "Write a bash command to count the occurrences of the word TODO in the src directory.", "operation"),
        ("Write a bash command to find all files containing the word TODO in the src directory.",
         "Write a bash command to find all files containing the word TODO in the tests directory.", "entity"),
        ("How do I show the disk usage of each folder in /var, sorted by size?",
         "How do I show the disk usage of each folder in /home, sorted by size?", "entity"),
        ("How do I show the disk usage of each folder in /var, sorted by size?",
         "How do I show the total disk usage of /var?", "operation"),
        ("How do I show the disk usage of each folder in /var, sorted by size?",
         "How do I show the disk usage of each folder in /var except /var/cache, sorted by size?", "negation"),
        ("Shell command to rename all .jpeg files in the current directory to .jpg.",
         "Shell command to rename all .jpg files in the current directory to .jpeg.", "reversed"),
        ("Shell command to rename all .jpeg files in the current directory to .jpg.",
         "Shell command to rename all .jpeg files in the images directory to .jpg.", "entity"),
        ("Shell command to rename all .jpeg files in the current directory to .jpg.",
         "Shell command to count all .jpeg files in the current directory.", "operation"),
        ("How do I kill the process listening on port 8080?", "How do I kill the process listening on port 3000?",
         "quantity"),
        ("How do I kill the process listening on port 8080?", "How do I find the process listening on port 8080?",
         "operation"),
        ("Give me a command to show the last 100 lines of app.log and keep following it.",
         "Give me a command to show the last 50 lines of app.log and keep following it.", "quantity"),
        ("Give me a command to show the last 100 lines of app.log and keep following it.",
         "Give me a command to show the first 100 lines of app.log.", "reversed"),
        ("Give me a command to show the last 100 lines of app.log and keep following it.",
         "Give me a command to show the last 100 lines of app.log without following it.", "negation"),
        ("How do I compress the logs folder into logs.tar.gz?", "How do I extract logs.tar.gz into the logs folder?",
         "reversed"),
        ("How do I compress the logs folder into logs.tar.gz?", "How do I compress the logs folder into logs.zip?",
         "entity"),
        ("How do I compress the logs folder into logs.tar.gz?",
         "How do I compress the logs folder into logs.tar.gz, excluding .tmp files?", "negation"),
    ],
    "dates": [
        ("How many days are there between March 3, 2024 and June 18, 2024?",
         "days between 3 March 2024 and 18 June 2024?", None),
        ("How many days are there between March 3, 2024 and June 18, 2024?",
         "how many days from 2024-03-03 to 2024-06-18", None),
        ("What day of the week was July 4, 1976?", "july 4 1976 - what weekday was that?", None),
        ("What day of the week was July 4, 1976?", "Which day of the week did 4th July 1976 fall on?", None),
        ("What's the date 45 days from August 20, 2025?", "45 days after Aug 20 2025 = ?", None),
        ("What's the date 45 days from August 20, 2025?",
         "Could you tell me what the date will be 45 days after 20 August 2025?", None),
        ("Is 2100 a leap year?", "will 2100 be a leap year?", None),
        ("Is 2100 a leap year?", "Is the year 2100 a leap year or not?", None),
        ("How many weekdays are there in November 2025?", "count the weekdays (Mon-Fri) in Nov 2025", None),
        ("How many weekdays are there in November 2025?", "How many weekdays does November 2025 have?", None),
        ("What is the date of the last Friday of May 2027?", "last friday in may 2027 - what date?", None),
        ("What is the date of the last Friday of May 2027?", "Which date is the final Friday of May 2027?", None),
        ("How many days are there between March 3, 2024 and June 18, 2024?",
         "How many days are there between March 3, 2024 and June 28, 2024?", "quantity"),
        ("How many days are there between March 3, 2024 and June 18, 2024?",
         "How many weeks are there between March 3, 2024 and June 18, 2024?", "entity"),
        ("How many days are there between March 3, 2024 and June 18, 2024?",
         "How many days are there between March 3, 2024 and June 18, 2024, excluding weekends?", "negation"),
        ("What day of the week was July 4, 1976?", "What day of the week was July 4, 1977?", "quantity"),
        ("What day of the week was July 4, 1976?", "What day of the week was July 14, 1976?", "quantity"),
        ("What day of the week was July 4, 1976?", "What day of the year was July 4, 1976?", "operation"),
        ("What's the date 45 days from August 20, 2025?", "What's the date 45 days before August 20, 2025?",
         "reversed"),
        ("What's the date 45 days from August 20, 2025?", "What's the date 54 days from August 20, 2025?", "quantity"),
        ("What's the date 45 days from August 20, 2025?", "What's the date 45 weeks from August 20, 2025?", "entity"),
        ("Is 2100 a leap year?", "Is 2000 a leap year?", "quantity"),
        ("Is 2100 a leap year?", "Is 2104 a leap year?", "quantity"),
        ("How many weekdays are there in November 2025?", "How many weekend days are there in November 2025?",
         "entity"),
        ("How many weekdays are there in November 2025?", "How many weekdays are there in December 2025?", "quantity"),
        ("How many weekdays are there in November 2025?",
         "How many weekdays are there in November 2025, not counting Thanksgiving?", "negation"),
        ("What is the date of the last Friday of May 2027?", "What is the date of the first Friday of May 2027?",
         "reversed"),
        ("What is the date of the last Friday of May 2027?", "What is the date of the last Monday of May 2027?",
         "entity"),
        ("What is the date of the last Friday of May 2027?", "What is the date of the last Friday of May 2028?",
         "quantity"),
    ],
    "rewriting": [
        (_W4[0], 'how do you say "I would like a table for two, please" in spanish', None),
        (_W4[0], 'Spanish translation of "I would like a table for two, please"?', None),
        (_W4[1], 'rewrite "hey, can you send me the report asap?" in a more formal tone', None),
        (_W4[1], 'Please make "hey, can you send me the report asap?" sound more formal.', None),
        (_W4[2], f"can you cut {_SUB4} down to fewer than 10 words?", None),
        (_W4[2], f"Condense to under ten words: {_SUB4}", None),
        (_W4[3], 'put "The dog chased the ball" into past perfect', None),
        (_W4[3], 'What is "The dog chased the ball" in the past perfect tense?', None),
        (_W4[4], 'fix the grammar: "she don\'t like coffee"', None),
        (_W4[4], 'Correct the grammar of "she don\'t like coffee", please.', None),
        (_W4[5], 'make a bulleted list from "Bring your laptop, a charger, and your ID badge."', None),
        (_W4[5], 'bullet points please: "Bring your laptop, a charger, and your ID badge."', None),
        (_W4[0], 'Translate "I would like a table for two, please" into Italian.', "entity"),
        (_W4[0], 'Translate "I would like a table for four, please" into Spanish.', "quantity"),
        (_W4[1], 'Make this sentence more casual: "hey, can you send me the report asap?"', "reversed"),
        (_W4[1], 'Make this sentence more formal: "hey, can you send me the slides asap?"', "entity"),
        (_W4[2], f"Shorten this to under 5 words: {_SUB4}", "quantity"),
        (_W4[2], f"Expand this to over 30 words: {_SUB4}", "reversed"),
        (_W4[2], 'Shorten this to under 10 words: "We are writing to let you know that your subscription will renew '
                 'automatically next year."', "entity"),
        (_W4[3], 'Convert "The dog chased the ball" to the future perfect tense.', "entity"),
        (_W4[3], 'Convert "The dog chased the ball" to the passive voice.', "operation"),
        (_W4[3], 'Convert "The dog chased the ball" to the past perfect tense and make it negative.', "negation"),
        (_W4[4], 'Rewrite "she don\'t like tea" with correct grammar.', "entity"),
        (_W4[4], 'Rewrite "she don\'t like coffee" with correct grammar, as a question.', "operation"),
        (_W4[4], 'Rewrite "she don\'t like coffee" with correct grammar, without using a contraction.', "negation"),
        (_W4[5], 'Turn this into a numbered list: "Bring your laptop, a charger, and your ID badge."', "operation"),
        (_W4[5], 'Turn this into a bullet list: "Bring your laptop, a charger, and your parking pass."', "entity"),
        (_W4[5], 'Turn this into a bullet list without the charger: "Bring your laptop, a charger, and your ID badge."',
         "negation"),
    ],
    "code": [
        (_C4[0], _fn("count_words", "s", "Count the whitespace-separated words in s.",
                     [("count_words('the quick  brown fox')", 4)]), None),
        (_C4[0], _fn("count_words", "s: str", "How many words does s contain? Words are split on whitespace.",
                     [("count_words('the quick  brown fox')", 4)], " -> int"), None),
        (_C4[1], _fn("max_gap", "xs", "Return the maximum difference between adjacent numbers in xs.",
                     [("max_gap([1, 4, 6, 13])", 7)]), None),
        (_C4[1], _fn("max_gap", "xs", "Given a list of numbers xs, find the biggest difference between neighbouring "
                     "elements.", [("max_gap([1, 4, 6, 13])", 7)]), None),
        (_C4[2], _fn("is_palindrome", "s", "Check whether s is a palindrome, case-insensitively.",
                     [("is_palindrome('Level')", True), ("is_palindrome('hello')", False)]), None),
        (_C4[2], _fn("is_palindrome", "s: str", "Return whether s is the same read backwards as forwards, not counting "
                     "differences in case.", [("is_palindrome('Level')", True), ("is_palindrome('hello')", False)],
                     " -> bool"), None),
        (_C4[3], _fn("evens_below", "n", "Return the even numbers in range(0, n) as a list.",
                     [("evens_below(7)", "[0, 2, 4, 6]")]), None),
        (_C4[3], _fn("evens_below", "n", "List all even integers e with 0 <= e < n, in increasing order.",
                     [("evens_below(7)", "[0, 2, 4, 6]")]), None),
        (_C4[4], _fn("merge_counts", "a, b", "Merge two dicts of counts a and b, adding up the values of keys present "
                     "in both.", [("merge_counts({'x': 1}, {'x': 2, 'y': 3})", "{'x': 3, 'y': 3}")]), None),
        (_C4[4], _fn("merge_counts", "a: dict, b: dict", "Combine a and b into one dict, summing the values of shared "
                     "keys.", [("merge_counts({'x': 1}, {'x': 2, 'y': 3})", "{'x': 3, 'y': 3}")], " -> dict"), None),
        (_C4[5], _fn("chunk", "xs, n", "Break xs into pieces of size n (the final piece can have fewer items).",
                     [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]")]), None),
        (_C4[5], _fn("chunk", "xs, n", "Return xs split into sublists of n items each, in order; the last sublist "
                     "holds whatever is left.", [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]")]), None),
        (_C4[6], _fn("count_long", "words, k", "Count the words that are longer than k letters.",
                     [("count_long(['hi', 'hello', 'hey'], 2)", 2)]), None),
        (_C4[0], _fn("count_words", "s", "Return the number of words in s, where words are separated by whitespace.",
                     [("count_words('the quick  brown fox')", 5)]), "output"),
        (_C4[0], _fn("count_words", "s", "Return the number of characters in s, not counting whitespace.",
                     [("count_words('the quick  brown fox')", 16)]), "operation"),
        (_C4[0], _fn("count_words", "s", "Return the number of words in s, where words are separated by commas.",
                     [("count_words('the quick  brown fox')", 1)]), "entity"),
        (_C4[1], _fn("max_gap", "xs", "Return the smallest difference between two consecutive numbers in xs.",
                     [("max_gap([1, 4, 6, 13])", 2)]), "operation"),
        (_C4[1], _fn("max_gap", "xs", "Return the largest difference between two consecutive numbers in xs.",
                     [("max_gap([1, 4, 6, 10])", 7)]), "input"),
        (_C4[1], _fn("biggest_step", "xs", "Return the largest difference between two consecutive numbers in xs.",
                     [("biggest_step([1, 4, 6, 13])", 7)]), "entity"),
        (_C4[2], _fn("is_palindrome", "s", "Return True if s reads the same forwards and backwards, ignoring case.",
                     [("is_palindrome('Level')", False), ("is_palindrome('hello')", False)]), "output"),
        (_C4[2], _fn("is_palindrome", "s", "Return True if s reads the same forwards and backwards, ignoring case and "
                     "spaces.", [("is_palindrome('Never odd or even')", True), ("is_palindrome('hello')", False)]),
         "operation"),
        (_C4[3], _fn("evens_below", "n", "Return a list of the even numbers from 0 up to and including n.",
                     [("evens_below(7)", "[0, 2, 4, 6]")]), "bound"),
        (_C4[3], _fn("evens_below", "n", "Return a list of the odd numbers from 0 up to but not including n.",
                     [("evens_below(7)", "[1, 3, 5]")]), "operation"),
        (_C4[3], _fn("evens_below", "n", "Return a list of the even numbers from 2 up to but not including n.",
                     [("evens_below(7)", "[2, 4, 6]")]), "quantity"),
        (_C4[4], _fn("merge_counts", "a, b", "Return a dict whose keys are the keys of a and b and whose values are "
                     "the maximum of the values for each key.", [("merge_counts({'x': 1}, {'x': 2, 'y': 3})",
                                                              "{'x': 2, 'y': 3}")]), "operation"),
        (_C4[4], _fn("merge_counts", "a, b", "Return a dict whose keys are the keys of a and b and whose values are "
                     "the sums of the values for each key.", [("merge_counts({'x': 1}, {'x': 2, 'y': 3})",
                                                           "{'x': 3, 'y': 4}")]), "output"),
        (_C4[4], _fn("merge_counts", "a, b", "Return a dict whose keys are the keys found in both a and b and whose "
                     "values are the sums of the values for each key.", [("merge_counts({'x': 1}, {'x': 2, 'y': 3})",
                                                                          "{'x': 3}")]), "operation"),
        (_C4[5], _fn("chunk", "xs, n", "Split xs into consecutive lists of length n; drop the last list if it is "
                     "shorter.", [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]")]), "operation"),
        (_C4[5], _fn("chunk", "xs, n", "Split xs into consecutive lists of length n counted from the end; the first "
                     "list may be shorter.", [("chunk([1, 2, 3, 4, 5], 2)", "[[1], [2, 3], [4, 5]]")]), "reversed"),
        (_C4[5], _fn("chunk", "xs, n", "Split xs into consecutive lists of length n; the last list may be shorter.",
                     [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5, None]]")]), "output"),
        (_C4[6], _fn("count_long", "words, k", "Return how many words have at least k letters.",
                     [("count_long(['hi', 'hello', 'hey'], 2)", 3)]), "bound"),
        (_C4[6], _fn("count_long", "words, k", "Return how many words have more than k letters.",
                     [("count_long(['hi', 'hello', 'hey'], 3)", 2)]), "input"),
    ],
}


# Tuning split, written by hand on 2026-12-01 as a tuning set (rules may be fitted to it; it is not a held-out
# measure). Written from how developers talk to an agent, without reading the rules or HELDOUT4; no request
# repeats one stored elsewhere in this file. Layout as HELDOUT3: (stored request, new request, change).
_T_CLAMP = _fn("clamp", "x, lo, hi", "Return x limited to the range [lo, hi].",
               [("clamp(15, 0, 10)", 10), ("clamp(-3, 0, 10)", 0)])
_T_STRICT = _fn("count_strictly_inside", "xs, lo, hi", "Return how many numbers x in xs satisfy lo < x < hi.",
                [("count_strictly_inside([1, 5, 10, 12], 1, 10)", 1)])
_T_PAL = _fn("is_palindrome", "s", "Return True if s reads the same forwards and backwards, ignoring case.",
             [('is_palindrome("Racecar")', True), ('is_palindrome("abc")', False)])
_T_DEDUPE = _fn("dedupe", "items", "Remove duplicates from items, keeping the first occurrence of each and preserving order.",
                [("dedupe([3, 1, 3, 2, 1])", [3, 1, 2])])
_T_WC = _fn("word_count", "text", "Return a dict mapping each word in text to how many times it appears.",
            [('word_count("a b a")', {"a": 2, "b": 1})])
_T_CHUNK = _fn("chunk", "xs, n", "Split xs into consecutive lists of length n; the last one may be shorter.",
               [("chunk([1, 2, 3, 4, 5], 2)", [[1, 2], [3, 4], [5]])])
_T_DAYS = _fn("days_between", "a, b", "Return the number of days from date a to date b (b minus a); it may be negative.",
              [("days_between(date(2024, 1, 1), date(2024, 3, 1))", 60)])
_T_ABOVE = _fn("count_above", "xs, t", "Return how many numbers in xs are greater than t.",
               [("count_above([3, 7, 7, 10, 12], 7)", 2)])

TUNE = {
    "conversions": [
        ("How many ounces are in 2.5 pounds?", "2.5 lbs = ? oz", None),
        ("How many ounces are in 2.5 pounds?", "quick q - how many oz is two and a half pounds?", None),
        ("How many ounces are in 2.5 pounds?", "2.5 pounds in ounces pls", None),
        ("How many ounces are in 2.5 pounds?", "How many pounds are in 2.5 ounces?", "reversed"),
        ("How many ounces are in 2.5 pounds?", "How many grams are in 2.5 pounds?", "entity"),
        ("How many ounces are in 2.5 pounds?", "How many ounces are in 3.5 pounds?", "quantity"),
        ("Convert 72 degrees Fahrenheit to Celsius.", "72F in C?", None),
        ("Convert 72 degrees Fahrenheit to Celsius.", "hey, what's 72 °F in celsius", None),
        ("Convert 72 degrees Fahrenheit to Celsius.", "Convert 72 degrees Celsius to Fahrenheit.", "reversed"),
        ("Convert 72 degrees Fahrenheit to Celsius.", "Convert 72 degrees Fahrenheit to Kelvin.", "entity"),
        ("Convert 72 degrees Fahrenheit to Celsius.", "Convert 27 degrees Fahrenheit to Celsius.", "quantity"),
        ("If it's 3:30pm in Chicago, what time is it in Tokyo?", "3:30 PM Chicago = what time in Tokyo?", None),
        ("If it's 3:30pm in Chicago, what time is it in Tokyo?",
         "what time is it in tokyo when it's half past three in the afternoon in chicago", None),
        ("If it's 3:30pm in Chicago, what time is it in Tokyo?", "chicago 15:30 -> tokyo time?", None),
        ("If it's 3:30pm in Chicago, what time is it in Tokyo?",
         "If it's 3:30pm in Tokyo, what time is it in Chicago?", "reversed"),
        ("If it's 3:30pm in Chicago, what time is it in Tokyo?",
         "If it's 3:30pm in Chicago, what time is it in Sydney?", "entity"),
        ("If it's 3:30pm in Chicago, what time is it in Tokyo?",
         "If it's 3:30am in Chicago, what time is it in Tokyo?", "quantity"),
        ("How many milliliters are in 1.5 cups?", "1.5 cups to ml", None),
        ("How many milliliters are in 1.5 cups?", "convert one and a half cups into milliliters pls", None),
        ("How many milliliters are in 1.5 cups?", "How many milliliters are in 1.5 tablespoons?", "entity"),
        ("How many milliliters are in 1.5 cups?", "How many milliliters are in 2.5 cups?", "quantity"),
        ("How many minutes are in 1.5 hours?", "an hour and a half in minutes?", None),
        ("How many minutes are in 1.5 hours?", "1.5 hrs = ? min", None),
        ("How many minutes are in 1.5 hours?", "How many seconds are in 1.5 hours?", "entity"),
        ("How many minutes are in 1.5 hours?", "How many minutes are in 2.5 hours?", "quantity"),
        ("How many minutes are in 1.5 hours?", "How many hours are in 1.5 minutes?", "reversed"),
        ("What is 10 kilometers in miles?", "10 km -> mi", None),
        ("What is 10 kilometers in miles?", "how far is ten kilometres in miles", None),
        ("What is 10 kilometers in miles?", "What is 10 miles in kilometers?", "reversed"),
        ("What is 10 kilometers in miles?", "What is 10 kilometers in feet?", "entity"),
        ("What is 10 kilometers in miles?", "What is 21 kilometers in miles?", "quantity"),
        ("Convert 180 centimeters to feet and inches.", "180cm in ft/in?", None),
        ("Convert 180 centimeters to feet and inches.", "how tall is 180 cm in feet and inches", None),
        ("Convert 180 centimeters to feet and inches.", "Convert 175 centimeters to feet and inches.", "quantity"),
        ("Convert 180 centimeters to feet and inches.", "Convert 180 centimeters to meters.", "entity"),
        ("How many gallons is 20 liters?", "20 L to gal?", None),
        ("How many gallons is 20 liters?", "twenty liters in gallons, please", None),
        ("How many gallons is 20 liters?", "how many gal in 20 litres", None),
        ("How many gallons is 20 liters?", "How many liters is 20 gallons?", "reversed"),
        ("How many gallons is 20 liters?", "How many gallons is 200 liters?", "quantity"),
        ("How many gallons is 20 liters?", "How many quarts is 20 liters?", "entity"),
    ],
    "policy": [
        ("Can interns work remotely on Fridays?", "are interns allowed to WFH on fridays?", None),
        ("Can interns work remotely on Fridays?", "quick q - can an intern work from home on a Friday?", None),
        ("Can interns work remotely on Fridays?", "interns: remote work on Fridays ok?", None),
        ("Can interns work remotely on Fridays?", "Can interns work remotely on Mondays?", "entity"),
        ("Can interns work remotely on Fridays?", "Can managers work remotely on Fridays?", "entity"),
        ("Can interns work remotely on Fridays?", "Are interns required to work remotely on Fridays?", "operation"),
        ("How many weeks of parental leave do full-time employees get?",
         "parental leave for full-time employees - how many weeks?", None),
        ("How many weeks of parental leave do full-time employees get?",
         "how many weeks of parental leave does a full-time employee get", None),
        ("How many weeks of parental leave do full-time employees get?",
         "# of weeks of parental leave for full-time staff?", None),
        ("How many weeks of parental leave do full-time employees get?",
         "How many weeks of sick leave do full-time employees get?", "entity"),
        ("How many weeks of parental leave do full-time employees get?",
         "How many weeks of parental leave do contractors get?", "entity"),
        ("Do contractors need manager approval to expense software licenses?",
         "contractors - is manager sign-off needed to expense software licenses?", None),
        ("Do contractors need manager approval to expense software licenses?",
         "is mgr approval required for contractors expensing software licences?", None),
        ("Do contractors need manager approval to expense software licenses?",
         "Do contractors need manager approval to expense hardware?", "entity"),
        ("Do contractors need manager approval to expense software licenses?",
         "Do contractors need finance approval to expense software licenses?", "entity"),
        ("What is the capital of New Zealand?", "capital of new zealand?", None),
        ("What is the capital of New Zealand?", "which city is New Zealand's capital", None),
        ("What is the capital of New Zealand?", "What is the largest city of New Zealand?", "operation"),
        ("What is the capital of New Zealand?", "What is the capital of Norway?", "entity"),
        ("Is it allowed to bring pets to the office?", "are pets allowed in the office?", None),
        ("Is it allowed to bring pets to the office?", "hey, can we bring pets into the office", None),
        ("Is it allowed to bring pets to the office?", "Is it allowed to bring children to the office?", "entity"),
        ("Can employees expense meals when traveling for work?",
         "are meals on work trips expensable for employees?", None),
        ("Can employees expense meals when traveling for work?",
         "can staff claim meals as expenses during business travel?", None),
        ("Can employees expense meals when traveling for work?",
         "Can employees expense alcohol when traveling for work?", "entity"),
        ("Can employees expense meals when traveling for work?",
         "Can employees expense meals when not traveling for work?", "negation"),
        ("What is the maximum hotel rate per night for trips to London?",
         "max nightly hotel rate for London trips?", None),
        ("What is the maximum hotel rate per night for trips to London?",
         "london business trip - what's the cap on hotel cost per night?", None),
        ("What is the maximum hotel rate per night for trips to London?",
         "What is the maximum hotel rate per night for trips to Paris?", "entity"),
        ("What is the maximum hotel rate per night for trips to London?",
         "What is the maximum meal allowance per day for trips to London?", "entity"),
        ("Who is not eligible for the annual bonus?", "who doesn't qualify for the yearly bonus?", None),
        ("Who is not eligible for the annual bonus?", "annual bonus - who is ineligible?", None),
        ("Who is not eligible for the annual bonus?", "Who is eligible for the annual bonus?", "negation"),
        ("Who is not eligible for the annual bonus?", "Who is not eligible for the signing bonus?", "entity"),
    ],
    "sql": [
        ("Write a SQL query that returns the top 5 customers by total order amount.",
         "sql for top 5 customers by total order amount", None),
        ("Write a SQL query that returns the top 5 customers by total order amount.",
         "give me SQL to get the five customers with the biggest sum of order amounts", None),
        ("Write a SQL query that returns the top 5 customers by total order amount.",
         "Write a SQL query that returns the top 10 customers by total order amount.", "quantity"),
        ("Write a SQL query that returns the top 5 customers by total order amount.",
         "Write a SQL query that returns the bottom 5 customers by total order amount.", "reversed"),
        ("Write a SQL query that returns the top 5 customers by total order amount.",
         "Write a SQL query that returns the top 5 customers by number of orders.", "operation"),
        ("Write a Postgres query to delete rows in sessions older than 30 days.",
         "PostgreSQL: delete sessions rows older than 30 days", None),
        ("Write a Postgres query to delete rows in sessions older than 30 days.",
         "postgres - remove rows from sessions that are > 30 days old", None),
        ("Write a Postgres query to delete rows in sessions older than 30 days.",
         "Write a Postgres query to delete rows in sessions older than 90 days.", "quantity"),
        ("Write a Postgres query to delete rows in sessions older than 30 days.",
         "Write a Postgres query to delete rows in sessions newer than 30 days.", "reversed"),
        ("Write a Postgres query to delete rows in sessions older than 30 days.",
         "Write a Postgres query to count rows in sessions older than 30 days.", "operation"),
        ("SQL query to find employees whose salary is above the average salary of their department.",
         "sql: employees w/ salary > avg salary of their dept", None),
        ("SQL query to find employees whose salary is above the average salary of their department.",
         "find staff earning more than their department's average salary - sql pls", None),
        ("SQL query to find employees whose salary is above the average salary of their department.",
         "SQL query to find employees whose salary is below the average salary of their department.", "reversed"),
        ("SQL query to find employees whose salary is above the average salary of their department.",
         "SQL query to find employees whose salary is above the average salary of the whole company.", "entity"),
        ("Write a SQL query to list products that have never been ordered.", "sql to get products with no orders", None),
        ("Write a SQL query to list products that have never been ordered.",
         "which products were never ordered? need a query", None),
        ("Write a SQL query to list products that have never been ordered.",
         "Write a SQL query to list products that have been ordered at least once.", "negation"),
        ("Write a SQL query to list products that have never been ordered.",
         "Write a SQL query to count products that have never been ordered.", "operation"),
        ("Write a MySQL query to get the number of users who signed up each month in 2024.",
         "mysql: monthly signup counts for 2024", None),
        ("Write a MySQL query to get the number of users who signed up each month in 2024.",
         "how many users signed up per month in 2024? MySQL query pls", None),
        ("Write a MySQL query to get the number of users who signed up each month in 2024.",
         "Write a MySQL query to get the number of users who signed up each month in 2023.", "quantity"),
        ("Write a MySQL query to get the number of users who signed up each month in 2024.",
         "Write a MySQL query to get the number of users who signed up each week in 2024.", "entity"),
        ("Write a SQL query to add an index on the email column of the users table.", "sql to index users.email", None),
        ("Write a SQL query to add an index on the email column of the users table.",
         "how do I add an index to the users table's email column", None),
        ("Write a SQL query to add an index on the email column of the users table.",
         "Write a SQL query to drop the index on the email column of the users table.", "operation"),
        ("Write a SQL query to add an index on the email column of the users table.",
         "Write a SQL query to add an index on the username column of the users table.", "entity"),
        ("Find duplicate email addresses in the customers table using SQL.", "sql to find dupe emails in customers", None),
        ("Find duplicate email addresses in the customers table using SQL.",
         "customers table: which email addresses show up more than once? (sql)", None),
        ("Find duplicate email addresses in the customers table using SQL.",
         "Remove duplicate email addresses in the customers table using SQL.", "operation"),
        ("Find duplicate email addresses in the customers table using SQL.",
         "Find duplicate phone numbers in the customers table using SQL.", "entity"),
        ("Write a SQL query to get the second highest salary from the employees table.",
         "2nd highest salary in employees - sql?", None),
        ("Write a SQL query to get the second highest salary from the employees table.",
         "sql: second-largest salary from the employees table", None),
        ("Write a SQL query to get the second highest salary from the employees table.",
         "Write a SQL query to get the third highest salary from the employees table.", "quantity"),
        ("Write a SQL query to get the second highest salary from the employees table.",
         "Write a SQL query to get the second lowest salary from the employees table.", "reversed"),
    ],
    "shell": [
        ("Find all files larger than 100MB in the home directory.", "find files > 100MB under ~", None),
        ("Find all files larger than 100MB in the home directory.", "bash: list files bigger than 100 MB in my home dir", None),
        ("Find all files larger than 100MB in the home directory.", "Find all files smaller than 100MB in the home directory.",
         "reversed"),
        ("Find all files larger than 100MB in the home directory.", "Find all files larger than 1GB in the home directory.",
         "quantity"),
        ("Find all files larger than 100MB in the home directory.", "Delete all files larger than 100MB in the home directory.",
         "operation"),
        ("Count the number of lines in all .py files in the current directory recursively.",
         "total line count of every .py file under ., recursive", None),
        ("Count the number of lines in all .py files in the current directory recursively.",
         "how many lines across all .py files here, including subfolders?", None),
        ("Count the number of lines in all .py files in the current directory recursively.",
         "Count the number of lines in all .js files in the current directory recursively.", "entity"),
        ("Count the number of lines in all .py files in the current directory recursively.",
         "Count the number of .py files in the current directory recursively.", "operation"),
        ("Kill the process listening on port 8080.", "kill whatever is on port 8080", None),
        ("Kill the process listening on port 8080.", "something's holding :8080, kill it pls", None),
        ("Kill the process listening on port 8080.", "Kill the process listening on port 3000.", "quantity"),
        ("Kill the process listening on port 8080.", "Show the process listening on port 8080.", "operation"),
        ("Replace every occurrence of foo with bar in config.yaml using sed.",
         "sed: replace all foo -> bar in config.yaml", None),
        ("Replace every occurrence of foo with bar in config.yaml using sed.",
         "use sed to swap foo for bar everywhere in config.yaml", None),
        ("Replace every occurrence of foo with bar in config.yaml using sed.",
         "Replace every occurrence of bar with foo in config.yaml using sed.", "reversed"),
        ("Replace every occurrence of foo with bar in config.yaml using sed.",
         "Replace every occurrence of foo with bar in config.json using sed.", "entity"),
        ("Show the 20 most recently modified files in /var/log.", "20 latest modified files in /var/log?", None),
        ("Show the 20 most recently modified files in /var/log.", "list the last 20 files changed in /var/log", None),
        ("Show the 20 most recently modified files in /var/log.", "Show the 20 least recently modified files in /var/log.",
         "reversed"),
        ("Show the 20 most recently modified files in /var/log.", "Show the 10 most recently modified files in /var/log.",
         "quantity"),
        ("Compress the logs directory into a tar.gz archive.", "tar.gz the logs dir", None),
        ("Compress the logs directory into a tar.gz archive.", "how do i make a .tar.gz of the logs folder", None),
        ("Compress the logs directory into a tar.gz archive.", "Compress the logs directory into a zip archive.", "entity"),
        ("Compress the logs directory into a tar.gz archive.",
         "Compress the logs directory into a tar.gz archive without the .tmp files.", "negation"),
        ("Delete all .tmp files older than 7 days in /tmp.", "rm .tmp files in /tmp that are > 7 days old", None),
        ("Delete all .tmp files older than 7 days in /tmp.", "clean up /tmp: delete *.tmp files more than a week old", None),
        ("Delete all .tmp files older than 7 days in /tmp.", "Delete all .tmp files older than 30 days in /tmp.", "quantity"),
        ("Delete all .tmp files older than 7 days in /tmp.", "List all .tmp files older than 7 days in /tmp.", "operation"),
        ("Print the 3rd column of data.csv.", "print column 3 of data.csv", None),
        ("Print the 3rd column of data.csv.", "awk to show the third col of data.csv?", None),
        ("Print the 3rd column of data.csv.", "Print the 2nd column of data.csv.", "quantity"),
        ("Print the 3rd column of data.csv.", "Print every column except the 3rd of data.csv.", "negation"),
    ],
    "dates": [
        ("What date is 45 days after March 10, 2025?", "march 10 2025 + 45 days = ?", None),
        ("What date is 45 days after March 10, 2025?", "45 days from 2025-03-10?", None),
        ("What date is 45 days after March 10, 2025?", "what's the date forty-five days after 10 March 2025", None),
        ("What date is 45 days after March 10, 2025?", "What date is 45 days before March 10, 2025?", "reversed"),
        ("What date is 45 days after March 10, 2025?", "What date is 60 days after March 10, 2025?", "quantity"),
        ("What date is 45 days after March 10, 2025?", "What date is 45 business days after March 10, 2025?", "entity"),
        ("How many days are there between January 1, 2024 and July 4, 2024?",
         "# of days from jan 1 to jul 4, 2024?", None),
        ("How many days are there between January 1, 2024 and July 4, 2024?",
         "how many days from 2024-01-01 to 2024-07-04", None),
        ("How many days are there between January 1, 2024 and July 4, 2024?",
         "How many days are there between January 1, 2024 and July 4, 2025?", "quantity"),
        ("How many days are there between January 1, 2024 and July 4, 2024?",
         "How many weeks are there between January 1, 2024 and July 4, 2024?", "operation"),
        ("What day of the week was December 25, 1999?", "dec 25 1999 - which day of the week?", None),
        ("What day of the week was December 25, 1999?", "christmas day 1999 fell on what weekday?", None),
        ("What day of the week was December 25, 1999?", "What day of the week was December 25, 2000?", "quantity"),
        ("What is the date of the last Friday of November 2026?", "last friday in nov 2026?", None),
        ("What is the date of the last Friday of November 2026?", "which date is the final Friday of Nov. 2026", None),
        ("What is the date of the last Friday of November 2026?",
         "What is the date of the first Friday of November 2026?", "reversed"),
        ("What is the date of the last Friday of November 2026?",
         "What is the date of the last Thursday of November 2026?", "entity"),
        ("What is the date of the last Friday of November 2026?",
         "What is the date of the last Friday of November 2027?", "quantity"),
        ("Is 2300 a leap year?", "2300 - leap year or not?", None),
        ("Is 2300 a leap year?", "quick q - does the year 2300 have a Feb 29?", None),
        ("Is 2300 a leap year?", "Is 2400 a leap year?", "quantity"),
        ("Convert the Unix timestamp 1700000000 to a UTC date.", "1700000000 epoch -> UTC date?", None),
        ("Convert the Unix timestamp 1700000000 to a UTC date.", "what UTC date is unix time 1700000000", None),
        ("Convert the Unix timestamp 1700000000 to a UTC date.", "Convert the Unix timestamp 1800000000 to a UTC date.",
         "quantity"),
        ("Convert the Unix timestamp 1700000000 to a UTC date.", "Convert the UTC date 2023-11-14 to a Unix timestamp.",
         "reversed"),
        ("How many working days are in February 2027?", "# of business days in feb 2027?", None),
        ("How many working days are in February 2027?", "feb 2027: how many working days are there", None),
        ("How many working days are in February 2027?", "How many working days are in March 2027?", "entity"),
        ("How many working days are in February 2027?", "How many non-working days are in February 2027?", "negation"),
        ("What date is 3 weeks before Thanksgiving 2025?", "thanksgiving 2025 minus 3 weeks = ?", None),
        ("What date is 3 weeks before Thanksgiving 2025?", "date 21 days before Thanksgiving 2025?", None),
        ("What date is 3 weeks before Thanksgiving 2025?", "What date is 3 weeks after Thanksgiving 2025?", "reversed"),
        ("What date is 3 weeks before Thanksgiving 2025?", "What date is 3 weeks before Christmas 2025?", "entity"),
        ("What date is 3 weeks before Thanksgiving 2025?", "What date is 3 weeks before Thanksgiving 2026?", "quantity"),
    ],
    "rewriting": [
        ('Translate "Where is the train station?" into German.', 'how do you say "Where is the train station?" in German', None),
        ('Translate "Where is the train station?" into German.', '"Where is the train station?" -> german pls', None),
        ('Translate "Where is the train station?" into German.', 'Translate "Where is the train station?" into Italian.',
         "entity"),
        ('Translate "Where is the train station?" into German.', 'Translate "Where is the bus station?" into German.',
         "entity"),
        ('Translate "Where is the train station?" into German.', 'Translate "Wo ist der Bahnhof?" from German into English.',
         "reversed"),
        ('Make this email more polite: "Send me the numbers by noon."',
         'rewrite more politely: "Send me the numbers by noon."', None),
        ('Make this email more polite: "Send me the numbers by noon."',
         'can you make "Send me the numbers by noon." sound more polite? it\'s an email', None),
        ('Make this email more polite: "Send me the numbers by noon."',
         'Make this email more blunt: "Send me the numbers by noon."', "reversed"),
        ('Make this email more polite: "Send me the numbers by noon."',
         'Make this email more polite: "Send me the numbers by Friday."', "entity"),
        ('Fix the grammar in: "Their going to the store tomorrow."', 'grammar fix pls: "Their going to the store tomorrow."',
         None),
        ('Fix the grammar in: "Their going to the store tomorrow."',
         'can u correct the grammar mistakes in "Their going to the store tomorrow."', None),
        ('Fix the grammar in: "Their going to the store tomorrow."',
         'Translate "Their going to the store tomorrow." into Spanish.', "operation"),
        ('Summarize this in one sentence: "The deploy failed because the database migration timed out, so we rolled '
         'back and will retry tonight."',
         'tl;dr in a single sentence: "The deploy failed because the database migration timed out, so we rolled back '
         'and will retry tonight."', None),
        ('Summarize this in one sentence: "The deploy failed because the database migration timed out, so we rolled '
         'back and will retry tonight."',
         'sum this up in 1 sentence pls: "The deploy failed because the database migration timed out, so we rolled '
         'back and will retry tonight."', None),
        ('Summarize this in one sentence: "The deploy failed because the database migration timed out, so we rolled '
         'back and will retry tonight."',
         'Summarize this in three sentences: "The deploy failed because the database migration timed out, so we '
         'rolled back and will retry tonight."', "quantity"),
        ('Summarize this in one sentence: "The deploy failed because the database migration timed out, so we rolled '
         'back and will retry tonight."',
         'Expand this into a paragraph: "The deploy failed because the database migration timed out, so we rolled '
         'back and will retry tonight."', "operation"),
        ('Rewrite "The bug was fixed by the team." in the active voice.', 'active voice pls: "The bug was fixed by the team."',
         None),
        ('Rewrite "The bug was fixed by the team." in the active voice.',
         'change "The bug was fixed by the team." from passive to active voice', None),
        ('Rewrite "The bug was fixed by the team." in the active voice.',
         'Rewrite "The team fixed the bug." in the passive voice.', "reversed"),
        ('Rewrite "The bug was fixed by the team." in the active voice.',
         'Rewrite "The bug was fixed by the team." in the future tense.', "operation"),
        ('Shorten this sentence to under 10 words: "We would like to inform you that the office will be closed on '
         'Monday for maintenance."',
         'cut this down to fewer than ten words: "We would like to inform you that the office will be closed on '
         'Monday for maintenance."', None),
        ('Shorten this sentence to under 10 words: "We would like to inform you that the office will be closed on '
         'Monday for maintenance."',
         'make it < 10 words: "We would like to inform you that the office will be closed on Monday for '
         'maintenance."', None),
        ('Shorten this sentence to under 10 words: "We would like to inform you that the office will be closed on '
         'Monday for maintenance."',
         'Shorten this sentence to under 5 words: "We would like to inform you that the office will be closed on '
         'Monday for maintenance."', "quantity"),
        ('Shorten this sentence to under 10 words: "We would like to inform you that the office will be closed on '
         'Monday for maintenance."',
         'Shorten this sentence to under 10 words without mentioning the day: "We would like to inform you that the '
         'office will be closed on Monday for maintenance."', "negation"),
        ('Rewrite this to sound less formal: "Please be advised that the meeting has been rescheduled."',
         'make "Please be advised that the meeting has been rescheduled." more casual', None),
        ('Rewrite this to sound less formal: "Please be advised that the meeting has been rescheduled."',
         'informal version of "Please be advised that the meeting has been rescheduled." ?', None),
        ('Rewrite this to sound less formal: "Please be advised that the meeting has been rescheduled."',
         'Rewrite this to sound more formal: "Please be advised that the meeting has been rescheduled."', "reversed"),
        ('Rewrite this to sound less formal: "Please be advised that the meeting has been rescheduled."',
         'Rewrite this to sound less formal: "Please be advised that the meeting has been cancelled."', "entity"),
        ('Translate "Thank you for your patience" from English to Japanese.',
         'how do you say "Thank you for your patience" in japanese?', None),
        ('Translate "Thank you for your patience" from English to Japanese.',
         'english -> japanese: "Thank you for your patience"', None),
        ('Translate "Thank you for your patience" from English to Japanese.',
         'Translate "Thank you for your patience" from English to Korean.', "entity"),
        ('Translate "Thank you for your patience" from English to Japanese.',
         'Translate "Thank you for your help" from English to Japanese.', "entity"),
    ],
    "code": [
        (_T_CLAMP, _fn("clamp", "x, lo, hi", "Clamp x so that it is at least lo and at most hi.",
                       [("clamp(15, 0, 10)", 10), ("clamp(-3, 0, 10)", 0)]), None),
        (_T_CLAMP, _fn("clamp", "x, lo, hi", "Return lo if x < lo, hi if x > hi, else x.",
                       [("clamp(-3, 0, 10)", 0), ("clamp(15, 0, 10)", 10)]), None),
        (_T_CLAMP, _fn("clamp", "x, lo, hi", "Return x limited to the range [lo, hi].",
                       [("clamp(15, 0, 10)", 15), ("clamp(-3, 0, 10)", 0)]), "output"),
        (_T_CLAMP, _fn("clamp", "x, lo, hi", "Return x wrapped around into the range [lo, hi).",
                       [("clamp(15, 0, 10)", 5), ("clamp(-3, 0, 10)", 7)]), "operation"),
        (_T_STRICT, _fn("count_strictly_inside", "xs, lo, hi", "Count the elements of xs strictly between lo and hi.",
                        [("count_strictly_inside([1, 5, 10, 12], 1, 10)", 1)]), None),
        (_T_STRICT, _fn("count_strictly_inside", "xs, lo, hi",
                        "Number of values in xs that are greater than lo and less than hi (endpoints excluded).",
                        [("count_strictly_inside(xs=[1, 5, 10, 12], lo=1, hi=10)", 1)]), None),
        (_T_STRICT, _fn("count_strictly_inside", "xs, lo, hi", "Return how many numbers x in xs satisfy lo <= x <= hi.",
                        [("count_strictly_inside([1, 5, 10, 12], 1, 10)", 3)]), "bound"),
        (_T_STRICT, _fn("count_strictly_inside", "xs, lo, hi", "Return how many numbers x in xs satisfy lo < x < hi.",
                        [("count_strictly_inside([1, 5, 10, 12], 1, 10)", 2)]), "output"),
        (_T_PAL, _fn("is_palindrome", "s", "Check whether s is a palindrome (case-insensitive).",
                     [('is_palindrome("Racecar")', True), ('is_palindrome("abc")', False)]), None),
        (_T_PAL, _fn("is_palindrome", "s: str", "True when s equals its own reverse, upper/lower case not mattering.",
                     [('is_palindrome("abc")', False), ('is_palindrome("Racecar")', True)], ret=" -> bool"), None),
        (_T_PAL, _fn("is_palindrome", "s", "Return True if s reads the same forwards and backwards; case matters.",
                     [('is_palindrome("Racecar")', False), ('is_palindrome("abc")', False)]), "negation"),
        (_T_PAL, _fn("is_palindrome", "s", "Return True if s reads the same forwards and backwards, ignoring case.",
                     [('is_palindrome("Racecar")', True), ('is_palindrome("aba")', False)]), "input"),
        (_T_DEDUPE, _fn("dedupe", "items", "Return items without repeats, in order of first appearance.",
                        [("dedupe([3, 1, 3, 2, 1])", [3, 1, 2])]), None),
        (_T_DEDUPE, _fn("dedupe", "items", "Drop repeated elements; order is kept and the first copy wins.",
                        [("dedupe([3,1,3,2,1])", [3, 1, 2])]), None),
        (_T_DEDUPE, _fn("dedupe", "items", "Remove duplicates from items, keeping the last occurrence of each and "
                        "preserving order.", [("dedupe([3, 1, 3, 2, 1])", [3, 2, 1])]), "reversed"),
        (_T_DEDUPE, _fn("dedupe", "items", "Remove duplicates from items, keeping the first occurrence of each and "
                        "preserving order.", [("dedupe([3, 1, 3, 2, 1])", [1, 2, 3])]), "output"),
        (_T_WC, _fn("word_count", "text", "Count occurrences of every word in text; return {word: count}.",
                    [('word_count("a b a")', {"a": 2, "b": 1})]), None),
        (_T_WC, _fn("word_count", "text: str", "Build a frequency dict of the words in text (word -> number of times).",
                    [('word_count("a b a")', {"a": 2, "b": 1})], ret=" -> dict[str, int]"), None),
        (_T_WC, _fn("word_count", "text", "Return a dict mapping each word in text to how many times it appears.",
                    [('word_count("a b b")', {"a": 2, "b": 1})]), "input"),
        (_T_WC, _fn("word_count", "text", "Return a dict mapping each character in text to how many times it appears.",
                    [('word_count("ab a")', {"a": 2, "b": 1, " ": 1})]), "entity"),
        (_T_CHUNK, _fn("chunk", "xs, n", "Break xs into pieces of n items each, in order (the final piece can have fewer).",
                       [("chunk([1, 2, 3, 4, 5], 2)", [[1, 2], [3, 4], [5]])]), None),
        (_T_CHUNK, _fn("chunk", "xs, n", "Group xs into runs of n consecutive elements; leftovers form a shorter last group.",
                       [("chunk([1, 2, 3, 4, 5], n=2)", [[1, 2], [3, 4], [5]])]), None),
        (_T_CHUNK, _fn("chunk", "xs, n", "Split xs into consecutive lists of length n; drop the last one if it is shorter.",
                       [("chunk([1, 2, 3, 4, 5], 2)", [[1, 2], [3, 4]])]), "negation"),
        (_T_CHUNK, _fn("chunk", "xs, n", "Split xs into consecutive lists of length n; the last one may be shorter.",
                       [("chunk([1, 2, 3, 4, 5], 2)", [[1, 2], [3, 4, 5]])]), "output"),
        (_T_DAYS, _fn("days_between", "a, b", "How many days b is after a; negative if b comes first.",
                      [("days_between(date(2024, 1, 1), date(2024, 3, 1))", 60)]), None),
        (_T_DAYS, _fn("days_between", "a: date, b: date", "Signed difference b - a in days.",
                      [("days_between(date(2024, 1, 1), date(2024, 3, 1))", 60)], ret=" -> int"), None),
        (_T_DAYS, _fn("days_between", "a, b", "Return the number of days from date b to date a (a minus b); it may be "
                      "negative.", [("days_between(date(2024, 1, 1), date(2024, 3, 1))", -60)]), "reversed"),
        (_T_DAYS, _fn("days_between", "a, b", "Return the number of days from date a to date b, counting both a and b.",
                      [("days_between(date(2024, 1, 1), date(2024, 3, 1))", 61)]), "bound"),
        (_T_ABOVE, _fn("count_above", "xs, t", "Count the values in xs that exceed t.",
                       [("count_above([3, 7, 7, 10, 12], 7)", 2)]), None),
        (_T_ABOVE, _fn("count_above", "xs, t", "Number of elements of xs strictly above the threshold t.",
                       [("count_above([3, 7, 7, 10, 12], t=7)", 2)]), None),
        (_T_ABOVE, _fn("count_above", "xs, t", "Return how many numbers in xs are greater than or equal to t.",
                       [("count_above([3, 7, 7, 10, 12], 7)", 4)]), "bound"),
        (_T_ABOVE, _fn("count_above", "xs, t", "Return how many numbers in xs are less than t.",
                       [("count_above([3, 7, 7, 10, 12], 7)", 1)]), "reversed"),
        (_T_ABOVE, _fn("count_above", "xs, t", "Return how many numbers in xs are greater than t.",
                       [("count_above([3, 7, 7, 10, 12], 7)", 3)]), "output"),
    ],
}


DOMAIN_SPECS = {
    "conversions": (conv_frames, conv_render, conv_surfaces, conv_changes),
    "policy": (pol_frames, pol_render, pol_surfaces, pol_changes),
    "sql": (sql_frames, sql_render, sql_surfaces, sql_changes),
    "shell": (shell_frames, shell_render, shell_surfaces, shell_changes),
    "dates": (date_frames, date_render, date_surfaces, date_changes),
    "rewriting": (rw_frames, rw_render, rw_surfaces, rw_changes),
    "code": (code_frames, code_render, code_surfaces, code_changes),
}


def build_domain(domain: str, rng: random.Random) -> list[dict]:
    frames_of, render, surfaces, changes = DOMAIN_SPECS[domain]
    frames = frames_of(rng)
    order = list(range(len(frames)))
    rng.shuffle(order)
    split = {i: ("calib", "report")[k % 2] for k, i in enumerate(order)}
    cases, seen = [], set()

    def add(kind, change, transform, sp, same, query, candidate, base):
        key = (query, candidate)
        if key in seen or (not same and query == candidate):
            return
        seen.add(key)
        cases.append({"id": f"{domain}-{len(cases):04d}", "domain": domain, "kind": kind, "change": change,
                      "transform": transform, "split": sp, "same": same, "base": base, "query": query,
                      "candidate": candidate})

    solutions = {}      # code: a stored prompt -> its verified body (each code row carries it as "solution")
    for i, f in enumerate(frames):
        n = surfaces(f)
        s0 = rng.randrange(n)
        cand = render(f, s0)
        if domain == "code":
            solutions[cand] = code_solution(f)
        others = [s for s in range(n) if render(f, s) != cand]
        for s in rng.sample(others, min(3, len(others))):
            q = render(f, s)
            if domain != "code" and rng.random() < 0.25:
                q = rng.choice(INSTRUCTIONS).format(q=q)
            elif domain != "code" and rng.random() < 0.15 and not any(ch in q for ch in "/~\""):
                q = q.lower()             # never a path or quoted text: those are case-sensitive
            add("reworded", None, f"surface:{s}", split[i], True, q, cand, i)
        for change, g in changes(f, rng):
            s = rng.randrange(surfaces(g))
            if change == "examples":      # the same function on other arguments: the stored body is right for it
                add("reworded", None, f"examples:surface:{s}", split[i], True, render(g, s), cand, i)
            else:
                add("changed", change, f"{change}:surface:{s}", split[i], False, render(g, s), cand, i)
    for k, (base, para) in enumerate(HAND[domain]):
        add("reworded", None, "hand", ("calib", "report")[k % 2], True, para, base, f"hand-{k}")
    for k, (base, query, same) in enumerate(HELDOUT[domain]):
        add("reworded" if same else "changed", None if same else "hand", "hand-heldout", "heldout", same, query, base,
            f"heldout-{k}")
    for name, table in (("heldout2", HELDOUT2), ("heldout3", HELDOUT3), ("heldout4", HELDOUT4), ("tune", TUNE),
                        ("heldout5", HELDOUT5), ("heldout6", HELDOUT6), ("heldout7", HELDOUT7), ("heldout8", HELDOUT8),
                        ("heldout9", HELDOUT9), ("heldout10", HELDOUT10),
                        ("heldout11", HELDOUT11), ("heldout12", HELDOUT12),
                        ("heldout13", HELDOUT13), ("heldout14", HELDOUT14), ("heldout15", HELDOUT15),
                        ("heldout16", HELDOUT16), ("heldout17", HELDOUT17),
                        ("heldout18", HELDOUT18), ("heldout19", HELDOUT19), ("heldout20", HELDOUT20),
                        ("heldout21", HELDOUT21), ("heldout22", HELDOUT22), ("heldout23", HELDOUT23),
                        ("heldout24", HELDOUT24), ("heldout25", HELDOUT25),
                        ("heldout26", HELDOUT26), ("heldout27", HELDOUT27), ("heldout28", HELDOUT28),
                        ("heldout29", HELDOUT29), ("heldout30", HELDOUT30)):
        for k, (base, query, change) in enumerate(table[domain]):
            add("changed" if change else "reworded", change, f"hand-{name}", name, change is None, query, base,
                f"{name}-{k}")
    if domain == "code":
        for c in cases:
            name = re.match(r"def (\w+)", c["candidate"]).group(1)
            c["solution"] = (solutions.get(c["candidate"]) or CODE_SOLUTIONS.get((c["split"], name))
                             or HAND_CODE_SOLUTIONS[name])
            if not c["same"] and _same_function(c):
                c.update(same=True, kind="reworded", relabelled=f"was changed ({c['change']}): {SAME_FUNCTION}",
                         change=None)
    return cases


#: Why a changed code case is relabelled the same task (``relabelled`` on its row).
SAME_FUNCTION = ("the docstring and signature are the stored prompt's and the stored reference body passes the "
                 "request's own examples: the same function shown on another input, whose stored answer is right")


def _same_function(case: dict) -> bool:
    """A changed code case whose prompt is the stored one but for its examples (the same ``def`` line and docstring
    prose) and whose examples the stored reference body passes (run here with :mod:`doctest`: the bodies are the
    project's own): the stored answer is right for it."""
    def parts(prompt: str) -> tuple[str, str]:
        head, _, rest = prompt.partition("\n")
        doc = rest.split('"""')[1] if rest.count('"""') >= 2 else ""
        return head.strip(), " ".join(doc.split(">>>")[0].split())

    if parts(case["query"]) != parts(case["candidate"]):
        return False
    globs: dict = {}
    exec("from datetime import date\n" + parts(case["candidate"])[0] + "\n" + case["solution"], globs)  # noqa: S102
    test = doctest.DocTestParser().get_doctest(case["query"].split('"""')[1], globs, "case", None, 0)
    runner = doctest.DocTestRunner(verbose=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    return runner.run(test, out=lambda _: None).failed == 0


def build() -> dict[str, list[dict]]:
    rng = random.Random(SEED)
    return {d: build_domain(d, rng) for d in DOMAINS}


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for domain, cases in build().items():
        with open(OUT / f"{domain}.jsonl", "w", encoding="utf-8") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        same = sum(c["same"] for c in cases)
        print(f"{domain}: {len(cases)} cases, {same} reworded ({sum(c['transform'] == 'hand' for c in cases)} hand), "
              f"{len(cases) - same} changed")


if __name__ == "__main__":
    main()
