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
