"""BFCL's data, read from the installed ``bfcl-eval`` wheel and made into what kvmemory's arms ask.

Shared by the single-turn suite (:mod:`kvmemory.bench.bfcl`) and the multi-turn category
(:mod:`kvmemory.bench.bfclmulti`): where the wheel's data lie (:func:`data_dir`, found without importing it), the
items of a category (:func:`load`, :func:`load_items`), BFCL's function docs as OpenAI tools (:func:`convert`; the
conversion is described in :mod:`kvmemory.bench.bfcl`), the seeded split into asked items and a transfer pool
(:func:`split`), the SHA-256 of what an item asks (:func:`input_sha256`) and the ``bare`` arm's answer
(:func:`bare_answer`: ``transformers`` greedy ``generate`` on the model's own chat template with ``tools=``).
"""

from __future__ import annotations

import copy
import json
import random
import re
import time
from pathlib import Path

from .bfclcheck import CATEGORIES

__all__ = ["BFCL_VERSION", "BFCL_PIP", "PYTHON_HINT", "FLOAT_HINT", "data_dir", "read_jsonl", "load", "load_items",
           "convert_schema", "convert_function", "convert", "split", "input_sha256", "bare_answer"]

BFCL_VERSION = "2026.3.23"
BFCL_PIP = f"pip install --no-deps bfcl-eval=={BFCL_VERSION}"
PYTHON_HINT = " Note that the provided function is in Python 3 syntax."
FLOAT_HINT = " This is a float type value."

_TYPES = {"dict": "object", "object": "object", "float": "number", "number": "number", "tuple": "array",
          "array": "array", "list": "array", "integer": "integer", "string": "string", "boolean": "boolean",
          "bool": "boolean"}


# -- data ---------------------------------------------------------------------------------------------

def data_dir() -> Path:
    """The ``data`` folder of the installed ``bfcl_eval`` wheel, found without importing it; InputError
    naming the pip command when it is not installed."""
    import importlib.util

    from ..errors import InputError

    try:
        spec = importlib.util.find_spec("bfcl_eval")
    except (ImportError, ValueError):
        spec = None
    folder = Path(spec.submodule_search_locations[0]) / "data" if spec and spec.submodule_search_locations else None
    if folder is None or not (folder / "BFCL_v4_simple_python.json").is_file():
        raise InputError(f"suite bfcl reads its data from the bfcl-eval wheel, which is not installed: run "
                         f"`{BFCL_PIP}` (--no-deps: its declared dependencies pin numpy 1.26.4 and many API clients)")
    return folder


def read_jsonl(path: Path) -> list[dict]:
    """The JSON objects of a file with one per line (blank lines skipped)."""
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def load(category: str, data: Path | None = None) -> list[dict]:
    """The raw entries of ``category``: ``id``, ``question``, ``function`` and ``ground_truth`` (None for
    ``irrelevance``, which has no possible answer)."""
    from ..errors import InputError

    if category not in CATEGORIES:
        raise InputError(f"unknown BFCL category {category!r}: pick from {', '.join(CATEGORIES)}")
    data = Path(data) if data is not None else data_dir()
    entries = read_jsonl(data / f"BFCL_v4_{category}.json")
    answers = data / "possible_answer" / f"BFCL_v4_{category}.json"
    truth = {a["id"]: a["ground_truth"] for a in read_jsonl(answers)} if answers.exists() else {}
    for e in entries:
        e["ground_truth"] = truth.get(e["id"])
        if category != "irrelevance" and e["ground_truth"] is None:
            raise InputError(f"{answers} has no possible answer for {e['id']}: the bfcl-eval wheel is damaged; "
                             f"reinstall it (`{BFCL_PIP}`)")
    return entries


def load_items(category: str, data: Path | None = None) -> list[dict]:
    """The items of ``category`` as the arms ask them: ``id``, ``category``, ``messages`` (the single turn),
    ``functions`` (BFCL's docs, what the checker reads), ``tools`` (:func:`convert`), ``names`` (tool name ->
    BFCL name), ``ground_truth``."""
    from ..errors import InputError

    items = []
    for e in load(category, data):
        if len(e["question"]) != 1:
            raise InputError(f"{e['id']} has {len(e['question'])} turns: suite bfcl asks single-turn items only")
        tools, names = convert(e["function"])
        items.append({"id": e["id"], "category": category, "messages": e["question"][0], "functions": e["function"],
                      "tools": tools, "names": names, "ground_truth": e["ground_truth"]})
    return items


# -- BFCL function docs as OpenAI tools ------------------------------------------------------------------

def convert_schema(node: dict, *, hint: bool = False) -> dict:
    """A BFCL parameter schema as a JSON schema (see the module docstring); keys and property order kept.
    ``hint``: the node is a parameter, so a float one gets BFCL's float hint on its description."""
    out: dict = {}
    for key, value in node.items():
        if key == "type" and isinstance(value, str):
            if value != "any":
                out["type"] = _TYPES.get(value, "string")
        elif key == "properties" and isinstance(value, dict):
            out["properties"] = {name: convert_schema(sub, hint=True) if isinstance(sub, dict) else sub
                                 for name, sub in value.items()}
        elif key == "items" and isinstance(value, dict):
            out["items"] = convert_schema(value)
        else:
            out[key] = copy.deepcopy(value)
    if hint and node.get("type") == "float":
        out["description"] = str(out.get("description", "")) + FLOAT_HINT
    return out


def convert_function(function: dict) -> dict:
    """One BFCL function doc as an OpenAI tool (see the module docstring)."""
    params = convert_schema(function.get("parameters") or {"type": "dict", "properties": {}})
    params["type"] = "object"
    return {"type": "function", "function": {"name": re.sub(r"\.", "_", function["name"]),
                                             "description": function.get("description", "") + PYTHON_HINT,
                                             "parameters": params}}


def convert(functions: list) -> tuple[list[dict], dict]:
    """``(tools, names)``: BFCL's function docs as OpenAI tools, and each tool name -> its BFCL name."""
    from ..errors import InputError

    tools, names = [], {}
    for f in functions:
        tool = convert_function(f)
        name = tool["function"]["name"]
        if name in names:
            raise InputError(f"functions {names[name]!r} and {f['name']!r} have the same tool name {name!r}")
        names[name] = f["name"]
        tools.append(tool)
    return tools, names


def split(items: list[dict], samples: int, pool: int, seed: int, category: str) -> tuple[list[dict], list[dict]]:
    """``(asked, pool)``: a seeded shuffle of ``items``; the first ``samples`` are asked, the last ``pool`` are
    deposited for the transfer arm. The pool does not depend on ``samples`` and a larger sample extends a smaller
    one, so ``--resume --samples N`` grows a run; the two never overlap (else :class:`InputError`)."""
    from ..errors import InputError

    order = list(items)
    if samples + pool > len(order):
        raise InputError(f"bfcl {category}: {samples} asked + {pool} pooled items, but the category has "
                         f"{len(order)}; lower --samples or --pool")
    random.Random(f"kvmemory-bfcl:{seed}:{category}").shuffle(order)
    return order[:samples], order[len(order) - pool:]


def input_sha256(item: dict) -> str:
    """The SHA-256 of what an item asks: its messages and tools (every arm's ledger line carries it)."""
    from .ledger import sha256_text

    return sha256_text(json.dumps({"messages": item["messages"], "tools": item["tools"]}, ensure_ascii=False,
                                  separators=(",", ":")))


def bare_answer(model, tokenizer, messages: list, tools: list, max_new_tokens: int) -> dict:
    """Greedy ``model.generate`` on the tokenizer's chat template with ``tools=``: ``text`` (special tokens kept,
    end of turn cut), ``token_ids`` (generated, end of turn included), ``decode_tokens`` (before the end of turn,
    as kvmemory counts them), ``prompt_tokens``, ``wall_s``, ``finish``."""
    import torch
    from transformers import GenerationConfig

    t = time.perf_counter()
    prompt = tokenizer.apply_chat_template(messages, tools=tools, add_generation_prompt=True, tokenize=False)
    enc = tokenizer(prompt, return_tensors="pt", add_special_tokens=False).to(model.device)
    eos = getattr(model.generation_config, "eos_token_id", None)
    eos = set(eos if isinstance(eos, list) else [eos] if eos is not None else []) | {tokenizer.eos_token_id}
    eos.discard(None)
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    config = GenerationConfig(max_new_tokens=max_new_tokens, do_sample=False, eos_token_id=sorted(eos), pad_token_id=pad)
    with torch.no_grad():
        out = model.generate(**enc, generation_config=config)
    ids = out[0, enc["input_ids"].shape[1]:].tolist()
    kept = ids[:next((i for i, x in enumerate(ids) if x in eos), len(ids))]
    return {"text": tokenizer.decode(kept, skip_special_tokens=False), "token_ids": ids, "decode_tokens": len(kept),
            "prompt_tokens": int(enc["input_ids"].shape[1]), "wall_s": time.perf_counter() - t,
            "finish": "eos" if len(kept) < len(ids) else "length"}
