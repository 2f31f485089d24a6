"""Build the tool-calling evaluation set: a fictional helpdesk database and the tasks over it.

    python evalsets/tools/make_tools.py     # rewrites db.json, tasks.jsonl and demo_tasks.jsonl byte for byte

Deterministic (``random.Random(SEED)``), no network, no input files. Three outputs:

* ``kvmemory/data/tools/db.json`` (package data: the demo's tools run against it): the fixed fake database of
  "Lumen & Pine", a fictional outdoor-gear shop (customers, products, stock per warehouse, orders) and
  ``changes``: the named one-record edits that make a *changed environment* (``chg-...``: table, record id, field
  path, new value).
* ``evalsets/tools/tasks.jsonl`` (this folder, not in the wheel): one task a line (fields in ``README.md``). The
  expected call sequence of a task is what its family's **policy** (below) does when run against the database:
  each policy reads tool results and decides the next call from them, so later calls use earlier results and
  conditional tasks branch on the data.
* ``kvmemory/data/tools/demo_tasks.jsonl`` (package data): the first :data:`DEMO_GROUPS` task groups that have a
  rewording and a changed environment (their base, first rewording and changed-environment lines, as in
  ``tasks.jsonl``): what ``kvmemory demo --tools`` runs on an installed package.

The tool semantics here (:func:`tool_result`) are written independently of the environment the bench
runs (:mod:`kvmemory.bench.toolenv`, which reads ``db.json``); ``tests/test_toolenv.py`` replays every
task's calls against that environment and requires the stored results, so the two must agree.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from pathlib import Path

SEED = 20261202
HERE = Path(__file__).resolve().parent
PACKAGE_DATA = HERE.parents[1] / "kvmemory" / "data" / "tools"
DB_FILE = PACKAGE_DATA / "db.json"
TASKS_FILE = HERE / "tasks.jsonl"
DEMO_FILE = PACKAGE_DATA / "demo_tasks.jsonl"
GENERATOR = "evalsets/tools/make_tools.py"
#: Task groups carried in the package for ``kvmemory demo --tools`` (it runs 3 unless asked for more).
DEMO_GROUPS = 10

FIRST = ["Ada", "Bruno", "Chiara", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Keiko", "Liam",
         "Maya", "Nikolai", "Olga", "Pablo", "Quinn", "Rosa", "Sven", "Tara", "Umar", "Vera", "Wes", "Yara"]
LAST = ["Alvarez", "Berg", "Costa", "Dubois", "Eriksen", "Fischer", "Garcia", "Horvat", "Ito", "Jensen", "Kowalski",
        "Lund", "Moreau", "Novak", "Okafor", "Petrov", "Quist", "Rossi", "Sato", "Tan", "Ueda", "Vidal", "Weber", "Zhou"]
TIERS = ["gold", "silver", "standard"]
REGIONS = ["north", "south", "east"]
WAREHOUSES = ["north", "south", "east"]
PRODUCTS = [("trail lantern", 3450), ("camp stove", 8900), ("down sleeping bag", 21900), ("hiking poles", 5400),
            ("water filter", 4275), ("rain shell", 15900), ("headlamp", 2899), ("dry bag", 1950),
            ("folding chair", 4600), ("insulated bottle", 2400), ("bear canister", 7999), ("first-aid kit", 3100)]
STATUSES = ["processing", "shipped", "delivered", "cancelled"]
CATEGORIES = ["billing", "delivery", "product", "account"]
PROBLEMS = {"damaged": "arrived damaged", "late": "arrived late", "wrong_item": "came with the wrong item"}
INSTRUCTIONS = ("Hi, {q}", "{q} Thanks!", "Quick one: {q}", "Please help: {q}")


def dumps(value) -> str:
    """Canonical JSON (sorted keys, no spaces), the bytes ids are hashed from."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


# -- the database -------------------------------------------------------------------------------------------
def make_db(rng: random.Random) -> dict:
    customers = []
    firsts, lasts = rng.sample(FIRST, len(FIRST)), rng.sample(LAST, len(LAST))
    for k in range(24):
        first, last = firsts[k], lasts[k]
        customers.append({"customer_id": f"C-{1001 + k}", "name": f"{first} {last}",
                          "email": f"{first.lower()}.{last.lower()}@example.com",
                          "tier": TIERS[k % 3] if k < 12 else rng.choice(TIERS), "region": rng.choice(REGIONS)})
    products = [{"sku": f"SKU-{101 + k}", "name": name, "price_cents": cents} for k, (name, cents) in enumerate(PRODUCTS)]
    inventory = []
    for p in products:
        for w in WAREHOUSES:
            on_hand = 0 if rng.random() < 0.3 else rng.randrange(1, 60)
            inventory.append({"sku": p["sku"], "warehouse": w, "on_hand": on_hand,
                              "restock_date": f"2026-12-{rng.randrange(3, 29):02d}"})
    orders, n = [], 2001
    for c in customers:
        for _ in range(rng.randrange(1, 5)):
            items = [{"sku": p["sku"], "qty": rng.randrange(1, 4)}
                     for p in rng.sample(products, rng.choice([1, 1, 2, 2, 3]))]
            orders.append({"order_id": f"O-{n}", "customer_id": c["customer_id"],
                           "placed_on": f"2026-{rng.randrange(9, 12):02d}-{rng.randrange(1, 29):02d}",
                           "status": rng.choice(STATUSES), "items": items})
            n += 1
    return {"name": "Lumen & Pine helpdesk (fictional)", "customers": customers, "products": products,
            "inventory": inventory, "orders": orders, "changes": {}}


# -- tool semantics (independent of kvmemory.bench.toolenv; the tests require the two to agree) -----------
def made_id(prefix: str, name: str, arguments: dict) -> str:
    """The id of a record a tool creates: ``prefix-`` and 6 hex digits of SHA-256 of the call."""
    return f"{prefix}-{hashlib.sha256(dumps({'arguments': arguments, 'name': name}).encode()).hexdigest()[:6].upper()}"


def _order(db, order_id):
    return next((o for o in db["orders"] if o["order_id"] == order_id), None)


def _customer(db, customer_id):
    return next((c for c in db["customers"] if c["customer_id"] == customer_id), None)


def _price(db, sku):
    return next(p["price_cents"] for p in db["products"] if p["sku"] == sku)


def _total_cents(db, order):
    return sum(_price(db, it["sku"]) * it["qty"] for it in order["items"])


def tool_result(db: dict, name: str, args: dict) -> dict:
    if name == "find_customer":
        c = next((c for c in db["customers"] if c["email"] == args["email"]), None)
        if c is None:
            return {"found": False, "email": args["email"]}
        return {"found": True, "customer_id": c["customer_id"], "name": c["name"], "tier": c["tier"],
                "region": c["region"]}
    if name == "list_orders":
        if _customer(db, args["customer_id"]) is None:
            return {"error": f"no customer {args['customer_id']}"}
        rows = [o for o in db["orders"] if o["customer_id"] == args["customer_id"]
                and ("status" not in args or o["status"] == args["status"])]
        rows.sort(key=lambda o: (o["placed_on"], o["order_id"]), reverse=True)
        return {"customer_id": args["customer_id"],
                "orders": [{"order_id": o["order_id"], "placed_on": o["placed_on"], "status": o["status"],
                            "total": _total_cents(db, o) / 100} for o in rows]}
    if name == "get_order":
        o = _order(db, args["order_id"])
        if o is None:
            return {"error": f"no order {args['order_id']}"}
        return {"order_id": o["order_id"], "customer_id": o["customer_id"], "placed_on": o["placed_on"],
                "status": o["status"],
                "items": [{"sku": it["sku"], "qty": it["qty"], "unit_price": _price(db, it["sku"]) / 100}
                          for it in o["items"]],
                "total": _total_cents(db, o) / 100}
    if name == "check_inventory":
        row = next((r for r in db["inventory"] if r["sku"] == args["sku"] and r["warehouse"] == args["warehouse"]), None)
        if row is None:
            return {"error": f"no product {args['sku']}"}
        return {"sku": row["sku"], "warehouse": row["warehouse"], "on_hand": row["on_hand"],
                "restock_date": None if row["on_hand"] > 0 else row["restock_date"]}
    if name == "issue_refund":
        o = _order(db, args["order_id"])
        if o is None:
            return {"error": f"no order {args['order_id']}"}
        if o["status"] == "cancelled":
            return {"status": "rejected", "order_id": o["order_id"], "reason": "the order is cancelled"}
        if round(args["amount"] * 100) > _total_cents(db, o):
            return {"status": "rejected", "order_id": o["order_id"], "reason": "the amount exceeds the order total"}
        return {"status": "approved", "refund_id": made_id("RF", name, args), "order_id": o["order_id"],
                "amount": args["amount"]}
    if name == "create_ticket":
        if _customer(db, args["customer_id"]) is None:
            return {"error": f"no customer {args['customer_id']}"}
        return {"status": "open", "ticket_id": made_id("TK", name, args), "category": args["category"],
                "priority": args["priority"]}
    if name == "schedule_callback":
        if _customer(db, args["customer_id"]) is None:
            return {"error": f"no customer {args['customer_id']}"}
        return {"status": "booked", "callback_id": made_id("CB", name, args), "customer_id": args["customer_id"],
                "slot": args["slot"], "channel": args["channel"]}
    raise KeyError(name)


def apply_change(db: dict, change: dict) -> dict:
    """A copy of ``db`` with one field of one record set (``path``: keys and list indices joined by ``.``)."""
    out = copy.deepcopy(db)
    key = {"customers": "customer_id", "orders": "order_id", "products": "sku"}.get(change["table"])
    if change["table"] == "inventory":
        sku, warehouse = change["id"].split("@")
        rec = next(r for r in out["inventory"] if r["sku"] == sku and r["warehouse"] == warehouse)
    else:
        rec = next(r for r in out[change["table"]] if r[key] == change["id"])
    *parents, last = change["path"].split(".")
    for p in parents:
        rec = rec[int(p)] if p.isdigit() else rec[p]
    rec[int(last) if last.isdigit() else last] = change["value"]
    return out


# -- families: a frame (the slots), surfaces (ways to ask), a policy (the calls it takes) -------------------
class Recorder:
    """Runs a policy against a database, recording each call and its result."""

    def __init__(self, db):
        self.tables, self.calls, self.results = db, [], []

    def __call__(self, name, **args):
        self.calls.append({"name": name, "arguments": args})
        result = tool_result(self.tables, name, args)
        self.results.append(result)
        return result


def _decap(q: str) -> str:
    """``q`` with its first letter in lower case, unless its first word is an address or an id."""
    return q[:1].lower() + q[1:] if q.split()[0].isalpha() else q


def money(x: float) -> str:
    return f"{x:.2f}"


def hour_text(h: int) -> str:
    return f"{h}:00"


def p_order_status(f, call):
    o = call("get_order", order_id=f["order"])
    return [o["status"]], f"Order {f['order']} is {o['status']}."


def p_stock(f, call):
    r = call("check_inventory", sku=f["sku"], warehouse=f["warehouse"])
    return [str(r["on_hand"])], f"{r['on_hand']} units of {f['sku']} are on hand in the {f['warehouse']} warehouse."


def p_latest_status(f, call):
    c = call("find_customer", email=f["email"])
    latest = call("list_orders", customer_id=c["customer_id"])["orders"][0]
    return ([latest["order_id"], latest["status"]],
            f"The most recent order of {f['email']} is {latest['order_id']}, which is {latest['status']}.")


def _refund_reply(r, order_id):
    if r["status"] != "approved":
        return ["rejected"], f"The refund for {order_id} was rejected: {r['reason']}."
    return [r["refund_id"], money(r["amount"])], f"Refunded {money(r['amount'])} for {order_id} (refund {r['refund_id']})."


def p_full_refund(f, call):
    o = call("get_order", order_id=f["order"])
    r = call("issue_refund", order_id=f["order"], amount=o["total"], reason=f["problem"])
    return _refund_reply(r, f["order"])


def p_ticket_by_tier(f, call):
    c = call("find_customer", email=f["email"])
    t = call("create_ticket", customer_id=c["customer_id"], category="delivery",
             priority="high" if c["tier"] == "gold" else "normal", related={"order_id": f["order"]})
    return [t["ticket_id"]], f"Opened {t['priority']}-priority delivery ticket {t['ticket_id']} for {f['order']}."


def p_stock_or_ticket(f, call):
    o = call("get_order", order_id=f["order"])
    sku = o["items"][0]["sku"]
    r = call("check_inventory", sku=sku, warehouse=f["warehouse"])
    if r["on_hand"] > 0:
        return [str(r["on_hand"])], f"{sku} is in stock in the {f['warehouse']} warehouse: {r['on_hand']} units."
    t = call("create_ticket", customer_id=o["customer_id"], category="product", priority="normal",
             related={"order_id": f["order"], "sku": sku})
    return ([t["ticket_id"]], f"{sku} is out of stock in the {f['warehouse']} warehouse (restock {r['restock_date']}); "
                              f"opened ticket {t['ticket_id']}.")


def p_callback(f, call):
    c = call("find_customer", email=f["email"])
    b = call("schedule_callback", customer_id=c["customer_id"], slot={"date": f["date"], "hour": f["hour"]},
             channel="video" if c["tier"] == "gold" else "phone")
    return [b["callback_id"]], (f"Booked a {b['channel']} callback {b['callback_id']} on {f['date']} at "
                                f"{hour_text(f['hour'])}.")


def p_refund_latest(f, call):
    c = call("find_customer", email=f["email"])
    latest = call("list_orders", customer_id=c["customer_id"])["orders"][0]
    r = call("issue_refund", order_id=latest["order_id"], amount=latest["total"], reason="damaged")
    t = call("create_ticket", customer_id=c["customer_id"], category="billing", priority="high",
             related={"order_id": latest["order_id"]})
    facts, text = _refund_reply(r, latest["order_id"])
    return facts + [t["ticket_id"]], f"{text} Opened billing ticket {t['ticket_id']}."


def p_gold_or_ticket(f, call):
    c = call("find_customer", email=f["email"])
    if c["tier"] == "gold":
        b = call("schedule_callback", customer_id=c["customer_id"], slot={"date": f["date"], "hour": f["hour"]},
                 channel="video")
        return [b["callback_id"]], f"{f['email']} is gold: booked video callback {b['callback_id']}."
    t = call("create_ticket", customer_id=c["customer_id"], category="account", priority="low")
    return [t["ticket_id"]], f"{f['email']} is {c['tier']}, not gold: opened account ticket {t['ticket_id']}."


def p_latest_item_stock(f, call):
    c = call("find_customer", email=f["email"])
    latest = call("list_orders", customer_id=c["customer_id"])["orders"][0]
    o = call("get_order", order_id=latest["order_id"])
    sku = o["items"][0]["sku"]
    r = call("check_inventory", sku=sku, warehouse=c["region"])
    if r["on_hand"] > 0:
        return [str(r["on_hand"])], f"{sku} is in stock in the {c['region']} warehouse: {r['on_hand']} units."
    return [r["restock_date"]], f"{sku} is out of stock in the {c['region']} warehouse until {r['restock_date']}."


SURFACES = {
    "order_status": ["What is the status of order {order}?", "Can you check where order {order} stands?",
                     "Look up order {order} and tell me its status."],
    "stock": ["How many units of {sku} are on hand in the {warehouse} warehouse?",
              "Check the {warehouse} warehouse stock of {sku} ({pname}).",
              "What is the {warehouse} warehouse inventory count for {sku}?"],
    "latest_status": ["What is the status of the most recent order placed by {email}?",
                      "Find the latest order of the customer {email} and tell me its status.",
                      "The customer {email} asks about their newest order: what is its status?"],
    "full_refund": ["Order {order} {problem_text}: refund it in full.",
                    "Please issue a full refund for order {order}; it {problem_text}.",
                    "The customer says order {order} {problem_text}. Refund the whole order total."],
    "ticket_by_tier": ["{email} reports that order {order} has not arrived. Open a delivery ticket for them "
                       "about it: high priority if they are a gold customer, normal otherwise.",
                       "Open a delivery ticket for the customer {email} about order {order}, which has not arrived "
                       "(priority high for gold customers, else normal).",
                       "Order {order} never reached {email}. File a delivery ticket for that customer; use high "
                       "priority for gold tier and normal for everyone else."],
    "stock_or_ticket": ["Is the first item of order {order} in stock in the {warehouse} warehouse? If it is not, "
                        "open a normal-priority product ticket for the order's customer.",
                        "Check the {warehouse} warehouse stock of the first item in order {order}; when it is out "
                        "of stock, file a normal-priority product ticket for that order's customer.",
                        "For order {order}, look up its first item's stock in the {warehouse} warehouse, and if "
                        "none is on hand open a product ticket (normal priority) for the customer who placed it."],
    "callback": ["Book a callback for {email} on {date} at {hour_text}: video for gold customers, phone for "
                 "everyone else.",
                 "Schedule a callback for the customer {email} on {date} at {hour_text} (gold tier gets video, "
                 "others a phone call).",
                 "{email} wants a call back on {date} at {hour_text}. Set it up, by video if they are gold and "
                 "by phone otherwise."],
    "refund_latest": ["{email} says their most recent order arrived damaged. Refund it in full and open a "
                      "high-priority billing ticket about that order.",
                      "The latest order of the customer {email} came damaged: issue a full refund for it and file "
                      "a high-priority billing ticket referencing it.",
                      "Refund the newest order of {email} in full (it arrived damaged), then open a billing ticket "
                      "with high priority for that order."],
    "gold_or_ticket": ["If {email} is a gold customer, book them a video callback on {date} at {hour_text}; "
                       "otherwise open a low-priority account ticket for them.",
                       "Check the tier of {email}: gold customers get a video callback on {date} at {hour_text}, "
                       "anyone else gets a low-priority account ticket.",
                       "For the customer {email}: when they are gold, schedule a video call back for {date} at "
                       "{hour_text}; when they are not, file an account ticket with low priority."],
    "latest_item_stock": ["Is the first item of the most recent order of {email} in stock in the warehouse of "
                          "their region? Give me the count, or the restock date if there is none.",
                          "For {email}: take the first item of their newest order and check its stock in their "
                          "region's warehouse (how many units, or when it is restocked).",
                          "Check whether the warehouse serving {email}'s region has the first product of their "
                          "latest order on hand; tell me how many, or the restock date when it is out."],
}
POLICIES = {"order_status": p_order_status, "stock": p_stock, "latest_status": p_latest_status,
            "full_refund": p_full_refund, "ticket_by_tier": p_ticket_by_tier, "stock_or_ticket": p_stock_or_ticket,
            "callback": p_callback, "refund_latest": p_refund_latest, "gold_or_ticket": p_gold_or_ticket,
            "latest_item_stock": p_latest_item_stock}
FAMILIES = tuple(POLICIES)
PER_FAMILY = 9
#: The slots a family's task is made of (two bases of a family never share them all).
SLOTS = {"order_status": ("order",), "stock": ("sku", "warehouse"), "latest_status": ("email",),
         "full_refund": ("order",), "ticket_by_tier": ("email", "order"), "stock_or_ticket": ("order", "warehouse"),
         "callback": ("email", "date", "hour"), "refund_latest": ("email",), "gold_or_ticket": ("email", "date", "hour"),
         "latest_item_stock": ("email",)}


def _latest(db, customer_id):
    return sorted((o for o in db["orders"] if o["customer_id"] == customer_id),
                  key=lambda o: (o["placed_on"], o["order_id"]), reverse=True)[0]


def make_frames(db: dict, rng: random.Random) -> list[dict]:
    """PER_FAMILY frames per family, slots drawn from the database (never two alike in their SLOTS)."""
    frames, seen = [], set()
    live = [o for o in db["orders"] if o["status"] != "cancelled"]
    for family in FAMILIES:
        made = 0
        while made < PER_FAMILY:
            c = rng.choice(db["customers"])
            o = rng.choice(live)
            f = {"family": family, "email": c["email"], "order": o["order_id"], "warehouse": rng.choice(WAREHOUSES),
                 "date": f"2026-12-{rng.randrange(7, 24):02d}", "hour": rng.randrange(9, 18),
                 "problem": rng.choice(sorted(PROBLEMS))}
            sku = rng.choice(db["products"])
            f["sku"], f["pname"] = sku["sku"], sku["name"]
            if family == "refund_latest" and _latest(db, c["customer_id"])["status"] == "cancelled":
                continue
            key = (family,) + tuple(f[s] for s in SLOTS[family])
            if key in seen:
                continue
            seen.add(key)
            frames.append(f)
            made += 1
    return frames


def render(f: dict, s: int) -> str:
    return SURFACES[f["family"]][s].format(problem_text=PROBLEMS[f["problem"]], hour_text=hour_text(f["hour"]), **f)


def run(db: dict, f: dict):
    rec = Recorder(db)
    facts, reply = POLICIES[f["family"]](f, rec)
    return rec.calls, rec.results, facts, reply


# -- changed environments: the record read at step k is edited so that the result at k differs -----------
def change_for(db: dict, f: dict, calls: list, results: list, rng: random.Random):
    """``(change, k)``: one edit of the record the policy reads at step ``k``, chosen so the task's course
    or answer differs (a tier flipped, a status or a quantity changed, stock emptied or refilled)."""
    fam = f["family"]
    if fam in ("ticket_by_tier", "callback", "gold_or_ticket"):
        c = results[0]
        if fam == "gold_or_ticket":
            tier = "silver" if c["tier"] == "gold" else "gold"
        else:
            tier = "gold" if c["tier"] != "gold" else rng.choice(["silver", "standard"])
        return {"table": "customers", "id": c["customer_id"], "path": "tier", "value": tier}, 0
    if fam in ("latest_status",):
        latest = results[1]["orders"][0]
        status = rng.choice([s for s in STATUSES if s != latest["status"]])
        return {"table": "orders", "id": latest["order_id"], "path": "status", "value": status}, 1
    if fam == "refund_latest":
        latest = results[1]["orders"][0]
        qty = _order(db, latest["order_id"])["items"][0]["qty"]
        return {"table": "orders", "id": latest["order_id"], "path": "items.0.qty", "value": qty + 1}, 1
    if fam == "full_refund":
        qty = _order(db, f["order"])["items"][0]["qty"]
        return {"table": "orders", "id": f["order"], "path": "items.0.qty", "value": qty + rng.choice([1, 2])}, 0
    if fam == "order_status":
        status = rng.choice([s for s in STATUSES if s != results[0]["status"]])
        return {"table": "orders", "id": f["order"], "path": "status", "value": status}, 0
    if fam == "stock":
        on_hand = results[0]["on_hand"]
        return {"table": "inventory", "id": f"{f['sku']}@{f['warehouse']}", "path": "on_hand",
                "value": rng.randrange(5, 40) if on_hand == 0 else 0}, 0
    if fam in ("stock_or_ticket", "latest_item_stock"):
        k = 1 if fam == "stock_or_ticket" else 3          # the check_inventory step
        r = results[k]
        return {"table": "inventory", "id": f"{r['sku']}@{r['warehouse']}", "path": "on_hand",
                "value": rng.randrange(5, 40) if r["on_hand"] == 0 else 0}, k
    raise KeyError(fam)


# -- hand-written rewordings (written after reading the generated bases; keyed by base id) -----------------
# Written by hand on 2026-12-01 after reading the generated bases: each keeps every slot of its base (ids,
# emails, warehouse, date, hour, the rule) and rewords the rest as a support agent would type it. Keyed by
# base id, so a change of SEED or of the tables above invalidates them (the build checks the slots).
HAND = {
    "b001": "order O-2018 - where is it at?",
    "b004": "status check on O-2014 please",
    "b008": "Where's O-2003 at right now?",
    "b010": "how much SKU-108 do we have in the south warehouse right now?",
    "b013": "SKU-104: on-hand count at the south warehouse?",
    "b015": "Do we have any SKU-101 left up north? I need the exact count in the north warehouse.",
    "b019": "wes.garcia@example.com wants to know what's going on with the last thing they ordered. Status?",
    "b023": "Could you pull up rosa.moreau@example.com's most recent order and let me know where it stands?",
    "b024": "farid.novak@example.com is asking about their newest order. What state is it in?",
    "b028": "The customer got the wrong item in O-2011. Give them their money back, the full order amount.",
    "b029": "O-2031 showed up broken. Full refund please.",
    "b034": "O-2025 arrived damaged; please refund all of it.",
    "b036": "Order O-2040 hasn't reached quinn.zhou@example.com. Open a delivery ticket: high priority for a "
            "gold-tier customer, normal for any other tier.",
    "b037": "Customer ines.costa@example.com is still waiting for O-2036. Log a delivery ticket; make it high "
            "priority only if they're gold, otherwise normal.",
    "b042": "yara.ueda@example.com never got order O-2030. Raise a delivery ticket for them (gold customers: high "
            "priority; everyone else: normal).",
    "b045": "Take the first product on order O-2020 and see if the east warehouse has it. Out of stock? Then open a "
            "product ticket, normal priority, for whoever placed the order.",
    "b048": "Does the east warehouse have the first item of O-2013 on hand? If there are none, log a normal-priority "
            "product ticket for the customer on that order.",
    "b052": "First item in order O-2012: any in the north warehouse? If not, open a normal-priority product ticket "
            "for the order's customer.",
    "b055": "Please book wes.garcia@example.com a callback, 2026-12-21 at 10:00. Video if they're gold tier, phone "
            "if not.",
    "b056": "Set up a call with umar.eriksen@example.com for 16:00 on 2026-12-14; gold members get video, the rest "
            "get a phone call.",
    "b061": "olga.berg@example.com asked to be called back at 16:00 on 2026-12-21. Book it as a video call if she's "
            "gold, a phone call if not.",
    "b064": "greta.vidal@example.com's last order came in damaged. Refund the whole thing and raise a billing "
            "ticket, high priority, on that order.",
    "b067": "Damaged delivery for ines.costa@example.com on her most recent order: refund it in full, then open a "
            "billing ticket (priority high) that references the order.",
    "b069": "quinn.zhou@example.com: newest order was damaged on arrival. Full refund, plus a high-priority billing "
            "ticket about that order.",
    "b073": "greta.vidal@example.com: if gold, book a video callback for 2026-12-10 at 16:00; if not, just open a "
            "low-priority account ticket.",
    "b076": "Is pablo.fischer@example.com a gold customer? Gold: video callback on 2026-12-21 at 9:00. Not gold: "
            "account ticket, low priority.",
    "b077": "ada.rossi@example.com: gold? Then a video callback on 2026-12-19 at 12:00. Anyone else: a "
            "low-priority account ticket.",
    "b081": "nikolai.tan@example.com's latest order: is its first item available at the warehouse for their "
            "region? I need the units on hand, or the restock date if it's out.",
    "b084": "Stock check for hugo.dubois@example.com: first item of the newest order, at the warehouse of their "
            "region. How many are there, or when does it come back?",
    "b088": "Look up rosa.moreau@example.com's most recent order and check whether its first product is on hand in "
            "their regional warehouse: a count, or the restock date if none.",
    "b080": "Depending on quinn.zhou@example.com's tier: video callback at 9:00 on 2026-12-07 for gold, otherwise a "
            "low priority account ticket.",
}


def _slots(f: dict) -> list[str]:
    """The values a rewording of frame ``f`` must keep, as they are written in a task."""
    return [hour_text(f["hour"]) if k == "hour" else f[k] for k in SLOTS[f["family"]]]


def _sha(path_bytes: bytes) -> str:
    return hashlib.sha256(path_bytes).hexdigest()


def db_bytes(db: dict) -> bytes:
    return (json.dumps(db, indent=1, ensure_ascii=False) + "\n").encode()


def build() -> tuple[bytes, list[dict]]:
    """``(db.json bytes, task rows)``."""
    rng = random.Random(SEED)
    db = make_db(rng)
    frames = make_frames(db, rng)
    order = list(range(len(frames)))
    rng.shuffle(order)
    split = {i: ("calib", "report")[k % 2] for k, i in enumerate(order)}
    plans = []
    for i, f in enumerate(frames):
        calls, results, facts, reply = run(db, f)
        change = k = None
        if f["family"] not in ("order_status", "stock") or i % 2 == 0:
            change, k = change_for(db, f, calls, results, rng)
            db["changes"][f"chg-{i:03d}"] = change
        plans.append((f, calls, results, facts, reply, change, k))
    data = db_bytes(db)
    sha = _sha(data)
    rows = []

    def add(base_i, kind, transform, task, env, calls, results, facts, reply, diverge_at=None, made_by="program"):
        f = frames[base_i]
        rows.append({"id": f"tools-{len(rows):04d}", "base": f"b{base_i:03d}", "family": f["family"], "kind": kind,
                     "transform": transform, "split": split[base_i], "task": task, "env": env,
                     "diverge_at": diverge_at, "expected_calls": calls, "results": results, "answer_facts": facts,
                     "final_answer": reply, "made_by": made_by, "generator": GENERATOR, "seed": SEED,
                     "db_sha256": sha})

    for i, (f, calls, results, facts, reply, change, k) in enumerate(plans):
        s0 = rng.randrange(3)
        task = render(f, s0)
        add(i, "base", f"surface:{s0}", task, "base", calls, results, facts, reply)
        s1 = rng.choice([s for s in range(3) if s != s0])
        q = render(f, s1)
        if rng.random() < 0.3:
            q = rng.choice(INSTRUCTIONS).format(q=_decap(q))
        add(i, "reworded", f"surface:{s1}", q, "base", calls, results, facts, reply)
        if f"b{i:03d}" in HAND:
            missing = [v for v in _slots(f) if v not in HAND[f"b{i:03d}"]]
            assert not missing, f"HAND[b{i:03d}] lost {missing}: the bases changed; rewrite the hand rewordings"
            add(i, "reworded", "hand", HAND[f"b{i:03d}"], "base", calls, results, facts, reply, made_by="hand")
        if change is not None:
            changed = apply_change(db, change)
            c_calls, c_results, c_facts, c_reply = run(changed, f)
            first = next(j for j in range(len(c_results)) if j >= len(results) or c_results[j] != results[j])
            assert first == k and c_calls[:k + 1] == calls[:k + 1], (f, change)
            add(i, "changed_env", f"changed:{change['table']}.{change['path']}", task, f"chg-{i:03d}",
                c_calls, c_results, c_facts, c_reply, diverge_at=k)
    return data, rows


def tasks_bytes(rows: list[dict]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode()


def demo_rows(rows: list[dict], groups: int = DEMO_GROUPS) -> list[dict]:
    """The first ``groups`` bases (in file order) that have a rewording and a changed environment: per base its
    base line, its first rewording and its changed-environment line."""
    by: dict[str, dict[str, dict]] = {}
    for r in rows:
        by.setdefault(r["base"], {}).setdefault(r["kind"], r)
    full = [g for g in by.values() if {"base", "reworded", "changed_env"} <= set(g)][:groups]
    return [g[kind] for g in full for kind in ("base", "reworded", "changed_env")]


def main() -> None:
    data, rows = build()
    DB_FILE.write_bytes(data)
    TASKS_FILE.write_bytes(tasks_bytes(rows))
    DEMO_FILE.write_bytes(tasks_bytes(demo_rows(rows)))
    for sp in ("calib", "report"):
        kinds = {}
        for r in rows:
            if r["split"] == sp:
                key = r["kind"] + ("/hand" if r["made_by"] == "hand" else "")
                kinds[key] = kinds.get(key, 0) + 1
        print(sp, dict(sorted(kinds.items())))
    print(f"{len(rows)} tasks, {len(json.loads(data)['changes'])} changes")


if __name__ == "__main__":
    main()
