"""``kvmemory report``: a library's headline figures and charts written as files (no browser, no Datasette)."""

from __future__ import annotations

import json
from pathlib import Path

from ..decisions import create_table
from ..errors import InputError, StoreError
from ..store import Store
from . import charts, queries

__all__ = ["report"]


def report(lib: str | Path, out: Path) -> dict:
    """Write ``summary.json`` and one PNG per chart of :data:`charts.CHARTS` into ``out``; returns
    ``{"summary": ..., "files": [paths]}``."""
    lib = Path(lib)
    if not (lib / "kvmemory.db").is_file():
        raise InputError(f"no library at {lib} (no kvmemory.db): run `kvmemory demo` first, or pass the library folder")
    store = Store(lib, recover=False)
    try:
        try:
            create_table(store)
        except StoreError as exc:
            raise InputError(f"cannot read the decision log of {lib}: {exc}") from exc

        select = store.select
        summary = queries.summary(select)
        figs = charts.figures(queries.daily(select), queries.ttft_by_mode(select))
    finally:
        store.close()
    out.mkdir(parents=True, exist_ok=True)
    files = [str(charts.write_png(fig, out / f"{stem}.png")) for stem, fig in figs.items()]
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return {"library": str(lib.resolve()), "summary": summary, "files": [str(out / "summary.json"), *files]}
