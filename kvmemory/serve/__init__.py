"""An OpenAI-compatible server over a kvmemory library: ``kvmemory serve`` (optional extra ``kvmemory[serve]``).

Where things are:

=============  ===================================================================================
module         owns
=============  ===================================================================================
app            :func:`create_app` and :class:`ServeConfig`: the middleware layers and the lifespan
routes         the HTTP routes (OpenAI chat/text completions and models, memory, health, metrics)
schemas        request bodies (validated) and OpenAI-shaped replies, the ``kvmemory`` object
scheduler      who runs the model: requests take turns decode step by decode step (fewest tokens
               decoded first), a bounded queue, deadlines and disconnects that stop a decode
guards         body-size limit (413), bearer key (401, constant-time), the loopback-only bind rule
errors         the server's error tree and OpenAI's error object; kvmemory's errors mapped in one place
metrics        Prometheus metrics on the app's own registry
cli            the ``kvmemory serve`` command on uvicorn (or, with ``--ray``, on Ray Serve)
ray            ``kvmemory serve --ray``: the same app as a Ray Serve deployment, one model and one working
               copy of a shared URL library per replica, synced on a schedule and on demand
=============  ===================================================================================

    from kvmemory.serve import ServeConfig, create_app
    app = create_app(ServeConfig(lib="lib/"))      # any ASGI server; `kvmemory serve` runs uvicorn
"""

__all__ = ["ServeConfig", "create_app"]


def __getattr__(name):  # the server stack (fastapi, uvicorn) is imported only when used
    if name in __all__:
        from . import app

        return getattr(app, name)
    raise AttributeError(name)
