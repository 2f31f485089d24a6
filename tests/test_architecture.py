"""The layer picture of ARCHITECTURE.md holds: no import goes up a layer, no import circle, every module
has a layer; the LangChain adapter and the examples use only names in ``kvmemory.__all__``.

Imports are read with ``ast`` (function-level ones included), nothing is imported.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import kvmemory

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "kvmemory"
ADAPTER = REPO / "adapters" / "langchain" / "langchain_kvmemory"
EXAMPLES = REPO / "examples"

KNOWN_CIRCLES: list[set[str]] = []   # none: a new circle fails, and so does one listed here that is gone


def modules() -> dict[str, Path]:
    """``{dotted name: path}`` of every module in the package (``kvmemory``, ``kvmemory.store``, ...)."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(REPO).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package modules ``name`` imports, anywhere in its body. ``from pkg import x`` counts as
    ``pkg.x`` when that is a module, else as ``pkg``."""
    is_package = path.name == "__init__.py"
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[:len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            targets = [f"{module}.{a.name}" if f"{module}.{a.name}" in known else module for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def layers() -> dict[str, tuple[int, str]]:
    """``{module: (layer number, layer name)}`` from the table in ARCHITECTURE.md."""
    out = {}
    known = modules()
    for line in (REPO / "ARCHITECTURE.md").read_text(encoding="utf-8").splitlines():
        m = re.match(r"\|\s*(\d+)\s+([^|]+?)\s*\|([^|]*)\|", line)
        if not m:
            continue
        number, layer = int(m.group(1)), m.group(2)
        for short in re.findall(r"`([^`]+)`", m.group(3)):
            dotted = "kvmemory" if short == "__init__" else f"kvmemory.{short}"
            if dotted.endswith(".*"):
                stem = dotted[:-2]
                names = [n for n in known if n == stem or n.startswith(stem + ".")]
            else:
                names = [dotted]
            for n in names:
                assert n not in out, f"ARCHITECTURE.md puts {n} in two layers"
                out[n] = (number, layer)
    return out


def circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


# -- the package ---------------------------------------------------------------------------------
def test_the_import_reader_sees_function_level_and_relative_imports():
    graph = import_graph()
    assert "kvmemory.recovery" in graph["kvmemory.store"]            # a top-level relative import
    assert "kvmemory.index" in graph["kvmemory.doctor"]              # inside a function
    assert "kvmemory.templates" in graph["kvmemory.build"]           # ``from . import templates``
    assert "kvmemory.build" in graph["kvmemory.raybuild"]


def test_every_module_has_a_layer():
    missing = sorted(set(modules()) - set(layers()))
    assert not missing, f"add these modules to the layer table in ARCHITECTURE.md: {missing}"
    stale = sorted(set(layers()) - set(modules()))
    assert not stale, f"ARCHITECTURE.md lists modules that do not exist: {stale}"


def test_no_import_goes_up_a_layer():
    where = layers()
    upward = []
    for name, targets in sorted(import_graph().items()):
        for target in sorted(targets):
            if where[target][0] > where[name][0]:
                upward.append(f"{name} (layer {where[name][0]} {where[name][1]}) imports {target} "
                              f"(layer {where[target][0]} {where[target][1]})")
    assert not upward, "imports that break the layer picture of ARCHITECTURE.md:\n" + "\n".join(upward)


def test_no_import_circles():
    found = circles(import_graph())
    new = [sorted(c) for c in found if c not in KNOWN_CIRCLES]
    assert not new, f"import circles: {new}"
    gone = [sorted(c) for c in KNOWN_CIRCLES if c not in found]
    assert not gone, f"these circles are gone: take them out of KNOWN_CIRCLES: {gone}"


def test_a_circle_is_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [{"a", "b", "c"}]


def test_only_the_store_holds_the_database_connection():
    """No module reaches into the store's connection (``store.db``, ``._db``) or runs SQL on its own."""
    offenders = []
    for name, path in modules().items():
        if name == "kvmemory.store":
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"\.(_?db)\b(?!_)", text.replace("kvmemory.db", "")) or "sqlite3.connect" in text:
            offenders.append(name)
    assert not offenders, f"these modules touch the database directly; use Store's methods: {offenders}"


# -- the adapter and the examples -------------------------------------------------------------------
def kvmemory_imports(path: Path) -> list[tuple[str, list[str]]]:
    """``(module, names)`` of every import from kvmemory in a file (``names`` empty for ``import x``)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and not node.level and (node.module or "").split(".")[0] == "kvmemory":
            out.append((node.module, [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            out += [(a.name, []) for a in node.names if a.name.split(".")[0] == "kvmemory"]
    return out


def _only_public_names(files: list[Path]) -> list[str]:
    bad = []
    for path in files:
        for module, names in kvmemory_imports(path):
            where = path.relative_to(REPO)
            if module != "kvmemory" or not names:
                bad.append(f"{where}: imports {module} {names or ''}: use `from kvmemory import ...`")
            bad += [f"{where}: {n} is not in kvmemory.__all__" for n in names if n not in kvmemory.__all__]
    return bad


def test_the_adapter_uses_only_kvmemory_all():
    files = sorted(ADAPTER.rglob("*.py"))
    assert files
    bad = _only_public_names(files)
    assert not bad, "\n".join(bad)


def test_the_examples_use_only_kvmemory_all():
    files = sorted(EXAMPLES.glob("*.py"))
    assert files
    bad = _only_public_names(files)
    assert not bad, "\n".join(bad)
