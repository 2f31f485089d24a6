"""Constrained decoding: a JSON schema turned into a per-step token mask, with llguidance.

This module owns the constraint for :mod:`kvmemory.toolcalls`. :class:`JSONConstraint` compiles a JSON
schema (the tool-call envelope of :func:`~kvmemory.toolcalls.layout.answer_schema`, or a
``response_format`` schema) against a tokenizer's vocabulary and then, step by step:

* :meth:`~JSONConstraint.mask` returns a **copy** of the logits with every token the schema does not
  allow set to ``-inf``. The logits passed in are never modified: the exactness contract of grafting
  (:mod:`kvmemory.graft`) is about the logits before masking, and they stay what the model computed.
* :meth:`~JSONConstraint.advance` records the token that was picked.
* :meth:`~JSONConstraint.done` is true once the JSON is complete (only the end-of-turn token remains).

:meth:`~JSONConstraint.processor` adapts it to :func:`kvmemory.decoding.decode`'s ``logits_processor``.

Why llguidance (measured on this project's 2-core CPU with the default tokenizer, 49,152 tokens; the
figures are in docs/benchmarks.md, "Constrained decoding"): among xgrammar, llguidance, outlines-core and
lm-format-enforcer it was the only one with no invalid output over the random-logit campaign, it covers
nested objects, arrays, enums, ``required``, numeric ranges and ``maxLength``, compiles a schema in
milliseconds (outlines-core: hundreds, and it ignores ``minimum``/``maximum``), and it is one 3 MB
wheel with no dependencies (xgrammar pulls in triton; lm-format-enforcer 0.11's transformers
integration does not import under transformers 5).

Whitespace is not free: the compiled grammar uses separators ``,`` and ``:`` and no other whitespace,
so the decoded JSON has the bytes :func:`~kvmemory.toolcalls.spec.dumps` writes for it (object
properties in the schema's order, which the layout sorts). The llguidance tokenizer view costs about a
second to build and is cached per tokenizer.
"""

from __future__ import annotations

import threading
from typing import Any, Callable

from ..errors import InputError

__all__ = ["JSONConstraint", "ANY_JSON_OBJECT", "JSON_OPTIONS", "constraint_for"]

#: ``response_format={"type": "json_object"}``: any JSON object.
ANY_JSON_OBJECT = {"type": "object"}
#: llguidance JSON compile options: no free whitespace, compact separators.
JSON_OPTIONS = {"whitespace_flexible": False, "item_separator": ",", "key_separator": ":"}

_LOCK = threading.Lock()
_TOKENIZERS: dict[tuple[int, int], tuple[Any, Any]] = {}


def _llguidance():
    try:
        import llguidance
    except ImportError as exc:  # a core dependency; missing only in a broken install
        raise InputError("constrained decoding needs llguidance: pip install 'llguidance>=1.9'") from exc
    return llguidance


def _ll_tokenizer(tokenizer, n_vocab: int):
    """llguidance's view of ``tokenizer`` (cached per tokenizer object and vocabulary size)."""
    key = (id(tokenizer), n_vocab)
    with _LOCK:
        hit = _TOKENIZERS.get(key)
        if hit is not None and hit[0] is tokenizer:
            return hit[1]
    llg = _llguidance()
    import llguidance.hf

    try:
        view = llguidance.hf.from_tokenizer(tokenizer, n_vocab=n_vocab)
    except ValueError as exc:
        raise InputError(f"constrained decoding needs a fast (Rust) Hugging Face tokenizer: {exc}; "
                         "load it with AutoTokenizer.from_pretrained(..., use_fast=True)") from exc
    del llg
    with _LOCK:
        _TOKENIZERS[key] = (tokenizer, view)
    return view


class JSONConstraint:
    """The tokens a JSON schema allows next, step by step (see the module docstring).

    ``schema`` None means any JSON object; ``lark`` instead: an llguidance Lark grammar (a chat template's
    own tool-call format, :func:`kvmemory.toolcalls.native.native_grammar`). ``first_merge``
    ``(target, ids)``: at the first step only, :meth:`mask` returns log-probabilities and gives ``target``
    what ``target`` and ``ids`` have together (:func:`kvmemory.toolcalls.native.call_merge`: a reply that opens
    like a call out of format counts as opening one in format): with ``merge="sum"`` (sampling) their summed
    probability, so a call is sampled as often as the model opens one in any form; with ``merge="max"``
    (greedy) the largest of them, so the greedy reply is a call exactly when the model's own most likely token
    opens one (a sum would outvote a text opening the model prefers to each call opening, and kvmemory would
    call where the model alone would not). ``vocab_size`` is the width of the model's logits (default:
    ``len(tokenizer)``); :meth:`mask` also adapts to the logits it is given: ids past the tokenizer are
    never allowed.
    """

    def __init__(self, tokenizer, schema: dict | None = None, *, vocab_size: int | None = None,
                 lark: str | None = None, first_merge: tuple[int, list[int]] | None = None, merge: str = "sum"):
        import torch

        if merge not in ("sum", "max"):
            raise InputError(f"merge must be 'sum' (sampling) or 'max' (greedy), got {merge!r}")
        llg = _llguidance()
        self.schema = ANY_JSON_OBJECT if schema is None else schema
        self.lark = lark
        self.first_merge = first_merge
        self.merge = merge
        self.eos_token_id = tokenizer.eos_token_id
        self.n_vocab = int(vocab_size or len(tokenizer))
        self._view = _ll_tokenizer(tokenizer, max(self.n_vocab, len(tokenizer)))
        try:
            grammar = (llg.LLMatcher.grammar_from_lark(lark) if lark is not None else
                       llg.LLMatcher.grammar_from_json_schema(self.schema, defaults=dict(JSON_OPTIONS)))
            self._matcher = llg.LLMatcher(self._view, grammar)
        except (ValueError, TypeError) as exc:
            raise InputError(f"the JSON schema cannot be enforced: {exc}. Remove or rewrite the keyword it names "
                             "(llguidance supports type, properties, required, items, enum, const, anyOf, "
                             "minimum/maximum, minLength/maxLength, pattern, $defs/$ref)") from exc
        if self._matcher.is_error():
            raise InputError(f"the JSON schema cannot be enforced: {self._matcher.get_error()}. Remove or rewrite "
                             "the keyword it names")
        words = (self._view.vocab_size + 31) // 32
        self._bits = torch.zeros(words, dtype=torch.int32)                       # (words,)
        self._shifts = torch.arange(32, dtype=torch.int32)                        # (32,)
        self.tokens: list[int] = []

    def allowed(self):
        """A bool tensor (``vocab_size``,): True where the next token may be that id."""
        self._matcher.unsafe_compute_mask_ptr(self._bits.data_ptr(), self._bits.numel() * 4)
        flags = ((self._bits.unsqueeze(-1) >> self._shifts) & 1).reshape(-1).bool()  # (words * 32,)
        if flags.numel() >= self.n_vocab:
            return flags[:self.n_vocab]
        import torch

        return torch.cat([flags, torch.zeros(self.n_vocab - flags.numel(), dtype=torch.bool)])

    def mask(self, logits):
        """A copy of ``logits`` (last dimension the vocabulary) with every disallowed token at ``-inf``."""
        if self._matcher.is_error():
            raise InputError(f"the constraint is in an error state: {self._matcher.get_error()}")
        allowed = self.allowed()
        width = logits.shape[-1]
        if width < allowed.numel():  # ids past the model's logits cannot be picked anyway
            allowed = allowed[:width]
        elif width > allowed.numel():  # ids the tokenizer does not have (a padded vocabulary) are never allowed
            import torch

            allowed = torch.cat([allowed, torch.zeros(width - allowed.numel(), dtype=torch.bool)])
        allowed = allowed.to(logits.device)
        if self.first_merge is not None and not self.tokens and bool(allowed[self.first_merge[0]]):
            import torch

            target, ids = self.first_merge
            pool = torch.tensor(sorted({target, *(i for i in ids if i < width)}), device=logits.device)
            logp = torch.log_softmax(logits.float(), dim=-1)                      # a copy, (..., vocab)
            opening = logp.index_select(-1, pool)                                 # (..., len(pool))
            merged = torch.logsumexp(opening, dim=-1) if self.merge == "sum" else opening.amax(dim=-1)   # (...,)
            out = logp.masked_fill(~allowed, float("-inf"))
            out[..., target] = merged
            return out.to(logits.dtype)
        return logits.masked_fill(~allowed, float("-inf"))

    def advance(self, token_id: int) -> None:
        """Record the picked token; a token the constraint did not allow raises InputError."""
        if token_id == self.eos_token_id and self.done():
            return
        if not self._matcher.consume_token(int(token_id)):
            raise InputError(f"token {int(token_id)} is not allowed here by the JSON constraint "
                             f"({self._matcher.get_error()}); pick tokens from mask(logits)")
        self.tokens.append(int(token_id))

    def done(self) -> bool:
        """True when the JSON is complete: the only token left is end-of-turn."""
        return self._matcher.is_stopped() or self._matcher.is_accepting()

    def processor(self) -> Callable[[list, Any], Any]:
        """A ``logits_processor(token_ids_so_far, logits)`` for :func:`kvmemory.decoding.decode`: it
        advances over the tokens picked since the last call, then returns :meth:`mask` of the logits."""

        def process(ids, logits):
            for t in ids[len(self.tokens):]:
                self.advance(t)
            return self.mask(logits)

        return process


def constraint_for(tokenizer, schema: dict | None, *, vocab_size: int | None = None,
                   lark: str | None = None) -> JSONConstraint:
    """A fresh :class:`JSONConstraint` for ``schema`` (None: any JSON object), or for a Lark grammar."""
    return JSONConstraint(tokenizer, schema, vocab_size=vocab_size, lark=lark)
