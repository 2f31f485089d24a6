"""Suite ``bfcl``: BFCL's AST checker reimplemented (against upstream's own), the function-doc conversion, the
loader on the installed ``bfcl-eval`` wheel, and one end-to-end run on a tiny model.

Upstream's checker is imported with ``bfcl_eval.constants.model_config`` stubbed (the real one imports every
API model's client): a stub whose ``MODEL_CONFIG_MAPPING`` holds one function-calling model with
``underscore_to_dot`` set, the way BFCL checks a model whose tools had the dots in their names replaced.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import subprocess
import sys
import types
from pathlib import Path

import pytest
from conftest import unavailable

from kvmemory.bench import bfcl
from kvmemory.errors import InputError
from kvmemory.bench.bfclcheck import ast_checker, check, decode_ast_qwen, is_empty_output, standardize_string
from kvmemory.errors import InputError

HAVE_WHEEL = importlib.util.find_spec("bfcl_eval") is not None


@pytest.fixture
def bfcl_wheel():
    """The bfcl-eval wheel (its data and checker): :func:`conftest.unavailable` where it is not installed."""
    if not HAVE_WHEEL:
        unavailable(f"the bfcl-eval wheel is not installed: {bfcl.BFCL_PIP}")


needs_wheel = pytest.mark.usefixtures("bfcl_wheel")
UPSTREAM_MODEL = "kvmemory-fc"
AST_CATEGORIES = ("simple_python", "multiple", "parallel", "parallel_multiple")


@pytest.fixture(scope="module")
def items():
    if not HAVE_WHEEL:
        unavailable(f"the bfcl-eval wheel is not installed: {bfcl.BFCL_PIP}")
    return {c: {i["id"]: i for i in bfcl.load_items(c)} for c in bfcl.CATEGORIES}


@pytest.fixture(scope="module")
def upstream():
    """``(ast_checker module, Language)`` of the installed wheel, imported with model_config stubbed."""
    if not HAVE_WHEEL:
        unavailable(f"the bfcl-eval wheel is not installed: {bfcl.BFCL_PIP}")
    name = "bfcl_eval.constants.model_config"
    stub = types.ModuleType(name)
    stub.MODEL_CONFIG_MAPPING = {UPSTREAM_MODEL: types.SimpleNamespace(underscore_to_dot=True)}
    saved = sys.modules.get(name)
    sys.modules[name] = stub
    try:
        from bfcl_eval.constants.enums import Language
        from bfcl_eval.eval_checker.ast_eval import ast_checker as module
    finally:
        if saved is None:
            sys.modules.pop(name, None)
        else:
            sys.modules[name] = saved
    return module, Language


def _up(upstream, item, decoded) -> dict:
    module, language = upstream
    return module.ast_checker(item["functions"], decoded, item["ground_truth"], language.PYTHON, item["category"],
                              UPSTREAM_MODEL)


def _ours(item, decoded) -> dict:
    return ast_checker(item["functions"], decoded, item["ground_truth"], item["category"], underscore_to_dot=True)


def _same(a: dict, b: dict) -> bool:
    return a["valid"] == b["valid"] and a.get("error_type") == b.get("error_type") and a["error"] == b["error"]


# -- the checker ---------------------------------------------------------------------------------------

TRI = "calculate_triangle_area"
RECT, CIRC = "area_rectangle_calculate", "area_circle_calculate"
SUM, PRIMES = "math_toolkit_sum_of_multiples", "math_toolkit_product_of_primes"
WASTE, QUERY, TRIANGLE, CIRCLE, PLAY = ("waste_calculation_calculate", "database_query", "triangle_properties_get",
                                        "circle_properties_get", "spotify_play")
LA = {"population": {"adults": 2, "children": 2, "singles": 0}, "location": "los angeles"}
NY = {"population": {"adults": 0, "children": 0, "singles": 1}, "location": "NYC"}
AGE, JOB = {"field": "age", "operation": ">", "value": "25"}, {"field": "job", "operation": "=", "value": "Engineer"}
SIDES = {"side1": 5, "side2": 4, "side3": 3}

#: (item, decoded output, right?): hand-made right and wrong outputs over the four AST categories.
HAND = [
    ("simple_python_0", [{TRI: {"base": 10, "height": 5}}], True),                       # optional unit left out
    ("simple_python_0", [{TRI: {"base": 10, "height": 5, "unit": "Units"}}], True),      # strings standardised
    ("simple_python_0", [{TRI: {"base": 10, "height": 5, "unit": "cm"}}], False),
    ("simple_python_0", [{TRI: {"base": 11, "height": 5}}], False),
    ("simple_python_0", [{TRI: {"base": 10}}], False),                                   # a required one missing
    ("simple_python_0", [{TRI: {"base": 10, "height": 5, "colour": "red"}}], False),     # unexpected parameter
    ("simple_python_0", [{TRI: {"base": "10", "height": 5}}], False),                    # wrong type
    ("simple_python_0", [{TRI: {"base": 10.0, "height": 5}}], False),                    # no float for an int
    ("simple_python_0", [{"triangle_area": {"base": 10, "height": 5}}], False),
    ("simple_python_0", [{TRI: {"base": 10, "height": 5}}] * 2, False),                  # one call only
    ("simple_python_0", [], False),
    ("simple_python_1", [{"math_factorial": {"number": 5}}], True),
    ("simple_python_1", [{"math.factorial": {"number": 5}}], False),                     # the model saw underscores
    ("parallel_multiple_1", [{CIRC: {"radius": 5}}, {RECT: {"length": 7, "breadth": 3.0}}], True),  # int for float
    ("parallel_multiple_1", [{RECT: {"length": 7, "breadth": 3}}], False),
    ("parallel_multiple_1", [{RECT: {"length": 7, "breadth": 3}}, {CIRC: {"radius": 5.5}}], False),
    ("parallel_multiple_0", [{SUM: {"lower_limit": 1, "upper_limit": 1000, "multiples": [3, 5]}},
                             {PRIMES: {"count": 5}}], True),
    ("parallel_multiple_0", [{SUM: {"lower_limit": 1, "upper_limit": 1000, "multiples": [5, 3]}},
                             {PRIMES: {"count": 5}}], False),                            # list order counts
    ("parallel_multiple_0", [{SUM: {"lower_limit": 1, "upper_limit": 1000, "multiples": ["3", "5"]}},
                             {PRIMES: {"count": 5}}], False),                            # nested type
    ("parallel_29", [{WASTE: NY}, {WASTE: LA}], True),                                   # dict values, any order
    ("parallel_29", [{WASTE: {**NY, "population": {"adults": 0, "children": 0}}}, {WASTE: LA}], False),
    ("parallel_29", [{WASTE: {**NY, "population": {**NY["population"], "pets": 1}}}, {WASTE: LA}], False),
    ("simple_python_96", [{QUERY: {"table": "user", "conditions": [AGE, JOB]}}], True),  # a list of dicts
    ("simple_python_96", [{QUERY: {"table": "user", "conditions": [JOB, AGE]}}], False),
    ("simple_python_96", [{QUERY: {"table": "user", "conditions": [AGE]}}], False),
    ("multiple_0", [{TRIANGLE: SIDES}], True),
    ("multiple_0", [{TRIANGLE: {**SIDES, "get_area": True}}], True),
    ("multiple_0", [{TRIANGLE: {**SIDES, "get_area": False}}], False),
    ("multiple_0", [{CIRCLE: {"radius": 5.0}}], False),                                  # another offered function
    ("parallel_0", [{PLAY: {"artist": "Maroon 5", "duration": 15}}, {PLAY: {"artist": "taylor swift", "duration": 20}}],
     True),
    ("parallel_0", [{PLAY: {"artist": "Taylor Swift", "duration": 20}}], False),
    ("parallel_0", [{PLAY: {"artist": "Taylor Swift", "duration": 20}}] * 2, False),
    ("parallel_0", [{PLAY: {"artist": "Taylor Swift", "duration": 15}}, {PLAY: {"artist": "Maroon 5", "duration": 20}}],
     False),
]


def _item(items, item_id):
    return items[item_id.rsplit("_", 1)[0]][item_id]


@pytest.mark.parametrize("item_id, decoded, right", HAND, ids=[f"{c[0]}-{n}" for n, c in enumerate(HAND)])
def test_hand_made_outputs_get_the_verdict_they_should(items, item_id, decoded, right):
    item = _item(items, item_id)
    ours = _ours(item, decoded)
    assert ours["valid"] is right, ours
    assert check(item["category"], item["functions"], decoded, item["ground_truth"])["valid"] is right


@pytest.mark.parametrize("item_id, decoded, right", HAND, ids=[f"{c[0]}-{n}" for n, c in enumerate(HAND)])
def test_hand_made_outputs_get_upstreams_verdict(items, upstream, item_id, decoded, right):
    item = _item(items, item_id)
    ours, theirs = _ours(item, copy.deepcopy(decoded)), _up(upstream, item, copy.deepcopy(decoded))
    assert _same(ours, theirs), (ours, theirs)


def _variants(item) -> list[list[dict]]:
    """Outputs made from one item's ground truth: first values (must pass), last values, an argument dropped, a
    value changed, the calls reversed, the dotted names."""
    first = [{n: a} for n, a in bfcl.ground_truth_calls(item)]
    last = [{n.replace(".", "_"): {p: v[-1] for p, v in params.items() if v and v[-1] != ""}}
            for call in item["ground_truth"] for n, params in call.items()]
    out = [first, last, first[::-1], [{n.replace("_", "."): a} for c in first for n, a in c.items()]]
    for c in range(len(first)):
        (name, args), = first[c].items()
        if args:
            p = next(iter(args))
            dropped = {k: v for k, v in args.items() if k != p}
            v = args[p]
            bumped = {**args, p: v + 1 if type(v) is int else v + 0.5 if type(v) is float else f"{v}zz"
                      if isinstance(v, str) else [v] if not isinstance(v, list) else v[:-1]}
            out += [first[:c] + [{name: dropped}] + first[c + 1:], first[:c] + [{name: bumped}] + first[c + 1:]]
    return out


@pytest.mark.parametrize("category", AST_CATEGORIES)
def test_every_ground_truth_output_gets_upstreams_verdict(items, upstream, category):
    """Every item of the category, six or more outputs each; the first-value ground truth passes (one item
    excepted, where upstream rejects it too: parallel_multiple_26's answer names a parameter its function lacks)."""
    failing, compared = [], 0
    for item in items[category].values():
        for n, decoded in enumerate(_variants(item)):
            ours, theirs = _ours(item, copy.deepcopy(decoded)), _up(upstream, item, copy.deepcopy(decoded))
            assert _same(ours, theirs), (item["id"], n, decoded, ours, theirs)
            compared += 1
            if n == 0 and not ours["valid"]:
                failing.append(item["id"])
    assert failing == (["parallel_multiple_26"] if category == "parallel_multiple" else [])
    assert compared >= 6 * len(items[category])


def test_irrelevance_is_right_when_no_call_is_decoded(items):
    item = next(iter(items["irrelevance"].values()))
    name = item["tools"][0]["function"]["name"]
    assert check("irrelevance", item["functions"], [])["valid"]
    assert check("irrelevance", item["functions"], None, decode_error="not JSON")["valid"]   # decode failure: no call
    assert check("irrelevance", item["functions"], [{}])["valid"]
    bad = check("irrelevance", item["functions"], [{name: {}}])
    assert not bad["valid"] and bad["error_type"] == "irrelevance_error:decoder_success"


def test_is_empty_output_matches_upstreams():
    try:
        from bfcl_eval.utils import is_empty_output as theirs
    except Exception as exc:  # bfcl_eval.utils imports filelock and constants only; say why if not
        unavailable(f"bfcl_eval.utils does not import here ({type(exc).__name__}: {exc})")
    for decoded in ([], [{}], [{"f": {}}], [{"f": {"a": 1}}, {"g": {}}], "text", [{"f": 1}], [{"f": {}, "g": {}}], [1]):
        assert is_empty_output(decoded) == theirs(decoded), decoded


def test_check_wraps_format_decode_failures_and_checker_exceptions(items):
    item = _item(items, "simple_python_0")
    fns, gt = item["functions"], item["ground_truth"]
    assert check("simple_python", fns, None, gt, decode_error="x")["error_type"] == "ast_decoder:decoder_failed"
    assert check("simple_python", fns, [{TRI: 3}], gt)["error_type"] == "ast_decoder:decoder_wrong_output_format"
    waste = _item(items, "parallel_29")  # a dict parameter given a list: upstream's checker raises here
    got = check("parallel", waste["functions"], [{WASTE: {**NY, "population": [1]}}, {WASTE: LA}], waste["ground_truth"])
    assert not got["valid"]
    assert standardize_string("April 1, 2024") == standardize_string("april 1 2024") == "april12024"


def test_qwen_replies_decode_as_bfcl_reads_them():
    two = ('<tool_call>\n{"name": "spotify_play", "arguments": {"artist": "Taylor Swift", "duration": 20}}\n</tool_call>\n'
           '<tool_call>\n{"name": "spotify_play", "arguments": {"artist": "Maroon 5", "duration": 15}}\n</tool_call>')
    assert decode_ast_qwen(two) == [{"spotify_play": {"artist": "Taylor Swift", "duration": 20}},
                                    {"spotify_play": {"artist": "Maroon 5", "duration": 15}}]
    assert decode_ast_qwen("I cannot help with that.") == []
    assert decode_ast_qwen("<tool_call>\nnot json\n</tool_call>") == []                     # skipped, as upstream
    with pytest.raises(ValueError):
        decode_ast_qwen('<tool_call>\n["a"]\n</tool_call>')
    with pytest.raises(KeyError):
        decode_ast_qwen('<tool_call>\n{"function": "f"}\n</tool_call>')


@needs_wheel
def test_bare_replies_are_read_again_leniently_and_cold_is_judged_against_both_readings(items):
    """``bare-lenient``: the bare arm's replies read again with any JSON object carrying a name and arguments as a
    call (fenced or bare), checked by the checker; the report's targets hold kvmemory cold to the better of the
    two readings, per category, on the items both answered."""
    irrelevant = next(iter(items["irrelevance"]))
    some_tool = items["irrelevance"][irrelevant]["tools"][0]["function"]["name"]
    call = json.dumps({"name": TRI, "arguments": {"base": 10, "height": 5}})

    def line(arm, item, answer, right):
        category = item.rsplit("_", 1)[0]
        return {"suite": "bfcl", "arm": arm, "item": item, "answer": answer, "score": int(right), "model": "m",
                "metrics": {"category": category, "right": right, "decode_tokens": 1, "prompt_tokens": 1, "wall_s": 0.0}}

    bare = [line("bare", "simple_python_0", f"```json\n{call}\n```", False),       # fenced: right when read leniently
            line("bare", "simple_python_1", "The area is 25.", False),              # text: no call either way
            line("bare", irrelevant, json.dumps({"name": some_tool, "arguments": {}}), True)]   # a call where none fits
    lenient = bfcl.lenient_lines(bare)
    assert [(x["arm"], x["item"], x["score"]) for x in lenient] == [
        ("bare-lenient", "simple_python_0", 1), ("bare-lenient", "simple_python_1", 0), ("bare-lenient", irrelevant, 0)]
    assert lenient[0]["metrics"]["calls"] == [{TRI: {"base": 10, "height": 5}}]
    cold = [line("cold", "simple_python_0", call, True), line("cold", "simple_python_1", "", False),
            line("cold", irrelevant, "", True)]
    s = bfcl.score_lines(bare + cold)
    assert s["categories"]["simple_python"]["bare-lenient"]["right"] == 1
    assert s["versus_bare"] == {"simple_python": {"n": 2, "cold": 1, "bare": 0, "bare-lenient": 1},
                                "irrelevance": {"n": 1, "cold": 1, "bare": 1, "bare-lenient": 0}}
    met = {}
    bfcl.targets(s, lambda name, ok, measured: met.__setitem__(name.split(":")[0], ok))
    assert met == {"simple_python": True, "irrelevance": True}
    s = bfcl.score_lines(bare + [line("cold", "simple_python_0", "", False), *cold[1:]])
    met.clear()
    bfcl.targets(s, lambda name, ok, measured: met.__setitem__(name.split(":")[0], ok))
    assert met == {"simple_python": False, "irrelevance": True}   # the lenient reading beat cold: missed


def test_the_paired_test_of_two_arms_is_the_exact_mcnemar_test():
    """Discordant pairs tested at one half: 16 against 4 gives p = 2 * P(X <= 4), X ~ Binomial(20, 1/2) = 0.0118;
    no discordant pair gives 1; the items only one arm answered are left out."""
    from kvmemory.bench.ledger import mcnemar

    a = {f"i{k}": k < 50 for k in range(100)}
    b = {f"i{k}": (34 <= k < 50) or (50 <= k < 54) or k < 18 for k in range(100)}   # 16 only a, 4 only b
    got = mcnemar(a, b)
    assert (got["n"], got["a"], got["b"], got["a_only"], got["b_only"]) == (100, 50, 38, 16, 4)
    assert abs(got["p"] - 0.011818) < 1e-6
    assert mcnemar(a, a)["p"] == 1.0 and mcnemar(a, {**a, "extra": True})["n"] == 100
    assert mcnemar({"x": True}, {"x": False})["p"] == 1.0          # one discordant pair: nothing to conclude


# -- conversion and loading -------------------------------------------------------------------------------

def test_bfcl_docs_convert_to_openai_tools():
    doc = {"name": "geo.distance.find", "description": "Distance.", "parameters": {"type": "dict", "properties": {
        "to": {"type": "string", "description": "Place."}, "scale": {"type": "float", "description": "Scale."},
        "point": {"type": "tuple", "items": {"type": "float"}, "description": "A point."},
        "extra": {"type": "any", "description": "Anything."},
        "opts": {"type": "dict", "properties": {"fast": {"type": "boolean"}, "w": {"type": "float", "description": "W."}},
                 "required": ["fast"]},
        "legs": {"type": "array", "items": {"type": "dict", "properties": {"n": {"type": "integer"}}}},
        "mode": {"type": "string", "enum": ["car", "foot"], "default": "car", "optional": True}},
        "required": ["to"]}}
    tools, names = bfcl.convert([doc])
    fn = tools[0]["function"]
    assert tools[0]["type"] == "function" and fn["name"] == "geo_distance_find" and names == {fn["name"]: doc["name"]}
    assert fn["description"] == "Distance." + bfcl.PYTHON_HINT
    p = fn["parameters"]
    assert p["type"] == "object" and p["required"] == ["to"]
    assert list(p["properties"]) == ["to", "scale", "point", "extra", "opts", "legs", "mode"]      # order kept
    props = p["properties"]
    assert props["scale"] == {"type": "number", "description": "Scale." + bfcl.FLOAT_HINT}
    assert props["point"]["type"] == "array" and props["point"]["items"] == {"type": "number"}
    assert props["extra"] == {"description": "Anything."}                                       # no type constraint
    assert props["opts"]["type"] == "object" and props["opts"]["required"] == ["fast"]
    assert props["opts"]["properties"]["w"] == {"type": "number", "description": "W." + bfcl.FLOAT_HINT}
    assert props["legs"]["items"] == {"type": "object", "properties": {"n": {"type": "integer"}}}
    assert props["mode"] == {"type": "string", "enum": ["car", "foot"], "default": "car", "optional": True}
    assert doc["parameters"]["type"] == "dict"                                                  # the input is kept
    from kvmemory.toolcalls.spec import normalize_request

    assert [t.name for t in normalize_request(tools).offered] == ["geo_distance_find"]


@needs_wheel
def test_the_loader_reads_the_installed_wheel_without_importing_it():
    code = ("import sys, json; from kvmemory.bench import bfcl; "
            "n = {c: len(bfcl.load_items(c)) for c in bfcl.CATEGORIES}; "
            "print(json.dumps([n, 'bfcl_eval' in sys.modules, str(bfcl.data_dir())]))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    counts, imported, folder = json.loads(run.stdout.strip().splitlines()[-1])
    assert counts == {"simple_python": 400, "multiple": 200, "parallel": 200, "parallel_multiple": 200,
                      "irrelevance": 240}
    assert not imported and Path(folder).name == "data" and Path(folder).parent.name == "bfcl_eval"


def test_a_missing_wheel_names_the_pip_command(monkeypatch):
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None)
    with pytest.raises(InputError, match=r"pip install --no-deps bfcl-eval==2026\.3\.23"):
        bfcl.data_dir()


def test_items_offer_valid_tools_and_ground_truths_deposit(items):
    """Every item's tools pass kvmemory's request checks; every first-value ground truth passes the checker and
    its tool schemas but three, whose answers the data itself contradicts."""
    from kvmemory.toolcalls.spec import normalize_request

    refused = []
    for category, by_id in items.items():
        for item in by_id.values():
            assert len(item["messages"]) == 1 and item["messages"][0]["role"] == "user"
            assert [t.name for t in normalize_request(item["tools"], "auto").offered] == list(item["names"])
            assert (item["ground_truth"] is None) == (category == "irrelevance")
            ok, why = bfcl.deposit_check(item, bfcl.ground_truth_calls(item))
            if not ok:
                refused.append(item["id"])
    # 21: "future_sales" allowed as a string for an array; 26: a "type" argument its function lacks;
    # 94: strings sorted by a function whose items are integers.
    assert sorted(refused) == ["parallel_multiple_21", "parallel_multiple_26", "parallel_multiple_94"]


def test_the_split_is_seeded_and_disjoint(items):
    pool = list(items["multiple"].values())
    asked, deposit = bfcl.split(pool, 5, 7, 0, "multiple")
    again, _ = bfcl.split(pool, 5, 7, 0, "multiple")
    other, _ = bfcl.split(pool, 5, 7, 1, "multiple")
    assert [i["id"] for i in asked] == [i["id"] for i in again] != [i["id"] for i in other]
    assert len(deposit) == 7 and not {i["id"] for i in asked} & {i["id"] for i in deposit}
    bigger, same_pool = bfcl.split(pool, 50, 7, 0, "multiple")     # a larger sample extends it; the pool stays
    assert [i["id"] for i in bigger[:5]] == [i["id"] for i in asked] and same_pool == deposit
    with pytest.raises(InputError, match="lower --samples or --pool"):
        bfcl.split(pool, len(pool) - 6, 7, 0, "multiple")


# -- end to end on a tiny model ------------------------------------------------------------------------------

@needs_wheel
def test_the_suite_runs_and_its_ledger_rescores_to_what_it_reported(tmp_path, one_thread):
    from click.testing import CliRunner

    from kvmemory.bench.cli import run_suite, score_command
    from kvmemory.bench.ledger import read_ledger, score

    opts = dict(model="tiny:llama", categories=bfcl.CATEGORIES, samples=2, seed=0, k=1, pool=1, max_new_tokens=8,
                arms=bfcl.ARMS)
    results = run_suite("bfcl", tmp_path, opts)
    lines = read_ledger(tmp_path / "ledger.jsonl")
    assert len(lines) == 2 * len(bfcl.CATEGORIES) * len(bfcl.LINE_ARMS)
    reported = json.loads(json.dumps(results["suites"]["bfcl"]))
    assert json.loads(json.dumps(score(lines)["bfcl"])) == reported
    cli = CliRunner().invoke(score_command, [str(tmp_path / "ledger.jsonl"), "--json"])
    assert cli.exit_code == 0, cli.output
    assert json.loads(cli.output)["bfcl"] == reported
    assert reported["transfer"]["versus_cold"]["n"] == reported["transfer"]["n"] == 10      # paired, same items
    for category in bfcl.CATEGORIES:                     # per category and arm, counted straight from the lines
        assert reported["categories"][category]["bare-lenient"]["n"] == 2   # the bare replies read again
        assert reported["versus_bare"][category]["n"] == 2
        for arm in bfcl.LINE_ARMS:
            mine = [x for x in lines if x["arm"] == arm and x["metrics"]["category"] == category]
            got = reported["categories"][category][arm]
            assert (got["n"], got["right"]) == (2, sum(x["metrics"]["right"] for x in mine))
            assert all(x["score"] == int(x["metrics"]["right"]) for x in mine)
    recurring = [x for x in lines if x["arm"] == "recurring"]
    for x in recurring:                                  # asked again: the verified call, replayed
        m = x["metrics"]
        assert m["deposited"] and m["mode"] == "recurring" and m["decode_tokens"] == 0 and m["right"], x
        assert x["generated_ids"] == [] and m["action"] in ("replay", "final")
    rec = reported["arms"]["recurring"]
    assert rec["replayed_right"] == rec["deposited"] == rec["n"] == 10 and rec["accuracy"] == 1.0
    assert [t["met"] for t in reported["targets"] if t["target"].startswith("recurring")] == [True]
    by_item: dict = {}
    for x in lines:
        by_item.setdefault(x["item"], set()).add(x["input_sha256"])
    assert all(len(h) == 1 for h in by_item.values())   # every arm answered the same input
    for x in lines:
        assert x["metrics"]["output_sha256"] and x["metrics"]["wall_s"] >= 0
    assert all(x["metrics"]["mode"] == "transfer" and len(x["artifacts"]) == 1 for x in lines if x["arm"] == "transfer")
    assert all(x["metrics"]["mode"] == "cold" for x in lines if x["arm"] in ("cold", "transfer-text"))
    assert all(x["generated_ids"] and x["metrics"]["prompt_tokens"] > 0 for x in lines if x["arm"] == "bare")
    report = (tmp_path / "REPORT.md").read_text()
    assert "## bfcl" in report and "| simple_python |" in report and "mean over categories (BFCL)" in report


@needs_wheel
def test_a_cut_run_resumes_where_it_stopped_and_refuses_other_options(tmp_path, one_thread):
    from kvmemory.bench.cli import run_suite
    from kvmemory.bench.ledger import read_ledger
    from kvmemory.errors import InputError

    cats = ("simple_python", "irrelevance")
    opts = dict(model="tiny:llama", categories=cats, samples=2, seed=0, k=1, pool=1, max_new_tokens=6)
    whole = tmp_path / "whole"
    run_suite("bfcl", whole, {**opts, "arms": bfcl.ARMS})
    want = sorted((x["item"], x["arm"], x["metrics"]["output_sha256"]) for x in read_ledger(whole / "ledger.jsonl"))
    cut = tmp_path / "cut"
    run_suite("bfcl", cut, {**opts, "arms": ("bare", "cold")})      # an earlier session ran two arms,
    path = cut / "ledger.jsonl"
    kept = path.read_text().splitlines(keepends=True)[:5]           # and was stopped after five lines
    path.write_text("".join(kept))
    results = run_suite("bfcl", cut, {**opts, "arms": bfcl.ARMS}, resume=True)
    lines = read_ledger(path)
    assert [json.loads(x) for x in kept] == lines[:5]               # what was there is kept as it was
    assert sorted((x["item"], x["arm"], x["metrics"]["output_sha256"]) for x in lines) == want   # nothing twice
    assert results["suites"]["bfcl"]["arms"]["recurring"]["n"] == 4
    for changed in ({"samples": 1}, {"seed": 1}, {"max_new_tokens": 7}, {"pool": 2}, {"episode_layout": "native"},
                    {"repeated_calls": "answer"}):
        with pytest.raises(InputError, match="other options"):
            run_suite("bfcl", cut, {**opts, **changed, "arms": bfcl.ARMS}, resume=True)
    assert read_ledger(path) == lines                               # a refused resume loses nothing
    grown = run_suite("bfcl", cut, {**opts, "samples": 3, "arms": ("bare",)}, resume=True)   # a sample may grow
    assert read_ledger(path)[:len(lines)] == lines and grown["suites"]["bfcl"]["categories"]["irrelevance"]["bare"]["n"] == 3
    with pytest.raises(InputError, match="cannot resume"):
        run_suite("exact", tmp_path / "exact", {}, resume=True)


def test_the_cli_refuses_unknown_arms_and_categories_before_any_work(monkeypatch):
    from click.testing import CliRunner

    from kvmemory.cli import main

    r = CliRunner().invoke(main, ["bench", "bfcl", "--arms", "bare,changed"])
    assert r.exit_code != 0 and "unknown bfcl arm(s) changed" in r.output
    r = CliRunner().invoke(main, ["bench", "bfcl", "--categories", "simple_java"])
    assert r.exit_code != 0 and "unknown BFCL categor(ies) simple_java" in r.output
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None)
    r = CliRunner().invoke(main, ["bench", "bfcl", "--out", "unused"])
    assert r.exit_code != 0 and bfcl.BFCL_PIP in r.output
