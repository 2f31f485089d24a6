"""``ChatKVMemory``: a LangChain chat model that runs the local model with kvmemory grafting.

The conversation goes to :meth:`kvmemory.KVMemory.answer` as Hugging Face chat messages: the last
human message is the task (what retrieval keys on), system messages and earlier turns are context
that the matched entry's template renders into the query (``chat-v1`` with the tokenizer's chat
template; ``gsm-qa-v1`` as plain text before its ``Q:``/``A:`` query).

Streaming follows the decode: the model runs in a worker thread and each piece of text reaches the
caller as soon as its token is decoded (``KVMemory.answer(on_text=...)``), so the first chunk comes
right after the first decoded token. ``stop`` strings end the decode when they appear.
"""

from __future__ import annotations

import queue
import threading
from typing import Any, Callable, Iterator, Literal

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LangSmithParams
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.messages.ai import UsageMetadata
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
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

    ``temperature`` 0 or None decodes greedily; above 0 samples (seeded by ``seed``). Unsupported:
    tool calling, structured output, images, audio and PDF input.
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
        while chat and chat[-1]["role"] != "user":  # a trailing AI or system message: answer the last human one
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
        if temperature:
            options.update(sample=True, temperature=float(temperature), seed=kwargs.get("seed", self.seed))
        cutter = _StopCutter(stops, on_text) if on_text is not None else None
        mem: KVMemory = self.memory
        with memory_lock(mem):
            answer = mem.answer(chat, on_text=cutter.feed if cutter else None, **options)
        text, finish = answer.reply, "length" if answer.finish == "length" else "stop"
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
        message = AIMessage(content=text, response_metadata=meta, usage_metadata=usage)
        return ChatResult(generations=[ChatGeneration(message=message, generation_info={"finish_reason": finish})])

    def _stream(self, messages: list[BaseMessage], stop: list[str] | None = None,
                run_manager: CallbackManagerForLLMRun | None = None, **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        """Yield each piece of the reply as it decodes; the last chunk carries the metadata and usage."""
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
