"""``KVMemoryCache``: an LLM cache (``set_llm_cache``) that only ever returns verified entries.

``lookup(prompt, llm_string)``
    The problem is the prompt (a completion model) or the last human message (a chat model). If an
    active, verified entry holds *the same problem* (``KVMemory.find_same``: the same text, or the
    same problem reworded by its template's same-problem decision; a changed number, name, unit or
    question is never a hit), its verified solution comes back as a ``Generation``; otherwise None. ``llm_string`` is not part of the match:
    a verified solution is a fact about the problem, not about the model that wrote it.
``update(prompt, llm_string, generations)``
    Admits the generations only if the cache's verifier passes every one of them, given the gold
    answer from ``answers`` (a mapping or a callable ``problem -> gold``). With no gold known, or any
    generation failing, nothing is stored (the rejection is kept in :attr:`KVMemoryCache.rejected`).
    Admitted generations are deposited as kvmemory entries (their KV is computed, so ``ChatKVMemory``
    can graft them) and replace what this cache admitted earlier for the same problem.
``clear()``
    Deletes (with an audit-trail record) the entries *this cache admitted* in its namespace. Entries
    deposited by other means are library content, not cache content, and stay.

The default verifier is ``"numeric"``: without ``answers`` it never admits anything.

Provenance
    Every hit names the verified entry it came from, so a caller can tell a memory hit from a fresh call:
    ``generation_info["kvmemory"]`` (and, for a chat generation, ``message.response_metadata["kvmemory"]``,
    which is what ``chat_model.invoke`` returns) holds ``cache: "hit"``, ``mode: "recurring"`` (a hit is
    the same problem's verified entry, kvmemory's recurring mode), the entry's ``entry_id``, ``sha256``
    (of its KV artifact), ``verifier``, ``verdict``, ``namespace``, ``answer``, ``template``,
    ``model_fingerprint``, ``admitted_by`` (``"cache"`` when this cache admitted it, else
    ``"library"``), ``same_llm`` (whether it was admitted for the same ``llm_string``) and
    ``same_problem`` (the decision: ``kind``, ``reason``, ``score``, ``template``). A fresh call has no
    ``kvmemory`` key there. Everything else a generation was admitted with comes back unchanged.
    ``KVMemoryCache(provenance=False)`` returns the generations this cache admitted exactly as ``update``
    was given them (LangChain's strict ``BaseCache`` round trip, as the ``langchain-tests`` cache suites
    check it with ``==``); a hit on a library entry (no stored generation) carries its provenance either way.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Callable, Mapping
from typing import Any

from langchain_core.caches import RETURN_VAL_TYPE, BaseCache
from langchain_core.messages import AIMessage, message_to_dict, messages_from_dict
from langchain_core.outputs import ChatGeneration, Generation

from kvmemory import KVMemory, VerificationError, VerifierLike, normalize_problem, resolve_verifier

from ._common import deposit, open_memory, problem_of_prompt, provenance

__all__ = ["KVMemoryCache"]

logger = logging.getLogger(__name__)

SOURCE = "langchain_kvmemory.cache"

Answers = Mapping[str, Any] | Callable[[str], Any] | None


def _dump(generation: Generation) -> dict:
    if isinstance(generation, ChatGeneration):
        return {"type": "chat", "message": message_to_dict(generation.message),
                "generation_info": generation.generation_info}
    return {"type": "text", "text": generation.text, "generation_info": generation.generation_info}


def _load(data: dict) -> Generation:
    if data["type"] == "chat":
        return ChatGeneration(message=messages_from_dict([data["message"]])[0],
                              generation_info=data.get("generation_info"))
    return Generation(text=data["text"], generation_info=data.get("generation_info"))


class KVMemoryCache(BaseCache):
    """A verified-only LLM cache backed by a kvmemory library.

    .. code-block:: python

        from langchain_core.globals import set_llm_cache
        set_llm_cache(KVMemoryCache(KVMemory("lib/"), verifier="numeric", answers=gold_by_problem))
    """

    def __init__(self, memory: KVMemory | None = None, *, path: str | None = None,
                 verifier: VerifierLike = "numeric", answers: Answers = None, namespace: str | None = None,
                 provenance: bool = True):
        self.memory = open_memory(memory, path)
        self.provenance = bool(provenance)
        """Whether hits carry ``generation_info["kvmemory"]`` (and chat ``response_metadata["kvmemory"]``)."""
        self.verifier = verifier
        self.verifier_name, self._verify = resolve_verifier(verifier)
        self.answers = answers
        self.namespace = namespace or self.memory.settings.namespace
        self.rejected: list[dict] = []
        """What ``update`` refused: ``{"problem", "reason"}`` for each refused update."""

    # -- helpers -------------------------------------------------------------------------------
    def _entries(self, problem: str):
        """Active entries of the same problem in this namespace: exact text first, then reworded repeats."""
        return [entry for entry, _decision in self._same(problem)]

    def _same(self, problem: str) -> list[tuple[Any, Any]]:
        """``[(entry, same-problem decision)]`` (:meth:`kvmemory.KVMemory.find_same`) in this namespace."""
        return self.memory.find_same(problem, namespace=self.namespace)

    def _provenance(self, entry, decision, llm_string: str) -> dict:
        ours = entry.metadata.get("source") == SOURCE
        return {"cache": "hit", "mode": "recurring", **provenance(entry),
                "admitted_by": "cache" if ours else "library",
                "same_llm": ours and entry.metadata.get("llm_string") == str(llm_string),
                "same_problem": {"kind": getattr(decision, "kind", ""), "reason": getattr(decision, "reason", ""),
                                 "score": getattr(decision, "score", None),
                                 "template": getattr(decision, "template", "") or entry.template}}

    def _mark(self, generation: Generation, meta: dict) -> Generation:
        """``generation`` with ``meta`` under ``generation_info["kvmemory"]`` (and the chat message's
        ``response_metadata["kvmemory"]``); unchanged with ``provenance=False``."""
        if not self.provenance:
            return generation
        info = {**(generation.generation_info or {}), "kvmemory": meta}
        if isinstance(generation, ChatGeneration):
            message = generation.message.model_copy(
                update={"response_metadata": {**generation.message.response_metadata, "kvmemory": meta}})
            return ChatGeneration(message=message, generation_info=info)
        return Generation(text=generation.text, generation_info=info)

    def gold(self, problem: str) -> Any:
        """The gold answer for ``problem`` from ``answers``, or None."""
        if self.answers is None:
            return None
        if callable(self.answers):
            return self.answers(problem)
        if problem in self.answers:
            return self.answers[problem]
        wanted = normalize_problem(problem)
        for key, value in self.answers.items():
            if normalize_problem(key) == wanted:
                return value
        return None

    # -- BaseCache -------------------------------------------------------------------------------
    def lookup(self, prompt: str, llm_string: str) -> RETURN_VAL_TYPE | None:
        problem = problem_of_prompt(prompt)
        if not problem or not problem.strip():
            return None
        same = self._same(problem)
        if not same:
            return None
        by_text: dict[str, tuple[Any, Any]] = {}
        for entry, decision in same:
            by_text.setdefault(entry.solution, (entry, decision))
        for entry, _decision in same:
            saved = entry.metadata.get("generations") if entry.metadata.get("source") == SOURCE else None
            if saved:
                generations = [_load(g) for g in saved]
                # every text handed back must still be an active verified entry
                if all(g.text in by_text for g in generations):
                    return [self._mark(g, self._provenance(*by_text[g.text], llm_string)) for g in generations]
        entry, decision = same[0]
        info = {"kvmemory": self._provenance(entry, decision, llm_string)}
        if problem != prompt:  # a chat prompt
            return [ChatGeneration(message=AIMessage(content=entry.solution, response_metadata=dict(info)),
                                   generation_info=info)]
        return [Generation(text=entry.solution, generation_info=info)]

    def update(self, prompt: str, llm_string: str, return_val: RETURN_VAL_TYPE) -> None:
        problem = problem_of_prompt(prompt)
        if not problem or not problem.strip() or not return_val:
            return
        gold = self.gold(problem)
        gold = None if gold is None else str(gold)
        for generation in return_val:
            verdict = self._verify(problem, generation.text, gold)
            if not verdict.passed:
                self._reject(problem, f"verifier {self.verifier_name!r}: {verdict.reason}")
                return
        batch = uuid.uuid4().hex
        saved = _json_safe([_dump(g) for g in return_val])
        admitted = set()
        try:
            for generation in return_val:
                entry = deposit(self.memory, problem, generation.text, gold, verifier=self.verifier,
                                namespace=self.namespace,
                                metadata={"source": SOURCE, "batch": batch, "generations": saved,
                                          "llm_string": str(llm_string)})
                admitted.add(entry.id)
        except VerificationError as exc:  # a verifier that is not deterministic
            self._reject(problem, str(exc))
            for entry_id in admitted:
                self.memory.delete(entry_id, "cache update rolled back: a sibling generation failed")
            return
        for entry in self._entries(problem):
            if entry.id not in admitted and entry.metadata.get("source") == SOURCE:
                self.memory.delete(entry.id, "replaced by a newer verified cache update")

    def _reject(self, problem: str, reason: str) -> None:
        logger.info("KVMemoryCache did not admit a generation: %s", reason)
        self.rejected.append({"problem": problem, "reason": reason})

    def clear(self, **kwargs: Any) -> None:
        """Delete the entries this cache admitted in its namespace (audit-trailed); keep all others."""
        for entry in self.memory.entries(namespace=self.namespace):
            if entry.metadata.get("source") == SOURCE:
                self.memory.delete(entry.id, "KVMemoryCache.clear()")


def _json_safe(value: Any) -> Any:
    return json.loads(json.dumps(value, default=str))
