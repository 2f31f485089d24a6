"""What an answer call gives back: :class:`Answer`, and :class:`ReplyStream`, which passes its reply
to ``on_text`` as it decodes without ever sending text the final reply will not hold."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from . import templates
from .store import Entry

__all__ = ["Answer", "ReplyStream", "chain"]


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

    Tool calls (``answer(tools=...)``, :mod:`kvmemory.toolcalls`): ``tool_calls`` holds the decoded
    :class:`~kvmemory.toolcalls.ToolCall` values (arguments parsed and valid against their tool's
    schema) and ``finish`` is ``"tool_calls"``, ``text`` empty; a text or ``response_format`` reply is
    ``text`` with ``tool_calls`` empty. ``schema_errors`` names each place where a call (or the
    ``response_format`` reply) breaks a keyword the constraint could not enforce (``Tool.relaxed``:
    ``uniqueItems``, ``not``, a ``oneOf``'s "exactly one", ...); empty otherwise, as for every schema the
    constraint enforces whole. ``replay`` (a tool call answered against stored verified episodes,
    :mod:`kvmemory.trajectories`) says whether a stored step was replayed and why: ``action`` ("replay",
    "final", "diverged", "none"), ``reason``, ``step``, ``steps``, ``entry``. ``tool_layout`` is the
    version of the layout the request was decoded in (``"native-tools/1"``: the chat template's own tool
    format; ``"kvmemory-tools/1"``: the generic one; None: no tools, or a stored step replayed).
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
    prefix: dict | None = None
    tool_calls: list = field(default_factory=list)
    replay: dict | None = None
    tool_layout: str | None = None
    schema_errors: list = field(default_factory=list)

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
            "prefix": self.prefix,
            "tool_calls": [c.to_openai() for c in self.tool_calls],
            "replay": self.replay,
            "tool_layout": self.tool_layout,
            "schema_errors": self.schema_errors,
        }


def chain(first: Callable[[int], None], then: Callable[[int], None] | None) -> Callable[[int], None]:
    """``on_token`` that calls ``first`` and then ``then`` (when given)."""
    def call(token_id: int) -> None:
        first(token_id)
        if then is not None:
            then(token_id)

    return call


class ReplyStream:
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
