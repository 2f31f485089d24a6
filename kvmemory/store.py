"""The library folder and its SQLite database (through sqlite-utils).

Layout of a library folder::

    lib/
      kvmemory.db             SQLite (WAL): entries, events (audit trail), meta
      artifacts/ab/ab….safetensors   content-addressed KV artifacts
      quarantine/             artifacts that failed their hash check, kept as evidence
      locks/                  one ``*.lock`` file per open Store, flock-held by its process

Every write is one ``BEGIN IMMEDIATE`` transaction. The artifact is written and renamed into place
*before* the transaction that references it commits, and :meth:`Store.insert` checks, inside that
transaction, that the file is there; so a crash can leave at worst an unreferenced artifact, never an
entry pointing at a missing or partial file. ``meta.generation`` is bumped by every change so other
processes know to refresh their index.

Crash recovery (writer registration, orphans, unfinished quarantines) is :mod:`kvmemory.recovery`.

The store is the only owner of the database connection (``_db``, private). Other modules keep their
own tables in the library's database through a small side-table API, and write the audit trail
through the event log:

=====================================  =============================================================
``create_table(name, columns, ...)``   a side table (and its indexes), if it does not exist yet
``insert_row`` / ``update_rows``       write one row / set columns where other columns equal values
``trim(name, keep)``                   delete all but the newest ``keep`` rows (a bounded log)
``select(sql, params)``                rows of a read-only query (``SELECT`` / ``WITH``) as dicts
``log(entry_id, action, reason, …)``   one event in the audit trail (``events`` reads them back)
``artifacts_with_status(status)``      the artifact hashes entries of one status use
``integrity_check()``                  SQLite's ``PRAGMA integrity_check`` (``"ok"`` when sound)
=====================================  =============================================================

Every write verb runs in :meth:`Store.transaction` (joining the caller's, if one is open), so a side
table row can commit together with the entry it describes (``build_rows``, the remote catalog).
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import sqlite_utils

from . import recovery
from .artifact import artifact_path
from .errors import NotFoundError, StoreError

__all__ = ["Store", "Entry", "ACTIVE", "QUARANTINED", "DELETED", "LIBRARY_META"]

ACTIVE, QUARANTINED, DELETED = "active", "quarantined", "deleted"
SCHEMA_VERSION = "1"
CORE_TABLES = ("entries", "events", "meta")   # the store's own; everything else is a side table
#: The meta rows that say what a library is (model, embedder, the torch/transformers stack that wrote it):
#: a bundle's manifest and a library at a URL (library.json) carry them to a library that lacks them.
LIBRARY_META = ("model_fingerprint", "model", "embedder", "embedding_dim", "stack")
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


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
    """SQLite metadata for one library folder. Thread-safe; safe to share across processes.

    ``recover=True`` (the default) cleans up after crashed writers on open (see the module docstring).
    """

    def __init__(self, root: str | os.PathLike, *, recover: bool = True):
        if isinstance(root, str) and "://" in root:
            raise StoreError(f"{root} is a URL: open it with KVMemory({root!r}) or `kvmemory --lib {root}` (a library "
                             "at a URL keeps a local catalog per host); this command works on a local library folder")
        self.root = Path(root)
        self.artifacts = self.root / "artifacts"
        self.quarantine_dir = self.root / "quarantine"
        self.locks_dir = self.root / "locks"
        self.db_path = self.root / "kvmemory.db"
        self._reg = None
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            self.artifacts.mkdir(exist_ok=True)
            self.quarantine_dir.mkdir(exist_ok=True)
            self.locks_dir.mkdir(exist_ok=True)
            self._reg = recovery.Registration(self.locks_dir)
            conn = sqlite3.connect(self.db_path, timeout=60, isolation_level=None,
                                   check_same_thread=False)
            conn.execute("PRAGMA busy_timeout = 60000")
            self._retry(lambda: self._wal(conn))
            conn.execute("PRAGMA synchronous = FULL")
        except (OSError, sqlite3.Error) as exc:
            if self._reg is not None:
                self._reg.release()
            raise StoreError(f"cannot open library at {self.root}: {exc}") from exc
        self._db = sqlite_utils.Database(conn)
        self._lock = threading.RLock()
        self.last_recovery: dict | None = None
        self._opening = True
        try:
            self._init_schema()
            if recover:
                self.last_recovery = self.recover(only_if_crashed=True)
        except BaseException:
            self.close()
            raise
        finally:
            self._opening = False

    @staticmethod
    def _wal(conn) -> None:
        if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
            conn.execute("PRAGMA journal_mode = WAL")

    @staticmethod
    def _retry(fn, attempts: int = 200):
        """Run ``fn``, retrying the SQLITE_BUSY / "database is locked" that can escape busy_timeout."""
        for attempt in range(attempts):
            try:
                return fn()
            except sqlite3.OperationalError as exc:
                msg = str(exc)
                if ("locked" not in msg and "busy" not in msg) or attempt == attempts - 1:
                    raise
                time.sleep(min(0.05 * (attempt + 1), 1.0))

    # -- schema ------------------------------------------------------------------------------
    def _init_schema(self) -> None:
        with self._lock:
            present = set(self._read(lambda: self._db.table_names()))
        if {"entries", "events", "meta"} <= present:
            return
        with self.transaction():
            if "entries" not in self._db.table_names():
                self._db["entries"].create(
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
                self._db.execute(
                    "CREATE UNIQUE INDEX entries_active_content ON entries(content_key) WHERE status = 'active'")
                self._db["entries"].create_index(["problem_key", "status"])
                self._db["entries"].create_index(["artifact_sha256"])
            if "events" not in self._db.table_names():
                self._db["events"].create(
                    {"id": int, "time": str, "entry_id": int, "action": str, "reason": str, "detail": str}, pk="id")
            if "meta" not in self._db.table_names():
                self._db["meta"].create({"key": str, "value": str}, pk="key")
                self._db["meta"].insert_all([{"key": "schema", "value": SCHEMA_VERSION},
                                            {"key": "generation", "value": "0"}])

    @contextmanager
    def transaction(self):
        """``BEGIN IMMEDIATE`` … ``COMMIT``; rolls back on any error. Re-entrant within a thread."""
        with self._lock:
            conn = self._db.conn
            if conn.in_transaction:
                yield
                return
            try:
                self._begin(conn)
                yield
                self._retry(lambda: conn.execute("COMMIT"))
            except BaseException as exc:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    raise StoreError(f"library database error at {self.root}: {exc}") from exc
                raise

    @classmethod
    def _begin(cls, conn) -> None:
        # busy_timeout covers most contention; retry the rare SQLITE_BUSY that escapes it.
        cls._retry(lambda: conn.execute("BEGIN IMMEDIATE"))

    def _read(self, fn):
        """Run a read, mapping sqlite3 errors to StoreError (WAL readers rarely wait; retry if they do)."""
        try:
            return self._retry(fn)
        except sqlite3.Error as exc:
            raise StoreError(f"library database error at {self.root}: {exc}") from exc

    # -- meta ---------------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        with self._lock:
            row = self._read(lambda: self._db.execute("SELECT value FROM meta WHERE key = ?", [key]).fetchone())
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self._db["meta"].upsert({"key": key, "value": value}, pk="key")

    def meta_items(self, prefix: str) -> list[tuple[str, str]]:
        """``(key, value)`` of every meta row whose key starts with ``prefix`` (a plain string, not a pattern)."""
        with self._lock:
            rows = self._read(lambda: self._db.execute(
                "SELECT key, value FROM meta WHERE substr(key, 1, ?) = ? ORDER BY key", [len(prefix), prefix]).fetchall())
        return [(k, v) for k, v in rows]

    def delete_meta(self, key: str) -> None:
        with self.transaction():
            self._db.execute("DELETE FROM meta WHERE key = ?", [key])

    def generation(self) -> int:
        return int(self.get_meta("generation") or 0)

    def _bump(self) -> None:
        self._db.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'generation'")

    def log(self, entry_id: int | None, action: str, reason: str = "", detail: dict | None = None) -> None:
        with self.transaction():
            self._db["events"].insert({"time": _now(), "entry_id": entry_id, "action": action, "reason": reason,
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

    def select(self, sql: str, params=()) -> list[dict]:
        """Rows of a read-only SQL query (``SELECT`` or ``WITH``) as dicts, for modules that keep side
        tables in the library's database (``build_rows``, the remote catalog). Runs under the store's
        lock and busy-retry; writes go through :meth:`insert_row` / :meth:`update_rows`."""
        if not re.match(r"\s*(SELECT|WITH)\b", sql, re.I):
            raise StoreError(f"select() runs read-only queries; write with insert_row/update_rows: {sql[:40]!r}")

        def run():
            cur = self._db.execute(sql, list(params))
            cols = [c[0] for c in cur.description]
            return [dict(zip(cols, r)) for r in cur.fetchall()]

        with self._lock:
            return self._read(run)

    # -- side tables: other modules' tables in the library database ---------------------------
    @staticmethod
    def _side(table: str, *columns: str) -> None:
        for name in (table, *columns):
            if not _NAME.match(name):
                raise StoreError(f"{name!r} is not a plain SQL name (letters, digits, underscore)")
        if table in CORE_TABLES:
            raise StoreError(f"{table!r} belongs to the store: use its methods (insert, set_status, log, set_meta)")

    def create_table(self, table: str, columns: dict, *, pk: str, indexes: dict | None = None) -> None:
        """Create the side table ``table`` (``{column: python type}``, primary key ``pk``) and the
        ``{index name: [columns]}`` in ``indexes``, each only if it does not exist yet."""
        self._side(table, *columns)
        with self.transaction():
            self._db[table].create(columns, pk=pk, if_not_exists=True)
            for name, cols in (indexes or {}).items():
                self._side(table, name, *cols)
                self._db.execute(f"CREATE INDEX IF NOT EXISTS [{name}] ON [{table}]({', '.join(cols)})")

    def insert_row(self, table: str, row: dict, *, replace: bool = False, ignore: bool = False):
        """Insert one row into a side table (``replace``: over a row with the same key; ``ignore``: keep
        that row). Returns the row's primary key. Joins the caller's transaction, if one is open."""
        self._side(table, *row)
        with self.transaction():
            return self._db[table].insert(row, replace=replace, ignore=ignore).last_pk

    def update_rows(self, table: str, values: dict, where: dict) -> int:
        """``UPDATE table SET values WHERE`` every column of ``where`` equals its value; rows changed."""
        self._side(table, *values, *where)
        sql = (f"UPDATE [{table}] SET " + ", ".join(f"[{c}] = ?" for c in values)
               + " WHERE " + " AND ".join(f"[{c}] = ?" for c in where))
        with self.transaction():
            return self._db.execute(sql, [*values.values(), *where.values()]).rowcount

    def trim(self, table: str, keep: int) -> int:
        """Delete all but the newest ``keep`` rows of the side table ``table`` (by rowid: rows are appended);
        rows deleted."""
        self._side(table)
        sql = f"DELETE FROM [{table}] WHERE rowid <= (SELECT MAX(rowid) FROM [{table}]) - ?"
        with self.transaction():
            return self._db.execute(sql, [int(keep)]).rowcount

    def integrity_check(self) -> str:
        """SQLite's ``PRAGMA integrity_check``: ``"ok"``, or what is damaged."""
        with self._lock:
            return self._read(lambda: self._db.execute("PRAGMA integrity_check").fetchone()[0])

    def wrap_connection(self, wrap) -> None:
        """Route every statement through ``wrap(connection)`` (an object with the connection's methods).
        For fault injection: the crash campaign (``tests/_workers.py``) dies at a chosen ``COMMIT``."""
        with self._lock:
            self._db.conn = wrap(self._db.conn)

    def insert(self, record: dict, *, require_artifact: bool = True) -> tuple[Entry, bool]:
        """Insert an entry unless the same content is already active. Returns ``(entry, created)``.

        The artifact must already be in place: that is checked inside the transaction, so an entry can
        never commit pointing at a file a concurrent cleanup removed. ``require_artifact=False`` is for
        the local catalog of a library at a URL (:mod:`kvmemory.remote`), where ``artifacts/`` is a
        bounded cache and the object store holds every artifact. ``record["created"]``, when given, is kept.
        """
        path = artifact_path(self.artifacts, record["artifact_sha256"])
        with self.transaction():
            found = self.select("SELECT * FROM entries WHERE content_key = ? AND status = ?",
                               [record["content_key"], ACTIVE])
            if found:
                return self._entry(found[0]), False
            if require_artifact and not path.is_file():
                raise StoreError(f"artifact {path.name} vanished before its entry was committed (a concurrent "
                                 "cleanup removed it, or it was never written); deposit again")
            row = {**record, "created": record.get("created") or _now(), "hits": 0, "status": ACTIVE, "status_reason": ""}
            new_id = self._db["entries"].insert(row).last_pk
            self._db["events"].insert({"time": row["created"], "entry_id": new_id, "action": "deposit",
                                      "reason": record.get("verdict", ""), "detail": "{}"})
            self._bump()
            return self.get(new_id), True

    def get(self, entry_id: int, *, any_status: bool = True) -> Entry:
        rows = self.select("SELECT * FROM entries WHERE id = ?", [int(entry_id)])
        if not rows or (not any_status and rows[0]["status"] != ACTIVE):
            raise NotFoundError(f"no entry with id {entry_id}: list entries with `kvmemory list`")
        return self._entry(rows[0])

    def find_active(self, problem_key: str) -> list[Entry]:
        rows = self.select("SELECT * FROM entries WHERE problem_key = ? AND status = ? ORDER BY id DESC",
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
        return [self._entry(r) for r in self.select(sql, params)]

    def count(self, *, namespace: str | None = None) -> int:
        sql, params = "SELECT COUNT(*) FROM entries WHERE status = ?", [ACTIVE]
        if namespace is not None:
            sql += " AND namespace = ?"
            params.append(namespace)
        with self._lock:
            return self._read(lambda: self._db.execute(sql, params).fetchone()[0])

    def embeddings(self) -> list[tuple[int, str, bytes]]:
        """``(id, namespace, float32 embedding bytes)`` of every active entry."""
        with self._lock:
            return self._read(lambda: self._db.execute(
                "SELECT id, namespace, embedding FROM entries WHERE status = ? ORDER BY id", [ACTIVE]).fetchall())

    def snapshot(self) -> tuple[int, list[tuple[int, str, bytes]]]:
        """``(generation, embeddings())`` read in one transaction, so they agree."""
        with self._lock:
            conn = self._db.conn
            if conn.in_transaction:
                return self.generation(), self.embeddings()

            def read():
                conn.execute("BEGIN")  # deferred: a WAL read snapshot, blocks no writer
                try:
                    return self.generation(), self.embeddings()
                finally:
                    conn.execute("COMMIT")

            return self._read(read)

    def changes(self, since_event: int) -> tuple[int, int, list[tuple[int, str, str, bytes]]]:
        """What changed after event ``since_event``, in one read transaction.

        Returns ``(generation, last event id, rows)``: ``rows`` are ``(id, namespace, status, embedding)``
        of every entry an event after ``since_event`` touched (a deposit, quarantine or delete), as the
        entry is now. Every change to ``entries`` logs its event in the same transaction, so applying
        these rows to a copy of the index taken at ``since_event`` brings it up to ``generation``.
        """
        def read():
            last = self._db.execute("SELECT COALESCE(MAX(id), 0) FROM events").fetchone()[0]
            rows = self._db.execute(
                "SELECT id, namespace, status, embedding FROM entries WHERE id IN "
                "(SELECT DISTINCT entry_id FROM events WHERE id > ? AND entry_id IS NOT NULL) ORDER BY id",
                [int(since_event)]).fetchall()
            return self.generation(), int(last), rows

        with self._lock:
            conn = self._db.conn
            if conn.in_transaction:
                return read()

            def wrapped():
                conn.execute("BEGIN")
                try:
                    return read()
                finally:
                    conn.execute("COMMIT")

            return self._read(wrapped)

    def add_hits(self, ids) -> None:
        ids = [int(i) for i in ids]
        if not ids:
            return
        with self.transaction():
            self._db.execute(f"UPDATE entries SET hits = hits + 1 WHERE id IN ({','.join('?' * len(ids))})", ids)

    def set_status(self, entry_id: int, status: str, reason: str) -> Entry:
        """Quarantine or delete an entry (kept in the audit trail); its artifact leaves ``artifacts/``
        (:meth:`retire_artifact`).

        If the process dies between the commit and the file move, the next recovery finishes the move.
        """
        if status not in (QUARANTINED, DELETED):
            raise StoreError(f"unknown status {status!r}: use {QUARANTINED!r} or {DELETED!r}")
        with self.transaction():
            entry = self.get(entry_id)
            self._db.execute("UPDATE entries SET status = ?, status_reason = ? WHERE id = ?",
                             [status, reason, entry.id])
            self._db["events"].insert({"time": _now(), "entry_id": entry.id, "action": status, "reason": reason,
                                       "detail": json.dumps({"artifact": entry.sha256, "previous": entry.status})})
            self._bump()
        # The file leaves only after the status change is durable (a crash before the commit must leave
        # the still-active entry its artifact).
        self.retire_artifact(entry.sha256, status)
        return self.get(entry_id)

    def artifact_in_use(self, sha256: str) -> bool:
        """Whether an active entry uses the artifact ``sha256``."""
        return bool(self._db.execute("SELECT COUNT(*) FROM entries WHERE artifact_sha256 = ? AND status = ?",
                                     [sha256, ACTIVE]).fetchone()[0])

    def retire_artifact(self, sha256: str, status: str) -> bool:
        """Move the artifact ``sha256`` out of ``artifacts/`` unless an active entry still uses it: into
        ``quarantine/`` (``status`` QUARANTINED, kept as evidence) or removed (DELETED). True if it moved.

        Runs in a write transaction that re-checks no active entry uses it: a concurrent insert reusing
        the same bytes either commits first (the file stays) or finds it gone and says so. A crash in
        between leaves an orphan for recovery.
        """
        path = artifact_path(self.artifacts, sha256)
        with self.transaction():
            still_used = self._db.execute("SELECT COUNT(*) FROM entries WHERE artifact_sha256 = ? AND status = ?",
                                          [sha256, ACTIVE]).fetchone()[0]
            if still_used or not path.exists():
                return False
            if status == QUARANTINED:
                os.replace(path, self.quarantine_dir / path.name)
            else:
                path.unlink(missing_ok=True)
            return True

    def events(self, entry_id: int | None = None) -> list[dict]:
        if entry_id is None:
            return self.select("SELECT * FROM events ORDER BY id")
        return self.select("SELECT * FROM events WHERE entry_id = ? ORDER BY id", [int(entry_id)])

    def referenced_artifacts(self) -> set[str]:
        """Hashes of the artifacts active entries use."""
        return self.artifacts_with_status(ACTIVE)

    def artifacts_with_status(self, status: str) -> set[str]:
        """Hashes of the artifacts entries of ``status`` use."""
        with self._lock:
            return {r[0] for r in self._read(lambda: self._db.execute(
                "SELECT DISTINCT artifact_sha256 FROM entries WHERE status = ?", [status]).fetchall())}

    # -- crash recovery (kvmemory/recovery.py) -------------------------------------------------
    def writers(self) -> tuple[list[float], list[Path]]:
        """``(registration mtimes of live Stores, lock files of dead ones)`` on this library."""
        return recovery.writers(self.locks_dir, self._reg.path if self._reg else None)

    def recover(self, *, only_if_crashed: bool = False) -> dict:
        """Clean up after writers that died (:func:`kvmemory.recovery.recover`)."""
        return recovery.recover(self, self._reg, opening=self._opening, only_if_crashed=only_if_crashed)

    def collect_orphans(self, *, min_age_s: float | None = None):
        """Remove temp files and artifacts no active entry references (:func:`kvmemory.recovery.collect_orphans`)."""
        return recovery.collect_orphans(self, self._reg, min_age_s=min_age_s)

    def close(self) -> None:
        with self._lock:
            try:
                self._db.conn.close()
            except sqlite3.Error:
                pass
            if self._reg is not None:
                self._reg.release()
                self._reg = None
