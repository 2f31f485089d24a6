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
``code-v1`` or one you register). The work is done by plain functions the facade coordinates:
:mod:`kvmemory.pipeline` (read the task, choose entries, lay out the query), :mod:`kvmemory.graft`
(graft and forward) and :mod:`kvmemory.decoding` (decode with stops and streaming).
"""

from __future__ import annotations

import hashlib
import json
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Sequence

from . import templates
from .artifact import KV, encode, read_into, read_verified, settle, write_atomic
from .decoding import decode
from .errors import (
    ArtifactFormatError,
    FingerprintMismatchError,
    InputError,
    IntegrityError,
    ModelError,
    StoreError,
    VerificationError,
)
from .fit import entry_misfit
from .graft import build_cache, full_attention, layout, prefill
from .index import Index
from .models import DEFAULT_EMBEDDER, DEFAULT_MODEL, dtype_name, fingerprint, load_embedder, load_model
from .pipeline import EXACT, SAME_PROBLEM_CANDIDATES, Task, check_text, choose, lay_out, same_problem, task_of
from . import recap as recaps
from .prefix import Prefix, ensure as ensure_prefix, graft_inputs
from .remote import RemoteLibrary, is_url
from .sameproblem import check_stale
from .servecheck import SPEC_KEY, ServeCheck
from .store import ACTIVE, DELETED, QUARANTINED, Entry, Store
from .templates import Message, Template, default_template_for, get_template, list_templates
from .verifiers import Verdict, VerifierLike, resolve_verifier

__all__ = ["KVMemory", "Settings", "DEFAULT_SETTINGS", "Answer", "Hit"]


@dataclass(frozen=True)
class Settings:
    """Tunable behaviour of a :class:`KVMemory`. Build variants with ``dataclasses.replace``."""

    top_k: int = 2                      # entries grafted side by side in transfer mode
    min_score: float = 0.5              # cosine below which an entry is not relevant (-> cold)
    max_new_tokens: int = 256           # decode budget for transfer and cold (unless the template sets one)
    recurring_max_new_tokens: int = 16  # decode budget for a recurring answer (unless the template sets one)
    max_problem_chars: int = 20_000     # longer input is refused with InputError
    namespace: str = "default"
    template: str | None = None         # cold-mode template; None: gsm-qa-v1 for a str, chat-v1 for messages
    stale_policy: str = "cold"          # a transfer answer that copies a grafted entry's answer to a changed
                                        # problem: "cold" decodes again without entries (not while streaming:
                                        # what was sent stays sent), "mark" only marks it, "off" skips the check

    def __post_init__(self):
        if self.stale_policy not in ("cold", "mark", "off"):
            raise InputError(f"stale_policy must be 'cold', 'mark' or 'off', not {self.stale_policy!r}")


DEFAULT_SETTINGS = Settings()

#: Tokens of room left after a recurring entry's KV for the query, on top of the decode budget: the
#: answer decodes into the buffers the artifact was read into, without copying the cache.
RESERVE_QUERY = 256


@dataclass
class Hit:
    """A search result: a verified ``entry`` and its cosine ``score``."""

    entry: Entry
    score: float


@dataclass
class Answer:
    """What :meth:`KVMemory.answer` returns.

    ``text`` is the template's answer text (for ``code-v1`` runnable code), ``answer`` the final
    answer read from it, ``reply`` what a chat user sees (``gsm-qa-v1``'s forced "The answer is"
    followed by ``text``), ``finish`` why decoding ended ("eos", "stop", "pattern" or "length").
    ``same_problem`` is the same-problem decision behind the mode (``same``, ``kind``, ``reason``,
    ``score``; for a transfer or cold answer, why the nearest entry was not the same problem).
    ``suspect`` is set with ``suspect_reason`` when a transfer answer copied a grafted entry's
    answer to a problem that differs (``Settings.stale_policy``: "cold" answers again without
    entries and returns that answer, still marked, "mark" returns the copy marked).

    Serve-time verification (:mod:`kvmemory.servecheck`): ``verified`` is True when ``text`` passed
    the recurring entry's own check (always, in recurring mode; False for transfer and cold answers,
    which nothing checked), ``verdict`` says why. ``fallback`` is "" when the model's reply was
    served as decoded; "stored" when the decoded recurring reply failed the check and the entry's
    stored verified solution is returned instead (``decode_tokens`` and ``token_ids`` still describe
    the decode); "transfer" or "cold" when the stored solution does not fit the request (code whose
    own ``>>>`` examples fail on it) and the request was answered in that mode instead.
    """

    text: str
    answer: str | None
    mode: str
    entries: list[Entry]
    decode_tokens: int
    grafted_tokens: int
    prompt_tokens: int
    timings: dict[str, float]
    token_ids: list[int] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    quarantined: list[dict] = field(default_factory=list)
    input_sha256: str = ""
    template: str = templates.TEMPLATE_VERSION
    reply: str = ""
    finish: str = ""
    same_problem: dict | None = None
    suspect: bool = False
    suspect_reason: str = ""
    verified: bool = False
    verdict: str = ""
    fallback: str = ""

    def to_dict(self) -> dict:
        return {
            "text": self.text, "answer": self.answer, "mode": self.mode,
            "entries": [e.id for e in self.entries], "artifacts": [e.sha256 for e in self.entries],
            "scores": self.scores, "decode_tokens": self.decode_tokens, "grafted_tokens": self.grafted_tokens,
            "prompt_tokens": self.prompt_tokens, "timings": self.timings, "token_ids": self.token_ids,
            "quarantined": self.quarantined, "input_sha256": self.input_sha256, "template": self.template,
            "reply": self.reply, "finish": self.finish, "same_problem": self.same_problem,
            "suspect": self.suspect, "suspect_reason": self.suspect_reason,
            "verified": self.verified, "verdict": self.verdict, "fallback": self.fallback,
        }




def _content_key(namespace, problem, solution, answer, template, fingerprint) -> str:
    """What makes two deposits the same content: depositing it again returns the existing entry."""
    return hashlib.sha256(json.dumps(
        [namespace, templates.normalize_problem(problem), solution, answer, template, fingerprint]).encode()).hexdigest()


def _sha_ids(ids) -> str:
    return hashlib.sha256(json.dumps([int(i) for i in ids]).encode()).hexdigest()


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
        self.url, self.remote = None, None
        if is_url(path):  # a library in an object store, this host's catalog and cache (kvmemory.remote)
            self.url = str(path).rstrip("/")
            self.remote = RemoteLibrary(self.url, cache_dir=cache_dir, storage_options=storage_options,
                                        cache_bytes=cache_bytes)
            path = self.remote.catalog_dir
        self._tmp = tempfile.TemporaryDirectory(prefix="kvmemory-") if path is None else None
        self.path = Path(self._tmp.name if self._tmp else path)
        self.settings = settings
        self.strict = strict
        self._device, self._dtype = device, (None if dtype is None else dtype_name(dtype))  # a bad name fails now
        self._model_spec, self._model, self._tokenizer = model, None, tokenizer
        if model is not None and not isinstance(model, (str, Path)):
            if tokenizer is None:
                raise InputError("pass tokenizer=... together with a loaded model")
            self._model = model
        self._embedder_spec, self._embedder = embedder, None
        if embedder is not None and not isinstance(embedder, (str, Path)):
            self._embedder = embedder
        self._fingerprint: str | None = None
        self.store = Store(self.path)
        self._index: Index | None = None
        if self.remote is not None:
            self.remote.attach(self.store)
            try:
                self.remote.sync()
            except BaseException:
                self.store.close()
                raise

    # -- models (loaded lazily: list/show/delete never pay for them) ---------------------------
    @property
    def model(self):
        """The transformers causal LM in use (loaded on first use)."""
        if self._model is None:
            spec = None if self._model_spec is None else str(self._model_spec)
            self._model, self._tokenizer = load_model(spec, dtype=self._dtype, device=self._device)
        if self._fingerprint is None:
            self._model.eval()
            self._fingerprint = fingerprint(self._model, self._tokenizer)
            self._check_fingerprint()
        return self._model

    @property
    def tokenizer(self):
        """The tokenizer in use."""
        self.model
        return self._tokenizer

    @property
    def fingerprint(self) -> str:
        """SHA-256 model fingerprint (weights, config, tokenizer, dtype)."""
        self.model
        return self._fingerprint

    def _model_name(self) -> str:
        if self._model_spec is None:
            return DEFAULT_MODEL
        if isinstance(self._model_spec, (str, Path)):
            return str(self._model_spec)
        cfg = getattr(self._model, "config", None)
        return getattr(cfg, "_name_or_path", "") or type(self._model).__name__

    def _check_fingerprint(self) -> None:
        stored = self.store.get_meta("model_fingerprint")
        if stored is None:
            self.store.set_meta("model_fingerprint", self._fingerprint)
            self.store.set_meta("model", self._model_name())
        elif stored != self._fingerprint:
            raise FingerprintMismatchError(
                f"library {self.path} was built with model fingerprint {stored} "
                f"({self.store.get_meta('model')}), but the loaded model's is {self._fingerprint}: open it "
                "with the same model (same weights, tokenizer and dtype) or use another folder",
                expected=stored, actual=self._fingerprint)

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
        stored = self.store.get_meta("embedding_dim")
        if stored is None:
            self.store.set_meta("embedding_dim", str(vec.shape[0]))
            self.store.set_meta("embedder", str(self._embedder_spec or DEFAULT_EMBEDDER))
        elif int(stored) != vec.shape[0]:
            raise ModelError(f"library {self.path} holds {stored}-d embeddings from "
                             f"{self.store.get_meta('embedder')}; this embedder gives {vec.shape[0]}-d. "
                             "Open it with the embedder it was built with")
        return vec

    @property
    def index(self) -> Index:
        if self._index is None:
            dim = self.store.get_meta("embedding_dim")
            if dim is None:
                dim = str(self.embed("probe").shape[0])
            self._index = Index(self.store, int(dim))
        return self._index

    # -- tokenisation ---------------------------------------------------------------------------
    def encode(self, text: str, *, first: bool = True) -> list[int]:
        """Token ids of ``text``; ``first=True`` adds the tokenizer's special tokens (an entry, a query
        with nothing grafted before it), ``first=False`` does not (a query after a graft)."""
        return list(self.tokenizer(text, add_special_tokens=first)["input_ids"])

    def window(self) -> int:
        """The model's context window in tokens."""
        return int(getattr(self.model.config, "max_position_embeddings", 0) or 1 << 30)

    # -- deposit ----------------------------------------------------------------------------------
    def compute_kv(self, text: str, *, template: str = templates.TEMPLATE_VERSION) -> KV:
        """The KV of ``text`` as an entry: one forward at positions ``0 ..`` on an empty cache."""
        ids = self.encode(text, first=True)
        if len(ids) >= self.window():
            raise InputError(f"entry is {len(ids)} tokens; the model's window is {self.window()}")
        _, layers = prefill(self.model, ids)
        return KV(layers, ids, 0, "", self.fingerprint, template)

    def template_for(self, verifier_name: str) -> str:
        """The template a deposit verified by ``verifier_name`` uses when none is given.

        See :func:`kvmemory.templates.default_template_for`; ``chat-v1`` falls back to ``gsm-qa-v1``
        for a tokenizer without a chat template.
        """
        name = default_template_for(verifier_name)
        if name == "chat-v1" and not getattr(self.tokenizer, "chat_template", None):
            return templates.TEMPLATE_VERSION
        return name

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
        limit = self.settings.max_problem_chars
        problem = task_of(problem, limit).problem
        solution = check_text(solution, "solution", limit)
        if answer is not None and not isinstance(answer, (str, int, float)):
            raise InputError(f"answer must be text or a number, got {type(answer).__name__}")
        name, verify = resolve_verifier(verifier)
        tpl = get_template(template if template is not None else self.template_for(name))
        verdict: Verdict = verify(problem, solution, None if answer is None else str(answer))
        if not verdict.passed:
            raise VerificationError(f"verifier {name!r} rejected the solution: {verdict.reason}; nothing was stored",
                                    verdict)
        final = templates.normalize_number(str(answer)) if answer is not None and name == "numeric" else answer
        if final is None:
            final = tpl.extract(solution)
        final = None if final is None else str(final).strip()
        ns = namespace or self.settings.namespace
        if callable(getattr(verifier, "spec", None)):  # what serving runs again (kvmemory.servecheck)
            metadata = {**(metadata or {}), SPEC_KEY: verifier.spec()}
        key = tpl.problem_key(problem, ns)
        content_key = _content_key(ns, problem, solution, final, tpl.name, self.fingerprint)
        for existing in self.store.find_active(key):
            if content_key == _content_key(existing.namespace, existing.problem, existing.solution,
                                           existing.answer, existing.template, existing.model_fingerprint):
                return existing
        text = tpl.entry(problem, solution, final, self.tokenizer)
        vec = self.embed(problem)  # before the artifact: an embedder failure leaves no file behind
        kv = self.compute_kv(text, template=tpl.name)
        data = encode(kv)
        record = {
            "namespace": ns, "problem": problem, "problem_key": key,
            "solution": solution, "answer": final, "verifier": name, "verdict": verdict.reason,
            "content_key": content_key, "artifact_sha256": "", "tokens": kv.tokens,
            "model_fingerprint": self.fingerprint, "template": tpl.name,
            "embedding": vec.tobytes(), "metadata": json.dumps(metadata or {}, sort_keys=True),
        }
        if self.remote is not None:  # upload artifact and record, then commit (kvmemory.remote)
            entry = self.remote.deposit(record, data)
        else:
            for attempt in range(3):
                sha, path = write_atomic(self.store.artifacts, data)
                try:
                    entry, _created = self.store.insert({**record, "artifact_sha256": sha})
                    break
                except StoreError:
                    # Another process's orphan cleanup can remove an identical, not yet referenced file
                    # between our write and our commit; the insert refuses it, so write it again.
                    if path.exists() or attempt == 2:
                        raise
        if recap:  # a cache beside the entry, made after its commit: its failure loses nothing stored
            self.make_recap(entry, kv)
        return entry

    def make_recap(self, entry: Entry, kv: KV | None = None) -> bool:
        """Store ``entry``'s recap (its recurring query's forward, :mod:`kvmemory.recap`); False where a
        model with sliding-window layers cannot use one. ``kv`` is the entry's KV when already in memory
        (else it is read back, verified)."""
        if not full_attention(self.model):
            return False
        query = get_template(entry.template).query("recurring", entry.problem, (), self.tokenizer)
        kv = kv if kv is not None else self.load(entry)
        recaps.compute(self.model, self.store, self.fingerprint, entry.sha256, kv, self.encode(query, first=False),
                       query)
        return True

    # -- retrieval ---------------------------------------------------------------------------------
    def _namespaces(self, namespace: str | None, namespaces: Sequence[str] | None) -> list[str]:
        if namespaces is None:
            return [namespace or self.settings.namespace]
        if isinstance(namespaces, str) or not namespaces or not all(isinstance(n, str) and n for n in namespaces):
            raise InputError("namespaces must be a non-empty list of names, e.g. ['user:42', 'shared']")
        if namespace is not None:
            raise InputError("pass namespace=... or namespaces=[...], not both")
        return list(dict.fromkeys(namespaces))

    def search(self, problem: str, k: int = 4, *, namespace: str | None = None,
               namespaces: Sequence[str] | None = None) -> list[Hit]:
        """The ``k`` nearest active entries by embedding over the namespaces, best first."""
        problem = check_text(problem, "problem", self.settings.max_problem_chars)
        vec = self.embed(problem)
        found = []
        for ns in self._namespaces(namespace, namespaces):
            found.extend(self.index.search(vec, k, ns))
        hits = []
        for entry_id, score in sorted(found, key=lambda x: -x[1])[:k]:
            try:
                entry = self.store.get(entry_id)
            except KeyError:
                continue
            if entry.status == ACTIVE:
                hits.append(Hit(entry, score))
        return hits

    def find(self, problem: str, *, namespace: str | None = None, namespaces: Sequence[str] | None = None,
             template: "str | Template | None" = None) -> list[Entry]:
        """Active entries for exactly this problem (the recurring-mode match): each namespace in
        order, under every registered template's key (or only ``template``'s), newest first."""
        problem = check_text(problem, "problem", self.settings.max_problem_chars)
        tpls = [get_template(template)] if template is not None else [get_template(n) for n in list_templates()]
        out: list[Entry] = []
        for ns in self._namespaces(namespace, namespaces):
            found = {e.id: e for t in tpls for e in self.store.find_active(t.problem_key(problem, ns))
                     if e.template == t.name}
            out.extend(sorted(found.values(), key=lambda e: -e.id))
        return out

    def find_same(self, problem: str, *, namespace: str | None = None, namespaces: Sequence[str] | None = None,
                  template: "str | Template | None" = None) -> list[tuple[Entry, Any]]:
        """Active entries that hold *the same problem*, each with its same-problem decision: the
        exact-text matches (:meth:`find`) first, else the nearest entries whose template's decision
        says the query is the same problem reworded (:mod:`kvmemory.sameproblem`), nearest first."""
        exact = self.find(problem, namespace=namespace, namespaces=namespaces, template=template)
        if exact:
            return [(e, EXACT(e.template)) for e in exact]
        name = None if template is None else get_template(template).name
        hits = self.search(problem, SAME_PROBLEM_CANDIDATES, namespace=namespace, namespaces=namespaces)
        return [(hit.entry, decision) for hit, decision in same_problem(problem, hits, name)[0]]

    def namespaces(self) -> list[str]:
        """Namespaces that hold at least one active entry."""
        return sorted({e.namespace for e in self.store.list()})

    def load(self, entry: Entry, *, reserve: int | None = None) -> KV:
        """Read an entry's artifact: hash, format, fingerprint, and fit with the entry and the model.

        Raises an ArtifactError subclass when anything disagrees (:func:`kvmemory.fit.entry_misfit`);
        values themselves are trusted because their bytes hash to what was recorded at deposit.

        With ``reserve`` (tokens of room to leave after the entry in its cache buffers), a local
        artifact is read in place (:func:`kvmemory.artifact.read_into`) and its hash is still being
        checked when this returns: the caller must :func:`kvmemory.artifact.settle` the KV before
        anything computed from it leaves the library (``answer`` does).
        """
        if reserve is not None:
            read = read_into if self.remote is None else self.remote.read_into  # a warm cache reads as a local library
            kv = read(entry.path, entry.sha256, expected_fingerprint=self.fingerprint, reserve=reserve)
        else:
            read = read_verified if self.remote is None else self.remote.read_verified  # cache, else object store
            kv = read(entry.path, entry.sha256, expected_fingerprint=self.fingerprint)
        ids = None
        if entry.template in list_templates():
            text = get_template(entry.template).entry(entry.problem, entry.solution, entry.answer, self.tokenizer)
            ids = self.encode(text, first=True)
        why = entry_misfit(kv, entry, model=self.model, token_ids=ids)
        if why:
            settle([kv])  # damaged bytes are an IntegrityError, not a misfit
            raise ArtifactFormatError(f"artifact {entry.sha256[:16]}… does not fit entry {entry.id}: {why}")
        return kv

    # -- answer --------------------------------------------------------------------------------------
    def prefix(self, text_or_messages: "str | Sequence[Message]") -> Prefix:
        """Store a long fixed prompt prefix (a system prompt, tool schemas, a few-shot block) once.

        Its KV is computed at positions ``0 ..`` and saved as a content-addressed artifact (the same
        tokens on the same model are one artifact, read back hash-checked on later calls). Pass the
        result as ``answer(..., prefix=...)`` to graft it byte-exactly (see :mod:`kvmemory.prefix`).
        """
        return ensure_prefix(self, text_or_messages)

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
        t0 = time.perf_counter()
        task = task_of(problem, self.settings.max_problem_chars)
        if stop is not None and (isinstance(stop, str) or not all(isinstance(s, str) for s in stop)):
            raise InputError("stop must be a list of strings, e.g. stop=['\\n\\n']")
        self.model
        choice = choose(self, task, mode=mode, k=k or self.settings.top_k, min_score=self.settings.min_score,
                        namespaces=self._namespaces(namespace, namespaces), template=template,
                        reserve=(max_new_tokens or self.settings.recurring_max_new_tokens) + RESERVE_QUERY)
        tpl = choice.template or get_template(self._cold_template(task, choice.nearest))
        check = ServeCheck(choice.entries[0], tpl, task.problem) if choice.mode == "recurring" else None
        windows, prefix_kv = choice.windows, None
        if prefix is not None:  # a prompt prefix at 0..P-1, the entries recomputed on top of it (kvmemory.prefix)
            t = time.perf_counter()
            prefix_kv, windows = graft_inputs(self, prefix, windows, choice.quarantined)
            choice.timings["prefix_s"] = time.perf_counter() - t
        grafted = windows if prefix_kv is None else [prefix_kv, *windows]
        query, query_ids = lay_out(self, tpl, choice.mode, choice.task or task, grafted)
        budget = max_new_tokens or self._budget(tpl, choice.mode)
        if max((w.position_start + w.tokens for w in grafted), default=0) + len(query_ids) + budget > self.window():
            raise InputError(f"grafted context plus query and budget exceed the model's {self.window()}-token window")
        timings = dict(choice.timings)
        t = time.perf_counter()
        kv = windows[0] if len(windows) == 1 else None
        recap = None
        recurring_alone = (choice.mode == "recurring" and prefix_kv is None and kv is not None
                           and full_attention(self.model))  # a recap can stand for the query's forward
        if recurring_alone:
            recap = recaps.find(self.store, self.fingerprint, choice.entries[0].sha256, kv.tokens, query_ids, query,
                                strict=self.strict, report=choice.quarantined)
        if recap is not None:  # the query's forward, stored: graft entry + recap, no forward at all
            cache, pos = build_cache(self.model, [kv, recap], reserve=budget)
            logits, forwarded = recap.recap_logits.to(self.model.device), 0
        else:
            logits, cache, pos = layout(self.model, windows, query_ids, prefix=prefix_kv,
                                        reserve=len(query_ids) + budget)
            forwarded = len(query_ids)
        timings["prefill_s"] = time.perf_counter() - t
        try:
            settle(choice.windows)  # every grafted byte hashed as expected before anything leaves
        except IntegrityError:
            report = [{"id": e.id, "sha256": e.sha256, "reason": f"artifact {e.sha256[:16]}… hashes to "
                       f"{w.pending.digest()[:16]}…: it was damaged or tampered with"}
                      for e, w in zip(choice.entries, choice.windows) if w.pending and w.pending.digest() != e.sha256]
            for r in report:
                self.quarantine(r["id"], f"IntegrityError: {r['reason']}")
            if self.strict or not report:
                raise
            again = self.answer(problem, mode=mode, k=k, max_new_tokens=max_new_tokens, namespace=namespace,
                                namespaces=namespaces, template=template, stop=stop, sample=sample,
                                temperature=temperature, seed=seed, on_token=on_token, on_text=on_text, prefix=prefix)
            return replace(again, quarantined=[*choice.quarantined, *report, *again.quarantined])
        if check is not None:  # does the stored solution fit this request at all? (code: its own >>> examples)
            t = time.perf_counter()
            fits = check.stored()
            timings["check_s"] = time.perf_counter() - t
            if not fits.passed:
                again = self.answer(problem, mode="transfer" if mode is None else "cold", k=k,
                                    max_new_tokens=max_new_tokens, namespace=namespace, namespaces=namespaces,
                                    template=template, stop=stop, sample=sample, temperature=temperature, seed=seed,
                                    on_token=on_token, on_text=on_text, prefix=prefix)
                return replace(again, fallback=again.mode, verdict=fits.reason,
                               same_problem=None if choice.decision is None else choice.decision.to_dict(),
                               quarantined=[*choice.quarantined, *again.quarantined])
        timings["ttft_s"] = time.perf_counter() - t0
        reply_prefix = tpl.reply_prefix(task.problem, choice.mode)

        def reply_of(decoded: str) -> str:
            return reply_prefix + decoded if reply_prefix else decoded.lstrip()

        stream = None
        if on_text is not None:  # recurring: only text that agrees with the stored verified reply streams early
            stream = _ReplyStream(reply_prefix, on_text, view=lambda raw: reply_of(tpl.finish(raw, choice.mode)),
                                  leads=tpl.leads, guide=None if check is None else reply_of(check.stored_decoded()))
        if stream is not None:
            on_token = _both(stream.start, on_token)
        t = time.perf_counter()
        out = decode(self.model, self.tokenizer, cache, logits, pos, max_new_tokens=budget,
                     pattern=tpl.stop(choice.mode), cut_at_pattern=tpl.cut_at_stop, stop=stop or (),
                     hold=tpl.stream_holdback,
                     on_token=on_token, on_text=stream.piece if stream else None,
                     sample=sample, temperature=temperature, seed=seed)
        timings["decode_s"] = time.perf_counter() - t
        if recurring_alone and recap is None:
            try:  # the next time this problem recurs, no forward (kvmemory.recap)
                recaps.from_cache(self.store, self.fingerprint, choice.entries[0].sha256, kv, cache, query_ids, query,
                                  logits)  # the query's logits: decode does not rebind them
            except (OSError, StoreError):
                pass  # a read-only library: recurring answers keep forwarding the query
        timings["total_s"] = time.perf_counter() - t0
        decoded = tpl.finish(out.text, choice.mode)
        text = tpl.answer_text(task.problem, decoded)
        verdict, fallback = None, ""
        if check is not None:  # serve-time verification: never an unverified recurring reply
            t = time.perf_counter()
            verdict = check.reply(text, tpl.extract(text))
            if not verdict.passed:
                decoded, fallback = check.stored_decoded(), "stored"
                text = tpl.answer_text(task.problem, decoded)
            timings["check_s"] = timings.get("check_s", 0.0) + time.perf_counter() - t
        reply = reply_of(decoded)
        if stream is not None:
            stream.close(reply)
        if choice.entries:
            self.store.add_hits([e.id for e in choice.entries])
        result = Answer(text=text, answer=tpl.extract(text), mode=choice.mode, entries=choice.entries,
                        decode_tokens=len(out.token_ids), grafted_tokens=sum(w.tokens for w in grafted),
                        prompt_tokens=forwarded, timings=timings, token_ids=out.token_ids,
                        scores=choice.scores, quarantined=choice.quarantined, input_sha256=_sha_ids(query_ids),
                        template=tpl.name, reply=reply, finish=out.finish,
                        same_problem=None if choice.decision is None else choice.decision.to_dict(),
                        verified=check is not None, verdict="" if verdict is None else verdict.reason,
                        fallback=fallback)
        if choice.mode != "transfer" or self.settings.stale_policy == "off":
            return result
        suspicion = check_stale(result.answer if result.answer is not None else result.text, choice.entries,
                                task.problem, template=tpl, scores=choice.scores)
        if not suspicion:
            return result
        if self.settings.stale_policy == "cold" and on_text is None and on_token is None:  # nothing streamed yet
            again = self.answer(problem, mode="cold", max_new_tokens=max_new_tokens, namespace=namespace,
                                namespaces=namespaces, template=tpl.name, stop=stop, sample=sample,
                                temperature=temperature, seed=seed, prefix=prefix)
            again.timings["stale_first_attempt_s"] = result.timings["total_s"]
            result = replace(again, same_problem=result.same_problem)
        return replace(result, suspect=True, suspect_reason=suspicion.reason)

    def _cold_template(self, task: Task, nearest: str | None = None) -> str:
        """A cold answer's template: a plain-string request follows its nearest entries' template
        (``nearest``, when the library was searched), else :attr:`Settings.template`, else ``gsm-qa-v1``;
        messages get :attr:`Settings.template`, else ``chat-v1`` (when the tokenizer has a chat template)."""
        if nearest is not None and not task.chat:
            return nearest
        if self.settings.template is not None:
            return self.settings.template
        if task.chat and getattr(self.tokenizer, "chat_template", None):
            return "chat-v1"
        return templates.TEMPLATE_VERSION

    def _budget(self, tpl: Template, mode: str) -> int:
        if mode == "recurring":
            return tpl.recurring_max_new_tokens or self.settings.recurring_max_new_tokens
        return tpl.solve_max_new_tokens or self.settings.max_new_tokens

    # -- management ----------------------------------------------------------------------------------
    def get(self, entry_id: int) -> Entry:
        """The entry with ``entry_id`` (any status). Raises NotFoundError."""
        return self.store.get(entry_id)

    def delete(self, entry_id: int, reason: str = "deleted by user") -> Entry:
        """Delete an entry: it is never retrieved again; the audit trail keeps the record."""
        if self.remote is not None:  # a tombstone in the object store first: every host drops it on sync
            return self.remote.set_status(entry_id, DELETED, reason)
        return self.store.set_status(entry_id, DELETED, reason)

    def quarantine(self, entry_id: int, reason: str = "quarantined by user") -> Entry:
        """Quarantine an entry: never retrieved; its artifact moves to ``quarantine/``."""
        if self.remote is not None:
            return self.remote.set_status(entry_id, QUARANTINED, reason)
        return self.store.set_status(entry_id, QUARANTINED, reason)

    def sync(self):
        """Merge other hosts' deposits, deletes and quarantines into this host's catalog.

        For a library at a URL (:mod:`kvmemory.sync`); returns a :class:`~kvmemory.sync.SyncReport`.
        A local library has nothing to merge: returns None. Raises RemoteError if the store is down.
        """
        return None if self.remote is None else self.remote.sync()

    def entries(self, *, status: str | None = ACTIVE, namespace: str | None = None) -> list[Entry]:
        return self.store.list(status=status, namespace=namespace)

    def events(self, entry_id: int | None = None) -> list[dict]:
        """The audit trail (deposits, quarantines, deletions), optionally for one entry."""
        return self.store.events(entry_id)

    def __len__(self) -> int:
        return self.store.count()

    def __contains__(self, entry_id: object) -> bool:
        try:
            return self.store.get(int(entry_id)).status == ACTIVE
        except (KeyError, TypeError, ValueError):
            return False

    def close(self) -> None:
        self.store.close()
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    def __enter__(self) -> "KVMemory":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"KVMemory({str(self.path)!r}, entries={len(self)})"



def _both(first: Callable[[int], None], then: Callable[[int], None] | None) -> Callable[[int], None]:
    def call(token_id: int) -> None:
        first(token_id)
        if then is not None:
            then(token_id)

    return call


class _ReplyStream:
    """Passes a reply to ``on_text`` as it decodes: the template's forced prefix as soon as the first
    token is decoded, then the reply as it grows (``view`` maps the decoded text so far to the reply so
    far: the template's trim applied, so no layout text), and at the end whatever of the final reply was
    not passed yet (pieces always join to a prefix of ``Answer.reply``).

    Text is held back while the last line may still become one of the template's ``leads`` (layout
    text the trim will drop) and, with a ``guide`` (a recurring answer: the reply that gives the
    stored verified solution), beyond where the reply stops agreeing with it: a recurring reply that
    fails its serve-time check has then sent nothing unverified."""

    def __init__(self, prefix: str, on_text: Callable[[str], None], *, view: Callable[[str], str] | None = None,
                 leads: Sequence[str] = (), guide: str | None = None):
        self.prefix, self.on_text, self.sent, self.started = prefix, on_text, "", False
        self.view, self.leads, self.guide, self.raw = view, tuple(leads), guide, ""

    def _send(self, piece: str) -> None:
        self.sent += piece
        self.on_text(piece)

    def start(self, _token_id: int | None = None) -> None:
        if not self.started:
            self.started = True
            if self.prefix:
                self._send(self.prefix)

    def piece(self, piece: str) -> None:
        self.start()
        if self.view is None:
            if not self.sent:
                piece = piece.lstrip()
            if piece:
                self._send(piece)
            return
        self.raw += piece
        last = self.raw.rsplit("\n", 1)[-1].strip()
        if last and any(lead.startswith(last) and lead != last for lead in self.leads):
            return  # may still become layout text
        reply = self.view(self.raw)
        if self.guide is not None:
            n = 0
            while n < min(len(reply), len(self.guide)) and reply[n] == self.guide[n]:
                n += 1
            reply = reply[:n]
        if reply.startswith(self.sent) and len(reply) > len(self.sent):
            self._send(reply[len(self.sent):])

    def close(self, reply: str) -> None:
        if reply.startswith(self.sent) and len(reply) > len(self.sent):
            self._send(reply[len(self.sent):])
