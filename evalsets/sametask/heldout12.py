"""Split ``heldout12``: requests written by hand on 2026-12-02 by an engineer who read neither the rules nor any other hand-written set nor this project's code; never used to tune a rule.

Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same
answer, else the kind of change (reversed, entity, operation, quantity, negation; code also output, input,
bound).
"""

# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by the loader.

# --- conversions -------------------------------------------------------------
_CV1 = "How many millilitres are in 3/4 of a US cup?"
_CV2 = "Convert 65 mph to km/h."
_CV3 = "A call is booked for 14:00 Tokyo time on 10 June. What time is that in London?"
_CV4 = "How many MiB is 3 GB? (GB as in decimal, 10^9 bytes)"
_CV5 = ("I'm filling in my expense report: the hotel was 250 EUR and finance says to use "
        "1 EUR = 1.08 USD. How much is that in dollars?")
_CV6 = "180 C in fahrenheit? oven"
_CV7 = "Convert a running pace of 5:00 min/km to min/mile."

# --- policy --------------------------------------------------------------------
_PO1 = ("Draft a short paragraph for our employee handbook saying staff may work from home up to "
        "two days a week with their manager's approval.")
_PO2 = "Our PTO accrues at 1.25 days per month. How many days has an employee accrued after 7 full months?"
_PO3 = "Write the IT policy rule for passwords: minimum 14 characters, must be changed every 90 days."
_PO4 = ("Expense question: our policy reimburses meals up to $60 per day when travelling. On one trip day "
        "someone spent $23, $31 and $18 on meals. How much do we reimburse?")
_PO5 = ("Write one paragraph of security policy requiring employees to report a lost or stolen company "
        "laptop to the IT service desk within 24 hours.")
_PO6 = "Draft a reminder email to the finance team: any invoice over €10,000 needs two approvals before it's paid."
_PO7 = "Give me 3 bullet points on what employees should do if they get an email they think is phishing."

# --- sql -----------------------------------------------------------------------
_SQ1 = ("Table orders(id, customer_id, total, created_at). Write a SQL query returning the number of "
        "orders placed in 2025.")
_SQ2 = "employees(id, name, manager_id) — query that lists each employee's name next to their manager's name"
_SQ3 = "products(id, name, category, price): get the 5 most expensive products in the 'Books' category"
_SQ4 = ("Tables students(id, name) and enrollments(student_id, course_id). Find the names of students "
        "enrolled in more than 3 courses.")
_SQ5 = "users(id, email, signup_date, country) — number of users per country, biggest first"
_SQ6 = ("Write the SQL to delete rows from sessions(id, user_id, last_seen) where last_seen is more than "
        "30 days ago.")
_SQ7 = "Given sales(region, month, amount), write SQL to show the average sale amount for each region."

# --- shell ---------------------------------------------------------------------
_SH1 = "find all .jpg files under ~/Pictures modified in the last 7 days"
_SH2 = "How many lines in access.log contain ' 404 '?"
_SH3 = "Create a gzipped tarball backup.tar.gz of the /etc/nginx directory."
_SH4 = "Use sed to replace every 'http://' with 'https://' in config.yml, editing the file in place."
_SH5 = "Show the 10 biggest directories under /var with human-readable sizes."
_SH6 = "crontab entry to run /opt/scripts/cleanup.sh every day at 2:30 AM"
_SH7 = "Set permissions to 644 on all files (not directories) under ./public, recursively."

# --- dates ---------------------------------------------------------------------
_DA1 = "What day of the week was 14 July 1989?"
_DA2 = "How many days between 3 March 2026 and 19 April 2026?"
_DA3 = "A 90-day probation period starts on 10 February 2026. On what date does it end?"
_DA4 = "Is 2100 a leap year?"
_DA5 = "Someone born on 12 November 1990 — how old are they on 1 October 2026?"
_DA6 = "My shift starts at 21:45 and lasts 8 hours 30 minutes. What time does it end?"
_DA7 = "What date is 6 weeks after Monday 5 January 2026?"

# --- rewriting -----------------------------------------------------------------
_Q1 = "The meeting has been moved to Thursday at 3 pm."
_Q2 = "Me and him has went to the store yesterday."
_Q3 = "The committee approved the new budget on Monday."
_Q4 = "hey, can u send me the Q3 numbers by friday? thx"
_Q5 = ("Starting next month, all staff must badge in at the front entrance. The side doors will be locked "
       "from 7 pm to 7 am. Visitors need to be signed in at reception and escorted at all times.")
_Q6 = ("We would like to take this opportunity to let you know that our office will be closed on Monday "
       "for the public holiday, and we will reopen as normal on Tuesday morning.")
_Q7 = "Bring your laptop, your ID badge, a charger, and the signed NDA on your first day."

_RW1 = f"Translate into German: '{_Q1}'"
_RW2 = f"Fix the grammar: '{_Q2}'"
_RW3 = f"Rewrite in the passive voice: '{_Q3}'"
_RW4 = f"Make this email more formal: '{_Q4}'"
_RW5 = f'Summarise this in one sentence: "{_Q5}"'
_RW6 = f"Shorten this to under 20 words: '{_Q6}'"
_RW7 = f"Turn this into a bulleted list: '{_Q7}'"

# --- code ----------------------------------------------------------------------
_CD1 = _fn(
    "initials", "name",
    "Return the initials of name: the first letter of each word, uppercased, joined with nothing in between.",
    [("initials('ada lovelace')", "'AL'"), ("initials('Grace Brewster Hopper')", "'GBH'")],
)
_CD2 = _fn(
    "days_in_month", "year, month",
    "Return the number of days in the given month (1-12) of the given year, taking leap years into account.",
    [("days_in_month(2024, 2)", "29"), ("days_in_month(2023, 2)", "28"), ("days_in_month(2025, 4)", "30")],
)
_CD3 = _fn(
    "count_long_words", "text, n",
    "Return how many whitespace-separated words in text are longer than n characters.",
    [("count_long_words('jumps over the lazy dog', 3)", "3"), ("count_long_words('a bb ccc', 0)", "3")],
)
_CD4 = _fn(
    "rgb_to_hex", "r, g, b",
    "Convert red, green and blue components (integers 0-255) to a lowercase hex colour string such as '#ff8800'.",
    [("rgb_to_hex(255, 136, 0)", "'#ff8800'"), ("rgb_to_hex(0, 0, 0)", "'#000000'"),
     ("rgb_to_hex(18, 52, 86)", "'#123456'")],
)
_CD5 = _fn(
    "second_largest", "nums",
    "Return the second largest distinct value in nums, or None if there are fewer than two distinct values.",
    [("second_largest([4, 1, 7, 7, 3])", "4"), ("second_largest([5, 5]) is None", "True"),
     ("second_largest([-2, -9])", "-9")],
)
_CD6 = _fn(
    "mask_email", "email",
    "Mask the local part of an email address: keep its first character and replace every other character "
    "before the '@' with '*'. The domain stays as is.",
    [("mask_email('john.doe@example.com')", "'j*******@example.com'"), ("mask_email('a@b.io')", "'a@b.io'")],
)
_CD7 = _fn(
    "parse_duration", "s",
    "Parse a duration string such as '1h30m', '45m' or '2h' and return the total number of minutes as an int.",
    [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"), ("parse_duration('2h')", "120")],
)


HELDOUT12 = {
    "conversions": [
        (_CV1, "3/4 cup (US) -> ml?", None),
        (_CV1, "my recipe is american and says 3/4 cup of milk, how many ml is that", None),
        (_CV1, "How many millilitres are in 3/4 of an imperial cup?", "entity"),
        (_CV1, "how many US cups is 177 ml?", "reversed"),
        (_CV1, "my recipe is american and says 2/3 cup of milk, how many ml is that", "quantity"),

        (_CV2, "65 miles per hour in kilometres per hour?", None),
        (_CV2, "Driving in Canada next week and my brain only thinks in mph. What's sixty-five mph in km/h?", None),
        (_CV2, "Convert 65 km/h to mph.", "reversed"),
        (_CV2, "Driving in Canada next week and my brain only thinks in mph. What's seventy-five mph in km/h?",
         "quantity"),
        (_CV2, "Convert 65 knots to km/h.", "entity"),

        (_CV3, "call @ 2pm JST on june 10th, what's that in UK time?", None),
        (_CV3, "What time in London corresponds to 14:00 in Tokyo on 10 June? need it for the invite", None),
        (_CV3, "A call is booked for 14:00 London time on 10 June. What time is that in Tokyo?", "reversed"),
        (_CV3, "call @ 2pm JST on june 10th, what's that in New York time?", "entity"),
        (_CV3, "A call is booked for 14:00 Tokyo time on 10 December. What time is that in London?", "quantity"),

        (_CV4, "3 GB (SI, 10^9 bytes) expressed in mebibytes?", None),
        (_CV4, "the drive vendor says 3 GB, meaning 3,000,000,000 bytes. how many MiB is that?", None),
        (_CV4, "How many GB (decimal, 10^9 bytes) is 3000 MiB?", "reversed"),
        (_CV4, "3 GB (SI, 10^9 bytes) expressed in kibibytes?", "entity"),

        (_CV5, "250 EUR -> USD @ 1.08 (1 EUR = 1.08 USD)", None),
        (_CV5, "Using an exchange rate of one euro to 1.08 US dollars, what's €250 in USD?", None),
        (_CV5, "At 1 EUR = 1.08 USD, how many euros is 250 USD?", "reversed"),
        (_CV5, "I'm filling in my expense report: the hotel was 250 EUR and finance says to use "
               "1 EUR = 1.10 USD. How much is that in dollars?", "quantity"),

        (_CV6, "What is 180 degrees Celsius in Fahrenheit? It's for an oven setting.", None),
        (_CV6, "oven's set to 180°C, what's that in °F", None),
        (_CV6, "180 F in celsius? oven", "reversed"),
        (_CV6, "oven's set to 160°C, what's that in °F", "quantity"),

        (_CV7, "5:00/km -> per mile pace?", None),
        (_CV7, "My watch shows pace in min per km (5:00/km) but my running club talks in miles. "
               "What's that per mile?", None),
        (_CV7, "Convert a running pace of 5:00 min/mile to min/km.", "reversed"),
        (_CV7, "My watch shows pace in min per km (5:30/km) but my running club talks in miles. "
               "What's that per mile?", "quantity"),
        (_CV7, "A running pace of 5:00 min/km is what speed in km/h?", "operation"),
    ],

    "policy": [
        (_PO1, "can u write a brief handbook para: WFH allowed max 2 days/wk, needs manager sign-off", None),
        (_PO1, "For the onboarding doc I need a short bit of policy text: employees can work remotely on at most "
               "two days each week, as long as their manager approves it.", None),
        (_PO1, "can u write a brief handbook para: WFH allowed max 3 days/wk, needs manager sign-off", "quantity"),
        (_PO1, "Draft a short paragraph for our employee handbook saying staff may work from home up to two days "
               "a week without needing their manager's approval.", "negation"),
        (_PO1, "For the onboarding doc I need a short bit of policy text: contractors can work remotely on at most "
               "two days each week, as long as their manager approves it.", "entity"),

        (_PO2, "pto accrual = 1.25 days/mo. how much accrued after 7 months?", None),
        (_PO2, "Quick check for an HR ticket: someone earning one and a quarter days of paid time off per month "
               "has now worked seven full months. How many PTO days have they accrued?", None),
        (_PO2, "pto accrual = 1.25 days/mo. how much accrued after 9 months?", "quantity"),
        (_PO2, "Our PTO accrues at 1.25 days per month. After how many full months will an employee have "
               "accrued 7 days?", "reversed"),
        (_PO2, "Our PTO accrues at 1.25 days per month. How many hours (8-hour days) has an employee accrued "
               "after 7 full months?", "entity"),

        (_PO3, "IT policy line pls: min pw length 14 chars, rotate every 90 days", None),
        (_PO3, "We're updating the security standard. Could you draft the rule saying passwords need fourteen or "
               "more characters and have to be changed every ninety days?", None),
        (_PO3, "IT policy line pls: min pw length 12 chars, rotate every 90 days", "quantity"),
        (_PO3, "Write the IT policy rule for passwords: minimum 14 characters, and passwords do not expire "
               "(no forced periodic changes).", "negation"),
        (_PO3, "We're updating the security standard. Could you draft the rule saying admin account passwords "
               "need fourteen or more characters and have to be changed every ninety days?", "entity"),

        (_PO4, "daily meal cap is $60 on business travel. receipts for a single day: 23, 31, 18 USD. "
               "what's reimbursable?", None),
        (_PO4, "If the meal limit is sixty dollars a day and an employee's meals on one travel day came to $18, "
               "$23 and $31, how much gets paid back to them?", None),
        (_PO4, "daily meal cap is $75 on business travel. receipts for a single day: 23, 31, 18 USD. "
               "what's reimbursable?", "quantity"),
        (_PO4, "Expense question: our policy reimburses meals up to $60 per day when travelling. On one trip day "
               "someone spent $23, $31 and $18 on meals. How much of that is over the cap and won't be "
               "reimbursed?", "operation"),

        (_PO5, "need a short para for the sec policy: lost/stolen company laptops must be reported to the IT "
               "service desk within 24h", None),
        (_PO5, "Please draft a single paragraph of policy that says staff must tell the IT service desk within "
               "twenty-four hours if a company laptop goes missing or is stolen.", None),
        (_PO5, "need a short para for the sec policy: lost/stolen company phones must be reported to the IT "
               "service desk within 24h", "entity"),
        (_PO5, "Write one paragraph of security policy requiring employees to report a lost or stolen company "
               "laptop to the IT service desk within 1 hour.", "quantity"),

        (_PO6, "write a reminder email to finance — invoices above 10k EUR require 2 approvals prior to payment",
         None),
        (_PO6, "Could you put together a short email reminding the finance team that invoices of more than ten "
               "thousand euros must be approved by two people before payment goes out?", None),
        (_PO6, "write a reminder email to finance — invoices above 5k EUR require 2 approvals prior to payment",
         "quantity"),
        (_PO6, "Draft a reminder email to the procurement team: any invoice over €10,000 needs two approvals "
               "before it's paid.", "entity"),

        (_PO7, "For the security awareness page: three bullets on how staff should handle a suspected phishing "
               "email.", None),
        (_PO7, "what should employees do when they receive a suspicious, possibly phishing email? 3 bullet points "
               "pls", None),
        (_PO7, "Give me 5 bullet points on what employees should do if they get an email they think is phishing.",
         "quantity"),
        (_PO7, "For the security awareness page: three bullets on what staff should NOT do with a suspected "
               "phishing email.", "negation"),
        (_PO7, "what should employees do when they receive a suspicious, possibly phishing text message? "
               "3 bullet points pls", "entity"),
    ],

    "sql": [
        (_SQ1, "orders(id, customer_id, total, created_at): sql to count orders created in calendar year 2025",
         None),
        (_SQ1, "I have an `orders` table with columns id, customer_id, total, created_at. How do I get how many "
               "orders came in during 2025?", None),
        (_SQ1, "Table orders(id, customer_id, total, created_at). Write a SQL query returning the total revenue "
               "(sum of total) of orders placed in 2025.", "operation"),
        (_SQ1, "orders(id, customer_id, total, created_at): sql to count orders created in calendar year 2024",
         "quantity"),
        (_SQ1, "I have an `orders` table with columns id, customer_id, total, created_at. How do I get how many "
               "different customers placed orders during 2025?", "entity"),

        (_SQ2, "Self-join question. Given employees(id, name, manager_id), write SQL that shows every employee's "
               "name together with the name of the person they report to.", None),
        (_SQ2, "sql: for each row in employees(id, name, manager_id) output the employee name + their manager's "
               "name", None),
        (_SQ2, "employees(id, name, manager_id) — query that lists the employees who don't have a manager",
         "negation"),
        (_SQ2, "Self-join question. Given employees(id, name, manager_id), write SQL that shows every manager's "
               "name together with how many people report to them.", "operation"),

        (_SQ3, "Need a query for the five highest-priced items where category = 'Books'. Table is products with "
               "id, name, category, price.", None),
        (_SQ3, "SQL please — top 5 Books by price (descending), table products(id, name, category, price)", None),
        (_SQ3, "products(id, name, category, price): get the 5 cheapest products in the 'Books' category",
         "reversed"),
        (_SQ3, "Need a query for the ten highest-priced items where category = 'Books'. Table is products with "
               "id, name, category, price.", "quantity"),
        (_SQ3, "SQL please — top 5 Toys by price (descending), table products(id, name, category, price)",
         "entity"),

        (_SQ4, "students(id,name) + enrollments(student_id,course_id) → names of students taking over three "
               "courses", None),
        (_SQ4, "Which students have more than three course enrollments? Give me SQL returning their names. "
               "Schema: students(id, name), enrollments(student_id, course_id).", None),
        (_SQ4, "students(id,name) + enrollments(student_id,course_id) → names of students taking at least three "
               "courses", "quantity"),
        (_SQ4, "Tables students(id, name) and enrollments(student_id, course_id). Find the names of students who "
               "aren't enrolled in any course.", "negation"),
        (_SQ4, "How many students have more than three course enrollments? Give me SQL returning that count. "
               "Schema: students(id, name), enrollments(student_id, course_id).", "operation"),

        (_SQ5, "Write a query on users(id, email, signup_date, country) that counts users in each country and "
               "sorts by that count, descending.", None),
        (_SQ5, "how many users do we have in every country? highest count at the top pls. table: users(id, email, "
               "signup_date, country)", None),
        (_SQ5, "users(id, email, signup_date, country) — number of users per country, smallest first", "reversed"),
        (_SQ5, "Write a query on users(id, email, signup_date, country) that finds the earliest signup_date in "
               "each country, sorted by that date.", "operation"),

        (_SQ6, "sql to purge sessions(id, user_id, last_seen) with last_seen older than 30 days", None),
        (_SQ6, "Housekeeping job: remove every row from the sessions table (id, user_id, last_seen) whose "
               "last_seen is over thirty days in the past. What's the statement?", None),
        (_SQ6, "sql to purge sessions(id, user_id, last_seen) with last_seen older than 90 days", "quantity"),
        (_SQ6, "Housekeeping job: before removing anything I just want to count the rows in the sessions table "
               "(id, user_id, last_seen) whose last_seen is over thirty days in the past. What's the query?",
         "operation"),

        (_SQ7, "avg(amount) per region from sales(region, month, amount)", None),
        (_SQ7, "For a dashboard I need the mean amount grouped by region — table is sales(region, month, amount). "
               "What's the query?", None),
        (_SQ7, "Given sales(region, month, amount), write SQL to show the highest sale amount for each region.",
         "operation"),
        (_SQ7, "avg(amount) per month from sales(region, month, amount)", "entity"),
        (_SQ7, "For a dashboard I need the mean amount grouped by region, leaving out the 'North' region — table "
               "is sales(region, month, amount). What's the query?", "negation"),
    ],

    "shell": [
        (_SH1, "find cmd for jpgs in ~/Pictures modified in the past week", None),
        (_SH1, "How do I list every .jpg in my ~/Pictures folder (subfolders included) that was modified in the "
               "last seven days?", None),
        (_SH1, "find cmd for jpgs in ~/Pictures modified in the past 30 days", "quantity"),
        (_SH1, "find all .png files under ~/Pictures modified in the last 7 days", "entity"),
        (_SH1, "How do I list every .jpg in my ~/Pictures folder (subfolders included) that has NOT been modified "
               "in the last seven days?", "negation"),

        (_SH2, "grep count of lines matching ' 404 ' in access.log", None),
        (_SH2, "quick one-liner: tell me the number of lines in access.log that have ' 404 ' in them", None),
        (_SH2, "How many lines in access.log don't contain ' 404 '?", "negation"),
        (_SH2, "quick one-liner: show me the lines in access.log that have ' 404 ' in them", "operation"),
        (_SH2, "grep count of lines matching ' 503 ' in access.log", "quantity"),

        (_SH3, "tar + gzip /etc/nginx into backup.tar.gz", None),
        (_SH3, "Before I touch the config: how do I pack the whole /etc/nginx directory into a gzip-compressed "
               "archive called backup.tar.gz?", None),
        (_SH3, "Extract backup.tar.gz into /etc/nginx.", "reversed"),
        (_SH3, "tar + bzip2 /etc/nginx into backup.tar.bz2", "entity"),

        (_SH4, "sed -i: all http:// -> https:// in config.yml", None),
        (_SH4, "How do I get sed to change all occurrences of http:// to https:// directly inside config.yml?",
         None),
        (_SH4, "sed -i: all https:// -> http:// in config.yml", "reversed"),
        (_SH4, "How do I get sed to change only the first http:// on each line to https:// directly inside "
               "config.yml?", "quantity"),
        (_SH4, "Use sed to replace every 'http://' with 'https://' in config.yml, but don't modify the file, just "
               "print the result.", "negation"),

        (_SH5, "du one-liner: top ten largest dirs in /var, sizes human readable", None),
        (_SH5, "Disk is filling up. Which 10 directories under /var take the most space? Show sizes like 1.2G.",
         None),
        (_SH5, "du one-liner: top five largest dirs in /var, sizes human readable", "quantity"),
        (_SH5, "Show the 10 smallest directories under /var with human-readable sizes.", "reversed"),

        (_SH6, "What line do I add to crontab so that /opt/scripts/cleanup.sh runs daily at 02:30?", None),
        (_SH6, "cron: /opt/scripts/cleanup.sh, once a day, half past two in the morning", None),
        (_SH6, "crontab entry to run /opt/scripts/cleanup.sh every day at 2:30 PM", "quantity"),
        (_SH6, "cron: /opt/scripts/cleanup.sh, every day except Sunday, half past two in the morning", "negation"),

        (_SH7, "chmod 644 every regular file inside ./public recursively, leave the dirs alone", None),
        (_SH7, "How can I give mode 644 to all the files in ./public and its subfolders without touching the "
               "directories themselves?", None),
        (_SH7, "chmod 644 every directory inside ./public recursively, leave the regular files alone", "entity"),
        (_SH7, "Set permissions to 600 on all files (not directories) under ./public, recursively.", "quantity"),
        (_SH7, "How can I give mode 644 to everything in ./public and its subfolders, directories included?",
         "negation"),
    ],

    "dates": [
        (_DA1, "14/07/1989 — which weekday?", None),
        (_DA1, "my partner was born on the 14th of July 1989. what day of the week was that?", None),
        (_DA1, "What day of the week was 14 July 1988?", "quantity"),
        (_DA1, "my partner was born on the 14th of June 1989. what day of the week was that?", "quantity"),
        (_DA1, "What ISO week number was 14 July 1989 in?", "operation"),

        (_DA2, "days from 2026-03-03 to 2026-04-19?", None),
        (_DA2, "Counting from March 3rd to April 19th, 2026, how many days is that?", None),
        (_DA2, "How many days between 3 March 2026 and 19 April 2026, not counting Saturdays and Sundays?",
         "negation"),
        (_DA2, "days from 2026-03-03 to 2026-05-19?", "quantity"),

        (_DA3, "probation: 90 days from 2026-02-10, end date?", None),
        (_DA3, "New hire started Feb 10, 2026 and has a ninety-day probation — when does it end?", None),
        (_DA3, "probation: 60 days from 2026-02-10, end date?", "quantity"),
        (_DA3, "A 90-day probation period ends on 10 February 2026. On what date did it start?", "reversed"),
        (_DA3, "New hire started March 10, 2026 and has a ninety-day probation — when does it end?", "quantity"),

        (_DA4, "leap yr check: 2100", None),
        (_DA4, "Will February in the year 2100 have a 29th day?", None),
        (_DA4, "Is 2000 a leap year?", "quantity"),
        (_DA4, "What's the first leap year after 2100?", "operation"),
        (_DA4, "Is 2100 a leap year in the Julian calendar?", "entity"),

        (_DA5, "age on 2026-10-01 for DOB 1990-11-12?", None),
        (_DA5, "My colleague's birthday is 12 Nov 1990. How many years old will she be on the 1st of October "
               "2026?", None),
        (_DA5, "age on 2026-12-01 for DOB 1990-11-12?", "quantity"),
        (_DA5, "My colleague's birthday is 12 Nov 1990. On 1 October 2026, how many days is it until her next "
               "birthday?", "operation"),

        (_DA6, "21:45 + 8h30m = ?", None),
        (_DA6, "Night shift: I clock in at quarter to ten in the evening and work eight and a half hours. When do "
               "I finish?", None),
        (_DA6, "My shift ends at 21:45 and lasts 8 hours 30 minutes. What time does it start?", "reversed"),
        (_DA6, "21:45 + 7h30m = ?", "quantity"),

        (_DA7, "5 Jan 2026 + 6 weeks → date?", None),
        (_DA7, "Six weeks on from Monday the 5th of January 2026, what's the date?", None),
        (_DA7, "What date is 6 weeks before Monday 5 January 2026?", "reversed"),
        (_DA7, "5 Jan 2026 + 6 working days → date?", "entity"),
        (_DA7, "Eight weeks on from Monday the 5th of January 2026, what's the date?", "quantity"),
    ],

    "rewriting": [
        (_RW1, f'de translation pls: "{_Q1}"', None),
        (_RW1, f"How would I say '{_Q1}' in German? It's for a message to our Munich office.", None),
        (_RW1, f"Translate into French: '{_Q1}'", "entity"),
        (_RW1, "Translate into English: 'Das Meeting wurde auf Donnerstag um 15 Uhr verschoben.'", "reversed"),
        (_RW1, 'de translation pls: "The meeting has been moved to Thursday at 4 pm."', "quantity"),

        (_RW2, f"can you correct this so it's proper english? {_Q2}", None),
        (_RW2, f'grammar check + fix pls → "{_Q2}"', None),
        (_RW2, f"Explain what's grammatically wrong with '{_Q2}' — don't rewrite it, I want to understand it.",
         "operation"),
        (_RW2, f"Fix the grammar: '{_Q2}' but only fix the verb; do not touch 'Me and him'.", "negation"),

        (_RW3, f"passive voice version of: {_Q3}", None),
        (_RW3, f"Could you turn '{_Q3}' into a passive sentence?", None),
        (_RW3, "Rewrite in the active voice: 'The new budget was approved by the committee on Monday.'",
         "reversed"),
        (_RW3, f"Could you turn '{_Q3}' into a yes/no question?", "operation"),
        (_RW3, "Rewrite in the passive voice: 'The committee rejected the new budget on Monday.'", "entity"),

        (_RW4, f"rewrite in a formal tone: {_Q4}", None),
        (_RW4, f'This is going to the CFO so it needs to sound professional, please formalise: "{_Q4}"', None),
        (_RW4, "Make this email more casual: 'Dear Ms Patel, could you please send me the Q3 figures by Friday? "
               "Kind regards, Tom'", "reversed"),
        (_RW4, "rewrite in a formal tone: hey, can u send me the Q4 numbers by friday? thx", "quantity"),

        (_RW5, f"tl;dr in a single sentence pls: {_Q5}", None),
        (_RW5, f'One-sentence summary of this notice for the team channel? "{_Q5}"', None),
        (_RW5, f'Summarise this in three sentences: "{_Q5}"', "quantity"),
        (_RW5, f'Translate this notice into Spanish: "{_Q5}"', "operation"),
        (_RW5, f'One-sentence summary of what this notice means for visitors only? "{_Q5}"', "entity"),

        (_RW6, f"cut this down to fewer than twenty words: {_Q6}", None),
        (_RW6, f'Too wordy for an SMS — can you get it below 20 words? "{_Q6}"', None),
        (_RW6, f"cut this down to fewer than ten words: {_Q6}", "quantity"),
        (_RW6, f"Expand this into a friendly paragraph of about 60 words: '{_Q6}'", "reversed"),

        (_RW7, f"bulletise: {_Q7}", None),
        (_RW7, f'Could you format this as bullet points for the onboarding doc? "{_Q7}"', None),
        (_RW7, f"Turn this into a numbered list: '{_Q7}'", "entity"),
        (_RW7, f"bulletise, but leave out the charger: {_Q7}", "negation"),
        (_RW7, "Turn this bulleted list into one sentence:\n- laptop\n- ID badge\n- charger\n- signed NDA",
         "reversed"),
    ],

    "code": [
        (_CD1, _fn("initials", "name: str",
                   "first char of every whitespace-separated word, upper-cased, concatenated",
                   [("initials('Grace Brewster Hopper')", "'GBH'"), ("initials('alan turing')", "'AT'")],
                   ret=" -> str"), None),
        (_CD1, _fn("initials", "name",
                   "Build someone's initials from their full name: one capital letter per word, no dots or spaces. "
                   "Extra whitespace between words doesn't matter.",
                   [("initials('  linus   torvalds ')", "'LT'"), ("initials('x')", "'X'"),
                    ("initials('ada lovelace')", "'AL'")]), None),
        (_CD1, _fn("initials", "name",
                   "Return the initials of name: the first letter of each word, uppercased, each followed by a dot.",
                   [("initials('ada lovelace')", "'A.L.'"), ("initials('Grace Brewster Hopper')", "'G.B.H.'")]),
         "output"),
        (_CD1, _fn("initials", "name: str",
                   "first char of the first and the last word only (middle names skipped), upper-cased, "
                   "concatenated",
                   [("initials('Grace Brewster Hopper')", "'GH'"), ("initials('alan turing')", "'AT'")],
                   ret=" -> str"), "operation"),

        (_CD2, _fn("days_in_month", "year: int, month: int",
                   "How many days does month `month` (January = 1) of `year` have? Gregorian leap-year rules apply.",
                   [("days_in_month(1900, 2)", "28"), ("days_in_month(2000, 2)", "29"),
                    ("days_in_month(2026, 12)", "31")], ret=" -> int"), None),
        (_CD2, _fn("days_in_month", "year, month",
                   "length of a month in days (month is 1-based), leap years handled",
                   [("days_in_month(2025, 4)", "30"), ("days_in_month(2024, 2)", "29")]), None),
        (_CD2, _fn("days_in_month", "year, month",
                   "Return the number of days in the given month (1-12) of the given year that are not Saturdays "
                   "or Sundays.",
                   [("days_in_month(2024, 2)", "21"), ("days_in_month(2025, 4)", "22")]), "negation"),
        (_CD2, _fn("days_in_month", "year: int, month: int",
                   "How many days does month `month` of `year` have? Months are zero-based here (January = 0, "
                   "December = 11), like JavaScript's Date. Gregorian leap-year rules apply.",
                   [("days_in_month(2024, 1)", "29"), ("days_in_month(2026, 11)", "31"),
                    ("days_in_month(2025, 3)", "30")], ret=" -> int"), "input"),

        (_CD3, _fn("count_long_words", "text: str, n: int",
                   "Count the words (split on whitespace) whose length is strictly greater than n.",
                   [("count_long_words('a bb ccc', 1)", "2"), ("count_long_words('', 5)", "0"),
                    ("count_long_words('jumps over the lazy dog', 3)", "3")], ret=" -> int"), None),
        (_CD3, _fn("count_long_words", "text, n",
                   "number of words in text with more than n letters (words = text.split())",
                   [("count_long_words('the quick brown fox', 3)", "2"), ("count_long_words('hello', 5)", "0")]),
         None),
        (_CD3, _fn("count_long_words", "text: str, n: int",
                   "Count the words (split on whitespace) whose length is at least n.",
                   [("count_long_words('a bb ccc', 1)", "3"),
                    ("count_long_words('jumps over the lazy dog', 3)", "5")], ret=" -> int"), "bound"),
        (_CD3, _fn("count_long_words", "text, n",
                   "Return how many whitespace-separated words in text are not longer than n characters.",
                   [("count_long_words('jumps over the lazy dog', 3)", "2"), ("count_long_words('a bb ccc', 0)", "0")]),
         "negation"),
        (_CD3, _fn("count_long_words", "text, n",
                   "Return the whitespace-separated words in text that are longer than n characters, as a list in "
                   "their original order.",
                   [("count_long_words('jumps over the lazy dog', 3)", "['jumps', 'over', 'lazy']"),
                    ("count_long_words('a bb ccc', 2)", "['ccc']")]), "operation"),

        (_CD4, _fn("rgb_to_hex", "r: int, g: int, b: int",
                   "RGB (0..255 each) -> '#rrggbb' in lower case, zero-padded to two hex digits per channel",
                   [("rgb_to_hex(18, 52, 86)", "'#123456'"), ("rgb_to_hex(10, 11, 12)", "'#0a0b0c'")],
                   ret=" -> str"), None),
        (_CD4, _fn("rgb_to_hex", "r, g, b",
                   "Turn three 8-bit colour channel values into a CSS hex colour like '#ff8800' (lowercase "
                   "letters, leading '#').",
                   [("rgb_to_hex(255, 255, 255)", "'#ffffff'"), ("rgb_to_hex(255, 136, 0)", "'#ff8800'")]), None),
        (_CD4, _fn("rgb_to_hex", "r, g, b",
                   "Convert red, green and blue components (integers 0-255) to an uppercase hex colour string such "
                   "as '#FF8800'.",
                   [("rgb_to_hex(255, 136, 0)", "'#FF8800'"), ("rgb_to_hex(0, 0, 0)", "'#000000'"),
                    ("rgb_to_hex(171, 205, 239)", "'#ABCDEF'")]), "output"),
        (_CD4, _fn("rgb_to_hex", "r: float, g: float, b: float",
                   "RGB with each channel as a float in 0.0..1.0 (scale by 255 and round) -> '#rrggbb' in lower case",
                   [("rgb_to_hex(1.0, 0.5, 0.0)", "'#ff8000'"), ("rgb_to_hex(0.0, 0.0, 0.0)", "'#000000'")],
                   ret=" -> str"), "input"),
        (_CD4, _fn("rgb_to_hex", "s",
                   "Parse a hex colour string such as '#ff8800' and return its (red, green, blue) components as a "
                   "tuple of integers 0-255.",
                   [("rgb_to_hex('#ff8800')", "(255, 136, 0)"), ("rgb_to_hex('#123456')", "(18, 52, 86)")]),
         "reversed"),

        (_CD5, _fn("second_largest", "nums: list",
                   "Runner-up value: the biggest number strictly smaller than max(nums). Repeats of the maximum "
                   "don't count. Returns None when there is no such number.",
                   [("second_largest([7, 7, 7]) is None", "True"), ("second_largest([10, 3, 10, 8])", "8")]), None),
        (_CD5, _fn("second_largest", "nums",
                   "2nd highest unique number in the list (None if the list has fewer than 2 unique values)",
                   [("second_largest([3, 9, 1])", "3"), ("second_largest([]) is None", "True"),
                    ("second_largest([4, 1, 7, 7, 3])", "4")]), None),
        (_CD5, _fn("second_largest", "nums",
                   "Return the second smallest distinct value in nums, or None if there are fewer than two distinct "
                   "values.",
                   [("second_largest([4, 1, 7, 7, 3])", "3"), ("second_largest([5, 5]) is None", "True"),
                    ("second_largest([-2, -9])", "-2")]), "reversed"),
        (_CD5, _fn("second_largest", "nums",
                   "2nd highest number in the list with duplicates NOT removed (so [7, 7, 3] gives 7); None if the "
                   "list has fewer than 2 items",
                   [("second_largest([4, 1, 7, 7, 3])", "7"), ("second_largest([5, 5])", "5")]), "negation"),
        (_CD5, _fn("second_largest", "nums: list",
                   "Return the third largest distinct value in nums, or None when there are fewer than three "
                   "distinct values.",
                   [("second_largest([4, 1, 7, 7, 3])", "3"), ("second_largest([5, 6]) is None", "True")]),
         "quantity"),

        (_CD6, _fn("mask_email", "email: str",
                   "hide the user part of an address for logs - first char visible, the rest of the part before @ "
                   "becomes asterisks (one per char), domain untouched",
                   [("mask_email('maria@corp.org')", "'m****@corp.org'"), ("mask_email('a@b.io')", "'a@b.io'")],
                   ret=" -> str"), None),
        (_CD6, _fn("mask_email", "email",
                   "Return email with all but the first character of the local part replaced by '*' (same length), "
                   "leaving the '@domain' part unchanged.",
                   [("mask_email('john.doe@example.com')", "'j*******@example.com'"),
                    ("mask_email('Bo@x.dev')", "'B*@x.dev'")]), None),
        (_CD6, _fn("mask_email", "email: str",
                   "hide the user part of an address for logs - first two chars visible, the rest of the part "
                   "before @ becomes asterisks (one per char), domain untouched",
                   [("mask_email('maria@corp.org')", "'ma***@corp.org'"),
                    ("mask_email('john.doe@example.com')", "'jo******@example.com'")], ret=" -> str"), "quantity"),
        (_CD6, _fn("mask_email", "email",
                   "Mask the local part of an email address: keep its first character and replace the rest of the "
                   "local part with exactly three '*', whatever its length. The domain stays as is.",
                   [("mask_email('john.doe@example.com')", "'j***@example.com'"),
                    ("mask_email('a@b.io')", "'a***@b.io'")]), "output"),

        (_CD7, _fn("parse_duration", "s: str",
                   "'<hours>h<minutes>m' (either part optional) -> total minutes",
                   [("parse_duration('2h')", "120"), ("parse_duration('0h5m')", "5"),
                    ("parse_duration('10h15m')", "615")], ret=" -> int"), None),
        (_CD7, _fn("parse_duration", "s",
                   "Convert strings like '1h30m' into minutes. The hours part ('h') or the minutes part ('m') may "
                   "be missing.",
                   [("parse_duration('45m')", "45"), ("parse_duration('1h30m')", "90")]), None),
        (_CD7, _fn("parse_duration", "s",
                   "Parse a duration string such as '1h30m', '45m' or '2h' and return the total number of seconds "
                   "as an int.",
                   [("parse_duration('1h30m')", "5400"), ("parse_duration('45m')", "2700")]), "output"),
        (_CD7, _fn("parse_duration", "minutes: int",
                   "total minutes -> '<hours>h<minutes>m' string, leaving out a part that is zero",
                   [("parse_duration(90)", "'1h30m'"), ("parse_duration(45)", "'45m'"),
                    ("parse_duration(120)", "'2h'")], ret=" -> str"), "reversed"),
        (_CD7, _fn("parse_duration", "s",
                   "Convert clock-style durations like '01:30' (hours:minutes) into total minutes.",
                   [("parse_duration('01:30')", "90"), ("parse_duration('00:45')", "45")]), "input"),
    ],
}
