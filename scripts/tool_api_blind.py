"""Tool APIs from a writer who never saw kvmemory, answered cold as a new user would get them.

Reads a set file (``evalsets/tools/blind/apis-writer-2.json``: ``apis``, each a list of OpenAI function specs,
and ``requests``, each a user request, its API and the calls a correct assistant makes). Two stages:

1. **Accepted**: every API's tools are checked and compiled by :func:`kvmemory.toolcalls.normalize_request`, no
   model; a refusal is listed with its message, and what the constraint relaxes (checked after decoding) is named.
2. **Answered** (``--model``; skipped with ``--schemas-only``): each request once, cold on an empty library, with
   ``tool_choice="auto"``. Per reply: refused or not, finish, decode tokens, whether every call validates against
   its function's whole schema (``jsonschema``), and whether the calls are the expected ones (name, and every
   non-null expected argument equal; a request that expects no call is right when the reply is text).

    .venv/bin/python scripts/tool_api_blind.py evalsets/tools/blind/apis-writer-2.json --out r/blind-w2.jsonl
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

import jsonschema

from kvmemory import KVMemory, KVMemoryError
from kvmemory.toolcalls import normalize_request


def _valid(call, tools) -> str | None:
    """None when ``call`` validates against its function's whole schema, else what is wrong."""
    spec = next((t["function"] for t in tools if t["function"]["name"] == call.name), None)
    if spec is None:
        return f"no function {call.name!r}"
    schema = spec.get("parameters") or {"type": "object", "properties": {}}
    try:
        jsonschema.validators.validator_for(schema)(schema, format_checker=jsonschema.FormatChecker()).validate(
            call.arguments)
    except jsonschema.ValidationError as exc:
        return f"{call.name}: {exc.message[:120]}"
    return None


def _matches(expected: dict, call) -> bool:
    if expected["name"] != call.name:
        return False
    return all(v is None or call.arguments.get(k) == v for k, v in (expected.get("arguments") or {}).items())


def _right(expected: list, calls: list) -> bool:
    if not expected:
        return not calls
    if len(calls) != len(expected):
        return False
    left = list(calls)
    for e in expected:
        hit = next((c for c in left if _matches(e, c)), None)
        if hit is None:
            return False
        left.remove(hit)
    return True


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("set", type=Path)
    ap.add_argument("--model", default="qwen2.5-coder-0.5b")
    ap.add_argument("--schemas-only", action="store_true")
    ap.add_argument("--ids", nargs="*", help="only these request ids")
    ap.add_argument("--out", type=Path, help="one JSON line per reply")
    args = ap.parse_args()
    data = json.loads(args.set.read_text())
    apis = data["apis"]
    refused = {}
    for name, tools in apis.items():
        for tool in tools:
            try:
                req = normalize_request([tool])
                relaxed = [r for t in req.tools for r in t.relaxed]
                print(f"accepted {name}.{tool['function']['name']}" + (f" (relaxed: {', '.join(relaxed)})" if relaxed else ""))
            except KVMemoryError as exc:
                refused[f"{name}.{tool['function']['name']}"] = str(exc)
                print(f"REFUSED  {name}.{tool['function']['name']}: {type(exc).__name__}: {str(exc)[:300]}")
    n = sum(len(t) for t in apis.values())
    print(f"\nfunctions accepted: {n - len(refused)}/{n}")
    if args.schemas_only:
        return
    mem = KVMemory(tempfile.mkdtemp(), model=args.model)   # an empty library: every reply cold
    out = args.out.open("a") if args.out else None
    tally = {"requests": 0, "refused": 0, "cut": 0, "invalid": 0, "right": 0, "decode_tokens": 0}
    for q in data["requests"]:
        if args.ids and q["id"] not in args.ids:
            continue
        tools = apis[q["api"]]
        t = time.time()
        row = {"id": q["id"], "api": q["api"]}
        tally["requests"] += 1
        try:
            r = mem.answer([{"role": "user", "content": q["request"]}], tools=tools, tool_choice="auto")
        except KVMemoryError as exc:
            row.update(error=f"{type(exc).__name__}: {exc}")
            tally["refused"] += 1
        else:
            bad = [b for b in (_valid(c, tools) for c in r.tool_calls) if b]
            right = _right(q["expected"], r.tool_calls)
            row.update(finish=r.finish, layout=r.tool_layout, decode_tokens=r.decode_tokens, invalid=bad, right=right,
                       calls=[{"name": c.name, "arguments": c.arguments} for c in r.tool_calls],
                       text=None if r.tool_calls else r.text[:200])
            tally["cut"] += r.finish == "length"
            tally["invalid"] += bool(bad)
            tally["right"] += right
            tally["decode_tokens"] += r.decode_tokens
        row["seconds"] = round(time.time() - t, 1)
        print(json.dumps(row)[:400], flush=True)
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()
    mem.close()
    print("\n" + json.dumps(tally))


if __name__ == "__main__":
    main()
