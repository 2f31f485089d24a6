"""Leave-writers-out evaluation of the pair verifier, and the calibration it writes.

The hand-written writers are dealt into ``folds`` folds (sorted, in turn); for each fold a verifier is trained
with the recipe on every other writer (the program-made pairs always train) and scores the fold's pairs, which it
never read. Each pair's line (``pairs.jsonl``) carries its texts' SHA-256, the rule's decision, whether a slot
veto fired, the cosine and the score, so :func:`report` recomputes every figure without a model. The threshold
applied to a fold comes from the other folds' scores only (:class:`~.calibrate.Calibration`), so no figure is
measured with a threshold chosen on its own writers.
"""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path
from typing import Callable

from .calibrate import Calibration, upper95
from .model import RECIPE, PairVerifier, Recipe, train
from .pairs import GENERATED, load_pairs, writers

__all__ = ["rule_rows", "evaluate", "report", "report_markdown", "folds_of", "read_set", "score_set", "calibration_of",
           "TEMPLATE"]

TEMPLATE = "chat-v1"


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def folds_of(names, k: int) -> dict[str, int]:
    """Writer -> fold: the hand-written writers sorted and dealt in turn; the program's writer in none (-1)."""
    hand = [w for w in sorted(names) if w != GENERATED]
    return {**{w: i % k for i, w in enumerate(hand)}, GENERATED: -1}


def rule_rows(pairs, embed: Callable[[list[str]], list], *, templates: dict[str, str] | None = None,
              reasons: bool = False) -> list[dict]:
    """Per pair: the cosine, the rule's decision and the vetoes' decision, under ``templates[pair.domain]``
    (default :data:`TEMPLATE` for every domain; a template without vetoes, ``code-v1``, reports its rule's decision
    as the vetoes'); ``reasons`` adds the rule's reason (``rule_reason``)."""
    from ..templates import get_template

    vecs = embed([p.query for p in pairs] + [p.candidate for p in pairs])
    out = []
    for i, p in enumerate(pairs):
        tpl = get_template((templates or {}).get(p.domain, TEMPLATE))
        cos = float(sum(a * b for a, b in zip(vecs[i], vecs[len(pairs) + i])))
        d = tpl.decide_same(p.query, p.candidate, cos)
        v = d if tpl.same_vetoes is None else tpl.same_vetoes(p.query, p.candidate, cos)
        row = {"item": p.id, "domain": p.domain, "writer": p.writer, "same": p.same, "change": p.change,
               "query_sha256": _sha(p.query), "candidate_sha256": _sha(p.candidate), "cosine": round(cos, 6),
               "rule_same": d.same, "rule_kind": d.kind, "vetoes_pass": v.same, "veto_kind": "" if v.same else v.kind}
        if reasons:
            row["rule_reason"], row["veto_reason"] = d.reason, v.reason
        out.append(row)
    return out


def evaluate(out: Path, *, folds: int = 4, recipe: Recipe = RECIPE, embed=None, pairs=None,
             log: Callable[[str], None] = print) -> dict:
    """Train ``folds`` verifiers leave-writers-out, score each fold's pairs, write ``pairs.jsonl`` and ``report.json``."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    pairs = load_pairs() if pairs is None else pairs
    rows = rule_rows(pairs, embed)
    fold = folds_of(writers(pairs), folds)
    for k in range(folds):
        t = time.perf_counter()
        train_pairs = [p for p in pairs if fold[p.writer] != k]
        test = [i for i, p in enumerate(pairs) if fold[p.writer] == k]
        folder = out / f"fold{k}"
        record = train(train_pairs, folder, recipe,
                       progress=lambda s, n, loss: log(f"fold {k}: step {s}/{n} loss {loss:.3f}") if s % 100 == 0 else None)
        scores = PairVerifier(folder).scores([(pairs[i].query, pairs[i].candidate) for i in test])
        for i, s in zip(test, scores):
            rows[i].update(fold=k, score=round(s, 6), weights_sha256=record["weights_sha256"])
        (folder / "model.safetensors").unlink()      # the figures need the scores, not 90 MB per fold
        log(f"fold {k}: {len(train_pairs)} pairs trained, {len(test)} scored in {time.perf_counter() - t:.0f} s")
    rows = [r for r in rows if "score" in r]
    with open(out / "pairs.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, sort_keys=True) + "\n")
    rep = report(rows, folds=folds)
    rep["recipe"] = recipe.key()
    (out / "report.json").write_text(json.dumps(rep, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    (out / "report.md").write_text("\n".join(report_markdown(rep)) + "\n", encoding="utf-8")
    return rep


def calibration_of(rows, source: str = "leave-writers-out") -> Calibration:
    """The :class:`Calibration` of ``pairs.jsonl`` rows (each scored by a verifier that never read its writer)."""
    return Calibration.from_rows(((r["score"], r["rule_same"], r["vetoes_pass"], r["same"]) for r in rows),
                                 source=source)


def _auc(rows) -> float | None:
    pos = [r["score"] for r in rows if r["same"]]
    neg = [r["score"] for r in rows if not r["same"]]
    if not pos or not neg:
        return None
    neg.sort()
    from bisect import bisect_left, bisect_right

    wins = sum(bisect_left(neg, s) + 0.5 * (bisect_right(neg, s) - bisect_left(neg, s)) for s in pos)
    return wins / (len(pos) * len(neg))


def _group(rows, key: str) -> dict:
    out = {}
    for r in rows:
        out.setdefault(r[key], []).append(r)
    return dict(sorted(out.items()))


def report(rows: list[dict], *, folds: int, bounds=(0.001, 0.005, 0.01)) -> dict:
    """Figures per false-hit bound: each fold decided at the threshold the other folds' scores give for the bound;
    rewordings recognised and changed requests served, by the rule alone and with the verifier, overall, per
    writer and per domain; ROC AUC of the score; recall at zero false hits."""
    by_fold = _group(rows, "fold")
    out = {"pairs": len(rows), "folds": folds, "auc": _auc(rows), "bounds": {}}
    for bound in bounds:
        decided = []
        thresholds = {}
        for k, fold_rows in by_fold.items():
            others = [r for r in rows if r["fold"] != k]
            t = calibration_of(others).threshold(bound)
            thresholds[str(k)] = t
            for r in fold_rows:
                learned = r["vetoes_pass"] and r["score"] >= t
                decided.append({**r, "served": bool(r["rule_same"] or learned), "by_verifier": bool(learned and not r["rule_same"])})
        out["bounds"][str(bound)] = {"thresholds": thresholds, "all": _figures(decided),
                                     "writers": {w: _figures(v) for w, v in _group(decided, "writer").items()},
                                     "domains": {d: _figures(v) for d, v in _group(decided, "domain").items()},
                                     "false_hits": [r["item"] for r in decided if r["served"] and not r["same"]]}
    return out


def _figures(rows) -> dict:
    same = [r for r in rows if r["same"]]
    changed = [r for r in rows if not r["same"]]
    fh = sum(r["served"] for r in changed)
    return {"rewordings": len(same), "rule": sum(r["rule_same"] for r in same), "with_verifier": sum(r["served"] for r in same),
            "changed": len(changed), "rule_false_hits": sum(r["rule_same"] for r in changed), "false_hits": fh,
            "upper95": upper95(fh, len(changed)), "auc": _auc(rows)}


def _table(groups) -> list[str]:
    """``[(name, figures), ...]`` as a Markdown table."""
    lines = ["| group | rewordings | rule | rule + verifier | changed | served | 95% upper | AUC |",
             "|---|---|---|---|---|---|---|---|"]
    for name, f in groups:
        auc = f"{f['auc']:.3f}" if f["auc"] is not None else "-"
        lines.append(f"| {name} | {f['rewordings']} | {f['rule']} | {f['with_verifier']} | {f['changed']} | "
                     f"{f['false_hits']} | {f['upper95']:.4f} | {auc} |")
    return lines


def report_markdown(rep: dict) -> list[str]:
    """The report as Markdown tables (one per bound: all, per writer, per domain)."""
    lines = [f"Leave-writers-out, {rep['folds']} folds, {rep['pairs']} pairs; ROC AUC of the score "
             f"{rep['auc']:.3f}." if rep["auc"] is not None else "", ""]
    for bound, b in rep["bounds"].items():
        lines += [f"### False-hit bound {float(bound):.1%}", ""]
        lines += _table([("all", b["all"])] + [(f"writer {w}", v) for w, v in b["writers"].items()]
                        + [(f"domain {d}", v) for d, v in b["domains"].items()])
        lines += ["", "Thresholds per fold: " + ", ".join(f"{k}: {t:.3f}" for k, t in b["thresholds"].items()), ""]
    return lines


def read_set(path: Path, writer: str | None = None) -> list:
    """Pairs from a JSONL set written as ``{"domain", "stored", "request", "change"}`` lines (``change`` null for a
    rewording) or in the domain sets' own form (``query``, ``candidate``, ``same``)."""
    from .pairs import Pair

    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f):
            if not line.strip():
                continue
            c = json.loads(line)
            if "stored" in c:
                out.append(Pair(c.get("id") or f"{Path(path).stem}-{n:04d}", c["domain"], writer or Path(path).stem,
                                c["request"], c["stored"], c.get("change") is None, c.get("change")))
            else:
                out.append(Pair(c["id"], c["domain"], writer or c.get("split", ""), c["query"], c["candidate"],
                                bool(c["same"]), c.get("change")))
    return out


def score_set(pairs, out: Path, *, verifier: PairVerifier, calibration: Calibration, bound: float, embed) -> dict:
    """Decide every pair with the rule alone and with the verifier at ``bound`` (the shipped calibration); time
    each verifier decision. Writes ``pairs.jsonl`` and ``report.json`` / ``report.md`` in ``out``."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    rows = rule_rows(pairs, embed)
    t = calibration.threshold(bound)
    times = []
    for p, r in zip(pairs, rows):
        s0 = time.perf_counter()
        r["score"] = round(verifier.score(p.query, p.candidate), 6)
        times.append(time.perf_counter() - s0)
        r["served"] = bool(r["rule_same"] or (r["vetoes_pass"] and r["score"] >= t))
        r["by_verifier"] = bool(r["served"] and not r["rule_same"])
        r["fold"] = "frozen"
        r["weights_sha256"] = verifier.sha256
    with open(out / "pairs.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, sort_keys=True) + "\n")
    times.sort()
    rep = {"pairs": len(rows), "bound": bound, "threshold": t, "weights_sha256": verifier.sha256,
           "decide_ms_p50": round(1000 * times[len(times) // 2], 2) if times else None,
           "decide_ms_p90": round(1000 * times[int(len(times) * 0.9)], 2) if times else None,
           "all": _figures(rows), "domains": {d: _figures(v) for d, v in _group(rows, "domain").items()},
           "changes": {c: _figures(v) for c, v in _group([r for r in rows if not r["same"]], "change").items()},
           "false_hits": [r["item"] for r in rows if r["served"] and not r["same"]],
           "by_verifier": [r["item"] for r in rows if r["by_verifier"]]}
    (out / "report.json").write_text(json.dumps(rep, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    lines = [f"{rep['pairs']} pairs; threshold {t:.3f} (false-hit bound {bound:.2%}); verifier decision p50 "
             f"{rep['decide_ms_p50']} ms, p90 {rep['decide_ms_p90']} ms", ""]
    lines += _table([("all", rep["all"])] + [(f"domain {d}", v) for d, v in rep["domains"].items()])
    (out / "report.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return rep
