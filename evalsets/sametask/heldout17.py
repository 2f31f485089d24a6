"""Split ``heldout17``: requests written by hand on 2026-12-02 by an engineer who read neither the rules nor any other hand-written set nor this project's code; never used to tune a rule. Register: a mix of sources for the same request (casual chat, a planner's step, a ticket or key: value form, a relay on someone's behalf, a formal email). Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same answer, else the kind of change."""
# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = ("Hello, could you please convert 72 degrees Fahrenheit to Celsius? "
        "Rounded to one decimal place is fine. Thank you.")
_CV2 = ("ticket: 2210 / subject: invoice currency / details: convert 1,250 EUR to USD "
        "at the rate 1 EUR = 1.08 USD. Give the USD amount to 2 decimals.")
_CV3 = ("Task: A meeting is scheduled for 15:00 in New York (EST, UTC-5) on 10 January. "
        "Give the corresponding local time in Berlin (CET, UTC+1).\n"
        "Respond with only the time as HH:MM.")
_CV4 = ("my colleague wants to know how many kilometres a 26.2 mile marathon is, "
        "to one decimal place")
_CV5 = "3.5 gb to mb? using 1 gb = 1024 mb not 1000"
_CV6 = ("Dear team, a recipe calls for 500 grams of flour. How many ounces is that, "
        "taking 1 oz = 28.35 g? Please round to the nearest whole ounce. Kind regards, Petra")
_CV7 = ("Step 2 of 3: Convert 9,000 seconds into hours and minutes.\n"
        "Respond with only 'Hh Mm'.")

# ---------------------------------------------------------------------- policy
_PO1 = ("ticket: 5120 / subject: refund question / details: Policy: purchases can be refunded "
        "within 30 days of delivery if the item is unused. The customer's order was delivered "
        "21 days ago and the item is unused. Is a refund allowed?")
_PO2 = ("Dear HR, our policy states that employees accrue 1.5 days of annual leave per full month "
        "worked. I joined on 1 March and today is 1 September of the same year. How many days of "
        "leave have I accrued so far?")
_PO3 = ("my colleague wants to know: the travel policy reimburses economy flights, and business "
        "class only for flights longer than 6 hours. Her flight is 8 hours long and she flew "
        "business class. Is the ticket reimbursable?")
_PO4 = ("Task: Answer from the policy below.\n"
        "Policy: Passwords must be at least 12 characters long and contain at least one digit.\n"
        "Candidates: 'sunflowerfield' (14 characters, no digits) and 'maple2024tree' "
        "(13 characters, contains digits).\n"
        "Question: Is 'sunflowerfield' compliant?\n"
        "Respond with only Yes or No.")
_PO5 = ("our office is open mon-fri 8-18 and sat 9-13, closed sun. can i drop off a parcel "
        "on saturday at 14:00")
_PO6 = ("Dear support team, according to your shipping policy, orders over $50 ship for free; "
        "otherwise shipping costs $4.99. My cart totals $47.50. What will I pay in total?")
_PO7 = ("policy: late library books incur a fee of $0.25 per day, capped at $5.00 per book\n"
        "books_late: 1\n"
        "days_late: 30\n"
        "question: total fee owed?")

# ------------------------------------------------------------------------- sql
_SQ1 = ("Task: Write a SQL query.\n"
        "Schema: employees(id, name, department, salary)\n"
        "Requirement: return the name and salary of employees in the 'Sales' department, "
        "highest salary first.\n"
        "Respond with only the SQL.")
_SQ2 = ("my colleague wants a query that counts orders per customer. table is "
        "orders(order_id, customer_id, order_date, amount); she needs customer_id and the "
        "number of orders for each")
_SQ3 = "products(id, name, price, stock) - need the names of products that are out of stock (stock = 0)"
_SQ4 = ("form: query request\n"
        "schema: users(id, email, created_at), logins(user_id, login_at)\n"
        "goal: emails of users who have never logged in")
_SQ5 = ("Dear data team, using the table sales(region, sale_date, revenue), could you please "
        "write a query returning the total revenue per region for March 2024? Many thanks.")
_SQ6 = ("forwarding from marketing: schema is customers(id, name, city, signup_date). They want "
        "the names of the 10 most recently signed-up customers.")
_SQ7 = ("Step 2 of 4: Given the table tasks(id, title, status, due_date), write a query that "
        "returns the number of tasks with status 'open'. Respond with only the SQL.")

# ----------------------------------------------------------------------- shell
_SH1 = "how do i count the lines in access.log from the terminal"
_SH2 = ("Could you please give me a shell command that finds all files with the .tmp extension "
        "anywhere under /var/cache and deletes them? Thank you in advance.")
_SH3 = ("ticket: 6610 / subject: disk usage / details: need a command that shows the 5 largest "
        "directories directly under /home with their sizes, largest first")
_SH4 = ("a client asked for a command that replaces every occurrence of 'http://' with "
        "'https://' in config.txt, editing the file in place")
_SH5 = ("Step 1 of 3: Create a gzip-compressed tar archive named backup.tar.gz containing the "
        "directory project/. Respond with only the command.")
_SH6 = "cmd to show the last 50 lines of app.log and keep following it as it grows"
_SH7 = ("Please provide a one-line command that counts how many distinct IP addresses appear in "
        "the first (space-separated) column of access.log.")

# ----------------------------------------------------------------------- dates
_DT1 = "what day of the week is 14 march 2025"
_DT2 = ("Dear colleague, could you tell me how many days there are from 3 February 2024 to "
        "15 March 2024? Best regards.")
_DT3 = "my boss wants to know which date falls 90 days after 10 October 2025"
_DT4 = ("Task: A subscription started on 31 January 2025 and renews monthly on the same "
        "day of the month, or on the last day of the month if that day does not exist. "
        "Give the date of the first renewal.\n"
        "Respond with only the date as YYYY-MM-DD.")
_DT5 = ("ticket: 1207 / subject: age check / details: applicant was born on 15 June 2008. "
        "How old are they, in full years, on 1 June 2026?")
_DT6 = "how many weeks between 2 feb 2026 and 27 apr 2026"
_DT7 = ("Step 3 of 4: A flight departs at 22:40 on 30 December and the journey lasts 7 hours "
        "35 minutes (same time zone throughout). Give the arrival date and time.\n"
        "Respond with only 'DD Month HH:MM'.")

# ------------------------------------------------------------------- rewriting
_RW1 = ("Could you please translate the following sentence into French: 'The meeting has been "
        "moved to Thursday afternoon.' Thank you.")
_RW2 = ("ticket: 7732 / subject: tone of reply / details: rewrite this customer reply to be more "
        "polite, keep it under 40 words: 'We told you already, the refund takes 10 days. "
        "Stop emailing.'")
_RW3 = ("summarize this in one sentence: Our quarterly sales grew 12% thanks to the new online "
        "store, but shipping costs rose sharply and customer complaints about late deliveries "
        "doubled. Management plans to renegotiate carrier contracts next quarter.")
_RW4 = ("Task: Convert the sentence below from passive to active voice.\n"
        "Sentence: 'The report was written by Maria and reviewed by the committee.'\n"
        "Respond with only the rewritten sentence.")
_RW5 = ("forwarding from legal: please rewrite this clause in plain English for customers: "
        "'The Licensee shall not sublicense, assign, or otherwise transfer the rights granted "
        "herein without the prior written consent of the Licensor.'")
_RW6 = ("Please correct the spelling and grammar in the following text without changing its "
        "wording otherwise: 'Their going to the libary tomorow to return there books.'")
_RW7 = ("request: reformat list\n"
        "text: banana, apple, cherry, date\n"
        "instruction: sort alphabetically and output as a comma-separated list")

# ------------------------------------------------------------------------ code
_CD1 = _fn("sum_even", "nums",
           "Return the sum of the even integers in nums; return 0 when there are none.",
           [("sum_even([1, 2, 3, 4])", "6"), ("sum_even([1, 3])", "0"),
            ("sum_even([-2, 5, 8])", "6")], " -> int")
_CD2 = _fn("dedupe", "items",
           "Return a new list with duplicate items removed, keeping the first occurrence of "
           "each item and the original order.",
           [("dedupe([3, 1, 3, 2, 1])", "[3, 1, 2]"), ("dedupe([])", "[]"),
            ("dedupe(['a', 'A', 'a'])", "['a', 'A']")], " -> list")
_CD3 = _fn("snake_to_camel", "name",
           "Convert a snake_case identifier to camelCase: the first word is lowercase, each "
           "following word starts with a capital letter, and the underscores are removed.",
           [("snake_to_camel('user_id')", "'userId'"), ("snake_to_camel('total')", "'total'"),
            ("snake_to_camel('max_retry_count')", "'maxRetryCount'")], " -> str")
_CD4 = _fn("percent_change", "old, new",
           "Return the percentage change from old to new, rounded to 1 decimal place.",
           [("percent_change(50, 75)", "50.0"), ("percent_change(200, 150)", "-25.0"),
            ("percent_change(3, 4)", "33.3")], " -> float")
_CD5 = _fn("rotate", "items, k",
           "Return a new list with items rotated to the right by k positions; k may be larger "
           "than the length of the list. An empty list stays empty.",
           [("rotate([1, 2, 3, 4, 5], 2)", "[4, 5, 1, 2, 3]"), ("rotate([1, 2, 3], 4)", "[3, 1, 2]"),
            ("rotate([], 3)", "[]")], " -> list")
_CD6 = _fn("grade", "score",
           "Return the letter grade for a score from 0 to 100: 'A' for 90 and above, 'B' for "
           "80 to 89, 'C' for 70 to 79, 'D' for 60 to 69 and 'F' below 60.",
           [("grade(95)", "'A'"), ("grade(80)", "'B'"), ("grade(59)", "'F'")], " -> str")
_CD7 = _fn("parse_kv", "s",
           "Parse a string of key=value pairs separated by semicolons into a dict. Whitespace "
           "around keys and values is stripped, empty segments are skipped, and a segment "
           "without '=' maps its key to an empty string. Values stay strings.",
           [("parse_kv('a=1; b = two')", "{'a': '1', 'b': 'two'}"),
            ("parse_kv('x=1;;flag')", "{'x': '1', 'flag': ''}"),
            ("parse_kv('')", "{}")], " -> dict")


HELDOUT17 = {
    "conversions": [
        (_CV1, "whats 72F in celsius, 1 decimal pls", None),
        (_CV1, "Step 1 of 3: Convert a temperature.\nInput: 72 °F\nTarget unit: °C\n"
               "Respond with only the number, rounded to one decimal place.", None),
        (_CV1, "Hello, could you please convert 72 degrees Celsius to Fahrenheit? "
               "Rounded to one decimal place is fine. Thank you.", "reversed"),
        (_CV1, "Hello, could you please convert 27 degrees Fahrenheit to Celsius? "
               "Rounded to one decimal place is fine. Thank you.", "quantity"),

        (_CV2, "forwarding from finance: they need 1,250 euros expressed in US dollars, using "
               "1 EUR = 1.08 USD, to the cent.", None),
        (_CV2, "1250 eur -> usd at 1.08 usd per eur, 2dp pls", None),
        (_CV2, "ticket: 2210 / subject: invoice currency / details: convert 1,250 EUR to USD "
               "at the rate 1 EUR = 1.08 USD, then deduct the 2% bank fee. Give the USD amount "
               "to 2 decimals.", "step"),
        (_CV2, "ticket: 2210 / subject: invoice currency / details: convert 1,250 USD to EUR "
               "at the rate 1 EUR = 1.08 USD. Give the EUR amount to 2 decimals.", "reversed"),
        (_CV2, "ticket: 2210 / subject: invoice currency / details: the invoice of 1,250 EUR "
               "includes 250 EUR VAT; convert only the net amount to USD at the rate "
               "1 EUR = 1.08 USD. Give the USD amount to 2 decimals.", "scope"),

        (_CV3, "Dear colleague, could you tell me what the local time in Berlin (CET, UTC+1) "
               "will be when it is 15:00 in New York (EST, UTC-5) on 10 January? Only the time "
               "in HH:MM format is needed. Best regards.", None),
        (_CV3, "meeting 3pm new york time (utc-5) on jan 10, what time is that in berlin "
               "(utc+1)? just HH:MM", None),
        (_CV3, "Task: A meeting is scheduled for 15:00 in Berlin (CET, UTC+1) on 10 January. "
               "Give the corresponding local time in New York (EST, UTC-5).\n"
               "Respond with only the time as HH:MM.", "reversed"),
        (_CV3, "Task: A 90-minute meeting starts at 15:00 in New York (EST, UTC-5) on "
               "10 January. Give the local time in Berlin (CET, UTC+1) at which it ends.\n"
               "Respond with only the time as HH:MM.", "step"),

        (_CV4, "form: unit conversion\nvalue: 26.2\nfrom: miles\nto: kilometres\n"
               "precision: 1 decimal place", None),
        (_CV4, "Good morning, could you please tell me the length in kilometres of a "
               "26.2-mile marathon, to one decimal place? Regards, Tom", None),
        (_CV4, "my colleague wants to know how many kilometres a 13.1 mile half marathon is, "
               "to one decimal place", "quantity"),
        (_CV4, "my colleague wants to know how many metres a 26.2 mile marathon is, "
               "to one decimal place", "entity"),

        (_CV5, "Step 3 of 5: Convert 3.5 GB to MB.\nRequirements:\n"
               "- use binary units (1 GB = 1024 MB)\n- Respond with only the integer.", None),
        (_CV5, "Dear IT desk, may I ask how many megabytes 3.5 gigabytes corresponds to, "
               "taking one gigabyte as 1024 megabytes? Thank you.", None),
        (_CV5, "3.5 gb to mb? using 1 gb = 1000 mb not 1024", "quantity"),
        (_CV5, "3.5 gb to mb? using 1 gb = 1024 mb not 1000. then split that into 7 equal "
               "parts, how many mb each", "step"),

        (_CV6, "500g flour in oz? 1oz = 28.35g, round to whole oz", None),
        (_CV6, "ticket: 88 / subject: recipe conversion / details: 500 g of flour -> ounces, "
               "use 1 oz = 28.35 g, round to the nearest whole number", None),
        (_CV6, "Dear team, a recipe calls for 500 grams of flour and 250 grams of sugar. How "
               "many ounces is that together, taking 1 oz = 28.35 g? Please round to the "
               "nearest whole ounce. Kind regards, Petra", "scope"),
        (_CV6, "Dear team, a recipe calls for 500 grams of flour. How many ounces is that, "
               "taking 1 oz = 28.35 g? Please round down to a whole ounce. Kind regards, "
               "Petra", "operation"),

        (_CV7, "my manager asks how long 9000 seconds is in hours and minutes", None),
        (_CV7, "input_seconds: 9000\noutput_format: hours and minutes (Hh Mm)", None),
        (_CV7, "Step 2 of 3: Convert 9,000 seconds into hours and minutes, then add it to a "
               "start time of 14:10 and give the end time.\nRespond with only 'HH:MM'.", "step"),
        (_CV7, "Step 2 of 3: Convert 9,000 seconds, excluding a 600-second break, into hours "
               "and minutes.\nRespond with only 'Hh Mm'.", "scope"),
    ],
    "policy": [
        (_PO1, "policy says refunds ok within 30 days of delivery if unused. mine was delivered "
               "21 days ago and i never used it. can i get a refund", None),
        (_PO1, "a client asked me to check: under the rule that unused items can be refunded "
               "within 30 days of delivery, can they get a refund for an unused item that was "
               "delivered 21 days ago?", None),
        (_PO1, "ticket: 5120 / subject: refund question / details: Policy: purchases can be "
               "refunded within 30 days of delivery if the item is unused. The customer's order "
               "was delivered 35 days ago and the item is unused. Is a refund allowed?",
         "quantity"),
        (_PO1, "ticket: 5120 / subject: refund question / details: Policy: purchases can be "
               "refunded within 30 days of delivery if the item is unused. The customer's order "
               "was delivered 21 days ago and the item has been used. Is a refund allowed?",
         "negation"),

        (_PO2, "Step 2 of 3: Compute accrued annual leave.\nPolicy: 1.5 days per full month "
               "worked.\nStart date: 1 March\nToday: 1 September (same year)\n"
               "Respond with only the number of days.", None),
        (_PO2, "leave policy is 1.5 days per full month worked, i started 1 march and its "
               "1 sept now (same yr). how many days have i built up", None),
        (_PO2, "Dear HR, our policy states that employees accrue 1.5 days of annual leave per "
               "full month worked. I joined on 1 March and today is 1 September of the same "
               "year. I have already taken 4 days. How many days of leave do I have left?",
         "step"),
        (_PO2, "Dear HR, our policy states that employees accrue 1.5 days of annual leave per "
               "full month worked after a three-month probation period. I joined on 1 March "
               "and today is 1 September of the same year. How many days of leave have I "
               "accrued so far?", "scope"),

        (_PO3, "form: expense check\npolicy: economy flights reimbursed; business class only "
               "for flights over 6 hours\nflight_duration: 8 hours\ncabin: business\n"
               "question: reimbursable?", None),
        (_PO3, "Dear finance team, our travel policy reimburses economy flights, and business "
               "class only where the flight exceeds 6 hours. A colleague flew business class "
               "on an 8-hour flight. Could you confirm whether this is reimbursable?", None),
        (_PO3, "my colleague wants to know: the travel policy reimburses economy flights, and "
               "business class only for flights longer than 6 hours. Her flight is 5 hours "
               "long and she flew business class. Is the ticket reimbursable?", "quantity"),
        (_PO3, "my colleague wants to know: the travel policy reimburses economy flights, and "
               "business class only for international flights longer than 6 hours. Her "
               "domestic flight is 8 hours long and she flew business class. Is the ticket "
               "reimbursable?", "scope"),

        (_PO4, "pw policy = min 12 chars and at least 1 digit. candidates are sunflowerfield "
               "(14 chars, no digits) and maple2024tree (13 chars, has digits). is "
               "sunflowerfield ok? yes/no", None),
        (_PO4, "Dear security team, your password policy requires at least 12 characters and "
               "at least one digit. Of the two candidates 'sunflowerfield' (14 characters, "
               "no digits) and 'maple2024tree' (13 characters, with digits), could you tell "
               "me with a simple yes or no whether 'sunflowerfield' complies?", None),
        (_PO4, "Task: Answer from the policy below.\n"
               "Policy: Passwords must be at least 12 characters long.\n"
               "Candidates: 'sunflowerfield' (14 characters, no digits) and 'maple2024tree' "
               "(13 characters, contains digits).\n"
               "Question: Is 'sunflowerfield' compliant?\n"
               "Respond with only Yes or No.", "scope"),
        (_PO4, "Task: Answer from the policy below.\n"
               "Policy: Passwords must be at least 12 characters long and contain at least "
               "one digit.\n"
               "Candidates: 'sunflowerfield' (14 characters, no digits) and 'maple2024tree' "
               "(13 characters, contains digits).\n"
               "Question: Is 'maple2024tree' compliant?\n"
               "Respond with only Yes or No.", "entity"),

        (_PO5, "ticket: 3307 / subject: drop-off hours / details: office hours are Monday to "
               "Friday 08:00-18:00 and Saturday 09:00-13:00, closed on Sunday. Customer wants "
               "to drop off a parcel on Saturday at 14:00. Possible?", None),
        (_PO5, "a customer asked whether they can drop off a parcel at 14:00 on a Saturday; "
               "our hours are Mon-Fri 8:00-18:00, Sat 9:00-13:00, and we are closed on "
               "Sundays.", None),
        (_PO5, "our office is open mon-fri 8-18 and sat 9-13, closed sun. can i drop off a "
               "parcel on friday at 14:00", "entity"),
        (_PO5, "our office is open mon-fri 8-18 and sat 9-13, closed sun. can i drop off a "
               "parcel on saturday at 12:00", "quantity"),

        (_PO6, "Step 1 of 2: Compute the order total.\nRules: free shipping for orders over "
               "$50, otherwise $4.99 shipping.\nCart subtotal: $47.50\n"
               "Respond with only the total in dollars.", None),
        (_PO6, "cart is 47.50, shipping free over 50 otherwise 4.99.. whats my total", None),
        (_PO6, "Dear support team, according to your shipping policy, orders over $50 ship for "
               "free; otherwise shipping costs $4.99. My cart totals $47.50, and a 10% discount "
               "code is applied to the cart before shipping is worked out. What will I pay in "
               "total?", "step"),
        (_PO6, "Dear support team, according to your shipping policy, orders over $50 ship for "
               "free; otherwise shipping costs $4.99. My cart totals $47.50. What will I pay "
               "for shipping alone?", "scope"),

        (_PO7, "my son asks how much he owes: the library charges 25 cents a day for a late "
               "book, max $5 per book, and his one book is 30 days late", None),
        (_PO7, "Dear librarian, your policy charges $0.25 per day for each late book, up to a "
               "maximum of $5.00 per book. I am returning a single book 30 days late. What "
               "is the total fee I owe?", None),
        (_PO7, "policy: late library books incur a fee of $0.25 per day\n"
               "books_late: 1\n"
               "days_late: 30\n"
               "question: total fee owed?", "scope"),
        (_PO7, "policy: late library books incur a fee of $0.25 per day, capped at $5.00 per "
               "book; a one-off $1.00 processing fee is added when a late book is returned\n"
               "books_late: 1\n"
               "days_late: 30\n"
               "question: total fee owed?", "step"),
    ],
    "sql": [
        (_SQ1, "employees(id, name, department, salary) - sql for names + salaries of the "
               "Sales dept, highest paid first", None),
        (_SQ1, "ticket: 2291 / subject: report query / details: table employees(id, name, "
               "department, salary). List name and salary for everyone in department 'Sales', "
               "sorted by salary descending.", None),
        (_SQ1, "Task: Write a SQL query.\n"
               "Schema: employees(id, name, department, salary)\n"
               "Requirement: return the name and salary of employees in the 'Sales' "
               "department, lowest salary first.\n"
               "Respond with only the SQL.", "reversed"),
        (_SQ1, "Task: Write a SQL query.\n"
               "Schema: employees(id, name, department, salary)\n"
               "Requirement: return the name and salary of employees in the 'Sales' "
               "department earning more than 50000, highest salary first.\n"
               "Respond with only the SQL.", "scope"),

        (_SQ2, "Dear analytics team, given the table orders(order_id, customer_id, order_date, "
               "amount), could you write a query that returns each customer_id together with "
               "the number of orders that customer has placed?", None),
        (_SQ2, "Task: Write a SQL query.\nSchema: orders(order_id, customer_id, order_date, "
               "amount)\nRequirements:\n- return customer_id and the count of orders\n- one "
               "row per customer\nRespond with only the SQL.", None),
        (_SQ2, "my colleague wants a query that sums order amounts per customer. table is "
               "orders(order_id, customer_id, order_date, amount); she needs customer_id and "
               "the total amount for each", "operation"),
        (_SQ2, "my colleague wants a query that counts orders per customer. table is "
               "orders(order_id, customer_id, order_date, amount); she needs customer_id and "
               "the number of orders placed in 2024 for each", "scope"),
        (_SQ2, "my colleague wants a query that counts orders per customer. table is "
               "orders(order_id, customer_id, order_date, amount); she needs customer_id and "
               "the number of orders for each, then keep only customers with more than 5 "
               "orders", "step"),

        (_SQ3, "ticket: 901 / subject: stock report / details: schema products(id, name, price, "
               "stock). Need a query listing the name of every product whose stock is 0.", None),
        (_SQ3, "Hello, with the table products(id, name, price, stock), could you please write "
               "a query that returns the names of all products that are currently out of "
               "stock, i.e. stock = 0? Thanks.", None),
        (_SQ3, "products(id, name, price, stock) - need the names of products that are in "
               "stock (stock > 0)", "negation"),
        (_SQ3, "products(id, name, price, stock) - need the ids of products that are out of "
               "stock (stock = 0)", "entity"),

        (_SQ4, "need sql: users(id, email, created_at) + logins(user_id, login_at), give me "
               "emails of users with zero logins ever", None),
        (_SQ4, "a colleague in support asked for a query returning the email of every user "
               "who has never logged in; tables are users(id, email, created_at) and "
               "logins(user_id, login_at).", None),
        (_SQ4, "form: query request\n"
               "schema: users(id, email, created_at), logins(user_id, login_at)\n"
               "goal: emails of users who have logged in at least once", "negation"),
        (_SQ4, "form: query request\n"
               "schema: users(id, email, created_at), logins(user_id, login_at)\n"
               "goal: emails of users who have never logged in, sorted by created_at, newest "
               "first", "step"),

        (_SQ5, "Step 1 of 2: Write a SQL query.\nSchema: sales(region, sale_date, revenue)\n"
               "Requirements:\n- one row per region\n- total revenue for March 2024 only\n"
               "Respond with only the SQL.", None),
        (_SQ5, "sales(region, sale_date, revenue) -> total revenue by region for march 2024 "
               "pls", None),
        (_SQ5, "Dear data team, using the table sales(region, sale_date, revenue), could you "
               "please write a query returning the total revenue per region for the first "
               "quarter of 2024? Many thanks.", "scope"),
        (_SQ5, "Dear data team, using the table sales(region, sale_date, revenue), could you "
               "please write a query returning the average revenue per region for March "
               "2024? Many thanks.", "operation"),

        (_SQ6, "Good afternoon, given customers(id, name, city, signup_date), please write a "
               "query that returns the names of the ten customers who signed up most "
               "recently.", None),
        (_SQ6, "ticket: 4120 / subject: newest customers / details: customers(id, name, city, "
               "signup_date); return name for the 10 latest signups (by signup_date, newest "
               "first)", None),
        (_SQ6, "forwarding from marketing: schema is customers(id, name, city, signup_date). "
               "They want the names of the 5 most recently signed-up customers.", "quantity"),
        (_SQ6, "forwarding from marketing: schema is customers(id, name, city, signup_date). "
               "They want the names of the 10 earliest signed-up customers.", "reversed"),
        (_SQ6, "forwarding from marketing: schema is customers(id, name, city, signup_date). "
               "They want the names of the 10 most recently signed-up customers from the city "
               "'Lyon'.", "scope"),

        (_SQ7, "tasks(id, title, status, due_date) how many tasks are status open? sql "
               "please", None),
        (_SQ7, "my project lead wants the SQL that counts the tasks whose status is 'open' in "
               "the table tasks(id, title, status, due_date).", None),
        (_SQ7, "Step 2 of 4: Given the table tasks(id, title, status, due_date), write a query "
               "that returns the number of tasks with status 'open' and, in the same row, the "
               "number with status 'done'. Respond with only the SQL.", "step"),
        (_SQ7, "Step 2 of 4: Given the table tasks(id, title, status, due_date), write a query "
               "that returns the number of tasks whose status is not 'open'. Respond with only "
               "the SQL.", "negation"),
    ],
    "shell": [
        (_SH1, "Task: Provide a shell command that prints the number of lines in the file "
               "access.log.\nRespond with only the command.", None),
        (_SH1, "ticket: 318 / subject: log size / details: what command tells me how many "
               "lines access.log has?", None),
        (_SH1, "how do i count the lines in access.log that contain ERROR from the terminal",
         "scope"),
        (_SH1, "how do i count the words in access.log from the terminal", "operation"),

        (_SH2, "my colleague needs a one-liner that deletes every .tmp file below /var/cache, "
               "subdirectories included.", None),
        (_SH2, "cmd to find + delete all *.tmp files recursively under /var/cache?", None),
        (_SH2, "Could you please give me a shell command that finds all files without the .tmp "
               "extension anywhere under /var/cache and deletes them? Thank you in advance.",
         "negation"),
        (_SH2, "Could you please give me a shell command that finds all files with the .tmp "
               "extension anywhere under /var/cache that are older than 7 days and deletes "
               "them? Thank you in advance.", "scope"),
        (_SH2, "Could you please give me a shell command that finds all files with the .tmp "
               "extension anywhere under /var/cache, deletes them, and prints the path of each "
               "file it deletes? Thank you in advance.", "step"),

        (_SH3, "show me the 5 biggest dirs directly in /home with sizes, biggest first", None),
        (_SH3, "Step 1 of 2: Write a shell command listing the five largest immediate "
               "subdirectories of /home with their disk usage, sorted from largest to "
               "smallest.\nRespond with only the command.", None),
        (_SH3, "ticket: 6610 / subject: disk usage / details: need a command that shows the 10 "
               "largest directories directly under /home with their sizes, largest first",
         "quantity"),
        (_SH3, "ticket: 6610 / subject: disk usage / details: need a command that shows the 5 "
               "smallest directories directly under /home with their sizes, smallest first",
         "reversed"),

        (_SH4, "Hello, I need a command that edits config.txt in place so that every "
               "'http://' becomes 'https://'. Could you provide one? Thanks.", None),
        (_SH4, "in-place replace all http:// with https:// in config.txt, one liner?", None),
        (_SH4, "a client asked for a command that replaces every occurrence of 'https://' with "
               "'http://' in config.txt, editing the file in place", "reversed"),
        (_SH4, "a client asked for a command that replaces only the first occurrence on each "
               "line of 'http://' with 'https://' in config.txt, editing the file in place",
         "scope"),
        (_SH4, "a client asked for a command that replaces every occurrence of 'http://' with "
               "'https://' in config.txt, editing the file in place and keeping a backup "
               "copy as config.txt.bak", "step"),

        (_SH5, "how do i make a tar.gz called backup.tar.gz of the project/ folder", None),
        (_SH5, "Dear admin, could you please send me the command to create a gzip-compressed "
               "tar archive, backup.tar.gz, of the directory project/? Kind regards.", None),
        (_SH5, "Step 1 of 3: Extract the gzip-compressed tar archive backup.tar.gz to restore "
               "the directory project/. Respond with only the command.", "reversed"),
        (_SH5, "Step 1 of 3: Create a gzip-compressed tar archive named backup.tar.gz "
               "containing the directory project/, excluding its node_modules folder. Respond "
               "with only the command.", "scope"),

        (_SH6, "ticket: 702 / subject: live log / details: command to print the last 50 lines "
               "of app.log and then keep streaming new lines", None),
        (_SH6, "my teammate asks which command shows the final 50 lines of app.log and keeps "
               "following the file as new lines are written.", None),
        (_SH6, "cmd to show the last 200 lines of app.log and keep following it as it grows",
         "quantity"),
        (_SH6, "cmd to show the last 50 lines of app.log, without following it", "negation"),

        (_SH7, "Task: Give a one-line shell command.\nRequirements:\n- input file: access.log\n"
               "- field: first space-separated column (IP address)\n- output: the number of "
               "distinct values\nRespond with only the command.", None),
        (_SH7, "forwarding from ops: they want to know how many unique IPs show up in the "
               "first column of access.log, as a one-liner.", None),
        (_SH7, "Please provide a one-line command that counts how many distinct IP addresses "
               "appear in the first (space-separated) column of access.log and writes that "
               "count to ip_count.txt.", "step"),
        (_SH7, "Please provide a one-line command that counts how many distinct IP addresses "
               "appear in the third (space-separated) column of access.log.", "quantity"),
    ],
    "dates": [
        (_DT1, "Step 1 of 2: Determine the day of the week for the date 2025-03-14.\n"
               "Respond with only the weekday name.", None),
        (_DT1, "Dear colleague, could you kindly tell me on which day of the week "
               "14 March 2025 falls? Thank you.", None),
        (_DT1, "what day of the week is 14 march 2026", "quantity"),
        (_DT1, "what day of the week is it 100 days after 14 march 2025", "step"),

        (_DT2, "days from 3 feb 2024 to 15 mar 2024?", None),
        (_DT2, "ticket: 5501 / subject: date difference / details: number of days from "
               "2024-02-03 to 2024-03-15 (end date minus start date)", None),
        (_DT2, "Dear colleague, could you tell me how many days there are from 3 February "
               "2023 to 15 March 2023? Best regards.", "quantity"),
        (_DT2, "Dear colleague, could you tell me how many days there are from 3 February "
               "2024 to 15 March 2024, counting both the first and the last day? Best "
               "regards.", "scope"),

        (_DT3, "ticket: 880 / subject: deadline / details: what is the date 90 days after "
               "10 October 2025?", None),
        (_DT3, "Task: Add 90 calendar days to 2025-10-10.\nRespond with only the resulting "
               "date.", None),
        (_DT3, "my boss wants to know which date falls 90 days before 10 October 2025",
         "reversed"),
        (_DT3, "my boss wants to know which date falls 90 business days (Mon-Fri) after "
               "10 October 2025", "scope"),

        (_DT4, "sub started jan 31 2025, renews monthly same day or last day of month if that "
               "day doesnt exist. when is the 1st renewal (yyyy-mm-dd)", None),
        (_DT4, "Dear billing team, a subscription began on 31 January 2025. It renews each "
               "month on the same day of the month or, where that day does not exist, on the "
               "month's last day. Could you give me the first renewal date in YYYY-MM-DD "
               "format?", None),
        (_DT4, "Task: A subscription started on 31 January 2024 and renews monthly on the "
               "same day of the month, or on the last day of the month if that day does not "
               "exist. Give the date of the first renewal.\n"
               "Respond with only the date as YYYY-MM-DD.", "quantity"),
        (_DT4, "Task: A subscription started on 31 January 2025 and renews monthly on the "
               "same day of the month, or on the first day of the following month if that "
               "day does not exist. Give the date of the first renewal.\n"
               "Respond with only the date as YYYY-MM-DD.", "operation"),

        (_DT5, "applicant born 15 june 2008, how old (full years) on 1 june 2026?", None),
        (_DT5, "a recruiter asked me how old, in completed years, someone born on 15 June 2008 "
               "will be on 1 June 2026.", None),
        (_DT5, "ticket: 1207 / subject: age check / details: applicant was born on 15 June "
               "2008. How old are they, in full years, on 1 July 2026?", "quantity"),
        (_DT5, "ticket: 1207 / subject: age check / details: applicant was born on 15 June "
               "2008. How old are they, in full years, on 1 June 2026, and how many days "
               "after that date is their next birthday?", "step"),

        (_DT6, "Good morning, could you please calculate how many weeks there are between "
               "2 February 2026 and 27 April 2026? Thank you.", None),
        (_DT6, "Step 2 of 3: Compute the number of weeks from 2026-02-02 to 2026-04-27.\n"
               "Respond with only the number.", None),
        (_DT6, "how many weeks between 2 feb 2026 and 27 apr 2026, and what weekday is "
               "27 apr 2026", "step"),
        (_DT6, "how many weeks between 2 feb 2026 and 27 apr 2026, not counting the easter "
               "holiday week 6-10 apr", "scope"),

        (_DT7, "departure: 30 December 22:40\nflight_duration: 7h 35m\ntime_zone: same at "
               "both ends\nrequested: arrival date and time (DD Month HH:MM)", None),
        (_DT7, "my sister asks when she lands: her flight leaves 30 December at 22:40 and "
               "takes 7 hours 35 minutes, no time zone change.", None),
        (_DT7, "Step 3 of 4: A flight arrives at 22:40 on 30 December after a journey of "
               "7 hours 35 minutes (same time zone throughout). Give the departure date and "
               "time.\nRespond with only 'DD Month HH:MM'.", "reversed"),
        (_DT7, "Step 3 of 4: A flight departs at 22:40 on 30 December and the journey lasts "
               "7 hours 35 minutes (same time zone throughout), followed by a 2-hour "
               "connection to the final destination. Give the final arrival date and time.\n"
               "Respond with only 'DD Month HH:MM'.", "step"),
    ],
    "rewriting": [
        (_RW1, "translate to french: The meeting has been moved to Thursday afternoon.", None),
        (_RW1, "Task: Translate the sentence into French.\nSentence: 'The meeting has been "
               "moved to Thursday afternoon.'\nRespond with only the translation.", None),
        (_RW1, "Could you please translate the following sentence into Spanish: 'The meeting "
               "has been moved to Thursday afternoon.' Thank you.", "entity"),
        (_RW1, "Could you please translate the following sentence into French and then add a "
               "short polite closing line in French: 'The meeting has been moved to Thursday "
               "afternoon.' Thank you.", "step"),

        (_RW2, "my teammate asks if you can make this reply politer, max 40 words: 'We told "
               "you already, the refund takes 10 days. Stop emailing.'", None),
        (_RW2, "make this nicer pls, under 40 words -> We told you already, the refund takes "
               "10 days. Stop emailing.", None),
        (_RW2, "ticket: 7732 / subject: tone of reply / details: rewrite this customer reply to "
               "be more polite, keep it under 15 words: 'We told you already, the refund takes "
               "10 days. Stop emailing.'", "quantity"),
        (_RW2, "ticket: 7732 / subject: tone of reply / details: rewrite this customer reply to "
               "be more polite and leave out the refund timeline, keep it under 40 words: 'We "
               "told you already, the refund takes 10 days. Stop emailing.'", "scope"),
        (_RW2, "ticket: 7732 / subject: tone of reply / details: rewrite this customer reply to "
               "be even blunter, keep it under 40 words: 'We told you already, the refund "
               "takes 10 days. Stop emailing.'", "reversed"),

        (_RW3, "Dear colleague, please summarise the following paragraph in a single sentence: "
               "Our quarterly sales grew 12% thanks to the new online store, but shipping "
               "costs rose sharply and customer complaints about late deliveries doubled. "
               "Management plans to renegotiate carrier contracts next quarter.", None),
        (_RW3, "Step 2 of 3: Summarise the text below in exactly one sentence.\nText: Our "
               "quarterly sales grew 12% thanks to the new online store, but shipping costs "
               "rose sharply and customer complaints about late deliveries doubled. Management "
               "plans to renegotiate carrier contracts next quarter.\nRespond with only the "
               "summary.", None),
        (_RW3, "summarize only the problems in this, one sentence: Our quarterly sales grew "
               "12% thanks to the new online store, but shipping costs rose sharply and "
               "customer complaints about late deliveries doubled. Management plans to "
               "renegotiate carrier contracts next quarter.", "scope"),
        (_RW3, "summarize this in one sentence and then translate the summary into german: "
               "Our quarterly sales grew 12% thanks to the new online store, but shipping "
               "costs rose sharply and customer complaints about late deliveries doubled. "
               "Management plans to renegotiate carrier contracts next quarter.", "step"),

        (_RW4, "pls make this active voice: The report was written by Maria and reviewed by "
               "the committee.", None),
        (_RW4, "ticket: 615 / subject: style fix / details: rewrite 'The report was written by "
               "Maria and reviewed by the committee.' in the active voice", None),
        (_RW4, "Task: Convert the sentence below from active to passive voice.\n"
               "Sentence: 'Maria wrote the report and the committee reviewed it.'\n"
               "Respond with only the rewritten sentence.", "reversed"),
        (_RW4, "Task: Convert only the first clause of the sentence below from passive to "
               "active voice, leaving the rest unchanged.\n"
               "Sentence: 'The report was written by Maria and reviewed by the committee.'\n"
               "Respond with only the rewritten sentence.", "scope"),

        (_RW5, "Dear writer, could you please rephrase the following licence clause in plain, "
               "customer-friendly English: 'The Licensee shall not sublicense, assign, or "
               "otherwise transfer the rights granted herein without the prior written consent "
               "of the Licensor.'", None),
        (_RW5, "ticket: 3390 / subject: plain language / details: put this clause into plain "
               "English for customers: 'The Licensee shall not sublicense, assign, or "
               "otherwise transfer the rights granted herein without the prior written consent "
               "of the Licensor.'", None),
        (_RW5, "forwarding from legal: please rewrite this clause in plain English for "
               "customers, then list the three prohibited actions as bullet points: 'The "
               "Licensee shall not sublicense, assign, or otherwise transfer the rights "
               "granted herein without the prior written consent of the Licensor.'", "step"),
        (_RW5, "forwarding from legal: please rewrite this clause in plain English for "
               "customers in no more than 12 words: 'The Licensee shall not sublicense, "
               "assign, or otherwise transfer the rights granted herein without the prior "
               "written consent of the Licensor.'", "quantity"),

        (_RW6, "fix spelling + grammar only, keep the wording: Their going to the libary "
               "tomorow to return there books.", None),
        (_RW6, "Task: Correct the spelling and grammar of the text below; change nothing "
               "else.\nText: 'Their going to the libary tomorow to return there books.'\n"
               "Respond with only the corrected text.", None),
        (_RW6, "Please correct the spelling and grammar in the following text without changing "
               "its wording otherwise, and then put it into the past tense: 'Their going to "
               "the libary tomorow to return there books.'", "step"),
        (_RW6, "Please correct only the spelling in the following text, leaving the grammar "
               "and wording as they are: 'Their going to the libary tomorow to return there "
               "books.'", "scope"),

        (_RW7, "sort these alphabetically, comma separated: banana, apple, cherry, date", None),
        (_RW7, "a colleague asked me to put 'banana, apple, cherry, date' in alphabetical order "
               "and give it back as a comma-separated list.", None),
        (_RW7, "request: reformat list\n"
               "text: banana, apple, cherry, date\n"
               "instruction: sort in reverse alphabetical order and output as a "
               "comma-separated list", "reversed"),
        (_RW7, "request: reformat list\n"
               "text: banana, apple, cherry, date\n"
               "instruction: sort by word length, shortest first, and output as a "
               "comma-separated list", "operation"),
    ],
    "code": [
        (_CD1, _fn("sum_even", "nums",
                   "Spec for worker:\n- input: a list of integers nums\n- output: the total of "
                   "all even values, negative ones included\n- 0 if there is no even value",
                   [("sum_even([])", "0"), ("sum_even([10, 11, 12])", "22")], " -> int"), None),
        (_CD1, _fn("sum_even", "nums",
                   "need a fn that adds up the even numbers in the list, gives 0 if theres none",
                   [("sum_even([2, 2, 7])", "4"), ("sum_even([0, 1])", "0")], " -> int"), None),
        (_CD1, _fn("sum_even", "nums",
                   "Return the sum of the positive even integers in nums; return 0 when there "
                   "are none.",
                   [("sum_even([1, 2, 3, 4])", "6"), ("sum_even([-2, 5, 8])", "8")], " -> int"),
         "scope"),
        (_CD1, _fn("sum_even", "nums",
                   "Return how many even integers are in nums; return 0 when there are none.",
                   [("sum_even([1, 2, 3, 4])", "2"), ("sum_even([1, 3])", "0")], " -> int"),
         "output"),
        (_CD1, _fn("sum_even", "nums",
                   "Square each even integer in nums and return the sum of those squares; "
                   "return 0 when there are none.",
                   [("sum_even([1, 2, 3, 4])", "20"), ("sum_even([1, 3])", "0")], " -> int"),
         "step"),

        (_CD2, _fn("dedupe", "items",
                   "ticket: 4410 / subject: dedupe helper / details: drop repeated entries from "
                   "items; the first time an entry appears it stays where it is, later repeats "
                   "are removed. Comparison is exact (case matters). Returns a new list.",
                   [("dedupe(['x', 'y', 'x'])", "['x', 'y']"), ("dedupe([1, 1, 1])", "[1]")],
                   " -> list"), None),
        (_CD2, _fn("dedupe", "items",
                   "My colleague wants a helper that takes a list and gives back a copy without "
                   "duplicates; the first occurrence wins and the order is preserved.",
                   [("dedupe([5, 4, 5, 4])", "[5, 4]"), ("dedupe(['b', 'a'])", "['b', 'a']")],
                   " -> list"), None),
        (_CD2, _fn("dedupe", "items",
                   "Return a new list with duplicate items removed, keeping the first occurrence "
                   "of each item and the original order. Strings are compared case-insensitively "
                   "(the first spelling is kept).",
                   [("dedupe(['a', 'A', 'a'])", "['a']"),
                    ("dedupe(['Bob', 'bob', 'Al'])", "['Bob', 'Al']")], " -> list"), "scope"),
        (_CD2, _fn("dedupe", "items",
                   "Return a new list with duplicate items removed, keeping the last occurrence "
                   "of each item, in the order of those last occurrences.",
                   [("dedupe([3, 1, 3, 2, 1])", "[3, 2, 1]"), ("dedupe([])", "[]")], " -> list"),
         "reversed"),

        (_CD3, _fn("snake_to_camel", "name",
                   "Task: implement snake_to_camel.\nRequirements:\n- words are separated by "
                   "underscores\n- the output joins them with no separator\n- the first word is "
                   "all lowercase, every later word is capitalised\nRespond with only the code.",
                   [("snake_to_camel('created_at')", "'createdAt'"),
                    ("snake_to_camel('a_b_c')", "'aBC'")], " -> str"), None),
        (_CD3, _fn("snake_to_camel", "name",
                   "snake case -> camel case pls, like user_id becomes userId",
                   [("snake_to_camel('user_id')", "'userId'"),
                    ("snake_to_camel('page_size')", "'pageSize'")], " -> str"), None),
        (_CD3, _fn("snake_to_camel", "name",
                   "Convert a snake_case identifier to PascalCase: every word, including the "
                   "first, starts with a capital letter, and the underscores are removed.",
                   [("snake_to_camel('user_id')", "'UserId'"),
                    ("snake_to_camel('total')", "'Total'")], " -> str"), "output"),
        (_CD3, _fn("snake_to_camel", "name",
                   "Strip leading and trailing underscores first, then convert the snake_case "
                   "identifier to camelCase: the first word is lowercase, each following word "
                   "starts with a capital letter, and the underscores are removed.",
                   [("snake_to_camel('_user_id')", "'userId'"),
                    ("snake_to_camel('max_retry_count')", "'maxRetryCount'")], " -> str"),
         "step"),

        (_CD4, _fn("percent_change", "old, new",
                   "Dear developer, please implement a function that returns by how many "
                   "percent the value new differs from the reference value old, i.e. "
                   "(new - old) / old * 100, rounded to one decimal place.",
                   [("percent_change(80, 100)", "25.0"), ("percent_change(10, 9)", "-10.0")],
                   " -> float"), None),
        (_CD4, _fn("percent_change", "old, new",
                   "function: percent_change\ninputs: old (reference), new (current)\noutput: "
                   "percent change relative to old\nrounding: 1 decimal",
                   [("percent_change(40, 50)", "25.0"), ("percent_change(1, 3)", "200.0")],
                   " -> float"), None),
        (_CD4, _fn("percent_change", "old, new",
                   "Return the percentage change from new to old, i.e. relative to new, rounded "
                   "to 1 decimal place.",
                   [("percent_change(50, 75)", "-33.3"), ("percent_change(200, 150)", "33.3")],
                   " -> float"), "reversed"),
        (_CD4, _fn("percent_change", "old, new, digits",
                   "Return the percentage change from old to new, rounded to digits decimal "
                   "places.",
                   [("percent_change(3, 4, 2)", "33.33"), ("percent_change(50, 75, 0)", "50.0")],
                   " -> float"), "input"),

        (_CD5, _fn("rotate", "items, k",
                   "rotate list right by k, k can be bigger than len, empty -> empty. return a "
                   "new list",
                   [("rotate(['a', 'b', 'c'], 1)", "['c', 'a', 'b']"),
                    ("rotate([1, 2], 0)", "[1, 2]")], " -> list"), None),
        (_CD5, _fn("rotate", "items, k",
                   "Forwarding from the data team: they need rotate(items, k), which moves "
                   "every element k places toward the end, wrapping around to the front; "
                   "shifts larger than the list keep wrapping. It returns a new list.",
                   [("rotate([1, 2, 3, 4], 6)", "[3, 4, 1, 2]"), ("rotate([], 0)", "[]")],
                   " -> list"), None),
        (_CD5, _fn("rotate", "items, k",
                   "Return a new list with items rotated to the left by k positions; k may be "
                   "larger than the length of the list. An empty list stays empty.",
                   [("rotate([1, 2, 3, 4, 5], 2)", "[3, 4, 5, 1, 2]"), ("rotate([], 3)", "[]")],
                   " -> list"), "reversed"),
        (_CD5, _fn("rotate", "items, k",
                   "Return a new list with items rotated to the right by k positions. If k is "
                   "larger than the length of the list, the list is returned unchanged. An "
                   "empty list stays empty.",
                   [("rotate([1, 2, 3, 4, 5], 2)", "[4, 5, 1, 2, 3]"),
                    ("rotate([1, 2, 3], 4)", "[1, 2, 3]")], " -> list"), "bound"),

        (_CD6, _fn("grade", "score",
                   "ticket: 3021 / subject: letter grades / details: map a 0-100 score to a "
                   "letter. cutoffs: A >= 90, B >= 80, C >= 70, D >= 60, anything lower is F.",
                   [("grade(90)", "'A'"), ("grade(72)", "'C'"), ("grade(0)", "'F'")],
                   " -> str"), None),
        (_CD6, _fn("grade", "score",
                   "Step 2 of 3: write grade(score).\nRequirements:\n- 90-100 -> 'A'\n"
                   "- 80-89 -> 'B'\n- 70-79 -> 'C'\n- 60-69 -> 'D'\n- below 60 -> 'F'\n"
                   "Respond with only the function.",
                   [("grade(100)", "'A'"), ("grade(60)", "'D'"), ("grade(89)", "'B'")],
                   " -> str"), None),
        (_CD6, _fn("grade", "score",
                   "Return the letter grade for a score from 0 to 100: 'A' for 93 and above, "
                   "'B' for 80 to 92, 'C' for 70 to 79, 'D' for 60 to 69 and 'F' below 60.",
                   [("grade(95)", "'A'"), ("grade(91)", "'B'"), ("grade(59)", "'F'")],
                   " -> str"), "bound"),
        (_CD6, _fn("grade", "score",
                   "Return the letter grade for a score: 'A' for 90 and above, 'B' for 80 to "
                   "89, 'C' for 70 to 79, 'D' for 60 to 69 and 'F' below 60. Scores outside 0 "
                   "to 100 return 'invalid'.",
                   [("grade(95)", "'A'"), ("grade(105)", "'invalid'"), ("grade(-3)", "'invalid'")],
                   " -> str"), "scope"),
        (_CD6, _fn("grade", "score",
                   "Round the score to the nearest whole number first, then return the letter "
                   "grade: 'A' for 90 and above, 'B' for 80 to 89, 'C' for 70 to 79, 'D' for 60 "
                   "to 69 and 'F' below 60.",
                   [("grade(89.6)", "'A'"), ("grade(79.7)", "'B'"), ("grade(59.4)", "'F'")],
                   " -> str"), "step"),

        (_CD7, _fn("parse_kv", "s",
                   "Dear team, please implement parse_kv(s), which turns text such as 'a=1;b=2' "
                   "into a dictionary of strings. Keys and values should be stripped of "
                   "surrounding whitespace; blank segments are ignored; a segment lacking '=' "
                   "becomes a key with an empty-string value.",
                   [("parse_kv(' k = v ')", "{'k': 'v'}"),
                    ("parse_kv('a=1;b=2')", "{'a': '1', 'b': '2'}")], " -> dict"), None),
        (_CD7, _fn("parse_kv", "s",
                   "parse 'a=1;b=2' style strings into a dict, strip spaces, skip empty bits, "
                   "no '=' means the value is ''. keep values as str",
                   [("parse_kv('debug;level=3')", "{'debug': '', 'level': '3'}"),
                    ("parse_kv(';;')", "{}")], " -> dict"), None),
        (_CD7, _fn("parse_kv", "s",
                   "Parse a string of key=value pairs separated by semicolons into a dict. "
                   "Whitespace around keys and values is stripped, empty segments are skipped, "
                   "and a segment without '=' maps its key to an empty string. After stripping, "
                   "values made only of digits are converted to int.",
                   [("parse_kv('a=1; b = two')", "{'a': 1, 'b': 'two'}"),
                    ("parse_kv('x=1;;flag')", "{'x': 1, 'flag': ''}")], " -> dict"), "step"),
        (_CD7, _fn("parse_kv", "s",
                   "Parse a string of key=value pairs separated by semicolons into a dict. "
                   "Whitespace around keys and values is stripped, empty segments are skipped, "
                   "and segments without '=' are ignored. Values stay strings.",
                   [("parse_kv('a=1; b = two')", "{'a': '1', 'b': 'two'}"),
                    ("parse_kv('x=1;;flag')", "{'x': '1'}")], " -> dict"), "scope"),
        (_CD7, _fn("parse_kv", "s, sep",
                   "Parse a string of key=value pairs separated by sep into a dict. Whitespace "
                   "around keys and values is stripped, empty segments are skipped, and a "
                   "segment without '=' maps its key to an empty string. Values stay strings.",
                   [("parse_kv('a=1,b=2', ',')", "{'a': '1', 'b': '2'}"),
                    ("parse_kv('x=1;;flag', ';')", "{'x': '1', 'flag': ''}")], " -> dict"),
         "input"),
    ],
}
