"""Build the same-problem evaluation sets from the GSM8K train split and dev slice (``evalsets/gsm8k``).

    python evalsets/sametask/make_sets.py          # rewrites the *.jsonl files beside it
                                                   # and domains/*.jsonl (make_domains.py)

Deterministic (``random.Random(SEED)``); reads only ``evalsets/gsm8k/train.jsonl`` and
``evalsets/gsm8k/test_dev.jsonl``. Each case pairs a ``query`` with a ``candidate`` (the source
row's problem as written, i.e. what a library would hold) and says whether they are the same problem.

Split: source rows drawn from train are split in half by row: ``calib`` (thresholds are chosen on these
only) and ``report``; rows drawn from the dev slice are all ``report``. Every case inherits its row's split.

Kinds (files) and how each case is made (one edit per case unless said otherwise):

* ``reworded`` (same): an instruction put in front or behind; the question sentence moved to the
  front; small integers written as words; synonym swaps from :data:`SYNONYM_SWAPS` (reviewed: each
  keeps the meaning in a word problem); combinations of two of these. Plus ``hand``: paraphrases
  written by hand, of train rows (:data:`HAND_TRAIN`, calib) and of dev rows (:data:`HAND`, report).
* ``numbers`` (changed): one number changed (+1, -1, x2, +10), two different numbers swapped, or a
  number word changed ("twice" -> "three times", "half" -> "a third", "three" -> "four").
* ``names_units`` (changed): a person's name replaced everywhere by a name absent from the problem,
  one unit replaced everywhere by another (:data:`UNIT_SWAPS`), or what one number counts renamed
  ("48 clips" -> "48 marbles") while the other mentions keep the old word.
* ``question`` (changed): the body unchanged, the question changed: asked about another person
  named in the body, about another counted thing, without/with an aggregate ("altogether", "in total",
  "left", "more"), or over another time span ("per week" -> "per day").
* ``opposite`` (changed): one direction word reversed (:data:`OPPOSITES`: more/fewer, before/after,
  gained/lost, bought/sold, older/younger, ...), in the question sentence when it has one.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

SEED = 20261130
HERE = Path(__file__).resolve().parent
GSM = HERE.parent / "gsm8k"
TRAIN_ROWS = 420       # train rows drawn (half calib, half report)
DEV_ROWS = 200         # dev rows drawn (report)
SIZES = {"reworded": 240, "numbers": 320, "names_units": 200, "question": 200, "opposite": 120}

INSTRUCTIONS = [
    "Solve this: {q}", "Please answer the following question. {q}", "Here is a math word problem: {q}",
    "Can you work this out? {q}", "{q} Please solve this problem.", "Question: {q}",
    "Solve the following problem: {q}", "Help me with this problem: {q}", "Please solve: {q}",
    "{q} Show your reasoning.", "Work out the answer to this question: {q}", "Math problem: {q}",
]

#: Reviewed meaning-preserving swaps in a word problem (word-boundary, case kept on the first letter).
SYNONYM_SWAPS = [
    ("bought", "purchased"), ("buys", "purchases"), ("buy", "purchase"), ("kids", "children"),
    ("children", "kids"), ("altogether", "in total"), ("in total", "altogether"), ("in all", "altogether"),
    ("store", "shop"), ("gets", "receives"), ("receives", "gets"), ("large", "big"), ("big", "large"),
    ("small", "little"), ("quickly", "fast"), ("mom", "mother"), ("dad", "father"),
    ("How many", "What number of"), ("How much money", "What amount of money"), ("wants to", "would like to"),
    ("decided to", "chose to"), ("begins", "starts"), ("started", "began"),
    ("students", "pupils"), ("car", "automobile"), ("nearly", "almost"), ("approximately", "about"),
    ("each day", "every day"), ("each week", "every week"), ("purchased", "bought"),
]

UNIT_SWAPS = [
    ("minutes", "hours"), ("minute", "hour"), ("hours", "minutes"), ("hour", "minute"), ("days", "weeks"),
    ("day", "week"), ("weeks", "months"), ("week", "month"), ("months", "years"), ("month", "year"),
    ("years", "months"), ("miles", "kilometers"), ("mile", "kilometer"), ("feet", "meters"), ("foot", "meter"),
    ("inches", "centimeters"), ("inch", "centimeter"), ("pounds", "kilograms"), ("pound", "kilogram"),
    ("ounces", "grams"), ("gallons", "liters"), ("gallon", "liter"), ("cups", "pints"), ("cents", "dollars"),
    ("dollars", "euros"), ("dollar", "euro"), ("seconds", "minutes"), ("meters", "feet"), ("liters", "gallons"),
    ("$", "€"),
]

OPPOSITES = [
    ("more", "fewer"), ("fewer", "more"), ("less", "more"), ("before", "after"), ("after", "before"),
    ("gained", "lost"), ("lost", "gained"), ("gains", "loses"), ("loses", "gains"), ("won", "lost"),
    ("bought", "sold"), ("sold", "bought"), ("buys", "sells"), ("sells", "buys"), ("buy", "sell"),
    ("sell", "buy"), ("increase", "decrease"), ("increased", "decreased"), ("decreased", "increased"),
    ("increases", "decreases"), ("older", "younger"), ("younger", "older"), ("taller", "shorter"),
    ("shorter", "taller"), ("faster", "slower"), ("slower", "faster"), ("heavier", "lighter"),
    ("longer", "shorter"), ("higher", "lower"), ("earns", "spends"), ("earned", "spent"), ("spent", "earned"),
    ("spends", "earns"), ("added", "removed"), ("adds", "removes"), ("gave", "received"), ("gives", "receives"),
    ("receives", "gives"), ("received", "gave"), ("borrowed", "lent"), ("first", "last"), ("last", "first"),
    ("most", "least"), ("cheaper", "more expensive"), ("profit", "loss"), ("wins", "loses"),
]

NAME_POOL = ["Priya", "Oskar", "Mei", "Tobias", "Amara", "Diego", "Ingrid", "Kwame", "Leila", "Mateo", "Noor",
             "Sven", "Yuki", "Zanele", "Farid", "Greta", "Hamza", "Ilse", "Jorge", "Keiko"]
NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
                10: "ten", 11: "eleven", 12: "twelve", 15: "fifteen", 20: "twenty"}
WORD_CHANGES = [("twice", "three times"), ("half", "a third"), ("double", "triple"), ("triple", "double"),
                ("three", "four"), ("two", "three"), ("four", "five"), ("five", "six"), ("ten", "twelve"),
                ("a dozen", "a score"), ("quarter", "third"), ("thrice", "twice")]
AGGREGATES = [(" altogether", ""), (" in total", ""), (" in all", ""), (" combined", ""), ("the total number", "the number"),
              (" total ", " "), (" left", ""), (" remaining", ""), ("How much more", "How much"), ("How many more", "How many")]
SPANS = [("per week", "per day"), ("per day", "per week"), ("a week", "a day"), ("a day", "a week"),
         ("per month", "per year"), ("a month", "a year"), ("a year", "a month"), ("per hour", "per minute"),
         ("each week", "each day"), ("each day", "each week"), ("each month", "each year"), ("an hour", "a day")]

COMMON_CAPS = {"The", "A", "An", "If", "He", "She", "They", "It", "There", "How", "What", "In", "On", "At", "After",
               "Before", "Each", "Every", "Then", "When", "While", "Her", "His", "Their", "This", "That", "One",
               "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "I", "We", "You", "Mr", "Mrs",
               "Ms", "Dr", "Yesterday", "Today", "Tomorrow", "Last", "Next", "For", "Of", "And", "But", "So", "To",
               "From", "With", "By", "As", "Some", "All", "Both", "Half", "Twice", "During", "Monday", "Tuesday",
               "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "January", "February", "March", "April",
               "May", "June", "July", "August", "September", "October", "November", "December", "Christmas",
               "Halloween", "Easter", "Thanksgiving", "US", "USA", "Since", "Because", "Although", "Find",
               "Calculate", "Given", "Assuming", "Suppose", "Over", "Out", "Later", "Finally", "First", "Second",
               "Third", "Now", "Once", "Lots", "Also", "Among", "Around", "Which", "Who", "Why", "Where", "Our", "My", "Your"}

#: Paraphrases written by hand (dev rows, by 0-based line in test_dev.jsonl): same quantities, names and
#: units, same question, new wording. Each was checked against the source problem by reading both.
HAND = {
    0: "Janet's ducks produce 16 eggs a day. Every morning she eats three of them for breakfast, and every day "
       "she uses four to bake muffins for her friends. She sells the rest at the farmers' market each day at $2 "
       "per fresh duck egg. How many dollars does she make at the farmers' market every day?",
    1: "A robe needs 2 bolts of blue fiber and half as much white fiber. In total, how many bolts does it need?",
    2: "Josh decides to flip a house. He purchases a house for $80,000 and then spends $50,000 on repairs. This "
       "increased the house's value by 150%. How much profit did he make?",
    3: "James decides to run 3 sprints 3 times a week. Each sprint is 60 meters. How many meters does he run in "
       "total in a week?",
    5: "Kylar went to the shop to buy glasses for his new apartment. A glass costs $5, but every second glass "
       "costs only 60% of the price. Kylar wants 16 glasses. How much does he have to pay for them?",
    6: "Seattle has 20 sheep. Charleston has 4 times as many sheep as Seattle, and Toulouse has twice as many "
       "sheep as Charleston. How many sheep do Toulouse, Charleston, and Seattle have together?",
    9: "Eliza earns $10 per hour for the first 40 hours she works each week. She also gets overtime pay of 1.2 "
       "times her regular hourly rate. If Eliza worked 45 hours this week, how much did she earn this week?",
    11: "Toula went to the bakery and purchased several kinds of pastries: 3 dozen donuts at $68 per dozen, 2 "
        "dozen mini cupcakes at $80 per dozen, and 6 dozen mini cheesecakes at $55 per dozen. What was the "
        "total cost?",
    18: "Every morning Claire makes a 3 egg omelet for breakfast. In 4 weeks, how many dozens of eggs will she eat?",
    21: "Raymond and Samantha are cousins, and Raymond was born 6 years before Samantha. Raymond had a son when "
        "he was 23. If Samantha is 31 now, how many years ago was Raymond's son born?",
    22: "Billy sells DVDs and had 8 customers on Tuesday. His first 3 customers bought one DVD each, his next 2 "
        "customers bought 2 DVDs each, and his last 3 customers didn't buy any DVDs. How many DVDs did Billy "
        "sell on Tuesday?",
    23: "Every hour that a candle burns, it melts by 2 centimeters. If it burns from 1:00 PM to 5:00 PM, how many "
        "centimeters shorter will the candle be?",
    24: "Kyle paid $19.50 for last year's best-selling book. That price includes a 25% discount off the original "
        "price. What was the book's original price?",
    26: "Mishka bought 3 pairs of shorts, 3 pairs of pants and 3 pairs of shoes. A pair of shorts costs $16.50, "
        "a pair of pants costs $22.50, and a pair of shoes costs $42. How many dollars did Mishka spend on all "
        "the clothing items?",
    27: "Every night Cynthia eats one serving of ice cream. She buys cartons of ice cream that hold 15 servings "
        "each, at $4.00 per carton. How much will she spend on ice cream after 60 days?",
    28: "During his 60-mile bike trip, Henry made two stops. The first stop came after 20 miles, and the second "
        "stop was 15 miles before the end of the trip. How many miles did he travel between his first and "
        "second stops?",
    30: "The ages of Darrell and Allen are in the ratio 7:11. If their total age is 162 now, what will Allen's "
        "age be 10 years from now?",
    32: "John looks after 10 dogs. Walking each dog and taking care of its business takes .5 hours a day. How "
        "many hours a week does he spend taking care of the dogs?",
    33: "Gretchen has 110 coins, and there are 30 more gold coins than silver coins. How many gold coins does "
        "Gretchen have?",
    35: "Mike plays ping pong for 40 minutes. He scores 4 points in the first 20 minutes. In the second 20 "
        "minutes he scores 25% more points. How many points did he score in total?",
    36: "Terry eats 2 yogurts each day. Right now they are on sale at 4 yogurts for $5.00. How much will he "
        "spend on yogurt over 30 days?",
    37: "John plans to sell all of his toys and use the money to buy video games. He has 13 lego sets, which he "
        "sells for $15 each. He ends up buying 8 video games at $20 each and has $5 left over. How many lego "
        "sets does he still have?",
    42: "Grandma Jones baked 5 apple pies for the fireman's luncheon. She cut every pie into 8 pieces and put "
        "the five pies out on the buffet table so the guests could serve themselves. At the end of the "
        "evening, once the guests had taken and eaten their pieces, 14 pieces of pie were left. How many "
        "pieces did the guests take?",
    44: "Charlie wants to sell beeswax candles. He can make 10 tapered candles from every pound of beeswax. A "
        "pound of beeswax plus the wicks costs $10.00 in supplies. If he sells each candle for $2.00, what is "
        "his net profit if he makes and sells 20 candles?",
}


#: The same for train rows (by 0-based line in train.jsonl); these are ``calib`` cases, so the
#: thresholds see hand-written rewording too.
HAND_TRAIN = {
    0: "In April Natalia sold clips to 48 of her friends, and in May she sold half as many clips. How many clips "
       "did Natalia sell altogether in April and May?",
    1: "Weng is paid $12 an hour to babysit. Yesterday she babysat for just 50 minutes. How much did she earn?",
    2: "Betty wants a new wallet that costs $100, and she has only half of the money she needs. Her parents "
       "decided to give her $15 for it, and her grandparents twice as much as her parents. How much more "
       "money does Betty need to buy the wallet?",
    3: "Julie is reading a 120-page book. She read 12 pages yesterday, and today she read twice as many pages as "
       "yesterday. If she wants to read half of the remaining pages tomorrow, how many pages should she read?",
    4: "Twice a week, James writes a 3-page letter to 2 different friends. How many pages does he write in a year?",
    6: "Albert wonders how much pizza he can eat in one day. He buys 2 large pizzas and 2 small pizzas. Each large "
       "pizza has 16 slices and each small pizza has 8 slices. If he eats all of it, how many pieces does he eat "
       "that day?",
    8: "Alexis is applying for a new job and bought a new set of business clothes for the interview. With a budget "
       "of $200 she went to a department store and spent $30 on a button-up shirt, $46 on suit pants, $38 on a "
       "suit coat, $11 on socks, and $18 on a belt. She also purchased a pair of shoes but lost the receipt for "
       "them. She has $16 left from her budget. How much did Alexis pay for the shoes?",
    12: "On his farm Randy has 60 mango trees. He also has 5 less than half as many coconut trees as mango trees. "
        "How many trees does Randy have in all on his farm?",
    13: "Jasper is serving charcuterie at his dinner party. He buys 2 pounds of cheddar cheese for $10, a pound "
        "of cream cheese costing half the price of the cheddar cheese, and a pack of cold cuts costing twice the "
        "price of the cheddar cheese. How much does he spend on the ingredients?",
    14: "Joy reads 8 pages of a book in 20 minutes. How many hours will it take her to read 120 pages?",
    15: "James creates a media empire. He makes a movie for $2000. Each DVD costs $6 to make, and he sells it for "
        "2.5 times that much. He sells 500 movies a day, 5 days a week. How much profit does he make in 20 weeks?",
    16: "Two business partners, Mike and Johnson, share the profit from a business transaction in the ratio 2:5 "
        "respectively. If Johnson got $2500, how much will Mike have after spending some of his share on a "
        "shirt that costs $200?",
    18: "Roque needs two hours to walk to work and one hour to ride his bike to work. Three times a week he walks "
        "to and from work, and twice a week he rides his bike to and from work. How many hours in total does he "
        "take to get to and from work a week with walking and biking?",
    19: "Tim bikes back and forth to work on each of his 5 workdays. His work is 20 miles away. He also goes on a "
        "weekend bike ride of 200 miles. If he can bike at 25 mph, how much time does he spend biking a week?",
    20: "Bella bought stamps at the post office: some with a snowflake design, some with a truck design, and some "
        "with a rose design. She bought 11 snowflake stamps, 9 more truck stamps than snowflake stamps, and 13 "
        "fewer rose stamps than truck stamps. How many stamps did Bella buy in all?",
    21: "Every bird eats 12 beetles per day, every snake eats 3 birds per day, and every jaguar eats 5 snakes per "
        "day. If a forest has 6 jaguars, how many beetles are eaten each day?",
    23: "Ann's favorite store had a summer clearance. For $75 she bought 5 pairs of shorts at $7 each and 2 pairs "
        "of shoes at $10 each. She also bought 4 tops, all at the same price. How much did each top cost?",
    24: "Mary does her grocery shopping on Saturday, only at a specific store where she is allowed a credit of "
        "$100, which must be paid in full before her next shopping trip. That week she spent the full credit "
        "limit and paid $15 of it on Tuesday and $23 of it on Thursday. How much credit will Mary need to pay "
        "before her next shopping trip?",
    25: "Ralph is practicing tennis with a tennis ball machine that shoots out tennis balls for him to hit. He "
        "loads the machine with 175 tennis balls to start with. Of the first 100 balls, he manages to hit 2/5 of "
        "them. Of the next 75 tennis balls, he manages to hit 1/3 of them. Out of all the tennis balls, how many "
        "did Ralph not hit?",
    11: "Tobias is buying a new pair of shoes that costs $95. For the past three months he has been saving up his "
        "money each month. He gets an allowance of $5 a month. He also mows lawns and shovels driveways, "
        "charging $15 to mow a lawn and $7 to shovel. After buying the shoes, he has $15 in change. If he mows 4 "
        "lawns, how many driveways did he shovel?",
}


def _rows(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def _gold(answer: str) -> str:
    return answer.rsplit("####", 1)[1].strip().replace(",", "")


_SENT = re.compile(r"(?<=[.?!])\s+")
_INT = re.compile(r"(?<![\d$.,/\-])\b(\d+)\b(?![\d.,/%\-]\d?)")


def _sentences(q: str) -> list[str]:
    return [s for s in _SENT.split(q.strip()) if s]


def _sub_once(text: str, old: str, new: str, rng: random.Random, *, where: str | None = None) -> str | None:
    """Replace one whole-word occurrence of ``old`` (first letter case kept); None when absent."""
    pattern = re.compile(r"(?<![\w$])" + re.escape(old) + r"(?!\w)", re.I if old[0].isalpha() else 0)
    scope = where if where is not None else text
    hits = list(pattern.finditer(scope))
    if not hits:
        return None
    m = rng.choice(hits)
    found = m.group(0)
    rep = new[0].upper() + new[1:] if found[:1].isupper() else new[0].lower() + new[1:]
    new_scope = scope[:m.start()] + rep + scope[m.end():]
    return text.replace(scope, new_scope, 1) if where is not None else new_scope


def _sub_all(text: str, old: str, new: str) -> str:
    pattern = re.compile(r"(?<![\w$])" + re.escape(old) + r"(?!\w)")
    return pattern.sub(new, text)


# -- reworded -------------------------------------------------------------------------------------------
def instruction(q, rng):
    return rng.choice(INSTRUCTIONS).format(q=q), "instruction"


def question_first(q, rng):
    s = _sentences(q)
    if len(s) < 2 or not s[-1].endswith("?"):
        return None
    return " ".join([s[-1]] + s[:-1]), "question-first"


def number_words(q, rng):
    hits = [m for m in _INT.finditer(q) if int(m.group(1)) in NUMBER_WORDS
            and not q[max(0, m.start() - 1):m.start()] in ("$", "-") and not q[m.end():m.end() + 1] in ("%", "-", ":")]
    if not hits:
        return None
    out = q
    for m in sorted(rng.sample(hits, min(len(hits), 2)), key=lambda m: -m.start()):
        out = out[:m.start()] + NUMBER_WORDS[int(m.group(1))] + out[m.end():]
    return out, "number-words"


def synonyms(q, rng):
    swaps = [(a, b) for a, b in SYNONYM_SWAPS if re.search(r"(?<!\w)" + re.escape(a) + r"(?!\w)", q, re.I)]
    if not swaps:
        return None
    out = q
    for a, b in rng.sample(swaps, min(len(swaps), 2)):
        out = _sub_once(out, a, b, rng) or out
    return (out, "synonyms") if out != q else None


def combined(q, rng):
    first = rng.choice([question_first, number_words, synonyms])(q, rng)
    if not first:
        return None
    out, t = first
    second = instruction(out, rng)
    return second[0], f"{t}+instruction"


# -- numbers -----------------------------------------------------------------------------------------------
_NUM = re.compile(r"(?<![\d.,/])\d+(?:,\d{3})*(?:\.\d+)?(?![\d/]|st\b|nd\b|rd\b|th\b)")


def change_number(q, rng):
    hits = list(_NUM.finditer(q))
    if not hits:
        return None
    m = rng.choice(hits)
    raw = m.group(0)
    value = float(raw.replace(",", ""))
    op = rng.choice(["+1", "-1", "x2", "+10"])
    new = {"+1": value + 1, "-1": value - 1, "x2": value * 2, "+10": value + 10}[op]
    if new <= 0 or new == value:
        new = value + 1
    text = (f"{new:,.0f}" if "," in raw else f"{new:.0f}") if new == int(new) else f"{new:.2f}".rstrip("0")
    return q[:m.start()] + text + q[m.end():], f"number {op}"


def swap_numbers(q, rng):
    hits = list(_NUM.finditer(q))
    # two numbers of one list ("65, 94, 81, 74 and 86") may trade places without changing the problem
    pairs = [(a, b) for i, a in enumerate(hits) for b in hits[i + 1:] if a.group(0) != b.group(0)
             and not re.fullmatch(r"[\d\s,$%.]*(?:and|or)?[\d\s,$%.]*", q[a.end():b.start()])]
    if not pairs:
        return None
    a, b = rng.choice(pairs)
    return q[:a.start()] + b.group(0) + q[a.end():b.start()] + a.group(0) + q[b.end():], "numbers swapped"


def change_number_word(q, rng):
    options = [(a, b) for a, b in WORD_CHANGES if re.search(r"(?<!\w)" + re.escape(a) + r"(?!\w)", q, re.I)]
    if not options:
        return None
    a, b = rng.choice(options)
    return _sub_once(q, a, b, rng), f"number word {a}->{b}"


# -- names and units ---------------------------------------------------------------------------------------
def _names(q: str) -> list[str]:
    """Capitalised words that are names: seen once mid-sentence or twice, never lower-case, not common."""
    caps = re.findall(r"\b([A-Z][a-z]+)\b", q)
    mid = {m.group(1) for m in re.finditer(r"\b([A-Z][a-z]+)\b", q.strip())
           if m.start() > 0 and not re.search(r"[.?!:]\s*$", q.strip()[:m.start()])}
    return sorted({c for c in caps if c not in COMMON_CAPS and c.lower() not in q.replace(c, "") and len(c) > 2
                   and not c.endswith(("ly", "ing")) and (c in mid or caps.count(c) >= 2)})


def change_name(q, rng):
    names = _names(q)
    if not names:
        return None
    old = rng.choice(names)
    new = rng.choice([n for n in NAME_POOL if n not in q])
    return re.sub(r"\b" + old + r"\b", new, q), f"name {old}->{new}"


def change_unit(q, rng):
    options = [(a, b) for a, b in UNIT_SWAPS if (a == "$" and "$" in q) or
               (a != "$" and re.search(r"(?<!\w)" + re.escape(a) + r"(?!\w)", q))]
    if not options:
        return None
    a, b = rng.choice(options)
    out = q.replace("$", "€") if a == "$" else _sub_all(q, a, b)
    return out, f"unit {a}->{b}"


ITEM_POOL = ["pencils", "marbles", "stickers", "cookies", "apples", "books", "cards", "shells", "coins", "balloons",
             "buttons", "candles"]


_UNIT_WORDS = {a for a, _ in UNIT_SWAPS} | {b for _, b in UNIT_SWAPS} | {"times", "percent", "grams", "kilograms"}


def change_item(q, rng):
    """One counted thing renamed where a number counts it ("48 clips" -> "48 marbles"), the others kept."""
    heads = sorted({h for h in re.findall(r"\b\d[\d,]*\s+([a-z]+s)\b", q) if not h.endswith("ss")
                    and len(re.findall(r"\b" + h + r"\b", q)) >= 2 and h not in _UNIT_WORDS})
    if not heads:
        return None
    old = rng.choice(heads)
    new = rng.choice([w for w in ITEM_POOL if w not in q])
    hits = list(re.finditer(r"(\b\d[\d,]*\s+)" + old + r"\b", q))
    m = rng.choice(hits)
    return q[:m.start()] + m.group(1) + new + q[m.end():], f"item {old}->{new}"


# -- question ---------------------------------------------------------------------------------------------
def _split_question(q):
    s = _sentences(q)
    if len(s) < 2 or not s[-1].endswith("?"):
        return None
    return " ".join(s[:-1]), s[-1]


def other_person(q, rng):
    parts = _split_question(q)
    if not parts:
        return None
    body, question = parts
    names = _names(q)
    asked = [n for n in names if re.search(r"\b" + n + r"\b", question)]
    others = [n for n in names if n not in asked and re.search(r"\b" + n + r"\b", body)]
    if len(asked) != 1 or not others:
        return None
    new = rng.choice(others)
    return body + " " + re.sub(r"\b" + asked[0] + r"\b", new, question), f"asks about {new} not {asked[0]}"


def other_thing(q, rng):
    parts = _split_question(q)
    if not parts:
        return None
    body, question = parts
    m = re.match(r"(How many )([a-z]+s)\b", question)
    if not m or m.group(2) in ("does", "was", "has", "is", "less"):
        return None
    heads = sorted({h for h in re.findall(r"\b\d[\d,]*\s+([a-z]+s)\b", body) if h != m.group(2) and not h.endswith("ss")
                    and h not in ("times", "years", "days", "hours", "minutes", "weeks", "months", "dollars")})
    if not heads:
        return None
    new = rng.choice(heads)
    return body + " " + question[:m.start(2)] + new + question[m.end(2):], f"asks about {new} not {m.group(2)}"


def aggregate(q, rng):
    parts = _split_question(q)
    if not parts:
        return None
    body, question = parts
    options = [(a, b) for a, b in AGGREGATES if a in question]
    if options:
        a, b = rng.choice(options)
        new = question.replace(a, b, 1)
        return body + " " + new, f"question without '{a.strip()}'"
    return None


def ask_more(q, rng):
    parts = _split_question(q)
    if not parts:
        return None
    body, question = parts
    m = re.match(r"How (many|much) ", question)
    if m and " more " not in question:
        return body + " " + question[:m.end()] + "more " + question[m.end():], "question asks 'more'"
    return None


def span(q, rng):
    parts = _split_question(q)
    if not parts:
        return None
    body, question = parts
    options = [(a, b) for a, b in SPANS if a in question]
    if not options:
        return None
    a, b = rng.choice(options)
    return body + " " + question.replace(a, b, 1), f"question over '{b}' not '{a}'"


# -- opposite -----------------------------------------------------------------------------------------------
def opposite(q, rng):
    parts = _split_question(q)
    for scope in ([parts[1]] if parts else []) + [q]:
        options = [(a, b) for a, b in OPPOSITES if re.search(r"(?<!\w)" + re.escape(a) + r"(?!\w)", scope)]
        if options:
            a, b = rng.choice(options)
            out = _sub_once(q, a, b, rng, where=scope if scope != q else None)
            if out and out != q:
                return out, f"{a}->{b}" + (" (question)" if scope != q else "")
    return None


MAKERS = {
    "reworded": [instruction, question_first, number_words, synonyms, combined],
    "numbers": [change_number, swap_numbers, change_number_word],
    "names_units": [change_name, change_unit, change_item],
    "question": [other_person, other_thing, aggregate, span, ask_more],
    "opposite": [opposite],
}
SAME = {"reworded": True, "numbers": False, "names_units": False, "question": False, "opposite": False}


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def build() -> dict[str, list[dict]]:
    rng = random.Random(SEED)
    train, dev = _rows(GSM / "train.jsonl"), _rows(GSM / "test_dev.jsonl")
    t_idx = sorted(set(rng.sample(range(len(train)), TRAIN_ROWS)) - set(HAND_TRAIN))
    calib = set(rng.sample(t_idx, TRAIN_ROWS // 2))
    d_idx = sorted(set(rng.sample(range(len(dev)), DEV_ROWS)) - set(HAND))
    sources = [("train.jsonl", i, train[i], "calib" if i in calib else "report") for i in t_idx]
    sources += [("test_dev.jsonl", i, dev[i], "report") for i in d_idx]
    sets: dict[str, list[dict]] = {}
    for kind, makers in MAKERS.items():
        pool = []
        used = {make.__name__: 0 for make in makers}
        order = list(range(len(sources)))
        rng.shuffle(order)
        for n in order[: SIZES[kind] * 3]:
            file, line, row, split = sources[n]
            q = row["question"]
            # every way this row can be changed; keep the way used least so far (kinds stay balanced)
            options = []
            for make in sorted(set(makers), key=lambda m: m.__name__):
                made = make(q, rng)
                if made and made[0] and _norm(made[0]) != _norm(q):
                    options.append((used[make.__name__], rng.random(), make.__name__, made))
            if options:
                _, _, name, made = min(options)
                used[name] += 1
                pool.append((file, line, row, split, made))
        picked = rng.sample(pool, min(SIZES[kind], len(pool)))
        picked.sort(key=lambda p: (p[0], p[1]))
        cases = []
        for file, line, row, split, (query, how) in picked:
            cases.append({"kind": kind, "transform": how, "split": split, "same": SAME[kind],
                          "source": {"file": f"evalsets/gsm8k/{file}", "line": line},
                          "query": query, "candidate": row["question"], "candidate_answer": _gold(row["answer"])})
        if kind == "reworded":
            for line, text in sorted(HAND_TRAIN.items()):
                row = train[line]
                cases.append({"kind": kind, "transform": "hand", "split": "calib", "same": True,
                              "source": {"file": "evalsets/gsm8k/train.jsonl", "line": line},
                              "query": text, "candidate": row["question"], "candidate_answer": _gold(row["answer"])})
            for line, text in sorted(HAND.items()):
                row = dev[line]
                cases.append({"kind": kind, "transform": "hand", "split": "report", "same": True,
                              "source": {"file": "evalsets/gsm8k/test_dev.jsonl", "line": line},
                              "query": text, "candidate": row["question"], "candidate_answer": _gold(row["answer"])})
        for n, case in enumerate(cases):
            case["id"] = f"{kind}-{n:03d}"
        sets[kind] = cases
    return sets


def main() -> None:
    sets = build()
    for kind, cases in sets.items():
        with open(HERE / f"{kind}.jsonl", "w", encoding="utf-8") as f:
            for case in cases:
                f.write(json.dumps({k: case[k] for k in ("id", "kind", "transform", "split", "same", "source",
                                                         "query", "candidate", "candidate_answer")},
                                   ensure_ascii=False) + "\n")
        splits = {s: sum(c["split"] == s for c in cases) for s in ("calib", "report")}
        print(f"{kind}: {len(cases)} cases {splits}")
    # the seven other domains (domains/*.jsonl): make_domains.py beside this file, loaded by path
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_domains", Path(__file__).with_name("make_domains.py"))
    make_domains = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_domains)
    make_domains.main()


if __name__ == "__main__":
    main()
