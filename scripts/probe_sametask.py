"""Probe the same-task rule with structural changes no hand-written set holds.

Every paraphrase of the evaluation sets (``evalsets/sametask/domains``, the six chat domains) that the rule
recognises by its slots alone (score 1.0) is changed in two ways, and each change is decided again:

* **qualifier**: a phrase that narrows the request, put before its final stop ("for digital products", "on boot",
  "in the EU", "during the holidays", "with a header row", ...);
* **clause**: a second thing to do or a form ("and delete them", "then sort them by size", "as a percentage", ...);
* **swap**: two content words the rule compares, said once each and at least two words apart, trade places
  ("students enrolled in more than 3 courses" -> "courses enrolled in more than 3 students"; up to three pairs per
  request).

Each changed request asks something else (a swap may say the same thing or nothing: "salt and pepper"; its count is
an upper bound, read the cases ``--show`` prints), so a served one is a false hit. Prints, per probe, how many were served,
and the phrases served most. Reads only the sets in the package; no model is loaded.

    python scripts/probe_sametask.py [--splits calib,report,tune,...] [--show N]
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter

from kvmemory.bench.sameproblem import DOMAIN_TEMPLATES
from kvmemory.evalsets import evalsets_dir
from kvmemory.sametask import slots
from kvmemory.templates import get_template

QUALIFIERS = ["for contractors only", "in the EU", "on weekends", "for digital products", "on boot",
              "for the sales team", "in the archive folder", "excluding weekends", "for new customers", "in production",
              "for premium users", "during the holidays", "on the staging server", "for international orders",
              "from the marketing department", "on mobile devices", "for managers", "in Canada", "for part-time staff",
              "with a header row", "for inactive accounts", "at night", "for refunds", "in the shared drive",
              "for guests"]
CLAUSES = ["and delete them", "and email the result to me", "then sort them by size", "and save the result to a file",
           "and count them", "but only on weekdays", "unless it is a holiday", "twice", "for each user",
           "and then compress it", "and print the total", "in reverse order", "excluding the first one",
           "and round it down", "as a percentage", "in French", "in uppercase", "without the header"]


def added(text: str, phrase: str) -> str:
    """``text`` with ``phrase`` before its final stop (or at its end)."""
    m = re.search(r"[.?!]\s*$", text)
    return f"{text[:m.start()]} {phrase}{text[m.start():]}" if m else f"{text} {phrase}"


_WORD = re.compile(r"(?<![\w./'-])[A-Za-z]{4,}(?![\w/'-])")


def word_key(word: str) -> str:
    """The form in which the rule compares ``word`` ("" for a word it does not compare)."""
    return next(iter(slots(word).words), "")


def swapped(text: str, limit: int = 3) -> list[str]:
    """``text`` with two content words the rule compares (:func:`kvmemory.sametask.text.slots`), said once each and at
    least two words apart, traded, for up to ``limit`` pairs."""
    content = slots(text).words
    quoted = [(m.start(), m.end()) for m in re.finditer(r"\"[^\"]*\"|'[^']*'|`[^`]*`", text)]
    spots = [m for m in _WORD.finditer(text) if not any(x <= m.start() < y for x, y in quoted)]
    counts = Counter(m.group(0).lower() for m in spots)
    spots = [m for m in spots if counts[m.group(0).lower()] == 1 and content[word_key(m.group(0))] == 1]
    out = []
    for i, x in enumerate(spots):
        for y in spots[i + 1:]:
            if len(text[x.end():y.start()].split()) >= 2 and word_key(x.group(0)) != word_key(y.group(0)):
                out.append(text[:x.start()] + y.group(0) + text[x.end():y.start()] + x.group(0) + text[y.end():])
                break
        if len(out) == limit:
            break
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--splits", default="calib,report,tune,heldout4,heldout5,heldout6,heldout7,heldout8,heldout9,"
                                        "heldout10,heldout11")
    ap.add_argument("--show", type=int, default=0, help="print this many served cases per probe")
    args = ap.parse_args()
    splits = set(args.splits.split(","))
    pairs = []
    for domain, name in DOMAIN_TEMPLATES.items():
        if name == "code-v1":
            continue
        template = get_template(name)
        seen = set()
        for line in open(evalsets_dir() / "domains" / f"{domain}.jsonl", encoding="utf-8"):
            case = json.loads(line)
            key = (case["query"], case["candidate"])
            if case["same"] and case["split"] in splits and key not in seen:
                seen.add(key)
                if template.decide_same(case["query"], case["candidate"], 1.0).same:
                    pairs.append((template, case["query"], case["candidate"]))
    print(f"{len(pairs)} recognised paraphrases of {', '.join(sorted(splits))}")
    for label, phrases in (("qualifier", QUALIFIERS), ("clause", CLAUSES)):
        served, shown = Counter(), 0
        for template, query, candidate in pairs:
            for phrase in phrases:
                changed = added(query, phrase)
                if template.decide_same(changed, candidate, 1.0).same:
                    served[phrase] += 1
                    if shown < args.show:
                        shown += 1
                        print(f"  served: {changed!r}\n    for: {candidate!r}")
        total = len(pairs) * len(phrases)
        print(f"{label}: {sum(served.values())} of {total} served ({sum(served.values()) / total:.1%}); most: "
              + ", ".join(f"{p!r} {n}" for p, n in served.most_common(5)))
    for label, change in (("swap", swapped),):
        served, total, shown = 0, 0, 0
        for template, query, candidate in pairs:
            for changed in change(query):
                total += 1
                if template.decide_same(changed, candidate, 1.0).same:
                    served += 1
                    if shown < args.show:
                        shown += 1
                        print(f"  served: {changed!r}\n    for: {candidate!r}")
        print(f"{label}: {served} of {total} served ({served / max(total, 1):.1%})")


if __name__ == "__main__":
    main()
