"""Errors a client sees, in OpenAI's shape: ``{"error": {"message", "type", "param", "code"}}``.

Error tree of the server (each maps to one HTTP status)::

    APIError                    500  (base; never raised for bad input)
    ├── BadRequest              400  invalid_request_error (schema, unsupported parameter, InputError)
    │   └── Unsupported         400  a parameter this server does not implement yet (tools, n > 1, ...)
    ├── Unauthorized            401  authentication_error
    ├── NotFound                404  not_found_error
    ├── PayloadTooLarge         413  request body over the server's limit
    ├── QueueFull               429  rate_limit_error, with ``Retry-After``
    ├── RequestTimeout          504  the request ran past the server's per-request timeout
    └── Unavailable             503  the model is not loaded, the server is shutting down, the store is down

kvmemory's own errors are mapped in one place, :func:`from_kvmemory`: ``InputError`` and
``VerificationError`` are 400 (bad input), ``NotFoundError`` 404, ``RemoteError`` 503, anything else 500.
"""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from kvmemory import InputError, KVMemoryError, NotFoundError, RemoteError, VerificationError


class APIError(Exception):
    """An error answered with OpenAI's error object and :attr:`status`."""

    status = 500
    type = "server_error"
    code: str | None = None

    def __init__(self, message: str, *, param: str | None = None, code: str | None = None,
                 headers: dict[str, str] | None = None):
        super().__init__(message)
        self.message, self.param = message, param
        self.code = code or type(self).code
        self.headers = headers or {}

    def body(self) -> dict[str, Any]:
        return error_body(self.message, self.type, param=self.param, code=self.code)

    def response(self) -> JSONResponse:
        return JSONResponse(self.body(), status_code=self.status, headers=self.headers)


class BadRequest(APIError):
    """The request is malformed or asks for something invalid."""

    status, type, code = 400, "invalid_request_error", "invalid_request"


class Unsupported(BadRequest):
    """A parameter this server does not implement yet."""

    code = "unsupported_parameter"


class Unauthorized(APIError):
    """A missing or wrong ``Authorization: Bearer`` key."""

    status, type, code = 401, "authentication_error", "invalid_api_key"


class NotFound(APIError):
    """No such route or entry."""

    status, type, code = 404, "not_found_error", "not_found"


class PayloadTooLarge(APIError):
    """The request body is over the server's ``--max-body`` limit."""

    status, type, code = 413, "invalid_request_error", "request_too_large"


class QueueFull(APIError):
    """Every slot of the request queue is taken: retry after ``Retry-After`` seconds."""

    status, type, code = 429, "rate_limit_error", "queue_full"


class RequestTimeout(APIError):
    """The request ran past the server's per-request timeout; its decode was stopped."""

    status, type, code = 504, "timeout_error", "timeout"


class Unavailable(APIError):
    """The server cannot serve now (shutting down, model failed to load, remote store down)."""

    status, type, code = 503, "server_error", "unavailable"


def error_body(message: str, type_: str, *, param: str | None = None, code: str | None = None) -> dict[str, Any]:
    return {"error": {"message": message, "type": type_, "param": param, "code": code}}


def from_kvmemory(exc: KVMemoryError) -> APIError:
    """The one place kvmemory's errors become HTTP errors."""
    if isinstance(exc, VerificationError):
        return BadRequest(str(exc), code="verification_failed")
    if isinstance(exc, InputError):
        return BadRequest(str(exc))
    if isinstance(exc, NotFoundError):
        return NotFound(str(exc))
    if isinstance(exc, RemoteError):
        return Unavailable(f"the library's remote store failed: {exc}")
    err = APIError(f"{type(exc).__name__}: {exc}")
    return err


def _where(loc) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path")]
    return ".".join(parts) or "body"


async def validation_handler(request: Request, exc: RequestValidationError) -> JSONResponse:
    problems = exc.errors()
    first = problems[0] if problems else {"loc": ("body",), "msg": "invalid request"}
    message = "; ".join(f"{_where(p.get('loc', ()))}: {p.get('msg', 'invalid')}" for p in problems[:5])
    if len(problems) > 5:
        message += f"; and {len(problems) - 5} more"
    return BadRequest(message or "invalid request", param=_where(first.get("loc", ()))).response()


REJECTIONS = (429, 503, 504)   # counted in kvmemory_rejected_total{reason=code}


async def api_error_handler(request: Request, exc: APIError) -> JSONResponse:
    state = getattr(request.app.state, "kvmemory", None)
    if state is not None and exc.status in REJECTIONS:
        state.metrics.rejected.labels(exc.code or "error").inc()
    return exc.response()


async def kvmemory_error_handler(request: Request, exc: KVMemoryError) -> JSONResponse:
    return from_kvmemory(exc).response()


async def http_error_handler(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    kind = {400: BadRequest, 401: Unauthorized, 404: NotFound, 413: PayloadTooLarge}.get(exc.status_code)
    if kind is not None:
        return kind(str(exc.detail)).response()
    body = error_body(str(exc.detail), "invalid_request_error" if exc.status_code < 500 else "server_error")
    return JSONResponse(body, status_code=exc.status_code, headers=getattr(exc, "headers", None))


def install(app) -> None:
    """Register the handlers that turn every error into OpenAI's error object."""
    app.add_exception_handler(RequestValidationError, validation_handler)
    app.add_exception_handler(APIError, api_error_handler)
    app.add_exception_handler(KVMemoryError, kvmemory_error_handler)
    app.add_exception_handler(StarletteHTTPException, http_error_handler)
