"""Packaging: every import is a declared dependency, one version source, licence files, type marker."""

from __future__ import annotations

import ast
import importlib.metadata as md
import re
import sys
import tomllib

import pytest

from conftest import REPO

PACKAGES = {  # pyproject, source folder
    "kvmemory": (REPO / "pyproject.toml", REPO / "kvmemory"),
    "langchain-kvmemory": (REPO / "adapters" / "langchain" / "pyproject.toml",
                           REPO / "adapters" / "langchain" / "langchain_kvmemory"),
}


#: Import names of optional extras that are not installed for the tests, with their distribution.
NOT_INSTALLED = {"llama_cpp": "llama-cpp-python"}


def _dist_name(requirement: str) -> str:
    return re.split(r"[\s<>=!~;\[]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def _imports(folder):
    """Top-level module names imported anywhere under ``folder`` (module level and lazy), by file."""
    found = {}
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], set()).add(path.relative_to(REPO).as_posix())
    return found


@pytest.mark.parametrize("dist", sorted(PACKAGES))
def test_every_imported_module_is_a_declared_dependency(dist):
    pyproject, folder = PACKAGES[dist]
    project = tomllib.loads(pyproject.read_text())["project"]
    declared = {_dist_name(r) for r in project["dependencies"]}
    extras = {_dist_name(r) for reqs in project.get("optional-dependencies", {}).values() for r in reqs}
    providers = md.packages_distributions()
    own = {folder.name, "kvmemory"}
    undeclared = {}
    for module, files in _imports(folder).items():
        if module in sys.stdlib_module_names or module in own:
            continue
        dists = {d.lower().replace("_", "-") for d in providers.get(module, [NOT_INSTALLED.get(module, "")])}
        if not dists & (declared | extras):
            undeclared[module] = sorted(files)
    assert not undeclared, f"imported but not declared in {pyproject.name}: {undeclared}"


@pytest.mark.parametrize("dist", sorted(PACKAGES))
def test_version_has_one_source(dist):
    pyproject, folder = PACKAGES[dist]
    version = tomllib.loads(pyproject.read_text())["project"]["version"]
    assert md.version(dist) == version
    module = __import__(folder.name)
    assert module.__version__ == version
    assert not re.search(r"__version__\s*=\s*['\"]\d+\.\d+", (folder / "__init__.py").read_text())


@pytest.mark.parametrize("dist", sorted(PACKAGES))
def test_licence_file_matches_the_declared_licence(dist):
    pyproject, folder = PACKAGES[dist]
    assert tomllib.loads(pyproject.read_text())["project"]["license"] == "Apache-2.0"
    text = (pyproject.parent / "LICENSE").read_text()
    assert "Apache License" in text and "Version 2.0, January 2004" in text
    assert (folder / "py.typed").exists()


def test_gsm8k_carries_its_licence():
    data = REPO / "evalsets" / "gsm8k"
    assert "MIT License" in (data / "LICENSE").read_text()
    assert sum(1 for _ in open(data / "train.jsonl")) == 7473
    assert sum(1 for _ in open(data / "test_dev.jsonl")) == 500


def test_nothing_reads_outside_the_repository():
    """Tests, benchmarks, the demo and the examples read only what the clone holds (no ``../shared``)."""
    offenders = []
    for folder in ("kvmemory", "tests", "examples", "adapters"):
        for path in (REPO / folder).rglob("*.py"):
            text = path.read_text()
            if re.search(r"parent\s*/\s*['\"]shared['\"]|\.\./shared|parents\[\d\]\s*/\s*['\"]shared", text):
                offenders.append(path.relative_to(REPO).as_posix())
    assert offenders == [] or offenders == ["tests/test_packaging.py"], offenders


def test_the_wheel_carries_no_evaluation_set(tmp_path):
    """Evaluation sets live in ``evalsets/`` of the repository; the wheel holds what the product reads at run time:
    the demo's problems (with GSM8K's licence), the shop database the tools demo runs against and its tasks, the
    verifier's calibration, the browser pages."""
    import shutil
    import subprocess
    import zipfile

    src = tmp_path / "src"   # a copy: setuptools' build/ folder in the clone could carry files an earlier build left
    shutil.copytree(REPO / "kvmemory", src / "kvmemory", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(REPO / name, src / name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q",
                    "-w", str(tmp_path), str(src)], check=True, capture_output=True, timeout=300)
    wheel, = tmp_path.glob("kvmemory-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    data = sorted(n for n in names if n.startswith("kvmemory/data/"))
    assert data == ["kvmemory/data/LICENSE-GSM8K", "kvmemory/data/README.md", "kvmemory/data/chat_facts.jsonl",
                    "kvmemory/data/gsm8k_dev50.jsonl", "kvmemory/data/tools/db.json",
                    "kvmemory/data/tools/demo_tasks.jsonl"], data
    assert not [n for n in names if n.startswith("evalsets/") or "/evalsets/" in n or n.endswith(("/train.jsonl",
                                                                                                  "/tasks.jsonl"))]
    assert "MIT License" in zipfile.ZipFile(wheel).read("kvmemory/data/LICENSE-GSM8K").decode()
    # every file the package reads beside its modules (without the calibration an installed package would run the
    # rule alone, silently, even with the verifier built)
    beside = sorted(p.relative_to(REPO).as_posix() for p in (REPO / "kvmemory").rglob("*")
                    if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts)
    assert [n for n in beside if n not in names] == []
