"""Where the evaluation sets are: :func:`evalsets_dir` (the same-task sets) and :func:`evalset` (any of them).

Evaluation sets are data, not package code: they live in the repository's ``evalsets/`` folder and are not in the
wheel. Benchmarks, the pair verifier's training and the tests read them from there:

* ``evalsets/sametask/``: the same-task pairs (GSM8K-derived, the seven domain sets, the hand-written held-out sets
  and the manifest of who wrote each and what was read);
* ``evalsets/gsm8k/``: GSM8K's train split and the 500-problem dev slice of its test split;
* ``evalsets/tools/``: the "Lumen & Pine" tool-calling tasks of ``kvmemory bench tools`` and their generator;
* ``evalsets/bfcl/``: BFCL questions reworded and changed.

The package keeps only what the product reads at run time: the demo's problems (``kvmemory/data``), the shop
database its tools run against and the few tasks ``kvmemory demo --tools`` runs.
"""

from __future__ import annotations

import os
from pathlib import Path

from .errors import InputError

__all__ = ["ENV", "evalsets_dir", "evalset", "REPO_EVALSETS"]

#: The environment variable that names the folder of the same-task sets (``evalsets/sametask`` of a checkout).
ENV = "KVMEMORY_EVALSETS"
#: ``evalsets/`` beside the imported package: a clone, or an editable install of one.
REPO_EVALSETS = Path(__file__).resolve().parents[1] / "evalsets"


def evalset(name: str, *, env: str | None = None) -> Path:
    """The folder of the evaluation set ``name`` (``gsm8k``, ``tools``, ``bfcl``, ``sametask``): the folder the
    environment variable ``env`` names where it is set, else ``evalsets/<name>`` of the repository. Raises
    :class:`~kvmemory.errors.InputError` where that folder does not exist (an installed wheel does not carry the
    sets), saying how to point at one."""
    given = os.environ.get(env) if env else None
    folder = Path(given).expanduser() if given else REPO_EVALSETS / name
    if not folder.is_dir():
        how = f", or set {env} to the evalsets/{name} folder of a clone" if env else ""
        raise InputError(f"no evaluation set at {folder}: the evaluation sets live in the kvmemory repository "
                         f"(evalsets/{name}), not in the installed package; clone the repository and run from it{how}")
    return folder


def evalsets_dir() -> Path:
    """The folder of the same-task evaluation sets: ``$KVMEMORY_EVALSETS`` if set, else ``evalsets/sametask`` of the
    repository this package was imported from. Raises :class:`~kvmemory.errors.InputError` where that folder does not
    exist (an installed wheel does not carry the sets)."""
    return evalset("sametask", env=ENV)
