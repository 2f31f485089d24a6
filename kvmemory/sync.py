"""The shared catalog of a library at a URL: immutable entry records and tombstones, merged on each host.

There is no lock server and nothing is ever rewritten. Each deposit publishes one **entry record**
(``entries/ab/<sha>.json``, the entry's columns plus the host, the time and a nonce, named by the
SHA-256 of its bytes); each delete or quarantine publishes one **tombstone** per record of the entry
(``tombstones/ab/<sha>.json``: record name, status, reason, host, time). A host merges what it has
not seen yet into its local catalog (``remote_records``, ``remote_tombstones`` tables beside the
entries) on open, on :meth:`KVMemory.sync` and on ``kvmemory sync``:

1. fetch new tombstones, then new records (listing in that order, so a record deleted between the
   two listings is still known to be deleted);
2. a record is checked (its bytes hash to its name, format, fields) and inserted as an entry, unless
   a tombstone names it; two hosts that deposited the same content give two records and one active
   entry (the local catalog keeps one active entry per content);
3. a tombstone marks its record; an entry whose records are all tombstoned leaves the catalog with
   the tombstone's status and reason (so a deposit of the same content that the deleting host had
   not seen yet survives: it is a newer deposit).

Merging is idempotent and commutative: any two hosts that have seen the same objects hold the same
set of active contents. A record or tombstone whose bytes do not hash to its name is skipped (counted
in the report) and never merged.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import secrets
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone

import click

from .store import ACTIVE, DELETED, LIBRARY_META, QUARANTINED

__all__ = ["SyncReport", "sync", "entry_record", "parse_entry_record", "tombstone", "merge_record", "records_of",
           "apply_status", "ensure_tables", "sync_command", "RECORD_FORMAT", "TOMBSTONE_FORMAT"]

RECORD_FORMAT = "kvmemory-entry/1"
TOMBSTONE_FORMAT = "kvmemory-tombstone/1"
_SHA = re.compile(r"^[0-9a-f]{64}$")
_FIELDS = {  # entry columns a record carries, with their JSON types
    "namespace": str, "problem": str, "problem_key": str, "solution": str, "answer": (str, type(None)),
    "verifier": str, "verdict": str, "content_key": str, "artifact_sha256": str, "tokens": int,
    "model_fingerprint": str, "template": str, "metadata": str, "created": str,
}


@dataclass
class SyncReport:
    """What one merge did (``entries`` is the catalog's active count after it)."""

    url: str
    records: int = 0            # entry records seen for the first time
    added: int = 0              # entries those added to the local catalog (the rest were duplicates or deleted)
    tombstones: int = 0         # tombstones seen for the first time
    removed: int = 0            # entries they deleted or quarantined here
    skipped: list = field(default_factory=list)   # objects whose bytes do not hash to their name, or malformed
    entries: int = 0
    seconds: float = 0.0

    def to_dict(self) -> dict:
        return asdict(self)

    def text(self) -> str:
        s = (f"synced {self.url}: {self.records} new records ({self.added} entries added), {self.tombstones} new "
             f"tombstones ({self.removed} entries removed); {self.entries} active entries; {self.seconds:.2f} s")
        if self.skipped:
            s += f"\nskipped {len(self.skipped)} damaged or malformed objects: {', '.join(self.skipped[:5])}"
        return s


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def _canon(obj: dict) -> tuple[str, bytes]:
    body = json.dumps(obj, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(body).hexdigest(), body


def ensure_tables(store) -> None:
    """The catalog's record and tombstone tables (kept in the library database)."""
    with store.transaction():
        store.create_table("remote_records", {"record": str, "entry_id": int, "content_key": str, "tombstoned": int},
                           pk="record", indexes={"remote_records_entry": ["entry_id"]})
        store.create_table("remote_tombstones", {"name": str, "record": str, "status": str, "reason": str,
                                                 "applied": int}, pk="name",
                           indexes={"remote_tombstones_record": ["record"]})


# -- records -----------------------------------------------------------------------------------
def entry_record(row: dict, *, host: str) -> tuple[str, bytes]:
    """``(name, bytes)`` of the entry record for ``row`` (the entry's columns)."""
    obj = {k: row[k] for k in _FIELDS if k != "created"}
    obj.update(format=RECORD_FORMAT, created=row.get("created") or _now(), host=host, nonce=secrets.token_hex(8),
               embedding=base64.b64encode(row["embedding"]).decode())
    return _canon(obj)


def parse_entry_record(name: str, body: bytes) -> dict:
    """The entry columns of a record whose bytes hash to ``name``; ValueError if anything is off."""
    if hashlib.sha256(body).hexdigest() != name:
        raise ValueError("bytes do not hash to the record's name")
    obj = json.loads(body)
    if not isinstance(obj, dict) or obj.get("format") != RECORD_FORMAT:
        raise ValueError(f"not a {RECORD_FORMAT} record")
    for key, types in _FIELDS.items():
        if not isinstance(obj.get(key), types):
            raise ValueError(f"field {key!r} missing or of the wrong type")
    if not _SHA.match(obj["artifact_sha256"]) or obj["tokens"] <= 0:
        raise ValueError("malformed artifact_sha256 or tokens")
    row = {k: obj[k] for k in _FIELDS}
    row["embedding"] = base64.b64decode(obj["embedding"], validate=True)
    return row


def tombstone(record: str, status: str, reason: str, *, host: str) -> tuple[str, bytes]:
    """``(name, bytes)`` of a tombstone that deletes or quarantines ``record`` everywhere."""
    if status not in (DELETED, QUARANTINED):
        raise ValueError(status)
    return _canon({"format": TOMBSTONE_FORMAT, "record": record, "status": status, "reason": reason, "host": host,
                   "time": _now()})


def _parse_tombstone(name: str, body: bytes) -> dict:
    if hashlib.sha256(body).hexdigest() != name:
        raise ValueError("bytes do not hash to the tombstone's name")
    obj = json.loads(body)
    if (not isinstance(obj, dict) or obj.get("format") != TOMBSTONE_FORMAT or not _SHA.match(str(obj.get("record")))
            or obj.get("status") not in (DELETED, QUARANTINED) or not isinstance(obj.get("reason"), str)):
        raise ValueError(f"not a {TOMBSTONE_FORMAT} tombstone")
    return obj


# -- the local catalog -------------------------------------------------------------------------
def merge_record(store, name: str, row: dict):
    """Add a checked record to the catalog. Returns its active entry, or None when a tombstone names it."""
    with store.transaction():
        dead = store.select("SELECT status, reason FROM remote_tombstones WHERE record = ? LIMIT 1", [name])
        if dead:
            store.insert_row("remote_records", {"record": name, "entry_id": None, "content_key": row["content_key"],
                                                "tombstoned": 1}, replace=True)
            return None
        entry, _created = store.insert(row, require_artifact=False)
        store.insert_row("remote_records", {"record": name, "entry_id": entry.id, "content_key": row["content_key"],
                                            "tombstoned": 0}, replace=True)
        return entry


def records_of(store, entry_id: int) -> list[str]:
    """Names of the live records behind a catalog entry."""
    return [r["record"] for r in store.select(
        "SELECT record FROM remote_records WHERE entry_id = ? AND tombstoned = 0 ORDER BY record", [int(entry_id)])]


def apply_status(store, entry_id: int, status: str, reason: str):
    """Mark every record of the entry tombstoned and take it out of the catalog. Returns the entry."""
    store.update_rows("remote_records", {"tombstoned": 1}, {"entry_id": int(entry_id)})
    entry = store.get(entry_id)
    if entry.status == ACTIVE:
        entry = store.set_status(entry_id, status, reason)
    return entry


def _known(store, table: str, col: str) -> set[str]:
    return {r[col] for r in store.select(f"SELECT {col} FROM {table}")}


def _sha_of(obj_name: str) -> str:
    return obj_name.rsplit("/", 1)[-1].removesuffix(".json")


def sync(remote) -> SyncReport:
    """Merge every record and tombstone of ``remote`` (a :class:`~kvmemory.remote.RemoteLibrary`) not
    seen yet into its local catalog. Raises :class:`~kvmemory.errors.RemoteError` if the store is
    unreachable (the catalog keeps what it had)."""
    t0 = time.perf_counter()
    store, objects = remote.store, remote.objects
    report = SyncReport(url=remote.url)
    # 1. tombstones first (see the module docstring), then records
    seen = _known(store, "remote_tombstones", "name")
    new = [n for n in objects.list("tombstones") if n.endswith(".json") and _sha_of(n) not in seen]
    for obj_name, body in objects.get_many(new).items():
        name = _sha_of(obj_name)
        try:
            t = _parse_tombstone(name, body)
        except ValueError as exc:
            report.skipped.append(f"{obj_name} ({exc})")
            continue
        store.insert_row("remote_tombstones", {"name": name, "record": t["record"], "status": t["status"],
                                               "reason": t["reason"], "applied": 0}, ignore=True)
        report.tombstones += 1
    seen = _known(store, "remote_records", "record")
    new = [n for n in objects.list("entries") if n.endswith(".json") and _sha_of(n) not in seen]
    for obj_name, body in objects.get_many(new).items():
        name = _sha_of(obj_name)
        try:
            row = parse_entry_record(name, body)
        except (ValueError, TypeError) as exc:
            report.skipped.append(f"{obj_name} ({exc})")
            continue
        report.records += 1
        before = store.count()
        merge_record(store, name, row)
        report.added += store.count() > before
    # 2. apply tombstones whose record is known
    pending = store.select("SELECT t.name, t.record, t.status, t.reason, r.entry_id FROM remote_tombstones t "
                           "JOIN remote_records r ON r.record = t.record WHERE t.applied = 0")
    for t in pending:
        with store.transaction():
            store.update_rows("remote_records", {"tombstoned": 1}, {"record": t["record"]})
            store.update_rows("remote_tombstones", {"applied": 1}, {"name": t["name"]})
        if t["entry_id"] is not None and not records_of(store, t["entry_id"]):
            if store.get(t["entry_id"]).status == ACTIVE:
                store.set_status(t["entry_id"], t["status"], t["reason"])
                report.removed += 1
    # 3. what the library is (model, embedder), for a catalog that has not recorded it yet
    meta = objects.get("library.json")
    if meta:
        try:
            lib = json.loads(meta)
        except ValueError:
            lib = {}
        for key in LIBRARY_META:
            if key in lib and store.get_meta(key) is None:
                store.set_meta(key, str(lib[key]))
    report.entries = store.count()
    report.seconds = time.perf_counter() - t0
    return report


def library_meta(store) -> dict:
    """The catalog's ``library.json`` fields (:data:`kvmemory.store.LIBRARY_META`)."""
    return {k: v for k in LIBRARY_META if (v := store.get_meta(k)) is not None}


@click.command("sync")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def sync_command(as_json):
    """Merge other hosts' deposits, deletes and quarantines into this host's catalog of --lib (a URL).

    Uses --lib, --cache-dir (env KVMEMORY_CACHE_DIR) and the standard object-store environment
    (AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID, ...). Needs no model.
    """
    library = click.get_current_context().find_root().obj.memory().library  # the model-free part: no model loads
    report = library.sync()
    if report is None:
        click.echo(json.dumps({"url": None, "local": str(library.path)}) if as_json
                   else f"{library.path} is a local library: nothing to sync")
        return
    click.echo(json.dumps(report.to_dict(), indent=2) if as_json else report.text())
