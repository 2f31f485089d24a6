"""Split ``heldout22``: requests written by hand on 2026-12-02 by an engineer who read
neither the rules nor any other hand-written set nor this project's code; never used to
tune a rule.

Register: the new requests are written the way tools and developers emit requests inside
their work artefacts -- JSON/YAML payloads, query strings, CLI-style lines with flags,
CSV rows, TODO/FIXME comments, commit messages, issue tickets, Slack quotes -- mixed with
jargon-heavy prose from non-developers (nurse, accountant, teacher, paralegal, warehouse
manager, sysadmin) and some plain prose.
"""

# _fn(name, params, prose, examples, ret="") is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = "How many kilometres is 26.2 miles?"
_CV2 = "Convert 250 euros to US dollars using the rate 1 EUR = 1.08 USD."
_CV3 = "What time is it in Tokyo when it is 9:00 AM in London on 15 January 2025?"
_CV4 = "Convert a weight of 5 pounds 8 ounces to grams."
_CV5 = "Convert these oven temperatures from Fahrenheit to Celsius: 350°F, 400°F and 425°F."
_CV6 = "How many US gallons are there in 40 litres?"
_CV7 = "Convert an office floor area of 1,500 square feet to square metres."

# ---------------------------------------------------------------- policy
_PO1 = ('Our returns policy says: "Unopened items can be returned for a full refund within 30 days '
        'of delivery." A customer wants to return an unopened kettle 25 days after it was delivered. '
        'Do they get a full refund?')
_PO2 = ('Policy: "Employees may work from home up to two days per week." Dana worked from home on '
        'Monday and Thursday this week. Is she within the policy?')
_PO3 = ('The handbook says: "Up to 5 unused vacation days carry over into the next year; any beyond '
        'that are forfeited." Priya ends the year with 8 unused vacation days. How many days carry over?')
_PO4 = ('Travel policy: "Meals on business trips are reimbursed up to $60 per day; alcohol is never '
        'reimbursed." On one trip day Tom spent $52 on meals, including a $9 beer. How much should he '
        'be reimbursed for that day?')
_PO5 = ('School library rule: "Students may have at most 3 library books on loan at a time." Lena '
        'already has 2 books out and wants to borrow 2 more. Can she borrow both?')
_PO6 = ('Building rule: "Visitors must be escorted at all times, except in the ground-floor lobby and '
        'café." A signed-in visitor wants to walk alone to the café on the ground floor. Is that allowed?')
_PO7 = ('Pay policy: "Hours worked beyond 40 in a week are paid at 1.5 times the base rate." Marco '
        'worked 46 hours this week at a base rate of $20 per hour. What is his gross pay for the week?')

# ---------------------------------------------------------------- sql
_SQ1 = ("Given the table orders(id, customer_id, total, created_at), write a SQL query that returns "
        "the total revenue (sum of total) for orders created in 2024.")
_SQ2 = ("Tables: employees(id, name, department_id, salary) and departments(id, name). Write a query "
        "that returns each department's name together with the average salary of its employees.")
_SQ3 = ("Table users(id, email, signup_date, country). Write a query that counts the users whose "
        "country is 'Canada'.")
_SQ4 = ("Table products(id, name, price, stock). Write a query returning the names of the 5 most "
        "expensive products.")
_SQ5 = ("Tables customers(id, name) and orders(id, customer_id, total). Write a query to find the "
        "customers who have never placed an order.")
_SQ6 = ("Table logins(user_id, logged_in_at). Write a query that returns how many distinct users "
        "logged in on 2025-03-01.")
_SQ7 = ("Table tickets(id, status, priority, assignee, created_at). Write a query listing the open "
        "tickets with priority 'high', oldest first.")

# ---------------------------------------------------------------- shell
_SH1 = "Write a shell command that prints the number of lines in access.log."
_SH2 = "Write a one-liner that lists every .py file in the current directory and all its subdirectories."
_SH3 = "Give a command that deletes all .tmp files in /var/cache/app that are older than 7 days."
_SH4 = ("Give me a one-line command that shows the disk usage of each directory directly under /srv, "
        "in human-readable sizes, largest first.")
_SH5 = ("Give a one-line command that replaces every occurrence of 'localhost' with 'db.internal' in "
        "config.yaml, editing the file in place.")
_SH6 = "Shell command to pack the logs directory into a gzip-compressed tarball named logs.tar.gz."
_SH7 = "Which command shows the process that is listening on TCP port 8080?"

# ---------------------------------------------------------------- dates
_DA1 = "What day of the week was 14 March 2023?"
_DA2 = "How many days are there between 3 February 2025 and 17 April 2025?"
_DA3 = "What date is 90 days after 10 November 2024?"
_DA4 = "How old is someone born on 29 August 1990 as of 1 June 2025, in whole years?"
_DA5 = ("How many working days (Monday to Friday) are there from 1 December 2025 to 19 December 2025, "
        "both dates included?")
_DA6 = "What is the date of the last Friday in October 2026?"
_DA7 = ("A flight departs at 22:30 on 30 June 2025 and the flight time is 9 hours 45 minutes. What is "
        "the arrival date and time, in the departure time zone?")

# ---------------------------------------------------------------- rewriting
_RW1 = "Translate into French: 'The meeting has been moved to Thursday.'"
_RW2 = "Rewrite this sentence in the passive voice: 'The committee approved the budget on Monday.'"
_RW3 = ("Summarise this notice in one sentence: 'Starting next month, the office will open at 8 a.m. "
        "instead of 9 a.m. The cafeteria hours stay the same. Staff who want to keep the old schedule "
        "should tell their manager by the 15th.'")
_RW4 = "Reformat these dates as YYYY-MM-DD: March 3, 2024; July 19, 2024; December 1, 2024."
_RW5 = "Rewrite this message to sound more formal: 'hey, can u send me the report by fri? thx'"
_RW6 = ("Correct the spelling mistakes in this sentence and change nothing else: 'The recieved package "
        "was definately damaged.'")
_RW7 = ("Turn this sentence into a bulleted list of the items: 'Please bring your ID, a pen, and a "
        "printed copy of your ticket.'")

# ---------------------------------------------------------------- code
_CO1 = _fn("count_vowels", "text",
           "Return the number of vowels (a, e, i, o, u) in text, ignoring case.",
           [("count_vowels('Hello World')", "3"), ("count_vowels('')", "0")], " -> int")
_CO2 = _fn("celsius_to_fahrenheit", "c",
           "Convert a temperature from degrees Celsius to degrees Fahrenheit.",
           [("celsius_to_fahrenheit(100)", "212.0"), ("celsius_to_fahrenheit(0)", "32.0"),
            ("celsius_to_fahrenheit(-40)", "-40.0")], " -> float")
_CO3 = _fn("count_in_range", "nums, lo, hi",
           "Return how many numbers in nums lie between lo and hi, both inclusive.",
           [("count_in_range([1, 5, 10, 15], 5, 10)", "2"), ("count_in_range([], 0, 1)", "0")], " -> int")
_CO4 = _fn("chunk", "items, size",
           "Split items into consecutive lists of length size; the last one may be shorter.",
           [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([], 3)", "[]")], " -> list")
_CO5 = _fn("word_frequencies", "text",
           "Count how often each word occurs in text. Words are separated by whitespace and compared\n"
           "    case-insensitively; keys are lowercase, in order of first appearance.",
           [("word_frequencies('the cat saw The hat')", "{'the': 2, 'cat': 1, 'saw': 1, 'hat': 1}"),
            ("word_frequencies('')", "{}")], " -> dict")
_CO6 = _fn("parse_duration", "s",
           "Parse a duration such as '1h30m', '45m' or '2h' and return the total number of minutes.",
           [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"),
            ("parse_duration('2h')", "120")], " -> int")
_CO7 = _fn("median", "values",
           "Return the median of a non-empty list of numbers (the mean of the two middle values\n"
           "    when the length is even).",
           [("median([3, 1, 2])", "2"), ("median([4, 1, 3, 2])", "2.5")])


HELDOUT22 = {
    "conversions": [
        (_CV1, '{"op": "unit_convert", "value": 26.2, "from": "mile", "to": "kilometre"}', None),
        (_CV1, "Year 7 worksheet answer key: the marathon is 26.2 miles long. For question 4 I need that "
               "same distance expressed in km.", None),
        (_CV1, "convert --from km --to mi 26.2", "reversed"),
        (_CV1, '{"op": "unit_convert", "value": 13.1, "from": "mile", "to": "kilometre"}', "quantity"),

        (_CV2, "op=fx_convert&amount=250&from=EUR&to=USD&rate_eur_usd=1.08", None),
        (_CV2, "Posting a supplier invoice for €250.00 to the USD ledger. Treasury's rate for the period is "
               "EUR/USD 1.08 (one euro buys 1.08 dollars). What dollar amount goes on the journal entry?", None),
        (_CV2, "op=fx_convert&amount=250&from=USD&to=EUR&rate_eur_usd=1.08", "reversed"),
        (_CV2, "Posting a supplier invoice for €250.00 to the USD ledger. Treasury's rate for the period is "
               "EUR/USD 1.12 (one euro buys 1.12 dollars). What dollar amount goes on the journal entry?",
         "quantity"),
        (_CV2, "# TODO(billing): convert the €250 charge to USD at 1 EUR = 1.08 USD, then add the 2% card "
               "surcharge on top of the converted amount and return the final figure", "step"),

        (_CV3, "> what's 09:00 London time on Wed 15 Jan 2025 in Tokyo?\nasking for the all-hands invite, "
               "the Tokyo folks want their local start time", None),
        (_CV3, "tzconv --at '2025-01-15 09:00' --from Europe/London --to Asia/Tokyo", None),
        (_CV3, "tzconv --at '2025-01-15 09:00' --from Europe/London --to Australia/Sydney", "entity"),
        (_CV3, "> what's 09:00 London time on Tue 15 Jul 2025 in Tokyo?\nasking for the all-hands invite, "
               "the Tokyo folks want their local start time", "quantity"),
        (_CV3, "Handover note: the standup is at 09:00 London time on 15 January 2025. Please give the local "
               "start time for each of our offices, Tokyo and Singapore.", "scope"),

        (_CV4, "Newborn in bay 3 came in at 5 lb 8 oz on the ward scale. Our charting system only takes "
               "grams, so what do I enter for birth weight?", None),
        (_CV4, "record_id,weight_lb,weight_oz,convert_to\nNB-0412,5,8,g", None),
        (_CV4, "record_id,weight_lb,weight_oz,convert_to\nNB-0412,6,8,g", "quantity"),
        (_CV4, "Twins in bay 3, weighed at 5 lb 8 oz and 4 lb 15 oz on the ward scale. Our charting system "
               "only takes grams, so what do I enter for each birth weight?", "scope"),

        (_CV5, "task: temperature_conversion\nfrom: fahrenheit\nto: celsius\nvalues: [350, 400, 425]", None),
        (_CV5, "Pastry section prep: the American recipe book gives oven settings of 350, 400 and 425 "
               "degrees F, and our combi ovens only read °C. Translate all three settings for the team.", None),
        (_CV5, "task: temperature_conversion\nfrom: celsius\nto: fahrenheit\nvalues: [350, 400, 425]",
         "reversed"),
        (_CV5, "Convert these oven temperatures from Fahrenheit to Celsius, but only the ones above 375°F: "
               "350°F, 400°F and 425°F.", "scope"),

        (_CV6, "Forklift diesel tank holds 40 L. The US parts supplier's order form wants capacity in US "
               "gallons. What figure do I put in the box?", None),
        (_CV6, '{"convert": {"qty": 40, "unit_in": "L", "unit_out": "gal_us"}}', None),
        (_CV6, '{"convert": {"qty": 40, "unit_in": "L", "unit_out": "gal_imp"}}', "entity"),
        (_CV6, "How many litres are there in 40 US gallons?", "reversed"),

        (_CV7, "Lease schedule, clause 2.1 describes the premises as 1,500 sq ft of office space. The "
               "counterparty's draft uses metric, so please give me the area in m² for the redline.", None),
        (_CV7, "Issue #412: floor area only shown in sq ft\n\nThe office listing says 1,500 sq ft. What is "
               "that in square metres? The metric view needs the number.", None),
        (_CV7, "Issue #412: floor area only shown in sq ft\n\nThe office listing says 1,800 sq ft. What is "
               "that in square metres? The metric view needs the number.", "quantity"),
        (_CV7, "Convert an office floor area of 1,500 square feet to square metres, and then work out the "
               "annual rent at £200 per square metre.", "step"),
    ],

    "policy": [
        (_PO1, '{"policy": "Unopened items can be returned for a full refund within 30 days of delivery.", '
               '"item": "kettle", "packaging": "sealed", "days_since_delivery": 25, '
               '"question": "eligible for full refund?"}', None),
        (_PO1, 'SUP-2231 Refund eligibility: kettle\n\nPolicy (returns page): "Unopened items can be returned '
               'for a full refund within 30 days of delivery."\nCustomer is sending back a kettle, box never '
               'opened, 25 days after delivery. Can we issue the full refund?', None),
        (_PO1, '{"policy": "Unopened items can be returned for a full refund within 30 days of delivery.", '
               '"item": "kettle", "packaging": "sealed", "days_since_delivery": 34, '
               '"question": "eligible for full refund?"}', "quantity"),
        (_PO1, 'SUP-2231 Refund eligibility: kettle\n\nPolicy (returns page): "Unopened items can be returned '
               'for a full refund within 30 days of delivery."\nCustomer is sending back a kettle that has '
               'been unboxed and used, 25 days after delivery. Can we issue the full refund?', "negation"),

        (_PO2, "> Employees may work from home up to two days per week.\n^ handbook line. Dana was WFH Mon + "
               "Thu this week, is she OK under that?", None),
        (_PO2, 'policy: "Employees may work from home up to two days per week."\nemployee: Dana\n'
               'wfh_days_this_week: [Mon, Thu]\nquestion: compliant with policy?', None),
        (_PO2, 'Policy: "Employees may work from home up to two days per week, and only on Mondays or '
               'Fridays." Dana worked from home on Monday and Thursday this week. Is she within the policy?',
         "scope"),
        (_PO2, 'policy: "Employees may work from home up to two days per week."\nemployee: Dana\n'
               'wfh_days_this_week: [Mon, Tue, Thu]\nquestion: compliant with policy?', "quantity"),
        (_PO2, "> Employees may work from home up to two days per week.\n^ handbook line. Dana was WFH Mon + "
               "Thu this week. How many more WFH days can she still take this week?", "operation"),

        (_PO3, 'Year-end leave accrual: under the handbook carry-over rule ("Up to 5 unused vacation days '
               'carry over into the next year; any beyond that are forfeited") Priya closes the year with 8 '
               'days untaken. What carry-forward balance do I book for her?', None),
        (_PO3, "# policy: Up to 5 unused vacation days carry over into the next year; any beyond that are "
               "forfeited.\n# output column wanted: days_carried_over\nemployee,unused_days_at_year_end\n"
               "Priya,8", None),
        (_PO3, 'The handbook says: "Up to 5 unused vacation days carry over into the next year; any beyond '
               'that are forfeited." Priya ends the year with 8 unused vacation days. How many days does she '
               'forfeit?', "operation"),
        (_PO3, 'Year-end leave accrual: under the handbook carry-over rule ("Up to 5 unused vacation days '
               'carry over into the next year; any beyond that are forfeited") Priya closes the year with 8 '
               'days untaken. What carry-forward balance do I book for her, and what is it worth at her day '
               'rate of $240?', "step"),

        (_PO4, 'Expense audit, Tom, trip day 2: meal receipts total $52.00, of which $9.00 is a beer. Per the '
               'T&E policy ("Meals on business trips are reimbursed up to $60 per day; alcohol is never '
               'reimbursed.") what is the allowable reimbursement for the day?', None),
        (_PO4, '{"policy": "Meals on business trips are reimbursed up to $60 per day; alcohol is never '
               'reimbursed.", "employee": "Tom", "day_meal_total": 52.00, "of_which_alcohol": 9.00, '
               '"ask": "reimbursable amount for the day"}', None),
        (_PO4, 'Travel policy: "Meals on business trips are reimbursed up to $60 per day; alcohol is '
               'reimbursed like any other meal item." On one trip day Tom spent $52 on meals, including a $9 '
               'beer. How much should he be reimbursed for that day?', "negation"),
        (_PO4, 'Expense audit, Tom, trip day 2: meal receipts total $52.00, of which $9.00 is a dessert. Per '
               'the T&E policy ("Meals on business trips are reimbursed up to $60 per day; alcohol is never '
               'reimbursed.") what is the allowable reimbursement for the day?', "entity"),

        (_PO5, "Quick one for the library rota: Lena in Year 5 has two books out already and is asking to "
               "take another two home. The sign on the library door says students may have at most 3 library "
               "books on loan at a time. Can I let her have both?", None),
        (_PO5, 'Title: Loan limit check, borrowing 2 with 2 already out\n\nRule: "Students may have at most 3 '
               'library books on loan at a time."\nStudent Lena has 2 on loan and requests 2 more. Should '
               'checkout of both be allowed?', None),
        (_PO5, 'Title: Loan limit check, borrowing 2 with 2 already out\n\nRule: "Students may have at most 4 '
               'library books on loan at a time."\nStudent Lena has 2 on loan and requests 2 more. Should '
               'checkout of both be allowed?', "quantity"),
        (_PO5, 'School library rule: "Students may have at most 3 library books on loan at a time." Lena '
               'already has 2 books out and wants to borrow 2 more. Can she borrow at least one of them?',
         "scope"),

        (_PO6, "Front desk log, 10:40: signed-in visitor asking to head down to the ground-floor café on their "
               "own, no escort. Site rule: visitors must be escorted at all times, except in the ground-floor "
               "lobby and café. OK to let them go unaccompanied?", None),
        (_PO6, 'rule: "Visitors must be escorted at all times, except in the ground-floor lobby and café."\n'
               'visitor_signed_in: true\ndestination: ground-floor café\nescort: none\nquestion: permitted?',
         None),
        (_PO6, 'rule: "Visitors must be escorted at all times."\nvisitor_signed_in: true\ndestination: '
               'ground-floor café\nescort: none\nquestion: permitted?', "negation"),
        (_PO6, 'Building rule: "Visitors must be escorted at all times, except in the ground-floor lobby." A '
               'signed-in visitor wants to walk alone to the café on the ground floor. Is that allowed?',
         "scope"),

        (_PO7, "Payroll for the DC night shift: Marco clocked 46 hrs this week on a base of $20/hr. House rule "
               "is that anything past 40 hrs in the week goes at time-and-a-half (1.5x base). What's his gross "
               "for the week?", None),
        (_PO7, "# rule: Hours worked beyond 40 in a week are paid at 1.5 times the base rate.\n# compute: "
               "gross_weekly_pay\nemployee,hours_worked,base_rate_usd\nMarco,46,20.00", None),
        (_PO7, "# rule: Hours worked beyond 40 in a week are paid at 1.5 times the base rate.\n# compute: "
               "gross_weekly_pay\nemployee,hours_worked,base_rate_usd\nMarco,50,20.00", "quantity"),
        (_PO7, "Payroll for the DC night shift: Marco clocked 46 hrs this week on a base of $20/hr. House rule "
               "is that anything past 40 hrs in the week goes at time-and-a-half (1.5x base). What's just the "
               "overtime portion of his pay?", "scope"),
        (_PO7, 'Pay policy: "Hours worked beyond 40 in a week are paid at 1.5 times the base rate." Marco '
               'worked 46 hours this week at a base rate of $20 per hour. What is his gross pay for the week, '
               'and then what is the 7.65% employer payroll tax on it?', "step"),
    ],

    "sql": [
        (_SQ1, "DATA-118 Calendar-2024 revenue figure\n\nFinance wants a single number: the sum of "
               "orders.total over every order created from 2024-01-01 through 2024-12-31. Table: orders(id, "
               "customer_id, total, created_at). Please write the SQL.", None),
        (_SQ1, '{"schema": {"orders": ["id", "customer_id", "total", "created_at"]}, "metric": "SUM(total)", '
               '"filter": "created_at within calendar year 2024", "output": "sql"}', None),
        (_SQ1, '{"schema": {"orders": ["id", "customer_id", "total", "created_at"]}, "metric": "AVG(total)", '
               '"filter": "created_at within calendar year 2024", "output": "sql"}', "operation"),
        (_SQ1, "Given the table orders(id, customer_id, total, created_at), write a SQL query that returns "
               "the total revenue (sum of total) for orders created in 2023.", "quantity"),
        (_SQ1, "DATA-118 Calendar-2024 revenue figure\n\nFinance wants the sum of orders.total over every order "
               "created from 2024-01-01 through 2024-12-31, broken out for each customer_id. Table: orders(id, "
               "customer_id, total, created_at). Please write the SQL.", "scope"),

        (_SQ2, "-- TODO(reporting): avg salary per department, with departments.name shown next to it\n-- "
               "tables: employees(id, name, department_id, salary), departments(id, name)", None),
        (_SQ2, "For the pay-equity pack I need the mean salary of the staff in every department, labelled by "
               "department name. Our tables are employees(id, name, department_id, salary) and departments(id, "
               "name). Could you write the query?", None),
        (_SQ2, "-- TODO(reporting): highest salary per department, with departments.name shown next to it\n-- "
               "tables: employees(id, name, department_id, salary), departments(id, name)", "operation"),
        (_SQ2, "Tables: employees(id, name, department_id, salary) and departments(id, name). Write a query "
               "that returns each department's name together with the average salary of its employees, only "
               "for departments with at least 5 employees.", "scope"),

        (_SQ3, "table=users&columns=id,email,signup_date,country&aggregate=count&where=country:Canada", None),
        (_SQ3, "feat(metrics): add Canadian signup counter\n\nThe new dashboard tile needs a query returning how "
               "many rows in users(id, email, signup_date, country) have country = 'Canada'.", None),
        (_SQ3, "table=users&columns=id,email,signup_date,country&aggregate=count&where=country:!Canada",
         "negation"),
        (_SQ3, "feat(metrics): add Mexican signup counter\n\nThe new dashboard tile needs a query returning how "
               "many rows in users(id, email, signup_date, country) have country = 'Mexico'.", "entity"),

        (_SQ4, "sqlgen --table 'products(id,name,price,stock)' --select name --order-by 'price desc' --limit 5",
         None),
        (_SQ4, "> can someone give me SQL for the top five priciest products? just the names\nproducts table "
               "is (id, name, price, stock) fwiw", None),
        (_SQ4, "sqlgen --table 'products(id,name,price,stock)' --select name --order-by 'price asc' --limit 5",
         "reversed"),
        (_SQ4, "> can someone give me SQL for the top five priciest products that are actually in stock (stock "
               "> 0)? just the names\nproducts table is (id, name, price, stock) fwiw", "scope"),

        (_SQ5, "Title: Report of customers with zero orders\n\nWe need a query over customers(id, name) and "
               "orders(id, customer_id, total) that returns every customer for whom no order row exists.", None),
        (_SQ5, "For the win-back mailing I need everyone in customers(id, name) who has never bought anything "
               "from us, i.e. no rows at all for them in orders(id, customer_id, total). What's the SQL?", None),
        (_SQ5, "Title: Report of customers with orders\n\nWe need a query over customers(id, name) and "
               "orders(id, customer_id, total) that returns every customer for whom at least one order row "
               "exists.", "negation"),
        (_SQ5, "Tables customers(id, name) and orders(id, customer_id, total). Write SQL to find the customers "
               "who have never placed an order and then delete those customers from the customers table.",
         "step"),

        (_SQ6, "query_request:\n  table: logins\n  columns: [user_id, logged_in_at]\n  metric: "
               "count_distinct(user_id)\n  date: 2025-03-01", None),
        (_SQ6, "Auth audit for 1 March 2025: how many unique accounts signed in that day? Everything is in "
               "logins(user_id, logged_in_at). Need the SQL for the audit report.", None),
        (_SQ6, "query_request:\n  table: logins\n  columns: [user_id, logged_in_at]\n  metric: count(*)\n  "
               "date: 2025-03-01", "operation"),
        (_SQ6, "Auth audit for 2 March 2025: how many unique accounts signed in that day? Everything is in "
               "logins(user_id, logged_in_at). Need the SQL for the audit report.", "quantity"),
        (_SQ6, "Table logins(user_id, logged_in_at). Write a query that returns how many distinct users logged "
               "in on each day of March 2025.", "scope"),

        (_SQ7, "-- FIXME: triage view comes back empty. It should select from tickets(id, status, priority, "
               "assignee, created_at) every row where status = 'open' and priority = 'high', ordered by "
               "created_at ascending so the oldest is on top.", None),
        (_SQ7, "Morning triage: pull me all the high-priority tickets that are still open, with the oldest "
               "ones at the top. The table is tickets(id, status, priority, assignee, created_at).", None),
        (_SQ7, "Morning triage: pull me all the high-priority tickets that are still open, with the newest "
               "ones at the top. The table is tickets(id, status, priority, assignee, created_at).", "reversed"),
        (_SQ7, "-- FIXME: triage job. From tickets(id, status, priority, assignee, created_at) take every row "
               "where status = 'open' and priority = 'high', oldest first, and then also reassign all of "
               "them to assignee 'oncall'.", "step"),
    ],

    "shell": [
        (_SH1, '{"tool": "bash", "intent": "line_count", "path": "access.log"}', None),
        (_SH1, "Before I rotate it I want to know how big access.log has grown. Just the line count please, "
               "one command, I'm already in the log directory.", None),
        (_SH1, '{"tool": "bash", "intent": "word_count", "path": "access.log"}', "operation"),
        (_SH1, "Before I rotate it I want to know how many requests in access.log were 404s. Just the count of "
               "lines containing ' 404 ', one command, I'm already in the log directory.", "scope"),

        (_SH2, "# TODO: the lint target should build its file list with a one-liner that finds all *.py files "
               "under . (recursing into every subfolder)", None),
        (_SH2, "> how do I list all the python (.py) files from here down, subfolders included?\nsame "
               "question, one command please", None),
        (_SH2, "> how do I list the python (.py) files in this folder only, not in the subfolders?\nsame "
               "question, one command please", "scope"),
        (_SH2, "Write a one-liner that lists every file that is not a .py file in the current directory and "
               "all its subdirectories.", "negation"),

        (_SH3, 'cron:\n  schedule: "0 3 * * *"\n  job: purge stale temp files\n  path: /var/cache/app\n  '
               'match: "*.tmp"\n  older_than_days: 7\n  action: delete\n# need the actual command for this '
               'entry', None),
        (_SH3, "OPS-902 /var/cache/app is filling up\n\nPlease give me the one-liner that removes the *.tmp "
               "files in there last modified more than a week (7 days) ago.", None),
        (_SH3, 'cron:\n  schedule: "0 3 * * *"\n  job: purge stale temp files\n  path: /var/cache/app\n  '
               'match: "*.tmp"\n  older_than_days: 30\n  action: delete\n# need the actual command for this '
               'entry', "quantity"),
        (_SH3, "OPS-902 /var/cache/app is filling up\n\nBefore anything gets removed, give me the one-liner "
               "that just lists the *.tmp files in there last modified more than a week (7 days) ago.",
         "operation"),

        (_SH4, "Disk alarm on the file server. I want a per-folder breakdown of what's under /srv (only the "
               "top-level folders, each as one total), sizes like 4.2G, biggest at the top. One line.", None),
        (_SH4, "usage --path /srv --depth 1 --human --sort size:desc   # what's the real coreutils one-liner "
               "for this?", None),
        (_SH4, "usage --path /srv --depth 1 --human --sort size:asc   # what's the real coreutils one-liner "
               "for this?", "reversed"),
        (_SH4, "Give me a one-line command that shows the disk usage of each directory directly under /srv, "
               "hidden dot-directories included, in human-readable sizes, largest first.", "scope"),

        (_SH5, "PR #311: point staging at db.internal\n\nconfig.yaml still references localhost. Need the sed "
               "one-liner that swaps every 'localhost' for 'db.internal' directly in the file (in-place, all "
               "occurrences).", None),
        (_SH5, "tool=sed mode=in_place file=config.yaml find=localhost replace=db.internal occurrences=all",
         None),
        (_SH5, "tool=sed mode=in_place file=config.yaml find=db.internal replace=localhost occurrences=all",
         "reversed"),
        (_SH5, "tool=sed mode=in_place file=config.yaml find=localhost replace=db.internal "
               "occurrences=first_per_line", "scope"),
        (_SH5, "PR #311: point staging at db.internal\n\nconfig.yaml still references localhost. Need the sed "
               "one-liner that swaps every 'localhost' for 'db.internal' directly in the file, and also keeps "
               "the original as config.yaml.bak.", "step"),

        (_SH6, '{"action": "archive", "source_dir": "logs", "format": "tar.gz", "output": "logs.tar.gz"}', None),
        (_SH6, "INFRA-45 Archive logs before the migration\n\nNeed a one-liner that bundles the logs/ folder "
               "into logs.tar.gz (tar plus gzip).", None),
        (_SH6, '{"action": "extract", "archive": "logs.tar.gz", "format": "tar.gz"}', "reversed"),
        (_SH6, "INFRA-45 Archive logs before the migration\n\nNeed a one-liner that bundles the logs/ folder "
               "into logs.tar.gz (tar plus gzip), then removes the original logs/ folder.", "step"),
        (_SH6, "Shell command to pack the logs directory into a gzip-compressed tarball named logs.tar.gz, "
               "leaving out any *.tmp files.", "negation"),

        (_SH7, "Something is squatting on 8080/tcp and my service won't bind. What's the one-liner to see "
               "which process holds the listener?", None),
        (_SH7, "Title: `EADDRINUSE :8080` on dev start\n\nBefore we move the port: what command tells us which "
               "process is listening on TCP 8080?", None),
        (_SH7, "Title: `EADDRINUSE :5432` on dev start\n\nBefore we move the port: what command tells us which "
               "process is listening on TCP 5432?", "quantity"),
        (_SH7, "Something is squatting on 8080/tcp and my service won't bind. Give me a one-liner that finds "
               "the process holding the listener and kills it.", "step"),
    ],

    "dates": [
        (_DA1, '{"fn": "weekday", "date": "2023-03-14"}', None),
        (_DA1, "Planning a Pi Day follow-up lesson for my class: the 14th of March 2023 fell on which day of "
               "the week?", None),
        (_DA1, '{"fn": "weekday", "date": "2024-03-14"}', "quantity"),
        (_DA1, "Planning a Pi Day follow-up lesson for my class: the 14th of March 2023 was which day of the "
               "year (1 to 365)?", "operation"),

        (_DA2, "datediff --from 2025-02-03 --to 2025-04-17 --unit days", None),
        (_DA2, "Limitation check: service was effected on 3 Feb 2025 and the claim was filed on 17 Apr 2025. "
               "How many days elapsed from the one to the other?", None),
        (_DA2, "datediff --from 2025-02-03 --to 2025-05-17 --unit days", "quantity"),
        (_DA2, "datediff --from 2025-02-03 --to 2025-04-17 --unit days --weekdays-only", "scope"),

        (_DA3, "Started on the new anticoagulant on 10 Nov 2024; protocol says review 90 days after start. "
               "What date do I book the review for?", None),
        (_DA3, "op=add_days&base=2024-11-10&days=90", None),
        (_DA3, "op=add_days&base=2024-11-10&days=-90", "reversed"),
        (_DA3, "What date is 90 business days (Monday to Friday, ignoring holidays) after 10 November 2024?",
         "scope"),

        (_DA4, "member:\n  dob: 1990-08-29\nas_of: 2025-06-01\ncompute: age_in_completed_years", None),
        (_DA4, "Clinic intake: DOB 29 Aug 1990, seen today 1 Jun 2025. What age in completed years goes on the "
               "form?", None),
        (_DA4, "member:\n  dob: 1990-08-29\nas_of: 2025-09-01\ncompute: age_in_completed_years", "quantity"),
        (_DA4, "Clinic intake: DOB 29 Aug 1990, seen today 1 Jun 2025. How many days until the patient's next "
               "birthday?", "operation"),
        (_DA4, "How old is someone born on 29 August 1990 as of 1 June 2025, in whole years, and in which "
               "year will they turn 40?", "step"),

        (_DA5, "period_start,period_end,count,inclusive\n2025-12-01,2025-12-19,weekdays_mon_fri,yes", None),
        (_DA5, "Timesheet check for the December billing window, 1 Dec 2025 through 19 Dec 2025 inclusive: "
               "how many Mon-Fri working days does it cover? No holiday adjustments.", None),
        (_DA5, "period_start,period_end,count,inclusive\n2025-12-01,2025-12-19,days_not_mon_fri,yes",
         "negation"),
        (_DA5, "Timesheet check for the December billing window, 1 Dec 2025 through 19 Dec 2025 inclusive: "
               "our warehouse staff work Mon-Sat, so how many working days does it cover? No holiday "
               "adjustments.", "scope"),

        (_DA6, "REL-230 Pick the Q4 code-freeze date\n\nThe freeze always lands on the final Friday of "
               "October. Year is 2026: which date is that?", None),
        (_DA6, '{"fn": "nth_weekday_of_month", "year": 2026, "month": 10, "weekday": "FRI", "n": -1}', None),
        (_DA6, '{"fn": "nth_weekday_of_month", "year": 2026, "month": 10, "weekday": "FRI", "n": 1}',
         "reversed"),
        (_DA6, "REL-230 Pick the Q4 code-freeze and release dates\n\nThe freeze always lands on the final "
               "Friday of October and the release is one week after it. Year is 2026: which dates are those?",
         "step"),

        (_DA7, "timecalc add --start 2025-06-30T22:30 --duration 9h45m   # answer in the departure tz", None),
        (_DA7, "Client's red-eye leaves on 30 June 2025 at 22:30 and the block time is 9 h 45 min. When does it "
               "land, expressed in the origin's local time?", None),
        (_DA7, "timecalc add --start 2025-06-30T22:30 --duration 7h45m   # answer in the departure tz",
         "quantity"),
        (_DA7, "Client's flight lands on 30 June 2025 at 22:30 (origin's local time) after a block time of 9 h "
               "45 min. When did it take off?", "reversed"),
        (_DA7, "A flight departs at 22:30 on 30 June 2025 and the flight time is 9 hours 45 minutes, followed "
               "by a 2-hour connection. When does the onward flight leave, in the departure time zone?",
         "step"),
    ],

    "rewriting": [
        (_RW1, '{"task": "translate", "target_lang": "fr", "text": "The meeting has been moved to Thursday."}',
         None),
        (_RW1, "> The meeting has been moved to Thursday.\ncould someone put this into French for the Lyon "
               "team channel?", None),
        (_RW1, '{"task": "translate", "target_lang": "de", "text": "The meeting has been moved to Thursday."}',
         "entity"),
        (_RW1, "Translate into English: 'La réunion a été déplacée à jeudi.'", "reversed"),
        (_RW1, "> The meeting has been moved to Thursday.\ncould someone put this into French for the Lyon "
               "team channel, and then into Spanish for Madrid too?", "step"),

        (_RW2, "Grammar starter for 8B: put 'The committee approved the budget on Monday.' into the passive "
               "voice. I need the model answer for the board.", None),
        (_RW2, "# TODO(copy): style guide wants passive voice here, so rewrite the release-note sentence "
               "'The committee approved the budget on Monday.' accordingly", None),
        (_RW2, "Rewrite this sentence in the active voice: 'The budget was approved by the committee on "
               "Monday.'", "reversed"),
        (_RW2, "Grammar starter for 8B: put 'The board approved the budget on Monday.' into the passive voice. "
               "I need the model answer for the board.", "entity"),

        (_RW3, "COMMS-77 TL;DR for the intranet banner\n\nNeed a single-sentence summary of this notice: "
               "'Starting next month, the office will open at 8 a.m. instead of 9 a.m. The cafeteria hours stay "
               "the same. Staff who want to keep the old schedule should tell their manager by the 15th.'", None),
        (_RW3, "action: summarize\nlength: 1 sentence\ntext: |\n  Starting next month, the office will open at "
               "8 a.m. instead of 9 a.m. The cafeteria hours stay the same. Staff who want to keep the old "
               "schedule should tell their manager by the 15th.", None),
        (_RW3, "action: translate\ntarget_lang: es\ntext: |\n  Starting next month, the office will open at "
               "8 a.m. instead of 9 a.m. The cafeteria hours stay the same. Staff who want to keep the old "
               "schedule should tell their manager by the 15th.", "operation"),
        (_RW3, "COMMS-77 TL;DR for the intranet banner\n\nNeed a single sentence that summarises only what "
               "staff are asked to do in this notice: 'Starting next month, the office will open at 8 a.m. "
               "instead of 9 a.m. The cafeteria hours stay the same. Staff who want to keep the old schedule "
               "should tell their manager by the 15th.'", "scope"),

        (_RW4, "Bank reconciliation import needs ISO dates (YYYY-MM-DD). Please restate these three statement "
               "dates: March 3, 2024, July 19, 2024 and December 1, 2024.", None),
        (_RW4, '{"transform": "date_format", "target": "YYYY-MM-DD", "input": ["March 3, 2024", '
               '"July 19, 2024", "December 1, 2024"]}', None),
        (_RW4, "Reformat these ISO dates in the long US style (Month D, YYYY): 2024-03-03; 2024-07-19; "
               "2024-12-01.", "reversed"),
        (_RW4, '{"transform": "date_format", "target": "YYYY-MM-DD", "input": ["March 3, 2024", '
               '"July 19, 2024", "December 1, 2024"], "keep_only": "dates in the second half of 2024"}',
         "scope"),

        (_RW5, "> hey, can u send me the report by fri? thx\ncan someone turn my message above into something "
               "I can send to the client's CFO? needs to be properly formal", None),
        (_RW5, "For the correspondence file, please redraft the associate's note below in proper professional "
               "wording before it goes out: \"hey, can u send me the report by fri? thx\"", None),
        (_RW5, "Rewrite this message to sound more casual: 'Could you please send me the report by Friday? "
               "Thank you.'", "reversed"),
        (_RW5, "> hey, can u send me the report by fri? thx\ncan someone turn my message above into something "
               "I can send to the client's CFO? needs to be properly formal, and then give me a Spanish "
               "version of it too", "step"),

        (_RW6, "PR #88: typo fix only\n\nPlease correct the spelling in 'The recieved package was definately "
               "damaged.' Nothing else in the sentence should change.", None),
        (_RW6, "spellfix --no-rephrase --text \"The recieved package was definately damaged.\"", None),
        (_RW6, "spellfix --no-rephrase --list-misspelled-only --text \"The recieved package was definately "
               "damaged.\"", "operation"),
        (_RW6, "PR #88: typo fix plus translation\n\nPlease correct the spelling in 'The recieved package was "
               "definately damaged.' and then also add the corrected sentence in German.", "step"),

        (_RW7, "Exam-day reminder for the Year 11 noticeboard: can you break 'Please bring your ID, a pen, and "
               "a printed copy of your ticket.' into bullet points, one item per bullet?", None),
        (_RW7, "### Docs: make the checklist scannable\nThe events page says: `Please bring your ID, a pen, "
               "and a printed copy of your ticket.`\n- [ ] turn that line into a bullet list, one bullet per "
               "item", None),
        (_RW7, "Exam-day reminder for the Year 11 noticeboard: can you break 'Please bring your ID, a pen, and "
               "a printed copy of your ticket.' into bullet points under a bold heading 'What to bring'?",
         "step"),
        (_RW7, "### Docs: make the checklist scannable\nThe events page says: `Please bring your ID, a pen, "
               "and a printed copy of your ticket.`\n- [ ] turn that line into a bullet list containing only "
               "the documents (the paper items), one bullet each", "scope"),
        (_RW7, "Turn this sentence into a bulleted list of all the items except the pen: 'Please bring your ID, "
               "a pen, and a printed copy of your ticket.'", "negation"),
    ],

    "code": [
        (_CO1, _fn("count_vowels", "text",
                   "TODO: count how many characters of `text` are vowels.\n"
                   "    Vowels are a e i o u, upper or lower case; y does NOT count.",
                   [("count_vowels('AEIOU xyz')", "5"), ("count_vowels('rhythm')", "0")], " -> int"), None),
        (_CO1, _fn("count_vowels", "text",
                   "Ticket TXT-12 (vowel counter)\n"
                   "    Input: any str. Output: int, total occurrences of a/e/i/o/u, case-insensitive.",
                   [("count_vowels('Banana')", "3"), ("count_vowels('Hello World')", "3")], " -> int"), None),
        (_CO1, _fn("count_vowels", "text",
                   "Return the number of vowels in text, ignoring case. Count y as a vowel as well\n"
                   "    as a, e, i, o, u.",
                   [("count_vowels('Hello World')", "3"), ("count_vowels('rhythm')", "1")], " -> int"), "scope"),
        (_CO1, _fn("vowels_in", "text",
                   "Return the vowels (a, e, i, o, u, any case) of text as a string, in the order they\n"
                   "    occur, lowercased.",
                   [("vowels_in('Hello World')", "'eoo'"), ("vowels_in('')", "''")], " -> str"), "output"),
        (_CO1, _fn("count_vowels", "text",
                   "TODO: count the vowels (a e i o u, any case) in `text`, then also count the other\n"
                   "    letters, and return both as a (vowels, consonants) tuple.",
                   [("count_vowels('Hello World')", "(3, 7)")], " -> tuple"), "step"),

        (_CO2, _fn("celsius_to_fahrenheit", "c",
                   "Celsius -> Fahrenheit.\n\n"
                   "    - in: `c`, degrees C (int or float)\n"
                   "    - out: degrees F as a float, F = C * 9/5 + 32",
                   [("celsius_to_fahrenheit(20)", "68.0"), ("celsius_to_fahrenheit(100)", "212.0")],
                   " -> float"), None),
        (_CO2, _fn("celsius_to_fahrenheit", "c",
                   "Per @maria in #ops: \"the sensors report °C but the dashboard wants °F\".\n"
                   "    So: take the sensor reading c (°C) and give it back in °F.",
                   [("celsius_to_fahrenheit(10)", "50.0"), ("celsius_to_fahrenheit(-40)", "-40.0")],
                   " -> float"), None),
        (_CO2, _fn("fahrenheit_to_celsius", "f",
                   "Convert a temperature from degrees Fahrenheit to degrees Celsius.",
                   [("fahrenheit_to_celsius(212)", "100.0"), ("fahrenheit_to_celsius(32)", "0.0")],
                   " -> float"), "reversed"),
        (_CO2, _fn("celsius_to_fahrenheit", "c, digits",
                   "Convert c from degrees Celsius to degrees Fahrenheit, rounded to `digits`\n"
                   "    decimal places.",
                   [("celsius_to_fahrenheit(37.77, 1)", "100.0"), ("celsius_to_fahrenheit(0, 0)", "32.0")],
                   " -> float"), "input"),

        (_CO3, _fn("count_in_range", "nums, lo, hi",
                   "Issue #57: need a helper that tells how many values of nums fall inside [lo, hi].\n"
                   "    Both endpoints are included.",
                   [("count_in_range([3, 3, 7], 3, 3)", "2"), ("count_in_range([1, 5, 10, 15], 5, 10)", "2")],
                   " -> int"), None),
        (_CO3, _fn("count_in_range", "nums, lo, hi",
                   "For the gradebook: how many marks in nums are at least lo and at most hi?",
                   [("count_in_range([40, 55, 70, 85], 50, 85)", "3"), ("count_in_range([], 0, 100)", "0")],
                   " -> int"), None),
        (_CO3, _fn("count_in_range", "nums, lo, hi",
                   "Return how many numbers in nums satisfy lo <= x < hi (hi is excluded).",
                   [("count_in_range([1, 5, 10, 15], 5, 10)", "1"), ("count_in_range([], 0, 1)", "0")],
                   " -> int"), "bound"),
        (_CO3, _fn("count_in_range", "nums, lo, hi",
                   "Return how many numbers in nums do NOT lie between lo and hi (both inclusive).",
                   [("count_in_range([1, 5, 10, 15, 20], 5, 10)", "3")], " -> int"), "negation"),
        (_CO3, _fn("sum_in_range", "nums, lo, hi",
                   "Return the sum of the numbers in nums that lie between lo and hi, both inclusive.",
                   [("sum_in_range([1, 5, 10, 15], 5, 10)", "15"), ("sum_in_range([], 0, 1)", "0")],
                   " -> int"), "operation"),

        (_CO4, _fn("chunk", "items, size",
                   "TODO(batching): cut `items` into back-to-back batches of `size` elements each;\n"
                   "    whatever is left over at the end becomes a final, smaller batch.",
                   [("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]"), ("chunk([1, 2, 3, 4], 3)", "[[1, 2, 3], [4]]")],
                   " -> list"), None),
        (_CO4, _fn("chunk", "items, size",
                   "Pagination helper.\n\n"
                   "    * pages of `size` items, in original order\n"
                   "    * last page may be partial\n"
                   "    * empty input -> no pages",
                   [("chunk([1, 2, 3, 4, 5, 6, 7], 3)", "[[1, 2, 3], [4, 5, 6], [7]]"), ("chunk([], 2)", "[]")],
                   " -> list"), None),
        (_CO4, _fn("chunk", "items, size",
                   "Split items into consecutive lists of length size; a final chunk shorter than size\n"
                   "    is dropped.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"), ("chunk([], 3)", "[]")], " -> list"),
         "bound"),
        (_CO4, _fn("chunk", "items, size, step",
                   "Return windows of length size taken every `step` items (windows may overlap);\n"
                   "    only full windows are returned.",
                   [("chunk([1, 2, 3, 4], 2, 1)", "[[1, 2], [2, 3], [3, 4]]")], " -> list"), "input"),

        (_CO5, _fn("word_frequencies", "text",
                   "JIRA NLP-31: word counter for the tag cloud\n"
                   "    Split on whitespace, fold case (keys lowercase), count occurrences; dict keys keep\n"
                   "    first-seen order.",
                   [("word_frequencies('Go go GO stop')", "{'go': 3, 'stop': 1}"),
                    ("word_frequencies('the cat saw The hat')", "{'the': 2, 'cat': 1, 'saw': 1, 'hat': 1}")],
                   " -> dict"), None),
        (_CO5, _fn("word_frequencies", "text",
                   "Note: returns {word: count} for the whitespace-separated words of text. 'A' and 'a'\n"
                   "    are the same word; keys are lowercased and appear in the order first met.",
                   [("word_frequencies('a b A')", "{'a': 2, 'b': 1}"), ("word_frequencies('')", "{}")],
                   " -> dict"), None),
        (_CO5, _fn("word_frequencies", "text",
                   "Count how often each word of at least 3 letters occurs in text (shorter words are\n"
                   "    ignored). Whitespace-separated, case-insensitive, lowercase keys in first-seen order.",
                   [("word_frequencies('a cat and a dog')", "{'cat': 1, 'and': 1, 'dog': 1}")], " -> dict"),
         "scope"),
        (_CO5, _fn("word_frequencies", "text",
                   "JIRA NLP-31: word counter for the tag cloud\n"
                   "    Split on whitespace, fold case (keys lowercase), count occurrences, then drop every\n"
                   "    word that occurs only once. Keys keep first-seen order.",
                   [("word_frequencies('the cat saw The hat')", "{'the': 2}")], " -> dict"), "step"),

        (_CO6, _fn("parse_duration", "s",
                   "Used by `backup --every 1h30m`: turn the --every value into minutes. Hours are 'h',\n"
                   "    minutes are 'm', and either part may be missing.",
                   [("parse_duration('10h5m')", "605"), ("parse_duration('45m')", "45")], " -> int"), None),
        (_CO6, _fn("parse_duration", "s",
                   "FIXME: infusion pump durations arrive as e.g. '3h' or '2h15m'; we need the total\n"
                   "    in minutes as an int.",
                   [("parse_duration('2h15m')", "135"), ("parse_duration('3h')", "180")], " -> int"), None),
        (_CO6, _fn("parse_duration", "s",
                   "Parse a duration such as '1h30m', '45m' or '2h' and return the total number of seconds.",
                   [("parse_duration('1h30m')", "5400"), ("parse_duration('45m')", "2700")], " -> int"),
         "output"),
        (_CO6, _fn("parse_duration", "s",
                   "Used by `backup --every 1d2h`: turn the --every value into minutes. Days are 'd',\n"
                   "    hours 'h', minutes 'm', and any part may be missing.",
                   [("parse_duration('1d2h')", "1560"), ("parse_duration('45m')", "45")], " -> int"), "scope"),

        (_CO7, _fn("median", "values",
                   "Middle value of `values` after sorting (list is never empty). With an even count,\n"
                   "    average the two middle ones.",
                   [("median([7])", "7"), ("median([10, 20])", "15.0")]), None),
        (_CO7, _fn("median", "values",
                   "Stats helper for the ward dashboard: median of the given readings\n"
                   "    (at least one reading; even count -> mean of the two central readings).",
                   [("median([5, 1, 9, 3, 7])", "5"), ("median([4, 1, 3, 2])", "2.5")]), None),
        (_CO7, _fn("median", "values",
                   "Return the median of a list of numbers (the mean of the two middle values when the\n"
                   "    length is even). An empty list returns None.",
                   [("median([])", "None"), ("median([3, 1, 2])", "2")]), "bound"),
        (_CO7, _fn("mean", "values",
                   "Return the arithmetic mean of a non-empty list of numbers.",
                   [("mean([1, 2, 9])", "4.0")]), "operation"),
        (_CO7, _fn("median", "values, lower=False",
                   "Return the median of a non-empty list of numbers. For an even length, return the\n"
                   "    lower of the two middle values when lower is true, else their mean.",
                   [("median([4, 1, 3, 2], lower=True)", "2"), ("median([4, 1, 3, 2])", "2.5")]), "input"),
    ],
}
