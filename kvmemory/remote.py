"""Libraries at a URL: the object-store tier and each host's bounded local cache.

``KVMemory("s3://bucket/lib")`` (or any fsspec URL: ``gs://``, ``az://``, ``file://``...) keeps the
library in an object store that every host reads and writes, and a local catalog on each host::

    s3://bucket/lib/                          (shared, every object immutable once written)
      library.json                            model fingerprint, model, embedder, embedding size
      artifacts/ab/ab….safetensors            KV artifacts, named by the SHA-256 of their bytes
      entries/ab/ab….json                     entry records, named by the SHA-256 of their bytes
      tombstones/ab/ab….json                  deletes and quarantines, named likewise

    cache_dir/<name>-<url hash>/              (this host only; default cache_dir ~/.cache/kvmemory)
      kvmemory.db                             the local catalog: a normal library database + FAISS
      artifacts/ab/ab….safetensors            the artifact cache, bounded by ``cache_bytes``

Nothing in the store is ever overwritten or deleted by kvmemory, so no lock server is needed: a
deposit uploads its artifact, then its entry record, and only then is acknowledged (and committed to
the local catalog); a delete or quarantine uploads one tombstone per record of the entry, then
changes the local catalog. :mod:`kvmemory.sync` merges records and tombstones into the catalog (on
open, on :meth:`KVMemory.sync`, ``kvmemory sync``).

Every byte is verified before it is grafted: a cached artifact through
:func:`kvmemory.artifact.read_verified`; a missing, evicted or damaged cached copy is fetched again
from the store, whose bytes must hash to the entry's SHA-256 before they are cached or parsed.

Every call to the store is retried with backoff (every write is idempotent: a name is a hash of its
bytes) and then raises :class:`~kvmemory.errors.RemoteError`. Credentials and the endpoint come from
``storage_options`` or the standard environment (``AWS_ENDPOINT_URL``, ``AWS_ACCESS_KEY_ID``, ...).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import threading
import time
import uuid
from pathlib import Path

from .address import address, matches
from .artifact import artifact_path, decode, read_into, read_verified, write_atomic
from .errors import IntegrityError, RemoteError
from .store import QUARANTINED

__all__ = ["is_url", "ObjectStore", "ArtifactCache", "RemoteLibrary", "DEFAULT_CACHE_BYTES", "default_cache_dir",
           "catalog_dir"]

DEFAULT_CACHE_BYTES = 20 * 1024**3   # 20 GiB of artifacts per library on each host
DEFAULT_RETRIES = 4                  # tries of one call to the store before RemoteError
_URL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*://")
_EXTRAS = {"s3": "s3", "s3a": "s3", "gs": "gcs", "gcs": "gcs", "az": "azure", "abfs": "azure"}


def is_url(path) -> bool:
    """True for ``s3://…``-style library locations; plain paths are local folders."""
    return isinstance(path, str) and bool(_URL.match(path))


def default_cache_dir() -> Path:
    """``$KVMEMORY_CACHE_DIR``, else ``$XDG_CACHE_HOME/kvmemory``, else ``~/.cache/kvmemory``."""
    env = os.environ.get("KVMEMORY_CACHE_DIR")
    if env:
        return Path(env)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "kvmemory"


def catalog_dir(url: str, cache_dir=None) -> Path:
    """This host's local catalog folder for the library at ``url``."""
    url = url.rstrip("/")
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", url.split("://", 1)[1])[-40:].strip("_") or "lib"
    return Path(cache_dir or default_cache_dir()) / f"{name}-{hashlib.sha256(url.encode()).hexdigest()[:12]}"


def object_name(kind: str, sha: str, suffix: str) -> str:
    """``kind/ab/abcdef….suffix``: where an object named by its SHA-256 lives under the library URL."""
    return f"{kind}/{sha[:2]}/{sha}{suffix}"


class ObjectStore:
    """One library URL in an fsspec filesystem: get, put, list, with retries and one error type."""

    def __init__(self, url: str, storage_options: dict | None = None, *, retries: int = DEFAULT_RETRIES,
                 backoff_s: float = 0.25):
        self.url = url.rstrip("/")
        self.retries, self.backoff_s = max(1, int(retries)), backoff_s
        try:
            import fsspec
        except ImportError as exc:  # pragma: no cover - fsspec comes with huggingface_hub
            raise RemoteError("a library at a URL needs fsspec: pip install 'kvmemory[s3]'") from exc
        proto = self.url.split("://", 1)[0]
        options = dict(storage_options or {})
        options.setdefault("skip_instance_cache", True)  # our own client: endpoint and credentials read now
        # No listings cache: other hosts write into folders this one has listed, and s3fs answers a read's size
        # check from a cached listing, so a record another host added after this host's last listing read as
        # missing (a sync then merged it one sync late, after a delete here had missed it).
        options.setdefault("use_listings_cache", False)
        if proto in ("s3", "s3a"):  # retries are ours (below): fail each try fast, unless told otherwise
            options.setdefault("config_kwargs", {"connect_timeout": 5, "read_timeout": 60,
                                                 "retries": {"max_attempts": 1, "mode": "standard"}})
        try:
            self.fs, self.root = fsspec.core.url_to_fs(self.url, **options)
        except (ImportError, ValueError) as exc:
            extra = _EXTRAS.get(proto)
            hint = f"pip install 'kvmemory[{extra}]'" if extra == "s3" else f"install the fsspec driver for {proto}://"
            raise RemoteError(f"cannot open {self.url}: {exc}; {hint}") from exc
        self.root = self.root.rstrip("/")
        protocols = self.fs.protocol if isinstance(self.fs.protocol, (tuple, list)) else (self.fs.protocol,)
        self._local = "file" in protocols or "local" in protocols   # folders to make, renames that are atomic
        if proto in ("s3", "s3a") and "retries" not in (storage_options or {}):
            self.fs.retries = 1  # s3fs's own retry loop (a class attribute); ours is _call

    def _path(self, name: str) -> str:
        return f"{self.root}/{name}"

    def _call(self, what: str, fn, *, missing_ok: bool = False):
        last = None
        for attempt in range(self.retries):
            try:
                return fn()
            except FileNotFoundError:
                if missing_ok:
                    return None
                raise
            except (PermissionError, IsADirectoryError, NotADirectoryError) as exc:
                raise RemoteError(f"{what} at {self.url} refused: {exc}; check credentials and the URL") from exc
            except Exception as exc:  # noqa: BLE001 - botocore, aiohttp, OSError: all transient here
                last = exc
                if attempt + 1 < self.retries:
                    time.sleep(self.backoff_s * 2**attempt)
        raise RemoteError(f"{what} at {self.url} failed after {self.retries} tries: {type(last).__name__}: {last}; "
                          "nothing was acknowledged, retry (check AWS_ENDPOINT_URL and credentials)") from last

    def get(self, name: str) -> bytes | None:
        """The object's bytes, or None when there is none."""
        return self._call(f"reading {name}", lambda: self.fs.cat_file(self._path(name)), missing_ok=True)

    def get_many(self, names: list[str], batch: int = 256) -> dict[str, bytes]:
        """Many small objects at once (concurrent on async stores); missing ones are left out."""
        out: dict[str, bytes] = {}
        for i in range(0, len(names), batch):
            chunk = [self._path(n) for n in names[i:i + batch]]
            got = self._call(f"reading {len(chunk)} records", lambda: self.fs.cat(chunk, on_error="return"))
            for path, data in got.items():
                if isinstance(data, bytes):
                    out[path[len(self.root) + 1:]] = data
                elif not isinstance(data, FileNotFoundError):
                    raise RemoteError(f"reading {path} at {self.url} failed: {data!r}; run sync again")
        return out

    def size(self, name: str) -> int | None:
        def info():
            return self.fs.info(self._path(name))["size"]
        return self._call(f"checking {name}", info, missing_ok=True)

    def put(self, name: str, data: bytes) -> None:
        """Write an object whole (object stores make it visible only once complete; on a filesystem with
        folders, ``file://``, the parent folders are made and the bytes land under a temporary name that is
        then renamed over the final one, so a reader never sees a partial object)."""
        path = self._path(name)
        if not self._local:
            self._call(f"uploading {name}", lambda: self.fs.pipe_file(path, data))
            return

        def write():
            self.fs.makedirs(path.rsplit("/", 1)[0], exist_ok=True)
            tmp = f"{path}.tmp-{uuid.uuid4().hex}"
            try:
                self.fs.pipe_file(tmp, data)
                self.fs.mv(tmp, path)
            except BaseException:
                if self.fs.exists(tmp):
                    self.fs.rm(tmp)
                raise

        self._call(f"writing {name}", write)

    def put_once(self, name: str, data: bytes) -> bool:
        """Upload a content-addressed object unless an object of the same size is already there.

        Returns True when it uploaded. (A damaged object of the right size is caught by the hash check
        on every read.)
        """
        if self.size(name) == len(data):
            return False
        self.put(name, data)
        return True

    def list(self, kind: str) -> list[str]:
        """Names of the objects under ``kind/`` (fresh: no listing cache)."""
        base = self._path(kind)

        def find():
            self.fs.invalidate_cache(base)
            return self.fs.find(base)

        paths = self._call(f"listing {kind}/", find, missing_ok=True) or []
        return sorted(p[len(self.root) + 1:] for p in paths)


class ArtifactCache:
    """The host's artifact cache: the catalog's ``artifacts/`` folder, evicted oldest-used first past
    ``max_bytes``. Another process on the host evicting a file a reader is about to open is harmless:
    the reader finds it missing and fetches it again."""

    def __init__(self, root: Path, max_bytes: int = DEFAULT_CACHE_BYTES):
        self.root = Path(root)
        self.max_bytes = int(max_bytes)
        self._total: int | None = None
        self._lock = threading.Lock()

    def path(self, sha: str) -> Path:
        return artifact_path(self.root, sha)

    def files(self) -> list[tuple[float, int, Path]]:
        """``(last use, size, path)`` of every cached artifact."""
        out = []
        for path in self.root.glob("*/*.safetensors"):
            try:
                st = path.stat()
            except FileNotFoundError:
                continue
            out.append((st.st_mtime, st.st_size, path))
        return out

    def size(self) -> int:
        """Bytes of artifacts in the cache now."""
        return sum(size for _, size, _ in self.files())

    def touch(self, path: Path) -> None:
        try:
            os.utime(path)   # last use, for eviction
        except FileNotFoundError:
            pass

    def add(self, data: bytes, *, name: str | None = None) -> Path:
        """Write verified bytes under their content address (or ``name``, an older artifact's plain
        SHA-256), then evict past the bound."""
        sha, path = write_atomic(self.root, data, name=name)
        with self._lock:
            if self._total is None:
                self._total = self.size()
            else:
                self._total += len(data)
            if self._total > self.max_bytes:
                self._total = self.evict(keep=path)
        return path

    def evict(self, *, keep: Path | None = None) -> int:
        """Remove least recently used artifacts until the cache fits; returns the bytes left."""
        files = sorted(self.files())
        total = sum(size for _, size, _ in files)
        for _, size, path in files:
            if total <= self.max_bytes:
                break
            if path == keep:
                continue
            path.unlink(missing_ok=True)
            total -= size
        return total

    def discard(self, path: Path) -> None:
        Path(path).unlink(missing_ok=True)
        with self._lock:
            self._total = None


class RemoteLibrary:
    """The object store, this host's catalog (a :class:`~kvmemory.store.Store`) and artifact cache,
    for one library URL. :class:`~kvmemory.KVMemory` calls it for a URL; see the module docstring."""

    def __init__(self, url: str, *, cache_dir=None, storage_options: dict | None = None,
                 cache_bytes: int | None = None, retries: int = DEFAULT_RETRIES):
        self.url = url.rstrip("/")
        self.objects = ObjectStore(self.url, storage_options, retries=retries)
        self.catalog_dir = catalog_dir(self.url, cache_dir)
        self.cache_bytes = DEFAULT_CACHE_BYTES if cache_bytes is None else int(cache_bytes)
        self.store = None
        self.cache: ArtifactCache | None = None
        self.host = f"{os.uname().nodename}:{os.getpid()}"
        self._published = False

    def attach(self, store) -> None:
        """Use ``store`` (opened on :attr:`catalog_dir`) as the local catalog."""
        from . import sync

        self.store = store
        self.cache = ArtifactCache(store.artifacts, self.cache_bytes)
        sync.ensure_tables(store)

    # -- reading ------------------------------------------------------------------------------
    def read_verified(self, path, sha: str, *, expected_fingerprint: str | None = None):
        """Like :func:`kvmemory.artifact.read_verified`, from the cache or else from the store.

        A cached copy that is missing, evicted or damaged is dropped and fetched again; the fetched
        bytes must hash to ``sha`` (else :class:`IntegrityError`: the store's copy is damaged) before
        they are cached and parsed.
        """
        path = self.cache.path(sha)
        try:
            kv = read_verified(path, sha, expected_fingerprint=expected_fingerprint)
        except IntegrityError:
            self.cache.discard(path)
        else:
            self.cache.touch(path)
            return kv
        data = self.fetch(sha)
        return decode(data, expected_fingerprint=expected_fingerprint)

    def read_into(self, path, sha: str, *, expected_fingerprint: str | None = None, reserve: int = 0):
        """Like :func:`kvmemory.artifact.read_into` for a cached artifact (read in place, its hash checked
        on another thread until the caller settles it); an artifact not in the cache is fetched and
        verified first (:meth:`read_verified`). A cached copy found damaged at settle time makes the
        caller quarantine the entry: :meth:`set_status` then checks the store's copy first."""
        path = self.cache.path(sha)
        if path.is_file():
            try:
                kv = read_into(path, sha, expected_fingerprint=expected_fingerprint, reserve=reserve)
            except IntegrityError:
                self.cache.discard(path)
            else:
                self.cache.touch(path)
                return kv
        return self.read_verified(path, sha, expected_fingerprint=expected_fingerprint)

    def fetch(self, sha: str) -> bytearray:
        """An artifact's bytes from the object store, verified, then added to the cache."""
        data = self.objects.get(object_name("artifacts", sha, ".safetensors"))
        if data is None:
            raise IntegrityError(f"artifact {sha[:16]}… is missing from {self.url}: it was never uploaded whole "
                                 "or was removed by hand")
        if not matches(data, sha):
            raise IntegrityError(f"artifact {sha[:16]}… in {self.url} hashes to {address(data)[:16]}…: the stored "
                                 "copy is damaged; it is not cached or grafted")
        self.cache.add(data, name=sha)
        return bytearray(data)  # writable, as torch.frombuffer prefers

    # -- writing ------------------------------------------------------------------------------
    def deposit(self, record: dict, data: bytes):
        """Publish an artifact and its entry record, then commit the entry to the local catalog.

        ``record`` holds the entry's columns (``artifact_sha256`` may be empty). Returns the local
        :class:`~kvmemory.store.Entry`. Acknowledged (returned) only after both uploads completed.
        """
        from . import sync

        sha = address(data)
        record = {**record, "artifact_sha256": sha}
        if not self._published:
            self.publish_library(sync.library_meta(self.store))
            self._published = True
        self.objects.put_once(object_name("artifacts", sha, ".safetensors"), data)
        name, body = sync.entry_record(record, host=self.host)
        self.objects.put(object_name("entries", name, ".json"), body)
        self.cache.add(data)  # write-through: this host reads its own deposit from the cache
        return sync.merge_record(self.store, name, sync.parse_entry_record(name, body))

    def set_status(self, entry_id: int, status: str, reason: str):
        """Delete or quarantine everywhere: a tombstone per record of the entry, then the local catalog."""
        from . import sync

        entry = self.store.get(entry_id)
        if status == QUARANTINED and reason.startswith("IntegrityError") and self._store_copy_is_good(entry.sha256):
            # the damage was in this host's cache only: the copy is fetched again, nothing is quarantined
            self.store.log(entry.id, "cache-refetch", reason, {"artifact": entry.sha256})
            return entry
        for record in sync.records_of(self.store, entry.id):
            name, body = sync.tombstone(record, status, reason, host=self.host)
            self.objects.put(object_name("tombstones", name, ".json"), body)
        return sync.apply_status(self.store, entry.id, status, reason)

    def _store_copy_is_good(self, sha: str) -> bool:
        self.cache.discard(self.cache.path(sha))
        try:
            self.fetch(sha)
        except IntegrityError:
            return False
        return True

    def publish_library(self, meta: dict) -> None:
        """Write ``library.json`` (model fingerprint, embedder...) unless one is there."""
        if self.objects.size("library.json") is None:
            self.objects.put("library.json", json.dumps(meta, sort_keys=True).encode())

    def sync(self):
        """Merge every record and tombstone not seen yet into the local catalog (:func:`kvmemory.sync.sync`)."""
        from . import sync

        return sync.sync(self)
