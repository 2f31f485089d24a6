"""Split ``heldout24``: requests written by hand on 2026-12-03 by an engineer who read
neither the rules nor any other hand-written set nor this project's code; never used to
tune a rule.

Register: a second red team, attacking what a word-by-word comparison misses. Changed
requests keep most of the stored wording but change the kind of question (how many vs
whether, when vs how long), the context that decides the answer (OS, SQL dialect,
membership, leap year, daylight saving, US vs imperial units), swap roles by reordering
words (payer/payee, from/to units), move scope through relative clauses and possessives,
hide negation in morphology or idiom (unpaid, non-empty, other than, no longer, ignore),
or swap quantifiers (each vs all, any vs every, the first vs all). Paraphrases are heavy
but honest rewrites: restructured sentences, nominalisations, reordered facts, split or
merged sentences, synonyms, greetings and reasons, numbers as words or digits.
"""

# _fn(name, params, prose, examples, ret="") is given by the loader.

# --------------------------------------------------------------------------- conversions
_CV1 = "How many kilograms is 150 pounds?"
_CV2 = ("Convert 250 US dollars to euros at an exchange rate of 1 US dollar = 0.92 "
        "euros.")
_CV3 = "When it is 9:00 AM in New York on January 15, 2025, what time is it in London?"
_CV4 = "How many US liquid gallons are in 20 litres?"
_CV5 = "How many miles is a 10K race?"
_CV6 = "Convert 98.6 degrees Fahrenheit to Celsius."
_CV7 = "How many metric tonnes is 5 short tons?"

# ------------------------------------------------------------------------------- policy
_PO1 = ('Library rule: "Books returned late are charged $0.25 per day late, up to a '
        'maximum of $5.00 per book." A patron returns 2 books, each 12 days late. What '
        'is the total fine?')
_PO2 = ('Store policy: "Items may be returned within 30 days of purchase for a full '
        'refund; members may return items within 60 days." A customer bought a jacket '
        'on March 3 and wants to return it on April 20 of the same year. Is she eligible '
        'for a refund?')
_PO3 = ('Company rule: "Hourly employees are paid 1.5 times their hourly rate for every '
        'hour worked beyond 40 in a week." Dana is an hourly employee who earns $20 per '
        'hour and worked 46 hours this week. What is her total pay for the week?')
_PO4 = ('School rule: "A student who misses more than 10 classes in a semester fails the '
        'course, unless the absences are medically excused." Ravi missed 12 classes this '
        'semester, none of them medically excused. Does he fail the course?')
_PO5 = ('Travel policy: "Meal expenses are reimbursed up to $50 per day; alcohol is never '
        'reimbursed." Lena spent $62 on meals on Monday, including $15 on wine, and $40 '
        'on meals on Tuesday. How much will she be reimbursed in total?')
_PO6 = ('Office parking rule: "Visitors park free for the first 2 hours; after that, '
        'parking costs $3 per started hour." A visitor arrives at 9:15 and leaves at '
        '13:40 the same day. How much does the visitor pay?')
_PO7 = ('HR policy: "Employees accrue 1.5 days of paid leave for each full month worked, '
        'and unused leave expires at the end of the calendar year." Sam started on April '
        '1 and has taken 4 days of leave this year. As of December 31, how many days of '
        'paid leave does he have left?')

# ---------------------------------------------------------------------------------- sql
_SQ1 = ("Tables: customers(id, name) and orders(id, customer_id, total). Write a SQL "
        "query that lists the names of customers who have no orders.")
_SQ2 = ("Table employees(id, name, salary, manager_id), where manager_id references "
        "employees.id. Write a SQL query returning the names of employees who earn more "
        "than 100000.")
_SQ3 = ("In PostgreSQL, with a table events(id, name, created_at timestamp), write a "
        "query returning the 5 most recent events.")
_SQ4 = ("Table payments(id, payer, payee, amount). Write a SQL query giving the total "
        "amount Alice has paid to Bob.")
_SQ5 = ("Table products(id, name, price, category). Write a SQL query returning the "
        "average price of each category.")
_SQ6 = ("Table invoices(id, customer_id, amount, paid_at), where paid_at is NULL for "
        "invoices not yet paid. Write a SQL query that returns the total amount of unpaid "
        "invoices.")
_SQ7 = ("Table users(id, email, last_login date). Write a SQL query to delete the users "
        "who have not logged in since 2023-01-01.")

# -------------------------------------------------------------------------------- shell
_SH1 = ("I'm on Linux. Give me a one-line shell command to replace every occurrence of "
        "'foo' with 'bar' in config.txt, editing the file in place.")
_SH2 = ("Write a one-line shell command that counts the lines in access.log that contain "
        "the word ERROR.")
_SH3 = ("Give me a one-line shell command that finds all files under the current "
        "directory larger than 100 MB.")
_SH4 = ("One-line shell command to show the last 20 lines of app.log and keep following "
        "new lines as they are written.")
_SH5 = "Write a one-line shell command to make deploy.sh executable for its owner only."
_SH6 = "One-line shell command to pack the directory photos/ into photos.tar.gz."
_SH7 = ("I'm on Linux. Give me a one-line shell command that prints yesterday's date in "
        "YYYY-MM-DD format.")

# -------------------------------------------------------------------------------- dates
_DA1 = "What date is 30 days after February 10, 2024?"
_DA2 = "How many days are there from June 3, 2025 to August 19, 2025?"
_DA3 = "How old is someone born on September 12, 1990 on March 5, 2025?"
_DA4 = ("In New York, what will the local time be 10 hours after 8:00 PM on Saturday, "
        "March 8, 2025?")
_DA5 = ("How many working days (Monday to Friday) are there from Monday, November 3, "
        "2025 to Friday, November 28, 2025, inclusive, if Thursday, November 27 "
        "(Thanksgiving) is a holiday?")
_DA6 = ("A subscription started on January 31, 2025 and renews every 14 days. On what "
        "date is the third renewal?")
_DA7 = "Counting from October 1, 2025, how many days are left until December 25, 2025?"

# ---------------------------------------------------------------------------- rewriting
_RW1 = 'Translate into French: "The meeting has been moved to Thursday."'
_RW2 = 'Rewrite in the active voice: "The report was written by Maria."'
_RW3 = ('Fix the spelling mistakes in: "I recieved you\'re mesage yesterday and will '
        'definately reply tomorow."')
_RW4 = ('Summarise in one sentence: "Our quarterly revenue rose 12%, driven mainly by '
        'strong sales in Asia, although costs also increased by 5% because of new '
        'hiring."')
_RW5 = "Reformat these dates from YYYY-MM-DD to DD/MM/YYYY: 2025-01-09, 2025-11-30."
_RW6 = 'Rewrite this line from an email in a more polite tone: "Send me the files by Friday."'
_RW7 = "Sort these names alphabetically: Zoe, Adam, Maya, Liam."

# --------------------------------------------------------------------------------- code
_CO1 = _fn("total_price", "items",
           "Return the total cost of an order. items is a list of (unit_price, quantity)"
           "\n    pairs; the total is the sum of unit_price * quantity over all items.",
           [("total_price([(2.5, 4), (10, 1)])", "20.0"), ("total_price([])", "0")],
           " -> float")
_CO2 = _fn("non_empty_lines", "lines",
           "Return the strings in lines that contain at least one non-whitespace"
           "\n    character, unchanged and in their original order.",
           [("non_empty_lines(['a', '', '  ', 'b '])", "['a', 'b ']"),
            ("non_empty_lines([])", "[]")], " -> list")
_CO3 = _fn("transfer", "balances, payer, payee, amount",
           "Return a new dict of balances after payer pays amount to payee: amount is"
           "\n    subtracted from balances[payer] and added to balances[payee]. If the"
           "\n    payer's balance is smaller than amount, return an unchanged copy."
           "\n    The input dict is not modified.",
           [("transfer({'alice': 50, 'bob': 40}, 'alice', 'bob', 20)",
             "{'alice': 30, 'bob': 60}"),
            ("transfer({'alice': 5, 'bob': 10}, 'alice', 'bob', 20)",
             "{'alice': 5, 'bob': 10}")], " -> dict")
_CO4 = _fn("days_left", "today, due",
           "Return the number of days from today until due. Both are ISO dates"
           "\n    ('YYYY-MM-DD'); the result is negative if due is already past.",
           [("days_left('2024-02-20', '2024-03-05')", "14"),
            ("days_left('2025-01-10', '2025-01-01')", "-9")], " -> int")
_CO5 = _fn("check_values", "nums, limit",
           "Return True if any number in nums is greater than limit, else False.",
           [("check_values([1, 5, 12], 10)", "True"), ("check_values([1, 5], 10)", "False"),
            ("check_values([], 10)", "False")], " -> bool")
_CO6 = _fn("convert_price", "amount, rate",
           "Convert an amount in euros to US dollars. rate is the number of US dollars"
           "\n    that one euro buys. Round the result to 2 decimal places.",
           [("convert_price(100, 1.08)", "108.0"), ("convert_price(19.99, 1.1)", "21.99")],
           " -> float")
_CO7 = _fn("find_word", "words, prefix",
           "Return the first word in words that starts with prefix, or an empty"
           "\n    string if no word does.",
           [("find_word(['apple', 'banana', 'apricot'], 'ap')", "'apple'"),
            ("find_word(['kiwi'], 'ap')", "''")], " -> str")


HELDOUT24 = {
    "conversions": [
        (_CV1, "I'm filling in a form that wants my weight in kg. I weigh one hundred and "
               "fifty pounds; what's that in kilograms?", None),
        (_CV1, "Please give the conversion of a 150 lb mass into kilograms.", None),
        (_CV1, "How many pounds is 150 kilograms?", "reversed"),
        (_CV1, "Is 150 pounds more than 70 kilograms?", "operation"),
        (_CV1, "How many kilograms is 150 troy pounds?", "entity"),

        (_CV2, "If each US dollar buys 0.92 euros, how many euros would I get for $250?",
         None),
        (_CV2, "Hello! I'm travelling to Spain. The bank quotes 0.92 EUR per USD. What "
               "do two hundred fifty dollars come to in euros?", None),
        (_CV2, "Convert 250 euros to US dollars at an exchange rate of 1 US dollar = "
               "0.92 euros.", "reversed"),
        (_CV2, "Convert 250 US dollars to euros at an exchange rate of 1 US dollar = "
               "0.92 euros, then take off a 2% bank fee from the euros.", "step"),

        (_CV3, "My colleague in London asks what her clock will show when it's 9 a.m. "
               "in New York on 15 January 2025. What time is it there?", None),
        (_CV3, "A call starts at 09:00 New York time on Jan 15, 2025. At that moment, "
               "what is the local time in London?", None),
        (_CV3, "When it is 9:00 AM in New York on March 15, 2025, what time is it in "
               "London?", "entity"),
        (_CV3, "When it is 9:00 AM in London on January 15, 2025, what time is it in "
               "New York?", "reversed"),
        (_CV3, "On January 15, 2025, how many hours ahead of New York is London?",
         "operation"),

        (_CV4, "Twenty litres: how much is that in US liquid gallons?", None),
        (_CV4, "I need a volume of 20 L expressed in U.S. liquid gallons, please.", None),
        (_CV4, "How many imperial gallons are in 20 litres?", "entity"),
        (_CV4, "How many litres are in 20 US liquid gallons?", "reversed"),

        (_CV5, "I'm running a 10 km race next weekend. What distance is that in miles?",
         None),
        (_CV5, "What's the length of a ten-kilometre race when it is expressed in miles?",
         None),
        (_CV5, "How many laps of a 400-metre track is a 10K race?", "operation"),
        (_CV5, "In a 10K relay split evenly among 4 runners, how many miles does each "
               "runner cover?", "scope"),

        (_CV6, "What is 98.6 °F on the Celsius scale?", None),
        (_CV6, "My thermometer shows ninety-eight point six degrees Fahrenheit. What "
               "would a Celsius thermometer read?", None),
        (_CV6, "Convert 98.6 degrees Celsius to Fahrenheit.", "reversed"),
        (_CV6, "Is 98.6 degrees Fahrenheit above 38 degrees Celsius?", "operation"),
        (_CV6, "A temperature rose by 98.6 Fahrenheit degrees. How large is that rise in "
               "Celsius degrees?", "entity"),

        (_CV7, "Express five US short tons in metric tonnes.", None),
        (_CV7, "A shipment weighs 5 short tons (the American 2,000 lb ton). What is its "
               "mass in metric tonnes?", None),
        (_CV7, "How many metric tonnes is 5 long tons?", "entity"),
        (_CV7, "How many short tons is 5 metric tonnes?", "reversed"),
        (_CV7, "How many metric tonnes is 5 short tons, and what does shipping it cost "
               "at $40 per metric tonne?", "step"),
    ],
    "policy": [
        (_PO1, 'Two books came back to the library 12 days past their due date each. The '
               'library\'s rule says: "Books returned late are charged $0.25 per day late, '
               'up to a maximum of $5.00 per book." How much does the patron owe '
               'altogether?', None),
        (_PO1, 'Hi, I help at the front desk and want to double-check a charge. Under the '
               'rule "Books returned late are charged $0.25 per day late, up to a maximum '
               'of $5.00 per book", what is the combined fine for two books that were '
               'each returned twelve days late?', None),
        (_PO1, 'Library rule: "Books returned late are charged $0.25 per day late, up to a '
               'maximum of $5.00 per book." A patron returns 2 books, each 12 days late. '
               'What is the fine for each book?', "scope"),
        (_PO1, 'Library rule: "Books returned late are charged $0.25 per day late, up to a '
               'maximum of $5.00 per book." A patron returns 2 books, each 12 days late. '
               'Is there a fine?', "operation"),
        (_PO1, 'Library rule: "Books returned late are charged $0.25 per day late, up to a '
               'maximum of $5.00 per book; library volunteers are exempt from late '
               'fines." A patron who is a library volunteer returns 2 books, each 12 days '
               'late. What is the total fine?', "entity"),

        (_PO2, 'A customer purchased a jacket on March 3 and came back on April 20 of the '
               'same year to return it. The store\'s policy reads: "Items may be returned '
               'within 30 days of purchase for a full refund; members may return items '
               'within 60 days." Does she qualify for a refund?', None),
        (_PO2, 'Can a refund be given here? Policy: "Items may be returned within 30 days '
               'of purchase for a full refund; members may return items within 60 days." '
               'Purchase of a jacket: March 3. Attempted return: April 20, same year.',
         None),
        (_PO2, 'Store policy: "Items may be returned within 30 days of purchase for a full '
               'refund; members may return items within 60 days." A customer who is a '
               'member bought a jacket on March 3 and wants to return it on April 20 of '
               'the same year. Is she eligible for a refund?', "entity"),
        (_PO2, 'Store policy: "Items may be returned within 30 days of purchase for a full '
               'refund; members may return items within 60 days." A customer bought a '
               'jacket on March 3 and wants to return it on April 20 of the same year. '
               'How many days after the purchase is she trying to return it?',
         "operation"),

        (_PO3, 'Dana, an hourly worker, is paid $20 an hour and put in 46 hours this week. '
               'Per company rule, "Hourly employees are paid 1.5 times their hourly rate '
               'for every hour worked beyond 40 in a week." How much does she earn in '
               'total for the week?', None),
        (_PO3, 'Company rule: "Hourly employees are paid 1.5 times their hourly rate for '
               'every hour worked beyond 40 in a week." Please calculate the full weekly '
               'pay of Dana, an hourly employee on $20/hour who worked forty-six hours.',
         None),
        (_PO3, 'Company rule: "Hourly employees are paid 1.5 times their hourly rate for '
               'every hour worked beyond 40 in a week." Dana is an hourly employee who '
               'earns $20 per hour and worked 46 hours this week. What is her overtime '
               'pay for the week?', "scope"),
        (_PO3, 'Company rule: "Hourly employees are paid 1.5 times their hourly rate for '
               'every hour worked beyond 40 in a week." Dana is no longer an hourly '
               'employee: she is now salaried at $800 per week, which works out to $20 per '
               'hour, and she worked 46 hours this week. What is her total pay for the '
               'week?', "entity"),
        (_PO3, 'Company rule: "Hourly employees are paid 1.5 times their hourly rate for '
               'every hour worked beyond 40 in a week." Dana is an hourly employee who '
               'earns $20 per hour and worked 46 hours this week. How many of her hours '
               'are paid at the higher rate?', "operation"),

        (_PO4, 'Ravi was absent from 12 classes this semester and none of those absences '
               'was medically excused. Our school rule: "A student who misses more than 10 '
               'classes in a semester fails the course, unless the absences are medically '
               'excused." Does Ravi fail?', None),
        (_PO4, 'Under the school rule "A student who misses more than 10 classes in a '
               'semester fails the course, unless the absences are medically excused", is '
               'a failing grade the outcome for Ravi, who missed twelve classes this '
               'semester without any medical excuse?', None),
        (_PO4, 'School rule: "A student who misses more than 10 classes in a semester fails '
               'the course, unless the absences are medically excused." Ravi missed 12 '
               'classes this semester, all of them medically excused. Does he fail the '
               'course?', "negation"),
        (_PO4, 'School rule: "A student who misses more than 10 classes in a semester fails '
               'the course, unless the absences are medically excused." Ravi missed 12 '
               'classes this semester, 3 of them medically excused. Does he fail the '
               'course?', "scope"),
        (_PO4, 'School rule: "A student who misses more than 10 classes in a semester fails '
               'the course, unless the absences are medically excused." Ravi missed 12 '
               'classes this semester, none of them medically excused. By how many classes '
               'did he go over the limit?', "operation"),

        (_PO5, 'Lena\'s meal costs were $62 on Monday (of which $15 was wine) and $40 on '
               'Tuesday. The travel policy states: "Meal expenses are reimbursed up to $50 '
               'per day; alcohol is never reimbursed." What is the total amount she gets '
               'back?', None),
        (_PO5, 'Travel policy: "Meal expenses are reimbursed up to $50 per day; alcohol is '
               'never reimbursed." I need the overall reimbursement for Lena. Monday: $62 '
               'on meals, $15 of it for wine. Tuesday: $40 on meals.', None),
        (_PO5, 'Travel policy: "Meal expenses are reimbursed up to $50 per day; alcohol is '
               'never reimbursed." Lena spent $62 on meals on Monday, including $15 on '
               'juice, and $40 on meals on Tuesday. How much will she be reimbursed in '
               'total?', "entity"),
        (_PO5, 'Travel policy: "Meal expenses are reimbursed up to $50 per day; alcohol is '
               'never reimbursed." Lena spent $62 on meals on Monday, including $15 on '
               'wine, and $40 on meals on Tuesday. How much will she be reimbursed for '
               'Monday?', "scope"),
        (_PO5, 'Travel policy: "Meal expenses are reimbursed up to $50 per day; alcohol is '
               'never reimbursed." Lena spent $62 on meals on Monday, including $15 on '
               'wine, and $40 on meals on Tuesday. How much of her spending will not be '
               'reimbursed?', "negation"),

        (_PO6, 'A visitor parked at the office from 9:15 until 13:40 on the same day. The '
               'parking rule: "Visitors park free for the first 2 hours; after that, '
               'parking costs $3 per started hour." What is the charge?', None),
        (_PO6, 'Good morning! Quick question about our office parking rule, "Visitors park '
               'free for the first 2 hours; after that, parking costs $3 per started '
               'hour." Someone visiting us came in at a quarter past nine and drove out at '
               '1:40 pm that day. How much should they be charged?', None),
        (_PO6, 'Office parking rule: "Visitors park free for the first 2 hours; after that, '
               'parking costs $3 per started hour." A visitor arrives at 9:15 and leaves '
               'at 13:40 the same day. How long did the visitor park for?', "operation"),
        (_PO6, 'Office parking rule: "Visitors park free for the first 2 hours; after that, '
               'parking costs $3 per full hour." A visitor arrives at 9:15 and leaves at '
               '13:40 the same day. How much does the visitor pay?', "scope"),

        (_PO7, 'Sam joined on April 1 and has used 4 days of leave this year. Under the HR '
               'policy "Employees accrue 1.5 days of paid leave for each full month '
               'worked, and unused leave expires at the end of the calendar year", what is '
               'his remaining paid-leave balance on December 31?', None),
        (_PO7, 'HR policy: "Employees accrue 1.5 days of paid leave for each full month '
               'worked, and unused leave expires at the end of the calendar year." On 31 '
               'December, how much paid leave remains for Sam? He began work on 1 April '
               'and has taken four days off this year.', None),
        (_PO7, 'HR policy: "Employees accrue 1.5 days of paid leave for each full month '
               'worked, and unused leave expires at the end of the calendar year." Sam '
               'started on April 1 and has taken 4 days of leave this year. As of December '
               '31, how many days of paid leave has he accrued?', "scope"),
        (_PO7, 'HR policy: "Employees accrue 1.5 days of paid leave for each full month '
               'worked, and unused leave expires at the end of the calendar year." Sam '
               'started on April 1 and has taken 4 days of leave this year. As of December '
               '31, how many days of paid leave does he have left, and what are they worth '
               'at his daily rate of $200?', "step"),
    ],
    "sql": [
        (_SQ1, "Given the schema customers(id, name) and orders(id, customer_id, total), "
               "I need SQL that returns the name of every customer for whom no row exists "
               "in orders.", None),
        (_SQ1, "Schema: orders(id, customer_id, total); customers(id, name). Which "
               "customers have never placed a single order? Write the query that returns "
               "their names.", None),
        (_SQ1, "Tables: customers(id, name) and orders(id, customer_id, total). Write a SQL "
               "query that lists the ids of orders that have no customers.", "reversed"),
        (_SQ1, "Tables: customers(id, name) and orders(id, customer_id, total). Write a SQL "
               "query that counts the customers who have no orders.", "operation"),
        (_SQ1, "Tables: customers(id, name) and orders(id, customer_id, total). Write a SQL "
               "query that lists the names of customers who have no orders with a total "
               "over 100.", "scope"),

        (_SQ2, "We have employees(id, name, salary, manager_id), with manager_id pointing "
               "at employees.id. Which employees have a salary above 100000? Give SQL "
               "returning their names.", None),
        (_SQ2, "Write SQL that selects the name of each employee paid over 100,000, using "
               "the table employees(id, name, salary, manager_id) (manager_id is a "
               "reference to employees.id).", None),
        (_SQ2, "Table employees(id, name, salary, manager_id), where manager_id references "
               "employees.id. Write a SQL query returning the names of employees whose "
               "managers earn more than 100000.", "scope"),
        (_SQ2, "Table employees(id, name, salary, manager_id), where manager_id references "
               "employees.id. Write a SQL query returning how many employees earn more "
               "than 100000.", "operation"),

        (_SQ3, "Using Postgres: table events(id, name, created_at timestamp). Fetch the "
               "five newest events.", None),
        (_SQ3, "Hi! I'm on PostgreSQL and have events (columns id, name, and created_at of "
               "type timestamp). I'd like a query pulling the latest 5 rows by creation "
               "time.", None),
        (_SQ3, "In Microsoft SQL Server, with a table events(id, name, created_at "
               "datetime2), write a query returning the 5 most recent events.", "entity"),
        (_SQ3, "In PostgreSQL, with a table events(id, name, created_at timestamp), write "
               "a query returning the 5 least recent events.", "reversed"),

        (_SQ4, "Using payments(id, payer, payee, amount), write a query for the sum of all "
               "money that Alice paid Bob.", None),
        (_SQ4, "Table payments(id, payer, payee, amount). How much has been paid to Bob by "
               "Alice in total? Please write the SQL.", None),
        (_SQ4, "Table payments(id, payer, payee, amount). Write a SQL query giving the "
               "total amount Bob has paid to Alice.", "reversed"),
        (_SQ4, "Table payments(id, payer, payee, amount). Write a SQL query giving the "
               "number of payments Alice has made to Bob.", "operation"),
        (_SQ4, "Table payments(id, payer, payee, amount). Write a SQL query giving the "
               "total amount Alice has paid to anyone other than Bob.", "negation"),

        (_SQ5, "For the table products(id, name, price, category), compute the mean price "
               "per category in SQL.", None),
        (_SQ5, "Products are stored as products(id, name, price, category). I need a query "
               "that groups them by category and shows each category's average price.",
         None),
        (_SQ5, "Table products(id, name, price, category). Write a SQL query returning the "
               "average price of all products.", "scope"),
        (_SQ5, "Table products(id, name, price, category). Write a SQL query returning the "
               "category with the highest average price.", "operation"),

        (_SQ6, "Table invoices(id, customer_id, amount, paid_at); a NULL paid_at marks an "
               "invoice that hasn't been paid yet. Write SQL that sums the amounts of the "
               "invoices still outstanding.", None),
        (_SQ6, "How much money is owed on invoices that nobody has paid yet? Schema: "
               "invoices(id, customer_id, amount, paid_at), paid_at being NULL until "
               "payment. Give me the query.", None),
        (_SQ6, "Table invoices(id, customer_id, amount, paid_at), where paid_at is NULL for "
               "invoices not yet paid. Write a SQL query that returns the total amount of "
               "paid invoices.", "negation"),
        (_SQ6, "Table invoices(id, customer_id, amount, paid_at), where paid_at is NULL for "
               "invoices not yet paid. Write a SQL query that returns the number of unpaid "
               "invoices.", "operation"),
        (_SQ6, "Table invoices(id, customer_id, amount, paid_at), where paid_at is NULL for "
               "invoices not yet paid. Write a SQL query that returns the total amount of "
               "unpaid invoices for each customer.", "scope"),

        (_SQ7, "Write a SQL statement removing every row of users(id, email, last_login "
               "date) whose user hasn't logged in since 2023-01-01.", None),
        (_SQ7, "Clean-up job: users who have been inactive since January 1, 2023 (no login "
               "since then) must be deleted. The table is users(id, email, last_login "
               "date). What's the SQL?", None),
        (_SQ7, "Table users(id, email, last_login date). Write a SQL query to list the "
               "users who have not logged in since 2023-01-01.", "operation"),
        (_SQ7, "Table users(id, email, last_login date). Write a SQL query to delete the "
               "users who have logged in since 2023-01-01.", "negation"),
    ],
    "shell": [
        (_SH1, "Working on a Linux box: what single command swaps all instances of foo "
               "for bar inside config.txt, modifying the file directly?", None),
        (_SH1, "Hi! One-liner please, Linux: in config.txt every foo should become bar, "
               "with the change written back to the same file.", None),
        (_SH1, "I'm on macOS. Give me a one-line shell command to replace every occurrence "
               "of 'foo' with 'bar' in config.txt, editing the file in place.", "entity"),
        (_SH1, "I'm on Linux. Give me a one-line shell command to replace every occurrence "
               "of 'bar' with 'foo' in config.txt, editing the file in place.", "reversed"),
        (_SH1, "I'm on Linux. Give me a one-line shell command to replace only the first "
               "occurrence of 'foo' on each line with 'bar' in config.txt, editing the file "
               "in place.", "scope"),

        (_SH2, "How many lines of access.log mention ERROR? I want a one-line shell "
               "command that prints that count.", None),
        (_SH2, "Give a one-liner reporting the number of access.log lines in which the "
               "word ERROR appears.", None),
        (_SH2, "Write a one-line shell command that counts the lines in access.log that do "
               "not contain the word ERROR.", "negation"),
        (_SH2, "Write a one-line shell command that prints the lines in access.log that "
               "contain the word ERROR.", "operation"),
        (_SH2, "Write a one-line shell command that counts how many times the word ERROR "
               "occurs in access.log, even several times on one line.", "scope"),

        (_SH3, "Which files in this directory tree exceed 100 MB? A one-line shell command "
               "to list them, please.", None),
        (_SH3, "One-liner: search recursively from the current folder and list every file "
               "whose size is over 100 megabytes.", None),
        (_SH3, "Give me a one-line shell command that finds all files under the current "
               "directory larger than 100 MB and deletes them.", "step"),
        (_SH3, "Give me a one-line shell command that finds all files under the current "
               "directory larger than 100 MB, other than .log files.", "negation"),
        (_SH3, "Give me a one-line shell command that shows how much disk space, in total, "
               "the files under the current directory larger than 100 MB take up.",
         "operation"),

        (_SH4, "I want to watch app.log live: print its final 20 lines and then keep "
               "streaming whatever gets appended. One-line command?", None),
        (_SH4, "Single shell command: display the trailing twenty lines of app.log and "
               "continue following the file as new lines are written to it.", None),
        (_SH4, "One-line shell command to show the first 20 lines of app.log.", "reversed"),
        (_SH4, "One-line shell command to show the last 20 lines of app.log; I do not want "
               "to keep following it afterwards.", "negation"),

        (_SH5, "Give the owner of deploy.sh, and nobody else, permission to execute it. "
               "One-line shell command?", None),
        (_SH5, "I need a one-liner that adds execute permission on deploy.sh for the "
               "file's owner only.", None),
        (_SH5, "Write a one-line shell command to make deploy.sh executable for everyone.",
         "scope"),
        (_SH5, "Write a one-line shell command to make deploy.sh no longer executable for "
               "its owner.", "negation"),

        (_SH6, "Create a gzip-compressed tar archive named photos.tar.gz from the photos/ "
               "directory, in one shell command.", None),
        (_SH6, "Hello, what one-line command will compress the folder photos/ into a "
               ".tar.gz file called photos.tar.gz?", None),
        (_SH6, "One-line shell command to unpack photos.tar.gz into the directory photos/.",
         "reversed"),
        (_SH6, "One-line shell command to pack the directory photos/ into photos.zip.",
         "entity"),

        (_SH7, "On a Linux machine, what one-line command prints the date one day before "
               "today, formatted as YYYY-MM-DD?", None),
        (_SH7, "Yesterday's date in year-month-day form (e.g. 2025-03-07): give me a "
               "single shell command for it. My system is Linux.", None),
        (_SH7, "I'm on macOS. Give me a one-line shell command that prints yesterday's "
               "date in YYYY-MM-DD format.", "entity"),
        (_SH7, "I'm on Linux. Give me a one-line shell command that prints the day of the "
               "week of yesterday's date.", "operation"),
    ],
    "dates": [
        (_DA1, "Starting from 10 February 2024, count forward thirty days. Which date do "
               "you land on?", None),
        (_DA1, "A free trial begins on Feb 10, 2024 and ends exactly 30 days later. On "
               "what date does it end?", None),
        (_DA1, "What date is 30 days after February 10, 2023?", "entity"),
        (_DA1, "What day of the week is 30 days after February 10, 2024?", "operation"),
        (_DA1, "What date is 30 days before February 10, 2024?", "reversed"),

        (_DA2, "Count the days between 3 June 2025 and 19 August 2025.", None),
        (_DA2, "The gap from the third of June to the nineteenth of August, 2025: how many "
               "days is it?", None),
        (_DA2, "Is August 19, 2025 within 60 days of June 3, 2025?", "operation"),
        (_DA2, "How many working days (Monday to Friday) are there from June 3, 2025 to "
               "August 19, 2025, counting both ends?", "scope"),

        (_DA3, "Someone's birthday is 12 September 1990. What is their age on 5 March "
               "2025?", None),
        (_DA3, "Born Sept 12, 1990: how many years old is this person as of March 5, "
               "2025?", None),
        (_DA3, "Counting from March 5, 2025, how many days until the birthday of someone "
               "born on September 12, 1990?", "operation"),
        (_DA3, "How old is someone born on March 5, 1990 on September 12, 2025?",
         "reversed"),

        (_DA4, "It is 8 p.m. on Saturday 8 March 2025 in New York, and a timer is set for "
               "ten hours. What does the local clock show when it goes off?", None),
        (_DA4, "Add ten elapsed hours to 20:00 New York time on Sat, Mar 8, 2025. What "
               "local time results?", None),
        (_DA4, "In Phoenix, Arizona, what will the local time be 10 hours after 8:00 PM on "
               "Saturday, March 8, 2025?", "entity"),
        (_DA4, "In New York, what was the local time 10 hours before 8:00 PM on Saturday, "
               "March 8, 2025?", "reversed"),

        (_DA5, "Thanksgiving, Thursday 27 November 2025, is a day off. Counting Monday "
               "through Friday only, how many working days lie between Monday 3 November "
               "and Friday 28 November 2025, both included?", None),
        (_DA5, "I need the number of business days from Nov 3, 2025 (a Monday) up to and "
               "including Nov 28, 2025 (a Friday), treating the Thanksgiving holiday on "
               "Thursday Nov 27 as a non-working day.", None),
        (_DA5, "How many working days (Monday to Friday) are there from Monday, November "
               "3, 2025 to Friday, November 28, 2025, inclusive, if Thursday, November 27 "
               "(Thanksgiving) is not a holiday?", "negation"),
        (_DA5, "How many days are there from Monday, November 3, 2025 to Friday, November "
               "28, 2025, inclusive, if Thursday, November 27 (Thanksgiving) is a holiday?",
         "scope"),

        (_DA6, "Every 14 days a subscription renews; it began on 31 January 2025. What is "
               "the date of its third renewal?", None),
        (_DA6, "My plan, started Jan 31, 2025, auto-renews on a fortnightly cycle. When "
               "does renewal number three happen?", None),
        (_DA6, "A subscription started on January 31, 2025 and renews every 14 days. On "
               "what date is the first renewal?", "quantity"),
        (_DA6, "A subscription started on January 31, 2025 and renews every 14 days. How "
               "many renewals happen in February 2025?", "operation"),
        (_DA6, "A subscription started on January 31, 2024 and renews every 14 days. On "
               "what date is the third renewal?", "entity"),

        (_DA7, "How many days remain until Christmas Day 2025 if today is 1 October 2025?",
         None),
        (_DA7, "From the first of October 2025, how long is it, in days, until December "
               "25th of that year?", None),
        (_DA7, "Counting from October 1, 2025, is December 25, 2025 within 90 days?",
         "operation"),
        (_DA7, "Counting from October 1, 2025, how many days are left until December 25, "
               "2025, and what day of the week will December 25 be?", "step"),
    ],
    "rewriting": [
        (_RW1, 'Could you give me the French version of this sentence: "The meeting has '
               'been moved to Thursday."', None),
        (_RW1, 'I have to send this to a colleague in Lyon who reads only French: "The '
               'meeting has been moved to Thursday." Please translate it.', None),
        (_RW1, 'Translate into German: "The meeting has been moved to Thursday."', "entity"),
        (_RW1, 'Translate into French: "The meeting has not been moved to Thursday."',
         "negation"),

        (_RW2, 'Turn this passive sentence into an active one: "The report was written by '
               'Maria."', None),
        (_RW2, 'Please change the voice of "The report was written by Maria." from passive '
               'to active.', None),
        (_RW2, 'Rewrite in the passive voice: "Maria wrote the report."', "reversed"),
        (_RW2, 'Rewrite in the active voice and in the future tense: "The report was '
               'written by Maria."', "step"),

        (_RW3, 'Please correct the misspelled words in this sentence: "I recieved you\'re '
               'mesage yesterday and will definately reply tomorow."', None),
        (_RW3, 'This line has typos, could you clean them up? "I recieved you\'re mesage '
               'yesterday and will definately reply tomorow."', None),
        (_RW3, 'How many spelling mistakes are in: "I recieved you\'re mesage yesterday and '
               'will definately reply tomorow."', "operation"),
        (_RW3, 'Fix only the first spelling mistake in: "I recieved you\'re mesage '
               'yesterday and will definately reply tomorow."', "scope"),
        (_RW3, 'Fix the spelling mistakes in: "I recieved you\'re mesage yesterday and will '
               'definately reply tomorow." but ignore "you\'re" and leave it as it is.',
         "negation"),

        (_RW4, 'Please condense the following into a single sentence: "Our quarterly '
               'revenue rose 12%, driven mainly by strong sales in Asia, although costs '
               'also increased by 5% because of new hiring."', None),
        (_RW4, 'My manager wants one sentence only. Can you boil this down? "Our quarterly '
               'revenue rose 12%, driven mainly by strong sales in Asia, although costs '
               'also increased by 5% because of new hiring."', None),
        (_RW4, 'Summarise in one sentence only the part about costs: "Our quarterly revenue '
               'rose 12%, driven mainly by strong sales in Asia, although costs also '
               'increased by 5% because of new hiring."', "scope"),
        (_RW4, 'Translate into Spanish: "Our quarterly revenue rose 12%, driven mainly by '
               'strong sales in Asia, although costs also increased by 5% because of new '
               'hiring."', "operation"),

        (_RW5, "Convert 2025-01-09 and 2025-11-30, currently written YYYY-MM-DD, into "
               "day/month/year form, DD/MM/YYYY.", None),
        (_RW5, "I have two ISO dates, 2025-01-09 and 2025-11-30. Please write each of them "
               "as DD/MM/YYYY.", None),
        (_RW5, "Reformat these dates from DD/MM/YYYY to YYYY-MM-DD: 09/01/2025, 30/11/2025.",
         "reversed"),
        (_RW5, "Reformat these dates from YYYY-MM-DD to the US style MM/DD/YYYY: "
               "2025-01-09, 2025-11-30.", "entity"),

        (_RW6, 'Could you make "Send me the files by Friday." sound more courteous? It\'s '
               'for an email.', None),
        (_RW6, 'This sentence in my email comes across as rude: "Send me the files by '
               'Friday." Please reword it so it is politer.', None),
        (_RW6, 'Rewrite this line from an email in a more casual, chatty tone: "Send me '
               'the files by Friday."', "entity"),
        (_RW6, 'Rewrite this line from an email in a more polite tone, then translate it '
               'into German: "Send me the files by Friday."', "step"),

        (_RW7, "Put Zoe, Adam, Maya and Liam into alphabetical order.", None),
        (_RW7, "Alphabetise the following list of names: Liam, Zoe, Adam, Maya.", None),
        (_RW7, "Sort these names in reverse alphabetical order: Zoe, Adam, Maya, Liam.",
         "reversed"),
        (_RW7, "Which of these names comes first alphabetically: Zoe, Adam, Maya, Liam?",
         "operation"),
    ],
    "code": [
        (_CO1, _fn("total_price", "items",
                   "Compute what an order costs altogether: multiply unit_price by quantity"
                   "\n    for every (unit_price, quantity) tuple in items, then add up those"
                   "\n    products. An empty order costs 0.",
                   [("total_price([(1, 3), (4, 2)])", "11"),
                    ("total_price([(2.5, 4), (10, 1)])", "20.0")], " -> float"), None),
        (_CO1, _fn("total_price", "items",
                   "Given items as (unit_price, quantity) pairs, return the grand total of"
                   "\n    the order, i.e. the sum over the pairs of price times quantity.",
                   [("total_price([(3, 0), (5, 2)])", "10"), ("total_price([])", "0")],
                   " -> float"), None),
        (_CO1, _fn("total_price", "items",
                   "Return a list with the cost of each item of an order. items is a list"
                   "\n    of (unit_price, quantity) pairs; each cost is unit_price * quantity,"
                   "\n    in the same order as items.",
                   [("total_price([(2.5, 4), (10, 1)])", "[10.0, 10]"),
                    ("total_price([])", "[]")], " -> list"), "scope"),
        (_CO1, _fn("total_price", "items",
                   "Return the total number of units in an order. items is a list of"
                   "\n    (unit_price, quantity) pairs; the result is the sum of the"
                   "\n    quantities over all items.",
                   [("total_price([(2.5, 4), (10, 1)])", "5"), ("total_price([])", "0")],
                   " -> int"), "operation"),

        (_CO2, _fn("non_empty_lines", "lines",
                   "Drop every string from lines that is empty or made only of whitespace;"
                   "\n    return the remaining strings as they are, keeping their order.",
                   [("non_empty_lines(['x', ' ', 'y'])", "['x', 'y']"),
                    ("non_empty_lines(['a', '', '  ', 'b '])", "['a', 'b ']")], " -> list"),
         None),
        (_CO2, _fn("non_empty_lines", "lines",
                   "Filter out blank lines. A line is blank if stripping whitespace leaves"
                   "\n    nothing. The other lines are returned unmodified, in order.",
                   [("non_empty_lines(['   ', 'hello'])", "['hello']"),
                    ("non_empty_lines([])", "[]")], " -> list"), None),
        (_CO2, _fn("non_empty_lines", "lines",
                   "Return the strings in lines that are empty or contain only whitespace,"
                   "\n    unchanged and in their original order.",
                   [("non_empty_lines(['a', '', '  ', 'b '])", "['', '  ']"),
                    ("non_empty_lines([])", "[]")], " -> list"), "negation"),
        (_CO2, _fn("non_empty_lines", "lines",
                   "Return how many strings in lines contain at least one non-whitespace"
                   "\n    character.",
                   [("non_empty_lines(['a', '', '  ', 'b '])", "2"),
                    ("non_empty_lines([])", "0")], " -> int"), "operation"),
        (_CO2, _fn("non_empty_lines", "lines",
                   "Return the strings in lines that are not the empty string '', unchanged"
                   "\n    and in their original order. Whitespace-only strings are kept.",
                   [("non_empty_lines(['a', '', '  ', 'b '])", "['a', '  ', 'b ']"),
                    ("non_empty_lines([])", "[]")], " -> list"), "bound"),

        (_CO3, _fn("transfer", "balances, payer, payee, amount",
                   "payer sends amount to payee. Build and return a copy of balances in"
                   "\n    which the payer has amount less and the payee amount more, leaving"
                   "\n    the original dict untouched. When the payer cannot cover amount,"
                   "\n    the copy is returned without any change.",
                   [("transfer({'alice': 50, 'bob': 40}, 'alice', 'bob', 20)",
                     "{'alice': 30, 'bob': 60}"),
                    ("transfer({'x': 0, 'y': 7}, 'x', 'y', 1)", "{'x': 0, 'y': 7}")],
                   " -> dict"), None),
        (_CO3, _fn("transfer", "balances, payer, payee, amount",
                   "Return a new balances dict reflecting a payment of amount from payer"
                   "\n    to payee (the payer's balance goes down, the payee's goes up), but"
                   "\n    only if the payer holds at least amount; otherwise return an"
                   "\n    identical copy. Never mutate balances.",
                   [("transfer({'a': 20, 'b': 0}, 'a', 'b', 20)", "{'a': 0, 'b': 20}"),
                    ("transfer({'alice': 5, 'bob': 10}, 'alice', 'bob', 20)",
                     "{'alice': 5, 'bob': 10}")], " -> dict"), None),
        (_CO3, _fn("transfer", "balances, payer, payee, amount",
                   "Return a new dict of balances after payee pays amount to payer: amount is"
                   "\n    subtracted from balances[payee] and added to balances[payer]. If the"
                   "\n    payee's balance is smaller than amount, return an unchanged copy."
                   "\n    The input dict is not modified.",
                   [("transfer({'alice': 50, 'bob': 40}, 'alice', 'bob', 20)",
                     "{'alice': 70, 'bob': 20}"),
                    ("transfer({'alice': 50, 'bob': 10}, 'alice', 'bob', 20)",
                     "{'alice': 50, 'bob': 10}")], " -> dict"), "reversed"),
        (_CO3, _fn("transfer", "balances, payer, payee, amount",
                   "Return a new dict of balances after payer pays amount to payee: amount is"
                   "\n    subtracted from balances[payer] and added to balances[payee], even"
                   "\n    if the payer's balance becomes negative. The input dict is not"
                   "\n    modified.",
                   [("transfer({'alice': 50, 'bob': 40}, 'alice', 'bob', 20)",
                     "{'alice': 30, 'bob': 60}"),
                    ("transfer({'alice': 5, 'bob': 10}, 'alice', 'bob', 20)",
                     "{'alice': -15, 'bob': 30}")], " -> dict"), "bound"),

        (_CO4, _fn("days_left", "today, due",
                   "How many days remain from today to due? Both arguments are"
                   "\n    'YYYY-MM-DD' strings. A due date in the past gives a negative count.",
                   [("days_left('2024-12-31', '2025-01-01')", "1"),
                    ("days_left('2025-01-10', '2025-01-01')", "-9")], " -> int"), None),
        (_CO4, _fn("days_left", "today, due",
                   "Parse the ISO-format dates today and due and return due minus today in"
                   "\n    whole days (so the value is below zero once due has passed).",
                   [("days_left('2024-02-20', '2024-03-05')", "14"),
                    ("days_left('2025-05-05', '2025-05-05')", "0")], " -> int"), None),
        (_CO4, _fn("days_left", "today, due",
                   "Return the number of days from today until due. Both are ISO dates"
                   "\n    ('YYYY-MM-DD'); if due is already past, return 0.",
                   [("days_left('2024-02-20', '2024-03-05')", "14"),
                    ("days_left('2025-01-10', '2025-01-01')", "0")], " -> int"), "bound"),
        (_CO4, _fn("days_left", "today, due",
                   "Return True if due is at most 30 days after today, else False. Both"
                   "\n    are ISO dates ('YYYY-MM-DD').",
                   [("days_left('2024-02-20', '2024-03-05')", "True"),
                    ("days_left('2025-01-01', '2025-03-01')", "False")], " -> bool"),
         "operation"),
        (_CO4, _fn("days_left", "today, due",
                   "Return the number of days from today until due. Both are dates written"
                   "\n    as 'DD/MM/YYYY'; the result is negative if due is already past.",
                   [("days_left('20/02/2024', '05/03/2024')", "14"),
                    ("days_left('10/01/2025', '01/01/2025')", "-9")], " -> int"), "input"),

        (_CO5, _fn("check_values", "nums, limit",
                   "Tell whether at least one element of nums exceeds limit: True if so,"
                   "\n    False otherwise (including for an empty list).",
                   [("check_values([11], 10)", "True"), ("check_values([10, 3], 10)", "False"),
                    ("check_values([], 0)", "False")], " -> bool"), None),
        (_CO5, _fn("check_values", "nums, limit",
                   "Return False when every number in nums is at most limit (an empty nums"
                   "\n    counts too), and True as soon as some number is above limit.",
                   [("check_values([1, 5, 12], 10)", "True"), ("check_values([1, 5], 10)", "False")],
                   " -> bool"), None),
        (_CO5, _fn("check_values", "nums, limit",
                   "Return True if every number in nums is greater than limit, else False."
                   "\n    An empty nums gives True.",
                   [("check_values([1, 5, 12], 10)", "False"),
                    ("check_values([11, 15], 10)", "True"), ("check_values([], 10)", "True")],
                   " -> bool"), "scope"),
        (_CO5, _fn("check_values", "nums, limit",
                   "Return True if no number in nums is greater than limit, else False.",
                   [("check_values([1, 5, 12], 10)", "False"), ("check_values([1, 5], 10)", "True"),
                    ("check_values([], 10)", "True")], " -> bool"), "negation"),

        (_CO6, _fn("convert_price", "amount, rate",
                   "amount is a price in EUR; rate says how many USD a single euro is worth."
                   "\n    Return the price in USD, rounded to two decimals.",
                   [("convert_price(10, 1.5)", "15.0"), ("convert_price(19.99, 1.1)", "21.99")],
                   " -> float"), None),
        (_CO6, _fn("convert_price", "amount, rate",
                   "Return the US-dollar value of a euro amount, rounded to the cent, where"
                   "\n    rate is the price of one euro in US dollars.",
                   [("convert_price(100, 1.08)", "108.0"), ("convert_price(0, 1.2)", "0.0")],
                   " -> float"), None),
        (_CO6, _fn("convert_price", "amount, rate",
                   "Convert an amount in US dollars to euros. rate is the number of US"
                   "\n    dollars that one euro buys. Round the result to 2 decimal places.",
                   [("convert_price(108, 1.08)", "100.0"), ("convert_price(100, 1.08)", "92.59")],
                   " -> float"), "reversed"),
        (_CO6, _fn("convert_price", "amount, rate",
                   "Convert an amount in euros to US dollars. rate is the number of US dollars"
                   "\n    that one euro buys. Round the result down to whole cents, never up.",
                   [("convert_price(100, 1.08)", "108.0"), ("convert_price(19.99, 1.1)", "21.98")],
                   " -> float"), "output"),
        (_CO6, _fn("convert_price", "amount, rate",
                   "Convert an amount in euros to US dollars, then subtract a fixed fee of"
                   "\n    2.50 US dollars. rate is the number of US dollars that one euro buys."
                   "\n    Round the result to 2 decimal places.",
                   [("convert_price(100, 1.08)", "105.5"), ("convert_price(19.99, 1.1)", "19.49")],
                   " -> float"), "step"),

        (_CO7, _fn("find_word", "words, prefix",
                   "Scan words from left to right and return the earliest one beginning"
                   "\n    with prefix; when none begins with it, return ''.",
                   [("find_word(['kiwi', 'apricot', 'apple'], 'ap')", "'apricot'"),
                    ("find_word([], 'x')", "''")], " -> str"), None),
        (_CO7, _fn("find_word", "words, prefix",
                   "Return the first element of words for which word.startswith(prefix) is"
                   "\n    true. If there is no such element, return the empty string.",
                   [("find_word(['apple', 'banana', 'apricot'], 'ap')", "'apple'"),
                    ("find_word(['kiwi'], 'ap')", "''")], " -> str"), None),
        (_CO7, _fn("find_word", "words, prefix",
                   "Return all words in words that start with prefix, as a list in their"
                   "\n    original order (an empty list if no word does).",
                   [("find_word(['apple', 'banana', 'apricot'], 'ap')", "['apple', 'apricot']"),
                    ("find_word(['kiwi'], 'ap')", "[]")], " -> list"), "scope"),
        (_CO7, _fn("find_word", "words, prefix",
                   "Return how many words in words start with prefix.",
                   [("find_word(['apple', 'banana', 'apricot'], 'ap')", "2"),
                    ("find_word(['kiwi'], 'ap')", "0")], " -> int"), "operation"),
        (_CO7, _fn("find_word", "words, prefix",
                   "Return the first word in words that starts with prefix and is longer"
                   "\n    than prefix (a word equal to prefix does not count), or an empty"
                   "\n    string if no word qualifies.",
                   [("find_word(['ap', 'apple'], 'ap')", "'apple'"),
                    ("find_word(['kiwi'], 'ap')", "''")], " -> str"), "bound"),
    ],
}
