"""BFCL questions asked again in other words, and changed: the recurring arm's rewordings and hard negatives.

BFCL asks each question once, so the recurring arm alone shows only a question asked again verbatim. A
*rewordings file* (JSONL, e.g. ``evalsets/bfcl/rewordings-*.jsonl``; :func:`load`) adds, per asked item:

* ``{"kind": "reworded", "item", "question_sha256", "text", "writer"}``: the item's question in other words, by a
  writer who is not this project (``scripts/bfcl_rewordings.py`` asks a model, then keeps a rewording only if it
  keeps every number of the question and every string of its ground truth that the question spells out:
  :func:`faithful`). Asked as arm ``recurring-reworded`` on the library holding the item's verified call: answered
  from memory it must be right by BFCL's checker; answered by decoding it is a miss (a cost, never an error).
* ``{"kind": "changed", "item", "question_sha256", "text", "ground_truth", "change"}``: the question with one number
  changed and BFCL's ground truth changed to match (:func:`changed`, mechanical). Asked as arm ``recurring-changed``:
  the stored call carries the old number, so answering it from memory is a false hit, and wrong by the checker.

Lines of kind ``dropped`` (a rewording :func:`faithful` refused, with ``why``) are a record and are not asked.
``question_sha256`` is the SHA-256 of the question the line was made from: a line whose item now asks something
else (another BFCL release) is refused, never asked.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
from pathlib import Path

KINDS = {"reworded": "recurring-reworded", "changed": "recurring-changed"}
#: The ledger arms of the two kinds, in order.
ARMS = tuple(KINDS.values())

_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def question_of(item: dict) -> str:
    """The text of the item's (last) user message."""
    return next(m["content"] for m in reversed(item["messages"]) if m.get("role") == "user")


def question_sha256(item: dict) -> str:
    return hashlib.sha256(question_of(item).encode("utf-8")).hexdigest()


def with_question(item: dict, text: str, ground_truth=None) -> dict:
    """``item`` asking ``text`` instead (its last user message replaced), with ``ground_truth`` if given."""
    out = dict(item)
    messages = [dict(m) for m in item["messages"]]
    last = max(i for i, m in enumerate(messages) if m.get("role") == "user")
    messages[last]["content"] = text
    out["messages"] = messages
    if ground_truth is not None:
        out["ground_truth"] = ground_truth
    return out


def _leaves(node):
    """Every string and number in a ground truth, at any depth (each allowed value of each argument)."""
    if isinstance(node, dict):
        for v in node.values():
            yield from _leaves(v)
    elif isinstance(node, list):
        for v in node:
            yield from _leaves(v)
    elif isinstance(node, (str, int, float)) and not isinstance(node, bool):
        yield node


def faithful(item: dict, text: str) -> tuple[bool, str]:
    """``(keep, why not)``: may ``text`` stand for the item's question? It must differ from it (beyond case and
    spacing), keep every number the question writes, and keep every string of the ground truth (two characters or
    more) that the question spells out. A rewording that drops or alters one of these asks another task, and the
    checker, which scores against the original's ground truth, could not tell."""
    original = question_of(item)
    norm = lambda s: " ".join(s.lower().split())  # noqa: E731
    if not text.strip():
        return False, "empty"
    if norm(text) == norm(original):
        return False, "the question unchanged"
    missing = sorted(set(_NUMBER.findall(original)) - set(_NUMBER.findall(text)))
    if missing:
        return False, f"numbers dropped or altered: {', '.join(missing)}"
    lost = sorted({s for s in _leaves(item.get("ground_truth") or [])
                   if isinstance(s, str) and len(s) >= 2 and s.lower() in original.lower()
                   and s.lower() not in text.lower()})
    if lost:
        return False, f"ground-truth strings dropped: {', '.join(lost)}"
    return True, ""


def _spelled(value) -> list[str]:
    if isinstance(value, int):
        return [str(value)]
    return [repr(value)] + ([str(int(value))] if value.is_integer() else [])


def _mentions(text: str, spelled: str) -> list[re.Match]:
    return list(re.finditer(r"(?<![\d.])" + re.escape(spelled) + r"(?!\d|\.\d)", text))


def _replace(node, old, new):
    if isinstance(node, dict):
        return {k: _replace(v, old, new) for k, v in node.items()}
    if isinstance(node, list):
        return [_replace(v, old, new) for v in node]
    if isinstance(node, (int, float)) and not isinstance(node, bool) and node == old:
        return int(new) if isinstance(node, int) and float(new).is_integer() else float(new)  # 45 and 45.0 alike
    return node


def changed(item: dict) -> dict | None:
    """The item with one number changed, or None where none can be: the first number of its ground truth (in
    order) that its question writes exactly once is doubled (0 becomes 1), in the question and everywhere the
    ground truth allows that value, so BFCL's checker judges an answer to the changed question. Returns
    ``{"text", "ground_truth", "change"}``."""
    question = question_of(item)
    for value in _leaves(item.get("ground_truth") or []):
        if isinstance(value, str):
            continue
        for spelled in _spelled(value):
            found = _mentions(question, spelled)
            if len(found) != 1:
                continue
            new = (value * 2 if value else 1) if isinstance(value, int) else round(value * 2 if value else 1.0, 10)
            new_spelled = str(new) if isinstance(new, int) else (str(int(new)) if spelled.isdigit() else repr(new))
            at = found[0]
            text = question[:at.start()] + new_spelled + question[at.end():]
            return {"text": text, "ground_truth": _replace(copy.deepcopy(item["ground_truth"]), value, new),
                    "change": f"{spelled} -> {new_spelled}"}
    return None


def load(path: Path) -> list[dict]:
    """The lines of a rewordings file; :class:`~kvmemory.errors.InputError` naming the first bad line."""
    from ..errors import InputError

    path = Path(path)
    if not path.is_file():
        raise InputError(f"rewordings file {path} not found: pass a file made by scripts/bfcl_rewordings.py "
                         f"(see evalsets/bfcl/README.md)")
    lines = []
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip():
            continue
        try:
            line = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}:{n}: not JSON ({exc.msg})") from None
        if line.get("kind") == "dropped":
            continue  # a rewording the writer's filter dropped, kept in the file as a record
        need = {"kind", "item", "question_sha256", "text"} | ({"ground_truth"} if line.get("kind") == "changed" else set())
        if line.get("kind") not in KINDS or need - set(line):
            raise InputError(f"{path}:{n}: a line needs kind (one of {', '.join(KINDS)}) and "
                             f"{', '.join(sorted(need - {'kind'}))}")
        lines.append(line)
    return lines


def variants(lines: list[dict], asked: list[dict]) -> list[tuple[str, dict]]:
    """``(arm, item)`` for every line about an asked item, in the file's order: the item asking the line's text
    (with the changed ground truth). A line made from another question than the item asks now is refused."""
    from ..errors import InputError

    by_id = {item["id"]: item for item in asked}
    out = []
    for line in lines:
        item = by_id.get(line["item"])
        if item is None:
            continue
        if line["question_sha256"] != question_sha256(item):
            raise InputError(f"rewording of {line['item']} was made from another question than the installed BFCL "
                             f"data asks (question SHA-256 differs): make the file again with scripts/bfcl_rewordings.py")
        out.append((KINDS[line["kind"]], with_question(item, line["text"], line.get("ground_truth"))))
    return out
