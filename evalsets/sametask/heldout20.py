"""Split ``heldout20``: requests written by hand on 2026-12-02 by an engineer who read neither the rules nor any other hand-written set nor this project's code; never used to tune a rule. Register: messy real-world input, mixing typos and phone-autocorrect slips, requirements typed as bullet or numbered lists, hurried or frustrated users, homework/teacher framing, and over-formal bureaucratic rewrites. Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same answer, else the kind of change."""
# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = "Convert 37.5 degrees Celsius to Fahrenheit."
_CV2 = "How many kilometres is 26.2 miles?"
_CV3 = "Convert 250 US dollars to euros at a rate of 1 USD = 0.92 EUR."
_CV4 = "It is 3:00 PM in New York (EST). What time is it in Tokyo?"
_CV5 = "How many cups is 750 millilitres, using 1 US cup = 236.6 mL?"
_CV6 = "Convert 5 feet 9 inches to centimetres."
_CV7 = "A car uses 8 litres of fuel per 100 km. What is that in miles per US gallon?"

# ---------------------------------------------------------------- policy
_PO1 = ('Company policy: "Staff may work remotely for at most 2 days in any calendar week, and each '
        'remote day must be approved by their manager at least 24 hours beforehand." Case: Dana wants '
        'to work from home on Thursday and Friday this week and got her manager\'s approval for both '
        'days on Monday. Is this within policy?')
_PO2 = ('Refund policy: "Unopened items can be returned within 30 days of delivery for a full refund. '
        'Opened items can be returned within 14 days of delivery for store credit only." Case: A customer '
        'opened a blender and wants to return it 20 days after delivery. What can they get?')
_PO3 = ('Expense policy: "Meals on business travel are reimbursed up to $60 per day; alcohol is never '
        'reimbursed." Case: On a one-day trip, Sam spent $45 on food and $12 on wine at dinner. How much '
        'will be reimbursed?')
_PO4 = ('Leave policy: "Employees earn 1.5 days of paid leave per full month worked. Unused leave carries '
        'over into the next year, up to a maximum of 5 days." Case: Priya worked all 12 months last year '
        'and took 14 days of leave. How many days carry over?')
_PO5 = ('Security policy: "Passwords must be at least 12 characters long and contain at least one digit '
        'and at least one symbol." Case: Is the password "Sunflower#2024" compliant?')
_PO6 = ('Attendance policy: "An employee who is late more than 3 times in a calendar month receives a '
        'written warning." Case: Leo was late on 3 days in March. Does he get a written warning?')
_PO7 = ('Travel policy: "Economy class is required for flights under 6 hours; business class is allowed '
        'for flights of 6 hours or longer, with director approval." Case: Maria has a 7-hour flight and '
        'has director approval. Which class may she book?')

# ---------------------------------------------------------------- sql
_SQ1 = "Table orders(id, customer_id, total, created_at). Write a SQL query that lists the 10 most recent orders."
_SQ2 = "Schema: employees(id, name, department, salary). Write SQL to get the average salary per department."
_SQ3 = ("Tables: customers(id, name, country) and orders(id, customer_id, amount). Write SQL to find the "
        "names of customers who have never placed an order.")
_SQ4 = ("Table products(id, name, category, price, stock). Write a query that returns the names of products "
        "with fewer than 10 units in stock.")
_SQ5 = ("Schema: students(id, name), enrollments(student_id, course_id), courses(id, title). Write SQL that "
        "counts how many students are enrolled in each course, showing the course title.")
_SQ6 = ("Table logins(user_id, login_time). Write SQL that returns the number of distinct users who logged "
        "in during January 2024.")
_SQ7 = ("Table sales(region, product, amount). Write a SQL query for the total amount per region, sorted "
        "from highest to lowest total.")

# ---------------------------------------------------------------- shell
_SH1 = ("Give a one-line shell command that prints the total number of lines across all .py files under "
        "the current directory, recursively.")
_SH2 = "Shell command to find files larger than 100 MB under /var."
_SH3 = ("One-line command to replace every occurrence of 'http://' with 'https://' in config.txt, editing "
        "the file in place.")
_SH4 = "Shell one-liner that lists the 5 largest files in the current directory."
_SH5 = "Command to show which process is listening on TCP port 8080."
_SH6 = "Give a command that creates a gzip-compressed tar archive named backup.tar.gz of the directory project/."
_SH7 = "Shell command to print the 3rd column of the comma-separated file data.csv."

# ---------------------------------------------------------------- dates
_DA1 = "What day of the week was 14 March 2019?"
_DA2 = "How many days are there between 3 February 2024 and 17 April 2024?"
_DA3 = "What date is 90 days after 15 October 2025?"
_DA4 = "Someone was born on 29 August 1990. How old are they on 1 June 2025?"
_DA5 = ("A flight departs at 22:40 and arrives at 06:15 the next morning, both times in the same time "
        "zone. How long is the flight?")
_DA6 = "What is the date of the last Friday of November 2026?"
_DA7 = "How many days are left until 25 December 2026, counting from 2 December 2026?"

# ---------------------------------------------------------------- rewriting
_RW1 = 'Translate into French: "The meeting has been moved to Thursday afternoon."'
_RW2 = 'Make this email line more formal: "hey, can u send me the report by friday? thx"'
_RW3 = 'Fix the grammar in this sentence: "Me and him goes to the store every days."'
_RW4 = 'Rewrite in the passive voice: "The committee approved the new budget on Monday."'
_RW5 = ('Summarise in one sentence: "Our Q3 revenue rose 12% thanks to strong sales in Asia, but costs '
        'also climbed 8% because of higher shipping prices, so profit grew only slightly."')
_RW6 = "Turn this list into one comma-separated line, sorted alphabetically:\n- pears\n- apples\n- kiwis\n- bananas"
_RW7 = 'Convert this sentence to reported speech: She said, "I will call you tomorrow."'

# ---------------------------------------------------------------- code
_CO1 = _fn("run_lengths", "s",
           "Return the runs of repeated consecutive characters in s as a list of\n"
           "    (character, run length) tuples, in order.",
           [("run_lengths('aaabcc')", "[('a', 3), ('b', 1), ('c', 2)]"), ("run_lengths('')", "[]")],
           " -> list")
_CO2 = _fn("second_largest", "nums",
           "Return the second-largest distinct value in nums, or None if nums has\n"
           "    fewer than two distinct values.",
           [("second_largest([4, 1, 4, 3])", "3"), ("second_largest([7, 7]) is None", "True")])
_CO3 = _fn("clamp_list", "values, lo, hi",
           "Return a new list in which every value below lo is replaced by lo and\n"
           "    every value above hi is replaced by hi.",
           [("clamp_list([-5, 3, 12], 0, 10)", "[0, 3, 10]"), ("clamp_list([], 1, 2)", "[]")],
           " -> list")
_CO4 = _fn("parse_duration", "text",
           "Parse a duration such as '1h30m', '45m' or '2h' and return the total\n"
           "    number of minutes.",
           [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"), ("parse_duration('2h')", "120")],
           " -> int")
_CO5 = _fn("initials", "name",
           "Return the initials of a person's name: the first letter of each word,\n"
           "    upper-cased, each followed by a dot.",
           [("initials('ada lovelace')", "'A.L.'"), ("initials('Grace Brewster Hopper')", "'G.B.H.'")],
           " -> str")
_CO6 = _fn("chunk", "items, size",
           "Split items into consecutive lists of length size; the last list may be\n"
           "    shorter.",
           [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([], 3)", "[]")],
           " -> list")
_CO7 = _fn("mask_email", "email",
           "Hide the local part of an email address: keep its first character and\n"
           "    replace every other character before the '@' with '*'.",
           [("mask_email('john.doe@example.com')", "'j*******@example.com'"), ("mask_email('ab@x.org')", "'a*@x.org'")],
           " -> str")


HELDOUT20 = {
    "conversions": [
        (_CV1, "whats 37.5 celcius in farenheit?? kids thermometer only shows C", None),
        (_CV1, "Kindly furnish the Fahrenheit equivalent of a temperature reading of 37.5 degrees Celsius.", None),
        (_CV1, "Convert 37.5 degrees Fahrenheit to Celsius.", "reversed"),
        (_CV1, "Convert 38.5 degrees Celsius to Fahrenheit.", "quantity"),

        (_CV2, "For my homework: how many km are in 26.2 miles? pls show the working", None),
        (_CV2, "- distance: 26.2 miles\n- convert to: kilometeres", None),
        (_CV2, "How many metres is 26.2 miles?", "entity"),
        (_CV2, "How many miles is 26.2 kilometres?", "reversed"),
        (_CV2, "How many kilometres is 13.1 miles?", "quantity"),

        (_CV3, "URGENT: need 250 USD in EUR, rate is 1 USD = 0.92 EUR. just the number pls", None),
        (_CV3, "teh rate is 0.92 euro per dollar, how many euros do i get for 250 dollars", None),
        (_CV3, "Convert 250 US dollars to euros at a rate of 1 USD = 0.95 EUR.", "quantity"),
        (_CV3, "Convert 250 euros to US dollars at a rate of 1 USD = 0.92 EUR.", "reversed"),

        (_CV4, "ugh, timezones again. call is at 3pm New York time (EST) -- what time is that in tokyo??", None),
        (_CV4, "1. from: New York (EST)\n2. local time there: 3:00 PM\n3. to: Tokyo\nwhat time is it in Tokyo?", None),
        (_CV4, "It is 3:00 PM in New York (EST). What time is it in London (GMT)?", "entity"),
        (_CV4, "It is 3:00 PM in Tokyo. What time is it in New York (EST)?", "reversed"),

        (_CV5, "750ml to cups? (US cup = 236.6 ml) baking and my measuring jug broke lol", None),
        (_CV5, "It is hereby requested that a volume of 750 millilitres be expressed in United States "
               "customary cups, one such cup being defined as 236.6 millilitres.", None),
        (_CV5, "How many cups is 500 millilitres, using 1 US cup = 236.6 mL?", "quantity"),
        (_CV5, "How many tablespoons is 750 millilitres, using 1 US tablespoon = 14.8 mL?", "entity"),

        (_CV6, "5ft 9in in cm? teh form only takes centimeters", None),
        (_CV6, "Explain and give the answer: what is a height of 5 feet 9 inches expressed in centimetres?", None),
        (_CV6, "Convert 5 feet 11 inches to centimetres.", "quantity"),
        (_CV6, "Convert 5 feet 9 inches to centimetres, then tell me how many centimetres short of 180 cm that is.", "step"),

        (_CV7, "car does 8 L/100km, whats that in mpg?? US gallons NOT imperial", None),
        (_CV7, "- fuel use: 8 litres per 100 kilometres\n- want: miles per gallon\n- gallon: US", None),
        (_CV7, "A car uses 8 litres of fuel per 100 km. What is that in miles per imperial gallon?", "entity"),
        (_CV7, "A car uses 6 litres of fuel per 100 km. What is that in miles per US gallon?", "quantity"),
        (_CV7, "A car does 8 miles per US gallon. What is that in litres per 100 km?", "reversed"),
    ],

    "policy": [
        (_PO1, 'policy says "Staff may work remotely for at most 2 days in any calendar week, and each remote '
               'day must be approved by their manager at least 24 hours beforehand." dana wants to wfh thurs + '
               'fri this week, her manager okd both days on monday. allowed or not??', None),
        (_PO1, "- policy: max 2 remote days per calendar week; every remote day needs manager approval at "
               "least 24 hours beforehand\n- case: Dana, working from home Thursday and Friday this week\n"
               "- approval: both days approved on Monday\n- question: within policy?", None),
        (_PO1, 'Company policy: "Staff may work remotely for at most 2 days in any calendar week, and each '
               'remote day must be approved by their manager at least 24 hours beforehand." Case: Dana wants '
               'to work from home on Wednesday, Thursday and Friday this week and got her manager\'s approval '
               'for all three days on Monday. Is this within policy?', "quantity"),
        (_PO1, 'Company policy: "Staff may work remotely for at most 2 days in any calendar week, and each '
               'remote day must be approved by their manager at least 24 hours beforehand." Case: Dana wants '
               'to work from home on Thursday and Friday this week and has not asked her manager for '
               'approval. Is this within policy?', "negation"),

        (_PO2, 'ugh, this customer AGAIN. our policy: "Unopened items can be returned within 30 days of '
               'delivery for a full refund. Opened items can be returned within 14 days of delivery for store '
               'credit only." they OPENED the blender and want to send it back 20 days after delivery. what do '
               'they get?', None),
        (_PO2, 'With reference to the refund policy, which stipulates that "Unopened items can be returned '
               'within 30 days of delivery for a full refund. Opened items can be returned within 14 days of '
               'delivery for store credit only," kindly determine the remedy available to a customer who has '
               'opened a blender and seeks to return it twenty (20) days after delivery.', None),
        (_PO2, 'Refund policy: "Unopened items can be returned within 30 days of delivery for a full refund. '
               'Opened items can be returned within 14 days of delivery for store credit only." Case: A customer '
               'has not opened a blender and wants to return it 20 days after delivery. What can they get?',
         "negation"),
        (_PO2, 'Refund policy: "Unopened items can be returned within 30 days of delivery for a full refund. '
               'Opened items can be returned within 14 days of delivery for store credit only." Case: A customer '
               'opened a blender and wants to return it 10 days after delivery. What can they get?', "quantity"),

        (_PO3, 'For my HR course homework: the expense policy reads "Meals on business travel are reimbursed '
               'up to $60 per day; alcohol is never reimbursed." On a one-day trip Sam spent $45 on food plus $12 '
               'on wine at dinner. How much gets reimbursed? Explain.', None),
        (_PO3, '- policy: "Meals on business travel are reimbursed up to $60 per day; alcohol is never '
               'reimbursed."\n- trip: 1 day\n- spent: $45 food, $12 wine (dinner)\n- q: reimbursed amount?', None),
        (_PO3, 'Expense policy: "Meals on business travel are reimbursed up to $60 per day; alcohol is never '
               'reimbursed." Case: On a one-day trip, Sam spent $70 on food and $12 on wine at dinner. How much '
               'will be reimbursed?', "quantity"),
        (_PO3, 'Expense policy: "Meals on business travel are reimbursed up to $60 per day; alcohol is never '
               'reimbursed." Case: On a one-day trip, Sam spent $45 on food and $12 on sparkling water at '
               'dinner. How much will be reimbursed?', "entity"),
        (_PO3, 'Expense policy: "Meals on business travel are reimbursed up to $60 per day; alcohol is never '
               'reimbursed." Case: On a one-day trip, Sam spent $45 on food and $12 on wine at dinner. How much '
               'will Sam have to pay out of pocket?', "operation"),

        (_PO4, 'Pursuant to the leave policy, namely "Employees earn 1.5 days of paid leave per full month '
               'worked. Unused leave carries over into the next year, up to a maximum of 5 days," please state '
               'the number of days to be carried over by Ms. Priya, who worked all twelve months of the '
               'preceding year and availed herself of 14 days of leave.', None),
        (_PO4, 'leave policy: "Employees earn 1.5 days of paid leave per full month worked. Unused leave '
               'carries over into the next year, up to a maximum of 5 days." priya workd all 12 months last '
               'year, took 14 days off. how many days cary over?', None),
        (_PO4, 'Leave policy: "Employees earn 1.5 days of paid leave per full month worked. Unused leave carries '
               'over into the next year, up to a maximum of 5 days." Case: Priya worked all 12 months last year '
               'and took 10 days of leave. How many days carry over?', "quantity"),
        (_PO4, 'Leave policy: "Employees earn 1.5 days of paid leave per full month worked. Unused leave carries '
               'over into the next year, up to a maximum of 5 days." Case: Priya worked all 12 months last year '
               'and took 14 days of leave. How many days of leave did she earn last year?', "operation"),

        (_PO5, 'pw policy: "Passwords must be at least 12 characters long and contain at least one digit and at '
               'least one symbol." is Sunflower#2024 ok??', None),
        (_PO5, 'Explain and give the answer: under the rule "Passwords must be at least 12 characters long and '
               'contain at least one digit and at least one symbol.", does the password "Sunflower#2024" comply?',
         None),
        (_PO5, 'Security policy: "Passwords must be at least 12 characters long and contain at least one digit '
               'and at least one symbol." Case: Is the password "Sunflower2024" compliant?', "entity"),
        (_PO5, 'Security policy: "Passwords must be at least 16 characters long and contain at least one digit '
               'and at least one symbol." Case: Is the password "Sunflower#2024" compliant?', "quantity"),

        (_PO6, 'quick one, in a hurry: rule is "An employee who is late more than 3 times in a calendar month '
               'receives a written warning." Leo was late 3 days in march. warning yes/no?', None),
        (_PO6, '- rule: "An employee who is late more than 3 times in a calendar month receives a written '
               'warning."\n- employee: Leo\n- late days in March: 3\n- question: written warning?', None),
        (_PO6, 'Attendance policy: "An employee who is late more than 3 times in a calendar month receives a '
               'written warning." Case: Leo was late on 4 days in March. Does he get a written warning?',
         "quantity"),
        (_PO6, 'Attendance policy: "An employee who is late 3 or more times in a calendar month receives a '
               'written warning." Case: Leo was late on 3 days in March. Does he get a written warning?',
         "scope"),

        (_PO7, 'In accordance with the travel policy ("Economy class is required for flights under 6 hours; '
               'business class is allowed for flights of 6 hours or longer, with director approval."), kindly '
               'advise the class of travel for which Ms. Maria is eligible, her flight being of seven hours\' '
               'duration and director approval having been obtained.', None),
        (_PO7, 'travle policy: "Economy class is required for flights under 6 hours; business class is allowed '
               'for flights of 6 hours or longer, with director approval." maria has a 7 hour flight and her '
               'director aproved. which class can she book', None),
        (_PO7, 'Travel policy: "Economy class is required for flights under 6 hours; business class is allowed '
               'for flights of 6 hours or longer, with director approval." Case: Maria has a 5-hour flight and '
               'has director approval. Which class may she book?', "quantity"),
        (_PO7, 'Travel policy: "Economy class is required for flights under 6 hours; business class is allowed '
               'for flights of 6 hours or longer, with director approval." Case: Maria has a 7-hour flight and '
               'does not have director approval. Which class may she book?', "negation"),
        (_PO7, 'Travel policy: "Economy class is required for flights under 6 hours; business class is allowed '
               'for flights of 6 hours or longer, with director approval." Case: Maria has a 7-hour flight and '
               'has director approval. Which class may she book, and which class must she take on her 4-hour '
               'connecting flight?', "step"),
    ],

    "sql": [
        (_SQ1, "- tbl: orders(id, customer_id, total, created_at)\n- need: the ten newest orders\n"
               "- sort: newest first", None),
        (_SQ1, "ugh sql again. orders(id, customer_id, total, created_at) -- gimme teh 10 most recent orders", None),
        (_SQ1, "Table orders(id, customer_id, total, created_at). Write a SQL query that lists the 5 most recent orders.",
         "quantity"),
        (_SQ1, "Table orders(id, customer_id, total, created_at). Write a SQL query that lists the 10 oldest orders.",
         "reversed"),
        (_SQ1, "Table orders(id, customer_id, total, created_at). Write a SQL query that lists the 10 most recent "
               "orders with a total above 100.", "scope"),

        (_SQ2, "For my databases homework: given employees(id, name, department, salary), write a query returning "
               "the mean salary for each department.", None),
        (_SQ2, "It is respectfully requested that a SQL statement be prepared which, with respect to the relation "
               "employees(id, name, department, salary), yields the average salary of each department.", None),
        (_SQ2, "Schema: employees(id, name, department, salary). Write SQL to get the maximum salary per department.",
         "operation"),
        (_SQ2, "Schema: employees(id, name, department, salary). Write SQL to get the average salary per department, "
               "only for departments with more than 5 employees.", "scope"),

        (_SQ3, "custmers(id, name, country) + orders(id, customer_id, amount). need the names of customers that "
               "never placed an order", None),
        (_SQ3, "- tables: customers(id, name, country), orders(id, customer_id, amount)\n- want: customer names\n"
               "- condition: no orders at all, ever", None),
        (_SQ3, "Tables: customers(id, name, country) and orders(id, customer_id, amount). Write SQL to find the "
               "names of customers who have placed at least one order.", "negation"),
        (_SQ3, "Tables: customers(id, name, country) and orders(id, customer_id, amount). Write SQL to count the "
               "customers who have never placed an order.", "operation"),
        (_SQ3, "Tables: customers(id, name, country) and orders(id, customer_id, amount). Write SQL to find the "
               "names of customers from Canada who have never placed an order.", "scope"),

        (_SQ4, "URGENT!! products(id, name, category, price, stock) -- which products have LESS THAN 10 in stock? "
               "need the query for their names asap", None),
        (_SQ4, "Kindly draft a query against products(id, name, category, price, stock) that furnishes the name of "
               "each product whose stock level is below ten units.", None),
        (_SQ4, "Table products(id, name, category, price, stock). Write a query that returns the names of products "
               "with fewer than 3 units in stock.", "quantity"),
        (_SQ4, "Table products(id, name, category, price, stock). Write a query that returns the categories of "
               "products with fewer than 10 units in stock.", "entity"),

        (_SQ5, "quick: students(id, name), enrollments(student_id, course_id), courses(id, title). number of "
               "students per course, show the course title", None),
        (_SQ5, "Explain and give the answer: using students(id, name), enrollments(student_id, course_id) and "
               "courses(id, title), write a query that shows each course title with how many students are "
               "enrolled in it.", None),
        (_SQ5, "Schema: students(id, name), enrollments(student_id, course_id), courses(id, title). Write SQL that "
               "lists the names of the students enrolled in each course, showing the course title.", "operation"),
        (_SQ5, "Schema: students(id, name), enrollments(student_id, course_id), courses(id, title). Write SQL that "
               "counts how many students are enrolled in each course, showing the course title, only for courses "
               "with at least 20 students.", "scope"),

        (_SQ6, "- table: logins(user_id, login_time)\n- period: January 2024\n- want: how many distinct users "
               "logged in", None),
        (_SQ6, "logins(user_id, login_time) - how many diffrent users loged in during jan 2024? write the sql", None),
        (_SQ6, "Table logins(user_id, login_time). Write SQL that returns the number of distinct users who logged "
               "in during the first quarter of 2024.", "scope"),
        (_SQ6, "Table logins(user_id, login_time). Write SQL that returns the total number of logins during "
               "January 2024.", "operation"),
        (_SQ6, "Table logins(user_id, login_time). Write SQL that returns the number of distinct users who logged "
               "in during January 2024, and also the day in that month with the most logins.", "step"),

        (_SQ7, "With regard to the table sales(region, product, amount), please provide a query that aggregates "
               "the amount for each region and presents the regions in descending order of that total.", None),
        (_SQ7, "- table: sales(region, product, amount)\n- group by: region\n- value: sum of amount\n"
               "- order: biggest total first", None),
        (_SQ7, "Table sales(region, product, amount). Write a SQL query for the total amount per region, sorted "
               "from lowest to highest total.", "reversed"),
        (_SQ7, "Table sales(region, product, amount). Write a SQL query for the total amount per product, sorted "
               "from highest to lowest total.", "entity"),
    ],

    "shell": [
        (_SH1, "one liner to get teh total line count of all .py files in this dir and all subdirs", None),
        (_SH1, "ugh, I ALWAYS forget this. one shell line: total number of lines over every .py file below the "
               "current folder (recursive)", None),
        (_SH1, "Give a one-line shell command that prints the total number of lines across all .js files under "
               "the current directory, recursively.", "entity"),
        (_SH1, "Give a one-line shell command that prints the total number of lines across all .py files in the "
               "current directory only, not in subdirectories.", "scope"),
        (_SH1, "Give a one-line shell command that prints the number of .py files under the current directory, "
               "recursively.", "operation"),

        (_SH2, "- where: /var\n- what: files\n- size: bigger than 100 MB\n- need: one shell command", None),
        (_SH2, "Kindly provide a shell command to identify all files situated under the /var directory whose size "
               "exceeds one hundred megabytes.", None),
        (_SH2, "Shell command to find files larger than 1 GB under /var.", "quantity"),
        (_SH2, "Shell command to find files larger than 100 MB under /var and delete them.", "step"),

        (_SH3, "URGENT: in-place replace ALL http:// with https:// in config.txt, one command pls", None),
        (_SH3, "need a one liner that swaps evry 'http://' for 'https://' in config.txt and saves teh file "
               "(edit in place)", None),
        (_SH3, "One-line command to replace every occurrence of 'https://' with 'http://' in config.txt, editing "
               "the file in place.", "reversed"),
        (_SH3, "One-line command to replace only the first occurrence of 'http://' on each line with 'https://' "
               "in config.txt, editing the file in place.", "scope"),

        (_SH4, "For my Linux homework: write a one-line command that shows the five biggest files in the current "
               "directory.", None),
        (_SH4, "quick - top 5 largest files in cwd, one liner?", None),
        (_SH4, "Shell one-liner that lists the 3 largest files in the current directory.", "quantity"),
        (_SH4, "Shell one-liner that lists the 5 smallest files in the current directory.", "reversed"),

        (_SH5, "Please supply the command by which one may ascertain which process is listening on TCP port 8080.",
         None),
        (_SH5, "ugh somethign is already on port 8080 (tcp). how do i see which process is listening there", None),
        (_SH5, "Command to show which process is listening on TCP port 5432.", "quantity"),
        (_SH5, "Command to show which process is listening on TCP port 8080 and then kill it.", "step"),

        (_SH6, "- dir: project/\n- output: backup.tar.gz\n- format: tar, gzip compressed\n- one command", None),
        (_SH6, "Explain and give the answer: which command packs the directory project/ into a gzipped tarball "
               "called backup.tar.gz?", None),
        (_SH6, "Give a command that extracts the gzip-compressed tar archive backup.tar.gz into the directory "
               "project/.", "reversed"),
        (_SH6, "Give a command that creates a bzip2-compressed tar archive named backup.tar.bz2 of the directory "
               "project/.", "entity"),
        (_SH6, "Give a command that creates a gzip-compressed tar archive named backup.tar.gz of the directory "
               "project/, excluding its node_modules folder.", "scope"),

        (_SH7, "how do i print the 3rd colum of data.csv (comma seperated) from the shell", None),
        (_SH7, "It is requested that a shell command be provided which outputs the third field of each record in "
               "the comma-delimited file data.csv.", None),
        (_SH7, "Shell command to print the 5th column of the comma-separated file data.csv.", "quantity"),
        (_SH7, "Shell command to print the sum of the 3rd column of the comma-separated file data.csv.", "operation"),
    ],

    "dates": [
        (_DA1, "what weekday was march 14th 2019", None),
        (_DA1, "For my homework: on which day of the week did 14 March 2019 fall? explain how you got it", None),
        (_DA1, "What day of the week was 14 March 2020?", "quantity"),
        (_DA1, "What day of the week was it 10 days after 14 March 2019?", "step"),

        (_DA2, "- start: 3 Feb 2024\n- end: 17 Apr 2024\n- want: number of days between", None),
        (_DA2, "Kindly state the number of days elapsing between the third of February 2024 and the seventeenth "
               "of April 2024.", None),
        (_DA2, "How many days are there between 3 February 2023 and 17 April 2023?", "quantity"),
        (_DA2, "How many weekdays (Monday to Friday) are there between 3 February 2024 and 17 April 2024?", "scope"),

        (_DA3, "QUICK: 90 days after 15 oct 2025 = what date?", None),
        (_DA3, "Please be so good as to determine the calendar date falling ninety (90) days subsequent to "
               "15 October 2025.", None),
        (_DA3, "What date is 90 days before 15 October 2025?", "reversed"),
        (_DA3, "What date is 100 days after 15 October 2025?", "quantity"),
        (_DA3, "What date is 90 days after 15 October 2025, and what day of the week is it?", "step"),

        (_DA4, "born 29 aug 1990, how old wil they be on june 1st 2025?", None),
        (_DA4, "Explain and give the answer: a person's birthday is 29 August 1990. What is their age on "
               "1 June 2025?", None),
        (_DA4, "Someone was born on 29 August 1990. How old are they on 1 September 2025?", "quantity"),
        (_DA4, "Someone was born on 29 August 1990. How many days old are they on 1 June 2025?", "entity"),
        (_DA4, "Someone was born on 29 August 1990. How old are they on 1 June 2025, and on what weekday were "
               "they born?", "step"),

        (_DA5, "- departs: 22:40\n- arrives: 06:15 next morning\n- time zone: same for both\n- flight length?", None),
        (_DA5, "ugh the booking site wont show it. leave 22:40, land 06:15 the next morning, same timezone. how "
               "long is the flight??", None),
        (_DA5, "A flight departs at 22:40 and arrives at 07:15 the next morning, both times in the same time zone. "
               "How long is the flight?", "quantity"),
        (_DA5, "A flight departs at 22:40 London time (GMT) and arrives at 06:15 the next morning Dubai time "
               "(GMT+4). How long is the flight?", "scope"),

        (_DA6, "whats the date of the last friday in novmber 2026", None),
        (_DA6, "It is requested that the calendar date of the final Friday of the month of November 2026 be "
               "identified.", None),
        (_DA6, "What is the date of the last Monday of November 2026?", "entity"),
        (_DA6, "How many Fridays are there in November 2026?", "operation"),

        (_DA7, "how many days from dec 2 2026 till christmas day (25 dec 2026)?? kids keep asking", None),
        (_DA7, "- from: 2 December 2026\n- until: 25 December 2026\n- want: days left", None),
        (_DA7, "How many days are left until 25 December 2026, counting from 2 December 2026, with both days "
               "included?", "scope"),
        (_DA7, "How many days are left until 1 January 2027, counting from 2 December 2026?", "quantity"),
    ],

    "rewriting": [
        (_RW1, 'translate to french pls: "The meeting has been moved to Thursday afternoon."', None),
        (_RW1, 'Kindly render the following sentence into the French language: "The meeting has been moved to '
               'Thursday afternoon."', None),
        (_RW1, 'Translate into German: "The meeting has been moved to Thursday afternoon."', "entity"),
        (_RW1, 'Translate into English: "La réunion a été déplacée à jeudi après-midi."', "reversed"),

        (_RW2, 'ugh my boss hates my tone. make this more formal: "hey, can u send me the report by friday? thx"',
         None),
        (_RW2, '- text: "hey, can u send me the report by friday? thx"\n- goal: formal email tone\n'
               '- keep meaning the same', None),
        (_RW2, 'Make this email line more formal: "hey, can u send me the report by monday? thx"', "entity"),
        (_RW2, 'Make this email line more formal and then translate it into Spanish: "hey, can u send me the '
               'report by friday? thx"', "step"),

        (_RW3, 'fix grammer: "Me and him goes to the store every days."', None),
        (_RW3, 'Explain and give the answer: correct the grammar of "Me and him goes to the store every days."',
         None),
        (_RW3, 'Fix the grammar in this sentence: "Me and her goes to the store every days."', "entity"),
        (_RW3, 'Fix the grammar in this sentence and then put it in the past tense: "Me and him goes to the store '
               'every days."', "step"),

        (_RW4, '- sentence: "The committee approved the new budget on Monday."\n- change to: passive voice', None),
        (_RW4, 'For my English class: rewrite "The committee approved the new budget on Monday." so it is in '
               'the passive.', None),
        (_RW4, 'Rewrite in the active voice: "The new budget was approved by the committee on Monday."', "reversed"),
        (_RW4, 'Rewrite in the passive voice: "The committee did not approve the new budget on Monday."',
         "negation"),

        (_RW5, 'need this in ONE sentence, fast: "Our Q3 revenue rose 12% thanks to strong sales in Asia, but '
               'costs also climbed 8% because of higher shipping prices, so profit grew only slightly."', None),
        (_RW5, 'Please provide a single-sentence summary of the following statement: "Our Q3 revenue rose 12% '
               'thanks to strong sales in Asia, but costs also climbed 8% because of higher shipping prices, so '
               'profit grew only slightly."', None),
        (_RW5, 'Summarise in two sentences: "Our Q3 revenue rose 12% thanks to strong sales in Asia, but costs '
               'also climbed 8% because of higher shipping prices, so profit grew only slightly."', "quantity"),
        (_RW5, 'List every percentage mentioned in: "Our Q3 revenue rose 12% thanks to strong sales in Asia, but '
               'costs also climbed 8% because of higher shipping prices, so profit grew only slightly."',
         "operation"),

        (_RW6, "ugh, one line, commas, A-Z order:\n- pears\n- apples\n- kiwis\n- bananas", None),
        (_RW6, "Kindly reformat the enumerated items below as a single line, separated by commas and arranged in "
               "alphabetical order:\n- pears\n- apples\n- kiwis\n- bananas", None),
        (_RW6, "Turn this list into one comma-separated line, sorted in reverse alphabetical order:\n- pears\n"
               "- apples\n- kiwis\n- bananas", "reversed"),
        (_RW6, "Turn this list into one comma-separated line, keeping the original order:\n- pears\n- apples\n"
               "- kiwis\n- bananas", "scope"),
        (_RW6, "Turn this list into one semicolon-separated line, sorted alphabetically:\n- pears\n- apples\n"
               "- kiwis\n- bananas", "entity"),

        (_RW7, 'put this in reportd speech: She said, "I will call you tomorrow."', None),
        (_RW7, 'Homework question 4: change the direct speech to indirect (reported) speech. She said, "I will '
               'call you tomorrow."', None),
        (_RW7, 'Convert this sentence to reported speech: He said, "I will call you tomorrow."', "entity"),
        (_RW7, 'Convert this sentence to reported speech: She said, "I won\'t call you tomorrow."', "negation"),
        (_RW7, 'Convert this sentence to reported speech and then translate the result into French: She said, '
               '"I will call you tomorrow."', "step"),
    ],

    "code": [
        (_CO1, _fn("run_lengths", "s",
                   "split teh string into runs of the same char next to each other and give back a\n"
                   "    list of (char, how many) tuples, in the order they apear.",
                   [("run_lengths('zz')", "[('z', 2)]"), ("run_lengths('abba')", "[('a', 1), ('b', 2), ('a', 1)]")],
                   " -> list"), None),
        (_CO1, _fn("run_lengths", "s",
                   "- input: a string s\n"
                   "    - output: list of (char, count) tuples\n"
                   "    - one tuple per run of identical consecutive chars, left to right",
                   [("run_lengths('aaabcc')", "[('a', 3), ('b', 1), ('c', 2)]"), ("run_lengths('x')", "[('x', 1)]")],
                   " -> list"), None),
        (_CO1, _fn("run_lengths", "s",
                   "Return a run-length encoding of s as a string: each run of repeated\n"
                   "    consecutive characters becomes the character followed by its length.",
                   [("run_lengths('aaabcc')", "'a3b1c2'"), ("run_lengths('')", "''")],
                   " -> str"), "output"),
        (_CO1, _fn("run_lengths", "s, min_len",
                   "Return the runs of repeated consecutive characters in s that are at\n"
                   "    least min_len long, as a list of (character, run length) tuples, in order.",
                   [("run_lengths('aaabcc', 2)", "[('a', 3), ('c', 2)]"), ("run_lengths('', 1)", "[]")],
                   " -> list"), "input"),

        (_CO2, _fn("second_largest", "nums",
                   "Kindly return the value that ranks second when the distinct elements of\n"
                   "    nums are arranged from greatest to least; should fewer than two distinct\n"
                   "    elements exist, None shall be returned.",
                   [("second_largest([10, 20, 30])", "20"), ("second_largest([5]) is None", "True")]), None),
        (_CO2, _fn("second_largest", "nums",
                   "ugh. I need the 2nd biggest DIFFERENT number in nums. dupes dont count.\n"
                   "    not enough different numbers -> None.",
                   [("second_largest([4, 1, 4, 3])", "3"), ("second_largest([-2, -2, -5])", "-5")]), None),
        (_CO2, _fn("third_largest", "nums",
                   "Return the third-largest distinct value in nums, or None if nums has\n"
                   "    fewer than three distinct values.",
                   [("third_largest([4, 1, 4, 3])", "1"), ("third_largest([7, 7, 2]) is None", "True")]),
         "quantity"),
        (_CO2, _fn("second_largest", "nums",
                   "Return the second element of nums when it is sorted from largest to\n"
                   "    smallest (duplicates count separately), or None if nums has fewer than\n"
                   "    two elements.",
                   [("second_largest([4, 1, 4, 3])", "4"), ("second_largest([7, 7])", "7")]), "scope"),
        (_CO2, _fn("second_smallest", "nums",
                   "Return the second-smallest distinct value in nums, or None if nums has\n"
                   "    fewer than two distinct values.",
                   [("second_smallest([4, 1, 4, 3, 2])", "2"), ("second_smallest([7, 7]) is None", "True")]),
         "operation"),

        (_CO3, _fn("clamp_list", "values, lo, hi",
                   "Homework q3: write clamp_list so every number gets pushed into the range\n"
                   "    [lo, hi] (too small -> lo, too big -> hi). Return a new list.",
                   [("clamp_list([1.5, 7, 9], 2, 8)", "[2, 7, 8]"), ("clamp_list([-5, 3, 12], 0, 10)", "[0, 3, 10]")],
                   " -> list"), None),
        (_CO3, _fn("clamp_list", "values, lo, hi",
                   "clamp evry value into lo..hi inclusive; values allready in range stay as\n"
                   "    they are. give back a new list",
                   [("clamp_list([5, 5], 5, 5)", "[5, 5]"), ("clamp_list([0, 11, 4], 1, 10)", "[1, 10, 4]")],
                   " -> list"), None),
        (_CO3, _fn("clamp_list", "values, hi",
                   "Return a new list in which every negative value is replaced by 0 and\n"
                   "    every value above hi is replaced by hi.",
                   [("clamp_list([-5, 3, 12], 10)", "[0, 3, 10]"), ("clamp_list([], 2)", "[]")],
                   " -> list"), "input"),
        (_CO3, _fn("clamp_list", "values, lo, hi",
                   "Return a new list holding only the values that lie between lo and hi\n"
                   "    inclusive, in their original order.",
                   [("clamp_list([-5, 3, 12], 0, 10)", "[3]"), ("clamp_list([], 1, 2)", "[]")],
                   " -> list"), "output"),

        (_CO4, _fn("parse_duration", "text",
                   "The function shall accept a textual duration consisting of an optional\n"
                   "    hours component (suffix 'h') followed by an optional minutes component\n"
                   "    (suffix 'm') and shall return the aggregate duration expressed in minutes.",
                   [("parse_duration('3h5m')", "185"), ("parse_duration('0h7m')", "7")],
                   " -> int"), None),
        (_CO4, _fn("parse_duration", "text",
                   "URGENT -- turn strings like '1h30m' / '45m' / '2h' into TOTAL MINUTES (int).\n"
                   "    prod is down lol",
                   [("parse_duration('10h')", "600"), ("parse_duration('1h30m')", "90")],
                   " -> int"), None),
        (_CO4, _fn("parse_duration", "text",
                   "Parse a duration such as '1h30m', '45m' or '2h' and return the total\n"
                   "    number of seconds.",
                   [("parse_duration('1h30m')", "5400"), ("parse_duration('45m')", "2700"), ("parse_duration('2h')", "7200")],
                   " -> int"), "entity"),
        (_CO4, _fn("format_duration", "minutes",
                   "Turn a number of minutes into a duration string such as '1h30m', '45m'\n"
                   "    or '2h'.",
                   [("format_duration(90)", "'1h30m'"), ("format_duration(45)", "'45m'"), ("format_duration(120)", "'2h'")],
                   " -> str"), "reversed"),
        (_CO4, _fn("parse_duration", "text",
                   "Parse a duration such as '1d2h', '1h30m', '45m' or '2h' (d = days,\n"
                   "    h = hours, m = minutes) and return the total number of minutes.",
                   [("parse_duration('1d2h')", "1560"), ("parse_duration('1h30m')", "90")],
                   " -> int"), "scope"),

        (_CO5, _fn("initials", "name",
                   "Explain and implement: given a full name, build its initials -- take the\n"
                   "    first letter of every word, capitalise it and put a full stop after it.",
                   [("initials('alan turing')", "'A.T.'"), ("initials('ada lovelace')", "'A.L.'")],
                   " -> str"), None),
        (_CO5, _fn("initials", "name",
                   "- in: name (words separated by spaces)\n"
                   "    - out: first letter of each word, uppercase, each followed by '.'",
                   [("initials('Grace Brewster Hopper')", "'G.B.H.'"), ("initials('cher')", "'C.'")],
                   " -> str"), None),
        (_CO5, _fn("initials", "name",
                   "Return the initials of a person's name: the first letter of each word,\n"
                   "    upper-cased, with no dots or spaces between them.",
                   [("initials('ada lovelace')", "'AL'"), ("initials('Grace Brewster Hopper')", "'GBH'")],
                   " -> str"), "output"),
        (_CO5, _fn("initials", "name",
                   "Return the initials of a person's first and last name only (middle\n"
                   "    names are skipped), upper-cased, each followed by a dot.",
                   [("initials('ada lovelace')", "'A.L.'"), ("initials('Grace Brewster Hopper')", "'G.H.'")],
                   " -> str"), "scope"),

        (_CO6, _fn("chunk", "items, size",
                   "break the list into peices of `size` elements each, keeping order;\n"
                   "    whatevers left over at the end is its own shorter peice",
                   [("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]"), ("chunk([1, 2, 3, 4], 3)", "[[1, 2, 3], [4]]")],
                   " -> list"), None),
        (_CO6, _fn("chunk", "items, size",
                   "Partition the sequence items, preserving its original order, into\n"
                   "    successive sublists each containing size elements, save that the final\n"
                   "    sublist may contain fewer.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([9], 4)", "[[9]]")],
                   " -> list"), None),
        (_CO6, _fn("chunk", "items, size",
                   "Split items into consecutive lists of length size; a final list that\n"
                   "    would be shorter than size is dropped.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"), ("chunk([], 3)", "[]")],
                   " -> list"), "scope"),
        (_CO6, _fn("chunk", "items, size, fill",
                   "Split items into consecutive lists of length size; if the last list is\n"
                   "    shorter, pad it with fill up to length size.",
                   [("chunk([1, 2, 3, 4, 5], 2, 0)", "[[1, 2], [3, 4], [5, 0]]"), ("chunk([], 3, None)", "[]")],
                   " -> list"), "input"),

        (_CO7, _fn("mask_email", "email",
                   "ugh privacy stuff. keep the 1st char of the part before @, star out teh\n"
                   "    REST of that part, leave the domain alone.",
                   [("mask_email('john.doe@example.com')", "'j*******@example.com'"), ("mask_email('maria@mail.com')", "'m****@mail.com'")],
                   " -> str"), None),
        (_CO7, _fn("mask_email", "email",
                   "For my homework: keep only the first letter of the username part (before\n"
                   "    the '@') and turn the remaining username characters into asterisks.",
                   [("mask_email('z@q.io')", "'z@q.io'"), ("mask_email('ab@x.org')", "'a*@x.org'")],
                   " -> str"), None),
        (_CO7, _fn("mask_email", "email",
                   "Hide the local part of an email address: keep its first and last\n"
                   "    characters and replace every character in between with '*'.",
                   [("mask_email('john.doe@example.com')", "'j******e@example.com'"), ("mask_email('maria@mail.com')", "'m***a@mail.com'")],
                   " -> str"), "output"),
        (_CO7, _fn("mask_email", "email, keep",
                   "Hide the local part of an email address: keep its first keep characters\n"
                   "    and replace every other character before the '@' with '*'.",
                   [("mask_email('john.doe@example.com', 2)", "'jo******@example.com'"), ("mask_email('ab@x.org', 1)", "'a*@x.org'")],
                   " -> str"), "input"),
    ],
}
