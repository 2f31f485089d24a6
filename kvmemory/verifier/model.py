"""The pair verifier's model: a cross-encoder fine-tuned from the embedded all-MiniLM-L6-v2, trained and scored.

The request and the stored request are read together (``[CLS] request [SEP] stored [SEP]``) by the embedder's
six BERT layers with one linear head on ``[CLS]``; the head's logit is the score (higher: more likely the same
task). Training is one deterministic recipe (:data:`RECIPE`): the seed fixes the head's initial weights
(NumPy's generator, the same numbers on every CPU), the order of the pairs and dropout; PyTorch runs on a fixed
number of threads (:func:`training_env`, set for the child process that ``kvmemory verifier train`` starts), so
a run is repeated to the bit on the same kind of CPU. Its kernels are the CPU's own (vector unit, MKL's code
path): another kind of CPU gives weights that differ in their last bits. ``ATEN_CPU_CAPABILITY=default`` and
``MKL_CBWR=COMPATIBLE`` in the environment make every x86-64 CPU compute alike, at about twice the time. The
weights' SHA-256 is recorded beside them (``verifier.json``), with the environment.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Sequence

from ..errors import ModelError
from .pairs import Pair, pairs_sha256

__all__ = ["Recipe", "RECIPE", "PairVerifier", "train", "training_env", "WEIGHTS", "RECORD", "EXPECTED", "cpu_kind"]

WEIGHTS = "model.safetensors"
RECORD = "verifier.json"
#: What ``kvmemory verifier train`` gave for the shipped recipe and data, with the kind of CPU it ran on.
EXPECTED = Path(__file__).with_name("expected.json")


@dataclass(frozen=True)
class Recipe:
    """How the verifier is trained. ``threads``: PyTorch threads (fixed: the sums' order depends on it)."""

    seed: int = 20261205
    epochs: float = 2.0
    batch: int = 16
    lr: float = 4e-5
    weight_decay: float = 0.01
    warmup: float = 0.1
    max_length: int = 256
    threads: int = 2
    version: str = "ce-minilm-v1"

    def key(self) -> str:
        return hashlib.sha256(json.dumps(asdict(self), sort_keys=True).encode()).hexdigest()[:16]


RECIPE = Recipe()


def cpu_kind() -> str:
    """The CPU's model name and PyTorch's vector unit: what the weights' last bits depend on."""
    import torch

    name = ""
    try:
        name = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "")
    except OSError:
        pass
    return f"{name} / {torch.backends.cpu.get_cpu_capability()}"


def training_env(recipe: Recipe = RECIPE) -> dict:
    """The environment variables a reproducible training process starts with (set before torch is imported)."""
    return {"OMP_NUM_THREADS": str(recipe.threads), "MKL_NUM_THREADS": str(recipe.threads)}


def _base():
    """(config, tokenizer, base model folder) of the embedded MiniLM."""
    from transformers import AutoConfig, AutoTokenizer

    from ..models import embedder_dir

    folder = embedder_dir()
    return AutoConfig.from_pretrained(folder, num_labels=1), AutoTokenizer.from_pretrained(folder), folder


def _model(config, folder: Path | None, seed: int):
    """A BERT cross-encoder: the base weights from ``folder`` (None: left for a state dict), a head drawn from
    NumPy's generator."""
    import numpy as np
    import torch
    from transformers import BertForSequenceClassification

    if folder is None:
        return BertForSequenceClassification(config)
    model = BertForSequenceClassification.from_pretrained(folder, config=config)
    rng = np.random.default_rng(seed)
    with torch.no_grad():    # the head, as BERT's own init draws it (normal, std initializer_range), on any CPU
        w = rng.normal(0.0, config.initializer_range, size=tuple(model.classifier.weight.shape))
        model.classifier.weight.copy_(torch.from_numpy(w.astype(np.float32)))
        model.classifier.bias.zero_()
    return model


def _batches(pairs: Sequence[Pair], size: int, rng) -> list[list[int]]:
    """Batches of indices of similar length (fewer pad tokens): chunks of 50 batches sorted by length; with a
    generator, the pairs and the batches shuffled by it."""
    idx = list(range(len(pairs))) if rng is None else [int(i) for i in rng.permutation(len(pairs))]
    out = []
    for s in range(0, len(idx), 50 * size):
        chunk = sorted(idx[s:s + 50 * size], key=lambda i: (len(pairs[i].query) + len(pairs[i].candidate), i))
        out += [chunk[j:j + size] for j in range(0, len(chunk), size)]
    return out if rng is None else [out[int(i)] for i in rng.permutation(len(out))]


def train(pairs: Sequence[Pair], out: Path, recipe: Recipe = RECIPE, *,
          progress: Callable[[int, int, float], None] | None = None) -> dict:
    """Fine-tune the verifier on ``pairs`` with ``recipe``; write ``out/model.safetensors`` and ``out/verifier.json``
    (the recipe, the data's SHA-256, the weights' SHA-256, the environment). Returns the record."""
    import numpy as np
    import torch
    from safetensors.torch import save_file

    t0 = time.perf_counter()
    torch.set_num_threads(recipe.threads)
    torch.manual_seed(recipe.seed)
    config, tok, folder = _base()
    model = _model(config, folder, recipe.seed)
    rng = np.random.default_rng(recipe.seed)
    steps = max(1, int(recipe.epochs * len(pairs) / recipe.batch))
    opt = torch.optim.AdamW(model.parameters(), lr=recipe.lr, weight_decay=recipe.weight_decay)
    warm = max(1.0, recipe.warmup * steps)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / warm) * max(0.0, 1 - s / steps))
    model.train()
    step = 0
    while step < steps:
        for batch in _batches(pairs, recipe.batch, rng):
            if step >= steps:
                break
            enc = tok([pairs[i].query for i in batch], [pairs[i].candidate for i in batch], truncation=True,
                      max_length=recipe.max_length, padding=True, return_tensors="pt")
            y = torch.tensor([float(pairs[i].same) for i in batch])
            loss = torch.nn.functional.binary_cross_entropy_with_logits(model(**enc).logits.squeeze(-1), y)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            opt.zero_grad()
            step += 1
            if progress:
                progress(step, steps, float(loss.detach()))
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    state = {k: v.detach().contiguous() for k, v in model.state_dict().items()}
    save_file(state, str(out / WEIGHTS), metadata={"recipe": recipe.version})
    from ..artifact import sha256_file
    record = {"recipe": asdict(recipe), "recipe_key": recipe.key(), "pairs": len(pairs),
              "pairs_sha256": pairs_sha256(pairs), "weights_sha256": sha256_file(out / WEIGHTS),
              "base": str(folder.name), "torch": torch.__version__, "train_s": round(time.perf_counter() - t0, 1),
              "env": {k: os.environ.get(k) for k in (*training_env(recipe), "MKL_CBWR", "ATEN_CPU_CAPABILITY")},
              "cpu": cpu_kind()}
    (out / RECORD).write_text(json.dumps(record, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return record


class PairVerifier:
    """Scores "does the request ask for exactly what the stored request asked?" with trained weights.

    ``PairVerifier(folder)`` reads ``folder/model.safetensors`` after checking its SHA-256 against
    ``folder/verifier.json``; a damaged or foreign file is refused (:class:`~kvmemory.errors.ModelError`)."""

    def __init__(self, folder: Path):
        import torch
        from safetensors.torch import load_file

        from ..artifact import sha256_file

        folder = Path(folder)
        try:
            self.record = json.loads((folder / RECORD).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ModelError(f"no readable verifier record in {folder}: run `kvmemory verifier train`") from exc
        sha = sha256_file(folder / WEIGHTS)
        if sha != self.record.get("weights_sha256"):
            raise ModelError(f"verifier weights in {folder} have SHA-256 {sha[:12]}..., the record says "
                             f"{str(self.record.get('weights_sha256'))[:12]}...: run `kvmemory verifier train` again")
        config, self.tokenizer, _ = _base()
        self.model = _model(config, None, 0)
        self.model.load_state_dict(load_file(str(folder / WEIGHTS)))
        self.model.eval()
        self.max_length = int(self.record["recipe"]["max_length"])
        self.sha256 = sha
        self.folder = folder
        self._torch = torch

    def scores(self, pairs: Sequence[tuple[str, str]], *, batch: int = 64) -> list[float]:
        """The score (a logit) of each ``(request, stored request)``."""
        out = [0.0] * len(pairs)
        items = [Pair(str(i), "", "", q, c, False) for i, (q, c) in enumerate(pairs)]
        with self._torch.inference_mode():
            for b in _batches(items, batch, None):
                enc = self.tokenizer([items[i].query for i in b], [items[i].candidate for i in b], truncation=True,
                                     max_length=self.max_length, padding=True, return_tensors="pt")
                for i, s in zip(b, self.model(**enc).logits.squeeze(-1).tolist()):
                    out[i] = float(s)
        return out

    def score(self, request: str, stored: str) -> float:
        """The score of one pair (one forward, no padding)."""
        return self.scores([(request, stored)], batch=1)[0]
