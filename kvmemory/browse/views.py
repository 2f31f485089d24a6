"""What kvmemory's own pages in Datasette show, computed on Datasette's read-only connection to the library's
database: the dashboard (:func:`dashboard`) and an entry's page (:func:`entry_page`)."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

from ..artifact import artifact_path
from . import charts, queries

__all__ = ["DATABASE", "selector", "dashboard", "entry_page"]

DATABASE = "kvmemory"   # Datasette names a database by its file's stem: lib/kvmemory.db


def selector(conn):
    """``select(sql, params)`` on a sqlite3 connection, rows as dicts (what :mod:`queries` takes)."""
    def select(sql: str, params: list) -> list[dict]:
        cur = conn.execute(sql, params)
        names = [c[0] for c in cur.description]
        return [dict(zip(names, row)) for row in cur.fetchall()]

    return select


def dashboard(conn) -> dict:
    """The dashboard's figures and charts (inline SVG)."""
    select = selector(conn)
    figs = charts.figures(queries.daily(select), queries.ttft_by_mode(select))
    return {"summary": queries.summary(select),
            "charts": [{"stem": stem, "title": charts.CHARTS[stem][0], "svg": charts.svg(fig)}
                       for stem, fig in figs.items()]}


def entry_page(conn, lib: Path, entry_id: int) -> dict | None:
    """An entry's page: :func:`queries.entry_view`, the artifact's size and place, the CLI commands."""
    view = queries.entry_view(selector(conn), entry_id)
    if view is None:
        return None
    e = view["entry"]
    sha = e["artifact_sha256"]
    path = artifact_path(lib / "artifacts", sha)
    if not path.exists():
        path = lib / "quarantine" / path.name
    view["artifact"] = {"sha256": sha, "path": str(path), "bytes": path.stat().st_size if path.exists() else None}
    view["metadata"] = json.loads(e["metadata"] or "{}")
    q = shlex.quote(str(lib))
    view["commands"] = [f"kvmemory --lib {q} show {e['id']}",
                        f"kvmemory --lib {q} quarantine {e['id']} --reason 'why it must not be served'",
                        f"kvmemory --lib {q} delete {e['id']} --reason 'why it is deleted'",
                        f"kvmemory --lib {q} events --entry {e['id']}"]
    return view
