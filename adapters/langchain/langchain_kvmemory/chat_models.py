"""``ChatKVMemory``: a LangChain chat model that runs the local model with kvmemory grafting.

The last human message is the problem; :meth:`kvmemory.KVMemory.answer` decides the mode (recurring,
transfer or cold), grafts the verified entries and decodes. Earlier turns and system messages are
not sent to the model: kvmemory's prompt layout is a measured part of the library (``gsm-qa-v1``).

Streaming yields one chunk per decoded token. The whole answer is decoded first and the chunks follow,
so time to first chunk is the full decode (a handful of tokens in recurring mode). Streaming during
the decode through ``KVMemory.answer(on_token=...)`` is not wired in yet.
"""

from __future__ import annotations

from typing import Any, Iterator, Literal

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LangSmithParams
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.messages.ai import UsageMetadata
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from pydantic import ConfigDict, Field, model_validator

from kvmemory import Answer, InputError, KVMemory, templates
from kvmemory.models import DEFAULT_MODEL

from ._common import memory_lock, open_memory, problem_of_messages, provenance

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
    """Name of the local model; any value other than the default is loaded from Hugging Face cache."""
    mode: Literal["recurring", "transfer", "cold"] | None = None
    """Force a mode; None lets kvmemory choose (recurring > transfer > cold)."""
    k: int | None = None
    """Entries grafted side by side in transfer mode (default ``Settings.top_k``)."""
    namespace: str | None = None
    """kvmemory namespace to read from (default ``Settings.namespace``)."""
    max_tokens: int | None = None
    """Decode budget; None uses kvmemory's (256 to solve, 16 for a recurring final answer)."""
    temperature: float | None = None
    """0 or None: greedy. Above 0: sample at this temperature."""
    seed: int | None = None
    """Seed for sampling."""
    stop: list[str] | None = None
    """Cut the reply at the first of these strings (applied to the decoded text)."""
    streaming: bool = False
    """Accepted for compatibility; ``stream()`` always streams."""

    @model_validator(mode="after")
    def _open(self) -> "ChatKVMemory":
        if self.temperature is not None and self.temperature < 0:
            raise InputError(f"temperature must be >= 0, got {self.temperature}")
        if self.max_tokens is not None and self.max_tokens < 1:
            raise InputError(f"max_tokens must be >= 1, got {self.max_tokens}")
        self.memory = open_memory(self.memory, self.path, self.model_name)
        return self

    # -- LangChain identity ------------------------------------------------------------------
    @property
    def _llm_type(self) -> str:
        return "kvmemory-chat"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model_name": self.model_name, "library": str(self.memory.path), "mode": self.mode, "k": self.k,
                "namespace": self.namespace, "max_tokens": self.max_tokens, "temperature": self.temperature,
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
    def _answer(self, messages: list[BaseMessage], stop: list[str] | None, kwargs: dict) -> tuple[Answer, str, str, str]:
        """Run kvmemory; return ``(answer, forced prefix, reply text, finish_reason)``."""
        model = kwargs.get("model")
        if model not in (None, self.model_name):
            raise InputError(f"ChatKVMemory runs one local model ({self.model_name}); it cannot switch to "
                             f"{model!r} per call. Create another ChatKVMemory(model={model!r})")
        problem = problem_of_messages(messages)
        temperature = kwargs.get("temperature", self.temperature)
        max_tokens = kwargs.get("max_tokens", self.max_tokens)
        options = dict(mode=kwargs.get("mode", self.mode), k=kwargs.get("k", self.k), max_new_tokens=max_tokens,
                       namespace=kwargs.get("namespace", self.namespace))
        if temperature:
            options.update(sample=True, temperature=float(temperature), seed=kwargs.get("seed", self.seed))
        mem: KVMemory = self.memory
        with memory_lock(mem):
            answer = mem.answer(problem, **options)
        forced = ""
        if answer.mode == "recurring":
            # The recurring query ends in a forced prefix ("The answer is"); it is part of the reply.
            solve, recur = templates.solve_query(problem), templates.recurring_query(problem)
            forced = recur[len(solve):].strip() if recur.startswith(solve) else ""
        text = forced + answer.text
        budget = max_tokens or (mem.settings.recurring_max_new_tokens if answer.mode == "recurring"
                                else mem.settings.max_new_tokens)
        finish = "length" if answer.decode_tokens >= budget else "stop"
        for s in (stop if stop is not None else self.stop) or []:
            if s and s in text:
                text, finish = text[: text.index(s)], "stop"
        return answer, forced, text, finish

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
        answer, _, text, finish = self._answer(messages, stop, kwargs)
        meta, usage = self._metadata(answer, finish)
        message = AIMessage(content=text, response_metadata=meta, usage_metadata=usage)
        return ChatResult(generations=[ChatGeneration(message=message, generation_info={"finish_reason": finish})])

    def _stream(self, messages: list[BaseMessage], stop: list[str] | None = None,
                run_manager: CallbackManagerForLLMRun | None = None, **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        answer, forced, text, finish = self._answer(messages, stop, kwargs)
        meta, usage = self._metadata(answer, finish)
        pieces = _pieces(self.memory.tokenizer, answer.token_ids, forced, text)
        for i, piece in enumerate(pieces):
            last = i == len(pieces) - 1
            chunk = ChatGenerationChunk(message=AIMessageChunk(
                content=piece,
                response_metadata=meta if last else {},
                usage_metadata=usage if last else None,
                chunk_position="last" if last else None,
            ), generation_info={"finish_reason": finish} if last else None)
            if run_manager:
                run_manager.on_llm_new_token(piece, chunk=chunk)
            yield chunk


def _pieces(tokenizer, token_ids: list[int], forced: str, text: str) -> list[str]:
    """Split the reply ``text`` into per-token pieces that join to exactly ``text``.

    The reply is ``forced`` (recurring mode's prefix) plus the decode of ``token_ids``, maybe cut short
    by a stop string. A piece is emitted once the decoded text is stable (a multi-byte character may
    take several tokens). An empty reply is one empty piece.
    """
    pieces: list[str] = []
    emitted = 0

    def emit(upto: str) -> None:
        nonlocal emitted
        if text.startswith(upto[:len(text)]) and len(upto) > emitted:
            piece = upto[emitted:len(text)]
            if piece:
                pieces.append(piece)
                emitted += len(piece)

    if forced:
        emit(forced)
    for i in range(1, len(token_ids) + 1):
        if emitted >= len(text):
            break
        emit(forced + tokenizer.decode(token_ids[:i], skip_special_tokens=True))
    if emitted < len(text):
        pieces.append(text[emitted:])
    return pieces or [""]
