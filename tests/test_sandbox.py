"""The unit-test verifier: HumanEval admits the canonical solution, rejects a wrong one; hostile code
(infinite loops, fork bombs, memory blow-ups, writes outside the temporary folder, early exits) gets a
failing verdict with a reason while the test process is unaffected."""

from __future__ import annotations

import os
import time

import pytest

from kvmemory.errors import InputError
from kvmemory.sandbox import UnitTestVerifier, humaneval_verifier, load_humaneval
from kvmemory.verifiers import Verdict, resolve_verifier


@pytest.fixture(scope="module")
def humaneval():
    return load_humaneval()


def test_humaneval_loads_all_problems(humaneval):
    assert len(humaneval) == 164
    assert {"task_id", "prompt", "canonical_solution", "test", "entry_point"} <= set(humaneval[0])


@pytest.mark.parametrize("index", [0, 2, 31])
def test_humaneval_canonical_admitted_wrong_rejected(humaneval, index):
    problem = humaneval[index]
    verify = humaneval_verifier(problem, timeout=10)
    good = verify(problem["prompt"], problem["canonical_solution"], None)
    assert isinstance(good, Verdict) and good.passed, good.reason
    assert good.verifier == "unittest"
    bad = verify(problem["prompt"], "    return None\n", None)
    assert not bad.passed
    assert bad.reason.startswith("tests failed: AssertionError")


def test_full_program_solution_is_accepted(humaneval):
    problem = humaneval[0]
    verify = humaneval_verifier(problem, timeout=10)
    program = problem["prompt"] + problem["canonical_solution"]
    assert verify(problem["prompt"], program, None).passed


def test_full_program_gets_the_prompts_imports(humaneval):
    problem = humaneval[0]  # its prompt imports List from typing
    verify = humaneval_verifier(problem, timeout=10)
    body = problem["prompt"].split("def ", 1)[1]
    program = "def " + body + problem["canonical_solution"]
    assert "from typing import List" not in program
    assert verify(problem["prompt"], program, None).passed


def test_usable_as_kvmemory_verifier():
    verify = UnitTestVerifier("def check(c):\n    assert c(2, 3) == 5\n", entry_point="add", timeout=5)
    name, fn = resolve_verifier(verify)
    assert name == "unittest"
    assert fn("add two numbers", "def add(a, b):\n    return a + b\n", None).passed
    verdict = fn("add two numbers", "def add(a, b):\n    return a - b\n", None)
    assert not verdict.passed and "AssertionError" in verdict.reason


def test_missing_entry_point_fails_cleanly():
    verify = UnitTestVerifier("def check(c):\n    assert c() == 1\n", entry_point="f", timeout=5)
    r = verify.run("def g():\n    return 1\n")
    assert not r.passed and "NameError" in r.reason


def test_syntax_error_fails_cleanly():
    r = UnitTestVerifier("assert True", timeout=5).run("def (:\n")
    assert not r.passed and "SyntaxError" in r.reason


@pytest.mark.parametrize("bad", [dict(tests=""), dict(tests="x", entry_point="not an id"), dict(tests="x", timeout=0)])
def test_bad_configuration_is_input_error(bad):
    with pytest.raises(InputError):
        UnitTestVerifier(**bad)


# -- hostile code ------------------------------------------------------------------------------------

SHORT = dict(timeout=1.0, memory_mb=128)
TESTS = "assert f() == 1\n"


def _host_alive():
    # the test process can still fork, allocate and write: nothing leaked into it
    data = bytearray(8 << 20)
    assert len(data) == 8 << 20
    assert os.getpid() > 0


@pytest.mark.parametrize("source", [
    "def f():\n    while True:\n        pass\nf()\n",
    "import time\ntime.sleep(60)\n",
    "def f():\n    return f()\nimport sys\nsys.setrecursionlimit(10**6)\nwhile True:\n    pass\n",
])
def test_infinite_loop_times_out(source):
    t0 = time.monotonic()
    r = UnitTestVerifier(TESTS, **SHORT).run(source)
    assert not r.passed and r.timed_out
    assert "timed out after 1 s" in r.reason
    assert time.monotonic() - t0 < 4
    _host_alive()


def test_cpu_limit_kills_busy_loop_even_with_long_wall_timeout():
    r = UnitTestVerifier(TESTS, timeout=1.0, memory_mb=128).run("while True:\n    pass\n")
    assert not r.passed


@pytest.mark.parametrize("source", [
    "import os\nwhile True:\n    os.fork()\n",
    "import os\nos.system(':(){ :|:& };:')\n",
    "import subprocess\nsubprocess.Popen(['sleep', '100'])\n",
    "import os\nos.posix_spawn('/bin/sleep', ['sleep', '100'], {})\n",
    "import os\nos.execv('/bin/sh', ['sh', '-c', 'sleep 100'])\n",
    "import multiprocessing\nmultiprocessing.Process(target=print).start()\n",
])
def test_fork_bomb_and_process_creation_refused(source):
    t0 = time.monotonic()
    r = UnitTestVerifier(TESTS, **SHORT).run(source)
    assert not r.passed
    assert "forbidden" in r.reason or "timed out" in r.reason
    assert time.monotonic() - t0 < 4
    _host_alive()


@pytest.mark.parametrize("source", [
    "x = bytearray(10 ** 10)\n",
    "x = [0] * (10 ** 9)\n",
    "x = []\nwhile True:\n    x.append(' ' * (1 << 20))\n",
])
def test_memory_blowup_fails_with_memory_error(source):
    r = UnitTestVerifier(TESTS, **SHORT).run(source)
    assert not r.passed
    assert "MemoryError" in r.reason and "128 MB" in r.reason
    _host_alive()


def test_writes_outside_temp_folder_refused(tmp_path):
    target = tmp_path / "escape.txt"
    home = os.path.expanduser("~/kvmemory-escape-test.txt")
    attempts = [
        f"open({str(target)!r}, 'w').write('x')\n",
        f"open({str(target)!r}, 'a').write('x')\n",
        f"import os\nos.open({str(target)!r}, os.O_CREAT | os.O_WRONLY)\n",
        f"import pathlib\npathlib.Path({str(target)!r}).write_text('x')\n",
        f"import os\nos.chdir({str(tmp_path)!r})\nopen('escape.txt', 'w').write('x')\n",
        f"import os\nos.symlink({str(target)!r}, 'link')\nopen('link', 'w').write('x')\n",
        f"open('../../' * 20 + {str(target)!r}.lstrip('/'), 'w').write('x')\n",
        f"open({home!r}, 'w').write('x')\n",
        f"import shutil\nshutil.rmtree({str(tmp_path)!r})\n",
        f"import os\nos.rename('solution.py', {str(target)!r})\n",
    ]
    keep = tmp_path / "keep.txt"
    keep.write_text("kept")
    for source in attempts:
        r = UnitTestVerifier(TESTS, **SHORT).run(source)
        assert not r.passed, source
        assert "forbidden" in r.reason, (source, r.reason)
    assert not target.exists()
    assert not os.path.exists(home)
    assert keep.read_text() == "kept"


def test_writes_inside_temp_folder_allowed():
    source = "open('scratch.txt', 'w').write('ok')\ndef f():\n    return len(open('scratch.txt').read()) - 1\n"
    assert UnitTestVerifier(TESTS, **SHORT).run(source).passed


@pytest.mark.parametrize("source,needle", [
    ("import sys\nsys.exit(0)\n", "SystemExit"),
    ("import os\nos._exit(0)\n", "before the tests finished"),
    ("print('PASS')\nprint('0' * 32 + ' PASS')\nimport os\nos._exit(0)\n", "before the tests finished"),
    ("import ctypes\n", "forbidden"),
    ("import socket\nsocket.socket()\n", "forbidden"),
    ("import os, signal\nos.kill(1, signal.SIGKILL)\n", "forbidden"),
])
def test_cheating_or_escaping_code_fails(source, needle):
    r = UnitTestVerifier(TESTS, **SHORT).run(source)
    assert not r.passed and needle in r.reason, r.reason


def test_output_flood_is_capped():
    r = UnitTestVerifier(TESTS, timeout=2.0, memory_mb=128, max_output_bytes=64 * 1024).run(
        "while True:\n    print('x' * 10000)\n")
    assert not r.passed
    assert "size limit" in r.reason or "timed out" in r.reason
    assert len(r.stdout) <= 2000


def test_stdin_is_closed():
    r = UnitTestVerifier("assert data == ''\n", **SHORT).run("import sys\ndata = sys.stdin.read()\n")
    assert r.passed, r.reason


def test_environment_is_minimal(monkeypatch):
    monkeypatch.setenv("KVMEMORY_SECRET_TOKEN", "hunter2")
    r = UnitTestVerifier("assert 'KVMEMORY_SECRET_TOKEN' not in os.environ\n", **SHORT).run("import os\n")
    assert r.passed, r.reason
