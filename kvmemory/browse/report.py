"""``kvmemory report``: a library's headline figures and charts written as files (no browser, no Datasette)."""

from __future__ import annotations

import json
from pathlib import Path

from ..errors import InputError
from . import charts, queries

__all__ = ["report"]


def report(lib: str | Path, out: Path) -> dict:
    """Write ``summary.json`` and one PNG per chart of :data:`charts.CHARTS` into ``out``; returns
    ``{"summary": ..., "files": [paths]}``."""
    lib = Path(lib)
    store = queries.open_library(lib)
    try:
        if not store.select("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'decisions'"):
            raise InputError(f"cannot read the decision log of {lib}: it has none and the library cannot be written")
        select = store.select
        summary = queries.summary(select)
        figs = charts.figures(queries.daily(select), queries.ttft_by_mode(select))
    finally:
        store.close()
    out.mkdir(parents=True, exist_ok=True)
    files = [str(charts.write_png(fig, out / f"{stem}.png")) for stem, fig in figs.items()]
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return {"library": str(lib.resolve()), "summary": summary, "files": [str(out / "summary.json"), *files]}
