"""Benchmarks that reproduce kvmemory's claims, with a hash ledger anyone can re-check.

One module per suite, plus the ledger and the report::

    common.py     model specs (incl. seeded tiny models), timing, Wilson intervals, data
    exact.py      SHA-256-equal logits, artifacts written by one process and grafted by another
    recurring.py  problems the base model fails, answered again with their verified entry grafted
    transfer.py   held-out problems: cold vs graft top-k vs the same entries as prompt text (GSM8K in
                  gsm-qa-v1 or gsm-chat-v1; HumanEval in code-v1, two folds)
    ttft.py       time to first token against grafted context length, with the measured floor; recurring TTFT
    decode.py     ms per decoded token after a graft: reserved cache buffers against a copying cache
    widen.py      a store many times the model window: latency, recall and RSS against store size
    prefix.py     a ~1,000-token system prompt: first call vs second call (grafted) vs plain prefill
    anytask.py    ``any-task``: code-v1 (HumanEval), chat-v1 (a conversation), gsm-qa-v1 and streaming, asked again
    sameproblem.py  ``same-problem``: precision/recall of the recurring decision on reworded and changed problems
                  (GSM8K and, with ``--domain``, seven other domains)
    serve.py      ``kvmemory serve`` under a bounded loopback load: latency per mode and concurrency, 5xx,
                  deposits lost or duplicated, answers SHA-256-equal to each served alone
    tools.py      ``tools``: verified tool-call trajectories replayed, a changed environment, capability
    bfcl.py       ``bfcl``: the Berkeley Function-Calling Leaderboard's single-turn Python categories (data from the
                  bfcl-eval wheel): bare transformers, kvmemory cold, recurring and transfer
    bfclcheck.py  BFCL's AST checker, reimplemented torch- and numpy-free (what ``bfcl`` scores with)
    bfclmulti.py  ``bfcl --categories multi_turn_base``: BFCL's multi-turn tasks against its own executable
                  backends, its multi-turn checker (reimplemented), verified turns replayed step by step
    ledger.py     one JSON line per item; ``score`` recomputes every reported number without torch
    replay.py     rerun each ledger item and count matching hashes
    report.py     results.json, REPORT.md tables and PNG plots
    cli.py        ``kvmemory bench|score|replay``
    worker.py     builds a library in a separate process (``python -m kvmemory.bench.worker``)

Importing this package (and :mod:`kvmemory.bench.ledger`) never imports torch.

The ledger scores the five suites whose figures it computes itself; the suites that keep their scoring
beside their runs (decode, prefix, same-problem, any-task) are registered with it here, by value
(:func:`kvmemory.bench.ledger.register`), each module imported only when lines of its suite are
scored. So the suites import the ledger (``sha256_ids``, ``wilson``) and the ledger imports no suite.
"""

from . import ledger as _ledger

SUITES = ("exact", "recurring", "transfer", "ttft", "decode", "widen", "prefix", "same-problem", "any-task", "serve", "tools",
          "bfcl")

__all__ = ["SUITES"]


def _decode():
    from . import decode  # torch-free at import

    return decode


def _prefix():
    from . import prefix  # torch-free at import

    return prefix


def _same_problem():
    from . import sameproblem  # torch- and numpy-free at import

    return sameproblem


def _any_task():
    from . import anytask  # torch- and numpy-free at import

    return anytask


def _serve():
    from . import serve  # torch-free at import

    return serve


def _tools():
    from . import tools  # torch-free at import

    return tools


def _bfcl():
    from . import bfcl  # torch- and numpy-free at import

    return bfcl


def _register(suite: str, module) -> None:
    _ledger.register(suite, lambda lines: module().score_lines(lines), lambda s, t: module().targets(s, t))


for _suite, _module in (("decode", _decode), ("prefix", _prefix), ("same-problem", _same_problem),
                        ("any-task", _any_task), ("serve", _serve), ("tools", _tools),
                        ("bfcl", _bfcl)):
    _register(_suite, _module)
