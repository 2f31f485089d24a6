"""Split ``heldout26``: requests written by hand by an engineer who read neither the rules
nor any other hand-written set's content (only the layout of ``heldout25``) nor this
project's code; never used to tune a rule.

Register: requests as they reach a memory layer from agent frameworks and real users,
rather than benchmark-style questions. Each stored request is a plain, complete statement
of a task; its two paraphrases use two different registers out of four: (a) an agent
planner restating the user's task in the third person or as a task spec ("The user wants
...", "Task: ...", "Goal: ... Constraint: ..."); (b) a tool-using agent's sub-request, a
terse imperative followed by key: value lines; (c) a real user in a hurry (lowercase, no
punctuation, abbreviations such as "w/", "pls", "q", "hrs"); (d) a polite user who adds a
reason or background that does not change the answer, with the question placed first or
last. Paraphrases keep the same numbers, direction, entities and output format. Code
paraphrases keep the name and parameters, reword the docstring in one of these registers
and sometimes swap in different but consistent >>> examples. Changed requests keep most of
the stored wording and alter a single thing that changes the answer: direction (reversed),
unit/place/person/column/target (entity), operation or aggregate, a number, date or
threshold (quantity), an added step, the scope (part vs whole, inclusive vs exclusive), a
negation, or the output format; changed code stubs carry at least one example the stored
body fails.
"""

# _fn(name, params, prose, examples, ret="") is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = "How many kilograms is 165 pounds?"
_CV2 = ("At an exchange rate of 1 USD = 83.2 INR, how much is 5,000 Indian rupees in US "
        "dollars?")
_CV3 = ("When it is 9:30 AM in London (BST, UTC+1), what time is it in Tokyo (JST, "
        "UTC+9)?")
_CV4 = "Convert 98.6 degrees Fahrenheit to Celsius."
_CV5 = "How many nautical miles is 250 kilometres?"
_CV6 = "At a rate of 1 CHF = 1.05 EUR, how many euros do I get for 800 Swiss francs?"
_CV7 = ("A webinar starts at 8:00 PM in Los Angeles (PDT, UTC-7). What time is that in "
        "Berlin (CEST, UTC+2)?")

# ---------------------------------------------------------------- policy
_PO1 = ('Travel expense policy: "Meal costs are reimbursed up to $50 per day. Alcohol is '
        'never reimbursable." On a three-day trip I spent $42 on meals on day 1, $56 on '
        'day 2 (of which $10 was wine) and $58 on day 3. How much will be reimbursed in '
        'total?')
_PO2 = ('Course syllabus: "Late assignments lose 10% of the points earned for each day '
        'they are late. Assignments more than 5 days late receive zero." Maya earned 80 '
        'points out of 100 and submitted her assignment 3 days late. What is her final '
        'score?')
_PO3 = ('Pay policy: "Hours worked beyond 40 in a week are paid at 1.5 times the regular '
        'hourly rate." Sam earns $22 per hour and worked 46 hours this week. What is his '
        'total pay for the week?')
_PO4 = ('Shop shipping policy: "Orders of $75 or more ship free. Orders under $75 pay '
        '$8.95 shipping. Members get free shipping on every order." I am not a member and '
        'my cart comes to $74.50. What will I pay in total, including shipping?')
_PO5 = ('Pension plan rule: "Employees become eligible for the pension plan once they have '
        'completed 6 months of continuous service and are at least 21 years old." Leo '
        'started work on 1 February 2025 and turns 21 on 15 September 2025. On what date '
        'does he become eligible?')
_PO6 = ('Water tariff: "The first 10 cubic metres each month cost $1.20 per cubic metre, '
        'the next 15 cost $1.80 per cubic metre, and every cubic metre above 25 costs '
        '$2.50. A fixed service charge of $12 is added every month." Our household used 31 '
        'cubic metres last month. How much is the bill?')
_PO7 = ('Tenancy rule: "The landlord must return the security deposit within 21 days of '
        'move-out, minus documented damage costs. For each day the return is late, the '
        'landlord owes the tenant an additional $10." My deposit was $1,500, the landlord '
        'documented $220 of damage, and the money was returned 30 days after I moved out. '
        'How much should I receive in total?')

# ---------------------------------------------------------------- sql
_SQ1 = ("Table tickets(id, customer_id, status, priority, opened_at, closed_at). Write a "
        "SQL query that counts the open tickets for each priority.")
_SQ2 = ("Tables: customers(id, name, country) and orders(id, customer_id, amount, "
        "created_at). Write a SQL query that lists the names of customers who have never "
        "placed an order.")
_SQ3 = ("Table employees(id, name, manager_id, hire_date), where manager_id refers to "
        "another employee's id. Write a SQL query that lists each employee's name together "
        "with their manager's name.")
_SQ4 = ("Table payments(id, user_id, amount, paid_at). Write a SQL query that returns the "
        "total amount paid by each user in the last 30 days.")
_SQ5 = ("Table scores(student_id, subject, score). Write a SQL query that returns each "
        "student's highest score, sorted from highest to lowest.")
_SQ6 = ("Table page_views(session_id, url, viewed_at). Write a SQL query that finds the 3 "
        "most viewed URLs on 1 May 2025.")
_SQ7 = ("Table inventory(sku, warehouse, quantity). Write a SQL query that deletes every "
        "row whose quantity is 0.")

# ---------------------------------------------------------------- shell
_SH1 = ("Give me a one-line shell command that counts how many lines in server.log contain "
        "the word ERROR.")
_SH2 = "Shell one-liner to list the 5 largest files in the current directory, biggest first."
_SH3 = ("One-line command to create a gzip-compressed tar archive named site.tar.gz from "
        "the directory public/.")
_SH4 = ("One-liner to show the disk usage of each subdirectory of /var in human-readable "
        "form.")
_SH5 = ("One-line shell command to print the 3rd column of data.csv, where fields are "
        "separated by commas.")
_SH6 = "One-liner to kill the process listening on TCP port 8080."
_SH7 = ("Shell one-liner to convert all uppercase letters in names.txt to lowercase and "
        "write the result to names_lower.txt.")

# ---------------------------------------------------------------- dates
_DA1 = "What day of the week will 29 February 2028 be?"
_DA2 = "What date is 45 days before 10 June 2025?"
_DA3 = "How many full weeks are there between 1 September 2025 and 15 December 2025?"
_DA4 = ("How old, in whole years, is a person born on 17 November 1988 on 10 November "
        "2025?")
_DA5 = ("A flight departs at 22:15 on 30 March 2025 and the trip takes 9 hours 50 minutes. "
        "Ignoring time zones, at what time and on what date does it land?")
_DA6 = "What is the date of the last Friday of October 2025?"
_DA7 = ("A meeting is at 10:00 AM New York time on 15 March 2025. What time is it in "
        "London then?")

# ---------------------------------------------------------------- rewriting
_RW1 = 'Translate into Spanish: "Please close the window before you leave the office."'
_RW2 = "Sort these numbers from smallest to largest: 42, 7, 19, 88, 3, 56."
_RW3 = ('Correct the spelling mistakes in this sentence: "I recieved the pakage yesterday '
        'and it was definately damaged."')
_RW4 = ("Convert these dates, written month/day/year, to ISO 8601 format (YYYY-MM-DD): "
        "03/04/2024, 12/01/2023, 07/05/2025.")
_RW5 = ('Summarise in exactly three bullet points: "From 1 July, staff may work from home '
        'up to two days a week. Home-working days must be agreed with your manager at '
        'least one week in advance. Equipment for home use can be requested through the IT '
        'portal, and the company will cover up to £300 of it. Staff on probation are not '
        'eligible."')
_RW6 = 'Convert this JSON to YAML: {"name": "web", "replicas": 3, "ports": [80, 443]}'
_RW7 = ('Rewrite this sentence in the future tense: "She finished the project and sent it '
        'to the client."')


# ---------------------------------------------------------------- code
_CO1 = _fn("count_vowels", "text",
           "Return the number of vowels in text. The vowels are a, e, i, o and u,"
           "\n    in either upper or lower case.",
           [('count_vowels("Hello World")', "3"),
            ('count_vowels("rhythm")', "0"),
            ('count_vowels("AEIOU")', "5")],
           " -> int")
_CO2 = _fn("parse_version", "s",
           "Split a dotted version string such as '2.10.3' into a tuple of integers,"
           "\n    one per component.",
           [('parse_version("2.10.3")', "(2, 10, 3)"),
            ('parse_version("1.0")', "(1, 0)")],
           " -> tuple")
_CO3 = _fn("word_frequencies", "text",
           "Return a dict mapping each word, lower-cased, to the number of times it"
           "\n    appears in text. Words are separated by whitespace; keys appear in the"
           "\n    order the words are first seen.",
           [('word_frequencies("the cat The dog")', "{'the': 2, 'cat': 1, 'dog': 1}"),
            ('word_frequencies("")', "{}")],
           " -> dict")
_CO4 = _fn("run_length_encode", "s",
           "Compress s by replacing each run of a repeated character with the"
           "\n    character followed by the length of the run.",
           [('run_length_encode("aaabcc")', "'a3b1c2'"),
            ('run_length_encode("")', "''")],
           " -> str")
_CO5 = _fn("format_bytes", "n",
           "Return n bytes as a human-readable string with one decimal place, using"
           "\n    1024-based units B, KB, MB and GB: the largest unit in which the value"
           "\n    is at least 1 (GB for anything of 1024 MB or more).",
           [("format_bytes(500)", "'500.0 B'"),
            ("format_bytes(1536)", "'1.5 KB'"),
            ("format_bytes(1000000)", "'976.6 KB'"),
            ("format_bytes(3221225472)", "'3.0 GB'")],
           " -> str")
_CO6 = _fn("count_weekdays", "start, end",
           "Count the days from start to end, both inclusive, that fall on Monday to"
           "\n    Friday. Dates are ISO strings 'YYYY-MM-DD' and end is never before start.",
           [('count_weekdays("2025-06-02", "2025-06-08")', "5"),
            ('count_weekdays("2025-06-07", "2025-06-08")', "0"),
            ('count_weekdays("2025-06-02", "2025-06-02")', "1")],
           " -> int")
_CO7 = _fn("apply_discount", "price, percent",
           "Return price reduced by percent per cent, rounded to 2 decimal places."
           "\n    A percent above 100 is treated as 100.",
           [("apply_discount(80.0, 25)", "60.0"),
            ("apply_discount(19.99, 10)", "17.99"),
            ("apply_discount(50.0, 150)", "0.0")],
           " -> float")

HELDOUT26 = {
    "conversions": [
        (_CV1, "Task: express a body weight of 165 lb in kilograms for the user.", None),
        (_CV1, "165 lbs to kg quick", None),
        (_CV1, "How many pounds is 165 kilograms?", "reversed"),
        (_CV1, "How many kilograms is 185 pounds?", "quantity"),

        (_CV2, "Convert currency.\namount: 5000\nfrom: INR\nto: USD\nrate: 1 USD = 83.2 INR",
         None),
        (_CV2, "Could you tell me how many US dollars 5,000 Indian rupees is worth? I'm "
               "paying back a colleague in Bangalore and we agreed to use a rate of 83.2 "
               "rupees to the dollar.", None),
        (_CV2, "At an exchange rate of 1 USD = 83.2 INR, how much is 5,000 US dollars in "
               "Indian rupees?", "reversed"),
        (_CV2, "At an exchange rate of 1 USD = 86.5 INR, how much is 5,000 Indian rupees in "
               "US dollars?", "quantity"),

        (_CV3, "930am in london (bst utc+1) = what time in tokyo (jst utc+9)", None),
        (_CV3, "Goal: tell the user the local time in Tokyo (JST, UTC+9) at the moment it "
               "is 09:30 in London (BST, UTC+1).", None),
        (_CV3, "When it is 9:30 AM in Tokyo (JST, UTC+9), what time is it in London (BST, "
               "UTC+1)?", "reversed"),
        (_CV3, "When it is 9:30 AM in London (BST, UTC+1), what time is it in Dubai (GST, "
               "UTC+4)?", "entity"),

        (_CV4, "My thermometer only shows Fahrenheit and my son's reading is 98.6 °F. The "
               "doctor's office asked for it in °C, so what is that in Celsius?", None),
        (_CV4, "Convert temperature.\nvalue: 98.6\nfrom: °F\nto: °C", None),
        (_CV4, "Convert 98.6 degrees Celsius to Fahrenheit.", "reversed"),
        (_CV4, "Convert 102.2 degrees Fahrenheit to Celsius.", "quantity"),
        (_CV4, "Convert 98.6 degrees Fahrenheit to kelvin.", "entity"),

        (_CV5, "The user is planning a sailing route of 250 km and needs that distance "
               "expressed in nautical miles.", None),
        (_CV5, "250km in nautical miles?? planning a boat trip", None),
        (_CV5, "How many statute miles is 250 kilometres?", "entity"),
        (_CV5, "How many nautical miles is 400 kilometres?", "quantity"),

        (_CV6, "Run FX conversion.\ninput: 800 CHF\noutput currency: EUR\nrate: 1 CHF = "
               "1.05 EUR", None),
        (_CV6, "How many euros will 800 Swiss francs get me if one franc is worth 1.05 "
               "euros? I'm driving from Zurich to Milan tomorrow and want to know what I'll "
               "have to spend.", None),
        (_CV6, "At a rate of 1 CHF = 1.05 EUR, how many Swiss francs do I get for 800 "
               "euros?", "reversed"),
        (_CV6, "At a rate of 1 CHF = 1.05 EUR, how many euros do I get for 800 Swiss francs "
               "after a 2% exchange fee is taken off?", "step"),

        (_CV7, "webinar 8pm LA time (pdt utc-7) whats that in berlin cest utc+2", None),
        (_CV7, "The user has been invited to a webinar at 20:00 Los Angeles time (PDT, "
               "UTC-7) and wants to know the corresponding time in Berlin (CEST, UTC+2).",
         None),
        (_CV7, "A webinar starts at 8:00 PM in Berlin (CEST, UTC+2). What time is that in "
               "Los Angeles (PDT, UTC-7)?", "reversed"),
        (_CV7, "A webinar starts at 8:00 PM in Los Angeles (PDT, UTC-7). What time is that "
               "in Mumbai (IST, UTC+5:30)?", "entity"),
    ],

    "policy": [
        (_PO1, "The user is filing a travel expense claim and wants the total reimbursable "
               "amount. Quoted policy: meal costs are reimbursed up to $50 per day; alcohol "
               "is never reimbursable. Spending on the three-day trip: day 1 $42; day 2 $56, "
               "including $10 of wine; day 3 $58.", None),
        (_PO1, "expense claim q. rule is meals up to $50/day, alcohol never covered. 3 day "
               "trip: day1 $42, day2 $56 ($10 of that was wine), day3 $58. how much do i "
               "get back total", None),
        (_PO1, 'Travel expense policy: "Meal costs are reimbursed up to $50 per day. Alcohol '
               'is reimbursable like any other meal cost." On a three-day trip I spent $42 '
               'on meals on day 1, $56 on day 2 (of which $10 was wine) and $58 on day 3. '
               'How much will be reimbursed in total?', "negation"),
        (_PO1, 'Travel expense policy: "Meal costs are reimbursed up to $45 per day. Alcohol '
               'is never reimbursable." On a three-day trip I spent $42 on meals on day 1, '
               '$56 on day 2 (of which $10 was wine) and $58 on day 3. How much will be '
               'reimbursed in total?', "quantity"),

        (_PO2, "Compute late-adjusted score.\nrule: lose 10% of points earned per day late; "
               "more than 5 days late = 0\npoints earned: 80/100\ndays late: 3", None),
        (_PO2, "I'm a TA and want to double-check before I post grades. Our syllabus says "
               "late assignments lose 10% of the points earned for every day late, and "
               "anything more than 5 days late gets zero. Maya earned 80 out of 100 but "
               "handed hers in 3 days late. What is her final score?", None),
        (_PO2, 'Course syllabus: "Late assignments lose 10% of the points earned for each '
               'day they are late. Assignments more than 5 days late receive zero." Maya '
               'earned 80 points out of 100 and submitted her assignment 6 days late. What '
               'is her final score?', "quantity"),
        (_PO2, 'Course syllabus: "Late assignments lose 10% of their remaining points for '
               'each day they are late, compounding daily. Assignments more than 5 days late '
               'receive zero." Maya earned 80 points out of 100 and submitted her assignment '
               '3 days late. What is her final score?', "operation"),

        (_PO3, "overtime is 1.5x for hrs over 40/wk. sam makes $22/hr and worked 46 hrs this "
               "week. total pay for the week?", None),
        (_PO3, "Task: compute Sam's total pay for this week.\nFacts: regular rate $22/hour; "
               "hours worked this week: 46.\nRule: hours worked beyond 40 in a week are paid "
               "at 1.5x the regular hourly rate.", None),
        (_PO3, 'Pay policy: "Hours worked beyond 40 in a week are paid at 1.5 times the '
               'regular hourly rate." Sam earns $22 per hour and worked 38 hours this week. '
               'What is his total pay for the week?', "quantity"),
        (_PO3, 'Pay policy: "Hours worked beyond 40 in a week are paid at 1.5 times the '
               'regular hourly rate." Sam earns $22 per hour and worked 46 hours this week. '
               'How much of his pay for the week is overtime pay?', "scope"),

        (_PO4, "What's my total with shipping? The shop says orders of $75 or more ship free, "
               "orders under $75 pay $8.95 shipping, and members get free shipping on every "
               "order. My cart comes to $74.50 and I'm not a member. I just want to know "
               "before I check out.", None),
        (_PO4, "Calculate checkout total.\ncart: $74.50\nmember: no\nshipping rule: free for "
               "orders of $75 or more; $8.95 for orders under $75; members always free",
         None),
        (_PO4, 'Shop shipping policy: "Orders of $75 or more ship free. Orders under $75 pay '
               '$8.95 shipping. Members get free shipping on every order." I am a member and '
               'my cart comes to $74.50. What will I pay in total, including shipping?',
         "negation"),
        (_PO4, 'Shop shipping policy: "Orders of $75 or more ship free. Orders under $75 pay '
               '$8.95 shipping. Members get free shipping on every order." I am not a member '
               'and my cart comes to $76.20. What will I pay in total, including shipping?',
         "quantity"),

        (_PO5, "The user asks on which date Leo becomes eligible for the pension plan. Rule: "
               "eligible once 6 months of continuous service are completed and the employee "
               "is at least 21. Leo: start date 2025-02-01; 21st birthday 2025-09-15.",
         None),
        (_PO5, "pension rule = 6 months continuous service AND at least 21 yrs old. leo "
               "started feb 1 2025, turns 21 on sept 15 2025. what date is he eligible", None),
        (_PO5, 'Pension plan rule: "Employees become eligible for the pension plan once they '
               'have completed 6 months of continuous service and are at least 21 years '
               'old." Leo started work on 1 February 2025 and turns 21 on 15 June 2025. On '
               'what date does he become eligible?', "quantity"),
        (_PO5, 'Pension plan rule: "Employees become eligible for the pension plan once they '
               'have completed 6 months of continuous service or are at least 21 years '
               'old." Leo started work on 1 February 2025 and turns 21 on 15 September 2025. '
               'On what date does he become eligible?', "operation"),

        (_PO6, "Compute monthly water bill.\nusage: 31 m³\ntiers: first 10 m³ @ $1.20; next "
               "15 m³ @ $1.80; above 25 m³ @ $2.50\nfixed charge: $12 per month", None),
        (_PO6, "We used 31 cubic metres of water last month and I'm trying to check the "
               "utility's bill before paying it. Their tariff: the first 10 m³ at $1.20 "
               "each, the next 15 at $1.80 each, anything over 25 at $2.50 each, plus a "
               "fixed $12 service charge every month. What should the bill come to?", None),
        (_PO6, 'Water tariff: "The first 10 cubic metres each month cost $1.20 per cubic '
               'metre, the next 15 cost $1.80 per cubic metre, and every cubic metre above 25 '
               'costs $2.50. A fixed service charge of $12 is added every month." Our '
               'household used 18 cubic metres last month. How much is the bill?',
         "quantity"),
        (_PO6, 'Water tariff: "The first 10 cubic metres each month cost $1.20 per cubic '
               'metre, the next 15 cost $1.80 per cubic metre, and every cubic metre above 25 '
               'costs $2.50. A fixed service charge of $12 is added every month." Our '
               'household used 31 cubic metres last month. How much of the bill is for the '
               'water above 25 cubic metres?', "scope"),
        (_PO6, 'Water tariff: "The first 10 cubic metres each month cost $1.20 per cubic '
               'metre, the next 15 cost $1.80 per cubic metre, and every cubic metre above 25 '
               'costs $2.50. A fixed service charge of $12 is added every month, and 5% tax '
               'is then charged on the whole bill." Our household used 31 cubic metres last '
               'month. How much is the bill?', "step"),

        (_PO7, "The user wants the total amount owed by their landlord. Rule: the security "
               "deposit must be returned within 21 days of move-out, minus documented damage "
               "costs; the landlord owes an extra $10 for each day the return is late. "
               "Facts: deposit $1,500; documented damage $220; money returned 30 days after "
               "move-out.", None),
        (_PO7, "deposit was $1500, landlord documented $220 damage, paid me back 30 days "
               "after move out. rule says return within 21 days minus documented damage, "
               "+$10 per late day. how much should i get total", None),
        (_PO7, 'Tenancy rule: "The landlord must return the security deposit within 21 days '
               'of move-out, minus documented damage costs. For each day the return is late, '
               'the landlord owes the tenant an additional $10." My deposit was $1,500, the '
               'landlord documented $220 of damage, and the money was returned 18 days after '
               'I moved out. How much should I receive in total?', "quantity"),
        (_PO7, 'Tenancy rule: "The landlord must return the security deposit within 21 days '
               'of move-out, minus documented damage costs. For each day the return is late, '
               'the landlord owes the tenant an additional $10." My deposit was $1,500, the '
               'landlord claimed $220 of damage but did not document it, and the money was '
               'returned 30 days after I moved out. How much should I receive in total?',
         "negation"),
    ],

    "sql": [
        (_SQ1, "Generate SQL.\ntable: tickets(id, customer_id, status, priority, opened_at, "
               "closed_at)\nmetric: number of open tickets\ngroup by: priority", None),
        (_SQ1, "Could you write a query that tells me how many open tickets we have at each "
               "priority? It's for our weekly support stand-up. The table is tickets(id, "
               "customer_id, status, priority, opened_at, closed_at).", None),
        (_SQ1, "Table tickets(id, customer_id, status, priority, opened_at, closed_at). Write "
               "a SQL query that counts the open tickets for each customer.", "entity"),
        (_SQ1, "Table tickets(id, customer_id, status, priority, opened_at, closed_at). Write "
               "a SQL query that counts the tickets that are not open for each priority.",
         "negation"),

        (_SQ2, "The user needs a SQL query returning the names of customers with zero orders. "
               "Schema: customers(id, name, country); orders(id, customer_id, amount, "
               "created_at).", None),
        (_SQ2, "sql: names of customers w/ no orders ever. customers(id,name,country) "
               "orders(id,customer_id,amount,created_at)", None),
        (_SQ2, "Tables: customers(id, name, country) and orders(id, customer_id, amount, "
               "created_at). Write a SQL query that lists the names of customers who have "
               "placed at least one order.", "negation"),
        (_SQ2, "Tables: customers(id, name, country) and orders(id, customer_id, amount, "
               "created_at). Write a SQL query that lists the names of customers who have "
               "placed more than 5 orders.", "quantity"),

        (_SQ3, "I'm putting together an org chart and need every employee's name next to "
               "their manager's name. Our table is employees(id, name, manager_id, "
               "hire_date), and manager_id points at another employee's id. What SQL would "
               "do that?", None),
        (_SQ3, "Write SQL.\ntable: employees(id, name, manager_id, hire_date)\nmanager_id: "
               "references employees.id\nreturn: each employee's name with their manager's "
               "name", None),
        (_SQ3, "Table employees(id, name, manager_id, hire_date), where manager_id refers to "
               "another employee's id. Write a SQL query that lists each manager's name "
               "together with the number of employees who report to them.", "operation"),
        (_SQ3, "Table employees(id, name, manager_id, hire_date), where manager_id refers to "
               "another employee's id. Write a SQL query that lists the name of each "
               "employee hired in 2024 together with their manager's name.", "scope"),

        (_SQ4, "payments(id,user_id,amount,paid_at) - sum of amount per user over the last 30 "
               "days. query pls", None),
        (_SQ4, "Task: write a SQL query.\nGoal: for each user, the total of payments.amount "
               "over the last 30 days.\nTable: payments(id, user_id, amount, paid_at).", None),
        (_SQ4, "Table payments(id, user_id, amount, paid_at). Write a SQL query that returns "
               "the total amount paid by each user in the last 7 days.", "quantity"),
        (_SQ4, "Table payments(id, user_id, amount, paid_at). Write a SQL query that returns "
               "the number of payments made by each user in the last 30 days.", "operation"),
        (_SQ4, "Table payments(id, user_id, amount, paid_at). Write a SQL query that returns "
               "the total amount paid by all users together in the last 30 days.", "scope"),

        (_SQ5, "For our end-of-year awards I need each student's best score, ordered from the "
               "top score down. The table is scores(student_id, subject, score). Could you "
               "write the SQL?", None),
        (_SQ5, "SQL request\ntable: scores(student_id, subject, score)\ngroup: student_id\n"
               "value: max(score)\norder: value descending", None),
        (_SQ5, "Table scores(student_id, subject, score). Write a SQL query that returns each "
               "student's average score, sorted from highest to lowest.", "operation"),
        (_SQ5, "Table scores(student_id, subject, score). Write a SQL query that returns each "
               "subject's highest score, sorted from highest to lowest.", "entity"),

        (_SQ6, "The user wants the three URLs with the most page views on 2025-05-01, from "
               "page_views(session_id, url, viewed_at). Produce the SQL.", None),
        (_SQ6, "top 3 urls by views on may 1 2025, table page_views(session_id, url, "
               "viewed_at)", None),
        (_SQ6, "Table page_views(session_id, url, viewed_at). Write a SQL query that finds "
               "the 3 least viewed URLs on 1 May 2025.", "reversed"),
        (_SQ6, "Table page_views(session_id, url, viewed_at). Write a SQL query that finds "
               "the 10 most viewed URLs on 1 May 2025.", "quantity"),

        (_SQ7, "Write SQL.\noperation: DELETE\ntable: inventory(sku, warehouse, quantity)\n"
               "condition: quantity = 0", None),
        (_SQ7, "Could you give me a query that removes all rows from inventory(sku, "
               "warehouse, quantity) where the quantity is zero? We keep a lot of dead rows "
               "around and they slow down our reports.", None),
        (_SQ7, "Table inventory(sku, warehouse, quantity). Write a SQL query that lists every "
               "row whose quantity is 0.", "operation"),
        (_SQ7, "Table inventory(sku, warehouse, quantity). Write a SQL query that deletes "
               "every row whose quantity is below 5.", "quantity"),
    ],

    "shell": [
        (_SH1, "count lines w/ ERROR in server.log one liner", None),
        (_SH1, "The user needs a single shell command that reports the number of lines in "
               "server.log containing the word ERROR.", None),
        (_SH1, "Give me a one-line shell command that counts how many lines in server.log do "
               "not contain the word ERROR.", "negation"),
        (_SH1, "Give me a one-line shell command that counts how many lines in server.log "
               "contain the word WARNING.", "entity"),
        (_SH1, "Give me a one-line shell command that prints the lines in server.log that "
               "contain the word ERROR, each with its line number.", "output"),

        (_SH2, "Run: list files\ndir: current directory\nsort: size, descending\nlimit: 5",
         None),
        (_SH2, "My laptop disk is filling up, so I'd like to see which files here take the "
               "most room. What one-liner lists the five largest files in the current "
               "directory, biggest first?", None),
        (_SH2, "Shell one-liner to list the 5 smallest files in the current directory, "
               "smallest first.", "reversed"),
        (_SH2, "Shell one-liner to list the 10 largest files in the current directory, "
               "biggest first.", "quantity"),

        (_SH3, "Goal: package the public/ directory into a gzip-compressed tarball called "
               "site.tar.gz.\nConstraint: a single shell command.", None),
        (_SH3, "tar gz the public/ folder into site.tar.gz, one liner pls", None),
        (_SH3, "One-line command to extract the gzip-compressed tar archive site.tar.gz into "
               "the directory public/.", "reversed"),
        (_SH3, "One-line command to create a bzip2-compressed tar archive named site.tar.bz2 "
               "from the directory public/.", "entity"),

        (_SH4, "Our server's /var partition is nearly full. Could you give me a one-liner "
               "that shows how much space each subdirectory of /var uses, in human-readable "
               "sizes?", None),
        (_SH4, "Shell command.\ntarget: /var\nreport: disk usage of each subdirectory\n"
               "units: human-readable", None),
        (_SH4, "One-liner to show the total disk usage of /var as a single figure in "
               "human-readable form.", "scope"),
        (_SH4, "One-liner to show the disk usage of each subdirectory of /var in "
               "human-readable form, sorted from largest to smallest.", "step"),

        (_SH5, "print col 3 of data.csv (comma separated) one liner", None),
        (_SH5, "Task: output the third comma-separated field of every line in data.csv.\n"
               "Deliverable: a one-line shell command.", None),
        (_SH5, "One-line shell command to print the 5th column of data.csv, where fields are "
               "separated by commas.", "quantity"),
        (_SH5, "One-line shell command to print the sum of the 3rd column of data.csv, where "
               "fields are separated by commas.", "operation"),

        (_SH6, "Shell one-liner.\naction: terminate process\nselector: listening on TCP port "
               "8080", None),
        (_SH6, "My dev server crashed and left something holding the port, so I need a "
               "one-liner that kills whatever process is listening on TCP port 8080.", None),
        (_SH6, "One-liner to kill the process listening on TCP port 5432.", "quantity"),
        (_SH6, "One-liner to show the PID of the process listening on TCP port 8080.",
         "operation"),

        (_SH7, "The user wants every uppercase letter in names.txt converted to lowercase, "
               "with the output saved as names_lower.txt, using one shell command.", None),
        (_SH7, "lowercase everything in names.txt -> names_lower.txt, one liner", None),
        (_SH7, "Shell one-liner to convert all lowercase letters in names.txt to uppercase "
               "and write the result to names_upper.txt.", "reversed"),
        (_SH7, "Shell one-liner to convert all uppercase letters in names.txt to lowercase, "
               "remove duplicate lines, and write the result to names_lower.txt.", "step"),
    ],

    "dates": [
        (_DA1, "what weekday is feb 29 2028", None),
        (_DA1, "My daughter was born on a leap day, and her next real birthday is 29 "
               "February 2028, so we're already planning a party. What day of the week "
               "will it fall on?", None),
        (_DA1, "What day of the week will 29 February 2032 be?", "quantity"),
        (_DA1, "What is the date of the first Monday after 29 February 2028?", "operation"),

        (_DA2, "Task: date arithmetic. Subtract 45 days from 2025-06-10 and report the "
               "resulting date.", None),
        (_DA2, "Compute date.\nbase: 2025-06-10\noffset: -45 days", None),
        (_DA2, "What date is 45 days after 10 June 2025?", "reversed"),
        (_DA2, "What date is 60 days before 10 June 2025?", "quantity"),

        (_DA3, "how many full weeks from sept 1 2025 to dec 15 2025", None),
        (_DA3, "How many complete weeks are there between 1 September 2025 and 15 December "
               "2025? I'm drafting a project timeline for my team and need the figure.",
         None),
        (_DA3, "How many days are there between 1 September 2025 and 15 December 2025?",
         "output"),
        (_DA3, "How many full weeks are there between 1 September 2025 and 31 December "
               "2025?", "quantity"),

        (_DA4, "The user wants the age in completed years, as of 2025-11-10, of someone whose "
               "date of birth is 1988-11-17.", None),
        (_DA4, "born 17 nov 1988, how old on 10 nov 2025? whole yrs", None),
        (_DA4, "How old, in whole years, is a person born on 17 November 1988 on 20 November "
               "2025?", "quantity"),
        (_DA4, "How many days after 10 November 2025 is the next birthday of a person born "
               "on 17 November 1988?", "operation"),

        (_DA5, "Compute arrival.\ndeparture: 2025-03-30 22:15\nduration: 9h 50m\ntime zones: "
               "ignore", None),
        (_DA5, "My partner's flight leaves at 10:15 PM on 30 March 2025 and takes 9 hours 50 "
               "minutes. Setting time zones aside, at what time and on what date does it "
               "land? I want to know when to leave for the airport.", None),
        (_DA5, "A flight departs at 22:15 on 30 March 2025 and the trip takes 11 hours 50 "
               "minutes. Ignoring time zones, at what time and on what date does it land?",
         "quantity"),
        (_DA5, "A flight lands at 22:15 on 30 March 2025 after a trip of 9 hours 50 minutes. "
               "Ignoring time zones, at what time and on what date did it depart?",
         "reversed"),

        (_DA6, "Goal: identify the calendar date of the final Friday in October 2025.", None),
        (_DA6, "last friday in oct 2025 = what date", None),
        (_DA6, "What is the date of the last Monday of October 2025?", "entity"),
        (_DA6, "What is the date of the first Friday of October 2025?", "operation"),

        (_DA7, "What time will it be in London? I've got a call at 10:00 AM New York time on "
               "15 March 2025 and my colleague there wants to know when to dial in.", None),
        (_DA7, "Convert time.\nwhen: 2025-03-15 10:00\nfrom: America/New_York\nto: "
               "Europe/London", None),
        (_DA7, "A meeting is at 10:00 AM London time on 15 March 2025. What time is it in "
               "New York then?", "reversed"),
        (_DA7, "A meeting is at 10:00 AM New York time on 15 March 2025. What time is it in "
               "Tokyo then?", "entity"),
        (_DA7, "A meeting is at 10:00 AM New York time on 5 April 2025. What time is it in "
               "London then?", "quantity"),
    ],

    "rewriting": [
        (_RW1, 'spanish pls: "Please close the window before you leave the office."', None),
        (_RW1, 'The user needs the sentence "Please close the window before you leave the '
               'office." rendered in Spanish.', None),
        (_RW1, 'Translate into Italian: "Please close the window before you leave the '
               'office."', "entity"),
        (_RW1, 'Translate into Spanish: "Please do not close the window before you leave the '
               'office."', "negation"),

        (_RW2, "Sort numbers.\ninput: 42, 7, 19, 88, 3, 56\norder: ascending", None),
        (_RW2, "I'm checking a student's worksheet and need the answer key: could you put "
               "42, 7, 19, 88, 3 and 56 in order from smallest to largest?", None),
        (_RW2, "Sort these numbers from largest to smallest: 42, 7, 19, 88, 3, 56.",
         "reversed"),
        (_RW2, "Sort these numbers from smallest to largest: 42, 7, 19, 88, 3, 65.",
         "quantity"),

        (_RW3, 'Task: spell-check.\nInput: "I recieved the pakage yesterday and it was '
               'definately damaged."\nExpected output: the same sentence with its spelling '
               'mistakes corrected.', None),
        (_RW3, 'fix spelling: "I recieved the pakage yesterday and it was definately '
               'damaged."', None),
        (_RW3, 'Correct the spelling mistakes in this sentence and then translate it into '
               'French: "I recieved the pakage yesterday and it was definately damaged."',
         "step"),
        (_RW3, 'Correct the spelling mistakes in this sentence: "I recieved the invoice '
               'yesterday and it was definately wrong."', "entity"),

        (_RW4, "Could you reformat 03/04/2024, 12/01/2023 and 07/05/2025 as YYYY-MM-DD (ISO "
               "8601)? They're US-style month/day/year dates from our old billing system and "
               "the new one only accepts ISO.", None),
        (_RW4, "Reformat dates.\ninput format: MM/DD/YYYY\noutput format: YYYY-MM-DD\nvalues: "
               "03/04/2024, 12/01/2023, 07/05/2025", None),
        (_RW4, "Convert these dates, written day/month/year, to ISO 8601 format "
               "(YYYY-MM-DD): 03/04/2024, 12/01/2023, 07/05/2025.", "reversed"),
        (_RW4, "Convert these dates, written month/day/year, to the format '4 March 2024' "
               "(day, full month name, year): 03/04/2024, 12/01/2023, 07/05/2025.", "output"),

        (_RW5, "The user wants the following policy text summarised as exactly three bullet "
               'points: '
               '"From 1 July, staff may work from home up to two days a week. Home-working days '
               'must be agreed with your manager at least one week in advance. Equipment for '
               'home use can be requested through the IT portal, and the company will cover '
               'up to £300 of it. Staff on probation are not eligible."', None),
        (_RW5, 'tldr in 3 bullets pls: '
               '"From 1 July, staff may work from home up to two days a week. Home-working days '
               'must be agreed with your manager at least one week in advance. Equipment for '
               'home use can be requested through the IT portal, and the company will cover '
               'up to £300 of it. Staff on probation are not eligible."', None),
        (_RW5, 'Summarise in exactly two bullet points: '
               '"From 1 July, staff may work from home up to two days a week. Home-working days '
               'must be agreed with your manager at least one week in advance. Equipment for '
               'home use can be requested through the IT portal, and the company will cover '
               'up to £300 of it. Staff on probation are not eligible."', "quantity"),
        (_RW5, 'Summarise in a single sentence: '
               '"From 1 July, staff may work from home up to two days a week. Home-working days '
               'must be agreed with your manager at least one week in advance. Equipment for '
               'home use can be requested through the IT portal, and the company will cover '
               'up to £300 of it. Staff on probation are not eligible."', "output"),
        (_RW5, 'Summarise in exactly three bullet points, in German: '
               '"From 1 July, staff may work from home up to two days a week. Home-working days '
               'must be agreed with your manager at least one week in advance. Equipment for '
               'home use can be requested through the IT portal, and the company will cover '
               'up to £300 of it. Staff on probation are not eligible."',
         "entity"),

        (_RW6, 'Transform data.\nsource format: JSON\ntarget format: YAML\ndata: {"name": '
               '"web", "replicas": 3, "ports": [80, 443]}', None),
        (_RW6, 'Our Kubernetes tooling wants YAML, so could you turn this JSON into YAML for '
               'me? {"name": "web", "replicas": 3, "ports": [80, 443]}', None),
        (_RW6, "Convert this YAML to JSON:\nname: web\nreplicas: 3\nports:\n  - 80\n  - 443",
         "reversed"),
        (_RW6, 'Convert this JSON to TOML: {"name": "web", "replicas": 3, "ports": [80, '
               '443]}', "entity"),

        (_RW7, 'future tense pls: "She finished the project and sent it to the client."',
         None),
        (_RW7, 'Goal: restate "She finished the project and sent it to the client." in the '
               'future tense.\nConstraint: keep the meaning otherwise unchanged.', None),
        (_RW7, 'Rewrite this sentence in the present tense: "She finished the project and '
               'sent it to the client."', "entity"),
        (_RW7, 'Rewrite this sentence in the future tense, as a yes/no question: "She '
               'finished the project and sent it to the client."', "step"),
    ],

    "code": [
        (_CO1, _fn("count_vowels", "text",
                   "Task: report how many characters of text are vowels.\n    Vowels: a, e, "
                   "i, o, u; upper and lower case both count.",
                   [('count_vowels("Programming")', "3"),
                    ('count_vowels("")', "0"),
                    ('count_vowels("Queue")', "4")],
                   " -> int"), None),
        (_CO1, _fn("count_vowels", "text",
                   "count vowels (aeiou, any case) in text",
                   [('count_vowels("Hello World")', "3"),
                    ('count_vowels("rhythm")', "0"),
                    ('count_vowels("AEIOU")', "5")],
                   " -> int"), None),
        (_CO1, _fn("count_vowels", "text",
                   "Return the number of letters in text that are not vowels. The vowels"
                   "\n    are a, e, i, o and u, in either upper or lower case.",
                   [('count_vowels("Hello World")', "7"),
                    ('count_vowels("rhythm")', "6"),
                    ('count_vowels("AEIOU")', "0")],
                   " -> int"), "negation"),
        (_CO1, _fn("count_vowels", "text",
                   "Return the number of vowels in text. The vowels are a, e, i, o, u and"
                   "\n    y, in either upper or lower case.",
                   [('count_vowels("Hello World")', "3"),
                    ('count_vowels("rhythm")', "1"),
                    ('count_vowels("AEIOU")', "5")],
                   " -> int"), "entity"),

        (_CO2, _fn("parse_version", "s",
                   "Parse a version string.\n    input: s, dotted, e.g. '4.0.12'\n    "
                   "output: tuple of int components",
                   [('parse_version("4.0.12")', "(4, 0, 12)"),
                    ('parse_version("10")', "(10,)")],
                   " -> tuple"), None),
        (_CO2, _fn("parse_version", "s",
                   "We need to compare release numbers properly, so please turn a dotted"
                   "\n    version such as '2.10.3' into a tuple of ints (tuples then compare"
                   "\n    numerically). Thank you!",
                   [('parse_version("2.10.3")', "(2, 10, 3)"),
                    ('parse_version("1.0")', "(1, 0)")],
                   " -> tuple"), None),
        (_CO2, _fn("parse_version", "s",
                   "Split a dotted version string such as '2.10.3' or 'v2.10.3' into a"
                   "\n    tuple of integers, one per component; a leading 'v' is ignored.",
                   [('parse_version("v2.10.3")', "(2, 10, 3)"),
                    ('parse_version("1.0")', "(1, 0)")],
                   " -> tuple"), "step"),
        (_CO2, _fn("parse_version", "s",
                   "Split a dotted version string such as '2.10.3' into a list of integers,"
                   "\n    one per component.",
                   [('parse_version("2.10.3")', "[2, 10, 3]"),
                    ('parse_version("1.0")', "[1, 0]")],
                   " -> list"), "output"),

        (_CO3, _fn("word_frequencies", "text",
                   "word counts for text -> dict, case-insensitive (keys lowercased),"
                   "\n    split on whitespace, keys in first-seen order",
                   [('word_frequencies("a B b")', "{'a': 1, 'b': 2}"),
                    ('word_frequencies("")', "{}")],
                   " -> dict"), None),
        (_CO3, _fn("word_frequencies", "text",
                   "Goal: build a word-frequency table for text.\n    Constraints: words are "
                   "whitespace-separated and compared in lower case;\n    the dict lists "
                   "each word once, in order of first appearance, with its count.",
                   [('word_frequencies("the cat The dog")', "{'the': 2, 'cat': 1, 'dog': 1}"),
                    ('word_frequencies("Go go GO")', "{'go': 3}")],
                   " -> dict"), None),
        (_CO3, _fn("word_frequencies", "text",
                   "Return a dict mapping each word, exactly as written (not lower-cased),"
                   "\n    to the number of times it appears in text. Words are separated by"
                   "\n    whitespace; keys appear in the order the words are first seen.",
                   [('word_frequencies("the cat The dog")',
                     "{'the': 1, 'cat': 1, 'The': 1, 'dog': 1}"),
                    ('word_frequencies("")', "{}")],
                   " -> dict"), "negation"),
        (_CO3, _fn("word_frequencies", "text",
                   "Return a dict mapping each word, lower-cased, that appears at least"
                   "\n    twice in text to the number of times it appears. Words are"
                   "\n    separated by whitespace; keys appear in first-seen order.",
                   [('word_frequencies("the cat The dog")', "{'the': 2}"),
                    ('word_frequencies("")', "{}")],
                   " -> dict"), "quantity"),

        (_CO4, _fn("run_length_encode", "s",
                   "Run-length encode s.\n    format: char followed by run length, for "
                   "every run\n    returns: str",
                   [('run_length_encode("zzzzy")', "'z4y1'"),
                    ('run_length_encode("aaabcc")', "'a3b1c2'")],
                   " -> str"), None),
        (_CO4, _fn("run_length_encode", "s",
                   "I'm storing long strings of repeated symbols and would like them"
                   "\n    smaller. Could this replace every run of the same character with"
                   "\n    that character and then how many times it repeats?",
                   [('run_length_encode("aaabcc")', "'a3b1c2'"),
                    ('run_length_encode("x")', "'x1'")],
                   " -> str"), None),
        (_CO4, _fn("run_length_encode", "s",
                   "Decode a run-length string such as 'a3b1c2', where each character is"
                   "\n    followed by its run length, back into the original string.",
                   [('run_length_encode("a3b1c2")', "'aaabcc'"),
                    ('run_length_encode("")', "''")],
                   " -> str"), "reversed"),
        (_CO4, _fn("run_length_encode", "s",
                   "Compress s by replacing each run of a repeated character with the"
                   "\n    length of the run followed by the character.",
                   [('run_length_encode("aaabcc")', "'3a1b2c'"),
                    ('run_length_encode("")', "''")],
                   " -> str"), "output"),

        (_CO5, _fn("format_bytes", "n",
                   "human readable size for n bytes, 1 decimal, 1024-based B/KB/MB/GB;"
                   "\n    pick the biggest unit where the number is >= 1 (max GB)",
                   [("format_bytes(500)", "'500.0 B'"),
                    ("format_bytes(1536)", "'1.5 KB'"),
                    ("format_bytes(1000000)", "'976.6 KB'"),
                    ("format_bytes(3221225472)", "'3.0 GB'")],
                   " -> str"), None),
        (_CO5, _fn("format_bytes", "n",
                   "Task: render a byte count n for display.\n    Spec: binary units (1 KB = "
                   "1024 B) from B up to GB, the largest unit\n    giving a value of at "
                   "least 1, formatted with one decimal place.",
                   [("format_bytes(0)", "'0.0 B'"),
                    ("format_bytes(2621440)", "'2.5 MB'"),
                    ("format_bytes(2199023255552)", "'2048.0 GB'")],
                   " -> str"), None),
        (_CO5, _fn("format_bytes", "n",
                   "Return n bytes as a human-readable string with one decimal place, using"
                   "\n    1000-based units B, KB, MB and GB: the largest unit in which the value"
                   "\n    is at least 1 (GB for anything of 1000 MB or more).",
                   [("format_bytes(500)", "'500.0 B'"),
                    ("format_bytes(1536)", "'1.5 KB'"),
                    ("format_bytes(1000000)", "'1.0 MB'"),
                    ("format_bytes(3000000000)", "'3.0 GB'")],
                   " -> str"), "quantity"),
        (_CO5, _fn("format_bytes", "n",
                   "Return n bytes as a human-readable string with two decimal places, using"
                   "\n    1024-based units B, KB, MB and GB: the largest unit in which the value"
                   "\n    is at least 1 (GB for anything of 1024 MB or more).",
                   [("format_bytes(500)", "'500.00 B'"),
                    ("format_bytes(1536)", "'1.50 KB'"),
                    ("format_bytes(1000000)", "'976.56 KB'"),
                    ("format_bytes(3221225472)", "'3.00 GB'")],
                   " -> str"), "output"),

        (_CO6, _fn("count_weekdays", "start, end",
                   "Our sprint planner needs to know how many working days a span covers."
                   "\n    Please count the Monday-to-Friday dates from start through end"
                   "\n    (both included); both are 'YYYY-MM-DD' strings, end >= start.",
                   [('count_weekdays("2025-06-02", "2025-06-15")', "10"),
                    ('count_weekdays("2025-06-06", "2025-06-09")', "2")],
                   " -> int"), None),
        (_CO6, _fn("count_weekdays", "start, end",
                   "Count weekdays.\n    range: start..end inclusive, ISO 'YYYY-MM-DD' "
                   "strings\n    weekdays: Mon-Fri",
                   [('count_weekdays("2025-06-02", "2025-06-08")', "5"),
                    ('count_weekdays("2025-06-07", "2025-06-08")', "0"),
                    ('count_weekdays("2025-06-02", "2025-06-02")', "1")],
                   " -> int"), None),
        (_CO6, _fn("count_weekdays", "start, end",
                   "Count the days from start (inclusive) to end (exclusive) that fall on"
                   "\n    Monday to Friday. Dates are ISO strings 'YYYY-MM-DD' and end is never"
                   "\n    before start.",
                   [('count_weekdays("2025-06-02", "2025-06-06")', "4"),
                    ('count_weekdays("2025-06-07", "2025-06-08")', "0"),
                    ('count_weekdays("2025-06-02", "2025-06-02")', "0")],
                   " -> int"), "scope"),
        (_CO6, _fn("count_weekdays", "start, end",
                   "Count the days from start to end, both inclusive, that fall on Saturday"
                   "\n    or Sunday. Dates are ISO strings 'YYYY-MM-DD' and end is never before"
                   "\n    start.",
                   [('count_weekdays("2025-06-02", "2025-06-08")', "2"),
                    ('count_weekdays("2025-06-07", "2025-06-08")', "2"),
                    ('count_weekdays("2025-06-02", "2025-06-02")', "0")],
                   " -> int"), "entity"),

        (_CO7, _fn("apply_discount", "price, percent",
                   "Goal: discounted price.\n    Constraints: take percent % off price, "
                   "round to 2 dp, and treat any\n    percent over 100 as exactly 100.",
                   [("apply_discount(200.0, 15)", "170.0"),
                    ("apply_discount(9.99, 100)", "0.0"),
                    ("apply_discount(40.0, 120)", "0.0")],
                   " -> float"), None),
        (_CO7, _fn("apply_discount", "price, percent",
                   "price minus percent% off, 2dp. percent > 100 counts as 100",
                   [("apply_discount(80.0, 25)", "60.0"),
                    ("apply_discount(19.99, 10)", "17.99"),
                    ("apply_discount(50.0, 150)", "0.0")],
                   " -> float"), None),
        (_CO7, _fn("apply_discount", "price, percent",
                   "price has already been reduced by percent per cent; return the"
                   "\n    original price before the discount, rounded to 2 decimal places.",
                   [("apply_discount(60.0, 25)", "80.0"),
                    ("apply_discount(18.0, 10)", "20.0")],
                   " -> float"), "reversed"),
        (_CO7, _fn("apply_discount", "price, percent",
                   "Return the amount saved when price is reduced by percent per cent,"
                   "\n    rounded to 2 decimal places. A percent above 100 is treated as 100.",
                   [("apply_discount(80.0, 25)", "20.0"),
                    ("apply_discount(19.99, 10)", "2.0"),
                    ("apply_discount(50.0, 150)", "50.0")],
                   " -> float"), "operation"),
        (_CO7, _fn("apply_discount", "price, percent",
                   "Return price reduced by percent per cent, rounded to 2 decimal places."
                   "\n    A percent above 50 is treated as 50.",
                   [("apply_discount(80.0, 25)", "60.0"),
                    ("apply_discount(19.99, 10)", "17.99"),
                    ("apply_discount(50.0, 150)", "25.0")],
                   " -> float"), "quantity"),
    ],
}
