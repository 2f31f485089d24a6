"""The FAISS index of problem embeddings, one inner-product index per namespace.

It is a cache of what SQLite holds. :meth:`Index.sync` brings it up to date whenever the store's
generation moved (this or another process deposited, quarantined or deleted): the first time by
building it from every active entry, after that *by id*: only the entries that the event log says
changed since the last sync are removed and, when still active, added again (``remove_ids`` /
``add_with_ids``). So a deposit costs one small read, not a rebuild of the whole index, and the
index can never disagree with the database for long. Embeddings are L2-normalised, so scores are
cosine similarities in ``[-1, 1]``.
"""

from __future__ import annotations

import threading

import numpy as np

__all__ = ["Index"]


class Index:
    """FAISS indexes over the active entries of ``store``, rebuilt from SQLite when it changes."""

    def __init__(self, store, dim: int):
        self.store = store
        self.dim = dim
        self._by_ns: dict = {}
        self._generation = -1
        self._event = -1
        self._lock = threading.RLock()
        self.skipped: list[int] = []
        self.rebuilds = 0   # full builds from SQLite (the first sync, or force=True)
        self.updates = 0    # syncs applied by id

    def _vector(self, blob) -> "np.ndarray | None":
        blob = blob if isinstance(blob, bytes) else b""
        if len(blob) != 4 * self.dim:
            return None  # another embedder's vector or a damaged one: not searchable
        vec = np.frombuffer(blob, dtype=np.float32)
        return vec if np.all(np.isfinite(vec)) else None

    def _new(self):
        import faiss

        return faiss.IndexIDMap2(faiss.IndexFlatIP(self.dim))

    def sync(self, *, force: bool = False) -> None:
        """Bring the index up to the store: by id when it was built before, else (or with ``force``) in full."""
        with self._lock:
            if self.store.generation() == self._generation and not force:
                return
            if self._event >= 0 and not force:
                gen, last_event, rows = self.store.changes(self._event)
                if last_event != self._event:
                    self._apply(gen, last_event, rows)
                    return
                # The generation moved with no event logged (a write outside Store's methods): rebuild.
            self._rebuild()

    def _add(self, by_ns: dict, rows) -> list[int]:
        """Add ``(entry_id, namespace, embedding bytes)`` rows to the per-namespace indexes in ``by_ns``
        (made as needed); returns the ids whose embedding is not searchable."""
        grouped: dict = {}
        skipped = []
        for entry_id, ns, blob in rows:
            vec = self._vector(blob)
            if vec is None:
                skipped.append(entry_id)
                continue
            grouped.setdefault(ns, ([], []))
            grouped[ns][0].append(entry_id)
            grouped[ns][1].append(vec)
        for ns, (ids, vecs) in grouped.items():
            index = by_ns.get(ns)
            if index is None:
                index = by_ns[ns] = self._new()
            index.add_with_ids(np.stack(vecs).astype(np.float32), np.asarray(ids, dtype=np.int64))
        return skipped

    def _apply(self, gen: int, last_event: int, rows) -> None:
        """Remove every changed entry, then add back those still active (their current embedding)."""
        if rows:
            ids = np.asarray([r[0] for r in rows], dtype=np.int64)
            for index in self._by_ns.values():
                index.remove_ids(ids)
            skipped = set(self.skipped) - {int(i) for i in ids}
            skipped.update(self._add(self._by_ns, [(i, ns, blob) for i, ns, status, blob in rows if status == "active"]))
            self.skipped = sorted(skipped)
        self._generation, self._event = gen, last_event
        self.updates += 1

    def _rebuild(self) -> None:
        with self._lock:
            # The event position first, then the rows: a change landing in between is in the rows and
            # is applied again by id on the next sync, which is harmless (remove, then add as it is now).
            _, last_event, _ = self.store.changes(1 << 62)
            snap_gen, rows = self.store.snapshot()  # generation and rows from one read transaction
            by_ns: dict = {}
            skipped = self._add(by_ns, rows)
            self._by_ns = by_ns
            self._generation = snap_gen
            self._event = last_event
            self.skipped = skipped
            self.rebuilds += 1

    def search(self, vector: np.ndarray, k: int, namespace: str) -> list[tuple[int, float]]:
        """Top ``k`` ``(entry_id, cosine)`` in ``namespace``, best first."""
        self.sync()
        with self._lock:
            index = self._by_ns.get(namespace)
            if index is None or index.ntotal == 0 or k <= 0:
                return []
            scores, ids = index.search(vector.reshape(1, -1).astype(np.float32), min(k, index.ntotal))
        return [(int(i), float(s)) for i, s in zip(ids[0], scores[0]) if i >= 0]

    def ids(self, namespace: str | None = None) -> set[int]:
        """Entry ids held by the index (after a sync), in ``namespace`` or all namespaces."""
        import faiss

        self.sync()
        with self._lock:
            indexes = self._by_ns.values() if namespace is None else [self._by_ns.get(namespace)]
            return {int(i) for ix in indexes if ix is not None for i in faiss.vector_to_array(ix.id_map)}

    @property
    def generation(self) -> int:
        """The store generation this index was built from (-1 before the first sync)."""
        return self._generation

    def __len__(self) -> int:
        self.sync()
        return sum(ix.ntotal for ix in self._by_ns.values())
