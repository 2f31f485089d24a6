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
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .graft import greedy_decode

__all__ = ["IncrementalText", "Decoded", "decode", "LOOKBACK_CHARS"]

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


def decode(model, tokenizer, cache, logits, position: int, *, max_new_tokens: int,
           pattern: "re.Pattern | None" = None, cut_at_pattern: bool = False, stop: Sequence[str] = (),
           hold: int = 0,
           on_token: Callable[[int], None] | None = None, on_text: Callable[[str], None] | None = None,
           sample: bool = False, temperature: float = 0.7, seed: int | None = None) -> Decoded:
    """Decode from ``logits`` until EOS, ``max_new_tokens``, ``pattern`` or a ``stop`` string.

    ``hold`` more characters are held back from ``on_text`` (a tail the caller may still trim)."""
    stops = [s for s in (stop or ()) if s]
    hold = max((len(s) for s in stops), default=1) - 1 + max(0, int(hold))
    stream = IncrementalText(tokenizer)
    state = {"finish": None, "cut": None, "emitted": 0}

    def emit(upto: int) -> None:
        if on_text is not None and upto > state["emitted"]:
            piece = stream.text[state["emitted"]:upto]
            state["emitted"] = upto
            on_text(piece)

    def check(ids: list[int]) -> bool:
        if on_token is not None:
            on_token(ids[-1])
        before = len(stream.text)
        if not stream.push(ids[-1]):
            return False
        text = stream.text
        hit = _first_stop(text, stops, before)
        if hit is not None:
            state["finish"], state["cut"] = "stop", hit
            emit(hit[0])
            return True
        m = pattern.search(text, max(0, before - LOOKBACK_CHARS)) if pattern is not None else None
        if m is not None:
            state["finish"] = "pattern"
            if not cut_at_pattern:
                emit(len(text))
            return True
        safe = len(text) - hold
        if cut_at_pattern:  # a cut match starts at a newline: hold the last line back unless it is indented text
            last = text.rfind("\n")
            line = text[last + 1:]
            if not (line[:1] in (" ", "\t") and line.strip()):
                safe = min(safe, max(last, 0))
        emit(max(safe, state["emitted"]))
        return False

    generator = None
    if sample:
        import torch

        generator = torch.Generator(device=logits.device)  # multinomial samples on the model's device
        generator.manual_seed(0 if seed is None else int(seed))
    out = greedy_decode(model, cache, logits, position, max_new_tokens=max_new_tokens, stop=check,
                        eos_ids=[tokenizer.eos_token_id], sample=sample, temperature=temperature,
                        generator=generator)
    text = tokenizer.decode(out, skip_special_tokens=True)
    finish = state["finish"] or ("length" if len(out) >= max_new_tokens else "eos")
    stop_string = None
    if state["cut"] is not None:
        hit = _first_stop(text, stops, 0)
        if hit is not None:
            text, stop_string = text[:hit[0]], hit[1]
    return Decoded(out, text, finish, state["emitted"], stop_string)
