"""The library folder and its SQLite database (through sqlite-utils).

Layout of a library folder::

    lib/
      kvmemory.db             SQLite (WAL): entries, events (audit trail), meta
      artifacts/ab/ab….safetensors   content-addressed KV artifacts
      quarantine/             artifacts that failed their hash check, kept as evidence

Every write is one ``BEGIN IMMEDIATE`` transaction. The artifact is written and renamed into place
*before* the transaction that references it commits, so a crash can leave at worst an unreferenced
artifact (removed by :meth:`Store.collect_orphans`), never an entry pointing at a missing or partial
file. ``meta.generation`` is bumped by every change so other processes know to refresh their index.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import sqlite_utils

from .artifact import artifact_path
from .errors import NotFoundError, StoreError

__all__ = ["Store", "Entry", "ACTIVE", "QUARANTINED", "DELETED"]

ACTIVE, QUARANTINED, DELETED = "active", "quarantined", "deleted"
SCHEMA_VERSION = "1"


@dataclass
class Entry:
    """One verified entry. ``path`` is its KV artifact, named by ``sha256``."""

    id: int
    namespace: str
    problem: str
    solution: str
    answer: str | None
    verifier: str
    verdict: str
    sha256: str
    path: Path
    tokens: int
    model_fingerprint: str
    template: str
    created: str
    hits: int = 0
    status: str = ACTIVE
    status_reason: str = ""
    metadata: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        d = {k: getattr(self, k) for k in self.__dataclass_fields__}
        d["path"] = str(self.path)
        return d


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


class Store:
    """SQLite metadata for one library folder. Thread-safe; safe to share across processes."""

    def __init__(self, root: str | os.PathLike):
        self.root = Path(root)
        self.artifacts = self.root / "artifacts"
        self.quarantine_dir = self.root / "quarantine"
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            self.artifacts.mkdir(exist_ok=True)
            self.quarantine_dir.mkdir(exist_ok=True)
            conn = sqlite3.connect(self.root / "kvmemory.db", timeout=60, isolation_level=None,
                                   check_same_thread=False)
            conn.execute("PRAGMA busy_timeout = 60000")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"cannot open library at {self.root}: {exc}") from exc
        self.db = sqlite_utils.Database(conn)
        self._lock = threading.RLock()
        self._init_schema()

    # -- schema ------------------------------------------------------------------------------
    def _init_schema(self) -> None:
        with self.transaction():
            if "entries" not in self.db.table_names():
                self.db["entries"].create(
                    {
                        "id": int, "namespace": str, "problem": str, "problem_key": str, "solution": str,
                        "answer": str, "verifier": str, "verdict": str, "content_key": str,
                        "artifact_sha256": str, "tokens": int, "model_fingerprint": str, "template": str,
                        "embedding": bytes, "created": str, "hits": int, "status": str,
                        "status_reason": str, "metadata": str,
                    },
                    pk="id",
                    not_null={"namespace", "problem", "problem_key", "content_key", "artifact_sha256", "status"},
                    defaults={"hits": 0, "status": ACTIVE, "status_reason": ""},
                )
                self.db.execute(
                    "CREATE UNIQUE INDEX entries_active_content ON entries(content_key) WHERE status = 'active'")
                self.db["entries"].create_index(["problem_key", "status"])
                self.db["entries"].create_index(["artifact_sha256"])
            if "events" not in self.db.table_names():
                self.db["events"].create(
                    {"id": int, "time": str, "entry_id": int, "action": str, "reason": str, "detail": str}, pk="id")
            if "meta" not in self.db.table_names():
                self.db["meta"].create({"key": str, "value": str}, pk="key")
                self.db["meta"].insert_all([{"key": "schema", "value": SCHEMA_VERSION},
                                            {"key": "generation", "value": "0"}])

    @contextmanager
    def transaction(self):
        """``BEGIN IMMEDIATE`` … ``COMMIT``; rolls back on any error. Re-entrant within a thread."""
        with self._lock:
            conn = self.db.conn
            if conn.in_transaction:
                yield
                return
            try:
                self._begin(conn)
                yield
                conn.execute("COMMIT")
            except BaseException as exc:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    raise StoreError(f"library database error at {self.root}: {exc}") from exc
                raise

    @staticmethod
    def _begin(conn) -> None:
        # busy_timeout covers most contention; retry the rare SQLITE_BUSY that escapes it.
        for attempt in range(200):
            try:
                conn.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) and "busy" not in str(exc):
                    raise
                time.sleep(min(0.05 * (attempt + 1), 1.0))
        conn.execute("BEGIN IMMEDIATE")

    # -- meta ---------------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        with self._lock:
            row = self.db.execute("SELECT value FROM meta WHERE key = ?", [key]).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self.db["meta"].upsert({"key": key, "value": value}, pk="key")

    def generation(self) -> int:
        return int(self.get_meta("generation") or 0)

    def _bump(self) -> None:
        self.db.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'generation'")

    def log(self, entry_id: int | None, action: str, reason: str = "", detail: dict | None = None) -> None:
        with self.transaction():
            self.db["events"].insert({"time": _now(), "entry_id": entry_id, "action": action, "reason": reason,
                                      "detail": json.dumps(detail or {}, sort_keys=True)})

    # -- entries ------------------------------------------------------------------------------
    def _entry(self, row: dict) -> Entry:
        return Entry(
            id=row["id"], namespace=row["namespace"], problem=row["problem"], solution=row["solution"],
            answer=row["answer"], verifier=row["verifier"], verdict=row["verdict"],
            sha256=row["artifact_sha256"], path=artifact_path(self.artifacts, row["artifact_sha256"]),
            tokens=row["tokens"], model_fingerprint=row["model_fingerprint"], template=row["template"],
            created=row["created"], hits=row["hits"], status=row["status"],
            status_reason=row["status_reason"] or "", metadata=json.loads(row["metadata"] or "{}"),
        )

    def _rows(self, sql: str, params=()) -> list[dict]:
        with self._lock:
            cur = self.db.execute(sql, list(params))
            cols = [c[0] for c in cur.description]
            return [dict(zip(cols, r)) for r in cur.fetchall()]

    def insert(self, record: dict) -> tuple[Entry, bool]:
        """Insert an entry unless the same content is already active. Returns ``(entry, created)``."""
        with self.transaction():
            found = self._rows("SELECT * FROM entries WHERE content_key = ? AND status = ?",
                               [record["content_key"], ACTIVE])
            if found:
                return self._entry(found[0]), False
            row = {**record, "created": _now(), "hits": 0, "status": ACTIVE, "status_reason": ""}
            new_id = self.db["entries"].insert(row).last_pk
            self.db["events"].insert({"time": row["created"], "entry_id": new_id, "action": "deposit",
                                      "reason": record.get("verdict", ""), "detail": "{}"})
            self._bump()
            return self.get(new_id), True

    def get(self, entry_id: int, *, any_status: bool = True) -> Entry:
        rows = self._rows("SELECT * FROM entries WHERE id = ?", [int(entry_id)])
        if not rows or (not any_status and rows[0]["status"] != ACTIVE):
            raise NotFoundError(f"no entry with id {entry_id}: list entries with `kvmemory list`")
        return self._entry(rows[0])

    def find_active(self, problem_key: str) -> list[Entry]:
        rows = self._rows("SELECT * FROM entries WHERE problem_key = ? AND status = ? ORDER BY id DESC",
                          [problem_key, ACTIVE])
        return [self._entry(r) for r in rows]

    def list(self, *, namespace: str | None = None, status: str | None = ACTIVE, limit: int | None = None,
             offset: int = 0) -> list[Entry]:
        where, params = [], []
        if namespace is not None:
            where.append("namespace = ?")
            params.append(namespace)
        if status is not None:
            where.append("status = ?")
            params.append(status)
        sql = "SELECT * FROM entries" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY id"
        if limit is not None:
            sql += f" LIMIT {int(limit)} OFFSET {int(offset)}"
        return [self._entry(r) for r in self._rows(sql, params)]

    def count(self, *, namespace: str | None = None) -> int:
        sql, params = "SELECT COUNT(*) FROM entries WHERE status = ?", [ACTIVE]
        if namespace is not None:
            sql += " AND namespace = ?"
            params.append(namespace)
        with self._lock:
            return self.db.execute(sql, params).fetchone()[0]

    def embeddings(self) -> list[tuple[int, str, bytes]]:
        """``(id, namespace, float32 embedding bytes)`` of every active entry."""
        with self._lock:
            return self.db.execute(
                "SELECT id, namespace, embedding FROM entries WHERE status = ? ORDER BY id", [ACTIVE]).fetchall()

    def add_hits(self, ids) -> None:
        ids = [int(i) for i in ids]
        if not ids:
            return
        with self.transaction():
            self.db.execute(f"UPDATE entries SET hits = hits + 1 WHERE id IN ({','.join('?' * len(ids))})", ids)

    def set_status(self, entry_id: int, status: str, reason: str) -> Entry:
        """Quarantine or delete an entry (kept in the audit trail); its artifact leaves ``artifacts/``."""
        with self.transaction():
            entry = self.get(entry_id)
            self.db.execute("UPDATE entries SET status = ?, status_reason = ? WHERE id = ?",
                            [status, reason, entry.id])
            self.db["events"].insert({"time": _now(), "entry_id": entry.id, "action": status, "reason": reason,
                                      "detail": json.dumps({"artifact": entry.sha256})})
            self._bump()
            still_used = self.db.execute("SELECT COUNT(*) FROM entries WHERE artifact_sha256 = ? AND status = ?",
                                         [entry.sha256, ACTIVE]).fetchone()[0]
        if not still_used and entry.path.exists():
            if status == QUARANTINED:
                os.replace(entry.path, self.quarantine_dir / entry.path.name)
            else:
                entry.path.unlink(missing_ok=True)
        return self.get(entry_id)

    def events(self, entry_id: int | None = None) -> list[dict]:
        if entry_id is None:
            return self._rows("SELECT * FROM events ORDER BY id")
        return self._rows("SELECT * FROM events WHERE entry_id = ? ORDER BY id", [int(entry_id)])

    def referenced_artifacts(self) -> set[str]:
        with self._lock:
            return {r[0] for r in self.db.execute(
                "SELECT DISTINCT artifact_sha256 FROM entries WHERE status = ?", [ACTIVE]).fetchall()}

    def collect_orphans(self, *, min_age_s: float = 600.0) -> list[Path]:
        """Remove temp files and artifacts no active entry references, older than ``min_age_s``.

        The age guard keeps a concurrent depositor's artifact, written but not yet committed, alive.
        """
        now = time.time()
        used = self.referenced_artifacts()
        removed = []
        for path in self.artifacts.glob("*/*"):
            name = path.name
            is_tmp = name.startswith(".tmp-")
            sha = name.removesuffix(".safetensors")
            if (is_tmp or sha not in used) and now - path.stat().st_mtime >= min_age_s:
                path.unlink(missing_ok=True)
                removed.append(path)
        if removed:
            self.log(None, "collect_orphans", f"removed {len(removed)} unreferenced files",
                     {"files": [p.name for p in removed]})
        return removed

    def close(self) -> None:
        with self._lock:
            try:
                self.db.conn.close()
            except sqlite3.Error:
                pass
