"""KV artifacts: one safetensors file per verified entry, named by the SHA-256 of its bytes.

The format (``kvmemory-kv/1``) is plain safetensors, so anyone can check an artifact without kvmemory:

* tensors ``k.{layer}`` and ``v.{layer}``, shape ``(1, kv_heads, tokens, head_dim)``, in the model's
  dtype exactly as the model produced them (no cast, no rounding);
* ``__metadata__`` (all strings; JSON where structured):

  ============== ==========================================================================
  format         ``kvmemory-kv/1``
  token_ids      JSON list of the token ids whose K/V these are
  position_start the tokens sit at positions ``position_start .. position_start+len-1``
  prefix         SHA-256 of the artifact these tokens were computed on top of ("" when start is 0)
  model_fingerprint  :func:`kvmemory.models.fingerprint` of the producing model
  template       entry text layout version (see :mod:`kvmemory.templates`)
  layers, dtype  number of layers, torch dtype name
  torch, transformers, device   the software and device that produced it
  ============== ==========================================================================

The file is written deterministically (sorted header, fixed tensor order, no timestamps), so the same
entry computed twice on the same stack gives the same bytes and the same name. Bytes are hashed
and checked against the expected SHA-256 before anything is parsed or grafted.
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .errors import ArtifactFormatError, FingerprintMismatchError, IntegrityError

__all__ = ["FORMAT", "KV", "encode", "decode", "write_atomic", "read_verified", "read_hashed", "sha256_file",
           "artifact_path"]

FORMAT = "kvmemory-kv/1"
_MAX_HEADER = 64 * 1024 * 1024
_DTYPES = {"F32": "float32", "F16": "float16", "BF16": "bfloat16", "F64": "float64"}
_REQUIRED = ("format", "token_ids", "position_start", "prefix", "model_fingerprint", "template", "layers", "dtype")


@dataclass
class KV:
    """Per-layer keys and values of one contiguous run of tokens.

    ``layers[i] = (k, v)``, each ``(1, kv_heads, tokens, head_dim)``.
    """

    layers: list
    token_ids: list[int]
    position_start: int = 0
    prefix: str = ""
    model_fingerprint: str = ""
    template: str = ""
    producer: dict | None = None

    @property
    def tokens(self) -> int:
        return len(self.token_ids)

    @property
    def nbytes(self) -> int:
        return sum(k.numel() * k.element_size() + v.numel() * v.element_size() for k, v in self.layers)


def _torch_dtype_name(t) -> str:
    return str(t.dtype).removeprefix("torch.")


def _st_dtype(t) -> str:
    name = _torch_dtype_name(t)
    for st, torch_name in _DTYPES.items():
        if torch_name == name:
            return st
    raise ArtifactFormatError(f"dtype {name} cannot be stored; use float32, float16 or bfloat16")


def encode(kv: KV) -> bytes:
    """Serialise ``kv`` to safetensors bytes, deterministically."""
    import torch
    import transformers

    if not kv.layers:
        raise ArtifactFormatError("no layers to store")
    first_k = kv.layers[0][0]
    producer = kv.producer or {
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "device": str(first_k.device),
    }
    meta = {
        "format": FORMAT,
        "token_ids": json.dumps([int(t) for t in kv.token_ids]),
        "position_start": str(int(kv.position_start)),
        "prefix": kv.prefix,
        "model_fingerprint": kv.model_fingerprint,
        "template": kv.template,
        "layers": str(len(kv.layers)),
        "dtype": _torch_dtype_name(first_k),
        **{k: str(v) for k, v in producer.items()},
    }
    header: dict = {"__metadata__": meta}
    blobs = []
    offset = 0
    for i, (k, v) in enumerate(kv.layers):
        for name, t in ((f"k.{i}", k), (f"v.{i}", v)):
            if t.dim() != 4 or t.shape[0] != 1 or t.shape[2] != kv.tokens:
                raise ArtifactFormatError(
                    f"{name} has shape {tuple(t.shape)}; expected (1, kv_heads, {kv.tokens}, head_dim)"
                )
            data = t.detach().to("cpu").contiguous().reshape(-1).view(torch.uint8).numpy().tobytes()
            header[name] = {"dtype": _st_dtype(t), "shape": list(t.shape), "data_offsets": [offset, offset + len(data)]}
            blobs.append(data)
            offset += len(data)
    raw = json.dumps(header, sort_keys=True, separators=(",", ":")).encode()
    raw += b" " * (-len(raw) % 8)
    return struct.pack("<Q", len(raw)) + raw + b"".join(blobs)


def _parse_header(data) -> tuple[dict, dict, int]:
    if len(data) < 8:
        raise ArtifactFormatError("file shorter than a safetensors header")
    (n,) = struct.unpack("<Q", bytes(data[:8]))
    if n > _MAX_HEADER or 8 + n > len(data):
        raise ArtifactFormatError(f"safetensors header length {n} does not fit a {len(data)}-byte file")
    try:
        header = json.loads(bytes(data[8 : 8 + n]))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ArtifactFormatError("safetensors header is not valid JSON") from exc
    if not isinstance(header, dict):
        raise ArtifactFormatError("safetensors header is not a JSON object")
    meta = header.pop("__metadata__", None)
    if not isinstance(meta, dict) or not all(isinstance(v, str) for v in meta.values()):
        raise ArtifactFormatError("missing or malformed __metadata__ (must map strings to strings)")
    return header, meta, 8 + n


def decode(data, *, expected_fingerprint: str | None = None) -> KV:
    """Parse and validate artifact bytes (already hash-checked) into a :class:`KV`.

    Rejects: malformed headers, missing metadata, metadata whose token count or layer count disagrees
    with the tensors, unknown dtypes, shapes that are not ``(1, heads, tokens, head_dim)``, overlapping
    or out-of-range offsets, and (when ``expected_fingerprint`` is given) another model's artifacts.
    """
    import torch

    header, meta, base = _parse_header(data)
    missing = [k for k in _REQUIRED if k not in meta]
    if missing:
        raise ArtifactFormatError(f"artifact metadata lacks {missing}; it was not written by kvmemory")
    if meta["format"] != FORMAT:
        raise ArtifactFormatError(f"artifact format {meta['format']!r} is not {FORMAT!r}; upgrade kvmemory")
    if expected_fingerprint and meta["model_fingerprint"] != expected_fingerprint:
        raise FingerprintMismatchError(
            f"artifact was computed by model {meta['model_fingerprint'][:16]}…, the loaded model is "
            f"{expected_fingerprint[:16]}…: load the model the library was built with",
            expected=expected_fingerprint,
            actual=meta["model_fingerprint"],
        )
    try:
        token_ids = json.loads(meta["token_ids"])
        position_start = int(meta["position_start"])
        n_layers = int(meta["layers"])
    except (ValueError, json.JSONDecodeError) as exc:
        raise ArtifactFormatError("artifact metadata token_ids/position_start/layers are malformed") from exc
    if not isinstance(token_ids, list) or not all(isinstance(t, int) and t >= 0 for t in token_ids) or not token_ids:
        raise ArtifactFormatError("artifact metadata token_ids must be a non-empty list of token ids")
    if position_start < 0 or (position_start == 0) != (meta["prefix"] == ""):
        raise ArtifactFormatError("artifact position_start and prefix disagree (prefix is empty iff start is 0)")
    expected_names = {f"{kind}.{i}" for i in range(n_layers) for kind in "kv"}
    if n_layers <= 0 or set(header) != expected_names:
        raise ArtifactFormatError(f"artifact tensors {sorted(header)[:4]}… do not match layers={n_layers}")
    body = memoryview(data)[base:]
    spans = []
    layers = []
    shape0 = None
    for i in range(n_layers):
        pair = []
        for kind in "kv":
            info = header[f"{kind}.{i}"]
            if not isinstance(info, dict) or info.get("dtype") not in _DTYPES:
                raise ArtifactFormatError(f"{kind}.{i}: unsupported dtype {info.get('dtype') if isinstance(info, dict) else info!r}")
            if _DTYPES[info["dtype"]] != meta["dtype"]:
                raise ArtifactFormatError(f"{kind}.{i}: dtype {info['dtype']} disagrees with metadata dtype {meta['dtype']}")
            shape = info.get("shape")
            if not (isinstance(shape, list) and len(shape) == 4 and all(isinstance(s, int) and s > 0 for s in shape)):
                raise ArtifactFormatError(f"{kind}.{i}: shape {shape!r} is not (1, kv_heads, tokens, head_dim)")
            if shape[0] != 1 or shape[2] != len(token_ids):
                raise ArtifactFormatError(
                    f"{kind}.{i}: shape {shape} does not hold the {len(token_ids)} tokens the metadata claims"
                )
            if shape0 is not None and (shape[1], shape[3]) != (shape0[1], shape0[3]):
                raise ArtifactFormatError(f"{kind}.{i}: shape {shape} differs from layer 0's {shape0}")
            shape0 = shape0 or shape
            dtype = getattr(torch, _DTYPES[info["dtype"]])
            itemsize = torch.empty((), dtype=dtype).element_size()
            start, end = info.get("data_offsets", [None, None])
            if not (isinstance(start, int) and isinstance(end, int) and 0 <= start <= end <= len(body)):
                raise ArtifactFormatError(f"{kind}.{i}: data offsets out of range")
            if end - start != shape[0] * shape[1] * shape[2] * shape[3] * itemsize:
                raise ArtifactFormatError(f"{kind}.{i}: {end - start} bytes do not match shape {shape}")
            spans.append((start, end))
            t = torch.frombuffer(body[start:end], dtype=dtype).view(*shape) if end > start else torch.empty(shape, dtype=dtype)
            pair.append(t)
        layers.append(tuple(pair))
    spans.sort()
    pos = 0
    for start, end in spans:
        if start != pos:
            raise ArtifactFormatError("tensor data overlaps or leaves gaps")
        pos = end
    if pos != len(body):
        raise ArtifactFormatError("trailing bytes after the last tensor")
    producer = {k: meta[k] for k in ("torch", "transformers", "device") if k in meta}
    return KV(layers, token_ids, position_start, meta["prefix"], meta["model_fingerprint"], meta["template"], producer)


def sha256_bytes(data) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: str | os.PathLike) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 22), b""):
            h.update(chunk)
    return h.hexdigest()


def artifact_path(root: str | os.PathLike, sha: str) -> Path:
    """Content-addressed location: ``root/ab/abcdef….safetensors``."""
    return Path(root) / sha[:2] / f"{sha}.safetensors"


def write_atomic(root: str | os.PathLike, data: bytes) -> tuple[str, Path]:
    """Write ``data`` under its SHA-256 name: temp file, fsync, rename, fsync dir. Returns (sha, path)."""
    sha = sha256_bytes(data)
    path = artifact_path(root, sha)
    if path.exists() and path.stat().st_size == len(data) and sha256_file(path) == sha:
        os.utime(path)  # fresh mtime: orphan collection spares a file that is about to be referenced
        return sha, path
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".part")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
    return sha, path


_CHUNK = 1 << 20  # read and hash 1 MiB at a time, while the chunk is still in cache


def read_hashed(path: str | os.PathLike) -> tuple[memoryview, str]:
    """Read a whole file into one buffer and SHA-256 it in the same pass. Returns (bytes view, hex)."""
    import numpy as np

    h = hashlib.sha256()
    with open(path, "rb", buffering=0) as f:
        size = os.fstat(f.fileno()).st_size
        view = memoryview(np.empty(size, dtype=np.uint8))  # no zero-fill: every byte is read into
        pos = 0
        while pos < size:
            n = f.readinto(view[pos : pos + _CHUNK])
            if not n:
                break
            h.update(view[pos : pos + n])
            pos += n
        grew = f.read(1)
    if pos != size or grew:
        raise IntegrityError(f"artifact {Path(path).name} changed size while being read")
    return view, h.hexdigest()


def read_verified(path: str | os.PathLike, sha: str, *, expected_fingerprint: str | None = None) -> KV:
    """Read an artifact, check its bytes hash to ``sha``, then parse it. Never returns unchecked data."""
    try:
        data, got = read_hashed(path)
    except FileNotFoundError as exc:
        raise IntegrityError(f"artifact {sha[:16]}… is missing at {path}") from exc
    if got != sha:
        raise IntegrityError(f"artifact {Path(path).name} hashes to {got[:16]}…, expected {sha[:16]}…: it was damaged or tampered with")
    return decode(data, expected_fingerprint=expected_fingerprint)
