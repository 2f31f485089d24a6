"""The ``openai`` SDK against ``kvmemory serve``: deposit a verified solution, then ask the same problem
again (recurring mode, a handful of decode tokens), sync, streamed and async.

    kvmemory serve --lib lib/ &                       # http://127.0.0.1:8000/v1
    python examples/serve_openai.py [--base-url http://127.0.0.1:8000/v1] [--api-key KEY] [--json]

Any OpenAI client works the same way: change its base URL. kvmemory's options ride in ``extra_body``;
what kvmemory did (mode, grafted entries, hashes) comes back in the reply's ``kvmemory`` object.
"""

from __future__ import annotations

import argparse
import asyncio
import json

import httpx
from openai import AsyncOpenAI, OpenAI

PROBLEM = "Tom has 3 apples and buys 4 more. How many apples does he have?"
SOLUTION = "Tom starts with 3 apples and buys 4 more: 3 + 4 = 7.\n#### 7"


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base-url", default="http://127.0.0.1:8000/v1")
    parser.add_argument("--api-key", default="unused", help="the server's --api-key, if it has one")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    headers = {"Authorization": f"Bearer {args.api_key}"}

    # a deposit: the server runs the named verifier (numeric: the "#### N" line must equal the answer)
    r = httpx.post(f"{args.base_url}/memory/entries", headers=headers, timeout=300,
                   json={"problem": PROBLEM, "solution": SOLUTION, "answer": "7", "verifier": "numeric"})
    r.raise_for_status()
    entry = r.json()

    client = OpenAI(base_url=args.base_url, api_key=args.api_key)
    messages = [{"role": "user", "content": PROBLEM}]
    reply = client.chat.completions.create(model="kvmemory", messages=messages, max_tokens=32)
    info = reply.model_extra["kvmemory"]
    streamed = "".join(chunk.choices[0].delta.content or "" for chunk in client.chat.completions.create(
        model="kvmemory", messages=messages, max_tokens=32, stream=True) if chunk.choices)
    cold = client.chat.completions.create(model="kvmemory", messages=messages, max_tokens=32,
                                          extra_body={"kvmemory": {"mode": "cold"}})

    async def ask_async() -> str:
        async with AsyncOpenAI(base_url=args.base_url, api_key=args.api_key) as aclient:
            out = await aclient.chat.completions.create(model="kvmemory", messages=messages, max_tokens=32)
            return out.choices[0].message.content

    report = {"entry": {"id": entry["id"], "verifier": entry["verifier"], "sha256": entry["sha256"]},
              "reply": reply.choices[0].message.content, "mode": info["mode"], "verified": info["verified"],
              "decode_tokens": info["decode_tokens"], "grafted_tokens": info["grafted_tokens"],
              "streamed_equals_reply": streamed == reply.choices[0].message.content,
              "async_equals_reply": asyncio.run(ask_async()) == reply.choices[0].message.content,
              "cold_decode_tokens": cold.usage.completion_tokens}
    print(json.dumps(report) if args.json else "\n".join(f"{k}: {v}" for k, v in report.items()))
    return report


if __name__ == "__main__":
    main()
