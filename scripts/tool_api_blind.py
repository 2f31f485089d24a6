"""Tool APIs from a writer who never saw kvmemory, answered cold as a new user would get them.

Reads a set file (``evalsets/tools/blind/apis-writer-2.json``: ``apis``, each a list of OpenAI function specs,
and ``requests``, each a user request, its API and the calls a correct assistant makes). Four stages:

1. **Accepted**: every API's tools are checked and compiled by :func:`kvmemory.toolcalls.normalize_request`, no
   model; a refusal is listed with its message, and what the constraint relaxes (checked after decoding) is named.
2. **Answered** (``--model``; skipped with ``--schemas-only``): each request once, cold on an empty library, with
   ``tool_choice="auto"`` (``--arm kvmemory``), or what a user has without kvmemory (``--arm bare``: greedy
   transformers ``generate`` on the model's chat template with ``tools=``, the ``<tool_call>`` blocks read as
   BFCL reads Qwen's, and leniently). Per reply: refused or not, finish, decode tokens, whether every call validates
   against its function's whole schema (``jsonschema``), and the calls.

    .venv/bin/python scripts/tool_api_blind.py evalsets/tools/blind/apis-writer-2.json --out r/blind-w2.jsonl
    .venv/bin/python scripts/tool_api_blind.py evalsets/tools/blind/apis-writer-2.json --arm bare --out r/bare-w2.jsonl
    .venv/bin/python scripts/tool_api_blind.py evalsets/tools/blind/apis-writer-2.json --score r/blind-w2.jsonl r/bare-w2.jsonl

3. **Scored** (``--score``, from the rows alone): *right* when a reply's calls are the expected ones (or one of the
   set's ``alternatives``), each valid against its whole schema; *exact* when they are right and carry no argument
   beyond the expected ones, unless equal to its schema's ``default`` (a made-up optional argument, as BFCL counts
   it).

4. **The flywheel** (``--flywheel evalsets/tools/blind/rewordings-writer-3.json``): each request deposited as a
   verified episode with the writer's calls, then another writer's rewordings and changed requests asked once
   (:func:`flywheel`).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import jsonschema

from kvmemory import DEFAULT_SETTINGS, KVMemory, KVMemoryError
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
    for k, path in enumerate(paths):
        score_rows(path.stem, [json.loads(line) for line in path.read_text().splitlines()], data, header=k == 0)


def score_rows(arm: str, rows: list[dict], data: dict, *, header: bool = True) -> None:
    """:func:`score`'s lines for one arm's ``rows``."""
    exp = {q["id"]: q for q in data["requests"]}
    if header:
        print("| arm | requests | refused | unparsed | cut at the budget | a call not valid | right | exact | decode tokens |")
        print("|---|---|---|---|---|---|---|---|---|")
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
        print(f"| {arm}{tag} | {len(rows)} | {n['refused']} | {n['unparsed']} | {n['cut']} | {n['invalid']} | "
              f"{n['right']} | {n['exact']} | {n['tokens']:,} |")


def _has_null(calls: list) -> bool:
    return any(v is None for c in calls for v in (c.get("arguments") or {}).values())


def _episode(request: str, calls: list) -> list[dict]:
    """``request`` as a verified one-step episode: the writer's calls, a placeholder result each, a final answer."""
    tcs = [{"id": f"call_{i}", "type": "function", "function": {"name": c["name"], "arguments": json.dumps(c["arguments"])}}
           for i, c in enumerate(calls)]
    return ([{"role": "user", "content": request}, {"role": "assistant", "content": None, "tool_calls": tcs}]
            + [{"role": "tool", "tool_call_id": c["id"], "content": '{"ok": true}'} for c in tcs]
            + [{"role": "assistant", "content": "Done."}])


def _same_calls(expected: list, calls: list) -> bool:
    """The calls are exactly the expected ones (names and whole arguments, any order)."""
    key = lambda c: json.dumps([c["name"], c["arguments"]], sort_keys=True)   # noqa: E731
    return sorted(map(key, expected)) == sorted(map(key, calls))


def _writer_check(want: list):
    """The deposit verifier: the episode's calls are exactly the writer's ``want``."""
    def check(messages):
        got = [{"name": c["function"]["name"], "arguments": json.loads(c["function"]["arguments"])}
               for m in messages if m["role"] == "assistant" for c in m.get("tool_calls") or []]
        return _same_calls(want, got), "the episode's calls are the writer's"

    return check


def flywheel(mem, data: dict, items: list[dict], out, max_new_tokens: int | None = None) -> None:
    """Deposit each request whose calls the writer gave whole (no null placeholder) as a verified episode (its
    verifier: the episode's calls are the writer's), then ask each rewording (``kind: same``) and each changed request
    (``kind: changed``) of another writer once. A rewording should come back from memory (``replay``, 0 decode
    tokens, the stored calls); a changed request must not (a stored call served to it is a false hit). With
    ``max_new_tokens=1`` a request not served from memory stops after its first decoded token: the run measures the
    same-task decision alone, and its ``right`` counts the replays only."""
    exp = {q["id"]: q for q in data["requests"]}
    stored = {}
    for q in data["requests"]:
        if not q["expected"] or _has_null(q["expected"]):
            continue
        try:
            mem.deposit(_episode(q["request"], q["expected"]), tools=data["apis"][q["api"]],
                        verifier=_writer_check(q["expected"]))
            stored[q["id"]] = True
        except KVMemoryError as exc:
            print(f"not deposited {q['id']}: {type(exc).__name__}: {str(exc)[:200]}")
    print(f"deposited {len(stored)} episodes")
    tally = {"same": [0, 0, 0, 0], "changed": [0, 0, 0, 0]}   # asked, from memory, right, from memory and wrong
    for it in items:
        if it["of"] not in stored:
            continue
        q = exp[it["of"]]
        t = time.time()
        r = mem.answer([{"role": "user", "content": it["request"]}], tools=data["apis"][q["api"]], tool_choice="auto",
                       max_new_tokens=max_new_tokens)
        calls = [{"name": c.name, "arguments": c.arguments} for c in r.tool_calls]
        replayed = (r.replay or {}).get("action") == "replay"
        right = _same_calls(it["expected"], calls) if it["expected"] else not calls
        row = {"id": it["id"], "of": it["of"], "kind": it["kind"], "change": it.get("change"), "mode": r.mode,
               "replay": (r.replay or {}).get("action"), "decode_tokens": r.decode_tokens, "right": right,
               "calls": calls, "same_problem": {k: (r.same_problem or {}).get(k) for k in ("same", "kind", "reason")},
               "seconds": round(time.time() - t, 1)}
        n = tally[it["kind"]]
        n[0] += 1
        n[1] += replayed
        n[2] += right
        n[3] += replayed and not right
        _emit(row, out)
    for kind, (asked, memory, right, false) in tally.items():
        print(f"{kind}: {asked} asked, {memory} from memory, {right} right, {false} served from memory and wrong")


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
    ap.add_argument("--flywheel", type=Path, help="a rewordings file: deposit, then ask its items (stage 4)")
    ap.add_argument("--rules-only", action="store_true", help="Settings(verifier=False): the same-task rule alone")
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
        settings = replace(DEFAULT_SETTINGS, verifier=False) if args.rules_only else DEFAULT_SETTINGS
        mem = KVMemory(tempfile.mkdtemp(), model=args.model, settings=settings)   # an empty library: every reply cold
    out = args.out.open("a") if args.out else None
    if args.flywheel:
        items = json.loads(args.flywheel.read_text())["items"]
        if args.ids:
            data = {**data, "requests": [q for q in data["requests"] if q["id"] in args.ids]}
            items = [it for it in items if it["of"] in args.ids]
        flywheel(mem, data, items, out, args.max_new_tokens)
        mem.close()
        return
    rows = []
    for q in data["requests"]:
        if args.ids and q["id"] not in args.ids:
            continue
        tools = apis[q["api"]]
        t = time.time()
        row = {"id": q["id"], "api": q["api"]}
        if args.arm == "bare":
            b = bare_answer(lm, tok, [{"role": "user", "content": q["request"]}], tools, args.max_new_tokens)
            row.update(finish=b["finish"], decode_tokens=b["decode_tokens"], raw=b["text"])
            try:
                calls = [SimpleNamespace(name=n, arguments=a) for c in decode_ast_qwen(b["text"]) for n, a in c.items()]
                row.update(_calls(calls, tools))
            except Exception as exc:  # noqa: BLE001 -- BFCL's reader: a block that is not a call
                row.update(unparsed=f"{type(exc).__name__}: {str(exc)[:200]}")
            # the lenient reading (every {"name", "arguments"} object in the reply, fenced or not), as bench bfcl's
            # bare-lenient arm reads a bare reply
            loose = _calls([SimpleNamespace(name=n, arguments=a) for n, a in calls_in(b["text"])], tools)
            row.update(calls_lenient=loose["calls"], invalid_lenient=loose["invalid"])
        else:
            try:
                r = mem.answer([{"role": "user", "content": q["request"]}], tools=tools, tool_choice=args.tool_choice,
                               max_new_tokens=args.max_new_tokens)
            except KVMemoryError as exc:
                row.update(error=f"{type(exc).__name__}: {exc}")
            else:
                row.update(finish=r.finish, layout=r.tool_layout, decode_tokens=r.decode_tokens,
                           schema_errors=r.schema_errors, text=None if r.tool_calls else r.text[:200],
                           **_calls(r.tool_calls, tools))
        row["seconds"] = round(time.time() - t, 1)
        rows.append(row)
        _emit(row, out)
    if args.arm == "kvmemory":
        mem.close()
    print()
    score_rows(f"{args.arm} (this run)", rows, data)


def _calls(calls: list, tools: list) -> dict:
    """A row's ``calls`` and the schema breaches among them (``invalid``, :func:`_valid`)."""
    return {"calls": [{"name": c.name, "arguments": c.arguments} for c in calls],
            "invalid": [e for e in (_valid(c, tools) for c in calls) if e]}


def _emit(row: dict, out) -> None:
    """Print ``row`` (cut) and append it to ``out`` as one JSON line."""
    print(json.dumps(row)[:400], flush=True)
    if out:
        out.write(json.dumps(row) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
