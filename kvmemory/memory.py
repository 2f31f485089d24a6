"""The facade: :class:`KVMemory` loads the model and the embedder, opens a :class:`~kvmemory.library.Library`
and coordinates deposit and answer.

    mem = KVMemory("lib/")                   # embedded default model and embedder
    entry = mem.deposit(problem, solution, answer="18", verifier="numeric")
    reply = mem.answer(problem)              # recurring: a handful of decode tokens
    reply = mem.answer([{"role": "system", "content": "..."}, {"role": "user", "content": problem}])

The work is done by plain parts (the layers, and the walk of one answer call: ``ARCHITECTURE.md``):
the :class:`~kvmemory.library.Library` (store, index, remote tier), :mod:`kvmemory.pipeline` (read the
task, choose the mode, recurring, transfer or cold, and the entries; lay out the query),
:mod:`kvmemory.steps` (prefill or recap, settle, decode, serve-time check, retries),
:mod:`kvmemory.deposits`, :mod:`kvmemory.graft` and :mod:`kvmemory.decoding`.
"""

from __future__ import annotations

import json
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Sequence

from .artifact import KV, encode
from .decisions import DecisionLog
from .decoding import decode
from .errors import InputError
from .deposits import entry_kv, record, store_recap, template_for, verified
from .library import Hit, Library, content_key
from .lm import LM, embedding, load_lm, model_name
from .models import DEFAULT_EMBEDDER, dtype_name, load_embedder
from .pipeline import check_text, choose, find_same, namespaces_of, task_of
from .prefix import Prefix, ensure as ensure_prefix
from .replies import Answer
from .settings import DEFAULT_SETTINGS, RESERVE_QUERY, Settings
from .steps import (Request, Retry, budget_for, check_stop, cold_template, prepare, refit, respond, retry_without,
                    run_attempts, settle_or_quarantine, stale_retry)
from .store import ACTIVE, Entry
from .templates import TEMPLATE_VERSION, Message, Template, get_template
from .toolcalls import hook_for, is_episode
from .trajectories import episode_verified, route
from .verifiers import VerifierLike

#: Library meta key: template -> scores of false hits reported on answers the learned verifier decided.
FALSE_HITS_META = "verifier_false_hits"

__all__ = ["KVMemory", "Settings", "DEFAULT_SETTINGS", "Answer", "Hit"]


class KVMemory:
    """A verified KV memory over a local causal LM.

    ``KVMemory(path)`` opens or creates a library folder; ``KVMemory(memory=True)`` uses a throwaway folder removed
    by :meth:`close`. ``KVMemory("s3://bucket/lib", cache_dir=..., storage_options=..., cache_bytes=...)`` opens a
    library at a URL shared by many hosts (:mod:`kvmemory.remote`, :meth:`sync`). ``model`` is ``gemma3-270m``
    (optional extra ``kvmemory[gemma]``), a Hugging Face id/path or a loaded model (then pass ``tokenizer``);
    ``dtype`` (``float32``, ``bfloat16``, ``float16``) and ``device`` (``cpu``, ``cuda``, ``cuda:N``) are what a
    model loaded here runs in, and artifacts are stored in that dtype (the fingerprint records dtype and device
    type, so a library keeps to one). ``embedder`` is a sentence-transformers name/path or a loaded model.
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
        loaded = model is not None and not isinstance(model, (str, Path))
        if loaded and tokenizer is None:
            raise InputError("pass tokenizer=... together with a loaded model")
        self._model_spec, self._model, self._tokenizer = model, (model if loaded else None), tokenizer
        self._embedder_spec = embedder
        self._embedder = embedder if embedder is not None and not isinstance(embedder, (str, Path)) else None
        self._lm: LM | None = None
        self._judge = False   # not looked up yet
        self.library = Library.open(self._tmp.name if self._tmp else path, strict=strict, cache_dir=cache_dir,
                                    storage_options=storage_options, cache_bytes=cache_bytes)
        self.url = self.library.url  # a library at a URL (kvmemory.remote), else None
        self.path, self.store, self.remote = self.library.path, self.library.store, self.library.remote
        self._decisions = (DecisionLog(self.store, keep=settings.decision_log_keep, keep_text=settings.decision_log_text)
                           if settings.decision_log else None)

    # -- the models (loaded lazily: list/show/delete never pay for them) ---------------------------------------
    strict = property(lambda self: self.library.strict, lambda self, on: setattr(self.library, "strict", on),
                      doc="Raise on a damaged artifact instead of quarantining it (the library's setting).")

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
        if self._embedder is None:  # a name or path (None: the default)
            self._embedder = load_embedder(self._embedder_spec and str(self._embedder_spec), device=self._device)
        return self._embedder

    def embed(self, text: str):
        """The normalised float32 embedding of ``text`` (what the index searches); records its size."""
        vec = embedding(self.embedder, text)
        self.library.check_embedding(vec, str(self._embedder_spec or DEFAULT_EMBEDDER))
        return vec

    @property
    def judge(self):
        """The learned pair verifier's :class:`~kvmemory.verifier.Judge` (None: not built, turned off, or its
        calibration is for another recipe; the rule alone decides). Loaded on first use."""
        if self._judge is False:
            self._judge = None
            if self.settings.verifier:
                from .verifier import RECIPE, Judge, load_calibration, load_verifier

                cal = load_calibration()
                verifier = load_verifier() if cal["recipe_key"] == RECIPE.key() else None
                if verifier is not None:
                    self._judge = Judge(verifier, cal["templates"], self.settings.false_hit_bound,
                                        self._reported_false_hits())
        return self._judge

    @judge.setter
    def judge(self, judge) -> None:
        """Use ``judge`` (a :class:`~kvmemory.verifier.Judge`, or None for the rule alone) for this memory."""
        self._judge = judge

    def _reported_false_hits(self) -> dict:
        """Template -> scores of the false hits this library was told of (the library's SQLite meta)."""
        return json.loads(self.store.get_meta(FALSE_HITS_META) or "{}")

    def report_false_hit(self, answer: "Answer | dict", reason: str = "reported by the caller") -> bool:
        """Say that a recurring ``answer`` (an :class:`Answer`, or the ``kvmemory`` object a server reply carries)
        was served for a request that was another task. Where the learned verifier decided it, the library keeps
        its score and the verifier's threshold rises above it at once, for every later answer of this library (and
        of every process that opens it later); returns whether it did. The entry itself stays: it is right for its
        own problem."""
        mode = answer.get("mode") if isinstance(answer, dict) else answer.mode
        d = (answer.get("same_problem") if isinstance(answer, dict) else answer.same_problem) or {}
        if mode != "recurring" or d.get("kind") != "verifier" or not isinstance(d.get("verifier_score"), (int, float)):
            return False
        template, score = str(d.get("template") or ""), float(d["verifier_score"])
        seen = self._reported_false_hits()
        seen.setdefault(template, []).append(score)
        self.store.set_meta(FALSE_HITS_META, json.dumps(seen, sort_keys=True))
        if self.judge is not None:
            self.judge.report_false_hit(template, score)
        return True

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
    def compute_kv(self, text: str, *, template: str = TEMPLATE_VERSION) -> KV:
        """The KV of ``text`` as an entry: one forward at positions ``0 ..`` on an empty cache."""
        return entry_kv(self.lm, text, template)

    def template_for(self, verifier_name: str) -> str:
        """The template of a deposit verified by ``verifier_name`` if none is given (:func:`deposits.template_for`)."""
        return template_for(self.tokenizer, verifier_name)

    def deposit(self, problem: "str | Sequence[Message]", solution: str | None = None, answer: str | None = None, *,
                verifier: VerifierLike = "numeric", template: "str | Template | None" = None,
                namespace: str | None = None, metadata: dict | None = None, recap: bool = True,
                tools: Sequence[dict] | None = None) -> Entry:
        """Verify, then store the solution's KV. A rejected solution raises VerificationError, stores nothing.

        ``problem`` is the task text, or chat messages whose last user turn is the task (the rest of the conversation
        is not part of an entry). ``template`` names the layout (default from the verifier: :meth:`template_for`).
        Depositing the same verified content again returns the existing entry. ``recap`` also computes the recurring
        query's forward on top of the entry once (:mod:`kvmemory.recap`): the problem asked again decodes with no
        forward at all (without it, the first recurring answer makes the recap).

        With ``tools``, ``problem`` is an agent's *episode* (the task, assistant ``tool_calls``, ``role: "tool"``
        results, the final answer; no ``solution``), judged whole by ``verifier`` and replayed step by step when
        the task comes back under the same tools (:mod:`kvmemory.trajectories`).
        """
        if tools is not None or is_episode(problem):
            if solution is not None or template is not None:
                raise InputError("an episode is deposited as deposit(messages, tools=[...], verifier=...): "
                                 "its steps and final answer are the solution; drop solution= and template=")
            v = episode_verified(problem, tools, verifier, answer, metadata, limit=self.settings.max_problem_chars,
                                 tokenizer=self.tokenizer if self.settings.episode_layout == "native" else None)
            recap = False  # an episode is replayed from its record, never decoded as a recurring answer
        else:
            v = verified(problem, solution, answer, verifier, template, metadata,
                         limit=self.settings.max_problem_chars, template_for=self.template_for)
        ns, tpl = namespace or self.settings.namespace, v.template
        key, ckey = tpl.problem_key(v.problem, ns), content_key(ns, v.problem, v.solution, v.answer, tpl.name,
                                                               self.fingerprint)
        if (existing := self.library.existing(key, ckey)) is not None:  # the same content: deposited already
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
        """Store ``entry``'s recap (its recurring query's forward, :mod:`kvmemory.recap`); False where a model with
        sliding-window layers cannot use one. ``kv``: the entry's KV if in memory (else read back, verified)."""
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
        """Active entries that hold *the same problem*, each with its same-problem decision: the exact-text matches
        (:meth:`find`) first, else the nearest whose template says it is reworded (:mod:`kvmemory.sameproblem`)."""
        problem = check_text(problem, "problem", self.settings.max_problem_chars)
        return find_same(self.library, problem, namespaces_of(self.settings.namespace, namespace, namespaces), template,
                         embed=self.embed, judge=self.judge)

    def namespaces(self) -> list[str]:
        """Namespaces that hold at least one active entry."""
        return self.library.namespaces()

    def load(self, entry: Entry, *, reserve: int | None = None) -> KV:
        """Read an entry's artifact: hash, format, fingerprint, and fit with the entry and the model
        (:meth:`kvmemory.library.Library.load`; with ``reserve``, settle the KV before using it)."""
        return self.library.load(entry, self.lm, reserve=reserve)

    # -- answer --------------------------------------------------------------------------------------
    def prefix(self, text_or_messages: "str | Sequence[Message]") -> Prefix:
        """Store a long fixed prompt prefix (a system prompt, tool schemas, a few-shot block) once: its KV at positions
        ``0 ..``, a content-addressed artifact (the same tokens on the same model are one artifact, read back
        hash-checked). Pass it as ``answer(..., prefix=...)`` to graft it byte-exactly (:mod:`kvmemory.prefix`)."""
        return ensure_prefix(self.library, self.lm, text_or_messages)

    def answer(self, problem: "str | Sequence[Message]", *, mode: str | None = None, k: int | None = None,
               max_new_tokens: int | None = None, namespace: str | None = None, namespaces: Sequence[str] | None = None,
               template: "str | Template | None" = None, stop: Sequence[str] | None = None, sample: bool = False,
               temperature: float = 0.7, seed: int | None = None, on_token: Callable[[int], None] | None = None,
               on_text: Callable[[str], None] | None = None, prefix: "Prefix | str | Sequence[Message] | None" = None,
               tools: Sequence[dict] | None = None, tool_choice: Any = None, response_format: dict | None = None,
               parallel_tool_calls: bool = True, tool_checks: dict | None = None) -> Answer:
        """Answer ``problem`` (text, or chat messages whose last user turn is the task), grafting verified entries.

        ``mode`` restricts the choice: "recurring" (the same problem's entry, else cold), "transfer" (graft the
        top-k regardless of ``min_score``) or "cold" (graft nothing). ``namespaces`` reads several namespaces at
        once (recurring: the first that holds the problem; transfer: the best hits over all). ``template`` restricts
        the entries to one template and lays out a cold answer (default :attr:`Settings.template`). ``stop`` strings
        end the decode when they appear (the text is cut before them). Greedy by default; ``sample=True`` draws
        tokens at ``temperature`` from a generator seeded with ``seed``. As tokens decode, ``on_token(token_id)`` is
        called for each and ``on_text(piece)`` with each piece of text that is final (for streaming). ``prefix``
        (from :meth:`prefix`, or its text / messages) is grafted at ``0 .. P-1`` with the entries computed on top of
        it; it counts in ``grafted_tokens``. ``tools``, ``tool_choice``, ``response_format`` (OpenAI conventions) decode
        the reply under a JSON constraint into ``Answer.tool_calls`` or structured text (:mod:`kvmemory.toolcalls`).
        With ``tools``, a stored verified episode of the same task is replayed step by step while each tool result
        matches the stored one (exactly, or by ``tool_checks``: a tool name -> field names or a callable
        ``check(stored_text, new_text)``); ``Answer.replay`` says what happened (:mod:`kvmemory.trajectories`).
        """
        request = Request(problem, mode=mode, k=k, max_new_tokens=max_new_tokens, namespace=namespace,
                          namespaces=namespaces, template=template, stop=stop, sample=sample, temperature=temperature,
                          seed=seed, on_token=on_token, on_text=on_text, prefix=prefix)
        hook = hook_for(problem, tools=tools, tool_choice=tool_choice, response_format=response_format,
                        parallel_tool_calls=parallel_tool_calls,
                        native_episodes=self.settings.episode_layout == "native")
        asked_request = request
        asked = namespaces_of(self.settings.namespace, namespace, namespaces)
        if hook is None:
            answer = run_attempts(self._attempt, request)
        else:
            served, request, replay = route(self.library, problem, request, hook.request, embed=self.embed,
                                            namespaces=asked, checks=tool_checks, min_score=self.settings.min_score,
                                            judge=self.judge)
            if served is not None:
                answer = served
            else:
                answer = hook.finish(run_attempts(self._attempt, hook.adapt(request, self.tokenizer)), self.tokenizer)
                answer = answer if replay is None else replace(answer, replay=replay.to_dict())
                if (self.settings.repeated_calls == "answer" and hook.request.tool_choice.mode == "auto"
                        and hook.repeats(answer.tool_calls)):
                    answer = self._answer_in_text(problem, asked_request, hook, tools, response_format)
        if self._decisions is not None:  # queued: written by a background thread (kvmemory.decisions)
            self._decisions.record(answer, namespace=asked[0], problem=problem)
        return answer

    def _answer_in_text(self, problem, request: Request, hook, tools, response_format) -> Answer:
        """``Settings(repeated_calls="answer")``: the reply only repeated calls already answered, so the step is
        answered again with ``tool_choice="none"`` (text that does not open like a call), ``fallback="text"``."""
        text = hook_for(problem, tools=tools, tool_choice="none", response_format=response_format,
                        native_episodes=hook.native_episodes)
        answer = text.finish(run_attempts(self._attempt, text.adapt(request, self.tokenizer)), self.tokenizer)
        return replace(answer, fallback="text")

    @property
    def decisions(self) -> DecisionLog | None:
        """The decision log (:mod:`kvmemory.decisions`; None with ``Settings(decision_log=False)``):
        ``decisions.flush()`` waits until every answer so far is in the library's ``decisions`` table."""
        return self._decisions

    def _attempt(self, request: Request) -> "Answer | Retry":
        """One try: choose, then :mod:`kvmemory.steps` in order; damage, a misfit or a stale copy ends in a Retry."""
        t0 = time.perf_counter()
        task = task_of(request.problem, self.settings.max_problem_chars)
        check_stop(request.stop)
        lm, s = self.lm, self.settings
        choice = choose(self.library, task, lm=lm, embed=self.embed, mode=request.mode, k=request.k or s.top_k,
                        min_score=s.min_score, template=request.template,
                        namespaces=namespaces_of(s.namespace, request.namespace, request.namespaces),
                        reserve=(request.max_new_tokens or s.recurring_max_new_tokens) + RESERVE_QUERY,
                        search=request.search, judge=self.judge)
        tpl = choice.template or get_template(cold_template(s, lm.tokenizer, task, choice.nearest))
        ready = prepare(self.library, lm, task, choice, tpl, request.prefix,
                        budget=request.max_new_tokens or budget_for(s, tpl, choice.mode),
                        auto_prefix=(s.auto_prefix_min_tokens, s.auto_prefix_keep) if s.auto_prefix else None)
        if damaged := settle_or_quarantine(self.library, choice):  # quarantined now: answer again without them
            return retry_without(damaged, request, choice)
        if (misfit := refit(ready, request)) is not None:  # the stored solution does not fit: another mode
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
        """Merge other hosts' deposits, deletes and quarantines into this host's catalog (a library at a URL,
        :mod:`kvmemory.sync`): a :class:`~kvmemory.sync.SyncReport`; None if local. RemoteError if the store is down."""
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
        if self._decisions is not None:
            self._decisions.close()
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
