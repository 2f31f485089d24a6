"""The loaded model as plain values: what the library and the answer steps take instead of the facade.

:class:`LM` holds a loaded causal LM, its tokenizer and its fingerprint, and tokenises the way every
entry, query and prefix is tokenised. :class:`kvmemory.KVMemory` loads the model lazily and hands an
``LM`` down (``KVMemory.lm``); :class:`kvmemory.library.Library`, :mod:`kvmemory.pipeline`,
:mod:`kvmemory.steps`, :mod:`kvmemory.prefix` and :mod:`kvmemory.exact` read the model through it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .models import DEFAULT_MODEL, check_supported, fingerprint, load_model

__all__ = ["LM", "load_lm", "model_name", "embedding"]


@dataclass(frozen=True)
class LM:
    """A loaded ``model`` (eval mode), its ``tokenizer`` and its SHA-256 ``fingerprint``."""

    model: Any
    tokenizer: Any
    fingerprint: str

    def encode(self, text: str, *, first: bool = True) -> list[int]:
        """Token ids of ``text``; ``first=True`` adds the tokenizer's special tokens (an entry, a query
        with nothing grafted before it), ``first=False`` does not (a query after a graft)."""
        return list(self.tokenizer(text, add_special_tokens=first)["input_ids"])

    def window(self) -> int:
        """The model's context window in tokens."""
        return int(getattr(self.model.config, "max_position_embeddings", 0) or 1 << 30)


def load_lm(model: Any = None, tokenizer: Any = None, *, dtype: str | None = None, device: str = "cpu") -> LM:
    """An :class:`LM` from a loaded ``model`` (with its ``tokenizer``), or from a name / path / None
    (the default model), loaded in ``dtype`` on ``device``; put in eval mode and fingerprinted."""
    loaded_here = model is None or isinstance(model, (str, Path))
    if loaded_here:
        model, tokenizer = load_model(None if model is None else str(model), dtype=dtype, device=device)
    model.eval()
    if not loaded_here:
        check_supported(model)          # a model handed in is held to what load_model checks, before any record
    device = getattr(model, "device", None)
    if device is not None and str(device).split(":")[0] != "cpu":  # prefix and recap reads graft there: its tier
        from . import tier

        tier.configure(device=device)
    return LM(model, tokenizer, fingerprint(model, tokenizer))


def model_name(spec: Any, model: Any = None) -> str:
    """The name a library records for the model given as ``spec`` (None: the default; a loaded model: its id)."""
    if spec is None:
        return DEFAULT_MODEL
    if isinstance(spec, (str, Path)):
        return str(spec)
    cfg = getattr(model, "config", None)
    return getattr(cfg, "_name_or_path", "") or type(model).__name__


def embedding(embedder, text: str):
    """The normalised float32 embedding of ``text`` by a sentence-transformers ``embedder``."""
    import numpy as np

    return np.asarray(embedder.encode([text], normalize_embeddings=True, convert_to_numpy=True)[0], dtype=np.float32)
