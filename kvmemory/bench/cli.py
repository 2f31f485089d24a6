"""``kvmemory bench SUITE``, ``kvmemory score LEDGER`` and ``kvmemory replay LEDGER``.

``bench`` runs suites and writes a results folder; ``score`` recomputes every number from a ledger
without torch; ``replay`` reruns each ledger item and counts matching hashes (exit 1 on a mismatch).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import click

from . import SUITES
from .common import run_with_portable_numerics
from .ledger import Ledger, read_ledger, score
from .sameproblem import SPLITS

json_option = click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")
portable_option = click.option(
    "--portable-numerics", "portable", is_flag=True,
    help="Run in a fresh process with CPU kernels whose float results are the same on every x86-64 machine "
         "(one thread, slower), so the ledger's hashes replay elsewhere.")


def _ints(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(x) for x in text.split(",") if x.strip())
    except ValueError:
        raise click.BadParameter(f"{text!r} is not a comma-separated list of integers") from None


def _domains(text: str) -> tuple[str, ...]:
    """``--domain``: "all" or comma-separated names of the same-problem evaluation domains."""
    from .sameproblem import DOMAINS

    names = ("gsm8k",) + DOMAINS if text.strip() == "all" else tuple(x.strip() for x in text.split(",") if x.strip())
    unknown = [n for n in names if n != "gsm8k" and n not in DOMAINS]
    if unknown or not names:
        raise click.BadParameter(f"unknown domain(s) {', '.join(unknown) or '(none)'}: pick from gsm8k, "
                                 f"{', '.join(DOMAINS)} or all")
    return names


def _mix(text: str) -> tuple[tuple[str, float], ...]:
    """``kind=weight,...`` (bench serve --serve-mix) as pairs; a bad one is a usage error that says the form."""
    kinds = ("recurring", "transfer", "cold", "deposit")
    out = []
    for part in _names(text):
        kind, _, weight = part.partition("=")
        try:
            value = float(weight or 1)
        except ValueError:
            value = -1.0
        if kind not in kinds or value <= 0:
            raise click.BadParameter(f"{part!r}: write KIND=WEIGHT with KIND one of {', '.join(kinds)} and a weight > 0",
                                     param_hint="--serve-mix")
        out.append((kind, value))
    if not out:
        raise click.BadParameter("give at least one KIND=WEIGHT", param_hint="--serve-mix")
    return tuple(out)


def _names(text: str) -> tuple[str, ...]:
    return tuple(x.strip() for x in text.split(",") if x.strip())


def _bfcl_categories(text: str) -> tuple[str, ...]:
    from .bfcl import KNOWN_CATEGORIES

    names = _names(text)
    unknown = [n for n in names if n not in KNOWN_CATEGORIES]
    if unknown or not names:
        raise click.BadParameter(f"unknown BFCL categor(ies) {', '.join(unknown) or '(none)'}: pick from "
                                 f"{', '.join(KNOWN_CATEGORIES)}", param_hint="--categories")
    return names


def _arms(suite: str, text: str) -> tuple[str, ...]:
    """The arms named in ``text`` for ``suite`` (bfcl or transfer), each one the suite knows."""
    import importlib

    known = importlib.import_module(f"kvmemory.bench.{suite}").ARMS
    names = _names(text)
    unknown = [n for n in names if n not in known]
    if unknown or not names:
        raise click.BadParameter(f"unknown {suite} arm(s) {', '.join(unknown) or '(none)'}: pick from "
                                 f"{', '.join(known)}", param_hint="--arms")
    return names


#: Suites whose runs can be resumed (``--resume``): their ``run`` takes ``done``, the ledger lines already written.
RESUMABLE = ("bfcl", "transfer")
#: The option of each resumable suite that sets its sample size (a resumed run may grow it).
_SIZE = {"bfcl": "samples", "transfer": "problems"}


def _run_options(opts: dict) -> dict:
    """The options that decide a run's items and verdicts, as JSON (what ``--resume`` must find unchanged)."""
    return json.loads(json.dumps({k: v for k, v in opts.items() if k not in ("ledger", "arms")}, default=str))


def run_suite(suite: str, out: Path, opts: dict, resume: bool = False) -> dict:
    """Run one suite into ``out``, score it, write the report; return results.json.

    A fresh run starts a new ledger. With ``resume`` (suites in :data:`RESUMABLE`) the ledger is kept and the
    suite skips every (item, arm) it already holds, so a run of hours is done in pieces across sessions; the
    options must be those the ledger was started with (``run.json``), else :class:`~kvmemory.errors.InputError`.
    """
    import importlib

    from ..errors import InputError
    from .report import write_results

    out.mkdir(parents=True, exist_ok=True)
    path, run_file = out / "ledger.jsonl", out / "run.json"
    module = importlib.import_module(f"kvmemory.bench.{suite.replace('-', '')}")
    extra = {}
    if resume and suite not in RESUMABLE:
        raise InputError(f"--resume: the {suite} suite cannot resume (only {', '.join(RESUMABLE)}); "
                         f"drop --resume to start it afresh")
    if resume and path.exists():
        started = json.loads(run_file.read_text()) if run_file.exists() else None
        was, now = (started or {}).get("options", {}), _run_options(opts)
        size = _SIZE[suite]
        grows = was.get(size) is not None and (now.get(size) or 0) >= was[size]
        changed = sorted(k for k in set(was) | set(now) if was.get(k) != now.get(k) and not (k == size and grows))
        if started is None or started.get("suite") != suite or changed:
            raise InputError(f"--resume: {path} was started with other options ({', '.join(changed) or 'no run.json'}"
                             f"); resume with the same options (--samples may grow), or pick another --out to "
                             f"start afresh")
        extra["done"] = read_ledger(path)
        run_file.write_text(json.dumps({"suite": suite, "options": now}, indent=2, sort_keys=True) + "\n")
    else:
        path.unlink(missing_ok=True)
        run_file.write_text(json.dumps({"suite": suite, "options": _run_options(opts)}, indent=2, sort_keys=True) + "\n")
    t = time.perf_counter()
    with Ledger(path) as ledger:
        module.run(out, ledger, **opts, **extra)
    lines = read_ledger(path)
    config = {"suite": suite, "seconds": time.perf_counter() - t,
              "options": {k: v for k, v in opts.items() if k != "ledger"},
              "command": " ".join(["kvmemory"] + sys.argv[1:])}
    return write_results(out, score(lines), config)


@click.command("bench")
@click.argument("suite", type=click.Choice(SUITES + ("all",)))
@click.option("--out", type=click.Path(file_okay=False), default=None,
              help="Results folder (default results/SUITE; for 'all', results/<each suite>).")
@click.option("--models", default="default,tiny:qwen2", show_default=True,
              help="exact: comma-separated model specs (default, tiny:llama, tiny:qwen2, a path or HF id); "
                   "the group's --model is added.")
@click.option("--samples", type=int, default=50, show_default=True,
              help="exact: (entries, query) samples per model; bfcl: items asked per category (seeded sample).")
@click.option("--failed", type=int, default=4, show_default=True,
              help="recurring: how many base-failed dev problems to collect (full size: 30).")
@click.option("--budget", type=int, default=128, show_default=True, help="recurring: base greedy CoT budget (tokens).")
@click.option("--retries", type=int, default=1, show_default=True, help="recurring: sampled retries after greedy.")
@click.option("--library", type=int, default=64, show_default=True, help="transfer: GSM8K train entries in the library.")
@click.option("--problems", type=int, default=8, show_default=True, help="transfer: held-out dev problems.")
@click.option("-k", "--top-k", "k", type=int, default=2, show_default=True,
              help="transfer, tools, bfcl: entries grafted (bfcl: verified items of the same category).")
@click.option("--transfer-budget", type=int, default=192, show_default=True, help="transfer: decode budget.")
@click.option("--template", "transfer_template", default="gsm-qa-v1", show_default=True,
              help="transfer: the entries' layout: gsm-qa-v1 (plain Q:/A:, for a base model) or gsm-chat-v1 (the "
                   "chat template with chain of thought, for an instruction-tuned model).")
@click.option("--seeded", is_flag=True,
              help="transfer: ask a seeded sample (--seed) of all dev problems, not the first --problems.")
@click.option("--lengths", default="256,512,1024,2048", show_default=True,
              help="ttft: context lengths in tokens (full size: 256,512,1024,2048,4096,8192).")
@click.option("--reps", type=int, default=3, show_default=True, help="ttft, prefix: repetitions (median reported).")
@click.option("--recurring", "recurring_n", type=int, default=5, show_default=True,
              help="ttft: dev problems deposited and asked again for the recurring rows (0: none).")
@click.option("--decode-lengths", default="256,2048,8192", show_default=True,
              help="decode: grafted context lengths in tokens (256 is always added: the reference).")
@click.option("--decode-tokens", type=int, default=32, show_default=True, help="decode: tokens decoded per length.")
@click.option("--llama-cpp/--no-llama-cpp", default=True, show_default=True,
              help="ttft: also time llama.cpp state restore when llama-cpp-python is installed.")
@click.option("--keep-artifacts", is_flag=True, help="ttft: keep the context artifacts (large) in the results folder.")
@click.option("--tokens", "widen_tokens", type=int, default=12_000, show_default=True,
              help="widen: stored KV tokens in the largest store (full size: 1000000, 122x the 8,192 window).")
@click.option("--work", "widen_work", type=click.Path(file_okay=False), default=None,
              help="widen: folder for the library and its per-size snapshots (default OUT/widen; reused by reruns).")
@click.option("--build-only", is_flag=True, help="widen: build the store sizes, probe nothing.")
@click.option("--probes", type=int, default=6, show_default=True, help="widen: queries per store size.")
@click.option("--prefix-tokens", type=int, default=1000, show_default=True,
              help="prefix: tokens in the system prompt (instruction + few-shot block).")
@click.option("--split", "sp_split",
              type=click.Choice(SPLITS),
              default="report", show_default=True,
              help="same-problem: split of the evaluation sets (report holds the dev rows; calib, train rows only; "
              "heldout, heldout2, heldout3 and heldout12, hand-written requests never used to tune the rule; tune and "
              "heldout4 to heldout11, hand-written requests the rules were fitted to; all, calib and report).")
@click.option("--limit", type=int, default=0, show_default=True, help="same-problem: cases per kind (0: all).")
@click.option("--domain", "sp_domain", default="gsm8k", show_default=True,
              help="same-problem: comma-separated domains (gsm8k, conversions, policy, sql, shell, dates, rewriting, "
                   "code) or 'all'; each is reported apart.")
@click.option("--answer", "answer_n", type=int, default=0, show_default=True,
              help="same-problem: also answer the first N cases of each kind through KVMemory on the model.")
@click.option("--stale", "stale_n", type=int, default=0, show_default=True,
              help="same-problem: per domain, answer the first N rewordings and N changed requests in transfer mode "
                   "and count stale copies the guard catches and right answers it flags.")
@click.option("--judge", "judge_shots", type=click.IntRange(0, 4), default=None,
              help="same-problem: per domain, ask the model itself whether each case's two requests are the same task "
                   "(0 to 4 worked pairs in the prompt) and report the AUC of its Yes-No log-odds.")
@click.option("--tasks", type=int, default=30, show_default=True,
              help="any-task: tasks per kind (HumanEval problems, chat facts, GSM8K dev problems); tools: recurring tasks.")
@click.option("--concurrency", "serve_concurrency", default="1,4,16", show_default=True,
              help="serve: concurrencies, one load level each (requests open at once on loopback).")
@click.option("--serve-requests", default="40,80,300", show_default=True,
              help="serve: requests per level (one number: the same at every level).")
@click.option("--serve-seconds", type=float, default=300.0, show_default=True,
              help="serve: per level, nothing new is sent after this many seconds.")
@click.option("--serve-mix", default="recurring=0.4,transfer=0.25,cold=0.2,deposit=0.15", show_default=True,
              help="serve: the load's request kinds and their weights (e.g. cold=1: only cold answers, the "
                   "decode-bound load).")
@click.option("--serve-schedulers", default="batched,turns", show_default=True,
              help="serve: the servers to load, each with the same plan: batched (decode steps batched, the "
                   "default server) and turns (kvmemory serve --no-batch, the one-at-a-time baseline).")
@click.option("--changed", "tools_changed", type=int, default=41, show_default=True,
              help="tools: changed-environment cases (report split).")
@click.option("--capability", "tools_capability", type=int, default=40, show_default=True,
              help="tools: report tasks asked cold, with k verified trajectories grafted, and pasted as text.")
@click.option("--arms", "tools_arms", default=None,
              help="tools: which arms to run (default recurring,cold,changed,capability); bfcl: which arms to run "
                   "(default bare,cold,recurring,transfer); transfer: which arms to run (default cold,graft,text; also "
                   "own,own-text: the model's own verified cold answers to the other fold's problems as the library).")
@click.option("--categories", "bfcl_categories", default="simple_python,multiple,parallel,parallel_multiple,irrelevance",
              show_default=True,
              help="bfcl: comma-separated BFCL categories (also multi_turn_base, not a default: slow).")
@click.option("--pool", "bfcl_pool", type=int, default=20, show_default=True,
              help="bfcl: verified items per category deposited for the transfer arm (disjoint from the asked ones).")
@click.option("--rewordings", "bfcl_rewordings", type=click.Path(dir_okay=False), default=None,
              help="bfcl: a rewordings file (evalsets/bfcl/): the recurring arm also asks each asked item reworded "
                   "(recurring-reworded) and with one number changed (recurring-changed).")
@click.option("--max-new-tokens", "bfcl_max_new_tokens", type=int, default=256, show_default=True,
              help="bfcl: decode budget of every arm.")
@click.option("--episode-layout", "bfcl_episode_layout", type=click.Choice(["generic", "native"]), default="generic",
              show_default=True,
              help="bfcl: how the transfer arm's library stores its episodes and lays a request over them "
                   "(Settings.episode_layout).")
@click.option("--repeated-calls", "bfcl_repeated_calls", type=click.Choice(["allow", "answer"]), default="allow",
              show_default=True,
              help="bfcl: what the kvmemory arms' libraries do with a reply that only repeats calls the conversation "
                   "already answered (Settings.repeated_calls).")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--data", type=click.Path(exists=True, file_okay=False), envvar="KVMEMORY_DATA", default=None,
              help="Folder of GSM8K-format train.jsonl and test_dev.jsonl (env KVMEMORY_DATA; default: the copy "
                   "in the repository's evalsets/gsm8k).")
@click.option("--threads", type=int, default=None,
              help="torch CPU threads (default: torch's choice). On a shared machine 1 avoids OpenMP spin stalls.")
@click.option("--resume", is_flag=True,
              help="bfcl, transfer: keep the results folder's ledger and run only the (item, arm) pairs it lacks; the "
                   "options must be those it was started with, except that --samples (bfcl) or --problems (transfer) "
                   "may grow (a larger sample extends a smaller one).")
@portable_option
@json_option
@click.pass_obj
def bench_command(c, suite, out, models, samples, failed, budget, retries, library, problems, k, transfer_budget,
                  transfer_template, seeded,
                  lengths, reps, recurring_n, decode_lengths, decode_tokens, llama_cpp, keep_artifacts, widen_tokens, widen_work, build_only, probes, prefix_tokens, sp_split, sp_domain, limit, answer_n, stale_n, judge_shots, tasks, serve_concurrency, serve_requests, serve_seconds, serve_mix, serve_schedulers, tools_changed, tools_capability, tools_arms, bfcl_categories, bfcl_pool, bfcl_max_new_tokens, bfcl_episode_layout, bfcl_repeated_calls, bfcl_rewordings, seed, data, threads, resume, portable,
                  as_json):
    """Run benchmark SUITE (exact, recurring, transfer, ttft, decode, widen, prefix, same-problem, any-task, serve,
    tools, bfcl or all).

    Writes results.json, REPORT.md, PNG plots and ledger.jsonl (one line per item) to the results
    folder; `kvmemory score` recomputes every number from the ledger, `kvmemory replay` reruns it.
    Targets are printed as MET/MISSED; they are not tuned to the data.
    """
    from .report import markdown

    if portable:
        run_with_portable_numerics(sys.argv[1:])
    if data:
        import os

        os.environ["KVMEMORY_DATA"] = str(Path(data).resolve())  # suites and their subprocesses read it
    if threads:
        import os

        import torch

        torch.set_num_threads(threads)
        os.environ["KVMEMORY_BENCH_THREADS"] = str(threads)  # library-building subprocesses follow it
    spec = getattr(c, "model", None) if c is not None else None
    model_list = [m.strip() for m in models.split(",") if m.strip()]
    if spec and spec not in model_list:
        model_list.append(spec)
    opts = {
        "exact": dict(samples=samples, models=tuple(model_list), seed=seed),
        "recurring": dict(model=spec, failed=failed, budget=budget, retries=retries, seed=seed),
        "transfer": dict(model=spec, library=library, problems=problems, k=k, budget=transfer_budget,
                         template=transfer_template, seed=seed if seeded else None,
                         arms=_arms("transfer", tools_arms if tools_arms and suite == "transfer" else "cold,graft,text")),
        "ttft": dict(model=spec, lengths=_ints(lengths), reps=reps, keep_artifacts=keep_artifacts,
                     llama_cpp=llama_cpp, recurring=recurring_n),
        "decode": dict(model=spec, lengths=_ints(decode_lengths), tokens=decode_tokens),
        "widen": dict(model=spec, tokens=widen_tokens, work=widen_work, build_only=build_only, probes=probes, seed=seed),
        "prefix": dict(model=spec, tokens=prefix_tokens, reps=reps),
        "same-problem": dict(split=sp_split, limit=limit or None, answer=answer_n, stale=stale_n, judge=judge_shots,
                             model=spec,
                             domains=_domains(sp_domain)),
        "any-task": dict(model=spec, problems=tasks),
        "serve": dict(model=spec, concurrency=_ints(serve_concurrency), requests=_ints(serve_requests),
                      seconds=serve_seconds, seed=seed, schedulers=_names(serve_schedulers),
                      mix=_mix(serve_mix)),
        "tools": dict(model=spec, tasks=tasks, changed=tools_changed, capability=tools_capability, k=k,
                      arms=_names(tools_arms or "recurring,cold,changed,capability")),
    }
    suites = SUITES if suite == "all" else (suite,)
    if "bfcl" in suites:  # checked only when it runs: --arms names other arms for tools
        opts["bfcl"] = dict(model=spec, categories=_bfcl_categories(bfcl_categories), samples=samples, seed=seed, k=k,
                            pool=bfcl_pool, max_new_tokens=bfcl_max_new_tokens,
                            **({"rewordings": bfcl_rewordings} if bfcl_rewordings else {}),
                            **({"episode_layout": bfcl_episode_layout} if bfcl_episode_layout != "generic" else {}),
                            **({"repeated_calls": bfcl_repeated_calls} if bfcl_repeated_calls != "allow" else {}),
                            arms=_arms("bfcl", tools_arms if tools_arms and suite == "bfcl" else "bare,cold,recurring,transfer"))
        from .bfcl import data_dir

        data_dir()  # the bfcl-eval wheel: a missing one fails now, naming the pip command, before any suite runs
    results = {}
    for s in suites:
        folder = Path(out) / s if (out and suite == "all") else Path(out or Path("results") / s)
        results[s] = run_suite(s, folder, opts[s], resume=resume)
        if not as_json:
            click.echo(markdown(results[s]["suites"], title=f"{s}: {folder}"))
    if as_json:
        click.echo(json.dumps(results if suite == "all" else results[suite], indent=2, default=str))


@click.command("score")
@click.argument("ledger", type=click.Path(exists=True, dir_okay=False))
@click.option("--out", type=click.Path(file_okay=False), default=None,
              help="Also write results.json, REPORT.md and plots (needs matplotlib) to this folder.")
@json_option
def score_command(ledger, out, as_json):
    """Recompute every reported number from LEDGER alone (no model, no torch).

    Works on a partial ledger too (each line is flushed as soon as its item is done).
    """
    from .report import markdown

    scored = score(read_ledger(ledger))
    if out:
        from .report import write_results

        write_results(Path(out), scored, {"scored_from": str(ledger)})
    if as_json:
        click.echo(json.dumps(scored, indent=2, default=str))
    else:
        click.echo(markdown(scored, title=f"scored from {ledger}"))


@click.command("replay")
@click.argument("ledger", type=click.Path(exists=True, dir_okay=False))
@click.option("--limit", type=int, default=None, help="Replay only the first N lines.")
@portable_option
@json_option
def replay_command(ledger, limit, portable, as_json):
    """Rerun every item of LEDGER and report how many hashes match (exit 1 on any mismatch).

    Hashes of float results match on a machine whose CPU kernels are the ones that wrote the ledger;
    a ledger written with --portable-numerics replays with --portable-numerics on any x86-64 CPU.
    """
    if portable:
        run_with_portable_numerics(sys.argv[1:])
    from .common import progress
    from .replay import replay

    lines = read_ledger(ledger)[:limit]
    r = replay(lines, progress=lambda it: progress(it, "replay"))
    if as_json:
        click.echo(json.dumps(r, indent=2))
    else:
        for item in r["items"]:
            if item["mismatched"]:
                click.echo(f"MISMATCH {item['suite']} {item['item']} {item['arm']}: {', '.join(item['mismatched'])}")
        click.echo(f"replayed {r['replayed']}/{r['lines']} lines ({r['skipped']} timing-only skipped): "
                   f"{r['matched']}/{r['hashes']} hashes match; {r['lines_all_matched']} lines fully match")
    if r["matched"] != r["hashes"]:
        sys.exit(1)
