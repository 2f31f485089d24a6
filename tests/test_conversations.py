"""Templates, conversations and namespaces through the facade, on a tiny random model.

A random model cannot copy an answer, so these tests assert the mechanics: which entry is chosen,
which template lays out the query (its exact token ids), what each artifact records, and that the
conversation context reaches the model. The real-model claims are in tests/test_templates_default_model.py.
"""

import hashlib
import json

import pytest

from kvmemory import InputError, Template, register_template
from kvmemory.fit import entry_misfit
from kvmemory.sandbox import UnitTestVerifier
from kvmemory.templates import CHAT_V1, CODE_V1, GSM_QA_V1

P1 = "Tom has 3 apples and buys 4 more. How many apples does he have?"
S1 = "He has 3 + 4 = 7 apples.\n#### 7"
FACT_Q = "What is the battery life of the Zephyr Lumo 3 lantern?"
FACT_A = "The Zephyr Lumo 3 runs for 41 hours on its high setting."
CODE_P = 'def add(a: int, b: int) -> int:\n    """Return the sum of a and b."""\n'
CODE_S = "    return a + b\n"
CODE_T = "def check(candidate):\n    assert candidate(2, 3) == 5\n    assert candidate(-1, 1) == 0\n"
SYSTEM = {"role": "system", "content": "You are the support assistant for Brightwater Outfitters."}
TURNS = [{"role": "user", "content": "Hi, I bought a lantern."}, {"role": "assistant", "content": "How can I help?"}]


def sha(ids):
    return hashlib.sha256(json.dumps([int(i) for i in ids]).encode()).hexdigest()


@pytest.fixture
def mem(llama_mem):
    return llama_mem


def test_each_deposit_records_its_template_default_from_the_verifier(mem):
    gsm = mem.deposit(P1, S1, answer="7", verifier="numeric")
    chat = mem.deposit(FACT_Q, FACT_A, answer=FACT_A, verifier="exact")
    code = mem.deposit(CODE_P, CODE_S, verifier=UnitTestVerifier(CODE_T, entry_point="add", prompt=CODE_P))
    assert (gsm.template, chat.template, code.template) == ("gsm-qa-v1", "chat-v1", "code-v1")
    for e, tpl in ((gsm, GSM_QA_V1), (chat, CHAT_V1), (code, CODE_V1)):
        kv = mem.load(e)
        assert kv.template == tpl.name  # the artifact records it too
        text = tpl.entry(e.problem, e.solution, e.answer, mem.tokenizer)
        assert kv.token_ids == mem.encode(text, first=True)
        assert entry_misfit(kv, e, model=mem.model) is None
    assert code.solution == CODE_S and code.answer is None  # the code is stored verbatim


def test_explicit_template_overrides_the_default(mem):
    e = mem.deposit(FACT_Q, FACT_A, answer=FACT_A, verifier="exact", template="gsm-qa-v1")
    assert e.template == "gsm-qa-v1"
    assert mem.answer(FACT_Q, max_new_tokens=2).template == "gsm-qa-v1"


def test_answer_uses_the_matched_entrys_template_and_the_conversation(mem):
    e = mem.deposit(FACT_Q, FACT_A, answer=FACT_A, verifier="exact")
    msgs = [SYSTEM, *TURNS, {"role": "user", "content": FACT_Q}]
    r = mem.answer(msgs, max_new_tokens=3)
    assert r.mode == "recurring" and r.entries[0].id == e.id and r.template == "chat-v1"
    query = CHAT_V1.query("recurring", FACT_Q, msgs[:-1], mem.tokenizer)
    assert "Brightwater Outfitters" in query and "Hi, I bought a lantern." in query
    assert r.input_sha256 == sha(mem.encode(query, first=False)) and r.prompt_tokens == len(mem.encode(query, first=False))
    # the same task without the conversation is the same entry, laid out without the context
    bare = mem.answer(FACT_Q, max_new_tokens=3)
    assert bare.mode == "recurring" and bare.entries[0].id == e.id and bare.prompt_tokens < r.prompt_tokens


def test_messages_deposit_keys_on_the_last_user_turn(mem):
    e = mem.deposit([SYSTEM, {"role": "user", "content": FACT_Q}], FACT_A, answer=FACT_A, verifier="exact")
    assert e.problem == FACT_Q and mem.find(FACT_Q)[0].id == e.id


def test_gsm_entry_in_a_conversation_keeps_its_layout(mem):
    mem.deposit(P1, S1, answer="7")
    plain = mem.answer(P1, max_new_tokens=2)
    assert plain.input_sha256 == sha(mem.encode(GSM_QA_V1.query("recurring", P1, [], None), first=False))
    r = mem.answer([SYSTEM, {"role": "user", "content": P1}], max_new_tokens=2)
    assert r.mode == "recurring" and r.template == "gsm-qa-v1"
    assert r.input_sha256 == sha(mem.encode(f"{SYSTEM['content']}\n\n" + GSM_QA_V1.query("recurring", P1, [], None),
                                            first=False))


def test_cold_messages_use_chat_v1_and_text_uses_gsm(mem):
    assert mem.answer([{"role": "user", "content": "Hello?"}], max_new_tokens=2).template == "chat-v1"
    assert mem.answer("Hello?", max_new_tokens=2).template == "gsm-qa-v1"
    assert mem.answer("Hello?", max_new_tokens=2, template="code-v1").template == "code-v1"


def test_code_answer_text_is_the_prompt_plus_the_completion(mem):
    mem.deposit(CODE_P, CODE_S, verifier=UnitTestVerifier(CODE_T, entry_point="add", prompt=CODE_P))
    r = mem.answer(CODE_P, max_new_tokens=4)
    assert r.mode == "recurring" and r.template == "code-v1"
    head = CODE_P  # the layout's marker line is not part of the answer (issue 18, item 4)
    assert r.text.startswith(head) and r.text.endswith("\n") and r.reply.startswith(head)
    assert "# verified solution" not in r.text + r.reply


def test_several_namespaces_at_once(mem):
    shared = mem.deposit(P1, S1, answer="7", namespace="shared")
    mine = mem.deposit(FACT_Q, FACT_A, answer=FACT_A, verifier="exact", namespace="user:42")
    r = mem.answer(P1, namespaces=["user:42", "shared"], max_new_tokens=2)
    assert r.mode == "recurring" and r.entries[0].id == shared.id
    assert mem.answer(P1, namespace="user:42", max_new_tokens=2).mode != "recurring"
    # the first namespace that holds the problem wins
    own = mem.deposit(P1, "3 + 4 = 7.\n#### 7", answer="7", namespace="user:42")
    assert mem.answer(P1, namespaces=["user:42", "shared"], max_new_tokens=2).entries[0].id == own.id
    assert mem.answer(P1, namespaces=["shared", "user:42"], max_new_tokens=2).entries[0].id == shared.id
    hits = mem.search(FACT_Q, 4, namespaces=["shared", "user:42"])
    assert {h.entry.id for h in hits} == {shared.id, mine.id, own.id}
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    with pytest.raises(InputError, match="not both"):
        mem.answer(P1, namespace="a", namespaces=["b"])
    with pytest.raises(InputError, match="non-empty list"):
        mem.answer(P1, namespaces="shared")


def test_a_registered_template_of_your_own(mem):
    import re

    faq = register_template(Template(
        name="test-conv-faq-v1",
        entry=lambda p, s, a, tok: f"FAQ {p}\n=> {s}\n\n",
        recurring_query=lambda p, ctx, tok: f"FAQ {p}\n=>",
        solve_query=lambda p, ctx, tok: f"FAQ {p}\n=>",
        recurring_stop=re.compile(r"\n"), cut_at_stop=True, recurring_max_new_tokens=5,
    ))
    e = mem.deposit("Opening hours?", "9 to 5.", verifier="human", template=faq.name)
    r = mem.answer("opening  hours?")
    assert e.template == faq.name and r.mode == "recurring" and r.template == faq.name and r.decode_tokens <= 5
    assert r.input_sha256 == sha(mem.encode("FAQ opening  hours?\n=>", first=False))


def test_bad_messages_are_input_errors(mem):
    with pytest.raises(InputError, match="last message must be the user turn"):
        mem.answer([{"role": "user", "content": "x"}, {"role": "assistant", "content": "y"}])
    with pytest.raises(InputError, match="must be a dict"):
        mem.answer(["just text"])
    with pytest.raises(InputError, match="unknown template"):
        mem.deposit(P1, S1, answer="7", template="no-such-template")


def test_cli_answer_reads_several_namespaces_in_a_conversation(tmp_path, tiny_model_dir):
    from click.testing import CliRunner

    from kvmemory.cli import main

    def cli(*args):
        r = CliRunner().invoke(main, ["--lib", str(tmp_path / "lib"), "--model", tiny_model_dir, *args])
        assert r.exit_code == 0, r.output
        return json.loads(r.stdout)

    e = cli("deposit", FACT_Q, "--solution", FACT_A, "--answer", FACT_A, "--verifier", "exact",
            "--namespace", "shared", "--json")
    assert e["template"] == "chat-v1"
    r = cli("answer", FACT_Q, "--namespace", "user:42", "--namespace", "shared", "--system", SYSTEM["content"],
            "--stop", "zzz", "--max-new-tokens", "3", "--json")
    assert r["mode"] == "recurring" and r["entries"] == [e["id"]] and r["template"] == "chat-v1"
    assert cli("answer", FACT_Q, "--namespace", "user:42", "--max-new-tokens", "2", "--json")["mode"] == "cold"


def test_custom_template_example_runs(tiny_model_dir, tmp_path, capsys):
    from conftest import example

    report = example("custom_template").main(["-n", "3", "--model", tiny_model_dir, "--lib", str(tmp_path / "lib")])
    assert json.loads(capsys.readouterr().out)["facts"] == 3
    assert report["recurring"] == 3 and {i["template"] for i in report["items"]} == {"faq-v1"}


def test_doctor_checks_entries_of_every_template_with_the_shared_fit_check(mem):
    from kvmemory.doctor import doctor

    mem.deposit(P1, S1, answer="7")
    mem.deposit(FACT_Q, FACT_A, answer=FACT_A, verifier="exact")
    mem.deposit(CODE_P, CODE_S, verifier=UnitTestVerifier(CODE_T, entry_point="add", prompt=CODE_P))
    report = doctor(mem.store, repair=False)
    assert report.checked == report.ok == 3 and report.healthy
    chat = mem.find(FACT_Q)[0]
    kv = mem.load(chat)
    wrong = type(chat)(**{**chat.__dict__, "template": "gsm-qa-v1"})
    assert entry_misfit(kv, wrong) == "template 'chat-v1' is not the entry's 'gsm-qa-v1'"


def test_agent_uses_the_verifiers_template(mem):
    from kvmemory.agent import Agent

    verifier = UnitTestVerifier(CODE_T, entry_point="add", prompt=CODE_P)
    agent = Agent(mem, verifier=verifier, budget_tokens=16, retries=0, max_new_tokens=8)
    first = agent.run(CODE_P, reference=CODE_S)
    assert first.source == "reference" and mem.get(first.entry_id).template == "code-v1"
    assert mem.get(first.entry_id).solution == CODE_S
    again = agent.run(CODE_P)
    assert again.mode == "recurring" and again.text.startswith(CODE_P)
