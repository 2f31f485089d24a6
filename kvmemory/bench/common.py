"""What every suite shares: model specs (including seeded tiny models), data, timing, RSS, progress.

Model specs are strings so a ledger line can name the model it was run with:

* ``default`` (or empty): the embedded SmolLM2-135M-Instruct;
* ``tiny:llama`` / ``tiny:qwen2``: a tiny random-weight model of that family built from a config
  (:func:`kvmemory.models.tiny_model`, seed 0, the same bytes on any CPU) and the default tokenizer,
  saved once with ``save_pretrained`` under ``$KVMEMORY_CACHE/models/`` in a folder named by its
  spec's hash (:func:`kvmemory.models.tiny_spec`), so that other processes load the very same weights;
* ``random:<name>``: a published 1-8B configuration (:data:`kvmemory.models.RANDOM_SHAPES`:
  ``llama-3.2-1b``, ``llama-3.2-3b``, ``llama-3.1-8b``, ``qwen2.5-1.5b``, ``gemma-3-1b``) with seeded random weights
  (:func:`kvmemory.models.random_model`), saved once in bfloat16 with the default tokenizer like a tiny model:
  real shapes for ``kvmemory --dtype bfloat16 bench exact --model random:NAME``, no download;
* ``gemma3-270m``: Gemma 3 270M (optional extra ``kvmemory[gemma]``), see :mod:`kvmemory.models`;
* anything else: a Hugging Face id or folder, passed to :func:`kvmemory.models.load_model`.

The dtype and device come from ``KVMEMORY_DTYPE`` and ``KVMEMORY_DEVICE`` (what ``kvmemory --dtype
bfloat16 --device cuda bench ...`` sets), so the library-building subprocesses run in the same numerics.
"""

from __future__ import annotations

import json
import os
import sys
import time
from contextlib import contextmanager
from pathlib import Path

from ..models import TINY_VERSION

__all__ = ["PORTABLE_NUMERICS", "run_with_portable_numerics", "DEFAULT_SPEC", "TINY_VERSION", "model_path", "load_lm", "open_memory", "load_rows", "gold_of",
           "progress", "rss_mb", "Timer", "data_dir", "unload", "model_numerics"]

DEFAULT_SPEC = "default"
_LOADED: dict = {}
_EMBEDDER = []


#: Environment that makes CPU float results the same on every x86-64 machine: ATen's own kernels
#: without CPU-specific vector code, MKL's conditional bitwise reproducibility in its portable mode,
#: one thread. Without it the same weights and inputs give different logits on CPUs whose kernels
#: differ (AVX2 vs AVX-512, say): a graft is still byte-exact against a fresh computation on the same
#: machine, but a ledger's hashes only replay on a machine that dispatches the same kernels.
PORTABLE_NUMERICS = {"ATEN_CPU_CAPABILITY": "default", "MKL_CBWR": "COMPATIBLE", "OMP_NUM_THREADS": "1",
                     "MKL_NUM_THREADS": "1"}


def run_with_portable_numerics(argv: list[str]) -> None:
    """Re-run this ``kvmemory`` command line in a fresh process under :data:`PORTABLE_NUMERICS`
    (they must be set before torch starts), unless they already are; exits with its status."""
    if all(os.environ.get(k) == v for k, v in PORTABLE_NUMERICS.items()):
        return
    import subprocess

    env = {**os.environ, **PORTABLE_NUMERICS}
    sys.exit(subprocess.run([sys.executable, "-m", "kvmemory", *argv], env=env).returncode)


def data_dir() -> Path:
    """GSM8K folder: ``$KVMEMORY_DATA``, else ``evalsets/gsm8k`` of the repository (not in the wheel: where it is
    missing, :class:`~kvmemory.errors.InputError` says to pass ``--data`` or set ``KVMEMORY_DATA``)."""
    from ..evalsets import evalset

    return evalset("gsm8k", env="KVMEMORY_DATA")


def load_rows(split: str, n: int | None = None, *, offset: int = 0) -> list[dict]:
    """GSM8K rows: ``split`` is ``train``, ``dev`` (test_dev, the first 500 test problems) or a JSONL path."""
    if split in ("train", "dev"):
        path = data_dir() / ("train.jsonl" if split == "train" else "test_dev.jsonl")
        if not path.exists():
            raise FileNotFoundError(f"{path} not found: set KVMEMORY_DATA to a folder with GSM8K "
                                    "train.jsonl and test_dev.jsonl, or pass a JSONL path")
    else:
        path = Path(split)
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f):
            if not line.strip() or i < offset:
                continue
            row = json.loads(line)
            row.setdefault("id", f"{Path(path).stem}-{i}")
            rows.append(row)
            if n is not None and len(rows) >= n:
                break
    return rows


def gold_of(row: dict) -> str | None:
    from ..templates import extract_answer

    return extract_answer(row["answer"])


def model_path(spec: str | None) -> str | None:
    """A path or id :func:`kvmemory.models.load_model` accepts; None for the default model.

    ``tiny:<arch>`` is built (seed 0) and saved on first use, so every process loads the same bytes.
    """
    if spec in (None, "", DEFAULT_SPEC, "smollm2-135m-instruct"):
        return None
    if spec.startswith("random:"):
        return _random_path(spec.split(":", 1)[1])
    if not spec.startswith("tiny:"):
        return spec
    arch = spec.split(":", 1)[1]
    from transformers import AutoTokenizer

    from ..errors import ModelError
    from ..models import cache_dir, default_model_dir, tiny_model, tiny_spec

    tok = AutoTokenizer.from_pretrained(str(default_model_dir()))
    try:
        key = tiny_spec(arch, len(tok))
    except ModelError as exc:
        raise ValueError(f"{exc} (model spec tiny:<arch>)") from None
    # Keyed by the recipe's hash: a folder another recipe wrote (say ``tiny-llama-v1``) is never reused.
    out = cache_dir() / "models" / f"tiny-{arch}-{TINY_VERSION}-{key[:16]}"
    if (out / "DONE").exists():
        return str(out)
    return _save_once(out, tiny_model(arch, len(tok)), tok,
                      f"tiny {arch} model, kvmemory.models.tiny_model recipe {TINY_VERSION}, spec {key}\n")


def _random_path(name: str) -> str:
    """Build the published shape ``name`` once (seed 0, bfloat16) with the default tokenizer; return its folder."""
    import hashlib

    from transformers import AutoTokenizer

    from ..models import RANDOM_SHAPES, cache_dir, default_model_dir, random_model

    if name not in RANDOM_SHAPES:
        raise ValueError(f"unknown published shape {name!r} (model spec random:<name>): choose one of "
                         f"{', '.join(RANDOM_SHAPES)}")
    key = hashlib.sha256(json.dumps([TINY_VERSION, name, RANDOM_SHAPES[name]], sort_keys=True).encode()).hexdigest()
    out = cache_dir() / "models" / f"random-{name}-{key[:16]}"
    if (out / "DONE").exists():
        return str(out)
    tok = AutoTokenizer.from_pretrained(str(default_model_dir()))
    return _save_once(out, random_model(name, dtype="bfloat16"), tok,
                      f"published shape {name}, random weights (kvmemory.models.random_model, seed 0)\n")


def _save_once(out, model, tok, done: str) -> str:
    """Save ``model`` and ``tok`` to ``out`` atomically (a temp folder renamed, ``DONE`` written last inside
    it); a process that loses the race keeps the winner's folder."""
    tmp = out.with_name(out.name + f".tmp{os.getpid()}")
    model.save_pretrained(str(tmp))
    tok.save_pretrained(str(tmp))
    (tmp / "DONE").write_text(done)
    try:
        os.replace(tmp, out)
    except OSError:
        import shutil

        shutil.rmtree(tmp, ignore_errors=True)
    return str(out)


def model_numerics() -> tuple[str | None, str | None]:
    """``(dtype, device)`` the suites load models in: ``KVMEMORY_DTYPE``, ``KVMEMORY_DEVICE`` (None: default)."""
    return os.environ.get("KVMEMORY_DTYPE") or None, os.environ.get("KVMEMORY_DEVICE") or None


def load_lm(spec: str | None):
    """``(model, tokenizer)`` for a spec, loaded once per process (in :func:`model_numerics`)."""
    key = spec or DEFAULT_SPEC
    if key not in _LOADED:
        from ..models import load_model

        dtype, device = model_numerics()
        _LOADED[key] = load_model(model_path(spec), dtype=dtype, device=device)
    return _LOADED[key]


def unload(spec: str | None) -> None:
    """Forget the model :func:`load_lm` holds for ``spec`` (frees it before the next one loads)."""
    _LOADED.pop(spec or DEFAULT_SPEC, None)


def embedder():
    """The suites' embedder: ``KVMEMORY_EMBEDDER`` (what ``kvmemory --embedder`` reads), else the default."""
    if not _EMBEDDER:
        from ..models import load_embedder

        _EMBEDDER.append(load_embedder(os.environ.get("KVMEMORY_EMBEDDER") or None))
    return _EMBEDDER[0]


def open_memory(path, spec: str | None, **kw):
    """A :class:`KVMemory` on ``path`` with the spec's model (shared within the process)."""
    from ..memory import KVMemory

    model, tok = load_lm(spec)
    return KVMemory(path, model=model, tokenizer=tok, embedder=embedder(), **kw)


def progress(iterable, desc: str, total: int | None = None):
    """A tqdm bar on stderr (silent when stderr is not a terminal and KVMEMORY_PROGRESS is unset)."""
    from tqdm import tqdm

    disable = None if not os.environ.get("KVMEMORY_PROGRESS") else False
    return tqdm(iterable, desc=desc, total=total, file=sys.stderr, disable=disable, unit="item", leave=False)


def rss_mb() -> float:
    """Resident set size of this process in MB: current (``/proc/self/statm``) on Linux, else the peak
    (``getrusage``; macOS reports bytes, other systems kilobytes)."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 1e6 if sys.platform == "darwin" else peak / 1e3


class Timer:
    """Wall and CPU seconds (``time.process_time``) of a block: ``with Timer() as t: ...; t.wall, t.cpu``."""

    def __enter__(self) -> "Timer":
        self._w, self._c = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc) -> None:
        self.wall = time.perf_counter() - self._w
        self.cpu = time.process_time() - self._c


@contextmanager
def quiet_torch_threads(n: int | None = None):
    """Leave torch's thread count alone unless ``n`` is given (benchmarks report what they used)."""
    import torch

    old = torch.get_num_threads()
    if n:
        torch.set_num_threads(n)
    try:
        yield torch.get_num_threads()
    finally:
        torch.set_num_threads(old)
