"""Which readings of :mod:`kvmemory.sametask.readings` pay, and for how many writers (no model but the embedder).

    python scripts/readings_evidence.py OUT_DIR

Every labelled pair of the domain sets (``evalsets/sametask/domains``: the six chat domains under ``chat-v1`` and
``code`` under ``code-v1``; every writer, the program's included; the blind sets are not read) is decided once
with all readings, recording which readings change either side's text. Then each reading is taken out alone and
the pairs it touched are decided again. A reading *pays* for a writer when taking it out loses one of that
writer's rewordings or serves one of that writer's changed requests. Writes ``OUT_DIR/evidence.json`` (per
reading: its index in ``_READINGS`` or its function name, its source line, its replacement, how many pairs it
touches and for which writers, and each decision it changes) and ``OUT_DIR/evidence.md`` (the counts).

"A change must pay on data from writers it never saw": a reading whose every change is for one writer was fitted
to that writer's phrasing. ``--prune`` lists the readings that are removable by that rule and are plain
paraphrases (the replacement is a string naming no slot word, a back-reference to what was matched aside: no
negation, bound, direction, order, number or unit, and not one of the five :data:`KEPT` after reading them: a
symbol or a function word read as a content word makes a slot too), takes them out together, puts back every one
that fired on a pair whose decision then changed (overlapping readings can pay together where neither pays alone)
until taking the rest out changes nothing, and reports the rewordings lost and the
changed requests served, per writer.
"""

from __future__ import annotations

import ast
import inspect
import json
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

from kvmemory.sametask import readings as R
from kvmemory.sametask import text as T
from kvmemory.templates import get_template
from kvmemory.verifier.pairs import CHAT_DOMAINS, load_pairs

#: Words a replacement may carry only where it makes a slot the vetoes compare (kept whatever the evidence).
SLOT_WORDS = re.compile(
    r"\b(not|no|never|negative|positive|most|least|more|less|older|newer|before|after|ascending|descending|to|from|"
    r"per|until|minus|increase|decrease|changeby|up|only|any|disable|enable|remove|mustdo|keepsame|antepenultimate|"
    r"inches|feet|hours|minutes|km|dollars|decimal|whenever|fully|ago|between|total|times|once|weekday|first|last|"
    r"same|order|containing|table|column|yesterday|tomorrow)\b|\d|\{", re.I)
#: Plain paraphrases that make a slot all the same, kept after reading them (a pattern's text -> why): the rule above
#: would take them out, and the unit tests or a reading of the pattern show a changed request served without them.
KEPT = {r"\bevery\s+other\b": '"every other Monday" is not "every Monday" ("other" is no content word alone)',
        r"(?:~|\$HOME|\$\{HOME\})": '"under ~" is not "under the current directory" ("~" is no word)',
        r"\bwith\s+or\s+without\b": '"with or without a note" is not "without a note" (negation)',
        r"(?:y/n|yes/no)": '"... older than 19 y/n" asks; without it the request reads as a statement (mood)',
        r"\b(full|part)[\s-]time\b": '"part-time employees" is not "full-time employees" (a scope word said as two)'}
FUNCTIONS = ("same_year", "_hinted_dates", "_scale_letters", "fold_spoken")
TEMPLATES = {**dict.fromkeys(CHAT_DOMAINS, "chat-v1"), "code": "code-v1"}

_FIRED: set = set()


class _Recorded:
    """A reading's pattern that notes when it changes a text."""

    def __init__(self, name, pattern):
        self.name, self.pattern = name, pattern

    def sub(self, repl, text):
        out = self.pattern.sub(repl, text)
        if out != text:
            _FIRED.add(self.name)
        return out


def _recorded_function(name, f):
    def g(text):
        out = f(text)
        if out != text:
            _FIRED.add(name)
        return out
    return g


_ORIGINAL = R._READINGS
_ORIGINAL_FUNCTIONS = {n: getattr(R, n) for n in FUNCTIONS}


def use_readings(skip=frozenset(), record: bool = False) -> None:
    """The readings module with ``skip`` (``r<index>`` or a function name) taken out; ``record``: note firings."""
    R._READINGS = tuple((_Recorded(f"r{j}", p) if record else p, repl) for j, (p, repl) in enumerate(_ORIGINAL)
                        if f"r{j}" not in skip)
    for n, f in _ORIGINAL_FUNCTIONS.items():
        setattr(R, n, (lambda t: t) if n in skip else (_recorded_function(n, f) if record else f))
    T._paraphrase_map.cache_clear()


def source_lines() -> dict:
    """``r<index>`` -> (first line, last line) of that element of ``_READINGS`` in readings.py."""
    tree = ast.parse(Path(R.__file__).read_text(encoding="utf-8"))
    node = next(n for n in tree.body if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "_READINGS")
    return {f"r{j}": (e.lineno, e.end_lineno) for j, e in enumerate(node.value.elts)}


def replacement(name: str) -> str:
    if not name.startswith("r"):
        return f"function {name}"
    repl = _ORIGINAL[int(name[1:])][1]
    return repl if isinstance(repl, str) else "function: " + inspect.getsource(repl).strip()[:120]


def plain_paraphrase(name: str) -> bool:
    """A reading whose replacement is a string naming no slot word, and not one of :data:`KEPT`."""
    if not name.startswith("r"):
        return False
    pattern, repl = _ORIGINAL[int(name[1:])]
    if not isinstance(repl, str) or any(k in pattern.pattern for k in KEPT):
        return False
    # A back-reference carries back what was matched: a slot where the pattern can match a slot word or a digit.
    said = re.sub(r"\\[bBsSwW]", " ", pattern.pattern).replace(r"\d", "0")   # the pattern's words, as text
    carried = SLOT_WORDS.search(said) if re.search(r"\\\d", repl) else None
    return not SLOT_WORDS.search(re.sub(r"\\\d", "", repl)) and not carried


def _per_writer(pairs, with_, without) -> dict:
    """Per writer (sorted, then ``all``): rewordings recognised and changed requests served, with and without."""
    by: dict = defaultdict(lambda: dict.fromkeys(("rewordings", "with", "without", "changed", "served_with",
                                                  "served_without"), 0))
    for p, a, b in zip(pairs, with_, without):
        w = by[p.writer]
        if p.same:
            w["rewordings"], w["with"], w["without"] = w["rewordings"] + 1, w["with"] + a, w["without"] + b
        else:
            w["changed"], w["served_with"], w["served_without"] = w["changed"] + 1, w["served_with"] + a, \
                w["served_without"] + b
    out = dict(sorted(by.items()))
    out["all"] = {k: sum(w[k] for w in by.values()) for k in next(iter(by.values()))}
    return out


def main(out: Path, prune: bool) -> None:
    from kvmemory.models import load_embedder

    out.mkdir(parents=True, exist_ok=True)
    pairs = load_pairs(tuple(TEMPLATES))
    emb = load_embedder()
    q = emb.encode([p.query for p in pairs], batch_size=64, normalize_embeddings=True)
    c = emb.encode([p.candidate for p in pairs], batch_size=64, normalize_embeddings=True)
    cos = [float((a * b).sum()) for a, b in zip(q, c)]
    templates = {d: get_template(t) for d, t in TEMPLATES.items()}

    def decide(i):
        p = pairs[i]
        return bool(templates[p.domain].decide_same(p.query, p.candidate, cos[i]).same)

    t0 = time.perf_counter()
    use_readings(record=True)
    base, fired = [], defaultdict(list)
    for i in range(len(pairs)):
        _FIRED.clear()
        base.append(decide(i))
        for n in _FIRED:
            fired[n].append(i)
    lines = source_lines()
    names = [f"r{j}" for j in range(len(_ORIGINAL))] + list(FUNCTIONS)
    evidence = {}
    for n in names:
        use_readings(skip={n})
        changes = []
        for i in fired.get(n, []):
            now = decide(i)
            if now != base[i]:
                p = pairs[i]
                changes.append({"item": p.id, "domain": p.domain, "writer": p.writer, "same": p.same,
                                "with": base[i], "without": now})
        pays = sorted({ch["writer"] for ch in changes if ch["same"] == ch["with"]})
        evidence[n] = {"line": lines.get(n, (None,))[0], "replacement": replacement(n), "touches": len(fired.get(n, [])),
                       "touches_writers": sorted({pairs[i].writer for i in fired.get(n, [])}), "pays_writers": pays,
                       "false_hits_prevented": sum(1 for ch in changes if not ch["same"] and ch["without"]),
                       "plain_paraphrase": plain_paraphrase(n), "changes": changes}
    use_readings()
    report = {"pairs": len(pairs), "readings": len(names), "seconds": round(time.perf_counter() - t0, 1),
              "evidence": evidence}
    counts = defaultdict(int)
    for e in evidence.values():
        counts["touches no pair" if not e["touches"] else "pays for no writer" if not e["pays_writers"] else
               "pays for one writer" if len(e["pays_writers"]) == 1 else "pays for two or more writers"] += 1
    md = [f"{len(pairs)} pairs, {len(names)} readings ({report['seconds']} s)", "",
          "| readings | count |", "|---|---|"] + [f"| {k} | {v} |" for k, v in sorted(counts.items())]
    md += ["", "The rule's decisions with every reading:", "", "| writer | rewordings | recognised | changed | served |",
           "|---|---|---|---|---|"]
    mine = _per_writer(pairs, base, base)
    report["writers"] = mine
    md += [f"| {w} | {v['rewordings']} | {v['with']} | {v['changed']} | {v['served_with']} |" for w, v in mine.items()]
    if prune:
        drop = {n for n, e in evidence.items() if e["plain_paraphrase"] and len(e["pays_writers"]) <= 1
                and not e["false_hits_prevented"]}
        # Taken out together, readings that overlap can pay where none pays alone: put back every reading that
        # fired on a pair whose decision then changed, until taking the rest out together changes nothing.
        put_back: set = set()
        while True:
            use_readings(skip=drop)
            now = [decide(i) for i in range(len(pairs))]
            changed = {i for i in range(len(pairs)) if now[i] != base[i]}
            back = {n for n in drop if changed & set(fired.get(n, []))}
            if not back:
                break
            drop -= back
            put_back |= back
        use_readings()
        drop = sorted(drop, key=lambda n: int(n[1:]))
        by = _per_writer(pairs, base, now)
        report["prune"] = {"drop": drop, "put_back": sorted(put_back, key=lambda n: int(n[1:])),
                           "lines": {n: lines[n] for n in drop}, "writers": by}
        md += ["", f"Plain paraphrases paying for at most one writer, taken out together: {len(drop)} ({len(put_back)} "
               f"put back because they pay together)", "",
               "| writer | rewordings | recognised with | without | changed | served with | without |",
               "|---|---|---|---|---|---|---|"]
        md += [f"| {w} | {v['rewordings']} | {v['with']} | {v['without']} | {v['changed']} | {v['served_with']} | "
               f"{v['served_without']} |" for w, v in by.items()]
    (out / "evidence.json").write_text(json.dumps(report, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    (out / "evidence.md").write_text("\n".join(md) + "\n", encoding="utf-8")
    print("\n".join(md))


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--prune"]
    if len(args) != 1:
        sys.exit(__doc__)
    main(Path(args[0]), "--prune" in sys.argv[1:])
