"""The FAISS index of problem embeddings, one inner-product index per namespace.

It is a cache of what SQLite holds: :meth:`Index.sync` rebuilds it whenever the store's generation
moved (another process deposited or deleted), so it can never disagree with the database for long.
Embeddings are L2-normalised, so scores are cosine similarities in ``[-1, 1]``.
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
        self._lock = threading.RLock()
        self.skipped: list[int] = []

    def sync(self, *, force: bool = False) -> None:
        """Rebuild from SQLite if the store changed since the last build."""
        import faiss

        with self._lock:
            if self.store.generation() == self._generation and not force:
                return
            gen, rows = self.store.snapshot()  # generation and rows from one read transaction
            grouped: dict = {}
            skipped = []
            for entry_id, ns, blob in rows:
                blob = blob if isinstance(blob, bytes) else b""
                if len(blob) != 4 * self.dim:
                    skipped.append(entry_id)  # another embedder's vector or a damaged one: not searchable
                    continue
                vec = np.frombuffer(blob, dtype=np.float32)
                if not np.all(np.isfinite(vec)):
                    skipped.append(entry_id)  # another embedder's vector or a damaged one: not searchable
                    continue
                grouped.setdefault(ns, ([], []))
                grouped[ns][0].append(entry_id)
                grouped[ns][1].append(vec)
            by_ns = {}
            for ns, (ids, vecs) in grouped.items():
                index = faiss.IndexIDMap2(faiss.IndexFlatIP(self.dim))
                index.add_with_ids(np.stack(vecs).astype(np.float32), np.asarray(ids, dtype=np.int64))
                by_ns[ns] = index
            self._by_ns = by_ns
            self._generation = gen
            self.skipped = skipped

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
