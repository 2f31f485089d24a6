"""The Datasette plugin behind ``kvmemory browse``: the dashboard and entry pages, and links to an entry's page
(from its problem in ``entries``, from the ids in ``events`` and ``decisions``).

Registered by :func:`kvmemory.browse.app.make_app` (never through an entry point, so installing kvmemory
adds nothing to a Datasette the user runs for other databases). It reads the library folder from the
``kvmemory`` plugin configuration that :func:`~kvmemory.browse.app.metadata` writes.
"""

from __future__ import annotations

import json
from pathlib import Path

from datasette import hookimpl
from datasette.utils.asgi import NotFound, Response
from markupsafe import Markup, escape

from . import queries, views

__all__ = ["register_routes", "render_cell"]


def _lib(datasette) -> Path:
    return Path((datasette.plugin_config("kvmemory") or {})["library"])


async def dashboard(datasette, request):
    db = datasette.get_database(views.DATABASE)
    context = await db.execute_fn(views.dashboard)
    context["lib"] = str(_lib(datasette))
    context["queries"] = [(name, title) for name, (title, _, _) in queries.CANNED.items()]
    context["database"] = views.DATABASE
    return Response.html(await datasette.render_template("kvmemory_dashboard.html", context, request=request))


async def entry(datasette, request):
    entry_id = int(request.url_vars["entry_id"])
    db = datasette.get_database(views.DATABASE)
    view = await db.execute_fn(lambda conn: views.entry_page(conn, _lib(datasette), entry_id))
    if view is None:
        raise NotFound(f"no entry {entry_id} in this library")
    view["database"] = views.DATABASE
    return Response.html(await datasette.render_template("kvmemory_entry.html", view, request=request))


@hookimpl
def register_routes():
    return [(r"^/-/kvmemory$", dashboard), (r"^/-/kvmemory/entries/(?P<entry_id>\d+)$", entry)]


TRUNCATE = 300   # characters of a problem shown in a table cell


def _link(entry_id) -> str:
    return f'<a href="/-/kvmemory/entries/{int(entry_id)}">{int(entry_id)}</a>'


@hookimpl
def render_cell(row, value, column, table, database):
    if database != views.DATABASE:
        return None
    if table == "entries" and column == "problem" and isinstance(value, str) and "id" in row.keys():
        text = value if len(value) <= TRUNCATE else value[:TRUNCATE] + "…"
        return Markup(f'<a href="/-/kvmemory/entries/{int(row["id"])}">{escape(text)}</a>')
    if (table, column) == ("events", "entry_id") and isinstance(value, int):
        return Markup(_link(value))
    if table == "decisions" and column == "entries" and isinstance(value, str):
        try:
            ids = json.loads(value)
        except ValueError:
            return None
        if isinstance(ids, list) and all(isinstance(i, int) for i in ids):
            return Markup("[" + ", ".join(_link(i) for i in ids) + "]")
        return Markup(escape(value))
    return None
