"""Prompt-prefix memory: a long fixed prefix (a system prompt, tool schemas, a few-shot block) is
computed once, stored as a content-addressed artifact and grafted byte-exactly on later calls.

Layout of a call with a prefix of ``P`` tokens (positions)::

    prefix      0 .. P-1                one forward on an empty cache
    window i    P .. P+len_i-1          one forward each on a cache holding only the prefix (side by side)
    query       P+max(len_i) ..         one forward on top of all of them

The logits are SHA-256 equal to that same chunking computed fresh (``kvmemory check-exact``, row
``prefix``), not to one forward over the whole text (a different matmul shape).

Storage. A prefix is a ``kvmemory-kv/1`` artifact (``position_start`` 0, template ``prefix``) named by
the SHA-256 of its bytes, under ``lib/prefixes/ab/<sha256>.safetensors``. A window computed on top of
it is an artifact with ``position_start`` P and ``prefix`` = the prefix artifact's SHA-256 (template:
the entry's). Each is found by a content key, the SHA-256 of ``[kind, model fingerprint, prefix SHA-256
or "", token ids]``, recorded in the library's SQLite ``meta`` table as ``prefix:<key>`` ->
``{"kind", "sha256", "tokens"}``. They live outside ``artifacts/``, whose orphan collection knows only
entries: these are a cache of deterministic computations over the caller's own text, not verified
knowledge, so a missing one is simply computed again.

Every read hashes the bytes before parsing them (:func:`kvmemory.artifact.read_verified`), or takes
bytes verified by an earlier read from the host tier (:mod:`kvmemory.tier`), and checks the metadata against what the key says (token ids, positions, prefix, fingerprint). A damaged prefix is
never grafted: it is moved to ``quarantine/``, logged (``quarantine-prefix`` event), reported, and
computed again (or, with ``strict``, the error is raised).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from . import tier
from .artifact import KV, artifact_path, encode, write_atomic
from .errors import ArtifactError, ArtifactFormatError, FingerprintMismatchError, InputError, ModelError
from .graft import build_cache, prefill

__all__ = ["Prefix", "PrefixStore", "PREFIX_TEMPLATE", "content_key", "prefix_ids", "continuation_ids",
           "ensure", "graft_inputs", "AutoSplit", "auto_split", "system_turns", "auto_graft"]

PREFIX_TEMPLATE = "prefix"      # the artifact ``template`` of a prefix
PREFIX, ON_PREFIX = "prefix", "on-prefix"
_META = "prefix:"
_SHA256 = re.compile(r"[0-9a-f]{64}")  # a record never names a path, only a hash


def content_key(kind: str, fingerprint: str, token_ids: Sequence[int], on: str = "") -> str:
    """What identifies a prefix (``on`` empty) or a window on top of prefix artifact ``on``."""
    return hashlib.sha256(json.dumps([kind, fingerprint, on, [int(t) for t in token_ids]]).encode()).hexdigest()


@dataclass(frozen=True)
class Prefix:
    """A stored prompt prefix: its KV artifact ``sha256`` at ``path``, for ``token_ids`` at ``0 .. P-1``."""

    key: str
    sha256: str
    token_ids: tuple[int, ...] = field(repr=False)
    model_fingerprint: str = ""
    path: Path | None = None

    @property
    def tokens(self) -> int:
        return len(self.token_ids)

    def rest(self, token_ids: Sequence[int]) -> list[int] | None:
        """The tokens after this prefix when ``token_ids`` starts with it (automatic reuse), else None."""
        ids = list(token_ids)
        return ids[self.tokens:] if tuple(ids[: self.tokens]) == self.token_ids else None

    def to_dict(self) -> dict:
        return {"key": self.key, "sha256": self.sha256, "tokens": self.tokens,
                "model_fingerprint": self.model_fingerprint, "path": str(self.path)}


class PrefixStore:
    """The prefix artifacts of one library (``store`` is its :class:`kvmemory.store.Store`)."""

    def __init__(self, store):
        self.store = store
        self.root = Path(store.root) / "prefixes"
        self.root.mkdir(exist_ok=True)

    # -- records ----------------------------------------------------------------------------------
    def record(self, key: str) -> dict | None:
        """The record ``{"kind", "sha256", "tokens"}`` stored under content key ``key``, or None."""
        raw = self.store.get_meta(_META + key)
        if raw is None:
            return None
        try:
            rec = json.loads(raw)
        except json.JSONDecodeError:
            return None  # an unreadable record is a miss: the prefix is computed and recorded again
        sha = rec.get("sha256") if isinstance(rec, dict) else None
        return rec if isinstance(sha, str) and _SHA256.fullmatch(sha) else None

    def write(self, key: str, kind: str, kv: KV, *, auto: bool = False) -> tuple[str, Path]:
        """Store ``kv`` as an artifact under ``prefixes/`` and record it under ``key``; ``(sha256, path)``.
        The record names the prefix a window sits ``on`` and marks a prefix made automatically (``auto``)."""
        sha, path = write_atomic(self.root, encode(kv))
        rec = {"kind": kind, "sha256": sha, "tokens": kv.tokens}
        if kv.prefix:
            rec["on"] = kv.prefix
        if auto:
            rec["auto"] = True
        self.store.set_meta(_META + key, json.dumps(rec, sort_keys=True))
        return sha, path

    def records(self) -> list[tuple[str, dict]]:
        """``(content key, record)`` of every readable record (prefixes and windows on them)."""
        out = []
        for k, _ in self.store.meta_items(_META):
            rec = self.record(k[len(_META):])
            if rec is not None:
                out.append((k[len(_META):], rec))
        return out

    def path_of(self, sha: str) -> Path:
        return artifact_path(self.root, sha)

    def touch(self, prefix: "Prefix") -> None:
        """Mark ``prefix`` used now (its file's modification time: the LRU order of :meth:`gc`)."""
        try:
            os.utime(prefix.path)
        except OSError:
            pass  # a read-only library: the order stays the creation order

    def gc(self, keep: int, *, protect: Sequence[str] = ()) -> list[str]:
        """Evict automatic prefixes beyond the ``keep`` most recently used (by their file's modification
        time; ``protect``: SHA-256s never evicted now), each with the windows computed on top of it:
        records deleted, files removed, one ``gc-prefix`` event each. Prefixes made by
        :meth:`kvmemory.KVMemory.prefix` are never evicted. The evicted SHA-256s, oldest first."""
        recs = self.records()
        autos = {}
        for key, rec in recs:
            if rec.get("kind") == PREFIX and rec.get("auto"):
                try:
                    used = self.path_of(rec["sha256"]).stat().st_mtime
                except OSError:
                    used = float("-inf")  # already gone: the first to go
                autos[rec["sha256"]] = (used, key, rec)
        order = sorted(autos.items(), key=lambda kv: (kv[1][0], kv[0]))  # least recently used first
        evict = [sha for sha, _ in order if sha not in set(protect)][: max(0, len(order) - max(keep, 0))]
        for sha in evict:
            _, key, rec = autos[sha]
            windows = [(k, r) for k, r in recs if r.get("on") == sha]
            for k, r in [(key, rec), *windows]:
                self.store.delete_meta(_META + k)
                tier.evict(r["sha256"])
                try:
                    self.path_of(r["sha256"]).unlink()
                except FileNotFoundError:
                    pass
            self.store.log(None, "gc-prefix", f"least recently used of more than {keep} automatic prefixes",
                           {"artifact": sha, "tokens": rec.get("tokens"), "windows": len(windows)})
        return evict

    def find(self, fingerprint: str, token_ids: Sequence[int]) -> Prefix | None:
        """The stored prefix for these token ids and model, or None."""
        key = content_key(PREFIX, fingerprint, token_ids)
        rec = self.record(key)
        if rec is None:
            return None
        return Prefix(key, rec["sha256"], tuple(int(t) for t in token_ids), fingerprint,
                      artifact_path(self.root, rec["sha256"]))

    # -- prefixes ---------------------------------------------------------------------------------
    def put(self, model, fingerprint: str, token_ids: Sequence[int], *, auto: bool = False) -> tuple[Prefix, KV]:
        """Compute the prefix's KV (one forward at ``0 ..`` on an empty cache), store it, return both."""
        ids = [int(t) for t in token_ids]
        if not ids:
            raise InputError("a prefix needs at least one token")
        _, layers = prefill(model, ids)
        kv = KV(layers, ids, 0, "", fingerprint, PREFIX_TEMPLATE)
        key = content_key(PREFIX, fingerprint, ids)
        sha, path = self.write(key, PREFIX, kv, auto=auto)
        return Prefix(key, sha, tuple(ids), fingerprint, path), kv

    def load(self, prefix: Prefix, *, fingerprint: str | None = None) -> KV:
        """Read a prefix artifact: hash before parse, then metadata against the prefix. Raises ArtifactError."""
        kv = tier.cached_read(prefix.path, prefix.sha256, expected_fingerprint=fingerprint or prefix.model_fingerprint)
        if kv.position_start != 0 or kv.prefix or kv.template != PREFIX_TEMPLATE:
            raise ArtifactFormatError(f"artifact {prefix.sha256[:16]}… is not a prefix (starts at "
                                      f"{kv.position_start}, template {kv.template!r})")
        if tuple(kv.token_ids) != prefix.token_ids:
            raise ArtifactFormatError(f"artifact {prefix.sha256[:16]}… holds other token ids than the prefix "
                                      "it is recorded for")
        return kv

    def get_or_compute(self, model, fingerprint: str, token_ids: Sequence[int], *, strict: bool = False,
                       report: list | None = None, auto: bool = False) -> tuple[Prefix, KV]:
        """The stored prefix read back verified; computed and stored on a miss or after quarantine
        (``auto``: marked as made automatically, so :meth:`gc` may evict it)."""
        found = self.find(fingerprint, token_ids)
        if found is not None:
            try:
                return found, self.load(found, fingerprint=fingerprint)
            except (ArtifactError, FingerprintMismatchError) as exc:
                self.quarantine(found.sha256, found.key, exc, report)
                if strict:
                    raise
        return self.put(model, fingerprint, token_ids, auto=auto)

    # -- windows on top of a prefix -----------------------------------------------------------------
    def on_prefix(self, model, prefix: Prefix, prefix_kv: KV, token_ids: Sequence[int], *, template: str = "",
                  strict: bool = False, report: list | None = None) -> KV:
        """The KV of ``token_ids`` computed on top of ``prefix`` at ``P ..``: read verified, or computed
        (one forward on a cache holding only the prefix) and stored."""
        ids = [int(t) for t in token_ids]
        if not ids:
            raise InputError("a window on a prefix needs at least one token")
        fp, start = prefix.model_fingerprint, prefix.tokens
        key = content_key(ON_PREFIX, fp, ids, on=prefix.sha256)
        want = (start, prefix.sha256, ids, template)
        kv = self.read_recorded(
            key, fp, lambda kv: None if (kv.position_start, kv.prefix, kv.token_ids, kv.template) == want
            else f"is not these tokens at {start} on prefix {prefix.sha256[:16]}…", strict=strict, report=report)
        if kv is not None:
            return kv
        cache, pos = build_cache(model, [prefix_kv])  # the prefix's tensors are not modified
        _, layers = prefill(model, ids, position_start=pos, prefix_cache=cache)
        kv = KV(layers, ids, start, prefix.sha256, fp, template)
        self.write(key, ON_PREFIX, kv)
        return kv

    def read_recorded(self, key: str, fingerprint: str, misfit, *, strict: bool = False,
                      report: list | None = None) -> KV | None:
        """The artifact recorded under ``key``, hash-checked, or None when there is none.

        ``misfit(kv)`` says why the artifact is not what the key names (None when it is). A damaged or
        misfitting artifact is quarantined into ``report`` and reported as a miss (raised with ``strict``),
        so the caller computes it again.
        """
        rec = self.record(key)
        if rec is None:
            return None
        try:
            kv = tier.cached_read(artifact_path(self.root, rec["sha256"]), rec["sha256"], expected_fingerprint=fingerprint)
            why = misfit(kv)
            if why:
                raise ArtifactFormatError(f"artifact {rec['sha256'][:16]}… {why}")
            return kv
        except (ArtifactError, FingerprintMismatchError) as exc:
            self.quarantine(rec["sha256"], key, exc, report)
            if strict:
                raise
            return None

    # -- damage ------------------------------------------------------------------------------------
    def quarantine(self, sha: str, key: str, exc: BaseException, report: list | None = None) -> None:
        """Move a damaged prefix artifact to ``quarantine/`` and log it; it is never grafted."""
        path = artifact_path(self.root, sha)
        tier.evict(sha)
        reason = f"{type(exc).__name__}: {exc}"
        try:
            os.replace(path, Path(self.store.quarantine_dir) / path.name)
        except FileNotFoundError:
            pass
        self.store.log(None, "quarantine-prefix", reason, {"artifact": sha, "key": key})
        if report is not None:
            report.append({"id": None, "sha256": sha, "reason": str(exc), "kind": "prefix"})


# -- tokens ------------------------------------------------------------------------------------------
def _check_messages(messages: list) -> list[dict]:
    out = []
    for i, m in enumerate(messages):
        if not (isinstance(m, dict) and isinstance(m.get("role"), str) and isinstance(m.get("content"), str)):
            raise InputError(f"message {i} must be a dict with str 'role' and 'content', got {m!r:.80}")
        out.append({"role": m["role"], "content": m["content"]})
    if not out:
        raise InputError("a prefix needs at least one message")
    return out


def prefix_ids(tokenizer, text_or_messages: Any) -> list[int]:
    """Token ids of a prefix: text is tokenized as the start of a sequence (with the tokenizer's BOS);
    a list of ``{"role", "content"}`` messages is rendered with the tokenizer's chat template."""
    if isinstance(text_or_messages, str):
        if not text_or_messages.strip():
            raise InputError("prefix is empty: pass the system prompt text")
        if "\x00" in text_or_messages:
            raise InputError("prefix contains NUL bytes: pass text, not binary data")
        return list(tokenizer(text_or_messages, add_special_tokens=True)["input_ids"])
    if isinstance(text_or_messages, (list, tuple)):
        messages = _check_messages(list(text_or_messages))
        if not getattr(tokenizer, "chat_template", None):
            raise InputError("this tokenizer has no chat template: pass the prefix as text")
        rendered = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=False)
        return list(tokenizer(rendered, add_special_tokens=False)["input_ids"])
    raise InputError(f"prefix must be text or a list of messages, got {type(text_or_messages).__name__}")


def continuation_ids(tokenizer, token_ids: Sequence[int]) -> list[int]:
    """``token_ids`` of a sequence start, without the special tokens the tokenizer adds at a start (a
    BOS), so they can continue after a prefix."""
    with_special = list(tokenizer("a", add_special_tokens=True)["input_ids"])
    plain = list(tokenizer("a", add_special_tokens=False)["input_ids"])
    n = len(with_special) - len(plain)
    ids = [int(t) for t in token_ids]
    if n > 0 and with_special[n:] == plain and ids[:n] == with_special[:n] and len(ids) > n:
        return ids[n:]
    return ids


# -- what the facade calls ---------------------------------------------------------------------------
def _window(model) -> int:
    return int(getattr(model.config, "max_position_embeddings", 0) or 1 << 30)


def _ids_for(lm, text_or_messages: Any) -> list[int]:
    ids = prefix_ids(lm.tokenizer, text_or_messages)
    if len(ids) >= _window(lm.model):
        raise InputError(f"prefix is {len(ids)} tokens; the model's window is {_window(lm.model)}")
    return ids


def ensure(library, lm, text_or_messages: Any, *, report: list | None = None) -> Prefix:
    """The stored :class:`Prefix` for ``text_or_messages`` on ``lm``'s model, computed once.

    ``library`` is a :class:`kvmemory.library.Library` (its ``store`` and ``strict``), ``lm`` a
    :class:`kvmemory.lm.LM` (``model``, ``tokenizer``, ``fingerprint``).
    """
    prefix, _ = PrefixStore(library.store).get_or_compute(lm.model, lm.fingerprint, _ids_for(lm, text_or_messages),
                                                          strict=library.strict, report=report)
    return prefix


def graft_inputs(library, lm, prefix: Any, windows: Sequence[KV], report: list) -> tuple[KV, list[KV]]:
    """``(prefix KV, windows on top of it)`` for :func:`kvmemory.graft.layout` (``prefix=``).

    ``prefix`` is a :class:`Prefix` (or text / messages, stored on first use); ``windows`` are entry
    KVs at ``0 ..``, recomputed (once, then stored) on top of the prefix. Damaged artifacts are
    quarantined into ``report`` and computed again, or raised when ``library.strict``.
    """
    strict = library.strict
    fp = lm.fingerprint
    store = PrefixStore(library.store)
    if isinstance(prefix, Prefix):
        if prefix.model_fingerprint != fp:
            raise FingerprintMismatchError(
                f"prefix {prefix.sha256[:16]}… belongs to model {prefix.model_fingerprint[:16]}…, the loaded model "
                f"is {fp[:16]}…: make the prefix with this memory's prefix()", expected=fp,
                actual=prefix.model_fingerprint)
        ids = list(prefix.token_ids)
    else:
        ids = _ids_for(lm, prefix)
    prefix, prefix_kv = store.get_or_compute(lm.model, fp, ids, strict=strict, report=report)
    return prefix_kv, _on_prefix(store, lm, prefix, prefix_kv, windows, strict, report)


def _on_prefix(store: PrefixStore, lm, prefix: Prefix, prefix_kv: KV, windows: Sequence[KV], strict: bool,
               report: list) -> list[KV]:
    """The entries' windows recomputed (once, then stored) on top of ``prefix``."""
    out = []
    for kv in windows:
        if kv.position_start != 0:
            raise ModelError(f"window starts at {kv.position_start}: only entries at 0 can be moved onto a prefix")
        ids = continuation_ids(lm.tokenizer, kv.token_ids)
        out.append(store.on_prefix(lm.model, prefix, prefix_kv, ids, template=kv.template, strict=strict,
                                   report=report))
    return out


# -- automatic prefixes: answer(messages) ------------------------------------------------------------
@dataclass(frozen=True)
class AutoSplit:
    """A query split at the end of its system turn(s): ``ids`` (the prefix, from position 0, with the
    tokenizer's BOS) followed by ``rest`` are exactly the token ids of the whole ``query``."""

    text: str
    ids: list[int]
    query: str
    rest: list[int]


def system_turns(context: Sequence[dict]) -> list[dict]:
    """The conversation's leading system messages (a tool block rendered into the system turn included)."""
    out = []
    for m in context:
        if m.get("role") != "system":
            break
        out.append(m)
    return out


def _rendered_before(template, mode: str, problem: str, system: list, tokenizer) -> list[str]:
    """Candidate texts for "everything the template renders before the first non-system turn": a
    plain-text template's context is what rendering it adds in front of the bare query; a chat layout's
    is the tokenizer's chat template over the system turns alone (with the layout's tools, if it hands
    the chat template any: ``Template.tools``)."""
    out = []
    with_sys, bare = template.query(mode, problem, system, tokenizer), template.query(mode, problem, [], tokenizer)
    if len(with_sys) > len(bare) and with_sys.endswith(bare):
        out.append(with_sys[: len(with_sys) - len(bare)])
    if getattr(tokenizer, "chat_template", None):
        tools = list(getattr(template, "tools", ()) or ()) or None  # a layout whose chat template lists tools
        try:
            out.append(tokenizer.apply_chat_template(system, tools=tools, tokenize=False, add_generation_prompt=False))
        except Exception:  # a chat template that refuses a system turn alone (e.g. "must alternate")
            pass
    return out


def _tool_preamble(tools: Sequence[dict], tokenizer) -> list[str]:
    """Candidate texts for what a chat template renders before a conversation's first user turn when the
    conversation has no system turn but the template lists ``tools`` itself (Qwen2.5 writes its own system turn
    with the tool listing): the common head of two probe conversations rendered with ``tools=``, whole and cut
    back to its last two line ends (a boundary the tokenizer cannot merge across is among them)."""
    try:
        a, b = (tokenizer.apply_chat_template([{"role": "user", "content": probe}], tools=list(tools), tokenize=False,
                                              add_generation_prompt=False)
                for probe in ("kvmemory probe alpha", "KVMEMORY PROBE OMEGA"))
    except Exception:  # a template that cannot render a lone user turn with tools
        return []
    head = a[:next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))]
    out = [head]
    for _ in range(2):
        cut = head.rfind("\n", 0, len(out[-1]) - 1)
        if cut < 0:
            break
        out.append(head[:cut + 1])
    return out


def auto_split(lm, template, mode: str, task, min_tokens: int) -> AutoSplit | None:
    """Where :meth:`kvmemory.KVMemory.answer` splits a conversation's system turn(s) off as a prefix,
    or None (no system turn, fewer than ``min_tokens`` tokens, or no token boundary there: then the
    query is laid out whole, as without the feature). A conversation without a system turn whose chat
    template lists the tools itself splits off what the template renders before the first user turn (its own
    system turn with the tool listing: :func:`_tool_preamble`), so an agent's every step grafts the listing
    instead of forwarding it again. The split never changes a token: the prefix's ids followed by the rest are
    the ids of the whole query (checked here)."""
    system = system_turns(task.context) if task.chat else []
    tools = tuple(getattr(template, "tools", ()) or ()) if task.chat else ()
    if not system and not tools:
        return None
    query = template.query(mode, task.problem, task.context, lm.tokenizer)
    full = None
    candidates = (_rendered_before(template, mode, task.problem, system, lm.tokenizer) if system else
                  _tool_preamble(tools, lm.tokenizer))
    for text in candidates:
        if not text.strip() or not query.startswith(text):
            continue
        ids = lm.encode(text, first=True)
        if len(ids) < min_tokens or len(ids) >= _window(lm.model):
            return None
        full = lm.encode(query, first=True) if full is None else full
        if len(full) > len(ids) and full[: len(ids)] == ids:
            return AutoSplit(text, ids, query, full[len(ids):])
    return None


def auto_graft(library, lm, split: AutoSplit, windows: Sequence[KV], report: list, *,
               keep: int) -> tuple[Prefix, KV, list[KV], bool]:
    """Graft an automatic prefix: ``(prefix, its KV, windows on top of it, computed now)``. A prefix
    read back (hash-checked) is marked used; one made now is marked automatic, and the least recently
    used beyond ``keep`` are evicted (:meth:`PrefixStore.gc`)."""
    store, fp = PrefixStore(library.store), lm.fingerprint
    found = store.find(fp, split.ids)
    if found is not None:
        try:
            prefix_kv = store.load(found, fingerprint=fp)
            store.touch(found)
            return found, prefix_kv, _on_prefix(store, lm, found, prefix_kv, windows, library.strict, report), False
        except (ArtifactError, FingerprintMismatchError) as exc:
            store.quarantine(found.sha256, found.key, exc, report)
            if library.strict:
                raise
    prefix, prefix_kv = store.put(lm.model, fp, split.ids, auto=True)
    store.gc(keep, protect=[prefix.sha256])
    return prefix, prefix_kv, _on_prefix(store, lm, prefix, prefix_kv, windows, library.strict, report), True
