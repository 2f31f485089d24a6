"""``KVMemoryExampleSelector``: verified entries as few-shot examples for any model.

``select_examples`` returns the ``k`` verified entries nearest the input; ``add_example`` verifies
before it deposits, so a wrong example raises :class:`kvmemory.VerificationError` and stores nothing.
"""

from __future__ import annotations

from typing import Any

from langchain_core.example_selectors import BaseExampleSelector
from pydantic import BaseModel, ConfigDict, Field, model_validator

from kvmemory import InputError

from ._common import deposit, open_memory, provenance

__all__ = ["KVMemoryExampleSelector"]


class KVMemoryExampleSelector(BaseExampleSelector, BaseModel):
    """Few-shot examples from a verified library.

    .. code-block:: python

        selector = KVMemoryExampleSelector(memory=mem, k=2, verifier="numeric")
        selector.add_example({"question": q, "answer": solution, "gold": "18"})   # verified first
        prompt = FewShotPromptTemplate(example_selector=selector, example_prompt=..., ...)

    Examples are dicts with ``input_key`` (the problem) and ``output_key`` (the solution); ``add_example``
    reads the gold answer for the verifier from ``gold_key``. With ``include_provenance`` each selected
    example also carries ``entry_id``, ``sha256``, ``verifier`` and ``score``.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    memory: Any = Field(default=None, exclude=True)
    path: str | None = None
    k: int = 2
    namespace: str | None = None
    verifier: Any = "numeric"
    input_key: str = "question"
    output_key: str = "answer"
    gold_key: str = "gold"
    min_score: float | None = None
    include_provenance: bool = False

    @model_validator(mode="after")
    def _open(self) -> "KVMemoryExampleSelector":
        self.memory = open_memory(self.memory, self.path)
        return self

    def _query(self, input_variables: dict[str, Any]) -> str:
        if self.input_key in input_variables:
            return str(input_variables[self.input_key])
        if len(input_variables) == 1:
            return str(next(iter(input_variables.values())))
        raise InputError(f"input_variables has no {self.input_key!r} key (got {sorted(input_variables)}); "
                         "set input_key= to the variable that holds the problem")

    def select_examples(self, input_variables: dict[str, Any]) -> list[dict[str, Any]]:
        """The ``k`` nearest verified entries as ``{input_key: problem, output_key: solution}``."""
        hits = self.memory.search(self._query(input_variables), self.k, namespace=self.namespace)
        out = []
        for hit in hits:
            if self.min_score is not None and hit.score < self.min_score:
                continue
            example = {self.input_key: hit.entry.problem, self.output_key: hit.entry.solution}
            if self.include_provenance:  # never overwrites the example's own keys
                example = {**provenance(hit.entry, hit.score), **example}
            out.append(example)
        return out

    def add_example(self, example: dict[str, Any]) -> int:
        """Verify ``example`` and deposit it; returns the entry id. Raises VerificationError if it fails."""
        for key in (self.input_key, self.output_key):
            if key not in example:
                raise InputError(f"example has no {key!r} key (got {sorted(example)})")
        entry = deposit(self.memory, str(example[self.input_key]), str(example[self.output_key]),
                        example.get(self.gold_key), verifier=self.verifier, namespace=self.namespace,
                        metadata={"source": "langchain_kvmemory.example_selector"})
        return entry.id
