"""Real kvmemory servers for the serve tests: uvicorn on 127.0.0.1 in a thread (:func:`served`) or in a
subprocess (:func:`served_process`), and a model slowed down by a forward hook (:func:`slowed`) so that a
decode lasts long enough to be queued behind, timed out or walked away from. Sleeping before a forward
changes no logit."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import threading
import time

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def served(app):
    """Run ``app`` on uvicorn at 127.0.0.1:<free port> in a thread; yield its base URL (no ``/v1``)."""
    import uvicorn

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           timeout_graceful_shutdown=30))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.time() + 60
    while not server.started and thread.is_alive() and time.time() < deadline:
        time.sleep(0.02)
    assert server.started, "the server did not start"
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(60)


@contextlib.contextmanager
def slowed(model, seconds: float):
    """Sleep ``seconds`` before every forward of ``model`` (one decode step is at least that long)."""
    handle = model.register_forward_pre_hook(lambda module, args: time.sleep(seconds))
    try:
        yield
    finally:
        handle.remove()


def metric(base: str, name: str, headers: dict | None = None, **labels) -> float:
    """The value of one Prometheus sample at ``base``/metrics (0.0 when absent)."""
    from prometheus_client.parser import text_string_to_metric_families

    text = httpx.get(f"{base}/metrics", headers=headers or {}, timeout=30).text
    total = 0.0
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            if s.name == name and all(s.labels.get(k) == v for k, v in labels.items()):
                total += s.value
    return total


class Process:
    """``kvmemory serve`` in a subprocess: its base URL, its Popen, and its log file."""

    def __init__(self, args: list[str], log_path, env: dict | None = None):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log_path = log_path
        self.log = open(log_path, "wb")
        full_env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "OMP_NUM_THREADS": "1",
                    **(env or {})}
        self.proc = subprocess.Popen([sys.executable, "-m", "kvmemory", "serve", "--host", "127.0.0.1",
                                      "--port", str(self.port), *args], stdout=self.log, stderr=subprocess.STDOUT,
                                     env=full_env)

    def wait_ready(self, timeout: float = 300) -> None:
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"the server exited with {self.proc.returncode}: {self.output()}")
            try:
                if httpx.get(f"{self.base}/health", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise AssertionError(f"the server was not ready in {timeout}s: {self.output()}")

    def terminate(self, timeout: float = 120) -> int:
        self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout)

    def output(self) -> str:
        self.log.flush()
        with open(self.log_path, "rb") as f:
            return f.read().decode(errors="replace")[-4000:]

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(30)
        self.log.close()


@contextlib.contextmanager
def served_process(args: list[str], log_path, env: dict | None = None):
    p = Process(args, log_path, env)
    try:
        p.wait_ready()
        yield p
    finally:
        p.close()
