"""The one error tree of kvmemory.

Every error kvmemory raises on purpose is a ``KVMemoryError`` and says what to do about it::

    KVMemoryError
    ├── InputError                  empty, non-text, oversized or malformed input
    ├── VerificationError           a verifier rejected a deposit; nothing was stored
    ├── ModelError                  a model or embedder could not be loaded or is unsupported
    │   ├── FingerprintMismatchError    library built with another model (names both fingerprints)
    │   └── UnsupportedModelError       a model kvmemory refuses to graft (``reason`` says why)
    ├── StoreError                  SQLite / filesystem problems with the library folder
    │   ├── NotFoundError               no entry with that id
    │   └── RemoteError                 the object store of a library at a URL failed or is unreachable
    ├── ArtifactError               a KV artifact cannot be trusted
    │   ├── IntegrityError              bytes do not match the SHA-256 in the name / database
    │   └── ArtifactFormatError         malformed header, lying metadata, wrong dtype or shape
    ├── BundleError                 an export bundle is unsafe or damaged
    └── ExecutionError              the sandbox that runs unit-test verifiers failed to start

Foreign errors (sqlite3, safetensors, FAISS, OS) are mapped to these in the module that meets them,
always ``raise ... from exc`` so the cause stays visible.
"""

from __future__ import annotations

__all__ = [
    "KVMemoryError",
    "InputError",
    "VerificationError",
    "ModelError",
    "FingerprintMismatchError",
    "UnsupportedModelError",
    "StoreError",
    "NotFoundError",
    "RemoteError",
    "ArtifactError",
    "IntegrityError",
    "ArtifactFormatError",
    "BundleError",
    "ExecutionError",
]


class KVMemoryError(Exception):
    """Base class of every error kvmemory raises on purpose."""


class InputError(KVMemoryError, ValueError):
    """Input is empty, not text, too large or malformed: fix the input and call again."""


class VerificationError(KVMemoryError):
    """The verifier rejected the solution; nothing was stored.

    ``verdict`` holds the verifier's :class:`~kvmemory.verifiers.Verdict` with its reason.
    """

    def __init__(self, message: str, verdict=None):
        super().__init__(message)
        self.verdict = verdict


class ModelError(KVMemoryError):
    """A model, tokenizer or embedder could not be loaded, or does not fit kvmemory's cache contract."""


class FingerprintMismatchError(ModelError):
    """The library (or artifact) belongs to a different model than the one loaded."""

    def __init__(self, message: str, *, expected: str, actual: str):
        super().__init__(message)
        self.expected = expected
        self.actual = actual


class UnsupportedModelError(ModelError):
    """kvmemory cannot graft this model exactly, so it refuses it before anything is stored.

    ``reason`` is a short code (:data:`kvmemory.models.REFUSAL_REASONS`): ``encoder-decoder``,
    ``not-causal``, ``recurrent-state``, ``cache-layout``, ``cache-ignored``.
    """

    def __init__(self, message: str, *, reason: str):
        super().__init__(message)
        self.reason = reason


class StoreError(KVMemoryError):
    """The library folder or its SQLite database could not be read or written."""


class NotFoundError(StoreError, KeyError):
    """No entry with that id: list entries with ``kvmemory list``."""

    def __str__(self) -> str:  # KeyError quotes its message; keep it readable
        return str(self.args[0]) if self.args else "not found"


class RemoteError(StoreError):
    """The object store behind a library URL failed, timed out or is unreachable (after retries).

    Nothing that raised it was acknowledged: retry the call (every write is idempotent), or check the
    URL, ``AWS_ENDPOINT_URL`` and credentials. A missing driver names the ``pip install`` that fixes it.
    """


class ArtifactError(KVMemoryError):
    """A KV artifact cannot be trusted and will not be grafted."""


class IntegrityError(ArtifactError):
    """The artifact's bytes do not hash to the SHA-256 it is stored under."""


class ArtifactFormatError(ArtifactError):
    """The artifact is not a valid kvmemory safetensors file (header, metadata, dtype or shape)."""


class BundleError(KVMemoryError):
    """An export bundle is damaged or unsafe (path traversal, links, oversized members)."""


class ExecutionError(KVMemoryError):
    """The sandbox for a unit-test verifier could not be started."""
