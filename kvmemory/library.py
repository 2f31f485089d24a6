"""The model-free library under the facade: the store, the FAISS index, the remote tier, and their verbs.

:class:`Library` owns what a library folder (or a library at a URL, :mod:`kvmemory.remote`) holds:
the SQLite catalog (:class:`kvmemory.store.Store`), the FAISS index over its embeddings
(:class:`kvmemory.index.Index`, built on first search) and the object-store tier. It finds entries
(exact problem text under a template's key, or nearest by embedding), reads their artifacts
verified against a model (:meth:`Library.load`; the model comes as a plain :class:`kvmemory.lm.LM`),
quarantines and deletes them, and writes deposits (:meth:`Library.deposit`: the artifact, then the
record, again when a concurrent cleanup removed the file in between).

It loads no model and computes no KV: :class:`kvmemory.KVMemory` does that and hands the library
plain values (a vector to search, an encoded artifact to store, an ``LM`` to check artifacts against).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from . import templates
from . import tier
from .artifact import KV, settle, write_atomic
from .errors import ArtifactError, ArtifactFormatError, FingerprintMismatchError, ModelError, StoreError
from .fit import entry_misfit
from .index import Index
from .remote import RemoteLibrary, is_url
from .store import ACTIVE, DELETED, QUARANTINED, Entry, Store
from .templates import get_template, list_templates


def software_stack() -> str:
    """The torch and transformers releases installed here ("torch 2.13.0+cpu, transformers 5.24.0"): what a
    library records as its ``stack`` when first used. Byte-exact replay of its numbers needs the same stack
    (and kernels); its artifacts' names do not depend on it."""
    from importlib import metadata

    def release(name: str) -> str:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            return "absent"

    return ", ".join(f"{name} {release(name)}" for name in ("torch", "transformers"))


__all__ = ["Library", "Hit", "content_key", "software_stack"]

#: Tries of the deposit write loop (artifact file, then record).
WRITE_TRIES = 3


@dataclass
class Hit:
    """A search result: a verified ``entry`` and its cosine ``score``."""

    entry: Entry
    score: float


def content_key(namespace, problem, solution, answer, template, fingerprint) -> str:
    """What makes two deposits the same content: depositing it again returns the existing entry."""
    content = [namespace, templates.normalize_problem(problem), solution, answer, template, fingerprint]
    return hashlib.sha256(json.dumps(content).encode()).hexdigest()


class Library:
    """The entries of one library folder: ``Library(path)``; ``remote`` (a
    :class:`~kvmemory.remote.RemoteLibrary` whose catalog is ``path``) for a library at a URL, synced
    on open. ``strict=True`` raises on a damaged artifact instead of quarantining it (:meth:`read`)."""

    def __init__(self, path: str | Path, *, remote: RemoteLibrary | None = None, strict: bool = False):
        self.path, self.remote, self.strict = Path(path), remote, strict
        self.url = None if remote is None else remote.url
        self.store = Store(self.path)
        self._index: Index | None = None
        if remote is not None:
            remote.attach(self.store)
            try:
                remote.sync()
            except BaseException:
                self.store.close()
                raise

    @classmethod
    def open(cls, path: str | Path, *, strict: bool = False, cache_dir: str | Path | None = None,
             storage_options: dict | None = None, cache_bytes: int | None = None) -> "Library":
        """A library folder, or a library at a URL (``s3://...``: this host's catalog and cache under
        ``cache_dir``, :mod:`kvmemory.remote`)."""
        if not is_url(path):
            return cls(path, strict=strict)
        remote = RemoteLibrary(str(path).rstrip("/"), cache_dir=cache_dir, storage_options=storage_options,
                               cache_bytes=cache_bytes)
        return cls(remote.catalog_dir, remote=remote, strict=strict)

    # -- what the library was built with ---------------------------------------------------------
    def check_fingerprint(self, fingerprint: str, model_name: str) -> None:
        """Record the model (and the software stack, ``stack``) on first use; raise FingerprintMismatchError
        when another model built the library."""
        stored = self.store.get_meta("model_fingerprint")
        if stored is None:
            self.store.set_meta("model_fingerprint", fingerprint)
            self.store.set_meta("model", model_name)
            self.store.set_meta("stack", software_stack())
        elif stored != fingerprint:
            raise FingerprintMismatchError(
                f"library {self.path} was built with model fingerprint {stored} "
                f"({self.store.get_meta('model')}), but the loaded model's is {fingerprint}: open it "
                "with the same model (same weights, tokenizer and dtype) or use another folder",
                expected=stored, actual=fingerprint)

    def check_embedding(self, vec, embedder_name: str) -> None:
        """Record the embedding size on first use; raise ModelError when ``vec`` has another."""
        stored = self.store.get_meta("embedding_dim")
        if stored is None:
            self.store.set_meta("embedding_dim", str(vec.shape[0]))
            self.store.set_meta("embedder", embedder_name)
        elif int(stored) != vec.shape[0]:
            raise ModelError(f"library {self.path} holds {stored}-d embeddings from "
                             f"{self.store.get_meta('embedder')}; this embedder gives {vec.shape[0]}-d. "
                             "Open it with the embedder it was built with")

    def index(self, dim: int | None = None) -> Index:
        """The FAISS index (built on first use, of the recorded embedding size, else ``dim``)."""
        if self._index is None:
            stored = self.store.get_meta("embedding_dim")
            if stored is None and dim is None:
                raise StoreError(f"library {self.path} has no embeddings yet: search it with a vector first")
            self._index = Index(self.store, int(stored if stored is not None else dim))
        return self._index

    # -- finding -------------------------------------------------------------------------------------
    def find(self, problem: str, namespaces: Sequence[str], template=None) -> list[Entry]:
        """Active entries for exactly this problem: each namespace in order, under every registered
        template's key (or only ``template``'s), newest first."""
        tpls = [get_template(template)] if template is not None else [get_template(n) for n in list_templates()]
        out: list[Entry] = []
        for ns in namespaces:
            found = {e.id: e for t in tpls for e in self.store.find_active(t.problem_key(problem, ns))
                     if e.template == t.name}
            out.extend(sorted(found.values(), key=lambda e: -e.id))
        return out

    def search(self, vec, k: int, namespaces: Sequence[str]) -> list[Hit]:
        """The ``k`` nearest active entries to the embedding ``vec`` over the namespaces, best first."""
        index = self.index(vec.shape[0])
        found = []
        for ns in namespaces:
            found.extend(index.search(vec, k, ns))
        hits = []
        for entry_id, score in sorted(found, key=lambda x: -x[1])[:k]:
            try:
                entry = self.store.get(entry_id)
            except KeyError:
                continue
            if entry.status == ACTIVE:
                hits.append(Hit(entry, score))
        return hits

    def namespaces(self) -> list[str]:
        """Namespaces that hold at least one active entry."""
        return sorted({e.namespace for e in self.store.list()})

    # -- reading -------------------------------------------------------------------------------------
    def load(self, entry: Entry, lm, *, reserve: int | None = None) -> KV:
        """Read an entry's artifact: hash, format, fingerprint, and fit with the entry and ``lm``'s model.

        Raises an ArtifactError subclass when anything disagrees (:func:`kvmemory.fit.entry_misfit`).
        Bytes read and verified before come from the host tier (:mod:`kvmemory.tier`): no file, no hash.
        With ``reserve`` a local artifact is read in place and its hash is still being checked when
        this returns: the caller must :func:`kvmemory.artifact.settle` the KV before anything computed
        from it leaves the library.
        """
        remote = self.remote  # a warm cache reads as a local library; else the object store
        kv = tier.cached_read(entry.path, entry.sha256, expected_fingerprint=lm.fingerprint, reserve=reserve,
                              read_in=None if remote is None else remote.read_into,
                              read_whole=None if remote is None else remote.read_verified,
                              device=getattr(lm.model, "device", None))
        ids = None
        if entry.template in list_templates():
            text = get_template(entry.template).entry(entry.problem, entry.solution, entry.answer, lm.tokenizer)
            ids = lm.encode(text, first=True)
        why = entry_misfit(kv, entry, model=lm.model, token_ids=ids)
        if why:
            settle([kv])  # damaged bytes are an IntegrityError, not a misfit
            raise ArtifactFormatError(f"artifact {entry.sha256[:16]}… does not fit entry {entry.id}: {why}")
        return kv

    def read(self, entry: Entry, lm, report: list[dict], *, reserve: int | None = None) -> KV | None:
        """The entry's KV (:meth:`load`), or None after quarantining an artifact that cannot be trusted
        and adding why to ``report`` (raised when ``strict``)."""
        try:
            return self.load(entry, lm, reserve=reserve)
        except (ArtifactError, FingerprintMismatchError) as exc:  # a foreign artifact is untrusted too
            self.quarantine(entry.id, f"{type(exc).__name__}: {exc}")
            report.append({"id": entry.id, "sha256": entry.sha256, "reason": str(exc)})
            if self.strict:
                raise
            return None

    # -- writing -------------------------------------------------------------------------------------
    def existing(self, problem_key: str, key: str) -> Entry | None:
        """The active entry under ``problem_key`` whose content is ``key`` (:func:`content_key`), or None."""
        for entry in self.store.find_active(problem_key):
            if key == content_key(entry.namespace, entry.problem, entry.solution, entry.answer, entry.template,
                                  entry.model_fingerprint):
                return entry
        return None

    def deposit(self, record: dict, data: bytes) -> Entry:
        """Store an encoded artifact and its record (``artifact_sha256`` is filled in); the new entry."""
        if self.remote is not None:  # upload artifact and record, then commit (kvmemory.remote)
            return self.remote.deposit(record, data)
        for _ in range(WRITE_TRIES - 1):
            sha, path = write_atomic(self.store.artifacts, data)
            try:
                return self.store.insert({**record, "artifact_sha256": sha})[0]
            except StoreError:
                # Another process's orphan cleanup can remove an identical, not yet referenced file
                # between our write and our commit; the insert refuses it, so write it again.
                if path.exists():
                    raise
        sha, _ = write_atomic(self.store.artifacts, data)  # the last try: its error is the caller's
        return self.store.insert({**record, "artifact_sha256": sha})[0]

    def add_hits(self, entries: Sequence[Entry]) -> None:
        """Count one use of each of ``entries``."""
        if entries:
            self.store.add_hits([e.id for e in entries])

    # -- management ----------------------------------------------------------------------------------
    def get(self, entry_id: int) -> Entry:
        """The entry with ``entry_id`` (any status). Raises NotFoundError."""
        return self.store.get(entry_id)

    def delete(self, entry_id: int, reason: str = "deleted by user") -> Entry:
        """Delete an entry: it is never retrieved again; the audit trail keeps the record."""
        if self.remote is not None:  # a tombstone in the object store first: every host drops it on sync
            return self._evicted(self.remote.set_status(entry_id, DELETED, reason))
        return self._evicted(self.store.set_status(entry_id, DELETED, reason))

    def quarantine(self, entry_id: int, reason: str = "quarantined by user") -> Entry:
        """Quarantine an entry: never retrieved; its artifact moves to ``quarantine/``."""
        if self.remote is not None:
            return self._evicted(self.remote.set_status(entry_id, QUARANTINED, reason))
        return self._evicted(self.store.set_status(entry_id, QUARANTINED, reason))

    def _evicted(self, entry: Entry) -> Entry:
        """``entry``, its bytes dropped from the host tier (unless an active entry still uses them)."""
        if not self.store.artifact_in_use(entry.sha256):
            tier.evict(entry.sha256)
        return entry

    def gc_prefixes(self, keep: int) -> list[str]:
        """Evict automatic prompt prefixes beyond the ``keep`` most recently used, each with the entries
        computed on top of it (:meth:`kvmemory.prefix.PrefixStore.gc`; ``answer`` does this with
        ``Settings.auto_prefix_keep`` whenever it makes one). Prefixes made by ``KVMemory.prefix`` stay.
        The evicted artifacts' SHA-256s, least recently used first."""
        from .prefix import PrefixStore

        return PrefixStore(self.store).gc(keep)

    def sync(self):
        """Merge other hosts' changes (a library at a URL); None for a local library."""
        if self.remote is None:
            return None
        report = self.remote.sync()
        entries = self.store.list(status=None)  # tombstoned or changed elsewhere: out of the tier at once
        active = {e.sha256 for e in entries if e.status == ACTIVE}
        tier.evict(*({e.sha256 for e in entries} - active))
        return report

    def entries(self, *, status: str | None = ACTIVE, namespace: str | None = None) -> list[Entry]:
        return self.store.list(status=status, namespace=namespace)

    def events(self, entry_id: int | None = None) -> list[dict]:
        """The audit trail (deposits, quarantines, deletions), optionally for one entry."""
        return self.store.events(entry_id)

    def __len__(self) -> int:
        return self.store.count()

    def __contains__(self, entry_id: object) -> bool:
        try:
            return self.store.get(int(entry_id)).status == ACTIVE
        except (KeyError, TypeError, ValueError):
            return False

    def close(self) -> None:
        self.store.close()

    def __repr__(self) -> str:
        return f"Library({str(self.path)!r}, entries={len(self)})"
