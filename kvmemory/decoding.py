"""Decoding with stop rules and streaming, on top of :func:`kvmemory.graft.greedy_decode`.

:class:`IncrementalText` turns a growing list of token ids into text a few tokens at a time (the
offsets method of Hugging Face's ``TextStreamer``): each new token costs a decode of the last few
tokens, never of the whole output, and a piece is released only when its characters are complete
(a multi-byte character may span tokens). :func:`decode` runs the model with it and checks, on the
newly decoded tail only:

* a template's stop pattern (a regex; the match is kept in the text, or cut by the template);
* caller ``stop`` strings (the text is cut before the first one, as chat APIs do);

and calls ``on_token(token_id)`` and ``on_text(piece)`` as tokens decode. Pieces passed to
``on_text`` never include a stop string or anything after it: text that could still turn out to be
the start of a stop string (``max(len(s)) - 1`` characters, or, when the template cuts at its
pattern, a last line that is not yet indented text) is held back until it cannot.

A ``logits_processor(token_ids_so_far, logits) -> logits`` hook (default None: the model's logits,
unchanged) lets a caller constrain each step's choice, e.g. to a grammar.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .graft import greedy_decode

__all__ = ["IncrementalText", "Decoded", "decode", "LOOKBACK_CHARS", "LogitsProcessor"]

#: A stop pattern is searched from this many characters before the new text (longer matches are not found).
LOOKBACK_CHARS = 256


class IncrementalText:
    """The text of a growing token list, decoded incrementally. ``push(id)`` returns the new characters."""

    def __init__(self, tokenizer):
        self.tokenizer = tokenizer
        self.ids: list[int] = []
        self.text = ""
        self._prefix = 0   # ids[_prefix:_read] were decoded last time, as context for the next piece
        self._read = 0

    def _decode(self, ids) -> str:
        return self.tokenizer.decode(ids, skip_special_tokens=True)

    def push(self, token_id: int) -> str:
        self.ids.append(int(token_id))
        before = self._decode(self.ids[self._prefix:self._read])
        now = self._decode(self.ids[self._prefix:])
        if len(now) > len(before) and not now.endswith("\ufffd"):
            new = now[len(before):]
            self._prefix, self._read = self._read, len(self.ids)
            self.text += new
            return new
        return ""


@dataclass(frozen=True)
class Decoded:
    """What :func:`decode` produced: ``token_ids`` (EOS excluded), ``text`` (cut before a stop
    string), ``finish`` ("eos", "stop", "pattern" or "length") and ``emitted`` (characters of
    ``text`` already passed to ``on_text``)."""

    token_ids: list[int]
    text: str
    finish: str
    emitted: int = 0
    stop_string: str | None = None
    extra: dict = field(default_factory=dict)


def _first_stop(text: str, stops: Sequence[str], start: int) -> tuple[int, str] | None:
    best = None
    for s in stops:
        i = text.find(s, max(0, start - len(s) + 1))
        if i >= 0 and (best is None or i < best[0]):
            best = (i, s)
    return best


class _Watch:
    """The ``stop`` callback of :func:`kvmemory.graft.greedy_decode`: passes each token to ``on_token``,
    grows the text, ends on a ``stop`` string or the ``pattern``, and releases to ``on_text`` what can
    no longer turn out to be part of a stop (see the module docstring)."""

    def __init__(self, tokenizer, *, pattern, cut_at_pattern: bool, stops: Sequence[str], hold: int,
                 on_token: Callable[[int], None] | None, on_text: Callable[[str], None] | None):
        self.stream = IncrementalText(tokenizer)
        self.pattern, self.cut_at_pattern, self.stops, self.hold = pattern, cut_at_pattern, stops, hold
        self.on_token, self.on_text = on_token, on_text
        self.finish: str | None = None
        self.cut: tuple[int, str] | None = None
        self.emitted = 0

    def emit(self, upto: int) -> None:
        if self.on_text is not None and upto > self.emitted:
            piece = self.stream.text[self.emitted:upto]
            self.emitted = upto
            self.on_text(piece)

    def __call__(self, ids: list[int]) -> bool:
        if self.on_token is not None:
            self.on_token(ids[-1])
        before = len(self.stream.text)
        if not self.stream.push(ids[-1]):
            return False
        text = self.stream.text
        hit = _first_stop(text, self.stops, before)
        if hit is not None:
            self.finish, self.cut = "stop", hit
            self.emit(hit[0])
            return True
        m = self.pattern.search(text, max(0, before - LOOKBACK_CHARS)) if self.pattern is not None else None
        if m is not None:
            self.finish = "pattern"
            if not self.cut_at_pattern:
                self.emit(len(text))
            return True
        self.emit(max(self._safe(text), self.emitted))
        return False

    def _safe(self, text: str) -> int:
        """How far ``text`` can be released: all but the held-back tail."""
        safe = len(text) - self.hold
        if self.cut_at_pattern:  # a cut match starts at a newline: hold the last line back unless it is indented text
            last = text.rfind("\n")
            line = text[last + 1:]
            if not (line[:1] in (" ", "\t") and line.strip()):
                safe = min(safe, max(last, 0))
        return safe


#: A per-step logits hook: ``processor(token_ids_so_far, logits) -> logits`` (for constrained decoding).
LogitsProcessor = Callable[[list, "object"], "object"]


def _tokens(model, cache, logits, position: int, *, max_new_tokens: int, stop, eos_ids: Sequence[int],
            sample: bool, temperature: float, generator, logits_processor: LogitsProcessor | None) -> list[int]:
    """The decoded token ids (:func:`kvmemory.graft.greedy_decode`, with ``logits_processor`` applied to each
    step's logits before the token is picked)."""
    return greedy_decode(model, cache, logits, position, max_new_tokens=max_new_tokens, stop=stop, eos_ids=eos_ids,
                         sample=sample, temperature=temperature, generator=generator, logits_processor=logits_processor)


def _generator(sample: bool, device, seed: int | None):
    if not sample:
        return None
    import torch

    generator = torch.Generator(device=device)  # multinomial samples on the model's device
    generator.manual_seed(0 if seed is None else int(seed))
    return generator


def decode(model, tokenizer, cache, logits, position: int, *, max_new_tokens: int,
           pattern: "re.Pattern | None" = None, cut_at_pattern: bool = False, stop: Sequence[str] = (),
           hold: int = 0,
           on_token: Callable[[int], None] | None = None, on_text: Callable[[str], None] | None = None,
           sample: bool = False, temperature: float = 0.7, seed: int | None = None,
           logits_processor: LogitsProcessor | None = None) -> Decoded:
    """Decode from ``logits`` until EOS, ``max_new_tokens``, ``pattern`` or a ``stop`` string.

    ``hold`` more characters are held back from ``on_text`` (a tail the caller may still trim).
    ``logits_processor(token_ids_so_far, logits)``, when given, returns the logits each next token is
    picked from (None: the model's own, unchanged)."""
    stops = [s for s in (stop or ()) if s]
    hold = max((len(s) for s in stops), default=1) - 1 + max(0, int(hold))
    watch = _Watch(tokenizer, pattern=pattern, cut_at_pattern=cut_at_pattern, stops=stops, hold=hold,
                   on_token=on_token, on_text=on_text)
    out = _tokens(model, cache, logits, position, max_new_tokens=max_new_tokens, stop=watch,
                  eos_ids=[tokenizer.eos_token_id], sample=sample, temperature=temperature,
                  generator=_generator(sample, logits.device, seed), logits_processor=logits_processor)
    text = tokenizer.decode(out, skip_special_tokens=True)
    finish = watch.finish or ("length" if len(out) >= max_new_tokens else "eos")
    stop_string = None
    if watch.cut is not None:
        hit = _first_stop(text, stops, 0)
        if hit is not None:
            text, stop_string = text[:hit[0]], hit[1]
    return Decoded(out, text, finish, watch.emitted, stop_string)
