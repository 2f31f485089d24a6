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


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    """kvmemory's wheel, built offline from a copy of the package (setuptools' build/ folder in the clone could carry
    files an earlier build left)."""
    import shutil
    import subprocess

    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(REPO / "kvmemory", src / "kvmemory", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(REPO / name, src / name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q",
                    "-w", str(tmp), str(src)], check=True, capture_output=True, timeout=300)
    built, = tmp.glob("kvmemory-*.whl")
    return built


def test_the_wheel_carries_no_evaluation_set(wheel):
    """Evaluation sets live in ``evalsets/`` of the repository; the wheel holds what the product reads at run time:
    the demo's problems (with GSM8K's licence), the shop database the tools demo runs against and its tasks, the
    verifier's calibration, the browser pages."""
    import zipfile

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


@pytest.mark.slow
def test_the_demo_runs_from_the_installed_wheel(wheel, tmp_path):
    """The README's main job on an installed (not editable) package: the wheel installed into a folder of its own,
    ``kvmemory demo`` run from elsewhere on the real default model: the problem answered again from memory."""
    import json
    import os
    import subprocess

    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "-q", "--target", str(target),
                    str(wheel)], check=True, capture_output=True, timeout=300)
    env = {**os.environ, "PYTHONPATH": str(target), "HF_HUB_OFFLINE": "1"}

    def run(*args):
        return subprocess.run([sys.executable, *args], cwd=tmp_path, env=env, capture_output=True, text=True,
                              timeout=900)

    where = run("-c", "import kvmemory, kvmemory.verifier as v; print(kvmemory.__file__); "
                      "print(v.load_calibration()['recipe_key'] == v.RECIPE.key())")
    assert where.stdout.split() == [str(target / "kvmemory" / "__init__.py"), "True"], where.stderr[-2000:]
    out = run("-m", "kvmemory", "--lib", str(tmp_path / "lib"), "demo", "-n", "1", "--json")
    assert out.returncode == 0, out.stderr[-2000:]
    d = json.loads(out.stdout)
    assert (d["problems"], d["entries"], d["correct_after"]) == (1, 1, 1)
    assert d["tokens_after"] < d["tokens_before"]
