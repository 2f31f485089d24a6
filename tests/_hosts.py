"""A "host" for the many-machines tests: a separate process with its own local cache, driven over pipes.

``python tests/_hosts.py URL CACHE_DIR MODEL_DIR`` opens ``KVMemory(URL, cache_dir=CACHE_DIR)`` on the
tiny model saved at MODEL_DIR (one torch thread) and answers one JSON command per stdin line with one
JSON line on stdout. :class:`Host` starts one and calls it. A deposit is acknowledged when its reply
(with the entry's artifact SHA-256) has been read.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent


class Host:
    """One host process. ``call(op, **args)`` returns its reply (raises on an error reply)."""

    def __init__(self, url: str, cache_dir, model_dir, env: dict):
        full = {**os.environ, **env, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
        self.proc = subprocess.Popen([sys.executable, str(HERE / "_hosts.py"), url, str(cache_dir), str(model_dir)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, env=full)
        self.ready = self.read()

    def send(self, op: str, **args) -> None:
        self.proc.stdin.write(json.dumps({"op": op, **args}) + "\n")
        self.proc.stdin.flush()

    def read(self) -> dict:
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"host exited with {self.proc.wait()}")
        reply = json.loads(line)
        if "error" in reply:
            raise RuntimeError(reply["error"])
        return reply

    def call(self, op: str, **args) -> dict:
        self.send(op, **args)
        return self.read()

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.send("quit")
                self.proc.wait(30)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()


def _serve(url: str, cache_dir: str, model_dir: str) -> None:
    import torch

    torch.set_num_threads(1)
    sys.path.insert(0, str(HERE))
    from _workers import problem

    from kvmemory import KVMemory

    mem = KVMemory(url, cache_dir=cache_dir, model=model_dir)
    mem.fingerprint, mem.embedder
    print(json.dumps({"ready": True, "entries": len(mem)}), flush=True)
    for line in sys.stdin:
        cmd = json.loads(line)
        op = cmd.pop("op")
        try:
            if op == "quit":
                break
            if op == "deposit":  # a list of (tag, n) problems, deposited one by one
                out = []
                for tag, n in cmd["problems"]:
                    p, s, a = problem(tag, n)
                    e = mem.deposit(p, s, answer=a)
                    out.append({"tag": tag, "n": n, "sha": e.sha256, "id": e.id})
                reply = {"acked": out}
            elif op == "sync":
                reply = mem.sync().to_dict()
            elif op == "answer":
                p = problem(*cmd["problem"])[0]
                r = mem.answer(p, mode=cmd.get("mode"), max_new_tokens=4)
                reply = {"mode": r.mode, "entries": [e.sha256 for e in r.entries], "quarantined": r.quarantined}
            elif op == "delete":  # by problem: every active entry for it
                p = problem(*cmd["problem"])[0]
                reply = {"deleted": [mem.delete(e.id, "test delete").sha256 for e in mem.find(p)]}
            elif op == "entries":
                reply = {"entries": [{"id": e.id, "sha": e.sha256, "problem": e.problem} for e in mem.entries()]}
            else:
                reply = {"error": f"unknown op {op}"}
        except Exception as exc:  # noqa: BLE001 - reported to the test
            reply = {"error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()[-2000:]}
        print(json.dumps(reply), flush=True)
    mem.close()


if __name__ == "__main__":
    _serve(*sys.argv[1:4])
