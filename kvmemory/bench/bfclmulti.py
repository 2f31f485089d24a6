"""Suite ``bfcl``, category ``multi_turn_base``: BFCL's multi-turn tasks run against BFCL's own executable backends,
asked with and without kvmemory, and verified episodes replayed step by step.

Data (the ``bfcl-eval==2026.3.23`` wheel, as :mod:`kvmemory.bench.bfcl`): ``data/BFCL_v4_multi_turn_base.json``
(200 tasks: the user's turns, ``initial_config``, ``involved_classes``), ``data/possible_answer/`` (per turn, the
ground-truth calls as Python call strings) and ``data/multi_turn_func_doc/`` (each backend class's function docs,
offered as OpenAI tools by :func:`kvmemory.bench.bfcl.convert`, exactly as the single-turn categories are). The
backends are the wheel's own classes (``bfcl_eval.eval_checker.multi_turn_eval.func_source_code``: GorillaFileSystem,
MathAPI, MessageAPI, TwitterAPI, TicketAPI, TradingBot, TravelAPI, VehicleControlAPI), imported and run here; they
need neither numpy nor any API client.

What mirrors what upstream (``bfcl_eval``; names are upstream's):

==================================  ==============================================================================
this module                         upstream
==================================  ==============================================================================
:class:`Backends`                   ``multi_turn_utils.execute_multi_turn_func_call``: one instance per involved
                                    class, ``_load_scenario(deepcopy(initial_config[class]))`` unless stateless
                                    (``MathAPI``), method name -> instance (a later class wins), calls in
                                    upstream's string form (``convert_to_function_call``: ``name(k=repr(v),...)``)
                                    rewritten by ``_process_method_calls``, the ``kill``/``exit``/... block list,
                                    a ``str`` result kept, a ``dict`` one ``json.dumps``-ed, others ``str()``-ed,
                                    an exception as ``"Error during execution: ..."``. One difference: upstream
                                    ``eval``\\ s the string in its own module (so a model's reply can name any
                                    builtin); here it is parsed and only the backends' methods are called, with
                                    literal arguments (a reply naming anything else gets ``name '...' is not
                                    defined``, as ``eval`` says of an unknown name)
:func:`check`                       ``eval_runner._evaluate_single_multi_turn_entry`` (a run cut short by the step
                                    limit is ``multi_turn:force_terminated``; steps that decode to no call are left
                                    out) and ``multi_turn_checker.multi_turn_checker``: per turn, the model's steps
                                    and the ground truth executed on two fresh sets of backends; where the turn's
                                    ground truth is not empty, the model must have called something, every backend
                                    instance's public attributes must equal the ground truth's
                                    (``state_checker``) and the ground truth's results must all be among the
                                    model's results so far (``response_checker``, unordered, with multiplicity)
:func:`drive`                       ``BaseHandler.inference_multi_turn_prompting`` (the path of BFCL's Qwen FC
                                    handler): per user turn, append its messages, then ask; a reply with no call
                                    (or one that does not decode) ends the turn; else execute the calls, append
                                    one ``tool`` message per result and ask again; more than
                                    :data:`STEP_LIMIT` (``MAXIMUM_STEP_LIMIT``, 20) steps in a turn ends the task
:func:`read_strict`                 ``QwenFCHandler.decode_execute``: ``<tool_call>`` blocks
==================================  ==============================================================================

Upstream's checker imports cleanly (``multi_turn_checker`` needs ``multi_turn_utils`` and the backends only), yet is
reimplemented: it keeps every run's backend instances in ``multi_turn_utils``' module globals, named after the model
and the task, so a second check of the same task in one process (each arm, each deposit's verifier) would run on the
first one's instances unless each gets a new name, and the globals only grow; and it ``eval``\\ s the model's text.
``tests/test_bfcl_multi.py`` asserts upstream's verdict, error type and message on every ground truth and on
hand-made wrong runs, and upstream's results call for call.

Arms, on the seeded sample :func:`kvmemory.bench.bfcl.split` draws (the pool is the shuffle's tail):

* ``bare`` and ``bare-lenient``: ``transformers`` greedy ``generate`` on the model's own chat template with
  ``tools=`` (:func:`kvmemory.bench.bfcl.bare_answer`), the conversation kept as BFCL keeps it (the reply's calls as
  the assistant turn, one ``tool`` message per result, named by the call string as upstream names it). ``bare``
  reads calls as BFCL reads a Qwen2.5 FC model (:func:`read_strict`); ``bare-lenient`` also reads bare or fenced
  JSON ``{"name", "arguments"}`` objects (:func:`calls_in`, the reading of ``scripts/bfcl_lenient.py``). The reading
  decides which calls run, so the lenient arm is its own run (replies the two runs share are generated once).
* ``cold``: :meth:`kvmemory.KVMemory.answer` with ``tools=`` and ``tool_choice="auto"`` on an empty library, the
  same loop and conversation (the assistant turn holds kvmemory's ``tool_calls``).
* ``recurring``: every asked task's ground truth, executed on fresh backends (:func:`ground_truth_run`), deposited
  as one verified episode per user turn (:func:`turn_episodes`; verifier: :func:`check` over the turns so far,
  :func:`episode_verifier`), then the task asked again in the turn view (below). kvmemory replays the stored calls
  step by step (0 decode tokens) while every result the loop gets from fresh backends equals the stored one; the
  first that differs stops it (``diverged``: nothing stored is emitted from then on, the model decodes with the
  episode grafted), and every later turn's history then differs from the stored one, so no later turn replays.
* ``transfer`` and ``transfer-text``: the pool's tasks deposited the same way; each asked task is run with the ``k``
  nearest stored turn episodes grafted (``mode="transfer"``, template ``tool-episode-v1``, the call
  :func:`kvmemory.bench.tools.capability_answers` makes) and, in its own run, with the same episodes pasted as
  earlier messages (each turn pastes the episodes the grafted run took at that turn's first step). The two take
  different calls, so they cannot share one loop as ``capability_answers`` shares one request.

**The turn view** (``recurring`` asks in it; deposits are made in it). kvmemory's episode is one user task followed
by tool steps (:mod:`kvmemory.toolcalls.episode`), and a conversation of several user turns does not parse as one:
asked with BFCL's plain conversation, kvmemory would never replay past the first turn. So at user turn ``t`` the
conversation is sent as a system message holding the earlier turns (:func:`history_text`: their messages, one JSON
object per line: requests, calls, results, replies) followed by turn ``t``'s own messages. A stored episode of turn
``t`` is replayed only under the same system message (:func:`kvmemory.toolcalls.replay.follow` compares it byte for
byte), that is, only after the same earlier calls got the same earlier results. The other arms keep BFCL's plain
conversation. Each deposited turn ends with the placeholder reply :data:`TURN_FINAL` (BFCL's ground truth has calls,
no text), which a replay returns when the turn's calls are done, ending the turn as a reply without calls does.

One ledger line per task and arm, the single-turn lines' fields: ``input_sha256`` (of the task's turns and tools),
``generated_ids`` (a list per step), ``answer`` (JSON: per turn, per step, the executed call strings: what the
checker reads), ``output_sha256``, ``score`` (1/0, :func:`check`), and ``metrics``: ``category``, ``right``,
``error_type``, ``error``, ``decode_tokens``, ``prompt_tokens``, ``grafted_tokens``, ``turns``, ``steps``,
``wall_s``, ``mode`` (``recurring`` when every step was served from memory, else the first other mode),
``finish``, ``force_quit``, and per turn and step the mode, replay action, decode tokens and calls.
"""

from __future__ import annotations

import ast
import copy
import importlib
import inspect
import json
import re
import time
from dataclasses import replace
from pathlib import Path

__all__ = ["CATEGORY", "STEP_LIMIT", "LINE_ARMS", "BACKENDS", "TURN_FINAL", "HISTORY_HEAD", "MAX_CHARS", "load_tasks",
           "call_string", "Backends", "check", "ground_truth_calls", "ground_truth_run", "history_text", "turn_view",
           "turn_episodes", "episode_verifier", "deposit_check", "deposit_task", "read_strict", "calls_in", "drive",
           "kvmemory_ask", "open_library", "run_category"]

CATEGORY = "multi_turn_base"
#: Upstream's ``MAXIMUM_STEP_LIMIT``: more executed steps than this in one turn ends the task (force-terminated).
STEP_LIMIT = 20
#: The arms' ledger lines (``bare`` writes ``bare`` and ``bare-lenient``; ``transfer`` also ``transfer-text``).
LINE_ARMS = ("bare", "bare-lenient", "cold", "recurring", "transfer", "transfer-text")
_PREFIX = "bfcl_eval.eval_checker.multi_turn_eval.func_source_code"
#: The backend classes of ``multi_turn_base`` -> their module (upstream's ``CLASS_FILE_PATH_MAPPING``) and docs file.
BACKENDS = {
    "GorillaFileSystem": (f"{_PREFIX}.gorilla_file_system", "gorilla_file_system.json"),
    "MathAPI": (f"{_PREFIX}.math_api", "math_api.json"),
    "MessageAPI": (f"{_PREFIX}.message_api", "message_api.json"),
    "TwitterAPI": (f"{_PREFIX}.posting_api", "posting_api.json"),
    "TicketAPI": (f"{_PREFIX}.ticket_api", "ticket_api.json"),
    "TradingBot": (f"{_PREFIX}.trading_bot", "trading_bot.json"),
    "TravelAPI": (f"{_PREFIX}.travel_booking", "travel_booking.json"),
    "VehicleControlAPI": (f"{_PREFIX}.vehicle_control", "vehicle_control.json"),
}
STATELESS = ("MathAPI",)
#: Upstream refuses to run a call to a function of one of these names.
BLOCKED = ("kill", "exit", "quit", "remove", "unlink", "popen", "Popen", "run")
#: The reply that ends each turn of a deposited episode (BFCL's ground truth has calls only).
TURN_FINAL = "Done: the calls above carried out this request."
#: The first line of the turn view's system message (:func:`history_text`).
HISTORY_HEAD = ("Earlier turns of this conversation, one message per line as JSON (the user's requests, the function "
                "calls made, their results and the replies):")
#: ``Settings.max_problem_chars`` of the suite's libraries: the function docs alone are 12,600 to 28,100 characters
#: and a stored episode holds its tools, past kvmemory's default limit of 20,000.
MAX_CHARS = 400_000
#: The name upstream's instance names are built from (``{model}_{task id}_{class}_instance``).
MODEL_NAME = "kvmemory"


# -- data ---------------------------------------------------------------------------------------------------

def load_tasks(data: Path | None = None) -> list[dict]:
    """The tasks of ``multi_turn_base``: ``id``, ``category``, ``turns`` (BFCL's ``question``: per turn, its
    messages), ``messages`` (the same; what ``input_sha256`` hashes), ``functions`` (the involved classes' docs),
    ``tools`` and ``names`` (:func:`kvmemory.bench.bfcl.convert`), ``ground_truth`` (per turn, call strings),
    ``initial_config``, ``involved_classes``."""
    from ..errors import InputError
    from .bfcldata import BFCL_PIP, convert, data_dir, read_jsonl

    data = Path(data) if data is not None else data_dir()
    docs = {c: read_jsonl(data / "multi_turn_func_doc" / f) for c, (_, f) in BACKENDS.items()}
    truth = {a["id"]: a["ground_truth"] for a in read_jsonl(data / "possible_answer" / f"BFCL_v4_{CATEGORY}.json")}
    tasks = []
    for e in read_jsonl(data / f"BFCL_v4_{CATEGORY}.json"):
        unknown = [c for c in e["involved_classes"] if c not in BACKENDS]
        if unknown or e["id"] not in truth or len(truth[e["id"]]) != len(e["question"]):
            what = f"unknown backend {unknown[0]}" if unknown else "no ground truth per turn"
            raise InputError(f"{e['id']}: {what}; the bfcl-eval wheel is not the one this suite reads: `{BFCL_PIP}`")
        functions = [f for c in e["involved_classes"] for f in docs[c]]
        tools, names = convert(functions)
        tasks.append({"id": e["id"], "category": CATEGORY, "turns": e["question"], "messages": e["question"],
                      "functions": functions, "tools": tools, "names": names, "ground_truth": truth[e["id"]],
                      "initial_config": e.get("initial_config", {}), "involved_classes": e["involved_classes"]})
    return tasks


# -- execution ----------------------------------------------------------------------------------------------

def call_string(name: str, arguments) -> str:
    """One call in upstream's string form (``convert_to_function_call``): ``name(k=repr(v),...)``; arguments given
    as JSON text are parsed first."""
    if isinstance(arguments, str):
        arguments = json.loads(arguments)
    return f"{name}({','.join(f'{k}={repr(v)}' for k, v in arguments.items())})"


def _process_method_calls(function_call_string: str, instance_mapping: dict) -> str:
    """Upstream's rewrite: every ``identifier(`` whose name is a backend method gets its instance's name in front
    (also inside string literals, as upstream does)."""
    def replace_function(match):
        func_name = match.group(1)
        if func_name in instance_mapping:
            return f"{instance_mapping[func_name]}.{func_name}"
        return func_name

    return re.sub(r"\b([a-zA-Z_]\w*)\s*(?=\()", replace_function, function_call_string)


def _literal(node, call=None):
    """The value of an argument's expression: literals (``-`` and ``+`` on a number included), a call through
    ``call(node)`` when given; a name raises NameError as ``eval`` would, anything else ValueError."""
    if isinstance(node, ast.Call) and call is not None:
        return call(node)
    if isinstance(node, ast.Name):
        raise NameError(f"name '{node.id}' is not defined")
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        items = [_literal(x, call) for x in node.elts]
        return {ast.List: list, ast.Tuple: tuple, ast.Set: set}[type(node)](items)
    if isinstance(node, ast.Dict) and all(k is not None for k in node.keys):
        return {_literal(k, call): _literal(v, call) for k, v in zip(node.keys, node.values)}
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        value = _literal(node.operand, call)
        return -value if isinstance(node.op, ast.USub) else +value
    raise ValueError(f"kvmemory runs calls with literal arguments only, not {type(node).__name__}")


class Backends:
    """A task's backend instances, fresh from its ``initial_config``, and the calls run on them as upstream runs
    them (see the module docstring). ``model_name`` names the instances as upstream does (it can show inside a
    string argument, where upstream's rewrite reaches)."""

    def __init__(self, task: dict, model_name: str = MODEL_NAME, *, long_context: bool = False):
        self.instances: dict = {}   # class name -> instance
        self.methods: dict = {}     # method name -> instance name
        self._by_name: dict = {}    # instance name -> instance
        for class_name in task["involved_classes"]:
            module = importlib.import_module(BACKENDS[class_name][0])
            instance = getattr(module, class_name)()
            if class_name not in STATELESS:
                instance._load_scenario(copy.deepcopy(task.get("initial_config", {}).get(class_name, {})),
                                        long_context=long_context)
            instance_name = re.sub(r"[-./:]", "_", f"{model_name}_{task['id']}_{class_name}_instance")
            self.instances[class_name] = instance
            self._by_name[instance_name] = instance
            for method_name, _ in inspect.getmembers(instance, predicate=inspect.ismethod):
                if not method_name.startswith("_"):
                    self.methods[method_name] = instance_name

    def execute(self, calls: list[str]) -> list[str]:
        """Each call string's result, as text (upstream's conversions; an exception as its message)."""
        results = []
        for func_call in calls:
            func_call = _process_method_calls(func_call, self.methods)
            try:
                head = func_call.split("(")[0] if "(" in func_call else func_call
                head = head.split(".")[1] if "." in head else head
                if head in BLOCKED:
                    raise Exception(f"Function call {head} is not allowed.")
                result = self._evaluate(func_call)
                if type(result) == str:  # noqa: E721 (upstream's test: a str subclass is str()-ed)
                    pass
                elif type(result) == dict:  # noqa: E721
                    try:
                        result = json.dumps(result)
                    except Exception:
                        result = str(result)
                else:
                    result = str(result)
                results.append(result)
            except Exception as e:
                results.append(f"Error during execution: {str(e)}")
        return results

    def _evaluate(self, text: str):
        tree = compile(text, "<string>", "eval", ast.PyCF_ONLY_AST)   # a SyntaxError reads as eval's
        compile(tree, "<string>", "eval")                              # and so does one the compiler raises
        return self._value(tree.body)

    def _value(self, node):
        return _literal(node, self._call)

    def _call(self, node):
        fn = self._callee(node.func)
        if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
            raise ValueError("kvmemory runs calls with plain arguments only (no * or ** unpacking)")
        args = [self._value(a) for a in node.args]
        return fn(*args, **{k.arg: self._value(k.value) for k in node.keywords})

    def _callee(self, node):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in self._by_name:
            return getattr(self._by_name[node.value.id], node.attr)
        if isinstance(node, ast.Name):
            raise NameError(f"name '{node.id}' is not defined")
        raise ValueError(f"kvmemory calls the backends' functions only, not {ast.unparse(node)!r}")


# -- the checker -------------------------------------------------------------------------------------------

def _empty(steps: list) -> bool:
    """Upstream's ``is_empty_execute_response``."""
    return len(steps) == 0 or (len(steps) == 1 and len(steps[0]) == 0)


def _invalid(message: str, error_type: str, **details) -> dict:
    return {"valid": False, "error_message": message, "error_type": error_type, "details": details}


def _compare_instances(model_object, ground_truth_object) -> tuple[bool, dict]:
    differences = {}
    for attr_name in vars(ground_truth_object):
        if attr_name.startswith("_"):
            continue
        model_attr, ground_truth_attr = getattr(model_object, attr_name), getattr(ground_truth_object, attr_name)
        if model_attr != ground_truth_attr:
            differences[attr_name] = {"model": model_attr, "ground_truth": ground_truth_attr}
    return not differences, differences


def _missing(ground_truth: list, model: list) -> list:
    """Upstream's ``_is_subsequence_unordered``: the ground truth's results not among the model's (multiplicity
    counted)."""
    left, missing = list(model), []
    for item in ground_truth:
        try:
            left.remove(item)
        except ValueError:
            missing.append(item)
    return missing


def check(task: dict, decoded, *, model_name: str = MODEL_NAME) -> dict:
    """BFCL's verdict on a run of ``task``: ``decoded`` is, per turn, per step, the call strings executed (the
    ledger's ``answer``). ``{"valid": True}``, or ``valid`` False with ``error_type``, ``error_message`` and
    ``details`` (upstream's texts; see the module docstring)."""
    ground_truth = task["ground_truth"]
    if type(decoded) != list:  # noqa: E721
        return _invalid("Error during inference phase. Model did not output a list of model responses.",
                        "multi_turn:inference_error")
    if len(decoded) != len(ground_truth):
        return _invalid(f"Model was force-terminated during inference phase. The length of the model result turns "
                        f"({len(decoded)}) does not match the length of the ground truth turns ({len(ground_truth)}).",
                        "multi_turn:force_terminated")
    decoded = [[step for step in turn if not _empty(step)] for turn in decoded]
    model = Backends(task, model_name + "_eval")
    truth = Backends(task, model_name + "_ground_truth_eval")
    all_results: list = []
    for turn_index, turn_truth in enumerate(ground_truth):
        turn_results = [r for step in decoded[turn_index] for r in model.execute(step)]
        truth_results = truth.execute(turn_truth)
        all_results.extend(turn_results)
        if turn_truth and _empty(decoded[turn_index]):
            return _invalid(f"Model response list is empty for turn {turn_index}",
                            "multi_turn:empty_turn_model_response")
        if not turn_truth:
            continue
        for class_name, truth_instance in truth.instances.items():
            same, differences = _compare_instances(model.instances[class_name], truth_instance)
            if not same:
                return _invalid(f"Model instance for {class_name} does not match the state with ground truth instance.",
                                "multi_turn:instance_state_mismatch", differences=differences)
        missing = _missing(truth_results, all_results)
        if missing:
            return _invalid(f"Model response execution results so far does not contain all the ground truth response "
                            f"execution results for turn {turn_index}.", "multi_turn:execution_response_mismatch",
                            missing_items=missing)
    return {"valid": True}


# -- the ground truth as a run, and as deposits ---------------------------------------------------------------

def _call_parts(text: str) -> tuple[str, list, dict]:
    """``(name, positional values, keyword values)`` of one ground-truth call string (literal arguments)."""
    node = ast.parse(text, mode="eval").body
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
        raise ValueError(f"not a plain function call: {text!r}")
    return node.func.id, [_literal(a) for a in node.args], {k.arg: _literal(k.value) for k in node.keywords}


def ground_truth_calls(task: dict) -> list[list[tuple[str, dict]]]:
    """Per turn, the ground-truth calls as ``(tool name, arguments)``: positional arguments named by the backend
    method's signature (the class that owns the name, a later involved class winning as upstream's does), values
    as JSON has them (a tuple becomes a list)."""
    owner = {}
    for class_name in task["involved_classes"]:
        cls = getattr(importlib.import_module(BACKENDS[class_name][0]), class_name)
        for name, fn in inspect.getmembers(cls, predicate=inspect.isfunction):
            if not name.startswith("_"):
                owner[name] = fn
    out = []
    for turn in task["ground_truth"]:
        calls = []
        for text in turn:
            name, args, kwargs = _call_parts(text)
            bound = inspect.signature(owner[name]).bind(None, *args, **kwargs).arguments
            bound.pop(next(iter(bound)))  # self
            calls.append((name, json.loads(json.dumps(dict(bound)))))
        out.append(calls)
    return out


def _assistant(calls: list[tuple[str, dict, str]]) -> dict:
    return {"role": "assistant", "content": None, "tool_calls": [
        {"id": cid, "type": "function", "function": {"name": n, "arguments": json.dumps(a, ensure_ascii=False)}}
        for n, a, cid in calls]}


def ground_truth_run(task: dict) -> dict:
    """The ground truth run as the loop runs a model's calls, on fresh backends: one call per step, each result sent
    back, each turn ended by :data:`TURN_FINAL`. ``{"history"`` (the plain conversation), ``"starts"`` (where each
    turn's messages begin in it), ``"decoded"`` (per turn, per step, the call strings), ``"results"``}``."""
    backends = Backends(task)
    history, starts, decoded, results, index = [], [], [], [], 0
    for turn, calls in zip(task["turns"], ground_truth_calls(task)):
        starts.append(len(history))
        history += [dict(m) for m in turn]
        decoded.append([])
        results.append([])
        for name, args in calls:
            text = call_string(name, args)
            result = backends.execute([text])[0]
            cid = f"call_{index}"
            index += 1
            history += [_assistant([(name, args, cid)]),
                        {"role": "tool", "tool_call_id": cid, "name": name, "content": result}]
            decoded[-1].append([text])
            results[-1].append(result)
        history.append({"role": "assistant", "content": TURN_FINAL})
    return {"history": history, "starts": starts, "decoded": decoded, "results": results}


def history_text(messages: list[dict]) -> str:
    """The turn view's system message: :data:`HISTORY_HEAD`, then each message as one line of canonical JSON
    (``role`` and ``content``; an assistant turn with calls as its ``tool_calls`` ``name`` and ``arguments``; call
    ids left out, so the same calls and results give the same bytes whoever made them)."""
    from ..toolcalls.layout import check_messages
    from ..toolcalls.spec import dumps

    lines = [HISTORY_HEAD]
    for m in check_messages(messages):
        if m.get("tool_calls"):
            lines.append(dumps({"role": "assistant", "tool_calls": [{"arguments": c["arguments"], "name": c["name"]}
                                                                    for c in m["tool_calls"]]}))
        else:
            lines.append(dumps({"content": m["content"], "role": m["role"]}))
    return "\n".join(lines)


def _history_calls(text: str) -> list[list[list[str]]]:
    """Per turn, per step, the call strings a :func:`history_text` holds (its inverse, as far as the checker reads)."""
    turns: list = []
    for line in text.split("\n")[1:]:
        m = json.loads(line)
        if m["role"] == "user" and (not turns or turns[-1] is not None):
            turns.append([])
        if m.get("tool_calls"):
            turns[-1].append([call_string(c["name"], c["arguments"]) for c in m["tool_calls"]])
    return turns


def turn_view(history: list[dict], start: int) -> list[dict]:
    """The conversation as the recurring arm sends it at the turn whose messages begin at ``history[start]``: the
    earlier turns folded into a system message (:func:`history_text`), then this turn's messages."""
    return ([{"role": "system", "content": history_text(history[:start])}] if start else []) + history[start:]


def turn_episodes(task: dict, run: dict | None = None) -> list[list[dict]]:
    """One episode per user turn of the ground truth (:func:`ground_truth_run`), in the turn view: the earlier
    turns as the system message, the turn's request, its calls one step each with their results, :data:`TURN_FINAL`."""
    run = run or ground_truth_run(task)
    ends = run["starts"][1:] + [len(run["history"])]
    return [turn_view(run["history"][:end], start) for start, end in zip(run["starts"], ends)]


def episode_verifier(task: dict, turn: int):
    """The deposit verifier of ``task``'s turn ``turn``: :func:`check` over the turns up to it, the earlier ones read
    from the episode's system message, this one's from its steps."""

    def verify(messages):
        system = messages[0]["content"] if messages and messages[0]["role"] == "system" else ""
        decoded = _history_calls(system) if system else []
        decoded.append([[call_string(c["function"]["name"], c["function"]["arguments"]) for c in m["tool_calls"]]
                        for m in messages if m["role"] == "assistant" and m.get("tool_calls")])
        if len(decoded) != turn + 1:
            return False, f"the episode holds {len(decoded)} turns, turn {turn} of {task['id']} needs {turn + 1}"
        v = check({**task, "ground_truth": task["ground_truth"][:turn + 1]}, decoded)
        return v["valid"], ("BFCL's multi-turn checker passes the turns so far" if v["valid"]
                            else f"{v['error_type']}: {v['error_message']}")

    verify.name = "bfcl-multi-turn-checker"
    return verify


def deposit_check(task: dict, run: dict | None = None) -> tuple[bool, str]:
    """``(ok, why not)``: may the task's ground truth be deposited? Its calls validate against their tool schemas
    (else kvmemory would not replay them) and, run as the loop runs them, pass :func:`check`."""
    import jsonschema

    schemas = {t["function"]["name"]: t["function"]["parameters"] for t in task["tools"]}
    for calls in ground_truth_calls(task):
        for name, args in calls:
            schema = schemas.get(name)
            if schema is None:
                return False, f"the ground truth calls {name}, which is not offered"
            error = jsonschema.exceptions.best_match(
                jsonschema.validators.validator_for(schema)(schema).iter_errors(args))
            if error is not None:
                return False, f"the ground truth of {name} does not validate against its tool schema: {error.message}"
    v = check(task, (run or ground_truth_run(task))["decoded"])
    if not v["valid"]:
        return False, f"the checker rejects the ground truth run as tool calls ({v['error_type']})"
    return True, ""


def deposit_task(mem, task: dict) -> tuple[bool, str]:
    """Deposit ``task``'s turn episodes (:func:`turn_episodes`), each verified; ``(all deposited, why not)``."""
    from ..errors import KVMemoryError

    try:
        run = ground_truth_run(task)
    except (TypeError, ValueError, SyntaxError) as exc:  # a call string that does not bind to its method
        return False, f"the ground truth does not run as tool calls ({type(exc).__name__}: {exc})"
    ok, why = deposit_check(task, run)
    if not ok:
        return False, why
    try:
        for turn, messages in enumerate(turn_episodes(task, run)):
            mem.deposit(messages, tools=task["tools"], verifier=episode_verifier(task, turn))
    except KVMemoryError as exc:
        return False, f"{type(exc).__name__}: {exc}"
    return True, ""


# -- reading a bare reply -------------------------------------------------------------------------------------

def read_strict(text: str) -> list[tuple[str, dict]]:
    """The calls of a Qwen2.5-style reply as BFCL's Qwen FC handler reads them for execution (``decode_execute``):
    ``<tool_call>`` blocks; raises (as upstream does) when a block is not a ``{"name", "arguments"}`` object."""
    from .bfclcheck import extract_tool_calls

    tool_calls = extract_tool_calls(text)
    if type(tool_calls) != list or any(type(item) != dict for item in tool_calls):  # noqa: E721
        raise ValueError(f"Model did not return a list of function calls: {text}")
    out = []
    for item in tool_calls:
        args = item["arguments"]
        args = json.loads(args) if type(args) == str else args  # noqa: E721
        call_string(item["name"], args)   # what upstream builds: fails alike on arguments that are not an object
        out.append((item["name"], args))
    return out


def calls_in(text: str) -> list[tuple[str, dict]]:
    """Every ``{"name": ..., "arguments": {...}}`` JSON object in ``text`` (bare, fenced, in a block or in a list),
    in order: the lenient reading of ``scripts/bfcl_lenient.py``."""
    dec, out, i = json.JSONDecoder(), [], 0
    while (i := min((j for j in (text.find("{", i), text.find("[", i)) if j >= 0), default=-1)) >= 0:
        try:
            value, end = dec.raw_decode(text, i)
        except ValueError:
            i += 1
            continue
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, dict) and isinstance(v.get("name"), str) and isinstance(v.get("arguments"), dict):
                out.append((v["name"], v["arguments"]))
        i = end
    return out


# -- the loop -------------------------------------------------------------------------------------------------

def drive(task: dict, ask, *, view: str = "plain", step_limit: int = STEP_LIMIT, backends: Backends | None = None,
          name_results_by_call: bool = False) -> dict:
    """Run ``task`` as BFCL's multi-turn loop does (module docstring). ``ask(messages)`` answers one step and returns
    a dict with ``calls`` (``[(name, arguments)]``; none: the turn ends), ``message`` (the assistant turn for the
    history) and what it measured. ``view``: ``"plain"`` sends BFCL's conversation, ``"turn"`` the turn view
    (:func:`turn_view`). Each result goes back as ``{"role": "tool", "tool_call_id", "name", "content"}``, named by
    the function (``name_results_by_call``: by the call string, as upstream names it). Returns ``turns`` (per turn,
    the steps: what ``ask`` returned, plus the executed ``strings`` and ``results``), ``decoded`` (per turn, per
    step, the call strings), ``force_quit``, ``wall_s`` and the final ``history``."""
    backends = backends or Backends(task)
    history: list[dict] = []
    turns, quit_, t0 = [], False, time.perf_counter()
    for turn in task["turns"]:
        start = len(history)
        history += [dict(m) for m in turn]
        steps, count = [], 0
        while True:
            step = ask(history if view == "plain" else turn_view(history, start))
            history.append(step["message"])
            steps.append(step)
            if not step["calls"]:
                break
            step["strings"] = [call_string(n, a) for n, a in step["calls"]]
            step["results"] = backends.execute(step["strings"])
            ids = [c.get("id") or "" for c in step["message"].get("tool_calls") or []]
            for i, ((name, _), text, result) in enumerate(zip(step["calls"], step["strings"], step["results"])):
                history.append({"role": "tool", "tool_call_id": ids[i] if i < len(ids) else "",
                                "name": text if name_results_by_call else name, "content": result})
            count += 1
            if count > step_limit:
                quit_ = True
                break
        turns.append(steps)
        if quit_:
            break
    decoded = [[s["strings"] for s in steps if s["calls"]] for steps in turns]
    return {"turns": turns, "decoded": decoded, "force_quit": quit_, "wall_s": time.perf_counter() - t0,
            "history": history}


def _bare_ask(lm, tok, tools, max_new_tokens, read, memo: dict):
    """``ask`` for the bare arms: greedy generate on the chat template, the reply read by ``read``; replies are
    memoised by their input (a strict and a lenient run share what they have in common)."""
    from .bfcldata import bare_answer

    def ask(messages):
        key = json.dumps(messages, sort_keys=True, ensure_ascii=False)
        if key not in memo:
            memo[key] = bare_answer(lm, tok, messages, tools, max_new_tokens)
        r = memo[key]
        try:
            calls, error = read(r["text"]), None
        except Exception as exc:  # upstream's decode failure: the turn ends (module docstring)
            calls, error = [], f"{type(exc).__name__}: {exc}"
        message = ({"role": "assistant", "content": "", "tool_calls": [
            {"type": "function", "function": {"name": n, "arguments": a}} for n, a in calls]}
            if calls else {"role": "assistant", "content": r["text"]})
        return {"calls": calls, "message": message, "text": r["text"], "token_ids": r["token_ids"],
                "decode_tokens": r["decode_tokens"], "prompt_tokens": r["prompt_tokens"], "wall_s": r["wall_s"],
                "finish": r["finish"], "decode_error": error, "mode": "bare"}

    return ask


def kvmemory_ask(mem, tools: list, max_new_tokens: int, *, paste=None, **kw):
    """``ask`` for the kvmemory arms: :meth:`~kvmemory.KVMemory.answer` with ``tools=`` and ``tool_choice="auto"``
    (``kw`` passed on; ``paste()``, when given, returns messages put before the conversation). A KVMemoryError is
    recorded, and ends the turn as a reply without calls."""
    from ..errors import KVMemoryError

    def ask(messages):
        before = paste() if paste else []
        t = time.perf_counter()
        try:
            a = mem.answer(before + messages, tools=tools, tool_choice="auto", max_new_tokens=max_new_tokens, **kw)
        except KVMemoryError as exc:
            return {"calls": [], "message": {"role": "assistant", "content": ""}, "text": "", "token_ids": [],
                    "decode_tokens": 0, "prompt_tokens": 0, "grafted_tokens": 0, "wall_s": time.perf_counter() - t,
                    "finish": "error", "mode": None, "action": None, "entries": [], "artifacts": [],
                    "kvmemory_error": f"{type(exc).__name__}: {exc}"}
        message = ({"role": "assistant", "content": None, "tool_calls": [c.to_openai() for c in a.tool_calls]}
                   if a.tool_calls else {"role": "assistant", "content": a.text})
        return {"calls": [(c.name, c.arguments) for c in a.tool_calls], "message": message, "text": a.text,
                "token_ids": list(a.token_ids), "decode_tokens": a.decode_tokens, "prompt_tokens": a.prompt_tokens,
                "grafted_tokens": a.grafted_tokens, "wall_s": a.timings.get("total_s", time.perf_counter() - t),
                "finish": a.finish, "mode": a.mode, "action": (a.replay or {}).get("action"), "fallback": a.fallback,
                "entries": list(a.entries), "artifacts": [e.sha256 for e in a.entries], "kvmemory_error": None}

    return ask


# -- the arms -------------------------------------------------------------------------------------------------

def _write(ledger, common, task, arm, run, extra=None) -> dict:
    from .bfcldata import input_sha256
    from .ledger import sha256_text

    v = check(task, run["decoded"])
    steps = [s for turn in run["turns"] for s in turn]
    answer = json.dumps(run["decoded"], ensure_ascii=False)
    modes = [s.get("mode") for s in steps]
    errors = [s["kvmemory_error"] for s in steps if s.get("kvmemory_error")]
    finishes = [s.get("finish") for s in steps]
    metrics = {"category": CATEGORY, "right": bool(v["valid"]),
               "error_type": None if v["valid"] else v["error_type"],
               "error": None if v["valid"] else str(v["error_message"])[:300],
               "decode_tokens": sum(s.get("decode_tokens") or 0 for s in steps),
               "prompt_tokens": sum(s.get("prompt_tokens") or 0 for s in steps),
               "grafted_tokens": sum(s.get("grafted_tokens") or 0 for s in steps),
               "turns": len(run["turns"]), "steps": len(steps), "wall_s": float(run["wall_s"]),
               "mode": next((m for m in modes if m != "recurring"), "recurring") if modes else None,
               "finish": "length" if "length" in finishes else (finishes[-1] if finishes else None),
               "force_quit": run["force_quit"],
               "functions": [n for s in steps for n, _ in s["calls"]],
               "per_turn": [[{"mode": s.get("mode"), "action": s.get("action"), "decode_tokens": s.get("decode_tokens"),
                              "calls": len(s["calls"]), **({"decode_error": s["decode_error"]}
                                                           if s.get("decode_error") else {}),
                              **({"fallback": s["fallback"]} if s.get("fallback") else {})} for s in turn]
                            for turn in run["turns"]],
               "kvmemory_error": errors[0] if errors else None, "kvmemory_errors": len(errors),
               "output_sha256": sha256_text(answer), **(extra or {})}
    ledger.write(item=task["id"], arm=arm, input_sha256=input_sha256(task), generated_ids=[s["token_ids"] for s in steps],
                 answer=answer, gold=json.dumps(task["ground_truth"], ensure_ascii=False), score=int(bool(v["valid"])),
                 artifacts=[a for s in steps for a in s.get("artifacts") or []], entries=[],
                 replay={"category": CATEGORY}, metrics=metrics, **common)
    return v


def open_library(path: Path, model, repeated_calls: str = "allow"):
    """A fresh library at ``path`` (emptied first) for ``model``, with :data:`MAX_CHARS` as its input limit and
    ``Settings.repeated_calls`` set (``--repeated-calls``)."""
    import shutil

    from ..settings import DEFAULT_SETTINGS
    from .common import open_memory

    shutil.rmtree(path, ignore_errors=True)
    return open_memory(path, model, settings=replace(DEFAULT_SETTINGS, max_problem_chars=MAX_CHARS,
                                                     repeated_calls=repeated_calls))


def _bare(ledger, common, model, todo, asked, max_new_tokens) -> None:
    from .common import load_lm

    lm, tok = load_lm(model)
    left = {arm: {t["id"] for t in todo(arm, asked)} for arm in ("bare", "bare-lenient")}
    for task in asked:
        memo: dict = {}
        for arm, read in (("bare", read_strict), ("bare-lenient", calls_in)):
            if task["id"] in left[arm]:
                run = drive(task, _bare_ask(lm, tok, task["tools"], max_new_tokens, read, memo),
                            name_results_by_call=True)
                _write(ledger, common, task, arm, run, {"lenient": arm == "bare-lenient"})


def _cold(library, ledger, common, asked, max_new_tokens) -> None:
    mem = library("cold")
    try:
        for task in asked:
            _write(ledger, common, task, "cold", drive(task, kvmemory_ask(mem, task["tools"], max_new_tokens)))
    finally:
        mem.close()


def _recurring(library, ledger, common, asked, max_new_tokens, ask=None) -> None:
    """Deposit every task of ``asked``, then ask ``ask`` (default: all of them) again, in the turn view."""
    mem = library("recurring")
    try:
        stored = {task["id"]: deposit_task(mem, task) for task in asked}
        for task in asked if ask is None else ask:
            ok, why = stored[task["id"]]
            run = drive(task, kvmemory_ask(mem, task["tools"], max_new_tokens), view="turn")
            steps = [s for turn in run["turns"] for s in turn]
            _write(ledger, common, task, "recurring", run,
                   {"deposited": ok, "not_deposited": why or None,
                    "replayed_steps": sum(s.get("mode") == "recurring" for s in steps),
                    "actions": [s.get("action") for s in steps]})
    finally:
        mem.close()


def _transfer(library, ledger, common, asked, pool, k, max_new_tokens, todo) -> None:
    from ..toolcalls import EPISODE_TEMPLATE
    from .tools import stored_messages

    mem = library("transfer")
    try:
        deposited = sum(deposit_task(mem, task)[0] for task in pool)
        extra = {"k": k, "pool": len(pool), "pool_deposited": deposited}
        text_todo = {t["id"] for t in todo("transfer-text", asked)}
        graft_todo = {t["id"] for t in todo("transfer", asked)}
        for task in asked:
            taken: list = []   # per turn, the entries the grafted run took at its first step
            graft_ask = kvmemory_ask(mem, task["tools"], max_new_tokens, mode="transfer", template=EPISODE_TEMPLATE,
                                     k=k)

            def graft(messages, _ask=graft_ask, _taken=taken):
                step = _ask(messages)
                if messages[-1]["role"] == "user":   # a turn's first step
                    _taken.append(step["entries"])
                return step

            run = drive(task, graft)
            if task["id"] in graft_todo:
                _write(ledger, common, task, "transfer", run, extra)
            if task["id"] not in text_todo:
                continue
            turn = {"n": -1}

            def paste(_turn=turn, _taken=taken):
                entries = _taken[_turn["n"]] if 0 <= _turn["n"] < len(_taken) else []
                return [m for e in entries for m in stored_messages(e) if m["role"] != "system"]

            text_ask = kvmemory_ask(mem, task["tools"], max_new_tokens, paste=paste, mode="cold")

            def text(messages, _ask=text_ask, _turn=turn):
                if messages[-1]["role"] == "user":
                    _turn["n"] += 1
                return _ask(messages)

            _write(ledger, common, task, "transfer-text", drive(task, text), extra)
    finally:
        mem.close()


def run_category(out: Path, ledger, common: dict, todo, *, model, asked: list[dict], pool: list[dict], arms: tuple,
                 k: int, max_new_tokens: int, repeated_calls: str = "allow") -> None:
    """The arms on ``multi_turn_base`` (called by :func:`kvmemory.bench.bfcl.run`, which drew ``asked`` and ``pool``
    and made ``todo``, the resume filter). Each kvmemory arm opens its own fresh library (:func:`open_library`)."""
    out = Path(out)

    def library(arm: str):
        return open_library(out / f"lib-bfcl-{CATEGORY}-{arm}", model, repeated_calls)

    if "bare" in arms and (todo("bare", asked) or todo("bare-lenient", asked)):
        _bare(ledger, common, model, todo, asked, max_new_tokens)
    if ("cold" in arms or "transfer" in arms) and todo("cold", asked):
        _cold(library, ledger, common, todo("cold", asked), max_new_tokens)
    if "recurring" in arms and todo("recurring", asked):
        _recurring(library, ledger, common, asked, max_new_tokens, todo("recurring", asked))
    if "transfer" in arms:
        left = [t for t in asked if t in todo("transfer", asked) or t in todo("transfer-text", asked)]
        if left:
            _transfer(library, ledger, common, left, pool, k, max_new_tokens, todo)
