"""``VerifyAndDeposit``: the runnable that closes the loop from a chain.

It takes ``{"problem", "solution", "answer"}`` (the solution may be an ``AIMessage``), runs the
verifier, and deposits what passes. It returns its input plus the outcome::

    {"problem": ..., "solution": ..., "answer": ...,
     "admitted": True, "entry_id": 7, "sha256": "...", "verdict": "final number 18 equals answer 18"}

A rejected solution comes back with ``admitted: False`` and the verifier's reason (nothing stored), or
raises :class:`kvmemory.VerificationError` with ``raise_on_reject=True``.

.. code-block:: python

    solve = ChatPromptTemplate.from_messages([("human", "{problem}")]) | llm | StrOutputParser()
    loop = RunnablePassthrough.assign(solution=solve) | VerifyAndDeposit(memory=mem, verifier="numeric")
    loop.invoke({"problem": q, "answer": "18"})
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import BaseMessage
from langchain_core.runnables import RunnableConfig, RunnableSerializable
from pydantic import ConfigDict, Field, model_validator

from kvmemory import InputError, VerificationError

from ._common import deposit, open_memory, text_of

__all__ = ["VerifyAndDeposit"]


class VerifyAndDeposit(RunnableSerializable[dict, dict]):
    """Verify a chain's output and deposit it into kvmemory when it passes."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    memory: Any = Field(default=None, exclude=True)
    path: str | None = None
    verifier: Any = "numeric"
    namespace: str | None = None
    problem_key: str = "problem"
    solution_key: str = "solution"
    answer_key: str = "answer"
    raise_on_reject: bool = False

    @model_validator(mode="after")
    def _open(self) -> "VerifyAndDeposit":
        self.memory = open_memory(self.memory, self.path)
        return self

    def _run(self, value: dict) -> dict:
        if not isinstance(value, dict):
            raise InputError(f"VerifyAndDeposit takes a dict with {self.problem_key!r}, {self.solution_key!r} "
                             f"and {self.answer_key!r}; got {type(value).__name__}")
        for key in (self.problem_key, self.solution_key):
            if key not in value:
                raise InputError(f"input has no {key!r} key (got {sorted(value)})")
        solution = value[self.solution_key]
        solution = text_of(solution.content) if isinstance(solution, BaseMessage) else str(solution)
        gold = value.get(self.answer_key)
        try:
            entry = deposit(self.memory, str(value[self.problem_key]), solution, gold, verifier=self.verifier,
                            namespace=self.namespace, metadata={"source": "langchain_kvmemory.VerifyAndDeposit"})
        except VerificationError as exc:
            if self.raise_on_reject:
                raise
            reason = exc.verdict.reason if exc.verdict is not None else str(exc)
            return {**value, "admitted": False, "entry_id": None, "sha256": None, "verdict": reason}
        return {**value, "admitted": True, "entry_id": entry.id, "sha256": entry.sha256, "verdict": entry.verdict}

    def invoke(self, input: dict, config: RunnableConfig | None = None, **kwargs: Any) -> dict:
        return self._call_with_config(self._run, input, config, **kwargs)
