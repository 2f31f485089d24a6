"""``ChatKVMemory``: a LangChain chat model that runs the local model with kvmemory grafting.

The conversation goes to :meth:`kvmemory.KVMemory.answer` as Hugging Face chat messages: the last
human message is the task (what retrieval keys on), system messages and earlier turns are context
that the matched entry's template renders into the query (``chat-v1`` with the tokenizer's chat
template; ``gsm-qa-v1`` as plain text before its ``Q:``/``A:`` query).

Streaming follows the decode: the model runs in a worker thread and each piece of text reaches the
caller as soon as its token is decoded (``KVMemory.answer(on_text=...)``), so the first chunk comes
right after the first decoded token. ``stop`` strings end the decode when they appear.

Tools and structured output (:meth:`ChatKVMemory.bind_tools`, :meth:`ChatKVMemory.with_structured_output`)
go to ``KVMemory.answer(tools=, tool_choice=, response_format=)``: kvmemory decodes the reply under a JSON
constraint, so every call's arguments are valid against its tool's schema whatever the model. A call is
decided only once its JSON closes, so a stream with tools or a response format sends the whole reply
(its text and its ``tool_call_chunks``) in one chunk at the end.
"""

from __future__ import annotations

import json
import queue
import threading
from operator import itemgetter
from typing import Any, Callable, Iterator, Literal, Sequence

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LangSmithParams
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.messages.ai import UsageMetadata
from langchain_core.messages.tool import tool_call_chunk
from langchain_core.output_parsers import JsonOutputParser, PydanticOutputParser
from langchain_core.output_parsers.openai_tools import JsonOutputKeyToolsParser, PydanticToolsParser
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.exceptions import OutputParserException
from langchain_core.runnables import Runnable, RunnableLambda, RunnableMap, RunnablePassthrough
from langchain_core.utils.function_calling import convert_to_openai_tool
from langchain_core.utils.pydantic import is_basemodel_subclass
from pydantic import ConfigDict, Field, model_validator

from kvmemory import DEFAULT_MODEL, Answer, InputError, KVMemory

from ._common import chat_messages, memory_lock, open_memory, provenance

__all__ = ["ChatKVMemory"]


class ChatKVMemory(BaseChatModel):
    """A local causal LM whose replies graft verified KV memory.

    .. code-block:: python

        from kvmemory import KVMemory
        from langchain_kvmemory import ChatKVMemory

        mem = KVMemory("lib/")
        llm = ChatKVMemory(memory=mem)            # or ChatKVMemory(path="lib/")
        reply = llm.invoke("Janet's ducks lay 16 eggs per day. ...")
        reply.response_metadata["mode"]           # "recurring" when the problem is in memory
        reply.response_metadata["entries"]        # [{"entry_id": 1, "sha256": "...", ...}]
        reply.usage_metadata                      # input_token_details.cache_read = grafted tokens

    ``temperature`` 0 or None decodes greedily; above 0 samples (seeded by ``seed``). Tools:
    :meth:`bind_tools` (``tool_choice`` ``"auto"``, ``"required"``/``"any"``, ``"none"`` or a tool name);
    structured output: :meth:`with_structured_output` (JSON schema, Pydantic, TypedDict). Both decode
    under a JSON constraint, so arguments always validate, except against a keyword the constraint cannot enforce
    (``uniqueItems``, ``not``, ...: checked after decoding, a breach named in
    ``response_metadata["schema_errors"]``; the tool's own argument check then answers the model); a stream
    with tools sends the reply and its ``tool_call_chunks`` in one chunk at the end. Unsupported: images, audio and
    PDF input.
    """

    model_config = ConfigDict(populate_by_name=True, arbitrary_types_allowed=True)

    memory: Any = Field(default=None, exclude=True)
    """The :class:`kvmemory.KVMemory` to answer from. Default: ``KVMemory(path)`` or an in-memory one."""
    path: str | None = None
    """Library folder opened when ``memory`` is not given."""
    model_name: str = Field(default=DEFAULT_MODEL, alias="model")
    """Name of the local model: the default, ``gemma3-270m`` (``kvmemory[gemma]``), or a Hugging Face id/path."""
    device: str | None = None
    """Where the model runs (``cpu``, ``cuda``, ``cuda:N``); None: cpu. Ignored when ``memory`` is given."""
    dtype: str | None = None
    """Model dtype (``float32``, ``bfloat16``, ``float16``); None: float32. Ignored when ``memory`` is given."""
    mode: Literal["recurring", "transfer", "cold"] | None = None
    """Force a mode; None lets kvmemory choose (recurring > transfer > cold)."""
    k: int | None = None
    """Entries grafted side by side in transfer mode (default ``Settings.top_k``)."""
    namespace: str | None = None
    """kvmemory namespace to read from (default ``Settings.namespace``)."""
    namespaces: list[str] | None = None
    """Several namespaces read at once, e.g. ``["user:42", "shared"]`` (overrides ``namespace``)."""
    max_tokens: int | None = None
    """Decode budget; None uses kvmemory's (256 to solve, 16 for a recurring final answer)."""
    temperature: float | None = None
    """0 or None: greedy. Above 0: sample at this temperature."""
    seed: int | None = None
    """Seed for sampling."""
    stop: list[str] | None = None
    """End the reply at the first of these strings: the decode stops when one appears."""
    parallel_tool_calls: bool | None = None
    """Default for calls with tools: False allows one call per reply; None/True lets the model make several."""
    streaming: bool = False
    """Accepted for compatibility; ``stream()`` always streams."""

    @model_validator(mode="after")
    def _open(self) -> "ChatKVMemory":
        if self.temperature is not None and self.temperature < 0:
            raise InputError(f"temperature must be >= 0, got {self.temperature}")
        if self.max_tokens is not None and self.max_tokens < 1:
            raise InputError(f"max_tokens must be >= 1, got {self.max_tokens}")
        self.memory = open_memory(self.memory, self.path, self.model_name, device=self.device, dtype=self.dtype)
        return self

    # -- LangChain identity ------------------------------------------------------------------
    @property
    def _llm_type(self) -> str:
        return "kvmemory-chat"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model_name": self.model_name, "device": self.device, "dtype": self.dtype,
                "library": str(self.memory.path), "mode": self.mode, "k": self.k,
                "namespace": self.namespace, "namespaces": self.namespaces, "max_tokens": self.max_tokens, "temperature": self.temperature,
                "seed": self.seed}

    def _get_ls_params(self, stop: list[str] | None = None, **kwargs: Any) -> LangSmithParams:
        params = LangSmithParams(ls_provider="kvmemory", ls_model_name=kwargs.get("model", self.model_name),
                                 ls_model_type="chat", ls_temperature=kwargs.get("temperature", self.temperature))
        if (max_tokens := kwargs.get("max_tokens", self.max_tokens)) is not None:
            params["ls_max_tokens"] = max_tokens
        if stop := stop or self.stop:
            params["ls_stop"] = stop
        return params

    # -- the call ------------------------------------------------------------------------------
    def _answer(self, messages: list[BaseMessage], stop: list[str] | None, kwargs: dict,
                on_text: Callable[[str], None] | None = None) -> tuple[Answer, str, str]:
        """Run kvmemory; return ``(answer, reply text, finish_reason)``. ``on_text`` gets the reply as it decodes."""
        model = kwargs.get("model")
        if model not in (None, self.model_name):
            raise InputError(f"ChatKVMemory runs one local model ({self.model_name}); it cannot switch to "
                             f"{model!r} per call. Create another ChatKVMemory(model={model!r})")
        chat = chat_messages(messages)
        while chat and chat[-1]["role"] not in ("user", "tool"):  # a trailing AI or system message: answer the last human one
            chat.pop()
        temperature = kwargs.get("temperature", self.temperature)
        max_tokens = kwargs.get("max_tokens", self.max_tokens)
        stops = [s for s in ((stop if stop is not None else self.stop) or []) if s]
        many = kwargs.get("namespaces", self.namespaces)
        options = dict(mode=kwargs.get("mode", self.mode), k=kwargs.get("k", self.k), max_new_tokens=max_tokens,
                       stop=stops or None)
        if many:
            options["namespaces"] = list(many)
        else:
            options["namespace"] = kwargs.get("namespace", self.namespace)
        for key in ("tools", "tool_choice", "response_format", "tool_checks"):
            if kwargs.get(key) is not None:
                options[key] = kwargs[key]
        if kwargs.get("tools") is not None and (parallel := kwargs.get("parallel_tool_calls", self.parallel_tool_calls)) is not None:
            options["parallel_tool_calls"] = bool(parallel)
        if temperature:
            options.update(sample=True, temperature=float(temperature), seed=kwargs.get("seed", self.seed))
        cutter = _StopCutter(stops, on_text) if on_text is not None else None
        mem: KVMemory = self.memory
        with memory_lock(mem):
            answer = mem.answer(chat, on_text=cutter.feed if cutter else None, **options)
        text, finish = answer.reply, {"length": "length", "tool_calls": "tool_calls"}.get(answer.finish, "stop")
        for s in stops:  # a stop string inside the forced prefix ("The answer is") cuts there too
            if s in text:
                text, finish = text[: text.index(s)], "stop"
        if cutter is not None:
            cutter.close(text)
        return answer, text, finish

    def _metadata(self, answer: Answer, finish: str) -> tuple[dict, UsageMetadata]:
        meta = {
            "model_name": self.model_name,
            "model_provider": "kvmemory",
            "mode": answer.mode,
            "entries": [provenance(e, s) for e, s in zip(answer.entries, answer.scores or [None] * len(answer.entries))],
            "answer": answer.answer,
            "decode_tokens": answer.decode_tokens,
            "grafted_tokens": answer.grafted_tokens,
            "prompt_tokens": answer.prompt_tokens,
            "timings": dict(answer.timings),
            "input_sha256": answer.input_sha256,
            "finish_reason": finish,
        }
        if answer.quarantined:
            meta["quarantined"] = list(answer.quarantined)
        if answer.replay is not None:  # a tool call answered against stored verified episodes (replay, final, diverged)
            meta["replay"] = dict(answer.replay)
        if answer.schema_errors:  # a call (or structured reply) breaks a keyword the constraint could not enforce
            meta["schema_errors"] = list(answer.schema_errors)
        # LangChain counts cached input inside input_tokens; grafted tokens were read, not computed.
        usage = UsageMetadata(
            input_tokens=answer.prompt_tokens + answer.grafted_tokens,
            output_tokens=answer.decode_tokens,
            total_tokens=answer.prompt_tokens + answer.grafted_tokens + answer.decode_tokens,
            input_token_details={"cache_read": answer.grafted_tokens},
        )
        return meta, usage

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: CallbackManagerForLLMRun | None = None, **kwargs: Any) -> ChatResult:
        answer, text, finish = self._answer(messages, stop, kwargs)
        meta, usage = self._metadata(answer, finish)
        message = AIMessage(content=text, response_metadata=meta, usage_metadata=usage,
                            tool_calls=[{"name": c.name, "args": dict(c.arguments), "id": c.id, "type": "tool_call"}
                                        for c in answer.tool_calls or ()])
        return ChatResult(generations=[ChatGeneration(message=message, generation_info={"finish_reason": finish})])

    def _stream(self, messages: list[BaseMessage], stop: list[str] | None = None,
                run_manager: CallbackManagerForLLMRun | None = None, **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        """Yield each piece of the reply as it decodes; the last chunk carries the metadata and usage.

        With tools or a response format bound the reply is decoded under a JSON constraint and read back
        whole: it comes as one chunk at the end, holding the text and every call as ``tool_call_chunks``
        (the simplest correct behaviour: a call's name and arguments are only final once its JSON closes).
        """
        if any(kwargs.get(k) is not None for k in ("tools", "response_format")):
            answer, text, finish = self._answer(messages, stop, kwargs)
            meta, usage = self._metadata(answer, finish)
            calls = [tool_call_chunk(name=c.name, args=json.dumps(c.arguments, ensure_ascii=False), id=c.id, index=i)
                     for i, c in enumerate(answer.tool_calls or ())]
            chunk = ChatGenerationChunk(message=AIMessageChunk(content=text, tool_call_chunks=calls, response_metadata=meta,
                                                               usage_metadata=usage, chunk_position="last"),
                                        generation_info={"finish_reason": finish})
            if run_manager:
                run_manager.on_llm_new_token(text, chunk=chunk)
            yield chunk
            return
        pieces: "queue.Queue[tuple[str, Any]]" = queue.Queue()

        def work() -> None:
            try:
                result = self._answer(messages, stop, kwargs, on_text=lambda piece: pieces.put(("piece", piece)))
                pieces.put(("done", result))
            except BaseException as exc:  # handed to the caller's thread and raised there
                pieces.put(("error", exc))

        worker = threading.Thread(target=work, name="kvmemory-decode", daemon=True)
        worker.start()
        try:
            while True:
                kind, value = pieces.get()
                if kind == "error":
                    raise value
                if kind == "done":
                    break
                chunk = ChatGenerationChunk(message=AIMessageChunk(content=value))
                if run_manager:
                    run_manager.on_llm_new_token(value, chunk=chunk)
                yield chunk
        finally:
            worker.join()
        answer, _text, finish = value
        meta, usage = self._metadata(answer, finish)
        yield ChatGenerationChunk(message=AIMessageChunk(content="", response_metadata=meta, usage_metadata=usage,
                                                         chunk_position="last"),
                                  generation_info={"finish_reason": finish})


    # -- tools and structured output ------------------------------------------------------------
    def bind_tools(self, tools: Sequence[Any], *, tool_choice: Any = None, parallel_tool_calls: bool | None = None,
                   strict: bool | None = None, **kwargs: Any) -> Runnable:
        """Offer ``tools`` (``@tool`` functions, Pydantic models, TypedDicts, OpenAI dicts, callables) to the model.

        ``tool_choice``: None or ``"auto"`` (the model calls tools or replies in text), ``"required"`` or
        ``"any"`` (at least one call), ``"none"`` (no call), a tool's name or
        ``{"type": "function", "function": {"name": ...}}`` (exactly one call of that tool), ``True``
        (the only tool). Calls come back as ``AIMessage.tool_calls``, their ``args`` valid against the
        tool's schema (kvmemory decodes under a JSON constraint). ``strict=True`` is OpenAI's strict mode: it
        closes every object in the schemas (``additionalProperties: false`` where unset), so the model cannot
        add keys the schema does not name, and marks each function ``strict``, so a schema keyword the
        constraint cannot enforce is refused with an ``InputError`` instead of being checked after decoding.
        """
        formatted = [convert_to_openai_tool(t) for t in tools]
        if strict:
            for t in formatted:
                t["function"]["parameters"] = _closed(t["function"].get("parameters") or {"type": "object", "properties": {}})
                t["function"]["strict"] = True
        names = [t["function"]["name"] for t in formatted]
        choice = _tool_choice(tool_choice, names)
        if choice is not None:
            kwargs["tool_choice"] = choice
        if parallel_tool_calls is not None:
            kwargs["parallel_tool_calls"] = parallel_tool_calls
        return super().bind(tools=formatted, **kwargs)

    def with_structured_output(self, schema: Any = None, *, method: Literal["json_schema", "function_calling", "json_mode"] = "json_schema",
                               include_raw: bool = False, strict: bool | None = None, **kwargs: Any) -> Runnable:
        """A runnable whose output is ``schema``'s type: a Pydantic instance for a Pydantic class, a dict for a
        TypedDict or a JSON schema dict.

        ``method="json_schema"`` (default) decodes the reply under ``response_format={"type": "json_schema"}``;
        ``"function_calling"`` forces one call of a tool whose parameters are the schema; ``"json_mode"``
        asks for any JSON object (``schema`` optional, not enforced). ``strict=True`` closes the schema's
        objects (``additionalProperties: false`` where unset) and refuses a keyword the constraint cannot enforce,
        as :meth:`bind_tools` does. ``include_raw=True`` returns
        ``{"raw": AIMessage, "parsed": ..., "parsing_error": ...}``. A reply cut by ``max_tokens`` before its
        JSON closed raises ``OutputParserException`` (or is the ``parsing_error``), never a partial object.
        """
        if kwargs:
            raise InputError(f"with_structured_output got unexpected arguments {sorted(kwargs)}")
        pydantic = isinstance(schema, type) and is_basemodel_subclass(schema)
        if method == "json_mode":
            llm = self.bind(response_format={"type": "json_object"},
                            ls_structured_output_format={"kwargs": {"method": method}, "schema": schema})
            parser: Runnable = PydanticOutputParser(pydantic_object=schema) if pydantic else JsonOutputParser()
        elif schema is None:
            raise InputError(f"with_structured_output(method={method!r}) needs a schema: a Pydantic class, a TypedDict "
                             "or a JSON schema dict")
        else:
            tool = convert_to_openai_tool(schema)
            name = tool["function"]["name"]
            if method == "function_calling":
                llm = self.bind_tools([schema], tool_choice=name, parallel_tool_calls=False, strict=strict,
                                      ls_structured_output_format={"kwargs": {"method": method}, "schema": tool})
                parser = (PydanticToolsParser(tools=[schema], first_tool_only=True) if pydantic
                          else JsonOutputKeyToolsParser(key_name=name, first_tool_only=True))
            elif method == "json_schema":
                params = tool["function"]["parameters"]
                spec = {"name": name, "schema": _closed(params) if strict else params}
                if strict:
                    spec["strict"] = True
                if tool["function"].get("description"):
                    spec["description"] = tool["function"]["description"]
                llm = self.bind(response_format={"type": "json_schema", "json_schema": spec},
                                ls_structured_output_format={"kwargs": {"method": method}, "schema": tool})
                parser = PydanticOutputParser(pydantic_object=schema) if pydantic else JsonOutputParser()
            else:
                raise InputError(f"method must be 'json_schema', 'function_calling' or 'json_mode', got {method!r}")
        parser = RunnableLambda(_finished) | parser
        if not include_raw:
            return llm | parser
        parsed = RunnablePassthrough.assign(parsed=itemgetter("raw") | parser, parsing_error=lambda _: None)
        failed = RunnablePassthrough.assign(parsed=lambda _: None)
        return RunnableMap(raw=llm) | parsed.with_fallbacks([failed], exception_key="parsing_error")


def _finished(message: BaseMessage) -> BaseMessage:
    """``message`` if its reply finished; a reply cut by ``max_tokens`` is refused (LangChain's JSON parsers
    would otherwise close the truncated JSON and return an object that is missing fields)."""
    if message.response_metadata.get("finish_reason") == "length":
        raise OutputParserException(
            "the structured reply was cut by max_tokens before its JSON closed; raise max_tokens "
            f"(it used {(message.usage_metadata or {}).get('output_tokens')} tokens)", llm_output=str(message.content))
    return message


def _closed(schema: Any) -> Any:
    """A copy of ``schema`` with ``additionalProperties: false`` on every object that names properties
    and leaves it unset (what OpenAI's strict mode assumes)."""
    if isinstance(schema, list):
        return [_closed(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: _closed(v) for k, v in schema.items()}
    if isinstance(out.get("properties"), dict) and "additionalProperties" not in out:
        out["additionalProperties"] = False
    return out


def _tool_choice(choice: Any, names: list[str]) -> Any:
    """LangChain's ``tool_choice`` conventions in OpenAI's form, checked against the bound tool names."""
    if choice is None or choice is False:
        return None
    if choice is True:
        if len(names) != 1:
            raise InputError(f"tool_choice=True names the only tool, but {len(names)} tools are bound ({names}); "
                             "pass a tool name or 'required'")
        choice = names[0]
    if isinstance(choice, str):
        if choice in ("auto", "none", "required"):
            return choice
        if choice == "any":
            return "required"
        name = choice
    elif isinstance(choice, dict):
        fn = choice.get("function")
        name = fn.get("name") if isinstance(fn, dict) else choice.get("name")
        if not isinstance(name, str):
            raise InputError(f"tool_choice dict must be {{'type': 'function', 'function': {{'name': ...}}}}, got {choice!r:.120}")
    else:
        raise InputError(f"tool_choice must be 'auto', 'required', 'any', 'none', a tool name, a dict or True; "
                         f"got {type(choice).__name__}")
    if name not in names:
        raise InputError(f"tool_choice names {name!r}, which is not a bound tool (bound: {names}); "
                         "pass one of those names, 'auto', 'required' or 'none'")
    return {"type": "function", "function": {"name": name}}


class _StopCutter:
    """Passes reply pieces on, never any text at or after a stop string: holds back the last
    ``max(len(stop)) - 1`` characters until they cannot start one, and at the end sends what is
    left of the final reply."""

    def __init__(self, stops: list[str], on_text: Callable[[str], None]):
        self.stops, self.on_text = stops, on_text
        self.hold = max((len(s) for s in stops), default=1) - 1
        self.seen, self.sent, self.done = "", 0, False

    def feed(self, piece: str) -> None:
        if self.done:
            return
        self.seen += piece
        cut = min((i for i in (self.seen.find(s) for s in self.stops) if i >= 0), default=None)
        if cut is not None:
            self.done = True
            self._send(cut)
        else:
            self._send(len(self.seen) - self.hold)

    def _send(self, upto: int) -> None:
        if upto > self.sent:
            self.on_text(self.seen[self.sent:upto])
            self.sent = upto

    def close(self, reply: str) -> None:
        if reply.startswith(self.seen[:self.sent]) and len(reply) > self.sent:
            self.on_text(reply[self.sent:])
            self.sent = len(reply)
