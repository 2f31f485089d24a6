"""Chat messages as OpenAI-style clients send them, read as the text and roles kvmemory lays out.

Clients built on OpenAI's chat format (the OpenAI SDK and Agents SDK, LangChain, LiteLLM) send a message's
``content`` as a string or as a list of content parts (``[{"type": "text", "text": ...}, ...]``), and newer ones
send the system prompt with role ``"developer"``. :meth:`kvmemory.KVMemory.answer` takes both as ``kvmemory
serve`` does: text parts are joined in order, ``developer`` is the system turn. A part that is not text (an
image, audio, a file) is refused with an InputError: these models read text only.
"""

from __future__ import annotations

from typing import Any

from .errors import InputError

__all__ = ["ROLE_ALIASES", "message_role", "message_text"]

#: Roles read as another: OpenAI's ``developer`` is the system turn of the chat templates.
ROLE_ALIASES = {"developer": "system"}


def message_role(role: Any) -> Any:
    """``role`` as the chat templates name it (:data:`ROLE_ALIASES`); anything else unchanged."""
    return ROLE_ALIASES.get(role, role) if isinstance(role, str) else role


def message_text(content: Any, i: int) -> Any:
    """Message ``i``'s ``content`` as text: a string as it is, a list of text parts joined in order; anything else
    unchanged (the caller says what it accepts). A part that is not text raises InputError."""
    if not isinstance(content, list):
        return content
    texts = []
    for k, part in enumerate(content):
        kind = part.get("type") if isinstance(part, dict) else None
        if kind != "text" or not isinstance(part.get("text"), str):
            raise InputError(f"message {i} content[{k}] is {kind or type(part).__name__!r}: only text parts "
                             "({'type': 'text', 'text': ...}) are read; these models take text only")
        texts.append(part["text"])
    return "".join(texts)
