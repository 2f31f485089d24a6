"""``kvmemory doctor``: check a library and repair what can be repaired, without loading a model.

For every active entry it reads the artifact, checks its SHA-256, parses it (format, metadata, dtype,
shapes) and compares it with the entry (token count, template, model fingerprint of the library). A
bad entry is quarantined with the reason, so it is never grafted. It then finishes crash recovery
(temp files and unreferenced artifacts no live writer can own), rebuilds the FAISS index from SQLite
and checks that they agree, and runs SQLite's ``integrity_check``. Prompt-prefix artifacts
(``lib/prefixes/``, :mod:`kvmemory.prefix`: explicit, automatic, and the entries computed on top of them)
are re-hashed and parsed too; a bad one is quarantined and its record dropped, so it is computed again
on next use (``report.prefixes``).

    report = doctor("lib/")            # repairs; doctor("lib/", repair=False) only looks
    report.healthy                     # nothing wrong is left
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path

import click

from . import tier
from .address import hash_threads
from .artifact import read_verified
from .errors import ArtifactError, FingerprintMismatchError
from .fit import entry_misfit
from .store import ACTIVE, QUARANTINED, Store

__all__ = ["DoctorReport", "doctor", "doctor_command"]


@dataclass
class DoctorReport:
    """What :func:`doctor` found and did."""

    library: str
    checked: int = 0
    ok: int = 0
    bad: list[dict] = field(default_factory=list)          # {"id", "sha256", "reason"}
    quarantined: list[int] = field(default_factory=list)   # ids quarantined by this run
    orphans_removed: list[str] = field(default_factory=list)
    orphans_moved: list[str] = field(default_factory=list)
    orphans_deferred: int = 0
    dead_writers: int = 0
    index: dict = field(default_factory=dict)
    prefixes: dict = field(default_factory=dict)           # {"checked", "ok", "bad": [{"sha256", "kind", "reason"}]}
    sqlite: str = ""
    repaired: bool = True
    tiers: dict = field(default_factory=dict)              # {"host": tier.stats(), "hash_threads"}: this process's

    @property
    def healthy(self) -> bool:
        """True when nothing wrong is left: everything found was repaired, or nothing was found."""
        fine_now = self.repaired or not (self.bad or self.orphans_found or self.prefixes.get("bad"))
        return fine_now and self.sqlite == "ok" and bool(self.index.get("consistent"))

    @property
    def orphans_found(self) -> int:
        return len(self.orphans_removed) + len(self.orphans_moved)

    def to_dict(self) -> dict:
        return {**asdict(self), "healthy": self.healthy}


def _check_entry(store: Store, entry, library_fp: str | None) -> str | None:
    """The reason ``entry`` cannot be trusted, or None (hash and format, then :func:`entry_misfit`)."""
    try:
        kv = read_verified(entry.path, entry.sha256, expected_fingerprint=library_fp or entry.model_fingerprint)
    except (ArtifactError, FingerprintMismatchError) as exc:
        return f"{type(exc).__name__}: {exc}"
    if library_fp and entry.model_fingerprint != library_fp:
        return f"entry belongs to model {entry.model_fingerprint[:16]}…, the library to {library_fp[:16]}…"
    why = entry_misfit(kv, entry)
    return None if why is None else f"ArtifactFormatError: artifact does not fit the entry: {why}"


def doctor(library: str | Path | Store, *, repair: bool = True) -> DoctorReport:
    """Check every active artifact, quarantine bad ones, collect orphans, rebuild and check the index."""
    own = not isinstance(library, Store)
    store = Store(library, recover=repair) if own else library
    try:
        report = DoctorReport(library=str(store.root), repaired=repair)
        if store.last_recovery:
            report.dead_writers = store.last_recovery["dead_writers"]
            report.orphans_removed += store.last_recovery["removed"]
            report.orphans_moved += store.last_recovery["moved"]
        fp = store.get_meta("model_fingerprint")
        for entry in store.list(status=ACTIVE):
            report.checked += 1
            reason = _check_entry(store, entry, fp)
            if reason is None:
                report.ok += 1
                continue
            report.bad.append({"id": entry.id, "sha256": entry.sha256, "reason": reason})
            if repair:
                store.set_status(entry.id, QUARANTINED, f"doctor: {reason}")
                tier.evict(entry.sha256)
                report.quarantined.append(entry.id)
        report.prefixes = _check_prefixes(store, fp, repair)
        if repair:
            result = store.recover()
            report.dead_writers = max(report.dead_writers, result["dead_writers"])
            report.orphans_removed += result["removed"]
            report.orphans_moved += result["moved"]
            report.orphans_deferred = result["deferred"]
        else:
            _live, dead = store.writers()
            report.dead_writers = len(dead)
            used = store.referenced_artifacts()
            report.orphans_removed = [f"{p.parent.name}/{p.name}" for p in store.artifacts.glob("*/*")
                                      if p.name.startswith(".tmp-") or p.name.removesuffix(".safetensors") not in used]
        report.index = _check_index(store)
        report.sqlite = store.integrity_check()
        report.tiers = {"host": tier.stats(), "hash_threads": hash_threads()}
        if repair:
            store.log(None, "doctor", f"checked {report.checked}, quarantined {len(report.quarantined)}, removed "
                      f"{len(report.orphans_removed)} orphan file(s)", {"bad": report.bad})
        return report
    finally:
        if own:
            store.close()


def _check_prefixes(store: Store, fp: str | None, repair: bool) -> dict:
    """Re-hash and parse every recorded prefix artifact and window on a prefix; quarantine bad ones."""
    from .prefix import PREFIX, PREFIX_TEMPLATE, PrefixStore

    if not (Path(store.root) / "prefixes").is_dir():
        return {"checked": 0, "ok": 0, "bad": []}
    pstore = PrefixStore(store)
    out: dict = {"checked": 0, "ok": 0, "bad": []}
    for key, rec in pstore.records():
        out["checked"] += 1
        sha, kind = rec["sha256"], rec.get("kind")
        try:
            kv = read_verified(pstore.path_of(sha), sha, expected_fingerprint=fp)
            if kind == PREFIX and (kv.position_start != 0 or kv.template != PREFIX_TEMPLATE):
                raise ArtifactError(f"artifact {sha[:16]}… is not a prefix")
            if rec.get("on") and kv.prefix != rec["on"]:
                raise ArtifactError(f"artifact {sha[:16]}… is not computed on prefix {rec['on'][:16]}…")
            if kv.tokens != rec.get("tokens", kv.tokens):
                raise ArtifactError(f"artifact {sha[:16]}… holds {kv.tokens} tokens, its record {rec['tokens']}")
            out["ok"] += 1
        except (ArtifactError, FingerprintMismatchError) as exc:
            out["bad"].append({"sha256": sha, "kind": kind, "auto": bool(rec.get("auto")),
                               "reason": f"{type(exc).__name__}: {exc}"})
            if repair:  # never grafted again: moved to quarantine/, the record dropped (recomputed on next use)
                pstore.quarantine(sha, key, exc)
                store.delete_meta("prefix:" + key)
    return out


def _check_index(store: Store) -> dict:
    dim = store.get_meta("embedding_dim")
    active = {e.id for e in store.list(status=ACTIVE)}
    if dim is None:
        return {"entries": 0, "active": len(active), "consistent": not active, "not_searchable": []}
    from .index import Index

    index = Index(store, int(dim))
    index.sync(force=True)
    ids = index.ids()
    missing = sorted(active - ids)
    return {"entries": len(ids), "active": len(active), "consistent": ids == active, "not_searchable": missing}


@click.command("doctor")
@click.option("--dry-run", is_flag=True, help="Only report; quarantine, delete and move nothing.")
@click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")
@click.pass_context
def doctor_command(ctx, dry_run, as_json):
    """Check every artifact's hash and format, quarantine bad ones, collect orphans, rebuild the index.

    Exit status 1 when something is wrong and was not repaired (always the case for findings with
    --dry-run); 0 when the library is healthy now.
    """
    import json

    lib = getattr(ctx.obj, "lib", None) or "kvmemory-lib"
    if not Path(lib, "kvmemory.db").exists():
        raise click.ClickException(f"no library at {lib}: pass --lib FOLDER")
    report = doctor(lib, repair=not dry_run)
    if as_json:
        click.echo(json.dumps(report.to_dict(), indent=2, default=str))
    else:
        verb = "would quarantine" if dry_run else "quarantined"
        lines = [f"library {report.library}: {report.ok}/{report.checked} active entries verified"]
        for bad in report.bad:
            lines.append(f"  {verb} entry {bad['id']}: {bad['reason']}")
        orphan = f"orphan files {'found' if dry_run else 'removed'}: {len(report.orphans_removed)}"
        if report.orphans_moved:
            orphan += f", moved to quarantine: {len(report.orphans_moved)}"
        if report.orphans_deferred:
            orphan += f", deferred (live writers may own them): {report.orphans_deferred}"
        lines.append(orphan)
        if report.dead_writers:
            lines.append(f"writers that died without closing: {report.dead_writers}")
        ix = report.index
        state = "consistent" if ix.get("consistent") else "INCONSISTENT"
        lines.append(f"index: {ix.get('entries', 0)} vectors for {ix.get('active', 0)} active entries, {state}")
        if ix.get("not_searchable"):
            lines.append(f"  not searchable (bad embedding): {ix['not_searchable']}")
        px = report.prefixes
        if px.get("checked"):
            lines.append(f"prompt prefixes: {px['ok']}/{px['checked']} verified")
            for bad in px["bad"]:
                lines.append(f"  {verb} prefix artifact {bad['sha256'][:16]}…: {bad['reason']}")
        lines.append(f"sqlite integrity_check: {report.sqlite}")
        host, threads = report.tiers.get("host", {}), report.tiers.get("hash_threads")
        if host:
            lines.append(f"host tier: budget {host['budget'] / 2**20:,.0f} MiB (KVMEMORY_HOST_TIER_BYTES); "
                         f"artifacts hashed on {threads} thread(s) (KVMEMORY_HASH_THREADS); every artifact above "
                         "was read from disk")
            for name, dev in host.get("devices", {}).items():
                lines.append(f"device tier {name}: budget {dev['budget'] / 2**20:,.0f} MiB "
                             f"(KVMEMORY_DEVICE_TIER_BYTES), {dev['entries']} artifact(s), {dev['bytes'] / 2**20:,.1f} MiB")
        lines.append("healthy" if report.healthy else "NOT healthy")
        click.echo("\n".join(lines))
    if not report.healthy or (dry_run and (report.bad or report.orphans_removed or report.prefixes.get("bad"))):
        ctx.exit(1)
