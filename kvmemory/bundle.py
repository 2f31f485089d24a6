"""Moving a library between machines: ``kvmemory export LIB bundle.tar`` / ``kvmemory import bundle.tar LIB2``.

A bundle is a plain, uncompressed tar (``kvmemory-bundle/1``) whose first member is ``manifest.json``
and whose other members are ``artifacts/<sha256>.safetensors``, nothing else::

    manifest.json   format, model fingerprint, model, embedder, embedding_dim, created, and for each
                    active entry its fields, artifact SHA-256 and size, and its embedding (base64 float32)
    artifacts/…     the KV artifacts, byte for byte as they sit in the library
    prefixes/…      prompt-prefix artifacts (:mod:`kvmemory.prefix`; explicit, automatic, and entries
                    computed on top of them), listed in the manifest's ``prefixes`` (content key ->
                    record) and ``prefix_artifacts`` (SHA-256 -> size); both keys and these members are
                    absent when the library has none, so such a bundle is what older versions wrote

Import never calls ``tarfile.extractall``. It reads members one by one and rejects with
:class:`~kvmemory.errors.BundleError` anything that is not exactly that shape: absolute paths, ``..``,
other names, symlinks, hardlinks, devices, FIFOs, directories, duplicate members, members larger
than declared or than the limits, too many members, too many bytes in all (a decompression bomb hits
the same limits), a manifest that is not first, malformed or oversized. Every artifact is streamed to
a staging file while its SHA-256 is computed; it must equal its name and the manifest, and it must
parse as a kvmemory artifact of the manifest's model. The model fingerprint must match the target
library's when it has one (:class:`~kvmemory.errors.FingerprintMismatchError`). Only when the whole
bundle has checked out are artifacts moved into place and entries inserted (deduplicated by content),
so a rejected bundle leaves the target as it was. Import needs no model: embeddings travel in the
manifest. A prefix record is imported only when its content key is the one its artifact's own token
ids, model fingerprint and prefix recompute to, and never replaces a record the library has; a
prefix artifact that is missing or damaged at export is left out (it is a cache: made again on use).
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import re
import shutil
import tarfile
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import click

from .address import address_file, matches_file
from .artifact import artifact_path, decode
from .errors import BundleError, FingerprintMismatchError, KVMemoryError
from .store import ACTIVE, LIBRARY_META, Store

__all__ = ["BUNDLE_FORMAT", "Limits", "DEFAULT_LIMITS", "export_library", "import_bundle", "export_command",
           "import_command"]

BUNDLE_FORMAT = "kvmemory-bundle/1"
MANIFEST = "manifest.json"
_ARTIFACT_NAME = re.compile(r"artifacts/([0-9a-f]{64})\.safetensors")
_PREFIX_NAME = re.compile(r"prefixes/([0-9a-f]{64})\.safetensors")
_SHA = re.compile(r"[0-9a-f]{64}")
_ENTRY_FIELDS = ("namespace", "problem", "problem_key", "solution", "answer", "verifier", "verdict", "content_key",
                 "artifact_sha256", "tokens", "model_fingerprint", "template", "created", "metadata")


@dataclass(frozen=True)
class Limits:
    """Caps that a bundle must fit under; anything larger is refused as unsafe."""

    max_members: int = 1_000_000
    max_member_bytes: int = 4 << 30       # one artifact
    max_total_bytes: int = 512 << 30      # the whole bundle, as read
    max_manifest_bytes: int = 1 << 30


DEFAULT_LIMITS = Limits()


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


# -- export ---------------------------------------------------------------------------------------------
def export_library(lib: str | os.PathLike, bundle: str | os.PathLike) -> dict:
    """Write every active entry of ``lib`` and its artifact to the tar ``bundle``. Returns a summary.

    Each artifact's SHA-256 is checked before it is written, so a damaged library does not export.
    """
    lib, bundle = Path(lib), Path(bundle)
    if not (lib / "kvmemory.db").exists():
        raise BundleError(f"{lib} is not a kvmemory library (no kvmemory.db): pass the library folder")
    store = Store(lib)
    try:
        rows = store.select("SELECT * FROM entries WHERE status = ? ORDER BY id", [ACTIVE])
        meta = {k: store.get_meta(k) for k in LIBRARY_META}
        artifacts: dict[str, int] = {}
        entries = []
        for row in rows:
            sha = row["artifact_sha256"]
            path = artifact_path(store.artifacts, sha)
            if sha not in artifacts:
                if not path.exists() or not matches_file(path, sha):
                    raise BundleError(f"entry {row['id']}: artifact {sha[:16]}… is missing or damaged; run "
                                      "`kvmemory check-exact` or quarantine the entry before exporting")
                artifacts[sha] = path.stat().st_size
            entry = {k: row[k] for k in _ENTRY_FIELDS}
            entry["id"] = row["id"]
            entry["metadata"] = json.loads(row["metadata"] or "{}")
            entry["embedding"] = base64.b64encode(row["embedding"] or b"").decode()
            entry["artifact_bytes"] = artifacts[sha]
            entries.append(entry)
        prefixes, prefix_artifacts = _export_prefixes(store)
        manifest = {"format": BUNDLE_FORMAT, "created": _now(), "entries": entries,
                    "artifacts": dict(sorted(artifacts.items())), **meta}
        if prefixes:
            manifest.update(prefixes=prefixes, prefix_artifacts=prefix_artifacts)
        data = json.dumps(manifest, sort_keys=True, indent=1).encode()
        bundle.parent.mkdir(parents=True, exist_ok=True)
        tmp = bundle.with_name(bundle.name + ".part")
        with tarfile.open(tmp, "w", format=tarfile.PAX_FORMAT) as tar:
            _add_bytes(tar, MANIFEST, data)
            for sha in artifacts:
                path = artifact_path(store.artifacts, sha)
                info = tarfile.TarInfo(f"artifacts/{sha}.safetensors")
                info.size, info.mode, info.mtime = artifacts[sha], 0o644, 0
                with open(path, "rb") as f:
                    tar.addfile(info, f)
            for sha, size in prefix_artifacts.items():
                info = tarfile.TarInfo(f"prefixes/{sha}.safetensors")
                info.size, info.mode, info.mtime = size, 0o644, 0
                with open(artifact_path(Path(store.root) / "prefixes", sha), "rb") as f:
                    tar.addfile(info, f)
        os.replace(tmp, bundle)
    finally:
        store.close()
    return {"bundle": str(bundle), "entries": len(entries), "artifacts": len(artifacts),
            "artifact_bytes": sum(artifacts.values()), "bundle_bytes": bundle.stat().st_size,
            "model_fingerprint": meta["model_fingerprint"], "manifest_sha256": hashlib.sha256(data).hexdigest(),
            "prefixes": len(prefixes), "prefix_artifact_bytes": sum(prefix_artifacts.values())}


def _export_prefixes(store: Store) -> tuple[dict, dict]:
    """``(content key -> record, SHA-256 -> size)`` of the prompt-prefix artifacts whose bytes hash as
    named; a missing or damaged one is left out (a cache, made again on use), with the windows on it."""
    from .prefix import PrefixStore

    if not (Path(store.root) / "prefixes").is_dir():
        return {}, {}
    pstore = PrefixStore(store)
    good: dict[str, int] = {}
    recs = pstore.records()
    for _, rec in recs:
        path = pstore.path_of(rec["sha256"])
        if rec["sha256"] not in good and path.is_file() and matches_file(path, rec["sha256"]):
            good[rec["sha256"]] = path.stat().st_size
    prefixes = {k: r for k, r in recs if r["sha256"] in good and (r.get("kind") == "prefix" or r.get("on") in good)}
    used = {r["sha256"] for r in prefixes.values()}
    return dict(sorted(prefixes.items())), {sha: n for sha, n in sorted(good.items()) if sha in used}


def _add_bytes(tar: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size, info.mode, info.mtime = len(data), 0o644, 0
    tar.addfile(info, io.BytesIO(data))


# -- import -----------------------------------------------------------------------------------------
def _check_member(member: tarfile.TarInfo, limits: Limits) -> None:
    name = member.name
    if name.startswith("/") or name.startswith("\\") or re.match(r"^[A-Za-z]:", name):
        raise BundleError(f"bundle member {name!r} has an absolute path: refusing the bundle")
    if ".." in re.split(r"[\\/]+", name):
        raise BundleError(f"bundle member {name!r} escapes the target folder (path traversal): refusing the bundle")
    if member.issym() or member.islnk():
        raise BundleError(f"bundle member {name!r} is a link to {member.linkname!r}: bundles hold only regular "
                          "files; refusing the bundle")
    if member.type not in (tarfile.REGTYPE, tarfile.AREGTYPE) or not member.isreg():
        raise BundleError(f"bundle member {name!r} is not a regular file (type {member.type!r}): refusing the bundle")
    if name != MANIFEST and not _ARTIFACT_NAME.fullmatch(name) and not _PREFIX_NAME.fullmatch(name):
        raise BundleError(f"unexpected bundle member {name!r}: a bundle holds manifest.json, "
                          "artifacts/<sha256>.safetensors and prefixes/<sha256>.safetensors only")
    cap = limits.max_manifest_bytes if name == MANIFEST else limits.max_member_bytes
    if member.size < 0 or member.size > cap:
        raise BundleError(f"bundle member {name!r} is {member.size:,} bytes; the limit is {cap:,}: refusing the bundle")


def _copy_hashed(src, dst, declared: int, cap: int, name: str) -> tuple[str, int]:
    h = hashlib.sha256()
    n = 0
    while True:
        chunk = src.read(1 << 20)
        if not chunk:
            break
        n += len(chunk)
        if n > declared or n > cap:
            raise BundleError(f"bundle member {name!r} holds more bytes than it declares: refusing the bundle")
        h.update(chunk)
        dst.write(chunk)
    if n != declared:
        raise BundleError(f"bundle member {name!r} is truncated ({n:,} of {declared:,} bytes)")
    return h.hexdigest(), n


def _validate_manifest(manifest) -> dict:
    if not isinstance(manifest, dict) or manifest.get("format") != BUNDLE_FORMAT:
        raise BundleError(f"manifest format is not {BUNDLE_FORMAT!r}: not a kvmemory bundle, or from a newer kvmemory")
    fp = manifest.get("model_fingerprint")
    if fp is not None and not (isinstance(fp, str) and _SHA.fullmatch(fp)):
        raise BundleError("manifest model_fingerprint is malformed")
    arts = manifest.get("artifacts")
    entries = manifest.get("entries")
    if not isinstance(arts, dict) or not isinstance(entries, list):
        raise BundleError("manifest lacks its artifacts table or entries list")
    for sha, size in arts.items():
        if not _SHA.fullmatch(str(sha)) or not isinstance(size, int) or size < 0:
            raise BundleError(f"manifest artifact {sha!r} is malformed")
    for i, e in enumerate(entries):
        if not isinstance(e, dict) or any(k not in e for k in _ENTRY_FIELDS + ("embedding",)):
            raise BundleError(f"manifest entry {i} is malformed: it needs {list(_ENTRY_FIELDS)} and embedding")
        if e["artifact_sha256"] not in arts:
            raise BundleError(f"manifest entry {i} names artifact {str(e['artifact_sha256'])[:16]}… that the "
                              "manifest does not list")
        if fp is not None and e["model_fingerprint"] != fp:
            raise BundleError(f"manifest entry {i} belongs to another model than the bundle's")
        if not isinstance(e["problem"], str) or not isinstance(e["namespace"], str):
            raise BundleError(f"manifest entry {i} has a non-text problem or namespace")
        try:
            base64.b64decode(e["embedding"], validate=True)
        except (ValueError, TypeError) as exc:
            raise BundleError(f"manifest entry {i} embedding is not base64") from exc
    prefixes, sizes = manifest.setdefault("prefixes", {}), manifest.setdefault("prefix_artifacts", {})
    if not isinstance(prefixes, dict) or not isinstance(sizes, dict):
        raise BundleError("manifest prefixes / prefix_artifacts are malformed")
    for sha, size in sizes.items():
        if not _SHA.fullmatch(str(sha)) or not isinstance(size, int) or size < 0:
            raise BundleError(f"manifest prefix artifact {sha!r} is malformed")
    for key, rec in prefixes.items():
        if (not _SHA.fullmatch(str(key)) or not isinstance(rec, dict) or rec.get("kind") not in ("prefix", "on-prefix")
                or rec.get("sha256") not in sizes or not isinstance(rec.get("tokens"), int)
                or (rec.get("on") is not None and rec["on"] not in sizes)):
            raise BundleError(f"manifest prefix record {str(key)[:16]}… is malformed")
    return manifest


def import_bundle(bundle: str | os.PathLike, lib: str | os.PathLike, *, limits: Limits = DEFAULT_LIMITS) -> dict:
    """Check every member of ``bundle`` and, if all is well, add its entries to the library ``lib``.

    Raises :class:`BundleError` for an unsafe or damaged bundle and
    :class:`FingerprintMismatchError` when ``lib`` belongs to another model. Returns a summary.
    """
    bundle, lib = Path(bundle), Path(lib)
    try:
        tar = tarfile.open(bundle, "r:")  # uncompressed only: no decompression bombs
    except (OSError, tarfile.TarError) as exc:
        raise BundleError(f"{bundle} is not a readable uncompressed tar bundle: {exc}") from exc
    lib.parent.mkdir(parents=True, exist_ok=True)
    # Staged beside the target (same filesystem, so moving into place is a rename); the target library
    # is not opened or created until the whole bundle has checked out.
    staging = Path(tempfile.mkdtemp(prefix=f".{lib.name}.import-", dir=lib.parent))
    store = None
    try:
        with tar:
            manifest, staged = _stage(tar, bundle, staging, limits)
        _check_staged(manifest, staged, bundle)
        store = Store(lib)
        _check_target(store, manifest, lib)
        return _commit(store, manifest, staged, bundle)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
        if store is not None:
            store.close()


def _stage(tar, bundle: Path, staging: Path, limits: Limits) -> tuple[dict | None, dict[str, Path]]:
    """Read the members in order, within ``limits``: the manifest first, then each artifact, copied to
    ``staging`` and hashed on the way. Returns ``(manifest or None, {sha256: staged path})``."""
    manifest = None
    staged: dict[str, Path] = {}
    seen: set[str] = set()
    total = members = 0
    while True:
        try:
            member = tar.next()
        except tarfile.TarError as exc:
            raise BundleError(f"bundle {bundle} is damaged: {exc}") from exc
        if member is None:
            return manifest, staged
        members += 1
        if members > limits.max_members:
            raise BundleError(f"bundle has more than {limits.max_members:,} members: refusing it")
        _check_member(member, limits)
        if member.name in seen:
            raise BundleError(f"bundle member {member.name!r} appears twice: refusing the bundle")
        seen.add(member.name)
        total += member.size
        if total > limits.max_total_bytes:
            raise BundleError(f"bundle holds more than {limits.max_total_bytes:,} bytes: refusing it")
        src = tar.extractfile(member)
        if member.name == MANIFEST:
            if manifest is not None or members != 1:
                raise BundleError("manifest.json must be the bundle's first member")
            manifest = _read_manifest(src, member, limits)
            continue
        if manifest is None:
            raise BundleError("manifest.json must be the bundle's first member")
        if _PREFIX_NAME.fullmatch(member.name):
            sha, dest = _stage_artifact(src, member, manifest, staging, limits, prefix=True)
            staged["prefixes/" + sha] = dest
            continue
        sha, dest = _stage_artifact(src, member, manifest, staging, limits)
        staged[sha] = dest


def _read_manifest(src, member, limits: Limits) -> dict:
    buf = io.BytesIO()
    _copy_hashed(src, buf, member.size, limits.max_manifest_bytes, member.name)
    try:
        return _validate_manifest(json.loads(buf.getvalue()))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BundleError("manifest.json is not valid JSON") from exc


def _stage_artifact(src, member, manifest: dict, staging: Path, limits: Limits, *,
                    prefix: bool = False) -> tuple[str, Path]:
    """Copy one artifact member to ``staging``; refuse it unless the manifest lists it at that size and
    its bytes hash to its name."""
    sha = (_PREFIX_NAME if prefix else _ARTIFACT_NAME).fullmatch(member.name).group(1)
    table = manifest["prefix_artifacts" if prefix else "artifacts"]
    if sha not in table:
        raise BundleError(f"artifact {sha[:16]}… is not in the manifest: refusing the bundle")
    if member.size != table[sha]:
        raise BundleError(f"artifact {sha[:16]}… is {member.size:,} bytes; the manifest says {table[sha]:,}")
    dest = staging / f"{'p-' if prefix else ''}{sha}.safetensors"
    with open(dest, "wb") as out:
        _copy_hashed(src, out, member.size, limits.max_member_bytes, member.name)
    if not matches_file(dest, sha):  # its content address (kvmemory.address), checked on every core
        raise BundleError(f"artifact {member.name} hashes to {address_file(dest)[:16]}…: it was damaged or tampered "
                          "with; refusing the bundle")
    return sha, dest


def _check_staged(manifest: dict | None, staged: dict[str, Path], bundle: Path) -> None:
    """The bundle is complete and every artifact parses as one of the manifest's model."""
    if manifest is None:
        raise BundleError(f"{bundle} holds no manifest.json: not a kvmemory bundle")
    missing = set(manifest["artifacts"]) | {"prefixes/" + s for s in manifest["prefix_artifacts"]}
    missing -= set(staged)
    if missing:
        raise BundleError(f"bundle lacks {len(missing)} artifacts the manifest lists, e.g. {sorted(missing)[0][:16]}…")
    fp = manifest.get("model_fingerprint")
    parsed = {}
    for sha, path in staged.items():
        try:
            kv = decode(bytearray(path.read_bytes()), expected_fingerprint=fp)
        except KVMemoryError as exc:
            raise BundleError(f"artifact {sha[:16]}… is not a valid kvmemory artifact of the bundle's model: "
                              f"{exc}") from exc
        if sha.startswith("prefixes/"):
            parsed[sha.removeprefix("prefixes/")] = (kv.model_fingerprint, list(kv.token_ids), kv.prefix,
                                                     kv.position_start, kv.template)
        del kv
    _check_prefix_records(manifest, parsed)


def _check_prefix_records(manifest: dict, parsed: dict) -> None:
    """Each prefix record's content key is what its artifact recomputes to (no lying record is imported)."""
    from .prefix import PREFIX_TEMPLATE, content_key

    for key, rec in manifest["prefixes"].items():
        fp, ids, on, start, template = parsed[rec["sha256"]]
        if rec["kind"] == "prefix":
            fits = start == 0 and not on and template == PREFIX_TEMPLATE and key == content_key("prefix", fp, ids)
        else:
            fits = bool(on) and on == rec.get("on") and key == content_key("on-prefix", fp, ids, on=on)
        if not fits or rec["tokens"] != len(ids):
            raise BundleError(f"prefix record {key[:16]}… does not describe its artifact {rec['sha256'][:16]}…: "
                              "refusing the bundle")


def _check_target(store: Store, manifest: dict, lib: Path) -> None:
    """The target library is empty or of the bundle's model and embedding size."""
    fp = manifest.get("model_fingerprint")
    target_fp = store.get_meta("model_fingerprint")
    if target_fp is not None and fp is not None and target_fp != fp:
        raise FingerprintMismatchError(
            f"bundle was built with model fingerprint {fp} ({manifest.get('model')}), but library {lib} "
            f"holds model {target_fp} ({store.get_meta('model')}): import it into an empty folder or a "
            "library of the same model", expected=target_fp, actual=fp)
    target_dim = store.get_meta("embedding_dim")
    if target_dim is not None and manifest.get("embedding_dim") not in (None, target_dim):
        raise BundleError(f"bundle embeddings are {manifest.get('embedding_dim')}-d but library {lib} holds "
                          f"{target_dim}-d ones: use a library built with the same embedder")


def _commit(store: Store, manifest: dict, staged: dict[str, Path], bundle: Path) -> dict:
    for sha, path in staged.items():
        dest = (artifact_path(Path(store.root) / "prefixes", sha.removeprefix("prefixes/")) if sha.startswith("prefixes/")
                else artifact_path(store.artifacts, sha))
        if dest.exists() and matches_file(dest, sha.removeprefix("prefixes/")):
            continue
        dest.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "rb") as f:
            os.fsync(f.fileno())
        os.replace(path, dest)
    for key in LIBRARY_META:
        if manifest.get(key) is not None and store.get_meta(key) is None:
            store.set_meta(key, str(manifest[key]))
    for key, rec in manifest["prefixes"].items():  # a record the library has stays as it is
        if store.get_meta("prefix:" + key) is None:
            keep = {k: rec[k] for k in ("kind", "sha256", "tokens", "on", "auto") if k in rec}
            store.set_meta("prefix:" + key, json.dumps(keep, sort_keys=True))
    created = existing = 0
    ids = []
    for e in manifest["entries"]:
        record = {k: e[k] for k in _ENTRY_FIELDS if k != "created"}
        record["metadata"] = json.dumps({**(e["metadata"] or {}), "imported_from": {
            "bundle": bundle.name, "entry": e.get("id"), "created": e["created"]}}, sort_keys=True)
        record["embedding"] = base64.b64decode(e["embedding"])
        entry, new = store.insert(record)
        created += new
        existing += not new
        ids.append(entry.id)
    store.log(None, "import", f"imported {created} entries from {bundle.name}",
              {"bundle": str(bundle), "created": created, "already_present": existing})
    return {"library": str(store.root), "entries": len(manifest["entries"]), "created": created,
            "already_present": existing, "artifacts": len(manifest["artifacts"]), "prefixes": len(manifest["prefixes"]), "model_fingerprint": manifest.get("model_fingerprint"),
            "ids": ids}


# -- CLI ----------------------------------------------------------------------------------------------
@click.command("export")
@click.argument("lib", type=click.Path(file_okay=False))
@click.argument("bundle", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")
def export_command(lib, bundle, as_json):
    """Write library LIB (active entries and their artifacts) to the tar file BUNDLE."""
    summary = export_library(lib, bundle)
    if as_json:
        click.echo(json.dumps(summary, indent=2))
    else:
        click.echo(f"exported {summary['entries']} entries, {summary['artifacts']} artifacts "
                   f"({summary['artifact_bytes']:,} bytes) to {summary['bundle']}")


@click.command("import")
@click.argument("bundle", type=click.Path(dir_okay=False, exists=True))
@click.argument("lib", type=click.Path(file_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")
def import_command(bundle, lib, as_json):
    """Check every artifact hash and the model fingerprint in BUNDLE, then add its entries to LIB."""
    summary = import_bundle(bundle, lib)
    if as_json:
        click.echo(json.dumps({k: v for k, v in summary.items()}, indent=2))
    else:
        click.echo(f"imported {summary['created']} new entries ({summary['already_present']} already present), "
                   f"{summary['artifacts']} artifacts verified, into {summary['library']}")
