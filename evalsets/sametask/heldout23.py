"""Split ``heldout23``: requests written by hand on 2026-12-03 by an engineer who read
neither the rules nor any other hand-written set nor this project's code; never used to
tune a rule.

Register: a red team attacking a semantic cache. A QA engineer tries to make the cache
serve a wrong answer with near-miss requests that keep almost every word of the stored
request but change the right answer (comparator shifts such as "more than" vs "at
least", first vs last, swapped roles, unit prefixes such as MB vs MiB, metric vs short
tons, business vs calendar days, an added exception or second step, "each" vs "total",
rounding asked differently), and also checks that honest rewordings (synonyms, reordered
clauses, questions vs instructions, numbers written differently, harmless added context)
are still recognised as the same task.
"""

# _fn(name, params, prose, examples, ret="") is given by the loader.

# --------------------------------------------------------------------------- conversions
_CV1 = "Convert 3.5 pounds to grams."
_CV2 = "A bulk order costs 1,250 EUR. At a rate of 1 EUR = 1.08 USD, how much is that in USD?"
_CV3 = ("A webinar starts at 9:30 AM in New York (EST, UTC-5). "
        "What time is that in London (GMT, UTC+0)?")
_CV4 = "How many mebibytes (MiB) is 500,000,000 bytes?"
_CV5 = "A truck carries 12 metric tons. How many pounds is that?"
_CV6 = "Convert 72 °F to Celsius, rounded to one decimal place."
_CV7 = "Convert 90 km/h to metres per second."

# -------------------------------------------------------------------------------- policy
_PO1 = ('Company rule: "Employees who have worked here for more than 2 years get 25 '
        'vacation days; everyone else gets 20." Dana started exactly 2 years ago today. '
        'How many vacation days does Dana get?')
_PO2 = ('School rule: "Late homework loses 10 points per day late, up to a maximum of 50 '
        'points." Sam\'s essay scored 80 and was handed in 3 days late. What is Sam\'s '
        'final mark?')
_PO3 = ('Travel policy: "Meals are reimbursed up to $50 per day; alcohol is never '
        'reimbursed." On a 2-day trip, Lee spent $45 on day 1 (including $10 of wine) and '
        '$62 on day 2 (no alcohol). How much is reimbursed in total?')
_PO4 = ('Library rule: "Books are due 21 days after checkout. Fines are $0.25 per book per '
        'day overdue, starting the day after the due date." Priya checked out one book on '
        'May 1 and returned it on May 25. What is her fine?')
_PO5 = ('Shipping policy: "Orders over $75 ship free; otherwise shipping is $6.95." A '
        'customer\'s cart totals exactly $75. What do they pay in total?')
_PO6 = ('HR rule: "Overtime is paid at 1.5 times the hourly rate for hours beyond 40 in a '
        'week." Alex earns $20 per hour and worked 46 hours this week. What is Alex\'s '
        'gross pay for the week?')
_PO7 = ('Parking rule: "Visitors park free for the first 2 hours; after that, each started '
        'hour costs $3." A visitor parks from 10:15 to 14:40. How much do they owe?')

# ----------------------------------------------------------------------------------- sql
_SQ1 = ("Table orders(id, customer_id, amount, created_at). Write a SQL query that returns "
        "the total amount per customer_id.")
_SQ2 = ("Table employees(id, name, department, salary). Write a SQL query to list the names "
        "of the 5 highest-paid employees.")
_SQ3 = ("Tables users(id, email, signup_date) and logins(id, user_id, login_at). Write a SQL "
        "query returning the emails of users who have never logged in.")
_SQ4 = ("Table sales(id, region, sale_date, amount). Write a SQL query that returns the "
        "average amount per region for sales made in 2024.")
_SQ5 = ("Table products(id, name, category, price, stock). Write a SQL query returning how "
        "many products there are in each category.")
_SQ6 = ("Table events(id, user_id, event_type, occurred_at). Write a SQL query that returns "
        "each user's first event time.")
_SQ7 = ("Table payments(id, payer_id, payee_id, amount, paid_at). Write a SQL query "
        "returning the total amount received by each user.")

# --------------------------------------------------------------------------------- shell
_SH1 = 'Write a one-line shell command that counts the lines in access.log containing "404".'
_SH2 = ("Write a shell one-liner to find all .txt files under the current directory "
        "modified in the last 7 days.")
_SH3 = "Give me a shell command to show the 10 largest files in /var/log, biggest first."
_SH4 = "One-line shell command to print the second column of data.csv (comma-separated)."
_SH5 = "Write a shell command that renames every .jpeg file in the current directory to .jpg."
_SH6 = ("Shell one-liner: count the number of unique IP addresses in the first field of "
        "access.log.")
_SH7 = "Write a shell command that compresses the folder reports into reports.tar.gz."

# --------------------------------------------------------------------------------- dates
_DA1 = "What day of the week was 14 March 2025?"
_DA2 = "How many days are there between 2025-01-10 and 2025-03-01?"
_DA3 = "What date is 45 days after 2025-11-20?"
_DA4 = "How old is someone born on 29 August 1990 on 15 August 2025?"
_DA5 = ("How many working days (Monday to Friday) are there from Monday 2 June 2025 to "
        "Friday 27 June 2025, inclusive?")
_DA6 = "Today is Wednesday 3 December 2025. What is the date this Friday?"
_DA7 = ("A subscription started on 31 January 2025 and renews every month on the same day "
        "of the month (or on the last day of the month if that day doesn't exist). When is "
        "the first renewal?")

# ----------------------------------------------------------------------------- rewriting
_RW1 = 'Translate into French: "The meeting has been moved to Thursday afternoon."'
_RW2 = 'Rewrite this in the passive voice: "The committee approved the new budget on Monday."'
_RW3 = ('Summarise the following in one sentence: "Our Q3 revenue rose 12% to $4.1 million, '
        'driven by strong sales in Asia, while costs stayed flat. We expect similar growth '
        'in Q4."')
_RW4 = ('Fix the spelling mistakes in this sentence, changing nothing else: "Please recieve '
        'the attched documents and confirm there accuracy."')
_RW5 = 'Make this email more polite: "Send me the report by Friday."'
_RW6 = ('Reformat these dates as YYYY-MM-DD, one per line, in the same order: "March 5, '
        '2025; 12/07/2025 (US format); 1st Jan 2026"')
_RW7 = 'Convert this title to title case: "the quick guide to remote work"'

# ---------------------------------------------------------------------------------- code
_CO1 = _fn("running_total", "nums",
           "Return a list where each element is the sum of nums up to and including that "
           "position.",
           [("running_total([1, 2, 3, 4])", "[1, 3, 6, 10]"),
            ("running_total([])", "[]")], " -> list")
_CO2 = _fn("truncate_words", "text, n",
           "Return the first n words of text joined by single spaces. If text has more "
           "than n words,\n    append '...' to the result.",
           [("truncate_words('the cat sat on the mat', 3)", "'the cat sat...'"),
            ("truncate_words('hi there', 5)", "'hi there'")], " -> str")
_CO3 = _fn("days_between", "d1, d2",
           "d1 and d2 are dates given as 'YYYY-MM-DD' strings. Return the absolute number "
           "of days\n    between them.",
           [("days_between('2025-01-01', '2025-03-01')", "59"),
            ("days_between('2025-03-01', '2025-01-01')", "59")], " -> int")
_CO4 = _fn("is_strong_password", "pw",
           "Return True if pw has at least 8 characters, at least one digit and at least "
           "one\n    uppercase letter; otherwise return False.",
           [("is_strong_password('Secret123')", "True"),
            ("is_strong_password('secret123')", "False"),
            ("is_strong_password('Abc1234')", "False")], " -> bool")
_CO5 = _fn("format_bytes", "n",
           "Format a byte count n with binary units. Values below 1024 are shown as "
           "'<n> B';\n    larger values use KiB, MiB or GiB (powers of 1024) with one "
           "decimal place.",
           [("format_bytes(512)", "'512 B'"),
            ("format_bytes(1536)", "'1.5 KiB'"),
            ("format_bytes(1048576)", "'1.0 MiB'")], " -> str")
_CO6 = _fn("split_bill", "total, people, tip_percent",
           "Return the amount each person pays: total plus a tip of tip_percent percent, "
           "divided\n    equally among people, rounded to 2 decimals.",
           [("split_bill(100, 4, 20)", "30.0"),
            ("split_bill(90, 3, 10)", "33.0")], " -> float")
_CO7 = _fn("last_index", "items, target",
           "Return the index of the last occurrence of target in items, or -1 if target "
           "is not in items.",
           [("last_index([1, 2, 3, 2], 2)", "3"),
            ("last_index([], 5)", "-1")], " -> int")


HELDOUT23 = {
    "conversions": [
        (_CV1, "How many grams are in 3.5 lb?", None),
        (_CV1, "What's 3.5 pounds in grams? I'm scaling a recipe.", None),
        (_CV1, "Convert 3.5 grams to pounds.", "reversed"),
        (_CV1, "Convert 3.5 ounces to grams.", "entity"),

        (_CV2, "Using 1 EUR = 1.08 USD, convert a €1250 bulk order into US dollars.", None),
        (_CV2, "If one euro buys 1.08 US dollars, what is a bulk order of 1250 euros worth "
               "in dollars?", None),
        (_CV2, "A bulk order costs 1,250 USD. At a rate of 1 EUR = 1.08 USD, how much is "
               "that in EUR?", "reversed"),
        (_CV2, "Four bulk orders cost 1,250 EUR each. At a rate of 1 EUR = 1.08 USD, how "
               "much is that in USD?", "quantity"),

        (_CV3, "If a webinar begins at 09:30 New York time (EST, UTC-5), what's the start "
               "time in London (GMT, UTC+0)?", None),
        (_CV3, "What time in London (GMT, UTC+0) does a 9:30 a.m. New York webinar start? "
               "New York is on EST (UTC-5).", None),
        (_CV3, "A webinar starts at 9:30 AM in London (GMT, UTC+0). What time is that in "
               "New York (EST, UTC-5)?", "reversed"),
        (_CV3, "A webinar starts at 9:30 PM in New York (EST, UTC-5). What time is that in "
               "London (GMT, UTC+0)?", "quantity"),
        (_CV3, "A webinar starts at 9:30 AM in New York (EST, UTC-5). What time is that in "
               "Berlin (CET, UTC+1)?", "entity"),

        (_CV4, "Convert 500000000 bytes to MiB.", None),
        (_CV4, "I have a file of 500 million bytes. What's that in mebibytes?", None),
        (_CV4, "How many megabytes (MB) is 500,000,000 bytes?", "entity"),
        (_CV4, "How many mebibytes (MiB) is 50,000,000 bytes?", "quantity"),

        (_CV5, "Convert 12 tonnes (metric) to pounds; it's a truck load.", None),
        (_CV5, "What is the weight in lb of a 12-metric-ton truck load?", None),
        (_CV5, "A truck carries 12 short tons. How many pounds is that?", "entity"),
        (_CV5, "A truck carries 12,000 pounds. How many metric tons is that?", "reversed"),

        (_CV6, "What is 72 degrees Fahrenheit in Celsius? Round to 1 decimal.", None),
        (_CV6, "72°F is how many °C, to one decimal place?", None),
        (_CV6, "Convert 72 °C to Fahrenheit, rounded to one decimal place.", "reversed"),
        (_CV6, "Convert 72 °F to Celsius, rounded to the nearest whole degree.", "operation"),
        (_CV6, "Convert 72 °F to Kelvin, rounded to one decimal place.", "entity"),

        (_CV7, "What's 90 kilometres per hour in m/s?", None),
        (_CV7, "A car is doing ninety km/h. Express that speed in metres per second.", None),
        (_CV7, "Convert 90 m/s to kilometres per hour.", "reversed"),
        (_CV7, "Convert 90 km/h to metres per second, then say how far the car goes in 8 "
               "seconds.", "step"),
    ],
    "policy": [
        (_PO1, 'Under the company rule "Employees who have worked here for more than 2 years '
               'get 25 vacation days; everyone else gets 20", how many vacation days is Dana '
               'entitled to if she started exactly two years ago today?', None),
        (_PO1, 'Dana joined exactly 2 years ago to the day. Our rule: "Employees who have '
               'worked here for more than 2 years get 25 vacation days; everyone else gets '
               '20." What is her vacation allowance in days?', None),
        (_PO1, 'Company rule: "Employees who have worked here for at least 2 years get 25 '
               'vacation days; everyone else gets 20." Dana started exactly 2 years ago '
               'today. How many vacation days does Dana get?', "scope"),
        (_PO1, 'Company rule: "Employees who have worked here for more than 2 years get 25 '
               'vacation days; everyone else gets 20." Dana started exactly 3 years ago '
               'today. How many vacation days does Dana get?', "quantity"),

        (_PO2, 'Sam handed in an essay three days late; it scored 80. Under the school rule '
               '"Late homework loses 10 points per day late, up to a maximum of 50 points", '
               'what is the final mark?', None),
        (_PO2, 'What mark does Sam end up with? Essay score: 80. Submitted: 3 days late. '
               'Rule: "Late homework loses 10 points per day late, up to a maximum of 50 '
               'points."', None),
        (_PO2, 'School rule: "Late homework loses 10 points per day late, up to a maximum of '
               '50 points." Sam\'s essay scored 80 and was handed in 6 days late. What is '
               'Sam\'s final mark?', "quantity"),
        (_PO2, 'School rule: "Late homework loses 10 points per day late, up to a maximum of '
               '50 points." Sam\'s essay scored 80 and was handed in 3 days late. How many '
               'points did Sam lose?', "operation"),

        (_PO3, 'Lee was on a 2-day trip: day 1 meals cost $45 (of which $10 was wine), day 2 '
               'meals cost $62 with no alcohol. The travel policy says "Meals are reimbursed '
               'up to $50 per day; alcohol is never reimbursed." What is the total '
               'reimbursement?', None),
        (_PO3, 'Travel policy: "Meals are reimbursed up to $50 per day; alcohol is never '
               'reimbursed." Over two days Lee spent $45 on day one, $10 of it on wine, and '
               '$62 on day two, none of it alcohol. How much does Lee get back altogether?',
         None),
        (_PO3, 'Travel policy: "Meals are reimbursed up to $50 per trip; alcohol is never '
               'reimbursed." On a 2-day trip, Lee spent $45 on day 1 (including $10 of wine) '
               'and $62 on day 2 (no alcohol). How much is reimbursed in total?', "scope"),
        (_PO3, 'Travel policy: "Meals are reimbursed up to $50 per day; alcohol is never '
               'reimbursed." On a 2-day trip, Lee spent $45 on day 1 (no alcohol) and $62 on '
               'day 2 (including $10 of wine). How much is reimbursed in total?', "entity"),
        (_PO3, 'Travel policy: "Meals are reimbursed up to $50 per day; alcohol is also '
               'reimbursed." On a 2-day trip, Lee spent $45 on day 1 (including $10 of wine) '
               'and $62 on day 2 (no alcohol). How much is reimbursed in total?', "negation"),

        (_PO4, 'Priya borrowed one book on May 1 and brought it back on May 25. The library '
               'rule is "Books are due 21 days after checkout. Fines are $0.25 per book per '
               'day overdue, starting the day after the due date." How much is her fine?',
         None),
        (_PO4, 'Library rule: "Books are due 21 days after checkout. Fines are $0.25 per '
               'book per day overdue, starting the day after the due date." What does Priya '
               'owe for a single book checked out on 1 May and returned on 25 May?', None),
        (_PO4, 'Library rule: "Books are due 21 days after checkout. Fines are $0.25 per book '
               'per day overdue, starting the day after the due date." Priya checked out '
               'three books on May 1 and returned them on May 25. What is her fine?',
         "quantity"),
        (_PO4, 'Library rule: "Books are due 21 days after checkout. Fines are $0.25 per book '
               'per day overdue, starting on the due date." Priya checked out one book on '
               'May 1 and returned it on May 25. What is her fine?', "scope"),

        (_PO5, 'A customer\'s cart comes to exactly $75. Our shipping policy: "Orders over $75 '
               'ship free; otherwise shipping is $6.95." How much do they pay altogether?',
         None),
        (_PO5, 'Shipping policy: "Orders over $75 ship free; otherwise shipping is $6.95." '
               'What is the total amount charged for a cart of exactly 75 dollars?', None),
        (_PO5, 'Shipping policy: "Orders of $75 or more ship free; otherwise shipping is '
               '$6.95." A customer\'s cart totals exactly $75. What do they pay in total?',
         "scope"),
        (_PO5, 'Shipping policy: "Orders over $75 ship free; otherwise shipping is $6.95." A '
               'customer\'s cart totals exactly $75. What do they pay for shipping?',
         "operation"),

        (_PO6, 'Alex is paid $20/hour and put in 46 hours this week. HR rule: "Overtime is '
               'paid at 1.5 times the hourly rate for hours beyond 40 in a week." What is '
               'Alex\'s gross pay this week?', None),
        (_PO6, 'HR rule: "Overtime is paid at 1.5 times the hourly rate for hours beyond 40 '
               'in a week." How much does Alex earn before deductions this week, working '
               'forty-six hours at $20 an hour?', None),
        (_PO6, 'HR rule: "Overtime is paid at 1.5 times the hourly rate for hours beyond 40 in '
               'a week." Alex earns $20 per hour and worked 46 hours this week. What is '
               'Alex\'s overtime pay for the week?', "operation"),
        (_PO6, 'HR rule: "Overtime is paid at 1.5 times the hourly rate for hours beyond 40 in '
               'a week." Alex earns $20 per hour and worked 46 hours this week. What is '
               'Alex\'s pay for the week after 20% tax is withheld?', "step"),
        (_PO6, 'HR rule: "Overtime is paid at 1.5 times the hourly rate for hours beyond 40 in '
               'a week." Alex earns $20 per hour and worked 36 hours this week. What is '
               'Alex\'s gross pay for the week?', "quantity"),

        (_PO7, 'A visitor parked from 10:15 until 14:40. Parking rule: "Visitors park free '
               'for the first 2 hours; after that, each started hour costs $3." What is the '
               'charge?', None),
        (_PO7, 'Parking rule: "Visitors park free for the first 2 hours; after that, each '
               'started hour costs $3." How much does a visitor owe for parking between '
               '10:15 am and 2:40 pm?', None),
        (_PO7, 'Parking rule: "Visitors park free for the first 2 hours; after that, each full '
               'hour costs $3." A visitor parks from 10:15 to 14:40. How much do they owe?',
         "operation"),
        (_PO7, 'Parking rule: "Visitors park free for the first 2 hours; after that, each '
               'started hour costs $3." A visitor parks from 10:15 to 14:10. How much do '
               'they owe?', "quantity"),
    ],
    "sql": [
        (_SQ1, "Given orders(id, customer_id, amount, created_at), write SQL to sum amount "
               "for each customer_id.", None),
        (_SQ1, "I need a query over the orders table (id, customer_id, amount, created_at) "
               "that gives each customer_id with the sum of its order amounts.", None),
        (_SQ1, "Table orders(id, customer_id, amount, created_at). Write a SQL query that "
               "returns the number of orders per customer_id.", "operation"),
        (_SQ1, "Table orders(id, customer_id, amount, created_at). Write a SQL query that "
               "returns the total amount per customer_id, only for customers whose total "
               "exceeds 1000.", "scope"),

        (_SQ2, "For employees(id, name, department, salary), how do I get the names of the "
               "top 5 earners in SQL?", None),
        (_SQ2, "Write SQL against employees(id, name, department, salary) listing the names "
               "of the five employees with the highest salaries.", None),
        (_SQ2, "Table employees(id, name, department, salary). Write a SQL query to list the "
               "names of the 5 employees with the smallest salaries.", "reversed"),
        (_SQ2, "Table employees(id, name, department, salary). Write a SQL query to list the "
               "names of the 3 highest-paid employees.", "quantity"),
        (_SQ2, "Table employees(id, name, department, salary). Write a SQL query to list the "
               "names of the 5 highest-paid employees in the Sales department.", "scope"),

        (_SQ3, "With users(id, email, signup_date) and logins(id, user_id, login_at), write "
               "SQL that finds the email of every user with no login at all.", None),
        (_SQ3, "Which users have never logged in? Give me a SQL query returning their emails. "
               "Tables: users(id, email, signup_date), logins(id, user_id, login_at).", None),
        (_SQ3, "Tables users(id, email, signup_date) and logins(id, user_id, login_at). Write "
               "a SQL query returning the emails of users who have logged in at least once.",
         "negation"),
        (_SQ3, "Tables users(id, email, signup_date) and logins(id, user_id, login_at). Write "
               "a SQL query returning the emails of users who have not logged in since "
               "2025-01-01.", "scope"),

        (_SQ4, "Using sales(id, region, sale_date, amount), write a SQL query giving the mean "
               "sale amount for each region, restricted to 2024 sales.", None),
        (_SQ4, "For the 2024 sales only, what's the average amount per region? Table: "
               "sales(id, region, sale_date, amount). Please write the SQL.", None),
        (_SQ4, "Table sales(id, region, sale_date, amount). Write a SQL query that returns "
               "the median amount per region for sales made in 2024.", "operation"),
        (_SQ4, "Table sales(id, region, sale_date, amount). Write a SQL query that returns "
               "the average amount per region for sales made in 2023.", "quantity"),
        (_SQ4, "Table sales(id, region, sale_date, amount). Write a SQL query that returns "
               "the average amount per region for sales made in 2024, and sort the regions "
               "from highest average to lowest.", "step"),

        (_SQ5, "Count the products in each category. Table: products(id, name, category, "
               "price, stock). SQL please.", None),
        (_SQ5, "Write a SQL query on products(id, name, category, price, stock) that shows, "
               "for every category, its number of products.", None),
        (_SQ5, "Table products(id, name, category, price, stock). Write a SQL query returning "
               "how many out-of-stock products there are in each category.", "scope"),
        (_SQ5, "Table products(id, name, category, price, stock). Write a SQL query returning "
               "how many categories there are.", "operation"),

        (_SQ6, "Given events(id, user_id, event_type, occurred_at), write SQL that shows, "
               "per user, the time of their earliest event.", None),
        (_SQ6, "For every user_id in events(id, user_id, event_type, occurred_at), when did "
               "their first event happen? Write the SQL query.", None),
        (_SQ6, "Table events(id, user_id, event_type, occurred_at). Write a SQL query that "
               "returns each user's latest event time.", "reversed"),
        (_SQ6, "Table events(id, user_id, event_type, occurred_at). Write a SQL query that "
               "returns each user's first purchase event time (event_type = 'purchase').",
         "scope"),

        (_SQ7, "For payments(id, payer_id, payee_id, amount, paid_at), write SQL that sums, "
               "per user, the amounts they were paid.", None),
        (_SQ7, "Write a SQL query showing how much money each user has received in total. "
               "Table: payments(id, payer_id, payee_id, amount, paid_at).", None),
        (_SQ7, "Table payments(id, payer_id, payee_id, amount, paid_at). Write a SQL query "
               "returning the total amount sent by each user.", "reversed"),
        (_SQ7, "Table payments(id, payer_id, payee_id, amount, paid_at). Write a SQL query "
               "returning the total amount received by each user, excluding payments users "
               "made to themselves.", "negation"),
    ],
    "shell": [
        (_SH1, 'How do I count the lines of access.log that contain "404"? One shell command '
               'please.', None),
        (_SH1, 'Shell one-liner: number of lines in access.log that include the string '
               '"404".', None),
        (_SH1, 'Write a one-line shell command that counts the lines in access.log not '
               'containing "404".', "negation"),
        (_SH1, 'Write a one-line shell command that counts the lines in error.log containing '
               '"404".', "entity"),

        (_SH2, "Give me a one-line shell command that lists every .txt file in the current "
               "directory tree changed within the past 7 days.", None),
        (_SH2, "Which .txt files below the current directory were modified in the last "
               "seven days? Write a shell one-liner to find them.", None),
        (_SH2, "Write a shell one-liner to find all .txt files under the current directory "
               "modified more than 7 days ago.", "reversed"),
        (_SH2, "Write a shell one-liner to find all .txt files under the current directory "
               "modified in the last 7 days and delete them.", "step"),
        (_SH2, "Write a shell one-liner to find all .txt files in the current directory only "
               "(not subdirectories) modified in the last 7 days.", "scope"),

        (_SH3, "Shell command to list the ten biggest files in /var/log, largest first?",
         None),
        (_SH3, "Show me the 10 largest files under /var/log sorted by size in descending "
               "order, as a shell command.", None),
        (_SH3, "Give me a shell command to show the 10 largest files in /var/log, smallest "
               "first.", "reversed"),
        (_SH3, "Give me a shell command to show the 20 largest files in /var/log, biggest "
               "first.", "quantity"),

        (_SH4, "Print column 2 of the comma-separated file data.csv with a one-line shell "
               "command.", None),
        (_SH4, "How can I output the second field of each line of data.csv (comma delimited) "
               "in one shell line?", None),
        (_SH4, "One-line shell command to print the last column of data.csv "
               "(comma-separated).", "entity"),
        (_SH4, "One-line shell command to print the second column of data.csv "
               "(comma-separated), skipping the header line.", "scope"),
        (_SH4, "One-line shell command to print the sum of the second column of data.csv "
               "(comma-separated).", "operation"),

        (_SH5, "In the current directory, rename all files ending in .jpeg so they end in "
               ".jpg. Write the shell command.", None),
        (_SH5, "Shell command to change the extension of every .jpeg file in the current "
               "folder to .jpg, please.", None),
        (_SH5, "Write a shell command that renames every .jpg file in the current directory "
               "to .jpeg.", "reversed"),
        (_SH5, "Write a shell command that copies every .jpeg file in the current directory "
               "to .jpg.", "operation"),

        (_SH6, "How many distinct IPs appear in the first field of access.log? Give a shell "
               "one-liner.", None),
        (_SH6, "Shell one-liner that counts unique IP addresses taken from column 1 of "
               "access.log.", None),
        (_SH6, "Shell one-liner: count the number of IP addresses in the first field of "
               "access.log.", "scope"),
        (_SH6, "Shell one-liner: list the unique IP addresses in the first field of "
               "access.log with how many times each appears, most frequent first.",
         "operation"),

        (_SH7, "Shell command to create a gzipped tarball reports.tar.gz from the reports "
               "folder.", None),
        (_SH7, "How do I compress the reports directory into reports.tar.gz from the command "
               "line?", None),
        (_SH7, "Write a shell command that extracts reports.tar.gz into the folder reports.",
         "reversed"),
        (_SH7, "Write a shell command that compresses the folder reports into reports.zip.",
         "entity"),
    ],
    "dates": [
        (_DA1, "14 March 2025 fell on which day of the week?", None),
        (_DA1, "Which weekday was 2025-03-14?", None),
        (_DA1, "What day of the week was 14 March 2026?", "quantity"),
        (_DA1, "What day of the week was 13 March 2025?", "quantity"),

        (_DA2, "Count the days from 10 January 2025 to 1 March 2025.", None),
        (_DA2, "What's the number of days between Jan 10, 2025 and Mar 1, 2025?", None),
        (_DA2, "How many days are there between 2025-01-10 and 2025-03-01, counting both the "
               "start and the end date?", "scope"),
        (_DA2, "How many days are there between 2024-01-10 and 2024-03-01?", "quantity"),

        (_DA3, "Add 45 days to 20 November 2025. What date do you get?", None),
        (_DA3, "Which date falls forty-five days after Nov 20, 2025?", None),
        (_DA3, "What date is 45 days before 2025-11-20?", "reversed"),
        (_DA3, "What date is 45 business days after 2025-11-20?", "entity"),
        (_DA3, "What date is 54 days after 2025-11-20?", "quantity"),

        (_DA4, "Someone was born on 29 Aug 1990. What is their age on 15 Aug 2025?", None),
        (_DA4, "On 2025-08-15, how many years old is a person whose birthday is 1990-08-29?",
         None),
        (_DA4, "How old is someone born on 29 August 1990 on 30 August 2025?", "quantity"),
        (_DA4, "How old is someone born on 29 August 1990 on 15 August 2025, and how many "
               "days are left until their next birthday?", "step"),

        (_DA5, "Counting both ends, how many weekdays (Mon-Fri) are there between Monday "
               "June 2, 2025 and Friday June 27, 2025?", None),
        (_DA5, "From Mon 2 Jun 2025 through Fri 27 Jun 2025, including both days, how many "
               "Monday-to-Friday working days are there?", None),
        (_DA5, "How many working days (Monday to Friday) are there from Monday 2 June 2025 to "
               "Friday 27 June 2025, excluding both the start and the end date?", "scope"),
        (_DA5, "How many working days (Monday to Friday) are there from Monday 2 June 2025 to "
               "Friday 27 June 2025, inclusive, if Thursday 19 June is a public holiday?",
         "scope"),
        (_DA5, "How many calendar days are there from Monday 2 June 2025 to Friday 27 June "
               "2025, inclusive?", "entity"),

        (_DA6, "It's Wednesday, December 3, 2025. What date is the coming Friday of this "
               "week?", None),
        (_DA6, "What's the date of this week's Friday, given that today is Wed 3 Dec 2025?",
         None),
        (_DA6, "Today is Wednesday 3 December 2025. What was the date last Friday?",
         "reversed"),
        (_DA6, "Today is Wednesday 3 December 2025. What is the date this Sunday?", "entity"),

        (_DA7, "When does the first renewal happen for a monthly subscription that began on "
               "31 Jan 2025, renewing on the same day each month, or on the month's last day "
               "when that day doesn't exist?", None),
        (_DA7, "A subscription started 2025-01-31. It renews monthly on the same day of the "
               "month, falling back to the last day of the month if there is no such day. "
               "What is the date of the 1st renewal?", None),
        (_DA7, "A subscription started on 31 January 2024 and renews every month on the same "
               "day of the month (or on the last day of the month if that day doesn't "
               "exist). When is the first renewal?", "quantity"),
        (_DA7, "A subscription started on 31 January 2025 and renews every 30 days. When is "
               "the first renewal?", "operation"),
    ],
    "rewriting": [
        (_RW1, 'Could you put this into French for me? "The meeting has been moved to '
               'Thursday afternoon."', None),
        (_RW1, 'French translation please: "The meeting has been moved to Thursday '
               'afternoon."', None),
        (_RW1, 'Translate into Spanish: "The meeting has been moved to Thursday afternoon."',
         "entity"),
        (_RW1, 'Translate into French: "The meeting has not been moved to Thursday '
               'afternoon."', "negation"),

        (_RW2, 'Put this sentence into the passive voice: "The committee approved the new '
               'budget on Monday."', None),
        (_RW2, 'Can you change "The committee approved the new budget on Monday." from active '
               'to passive voice?', None),
        (_RW2, 'Rewrite this in the active voice: "The new budget was approved by the '
               'committee on Monday."', "reversed"),
        (_RW2, 'Rewrite this in the passive voice and in the future tense: "The committee '
               'approved the new budget on Monday."', "step"),

        (_RW3, 'Give me a one-sentence summary of this: "Our Q3 revenue rose 12% to $4.1 '
               'million, driven by strong sales in Asia, while costs stayed flat. We expect '
               'similar growth in Q4."', None),
        (_RW3, 'In a single sentence, summarize: "Our Q3 revenue rose 12% to $4.1 million, '
               'driven by strong sales in Asia, while costs stayed flat. We expect similar '
               'growth in Q4."', None),
        (_RW3, 'Summarise the following in three bullet points: "Our Q3 revenue rose 12% to '
               '$4.1 million, driven by strong sales in Asia, while costs stayed flat. We '
               'expect similar growth in Q4."', "operation"),
        (_RW3, 'Summarise the following in one sentence: "Our Q3 revenue fell 12% to $4.1 '
               'million, driven by weak sales in Asia, while costs stayed flat. We expect '
               'similar growth in Q4."', "reversed"),
        (_RW3, 'Summarise the following in one sentence, leaving out the Q4 outlook: "Our Q3 '
               'revenue rose 12% to $4.1 million, driven by strong sales in Asia, while costs '
               'stayed flat. We expect similar growth in Q4."', "scope"),

        (_RW4, 'Correct only the misspellings here, leave everything else as is: "Please '
               'recieve the attched documents and confirm there accuracy."', None),
        (_RW4, 'Please fix the typos in this sentence without changing anything else: "Please '
               'recieve the attched documents and confirm there accuracy."', None),
        (_RW4, 'Fix the spelling mistakes in this sentence and then translate it into German: '
               '"Please recieve the attched documents and confirm there accuracy."', "step"),
        (_RW4, 'List the misspelled words in this sentence, changing nothing: "Please recieve '
               'the attched documents and confirm there accuracy."', "operation"),

        (_RW5, 'Can you rephrase this email so it sounds more polite? "Send me the report by '
               'Friday."', None),
        (_RW5, 'Politer version of this email, please: "Send me the report by Friday."', None),
        (_RW5, 'Make this email more polite: "Send me the report by Monday."', "quantity"),
        (_RW5, 'Make this email more polite, in no more than 6 words: "Send me the report by '
               'Friday."', "scope"),

        (_RW6, 'Rewrite these dates in YYYY-MM-DD format, keeping their order, one date per '
               'line: "March 5, 2025; 12/07/2025 (US format); 1st Jan 2026"', None),
        (_RW6, 'Convert to ISO (YYYY-MM-DD), one per line, same order: "March 5, 2025; '
               '12/07/2025 (US format); 1st Jan 2026"', None),
        (_RW6, 'Reformat these dates as YYYY-MM-DD, one per line, in the same order: "March 5, '
               '2025; 12/07/2025 (UK format); 1st Jan 2026"', "entity"),
        (_RW6, 'Reformat these dates as DD/MM/YYYY, one per line, in the same order: "March 5, '
               '2025; 12/07/2025 (US format); 1st Jan 2026"', "operation"),
        (_RW6, 'Reformat these dates as YYYY-MM-DD, one per line, latest date first: "March 5, '
               '2025; 12/07/2025 (US format); 1st Jan 2026"', "step"),

        (_RW7, 'Put "the quick guide to remote work" into title case.', None),
        (_RW7, 'Title-case this heading for me please: "the quick guide to remote work"', None),
        (_RW7, 'Convert this title to upper case: "the quick guide to remote work"',
         "operation"),
        (_RW7, 'Convert this title to title case: "the quick guide to hybrid work"', "entity"),
    ],
    "code": [
        (_CO1, _fn("running_total", "nums",
                   "Compute the cumulative sums of nums: element i of the result is "
                   "nums[0] + ... + nums[i].",
                   [("running_total([5, -2, 7])", "[5, 3, 10]"),
                    ("running_total([1, 2, 3, 4])", "[1, 3, 6, 10]")], " -> list"), None),
        (_CO1, _fn("running_total", "nums",
                   "Return the prefix sums of the list nums (inclusive of the current "
                   "item). An empty list\n    gives an empty list.",
                   [("running_total([])", "[]"),
                    ("running_total([0, 4, 4])", "[0, 4, 8]")], " -> list"), None),
        (_CO1, _fn("running_total", "nums",
                   "Return a list where each element is the sum of nums up to but excluding "
                   "that position.",
                   [("running_total([1, 2, 3, 4])", "[0, 1, 3, 6]"),
                    ("running_total([])", "[]")], " -> list"), "bound"),
        (_CO1, _fn("running_total", "nums",
                   "Return a list where each element is the sum of nums from that position "
                   "up to and including\n    the end.",
                   [("running_total([1, 2, 3, 4])", "[10, 9, 7, 4]"),
                    ("running_total([])", "[]")], " -> list"), "reversed"),

        (_CO2, _fn("truncate_words", "text, n",
                   "Keep only the first n words of text (joined by single spaces); add '...' "
                   "at the end only\n    when some words were dropped.",
                   [("truncate_words('one two three four', 2)", "'one two...'"),
                    ("truncate_words('hi there', 5)", "'hi there'")], " -> str"), None),
        (_CO2, _fn("truncate_words", "text, n",
                   "Shorten text to at most n words, separated by single spaces. If the text "
                   "was longer than\n    n words, the result ends with '...'.",
                   [("truncate_words('the cat sat on the mat', 3)", "'the cat sat...'"),
                    ("truncate_words('one two three', 3)", "'one two three'")], " -> str"),
         None),
        (_CO2, _fn("truncate_words", "text, n",
                   "Return the first n words of text joined by single spaces. If text has n "
                   "or more words,\n    append '...' to the result.",
                   [("truncate_words('the cat sat on the mat', 3)", "'the cat sat...'"),
                    ("truncate_words('one two three', 3)", "'one two three...'")], " -> str"),
         "bound"),
        (_CO2, _fn("truncate_words", "text, n",
                   "Return the last n words of text joined by single spaces. If text has "
                   "more than n words,\n    prepend '...' to the result.",
                   [("truncate_words('the cat sat on the mat', 3)", "'...on the mat'"),
                    ("truncate_words('hi there', 5)", "'hi there'")], " -> str"),
         "reversed"),

        (_CO3, _fn("days_between", "d1, d2",
                   "Given two 'YYYY-MM-DD' date strings, return how many days apart they "
                   "are, always as a\n    non-negative number regardless of order.",
                   [("days_between('2024-02-28', '2024-03-01')", "2"),
                    ("days_between('2025-03-01', '2025-01-01')", "59")], " -> int"), None),
        (_CO3, _fn("days_between", "d1, d2",
                   "Return abs(d2 - d1) in days, where d1 and d2 are ISO date strings "
                   "('YYYY-MM-DD').",
                   [("days_between('2025-01-01', '2025-01-01')", "0"),
                    ("days_between('2025-12-31', '2025-01-01')", "364")], " -> int"), None),
        (_CO3, _fn("days_between", "d1, d2",
                   "d1 and d2 are dates given as 'YYYY-MM-DD' strings. Return the number of "
                   "days from d1 to\n    d2 (negative if d2 is before d1).",
                   [("days_between('2025-01-01', '2025-03-01')", "59"),
                    ("days_between('2025-03-01', '2025-01-01')", "-59")], " -> int"),
         "bound"),
        (_CO3, _fn("days_between", "d1, d2",
                   "d1 and d2 are dates given as 'YYYY-MM-DD' strings. Return the number of "
                   "days between\n    them, counting both d1 and d2.",
                   [("days_between('2025-01-01', '2025-03-01')", "60"),
                    ("days_between('2025-03-01', '2025-01-01')", "60")], " -> int"),
         "scope"),

        (_CO4, _fn("is_strong_password", "pw",
                   "A password is strong when it is 8 or more characters long and contains "
                   "a digit and an\n    uppercase letter. Return whether pw is strong.",
                   [("is_strong_password('Secret12')", "True"),
                    ("is_strong_password('SECRETPASS')", "False")], " -> bool"), None),
        (_CO4, _fn("is_strong_password", "pw",
                   "Check pw: it needs a minimum length of eight, at least one 0-9 digit and "
                   "at least one\n    capital letter. Return True only if all three hold.",
                   [("is_strong_password('Secret123')", "True"),
                    ("is_strong_password('Abc1234')", "False")], " -> bool"), None),
        (_CO4, _fn("is_strong_password", "pw",
                   "Return True if pw has more than 8 characters, at least one digit and at "
                   "least one\n    uppercase letter; otherwise return False.",
                   [("is_strong_password('Secret123')", "True"),
                    ("is_strong_password('Secret12')", "False")], " -> bool"), "bound"),
        (_CO4, _fn("is_strong_password", "pw",
                   "Return True if pw has at least 8 characters, at least one digit, at "
                   "least one uppercase\n    letter and at least one character that is "
                   "not a letter or digit; otherwise return False.",
                   [("is_strong_password('Secret123!')", "True"),
                    ("is_strong_password('Secret123')", "False")], " -> bool"), "scope"),
        (_CO4, _fn("is_strong_password", "pw",
                   "Return True if pw has at least 8 characters and contains at least one "
                   "digit or at least\n    one uppercase letter; otherwise return False.",
                   [("is_strong_password('Secret123')", "True"),
                    ("is_strong_password('secret123')", "True"),
                    ("is_strong_password('Abc1234')", "False")], " -> bool"), "operation"),

        (_CO5, _fn("format_bytes", "n",
                   "Turn a number of bytes into a human-readable string using powers of 1024: "
                   "'<n> B' under\n    1024, otherwise KiB, MiB or GiB with one digit after "
                   "the decimal point.",
                   [("format_bytes(1023)", "'1023 B'"),
                    ("format_bytes(1536)", "'1.5 KiB'"),
                    ("format_bytes(3221225472)", "'3.0 GiB'")], " -> str"), None),
        (_CO5, _fn("format_bytes", "n",
                   "Human-readable size for n bytes, IEC binary units (1 KiB = 1024 B): show "
                   "plain bytes\n    below 1 KiB, else the largest of KiB/MiB/GiB that fits, "
                   "to 1 decimal place.",
                   [("format_bytes(512)", "'512 B'"),
                    ("format_bytes(1048576)", "'1.0 MiB'")], " -> str"), None),
        (_CO5, _fn("format_bytes", "n",
                   "Format a byte count n with decimal units. Values below 1000 are shown as "
                   "'<n> B';\n    larger values use kB, MB or GB (powers of 1000) with one "
                   "decimal place.",
                   [("format_bytes(512)", "'512 B'"),
                    ("format_bytes(1536)", "'1.5 kB'"),
                    ("format_bytes(1048576)", "'1.0 MB'")], " -> str"), "entity"),
        (_CO5, _fn("format_bytes", "n",
                   "Format a byte count n with binary units. Values below 1024 are shown as "
                   "'<n> B';\n    larger values use KiB, MiB or GiB (powers of 1024) with two "
                   "decimal places.",
                   [("format_bytes(512)", "'512 B'"),
                    ("format_bytes(1536)", "'1.50 KiB'"),
                    ("format_bytes(1048576)", "'1.00 MiB'")], " -> str"), "output"),

        (_CO6, _fn("split_bill", "total, people, tip_percent",
                   "Add a tip_percent % tip to total, split the result evenly between "
                   "people, and return\n    each person's share rounded to two decimal "
                   "places.",
                   [("split_bill(100, 3, 15)", "38.33"),
                    ("split_bill(100, 4, 20)", "30.0")], " -> float"), None),
        (_CO6, _fn("split_bill", "total, people, tip_percent",
                   "Per-person share of a bill: (total with tip_percent percent tip added) / "
                   "people, to 2 d.p.",
                   [("split_bill(90, 3, 10)", "33.0"),
                    ("split_bill(50, 2, 0)", "25.0")], " -> float"), None),
        (_CO6, _fn("split_bill", "total, people, tip_percent",
                   "Return the amount the group pays: total plus a tip of tip_percent "
                   "percent, rounded to\n    2 decimals (people is only used to check that "
                   "there is at least one diner).",
                   [("split_bill(100, 4, 20)", "120.0"),
                    ("split_bill(90, 3, 10)", "99.0")], " -> float"), "scope"),
        (_CO6, _fn("split_bill", "total, people, tip_percent",
                   "Return the amount each person pays: total plus a tip of tip_percent "
                   "percent, divided\n    equally among people, rounded up to the next whole "
                   "number.",
                   [("split_bill(100, 4, 20)", "30"),
                    ("split_bill(100, 3, 15)", "39")], " -> int"), "bound"),
        (_CO6, _fn("split_bill", "total, people, tip_percent",
                   "Return the amount each person pays: total plus a tip, divided equally "
                   "among people,\n    rounded to 2 decimals. tip_percent is a fraction "
                   "(0.2 means 20%).",
                   [("split_bill(100, 4, 0.2)", "30.0"),
                    ("split_bill(90, 3, 0.1)", "33.0")], " -> float"), "input"),

        (_CO7, _fn("last_index", "items, target",
                   "Find where target occurs for the final time in items and return that "
                   "position; return -1\n    when it never occurs.",
                   [("last_index(['a', 'b', 'a'], 'a')", "2"),
                    ("last_index([1, 2, 3], 9)", "-1")], " -> int"), None),
        (_CO7, _fn("last_index", "items, target",
                   "Return the highest index i with items[i] == target, or -1 if there is "
                   "no such i.",
                   [("last_index([1, 2, 3, 2], 2)", "3"),
                    ("last_index([], 5)", "-1")], " -> int"), None),
        (_CO7, _fn("last_index", "items, target",
                   "Return the index of the first occurrence of target in items, or -1 if "
                   "target is not in items.",
                   [("last_index([1, 2, 3, 2], 2)", "1"),
                    ("last_index([], 5)", "-1")], " -> int"), "reversed"),
        (_CO7, _fn("last_index", "items, target",
                   "Return the index of the last occurrence of target in items, or None if "
                   "target is not in items.",
                   [("last_index([1, 2, 3, 2], 2)", "3"),
                    ("last_index([], 5)", "None")], ""), "bound"),
    ],
}
