"""``KVMemoryRetriever``: verified kvmemory entries as LangChain ``Document``s, with provenance.

Search is kvmemory's embedding search over active (verified, not quarantined or deleted) entries.
Each document's ``page_content`` is the problem and its verified solution; ``metadata`` names the
entry: id, artifact sha256, verifier, verdict, cosine score, namespace, final answer.
"""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict, Field, model_validator

from kvmemory import InputError

from ._common import open_memory, provenance

__all__ = ["KVMemoryRetriever", "entry_document"]


def entry_document(entry, score: float | None = None) -> Document:
    """A verified entry as a Document: ``"{problem}\\n\\n{solution}"`` plus provenance metadata."""
    return Document(id=str(entry.id), page_content=f"{entry.problem}\n\n{entry.solution}",
                    metadata={**provenance(entry, score), "problem": entry.problem, "solution": entry.solution})


class KVMemoryRetriever(BaseRetriever):
    """Retrieve verified solutions of similar problems.

    .. code-block:: python

        retriever = KVMemoryRetriever(memory=KVMemory("lib/"), k=3)
        docs = retriever.invoke("A robe takes 2 bolts of blue fiber ...")
        docs[0].metadata["sha256"], docs[0].metadata["verifier"], docs[0].metadata["score"]

    ``k`` (and ``namespace`` or ``namespaces``, ``min_score``) can also be passed per call:
    ``retriever.invoke(q, k=1)``. ``namespaces=["user:42", "shared"]`` searches several at once.
    ``min_score`` drops hits below that cosine; None keeps the ``k`` nearest.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    memory: Any = Field(default=None, exclude=True)
    path: str | None = None
    k: int = 4
    namespace: str | None = None
    namespaces: list[str] | None = None
    min_score: float | None = None

    @model_validator(mode="after")
    def _open(self) -> "KVMemoryRetriever":
        if self.k < 1:
            raise InputError(f"k must be >= 1, got {self.k}")
        self.memory = open_memory(self.memory, self.path)
        return self

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun,
                                k: int | None = None, namespace: str | None = None,
                                namespaces: list[str] | None = None,
                                min_score: float | None = None) -> list[Document]:
        k = self.k if k is None else int(k)
        floor = self.min_score if min_score is None else min_score
        many = namespaces if namespaces is not None else (None if namespace else self.namespaces)
        if many is not None:
            hits = self.memory.search(query, k, namespaces=many)
        else:
            hits = self.memory.search(query, k, namespace=namespace or self.namespace)
        return [entry_document(h.entry, h.score) for h in hits if floor is None or h.score >= floor]
