"""Split ``heldout15``: requests written by hand on 2026-12-02 by an engineer who read neither the rules nor any other hand-written set nor this project's code; never used to tune a rule. Register: requests written by software (an orchestrating agent delegating subtasks, templated tickets, key: value fields) and requests relayed by a person in the third person. Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same answer, else the kind of change."""
# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = "Subtask 2/4: Convert 26.2 miles to kilometres. Return only the number, rounded to two decimals."
_CV2 = ("[REQ-4410] Summary: currency conversion\nDetails: Convert 250 EUR to USD using the fixed rate "
        "1 EUR = 1.08 USD (do not fetch a live rate). Answer in USD with two decimals.")
_CV3 = ("You are asked to convert 09:30 New York time (EST, UTC-5) on 14 January 2027 into Berlin time "
        "(CET, UTC+1). Return only the local time as HH:MM.")
_CV4 = "The customer wants to know what 68 degrees Fahrenheit is in Celsius. Please reply with just the whole number."
_CV5 = ("Goal: convert these package weights from kilograms to pounds: 5 kg, 12 kg, 0.5 kg.\n"
        "Constraints:\n- use 1 kg = 2.20462 lb\n- one decimal place per value\n- keep the input order")
_CV6 = ("[TICKET-88] Summary: storage units\nDetails: How many gibibytes (GiB, 1 GiB = 2^30 bytes) "
        "are 5,000,000,000 bytes? Round to 2 decimals.")
_CV7 = ("Step 3 of 5. Convert each of the following prices from GBP to EUR at the rate 1 GBP = 1.17 EUR: "
        "10.00, 45.00, 120.00. Return the converted amounts in the same order, two decimals each.")

_CONVERSIONS = [
    (_CV1, "unit_in: miles\nunit_out: km\nvalue: 26.2\nprecision: 2 decimals\nreturn: converted value only", None),
    (_CV1, "User asks how long a 26.2-mile marathon is in kilometers; they only want the figure, to two decimal places.", None),
    (_CV1, "Subtask 2/4: Convert 26.2 kilometres to miles. Return only the number, rounded to two decimals.", "reversed"),
    (_CV1, "unit_in: miles\nunit_out: km\nvalue: 13.1\nprecision: 2 decimals\nreturn: converted value only", "quantity"),

    (_CV2, "Goal: express EUR 250 in US dollars.\nConstraints:\n- rate: 1 EUR = 1.08 USD, fixed\n- no live lookup\n- round to the cent", None),
    (_CV2, "The customer would like to know how many dollars they get for 250 euros when one euro is worth 1.08 dollars. Show the result to two decimals.", None),
    (_CV2, "[REQ-4410] Summary: currency conversion\nDetails: Convert 250 USD to EUR using the fixed rate 1 EUR = 1.08 USD (do not fetch a live rate). Answer in EUR with two decimals.", "reversed"),
    (_CV2, "Goal: express EUR 250 in US dollars.\nConstraints:\n- rate: 1 EUR = 1.08 USD, fixed\n- then deduct a 2% conversion fee from the dollar amount\n- round to the cent", "step"),
    (_CV2, "[REQ-4411] Summary: currency conversion\nDetails: Convert 250 EUR to GBP using the fixed rate 1 EUR = 0.86 GBP (do not fetch a live rate). Answer in GBP with two decimals.", "entity"),

    (_CV3, "time_in: 09:30\ntz_in: America/New_York (UTC-5, winter)\ndate: 2027-01-14\ntz_out: Europe/Berlin (UTC+1)\nformat: HH:MM", None),
    (_CV3, "My manager has a call at 9:30 a.m. New York time on January 14, 2027 and wants to know what time that will be in Berlin. Give it in 24-hour HH:MM; Berlin is on UTC+1 then and New York on UTC-5.", None),
    (_CV3, "You are asked to convert 09:30 Berlin time (CET, UTC+1) on 14 January 2027 into New York time (EST, UTC-5). Return only the local time as HH:MM.", "reversed"),
    (_CV3, "time_in: 09:30\ntz_in: America/New_York (UTC-5, winter)\ndate: 2027-01-14\ntz_out: Asia/Tokyo (UTC+9)\nformat: HH:MM", "entity"),
    (_CV3, "You are asked to convert 09:30 New York time (EST, UTC-5) on 14 January 2027 into Berlin time (CET, UTC+1) and into London time (GMT, UTC+0). Return only the two local times as HH:MM.", "scope"),

    (_CV4, "Subtask 1/3: temperature conversion.\nvalue: 68\nfrom: Fahrenheit\nto: Celsius\nReturn only an integer.", None),
    (_CV4, "[REQ-120] Summary: F to C\nDetails: caller reports 68 °F on their thermostat and wants the equivalent in degrees Celsius as a whole number, nothing else.", None),
    (_CV4, "The customer wants to know what 86 degrees Fahrenheit is in Celsius. Please reply with just the whole number.", "quantity"),
    (_CV4, "Subtask 1/3: temperature conversion.\nvalue: 68\nfrom: Fahrenheit\nto: Celsius, and also Kelvin (two decimals)\nReturn both numbers.", "step"),

    (_CV5, "Please convert 5 kg, 12 kg and 0.5 kg into pounds (take 2.20462 lb per kg), keep them in that order and give one decimal for each. Request relayed from the shipping desk.", None),
    (_CV5, "Subtask 4/6\ninput_unit: kg\noutput_unit: lb\nfactor: 2.20462\nvalues: [5, 12, 0.5]\nrounding: 1 decimal\norder: as given", None),
    (_CV5, "Goal: convert these package weights from kilograms to pounds: 5 kg, 12 kg, 0.5 kg.\nConstraints:\n- use 1 kg = 2.20462 lb\n- only convert the weights above 1 kg, skip the others\n- one decimal place per value\n- keep the input order", "scope"),
    (_CV5, "Goal: convert these package weights from kilograms to pounds: 5 kg, 12 kg, 0.5 kg.\nConstraints:\n- use 1 kg = 2.20462 lb\n- one decimal place per value\n- keep the input order\n- finish with the combined total in pounds", "step"),

    (_CV6, "User asks: if a file is 5,000,000,000 bytes, what is that in GiB (binary gigabytes, 2^30 bytes each)? Two decimal places please.", None),
    (_CV6, "bytes: 5000000000\ntarget_unit: GiB (1024^3)\nround: 2", None),
    (_CV6, "[TICKET-88] Summary: storage units\nDetails: How many gigabytes (GB, 1 GB = 10^9 bytes) are 5,000,000,000 bytes? Round to 2 decimals.", "entity"),
    (_CV6, "[TICKET-88] Summary: storage units\nDetails: Is 5,000,000,000 bytes more or less than 4.5 GiB (1 GiB = 2^30 bytes)? Answer more or less.", "operation"),
    (_CV6, "bytes: 8000000000\ntarget_unit: GiB (1024^3)\nround: 2", "quantity"),

    (_CV7, "The finance team asks us to turn three sterling prices (10.00, 45.00 and 120.00 GBP) into euros; use 1.17 EUR per GBP, keep the original order and give cents.", None),
    (_CV7, "from_currency: GBP\nto_currency: EUR\nrate: 1.17\namounts: 10.00, 45.00, 120.00\noutput: converted amounts, same order, 2 decimals", None),
    (_CV7, "Step 3 of 5. Convert each of the following prices from GBP to EUR at the rate 1 GBP = 1.17 EUR: 10.00, 45.00, 120.00, but only those under 50 GBP. Return the converted amounts in the same order, two decimals each.", "scope"),
    (_CV7, "Step 3 of 5. Convert each of the following prices from GBP to EUR at the rate 1 GBP = 1.17 EUR: 10.00, 45.00, 120.00. Return the converted amounts in the same order, two decimals each, followed by their sum in EUR.", "step"),
]

# ---------------------------------------------------------------- policy
_PO1 = ("The customer wants to know whether they can still return a jacket bought 25 days ago. Store policy: "
        "unworn items may be returned within 30 days of purchase with a receipt. The jacket is unworn and "
        "they have the receipt. Answer yes or no with a short reason.")
_PO2 = ("Policy: employees get 20 days of paid leave per year; up to 5 unused days carry over to the next year, "
        "the rest is lost. Question: an employee used 12 days this year. How many days of leave will they have "
        "next year?")
_PO3 = ("[CS-5012] Summary: shipping cost question\nDetails: Policy: orders of $50 or more ship free within the "
        "contiguous US; all other orders pay a flat $7.95 shipping. The customer's cart totals $48 and ships to "
        "Ohio. What will they pay in total?")
_PO4 = ("Subtask 2/3: Using the policy below, compute Maria's gross pay for the week.\nPolicy: hourly staff are paid "
        "1.5x their hourly rate for every hour beyond 40 in a week.\nFacts: Maria is hourly, earns $20/hour, "
        "worked 46 hours this week.")
_PO5 = ("A library patron asks how many more books they can borrow. Rules: members may have up to 6 items on loan "
        "at once; each DVD counts as 2 items. The patron currently has 2 books and 1 DVD checked out.")
_PO6 = ("Goal: compute the refund for a cancelled booking.\nPolicy:\n- cancelled at least 48 hours before check-in: "
        "full refund\n- cancelled between 24 and 48 hours before: 50% refund\n- cancelled less than 24 hours "
        "before: no refund\nFacts: booking price $300; the guest cancelled 30 hours before check-in.\n"
        "Return only the refund amount.")
_PO7 = ("[EXP-77] Summary: meal reimbursement\nDetails: Travel policy: meals are reimbursed up to $60 per day; "
        "alcohol is never reimbursed. Claim: Day 1 food $45; Day 2 food $70 plus $15 wine. How much is "
        "reimbursed in total?")

_POLICY = [
    (_PO1, "[RET-204] Summary: return eligibility\nDetails: Purchase: jacket, 25 days ago, unworn, receipt available.\nPolicy: unworn items with a receipt can be returned within 30 days of purchase.\nQuestion: is the return allowed? (yes/no + brief reason)", None),
    (_PO1, "Subtask 1/2: decide return eligibility. Rule: return window is 30 days from purchase, item must be unworn, receipt required. Case: an unworn jacket, purchased 25 days ago, receipt in hand. Output: yes or no, one-line justification.", None),
    (_PO1, "The customer wants to know whether they can still return a jacket bought 35 days ago. Store policy: unworn items may be returned within 30 days of purchase with a receipt. The jacket is unworn and they have the receipt. Answer yes or no with a short reason.", "quantity"),
    (_PO1, "The customer wants to know whether they can still return a jacket bought 25 days ago. Store policy: unworn items may be returned within 30 days of purchase with a receipt. The jacket is unworn but they do not have the receipt. Answer yes or no with a short reason.", "negation"),
    (_PO1, "The customer wants to know whether they can still return a jacket bought 25 days ago. Store policy: unworn items may be returned within 30 days of purchase with a receipt; items bought on sale are final sale. The jacket is unworn, was bought on sale, and they have the receipt. Answer yes or no with a short reason.", "scope"),

    (_PO2, "An HR colleague asks on behalf of an employee: with 20 paid leave days a year, 12 of them used this year, and a rule that at most 5 unused days roll over (any others expire), what will the employee's leave balance be for next year?", None),
    (_PO2, "annual_leave_days: 20\ncarry_over_cap: 5 (excess forfeited)\ndays_used_this_year: 12\nquestion: total leave days available next year", None),
    (_PO2, "Policy: employees get 20 days of paid leave per year; up to 5 unused days carry over to the next year, the rest is lost. Question: an employee used 18 days this year. How many days of leave will they have next year?", "quantity"),
    (_PO2, "Policy: employees get 20 days of paid leave per year; up to 5 unused days carry over to the next year, the rest is lost. Question: an employee used 12 days this year. How many unused days will they lose?", "operation"),
    (_PO2, "Policy: employees get 20 days of paid leave per year; up to 5 unused days carry over to the next year, the rest is lost; carry-over applies only to employees with more than 2 years of service. Question: an employee who joined 1 year ago used 12 days this year. How many days of leave will they have next year?", "scope"),

    (_PO3, "The customer has $48 in their cart, shipping to Ohio, and asks what the total will be. Our rule: free shipping inside the contiguous United States for orders from $50 upward, otherwise a flat $7.95 fee.", None),
    (_PO3, "Subtask 3/4\npolicy: free shipping if order >= $50 (contiguous US), else flat $7.95\norder_total: $48\ndestination: Ohio\nreturn: amount payable including shipping", None),
    (_PO3, "[CS-5012] Summary: shipping cost question\nDetails: Policy: orders of $50 or more ship free within the contiguous US; all other orders pay a flat $7.95 shipping. The customer's cart totals $52 and ships to Ohio. What will they pay in total?", "quantity"),
    (_PO3, "[CS-5012] Summary: shipping cost question\nDetails: Policy: orders of $50 or more ship free within the contiguous US; all other orders pay a flat $7.95 shipping. The customer's cart totals $48 and ships to Ohio. What will they pay in total, and how much more would they need to add to get free shipping?", "step"),

    (_PO4, "[PAY-31] Summary: weekly gross pay\nDetails: employee Maria, hourly, rate $20/h, 46 hours worked this week. Overtime rule: hours over 40 per week are paid at time and a half. Return the gross weekly pay.", None),
    (_PO4, "Payroll asks: Maria (hourly worker, $20 an hour) clocked 46 hours this week. Company policy pays one and a half times the normal rate for each hour past 40 in a week. What is her gross pay for the week?", None),
    (_PO4, "Subtask 2/3: Using the policy below, compute Maria's gross pay for the week.\nPolicy: hourly staff are paid 1.5x their hourly rate for every hour beyond 40 in a week.\nFacts: Maria is hourly, earns $20/hour, worked 44 hours this week.", "quantity"),
    (_PO4, "Subtask 2/3: Using the policy below, compute Maria's gross pay for the week.\nPolicy: hourly staff, except interns, are paid 1.5x their hourly rate for every hour beyond 40 in a week.\nFacts: Maria is an hourly intern, earns $20/hour, worked 46 hours this week.", "negation"),
    (_PO4, "Subtask 2/3: Using the policy below, compute Maria's gross pay for the week, and state the overtime portion separately.\nPolicy: hourly staff are paid 1.5x their hourly rate for every hour beyond 40 in a week.\nFacts: Maria is hourly, earns $20/hour, worked 46 hours this week.", "step"),

    (_PO5, "Subtask 1/1\nrule: max 6 items on loan; a DVD counts as 2 items, a book as 1\ncurrent_loans: 2 books, 1 DVD\nquestion: how many additional books may be borrowed now?", None),
    (_PO5, "[LIB-88] Summary: loan limit\nDetails: Patron holds 1 DVD and 2 books. Loan cap is 6 items per member, DVDs weigh double (2 items each). How many more books can the patron take out?", None),
    (_PO5, "A library patron asks how many more DVDs they can borrow. Rules: members may have up to 6 items on loan at once; each DVD counts as 2 items. The patron currently has 2 books and 1 DVD checked out.", "operation"),
    (_PO5, "A library patron asks how many more books they can borrow. Rules: members may have up to 6 items on loan at once; each DVD counts as 2 items. The patron currently has 2 books and 2 DVDs checked out.", "quantity"),

    (_PO6, "A hotel guest cancelled 30 hours before check-in on a $300 booking and asks how much comes back. Our terms: 48+ hours' notice gets everything back, 24 to 48 hours gets half, under 24 hours gets nothing. Reply with just the amount.", None),
    (_PO6, "[BK-7731] Summary: cancellation refund\nDetails: price=$300; notice=30h before check-in; tiers: >=48h 100%, 24-48h 50%, <24h 0%. Output: refund amount only.", None),
    (_PO6, "Goal: compute the refund for a cancelled booking.\nPolicy:\n- cancelled at least 48 hours before check-in: full refund\n- cancelled between 24 and 48 hours before: 50% refund\n- cancelled less than 24 hours before: no refund\nFacts: booking price $300; the guest cancelled 50 hours before check-in.\nReturn only the refund amount.", "quantity"),
    (_PO6, "Goal: compute the refund for a cancelled booking.\nPolicy (applies to flexible rates only; non-refundable rates get no refund):\n- cancelled at least 48 hours before check-in: full refund\n- cancelled between 24 and 48 hours before: 50% refund\n- cancelled less than 24 hours before: no refund\nFacts: booking price $300, non-refundable rate; the guest cancelled 30 hours before check-in.\nReturn only the refund amount.", "scope"),
    (_PO6, "Goal: compute the refund for a cancelled booking.\nPolicy:\n- cancelled at least 48 hours before check-in: full refund\n- cancelled between 24 and 48 hours before: 50% refund\n- cancelled less than 24 hours before: no refund\nFacts: booking price $300; the guest cancelled 30 hours before check-in.\nReturn the refund amount and a one-sentence message to the guest explaining it.", "step"),

    (_PO7, "My manager wants to know how much of her trip meals will be paid back. The policy caps meals at $60 a day and never covers alcohol. She spent $45 on food on day 1, and on day 2 $70 on food and $15 on wine. Total reimbursable amount?", None),
    (_PO7, "Subtask 2/2\npolicy: meal cap $60/day; alcohol not reimbursable\nclaims:\n  day_1: food 45\n  day_2: food 70, wine 15\nreturn: total reimbursed amount in USD", None),
    (_PO7, "[EXP-77] Summary: meal reimbursement\nDetails: Travel policy: meals are reimbursed up to $60 per day; alcohol is never reimbursed. Claim: Day 1 food $45; Day 2 food $70 plus $15 wine. How much is reimbursed for Day 2 only?", "scope"),
    (_PO7, "[EXP-77] Summary: meal reimbursement\nDetails: Travel policy: meals are reimbursed up to $80 per day; alcohol is never reimbursed. Claim: Day 1 food $45; Day 2 food $70 plus $15 wine. How much is reimbursed in total?", "quantity"),
    (_PO7, "[EXP-77] Summary: meal reimbursement\nDetails: Travel policy: meals are reimbursed up to $60 per day; alcohol is never reimbursed. Claim: Day 1 food $45; Day 2 food $70 plus $15 wine. How much is reimbursed in total, and how much of the claim is rejected?", "step"),
]

# ---------------------------------------------------------------- sql
_SQ1 = ("Subtask 3/5: Write a SQL query. Schema: customers(id, name, country, created_at). Return the names of "
        "customers whose country is 'Canada', sorted alphabetically. Return only the SQL.")
_SQ2 = ("[DATA-301] Summary: revenue query\nDetails: Table orders(id, customer_id, amount, status, order_date). "
        "Need a SQL query that returns the total amount of all orders with status 'paid'.")
_SQ3 = ("The analyst asks for a SQL query that lists each department name together with its number of employees. "
        "Tables: employees(id, name, dept_id, salary), departments(id, name). Only departments that have at least "
        "one employee should appear.")
_SQ4 = ("Goal: SQL for the 5 most expensive products.\nSchema: products(id, name, price, stock)\nConstraints:\n"
        "- return name and price\n- most expensive first\n- exactly the top 5 rows")
_SQ5 = ("You are asked to write a SQL query on users(id, email, last_login) that selects the id and email of users "
        "whose last_login is before 2025-01-01.")
_SQ6 = ("Step 2/4 - reporting. Schema: sales(id, region, product, amount, sale_date). Write a SQL query returning "
        "the total sales amount per region for March 2025.")
_SQ7 = ("User asks for a query that finds the names of students who are not enrolled in any course. Schema: "
        "students(id, name), enrollments(student_id, course_id).")

_SQL = [
    (_SQ1, "table: customers\ncolumns: id, name, country, created_at\nfilter: country = 'Canada'\nselect: name\norder_by: name ASC\noutput: SQL only", None),
    (_SQ1, "The marketing lead wants an A-to-Z list of the names of all Canadian customers. Could you give just the SQL? The table is customers with columns id, name, country and created_at.", None),
    (_SQ1, "Subtask 3/5: Write a SQL query. Schema: customers(id, name, country, created_at). Return the names of customers whose country is 'Canada', sorted in reverse alphabetical order. Return only the SQL.", "reversed"),
    (_SQ1, "Subtask 3/5: Write a SQL query. Schema: customers(id, name, country, created_at). Return the number of customers whose country is 'Canada'. Return only the SQL.", "operation"),
    (_SQ1, "table: customers\ncolumns: id, name, country, created_at\nfilter: country = 'Canada' AND created_at in calendar year 2024\nselect: name\norder_by: name ASC\noutput: SQL only", "scope"),

    (_SQ2, "Subtask 1/3\nschema: orders(id, customer_id, amount, status, order_date)\ntask: sum of amount over rows where status = 'paid'\nreturn: one SQL statement", None),
    (_SQ2, "Finance would like one number: the sum of the amounts of every paid order (status = 'paid') in the orders table (id, customer_id, amount, status, order_date). Please write the query.", None),
    (_SQ2, "[DATA-301] Summary: revenue query\nDetails: Table orders(id, customer_id, amount, status, order_date). Need a SQL query that returns the average amount of all orders with status 'paid'.", "operation"),
    (_SQ2, "[DATA-301] Summary: revenue query\nDetails: Table orders(id, customer_id, amount, status, order_date). Need a SQL query that returns the total amount of all orders whose status is not 'paid'.", "negation"),
    (_SQ2, "[DATA-301] Summary: revenue query\nDetails: Table orders(id, customer_id, amount, status, order_date). Need a SQL query that returns the total amount of all orders with status 'paid', and also the number of those orders.", "step"),

    (_SQ3, "Subtask 2/2\ntables: departments(id, name); employees(id, name, dept_id, salary)\noutput columns: department name, employee count\nrows: one per department with >= 1 employee (departments without staff are omitted)", None),
    (_SQ3, "[BI-55] Summary: headcount per department\nDetails: For every department that has employees, show its name and how many employees it has. Join employees.dept_id to departments.id.", None),
    (_SQ3, "The analyst asks for a SQL query that lists each department name together with its number of employees. Tables: employees(id, name, dept_id, salary), departments(id, name). Departments with no employees must also appear, with a count of 0.", "scope"),
    (_SQ3, "The analyst asks for a SQL query that lists each department name together with the average salary of its employees. Tables: employees(id, name, dept_id, salary), departments(id, name). Only departments that have at least one employee should appear.", "operation"),
    (_SQ3, "The analyst asks for a SQL query that lists each department name together with its number of employees, ordered by that number from highest to lowest. Tables: employees(id, name, dept_id, salary), departments(id, name). Only departments that have at least one employee should appear.", "step"),

    (_SQ4, "Can you help my manager with a query? She wants the names and prices of the five priciest items in products (id, name, price, stock), ordered from highest price down.", None),
    (_SQ4, "[CAT-12] Summary: top products by price\nDetails: products(id, name, price, stock). SELECT name, price; sort price descending; limit 5.", None),
    (_SQ4, "Goal: SQL for the 10 most expensive products.\nSchema: products(id, name, price, stock)\nConstraints:\n- return name and price\n- most expensive first\n- exactly the top 10 rows", "quantity"),
    (_SQ4, "Goal: SQL for the 5 cheapest products.\nSchema: products(id, name, price, stock)\nConstraints:\n- return name and price\n- cheapest first\n- exactly the bottom 5 rows", "reversed"),
    (_SQ4, "Goal: SQL for the 5 most expensive products.\nSchema: products(id, name, price, stock)\nConstraints:\n- only products currently in stock (stock > 0)\n- return name and price\n- most expensive first\n- exactly the top 5 rows", "scope"),

    (_SQ5, "table: users(id, email, last_login)\ncondition: last_login < '2025-01-01'\nselect: id, email", None),
    (_SQ5, "Support wants to know which accounts last logged in before January 1st, 2025 - please give a SQL query that returns their id and email from the users table (columns id, email, last_login).", None),
    (_SQ5, "You are asked to write a SQL query on users(id, email, last_login) that selects the id and email of users whose last_login is on or after 2025-01-01.", "reversed"),
    (_SQ5, "table: users(id, email, last_login)\ncondition: last_login < '2024-07-01'\nselect: id, email", "quantity"),
    (_SQ5, "You are asked to write a SQL statement on users(id, email, last_login) that deletes the users whose last_login is before 2025-01-01.", "operation"),

    (_SQ6, "[RPT-9] Summary: regional totals\nDetails: sales(id, region, product, amount, sale_date). One row per region with SUM(amount), restricted to sales dated 2025-03-01 through 2025-03-31.", None),
    (_SQ6, "The regional director wants to see, for March 2025, how much each region sold in total. Please write the SQL; the table is sales with columns id, region, product, amount and sale_date.", None),
    (_SQ6, "Step 2/4 - reporting. Schema: sales(id, region, product, amount, sale_date). Write a SQL query returning the total sales amount per region for March 2025, counting only sales of the product 'Widget'.", "scope"),
    (_SQ6, "Step 2/4 - reporting. Schema: sales(id, region, product, amount, sale_date). Write a SQL query returning the total sales amount per region for March 2025, with the regions ordered by total, largest first.", "step"),
    (_SQ6, "[RPT-9] Summary: product totals\nDetails: sales(id, region, product, amount, sale_date). One row per product with SUM(amount), restricted to sales dated 2025-03-01 through 2025-03-31.", "entity"),

    (_SQ7, "Subtask 4/4\nschema: students(id, name); enrollments(student_id, course_id)\nreturn: name of every student with zero rows in enrollments\nformat: SQL only", None),
    (_SQ7, "[EDU-3] Summary: unenrolled students\nDetails: Write SQL listing the names of students that have no enrollment at all. Tables: students(id, name), enrollments(student_id, course_id).", None),
    (_SQ7, "User asks for a query that finds the names of students who are enrolled in at least one course. Schema: students(id, name), enrollments(student_id, course_id).", "negation"),
    (_SQ7, "User asks for a query that counts how many students are not enrolled in any course. Schema: students(id, name), enrollments(student_id, course_id).", "operation"),
]

# ---------------------------------------------------------------- shell
_SH1 = "Subtask 1/3: Give a shell one-liner that counts the lines in access.log containing the string 404. Return only the command."
_SH2 = ("[OPS-140] Summary: recent Python files\nDetails: Need a shell command that finds all .py files under src/, "
        "recursively, that were modified in the last 7 days.")
_SH3 = ("The customer wants a command that shows the 10 largest files in the current directory (not in "
        "subdirectories), largest first, with human-readable sizes.")
_SH4 = ("Goal: rename files in bulk.\nConstraints:\n- current directory only\n- every file ending in .jpeg must end "
        "in .jpg instead\n- keep the rest of the name\nReturn a bash snippet.")
_SH5 = "You are asked to print the third column of data.csv (comma-separated), skipping the header line. Give a one-liner."
_SH6 = "Step 4/5: archive the logs/ directory into logs.tar.gz using tar with gzip. The original directory must be kept. Return only the command."
_SH7 = ("My colleague needs to know how many distinct IP addresses appear in access.log; the IP is the first "
        "whitespace-separated field of each line. Can you give a shell pipeline for that?")

_SHELL = [
    (_SH1, "file: access.log\npattern: 404\naction: count matching lines\noutput: single shell command", None),
    (_SH1, "[SUP-19] Summary: count 404 lines\nDetails: The on-call engineer wants to know how many lines of access.log include 404; a one-line command is all they need.", None),
    (_SH1, "Subtask 1/3: Give a shell one-liner that counts the lines in access.log not containing the string 404. Return only the command.", "negation"),
    (_SH1, "file: error.log\npattern: 404\naction: count matching lines\noutput: single shell command", "entity"),
    (_SH1, "Subtask 1/3: Give a shell one-liner that prints the lines in access.log containing the string 404. Return only the command.", "operation"),

    (_SH2, "Subtask 2/5\nroot: src/\nrecursive: yes\nname_pattern: *.py\nmodified_within: 7 days\nreturn: one shell command", None),
    (_SH2, "User asks how to list every Python source file anywhere below the src directory that has changed during the past week (7 days). Please answer with a command.", None),
    (_SH2, "[OPS-140] Summary: recent Python files\nDetails: Need a shell command that finds all .py files under src/, recursively, that were modified in the last 30 days.", "quantity"),
    (_SH2, "[OPS-140] Summary: recent Python files\nDetails: Need a shell command that finds the .py files directly in src/ (not in its subdirectories) that were modified in the last 7 days.", "scope"),
    (_SH2, "[OPS-140] Summary: recent Python files\nDetails: Need a shell command that finds all .py files under src/, recursively, that were modified in the last 7 days, and deletes them.", "step"),

    (_SH3, "Subtask 3/3\ndirectory: . (top level only, no recursion)\nlist: files\nsort: size descending\nlimit: 10\nsizes: human-readable", None),
    (_SH3, "[HD-620] Summary: biggest files\nDetails: show the ten biggest files sitting directly in the working directory, biggest at the top, sizes like 4.2M / 512K.", None),
    (_SH3, "The customer wants a command that shows the 10 smallest files in the current directory (not in subdirectories), smallest first, with human-readable sizes.", "reversed"),
    (_SH3, "Subtask 3/3\ndirectory: . (top level only, no recursion)\nlist: files\nsort: size descending\nlimit: 5\nsizes: human-readable", "quantity"),
    (_SH3, "The customer wants a command that shows the 10 largest files in the current directory and all of its subdirectories, largest first, with human-readable sizes.", "scope"),

    (_SH4, "[OPS-77] Summary: extension rename\nDetails: In the working directory, change the extension of each *.jpeg file to .jpg, leaving the base name as it is. Shell loop preferred.", None),
    (_SH4, "The photographer asks for a bash loop that, in the folder they are in, turns every name.jpeg into name.jpg.", None),
    (_SH4, "Goal: rename files in bulk.\nConstraints:\n- current directory only\n- every file ending in .jpg must end in .jpeg instead\n- keep the rest of the name\nReturn a bash snippet.", "reversed"),
    (_SH4, "Goal: rename files in bulk.\nConstraints:\n- current directory and all subdirectories, recursively\n- every file ending in .jpeg must end in .jpg instead\n- keep the rest of the name\nReturn a bash snippet.", "scope"),

    (_SH5, "[DATA-12] Summary: extract column\nDetails: data.csv is comma-delimited with one header row; output field 3 of every data row. One-liner please.", None),
    (_SH5, "input: data.csv\ndelimiter: ','\nskip_header: true\ncolumn: 3\nreturn: shell one-liner", None),
    (_SH5, "You are asked to print the third column of data.csv (comma-separated), skipping the header line, then sort the values and drop duplicates. Give a one-liner.", "step"),
    (_SH5, "input: data.csv\ndelimiter: ','\nskip_header: true\ncolumn: 5\nreturn: shell one-liner", "quantity"),

    (_SH6, "[OPS-300] Summary: archive logs\nDetails: create a gzip-compressed tarball logs.tar.gz from the folder logs/; do not remove logs/ afterwards.", None),
    (_SH6, "The admin asks for the tar command that packs the logs directory into a gzipped archive called logs.tar.gz, leaving the directory itself in place.", None),
    (_SH6, "Step 4/5: extract the archive logs.tar.gz (tar with gzip) into the current directory. Return only the command.", "reversed"),
    (_SH6, "Step 4/5: archive the logs/ directory into logs.tar.gz using tar with gzip, then delete the original directory once the archive is written. Return only the command.", "step"),

    (_SH7, "Subtask 5/6\nfile: access.log\nfield: 1 (client IP, whitespace-delimited)\ncompute: number of unique values\nreturn: shell pipeline", None),
    (_SH7, "[NET-41] Summary: unique client IPs\nDetails: Give a pipeline that prints the count of different IPs found in column 1 of access.log.", None),
    (_SH7, "Subtask 5/6\nfile: access.log\nfield: 1 (client IP, whitespace-delimited)\ncompute: the 5 IPs with the most lines, with their line counts\nreturn: shell pipeline", "operation"),
    (_SH7, "My colleague needs to know how many distinct IP addresses appear in access.log, counting only lines that contain POST; the IP is the first whitespace-separated field of each line. Can you give a shell pipeline for that?", "scope"),
    (_SH7, "[NET-41] Summary: unique client IPs\nDetails: Give a pipeline that counts the different IPs found in column 1 of access.log and writes that count to ips.txt.", "step"),
]

# ---------------------------------------------------------------- dates
_DT1 = "The customer wants to know what day of the week 15 March 2026 falls on."
_DT2 = "Subtask 1/2: Add 90 days to 2026-01-10. Return the resulting date in ISO format (YYYY-MM-DD) only."
_DT3 = ("[PLAN-8] Summary: day count\nDetails: How many days are there from 2026-02-01 to 2026-04-15? Count the "
        "start date but not the end date.")
_DT4 = "Goal: count the working days (Monday to Friday) in April 2026.\nConstraints:\n- ignore public holidays\n- return a single integer"
_DT5 = ("A subscription started on 2026-01-31 and renews monthly on the same day of the month, or on the last day "
        "of the month when that day does not exist. User asks: on what date is the 2nd renewal?")
_DT6 = ("The traveller's flight departs 2026-06-30 at 22:15 and the journey takes 11 h 40 min. Assume departure and "
        "arrival are in the same time zone. When does it arrive (date and time)?")
_DT7 = "You are asked to give the age, in whole years, on 2026-12-02 of a person born on 1990-08-20."

_DATES = [
    (_DT1, "date: 2026-03-15\nreturn: weekday name", None),
    (_DT1, "[CAL-3] Summary: weekday lookup\nDetails: Which weekday is March 15th, 2026?", None),
    (_DT1, "date: 2026-05-15\nreturn: weekday name", "quantity"),
    (_DT1, "The customer wants to know whether 15 March 2026 falls on a weekend; answer yes or no.", "operation"),

    (_DT2, "start_date: 2026-01-10\noffset: +90 calendar days\noutput_format: YYYY-MM-DD", None),
    (_DT2, "My manager needs the date that is ninety days after January 10, 2026 - please give it as YYYY-MM-DD and nothing else.", None),
    (_DT2, "Subtask 1/2: Subtract 90 days from 2026-01-10. Return the resulting date in ISO format (YYYY-MM-DD) only.", "reversed"),
    (_DT2, "start_date: 2026-01-10\noffset: +60 calendar days\noutput_format: YYYY-MM-DD", "quantity"),
    (_DT2, "Subtask 1/2: Add 90 business days (Monday to Friday only, weekends skipped) to 2026-01-10. Return the resulting date in ISO format (YYYY-MM-DD) only.", "scope"),

    (_DT3, "start: 2026-02-01 (inclusive)\nend: 2026-04-15 (exclusive)\nreturn: number of days", None),
    (_DT3, "The planner asks how many days lie between February 1 and April 15, 2026, counting February 1 itself but stopping before April 15.", None),
    (_DT3, "[PLAN-8] Summary: day count\nDetails: How many days are there from 2026-02-01 to 2026-04-15? Count both the start date and the end date.", "scope"),
    (_DT3, "start: 2026-03-01 (inclusive)\nend: 2026-04-15 (exclusive)\nreturn: number of days", "quantity"),
    (_DT3, "[PLAN-8] Summary: day count\nDetails: How many whole weeks and leftover days are there from 2026-02-01 to 2026-04-15? Count the start date but not the end date.", "operation"),

    (_DT4, "[HR-44] Summary: working days\nDetails: The payroll clerk wants the number of weekdays (Mon-Fri) in April 2026, holidays not taken into account. Just the number.", None),
    (_DT4, "month: 2026-04\ncount: days with weekday in Mon..Fri\nholidays: none considered\nreturn: int", None),
    (_DT4, "Goal: count all the days in April 2026, weekends included.\nConstraints:\n- ignore public holidays\n- return a single integer", "scope"),
    (_DT4, "Goal: count the days in April 2026 that are not working days (i.e. Saturdays and Sundays).\nConstraints:\n- ignore public holidays\n- return a single integer", "negation"),
    (_DT4, "Goal: count the working days (Monday to Friday) in April 2026.\nConstraints:\n- ignore public holidays\n- return the integer, then list those dates", "step"),

    (_DT5, "Subtask 2/3\nsubscription_start: 2026-01-31\nbilling: monthly, same day-of-month; if missing, use month's last day\nquestion: date of renewal #2", None),
    (_DT5, "[SUB-901] Summary: renewal date\nDetails: Plan began 31 Jan 2026. Renewals happen each month on day 31, falling back to the final day of shorter months. When does the second renewal occur?", None),
    (_DT5, "A subscription started on 2026-01-31 and renews monthly on the same day of the month, or on the last day of the month when that day does not exist. User asks: on what date is the 3rd renewal?", "quantity"),
    (_DT5, "A subscription started on 2026-01-31 and renews monthly on the same day of the month, or on the last day of the month when that day does not exist. User asks: on what date is the 2nd renewal? Please also list the 1st renewal date.", "step"),

    (_DT6, "departure: 2026-06-30 22:15\nduration: 11h40m\ntime_zone: same at both ends\nreturn: arrival datetime", None),
    (_DT6, "[TRV-55] Summary: arrival time\nDetails: Flight leaves 30 June 2026, 22:15; 11 hours 40 minutes in the air; ignore time-zone differences. Give the arrival date and clock time.", None),
    (_DT6, "The traveller's flight arrives 2026-06-30 at 22:15 and the journey took 11 h 40 min. Assume departure and arrival are in the same time zone. When did it depart (date and time)?", "reversed"),
    (_DT6, "departure: 2026-06-30 22:15\nduration: 9h40m\ntime_zone: same at both ends\nreturn: arrival datetime", "quantity"),
    (_DT6, "The traveller's flight departs 2026-06-30 at 22:15 and the journey takes 11 h 40 min. Assume departure and arrival are in the same time zone. When does it arrive (date and time), and on which weekday?", "step"),

    (_DT7, "birth_date: 1990-08-20\nas_of: 2026-12-02\nreturn: age in completed years", None),
    (_DT7, "[KYC-7] Summary: age check\nDetails: The applicant was born 20 August 1990. How many full years old are they as of 2 December 2026?", None),
    (_DT7, "birth_date: 1990-12-03\nas_of: 2026-12-02\nreturn: age in completed years", "quantity"),
    (_DT7, "You are asked to give, as of 2026-12-02, the number of days until the next birthday of a person born on 1990-08-20.", "operation"),
    (_DT7, "You are asked to give the age, in whole years and remaining whole months, on 2026-12-02 of a person born on 1990-08-20.", "step"),
]

# ---------------------------------------------------------------- rewriting
_RW1 = ("Subtask 4/5: Translate the following sentence into French and return only the translation.\n"
        "Text: \"The meeting has been moved to Thursday at 3 pm.\"")
_RW2 = ("[CS-2208] Summary: tone rewrite\nDetails: Rewrite the customer's message below in a formal, polite tone, "
        "keeping every fact.\nMessage: \"hey, my order #5521 still hasn't shown up, it's been 2 weeks. can u check?\"")
_RW3 = ("Summarise the paragraph below in exactly one sentence.\nParagraph: \"In the third quarter, revenue rose 12% "
        "to $4.1 million, driven mainly by new subscriptions in Europe. Operating costs grew more slowly, at 5%, "
        "although the company hired 30 new engineers. Management expects growth to continue into the fourth "
        "quarter but warned that currency swings could weigh on results.\"")
_RW4 = "You are asked to turn this comma-separated list into a bullet list sorted alphabetically: pears, apples, figs, bananas"
_RW5 = "User asks to have this sentence rewritten in the passive voice: \"The committee approved the new budget on Monday.\""
_RW6 = ("Goal: shorten a product description.\nConstraints:\n- at most 20 words\n- keep the price\nText: \"Our "
        "lightweight hiking backpack holds 28 litres, has a padded laptop sleeve and water-resistant zippers, and "
        "comes with a two-year warranty. It weighs just 850 grams and costs $89, with free shipping on all orders.\"")
_RW7 = ("[L10N-61] Summary: UI strings\nDetails: Translate these UI strings from English to Spanish; placeholders in "
        "braces such as {name} and {count} must stay unchanged.\n1. \"Welcome back, {name}!\"\n2. \"You have "
        "{count} new messages.\"")

_REWRITING = [
    (_RW1, "source_lang: en\ntarget_lang: fr\ntext: The meeting has been moved to Thursday at 3 pm.\nreturn: translation only", None),
    (_RW1, "A colleague needs this line in French - just the French, nothing else: \"The meeting has been moved to Thursday at 3 pm.\"", None),
    (_RW1, "Subtask 4/5: Translate the following sentence into German and return only the translation.\nText: \"The meeting has been moved to Thursday at 3 pm.\"", "entity"),
    (_RW1, "Subtask 4/5: Translate the following sentence into French; return the translation followed by a word-by-word English gloss of it.\nText: \"The meeting has been moved to Thursday at 3 pm.\"", "step"),

    (_RW2, "The support agent wants a more professional version of this customer note, same facts, courteous wording: \"hey, my order #5521 still hasn't shown up, it's been 2 weeks. can u check?\"", None),
    (_RW2, "Subtask 1/2\ntask: rewrite\ntone: formal and polite\npreserve: all facts\ninput: hey, my order #5521 still hasn't shown up, it's been 2 weeks. can u check?", None),
    (_RW2, "[CS-2208] Summary: summary request\nDetails: Summarise the customer's message below in one short neutral sentence for the ticket log.\nMessage: \"hey, my order #5521 still hasn't shown up, it's been 2 weeks. can u check?\"", "operation"),
    (_RW2, "[CS-2208] Summary: tone rewrite\nDetails: Rewrite the customer's message below in a formal, polite tone, keeping every fact, and add a suitable email subject line above it.\nMessage: \"hey, my order #5521 still hasn't shown up, it's been 2 weeks. can u check?\"", "step"),
    (_RW2, "[CS-2208] Summary: tone rewrite\nDetails: Rewrite the customer's message below in a formal, polite tone, keeping every fact except the order number, which must not appear.\nMessage: \"hey, my order #5521 still hasn't shown up, it's been 2 weeks. can u check?\"", "negation"),

    (_RW3, "[EXEC-4] Summary: one-line summary\nDetails: Condense the following into a single sentence.\nText: \"In the third quarter, revenue rose 12% to $4.1 million, driven mainly by new subscriptions in Europe. Operating costs grew more slowly, at 5%, although the company hired 30 new engineers. Management expects growth to continue into the fourth quarter but warned that currency swings could weigh on results.\"", None),
    (_RW3, "My manager only has time for one sentence - can you sum this paragraph up in a single sentence for her? \"In the third quarter, revenue rose 12% to $4.1 million, driven mainly by new subscriptions in Europe. Operating costs grew more slowly, at 5%, although the company hired 30 new engineers. Management expects growth to continue into the fourth quarter but warned that currency swings could weigh on results.\"", None),
    (_RW3, "Summarise the paragraph below in exactly two sentences.\nParagraph: \"In the third quarter, revenue rose 12% to $4.1 million, driven mainly by new subscriptions in Europe. Operating costs grew more slowly, at 5%, although the company hired 30 new engineers. Management expects growth to continue into the fourth quarter but warned that currency swings could weigh on results.\"", "quantity"),
    (_RW3, "Summarise only what the paragraph below says about costs and hiring, in exactly one sentence.\nParagraph: \"In the third quarter, revenue rose 12% to $4.1 million, driven mainly by new subscriptions in Europe. Operating costs grew more slowly, at 5%, although the company hired 30 new engineers. Management expects growth to continue into the fourth quarter but warned that currency swings could weigh on results.\"", "scope"),
    (_RW3, "[EXEC-4] Summary: figures\nDetails: Extract every number mentioned in the following text, as a list.\nText: \"In the third quarter, revenue rose 12% to $4.1 million, driven mainly by new subscriptions in Europe. Operating costs grew more slowly, at 5%, although the company hired 30 new engineers. Management expects growth to continue into the fourth quarter but warned that currency swings could weigh on results.\"", "operation"),

    (_RW4, "input: pears, apples, figs, bananas\nformat: bulleted list\norder: A-Z", None),
    (_RW4, "[FMT-2] Summary: list formatting\nDetails: Please reformat \"pears, apples, figs, bananas\" as bullet points in alphabetical order.", None),
    (_RW4, "You are asked to turn this comma-separated list into a bullet list sorted in reverse alphabetical order: pears, apples, figs, bananas", "reversed"),
    (_RW4, "You are asked to turn this comma-separated list into a bullet list sorted alphabetically, with each item capitalised: pears, apples, figs, bananas", "step"),
    (_RW4, "You are asked to turn this comma-separated list into a bullet list sorted alphabetically, keeping only the items with more than four letters: pears, apples, figs, bananas", "scope"),

    (_RW5, "[ED-17] Summary: voice change\nDetails: Convert to passive voice: \"The committee approved the new budget on Monday.\"", None),
    (_RW5, "Subtask 2/4\noperation: active -> passive voice\nsentence: The committee approved the new budget on Monday.\nreturn: rewritten sentence only", None),
    (_RW5, "User asks to have this sentence rewritten in the active voice: \"The new budget was approved by the committee on Monday.\"", "reversed"),
    (_RW5, "User asks to have this sentence turned into a yes/no question: \"The committee approved the new budget on Monday.\"", "operation"),

    (_RW6, "The product team wants this blurb cut down to 20 words or fewer, and the price has to stay in: \"Our lightweight hiking backpack holds 28 litres, has a padded laptop sleeve and water-resistant zippers, and comes with a two-year warranty. It weighs just 850 grams and costs $89, with free shipping on all orders.\"", None),
    (_RW6, "[MKT-330] Summary: shorten copy\nDetails: max_words=20; must_keep=price\nCopy: \"Our lightweight hiking backpack holds 28 litres, has a padded laptop sleeve and water-resistant zippers, and comes with a two-year warranty. It weighs just 850 grams and costs $89, with free shipping on all orders.\"", None),
    (_RW6, "Goal: shorten a product description.\nConstraints:\n- at most 20 words\n- remove the price\nText: \"Our lightweight hiking backpack holds 28 litres, has a padded laptop sleeve and water-resistant zippers, and comes with a two-year warranty. It weighs just 850 grams and costs $89, with free shipping on all orders.\"", "negation"),
    (_RW6, "Goal: shorten a product description.\nConstraints:\n- at most 10 words\n- keep the price\nText: \"Our lightweight hiking backpack holds 28 litres, has a padded laptop sleeve and water-resistant zippers, and comes with a two-year warranty. It weighs just 850 grams and costs $89, with free shipping on all orders.\"", "quantity"),

    (_RW7, "The localisation lead asks for Spanish versions of two interface strings, leaving {name} and {count} exactly as they are: (a) \"Welcome back, {name}!\" (b) \"You have {count} new messages.\"", None),
    (_RW7, "Subtask 3/3\nsource: en\ntarget: es\npreserve_placeholders: true\nstrings:\n- Welcome back, {name}!\n- You have {count} new messages.", None),
    (_RW7, "[L10N-61] Summary: UI strings\nDetails: Translate these UI strings from Spanish to English; placeholders in braces such as {name} and {count} must stay unchanged.\n1. \"¡Bienvenido de nuevo, {name}!\"\n2. \"Tienes {count} mensajes nuevos.\"", "reversed"),
    (_RW7, "[L10N-61] Summary: UI strings\nDetails: Translate only the first of these UI strings from English to Spanish; placeholders in braces such as {name} and {count} must stay unchanged.\n1. \"Welcome back, {name}!\"\n2. \"You have {count} new messages.\"", "scope"),
    (_RW7, "[L10N-61] Summary: UI strings\nDetails: Translate these UI strings from English to Spanish; placeholders in braces such as {name} and {count} must stay unchanged. Return the result as a JSON object mapping each English string to its translation.\n1. \"Welcome back, {name}!\"\n2. \"You have {count} new messages.\"", "step"),
]

# ---------------------------------------------------------------- code
_CD1 = _fn("initials", "full_name",
           "Return the uppercase initials of each word in full_name, concatenated without separators.",
           [('initials("Ada Lovelace")', "'AL'"), ('initials("grace brewster hopper")', "'GBH'")], " -> str")
_CD2 = _fn("chunk", "xs, size",
           "Split the list xs into consecutive chunks of length size; the last chunk may be shorter. Return a list of lists.",
           [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([], 3)", "[]")], " -> list")
_CD3 = _fn("count_vowels", "s",
           "Return how many characters of s are vowels (a, e, i, o, u), ignoring case.",
           [('count_vowels("Banana")', "3"), ('count_vowels("SKY")', "0")], " -> int")
_CD4 = _fn("days_in_month", "year, month",
           "Return the number of days in the given month (1-12) of the given year, using Gregorian leap-year rules.",
           [("days_in_month(2024, 2)", "29"), ("days_in_month(1900, 2)", "28"), ("days_in_month(2023, 11)", "30")], " -> int")
_CD5 = _fn("in_range", "x, lo, hi",
           "Return True if x lies between lo and hi, both ends included, else False.",
           [("in_range(5, 1, 10)", "True"), ("in_range(10, 1, 10)", "True"), ("in_range(0, 1, 10)", "False")], " -> bool")
_CD6 = _fn("truncate", "text, n",
           "If text is longer than n characters, cut it and append '...' so that the result is exactly n characters long, dots included; otherwise return text unchanged. Assume n >= 3.",
           [('truncate("hello world", 8)', "'hello...'"), ('truncate("hi", 8)', "'hi'"), ('truncate("abcdefgh", 8)', "'abcdefgh'")], " -> str")
_CD7 = _fn("top_words", "text, k",
           "Return the k most frequent words of text (split on whitespace, lowercased), most frequent first; ties are broken alphabetically.",
           [('top_words("b a b c a b", 2)', "['b', 'a']"), ('top_words("The cat the dog", 1)', "['the']")], " -> list")

_CODE = [
    (_CD1, _fn("initials", "full_name",
               "Spec (subtask 2/6): split full_name on whitespace, take the first character of every part, uppercase it, and join the characters with no separator. Return only that string.",
               [('initials("  linus   torvalds ")', "'LT'"), ('initials("Mary Ann Evans")', "'MAE'")], " -> str"), None),
    (_CD1, _fn("initials", "full_name",
               "[DEV-912] Summary: monogram helper. Details: the customer wants a monogram made of the capitalised first letter of every whitespace-separated word of the name, letters run together; a one-word name gives one letter.",
               [('initials("Cher")', "'C'"), ('initials("ada lovelace")', "'AL'")], " -> str"), None),
    (_CD1, _fn("initials", "full_name",
               "Return the uppercase initials of each word in full_name, each followed by a dot, with no spaces between them.",
               [('initials("Ada Lovelace")', "'A.L.'"), ('initials("grace brewster hopper")', "'G.B.H.'")], " -> str"), "output"),
    (_CD1, _fn("initials", "names",
               "Return a list holding, for each full name in the list names, the uppercase initials of its words concatenated without separators.",
               [('initials(["Ada Lovelace", "grace brewster hopper"])', "['AL', 'GBH']"), ("initials([])", "[]")], " -> list"), "input"),
    (_CD1, _fn("initials", "full_name",
               "Return the uppercase initials of only the first and the last word of full_name (middle words are skipped), concatenated without separators.",
               [('initials("Ada Lovelace")', "'AL'"), ('initials("grace brewster hopper")', "'GH'")], " -> str"), "scope"),

    (_CD2, _fn("chunk", "xs, size",
               "Goal: batch the items of xs into sublists of at most size elements, preserving order. Constraints: every batch except possibly the final one holds exactly size items; an empty input gives an empty list.",
               [("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]"), ("chunk([1, 2, 3, 4], 3)", "[[1, 2, 3], [4]]")], " -> list"), None),
    (_CD2, _fn("chunk", "xs, size",
               "User asks for a helper that cuts xs into pieces of size elements each, in order, keeping a shorter leftover piece at the end when the length is not a multiple of size.",
               [("chunk([1, 2, 3, 4, 5, 6, 7], 3)", "[[1, 2, 3], [4, 5, 6], [7]]")], " -> list"), None),
    (_CD2, _fn("chunk", "xs, size",
               "Split the list xs into consecutive chunks of length size, without the last chunk if it is shorter than size. Return a list of lists.",
               [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"), ("chunk([], 3)", "[]")], " -> list"), "negation"),
    (_CD2, _fn("chunk", "xs, size",
               "Split the list xs into consecutive chunks of length size; if the last chunk is shorter, pad it with None up to length size. Return a list of lists.",
               [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5, None]]"), ("chunk([], 3)", "[]")], " -> list"), "output"),

    (_CD3, _fn("count_vowels", "s",
               "Subtask 1/2: count the occurrences of the letters a, e, i, o and u in s, case-insensitively (y is not a vowel here), and return the count as an int.",
               [('count_vowels("Queue")', "4"), ('count_vowels("rhythm")', "0")], " -> int"), None),
    (_CD3, _fn("count_vowels", "s",
               "Ticket: the support team wants the number of vowel letters (AEIOU, upper or lower case) in a string; every other character, digits and spaces included, is ignored.",
               [('count_vowels("A1 e2 I3")', "3"), ('count_vowels("")', "0")], " -> int"), None),
    (_CD3, _fn("count_vowels", "s",
               "Return how many characters of s are vowels (a, e, i, o, u, and also y), ignoring case.",
               [('count_vowels("Banana")', "3"), ('count_vowels("SKY")', "1")], " -> int"), "scope"),
    (_CD3, _fn("count_vowels", "s",
               "Return how many characters of s are letters that are not vowels (a, e, i, o, u), ignoring case; non-letters are not counted.",
               [('count_vowels("Strength")', "7"), ('count_vowels("a b")', "1")], " -> int"), "negation"),

    (_CD4, _fn("days_in_month", "year, month",
               "[CAL-17] Summary: month length. Details: given a year and a month number from 1 to 12, return how many days that month has; February has 29 days in leap years (divisible by 4, except century years not divisible by 400).",
               [("days_in_month(2000, 2)", "29"), ("days_in_month(2025, 1)", "31")], " -> int"), None),
    (_CD4, _fn("days_in_month", "year, month",
               "You are asked to implement a Gregorian month-length lookup. Inputs: year (int), month (int, January = 1). Output: the number of days in that month as an int.",
               [("days_in_month(2100, 2)", "28"), ("days_in_month(2026, 4)", "30")], " -> int"), None),
    (_CD4, _fn("days_in_month", "ym",
               "Given a string 'YYYY-MM', return the number of days in that month, using Gregorian leap-year rules.",
               [('days_in_month("2024-02")', "29"), ('days_in_month("2023-11")', "30")], " -> int"), "input"),
    (_CD4, _fn("days_in_month", "year, month",
               "Return the number of weekdays (Monday to Friday) in the given month (1-12) of the given year.",
               [("days_in_month(2026, 4)", "22"), ("days_in_month(2024, 2)", "21")], " -> int"), "operation"),

    (_CD5, _fn("in_range", "x, lo, hi",
               "Goal: closed-interval membership test. Constraints: return a bool; lo and hi themselves count as inside the interval.",
               [("in_range(1, 1, 1)", "True"), ("in_range(11, 1, 10)", "False")], " -> bool"), None),
    (_CD5, _fn("in_range", "x, lo, hi",
               "The customer wants a check that says whether x is within [lo, hi], inclusive on both sides.",
               [("in_range(-2, -5, 0)", "True"), ("in_range(2.5, 0, 2)", "False")], " -> bool"), None),
    (_CD5, _fn("in_range", "x, lo, hi",
               "Return True if x lies between lo and hi with lo included and hi excluded, else False.",
               [("in_range(5, 1, 10)", "True"), ("in_range(10, 1, 10)", "False"), ("in_range(1, 1, 10)", "True")], " -> bool"), "bound"),
    (_CD5, _fn("in_range", "x, lo, hi",
               "Return True if x lies outside the range from lo to hi (both ends count as inside), else False.",
               [("in_range(0, 1, 10)", "True"), ("in_range(10, 1, 10)", "False")], " -> bool"), "negation"),
    (_CD5, _fn("in_range", "x, lo, hi",
               "If lo is greater than hi, swap them first; then return True if x lies between lo and hi, both ends included, else False.",
               [("in_range(5, 10, 1)", "True"), ("in_range(10, 1, 10)", "True"), ("in_range(0, 1, 10)", "False")], " -> bool"), "step"),

    (_CD6, _fn("truncate", "text, n",
               "Subtask 3/4, shorten text for a preview. Rules: strings of length <= n are returned as is; longer strings keep their first n-3 characters followed by three dots, so the total length is n. n is at least 3.",
               [('truncate("abcdefghij", 5)', "'ab...'"), ('truncate("abc", 3)', "'abc'")], " -> str"), None),
    (_CD6, _fn("truncate", "text, n",
               "[UI-405] Summary: ellipsize labels. Details: the designer wants labels capped at n characters; a label that is too long should end in '...', and the three dots count toward the n-character limit. Short labels stay untouched.",
               [('truncate("Settings and privacy", 10)', "'Setting...'"), ('truncate("Home", 10)', "'Home'")], " -> str"), None),
    (_CD6, _fn("truncate", "text, n",
               "If text is longer than n characters, keep its first n characters and append '...' (the dots are not counted in n); otherwise return text unchanged.",
               [('truncate("hello world", 8)', "'hello wo...'"), ('truncate("hi", 8)', "'hi'")], " -> str"), "output"),
    (_CD6, _fn("truncate", "text, n",
               "If text is longer than n characters, cut it to its first n-3 characters, strip trailing spaces from that part, and append '...'; otherwise return text unchanged. Assume n >= 3.",
               [('truncate("hello world", 9)', "'hello...'"), ('truncate("hi", 8)', "'hi'")], " -> str"), "step"),

    (_CD7, _fn("top_words", "text, k",
               "Spec: lowercase text, split it on whitespace, count each word, and return a list of the k words with the highest counts in descending order of count; equal counts are ordered A-Z.",
               [('top_words("x y z", 2)', "['x', 'y']"), ('top_words("Go go STOP", 5)', "['go', 'stop']")], " -> list"), None),
    (_CD7, _fn("top_words", "text, k",
               "My manager wants the k commonest words in a text (case-insensitive, whitespace-separated) as a list, highest frequency first and alphabetical among ties.",
               [('top_words("b a b c a b", 3)', "['b', 'a', 'c']")], " -> list"), None),
    (_CD7, _fn("top_words", "text, k",
               "Return the k least frequent words of text (split on whitespace, lowercased), least frequent first; ties are broken alphabetically.",
               [('top_words("b a b c a b", 2)', "['c', 'a']"), ('top_words("The cat the dog", 1)', "['cat']")], " -> list"), "reversed"),
    (_CD7, _fn("top_words", "text, k",
               "Return the k most frequent words of text (split on whitespace, lowercased) as (word, count) tuples, most frequent first; ties are broken alphabetically.",
               [('top_words("b a b c a b", 2)', "[('b', 3), ('a', 2)]")], " -> list"), "step"),
    (_CD7, _fn("top_words", "text, k",
               "Return the k most frequent words of text (split on whitespace, lowercased), ignoring words shorter than 3 characters, most frequent first; ties are broken alphabetically.",
               [('top_words("a a a the the cat", 1)', "['the']"), ('top_words("b a b c a b", 2)', "[]")], " -> list"), "scope"),
]

HELDOUT15 = {
    "conversions": _CONVERSIONS,
    "policy": _POLICY,
    "sql": _SQL,
    "shell": _SHELL,
    "dates": _DATES,
    "rewriting": _REWRITING,
    "code": _CODE,
}
