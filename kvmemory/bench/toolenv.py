"""The simulated environment of ``kvmemory bench tools``: a fictional helpdesk API, its tasks, the episode verifier.

This module owns what a tool-calling benchmark runs against (issue 20, point 6):

* :class:`ToolEnv`: seven tools of "Lumen & Pine", a fictional outdoor-gear shop, over the fixed fake
  database ``kvmemory/data/tools/db.json`` (package data). :meth:`ToolEnv.tools` gives the OpenAI function specs
  (:data:`TOOLS`), :meth:`ToolEnv.call` validates the arguments with ``jsonschema`` (bad ones raise
  :class:`~kvmemory.errors.InputError`) and returns the result as a dict. Deterministic, no network,
  no state: a created record's id is a hash of the call, so the same call returns the same bytes.
  A record the call names that does not exist is a result (``{"error": ...}``, ``{"found": false}``),
  not an exception: the agent reads it, as it would from a real API.
* :meth:`ToolEnv.changed` builds the environment with one record edited (a named change of
  ``db.json``'s ``changes``, e.g. a customer's tier flipped); a ``changed_env`` task is run in it.
* :func:`load_tasks` reads ``evalsets/tools/tasks.jsonl`` of the repository (made by ``make_tools.py`` there; see its
  README; not in the wheel); :func:`demo_tasks` the few the package carries for ``kvmemory demo --tools``.
* :func:`reference_episode` turns a task into its verified episode in OpenAI messages form (user task,
  one assistant turn per call with ``tool_calls``, the ``role: "tool"`` result, the final answer):
  what a bench deposits. :func:`verify_episode` says whether an episode's calls equal the task's
  expected calls, its tool results are the environment's, and its final answer states the task's
  ``answer_facts``; :func:`episode_verifier` wraps it as a deposit verifier.

The tools::

    find_customer(email)                                   -> found, customer_id, name, tier, region
    list_orders(customer_id, status?)                      -> the customer's orders, newest first, with totals
    get_order(order_id)                                    -> status, items (sku, qty, unit_price), total
    check_inventory(sku, warehouse)                        -> on_hand, restock_date (when none on hand)
    issue_refund(order_id, amount, reason)                 -> approved + refund_id, or rejected + reason
    create_ticket(customer_id, category, priority, related?{order_id, sku?}) -> ticket_id
    schedule_callback(customer_id, slot{date, hour}, channel)               -> callback_id
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

from ..errors import InputError
from ..toolcalls.layout import check_messages
from ..toolcalls.parse import call_id
from ..toolcalls.spec import dumps
from ..verifiers import Verdict

__all__ = ["TOOLS", "DATA", "ToolEnv", "load_tasks", "demo_tasks", "tasks_file", "env_for", "replay", "reference_episode",
           "verify_episode", "episode_verifier", "states"]

#: Package data: the shop's database (``db.json``) and the demo's tasks (``demo_tasks.jsonl``).
DATA = Path(__file__).resolve().parent.parent / "data" / "tools"

_CUSTOMER_ID = {"type": "string", "pattern": "^C-[0-9]{4}$", "description": "customer id, e.g. C-1001"}
_ORDER_ID = {"type": "string", "pattern": "^O-[0-9]{4}$", "description": "order id, e.g. O-2001"}
_SKU = {"type": "string", "pattern": "^SKU-[0-9]{3}$", "description": "product SKU, e.g. SKU-101"}
_STATUSES = ["processing", "shipped", "delivered", "cancelled"]


def _fn(name: str, description: str, properties: dict, required: list[str]) -> dict:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": properties, "required": required, "additionalProperties": False}}}


#: The seven tools as OpenAI function specs (what ``answer(tools=...)`` takes).
TOOLS: tuple[dict, ...] = (
    _fn("find_customer", "Look up a customer by email address: id, name, tier (gold, silver, standard), region.",
        {"email": {"type": "string", "pattern": "^[^@\\s]+@[^@\\s]+$", "description": "the customer's email"}},
        ["email"]),
    _fn("list_orders", "List a customer's orders, newest first, each with its status and total.",
        {"customer_id": _CUSTOMER_ID,
         "status": {"type": "string", "enum": _STATUSES, "description": "only orders with this status"}},
        ["customer_id"]),
    _fn("get_order", "Get one order: customer, status, items (sku, qty, unit_price) and total.",
        {"order_id": _ORDER_ID}, ["order_id"]),
    _fn("check_inventory", "How many units of a product are on hand in a warehouse, and the restock date when none.",
        {"sku": _SKU, "warehouse": {"type": "string", "enum": ["north", "south", "east"]}}, ["sku", "warehouse"]),
    _fn("issue_refund", "Refund an amount of an order (at most its total; cancelled orders cannot be refunded).",
        {"order_id": _ORDER_ID,
         "amount": {"type": "number", "exclusiveMinimum": 0, "maximum": 10000, "description": "in dollars"},
         "reason": {"type": "string", "enum": ["damaged", "late", "wrong_item", "other"]}},
        ["order_id", "amount", "reason"]),
    _fn("create_ticket", "Open a support ticket for a customer, optionally about an order (and one of its products).",
        {"customer_id": _CUSTOMER_ID,
         "category": {"type": "string", "enum": ["billing", "delivery", "product", "account"]},
         "priority": {"type": "string", "enum": ["low", "normal", "high", "urgent"]},
         "related": {"type": "object", "properties": {"order_id": _ORDER_ID, "sku": _SKU},
                     "required": ["order_id"], "additionalProperties": False}},
        ["customer_id", "category", "priority"]),
    _fn("schedule_callback", "Book a callback with a customer at a date and a full hour (9 to 17).",
        {"customer_id": _CUSTOMER_ID,
         "slot": {"type": "object",
                  "properties": {"date": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
                                 "hour": {"type": "integer", "minimum": 9, "maximum": 17}},
                  "required": ["date", "hour"], "additionalProperties": False},
         "channel": {"type": "string", "enum": ["phone", "video"]}},
        ["customer_id", "slot", "channel"]),
)
_BY_NAME = {t["function"]["name"]: t["function"] for t in TOOLS}


@lru_cache(maxsize=1)
def _db_text() -> str:
    return (DATA / "db.json").read_text(encoding="utf-8")


def _cents(x: float) -> int:
    return round(x * 100)


class ToolEnv:
    """The helpdesk API over a database (default: ``db.json`` as shipped; ``env.tables`` holds it).
    ``ToolEnv.changed(key)`` is the same API with one record edited; ``env.key`` is ``"base"`` or that key."""

    def __init__(self, db: dict | None = None, *, key: str = "base"):
        self.tables = json.loads(_db_text()) if db is None else db
        self.key = key
        self._orders = {o["order_id"]: o for o in self.tables["orders"]}
        self._customers = {c["customer_id"]: c for c in self.tables["customers"]}
        self._emails = {c["email"]: c for c in self.tables["customers"]}
        self._prices = {p["sku"]: p["price_cents"] for p in self.tables["products"]}
        self._stock = {(r["sku"], r["warehouse"]): r for r in self.tables["inventory"]}

    # -- the environment ---------------------------------------------------------------------------
    @staticmethod
    def tools() -> list[dict]:
        """The OpenAI function specs of the seven tools (a fresh copy)."""
        return copy.deepcopy(list(TOOLS))

    def changes(self) -> dict[str, dict]:
        """The named changes this database offers: ``{key: {"table", "id", "path", "value"}}``."""
        return dict(self.tables.get("changes", {}))

    @classmethod
    def changed(cls, key: str, db: dict | None = None) -> "ToolEnv":
        """The environment with the change ``key`` (one of :meth:`changes`) applied to a copy of the database."""
        base = json.loads(_db_text()) if db is None else copy.deepcopy(db)
        change = base.get("changes", {}).get(key)
        if change is None:
            raise InputError(f"no environment change {key!r}; the keys are in db.json 'changes' "
                             "(a task's 'env' field), e.g. chg-012")
        return cls(_edit(base, change), key=key)

    def validate(self, name: str, arguments: Any) -> dict:
        """``arguments`` if they are valid for tool ``name``, else InputError naming the problem."""
        import jsonschema

        fn = _BY_NAME.get(name)
        if fn is None:
            raise InputError(f"no tool named {name!r}; the tools are {', '.join(_BY_NAME)}")
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments)
            except json.JSONDecodeError as exc:
                raise InputError(f"arguments of {name} are not JSON text: {exc}") from exc
        schema = fn["parameters"]
        error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(arguments))
        if error is not None:
            where = "/".join(map(str, error.absolute_path)) or "the arguments"
            raise InputError(f"bad arguments for {name}: {error.message} (at {where}); "
                             f"they must match {dumps(schema)}")
        return arguments

    def call(self, name: str, arguments: Any) -> dict:
        """Run tool ``name`` with ``arguments`` (a dict or JSON text) and return its result."""
        args = self.validate(name, arguments)
        return getattr(self, "_" + name)(**args)

    # -- the tools ---------------------------------------------------------------------------------
    def _total(self, order: dict) -> int:
        return sum(self._prices[it["sku"]] * it["qty"] for it in order["items"])

    def _find_customer(self, email):
        c = self._emails.get(email)
        if c is None:
            return {"found": False, "email": email}
        return {"found": True, "customer_id": c["customer_id"], "name": c["name"], "tier": c["tier"],
                "region": c["region"]}

    def _list_orders(self, customer_id, status=None):
        if customer_id not in self._customers:
            return {"error": f"no customer {customer_id}"}
        mine = [o for o in self.tables["orders"] if o["customer_id"] == customer_id and status in (None, o["status"])]
        mine.sort(key=lambda o: (o["placed_on"], o["order_id"]), reverse=True)
        return {"customer_id": customer_id, "orders": [
            {"order_id": o["order_id"], "placed_on": o["placed_on"], "status": o["status"],
             "total": self._total(o) / 100} for o in mine]}

    def _get_order(self, order_id):
        o = self._orders.get(order_id)
        if o is None:
            return {"error": f"no order {order_id}"}
        items = [{"sku": it["sku"], "qty": it["qty"], "unit_price": self._prices[it["sku"]] / 100} for it in o["items"]]
        return {"order_id": order_id, "customer_id": o["customer_id"], "placed_on": o["placed_on"],
                "status": o["status"], "items": items, "total": self._total(o) / 100}

    def _check_inventory(self, sku, warehouse):
        row = self._stock.get((sku, warehouse))
        if row is None:
            return {"error": f"no product {sku}"}
        return {"sku": sku, "warehouse": warehouse, "on_hand": row["on_hand"],
                "restock_date": row["restock_date"] if row["on_hand"] == 0 else None}

    def _issue_refund(self, order_id, amount, reason):
        o = self._orders.get(order_id)
        if o is None:
            return {"error": f"no order {order_id}"}
        if o["status"] == "cancelled":
            return {"status": "rejected", "order_id": order_id, "reason": "the order is cancelled"}
        if _cents(amount) > self._total(o):
            return {"status": "rejected", "order_id": order_id, "reason": "the amount exceeds the order total"}
        args = {"order_id": order_id, "amount": amount, "reason": reason}
        return {"status": "approved", "refund_id": _made_id("RF", "issue_refund", args), "order_id": order_id,
                "amount": amount}

    def _create_ticket(self, customer_id, category, priority, related=None):
        if customer_id not in self._customers:
            return {"error": f"no customer {customer_id}"}
        args = {"customer_id": customer_id, "category": category, "priority": priority}
        if related is not None:
            args["related"] = related
        return {"status": "open", "ticket_id": _made_id("TK", "create_ticket", args), "category": category,
                "priority": priority}

    def _schedule_callback(self, customer_id, slot, channel):
        if customer_id not in self._customers:
            return {"error": f"no customer {customer_id}"}
        args = {"customer_id": customer_id, "slot": slot, "channel": channel}
        return {"status": "booked", "callback_id": _made_id("CB", "schedule_callback", args),
                "customer_id": customer_id, "slot": slot, "channel": channel}


def _made_id(prefix: str, name: str, arguments: dict) -> str:
    """A created record's id: ``prefix-`` and 6 hex digits of SHA-256 of the canonical call."""
    return f"{prefix}-{hashlib.sha256(dumps({'arguments': arguments, 'name': name}).encode()).hexdigest()[:6].upper()}"


def _edit(db: dict, change: dict) -> dict:
    """``db`` (edited in place and returned) with one field of one record set; ``path`` is keys and list
    indices joined by ``.``; an inventory record's id is ``SKU@warehouse``."""
    table, rid = change["table"], change["id"]
    if table == "inventory":
        sku, warehouse = rid.split("@")
        rec = next(r for r in db["inventory"] if (r["sku"], r["warehouse"]) == (sku, warehouse))
    else:
        key = {"customers": "customer_id", "orders": "order_id", "products": "sku"}[table]
        rec = next(r for r in db[table] if r[key] == rid)
    *parents, last = [int(p) if p.isdigit() else p for p in change["path"].split(".")]
    for p in parents:
        rec = rec[p]
    rec[last] = change["value"]
    return db


# -- tasks and episodes ----------------------------------------------------------------------------------
def tasks_file() -> Path:
    """``evalsets/tools/tasks.jsonl`` of the repository (an evaluation set, not in the wheel; ``InputError`` where
    it is missing, saying where it lives)."""
    from ..evalsets import evalset

    return evalset("tools") / "tasks.jsonl"


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def demo_tasks() -> list[dict]:
    """The task lines the package carries for ``kvmemory demo --tools``: per task group its base, a rewording and
    the changed-environment task, the same lines as in ``tasks.jsonl``."""
    return _rows(DATA / "demo_tasks.jsonl")


def load_tasks(*, split: str | None = None, kinds: Iterable[str] | None = None) -> list[dict]:
    """The rows of ``tasks.jsonl`` (:func:`tasks_file`), optionally only one ``split`` (calib, report) and some
    ``kinds`` (base, reworded, changed_env)."""
    rows = _rows(tasks_file())
    keep = set(kinds) if kinds is not None else None
    return [r for r in rows if (split is None or r["split"] == split) and (keep is None or r["kind"] in keep)]


def env_for(task: dict) -> ToolEnv:
    """The environment a task runs in: the shipped database, or its ``env`` change."""
    return ToolEnv() if task["env"] == "base" else ToolEnv.changed(task["env"])


def replay(task: dict, env: ToolEnv | None = None) -> list[dict]:
    """The results ``env`` (default: the task's own) returns for the task's expected calls."""
    env = env_for(task) if env is None else env
    return [env.call(c["name"], c["arguments"]) for c in task["expected_calls"]]


def reference_episode(task: dict) -> list[dict]:
    """The task's verified episode in OpenAI messages form: the user's task; per expected call an assistant
    turn with one ``tool_calls`` entry (id :func:`kvmemory.toolcalls.call_id` of the call and its step)
    and the ``role: "tool"`` result (canonical JSON text); the final answer."""
    messages: list[dict] = [{"role": "user", "content": task["task"]}]
    for step, (c, result) in enumerate(zip(task["expected_calls"], task["results"])):
        cid = call_id(c["name"], c["arguments"], step)
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": cid, "type": "function", "function": {"name": c["name"], "arguments": dumps(c["arguments"])}}]})
        messages.append({"role": "tool", "tool_call_id": cid, "name": c["name"], "content": dumps(result)})
    messages.append({"role": "assistant", "content": task["final_answer"]})
    return messages


_NUMBER = re.compile(r"(?<![\w.])-?\d[\d,]*(?:\.\d+)?(?![\w])")


def states(text: str, fact: str) -> bool:
    """True when ``text`` states ``fact``: a number as any equal number (``156`` = ``156.00``, ``1,200`` =
    ``1200``), anything else case-insensitively as a whole word (``TK-1DA0CD``, ``shipped``)."""
    try:
        want = Decimal(fact)
    except InvalidOperation:
        return re.search(r"(?<![\w-])" + re.escape(fact) + r"(?![\w-])", text, re.IGNORECASE) is not None
    for m in _NUMBER.finditer(text):
        try:
            if Decimal(m.group().replace(",", "")) == want:
                return True
        except InvalidOperation:
            continue
    return False


def verify_episode(messages: Any, task: dict) -> Verdict:
    """Whether ``messages`` (an episode: user task, assistant ``tool_calls``, ``role: "tool"`` results, a
    final assistant answer) does ``task``: the calls, in order, equal ``expected_calls`` (names and
    parsed arguments), every tool result is the stored one (as JSON), nothing follows the final answer,
    and the final answer states every one of ``answer_facts`` (see :func:`states`)."""
    def no(reason):
        return Verdict(False, reason, "tool-episode")

    try:
        msgs = check_messages(messages)
    except InputError as exc:
        return no(f"the episode is not valid messages: {exc}")
    calls = [c for m in msgs if m["role"] == "assistant" for c in m.get("tool_calls", ())]
    results = [m for m in msgs if m["role"] == "tool"]
    expected = task["expected_calls"]
    for step, (got, want) in enumerate(zip(calls, expected)):
        if got["name"] != want["name"]:
            return no(f"call {step} is {got['name']}, expected {want['name']}")
        if got["arguments"] != want["arguments"]:
            return no(f"call {step} ({got['name']}) has arguments {dumps(got['arguments'])}, "
                      f"expected {dumps(want['arguments'])}")
    if len(calls) != len(expected):
        return no(f"{len(calls)} calls, expected {len(expected)}"
                  + (f" (extra: {calls[len(expected)]['name']})" if len(calls) > len(expected) else ""))
    if len(results) != len(expected):
        return no(f"{len(results)} tool results for {len(expected)} calls")
    ids = [c["id"] for c in calls]
    for step, (m, want) in enumerate(zip(results, task["results"])):
        if ids[step] and m["tool_call_id"] and m["tool_call_id"] != ids[step]:
            return no(f"tool result {step} answers call id {m['tool_call_id']!r}, expected {ids[step]!r}")
        try:
            got = json.loads(m["content"])
        except json.JSONDecodeError:
            return no(f"tool result {step} is not JSON text")
        if got != want:
            return no(f"tool result {step} differs from the environment's")
    last = msgs[-1] if msgs else None
    if last is None or last["role"] != "assistant" or last.get("tool_calls"):
        return no("the episode does not end with a final assistant answer")
    missing = [f for f in task["answer_facts"] if not states(last["content"], f)]
    if missing:
        return no(f"the final answer does not state {', '.join(missing)}")
    return Verdict(True, f"{len(expected)} calls as expected; the final answer states "
                         f"{', '.join(task['answer_facts'])}", "tool-episode")


def episode_verifier(task: dict):
    """A deposit verifier for ``task``'s episodes: a callable ``(episode) -> Verdict``."""
    def verify(episode, *_args, **_kwargs) -> Verdict:
        return verify_episode(episode, task)
    return verify
