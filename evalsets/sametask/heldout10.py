"""Split ``heldout10``: requests written by hand on 2026-12-01 (eighth session) by an engineer who read neither the
rules (``kvmemory/sametask``) nor any other hand-written set nor this project's code; never used to tune a rule.

Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same
answer, else the kind of change (reversed, entity, operation, quantity, negation; code also output, input,
bound). Read by :mod:`make_domains`, which runs it with ``_fn``.
"""

# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by :mod:`make_domains`.

# --- conversions -------------------------------------------------------------------------------------------------
_CV1 = "Convert 72 degrees Fahrenheit to Celsius."
_CV2 = "How many US dollars is 1,250 euros at an exchange rate of 1 EUR = 1.08 USD?"
_CV3 = "It's 9:30 AM on January 15 in Tokyo. What time is it in London at that moment?"
_CV4 = "Convert 5 feet 11 inches to centimetres."
_CV5 = "How many mebibytes are in 3 gibibytes?"
_CV6 = "Convert a running pace of 5:00 minutes per kilometre to minutes per mile."
_CV7 = "Convert 2 US cups of all-purpose flour to grams."

# --- policy ------------------------------------------------------------------------------------------------------
_PL1 = "Draft a policy clause stating that employees must lock their workstation whenever they leave it unattended."
_PL2 = ("Write a password policy rule: passwords must be at least 14 characters long and must be changed only when "
        "a compromise is suspected.")
_PL3 = "Draft an expense policy clause: meals during business travel are reimbursed up to $60 per day, alcohol excluded."
_PL4 = "Write a rule that remote employees must connect through the company VPN before accessing internal systems."
_PL5 = "Draft a clause saying that new hires get 15 days of paid vacation in their first year."
_PL6 = "Write a data-retention rule: customer support tickets are deleted 2 years after they are closed."
_PL7 = "Draft a policy sentence prohibiting employees from installing unapproved software on company laptops."

# --- sql ---------------------------------------------------------------------------------------------------------
_SQ1 = ("Given a table orders(id, customer_id, total, created_at), write a SQL query returning the total revenue for "
        "each customer, highest first.")
_SQ2 = "Schema: employees(id, name, department, salary). Write a query listing the employees who earn more than 80000."
_SQ3 = ("Given users(id, email, signup_date) and logins(user_id, login_at), write a query to find the users who have "
        "never logged in.")
_SQ4 = ("Table products(id, name, category, price). Write SQL to get the 5 most expensive products in the 'Garden' "
        "category.")
_SQ5 = ("Schema: events(id, user_id, event_type, occurred_at). Write a query counting the events per event_type for "
        "January 2024.")
_SQ6 = ("Given invoices(id, client_id, amount, due_date, paid_at), write a query listing the unpaid invoices that are "
        "past their due date.")
_SQ7 = ("Table staff(id, full_name, manager_id), where manager_id references staff.id. Write a query that returns "
        "each staff member's name alongside their manager's name.")

# --- shell -------------------------------------------------------------------------------------------------------
_SH1 = "Find all files larger than 100 MB under /var/log."
_SH2 = "How do I count the number of lines in every .py file in the current directory and its subdirectories?"
_SH3 = "Write a command to replace every occurrence of 'http://' with 'https://' in config.yaml, editing the file in place."
_SH4 = "Show the 10 most recently modified files in the current directory."
_SH5 = "Compress the directory reports/ into a gzipped tarball named reports.tar.gz."
_SH6 = "Kill the process that is listening on port 8080."
_SH7 = "Print the 3rd column of the comma-separated file data.csv, skipping the header line."

# --- dates -------------------------------------------------------------------------------------------------------
_DT1 = "What date is 90 days after March 15, 2025?"
_DT2 = "How many days are there between January 10, 2024 and April 2, 2024?"
_DT3 = "What day of the week was July 4, 1976?"
_DT4 = "A meeting starts at 10:45 AM and lasts 2 hours 50 minutes. When does it end?"
_DT5 = "How old, in whole years, is a person born on 12 August 1990 as of 1 March 2025?"
_DT6 = "Which date is the second Tuesday of November 2025?"
_DT7 = "Convert the Unix timestamp 1700000000 to a UTC date and time."

# --- rewriting ---------------------------------------------------------------------------------------------------
_RW1 = 'Translate into French: "The meeting has been moved to Thursday afternoon."'
_RW2 = ('Fix the grammar and spelling in this sentence without changing its meaning: "Their going to recieve the '
        'package tommorow, weather or not it rains."')
_RW3 = ('Summarise this in one sentence: "Q3 revenue rose 12% year over year, driven mainly by subscription growth in '
        'Europe, while hardware sales fell 4% and operating costs stayed flat."')
_RW4 = 'Rewrite this in the passive voice: "The committee approved the new budget on Monday."'
_RW5 = '''Make this Slack message sound more polite: "Send me the logs now, I've been waiting all day."'''
_RW6 = ('Shorten this product description to fewer than 20 words: "Our lightweight aluminium travel mug keeps drinks '
        'hot for up to 12 hours and cold for 24, fits in most car cup holders, and is fully dishwasher safe."')
_RW7 = 'Convert this heading to title case: "a practical guide to running open source projects"'

_RW3_TEXT = ('"Q3 revenue rose 12% year over year, driven mainly by subscription growth in Europe, while hardware '
             'sales fell 4% and operating costs stayed flat."')
_RW6_TEXT = ('"Our lightweight aluminium travel mug keeps drinks hot for up to 12 hours and cold for 24, fits in most '
             'car cup holders, and is fully dishwasher safe."')

# --- code --------------------------------------------------------------------------------------------------------
_CHUNK = _fn(
    "chunk", "xs, size",
    "Split the list xs into consecutive sub-lists of length size, in order; the final sub-list holds whatever is "
    "left over and may be shorter.",
    [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([1, 2, 3, 4], 2)", "[[1, 2], [3, 4]]"),
     ("chunk([], 3)", "[]")])
_CHUNK_P1 = _fn(
    "chunk", "xs: list, size: int",
    "Cut xs into successive pieces of size items each, keeping the original order. Any remainder becomes one last, "
    "shorter piece.",
    [("chunk([], 3)", "[]"), ("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
     ("chunk([1, 2, 3, 4], 2)", "[[1, 2], [3, 4]]")], " -> list")
_CHUNK_P2 = _fn(
    "chunk", "xs, size",
    "Group the items of xs, left to right, into lists of size items; a leftover group smaller than size is kept "
    "at the end.",
    [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]"),
     ("chunk([], 3)", "[]")])
_CHUNK_OUT = _fn(
    "chunk", "xs, size",
    "Split the list xs into consecutive tuples of length size, in order; the final tuple holds whatever is left "
    "over and may be shorter.",
    [("chunk([1, 2, 3, 4, 5], 2)", "[(1, 2), (3, 4), (5,)]"), ("chunk([], 3)", "[]")])
_CHUNK_BND = _fn(
    "chunk", "xs, size",
    "Split the list xs into consecutive sub-lists of length size, in order; a final group shorter than size is "
    "dropped.",
    [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"), ("chunk([1, 2, 3, 4], 2)", "[[1, 2], [3, 4]]"),
     ("chunk([1, 2], 3)", "[]")])
_CHUNK_OP = _fn(
    "chunk", "xs, size",
    "Split the list xs, in order, into exactly size sub-lists whose lengths differ by at most one; the earlier "
    "sub-lists take the extra items.",
    [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2, 3], [4, 5]]"), ("chunk([1, 2, 3, 4, 5, 6, 7], 3)", "[[1, 2, 3], [4, 5], [6, 7]]")])

_VOWELS = _fn(
    "count_vowels", "text",
    "Return how many characters of text are vowels (a, e, i, o, u), ignoring case.",
    [("count_vowels('Hello World')", "3"), ("count_vowels('AEIOU')", "5"), ("count_vowels('rhythm')", "0")])
_VOWELS_P1 = _fn(
    "count_vowels", "text: str",
    "Count the vowels a, e, i, o and u in text; upper-case and lower-case letters both count.",
    [("count_vowels('AEIOU')", "5"), ("count_vowels('rhythm')", "0"), ("count_vowels('Hello World')", "3")], " -> int")
_VOWELS_P2 = _fn(
    "count_vowels", "text",
    "Number of characters in text that are one of aeiou or AEIOU.",
    [("count_vowels('Hello World')", "3"), ("count_vowels('AEIOU')", "5"), ("count_vowels('')", "0"),
     ("count_vowels('rhythm')", "0")])
_VOWELS_NEG = _fn(
    "count_vowels", "text",
    "Return how many characters of text are lower-case vowels (a, e, i, o, u); case matters, so upper-case vowels "
    "are not counted.",
    [("count_vowels('Hello World')", "3"), ("count_vowels('AEIOU')", "0"), ("count_vowels('rhythm')", "0")])
_VOWELS_OP = _fn(
    "count_vowels", "text",
    "Return how many characters of text are consonants, i.e. letters other than a, e, i, o, u, ignoring case.",
    [("count_vowels('Hello World')", "7"), ("count_vowels('AEIOU')", "0"), ("count_vowels('rhythm')", "6")])

_RANGE = _fn(
    "in_range", "x, lo, hi",
    "Return True if x lies between lo and hi with both ends included, otherwise False.",
    [("in_range(5, 1, 10)", "True"), ("in_range(10, 1, 10)", "True"), ("in_range(0, 1, 10)", "False")])
_RANGE_P1 = _fn(
    "in_range", "x: float, lo: float, hi: float",
    "Check whether lo <= x <= hi, i.e. whether x is in the closed interval [lo, hi].",
    [("in_range(0, 1, 10)", "False"), ("in_range(5, 1, 10)", "True"), ("in_range(1, 1, 10)", "True"),
     ("in_range(10, 1, 10)", "True")], " -> bool")
_RANGE_P2 = _fn(
    "in_range", "x, lo, hi",
    "Inclusive range test: True when x is no smaller than lo and no larger than hi, False otherwise.",
    [("in_range(10, 1, 10)", "True"), ("in_range(0, 1, 10)", "False"), ("in_range(5, 1, 10)", "True")])
_RANGE_BND = _fn(
    "in_range", "x, lo, hi",
    "Return True if lo <= x < hi, otherwise False: lo is included but hi is excluded.",
    [("in_range(5, 1, 10)", "True"), ("in_range(10, 1, 10)", "False"), ("in_range(1, 1, 10)", "True")])
_RANGE_NEG = _fn(
    "in_range", "x, lo, hi",
    "Return True if x lies outside the closed interval from lo to hi, otherwise False.",
    [("in_range(5, 1, 10)", "False"), ("in_range(10, 1, 10)", "False"), ("in_range(0, 1, 10)", "True")])
_RANGE_IN = _fn(
    "in_range", "x, bounds",
    "Return True if x lies between bounds[0] and bounds[1] with both ends included, otherwise False; bounds is a "
    "(lo, hi) tuple.",
    [("in_range(5, (1, 10))", "True"), ("in_range(10, (1, 10))", "True"), ("in_range(0, (1, 10))", "False")])

_DEDUPE = _fn(
    "dedupe", "items",
    "Return a new list with duplicates removed, keeping the first occurrence of each item in its original order.",
    [("dedupe([3, 1, 3, 2, 1])", "[3, 1, 2]"), ("dedupe(['a', 'a', 'b'])", "['a', 'b']"), ("dedupe([])", "[]")])
_DEDUPE_P1 = _fn(
    "dedupe", "items: list",
    "Drop repeated items, leaving each distinct value once, at the position where it first appeared. The input is "
    "not modified.",
    [("dedupe(['a', 'a', 'b'])", "['a', 'b']"), ("dedupe([3, 1, 3, 2, 1])", "[3, 1, 2]"), ("dedupe([])", "[]")],
    " -> list")
_DEDUPE_P2 = _fn(
    "dedupe", "items",
    "Order-preserving de-duplication: walk items from the start and copy each value the first time it is seen.",
    [("dedupe([3, 1, 3, 2, 1])", "[3, 1, 2]"), ("dedupe([7, 7, 7])", "[7]"), ("dedupe([])", "[]")])
_DEDUPE_REV = _fn(
    "dedupe", "items",
    "Return a new list with duplicates removed, keeping the last occurrence of each item, in the order of those "
    "last occurrences.",
    [("dedupe([3, 1, 3, 2, 1])", "[3, 2, 1]"), ("dedupe(['a', 'a', 'b'])", "['a', 'b']"), ("dedupe([])", "[]")])
_DEDUPE_OUT = _fn(
    "dedupe", "items",
    "Return a tuple of the items with duplicates removed, keeping the first occurrence of each item in its original "
    "order.",
    [("dedupe([3, 1, 3, 2, 1])", "(3, 1, 2)"), ("dedupe(['a', 'a', 'b'])", "('a', 'b')"), ("dedupe([])", "()")])

_TOPW = _fn(
    "top_words", "text, k",
    "Return the k most frequent words in text (split on whitespace, lower-cased) as a list of (word, count) pairs, "
    "most frequent first; ties are broken alphabetically.",
    [("top_words('b a b c a b', 2)", "[('b', 3), ('a', 2)]"), ("top_words('X x y', 1)", "[('x', 2)]"),
     ("top_words('c b a', 2)", "[('a', 1), ('b', 1)]")])
_TOPW_P1 = _fn(
    "top_words", "text: str, k: int",
    "Lower-case text, split it on whitespace and count each word; give back the k (word, count) tuples with the "
    "highest counts, in descending count order, equal counts ordered by word.",
    [("top_words('X x y', 1)", "[('x', 2)]"), ("top_words('b a b c a b', 2)", "[('b', 3), ('a', 2)]"),
     ("top_words('c b a', 2)", "[('a', 1), ('b', 1)]")], " -> list")
_TOPW_P2 = _fn(
    "top_words", "text, k",
    "Case-insensitive word frequency: the top k words of text with their counts, as (word, count) pairs sorted by "
    "count (highest first) and then alphabetically.",
    [("top_words('b a b c a b', 2)", "[('b', 3), ('a', 2)]"), ("top_words('c b a', 2)", "[('a', 1), ('b', 1)]"),
     ("top_words('one', 5)", "[('one', 1)]")])
_TOPW_OUT = _fn(
    "top_words", "text, k",
    "Return the k most frequent words in text (split on whitespace, lower-cased) as a list of words without their "
    "counts, most frequent first; ties are broken alphabetically.",
    [("top_words('b a b c a b', 2)", "['b', 'a']"), ("top_words('X x y', 1)", "['x']"),
     ("top_words('c b a', 2)", "['a', 'b']")])
_TOPW_REV = _fn(
    "top_words", "text, k",
    "Return the k least frequent words in text (split on whitespace, lower-cased) as a list of (word, count) pairs, "
    "least frequent first; ties are broken alphabetically.",
    [("top_words('b a b c a b', 2)", "[('c', 1), ('a', 2)]"), ("top_words('X x y', 1)", "[('y', 1)]")])
_TOPW_NEG = _fn(
    "top_words", "text, k",
    "Return the k most frequent words in text (split on whitespace, not lower-cased, so case matters) as a list of "
    "(word, count) pairs, most frequent first; ties are broken alphabetically.",
    [("top_words('b a b c a b', 2)", "[('b', 3), ('a', 2)]"), ("top_words('X x y', 1)", "[('X', 1)]"),
     ("top_words('A a a', 1)", "[('a', 2)]")])

_DUR = _fn(
    "parse_duration", "s",
    "Parse a duration written like '1h30m', '45m' or '2h' and return the total number of minutes as an int.",
    [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"), ("parse_duration('2h')", "120")])
_DUR_P1 = _fn(
    "parse_duration", "s: str",
    "Turn a compact hours/minutes string such as '2h', '45m' or '1h30m' into a whole number of minutes.",
    [("parse_duration('2h')", "120"), ("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45")], " -> int")
_DUR_P2 = _fn(
    "parse_duration", "s",
    "Total minutes in s, where s is an optional '<hours>h' part followed by an optional '<minutes>m' part.",
    [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"), ("parse_duration('2h')", "120"),
     ("parse_duration('10h5m')", "605")])
_DUR_OUT = _fn(
    "parse_duration", "s",
    "Parse a duration written like '1h30m', '45m' or '2h' and return it as an (hours, minutes) tuple, with minutes "
    "normalised to less than 60.",
    [("parse_duration('1h30m')", "(1, 30)"), ("parse_duration('45m')", "(0, 45)"), ("parse_duration('2h')", "(2, 0)"),
     ("parse_duration('90m')", "(1, 30)")])
_DUR_ENT = _fn(
    "parse_duration", "s",
    "Parse a duration written like '1h30m', '45m' or '2h' and return the total number of seconds as an int.",
    [("parse_duration('1h30m')", "5400"), ("parse_duration('45m')", "2700"), ("parse_duration('2h')", "7200")])
_DUR_IN = _fn(
    "parse_duration", "s",
    "Parse a duration written as 'H:MM', like '1:30', '0:45' or '2:00', and return the total number of minutes as "
    "an int.",
    [("parse_duration('1:30')", "90"), ("parse_duration('0:45')", "45"), ("parse_duration('2:00')", "120")])

_MAVG = _fn(
    "moving_average", "xs, n",
    "Return the mean of every window of n consecutive values in xs, in order, as floats; if xs has fewer than n "
    "values the result is empty.",
    [("moving_average([1, 2, 3, 4], 2)", "[1.5, 2.5, 3.5]"), ("moving_average([2, 4, 6], 3)", "[4.0]"),
     ("moving_average([1, 2], 3)", "[]")])
_MAVG_P1 = _fn(
    "moving_average", "xs: list, n: int",
    "Simple moving average with window size n: one float per full window, sliding one step at a time. No full "
    "window means an empty list.",
    [("moving_average([2, 4, 6], 3)", "[4.0]"), ("moving_average([1, 2, 3, 4], 2)", "[1.5, 2.5, 3.5]"),
     ("moving_average([1, 2], 3)", "[]")], " -> list")
_MAVG_P2 = _fn(
    "moving_average", "xs, n",
    "Slide a window of width n across xs and average the values in each position of the window (float results); "
    "return [] when xs is shorter than n.",
    [("moving_average([1, 2, 3, 4], 2)", "[1.5, 2.5, 3.5]"), ("moving_average([1, 2], 3)", "[]"),
     ("moving_average([5], 1)", "[5.0]")])
_MAVG_OP = _fn(
    "moving_average", "xs, n",
    "Return the sum of every window of n consecutive values in xs, in order; if xs has fewer than n values the "
    "result is empty.",
    [("moving_average([1, 2, 3, 4], 2)", "[3, 5, 7]"), ("moving_average([2, 4, 6], 3)", "[12]"),
     ("moving_average([1, 2], 3)", "[]")])
_MAVG_BND = _fn(
    "moving_average", "xs, n",
    "Return the mean of every window of n consecutive values in xs, in order, as floats; if xs has fewer than n "
    "values, return a one-item list holding the mean of all of xs.",
    [("moving_average([1, 2, 3, 4], 2)", "[1.5, 2.5, 3.5]"), ("moving_average([2, 4, 6], 3)", "[4.0]"),
     ("moving_average([1, 2], 3)", "[1.5]")])


HELDOUT10 = {
    "conversions": [
        (_CV1, "The thermostat in my rental is set to 72°F. What's that in Celsius?", None),
        (_CV1, "72 F -> C?", None),
        (_CV1, "The thermostat in my rental is set to 72°C. What's that in Fahrenheit?", "reversed"),
        (_CV1, "The thermostat in my rental is set to 78°F. What's that in Celsius?", "quantity"),
        (_CV1, "72 F -> K?", "entity"),
        (_CV2, "I'm invoicing a client in the States. Convert €1,250 to USD; use 1 EUR = 1.08 USD.", None),
        (_CV2, "Using a rate of 1.08 dollars per euro, what is 1250 EUR in US dollars?", None),
        (_CV2, "I'm invoicing a client in the States. Convert $1,250 to EUR; use 1 EUR = 1.08 USD.", "reversed"),
        (_CV2, "Using a rate of 1.08 dollars per euro, what is 1520 EUR in US dollars?", "quantity"),
        (_CV3, "Need to call a colleague in London. If it's 9:30am in Tokyo on Jan 15, what time is it there?", None),
        (_CV3, "Tokyo 09:30 (15 Jan) → London local time?", None),
        (_CV3, "Need to call a colleague in Tokyo. If it's 9:30am in London on Jan 15, what time is it there?",
         "reversed"),
        (_CV3, "Tokyo 09:30 (15 Jan) → New York local time?", "entity"),
        (_CV3, "Need to call a colleague in London. If it's 11:30am in Tokyo on Jan 15, what time is it there?",
         "quantity"),
        (_CV4, 'My passport form wants my height in cm. I\'m 5\'11" - what number do I put?', None),
        (_CV4, "What is 5 ft 11 in expressed in centimeters?", None),
        (_CV4, 'My passport form wants my height in cm. I\'m 5\'1" - what number do I put?', "quantity"),
        (_CV4, "What is 5 ft 11 in expressed in metres?", "entity"),
        (_CV4, "Convert 180.34 centimetres to feet and inches.", "reversed"),
        (_CV5, "Quick one: 3 GiB in MiB?", None),
        (_CV5, "I'm setting a container memory limit and the field takes MiB. What number equals 3 gibibytes?", None),
        (_CV5, "I'm setting a container memory limit and the field takes MiB. What number equals 3 gigabytes?",
         "entity"),
        (_CV5, "Quick one: 3 MiB in GiB?", "reversed"),
        (_CV5, "Quick one: 5 GiB in MiB?", "quantity"),
        (_CV6, "I run at 5 min/km. What's that pace per mile?", None),
        (_CV6, "My training plan is written in miles but my watch shows 5:00/km. Please convert that pace to min/mile.",
         None),
        (_CV6, "I run at 5 min/mile. What's that pace per km?", "reversed"),
        (_CV6, "My training plan is written in km/h but my watch shows 5:00/km. Please convert that pace to km/h.",
         "entity"),
        (_CV7, "Baking from an American recipe and I only have a kitchen scale: 2 cups of all-purpose flour is how many "
               "grams?", None),
        (_CV7, "2 US cups AP flour → g", None),
        (_CV7, "2 US cups granulated sugar → g", "entity"),
        (_CV7, "Baking from an American recipe and I only have a kitchen scale: 3 cups of all-purpose flour is how many "
               "grams?", "quantity"),
    ],
    "policy": [
        (_PL1, "We're tightening our clean-desk rules. Can you write a clause requiring staff to lock their computers "
               "any time they step away from them?", None),
        (_PL1, "policy line: employees lock workstation when unattended", None),
        (_PL1, "We're tightening our clean-desk rules. Can you write a clause requiring staff to log off their "
               "computers at the end of each working day?", "operation"),
        (_PL1, "policy line: contractors lock workstation when unattended", "entity"),
        (_PL1, "policy line: employees lock workstation when unattended, except inside the secured server room",
         "negation"),
        (_PL2, "Need a one-line rule for our IT handbook. Minimum password length is 14 chars; no periodic rotation, "
               "change only on suspected compromise.", None),
        (_PL2, "Could you please draft a password rule that requires a minimum of 14 characters, with a password reset "
               "required only if there is a suspicion that the password was compromised?", None),
        (_PL2, "Need a one-line rule for our IT handbook. Minimum password length is 12 chars; no periodic rotation, "
               "change only on suspected compromise.", "quantity"),
        (_PL2, "Could you please draft a password rule that allows a maximum of 14 characters, with a password reset "
               "required only if there is a suspicion that the password was compromised?", "reversed"),
        (_PL3, "For the travel section of our finance handbook: write a clause reimbursing travel meals up to $60/day, "
               "not including alcohol.", None),
        (_PL3, "Business travel meals: reimbursable up to 60 USD daily, excluding alcohol. Please word this as a policy "
               "clause.", None),
        (_PL3, "For the travel section of our finance handbook: write a clause reimbursing travel meals up to $60/day, "
               "including alcohol.", "negation"),
        (_PL3, "Business travel meals: reimbursable up to 75 USD daily, excluding alcohol. Please word this as a policy "
               "clause.", "quantity"),
        (_PL3, "For the travel section of our finance handbook: write a clause reimbursing travel meals up to $60 per "
               "meal, not including alcohol.", "entity"),
        (_PL4, "Our security audit flagged remote access. Write a rule: remote staff must be on the corporate VPN before "
               "touching any internal system.", None),
        (_PL4, "Policy sentence pls: remote workers -> VPN required prior to accessing internal systems.", None),
        (_PL4, "Our security audit flagged remote access. Write a rule: on-site staff must be on the corporate VPN "
               "before touching any internal system.", "entity"),
        (_PL4, "Policy sentence pls: remote workers -> VPN not required for accessing internal systems.", "negation"),
        (_PL5, "HR asked me to formalise onboarding benefits. Please draft a clause: 15 paid vacation days in an "
               "employee's first year.", None),
        (_PL5, "Clause: first-year employees receive fifteen (15) days of paid vacation.", None),
        (_PL5, "HR asked me to formalise onboarding benefits. Please draft a clause: 20 paid vacation days in an "
               "employee's first year.", "quantity"),
        (_PL5, "Clause: first-year employees receive fifteen (15) days of paid sick leave.", "entity"),
        (_PL5, "HR asked me to formalise onboarding benefits. Please draft a clause: 15 unpaid vacation days in an "
               "employee's first year.", "negation"),
        (_PL6, "Compliance wants our retention limits documented. Support tickets should be deleted two years after "
               "they're closed; write the rule.", None),
        (_PL6, "Retention rule for CS tickets: delete at closure + 24 months.", None),
        (_PL6, "Compliance wants our retention limits documented. Support tickets should be archived two years after "
               "they're closed; write the rule.", "operation"),
        (_PL6, "Retention rule for CS tickets: delete at creation + 24 months.", "entity"),
        (_PL6, "Retention rule for CS tickets: delete at closure + 36 months.", "quantity"),
        (_PL7, "Can you write one sentence for the acceptable-use policy that bans staff from installing any software "
               "that isn't approved onto company laptops?", None),
        (_PL7, "No unapproved software installs on company laptops. Phrase it as a policy sentence for employees.",
         None),
        (_PL7, "Can you write one sentence for the acceptable-use policy that bans staff from installing any software "
               "that isn't approved onto company phones?", "entity"),
        (_PL7, "No unapproved software installs on company laptops, except from the internal self-service catalog. "
               "Phrase it as a policy sentence for employees.", "negation"),
    ],
    "sql": [
        (_SQ1, "Table: orders(id, customer_id, total, created_at). I need revenue per customer (SUM of total), sorted "
               "descending by revenue. SQL please.", None),
        (_SQ1, "Using orders(id, customer_id, total, created_at), how do I get each customer's summed order totals, "
               "ordered from largest to smallest?", None),
        (_SQ1, "Table: orders(id, customer_id, total, created_at). I need revenue per customer (SUM of total), sorted "
               "ascending by revenue. SQL please.", "reversed"),
        (_SQ1, "Using orders(id, customer_id, total, created_at), how do I get each customer's average order total, "
               "ordered from largest to smallest?", "operation"),
        (_SQ2, "We're doing a comp review. From employees(id, name, department, salary), list everyone whose salary is "
               "above 80k.", None),
        (_SQ2, "select employees w/ salary > 80000; table = employees(id, name, department, salary)", None),
        (_SQ2, "We're doing a comp review. From employees(id, name, department, salary), list everyone whose salary is "
               "above 90k.", "quantity"),
        (_SQ2, "We're doing a comp review. From employees(id, name, department, salary), count everyone whose salary "
               "is above 80k.", "operation"),
        (_SQ2, "select employees w/ salary <= 80000; table = employees(id, name, department, salary)", "negation"),
        (_SQ3, "Trying to clean up dormant accounts. Tables are users(id, email, signup_date) and logins(user_id, "
               "login_at). Which users have zero logins?", None),
        (_SQ3, "users(id, email, signup_date), logins(user_id, login_at). SQL for the users with no rows in logins.",
         None),
        (_SQ3, "Trying to clean up dormant accounts. Tables are users(id, email, signup_date) and logins(user_id, "
               "login_at). Which users have at least one login?", "negation"),
        (_SQ3, "users(id, email, signup_date), logins(user_id, login_at). SQL to delete the users with no rows in "
               "logins.", "operation"),
        (_SQ4, "products(id, name, category, price): top 5 by price where category = 'Garden'.", None),
        (_SQ4, "For a homepage widget I want the five priciest items from the Garden category. The schema is "
               "products(id, name, category, price). What's the query?", None),
        (_SQ4, "products(id, name, category, price): top 10 by price where category = 'Garden'.", "quantity"),
        (_SQ4, "For a homepage widget I want the five cheapest items from the Garden category. The schema is "
               "products(id, name, category, price). What's the query?", "reversed"),
        (_SQ4, "For a homepage widget I want the five priciest items from the Kitchen category. The schema is "
               "products(id, name, category, price). What's the query?", "entity"),
        (_SQ5, "Need a breakdown for the monthly report: how many events of each event_type occurred in Jan 2024? "
               "Table is events(id, user_id, event_type, occurred_at).", None),
        (_SQ5, "events(id, user_id, event_type, occurred_at) -> count grouped by event_type, occurred_at from "
               "2024-01-01 through 2024-01-31", None),
        (_SQ5, "Need a breakdown for the monthly report: how many distinct users triggered each event_type in Jan "
               "2024? Table is events(id, user_id, event_type, occurred_at).", "operation"),
        (_SQ5, "events(id, user_id, event_type, occurred_at) -> count grouped by event_type, occurred_at from "
               "2024-02-01 through 2024-02-29", "quantity"),
        (_SQ5, "events(id, user_id, event_type, occurred_at) -> count grouped by user_id, occurred_at from "
               "2024-01-01 through 2024-01-31", "entity"),
        (_SQ6, "Accounts receivable needs a list of invoices that are overdue and still not paid. The table is "
               "invoices(id, client_id, amount, due_date, paid_at).", None),
        (_SQ6, "invoices(id, client_id, amount, due_date, paid_at): which invoices are past due_date and have no "
               "paid_at yet? Write the query.", None),
        (_SQ6, "Accounts receivable needs a list of invoices that are overdue but already paid. The table is "
               "invoices(id, client_id, amount, due_date, paid_at).", "negation"),
        (_SQ6, "invoices(id, client_id, amount, due_date, paid_at): what is the total amount of invoices past due_date "
               "that have no paid_at yet? Write the query.", "operation"),
        (_SQ6, "Accounts receivable needs a list of invoices that are not yet due and still not paid. The table is "
               "invoices(id, client_id, amount, due_date, paid_at).", "reversed"),
        (_SQ7, "Self-join question. staff(id, full_name, manager_id), manager_id points at staff.id. Show each staff "
               "member's full_name next to their manager's full_name.", None),
        (_SQ7, "Could you write SQL that lists each person in staff(id, full_name, manager_id) together with the name "
               "of the person they report to (manager_id is a staff.id)?", None),
        (_SQ7, "Self-join question. staff(id, full_name, manager_id), manager_id points at staff.id. Show each "
               "manager's full_name next to the number of people reporting to them.", "operation"),
        (_SQ7, "Could you write SQL that lists each person in staff(id, full_name, manager_id) together with the name "
               "of their manager's manager (manager_id is a staff.id)?", "entity"),
    ],
    "shell": [
        (_SH1, "Disk is filling up on the box. What command lists every file over 100MB anywhere in /var/log?", None),
        (_SH1, "bash: files >100M under /var/log", None),
        (_SH1, "Disk is filling up on the box. What command lists every file over 100MB anywhere in /var/lib?",
         "entity"),
        (_SH1, "bash: files >500M under /var/log", "quantity"),
        (_SH1, "bash: files <100M under /var/log", "reversed"),
        (_SH2, "Curious how big our codebase is. Shell one-liner to get the line count of each .py file here, "
               "recursively?", None),
        (_SH2, "Count lines per *.py file, current dir + all subdirs. Command?", None),
        (_SH2, "Count lines per *.js file, current dir + all subdirs. Command?", "entity"),
        (_SH2, "Curious how big our codebase is. Shell one-liner to get the line count of each .py file here, top "
               "level only, without recursing into subfolders?", "negation"),
        (_SH3, "Migrating everything to TLS. I need a sed command that swaps all http:// for https:// inside "
               "config.yaml, in place please.", None),
        (_SH3, "In-place edit of config.yaml: http:// -> https:// (every occurrence)", None),
        (_SH3, "In-place edit of config.yaml: https:// -> http:// (every occurrence)", "reversed"),
        (_SH3, "Migrating everything to TLS. I need a sed command that swaps all http:// for https:// inside "
               "config.yaml, printing to stdout rather than editing the file in place.", "negation"),
        (_SH3, "In-place edit of settings.yaml: http:// -> https:// (every occurrence)", "entity"),
        (_SH4, "ls command for the ten newest (by mtime) files in this folder?", None),
        (_SH4, "I just ran a build and want to see what it touched. How can I list the 10 files in the current "
               "directory that were modified most recently?", None),
        (_SH4, "ls command for the ten oldest (by mtime) files in this folder?", "reversed"),
        (_SH4, "I just ran a build and want to see what it touched. How can I list the 20 files in the current "
               "directory that were modified most recently?", "quantity"),
        (_SH5, "Before emailing them I want everything in reports/ bundled up as reports.tar.gz (tar + gzip). What's "
               "the command?", None),
        (_SH5, "tar cmd: reports/ → reports.tar.gz", None),
        (_SH5, "tar cmd: reports.tar.gz → reports/ (extract it)", "reversed"),
        (_SH5, "Before emailing them I want everything in reports/ bundled up as reports.zip. What's the command?",
         "entity"),
        (_SH5, "tar cmd: list what's inside reports.tar.gz", "operation"),
        (_SH6, "Something is hogging port 8080 and my dev server won't start. How do I terminate whatever is listening "
               "on it?", None),
        (_SH6, "cmd to kill whatever process has :8080 open for listening", None),
        (_SH6, "Something is hogging port 8080 and my dev server won't start. How do I find out what is listening on "
               "it?", "operation"),
        (_SH6, "cmd to kill whatever process has :3000 open for listening", "quantity"),
        (_SH7, "data.csv is comma-separated. Give me a one-liner that outputs column three without the header row.",
         None),
        (_SH7, "How can I print column 3 from data.csv (CSV), excluding the first line, which is a header?", None),
        (_SH7, "How can I print column 3 from data.csv (CSV), including the first line, which is a header?",
         "negation"),
        (_SH7, "data.csv is comma-separated. Give me a one-liner that outputs column five without the header row.",
         "quantity"),
        (_SH7, "data.csv is comma-separated. Give me a one-liner that sums column three without the header row.",
         "operation"),
    ],
    "dates": [
        (_DT1, "Our trial period is 90 days and it started on 2025-03-15. What date is start + 90 days?", None),
        (_DT1, "15 Mar 2025 + 90 days = ?", None),
        (_DT1, "15 Mar 2025 - 90 days = ?", "reversed"),
        (_DT1, "Our trial period is 60 days and it started on 2025-03-15. What date is start + 60 days?", "quantity"),
        (_DT1, "15 Mar 2025 + 90 business days = ?", "entity"),
        (_DT2, "Working out how long a ticket sat open: opened Jan 10 2024, closed Apr 2 2024. How many days is that?",
         None),
        (_DT2, "days between 2024-01-10 and 2024-04-02?", None),
        (_DT2, "days between 2023-01-10 and 2023-04-02?", "quantity"),
        (_DT2, "Working out how long a ticket sat open: opened Jan 10 2024, closed Apr 2 2024. How many days is that, "
               "excluding weekends?", "negation"),
        (_DT3, "Settling a bet: July 4th 1976, the US bicentennial. Which weekday did it fall on?", None),
        (_DT3, "1976-07-04 weekday?", None),
        (_DT3, "1976-07-04 ISO week number?", "operation"),
        (_DT3, "Settling a bet: July 4th 1977, a year after the US bicentennial. Which weekday did it fall on?",
         "quantity"),
        (_DT4, "Workshop kicks off at 10:45 am and runs 2h50m. End time?", None),
        (_DT4, "What time will it be 2 hours and 50 minutes after 10:45 in the morning?", None),
        (_DT4, "What time was it 2 hours and 50 minutes before 10:45 in the morning?", "reversed"),
        (_DT4, "Workshop kicks off at 10:45 am and runs 2h15m. End time?", "quantity"),
        (_DT5, "Filling out a form for my aunt (DOB 1990-08-12). What is her age in whole years on 2025-03-01?", None),
        (_DT5, "Age in full years on March 1st 2025, for a birth date of August 12th 1990?", None),
        (_DT5, "Filling out a form for my aunt (DOB 1990-08-12). What is her age in whole years on 2025-09-01?",
         "quantity"),
        (_DT5, "Age in full months on March 1st 2025, for a birth date of August 12th 1990?", "entity"),
        (_DT5, "Filling out a form for my aunt (DOB 1990-08-12). How many days are left until her next birthday, "
               "counting from 2025-03-01?", "operation"),
        (_DT6, "Our user group meets on the 2nd Tuesday of every month. What's the date of the November 2025 meetup?",
         None),
        (_DT6, "2nd Tue of Nov 2025 = which date?", None),
        (_DT6, "2nd Thu of Nov 2025 = which date?", "entity"),
        (_DT6, "Our user group meets on the 4th Tuesday of every month. What's the date of the November 2025 meetup?",
         "quantity"),
        (_DT6, "2nd Tue of Nov 2026 = which date?", "quantity"),
        (_DT7, "I'm seeing 1700000000 in a log file. What UTC date/time is that epoch value?", None),
        (_DT7, "epoch 1700000000 → human-readable UTC?", None),
        (_DT7, "epoch 1700000000 → human-readable time in US Eastern?", "entity"),
        (_DT7, "What Unix timestamp corresponds to 2023-11-14 22:13:20 UTC?", "reversed"),
        (_DT7, "epoch 1800000000 → human-readable UTC?", "quantity"),
    ],
    "rewriting": [
        (_RW1, 'Can you put this in French for our Paris office? "The meeting has been moved to Thursday afternoon."',
         None),
        (_RW1, 'EN->FR: "The meeting has been moved to Thursday afternoon."', None),
        (_RW1, 'EN->DE: "The meeting has been moved to Thursday afternoon."', "entity"),
        (_RW1, 'Can you put this in French for our Paris office? "The meeting has been moved to Thursday morning."',
         "entity"),
        (_RW1, 'FR->EN: "La réunion a été déplacée à jeudi après-midi."', "reversed"),
        (_RW2, 'Proofread pls: "Their going to recieve the package tommorow, weather or not it rains." Just fix '
               'spelling/grammar, keep the meaning.', None),
        (_RW2, 'A customer email draft has typos. Correct only the spelling and grammar of this sentence, leaving the '
               'meaning as is: "Their going to recieve the package tommorow, weather or not it rains."', None),
        (_RW2, 'A customer email draft has typos. Correct the spelling and grammar of this sentence and also make it '
               'more formal: "Their going to recieve the package tommorow, weather or not it rains."', "operation"),
        (_RW2, 'Proofread pls: "Their going to recieve the package tommorow, weather or not it snows." Just fix '
               'spelling/grammar, keep the meaning.', "entity"),
        (_RW3, "One-sentence summary please: " + _RW3_TEXT, None),
        (_RW3, "My manager only reads one line. Condense the following into a single sentence: " + _RW3_TEXT, None),
        (_RW3, "My manager only reads bullet points. Condense the following into three bullets: " + _RW3_TEXT,
         "quantity"),
        (_RW3, 'One-sentence summary please: "Q3 revenue rose 12% year over year, driven mainly by subscription growth '
               'in Asia, while hardware sales fell 4% and operating costs stayed flat."', "entity"),
        (_RW3, "Translate this into Spanish: " + _RW3_TEXT, "operation"),
        (_RW4, 'Passive-voice version of: "The committee approved the new budget on Monday."', None),
        (_RW4, 'For a formal report I need this sentence turned into the passive voice. "The committee approved the '
               'new budget on Monday."', None),
        (_RW4, 'Active-voice version of: "The new budget was approved by the committee on Monday."', "reversed"),
        (_RW4, 'For a formal report I need this sentence turned into the passive voice. "The committee rejected the '
               'new budget on Monday."', "entity"),
        (_RW5, '''Can you soften this so it doesn't come across as rude? "Send me the logs now, I've been waiting all '''
               '''day."''', None),
        (_RW5, '''polite rewrite: "Send me the logs now, I've been waiting all day."''', None),
        (_RW5, '''polite rewrite: "Send me the invoices now, I've been waiting all day."''', "entity"),
        (_RW5, '''Can you make this sound more blunt and urgent? "Send me the logs now, I've been waiting all '''
               '''day."''', "reversed"),
        (_RW5, '''Can you soften this so it doesn't come across as rude? "Send me the logs now, I've been waiting two '''
               '''hours."''', "quantity"),
        (_RW6, "Need this to fit a tight ad slot, so fewer than 20 words please: " + _RW6_TEXT, None),
        (_RW6, "Trim to <20 words: " + _RW6_TEXT, None),
        (_RW6, "Trim to <10 words: " + _RW6_TEXT, "quantity"),
        (_RW6, "Expand this product description to more than 60 words: " + _RW6_TEXT, "reversed"),
        (_RW6, "Need this to fit a tight ad slot, so fewer than 20 words please, and without mentioning the dishwasher: "
               + _RW6_TEXT, "negation"),
        (_RW7, 'Title Case please -> "a practical guide to running open source projects"', None),
        (_RW7, "I'm formatting a blog heading. Could you put \"a practical guide to running open source projects\" "
               "into title case?", None),
        (_RW7, "I'm formatting a blog heading. Could you put \"a practical guide to running open source projects\" "
               "into all caps?", "operation"),
        (_RW7, 'Title Case please -> "a practical guide to maintaining open source projects"', "entity"),
    ],
    "code": [
        (_CHUNK, _CHUNK_P1, None),
        (_CHUNK, _CHUNK_P2, None),
        (_CHUNK, _CHUNK_OUT, "output"),
        (_CHUNK, _CHUNK_BND, "bound"),
        (_CHUNK, _CHUNK_OP, "operation"),
        (_VOWELS, _VOWELS_P1, None),
        (_VOWELS, _VOWELS_P2, None),
        (_VOWELS, _VOWELS_NEG, "negation"),
        (_VOWELS, _VOWELS_OP, "operation"),
        (_RANGE, _RANGE_P1, None),
        (_RANGE, _RANGE_P2, None),
        (_RANGE, _RANGE_BND, "bound"),
        (_RANGE, _RANGE_NEG, "negation"),
        (_RANGE, _RANGE_IN, "input"),
        (_DEDUPE, _DEDUPE_P1, None),
        (_DEDUPE, _DEDUPE_P2, None),
        (_DEDUPE, _DEDUPE_REV, "reversed"),
        (_DEDUPE, _DEDUPE_OUT, "output"),
        (_TOPW, _TOPW_P1, None),
        (_TOPW, _TOPW_P2, None),
        (_TOPW, _TOPW_OUT, "output"),
        (_TOPW, _TOPW_REV, "reversed"),
        (_TOPW, _TOPW_NEG, "negation"),
        (_DUR, _DUR_P1, None),
        (_DUR, _DUR_P2, None),
        (_DUR, _DUR_OUT, "output"),
        (_DUR, _DUR_ENT, "entity"),
        (_DUR, _DUR_IN, "input"),
        (_MAVG, _MAVG_P1, None),
        (_MAVG, _MAVG_P2, None),
        (_MAVG, _MAVG_OP, "operation"),
        (_MAVG, _MAVG_BND, "bound"),
    ],
}
