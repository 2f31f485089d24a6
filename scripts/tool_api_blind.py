"""Tool APIs from a writer who never saw kvmemory, answered cold as a new user would get them.

Reads a set file (``evalsets/tools/blind/apis-writer-2.json``: ``apis``, each a list of OpenAI function specs,
and ``requests``, each a user request, its API and the calls a correct assistant makes). Two stages:

1. **Accepted**: every API's tools are checked and compiled by :func:`kvmemory.toolcalls.normalize_request`, no
   model; a refusal is listed with its message, and what the constraint relaxes (checked after decoding) is named.
2. **Answered** (``--model``; skipped with ``--schemas-only``): each request once, cold on an empty library, with
   ``tool_choice="auto"`` (``--arm kvmemory``), or what a user has without kvmemory (``--arm bare``: greedy
   transformers ``generate`` on the model's chat template with ``tools=``, the ``<tool_call>`` blocks read as
   BFCL reads Qwen's, a reply whose blocks do not parse counted as unparsed). Per reply: refused or not, finish, decode tokens, whether every call validates against
   its function's whole schema (``jsonschema``), and whether the calls are the expected ones (name, and every
   non-null expected argument equal; a request that expects no call is right when the reply is text).

    .venv/bin/python scripts/tool_api_blind.py evalsets/tools/blind/apis-writer-2.json --out r/blind-w2.jsonl
    .venv/bin/python scripts/tool_api_blind.py evalsets/tools/blind/apis-writer-2.json --arm bare --out r/bare-w2.jsonl
    .venv/bin/python scripts/tool_api_blind.py evalsets/tools/blind/apis-writer-2.json --score r/blind-w2.jsonl r/bare-w2.jsonl

3. **Scored** (``--score``, from the rows alone): *right* when a reply's calls are the expected ones (or one of the
   set's ``alternatives``), each valid against its whole schema; *exact* when they are right and carry no argument
   beyond the expected ones, unless equal to its schema's ``default`` (a made-up optional argument, as BFCL counts
   it).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

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


def _right(expected: list, calls: list, tools: list | None = None) -> bool:
    """The calls are the expected ones (any order): each names the expected function with every non-null expected
    argument equal. With ``tools``, also *exact*: no argument beyond the expected ones unless it equals its schema's
    ``default`` (a made-up optional argument is wrong, as BFCL's checker counts it)."""
    if not expected:
        return not calls
    if len(calls) != len(expected):
        return False
    left = list(calls)
    for e in expected:
        hit = next((c for c in left if _matches(e, c) and (tools is None or not _extra(e, c, tools))), None)
        if hit is None:
            return False
        left.remove(hit)
    return True


def _extra(expected: dict, call, tools: list) -> list:
    """The arguments of ``call`` that ``expected`` does not name and that differ from their schema's default."""
    spec = next((t["function"] for t in tools if t["function"]["name"] == call.name), {})
    props = (spec.get("parameters") or {}).get("properties") or {}
    named = set(expected.get("arguments") or {})
    return [k for k, v in call.arguments.items() if k not in named and not ("default" in props.get(k, {})
                                                                            and props[k]["default"] == v)]


def score(paths: list[Path], data: dict) -> None:
    """One line per arm file: requests, refused, unparsed, cut, a call breaking its schema, right and exact (each
    right call also valid against its whole schema), from the rows alone."""
    exp = {q["id"]: q for q in data["requests"]}
    print("| arm | requests | refused | unparsed | cut at the budget | a call not valid | right | exact | decode tokens |")
    print("|---|---|---|---|---|---|---|---|---|")
    for path in paths:
        rows = [json.loads(line) for line in path.read_text().splitlines()]
        readings = [("calls", "invalid", "")] + [("calls_lenient", "invalid_lenient", " (lenient)")] * any(
            "calls_lenient" in r for r in rows)
        for calls_key, invalid_key, tag in readings:
            n = {"refused": 0, "unparsed": 0, "cut": 0, "invalid": 0, "right": 0, "exact": 0, "tokens": 0}
            for r in rows:
                q, tools = exp[r["id"]], data["apis"][exp[r["id"]]["api"]]
                n["tokens"] += r.get("decode_tokens") or 0
                n["cut"] += r.get("finish") == "length"
                if "error" in r:
                    n["refused"] += 1
                    continue
                if r.get(calls_key) is None:
                    n["unparsed"] += 1
                    continue
                calls = [SimpleNamespace(**c) for c in r[calls_key]]
                bad = bool(r.get(invalid_key))
                n["invalid"] += bad
                options = [q["expected"]] + (q.get("alternatives") or [])
                n["right"] += not bad and any(_right(o, calls) for o in options)
                n["exact"] += not bad and any(_right(o, calls, tools) for o in options)
            print(f"| {path.stem}{tag} | {len(rows)} | {n['refused']} | {n['unparsed']} | {n['cut']} | {n['invalid']} | "
                  f"{n['right']} | {n['exact']} | {n['tokens']:,} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("set", type=Path)
    ap.add_argument("--model", default="qwen2.5-coder-0.5b")
    ap.add_argument("--schemas-only", action="store_true")
    ap.add_argument("--arm", choices=("kvmemory", "bare"), default="kvmemory")
    ap.add_argument("--max-new-tokens", type=int, default=1024)
    ap.add_argument("--tool-choice", default="auto", help="kvmemory arm: auto, required or none")
    ap.add_argument("--ids", nargs="*", help="only these request ids")
    ap.add_argument("--out", type=Path, help="one JSON line per reply")
    ap.add_argument("--score", type=Path, nargs="+", help="score these output files (no model) and stop")
    args = ap.parse_args()
    data = json.loads(args.set.read_text())
    if args.score:
        return score(args.score, data)
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
    if args.arm == "bare":
        from kvmemory.bench.bfclcheck import decode_ast_qwen
        from kvmemory.bench.bfcldata import bare_answer
        from kvmemory.bench.bfclmulti import calls_in
        from kvmemory.bench.common import load_lm

        lm, tok = load_lm(args.model)
    else:
        mem = KVMemory(tempfile.mkdtemp(), model=args.model)   # an empty library: every reply cold
    out = args.out.open("a") if args.out else None
    tally = {"arm": args.arm, "requests": 0, "refused": 0, "unparsed": 0, "cut": 0, "invalid": 0, "right": 0,
             "decode_tokens": 0}
    for q in data["requests"]:
        if args.ids and q["id"] not in args.ids:
            continue
        tools = apis[q["api"]]
        t = time.time()
        row = {"id": q["id"], "api": q["api"]}
        tally["requests"] += 1
        if args.arm == "bare":
            b = bare_answer(lm, tok, [{"role": "user", "content": q["request"]}], tools, args.max_new_tokens)
            try:
                calls = [SimpleNamespace(name=n, arguments=a) for c in decode_ast_qwen(b["text"]) for n, a in c.items()]
            except Exception as exc:  # noqa: BLE001 -- BFCL's reader: a block that is not a call
                row.update(unparsed=f"{type(exc).__name__}: {str(exc)[:200]}", text=b["text"][:200])
                tally["unparsed"] += 1
                calls = None
            if calls is not None:
                bad = [e for e in (_valid(c, tools) for c in calls) if e]
                right = _right(q["expected"], calls)
                row.update(finish=b["finish"], decode_tokens=b["decode_tokens"], invalid=bad, right=right,
                           calls=[{"name": c.name, "arguments": c.arguments} for c in calls])
                tally["invalid"] += bool(bad)
                tally["right"] += right
            # the lenient reading (every {"name", "arguments"} object in the reply, fenced or not), as bench bfcl's
            # bare-lenient arm reads a bare reply
            loose = [SimpleNamespace(name=n, arguments=a) for n, a in calls_in(b["text"])]
            row.update(raw=b["text"], right_lenient=_right(q["expected"], loose),
                       invalid_lenient=[e for e in (_valid(c, tools) for c in loose) if e],
                       calls_lenient=[{"name": c.name, "arguments": c.arguments} for c in loose])
            tally["right_lenient"] = tally.get("right_lenient", 0) + row["right_lenient"]
            tally["invalid_lenient"] = tally.get("invalid_lenient", 0) + bool(row["invalid_lenient"])
            tally["cut"] += b["finish"] == "length"
            tally["decode_tokens"] += b["decode_tokens"]
            row["seconds"] = round(time.time() - t, 1)
            print(json.dumps(row)[:400], flush=True)
            if out:
                out.write(json.dumps(row) + "\n")
                out.flush()
            continue
        try:
            r = mem.answer([{"role": "user", "content": q["request"]}], tools=tools, tool_choice=args.tool_choice,
                           max_new_tokens=args.max_new_tokens)
        except KVMemoryError as exc:
            row.update(error=f"{type(exc).__name__}: {exc}")
            tally["refused"] += 1
        else:
            bad = [e for e in (_valid(c, tools) for c in r.tool_calls) if e]
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
    if args.arm == "kvmemory":
        mem.close()
    print("\n" + json.dumps(tally))


if __name__ == "__main__":
    main()
