"""Where the evaluation sets are: :func:`evalsets_dir`.

The same-task evaluation sets (GSM8K-derived pairs, the seven domain sets, the hand-written held-out sets and the
manifest of who wrote each and what was read) are data, not package code: they live in the repository, in
``evalsets/sametask/``, and are not in the wheel. Benchmarks, the pair verifier's training and the tests read them
from there.
"""

from __future__ import annotations

import os
from pathlib import Path

from .errors import InputError

__all__ = ["ENV", "evalsets_dir"]

#: The environment variable that names the folder of the same-task sets (``evalsets/sametask`` of a checkout).
ENV = "KVMEMORY_EVALSETS"


def evalsets_dir() -> Path:
    """The folder of the same-task evaluation sets: ``$KVMEMORY_EVALSETS`` if set, else ``evalsets/sametask`` of the
    repository this package was imported from. Raises :class:`~kvmemory.errors.InputError` where that folder does not
    exist (an installed wheel does not carry the sets)."""
    env = os.environ.get(ENV)
    folder = Path(env).expanduser() if env else Path(__file__).resolve().parents[1] / "evalsets" / "sametask"
    if not folder.is_dir():
        raise InputError(f"no evaluation sets at {folder}: the evaluation sets live in the kvmemory repository "
                         f"(evalsets/sametask), not in the installed package; clone the repository and run from it, "
                         f"or set {ENV} to the evalsets/sametask folder of a clone")
    return folder
