"""Tool calls and structured output (issue 20): the request, the layout, the constraint, the parser.

A package below the answer path that knows nothing of the facade: it takes a tokenizer, messages and
plain values.

* :mod:`.spec` checks and normalises ``tools``, ``tool_choice`` and ``response_format``
  (:func:`normalize_request` -> :class:`ToolRequest`) and defines :class:`ToolCall`.
* :mod:`.native` finds a chat template's own tool-call format by rendering it (:func:`native_format`) and
  lays a request out in it, template alone (``native-tools/1``): the conversation, the grammar of a reply,
  the reply read back.
* :mod:`.layout` renders the conversation everywhere else (the tokenizer's own ``tools=`` listing where it
  has one, else the generic, versioned layout ``kvmemory-tools/1``) and defines the one JSON answer shape
  (:func:`answer_schema`).
* :mod:`.constrain` turns that schema (or the native grammar) into a per-step token mask
  (:class:`JSONConstraint`, llguidance); the logits passed in are never modified.
* :mod:`.parse` reads the decoded reply back into tool calls or content, arguments checked again with
  ``jsonschema``.
* :mod:`.hook` is the seam with the answer path (:func:`hook_for`, :class:`ToolHook`): the facade asks it
  for the mode, the template, the constraint and how to read the reply back.
* :mod:`.episode` is a tool-calling episode as a value (:func:`parse_episode`, :class:`Episode`, its entry
  layout ``tool-episode-v1``); :mod:`.replay` says whether a conversation still follows a stored one
  (:func:`follow`: replay its next step, its final answer, or it diverged).
* :mod:`.measure` times the mask against unconstrained decoding (docs/benchmarks.md).
"""

from .constrain import JSONConstraint
from .episode import EPISODE_TEMPLATE, Episode, Step, is_episode, parse_episode, tools_sha256
from .replay import Plan, follow, result_matches
from .hook import ToolHook, hook_for
from .layout import TOOLS_LAYOUT_VERSION, answer_schema, check_messages, plain_messages, render, supports_tools
from .native import NATIVE_LAYOUT_VERSION, NativeFormat, native_format
from .parse import Parsed, call_id, parse
from .spec import ResponseFormat, Tool, ToolCall, ToolChoice, ToolRequest, normalize_request

__all__ = ["Tool", "ToolChoice", "ResponseFormat", "ToolCall", "ToolRequest", "normalize_request",
           "TOOLS_LAYOUT_VERSION", "NATIVE_LAYOUT_VERSION", "NativeFormat", "native_format", "answer_schema", "check_messages", "plain_messages", "render", "supports_tools",
           "JSONConstraint", "Parsed", "parse", "call_id", "ToolHook", "hook_for", "EPISODE_TEMPLATE", "Episode", "Step",
           "is_episode", "parse_episode", "tools_sha256", "Plan", "follow", "result_matches"]
