"""The routes: OpenAI's chat and text completions and models, kvmemory's memory, health and metrics.

Every call that runs the model goes through the app's :class:`~kvmemory.serve.scheduler.Scheduler`
(one at a time, a bounded queue); reads of the store (an entry, its events, the list) do not wait for it.
Streaming replies are Server-Sent Events: ``data: {chunk}\\n\\n`` per piece of text as it decodes, a last
chunk with ``finish_reason`` and the ``kvmemory`` object, a usage chunk when
``stream_options.include_usage``, then ``data: [DONE]\\n\\n``. A client that disconnects stops its decode.
"""

from __future__ import annotations

import asyncio
import json
import math
import time
from typing import Any

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse
from starlette.concurrency import run_in_threadpool

from kvmemory import KVMemoryError, list_templates

from . import schemas
from .errors import APIError, BadRequest, from_kvmemory
from .scheduler import Cancelled

router = APIRouter()
KEEPALIVE_S = 1.0   # an SSE comment while nothing decodes: a gone client is noticed within about this
POLL_S = 0.25       # how often a non-streaming request checks that its client is still there
ENTRY_ID = Path(..., ge=1, le=2**62, description="the entry's id")


def _state(request: Request):
    return request.app.state.kvmemory


# -- answers -------------------------------------------------------------------------------------------

def _answer_job(state, problem, kwargs: dict, first: list, on_text=None):
    """``fn(mem, job)``: answer ``problem``, taking turns with other jobs between decode steps and stopping when
    the job must stop; ``first`` gets the first token's time, the last one's and the count (``[first, last, n]``),
    ``job.logits_sha256`` the hash of its logits."""
    steps = state.metrics.decode_steps
    tap = state.scheduler.tap

    def fn(mem, job):
        def tick(_token_id: int) -> None:
            now = time.perf_counter()
            if not first:
                first.extend((now, now, 1))
            else:
                first[1] = now
                first[2] += 1
            steps.inc()
            job.step()
        if tap is not None:
            tap.begin()
        try:
            return mem.answer(problem, on_token=tick, on_text=on_text, **kwargs)
        finally:
            if tap is not None:
                job.logits_sha256 = tap.end()

    return fn


async def _wait(request: Request, job):
    """The job's result; a client that disconnects while it waits or runs cancels it."""
    while True:
        try:
            return await asyncio.wait_for(asyncio.shield(job.future), timeout=POLL_S)
        except asyncio.TimeoutError:
            if await request.is_disconnected():
                job.cancel()
                raise Cancelled("the client disconnected") from None


def _answer_kwargs(body) -> dict:
    stops = body.stops()
    budget = body.budget() if hasattr(body, "budget") else body.max_tokens
    tools = body.tool_kwargs() if hasattr(body, "tool_kwargs") else {}
    return {"max_new_tokens": budget, "stop": stops, **body.sampling(), **body.options(), **tools}


def _task_text(problem, kwargs: dict) -> str | None:
    """The text a recurring answer would match exactly: a text prompt, or the last user turn of a plain chat;
    None when the request cannot be recurring (tools, a JSON format, tool messages, a mode other than recurring)."""
    if kwargs.get("mode") not in (None, "recurring") or any(
            kwargs.get(k) is not None for k in ("tools", "tool_choice", "response_format")):
        return None
    if isinstance(problem, str):
        return problem
    if any(m["role"] == "tool" or "tool_calls" in m for m in problem) or problem[-1]["role"] != "user":
        return None
    return problem[-1]["content"]


async def _is_recurring(state, problem, kwargs: dict) -> bool:
    """A cheap exact lookup before admission (``KVMemory.find``: the store's problem-key index, no model):
    True when the task's exact text is stored. Only a priority (scheduler.py: recurring first at admission)."""
    text = _task_text(problem, kwargs)
    if not text:
        return False
    mem = state.scheduler.mem
    try:
        return bool(await run_in_threadpool(mem.find, text, namespace=kwargs.get("namespace"),
                                            namespaces=kwargs.get("namespaces")))
    except Exception:  # a bad text or namespace is the answer's own 400 to raise; here it is just not a priority
        return False


async def _serve(request: Request, body, problem, kind: str):
    state = _state(request)
    t0 = time.perf_counter()
    rid = schemas.new_id("chatcmpl" if kind == "chat" else "cmpl")
    kwargs = _answer_kwargs(body)
    model = state.model_id
    first: list[float] = []
    # the priority only orders waiting jobs: on an idle server this one starts at once, so the lookup is skipped
    recurring = False if state.scheduler.idle else await _is_recurring(state, problem, kwargs)
    if not body.stream:
        job = state.scheduler.submit(_answer_job(state, problem, kwargs, first), recurring=recurring)
        try:
            answer = await _wait(request, job)
        except Cancelled:
            state.metrics.rejected.labels("disconnected").inc()
            return Response(status_code=499)
        state.metrics.answered(answer, first[0] - t0 if first else None)
        shape = schemas.chat_completion if kind == "chat" else schemas.text_completion
        reply = shape(rid, model, answer, logits_sha256=job.logits_sha256)
        reply["kvmemory"]["server_timings"] = schemas.server_timings(t0, first, time.perf_counter())
        return JSONResponse(reply)
    loop = asyncio.get_running_loop()
    pieces: asyncio.Queue = asyncio.Queue()
    # a constrained reply's text is the tool layout's JSON answer shape: nothing of it streams as it decodes;
    # the reply (content, or each tool call whole) is sent in one delta at the end
    whole = kind == "chat" and body.constrained()
    on_text = None if whole else (lambda p: loop.call_soon_threadsafe(pieces.put_nowait, p))
    job = state.scheduler.submit(_answer_job(state, problem, kwargs, first, on_text=on_text), recurring=recurring)
    include_usage = bool(body.stream_options and body.stream_options.include_usage)
    return StreamingResponse(_events(state, job, pieces, rid, model, kind, include_usage, t0, first, whole),
                             media_type="text/event-stream",
                             headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


def _sse(data: Any) -> str:
    return f"data: {json.dumps(data, separators=(',', ':'))}\n\n"


async def _events(state, job, pieces: asyncio.Queue, rid, model, kind, include_usage, t0, first, whole=False):
    created = int(time.time())
    if kind == "chat":
        def chunk(text=None, finish=None, **extra):
            delta = {} if text is None else {"content": text}
            return schemas.chat_chunk(rid, model, created, delta, finish, **extra)
        yield _sse(schemas.chat_chunk(rid, model, created, {"role": "assistant", "content": ""}))
    else:
        def chunk(text=None, finish=None, **extra):
            return schemas.text_chunk(rid, model, created, text or "", finish, **extra)
    done = asyncio.ensure_future(asyncio.shield(job.future))
    try:
        while True:
            getter = asyncio.ensure_future(pieces.get())
            finished, _ = await asyncio.wait({getter, done}, timeout=KEEPALIVE_S,
                                             return_when=asyncio.FIRST_COMPLETED)
            if getter in finished:
                yield _sse(chunk(getter.result()))
                continue
            getter.cancel()
            if done in finished:
                break
            yield ": keep-alive\n\n"  # a comment: a gone client fails this write, which stops the decode
        while not pieces.empty():
            yield _sse(chunk(pieces.get_nowait()))
        exc = done.exception()
        if exc is not None:
            err = exc if isinstance(exc, APIError) else (
                from_kvmemory(exc) if isinstance(exc, KVMemoryError) else APIError(f"{type(exc).__name__}: {exc}"))
            state.metrics.rejected.labels(err.code or "error").inc()
            yield _sse(err.body())
            yield "data: [DONE]\n\n"
            return
        answer = done.result()
        state.metrics.answered(answer, first[0] - t0 if first else None)
        if whole:
            calls = schemas.tool_call_deltas(answer)
            if calls:
                yield _sse(schemas.chat_chunk(rid, model, created, {"tool_calls": calls}))
            if answer.reply:
                yield _sse(chunk(answer.reply))
        info = schemas.kvmemory_info(answer, logits_sha256=job.logits_sha256)
        info["server_timings"] = schemas.server_timings(t0, first, time.perf_counter())
        yield _sse(chunk(None, schemas.finish_reason(answer), kvmemory=info))
        if include_usage:
            last = chunk(None, None, usage=schemas.usage(answer))
            last["choices"] = []
            yield _sse(last)
        yield "data: [DONE]\n\n"
    finally:
        if not job.future.done():  # the client left mid-stream: stop the decode
            job.cancel()
            state.metrics.rejected.labels("disconnected").inc()
        done.cancel()


@router.post("/v1/chat/completions", summary="Chat completion (OpenAI-compatible)", tags=["openai"])
async def chat_completions(body: schemas.ChatRequest, request: Request):
    body.check()
    return await _serve(request, body, body.conversation(), "chat")


@router.post("/v1/completions", summary="Text completion (OpenAI-compatible)", tags=["openai"])
async def completions(body: schemas.CompletionRequest, request: Request):
    prompt = body.check()
    return await _serve(request, body, prompt, "text")


@router.get("/v1/models", summary="The model this server answers with", tags=["openai"])
async def models(request: Request):
    state = _state(request)
    return {"object": "list", "data": [{"id": state.model_id, "object": "model", "created": state.started,
                                        "owned_by": "kvmemory"}]}


# -- memory --------------------------------------------------------------------------------------------

@router.post("/v1/memory/entries", status_code=201, tags=["memory"],
             summary="Deposit a solution; the server runs the named verifier and stores nothing unless it passes")
async def deposit(body: schemas.DepositRequest, request: Request):
    state = _state(request)
    if body.verifier not in state.config.verifiers:
        raise BadRequest(f"verifier {body.verifier!r} is not enabled on this server; it runs "
                         f"{sorted(state.config.verifiers)} (kvmemory serve --verifier NAME)", param="verifier")
    if body.template is not None and body.template not in list_templates():
        raise BadRequest(f"unknown template {body.template!r}: use one of {sorted(list_templates())}",
                         param="template")
    if (body.solution is None) == (body.tools is None):
        raise BadRequest("send a solution (a problem and its solution) or tools (an agent's episode as problem "
                         "messages, with the tools it ran with), not both or neither", param="solution")
    problem = body.problem_value()

    def fn(mem, job):
        if body.tools is not None:
            return mem.deposit(problem, answer=body.answer, verifier=body.verifier, tools=body.tools,
                               namespace=body.namespace, metadata=body.metadata)
        return mem.deposit(problem, body.solution, body.answer, verifier=body.verifier, template=body.template,
                           namespace=body.namespace, metadata=body.metadata, recap=body.recap)

    try:
        entry = await state.scheduler.run(fn)
    except KVMemoryError as exc:
        state.metrics.deposits.labels(body.verifier, "rejected").inc()
        raise from_kvmemory(exc) from exc
    state.metrics.deposits.labels(body.verifier, "stored").inc()
    return schemas.entry(entry)


@router.get("/v1/memory/entries", tags=["memory"], summary="List entries (newest first)")
async def list_entries(request: Request, namespace: str | None = Query(None, pattern=schemas.NAME),
                       status: str = Query("active", pattern="^(active|quarantined|deleted|any)$"),
                       limit: int = Query(100, ge=1, le=1000)):
    mem = _state(request).scheduler.mem
    rows = await run_in_threadpool(mem.entries, status=None if status == "any" else status, namespace=namespace)
    rows = sorted(rows, key=lambda e: e.id, reverse=True)[:limit]
    return {"object": "list", "data": [schemas.entry(e) for e in rows]}


@router.post("/v1/memory/search", tags=["memory"], summary="The k nearest active entries, best first")
async def search(body: schemas.SearchRequest, request: Request):
    def fn(mem, job):
        return mem.search(body.query, k=body.k, namespace=body.namespace, namespaces=body.namespaces)

    hits = await _state(request).scheduler.run(fn)
    return {"object": "list", "data": [{"score": h.score, "entry": schemas.entry(h.entry)} for h in hits]}


@router.get("/v1/memory/entries/{entry_id}", tags=["memory"], summary="One entry, any status")
async def get_entry(request: Request, entry_id: int = ENTRY_ID):
    mem = _state(request).scheduler.mem
    return schemas.entry(await run_in_threadpool(mem.get, entry_id))


@router.delete("/v1/memory/entries/{entry_id}", tags=["memory"], summary="Delete an entry (the audit trail keeps it)")
async def delete_entry(request: Request, entry_id: int = ENTRY_ID, body: schemas.StatusChange | None = None):
    reason = (body.reason if body else None) or "deleted over HTTP"
    return schemas.entry(await _state(request).scheduler.run(lambda mem, job: mem.delete(entry_id, reason)))


@router.post("/v1/memory/entries/{entry_id}/quarantine", tags=["memory"], summary="Quarantine an entry")
async def quarantine_entry(request: Request, entry_id: int = ENTRY_ID, body: schemas.StatusChange | None = None):
    reason = (body.reason if body else None) or "quarantined over HTTP"
    return schemas.entry(await _state(request).scheduler.run(lambda mem, job: mem.quarantine(entry_id, reason)))


@router.post("/v1/memory/false-hits", tags=["memory"],
             summary="Report a recurring reply that answered another task (raises the learned verifier's threshold)")
async def false_hit(request: Request, body: schemas.FalseHit):
    info = body.model_dump()

    def report(mem, job):
        raised = mem.report_false_hit(info, body.reason or "reported over HTTP")
        template = str(body.same_problem.get("template") or "")
        threshold = mem.judge.threshold(template) if raised and mem.judge is not None else None
        return {"raised": raised, "template": template,   # no finite threshold: the verifier no longer decides
                "threshold": threshold if threshold is not None and math.isfinite(threshold) else None}

    return await _state(request).scheduler.run(report)


@router.get("/v1/memory/entries/{entry_id}/events", tags=["memory"], summary="An entry's audit trail")
async def entry_events(request: Request, entry_id: int = ENTRY_ID):
    mem = _state(request).scheduler.mem
    await run_in_threadpool(mem.get, entry_id)  # 404 for an unknown entry
    events = await run_in_threadpool(mem.events, entry_id)
    return {"object": "list", "data": [{k: v for k, v in e.items() if "path" not in k} for e in events]}


@router.post("/v1/memory/sync", tags=["memory"], summary="Merge other hosts' changes (a library at a URL)")
async def sync(request: Request):
    state = _state(request)
    report = await state.scheduler.run(lambda mem, job: mem.sync())
    if report is None:
        return {"object": "kvmemory.sync", "synced": False, "reason": "a local library has nothing to merge"}
    out = {"object": "kvmemory.sync", "synced": True, **report.to_dict()}
    if state.broadcast is not None:  # Ray replicas: the others sync too, within their poll interval
        out["broadcast"] = await state.broadcast()
    return out


# -- operations ----------------------------------------------------------------------------------------

@router.get("/health", tags=["operations"], summary="Liveness and readiness (no key needed)")
async def health(request: Request):
    state = _state(request)
    return {"status": "ok", "model": state.model_id, "queue_depth": state.scheduler.waiting,
            "in_flight": state.scheduler.running, "batched_decode": state.scheduler.batching is None,
            **({"batched_decode_off": state.scheduler.batching} if state.scheduler.batching else {})}


@router.get("/metrics", tags=["operations"], summary="Prometheus metrics")
async def metrics(request: Request):
    state = _state(request)
    state.metrics.depth(state.scheduler.waiting, state.scheduler.running)
    state.metrics.scheduled(state.scheduler)
    data, content_type = state.metrics.text()
    return Response(data, media_type=content_type)
