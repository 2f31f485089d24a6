"""``kvmemory verifier train | evaluate | status``: build, measure and inspect the learned pair verifier.

``train`` and ``evaluate`` run in a child process started with :func:`~.model.training_env` (portable kernels,
fixed threads) unless the environment already has it, so the weights' SHA-256 is a function of the recipe and the
data, not of the CPU's vector unit.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import click

from ..cli import emit, json_option

__all__ = ["verifier_group"]


def _in_training_env() -> bool:
    from .model import training_env

    return all(os.environ.get(k) == v for k, v in training_env().items())


def _rerun_in_training_env() -> None:
    """Run this very command again in a child process with the training environment; exit with its status."""
    from .model import training_env

    env = {**os.environ, **training_env()}
    sys.exit(subprocess.call([sys.executable, "-m", "kvmemory", *sys.argv[1:]], env=env))


def _embed(texts):
    from ..models import load_embedder

    return load_embedder().encode(list(texts), batch_size=64, normalize_embeddings=True).tolist()


def _log(text: str) -> None:
    click.echo(text, err=True)


@click.group("verifier")
def verifier_group():
    """The learned pair verifier behind the same-task vetoes: train it, measure it leave-writers-out, score a fresh
    set, see its state (docs/same-problem.md, "The learned verifier"). Every subcommand takes --json."""


@verifier_group.command("train")
@click.option("--out", type=click.Path(path_type=Path), default=None,
              help="Folder for the weights (default $KVMEMORY_CACHE/verifier/<recipe key>, where KVMemory looks).")
@click.option("--limit", type=int, default=0, help="Train on the first N pairs only (a quick check; 0: all).")
@click.option("--epochs", type=float, default=None, help="Override the recipe's epochs (another recipe key).")
@json_option
def train_command(out, limit, epochs, as_json):
    """Train the verifier on the labelled pairs in the package (about 9 minutes on 2 cores) and record its
    SHA-256. Deterministic: the same recipe and data give the same weights' SHA-256."""
    if not _in_training_env():
        _rerun_in_training_env()
    from dataclasses import replace

    from . import RECIPE, load_pairs, train, verifier_dir

    recipe = RECIPE if epochs is None else replace(RECIPE, epochs=epochs)
    pairs = load_pairs()
    pairs = pairs[:limit] if limit else pairs
    folder = out or verifier_dir(recipe)
    t = time.perf_counter()
    record = train(pairs, folder, recipe,
                   progress=lambda s, n, loss: _log(f"step {s}/{n} loss {loss:.3f}") if s % 50 == 0 or s == n else None)
    record["folder"] = str(folder)
    record["reproduced"] = reproduced(record)
    said = {True: "the same as recorded in kvmemory/verifier/expected.json",
            False: "NOT the SHA-256 recorded in kvmemory/verifier/expected.json for this recipe, data and CPU",
            None: "(expected.json records another recipe, data or kind of CPU: nothing to compare)"}
    emit(record, as_json, f"trained on {record['pairs']} pairs in {time.perf_counter() - t:.0f} s: {folder}\n"
                          f"weights SHA-256 {record['weights_sha256']} {said[record['reproduced']]}")


def reproduced(record: dict) -> "bool | None":
    """Whether a training record's weights are the ones ``expected.json`` records for the same recipe, data and
    kind of CPU (None: it records another, so there is nothing to compare)."""
    from .model import EXPECTED

    try:
        expected = json.loads(EXPECTED.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    same_run = all(expected.get(k) == record.get(k) for k in ("recipe_key", "pairs_sha256", "cpu"))
    return (expected["weights_sha256"] == record["weights_sha256"]) if same_run else None


@verifier_group.command("evaluate")
@click.option("--out", type=click.Path(path_type=Path), required=True, help="Results folder (pairs.jsonl, report.*).")
@click.option("--folds", type=int, default=4, show_default=True, help="Folds of writers (each trained without its own).")
@click.option("--write-calibration", is_flag=True,
              help="Write the thresholds' scores into the package's calibration.json (what KVMemory applies).")
@json_option
def evaluate_command(out, folds, write_calibration, as_json):
    """Leave-writers-out: train one verifier per fold of writers on the others, score the fold, and report
    rewordings recognised and changed requests served (rule alone and with the verifier), per writer and domain,
    at thresholds calibrated on the other folds (about 9 minutes a fold on 2 cores)."""
    if folds < 2:
        raise click.BadParameter("at least 2 folds: each fold is measured by a verifier trained on the others",
                                 param_hint="--folds")
    if not _in_training_env():
        _rerun_in_training_env()
    from .evaluate import evaluate, report_markdown

    rep = evaluate(out, folds=folds, embed=_embed, log=_log)
    if write_calibration:
        write_calibration_file(out / "pairs.jsonl")
    emit(rep, as_json, "\n".join(report_markdown(rep)))


def write_calibration_file(pairs_jsonl: Path) -> Path:
    """The package's calibration.json from an evaluation's ``pairs.jsonl`` (every fold's out-of-writer scores)."""
    from .calibrate import CALIBRATION
    from .evaluate import TEMPLATE, calibration_of
    from .model import RECIPE

    rows = [json.loads(line) for line in open(pairs_jsonl, encoding="utf-8") if line.strip()]
    cal = calibration_of(rows, f"leave-writers-out scores of {len(rows)} pairs")
    CALIBRATION.write_text(json.dumps({"recipe_key": RECIPE.key(), "templates": {TEMPLATE: cal.to_dict()}},
                                      indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return CALIBRATION


@verifier_group.command("status")
@json_option
def status_command(as_json):
    """Whether the verifier is built, its weights' SHA-256, and the thresholds its calibration gives."""
    from . import RECIPE, load_calibration, verifier_dir

    folder = verifier_dir()
    record = None
    if (folder / "verifier.json").exists():
        record = json.loads((folder / "verifier.json").read_text(encoding="utf-8"))
    cal = load_calibration()
    out = {"folder": str(folder), "built": record is not None, "recipe_key": RECIPE.key(),
           "weights_sha256": record and record["weights_sha256"], "calibration_recipe": cal["recipe_key"],
           "thresholds": {name: {str(b): c.threshold(b) for b in (0.001, 0.005, 0.01)}
                          for name, c in cal["templates"].items()}}
    text = (f"verifier {'built' if out['built'] else 'not built (run `kvmemory verifier train`)'}: {folder}\n"
            + "".join(f"{name}: thresholds {t}\n" for name, t in out["thresholds"].items()))
    emit(out, as_json, text.rstrip())


@verifier_group.command("score-set")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--out", type=click.Path(path_type=Path), required=True, help="Results folder (pairs.jsonl, report.*).")
@click.option("--bound", type=float, default=None, help="False-hit bound (default: Settings.false_hit_bound).")
@json_option
def score_set_command(path, out, bound, as_json):
    """Decide every pair of a JSONL set (lines {"domain", "stored", "request", "change"}: change null for a
    rewording) with the rule alone and with the built verifier at the shipped calibration, as KVMemory would:
    a fresh set written after the verifier was frozen is measured here, before anyone reads it."""
    from ..errors import ModelError
    from ..settings import DEFAULT_SETTINGS
    from . import load_calibration, load_verifier
    from .evaluate import TEMPLATE, read_set, score_set

    verifier = load_verifier()
    if verifier is None:
        raise ModelError("no verifier is built: run `kvmemory verifier train` first")
    cal = load_calibration()["templates"].get(TEMPLATE)
    if cal is None:
        raise ModelError("the package has no calibration for chat-v1: run `kvmemory verifier evaluate "
                         "--write-calibration`")
    rep = score_set(read_set(path), out, verifier=verifier, calibration=cal,
                    bound=DEFAULT_SETTINGS.false_hit_bound if bound is None else bound, embed=_embed)
    emit(rep, as_json, (out / "report.md").read_text(encoding="utf-8"))
