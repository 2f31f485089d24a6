"""Seeing the memory: a library in the browser (``kvmemory browse``, Datasette) and as PNG charts
(``kvmemory report``).

:mod:`~kvmemory.browse.queries` is the SQL (canned queries, headline figures, series),
:mod:`~kvmemory.browse.charts` draws them (matplotlib), :mod:`~kvmemory.browse.app` and
:mod:`~kvmemory.browse.plugin` put them in Datasette, :mod:`~kvmemory.browse.cli` holds both commands. The
``kvmemory[browse]`` extra brings Datasette and matplotlib; nothing here is imported by the answer path.
"""
