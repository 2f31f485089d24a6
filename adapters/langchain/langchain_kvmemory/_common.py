"""What every component shares: opening a memory, finding the problem in LangChain input, provenance.

* :func:`open_memory` turns ``memory=`` / ``path=`` into a :class:`kvmemory.KVMemory`.
* :func:`problem_of_messages` and :func:`problem_of_prompt` find the problem kvmemory answers: the
  text of the last human message (a chat prompt) or the prompt itself (a completion prompt).
* :func:`chat_messages` turns LangChain messages into the Hugging Face chat format that
  :meth:`kvmemory.KVMemory.answer` takes (system messages and earlier turns included).
* :func:`provenance` is the metadata every component attaches to a verified entry.
* :func:`memory_lock` serialises model calls on one memory (two cores, one model: running two decodes
  at once only makes both slower).
"""

from __future__ import annotations

import json
import threading
import weakref
from typing import Any, Sequence

from kvmemory import DEFAULT_MODEL, Entry, InputError, KVMemory

__all__ = ["open_memory", "chat_messages", "problem_of_messages", "problem_of_prompt", "text_of", "provenance", "memory_lock", "deposit"]

_LOCKS: "weakref.WeakKeyDictionary[Any, threading.Lock]" = weakref.WeakKeyDictionary()
_LOCKS_GUARD = threading.Lock()


def open_memory(memory: KVMemory | None = None, path: str | None = None, model: str | None = None, *,
                device: str | None = None, dtype: str | None = None) -> KVMemory:
    """``memory`` as given, else ``KVMemory(path)``, else a throwaway ``KVMemory(memory=True)``.

    ``device`` and ``dtype`` reach ``KVMemory`` when it is opened here (a given memory keeps its own).
    """
    if memory is not None:
        if not isinstance(memory, KVMemory):
            raise InputError(f"memory must be a kvmemory.KVMemory, got {type(memory).__name__}")
        return memory
    spec = None if model in (None, DEFAULT_MODEL) else model
    kw = {"model": spec, "device": device or "cpu", "dtype": dtype}
    if path is not None:
        return KVMemory(path, **kw)
    return KVMemory(memory=True, **kw)


def memory_lock(memory: KVMemory) -> threading.Lock:
    """One lock per memory: model calls on the same memory run one at a time."""
    with _LOCKS_GUARD:
        lock = _LOCKS.get(memory)
        if lock is None:
            lock = _LOCKS[memory] = threading.Lock()
        return lock


def text_of(content: Any) -> str:
    """The text of message content: a str, or the text blocks of a content list joined."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, dict) and block.get("type") == "text":
                parts.append(str(block.get("text", "")))
            elif isinstance(block, dict):
                raise InputError(f"kvmemory reads text only; got a {block.get('type')!r} content block. "
                                 "Send the problem as text")
        return "".join(parts)
    raise InputError(f"message content must be text, got {type(content).__name__}")


def problem_of_messages(messages: Sequence[Any]) -> str:
    """The problem in a chat: the text of the last human message."""
    for message in reversed(list(messages)):
        if getattr(message, "type", None) == "human":
            return text_of(message.content)
    raise InputError("no human message in the input: kvmemory answers the last human message")


_ROLES = {"system": "system", "human": "user", "ai": "assistant", "tool": "tool"}


def _openai_call(call: dict) -> dict:
    """A LangChain tool call (``{"name", "args", "id"}``) in OpenAI's shape."""
    return {"id": call.get("id") or "", "type": "function",
            "function": {"name": call["name"], "arguments": dict(call.get("args") or {})}}


def chat_messages(messages: Sequence[Any]) -> list[dict]:
    """LangChain messages as ``[{"role", "content"}]`` (OpenAI chat shape).

    System, human, AI and tool messages keep their order; an AI message's reasoning blocks (``thinking``,
    ``reasoning``) are left out of its turn; an AI message with ``tool_calls`` becomes an assistant turn with
    OpenAI ``tool_calls``; a ``ToolMessage`` becomes ``{"role": "tool",
    "tool_call_id", "content"}``. Function messages (the legacy form) are refused.
    """
    out: list[dict] = []
    for message in messages:
        kind = getattr(message, "type", None)
        role = _ROLES.get(kind)
        if role is None:
            raise InputError(f"kvmemory reads system, human, AI and tool messages; got a {kind!r} message")
        if role == "tool":
            out.append({"role": "tool", "tool_call_id": str(getattr(message, "tool_call_id", "") or ""),
                        "content": _tool_text(message.content)})
            continue
        calls = getattr(message, "tool_calls", None) if role == "assistant" else None
        if calls:
            out.append({"role": "assistant", "content": _ai_text(message.content),
                        "tool_calls": [_openai_call(c) for c in calls]})
            continue
        out.append({"role": role, "content": _ai_text(message.content) if role == "assistant" else text_of(message.content)})
    if not any(m["role"] == "user" for m in out):
        raise InputError("no human message in the input: kvmemory answers the last human message")
    return out


#: Blocks of an AI message that are not its reply text: its reasoning (Anthropic ``thinking`` /
#: ``redacted_thinking``, LangChain ``reasoning``), which a later turn does not condition on, and its tool calls,
#: which travel as ``tool_calls``.
AI_SIDE_BLOCKS = frozenset({"thinking", "redacted_thinking", "reasoning", "tool_use", "tool_call", "tool_call_chunk",
                            "invalid_tool_call", "server_tool_call", "server_tool_result"})


def _ai_text(content: Any) -> str:
    """The reply text of an AI message in history: its text blocks; reasoning and tool-call blocks
    (:data:`AI_SIDE_BLOCKS`) are left out; any other block (an image, audio) is refused as in :func:`text_of`."""
    if isinstance(content, list):
        return text_of([b for b in content if not (isinstance(b, dict) and b.get("type") in AI_SIDE_BLOCKS)])
    return text_of(content)


def _tool_text(content: Any) -> str:
    """A tool result as text: a str, the text blocks of a list, or anything else as JSON."""
    if isinstance(content, str):
        return content
    if isinstance(content, list) and all(isinstance(b, str) or (isinstance(b, dict) and b.get("type") == "text")
                                         for b in content):
        return text_of(content)
    try:
        return json.dumps(content, ensure_ascii=False)
    except (TypeError, ValueError):
        return str(content)


def problem_of_prompt(prompt: str) -> str | None:
    """The problem in a cache prompt: a chat prompt is LangChain's ``dumps(messages)`` JSON; else the text.

    Returns None when a chat prompt has no human message (nothing kvmemory could match).
    """
    stripped = prompt.lstrip()
    if stripped.startswith("[") and '"lc"' in stripped:
        try:
            items = json.loads(prompt)
        except ValueError:
            return prompt
        if isinstance(items, list) and all(isinstance(i, dict) and "lc" in i for i in items):
            for item in reversed(items):
                ident = item.get("id") or []
                kwargs = item.get("kwargs") or {}
                if ident and ident[-1] in ("HumanMessage", "HumanMessageChunk"):
                    try:
                        return text_of(kwargs.get("content", ""))
                    except InputError:
                        return None
            return None
    return prompt


def provenance(entry: Entry, score: float | None = None) -> dict:
    """The metadata that names a verified entry: id, artifact hash, verifier and its verdict."""
    meta = {
        "entry_id": entry.id,
        "sha256": entry.sha256,
        "verifier": entry.verifier,
        "verdict": entry.verdict,
        "namespace": entry.namespace,
        "answer": entry.answer,
        "template": entry.template,
        "model_fingerprint": entry.model_fingerprint,
    }
    if score is not None:
        meta["score"] = float(score)
    return meta


def deposit(memory: KVMemory, *args: Any, **kwargs: Any) -> Entry:
    """``memory.deposit(...)`` under the memory's lock (a deposit runs the model too)."""
    with memory_lock(memory):
        return memory.deposit(*args, **kwargs)
