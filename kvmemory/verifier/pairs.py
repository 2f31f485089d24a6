"""The labelled pairs a pair verifier learns from and is measured on, each with its writer.

A pair is a new request and a stored request, labelled ``same`` (a rewording: the stored answer is right for it)
or not (a changed request: reversed, negated, another entity, quantity, operation, scope, step or output form).
They are the domain sets in ``evalsets/sametask/domains`` of the repository (see the README and ``manifest.json``
there; not in the wheel): the program-made ``calib``/``report`` splits, one writer (``generated``), and every
hand-written split, each written by one writer who had not read the others' sets (``heldout`` ... ``heldoutN``,
``tune``). Splitting by writer is what keeps an
evaluation honest: a verifier is measured on writers it never read.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path

__all__ = ["Pair", "CHAT_DOMAINS", "GENERATED", "data_dir", "load_pairs", "writers", "pairs_sha256"]

#: Domains whose requests are free text (template ``chat-v1``): the pairs the verifier learns and decides.
CHAT_DOMAINS = ("conversions", "policy", "sql", "shell", "dates", "rewriting")
#: The writer of the program-made splits (``calib`` and ``report``).
GENERATED = "generated"


@dataclass(frozen=True)
class Pair:
    """A request (``query``) and a stored request (``candidate``); ``same``: the stored answer is right for it."""

    id: str
    domain: str
    writer: str
    query: str
    candidate: str
    same: bool
    change: str | None = None


def data_dir() -> Path:
    """The domain sets' folder: ``domains`` in :func:`kvmemory.evalsets.evalsets_dir` (``evalsets/sametask`` of the
    repository, or ``$KVMEMORY_EVALSETS``; :class:`~kvmemory.errors.InputError` where it is missing)."""
    from ..evalsets import evalsets_dir

    return evalsets_dir() / "domains"


def load_pairs(domains=CHAT_DOMAINS, *, folder: Path | None = None) -> list[Pair]:
    """Every labelled pair of ``domains``, in file order."""
    out = []
    for domain in domains:
        with open(Path(folder or data_dir()) / f"{domain}.jsonl", encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    c = json.loads(line)
                    writer = GENERATED if c["split"] in ("calib", "report") else c["split"]
                    out.append(Pair(c["id"], domain, writer, c["query"], c["candidate"], bool(c["same"]),
                                    c.get("change")))
    return out


def writers(pairs) -> list[str]:
    """The writers of ``pairs``, sorted."""
    return sorted({p.writer for p in pairs})


def pairs_sha256(pairs) -> str:
    """SHA-256 of the pairs' canonical JSON: what a set of weights was trained on."""
    h = hashlib.sha256()
    for p in pairs:
        h.update(json.dumps(asdict(p), sort_keys=True, ensure_ascii=False).encode("utf-8") + b"\n")
    return h.hexdigest()
