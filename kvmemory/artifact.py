"""KV artifacts: one safetensors file per verified entry, named by its content address (SHA-256).

The format (``kvmemory-kv/1``) is plain safetensors, so anyone can check an artifact without kvmemory:

* tensors ``k.{layer}`` and ``v.{layer}``, shape ``(1, kv_heads, tokens, head_dim)``, in the model's
  dtype exactly as the model produced them (no cast, no rounding): float32, or half the bytes per
  token for a model loaded in bfloat16 or float16;
* sliding-window layers (Gemma 3: window 512 on five layers of six) are stored like full-attention
  layers, every token of the entry, even where the entry is longer than the window: the graft cuts
  them to the window as the model's own cache does (:mod:`kvmemory.hybrid`), so one artifact serves
  any layout;
* ``__metadata__`` (all strings; JSON where structured):

  ============== ==========================================================================
  format         ``kvmemory-kv/1``
  token_ids      JSON list of the token ids whose K/V these are
  position_start the tokens sit at positions ``position_start .. position_start+len-1``
  prefix         SHA-256 of the artifact these tokens were computed on top of ("" when start is 0)
  model_fingerprint  :func:`kvmemory.models.fingerprint` of the producing model
  template       entry text layout version (see :mod:`kvmemory.templates`)
  layers, dtype  number of layers, torch dtype name
  ============== ==========================================================================

The file is written deterministically (sorted header, fixed tensor order, no timestamps) and holds only
what the entry *is*: the same tensors give the same bytes and the same name on any machine and under
any torch or transformers release. The software that wrote a library is recorded in the library
(its ``stack`` meta row, :meth:`kvmemory.library.Library.check_fingerprint`), not in each file, so a
release of transformers that changes no number changes no address. Artifacts written before that
carry ``torch``, ``transformers`` and ``device`` keys; they are read as before (``KV.producer``) and
keep their bytes when written again. Bytes are hashed and checked against the expected address
before anything is parsed or grafted.

The name is the file's content address (:mod:`kvmemory.address`): its plain SHA-256 up to 1 MiB, and
above that the SHA-256 root over 1 MiB chunks, so that a read is checked on every core at once (since
2026-12-05; one core hashed 1.4 GB/s, slower than a GPU prefills a small model). The file format did not
change; an artifact named before then by its plain SHA-256 still reads, byte for byte.
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .address import Hasher, address, matches, matches_file, read_file
from .errors import ArtifactFormatError, FingerprintMismatchError, IntegrityError

__all__ = ["FORMAT", "KV", "encode", "decode", "write_atomic", "read_verified", "read_into", "settle", "PendingRead",
           "read_hashed", "sha256_file",
           "artifact_path"]

FORMAT = "kvmemory-kv/1"
RECAP_LOGITS = "logits.recap"
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
    #: ``torch``/``transformers``/``device`` of an artifact written before they left the format; new ones have none
    producer: dict | None = None
    #: A recap (:mod:`kvmemory.recap`): tokens ``0 .. recap_at-1`` of this KV end with the text ``recap``
    #: (a template's recurring query) and ``recap_logits`` are the logits its forward gave at token
    #: ``recap_at - 1``: a recurring answer starts decoding from them with no forward.
    recap_at: int | None = None
    recap: str = ""
    recap_logits: Any = None
    #: Per layer ``(key_buffer, value_buffer)`` when ``layers`` are views into buffers with room for
    #: more tokens (:func:`read_into`); a graft then adopts them without copying.
    buffers: list | None = None
    #: A read whose hash check is still running (:func:`read_into`): call :func:`settle` before
    #: anything computed from these tensors leaves the library.
    pending: "PendingRead | None" = None

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

    if not kv.layers:
        raise ArtifactFormatError("no layers to store")
    first_k = kv.layers[0][0]
    producer = kv.producer or {}  # only an artifact written before 2026-12-03 has one (see the module)
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
    if kv.recap_at is not None:
        meta["recap_at"], meta["recap"] = str(int(kv.recap_at)), kv.recap
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
    if kv.recap_at is not None:
        t = kv.recap_logits
        if t is None or t.dim() != 1 or t.dtype != torch.float32:
            raise ArtifactFormatError("recap_logits must be a float32 vector (vocab,) when recap_at is set")
        data = t.detach().to("cpu").contiguous().view(torch.uint8).numpy().tobytes()
        header[RECAP_LOGITS] = {"dtype": "F32", "shape": [int(t.shape[0])], "data_offsets": [offset, offset + len(data)]}
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


@dataclass
class _Plan:
    """A validated header: where each tensor's bytes are and what they mean."""

    meta: dict
    token_ids: list
    position_start: int
    n_layers: int
    recap_at: int | None
    tensors: list  # (name, torch dtype, shape, start, end) in file order, offsets relative to the body
    body: int      # bytes after the header


def _plan(header: dict, meta: dict, body_len: int, expected_fingerprint: str | None) -> _Plan:
    """Check the header and metadata against each other; where each tensor's bytes lie in the body."""
    token_ids, position_start, n_layers, recap_at = _check_meta(meta, expected_fingerprint)
    expected_names = {f"{kind}.{i}" for i in range(n_layers) for kind in "kv"}
    if recap_at is not None:
        expected_names.add(RECAP_LOGITS)
    if n_layers <= 0 or set(header) != expected_names:
        raise ArtifactFormatError(f"artifact tensors {sorted(header)[:4]}… do not match layers={n_layers}")
    tensors = _layer_tensors(header, meta, n_layers, len(token_ids))
    if recap_at is not None:
        tensors.append(_recap_tensor(header))
    return _Plan(meta, token_ids, position_start, n_layers, recap_at, _placed(tensors, body_len), body_len)


def _check_meta(meta: dict, expected_fingerprint: str | None) -> tuple[list[int], int, int, int | None]:
    """``(token_ids, position_start, layers, recap_at)`` from metadata that is complete and consistent."""
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
        recap_at = int(meta["recap_at"]) if "recap_at" in meta else None
    except (ValueError, json.JSONDecodeError) as exc:
        raise ArtifactFormatError("artifact metadata token_ids/position_start/layers/recap_at are malformed") from exc
    if not isinstance(token_ids, list) or not all(isinstance(t, int) and t >= 0 for t in token_ids) or not token_ids:
        raise ArtifactFormatError("artifact metadata token_ids must be a non-empty list of token ids")
    if position_start < 0 or (position_start == 0) != (meta["prefix"] == ""):
        raise ArtifactFormatError("artifact position_start and prefix disagree (prefix is empty iff start is 0)")
    if recap_at is not None and not (0 < recap_at <= len(token_ids) and "recap" in meta):
        raise ArtifactFormatError(f"artifact recap_at {recap_at} is not within its {len(token_ids)} tokens")
    return token_ids, position_start, n_layers, recap_at


def _layer_tensors(header: dict, meta: dict, n_layers: int, n_tokens: int) -> list[tuple]:
    """``[(name, torch dtype, shape, data_offsets)]`` of every layer's K and V, each checked."""
    import torch

    tensors = []
    shape0 = None
    for i in range(n_layers):
        for kind in "kv":
            info = header[f"{kind}.{i}"]
            if not isinstance(info, dict) or info.get("dtype") not in _DTYPES:
                raise ArtifactFormatError(f"{kind}.{i}: unsupported dtype {info.get('dtype') if isinstance(info, dict) else info!r}")
            if _DTYPES[info["dtype"]] != meta["dtype"]:
                raise ArtifactFormatError(f"{kind}.{i}: dtype {info['dtype']} disagrees with metadata dtype {meta['dtype']}")
            shape = info.get("shape")
            if not (isinstance(shape, list) and len(shape) == 4 and all(isinstance(s, int) and s > 0 for s in shape)):
                raise ArtifactFormatError(f"{kind}.{i}: shape {shape!r} is not (1, kv_heads, tokens, head_dim)")
            if shape[0] != 1 or shape[2] != n_tokens:
                raise ArtifactFormatError(
                    f"{kind}.{i}: shape {shape} does not hold the {n_tokens} tokens the metadata claims"
                )
            if shape0 is not None and (shape[1], shape[3]) != (shape0[1], shape0[3]):
                raise ArtifactFormatError(f"{kind}.{i}: shape {shape} differs from layer 0's {shape0}")
            shape0 = shape0 or shape
            tensors.append((f"{kind}.{i}", getattr(torch, _DTYPES[info["dtype"]]), shape, info.get("data_offsets")))
    return tensors


def _recap_tensor(header: dict) -> tuple:
    """The recap logits' ``(name, dtype, shape, data_offsets)``: a float32 vector."""
    import torch

    info = header[RECAP_LOGITS]
    shape = info.get("shape") if isinstance(info, dict) else None
    if not (isinstance(info, dict) and info.get("dtype") == "F32" and isinstance(shape, list) and len(shape) == 1
            and isinstance(shape[0], int) and shape[0] > 0):
        raise ArtifactFormatError(f"{RECAP_LOGITS}: must be a float32 vector, not {info!r}")
    return (RECAP_LOGITS, torch.float32, shape, info.get("data_offsets"))


def _placed(tensors: list[tuple], body_len: int) -> list[tuple]:
    """``[(name, dtype, shape, start, end)]`` in body order: offsets in range, sized to their shape,
    no overlap, no gap, nothing after the last tensor."""
    import torch

    out = []
    for name, dtype, shape, offsets in tensors:
        itemsize = torch.empty((), dtype=dtype).element_size()
        start, end = offsets if isinstance(offsets, list) and len(offsets) == 2 else (None, None)
        if not (isinstance(start, int) and isinstance(end, int) and 0 <= start <= end <= body_len):
            raise ArtifactFormatError(f"{name}: data offsets out of range")
        numel = 1
        for d in shape:
            numel *= d
        if end - start != numel * itemsize:
            raise ArtifactFormatError(f"{name}: {end - start} bytes do not match shape {shape}")
        out.append((name, dtype, shape, start, end))
    out.sort(key=lambda t: (t[3], t[4]))
    pos = 0
    for _, _, _, start, end in out:
        if start != pos:
            raise ArtifactFormatError("tensor data overlaps or leaves gaps")
        pos = end
    if pos != body_len:
        raise ArtifactFormatError("trailing bytes after the last tensor")
    return out


def _kv_of(plan: _Plan, tensors: dict, buffers: list | None = None) -> KV:
    meta = plan.meta
    layers = [(tensors[f"k.{i}"], tensors[f"v.{i}"]) for i in range(plan.n_layers)]
    producer = {k: meta[k] for k in ("torch", "transformers", "device") if k in meta}
    return KV(layers, plan.token_ids, plan.position_start, meta["prefix"], meta["model_fingerprint"], meta["template"],
              producer, recap_at=plan.recap_at, recap=meta.get("recap", ""), recap_logits=tensors.get(RECAP_LOGITS),
              buffers=buffers)


def decode(data, *, expected_fingerprint: str | None = None) -> KV:
    """Parse and validate artifact bytes (already hash-checked) into a :class:`KV`.

    Rejects: malformed headers, missing metadata, metadata whose token count or layer count disagrees
    with the tensors, unknown dtypes, shapes that are not ``(1, heads, tokens, head_dim)``, overlapping
    or out-of-range offsets, and (when ``expected_fingerprint`` is given) another model's artifacts.
    """
    import torch

    header, meta, base = _parse_header(data)
    body = memoryview(data)[base:]
    if body.readonly:     # bytes: torch.frombuffer needs memory it may write, so the tensors get one copy of their own
        body = memoryview(bytearray(body))
    plan = _plan(header, meta, len(body), expected_fingerprint)
    tensors = {name: torch.frombuffer(body[start:end], dtype=dtype).view(*shape)
               for name, dtype, shape, start, end in plan.tensors}
    return _kv_of(plan, tensors)


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


def write_atomic(root: str | os.PathLike, data: bytes, *, name: str | None = None) -> tuple[str, Path]:
    """Write ``data`` under its content address (:func:`kvmemory.address.address`): temp file, fsync,
    rename, fsync dir. Returns (sha, path). ``name``: an artifact fetched under the plain SHA-256 it was
    named by before 2026-12-05 keeps that name (it must match the bytes)."""
    if name is not None and not matches(data, name):
        raise IntegrityError(f"bytes are not named {name[:16]}…: refusing to store them under that name")
    sha = name or address(data)
    path = artifact_path(root, sha)
    if path.exists() and path.stat().st_size == len(data) and matches_file(path, sha):
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


def _read_hashed(path: str | os.PathLike) -> tuple[memoryview, "Hasher"]:
    """Read a whole file into one buffer, its chunks hashed by the pool while the rest is read."""
    view, h, whole = read_file(path)
    if not whole:
        raise IntegrityError(f"artifact {Path(path).name} changed size while being read")
    return view, h


def read_hashed(path: str | os.PathLike) -> tuple[memoryview, str]:
    """Read a whole file into one buffer and compute its content address on the way. Returns (bytes view, hex)."""
    view, h = _read_hashed(path)
    return view, h.hexdigest()


def read_verified(path: str | os.PathLike, sha: str, *, expected_fingerprint: str | None = None) -> KV:
    """Read an artifact, check its bytes are named ``sha``, then parse it. Never returns unchecked data."""
    try:
        data, h = _read_hashed(path)
    except FileNotFoundError as exc:
        raise IntegrityError(f"artifact {sha[:16]}… is missing at {path}") from exc
    if not h.matches(sha):
        raise IntegrityError(f"artifact {Path(path).name} hashes to {h.hexdigest()[:16]}…, expected {sha[:16]}…: "
                             "it was damaged or tampered with")
    return decode(data, expected_fingerprint=expected_fingerprint)


class PendingRead:
    """An artifact read into memory whose content address is being computed by the hash pool.

    Each chunk is hashed on a pool thread as soon as it has been read (hashlib releases the GIL on
    large buffers), while the rest is read and while the caller computes, so checking every byte costs
    no extra wall time when there are cores to spare (:mod:`kvmemory.address`). :meth:`verify` waits for
    it and raises :class:`IntegrityError` unless the bytes are named by the expected address: call it
    (or :func:`settle`) before anything derived from the tensors is returned to a caller. Callables in
    ``on_verified`` run once, after the check passes (the host tier keeps the bytes then).
    """

    def __init__(self, path, sha: str):
        self.path, self.sha = Path(path), sha
        self._hasher = Hasher()
        self.checked = False
        self.on_verified: list = []

    def feed(self, chunk) -> None:
        self._hasher.update(chunk)

    def close(self) -> None:
        """Nothing more will be fed (kept for callers of the earlier, threaded reader)."""

    def digest(self) -> str:
        return self._hasher.hexdigest()

    def verify(self) -> None:
        if self.checked:
            return
        if not self._hasher.matches(self.sha):
            raise IntegrityError(f"artifact {self.path.name} hashes to {self.digest()[:16]}…, expected {self.sha[:16]}…: "
                                 "it was damaged or tampered with")
        self.checked = True
        callbacks, self.on_verified = self.on_verified, []
        for fn in callbacks:
            fn()


def settle(kvs) -> None:
    """Wait for the hash checks of ``kvs`` (KVs from :func:`read_into`); IntegrityError names the first bad one."""
    for kv in kvs:
        if kv is not None and kv.pending is not None:
            kv.pending.verify()


def _readinto(f, view) -> int:
    n = 0
    while n < len(view):
        got = f.readinto(view[n:])
        if not got:
            break
        n += got
    return n


def read_into(path: str | os.PathLike, sha: str, *, expected_fingerprint: str | None = None,
              reserve: int = 0) -> KV:
    """Read an artifact straight into cache buffers with room for ``reserve`` more tokens, hashing as it goes.

    Each head's keys and values are read in place into ``(1, heads, tokens + reserve, head_dim)``
    buffers (``KV.buffers``; ``KV.layers`` are views of them), so a graft adopts them with no copy
    (:func:`kvmemory.graft.build_cache`). The SHA-256 is computed on another thread while the file is
    read and while the caller goes on: the returned KV's ``pending`` check must be settled
    (:func:`settle`) before anything computed from it leaves the library. A header that cannot be
    planned waits for the hash first, so damaged bytes are reported as :class:`IntegrityError`.
    """
    try:
        f = open(path, "rb", buffering=0)
    except FileNotFoundError as exc:
        raise IntegrityError(f"artifact {sha[:16]}… is missing at {path}") from exc
    pending = PendingRead(path, sha)
    try:
        with f:
            plan = _read_plan(f, pending, expected_fingerprint)
            tensors, buffers = _read_tensors(f, plan, pending, reserve, Path(path).name)
            if f.read(1):
                pending.close()
                pending.verify()
                raise IntegrityError(f"artifact {Path(path).name} changed size while being read")
    except BaseException:
        pending.close()
        raise
    pending.close()
    kv = _kv_of(plan, tensors, [(buffers[f"k.{i}"], buffers[f"v.{i}"]) for i in range(plan.n_layers)])
    kv.pending = pending
    return kv


def _read_plan(f, pending: PendingRead, expected_fingerprint: str | None) -> _Plan:
    """Read and plan the header of the open artifact ``f`` (fed to ``pending``). A header that cannot be
    planned: the rest is hashed first, so damaged bytes raise IntegrityError, else the format error."""
    size = os.fstat(f.fileno()).st_size
    head = bytearray(8)
    n = _readinto(f, memoryview(head))
    pending.feed(bytes(head[:n]))
    (hlen,) = struct.unpack("<Q", bytes(head)) if n == 8 else (0,)
    if n == 8 and 0 < hlen <= min(_MAX_HEADER, size - 8):
        raw = bytearray(hlen)
        got = _readinto(f, memoryview(raw))
        pending.feed(bytes(raw[:got]))
        try:
            header, meta, base = _parse_header(bytes(head) + bytes(raw[:got]))
            return _plan(header, meta, size - base, expected_fingerprint)
        except (ArtifactFormatError, FingerprintMismatchError) as exc:
            problem = exc
    else:
        problem = ArtifactFormatError(f"safetensors header length does not fit a {size}-byte file")
    for chunk in iter(lambda: f.read(_CHUNK), b""):  # damaged or foreign: hash the rest, then say which
        pending.feed(chunk)
    pending.close()
    pending.verify()
    raise problem


def _read_tensors(f, plan: _Plan, pending: PendingRead, reserve: int, name_of_file: str) -> tuple[dict, dict]:
    """``(tensors, buffers)``: each tensor read in place (a head at a time into buffers with ``reserve``
    tokens of room; the recap logits as they are), every byte fed to ``pending``."""
    import torch

    tensors, buffers = {}, {}
    for name, dtype, shape, start, end in plan.tensors:
        if name == RECAP_LOGITS:
            t = torch.empty(shape, dtype=dtype)
            parts = [t]
        else:
            _, heads, tokens, dim = shape
            buf = torch.empty((1, heads, tokens + max(0, reserve), dim), dtype=dtype)  # (1, kv_heads, tokens + reserve, head_dim)
            buffers[name] = buf
            t = buf[:, :, :tokens]
            parts = [buf[0, h, :tokens] for h in range(heads)]
        for part in parts:
            view = memoryview(part.view(torch.uint8).numpy()).cast("B")
            if _readinto(f, view) != len(view):
                pending.close()
                pending.verify()
                raise IntegrityError(f"artifact {name_of_file} is shorter than its header says")
            pending.feed(view)
        tensors[name] = t
    return tensors, buffers
