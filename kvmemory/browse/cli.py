"""``kvmemory browse`` (the library in Datasette) and ``kvmemory report`` (the same figures and charts as files)."""

from __future__ import annotations

from pathlib import Path

import click

from ..cli import emit, json_option, pass_ctx

__all__ = ["browse_command", "report_command"]


def _lib(c, lib: str | None) -> str:
    """The folder to read: LIB or --lib; for a library at a URL, this host's catalog of it (its own answers)."""
    from ..remote import catalog_dir, is_url

    lib = lib or c.lib
    return str(catalog_dir(lib, c.cache_dir)) if is_url(lib) else lib


@click.command("browse")
@click.argument("lib", required=False)
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to bind. Anything but a loopback address publishes the library to that network.")
@click.option("--port", default=8001, show_default=True, type=int, help="Port to serve on.")
@json_option
@pass_ctx
def browse_command(c, lib, host, port, as_json):
    """Browse a library in Datasette: entries, the decision log, the audit trail, canned queries, a dashboard
    of hit rate, savings and time to first token, and a page per entry. Read-only. LIB defaults to --lib; for a
    library at a URL, this host's catalog is shown (its entries and the answers this host gave).
    Needs the browse extra: pip install 'kvmemory[browse]'. With --json, the addresses are printed as JSON
    before the server starts."""
    from .app import make_app, serve

    path = _lib(c, lib)
    app = make_app(path)   # fails here, before the server starts, on a missing library or extra
    where = {"library": str(Path(path).resolve()), "dashboard": f"http://{host}:{port}/-/kvmemory",
             "tables": f"http://{host}:{port}/kvmemory"}
    emit(where, as_json, f"kvmemory browse: {where['library']}\n  dashboard  {where['dashboard']}\n"
                         f"  tables     {where['tables']}\n(Ctrl-C to stop)")
    serve(app, host=host, port=port)


@click.command("report")
@click.argument("lib", required=False)
@click.option("--out", "out", required=True, type=click.Path(file_okay=False),
              help="Folder for summary.json and the charts as PNG (created if missing).")
@json_option
@pass_ctx
def report_command(c, lib, out, as_json):
    """Write a library's headline figures (summary.json) and its charts (hit-rate.png, tokens-saved.png,
    ttft-by-mode.png) to OUT, for people without a browser. LIB defaults to --lib. Needs matplotlib
    (pip install 'kvmemory[browse]')."""
    from .report import report

    result = report(_lib(c, lib), Path(out))
    s = result["summary"]
    rate = "n/a" if s["hit_rate"] is None else f"{100 * s['hit_rate']:.1f}%"
    emit(result, as_json, "\n".join([
        f"{s['entries']} entries, {s['answers']} answers logged, hit rate {rate}, "
        f"{s['prefill_tokens_skipped']:,} prefill tokens skipped, {s['refused']} refused as changed",
        *(f"  {p}" for p in result["files"])]))
