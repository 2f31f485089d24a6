"""The facade: :class:`KVMemory` ties the model, the store, the index and the graft together.

    mem = KVMemory("lib/")                   # embedded default model and embedder
    entry = mem.deposit(problem, solution, answer="18", verifier="numeric")
    reply = mem.answer(problem)              # recurring: a handful of decode tokens
    reply = mem.answer([{"role": "system", "content": "..."}, {"role": "user", "content": problem}])

Modes of :meth:`KVMemory.answer`:

* ``recurring``: the task is the *same problem* as an active entry (equal after its template's
  normalisation; a changed number or name is a different problem). That entry is grafted and the
  model decodes with the template's recurring query (for ``gsm-qa-v1`` a short final answer).
* ``transfer``: the top-k similar verified entries (cosine >= ``min_score``) are grafted side by
  side, each at its own positions, and the model writes a full solution.
* ``cold``: nothing relevant is stored; plain decode.

Every layout belongs to a :class:`~kvmemory.templates.Template` (``gsm-qa-v1``, ``chat-v1``,
``code-v1`` or one you register). The facade loads the model and the embedder and coordinates plain
parts: :class:`~kvmemory.library.Library` (store, index, remote tier: find, search, load, quarantine,
the deposit write), :mod:`kvmemory.pipeline` (read the task, choose entries, lay out the query),
:mod:`kvmemory.steps` (prefill or recap, settle, decode, serve-time check, retries),
:mod:`kvmemory.graft` (graft and forward) and :mod:`kvmemory.decoding` (decode with stops and streaming).
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from . import templates
from .artifact import KV, encode
from .decoding import decode
from .errors import InputError
from .library import Hit, Library, content_key
from .lm import LM, load_lm, model_name
from .models import DEFAULT_EMBEDDER, dtype_name, load_embedder
from .deposits import entry_kv, record, store_recap, template_for, verified
from .pipeline import check_text, choose, find_same, namespaces_of, task_of
from .prefix import Prefix, ensure as ensure_prefix
from .replies import Answer, ReplyStream as _ReplyStream  # noqa: F401  (the old private name)
from .settings import DEFAULT_SETTINGS, RESERVE_QUERY, Settings
from .steps import (Request, Retry, budget_for, check_stop, cold_template, prepare, refit, respond, retry_without, run_attempts,
                    settle_or_quarantine, stale_retry)
from .store import ACTIVE, Entry
from .templates import Message, Template, get_template
from .verifiers import VerifierLike

__all__ = ["KVMemory", "Settings", "DEFAULT_SETTINGS", "Answer", "Hit"]


class KVMemory:
    """A verified KV memory over a local causal LM.

    ``KVMemory(path)`` opens or creates a library folder; ``KVMemory(memory=True)`` uses a throwaway
    folder removed by :meth:`close`. ``KVMemory("s3://bucket/lib", cache_dir=..., storage_options=...,
    cache_bytes=...)`` opens a library at a URL shared by many hosts (:mod:`kvmemory.remote`, :meth:`sync`).
    ``model`` is ``gemma3-270m`` (optional extra ``kvmemory[gemma]``),
    a Hugging Face id/path or a loaded model (then pass ``tokenizer``); ``dtype`` (``float32``,
    ``bfloat16``, ``float16``) and ``device`` (``cpu``, ``cuda``, ``cuda:N``) are what a model loaded here
    runs in, and artifacts are stored in that dtype (the fingerprint records dtype and device type, so a
    library keeps to one). ``embedder`` is a sentence-transformers name/path or a loaded model.
    ``strict=True`` raises on a damaged artifact instead of quarantining it and answering without it.
    """

    def __init__(self, path: str | Path | None = None, *, memory: bool = False, model: Any = None,
                 tokenizer: Any = None, embedder: Any = None, settings: Settings = DEFAULT_SETTINGS,
                 strict: bool = False, device: str = "cpu", dtype: Any = None, cache_dir: str | Path | None = None,
                 storage_options: dict | None = None, cache_bytes: int | None = None):
        if path is None and not memory:
            raise InputError("pass a library folder, KVMemory('lib/'), or KVMemory(memory=True)")
        self._tmp = tempfile.TemporaryDirectory(prefix="kvmemory-") if path is None else None
        self.settings = settings
        self._device, self._dtype = device, (None if dtype is None else dtype_name(dtype))  # a bad name fails now
        self._model_spec, self._model, self._tokenizer = model, None, tokenizer
        if model is not None and not isinstance(model, (str, Path)):
            if tokenizer is None:
                raise InputError("pass tokenizer=... together with a loaded model")
            self._model = model
        self._embedder_spec, self._embedder = embedder, None
        if embedder is not None and not isinstance(embedder, (str, Path)):
            self._embedder = embedder
        self._lm: LM | None = None
        self.library = Library.open(self._tmp.name if self._tmp else path, strict=strict, cache_dir=cache_dir,
                                    storage_options=storage_options, cache_bytes=cache_bytes)
        self.url = self.library.url  # a library at a URL (kvmemory.remote), else None

    # -- the library's parts ------------------------------------------------------------------------
    path = property(lambda self: self.library.path, doc="The library folder (a URL's: this host's catalog).")
    store = property(lambda self: self.library.store, doc="The SQLite catalog (:class:`kvmemory.store.Store`).")
    remote = property(lambda self: self.library.remote, doc="The object-store tier of a library at a URL, else None.")
    strict = property(lambda self: self.library.strict, doc="Raise on a damaged artifact instead of quarantining it.")

    # -- models (loaded lazily: list/show/delete never pay for them) ---------------------------
    @property
    def lm(self) -> LM:
        """The loaded model, tokenizer and fingerprint as plain values (:class:`kvmemory.lm.LM`)."""
        if self._lm is None:
            self._lm = load_lm(self._model if self._model is not None else self._model_spec, self._tokenizer,
                               dtype=self._dtype, device=self._device)
            self._model, self._tokenizer = self._lm.model, self._lm.tokenizer
            self.library.check_fingerprint(self._lm.fingerprint, model_name(self._model_spec, self._model))
        return self._lm

    model = property(lambda self: self.lm.model, doc="The transformers causal LM in use (loaded on first use).")
    tokenizer = property(lambda self: self.lm.tokenizer, doc="The tokenizer in use.")
    fingerprint = property(lambda self: self.lm.fingerprint,
                           doc="SHA-256 model fingerprint (weights, config, tokenizer, dtype).")

    @property
    def embedder(self):
        """The sentence-transformers model in use (loaded on first use)."""
        if self._embedder is None:
            spec = None if self._embedder_spec is None else str(self._embedder_spec)
            self._embedder = load_embedder(spec, device=self._device)
        return self._embedder

    def embed(self, text: str):
        """The normalised float32 embedding of ``text`` (what the index searches); records its size."""
        import numpy as np

        vec = self.embedder.encode([text], normalize_embeddings=True, convert_to_numpy=True)[0]
        vec = np.asarray(vec, dtype=np.float32)
        self.library.check_embedding(vec, str(self._embedder_spec or DEFAULT_EMBEDDER))
        return vec

    @property
    def index(self):
        """The FAISS index over the library's embeddings (:class:`kvmemory.index.Index`)."""
        dim = None if self.store.get_meta("embedding_dim") is not None else self.embed("probe").shape[0]
        return self.library.index(dim)

    def encode(self, text: str, *, first: bool = True) -> list[int]:
        """Token ids of ``text`` (:meth:`kvmemory.lm.LM.encode`)."""
        return self.lm.encode(text, first=first)

    def window(self) -> int:
        """The model's context window in tokens."""
        return self.lm.window()

    # -- deposit ----------------------------------------------------------------------------------
    def compute_kv(self, text: str, *, template: str = templates.TEMPLATE_VERSION) -> KV:
        """The KV of ``text`` as an entry: one forward at positions ``0 ..`` on an empty cache."""
        return entry_kv(self.lm, text, template)

    def template_for(self, verifier_name: str) -> str:
        """The template a deposit verified by ``verifier_name`` uses when none is given
        (:func:`kvmemory.deposits.template_for`)."""
        return template_for(self.tokenizer, verifier_name)

    def deposit(self, problem: "str | Sequence[Message]", solution: str, answer: str | None = None, *,
                verifier: VerifierLike = "numeric", template: "str | Template | None" = None,
                namespace: str | None = None, metadata: dict | None = None, recap: bool = True) -> Entry:
        """Verify, then store the solution's KV. A rejected solution raises VerificationError, stores nothing.

        ``problem`` is the task text, or chat messages whose last user turn is the task (the rest of
        the conversation is not part of an entry). ``template`` names the layout (default from the
        verifier: :meth:`template_for`). Depositing the same verified content again returns the
        existing entry. ``recap`` also computes the recurring query's forward on top of the entry once
        (:mod:`kvmemory.recap`), so the problem asked again starts decoding with no forward at all;
        without it the first recurring answer makes the recap.
        """
        v = verified(problem, solution, answer, verifier, template, metadata, limit=self.settings.max_problem_chars,
                     template_for=self.template_for)
        ns, tpl = namespace or self.settings.namespace, v.template
        key, ckey = tpl.problem_key(v.problem, ns), content_key(ns, v.problem, v.solution, v.answer, tpl.name,
                                                               self.fingerprint)
        existing = self.library.existing(key, ckey)
        if existing is not None:
            return existing
        text = tpl.entry(v.problem, v.solution, v.answer, self.tokenizer)
        vec = self.embed(v.problem)  # before the artifact: an embedder failure leaves no file behind
        kv = self.compute_kv(text, template=tpl.name)
        entry = self.library.deposit(record(v, namespace=ns, problem_key=key, content_key=ckey, tokens=kv.tokens,
                                            fingerprint=self.fingerprint, embedding=vec.tobytes()), encode(kv))
        if recap:  # a cache beside the entry, made after its commit: its failure loses nothing stored
            self.make_recap(entry, kv)
        return entry

    def make_recap(self, entry: Entry, kv: KV | None = None) -> bool:
        """Store ``entry``'s recap (its recurring query's forward, :mod:`kvmemory.recap`); False where a
        model with sliding-window layers cannot use one. ``kv`` is the entry's KV when already in memory
        (else it is read back, verified)."""
        return store_recap(self.library, self.lm, entry, kv)

    # -- retrieval ---------------------------------------------------------------------------------
    def search(self, problem: str, k: int = 4, *, namespace: str | None = None,
               namespaces: Sequence[str] | None = None) -> list[Hit]:
        """The ``k`` nearest active entries by embedding over the namespaces, best first."""
        vec = self.embed(check_text(problem, "problem", self.settings.max_problem_chars))
        return self.library.search(vec, k, namespaces_of(self.settings.namespace, namespace, namespaces))

    def find(self, problem: str, *, namespace: str | None = None, namespaces: Sequence[str] | None = None,
             template: "str | Template | None" = None) -> list[Entry]:
        """Active entries for exactly this problem (the recurring-mode match): each namespace in
        order, under every registered template's key (or only ``template``'s), newest first."""
        problem = check_text(problem, "problem", self.settings.max_problem_chars)
        return self.library.find(problem, namespaces_of(self.settings.namespace, namespace, namespaces), template)

    def find_same(self, problem: str, *, namespace: str | None = None, namespaces: Sequence[str] | None = None,
                  template: "str | Template | None" = None) -> list[tuple[Entry, Any]]:
        """Active entries that hold *the same problem*, each with its same-problem decision: the
        exact-text matches (:meth:`find`) first, else the nearest entries whose template's decision
        says the query is the same problem reworded (:mod:`kvmemory.sameproblem`), nearest first."""
        problem = check_text(problem, "problem", self.settings.max_problem_chars)
        return find_same(self.library, problem, namespaces_of(self.settings.namespace, namespace, namespaces), template,
                         embed=self.embed)

    def namespaces(self) -> list[str]:
        """Namespaces that hold at least one active entry."""
        return self.library.namespaces()

    def load(self, entry: Entry, *, reserve: int | None = None) -> KV:
        """Read an entry's artifact: hash, format, fingerprint, and fit with the entry and the model
        (:meth:`kvmemory.library.Library.load`; with ``reserve``, settle the KV before using it)."""
        return self.library.load(entry, self.lm, reserve=reserve)

    # -- answer --------------------------------------------------------------------------------------
    def prefix(self, text_or_messages: "str | Sequence[Message]") -> Prefix:
        """Store a long fixed prompt prefix (a system prompt, tool schemas, a few-shot block) once.

        Its KV is computed at positions ``0 ..`` and saved as a content-addressed artifact (the same
        tokens on the same model are one artifact, read back hash-checked on later calls). Pass the
        result as ``answer(..., prefix=...)`` to graft it byte-exactly (see :mod:`kvmemory.prefix`).
        """
        return ensure_prefix(self.library, self.lm, text_or_messages)

    def answer(self, problem: "str | Sequence[Message]", *, mode: str | None = None, k: int | None = None,
               max_new_tokens: int | None = None, namespace: str | None = None,
               namespaces: Sequence[str] | None = None, template: "str | Template | None" = None,
               stop: Sequence[str] | None = None, sample: bool = False, temperature: float = 0.7,
               seed: int | None = None, on_token: Callable[[int], None] | None = None,
               on_text: Callable[[str], None] | None = None,
               prefix: "Prefix | str | Sequence[Message] | None" = None) -> Answer:
        """Answer ``problem`` (text, or chat messages whose last user turn is the task), grafting verified entries.

        ``mode`` restricts the choice: "recurring" (the same problem's entry, else cold), "transfer"
        (graft the top-k regardless of ``min_score``) or "cold" (graft nothing). ``namespaces`` reads
        several namespaces at once (recurring: the first that holds the problem; transfer: the best
        hits over all). ``template`` restricts the entries to one template and lays out a cold answer
        (default :attr:`Settings.template`). ``stop`` strings end the decode when they appear (the
        text is cut before them). Greedy by default; ``sample=True`` draws tokens at ``temperature``
        from a generator seeded with ``seed``. As tokens decode, ``on_token(token_id)`` is called for
        each and ``on_text(piece)`` with each piece of text that is final (for streaming).
        ``prefix`` (from :meth:`prefix`, or its text / messages) is grafted at ``0 .. P-1`` with the
        entries computed on top of it; it counts in ``grafted_tokens``.
        """
        return run_attempts(self._attempt, Request(
            problem, mode=mode, k=k, max_new_tokens=max_new_tokens, namespace=namespace, namespaces=namespaces,
            template=template, stop=stop, sample=sample, temperature=temperature, seed=seed, on_token=on_token,
            on_text=on_text, prefix=prefix))

    def _attempt(self, request: Request) -> "Answer | Retry":
        """One try at ``request``: choose (:mod:`kvmemory.pipeline`), then the steps of :mod:`kvmemory.steps`.
        A damaged artifact, a stored solution that does not fit, or a stale transfer ends in a Retry."""
        t0 = time.perf_counter()
        task = task_of(request.problem, self.settings.max_problem_chars)
        check_stop(request.stop)
        lm, s = self.lm, self.settings
        choice = choose(self.library, task, lm=lm, embed=self.embed, mode=request.mode, k=request.k or s.top_k,
                        min_score=s.min_score, namespaces=namespaces_of(s.namespace, request.namespace, request.namespaces),
                        template=request.template,
                        reserve=(request.max_new_tokens or s.recurring_max_new_tokens) + RESERVE_QUERY)
        tpl = choice.template or get_template(cold_template(s, lm.tokenizer, task, choice.nearest))
        ready = prepare(self.library, lm, task, choice, tpl, request.prefix,
                        budget=request.max_new_tokens or budget_for(s, tpl, choice.mode))
        damaged = settle_or_quarantine(self.library, choice)
        if damaged:  # quarantined now: answer again without them
            return retry_without(damaged, request, choice)
        misfit = refit(ready, request)
        if misfit is not None:
            return misfit
        result = respond(self.library, lm, ready, request, decode=decode, t0=t0)  # decode looked up here: replaceable
        return stale_retry(result, ready, request, s.stale_policy)

    # -- management ----------------------------------------------------------------------------------
    def get(self, entry_id: int) -> Entry:
        """The entry with ``entry_id`` (any status). Raises NotFoundError."""
        return self.library.get(entry_id)

    def delete(self, entry_id: int, reason: str = "deleted by user") -> Entry:
        """Delete an entry: it is never retrieved again; the audit trail keeps the record."""
        return self.library.delete(entry_id, reason)

    def quarantine(self, entry_id: int, reason: str = "quarantined by user") -> Entry:
        """Quarantine an entry: never retrieved; its artifact moves to ``quarantine/``."""
        return self.library.quarantine(entry_id, reason)

    def sync(self):
        """Merge other hosts' deposits, deletes and quarantines into this host's catalog.

        For a library at a URL (:mod:`kvmemory.sync`); returns a :class:`~kvmemory.sync.SyncReport`.
        A local library has nothing to merge: returns None. Raises RemoteError if the store is down.
        """
        return self.library.sync()

    def entries(self, *, status: str | None = ACTIVE, namespace: str | None = None) -> list[Entry]:
        return self.library.entries(status=status, namespace=namespace)

    def events(self, entry_id: int | None = None) -> list[dict]:
        """The audit trail (deposits, quarantines, deletions), optionally for one entry."""
        return self.library.events(entry_id)

    def __len__(self) -> int:
        return len(self.library)

    def __contains__(self, entry_id: object) -> bool:
        return entry_id in self.library

    def close(self) -> None:
        self.library.close()
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    def __enter__(self) -> "KVMemory":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"KVMemory({str(self.path)!r}, entries={len(self)})"
