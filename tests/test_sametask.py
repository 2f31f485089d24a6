"""The same-task rules for any template (kvmemory.sametask), the domain evaluation sets and
``kvmemory bench same-problem --domain``. Model-free except the bench test (the MiniLM embedder)."""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from kvmemory.sameproblem import RULES, decide
from kvmemory.sametask import (
    DEFAULT_TEXT_RULE,
    Decision,
    TextRule,
    code_task,
    decide_code,
    decide_exact,
    decide_numeric,
    decide_text,
    slots,
)
from kvmemory.servecheck import confirm_same, solution_fits
from kvmemory.templates import Template, get_template, list_templates

SETS = Path(__file__).resolve().parent.parent / "evalsets" / "sametask"
HIGH = 0.99   # a cosine every near-duplicate below clears: the slots, not the score, must say no


def same(a: str, b: str, score: float = HIGH) -> Decision:
    return get_template("chat-v1").decide_same(a, b, score)


# -- the template owns its rule ----------------------------------------------------------------------------
def test_each_builtin_template_owns_its_rule():
    assert get_template("gsm-qa-v1").same_problem is decide_numeric
    assert get_template("chat-v1").same_problem is decide_text
    assert get_template("code-v1").same_problem is decide_code
    assert dict(RULES) == {n: get_template(n).same_problem for n in list_templates() if get_template(n).same_problem}


def test_a_template_without_a_rule_recognises_exact_repeats_only_and_names_itself():
    t = Template(name="mine-v1", entry=lambda *a: "", recurring_query=lambda *a: "", solve_query=lambda *a: "")
    d = t.decide_same("What is the capital of France?", "what is the capital of  France?", 0.99)
    assert d.same and d.kind == "exact" and d.template == "mine-v1"
    d = t.decide_same("Tell me the capital of France.", "What is the capital of France?", 0.99)
    assert not d.same and d.kind == "template" and d.template == "mine-v1"
    assert decide_exact("a", "b").template == ""            # the rule itself knows no template name
    assert get_template("chat-v1").decide_same("x y", "x y").template == "chat-v1"


def test_a_custom_rule_is_called_positionally():
    seen = []
    t = Template(name="mine-v2", entry=lambda *a: "", recurring_query=lambda *a: "", solve_query=lambda *a: "",
                 same_problem=lambda q, c, s: seen.append((q, c, s)) or Decision(False, "no", s, "custom"))
    assert t.decide_same("q", "c", 0.5).template == "mine-v2" and seen == [("q", "c", 0.5)]


def test_decide_needs_a_template_name_and_unknown_names_get_exact_only():
    with pytest.raises(TypeError):
        decide("a", "b", score=0.9)     # no hard-coded default template
    assert decide("Convert 5 miles to km.", "How many km is 5 miles?", score=HIGH, template="nobody-v9").kind == "template"
    assert decide("Convert 5 miles to km.", "How many km is 5 miles?", score=HIGH, template="chat-v1").same


# -- order-aware ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("a, b", [
    ("Convert 5 miles to kilometers.", "Convert 5 kilometers to miles."),
    ("Convert 100 degrees Fahrenheit to Celsius.", "Convert 100 degrees Celsius to Fahrenheit."),
    ("How many ounces are in 3 pounds?", "How many pounds are in 3 ounces?"),
    ("If it is 9am in London, what time is it in Tokyo?", "If it is 9am in Tokyo, what time is it in London?"),
    ("What time is it in Tokyo when it is 9am in London?", "What time is it in London when it is 9am in Tokyo?"),
    ('Translate "good morning" from English to French.', 'Translate "good morning" from French to English.'),
    ("What date is 30 days after 1 March 2024?", "What date is 30 days before 1 March 2024?"),
    ("List the employees sorted by salary, lowest first.", "List the employees sorted by salary, highest first."),
    ("Sort the words by length in ascending order.", "Sort the words by length in descending order."),
])
def test_reversed_requests_are_different(a, b):
    assert not same(a, b).same and not same(b, a).same


@pytest.mark.parametrize("a, b", [
    ("Convert 5 miles to kilometers.", "How many kilometers is 5 miles?"),
    ("Convert 5 miles to kilometers.", "What is 5 miles in km?"),
    ("Convert 100 degrees Fahrenheit to Celsius.", "What is 100°F in Celsius?"),
    ("If it is 9am in London, what time is it in Tokyo?", "What time is it in Tokyo when it is 9:00 a.m. in London?"),
])
def test_the_same_direction_in_other_words_is_the_same(a, b):
    assert same(a, b).same and same(b, a).same


# -- the requested operation ------------------------------------------------------------------------------------
@pytest.mark.parametrize("a, b", [
    ("Count the employees in the Sales department.", "List the employees in the Sales department."),
    ("How many employees are in Sales?", "Show the employees in Sales."),
    ("Write a SQL query for the sum of the salaries of the employees.",
     "Write a SQL query for the average of the salaries of the employees."),
    ("Get the maximum price of the products.", "Get the minimum price of the products."),
    ("List the employees in Sales.", "List the employees not in Sales."),
    ("List all employees except the managers.", "List all employees and the managers."),
    ("Summarize the report without the appendix.", "Summarize the report with the appendix."),
    ("Find the .log files in /var/log.", "Delete the .log files in /var/log."),
    ("Can contractors expense travel?", "Why can contractors expense travel?"),
    ("Can contractors expense travel?", "How much can contractors expense for travel?"),
    ("Can managers expense phone bills?", "Is it impossible for managers to expense phone bills?"),
    ("What day of the week is 1 March 2024?", "What date is 1 March 2024?"),
])
def test_another_operation_or_a_negation_is_different(a, b):
    assert not same(a, b).same and not same(b, a).same


@pytest.mark.parametrize("a, b", [
    ("What is the capital of France?", "What is the capital of Germany?"),
    ("Find all .log files in /var/log.", "Find all .txt files in /var/log."),
    ('Correct the grammar: "she have went home"', 'Correct the grammar: "she has went home"'),
    ("List the employees hired after 2020.", "List the employees hired after 2021."),
    ("What date is 30 days after 1 March 2024?", "What date is 30 days after 2 March 2024?"),
])
def test_another_entity_or_quantity_is_different(a, b):
    assert not same(a, b).same and not same(b, a).same


# -- tolerant of ordinary rewording ------------------------------------------------------------------------------
@pytest.mark.parametrize("a, b", [
    ('Correct the grammar in "she have went home"', 'Fix the grammar in "she have went home"'),
    ("write a sql query to count the employees in sales.", "Write a SQL query to count the employees in Sales."),
    ("Write a DB query to list all orders.", "Write a database query to list the orders."),
    ("Give me a Postgres query to list all orders.", "Give me a PostgreSQL query to list the orders."),
    ("Send an HTTP request to list all users.", "Send a http request to list every user."),
    ("What date is 30 days after 1 March 2024?", "What date is 30 days after March 1, 2024?"),
    ("What date is 30 days after 1 March 2024?", "Quick question: what date is 30 days after 2024-03-01?"),
    ("Sort the words by length, shortest first.", "Sort the words by length in ascending order."),
    ("Can you translate \"good morning\" into French?", "Translate \"good morning\" to French."),
])
def test_ordinary_rewording_is_the_same(a, b):
    d = same(a, b)
    assert d.same, d
    assert same(b, a).same


# -- negation read wherever it is said; comparatives; ordered from/to slots (the general causes of heldout2's false hits)
@pytest.mark.parametrize("a, b", [
    ("List the suppliers located outside Norway.", "List the suppliers located in Norway."),
    ("Show the invoices outside of the EU region.", "Show the invoices in the EU region."),
    ("Count the tickets unless they are closed.", "Count the tickets if they are closed."),
    ("Sum the refunds, excluded the disputed ones.", "Sum the refunds, including the disputed ones."),
    ("List the users missing a phone number.", "List the users with a phone number."),
    ("Average the scores, ignoring the zeros.", "Average the scores, counting the zeros."),
    ("List the non-admin accounts.", "List the admin accounts."),
    ("Email every subscriber but the trial users.", "Email every subscriber and the trial users."),
    ("Archive the folders, leaving out the shared ones.", "Archive the folders, including the shared ones."),
])
def test_negation_said_in_other_words_is_different(a, b):
    assert not same(a, b).same and not same(b, a).same
    assert slots(a).polarity["not"] >= 1


@pytest.mark.parametrize("a, b", [
    ('Make "see you at the standup" sound less casual.', 'Make "see you at the standup" sound more casual.'),
    ('Make "see you at the standup" sound less formal.', 'Make "see you at the standup" sound more formal.'),
    ('Make "we regret the delay" less polite.', 'Make "we regret the delay" more polite.'),
    ("List the builds, less recent first.", "List the builds, more recent first."),
])
def test_less_before_a_gradable_direction_means_its_opposite(a, b):
    assert not same(a, b).same and not same(b, a).same


@pytest.mark.parametrize("a, b", [
    ('Make "see you at the standup" sound less casual.', 'Make "see you at the standup" sound more formal.'),
    ('Make "see you at the standup" sound less formal.', 'Make "see you at the standup" sound more casual.'),
])
def test_less_of_one_direction_is_more_of_the_other(a, b):
    assert same(a, b).same and same(b, a).same


@pytest.mark.parametrize("a, b", [
    ("Move the .png files from ~/inbox to ~/archive.", "Move the .png files from ~/archive to ~/inbox."),
    ("Sync the .md files from ./docs into ./site.", "Sync the .md files from ./site into ./docs."),
    ('Rewrite "thanks for the ping" from casual to formal.', 'Rewrite "thanks for the ping" from formal to casual.'),
    ('Rewrite "thanks for the ping" casual to formal.', 'Rewrite "thanks for the ping" formal to casual.'),
    ("Convert the config from YAML to TOML.", "Convert the config from TOML to YAML."),
    ("Count down from 20 to 5.", "Count down from 5 to 20."),
    ('Translate "bonne nuit" from French into Dutch.', 'Translate "bonne nuit" from Dutch into French.'),
])
def test_from_and_to_are_ordered_slots_in_every_domain(a, b):
    d = same(a, b)
    assert not d.same and not same(b, a).same, d


@pytest.mark.parametrize("a, b", [
    ("Move the .png files from ~/inbox to ~/archive.", "Move every .png file in ~/inbox into ~/archive."),
    ("Convert the config from YAML to TOML.", "Convert the YAML config to TOML."),
])
def test_from_and_to_said_once_on_one_side_are_not_a_swap(a, b):
    assert same(a, b).same and same(b, a).same


@pytest.mark.parametrize("a, b", [
    ("Estimate the travel time from my home in New York to my office in Boston.",
     "Estimate the travel time from my home in Boston to my office in New York."),
    ("Book a single room for two nights at the Hilton Hotel in Chicago.",
     "Book a single room for two nights at the Chicago in Hilton Hotel."),
    ("Email the Q3 report of the Sales team to the manager of Marketing.",
     "Email the Q3 report of the Marketing team to the manager of Sales."),
])
def test_names_traded_between_the_things_they_belong_to_are_different(a, b):
    d = same(a, b)
    assert not d.same and not same(b, a).same and "the same names go with other words" in d.reason


@pytest.mark.parametrize("a, b", [
    ("Find the estimated travel time by car from San Francisco to Los Angeles with stops at Santa Barbara and "
     "Monterey.",
     "What is the travel time by car from San Francisco to Los Angeles, with stops at Monterey and Santa Barbara?"),
    ("Book a room at the Hilton Hotel in Chicago for two nights.",
     "In Chicago, book a room for two nights at the Hilton Hotel."),
    ("Find the distance between New York City and Los Angeles.",
     "Find the distance between Los Angeles and New York City."),
])
def test_names_listed_in_another_order_or_said_elsewhere_are_the_same(a, b):
    assert same(a, b).same and same(b, a).same


def test_slots_bind_each_name_to_its_anchor():
    from kvmemory.sametask.lexicon import fold_word
    from kvmemory.sametask.names import named_differ, read_named
    from kvmemory.sametask.words import tokens

    read = lambda s: read_named(tokens(s))  # noqa: E731
    home = read("Drive from my home in Boston to my office in Denver and Austin.")
    office = fold_word("office")                                   # anchors are folded words, as every slot's
    assert home == Counter({("home", "boston"): 1, (office, "denver"): 1, (office, "austin"): 1})
    assert read("Book the Hilton Hotel in Chicago.") == Counter({("book", "hilton hotel"): 1,
                                                                 ("@hilton hotel", "chicago"): 1})
    assert read("Paris is nice.") == Counter()                      # sentence-initial capitals are not names
    assert named_differ(home, read("Drive from my home in Denver to my office in Boston and Austin.")) == \
        "home: boston vs denver"
    assert named_differ(home, read("Drive from my home in Boston to my office in Austin and Denver.")) == ""


def test_slots_read_from_and_to_in_order():
    s = slots('Copy the .csv files from ./in to ./out, then rewrite "ok" from formal to casual.')
    assert s.flow == {("lit:in", "src"): 1, ("lit:out", "tgt"): 1, ("pol:formal", "src"): 1,
                      ("pol:informal", "tgt"): 1}


def test_code_docstrings_read_negation_and_direction_alike():
    code = get_template("code-v1")
    base = 'def pick(xs):\n    """Return the items of xs that are in range.\n\n    >>> pick([1])\n    [1]\n    """\n'
    assert not code.decide_same(base.replace("that are in range", "that are outside the range"), base, HIGH).same
    moved = 'def mv(a, b):\n    """Move the files from a to b.\n\n    >>> mv(1, 2)\n    \n    """\n'
    assert not code.decide_same(moved.replace("from a to b", "from b to a"), moved, HIGH).same


def test_slots_read_dates_times_literals_and_roles():
    s = slots("Convert 9:30 pm London time to Tokyo time on 1 March 2024.")
    assert s.numbers == {"D20240301": 1, "clkcbda": 1}     # 1 March 2024 (one date, its year in it), 21:30
    assert ("london", "src") in s.roles and ("tokyo", "tgt") in s.roles
    s = slots("Find all log files in /var/log that are larger than 100MB.")
    assert s.literals == {".log": 1, "/var/log": 1} and s.polarity == {"gt": 1}


def test_replaced_words_are_never_tolerated_by_default():
    assert DEFAULT_TEXT_RULE.max_swapped == 0
    d = same("What is the capital of France?", "What is the capital of Germany?")
    assert d.kind == "wording" and "replaced" in d.reason
    lenient = TextRule(min_score=0.0, max_extra=9, max_swapped=1)
    assert decide_text("What is the capital of France?", "What is the capital of Germany?", HIGH, rule=lenient).same


def test_text_rule_needs_a_score_beyond_equal_text():
    assert same("Convert 5 miles to kilometers.", "How many kilometers is 5 miles?", score=None).kind == "no-score"
    low = same("Convert 5 miles to kilometers.", "How many kilometers is 5 miles?", score=0.3)
    assert not low.same and low.kind == "similarity"
    assert same("Convert 5 miles to kilometers.", "convert 5 miles to  kilometers.", score=None).kind == "exact"


@pytest.mark.parametrize("a, b", [
    ("Convert 30 degrees Celsius to Fahrenheit.", "30C to F?"),                       # a lone scale letter
    ("If it is 8am in Madrid, what time is it in Denver?", "Madrid 8 AM -> Denver time?"),   # an arrow, a place
    ("Write a shell command to delete all .tmp files in /tmp that are older than 5 days.",
     "remove .tmp files in /tmp that are more than 5 days old"),                      # "N days old"
    ("Write a shell command to find all .md files in ~/notes that are newer than 4 days.",
     "find .md files in ~/notes changed within the past 4 days"),                     # a recent window
    ("What day of the week is 9 May 2027?", "May 9th, 2027 falls on what day?"),      # "May" is a month here
    ("Write a SQL query to list all customers with a balance below 500, sorted by balance in descending order.",
     "Postgres query: customers whose balance is less than 500, highest balance first"),  # a word said twice
])
def test_ordinary_readings_are_the_same(a, b):
    d = same(a, b)
    assert d.same, d
    assert same(b, a).same


@pytest.mark.parametrize("a, b", [
    ("Madrid 8 AM -> Denver time?", "Denver 8 AM -> Madrid time?"),
    ("30C to F?", "30F to C?"),
    ("remove .tmp files in /tmp that are more than 5 days old", "remove .tmp files in /tmp that are less than 5 days old"),
    ("find .md files in ~/notes changed within the past 4 days", "find .md files in ~/notes older than 4 days"),
    ("Count the numbers in xs that are greater than 0.", "Count the numbers in xs that are less than 0."),
    ("Count the positive numbers in xs.", "Count the non-negative numbers in xs."),
    ("What date is 30 days after 1 May 2027?", "What day of the week is 1 May 2027?"),
])
def test_the_readings_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same


# Ways agent users type (cases of 2026-12-01), each pair written for its reading (not copied from a set).
@pytest.mark.parametrize("a, b", [
    ("How many ounces are in 3 pounds?", "3 lbs = ? oz"),                                    # "= ?", unit stems
    ("Write a shell command to find all .csv files in ~/data that are larger than 5 MB.",
     "find .csv files > 5MB in ~/data"),                                                     # a comparison sign
    ("What date is 20 days after 3 March 2026?", "20 days from march 3 2026?"),              # a span from a date
    ("What date is 20 days after 3 March 2026?", "mar 3 2026 + 20 days = ?"),
    ("Why are contractors not allowed to expense taxis?", "why cant contractors expense taxis?"),   # no apostrophe
    ("Are part-time employees allowed to expense books?", "quick q - can part-time employees expense books?"),
    ("How many days are there between 2 June 2026 and 9 July 2026?",
     "number of days from June 2, 2026 to July 9, 2026?"),                                   # between = from/to
    ("What time will it be 30 minutes after 11:15?", "it's 11:15, what time is it in half an hour?"),
    ('Translate "good night" from English to Italian.', 'english -> italian: "good night"'),
    ("Can managers expense a 60 dollar lunch?", "is a $60 lunch expensable for managers?"),  # "$60", "-able"
    ("What is the third highest price in the orders table?", "3rd highest price in orders - sql?"),
])
def test_ordinary_typing_is_the_same(a, b):
    d = same(a, b)
    assert d.same, d


@pytest.mark.parametrize("a, b", [
    ('Rewrite "we was late" with correct grammar.', 'Rewrite "we was late" with correct grammar, as a question.'),
    ("Summarize the release notes.", "Summarize the release notes in bullet points."),         # an output form
    ("Replace every occurrence of cat with dog in notes.txt using sed.",
     "Replace every occurrence of dog with cat in notes.txt using sed."),                      # an ordered pair
    ("Can interns work from home on Mondays?", "Are interns required to work from home on Mondays?"),  # a duty
    ("Kill the process on port 3000.", "Show the process on port 3000."),
    ("SQL query to find products priced above the average price.",
     "SQL query to find products priced below the average price."),                            # no number needed
    ("What date is 20 days after 3 March 2026?", "subtract 20 days from 3 March 2026"),
    ("How many minutes are in 2 hours?", "What time is it 2 hours after 10:00?"),
])
def test_ordinary_typing_keeps_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same


def test_code_reads_annotations_keywords_and_comparisons_in_words():
    def fn(sig, prose, call, out):
        return f'def {sig}:\n    """{prose}\n\n    >>> {call}\n    {out}\n    """\n'
    code = get_template("code-v1")
    base = fn("count_inside(xs, lo, hi)", "Return how many numbers x in xs satisfy lo < x < hi.",
              "count_inside([1, 5, 9], 1, 9)", "1")
    assert code.decide_same(fn("count_inside(xs: list, lo: int, hi: int) -> int",
                               "Count the numbers of xs strictly between lo and hi.",
                               "count_inside([1, 5, 9], lo=1, hi=9)", "1"), base, 0.95).same
    for other in (fn("count_inside(xs, lo, hi)", "Count the numbers of xs between lo and hi, lo <= x <= hi.",
                     "count_inside([1, 5, 9], 1, 9)", "1"),                      # another bound
                  fn("count_inside(xs, lo, hi)", "Count the numbers of xs strictly between lo and hi.",
                     "count_inside([1, 5, 9], 1, 9)", "2"),                      # another output
                  fn("count_inside(xs: list, lo: float, hi: float)", "Return how many numbers x in xs satisfy lo < x < hi.",
                     "count_inside([1, 5, 9], 1, 9)", "1")):
        if "float" in other:   # an annotation written on both sides is compared
            other_base = fn("count_inside(xs: list, lo: int, hi: int)", "Return how many numbers x in xs satisfy lo < x < hi.",
                            "count_inside([1, 5, 9], 1, 9)", "1")
            assert not code.decide_same(other, other_base, 0.99).same
        else:
            assert not code.decide_same(other, base, 0.99).same


def test_the_similarity_floor_is_a_floor_and_the_slots_decide():
    """Calibrated on the fitted splits, the cosine floor is 0.5: true rewordings reach 0.57 ("20C in F?"), no changed
    request of the domain sets passes the slots, so the slots, not the cosine, tell tasks apart."""
    assert DEFAULT_TEXT_RULE.min_score == 0.5
    assert same("Convert 12 miles to kilometers.", "12 mi in km?", score=0.6).same
    assert not same("Convert 12 miles to kilometers.", "12 km in mi?", score=0.99).same
    assert same("What is the capital of Peru?", "capital of peru pls", score=0.6).same
    assert not same("What is the capital of Peru?", "capital of peru pls", score=0.45).same


# -- what an operation acts on (its object) ----------------------------------------------------------------------------
@pytest.mark.parametrize("a, b", [
    ("How many lines are there in report.md?", "How many words are there in report.md?"),
    ("Give me the character count of notes.txt", "count the lines of notes.txt"),
    ("bash: count the sentences in every .txt file under ./docs", "bash: count the paragraphs in every .txt file under ./docs"),
    ("Sort the rows of sales.csv by the third field.", "Sort the columns of sales.csv by the third field."),
    ("Show the 3 longest lines in server.conf", "Show the 3 longest words in server.conf"),
    ("delete the blank lines in todo.txt", "delete the blank pages in todo.txt"),
])
def test_the_object_of_an_operation_is_compared(a, b):
    """A unit an operation counts, lists, sorts or deletes (lines, words, rows, ...) is a slot, though some of these
    nouns say nothing elsewhere ("a one-line command", "this text")."""
    d = same(a, b)
    assert not d.same and d.kind in ("object", "wording"), d
    assert not same(b, a).same


def test_the_object_slot_reads_the_noun_phrase_after_the_operation():
    assert slots("count the empty lines in a.txt").objects == {"line"}          # a direction word is skipped
    assert slots("What is the word count of a.txt?").objects == {"word"}        # an aggregate said as a noun
    assert "line" in slots("Return the number of lines in s.").objects
    assert not slots("Write a one-line command to count").objects                # no object named
    assert slots("count the .md files in ./notes").objects == {"file"}           # a literal before the noun
    d = same("count the words in the .md files in ./notes", "count the .md files in ./notes")
    assert not d.same and d.kind == "object", d
    d = same("How many characters are in draft.txt?", "count draft.txt")      # the unit counted said on one side only
    assert not d.same and d.kind == "object", d
    assert same("How many lines does app.log have?", "count the lines in app.log").same
    assert same("list the 5 largest files in /srv", "show the five biggest files under /srv").same


# -- what a text does: ask or state; what a question asks for ---------------------------------------------------------
@pytest.mark.parametrize("question, statement", [
    ("Which city does my sister live in?", "My sister lives in Lisbon."),
    ("what colour is the user's car", "The user's car is blue.\ncar\ncolour"),
    ("Tell me the favourite food of the user.", "The favourite food of the user is ramen."),
    ("Is the office open on Sundays?", "The office is open on Sundays."),
])
def test_a_question_or_request_is_never_the_same_task_as_a_statement(question, statement):
    d = same(question, statement)
    assert not d.same and d.kind in ("mood", "question"), d
    assert not same(statement, question).same


def test_mood_of_a_text():
    from kvmemory.sametask.mood import mood
    assert mood("Our printer is on the second floor.\nprinter") == "state"
    assert mood("I need a query that lists the open tickets.") == "ask"             # a wish is a request
    assert mood("My bag weighs 4 kg. How many pounds is that?") == "ask"           # a statement, then a question
    assert mood("200 g -> oz") == "ask" and mood("notes\ntodo") == ""
    assert mood("customer prefers email\ncontact") == "state"                       # no article: "X prefers ..."
    assert not same("How does the customer want to be contacted?", "customer prefers email\ncontact").same
    assert same("The printer is on the top floor.", "The printer sits on the top floor.").same   # two statements


@pytest.mark.parametrize("a, b", [
    ("What is the name of the user's cat?", "What is the breed of the user's cat?"),    # "name" is a noun here
    ("What is the name of the user's cat?", "How old is the user's cat?"),
    ("What is the name of the user's cat?", "When was the user's cat adopted?"),
    ("What's the title of the team's project?", "How long is the team's project?"),
])
def test_questions_that_ask_for_different_things_differ(a, b):
    assert not same(a, b).same and not same(b, a).same


def test_a_question_reworded_still_asks_the_same():
    assert same("What is the name of the user's cat?", "Tell me the name of the user's cat.").same
    assert same("How far is 26 miles in kilometers?", "Convert 26 miles to kilometers.").same   # a quantity: a conversion
    assert same("Give me the list of open tickets", "List the open tickets").same                  # a list is what it holds


# -- code ------------------------------------------------------------------------------------------------------------
def _fn(doc, call="in_range([1, 2, 3, 4], 2, 3)", out="2", params="xs, lo, hi", name="in_range"):
    return f'def {name}({params}):\n    """{doc}\n\n    >>> {call}\n    {out}\n    """\n'


BASE = _fn("Return how many numbers x in xs satisfy lo <= x <= hi.")


@pytest.mark.parametrize("query, why", [
    (_fn("Return how many numbers x in xs satisfy lo < x < hi."), "comparison operators"),
    (_fn("Return how many numbers x in xs satisfy lo <= x <= hi.", out="3"), "examples"),
    (_fn("Return how many numbers x in xs satisfy lo <= x <= hi.", call="in_range([1, 2, 3, 4], 1, 3)"), "examples"),
    (_fn("Return how many numbers x in xs satisfy lo <= x <= hi.", params="xs, lo, hi=10"), "parameters"),
    (_fn("Return how many numbers x in xs satisfy lo <= x <= hi.", name="in_range2"), "function name"),
    (_fn("Return how many numbers x in xs do not satisfy lo <= x <= hi."), "negation"),
])
def test_code_changes_are_different(query, why):
    """Refused by the text, or (examples on other inputs) left to running, where the stored body fails them."""
    d = decide_code(query, BASE, HIGH)
    if d.kind == "examples":
        d = confirm_same(d, get_template("code-v1"), query, BASE, "    return sum(lo <= x <= hi for x in xs)\n")
        assert "does not fit" in d.reason, d
    assert not d.same, d
    assert why in d.reason or d.kind in ("polarity", "examples"), d


@pytest.mark.parametrize("doc_a, doc_b", [
    ("Return how many digits s contains.", "Return how many spaces s contains."),
    ("Return the number of uppercase letters in s.", "Return the number of punctuation marks in s."),
    ("Return the longest word in s.", "Return the shortest word in s."),
])
def test_code_prose_with_one_content_word_replaced_is_another_task(doc_a, doc_b):
    """Signature and examples agree (the example cannot tell the two apart), one word of what the function computes
    is replaced: a different task, whatever the example says."""
    a = _fn(doc_a, call="f('a 1')", out="1", params="s", name="f")
    b = _fn(doc_b, call="f('a 1')", out="1", params="s", name="f")
    assert not decide_code(a, b, HIGH).same and not decide_code(b, a, HIGH).same


def test_code_prose_rewording_is_free_outside_the_meaning_words():
    from kvmemory.sametask.code import DEFAULT_CODE_PROSE_RULE
    assert DEFAULT_CODE_PROSE_RULE.min_score == 0.5
    a = _fn("Return the words of ws with more than n letters.", call="f(['ab', 'abc'], 2)", out="['abc']",
            params="ws, n", name="f")
    assert decide_code(a.replace("letters", "characters"), a, HIGH).same
    assert decide_code(a.replace("Return the words of ws", "Give back the words in ws"), a, HIGH).same   # free
    assert not decide_code(a.replace("the words of ws", "the strings in ws"), a, HIGH).same  # a unit left out
    assert not decide_code(a.replace("letters", "vowels"), a, HIGH).same                    # a character class
    assert not decide_code(a, a.replace("letters", "vowels"), HIGH).same
    assert not decide_code(a.replace("more than", "fewer than"), a, HIGH).same              # the bound's direction
    pos = _fn("Return the index of the first 0 in xs.", call="f([1, 0])", out="1", params="xs", name="f")
    assert decide_code(pos.replace("index", "position"), pos, HIGH).same
    assert not decide_code(pos.replace("first", "last"), pos, HIGH).same
    assert not decide_code(pos.replace("Return", "Give"), pos, 0.45).same                  # under the cosine floor


def test_code_rewording_is_the_same():
    assert decide_code(_fn("Count the numbers x in xs with lo <= x <= hi.", call="in_range([1,2,3,4],2,3)"),
                       BASE, HIGH).same
    positive = _fn("Return how many numbers in xs are greater than 0.", call="count_pos([-1, 2])", out="1",
                   params="xs", name="count_pos")
    assert decide_code(positive.replace("are greater than 0", "are positive"), positive, HIGH).same
    assert not decide_code(positive.replace("are greater than 0", "are negative"), positive, HIGH).same
    inclusive = _fn("Return how many numbers x in xs satisfy lo <= x <= hi (inclusive).")
    exclusive = _fn("Return how many numbers x in xs satisfy lo <= x <= hi (exclusive).")
    assert not decide_code(inclusive, exclusive, HIGH).same
    t = code_task(BASE)
    assert t.examples == (("in_range([1, 2, 3, 4], 2, 3)", "2"),) and t.bounds == {"<=": 2}


# -- the evaluation sets ---------------------------------------------------------------------------------------------
DOMAINS = ("conversions", "policy", "sql", "shell", "dates", "rewriting", "code")


def _cases(domain):
    with open(SETS / "domains" / f"{domain}.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def test_domain_sets_sizes_kinds_and_splits():
    changed = 0
    kinds = set()
    for domain in DOMAINS:
        cases = _cases(domain)
        ids = {c["id"] for c in cases}
        assert len(ids) == len(cases)
        for c in cases:
            assert set(c) - {"relabelled"} == {"id", "domain", "kind", "change", "transform", "split", "same", "base",
                                               "query", "candidate"} | ({"solution"} if domain == "code" else set())
            assert "relabelled" not in c or (domain == "code" and c["same"])
            assert c["domain"] == domain and c["same"] is (c["kind"] == "reworded")
            assert c["split"] in ("calib", "report", "heldout", "heldout2", "heldout3", "heldout4", "heldout5",
                                  "heldout6", "heldout7", "heldout8", "heldout9", "heldout10",
                                  "heldout11", "heldout12", "heldout13", "heldout14", "heldout15", "heldout16",
                                  "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22",
                                  "heldout23", "heldout24", "heldout25", "heldout26", "heldout27",
                                  "heldout28", "heldout29", "heldout30", "tune")
            assert (c["change"] is None) is c["same"]
            assert c["query"] != c["candidate"]
        for split in ("calib", "report"):
            part = [c for c in cases if c["split"] == split]
            assert sum(c["same"] for c in part) >= 50 and sum(not c["same"] for c in part) >= 50
            assert sum(c["transform"] == "hand" for c in part) >= 5
        heldout = [c for c in cases if c["split"] == "heldout"]     # hand-written, both kinds, never fitted
        assert all(c["transform"] == "hand-heldout" for c in heldout)
        assert sum(c["same"] for c in heldout) >= 3 and sum(not c["same"] for c in heldout) >= 3
        heldout2 = [c for c in cases if c["split"] == "heldout2"]   # the second hand-written set, never fitted
        assert all(c["transform"] == "hand-heldout2" for c in heldout2)
        assert sum(c["same"] for c in heldout2) >= 5 and sum(not c["same"] for c in heldout2) >= 5
        heldout3 = [c for c in cases if c["split"] == "heldout3"]   # the third, written without reading the rules
        assert all(c["transform"] == "hand-heldout3" for c in heldout3)
        assert sum(c["same"] for c in heldout3) >= 4 and sum(not c["same"] for c in heldout3) >= 10
        heldout4 = [c for c in cases if c["split"] == "heldout4"]   # the fourth, written without reading rules or sets
        assert all(c["transform"] == "hand-heldout4" for c in heldout4)
        assert sum(c["same"] for c in heldout4) >= 10 and sum(not c["same"] for c in heldout4) >= 14
        heldout5 = [c for c in cases if c["split"] == "heldout5"]   # the fifth, written without reading rules, sets, code
        assert all(c["transform"] == "hand-heldout5" for c in heldout5)
        assert sum(c["same"] for c in heldout5) >= 10 and sum(not c["same"] for c in heldout5) >= 14
        for split in ("heldout6", "heldout7", "heldout8", "heldout9", "heldout10", "heldout11", "heldout12",
                      "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18",
                      "heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24", "heldout25",
                      "heldout26", "heldout27", "heldout28", "heldout29", "heldout30"):   # written blind
            part = [c for c in cases if c["split"] == split]
            assert all(c["transform"] == f"hand-{split}" for c in part)
            # heldout16's writer dropped two changes whose stored answer might still fit: 13 in two domains;
            # heldout19's dates has 13 (two of its 15 pairs are already in an earlier split, which keeps them);
            # heldout29's conversions 13 (five of its 18 changed requests are pairs an earlier split holds)
            assert sum(c["same"] for c in part) >= 10 and sum(not c["same"] for c in part) >= (
                12 if split in ("heldout16", "heldout19", "heldout29") else 14)
        tune = [c for c in cases if c["split"] == "tune"]   # hand-written tuning set: the rules may be fitted to it
        assert all(c["transform"] == "hand-tune" for c in tune)
        assert sum(c["same"] for c in tune) >= 16 and sum(not c["same"] for c in tune) >= 14
        # a base request and its variants never straddle the splits
        by_base = {}
        for c in cases:
            by_base.setdefault(c["base"], set()).add(c["split"])
        assert all(len(s) == 1 for s in by_base.values())
        changed += sum(not c["same"] for c in cases)
        kinds |= {c["change"] for c in cases if not c["same"]}
    assert changed >= 1000
    assert kinds >= {"reversed", "entity", "operation", "quantity", "negation", "output"}


def test_domain_sets_are_what_the_generator_makes():
    spec = importlib.util.spec_from_file_location("make_domains", SETS / "make_domains.py")
    make = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make)
    built = make.build()
    for domain in DOMAINS:
        assert built[domain] == _cases(domain)


def test_the_manifest_names_each_splits_writer_and_status():
    """``manifest.json``: one line per split of the data (and of the bench's ``--split``), each with its writer (the
    program, or one writer per hand-written split: what the pair verifier's leave-writers-out split assumes), the date
    it was written, its status and a line on its register."""
    from kvmemory.bench.sameproblem import SPLITS

    manifest = json.loads((SETS / "manifest.json").read_text(encoding="utf-8"))
    splits = {c["split"] for domain in DOMAINS for c in _cases(domain)}
    assert set(manifest) == splits == set(SPLITS) - {"all"}
    for split, entry in manifest.items():
        assert set(entry) == {"writer", "written", "status", "register", "note"}, split
        assert re.fullmatch(r"2026-1[12]-\d\d", entry["written"]) and entry["register"] and entry["note"]
        assert entry["status"] in ("blind", "read", "tuning")
        assert (entry["writer"] == "program") is (split in ("calib", "report"))
        assert entry["writer"] == "program" or re.fullmatch(r"writer-\d\d", entry["writer"])
    hand = [e["writer"] for e in manifest.values() if e["writer"] != "program"]
    assert len(set(hand)) == len(hand)
    assert manifest["calib"]["status"] == manifest["tune"]["status"] == "tuning"    # the rules were fitted to both


@pytest.mark.parametrize("domain", DOMAINS)
def test_no_changed_request_passes_the_gates_even_at_cosine_one(domain):
    """Every changed request of calib, report, heldout, tune and heldout4 to heldout13 is refused by the slots and
    wording alone (score 1.0). ``heldout2``, ``heldout3``, ``heldout14``, ``heldout16``, ``heldout17``, ``heldout18``,
    ``heldout19``, ``heldout20``, ``heldout21``, ``heldout22``, ``heldout23``, ``heldout24``, ``heldout25``,
    ``heldout26``, ``heldout27``, ``heldout28``, ``heldout29`` and ``heldout30`` are left out: they are measured by
    ``kvmemory bench same-problem --split heldout30``
    (...), and a test that had to pass on them would make them
    tuning sets; ``tune`` and ``heldout4`` to ``heldout13``, the hand-written sets the rules are fitted to, are gates
    like calib."""
    template = get_template("code-v1" if domain == "code" else "chat-v1")
    accepted = []
    for c in _cases(domain):
        if c["same"] or c["split"] in ("heldout2", "heldout3", "heldout14", "heldout16", "heldout17", "heldout18",
                                           "heldout19", "heldout20", "heldout21", "heldout22", "heldout23",
                                           "heldout24", "heldout25", "heldout26", "heldout27", "heldout28",
                                           "heldout29", "heldout30"):
            continue
        d = template.decide_same(c["query"], c["candidate"], 1.0)
        if domain == "code":      # examples on other inputs: what the product runs before it uses the entry
            d = confirm_same(d, template, c["query"], c["candidate"], c["solution"])
        if d.same:
            accepted.append(c["id"])
    assert accepted == []


@pytest.mark.parametrize("domain", DOMAINS)
def test_generated_rewordings_of_the_calib_split_pass_the_gates(domain):
    template = get_template("code-v1" if domain == "code" else "chat-v1")
    cases = [c for c in _cases(domain) if c["same"] and c["split"] == "calib" and c["transform"] != "hand"]
    said = sum(template.decide_same(c["query"], c["candidate"], 1.0).same for c in cases)
    assert said / len(cases) >= 0.9


# -- calibration and the bench ---------------------------------------------------------------------------------------
def test_calibration_keeps_only_settings_within_the_error_bound():
    from kvmemory.bench.sameproblem import calibrate_domains

    cases = {"policy": [{"query": "What is the capital of France?", "candidate": "Tell me the capital of France.",
                         "same": True},
                        {"query": "What is the capital of Germany?", "candidate": "What is the capital of France?",
                         "same": False}]}
    r = calibrate_domains(cases, {"policy": [0.9, 0.95]}, error_bound=1.0, scores=(0.5, 0.99), extras=(0, 2),
                          swaps=(0, 1))
    assert r["choice"]["recall"] == 1 and r["choice"]["false_hits"] == 0 and r["choice"]["max_swapped"] == 0
    assert any(g["false_hits"] == 1 for g in r["grid"])              # a replaced word allowed: a false hit
    assert calibrate_domains(cases, {"policy": [0.9, 0.95]}, error_bound=0.01, scores=(0.5,), extras=(2,),
                             swaps=(0,))["choice"] is None           # 1 changed case cannot show a 1% bound


def test_bench_same_problem_by_domain(tmp_path):
    from kvmemory.bench.ledger import read_ledger, score
    from kvmemory.cli import main

    out = tmp_path / "sp"
    r = CliRunner().invoke(main, ["bench", "same-problem", "--domain", "conversions,code", "--split", "calib",
                                  "--limit", "4", "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)["suites"]["same-problem"]
    d = s["domains"]
    assert set(d) == {"conversions", "code", "all"} and "kinds" not in s        # gsm8k not asked for
    assert d["conversions"]["changed"]["n"] == 4 and d["all"]["changed"]["same"] == 0
    assert d["all"]["changed"]["ci95"][1] > 0
    lines = read_ledger(out / "ledger.jsonl")
    assert len(lines) == 24 and {x["arm"] for x in lines} == {"domain"}      # 4 generated, 4 hand, 4 changed each
    assert d["code"]["hand"]["n"] == 4 and d["code"]["generated"]["n"] == 4
    assert score(lines)["same-problem"] == json.loads(json.dumps(s))
    assert "Same task in other domains" in (out / "REPORT.md").read_text()
    bad = CliRunner().invoke(main, ["bench", "same-problem", "--domain", "astrology", "--out", str(tmp_path / "x")])
    assert bad.exit_code != 0 and "unknown domain" in bad.output


def test_bench_domain_answers_through_the_memory(tmp_path):
    """``--answer N`` with ``--domain``: stored requests deposited per domain, rewordings asked through
    ``KVMemory.answer``; a changed request never comes back recurring (tiny model: the decision holds
    on any model)."""
    from kvmemory.bench.ledger import read_ledger, score
    from kvmemory.cli import main

    out = tmp_path / "sp"
    r = CliRunner().invoke(main, ["--model", "tiny:llama", "bench", "same-problem", "--domain", "sql",
                                  "--limit", "2", "--answer", "2", "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    lines = [x for x in read_ledger(out / "ledger.jsonl") if x["arm"] == "domain-answer"]
    assert len(lines) == 6 and sum(not x["gold"] for x in lines) == 2
    assert all(x["mode"] != "recurring" for x in lines if not x["gold"])
    a = json.loads(r.stdout)["suites"]["same-problem"]["domain_answers"]["sql"]
    assert a["changed"]["same"] == 0 and a["reworded"]["n"] == 4
    assert json.loads(json.dumps(score(read_ledger(out / "ledger.jsonl"))))["same-problem"]["domain_answers"] == \
        json.loads(r.stdout)["suites"]["same-problem"]["domain_answers"]


@pytest.mark.slow
def test_bench_stale_arm_per_domain_and_gsm8k(tmp_path):
    """``--stale N``: every case answered in transfer mode with the guard at ``mark``; the scorer's
    counts are what the ledger lines say, and ``kvmemory score`` recomputes them (tiny model)."""
    from kvmemory.bench.ledger import read_ledger, score

    from kvmemory.cli import main

    out = tmp_path / "st"
    r = CliRunner().invoke(main, ["--model", "tiny:llama", "bench", "same-problem", "--domain", "gsm8k,sql",
                                  "--limit", "1", "--stale", "1", "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    lines = [x for x in read_ledger(out / "ledger.jsonl") if x["arm"] == "domain-stale"]
    assert {x["domain"] for x in lines} == {"gsm8k", "sql"}
    assert all(x["mode"] == "transfer" for x in lines)
    st = json.loads(r.stdout)["suites"]["same-problem"]["domain_stale"]
    for domain, d in st.items():
        mine = [x for x in lines if x["domain"] == domain]
        assert d["changed"] == sum(not x["gold"] for x in mine) and d["reworded"] == sum(x["gold"] for x in mine)
        assert d["copies"] == sum(x["repeats"] and not x["gold"] for x in mine)
        assert d["caught"] == sum(x["repeats"] and x["suspect"] and not x["gold"] for x in mine)
    assert st["gsm8k"]["changed"] == 2 and st["gsm8k"]["reworded"] == 2
    assert json.loads(json.dumps(score(read_ledger(out / "ledger.jsonl"))))["same-problem"]["domain_stale"] == st


@pytest.mark.parametrize("template, query, stored, reply, answer, suspect", [
    # a chat rewording that GSM8K's gates misread ("convert" as a question word) is not stale
    ("chat-v1", "How many miles is 3 kilometers?", "Convert 3 kilometers to miles.", "R1", "R1", False),
    # a reversed conversion that repeats the stored answer is
    ("chat-v1", "Convert 3 miles to kilometers.", "Convert 3 kilometers to miles.", "R1", "R1", True),
    # a code prompt reworded: its numbers are examples, not GSM8K quantities
    ("code-v1", 'def f(xs):\n    """Add together every even number of xs and return the result.\n\n    >>> f([1, 2, 3, 4])\n'
     '    6\n    """\n',
     'def f(xs):\n    """Return the sum of the even numbers in xs.\n\n    >>> f([1, 2, 3, 4])\n    6\n    """\n',
     "    return None\n", None, False),
    ("code-v1", 'def f(xs):\n    """Return how many numbers in xs are greater than 0.\n\n    >>> f([-1, 2, 3])\n    3\n    """\n',
     'def f(xs):\n    """Return how many numbers in xs are greater than 0.\n\n    >>> f([-1, 2, 3])\n    2\n    """\n',
     "    return None\n", None, True),
])
def test_the_stale_guard_reads_each_template_by_its_own_rule(template, query, stored, reply, answer, suspect):
    from kvmemory.sameproblem import check_stale

    solution = reply if template == "code-v1" else answer
    s = check_stale(reply, [(stored, answer, solution)], query, template=template, scores=[0.95])
    assert s.suspect is suspect, s.reason


# -- code prose: conflicts, not agreement -----------------------------------------------------------------------------
@pytest.mark.parametrize("doc_a, doc_b", [
    ("Return the largest difference between two consecutive numbers in xs.",
     "Given a list of numbers xs, find the biggest gap between neighbouring elements."),
    ("Split s into words separated by whitespace and count them.", "How many whitespace-separated words does s hold?"),
    ("Sort the words by length, shortest first.", "Return the words ordered from shortest to longest."),
    ("Remove duplicates from xs, keeping the first occurrence of each.", "Return xs without repeats, first copy wins."),
    ("Return True if s reads the same forwards and backwards, ignoring case.",
     "Check whether s is a palindrome (case-insensitive)."),
    ("Return how many numbers x in xs satisfy lo < x < hi.",
     "Number of values in xs greater than lo and less than hi."),
    ("Return x limited to the closed range lo <= x <= hi.", "Clip x to [lo, hi]."),
    ("Build a dict mapping each word to how many times it appears.", "Word -> number of times it occurs, as a dict."),
])
def test_code_prose_reworded_freely_is_the_same_task(doc_a, doc_b):
    """Signature and examples agree; the prose is reworded with words the rule has never seen, and none of the
    words that carry a function's meaning (aggregate, order, parity, character class, negation, numbers) changes."""
    a = _fn(doc_a, call="f('a 1')", out="1", params="s", name="f")
    b = _fn(doc_b, call="f('a 1')", out="1", params="s", name="f")
    assert decide_code(a, b, HIGH).same and decide_code(b, a, HIGH).same


@pytest.mark.parametrize("doc_a, doc_b, kind", [
    ("Return the number of vowels in s.", "Return the number of consonants in s.", "meaning"),
    ("Return the sum of the even numbers in xs.", "Return the sum of the odd numbers in xs.", "meaning"),
    ("Return the sum of the numbers in xs.", "Return the sum of the even numbers in xs.", "meaning"),
    ("Sort xs in ascending order.", "Sort xs from largest to smallest.", "meaning"),
    ("Return the average of xs.", "Return the median of xs.", "meaning"),
    ("Strip the leading spaces of s.", "Strip the trailing spaces of s.", "meaning"),
    ("Return the keys of d in order.", "Return the entries of d in order.", "meaning"),
    ("Return True if all items are positive.", "Return True if any item is positive.", "meaning"),
    ("Return the sum of xs.", "Return the sum of the absolute values of xs.", "meaning"),
    ("Convert t from Celsius to Fahrenheit.", "Convert t from Fahrenheit to Celsius.", "order"),
    ("Return the words that contain a digit.", "Return the words that do not contain a digit.", "polarity"),
    ("Return the items of xs inside the range.", "Return the items of xs outside the range.", "polarity"),
    ("Round x to 2 decimal places.", "Round x to 3 decimal places.", "numbers"),
    ("Round x to two decimal places.", "Round x to three decimal places.", "numbers"),
    ("Return the words that start with 'a'.", "Return the words that start with 'b'.", "literals"),
])
def test_code_prose_that_changes_a_meaning_word_is_another_task(doc_a, doc_b, kind):
    a = _fn(doc_a, call="f('a 1')", out="1", params="s", name="f")
    b = _fn(doc_b, call="f('a 1')", out="1", params="s", name="f")
    d = decide_code(a, b, HIGH)
    assert not d.same and not decide_code(b, a, HIGH).same
    assert d.kind == kind, d


def test_code_bounds_read_as_ranges():
    from collections import Counter

    from kvmemory.sametask.code import bound_key

    assert bound_key(Counter({"<": 2})) == bound_key(Counter({">": 1, "<": 1})) == ("range", "strict")
    assert bound_key(Counter({"<=": 2})) == bound_key(Counter({">=": 1, "<=": 1})) == ("range", "closed")
    assert bound_key(Counter({"<": 1})) != bound_key(Counter({">": 1}))          # one bound keeps its direction
    assert bound_key(Counter({"<": 1, "<=": 1})) != bound_key(Counter({"<": 2}))


# -- the general causes of tune's and heldout4's paraphrase misses: word endings, typos, filler, fragments -------------
@pytest.mark.parametrize("a, b", [
    ("What is the official currency of Peru?", "which currency do they officially use in peru"),  # an ending
    ("SQL to count the users who signed up in 2021.", "Write SQL that counts the users who registered in 2021."),
    ("SQL: the number of users who signed up each month in 2022", "sql: monthly signup counts for 2022"),
    ("How do I stop the process listening on port 9090?", "how to stop the proccess on port 9090"),  # a typo
    ("Kill the process listening on port 3000.", "kill whatever is listening on port 3000 pls"),  # filler
    ("What is 400 degrees Fahrenheit in Celsius?", "my recipe says 400 fahrenheit, what is that in celsius"),
    ("What is the maximum meal allowance per day in Rome?", "max daily meal allowance for Rome?"),  # a fragment
    ("Give me the 5 most recent invoices in SQL.", "sql for the 5 latest invoices"),
    ("List customers who joined after 2019, sorted by name A-Z.", "customers joined after 2019, order by name asc"),
    ('Turn this into a bullet list: "Pack snacks, water and a map."',
     'make a bulleted list from "Pack snacks, water and a map."'),
])
def test_word_endings_typos_filler_and_fragments_read_alike(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("What is the official currency of Peru?", "What is the official language of Peru?"),
    ("How do I stop the process listening on port 9090?", "How do I stop the process listening on port 9091?"),
    ("Give me the 5 most recent invoices in SQL.", "Give me the 5 oldest invoices in SQL."),
    ("List customers who joined after 2019, sorted by name A-Z.", "List customers who joined after 2019, sorted Z-A."),
    ("What is the maximum meal allowance per day in Rome?", "What is the minimum meal allowance per day in Rome?"),
    ("Can interns expense taxis?", "Why can interns expense taxis?"),                   # both ask, other kinds
    ("Count the rows of the orders table.", "Count the rows of the border table."),    # one letter, short words
    ("What is the capital of Austria?", "What is the capital of Australia?"),          # not an ending, not a typo
])
def test_word_endings_typos_filler_and_fragments_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("Convert 50 miles per hour to kilometers per hour.", "50 mph in km/h"),
    ("Show the 4th column of sales.csv.", "print column 4 of sales.csv"),
    ("Show the 4th column of sales.csv.", "awk: the fourth col of sales.csv?"),
    ("What date is 2 weeks after 3 May 2025?", "14 days after May 3, 2025?"),
    ("What date is 2 weeks after 3 May 2025?", "two weeks after 3 May 2025 - which date?"),
    ("How do I make a .tar.gz of the docs folder?", "How do I compress the docs folder into a tar.gz archive?"),
    ("Find the .png files in ~/Desktop larger than 5 MB.", "find pngs over 5MB in ~/Desktop"),
    ("Find the files containing FIXME in the lib directory.", "grep for FIXME in lib/ - which files have it?"),
    ("Do admins need approval to hire vendors?", "hiring vendors - do admins need approval?"),
])
def test_units_ordinals_durations_and_file_types_read_alike(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("Convert 50 miles per hour to kilometers per hour.", "Convert 50 kilometers per hour to miles per hour."),
    ("Show the 4th column of sales.csv.", "Show column 5 of sales.csv."),
    ("What date is 2 weeks after 3 May 2025?", "What date is 10 days after 3 May 2025?"),
    ("How do I make a .tar.gz of the docs folder?", "How do I make a .zip of the docs folder?"),
    ("Find the .png files in ~/Desktop larger than 5 MB.", "Find the .jpg files in ~/Desktop larger than 5 MB."),
])
def test_units_ordinals_durations_and_file_types_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_a_source_language_named_on_one_side_only_is_the_quoted_texts_own():
    assert same('Translate "good night" from English to Italian.', 'how do you say "good night" in italian?').same
    assert not same('Translate "good night" from English to Italian.',
                    'Translate "good night" from Spanish to Italian.').same       # two sources named must agree


def test_date_arithmetic_on_a_year_is_a_direction():
    assert same("What date is 2 weeks before Easter 2026?", "easter 2026 minus 2 weeks = ?").same
    assert not same("What date is 2 weeks before Easter 2026?", "easter 2026 plus 2 weeks = ?").same


@pytest.mark.parametrize("a, b", [
    ('Make this more formal: "hey, send me the deck by monday"', 'make "Hey, send me the deck by Monday." more formal'),
    ("Delete the *.bak files in ./build.", "delete .bak files in build/"),
    ("Count the lines in every .md file in the docs directory.", "count lines in all .md files in docs/"),
])
def test_literals_read_as_what_they_name(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ('Make this more formal: "hey, send me the deck by monday"', 'Make this more formal: "hey, send me the deck by friday"'),
    ("Delete the *.bak files in ./build.", "Delete the *.bak files in ./dist."),
    ("Delete the *.bak files in ./build.", "Delete the *.tmp files in ./build."),
])
def test_literals_read_as_what_they_name_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    # an id read word by word was numbers and units ("2C": 2 degrees Celsius): one letter more or one letter changed
    # read alike, and a payment id's stored refund was served to another payment
    ("pls refund pi_3Nd8sK2eZvKYlo2C in full, charged twice", "pls refund pi_X3Nd8sK2eZvKYlo2C in full, charged twice"),
    ("pls refund pi_3Nd8sK2eZvKYlo2C in full, charged twice", "pls refund pi_3Nd8sK2eZvKYlo2D in full, charged twice"),
    ("Look up booking K7P2QX for Nakamura.", "Look up booking K7P2QY for Nakamura."),
    ("Show commit 3f1c2a9e of the repo.", "Show commit 3f1c2a9f of the repo."),
])
def test_identifiers_are_compared_exactly(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)
    assert "identifiers" in same(a, b).reason


@pytest.mark.parametrize("a, b", [
    ("Please refund pi_3Nd8sK2eZvKYlo2C in full.", "refund pi_3Nd8sK2eZvKYlo2C in full please"),
    ("run 5km at 10am on the 2nd", "run 5 km at 10 am on the 2nd"),     # a number with its unit is no id
])
def test_identifiers_and_quantities_said_alike_read_alike(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


def test_code_examples_may_be_added_but_never_changed():
    one = _fn("Return the largest number in xs.", call="biggest([3, 9, 2])", out="9", params="xs", name="biggest")
    two = one.replace("    >>> biggest([3, 9, 2])\n    9\n", "    >>> biggest([3, 9, 2])\n    9\n    >>> biggest([-1])\n    -1\n")
    assert decide_code(two, one, HIGH).same and decide_code(one, two, HIGH).same       # one more example
    changed = two.replace("    -1\n", "    0\n").replace("biggest([3, 9, 2])\n    9", "biggest([3, 9, 2])\n    3")
    assert not decide_code(changed, one, HIGH).same                                   # an output changed
    other = one.replace("biggest([3, 9, 2])\n    9", "biggest([4])\n    4")
    d = decide_code(other, one, HIGH)                                                 # nothing shared: left to running
    assert d.same and d.kind == "examples"
    t, body = get_template("code-v1"), "    return max(xs)\n"
    assert confirm_same(d, t, other, one, body).same
    assert not confirm_same(d, t, other, one, "    return min(xs) if len(xs) > 1 else 0\n").same


def test_code_text_is_compared_with_its_case():
    """An expected output that differs only in case is another function (it was served as "the same text after
    normalisation" while the fast path case-folded code: heldout5's one false hit, read in the sixth session)."""
    a = _fn("Convert a camelCase name to snake_case.", call="snake('getX')", out="'get_x'", params="name", name="snake")
    b = a.replace("'get_x'", "'GET_X'")
    assert not decide_code(b, a, HIGH).same and not decide_code(a, b, HIGH).same
    assert decide_code(a.replace("    ", "  "), a, HIGH).same                           # whitespace is not a change


@pytest.mark.parametrize("a, b", [
    ("Convert 165 centimeters to feet and inches.", "165cm in ft/in?"),              # "ft/in" is words, not a path
    ("How many grams are in 1000 kilograms?", "how many grams in 1k kg"),
    ("Convert 0.5 miles to meters.", "half a mile in meters?"),
    ("Convert 0.75 miles to meters.", "3/4 mile in meters?"),
    ("What time will it be 90 minutes after 10:45?", "10:45 plus an hour and a half?"),
])
def test_quantities_written_otherwise_read_alike(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("Convert 165 centimeters to feet and inches.", "165cm in m?"),
    ("How many grams are in 1000 kilograms?", "how many grams in 2k kg"),
    ("Convert 0.5 miles to meters.", "a quarter of a mile in meters?"),
    ("Convert 0.75 miles to meters.", "1/3 mile in meters?"),
    ("What time will it be 90 minutes after 10:45?", "10:45 minus an hour and a half?"),
    ("Delete the build files in src/app.", "Delete the build files in src/lib."),        # a path, as words, still compared
])
def test_quantities_written_otherwise_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_a_noun_phrase_without_a_verb_is_a_terse_request_not_a_statement():
    from kvmemory.sametask.mood import mood

    assert mood("the capital of peru") == "ask" and mood("a quarter of a cup in ml") == "ask"
    assert mood("My flight departs at 9") == "state" and mood("The user has a dog named Rex.") == "state"
    assert same("What is the capital of Peru?", "the capital of peru").same
    assert not same("What is the capital of Peru?", "The capital of Peru is Lima.").same


# -- general causes of heldout5's paraphrase misses: bare quoted text, abbreviations, signs, shorthand -----------------
@pytest.mark.parametrize("a, b", [
    ('Summarize this: "The board met on Tuesday and approved the plan."',
     "summary pls - The board met on Tuesday and approved the plan."),                 # quoted text written bare
    ('Translate "See you tomorrow" into German.', "german translation of: see you tomorrow"),
    ("SQL: the average order value per month in the orders table.", "avg order value by month from orders tbl, sql"),
    ("Show the daily signups from the users table.", "signups per day in the users table"),
    ("How many orders were placed each day in May 2024?", "how many orders were placed per day during 2024-05?"),
    ("What time is it 2 hours and 15 minutes after 9:30 pm?", "9:30pm + 2h15m = ?"),
    ("How many days are there from 2024-01-10 to 2024-03-01?", "days between jan 10 2024 and mar 1 2024"),
    ("How many weeks are there from 1 March 2026 until Christmas 2026?", "weeks from mar 1 2026 till xmas 2026"),
    ("Shorten this to 12 words or fewer: \"We regret that the flight has been delayed by two hours.\"",
     "make it <= 12 words - \"We regret that the flight has been delayed by two hours.\""),
    ("List the 5 most expensive products in the shop table.", "top 5 priciest products in shop tbl"),
    ("Find the .py files under lib that contain FIXME.", "find python files under lib/ containing FIXME"),
    ("Compress the folder assets into assets.tar.gz.", "tar gz the assets folder into assets.tar.gz"),
    ("SQL to find duplicate usernames in the accounts table.", "usernames that appear more than once in accounts, sql"),
    ("Is sick leave available to staff with less than one year of service?",
     "is sick leave available to staff with under a year of service"),
])
def test_bare_quoted_text_abbreviations_signs_and_shorthand_read_alike(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ('Summarize this: "The board met on Tuesday and approved the plan."',
     "summary pls - The board met on Monday and approved the plan."),                  # another text, bare
    ("SQL: the average order value per month in the orders table.", "SQL: the average order value this month in the orders table."),
    ("What time is it 2 hours and 15 minutes after 9:30 pm?", "9:30pm + 2h45m = ?"),
    ("What time is it 2 hours and 15 minutes after 9:30 pm?", "9:30pm - 2h15m = ?"),
    ("How many days are there from 2024-01-10 to 2024-03-01?", "days between jan 10 2024 and apr 1 2024"),
    ("How many orders were placed each day in May 2024?", "how many orders were placed per day during 2024-06?"),
    ("List the 5 most expensive products in the shop table.", "top 5 cheapest products in shop tbl"),
    ("Show the disk usage of each folder in /srv, largest first.", "du for every folder in /srv, smallest on top"),
    ("Shorten this to 12 words or fewer: \"We regret that the flight has been delayed by two hours.\"",
     "make it at least 12 words - \"We regret that the flight has been delayed by two hours.\""),
    ("Find the .py files under lib that contain FIXME.", "find javascript files under lib/ containing FIXME"),
    ("Is sick leave available to staff with less than one year of service?",
     "is sick leave available to staff with over a year of service"),
])
def test_bare_quoted_text_abbreviations_signs_and_shorthand_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_quoted_text_written_bare_must_be_word_for_word():
    """A bare text counts as the quoted one only word for word; a text that quotes its own stays as written."""
    from kvmemory.sametask.text import quote_payload
    assert quote_payload("fix pls: me and him was late", 'Fix the grammar: "Me and him was late."') \
        == 'fix pls: "me and him was late"'
    assert quote_payload("fix pls: me and him were late", 'Fix: "Me and him was late."') == "fix pls: me and him were late"
    assert quote_payload('fix "x" and me and him was late', 'Fix: "Me and him was late."') == 'fix "x" and me and him was late'


def test_a_rates_units_keep_their_order():
    """The unit after "per" takes the role of what it divides: given ("5:20 per km") or asked ("that per mile")."""
    assert not same("A pace of 6 minutes per kilometer: what is that per mile?",
                    "A pace of 6 minutes per mile: what is that per kilometer?").same
    assert not same("Convert $3 per pound to dollars per kilogram.", "Convert $3 per kilogram to dollars per pound.").same
    assert same("A pace of 6 minutes per kilometer: what is that per mile?",
                "6 min per km pace - what's that per mile?").same


@pytest.mark.parametrize("a, b", [
    ("How many Canadian dollars is 40 euros?", "40 euros in canadian dollars"),            # units after adjectives
    ("Convert 7:15 PM in Madrid to Denver time.", "7.15pm in madrid -> denver time"),       # a clock with a dot
    ("What weekday is December 24, 2031?", "weekday of 12/24/2031?"),                       # a US slash date
    ("How many square feet is 30 square meters?", "30 m² in sq ft"),                        # areas
    ("List the teams with at least 5 members from the teams table.", "teams with 5+ members, teams tbl"),
    ("Delete the files in /tmp older than 10 days.", "delete files in /tmp modified more than 10 days ago"),
    ("Count the lines containing 'warn' in app.log, ignoring case.", "case-insensitive count of lines with 'warn' in app.log"),
    ("Show the commits by Bob since 2024-02-01.", "commits by bob from Feb 1, 2024 onward"),
    ("How long is it from 9:15 PM to 5:40 AM?", "time between 21:15 and 05:40?"),
    ("Show the 5 processes using the most memory.", "top 5 procs by mem"),
])
def test_slash_dates_dotted_clocks_areas_and_shorthand_read_alike(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("What weekday is December 24, 2031?", "weekday of 12/25/2031?"),
    ("What weekday is 3 April 2031?", "weekday of 3/5/2031?"),             # either order could be meant: kept as written
    ("How many square feet is 30 square meters?", "30 m² in cubic ft"),
    ("List the teams with at least 5 members from the teams table.", "teams with 6+ members, teams tbl"),
    ("Delete the files in /tmp older than 10 days.", "delete files in /tmp modified less than 10 days ago"),
    ("Count the lines containing 'warn' in app.log, ignoring case.", "count the lines containing 'warn' in app.log"),
    ("How long is it from 9:15 PM to 5:40 AM?", "time between 05:40 and 21:15?"),
    ("How many orders were placed in March 2025?", "how many orders were placed in june 2025?"),
    ("Convert 7:15 PM in Madrid to Denver time.", "7.45pm in madrid -> denver time"),
])
def test_slash_dates_dotted_clocks_areas_and_shorthand_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("How many MB are in 2.5 GB?", "How many GB are in 2.5 MB?"),                       # data sizes are units
    ("Does the intern need HR approval to order a monitor?", "does the intern need IT's approval to order a monitor"),
    ("How many US cups is 2 liters?", "how many UK cups is 2 liters?"),                 # capitals that lower to stop words
    ("Copy the local folder ./build to /srv/app on host web02.", "Copy /srv/app on host web02 to the local folder ./build."),
    ("Find files bigger than 200M in /data.", "Find files bigger than 200G in /data."),
])
def test_data_size_units_capitalised_names_and_copy_direction_keep_changes_apart(a, b):
    """The general causes of heldout7's three false hits (the only heldout7 cases read)."""
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_sizes_and_containers_read_alike():
    assert same("Find files bigger than 200M in /data.", "find files larger than 200 MB under /data").same
    assert same("Copy /srv/app to the local folder ./build.", "copy /srv/app to ./build").same
    assert same("Translate this sentence to Japanese: \"see you soon\"", "Can you translate \"see you soon\" into Japanese?").same


def test_every_stored_code_prompt_carries_a_body_that_passes_its_own_examples():
    """``solution`` is the verified body the answer arm deposits; it passes its stub's own examples, but for the
    stubs whose examples cannot run as written (a ``date`` global the body cannot give); outputs written without the
    spaces Python prints are compared as the values they write, and an expected ``None`` as the None a call returns."""
    from kvmemory.sandbox import UnitTestVerifier, examples_tests
    stubs = {c["candidate"]: c["solution"] for c in _cases("code")}
    assert all(body.startswith("    ") and body.endswith("\n") for body in stubs.values())
    passed = [UnitTestVerifier(examples_tests(p))(p, p + body).passed for p, body in stubs.items()]
    assert len(stubs) >= 150 and sum(passed) >= len(stubs) - 4, sum(passed)   # 4: a `date` global the body lacks


@pytest.mark.parametrize("a, b", [
    ("How many MB are in 1.5 GB?", "1.5 GB -> MB?"),                                   # a data unit is asked for
    ("When it is 7:00 AM in Oslo, what time is it in Lima?", "what's the time in Lima when it's seven in the morning in Oslo?"),
    ("How often must contractors renew their badge?", "how frequently do contractors need to renew their badge"),
    ("List the suppliers that have delivered no parcels.", "suppliers w/ zero parcels delivered"),
    ("Zip the logs directory, excluding .bak files.", "zip the logs dir, skipping any .bak files"),
    ("How many weekdays (Monday to Friday) are in May 2027?", "count of mon-fri days in may 2027"),
    ('Make this more formal: "gonna be late, sry"', 'pls formalise: "gonna be late, sry"'),
])
def test_data_units_clock_words_and_exclusion_wording_read_alike(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("How many MB are in 1.5 GB?", "1.5 MB -> GB?"),
    ("How often must contractors renew their badge?", "how often can contractors renew their badge"),
    ("List the suppliers that have delivered no parcels.", "suppliers w/ two parcels delivered"),
    ("List the 3 highest-paid managers.", "the three worst paid managers?"),
    ("Zip the logs directory, excluding .bak files.", "zip the logs dir, including any .bak files"),
    ("When it is 7:00 AM in Oslo, what time is it in Lima?", "what's the time in Lima when it's seven in the evening in Oslo?"),
])
def test_data_units_clock_words_and_exclusion_wording_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("How many teaspoons are in 3/4 cup?", "how many teaspoons in three quarters of a cup"),
    ("Convert 80 megabytes per second to megabits per second.", "80 megabytes/s -> megabits/s ?"),
    ("Can interns book first class on flights over 8 hours?", "can interns book first class on flights over 8 hours y/n"),
    ("List the forms I need to sign for a relocation.", "which forms do i need to sign for a relocation"),
    ("My son was born on 3 May 2015. How old will he be on 1 May 2031?", "son born 3 may 2015 - age on 1 may 2031?"),
    ('Convert to title case: "notes from the field"', 'render in title case: "notes from the field"'),
    ("Find all .csv files under /srv/data larger than 10 MB.", "find all dot csv files under slash srv slash data larger than 10 MB"),
    ("Make run.sh executable.", "make run dot sh executable"),
])
def test_fractions_rates_dictated_paths_and_yes_no_tags_read_alike(a, b):
    """General causes of heldout8's misses (four user voices: fast typing, non-native, dictation, verbose)."""
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("How many teaspoons are in 3/4 cup?", "how many teaspoons in a quarter of a cup"),
    ("Convert 80 megabytes per second to megabits per second.", "80 megabits/s -> megabytes/s ?"),
    ("List the forms I need to sign for a relocation.", "which forms can i sign for a relocation"),
    ("Find all .csv files under /srv/data larger than 10 MB.", "find all dot csv files under slash srv slash logs larger than 10 MB"),
    ("Make run.sh executable.", "make run dot py executable"),
])
def test_fractions_rates_and_dictated_paths_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_a_request_that_opens_with_i_need_to_is_no_duty():
    assert same("I need to find the big files in /var/log.", "find the big files in /var/log").same


@pytest.mark.parametrize("a, b", [
    ("How many square yards is a 20 m² patio?", "Convert 20 square yards to m²."),       # an area unit is one unit
    ("Write a rule: trips under 4 hours must be booked in economy class.",
     "Write a rule: trips under 4 hours must be booked in premium economy class."),  # a word narrowing a phrase
])
def test_area_units_and_narrowing_words_keep_changes_apart(a, b):
    """The general causes of heldout9's two false hits (the only heldout9 cases read)."""
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_area_units_read_alike():
    assert same("How many square yards is 20 square meters?", "20 m² in sq yd").same


# -- heldout9's general causes (context before the ask, pinned code, readings) -------------------
@pytest.mark.parametrize("a, b", [
    # a context sentence with nothing the rule compares is dropped; one with a quantity is compared on it alone
    ("How many litres is 12 gallons?", "I'm restoring an old boat engine. How many litres is 12 gallons?"),
    ("Convert 90 kg to pounds.", "My gym scale only shows 90 kg on the display. What's that in pounds?"),
    ("List the five most recent orders.", "Debugging a checkout issue. List the five most recent orders."),
    ("How many days are there between 2 May 2025 and 9 July 2025?",
     "Timesheet check: how many days are there between 2 May 2025 and 9 July 2025?"),
    # the input's current state, said as a source or a complaint, is not asked for
    ('Rewrite in the active voice: "The report was filed by Sam."',
     'change "The report was filed by Sam." from passive to active voice'),
    ('Make this formal: "yo send the deck"', 'This sounds way too casual for a client. Make it formal: "yo send the deck"'),
    # duties, caps, groupings and ops written otherwise
    ("Write a rule: a badge must be worn on site.", "Write a rule: a badge is required on site."),
    ("Write a clause: staff may carry over up to 3 days.", "Write a clause: staff may carry over a maximum of 3 days."),
    ("Write SQL that deletes the expired tokens.", "SQL to delete the expired tokens"),
    ("Write a query for the total revenue per region from sales(region, revenue).",
     "sum of revenue by region from sales(region, revenue)"),
    ("Write a query for the total revenue per region. Table: sales(region, revenue).",
     "Write a query for the total revenue per region from the sales(region, revenue) table."),
    ("Convert 3 kcal to kJ.", "Convert 3 kilocalories to kilojoules."),
    ("Find files under /srv last modified more than 3 days ago.", "find files under /srv modified more than 3 days ago"),
    ("What date is 10 days after 5 March 2026?", "What date is 10 days after 05/03/2026 (dd/mm/yyyy)?"),
])
def test_context_sentences_duties_caps_and_unit_names_read_alike(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    # a context sentence whose content word is the request's subject is compared
    ("Write a clause: meals are reimbursed up to $40.", "Taxi rides: meals are reimbursed up to $40."),
    ("How many litres is 12 gallons?", "I'm restoring an old boat engine. How many litres is 14 gallons?"),
    ("Fix the grammar: \"him and me goes\"", "Explain the grammar errors in: \"him and me goes\""),
    ('Rewrite in the active voice: "The report was filed by Sam."',
     'change "The report was filed by Sam." from active to passive voice'),
    ("Write a clause: staff may carry over up to 3 days.", "Write a clause: staff may carry over a minimum of 3 days."),
    ("Write SQL that deletes the expired tokens.", "Write SQL that archives the expired tokens."),
    ("Convert 3 kcal to kJ.", "Convert 3 kJ to kcal."),
    ("What date is 10 days after 5 March 2026?", "What date is 10 days after 05/03/2026 (mm/dd/yyyy)?"),
    ("Write a query for the total revenue per region from sales(region, revenue).",
     "average revenue by region from sales(region, revenue)"),
])
def test_context_sentences_duties_caps_and_unit_names_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_context_split_finds_only_sentences_that_set_the_scene():
    from kvmemory.sametask.context import context_split
    assert context_split("I'm plotting a route. How far is it?") == (["I'm plotting a route."], "How far is it?")
    assert context_split("Quick one: how far is it?") == (["Quick one"], "how far is it?")
    assert context_split("Fix the grammar: \"him and me goes\"") == ([], "Fix the grammar: \"him and me goes\"")
    assert context_split("The sky is blue.") == ([], "The sky is blue.")        # nothing asked without it


def _stub(doc: str, examples: list) -> str:
    body = "".join(f"    >>> {call}\n    {out}\n" for call, out in examples)
    return f'def last_word(s):\n    """{doc}\n\n{body}    """\n'


_LW = [('last_word("a b c")', "'c'"), ('last_word("solo")', "'solo'"), ('last_word("")', "''")]


def test_code_prompts_sharing_two_examples_allow_a_meaning_word_said_on_one_side():
    a = _stub("Return the last whitespace-separated word of s, or '' when s has none.", _LW)
    b = _stub("Give back the final word of s (split on whitespace); count nothing, '' for an empty string.", _LW[::-1])
    assert decide_code(a, b, HIGH).same and decide_code(b, a, HIGH).same
    # one shared example pins nothing: the same wording is refused
    assert not decide_code(_stub("Return the last whitespace-separated word of s, or '' when s has none.", _LW[:1]),
                           _stub("Give back the final word of s (split on whitespace); count nothing, '' for an "
                                 "empty string.", _LW[:1]), HIGH).same
    # a meaning both sides name, named otherwise, still conflicts
    c = _stub("Return the first whitespace-separated word of s, or '' when s has none.", _LW)
    assert not decide_code(a, c, HIGH).same


@pytest.mark.parametrize("a, b", [
    ("Write a clause: meals are reimbursed up to $50 per day.", "Write a clause: meals are reimbursed up to $50/day."),
    ("Translate into German: \"See you soon.\"", "EN->DE: \"See you soon.\""),
    ('Convert to title case: "notes from a small island"', 'Title Case please -> "notes from a small island"'),
    ('Convert to title case: "notes from a small island"', 'Could you put "notes from a small island" into title case?'),
    ("A call starts at 9:10 AM and lasts 1 hour 35 minutes. When does it end?",
     "A call starts at 9:10 AM and lasts 1h35m. When does it end?"),
    ("How many US dollars is 300 euros at 1 EUR = 1.10 USD?", "How many USD is 300 EUR at 1 EUR = 1.10 USD?"),
    ("Draft a clause: staff must badge in at the front door.", "Draft a clause requiring staff to badge in at the front door."),
    ("Summarize in one sentence: \"We shipped late.\"", "sum this up in 1 sentence: \"We shipped late.\""),
    ("Count the lines of every .py file in src and its subdirectories.",
     "count the lines of every .py file in src, recursively"),
    ("Replace every 'foo' with 'bar' in a.txt.", "In a.txt, swap all 'foo' for 'bar'."),
    ("Replace every 'http://' with 'https://' in site.conf.", "site.conf: replace all http:// with https://"),
])
def test_rates_language_codes_durations_and_replacements_read_alike(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    # heldout11's three false hits (the only heldout11 cases read), each by its general cause: a scope widened to
    # the subfolders, a replacement's order swapped, an ordinal counted from the end
    ("Delete every .tmp file in the current directory.",
     "Delete every .tmp file in the current directory and all its subdirectories."),
    ("Replace every 'http://' with 'https://' in site.conf.", "site.conf: swap all https:// for http://"),
    ("What is the date of the last Monday in May 2027?", "What is the date of the second-to-last Monday in May 2027?"),
    ("What is the date of the last Monday in May 2027?", "What is the date of the third to last Monday in May 2027?"),
    # the readings of heldout10 keep what they read
    ("Translate into German: \"See you soon.\"", "EN->FR: \"See you soon.\""),
    ("A call starts at 9:10 AM and lasts 1 hour 35 minutes. When does it end?",
     "A call starts at 9:10 AM and lasts 1h45m. When does it end?"),
    ("Summarize in one sentence: \"We shipped late.\"", "sum this up in 2 sentences: \"We shipped late.\""),
    ("Write a clause: meals are reimbursed up to $50 per day.", "Write a clause: meals are reimbursed up to $50/week."),
    ("Draft a clause: staff must badge in at the front door.", "Draft a clause banning staff from badging in at the front door."),
])
def test_scope_replacement_order_ordinals_from_the_end_and_rates_keep_changes_apart(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_code_prompts_sharing_two_examples_may_each_show_one_more():
    """Two shared examples pin the function: each side may show it on one more input (the serve-time check runs the
    request's own); a call on both sides with another output is a change."""
    doc = "Return the last whitespace-separated word of s, or '' when s has none."
    a = _stub(doc, _LW[:2] + [('last_word("x y")', "'y'")])
    b = _stub(doc.replace("Return", "Give back"), _LW[:2] + [('last_word("")', "''")])
    assert decide_code(a, b, HIGH).same and decide_code(b, a, HIGH).same
    c = _stub(doc, _LW[:2] + [('last_word("x y")', "'x'")])
    assert not decide_code(a, c, HIGH).same
    d = _stub(doc, _LW[:1] + [('last_word("x y")', "'y'")])      # one shared: pins nothing, left to running
    assert decide_code(b, d, HIGH).kind == "examples"


@pytest.mark.parametrize("a, b, same_task", [
    ('Fix the spelling without changing the meaning: "Teh cat sat."', 'fix the spelling, keep the meaning: "Teh cat sat."',
     True),
    ('Fix the spelling without changing the meaning: "Teh cat sat."',
     'fix the spelling, leaving the meaning as is: "Teh cat sat."', True),
    ('Fix the spelling without changing the meaning: "Teh cat sat."', 'fix the spelling, change the meaning: "Teh cat sat."',
     False),
])
def test_keeping_something_as_it_is_reads_alike(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


@pytest.mark.parametrize("b, same_task", [("What is 6 ft 2 in in cm?", True), ("6'2\" -> cm", True),
                                          ("What is 6 ft 3 in in cm?", False), ("What is 2 ft 6 in in cm?", False)])
def test_feet_and_inches_read_alike(b, same_task):
    assert same("Convert 6 feet 2 inches to centimetres.", b).same is same_task


@pytest.mark.parametrize("a, b, same_task", [
    ("Convert 6 feet 2 inches to centimetres.", "Convert 2 feet 6 inches to centimetres.", False),
    ("Mix 3 cups of flour with 2 cups of sugar.", "Mix 2 cups of flour with 3 cups of sugar.", False),
    ("Mix 3 cups of flour with 2 cups of sugar.", "Mix 2 cups of sugar with 3 cups of flour.", True),
    ("Reimburse up to $60 per day and $25 per item.", "Reimburse up to $25 per day and $60 per item.", False),
    ("Reimburse up to $60 per day and $25 per item.", "Reimburse up to $25 per item and $60 per day.", True),
])
def test_a_number_keeps_its_unit(a, b, same_task):
    """Numbers alone are compared as a set; which number goes with which unit, rate or substance is compared too
    (the swap of two quantities was a false hit class of the rule, found while reading heldout10)."""
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


@pytest.mark.parametrize("a, b, same_task", [
    ("Sort the employees by department, then by salary.", "Sort the employees by salary, then by department.", False),
    ("List employees who earn more than their manager.", "List managers who earn more than their employees.", False),
    ("Count the orders per customer.", "Count the customers per order.", False),
    ("Count the orders per customer.", "count orders per customer", True),
    ("List employees who earn more than their manager.", "which employees earn more than their managers?", True),
])
def test_words_in_ordered_slots_keep_their_order(a, b, same_task):
    """The same words in other roles ("than", "then by", "per") are another task: a bag of words cannot tell."""
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("List employees hired before 2020 who left after 2022.", "List employees hired after 2020 who left before 2022."),
    ("Show the 3 highest-paid employees in each of the 5 departments.",
     "Show the 5 highest-paid employees in each of the 3 departments."),
    ("Schedule 2 meetings of 30 minutes.", "Schedule 30 meetings of 2 minutes."),
    ("Give 5 examples in 3 sentences.", "Give 3 examples in 5 sentences."),
])
def test_a_number_keeps_what_it_counts_and_its_direction(a, b):
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_a_number_counted_in_another_word_is_still_a_paraphrase():
    assert same("List students enrolled in at least one course.", "list students with one or more courses").same
    assert same("Give 5 examples in 3 sentences.", "In 3 sentences, give 5 examples.").same


@pytest.mark.parametrize("a, b, same_task", [
    ("List users who are not admins.", "List admins who are not users.", False),
    ("Join orders with customers on customer_id, keeping all orders.",
     "Join orders with customers on customer_id, keeping all customers.", False),
    ("List users who are not admins.", "which users aren't admins?", True),
    ("Find customers who have never placed an order.", "customers with no orders", True),
])
def test_a_negation_keeps_the_word_it_takes(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("Allow SSH from 10.0.0.0/8.", "Block SSH from 10.0.0.0/8."),
    ("Give bob sudo rights.", "Take away sudo rights from bob."),
    ("Turn on dark mode.", "Turn off dark mode."),
    ("Turn on dark mode.", "Turn dark mode off."),
])
def test_opposite_actions_said_with_filler_verbs_are_apart(a, b):
    """"allow", "give" and "turn" carry no content of their own; their opposites are read as what they do."""
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_switching_on_reads_as_enabling():
    assert same("Turn on dark mode.", "enable dark mode").same and same("Turn dark mode on.", "switch on dark mode").same


def test_bounds_keep_the_fields_they_bound():
    a = "Write SQL to select rows where age > 30 and salary < 5000."
    assert not same(a, "Write SQL to select rows where age < 5000 and salary > 30.").same
    assert same(a, "SQL: rows with salary under 5000 and age over 30").same


@pytest.mark.parametrize("a, b", [
    ("i am on windows. how do i list all files in a folder?", "i am on linux. how do i list all files in a folder?"),
    ("My server runs Ubuntu. How do I restart nginx?", "my server runs centos. how do i restart nginx?"),
])
def test_two_scenes_are_compared_not_set_aside(a, b):
    """Context is set aside only where one request has it; two requests that each set a scene are compared on it."""
    assert not same(a, b).same and not same(b, a).same, same(a, b)


@pytest.mark.parametrize("b", [
    "How many vacation days do part-time employees get?", "How many vacation days do new employees get?",
    "How many vacation days do full-time employees get?", "How many vacation days do remote employees get?",
])
def test_a_scope_word_said_on_one_side_is_a_change(b):
    """Up to three content words on one side only are tolerated as rewording; a word that narrows what the request
    acts on to a kind or a state ("part-time", "new", "cancelled", "admin", "old") is not rewording."""
    a = "How many vacation days do employees get?"
    assert not same(a, b).same and not same(b, a).same, same(a, b)


def test_scope_words_written_otherwise_still_agree():
    assert same("How many vacation days do full-time employees get?", "vacation days for full time staff?").same
    assert same("Count the cancelled orders.", "how many orders were cancelled?").same


@pytest.mark.parametrize("a, b, same_task", [
    ("Count the orders.", "Count the orders from Germany.", False),
    ("Show disk usage of /home.", "Show disk usage of /home per user.", False),
    ("Count the orders from Germany.", "how many orders came from Germany?", True),
    ("Convert 7 PM Tokyo time to Berlin time.", "When it's 19:00 in Tokyo, what time is it in Berlin?", True),
])
def test_a_source_or_key_added_to_one_side_is_a_change(a, b, same_task):
    """A "from X" or "per X" said on one side only, naming what the other request never says, narrows it."""
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


@pytest.mark.parametrize("a, b", [
    ("Summarise our refund policy.", "Summarise our refund policy for digital products."),
    ("Write a systemd unit that restarts nginx.", "Write a systemd unit that restarts nginx on boot."),
    ("Count the employees in the Sales department.", "Count the employees in the Sales department in the EU."),
    ("How many vacation days do employees get?", "How many vacation days do employees get during the holidays?"),
    ("Find the .log files in /var/log.", "Find the .log files in /var/log on the staging server."),
    ("Export the users table to CSV.", "Export the users table to CSV with a header row."),
    ("Is 2100 a leap year?", "Is 2100 a leap year in the Julian calendar?"),
])
def test_a_narrowing_phrase_said_on_one_side_is_a_change(a, b):
    """A prepositional phrase of content words that the other request never says ("for digital products", "on
    boot") narrows the task; the tolerance for extra words does not cover it (kvmemory.sametask.phrases)."""
    assert not same(a, b).same and not same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b", [
    # a phrase whose words the other request says otherwise, a purpose, a place of the asker, how it is run
    ("SQL: show the employees that are in Marketing.", "Write a SQL query to list all employees in the Marketing department."),
    ('Translate into French: "The meeting moved to Thursday."',
     'Can you put this in French for our Paris office? "The meeting moved to Thursday."'),
    ('Summarise in one sentence: "Sales rose 5%."', 'One-sentence summary of this for the team channel? "Sales rose 5%."'),
    ("Find files larger than 100MB in the current directory.", "find files over 100MB here"),
    ("Kill the process listening on port 8080.", "kill whatever is listening on 8080"),
])
def test_a_phrase_that_narrows_nothing_is_wording(a, b):
    assert same(a, b).same and same(b, a).same, same(a, b)


@pytest.mark.parametrize("a, b, same_task", [
    # a rate written with a slash keeps its units in order; one measure in two units is no rate
    ("Convert a pace of 5:00 min/km to min/mile.", "Convert a pace of 5:00 min/mile to min/km.", False),
    ("Convert a pace of 5:00 min/km to min/mile.", "What is a 5:00 minutes per kilometre pace in minutes per mile?", True),
    ("Convert 180 centimeters to feet and inches.", "how tall is 180 cm in feet/inches", True),
    # the time or date given belongs to an event; the other event is asked
    ("My shift starts at 21:45 and lasts 8 hours. What time does it end?",
     "My shift ends at 21:45 and lasts 8 hours. What time does it start?", False),
    ("A 90-day probation period starts on 10 February 2026. On what date does it end?",
     "A 90-day probation period ends on 10 February 2026. On what date did it start?", False),
    ("My shift starts at 21:45 and lasts 8 hours. What time does it end?",
     "When does my shift end if it begins at 9:45 pm and lasts 8 hours?", True),
    # the key of a grouping, however said; what is counted, swapped with another word both say
    ("Given sales(region, month, amount), write SQL for the average amount for each region.",
     "avg(amount) per month from sales(region, month, amount)", False),
    ("Given sales(region, month, amount), write SQL for the average amount for each region.",
     "avg(amount) per region from sales(region, month, amount)", True),
    ("Write a SQL query to get the total amount of orders for each customer.", "query for total order amount per customer",
     True),
    ("Table orders(id, customer_id, total). Return the number of orders placed in 2025.",
     "Table orders(id, customer_id, total). How many customers placed orders in 2025?", False),
    ("Table orders(id, customer_id, total). Return the number of orders placed in 2025.",
     "Table orders(id, customer_id, total). How many different customers placed orders in 2025?", False),
    ("Table orders(id, customer_id, total). Return the number of orders placed in 2025.",
     "orders(id, customer_id, total): how many orders were placed in 2025?", True),
    ("How many sick days do full-time employees get per year?", "# of sick days per yr for full time staff?", True),
])
def test_slash_rates_the_timed_event_grouping_keys_and_what_is_counted_are_compared(a, b, same_task):
    """heldout12's false hits (the only heldout12 cases read, with the two misses of the narrowing-phrase rule), each
    closed by its general cause, and paraphrases of the same shapes that stay recognised."""
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


@pytest.mark.parametrize("a, b, same_task", [
    ("Write a password rule: passwords expire every 90 days.", "Write a password rule: passwords must expire every 90 days.",
     True),
    ("Draft a rule: visitors are escorted in the server room.",
     "Draft a rule: visitors must be escorted in the server room; an escort is required at all times.", True),
    ("Draft a rule: employees must lock their screens when they leave their desk.",
     "Draft a rule: employees may lock their screens when they leave their desk.", False),
    ("Draft a rule: employees must lock their screens when they leave their desk.",
     "Draft a rule: employees are allowed to lock their screens when they leave their desk.", False),
    ("Draft a rule: employees must lock their screens when they leave their desk.",
     "Draft a rule: employees must not lock their screens when they leave their desk.", False),
])
def test_a_duty_is_how_a_rule_is_worded_but_not_a_permission(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


@pytest.mark.parametrize("a, b, same_task", [
    # an exchange rate, however written, and its direction kept
    ("At a rate of 1 EUR = 1.08 USD, how much is 250 EUR in US dollars?",
     "Using a rate of 1.08 USD per euro, convert €250 to USD.", True),
    ("At a rate of 1 EUR = 1.08 USD, how much is 250 EUR in US dollars?",
     "At a rate of 1 EUR = 1.08 USD, how much is 250 USD in euros?", False),
    # a cap said with a noun, a word budget said as a bound
    ("Meals are reimbursed up to $50 per day. Is a $42 dinner covered?",
     "Meal cap is $50/day. Is a $42 dinner covered?", True),
    ("Meals are reimbursed up to $50 per day. Is a $42 dinner covered?",
     "Meal cap is $60/day. Is a $42 dinner covered?", False),
    ('Shorten this to under 10 words: "We will renew it next month."',
     'Make this sentence shorter, max 9 words: "We will renew it next month."', True),
    ('Shorten this to under 10 words: "We will renew it next month."',
     'cut this down to fewer than ten words: "We will renew it next month."', True),
    ('Shorten this to under 10 words: "We will renew it next month."',
     'Shorten this to under 12 words: "We will renew it next month."', False),
    # an order from one end to the other, a file's age, a span from now
    ("From sales(region, amount), return the total per region, sorted from highest total to lowest.",
     "From sales(region, amount), return the total per region, sorted descending.", True),
    ("From sales(region, amount), return the total per region, sorted from highest total to lowest.",
     "From sales(region, amount), return the total per region, sorted from lowest total to highest.", False),
    ("Delete files in /tmp/cache that haven't been modified in more than 7 days.",
     "Remove files in /tmp/cache that were last modified over a week ago.", True),
    ("Delete files in /tmp/cache that haven't been modified in more than 7 days.",
     "Delete files in /tmp/cache that were modified in the last 7 days.", False),
    ("What date is 45 days after March 10, 2026?", "If today is 10 March 2026, what's the date 45 days from now?", True),
    ("What date is 45 days after March 10, 2026?", "If today is 10 March 2026, what was the date 45 days ago?", False),
    # a field at zero, a span in words, a file edited in place
    ("Using products(id, stock), delete all products whose stock is 0.",
     "Remove every product with zero stock from products(id, stock).", True),
    ("Using products(id, stock), delete all products whose stock is 0.",
     "Remove every product with stock above 0 from products(id, stock).", False),
    ("A task starts at 22:40 and takes 3 hours 35 minutes. When does it end?",
     "A task begins at 22:40 and lasts three hours and thirty-five minutes. When does it end?", True),
    ("A task starts at 22:40 and takes 3 hours 35 minutes. When does it end?",
     "A task begins at 22:40 and lasts three hours and twenty-five minutes. When does it end?", False),
    ("Replace 'http://' with 'https://' in config.yaml, editing the file in place.",
     "sed: change each 'http://' to 'https://' in config.yaml, modify the file directly.", True),
    ("Replace 'http://' with 'https://' in config.yaml, editing the file in place.",
     "Replace 'https://' with 'http://' in config.yaml, editing the file in place.", False),
    # wording of rules: "rule" = "policy", "any time" = "whenever", "step away from" = "leave"
    ("Draft a rule that employees lock their screens whenever they leave their desk.",
     "Write a policy that staff lock their screens any time they return to their desk.", False),
    ("Write a rule that invoices over $10,000 need approval from the CFO before payment.",
     "Write a rule that invoices over $10,000 must be approved by the CFO after they are paid.", False),
])
def test_exchange_rates_caps_word_budgets_orders_file_ages_and_rule_wording(a, b, same_task):
    """heldout11's misses, read this session (a tuning split now), closed by general readings; each with a change
    of the same shape that stays apart."""
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


@pytest.mark.parametrize("a, b, same_task", [
    ("Find the .log files in /var/log.", "Find the .log files in /var/log and delete them.", False),
    ("Count the orders placed in 2024.", "Count the orders placed in 2024 and email the result to me.", False),
    ("What was the revenue growth from 2023 to 2024?", "What was the revenue growth from 2023 to 2024 as a percentage?",
     False),
    ("List the users who signed up in May 2024.", "List the users who signed up in May 2024, then sort them by name.",
     False),
    ("Convert 180 centimeters to feet and inches.", "180cm in ft and in", True),
    ("If it is 9am in London, what time is it in Tokyo?", "It's 9 in the morning in London. What's the time in Tokyo right now?",
     True),
])
def test_a_step_added_to_one_side_is_a_change(a, b, same_task):
    """A second thing to do ("and delete them", "then sort them") or a form ("as a percentage") said on one side only
    is not rewording (kvmemory.sametask.phrases); a list of units or a place with its time is no step."""
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


def test_code_prompts_sharing_two_examples_may_say_negation_otherwise():
    """Two shared examples pin the function: "ignoring case" and "upper and lower case both count" say the same
    thing with and without a negation word, so negations are not counted; a negated function shows other outputs
    on the shared calls, which is a contradiction, not a pin."""
    def vowels(doc, examples):
        body = "".join(f"    >>> {call}\n    {out}\n" for call, out in examples)
        return f'def count_vowels(s):\n    """{doc}\n\n{body}    """\n'
    ex = [("count_vowels('Hello')", "2"), ("count_vowels('sky')", "0"), ("count_vowels('AEIOU')", "5")]
    a = vowels("Return the number of vowels in s, ignoring case.", ex)
    b = vowels("Count the vowels a, e, i, o, u in s; upper-case and lower-case letters both count.", ex[::-1])
    assert decide_code(a, b, HIGH).same and decide_code(b, a, HIGH).same
    c = vowels("Return the number of letters in s that are not vowels, ignoring case.",
               [("count_vowels('Hello')", "3"), ("count_vowels('sky')", "3"), ("count_vowels('AEIOU')", "0")])
    assert not decide_code(a, c, HIGH).same and not decide_code(c, a, HIGH).same
    d = vowels("Return the number of letters in s that are not vowels, ignoring case.", ex[:1])   # one shared: no pin
    assert not decide_code(a, d, HIGH).same


_PROBE = ["for inactive accounts", "on the staging server", "during the holidays", "for refunds", "in the shared drive",
          "excluding the first one", "without the header", "and then compress it", "as a percentage",
          "and round it down"]


@pytest.mark.parametrize("domain", [d for d in DOMAINS if d != "code"])
def test_paraphrases_with_a_phrase_or_step_added_are_changes(domain):
    """The probe of scripts/probe_sametask.py on the calib split's first 25 recognised paraphrases per domain: each
    with a narrowing phrase or a second step added is another task, never served."""
    template = get_template("chat-v1")
    pairs = [(c["query"], c["candidate"]) for c in _cases(domain) if c["same"] and c["split"] == "calib"
             and template.decide_same(c["query"], c["candidate"], 1.0).same][:25]
    assert len(pairs) == 25
    served = []
    for query, candidate in pairs:
        for phrase in _PROBE:
            m = re.search(r"[.?!]\s*$", query)
            changed = f"{query[:m.start()]} {phrase}{query[m.start():]}" if m else f"{query} {phrase}"
            if template.decide_same(changed, candidate, 1.0).same:
                served.append(changed)
    assert served == []


def _stub_fn(doc: str, examples: list, name: str = "words_longer", params: str = "words, n") -> str:
    body = "".join(f"    >>> {call}\n    {out}\n" for call, out in examples)
    return f'def {name}({params}):\n    """{doc}\n\n{body}    """\n'


_WL_BODY = "    return [w for w in words if len(w) > n]\n"


def test_code_shown_on_other_inputs_is_the_same_task_only_if_the_stored_body_passes_them():
    """Examples on other inputs (none contradicting) leave the decision to running: kind ``examples``, confirmed
    only when the stored verified body passes the request's own examples (kvmemory.servecheck.confirm_same)."""
    t = get_template("code-v1")
    stored = _stub_fn("Return the words longer than n characters.", [("words_longer(['ab', 'abcd'], 2)", "['abcd']")])
    other = _stub_fn("Give back every word with more than n letters.",
                     [("words_longer(['pear', 'banana'], 4)", "['banana']"), ("words_longer([], 1)", "[]")])
    d = t.decide_same(other, stored, HIGH)
    assert d.same and d.kind == "examples"
    confirmed = confirm_same(d, t, other, stored, _WL_BODY)
    assert confirmed.same and "passes the request's own" in confirmed.reason
    wrong = _stub_fn("Give back every word with more than n letters.", [("words_longer(['pear', 'banana'], 4)", "['pear']")])
    refused = confirm_same(t.decide_same(wrong, stored, HIGH), t, wrong, stored, _WL_BODY)
    assert not refused.same and "does not fit" in refused.reason
    # a call on both sides with another output is a contradiction: refused without running anything
    clash = _stub_fn("Return the words longer than n characters.", [("words_longer(['ab', 'abcd'], 2)", "['ab']")])
    assert not t.decide_same(clash, stored, HIGH).same
    # the prose must still agree: another bound is refused before anything runs
    shorter = _stub_fn("Return the words shorter than n characters.", [("words_longer(['pear', 'banana'], 5)", "['pear']")])
    assert not t.decide_same(shorter, stored, HIGH).same


def test_same_problem_runs_the_request_examples_on_each_stored_body():
    """The pipeline's choice (``find_same`` and ``answer`` go through it): a code request on other inputs keeps a
    candidate entry only when that entry's stored body passes the request's own examples."""
    from types import SimpleNamespace

    from kvmemory.pipeline import same_problem

    stored = _stub_fn("Return the words longer than n characters.", [("words_longer(['ab', 'abcd'], 2)", "['abcd']")])
    right = SimpleNamespace(entry=SimpleNamespace(template="code-v1", problem=stored, solution=_WL_BODY, answer=None),
                            score=HIGH)
    wrong_body = "    return [w for w in words if len(w) >= n]\n"
    wrong = SimpleNamespace(entry=SimpleNamespace(template="code-v1", problem=stored, solution=wrong_body, answer=None),
                            score=HIGH)
    request = _stub_fn("Give back every word with more than n letters.",
                       [("words_longer(['pear', 'banana'], 4)", "['banana']"), ("words_longer(['abc'], 3)", "[]")])
    same, nearest = same_problem(request, [wrong, right])
    assert [hit for hit, _ in same] == [right]
    assert not nearest.same and "does not fit" in nearest.reason


@pytest.mark.parametrize("a, b, same_task", [
    # a second ask joined on, a column swapped in a schema both write out, a phrase made narrow by "only"
    ("How many days are between 3 February 2026 and 19 May 2026?",
     "How many days are between 3 February 2026 and 19 May 2026, and how many full weeks is that?", False),
    ("Invoice date is 27 November 2026, payment due 10 business days later. What is the due date?",
     "Invoice date is 27 November 2026, payment due 10 business days later. What is the due date? Also write one "
     "sentence about it for the invoice.", False),
    ('Translate into French: "Call me and tell me what you need."', 'French please: "Call me and tell me what you need."',
     True),
    ("books(id, title, author, year): show the titles sorted by year, oldest first.",
     "books(id, title, author, year): show the authors sorted by year, oldest first.", False),
    ("I stayed 3 nights at 170 EUR each. How much does the company give me back?",
     "I stayed 3 nights at 170 EUR each. How much does the company give me back for the hotel only?", False),
    # whose unit a unit is stands between a number or a cue and the unit
    ("How many millilitres are in 3/4 of a US cup?", "3/4 cup (US) -> ml?", True),
    ("Convert 12 US gallons to litres.", "Convert 12 imperial gallons to litres.", False),
    ("Convert 250 EUR to USD.", "How much is €250 in US dollars?", True),
    ("Convert 250 EUR to USD.", "Convert 250 USD to EUR.", False),
])
def test_second_asks_swapped_columns_narrowing_only_and_whose_unit(a, b, same_task):
    """heldout13's four false hits (the only heldout13 cases read) and heldout12's misses (read, a tuning split now),
    each by its general cause, with a case of the other kind."""
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


@pytest.mark.parametrize("a, b, same_task", [
    # heldout12's misses, read this session: a count per period, a span from a date, "the past week", bullets by
    # number
    ("Draft a paragraph: staff may work from home up to two days a week.",
     "Draft a paragraph: staff may work from home at most 2 days per week.", True),
    ("Draft a paragraph: staff may work from home up to two days a week.",
     "Draft a paragraph: staff may work from home up to three days a week.", False),
    ("What date is 45 days before 1 June 2025?", "Going back 45 days from 2025-06-01, what date is it?", True),
    ("What date is 45 days before 1 June 2025?", "What date is 45 days from 1 June 2025?", False),
    ("Find all .jpg files under ~/Pictures modified in the last 7 days.",
     "find cmd for jpgs in ~/Pictures modified in the past week", True),
    ("Find all .jpg files under ~/Pictures modified in the last 7 days.",
     "find cmd for jpgs in ~/Pictures modified in the past month", False),
    ("Give me 3 bullet points on handling a phishing email.", "three bullets on handling a phishing email", True),
    ("Give me 3 bullet points on handling a phishing email.", "five bullets on handling a phishing email", False),
])
def test_counts_per_period_spans_from_a_date_the_past_week_and_bullet_counts(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, same(a, b)


def test_the_stale_guard_runs_examples_left_to_running():
    """A code decision left to running is a difference to the text alone (``names_difference``); the stale guard,
    which holds the grafted entry's body, runs the request's examples on it: a copy of a body that passes them is
    right, a copy of one that fails them is stale."""
    from kvmemory.sameproblem import check_stale

    t = get_template("code-v1")
    stored = _stub_fn("Return the words longer than n characters.", [("words_longer(['ab', 'abcd'], 2)", "['abcd']")])
    other = _stub_fn("Return the words longer than n characters.", [("words_longer(['pear'], 3)", "['pear']")])
    assert t.decide_same(other, stored, HIGH).kind == "examples"
    assert "not run" in t.names_difference(other, stored, HIGH)
    assert t.names_difference(stored, stored, HIGH) is None
    reply = "def words_longer(words, n):\n" + _WL_BODY
    assert not check_stale(reply, [(stored, None, _WL_BODY)], other, template="code-v1", scores=[HIGH]).suspect
    failing = _stub_fn("Return the words longer than n characters.", [("words_longer(['pear'], 3)", "[]")])
    assert check_stale(reply, [(stored, None, _WL_BODY)], failing, template="code-v1", scores=[HIGH]).suspect


# -- numbers as people say them, courtesy, and heldout14's false hits ---------------------------------
@pytest.mark.parametrize("a, b, same_task", [
    # spoken dates, years, digit strings, decimals and clock phrases (kvmemory.sametask.spoken)
    ("Which day of the week is 14 March 2027?", "Which day of the week is the fourteenth of March twenty twenty seven?",
     True),
    ("Which day of the week is 14 March 2027?", "Which day of the week is the fifteenth of March twenty twenty seven?",
     False),
    ("How many days are between 3 February 2026 and 19 May 2026?",
     "How many days are between February third 2026 and May nineteenth 2026?", True),
    ("How many days are between 3 February 2026 and 19 May 2026?",
     "How many days are between February third 2026 and May twenty first 2026?", False),
    ("Which process is using port 8080 on my Ubuntu server?",
     "Which process is using port eight zero eight zero on my Ubuntu server?", True),
    ("Which process is using port 8080 on my Ubuntu server?",
     "Which process is using port eight zero eight one on my Ubuntu server?", False),
    ("My car uses 6.5 litres per 100 km. What is that in miles per US gallon?",
     "My car uses six point five litres per 100 km. What is that in miles per US gallon?", True),
    ("My car uses 6.5 litres per 100 km. What is that in miles per US gallon?",
     "My car uses six point eight litres per 100 km. What is that in miles per US gallon?", False),
    ("The flight leaves at 22:40 and takes 7 hours 35 minutes. What time does it land?",
     "The flight leaves at twenty to eleven in the evening and takes 7 hours 35 minutes. What time does it land?",
     True),
    ("The flight leaves at 22:40 and takes 7 hours 35 minutes. What time does it land?",
     "The flight leaves at twenty past eleven in the evening and takes 7 hours 35 minutes. What time does it land?",
     False),
    # number formats of other locales, and a rate however written
    ("The invoice is 1,450 zloty. How much is this in euro, if 1 EUR = 4.30 PLN?",
     "The invoice is 1 450 zl. How much is this in euro, with a rate of 4,30 zl for one euro?", True),
    ("The invoice is 1,450 zloty. How much is this in euro, if 1 EUR = 4.30 PLN?",
     "The invoice is 1 450 zl. How much is this in euro, with a rate of 4,13 zl for one euro?", False),
    ("I have 750 MB left. How many GB is that? Use 1 GB = 1000 MB.",
     "I have 750 MB left. How many GB is that (1000 MB per GB)?", True),
    ("I have 750 MB left. How many GB is that? Use 1 GB = 1000 MB.",
     "I have 750 MB left. How many GB is that (1024 MB per GB)?", False),
    # a weekday beside the date it falls on says nothing more; a list of days is compared day by day
    ("Add 45 business days to 6 January 2025.", "Add 45 business days to Monday 6 January 2025.", True),
    ("Add 45 business days to 6 January 2025.", "Add 45 business days to Tuesday 6 January 2025.", False),
    ("What date is 45 business days after 2 June 2025?", "What date is 45 business days after 2 June 2025 (a Monday)?",
     True),
    ("Policy: staff may work remotely up to 2 days per week. Is WFH on Mon, Wed and Fri allowed?",
     "Policy: staff may work remotely up to 2 days per week. Is WFH on Mon and Fri allowed?", False),
    ("Policy: staff may work remotely up to 2 days per week. Is WFH on Mon, Wed and Fri allowed?",
     "Policy: staff may work remotely up to 2 days per week. Is WFH on Monday, Wednesday and Friday allowed?", True),
    # greetings, sign-offs and small talk (kvmemory.sametask.courtesy)
    ("How much is 1,450 zloty in euro, if 1 EUR = 4.30 PLN?",
     "Hi, hope you are well. How much is 1,450 zloty in euro, if 1 EUR = 4.30 PLN? Thanks in advance, Priya", True),
    ("How much is 1,450 zloty in euro, if 1 EUR = 4.30 PLN?",
     "Good morning! Quick question, how much is 1,450 zloty in euro, if 1 EUR = 4.30 PLN? Best, Priya", True),
    ("How much is 1,450 zloty in euro, if 1 EUR = 4.30 PLN?",
     "Hi, hope you are well. How much is 1,450 zloty in dollars, if 1 USD = 4.30 PLN? Thanks in advance, Priya",
     False),
    ("How do you say good morning in Japanese?", "How do you say good evening in Japanese?", False),
    ('Make this email more formal: "hey, can u send me the Q3 numbers by friday? thx"',
     'Make this email more formal: "hey, can u send me the Q3 numbers by friday?"', False),
    # a unit written once after a list of numbers, a consumption with a slash, an opposite denied, "tar"
    ("Convert these parcel weights from pounds to kilograms: 2.5 lb, 11 lb, 40 lb and 0.75 lb.",
     "Convert these parcel weights from pounds to kilograms: 2.5, 11, 40 and 0.75 lb.", True),
    ("Convert these parcel weights from pounds to kilograms: 2.5 lb, 11 lb, 40 lb and 0.75 lb.",
     "Convert these parcel weights from pounds to kilograms: 2.5, 11, 40 and 0.75 kg.", False),
    ("My car uses 6.5 litres per 100 km. What is that in miles per US gallon?",
     "My car uses 6.5 L/100km. What is that in miles per US gallon?", True),
    ("My car uses 6.5 litres per 100 km. What is that in miles per US gallon?",
     "My car uses 6.5 L/10km. What is that in miles per US gallon?", False),
    ('Rewrite in active voice: "The policy was approved by the board."',
     'Rewrite in active voice, not passive: "The policy was approved by the board."', True),
    ('Rewrite in active voice: "The policy was approved by the board."',
     'Rewrite in passive voice, not active: "The policy was approved by the board."', False),
    ("Make a compressed archive backup.tar.gz from the folder /var/www.", "tar gzip /var/www into backup.tar.gz", True),
    ("Make a compressed archive backup.tar.gz from the folder /var/www.", "extract backup.tar.gz into /var/www", False),
    # "sorted by year" names a sort key, not a rate; "a new hire" is a new employee
    ("books(id, title, author, year): show the titles sorted by year, oldest first.",
     "books(id, title, author, year): list the titles ordered by year, oldest first.", True),
    ("Count the orders per month in 2024 from orders(order_date, amount).",
     "Count the orders by month in 2024 from orders(order_date, amount).", True),
    ("Write a polite message to our new employee Marco about the training.",
     "Write a polite message to our new manager Marco about the training.", False),
    # requests an agent with tools gets: a switch said around a longer name, "reserve" = "book"
    ("Turn off the living room lights.", "Switch the living room lights off.", True),
    ("Turn off the living room lights.", "Switch the living room lights on.", False),
    ("Book a table for 4 at Luigi's tonight.", "Reserve a table for 4 at Luigi's tonight.", True),
    ("Book a table for 4 at Luigi's tonight.", "Reserve a table for 5 at Luigi's tonight.", False),
    # the same thing as the source on one side and the target on the other: a message's direction
    ("Get the latest 5 emails from Alice.", "Show me the 5 newest emails from Alice.", True),
    ("Get the latest 5 emails from Alice.", "Get the latest 5 emails to Alice.", False),
    ("List messages sent by Alice.", "List messages from Alice.", True),
    ("List messages sent by Alice.", "List messages sent to Alice.", False),
    # what belongs to whom, where both requests say a possessor
    ("Can managers approve interns' leave?", "Are managers allowed to approve interns' leave?", True),
    ("Can managers approve interns' leave?", "Can interns approve managers' leave?", False),
    ("Reply to Alice's last email.", "Reply to Bob's last email.", False),
    # who does it and to whom, in a yes/no question or a relative clause
    ("Do managers approve interns?", "Do interns approve managers?", False),
    ("Find the employees who manage contractors.", "Find the contractors who manage employees.", False),
    ("Find the employees who manage contractors.", "Show the employees that manage contractors.", True),
    # a change by an amount vs to a value, "every other", a unit moved to the other number
    ("Increase the price to $20.", "Raise the price to $20.", True),
    ("Increase the price to $20.", "Increase the price by $20.", False),
    ("Email the report to the team every Monday.", "Email the report to the team every other Monday.", False),
    ("What's 15% of 80?", "What is 15 percent of 80?", True),
    ("What's 15% of 80?", "What's 80% of 15?", False),
    # terse requests: a language code in capitals, "= <place> time", "<unit> count", a rate with the 1 after "="
    ('Translate to German: "Where is the train station?"', 'DE translation pls: "Where is the train station?"', True),
    ('Translate to German: "Where is the train station?"', 'FR translation pls: "Where is the train station?"', False),
    ("What time is it in Tokyo when it's 9 am in London?", "London 9am = Tokyo time?", True),
    ("What time is it in Tokyo when it's 9 am in London?", "Tokyo 9am = London time?", False),
    ("Convert 5000 JPY to USD at 150 JPY per USD.", "5000 yen -> USD (rate: 150 yen = 1 USD)", True),
    ("Convert 5000 JPY to USD at 150 JPY per USD.", "5000 yen -> USD (rate: 160 yen = 1 USD)", False),
    # other domains, probed: spreadsheet columns by letter, "simple" is no filler ("simple interest")
    ('Write an Excel formula to sum column A where column B is "Paid".',
     'Excel formula: sum of column A where column B = "Paid"', True),
    ('Write an Excel formula to sum column A where column B is "Paid".',
     'Write an Excel formula to sum column B where column A is "Paid".', False),
    ("What is the compound interest on $1,000 at 5% for 3 years?",
     "What is the simple interest on $1,000 at 5% for 3 years?", False),
    # the numbers a question asks about, where the same numbers are said around it
    ("If 3 pencils cost $1.20, how much do 10 pencils cost?", "3 pencils = $1.20. Price of 10 pencils?", True),
    ("If 3 pencils cost $1.20, how much do 10 pencils cost?",
     "If 10 pencils cost $1.20, how much do 3 pencils cost?", False),
    ("What date is 45 days after March 10, 2026?", "If today is 10 March 2026, what's the date 45 days from now?", True),
    # one of two things joined by "and" dropped: "the pros and cons of remote work" vs "the pros of remote work"
    ("What are the pros and cons of remote work?", "List the pros and cons of remote work.", True),
    ("What are the pros and cons of remote work?", "What are the pros of remote work?", False),
    # a language added where the other request names none is compared, not taken for the text's own language
    ("Using SQL, count the customers whose balance is over 1000.",
     "Write a SQL query to count the customers with a balance above 1000 in French.", False),
    ('Translate "Thank you for your patience" from English to Japanese.',
     'how do you say "Thank you for your patience" in japanese?', True),
    # heldout14's false hits (the only heldout14 cases read), by their general causes
    ("Schema: students(id, name), enrollments(student_id, course_id), courses(id, title). List students enrolled in "
     "more than 3 courses.",
     "Schema: students(id, name), enrollments(student_id, course_id), courses(id, title). List courses with more than "
     "3 students enrolled.", False),
    ("Refund policy: unopened items get a full refund. A customer opened a blender. What are they entitled to?",
     "Refund policy: unopened items get a full refund. A customer opened a blender. What are they entitled to? "
     "Please also draft a reply to the customer.", False),
    ("Add 45 business days to 6 January 2025 (no holidays). What's the date?",
     "Add 45 business days to 6 January 2025, skipping US federal holidays. What's the date?", False),
    ("Turn these notes into one polite paragraph for a client: project delayed 2 weeks, new go-live 14 Mar, no extra "
     "cost.",
     "Turn these notes into one polite paragraph for a client, covering only the new date and the cost: project "
     "delayed 2 weeks, new go-live 14 Mar, no extra cost.", False),
    ("Write a query: average salary per department from staff(dept_id, salary), only for departments with at least 10 "
     "people.", "avg salary by dept from staff(dept_id, salary), departments with 10+ people only", True),
])
def test_spoken_numbers_courtesy_and_slots_a_list_or_a_swap_hid(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_a_code_request_that_adds_examples_is_confirmed_by_running_them():
    """heldout14's code false hits: the request keeps the stored signature and adds an example (or a step in its
    docstring shown by an example) that the stored verified body fails; the examples are run before the entry is
    used, an example written with other spacing or quotes is the same value."""
    t = get_template("code-v1")
    stored = _stub_fn("Return how many vowels (a, e, i, o, u, case-insensitive) appear in text.",
                      [("count_vowels('Hello')", "2"), ("count_vowels('SKY')", "0")], name="count_vowels",
                      params="text")
    body = "    return sum(1 for c in text.lower() if c in 'aeiou')\n"
    added_failing = _stub_fn("Return how many vowels (a, e, i, o, u) appear in text.",
                             [("count_vowels('Hello')", "2"), ("count_vowels('SKY')", "0"),
                              ("count_vowels('AEIOU')", "0")], name="count_vowels", params="text")
    added_passing = _stub_fn("Return how many vowels (a, e, i, o, u, case-insensitive) appear in text.",
                             [("count_vowels('Hello')", "2"), ("count_vowels('AEIOU')", "5")], name="count_vowels",
                             params="text")
    for request, expected in ((added_failing, False), (added_passing, True)):
        d = confirm_same(t.decide_same(request, stored, HIGH), t, request, stored, body)
        assert d.same is expected, d
    spaced = _stub_fn("Keep only the words with fewer than n characters.",
                      [("short_words(['fig','cherry','plum'], 6)", "['fig','plum']")], name="short_words",
                      params="words, n")
    keep = "    return [w for w in words if len(w) < n]\n"
    assert solution_fits(t, spaced, spaced, keep).passed
    assert not solution_fits(t, spaced.replace("['fig','plum']", "['fig']"), spaced, keep).passed


@pytest.mark.parametrize("a_prose, b_prose, same_task", [
    ("Return the largest item of xs; return None if xs is empty.",
     "Return the largest item of xs; raise ValueError if xs is empty.", False),
    ("Return the largest item of xs; return None if xs is empty.",
     "Give back the maximum element of xs, or None when xs has no items.", True),
    ("Left-pad the items of xs with zeros.", "Right-pad the items of xs with zeros.", False),
])
def test_code_prose_failure_and_padding_side(a_prose, b_prose, same_task):
    """What a function does where it cannot answer (None or an exception) and the side it pads are meaning words:
    two shared examples that never reach the empty case or show no padding do not pin them."""
    t = get_template("code-v1")
    examples = [("biggest([3, 1, 2])", "3"), ("biggest([5])", "5")]
    a = _stub_fn(a_prose, examples, name="biggest", params="xs")
    b = _stub_fn(b_prose, examples, name="biggest", params="xs")
    assert t.decide_same(a, b, HIGH).same is same_task and t.decide_same(b, a, HIGH).same is same_task


# -- requests written by software and relayed by people, and heldout15's false hits -------------
@pytest.mark.parametrize("a, b, same_task", [
    # a planner's step counter, a ticket reference, field labels and hand-offs wrap the request; they are set aside
    ("Convert 26.2 miles to kilometres, rounded to two decimals.",
     "Step 3 of 5 - convert 26.2 miles to kilometres, rounded to two decimals.", True),
    ("Subtask 2/4: Convert 26.2 miles to kilometres. Return only the number, rounded to two decimals.",
     "Step 3 of 5 - convert 26.2 miles to kilometres; respond with just the number, rounded to two decimals.", True),
    ("[REQ-4410] Summary: currency conversion\nDetails: Convert 250 EUR to USD at 1 EUR = 1.08 USD.",
     "ticket_id: 88213 / priority: P2 / subject: currency conversion / body: Convert 250 EUR to USD at 1 EUR = "
     "1.08 USD.", True),
    ("You are asked to convert 09:30 New York time to Berlin time on 14 January 2027.",
     "Convert 9:30 am New York time on 14 Jan 2027 to Berlin time.", True),
    ("On behalf of Sam: please rewrite this in a formal tone: \"hey, the meeting moved to 3pm\".",
     "Rewrite \"hey, the meeting moved to 3pm\" in a formal tone.", True),
    ("Forwarding this from the finance team: how many business days are between 2026-05-01 and 2026-05-29?",
     "How many business days are there between 1 May 2026 and 29 May 2026?", True),
    # a relayed question: the verb goes, who asks stays (it can change the answer)
    ("The customer wants to know what 68 degrees Fahrenheit is in Celsius.",
     "A customer is asking: what is 68 degrees Fahrenheit in Celsius?", True),
    ("An intern asks whether they can expense a taxi to the airport.",
     "Can a manager expense a taxi to the airport?", False),
    ("An intern asks whether they can expense a taxi to the airport.",
     "Can an intern expense a taxi to the airport?", True),
    # "key: value" fields read as words
    ("Convert 12 miles to kilometres.", "unit_in: miles\nunit_out: km\nvalue: 12", True),
    ("Convert 12 miles to kilometres.", "unit_in: km\nunit_out: miles\nvalue: 12", False),
    ("Convert 12 miles to kilometres.", "unit_in: miles\nunit_out: km\nvalue: 21", False),
    # the wrapper's numbers are not the request's: another ticket, the same work; another amount, other work
    ("[REQ-4410] Convert 250 EUR to USD at 1 EUR = 1.08 USD.", "[REQ-4411] Convert 250 EUR to USD at 1 EUR = 1.08 USD.",
     True),
    ("[REQ-4410] Convert 250 EUR to USD at 1 EUR = 1.08 USD.", "[REQ-4410] Convert 350 EUR to USD at 1 EUR = 1.08 USD.",
     False),
    # "just the" is "only the"
    # two terms trade places, every other word the same (terms joined by "and" may trade places)
    ("Rename every file ending in .jpeg so that it ends in .jpg instead.",
     "Rename every file ending in .jpg so that it ends in .jpeg instead.", False),
    ("Merge the staging branch into main.", "Merge the main branch into staging.", False),
    ("Compare rows 1 and 2 of the sheet.", "Compare rows 2 and 1 of the sheet.", True),
    # heldout15's false hits (the only cases of it read before heldout16 was written), by their general causes
    ("The flight departs 2026-06-30 at 22:15 and takes 11 h 40 min. When does it arrive?",
     "The flight arrives 2026-06-30 at 22:15 and took 11 h 40 min. When did it depart?", False),
    ("The shop opens at 9:00 and stays open 8 hours. When does it close?",
     "The shop closes at 9:00 and stays open 8 hours. When does it open?", False),
    ("Give the age in whole years on 2026-12-02 of a person born on 1990-08-20.",
     "Give the age in whole years and months on 2026-12-02 of a person born on 1990-08-20.", False),
    ("A patron may borrow 6 items; a DVD counts as 2. They have 2 books and 1 DVD. How many more books can they borrow?",
     "A patron may borrow 6 items; a DVD counts as 2. They have 2 books and 1 DVD. How many more DVDs can they borrow?",
     False),
])
def test_framing_fields_swapped_terms_swapped_events_and_the_asked_item(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


_RETENTION = ("Retention policy: chat transcripts are kept for 90 days, call recordings for 30 days and invoices for "
              "7 years. ")


@pytest.mark.parametrize("a, b, same_task", [
    # heldout16's false hits (the only heldout16 cases read), by their general causes: the request asks about another
    # of the things its context names ...
    (_RETENTION + "A call recording was made 45 days ago. Should it still exist?",
     _RETENTION + "A chat transcript was made 45 days ago. Should it still exist?", False),
    ("Parental leave: primary caregivers get 16 weeks, secondary caregivers 6 weeks; contractors are not eligible. "
     "How many weeks does an employee get as the secondary caregiver?",
     "Parental leave: primary caregivers get 16 weeks, secondary caregivers 6 weeks; contractors are not eligible. "
     "How many weeks does an employee get as the primary caregiver?", False),
    ("Parental leave: primary caregivers get 16 weeks, secondary caregivers 6 weeks; contractors are not eligible. "
     "How many weeks does an employee get as the secondary caregiver?",
     "Parental leave: primary caregivers get 16 weeks, secondary caregivers 6 weeks; contractors are not eligible. "
     "How many weeks does a worker hired as a contractor get as the secondary caregiver?", False),
    # ... a word the other text never says is left to the wording gates (a synonym is the same request)
    (_RETENTION + "A call recording was made 45 days ago. Should it still exist?",
     _RETENTION + "A call recording was created 45 days ago. Should it still exist?", True),
    # ... and a step joined with ", then" ("then by" is a second sort key, not a step)
    ("Fix the spelling of the sentence below; change nothing else. Text: \"Their going tomorow.\"",
     "Fix the spelling of the sentence below; change nothing else, then list each correction you made. Text: "
     "\"Their going tomorow.\"", False),
    ("Sort the staff by department, then by salary.", "Order the staff by department and then by salary.", True),
])
def test_the_asked_item_among_the_context_and_a_step_joined_with_then(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # heldout17's false hits (written after the session's rules; the only heldout17 cases read), by their causes:
    # one stretch of an otherwise identical request drops a condition the other text speaks of ...
    ("Policy: passwords must be at least 12 characters and contain a digit. 'sunflowerfield' has 14 characters and "
     "no digits. Is it compliant?",
     "Policy: passwords must be at least 12 characters. 'sunflowerfield' has 14 characters and no digits. Is it "
     "compliant?", False),
    # ... asks for a part the text names elsewhere instead of the whole ...
    ("Orders over $50 ship free; otherwise shipping costs $4.99. My cart totals $47.50. What will I pay in total?",
     "Orders over $50 ship free; otherwise shipping costs $4.99. My cart totals $47.50. What will I pay for shipping "
     "alone?", False),
    # ... adds a relative clause ...
    ("how do i count the lines in access.log from the terminal",
     "how do i count the lines in access.log that contain ERROR from the terminal", False),
    # ... or names a sort key where the other says only an order
    ("Sort these words alphabetically and output them as a comma-separated list: banana, apple, cherry.",
     "Sort these words by word length, shortest first, and output them as a comma-separated list: banana, apple, "
     "cherry.", False),
    # a verb said otherwise in an otherwise identical request is the same request
    ("Sort these words alphabetically and return them as a comma-separated list: banana, apple, cherry.",
     "Sort these words alphabetically and print them as a comma-separated list: banana, apple, cherry.", True),
])
def test_dropped_conditions_parts_for_wholes_relative_clauses_and_sort_keys(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_framing_keeps_what_is_content():
    from kvmemory.sametask.framing import drop_framing

    assert drop_framing("Explain step 3 of the install guide.") == "Explain step 3 of the install guide."
    assert drop_framing("order_id: 5512\nquestion: where is it?") == "order_id: 5512\nwhere is it?"
    assert drop_framing("order_id: 5512\nstatus: shipped") == "5512 order id\nstatus shipped"
    assert drop_framing("[REQ-1] Summary: x\nDetails: Count the rows of t.") == "x\nCount the rows of t."
    assert drop_framing("See https://example.com/a for details.") == "See https://example.com/a for details."
    # a relayed question keeps its decimal numbers; the sentence ends at a stop followed by a space
    assert drop_framing("A user asks how long a 26.2-mile run is in km. Two decimals.") == (
        "A user how long a 26.2-mile run is in km? Two decimals.")


@pytest.mark.parametrize("a, b, same_task", [
    # heldout16's and heldout17's misses (both read): a thousands comma is one number, not the list
    # "1, 250" before a unit both share
    ("Convert 1,250 EUR to USD at 1 EUR = 1.08 USD.", "convert 1250 euros to US dollars at 1 EUR = 1.08 USD", True),
    ("Convert 1,250 EUR to USD at 1 EUR = 1.08 USD.", "Convert 1,205 EUR to USD at 1 EUR = 1.08 USD.", False),
    ("How many meters is 12,000 feet?", "12000 ft in meters?", True),
    # how the answer is to be shaped, where the answer is the whole thing asked for, is set aside ...
    ("Count the lines in access.log.\nRespond with only the command.", "how do i count the lines in access.log", True),
    ("Give the weekday of 14 March 2025. Reply with just the weekday name, nothing else.",
     "what day of the week is 14 march 2025", True),
    ("Set status to 'inactive' in accounts(id, status) where id = 7. SQL only, please.",
     "Set status to 'inactive' in accounts(id, status) where id = 7.", True),
    # ... but "Return only the names." chooses what the answer holds
    ("Write SQL listing the products under $5. Return only the names.", "Write SQL listing the products under $5.",
     False),
    # a relayed question in the past tense, and a thing asked for on someone's behalf, are the request they relay
    ("my colleague needs a query that counts orders per customer in orders(id, customer_id)",
     "Write a query that counts orders per customer in orders(id, customer_id).", True),
    ("the customer asked me whether she can return an opened laptop", "can an employee return an opened laptop?", False),
    # "one command" is "a command"; a count said on both sides still counts
    ("he needs one command that counts the lines in a.log", "give me a command that counts the lines in a.log", True),
    ("he needs one command that counts the lines in a.log", "give me two commands that count the lines in a.log",
     False),
    # "below /var/cache" is a place; "subdirectories included", "at any depth" are recursion ...
    ("delete all .tmp files below /var/cache, subdirectories included",
     "delete every .tmp file under /var/cache recursively", True),
    ("list files below 10 MB in /tmp", "list files above 10 MB in /tmp", False),
    # ... which the other request must say too
    ("delete all .tmp files under /var/cache", "delete all .tmp files under /var/cache, at any depth", False),
    # a hedge before the ask is no negation of it; "can't remember the password" is content
    ("not sure, what day of the week was 1 March 2024?", "What day of the week was March 1, 2024?", True),
    ("I can't remember the password: reset it for user bob", "reset the password for user bob", False),
    # a rule quoted after its name is read as the same rule written out, each of its words still compared
    ("Refund policy: 'Unused items can be returned within 30 days of delivery.' Can I return an unused item delivered "
     "20 days ago?", "The refund policy says unused items can be returned within 30 days of delivery. Can I return an "
     "unused item delivered 20 days ago?", True),
    ("Refund policy: 'Unused items can be returned within 30 days of delivery.' Can I return an unused item delivered "
     "20 days ago?", "Refund policy: 'Unused items can be returned within 45 days of delivery.' Can I return an unused "
     "item delivered 20 days ago?", False),
    ("Refund policy: 'Unused items can be returned within 30 days of delivery.' Can I return an unused item delivered "
     "20 days ago?", "Refund policy: 'Items can be returned within 30 days of delivery.' Can I return an unused item "
     "delivered 20 days ago?", False),
])
def test_thousands_commas_answer_shapes_relayed_asks_recursion_hedges_and_quoted_rules(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


_RECEIPTS = ("Expense policy: taxis are reimbursed up to $40 per trip. A receipt is required for any expense over $20. "
             "An employee took a $35 taxi ")


@pytest.mark.parametrize("a, b, same_task", [
    # heldout19's false hits (written blind at the twelfth session; its false hits the only cases read), by their
    # causes: a word of absence ("lost", "misplaced", "forgot") is a negation ...
    (_RECEIPTS + "and has the receipt. How much is reimbursed?", _RECEIPTS + "and lost the receipt. How much is "
     "reimbursed?", False),
    (_RECEIPTS + "and kept the receipt. How much is reimbursed?", _RECEIPTS + "and forgot the receipt. How much is "
     "reimbursed?", False),
    # ... the ask replaced by a longer one while the other's ask is named elsewhere in the text ...
    (_RECEIPTS + "and has the receipt. How much is reimbursed?", _RECEIPTS + "and has the receipt. How much does the "
     "employee pay out of their own pocket?", False),
    # ... and a relative clause of up to 12 words added to a short request
    ("Give me a command to stop all processes named 'node'.",
     "Give me a command to stop all processes named 'node' that are owned by the user bob.", False),
    # through the memory, heldout19 found one more (a dictated request met another set's stored entry): a filter
    # headed by "containing", "matching", "mentioning" (or "that have ... in them") is a phrase of scope ...
    ("um what's the command to count how many lines in app dot log have the word WARN in them",
     "Write a shell command to count the number of lines in app.log.", False),
    ("count the lines in app.log containing the word WARN", "count the lines in app.log", False),
    ("list the files in /srv matching *.bak", "list the files in /srv", False),
    # ... and said both ways it is the same filter
    ("count the lines in app.log that have the word WARN in them", "count the lines in app.log containing the word "
     "WARN", True),
])
def test_words_of_absence_replaced_asks_relative_clauses_and_filters(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # heldout20's false hit (written blind at the thirteenth session; its false hits the only cases read): the text a
    # request hands over after "this sentence:" is compared word for word, stop words included ...
    ('Convert this sentence to reported speech: He said, "I will call you tomorrow."',
     'Convert this sentence to reported speech: She said, "I will call you tomorrow."', False),
    ("Translate the following text into German: we met them at the station", "Translate the following text into "
     "German: they met us at the station", False),
    ("Join these lines into one, separated by commas:\n- pear\n- fig", "Join these lines into one, separated by "
     "commas:\n- fig\n- pear", False),
    # ... a quoted payload ends at its closing mark, so what follows it is read as before ...
    ('Rewrite this sentence to sound more casual: "the meeting got moved cause the boss is sick" Thanks!',
     'Make the following sentence more casual: "the meeting got moved cause the boss is sick"', True),
    # ... and the same payload, quoted on one side and bare on the other, is the same text
    ("Convert this sentence to reported speech: 'I will call you tomorrow.'",
     "Convert this sentence to reported speech: I will call you tomorrow.", True),
])
def test_a_handed_over_sentence_is_compared_word_for_word(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # the currency code "USD" reads as "US dollars" does ("US" is a name there), and a region before a unit is the
    # unit's: "per US dollar" is per dollar, "250 US dollars" counts dollars ...
    ("Convert 80 USD to EUR at 1 USD = 0.9 EUR.", "Convert 80 US dollars to euros at 1 USD = 0.9 EUR.", True),
    ("The bank gives 0.9 euros per US dollar. Convert 80 US dollars to euros.",
     "Convert 80 US dollars to euros at 1 USD = 0.9 EUR.", True),
    # ... so whose unit it is, said on one side only, narrows it: a change
    ("Convert 80 US dollars to euros at 1 USD = 0.9 EUR.", "Convert 80 Canadian dollars to euros at 1 USD = 0.9 EUR.",
     False),
    ("Convert 80 dollars to euros at 1 USD = 0.9 EUR.", "Convert 80 Canadian dollars to euros at 1 USD = 0.9 EUR.",
     False),
    ("How many ounces are in 2 litres?", "How many fluid ounces are in 2 litres?", False),
    ("How many US gallons is 75 litres?", "How many US liquid gallons is 75 litres?", True),
])
def test_a_currency_code_is_its_name_and_whose_unit_said_on_one_side_is_a_change(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("text, words", [
    ('Fix this sentence: "Me and him goes there." Thanks', ("me", "and", "him", "goes", "there")),
    ("Summarise the following short email (keep names): Hi Tom, it's late", ("hi", "tom", "it's", "late")),
    ("Translate 'good morning' into French", None),
])
def test_payload_words(text, words):
    from kvmemory.sametask.payload import payload

    assert payload(text) == words


@pytest.mark.parametrize("a, b, same_task", [
    # heldout19's misses (read at the thirteenth session; a tuning split since), by their general causes: a dictated
    # "um", "uh" is no content word, nor "somebody" ...
    ("uh what day of the week was 3 May 2021", "What day of the week was May 3, 2021?", True),
    ("how old is somebody born on 2 June 1990 on 1 June 2020", "How old is someone born on June 2, 1990 as of "
     "June 1, 2020?", True),
    # ... "belonging to" a user is "owned by" them, and the user still counts ...
    ("kill every node process belonging to user bob", "kill all node processes owned by the user bob", True),
    ("kill every node process belonging to user bob", "kill all node processes owned by the user alice", False),
    # ... "inside /path" is in it, "files ending in .log" are ".log files" (the extension still counts) ...
    ("find every .log file inside /srv/app", "find all files ending in .log under /srv/app", True),
    ("find all files ending in .log under /srv/app", "find all files ending in .txt under /srv/app", False),
    # ... "boil it down" summarises, and how short still counts ...
    ("Boil this down to one sentence: 'The build failed twice.'", "Summarise in one sentence: 'The build failed "
     "twice.'", True),
    ("Boil this down to one sentence: 'The build failed twice.'", "Summarise in three sentences: 'The build failed "
     "twice.'", False),
    # ... and "a single line" is "one line"
    ("Print the lines of notes.txt on a single line.", "Print the lines of notes.txt on one line.", True),
    ("Print the lines of notes.txt on a single line.", "Print the lines of notes.txt on two lines.", False),
])
def test_dictation_fillers_ownership_file_endings_and_summary_wording(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # found by asking every request of the sets against the three nearest stored requests of every other set (a
    # cross-set false hit): a unit joined to an asked unit by "and" is asked too, and "ft/in" is feet and inches
    ("Convert 180 centimeters to feet and inches.", "What is 180 centimeters in feet?", False),
    ("180cm in ft and in", "What is 180 centimeters in feet?", False),
    ("180cm in ft/in?", "Convert 180 centimeters to feet and inches.", True),
    ("how tall is 180 cm in feet/inches", "Convert 180 centimeters to feet and inches.", True),
    ("Convert 5 feet and 10 inches to centimeters.", "Convert 5 feet 10 inches to centimeters.", True),
    # ... and a filter headed by "whose" narrows what is listed, as one headed by "containing" does
    ("List the employees whose department is Sales.", "List the employees.", False),
    ("Give me a SQL query to find all employees whose department is Marketing, sorted by salary from lowest to "
     "highest.", "Write a SQL query to list all employees sorted by salary in ascending order.", False),
    ("List the employees whose department is Sales.", "List the employees in the Sales department.", True),
    # ... and how the fields are separated, said on one side only, changes the command
    ("Write a command that prints the third column of data.csv (tab-separated).", "Print the 3rd column of data.csv.",
     False),
    ("cut col 3 out of data.csv, delimiter is a comma", "Write a command that prints the third column of data.csv "
     "(comma-separated).", True),
    ("Count the days separating 15 Jan 2026 and 1 June 2026.", "How many days are there between January 15, 2026 "
     "and June 1, 2026?", True),
])
def test_units_joined_by_and_whose_filters_and_field_separators_are_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # heldout21's false hit (written blind at the fourteenth session; its false hit the only case read): what a
    # list is sorted by is a slot, "alphabetically" naming its own key ...
    ("Objective: order the following words by length, shortest first: pear, apple, mango, cherry, banana.",
     "Put this list in alphabetical order: pear, apple, mango, cherry, banana.", False),
    ("Sort the employees by salary.", "Sort the employees by name.", False),
    ("Sort the employees by hire date.", "Sort the employees alphabetically.", False),
    # ... a key said on one side only, where the other names no order at all, narrows the request ...
    ("Sort the files in /tmp by size.", "Sort the files in /tmp.", False),
    # ... and the same key, said otherwise, is the same request
    ("List the employees sorted by salary, highest first.", "Show all employees ordered by salary in descending "
     "order.", True),
    ("Sort the names alphabetically.", "Sort the names from A to Z.", True),
    ("Sort the words in reverse alphabetical order.", "Sort the words from Z to A.", True),
    ("Sort the words by length, shortest first.", "Order the words by length in ascending order.", True),
])
def test_sort_keys_are_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # heldout20's misses (read at the fourteenth session): a typing slip of a word the other request says is that
    # word ("colum", "seperated", "novmber", "teh") ...
    ("how do i print the 3rd colum of data.csv (comma seperated) from the shell",
     "Shell command to print the 3rd column of the comma-separated file data.csv.", True),
    ("whats the date of the last friday in novmber 2026", "What is the date of the last Friday of November 2026?",
     True),
    # ... and a slip of a word a slot reads is read as that word even where the other request does not say it, so
    # a slip never hides a change (found by the cross-set check: "comma seperated" vs nothing said) ...
    ("how do i print the 3rd colum of data.csv (comma seperated) from the shell", "Print the 3rd column of data.csv.",
     False),
    # ... but not a word of its own ("normal" is no slip of "formal"), nor a slip in the first letter ...
    ("Make this sentence more normal: 'see u at 5'", "Make this sentence more formal: 'see u at 5'", False),
    ("Create the directory build/ with rmdir.", "Create the directory build/ with mkdir.", False),
    # ... an opening interjection or urgency and who the request is for carry no task ...
    ("URGENT: in-place replace ALL http:// with https:// in config.txt, one command pls",
     "One-line command to replace every occurrence of 'http://' with 'https://' in config.txt, editing the file in "
     "place.", True),
    ('For my English class: rewrite "The committee approved the new budget on Monday." so it is in the passive.',
     'Rewrite in the passive voice: "The committee approved the new budget on Monday."', True),
    ('For my English class: rewrite "The committee approved the new budget on Monday." so it is in the passive.',
     'Translate into English: "The committee approved the new budget on Monday."', False),
    # ... nor does an exercise's number ("Homework question 4:") ...
    ("Homework question 4: what day of the week was 14 March 2019?", "What day of the week was 14 March 2019?", True),
    ("What day of the week was 4 March 2019?", "What day of the week was 14 March 2019?", False),
    # ... "one" before "may" or "can" is a person, not a count, and "one liner" is a one-liner ...
    ("Please supply the command by which one may ascertain which process is listening on TCP port 8080.",
     "Command to show which process is listening on TCP port 8080.", True),
    ("quick - top 5 largest files in cwd, one liner?", "Shell one-liner that lists the 5 largest files in the current "
     "directory.", True),
    ("Give one can of soup to each of 3 guests.", "Give two cans of soup to each of 3 guests.", False),
    # ... and "It is requested that ..." asks, as "Please ..." does
    ("It is requested that the calendar date of the final Friday of the month of November 2026 be identified.",
     "What is the date of the last Friday of November 2026?", True),
    ("It is known that the last Friday of November 2026 is the 27th.", "What is the date of the last Friday of "
     "November 2026?", False),
])
def test_typing_slips_interjections_exercise_numbers_and_it_is_requested(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_typing_slips_are_mended_only_toward_the_other_request_and_only_outside_the_work():
    from kvmemory.sametask.typos import mend_typos, vocabulary
    assert len(vocabulary()) > 15000 and "column" in vocabulary() and "colum" not in vocabulary()
    assert mend_typos("print teh 3rd colum", "print the third column") == "print the 3rd column"
    # a word of its own, a slip in the first letter, a capitalised word and a word the other request also says stay
    assert mend_typos("make it normal", "make it formal") == "make it normal"
    assert mend_typos("use rmdir", "use mkdir") == "use rmdir"
    assert mend_typos("ask Jonn", "ask John") == "ask Jonn"
    # quoted text and the text a request hands over are the work itself: their slips stay
    assert mend_typos("Fix the spelling: 'I recieve it'", "Fix the spelling: 'I receive it'") == \
        "Fix the spelling: 'I recieve it'"
    assert mend_typos("Fix this sentence: I recieve it", "Fix this sentence: I receive it") == \
        "Fix this sentence: I recieve it"
    # two words the slip could be: left alone
    assert mend_typos("the bat", "the bta tab") == "the bat"


@pytest.mark.parametrize("a, b, same_task", [
    # heldout21's misses (read at the fourteenth session, after its fresh figure): Markdown is layout, not quoted
    # text: bold values, headings as labels, a quoted rule after "> ", a table of fields, inline code around a value
    # or one token, a code block of table schemas ...
    ("## Task\nTemperature conversion\n\n- **Input:** `72 °F`\n- **Target unit:** degrees Celsius\n\nReturn the "
     "converted value.", "Convert 72 degrees Fahrenheit to Celsius.", True),
    ("## Task\nTemperature conversion\n\n- **Input:** `72 °F`\n- **Target unit:** degrees Kelvin\n\nReturn the "
     "converted value.", "Convert 72 degrees Fahrenheit to Celsius.", False),
    ("## Schema\n```sql\norders(id, customer_id, total, created_at)\n```\n## Task\nPer-customer revenue (sum of "
     "`total`), sorted in descending order of revenue.", "Given the table orders(id, customer_id, total, created_at), "
     "write a SQL query that returns the total revenue for each customer, highest first.", True),
    ("**Table:** `tickets(id, status, priority, opened_at, closed_at)`\n**Need:** the 10 most recently opened tickets "
     "that are still in status `'open'`.", "Table tickets(id, status, priority, opened_at, closed_at). Write a SQL "
     "query that returns the 10 most recently opened tickets whose status is 'open'.", True),
    ("**Table:** `tickets(id, status, priority, opened_at, closed_at)`\n**Need:** the 10 most recently opened tickets "
     "that are still in status `'closed'`.", "Table tickets(id, status, priority, opened_at, closed_at). Write a SQL "
     "query that returns the 10 most recently opened tickets whose status is 'open'.", False),
    # ... a block that is not a schema is the work handed over, quoted as before ...
    ("## Task\nTranslation EN → FR\n\n```\nThe meeting has been moved to Thursday afternoon.\n```",
     "Translate into French: 'The meeting has been moved to Thursday afternoon.'", True),
    ("## Task\nTranslation EN → FR\n\n```\nThe meeting has been moved to Friday afternoon.\n```",
     "Translate into French: 'The meeting has been moved to Thursday afternoon.'", False),
    # ... "# of days" is the number of days, no heading ...
    ("# of days from 3 march 2025 to 17 june 2025", "How many days are there from March 3, 2025 to June 17, 2025?",
     True),
    # ... an assistant's "Certainly! The user would like to know ..." restates the asker; a customer stays ...
    ("Certainly! The user is asking for a height of 180 cm expressed in feet and inches.",
     "Convert 180 centimetres to feet and inches.", True),
    ("Goal: the calendar date that falls 90 days after 15/10/2025.", "What date is 90 days after 15 October 2025?",
     True),
    # ... "followed by a short explanation" asks for a second thing, and "with or without a note" is not "without a
    # note" (two false hits these readings made on heldout21's changed requests before they were closed)
    ('Certainly! The user would like the grammar of "Me and him goes to the gym every morning." corrected, followed '
     'by a short explanation of each correction.', "Fix the grammar in this sentence: 'Me and him goes to the gym "
     "every morning.'", False),
    ("## Policy\n> Students who miss more than 3 lectures in a term fail the module, with or without a medical note.\n"
     "\n## Case\nRavi missed **4** lectures this term; 2 are covered by a medical note.\n\n## Question\nDoes Ravi fail?",
     'Policy: "Students who miss more than 3 lectures in a term without a medical note fail the module." Case: Ravi '
     "missed 4 lectures this term; 2 of those absences are covered by a medical note. Does Ravi fail the module?",
     False),
])
def test_markdown_layout_and_assistant_restatements_read_as_the_request(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_markdown_reads_as_the_text_it_renders_to():
    from kvmemory.sametask.markdown import plain_markdown
    assert plain_markdown("no marks here: 3 * 4 and *.log") == "no marks here: 3 * 4 and *.log"
    assert plain_markdown("Delete the **21-day** old `*.log` files") == "Delete the 21-day old *.log files"
    assert plain_markdown("## Case\n> Late twice.\n> Warned once.") == 'Case:\n"Late twice. Warned once."'
    assert plain_markdown("| Departure | Duration |\n|---|---|\n| 23:10 | 13h 40m |") == \
        "Departure: 23:10\nDuration: 13h 40m"
    assert plain_markdown("| Field | Value |\n|---|---|\n| Amount | €250 |\n| Target | USD |") == \
        "Amount: €250\nTarget: USD"
    assert plain_markdown("Run `rm -rf build` now") == "Run `rm -rf build` now"     # code with spaces stays code


@pytest.mark.parametrize("a, b, same_task", [
    # a block quote is quoted text (the sentence to rewrite, the rule after "## Policy") ...
    ("Task: convert the sentence below to the passive voice.\n> The committee approved the new budget on Monday.",
     "Rewrite in the passive voice: 'The committee approved the new budget on Monday.'", True),
    ("Task: convert the sentence below to the passive voice.\n> The committee approved the new budget on Friday.",
     "Rewrite in the passive voice: 'The committee approved the new budget on Monday.'", False),
    # ... and a single-quoted text keeps the apostrophes inside its words ("the report's gonna be late")
    ("Rewrite this email opening in a formal tone: \"Hey guys, just wanted to let you know the report's gonna be "
     "late.\"", "Rewrite this email opening in a formal tone: 'Hey guys, just wanted to let you know the report's "
     "gonna be late.'", True),
    ("Rewrite this email opening in a formal tone: 'Hey guys, just wanted to let you know the report's gonna be "
     "late.'", "Rewrite this email opening in a formal tone: 'Hey guys, just wanted to let you know the slides are "
     "gonna be late.'", False),
])
def test_block_quotes_and_quotes_holding_apostrophes_read_as_quoted_text(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # heldout22's false hit (written blind at the fifteenth session; its false hit the only case read before its
    # misses): a yes/no question about some of the things is not one about all of them ...
    ('School library rule: "Students may have at most 3 library books on loan at a time." Lena already has 2 books '
     "out and wants to borrow 2 more. Can she borrow at least one of them?",
     'School library rule: "Students may have at most 3 library books on loan at a time." Lena already has 2 books '
     "out and wants to borrow 2 more. Can she borrow both?", False),
    ("Are any of the files older than 7 days?", "Are all of the files older than 7 days?", False),
    ("Can either of them approve the claim?", "Can both of them approve the claim?", False),
    # ... while the same quantifier said otherwise, or said on one side only, is the same question
    ("Do all employees get the bonus?", "Does every employee get the bonus?", True),
    ("Can she borrow at least one of them?", "Can she borrow any of them?", True),
    ("Can she borrow them?", "Can she borrow both?", True),
])
def test_some_or_all_in_a_yes_no_question_is_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))



def test_structured_requests_read_as_fields():
    from kvmemory.sametask.structured import plain_structured
    assert plain_structured('{"op": "unit_convert", "value": 26.2, "from": "mile", "to": "kilometre"}') == \
        "op: unit convert\nvalue: 26.2\nfrom: mile\nto: kilometre"
    assert plain_structured('```json\n{"schema": {"orders": ["id", "total"]}, "inclusive": true, "dry_run": false}\n```'
                            ) == "orders(id, total)\ninclusive\nnot dry run"
    assert plain_structured('{"task": "translate", "target_lang": "fr", "text": "The meeting moved to Thursday."}') == \
        'task: translate\ntarget_lang: French\ntext: "The meeting moved to Thursday."'
    assert plain_structured("op=add_days&base=2024-11-10&days=90") == "op: add days\nbase: 2024-11-10\ndays: 90"
    assert plain_structured("tool=sed mode=in_place file=config.yaml") == "tool: sed\nmode: in place\nfile: config.yaml"
    assert plain_structured("tzconv --at '2025-01-15 09:00' --from Europe/London --to America/New_York  # for the invite"
                            ) == "tzconv\nat: 2025-01-15 09:00\nfrom: London\nto: New York\nfor the invite"
    assert plain_structured("weight_lb,weight_oz,convert_to\n5,8,g") == "weight_lb: 5\nweight_oz: 8\nconvert_to: g"
    assert plain_structured("values: [350, 400, 425]\ntext: |\n  Line one.\n  Line two.\n") == \
        'values: 350, 400, 425\ntext: "Line one. Line two."\n'
    assert plain_structured("table=users&columns=id,email&aggregate=count") == \
        "users(id, email)\naggregate: count"
    # prose, a single option, a shell command with short flags and a broken payload are left as written
    for text in ("Convert 72 F to C, e.g. for the oven.", "Back up with `backup --every 1h30m` nightly.",
                 "Used by `backup --every 1h30m --keep 7`: turn it into minutes",
                 "Run rsync --archive --delete src/ dst/ tonight",
                 "find . -name '*.log' -mtime +7 -delete", '{"op": "convert", "value": }', "a,b\n1,2\n3,4"):
        assert plain_structured(text) == text


@pytest.mark.parametrize("a, b, same_task", [
    # heldout22's misses (read after its fresh figure): a request handed on as data (a
    # tool call's JSON arguments, a query string, a command's long options, a CSV row, YAML) is read as the fields
    # a person would write, so it is the same task as the prose request with the same facts ...
    ('{"op": "unit_convert", "value": 26.2, "from": "mile", "to": "kilometre"}',
     'How many kilometres is 26.2 miles?', True),
    ('{"op": "unit_convert", "value": 26.2, "from": "kilometre", "to": "mile"}',
     'How many kilometres is 26.2 miles?', False),
    ('datediff --from 2025-02-03 --to 2025-04-17 --unit days',
     'How many days are there between 3 February 2025 and 17 April 2025?', True),
    ('datediff --from 2025-02-03 --to 2025-05-17 --unit days',
     'How many days are there between 3 February 2025 and 17 April 2025?', False),
    ('weight_lb,weight_oz,convert_to\n5,8,g',
     'Convert a weight of 5 pounds 8 ounces to grams.', True),
    ('weight_lb,weight_oz,convert_to\n6,8,g',
     'Convert a weight of 5 pounds 8 ounces to grams.', False),
    ("tzconv --at '2025-01-15 09:00' --from Europe/London --to Asia/Tokyo",
     'What time is it in Tokyo when it is 9:00 AM in London on 15 January 2025?', True),
    ("tzconv --at '2025-01-15 09:00' --from Asia/Tokyo --to Europe/London",
     'What time is it in Tokyo when it is 9:00 AM in London on 15 January 2025?', False),
    ('{"task": "translate", "target_lang": "fr", "text": "The meeting has been moved to Thursday."}',
     "Translate into French: 'The meeting has been moved to Thursday.'", True),
    ('{"task": "translate", "target_lang": "de", "text": "The meeting has been moved to Thursday."}',
     "Translate into French: 'The meeting has been moved to Thursday.'", False),
    ('{"task": "translate", "target_lang": "fr", "text": "The meeting has been moved to Friday."}',
     "Translate into French: 'The meeting has been moved to Thursday.'", False),
    ('table=users&columns=id,email,signup_date,country&aggregate=count&where=country:Canada',
     "Table users(id, email, signup_date, country). Write a query that counts the users whose country is 'Canada'.", True),
    ('table=users&columns=id,email,signup_date,country&aggregate=count&where=country:!Canada',
     "Table users(id, email, signup_date, country). Write a query that counts the users whose country is 'Canada'.", False),
    ('task: temperature_conversion\nfrom: fahrenheit\nto: celsius\nvalues: [350, 400, 425]',
     'Convert these oven temperatures from Fahrenheit to Celsius: 350°F, 400°F and 425°F.', True),
    ('task: temperature_conversion\nfrom: celsius\nto: fahrenheit\nvalues: [350, 400, 425]',
     'Convert these oven temperatures from Fahrenheit to Celsius: 350°F, 400°F and 425°F.', False),
    ('{"tool": "bash", "intent": "line_count", "path": "access.log"}',
     'Write a shell command that prints the number of lines in access.log.', True),
    ('{"tool": "bash", "intent": "word_count", "path": "access.log"}',
     'Write a shell command that prints the number of lines in access.log.', False),
    # ... "not equal" said as a sign is a negation, in prose too ...
    ("Count the users whose country != 'Canada'.", "Count the users whose country = 'Canada'.", False),
    ("SELECT * FROM users WHERE country <> 'Canada'", "SELECT * FROM users WHERE country = 'Canada'", False),
    ("Count the users whose country != 'Canada'.", "Count the users whose country is not 'Canada'.", True),
    # ... and a unit given again with each number is one source unit, while a unit asked twice is a second ask
    ("Convert from Fahrenheit to Celsius: 350°F, 400°F and 425°F.", "Convert 350, 400 and 425 from Fahrenheit to "
     "Celsius.", True),
    ("started_at: 2025-11-02 22:40\nfinished_at: 2025-11-03 03:15\nTask: report the run duration in hours and minutes, "
     "and also as a total number of minutes.", "started_at: 2025-11-02 22:40\nfinished_at: 2025-11-03 03:15\nTask: "
     "report the run duration in hours and minutes.", False),
])
def test_requests_written_as_data_are_the_same_task_as_prose_with_the_same_facts(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_work_item_references_and_tags_are_framing():
    from kvmemory.sametask.framing import drop_framing
    assert drop_framing("PR #311: point staging at db.internal") == "point staging at db.internal"
    assert drop_framing("Issue #412: floor area only shown in sq ft") == "floor area only shown in sq ft"
    assert drop_framing("# TODO(copy): rewrite the sentence in the passive voice") == \
        "rewrite the sentence in the passive voice"
    assert drop_framing("-- FIXME: the view should list the open tickets") == "the view should list the open tickets"
    assert drop_framing("feat(metrics): add a signup counter") == "add a signup counter"
    assert drop_framing("- [ ] turn that line into a bullet list") == "turn that line into a bullet list"
    assert drop_framing('The handbook says: "Up to 5 days carry over."') == "The handbook says: Up to 5 days carry over."
    # a number in a sentence, a bug fixed "now", a tag word inside a sentence are content
    for text in ("Fix bug 12 in the parser now", "Count the issues opened in 2024.", "Add a note: the table is big"):
        assert drop_framing(text) == text


@pytest.mark.parametrize("a, b, same_task", [
    # found by probing symbol- and connective-level changes: conditions joined by "or" are
    # not the same conditions joined by "and" ...
    ("Count the orders where status = 'open' OR priority = 'high'.",
     "Count the orders where status = 'open' AND priority = 'high'.", False),
    ("Can I bring a cat or a dog to the office?", "Can I bring a cat and a dog to the office?", False),
    ("Leap year check: 2100, yes or no?", "Is 2100 a leap year?", True),
    ("List the orders of 5 or more items.", "List the orders of at least 5 items.", True),
    # ... something the subject's own is not another's ...
    ("Policy: 'Managers approve leave.' Can Ann approve her own leave?",
     "Policy: 'Managers approve leave.' Can Ann approve Bob's leave?", False),
    # ... an archive format named on both sides is compared ("zip" and "gzip" both read as the operation compress) ...
    ("Compress the folder with zip.", "Compress the folder with gzip.", False),
    ("Compress the reports folder with zip.", "Zip the reports folder.", True),
    # ... "per" after a unit is a rate only where a unit or a number follows it: "Celsius for each user" groups ...
    ("Convert 72 F to Celsius.", "Convert 72 F to Celsius for each user.", False),
    ("Pace: 6 minutes per km. Convert to minutes per mile.", "Convert a pace of 6 min/km to min per mile.", True),
    ("I need a query that will compute the total amount of the orders created before 2022 for each user.",
     "Using SQL, sum the amount of the orders that were created before 2022.", False),
    ("Installing software on a work laptop: is sign-off from my manager required for each user?",
     "Do I need manager approval to install software on my work laptop?", False),
    ("Meals are reimbursed up to $60 per day.", "Meals are reimbursed up to $60 daily.", True),
    # ... and an inflected direction word is the direction ("increased by 15%" is not "15% of")
    ("What is 15% of 80?", "What is 80 increased by 15%?", False),
    ("Increase the price by 10%.", "The price increased by 10%; what is it now?", True),
])
def test_connectives_possessives_archive_formats_per_groups_and_inflected_directions(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # readings from misses across several sets: a thing sent back is returned (no direction) ...
    ("They opened the blender and want to send it back 20 days after delivery. What can they get?",
     "They opened the blender and want to return it 20 days after delivery. What can they get?", True),
    ("They opened the blender and want to send it back 20 days after delivery. What can they get?",
     "They opened the blender and want to return it 40 days after delivery. What can they get?", False),
    # ... a preposition said in several words is one preposition ...
    ("With regard to the table sales(region, product, amount), write a query for the total amount per product.",
     "Table sales(region, product, amount). Write a query for the total amount per region.", False),
    # ... "on which day of the week did X fall" asks the day of the week ...
    ("On which day of the week did 14 March 2019 fall?", "What day of the week was 14 March 2019?", True),
    ("On which day of the week did 15 March 2019 fall?", "What day of the week was 14 March 2019?", False),
    # ... a scale word after a number is the number; "m/s" is metres per second; mebibytes are a unit ...
    ("I have a file of 500 million bytes. What's that in mebibytes?", "How many mebibytes (MiB) is 500,000,000 bytes?",
     True),
    ("I have a file of 500 million bytes. What's that in megabytes?", "How many mebibytes (MiB) is 500,000,000 bytes?",
     False),
    ("I have a file of 50 million bytes. What's that in mebibytes?", "How many mebibytes (MiB) is 500,000,000 bytes?",
     False),
    ("What's 90 kilometres per hour in m/s?", "Convert 90 km/h to metres per second.", True),
    ("What's 90 m/s in kilometres per hour?", "Convert 90 km/h to metres per second.", False),
    # ... "her fine" is a penalty, not "is it fine?"; "altogether" after paying is "in total" ...
    ("Priya returned the book 4 days late at $0.25 a day. How much is her fine?",
     "Priya returned the book 4 days late at $0.25 a day. What is her fine?", True),
    ("Priya returned the book 4 days late. Is that fine?", "Priya returned the book 4 days late. What is her fine?",
     False),
    # ... a yes/no question is not a "what ...?" question, but "do you know what ...?" asks the what ...
    ("Do you know what day of the week July 14, 1989 fell on?", "What day of the week was 14 July 1989?", True),
    ("Is 2100 a leap year?", "What about 2100, is it a leap year?", True),
    ('Policy: "Orders over $75 ship free; otherwise shipping is $6.95." A cart is $75. How much do they pay altogether?',
     'Policy: "Orders over $75 ship free; otherwise shipping is $6.95." A cart is $75. What do they pay in total?', True),
    # ... below the current directory is under it; "politer" is more polite; "its number of" counts ...
    ("Which .txt files below the current directory were modified in the last 7 days?",
     "Which .txt files under the current directory were modified in the last 7 days?", True),
    ('Politer version of this email, please: "Send me the report by Friday."',
     'Make this email more polite: "Send me the report by Friday."', True),
    ('Politer version of this email, please: "Send me the report by Friday."',
     'Make this email more casual: "Send me the report by Friday."', False),
    ("Write SQL on products(id, name, category) that shows, for every category, its number of products.",
     "Table products(id, name, category). Write SQL returning how many products there are in each category.", True),
    ("Write SQL on products(id, name, category) that shows, for every category, its total price of products.",
     "Table products(id, name, category). Write SQL returning how many products there are in each category.", False),
    # ... "change nothing else" only says to do the task, however said; "keeping their order" = "in the same order" ...
    ("Fix the spelling mistakes without changing anything else: 'Plese recieve it.'",
     "Fix the spelling mistakes and change nothing else: 'Plese recieve it.'", True),
    ("Fix the spelling mistakes and leave everything else as is: 'Plese recieve it.'",
     "Fix the spelling mistakes: 'Plese recieve it.'", True),
    ("Reformat these dates as YYYY-MM-DD, keeping their order: 'March 5, 2025; 1st Jan 2026'",
     "Reformat these dates as YYYY-MM-DD in the same order: 'March 5, 2025; 1st Jan 2026'", True),
    ("Reformat these dates as YYYY-MM-DD, oldest first: 'March 5, 2025; 1st Jan 2026'",
     "Reformat these dates as YYYY-MM-DD in the same order: 'March 5, 2025; 1st Jan 2026'", False),
    # ... "whose birthday is" = "born on"; "typos" are spelling mistakes; "one-line" = "one-liner" ...
    ("On 2025-08-15, how many years old is a person whose birthday is 1990-08-29?",
     "How old is someone born on 29 August 1990 on 15 August 2025?", True),
    ("On 2025-08-15, how many years old is a person whose birthday is 1990-08-30?",
     "How old is someone born on 29 August 1990 on 15 August 2025?", False),
    ("Please fix the typos in this sentence: 'Plese recieve it.'",
     "Fix the spelling mistakes in this sentence: 'Plese recieve it.'", True),
    ("Please fix the grammar in this sentence: 'Plese recieve it.'",
     "Fix the spelling mistakes in this sentence: 'Plese recieve it.'", False),
    ("One-line shell command to count the lines in access.log.", "Shell one-liner to count the lines in access.log.",
     True),
    # ... and what one unit buys is a rate: the reversed rate is another request
    ("If one dollar buys 0.93 euros, what is 1250 euros in dollars?",
     "At a rate of 1 EUR = 1.08 USD, what is 1250 euros in dollars?", False),
])
def test_sent_back_multiword_prepositions_scale_words_politer_typos_and_one_liners(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_code_prose_reads_d_p_as_decimal_places_and_n_or_more_as_at_least_n():
    # "to 2 d.p." is rounding to 2 decimal places; "8 or more" is "at least 8"; "up to and including" is inclusive
    split = [("split_bill(90, 3, 10)", "33.0"), ("split_bill(50, 2, 0)", "25.0")]
    rounded = _stub_fn("Per-person share of the bill with the tip added, to 2 d.p.", split, "split_bill",
                       "total, people, tip_percent")
    assert decide_code(rounded, _stub_fn("Per-person share of the bill with the tip added, rounded to 2 decimal "
                                         "places.", split, "split_bill", "total, people, tip_percent"), HIGH).same
    assert not decide_code(rounded, _stub_fn("Per-person share of the bill with the tip added, rounded down.", split,
                                             "split_bill", "total, people, tip_percent"), HIGH).same
    long = [("is_long('abcdefgh')", "True"), ("is_long('abc')", "False")]
    at_least = _stub_fn("Return True if s is at least 8 characters long.", long, "is_long", "s")
    assert decide_code(_stub_fn("Return True if s is 8 or more characters long.", long, "is_long", "s"), at_least,
                       HIGH).same
    assert not decide_code(_stub_fn("Return True if s is 8 or fewer characters long.", long, "is_long", "s"),
                           at_least, HIGH).same


@pytest.mark.parametrize("a, b, same_task", [
    # false hits: two requests for a stored request whose wording the cross-set check put
    # beside another (a rename's target said as "so they have a .jpeg extension"; a rounding to a whole number said
    # on one side only) ...
    ("How do I rename all .jpg files in the current directory so they have a .jpeg extension instead?",
     "Write a shell command that renames every .jpeg file in the current directory to .jpg.", False),
    ("How do I rename all .jpeg files in the current directory so they have a .jpg extension instead?",
     "Write a shell command that renames every .jpeg file in the current directory to .jpg.", True),
    ("Goal: rename files. Every file ending in .jpeg must end in .jpg instead.",
     "Goal: rename files. Every file ending in .jpg must end in .jpeg instead.", False),
    ("Convert 72 °F to Celsius, rounded to the nearest whole degree.", "Convert 72 °F to Celsius.", False),
    ("Convert 72 °F to Celsius, rounded to the nearest whole degree.",
     "Convert 72 °F to Celsius, rounded to one decimal place.", False),
    ("500 g of flour in oz, round to whole oz.", "Convert 500 g of flour to ounces, rounded to the nearest whole ounce.",
     True),
    ("Round $12.345 to the nearest cent.", "Round $12.345 to the nearest dollar.", False),
    ("find files > 100MB under ~", "Find all files under the current directory larger than 100 MB.", False),
    ("find files > 100MB under ~", "Find all files larger than 100MB in the home directory.", True),
    # ... and the second red team's two (heldout24, written blind): two dates trading their years are other dates,
    # while one year said for a range is both dates' year ...
    ("How old is someone born on March 5, 1990 on September 12, 2025?",
     "How old is someone born on September 12, 1990 on March 5, 2025?", False),
    ("How many days are there from Jan 1 to Jul 4, 2024?",
     "How many days are there between January 1, 2024 and July 4, 2024?", True),
    ("How many days are there from Jan 1 to Jul 4, 2024?",
     "How many days are there between January 1, 2023 and July 4, 2024?", False),
    # ... and an exemption is a negation
    ('Rule: "Late books cost $0.25 a day; volunteers are exempt from late fines." A volunteer returns a book 12 days '
     'late. What is the fine?', 'Rule: "Late books cost $0.25 a day." A volunteer returns a book 12 days late. What is '
     'the fine?', False),
])
def test_rename_targets_roundings_home_paths_traded_years_and_exemptions_are_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # from heldout24's misses: "one hundred and fifty" is one number (while "one hundred and two
    # hundred" are two) ...
    ("My suitcase weighs one hundred and twenty pounds. What is that in kilograms?",
     "How many kilograms is 120 pounds?", True),
    ("My suitcase weighs one hundred and twenty pounds. What is that in kilograms?",
     "How many kilograms is 100 pounds?", False),
    ("Count the numbers between one hundred and two hundred.", "Count the numbers between 100 and 200.", True),
    ("Count the numbers between one hundred and two hundred.", "Count the numbers between 102 and 100.", False),
    # ... a scale read off is the target; "alphabetise" sorts; "trailing" lines are the last ones ...
    ("What is 40 °C on the Fahrenheit scale?", "Convert 40 degrees Celsius to Fahrenheit.", True),
    ("What is 40 °F on the Celsius scale?", "Convert 40 degrees Celsius to Fahrenheit.", False),
    ("Alphabetise these cities: Rome, Oslo, Lima.", "Sort these cities alphabetically: Rome, Oslo, Lima.", True),
    ("Alphabetise these cities: Rome, Oslo, Lima.", "Sort these cities by length: Rome, Oslo, Lima.", False),
    ("Shell command to print the trailing 15 lines of server.log.", "Shell command to print the last 15 lines of "
     "server.log.", True),
    ("Shell command to print the trailing 15 lines of server.log.", "Shell command to print the first 15 lines of "
     "server.log.", False),
    # ... the day before today is yesterday; the system said several ways is one system ...
    ("On a Linux box, what command prints the date one day before today?", "I'm on Linux. Which command prints "
     "yesterday's date?", True),
    ("On a Linux box, what command prints the date one day after today?", "I'm on Linux. Which command prints "
     "yesterday's date?", False),
    ("On a Mac, what command prints the date one day before today?", "I'm on Linux. Which command prints "
     "yesterday's date?", False),
    # ... a fortnight is 14 days; what is left until a date, counted from today's date ...
    ("A plan started on March 2, 2025 renews fortnightly. When is the second renewal?",
     "A plan started on March 2, 2025 renews every 14 days. When is the second renewal?", True),
    ("A plan started on March 2, 2025 renews fortnightly. When is the second renewal?",
     "A plan started on March 2, 2025 renews every 7 days. When is the second renewal?", False),
    ("How many days remain until New Year's Eve 2026 if today is 3 May 2026?",
     "Counting from May 3, 2026, how many days are left until December 31, 2026?", True),
    ("How many days remain until New Year's Eve 2026 if today is 3 June 2026?",
     "Counting from May 3, 2026, how many days are left until December 31, 2026?", False),
    ("From the first of May 2026, how long is it, in days, until October 2nd of that year?",
     "How many days are there from May 1, 2026 to October 2, 2026?", True),
    ("From the first of May 2026, how long is it, in days, until October 2nd of that year?",
     "How many days are there from May 1, 2026 to October 2, 2027?", False),
    # ... bills still outstanding are unpaid; "an active one" is no number ...
    ("Table bills(id, amount, paid_on); paid_on is NULL until paid. SQL for the total of the bills still outstanding.",
     "Table bills(id, amount, paid_on); paid_on is NULL until paid. SQL for the total of the unpaid bills.", True),
    ("Table bills(id, amount, paid_on); paid_on is NULL until paid. SQL for the total of the bills still outstanding.",
     "Table bills(id, amount, paid_on); paid_on is NULL until paid. SQL for the total of the paid bills.", False),
    ('Turn this sentence into a casual one: "Kindly hand me the keys."',
     'Rewrite in a formal tone: "Kindly hand me the keys."', False),
    # ... the rule a request is under; a pay rate said "an hour"; a sum said "overall"; a thing that came back ...
    ('Per store policy, "Returns are accepted within 14 days." A sofa bought May 1 comes back May 20. Refund?',
     'Store policy: "Returns are accepted within 14 days." A sofa bought May 1 comes back May 20. Refund?', True),
    ("Omar is paid $18 a day and worked 30 hours. What is his total pay?",
     "Omar earns $18 per hour and worked 30 hours. What is his total pay?", False),
    ("Three DVDs came back 4 days late at $1 a day each. What is the fine for each DVD?",
     "Three DVDs were returned 4 days late at $1 per day each. What is the total fine?", False),
    # ... a race named by its distance; an exchange rate however said (and the reversed rate is another request)
    ("How many miles is a 5K run?", "I'm doing a 5 km run. What distance is that in miles?", True),
    ("How many miles is a 5K run?", "I'm doing a 5 mile run. What distance is that in km?", False),
    ("If each euro buys 1.08 US dollars, how many US dollars would I get for €300?",
     "Convert 300 euros to US dollars at an exchange rate of 1 euro = 1.08 US dollars.", True),
    ("If each US dollar buys 1.08 euros, how many US dollars would I get for €300?",
     "Convert 300 euros to US dollars at an exchange rate of 1 euro = 1.08 US dollars.", False),
])
def test_spoken_hundreds_scales_sort_words_yesterday_fortnights_and_exchange_rates(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_code_prose_reads_below_zero_as_negative_not_as_a_bound():
    # "below zero" in a docstring is the sign "negative", not a bound; "below limit" still is one
    due = [("days_left('2024-02-20', '2024-03-05')", "14"), ("days_left('2025-01-10', '2025-01-01')", "-9")]
    negative = _stub_fn("Return the days from today until due; negative once due has passed.", due, "days_left",
                        "today, due")
    assert decide_code(_stub_fn("Return the days from today until due; below zero once due has passed.", due,
                                "days_left", "today, due"), negative, HIGH).same
    assert not decide_code(_stub_fn("Return the days from today until due; above zero once due has passed.", due,
                                    "days_left", "today, due"), negative, HIGH).same


@pytest.mark.parametrize("a, b, same_task", [
    # the three false hits of heldout25 (written blind), closed by their causes: a list handed over
    # after "these names:" is the text worked on, word for word (its order aside where both sort it) ...
    ("Sort these names alphabetically: Ada King, Bo Li, Cy Young, Di Ross.",
     "Sort these names alphabetically: Ada King, Bo Li, Cy Young.", False),
    ("Sort these names alphabetically: Ada King, Bo Li, Cy Young.",
     "Alphabetise the following list of names: Cy Young, Ada King, Bo Li.", True),
    ("Reverse these names: Ada King, Bo Li, Cy Young.", "Reverse these names: Cy Young, Ada King, Bo Li.", False),
    # ... "replace A with B" is an ordered pair however many words A and B take ...
    ("One-liner to replace every tab character in data.tsv with two spaces.",
     "One-liner to replace every run of two spaces in data.tsv with a tab character.", False),
    ("One-liner to replace every tab character in data.tsv with two spaces.",
     "One-liner to swap each tab character in data.tsv for two spaces.", True),
    # ... and a key per group is a change beside "across all X" (no grouping), while "in each X" = "per X"
    ("Table orders(id, region, total). SQL for the largest order across all regions.",
     "Table orders(id, region, total). SQL for the largest order in each region.", False),
    ("Table orders(id, region, total). SQL for the largest order per region.",
     "Table orders(id, region, total). SQL for the largest order in each region.", True),
])
def test_handed_over_lists_multiword_replace_pairs_and_across_all_or_each_are_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # three false hits the cross-set check found with heldout25's requests: a count
    # per file against the total over all files ...
    ("One-line shell command that counts the lines in each .md file here and prints the count per file.",
     "One-line shell command that prints the total number of lines across all .md files here.", False),
    ("One-line shell command that counts the lines in each .md file here and prints the count per file.",
     "One-liner that prints how many lines every .md file here has, per file.", True),
    # ... another schema written out (a join table and a key for a column) ...
    ("Tables: staff(id, name, team_id, pay), teams(id, name). SQL for the average pay per team.",
     "Table staff(id, name, team, pay). SQL for the average pay per team.", False),
    ("Tables: staff(id, name, team_id, pay), teams(id, name). SQL for the average pay per team.",
     "Given teams(id, name) and staff(id, name, team_id, pay), write SQL for the average pay per team.", True),
    # ... and whose unit it is, said in a context sentence
    ("The recipe says two US cups of milk. How many millilitres is that?", "How many millilitres are in 2 cups?",
     False),
    ("The recipe says two US cups of milk. How many millilitres is that?", "How many millilitres are in 2 US cups?",
     True),
])
def test_counts_per_file_schemas_written_out_and_whose_unit_in_the_context_are_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # heldout25's misses read (a tuning split since): "a single" after a negation is no count, and "one row per
    # month", "this one" and "how many m²" hold no number ...
    ("Ana has worked 10 full months and hasn't taken a single day off. How many leave days has she accrued?",
     "Ana has worked 10 full months without taking any day off. How many leave days has she accrued?", True),
    ("Ana has worked 10 full months and has taken a single day off. How many leave days has she accrued?",
     "Ana has worked 10 full months without taking any day off. How many leave days has she accrued?", False),
    ("sales(id, amount, sold_at): total sales for each month of 2025, one row per month",
     "Table sales(id, amount, sold_at). SQL for the total sales for each month of 2025.", True),
    ("I'm stuck on this one: how many m² is 2.5 acres?", "Convert 2.5 acres to square feet.", False),
    # ... another name key or another operation on an archive is another task ...
    ("alphabetise by first name: Ada King, Bo Li", "Sort these names alphabetically by surname: Ada King, Bo Li.",
     False),
    ("tar up /var/tmp into logs.tar.gz - one command?",
     "One-line command to extract the archive logs.tar.gz into the directory /var/tmp.", False),
    # ... counting back is not counting forward; "April 2nd of 2024" carries its year
    ("Counting back from the first of June 2025, what's the date 45 days before that?",
     "What date is 45 days after June 1, 2025?", False),
    ("How many days lie between Feb 3rd and May 9th of 2024?", "How many days are there between February 3, 2024 "
     "and May 9, 2024?", True),
    ("How many days lie between Feb 3rd and May 9th of 2023?", "How many days are there between February 3, 2024 "
     "and May 9, 2024?", False),
])
def test_negated_counts_surnames_md_tables_untar_and_counting_from_a_date(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # the two false hits of heldout26 (written blind), closed by their causes: "the total paid by
    # all users" names who paid, all of them (no grouping), and "by each user" groups as "per user" does ...
    ("Table sales(id, rep_id, amount). SQL for the total amount sold by all reps together this year.",
     "Table sales(id, rep_id, amount). SQL for the total amount sold by each rep this year.", False),
    ("Table sales(id, rep_id, amount). SQL for the total amount sold by each rep this year.",
     "Table sales(id, rep_id, amount). SQL for the total amount sold per rep this year.", True),
    ("Table sales(id, rep_id, amount). SQL for the total amount sold by region.",
     "Table sales(id, rep_id, amount). SQL for the total amount sold per region.", True),
    ("Table sales(id, rep_id, amount). SQL: each rep_id together with the number of sales they made.",
     "Table sales(id, rep_id, amount). SQL: the count of sales for each rep_id.", True),
    # ... and "as a yes/no question" is an output form, as "as a question" is
    ("Rewrite in the past tense, as a yes/no question: \"They open the shop at nine.\"",
     "Rewrite in the past tense: \"They open the shop at nine.\"", False),
    ("Rewrite in the past tense, as a yes/no question: \"They open the shop at nine.\"",
     "Rewrite in the past tense as a question: \"They open the shop at nine.\"", True),
    ("Is 2028 a leap year y/n", "Is 2028 a leap year?", True),
])
def test_totals_by_all_or_by_each_and_yes_no_question_output_forms_are_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # heldout24's and heldout25's misses: a stay said by its ends ...
    ("A guest arrives at 8:50 and leaves at 12:20 the same day. Rule: first hour free, then $2 per started hour. "
     "What does the guest pay?",
     "A guest parks from 8:50 until 12:20 the same day. Rule: first hour free, then $2 per started hour. "
     "What does the guest pay?", True),
    ("A guest arrives at 8:50 and leaves at 14:20 the same day. Rule: first hour free, then $2 per started hour. "
     "What does the guest pay?",
     "A guest parks from 8:50 until 12:20 the same day. Rule: first hour free, then $2 per started hour. "
     "What does the guest pay?", False),
    # ... "and nobody else" = "only"; "counting the gap between" = "between" ...
    ("Let the owner of run.sh, and nobody else, write to it. One-line command?",
     "One-line shell command to make run.sh writable by its owner only.", True),
    ("Let the owner of run.sh, and the group, write to it. One-line command?",
     "One-line shell command to make run.sh writable by its owner only.", False),
    ("Counting the gap between March 3rd and June 19th of 2025, how many days is that?",
     "How many days are there between March 3, 2025 and June 9, 2025?", False),
    # ... and "at work", "for school" say where the asker is, not what the answer covers
    ("Translate into Spanish: \"The printer is out of paper.\" I need it for a sign at work.",
     "Translate into Spanish: \"The printer is out of paper.\"", True),
    ("Translate into Italian: \"The printer is out of paper.\" I need it for a sign at work.",
     "Translate into Spanish: \"The printer is out of paper.\"", False),
])
def test_stays_by_their_ends_owner_only_gaps_between_dates_and_the_askers_place(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # heldout26's misses read (a tuning split since): a currency named with its country is its code ...
    ("Convert 900 Swiss francs to euros at 1 CHF = 1.04 EUR.", "Convert 900 CHF to EUR at 1 CHF = 1.04 EUR.", True),
    ("Convert 900 Swiss francs to euros at 1 CHF = 1.04 EUR.", "Convert 900 EUR to CHF at 1 CHF = 1.04 EUR.", False),
    ("How many US dollars is 4,000 Indian rupees at 1 USD = 83 INR?", "Convert 4000 INR to USD at 1 USD = 83 INR.",
     True),
    ("How many US dollars is 4,000 Indian rupees at 1 USD = 83 INR?", "Convert 4000 USD to INR at 1 USD = 83 INR.",
     False),
    # ... "subtract N days from X" = "N days before X"; "complete weeks" = "full weeks" ...
    ("Subtract 30 days from 2025-04-12 and give the date.", "What date is 30 days before 12 April 2025?", True),
    ("Subtract 30 days from 2025-04-12 and give the date.", "What date is 30 days after 12 April 2025?", False),
    ("How many complete weeks lie between 2 June 2025 and 1 September 2025?",
     "How many full weeks are there between 2 June 2025 and 1 September 2025?", True),
    ("How many complete weeks lie between 2 June 2025 and 1 September 2025?",
     "How many full days are there between 2 June 2025 and 1 September 2025?", False),
    # ... an ordinal numbers its thing past how the things are separated ...
    ("Print the second tab-separated field of each line in log.tsv.",
     "Print the 2nd column of log.tsv, where fields are separated by tabs.", True),
    ("Print the second tab-separated field of each line in log.tsv.",
     "Print the 4th column of log.tsv, where fields are separated by tabs.", False),
    # ... and "the meaning" is no mean (average), "keeping the meaning otherwise unchanged" asks nothing more; the
    # tense asked is a form of its own (this pair was served before: "in the past" was read as a time, not a tense)
    ("Put \"We ship it.\" in the past tense, keeping the meaning otherwise unchanged.",
     "Rewrite in the past tense: \"We ship it.\"", True),
    ("Put \"We ship it.\" in the past tense, keeping the meaning otherwise unchanged.",
     "Rewrite in the future tense: \"We ship it.\"", False),
    ("Put \"We ship it.\" in the past tense.", "Rewrite in the future tense: \"We ship it.\"", False),
    ("Change \"We ship it.\" to the present perfect tense.", "Rewrite in the present perfect tense: \"We ship it.\"",
     True),
    # "paid at 1.5x" = "1.5 times"; "double-check" holds no number
    ("Hours over 40 are paid at 1.5x. Sam earns $22 per hour and worked 46 hours. Total pay?",
     "Hours over 40 are paid at 1.5 times the rate. Sam earns $22 per hour and worked 46 hours. Total pay?", True),
    ("Hours over 40 are paid at 1.5x. Sam earns $22 per hour and worked 46 hours. Total pay?",
     "Hours over 40 are paid at 2 times the rate. Sam earns $22 per hour and worked 46 hours. Total pay?", False),
    ("Double the recipe: how much is 250 grams in ounces?", "How much is 250 grams in ounces?", False),
    # why the asker asks now is no bound ("I want to know before I check out"); "before I pay" vs "after I pay" is one
    ("Orders under $75 pay $8.95 shipping. My cart is $74.50. What do I pay in total? I just want to know before I "
     "check out.", "Orders under $75 pay $8.95 shipping. My cart is $74.50. What do I pay in total?", True),
    ("Can I cancel before I pay? The fee is $5.", "Can I cancel after I pay? The fee is $5.", False),
])
def test_currency_countries_subtracted_days_ordinals_tenses_and_multipliers(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # the false hit of heldout27 (written blind), closed by its cause: "each category with the
    # total quantity sold" groups by category, as "the total quantity per category" does, so another key is a change
    ("Tables: products(id, name, category, price), order_items(order_id, product_id, quantity). Write a SQL query that "
     "returns each category with the total quantity sold.",
     "Tables: products(id, name, category, price), order_items(order_id, product_id, quantity). Write a SQL query that "
     "returns each product name with the total quantity sold.", False),
    ("Tables: products(id, name, category, price), order_items(order_id, product_id, quantity). Write a SQL query that "
     "returns each category with the total quantity sold.",
     "Tables: products(id, name, category, price), order_items(order_id, product_id, quantity). Write a SQL query that "
     "returns the total quantity sold per category.", True),
    ("Write a SQL query listing every department along with its average salary from employees(id, department, salary).",
     "Write a SQL query listing the average salary per department from employees(id, department, salary).", True),
    ("Write a SQL query listing every department along with its average salary from employees(id, department, salary).",
     "Write a SQL query listing every employee along with its average salary from employees(id, department, salary).",
     False),
])
def test_each_key_with_its_total_groups_by_that_key(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # a command asked in one line: "a one-line shell command" = "a single command" = "a one-liner" (it was read as
    # "a-line", a content word the other side lacked)
    ("Give me a one-line shell command to replace foo with bar in a.txt.",
     "Give me a one-liner to replace foo with bar in a.txt.", True),
    ("Give me a one-line shell command to replace foo with bar in a.txt.",
     "What single command replaces foo with bar in a.txt?", True),
    ("Give me a one-line shell command to replace foo with bar in a.txt.",
     "What single command replaces foo with bar in b.txt?", False),
    # a follow-up opener that names only the conversation, a greeting with a name, "quick one before my meeting" ...
    ("Hi payroll, re: your question from earlier - Sam earns $20 per hour and worked 46 hours. Hours over 40 are paid "
     "at 1.5 times the rate. What is his total pay?",
     "Sam earns $20 per hour and worked 46 hours. Hours over 40 are paid at 1.5 times the rate. What is his total pay?",
     True),
    ("Hi team, following up on the ticket from this morning. Write a SQL query that returns the 5 most recent orders "
     "from orders(id, total, created_at).",
     "Write a SQL query that returns the 5 most recent orders from orders(id, total, created_at).", True),
    ("Hey, quick one before my budget meeting. How much do 24 licenses cost at $35 each?",
     "How much do 24 licenses cost at $35 each?", True),
    ("Hey, quick one before my budget meeting. How much do 24 licenses cost at $35 each?",
     "How much do 24 licenses cost at $30 each?", False),
    # ... (a header that names anything but the conversation stays, and is compared)
    ("Re: the Tokyo office - what time is it there when it is 9 AM in Paris?",
     "Re: the London office - what time is it there when it is 9 AM in Paris?", False),
    # ... and why the asker asks now, however the check is said ("double-checking before I submit")
    ("What is the total pay for 46 hours at $20 per hour? Checking before I pay.",
     "What is the total pay for 46 hours at $20 per hour? Checking after I pay.", False),
    # a dictated clock time and UTC offset: "nine thirty a m" = "9:30 AM", "u t c minus four" = "UTC-4"
    ("a meeting is at nine thirty a m in New York that's u t c minus four. what time is it in London u t c plus one",
     "A meeting is at 9:30 AM in New York (UTC-4). What time is it in London (UTC+1)?", True),
    ("a meeting is at nine forty a m in New York that's u t c minus four. what time is it in London u t c plus one",
     "A meeting is at 9:30 AM in New York (UTC-4). What time is it in London (UTC+1)?", False),
    ("a meeting is at nine thirty a m in New York that's u t c minus five. what time is it in London u t c plus one",
     "A meeting is at 9:30 AM in New York (UTC-4). What time is it in London (UTC+1)?", False),
    # the table a query reads, however it is introduced: "From customers(...), write ..." names no source
    ("Which customers are not from Canada? From customers(id, name, email, country), write a SQL query returning "
     "their emails.", "Table: customers(id, name, email, country). Write a SQL query that returns the emails of "
     "customers who are not from Canada.", True),
    ("Which customers are from Canada? From customers(id, name, email, country), write a SQL query returning "
     "their emails.", "Table: customers(id, name, email, country). Write a SQL query that returns the emails of "
     "customers who are not from Canada.", False),
    # a date's year after "of" and a time "of" its day, as a non-native speaker says them
    ("Which day of week was the 4 July of 1976?", "What day of the week was July 4, 1976?", True),
    ("Which day of week was the 4 July of 1977?", "What day of the week was July 4, 1976?", False),
    ("How many hours and minutes are between 10:45 PM of Friday and 6:20 AM of Saturday?",
     "How many hours and minutes are there between 10:45 PM on Friday and 6:20 AM on Saturday?", True),
    ("How many hours and minutes are between 10:45 PM of Friday and 6:20 AM of Sunday?",
     "How many hours and minutes are there between 10:45 PM on Friday and 6:20 AM on Saturday?", False),
    # an age with its unit or without: "is 23 years old" = "is 23" (months stay a unit)
    ("Rule: applicants under 25 with a GPA of at least 3.5 are eligible. Jordan is 23 years old with a GPA of 3.4. "
     "Is Jordan eligible?",
     "Rule: applicants under 25 with a GPA of at least 3.5 are eligible. Jordan is 23 with a GPA of 3.4. Is Jordan "
     "eligible?", True),
    ("Rule: applicants under 25 with a GPA of at least 3.5 are eligible. Jordan is 23 months old with a GPA of 3.4. "
     "Is Jordan eligible?",
     "Rule: applicants under 25 with a GPA of at least 3.5 are eligible. Jordan is 23 with a GPA of 3.4. Is Jordan "
     "eligible?", False),
])
def test_one_liners_greetings_dictated_clocks_from_tables_of_dates_and_bare_ages(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # two false hits the cross-set check found after "a one-line command" stopped leaving "a-line" as a word: "X
    # replaces every A with B" is the ordered pair "replace A with B" is (the third person was not read) ...
    ("One-line command to replace every occurrence of 'https://' with 'http://' in config.txt, editing it in place.",
     "a client asked for a command that replaces every occurrence of 'http://' with 'https://' in config.txt, "
     "editing it in place", False),
    ("One-line command to replace every occurrence of 'http://' with 'https://' in config.txt, editing it in place.",
     "a client asked for a command that replaces every occurrence of 'http://' with 'https://' in config.txt, "
     "editing it in place", True),
    # ... and so are "find: A / replace: B" fields ...
    ("tool=sed mode=in_place file=config.yaml find=db.internal replace=localhost occurrences=all",
     "Give a one-line command that replaces every occurrence of 'localhost' with 'db.internal' in config.yaml, "
     "editing the file in place.", False),
    ("tool=sed mode=in_place file=config.yaml find=localhost replace=db.internal occurrences=all",
     "Give a one-line command that replaces every occurrence of 'localhost' with 'db.internal' in config.yaml, "
     "editing the file in place.", True),
    # ... and the file permissions asked are a set: "readable, writable and executable" is not "executable"
    ("make deploy dot sh readable writable and executable by the owner only",
     "Write a one-line shell command to make deploy.sh executable for its owner only.", False),
    ("Change the permissions of deploy.sh so that only the owner can read and execute it.",
     "Make deploy.sh readable, writable and executable by its owner only.", False),
    ("Make deploy.sh readable and executable by its owner only.",
     "Make deploy.sh executable and readable for its owner only.", True),
])
def test_third_person_replaces_find_replace_fields_and_permission_sets_are_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


_FINES = ("Library rule: \"Overdue items are charged $0.25 per day per item, up to $5.00 per item.\" I returned two novels "
          "12 days late. How much do I owe?")
_FINES_BARE = ("The library charges overdue items $0.25 per day per item, up to $5.00 per item. I returned two novels 12 "
               "days late. How much do I owe?")
_PARKING = ("Car park sign: \"First 2 hours free. After that, $3 per hour. Maximum charge $15 per day.\" I parked from "
            "9:10 AM to 1:40 PM. How much do I owe?")


@pytest.mark.parametrize("a, b, same_task", [
    # a rule quoted on one side and said bare on the other is read as words (kvmemory.sametask.quoted): its numbers,
    # bounds, negations and per-slots are compared like the rest ...
    (_FINES, _FINES_BARE, True),
    (_FINES.replace("$5.00", "$4.00"), _FINES_BARE, False),
    (_FINES.replace("item.\"", "item. Children's books are not exempt.\""),
     _FINES_BARE.replace("item. I", "item. Children's books are exempt. I"), False),
    (_FINES.replace("per day per item", "per day per adult item"), _FINES_BARE, False),
    # ... but not where the request works on the quoted words: every word of them counts there
    ("Translate into German: \"The meeting has been moved to Thursday afternoon at 3 pm.\"",
     "Translate into German: The meeting has been moved to Thursday at 3 pm.", False),
    ("Is this sentence grammatical: \"The team have finished their work on the new report today.\"",
     "Is this sentence grammatical: The team has finished its work on the new report today.", False),
    # a cap said with its noun between: "maximum charge $15" = "max $15"; another noun is another cap
    (_PARKING, "The car park sign says the first 2 hours are free, after that $3 per hour, max $15 per day. I parked "
               "from 9:10 AM to 1:40 PM. How much do I owe?", True),
    (_PARKING, "The car park sign says the first 2 hours are free, after that $3 per hour, max $20 per day. I parked "
               "from 9:10 AM to 1:40 PM. How much do I owe?", False),
    ("Garage rates: maximum fee $20 per day, $4 for the first hour. A car parks 5 hours. What is the fee?",
     "Garage rates: maximum discount $20 per day, $4 for the first hour. A car parks 5 hours. What is the fee?", False),
    # a clock time typed without its colon: "930am" = "9:30 AM" (not 9:30 PM)
    ("930am in London (BST) is what time in Tokyo?", "When it is 9:30 AM in London (BST), what time is it in Tokyo?",
     True),
    ("930pm in London (BST) is what time in Tokyo?", "When it is 9:30 AM in London (BST), what time is it in Tokyo?",
     False),
    # none of a thing said with "zero": "authors with zero books" = "authors with no books"
    ("List every author with the number of books they wrote, including authors with zero books.",
     "List every author with the number of books they wrote, including authors with no books.", True),
    ("List every author with the number of books they wrote, including authors with zero books.",
     "List every author with the number of books they wrote.", False),
])
def test_quoted_rules_said_bare_caps_colonless_clock_times_and_zero_as_none(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_a_quote_is_read_as_words_only_where_the_other_side_says_it_bare():
    from kvmemory.sametask.quoted import unquote_stated

    assert unquote_stated(_FINES, _FINES_BARE) == _FINES.replace('"', " ")
    assert unquote_stated(_FINES, _FINES) == _FINES                          # both quote it: a literal, compared whole
    assert unquote_stated('Rule: "No refunds."', "Rule: no refunds.") == 'Rule: "No refunds."'   # too short to be prose
    assert unquote_stated('Summarise: "The meeting has moved to Thursday at 3 pm."',
                          "Summarise: the meeting has moved to Thursday at 3 pm.") == \
        'Summarise: "The meeting has moved to Thursday at 3 pm."'


@pytest.mark.parametrize("a, b, same_task", [
    # quote marks said aloud are quote marks; a dictated quote has no commas, and prose is compared without them
    ("okay um rewrite this sentence in a formal tone quote hey can you send me the report by friday end quote",
     'Rewrite this sentence in a formal tone: "Hey, can you send me the report by Friday?"', True),
    ("okay um rewrite this sentence in a formal tone quote hey can you send me the report by monday end quote",
     'Rewrite this sentence in a formal tone: "Hey, can you send me the report by Friday?"', False),
    ('Rewrite this sentence in a formal tone: "Hey can you send me the report by Friday"',
     'Rewrite this sentence in a formal tone: "Hey, can you send me the report by Friday?"', True),
    ('Rewrite this sentence in a formal tone: "Hey, can you send the report by Friday?"',
     'Rewrite this sentence in a formal tone: "Hey, can you send me the report by Friday?"', False),
    # a path or a list of names keeps its commas: only prose is read without them
    ('Delete the files "a.txt, b.txt" now.', 'Delete the files "a.txt b.txt" now.', False),
])
def test_dictated_and_unpunctuated_quotes_are_compared_as_prose(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a_prose, b_prose, same_task", [
    # a number said in two words in a docstring is that number: "four hundred" = 400, "twenty-five" = 25
    ("Return True if year is a leap year: divisible by four, except century years, which must be divisible by "
     "four hundred.",
     "Return True if year is a leap year: divisible by 4, except century years, which must be divisible by 400.", True),
    ("Return True if year is a leap year: divisible by four, except century years, which must be divisible by "
     "three hundred.",
     "Return True if year is a leap year: divisible by 4, except century years, which must be divisible by 400.", False),
    ("Return the first twenty-five items of xs.", "Return the first 25 items of xs.", True),
    ("Return the first twenty-six items of xs.", "Return the first 25 items of xs.", False),
])
def test_code_prose_reads_numbers_said_in_words_as_their_digits(a_prose, b_prose, same_task):
    from kvmemory.sametask.codeprose import prose_conflicts

    assert (prose_conflicts(a_prose, b_prose) is None) is same_task
    assert (prose_conflicts(b_prose, a_prose) is None) is same_task


@pytest.mark.parametrize("a, b, same_task", [
    # currency codes in lower case ("1250 eur -> usd") and a rate named with its country after "buys" or "to"
    ("rate is 1.08 usd per eur. 250 EUR in USD?", "Using an exchange rate of 1 EUR = 1.08 USD, how much is 250 euros in US dollars?", True),
    ("rate is 1.08 usd per eur. 250 USD in EUR?", "Using an exchange rate of 1 EUR = 1.08 USD, how much is 250 euros in US dollars?", False),
    ("rate is 1.18 usd per eur. 250 EUR in USD?", "Using an exchange rate of 1 EUR = 1.08 USD, how much is 250 euros in US dollars?", False),
    ("1250 eur -> usd at 1.08 usd per eur", "Convert 1,250 EUR to USD at the rate 1 EUR = 1.08 USD.", True),
    ("1250 usd -> eur at 1.08 usd per eur", "Convert 1,250 EUR to USD at the rate 1 EUR = 1.08 USD.", False),
    ("Load usd.csv and sum the amounts.", "Load eur.csv and sum the amounts.", False),
    ("If one euro buys 1.08 US dollars, what is 1250 euros worth in US dollars?", "At a rate of 1 EUR = 1.08 USD, how much is 1,250 euros in US dollars?", True),
    ("If one US dollar buys 1.08 euros, what is 1250 euros worth in US dollars?", "At a rate of 1 EUR = 1.08 USD, how much is 1,250 euros in US dollars?", False),
    ("Using an exchange rate of one euro to 1.08 US dollars, what is 250 euros in US dollars?", "Using an exchange rate of 1 EUR = 1.08 USD, how much is 250 euros in US dollars?", True),
    ("Using an exchange rate of one euro to 1.08 US dollars, what is 250 US dollars in euros?", "Using an exchange rate of 1 EUR = 1.08 USD, how much is 250 euros in US dollars?", False),
])
def test_lower_case_currency_codes_and_exchange_rates_said_in_words_are_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # a request pasted from a ticket or an e-mail: subject line, quoted context and signature set aside where they carry
    # nothing compared; a quoted line that names something (a unit) stays and is compared
    ("Ticket #4471: recipe scaling question\nHow many cups are in 2.5 liters? Please use 1 cup = 236.6 mL.\n--\nPriya N., Customer Support", "How many cups are in 2.5 liters? Use 1 cup = 236.6 mL.", True),
    ("Ticket #4471: recipe scaling question\nHow many cups are in 3.5 liters? Please use 1 cup = 236.6 mL.\n--\nPriya N., Customer Support", "How many cups are in 2.5 liters? Use 1 cup = 236.6 mL.", False),
    ("Re: office thermostat\nCould you convert 72 degrees Fahrenheit to Celsius?\n\nThanks,\nDana Whitfield\nFacilities Coordinator", "Convert 72 degrees Fahrenheit to Celsius.", True),
    ("Re: office thermostat\nCould you convert 72 degrees Celsius to Fahrenheit?\n\nThanks,\nDana Whitfield\nFacilities Coordinator", "Convert 72 degrees Fahrenheit to Celsius.", False),
    ("Re: office thermostat\n> Facilities wants it in Kelvin.\nCould you convert 72 degrees Fahrenheit?\n\nThanks,\nDana", "Convert 72 degrees Fahrenheit to Celsius.", False),
    ("Please write a SQL query that lists the users.\n-- Kim, Marketing Ops", "Write a SQL query that lists the users.", True),
    ("Please write a SQL query that lists the users.\n-- Admins", "Write a SQL query that lists the users.", False),
    ("Please write a SQL query that lists the users.\n-- Only active users", "Write a SQL query that lists the users.", False),
])
def test_a_ticket_or_email_envelope_is_set_aside_unless_it_names_something(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_an_envelope_is_opened_only_where_it_has_the_shape_of_one():
    from kvmemory.sametask.envelope import open_envelope

    assert open_envelope("Re: office thermostat\n> Facilities asked.\nConvert 72 F to C?\n\nThanks,\nDana Whitfield") == \
        "The subject is office thermostat.\nFacilities asked.\nConvert 72 F to C?"
    assert open_envelope("Write a query.\n-- only active users") == "Write a query.\n-- only active users"  # SQL comment
    assert open_envelope("Write a query that lists users.\n-- Admins") == "Write a query that lists users.\n-- Admins"
    assert open_envelope("Summarise:\n> The meeting moved to Friday.") == "Summarise:\n> The meeting moved to Friday."
    assert open_envelope("Re: London meeting - convert 9am to Tokyo time") == "Re: London meeting - convert 9am to Tokyo time"


@pytest.mark.parametrize("a, b, same_task", [
    # a field that hands over the input ("- input (one item per line):") introduces a payload, compared word for word
    # with the one "this list ...:" introduces: a fourth item is another task (the cross-set check's false hit)
    ("**Reformat**\n- want: one line, items separated by commas\n- input (one item per line):\napples\nbananas\ncherries"
     "\ndates", "Reformat this list as a single comma-separated line:\n- apples\n- bananas\n- cherries", False),
    ("**Reformat**\n- want: one line, items separated by commas\n- input (one item per line):\napples\nbananas\ncherries",
     "Reformat this list as a single comma-separated line:\n- apples\n- bananas\n- cherries", True),
    ("Translate into French.\nText: The meeting is on Monday.", "Translate this sentence into French: The meeting is on Friday.",
     False),
])
def test_an_input_field_introduces_a_payload_compared_word_for_word(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # a place of several words is one place, in any case; a known city is a place in lower case; "start time" names
    # no place; a place named twice is one slot; of two places, the one with no role has the other's opposite
    ("a call is at 3pm in new york (EST, UTC-5), whats that in london (GMT, UTC+0)?",
     "A call is scheduled for 3:00 PM in New York (EST, UTC-5). What time is that in London (GMT, UTC+0)?", True),
    ("a call is at 3pm in london (GMT, UTC+0), whats that in new york (EST, UTC-5)?",
     "A call is scheduled for 3:00 PM in New York (EST, UTC-5). What time is that in London (GMT, UTC+0)?", False),
    ("If a webinar begins at 09:30 New York time (EST, UTC-5), what's the start time in London (GMT, UTC+0)?",
     "A webinar starts at 9:30 AM in New York (EST, UTC-5). What time is that in London (GMT, UTC+0)?", True),
    ("If a webinar begins at 09:30 London time (GMT, UTC+0), what's the start time in New York (EST, UTC-5)?",
     "A webinar starts at 9:30 AM in New York (EST, UTC-5). What time is that in London (GMT, UTC+0)?", False),
    ("What time in London does a 9:30 a.m. New York webinar start? New York is on EST (UTC-5).",
     "A webinar starts at 9:30 AM in New York (EST, UTC-5). What time is that in London?", True),
    ("Please determine the London time (GMT, UTC+0) corresponding to a call at 3:00 PM in "
     "New York (EST, UTC-5).", "A call is at 3:00 PM in New York (EST, UTC-5). What time is that in London (GMT, UTC+0)?",
     True),
    ("Please determine the New York time (EST, UTC-5) corresponding to a call at 3:00 PM in "
     "London (GMT, UTC+0).", "A call is at 3:00 PM in New York (EST, UTC-5). What time is that in London (GMT, UTC+0)?",
     False),
    ("webinar 8pm los angeles time (pdt utc-7) whats that in berlin (cest utc+2)",
     "A webinar starts at 8:00 PM in Los Angeles (PDT, UTC-7). What time is that in Berlin (CEST, UTC+2)?", True),
    ("webinar 8pm los angeles time (pdt utc-7) whats that in paris (cest utc+2)",
     "A webinar starts at 8:00 PM in Los Angeles (PDT, UTC-7). What time is that in Berlin (CEST, UTC+2)?", False),
    # the same for scales: "the Fahrenheit equivalent of ... Celsius" asks for Fahrenheit
    ("Kindly furnish the Fahrenheit equivalent of a reading of 37.5 degrees Celsius.",
     "Convert 37.5 degrees Celsius to Fahrenheit.", True),
    ("Kindly furnish the Celsius equivalent of a reading of 37.5 degrees Fahrenheit.",
     "Convert 37.5 degrees Celsius to Fahrenheit.", False),
])
def test_places_beside_a_clock_time_and_equivalent_scales_keep_their_roles(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # a label that names the unit wanted is a target ("want: kilometers", "Target unit: °C")
    ("### Distance conversion\n- input: 26.2 miles\n- want: kilometers", "Convert 26.2 miles to kilometers.", True),
    ("### Distance conversion\n- input: 26.2 kilometers\n- want: miles", "Convert 26.2 miles to kilometers.", False),
    ("Objective: speed conversion\nInput: 100 km/h\nTarget: m/s", "Convert 100 km/h to metres per second.", True),
    # a unit defined by another, however said, is a rate ("1 cup is 236.6 mL" = "236.6 mL per cup")
    ("How many millilitres are in 3.5 cups? Use that 1 cup is 236.6 mL.",
     "How many milliliters are in 3.5 cups? Use 1 cup = 236.6 mL.", True),
    ("How many millilitres are in 3.5 cups? Use that 1 cup is 240 mL.",
     "How many milliliters are in 3.5 cups? Use 1 cup = 236.6 mL.", False),
    ("How many megabytes are in 5 gigabytes if we count 1 GB as 1024 MB?", "Convert 5 GB to MB, using 1 GB = 1024 MB.",
     True),
    ("How many megabytes are in 5 gigabytes if we count 1 GB as 1000 MB?", "Convert 5 GB to MB, using 1 GB = 1024 MB.",
     False),
    # an ordered list's numbers say where an item stands, not what it holds
    ("**Volume conversion**\n1. quantity: 2.5 liters\n2. target unit: cups\n3. assume 1 cup = 236.6 mL",
     "How many cups are in 2.5 liters? Use 1 cup = 236.6 mL.", True),
    ("**Volume conversion**\n1. quantity: 3.5 liters\n2. target unit: cups\n3. assume 1 cup = 236.6 mL",
     "How many cups are in 2.5 liters? Use 1 cup = 236.6 mL.", False),
    # a noun read as the verb it is made from ("the arrival time" = "when it arrives"; "eligibility" = "eligible")
    ("A flight leaves Tokyo (UTC+9) at 11:00 PM on March 3 and lands in Los Angeles (UTC-8) after 10 hours. What is the "
     "local arrival time?", "A flight leaves Tokyo (UTC+9) at 11:00 PM on March 3 and lands in Los Angeles (UTC-8) after "
     "10 hours. When does it arrive, local time?", True),
    ("Write a SQL query that finds the students with no enrollments.",
     "Write a SQL query that finds the students who are not enrolled in any course.", False),
])
def test_target_labels_defined_units_list_numbers_and_derived_nouns(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # the question's own operation: a total asked for is not the shipping fee asked for, though "totals" is said in
    # the facts of both (heldout29's false hit, fresh)
    ("Shipping is free on orders of $50 or more; otherwise it costs $6.99. A cart totals $49.50. What will they pay in "
     "total, including shipping?", "Shipping is free on orders of $50 or more; otherwise it costs $6.99. A cart totals "
     "$49.50. What will they pay for shipping?", False),
    ("Shipping is free on orders of $50 or more; otherwise it costs $6.99. A cart totals $49.50. How much will they pay "
     "for shipping?", "Shipping is free on orders of $50 or more; otherwise it costs $6.99. A cart totals $49.50. What "
     "will they pay for shipping?", True),
])
def test_the_question_asks_its_own_operation_not_one_named_in_the_facts(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # ordinary rewording: each reading beside the change it must still refuse
    ("What does 'Je voudrais une table pour deux.' mean in English? Please translate it.",
     "Translate into English: 'Je voudrais une table pour deux.'", True),
    ("What does 'Je voudrais une table pour deux.' mean in German? Please translate it.",
     "Translate into English: 'Je voudrais une table pour deux.'", False),
    ("Give me the English version of this sentence: 'Je voudrais une table pour deux.'",
     "Translate into English: 'Je voudrais une table pour deux.'", True),
    ("What's the litre equivalent of 5 US gal?", "Convert 5 gallons (US) to litres.", True),
    ("What's the gallon equivalent of 5 litres?", "Convert 5 gallons (US) to litres.", False),
    ("Could you write 'please restart the server tonight' in lowercase letters?",
     "Change this text to all uppercase: 'please restart the server tonight'", False),
    ("Rewrite 'Hey, can you send me the report by tomorrow?' in a more formal register.",
     "Make this sentence more formal: 'Hey, can you send me the report by tomorrow?'", True),
    ("How could 'Hey, can you send me the report by tomorrow?' be phrased in a less casual, more formal way?",
     "Make this sentence more formal: 'Hey, can you send me the report by tomorrow?'", True),
    ("Rewrite 'Hey, can you send me the report by tomorrow?' in a more casual register.",
     "Make this sentence more formal: 'Hey, can you send me the report by tomorrow?'", False),
    ("Staff accrue a day and a half of paid leave for each full month worked. How many days of paid leave has Sam "
     "earned after 8 full months?", "Employees get 1.5 days of paid leave for every full month worked. How many days of "
     "paid leave has Sam earned after 8 full months?", True),
    ("Staff accrue a day and a half of paid leave for each full month worked. How many days of paid leave has Sam "
     "earned after 8 full months?", "Employees get 2.5 days of paid leave for every full month worked. How many days of "
     "paid leave has Sam earned after 8 full months?", False),
    ("Shell one-liner please: locate .tmp files under /var/cache and list them.",
     "Write a command that finds all .tmp files under /var/cache and deletes them.", False),
    ("If a meeting begins at 9:45 AM and runs 2 hours 30 minutes, what's its finish time?",
     "A meeting starts at 9:45 AM and lasts 2 hours 30 minutes. When does it end?", True),
    ("If a meeting begins at 9:45 AM and runs 2 hours 30 minutes, what's its start time?",
     "A meeting starts at 9:45 AM and lasts 2 hours 30 minutes. When does it end?", False),
    ("How many hours is 90 min? Please give it as a decimal number.",
     "Convert 90 minutes to hours, giving the answer as a decimal.", True),
    ("How many hours is 90 min? Please give it as a fraction.",
     "Convert 90 minutes to hours, giving the answer as a decimal.", False),
])
def test_ordinary_rewording_reads_alike_beside_the_change_it_must_refuse(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_days_of_the_week_beside_a_clock_time_are_no_places():
    from kvmemory.sametask import slots

    roles = slots("Work out the number of hours between Friday 10 p.m. and Monday 6 a.m. in Tokyo.").roles
    named = {slot for slot, _ in roles}
    assert "tokyo" in named and not {"friday", "monday"} & named, roles    # the session start read both as places


@pytest.mark.parametrize("a, b, same_task", [
    # a place after the day its time is given on is the source ("9:30 am on a Tuesday in Sydney"): heldout30's false
    # hit, fresh, was a time-zone request reversed
    ("If it's 9:30 am on a Tuesday in Sydney (AEDT, UTC+11), what time and day is it in London (GMT)?",
     "If it's 9:30 am on a Tuesday in London (GMT), what time and day is it in Sydney when Sydney is on AEDT (UTC+11)?",
     False),
    ("At 4 pm on Friday in Chicago, what time is it in Berlin?", "It's 4 pm on Friday in Chicago. What time is it in "
     "Berlin?", True),
    ("At 4 pm on Friday in Chicago, what time is it in Berlin?", "At 4 pm on Friday in Berlin, what time is it in "
     "Chicago?", False),
    # an age asked in months is not an age (in years): heldout30's second false hit, fresh
    ("dob 17 oct 1992 - how many full months old am i on 16 oct 2024?",
     "I was born on 17 October 1992. How old am I on 16 October 2024?", False),
    ("dob 17 oct 1992 - how many full months old am i on 16 oct 2024?",
     "I was born on 17 October 1992. How old am I in months on 16 October 2024?", True),
    ("How many full years old is someone born on 3 May 1980 on 1 June 2025?",
     "How old is someone born on 3 May 1980 on 1 June 2025?", True),
])
def test_places_after_a_day_and_ages_in_months_are_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # the places a number is rounded to, however said
    ("marathon is 42.2 km, what's that in miles? one decimal place pls",
     "How many miles is a 42.2 km marathon? Round to one decimal.", True),
    ("Convert 42.2 km to miles, rounded to 1 dp.", "How many miles is 42.2 km? Round to one decimal.", True),
    ("Convert 42.2 km to miles, rounded to 2 dp.", "How many miles is 42.2 km? Round to one decimal.", False),
    # a unit defined by another with "a" for one, or a substance between: a rate
    ("how many grams is 2 and a half cups sugar if a cup is 200g",
     "Convert 2.5 cups of sugar to grams if 1 cup of sugar weighs 200 g.", True),
    ("Using 200 grams per cup, what's 2.5 cups of sugar in grams?",
     "Convert 2.5 cups of sugar to grams, assuming 1 cup of sugar weighs 200 g.", True),
    ("Using 250 grams per cup, what's 2.5 cups of sugar in grams?",
     "Convert 2.5 cups of sugar to grams, assuming 1 cup of sugar weighs 200 g.", False),
    # cents before a rate are cents, not degrees; mpg; a height in feet and inches
    ("late fee is 25c/day, max $4 per book. whats the fee for 10 days late?",
     "The late fee is 25 cents per day, capped at $4 per book. What is the fee for 10 days late?", True),
    ("late fee is 25c/day, max $4 per book. whats the fee for 10 days late?",
     "The late fee is 25 cents per week, capped at $4 per book. What is the fee for 10 days late?", False),
    ("van gets 30 mpg, whats that in L/100km", "My van does 30 miles per gallon. What is that in litres per 100 km?",
     True),
    ("whats 6'1 in cm?", "Convert 6 feet 1 inch to centimetres.", True),
    ("I'm six foot one, what's that in cm?", "Convert 6 feet 1 inch to centimetres.", True),
    ("whats 6'1 in cm?", "Convert 6 feet 11 inches to centimetres.", False),
    # a total asked by its unit alone
    ("3 hrs 20 mins drive - total minutes?", "My drive is 3 hours 20 minutes. How many minutes is that in total?",
     True),
    ("3 hrs 20 mins drive - total minutes?", "My drive is 3 hours 20 minutes. How many hours is that in total?", False),
])
def test_rounding_places_rates_cents_heights_and_totals_asked_by_unit(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


@pytest.mark.parametrize("a, b, same_task", [
    # a negated lower bound is an upper one
    ("Return None if there aren't at least three distinct values.",
     "Return None if there are fewer than three distinct values.", True),
    ("Return None if there aren't at least three distinct values.",
     "Return None if there are at least three distinct values.", False),
    # the ends of a span of days: which end is counted, however said, and no count asked by "counting"
    ("days from april 2 2025 to may 9 2025? exclude the start day, include the end day",
     "How many days are there between 2 April 2025 and 9 May 2025, not counting the start date but counting the end "
     "date?", True),
    ("days from april 2 2025 to may 9 2025? include the start day, exclude the end day",
     "How many days are there between 2 April 2025 and 9 May 2025, not counting the start date but counting the end "
     "date?", False),
    ("On what date does a job finish if it starts on 2 June 2025 and takes 10 working days, with the start day counted?",
     "A job starts on 2 June 2025 and takes 10 working days, counting the start day. On what date does it finish?",
     True),
    ("On what date does a job finish if it starts on 2 June 2025 and takes 10 working days, with the start day counted?",
     "A job starts on 2 June 2025 and takes 10 working days, not counting the start day. On what date does it finish?",
     False),
])
def test_a_negated_bound_and_the_counted_ends_of_a_span_are_compared(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))


def test_a_tables_columns_written_after_the_word_columns_are_its_columns():
    assert slots("From the users table (columns id, email, last_login), list the emails.").schema == frozenset(
        {frozenset({"id", "email", "last_login"})})


@pytest.mark.parametrize("a, b, same_task", [
    # "What does '...' mean in english" (lower case) asks a translation too
    ('what does "Ich komme morgen" mean in english', 'Translate to English: "Ich komme morgen"', True),
    ('what does "Ich komme morgen" mean in english', 'Translate to French: "Ich komme morgen"', False),
    # "N days in the past" = "N days ago"
    ("In Postgres, delete from sessions every row with last_seen over sixty days in the past.",
     "Write a Postgres query to delete rows from sessions where last_seen is more than 60 days ago.", True),
    ("In Postgres, delete from sessions every row with last_seen over sixty days in the past.",
     "Write a Postgres query to delete rows from sessions where last_seen is less than 60 days ago.", False),
    # "at least twice" = "more than once"
    ("Query to list every phone number occurring at least twice in contacts(id, phone).",
     "Write SQL to find the phone numbers in contacts(id, phone) that appear more than once.", True),
    ("Query to list every phone number occurring at least three times in contacts(id, phone).",
     "Write SQL to find the phone numbers in contacts(id, phone) that appear more than once.", False),
    # one end of a span said bare; an extension changed is a rename; "half nine" is 9:30 (before a part of the day)
    ("Count the days from 4 Feb 2025 to 20 Apr 2025 (start date not, end date included).",
     "How many days are there between 4 February 2025 and 20 April 2025, not counting the start date but counting the "
     "end date?", True),
    ("Count the days from 4 Feb 2025 to 20 Apr 2025 (start date included, end date not).",
     "How many days are there between 4 February 2025 and 20 April 2025, not counting the start date but counting the "
     "end date?", False),
    ("In the current directory, how do I change every .png extension to .webp?",
     "rename all .png files in the current folder to .webp", True),
    ("In the current directory, how do I change every .png extension to .webp?",
     "rename all .webp files in the current folder to .png", False),
    ("The call starts at half nine in the morning in Lisbon. What time is that in Tokyo?",
     "The call starts at 9:30 am in Lisbon. What time is that in Tokyo?", True),
    ("The call starts at half nine in the morning in Lisbon. What time is that in Tokyo?",
     "The call starts at 9:00 am in Lisbon. What time is that in Tokyo?", False),
])
def test_translations_ages_of_rows_duplicates_span_ends_half_nine_and_renames(a, b, same_task):
    assert same(a, b).same is same_task and same(b, a).same is same_task, (same(a, b), same(b, a))
