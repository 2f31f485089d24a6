"""``kvmemory browse``: a library in Datasette, with a dashboard and a page per entry.

:func:`make_app` builds the Datasette instance for a library folder: its database opened read-only (Datasette
opens a file database with ``mode=ro``; no canned query writes), the tables labelled and described, the
canned queries of :mod:`kvmemory.browse.queries`, and two pages of kvmemory's own (this module's plugin):

* ``/-/kvmemory``: the headline figures (entries, answers, hit rate, tokens and seconds saved, refusals)
  and the charts of :mod:`kvmemory.browse.charts` as inline SVG;
* ``/-/kvmemory/entries/ID``: one entry: its problem, verified solution and verifier's verdict, the
  artifact's SHA-256 and size on disk, its answers in the decision log, its audit trail, and the commands
  that delete or quarantine it (as text to copy: the browser changes nothing).

An entry's problem in ``entries`` and the entry ids in ``events`` and ``decisions`` link to the entry page. :func:`serve` runs it with
uvicorn on 127.0.0.1 (Datasette comes with the ``kvmemory[browse]`` extra, imported on first use).
"""

from __future__ import annotations

import html
from pathlib import Path

from ..errors import InputError, StoreError
from . import queries
from .views import DATABASE

__all__ = ["make_app", "serve", "metadata", "DATABASE"]

PAGES = Path(__file__).parent / "pages"

TABLES = {
    "entries": ("Verified entries", "One row per deposit that passed its verifier: the problem, the verified solution, "
                "the artifact's SHA-256 (its content address) and how often it answered. Click a problem for the entry's page.", {
        "id": "entry id", "namespace": "the namespace it answers in",
        "problem": "the task as deposited (click for the entry's page)", "solution": "the verified solution", "answer": "the final answer",
        "verifier": "what verified it (numeric, unit tests, a human, ...)", "verdict": "the verifier's verdict",
        "artifact_sha256": "content address of the KV artifact (safetensors)", "tokens": "tokens of KV stored",
        "template": "the layout the entry was computed in", "hits": "answers it served",
        "status": "active, quarantined or deleted", "status_reason": "why it was quarantined or deleted",
        "embedding": "the problem's sentence embedding (what FAISS searches)"}),
    "events": ("Audit trail", "Deposits, quarantines, deletions, imports, builds and repairs, and why.", {}),
    "meta": ("Library facts", "The model fingerprint, embedder and software stack the library was written with.", {}),
    "decisions": ("Decision log", "One row per answer: its mode, the entries used, the same-task decision and the veto "
                  "or score that decided it, tokens, time to first token and the serve-time check (no request text "
                  "unless Settings.decision_log_text is on).", {
        "mode": "recurring, transfer, cold, or replay (a stored tool step)", "entries": "entry ids used (JSON)",
        "decision": "same, changed (refused), or empty when nothing was compared",
        "decision_kind": "the rule or veto that decided", "score": "embedding cosine of the nearest entry",
        "grafted_tokens": "prefill tokens skipped (KV read from memory)", "prompt_tokens": "prefill tokens computed",
        "ttft_ms": "time to first token (ms)", "verified": "1: the reply passed the entry's own check",
        "input_sha256": "SHA-256 of the query's token ids"}),
}


def metadata(lib: Path) -> dict:
    """Datasette's metadata for the library at ``lib``: titles, descriptions, column notes, canned queries."""
    return {
        "title": f"kvmemory: {lib.name}",
        "description_html": ('Verified KV memory at <code>{}</code>. <a href="/-/kvmemory">Dashboard: hit rate, '
                             'savings and time to first token</a>.').format(_escape(str(lib))),
        "plugins": {"kvmemory": {"library": str(lib)}},
        "databases": {DATABASE: {
            "tables": {name: {"title": title, "description": desc, **({"columns": cols} if cols else {})}
                       for name, (title, desc, cols) in TABLES.items()},
            "queries": {name: {"title": title, "description": desc, "sql": sql}
                        for name, (title, desc, sql) in queries.CANNED.items()},
        }},
    }


def _escape(text: str) -> str:
    return html.escape(text, quote=True)


def _datasette():
    try:
        from datasette.app import Datasette
        from datasette.plugins import pm
    except ImportError as exc:
        raise InputError("kvmemory browse needs Datasette: pip install 'kvmemory[browse]'") from exc
    from . import plugin

    if pm.get_plugin("kvmemory-browse") is None:
        pm.register(plugin, name="kvmemory-browse")
    return Datasette


def make_app(lib: str | Path):
    """The Datasette instance for the library folder ``lib`` (InputError if there is none)."""
    try:  # InputError if there is no library; the decision log's table made where it can be
        queries.open_library(lib).close()
    except StoreError:
        pass  # a library that cannot be opened for writing: Datasette reads it as it is
    lib = Path(lib).resolve()
    Datasette = _datasette()
    return Datasette([str(lib / "kvmemory.db")], metadata=metadata(lib), template_dir=str(PAGES),
                     settings={"default_page_size": 50, "sql_time_limit_ms": 5000, "allow_download": False,
                               "truncate_cells_html": 300})


def serve(datasette, *, host: str = "127.0.0.1", port: int = 8001) -> None:
    """Serve ``datasette`` (from :func:`make_app`) with uvicorn until interrupted."""
    import uvicorn

    uvicorn.run(datasette.app(), host=host, port=port, log_level="warning")
