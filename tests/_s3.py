"""A real S3-compatible server for tests: moto's standalone HTTP server on 127.0.0.1, in a subprocess.

:func:`start` returns an :class:`S3Server` whose :meth:`env` holds what a client needs (the standard
``AWS_ENDPOINT_URL`` and dummy keys) and whose :meth:`bucket` makes a fresh bucket. :class:`Proxy` is a
TCP forwarder in front of it that can refuse, stall or cut connections mid-request (the faults).
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.request
import uuid


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class S3Server:
    def __init__(self):
        self.port = free_port()
        self.proc = subprocess.Popen([sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(self.port)],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"{self.endpoint}/moto-api/", timeout=2)
                break
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("moto server did not start")
                time.sleep(0.1)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def env(self, endpoint: str | None = None) -> dict:
        return {"AWS_ENDPOINT_URL": endpoint or self.endpoint, "AWS_ACCESS_KEY_ID": "testing",
                "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "us-east-1"}

    def bucket(self) -> str:
        import boto3

        name = f"kvm-{uuid.uuid4().hex[:12]}"
        boto3.client("s3", endpoint_url=self.endpoint, aws_access_key_id="testing",
                     aws_secret_access_key="testing", region_name="us-east-1").create_bucket(Bucket=name)
        return name

    def client(self):
        import boto3

        return boto3.client("s3", endpoint_url=self.endpoint, aws_access_key_id="testing",
                            aws_secret_access_key="testing", region_name="us-east-1")

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class Proxy:
    """Forwards 127.0.0.1:port to the server. ``mode``: "up" forwards; "down" refuses (closes at once);
    "stall" holds connections without answering; "cut" forwards only ``cut_bytes`` of each request
    and then drops the connection (a partial upload). ``faults`` counts connections it damaged; with
    ``limit`` set, only that many connections are damaged, later ones are forwarded."""

    def __init__(self, target_port: int):
        self.target = target_port
        self.mode, self.cut_bytes, self.limit, self.faults = "up", 2048, None, 0
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.port = self.sock.getsockname()[1]
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def set(self, mode: str, *, limit: int | None = None, cut_bytes: int = 2048) -> None:
        with self._lock:
            self.mode, self.limit, self.cut_bytes, self.faults = mode, limit, cut_bytes, 0

    def _fault(self) -> str:
        with self._lock:
            if self.mode == "up" or (self.limit is not None and self.faults >= self.limit):
                return "up"
            self.faults += 1
            return self.mode

    def _accept(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn):
        mode = self._fault()
        if mode == "down":
            conn.close()
            return
        if mode == "stall":
            time.sleep(30)
            conn.close()
            return
        try:
            up = socket.create_connection(("127.0.0.1", self.target))
        except OSError:
            conn.close()
            return
        budget = [self.cut_bytes if mode == "cut" else None]

        def pipe(src, dst, limited):
            try:
                while True:
                    data = src.recv(65536)
                    if not data:
                        break
                    if limited and budget[0] is not None:
                        if len(data) >= budget[0]:
                            dst.sendall(data[:budget[0]])
                            break
                        budget[0] -= len(data)
                    dst.sendall(data)
            except OSError:
                pass
            for s in (src, dst):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                s.close()

        threading.Thread(target=pipe, args=(conn, up, True), daemon=True).start()
        threading.Thread(target=pipe, args=(up, conn, False), daemon=True).start()

    def close(self):
        self.sock.close()


def start() -> S3Server:
    return S3Server()


if __name__ == "__main__":  # pragma: no cover - a server to try things by hand
    s = start()
    print(s.endpoint, flush=True)
    try:
        s.proc.wait()
    finally:
        s.stop()


@contextlib.contextmanager
def serving():
    """A started server whose endpoint and dummy keys are in ``os.environ`` (the standard places) while
    the block runs; the environment is put back and the server stopped after it."""
    server = start()
    saved = {k: os.environ.get(k) for k in server.env()}
    os.environ.update(server.env())   # AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID, ...
    try:
        yield server
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        server.stop()
