import pytest

from kvmemory import templates


@pytest.mark.parametrize("text,expected", [
    ("so 9*2=18\n#### 18", "18"),
    ("#### 1,200", "1200"),
    ("The answer is $70,000.", "70000"),
    ("The answer is 3.5.", "3.5"),
    ("He has 3 then 4 apples, so 7", "7"),
    ("the answer is -4", "-4"),
    ("no number here", None),
    ("", None),
])
def test_extract_answer(text, expected):
    assert templates.extract_answer(text) == expected


def test_clean_solution_drops_calculator_and_final_line():
    sol = "Janet sells 16 - 3 - 4 = <<16-3-4=9>>9 eggs.\nShe makes 9 * 2 = $<<9*2=18>>18\n#### 18"
    assert templates.clean_solution(sol) == "Janet sells 16 - 3 - 4 = 9 eggs. She makes 9 * 2 = $18."


def test_entry_text_layout_is_versioned():
    text = templates.entry_text("What is 2+3?", "2+3=5\n#### 5", "5")
    assert text == "Q: What is 2+3?\nA: 2+3=5. The answer is 5.\n\nQ: What is 2+3?\nA: The answer is 5.\n\n"
    assert templates.TEMPLATE_VERSION == "gsm-qa-v1"
    assert templates.recurring_query("What is 2+3?") == "Q: What is 2+3?\nA: The answer is"
    assert templates.solve_query("What is 2+3?") == "Q: What is 2+3?\nA:"


def test_problem_key_same_problem_modulo_whitespace_case_and_quotes():
    a = "Janet\u2019s ducks lay 16 eggs per day."
    assert templates.problem_key(a) == templates.problem_key("  janet's   ducks lay 16 eggs\nper day. ")


@pytest.mark.parametrize("changed", [
    "Janet's ducks lay 17 eggs per day.",      # number
    "Maria's ducks lay 16 eggs per day.",      # name
    "Janet's ducks lay 16 eggs per week.",     # unit
    "Janet's ducks lay 16.5 eggs per day.",
])
def test_problem_key_differs_for_near_duplicates(changed):
    assert templates.problem_key("Janet's ducks lay 16 eggs per day.") != templates.problem_key(changed)


def test_problem_key_depends_on_namespace():
    assert templates.problem_key("x", "a") != templates.problem_key("x", "b")


# -- the registry -------------------------------------------------------------------------------

import re  # noqa: E402

from kvmemory import InputError, Template, get_template, list_templates, register_template  # noqa: E402
from kvmemory.templates import CHAT_V1, CODE_V1, GSM_QA_V1, default_template_for, split_messages  # noqa: E402


def test_builtins_are_registered():
    assert {"gsm-qa-v1", "chat-v1", "code-v1"} <= set(list_templates())
    assert get_template("gsm-qa-v1") is GSM_QA_V1 and get_template(CHAT_V1) is CHAT_V1


def test_gsm_template_is_the_module_functions_byte_for_byte():
    p, s = "What is 2+3?", "2+3=5\n#### 5"
    assert GSM_QA_V1.entry(p, s, "5", None) == templates.entry_text(p, s, "5")
    assert GSM_QA_V1.query("recurring", p, [], None) == templates.recurring_query(p)
    assert GSM_QA_V1.query("cold", p, [], None) == templates.solve_query(p)
    assert GSM_QA_V1.problem_key(p, "ns") == templates.problem_key(p, "ns")
    assert GSM_QA_V1.stop("recurring") is templates.RECURRING_STOP and GSM_QA_V1.stop("transfer") is templates.SOLVE_STOP


def test_gsm_context_is_plain_text_before_the_query():
    ctx = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi"},
           {"role": "assistant", "content": "Hello."}]
    assert GSM_QA_V1.query("recurring", "What is 2+3?", ctx, None) == \
        "Be brief.\n\nQ: Hi\nA: Hello.\n\nQ: What is 2+3?\nA: The answer is"


def test_chat_layout_uses_the_tokenizers_chat_template(default_tokenizer):
    entry = CHAT_V1.entry("Q?", "An answer.", "An answer.", default_tokenizer)
    assert entry.startswith("<|im_start|>system\nVerified answers.<|im_end|>\n")  # never the injected default
    assert entry.count('<|im_start|>user\nQ?<|im_end|>\n<|im_start|>assistant\nVerified answer, word for word: '
                       '"An answer."<|im_end|>') == 3
    q = CHAT_V1.query("recurring", "Q?", [{"role": "system", "content": "You sell lamps."}], default_tokenizer)
    assert q == "<|im_start|>system\nYou sell lamps.<|im_end|>\n<|im_start|>user\nQ?<|im_end|>\n" \
                '<|im_start|>assistant\nVerified answer, word for word: "'
    assert CHAT_V1.finish('It is "the Lumo" lamp."', "recurring") == 'It is "the Lumo" lamp.'
    assert CHAT_V1.finish('No quote here', "recurring") == "No quote here"
    cold = CHAT_V1.query("cold", "Q?", [], default_tokenizer)  # no system message: the model's own default
    assert cold.startswith("<|im_start|>system\nYou are a helpful AI assistant named SmolLM")
    assert cold.endswith("<|im_start|>user\nQ?<|im_end|>\n<|im_start|>assistant\n")


def test_gsm_chat_layout_is_the_chat_template_with_gsms_reading(default_tokenizer):
    from kvmemory.templates import GSM_CHAT_V1
    from kvmemory.templates.gsmchat import CHAT_SOLVE_STOP, INSTRUCTION

    assert get_template("gsm-chat-v1") is GSM_CHAT_V1
    ask = f"<|im_start|>user\nWhat is 2+3?\n{INSTRUCTION}<|im_end|>\n"
    entry = GSM_CHAT_V1.entry("What is 2+3?", "2+3=<<2+3=5>>5\n#### 5", "5", default_tokenizer)
    assert entry.endswith(ask + "<|im_start|>assistant\n2+3=5. The answer is 5.<|im_end|>\n")  # no <<..>>, no ####
    cold = GSM_CHAT_V1.query("cold", "What is 2+3?", [], default_tokenizer)
    assert cold.endswith(ask + "<|im_start|>assistant\n")
    assert GSM_CHAT_V1.query("recurring", "What is 2+3?", [], default_tokenizer) == cold + "The answer is"
    # gsm-qa-v1's reading and problem rules; its own key (the two layouts never graft for each other)
    assert GSM_CHAT_V1.extract("so 2+3 = 5.\n\nThe answer is 5.") == "5"
    assert GSM_CHAT_V1.extract("Thus \\(\\boxed{1,200}\\).") == "1200"
    assert GSM_CHAT_V1.same_problem is GSM_QA_V1.same_problem and GSM_CHAT_V1.stale_difference is not None
    assert GSM_CHAT_V1.problem_key("What is 2+3?") != GSM_QA_V1.problem_key("What is 2+3?")
    # a chain of thought has paragraphs: only "answer is N." and a space or newline ends it, never a blank line
    for text in ("Step 1.\n\nStep 2.", "The answer is 3.", "answer is 12"):
        assert not CHAT_SOLVE_STOP.search(text), text  # "3." may still become 3.5
    for text in ("The answer is 3.5. ", "the answer is $1,200.\n", "The answer is: 7\n"):
        assert CHAT_SOLVE_STOP.search(text), text


def test_code_layout_keeps_the_code_verbatim():
    prompt = 'def add(a, b):\n    """Add."""\n'
    body = "    return a + b\n"
    block = prompt + "    # verified solution\n" + body
    assert CODE_V1.entry(prompt, body, None, None) == (block + "\n\n") * 3
    head = prompt + "    # verified solution"
    assert CODE_V1.query("recurring", prompt, [], None) == CODE_V1.query("cold", prompt, [], None) == head
    ctx = [{"role": "system", "content": "Write Python."}]
    assert CODE_V1.query("recurring", prompt, ctx, None) == "# system: Write Python.\n" + head
    decoded = "\n    return a + b\n\ndef other():"
    assert CODE_V1.finish(decoded, "recurring") == "\n    return a + b\n"
    assert CODE_V1.answer_text(prompt, CODE_V1.finish(decoded, "recurring")) == prompt + body  # no marker line
    assert CODE_V1.solution_of(prompt, block) == body  # what an agent deposits from a passing answer
    assert CODE_V1.solution_of(prompt, prompt + body) == body
    assert GSM_QA_V1.solution_of("p", " 7.") == " 7."
    assert CODE_V1.problem_key(prompt) != CODE_V1.problem_key(prompt.replace("add", "Add"))  # case matters in code
    assert CODE_V1.problem_key(prompt) == CODE_V1.problem_key(prompt + "   \n")


def test_keys_differ_between_templates():
    assert GSM_QA_V1.problem_key("x") != CHAT_V1.problem_key("x") != CODE_V1.problem_key("x")


def test_default_template_from_the_verifier():
    assert default_template_for("numeric") == "gsm-qa-v1"
    assert default_template_for("unittest") == "code-v1"
    assert default_template_for("exact") == default_template_for("human") == "chat-v1"


def test_register_refuses_a_taken_name_and_unknown_names():
    mine = Template(name="test-faq-v1", entry=lambda p, s, a, t: f"{p} -> {s}\n",
                    recurring_query=lambda p, c, t: f"{p} ->", solve_query=lambda p, c, t: f"{p} ->",
                    recurring_stop=re.compile(r"\n"))
    assert register_template(mine) is mine and register_template(mine) is mine  # the same object again is fine
    assert "test-faq-v1" in list_templates()
    with pytest.raises(InputError, match="already registered"):
        register_template(Template(name="test-faq-v1", entry=mine.entry, recurring_query=mine.recurring_query,
                                   solve_query=mine.solve_query))
    with pytest.raises(InputError, match="unknown template 'nope'.*register_template"):
        get_template("nope")


def test_split_messages():
    msgs = [{"role": "system", "content": "S"}, {"role": "user", "content": "a"},
            {"role": "assistant", "content": "b"}, {"role": "user", "content": "task"}]
    assert split_messages(msgs) == ("task", msgs[:3])
    with pytest.raises(InputError, match="last message must be the user turn"):
        split_messages(msgs[:3])
    with pytest.raises(InputError, match="no user message"):
        split_messages(msgs[:1])
    with pytest.raises(InputError, match="role 'tool'"):
        split_messages([{"role": "tool", "content": "x"}, msgs[-1]])
