"""The FAISS index: a cache of what SQLite holds, following the store across connections."""

from __future__ import annotations

import numpy as np

from kvmemory.index import Index
from kvmemory.store import DELETED, Store
from test_store import record


def test_index_follows_the_store_across_connections(tmp_path):
    reader, writer = Store(tmp_path), Store(tmp_path)
    index = Index(reader, 4)
    assert index.ids() == set() and len(index) == 0
    e1, _ = writer.insert(record(writer, 1))
    e2, _ = writer.insert(record(writer, 2, ns="other"))
    assert index.ids() == {e1.id, e2.id} and index.ids("other") == {e2.id}
    assert index.generation == reader.generation()
    assert index.search(np.eye(4, dtype=np.float32)[1], 3, "default") == [(e1.id, 1.0)]
    writer.set_status(e1.id, DELETED, "x")
    assert index.ids() == {e2.id} and index.search(np.eye(4, dtype=np.float32)[1], 3, "default") == []
    with writer.transaction():  # a damaged embedding is skipped, not served
        writer.db.execute("UPDATE entries SET embedding = ? WHERE id = ?", [b"\x00" * 3, e2.id])
        writer._bump()
    assert index.ids() == set() and index.skipped == [e2.id]
    reader.close()
    writer.close()
