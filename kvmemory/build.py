"""Offline library building: :func:`build_library` (the ``kvmemory build`` command is in :mod:`kvmemory.cli`).

Each JSONL row is mapped to ``(problem, solution, answer)`` by field names (``--problem-field``,
``--solution-field``, ``--answer-field``, or ``--answer-regex`` over the solution), verified, and
deposited with :meth:`KVMemory.deposit`, so every artifact is computed exactly as deposit computes
it and a built library passes ``kvmemory check-exact``.

Resumable: the outcome of every row (admitted with its entry id, or rejected with the reason) is
recorded in the library's ``build_rows`` table, keyed by the SHA-256 of the row's content, in the
same SQLite transaction as the entry itself. A rerun after an interruption (Ctrl-C, SIGKILL, a crash)
skips every recorded row without computing anything, and its summary covers all rows, including
those done by earlier runs. A row that is a duplicate of one already in the library is recognised by
``deposit``'s content check before any KV is computed.

Progress goes to stderr (tqdm) with entries/s, KV tokens/s and the ETA; the summary says what was
admitted and rejected and why.

This is also the public build API other runners use: :mod:`kvmemory.raybuild` plans rows with
:func:`plan_rows`, deposits them with :func:`deposit_row`, records outcomes with :func:`record` and
totals them with :func:`count` / :func:`summarize`. Nothing here imports a runner back.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any


from . import templates
from .errors import InputError, KVMemoryError, VerificationError

__all__ = ["build_library", "BuildSummary", "row_key", "plan_rows", "ensure_table", "recorded",
           "record", "deposit_row", "count", "summarize"]

_TABLE = "build_rows"


@dataclass
class BuildSummary:
    """What a build did, over every row in range, counting earlier (interrupted) runs of the same build."""

    library: str
    data: str
    rows: int = 0                 # rows in range (after --limit)
    admitted: int = 0             # rows whose entry is in the library
    rejected: int = 0             # rows refused, with reasons below
    computed: int = 0             # entries whose KV this run computed
    resumed: int = 0              # rows skipped because an earlier run recorded them
    duplicates: int = 0           # admitted rows whose content another row had already deposited
    kv_tokens: int = 0            # tokens of KV this run computed
    seconds: float = 0.0          # this run's wall time
    tokens_per_s: float = 0.0     # KV tokens computed per second of row processing (model loading excluded)
    interrupted: bool = False
    reasons: dict = field(default_factory=dict)        # rejection reason -> count (all runs)
    examples: list = field(default_factory=list)       # a few rejected rows with their reasons
    entries: int = 0              # active entries in the library at the end

    def to_dict(self) -> dict:
        return asdict(self)

    def text(self) -> str:
        lines = [
            f"{'interrupted' if self.interrupted else 'built'} {self.library} from {self.data}: "
            f"{self.rows} rows, {self.admitted} admitted, {self.rejected} rejected",
            f"this run: {self.computed} entries computed ({self.kv_tokens:,} KV tokens, {self.tokens_per_s:,.0f} tok/s, "
            f"{self.seconds:.1f} s), {self.resumed} rows already done by an earlier run, "
            f"{self.duplicates} duplicates",
        ]
        for reason, n in sorted(self.reasons.items(), key=lambda kv: -kv[1]):
            lines.append(f"  rejected {n:>5} x {reason}")
        for ex in self.examples[:5]:
            lines.append(f"    e.g. row {ex['row']}: {ex['reason']}")
        if self.interrupted:
            lines.append("rerun the same command to resume: finished rows are not computed again")
        return "\n".join(lines)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def row_key(problem: Any, solution: Any, answer: Any, verifier: str, namespace: str) -> str:
    """SHA-256 naming one row's content and how it is judged: the resume key."""
    return hashlib.sha256(json.dumps([problem, solution, answer, verifier, namespace, templates.TEMPLATE_VERSION],
                                     default=str).encode()).hexdigest()


def ensure_table(store) -> None:
    """The ``build_rows`` table (one row per input row's outcome) in the library's database."""
    store.create_table(_TABLE, {"row_sha256": str, "data": str, "row": int, "status": str, "entry_id": int,
                                "reason": str, "category": str, "tokens": int, "computed": int, "time": str},
                       pk="row_sha256")


def recorded(store, keys: list[str]) -> dict[str, dict]:
    """The recorded outcomes of the rows named by ``keys``, by key."""
    out: dict[str, dict] = {}
    for i in range(0, len(keys), 500):
        chunk = keys[i:i + 500]
        out.update({r["row_sha256"]: r for r in store.select(
            f"SELECT * FROM {_TABLE} WHERE row_sha256 IN ({','.join('?' * len(chunk))})", chunk)})
    return out


def record(store, key: str, data: str, row: int, status: str, *, entry_id=None, reason="", category="",
           tokens=0, computed=False) -> None:
    """Record one row's outcome (call inside the transaction that stored its entry, if any)."""
    store.insert_row(_TABLE, {"row_sha256": key, "data": data, "row": row, "status": status, "entry_id": entry_id,
                              "reason": reason, "category": category, "tokens": tokens, "computed": int(computed),
                              "time": _now()}, replace=True)


def _read_rows(path: Path, limit: int | None) -> list[tuple[int, Any]]:
    """``(row number, parsed object or the exception text)`` for the first ``limit`` non-blank lines."""
    rows = []
    try:
        f = open(path, encoding="utf-8", errors="replace")
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc}") from exc
    with f:
        for line in f:
            if not line.strip():
                continue
            try:
                rows.append((len(rows), json.loads(line)))
            except json.JSONDecodeError as exc:
                rows.append((len(rows), f"invalid JSON: {exc.msg}"))
            if limit is not None and len(rows) >= limit:
                break
    return rows


def _map_row(obj, problem_field, solution_field, answer_field, answer_regex):
    """``(problem, solution, answer, None)`` or ``(…, reason)`` when the row cannot be used."""
    if isinstance(obj, str):
        return obj, None, None, ("malformed row", obj)
    if not isinstance(obj, dict):
        return None, None, None, ("malformed row", f"row is a JSON {type(obj).__name__}, not an object")
    missing = [f for f in (problem_field, solution_field) if f not in obj]
    if answer_field and answer_field not in obj:
        missing.append(answer_field)
    if missing:
        return None, None, None, ("missing field", f"row has no field {missing[0]!r}")
    problem, solution = obj[problem_field], obj[solution_field]
    answer = obj[answer_field] if answer_field else None
    if answer is None and answer_regex and isinstance(solution, str):
        m = answer_regex.search(solution)
        if m is None:
            return problem, solution, None, ("no answer", f"solution does not match --answer-regex {answer_regex.pattern!r}")
        answer = (m.group(1) if m.groups() else m.group(0)).strip()
    return problem, solution, answer, None


def build_library(data: str | os.PathLike, out: str | os.PathLike | None = None, *, mem=None, model: Any = None,
                  tokenizer: Any = None, embedder: Any = None, limit: int | None = None,
                  problem_field: str = "question", solution_field: str = "answer", answer_field: str | None = None,
                  answer_regex: str | None = r"####\s*(.+)", verifier: Any = "numeric",
                  namespace: str | None = None, progress: bool = True, cache_dir=None, dtype: Any = None,
                  device: str | None = None, recap: bool = True) -> BuildSummary:
    """Build (or resume building) a verified library at ``out`` from the JSONL file ``data``.

    Pass an open :class:`~kvmemory.KVMemory` as ``mem``, or ``out`` with ``model``/``tokenizer``/``embedder``/
    ``dtype``/``device`` as :class:`~kvmemory.KVMemory` takes them (``out`` may be a URL; ``cache_dir`` is then this host's
    catalog and cache). Returns a :class:`BuildSummary`; a KeyboardInterrupt
    stops the build cleanly and is reported as ``interrupted``.
    """
    from .memory import KVMemory
    from .verifiers import resolve_verifier

    data = Path(data)
    if limit is not None and limit < 0:
        raise InputError("--limit must be >= 0")
    regex = re.compile(answer_regex, re.M) if answer_regex else None
    verifier_name, _ = resolve_verifier(verifier)
    own = mem is None
    if own:
        if out is None:
            raise InputError("pass out=<library folder> or mem=<KVMemory>")
        extra = {"cache_dir": cache_dir} if cache_dir is not None else {}
        mem = KVMemory(out, model=model, tokenizer=tokenizer, embedder=embedder, dtype=dtype, device=device or "cpu",
                       **extra)
    try:
        return _build(mem, data, limit, problem_field, solution_field, answer_field, regex, verifier, verifier_name,
                      namespace or mem.settings.namespace, progress, recap)
    finally:
        if own:
            mem.close()


def _build(mem, data: Path, limit, problem_field, solution_field, answer_field, regex, verifier, verifier_name,
           namespace, progress, recap: bool = True) -> BuildSummary:
    from tqdm import tqdm

    store = mem.store
    ensure_table(store)
    plan = plan_rows(data, limit, problem_field, solution_field, answer_field, regex, verifier_name, namespace)
    done = recorded(store, [p[1] for p in plan])
    summary = BuildSummary(library=str(mem.path), data=str(data), rows=len(plan))
    todo = [p for p in plan if p[1] not in done]
    summary.resumed = len(plan) - len(todo)
    t0 = time.perf_counter()
    if todo:
        mem.fingerprint  # load the model and record its fingerprint before the first transaction
        mem.embed(todo[0][2] if isinstance(todo[0][2], str) and todo[0][2].strip() else "warm up")
    t_rows = time.perf_counter()  # the rate excludes model loading
    bar = tqdm(total=len(plan), initial=summary.resumed, desc=f"build {Path(mem.path).name}", unit="row",
               file=sys.stderr, disable=not progress, dynamic_ncols=True, mininterval=0.5)
    try:
        for planned in todo:
            with store.transaction():
                out = deposit_row(mem, planned, data.name, verifier, verifier_name, namespace, recap=False)
                record(store, **out)
            if recap and out.get("computed"):  # after the row's commit: its lock is not held for the forward
                mem.make_recap(mem.get(out["entry_id"]))
            count(summary, out)
            elapsed = time.perf_counter() - t_rows
            bar.set_postfix_str(f"{summary.kv_tokens / max(elapsed, 1e-9):,.0f} tok/s, {summary.computed} new",
                                refresh=False)
            bar.update(1)
    except KeyboardInterrupt:
        summary.interrupted = True
    finally:
        bar.close()
    summary.seconds = time.perf_counter() - t0
    rows_s = time.perf_counter() - t_rows
    summary.tokens_per_s = summary.kv_tokens / rows_s if rows_s > 0 else 0.0
    return summarize(store, plan, summary, data.name)


def plan_rows(data: Path, limit, problem_field, solution_field, answer_field, regex, verifier_name,
              namespace) -> list[tuple]:
    """``(row number, resume key, problem, solution, answer, reason or None)`` for each row in range."""
    plan = []
    for n, obj in _read_rows(data, limit):
        problem, solution, answer, problem_reason = _map_row(obj, problem_field, solution_field, answer_field, regex)
        key = row_key(obj if problem_reason and problem is None else problem, solution, answer, verifier_name, namespace)
        plan.append((n, key, problem, solution, answer, problem_reason))
    return plan


def deposit_row(mem, planned: tuple, data_name: str, verifier, verifier_name: str, namespace: str, *,
                recap: bool = True) -> dict:
    """Verify and deposit one planned row into ``mem``; its outcome as :func:`record`'s keyword arguments."""
    n, key, problem, solution, answer, problem_reason = planned
    out = {"key": key, "data": data_name, "row": n}
    if problem_reason is not None:
        return {**out, "status": "rejected", "reason": problem_reason[1], "category": problem_reason[0]}
    before = mem.store.count()
    try:
        entry = mem.deposit(problem, solution, answer=answer, verifier=verifier, namespace=namespace,
                            metadata={"source": "build", "data": data_name, "row": n, "row_sha256": key}, recap=recap)
    except VerificationError as exc:
        reason = exc.verdict.reason if exc.verdict is not None else str(exc)
        return {**out, "status": "rejected", "reason": reason,
                "category": f"verifier {verifier_name}: {_category(reason)}"}
    except InputError as exc:
        return {**out, "status": "rejected", "reason": str(exc), "category": f"input: {_category(str(exc))}"}
    computed = mem.store.count() > before
    return {**out, "status": "admitted", "entry_id": entry.id, "reason": entry.verdict,
            "tokens": entry.tokens if computed else 0, "computed": computed}


def count(summary: BuildSummary, out: dict) -> None:
    """Add one row outcome of this run to ``summary``."""
    if out["status"] != "admitted":
        return
    if out.get("computed"):
        summary.computed += 1
        summary.kv_tokens += out["tokens"]
    else:
        summary.duplicates += 1


def summarize(store, plan: list[tuple], summary: BuildSummary, data_name: str) -> BuildSummary:
    """Fill ``summary``'s totals over every planned row from the recorded outcomes (all runs), log it."""
    records = recorded(store, [p[1] for p in plan])
    reasons: Counter = Counter()
    examples = []
    admitted_ids = set()
    for n, key, *_ in plan:
        r = records.get(key)
        if r is None:
            continue
        if r["status"] == "admitted":
            admitted_ids.add(key)
        else:
            reasons[r["category"] or "rejected"] += 1
            if len(examples) < 20:
                examples.append({"row": n, "reason": r["reason"]})
    summary.admitted = len(admitted_ids)
    summary.rejected = sum(reasons.values())
    summary.reasons = dict(reasons)
    summary.examples = examples
    summary.entries = store.count()
    store.log(None, "build", f"{'interrupted' if summary.interrupted else 'built'} from {data_name}: "
              f"{summary.computed} computed, {summary.rejected} rejected in all",
              {k: v for k, v in summary.to_dict().items() if k != "examples"})
    return summary


def _category(reason: str) -> str:
    """A short, countable form of a rejection reason: numbers and quoted text removed."""
    text = re.sub(r"'[^']*'|\"[^\"]*\"", "…", reason)
    text = re.sub(r"-?\d[\d,.]*", "N", text)
    return text.split(";")[0].strip()[:80]
