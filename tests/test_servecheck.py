"""Serve-time verification (recurring replies never leave unverified), the stale guard for every
template, no layout text in replies, the ``contains`` verifier and chat defaults (issue 18, items 2-5).

The logic runs on the tiny random Llama with the decode replaced by a scripted one (a random model's
reply is noise; the scripted one says exactly what a model that copied, paraphrased or got it wrong
would say). The claims on the real model are the ``slow`` tests at the end."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

import kvmemory.memory as memory_module
from kvmemory import VerificationError
from kvmemory.decoding import Decoded
from kvmemory.sameproblem import check_stale
from kvmemory.sandbox import UnitTestVerifier, doctest_examples, examples_tests
from kvmemory.servecheck import SPEC_KEY, ServeCheck
from kvmemory.templates import CHAT_V1, CODE_V1, GSM_QA_V1, contains_answer, get_template, list_templates
from kvmemory.verifiers import contains, exact, resolve_verifier

P1 = "Tom has 3 apples and buys 4 more. How many apples does he have?"
S1 = "He has 3 + 4 = 7 apples.\n#### 7"
FACT_Q = "How long does the Zephyr Lumo 3 run on its high setting?"
FACT_S = "The Zephyr Lumo 3 runs for 41 hours on its high setting."
CODE_P = 'def add(a: int, b: int) -> int:\n    """Return the sum of a and b.\n    >>> add(2, 3)\n    5\n    """\n'
CODE_S = "    return a + b\n"
CODE_T = "def check(candidate):\n    assert candidate(2, 3) == 5\n    assert candidate(-1, 1) == 0\n"


@pytest.fixture
def mem(llama_mem):
    return llama_mem


def scripted(monkeypatch, text: str):
    """Every decode in ``kvmemory.memory`` returns ``text`` (one token per character, streamed per token;
    whitespace is held until what follows it arrives, as the decoder holds a trailing line that a stop
    rule may still cut)."""
    calls = []

    def fake(model, tokenizer, cache, logits, pos, *, max_new_tokens, on_token=None, on_text=None, pattern=None,
             cut_at_pattern=False, **kw):
        calls.append(text)
        m = pattern.search(text) if pattern is not None else None  # the template's stop rule ends the decode
        out = text if m is None else text[:m.start()] if cut_at_pattern else text[:m.end()]
        held = ""
        for i, ch in enumerate(out):
            if on_token is not None:
                on_token(i)
            held += ch
            if on_text is not None and not ch.isspace():
                on_text(held)
                held = ""
        return Decoded(list(range(len(out))), out, "eos" if m is None else "pattern", len(out) - len(held))

    monkeypatch.setattr(memory_module, "decode", fake)
    return calls


# -- item 2: serve-time verification -----------------------------------------------------------------------
def test_a_recurring_reply_that_passes_its_check_is_served_as_decoded(mem, monkeypatch):
    mem.deposit(P1, S1, answer="7")
    scripted(monkeypatch, " 7.")
    r = mem.answer(P1)
    assert r.mode == "recurring" and r.verified and r.fallback == "" and r.answer == "7"
    assert r.reply == "The answer is 7." and "equals answer 7" in r.verdict


def test_a_wrong_recurring_reply_is_replaced_by_the_stored_verified_answer(mem, monkeypatch):
    mem.deposit(P1, S1, answer="7")
    scripted(monkeypatch, " 8.")
    r = mem.answer(P1)
    assert r.mode == "recurring" and r.verified and r.fallback == "stored"
    assert r.answer == "7" and r.text == " 7." and r.reply == "The answer is 7." and "8" not in r.reply
    assert r.decode_tokens == 3 and "8 != answer 7" in r.verdict
    d = r.to_dict()
    assert d["fallback"] == "stored" and d["verified"] is True


def test_transfer_and_cold_answers_are_not_marked_verified(mem):
    assert not mem.answer("What is the capital of France?", mode="cold", max_new_tokens=2).verified
    mem.deposit(P1, S1, answer="7")
    r = mem.answer(P1.replace("3", "5"), mode="transfer", max_new_tokens=2)
    assert r.mode == "transfer" and not r.verified and r.fallback == ""


def test_a_streamed_wrong_recurring_reply_sends_only_verified_text(mem, monkeypatch):
    mem.deposit(P1, S1, answer="7")
    scripted(monkeypatch, " 8.")
    pieces = []
    r = mem.answer(P1, on_text=pieces.append)
    assert r.fallback == "stored" and "".join(pieces) == r.reply == "The answer is 7."
    assert not any("8" in p for p in pieces)


@pytest.mark.parametrize("verifier,answer,reply,ok", [
    ("exact", FACT_S, FACT_S, True),
    ("exact", FACT_S, "The Zephyr Lumo 3 runs for 14 hours on its high setting.", False),
    ("contains", "41 hours", "It runs for 41 hours on high.", True),
    ("contains", "41 hours", "It does not run for 41 hours.", False),
    ("human", None, FACT_S, True),
    ("human", None, "It runs for a long time.", False),
])
def test_chat_replies_are_checked_by_the_entrys_verifier(mem, monkeypatch, verifier, answer, reply, ok):
    e = mem.deposit(FACT_Q, FACT_S, answer=answer, verifier=verifier, template="chat-v1")
    scripted(monkeypatch, reply + '"')
    r = mem.answer([{"role": "user", "content": FACT_Q}])
    assert r.mode == "recurring" and r.entries[0].id == e.id and r.verified
    assert r.fallback == ("" if ok else "stored"), r.verdict
    assert r.text == (reply if ok else FACT_S)


def test_code_replies_run_the_stored_tests_and_the_requests_examples(mem, monkeypatch):
    e = mem.deposit(CODE_P, CODE_S, verifier=UnitTestVerifier(CODE_T, entry_point="add", prompt=CODE_P))
    assert e.metadata[SPEC_KEY]["tests"] == CODE_T and e.metadata[SPEC_KEY]["entry_point"] == "add"
    scripted(monkeypatch, "\n    return b + a\n")  # other code that passes: served as decoded
    r = mem.answer(CODE_P)
    assert r.mode == "recurring" and r.fallback == "" and r.text == CODE_P + "    return b + a\n"
    assert "stored tests and the request's own >>> examples" in r.verdict
    scripted(monkeypatch, "\n    return a - b\n")
    r = mem.answer(CODE_P)
    assert r.fallback == "stored" and r.text == CODE_P + CODE_S and "tests failed" in r.verdict


def entry(problem, solution, answer=None, verifier="human", metadata=None):
    return SimpleNamespace(problem=problem, solution=solution, answer=answer, verifier=verifier,
                           metadata=metadata or {})


def test_a_request_whose_own_examples_the_stored_code_fails_goes_elsewhere():
    spec = UnitTestVerifier(CODE_T, entry_point="add", prompt=CODE_P).spec()
    stored = entry(CODE_P, CODE_S, verifier="unittest", metadata={SPEC_KEY: spec})
    assert ServeCheck(stored, CODE_V1, CODE_P).stored().passed
    changed = CODE_P.replace("    5\n", "    6\n")  # the same call, another expected output
    v = ServeCheck(stored, CODE_V1, changed).stored()
    assert not v.passed and "does not fit the request" in v.reason and "Expected: 6" in v.reason.replace("  ", " ")


def test_an_entrys_own_wrong_docstring_example_is_not_used_as_a_check():
    wrong_doc = CODE_P.replace("    5\n", "    6\n")
    spec = UnitTestVerifier(CODE_T, entry_point="add", prompt=wrong_doc).spec()
    stored = entry(wrong_doc, CODE_S, verifier="unittest", metadata={SPEC_KEY: spec})
    check = ServeCheck(stored, CODE_V1, wrong_doc)
    assert check.stored().passed and check.examples == "" and "not used" in check.note
    assert check.reply(wrong_doc + CODE_S, None).passed


def test_code_without_stored_tests_must_be_the_verified_code():
    stored = entry(CODE_P, CODE_S, verifier="my_checker")
    check = ServeCheck(stored, CODE_V1, CODE_P)
    assert check.code and check.spec is None and check.reply(CODE_P + CODE_S, None).passed
    assert not check.reply(CODE_P + "    return b + a\n", None).passed


def test_code_a_human_passed_still_runs_the_requests_own_examples():
    """A code-v1 entry verified by a human has no tests to run again, but the request's own ``>>>`` examples are run
    on its stored solution before it is served: an added example it fails sends the request elsewhere."""
    stored = entry(CODE_P, CODE_S, verifier="human")
    more = CODE_P.replace('    """\n', "    >>> add(0, 0)\n    0\n    \"\"\"\n")
    assert ServeCheck(stored, CODE_V1, more).stored().passed
    wrong = CODE_P.replace('    """\n', "    >>> add(1, 1)\n    3\n    \"\"\"\n")
    v = ServeCheck(stored, CODE_V1, wrong).stored()
    assert not v.passed and "does not fit the request" in v.reason


def test_request_examples_become_doctests():
    assert doctest_examples(CODE_P) == ">>> add(2, 3)\n5\n"
    assert examples_tests("def f():\n    pass\n") == ""
    assert UnitTestVerifier(examples_tests(CODE_P))("p", CODE_P + CODE_S).passed
    v = UnitTestVerifier(examples_tests(CODE_P))("p", CODE_P + "    return a * b\n")
    assert not v.passed and "request's own >>> examples fail" in v.reason


def test_an_expected_none_matches_a_call_that_returns_none():
    """People write ``>>> f([])`` / ``None`` though doctest prints nothing for None: such an example passes where the
    call returns None, and only there (not for "", 0 or a printed "None" beside another value)."""
    prompt = 'def second(xs):\n    """The second largest value, or None.\n    >>> second([7, 7])\n    None\n    """\n'
    check = UnitTestVerifier(examples_tests(prompt))
    assert check("p", prompt + "    s = sorted(set(xs))\n    return s[-2] if len(s) > 1 else None\n").passed
    for body in ("    return ''\n", "    return 0\n", "    return 7\n", "    print('None')\n    return 1\n"):
        assert not check("p", prompt + body).passed, body


# -- item 3: the stale guard for every template ------------------------------------------------------------
def test_stale_guard_compares_chat_answers_as_the_template_reads_them():
    stored = {"problem": "How long does the Zephyr Lumo 3 run on its high setting?", "answer": "41 hours",
              "solution": FACT_S}
    other = "How long does the Zephyr Lumo 5 run on its high setting?"
    s = check_stale("The Zephyr Lumo 5 runs for 41 hours on its high setting.", [stored], other, template="chat-v1")
    assert s.suspect and s.entry == 0
    assert not check_stale("It runs for 12 hours.", [stored], other, template="chat-v1").suspect
    assert not check_stale(FACT_S, [stored], stored["problem"], template="chat-v1").suspect  # the same question


def test_stale_guard_catches_copied_code():
    stored = {"problem": CODE_P, "answer": None, "solution": CODE_S}
    other = CODE_P.replace("add", "plus").replace("sum", "total")
    assert check_stale(other + CODE_S, [stored], other, template=CODE_V1).suspect
    assert not check_stale(other + "    return a - b\n", [stored], other, template=CODE_V1).suspect


def test_stale_guard_on_gsm_is_unchanged_by_the_hook():
    natalia = "Natalia sold clips to 48 of her friends. How many clips did Natalia sell?"
    assert check_stale("72", [(natalia, "72")], natalia.replace("48", "50"), template=GSM_QA_V1).suspect
    assert not check_stale("75", [(natalia, "72")], natalia.replace("48", "50"), template="gsm-qa-v1").suspect


def test_every_template_has_a_repeats_hook():
    for name in list_templates():
        t = get_template(name)
        assert callable(t.repeats) and callable(t.replay)
    assert GSM_QA_V1.repeats("so the answer is 1,200.", "1200", "") and not GSM_QA_V1.repeats("12", "1200", "")
    assert CHAT_V1.repeats("It lasts 41 hours.", "41 hours", FACT_S) and not CHAT_V1.repeats("41", "41 hours", "x")


# -- item 4: no layout text in replies ----------------------------------------------------------------------
#: The stored layout of each built-in template: what a reply must never contain (gsm's forced "The answer
#: is" may appear once in a recurring reply, where the query put it).
LAYOUT = {"gsm-qa-v1": ["Q:", "A:"], "chat-v1": ["Verified answer", "Verified answers."],
          "code-v1": ["# verified solution"]}
BODY = {"gsm-qa-v1": " He has 7 apples. The answer is 7.", "chat-v1": " The Lumo runs for 41 hours.",
        "code-v1": "\n    return a + b\n"}


def copies(lead: str, body: str) -> list[str]:
    """Ways a model copies layout text into a reply: in front, quoted, after the answer, on a new line."""
    return [f"{lead}{body}", f' {lead} "{body.strip()}"', f"{body}\n{lead} {body.strip()}",
            f'{lead} "{body.strip()}"\n{lead} "{body.strip()}"', f"{body}\n\n{lead}"]


def test_every_template_covers_its_layout():
    assert {"gsm-qa-v1", "chat-v1", "code-v1"} <= set(list_templates()) and set(LAYOUT) <= set(list_templates())
    for name in LAYOUT:
        assert get_template(name).leads, f"{name} names no layout text (Template.leads)"


@pytest.mark.parametrize("name", sorted(LAYOUT))
@pytest.mark.parametrize("mode", ["recurring", "transfer", "cold"])
def test_no_layout_text_in_any_reply(mem, monkeypatch, name, mode):
    tpl = get_template(name)
    problem = {"gsm-qa-v1": P1, "chat-v1": FACT_Q, "code-v1": CODE_P}[name]
    if mode != "cold":
        if name == "code-v1":
            mem.deposit(CODE_P, CODE_S, verifier=UnitTestVerifier(CODE_T, entry_point="add", prompt=CODE_P))
        elif name == "chat-v1":
            mem.deposit(FACT_Q, FACT_S, answer="41 hours", verifier="contains")
        else:
            mem.deposit(P1, S1, answer="7")
    ask = problem if mode != "transfer" else problem.replace("3", "5").replace("Lumo 3", "Lumo 5").replace("add", "plus")
    forbidden = LAYOUT[name] + [lead for lead in tpl.leads if lead not in ("The answer is",)]
    for lead in tpl.leads + tuple(LAYOUT[name]):
        for decoded in copies(lead, BODY[name]):
            scripted(monkeypatch, decoded)
            pieces = []
            r = mem.answer(ask, mode=mode, template=name, on_text=pieces.append)
            assert r.mode == mode and r.template == name
            for text in (r.text, r.reply, "".join(pieces)):
                assert not any(f in text for f in forbidden), (decoded, text)
                assert text.count("The answer is") <= 1, (decoded, text)
            assert "".join(pieces) == r.reply, (decoded, r.fallback)


# -- item 5: chat defaults ----------------------------------------------------------------------------------
@pytest.mark.parametrize("solution,answer,ok", [
    (FACT_S, "41 hours", True),
    ("It runs 41 hours. It weighs 612 grams.", "612 grams", True),
    ("It does not run for 41 hours.", "41 hours", False),
    ("It runs for 141 hours.", "41 hours", False),
    ("It runs for 41.5 hours.", "41 hours", False),
    ("Runs long.", "41 hours", False),
    ("Yes, it ships with two. No, it is not waterproof.", "it is not waterproof", True),
])
def test_contains_verifier(solution, answer, ok):
    assert contains("q", solution, answer).passed is ok
    assert contains_answer(solution, answer) is ok
    assert not exact("q", FACT_S, "41 hours").passed  # exact keeps meaning exact
    assert resolve_verifier("contains")[0] == "contains"


def test_chat_v1_defaults_to_contains(mem):
    assert CHAT_V1.default_verifier == "contains"
    e = mem.deposit(FACT_Q, FACT_S, answer="41 hours", verifier="contains")
    assert e.template == "chat-v1" and e.verifier == "contains" and e.answer == "41 hours"
    with pytest.raises(VerificationError):
        mem.deposit(FACT_Q, "It runs for 14 hours.", answer="41 hours", verifier="contains")


def test_a_plain_string_follows_its_nearest_entries_template(mem):
    assert mem.answer("Hello?", max_new_tokens=2).template == "gsm-qa-v1"  # nothing stored: Settings.template's default
    mem.deposit(FACT_Q, FACT_S, answer="41 hours", verifier="contains")
    r = mem.answer("Tell me about the weather in Oslo today.", max_new_tokens=2)
    assert r.mode == "cold" and r.template == "chat-v1"
    assert mem.answer("Tell me about the weather in Oslo today.", max_new_tokens=2, template="gsm-qa-v1").template \
        == "gsm-qa-v1"


def test_settings_template_applies_when_nothing_is_near(llama_mem):
    import dataclasses

    from kvmemory import Settings

    mem = llama_mem
    mem.settings = dataclasses.replace(Settings(), template="chat-v1")
    assert mem.answer("Hello?", max_new_tokens=2).template == "chat-v1"
