"""Decide every labelled same-task pair with the rules alone, and say which decisions a change moved.

The pairs: the seven domain sets (``evalsets/sametask/domains``, every writer; ``chat-v1`` for the six chat domains,
``code-v1`` for code) unless ``--no-domains``, plus each set given (``score-set``'s form, e.g. the blind
``evalsets/sametask/blind/writer-32.jsonl`` or a file from ``scripts/bfcl_pairs.py``). Each pair is decided by
:func:`kvmemory.verifier.evaluate.rule_rows` (what ``kvmemory verifier evaluate`` decides, with each domain's
template). Writes one line per pair (id, writer, domain, label, decision, kind, reason) to ``--out``; with
``--vetoes`` the rule with its vetoes only (``Template.same_vetoes``: what lets the learned verifier decide; the chat
pairs alone). With ``--compare BEFORE`` (an earlier ``--out`` of the same pairs) it prints every decision that
changed. No model but the embedder.

    python scripts/decide_pairs.py evalsets/sametask/blind/writer-32.jsonl pairs.jsonl --out before.jsonl
    # ... change the rules ...
    python scripts/decide_pairs.py evalsets/sametask/blind/writer-32.jsonl pairs.jsonl --out after.jsonl \
        --compare before.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="*", type=Path, help="more pair sets in score-set's form")
    ap.add_argument("--no-domains", action="store_true", help="leave the seven domain sets out")
    ap.add_argument("--vetoes", action="store_true", help="the rule with its vetoes only (chat-v1 pairs)")
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--compare", type=Path, help="an earlier --out of the same pairs")
    args = ap.parse_args()

    from kvmemory.verifier.cli import _embed
    from kvmemory.verifier.evaluate import TEMPLATE, read_set, rule_rows
    from kvmemory.verifier.pairs import CHAT_DOMAINS, load_pairs

    templates = {**dict.fromkeys(CHAT_DOMAINS, TEMPLATE), "code": "code-v1"}
    pairs = [] if args.no_domains else list(load_pairs(tuple(templates)))
    for path in args.sets:
        pairs += read_set(path)
    if args.vetoes:
        pairs = [p for p in pairs if templates.get(p.domain, TEMPLATE) == TEMPLATE]
    rows = []
    for r in rule_rows(pairs, _embed, templates=templates, reasons=True):
        decided, kind, reason = ((r["vetoes_pass"], r["veto_kind"] or "same", r["veto_reason"]) if args.vetoes else
                                 (r["rule_same"], r["rule_kind"], r["rule_reason"]))
        rows.append({"id": r["item"], "writer": r["writer"], "domain": r["domain"], "same": r["same"],
                     "change": r["change"], "decided": bool(decided), "kind": kind, "reason": reason})
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    same = [r for r in rows if r["same"]]
    print(f"{len(rows)} pairs: {sum(r['decided'] for r in same)} of {len(same)} rewordings recognised, "
          f"{sum(r['decided'] for r in rows if not r['same'])} of {len(rows) - len(same)} changed requests served")
    if args.compare:
        before = {r["id"]: r for r in map(json.loads, args.compare.read_text(encoding="utf-8").splitlines())}
        moved = [(before[r["id"]], r) for r in rows if r["id"] in before and before[r["id"]]["decided"] != r["decided"]]
        for b, r in moved:
            label = "rewording" if r["same"] else f"changed ({r['change']})"
            print(f"  {r['id']} [{r['writer']}] {label}: {b['decided']} -> {r['decided']}  {r['reason'][:100]}")
        print(f"{len(moved)} decisions moved")
    return 0


if __name__ == "__main__":
    sys.exit(main())
