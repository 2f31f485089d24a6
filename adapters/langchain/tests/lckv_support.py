"""Session-wide singletons for the tests (the standard suites read them from class properties)."""

from __future__ import annotations

import functools
import json
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
GSM8K = REPO / "kvmemory" / "data" / "gsm8k_dev50.jsonl"

# Problems with verified reference solutions, used to fill libraries.
PROBLEMS = [
    ("Tom has 3 apples and buys 4 more. How many apples does he have?",
     "Tom has 3 + 4 = 7 apples. The answer is 7.", "7"),
    ("A box holds 6 eggs. How many eggs are in 5 boxes?", "5 boxes hold 5 * 6 = 30 eggs. The answer is 30.", "30"),
    ("Sara reads 12 pages a day. How many pages does she read in 3 days?",
     "She reads 12 * 3 = 36 pages. The answer is 36.", "36"),
    ("A train travels 60 miles per hour for 2 hours. How far does it go?",
     "It goes 60 * 2 = 120 miles. The answer is 120.", "120"),
]


@functools.cache
def tokenizer():
    from transformers import AutoTokenizer

    from kvmemory.models import default_model_dir

    return AutoTokenizer.from_pretrained(str(default_model_dir()))


@functools.cache
def tiny_lm():
    from kvmemory.models import tiny_model

    tok = tokenizer()
    return tiny_model("llama", len(tok)), tok


@functools.cache
def default_lm():
    from kvmemory.models import load_model

    return load_model(None)


@functools.cache
def embedder():
    from kvmemory.models import load_embedder

    return load_embedder(None)


@functools.cache
def tiny_memory():
    """One KVMemory on the tiny model for the standard suites; PROBLEMS deposited in namespace "suite"."""
    from kvmemory import KVMemory

    model, tok = tiny_lm()
    mem = KVMemory(memory=True, model=model, tokenizer=tok, embedder=embedder())
    for problem, solution, answer in PROBLEMS:
        mem.deposit(problem, solution, answer, verifier="numeric", namespace="suite")
    return mem


@functools.cache
def lazy_memory():
    """A KVMemory whose model is never loaded (unit tests construct components only)."""
    from kvmemory import KVMemory

    return KVMemory(memory=True)


@functools.cache
def gsm8k() -> list[dict]:
    with open(GSM8K) as f:
        return [json.loads(line) for line in f if line.strip()]


class LocalModelCapabilities:
    """What a 135M local model does and does not do, for the standard chat suites: tools and structured
    output on (decoded under a JSON constraint); JSON mode, images and a per-call model switched off, not faked. Mixed into both the unit and the integration suite."""

    @property
    def chat_model_class(self):
        from langchain_kvmemory import ChatKVMemory

        return ChatKVMemory

    @property
    def has_tool_calling(self) -> bool:
        return True  # bind_tools: calls decoded under a JSON constraint

    @property
    def has_tool_choice(self) -> bool:
        return True  # "auto", "required"/"any", "none", a tool name

    @property
    def has_structured_output(self) -> bool:
        return True  # with_structured_output: json_schema (default) and function_calling

    @property
    def supports_json_mode(self) -> bool:
        return False

    @property
    def supports_anthropic_inputs(self) -> bool:
        return True  # Anthropic-format tools, tool_use / thinking blocks in AI history (text content only)

    @property
    def supports_image_inputs(self) -> bool:
        return False

    @property
    def supports_model_override(self) -> bool:
        return False  # one local model per instance; a per-call model= other than it raises

    @property
    def returns_usage_metadata(self) -> bool:
        return True


@functools.cache
def qwen_memory():
    """One in-memory KVMemory on Qwen2.5-Coder-0.5B-Instruct (the ``kvmemory[qwen]`` extra), for the standard
    suites' tool and structured-output tests on a model that reads its prompt."""
    from kvmemory import KVMemory
    from kvmemory.models import load_model

    model, tok = load_model("qwen2.5-coder-0.5b")
    return KVMemory(memory=True, model=model, tokenizer=tok, embedder=embedder())
