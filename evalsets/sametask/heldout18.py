"""Split ``heldout18``: requests written by hand on 2026-12-02 by an engineer who read neither the rules nor any other hand-written set nor this project's code; never used to tune a rule. Register: workplace chat from many different colleagues, ranging from terse lowercase one-liners with jargon and abbreviations to longer, polite requests that explain why the person needs the answer, with questions turned into instructions, facts reordered, numbers written in other forms and the odd typo. Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same answer, else the kind of change."""
# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = "How many kilometres is 10 miles?"
_CV2 = "Convert 72 degrees Fahrenheit to Celsius."
_CV3 = "Using an exchange rate of 1 EUR = 1.08 USD, how much is 250 euros in US dollars?"
_CV4 = "If it's 9:00 AM in New York, what time is it in London? Assume both cities are on standard time."
_CV5 = "How many US fluid ounces are in 2 liters?"
_CV6 = "Convert 5 feet 10 inches to centimeters."
_CV7 = "How many megabytes is 3.5 gigabytes, using 1 GB = 1024 MB?"

# --------------------------------------------------------------------- policy
_PO1 = ("Our refund policy: 'Items can be returned for a full refund within 30 days of delivery. "
        "After 30 days and up to 60 days, we offer store credit only. No returns are accepted after 60 days.' "
        "A customer received their order 45 days ago and wants to return it. What can they get?")
_PO2 = ("Leave policy: 'Full-time employees accrue 1.5 days of paid leave per month worked. "
        "Part-time employees accrue 0.75 days per month worked.' "
        "How many days of paid leave has a full-time employee accrued after 8 months?")
_PO3 = ("Expense policy: 'Meals while travelling are reimbursed up to $50 per day. Alcohol is never reimbursed.' "
        "On a business trip I spent $42 on dinner, including $12 on wine. It was the only meal I claimed that day. "
        "How much will be reimbursed?")
_PO4 = ("Shipping policy: 'Standard shipping is free on orders of $75 or more; otherwise it costs $6.95. "
        "Express shipping costs $15 regardless of order size.' "
        "What does a customer pay for shipping on a $75 order with standard shipping?")
_PO5 = ("Building access policy: 'Contractors may access the building Monday to Friday, 07:00-19:00. "
        "Employees have 24/7 access. Visitors must be escorted at all times.' "
        "Can a contractor enter the building on a Saturday at 10:00?")
_PO6 = ("Password policy: 'Passwords must be at least 12 characters long and contain at least one digit "
        "and at least one symbol. Passwords expire every 90 days.' Is 'Sunflower2024' a valid password?")
_PO7 = ("Parental leave policy: 'Primary caregivers receive 16 weeks of fully paid leave. Secondary caregivers "
        "receive 4 weeks of fully paid leave. Employees must have completed 6 months of service to be eligible.' "
        "An employee who has worked here for 1 year will be the secondary caregiver. "
        "How many weeks of paid leave do they get?")

# ------------------------------------------------------------------------ sql
_SQ1 = ("Table employees(id, name, department, salary). Write a SQL query that returns the names of "
        "employees in the Sales department, sorted by salary from highest to lowest.")
_SQ2 = ("Given orders(order_id, customer_id, order_date, total), write a SQL query that returns "
        "the total revenue for each customer.")
_SQ3 = ("Tables: customers(id, name, email) and orders(id, customer_id, created_at). "
        "Write a SQL query to find the customers who have never placed an order.")
_SQ4 = "Schema: products(id, name, category, price). Write a SQL query returning the 5 most expensive products."
_SQ5 = ("Table logins(user_id, login_time). Write a SQL query that counts the number of distinct users "
        "who logged in on 2024-03-15.")
_SQ6 = ("Given a table students(id, name, grade, score), write a SQL query that returns the average score "
        "per grade, only including grades whose average score is above 70.")
_SQ7 = ("Table tickets(id, status, assignee, created_at). Write an UPDATE statement that sets the status "
        "to 'closed' for all tickets created before 2023-01-01.")

# ---------------------------------------------------------------------- shell
_SH1 = "Write a shell command to count the number of lines in access.log."
_SH2 = "How do I find all .txt files under the current directory that were modified in the last 7 days?"
_SH3 = "Write a command that replaces every occurrence of 'foo' with 'bar' in config.yaml, editing the file in place."
_SH4 = "Show the 10 largest files in /var/log, sorted by size."
_SH5 = "How do I kill the process that is listening on port 8080?"
_SH6 = "Write a command that prints the third column of data.csv (comma-separated)."
_SH7 = "Compress the directory project/ into a gzipped tarball named project.tar.gz."

# ---------------------------------------------------------------------- dates
_DT1 = "What day of the week was March 1, 2024?"
_DT2 = "How many days are there between January 15, 2024 and April 10, 2024?"
_DT3 = "What date is 90 days after June 1, 2025?"
_DT4 = "How old is someone born on August 20, 1990 as of July 1, 2025?"
_DT5 = "How much time is there between 9:30 AM and 6:15 PM on the same day?"
_DT6 = "What date is 6 weeks after October 10, 2024?"
_DT7 = "How many weeks are there between 2025-02-03 and 2025-05-26?"

# ------------------------------------------------------------------ rewriting
_RW1 = "Translate into French: 'The meeting has been moved to Thursday at 3 pm.'"
_RW2 = "Rewrite this email to sound more formal: 'Hey, can you send me the report by tomorrow? Thanks!'"
_RW3_TEXT = ("'Q3 revenue rose 12% year over year, driven mainly by strong subscription growth in Europe, "
             "while operating costs stayed flat. The company raised its full-year guidance.'")
_RW3 = "Summarise the following in one sentence: " + _RW3_TEXT
_RW4 = ("Fix the grammar and spelling: 'Their going to the conferance next week, and they has already "
        "booked there hotel.'")
_RW5 = "Convert this sentence to passive voice: 'The committee approved the new budget.'"
_RW6 = "Reformat this list as a single comma-separated line:\n- apples\n- bananas\n- cherries"
_RW7_TEXT = ("'Due to the fact that the server was down, we were not able to complete the deployment "
             "at this point in time.'")
_RW7 = "Make this sentence shorter without losing its meaning: " + _RW7_TEXT

# ----------------------------------------------------------------------- code
_CD1 = _fn("count_vowels", "text",
           "Return the number of vowels (a, e, i, o, u, case-insensitive) in text.",
           [("count_vowels('Hello World')", "3"), ("count_vowels('xyz')", "0")], " -> int")
_CD2 = _fn("second_largest", "nums",
           "Return the second largest distinct value in nums. Assume nums has at least two distinct values.",
           [("second_largest([3, 1, 4, 4, 2])", "3"), ("second_largest([10, 20])", "10")], " -> int")
_CD3 = _fn("is_leap_year", "year",
           "Return True if year is a leap year in the Gregorian calendar, else False.",
           [("is_leap_year(2024)", "True"), ("is_leap_year(1900)", "False"), ("is_leap_year(2000)", "True")],
           " -> bool")
_CD4 = _fn("chunk", "items, size",
           "Split items into consecutive lists of length size; the last chunk may be shorter.",
           [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([], 3)", "[]")], " -> list")
_CD5 = _fn("word_freq", "text",
           "Return a dict mapping each word of text, lowercased, to the number of times it occurs. "
           "Words are separated by whitespace and counted case-insensitively.",
           [("word_freq('a b a')", "{'a': 2, 'b': 1}"), ("word_freq('The the')", "{'the': 2}")], " -> dict")
_CD6 = _fn("clamp", "x, lo, hi",
           "Return x limited to the inclusive range lo..hi.",
           [("clamp(5, 0, 10)", "5"), ("clamp(-3, 0, 10)", "0"), ("clamp(42, 0, 10)", "10")], " -> int")
_CD7 = _fn("parse_duration", "s",
           "Convert a duration string such as '1h30m', '45m' or '2h' into a total number of minutes.",
           [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"), ("parse_duration('2h')", "120")],
           " -> int")


HELDOUT18 = {
    "conversions": [
        (_CV1, "10 mi in km?", None),
        (_CV1, "I ran ten miles this morning before work, what is that in kilometers?", None),
        (_CV1, "How many miles is 10 kilometres?", "reversed"),
        (_CV1, "How many kilometres is 13 miles?", "quantity"),
        (_CV1, "How many nautical miles is 10 miles?", "entity"),

        (_CV2, "72F -> C pls", None),
        (_CV2, "Our office thermostat is set to seventy-two degrees Fahrenheit and a colleague visiting from "
               "Berlin asked what that is in Celsius. Could you work it out for me?", None),
        (_CV2, "Convert 72 degrees Celsius to Fahrenheit.", "reversed"),
        (_CV2, "Convert 72 degrees Fahrenheit to Kelvin.", "entity"),

        (_CV3, "rate is 1.08 usd per eur. 250 EUR in USD?", None),
        (_CV3, "I need to enter a hotel invoice of \u20ac250 into our US expense system. Finance told me to use "
               "one euro = 1.08 dollars. What dollar amount should I put in?", None),
        (_CV3, "Using an exchange rate of 1 EUR = 1.08 USD, how much is 250 US dollars in euros?", "reversed"),
        (_CV3, "Using an exchange rate of 1 EUR = 1.12 USD, how much is 250 euros in US dollars?", "quantity"),
        (_CV3, "Using an exchange rate of 1 EUR = 1.08 USD, how much is 250 euros in US dollars once my bank's "
               "3% foreign card fee is added?", "step"),

        (_CV4, "9am NYC = ? in London (both on standard time, no DST)", None),
        (_CV4, "I've got a call at nine in the morning New York time and my colleague is based in London. "
               "Both cities are on standard time right now. What time will it be for him?", None),
        (_CV4, "If it's 9:00 AM in London, what time is it in New York? Assume both cities are on standard time.",
         "reversed"),
        (_CV4, "If it's 9:00 AM in New York, what time is it in Tokyo? Assume both cities are on standard time.",
         "entity"),

        (_CV5, "2 L to US fl oz?", None),
        (_CV5, "A recipe from a European colleague calls for two litres of stock, but my measuring jug only shows "
               "US fluid ounces. How many ounces is that?", None),
        (_CV5, "How many imperial (UK) fluid ounces are in 2 liters?", "entity"),
        (_CV5, "How many liters are in 2 US fluid ounces?", "reversed"),

        (_CV6, "5'10\" in cm", None),
        (_CV6, "The form at my doctor's office wants my height in centimetres. I'm five foot ten. "
               "What number do I write down?", None),
        (_CV6, "Convert 5 feet 1 inch to centimeters.", "quantity"),
        (_CV6, "Convert 5 feet 10 inches to inches.", "entity"),

        (_CV7, "3.5 GB -> MB (binary, 1024)", None),
        (_CV7, "I'm setting a disk quota and the admin tool wants the value in megabytes. The dataset is three "
               "and a half gigs, and we count 1,024 MB per GB. What number do I type in?", None),
        (_CV7, "How many megabytes is 3.5 gigabytes, using 1 GB = 1000 MB?", "quantity"),
        (_CV7, "How many gigabytes is 3.5 megabytes, using 1 GB = 1024 MB?", "reversed"),
    ],

    "policy": [
        (_PO1, "policy = full refund within 30 days of delivery, store credit only after day 30 up to day 60, no "
               "returns after 60. customer got the package 45 days ago and wants to send it back. what do they get?",
         None),
        (_PO1, "I'm working a support ticket. The parcel was delivered forty-five days ago and the customer wants to "
               "return it. Our policy says returns within 30 days of delivery get a full refund, after 30 and up to "
               "60 days only store credit is offered, and nothing is accepted after 60 days. What should I offer?",
         None),
        (_PO1, "Our refund policy: 'Items can be returned for a full refund within 30 days of delivery. "
               "After 30 days and up to 60 days, we offer store credit only. No returns are accepted after 60 days.' "
               "A customer received their order 20 days ago and wants to return it. What can they get?", "quantity"),
        (_PO1, "Our refund policy: 'Items can be returned for a full refund within 30 days of delivery. "
               "After 30 days and up to 60 days, we offer store credit only. No returns are accepted after 60 days.' "
               "A customer received their order 75 days ago and wants to return it. What can they get?", "quantity"),
        (_PO1, "Our refund policy: 'Items can be returned for a full refund within 30 days of delivery. "
               "After 30 days and up to 60 days, we offer store credit only. No returns are accepted after 60 days. "
               "Final-sale items cannot be returned at all.' A customer received their final-sale order 45 days ago "
               "and wants to return it. What can they get?", "scope"),

        (_PO2, "FT staff accrue 1.5 PTO days/month worked, PT staff 0.75/month. full-timer, 8 months in - how many "
               "days accrued?", None),
        (_PO2, "A new hire on my team asked how much paid leave she has built up so far. She's full-time and has "
               "worked eight months. Per the policy, full-time employees earn 1.5 days per month worked and "
               "part-time employees earn 0.75 days per month. What's her balance?", None),
        (_PO2, "Leave policy: 'Full-time employees accrue 1.5 days of paid leave per month worked. "
               "Part-time employees accrue 0.75 days per month worked.' "
               "How many days of paid leave has a part-time employee accrued after 8 months?", "entity"),
        (_PO2, "Leave policy: 'Full-time employees accrue 1.5 days of paid leave per month worked. "
               "Part-time employees accrue 0.75 days per month worked.' "
               "How many days of paid leave has a full-time employee accrued after 10 months?", "quantity"),

        (_PO3, "per policy travel meals reimbursed up to $50/day, alcohol never reimbursed. dinner was 42 bucks incl "
               "12 for wine, only meal i claimed that day. how much do i get back?", None),
        (_PO3, "Quick question before I file my expense report. My only meal claim for that trip day is a $42 dinner, "
               "$12 of which was wine. The policy says travel meals are reimbursed up to fifty dollars per day and "
               "alcohol is never reimbursed. What amount will I be paid back?", None),
        (_PO3, "Expense policy: 'Meals while travelling are reimbursed up to $50 per day. Alcohol is never reimbursed.' "
               "On a business trip I spent $62 on dinner, including $12 on wine. It was the only meal I claimed that "
               "day. How much will be reimbursed?", "quantity"),
        (_PO3, "Expense policy: 'Meals while travelling are reimbursed up to $50 per day. Alcohol is never reimbursed.' "
               "On a business trip I spent $42 on dinner, including $12 on wine. It was the only meal I claimed that "
               "day. How much will not be reimbursed?", "negation"),

        (_PO4, "std shipping free if order >= $75, else $6.95; express always $15. cart total is exactly 75 dollars, "
               "standard shipping chosen. shipping charge?", None),
        (_PO4, "A customer is checking out with a cart worth seventy-five dollars even and picked standard delivery. "
               "Our rules give free standard shipping on orders of $75 and up and charge $6.95 otherwise, while "
               "express is a flat $15. How much do they pay for shipping?", None),
        (_PO4, "Shipping policy: 'Standard shipping is free on orders of $75 or more; otherwise it costs $6.95. "
               "Express shipping costs $15 regardless of order size.' "
               "What does a customer pay for shipping on a $74.99 order with standard shipping?", "quantity"),
        (_PO4, "Shipping policy: 'Standard shipping is free on orders of $75 or more; otherwise it costs $6.95. "
               "Express shipping costs $15 regardless of order size.' "
               "What does a customer pay for shipping on a $75 order with express shipping?", "entity"),
        (_PO4, "Shipping policy: 'Standard shipping is free on orders over $75; otherwise it costs $6.95. "
               "Express shipping costs $15 regardless of order size.' "
               "What does a customer pay for shipping on a $75 order with standard shipping?", "scope"),

        (_PO5, "contractors: mon-fri 7am-7pm only. employees 24/7. visitors need an escort. contractor wants to come "
               "in on a saturday at 10am, allowed?", None),
        (_PO5, "One of our contractors asked whether he can come in on Saturday at 10 in the morning to finish the "
               "fit-out. The access policy says contractors may be in the building on weekdays between 07:00 and "
               "19:00, employees have round-the-clock access, and visitors must always be escorted. Can he get in?",
         None),
        (_PO5, "Building access policy: 'Contractors may access the building Monday to Friday, 07:00-19:00. "
               "Employees have 24/7 access. Visitors must be escorted at all times.' "
               "Can an employee enter the building on a Saturday at 10:00?", "entity"),
        (_PO5, "Building access policy: 'Contractors may access the building Monday to Friday, 07:00-19:00. "
               "Employees have 24/7 access. Visitors must be escorted at all times.' "
               "Can a contractor enter the building on a Wednesday at 10:00?", "quantity"),

        (_PO6, "pw rules: min 12 chars, >=1 digit, >=1 symbol, expires every 90 days. does Sunflower2024 pass?", None),
        (_PO6, "I'm setting up my new account and would like to use Sunflower2024. IT's policy says a password needs "
               "12+ characters, at least one number and at least one special character, and that it expires after "
               "90 days. Will it be accepted?", None),
        (_PO6, "Password policy: 'Passwords must be at least 12 characters long and contain at least one digit "
               "and at least one symbol. Passwords expire every 90 days.' Is 'Sunflower#2024' a valid password?",
         "entity"),
        (_PO6, "Password policy: 'Passwords must be at least 12 characters long and contain at least one digit. "
               "Passwords expire every 90 days.' Is 'Sunflower2024' a valid password?", "scope"),

        (_PO7, "parental leave: primary carer 16 wks fully paid, secondary 4 wks fully paid, need 6 months service. "
               "secondary caregiver with 12 months tenure - how many paid weeks?", None),
        (_PO7, "One of my reports just told me he's expecting a baby; his partner will be the main carer, so he is the "
               "secondary caregiver. He joined a year ago. Our policy gives primary caregivers 16 weeks fully paid "
               "and secondary caregivers 4 weeks fully paid, once you have six months of service. How much paid leave "
               "can he take?", None),
        (_PO7, "Parental leave policy: 'Primary caregivers receive 16 weeks of fully paid leave. Secondary caregivers "
               "receive 4 weeks of fully paid leave. Employees must have completed 6 months of service to be eligible.' "
               "An employee who has worked here for 1 year will be the primary caregiver. "
               "How many weeks of paid leave do they get?", "entity"),
        (_PO7, "Parental leave policy: 'Primary caregivers receive 16 weeks of fully paid leave. Secondary caregivers "
               "receive 4 weeks of fully paid leave. Employees must have completed 6 months of service to be eligible.' "
               "An employee who has worked here for 4 months will be the secondary caregiver. "
               "How many weeks of paid leave do they get?", "quantity"),
    ],

    "sql": [
        (_SQ1, "employees(id,name,department,salary) - sql for names of sales dept people, ordered by salary desc",
         None),
        (_SQ1, "I need a query for a headcount report. Given a table employees with columns id, name, department and "
               "salary, list the names of everyone in Sales with the best-paid person first.", None),
        (_SQ1, "Table employees(id, name, department, salary). Write a SQL query that returns the names of "
               "employees in the Sales department, sorted by salary from lowest to highest.", "reversed"),
        (_SQ1, "Table employees(id, name, department, salary). Write a SQL query that returns the names of "
               "employees in the Marketing department, sorted by salary from highest to lowest.", "entity"),
        (_SQ1, "Table employees(id, name, department, salary). Write a SQL query that returns the number of "
               "employees in the Sales department.", "operation"),

        (_SQ2, "orders(order_id, customer_id, order_date, total). sum of total per customer_id, sql pls", None),
        (_SQ2, "For our quarterly business review I need to see how much each customer has spent with us overall. "
               "The table is orders with order_id, customer_id, order_date and total. Can you write the SQL?", None),
        (_SQ2, "Given orders(order_id, customer_id, order_date, total), write a SQL query that returns "
               "the average order value for each customer.", "operation"),
        (_SQ2, "Given orders(order_id, customer_id, order_date, total), write a SQL query that returns "
               "the total revenue for each customer from orders placed in 2024.", "scope"),

        (_SQ3, "customers(id,name,email), orders(id,customer_id,created_at) - which customers have zero orders? "
               "need the sql", None),
        (_SQ3, "Marketing wants to email people who signed up but never bought anything. Using customers (id, name, "
               "email) and orders (id, customer_id, created_at), please write a query listing the customers with no "
               "orders at all.", None),
        (_SQ3, "Tables: customers(id, name, email) and orders(id, customer_id, created_at). "
               "Write a SQL query to find the customers who have placed at least one order.", "negation"),
        (_SQ3, "Tables: customers(id, name, email) and orders(id, customer_id, created_at). "
               "Write a SQL query to find the customers who have placed more than 3 orders.", "quantity"),

        (_SQ4, "top 5 priciest rows in products(id, name, category, price)?", None),
        (_SQ4, "Could you write me a query against products (id, name, category, price) that gives the five "
               "products with the highest price?", None),
        (_SQ4, "Schema: products(id, name, category, price). Write a SQL query returning the 10 most expensive "
               "products.", "quantity"),
        (_SQ4, "Schema: products(id, name, category, price). Write a SQL query returning the 5 cheapest products.",
         "reversed"),
        (_SQ4, "Schema: products(id, name, category, price). Write a SQL query returning the 5 most expensive "
               "products in the 'Electronics' category.", "scope"),

        (_SQ5, "logins(user_id, login_time): how many unique users logged in on March 15, 2024? sql query", None),
        (_SQ5, "For the DAU dashboard I need a query on logins(user_id, login_time) that returns how many different "
               "users logged in on the 15th of March 2024.", None),
        (_SQ5, "Table logins(user_id, login_time). Write a SQL query that counts the total number of logins "
               "on 2024-03-15.", "operation"),
        (_SQ5, "Table logins(user_id, login_time). Write a SQL query that counts the number of distinct users "
               "who logged in on 2024-03-16.", "quantity"),

        (_SQ6, "students(id, name, grade, score) -> avg score by grade, keep only grades with avg > 70", None),
        (_SQ6, "Our school admin wants to see which grade levels are doing well. The table is students with id, name, "
               "grade and score. Write SQL that shows each grade's average score, but only for grades where that "
               "average exceeds 70.", None),
        (_SQ6, "Given a table students(id, name, grade, score), write a SQL query that returns the average score "
               "per grade.", "scope"),
        (_SQ6, "Given a table students(id, name, grade, score), write a SQL query that returns the highest score "
               "per grade, only including grades whose highest score is above 70.", "operation"),

        (_SQ7, "sql to mark every ticket created before jan 1 2023 as closed. table tickets(id, status, assignee, "
               "created_at)", None),
        (_SQ7, "We're cleaning up the helpdesk database. In the tickets table (id, status, assignee, created_at), "
               "please write an update that changes status to 'closed' on every ticket whose created_at is earlier "
               "than 2023-01-01.", None),
        (_SQ7, "Table tickets(id, status, assignee, created_at). Write a statement that deletes all tickets "
               "created before 2023-01-01.", "operation"),
        (_SQ7, "Table tickets(id, status, assignee, created_at). Write an UPDATE statement that sets the status "
               "to 'closed' for all unassigned tickets created before 2023-01-01.", "scope"),
    ],

    "shell": [
        (_SH1, "line count of access.log?", None),
        (_SH1, "I'm checking how big yesterday's web server log got. From the terminal, how do I get the number of "
               "lines in access.log?", None),
        (_SH1, "Write a shell command to count the number of words in access.log.", "operation"),
        (_SH1, "Write a shell command to count the number of lines containing 'ERROR' in access.log.", "scope"),

        (_SH2, "find *.txt files changed in the past 7 days, recursively from cwd", None),
        (_SH2, "Give me a command that lists every text file (.txt) in this directory tree whose modification time "
               "falls within the last seven days.", None),
        (_SH2, "How do I find all .txt files under the current directory that were modified in the last 30 days?",
         "quantity"),
        (_SH2, "How do I find all .txt files under the current directory that were not modified in the last 7 days?",
         "negation"),
        (_SH2, "How do I delete all .txt files under the current directory that were modified in the last 7 days?",
         "operation"),

        (_SH3, "sed in place: foo -> bar, every occurrence, config.yaml", None),
        (_SH3, "We renamed a service, so I need every 'foo' in config.yaml swapped for 'bar', with the changes saved "
               "straight back into the file. What command does that?", None),
        (_SH3, "Write a command that replaces every occurrence of 'bar' with 'foo' in config.yaml, editing the file "
               "in place.", "reversed"),
        (_SH3, "Write a command that replaces only the first occurrence of 'foo' on each line with 'bar' in "
               "config.yaml, editing the file in place.", "scope"),

        (_SH4, "top ten biggest files in /var/log?", None),
        (_SH4, "Our disk is filling up and I suspect the logs. What command lists the 10 largest files inside "
               "/var/log, biggest first?", None),
        (_SH4, "Show the 10 smallest files in /var/log, sorted by size.", "reversed"),
        (_SH4, "Show the 3 largest files in /var/log, sorted by size.", "quantity"),
        (_SH4, "Show the 10 largest files in /home, sorted by size.", "entity"),

        (_SH5, "something's listening on port 8080 and i need it gone, how do i kill it", None),
        (_SH5, "My dev server won't start because port 8080 is already taken. Which command terminates whatever "
               "process is listening on that port?", None),
        (_SH5, "How do I kill the process that is listening on port 3000?", "quantity"),
        (_SH5, "How do I see which process is listening on port 8080, without killing it?", "operation"),

        (_SH6, "cut col 3 out of data.csv, delimiter is a comma", None),
        (_SH6, "I only need the values from the third field of every row in data.csv; the file uses commas as "
               "separators. How do I print just that column from the shell?", None),
        (_SH6, "Write a command that prints the second column of data.csv (comma-separated).", "quantity"),
        (_SH6, "Write a command that prints the third column of data.csv (tab-separated).", "entity"),
        (_SH6, "Write a command that prints the unique values of the third column of data.csv (comma-separated), "
               "sorted.", "step"),

        (_SH7, "tar.gz the project/ folder -> project.tar.gz", None),
        (_SH7, "I need to send the whole project directory to a colleague as one gzip-compressed tar archive called "
               "project.tar.gz. What's the command?", None),
        (_SH7, "Extract the gzipped tarball project.tar.gz into the current directory.", "reversed"),
        (_SH7, "Compress the directory project/ into a bzip2-compressed tarball named project.tar.bz2.", "entity"),
    ],

    "dates": [
        (_DT1, "2024-03-01 - which weekday?", None),
        (_DT1, "I'm back-filling a timesheet and can't remember: what day of the week was 1 March 2024?", None),
        (_DT1, "What day of the week was March 1, 2023?", "quantity"),
        (_DT1, "What day of the week was February 29, 2024?", "quantity"),

        (_DT2, "days from 2024-01-15 to 2024-04-10?", None),
        (_DT2, "Our project kicked off on 15 Jan 2024 and the deadline is 10 April 2024. How many days is that?", None),
        (_DT2, "How many days are there between January 15, 2023 and April 10, 2023?", "quantity"),
        (_DT2, "How many business days (Monday to Friday) are there between January 15, 2024 and April 10, 2024?",
         "operation"),

        (_DT3, "june 1 2025 + 90 days = ?", None),
        (_DT3, "I need to put a reminder in my calendar exactly ninety days after 1 June 2025. "
               "Which date should I pick?", None),
        (_DT3, "What date is 90 days before June 1, 2025?", "reversed"),
        (_DT3, "What date is 3 months after June 1, 2025?", "entity"),

        (_DT4, "age on 2025-07-01 if DOB is 1990-08-20?", None),
        (_DT4, "For an insurance form I need the applicant's age on 1 July 2025. Their date of birth is "
               "20 August 1990. How old are they on that date?", None),
        (_DT4, "How old is someone born on August 20, 1990 as of September 1, 2025?", "quantity"),
        (_DT4, "How old is someone born on August 20, 1980 as of July 1, 2025?", "quantity"),
        (_DT4, "How many days old is someone born on August 20, 1990 as of July 1, 2025?", "entity"),

        (_DT5, "9:30 -> 18:15, how long is that?", None),
        (_DT5, "I started my shift at half past nine in the morning and clocked out at a quarter past six in the "
               "evening. How long was I at work?", None),
        (_DT5, "How much time is there between 9:30 AM and 6:45 PM on the same day?", "quantity"),
        (_DT5, "How much time is there between 9:30 AM and 6:15 PM on the same day, not counting a 45-minute lunch "
               "break?", "step"),

        (_DT6, "oct 10 2024 plus six weeks?", None),
        (_DT6, "I have to schedule a follow-up exactly 6 weeks after our kickoff meeting on 10 October 2024. "
               "Which date is that?", None),
        (_DT6, "What date is 8 weeks after October 10, 2024?", "quantity"),
        (_DT6, "What date is 6 months after October 10, 2024?", "entity"),

        (_DT7, "weeks between Feb 3 2025 and May 26 2025?", None),
        (_DT7, "For sprint planning I need the length of the period from Monday 3 February 2025 to Monday "
               "26 May 2025, in weeks. How many is it?", None),
        (_DT7, "How many days are there between 2025-02-03 and 2025-05-26?", "entity"),
        (_DT7, "How many weeks are there between 2025-02-03 and 2025-06-23?", "quantity"),
    ],

    "rewriting": [
        (_RW1, "fr translation pls: The meeting has been moved to Thursday at 3 pm.", None),
        (_RW1, "I need to let our Paris office know about a schedule change. Could you put this sentence into French "
               "for me? 'The meeting has been moved to Thursday at 3 pm.'", None),
        (_RW1, "Translate into German: 'The meeting has been moved to Thursday at 3 pm.'", "entity"),
        (_RW1, "Translate into English: 'La r\u00e9union a \u00e9t\u00e9 d\u00e9plac\u00e9e \u00e0 jeudi "
               "\u00e0 15 h.'", "reversed"),
        (_RW1, "Translate into French: 'The meeting has been moved to Thursday at 4 pm.'", "quantity"),

        (_RW2, "make this more formal: 'Hey, can you send me the report by tomorrow? Thanks!'", None),
        (_RW2, "I'm writing to a senior director I've never met and my draft sounds far too casual. Please give it a "
               "more professional tone: 'Hey, can you send me the report by tomorrow? Thanks!'", None),
        (_RW2, "Rewrite this email to sound more formal: 'Hey, can you send me the report by Friday? Thanks!'",
         "quantity"),
        (_RW2, "Translate this email into Spanish: 'Hey, can you send me the report by tomorrow? Thanks!'",
         "operation"),

        (_RW3, "tl;dr in 1 sentence: " + _RW3_TEXT, None),
        (_RW3, "My manager wants a one-line summary for the board deck. Can you condense this into a single "
               "sentence? " + _RW3_TEXT, None),
        (_RW3, "Summarise the following in one sentence: 'Q3 revenue fell 12% year over year, driven mainly by weak "
               "subscription growth in Europe, while operating costs stayed flat. The company cut its full-year "
               "guidance.'", "reversed"),
        (_RW3, "Translate the following into Spanish: " + _RW3_TEXT, "operation"),

        (_RW4, "proofread: Their going to the conferance next week, and they has already booked there hotel.", None),
        (_RW4, "Before I send this to a client, could you correct any grammar or spelling mistakes in it? 'Their "
               "going to the conferance next week, and they has already booked there hotel.'", None),
        (_RW4, "Fix the grammar and spelling, and put the sentence in the past tense: 'Their going to the "
               "conferance next week, and they has already booked there hotel.'", "step"),
        (_RW4, "Fix the grammar and spelling: 'Their going to the conferance next month, and they has already "
               "booked there hotel.'", "quantity"),

        (_RW5, "passive voice pls - The committee approved the new budget.", None),
        (_RW5, "Our minutes style guide prefers the passive. How would you phrase 'The committee approved the new "
               "budget.' in the passive voice?", None),
        (_RW5, "Convert this sentence to active voice: 'The new budget was approved by the committee.'", "reversed"),
        (_RW5, "Convert this sentence to passive voice: 'The committee rejected the new budget.'", "entity"),

        (_RW6, "put these on one line, comma separated:\napples\nbananas\ncherries", None),
        (_RW6, "I need to paste these into a single spreadsheet cell, so please join them into one line separated "
               "by commas: \u2022 apples \u2022 bananas \u2022 cherries", None),
        (_RW6, "Reformat this list as a numbered list:\n- apples\n- bananas\n- cherries", "operation"),
        (_RW6, "Reformat this list as a single comma-separated line, in reverse alphabetical order:\n- apples\n"
               "- bananas\n- cherries", "step"),
        (_RW6, "Reformat this list as a single semicolon-separated line:\n- apples\n- bananas\n- cherries", "entity"),

        (_RW7, "tighten this up: " + _RW7_TEXT, None),
        (_RW7, "Our release notes are way too wordy. Can you make this line more concise while keeping what it "
               "says? " + _RW7_TEXT, None),
        (_RW7, "Translate this sentence into Italian: " + _RW7_TEXT, "operation"),
        (_RW7, "Make this sentence shorter without losing its meaning: 'Due to the fact that the server was down, "
               "we were not able to complete the migration at this point in time.'", "entity"),
    ],

    "code": [
        (_CD1, _fn("count_vowels", "text",
                   "Count how many characters of text are vowels. Only a, e, i, o and u are vowels, and upper- and "
                   "lowercase both count.",
                   [("count_vowels('AEIOU')", "5"), ("count_vowels('Python')", "1")], " -> int"), None),
        (_CD1, _fn("count_vowels", "text",
                   "how many aeiou letters are in text (ignore case)",
                   [("count_vowels('banana')", "3")]), None),
        (_CD1, _fn("count_vowels", "text",
                   "Return the number of lowercase vowels (a, e, i, o, u) in text; uppercase letters are not counted.",
                   [("count_vowels('AEIOUa')", "1"), ("count_vowels('hello')", "2")], " -> int"), "scope"),
        (_CD1, _fn("count_vowels", "text",
                   "Return the number of letters in text that are not vowels (a, e, i, o, u, case-insensitive).",
                   [("count_vowels('Hello World')", "7"), ("count_vowels('xyz')", "3")], " -> int"), "negation"),
        (_CD1, _fn("count_vowels", "text",
                   "Return the number of vowels (a, e, i, o, u and also y, case-insensitive) in text.",
                   [("count_vowels('Hello World')", "3"), ("count_vowels('rhythm')", "1")], " -> int"), "scope"),

        (_CD2, _fn("second_largest", "nums",
                   "Given a list of integers containing at least two different values, return the largest value "
                   "that is strictly smaller than the maximum.",
                   [("second_largest([5, 5, 1])", "1"), ("second_largest([-1, -7, -3])", "-3")], " -> int"), None),
        (_CD2, _fn("second_largest", "nums",
                   "2nd biggest unique number in nums (nums always has >= 2 distinct values).",
                   [("second_largest([7, 7, 7, 2])", "2"), ("second_largest([3, 1, 4, 4, 2])", "3")]), None),
        (_CD2, _fn("second_largest", "nums",
                   "Return the second largest value in nums, counting duplicates separately, so a repeated maximum "
                   "is its own second largest. Assume len(nums) >= 2.",
                   [("second_largest([3, 1, 4, 4, 2])", "4"), ("second_largest([10, 20])", "10")], " -> int"), "scope"),
        (_CD2, _fn("second_largest", "nums",
                   "Return the second largest distinct value in nums, or None if nums has fewer than two distinct "
                   "values.",
                   [("second_largest([3, 1, 4, 4, 2])", "3"), ("second_largest([5, 5])", "None")]), "bound"),
        (_CD2, _fn("second_smallest", "nums",
                   "Return the second smallest distinct value in nums. Assume nums has at least two distinct values.",
                   [("second_smallest([3, 1, 4, 4, 2])", "2"), ("second_smallest([10, 20])", "20")], " -> int"),
         "reversed"),

        (_CD3, _fn("is_leap_year", "year",
                   "Gregorian leap-year test: a year divisible by 4 is a leap year, except century years, which are "
                   "leap years only when divisible by 400.",
                   [("is_leap_year(2023)", "False"), ("is_leap_year(2400)", "True")], " -> bool"), None),
        (_CD3, _fn("is_leap_year", "year",
                   "Tell whether the given year has a February 29th under Gregorian calendar rules.",
                   [("is_leap_year(1996)", "True"), ("is_leap_year(2100)", "False")], " -> bool"), None),
        (_CD3, _fn("is_leap_year", "year",
                   "Return True if year is divisible by 4 (the Julian rule, with no century exception), else False.",
                   [("is_leap_year(2024)", "True"), ("is_leap_year(1900)", "True"), ("is_leap_year(2023)", "False")],
                   " -> bool"), "scope"),
        (_CD3, _fn("is_leap_year", "year",
                   "Return True if year is not a leap year in the Gregorian calendar, else False.",
                   [("is_leap_year(2024)", "False"), ("is_leap_year(1900)", "True")], " -> bool"), "negation"),

        (_CD4, _fn("chunk", "items, size",
                   "Break the list into pieces of `size` elements each, keeping the order; whatever is left over "
                   "forms a final, shorter piece.",
                   [("chunk([1, 2, 3], 3)", "[[1, 2, 3]]"), ("chunk(['a', 'b', 'c', 'd'], 3)", "[['a', 'b', 'c'], ['d']]")],
                   " -> list"), None),
        (_CD4, _fn("chunk", "items, size",
                   "batch items into groups of `size` (last group can be smaller)",
                   [("chunk([1, 2, 3, 4], 2)", "[[1, 2], [3, 4]]"), ("chunk([1, 2, 3, 4, 5, 6, 7], 3)",
                                                                     "[[1, 2, 3], [4, 5, 6], [7]]")]), None),
        (_CD4, _fn("chunk", "items, size",
                   "Split items into consecutive lists of length size; a final chunk shorter than size is dropped.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"), ("chunk([], 3)", "[]")], " -> list"), "bound"),
        (_CD4, _fn("chunk", "items, size, fill",
                   "Split items into consecutive lists of length size; pad the last chunk with fill so that every "
                   "chunk has exactly size elements.",
                   [("chunk([1, 2, 3, 4, 5], 2, 0)", "[[1, 2], [3, 4], [5, 0]]"), ("chunk([], 3, None)", "[]")],
                   " -> list"), "input"),

        (_CD5, _fn("word_freq", "text",
                   "Case-insensitive word count: split text on whitespace, lowercase every word and return a "
                   "{word: count} dict.",
                   [("word_freq('Go go GO stop')", "{'go': 3, 'stop': 1}")], " -> dict"), None),
        (_CD5, _fn("word_freq", "text",
                   "word -> number of occurrences, ignoring case; words are whitespace-separated",
                   [("word_freq('')", "{}"), ("word_freq('a b a')", "{'a': 2, 'b': 1}")]), None),
        (_CD5, _fn("word_freq", "text",
                   "Return a dict mapping each word of text to the number of times it occurs. Words are separated by "
                   "whitespace and counted case-sensitively.",
                   [("word_freq('a b a')", "{'a': 2, 'b': 1}"), ("word_freq('The the')", "{'The': 1, 'the': 1}")],
                   " -> dict"), "scope"),
        (_CD5, _fn("word_freq", "text",
                   "Count each whitespace-separated word of text case-insensitively and return a list of "
                   "(lowercased word, count) pairs, most frequent first, ties broken alphabetically.",
                   [("word_freq('a b a')", "[('a', 2), ('b', 1)]"),
                    ("word_freq('b A c B')", "[('b', 2), ('a', 1), ('c', 1)]")], " -> list"), "output"),

        (_CD6, _fn("clamp", "x, lo, hi",
                   "If x is below lo return lo, if it is above hi return hi, otherwise return x unchanged.",
                   [("clamp(10, 0, 10)", "10"), ("clamp(0, 1, 3)", "1")], " -> int"), None),
        (_CD6, _fn("clamp", "x, lo, hi",
                   "constrain x to [lo, hi] (both ends included)",
                   [("clamp(7, 7, 9)", "7"), ("clamp(12, 7, 9)", "9")]), None),
        (_CD6, _fn("clamp", "x, lo, hi",
                   "Return x if it lies in the inclusive range lo..hi, otherwise return None.",
                   [("clamp(5, 0, 10)", "5"), ("clamp(-3, 0, 10)", "None"), ("clamp(42, 0, 10)", "None")]), "output"),
        (_CD6, _fn("clamp", "x, lo, hi",
                   "Return x limited to the half-open range [lo, hi): values below lo become lo and values of hi "
                   "or more become hi - 1.",
                   [("clamp(5, 0, 10)", "5"), ("clamp(10, 0, 10)", "9"), ("clamp(42, 0, 10)", "9")], " -> int"),
         "bound"),

        (_CD7, _fn("parse_duration", "s",
                   "Given strings such as '2h', '15m' or '3h5m' (hours first, then minutes), return the duration "
                   "in minutes as an int.",
                   [("parse_duration('3h5m')", "185"), ("parse_duration('15m')", "15")], " -> int"), None),
        (_CD7, _fn("parse_duration", "s",
                   "hours/minutes string like 1h30m -> total mins",
                   [("parse_duration('10h')", "600"), ("parse_duration('0h0m')", "0")]), None),
        (_CD7, _fn("parse_duration", "s",
                   "Convert a duration string such as '1h30m', '45m' or '2h' into a number of hours as a float.",
                   [("parse_duration('1h30m')", "1.5"), ("parse_duration('45m')", "0.75"),
                    ("parse_duration('2h')", "2.0")], " -> float"), "entity"),
        (_CD7, _fn("parse_duration", "s, unit='m'",
                   "Convert a duration string such as '1h30m', '45m' or '2h' into a total number of minutes, or of "
                   "seconds when unit is 's'.",
                   [("parse_duration('1h30m')", "90"), ("parse_duration('1h30m', 's')", "5400")], " -> int"), "input"),
    ],
}
