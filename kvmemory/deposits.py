"""The deposit steps: check the input, run the verifier, settle the final answer, compute the entry's
KV, build the record a :class:`~kvmemory.library.Library` stores, and the entry's recap.

:meth:`kvmemory.KVMemory.deposit` calls :func:`verified` (a rejected solution raises
VerificationError and nothing is stored), :func:`entry_kv`, then hands :func:`record`'s row and the
encoded artifact to :meth:`Library.deposit <kvmemory.library.Library.deposit>` and makes the recap
(:func:`store_recap`). Like the answer steps they take a Library and an :class:`~kvmemory.lm.LM`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable

from . import recap as recaps
from . import templates
from .artifact import KV
from .errors import InputError, VerificationError
from .graft import full_attention, prefill
from .pipeline import check_text, task_of
from .servecheck import SPEC_KEY
from .templates import Template, default_template_for, get_template
from .verifiers import Verdict, resolve_verifier

__all__ = ["Verified", "verified", "record", "template_for", "entry_kv", "store_recap"]


@dataclass(frozen=True)
class Verified:
    """A solution that passed its verifier: the task ``problem``, the ``solution``, the final ``answer``
    (given, normalised for ``numeric``, else read from the solution by the template), the ``verifier``'s
    name, the ``template`` to lay it out with, the ``verdict`` and the ``metadata`` to store."""

    problem: str
    solution: str
    answer: str | None
    verifier: str
    template: Template
    verdict: Verdict
    metadata: dict


def verified(problem: Any, solution: Any, answer: Any, verifier: Any, template: Any, metadata: dict | None, *,
             limit: int, template_for: Callable[[str], str]) -> Verified:
    """Check a deposit's input and verify it; raises InputError or VerificationError.

    ``limit`` is ``Settings.max_problem_chars``; ``template_for(verifier name)`` the template used when
    none is given. A verifier with a ``spec()`` records it in the metadata (:mod:`kvmemory.servecheck`).
    """
    problem = task_of(problem, limit).problem
    solution = check_text(solution, "solution", limit)
    if answer is not None and not isinstance(answer, (str, int, float)):
        raise InputError(f"answer must be text or a number, got {type(answer).__name__}")
    name, verify = resolve_verifier(verifier)
    tpl = get_template(template if template is not None else template_for(name))
    verdict: Verdict = verify(problem, solution, None if answer is None else str(answer))
    if not verdict.passed:
        raise VerificationError(f"verifier {name!r} rejected the solution: {verdict.reason}; nothing was stored",
                                verdict)
    final = templates.normalize_number(str(answer)) if answer is not None and name == "numeric" else answer
    if final is None:
        final = tpl.extract(solution)
    if callable(getattr(verifier, "spec", None)):  # what serving runs again (kvmemory.servecheck)
        metadata = {**(metadata or {}), SPEC_KEY: verifier.spec()}
    return Verified(problem, solution, None if final is None else str(final).strip(), name, tpl, verdict,
                    metadata or {})


def record(v: Verified, *, namespace: str, problem_key: str, content_key: str, tokens: int, fingerprint: str,
           embedding: bytes) -> dict:
    """The row :meth:`Library.deposit` stores (it fills in ``artifact_sha256``)."""
    return {
        "namespace": namespace, "problem": v.problem, "problem_key": problem_key,
        "solution": v.solution, "answer": v.answer, "verifier": v.verifier, "verdict": v.verdict.reason,
        "content_key": content_key, "artifact_sha256": "", "tokens": tokens,
        "model_fingerprint": fingerprint, "template": v.template.name,
        "embedding": embedding, "metadata": json.dumps(v.metadata, sort_keys=True),
    }


def template_for(tokenizer, verifier_name: str) -> str:
    """The template a deposit verified by ``verifier_name`` uses when none is given
    (:func:`kvmemory.templates.default_template_for`; ``chat-v1`` falls back to ``gsm-qa-v1`` for a
    tokenizer without a chat template)."""
    name = default_template_for(verifier_name)
    if name == "chat-v1" and not getattr(tokenizer, "chat_template", None):
        return templates.TEMPLATE_VERSION
    return name


def entry_kv(lm, text: str, template: str) -> KV:
    """The KV of ``text`` as an entry: one forward at positions ``0 ..`` on an empty cache."""
    ids = lm.encode(text, first=True)
    if len(ids) >= lm.window():
        raise InputError(f"entry is {len(ids)} tokens; the model's window is {lm.window()}")
    _, layers = prefill(lm.model, ids)
    return KV(layers, ids, 0, "", lm.fingerprint, template)


def store_recap(library, lm, entry, kv: KV | None = None) -> bool:
    """Store ``entry``'s recap (its recurring query's forward, :mod:`kvmemory.recap`); False where a
    model with sliding-window layers cannot use one. ``kv`` is the entry's KV when already in memory
    (else it is read back, verified)."""
    if not full_attention(lm.model):
        return False
    query = get_template(entry.template).query("recurring", entry.problem, (), lm.tokenizer)
    kv = kv if kv is not None else library.load(entry, lm)
    recaps.compute(lm.model, library.store, lm.fingerprint, entry.sha256, kv, lm.encode(query, first=False), query)
    return True
