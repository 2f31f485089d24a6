"""Split ``heldout14``: requests written by hand on 2026-12-02 by an engineer who read neither the rules nor any other hand-written set nor this project's code; never used to tune a rule.

Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same
answer, else the kind of change (reversed, entity, operation, quantity, negation, scope, step; code also output,
input, bound).
"""

# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = "Convert 72 degrees Fahrenheit to Celsius, rounded to one decimal place."
_CV2 = "How many kilometres is a half marathon (13.1 miles)? Round to two decimals."
_CV3 = "Ticket: convert 2.5 TB to GB using decimal (SI) units."
_CV4 = "Fuel economy of 35 mpg (US gallons) - what's that in litres per 100 km?"
_CV5 = "Price list: €249.00 per unit. Convert to USD at a rate of 1 EUR = 1.08 USD."
_CV6 = "Recipe says 350 g of flour. How many cups is that (all-purpose flour, 1 cup = 125 g)?"
_CV7 = "Convert 1,500 sq ft to square metres - office floor area for the lease doc."

# ---------------------------------------------------------------- policy
_PL1 = (
    "Policy: unused annual leave carryover is capped at 5 days. An employee has 12 unused days on 31 Dec. "
    "How many days carry into next year?"
)
_PL2 = (
    "Expense policy: meals reimbursed up to $60/day when travelling; alcohol is not reimbursable. Draft a short "
    "Slack reply to Priya explaining her $85 dinner claim (incl. $20 wine) will be paid at $60."
)
_PL3 = (
    "Remote work policy: staff may work remotely up to 2 days per week; managers must approve anything beyond that. "
    "Is an engineer who wants to WFH Mon, Wed and Fri allowed to do so without approval?"
)
_PL4 = (
    "Formal email needed: inform all staff that the office will be closed on Friday 26 December for the holiday "
    "and will reopen on Monday 29 December at 9am. The IT helpdesk remains reachable by email."
)
_PL5 = (
    "Per our security policy, passwords must be at least 12 characters and rotated every 90 days. A user last "
    "changed their password on 1 March. By what date must they change it again?"
)
_PL6 = (
    "Refund policy: unopened items returned within 30 days of delivery get a full refund; opened items get store "
    "credit only. A customer received a blender on 3 Nov, has opened it, and wants to return it on 20 Nov. "
    "What are they entitled to?"
)
_PL7 = (
    "Company fact: on-call engineers get a $200 stipend per week on call plus $50 per incident handled outside "
    "business hours. Dana was on call for 2 weeks and handled 3 out-of-hours incidents. What's her total on-call pay?"
)

# ---------------------------------------------------------------- sql
_SQ1 = (
    "Tables: orders(id, customer_id, total, created_at), customers(id, name, country). Write a query returning "
    "each customer's name and their total order value in 2024, highest first."
)
_SQ2 = (
    "employees(id, name, dept_id, salary, hired_on), departments(id, name). Query: average salary per "
    "department name."
)
_SQ3 = (
    "Postgres. users(id, email, created_at, last_login_at). Find users who signed up in the last 30 days but have "
    "never logged in."
)
_SQ4 = "products(id, name, category, price), order_items(order_id, product_id, qty). Top 5 products by units sold."
_SQ5 = "MySQL. Table logs(id, level, message, created_at). Delete all rows with level = 'DEBUG' older than 90 days."
_SQ6 = (
    "Schema: students(id, name), enrollments(student_id, course_id, grade), courses(id, title). List students "
    "enrolled in more than 3 courses."
)
_SQ7 = (
    "Table payments(id, user_id, amount, status, paid_at). Monthly total of successful payments for 2025, "
    "one row per month."
)

# ---------------------------------------------------------------- shell
_SH1 = "One-liner to find all .log files under /var/log larger than 100 MB."
_SH2 = "count lines in all .py files in current dir recursively, total only"
_SH3 = "Bash: rename every .jpeg file in ~/Pictures to .jpg."
_SH4 = "Ticket: show top 10 IPs by request count from /var/log/nginx/access.log (IP is the first field)."
_SH5 = "Linux: kill whatever process is listening on port 8080."
_SH6 = "Compress the directory /srv/data into a gzipped tarball named data-backup.tar.gz."
_SH7 = "Replace every occurrence of 'http://' with 'https://' in config.yaml in place, using sed."

# ---------------------------------------------------------------- dates
_DT1 = "What day of the week was 14 July 1989?"
_DT2 = "How many days between 3 March 2025 and 19 August 2025?"
_DT3 = "Add 45 business days to Monday 6 January 2025 (no holidays). What's the date?"
_DT4 = "Meeting is 3:00 pm in New York on 10 March 2025. What time is that in London?"
_DT5 = "Invoice dated 28 Jan 2025, payment terms net 30. Due date?"
_DT6 = (
    "Flight departs Singapore 23:40 local on 5 Nov 2025, arrives Sydney after a 7h 50m flight. "
    "Local arrival time in Sydney?"
)
_DT7 = "What's the date 100 days after 15 Feb 2024?"

# ---------------------------------------------------------------- rewriting
_RW1_TEXT = "'hey, can't make the 3pm tomorrow, can we push to thu? sorry!'"
_RW1 = "Make this more formal: " + _RW1_TEXT
_RW2_TEXT = (
    "'We wanted to let you know that due to unforeseen circumstances the quarterly review meeting that was "
    "originally scheduled for next Tuesday has been postponed until further notice.'"
)
_RW2 = "Shorten to under 20 words: " + _RW2_TEXT
_RW3 = "Translate into Spanish: 'Your order has shipped and should arrive within 3-5 business days.'"
_RW4_TEXT = "'The finance team approved the budget on Monday. HR will announce the new hires next week.'"
_RW4 = "Rewrite in passive voice: " + _RW4_TEXT
_RW5_TEXT = "'Their going to recieve the package tomorow, weather or not the office is open.'"
_RW5 = "Fix grammar and spelling only, don't change the wording otherwise: " + _RW5_TEXT
_RW6_NOTES = "\n- project delayed 2 wks\n- cause: supplier issue\n- new go-live 14 Mar\n- no extra cost"
_RW6 = "Turn these notes into one polite paragraph for a client:" + _RW6_NOTES
_RW7_TEXT = (
    "'The pilot ran for six weeks across three regional offices. Adoption was strongest in Manchester, where 80% "
    "of staff used the tool daily, while Leeds and Bristol stayed below 40%. Most complaints concerned login "
    "problems rather than the tool itself.'"
)
_RW7 = "Summarise in one sentence: " + _RW7_TEXT

# ---------------------------------------------------------------- code
_CD1 = _fn(
    "count_vowels", "text",
    "Return how many vowels (a, e, i, o, u, case-insensitive) appear in text.",
    [("count_vowels('Hello')", "2"), ("count_vowels('SKY')", "0")],
)
_CD2 = _fn(
    "clamp", "x, lo, hi",
    "Return x limited to the range lo..hi inclusive.",
    [("clamp(5, 0, 10)", "5"), ("clamp(-3, 0, 10)", "0"), ("clamp(12, 0, 10)", "10")],
)
_CD3 = _fn(
    "top_n_words", "text, n",
    "Return the n most frequent words in text (lower-cased, split on whitespace) as a list, most frequent first; "
    "break ties alphabetically.",
    [("top_n_words('a b a c b a', 2)", "['a', 'b']"), ("top_n_words('x y', 1)", "['x']")],
)
_CD4 = _fn(
    "count_between", "nums, lo, hi",
    "Return how many numbers n in nums satisfy lo <= n <= hi.",
    [("count_between([1, 5, 10], 1, 5)", "2"), ("count_between([], 0, 1)", "0")],
)
_CD5 = _fn(
    "parse_duration", "s",
    "Parse a duration like '1h30m', '45m' or '2h' into total minutes (int).",
    [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"), ("parse_duration('2h')", "120")],
)
_CD6 = _fn(
    "dedupe_keep_order", "items",
    "Remove duplicates from items, keeping the first occurrence of each and preserving order.",
    [("dedupe_keep_order([3, 1, 3, 2, 1])", "[3, 1, 2]"), ("dedupe_keep_order([])", "[]")],
)
_CD7 = _fn(
    "is_valid_isbn10", "code",
    "Return True if code is a valid ISBN-10: ten characters, the first nine digits, the last a digit or 'X' "
    "(meaning 10), and the sum of position * digit over positions 1..10 divisible by 11.",
    [
        ("is_valid_isbn10('0306406152')", "True"),
        ("is_valid_isbn10('0306406153')", "False"),
        ("is_valid_isbn10('123456789X')", "True"),
    ],
)

HELDOUT14 = {
    "conversions": [
        (_CV1, "quick one - 72F in C? 1 dp pls", None),
        (_CV1, "Temperature reading: seventy-two degrees Fahrenheit. What is this in Celsius, to one decimal place?",
         None),
        (_CV1, "Convert 72 degrees Celsius to Fahrenheit, rounded to one decimal place.", "reversed"),
        (_CV1, "Convert 27 degrees Fahrenheit to Celsius, rounded to one decimal place.", "quantity"),
        (_CV1, "Convert 72 degrees Fahrenheit to Celsius, not rounded - give the exact value as a fraction.",
         "negation"),
        (_CV2, "13.1 mi -> km, 2 dp. (half marathon distance, for a flyer)", None),
        (_CV2, "I need the half-marathon distance of 13.1 miles expressed in kilometers to two decimal places so "
               "that the race poster is accurate.", None),
        (_CV2, "How many kilometres is a marathon (26.2 miles)? Round to two decimals.", "quantity"),
        (_CV2, "How many miles is 13.1 kilometres? Round to two decimals.", "reversed"),
        (_CV2, "How many kilometres is a half marathon (13.1 miles)? Round to two decimals, and also give the "
               "pace per km for a 2-hour finish.", "step"),
        (_CV3, "Using base-10 prefixes, how many gigabytes are there in 2.5 terabytes?", None),
        (_CV3, "2.5 TB -> GB pls (SI/decimal units, not binary)", None),
        (_CV3, "Ticket: convert 2.5 TB to GiB using binary (IEC) units.", "entity"),
        (_CV3, "Ticket: convert 2.5 TB to GB using decimal (SI) units, counting only the 80% left usable after "
               "RAID overhead.", "scope"),
        (_CV4, "Car does thirty-five miles per US gallon. Need the L/100km equivalent.", None),
        (_CV4, "Could you please express a fuel efficiency of 35 MPG (US) in liters per 100 kilometers?", None),
        (_CV4, "Fuel economy of 35 mpg (imperial gallons) - what's that in litres per 100 km?", "entity"),
        (_CV4, "Fuel economy of 35 litres per 100 km - what's that in mpg (US gallons)?", "reversed"),
        (_CV4, "Fuel economy of 35 mpg (US gallons) - what's that in litres per 100 km? Also, how many litres "
               "would a 500 km trip need?", "step"),
        (_CV5, "We need the unit price of 249 euros converted into US dollars; please use 1.08 dollars to the euro.",
         None),
        (_CV5, "rate: 1 EUR = 1.08 USD\nunit price: EUR 249.00\nask: unit price in USD", None),
        (_CV5, "Price list: €249.00 per unit. Convert to USD at a rate of 1 EUR = 1.18 USD.", "quantity"),
        (_CV5, "Price list: €249.00 per unit incl. 20% VAT. Convert the ex-VAT price only to USD at a rate of "
               "1 EUR = 1.08 USD.", "scope"),
        (_CV5, "Price list: €249.00 per unit. Convert to USD at a rate of 1 EUR = 1.08 USD, then total it for an "
               "order of 40 units.", "step"),
        (_CV6, "Flour: 350 grams. At 125 g per cup of AP flour, how many cups?", None),
        (_CV6, "I'm scaling a bake and need 350g of plain flour expressed in cups - take one cup as 125g.", None),
        (_CV6, "Recipe says 350 g of sugar. How many cups is that (granulated sugar, 1 cup = 200 g)?", "entity"),
        (_CV6, "Recipe says 350 g of flour. How many cups is that (all-purpose flour, 1 cup = 120 g)?", "quantity"),
        (_CV6, "Recipe says 350 g of flour. How many cups is that for a half batch (all-purpose flour, "
               "1 cup = 125 g)?", "scope"),
        (_CV7, "Office floor area for the lease document is 1500 square feet. Need it in m2.", None),
        (_CV7, "pls convert fifteen hundred square feet into sq meters (it's for the lease)", None),
        (_CV7, "Convert 1,500 square metres to sq ft - office floor area for the lease doc.", "reversed"),
        (_CV7, "Convert 1,500 sq ft to square metres, excluding the 200 sq ft shared corridor - office floor area "
               "for the lease doc.", "negation"),
        (_CV7, "Convert 1,500 sq ft to square metres and work out the yearly rent at £300 per m2 - office floor "
               "area for the lease doc.", "step"),
    ],
    "policy": [
        (_PL1, "carryover cap: 5 days\nunused at 31 Dec: 12 days\nq: how many roll over into next yr?", None),
        (_PL1, "If our rules limit annual leave carried forward to five days, and a member of staff has twelve days "
               "unused on 31 December, how many days will be carried over into the new year?", None),
        (_PL1, "Policy: unused annual leave carryover is capped at 5 days. An employee has 3 unused days on 31 Dec. "
               "How many days carry into next year?", "quantity"),
        (_PL1, "Policy: unused annual leave carryover is capped at 5 days. An employee has 12 unused days on 31 Dec. "
               "How many days are forfeited?", "operation"),
        (_PL1, "Policy: unused annual leave carryover is capped at 5 days (10 days for staff with 5+ years' "
               "service). An employee with 7 years' service has 12 unused days on 31 Dec. How many days carry into "
               "next year?", "scope"),
        (_PL2, "Pls write a brief Slack msg to Priya. Facts: her dinner claim was $85, $20 of which was wine. "
               "Policy = travel meals capped at $60/day, no alcohol. Outcome: she gets $60.", None),
        (_PL2, "Could you draft a quick Slack note to Priya letting her know that her $85 dinner expense, including "
               "$20 of wine, will be reimbursed at $60, since our travel meal allowance is $60 per day and alcohol "
               "isn't covered?", None),
        (_PL2, "Expense policy: meals reimbursed up to $60/day when travelling; alcohol is not reimbursable. Draft a "
               "short Slack reply to Marcus explaining his $85 dinner claim (incl. $20 wine) will be paid at $60.",
         "entity"),
        (_PL2, "Expense policy: meals reimbursed up to $60/day when travelling; alcohol is not reimbursable. Draft a "
               "short Slack reply to Priya explaining her $85 dinner claim (incl. $20 wine) will be paid at $60, "
               "and ask her to resubmit with an itemised receipt.", "step"),
        (_PL3, "WFH rule = max 2 days/wk w/o manager sign-off. Engineer wants Mon/Wed/Fri at home. Approval needed "
               "or not?", None),
        (_PL3, "Under a policy permitting up to two remote days a week, with manager approval required for anything "
               "more, may an engineer work from home on Monday, Wednesday and Friday without obtaining approval?",
         None),
        (_PL3, "Remote work policy: staff may work remotely up to 2 days per week; managers must approve anything "
               "beyond that. Is an engineer who wants to WFH Mon and Fri allowed to do so without approval?",
         "quantity"),
        (_PL3, "Remote work policy: staff in the EU may work remotely up to 3 days per week, everyone else up to 2; "
               "managers must approve anything beyond that. Is an engineer based in Berlin who wants to WFH Mon, "
               "Wed and Fri allowed to do so without approval?", "scope"),
        (_PL3, "Remote work policy: staff may work remotely up to 2 days per week; managers must approve anything "
               "beyond that. Is an engineer who wants to WFH every weekday except Mon, Wed and Fri allowed to do so "
               "without approval?", "negation"),
        (_PL4, "Write a formal all-staff email. Key facts: office closed Fri 26 Dec (holiday); reopens Mon 29 Dec, "
               "9:00; IT helpdesk still contactable by email.", None),
        (_PL4, "I need a formal notice to go to every employee so that they know we are shut on Friday the 26th of "
               "December for the holiday, back open from 9 a.m. on Monday 29 December, and that the IT helpdesk can "
               "still be reached by email.", None),
        (_PL4, "Formal email needed: inform all staff that the office will be closed on Friday 26 December for the "
               "holiday and will reopen on Monday 29 December at 10am. The IT helpdesk remains reachable by email.",
         "quantity"),
        (_PL4, "Formal email needed: inform all staff that the office will be closed on Friday 26 December for the "
               "holiday and will reopen on Monday 29 December at 9am. The IT helpdesk will not be reachable.",
         "negation"),
        (_PL4, "Formal email needed: inform staff at the Leeds office only that the office will be closed on Friday "
               "26 December for the holiday and will reopen on Monday 29 December at 9am. The IT helpdesk remains "
               "reachable by email.", "scope"),
        (_PL5, "Pw rotation: every 90 days (min length 12 chars). Last change: 1 Mar. Next change due by?", None),
        (_PL5, "A user updated their password on the first of March. Given our rules (minimum 12 characters, "
               "rotation every ninety days), when is their next change due?", None),
        (_PL5, "Per our security policy, passwords must be at least 12 characters and rotated every 60 days. A user "
               "last changed their password on 1 March. By what date must they change it again?", "quantity"),
        (_PL5, "Per our security policy, passwords must be at least 12 characters and rotated every 90 days. A user "
               "must change their password by 1 March at the latest. On what date did they last change it?",
         "reversed"),
        (_PL5, "Per our security policy, passwords must be at least 12 characters and rotated every 90 days. A user "
               "last changed their password on 1 March. By what date must they change it again? Also draft the "
               "reminder email we send a week before that.", "step"),
        (_PL6, "Item: blender (opened). Delivered 3 Nov; return requested 20 Nov. Policy: unopened + within 30 days "
               "of delivery = full refund, opened = store credit only. What do they get?", None),
        (_PL6, "What should be offered to a customer who would like to send back a blender on 20 November that was "
               "delivered on 3 November and has already been opened? Our rule is a full refund for unopened items "
               "returned within 30 days of delivery, and store credit only for opened ones.", None),
        (_PL6, "Refund policy: unopened items returned within 30 days of delivery get a full refund; opened items "
               "get store credit only. A customer received a blender on 3 Nov, has not opened it, and wants to "
               "return it on 20 Nov. What are they entitled to?", "negation"),
        (_PL6, "Refund policy: unopened items returned within 30 days of delivery get a full refund; opened items "
               "get store credit only. A customer received a blender on 3 Nov, has opened it, and wants to return "
               "it on 20 Nov. What are they entitled to? Please also draft a reply to the customer.", "step"),
        (_PL7, "on-call stipend: $200/wk\nafter-hours incident: $50 each\nDana: 2 wks on call, 3 after-hours "
               "incidents\nq: total on-call pay?", None),
        (_PL7, "Dana did two weeks of on-call and dealt with three incidents outside business hours. At $200 a week "
               "plus $50 for each out-of-hours incident, how much on-call pay is she owed in total?", None),
        (_PL7, "Company fact: on-call engineers get a $200 stipend per week on call plus $50 per incident handled "
               "outside business hours. Dana was on call for 2 weeks and handled 5 out-of-hours incidents. What's "
               "her total on-call pay?", "quantity"),
        (_PL7, "Company fact: on-call engineers get a $200 stipend per week on call plus $50 per incident handled "
               "outside business hours. Dana was on call for 2 weeks and handled 3 out-of-hours incidents. What's "
               "her total on-call pay, not counting the weekly stipend?", "negation"),
        (_PL7, "Company fact: on-call engineers get a $200 stipend per week on call plus $50 per incident handled "
               "outside business hours. Dana was on call for 2 weeks and handled 3 out-of-hours incidents. What's "
               "her average on-call pay per week?", "operation"),
    ],
    "sql": [
        (_SQ1, "Schema - customers(id, name, country); orders(id, customer_id, total, created_at). Need: "
               "per-customer sum of order totals for calendar year 2024, shown with the customer's name, sorted by "
               "that sum descending.", None),
        (_SQ1, "SQL pls: total of orders.total per customer (show customers.name) for orders created in 2024, "
               "biggest spenders at the top. orders(id, customer_id, total, created_at) joins to customers(id, "
               "name, country) on customer_id.", None),
        (_SQ1, "Tables: orders(id, customer_id, total, created_at), customers(id, name, country). Write a query "
               "returning each customer's name and their number of orders in 2024, highest first.", "operation"),
        (_SQ1, "Tables: orders(id, customer_id, total, created_at), customers(id, name, country). Write a query "
               "returning each customer's name and their total order value in 2024, highest first - customers in "
               "Germany only.", "scope"),
        (_SQ1, "Tables: orders(id, customer_id, total, created_at), customers(id, name, country). Write a query "
               "returning each customer's name and their total order value in 2023, highest first.", "quantity"),
        (_SQ2, "Given departments(id, name) and employees(id, name, dept_id, salary, hired_on), please write SQL "
               "that returns the mean salary of each department, labelled with the department's name.", None),
        (_SQ2, "need avg salary grouped by dept, showing the dept name not the id - tables employees(id, name, "
               "dept_id, salary, hired_on) + departments(id, name)", None),
        (_SQ2, "employees(id, name, dept_id, salary, hired_on), departments(id, name). Query: highest salary per "
               "department name.", "operation"),
        (_SQ2, "employees(id, name, dept_id, salary, hired_on), departments(id, name). Query: average salary per "
               "department name, excluding anyone hired after 2023-01-01.", "negation"),
        (_SQ2, "employees(id, name, dept_id, salary, hired_on), departments(id, name). Query: average salary per "
               "department name, plus the headcount of each department.", "step"),
        (_SQ3, "Write a PostgreSQL query listing users who have not logged in at all and whose account was created "
               "within the past thirty days. Table: users(id, email, created_at, last_login_at).", None),
        (_SQ3, "users: id, email, created_at, last_login_at (pg). I need the accounts created in the last 30 days "
               "that haven't logged in even once.", None),
        (_SQ3, "Postgres. users(id, email, created_at, last_login_at). Count users who signed up in the last 30 "
               "days but have never logged in.", "operation"),
        (_SQ3, "Postgres. users(id, email, created_at, last_login_at). Find users who signed up in the last 30 "
               "days and have logged in at least once.", "negation"),
        (_SQ4, "Write SQL for the five best-selling products measured by quantity sold. Schema: products(id, name, "
               "category, price); order_items(order_id, product_id, qty).", None),
        (_SQ4, "Which 5 products have shifted the most units? order_items(order_id, product_id, qty) -> "
               "products(id, name, category, price). Query please.", None),
        (_SQ4, "products(id, name, category, price), order_items(order_id, product_id, qty). Top 10 products by "
               "units sold.", "quantity"),
        (_SQ4, "products(id, name, category, price), order_items(order_id, product_id, qty). Top 5 products by "
               "revenue (qty * price).", "operation"),
        (_SQ4, "products(id, name, category, price), order_items(order_id, product_id, qty). Top 5 products by "
               "units sold, 'Garden' category only.", "scope"),
        (_SQ5, "MySQL - logs(id, level, message, created_at). Purge the DEBUG-level entries whose created_at is "
               "more than ninety days ago.", None),
        (_SQ5, "A MySQL statement is needed by which log rows at DEBUG level older than 90 days are removed from "
               "the logs table (columns: id, level, message, created_at).", None),
        (_SQ5, "MySQL. Table logs(id, level, message, created_at). Copy all rows with level = 'DEBUG' older than "
               "90 days into logs_archive (same columns).", "operation"),
        (_SQ5, "MySQL. Table logs(id, level, message, created_at). Delete all rows with level other than 'DEBUG' "
               "older than 90 days.", "negation"),
        (_SQ5, "MySQL. Table logs(id, level, message, created_at). Delete all rows with level = 'DEBUG' older than "
               "90 days, then OPTIMIZE the table to reclaim the space.", "step"),
        (_SQ6, "Tables: students(id, name), courses(id, title), enrollments(student_id, course_id, grade). Which "
               "students are enrolled in four or more courses?", None),
        (_SQ6, "students enrolled in >3 courses - query? students(id, name) / enrollments(student_id, course_id, "
               "grade) / courses(id, title)", None),
        (_SQ6, "Schema: students(id, name), enrollments(student_id, course_id, grade), courses(id, title). List "
               "students enrolled in more than 5 courses.", "quantity"),
        (_SQ6, "Schema: students(id, name), enrollments(student_id, course_id, grade), courses(id, title). List "
               "students enrolled in more than 3 courses, counting only enrolments with grade 'A'.", "scope"),
        (_SQ6, "Schema: students(id, name), enrollments(student_id, course_id, grade), courses(id, title). List "
               "courses with more than 3 students enrolled.", "reversed"),
        (_SQ7, "For each month of 2025 I need the total amount of successful payments - payments(id, user_id, "
               "amount, status, paid_at), one row/month.", None),
        (_SQ7, "Finance would like a month-by-month figure for 2025: the sum of amount over successful payments, "
               "a row per month. Table is payments(id, user_id, amount, status, paid_at).", None),
        (_SQ7, "Table payments(id, user_id, amount, status, paid_at). Monthly count of successful payments for "
               "2025, one row per month.", "operation"),
        (_SQ7, "Table payments(id, user_id, amount, status, paid_at). Monthly total of payments that were not "
               "successful for 2025, one row per month.", "negation"),
        (_SQ7, "Table payments(id, user_id, amount, status, paid_at). Monthly total of successful payments for "
               "2025, one row per month, with a running cumulative total alongside.", "step"),
    ],
    "shell": [
        (_SH1, "Need a shell command that lists every *.log file in /var/log (recursively) over 100MB.", None),
        (_SH1, "How would I locate .log files bigger than a hundred megabytes anywhere below /var/log? single "
               "line pls", None),
        (_SH1, "One-liner to find all .log files under /var/log larger than 500 MB.", "quantity"),
        (_SH1, "One-liner to delete all .log files under /var/log larger than 100 MB.", "operation"),
        (_SH1, "One-liner to find all .log files under /var/log larger than 100 MB, modified in the last 7 days.",
         "scope"),
        (_SH2, "Total number of lines across every Python file under the current directory, subdirectories "
               "included - just the grand total please.", None),
        (_SH2, "I need one number: the sum of line counts over all *.py files beneath ., recursing into "
               "subfolders.", None),
        (_SH2, "count lines in all .py files in current dir recursively, excluding anything under venv/, total "
               "only", "negation"),
        (_SH2, "count lines in all .py files in current dir only (no subdirs), total only", "scope"),
        (_SH2, "count lines in all .py files in current dir recursively, per file, no grand total", "operation"),
        (_SH3, "In ~/Pictures, change the extension of all the .jpeg files to .jpg - bash please.", None),
        (_SH3, "Files ending in .jpeg in my ~/Pictures folder should end in .jpg instead. What's the bash for "
               "that?", None),
        (_SH3, "Bash: rename every .jpg file in ~/Pictures to .jpeg.", "reversed"),
        (_SH3, "Bash: rename every .jpeg file in ~/Downloads to .jpg.", "entity"),
        (_SH3, "Bash: rename every .jpeg file in ~/Pictures and all its subfolders to .jpg.", "scope"),
        (_SH4, "From nginx's access log at /var/log/nginx/access.log, which ten client IPs made the most requests? "
               "The IP is column 1.", None),
        (_SH4, "log: /var/log/nginx/access.log\nclient IP: field 1\nwant: the 10 IPs w/ the most requests, busiest "
               "first", None),
        (_SH4, "Ticket: show top 20 IPs by request count from /var/log/nginx/access.log (IP is the first field).",
         "quantity"),
        (_SH4, "Ticket: show top 10 IPs by request count from /var/log/nginx/access.log (IP is the first field), "
               "then block the top one with iptables.", "step"),
        (_SH4, "Ticket: show top 10 IPs by request count from /var/log/nginx/access.log (IP is the first field), "
               "counting only 404 responses (status is field 9).", "scope"),
        (_SH5, "Something is bound to port 8080 on my Linux box - how do I terminate it from the terminal?", None),
        (_SH5, "pls give me a cmd to stop the proc listening on :8080 (linux)", None),
        (_SH5, "Linux: kill whatever process is listening on port 3000.", "quantity"),
        (_SH5, "Linux: find out which process is listening on port 8080.", "operation"),
        (_SH6, "tar+gzip /srv/data -> data-backup.tar.gz, one command", None),
        (_SH6, "I need a .tar.gz archive of /srv/data, called data-backup.tar.gz. What's the command?", None),
        (_SH6, "Extract the gzipped tarball data-backup.tar.gz into the directory /srv/data.", "reversed"),
        (_SH6, "Compress the directory /srv/data into a gzipped tarball named data-backup.tar.gz, excluding any "
               "*.tmp files.", "negation"),
        (_SH6, "Compress the directory /srv/data into a gzipped tarball named data-backup.tar.gz and copy it to "
               "backup@10.0.0.5:/backups/.", "step"),
        (_SH7, "sed, in-place: swap all http:// for https:// in config.yaml", None),
        (_SH7, "Using sed, how do I edit config.yaml directly so that each and every instance of http:// becomes "
               "https://?", None),
        (_SH7, "Replace every occurrence of 'https://' with 'http://' in config.yaml in place, using sed.",
         "reversed"),
        (_SH7, "Replace only the first occurrence of 'http://' on each line with 'https://' in config.yaml in "
               "place, using sed.", "scope"),
        (_SH7, "Replace every occurrence of 'http://' with 'https://' in config.yaml in place, using sed, keeping "
               "a backup copy as config.yaml.bak.", "step"),
    ],
    "dates": [
        (_DT1, "14/07/1989 - which weekday?", None),
        (_DT1, "Could you tell me what day of the week July 14th, 1989 fell on?", None),
        (_DT1, "What day of the week was 14 July 1998?", "quantity"),
        (_DT1, "What day of the week was 14 July 1989, and what ISO week number was it in?", "step"),
        (_DT2, "Days from 2025-03-03 to 2025-08-19?", None),
        (_DT2, "What's the number of days from the third of March to the nineteenth of August, 2025?", None),
        (_DT2, "How many weekdays between 3 March 2025 and 19 August 2025?", "scope"),
        (_DT2, "How many days between 3 March 2025 and 19 August 2026?", "quantity"),
        (_DT2, "How many days between 3 March 2025 and 19 August 2025, counting both the start and end dates?",
         "scope"),
        (_DT3, "start: Mon 2025-01-06\nadd: 45 working days, ignore public hols\nresult date?", None),
        (_DT3, "If forty-five business days are counted on from Monday 6 Jan 2025, holidays disregarded, which "
               "date is reached?", None),
        (_DT3, "Add 45 business days to Monday 13 January 2025 (no holidays). What's the date?", "quantity"),
        (_DT3, "Subtract 45 business days from Monday 6 January 2025 (no holidays). What's the date?", "reversed"),
        (_DT3, "Add 45 business days to Monday 6 January 2025, skipping US federal holidays. What's the date?",
         "scope"),
        (_DT4, "NYC 15:00, Mon 10 Mar 2025 -> London local time?", None),
        (_DT4, "A call has been set for 3pm New York time on March 10, 2025; what will the clock read in London?",
         None),
        (_DT4, "Meeting is 3:00 pm in London on 10 March 2025. What time is that in New York?", "reversed"),
        (_DT4, "Meeting is 3:00 pm in New York on 10 April 2025. What time is that in London?", "quantity"),
        (_DT4, "Meeting is 3:00 pm in New York on 10 March 2025. What time is that in Tokyo?", "entity"),
        (_DT5, "Net-30 terms on an invoice issued 2025-01-28 - when is payment due?", None),
        (_DT5, "When does an invoice dated January 28th, 2025 fall due, if the terms are thirty days net?", None),
        (_DT5, "Invoice dated 28 Jan 2025, payment terms net 45. Due date?", "quantity"),
        (_DT5, "Invoice dated 28 Jan 2025, payment terms net 30. Due date, and what weekday is that?", "step"),
        (_DT6, "SIN dep 2340 local, 5 Nov 2025; flight time 7 hrs 50 mins. Local arrival time at SYD?", None),
        (_DT6, "What local time will it be in Sydney when a seven-hour-fifty-minute flight that left Singapore at "
               "11:40 pm on the 5th of November 2025 touches down?", None),
        (_DT6, "Flight departs Singapore 23:40 local on 5 Nov 2025, arrives Sydney after a 6h 50m flight. "
               "Local arrival time in Sydney?", "quantity"),
        (_DT6, "Flight departs Sydney 23:40 local on 5 Nov 2025, arrives Singapore after a 7h 50m flight. "
               "Local arrival time in Singapore?", "reversed"),
        (_DT6, "Flight departs Singapore 23:40 local on 5 Nov 2025, arrives Sydney after a 7h 50m flight. "
               "Local arrival time in Sydney, and how far ahead of Singapore is Sydney at that point?", "step"),
        (_DT7, "15/02/2024 plus one hundred days = ?", None),
        (_DT7, "I need the date falling 100 days after February 15, 2024 so that I can schedule the contract "
               "review.", None),
        (_DT7, "What's the date 100 days before 15 Feb 2024?", "reversed"),
        (_DT7, "What's the date 100 days after 15 Feb 2023?", "quantity"),
        (_DT7, "What's the date 100 days after 15 Feb 2024, counting 15 Feb itself as day 1?", "scope"),
    ],
    "rewriting": [
        (_RW1, "Pls rewrite in a formal register: " + _RW1_TEXT, None),
        (_RW1, "Could you turn the following into something more professional-sounding? Text: "
               "\"hey, can't make the 3pm tomorrow, can we push to thu? sorry!\"", None),
        (_RW1, "Make this more formal: 'hey, can't make the 4pm tomorrow, can we push to thu? sorry!'", "quantity"),
        (_RW1, "Make this more casual: 'I am unable to attend tomorrow's 3 pm meeting; could we reschedule to "
               "Thursday? My apologies.'", "reversed"),
        (_RW1, "Make this more formal and then translate it into German: " + _RW1_TEXT, "step"),
        (_RW2, "Condense the following to fewer than twenty words, please: " + _RW2_TEXT, None),
        (_RW2, "text: " + _RW2_TEXT + "\nlimit: < 20 words\nask: shorter version", None),
        (_RW2, "Shorten to under 10 words: " + _RW2_TEXT, "quantity"),
        (_RW2, "Shorten to under 20 words: 'We wanted to let you know that due to unforeseen circumstances the "
               "annual review meeting that was originally scheduled for next Tuesday has been postponed until "
               "further notice.'", "entity"),
        (_RW3, "ES translation pls - 'Your order has shipped and should arrive within 3-5 business days.'", None),
        (_RW3, "Could the sentence below be put into Spanish for our customer emails? \"Your order has shipped and "
               "should arrive within 3-5 business days.\"", None),
        (_RW3, "Translate into Portuguese: 'Your order has shipped and should arrive within 3-5 business days.'",
         "entity"),
        (_RW3, "Translate into Spanish: 'Your order has shipped and should arrive within 5-7 business days.'",
         "quantity"),
        (_RW3, "Translate into English: 'Su pedido ha sido enviado y debería llegar en un plazo de 3-5 días "
               "hábiles.'", "reversed"),
        (_RW4, "Passive voice version of these two sentences pls: " + _RW4_TEXT, None),
        (_RW4, "Please recast the following so that both sentences are in the passive: " + _RW4_TEXT, None),
        (_RW4, "Rewrite in active voice: 'The budget was approved by the finance team on Monday. The new hires "
               "will be announced by HR next week.'", "reversed"),
        (_RW4, "Rewrite in passive voice: 'The legal team approved the budget on Monday. HR will announce the new "
               "hires next week.'", "entity"),
        (_RW4, "Rewrite only the first sentence in passive voice: " + _RW4_TEXT, "scope"),
        (_RW5, "Correct just the spelling and grammar mistakes and leave everything else as it is: " + _RW5_TEXT,
         None),
        (_RW5, "text: " + _RW5_TEXT + "\ninstructions: grammar + spelling fixes, no other edits", None),
        (_RW5, "Fix grammar and spelling, and then also rewrite it in a formal tone: " + _RW5_TEXT, "step"),
        (_RW5, "Fix grammar and spelling only, don't change the wording otherwise: 'Their going to recieve the "
               "package tomorow, weather or not the warehouse is open.'", "entity"),
        (_RW6, "Client-facing, polite, single paragraph from these points: the project is running two weeks late; "
               "a supplier problem is the reason; go-live is now 14 March; there is no additional charge.", None),
        (_RW6, "I need a courteous paragraph for a client so that they understand the following: 2-week delay, "
               "caused by a supplier issue, new go-live date of 14 Mar, and no extra cost to them.", None),
        (_RW6, "Turn these notes into one polite paragraph for a client:\n- project delayed 2 wks\n- cause: "
               "supplier issue\n- new go-live 21 Mar\n- no extra cost", "quantity"),
        (_RW6, "Turn these notes into one polite paragraph for a client, covering only the new date and the cost:"
               + _RW6_NOTES, "scope"),
        (_RW6, "Turn these notes into one polite paragraph for a client and add an email subject line:"
               + _RW6_NOTES, "step"),
        (_RW7, "One-sentence summary please: " + _RW7_TEXT, None),
        (_RW7, "Can this be boiled down into a single sentence? " + _RW7_TEXT, None),
        (_RW7, "Summarise in three sentences: " + _RW7_TEXT, "quantity"),
        (_RW7, "Summarise in one sentence, focusing only on the complaints: " + _RW7_TEXT, "scope"),
        (_RW7, "Summarise in one sentence, leaving out the percentages: " + _RW7_TEXT, "negation"),
    ],
    "code": [
        (_CD1, _fn("count_vowels", "text",
                   "Count the characters of text that are vowels; upper and lower case both count, and y is not a "
                   "vowel.",
                   [("count_vowels('AEIOU')", "5"), ("count_vowels('rhythm')", "0")]), None),
        (_CD1, _fn("count_vowels", "text", "Number of a/e/i/o/u letters in text, ignoring case.",
                   [("count_vowels('Programming')", "3"), ("count_vowels('')", "0")]), None),
        (_CD1, _fn("count_vowels", "text",
                   "Return how many vowels (a, e, i, o, u and also y, case-insensitive) appear in text.",
                   [("count_vowels('Hello')", "2"), ("count_vowels('SKY')", "1")]), "scope"),
        (_CD1, _fn("count_vowels", "text", "Return how many vowels (a, e, i, o, u) appear in text.",
                   [("count_vowels('Hello')", "2"), ("count_vowels('SKY')", "0"), ("count_vowels('AEIOU')", "0")]),
         "output"),
        (_CD1, _fn("count_vowels", "text",
                   "Return how many letters that are not vowels (a, e, i, o, u, case-insensitive) appear in text.",
                   [("count_vowels('Hello')", "3"), ("count_vowels('SKY')", "3")]), "negation"),
        (_CD2, _fn("clamp", "x, lo, hi",
                   "If x is below lo return lo, if it is above hi return hi, otherwise return x unchanged.",
                   [("clamp(0, 0, 10)", "0"), ("clamp(10, 0, 10)", "10"), ("clamp(99, 1, 3)", "3")]), None),
        (_CD2, _fn("clamp", "x, lo, hi", "Clamp x into the closed interval [lo, hi].",
                   [("clamp(2.5, 1, 2)", "2"), ("clamp(-1, -5, 5)", "-1")]), None),
        (_CD2, _fn("clamp", "xs, lo, hi", "Return a list with every value in xs limited to the range lo..hi inclusive.",
                   [("clamp([5, -3, 12], 0, 10)", "[5, 0, 10]")]), "input"),
        (_CD2, _fn("clamp", "x, lo, hi",
                   "Return x limited to the range lo..hi inclusive, then rounded to the nearest integer.",
                   [("clamp(7.6, 0, 10)", "8"), ("clamp(-3, 0, 10)", "0"), ("clamp(12, 0, 10)", "10")]), "step"),
        (_CD2, _fn("clamp", "x, lo, hi", "Return x limited to the range lo..hi, with hi exclusive (integers only).",
                   [("clamp(5, 0, 10)", "5"), ("clamp(-3, 0, 10)", "0"), ("clamp(12, 0, 10)", "9")]), "bound"),
        (_CD3, _fn("top_n_words", "text, n",
                   "Lower-case text, split it on whitespace, count each word, and give back a list of the n words "
                   "with the highest counts, highest first (equal counts: alphabetical order).",
                   [("top_n_words('The the THE cat', 1)", "['the']"), ("top_n_words('b a', 2)", "['a', 'b']")]),
         None),
        (_CD3, _fn("top_n_words", "text, n",
                   "Most common n words of text, case-insensitive and whitespace-separated, as a list sorted by "
                   "count descending, alphabetical among equals.",
                   [("top_n_words('dog cat dog bird cat dog', 3)", "['dog', 'cat', 'bird']")]), None),
        (_CD3, _fn("top_n_words", "text, n",
                   "Return the n most frequent words in text (lower-cased, split on whitespace) as a list of "
                   "(word, count) tuples, most frequent first; break ties alphabetically.",
                   [("top_n_words('a b a c b a', 2)", "[('a', 3), ('b', 2)]")]), "operation"),
        (_CD3, _fn("top_n_words", "text, n",
                   "Return the n least frequent words in text (lower-cased, split on whitespace) as a list, least "
                   "frequent first; break ties alphabetically.",
                   [("top_n_words('a b a c b a', 2)", "['c', 'b']"), ("top_n_words('x y', 1)", "['x']")]),
         "reversed"),
        (_CD3, _fn("top_n_words", "text, n",
                   "Return the n most frequent words in text (lower-cased, split on whitespace, ignoring words "
                   "shorter than 3 letters) as a list, most frequent first; break ties alphabetically.",
                   [("top_n_words('a b a cat cat dog', 2)", "['cat', 'dog']")]), "scope"),
        (_CD4, _fn("count_between", "nums, lo, hi",
                   "Count the elements of nums that lie between lo and hi, both ends included.",
                   [("count_between([0, 3, 3, 7], 3, 7)", "3")]), None),
        (_CD4, _fn("count_between", "nums, lo, hi", "Number of values in nums within the closed interval [lo, hi].",
                   [("count_between([2, 4, 6], 5, 100)", "1"), ("count_between([-1, 0, 1], -1, 1)", "3")]), None),
        (_CD4, _fn("count_between", "nums, lo, hi", "Return how many numbers n in nums satisfy lo <= n < hi.",
                   [("count_between([1, 5, 10], 1, 5)", "1"), ("count_between([], 0, 1)", "0")]), "bound"),
        (_CD4, _fn("count_between", "nums, lo, hi",
                   "Return how many numbers n in nums do not satisfy lo <= n <= hi.",
                   [("count_between([1, 5, 10], 1, 5)", "1"), ("count_between([], 0, 1)", "0")]), "negation"),
        (_CD4, _fn("count_between", "nums, lo, hi",
                   "Return the sum of the numbers n in nums that satisfy lo <= n <= hi.",
                   [("count_between([1, 5, 10], 1, 5)", "6"), ("count_between([], 0, 1)", "0")]), "operation"),
        (_CD5, _fn("parse_duration", "s",
                   "Convert strings such as '2h', '45m' or '1h30m' to a whole number of minutes.",
                   [("parse_duration('3h5m')", "185"), ("parse_duration('0h7m')", "7")]), None),
        (_CD5, _fn("parse_duration", "s",
                   "Given an hours/minutes string (an optional h part then an optional m part), return the total "
                   "number of minutes as an int.",
                   [("parse_duration('10m')", "10"), ("parse_duration('1h')", "60")]), None),
        (_CD5, _fn("parse_duration", "s", "Parse a duration like '1h30m', '45m' or '2h' into total seconds (int).",
                   [("parse_duration('1h30m')", "5400"), ("parse_duration('45m')", "2700"),
                    ("parse_duration('2h')", "7200")]), "output"),
        (_CD5, _fn("parse_duration", "s",
                   "Parse a duration like '1h30m', '45m', '2h' or '1d' (d = days) into total minutes (int).",
                   [("parse_duration('1h30m')", "90"), ("parse_duration('1d')", "1440"),
                    ("parse_duration('1d1h')", "1500")]), "input"),
        (_CD5, _fn("parse_duration", "s",
                   "Parse a duration like '1h30m', '45m' or '2h' into total minutes (int), then round up to the "
                   "next multiple of 15.",
                   [("parse_duration('1h30m')", "90"), ("parse_duration('40m')", "45"),
                    ("parse_duration('2h')", "120")]), "step"),
        (_CD6, _fn("dedupe_keep_order", "items",
                   "Return a new list with repeated elements dropped: each value appears once, at the position "
                   "where it first showed up.",
                   [("dedupe_keep_order(['b', 'a', 'b'])", "['b', 'a']")]), None),
        (_CD6, _fn("dedupe_keep_order", "items", "Order-preserving de-duplication of items (first occurrence wins).",
                   [("dedupe_keep_order([1, 1, 1])", "[1]"), ("dedupe_keep_order([5, 4, 5, 4, 3])", "[5, 4, 3]")]),
         None),
        (_CD6, _fn("dedupe_keep_order", "items",
                   "Remove duplicates from items, keeping the last occurrence of each and preserving order.",
                   [("dedupe_keep_order([3, 1, 3, 2, 1])", "[3, 2, 1]"), ("dedupe_keep_order([])", "[]")]),
         "reversed"),
        (_CD6, _fn("dedupe_keep_order", "items",
                   "Remove duplicates from items (strings compared case-insensitively), keeping the first "
                   "occurrence of each and preserving order.",
                   [("dedupe_keep_order(['A', 'a', 'b'])", "['A', 'b']"), ("dedupe_keep_order([])", "[]")]),
         "scope"),
        (_CD6, _fn("dedupe_keep_order", "items",
                   "Remove duplicates from items, keeping the first occurrence of each and preserving order, and "
                   "return the result together with the number of duplicates removed, as a tuple.",
                   [("dedupe_keep_order([3, 1, 3, 2, 1])", "([3, 1, 2], 2)"), ("dedupe_keep_order([])", "([], 0)")]),
         "step"),
        (_CD7, _fn("is_valid_isbn10", "code",
                   "Check whether code is a well-formed ISBN-10: exactly 10 characters, the first 9 being digits and "
                   "the last either a digit or 'X' standing for 10, with the weighted sum 1*d1 + 2*d2 + ... + "
                   "10*d10 a multiple of 11. Return a bool.",
                   [("is_valid_isbn10('0306406152')", "True"), ("is_valid_isbn10('03064061')", "False")]), None),
        (_CD7, _fn("is_valid_isbn10", "code",
                   "True if code is a valid ISBN-10 (9 digits plus a check digit or 'X' = 10; sum of i * d_i for "
                   "i = 1..10 must be divisible by 11), otherwise False.",
                   [("is_valid_isbn10('X306406152')", "False"), ("is_valid_isbn10('080442957X')", "True")]), None),
        (_CD7, _fn("is_valid_isbn10", "code",
                   "Return True if code is a valid ISBN-10, ignoring any hyphens in it: ten characters, the first "
                   "nine digits, the last a digit or 'X' (meaning 10), and the sum of position * digit over "
                   "positions 1..10 divisible by 11.",
                   [("is_valid_isbn10('0-306-40615-2')", "True"), ("is_valid_isbn10('0306406153')", "False")]),
         "scope"),
        (_CD7, _fn("is_valid_isbn10", "code",
                   "Return the check character ('0'-'9' or 'X' for 10) that makes the first nine digits of code a "
                   "valid ISBN-10, i.e. the sum of position * digit over positions 1..10 divisible by 11.",
                   [("is_valid_isbn10('030640615')", "'2'"), ("is_valid_isbn10('123456789')", "'X'")]),
         "operation"),
    ],
}
