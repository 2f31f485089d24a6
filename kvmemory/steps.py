"""The answer steps after the choice, as plain functions; :meth:`kvmemory.KVMemory.answer` runs them in order.

One *attempt* at a :class:`Request` goes (after :func:`kvmemory.pipeline.choose` picked the mode and
the entries):

4. :func:`prepare`: the prompt prefix (:mod:`kvmemory.prefix`), the query laid out
   (:func:`kvmemory.pipeline.lay_out`), the window checked, and the query's forward on top of the
   grafted entries, or, for a recurring entry alone on a full-attention model, its stored recap
   (:func:`recap_for`, :mod:`kvmemory.recap`) and no forward at all.
5. :func:`settle_or_quarantine`: every grafted byte hashed as expected before anything leaves; a
   damaged entry is quarantined and the attempt ends in a :class:`Retry` without it (:func:`retry_without`).
6. :func:`refit` (recurring): the entry's stored solution fits this request (code: its own ``>>>``
   examples), else a Retry in transfer mode (cold when the caller asked for a mode).
7. :func:`respond`: decode with stops and streaming (:func:`kvmemory.decoding.decode`, passed in as a
   value), store the recap the next recurrence will use, the serve-time check
   (:mod:`kvmemory.servecheck`), the :class:`~kvmemory.replies.Answer`.
8. :func:`stale_retry` (transfer): an answer that copies a grafted entry's answer to a changed problem
   is marked suspect and, under ``stale_policy="cold"`` when nothing was streamed, answered again cold.

:func:`run_attempts` makes attempts until one gives an Answer; each Retry's ``finish`` turns the later
Answer into the one its attempt returns (the quarantine report, the fallback, the stale mark). Every
retry grafts less (a quarantined entry, a lower mode), so the loop ends.

Like :mod:`kvmemory.pipeline`, the steps take a :class:`~kvmemory.library.Library` and an
:class:`~kvmemory.lm.LM`, never the facade.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Sequence

from . import recap as recaps
from .artifact import KV, settle
from .errors import InputError, IntegrityError, StoreError
from .graft import build_cache, full_attention, layout
from .pipeline import Choice, Task, lay_out
from .prefix import auto_graft, auto_split, graft_inputs
from .replies import Answer, ReplyStream, chain
from .sameproblem import check_stale
from .servecheck import ServeCheck
from .templates import TEMPLATE_VERSION, Template

__all__ = ["Request", "Retry", "Prepared", "run_attempts", "check_stop", "cold_template", "budget_for", "prepare",
           "recap_for", "settle_or_quarantine", "retry_without", "refit", "respond", "stale_retry"]


@dataclass(frozen=True)
class Request:
    """The arguments of one :meth:`KVMemory.answer` call (see there); a :class:`Retry` carries a changed copy."""

    problem: Any
    mode: str | None = None
    k: int | None = None
    max_new_tokens: int | None = None
    namespace: str | None = None
    namespaces: Sequence[str] | None = None
    template: Any = None
    stop: Sequence[str] | None = None
    sample: bool = False
    temperature: float = 0.7
    seed: int | None = None
    on_token: Callable[[int], None] | None = None
    on_text: Callable[[str], None] | None = None
    prefix: Any = None
    #: Tool calls and response formats (:mod:`kvmemory.toolcalls.hook`): makes a fresh ``logits_processor`` per decode
    #: (``constraint(sample=...)``: whether the decode samples or is greedy).
    constraint: Callable[..., Callable] | None = None
    #: The text the nearest entries are searched by (None: the task); a tool conversation's task, not its last turn.
    search: str | None = None


@dataclass
class Retry:
    """An attempt that ends by answering again: ``request`` is the next attempt, ``finish`` turns its
    Answer into this attempt's. ``why``: "damaged", "misfit" or "stale"."""

    why: str
    request: Request
    finish: Callable[[Answer], Answer]


@dataclass
class Prepared:
    """What :func:`prepare` made ready to decode: the query's ``logits`` and the ``cache`` at ``position``."""

    task: Task
    choice: Choice
    template: Template
    check: ServeCheck | None
    grafted: list
    query: str
    query_ids: list[int]
    budget: int
    logits: Any
    cache: Any
    position: int
    forwarded: int            # query tokens forwarded (0: a stored recap stood for the forward)
    recap_source: KV | None   # the recurring entry's KV when no recap was found: store one after decoding
    timings: dict[str, float] = field(default_factory=dict)
    prefix: dict | None = None  # the prompt prefix grafted at 0 (Answer.prefix)


def run_attempts(attempt: Callable[[Request], "Answer | Retry"], request: Request) -> Answer:
    """``attempt(request)`` until it gives an Answer, each :class:`Retry`'s ``finish`` applied to it (latest first)."""
    finishes = []
    while True:
        out = attempt(request)
        if not isinstance(out, Retry):
            break
        finishes.append(out.finish)
        request = out.request
    for finish in reversed(finishes):
        out = finish(out)
    return out


def check_stop(stop) -> None:
    if stop is not None and (isinstance(stop, str) or not all(isinstance(s, str) for s in stop)):
        raise InputError("stop must be a list of strings, e.g. stop=['\\n\\n']")


def cold_template(settings, tokenizer, task: Task, nearest: str | None = None) -> str:
    """A cold answer's template: a plain-string request follows its nearest entries' template
    (``nearest``, when the library was searched), else ``settings.template``, else ``gsm-qa-v1``;
    messages get ``settings.template``, else ``chat-v1`` (when the tokenizer has a chat template)."""
    if nearest is not None and not task.chat:
        return nearest
    if settings.template is not None:
        return settings.template
    if task.chat and getattr(tokenizer, "chat_template", None):
        return "chat-v1"
    return TEMPLATE_VERSION


def budget_for(settings, template: Template, mode: str) -> int:
    """The decode budget of ``mode``: the template's, else the settings'."""
    if mode == "recurring":
        return template.recurring_max_new_tokens or settings.recurring_max_new_tokens
    return template.solve_max_new_tokens or settings.max_new_tokens


def _sha_ids(ids) -> str:
    return hashlib.sha256(json.dumps([int(i) for i in ids]).encode()).hexdigest()


# -- 4. prepare --------------------------------------------------------------------------------------
def prepare(library, lm, task: Task, choice: Choice, template: Template, prefix: Any, *, budget: int,
            auto_prefix: tuple[int, int] | None = None) -> Prepared:
    """Graft ``prefix`` (when given) under the chosen entries, lay out the query, check the window,
    and forward the query (or take its stored recap). ``auto_prefix`` ``(min_tokens, keep)``: with no
    ``prefix``, a transfer or cold query's system turn(s) are split off as an automatic prefix
    (:func:`kvmemory.prefix.auto_split`; everything the template renders before the first non-system turn).
    A recurring query keeps its layout: its stored recap stands for the whole query's forward."""
    check = ServeCheck(choice.entries[0], template, task.problem) if choice.mode == "recurring" else None
    windows, prefix_kv, split, used = choice.windows, None, None, None
    if prefix is None and auto_prefix is not None and choice.mode != "recurring":  # (a recap stands for recurring)
        split = auto_split(lm, template, choice.mode, choice.task or task, auto_prefix[0])
    if split is not None:  # the system turn(s): a prefix made on first sight, grafted on every later call
        t = time.perf_counter()
        p, prefix_kv, windows, computed = auto_graft(library, lm, split, windows, choice.quarantined,
                                                     keep=auto_prefix[1])
        used = {"auto": True, "sha256": p.sha256, "tokens": p.tokens, "computed": computed}
        choice.timings["prefix_s"] = time.perf_counter() - t
    elif prefix is not None:  # a prompt prefix at 0..P-1, the entries recomputed on top of it (kvmemory.prefix)
        t = time.perf_counter()
        prefix_kv, windows = graft_inputs(library, lm, prefix, windows, choice.quarantined)
        used = {"auto": False, "tokens": prefix_kv.tokens}
        choice.timings["prefix_s"] = time.perf_counter() - t
    grafted = windows if prefix_kv is None else [prefix_kv, *windows]
    if split is not None:  # the same tokens as the whole query, split after the prefix
        query, query_ids = split.query, split.rest
    else:
        query, query_ids = lay_out(lm, template, choice.mode, choice.task or task, grafted)
    if max((w.position_start + w.tokens for w in grafted), default=0) + len(query_ids) + budget > lm.window():
        raise InputError(f"grafted context plus query and budget exceed the model's {lm.window()}-token window")
    timings = dict(choice.timings)
    t = time.perf_counter()
    alone, recap = recap_for(library, lm, choice, windows, prefix_kv, query, query_ids)
    if recap is not None:  # the query's forward, stored: graft entry + recap, no forward at all
        cache, pos = build_cache(lm.model, [alone, recap], reserve=budget)
        logits, forwarded = recap.recap_logits.to(lm.model.device), 0
    else:
        logits, cache, pos = layout(lm.model, windows, query_ids, prefix=prefix_kv, reserve=len(query_ids) + budget)
        forwarded = len(query_ids)
    timings["prefill_s"] = time.perf_counter() - t
    return Prepared(task, choice, template, check, grafted, query, query_ids, budget, logits, cache, pos, forwarded,
                    alone if recap is None else None, timings, used)


def recap_for(library, lm, choice: Choice, windows: Sequence[KV], prefix_kv, query: str,
              query_ids: list[int]) -> tuple[KV | None, KV | None]:
    """The recap choice: ``(entry KV, its stored recap or None)`` when a recap can stand for the query's
    forward (a recurring entry alone, no prompt prefix, a full-attention model), else ``(None, None)``."""
    kv = windows[0] if len(windows) == 1 else None
    if not (choice.mode == "recurring" and prefix_kv is None and kv is not None and full_attention(lm.model)):
        return None, None
    return kv, recaps.find(library.store, lm.fingerprint, choice.entries[0].sha256, kv.tokens, query_ids, query,
                           strict=library.strict, report=choice.quarantined)


# -- 5. settle, 6. refit -------------------------------------------------------------------------------
def settle_or_quarantine(library, choice: Choice) -> list[dict]:
    """Wait for every grafted artifact's hash; ``[]`` when all match. Damaged entries are quarantined
    and reported (answer again without them: :func:`retry_without`); raised when ``library.strict``
    or when no entry is to blame."""
    try:
        settle(choice.windows)  # every grafted byte hashed as expected before anything leaves
        return []
    except IntegrityError:
        report = [{"id": e.id, "sha256": e.sha256, "reason": f"artifact {e.sha256[:16]}… hashes to "
                   f"{w.pending.digest()[:16]}…: it was damaged or tampered with"}
                  for e, w in zip(choice.entries, choice.windows) if w.pending and w.pending.digest() != e.sha256]
        for r in report:
            library.quarantine(r["id"], f"IntegrityError: {r['reason']}")
        if library.strict or not report:
            raise
        return report


def retry_without(damaged: list[dict], request: Request, choice: Choice) -> Retry:
    """Answer the same request again (the damaged entries are quarantined now); report them on the answer."""
    before = [*choice.quarantined, *damaged]
    return Retry("damaged", request, lambda again: replace(again, quarantined=[*before, *again.quarantined]))


def refit(ready: Prepared, request: Request) -> Retry | None:
    """A recurring answer: None when the entry's stored solution fits this request (code: its own
    ``>>>`` examples), else a Retry in transfer mode (cold when a mode was asked)."""
    if ready.check is None:
        return None
    t = time.perf_counter()
    fits = ready.check.stored()
    ready.timings["check_s"] = time.perf_counter() - t
    if fits.passed:
        return None
    choice = ready.choice
    decision = None if choice.decision is None else choice.decision.to_dict()
    before = list(choice.quarantined)
    return Retry("misfit", replace(request, mode="transfer" if request.mode is None else "cold"),
                 lambda again: replace(again, fallback=again.mode, verdict=fits.reason, same_problem=decision,
                                       quarantined=[*before, *again.quarantined]))


# -- 7. respond ----------------------------------------------------------------------------------------
def respond(library, lm, ready: Prepared, request: Request, *, decode: Callable, t0: float) -> Answer:
    """Decode the reply (``decode`` is :func:`kvmemory.decoding.decode` or a stand-in with its
    signature), store the recap, run the serve-time check and build the Answer."""
    timings, tpl, choice = ready.timings, ready.template, ready.choice
    timings["ttft_s"] = time.perf_counter() - t0
    reply_prefix = tpl.reply_prefix(ready.task.problem, choice.mode)

    def reply_of(decoded: str) -> str:
        return reply_prefix + decoded if reply_prefix else decoded.lstrip()

    stream, on_token = None, request.on_token
    if request.on_text is not None:  # recurring: only text that agrees with the stored verified reply streams early
        stream = ReplyStream(reply_prefix, request.on_text, view=lambda raw: reply_of(tpl.finish(raw, choice.mode)),
                             leads=tpl.leads,
                             guide=None if ready.check is None else reply_of(ready.check.stored_decoded()))
        on_token = chain(stream.start, on_token)
    t = time.perf_counter()
    constrained = {} if request.constraint is None else {"logits_processor": request.constraint(sample=request.sample)}
    out = decode(lm.model, lm.tokenizer, ready.cache, ready.logits, ready.position, max_new_tokens=ready.budget,
                 pattern=tpl.stop(choice.mode), cut_at_pattern=tpl.cut_at_stop, stop=request.stop or (),
                 hold=tpl.stream_holdback, on_token=on_token, on_text=stream.piece if stream else None,
                 sample=request.sample, temperature=request.temperature, seed=request.seed, **constrained)
    timings["decode_s"] = time.perf_counter() - t
    _store_recap(library, lm, ready)
    timings["total_s"] = time.perf_counter() - t0
    decoded, text, verdict, fallback = _serve_check(ready, tpl.finish(out.text, choice.mode))
    reply = reply_of(decoded)
    if stream is not None:
        stream.close(reply)
    library.add_hits(choice.entries)
    return Answer(text=text, answer=tpl.extract(text), mode=choice.mode, entries=choice.entries,
                  decode_tokens=len(out.token_ids), grafted_tokens=sum(w.tokens for w in ready.grafted),
                  prompt_tokens=ready.forwarded, timings=timings, token_ids=out.token_ids,
                  scores=choice.scores, quarantined=choice.quarantined, input_sha256=_sha_ids(ready.query_ids),
                  template=tpl.name, reply=reply, finish=out.finish,
                  same_problem=None if choice.decision is None else choice.decision.to_dict(),
                  verified=ready.check is not None, verdict="" if verdict is None else verdict.reason,
                  fallback=fallback, prefix=ready.prefix)


def _store_recap(library, lm, ready: Prepared) -> None:
    """The next time this problem recurs, no forward (:mod:`kvmemory.recap`)."""
    if ready.recap_source is None:
        return
    try:
        recaps.from_cache(library.store, lm.fingerprint, ready.choice.entries[0].sha256, ready.recap_source,
                          ready.cache, ready.query_ids, ready.query,
                          ready.logits)  # the query's logits: decode does not rebind them
    except (OSError, StoreError):
        pass  # a read-only library: recurring answers keep forwarding the query


def _serve_check(ready: Prepared, decoded: str) -> tuple[str, str, Any, str]:
    """``(decoded, text, verdict, fallback)``: a recurring reply that fails its entry's own check is
    replaced by the stored verified solution (fallback "stored"); never an unverified recurring reply."""
    tpl, problem = ready.template, ready.task.problem
    text = tpl.answer_text(problem, decoded)
    if ready.check is None:
        return decoded, text, None, ""
    t = time.perf_counter()
    verdict, fallback = ready.check.reply(text, tpl.extract(text)), ""
    if not verdict.passed:
        decoded, fallback = ready.check.stored_decoded(), "stored"
        text = tpl.answer_text(problem, decoded)
    ready.timings["check_s"] = ready.timings.get("check_s", 0.0) + time.perf_counter() - t
    return decoded, text, verdict, fallback


# -- 8. stale retry ------------------------------------------------------------------------------------
def stale_retry(result: Answer, ready: Prepared, request: Request, policy: str) -> "Answer | Retry":
    """A transfer answer that copies a grafted entry's answer to a changed problem: marked suspect, and
    under ``policy`` "cold" (nothing streamed yet: what was sent stays sent) a Retry in cold mode."""
    choice, tpl = ready.choice, ready.template
    if choice.mode != "transfer" or policy == "off":
        return result
    suspicion = check_stale(result.answer if result.answer is not None else result.text, choice.entries,
                            ready.task.problem, template=tpl, scores=choice.scores)
    if not suspicion:
        return result
    if policy == "cold" and request.on_text is None and request.on_token is None:
        def finish(again: Answer) -> Answer:
            again.timings["stale_first_attempt_s"] = result.timings["total_s"]
            return replace(again, same_problem=result.same_problem, suspect=True, suspect_reason=suspicion.reason)

        # the template itself, not its name: a layout built for this request (the chat template's tool listing
        # over stored episodes, templates.chat.with_tools) is not the registered template of that name
        return Retry("stale", replace(request, mode="cold", k=None, template=tpl), finish)
    return replace(result, suspect=True, suspect_reason=suspicion.reason)
