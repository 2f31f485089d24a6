"""The ``kvmemory`` command line: one click group; every command has ``--help`` and ``--json``.

Commands that need no model (``list``, ``show``, ``delete``, ``quarantine``, ``events``) never load
one. Commands owned by other modules are loaded lazily from :data:`LAZY_COMMANDS`. ``build`` lives
here because it chooses between two runners, the serial build (:mod:`kvmemory.build`) and the Ray
build (:mod:`kvmemory.raybuild`, which uses the serial build's public API and is never imported by it).
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from pathlib import Path

import click

from .errors import InputError, KVMemoryError

LAZY_COMMANDS = {
    "export": "kvmemory.bundle:export_command",
    "import": "kvmemory.bundle:import_command",
    "bench": "kvmemory.bench.cli:bench_command",
    "score": "kvmemory.bench.cli:score_command",
    "replay": "kvmemory.bench.cli:replay_command",
    "doctor": "kvmemory.doctor:doctor_command",
    "sync": "kvmemory.sync:sync_command",
    "install-model": "kvmemory.install:install_model_command",
    "serve": "kvmemory.serve.cli:serve_command",
    "browse": "kvmemory.browse.cli:browse_command",
    "report": "kvmemory.browse.cli:report_command",
    "verifier": "kvmemory.verifier.cli:verifier_group",
}

DEFAULT_LIB = "kvmemory-lib"
EMBEDDED_SAMPLE = Path(__file__).parent / "data" / "gsm8k_dev50.jsonl"


class _Group(click.Group):
    """A group that imports the commands in LAZY_COMMANDS on first use and maps our errors to exit 1."""

    def list_commands(self, ctx):
        return sorted(set(super().list_commands(ctx)) | set(LAZY_COMMANDS))

    def get_command(self, ctx, name):
        cmd = super().get_command(ctx, name)
        if cmd is None and name in LAZY_COMMANDS:
            module, attr = LAZY_COMMANDS[name].split(":")
            cmd = getattr(importlib.import_module(module), attr)
        return cmd

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except KVMemoryError as exc:
            click.echo(f"error: {type(exc).__name__}: {exc}", err=True)
            ctx.exit(1)


class Ctx:
    """Options shared by all commands; opens the library on first use."""

    def __init__(self, lib: str, model: str | None, embedder: str | None, cache_dir: str | None = None):
        self.lib, self.model, self.embedder, self.cache_dir = lib, model, embedder, cache_dir
        self.dtype = self.device = None  # --dtype, --device (None: float32 on cpu)
        self._mem = None

    def memory(self, **kw):
        from .memory import KVMemory
        from .remote import is_url

        if self._mem is None:
            if is_url(self.lib):  # a library at a URL: this host's catalog and cache under --cache-dir
                kw.setdefault("cache_dir", self.cache_dir)
            kw.setdefault("dtype", self.dtype)
            kw.setdefault("device", self.device or "cpu")
            self._mem = KVMemory(self.lib, model=self.model, embedder=self.embedder, **kw)
        return self._mem

    def close(self):
        if self._mem is not None:
            self._mem.close()


pass_ctx = click.make_pass_decorator(Ctx)
json_option = click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")


def emit(obj, as_json: bool, text: str | None = None) -> None:
    """Print ``obj`` as JSON, or ``text`` for people."""
    if as_json:
        click.echo(json.dumps(obj, indent=2, default=str))
    elif text is not None:
        click.echo(text)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--lib", envvar="KVMEMORY_LIB", default=DEFAULT_LIB, show_default=True,
              help="Library folder, or a URL such as s3://bucket/lib (env KVMEMORY_LIB).")
@click.option("--cache-dir", envvar="KVMEMORY_CACHE_DIR", default=None,
              help="For a library at a URL: this host's catalog and artifact cache (default ~/.cache/kvmemory).")
@click.option("--model", envvar="KVMEMORY_MODEL", default=None,
              help="Causal LM: a named model (`kvmemory models`: qwen2.5-coder-0.5b, qwen2.5-coder-1.5b, gemma3-270m), "
                   "a Hugging Face id or path "
                   "(default: embedded SmolLM2-135M-Instruct).")
@click.option("--dtype", envvar="KVMEMORY_DTYPE", default=None,
              help="Model dtype: float32 (default), bfloat16 or float16; artifacts are stored in it (env KVMEMORY_DTYPE).")
@click.option("--device", envvar="KVMEMORY_DEVICE", default=None,
              help="Where the model runs: cpu (default), cuda, cuda:N or mps (env KVMEMORY_DEVICE).")
@click.option("--embedder", envvar="KVMEMORY_EMBEDDER", default=None,
              help="sentence-transformers model name or path (default: embedded all-MiniLM-L6-v2).")
@click.version_option(package_name="kvmemory")
@click.pass_context
def main(ctx, lib, cache_dir, model, dtype, device, embedder):
    """kvmemory: verified, byte-exact KV memory for a frozen local language model."""
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    ctx.obj = Ctx(lib, model, embedder, cache_dir)
    set_model_options(ctx.obj, model=None, dtype=dtype, device=device)
    ctx.call_on_close(ctx.obj.close)


def set_model_options(c: Ctx, *, model=None, dtype=None, device=None) -> None:
    """Apply ``--model``/``--dtype``/``--device`` (given at the group or after a command) to ``c``.

    dtype and device are also exported (``KVMEMORY_DTYPE``, ``KVMEMORY_DEVICE``) so that a library
    built in a child process (check-exact, bench) runs in the same numerics.
    """
    from .models import dtype_name  # no torch: commands that need no model stay torch-free

    if model:
        c.model = model
    if dtype:
        name = dtype_name(dtype)  # a bad name fails here, before any work
        c.dtype = os.environ["KVMEMORY_DTYPE"] = name
    if device:
        c.device = os.environ["KVMEMORY_DEVICE"] = str(device)


def model_options(fn):
    """``--model``, ``--dtype`` and ``--device`` after a command, as at the group: ``check-exact --model X``."""
    fn = click.option("--device", "device_opt", default=None, help="Same as the group's --device.")(fn)
    fn = click.option("--dtype", "dtype_opt", default=None, help="Same as the group's --dtype.")(fn)
    return click.option("--model", "model_opt", default=None, help="Same as the group's --model.")(fn)


def _entry_line(e) -> str:
    problem = " ".join(e.problem.split())
    return f"{e.id:>5}  {e.status:<11} {e.tokens:>5} tok  answer={e.answer!s:<10} {problem[:70]}"


@main.command()
@click.argument("problem")
@click.option("--solution", required=True, help="The solution text to verify and store.")
@click.option("--answer", default=None, help="The gold final answer the verifier checks against.")
@click.option("--verifier", default="numeric", show_default=True, type=click.Choice(["numeric", "exact", "contains", "human"]))
@click.option("--template", default=None,
              help="Entry layout: gsm-qa-v1, chat-v1, code-v1 or a registered one (default: from the verifier, "
                   "numeric -> gsm-qa-v1, exact/human -> chat-v1).")
@click.option("--namespace", default=None, help="Namespace (default: 'default').")
@json_option
@pass_ctx
def deposit(c, problem, solution, answer, verifier, template, namespace, as_json):
    """Verify SOLUTION for PROBLEM and store its KV artifact (nothing is stored if it fails)."""
    e = c.memory().deposit(problem, solution, answer=answer, verifier=verifier, template=template,
                           namespace=namespace)
    emit(e.to_dict(), as_json, f"deposited entry {e.id}: {e.tokens} tokens, artifact {e.sha256}")


@main.command()
@click.argument("problem")
@click.option("--mode", type=click.Choice(["recurring", "transfer", "cold"]), default=None,
              help="Force a mode (default: decide from the library).")
@click.option("-k", "--top-k", "k", type=int, default=None, help="Entries grafted in transfer mode.")
@click.option("--max-new-tokens", type=int, default=None, help="Decode budget.")
@click.option("--namespace", "namespaces", multiple=True,
              help="Namespace to read; repeat to read several at once: --namespace user:42 --namespace shared.")
@click.option("--template", default=None, help="Only entries of this template; also lays out a cold answer.")
@click.option("--system", default=None, help="A system prompt: PROBLEM becomes the user turn of a conversation.")
@click.option("--stop", multiple=True, help="End the decode when this string appears (repeatable).")
@click.option("--stream", is_flag=True, help="Print the reply as it decodes (text output only).")
@click.option("--strict", is_flag=True, help="Raise on a damaged artifact instead of quarantining it.")
@json_option
@pass_ctx
def answer(c, problem, mode, k, max_new_tokens, namespaces, template, system, stop, stream, strict, as_json):
    """Answer PROBLEM, grafting the nearest verified entries."""
    mem = c.memory(strict=strict)
    task = problem if system is None else [{"role": "system", "content": system}, {"role": "user", "content": problem}]
    live = stream and not as_json
    r = mem.answer(task, mode=mode, k=k, max_new_tokens=max_new_tokens, namespaces=list(namespaces) or None,
                   template=template, stop=list(stop) or None,
                   on_text=(lambda piece: click.echo(piece, nl=False)) if live else None)
    summary = (f"answer={r.answer} mode={r.mode} template={r.template} entries={[e.id for e in r.entries]} "
               f"decode_tokens={r.decode_tokens} grafted_tokens={r.grafted_tokens} ttft={r.timings['ttft_s']:.3f}s")
    emit(r.to_dict(), as_json, f"\n\n{summary}" if live else f"{r.text.strip()}\n\n{summary}")


@main.command("list")
@click.option("--status", type=click.Choice(["active", "quarantined", "deleted", "all"]), default="active",
              show_default=True)
@click.option("--namespace", default=None)
@click.option("--limit", type=int, default=None)
@json_option
@pass_ctx
def list_(c, status, namespace, limit, as_json):
    """List entries."""
    rows = _store_action(c, lambda s: s.list(status=None if status == "all" else status, namespace=namespace,
                                             limit=limit))
    emit([e.to_dict() for e in rows], as_json, "\n".join(_entry_line(e) for e in rows) or "(no entries)")


def _store_action(c, fn):
    from .remote import is_url
    from .store import Store

    if is_url(c.lib):  # a library at a URL: its local catalog, merged on open (no model loaded)
        return fn(c.memory().store)
    store = Store(c.lib)
    try:
        return fn(store)
    finally:
        store.close()


def _remote(c) -> bool:
    from .remote import is_url

    return is_url(c.lib)


@main.command()
@click.argument("entry_id", type=int)
@click.option("--events", "with_events", is_flag=True, help="Also print the entry's audit trail.")
@json_option
@pass_ctx
def show(c, entry_id, with_events, as_json):
    """Show one entry (any status) and, with --events, its audit trail."""
    e, ev = _store_action(c, lambda s: (s.get(entry_id), s.events(entry_id)))
    d = e.to_dict()
    if with_events or as_json:
        d["events"] = ev
    text = "\n".join(f"{k}: {v}" for k, v in d.items() if k != "events")
    if with_events:
        text += "\nevents:\n" + "\n".join(f"  {x['time']} {x['action']}: {x['reason']}" for x in ev)
    emit(d, as_json, text)


@main.command()
@click.argument("entry_id", type=int)
@click.option("--reason", default="deleted by user", show_default=True)
@json_option
@pass_ctx
def delete(c, entry_id, reason, as_json):
    """Delete an entry: never retrieved again; the audit trail keeps it."""
    from .store import DELETED

    e = (c.memory().delete(entry_id, reason) if _remote(c)   # a tombstone every host applies on sync
         else _store_action(c, lambda s: s.set_status(entry_id, DELETED, reason)))
    emit(e.to_dict(), as_json, f"entry {e.id} deleted: {reason}")


@main.command()
@click.argument("entry_id", type=int)
@click.option("--reason", required=True, help="Why the entry is quarantined (kept in the audit trail).")
@json_option
@pass_ctx
def quarantine(c, entry_id, reason, as_json):
    """Quarantine a bad entry: never retrieved; its artifact moves to quarantine/."""
    from .store import QUARANTINED

    e = (c.memory().quarantine(entry_id, reason) if _remote(c)
         else _store_action(c, lambda s: s.set_status(entry_id, QUARANTINED, reason)))
    emit(e.to_dict(), as_json, f"entry {e.id} quarantined: {reason}")


@main.command()
@click.option("--entry", "entry_id", type=int, default=None, help="Only this entry's events.")
@json_option
@pass_ctx
def events(c, entry_id, as_json):
    """Print the audit trail: deposits, quarantines, deletions and why."""
    ev = _store_action(c, lambda s: s.events(entry_id))
    emit(ev, as_json, "\n".join(f"{x['time']} entry={x['entry_id']} {x['action']}: {x['reason']}" for x in ev)
         or "(no events)")


@main.command("build")
@click.argument("data", type=click.Path(exists=True, dir_okay=False))
@click.option("--out", required=True, help="Library folder, or URL (s3://bucket/lib), to build (or resume).")
@click.option("--limit", type=int, default=None, help="Only the first N rows.")
@click.option("--problem-field", default="question", show_default=True, help="JSON field holding the problem.")
@click.option("--solution-field", default="answer", show_default=True, help="JSON field holding the solution.")
@click.option("--answer-field", default=None, help="JSON field holding the gold answer (else --answer-regex).")
@click.option("--answer-regex", default=r"####\s*(.+)", show_default=True,
              help="Regex over the solution whose first group is the gold answer (when no --answer-field).")
@click.option("--verifier", default="numeric", show_default=True, type=click.Choice(["numeric", "exact", "human"]))
@click.option("--namespace", default=None, help="Namespace for the entries (default: 'default').")
@click.option("--ray", "on_ray", is_flag=True,
              help="Run on Ray Data (pip install 'kvmemory[ray]'): one model per worker, batched; RAY_ADDRESS "
                   "names the cluster (default: a local one). Same artifacts as a one-thread serial build.")
@click.option("--workers", type=int, default=2, show_default=True, help="With --ray: worker actors (one CPU each).")
@click.option("--batch-size", type=int, default=8, show_default=True, help="With --ray: rows per batch.")
@click.option("--recap/--no-recap", default=True, show_default=True,
              help="Also store each entry's recurring-query forward (a recap: recurring answers then start with no "
                   "forward; about 30% more bytes). Without it the first recurring answer makes it.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def build_command(data, out, limit, problem_field, solution_field, answer_field, answer_regex, verifier, namespace,
                  on_ray, workers, batch_size, recap, quiet, as_json):
    """Verify every row of DATA (JSONL) and deposit it into the library --out; resumable.

    Interrupt it at any time and run the same command again: rows already recorded are not computed
    again, and the summary covers every row. Uses the group's --model, --dtype, --device and --embedder.
    """
    from .build import build_library

    obj = click.get_current_context().find_root().obj
    model = getattr(obj, "model", None)
    emb = getattr(obj, "embedder", None)
    cache_dir = getattr(obj, "cache_dir", None)
    fields = dict(limit=limit, problem_field=problem_field, solution_field=solution_field, answer_field=answer_field,
                  answer_regex=answer_regex or None, verifier=verifier, namespace=namespace, progress=not quiet)
    if on_ray:
        from .raybuild import build_on_ray

        if getattr(obj, "dtype", None) not in (None, "float32") or getattr(obj, "device", None) not in (None, "cpu"):
            raise InputError("build --ray loads float32 models on CPU: drop --dtype/--device, or build without --ray")
        summary = build_on_ray(data, out, workers=workers, batch_size=batch_size, model=model, embedder=emb,
                               cache_dir=cache_dir, **fields)
    else:
        summary = build_library(data, out, model=model, embedder=emb, cache_dir=cache_dir,
                                dtype=getattr(obj, "dtype", None), device=getattr(obj, "device", None),
                                recap=recap, **fields)
    if as_json:
        click.echo(json.dumps(summary.to_dict(), indent=2))
    else:
        click.echo(summary.text())
    if summary.interrupted:
        sys.exit(130)


@main.command("models")
@click.option("--matrix", is_flag=True, help="Run the family matrix: every causal-LM type of the installed "
              "transformers as a tiny random model, grafted exactly or refused with the reason (about 5 minutes).")
@click.option("--markdown", "markdown_path", default=None, help="Write the matrix as markdown here "
              "(docs/models-matrix.md).")
@click.option("--types", default=None, help="Comma-separated model types (default: all of them).")
@json_option
def models_command(matrix, markdown_path, types, as_json):
    """Which models kvmemory grafts: the named models (size, licence, whether installed, the command that
    installs them), and with --matrix every causal-LM family."""
    from .models import NAMED_MODELS

    if not matrix:
        rows = [spec.to_dict() for spec in NAMED_MODELS.values()]
        lines = []
        for r in rows:
            lines += [f"{r['name']:<22} {r['title']}",
                      f"{'':<22} {r['size'] / 1e6:,.0f} MB  {r['licence']}  "
                      f"{'installed' if r['installed'] else 'not installed'}{'  ' + r['note'] if r['note'] else ''}",
                      f"{'':<22} install: {r['install']}",
                      f"{'':<22} numeric questions asked as: {r['numeric_template']} (kvmemory demo)"]
        lines.append("any Hugging Face causal LM id or path also works (--model ID_OR_PATH); "
                     "--matrix: every causal-LM family")
        emit({"models": [r["name"] for r in rows], "named": rows}, as_json, "\n".join(lines))
        return
    from dataclasses import asdict

    import transformers

    from .families import matrix as run_matrix, summary, to_markdown

    results = run_matrix([t for t in types.split(",") if t] if types else None,
                         progress=None if as_json else lambda r: click.echo(f"{r.model_type:28s} {r.outcome:8s} {r.reason}"))
    if markdown_path:
        Path(markdown_path).write_text(to_markdown(results, transformers_version=transformers.__version__))
    emit({"summary": summary(results), "results": [asdict(r) for r in results]}, as_json,
         json.dumps(summary(results), indent=2))
    if any(r.outcome in ("wrong", "error") for r in results):
        raise SystemExit(1)


def _stderr_or_none():
    """This process's stderr where it is a real file (a child's output goes there), else None."""
    try:
        sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):  # a captured stream (click's test runner)
        return None
    return sys.stderr


@main.command("check-exact")
@click.option("--samples", type=int, default=50, show_default=True, help="(entry, query) samples to graft.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--build-from", "data", default=None,
              help="When the library is empty, build it first from this GSM8K-style JSONL "
                   "(default: the embedded 50-problem sample), in a separate process.")
@click.option("--out", "out", default=None, type=click.Path(), help="Also write the full report (every sample) here.")
@click.option("--long", "n_long", type=int, default=0, show_default=True,
              help="When building an empty library, make N of its entries multi-part problems (4 problems "
                   "joined, 700-1,000 tokens: longer than Gemma 3's 512-token sliding window).")
@model_options
@json_option
@pass_ctx
def check_exact(c, samples, seed, data, out, n_long, model_opt, dtype_opt, device_opt, as_json):
    """Graft stored artifacts from disk and check their logits are SHA-256 equal to a fresh computation.

    Rows: own-position graft (the exact mode), greedy decode steps after it (exact), RoPE-shifted
    positions and a one-shot prefill (both expected to differ), and a prompt prefix with the entries
    computed on top of it (exact). The shifted row reads n/a on a model without rotate-half RoPE
    (GPT-2, BLOOM, OPT, GPT-J...), which still grafts exactly. Exit status 1 if any graft, decode or
    prefix sample is not byte-identical.
    """
    import subprocess
    import tempfile

    set_model_options(c, model=model_opt, dtype=dtype_opt, device=device_opt)
    empty = _store_action(c, lambda s: s.count() == 0)
    if empty:
        src = data or str(EMBEDDED_SAMPLE)
        cmd = [sys.executable, "-m", "kvmemory", "--lib", c.lib] + (["--model", c.model] if c.model else [])
        cmd += ["--embedder", c.embedder] if c.embedder else []
        n_long = max(0, min(n_long, samples))
        builds = [(src, min(samples, 50) - n_long)]
        if n_long:
            from .bench.common import load_rows
            from .exact import long_rows

            long_src = Path(tempfile.mkdtemp(prefix="kvmemory-long-")) / "long-rows.jsonl"
            long_src.write_text("".join(json.dumps(r) + "\n" for r in long_rows(load_rows(src), n_long)))
            builds.append((str(long_src), n_long))
        for path, limit in builds:
            if limit <= 0:
                continue
            step = cmd + ["build", path, "--out", c.lib, "--limit", str(limit)]
            click.echo(f"library is empty: building it in a separate process: {' '.join(step)}", err=True)
            subprocess.run(step, check=True, stdout=_stderr_or_none())  # stdout stays the report (--json)
    from tqdm import tqdm

    from .exact import check_exact as run

    mem = c.memory()
    report = run(mem.library, samples=samples, seed=seed, lm=mem.lm,
                 progress=lambda it: tqdm(it, desc="check-exact", unit="sample", disable=None, file=sys.stderr))
    if out:
        Path(out).write_text(json.dumps(report, indent=2))
    summary = {k: v for k, v in report.items() if k != "items"}
    lines = [f"model {report['model_fingerprint'][:16]}…  samples {report['samples']}  "
             f"entry KV recomputed byte-identical: {report['kv_bytes_equal']}/{report['samples']}  "
             f"({report['dtype']} on {report['device']}, {report['kv_bytes_per_token']:,.0f} KV bytes/token)",
             f"{'row':<10} {'sha256-equal':>13} {'max KL':>11} {'argmax':>7} {'max|diff|':>10}"]
    for name, row in report["rows"].items():
        if row.get("applicable", True) is False:  # shifted on a model without rotate-half RoPE
            lines.append(f"{name:<10} n/a ({row.get('reason', 'not applicable')})")
            continue
        lines.append(f"{name:<10} {row['sha_equal']:>6}/{row['samples']:<6} {row['max_kl']:>11.3g} "
                     f"{row['argmax_agreement']:>7.1%} {row['max_abs_diff']:>10.3g}")
    if report.get("sliding_window"):
        lines.append(f"sliding window {report['sliding_window']}: {report['samples_longer_than_window']} samples, "
                     f"{report['entries_longer_than_window']} entries longer than it (longest "
                     f"{report['max_entry_tokens']}); {report['side_by_side_over_window']} side-by-side layouts over it")
    emit(summary, as_json, "\n".join(lines))
    exact_rows = [report["rows"][r] for r in ("graft", "decode", "prefix") if r in report["rows"]]
    if any(r["sha_equal"] != r["samples"] for r in exact_rows) or report["kv_bytes_equal"] != report["samples"]:
        sys.exit(1)


@main.command()
@click.option("-n", "--problems", "n", type=int, default=None,
              help="How many problems (default 8), or with --tools how many tasks (default 3).")
@click.option("--data", default=None, help="GSM8K-style JSONL (question, answer); default: embedded sample.")
@click.option("--budget", type=int, default=None,
              help="Decode budget in tokens: of a cold answer (default: the template's, else 256), or with --tools of "
                   "each reply (128).")
@click.option("--template", default=None,
              help="The problems' layout: gsm-qa-v1 (plain Q:/A:) or gsm-chat-v1 (the chat template, chain of "
                   "thought); default: the named model's own (kvmemory models), else gsm-qa-v1.")
@click.option("--tools", "with_tools", is_flag=True,
              help="The flywheel for an agent with tools: a shop API's task run cold, verified and deposited, then "
                   "asked again, reworded, and in a world where one record changed.")
@model_options
@json_option
@pass_ctx
def demo(c, n, data, budget, template, with_tools, model_opt, dtype_opt, device_opt, as_json):
    """The flywheel: attempt problems cold, verify, deposit, ask again, print a before/after table.

    A cold answer that passes the numeric verifier is deposited as is; where the model fails, the
    reference solution (a verified human solution) is deposited instead, as a library-building run would.
    ``--model qwen2.5-coder-0.5b`` runs it on a model that can follow a prompt (``kvmemory models``).
    ``--tools`` runs the same loop for an agent with tools (see ``kvmemory.tooldemo``).
    """
    from .bench.common import gold_of, load_rows
    from .models import NAMED_MODELS
    from .templates import get_template
    from .verifiers import numeric

    set_model_options(c, model=model_opt, dtype=dtype_opt, device=device_opt)
    if c.lib == DEFAULT_LIB and c.model and c.model != "smollm2-135m-instruct":  # one default library per model:
        c.lib = f"{DEFAULT_LIB}-{Path(c.model).name}"  # a library belongs to the model that built it
    if with_tools:
        if c.lib == DEFAULT_LIB or c.lib.startswith(f"{DEFAULT_LIB}-"):
            c.lib = f"{c.lib}-tools"  # the tool runs get a library of their own
        return _tools_demo(c.memory(), 3 if n is None else n, 128 if budget is None else budget, as_json)
    named = NAMED_MODELS.get(c.model or "smollm2-135m-instruct")
    tpl = get_template(template or (named.numeric_template if named else "gsm-qa-v1"))
    n, budget = 8 if n is None else n, (tpl.solve_max_new_tokens or 256) if budget is None else budget
    mem = c.memory()
    rows = load_rows(data or str(EMBEDDED_SAMPLE), n)
    results = []
    for i, row in enumerate(rows):
        gold = gold_of(row)
        before = mem.answer(row["question"], mode="cold", template=tpl.name, max_new_tokens=budget)
        own = numeric(row["question"], before.text, gold)
        solution = before.text if own.passed else row["answer"]
        entry = mem.deposit(row["question"], solution, answer=gold, verifier="numeric", template=tpl.name,
                            metadata={"source": "model" if own.passed else "reference"})
        after = mem.answer(row["question"], template=tpl.name)
        results.append({
            "problem": i, "gold": gold, "entry": entry.id, "deposited": "model" if own.passed else "reference",
            "before": {"answer": before.answer, "correct": before.answer == gold, "tokens": before.decode_tokens,
                       "seconds": before.timings["total_s"]},
            "after": {"answer": after.answer, "correct": after.answer == gold, "mode": after.mode,
                      "tokens": after.decode_tokens, "seconds": after.timings["total_s"]},
        })
        if not as_json:
            r = results[-1]
            click.echo(f"#{i:<3} gold={gold:<8} cold: {str(before.answer):<8} {'ok ' if r['before']['correct'] else 'bad'} "
                       f"{before.decode_tokens:>4} tok | deposited {r['deposited']:<9} | again: {str(after.answer):<8} "
                       f"{'ok ' if r['after']['correct'] else 'bad'} {after.decode_tokens:>3} tok ({after.mode})")
    nb = sum(r["before"]["correct"] for r in results)
    na = sum(r["after"]["correct"] for r in results)
    tb = sum(r["before"]["tokens"] for r in results)
    ta = sum(r["after"]["tokens"] for r in results)
    sb = sum(r["before"]["seconds"] for r in results)
    sa = sum(r["after"]["seconds"] for r in results)
    summary = {"problems": len(results), "template": tpl.name, "correct_before": nb, "correct_after": na,
               "tokens_before": tb, "tokens_after": ta, "token_ratio": tb / max(ta, 1), "seconds_before": sb,
               "seconds_after": sa,
               "library": str(mem.path), "entries": len(mem), "items": results}
    emit(summary, as_json,
         f"\nbefore: {nb}/{len(results)} right, {tb} decode tokens, {sb:.1f}s\n"
         f"after:  {na}/{len(results)} right, {ta} decode tokens, {sa:.1f}s  "
         f"({tb / max(ta, 1):.0f}x fewer tokens)\nlibrary: {mem.path} ({len(mem)} verified entries)\n"
         f"see it in a browser: kvmemory browse {mem.path}   (or as PNG charts: kvmemory report {mem.path} --out report/)")


def _tools_demo(mem, n: int, budget: int, as_json: bool) -> None:
    """``kvmemory demo --tools``: :func:`kvmemory.tooldemo.run_tools_demo`, a line per run and a summary."""
    from .tooldemo import STAGES, run_tools_demo

    def line(r: dict) -> None:
        where = "memory" if r["modes"] and all(m == "recurring" for m in r["modes"]) else (
            "memory, then decoded" if "recurring" in r["modes"] else "decoded")
        click.echo(f"#{r['task']:<2} {r['stage']:<8} {'verified' if r['verified'] else 'FAILED  '} "
                   f"{r['decode_tokens']:>4} decode tokens  {len(r['calls'])} calls  ({where}"
                   f"{', deposited ' + r['deposited'] if r['deposited'] and r['deposited'] != 'library' else ''})"
                   f"  {r['request']}")

    out = run_tools_demo(mem, n, max_new_tokens=budget, echo=None if as_json else line)
    out.update(library=str(mem.path), entries=len(mem))
    s = out["summary"]
    emit(out, as_json, "\n" + "\n".join(
        f"{stage:<8} {s[stage]['verified']}/{s[stage]['runs']} verified, {s[stage]['from_memory']} from memory, "
        f"{s[stage]['decode_tokens']} decode tokens, {s[stage]['seconds']:.1f}s" for stage in STAGES)
        + f"\nlibrary: {mem.path} ({len(mem)} verified entries)")


if __name__ == "__main__":  # pragma: no cover
    main()


def reference_group() -> click.Group:
    """``main`` with every lazily loaded command resolved: what the generated CLI reference documents."""
    commands = {name: main.get_command(None, name) for name in main.list_commands(None)}
    return click.Group(name="kvmemory", commands=commands, params=main.params, help=main.help)


def __getattr__(name: str):
    if name == "reference":  # kvmemory.cli.reference, for mkdocs-click (docs/cli.md)
        return reference_group()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
