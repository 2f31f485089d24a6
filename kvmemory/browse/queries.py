"""What the memory holds and did, as SQL over a library's database: the canned queries ``kvmemory browse``
shows and the figures and series ``kvmemory report`` and the dashboard draw.

Every query reads the store's tables (``entries``, ``events``) and the decision log (``decisions``,
:mod:`kvmemory.decisions`) and nothing else, so the same text runs in Datasette, in :func:`summary` and in
``sqlite3 lib/kvmemory.db``. "Memory hits" are answers served from a stored entry (``recurring``, and
``replay`` of a stored tool-call step). "Prefill tokens skipped" are the tokens whose KV was grafted
instead of computed (``grafted_tokens``); "seconds saved" estimates what computing them would have cost at
this library's own measured prefill rate (milliseconds per forwarded token over its cold and transfer
answers), so it is a measured rate times a count, and says so. :func:`open_library` opens a library for them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from ..decisions import create_table
from ..errors import InputError, StoreError
from ..store import Store

__all__ = ["CANNED", "open_library", "summary", "daily", "ttft_by_mode", "entry_view"]

HIT_MODES = "('recurring', 'replay')"
#: This library's prefill cost per forwarded token, from its own cold and transfer answers.
_RATE = ("(SELECT SUM(prefill_ms) / NULLIF(SUM(prompt_tokens), 0) FROM decisions "
         "WHERE mode IN ('cold', 'transfer') AND prompt_tokens > 0 AND prefill_ms IS NOT NULL)")

#: name -> (title, description, SQL): Datasette's canned queries, in the order the index page lists them.
CANNED = {
    "hit_rate_by_day": (
        "Hit rate by day and template",
        "Answers per day and template by mode; hit_rate is the share answered from a stored entry "
        "(recurring, or a replayed tool step).",
        f"""SELECT substr(time, 1, 10) AS day, template, COUNT(*) AS answers,
  SUM(mode = 'recurring') AS recurring, SUM(mode = 'replay') AS replay, SUM(mode = 'transfer') AS transfer,
  SUM(mode = 'cold') AS cold, ROUND(1.0 * SUM(mode IN {HIT_MODES}) / COUNT(*), 3) AS hit_rate
FROM decisions GROUP BY day, template ORDER BY day DESC, answers DESC"""),
    "savings_by_day": (
        "Tokens and seconds saved by day",
        "Prefill tokens skipped (KV grafted instead of computed) and the seconds that saved, estimated at this "
        "library's own prefill rate (ms per token over its cold and transfer answers); decode tokens per mode.",
        f"""SELECT substr(time, 1, 10) AS day, COUNT(*) AS answers, SUM(grafted_tokens) AS prefill_tokens_skipped,
  ROUND(SUM(grafted_tokens) * {_RATE} / 1000.0, 3) AS seconds_saved_est,
  SUM(prompt_tokens) AS prefill_tokens_computed, SUM(decode_tokens) AS decode_tokens,
  ROUND(AVG(CASE WHEN mode IN {HIT_MODES} THEN decode_tokens END), 1) AS decode_tokens_per_hit,
  ROUND(AVG(CASE WHEN mode = 'cold' THEN decode_tokens END), 1) AS decode_tokens_per_cold
FROM decisions GROUP BY day ORDER BY day DESC"""),
    "top_recurring_entries": (
        "Top recurring entries",
        "The entries that answered most often (hits counts every use; logged_hits the answers in the decision log).",
        """SELECT e.id, e.namespace, e.template, substr(e.problem, 1, 100) AS problem, e.answer, e.hits,
  (SELECT COUNT(*) FROM decisions d, json_each(d.entries) j WHERE j.value = e.id) AS logged_hits,
  e.tokens, e.verifier, e.status
FROM entries e WHERE e.hits > 0 ORDER BY e.hits DESC, e.id LIMIT 50"""),
    "refusals_by_veto": (
        "Refusals by veto",
        "Requests whose nearest entry was refused as a different task, by the rule that refused it: a miss is "
        "always cheaper than a false hit.",
        """SELECT decision_kind AS veto, template, COUNT(*) AS refused, MIN(time) AS first, MAX(time) AS last,
  MAX(decision_reason) AS example_reason
FROM decisions WHERE decision = 'changed' GROUP BY veto, template ORDER BY refused DESC"""),
    "quarantines": (
        "Quarantines and deletions",
        "Entries taken out of use, when and why (the audit trail); a quarantined artifact is kept in quarantine/.",
        """SELECT ev.time, ev.entry_id, ev.action, ev.reason, e.namespace, substr(e.problem, 1, 100) AS problem,
  e.artifact_sha256
FROM events ev LEFT JOIN entries e ON e.id = ev.entry_id
WHERE ev.action IN ('quarantined', 'deleted', 'quarantine-prefix') ORDER BY ev.id DESC"""),
    "ttft_by_mode": (
        "Time to first token by mode",
        "Answers per mode with their time to first token (ms) and decode tokens.",
        """SELECT mode, COUNT(*) AS answers, ROUND(MIN(ttft_ms), 2) AS ttft_ms_min, ROUND(AVG(ttft_ms), 2) AS ttft_ms_mean,
  ROUND(MAX(ttft_ms), 2) AS ttft_ms_max, ROUND(AVG(decode_tokens), 1) AS decode_tokens_mean,
  SUM(verified) AS verified
FROM decisions GROUP BY mode ORDER BY answers DESC"""),
}

def open_library(lib: str | Path) -> Store:
    """The store of the library folder ``lib`` for reading (no crash recovery), with the decision log's table created
    if it can be (so the queries run on a library that has answered nothing; a read-only library is read as it is).
    InputError if there is no library there."""
    lib = Path(lib)
    if not (lib / "kvmemory.db").is_file():
        raise InputError(f"no library at {lib} (no kvmemory.db): run `kvmemory demo` first, or pass the library folder "
                         "(`kvmemory browse LIB`, `kvmemory report LIB`)")
    store = Store(lib, recover=False)
    try:
        create_table(store)
    except StoreError:
        pass
    return store


Select = Callable[[str, list], list]   # (sql, params) -> rows as dicts: Store.select, or a Datasette database


def summary(select: Select) -> dict:
    """The headline figures: entries by status, answers, memory hits and hit rate, tokens and seconds saved."""
    entries = {r["status"]: r["n"] for r in select("SELECT status, COUNT(*) AS n FROM entries GROUP BY status", [])}
    d = select(f"""SELECT COUNT(*) AS answers, COALESCE(SUM(mode IN {HIT_MODES}), 0) AS hits,
  COALESCE(SUM(mode = 'transfer'), 0) AS transfer, COALESCE(SUM(mode = 'cold'), 0) AS cold,
  COALESCE(SUM(decision = 'changed'), 0) AS refused, COALESCE(SUM(grafted_tokens), 0) AS prefill_tokens_skipped,
  COALESCE(SUM(decode_tokens), 0) AS decode_tokens, {_RATE} AS prefill_ms_per_token FROM decisions""", [])[0]
    rate = d["prefill_ms_per_token"]
    return {
        "entries": entries.get("active", 0), "quarantined": entries.get("quarantined", 0),
        "deleted": entries.get("deleted", 0), **{k: d[k] for k in ("answers", "hits", "transfer", "cold", "refused",
                                                                    "prefill_tokens_skipped", "decode_tokens")},
        "hit_rate": round(d["hits"] / d["answers"], 4) if d["answers"] else None,
        "prefill_ms_per_token": None if rate is None else round(rate, 4),
        "seconds_saved_est": None if rate is None else round(d["prefill_tokens_skipped"] * rate / 1000.0, 3),
    }


def daily(select: Select) -> list[dict]:
    """Per day: answers by mode, hit rate, prefill tokens skipped (oldest first)."""
    return select(f"""SELECT substr(time, 1, 10) AS day, COUNT(*) AS answers,
  SUM(mode = 'recurring') AS recurring, SUM(mode = 'replay') AS replay, SUM(mode = 'transfer') AS transfer,
  SUM(mode = 'cold') AS cold, 1.0 * SUM(mode IN {HIT_MODES}) / COUNT(*) AS hit_rate,
  SUM(grafted_tokens) AS prefill_tokens_skipped
FROM decisions GROUP BY day ORDER BY day""", [])


def ttft_by_mode(select: Select) -> dict[str, list[float]]:
    """Every logged time to first token (ms), by mode."""
    out: dict[str, list[float]] = {}
    for r in select("SELECT mode, ttft_ms FROM decisions WHERE ttft_ms IS NOT NULL ORDER BY mode, id", []):
        out.setdefault(r["mode"], []).append(r["ttft_ms"])
    return out


def entry_view(select: Select, entry_id: int) -> dict | None:
    """One entry for its page: the entry's record (no embedding), its answers in the decision log (newest first)
    and its audit trail; None if there is no such entry."""
    rows = select("""SELECT id, namespace, template, status, status_reason, problem, solution, answer, verifier,
  verdict, artifact_sha256, tokens, model_fingerprint, created, hits, metadata FROM entries WHERE id = ?""",
                  [int(entry_id)])
    if not rows:
        return None
    hits = select("""SELECT d.time, d.mode, d.decision_kind, d.score, d.decode_tokens, d.grafted_tokens, d.ttft_ms,
  d.verified, d.verdict FROM decisions d, json_each(d.entries) j WHERE j.value = ? ORDER BY d.id DESC LIMIT 200""",
                  [int(entry_id)])
    events = select("SELECT time, action, reason FROM events WHERE entry_id = ? ORDER BY id DESC", [int(entry_id)])
    return {"entry": rows[0], "hits": hits, "events": events}
