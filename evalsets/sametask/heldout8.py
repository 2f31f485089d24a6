"""Split ``heldout8``: requests written by hand on 2026-12-01 (seventh session, third set) by an engineer who read
neither the rules (``kvmemory/sametask``) nor any other hand-written set nor this project's code; never used to
tune a rule.

Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same
answer, else the kind of change (reversed, entity, operation, quantity, negation; code also output, input,
bound). Read by :mod:`make_domains`, which runs it with ``_fn``.
"""

# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by :mod:`make_domains`.

# --- rewriting: quoted texts (paraphrases keep them word for word) -------------------------------------------

_T_PUSH = "hey guys, server is down again, pls dont push anything till i say so"
_T_REVIEW = (
    "The quarterly review showed revenue up 12% while costs stayed flat. Hiring will resume in Q3, "
    "focused on support and sales. The Denver office closes in August."
)
_T_REVIEW_15 = _T_REVIEW.replace("12%", "15%")
_T_GRAMMAR = "Me and him has went to the store yesterday and buyed three apple."
_T_LAPTOP = "Please restart your laptop before the update tonight."
_T_BIRDS = "a field guide to the birds of the pacific northwest"
_T_BADGE = "Bring your badge, arrive by 8:30, and do not park in lot C."
_T_CAFE = (
    "We would like to inform all staff that the cafeteria will be closed for renovations from Monday the 4th "
    "until Friday the 15th, and we apologise for any inconvenience."
)

# --- code: base stubs ------------------------------------------------------------------------------------------

_INITIALS = _fn(
    "initials", "name", "Return the initials of a full name, upper-cased.",
    [('initials("ada lovelace")', "'AL'"), ('initials("Grace Brewster Hopper")', "'GBH'")],
)
_RUNNER_UP = _fn(
    "runner_up", "nums", "Return the second largest distinct value in nums.",
    [("runner_up([4, 1, 9, 9, 7])", "7"), ("runner_up([2, 3])", "2")],
)
_BUCKET = _fn(
    "bucket_words", "words", "Group words into a dict keyed by word length; each list keeps the input order.",
    [('bucket_words(["hi", "cat", "yo", "dog"])', "{2: ['hi', 'yo'], 3: ['cat', 'dog']}"),
     ("bucket_words([])", "{}")],
)
_ADD_BD = _fn(
    "add_business_days", "d, n", "Return the date n business days (Monday to Friday) after date d.",
    [("add_business_days(date(2024, 3, 1), 1)", "datetime.date(2024, 3, 4)"),
     ("add_business_days(date(2024, 3, 4), 5)", "datetime.date(2024, 3, 11)")],
)
_DROOT = _fn(
    "digital_root", "n",
    "Return the digital root of a non-negative integer: sum its digits repeatedly until one digit is left.",
    [("digital_root(493)", "7"), ("digital_root(0)", "0")],
)
_INVERT = _fn(
    "invert_dict", "d", "Swap keys and values; if a value repeats, the first key seen wins.",
    [("invert_dict({'a': 1, 'b': 2, 'c': 1})", "{1: 'a', 2: 'b'}"), ("invert_dict({})", "{}")],
)
_BETWEEN = _fn(
    "count_between", "nums, lo, hi",
    "Return how many numbers in nums are strictly between lo and hi (both ends excluded).",
    [("count_between([1, 3, 5, 7], 3, 7)", "1"), ("count_between([2, 4, 6], 1, 10)", "3")],
)

HELDOUT8 = {
    "conversions": [
        # nautical miles -> km
        ("Convert 3.5 nautical miles to kilometres.", "pls convert 3.5 nautical miles into km", None),
        ("Convert 3.5 nautical miles to kilometres.",
         "Please to tell me how much kilometres are 3.5 nautical miles.", None),
        ("Convert 3.5 nautical miles to kilometres.", "Convert 3.5 nautical miles to statute miles.", "entity"),
        ("Convert 3.5 nautical miles to kilometres.", "Convert 4.5 nautical miles to kilometres.", "quantity"),
        ("Convert 3.5 nautical miles to kilometres.", "pls convert 3.5 km into nautical miles", "reversed"),
        # cooking: tablespoons in a cup
        ("How many tablespoons are in 3/4 cup?", "how many tablespoons in three quarters of a cup", None),
        ("How many tablespoons are in 3/4 cup?",
         "Could you kindly let me know how many tablespoons there are in 3/4 of a cup? Many thanks in advance.",
         None),
        ("How many tablespoons are in 3/4 cup?", "How many teaspoons are in 3/4 cup?", "entity"),
        ("How many tablespoons are in 3/4 cup?", "how many tablespoons in two thirds of a cup", "quantity"),
        # time zones
        ("If it is 9:30 AM in Tokyo, what time is it in Berlin in winter?",
         "tokyo 9:30am whats teh time in berlin in winter", None),
        ("If it is 9:30 AM in Tokyo, what time is it in Berlin in winter?",
         "When the clock in Tokyo is showing 9:30 in the morning, which time it is in Berlin during winter?", None),
        ("If it is 9:30 AM in Tokyo, what time is it in Berlin in winter?",
         "If it is 9:30 AM in Berlin in winter, what time is it in Tokyo?", "reversed"),
        ("If it is 9:30 AM in Tokyo, what time is it in Berlin in winter?",
         "If it is 9:30 AM in Tokyo, what time is it in Lisbon in winter?", "entity"),
        ("If it is 9:30 AM in Tokyo, what time is it in Berlin in winter?",
         "tokyo 11:30am whats teh time in berlin in winter", "quantity"),
        # data rate
        ("Convert 250 megabytes per second to gigabits per second.",
         "two hundred fifty megabytes per second in gigabits per second please", None),
        ("Convert 250 megabytes per second to gigabits per second.", "250 megabytes/s -> gigabits/s ?", None),
        ("Convert 250 megabytes per second to gigabits per second.",
         "Convert 250 megabytes per second to gigabytes per second.", "entity"),
        ("Convert 250 megabytes per second to gigabits per second.",
         "two hundred fifty gigabits per second in megabytes per second please", "reversed"),
        # area
        ("What is 1,200 square feet in square metres?", "1200 sq ft to square meters?", None),
        ("What is 1,200 square feet in square metres?",
         "I would be most grateful if you could convert an area of 1,200 square feet into square metres for our "
         "office lease paperwork.", None),
        ("What is 1,200 square feet in square metres?", "What is 1,200 square feet in square yards?", "entity"),
        ("What is 1,200 square feet in square metres?",
         "I would be most grateful if you could convert an area of 1,500 square feet into square metres for our "
         "office lease paperwork.", "quantity"),
        # temperature
        ("Convert an oven temperature of 190 °C to Fahrenheit.", "190 C oven temp in fahrenheit pls", None),
        ("Convert an oven temperature of 190 °C to Fahrenheit.",
         "Please, how much is 190 degree Celsius of the oven in Fahrenheit?", None),
        ("Convert an oven temperature of 190 °C to Fahrenheit.",
         "Convert an oven temperature of 190 °F to Celsius.", "reversed"),
        ("Convert an oven temperature of 190 °C to Fahrenheit.",
         "Convert an oven temperature of 190 °C to kelvin.", "entity"),
        ("Convert an oven temperature of 190 °C to Fahrenheit.",
         "oven is at one hundred seventy degrees celsius what is that in fahrenheit", "quantity"),
        # volume
        ("How many US fluid ounces are in 2 litres?", "2 liters = how many US fl oz", None),
        ("How many US fluid ounces are in 2 litres?", "how much US fluid ounces is inside of two litres?", None),
        ("How many US fluid ounces are in 2 litres?", "How many imperial fluid ounces are in 2 litres?", "entity"),
        ("How many US fluid ounces are in 2 litres?", "How many litres are in 2 US fluid ounces?", "reversed"),
        ("How many US fluid ounces are in 2 litres?", "2.5 liters = how many US fl oz", "quantity"),
    ],
    "policy": [
        # travel: business class
        ("Under the travel policy, can contractors book business class on flights longer than 6 hours?",
         "travel policy: can contractors book biz class on flights over 6 hrs", None),
        ("Under the travel policy, can contractors book business class on flights longer than 6 hours?",
         "Please to explain, according to the travel policy, is a contractor allowed to book business class for "
         "flight longer than 6 hours?", None),
        ("Under the travel policy, can contractors book business class on flights longer than 6 hours?",
         "Under the travel policy, can full-time employees book business class on flights longer than 6 hours?",
         "entity"),
        ("Under the travel policy, can contractors book business class on flights longer than 6 hours?",
         "travel policy: can contractors book biz class on flights over 10 hrs", "quantity"),
        # HR: bereavement leave
        ("How many days of bereavement leave do employees get for the death of a grandparent?",
         "how many bereavment leave days for a grandparent dying", None),
        ("How many days of bereavement leave do employees get for the death of a grandparent?",
         "I wonder if you could kindly confirm how many days of bereavement leave an employee is entitled to when "
         "a grandparent passes away?", None),
        ("How many days of bereavement leave do employees get for the death of a grandparent?",
         "How many days of bereavement leave do employees get for the death of a sibling?", "entity"),
        ("How many days of bereavement leave do employees get for the death of a grandparent?",
         "how much days of bereavement leave employee is getting when his aunt is died?", "entity"),
        # expenses: client dinner
        ("What is the maximum amount I can expense per person for a client dinner without VP approval?",
         "max per-person expense for client dinner w/o VP approval?", None),
        ("What is the maximum amount I can expense per person for a client dinner without VP approval?",
         "what's the most i can expense per head for a dinner with a client without VP approval", None),
        ("What is the maximum amount I can expense per person for a client dinner without VP approval?",
         "What is the maximum amount I can expense per person for a client dinner with VP approval?", "negation"),
        ("What is the maximum amount I can expense per person for a client dinner without VP approval?",
         "max per-person expense for team dinner w/o VP approval?", "entity"),
        # IT security: password rotation
        ("How often must I rotate my VPN password according to the IT security policy?",
         "vpn password rotation - how often, per IT security policy", None),
        ("How often must I rotate my VPN password according to the IT security policy?",
         "According to the IT security policy, in which interval I must change my password of VPN?", None),
        ("How often must I rotate my VPN password according to the IT security policy?",
         "How often must I rotate my email password according to the IT security policy?", "entity"),
        ("How often must I rotate my VPN password according to the IT security policy?",
         "how often do i have to change teh wifi password per IT security policy", "entity"),
        # benefits: dental
        ("Does the dental plan cover orthodontic treatment for dependents over 19?",
         "dental plan covers orthodontics for dependents older than 19 y/n", None),
        ("Does the dental plan cover orthodontic treatment for dependents over 19?",
         "Dear team, could you please advise whether our dental plan provides coverage for orthodontic treatment "
         "for dependents who are over the age of 19? Thank you kindly.", None),
        ("Does the dental plan cover orthodontic treatment for dependents over 19?",
         "Does the dental plan cover orthodontic treatment for dependents over 26?", "quantity"),
        ("Does the dental plan cover orthodontic treatment for dependents over 19?",
         "Does the dental plan cover orthodontic treatment for dependents under 19?", "reversed"),
        ("Does the dental plan cover orthodontic treatment for dependents over 19?",
         "dental plan covers teeth whitening for dependents older than 19 y/n", "entity"),
        # expenses: home office
        ("List the documents I need to submit for reimbursement of a home office chair.",
         "which docs do i need to submit to get reimbursed for a home office chair", None),
        ("List the documents I need to submit for reimbursement of a home office chair.",
         "Please tell me all documents what I have to submit for getting reimbursement of a chair for home office.",
         None),
        ("List the documents I need to submit for reimbursement of a home office chair.",
         "How many documents do I need to submit for reimbursement of a home office chair?", "operation"),
        ("List the documents I need to submit for reimbursement of a home office chair.",
         "Please tell me all documents what I have to submit for getting reimbursement of a monitor for home "
         "office.", "entity"),
        # HR: vacation carry-over
        ("Can I carry over unused vacation days into next year, and if so, how many?",
         "can unused vacation days roll over to next year? if yes how many", None),
        ("Can I carry over unused vacation days into next year, and if so, how many?",
         "please to say if vacation days not used can be moved into next year and how much of them", None),
        ("Can I carry over unused vacation days into next year, and if so, how many?",
         "Can I carry over unused sick days into next year, and if so, how many?", "entity"),
        ("Can I carry over unused vacation days into next year, and if so, how many?",
         "can i borrow vacation days from next year? if yes how many", "reversed"),
        ("Can I carry over unused vacation days into next year, and if so, how many?",
         "Can I cash out unused vacation days at the end of the year, and if so, how many?", "operation"),
    ],
    "sql": [
        # customers with many orders
        ("Tables customers(id, name) and orders(id, customer_id, order_date). Write a query listing the names of "
         "customers who placed more than 5 orders in 2023.",
         "sql: names of customers with more than 5 orders in 2023. tables customers(id, name), "
         "orders(id, customer_id, order_date)", None),
        ("Tables customers(id, name) and orders(id, customer_id, order_date). Write a query listing the names of "
         "customers who placed more than 5 orders in 2023.",
         "Please, using table customers(id, name) and table orders(id, customer_id, order_date), to write query "
         "which gives names of customers that made more than 5 orders in the year 2023.", None),
        ("Tables customers(id, name) and orders(id, customer_id, order_date). Write a query listing the names of "
         "customers who placed more than 5 orders in 2023.",
         "Tables customers(id, name) and orders(id, customer_id, order_date). Write a query counting the "
         "customers who placed more than 5 orders in 2023.", "operation"),
        ("Tables customers(id, name) and orders(id, customer_id, order_date). Write a query listing the names of "
         "customers who placed more than 5 orders in 2023.",
         "Tables customers(id, name) and orders(id, customer_id, order_date). Write a query listing the names of "
         "customers who placed more than 5 orders in 2022.", "quantity"),
        ("Tables customers(id, name) and orders(id, customer_id, order_date). Write a query listing the names of "
         "customers who placed more than 5 orders in 2023.",
         "sql: names of customers with more than 10 orders in 2023. tables customers(id, name), "
         "orders(id, customer_id, order_date)", "quantity"),
        # average salary per department
        ("From employees(id, name, department, salary), return the average salary per department, highest first.",
         "employees(id,name,department,salary) -> avg salary by department sorted descending", None),
        ("From employees(id, name, department, salary), return the average salary per department, highest first.",
         "I would be very grateful if you could write a query against employees(id, name, department, salary) "
         "that shows the average salary for each department, ordered from the highest average down to the "
         "lowest.", None),
        ("From employees(id, name, department, salary), return the average salary per department, highest first.",
         "From employees(id, name, department, salary), return the average salary per department, lowest first.",
         "reversed"),
        ("From employees(id, name, department, salary), return the average salary per department, highest first.",
         "From employees(id, name, department, salary), return the maximum salary per department, highest first.",
         "operation"),
        ("From employees(id, name, department, salary), return the average salary per department, highest first.",
         "employees(id,name,department,salary) -> total salary by department sorted descending", "operation"),
        # delete stale sessions
        ("Write a query that deletes rows from sessions(id, user_id, last_seen) where last_seen is more than 30 "
         "days ago.",
         "delete from sessions (id, user_id, last_seen) all rows where last_seen is more than thirty days ago",
         None),
        ("Write a query that deletes rows from sessions(id, user_id, last_seen) where last_seen is more than 30 "
         "days ago.",
         "Please make query for removing the rows in sessions(id, user_id, last_seen) when last_seen is more "
         "than 30 days in the past.", None),
        ("Write a query that deletes rows from sessions(id, user_id, last_seen) where last_seen is more than 30 "
         "days ago.",
         "Write a query that deletes rows from sessions(id, user_id, last_seen) where last_seen is more than 90 "
         "days ago.", "quantity"),
        ("Write a query that deletes rows from sessions(id, user_id, last_seen) where last_seen is more than 30 "
         "days ago.",
         "Write a query that deletes rows from sessions(id, user_id, last_seen) where last_seen is less than 30 "
         "days ago.", "reversed"),
        ("Write a query that deletes rows from sessions(id, user_id, last_seen) where last_seen is more than 30 "
         "days ago.",
         "count rows in sessions (id, user_id, last_seen) where last_seen is more than thirty days ago",
         "operation"),
        # products not in a category
        ("Select all products from products(id, name, category, price) that are not in the category 'toys', "
         "sorted by price ascending.",
         "products(id,name,category,price): all products except category 'toys', order by price asc", None),
        ("Select all products from products(id, name, category, price) that are not in the category 'toys', "
         "sorted by price ascending.",
         "select everything from products where the category is not toys sorted by price ascending the columns "
         "are id name category price", None),
        ("Select all products from products(id, name, category, price) that are not in the category 'toys', "
         "sorted by price ascending.",
         "Select all products from products(id, name, category, price) that are in the category 'toys', "
         "sorted by price ascending.", "negation"),
        ("Select all products from products(id, name, category, price) that are not in the category 'toys', "
         "sorted by price ascending.",
         "Select all products from products(id, name, category, price) that are not in the category 'games', "
         "sorted by price ascending.", "entity"),
        ("Select all products from products(id, name, category, price) that are not in the category 'toys', "
         "sorted by price ascending.",
         "products(id,name,category,price): all products except category 'toys', order by price desc", "reversed"),
        # top orders in a month
        ("Using orders(id, customer_id, total, created_at), find the 3 largest orders by total placed in March "
         "2024.",
         "top 3 orders by total in march 2024 from orders(id, customer_id, total, created_at)", None),
        ("Using orders(id, customer_id, total, created_at), find the 3 largest orders by total placed in March "
         "2024.",
         "Could you please prepare a query on orders(id, customer_id, total, created_at) that returns the three "
         "orders with the highest total placed during March 2024?", None),
        ("Using orders(id, customer_id, total, created_at), find the 3 largest orders by total placed in March "
         "2024.",
         "Using orders(id, customer_id, total, created_at), find the 3 smallest orders by total placed in March "
         "2024.", "reversed"),
        ("Using orders(id, customer_id, total, created_at), find the 3 largest orders by total placed in March "
         "2024.",
         "top 3 orders by total in april 2024 from orders(id, customer_id, total, created_at)", "quantity"),
        # join books and authors
        ("Join books(id, title, author_id) with authors(id, name) to list each book title together with its "
         "author's name.",
         "books(id,title,author_id) join authors(id,name) -> each book title + author name", None),
        ("Join books(id, title, author_id) with authors(id, name) to list each book title together with its "
         "author's name.",
         "please write a join of books(id, title, author_id) with authors(id, name) for showing every book title "
         "together with the name of its author", None),
        ("Join books(id, title, author_id) with authors(id, name) to list each book title together with its "
         "author's name.",
         "Join books(id, title, author_id) with authors(id, name) to count the books of each author by name.",
         "operation"),
        ("Join books(id, title, author_id) with authors(id, name) to list each book title together with its "
         "author's name.",
         "books(id,title,publisher_id) join publishers(id,name) -> each book title + publisher name", "entity"),
        # distinct logins on a day
        ("From logins(user_id, login_time), count the distinct users who logged in on 2024-06-15.",
         "count distinct user_id in logins(user_id, login_time) for logins on 2024-06-15", None),
        ("From logins(user_id, login_time), count the distinct users who logged in on 2024-06-15.",
         "how many different users logged in on june fifteenth twenty twenty four table logins with user_id and "
         "login_time", None),
        ("From logins(user_id, login_time), count the distinct users who logged in on 2024-06-15.",
         "From logins(user_id, login_time), count the distinct users who logged in on 2024-06-16.", "quantity"),
        ("From logins(user_id, login_time), count the distinct users who logged in on 2024-06-15.",
         "From logins(user_id, login_time), list the distinct users who logged in on 2024-06-15.", "operation"),
        ("From logins(user_id, login_time), count the distinct users who logged in on 2024-06-15.",
         "count distinct user_id in logins(user_id, login_time) for logins NOT on 2024-06-15", "negation"),
    ],
    "shell": [
        # find big logs
        ("Find all .log files under /var/app larger than 100 MB.", "find .log files in /var/app bigger than 100MB",
         None),
        ("Find all .log files under /var/app larger than 100 MB.",
         "find all dot log files under slash var slash app larger than one hundred megabytes", None),
        ("Find all .log files under /var/app larger than 100 MB.",
         "Find all .log files under /var/app larger than 500 MB.", "quantity"),
        ("Find all .log files under /var/app larger than 100 MB.",
         "Find all .log files under /var/app smaller than 100 MB.", "reversed"),
        ("Find all .log files under /var/app larger than 100 MB.",
         "find all dot gz files under slash var slash app larger than one hundred megabytes", "entity"),
        # grep -ic
        ("Count how many lines in nginx.log contain 'timeout', ignoring case.",
         "count lines in nginx.log containing timeout, case insensitive", None),
        ("Count how many lines in nginx.log contain 'timeout', ignoring case.",
         "Please give me command for counting how much lines of nginx.log have 'timeout' inside, no matter if "
         "upper or lower case.", None),
        ("Count how many lines in nginx.log contain 'timeout', ignoring case.",
         "Count how many lines in nginx.log do not contain 'timeout', ignoring case.", "negation"),
        ("Count how many lines in nginx.log contain 'timeout', ignoring case.",
         "Print the lines in nginx.log that contain 'timeout', ignoring case.", "operation"),
        ("Count how many lines in nginx.log contain 'timeout', ignoring case.",
         "count lines in error.log containing timeout, case insensitive", "entity"),
        # tar with exclude
        ("Create a gzipped tar archive named backup.tar.gz of the folder ~/projects/site, excluding node_modules.",
         "tar.gz ~/projects/site into backup.tar.gz but skip node_modules", None),
        ("Create a gzipped tar archive named backup.tar.gz of the folder ~/projects/site, excluding node_modules.",
         "I would kindly ask for the single command that creates a gzip-compressed tar archive called "
         "backup.tar.gz from the directory ~/projects/site, leaving out node_modules.", None),
        ("Create a gzipped tar archive named backup.tar.gz of the folder ~/projects/site, excluding node_modules.",
         "Create a gzipped tar archive named backup.tar.gz of the folder ~/projects/site.", "negation"),
        ("Create a gzipped tar archive named backup.tar.gz of the folder ~/projects/site, excluding node_modules.",
         "Create a gzipped tar archive named backup.tar.gz of the folder ~/projects/site, excluding .git.",
         "entity"),
        ("Create a gzipped tar archive named backup.tar.gz of the folder ~/projects/site, excluding node_modules.",
         "untar backup.tar.gz into ~/projects/site but skip node_modules", "operation"),
        # chmod
        ("Change the permissions of deploy.sh so that only the owner can read, write and execute it.",
         "chmod deploy.sh so only owner can rwx", None),
        ("Change the permissions of deploy.sh so that only the owner can read, write and execute it.",
         "make deploy dot sh readable writable and executable by the owner only", None),
        ("Change the permissions of deploy.sh so that only the owner can read, write and execute it.",
         "Change the permissions of deploy.sh so that only the owner and group can read, write and execute it.",
         "entity"),
        ("Change the permissions of deploy.sh so that only the owner can read, write and execute it.",
         "make run dot sh readable writable and executable by the owner only", "entity"),
        # git log
        ("Show the last 5 commits on branch main, one line each.", "git log main last 5 commits oneline", None),
        ("Show the last 5 commits on branch main, one line each.",
         "Could you please provide the git command to display the five most recent commits on the main branch, "
         "each condensed to a single line?", None),
        ("Show the last 5 commits on branch main, one line each.",
         "Show the last 15 commits on branch main, one line each.", "quantity"),
        ("Show the last 5 commits on branch main, one line each.",
         "Show the last 5 commits on branch develop, one line each.", "entity"),
        ("Show the last 5 commits on branch main, one line each.", "git log main oldest 5 commits oneline",
         "reversed"),
        # kill a user's processes
        ("Kill all python processes that belong to user bob.", "kill all of bob's python procs", None),
        ("Kill all python processes that belong to user bob.",
         "Please to kill every processes of python which are belonging to user bob.", None),
        ("Kill all python processes that belong to user bob.",
         "Kill all python processes that belong to user alice.", "entity"),
        ("Kill all python processes that belong to user bob.",
         "Kill all processes that belong to user bob except python ones.", "negation"),
        ("Kill all python processes that belong to user bob.", "list all of bob's python procs", "operation"),
        # scp
        ("Copy report.pdf from my machine to /tmp on server 10.0.0.5 as user admin using scp.",
         "scp report.pdf to admin@10.0.0.5:/tmp", None),
        ("Copy report.pdf from my machine to /tmp on server 10.0.0.5 as user admin using scp.",
         "scp report dot pdf to admin at ten dot zero dot zero dot five colon slash tmp", None),
        ("Copy report.pdf from my machine to /tmp on server 10.0.0.5 as user admin using scp.",
         "Copy /tmp/report.pdf from server 10.0.0.5 as user admin to my machine using scp.", "reversed"),
        ("Copy report.pdf from my machine to /tmp on server 10.0.0.5 as user admin using scp.",
         "scp report.pdf to admin@10.0.0.5:/var/tmp", "entity"),
    ],
    "dates": [
        # day count
        ("How many days are there from March 3, 2025 to July 19, 2025?",
         "days between 3 march 2025 and 19 july 2025", None),
        ("How many days are there from March 3, 2025 to July 19, 2025?",
         "How much days are from 3 of March 2025 until 19 of July 2025?", None),
        ("How many days are there from March 3, 2025 to July 19, 2025?",
         "How many days are there from March 3, 2025 to July 29, 2025?", "quantity"),
        ("How many days are there from March 3, 2025 to July 19, 2025?",
         "how many days from march thirteenth to july nineteenth twenty twenty five", "quantity"),
        # weekday
        ("What day of the week was 14 February 1998?", "weekday of feb 14 1998?", None),
        ("What day of the week was 14 February 1998?", "Please, which day of week it was on 14 of February 1998?",
         None),
        ("What day of the week was 14 February 1998?", "What day of the week was 14 February 1999?", "quantity"),
        ("What day of the week was 14 February 1998?", "weekday of feb 15 1998?", "quantity"),
        # business days
        ("What date is 45 business days after Monday, 2 June 2025, not counting weekends?",
         "2 june 2025 (a monday) + 45 business days, weekends dont count", None),
        ("What date is 45 business days after Monday, 2 June 2025, not counting weekends?",
         "Kindly work out which date falls forty-five working days after Monday, 2 June 2025, with weekends "
         "excluded.", None),
        ("What date is 45 business days after Monday, 2 June 2025, not counting weekends?",
         "What date is 45 business days before Monday, 2 June 2025, not counting weekends?", "reversed"),
        ("What date is 45 business days after Monday, 2 June 2025, not counting weekends?",
         "What date is 45 calendar days after Monday, 2 June 2025?", "entity"),
        ("What date is 45 business days after Monday, 2 June 2025, not counting weekends?",
         "2 june 2025 (a monday) + 40 business days, weekends dont count", "quantity"),
        # leap year
        ("Will February 2096 have 29 days?", "does feb 2096 have 29 days", None),
        ("Will February 2096 have 29 days?", "In the year 2096, is February having 29 days or not?", None),
        ("Will February 2096 have 29 days?", "Will February 2100 have 29 days?", "quantity"),
        ("Will February 2096 have 29 days?", "does feb twenty ninety eight have 29 days", "quantity"),
        # age
        ("My daughter was born on 30 November 2016. How old will she be on 15 November 2030?",
         "daughter born 30 nov 2016 - age on 15 nov 2030?", None),
        ("My daughter was born on 30 November 2016. How old will she be on 15 November 2030?",
         "I kindly request your assistance in working out the age my daughter, who was born on 30 November 2016, "
         "will be on 15 November 2030.", None),
        ("My daughter was born on 30 November 2016. How old will she be on 15 November 2030?",
         "My daughter was born on 30 November 2016. How old will she be on 15 December 2030?", "quantity"),
        ("My daughter was born on 30 November 2016. How old will she be on 15 November 2030?",
         "daughter born 30 nov 2016 - age on 15 nov 2031?", "quantity"),
        # clock difference over midnight
        ("How many minutes are there between 7:45 PM and 2:10 AM the next morning?",
         "minutes from 19:45 to 02:10 next day", None),
        ("How many minutes are there between 7:45 PM and 2:10 AM the next morning?",
         "how many minutes from seven forty five pm until two ten am the next morning", None),
        ("How many minutes are there between 7:45 PM and 2:10 AM the next morning?",
         "How many minutes are there between 2:10 AM and 7:45 PM the same day?", "reversed"),
        ("How many minutes are there between 7:45 PM and 2:10 AM the next morning?",
         "How many hours are there between 7:45 PM and 2:10 AM the next morning?", "entity"),
        ("How many minutes are there between 7:45 PM and 2:10 AM the next morning?",
         "minutes from 19:15 to 02:10 next day", "quantity"),
        # subtract weeks
        ("What date is 6 weeks before 10 April 2026?", "10 april 2026 minus 6 weeks = ?", None),
        ("What date is 6 weeks before 10 April 2026?", "Please to tell the date that is six weeks before the 10 of "
         "April 2026.", None),
        ("What date is 6 weeks before 10 April 2026?", "What date is 6 weeks after 10 April 2026?", "reversed"),
        ("What date is 6 weeks before 10 April 2026?", "What date is 6 months before 10 April 2026?", "entity"),
        ("What date is 6 weeks before 10 April 2026?", "10 april 2026 minus 8 weeks = ?", "quantity"),
    ],
    "rewriting": [
        # formal
        (f'Make this more formal: "{_T_PUSH}"', f"rewrite formally: {_T_PUSH}", None),
        (f'Make this more formal: "{_T_PUSH}"', f'Please to change this message into more formal style: "{_T_PUSH}"',
         None),
        (f'Make this more formal: "{_T_PUSH}"', f'Make this more casual: "{_T_PUSH}"', "reversed"),
        (f'Make this more formal: "{_T_PUSH}"', f'Translate this into German: "{_T_PUSH}"', "operation"),
        (f'Make this more formal: "{_T_PUSH}"', "rewrite formally: " + _T_PUSH.replace("push", "merge"), "entity"),
        # summarise
        (f'Summarise in one sentence: "{_T_REVIEW}"', f"one sentence summary of: {_T_REVIEW}", None),
        (f'Summarise in one sentence: "{_T_REVIEW}"',
         f'I would very much appreciate a summary, in a single sentence, of the following text: "{_T_REVIEW}"',
         None),
        (f'Summarise in one sentence: "{_T_REVIEW}"', f'Summarise in two sentences: "{_T_REVIEW}"', "quantity"),
        (f'Summarise in one sentence: "{_T_REVIEW}"', f'Turn this into a bullet list: "{_T_REVIEW}"', "operation"),
        (f'Summarise in one sentence: "{_T_REVIEW}"', f"one sentence summary of: {_T_REVIEW_15}", "quantity"),
        # grammar
        (f'Fix the grammar in: "{_T_GRAMMAR}"', f"fix grammar: {_T_GRAMMAR}", None),
        (f'Fix the grammar in: "{_T_GRAMMAR}"', f'please correct the grammar of this sentence "{_T_GRAMMAR}"', None),
        (f'Fix the grammar in: "{_T_GRAMMAR}"', 'Fix the grammar in: "' + _T_GRAMMAR.replace("three", "four") + '"',
         "quantity"),
        (f'Fix the grammar in: "{_T_GRAMMAR}"', f"translate to spanish: {_T_GRAMMAR}", "operation"),
        # translate
        (f'Translate into French: "{_T_LAPTOP}"', f"french translation pls: {_T_LAPTOP}", None),
        (f'Translate into French: "{_T_LAPTOP}"',
         f'Could you please be so kind as to translate the following sentence into French for our staff notice: '
         f'"{_T_LAPTOP}"', None),
        (f'Translate into French: "{_T_LAPTOP}"', f'Translate into Italian: "{_T_LAPTOP}"', "entity"),
        (f'Translate into French: "{_T_LAPTOP}"',
         'Translate into French: "' + _T_LAPTOP.replace("before", "after") + '"', "reversed"),
        (f'Translate into French: "{_T_LAPTOP}"', f"portugese translation pls: {_T_LAPTOP}", "entity"),
        # title case
        (f'Convert to title case: "{_T_BIRDS}"', f"title case this: {_T_BIRDS}", None),
        (f'Convert to title case: "{_T_BIRDS}"', f'Could you kindly render the following in title case? "{_T_BIRDS}"',
         None),
        (f'Convert to title case: "{_T_BIRDS}"', f'Convert to upper case: "{_T_BIRDS}"', "operation"),
        (f'Convert to title case: "{_T_BIRDS}"',
         "title case this: " + _T_BIRDS.replace("pacific northwest", "atlantic coast"), "entity"),
        # bullet list
        (f'Turn this into a bullet list: "{_T_BADGE}"', f"bullet list from: {_T_BADGE}", None),
        (f'Turn this into a bullet list: "{_T_BADGE}"',
         f'please make a list with bullets from this text: "{_T_BADGE}"', None),
        (f'Turn this into a bullet list: "{_T_BADGE}"',
         'Turn this into a bullet list: "' + _T_BADGE.replace("do not park", "park") + '"', "negation"),
        (f'Turn this into a bullet list: "{_T_BADGE}"',
         'Turn this into a bullet list: "' + _T_BADGE.replace("8:30", "9:30") + '"', "quantity"),
        (f'Turn this into a bullet list: "{_T_BADGE}"', f"make this shorter pls: {_T_BADGE}", "operation"),
        # shorten
        (f'Shorten to under 20 words: "{_T_CAFE}"', f"make this under 20 words: {_T_CAFE}", None),
        (f'Shorten to under 20 words: "{_T_CAFE}"', f'Please to make this shorter, less than 20 words: "{_T_CAFE}"',
         None),
        (f'Shorten to under 20 words: "{_T_CAFE}"', f'Shorten to under 10 words: "{_T_CAFE}"', "quantity"),
        (f'Shorten to under 20 words: "{_T_CAFE}"', f'Expand to about 100 words: "{_T_CAFE}"', "operation"),
        (f'Shorten to under 20 words: "{_T_CAFE}"',
         "make this under 20 words: " + _T_CAFE.replace("the 15th", "the 22nd"), "quantity"),
    ],
    "code": [
        # initials
        (_INITIALS, _fn(
            "initials", "name: str", "return initials of teh full name uppercase",
            [('initials("ada lovelace")', "'AL'"), ('initials("Grace Brewster Hopper")', "'GBH'")], ret=" -> str",
        ), None),
        (_INITIALS, _fn(
            "initials", "name",
            "Please, this function gives back the first letter of every word in the name, made big (upper case).",
            [('initials("Grace Brewster Hopper")', "'GBH'"), ('initials("ada lovelace")', "'AL'"),
             ('initials("x")', "'X'")],
        ), None),
        (_INITIALS, _fn(
            "initials", "name", "Return the initials of a full name, upper-cased, each followed by a dot.",
            [('initials("ada lovelace")', "'A.L.'"), ('initials("Grace Brewster Hopper")', "'G.B.H.'")],
        ), "output"),
        (_INITIALS, _fn(
            "initials", "name: str", "initials of first + last name only, uppercase (skip middle names)",
            [('initials("ada lovelace")', "'AL'"), ('initials("Grace Brewster Hopper")', "'GH'")], ret=" -> str",
        ), "output"),
        (_INITIALS, _fn(
            "initials", "names", "Return the upper-cased initials of each full name in a list.",
            [('initials(["ada lovelace", "Grace Brewster Hopper"])', "['AL', 'GBH']"), ("initials([])", "[]")],
        ), "input"),
        # runner_up
        (_RUNNER_UP, _fn(
            "runner_up", "nums: list[int]", "give back 2nd biggest distinct number in the list (dupes count once)",
            [("runner_up([4, 1, 9, 9, 7])", "7"), ("runner_up([2, 3])", "2")], ret=" -> int",
        ), None),
        (_RUNNER_UP, _fn(
            "runner_up", "nums",
            "I would be grateful if this function could kindly return the second-largest value among the distinct "
            "numbers in nums, treating repeated values as a single value.",
            [("runner_up([2, 3])", "2"), ("runner_up([4, 1, 9, 9, 7])", "7"), ("runner_up([10, 5, 5, 1])", "5")],
        ), None),
        (_RUNNER_UP, _fn(
            "runner_up", "nums", "Return the second smallest distinct value in nums.",
            [("runner_up([4, 1, 9, 9, 7])", "4"), ("runner_up([2, 3])", "3")],
        ), "reversed"),
        (_RUNNER_UP, _fn(
            "runner_up", "nums: list[int]",
            "give back 2nd biggest number in the list, dupes are NOT merged (a repeated max counts twice)",
            [("runner_up([4, 1, 9, 9, 7])", "9"), ("runner_up([2, 3])", "2")], ret=" -> int",
        ), "negation"),
        (_RUNNER_UP, _fn(
            "runner_up", "nums", "Return the third largest distinct value in nums.",
            [("runner_up([4, 1, 9, 9, 7])", "4"), ("runner_up([2, 3, 5])", "2")],
        ), "quantity"),
        # bucket_words
        (_BUCKET, _fn(
            "bucket_words", "words: list[str]", "group words by len -> dict of lists, keep the order they came in",
            [('bucket_words(["hi", "cat", "yo", "dog"])', "{2: ['hi', 'yo'], 3: ['cat', 'dog']}"),
             ("bucket_words([])", "{}")], ret=" -> dict[int, list[str]]",
        ), None),
        (_BUCKET, _fn(
            "bucket_words", "words",
            "group the words into a dictionary where the key is the length of the word and the value is the list "
            "of words with that length in the order they came in",
            [("bucket_words([])", "{}"),
             ('bucket_words(["hi", "cat", "yo", "dog"])', "{2: ['hi', 'yo'], 3: ['cat', 'dog']}"),
             ('bucket_words(["a"])', "{1: ['a']}")],
        ), None),
        (_BUCKET, _fn(
            "bucket_words", "words", "Group words into a dict keyed by first letter; each list keeps the input order.",
            [('bucket_words(["hi", "cat", "yo", "dog"])', "{'h': ['hi'], 'c': ['cat'], 'y': ['yo'], 'd': ['dog']}"),
             ("bucket_words([])", "{}")],
        ), "entity"),
        (_BUCKET, _fn(
            "bucket_words", "words",
            "Please to make a dict: key is the length of word, value is how many words have this length.",
            [('bucket_words(["hi", "cat", "yo", "dog"])', "{2: 2, 3: 2}"), ("bucket_words([])", "{}")],
        ), "operation"),
        # add_business_days
        (_ADD_BD, _fn(
            "add_business_days", "d: date, n: int", "add n biz days to d, sat/sun dont count",
            [("add_business_days(date(2024, 3, 1), 1)", "datetime.date(2024, 3, 4)"),
             ("add_business_days(date(2024, 3, 4), 5)", "datetime.date(2024, 3, 11)")], ret=" -> date",
        ), None),
        (_ADD_BD, _fn(
            "add_business_days", "d, n",
            "Gives the date which is n working days after d; Saturday and Sunday are not counted.",
            [("add_business_days(date(2024, 3, 4), 5)", "datetime.date(2024, 3, 11)"),
             ("add_business_days(date(2024, 3, 1), 1)", "datetime.date(2024, 3, 4)"),
             ("add_business_days(date(2024, 3, 6), 2)", "datetime.date(2024, 3, 8)")],
        ), None),
        (_ADD_BD, _fn(
            "add_business_days", "d, n", "Return the date n days after date d, without skipping weekends.",
            [("add_business_days(date(2024, 3, 1), 1)", "datetime.date(2024, 3, 2)"),
             ("add_business_days(date(2024, 3, 4), 5)", "datetime.date(2024, 3, 9)")],
        ), "negation"),
        (_ADD_BD, _fn(
            "add_business_days", "d, n", "Return the date n business days (Monday to Friday) before date d.",
            [("add_business_days(date(2024, 3, 1), 1)", "datetime.date(2024, 2, 29)"),
             ("add_business_days(date(2024, 3, 4), 5)", "datetime.date(2024, 2, 26)")],
        ), "reversed"),
        (_ADD_BD, _fn(
            "add_business_days", "d: str, n: int",
            "same thing but d is an ISO string like '2024-03-01' and u return an ISO string too, sat/sun skipped",
            [('add_business_days("2024-03-01", 1)', "'2024-03-04'"),
             ('add_business_days("2024-03-04", 5)', "'2024-03-11'")], ret=" -> str",
        ), "input"),
        # digital_root
        (_DROOT, _fn(
            "digital_root", "n: int", "keep summing the digits of n till a single digit is left, return it (n >= 0)",
            [("digital_root(493)", "7"), ("digital_root(0)", "0")], ret=" -> int",
        ), None),
        (_DROOT, _fn(
            "digital_root", "n",
            "digital root of n meaning add up the digits over and over until only one digit remains n is zero or "
            "more",
            [("digital_root(0)", "0"), ("digital_root(493)", "7"), ("digital_root(99)", "9")],
        ), None),
        (_DROOT, _fn(
            "digital_root", "n", "Return the sum of the digits of a non-negative integer (one pass, not repeated).",
            [("digital_root(493)", "16"), ("digital_root(0)", "0")],
        ), "operation"),
        (_DROOT, _fn(
            "digital_root", "n: str",
            "Return the digital root of a string of decimal digits: sum the digits repeatedly until one is left.",
            [('digital_root("493")', "7"), ('digital_root("0")', "0")], ret=" -> int",
        ), "input"),
        # invert_dict
        (_INVERT, _fn(
            "invert_dict", "d: dict", "flip keys <-> values, on a duplicate value keep the FIRST key",
            [("invert_dict({'a': 1, 'b': 2, 'c': 1})", "{1: 'a', 2: 'b'}"), ("invert_dict({})", "{}")],
            ret=" -> dict",
        ), None),
        (_INVERT, _fn(
            "invert_dict", "d",
            "Kindly return a new dictionary in which each value of d becomes a key and its key becomes the value; "
            "where several keys share a value, please retain the key that appears first.",
            [("invert_dict({})", "{}"), ("invert_dict({'a': 1, 'b': 2, 'c': 1})", "{1: 'a', 2: 'b'}"),
             ("invert_dict({'x': 'y'})", "{'y': 'x'}")],
        ), None),
        (_INVERT, _fn(
            "invert_dict", "d", "Swap keys and values; if a value repeats, the last key seen wins.",
            [("invert_dict({'a': 1, 'b': 2, 'c': 1})", "{1: 'c', 2: 'b'}"), ("invert_dict({})", "{}")],
        ), "reversed"),
        (_INVERT, _fn(
            "invert_dict", "d", "flip keys and values, on a duplicate value keep all teh keys in a list",
            [("invert_dict({'a': 1, 'b': 2, 'c': 1})", "{1: ['a', 'c'], 2: ['b']}"), ("invert_dict({})", "{}")],
        ), "output"),
        # count_between
        (_BETWEEN, _fn(
            "count_between", "nums: list[float], lo: float, hi: float", "count nums with lo < x < hi (exclusive)",
            [("count_between([1, 3, 5, 7], 3, 7)", "1"), ("count_between([2, 4, 6], 1, 10)", "3")], ret=" -> int",
        ), None),
        (_BETWEEN, _fn(
            "count_between", "nums, lo, hi",
            "Say how much numbers of nums are lying between lo and hi, but lo and hi themself are not counted.",
            [("count_between([2, 4, 6], 1, 10)", "3"), ("count_between([1, 3, 5, 7], 3, 7)", "1"),
             ("count_between([], 0, 5)", "0")],
        ), None),
        (_BETWEEN, _fn(
            "count_between", "nums, lo, hi",
            "Return how many numbers in nums are between lo and hi (both ends included).",
            [("count_between([1, 3, 5, 7], 3, 7)", "3"), ("count_between([2, 4, 6], 1, 10)", "3")],
        ), "bound"),
        (_BETWEEN, _fn(
            "count_between", "nums, lo, hi",
            "Return how many numbers in nums are not strictly between lo and hi.",
            [("count_between([1, 3, 5, 7], 3, 7)", "3"), ("count_between([2, 4, 6], 1, 10)", "0")],
        ), "negation"),
        (_BETWEEN, _fn(
            "count_between", "nums: list[int], lo: int, hi: int", "sum (not count) of the nums with lo < x < hi",
            [("count_between([1, 3, 5, 7], 3, 7)", "5"), ("count_between([2, 4, 6], 1, 10)", "12")], ret=" -> int",
        ), "operation"),
    ],
}
