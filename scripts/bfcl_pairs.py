"""Turn a BFCL rewordings file into same-task pairs for ``kvmemory verifier score-set``.

Each line of a rewordings file (``evalsets/bfcl/rewordings-*.jsonl``, :mod:`kvmemory.bench.bfclreword`) asks one
asked item's question again: ``reworded`` (the same task) or ``changed`` (one number doubled: another task). Here
each becomes a pair ``{"domain": category, "stored": the item's question, "request": the line's text, "change"}``
(``change`` null for a rewording, ``"quantity"`` for a changed number), the form ``score-set`` reads. With
``--other`` each reworded request is also paired with the nearest *other* asked item's question (by the embedded
MiniLM's cosine, over every category's asked items): change ``"another item"``, the neighbour a library of these
items would hand the same-task decision first. With ``--swapped`` each asked item whose question spells out two
ground-truth strings of different arguments once each is also asked with the two traded (``"San Francisco to Los
Angeles"`` becomes ``"Los Angeles to San Francisco"``): change ``"roles swapped"``, mechanical, another task for
BFCL's checker (the stored call carries the old order), though for a symmetric function it reads the same.

    python scripts/bfcl_pairs.py evalsets/bfcl/rewordings-qwen1.5b.jsonl --other --swapped --out r/bfcl-pairs.jsonl
    kvmemory verifier score-set r/bfcl-pairs.jsonl --out r/bfcl-score
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")


def swapped(item: dict) -> str | None:
    """The item's question with the first two ground-truth strings of different arguments traded, where the
    question spells each out exactly once (as a whole word, three characters or more); None where none are."""
    import re

    from kvmemory.bench import bfclreword

    question = bfclreword.question_of(item)
    found = []                                     # (argument, value, match)
    for call in item.get("ground_truth") or []:
        for args in call.values():
            for name, allowed in args.items():
                value = next((v for v in allowed if isinstance(v, str) and len(v) >= 3), None)
                spans = [] if value is None else list(re.finditer(r"(?<!\w)" + re.escape(value) + r"(?!\w)", question))
                if len(spans) == 1 and value not in (v for _, v, _ in found):
                    found.append((name, value, spans[0]))
    for i, (name_a, _, a) in enumerate(found):
        for name_b, _, b in found[i + 1:]:
            if name_a == name_b or a.start() < b.end() and b.start() < a.end():
                continue
            first, second = sorted((a, b), key=lambda m: m.start())
            return (question[:first.start()] + second.group() + question[first.end():second.start()] + first.group()
                    + question[second.end():])
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rewordings", type=Path)
    ap.add_argument("--samples", type=int, default=20, help="the bench's --samples the file was written for")
    ap.add_argument("--pool", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--other", action="store_true", help="also pair each rewording with the nearest other item")
    ap.add_argument("--swapped", action="store_true", help="also ask each item with two argument strings traded")
    ap.add_argument("--out", required=True, type=Path)
    args = ap.parse_args()

    from kvmemory.bench import bfclreword
    from kvmemory.bench.bfcldata import load_items, split

    lines = bfclreword.load(args.rewordings)      # checked lines, the dropped ones left out
    asked = {}
    for category in dict.fromkeys(line["category"] for line in lines):
        for item in split(load_items(category), args.samples, args.pool, args.seed, category)[0]:
            asked[item["id"]] = (category, item)
    pairs = []
    for line in lines:
        category, item = asked[line["item"]]
        if line["question_sha256"] != bfclreword.question_sha256(item):
            raise SystemExit(f"{line['item']}: the installed BFCL data asks another question than the file was "
                             "made from")
        pairs.append({"id": f"{line['item']}-{line['kind']}", "domain": category,
                      "stored": bfclreword.question_of(item), "request": line["text"],
                      "change": None if line["kind"] == "reworded" else "quantity"})
    if args.other:
        import numpy as np

        from kvmemory.lm import embedding
        from kvmemory.models import load_embedder

        embedder = load_embedder(None)
        ids = list(asked)
        questions = [bfclreword.question_of(asked[i][1]) for i in ids]
        stored = np.stack([embedding(embedder, q) for q in questions])
        for line in [line for line in lines if line["kind"] == "reworded"]:
            cos = stored @ embedding(embedder, line["text"])
            cos[ids.index(line["item"])] = -2.0
            j = int(np.argmax(cos))
            pairs.append({"id": f"{line['item']}-vs-{ids[j]}", "domain": asked[line["item"]][0],
                          "stored": questions[j], "request": line["text"], "change": "another item"})
    if args.swapped:
        for item_id, (category, item) in asked.items():
            text = swapped(item)
            if text:
                pairs.append({"id": f"{item_id}-swapped", "domain": category, "stored": bfclreword.question_of(item),
                              "request": text, "change": "roles swapped"})
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as f:
        for p in pairs:
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    print(f"{len(pairs)} pairs -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
