"""kvmemory: verified, byte-exact KV memory for a frozen local causal LM.

Public API::

    from kvmemory import KVMemory
    mem = KVMemory("lib/")
    mem.deposit(problem, solution, answer="18", verifier="numeric")
    mem.answer(problem)
"""

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
    StoreError,
    VerificationError,
)
from .memory import DEFAULT_SETTINGS, Answer, Hit, KVMemory, Settings
from .store import Entry
from .verifiers import Verdict

__version__ = "0.1.0"

__all__ = [
    "KVMemory",
    "Settings",
    "DEFAULT_SETTINGS",
    "Answer",
    "Entry",
    "Hit",
    "Verdict",
    "KVMemoryError",
    "InputError",
    "VerificationError",
    "ModelError",
    "FingerprintMismatchError",
    "StoreError",
    "NotFoundError",
    "ArtifactError",
    "IntegrityError",
    "ArtifactFormatError",
    "BundleError",
]
