"""Request bodies (pydantic, validated into clear 400s) and the OpenAI-shaped replies.

Requests follow OpenAI's chat-completions and completions APIs. ``tools``, ``tool_choice``,
``response_format``, ``parallel_tool_calls`` and messages with assistant ``tool_calls`` / ``role: "tool"``
results go through to ``KVMemory.answer`` (checked first with :mod:`kvmemory.toolcalls`, so a bad tool is a
400 that says the fix before any model work). Fields this server does not implement yet (the legacy
``functions`` / ``function_call``, ``n`` > 1, ``logprobs``, penalties, ``top_p`` < 1) are refused with a 400
that names them (:func:`refuse_unsupported`), never ignored.
Unknown fields are ignored, as OpenAI-compatible servers do. kvmemory's own options ride in a
``kvmemory`` object (``extra_body={"kvmemory": {...}}`` in the ``openai`` SDK).
"""

from __future__ import annotations

import hashlib
import time
import uuid
from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator

from kvmemory import InputError
from kvmemory.messages import message_role, message_text

from .errors import BadRequest, Unsupported

NAME = r"^[A-Za-z0-9][A-Za-z0-9_.:@\-]{0,127}$"   # namespaces: text only, never a path
MAX_TOKENS = 4096
MAX_STOPS = 4


def _check_names(value):
    import re

    for name in value or ():
        if not re.match(NAME, name):
            raise ValueError(f"namespace {name!r} must match {NAME}")
    return value


class Options(BaseModel):
    """kvmemory's options on an answer: which entries may be grafted and how."""

    model_config = ConfigDict(extra="forbid")
    mode: Literal["recurring", "transfer", "cold"] | None = None
    namespace: str | None = Field(None, pattern=NAME)
    namespaces: list[str] | None = Field(None, max_length=16)
    k: int | None = Field(None, ge=1, le=8)
    #: Replay of stored tool-call episodes: per tool, the result fields that must equal the stored ones.
    tool_checks: dict[str, list[str]] | None = Field(None, max_length=64)

    _names = field_validator("namespaces")(_check_names)


class TextPart(BaseModel):
    model_config = ConfigDict(extra="ignore")
    type: str
    text: str | None = None


class Message(BaseModel):
    model_config = ConfigDict(extra="allow")
    role: Literal["system", "developer", "user", "assistant", "tool", "function"]
    content: Union[str, list[TextPart], None] = None
    name: str | None = None


class StreamOptions(BaseModel):
    model_config = ConfigDict(extra="ignore")
    include_usage: bool = False


class Sampling(BaseModel):
    """What chat and text completions share."""

    model_config = ConfigDict(extra="ignore")
    model: str | None = None
    stream: bool = False
    stream_options: StreamOptions | None = None
    max_tokens: int | None = Field(None, ge=1, le=MAX_TOKENS)
    stop: Union[str, list[str], None] = None
    temperature: float | None = Field(None, ge=0.0, le=2.0)
    top_p: float | None = Field(None, gt=0.0, le=1.0)
    seed: int | None = None
    n: int | None = Field(None, ge=1)
    logprobs: Any = None
    presence_penalty: float | None = None
    frequency_penalty: float | None = None
    logit_bias: dict | None = None
    user: str | None = None
    kvmemory: Options | None = None

    def stops(self) -> list[str] | None:
        stops = [self.stop] if isinstance(self.stop, str) else self.stop
        if stops is not None and (len(stops) > MAX_STOPS or not all(stops)):
            raise BadRequest(f"stop takes at most {MAX_STOPS} non-empty strings", param="stop")
        return stops or None

    def sampling(self) -> dict:
        """``KVMemory.answer``'s decoding options: temperature 0 or absent is greedy."""
        if not self.temperature:
            return {"sample": False}
        return {"sample": True, "temperature": float(self.temperature), "seed": self.seed}

    def refuse_unsupported(self, extra: dict[str, Any] | None = None) -> None:
        asked = {
            "n": self.n not in (None, 1),
            "logprobs": self.logprobs not in (None, False),
            "presence_penalty": self.presence_penalty not in (None, 0, 0.0),
            "frequency_penalty": self.frequency_penalty not in (None, 0, 0.0),
            "logit_bias": bool(self.logit_bias),
            "top_p": self.top_p not in (None, 1, 1.0),
            **(extra or {}),
        }
        for name, used in asked.items():
            if used:
                raise Unsupported(f"{name} is not supported by kvmemory serve yet", param=name)

    def options(self) -> dict:
        o = self.kvmemory or Options()
        out = {"mode": o.mode, "namespace": o.namespace, "namespaces": o.namespaces, "k": o.k}
        return {**out, "tool_checks": o.tool_checks} if o.tool_checks else out


class ChatRequest(Sampling):
    messages: list[Message] = Field(min_length=1, max_length=256)
    max_completion_tokens: int | None = Field(None, ge=1, le=MAX_TOKENS)
    tools: Any = None
    tool_choice: Any = None
    response_format: Any = None
    functions: Any = None
    function_call: Any = None
    parallel_tool_calls: Any = None
    top_logprobs: Any = None

    def budget(self) -> int | None:
        return self.max_completion_tokens or self.max_tokens

    def check(self) -> None:
        for name in ("functions", "function_call"):
            if getattr(self, name) not in (None, [], "none"):
                raise Unsupported(f"{name} (OpenAI's legacy function calling) is not supported by kvmemory serve; "
                                  "use tools and tool_choice", param=name)
        self.refuse_unsupported({"top_logprobs": self.top_logprobs not in (None, 0)})
        self.tool_request()

    def tool_kwargs(self) -> dict:
        """``KVMemory.answer``'s tool options (absent ones left out; ``{"type": "text"}`` is no format)."""
        out: dict[str, Any] = {}
        if self.tools not in (None, []):
            out["tools"] = self.tools
        if self.tool_choice is not None:
            out["tool_choice"] = self.tool_choice
        fmt = self.response_format
        if fmt is not None and not (isinstance(fmt, dict) and fmt.get("type") == "text"):
            out["response_format"] = fmt
        if self.parallel_tool_calls is not None:
            if not isinstance(self.parallel_tool_calls, bool):
                raise BadRequest("parallel_tool_calls must be true or false", param="parallel_tool_calls")
            out["parallel_tool_calls"] = self.parallel_tool_calls
        return out

    def tool_request(self):
        """The checked :class:`kvmemory.toolcalls.ToolRequest` (None for an ordinary chat); a bad value is a 400
        naming its parameter, raised before the request is queued."""
        from kvmemory.toolcalls import normalize_request

        kw = self.tool_kwargs()
        if not kw:
            return None
        try:
            return normalize_request(kw.get("tools"), kw.get("tool_choice"), kw.get("response_format"),
                                     parallel_tool_calls=kw.get("parallel_tool_calls", True))
        except InputError as exc:
            text = str(exc)
            param = next((n for n in ("tool_choice", "response_format", "tools") if text.startswith(n)), "tools")
            raise BadRequest(text, param=param) from exc

    def constrained(self) -> bool:
        """True when the reply is decoded under a JSON constraint (tools offered or a JSON response format): its
        text is the answer shape, so a stream sends the reply (content or tool calls) whole at the end."""
        request = self.tool_request()
        return request is not None and request.constrained

    def conversation(self, *, episode: bool = False) -> list[dict[str, Any]]:
        """The messages as ``KVMemory.answer`` takes them (Hugging Face chat format; assistant ``tool_calls`` and
        ``role: "tool"`` results kept as OpenAI sends them). ``episode``: a finished agent run, which ends with
        the assistant's final answer (``KVMemory.deposit`` with ``tools`` checks its shape)."""
        out: list[dict[str, Any]] = []
        for i, m in enumerate(self.messages):
            extra = m.model_extra or {}
            if m.role == "function":
                raise Unsupported(f"messages[{i}]: role 'function' (legacy function calling) is not supported; "
                                  "use role 'tool'", param=f"messages.{i}")
            content = [p.model_dump() for p in m.content] if isinstance(m.content, list) else m.content
            try:
                text = message_text(content, i)
            except InputError as e:
                raise Unsupported(str(e), param=f"messages.{i}.content") from None
            msg: dict[str, Any] = {"role": message_role(m.role)}
            if m.role == "assistant" and extra.get("tool_calls"):
                msg["content"] = text
                msg["tool_calls"] = extra["tool_calls"]
            else:
                msg["content"] = text or ""
            if m.role == "tool":
                if extra.get("tool_call_id") is not None:
                    msg["tool_call_id"] = extra["tool_call_id"]
                if m.name is not None:
                    msg["name"] = m.name
            out.append(msg)
        if out[-1]["role"] not in ("user", "tool") and not episode:
            raise BadRequest("the last message must be the user's turn (the task to answer) or tool results",
                             param="messages")
        if any("tool_calls" in m or m["role"] == "tool" for m in out):
            from kvmemory.toolcalls.layout import check_messages
            try:
                check_messages(out)
            except InputError as exc:
                raise BadRequest(str(exc), param="messages") from exc
        return out


class CompletionRequest(Sampling):
    prompt: Union[str, list[str]]
    echo: bool = False
    suffix: str | None = None
    best_of: int | None = None

    def check(self) -> str:
        self.refuse_unsupported({"echo": self.echo, "suffix": bool(self.suffix),
                                 "best_of": self.best_of not in (None, 1)})
        prompts = [self.prompt] if isinstance(self.prompt, str) else self.prompt
        if len(prompts) != 1 or not prompts[0].strip():
            raise BadRequest("prompt must be one non-empty string", param="prompt")
        return prompts[0]


class DepositRequest(BaseModel):
    """A verified deposit: the server runs the named verifier; nothing is stored unless it passes. With ``tools``,
    ``problem`` is an agent's episode (messages with tool calls and results, ending in the final answer) and
    the verifier judges its final answer; no ``solution``."""

    model_config = ConfigDict(extra="forbid")
    problem: Union[str, list[Message]]
    solution: str | None = Field(None, min_length=1)
    tools: list[dict[str, Any]] | None = Field(None, max_length=128)
    answer: Union[str, int, float, None] = None
    verifier: str = "numeric"
    template: str | None = Field(None, pattern=NAME)
    namespace: str | None = Field(None, pattern=NAME)
    metadata: dict[str, Any] | None = None
    recap: bool = True

    def problem_value(self):
        if isinstance(self.problem, str):
            return self.problem
        return ChatRequest(messages=self.problem).conversation(episode=self.tools is not None)


class SearchRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    query: str = Field(min_length=1)
    k: int = Field(4, ge=1, le=50)
    namespace: str | None = Field(None, pattern=NAME)
    namespaces: list[str] | None = Field(None, max_length=16)

    _names = field_validator("namespaces")(_check_names)


class StatusChange(BaseModel):
    model_config = ConfigDict(extra="forbid")
    reason: str | None = Field(None, max_length=1000)


class FalseHit(BaseModel):
    """A recurring reply that answered another task: the ``kvmemory`` object the reply carried (its ``mode`` and
    ``same_problem``)."""

    model_config = ConfigDict(extra="ignore")
    mode: str
    same_problem: dict
    reason: str | None = Field(None, max_length=1000)


# -- replies -----------------------------------------------------------------------------------------

FINISH = {"eos": "stop", "stop": "stop", "pattern": "stop", "length": "length", "tool_calls": "tool_calls"}


def new_id(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex}"


def finish_reason(answer) -> str:
    return FINISH.get(answer.finish, "stop")


def usage(answer) -> dict:
    return {"prompt_tokens": answer.prompt_tokens, "completion_tokens": answer.decode_tokens,
            "total_tokens": answer.prompt_tokens + answer.decode_tokens,
            "prompt_tokens_details": {"cached_tokens": answer.grafted_tokens}}


def kvmemory_info(answer, logits_sha256: str | None = None) -> dict:
    """What kvmemory did for this reply (the ``kvmemory`` object beside OpenAI's fields).

    ``tokens_sha256`` hashes the decoded token ids; ``logits_sha256`` the last-position float32 logits of every
    forward the answer ran, in order (the server's :class:`~kvmemory.serve.scheduler.LogitsTap`): both equal those
    of the same request served alone, whatever else the server runs meanwhile."""
    return {
        "mode": answer.mode,
        "entries": [{"id": e.id, "sha256": e.sha256, "namespace": e.namespace} for e in answer.entries],
        "scores": answer.scores,
        "grafted_tokens": answer.grafted_tokens,
        "prompt_tokens": answer.prompt_tokens,
        "decode_tokens": answer.decode_tokens,
        "same_problem": answer.same_problem,
        "verified": answer.verified,
        "verdict": answer.verdict,
        "fallback": answer.fallback,
        "suspect": answer.suspect,
        "template": answer.template,
        "answer": answer.answer,
        "input_sha256": answer.input_sha256,
        "tokens_sha256": hashlib.sha256(",".join(map(str, answer.token_ids)).encode()).hexdigest(),
        "logits_sha256": logits_sha256,
        "quarantined": [{"id": q.get("id"), "reason": q.get("reason")} for q in answer.quarantined],
        "timings": answer.timings,
        "replay": answer.replay,
        "schema_errors": answer.schema_errors,
    }


def server_timings(t0: float, first: list, end: float) -> dict:
    """The route's own clock (``server_timings`` in the ``kvmemory`` object), in milliseconds from ``t0``, when
    the route began (the body read and validated; ``first`` is ``[first token, last token, tokens]`` as the
    route's ``on_token`` saw them): ``first_token_ms`` to the first decoded token (None when
    none was decoded), ``total_ms`` to the reply's end, and ``decode_ms_per_token``, the mean time between
    decoded tokens (None under two tokens). The first token comes from the prefill's logits; each later one
    costs a forward, taking turns with the other requests."""
    n = first[2] if first else 0
    return {"first_token_ms": round((first[0] - t0) * 1e3, 3) if first else None,
            "total_ms": round((end - t0) * 1e3, 3),
            "decode_ms_per_token": round((first[1] - first[0]) * 1e3 / (n - 1), 3) if first and n > 1 else None}


def tool_calls(answer) -> list[dict]:
    """``answer``'s tool calls in OpenAI's shape (``arguments`` as JSON text); [] when it called none."""
    return [c.to_openai() for c in (getattr(answer, "tool_calls", None) or [])]


def chat_message(answer) -> dict:
    """The assistant message: ``content`` null and ``tool_calls`` when the answer only called tools."""
    calls = tool_calls(answer)
    if calls:
        return {"role": "assistant", "content": answer.reply or None, "tool_calls": calls}
    return {"role": "assistant", "content": answer.reply}


def tool_call_deltas(answer) -> list[dict]:
    """Streamed ``delta.tool_calls``: each call whole in one delta (index, id, type, name, all its arguments)."""
    return [{"index": i, **c} for i, c in enumerate(tool_calls(answer))]


def chat_completion(rid: str, model: str, answer, logits_sha256: str | None = None) -> dict:
    return {
        "id": rid, "object": "chat.completion", "created": int(time.time()), "model": model,
        "system_fingerprint": None,
        "choices": [{"index": 0, "message": chat_message(answer),
                     "logprobs": None, "finish_reason": finish_reason(answer)}],
        "usage": usage(answer), "kvmemory": kvmemory_info(answer, logits_sha256),
    }


def chat_chunk(rid: str, model: str, created: int, delta: dict, finish: str | None = None, **extra) -> dict:
    return {"id": rid, "object": "chat.completion.chunk", "created": created, "model": model,
            "system_fingerprint": None,
            "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}], **extra}


def text_completion(rid: str, model: str, answer, logits_sha256: str | None = None) -> dict:
    return {
        "id": rid, "object": "text_completion", "created": int(time.time()), "model": model,
        "choices": [{"index": 0, "text": answer.reply, "logprobs": None, "finish_reason": finish_reason(answer)}],
        "usage": usage(answer), "kvmemory": kvmemory_info(answer, logits_sha256),
    }


def text_chunk(rid: str, model: str, created: int, text: str, finish: str | None = None, **extra) -> dict:
    return {"id": rid, "object": "text_completion", "created": created, "model": model,
            "choices": [{"index": 0, "text": text, "logprobs": None, "finish_reason": finish}], **extra}


ENTRY_FIELDS = ("id", "namespace", "problem", "solution", "answer", "verifier", "verdict", "sha256", "tokens",
                "model_fingerprint", "template", "created", "hits", "status", "status_reason", "metadata")


def entry(e) -> dict:
    """An entry as the API shows it (no file paths: nothing of the server's filesystem leaves it)."""
    return {"object": "kvmemory.entry", **{k: getattr(e, k) for k in ENTRY_FIELDS}}
