"""Held-out set 27 for the "same task?" decision (written blind).

Each domain maps to a list of (stored, request, change) tuples. `change` is
None when the request is a paraphrase of the stored request (the stored,
verified answer is exactly right for it) and otherwise one of "reversed",
"entity", "operation", "quantity", "negation", "step", "scope", "output".

Register: requests as real users write them, in four registers:
  (a) a non-native English speaker (dropped/extra articles, odd prepositions
      or word order, present tense for the future), meaning unambiguous;
  (b) a voice-assistant transcript (little or no punctuation, numbers spelled
      out, fillers such as "um", "okay so", "like");
  (c) the request restructured (facts reordered, question <-> imperative,
      active <-> passive, the asked thing first, list <-> prose);
  (d) a message embedded in context (greeting, sign-off, follow-up framing,
      a reason for asking that does not change the answer).
Each stored request has two paraphrases in two different registers (marked
in comments). Changed requests keep most of the stored wording (or use one
of the registers) and alter exactly one thing that changes the right answer.

This file was written blind: from general knowledge only, without reading
any other data set or the code that consumes it. The function `_fn` used for
code stubs is injected by the loader as a global.
"""

# --------------------------------------------------------------------------
# conversions
# --------------------------------------------------------------------------
_CV1 = "Convert 150 pounds to kilograms."
_CV2 = "Convert 72 degrees Fahrenheit to Celsius, rounded to one decimal place."
_CV3 = "Convert 250 US dollars to euros at a rate of 1 USD = 0.92 EUR."
_CV4 = "A meeting is at 9:30 AM in New York (UTC-4). What time is it in London (UTC+1)?"
_CV5 = "How many milliliters are in 3.5 cups? Use 1 cup = 236.6 mL."
_CV6 = "Convert 5 kilometers to miles, rounded to two decimal places."
_CV7 = ("A flight leaves Tokyo (UTC+9) at 11:00 PM on March 3 and lands in Los Angeles (UTC-8) "
        "after a 10-hour flight. What is the local arrival time and date in Los Angeles?")

# --------------------------------------------------------------------------
# policy
# --------------------------------------------------------------------------
_PO1_RULE = ('"Full refunds are given for returns within 30 days of purchase; returns between 31 and '
             '60 days get store credit only; nothing is given after 60 days."')
_PO1 = ("Our return policy: " + _PO1_RULE + " A customer bought a jacket on March 1 and returns it "
        "on April 15. What do they get?")
_PO2_RULE = ('"Employees accrue 1.5 days of paid leave per full month worked, capped at 18 days '
             'per year."')
_PO2 = ("Rule: " + _PO2_RULE + " Priya has worked 8 full months this year. How many days of paid "
        "leave has she accrued?")
_PO3_RULE = '"A late fee of $25 applies to payments received more than 5 days after the due date."'
_PO3 = ("Late fee rule: " + _PO3_RULE + " The due date was June 10 and the payment arrived on "
        "June 15. Is a late fee charged?")
_PO4_RULE = ('"1-10 licenses cost $40 each; 11-50 licenses cost $35 each; 51 or more cost $30 each. '
             'The tier price applies to all licenses in the order."')
_PO4 = "Pricing: " + _PO4_RULE + " How much does an order of 24 licenses cost?"
_PO5_RULE = ('"Applicants are eligible for the scholarship if they are under 25 and have a GPA of '
             'at least 3.5."')
_PO5 = "Rule: " + _PO5_RULE + " Jordan is 23 and has a GPA of 3.4. Is Jordan eligible?"
_PO6_RULE = ('"$4 for the first hour, $2.50 for each additional hour or part of an hour, '
             'maximum $20 per day."')
_PO6 = "Garage rates: " + _PO6_RULE + " A car parks from 8:15 AM to 1:40 PM. What is the fee?"
_PO7_RULE = '"Hours worked beyond 40 in a week are paid at 1.5 times the regular rate."'
_PO7 = ("Policy: " + _PO7_RULE + " Sam earns $20 per hour and worked 46 hours this week. "
        "What is Sam's total pay for the week?")

# --------------------------------------------------------------------------
# sql
# --------------------------------------------------------------------------
_SQ1 = ("Table: orders(id, customer_id, total, created_at). Write a SQL query that returns the "
        "total revenue per customer, sorted from highest to lowest.")
_SQ2 = ("Table: employees(id, name, department, salary, hire_date). Write a SQL query to list the "
        "names of employees hired before 2020-01-01.")
_SQ3 = ("Tables: products(id, name, category, price) and order_items(order_id, product_id, "
        "quantity). Write a SQL query that returns each product name with the total quantity "
        "sold, including products that were never sold (show 0 for them).")
_SQ4 = ("Table: logins(user_id, login_at, ip_address). Write a SQL query that counts the distinct "
        "users who logged in during March 2024.")
_SQ5 = ("Table: employees(id, name, department, salary). Write a SQL query that finds the highest "
        "salary in each department.")
_SQ6 = ("Table: customers(id, name, email, country). Write a SQL query that returns the emails of "
        "customers who are not from Canada.")
_SQ7 = ("Table: orders(id, customer_id, total, created_at). Write a SQL query that returns the 5 "
        "most recent orders.")

# --------------------------------------------------------------------------
# shell
# --------------------------------------------------------------------------
_SH1 = "Write a shell command that finds all .log files under /var/log larger than 100 MB."
_SH2 = 'Write a one-line command to count the lines containing "ERROR" in app.log.'
_SH3 = ("Write a shell command to create a gzip-compressed tar archive named backup.tar.gz of the "
        "directory /home/ana/projects.")
_SH4 = ("Write a command that shows the disk usage of each subdirectory in the current directory, "
        "sorted from largest to smallest, in human-readable sizes.")
_SH5 = ("Write an awk command that prints the sum of the third column of data.csv, where columns "
        "are comma-separated.")
_SH6 = ("Write an rsync command that copies the local folder ./site to /var/www/site on the server "
        "web01, deleting files on the server that no longer exist locally.")
_SH7 = ("Write a command that lists the 10 most frequent IP addresses in access.log, where the IP "
        "is the first field of each line.")

# --------------------------------------------------------------------------
# dates
# --------------------------------------------------------------------------
_DA1 = "What day of the week was July 4, 1976?"
_DA2 = "How many days are there between March 15, 2024 and June 1, 2024?"
_DA3 = "What date is 90 days after January 10, 2025?"
_DA4 = "How old is someone born on September 30, 1990 on August 15, 2025?"
_DA5 = "What is the date of the last Friday in November 2025?"
_DA6 = ("A project starts on Monday, April 7, 2025 and takes 15 working days (Monday to Friday, "
        "no holidays), counting the start day. On what date does it finish?")
_DA7 = ("How many hours and minutes are there between 10:45 PM on Friday and 6:20 AM on "
        "Saturday?")

# --------------------------------------------------------------------------
# rewriting
# --------------------------------------------------------------------------
_RW1 = 'Rewrite this sentence in a formal tone: "Hey, can you send me the report by Friday?"'
_RW2 = 'Rewrite this sentence in the active voice: "The cake was eaten by the children."'
_RW3_S = ('"Due to the fact that the weather was extremely bad, the outdoor concert was postponed '
          'until next week."')
_RW3 = "Shorten this sentence to at most 8 words: " + _RW3_S
_RW4 = 'Translate into Spanish: "Where is the nearest train station?"'
_RW5 = 'Fix the grammar in this sentence: "Me and him goes to the store every days."'
_RW6 = 'Rewrite this sentence in the past tense: "She walks to work and buys a coffee on the way."'
_RW7_S = '"Bring your passport, print your boarding pass, and arrive two hours early."'
_RW7 = "Turn this into bullet points: " + _RW7_S

# --------------------------------------------------------------------------
# code
# --------------------------------------------------------------------------
_CO1 = _fn(
    "slugify", "text",
    "Convert text to a URL slug: lowercase it, replace every run of characters that are not ASCII\n"
    "    letters or digits with a single hyphen, and strip hyphens from both ends.",
    [('slugify("Hello World")', "'hello-world'"),
     ('slugify("  Python 3.12 Release!  ")', "'python-3-12-release'")],
    " -> str")
_CO2 = _fn(
    "second_largest", "nums",
    "Return the second largest distinct value in nums, or None if nums has fewer than two\n"
    "    distinct values.",
    [("second_largest([3, 1, 4, 4, 2])", "3"),
     ("second_largest([7, 7])", "None")])
_CO3 = _fn(
    "count_vowels", "s",
    "Return the number of vowels (a, e, i, o, u) in s, ignoring case.",
    [('count_vowels("Hello World")', "3"),
     ('count_vowels("AEIOU xyz")', "5")],
    " -> int")
_CO4 = _fn(
    "convert_temperature", "value",
    "Convert a temperature from Celsius to Fahrenheit and return it rounded to one decimal place.",
    [("convert_temperature(100)", "212.0"),
     ("convert_temperature(-40)", "-40.0"),
     ("convert_temperature(37)", "98.6")],
    " -> float")
_CO5 = _fn(
    "chunk", "items, size",
    "Split the list items into consecutive chunks of length size; the last chunk may be shorter.",
    [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
     ("chunk([], 3)", "[]")],
    " -> list")
_CO6 = _fn(
    "is_leap_year", "year",
    "Return True if year is a leap year in the Gregorian calendar: divisible by 4, except century\n"
    "    years, which must be divisible by 400.",
    [("is_leap_year(2024)", "True"),
     ("is_leap_year(1900)", "False"),
     ("is_leap_year(2000)", "True")],
    " -> bool")
_CO7 = _fn(
    "top_n_words", "text, n",
    "Return the n most common words in text (lowercased, split on whitespace), most common first,\n"
    "    with ties broken alphabetically.",
    [('top_n_words("the cat and the hat and the bat", 2)', "['the', 'and']"),
     ('top_n_words("b a B a c", 3)', "['a', 'b', 'c']")],
    " -> list")


HELDOUT27 = {
    "conversions": [
        (_CV1, "Please help me to convert 150 pound in kilograms.", None),  # (a)
        (_CV1, "okay so um convert one hundred fifty pounds to kilograms", None),  # (b)
        (_CV1, "Convert 150 kilograms to pounds.", "reversed"),
        (_CV1, "how much is in kilogram 105 pound?", "quantity"),

        (_CV2, "Rounded to one decimal place, what is 72 degrees Fahrenheit in Celsius?", None),  # (c)
        (_CV2, "Hi! I'm setting the thermostat in my rental and its display is in Celsius. Could you "
               "convert 72 degrees Fahrenheit to Celsius, rounded to one decimal place? Thanks, Dana",
         None),  # (d)
        (_CV2, "Convert 72 degrees Fahrenheit to Kelvin, rounded to one decimal place.", "entity"),
        (_CV2, "Convert 72 degrees Fahrenheit to Celsius, rounded to the nearest whole degree.",
         "output"),

        (_CV3, "Please convert 250 US dollar into the euros, rate is 1 USD = 0.92 EUR.", None),  # (a)
        (_CV3, "At a rate of 1 USD = 0.92 EUR, how many euros do 250 US dollars make?", None),  # (c)
        (_CV3, "Convert 250 euros to US dollars at a rate of 1 USD = 0.92 EUR.", "reversed"),
        (_CV3, "Convert 250 US dollars to euros at a rate of 1 USD = 0.92 EUR, then take off a 3% "
               "exchange fee.", "step"),
        (_CV3, "um convert two hundred fifty us dollars to euros at a rate of one usd equals zero "
               "point nine five eur", "quantity"),

        (_CV4, "um so a meeting is at nine thirty a m in new york that's u t c minus four what time "
               "is it in london u t c plus one", None),  # (b)
        (_CV4, "Re: the scheduling thread from earlier - a meeting is at 9:30 AM in New York (UTC-4). "
               "What time is it in London (UTC+1)? The London folks want to block their calendars. "
               "Cheers, Raj", None),  # (d)
        (_CV4, "A meeting is at 9:30 AM in London (UTC+1). What time is it in New York (UTC-4)?",
         "reversed"),
        (_CV4, "A meeting is at 9:30 AM in New York (UTC-4). What time is it in Tokyo (UTC+9)?",
         "entity"),

        (_CV5, "How many millilitre there are in 3.5 cup? Use that 1 cup is 236.6 mL.", None),  # (a)
        (_CV5, "Hello, I'm baking from an American recipe and my measuring jug is metric. How many "
               "milliliters are in 3.5 cups? Use 1 cup = 236.6 mL. Thank you!", None),  # (d)
        (_CV5, "How many milliliters are in 2.5 cups? Use 1 cup = 236.6 mL.", "quantity"),
        (_CV5, "How many liters are in 3.5 cups? Use 1 cup = 236.6 mL.", "entity"),

        (_CV6, "convert like five kilometers to miles rounded to two decimal places", None),  # (b)
        (_CV6, "What is 5 kilometers in miles? Round it to two decimal places.", None),  # (c)
        (_CV6, "Convert 5 miles to kilometers, rounded to two decimal places.", "reversed"),
        (_CV6, 'Convert 5 kilometers to miles, rounded to two decimal places, and reply only with '
               'JSON like {"miles": ...}.', "output"),

        (_CV7, "A flight is leaving Tokyo (UTC+9) at 11:00 PM in March 3 and lands in Los Angeles "
               "(UTC-8) after 10 hours of flight. Which local time and date it arrives to Los "
               "Angeles?", None),  # (a)
        (_CV7, "What local time and date does a flight arrive in Los Angeles (UTC-8) if it departs "
               "Tokyo (UTC+9) at 11:00 PM on March 3 and the flight takes 10 hours?", None),  # (c)
        (_CV7, "A flight leaves Tokyo (UTC+9) at 11:00 PM on March 3 and lands in Los Angeles (UTC-8) "
               "after a 12-hour flight. What is the local arrival time and date in Los Angeles?",
         "quantity"),
        (_CV7, "A flight leaves Los Angeles (UTC-8) at 11:00 PM on March 3 and lands in Tokyo (UTC+9) "
               "after a 10-hour flight. What is the local arrival time and date in Tokyo?",
         "reversed"),
    ],

    "policy": [
        (_PO1, "A customer who bought a jacket on March 1 is returning it on April 15. Under our "
               "return policy - " + _PO1_RULE + " - what do they get?", None),  # (c)
        (_PO1, "Hi team, following up on the ticket from this morning. Our return policy: "
               + _PO1_RULE + " A customer bought a jacket on March 1 and returns it on April 15. "
               "What do they get? They were pretty upset on the phone so I want to get it right. "
               "Thanks, Mel", None),  # (d)
        (_PO1, "Our return policy: " + _PO1_RULE + " A customer bought a jacket on March 1 and "
               "returns it on March 25. What do they get?", "quantity"),
        (_PO1, "Our return policy: " + _PO1_RULE + " A customer bought a jacket on March 1 and "
               "returns it on April 15. What do they get, and how many days after purchase was "
               "the return?", "step"),

        (_PO2, "The rule is: " + _PO2_RULE + " Priya worked already 8 full month in this year. How "
               "many days of paid leave she has accrued?", None),  # (a)
        (_PO2, "okay so the rule says employees accrue one point five days of paid leave per full "
               "month worked capped at eighteen days per year um priya has worked eight full months "
               "this year how many days of paid leave has she accrued", None),  # (b)
        (_PO2, "Rule: " + _PO2_RULE + " Priya has worked 11 full months this year. How many days of "
               "paid leave has she accrued?", "quantity"),
        (_PO2, "Rule: " + _PO2_RULE + " Priya has worked 8 full months this year. How many more days "
               "can she still accrue this year before she hits the cap?", "operation"),

        (_PO3, "The payment arrived on June 15 and the due date was June 10. Is a late fee charged "
               "under the rule " + _PO3_RULE + "?", None),  # (c)
        (_PO3, "Late fee rule: " + _PO3_RULE + " Due date was the June 10 and payment is arrived in "
               "June 15. Is charged a late fee?", None),  # (a)
        (_PO3, 'Late fee rule: "A late fee of $25 applies to payments received 5 or more days after '
               'the due date." The due date was June 10 and the payment arrived on June 15. Is a '
               'late fee charged?', "scope"),
        (_PO3, "Late fee rule: " + _PO3_RULE + " The due date was June 10 and the payment arrived on "
               "June 16. Is a late fee charged?", "quantity"),

        (_PO4, "um pricing is one to ten licenses cost forty dollars each eleven to fifty licenses "
               "cost thirty five dollars each fifty one or more cost thirty dollars each and the tier "
               "price applies to all licenses in the order so how much does an order of twenty four "
               "licenses cost", None),  # (b)
        (_PO4, "Hey, quick one before my budget meeting. Pricing: " + _PO4_RULE + " How much does "
               "an order of 24 licenses cost? Thanks!", None),  # (d)
        (_PO4, "Pricing: " + _PO4_RULE + " How much does an order of 60 licenses cost?", "quantity"),
        (_PO4, 'Pricing: "1-10 licenses cost $40 each; 11-50 licenses cost $35 each; 51 or more cost '
               '$30 each. Each tier price applies only to the licenses that fall within that tier." '
               'How much does an order of 24 licenses cost?', "scope"),
        (_PO4, "Pricing: " + _PO4_RULE + " How much does an order of 24 licenses cost, including 8% "
               "sales tax?", "step"),

        (_PO5, "Rule: " + _PO5_RULE + " Jordan has 23 years and a GPA 3.4. Is eligible Jordan?",
         None),  # (a)
        (_PO5, "Is Jordan eligible for the scholarship? Jordan has a GPA of 3.4 and is 23 years old, "
               "and the rule is that applicants are eligible if they are under 25 and have a GPA of "
               "at least 3.5.", None),  # (c)
        (_PO5, 'Rule: "Applicants are eligible for the scholarship if they are under 25 and have a '
               'GPA of at least 3.3." Jordan is 23 and has a GPA of 3.4. Is Jordan eligible?',
         "quantity"),
        (_PO5, 'Rule: "Applicants are eligible for the scholarship if they are under 25 or have a '
               'GPA of at least 3.5." Jordan is 23 and has a GPA of 3.4. Is Jordan eligible?',
         "operation"),

        (_PO6, "okay so garage rates are four dollars for the first hour two dollars fifty for each "
               "additional hour or part of an hour maximum twenty dollars per day and a car parks "
               "from eight fifteen a m to one forty p m what is the fee", None),  # (b)
        (_PO6, "A car is parked from 8:15 AM until 1:40 PM. What fee does it owe if the garage "
               "charges $4 for the first hour and $2.50 for each additional hour or part of an hour, "
               "up to a maximum of $20 per day?", None),  # (c)
        (_PO6, "Garage rates: " + _PO6_RULE + " A car parks from 8:15 AM to 3:40 PM. What is the fee?",
         "quantity"),
        (_PO6, 'Garage rates: "$4 for the first hour, $2.50 for each additional full hour (partial '
               'hours are not charged), maximum $20 per day." A car parks from 8:15 AM to 1:40 PM. '
               'What is the fee?', "negation"),

        (_PO7, "Policy: " + _PO7_RULE + " Sam is earning $20 in the hour and he worked this week 46 "
               "hours. How much is total pay of Sam for this week?", None),  # (a)
        (_PO7, "Hi payroll, re: your question from earlier - Policy: " + _PO7_RULE + " Sam earns $20 "
               "per hour and worked 46 hours this week. What is Sam's total pay for the week? Just "
               "double-checking before I submit the timesheet. Best, Lee", None),  # (d)
        (_PO7, "Policy: " + _PO7_RULE + " Sam earns $20 per hour and worked 46 hours this week. How "
               "much of Sam's pay for the week is overtime pay?", "scope"),
        (_PO7, 'Policy: "Hours worked beyond 40 in a week are paid at 2 times the regular rate." Sam '
               'earns $20 per hour and worked 46 hours this week. What is Sam\'s total pay for the '
               'week?', "quantity"),
    ],

    "sql": [
        (_SQ1, "I have table orders(id, customer_id, total, created_at). Please write me a SQL query "
               "which returns the total revenue for each customer, sorted from highest until lowest.",
         None),  # (a)
        (_SQ1, "Sorted from highest to lowest, what is the total revenue per customer? Write the SQL "
               "query for the table orders(id, customer_id, total, created_at).", None),  # (c)
        (_SQ1, "Table: orders(id, customer_id, total, created_at). Write a SQL query that returns the "
               "total revenue per customer, sorted from lowest to highest.", "reversed"),
        (_SQ1, "Table: orders(id, customer_id, total, created_at). Write a SQL query that returns the "
               "average order total per customer, sorted from highest to lowest.", "operation"),

        (_SQ2, "okay so the table is employees with id name department salary and hire date um write "
               "a sql query to list the names of employees hired before january first twenty twenty",
         None),  # (b)
        (_SQ2, "Hi! This is for the HR audit I'm preparing. Table: employees(id, name, department, "
               "salary, hire_date). Write a SQL query to list the names of employees hired before "
               "2020-01-01. Thanks a lot, Kim", None),  # (d)
        (_SQ2, "Table: employees(id, name, department, salary, hire_date). Write a SQL query to list "
               "the names of employees hired after 2020-01-01.", "reversed"),
        (_SQ2, "Table: employees(id, name, department, salary, hire_date). Write a SQL query to count "
               "the employees hired before 2020-01-01.", "operation"),
        (_SQ2, "Table employees(id, name, department, salary, hire_date). Write SQL query for list "
               "names of employees which were hired before 2018-01-01.", "quantity"),

        (_SQ3, "Including products that were never sold (with 0 shown for them), each product name "
               "should be returned with its total quantity sold. Write that SQL query for the tables "
               "products(id, name, category, price) and order_items(order_id, product_id, "
               "quantity).", None),  # (c)
        (_SQ3, "There are tables products(id, name, category, price) and order_items(order_id, "
               "product_id, quantity). Please write SQL query that gives each product name with "
               "total quantity sold, also the products which were never sold (for them show 0).",
         None),  # (a)
        (_SQ3, "Tables: products(id, name, category, price) and order_items(order_id, product_id, "
               "quantity). Write a SQL query that returns each product name with the total quantity "
               "sold, excluding products that were never sold.", "negation"),
        (_SQ3, "Tables: products(id, name, category, price) and order_items(order_id, product_id, "
               "quantity). Write a SQL query that returns each category with the total quantity "
               "sold, including categories that were never sold (show 0 for them).", "entity"),

        (_SQ4, "um write a sql query on the table logins with user id login at and ip address that "
               "counts the distinct users who logged in during march twenty twenty four", None),  # (b)
        (_SQ4, "How many distinct users logged in during March 2024? I need the SQL query against "
               "logins(user_id, login_at, ip_address).", None),  # (c)
        (_SQ4, "Table: logins(user_id, login_at, ip_address). Write a SQL query that counts all the "
               "logins during March 2024, repeat logins by the same user included.", "scope"),
        (_SQ4, "Table: logins(user_id, login_at, ip_address). Write a SQL query that counts the "
               "distinct users who logged in during April 2024.", "quantity"),

        (_SQ5, "Table employees(id, name, department, salary). Write SQL query for to find the "
               "highest salary in every department.", None),  # (a)
        (_SQ5, "Following up on the ticket about the payroll dashboard: Table: employees(id, name, "
               "department, salary). Write a SQL query that finds the highest salary in each "
               "department. It's just for a slide, nothing urgent. Thanks!", None),  # (d)
        (_SQ5, "Table: employees(id, name, department, salary). Write a SQL query that finds the "
               "lowest salary in each department.", "operation"),
        (_SQ5, "Table: employees(id, name, department, salary). Write a SQL query that finds the "
               "highest salary in each department, showing only departments where that salary is "
               "above 100000.", "step"),

        (_SQ6, "okay write a sql query um for the table customers id name email country that returns "
               "the emails of customers who are not from canada", None),  # (b)
        (_SQ6, "Which customers are not from Canada? From customers(id, name, email, country), write "
               "a SQL query returning their emails.", None),  # (c)
        (_SQ6, "Table: customers(id, name, email, country). Write a SQL query that returns the emails "
               "of customers who are from Canada.", "negation"),
        (_SQ6, "Table: customers(id, name, email, country). Write a SQL query that returns the emails "
               "of customers who are not from Mexico.", "entity"),
        (_SQ6, "Table: customers(id, name, email, country). Write a SQL query that returns the emails "
               "of customers who are not from Canada as one comma-separated string.", "output"),

        (_SQ7, "For the table orders(id, customer_id, total, created_at), write please SQL query that "
               "returns 5 most recent orders.", None),  # (a)
        (_SQ7, "Hi, re: your question from earlier - yes, the table is orders(id, customer_id, total, "
               "created_at). Write a SQL query that returns the 5 most recent orders. Thanks, Omar",
         None),  # (d)
        (_SQ7, "Table: orders(id, customer_id, total, created_at). Write a SQL query that returns the "
               "5 oldest orders.", "reversed"),
        (_SQ7, "Table: orders(id, customer_id, total, created_at). Write a SQL query that returns the "
               "10 most recent orders.", "quantity"),
    ],

    "shell": [
        (_SH1, "Please give me shell command for find all the .log files under /var/log which are "
               "bigger than 100 MB.", None),  # (a)
        (_SH1, "um write a shell command that finds all dot log files under slash var slash log "
               "larger than one hundred megabytes", None),  # (b)
        (_SH1, "Write a shell command that finds all .log files under /var/log larger than 10 MB.",
         "quantity"),
        (_SH1, "Write a shell command that finds all .log files under /var/log larger than 100 MB "
               "and deletes them.", "step"),
        (_SH1, "Write a shell command that finds the .log files under /var/log larger than 100 MB, "
               "only the ones modified in the last 7 days.", "scope"),

        (_SH2, 'How many lines in app.log contain "ERROR"? Give me a one-line command that counts '
               'them.', None),  # (c)
        (_SH2, 'Hey! Our on-call alert fired overnight and I want a quick number. Write a one-line '
               'command to count the lines containing "ERROR" in app.log. Thanks, J', None),  # (d)
        (_SH2, 'Write a one-line command to count the lines not containing "ERROR" in app.log.',
         "negation"),
        (_SH2, 'Write a one-line command to print the lines containing "ERROR" in app.log.',
         "operation"),

        (_SH3, "Help me to write a shell command that creates gzip compressed tar archive with the "
               "name backup.tar.gz from directory /home/ana/projects.", None),  # (a)
        (_SH3, "A gzip-compressed tar archive named backup.tar.gz of the directory /home/ana/projects "
               "- what shell command creates it?", None),  # (c)
        (_SH3, "Write a shell command to extract the gzip-compressed tar archive backup.tar.gz into "
               "the directory /home/ana/projects.", "reversed"),
        (_SH3, "Write a shell command to create a bzip2-compressed tar archive named backup.tar.bz2 "
               "of the directory /home/ana/projects.", "entity"),
        (_SH3, "Write a shell command to create a gzip-compressed tar archive named backup.tar.gz of "
               "the directory /home/ana/projects, excluding any node_modules folders.", "negation"),

        (_SH4, "okay so like write a command that shows the disk usage of each subdirectory in the "
               "current directory sorted from largest to smallest in human readable sizes", None),  # (b)
        (_SH4, "Hi there, my laptop disk is almost full and I'm trying to see what to clean up. Write "
               "a command that shows the disk usage of each subdirectory in the current directory, "
               "sorted from largest to smallest, in human-readable sizes. Thanks!", None),  # (d)
        (_SH4, "Write a command that shows the disk usage of each subdirectory in the current "
               "directory, sorted from smallest to largest, in human-readable sizes.", "reversed"),
        (_SH4, "Write a command that shows the disk usage of each subdirectory in the current "
               "directory, sorted from largest to smallest, in human-readable sizes, showing only "
               "the 5 largest.", "scope"),

        (_SH5, "Please write awk command which prints the sum of third column in data.csv, the "
               "columns are separated by comma.", None),  # (a)
        (_SH5, "The columns of data.csv are comma-separated. What awk command prints the sum of its "
               "third column?", None),  # (c)
        (_SH5, "Write an awk command that prints the average of the third column of data.csv, where "
               "columns are comma-separated.", "operation"),
        (_SH5, "Write an awk command that prints the sum of the second column of data.csv, where "
               "columns are comma-separated.", "entity"),

        (_SH6, "um write an rsync command that copies the local folder dot slash site to slash var "
               "slash www slash site on the server web zero one and deletes files on the server that "
               "don't exist locally anymore", None),  # (b)
        (_SH6, "Files on the server that no longer exist locally should be deleted. Which rsync "
               "command copies the local folder ./site to /var/www/site on the server web01 that "
               "way?", None),  # (c)
        (_SH6, "Write an rsync command that copies the local folder ./site to /var/www/site on the "
               "server web01, without deleting any files on the server.", "negation"),
        (_SH6, "Write an rsync command that copies /var/www/site on the server web01 to the local "
               "folder ./site, deleting local files that no longer exist on the server.", "reversed"),

        (_SH7, "Write command which lists 10 most frequent IP addresses in the access.log, the IP is "
               "first field in every line.", None),  # (a)
        (_SH7, "Following up on the ticket: we think we're being scraped. Write a command that lists "
               "the 10 most frequent IP addresses in access.log, where the IP is the first field of "
               "each line. Thanks, Ops", None),  # (d)
        (_SH7, "Write a command that lists the 20 most frequent IP addresses in access.log, where the "
               "IP is the first field of each line.", "quantity"),
        (_SH7, "Write a command that lists the 10 least frequent IP addresses in access.log, where "
               "the IP is the first field of each line.", "reversed"),
        (_SH7, 'Write a command that lists the 10 most frequent IP addresses in access.log, where the '
               'IP is the first field of each line, printing each result as an "ip,count" CSV line.',
         "output"),
    ],

    "dates": [
        (_DA1, "Which day of week was the 4 July of 1976?", None),  # (a)
        (_DA1, "um what day of the week was july fourth nineteen seventy six", None),  # (b)
        (_DA1, "What day of the week was July 4, 1977?", "quantity"),
        (_DA1, "What day of the week was July 4, 1976? Answer with a number only, Monday = 1 through "
               "Sunday = 7.", "output"),

        (_DA2, "Count the days between March 15, 2024 and June 1, 2024.", None),  # (c)
        (_DA2, "Hi! I'm planning a sabbatical and want to know how long it is. How many days are "
               "there between March 15, 2024 and June 1, 2024? Thanks, Ana", None),  # (d)
        (_DA2, "How many days are there from March 15, 2024 to June 1, 2024, counting both the first "
               "and the last day?", "scope"),
        (_DA2, "How many days are there between March 15, 2024 and June 1, 2024? Give it in weeks and "
               "days.", "output"),
        (_DA2, "How many days are there between March 15, 2024 and June 1, 2024, not counting "
               "Saturdays and Sundays?", "negation"),

        (_DA3, "Which date it is 90 days after the January 10, 2025?", None),  # (a)
        (_DA3, "Starting from January 10, 2025, add 90 days. What date do you get?", None),  # (c)
        (_DA3, "What date is 90 days before January 10, 2025?", "reversed"),
        (_DA3, "What date is 100 days after January 10, 2025?", "quantity"),

        (_DA4, "okay so how old is someone born on september thirtieth nineteen ninety on august "
               "fifteenth twenty twenty five", None),  # (b)
        (_DA4, "Re: your question from earlier - I need this for an insurance form. How old is "
               "someone born on September 30, 1990 on August 15, 2025? Best, Tom", None),  # (d)
        (_DA4, "How old is someone born on September 30, 1990 on October 15, 2025?", "quantity"),
        (_DA4, "How old is someone born on September 30, 1990 on August 15, 2025? Give the age in "
               "years and months.", "output"),

        (_DA5, "Which date is the last Friday in the November 2025?", None),  # (a)
        (_DA5, "In November 2025, the last Friday falls on which date?", None),  # (c)
        (_DA5, "What is the date of the first Friday in November 2025?", "reversed"),
        (_DA5, "What is the date of the last Thursday in November 2025?", "entity"),

        (_DA6, "um a project starts on monday april seventh twenty twenty five and takes fifteen "
               "working days monday to friday no holidays counting the start day so on what date "
               "does it finish", None),  # (b)
        (_DA6, "On what date does a project finish if it starts on Monday, April 7, 2025 and takes 15 "
               "working days (Monday to Friday, no holidays), with the start day counted?", None),  # (c)
        (_DA6, "A project starts on Monday, April 7, 2025 and takes 20 working days (Monday to "
               "Friday, no holidays), counting the start day. On what date does it finish?",
         "quantity"),
        (_DA6, "A project starts on Monday, April 7, 2025 and takes 15 working days (Monday to "
               "Friday), counting the start day, and Friday, April 18, 2025 is a public holiday. On "
               "what date does it finish?", "step"),

        (_DA7, "How many hour and minute are between 10:45 PM of Friday and 6:20 AM of Saturday?",
         None),  # (a)
        (_DA7, "Hi, I'm logging my sleep for a study. How many hours and minutes are there between "
               "10:45 PM on Friday and 6:20 AM on Saturday? Thanks!", None),  # (d)
        (_DA7, "How many hours and minutes are there between 10:45 PM on Friday and 7:05 AM on "
               "Saturday?", "quantity"),
        (_DA7, "How many minutes in total are there between 10:45 PM on Friday and 6:20 AM on "
               "Saturday?", "output"),
    ],

    "rewriting": [
        (_RW1, 'Please rewrite in formal tone this sentence: "Hey, can you send me the report by '
               'Friday?"', None),  # (a)
        (_RW1, "okay um rewrite this sentence in a formal tone quote hey can you send me the report "
               "by friday end quote", None),  # (b)
        (_RW1, 'Rewrite this sentence in a formal tone and add a polite closing line: "Hey, can you '
               'send me the report by Friday?"', "step"),
        (_RW1, 'Rewrite this sentence in a formal tone, in French: "Hey, can you send me the report '
               'by Friday?"', "entity"),

        (_RW2, '"The cake was eaten by the children." - can you put this sentence into the active '
               'voice?', None),  # (c)
        (_RW2, 'Hello! I\'m helping my son with his grammar homework. Rewrite this sentence in the '
               'active voice: "The cake was eaten by the children." Thank you, Maria', None),  # (d)
        (_RW2, 'Rewrite this sentence in the active voice and the present tense: "The cake was eaten '
               'by the children."', "step"),
        (_RW2, 'Rewrite this sentence in the active voice: "The cake was eaten by the dog."',
         "entity"),

        (_RW3, "Please make more short this sentence, maximum 8 words: " + _RW3_S, None),  # (a)
        (_RW3, "um shorten this sentence to at most eight words quote due to the fact that the "
               "weather was extremely bad the outdoor concert was postponed until next week end "
               "quote", None),  # (b)
        (_RW3, "Shorten this sentence to at most 5 words: " + _RW3_S, "quantity"),
        (_RW3, "Shorten this sentence to at most 8 words and give me three alternative versions: "
               + _RW3_S, "output"),

        (_RW4, '"Where is the nearest train station?" - how would you say that in Spanish?',
         None),  # (c)
        (_RW4, 'Hi! I\'m traveling to Madrid next week. Translate into Spanish: "Where is the nearest '
               'train station?" Gracias, Leo', None),  # (d)
        (_RW4, 'Translate into Portuguese: "Where is the nearest train station?"', "entity"),
        (_RW4, 'Translate into English: "\u00bfD\u00f3nde est\u00e1 la estaci\u00f3n de tren m\u00e1s '
               'cercana?"', "reversed"),

        (_RW5, 'Please to fix the grammar of this sentence: "Me and him goes to the store every '
               'days."', None),  # (a)
        (_RW5, '"Me and him goes to the store every days." Can the grammar of that sentence be '
               'corrected?', None),  # (c)
        (_RW5, 'Fix the grammar in this sentence and explain each correction: "Me and him goes to the '
               'store every days."', "step"),
        (_RW5, 'Fix the grammar in this sentence and show the changed words in bold: "Me and him goes '
               'to the store every days."', "output"),

        (_RW6, "um rewrite this sentence in the past tense she walks to work and buys a coffee on the "
               "way", None),  # (b)
        (_RW6, 'Following up on the ticket: I\'m editing a short story. Rewrite this sentence in the '
               'past tense: "She walks to work and buys a coffee on the way." Thanks, Nora',
         None),  # (d)
        (_RW6, 'Rewrite this sentence in the future tense: "She walks to work and buys a coffee on the '
               'way."', "entity"),
        (_RW6, 'Rewrite only the part before "and" in the past tense, leaving the rest as it is: '
               '"She walks to work and buys a coffee on the way."', "scope"),

        (_RW7, "Please make from this the bullet points: " + _RW7_S, None),  # (a)
        (_RW7, _RW7_S + " - could you turn it into bullet points?", None),  # (c)
        (_RW7, "Turn this into a numbered list: " + _RW7_S, "output"),
        (_RW7, "Turn this into bullet points, but leave out the boarding pass: " + _RW7_S,
         "negation"),
    ],

    "code": [
        # slugify
        (_CO1, _fn(
            "slugify", "text",
            "Make from the text a URL slug: put it in lower case, change every run of characters which\n"
            "    are not ASCII letter or digit into one hyphen, and remove the hyphens on start and on end.",
            [('slugify("Hello World")', "'hello-world'"),
             ('slugify("  Python 3.12 Release!  ")', "'python-3-12-release'")],
            " -> str"), None),  # (a)
        (_CO1, _fn(
            "slugify", "text",
            "okay so um take the text and make it lowercase then like replace each run of stuff that\n"
            "    isn't an ascii letter or digit with a single hyphen and strip the hyphens off both ends",
            [('slugify("Data  Science 101")', "'data-science-101'"),
             ('slugify("--Rock & Roll--")', "'rock-roll'")],
            " -> str"), None),  # (b)
        (_CO1, _fn(
            "slugify", "text",
            "Convert text to a URL slug: lowercase it, replace every run of characters that are not ASCII\n"
            "    letters or digits with a single underscore, and strip underscores from both ends.",
            [('slugify("Hello World")', "'hello_world'"),
             ('slugify("  Python 3.12 Release!  ")', "'python_3_12_release'")],
            " -> str"), "output"),
        (_CO1, _fn(
            "slugify", "text",
            "Convert text to a URL slug without changing its case: replace every run of characters that\n"
            "    are not ASCII letters or digits with a single hyphen, and strip hyphens from both ends.",
            [('slugify("Hello World")', "'Hello-World'"),
             ('slugify("  Python 3.12 Release!  ")', "'Python-3-12-Release'")],
            " -> str"), "negation"),

        # second_largest
        (_CO2, _fn(
            "second_largest", "nums",
            "If nums has fewer than two distinct values, return None; otherwise the second largest\n"
            "    distinct value in nums is returned.",
            [("second_largest([10, 20, 20, 5])", "10"),
             ("second_largest([])", "None")]), None),  # (c)
        (_CO2, _fn(
            "second_largest", "nums",
            "Hi! This is for our leaderboard code. Return the second largest distinct value in nums,\n"
            "    or None if nums has fewer than two distinct values. Thanks!",
            [("second_largest([3, 1, 4, 4, 2])", "3"),
             ("second_largest([7, 7])", "None")]), None),  # (d)
        (_CO2, _fn(
            "second_largest", "nums",
            "Return the second smallest distinct value in nums, or None if nums has fewer than two\n"
            "    distinct values.",
            [("second_largest([3, 1, 4, 4, 2])", "2"),
             ("second_largest([7, 7])", "None")]), "reversed"),
        (_CO2, _fn(
            "second_largest", "nums",
            "Return the second largest value in nums, counting duplicates separately (the second item\n"
            "    after sorting in descending order), or None if nums has fewer than two items.",
            [("second_largest([3, 1, 4, 4, 2])", "4"),
             ("second_largest([7, 7])", "7")]), "scope"),

        # count_vowels
        (_CO3, _fn(
            "count_vowels", "s",
            "Return how many vowel (a, e, i, o, u) are in s, without to look at upper or lower case.",
            [('count_vowels("Hello World")', "3"),
             ('count_vowels("AEIOU xyz")', "5")],
            " -> int"), None),  # (a)
        (_CO3, _fn(
            "count_vowels", "s",
            "um return the number of vowels a e i o u in s and uh it doesn't matter if they're\n"
            "    uppercase or lowercase",
            [('count_vowels("Banana")', "3"),
             ('count_vowels("")', "0")],
            " -> int"), None),  # (b)
        (_CO3, _fn(
            "count_vowels", "s",
            "Return the number of letters in s that are not vowels (a, e, i, o, u), ignoring case.",
            [('count_vowels("Hello World")', "7"),
             ('count_vowels("AEIOU xyz")', "3")],
            " -> int"), "negation"),
        (_CO3, _fn(
            "count_vowels", "s",
            "Return the number of lowercase vowels (a, e, i, o, u) in s; uppercase vowels are not\n"
            "    counted.",
            [('count_vowels("Hello World")', "3"),
             ('count_vowels("AEIOU xyz")', "0")],
            " -> int"), "scope"),
        (_CO3, _fn(
            "count_vowels", "s",
            "Return a dict mapping each vowel (a, e, i, o, u) to how many times it occurs in s,\n"
            "    ignoring case.",
            [('count_vowels("Hello World")', "{'a': 0, 'e': 1, 'i': 0, 'o': 2, 'u': 0}")],
            " -> dict"), "output"),

        # convert_temperature
        (_CO4, _fn(
            "convert_temperature", "value",
            "Given value in degrees Celsius, return the Fahrenheit equivalent, rounded to one decimal\n"
            "    place.",
            [("convert_temperature(0)", "32.0"),
             ("convert_temperature(36.6)", "97.9")],
            " -> float"), None),  # (c)
        (_CO4, _fn(
            "convert_temperature", "value",
            "Re: your question from earlier - this is used by the weather widget. Convert a temperature\n"
            "    from Celsius to Fahrenheit and return it rounded to one decimal place.",
            [("convert_temperature(100)", "212.0"),
             ("convert_temperature(-40)", "-40.0"),
             ("convert_temperature(37)", "98.6")],
            " -> float"), None),  # (d)
        (_CO4, _fn(
            "convert_temperature", "value",
            "Convert a temperature from Fahrenheit to Celsius and return it rounded to one decimal place.",
            [("convert_temperature(212)", "100.0"),
             ("convert_temperature(-40)", "-40.0"),
             ("convert_temperature(98.6)", "37.0")],
            " -> float"), "reversed"),
        (_CO4, _fn(
            "convert_temperature", "value",
            "Convert a temperature from Celsius to Fahrenheit and return it rounded to two decimal places.",
            [("convert_temperature(100)", "212.0"),
             ("convert_temperature(36.6)", "97.88")],
            " -> float"), "quantity"),

        # chunk
        (_CO5, _fn(
            "chunk", "items, size",
            "Split the list items in consecutive chunks with the length size; the last chunk can be more\n"
            "    short.",
            [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
             ("chunk([], 3)", "[]")],
            " -> list"), None),  # (a)
        (_CO5, _fn(
            "chunk", "items, size",
            "Consecutive chunks of length size are made from the list items and returned as a list;\n"
            "    only the last chunk may be shorter.",
            [("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]"),
             ("chunk([1, 2, 3, 4], 3)", "[[1, 2, 3], [4]]")],
            " -> list"), None),  # (c)
        (_CO5, _fn(
            "chunk", "items, size",
            "Split the list items into consecutive chunks of length size; drop the last chunk if it is\n"
            "    shorter than size.",
            [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"),
             ("chunk([], 3)", "[]")],
            " -> list"), "scope"),
        (_CO5, _fn(
            "chunk", "items, size",
            "Split the list items into consecutive chunks of length size, each chunk a tuple; the last\n"
            "    chunk may be shorter.",
            [("chunk([1, 2, 3, 4, 5], 2)", "[(1, 2), (3, 4), (5,)]"),
             ("chunk([], 3)", "[]")],
            " -> list"), "output"),
        (_CO5, _fn(
            "chunk", "items, size",
            "Split the list items into consecutive chunks of length size, counting from the end of the\n"
            "    list, so the first chunk may be shorter.",
            [("chunk([1, 2, 3, 4, 5], 2)", "[[1], [2, 3], [4, 5]]"),
             ("chunk([], 3)", "[]")],
            " -> list"), "reversed"),

        # is_leap_year
        (_CO6, _fn(
            "is_leap_year", "year",
            "okay so return true if the year is a gregorian leap year so like divisible by four except\n"
            "    century years those have to be divisible by four hundred",
            [("is_leap_year(2023)", "False"),
             ("is_leap_year(2400)", "True")],
            " -> bool"), None),  # (b)
        (_CO6, _fn(
            "is_leap_year", "year",
            "Hello, this is for our billing calendar: return True if year is a leap year in the\n"
            "    Gregorian calendar, i.e. divisible by 4, except century years, which must be divisible\n"
            "    by 400. Thanks, Ravi",
            [("is_leap_year(2024)", "True"),
             ("is_leap_year(1900)", "False"),
             ("is_leap_year(2000)", "True")],
            " -> bool"), None),  # (d)
        (_CO6, _fn(
            "is_leap_year", "year",
            "Return True if year is divisible by 4, without the century-year exception (the Julian\n"
            "    rule).",
            [("is_leap_year(2024)", "True"),
             ("is_leap_year(1900)", "True"),
             ("is_leap_year(2023)", "False")],
            " -> bool"), "negation"),
        (_CO6, _fn(
            "is_leap_year", "year",
            "Return the number of days in year in the Gregorian calendar: 366 if it is divisible by 4,\n"
            "    except century years, which must be divisible by 400; otherwise 365.",
            [("is_leap_year(2024)", "366"),
             ("is_leap_year(1900)", "365")],
            " -> int"), "operation"),

        # top_n_words
        (_CO7, _fn(
            "top_n_words", "text, n",
            "Give back the n most common words of text (make lower case, split by whitespace), the most\n"
            "    common in first, and when there is tie, alphabetical order.",
            [('top_n_words("the cat and the hat and the bat", 2)', "['the', 'and']"),
             ('top_n_words("b a B a c", 3)', "['a', 'b', 'c']")],
            " -> list"), None),  # (a)
        (_CO7, _fn(
            "top_n_words", "text, n",
            "Words in text are lowercased and split on whitespace; the n most common of them are\n"
            "    returned, most common first, with ties broken alphabetically.",
            [('top_n_words("x y z y", 1)', "['y']"),
             ('top_n_words("Go go STOP stop wait", 2)', "['go', 'stop']")],
            " -> list"), None),  # (c)
        (_CO7, _fn(
            "top_n_words", "text, n",
            "Return the n most common words in text (lowercased, split on whitespace) as (word, count)\n"
            "    pairs, most common first, with ties broken alphabetically.",
            [('top_n_words("the cat and the hat and the bat", 2)', "[('the', 3), ('and', 2)]")],
            " -> list"), "output"),
        (_CO7, _fn(
            "top_n_words", "text, n",
            "Return the n least common words in text (lowercased, split on whitespace), least common\n"
            "    first, with ties broken alphabetically.",
            [('top_n_words("the cat and the hat and the bat", 2)', "['bat', 'cat']"),
             ('top_n_words("b a B a c", 3)', "['c', 'a', 'b']")],
            " -> list"), "reversed"),
        (_CO7, _fn(
            "top_n_words", "text, n",
            "Return the n most common words in text (lowercased, split on whitespace, with punctuation\n"
            "    stripped from the start and end of each word), most common first, with ties broken\n"
            "    alphabetically.",
            [('top_n_words("Hi, hi! Bye.", 1)', "['hi']"),
             ('top_n_words("the cat and the hat and the bat", 2)', "['the', 'and']")],
            " -> list"), "step"),
    ],
}
