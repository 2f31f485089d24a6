"""Split ``heldout11``: requests written by hand on 2026-12-01 (eighth session) by an engineer who read neither the
rules (``kvmemory/sametask``) nor any other hand-written set nor this project's code; never used to tune a rule.

Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same
answer, else the kind of change (reversed, entity, operation, quantity, negation; code also output, input,
bound). Read by :mod:`make_domains`, which runs it with ``_fn``.
"""

# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by :mod:`make_domains`.

# --- conversions -------------------------------------------------------------------------------------------------
_CV1 = "Convert 12 US gallons to litres."
_CV2 = "At an exchange rate of 1 EUR = 1.08 USD, how much is 250 EUR in US dollars?"
_CV3 = "A call is scheduled for 3:00 PM in Tokyo (JST, UTC+9). What time is that in Berlin during winter (CET, UTC+1)?"
_CV4 = "Convert 72 °F to Celsius."
_CV5 = "Express 3.5 GiB in MiB."
_CV6 = "Convert 100 km/h to miles per hour."
_CV7 = "Convert 2.5 pounds to kilograms, rounded to two decimal places."

# --- policy ------------------------------------------------------------------------------------------------------
_PO1 = "Draft a one-paragraph policy stating that employees must lock their screens whenever they leave their desk."
_PO2 = ("Under our expense policy, meals are reimbursed up to $50 per day while travelling. "
        "Is a $42 dinner on a travel day reimbursable in full?")
_PO3 = "Write a password rule: minimum 12 characters, at least one number, and passwords expire every 90 days."
_PO4 = "Draft a rule that remote workers must use the company VPN when accessing internal systems."
_PO5 = ("How many days of paid leave does an employee with 3 years of service get if the policy grants 20 days "
        "plus 1 extra day per full year of service?")
_PO6 = "Write a rule that all invoices over $10,000 need approval from the CFO before payment."
_PO7 = ("Can an employee install personal software on a company laptop if the IT policy says only IT-approved "
        "software may be installed?")

# --- sql ---------------------------------------------------------------------------------------------------------
_SQ1 = "Given table employees(id, name, department, salary), write a SQL query returning the average salary per department."
_SQ2 = "Write a query listing the 5 most recent orders from orders(id, customer_id, created_at, total), newest first."
_SQ3 = "Count the customers in customers(id, name, country) who are from Canada."
_SQ4 = "Using products(id, name, price, stock), delete all products whose stock is 0."
_SQ5 = ("Tables: students(id, name), enrollments(student_id, course_id). Write a query listing the names of "
        "students enrolled in at least one course.")
_SQ6 = ("In accounts(id, email, status, last_login), set status to 'inactive' for accounts whose last_login is "
        "before 2025-01-01.")
_SQ7 = ("From sales(id, region, amount, sold_at), return the total amount per region, sorted from highest total "
        "to lowest.")

# --- shell -------------------------------------------------------------------------------------------------------
_SH1 = "Find all .log files under /var/log that are larger than 100 MB."
_SH2 = "Count the number of lines in access.log that contain the string 404."
_SH3 = "Rename every .jpeg file in the current directory to use the .jpg extension."
_SH4 = "Compress the directory project/ into a gzipped tarball named project.tar.gz."
_SH5 = "Show the 10 processes using the most memory."
_SH6 = "Delete files in /tmp/cache that haven't been modified in more than 7 days."
_SH7 = "Replace every occurrence of 'http://' with 'https://' in config.yaml, editing the file in place."

# --- dates -------------------------------------------------------------------------------------------------------
_DA1 = "What date is 45 days after March 10, 2026?"
_DA2 = "How many days are there between January 15, 2026 and June 1, 2026?"
_DA3 = "What day of the week was July 4, 2025?"
_DA4 = "A task starts at 22:40 and takes 3 hours 35 minutes. At what time does it finish?"
_DA5 = "How old is someone born on 1990-08-20 on 2026-05-01, in whole years?"
_DA6 = "What is the date of the last Friday in October 2026?"
_DA7 = "Is 2100 a leap year?"

# --- rewriting ---------------------------------------------------------------------------------------------------
_RW1 = 'Translate into French: "The meeting has been moved to Thursday."'
_RW2_TEXT = ('"Our Q3 revenue grew 12% year over year, driven mainly by subscription sales in Europe, while '
             'hardware sales declined slightly."')
_RW2 = "Summarise this in one sentence: " + _RW2_TEXT
_RW3 = 'Fix the grammar in: "Me and him goes to the store every days."'
_RW4 = 'Rewrite this email line to sound more formal: "Hey, can you send me the report by tomorrow?"'
_RW5 = 'Convert this sentence to passive voice: "The committee approved the new budget."'
_RW6_TEXT = '"We are writing to let you know that your subscription will renew automatically next month."'
_RW6 = "Shorten this to under 10 words: " + _RW6_TEXT
_RW7 = 'Translate to Spanish: "Please do not reply to this automated message."'

# --- code --------------------------------------------------------------------------------------------------------
_VOW = _fn("count_vowels", "s",
           "Return the number of vowels (a, e, i, o, u, case-insensitive) in s.",
           [("count_vowels('Hello')", "2"), ("count_vowels('sky')", "0"), ("count_vowels('AEIOU xyz')", "5")])
_VOW_P1 = _fn("count_vowels", "s: str",
              "Count how many characters of s are vowels; upper and lower case both count. Vowels are a, e, i, o, u.",
              [("count_vowels('AEIOU xyz')", "5"), ("count_vowels('Hello')", "2"), ("count_vowels('sky')", "0")],
              " -> int")
_VOW_P2 = _fn("count_vowels", "s",
              "Number of a/e/i/o/u letters in the string, ignoring case.",
              [("count_vowels('Hello')", "2"), ("count_vowels('sky')", "0"), ("count_vowels('AEIOU xyz')", "5"),
               ("count_vowels('')", "0")])
_VOW_NEG = _fn("count_vowels", "s: str",
               "Return the number of letters in s that are not vowels (a, e, i, o, u, case-insensitive).",
               [("count_vowels('Hello')", "3"), ("count_vowels('sky')", "3"), ("count_vowels('AEIOU xyz')", "3")],
               " -> int")
_VOW_OUT = _fn("count_vowels", "s",
               "Return a dict mapping each vowel (a, e, i, o, u) found in s, lower-cased, to how often it occurs.",
               [("count_vowels('Hello')", "{'e': 1, 'o': 1}"), ("count_vowels('sky')", "{}"),
                ("count_vowels('Aardvark')", "{'a': 3}")])
_VOW_ENT = _fn("count_vowels", "s",
               "Return the number of vowels (a, e, i, o, u, and also y, case-insensitive) in s.",
               [("count_vowels('Hello')", "2"), ("count_vowels('sky')", "1"), ("count_vowels('AEIOU xyz')", "6")])

_TOPK = _fn("top_k", "xs, k",
            "Return the k largest values of xs in descending order.",
            [("top_k([3, 1, 4, 1, 5], 2)", "[5, 4]"), ("top_k([7], 3)", "[7]"), ("top_k([2, 2, 1], 2)", "[2, 2]")])
_TOPK_P1 = _fn("top_k", "xs: list[int], k: int",
               "Give back the k biggest numbers from xs, biggest first. If xs has fewer than k items, return all of "
               "them, ordered the same way.",
               [("top_k([7], 3)", "[7]"), ("top_k([2, 2, 1], 2)", "[2, 2]"), ("top_k([3, 1, 4, 1, 5], 2)", "[5, 4]")],
               " -> list[int]")
_TOPK_P2 = _fn("top_k", "xs, k",
               "The k largest elements of xs, largest first (duplicates are kept).",
               [("top_k([3, 1, 4, 1, 5], 2)", "[5, 4]"), ("top_k([7], 3)", "[7]"), ("top_k([2, 2, 1], 2)", "[2, 2]"),
                ("top_k([], 2)", "[]")])
_TOPK_REV = _fn("top_k", "xs: list[int], k: int",
                "Give back the k biggest numbers from xs, smallest of them first.",
                [("top_k([3, 1, 4, 1, 5], 2)", "[4, 5]"), ("top_k([7], 3)", "[7]"), ("top_k([2, 2, 1], 2)", "[2, 2]")],
                " -> list[int]")
_TOPK_IN = _fn("top_k", "scores, k",
               "scores is a dict mapping names to numbers; return the k names with the largest scores, largest first.",
               [("top_k({'a': 3, 'b': 9, 'c': 5}, 2)", "['b', 'c']"), ("top_k({'x': 1}, 3)", "['x']")])
_TOPK_BND = _fn("top_k", "xs, k",
                "Return the k largest values of xs in descending order; if xs has fewer than k items, pad the end "
                "of the result with None so it always has length k.",
                [("top_k([3, 1, 4, 1, 5], 2)", "[5, 4]"), ("top_k([7], 3)", "[7, None, None]"),
                 ("top_k([2, 2, 1], 2)", "[2, 2]")])

_CLAMP = _fn("clamp", "x, lo, hi",
             "Return x limited to the closed range [lo, hi]: lo if x < lo, hi if x > hi, otherwise x.",
             [("clamp(5, 0, 10)", "5"), ("clamp(-3, 0, 10)", "0"), ("clamp(12, 0, 10)", "10")])
_CLAMP_P1 = _fn("clamp", "x: float, lo: float, hi: float",
                "Force x into the interval from lo to hi inclusive; values below lo become lo, values above hi "
                "become hi.",
                [("clamp(12, 0, 10)", "10"), ("clamp(5, 0, 10)", "5"), ("clamp(-3, 0, 10)", "0")], " -> float")
_CLAMP_P2 = _fn("clamp", "x, lo, hi",
                "Clip x so it is never smaller than lo and never larger than hi.",
                [("clamp(5, 0, 10)", "5"), ("clamp(-3, 0, 10)", "0"), ("clamp(12, 0, 10)", "10"),
                 ("clamp(10, 0, 10)", "10")])
_CLAMP_OUT = _fn("clamp", "x, lo, hi",
                 "Limit x to the closed range [lo, hi] and return a pair (limited value, whether x had to be changed).",
                 [("clamp(5, 0, 10)", "(5, False)"), ("clamp(-3, 0, 10)", "(0, True)"),
                  ("clamp(12, 0, 10)", "(10, True)")])
_CLAMP_IN = _fn("clamp", "xs: list, lo: float, hi: float",
                "xs is a list of numbers; return a new list where every element is limited to the closed range "
                "[lo, hi].",
                [("clamp([5, -3, 12], 0, 10)", "[5, 0, 10]"), ("clamp([], 0, 1)", "[]")], " -> list")
_CLAMP_BND = _fn("clamp", "x, lo, hi",
                 "Return x limited to the half-open range [lo, hi) of integers: lo if x < lo, hi - 1 if x >= hi, "
                 "otherwise x.",
                 [("clamp(5, 0, 10)", "5"), ("clamp(-3, 0, 10)", "0"), ("clamp(12, 0, 10)", "9"),
                  ("clamp(10, 0, 10)", "9")])

_PAL = _fn("is_palindrome", "s",
           "Return True if s reads the same forwards and backwards, ignoring case and any non-alphanumeric characters.",
           [("is_palindrome('A man, a plan, a canal: Panama')", "True"), ("is_palindrome('hello')", "False"),
            ("is_palindrome('No lemon, no melon')", "True")])
_PAL_P1 = _fn("is_palindrome", "s: str",
              "Check whether s is a palindrome once everything that is not a letter or digit is dropped and the "
              "rest is lower-cased.",
              [("is_palindrome('No lemon, no melon')", "True"), ("is_palindrome('hello')", "False"),
               ("is_palindrome('A man, a plan, a canal: Panama')", "True")], " -> bool")
_PAL_P2 = _fn("is_palindrome", "s",
              "True when the alphanumeric characters of s, compared case-insensitively, form a palindrome; "
              "False otherwise.",
              [("is_palindrome('A man, a plan, a canal: Panama')", "True"), ("is_palindrome('hello')", "False"),
               ("is_palindrome('No lemon, no melon')", "True"), ("is_palindrome('')", "True")])
_PAL_OUT = _fn("is_palindrome", "s",
               "Return a pair (is_pal, cleaned): cleaned is s lower-cased with non-alphanumeric characters removed, "
               "and is_pal says whether cleaned reads the same backwards.",
               [("is_palindrome('hello')", "(False, 'hello')"),
                ("is_palindrome('No lemon, no melon')", "(True, 'nolemonnomelon')")])
_PAL_NEG = _fn("is_palindrome", "s: str",
               "Return True if s reads the same forwards and backwards, ignoring non-alphanumeric characters but "
               "not ignoring case.",
               [("is_palindrome('A man, a plan, a canal: Panama')", "False"), ("is_palindrome('racecar')", "True"),
                ("is_palindrome('Racecar')", "False")], " -> bool")

_CHUNK = _fn("chunk", "xs, n",
             "Split list xs into consecutive chunks of size n; the last chunk may be shorter.",
             [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([], 3)", "[]"),
              ("chunk([1, 2, 3], 3)", "[[1, 2, 3]]")])
_CHUNK_P1 = _fn("chunk", "xs: list, n: int",
                "Break xs into pieces of n items each, in order; whatever is left over at the end forms a final, "
                "shorter piece.",
                [("chunk([1, 2, 3], 3)", "[[1, 2, 3]]"), ("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
                 ("chunk([], 3)", "[]")], " -> list[list]")
_CHUNK_P2 = _fn("chunk", "xs, n",
                "Group xs into sublists of length n (the final group holds the remainder, if any).",
                [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([], 3)", "[]"),
                 ("chunk([1, 2, 3], 3)", "[[1, 2, 3]]"), ("chunk([1, 2, 3, 4], 3)", "[[1, 2, 3], [4]]")])
_CHUNK_BND = _fn("chunk", "xs, n",
                 "Split list xs into consecutive chunks of size n; a last chunk shorter than n is dropped.",
                 [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"), ("chunk([], 3)", "[]"),
                  ("chunk([1, 2, 3], 3)", "[[1, 2, 3]]")])
_CHUNK_OUT = _fn("chunk", "xs: list, n: int",
                 "Break xs into pieces of n items each, in order, returning each piece as a tuple; the final piece "
                 "may be shorter.",
                 [("chunk([1, 2, 3, 4, 5], 2)", "[(1, 2), (3, 4), (5,)]"), ("chunk([1, 2, 3], 3)", "[(1, 2, 3)]")],
                 " -> list[tuple]")
_CHUNK_OP = _fn("chunk", "xs, n",
                "Split list xs into n consecutive chunks whose sizes differ by at most one, larger chunks first.",
                [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2, 3], [4, 5]]"), ("chunk([1, 2, 3], 3)", "[[1], [2], [3]]")])

_WF = _fn("word_freq", "text",
          "Return a dict mapping each lower-cased word in text (split on whitespace) to how many times it occurs.",
          [("word_freq('the cat the hat')", "{'the': 2, 'cat': 1, 'hat': 1}"), ("word_freq('A a B')", "{'a': 2, 'b': 1}")])
_WF_P1 = _fn("word_freq", "text: str",
             "Count occurrences of each word in text, case-insensitively, where words are separated by whitespace; "
             "keys are the lowercase words.",
             [("word_freq('A a B')", "{'a': 2, 'b': 1}"), ("word_freq('the cat the hat')", "{'the': 2, 'cat': 1, 'hat': 1}")],
             " -> dict[str, int]")
_WF_P2 = _fn("word_freq", "text",
             "Word counts for text: split on whitespace, lowercase each word, tally them in a dict.",
             [("word_freq('the cat the hat')", "{'the': 2, 'cat': 1, 'hat': 1}"), ("word_freq('A a B')", "{'a': 2, 'b': 1}"),
              ("word_freq('')", "{}")])
_WF_OUT = _fn("word_freq", "text: str",
              "Count lower-cased whitespace-separated words in text and return a list of (word, count) pairs, "
              "highest count first, ties broken alphabetically.",
              [("word_freq('the cat the hat')", "[('the', 2), ('cat', 1), ('hat', 1)]"),
               ("word_freq('A a B')", "[('a', 2), ('b', 1)]")], " -> list[tuple[str, int]]")
_WF_QTY = _fn("word_freq", "text",
              "Return a dict mapping each lower-cased word in text (split on whitespace) that occurs at least twice "
              "to how many times it occurs.",
              [("word_freq('the cat the hat')", "{'the': 2}"), ("word_freq('A a B')", "{'a': 2}")])

_DIM = _fn("days_in_month", "year, month",
           "Return the number of days in the given month (1-12) of the given year, accounting for leap years.",
           [("days_in_month(2024, 2)", "29"), ("days_in_month(2023, 2)", "28"), ("days_in_month(2025, 4)", "30")])
_DIM_P1 = _fn("days_in_month", "year: int, month: int",
              "How many days the month has; February gets 29 in leap years. month is 1-based (1 = January).",
              [("days_in_month(2025, 4)", "30"), ("days_in_month(2024, 2)", "29"), ("days_in_month(2023, 2)", "28")],
              " -> int")
_DIM_P2 = _fn("days_in_month", "year, month",
              "Length in days of month number `month` (January = 1) in `year`, using Gregorian leap-year rules.",
              [("days_in_month(2024, 2)", "29"), ("days_in_month(2023, 2)", "28"), ("days_in_month(2025, 4)", "30"),
               ("days_in_month(1900, 2)", "28")])
_DIM_IN = _fn("days_in_month", "ym: str",
              "ym is a 'YYYY-MM' string; return the number of days in that month, accounting for leap years.",
              [("days_in_month('2024-02')", "29"), ("days_in_month('2023-02')", "28"), ("days_in_month('2025-04')", "30")],
              " -> int")
_DIM_OP = _fn("days_in_month", "year, month",
              "Return the number of weekdays (Monday to Friday) in the given month (1-12) of the given year.",
              [("days_in_month(2024, 2)", "21"), ("days_in_month(2023, 2)", "20"), ("days_in_month(2025, 4)", "22")])

HELDOUT11 = {
    "conversions": [
        (_CV1, "How many litres are in 12 US gallons?", None),
        (_CV1, "Task: 12 US gal → L, please.", None),
        (_CV1, "How many US gallons are in 12 litres?", "reversed"),
        (_CV1, "Convert 12 imperial gallons to litres.", "entity"),
        (_CV1, "Convert 15 US gallons to litres.", "quantity"),
        (_CV2, "Using a rate of 1.08 USD per euro, convert €250 to USD.", None),
        (_CV2, "Need help: 250 euros into dollars. Rate: 1 EUR = 1.08 USD.", None),
        (_CV2, "Using a rate of 1.08 USD per euro, convert $250 to EUR.", "reversed"),
        (_CV2, "Using a rate of 1.08 USD per euro, convert €520 to USD.", "quantity"),
        (_CV2, "At an exchange rate of 1 EUR = 1.08 CHF, how much is 250 EUR in Swiss francs?", "entity"),
        (_CV3, "Hey — meeting at 15:00 Tokyo time (UTC+9). What's that in Berlin, winter time, UTC+1?", None),
        (_CV3, "Convert 3 PM JST (UTC+9) to CET (UTC+1).", None),
        (_CV3, "Convert 3 PM CET (UTC+1) to JST (UTC+9).", "reversed"),
        (_CV3, "Convert 3 PM JST (UTC+9) to IST (UTC+5:30).", "entity"),
        (_CV3, "Convert 5 PM JST (UTC+9) to CET (UTC+1).", "quantity"),
        (_CV4, "What is 72 degrees Fahrenheit in °C?", None),
        (_CV4, "72F in C?", None),
        (_CV4, "What is 72 degrees Celsius in °F?", "reversed"),
        (_CV4, "Convert 72 °F to kelvin.", "entity"),
        (_CV5, "How many MiB are in 3.5 GiB?", None),
        (_CV5, "Task: convert 3.5 gibibytes to mebibytes.", None),
        (_CV5, "How many GiB are in 3.5 MiB?", "reversed"),
        (_CV5, "Express 3.5 GiB in KiB.", "entity"),
        (_CV5, "Express 3.5 GB in MB.", "entity"),
        (_CV6, "What's 100 kilometres per hour in mph?", None),
        (_CV6, "I need 100 kph expressed in mph.", None),
        (_CV6, "What's 100 kilometres per hour in metres per second?", "entity"),
        (_CV6, "What's 100 mph in kilometres per hour?", "reversed"),
        (_CV7, "How many kg is 2.5 lb? Round to 2 decimals.", None),
        (_CV7, "Rounded to two decimal places, what's 2.5 lbs in kilograms?", None),
        (_CV7, "How many kg is 2.5 lb? Round to the nearest whole number.", "quantity"),
        (_CV7, "How many kg is 2.5 oz? Round to 2 decimals.", "entity"),
    ],
    "policy": [
        (_PO1, "Write a short, single-paragraph rule requiring staff to lock their screen any time they step away "
               "from their desk.", None),
        (_PO1, "Policy text needed (one paragraph): employees lock screens whenever away from desk.", None),
        (_PO1, "Write a short, single-paragraph rule requiring contractors to lock their screen any time they step "
               "away from their desk.", "entity"),
        (_PO1, "Draft a one-paragraph policy stating that all employees except reception staff must lock their "
               "screens whenever they leave their desk.", "negation"),
        (_PO1, "Draft a three-paragraph policy stating that employees must lock their screens whenever they leave "
               "their desk.", "quantity"),
        (_PO2, "Travel meal cap is $50/day under our expense policy. Can I get the full $42 for a dinner on a "
               "travel day?", None),
        (_PO2, "Question: $42 dinner while on a business trip, meal limit $50 per day — fully reimbursed?", None),
        (_PO2, "Travel meal cap is $50/day under our expense policy. Can I get the full $62 for a dinner on a "
               "travel day?", "quantity"),
        (_PO2, "Under our expense policy, meals are reimbursed up to $50 per day while travelling. Is a $42 dinner "
               "on a non-travel day reimbursable in full?", "negation"),
        (_PO2, "Under our expense policy, meals are reimbursed up to $50 per day while travelling. Is a $42 taxi "
               "ride on a travel day reimbursable in full?", "entity"),
        (_PO3, "Password requirement draft: passwords must be at least 12 chars, include one or more digits, and be "
               "changed every 90 days.", None),
        (_PO3, "Need help: draft the rule. Expiry every 90 days. Minimum length 12. At least one number required.",
         None),
        (_PO3, "Write a password rule: minimum 16 characters, at least one number, and passwords expire every 90 "
               "days.", "quantity"),
        (_PO3, "Write a password rule: minimum 12 characters, at least one number, and passwords never expire.",
         "negation"),
        (_PO3, "Write a password rule: minimum 12 characters, at least one symbol, and passwords expire every 90 "
               "days.", "entity"),
        (_PO4, "Write a policy line requiring remote staff to connect through the corporate VPN whenever they "
               "access internal systems.", None),
        (_PO4, "Task: policy rule — anyone working remotely has to be on the company VPN to reach internal systems.",
         None),
        (_PO4, "Write a policy line requiring on-site staff to connect through the corporate VPN whenever they "
               "access internal systems.", "entity"),
        (_PO4, "Draft a rule that remote workers don't need the company VPN when accessing internal systems.",
         "negation"),
        (_PO5, "Policy: 20 paid leave days, +1 for each completed year of service. Employee has 3 years. Total days?",
         None),
        (_PO5, "If our leave policy gives 20 days base and adds a day for every full year worked, what does someone "
               "with 3 years get?", None),
        (_PO5, "Policy: 20 paid leave days, +1 for each completed year of service. Employee has 7 years. Total days?",
         "quantity"),
        (_PO5, "If our leave policy gives 20 days base and adds a day for every full year worked, how many years "
               "must someone work to get 25 days?", "reversed"),
        (_PO6, "Draft a finance policy rule: any invoice above $10,000 must be approved by the CFO before it is "
               "paid.", None),
        (_PO6, "Invoices > $10k → CFO sign-off required prior to payment. Write that up as a policy rule.", None),
        (_PO6, "Draft a finance policy rule: any invoice above $5,000 must be approved by the CFO before it is "
               "paid.", "quantity"),
        (_PO6, "Draft a finance policy rule: any invoice above $10,000 must be approved by the CEO before it is "
               "paid.", "entity"),
        (_PO6, "Write a rule that all invoices over $10,000 need approval from the CFO after payment.", "reversed"),
        (_PO7, "Our IT policy allows only IT-approved software on company laptops. Is an employee allowed to "
               "install personal software on one?", None),
        (_PO7, "Quick q: only IT-approved apps may go on work laptops per policy — can staff put their own "
               "personal software on them?", None),
        (_PO7, "Our IT policy allows only IT-approved software on company laptops. Is an employee allowed to "
               "install personal software on their home PC?", "entity"),
        (_PO7, "Our IT policy allows only IT-approved software on company laptops. Is an employee allowed to "
               "uninstall personal software from one?", "operation"),
    ],
    "sql": [
        (_SQ1, "Table employees(id, name, department, salary). I need the avg salary for each department — SQL "
               "please.", None),
        (_SQ1, "Write SQL: for every department in employees(id, name, department, salary), compute the mean "
               "salary.", None),
        (_SQ1, "Table employees(id, name, department, salary). I need the max salary for each department — SQL "
               "please.", "operation"),
        (_SQ1, "Given table employees(id, name, department, salary), write a SQL query returning the average "
               "salary per department, excluding the Sales department.", "negation"),
        (_SQ1, "Given table contractors(id, name, department, salary), write a SQL query returning the average "
               "salary per department.", "entity"),
        (_SQ2, "From orders(id, customer_id, created_at, total), get the five latest orders, sorted newest to "
               "oldest.", None),
        (_SQ2, "SQL task: orders(id, customer_id, created_at, total). Top 5 by created_at, descending.", None),
        (_SQ2, "From orders(id, customer_id, created_at, total), get the five earliest orders, sorted oldest to "
               "newest.", "reversed"),
        (_SQ2, "From orders(id, customer_id, created_at, total), get the ten latest orders, sorted newest to "
               "oldest.", "quantity"),
        (_SQ2, "SQL task: orders(id, customer_id, created_at, total). Top 5 by total, descending.", "entity"),
        (_SQ3, "How many rows in customers(id, name, country) have country = 'Canada'? Give me the SQL.", None),
        (_SQ3, "Write a SQL query: number of Canadian customers, table customers(id, name, country).", None),
        (_SQ3, "How many rows in customers(id, name, country) have country <> 'Canada'? Give me the SQL.",
         "negation"),
        (_SQ3, "Write a SQL query: number of Mexican customers, table customers(id, name, country).", "entity"),
        (_SQ4, "Remove every product with zero stock from products(id, name, price, stock). SQL only.", None),
        (_SQ4, "Need help: products(id, name, price, stock) — write the statement that deletes out-of-stock rows "
               "(stock = 0).", None),
        (_SQ4, "List every product with zero stock from products(id, name, price, stock). SQL only.", "operation"),
        (_SQ4, "Using products(id, name, price, stock), delete all products whose stock is below 5.", "quantity"),
        (_SQ4, "Using products(id, name, price, stock), delete all products whose stock is not 0.", "negation"),
        (_SQ5, "Write SQL returning names of students that have one or more enrollments. Schema: students(id, name), "
               "enrollments(student_id, course_id).", None),
        (_SQ5, "students(id, name); enrollments(student_id, course_id). Which students are enrolled in any course? "
               "Names only.", None),
        (_SQ5, "Write SQL returning names of students that have no enrollments. Schema: students(id, name), "
               "enrollments(student_id, course_id).", "negation"),
        (_SQ5, "Write SQL returning names of students that have three or more enrollments. Schema: students(id, "
               "name), enrollments(student_id, course_id).", "quantity"),
        (_SQ6, "Write an UPDATE for accounts(id, email, status, last_login): mark as 'inactive' any account with "
               "last_login earlier than 2025-01-01.", None),
        (_SQ6, "Task: accounts whose last login predates Jan 1, 2025 should get status = 'inactive'. Table "
               "accounts(id, email, status, last_login).", None),
        (_SQ6, "Write an UPDATE for accounts(id, email, status, last_login): mark as 'inactive' any account with "
               "last_login later than 2025-01-01.", "reversed"),
        (_SQ6, "In accounts(id, email, status, last_login), set status to 'inactive' for accounts whose last_login "
               "is before 2024-01-01.", "quantity"),
        (_SQ6, "In accounts(id, email, status, last_login), set status to 'archived' for accounts whose last_login "
               "is before 2025-01-01.", "entity"),
        (_SQ7, "Sum of amount by region in sales(id, region, amount, sold_at), ordered descending by that sum.",
         None),
        (_SQ7, "Q: per-region sales totals from sales(id, region, amount, sold_at), biggest first — what's the "
               "query?", None),
        (_SQ7, "Sum of amount by region in sales(id, region, amount, sold_at), ordered ascending by that sum.",
         "reversed"),
        (_SQ7, "Count of sales by region in sales(id, region, amount, sold_at), ordered descending by that count.",
         "operation"),
    ],
    "shell": [
        (_SH1, "List every file ending in .log inside /var/log (recursively) whose size exceeds 100 MB.", None),
        (_SH1, "bash: find .log files >100M in /var/log and subdirs.", None),
        (_SH1, "List every file ending in .log inside /var/log (recursively) whose size is under 100 MB.",
         "reversed"),
        (_SH1, "Find all .log files under /var/log that are larger than 500 MB.", "quantity"),
        (_SH1, "Find all .log files under /var/log that are larger than 100 MB and delete them.", "operation"),
        (_SH2, "How many lines of access.log include '404'? One-liner please.", None),
        (_SH2, "Shell command: number of matching lines for 404 in access.log.", None),
        (_SH2, "How many lines of access.log do not include '404'? One-liner please.", "negation"),
        (_SH2, "How many lines of error.log include '404'? One-liner please.", "entity"),
        (_SH2, "Show the lines of access.log that include '404'.", "operation"),
        (_SH3, "In the current folder, change the extension of all .jpeg files to .jpg.", None),
        (_SH3, "Hey — bash loop to rename *.jpeg → *.jpg here (current dir only).", None),
        (_SH3, "In the current folder, change the extension of all .jpg files to .jpeg.", "reversed"),
        (_SH3, "Rename every .jpeg file in the current directory and all its subdirectories to use the .jpg "
               "extension.", "entity"),
        (_SH4, "Create project.tar.gz from the project folder using tar with gzip.", None),
        (_SH4, "Task: tar + gzip the project/ directory → project.tar.gz.", None),
        (_SH4, "Extract project.tar.gz into the project folder.", "reversed"),
        (_SH4, "Create project.tar.bz2 from the project folder using tar with bzip2.", "entity"),
        (_SH4, "Task: tar + gzip the project/ directory, excluding node_modules → project.tar.gz.", "negation"),
        (_SH5, "Which ten processes are consuming the most RAM? Give me the command.", None),
        (_SH5, "List top 10 procs by memory usage, highest first.", None),
        (_SH5, "Which ten processes are consuming the most CPU? Give me the command.", "entity"),
        (_SH5, "List top 20 procs by memory usage, highest first.", "quantity"),
        (_SH6, "Remove files in /tmp/cache that were last modified over a week ago.", None),
        (_SH6, "Need a find command: /tmp/cache, files with mtime older than 7 days, delete them.", None),
        (_SH6, "Remove files in /tmp/cache that were last modified within the past week.", "reversed"),
        (_SH6, "Delete files in /tmp/cache that haven't been modified in more than 30 days.", "quantity"),
        (_SH6, "List files in /tmp/cache that haven't been modified in more than 7 days.", "operation"),
        (_SH7, "In-place edit of config.yaml: swap all http:// for https://.", None),
        (_SH7, "sed one-liner — config.yaml, change each 'http://' to 'https://', modify the file directly.", None),
        (_SH7, "In-place edit of config.yaml: swap all https:// for http://.", "reversed"),
        (_SH7, "sed one-liner — settings.yaml, change each 'http://' to 'https://', modify the file directly.",
         "entity"),
    ],
    "dates": [
        (_DA1, "Add 45 days to 2026-03-10. Which date do I get?", None),
        (_DA1, "If today is 10 March 2026, what's the date 45 days from now?", None),
        (_DA1, "What date is 45 days before March 10, 2026?", "reversed"),
        (_DA1, "Add 54 days to 2026-03-10. Which date do I get?", "quantity"),
        (_DA1, "What date is 45 weeks after March 10, 2026?", "entity"),
        (_DA2, "Number of days from 2026-01-15 to 2026-06-01?", None),
        (_DA2, "Count the days separating 15 Jan 2026 and 1 June 2026.", None),
        (_DA2, "Number of days from 2026-01-15 to 2026-07-01?", "quantity"),
        (_DA2, "Number of weeks from 2026-01-15 to 2026-06-01?", "entity"),
        (_DA3, "Which weekday did 4 July 2025 fall on?", None),
        (_DA3, "2025-07-04 — day of week?", None),
        (_DA3, "Which weekday did 4 July 2026 fall on?", "quantity"),
        (_DA3, "2025-07-04 — day of the year (1-366)?", "operation"),
        (_DA4, "Starting 10:40 PM, a job runs 3h35m. When does it end?", None),
        (_DA4, "Finish time for something that begins at 22:40 and lasts three hours and thirty-five minutes?",
         None),
        (_DA4, "A task finishes at 22:40 after running 3 hours 35 minutes. At what time did it start?", "reversed"),
        (_DA4, "Starting 10:40 PM, a job runs 3h53m. When does it end?", "quantity"),
        (_DA4, "Starting 10:40 AM, a job runs 3h35m. When does it end?", "quantity"),
        (_DA5, "Age in completed years on 1 May 2026 for a person born 20 August 1990?", None),
        (_DA5, "Born Aug 20, 1990. How many full years old as of May 1, 2026?", None),
        (_DA5, "Born Aug 20, 1990. How many full years old as of Sep 1, 2026?", "quantity"),
        (_DA5, "Born Aug 20, 1990. How many full months old as of May 1, 2026?", "entity"),
        (_DA5, "Born Aug 20, 1990. How many days until their next birthday as of May 1, 2026?", "operation"),
        (_DA6, "Final Friday of October 2026 — which date?", None),
        (_DA6, "Which day in October 2026 is the last Friday of the month?", None),
        (_DA6, "What is the date of the first Friday in October 2026?", "reversed"),
        (_DA6, "What is the date of the last Monday in October 2026?", "entity"),
        (_DA6, "What is the date of the second-to-last Friday in October 2026?", "quantity"),
        (_DA7, "Does the year 2100 have a February 29?", None),
        (_DA7, "Leap year check: 2100 — yes or no?", None),
        (_DA7, "Leap year check: 2000 — yes or no?", "quantity"),
        (_DA7, "Is 2100 a common (non-leap) year?", "negation"),
    ],
    "rewriting": [
        (_RW1, 'French translation please: "The meeting has been moved to Thursday."', None),
        (_RW1, 'How do you say "The meeting has been moved to Thursday." in French?', None),
        (_RW1, 'How do you say "The meeting has been moved to Thursday." in German?', "entity"),
        (_RW1, 'Translate into French: "The meeting has been moved to Tuesday."', "entity"),
        (_RW1, 'Translate into English: "La réunion a été déplacée à jeudi."', "reversed"),
        (_RW2, "One-sentence summary of: " + _RW2_TEXT, None),
        (_RW2, "Need help: condense the following into a single sentence. " + _RW2_TEXT, None),
        (_RW2, "Summarise this in two sentences: " + _RW2_TEXT, "quantity"),
        (_RW2, "Expand this into a full paragraph: " + _RW2_TEXT, "operation"),
        (_RW3, 'Correct the grammatical errors: "Me and him goes to the store every days."', None),
        (_RW3, 'Can you clean up the grammar of this sentence? "Me and him goes to the store every days."', None),
        (_RW3, 'Correct the grammatical errors: "Me and her goes to the store every days."', "entity"),
        (_RW3, 'Explain the grammatical errors in: "Me and him goes to the store every days."', "operation"),
        (_RW4, 'Make this more formal: "Hey, can you send me the report by tomorrow?"', None),
        (_RW4, 'Task: formal rewrite. Text: "Hey, can you send me the report by tomorrow?"', None),
        (_RW4, 'Make this more casual: "Hey, can you send me the report by tomorrow?"', "reversed"),
        (_RW4, 'Make this more formal: "Hey, can you send me the invoice by tomorrow?"', "entity"),
        (_RW5, 'Passive voice version of: "The committee approved the new budget."', None),
        (_RW5, 'Rewrite "The committee approved the new budget." so it is in the passive.', None),
        (_RW5, 'Convert this sentence to active voice: "The new budget was approved by the committee."',
         "reversed"),
        (_RW5, 'Passive voice version of: "The board approved the new budget."', "entity"),
        (_RW5, 'Convert this sentence to the future tense: "The committee approved the new budget."', "operation"),
        (_RW6, "Cut this down to fewer than 10 words: " + _RW6_TEXT, None),
        (_RW6, "Make this sentence shorter — max 9 words. " + _RW6_TEXT, None),
        (_RW6, "Cut this down to fewer than 5 words: " + _RW6_TEXT, "quantity"),
        (_RW6, 'Cut this down to fewer than 10 words: "We are writing to let you know that your subscription will '
               'not renew automatically next month."', "negation"),
        (_RW6, 'Shorten this to under 10 words: "We are writing to let you know that your subscription will renew '
               'automatically next year."', "entity"),
        (_RW7, 'Spanish, please: "Please do not reply to this automated message."', None),
        (_RW7, 'Render "Please do not reply to this automated message." in Spanish.', None),
        (_RW7, 'Spanish, please: "Please reply to this automated message."', "negation"),
        (_RW7, 'Render "Please do not reply to this automated message." in Portuguese.', "entity"),
        (_RW7, 'Translate to Spanish: "Please do not forward this automated message."', "operation"),
    ],
    "code": [
        (_VOW, _VOW_P1, None), (_VOW, _VOW_P2, None), (_VOW, _VOW_NEG, "negation"), (_VOW, _VOW_OUT, "output"),
        (_VOW, _VOW_ENT, "entity"),
        (_TOPK, _TOPK_P1, None), (_TOPK, _TOPK_P2, None), (_TOPK, _TOPK_REV, "reversed"), (_TOPK, _TOPK_IN, "input"),
        (_TOPK, _TOPK_BND, "bound"),
        (_CLAMP, _CLAMP_P1, None), (_CLAMP, _CLAMP_P2, None), (_CLAMP, _CLAMP_OUT, "output"),
        (_CLAMP, _CLAMP_IN, "input"), (_CLAMP, _CLAMP_BND, "bound"),
        (_PAL, _PAL_P1, None), (_PAL, _PAL_P2, None), (_PAL, _PAL_OUT, "output"), (_PAL, _PAL_NEG, "negation"),
        (_CHUNK, _CHUNK_P1, None), (_CHUNK, _CHUNK_P2, None), (_CHUNK, _CHUNK_BND, "bound"),
        (_CHUNK, _CHUNK_OUT, "output"), (_CHUNK, _CHUNK_OP, "operation"),
        (_WF, _WF_P1, None), (_WF, _WF_P2, None), (_WF, _WF_OUT, "output"), (_WF, _WF_QTY, "quantity"),
        (_DIM, _DIM_P1, None), (_DIM, _DIM_P2, None), (_DIM, _DIM_IN, "input"), (_DIM, _DIM_OP, "operation"),
    ],
}
