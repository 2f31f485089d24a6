"""Suite ``bfcl``: the Berkeley Function-Calling Leaderboard's single-turn Python categories, a benchmark
nobody here wrote, asked with and without kvmemory.

Data: the ``bfcl-eval==2026.3.23`` wheel (Apache-2.0), installed with ``pip install --no-deps
bfcl-eval==2026.3.23`` for its data files only (its declared dependencies pin numpy 1.26.4 and many API
clients). The files are found without importing ``bfcl_eval`` (:func:`data_dir`): ``data/BFCL_v4_<category>.json``
and ``data/possible_answer/BFCL_v4_<category>.json``, JSON lines. Categories (:data:`CATEGORIES`):
``simple_python`` (one function, one call), ``multiple`` (several functions, one call), ``parallel`` (one
function, several calls), ``parallel_multiple`` (several functions, several calls) and ``irrelevance``
(no function fits: right is no call). Each item is its question's messages and its functions as OpenAI
tools (:func:`convert`): ``"type": "dict"`` -> ``object``, ``float`` -> ``number``, ``tuple`` -> ``array``,
``any`` -> no type constraint, other types kept (an unknown one as ``string``, as BFCL does); property order
kept; BFCL's own hints appended to descriptions as its function-calling handlers send them (" Note that
the provided function is in Python 3 syntax." on each function, " This is a float type value." on each
float parameter); dots in names replaced by ``_`` (as BFCL does for function-calling models; OpenAI's
name rule has no dots), with the map back in ``item["names"]``.

Right is BFCL's AST checker, reimplemented torch- and numpy-free in :mod:`kvmemory.bench.bfclcheck` and
applied as BFCL applies it to a function-calling model (``underscore_to_dot``). Arms, each on the same
seeded sample of ``samples`` items per category:

* ``bare``: what a user has without kvmemory. ``transformers`` ``model.generate``, greedy, on the
  tokenizer's own chat template with ``tools=`` (``apply_chat_template(messages, tools=tools,
  add_generation_prompt=True)``), ``max_new_tokens``; the reply is read as BFCL reads a Qwen2.5 FC model
  (``<tool_call>\\n{"name": ..., "arguments": {...}}\\n</tool_call>`` blocks; plain text: no call). A
  template that does not render ``tools=`` (the default SmolLM2's) gives the model no functions; a model
  that writes calls in another format gets no call read.
* ``cold``: :meth:`kvmemory.KVMemory.answer` with ``tools=`` and ``tool_choice="auto"`` (so the model may
  decline, which ``irrelevance`` needs) on an empty library: kvmemory's layout and constrained decoding.
* ``recurring``: each item's verified ground truth deposited as an episode (:func:`ground_truth_calls`:
  the first allowed value of each argument, arguments whose first allowed value is ``""`` left out
  unless required;
  deposited only when the checker passes it and it validates against the tool schemas; the verifier is
  the checker, :func:`episode_verifier`), then the question asked again. Expected: ``mode ==
  "recurring"``, 0 decode tokens, right. Irrelevance items deposit the verified decline (no call).
  The tool results and final answer of a deposited episode are placeholders (:data:`RESULT`,
  :data:`FINAL`): BFCL's single-turn items are checked, not executed, and only the first step is asked.
  With ``--rewordings FILE`` the same library is then asked each item reworded (``recurring-reworded``: from
  memory it must be right) and with one number changed (``recurring-changed``: from memory is a false hit);
  see :mod:`kvmemory.bench.bfclreword`.
* ``transfer`` and ``transfer-text``: per category, a seeded pool of ``pool`` other items (disjoint from
  the asked ones) is deposited verified; each asked item is answered with the ``k`` nearest grafted
  (``mode="transfer"``, template ``tool-episode-v1``) and with the same episodes pasted as earlier
  messages (:func:`kvmemory.bench.tools.capability_answers`). The cold baseline is arm ``cold`` on the
  same items (run whenever ``transfer`` is). Over grafted episodes kvmemory lays the tools out in its generic
  block by default; with ``--episode-layout native`` the library stores its episodes, and lays the request
  over them, in the chat template's own tool format (``Settings.episode_layout``, :mod:`kvmemory.toolcalls.hook`).

One ledger line per item and arm: ``item`` the BFCL id, ``score`` 1/0 (the checker's verdict), ``answer``
the reply (decoded calls as JSON, or text), ``input_sha256`` the SHA-256 of the input's JSON
(``{"messages", "tools"}``), ``metrics`` with ``category``, ``right``, ``calls`` (as decoded, the names the
model saw), ``functions`` (those names mapped back to BFCL's), ``error_type``, ``decode_tokens``,
``prompt_tokens``, ``wall_s``, ``output_sha256`` (of ``answer``), and the mode, replay action and entries
where kvmemory answered. :func:`score_lines` recomputes accuracy per category and arm with Wilson 95%
intervals (and BFCL's unweighted mean over categories) from those lines alone.

``multi_turn_base`` (:data:`MULTI_TURN`; asked only when named, it is slow): several user turns run against BFCL's
executable backends, checked by its multi-turn checker, the same arms plus ``bare-lenient``; see
:mod:`kvmemory.bench.bfclmulti`.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from .bfclcheck import CATEGORIES, check, decode_ast_qwen
from .bfcldata import (BFCL_PIP, FLOAT_HINT, PYTHON_HINT, bare_answer, convert, convert_function, convert_schema,
                       data_dir, input_sha256, load, load_items, split)

__all__ = ["CATEGORIES", "ARMS", "LINE_ARMS", "BFCL_PIP", "data_dir", "load", "load_items", "convert",
           "convert_function", "convert_schema", "split", "ground_truth_calls", "deposit_check", "verdict",
           "episode", "episode_verifier", "bare_answer", "run", "lenient_lines", "score_lines", "targets",
           "markdown_lines",
           "MULTI_TURN", "KNOWN_CATEGORIES"]

#: The multi-turn categories (:mod:`kvmemory.bench.bfclmulti`); slow, so not among the defaults (:data:`CATEGORIES`).
MULTI_TURN = ("multi_turn_base",)
#: Every category ``--categories`` may name.
KNOWN_CATEGORIES = CATEGORIES + MULTI_TURN
#: What ``--arms`` selects.
ARMS = ("bare", "cold", "recurring", "transfer")
#: The arms ledger lines carry (``transfer`` writes ``transfer`` and ``transfer-text``).
LINE_ARMS = ("bare", "cold", "recurring", "transfer", "transfer-text")
#: The tool result and final answer of a deposited episode (BFCL single-turn items are not executed).
RESULT = '{"bfcl":"the call is checked by the BFCL AST checker, not executed"}'
FINAL = "The function call above answers the request."
#: The final answer of a deposited irrelevance episode: no function fits.
DECLINE = "None of the functions offered can answer this request."


# -- ground truth, verdicts, episodes -------------------------------------------------------------------

def _first(allowed):
    """The first allowed value of an argument: dicts (and lists of dicts) have allowed values per key,
    as BFCL's ``dict_checker`` reads them; keys whose first allowed value is ``""`` are left out."""
    if isinstance(allowed, dict):
        return {k: v[0] for k, v in allowed.items() if isinstance(v, list) and v and v[0] != ""}
    if isinstance(allowed, list):
        return [_first(x) if isinstance(x, dict) else x for x in allowed]
    return allowed


def ground_truth_calls(item: dict) -> list[tuple[str, dict]]:
    """The item's ground truth as calls ``(tool name, arguments)``: the first allowed value of each argument,
    an argument whose first allowed value is ``""`` (optional) left out, unless the function requires it
    (then its first other value). ``[]`` for ``irrelevance``."""
    from .bfclcheck import find_description

    calls = []
    for call in item.get("ground_truth") or []:
        (name, params), = call.items()
        doc = find_description(item["functions"], name) or {}
        required = set((doc.get("parameters") or {}).get("required") or ())
        args = {}
        for p, vals in params.items():
            kept = [v for v in vals if v != ""] if p in required else vals[:1]
            if kept and kept[0] != "":
                args[p] = _first(kept[0])
        calls.append((re.sub(r"\.", "_", name), args))
    return calls


def verdict(item: dict, decoded, decode_error: str | None = None) -> dict:
    """BFCL's verdict on ``decoded`` (``[{tool name: arguments}]``, None when the reply did not decode)."""
    return check(item["category"], item["functions"], decoded, item["ground_truth"], decode_error=decode_error,
                 underscore_to_dot=True)


def deposit_check(item: dict, calls: list[tuple[str, dict]]) -> tuple[bool, str]:
    """``(ok, why not)``: may ``calls`` be deposited as the item's verified answer? The checker passes them
    and each validates against its tool's schema (else kvmemory would not replay it)."""
    v = verdict(item, [{n: a} for n, a in calls])
    if not v["valid"]:
        return False, f"the checker rejects the ground truth built from first values ({v['error_type']})"
    import jsonschema

    schemas = {t["function"]["name"]: t["function"]["parameters"] for t in item["tools"]}
    for name, args in calls:
        schema = schemas[name]
        error = jsonschema.exceptions.best_match(jsonschema.validators.validator_for(schema)(schema).iter_errors(args))
        if error is not None:
            return False, f"the ground truth of {name} does not validate against its tool schema: {error.message}"
    return True, ""


def episode(item: dict, calls: list[tuple[str, dict]]) -> list[dict]:
    """The item as a verified episode: the question, the calls (one step), a placeholder result per call and
    final answer; with no calls, the question and the decline (:data:`DECLINE`)."""
    msgs = [dict(m) for m in item["messages"]]
    if not calls:
        return msgs + [{"role": "assistant", "content": DECLINE}]
    tcs = [{"id": f"call_{i}", "type": "function", "function": {"name": n, "arguments": json.dumps(a)}}
           for i, (n, a) in enumerate(calls)]
    return (msgs + [{"role": "assistant", "content": None, "tool_calls": tcs}]
            + [{"role": "tool", "tool_call_id": c["id"], "content": RESULT} for c in tcs]
            + [{"role": "assistant", "content": FINAL}])


def _episode_calls(messages: list[dict]) -> list[dict]:
    out = []
    for m in messages:
        for c in (m.get("tool_calls") or []) if m.get("role") == "assistant" else []:
            args = c["function"]["arguments"]
            out.append({c["function"]["name"]: json.loads(args) if isinstance(args, str) else args})
    return out


def episode_verifier(item: dict):
    """The deposit verifier of ``item``: BFCL's checker over every call the episode makes."""

    def verify(messages):
        v = verdict(item, _episode_calls(messages))
        return v["valid"], ("the BFCL AST checker passes the calls" if v["valid"]
                            else f"{v['error_type']}: {v['error'][:1]}")

    verify.name = "bfcl-ast-checker"
    return verify


# -- the arms -----------------------------------------------------------------------------------------------

def _write(ledger, common, item, arm, *, decoded, text, decode_error=None, token_ids=(), decode_tokens=0,
           prompt_tokens=0, wall_s=0.0, extra=None, artifacts=()):
    from .ledger import sha256_text

    v = verdict(item, decoded, decode_error)
    answer = json.dumps(decoded, ensure_ascii=False) if decoded else (text or "")
    functions = [item["names"].get(next(iter(c)), next(iter(c))) for c in decoded or [] if isinstance(c, dict) and c]
    metrics = {"category": item["category"], "right": bool(v["valid"]), "calls": decoded, "functions": functions,
               "error_type": v.get("error_type") if not v["valid"] else None,
               "error": None if v["valid"] else str(v["error"][:1])[:300],
               "decode_tokens": int(decode_tokens), "prompt_tokens": int(prompt_tokens), "wall_s": float(wall_s),
               "output_sha256": sha256_text(answer), **(extra or {})}
    ledger.write(item=item["id"], arm=arm, input_sha256=input_sha256(item), generated_ids=list(token_ids),
                 answer=answer, gold=json.dumps(item["ground_truth"], ensure_ascii=False), score=int(bool(v["valid"])),
                 artifacts=list(artifacts), entries=[], replay={"category": item["category"]}, metrics=metrics,
                 **common)
    return v


def _ask(mem, item, max_new_tokens, **kw):
    """``(answer or None, error text)`` for one kvmemory answer; a KVMemoryError is recorded, not raised."""
    from ..errors import KVMemoryError

    try:
        return mem.answer(item["messages"], tools=item["tools"], tool_choice="auto", max_new_tokens=max_new_tokens,
                          **kw), None
    except KVMemoryError as exc:
        return None, f"{type(exc).__name__}: {exc}"


def _write_answer(ledger, common, item, arm, a, error=None, extra=None):
    from .tools import calls_of

    if a is None:
        return _write(ledger, common, item, arm, decoded=[], text="", extra={"kvmemory_error": error, **(extra or {})})
    decoded = [{c["name"]: c["arguments"]} for c in calls_of(a)]
    return _write(ledger, common, item, arm, decoded=decoded, text=a.text, token_ids=a.token_ids,
                  decode_tokens=a.decode_tokens, prompt_tokens=a.prompt_tokens, wall_s=a.timings.get("total_s", 0.0),
                  artifacts=[e.sha256 for e in a.entries],
                  extra={"mode": a.mode, "finish": a.finish, "action": (a.replay or {}).get("action"),
                         "entries": [e.id for e in a.entries], "grafted_tokens": a.grafted_tokens,
                         **_same(a.same_problem), **(extra or {})})


def _same(decision: dict | None) -> dict:
    """What decided the same task (``same_kind``: ``exact``, a rule's kind, ``verifier``) and the learned
    verifier's score where it was asked."""
    d = decision or {}
    return {"same_kind": d.get("kind"), **({"verifier_score": d["verifier_score"]} if "verifier_score" in d else {})}


def _bare(ledger, common, model, asked, max_new_tokens) -> None:
    from .common import load_lm

    lm, tok = load_lm(model)
    for item in asked:
        r = bare_answer(lm, tok, item["messages"], item["tools"], max_new_tokens)
        try:
            decoded, error = decode_ast_qwen(r["text"]), None
        except Exception as exc:  # upstream's decode failure: no call (module bfclcheck)
            decoded, error = None, f"{type(exc).__name__}: {exc}"
        _write(ledger, common, item, "bare", decoded=decoded, text=r["text"], decode_error=error,
               token_ids=r["token_ids"], decode_tokens=r["decode_tokens"], prompt_tokens=r["prompt_tokens"],
               wall_s=r["wall_s"], extra={"finish": r["finish"], "decode_error": error})


def _fresh(path: Path, model, episode_layout: str = "generic"):
    from ..settings import Settings
    from .common import open_memory

    shutil.rmtree(path, ignore_errors=True)
    return open_memory(path, model, settings=Settings(episode_layout=episode_layout))


def _cold(out, ledger, common, model, asked, max_new_tokens) -> None:
    mem = _fresh(out / "lib-bfcl-cold", model)
    try:
        for item in asked:
            a, error = _ask(mem, item, max_new_tokens)
            _write_answer(ledger, common, item, "cold", a, error)
    finally:
        mem.close()


def _deposit(mem, item) -> tuple[bool, str]:
    from ..errors import KVMemoryError

    calls = ground_truth_calls(item)
    ok, why = deposit_check(item, calls)
    if not ok:
        return False, why
    try:
        mem.deposit(episode(item, calls), tools=item["tools"], verifier=episode_verifier(item))
    except KVMemoryError as exc:
        return False, f"{type(exc).__name__}: {exc}"
    return True, ""


def _recurring(out, ledger, common, model, asked, max_new_tokens, ask=None, variants=()) -> None:
    """Deposit every item of ``asked``, then ask ``ask`` (default: all of them) again, then each ``(arm, item)`` of
    ``variants`` (:func:`kvmemory.bench.bfclreword.variants`: the items reworded and changed)."""
    mem = _fresh(out / "lib-bfcl-recurring", model)
    try:
        stored = {item["id"]: _deposit(mem, item) for item in asked}
        for arm, item in [("recurring", item) for item in (asked if ask is None else ask)] + list(variants):
            ok, why = stored[item["id"]]
            a, error = _ask(mem, item, max_new_tokens)
            _write_answer(ledger, common, item, arm, a, error, extra={"deposited": ok, "not_deposited": why or None})
    finally:
        mem.close()


def _transfer(out, ledger, common, model, category, asked, pool, k, max_new_tokens, episode_layout="generic") -> None:
    from ..errors import KVMemoryError
    from .tools import capability_answers

    mem = _fresh(out / f"lib-bfcl-transfer-{category}", model, episode_layout)
    try:
        deposited = sum(_deposit(mem, item)[0] for item in pool)
        for item in asked:
            try:
                got, error = capability_answers(mem, item["messages"], item["tools"], k=k, budget=max_new_tokens,
                                                cold=False, tool_choice="auto"), None
            except KVMemoryError as exc:
                got, error = {"cap-graft": None, "cap-text": None}, f"{type(exc).__name__}: {exc}"
            extra = {"k": k, "pool": len(pool), "pool_deposited": deposited}
            _write_answer(ledger, common, item, "transfer", got["cap-graft"], error, extra)
            _write_answer(ledger, common, item, "transfer-text", got["cap-text"], error, extra)
    finally:
        mem.close()


def _todo(done: list[dict], common: dict):
    """``todo(arm, items)``: the items a resumed run still has to ask in ``arm`` (see ``kvmemory bench --resume``).

    A ledger line counts as done only for the same item, input and model build; a line written by another build
    of the model stops the run (its figures would mix two models)."""
    from ..errors import InputError

    other = sorted({line.get("model_fingerprint") for line in done} - {common["model_fingerprint"]})
    if other:
        raise InputError(f"--resume: the ledger holds lines of another model build (fingerprint {other[0][:12]}..., "
                         f"this one {common['model_fingerprint'][:12]}...); pick another --out to start afresh")
    seen = {(line.get("item"), line.get("arm"), line.get("input_sha256")) for line in done}

    def todo(arm: str, items: list[dict]) -> list[dict]:
        return [item for item in items if (item["id"], arm, input_sha256(item)) not in seen]

    return todo


def run(out: Path, ledger, *, model: str | None = None, categories: tuple = CATEGORIES, samples: int = 50,
        seed: int = 0, k: int = 2, pool: int = 20, max_new_tokens: int = 256, arms: tuple = ARMS,
        data: Path | None = None, done: list[dict] = (), rewordings: str | None = None,
        episode_layout: str = "generic", repeated_calls: str = "allow", **_) -> None:
    """Run the arms on ``samples`` seeded items per category (see the module docstring); with ``done`` (the lines
    of a ledger being resumed) only the (item, arm) pairs it lacks. With ``rewordings`` (a file,
    :mod:`kvmemory.bench.bfclreword`) the recurring arm also asks the asked items reworded and changed."""
    from ..errors import InputError
    from .common import load_lm
    from ..models import fingerprint

    unknown = [a for a in arms if a not in ARMS] or [c for c in categories if c not in KNOWN_CATEGORIES]
    if unknown:
        raise InputError(f"unknown bfcl arm(s) or categor(ies) {', '.join(unknown)}: pick arms from {', '.join(ARMS)}, "
                         f"categories from {', '.join(KNOWN_CATEGORIES)}")
    out = Path(out)
    from . import bfclmulti

    picked = {c: split(bfclmulti.load_tasks(data) if c in MULTI_TURN else load_items(c, data), samples, pool, seed, c)
              for c in categories}
    asked = [item for c in categories if c not in MULTI_TURN for item in picked[c][0]]
    from . import bfclreword

    variants = bfclreword.variants(bfclreword.load(rewordings), asked) if rewordings else []  # checked before loading
    lm, tok = load_lm(model)
    common = dict(suite="bfcl", model=model or "default", model_fingerprint=fingerprint(lm, tok), logits_sha256={})
    todo = _todo(list(done), common)
    if "bare" in arms and todo("bare", asked):
        _bare(ledger, common, model, todo("bare", asked), max_new_tokens)
    if ("cold" in arms or "transfer" in arms) and todo("cold", asked):
        _cold(out, ledger, common, model, todo("cold", asked), max_new_tokens)
    variants = [(arm, item) for arm, item in variants if todo(arm, [item])]
    if "recurring" in arms and (todo("recurring", asked) or variants):
        _recurring(out, ledger, common, model, asked, max_new_tokens, todo("recurring", asked), variants)
    if "transfer" in arms:
        for c in categories:
            if c not in MULTI_TURN and todo("transfer", picked[c][0]):
                _transfer(out, ledger, common, model, c, todo("transfer", picked[c][0]), picked[c][1], k,
                          max_new_tokens, episode_layout)
    for c in categories:
        if c in MULTI_TURN:
            bfclmulti.run_category(out, ledger, common, todo, model=model, asked=picked[c][0], pool=picked[c][1],
                                   arms=arms, k=k, max_new_tokens=max_new_tokens, repeated_calls=repeated_calls)


# -- scoring (torch- and numpy-free) ---------------------------------------------------------------------

def _stats(lines: list[dict]) -> dict:
    from .ledger import wilson

    n = len(lines)
    right = sum(int(bool(line.get("score"))) for line in lines)
    ms = [line.get("metrics") or {} for line in lines]
    lo, hi = wilson(right, n)
    out = {"n": n, "right": right, "accuracy": right / n if n else 0.0, "ci95": [lo, hi],
           "decode_tokens": sum(m.get("decode_tokens") or 0 for m in ms),
           "prompt_tokens": sum(m.get("prompt_tokens") or 0 for m in ms),
           "grafted_tokens": sum(m.get("grafted_tokens") or 0 for m in ms),
           "wall_s": sum(m.get("wall_s") or 0.0 for m in ms),
           "errors": sum(bool(m.get("kvmemory_error")) for m in ms),
           "cut": sum(m.get("finish") == "length" for m in ms),
           "cut_right": sum(m.get("finish") == "length" and bool(line.get("score")) for m, line in zip(ms, lines))}
    if any("deposited" in m for m in ms):
        dep = [m for m in ms if m.get("deposited")]
        out.update(deposited=len(dep), replayed=sum(m.get("mode") == "recurring" for m in dep),
                   replayed_right=sum(m.get("mode") == "recurring" and (m.get("decode_tokens") or 0) == 0
                                      and bool(m.get("right")) for m in dep),
                   replayed_by_verifier=sum(m.get("mode") == "recurring" and m.get("same_kind") == "verifier"
                                            for m in dep),
                   max_decode_tokens_deposited=max((m.get("decode_tokens") or 0 for m in dep), default=0))
    return out


def lenient_lines(bare: list[dict], data: Path | None = None) -> list[dict]:
    """The single-turn ``bare`` lines read again leniently, as lines of arm ``bare-lenient``: every JSON object with a
    ``name`` and an ``arguments`` object in the reply (bare, fenced, in a block or a list;
    :func:`kvmemory.bench.bfclmulti.calls_in`) is a call, checked by BFCL's checker; a reply with none is no call.
    Small models often write the call as a bare or fenced JSON object, which BFCL's reading of a Qwen reply (the
    ``bare`` arm's) counts as no call, so this is the fair baseline for kvmemory's arms. No model is needed: the
    reply is in the line. ``[]`` where the bfcl-eval wheel (the items' functions and answers) is not installed."""
    from ..errors import InputError
    from .bfclmulti import calls_in

    items: dict = {}
    out = []
    for line in bare:
        cat = (line.get("metrics") or {}).get("category")
        if cat not in CATEGORIES:
            continue                                    # multi_turn_base runs its own bare-lenient arm
        if cat not in items:
            try:
                items[cat] = {it["id"]: it for it in load_items(cat, data)}
            except InputError:
                return []
        item = items[cat].get(line["item"])
        if item is None:
            continue
        calls = [{n: a} for n, a in calls_in(line.get("answer") or "")]
        right = verdict(item, calls)["valid"] if calls else cat == "irrelevance"
        out.append({**line, "arm": "bare-lenient", "score": int(bool(right)),
                    "metrics": {**line["metrics"], "right": bool(right), "calls": calls}})
    return out


def score_lines(lines: list[dict], data: Path | None = None) -> dict:
    """Per category and arm, and per arm over all categories: right/n with Wilson 95% intervals, tokens and
    seconds; per arm also BFCL's summary figure, the unweighted mean of the category accuracies. ``bare-lenient``
    in a single-turn category is the ``bare`` lines read again (:func:`lenient_lines`). Recurring: items
    deposited, replayed (``mode == "recurring"``) and replayed right with 0 decode tokens. Transfer: graft, text
    and cold right on the items all three answered. ``versus_bare``: per category, kvmemory cold against bare
    (BFCL's reading and the lenient one) on the items both answered."""
    lines = list(lines)
    lines += lenient_lines([line for line in lines if line.get("arm") == "bare"], data)
    by_cat: dict = {}
    by_arm: dict = {}
    for line in lines:
        cat = (line.get("metrics") or {}).get("category") or (line.get("replay") or {}).get("category")
        by_cat.setdefault(cat, {}).setdefault(line["arm"], []).append(line)
        by_arm.setdefault(line["arm"], []).append(line)
    categories = {c: {a: _stats(ls) for a, ls in sorted(arms.items(), key=lambda x: _arm_order(x[0]))}
                  for c, arms in sorted(by_cat.items(), key=lambda x: _cat_order(x[0]))}
    arms = {}
    for a, ls in sorted(by_arm.items(), key=lambda x: _arm_order(x[0])):
        s = _stats(ls)
        accs = [categories[c][a]["accuracy"] for c in categories if a in categories[c]]
        s["category_mean"] = sum(accs) / len(accs) if accs else 0.0
        s["categories"] = len(accs)
        arms[a] = s
    right = {a: {line["item"]: bool(line.get("score")) for line in by_arm.get(a, [])} for a in LINE_ARMS}
    both = sorted(set(right["transfer"]) & set(right["transfer-text"]) & set(right["cold"]))
    transfer = {"n": len(both), **{a: sum(right[a][i] for i in both) for a in ("transfer", "transfer-text", "cold")}}
    if both:
        from .ledger import mcnemar

        on = {a: {i: right[a][i] for i in both} for a in ("transfer", "transfer-text", "cold")}
        transfer["versus_cold"] = mcnemar(on["transfer"], on["cold"])
        transfer["versus_text"] = mcnemar(on["transfer"], on["transfer-text"])
    k = next(((line.get("metrics") or {}).get("k") for line in by_arm.get("transfer", [])), None)
    pool = next(((line.get("metrics") or {}).get("pool") for line in by_arm.get("transfer", [])), None)
    versus = {}
    for cat, arms_of in by_cat.items():
        got = {a: {line["item"]: bool(line.get("score")) for line in arms_of.get(a, [])}
               for a in ("cold", "bare", "bare-lenient")}
        common = sorted(set(got["cold"]) & set(got["bare"]))
        if common:
            versus[cat] = {"n": len(common), **{a: sum(got[a].get(i, False) for i in common) for a in got}}
    return {"categories": categories, "arms": arms, "transfer": transfer, "k": k, "pool": pool,
            "versus_bare": dict(sorted(versus.items(), key=lambda x: _cat_order(x[0])))}


_ARM_ORDER = ("bare", "bare-lenient", "cold", "recurring", "recurring-reworded", "recurring-changed", "transfer",
              "transfer-text")


def _arm_order(arm: str):
    return (_ARM_ORDER.index(arm), arm) if arm in _ARM_ORDER else (len(_ARM_ORDER), arm)


def _cat_order(cat):
    return (KNOWN_CATEGORIES.index(cat), cat) if cat in KNOWN_CATEGORIES else (len(KNOWN_CATEGORIES), str(cat))


def targets(s: dict, t) -> None:
    rec = s["arms"].get("recurring")
    if rec and rec.get("deposited"):
        t("recurring: every deposited item answered from memory, 0 decode tokens, right by the BFCL checker",
          rec["replayed_right"] == rec["deposited"],
          f"{rec['replayed_right']}/{rec['deposited']} deposited ({rec['n']} asked; an item is not deposited when its "
          f"first-value ground truth fails the checker or its tool schema)")
    reworded, changed = s["arms"].get("recurring-reworded"), s["arms"].get("recurring-changed")
    served = "answered from memory {replayed} of {deposited} asked whose item was deposited"
    if reworded and reworded.get("deposited"):
        t("recurring-reworded: every reworded request answered from memory is right by the BFCL checker",
          reworded["replayed_right"] == reworded["replayed"],
          f"{reworded['replayed_right']} right; " + served.format(**reworded))
    if changed and changed.get("deposited"):
        t("recurring-changed: no changed request answered from memory (a false hit)", changed["replayed"] == 0,
          served.format(**changed))
    for cat, v in (s.get("versus_bare") or {}).items():
        best = max(v["bare"], v["bare-lenient"])
        t(f"{cat}: kvmemory cold >= bare (BFCL's reading and the lenient one)", v["cold"] >= best,
          f"cold {v['cold']}, bare {v['bare']}, bare read leniently {v['bare-lenient']}, of {v['n']}")
    tr = s["transfer"]
    if tr["n"]:
        t("transfer: grafted >= the same episodes pasted as text", tr["transfer"] >= tr["transfer-text"],
          f"{tr['transfer']} vs {tr['transfer-text']} of {tr['n']}")
        t("transfer: grafted > cold", tr["transfer"] > tr["cold"], f"{tr['transfer']} vs {tr['cold']} of {tr['n']}")


def markdown_lines(s: dict) -> list[str]:
    arms = list(s["arms"])
    rows = ["Right by BFCL's checker (AST; multi_turn_base: the multi-turn checker, backend state and results per "
            "turn), per category (Wilson 95% intervals):", "",
            "| category | " + " | ".join(arms) + " |", "|---|" + "---|" * len(arms)]

    def cell(a):
        return f"{a['right']}/{a['n']} [{a['ci95'][0]:.2f}, {a['ci95'][1]:.2f}]" if a else "—"

    for cat, by_arm in s["categories"].items():
        rows.append(f"| {cat} | " + " | ".join(cell(by_arm.get(a)) for a in arms) + " |")
    rows.append("| all items | " + " | ".join(cell(s["arms"][a]) for a in arms) + " |")
    rows.append("| mean over categories (BFCL) | " + " | ".join(f"{s['arms'][a]['category_mean']:.3f}" for a in arms)
                + " |")
    rows += ["", "| arm | decode tokens / item | prompt tokens / item | grafted tokens / item | seconds / item | "
                 "cut by the budget (of them right) | kvmemory errors | notes |", "|---|---|---|---|---|---|---|---|"]
    for name, a in s["arms"].items():
        n = a["n"] or 1
        note = ""
        if "deposited" in a:
            note = (f"{'item ' if name != 'recurring' else ''}deposited {a['deposited']}/{a['n']}; answered from memory "
                    f"{a['replayed']}, with 0 decode tokens and right {a['replayed_right']}"
                    + (f"; {a['replayed_by_verifier']} of them by the learned verifier" if a.get("replayed_by_verifier")
                       else ""))
        rows.append(f"| {name} | {a['decode_tokens'] / n:.1f} | {a['prompt_tokens'] / n:.1f} | "
                    f"{a.get('grafted_tokens', 0) / n:.1f} | {a['wall_s'] / n:.2f} | {a.get('cut', 0)} "
                    f"({a.get('cut_right', 0)}) | {a['errors']} | {note} |")
    rows += ["", "A reply cut by `--max-new-tokens` decodes no call: wrong in the four call categories, right in "
                 "`irrelevance` (BFCL counts a reply that does not decode as no call); the cut column says how often. "
                 "Grafted tokens: kvmemory's system turn and tool block, an automatic prefix computed on first sight "
                 "(each item's tools differ), plus grafted episodes in `transfer`."]
    if any(a in s["arms"] for a in ("recurring-reworded", "recurring-changed")):
        rows += ["", "`recurring-reworded`: the item's question in other words, asked on the library holding its verified "
                     "call (answered from memory it must be right; decoded, it is a miss). `recurring-changed`: the "
                     "question with one number changed and the ground truth changed to match; answered from memory it is "
                     "a false hit (the stored call carries the old number). See `kvmemory.bench.bfclreword`."]
    if any(c in MULTI_TURN for c in s["categories"]):
        rows += ["", "multi_turn_base: an item is a task of several user turns, its tokens and seconds summed over "
                     "every step; `bare-lenient` runs the bare arm again, reading bare or fenced JSON calls too; the "
                     "pool's tasks are deposited one verified episode per user turn, and transfer grafts the k nearest "
                     "of those."]
    if s.get("versus_bare"):
        rows += ["", "kvmemory cold against bare on the same items (bare as BFCL reads a Qwen reply, `<tool_call>` "
                     "blocks only; and read leniently, any JSON object with a name and arguments):", "",
                 "| category | items | bare | bare, lenient | kvmemory cold |", "|---|---|---|---|---|"]
        rows += [f"| {cat} | {v['n']} | {v['bare']} | {v['bare-lenient']} | {v['cold']} |"
                 for cat, v in s["versus_bare"].items()]
    tr = s["transfer"]
    if tr["n"]:
        rows += ["", f"Transfer (k={s['k']} nearest of a pool of {s['pool']} verified items of the same category, per "
                     f"category): grafted {tr['transfer']}/{tr['n']}, pasted as text {tr['transfer-text']}/{tr['n']}, "
                     f"cold {tr['cold']}/{tr['n']}. Paired on the same items (exact McNemar, two-sided): against "
                     f"cold {tr['versus_cold']['a_only']} right only grafted, {tr['versus_cold']['b_only']} only cold, "
                     f"p = {tr['versus_cold']['p']:.3g}; against text {tr['versus_text']['a_only']} and "
                     f"{tr['versus_text']['b_only']}, p = {tr['versus_text']['p']:.3g}."]
    return rows
