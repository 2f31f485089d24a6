"""Split ``heldout6``: requests written by hand on 2026-12-01 (seventh session) by an engineer who read neither the
rules (``kvmemory/sametask``) nor any other hand-written set nor this project's code; never used to tune a rule.

Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same
answer, else the kind of change (reversed, entity, operation, quantity, negation; code also output, input,
bound). Read by :mod:`make_domains`, which runs it with ``_fn``.
"""


# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by :mod:`make_domains`.


# ---------------------------------------------------------------------------------------------------------------
# code bases
# ---------------------------------------------------------------------------------------------------------------

_INITIALS = _fn(
    "initials", "name",
    "Return the uppercase initials of the words in name, each followed by a dot.",
    [("initials('ada lovelace')", "'A.L.'"), ("initials('Grace Brewster Hopper')", "'G.B.H.'")],
)

_CHUNK = _fn(
    "chunk", "items, size",
    "Split items into consecutive lists of length size; the last list may be shorter.",
    [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([], 3)", "[]")],
)

_DAYS = _fn(
    "days_until", "start, end",
    "Return the number of days from date start to date end (negative if end is earlier).",
    [("days_until(date(2024, 1, 30), date(2024, 3, 1))", "31"),
     ("days_until(date(2024, 3, 1), date(2024, 1, 30))", "-31")],
)

_MERGE = _fn(
    "merge_counts", "a, b",
    "Merge two dicts of counts into a new dict, adding the values of keys present in both.",
    [("merge_counts({'x': 1, 'y': 2}, {'y': 3, 'z': 4})", "{'x': 1, 'y': 5, 'z': 4}"),
     ("merge_counts({}, {'k': 7})", "{'k': 7}")],
)

_STRONG = _fn(
    "is_strong", "password",
    "Return True if password has at least 12 characters and contains at least one digit and one uppercase letter.",
    [("is_strong('Secretpassw0rd')", "True"), ("is_strong('short1A')", "False"),
     ("is_strong('alllowercase123')", "False")],
)

_SLUG = _fn(
    "slugify", "title",
    "Lowercase title, replace each run of non-alphanumeric characters with a single hyphen, "
    "and strip hyphens from both ends.",
    [("slugify('Hello, World!')", "'hello-world'"), ("slugify('  2024 Annual Report ')", "'2024-annual-report'")],
)

_SECOND = _fn(
    "second_largest", "nums",
    "Return the second largest distinct value in nums, or None if there are fewer than two distinct values.",
    [("second_largest([4, 9, 9, 2])", "4"), ("second_largest([5, 5])", "None")],
)


HELDOUT6 = {
    # -----------------------------------------------------------------------------------------------------------
    "conversions": [
        # base 1: nautical miles -> km
        ("Convert 42 nautical miles to kilometers.", "how many km is 42 nautical miles", None),
        ("Convert 42 nautical miles to kilometers.", "nautical miles -> km: 42 pls", None),
        ("Convert 42 nautical miles to kilometers.", "Convert 42 kilometers to nautical miles.", "reversed"),
        ("Convert 42 nautical miles to kilometers.", "Convert 42 statute miles to kilometers.", "entity"),
        ("Convert 42 nautical miles to kilometers.", "how many km are 24 nautical miles?", "quantity"),
        # base 2: CHF -> JPY
        ("How many Japanese yen is 250 Swiss francs at today's rate?", "250 CHF to JPY at today's rate", None),
        ("How many Japanese yen is 250 Swiss francs at today's rate?",
         "convert two hundred fifty swiss francs into japanese yen, current rate pls", None),
        ("How many Japanese yen is 250 Swiss francs at today's rate?",
         "250 JPY to CHF at today's rate", "reversed"),
        ("How many Japanese yen is 250 Swiss francs at today's rate?",
         "How many South Korean won is 250 Swiss francs at today's rate?", "entity"),
        ("How many Japanese yen is 250 Swiss francs at today's rate?",
         "How many Japanese yen is 2,500 Swiss francs at today's rate?", "quantity"),
        # base 3: Lisbon -> Honolulu
        ("If it is 9:30 AM in Lisbon on a Tuesday in January, what time is it in Honolulu?",
         "9:30am tuesday in lisbon (january) -> what time in honolulu?", None),
        ("If it is 9:30 AM in Lisbon on a Tuesday in January, what time is it in Honolulu?",
         "what's the time in Honolulu when it's 9.30 in the morning in Lisbon, on a Tuesday in Jan", None),
        ("If it is 9:30 AM in Lisbon on a Tuesday in January, what time is it in Honolulu?",
         "If it is 9:30 AM in Honolulu on a Tuesday in January, what time is it in Lisbon?", "reversed"),
        ("If it is 9:30 AM in Lisbon on a Tuesday in January, what time is it in Honolulu?",
         "9:30am tuesday in lisbon (january) -> what time in anchorage?", "entity"),
        ("If it is 9:30 AM in Lisbon on a Tuesday in January, what time is it in Honolulu?",
         "If it is 9:30 PM in Lisbon on a Tuesday in January, what time is it in Honolulu?", "quantity"),
        # base 4: body temperature C -> F
        ("Convert a body temperature of 38.6 °C to Fahrenheit.", "38.6 C in F? (body temp)", None),
        ("Convert a body temperature of 38.6 °C to Fahrenheit.",
         "what is 38.6 degrees celsius in fahrenheit", None),
        ("Convert a body temperature of 38.6 °C to Fahrenheit.",
         "Convert a temperature of 38.6 °F to Celsius.", "reversed"),
        ("Convert a body temperature of 38.6 °C to Fahrenheit.",
         "Convert a body temperature of 38.6 °C to kelvin.", "entity"),
        # base 5: liters -> US gallons
        ("How many US liquid gallons of fuel fit in a 75-liter tank?", "75 L tank -> how many US gal", None),
        ("How many US liquid gallons of fuel fit in a 75-liter tank?",
         "a tank holds seventy-five litres; what's that in US liquid gallons?", None),
        ("How many US liquid gallons of fuel fit in a 75-liter tank?",
         "How many imperial gallons of fuel fit in a 75-liter tank?", "entity"),
        ("How many US liquid gallons of fuel fit in a 75-liter tank?",
         "57 L tank -> how many US gal", "quantity"),
        # base 6: acres -> m2
        ("Express 3.2 acres in square meters.", "3.2 acres = ? m²", None),
        ("Express 3.2 acres in square meters.", "how many sq m in 3.2 acres", None),
        ("Express 3.2 acres in square meters.", "how many acres in 3.2 sq m", "reversed"),
        ("Express 3.2 acres in square meters.", "Express 3.2 hectares in square meters.", "entity"),
        # base 7: running pace
        ("A runner's pace is 5 minutes 20 seconds per kilometer; what is that per mile?",
         "5:20 /km pace -> min per mile?", None),
        ("A runner's pace is 5 minutes 20 seconds per kilometer; what is that per mile?",
         "convert a 5 min 20 s per km running pace into pace per mile", None),
        ("A runner's pace is 5 minutes 20 seconds per kilometer; what is that per mile?",
         "A runner's pace is 5 minutes 20 seconds per mile; what is that per kilometer?", "reversed"),
        ("A runner's pace is 5 minutes 20 seconds per kilometer; what is that per mile?",
         "4:50 /km pace -> min per mile?", "quantity"),
    ],
    # -----------------------------------------------------------------------------------------------------------
    "policy": [
        # base 1: bereavement leave
        ("How many days of paid bereavement leave do employees get for the death of a grandparent?",
         "bereavement leave for a grandparent passing - how many paid days for staff?", None),
        ("How many days of paid bereavement leave do employees get for the death of a grandparent?",
         "if my grandma dies, how many days of paid bereavement leave do i get as an employee", None),
        ("How many days of paid bereavement leave do employees get for the death of a grandparent?",
         "How many days of paid bereavement leave do employees get for the death of a sibling?", "entity"),
        ("How many days of paid bereavement leave do employees get for the death of a grandparent?",
         "How many days of unpaid bereavement leave do employees get for the death of a grandparent?",
         "negation"),
        ("How many days of paid bereavement leave do employees get for the death of a grandparent?",
         "bereavement leave for a grandparent passing - how many paid days for contractors?", "entity"),
        # base 2: hotel rate
        ("What is the maximum hotel rate per night that can be expensed on a business trip to London "
         "without manager pre-approval?",
         "max nightly hotel rate we can expense for a london work trip w/o pre-approval from manager?", None),
        ("What is the maximum hotel rate per night that can be expensed on a business trip to London "
         "without manager pre-approval?",
         "business trip to London: how much per night can I claim for a hotel without getting my manager "
         "to pre-approve it", None),
        ("What is the maximum hotel rate per night that can be expensed on a business trip to London "
         "without manager pre-approval?",
         "What is the maximum hotel rate per night that can be expensed on a business trip to London "
         "with manager pre-approval?", "negation"),
        ("What is the maximum hotel rate per night that can be expensed on a business trip to London "
         "without manager pre-approval?",
         "max nightly hotel rate we can expense for a frankfurt work trip w/o pre-approval from manager?",
         "entity"),
        # base 3: VPN lockout
        ("How many failed login attempts lock a user's VPN account, and for how long?",
         "vpn account lockout: after how many failed logins, and how long does it last?", None),
        ("How many failed login attempts lock a user's VPN account, and for how long?",
         "how many wrong password tries before my vpn account gets locked + lockout duration", None),
        ("How many failed login attempts lock a user's VPN account, and for how long?",
         "How many failed login attempts lock a user's email account, and for how long?", "entity"),
        ("How many failed login attempts lock a user's VPN account, and for how long?",
         "vpn account lockout: after how many failed logins, and how do i get it unlocked?", "operation"),
        # base 4: vacation carryover
        ("Can unused vacation days from 2025 be carried over into 2026, and up to how many?",
         "carryover of unused 2025 vacation days into 2026 - allowed? max how many?", None),
        ("Can unused vacation days from 2025 be carried over into 2026, and up to how many?",
         "up to how many leftover vacation days from 2025 can I roll into 2026, if at all", None),
        ("Can unused vacation days from 2025 be carried over into 2026, and up to how many?",
         "Can unused vacation days from 2025 be cashed out in 2026, and up to how many?", "operation"),
        ("Can unused vacation days from 2025 be carried over into 2026, and up to how many?",
         "Can unused sick days from 2025 be carried over into 2026, and up to how many?", "entity"),
        ("Can unused vacation days from 2025 be carried over into 2026, and up to how many?",
         "carryover of unused 2024 vacation days into 2025 - allowed? max how many?", "quantity"),
        # base 5: WFH expenses
        ("Which expenses are not reimbursable when working from home?",
         "wfh: what expenses can't be reimbursed?", None),
        ("Which expenses are not reimbursable when working from home?",
         "list the non-reimbursable costs for employees working from home", None),
        ("Which expenses are not reimbursable when working from home?",
         "Which expenses are reimbursable when working from home?", "negation"),
        ("Which expenses are not reimbursable when working from home?",
         "list the non-reimbursable costs for employees working at a client site", "entity"),
        # base 6: admin password rotation
        ("How often must employees rotate the passwords of their admin accounts?",
         "admin acct password rotation frequency for staff?", None),
        ("How often must employees rotate the passwords of their admin accounts?",
         "how frequently do employees have to change the passwords on their admin accounts", None),
        ("How often must employees rotate the passwords of their admin accounts?",
         "How often must employees rotate the passwords of their standard user accounts?", "entity"),
        ("How often must employees rotate the passwords of their admin accounts?",
         "admin acct SSH key rotation frequency for staff?", "entity"),
        # base 7: parental leave notice
        ("How much notice must an employee give before taking parental leave after the birth of a child?",
         "parental leave after a baby is born - how much advance notice does an employee need to give?", None),
        ("How much notice must an employee give before taking parental leave after the birth of a child?",
         "what's the required notice period for an employee taking parental leave following a child's birth",
         None),
        ("How much notice must an employee give before taking parental leave after the birth of a child?",
         "How much notice must an employee give before taking parental leave after the adoption of a child?",
         "entity"),
        ("How much notice must an employee give before taking parental leave after the birth of a child?",
         "parental leave after a baby is born - how many weeks can an employee take?", "operation"),
    ],
    # -----------------------------------------------------------------------------------------------------------
    "sql": [
        # base 1: customers with > 3 orders in 2023
        ("Write a SQL query that lists the names of customers who placed more than 3 orders in 2023, using the "
         "customers table (id, name) and the orders table (id, customer_id, order_date).",
         "sql: names of customers w/ more than three orders during 2023. tbls: customers(id, name), "
         "orders(id, customer_id, order_date)", None),
        ("Write a SQL query that lists the names of customers who placed more than 3 orders in 2023, using the "
         "customers table (id, name) and the orders table (id, customer_id, order_date).",
         "Using orders (id, customer_id, order_date) and customers (id, name), give me a query returning the "
         "name of every customer who placed over 3 orders in 2023.", None),
        ("Write a SQL query that lists the names of customers who placed more than 3 orders in 2023, using the "
         "customers table (id, name) and the orders table (id, customer_id, order_date).",
         "Write a SQL query that lists the names of customers who placed more than 5 orders in 2023, using the "
         "customers table (id, name) and the orders table (id, customer_id, order_date).", "quantity"),
        ("Write a SQL query that lists the names of customers who placed more than 3 orders in 2023, using the "
         "customers table (id, name) and the orders table (id, customer_id, order_date).",
         "Write a SQL query that counts the customers who placed more than 3 orders in 2023, using the "
         "customers table (id, name) and the orders table (id, customer_id, order_date).", "operation"),
        ("Write a SQL query that lists the names of customers who placed more than 3 orders in 2023, using the "
         "customers table (id, name) and the orders table (id, customer_id, order_date).",
         "sql: names of customers w/ more than three orders during 2022. tbls: customers(id, name), "
         "orders(id, customer_id, order_date)", "quantity"),
        # base 2: top 5 garden products
        ("Query the products table (sku, category, price) for the 5 most expensive products in the 'garden' "
         "category, highest price first.",
         "top 5 priciest products in category 'garden' from products(sku, category, price), sorted by price desc",
         None),
        ("Query the products table (sku, category, price) for the 5 most expensive products in the 'garden' "
         "category, highest price first.",
         "write sql: from products (sku, category, price), the five most expensive items where category = "
         "'garden', most expensive first", None),
        ("Query the products table (sku, category, price) for the 5 most expensive products in the 'garden' "
         "category, highest price first.",
         "Query the products table (sku, category, price) for the 5 cheapest products in the 'garden' "
         "category, lowest price first.", "reversed"),
        ("Query the products table (sku, category, price) for the 5 most expensive products in the 'garden' "
         "category, highest price first.",
         "top 5 priciest products in category 'kitchen' from products(sku, category, price), sorted by price desc",
         "entity"),
        ("Query the products table (sku, category, price) for the 5 most expensive products in the 'garden' "
         "category, highest price first.",
         "Query the products table (sku, category, price) for the 5 most expensive products not in the 'garden' "
         "category, highest price first.", "negation"),
        # base 3: avg salary per department
        ("Write a query that returns the average salary per department from the staff table (dept_id, salary), "
         "only for departments with at least 10 people.",
         "avg salary by dept from staff(dept_id, salary), departments with 10+ people only", None),
        ("Write a query that returns the average salary per department from the staff table (dept_id, salary), "
         "only for departments with at least 10 people.",
         "sql pls: from table staff with columns dept_id and salary, mean salary for each department, keeping "
         "only departments that have ten or more employees", None),
        ("Write a query that returns the average salary per department from the staff table (dept_id, salary), "
         "only for departments with at least 10 people.",
         "Write a query that returns the total salary per department from the staff table (dept_id, salary), "
         "only for departments with at least 10 people.", "operation"),
        ("Write a query that returns the average salary per department from the staff table (dept_id, salary), "
         "only for departments with at least 10 people.",
         "avg salary by dept from staff(dept_id, salary), departments with 20+ people only", "quantity"),
        ("Write a query that returns the average salary per department from the staff table (dept_id, salary), "
         "only for departments with at least 10 people.",
         "Write a query that returns the average salary per department from the staff table (dept_id, salary), "
         "only for departments with fewer than 10 people.", "negation"),
        # base 4: delete old sessions
        ("Delete rows from the sessions table (id, user_id, last_seen) where last_seen is older than 30 days.",
         "remove sessions rows w/ last_seen more than 30 days ago; tbl sessions(id, user_id, last_seen)", None),
        ("Delete rows from the sessions table (id, user_id, last_seen) where last_seen is older than 30 days.",
         "sql to delete every session (sessions: id, user_id, last_seen) whose last_seen is over thirty days old",
         None),
        ("Delete rows from the sessions table (id, user_id, last_seen) where last_seen is older than 30 days.",
         "Count rows in the sessions table (id, user_id, last_seen) where last_seen is older than 30 days.",
         "operation"),
        ("Delete rows from the sessions table (id, user_id, last_seen) where last_seen is older than 30 days.",
         "remove sessions rows w/ last_seen more than 90 days ago; tbl sessions(id, user_id, last_seen)",
         "quantity"),
        ("Delete rows from the sessions table (id, user_id, last_seen) where last_seen is older than 30 days.",
         "Delete rows from the sessions table (id, user_id, last_seen) where last_seen is newer than 30 days.",
         "reversed"),
        # base 5: employee + manager self join
        ("From the employees table (id, name, manager_id), list each employee's name alongside their manager's "
         "name.",
         "self join on employees(id, name, manager_id): employee name + manager name for each", None),
        ("From the employees table (id, name, manager_id), list each employee's name alongside their manager's "
         "name.",
         "For every employee in employees (id, name, manager_id), show their name together with the name of "
         "their manager.", None),
        ("From the employees table (id, name, manager_id), list each employee's name alongside their manager's "
         "name.",
         "From the employees table (id, name, manager_id), list each manager's name alongside how many direct "
         "reports they have.", "operation"),
        ("From the employees table (id, name, manager_id), list each employee's name alongside their manager's "
         "name.",
         "self join on contractors(id, name, manager_id): contractor name + manager name for each", "entity"),
        # base 6: distinct cities in Brazil
        ("Find the number of distinct cities in the addresses table (id, city, country) for country = 'Brazil'.",
         "how many unique cities in addresses(id, city, country) where country is 'Brazil'", None),
        ("Find the number of distinct cities in the addresses table (id, city, country) for country = 'Brazil'.",
         "sql: count distinct city values in addresses (id, city, country) with country = 'Brazil'", None),
        ("Find the number of distinct cities in the addresses table (id, city, country) for country = 'Brazil'.",
         "List the distinct cities in the addresses table (id, city, country) for country = 'Brazil'.",
         "operation"),
        ("Find the number of distinct cities in the addresses table (id, city, country) for country = 'Brazil'.",
         "how many unique cities in addresses(id, city, country) where country is not 'Brazil'", "negation"),
        ("Find the number of distinct cities in the addresses table (id, city, country) for country = 'Brazil'.",
         "Find the number of distinct cities in the addresses table (id, city, country) for country = "
         "'Portugal'.", "entity"),
        # base 7: price raise
        ("Write an UPDATE that raises the price by 8% for every row in the items table (id, price, discontinued) "
         "where discontinued is false.",
         "update items(id, price, discontinued): bump price 8% on all rows where discontinued = false", None),
        ("Write an UPDATE that raises the price by 8% for every row in the items table (id, price, discontinued) "
         "where discontinued is false.",
         "sql to increase price by eight percent in items (id, price, discontinued) for rows that are not "
         "discontinued (discontinued = false)", None),
        ("Write an UPDATE that raises the price by 8% for every row in the items table (id, price, discontinued) "
         "where discontinued is false.",
         "Write an UPDATE that lowers the price by 8% for every row in the items table (id, price, discontinued) "
         "where discontinued is false.", "reversed"),
        ("Write an UPDATE that raises the price by 8% for every row in the items table (id, price, discontinued) "
         "where discontinued is false.",
         "update items(id, price, discontinued): bump price 12% on all rows where discontinued = false",
         "quantity"),
        ("Write an UPDATE that raises the price by 8% for every row in the items table (id, price, discontinued) "
         "where discontinued is false.",
         "Write an UPDATE that raises the price by 8% for every row in the items table (id, price, discontinued) "
         "where discontinued is true.", "negation"),
    ],
    # -----------------------------------------------------------------------------------------------------------
    "shell": [
        # base 1: big log files
        ("Find all .log files under /var/app larger than 50 MB.", "find *.log in /var/app bigger than 50MB", None),
        ("Find all .log files under /var/app larger than 50 MB.",
         "shell cmd to list log files (.log) anywhere below /var/app whose size exceeds 50 megabytes", None),
        ("Find all .log files under /var/app larger than 50 MB.",
         "Find all .log files under /var/app smaller than 50 MB.", "reversed"),
        ("Find all .log files under /var/app larger than 50 MB.",
         "find *.tmp in /var/app bigger than 50MB", "entity"),
        ("Find all .log files under /var/app larger than 50 MB.",
         "Delete all .log files under /var/app larger than 50 MB.", "operation"),
        # base 2: count ERROR lines
        ("Count the lines containing 'ERROR' in server.log, ignoring case.",
         "grep case-insensitive count of lines w/ ERROR in server.log", None),
        ("Count the lines containing 'ERROR' in server.log, ignoring case.",
         "how many lines of server.log contain 'error' (upper or lower case, doesn't matter)?", None),
        ("Count the lines containing 'ERROR' in server.log, ignoring case.",
         "Count the lines not containing 'ERROR' in server.log, ignoring case.", "negation"),
        ("Count the lines containing 'ERROR' in server.log, ignoring case.",
         "grep case-insensitive: print the lines w/ ERROR in server.log", "operation"),
        # base 3: tar.gz backup
        ("Create a gzip-compressed tar archive named backup.tar.gz of the directory ~/projects/site.",
         "tar+gzip ~/projects/site into backup.tar.gz", None),
        ("Create a gzip-compressed tar archive named backup.tar.gz of the directory ~/projects/site.",
         "pls make backup.tar.gz (gzipped tarball) from the folder ~/projects/site", None),
        ("Create a gzip-compressed tar archive named backup.tar.gz of the directory ~/projects/site.",
         "Extract the gzip-compressed tar archive named backup.tar.gz into the directory ~/projects/site.",
         "reversed"),
        ("Create a gzip-compressed tar archive named backup.tar.gz of the directory ~/projects/site.",
         "Create a bzip2-compressed tar archive named backup.tar.bz2 of the directory ~/projects/site.", "entity"),
        ("Create a gzip-compressed tar archive named backup.tar.gz of the directory ~/projects/site.",
         "list what's inside the gzipped tarball backup.tar.gz", "operation"),
        # base 4: chmod owner execute
        ("Make deploy.sh executable by its owner, leaving all other permissions unchanged.",
         "add execute permission for the owner (just u) on deploy.sh, keep the rest of the perms as is", None),
        ("Make deploy.sh executable by its owner, leaving all other permissions unchanged.",
         "deploy.sh: give the owner execute permission, nothing else should change", None),
        ("Make deploy.sh executable by its owner, leaving all other permissions unchanged.",
         "Make deploy.sh executable by its group, leaving all other permissions unchanged.", "entity"),
        ("Make deploy.sh executable by its owner, leaving all other permissions unchanged.",
         "deploy.sh: take away the owner's execute permission, nothing else should change", "reversed"),
        # base 5: top memory processes
        ("Show the 10 processes using the most memory.", "top ten procs by mem usage", None),
        ("Show the 10 processes using the most memory.",
         "ps command listing the 10 most memory-hungry processes", None),
        ("Show the 10 processes using the most memory.", "Show the 10 processes using the most CPU.", "entity"),
        ("Show the 10 processes using the most memory.", "top three procs by mem usage", "quantity"),
        ("Show the 10 processes using the most memory.", "Show the 10 processes using the least memory.",
         "reversed"),
        # base 6: git log by Alice
        ("Show the git commits on branch main made by Alice since 2024-06-01.",
         "git log on main by author Alice since June 1, 2024", None),
        ("Show the git commits on branch main made by Alice since 2024-06-01.",
         "list commits from Alice on the main branch from 1 June 2024 onward", None),
        ("Show the git commits on branch main made by Alice since 2024-06-01.",
         "Show the git commits on branch main made by Bob since 2024-06-01.", "entity"),
        ("Show the git commits on branch main made by Alice since 2024-06-01.",
         "git log on main by author Alice since September 1, 2024", "quantity"),
        ("Show the git commits on branch main made by Alice since 2024-06-01.",
         "Show the git commits on branch main made by Alice before 2024-06-01.", "reversed"),
        # base 7: docker nginx containers
        ("Stop and remove all Docker containers that were created from the nginx image.",
         "docker: stop + rm every container based on the nginx image", None),
        ("Stop and remove all Docker containers that were created from the nginx image.",
         "one-liner to stop and then delete all containers created from image nginx", None),
        ("Stop and remove all Docker containers that were created from the nginx image.",
         "Stop all Docker containers that were created from the nginx image.", "operation"),
        ("Stop and remove all Docker containers that were created from the nginx image.",
         "docker: stop + rm every container based on the redis image", "entity"),
        ("Stop and remove all Docker containers that were created from the nginx image.",
         "Stop and remove all Docker containers that were not created from the nginx image.", "negation"),
    ],
    # -----------------------------------------------------------------------------------------------------------
    "dates": [
        # base 1: days between two dates
        ("How many days are there from March 3, 2025 to June 17, 2025?",
         "days between 2025-03-03 and 2025-06-17", None),
        ("How many days are there from March 3, 2025 to June 17, 2025?",
         "# of days from 3 march 2025 to 17 june 2025", None),
        ("How many days are there from March 3, 2025 to June 17, 2025?",
         "How many days are there from March 3, 2025 to July 17, 2025?", "quantity"),
        ("How many days are there from March 3, 2025 to June 17, 2025?",
         "days between 2025-03-03 and 2025-06-27", "quantity"),
        ("How many days are there from March 3, 2025 to June 17, 2025?",
         "How many weekdays are there from March 3, 2025 to June 17, 2025?", "operation"),
        # base 2: weekday of leap day
        ("What day of the week was February 29, 2000?", "weekday of 29 feb 2000?", None),
        ("What day of the week was February 29, 2000?", "2000-02-29 fell on which day of the week", None),
        ("What day of the week was February 29, 2000?", "What day of the week was February 29, 2016?",
         "quantity"),
        ("What day of the week was February 29, 2000?", "2000-02-29 was which day of the year (1-366)?",
         "operation"),
        # base 3: 45 days after a date
        ("What date is 45 days after November 20, 2025?", "nov 20 2025 + 45 days = ?", None),
        ("What date is 45 days after November 20, 2025?", "add forty-five days to 2025-11-20, what's the date",
         None),
        ("What date is 45 days after November 20, 2025?", "What date is 45 days before November 20, 2025?",
         "reversed"),
        ("What date is 45 days after November 20, 2025?", "nov 20 2025 + 45 weeks = ?", "entity"),
        ("What date is 45 days after November 20, 2025?", "What date is 54 days after November 20, 2025?",
         "quantity"),
        # base 4: overnight clock difference
        ("How long is it from 10:45 PM to 6:20 AM the next morning?",
         "time between 22:45 and 06:20 the following day?", None),
        ("How long is it from 10:45 PM to 6:20 AM the next morning?",
         "duration from 10.45pm until 6.20am next morning", None),
        ("How long is it from 10:45 PM to 6:20 AM the next morning?",
         "How long is it from 10:15 PM to 6:20 AM the next morning?", "quantity"),
        ("How long is it from 10:45 PM to 6:20 AM the next morning?",
         "duration from 6.20am until 10.45pm the same day", "reversed"),
        # base 5: nth weekday of a month
        ("Which date is the third Thursday of October 2026?", "3rd thu in oct 2026 - what date", None),
        ("Which date is the third Thursday of October 2026?",
         "give me the date of October 2026's third Thursday", None),
        ("Which date is the third Thursday of October 2026?", "Which date is the third Friday of October 2026?",
         "entity"),
        ("Which date is the third Thursday of October 2026?", "4th thu in oct 2026 - what date", "quantity"),
        # base 6: full weeks between dates
        ("How many full weeks are there between 2026-01-05 and 2026-04-20?",
         "full weeks from jan 5 2026 to apr 20 2026?", None),
        ("How many full weeks are there between 2026-01-05 and 2026-04-20?",
         "count the complete weeks between 5 January 2026 and 20 April 2026", None),
        ("How many full weeks are there between 2026-01-05 and 2026-04-20?",
         "How many days are there between 2026-01-05 and 2026-04-20?", "entity"),
        ("How many full weeks are there between 2026-01-05 and 2026-04-20?",
         "full weeks from jan 5 2026 to may 20 2026?", "quantity"),
        # base 7: return window
        ("If a 14-day return window starts on December 24, 2025, what is the last day to return the item?",
         "14-day return window beginning 12/24/2025 - last day to return?", None),
        ("If a 14-day return window starts on December 24, 2025, what is the last day to return the item?",
         "return window is fourteen days starting Dec 24 2025; final date i can return the item?", None),
        ("If a 14-day return window starts on December 24, 2025, what is the last day to return the item?",
         "If a 30-day return window starts on December 24, 2025, what is the last day to return the item?",
         "quantity"),
        ("If a 14-day return window starts on December 24, 2025, what is the last day to return the item?",
         "14-day return window beginning 12/24/2025 - first day the item can no longer be returned?",
         "negation"),
        ("If a 14-day return window starts on December 24, 2025, what is the last day to return the item?",
         "If a 14-day return window starts on December 28, 2025, what is the last day to return the item?",
         "quantity"),
    ],
    # -----------------------------------------------------------------------------------------------------------
    "rewriting": [
        # base 1: make formal
        ('Make this more formal: "hey, can u send me the Q3 numbers by fri? thx"',
         'formal version pls: "hey, can u send me the Q3 numbers by fri? thx"', None),
        ('Make this more formal: "hey, can u send me the Q3 numbers by fri? thx"',
         'Rewrite the following message in a more formal tone: "hey, can u send me the Q3 numbers by fri? thx"',
         None),
        ('Make this more formal: "hey, can u send me the Q3 numbers by fri? thx"',
         'Make this more casual: "hey, can u send me the Q3 numbers by fri? thx"', "reversed"),
        ('Make this more formal: "hey, can u send me the Q3 numbers by fri? thx"',
         'formal version pls: "hey, can u send me the Q4 numbers by fri? thx"', "quantity"),
        ('Make this more formal: "hey, can u send me the Q3 numbers by fri? thx"',
         'Make this more formal: "hey, can u send me the Q3 invoices by fri? thx"', "entity"),
        # base 2: translate to Spanish
        ('Translate into Spanish: "The meeting has been moved to Thursday at 3 pm."',
         'spanish translation pls: "The meeting has been moved to Thursday at 3 pm."', None),
        ('Translate into Spanish: "The meeting has been moved to Thursday at 3 pm."',
         'How would you say "The meeting has been moved to Thursday at 3 pm." in Spanish?', None),
        ('Translate into Spanish: "The meeting has been moved to Thursday at 3 pm."',
         'Translate into Portuguese: "The meeting has been moved to Thursday at 3 pm."', "entity"),
        ('Translate into Spanish: "The meeting has been moved to Thursday at 3 pm."',
         'Translate into Spanish: "The meeting has been moved to Thursday at 4 pm."', "quantity"),
        ('Translate into Spanish: "The meeting has been moved to Thursday at 3 pm."',
         'german translation pls: "The meeting has been moved to Thursday at 3 pm."', "entity"),
        # base 3: one-sentence summary
        ('Summarise in one sentence: "Our cloud costs rose 18% this quarter, mainly because of unused test '
         'servers that nobody shut down. Engineering will add automatic shutdown by May."',
         'one-sentence summary of: "Our cloud costs rose 18% this quarter, mainly because of unused test '
         'servers that nobody shut down. Engineering will add automatic shutdown by May."', None),
        ('Summarise in one sentence: "Our cloud costs rose 18% this quarter, mainly because of unused test '
         'servers that nobody shut down. Engineering will add automatic shutdown by May."',
         'tl;dr in a single sentence pls - "Our cloud costs rose 18% this quarter, mainly because of unused '
         'test servers that nobody shut down. Engineering will add automatic shutdown by May."', None),
        ('Summarise in one sentence: "Our cloud costs rose 18% this quarter, mainly because of unused test '
         'servers that nobody shut down. Engineering will add automatic shutdown by May."',
         'Summarise in one sentence: "Our cloud costs rose 28% this quarter, mainly because of unused test '
         'servers that nobody shut down. Engineering will add automatic shutdown by May."', "quantity"),
        ('Summarise in one sentence: "Our cloud costs rose 18% this quarter, mainly because of unused test '
         'servers that nobody shut down. Engineering will add automatic shutdown by May."',
         'Translate into French: "Our cloud costs rose 18% this quarter, mainly because of unused test '
         'servers that nobody shut down. Engineering will add automatic shutdown by May."', "operation"),
        # base 4: shorten keeping deadline
        ('Shorten this to under 20 words without losing the deadline: "Please make sure that all of the '
         'expense reports for the month of March are submitted to the finance team no later than April 5."',
         'cut this down to fewer than twenty words but keep the deadline: "Please make sure that all of the '
         'expense reports for the month of March are submitted to the finance team no later than April 5."',
         None),
        ('Shorten this to under 20 words without losing the deadline: "Please make sure that all of the '
         'expense reports for the month of March are submitted to the finance team no later than April 5."',
         'trim to <20 words, deadline must stay in: "Please make sure that all of the expense reports for the '
         'month of March are submitted to the finance team no later than April 5."', None),
        ('Shorten this to under 20 words without losing the deadline: "Please make sure that all of the '
         'expense reports for the month of March are submitted to the finance team no later than April 5."',
         'Shorten this to under 10 words without losing the deadline: "Please make sure that all of the '
         'expense reports for the month of March are submitted to the finance team no later than April 5."',
         "quantity"),
        ('Shorten this to under 20 words without losing the deadline: "Please make sure that all of the '
         'expense reports for the month of March are submitted to the finance team no later than April 5."',
         'trim to <20 words and drop the deadline: "Please make sure that all of the expense reports for the '
         'month of March are submitted to the finance team no later than April 5."', "negation"),
        # base 5: passive voice
        ('Rewrite in the passive voice: "The auditors reviewed every invoice from 2024."',
         'passive voice pls: "The auditors reviewed every invoice from 2024."', None),
        ('Rewrite in the passive voice: "The auditors reviewed every invoice from 2024."',
         'Could you put "The auditors reviewed every invoice from 2024." into the passive voice?', None),
        ('Rewrite in the passive voice: "The auditors reviewed every invoice from 2024."',
         'Rewrite in the active voice: "Every invoice from 2024 was reviewed by the auditors."', "reversed"),
        ('Rewrite in the passive voice: "The auditors reviewed every invoice from 2024."',
         'Rewrite in the passive voice: "The auditors reviewed every receipt from 2024."', "entity"),
        ('Rewrite in the passive voice: "The auditors reviewed every invoice from 2024."',
         'passive voice pls: "The auditors reviewed every invoice from 2023."', "quantity"),
        # base 6: notes -> polite email
        ('Turn these notes into a polite email to a client: "delivery late 2 days, truck broke down, new date '
         'Wed, 10% discount offered"',
         'pls write a polite client email from these notes: "delivery late 2 days, truck broke down, new date '
         'Wed, 10% discount offered"', None),
        ('Turn these notes into a polite email to a client: "delivery late 2 days, truck broke down, new date '
         'Wed, 10% discount offered"',
         'notes: "delivery late 2 days, truck broke down, new date Wed, 10% discount offered" -> courteous '
         'email to the client', None),
        ('Turn these notes into a polite email to a client: "delivery late 2 days, truck broke down, new date '
         'Wed, 10% discount offered"',
         'Turn these notes into a polite email to a supplier: "delivery late 2 days, truck broke down, new date '
         'Wed, 10% discount offered"', "entity"),
        ('Turn these notes into a polite email to a client: "delivery late 2 days, truck broke down, new date '
         'Wed, 10% discount offered"',
         'pls write a polite client email from these notes: "delivery late 2 days, truck broke down, new date '
         'Wed, 15% discount offered"', "quantity"),
        # base 7: fix grammar/spelling only
        ('Correct the grammar and spelling but keep the wording otherwise: "Their going too the warehouse '
         'tomorow to count the stock."',
         'fix spelling + grammar only, otherwise keep the wording: "Their going too the warehouse tomorow to '
         'count the stock."', None),
        ('Correct the grammar and spelling but keep the wording otherwise: "Their going too the warehouse '
         'tomorow to count the stock."',
         'proofread "Their going too the warehouse tomorow to count the stock." - just grammar/spelling fixes, '
         'don\'t reword anything else', None),
        ('Correct the grammar and spelling but keep the wording otherwise: "Their going too the warehouse '
         'tomorow to count the stock."',
         'Correct the grammar and spelling but keep the wording otherwise: "Their going too the office '
         'tomorow to count the stock."', "entity"),
        ('Correct the grammar and spelling but keep the wording otherwise: "Their going too the warehouse '
         'tomorow to count the stock."',
         'fix spelling + grammar, then translate into Italian: "Their going too the warehouse tomorow to '
         'count the stock."', "operation"),
    ],
    # -----------------------------------------------------------------------------------------------------------
    "code": [
        # base 1: initials
        (_INITIALS, _fn("initials", "name: str",
                        "Take the first letter of each word, upper-case it, and put a period after each one.",
                        [("initials('ada lovelace')", "'A.L.'"), ("initials('alan turing')", "'A.T.'")],
                        " -> str"), None),
        (_INITIALS, _fn("initials", "name",
                        "Initials of a full name: first char of every word, capitalised, each followed by a '.'.",
                        [("initials('Grace Brewster Hopper')", "'G.B.H.'"), ("initials('x')", "'X.'")]), None),
        (_INITIALS, _fn("initials", "name",
                        "Return the uppercase initials of the words in name, joined with no separator.",
                        [("initials('ada lovelace')", "'AL'"), ("initials('Grace Brewster Hopper')", "'GBH'")]),
         "output"),
        (_INITIALS, _fn("initials", "names: list[str]",
                        "For each full name in names, return its uppercase initials with a dot after each letter.",
                        [("initials(['ada lovelace', 'alan turing'])", "['A.L.', 'A.T.']"),
                         ("initials([])", "[]")], " -> list[str]"), "input"),
        # base 2: chunk
        (_CHUNK, _fn("chunk", "items: list, size: int",
                     "Break a list into pieces of `size` elements, in order; any leftover shorter piece goes at "
                     "the end.",
                     [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
                      ("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]")], " -> list[list]"), None),
        (_CHUNK, _fn("chunk", "items, size",
                     "Group consecutive elements of items into batches of size (the final batch can be partial).",
                     [("chunk([1, 2, 3, 4], 2)", "[[1, 2], [3, 4]]"), ("chunk([], 3)", "[]"),
                      ("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]")]), None),
        (_CHUNK, _fn("chunk", "items, size",
                     "Split items into consecutive lists of length size; an incomplete last list is dropped.",
                     [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"), ("chunk([], 3)", "[]")]), "output"),
        (_CHUNK, _fn("chunk", "items, parts",
                     "Split items into `parts` consecutive lists whose lengths differ by at most one "
                     "(longer lists first).",
                     [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2, 3], [4, 5]]"),
                      ("chunk([1, 2, 3, 4, 5, 6], 3)", "[[1, 2], [3, 4], [5, 6]]")]), "operation"),
        (_CHUNK, _fn("chunk", "items, size",
                     "Split items into consecutive lists of length size, counting from the end; the first list "
                     "may be shorter.",
                     [("chunk([1, 2, 3, 4, 5], 2)", "[[1], [2, 3], [4, 5]]"), ("chunk([], 3)", "[]")]),
         "reversed"),
        # base 3: days_until
        (_DAYS, _fn("days_until", "start: date, end: date",
                    "Signed day difference, end minus start.",
                    [("days_until(date(2024, 1, 30), date(2024, 3, 1))", "31"),
                     ("days_until(date(2023, 12, 31), date(2024, 1, 1))", "1")], " -> int"), None),
        (_DAYS, _fn("days_until", "start, end",
                    "How many days lie between start and end; the result is negative when end comes before start.",
                    [("days_until(date(2024, 3, 1), date(2024, 1, 30))", "-31"),
                     ("days_until(date(2024, 5, 5), date(2024, 5, 5))", "0")]), None),
        (_DAYS, _fn("days_until", "start, end",
                    "Return the number of days from date end to date start (negative if start is earlier).",
                    [("days_until(date(2024, 1, 30), date(2024, 3, 1))", "-31"),
                     ("days_until(date(2024, 3, 1), date(2024, 1, 30))", "31")]), "reversed"),
        (_DAYS, _fn("days_until", "start, end",
                    "Return how many days apart start and end are, never negative.",
                    [("days_until(date(2024, 1, 30), date(2024, 3, 1))", "31"),
                     ("days_until(date(2024, 3, 1), date(2024, 1, 30))", "31")]), "output"),
        (_DAYS, _fn("days_until", "start, end",
                    "Count the calendar days from start to end, counting both start and end themselves "
                    "(end is never earlier than start).",
                    [("days_until(date(2024, 1, 30), date(2024, 3, 1))", "32"),
                     ("days_until(date(2024, 5, 5), date(2024, 5, 5))", "1")]), "bound"),
        # base 4: merge_counts
        (_MERGE, _fn("merge_counts", "a: dict[str, int], b: dict[str, int]",
                     "Combine two count dictionaries; shared keys get their counts summed. Returns a fresh dict.",
                     [("merge_counts({'x': 1, 'y': 2}, {'y': 3, 'z': 4})", "{'x': 1, 'y': 5, 'z': 4}"),
                      ("merge_counts({'a': 2}, {'a': 2})", "{'a': 4}")], " -> dict[str, int]"), None),
        (_MERGE, _fn("merge_counts", "a, b",
                     "Add up the counts of a and b key by key (a key missing on one side counts as 0) and "
                     "return the result as a new dict.",
                     [("merge_counts({}, {'k': 7})", "{'k': 7}"), ("merge_counts({'k': 7}, {})", "{'k': 7}")]),
         None),
        (_MERGE, _fn("merge_counts", "a, b",
                     "Merge two dicts of counts into a new dict, keeping the larger value for keys present in "
                     "both.",
                     [("merge_counts({'x': 1, 'y': 2}, {'y': 3, 'z': 4})", "{'x': 1, 'y': 3, 'z': 4}"),
                      ("merge_counts({}, {'k': 7})", "{'k': 7}")]), "operation"),
        (_MERGE, _fn("merge_counts", "*dicts",
                     "Merge any number of dicts of counts into a new dict, adding the values of shared keys.",
                     [("merge_counts({'x': 1}, {'x': 2}, {'y': 1})", "{'x': 3, 'y': 1}"),
                      ("merge_counts()", "{}")]), "input"),
        # base 5: is_strong
        (_STRONG, _fn("is_strong", "password: str",
                      "A password is strong when it is 12+ chars long and includes a digit and an uppercase "
                      "letter.",
                      [("is_strong('Secretpassw0rd')", "True"), ("is_strong('short1A')", "False")], " -> bool"),
         None),
        (_STRONG, _fn("is_strong", "password",
                      "Strength check: len(password) >= 12, at least one digit, at least one capital letter.",
                      [("is_strong('Secretpassw0rd')", "True"), ("is_strong('ABCDEFGHIJK1')", "True"),
                       ("is_strong('abcdefghijk1')", "False")]), None),
        (_STRONG, _fn("is_strong", "password",
                      "Return True if password has more than 12 characters and contains at least one digit and "
                      "one uppercase letter.",
                      [("is_strong('Secretpassw0rd')", "True"), ("is_strong('ABCDEFGHIJK1')", "False")]),
         "bound"),
        (_STRONG, _fn("is_strong", "password",
                      "Return True if password has at least 8 characters and contains at least one digit and "
                      "one uppercase letter.",
                      [("is_strong('short1A')", "False"), ("is_strong('Passw0rd')", "True")]), "quantity"),
        (_STRONG, _fn("is_strong", "password: str",
                      "A password is strong when it is 12+ chars long and includes a digit and a special "
                      "(non-alphanumeric) character.",
                      [("is_strong('Secretpassw0rd')", "False"), ("is_strong('secret-passw0rd')", "True")],
                      " -> bool"), "entity"),
        # base 6: slugify
        (_SLUG, _fn("slugify", "title: str",
                    "Make a URL slug: lower-case it, collapse every stretch of non-letters/non-digits into one "
                    "'-', and leave no leading or trailing '-'.",
                    [("slugify('Hello, World!')", "'hello-world'"), ("slugify('A--B')", "'a-b'")], " -> str"),
         None),
        (_SLUG, _fn("slugify", "title",
                    "Slug for a title: lowercase, groups of non-alphanumerics become a single hyphen, hyphens "
                    "trimmed off both ends.",
                    [("slugify('  2024 Annual Report ')", "'2024-annual-report'"),
                     ("slugify('Python 3.12 Release')", "'python-3-12-release'")]), None),
        (_SLUG, _fn("slugify", "title",
                    "Lowercase title, replace each run of non-alphanumeric characters with a single underscore, "
                    "and strip underscores from both ends.",
                    [("slugify('Hello, World!')", "'hello_world'"),
                     ("slugify('  2024 Annual Report ')", "'2024_annual_report'")]), "entity"),
        (_SLUG, _fn("slugify", "title",
                    "Keep the original case, replace each run of non-alphanumeric characters with a single "
                    "hyphen, and strip hyphens from both ends.",
                    [("slugify('Hello, World!')", "'Hello-World'"),
                     ("slugify('  2024 Annual Report ')", "'2024-Annual-Report'")]), "negation"),
        (_SLUG, _fn("slugify", "title: str, max_len: int",
                    "Make a lowercase hyphenated slug of title (runs of non-alphanumerics become one '-', no "
                    "'-' at the ends), then cut it to at most max_len characters without a trailing '-'.",
                    [("slugify('Hello, World!', 5)", "'hello'"),
                     ("slugify('  2024 Annual Report ', 11)", "'2024-annual'")], " -> str"), "input"),
        # base 7: second_largest
        (_SECOND, _fn("second_largest", "nums: list[int]",
                      "Runner-up value among the unique numbers; None when there is no runner-up.",
                      [("second_largest([4, 9, 9, 2])", "4"), ("second_largest([1, 2])", "1")],
                      " -> int | None"), None),
        (_SECOND, _fn("second_largest", "nums",
                      "Second-biggest distinct number in the list (copies of the maximum don't count); returns "
                      "None if all values are equal or the list is too short.",
                      [("second_largest([5, 5])", "None"), ("second_largest([4, 9, 9, 2])", "4"),
                       ("second_largest([])", "None")]), None),
        (_SECOND, _fn("second_largest", "nums",
                      "Return the second smallest distinct value in nums, or None if there are fewer than two "
                      "distinct values.",
                      [("second_largest([4, 9, 9, 2, 7])", "4"), ("second_largest([5, 5])", "None")]),
         "reversed"),
        (_SECOND, _fn("second_largest", "nums",
                      "Sort nums from largest to smallest and return the second element (duplicates count), or "
                      "None if nums has fewer than two elements.",
                      [("second_largest([4, 9, 9, 2])", "9"), ("second_largest([5, 5])", "5")]), "output"),
        (_SECOND, _fn("second_largest", "nums",
                      "Return the third largest distinct value in nums, or None if there are fewer than three "
                      "distinct values.",
                      [("second_largest([4, 9, 9, 2])", "2"), ("second_largest([5, 5])", "None")]), "quantity"),
    ],
}
