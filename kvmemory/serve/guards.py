"""What a request passes before any route sees it, and the bind rule.

* :class:`BodyLimit`: a body over ``max_bytes`` is answered 413 (by its ``Content-Length``, or while it
  is read when it is chunked); nothing of it reaches a route. The body is read here once and replayed.
* :class:`BearerAuth`: with an API key, every route but ``/health`` needs ``Authorization: Bearer KEY``,
  compared in constant time (:func:`hmac.compare_digest`); else 401.
* :func:`check_bind`: without an API key the server binds to loopback only (else :class:`UnsafeBind`,
  which ``kvmemory serve`` reports with exit code 1 before it loads anything).

Both middlewares are plain ASGI (no ``BaseHTTPMiddleware``), so streaming and disconnects pass through.
"""

from __future__ import annotations

import hmac
import ipaddress
import json

from kvmemory import InputError

from .errors import PayloadTooLarge, Unauthorized

OPEN_PATHS = frozenset({"/health"})


async def _send_error(send, err) -> None:
    body = json.dumps(err.body()).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    headers += [(k.lower().encode(), v.encode()) for k, v in err.headers.items()]
    await send({"type": "http.response.start", "status": err.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class BodyLimit:
    """Answer 413 to a request body over ``max_bytes``."""

    def __init__(self, app, max_bytes: int):
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        too_large = PayloadTooLarge(f"request body over this server's limit of {self.max_bytes} bytes "
                                    "(kvmemory serve --max-body)")
        for name, value in scope.get("headers", ()):
            if name == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    declared = -1
                if declared > self.max_bytes:
                    return await _send_error(send, too_large)
        chunks, size = [], 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client left before sending its body
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                return await _send_error(send, too_large)
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay():
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}
            return await receive()  # after the body: http.disconnect, for disconnect detection

        await self.app(scope, replay, send)


class BearerAuth:
    """Require ``Authorization: Bearer <api_key>`` on every path but :data:`OPEN_PATHS`."""

    def __init__(self, app, api_key: str):
        self.app, self.key = app, api_key.encode()

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope.get("path") in OPEN_PATHS:
            return await self.app(scope, receive, send)
        given = b""
        for name, value in scope.get("headers", ()):
            if name == b"authorization":
                given = value
        scheme, _, token = given.partition(b" ")
        if scheme.lower() != b"bearer" or not hmac.compare_digest(token.strip(), self.key):
            err = Unauthorized("missing or wrong API key: send 'Authorization: Bearer <key>' "
                               "(the key the server was started with, --api-key or KVMEMORY_API_KEY)",
                               headers={"WWW-Authenticate": "Bearer"})
            return await _send_error(send, err)
        await self.app(scope, receive, send)


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


class UnsafeBind(InputError):
    """Binding to a non-loopback address without an API key: pass --api-key, or bind to 127.0.0.1."""


def check_bind(host: str, api_key: str | None) -> None:
    """Raise :class:`UnsafeBind` when ``host`` is not loopback and there is no API key."""
    if not api_key and not is_loopback(host):
        raise UnsafeBind(f"refusing to bind to {host} without an API key: pass --api-key (or set "
                         "KVMEMORY_API_KEY), or bind to 127.0.0.1")
