"""kvmemory: verified, byte-exact KV memory for a frozen local causal LM.

Public API::

    from kvmemory import KVMemory
    mem = KVMemory("lib/")
    mem.deposit(problem, solution, answer="18", verifier="numeric")
    mem.answer(problem)
    mem.answer([{"role": "system", "content": "..."}, {"role": "user", "content": problem}],
               namespaces=["user:42", "shared"], on_text=print)
    mem.answer(problem, prefix=mem.prefix(system_prompt))   # a long fixed prefix, computed once
    mem.answer(messages, tools=[...], tool_choice="auto")     # Answer.tool_calls: ToolCall(id, name, arguments)

A library at a URL, shared by many hosts: ``KVMemory("s3://bucket/lib", cache_dir=...)``, ``mem.sync()``.
The model-free part under the facade (store, index, remote tier, find/search/load/quarantine):
``mem.library``, a :class:`Library`.

Task templates (``gsm-qa-v1``, ``chat-v1``, ``code-v1``, or your own): :class:`Template`,
:func:`register_template`, :func:`get_template`, :func:`list_templates`.
"""

from importlib import metadata as _metadata

from .errors import (
    ArtifactError,
    ArtifactFormatError,
    BundleError,
    FingerprintMismatchError,
    InputError,
    IntegrityError,
    KVMemoryError,
    ModelError,
    NotFoundError,
    RemoteError,
    StoreError,
    VerificationError,
)
from .address import address_file
from .agent import Agent
from .artifact import sha256_file
from .build import build_library
from .bundle import export_library, import_bundle
from .exact import check_exact
from .library import Library
from .memory import DEFAULT_SETTINGS, Answer, Hit, KVMemory, Settings
from .models import DEFAULT_MODEL
from .prefix import Prefix
from .sandbox import humaneval_verifier, load_humaneval
from .store import Entry, Store
from .templates import Template, extract_answer, get_template, list_templates, normalize_problem, register_template
from .toolagent import EpisodeResult, ToolAgent
from .toolcalls import ToolCall
from .verifiers import BUILTIN_VERIFIERS, Verdict, VerifierLike, resolve_verifier

try:
    __version__ = _metadata.version("kvmemory")   # one source: pyproject.toml
except _metadata.PackageNotFoundError:  # imported from a source tree that was never installed
    __version__ = "0+unknown"

__all__ = [
    "KVMemory",
    "Settings",
    "DEFAULT_SETTINGS",
    "Answer",
    "Entry",
    "Hit",
    "Library",
    "Prefix",
    "Verdict",
    "Template",
    "register_template",
    "get_template",
    "list_templates",
    "ToolCall",
    "ToolAgent",
    "EpisodeResult",
    "KVMemoryError",
    "InputError",
    "VerificationError",
    "ModelError",
    "FingerprintMismatchError",
    "StoreError",
    "NotFoundError",
    "RemoteError",
    "ArtifactError",
    "IntegrityError",
    "ArtifactFormatError",
    "BundleError",
    # what the LangChain adapter uses (tests/test_architecture.py keeps it to these names)
    "DEFAULT_MODEL",
    "VerifierLike",
    "resolve_verifier",
    "BUILTIN_VERIFIERS",
    "normalize_problem",
    # what the examples use
    "extract_answer",
    "Agent",
    "Store",
    "build_library",
    "check_exact",
    "export_library",
    "import_bundle",
    "sha256_file",
    "address_file",
    "humaneval_verifier",
    "load_humaneval",
]
