"""Split ``heldout9``: requests written by hand on 2026-12-01 (seventh session, fourth set) by an engineer who read
neither the rules (``kvmemory/sametask``) nor any other hand-written set nor this project's code; never used to
tune a rule.

Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same
answer, else the kind of change (reversed, entity, operation, quantity, negation; code also output, input,
bound). Read by :mod:`make_domains`, which runs it with ``_fn``.
"""

# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by :mod:`make_domains`.

# --------------------------------------------------------------------------------------------- conversions
_CV1 = "Convert 3.5 nautical miles to kilometres."
_CV2 = "Convert 32 psi to bar."
_CV3 = "How many mebibytes (MiB) are in 4.7 gigabytes, using decimal GB?"
_CV4 = "If it's 9:30 AM in Tokyo, what time is it in London? Assume London is on GMT (winter time)."
_CV5 = "How many grams is 2 cups of all-purpose flour? Use 125 g per cup."
_CV6 = "Convert 2,000 kilocalories to kilojoules."
_CV7 = "How many square feet is a 45 m² apartment?"

# ------------------------------------------------------------------------------------------------- policy
_PO1 = ("Draft a short IT policy rule: employees must lock their workstation whenever they step away from their "
        "desk for more than 5 minutes.")
_PO2 = ("Write an expense policy clause: meals on business trips are reimbursed up to $60 per day, and a receipt is "
        "required for any single item over $25.")
_PO3 = ("Write a remote-work policy paragraph: employees may work from home up to 2 days per week with their "
        "manager's approval.")
_PO4 = ("Write a benefits policy clause: full-time employees receive 25 days of paid annual leave, and up to 5 "
        "unused days can be carried over to the next year.")
_PO5 = ("Write a policy statement: company laptops must be returned to IT within 5 business days after an "
        "employee's last working day.")
_PO6 = "Write a travel policy rule: flights under 6 hours must be booked in economy class."
_PO7 = "Write a security policy rule: visitors must be escorted at all times while in the server room."

# ---------------------------------------------------------------------------------------------------- sql
_SQ1 = ("Write a SQL query that returns the names of customers who placed more than 3 orders in 2024. "
        "Tables: customers(id, name), orders(id, customer_id, order_date).")
_SQ2 = ("Write a query to get the average salary per department from employees(id, name, department, salary), "
        "highest average first.")
_SQ3 = ("Write a SQL statement that deletes all sessions older than 30 days from the sessions table "
        "(columns: id, user_id, created_at).")
_SQ4 = ("Write SQL to find the top 5 best-selling products by total quantity sold. "
        "Tables: products(id, name), order_items(order_id, product_id, quantity).")
_SQ5 = "Write a query that lists the names of employees who have no manager. Table: employees(id, name, manager_id)."
_SQ6 = ("Write SQL that raises the price of every product in the 'accessories' category by 10%. "
        "Table: products(id, name, category, price).")
_SQ7 = "Write a query that returns each user's most recent login time from logins(user_id, logged_in_at)."

# -------------------------------------------------------------------------------------------------- shell
_SH1 = "How do I find all .log files under /var/log that were last modified more than 7 days ago?"
_SH2 = "Count the lines containing 'ERROR' in app.log."
_SH3 = "Show the 10 largest directories directly inside /home, largest first."
_SH4 = "Add execute permission on deploy.sh for the file's owner only."
_SH5 = "Show the last 50 log lines of the nginx service with journalctl and keep following new entries."
_SH6 = "Using jq, extract the 'name' field of every object in the array in users.json."
_SH7 = "Create a gzip-compressed tarball named backup.tar.gz of the directory /etc/nginx."

# -------------------------------------------------------------------------------------------------- dates
_DA1 = "How many days are there between 3 March 2025 and 17 June 2025?"
_DA2 = "Which ISO week is 30 December 2024 in?"
_DA3 = "What date is 45 days after 20 November 2025?"
_DA4 = ("How many business days (Monday to Friday, ignoring holidays) are there from Monday 6 January 2025 to "
        "Friday 31 January 2025, inclusive?")
_DA5 = "What day of the week will 25 December 2026 be?"
_DA6 = "If someone was born on 14 August 1990, how old are they on 1 August 2025?"
_DA7 = "How long is it from 9:45 PM to 6:10 AM the next morning, in hours and minutes?"

# ---------------------------------------------------------------------------------------------- rewriting
_RW1 = 'Rewrite this in a formal tone: "hey, can u send me the report by friday? thx"'
_RW2 = ('Turn this into a bulleted list: "We need to book the venue, order catering, and send the invitations '
        'before March 1."')
_RW3 = 'Rewrite in the active voice: "The budget was approved by the board on Tuesday."'
_Q3TXT = ("Our Q3 revenue grew 12% year over year, driven mainly by subscription sales in Europe, while hardware "
          "sales declined slightly.")
_RW4 = f'Summarise in one sentence: "{_Q3TXT}"'
_RW5 = 'Fix the grammar in this sentence: "Me and him goes to the gym every mornings."'
_MTG = ("I wanted to reach out to let you know that the meeting scheduled for tomorrow afternoon has been moved to "
        "Thursday at 3 PM.")
_RW6 = f'Shorten this to under 15 words: "{_MTG}"'
_RW7 = 'Translate into Spanish: "The store closes at 9 PM on weekdays."'

# --------------------------------------------------------------------------------------------------- code
_RLE = _fn("rle_encode", "s",
           "Run-length encode s: every run of a repeated character becomes that character followed by the length "
           "of the run.",
           [('rle_encode("aaabcc")', "'a3b1c2'"), ('rle_encode("")', "''")])
_RLE_P1 = _fn("rle_encode", "s: str",
              "Compress a string with run-length encoding. Each maximal block of identical consecutive characters "
              "is written as the character and then its count.",
              [('rle_encode("")', "''"), ('rle_encode("aaabcc")', "'a3b1c2'")], " -> str")
_RLE_P2 = _fn("rle_encode", "s",
              "Return the RLE form of s (character + count for each consecutive run; the count is always written).",
              [('rle_encode("aaabcc")', "'a3b1c2'"), ('rle_encode("")', "''"), ('rle_encode("zz")', "'z2'")])
_RLE_OUT = _fn("rle_encode", "s",
               "Run-length encode s as a list of (character, run length) pairs, one pair per run of a repeated "
               "character.",
               [('rle_encode("aaabcc")', "[('a', 3), ('b', 1), ('c', 2)]"), ('rle_encode("")', "[]")])
_RLE_ONE = _fn("rle_encode", "s: str",
               "Compress a string with run-length encoding: each block of identical consecutive characters is "
               "written as the character and then its count, but a block of length 1 is written as the bare "
               "character with no count.",
               [('rle_encode("aaabcc")', "'a3bc2'"), ('rle_encode("")', "''")], " -> str")

_ROT = _fn("rotate", "items, k",
           "Return a new list with items rotated left by k positions; k may be larger than the list, in which "
           "case it wraps around.",
           [("rotate([1, 2, 3, 4, 5], 2)", "[3, 4, 5, 1, 2]"), ("rotate([1, 2, 3], 4)", "[2, 3, 1]"),
            ("rotate([], 3)", "[]")])
_ROT_P1 = _fn("rotate", "items: list, k: int",
              "Shift the elements k places to the left, wrapping around (k is taken modulo the length), and give "
              "the result back as a new list. An empty list stays empty.",
              [("rotate([], 3)", "[]"), ("rotate([1, 2, 3, 4, 5], 2)", "[3, 4, 5, 1, 2]"),
               ("rotate([1, 2, 3], 4)", "[2, 3, 1]")], " -> list")
_ROT_P2 = _fn("rotate", "items, k",
              "Left-rotate items by k (wrapping when k exceeds the length) and return a new list.",
              [("rotate([1, 2, 3, 4, 5], 2)", "[3, 4, 5, 1, 2]"), ("rotate([1, 2, 3], 4)", "[2, 3, 1]"),
               ("rotate([], 3)", "[]"), ("rotate(['a', 'b'], 1)", "['b', 'a']")])
_ROT_REV = _fn("rotate", "items, k",
               "Return a new list with items rotated right by k positions; k may be larger than the list, in which "
               "case it wraps around.",
               [("rotate([1, 2, 3, 4, 5], 2)", "[4, 5, 1, 2, 3]"), ("rotate([1, 2, 3], 4)", "[3, 1, 2]"),
                ("rotate([], 3)", "[]")])
_ROT_BND = _fn("rotate", "items, k",
               "Return a new list with items rotated left by k positions. There is no wrap-around: if k is not "
               "smaller than the length of items, the items come back unchanged.",
               [("rotate([1, 2, 3, 4, 5], 2)", "[3, 4, 5, 1, 2]"), ("rotate([1, 2, 3], 4)", "[1, 2, 3]"),
                ("rotate([], 3)", "[]")])
_ROT_OUT = _fn("rotate", "items: list, k: int",
               "Shift the elements k places to the left, wrapping around (k is taken modulo the length), and give "
               "the result back as a tuple.",
               [("rotate([1, 2, 3, 4, 5], 2)", "(3, 4, 5, 1, 2)"), ("rotate([1, 2, 3], 4)", "(2, 3, 1)"),
                ("rotate([], 3)", "()")], " -> tuple")

_DED = _fn("dedupe", "items",
           "Remove duplicates from items, keeping the first occurrence of each value and preserving the original "
           "order.",
           [("dedupe([3, 1, 3, 2, 1])", "[3, 1, 2]"), ("dedupe(['a', 'a'])", "['a']")])
_DED_P1 = _fn("dedupe", "items: list",
              "Return the distinct values of items as a list, in the order in which each first appears.",
              [("dedupe(['a', 'a'])", "['a']"), ("dedupe([3, 1, 3, 2, 1])", "[3, 1, 2]")], " -> list")
_DED_P2 = _fn("dedupe", "items",
              "Drop every repeated value from items; the first copy of each value stays where it was.",
              [("dedupe([3, 1, 3, 2, 1])", "[3, 1, 2]"), ("dedupe(['a', 'a'])", "['a']"), ("dedupe([])", "[]")])
_DED_REV = _fn("dedupe", "items",
               "Remove duplicates from items, keeping the last occurrence of each value; the result follows the "
               "order of those last occurrences.",
               [("dedupe([3, 1, 3, 2, 1])", "[3, 2, 1]"), ("dedupe(['a', 'a'])", "['a']")])
_DED_OP = _fn("dedupe", "items: list",
              "Return the values that occur exactly once in items, in the order in which they appear.",
              [("dedupe(['a', 'a'])", "[]"), ("dedupe([3, 1, 3, 2, 1])", "[2]")], " -> list")
_DED_OUT = _fn("dedupe", "items",
               "Count the elements of items that repeat a value seen earlier in the list, i.e. how many elements "
               "removing duplicates (keeping first occurrences) would drop.",
               [("dedupe([3, 1, 3, 2, 1])", "2"), ("dedupe(['a', 'a'])", "1")])

_FB = _fn("format_bytes", "n",
          "Format a byte count n for humans using binary units (B, KiB, MiB, GiB) with one decimal place; counts "
          "below 1024 are shown as whole bytes.",
          [("format_bytes(512)", "'512 B'"), ("format_bytes(1536)", "'1.5 KiB'"),
           ("format_bytes(1048576)", "'1.0 MiB'")])
_FB_P1 = _fn("format_bytes", "n: int",
             "Turn a number of bytes into a readable string. Anything under 1024 is printed as an integer number "
             "of B; larger values use the largest fitting power-of-1024 unit (KiB, MiB, GiB) with one digit after "
             "the decimal point.",
             [("format_bytes(1048576)", "'1.0 MiB'"), ("format_bytes(512)", "'512 B'"),
              ("format_bytes(1536)", "'1.5 KiB'")], " -> str")
_FB_P2 = _fn("format_bytes", "n",
             "Human-readable size of n bytes in binary units (B, KiB, MiB, GiB), one decimal place; whole bytes "
             "below 1024.",
             [("format_bytes(512)", "'512 B'"), ("format_bytes(1024)", "'1.0 KiB'"),
              ("format_bytes(1536)", "'1.5 KiB'"), ("format_bytes(1048576)", "'1.0 MiB'")])
_FB_DEC = _fn("format_bytes", "n",
              "Format a byte count n for humans using decimal SI units (B, kB, MB, GB, steps of 1000) with one "
              "decimal place; counts below 1000 are shown as whole bytes.",
              [("format_bytes(512)", "'512 B'"), ("format_bytes(1536)", "'1.5 kB'"),
               ("format_bytes(1048576)", "'1.0 MB'")])
_FB_BND = _fn("format_bytes", "n",
              "Format a byte count n for humans using binary units (B, KiB, MiB, GiB) with one decimal place; a "
              "unit is kept for values up to and including 1024 of it, so counts up to 1024 are shown as whole "
              "bytes.",
              [("format_bytes(512)", "'512 B'"), ("format_bytes(1024)", "'1024 B'"),
               ("format_bytes(1536)", "'1.5 KiB'"), ("format_bytes(1048576)", "'1024.0 KiB'")])
_FB_OUT = _fn("format_bytes", "n: int",
              "Turn a number of bytes into a (value, unit) pair: under 1024 the value is the integer byte count "
              "with unit 'B'; otherwise the largest fitting binary unit (KiB, MiB, GiB) is used and the value is "
              "rounded to one decimal place.",
              [("format_bytes(512)", "(512, 'B')"), ("format_bytes(1536)", "(1.5, 'KiB')"),
               ("format_bytes(1048576)", "(1.0, 'MiB')")], " -> tuple")

_TOP = _fn("top_words", "text, n",
           "Return the n most frequent words in text, most frequent first. Words are split on whitespace and "
           "compared case-insensitively (returned in lower case); ties are broken alphabetically.",
           [('top_words("b a B c a b", 2)', "['b', 'a']"), ('top_words("x y z", 2)', "['x', 'y']")])
_TOP_P1 = _fn("top_words", "text: str, n: int",
              "List the n commonest lower-cased words of text (split on whitespace, case ignored), ordered by "
              "count from highest down, with equal counts in alphabetical order.",
              [('top_words("x y z", 2)', "['x', 'y']"), ('top_words("b a B c a b", 2)', "['b', 'a']")],
              " -> list[str]")
_TOP_P2 = _fn("top_words", "text, n",
              "The n most frequent words of text, ignoring case (words returned lower-cased); most frequent first, "
              "alphabetical among ties. Words are whitespace-separated.",
              [('top_words("b a B c a b", 2)', "['b', 'a']"), ('top_words("x y z", 2)', "['x', 'y']"),
               ('top_words("Go go stop", 1)', "['go']")])
_TOP_OUT = _fn("top_words", "text, n",
               "Return the n most frequent words in text with their counts, as (word, count) pairs, most frequent "
               "first. Words are split on whitespace and compared case-insensitively (returned in lower case); ties "
               "are broken alphabetically.",
               [('top_words("b a B c a b", 2)', "[('b', 3), ('a', 2)]"),
                ('top_words("x y z", 2)', "[('x', 1), ('y', 1)]")])
_TOP_REV = _fn("top_words", "text, n",
               "Return the n least frequent words in text, least frequent first. Words are split on whitespace and "
               "compared case-insensitively (returned in lower case); ties are broken alphabetically.",
               [('top_words("b a B c a b", 2)', "['c', 'a']"), ('top_words("x y z", 2)', "['x', 'y']")])
_TOP_NEG = _fn("top_words", "text: str, n: int",
               "List the n commonest words of text (split on whitespace), ordered by count from highest down, with "
               "equal counts in alphabetical order. Case matters: 'B' and 'b' are different words.",
               [('top_words("b a B c a b", 2)', "['a', 'b']"), ('top_words("x y z", 2)', "['x', 'y']")],
               " -> list[str]")

_GR = _fn("letter_grade", "score",
          "Map a 0-100 score to a letter: 90 and above is A, 80 and above B, 70 and above C, 60 and above D, "
          "anything lower F.",
          [("letter_grade(95)", "'A'"), ("letter_grade(80)", "'B'"), ("letter_grade(59)", "'F'")])
_GR_P1 = _fn("letter_grade", "score: float",
             "Convert a percentage score into a letter grade. Cut-offs (inclusive): A >= 90, B >= 80, C >= 70, "
             "D >= 60; below 60 is F.",
             [("letter_grade(59)", "'F'"), ("letter_grade(95)", "'A'"), ("letter_grade(80)", "'B'")], " -> str")
_GR_P2 = _fn("letter_grade", "score",
             "Letter grade for a score out of 100: A from 90, B from 80, C from 70, D from 60, otherwise F.",
             [("letter_grade(95)", "'A'"), ("letter_grade(80)", "'B'"), ("letter_grade(70)", "'C'"),
              ("letter_grade(59)", "'F'")])
_GR_BND = _fn("letter_grade", "score: float",
              "Convert a percentage score into a letter grade. Cut-offs are strict: A needs more than 90, B more "
              "than 80, C more than 70, D more than 60; anything else is F.",
              [("letter_grade(95)", "'A'"), ("letter_grade(80)", "'C'"), ("letter_grade(59)", "'F'")], " -> str")
_GR_QTY = _fn("letter_grade", "score",
              "Map a 0-100 score to a letter: 93 and above is A, 85 and above B, 77 and above C, 70 and above D, "
              "anything lower F.",
              [("letter_grade(95)", "'A'"), ("letter_grade(88)", "'B'"), ("letter_grade(80)", "'C'"),
               ("letter_grade(59)", "'F'")])
_GR_OUT = _fn("letter_grade", "score",
              "Map a 0-100 score to grade points: 90 and above is 4.0, 80 and above 3.0, 70 and above 2.0, 60 and "
              "above 1.0, anything lower 0.0.",
              [("letter_grade(95)", "4.0"), ("letter_grade(80)", "3.0"), ("letter_grade(59)", "0.0")])

_WIN = _fn("window_sums", "nums, k",
           "Return the sums of all contiguous windows of k consecutive numbers in nums, from left to right; if nums "
           "is shorter than k there are none.",
           [("window_sums([1, 2, 3, 4], 2)", "[3, 5, 7]"), ("window_sums([5], 2)", "[]")])
_WIN_P1 = _fn("window_sums", "nums: list[int], k: int",
              "Sliding-window sums: slide a window of width k over nums one step at a time and collect the total "
              "of each full window. A list shorter than k gives an empty result.",
              [("window_sums([5], 2)", "[]"), ("window_sums([1, 2, 3, 4], 2)", "[3, 5, 7]")], " -> list[int]")
_WIN_P2 = _fn("window_sums", "nums, k",
              "Sum of each run of k adjacent numbers in nums, in order (no partial windows).",
              [("window_sums([1, 2, 3, 4], 2)", "[3, 5, 7]"), ("window_sums([5], 2)", "[]"),
               ("window_sums([2, 2, 2], 3)", "[6]")])
_WIN_AVG = _fn("window_sums", "nums, k",
               "Return the averages of all contiguous windows of k consecutive numbers in nums, from left to right; "
               "if nums is shorter than k there are none.",
               [("window_sums([1, 2, 3, 4], 2)", "[1.5, 2.5, 3.5]"), ("window_sums([5], 2)", "[]")])
_WIN_BND = _fn("window_sums", "nums, k",
               "Return the sum of the window of up to k consecutive numbers starting at each position of nums, from "
               "left to right; windows that run past the end are kept and summed over the numbers that remain.",
               [("window_sums([1, 2, 3, 4], 2)", "[3, 5, 7, 4]"), ("window_sums([5], 2)", "[5]")])
_WIN_IN = _fn("window_sums", "nums: str, k: int",
              "nums is a comma-separated string of integers such as '1,2,3'. Slide a window of width k over those "
              "numbers one step at a time and collect the total of each full window; fewer than k numbers gives "
              "an empty result.",
              [('window_sums("1,2,3,4", 2)', "[3, 5, 7]"), ('window_sums("5", 2)', "[]")], " -> list[int]")


HELDOUT9 = {
    "conversions": [
        (_CV1, "I'm plotting a sailing route along the coast. How many km is 3.5 nautical miles?", None),
        (_CV1, "3.5 nmi in kilometers?", None),
        (_CV1, "Convert 3.5 kilometres to nautical miles.", "reversed"),
        (_CV1, "I'm plotting a sailing route along the coast. How many km is 5.3 nautical miles?", "quantity"),
        (_CV1, "Convert 3.5 statute miles to kilometres.", "entity"),

        (_CV2, "My tyre gauge reads in bar but the car manual says 32 psi. What's that in bar?", None),
        (_CV2, "32 pounds per square inch -> bar?", None),
        (_CV2, "Convert 32 bar to psi.", "reversed"),
        (_CV2, "Convert 32 psi to kilopascals.", "entity"),
        (_CV2, "My tyre gauge reads in bar but the car manual says 35 psi. What's that in bar?", "quantity"),

        (_CV3, "Quick one: a single-layer DVD is sold as 4.7 GB (SI gigabytes, 10^9 bytes each). Express that in "
               "MiB.", None),
        (_CV3, "4.7 decimal gigabytes converted to mebibytes - what do I get?", None),
        (_CV3, "How many decimal megabytes (MB) are in 4.7 gigabytes, using decimal GB?", "entity"),
        (_CV3, "How many mebibytes (MiB) are in 8.5 gigabytes, using decimal GB?", "quantity"),

        (_CV4, "Scheduling a call with our Tokyo office. When it's 09:30 in Tokyo, what's the time in London in "
               "winter, when London is on GMT?", None),
        (_CV4, "9:30 a.m. Tokyo time = ? London time (London on GMT)", None),
        (_CV4, "If it's 9:30 AM in London, what time is it in Tokyo? Assume London is on GMT (winter time).",
         "reversed"),
        (_CV4, "If it's 9:30 AM in Tokyo, what time is it in New York? Assume New York is on EST (winter time).",
         "entity"),
        (_CV4, "Our Tokyo office says it's 4:15 PM there. What's the time in London? It's winter, so London is on "
               "GMT.", "quantity"),

        (_CV5, "Baking from an American recipe that wants 2 cups of all-purpose flour. At 125 grams a cup, how many "
               "grams do I weigh out?", None),
        (_CV5, "2 c AP flour to grams (125 g/cup)", None),
        (_CV5, "How many grams is 3 cups of all-purpose flour? Use 125 g per cup.", "quantity"),
        (_CV5, "How many grams is 2 tablespoons of all-purpose flour? Use 125 g per cup.", "entity"),
        (_CV5, "Baking from an American recipe that wants 2 cups of all-purpose flour. At 120 grams a cup, how many "
               "grams do I weigh out?", "quantity"),

        (_CV6, "My food tracker shows 2000 kcal for the day. How many kJ is that?", None),
        (_CV6, "2000 kcal -> kJ please", None),
        (_CV6, "Convert 2,000 kilojoules to kilocalories.", "reversed"),
        (_CV6, "Convert 2,000 kilocalories to kilowatt-hours.", "entity"),
        (_CV6, "My food tracker shows 1800 kcal for the day. How many kJ is that?", "quantity"),

        (_CV7, "Looking at a flat listing that says 45 square metres. What is that in sq ft?", None),
        (_CV7, "Convert 45 m^2 to square feet.", None),
        (_CV7, "Convert 45 square feet to m².", "reversed"),
        (_CV7, "How many square feet is a 54 m² apartment?", "quantity"),
        (_CV7, "How many square yards is a 45 m² apartment?", "entity"),
    ],
    "policy": [
        (_PO1, "We're updating our security handbook. Can you write a brief rule saying staff have to lock their "
               "computers any time they're away from their desk for longer than five minutes?", None),
        (_PO1, "Short IT policy line: workstation must be locked whenever an employee leaves their desk for over "
               "5 min.", None),
        (_PO1, "Draft a short IT policy rule: employees must lock their workstation whenever they step away from "
               "their desk for more than 15 minutes.", "quantity"),
        (_PO1, "We're updating our security handbook. Can you write a brief rule saying contractors have to lock "
               "their computers any time they're away from their desk for longer than five minutes?", "entity"),

        (_PO2, "For our travel & expense doc I need a clause saying business-trip meals get reimbursed up to 60 "
               "dollars a day, with a receipt needed for any individual item above $25.", None),
        (_PO2, "Expense policy clause pls. Business trip meals: reimbursable up to $60/day; receipt required for "
               "any single item over $25.", None),
        (_PO2, "Write an expense policy clause: meals on business trips are reimbursed up to $75 per day, and a "
               "receipt is required for any single item over $25.", "quantity"),
        (_PO2, "Write an expense policy clause: taxi rides on business trips are reimbursed up to $60 per day, and "
               "a receipt is required for any single item over $25.", "entity"),

        (_PO3, "HR asked me to put together our WFH rules. Could you write a paragraph saying staff can work "
               "remotely a maximum of two days a week, provided their manager approves?", None),
        (_PO3, "Remote-work policy paragraph: up to 2 WFH days/week, manager's approval required.", None),
        (_PO3, "Write a remote-work policy paragraph: employees may work from home up to 3 days per week with "
               "their manager's approval.", "quantity"),
        (_PO3, "Write a remote-work policy paragraph: employees may work from home up to 2 days per week without "
               "needing their manager's approval.", "negation"),
        (_PO3, "HR asked me to put together our WFH rules. Could you write a paragraph saying interns can work "
               "remotely a maximum of two days a week, provided their manager approves?", "entity"),

        (_PO4, "Updating the employee handbook. Can you draft a clause saying full-time staff get twenty-five days "
               "of paid annual leave a year and may carry a maximum of 5 unused days over into the following "
               "year?", None),
        (_PO4, "Benefits clause: FT employees get 25 days paid annual leave; carry-over of unused days into next "
               "year capped at 5.", None),
        (_PO4, "Write a benefits policy clause: part-time employees receive 25 days of paid annual leave, and up "
               "to 5 unused days can be carried over to the next year.", "entity"),
        (_PO4, "Write a benefits policy clause: full-time employees receive 25 days of paid annual leave, and up "
               "to 10 unused days can be carried over to the next year.", "quantity"),
        (_PO4, "Benefits clause: FT employees get 25 days paid annual leave; unused days cannot be carried over "
               "into next year.", "negation"),

        (_PO5, "Working on our offboarding doc. I need a sentence stating that company laptops have to be handed "
               "back to IT no later than five business days after an employee's final working day.", None),
        (_PO5, "Policy statement: return of company laptops to IT within 5 business days after the employee's "
               "last working day.", None),
        (_PO5, "Write a policy statement: company laptops must be returned to IT within 10 business days after an "
               "employee's last working day.", "quantity"),
        (_PO5, "Write a policy statement: company phones must be returned to IT within 5 business days after an "
               "employee's last working day.", "entity"),
        (_PO5, "Write a policy statement: company laptops must be returned to IT within the 5 business days before "
               "an employee's last working day.", "reversed"),

        (_PO6, "Our CFO wants the travel policy tightened. Please write a rule that any flight shorter than six "
               "hours has to be booked in economy.", None),
        (_PO6, "Travel rule: economy class required for flights of less than 6 hrs.", None),
        (_PO6, "Write a travel policy rule: flights over 6 hours must be booked in economy class.", "reversed"),
        (_PO6, "Write a travel policy rule: flights under 6 hours must be booked in premium economy class.",
         "entity"),
        (_PO6, "Travel rule: economy class not required for flights of less than 6 hrs.", "negation"),

        (_PO7, "Facilities asked for a quick rule about the server room: anyone visiting has to have an escort the "
               "whole time they're inside. Can you write it up as a security policy rule?", None),
        (_PO7, "Security policy rule - visitors in the server room: escort required at all times.", None),
        (_PO7, "Write a security policy rule: visitors must be escorted at all times while in the warehouse.",
         "entity"),
        (_PO7, "Facilities asked for a quick rule about the server room: contractors have to have an escort the "
               "whole time they're inside. Can you write it up as a security policy rule?", "entity"),
    ],
    "sql": [
        (_SQ1, "I need this for a loyalty report. Give me SQL that lists the names of customers with over three "
               "orders during 2024, using customers(id, name) and orders(id, customer_id, order_date).", None),
        (_SQ1, "SQL: names of customers with > 3 orders placed in 2024. Schema: customers(id, name), orders(id, "
               "customer_id, order_date).", None),
        (_SQ1, "Write a SQL query that returns the names of customers who placed more than 10 orders in 2024. "
               "Tables: customers(id, name), orders(id, customer_id, order_date).", "quantity"),
        (_SQ1, "Write a SQL query that returns the names of customers who placed fewer than 3 orders in 2024. "
               "Tables: customers(id, name), orders(id, customer_id, order_date).", "reversed"),
        (_SQ1, "I need this for a loyalty report. Give me SQL that counts how many customers had over three orders "
               "during 2024, using customers(id, name) and orders(id, customer_id, order_date).", "operation"),

        (_SQ2, "For a compensation review: SQL that computes each department's mean salary from employees(id, "
               "name, department, salary), sorted from the highest average down.", None),
        (_SQ2, "avg salary by department, descending by the average. Table: employees(id, name, department, "
               "salary)", None),
        (_SQ2, "Write a query to get the maximum salary per department from employees(id, name, department, "
               "salary), highest maximum first.", "operation"),
        (_SQ2, "Write a query to get the average salary per department from employees(id, name, department, "
               "salary), lowest average first.", "reversed"),

        (_SQ3, "Our sessions table is getting huge. What's the SQL to remove every session whose created_at is "
               "more than 30 days ago? Columns are id, user_id, created_at.", None),
        (_SQ3, "SQL to purge sessions older than thirty days; sessions(id, user_id, created_at)", None),
        (_SQ3, "Write a SQL statement that counts all sessions older than 30 days in the sessions table (columns: "
               "id, user_id, created_at).", "operation"),
        (_SQ3, "Write a SQL statement that deletes all sessions older than 7 days from the sessions table "
               "(columns: id, user_id, created_at).", "quantity"),
        (_SQ3, "Our sessions table is getting huge. What's the SQL to remove every session whose created_at is "
               "within the last 30 days? Columns are id, user_id, created_at.", "reversed"),

        (_SQ4, "Marketing wants a leaderboard. SQL please: the five products with the highest total units sold, "
               "from products(id, name) and order_items(order_id, product_id, quantity).", None),
        (_SQ4, "top 5 products ranked by SUM(quantity) sold - products(id, name), order_items(order_id, "
               "product_id, quantity). query?", None),
        (_SQ4, "Write SQL to find the top 10 best-selling products by total quantity sold. Tables: products(id, "
               "name), order_items(order_id, product_id, quantity).", "quantity"),
        (_SQ4, "Write SQL to find the 5 worst-selling products by total quantity sold. Tables: products(id, "
               "name), order_items(order_id, product_id, quantity).", "reversed"),
        (_SQ4, "Marketing wants a leaderboard. SQL please: the five products that appear in the most distinct "
               "orders, from products(id, name) and order_items(order_id, product_id, quantity).", "operation"),

        (_SQ5, "Org chart cleanup: I need a query returning the name of every employee whose manager_id is NULL. "
               "Table is employees(id, name, manager_id).", None),
        (_SQ5, "SQL to list names of employees without a manager, employees(id, name, manager_id)?", None),
        (_SQ5, "Write a query that lists the names of employees who have a manager. Table: employees(id, name, "
               "manager_id).", "negation"),
        (_SQ5, "Write a query that counts the employees who have no manager. Table: employees(id, name, "
               "manager_id).", "operation"),

        (_SQ6, "We're adjusting prices. Give me an UPDATE that bumps price by ten percent for all products whose "
               "category is 'accessories'; table products(id, name, category, price).", None),
        (_SQ6, "SQL: +10% price on all 'accessories' products. products(id, name, category, price)", None),
        (_SQ6, "Write SQL that lowers the price of every product in the 'accessories' category by 10%. Table: "
               "products(id, name, category, price).", "reversed"),
        (_SQ6, "Write SQL that raises the price of every product in the 'cables' category by 10%. Table: "
               "products(id, name, category, price).", "entity"),
        (_SQ6, "SQL: +15% price on all 'accessories' products. products(id, name, category, price)", "quantity"),

        (_SQ7, "For an inactivity audit: SQL giving the latest logged_in_at per user_id from the logins(user_id, "
               "logged_in_at) table.", None),
        (_SQ7, "last login time for every user - logins(user_id, logged_in_at). query?", None),
        (_SQ7, "Write a query that returns each user's earliest login time from logins(user_id, logged_in_at).",
         "reversed"),
        (_SQ7, "For an inactivity audit: SQL giving the number of logins per user_id from the logins(user_id, "
               "logged_in_at) table.", "operation"),
    ],
    "shell": [
        (_SH1, "I'm cleaning up our server. What's the find command to list every .log file in /var/log "
               "(subdirectories included) whose last modification was over seven days ago?", None),
        (_SH1, "find cmd: *.log under /var/log, modified more than 7 days ago", None),
        (_SH1, "How do I delete all .log files under /var/log that were last modified more than 7 days ago?",
         "operation"),
        (_SH1, "How do I find all .log files under /var/log that were last modified within the last 7 days?",
         "reversed"),
        (_SH1, "find cmd: *.gz under /var/log, modified more than 7 days ago", "entity"),

        (_SH2, "Quick one: how many lines in app.log have the string ERROR in them? A one-liner is fine.", None),
        (_SH2, "grep command to count lines matching ERROR in app.log", None),
        (_SH2, "Count the lines not containing 'ERROR' in app.log.", "negation"),
        (_SH2, "Count the lines containing 'WARN' in app.log.", "entity"),
        (_SH2, "grep command to print the lines matching ERROR in app.log", "operation"),

        (_SH3, "Disk is almost full. Which one-liner lists the ten biggest directories directly under /home, "
               "biggest at the top?", None),
        (_SH3, "du + sort + head: top 10 dirs directly in /home by size, descending", None),
        (_SH3, "Show the 20 largest directories directly inside /home, largest first.", "quantity"),
        (_SH3, "Disk is almost full. Which one-liner lists the ten smallest directories directly under /home, "
               "smallest at the top?", "reversed"),
        (_SH3, "Show the 10 largest directories directly inside /var, largest first.", "entity"),

        (_SH4, "I just wrote a script called deploy.sh. How do I give execute permission to its owner only, "
               "without touching group or others?", None),
        (_SH4, "chmod: add the x bit for the owner (u) only on deploy.sh", None),
        (_SH4, "Add execute permission on deploy.sh for everyone (owner, group and others).", "entity"),
        (_SH4, "Remove execute permission on deploy.sh for the file's owner only.", "reversed"),

        (_SH5, "Debugging a web server issue. How do I use journalctl to see the final fifty lines logged by the "
               "nginx unit and then keep streaming new ones?", None),
        (_SH5, "journalctl: nginx service, last 50 lines, follow", None),
        (_SH5, "Show the last 200 log lines of the nginx service with journalctl and keep following new entries.",
         "quantity"),
        (_SH5, "Show the last 50 log lines of the docker service with journalctl and keep following new entries.",
         "entity"),
        (_SH5, "journalctl: nginx service, last 50 lines, don't follow", "negation"),

        (_SH6, "I've got users.json, which is a JSON array of objects. What jq command pulls out each object's "
               "name field?", None),
        (_SH6, "jq: print .name for each element of the users.json array", None),
        (_SH6, "Using jq, extract the 'email' field of every object in the array in users.json.", "entity"),
        (_SH6, "Using jq, count the objects in the array in users.json.", "operation"),

        (_SH7, "Before I touch the nginx config I want a backup. What's the tar command to pack /etc/nginx into "
               "backup.tar.gz with gzip compression?", None),
        (_SH7, "tar /etc/nginx into a gzipped backup.tar.gz", None),
        (_SH7, "Extract the gzip-compressed tarball backup.tar.gz into the directory /etc/nginx.", "reversed"),
        (_SH7, "Create a gzip-compressed tarball named backup.tar.gz of the directory /etc/apache2.", "entity"),
    ],
    "dates": [
        (_DA1, "I'm planning a project timeline. How many days from 2025-03-03 to 2025-06-17?", None),
        (_DA1, "Number of days between June 17, 2025 and March 3, 2025?", None),
        (_DA1, "How many days are there between 3 March 2025 and 17 July 2025?", "quantity"),
        (_DA1, "I'm planning a project timeline. How many business days (Mon-Fri) from 2025-03-03 to 2025-06-17?",
         "operation"),

        (_DA2, "For our sprint calendar: what's the ISO 8601 week number of 2024-12-30?", None),
        (_DA2, "ISO week for Dec 30, 2024?", None),
        (_DA2, "Which ISO week is 28 December 2024 in?", "quantity"),
        (_DA2, "For our sprint calendar: what day of the week is 2024-12-30?", "operation"),

        (_DA3, "Our trial ends 45 days after 20/11/2025 (day/month/year). Which date is that?", None),
        (_DA3, "Add forty-five days to 2025-11-20.", None),
        (_DA3, "What date is 45 days before 20 November 2025?", "reversed"),
        (_DA3, "What date is 54 days after 20 November 2025?", "quantity"),
        (_DA3, "Subtract forty-five days from 2025-11-20.", "reversed"),

        (_DA4, "Timesheet check: counting both the start and end dates, how many weekdays are there from Mon 6 Jan "
               "2025 to Fri 31 Jan 2025? No holidays to exclude.", None),
        (_DA4, "Business days 2025-01-06 through 2025-01-31, inclusive, holidays ignored?", None),
        (_DA4, "How many calendar days are there from Monday 6 January 2025 to Friday 31 January 2025, inclusive?",
         "operation"),
        (_DA4, "How many business days (Monday to Friday, ignoring holidays) are there from Monday 6 January 2025 "
               "to Friday 14 February 2025, inclusive?", "quantity"),

        (_DA5, "Trying to plan the office party around Christmas. Which weekday is Christmas Day (25 Dec) in 2026?",
         None),
        (_DA5, "weekday of 2026-12-25?", None),
        (_DA5, "What day of the week will 25 December 2027 be?", "quantity"),
        (_DA5, "weekday of 2026-11-25?", "quantity"),

        (_DA6, "Filling in a form: date of birth 1990-08-14. What's the person's age in years as of 2025-08-01?",
         None),
        (_DA6, "Age on 1 Aug 2025 for someone with DOB 14/08/1990 (day/month/year)?", None),
        (_DA6, "If someone was born on 14 August 1990, how old are they on 20 August 2025?", "quantity"),
        (_DA6, "If someone was born on 14 August 1990, how many days old are they on 1 August 2025?", "operation"),

        (_DA7, "Night shift question: I start at 21:45 and finish at 06:10 the following day. How long is that in "
               "h and min?", None),
        (_DA7, "time difference 9:45 pm -> 6:10 am next day, as hours + minutes", None),
        (_DA7, "How long is it from 10:45 PM to 6:10 AM the next morning, in hours and minutes?", "quantity"),
        (_DA7, "How long is it from 6:10 AM to 9:45 PM the same day, in hours and minutes?", "reversed"),
        (_DA7, "Night shift question: I start at 21:45 and finish at 07:10 the following day. How long is that in "
               "h and min?", "quantity"),
    ],
    "rewriting": [
        (_RW1, "I'm emailing a client and this sounds too casual. Could you make it formal? \"hey, can u send me "
               "the report by friday? thx\"", None),
        (_RW1, 'Formal version of: "hey, can u send me the report by friday? thx"', None),
        (_RW1, 'Rewrite this in a formal tone: "hey, can u send me the report by monday? thx"', "entity"),
        (_RW1, 'Translate this into French: "hey, can u send me the report by friday? thx"', "operation"),

        (_RW2, 'Can you split this sentence into bullet points? "We need to book the venue, order catering, and '
               'send the invitations before March 1."', None),
        (_RW2, 'Bullet list please: "We need to book the venue, order catering, and send the invitations before '
               'March 1."', None),
        (_RW2, 'Bullet list please: "We need to book the venue, order catering, and send the invitations before '
               'April 1."', "quantity"),
        (_RW2, 'Turn this into a bulleted list: "We need to book the venue, order flowers, and send the '
               'invitations before March 1."', "entity"),

        (_RW3, 'Grammar help for my report: change this sentence from passive to active voice. "The budget was '
               'approved by the board on Tuesday."', None),
        (_RW3, 'active voice pls: "The budget was approved by the board on Tuesday."', None),
        (_RW3, 'Rewrite in the passive voice: "The board approved the budget on Tuesday."', "reversed"),
        (_RW3, 'Rewrite in the active voice: "The budget was approved by the committee on Tuesday."', "entity"),
        (_RW3, 'Rewrite in the active voice: "The budget was not approved by the board on Tuesday."', "negation"),

        (_RW4, f'For the exec summary slide, give me a one-sentence summary of this: "{_Q3TXT}"', None),
        (_RW4, f'tl;dr in a single sentence: "{_Q3TXT}"', None),
        (_RW4, 'Summarise in one sentence: "' + _Q3TXT.replace("12%", "21%") + '"', "quantity"),
        (_RW4, 'Summarise in one sentence: "' + _Q3TXT.replace("in Europe", "in Asia") + '"', "entity"),
        (_RW4, f'For the exec summary slide, give me a German translation of this: "{_Q3TXT}"', "operation"),

        (_RW5, 'Proofreading something for a colleague. Can you correct the grammar here? "Me and him goes to the '
               'gym every mornings."', None),
        (_RW5, 'grammar fix: "Me and him goes to the gym every mornings."', None),
        (_RW5, 'Explain the grammar mistakes in this sentence: "Me and him goes to the gym every mornings."',
         "operation"),
        (_RW5, 'Fix the grammar in this sentence: "Me and her goes to the gym every mornings."', "entity"),

        (_RW6, f'I need this for a Slack message. Can you cut it down to fewer than fifteen words? "{_MTG}"', None),
        (_RW6, f'Shorten to < 15 words: "{_MTG}"', None),
        (_RW6, f'Shorten this to under 8 words: "{_MTG}"', "quantity"),
        (_RW6, f'Expand this into a full paragraph: "{_MTG}"', "reversed"),
        (_RW6, 'I need this for a Slack message. Can you cut it down to fewer than fifteen words? "'
               + _MTG.replace("Thursday", "Friday") + '"', "entity"),

        (_RW7, 'A customer asked about our opening hours. How would I say this in Spanish? "The store closes at 9 '
               'PM on weekdays."', None),
        (_RW7, 'Spanish translation please: "The store closes at 9 PM on weekdays."', None),
        (_RW7, 'Translate into Italian: "The store closes at 9 PM on weekdays."', "entity"),
        (_RW7, 'Translate into English: "La tienda cierra a las 9 PM los días laborables."', "reversed"),
        (_RW7, 'Spanish translation please: "The store closes at 10 PM on weekdays."', "quantity"),
    ],
    "code": [
        (_RLE, _RLE_P1, None),
        (_RLE, _RLE_P2, None),
        (_RLE, _RLE_OUT, "output"),
        (_RLE, _RLE_ONE, "output"),

        (_ROT, _ROT_P1, None),
        (_ROT, _ROT_P2, None),
        (_ROT, _ROT_REV, "reversed"),
        (_ROT, _ROT_BND, "bound"),
        (_ROT, _ROT_OUT, "output"),

        (_DED, _DED_P1, None),
        (_DED, _DED_P2, None),
        (_DED, _DED_REV, "reversed"),
        (_DED, _DED_OP, "operation"),
        (_DED, _DED_OUT, "output"),

        (_FB, _FB_P1, None),
        (_FB, _FB_P2, None),
        (_FB, _FB_DEC, "quantity"),
        (_FB, _FB_BND, "bound"),
        (_FB, _FB_OUT, "output"),

        (_TOP, _TOP_P1, None),
        (_TOP, _TOP_P2, None),
        (_TOP, _TOP_OUT, "output"),
        (_TOP, _TOP_REV, "reversed"),
        (_TOP, _TOP_NEG, "negation"),

        (_GR, _GR_P1, None),
        (_GR, _GR_P2, None),
        (_GR, _GR_BND, "bound"),
        (_GR, _GR_QTY, "quantity"),
        (_GR, _GR_OUT, "output"),

        (_WIN, _WIN_P1, None),
        (_WIN, _WIN_P2, None),
        (_WIN, _WIN_AVG, "operation"),
        (_WIN, _WIN_BND, "bound"),
        (_WIN, _WIN_IN, "input"),
    ],
}
