"""The facade: :class:`KVMemory` ties the model, the store, the index and the graft together.

    mem = KVMemory("lib/")                   # embedded default model and embedder
    entry = mem.deposit(problem, solution, answer="18", verifier="numeric")
    reply = mem.answer(problem)              # recurring: a handful of decode tokens

Modes of :meth:`KVMemory.answer`:

* ``recurring``: the query is the *same problem* as an active entry (equal after
  :func:`~kvmemory.templates.normalize_problem`; a changed number or name is a different problem).
  That entry is grafted and the model decodes a short final answer.
* ``transfer``: the top-k similar verified entries (cosine >= ``min_score``) are grafted side by
  side, each at its own positions, and the model writes a full solution.
* ``cold``: nothing relevant is stored; plain decode.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from . import templates
from .artifact import KV, encode, read_verified, write_atomic
from .errors import (
    ArtifactError,
    ArtifactFormatError,
    FingerprintMismatchError,
    InputError,
    ModelError,
    StoreError,
    VerificationError,
)
from .graft import greedy_decode, layout, prefill
from .index import Index
from .models import DEFAULT_EMBEDDER, DEFAULT_MODEL, fingerprint, load_embedder, load_model
from .store import ACTIVE, DELETED, QUARANTINED, Entry, Store
from .verifiers import Verdict, VerifierLike, resolve_verifier

__all__ = ["KVMemory", "Settings", "DEFAULT_SETTINGS", "Answer", "Hit"]


@dataclass(frozen=True)
class Settings:
    """Tunable behaviour of a :class:`KVMemory`. Build variants with ``dataclasses.replace``."""

    top_k: int = 2                      # entries grafted side by side in transfer mode
    min_score: float = 0.5              # cosine below which an entry is not relevant (-> cold)
    max_new_tokens: int = 256           # decode budget for transfer and cold
    recurring_max_new_tokens: int = 16  # decode budget for a recurring final answer
    max_problem_chars: int = 20_000     # longer input is refused with InputError
    namespace: str = "default"


DEFAULT_SETTINGS = Settings()



@dataclass
class Hit:
    """A search result: a verified ``entry`` and its cosine ``score``."""

    entry: Entry
    score: float


@dataclass
class Answer:
    """What :meth:`KVMemory.answer` returns."""

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

    def to_dict(self) -> dict:
        return {
            "text": self.text, "answer": self.answer, "mode": self.mode,
            "entries": [e.id for e in self.entries], "artifacts": [e.sha256 for e in self.entries],
            "scores": self.scores, "decode_tokens": self.decode_tokens, "grafted_tokens": self.grafted_tokens,
            "prompt_tokens": self.prompt_tokens, "timings": self.timings, "token_ids": self.token_ids,
            "quarantined": self.quarantined, "input_sha256": self.input_sha256,
        }


def _check_text(value: Any, what: str, limit: int) -> str:
    if not isinstance(value, str):
        raise InputError(f"{what} must be a str, got {type(value).__name__}")
    if not value.strip():
        raise InputError(f"{what} is empty: pass the text of the {what}")
    if "\x00" in value:
        raise InputError(f"{what} contains NUL bytes: pass text, not binary data")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InputError(f"{what} is not valid Unicode (lone surrogate at position {exc.start}): decode "
                         "bytes with errors='replace' or fix the source") from exc
    if len(value) > limit:
        raise InputError(f"{what} is {len(value):,} characters; the limit is {limit:,} (Settings.max_problem_chars)")
    return value


def _content_key(namespace, problem, solution, answer, template, fingerprint) -> str:
    """What makes two deposits the same content: depositing it again returns the existing entry."""
    return hashlib.sha256(json.dumps(
        [namespace, templates.normalize_problem(problem), solution, answer, template, fingerprint]).encode()).hexdigest()


def _sha_ids(ids) -> str:
    return hashlib.sha256(json.dumps([int(i) for i in ids]).encode()).hexdigest()


class KVMemory:
    """A verified KV memory over a local causal LM.

    ``KVMemory(path)`` opens or creates a library folder; ``KVMemory(memory=True)`` uses a throwaway
    folder removed by :meth:`close`. ``model`` is a Hugging Face id/path or a loaded model (then pass
    ``tokenizer``); ``embedder`` is a sentence-transformers name/path or a loaded model. ``strict=True``
    raises on a damaged artifact instead of quarantining it and answering without it.
    """

    def __init__(self, path: str | Path | None = None, *, memory: bool = False, model: Any = None,
                 tokenizer: Any = None, embedder: Any = None, settings: Settings = DEFAULT_SETTINGS,
                 strict: bool = False, device: str = "cpu", dtype: Any = None):
        if path is None and not memory:
            raise InputError("pass a library folder, KVMemory('lib/'), or KVMemory(memory=True)")
        self._tmp = tempfile.TemporaryDirectory(prefix="kvmemory-") if path is None else None
        self.path = Path(self._tmp.name if self._tmp else path)
        self.settings = settings
        self.strict = strict
        self._device, self._dtype = device, dtype
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

    def _embed(self, text: str):
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
                dim = str(self._embed("probe").shape[0])
            self._index = Index(self.store, int(dim))
        return self._index

    # -- tokenisation ---------------------------------------------------------------------------
    def _encode(self, text: str, *, first: bool) -> list[int]:
        return list(self.tokenizer(text, add_special_tokens=first)["input_ids"])

    def _window(self) -> int:
        return int(getattr(self.model.config, "max_position_embeddings", 0) or 1 << 30)

    # -- deposit ----------------------------------------------------------------------------------
    def compute_kv(self, text: str, *, template: str = templates.TEMPLATE_VERSION) -> KV:
        """The KV of ``text`` as an entry: one forward at positions ``0 ..`` on an empty cache."""
        ids = self._encode(text, first=True)
        if len(ids) >= self._window():
            raise InputError(f"entry is {len(ids)} tokens; the model's window is {self._window()}")
        _, layers = prefill(self.model, ids)
        return KV(layers, ids, 0, "", self.fingerprint, template)

    def deposit(self, problem: str, solution: str, answer: str | None = None, *,
                verifier: VerifierLike = "numeric", namespace: str | None = None,
                metadata: dict | None = None) -> Entry:
        """Verify, then store the solution's KV. A rejected solution raises VerificationError, stores nothing.

        Depositing the same verified content again returns the existing entry.
        """
        limit = self.settings.max_problem_chars
        problem = _check_text(problem, "problem", limit)
        solution = _check_text(solution, "solution", limit)
        if answer is not None and not isinstance(answer, (str, int, float)):
            raise InputError(f"answer must be text or a number, got {type(answer).__name__}")
        name, verify = resolve_verifier(verifier)
        verdict: Verdict = verify(problem, solution, None if answer is None else str(answer))
        if not verdict.passed:
            raise VerificationError(f"verifier {name!r} rejected the solution: {verdict.reason}; nothing was stored",
                                    verdict)
        final = templates.normalize_number(str(answer)) if answer is not None and name == "numeric" else answer
        if final is None:
            final = templates.extract_answer(solution)
        final = None if final is None else str(final).strip()
        ns = namespace or self.settings.namespace
        text = templates.entry_text(problem, solution, final if final is not None else "")
        content_key = _content_key(ns, problem, solution, final, templates.TEMPLATE_VERSION, self.fingerprint)
        for existing in self.store.find_active(templates.problem_key(problem, ns)):
            if content_key == _content_key(existing.namespace, existing.problem, existing.solution,
                                           existing.answer, existing.template, existing.model_fingerprint):
                return existing
        vec = self._embed(problem)  # before the artifact: an embedder failure leaves no file behind
        kv = self.compute_kv(text)
        data = encode(kv)
        record = {
            "namespace": ns, "problem": problem, "problem_key": templates.problem_key(problem, ns),
            "solution": solution, "answer": final, "verifier": name, "verdict": verdict.reason,
            "content_key": content_key, "artifact_sha256": "", "tokens": kv.tokens,
            "model_fingerprint": self.fingerprint, "template": templates.TEMPLATE_VERSION,
            "embedding": vec.tobytes(), "metadata": json.dumps(metadata or {}, sort_keys=True),
        }
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
        return entry

    # -- retrieval ---------------------------------------------------------------------------------
    def search(self, problem: str, k: int = 4, *, namespace: str | None = None) -> list[Hit]:
        """The ``k`` nearest active entries by embedding, best first."""
        problem = _check_text(problem, "problem", self.settings.max_problem_chars)
        vec = self._embed(problem)
        hits = []
        for entry_id, score in self.index.search(vec, k, namespace or self.settings.namespace):
            try:
                entry = self.store.get(entry_id)
            except KeyError:
                continue
            if entry.status == ACTIVE:
                hits.append(Hit(entry, score))
        return hits

    def find(self, problem: str, *, namespace: str | None = None) -> list[Entry]:
        """Active entries for exactly this problem (the recurring-mode match), newest first."""
        problem = _check_text(problem, "problem", self.settings.max_problem_chars)
        return self.store.find_active(templates.problem_key(problem, namespace or self.settings.namespace))

    def namespaces(self) -> list[str]:
        """Namespaces that hold at least one active entry."""
        return sorted({e.namespace for e in self.store.list()})

    def load(self, entry: Entry) -> KV:
        """Read an entry's artifact: hash, format, fingerprint, and fit with the entry and the model.

        Raises an ArtifactError subclass when anything disagrees; values themselves are trusted
        because their bytes hash to what was recorded at deposit.
        """
        kv = read_verified(entry.path, entry.sha256, expected_fingerprint=self.fingerprint)
        why = self._misfit(kv, entry)
        if why:
            raise ArtifactFormatError(f"artifact {entry.sha256[:16]}… does not fit entry {entry.id}: {why}")
        return kv

    def _misfit(self, kv: KV, entry: Entry) -> str | None:
        """Why ``kv`` cannot be grafted for ``entry`` on this model, or None."""
        cfg = self.model.config
        heads = getattr(cfg, "num_key_value_heads", None) or cfg.num_attention_heads
        head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // cfg.num_attention_heads
        if kv.position_start != 0 or kv.prefix:
            return f"it starts at position {kv.position_start}; entries start at 0"
        if kv.template != entry.template:
            return f"template {kv.template!r} is not the entry's {entry.template!r}"
        if kv.tokens != entry.tokens:
            return f"{kv.tokens} tokens; the entry has {entry.tokens}"
        if entry.template == templates.TEMPLATE_VERSION:
            text = templates.entry_text(entry.problem, entry.solution, entry.answer or "")
            if kv.token_ids != self._encode(text, first=True):
                return "its token ids are not the entry's text"
        if len(kv.layers) != cfg.num_hidden_layers:
            return f"{len(kv.layers)} layers; the model has {cfg.num_hidden_layers}"
        want = (1, heads, kv.tokens, head_dim)
        for i, (k, v) in enumerate(kv.layers):
            if k.dtype != self.model.dtype or v.dtype != self.model.dtype:
                return f"layer {i} is {k.dtype}; the model computes in {self.model.dtype}"
            if tuple(k.shape) != want or tuple(v.shape) != want:
                return f"layer {i} has shape {tuple(k.shape)}; the model needs {want}"
        return None

    def _load_or_quarantine(self, entry: Entry, report: list[dict]) -> KV | None:
        try:
            return self.load(entry)
        except (ArtifactError, FingerprintMismatchError) as exc:  # a foreign artifact is untrusted too
            self.store.set_status(entry.id, QUARANTINED, f"{type(exc).__name__}: {exc}")
            report.append({"id": entry.id, "sha256": entry.sha256, "reason": str(exc)})
            if self.strict:
                raise
            return None

    # -- answer --------------------------------------------------------------------------------------
    def answer(self, problem: str, *, mode: str | None = None, k: int | None = None,
               max_new_tokens: int | None = None, namespace: str | None = None,
               sample: bool = False, temperature: float = 0.7, seed: int | None = None,
               on_token: Callable[[int], None] | None = None) -> Answer:
        """Answer ``problem``, grafting verified entries.

        ``mode`` restricts the choice: "recurring" (the same problem's entry, else cold), "transfer"
        (graft the top-k regardless of ``min_score``) or "cold" (graft nothing). Greedy by default; ``sample=True``
        draws tokens at ``temperature`` from a generator seeded with ``seed`` (for agent retries).
        ``on_token(token_id)`` is called as each token is decoded (for streaming).
        """
        if mode not in (None, "recurring", "transfer", "cold"):
            raise InputError(f"mode must be 'recurring', 'transfer', 'cold' or None, not {mode!r}")
        problem = _check_text(problem, "problem", self.settings.max_problem_chars)
        ns = namespace or self.settings.namespace
        t0 = time.perf_counter()
        timings: dict[str, float] = {}
        self.model
        quarantined: list[dict] = []
        chosen: list[Entry] = []
        scores: list[float] = []
        windows: list[KV] = []
        run_mode = "cold"

        if mode in (None, "recurring"):
            for entry in self.store.find_active(templates.problem_key(problem, ns)):
                kv = self._load_or_quarantine(entry, quarantined)
                if kv is not None:
                    chosen, windows, scores, run_mode = [entry], [kv], [1.0], "recurring"
                    break
            timings["lookup_s"] = time.perf_counter() - t0
        if run_mode == "cold" and mode in (None, "transfer"):
            t = time.perf_counter()
            hits = self.search(problem, k or self.settings.top_k, namespace=ns)
            timings["search_s"] = time.perf_counter() - t
            t = time.perf_counter()
            for hit in hits:
                if hit.score < self.settings.min_score and mode is None:
                    continue
                kv = self._load_or_quarantine(hit.entry, quarantined)
                if kv is not None:
                    chosen.append(hit.entry)
                    windows.append(kv)
                    scores.append(hit.score)
            timings["load_s"] = time.perf_counter() - t
            if windows:
                run_mode = "transfer"
        elif windows:
            timings["load_s"] = timings.pop("lookup_s")

        if run_mode == "recurring":
            query = templates.recurring_query(problem)
            budget = max_new_tokens or self.settings.recurring_max_new_tokens
            pattern = templates.RECURRING_STOP
        else:
            query = templates.solve_query(problem)
            budget = max_new_tokens or self.settings.max_new_tokens
            pattern = templates.SOLVE_STOP
        query_ids = self._encode(query, first=not windows)
        if max((w.tokens for w in windows), default=0) + len(query_ids) + budget > self._window():
            raise InputError(f"grafted context plus query and budget exceed the model's {self._window()}-token window")

        tokenizer = self.tokenizer
        t = time.perf_counter()
        logits, cache, pos = layout(self.model, windows, query_ids)
        timings["prefill_s"] = time.perf_counter() - t
        timings["ttft_s"] = time.perf_counter() - t0

        def stop(ids: list[int]) -> bool:
            if on_token is not None:
                on_token(ids[-1])
            return bool(pattern.search(tokenizer.decode(ids, skip_special_tokens=True)))

        t = time.perf_counter()
        generator = None
        if sample:
            import torch

            generator = torch.Generator(device="cpu")
            generator.manual_seed(0 if seed is None else int(seed))
        out = greedy_decode(self.model, cache, logits, pos, max_new_tokens=budget, stop=stop,
                            eos_ids=[tokenizer.eos_token_id], sample=sample, temperature=temperature,
                            generator=generator)
        timings["decode_s"] = time.perf_counter() - t
        timings["total_s"] = time.perf_counter() - t0
        text = tokenizer.decode(out, skip_special_tokens=True)
        final = templates.extract_answer(text)
        if chosen:
            self.store.add_hits([e.id for e in chosen])
        return Answer(text=text, answer=final, mode=run_mode, entries=chosen, decode_tokens=len(out),
                      grafted_tokens=sum(w.tokens for w in windows), prompt_tokens=len(query_ids),
                      timings=timings, token_ids=out, scores=scores, quarantined=quarantined,
                      input_sha256=_sha_ids(query_ids))

    # -- management ----------------------------------------------------------------------------------
    def get(self, entry_id: int) -> Entry:
        """The entry with ``entry_id`` (any status). Raises NotFoundError."""
        return self.store.get(entry_id)

    def delete(self, entry_id: int, reason: str = "deleted by user") -> Entry:
        """Delete an entry: it is never retrieved again; the audit trail keeps the record."""
        return self.store.set_status(entry_id, DELETED, reason)

    def quarantine(self, entry_id: int, reason: str = "quarantined by user") -> Entry:
        """Quarantine an entry: never retrieved; its artifact moves to ``quarantine/``."""
        return self.store.set_status(entry_id, QUARANTINED, reason)

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

