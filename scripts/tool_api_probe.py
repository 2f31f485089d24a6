"""A tool API nobody in this project wrote, tried as a new user would.

Four functions whose schemas use what real APIs use: no parameters; a ``time`` format, an enum array with
``uniqueItems`` and ``anyOf`` with null; a ``$ref`` into ``$defs``, an ``email`` format and integer enums; IBAN
patterns, ``not``, ``exclusiveMinimum`` and ``dependentRequired``. Five requests, each with ``tool_choice="auto"``
and ``"required"``, answered cold on Qwen2.5-Coder-0.5B (``pip install 'kvmemory[qwen]'``). Prints each reply's
finish, layout, decode tokens and calls, or the error (docs/benchmarks.md, "A tool API nobody here wrote").

    .venv/bin/python scripts/tool_api_probe.py
"""

from __future__ import annotations

import tempfile
import time

from kvmemory import KVMemory, KVMemoryError

IBAN = {"type": "string", "pattern": "^[A-Z]{2}[0-9]{2}[A-Z0-9]{4,30}$"}
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
TOOLS = [
    {"type": "function", "function": {"name": "ping", "description": "Check the server is up"}},
    {"type": "function", "function": {"name": "set_alarm", "parameters": {
        "type": "object", "required": ["time"], "properties": {
            "time": {"type": "string", "format": "time"},
            "days": {"type": "array", "items": {"type": "string", "enum": DAYS}, "uniqueItems": True},
            "label": {"anyOf": [{"type": "string"}, {"type": "null"}]}}}}},
    {"type": "function", "function": {"name": "create_invoice", "description": "Create an invoice", "parameters": {
        "type": "object", "required": ["customer", "lines"], "properties": {
            "customer": {"$ref": "#/$defs/Customer"},
            "lines": {"type": "array", "minItems": 1, "items": {
                "type": "object", "required": ["sku", "qty"],
                "properties": {"sku": {"type": "string"}, "qty": {"type": "integer", "minimum": 1}}}},
            "currency": {"type": "string", "enum": ["EUR", "USD", "GBP"], "default": "EUR"},
            "due_days": {"type": "integer", "enum": [15, 30, 60]}},
        "$defs": {"Customer": {"type": "object", "required": ["name"], "properties": {
            "name": {"type": "string"}, "email": {"type": "string", "format": "email"}}}}}}},
    {"type": "function", "function": {"name": "transfer_funds", "description": "Move money between two accounts",
                                      "parameters": {
        "type": "object", "required": ["from_iban", "to_iban", "amount"], "properties": {
            "from_iban": IBAN, "to_iban": {**IBAN, "not": {"const": ""}},
            "amount": {"type": "number", "exclusiveMinimum": 0}, "memo": {"type": "string", "maxLength": 140}},
        "dependentRequired": {"memo": ["amount"]}}}},
]
ASKS = ["Is the server up?", "Set an alarm for 7:30 on weekdays labelled gym.",
        "Invoice Ana Lima (ana@example.com) for 3 of SKU A-12 and 1 of B-7, in dollars, due in 30 days.",
        "Send 250.5 from DE89370400440532013000 to FR1420041010050500013M02606 for rent.",
        "What's the capital of France?"]


def main() -> None:
    mem = KVMemory(tempfile.mkdtemp(), model="qwen2.5-coder-0.5b")   # an empty library: every reply cold
    for ask in ASKS:
        for choice in ("auto", "required"):
            t = time.time()
            try:
                r = mem.answer([{"role": "user", "content": ask}], tools=TOOLS, tool_choice=choice)
            except KVMemoryError as exc:
                print(f"{choice:8s} {ask[:40]:40s} {type(exc).__name__}: {str(exc)[:200]}")
                continue
            got = [(c.name, c.arguments) for c in r.tool_calls] or repr(r.text[:80])
            print(f"{choice:8s} {ask[:40]:40s} {r.finish:10s} {r.tool_layout} {r.decode_tokens:5d} tokens "
                  f"{time.time() - t:5.1f} s", got)
    mem.close()


if __name__ == "__main__":
    main()
