"""Split ``heldout21``: requests written by hand on 2026-12-02 by an engineer who read neither the rules nor any other hand-written set nor this project's code; never used to tune a rule. Register: requests as they arrive through agent frameworks and LLM pipelines, i.e. verbose planner restatements ("Certainly! The user would like ...", "Task:", "Objective:"), markdown with headings, bold values, inline code, tables and fenced blocks, email-style messages with greeting and sign-off, British vs American spelling, and goals stated instead of questions. Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same answer, else the kind of change."""
# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = "Convert 72 degrees Fahrenheit to Celsius."
_CV2 = "How many litres are in 5 US gallons?"
_CV3 = "Convert 250 euros to US dollars at an exchange rate of 1 EUR = 1.08 USD."
_CV4 = "If it is 15:00 in London on 10 January, what time is it in New York?"
_CV5 = "Convert 180 centimetres to feet and inches."
_CV6 = "How many kilometres is a 26.2-mile marathon?"
_CV7 = "Convert 1,500 Japanese yen to British pounds at a rate of 1 GBP = 190 JPY."

# ---------------------------------------------------------------- policy
_PO1 = ('Policy: "Refunds are issued for items returned within 30 days of delivery, provided the item is unused." '
        "Case: A customer returns an unused blender 21 days after delivery. Is the customer entitled to a refund?")
_PO2 = ('Policy: "Employees may work remotely up to 2 days per week; additional remote days require manager approval." '
        "Case: Jamal wants to work remotely on Monday, Wednesday and Friday next week. Does he need manager approval?")
_PO3 = ('Policy: "Expense claims over $500 must include an itemised receipt and be approved by a director." '
        "Case: Lena submits a $420 hotel claim with an itemised receipt but no director approval. "
        "Does her claim need director approval?")
_PO4 = ('Policy: "Library members may have at most 5 books on loan at a time; members with overdue books may not borrow any." '
        "Case: Ahmed has 3 books on loan, none overdue, and wants to borrow 2 more. Is he allowed to?")
_PO5 = ('Policy: "Parking permits are free for employees who live more than 10 miles from the office; all others pay £30 per month." '
        "Case: Sofia lives 8 miles from the office. How much does she pay for a parking permit each month?")
_PO6 = ('Policy: "Orders placed before 2 PM on a business day ship the same day; orders placed later ship the next business day." '
        "Case: An order is placed at 4:15 PM on a Friday. On which day does it ship?")
_PO7 = ('Policy: "Students who miss more than 3 lectures in a term without a medical note fail the module." '
        "Case: Ravi missed 4 lectures this term; 2 of those absences are covered by a medical note. Does Ravi fail the module?")

# ---------------------------------------------------------------- sql
_SQ1 = ("Given the table orders(id, customer_id, total, created_at), write a SQL query that returns the total revenue "
        "for each customer, highest first.")
_SQ2 = "Table employees(id, name, department, salary). Write a SQL query to count the employees in each department."
_SQ3 = ("Using the table products(id, name, price, category), write a SQL query listing the names of products "
        "in the 'Books' category that cost less than 20.")
_SQ4 = ("Given users(id, email, signup_date) and logins(user_id, login_at), write a SQL query to find the users "
        "who have never logged in.")
_SQ5 = ("Table sales(region, month, amount). Write a SQL query that returns the month with the highest total "
        "sales amount across all regions.")
_SQ6 = ("Schema: students(id, name), enrollments(student_id, course_id), courses(id, title). Write a SQL query that "
        "lists each course title with the number of students enrolled, including courses with no students.")
_SQ7 = ("Table tickets(id, status, priority, opened_at, closed_at). Write a SQL query that returns the 10 most "
        "recently opened tickets whose status is 'open'.")

# ---------------------------------------------------------------- shell
_SH1 = "Give me a one-line shell command that prints the total number of lines across all .py files under the current directory, recursively."
_SH2 = "One-line shell command to find the files larger than 100 MB under /var/log."
_SH3 = "Shell one-liner to replace every occurrence of 'http://' with 'https://' in config.txt, editing the file in place."
_SH4 = ("Write a one-line shell command that shows the 10 most frequent IP addresses in access.log, "
        "where the IP address is the first field of each line.")
_SH5 = "Give me a one-liner to list all running processes owned by the user postgres."
_SH6 = "One-line shell command to pack the directory reports into a gzip-compressed tar archive named reports.tar.gz."
_SH7 = "Shell one-liner to delete all files in /tmp/cache that were last modified more than 7 days ago."

# ---------------------------------------------------------------- dates
_DA1 = "What day of the week was 14 March 2021?"
_DA2 = "How many days are there between 1 February 2024 and 1 March 2024?"
_DA3 = "What date is 90 days after 15 October 2025?"
_DA4 = "How old is someone born on 29 August 1990 on 1 June 2025?"
_DA5 = ("A project starts on Monday 3 November 2025 and lasts 15 working days (Monday to Friday, no holidays). "
        "On what date does it finish?")
_DA6 = "How many hours are there between 9:30 AM on a Tuesday and 2:15 PM on the Thursday of the same week?"
_DA7 = ("A flight leaves Singapore at 23:10 local time and the journey takes 13 hours 40 minutes. "
        "What is the arrival time, expressed in Singapore time?")

# ---------------------------------------------------------------- rewriting
_RW1 = "Translate into French: 'The meeting has been moved to Thursday afternoon.'"
_RW2 = "Rewrite in the passive voice: 'The committee approved the new budget on Monday.'"
_RW3 = "Fix the grammar in this sentence: 'Me and him goes to the gym every morning, but yesterday we was late.'"
_RW4 = ("Summarise the following in one sentence: 'Our quarterly sales rose 12%, driven mainly by strong demand in Asia, "
        "although European revenue fell slightly because of currency effects.'")
_RW5 = "Convert to reported speech: She said, 'I will call you tomorrow.'"
_RW6 = "Put this list in alphabetical order: pear, apple, mango, cherry, banana."
_RW7 = "Rewrite this email opening in a formal tone: 'Hey guys, just wanted to let you know the report's gonna be late.'"

# ---------------------------------------------------------------- code
_CO1 = _fn("chunk", "items, size",
           "Split items into consecutive lists of length size, keeping the\n"
           "    original order. The last chunk may be shorter.",
           [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([], 3)", "[]")],
           " -> list")
_CO2 = _fn("parse_duration", "text",
           "Parse a duration such as '1h30m', '45m' or '2h' and return the\n"
           "    total number of minutes as an int.",
           [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"), ("parse_duration('2h')", "120")],
           " -> int")
_CO3 = _fn("most_common_word", "text",
           "Return the most frequent whitespace-separated word in text, compared\n"
           "    case-insensitively and returned in lower case. Ties go to the word\n"
           "    that appears first.",
           [("most_common_word('the cat and The dog')", "'the'"), ("most_common_word('b a a b')", "'b'")],
           " -> str")
_CO4 = _fn("mask_email", "addr",
           "Hide the local part of an email address except its first character,\n"
           "    replacing each hidden character with '*'. The domain is kept.",
           [("mask_email('alice@example.com')", "'a****@example.com'"), ("mask_email('bo@x.org')", "'b*@x.org'")],
           " -> str")
_CO5 = _fn("second_largest", "nums",
           "Return the second largest distinct value in nums, or None if there\n"
           "    is no such value.",
           [("second_largest([3, 1, 4, 4, 2])", "3"), ("second_largest([5, 5])", "None"), ("second_largest([])", "None")])
_CO6 = _fn("moving_average", "values, window",
           "Return the mean of every full window of consecutive values, as floats,\n"
           "    from left to right. Incomplete windows are ignored.",
           [("moving_average([1, 2, 3, 4, 5], 3)", "[2.0, 3.0, 4.0]"), ("moving_average([1, 2], 3)", "[]")],
           " -> list")
_CO7 = _fn("snake_to_camel", "name",
           "Convert a snake_case identifier to camelCase.",
           [("snake_to_camel('user_id')", "'userId'"), ("snake_to_camel('http_response_code')", "'httpResponseCode'"),
            ("snake_to_camel('x')", "'x'")],
           " -> str")

HELDOUT21 = {
    # ------------------------------------------------------------ conversions
    "conversions": [
        (_CV1, "Certainly! The user would like to know what 72 °F works out to on the Celsius scale. "
               "Please provide the converted temperature.", None),
        (_CV1, "## Task\nTemperature conversion\n\n- **Input:** `72 °F`\n- **Target unit:** degrees Celsius\n\n"
               "Return the converted value.", None),
        (_CV1, "I need to end up with the Fahrenheit value for 72 degrees Celsius.", "reversed"),
        (_CV1, "Objective: convert a reading of 27 degrees Fahrenheit into Celsius.", "quantity"),
        (_CV1, "Convert 72 degrees Fahrenheit to kelvin.", "entity"),

        (_CV2, "Hi there,\n\nWe're filling a rain barrel and the label only lists US units. Could you tell me how many "
               "liters five US gallons comes to?\n\nThanks,\nDana", None),
        (_CV2, "Task: determine the volume in litres of 5 gal (US liquid gallons).", None),
        (_CV2, "How many litres are in 5 imperial gallons?", "entity"),
        (_CV2, "The user is asking how many US gallons there are in 5 liters.", "reversed"),
        (_CV2, "Goal: the number of litres in 5 US gallons, and then the cost of that much fuel at €1.80 per litre.",
               "step"),

        (_CV3, "**Currency conversion**\n\n| Field | Value |\n|---|---|\n| Amount | €250 |\n| Rate | 1 EUR = 1.08 USD |\n"
               "| Target | USD |\n\nWhat is the dollar amount?", None),
        (_CV3, "The user would like to know how many US dollars they would receive for 250 EUR, given that one euro "
               "buys 1.08 dollars.", None),
        (_CV3, "Convert 250 US dollars to euros at an exchange rate of 1 EUR = 1.08 USD.", "reversed"),
        (_CV3, "Goal: the USD equivalent of €250 using a rate of 1 EUR = 1.18 USD.", "quantity"),

        (_CV4, "Hello,\n\nI'm setting up a call with a colleague across the pond. On 10 January at 3 pm London time, "
               "what will the clock say in New York?\n\nBest regards,\nPriya", None),
        (_CV4, "Objective: express 15:00 London time on 10 Jan as New York local time.", None),
        (_CV4, "If it is 15:00 in New York on 10 January, what time is it in London?", "reversed"),
        (_CV4, "Certainly! The user wants to know the local time in Tokyo when it is 15:00 in London on 10 January.",
               "entity"),
        (_CV4, "## Task\nTime-zone conversion\n\n- **London:** `09:30` on 10 January\n- **Target:** New York local time",
               "quantity"),

        (_CV5, "Certainly! The user is asking for a height of 180 cm expressed in feet and inches.", None),
        (_CV5, "## Request\nExpress a height of **1.80 m** in imperial units (feet + inches).", None),
        (_CV5, "Convert 180 millimetres to feet and inches.", "entity"),
        (_CV5, "Hi,\n\nMy passport form wants my height in feet and inches, and I only know it in metric: 168 cm. "
               "What is that?\n\nThanks,\nElena", "quantity"),

        (_CV6, "Task: determine the distance in km of a marathon, given as 26.2 miles.", None),
        (_CV6, "Hi team,\n\nFor the charity-run flyer I need the marathon distance (26.2 mi) in kilometers for the "
               "European participants. Can someone convert it?\n\nCheers,\nTom", None),
        (_CV6, "How many miles is a 26.2-kilometre run?", "reversed"),
        (_CV6, "Objective: express 26.2 nautical miles in kilometres.", "entity"),

        (_CV7, "**Goal:** the sterling equivalent of ¥1500, using a rate of one pound to 190 yen.", None),
        (_CV7, "The user is asking: at 190 yen per pound, how many GBP is 1,500 JPY?", None),
        (_CV7, "Convert 15,000 Japanese yen to British pounds at a rate of 1 GBP = 190 JPY.", "quantity"),
        (_CV7, "Convert ¥1,500 to GBP at 190 JPY per pound, then round the result up to the next whole pound.", "step"),
    ],
    # ------------------------------------------------------------ policy
    "policy": [
        (_PO1, "Hi,\n\nQuick policy check. Our rule says refunds are given for items that come back within 30 days of "
               "delivery, as long as they're unused. A customer has just sent back a blender, never used, three weeks "
               "after it was delivered. Do they get a refund?\n\nThanks,\nMaria", None),
        (_PO1, "## Policy\n> Refunds are issued for items returned within 30 days of delivery, provided the item is "
               "unused.\n\n## Case\n- Item: blender (**unused**)\n- Returned: **21 days** after delivery\n\n"
               "## Question\nIs the customer entitled to a refund?", None),
        (_PO1, 'Policy: "Refunds are issued for items returned within 30 days of delivery, provided the item is unused." '
               "Case: A customer returns an unused blender 41 days after delivery. Is the customer entitled to a refund?",
               "quantity"),
        (_PO1, "Task: decide refund eligibility.\nRule: refund if returned within 30 days of delivery and the item is "
               "unused.\nCase: blender returned 21 days after delivery; the customer has used it several times.",
               "negation"),

        (_PO2, "Certainly! The user would like to know whether Jamal requires his manager's sign-off. Under the company "
               "rule, staff can work from home for at most two days a week, and any extra remote days need manager "
               "approval. Jamal plans to be remote next Mon, Wed and Fri.", None),
        (_PO2, "Task: determine whether manager approval is required.\nRule: remote work up to 2 days/week without "
               "approval; additional remote days need manager approval.\nCase: Jamal, remote on Monday, Wednesday "
               "and Friday next week.", None),
        (_PO2, 'Policy: "Employees may work remotely up to 2 days per week; additional remote days require manager '
               'approval." Case: Jamal wants to work remotely on Monday and Friday next week. Does he need manager '
               "approval?", "quantity"),
        (_PO2, "The user is asking how many of Jamal's remote days next week (Monday, Wednesday, Friday) would need "
               "manager approval, given the rule that employees may work remotely up to 2 days per week and "
               "additional remote days require manager approval.", "operation"),

        (_PO3, "Hello,\n\nLena has submitted a hotel expense claim for $420 with an itemized receipt attached. Our rule "
               "is that any claim over $500 must come with an itemized receipt and be approved by a director. Does "
               "her claim need a director to approve it?\n\nKind regards,\nFinance Ops", None),
        (_PO3, "**Rule:** claims > $500 → itemised receipt + director approval.\n**Case:** Lena, hotel, $420, itemised "
               "receipt attached, no director sign-off.\n**Question:** is director approval required for this claim?",
               None),
        (_PO3, 'Policy: "Expense claims over $500 must include an itemised receipt and be approved by a director." '
               "Case: Lena submits a $620 hotel claim with an itemised receipt but no director approval. "
               "Does her claim need director approval?", "quantity"),
        (_PO3, 'Policy: "Expense claims over $500, and all hotel claims whatever the amount, must include an itemised '
               'receipt and be approved by a director." Case: Lena submits a $420 hotel claim with an itemised receipt '
               "but no director approval. Does her claim need director approval?", "scope"),

        (_PO4, "The user is asking whether Ahmed can check out two more books. Library rule: a member can have no more "
               "than five books on loan at once, and anyone with an overdue book can't borrow at all. Ahmed currently "
               "has three books, none of them overdue.", None),
        (_PO4, "Dear Help Desk,\n\nI have three library books at home at the moment (all within their due dates) and "
               "I'd like to take out another two. The rules say members may have at most 5 books on loan at a time "
               "and that members with overdue books may not borrow any. Am I allowed to?\n\nYours sincerely,\n"
               "Ahmed", None),
        (_PO4, 'Policy: "Library members may have at most 5 books on loan at a time; members with overdue books may not '
               'borrow any." Case: Ahmed has 3 books on loan, none overdue, and wants to borrow 3 more. Is he allowed '
               "to?", "quantity"),
        (_PO4, "## Rule\nMax **5** books on loan at a time; no borrowing for members with overdue books.\n\n## Case\n"
               "Ahmed: 3 books on loan, **one of them overdue**; wants 2 more.\n\n## Question\nAllowed?", "negation"),
        (_PO4, 'Policy: "Library members must have fewer than 5 books on loan at any time; members with overdue books '
               'may not borrow any." Case: Ahmed has 3 books on loan, none overdue, and wants to borrow 2 more. Is he '
               "allowed to?", "scope"),

        (_PO5, "Goal: determine Sofia's monthly parking-permit charge. Rule: free if the employee lives over 10 miles "
               "away, otherwise £30/month. Sofia's distance from the office: 8 miles.", None),
        (_PO5, "Hi all,\n\nSofia (8 miles from the office) is asking about a parking permit. As I read the policy, "
               "permits are free for people living more than ten miles away and everyone else pays £30 a month. "
               "What's her monthly cost?\n\nCheers,\nOwen", None),
        (_PO5, 'Policy: "Parking permits are free for employees who live more than 10 miles from the office; all others '
               'pay £30 per month." Case: Sofia lives 12 miles from the office. How much does she pay for a parking '
               "permit each month?", "quantity"),
        (_PO5, "Certainly! The user would like to know what Sofia, who lives 8 miles from the office, pays for a parking "
               "permit over a full year, given that permits are free for employees living more than 10 miles away "
               "and cost £30 per month for everyone else.", "step"),

        (_PO6, "## Shipping rule\nOrders placed **before 2 PM** on a business day ship the same day; later orders ship "
               "the **next business day**.\n\n## Order\nPlaced Friday at `16:15`.\n\n## Question\nOn which day will it "
               "ship?", None),
        (_PO6, "Certainly! The user would like to know the ship day for an order that came in at a quarter past four "
               "in the afternoon on a Friday, given that orders received before 2 pm on a business day go out that "
               "same day and anything later goes out on the next business day.", None),
        (_PO6, 'Policy: "Orders placed before 2 PM on a business day ship the same day; orders placed later ship the next '
               'business day." Case: An order is placed at 1:15 PM on a Friday. On which day does it ship?', "quantity"),
        (_PO6, "Task: work out the dispatch day.\nRule: orders placed before 2 PM on a business day ship the same day; "
               "orders placed later ship the next business day.\nCase: order placed at 4:15 PM on a Tuesday.",
               "entity"),

        (_PO7, "Task: decide whether Ravi fails the module.\nPolicy: missing more than three lectures in a term "
               "*without a medical note* means failing the module.\nFacts: 4 lectures missed this term, 2 of them "
               "covered by a medical note.", None),
        (_PO7, "Dear Dr Hughes,\n\nI'm Ravi's personal tutor. He missed four lectures this term, but two of those "
               "absences are covered by a medical note. Under the rule that students who miss more than 3 lectures in "
               "a term without a medical note fail the module, does he fail?\n\nBest wishes,\nClaire", None),
        (_PO7, 'Policy: "Students who miss more than 3 lectures in a term without a medical note fail the module." '
               "Case: Ravi missed 4 lectures this term; none of those absences is covered by a medical note. "
               "Does Ravi fail the module?", "negation"),
        (_PO7, "## Policy\n> Students who miss more than 3 lectures in a term fail the module, with or without a "
               "medical note.\n\n## Case\nRavi missed **4** lectures this term; 2 are covered by a medical note.\n\n"
               "## Question\nDoes Ravi fail?", "scope"),
        (_PO7, 'Policy: "Students who miss more than 3 lectures in a term without a medical note fail the module." '
               "Case: Ravi missed 6 lectures this term; 2 of those absences are covered by a medical note. "
               "Does Ravi fail the module?", "quantity"),
    ],
    # ------------------------------------------------------------ sql
    "sql": [
        (_SQ1, "## Schema\n```sql\norders(id, customer_id, total, created_at)\n```\n## Task\nPer-customer revenue "
               "(sum of `total`), sorted in descending order of revenue.", None),
        (_SQ1, "Certainly! The user would like a SQL query against orders (columns: id, customer_id, total, "
               "created_at) that sums the order totals per customer and lists the customers with the largest sums "
               "first.", None),
        (_SQ1, "Given the table orders(id, customer_id, total, created_at), write a SQL query that returns the total "
               "revenue for each customer, lowest first.", "reversed"),
        (_SQ1, "Objective: SQL over orders(id, customer_id, total, created_at) giving each customer's average order "
               "value, highest first.", "operation"),
        (_SQ1, "Hi,\n\nCould you write me a query on orders(id, customer_id, total, created_at) that gives the total "
               "revenue per customer, highest first, counting only orders created in 2024?\n\nThanks,\nBen", "scope"),

        (_SQ2, "Hi,\n\nCould you help me with a query? We have an employees table with id, name, department and "
               "salary. I need the headcount per department.\n\nThanks,\nJo", None),
        (_SQ2, "Task: produce SQL that returns, for every department in `employees(id, name, department, salary)`, "
               "the number of employees.", None),
        (_SQ2, "Table employees(id, name, department, salary). Write a SQL query returning the average salary in each "
               "department.", "operation"),
        (_SQ2, "**Schema:** `employees(id, name, department, salary)`\n**Goal:** number of employees per department, "
               "only for departments with more than 10 employees.", "scope"),

        (_SQ3, "**Schema:** `products(id, name, price, category)`\n**Goal:** names of products where category is "
               "'Books' and the price is below 20.", None),
        (_SQ3, "The user is asking for a query that returns the product names from products (id, name, price, "
               "category) for the Books category, restricted to items priced under 20.", None),
        (_SQ3, "Using the table products(id, name, price, category), write a SQL query listing the names of products "
               "that are not in the 'Books' category and cost less than 20.", "negation"),
        (_SQ3, "Objective: names of 'Books' products in products(id, name, price, category) priced at 20 or less.",
               "scope"),
        (_SQ3, "Using the table products(id, name, price, category), write a SQL query listing the names of products "
               "in the 'Toys' category that cost less than 20.", "entity"),

        (_SQ4, "Objective: identify every user in users(id, email, signup_date) that has no matching row in "
               "logins(user_id, login_at).", None),
        (_SQ4, "Hello,\n\nWe're cleaning up dormant accounts. Tables: `users(id, email, signup_date)` and "
               "`logins(user_id, login_at)`. Could you give me a query that finds the users who have never logged "
               "in?\n\nMany thanks,\nHarriet", None),
        (_SQ4, "Given users(id, email, signup_date) and logins(user_id, login_at), write a SQL query to find the users "
               "who have logged in at least once.", "negation"),
        (_SQ4, "Task: determine how many users have never logged in, using users(id, email, signup_date) and "
               "logins(user_id, login_at). Return a single number.", "operation"),

        (_SQ5, "## Schema\n| table | columns |\n|---|---|\n| sales | region, month, amount |\n\n## Task\nReturn the "
               "month whose summed `amount` over all regions is the largest.", None),
        (_SQ5, "Certainly! The user would like a SQL query on sales(region, month, amount) that adds up the amounts "
               "for each month across every region and returns the month with the biggest total.", None),
        (_SQ5, "Table sales(region, month, amount). Write a SQL query that returns the month with the lowest total "
               "sales amount across all regions.", "reversed"),
        (_SQ5, "Goal: from sales(region, month, amount), the month with the highest total sales amount for the "
               "'North' region only.", "scope"),

        (_SQ6, "## Schema\n```\nstudents(id, name)\nenrollments(student_id, course_id)\ncourses(id, title)\n```\n"
               "## Task\nEvery course title with its enrolment count; courses with zero students must still appear "
               "(count 0).", None),
        (_SQ6, "Hi there,\n\nWith the tables students(id, name), enrollments(student_id, course_id) and courses(id, "
               "title), I need a query that gives each course's title and how many students are enrolled in it. "
               "Please make sure courses that nobody has enrolled in still show up.\n\nCheers,\nNiamh", None),
        (_SQ6, "Schema: students(id, name), enrollments(student_id, course_id), courses(id, title). Write a SQL query "
               "that lists each course title with the number of students enrolled, leaving out courses with no "
               "students.", "scope"),
        (_SQ6, "The user is asking for a query over students(id, name), enrollments(student_id, course_id) and "
               "courses(id, title) that lists each student's name with the number of courses they are enrolled in, "
               "including students with no courses.", "entity"),

        (_SQ7, "Task: write SQL that returns the ten newest tickets (by `opened_at`) with status 'open' from "
               "tickets(id, status, priority, opened_at, closed_at).", None),
        (_SQ7, "**Table:** `tickets(id, status, priority, opened_at, closed_at)`\n**Need:** the 10 most recently opened "
               "tickets that are still in status `'open'`.", None),
        (_SQ7, "Table tickets(id, status, priority, opened_at, closed_at). Write a SQL query that returns the 5 most "
               "recently opened tickets whose status is 'open'.", "quantity"),
        (_SQ7, "Objective: from tickets(id, status, priority, opened_at, closed_at), fetch the 10 oldest tickets (by "
               "opened_at) that are still in status 'open'.", "reversed"),
    ],
    # ------------------------------------------------------------ shell
    "shell": [
        (_SH1, "Goal: a one-liner that prints the combined line count of all Python (`*.py`) files beneath the "
               "current directory, subdirectories included.", None),
        (_SH1, "Certainly! The user would like a single shell command that recursively totals the number of lines in "
               "every .py file, starting from the current working directory.", None),
        (_SH1, "Give me a one-line shell command that prints the total number of lines across all .js files under the "
               "current directory, recursively.", "entity"),
        (_SH1, "## Task\nOne-liner: total line count of the `.py` files in the current directory **only** (do not "
               "descend into subdirectories).", "scope"),
        (_SH1, "Objective: a single shell command that prints how many .py files there are under the current "
               "directory, recursively.", "operation"),

        (_SH2, "## Task\nShell one-liner: list the files under `/var/log` whose size exceeds **100 MB**.", None),
        (_SH2, "Hi,\n\nOur disk is filling up and I suspect some huge logs. Could you give me a single command that "
               "finds every file over 100 MB in /var/log?\n\nThanks,\nKwame", None),
        (_SH2, "One-line shell command to find the files larger than 1 GB under /var/log.", "quantity"),
        (_SH2, "Task: determine a one-line command that lists the files under /var/log that are smaller than 100 MB.",
               "reversed"),
        (_SH2, "Goal: a one-liner that finds the files larger than 100 MB under /var/log and deletes them.", "step"),

        (_SH3, "Objective: in-place edit of config.txt so that all instances of `http://` become `https://`. "
               "One line of shell, please.", None),
        (_SH3, "The user is asking for a single command that swaps each 'http://' in config.txt for 'https://' and "
               "writes the change back to the same file.", None),
        (_SH3, "Shell one-liner to replace every occurrence of 'https://' with 'http://' in config.txt, editing the "
               "file in place.", "reversed"),
        (_SH3, "## Task\nOne-liner for `config.txt`: replace only the **first** `http://` on each line with "
               "`https://`, editing the file in place.", "scope"),
        (_SH3, "Certainly! The user would like a one-line command that prints config.txt with every 'http://' replaced "
               "by 'https://', without modifying the file itself.", "negation"),

        (_SH4, "## Task\nFrom `access.log`, print the **10** most frequent client IPs.\n\nSample line (IP is the first "
               "field):\n```\n203.0.113.7 - - [01/Dec/2026:10:00:01 +0000] \"GET / HTTP/1.1\" 200 512\n```\n"
               "One line of shell.", None),
        (_SH4, "Good morning,\n\nCould you send me a one-liner that shows the top ten IP addresses by number of "
               "occurrences in access.log? The IP is the first whitespace-separated field on each line.\n\n"
               "Regards,\nIngrid", None),
        (_SH4, "Write a one-line shell command that shows the 5 most frequent IP addresses in access.log, where the IP "
               "address is the first field of each line.", "quantity"),
        (_SH4, "Goal: a one-liner that prints how many distinct IP addresses appear in access.log (the IP is the first "
               "field of each line).", "operation"),

        (_SH5, "Task: determine a single shell command that shows every running process belonging to the `postgres` "
               "user.", None),
        (_SH5, "Hiya,\n\nCould someone give me a one-line command that lists the processes currently running as "
               "postgres? Just need to see what's up on the box.\n\nTa,\nLiam", None),
        (_SH5, "Give me a one-liner to list all running processes owned by the user www-data.", "entity"),
        (_SH5, "Objective: a one-liner listing every running process that is NOT owned by the user postgres.",
               "negation"),

        (_SH6, "Goal: a one-liner that produces `reports.tar.gz`, a gzipped tarball of the `reports` folder.", None),
        (_SH6, "Certainly! The user would like a single shell command that archives the directory named reports with "
               "tar, compressing it with gzip, and writes the result to reports.tar.gz.", None),
        (_SH6, "One-line shell command to extract the gzip-compressed tar archive reports.tar.gz into the current "
               "directory.", "reversed"),
        (_SH6, "## Task\nOne-liner: pack the `reports` directory into a **bzip2**-compressed tar archive named "
               "`reports.tar.bz2`.", "entity"),

        (_SH7, "Certainly! The user wants a single-line command that removes every file in /tmp/cache whose "
               "modification time is more than a week old.", None),
        (_SH7, "**Objective:** purge the files in `/tmp/cache` with a last-modified time older than 7 days, in one "
               "line of shell.", None),
        (_SH7, "Shell one-liner to delete all files in /tmp/cache that were last modified more than 30 days ago.",
               "quantity"),
        (_SH7, "Task: determine a one-liner that deletes the files in /tmp/cache modified within the last 7 days.",
               "reversed"),
        (_SH7, "Hello,\n\nBefore I clean anything up, could you give me a one-line command that just lists the files in "
               "/tmp/cache last modified more than 7 days ago? Please don't delete anything.\n\nThanks,\nRosa",
               "operation"),
    ],
    # ------------------------------------------------------------ dates
    "dates": [
        (_DA1, "The user is asking which weekday 2021-03-14 fell on.", None),
        (_DA1, "Hey,\n\nSettling a bet here: March 14, 2021, what day of the week was that?\n\nThanks!\nSam", None),
        (_DA1, "What day of the week was 14 March 2022?", "quantity"),
        (_DA1, "Objective: determine the weekday of 14 March 2021 and then the date of the following Friday.",
               "step"),

        (_DA2, "Task: determine the number of days from 2024-02-01 to 2024-03-01.", None),
        (_DA2, "## Question\nDays between **1 Feb 2024** and **1 Mar 2024**?", None),
        (_DA2, "How many days are there between 1 February 2023 and 1 March 2023?", "quantity"),
        (_DA2, "Certainly! The user would like to know how many days there are from 1 February 2024 to 1 March 2024, "
               "counting both the first and the last day.", "scope"),
        (_DA2, "Goal: the number of weekdays (Monday to Friday) from 1 February 2024 up to, but not including, "
               "1 March 2024.", "scope"),

        (_DA3, "Goal: the calendar date that falls 90 days after 15/10/2025.", None),
        (_DA3, "Hi,\n\nOur warranty period is ninety days and the item was delivered on October 15, 2025. What date is "
               "90 days after that?\n\nBest,\nMarcus", None),
        (_DA3, "What date is 90 days before 15 October 2025?", "reversed"),
        (_DA3, "Task: determine the date 60 days after 15 October 2025.", "quantity"),
        (_DA3, "What date is 90 days after 15 October 2025, and which day of the week does it fall on?", "step"),

        (_DA4, "Certainly! The user would like to know the age in years on 1 June 2025 of a person whose date of "
               "birth is 29 Aug 1990.", None),
        (_DA4, "**DOB:** 29 August 1990\n**As of:** 1 June 2025\n\nHow old is the person?", None),
        (_DA4, "How old is someone born on 29 August 1990 on 1 September 2025?", "quantity"),
        (_DA4, "Objective: compute how many days old someone born on 29 August 1990 is on 1 June 2025.",
               "operation"),

        (_DA5, "Hi both,\n\nKick-off is Monday, 3 November 2025, and the work takes fifteen business days (weekdays "
               "only, no public holidays to worry about). What's the end date?\n\nThanks,\nGrace", None),
        (_DA5, "## Project\n- **Start:** Mon 3 Nov 2025\n- **Duration:** 15 working days (Mon-Fri, no holidays)\n\n"
               "## Task\nFind the finish date.", None),
        (_DA5, "A project starts on Monday 3 November 2025 and lasts 15 working days, where Saturdays count as working "
               "days too (Monday to Saturday, no holidays). On what date does it finish?", "scope"),
        (_DA5, "Objective: find the finish date of a project that starts Monday 3 November 2025 and lasts 20 working "
               "days (Mon to Fri, no holidays).", "quantity"),

        (_DA6, "Task: compute the elapsed time in hours from Tue 09:30 to Thu 14:15 in the same week.", None),
        (_DA6, "Hello,\n\nFor my timesheet: I started on Tuesday at half past nine in the morning and finished on the "
               "Thursday of that week at 2:15 pm. How many hours is that in total?\n\nThanks,\nAmir", None),
        (_DA6, "How many hours are there between 9:30 AM on a Tuesday and 6:45 PM on the Thursday of the same week?",
               "quantity"),
        (_DA6, "Goal: the number of hours from 9:30 AM Tuesday to 2:15 PM Thursday (same week), and what a contractor "
               "billing £40 per hour would charge for that time.", "step"),

        (_DA7, "Certainly! The user would like to know when a flight that departs Singapore at 11:10 pm local time will "
               "land, given a journey time of 13 h 40 min, with the answer given in Singapore time.", None),
        (_DA7, "## Flight\n| Departure (SGT) | Duration |\n|---|---|\n| 23:10 | 13h 40m |\n\n## Task\nArrival time, in "
               "Singapore time.", None),
        (_DA7, "A flight arrives at 23:10 Singapore time after a journey of 13 hours 40 minutes. At what time, in "
               "Singapore time, did it leave?", "reversed"),
        (_DA7, "A flight leaves Singapore at 23:10 local time and the journey takes 11 hours 40 minutes. What is the "
               "arrival time, expressed in Singapore time?", "quantity"),
    ],
    # ------------------------------------------------------------ rewriting
    "rewriting": [
        (_RW1, "Certainly! The user would like the following sentence rendered in French: \"The meeting has been moved "
               "to Thursday afternoon.\"", None),
        (_RW1, "## Task\nTranslation EN → FR\n\n```\nThe meeting has been moved to Thursday afternoon.\n```", None),
        (_RW1, "Translate into Spanish: 'The meeting has been moved to Thursday afternoon.'", "entity"),
        (_RW1, "Translate into English: 'La réunion a été déplacée au jeudi après-midi.'", "reversed"),

        (_RW2, "Task: convert the sentence below to the passive voice.\n> The committee approved the new budget on "
               "Monday.", None),
        (_RW2, "Hi,\n\nFor the minutes I'd rather not lead with the committee. Could you put \"The committee approved "
               "the new budget on Monday.\" into the passive?\n\nThanks,\nFiona", None),
        (_RW2, "Rewrite in the active voice: 'The new budget was approved by the committee on Monday.'", "reversed"),
        (_RW2, "Objective: rewrite 'The committee approved the new budget on Monday.' in the passive voice, then "
               "translate the result into German.", "step"),

        (_RW3, "Hi,\n\nCould you correct the grammar in the following? \"Me and him goes to the gym every morning, "
               "but yesterday we was late.\"\n\nThanks a lot,\nAnnie", None),
        (_RW3, "Objective: a grammatically corrected version of `Me and him goes to the gym every morning, but "
               "yesterday we was late.`", None),
        (_RW3, "Fix the grammar in this sentence: 'Her and me was at the cinema when the lights goes out.'", "entity"),
        (_RW3, "Certainly! The user would like the grammar of \"Me and him goes to the gym every morning, but yesterday "
               "we was late.\" corrected, followed by a short explanation of each correction.", "step"),
        (_RW3, "Task: in 'Me and him goes to the gym every morning, but yesterday we was late.', fix only the pronouns "
               "and leave every verb exactly as it is.", "scope"),

        (_RW4, "Summarize in a single sentence: \"Our quarterly sales rose 12%, driven mainly by strong demand in "
               "Asia, although European revenue fell slightly because of currency effects.\"", None),
        (_RW4, "## Task\nOne-sentence summary of:\n\n> Our quarterly sales rose 12%, driven mainly by strong demand in "
               "Asia, although European revenue fell slightly because of currency effects.", None),
        (_RW4, "Translate into German: 'Our quarterly sales rose 12%, driven mainly by strong demand in Asia, although "
               "European revenue fell slightly because of currency effects.'", "operation"),
        (_RW4, "Goal: a summary of no more than eight words of 'Our quarterly sales rose 12%, driven mainly by strong "
               "demand in Asia, although European revenue fell slightly because of currency effects.'", "scope"),

        (_RW5, "Task: rewrite the following direct speech as indirect (reported) speech: She said, \"I will call you "
               "tomorrow.\"", None),
        (_RW5, "Certainly! The user is asking for the reported-speech form of: She said, 'I will call you tomorrow.'",
               None),
        (_RW5, "Convert to reported speech: She said, 'I won't call you tomorrow.'", "negation"),
        (_RW5, "## Task\nConvert to **direct** speech:\n\n> She said that she would call me the next day.",
               "reversed"),

        (_RW6, "## Task\nSort alphabetically (A to Z):\n- pear\n- apple\n- mango\n- cherry\n- banana", None),
        (_RW6, "Hello,\n\nFor the menu card, could you put these fruits in alphabetical order? Pear, apple, mango, "
               "cherry, banana.\n\nMany thanks,\nGeorge", None),
        (_RW6, "Put this list in reverse alphabetical order (Z to A): pear, apple, mango, cherry, banana.",
               "reversed"),
        (_RW6, "Put this list in alphabetical order: plum, apple, mango, cherry, banana.", "entity"),
        (_RW6, "Objective: order the following words by length, shortest first: pear, apple, mango, cherry, banana.",
               "operation"),

        (_RW7, "Task: formalise the following message opener: \"Hey guys, just wanted to let you know the report's "
               "gonna be late.\"", None),
        (_RW7, "Hi,\n\nI'm sending this to the board, so could you formalize it for me? \"Hey guys, just wanted to let "
               "you know the report's gonna be late.\"\n\nThanks,\nDerek", None),
        (_RW7, "Rewrite this email opening in a casual, friendly tone: 'Dear colleagues, I wish to inform you that "
               "the report will be delayed.'", "reversed"),
        (_RW7, "Rewrite this email opening in a formal tone and then translate it into Italian: 'Hey guys, just wanted "
               "to let you know the report's gonna be late.'", "step"),
    ],
    # ------------------------------------------------------------ code
    "code": [
        (_CO1, _fn("chunk", "items, size",
                   "This function partitions the input list ``items`` into successive\n"
                   "    sub-lists that each contain ``size`` elements, preserving the original\n"
                   "    order. If the length of ``items`` is not a multiple of ``size``, the final\n"
                   "    sub-list simply holds whatever elements remain.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]"),
                    ("chunk([], 3)", "[]")],
                   " -> list"), None),
        (_CO1, _fn("chunk", "items, size",
                   "**Purpose:** break a list into fixed-size pieces.\n\n"
                   "    - `items`: the list to split (order is kept)\n"
                   "    - `size`: number of elements per piece\n\n"
                   "    **Returns:** a list of lists; the last piece may be shorter than `size`.",
                   [("chunk([1, 2, 3, 4, 5, 6, 7], 3)", "[[1, 2, 3], [4, 5, 6], [7]]"), ("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]")],
                   " -> list"), None),
        (_CO1, _fn("chunk", "items, size",
                   "Split items into consecutive lists of length size, keeping the\n"
                   "    original order. Leftover elements that do not fill a whole chunk\n"
                   "    are dropped.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"), ("chunk([], 3)", "[]")],
                   " -> list"), "output"),
        (_CO1, _fn("chunk", "items, n",
                   "Split items into n consecutive lists of (as far as possible) equal\n"
                   "    length, keeping the original order; earlier lists get the extra elements.",
                   [("chunk([1, 2, 3, 4, 5, 6], 3)", "[[1, 2], [3, 4], [5, 6]]"), ("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2, 3], [4, 5]]")],
                   " -> list"), "input"),

        (_CO2, _fn("parse_duration", "text",
                   "Convert a compact duration string, made of an optional hours part\n"
                   "    (``<n>h``) followed by an optional minutes part (``<n>m``), into an\n"
                   "    integer number of minutes.",
                   [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"), ("parse_duration('2h')", "120"),
                    ("parse_duration('10h5m')", "605")],
                   " -> int"), None),
        (_CO2, _fn("parse_duration", "text",
                   "## Parse a duration\n\n"
                   "    Takes strings like `'1h30m'`, `'45m'` or `'2h'` and returns the\n"
                   "    **total minutes** (an `int`).",
                   [("parse_duration('2h')", "120"), ("parse_duration('1h30m')", "90"), ("parse_duration('0h7m')", "7")],
                   " -> int"), None),
        (_CO2, _fn("parse_duration", "text",
                   "Parse a duration such as '1h30m', '45m' or '2h' and return the\n"
                   "    total number of seconds as an int.",
                   [("parse_duration('1h30m')", "5400"), ("parse_duration('45m')", "2700"), ("parse_duration('2h')", "7200")],
                   " -> int"), "output"),
        (_CO2, _fn("parse_duration", "text, unit",
                   "Parse a duration such as '1h30m', '45m' or '2h' and return it as an\n"
                   "    int in the requested unit: 'm' for minutes or 's' for seconds.",
                   [("parse_duration('1h30m', 'm')", "90"), ("parse_duration('1h30m', 's')", "5400")],
                   " -> int"), "input"),

        (_CO3, _fn("most_common_word", "text",
                   "Certainly! Here is the specification. The function splits ``text`` on\n"
                   "    whitespace, counts each word without regard to letter case, and returns\n"
                   "    the word with the highest count in lower case. When several words share\n"
                   "    the highest count, the one that occurs earliest in the text wins.",
                   [("most_common_word('the cat and The dog')", "'the'"), ("most_common_word('b a a b')", "'b'"),
                    ("most_common_word('Go go STOP stop stop')", "'stop'")],
                   " -> str"), None),
        (_CO3, _fn("most_common_word", "text",
                   "Objective: find the most frequent word.\n\n"
                   "    * words are separated by whitespace\n"
                   "    * comparison ignores case; the result is lowercase\n"
                   "    * on a tie, return the word seen first",
                   [("most_common_word('b a a b')", "'b'"), ("most_common_word('Red blue RED')", "'red'")],
                   " -> str"), None),
        (_CO3, _fn("most_common_word", "text",
                   "Return the most frequent whitespace-separated word in text, compared\n"
                   "    case-insensitively and returned in lower case. Ties go to the word\n"
                   "    that comes first alphabetically.",
                   [("most_common_word('the cat and The dog')", "'the'"), ("most_common_word('b a a b')", "'a'")],
                   " -> str"), "output"),
        (_CO3, _fn("most_common_word_count", "text",
                   "Return how many times the most frequent whitespace-separated word\n"
                   "    occurs in text, comparing words case-insensitively.",
                   [("most_common_word_count('the cat and The dog')", "2"), ("most_common_word_count('b a a b')", "2")],
                   " -> int"), "operation"),

        (_CO4, _fn("mask_email", "addr",
                   "Masks an email address for display. Every character of the local part\n"
                   "    (the bit before the ``@``) except the first is replaced by an asterisk,\n"
                   "    so the length is preserved; the ``@`` and the domain are left untouched.",
                   [("mask_email('alice@example.com')", "'a****@example.com'"), ("mask_email('j@site.co.uk')", "'j@site.co.uk'")],
                   " -> str"), None),
        (_CO4, _fn("mask_email", "addr",
                   "Goal: obscure the user name of an e-mail address.\n\n"
                   "    | part          | treatment                   |\n"
                   "    |---------------|-----------------------------|\n"
                   "    | first char    | kept                        |\n"
                   "    | rest of local | one `*` per character       |\n"
                   "    | `@` + domain  | kept                        |",
                   [("mask_email('bo@x.org')", "'b*@x.org'"), ("mask_email('alice@example.com')", "'a****@example.com'")],
                   " -> str"), None),
        (_CO4, _fn("mask_email", "addr",
                   "Hide the local part of an email address except its first and last\n"
                   "    characters, replacing each hidden character with '*'. The domain is kept.",
                   [("mask_email('alice@example.com')", "'a***e@example.com'"), ("mask_email('bob@x.org')", "'b*b@x.org'")],
                   " -> str"), "output"),
        (_CO4, _fn("mask_email", "addr",
                   "Hide the local part of an email address except its first character,\n"
                   "    replacing each hidden character with '*'. Then mask the domain name the\n"
                   "    same way, keeping its first character and the top-level domain.",
                   [("mask_email('alice@example.com')", "'a****@e******.com'"), ("mask_email('bo@x.org')", "'b*@x.org'")],
                   " -> str"), "step"),

        (_CO5, _fn("second_largest", "nums",
                   "Given a list of numbers, return the runner-up value: the largest value\n"
                   "    that is strictly smaller than the maximum. Duplicates of the maximum do\n"
                   "    not count. If no such value exists (empty list, or all values equal),\n"
                   "    return None.",
                   [("second_largest([3, 1, 4, 4, 2])", "3"), ("second_largest([5, 5])", "None"),
                    ("second_largest([-1, -7])", "-7")]), None),
        (_CO5, _fn("second_largest", "nums",
                   "Task: second-highest **distinct** number in `nums`.\n\n"
                   "    Returns `None` when fewer than two distinct values are present.",
                   [("second_largest([])", "None"), ("second_largest([10, 20, 20, 30])", "20")]), None),
        (_CO5, _fn("second_largest", "nums",
                   "Return the second largest value in nums, counting repeated values\n"
                   "    separately (so a repeated maximum is its own runner-up), or None if\n"
                   "    nums has fewer than two elements.",
                   [("second_largest([3, 1, 4, 4, 2])", "4"), ("second_largest([5, 5])", "5"), ("second_largest([])", "None")]),
         "scope"),
        (_CO5, _fn("second_smallest", "nums",
                   "Return the second smallest distinct value in nums, or None if there\n"
                   "    is no such value.",
                   [("second_smallest([3, 1, 4, 4, 2])", "2"), ("second_smallest([5, 5])", "None"), ("second_smallest([])", "None")]),
         "reversed"),
        (_CO5, _fn("third_largest", "nums",
                   "Return the third largest distinct value in nums, or None if there\n"
                   "    is no such value.",
                   [("third_largest([3, 1, 4, 4, 2])", "2"), ("third_largest([5, 5, 4])", "None")]),
         "quantity"),

        (_CO6, _fn("moving_average", "values, window",
                   "Compute a simple moving average. For each position where a complete\n"
                   "    window of ``window`` consecutive values fits, the arithmetic mean of those\n"
                   "    values is produced as a float; results are ordered left to right, and\n"
                   "    positions without a full window produce nothing.",
                   [("moving_average([1, 2, 3, 4, 5], 3)", "[2.0, 3.0, 4.0]"), ("moving_average([2, 4], 1)", "[2.0, 4.0]"),
                    ("moving_average([1, 2], 3)", "[]")],
                   " -> list"), None),
        (_CO6, _fn("moving_average", "values, window",
                   "### Moving average (full windows only)\n\n"
                   "    `values` (list of numbers), `window` (int) -> list of float means.",
                   [("moving_average([10, 20, 30, 40], 2)", "[15.0, 25.0, 35.0]"), ("moving_average([1, 2], 3)", "[]")],
                   " -> list"), None),
        (_CO6, _fn("moving_average", "values, window",
                   "Return the mean of every window of consecutive values, as floats,\n"
                   "    from left to right. At the start, where fewer than window values are\n"
                   "    available, average the values seen so far.",
                   [("moving_average([1, 2, 3, 4, 5], 3)", "[1.0, 1.5, 2.0, 3.0, 4.0]"), ("moving_average([1, 2], 3)", "[1.0, 1.5]")],
                   " -> list"), "output"),
        (_CO6, _fn("moving_total", "values, window",
                   "Return the sum of every full window of consecutive values, from left\n"
                   "    to right. Incomplete windows are ignored.",
                   [("moving_total([1, 2, 3, 4, 5], 3)", "[6, 9, 12]"), ("moving_total([1, 2], 3)", "[]")],
                   " -> list"), "operation"),

        (_CO7, _fn("snake_to_camel", "name",
                   "The user wants a helper that turns a snake_case identifier into\n"
                   "    camelCase: the first word stays lower case and each following word,\n"
                   "    after its underscore is removed, starts with a capital letter.",
                   [("snake_to_camel('user_id')", "'userId'"), ("snake_to_camel('max_retry_count')", "'maxRetryCount'"),
                    ("snake_to_camel('x')", "'x'")],
                   " -> str"), None),
        (_CO7, _fn("snake_to_camel", "name",
                   "Goal: `snake_case` -> `camelCase`.",
                   [("snake_to_camel('http_response_code')", "'httpResponseCode'"), ("snake_to_camel('id')", "'id'")],
                   " -> str"), None),
        (_CO7, _fn("snake_to_camel", "name",
                   "Convert a snake_case identifier to PascalCase (every word capitalised,\n"
                   "    underscores removed).",
                   [("snake_to_camel('user_id')", "'UserId'"), ("snake_to_camel('x')", "'X'")],
                   " -> str"), "output"),
        (_CO7, _fn("camel_to_snake", "name",
                   "Convert a camelCase identifier to snake_case.",
                   [("camel_to_snake('userId')", "'user_id'"), ("camel_to_snake('httpResponseCode')", "'http_response_code'"),
                    ("camel_to_snake('x')", "'x'")],
                   " -> str"), "reversed"),
        (_CO7, _fn("snake_to_camel", "name, sep",
                   "Convert an identifier whose words are joined by the separator sep\n"
                   "    (for example '-' or '_') to camelCase.",
                   [("snake_to_camel('user-id', '-')", "'userId'"), ("snake_to_camel('a.b.c', '.')", "'aBC'")],
                   " -> str"), "input"),
    ],
}
