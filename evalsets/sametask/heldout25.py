"""Split ``heldout25``: requests written by hand on 2026-12-03 by an engineer who read
neither the rules nor any other hand-written set nor this project's code; never used to
tune a rule.

Register: everyday user phrasing with an emphasis on recall. Each stored request is a
plain, complete statement of a task; its two paraphrases are the way other people would
naturally send the same thing: one usually terse (shorthand, arrows, "pls", "w/", "q:",
symbols such as km/h, m², €, ¥, >100MB, digits for number words or the reverse, day-first
or month-first dates that cannot be misread) and one chatty or restructured (a greeting,
a reason or context that does not change the answer such as "for a report" or "my boss
asked", the question put before the facts, facts given as a list, British/American
spelling swaps, synonyms such as "priciest" or "alphabetise"). Code paraphrases keep the
name and parameters, reword the docstring and often swap in different but consistent
>>> examples. Changed requests deliberately keep most of the stored wording and alter a
single thing that changes the answer: direction, unit/place/entity, operation or
aggregate, a number or threshold, a negation, an added step or exception, or the scope
(each vs total); changed code stubs carry at least one example the stored body fails.
"""

# _fn(name, params, prose, examples, ret="") is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = "How many litres are in 3 US gallons?"
_CV2 = "At an exchange rate of 1 EUR = 1.08 USD, how much is 250 euros in US dollars?"
_CV3 = ("When it's 3:00 PM in Sydney (AEST, UTC+10), what time is it in New York "
        "(EST, UTC-5)?")
_CV4 = "Convert 72 kilometres per hour to metres per second."
_CV5 = "How many US fluid ounces is 500 millilitres?"
_CV6 = "Convert 1.5 acres to square metres."
_CV7 = "Convert 2,000 Japanese yen to British pounds at a rate of 1 GBP = 190 JPY."

# ---------------------------------------------------------------- policy
_PO1 = ('Store return policy: "Unopened items may be returned within 30 days of purchase '
        'for a full refund. Opened items may be returned within 14 days of purchase for '
        'store credit only." I bought a pair of headphones 20 days ago and have opened '
        'them. Can I return them, and if so, what do I get?')
_PO2 = ('Company handbook: "Employees accrue 1.5 days of paid vacation for each full month '
        'worked, up to a maximum balance of 25 days. No vacation accrues while the balance '
        'is at the maximum." Priya started with a balance of 0 and has worked 14 full '
        'months without taking any vacation. What is her vacation balance now?')
_PO3 = ('Library rule: "Overdue items are charged $0.25 per day per item, up to a maximum '
        'of $5.00 per item. Children\'s books are exempt from late fees." I returned two '
        'adult novels 12 days late and one children\'s book 30 days late. How much do I '
        'owe in late fees?')
_PO4 = ('School policy: "A student with more than 10 unexcused absences in a semester '
        'fails the course unless they complete a make-up project." Tom has 10 unexcused '
        'absences this semester and has not done a make-up project. Does he fail the '
        'course?')
_PO5 = ('Airline baggage policy: "Economy passengers may check one bag of up to 23 kg for '
        'free. Each additional checked bag costs $60. Any bag over 23 kg incurs a $100 '
        'overweight fee in addition to any other charge for that bag." I\'m flying economy '
        'with two checked bags weighing 20 kg and 26 kg. How much will I pay in baggage '
        'fees?')
_PO6 = ('Car park sign: "First 2 hours free. After that, $3 per hour or part thereof. '
        'Maximum charge $15 per day." I parked from 9:10 AM to 1:40 PM on the same day. '
        'How much do I owe?')
_PO7 = ('Subscription terms: "You may cancel at any time. If you cancel within 14 days of '
        'your first payment, you receive a full refund. After 14 days, no refund is given '
        'for the current billing period, but you will not be charged again." I made my '
        'first payment of $120 for an annual plan on March 1 and I cancel on March 10. '
        'How much money do I get back?')

# ---------------------------------------------------------------- sql
_SQ1 = ("Table rentals(id, bike_id, station_id, started_at, ended_at). Write a SQL query "
        "that returns the 5 stations with the most rentals, together with their rental "
        "counts, highest first.")
_SQ2 = ("Schema: employees(id, name, department_id, salary) and departments(id, name). "
        "Write a SQL query that shows each department's name and the average salary of "
        "its employees.")
_SQ3 = ("Given a table orders(id, customer_id, order_date, total), write a SQL query that "
        "returns the total revenue for each month of 2024.")
_SQ4 = ("Table users(id, email, created_at, last_login_at), where last_login_at is NULL if "
        "the user never logged in. Write a SQL query to find the users who have never "
        "logged in.")
_SQ5 = ("Tables: authors(id, name) and books(id, title, author_id, published_year). Write "
        "a SQL query that lists every author with the number of books they have written, "
        "including authors with zero books.")
_SQ6 = ("Table logins(user_id, ip_address, logged_at). Write a SQL query that returns the "
        "user_ids that have logged in from more than 3 distinct IP addresses.")
_SQ7 = ("Table products(id, name, category, price). Write a SQL query to get the most "
        "expensive product in each category.")

# ---------------------------------------------------------------- shell
_SH1 = ("Give me a one-line shell command that counts the lines in all .py files under the "
        "current directory, recursively, and prints the total.")
_SH2 = "One-line shell command to find all files larger than 100 MB in my home directory."
_SH3 = "Shell one-liner to rename all .jpeg files in the current directory to .jpg."
_SH4 = ("One-liner to show the 10 most frequent IP addresses in access.log, where the IP "
        "address is the first field of each line.")
_SH5 = "Give me a shell command to delete all files in /tmp/cache older than 7 days."
_SH6 = ("One-line command to extract the archive backup.tar.gz into the directory "
        "/srv/restore.")
_SH7 = ("Shell one-liner to replace every tab character in notes.txt with four spaces, "
        "editing the file in place.")

# ---------------------------------------------------------------- dates
_DA1 = "What day of the week was 14 July 1989?"
_DA2 = "What date is 90 days after March 15, 2025?"
_DA3 = ("How old, in whole years, is someone born on 23 October 1994 on 1 June 2025?")
_DA4 = "How many days are there between January 10, 2024 and April 2, 2024?"
_DA5 = ("A meeting is set for 4:00 PM Berlin time on 10 January 2025. What time is that "
        "in Chicago?")
_DA6 = ("Counting Monday 3 March 2025 as working day 1, what is the date of working day 15? "
        "Working days are Monday to Friday and there are no holidays.")
_DA7 = "How long is it from 11:45 PM on Friday to 6:20 AM on the following Saturday?"

# ---------------------------------------------------------------- rewriting
_RW1 = 'Translate into German: "The train to Munich is delayed by twenty minutes."'
_RW2 = ('Fix the grammar in this sentence: "Me and him was going to the store when it '
        'start raining."')
_RW3 = ("Sort these names alphabetically by surname: Maria Lopez, John Abbott, Kenji Sato, "
        "Fatima Ali, Peter Brandt.")
_RW4 = ('Make this email more polite: "Send me the report by Friday. I\'ve asked three '
        'times already."')
_RW5 = ('Summarise in one sentence: "Our quarterly revenue rose 12% compared with last '
        'year, driven mainly by strong sales in Asia. However, costs also increased because '
        'of higher shipping prices, so profit stayed roughly flat. We expect shipping costs '
        'to fall next quarter."')
_RW6 = ("Convert this list into a Markdown table with the columns Name and Age: Alice 34, "
        "Bob 27, Chen 45.")
_RW7 = ('Rewrite in the passive voice: "The committee approved the new budget on '
        'Tuesday."')

# ---------------------------------------------------------------- code
_CO1 = _fn("initials", "full_name",
           "Return the initials of a full name: the first letter of each word,"
           "\n    upper-cased, with no dots or spaces.",
           [('initials("ada lovelace")', "'AL'"),
            ('initials("Grace Brewster Hopper")', "'GBH'")],
           " -> str")
_CO2 = _fn("chunk_list", "items, size",
           "Split items into consecutive chunks of length size. The last chunk"
           "\n    may be shorter if the items do not divide evenly.",
           [("chunk_list([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
            ("chunk_list([], 3)", "[]")],
           " -> list")
_CO3 = _fn("parse_duration", "text",
           "Convert a duration string such as '1h30m', '45m' or '2h' into a total"
           "\n    number of minutes.",
           [('parse_duration("1h30m")', "90"),
            ('parse_duration("45m")', "45"),
            ('parse_duration("2h")', "120")],
           " -> int")
_CO4 = _fn("mask_email", "email",
           "Hide the local part of an email address except its first character,"
           "\n    replacing the rest of the local part with '***'. The domain is kept.",
           [('mask_email("john.doe@example.com")', "'j***@example.com'"),
            ('mask_email("a@b.org")', "'a***@b.org'")],
           " -> str")
_CO5 = _fn("rolling_average", "values, window",
           "Return the average of every full window of `window` consecutive values,"
           "\n    in order, as floats.",
           [("rolling_average([1, 2, 3, 4, 5], 3)", "[2.0, 3.0, 4.0]"),
            ("rolling_average([10, 20], 2)", "[15.0]")],
           " -> list")
_CO6 = _fn("slugify", "title",
           "Turn a title into a URL slug: lower-case it, drop every character that"
           "\n    is not a letter, digit or space, and join the words with hyphens.",
           [('slugify("Hello, World!")', "'hello-world'"),
            ('slugify("  Python 3.12 Released ")', "'python-312-released'")],
           " -> str")
_CO7 = _fn("invoice_total", "prices, tax_rate",
           "Return the sum of prices plus tax at tax_rate (0.2 means 20%), rounded"
           "\n    to 2 decimal places.",
           [("invoice_total([10.0, 5.5], 0.2)", "18.6"),
            ("invoice_total([], 0.1)", "0.0")],
           " -> float")

HELDOUT25 = {
    "conversions": [
        (_CV1, "quick q: 3 gal (US) to liters?", None),
        (_CV1, "I'm filling a fish tank and the instructions say three US gallons of "
               "water. How many liters is that?", None),
        (_CV1, "How many US gallons are in 3 litres?", "reversed"),
        (_CV1, "How many litres are in 3 imperial gallons?", "entity"),
        (_CV1, "How many litres are in 5 US gallons?", "quantity"),

        (_CV2, "Convert €250 to USD, assuming the rate is $1.08 per euro.", None),
        (_CV2, "Hi! Planning a trip budget. If one euro buys 1.08 US dollars, what do "
               "two hundred and fifty euros come to in dollars?", None),
        (_CV2, "At an exchange rate of 1 EUR = 1.08 USD, how much is 250 US dollars in "
               "euros?", "reversed"),
        (_CV2, "At an exchange rate of 1 EUR = 1.12 USD, how much is 250 euros in US "
               "dollars?", "quantity"),

        (_CV3, "Sydney is UTC+10 (AEST) and New York is UTC-5 (EST). If it's 15:00 in "
               "Sydney, what's the time in NYC?", None),
        (_CV3, "hey, my colleague in Sydney (AEST, UTC+10) wants a call at 3pm her time - "
               "what time is that for me in New York, on EST (UTC-5)?", None),
        (_CV3, "When it's 3:00 PM in New York (EST, UTC-5), what time is it in Sydney "
               "(AEST, UTC+10)?", "reversed"),
        (_CV3, "When it's 3:00 PM in Sydney (AEST, UTC+10), what time is it in Los Angeles "
               "(PST, UTC-8)?", "entity"),

        (_CV4, "72 km/h in m/s?", None),
        (_CV4, "For a physics homework problem I need the speed 72 kph expressed in meters "
               "per second. What is it?", None),
        (_CV4, "Convert 72 metres per second to kilometres per hour.", "reversed"),
        (_CV4, "Convert 72 kilometres per hour to feet per second.", "entity"),
        (_CV4, "Convert 90 kilometres per hour to metres per second.", "quantity"),

        (_CV5, "500 ml -> US fl oz, pls", None),
        (_CV5, "My water bottle says 500mL on the side. What's that in fluid ounces "
               "(the US kind)?", None),
        (_CV5, "How many imperial fluid ounces is 500 millilitres?", "entity"),
        (_CV5, "How many US fluid ounces is 750 millilitres?", "quantity"),

        (_CV6, "How many m² is one and a half acres?", None),
        (_CV6, "We're looking at a plot of land listed as 1.5 acres. What is its area in "
               "square meters?", None),
        (_CV6, "Convert 1.5 acres to hectares.", "entity"),
        (_CV6, "Convert 1.5 hectares to square metres.", "entity"),

        (_CV7, "If £1 = ¥190, how many pounds do I get for ¥2000?", None),
        (_CV7, "Just back from Japan with two thousand yen left over. Using a rate of 190 "
               "yen to the pound, what's that worth in GBP?", None),
        (_CV7, "Convert 2,000 British pounds to Japanese yen at a rate of 1 GBP = 190 JPY.",
         "reversed"),
        (_CV7, "Convert 2,000 Japanese yen to British pounds at a rate of 1 GBP = 190 JPY, "
               "after a 3% exchange commission is deducted.", "step"),
    ],

    "policy": [
        (_PO1, "I opened a pair of headphones I bought twenty days ago. The shop's rule "
               "says: \"Unopened items may be returned within 30 days of purchase for a "
               "full refund. Opened items may be returned within 14 days of purchase for "
               "store credit only.\" Am I still able to return them, and for what?", None),
        (_PO1, "Return policy: unopened = returnable within 30 days of purchase, full "
               "refund; opened = returnable within 14 days of purchase, store credit only. "
               "Headphones, opened, bought 20 days ago. Returnable? What do I get?", None),
        (_PO1, 'Store return policy: "Unopened items may be returned within 30 days of '
               'purchase for a full refund. Opened items may be returned within 14 days of '
               'purchase for store credit only." I bought a pair of headphones 20 days ago '
               'and have not opened them. Can I return them, and if so, what do I get?',
         "negation"),
        (_PO1, 'Store return policy: "Unopened items may be returned within 30 days of '
               'purchase for a full refund. Opened items may be returned within 14 days of '
               'purchase for store credit only." I bought a pair of headphones 10 days ago '
               'and have opened them. Can I return them, and if so, what do I get?',
         "quantity"),

        (_PO2, "Quick HR question. Our handbook says staff earn one and a half paid "
               "vacation days for every complete month of work, capped at a balance of 25 "
               "days, with nothing accruing while the balance sits at the cap. Priya began "
               "at zero, has done 14 full months and hasn't taken a single day off. How "
               "many vacation days does she have now?", None),
        (_PO2, "What's Priya's current vacation balance?\n- Rule: 1.5 paid vacation days "
               "accrue per full month worked; max balance 25 days; no accrual while at the "
               "max\n- Starting balance: 0\n- Full months worked: 14\n- Vacation taken: "
               "none", None),
        (_PO2, 'Company handbook: "Employees accrue 1.5 days of paid vacation for each full '
               'month worked, up to a maximum balance of 25 days. No vacation accrues while '
               'the balance is at the maximum." Priya started with a balance of 0 and has '
               'worked 20 full months without taking any vacation. What is her vacation '
               'balance now?', "quantity"),
        (_PO2, 'Company handbook: "Employees accrue 1.5 days of paid vacation for each full '
               'month worked, up to a maximum balance of 25 days. No vacation accrues while '
               'the balance is at the maximum." Priya started with a balance of 0 and has '
               'worked 14 full months; she took 5 days of vacation at the end of month 10. '
               'What is her vacation balance now?', "step"),

        (_PO3, "How much do I owe the library? Their rule: overdue items cost $0.25 per day "
               "per item, capped at $5.00 per item, and children's books are exempt. I "
               "brought back 2 adult novels twelve days late and 1 children's book thirty "
               "days late.", None),
        (_PO3, "library fines q. policy = 25c/day/item, max $5/item, no fees on children's "
               "books. returned: 2 adult novels (12 days late), 1 children's book (30 days "
               "late). total late fees?", None),
        (_PO3, 'Library rule: "Overdue items are charged $0.25 per day per item, up to a '
               'maximum of $5.00 per item. Children\'s books are exempt from late fees." I '
               'returned one adult novel 12 days late and two children\'s books 30 days '
               'late. How much do I owe in late fees?', "quantity"),
        (_PO3, 'Library rule: "Overdue items are charged $0.25 per day per item, up to a '
               'maximum of $5.00 per item. Children\'s books are exempt from late fees." I '
               'returned two adult novels 25 days late and one children\'s book 30 days '
               'late. How much do I owe in late fees?', "quantity"),
        (_PO3, 'Library rule: "Overdue items are charged $0.25 per day per item, up to a '
               'maximum of $5.00 per item. Children\'s books are exempt from late fees." I '
               'returned two adult novels 12 days late and one children\'s book 30 days '
               'late. What is the late fee for each adult novel?', "scope"),

        (_PO4, "My son Tom has 10 unexcused absences this semester and hasn't done any "
               "make-up project. The school's policy says a student with more than 10 "
               "unexcused absences in a semester fails the course unless they complete a "
               "make-up project. Is he going to fail?", None),
        (_PO4, "Does Tom fail? Rule: >10 unexcused absences in a semester = course failed, "
               "unless a make-up project is completed. Tom: ten unexcused absences, no "
               "make-up project.", None),
        (_PO4, 'School policy: "A student with more than 10 unexcused absences in a semester '
               'fails the course unless they complete a make-up project." Tom has 11 '
               'unexcused absences this semester and has not done a make-up project. Does '
               'he fail the course?', "quantity"),
        (_PO4, 'School policy: "A student with 10 or more unexcused absences in a semester '
               'fails the course unless they complete a make-up project." Tom has 10 '
               'unexcused absences this semester and has not done a make-up project. Does '
               'he fail the course?', "operation"),

        (_PO5, "Flying economy w/ 2 checked bags (20 kg & 26 kg). Policy: 1st bag up to "
               "23 kg free, each extra bag $60, plus a $100 overweight fee for any bag over "
               "23 kg on top of other charges for it. Total baggage fees?", None),
        (_PO5, "Hello! I'm trying to budget for a flight. I'm in economy and checking two "
               "bags, one 26 kg and one 20 kg. The airline says economy passengers can "
               "check one bag of up to 23 kg free, every additional checked bag is $60, and "
               "a bag over 23 kg gets a $100 overweight fee in addition to any other charge "
               "for it. What will I end up paying for baggage?", None),
        (_PO5, 'Airline baggage policy: "Economy passengers may check one bag of up to 23 kg '
               'for free. Each additional checked bag costs $60. Any bag over 23 kg incurs a '
               '$100 overweight fee in addition to any other charge for that bag." I\'m '
               'flying economy with two checked bags weighing 20 kg and 22 kg. How much '
               'will I pay in baggage fees?', "quantity"),
        (_PO5, 'Airline baggage policy: "Economy passengers may check one bag of up to 23 kg '
               'for free. Each additional checked bag costs $60. Any bag over 23 kg incurs a '
               '$100 overweight fee in addition to any other charge for that bag." I\'m '
               'flying economy with three checked bags weighing 20 kg, 26 kg and 18 kg. How '
               'much will I pay in baggage fees?', "quantity"),

        (_PO6, "parking: in 09:10, out 13:40, same day. sign says first two hours free, then "
               "$3/hour or part of an hour, max $15 per day. how much?", None),
        (_PO6, "How much is my parking fee? I left the car from 9:10 in the morning until "
               "1:40 in the afternoon, same day, and the car park sign reads: \"First 2 "
               "hours free. After that, $3 per hour or part thereof. Maximum charge $15 per "
               "day.\"", None),
        (_PO6, 'Car park sign: "First 2 hours free. After that, $3 per hour or part thereof. '
               'Maximum charge $15 per day." I parked from 9:10 AM to 6:40 PM on the same '
               'day. How much do I owe?', "quantity"),
        (_PO6, 'Car park sign: "First 2 hours free. After that, $4 per hour or part thereof. '
               'Maximum charge $15 per day." I parked from 9:10 AM to 1:40 PM on the same '
               'day. How much do I owe?', "quantity"),

        (_PO7, "I signed up for an annual plan and paid $120 (my first payment) on March 1. "
               "I'm cancelling on March 10. The terms say I can cancel any time; cancelling "
               "within 14 days of the first payment gets a full refund, and after 14 days "
               "there's no refund for the current billing period but no further charges. "
               "How much will I be refunded?", None),
        (_PO7, "Refund amount? Facts: first payment $120 on 1 March for a yearly plan; "
               "cancellation on 10 March. Terms: cancel anytime; within 14 days of first "
               "payment = full refund; after 14 days = no refund for the current period, "
               "no further charges.", None),
        (_PO7, 'Subscription terms: "You may cancel at any time. If you cancel within 14 days '
               'of your first payment, you receive a full refund. After 14 days, no refund '
               'is given for the current billing period, but you will not be charged '
               'again." I made my first payment of $120 for an annual plan on March 1 and I '
               'cancel on March 20. How much money do I get back?', "quantity"),
        (_PO7, 'Subscription terms: "You may cancel at any time. If you cancel within 14 days '
               'of your first payment, you receive a full refund. After 14 days, no refund '
               'is given for the current billing period, but you will not be charged '
               'again." My first payment was two years ago; my $120 annual renewal was '
               'charged on March 1 and I cancel on March 10. How much money do I get back?',
         "entity"),
    ],

    "sql": [
        (_SQ1, "sql: top 5 stations by number of rentals (w/ counts, desc). table "
               "rentals(id, bike_id, station_id, started_at, ended_at)", None),
        (_SQ1, "Hi! I'm building a dashboard for our bike-share scheme. Given a table "
               "rentals with columns id, bike_id, station_id, started_at and ended_at, could "
               "you write a query listing the five busiest stations by rental count, "
               "biggest first, along with the count?", None),
        (_SQ1, "Table rentals(id, bike_id, station_id, started_at, ended_at). Write a SQL "
               "query that returns the 5 stations with the fewest rentals, together with "
               "their rental counts, lowest first.", "reversed"),
        (_SQ1, "Table rentals(id, bike_id, station_id, started_at, ended_at). Write a SQL "
               "query that returns the 5 bikes with the most rentals, together with their "
               "rental counts, highest first.", "entity"),
        (_SQ1, "Table rentals(id, bike_id, station_id, started_at, ended_at). Write a SQL "
               "query that returns the 5 stations with the longest total rental time, "
               "together with that total, highest first.", "operation"),

        (_SQ2, "Give me SQL for average salary per department, showing the department name. "
               "Tables: employees(id, name, department_id, salary), departments(id, name).",
         None),
        (_SQ2, "My manager wants average pay broken down by department for a report. We "
               "have employees(id, name, department_id, salary) and departments(id, name). "
               "What query gives me department name + average salary?", None),
        (_SQ2, "Schema: employees(id, name, department_id, salary) and departments(id, "
               "name). Write a SQL query that shows each department's name and the highest "
               "salary of its employees.", "operation"),
        (_SQ2, "Schema: employees(id, name, department_id, salary) and departments(id, "
               "name). Write a SQL query that shows the average salary of all employees "
               "across the whole company.", "scope"),

        (_SQ3, "orders(id, customer_id, order_date, total) - need monthly revenue totals "
               "for calendar year 2024, one row per month. SQL pls", None),
        (_SQ3, "For each month in 2024, what's the sum of the order totals? The table is "
               "orders, with columns id, customer_id, order_date and total. Please write "
               "the query.", None),
        (_SQ3, "Given a table orders(id, customer_id, order_date, total), write a SQL query "
               "that returns the number of orders for each month of 2024.", "operation"),
        (_SQ3, "Given a table orders(id, customer_id, order_date, total), write a SQL query "
               "that returns the total revenue for each month of 2023.", "quantity"),
        (_SQ3, "Given a table orders(id, customer_id, order_date, total), write a SQL query "
               "that returns the total revenue for the whole of 2024.", "scope"),

        (_SQ4, "Which users have never logged in? users(id, email, created_at, "
               "last_login_at), last_login_at is null when they never did. Need the SQL.",
         None),
        (_SQ4, "I need a query over our users table (id, email, created_at, last_login_at) "
               "that lists the accounts whose last_login_at is NULL, i.e. people who signed "
               "up but never logged in.", None),
        (_SQ4, "Table users(id, email, created_at, last_login_at), where last_login_at is "
               "NULL if the user never logged in. Write a SQL query to find the users who "
               "have logged in at least once.", "negation"),
        (_SQ4, "Table users(id, email, created_at, last_login_at), where last_login_at is "
               "NULL if the user never logged in. Write a SQL query to count how many users "
               "have never logged in.", "operation"),

        (_SQ5, "sql q - authors(id, name), books(id, title, author_id, published_year). "
               "want each author's name + how many books they wrote; authors w/ no books "
               "should show 0", None),
        (_SQ5, "How many books has each author written? Please include authors who have "
               "none (show zero for them). Schema:\n- authors(id, name)\n- books(id, title, "
               "author_id, published_year)", None),
        (_SQ5, "Tables: authors(id, name) and books(id, title, author_id, published_year). "
               "Write a SQL query that lists every author with the number of books they "
               "have written after 2000, including authors with zero such books.", "step"),
        (_SQ5, "Tables: authors(id, name) and books(id, title, author_id, published_year). "
               "Write a SQL query that lists every author with the number of books they "
               "have written, excluding authors with zero books.", "negation"),

        (_SQ6, "Find users w/ more than three different IPs in logins(user_id, ip_address, "
               "logged_at). Just the user_ids.", None),
        (_SQ6, "For a security review: using the table logins(user_id, ip_address, "
               "logged_at), list the user_id of anyone who has logged in from over 3 "
               "distinct IP addresses.", None),
        (_SQ6, "Table logins(user_id, ip_address, logged_at). Write a SQL query that returns "
               "the user_ids that have logged in from at least 3 distinct IP addresses.",
         "quantity"),
        (_SQ6, "Table logins(user_id, ip_address, logged_at). Write a SQL query that returns "
               "how many users have logged in from more than 3 distinct IP addresses.",
         "operation"),

        (_SQ7, "For each category, which product has the highest price? Table products(id, "
               "name, category, price). SQL please.", None),
        (_SQ7, "hi, I'm stuck on this one: the products table has id, name, category and "
               "price. I want the priciest item per category. What's the query?", None),
        (_SQ7, "Table products(id, name, category, price). Write a SQL query to get the "
               "cheapest product in each category.", "reversed"),
        (_SQ7, "Table products(id, name, category, price). Write a SQL query to get the "
               "single most expensive product across all categories.", "scope"),
    ],

    "shell": [
        (_SH1, "one-liner: total line count of every .py file in this dir + subdirs", None),
        (_SH1, "How do I get the total number of lines across all the Python (.py) files "
               "in the current folder and everything below it, with a single bash command?",
         None),
        (_SH1, "Give me a one-line shell command that counts the lines in all .js files "
               "under the current directory, recursively, and prints the total.", "entity"),
        (_SH1, "Give me a one-line shell command that counts the lines in each .py file "
               "under the current directory, recursively, and prints the count per file.",
         "scope"),
        (_SH1, "Give me a one-line shell command that counts the .py files under the "
               "current directory, recursively, and prints the total.", "operation"),

        (_SH2, "bash: list files >100MB under ~", None),
        (_SH2, "My disk is filling up. What single command shows me every file over 100 "
               "megabytes anywhere in my home folder?", None),
        (_SH2, "One-line shell command to find all files larger than 1 GB in my home "
               "directory.", "quantity"),
        (_SH2, "One-line shell command to find all files smaller than 100 MB in my home "
               "directory.", "negation"),

        (_SH3, "change the extension .jpeg -> .jpg for every file in the cwd, one line of "
               "bash pls", None),
        (_SH3, "I've got a folder full of photos ending in .jpeg and I'd like them all to "
               "end in .jpg instead. What's a one-line command to do that in the current "
               "directory?", None),
        (_SH3, "Shell one-liner to rename all .jpg files in the current directory to .jpeg.",
         "reversed"),
        (_SH3, "Shell one-liner to rename all .jpeg files in the current directory and all "
               "its subdirectories to .jpg.", "scope"),

        (_SH4, "top ten IPs by hit count in access.log (first column is the IP) - shell "
               "command?", None),
        (_SH4, "Could you give me a single command that prints the ten IP addresses that "
               "show up most often in access.log? Each line starts with the IP.", None),
        (_SH4, "One-liner to show the 20 most frequent IP addresses in access.log, where the "
               "IP address is the first field of each line.", "quantity"),
        (_SH4, "One-liner to show the 10 least frequent IP addresses in access.log, where "
               "the IP address is the first field of each line.", "reversed"),
        (_SH4, "One-liner to count the distinct IP addresses in access.log, where the IP "
               "address is the first field of each line.", "operation"),

        (_SH5, "one-liner to remove the files in /tmp/cache that are more than a week old",
         None),
        (_SH5, "Cleanup job for our build server: I need to purge /tmp/cache of files "
               "older than seven days. What's the shell command?", None),
        (_SH5, "Give me a shell command to list all files in /tmp/cache older than 7 days, "
               "without deleting anything.", "operation"),
        (_SH5, "Give me a shell command to delete all files in /tmp/cache older than 30 "
               "days.", "quantity"),

        (_SH6, "untar backup.tar.gz into /srv/restore - single command?", None),
        (_SH6, "How do I unpack backup.tar.gz so that its contents end up in /srv/restore? "
               "One line please, it's for a restore runbook.", None),
        (_SH6, "One-line command to create the archive backup.tar.gz from the directory "
               "/srv/restore.", "reversed"),
        (_SH6, "One-line command to list the contents of the archive backup.tar.gz without "
               "extracting it.", "operation"),

        (_SH7, "in-place: tabs -> 4 spaces in notes.txt (one line)", None),
        (_SH7, "My notes.txt uses tab characters for indentation and I'd like every tab "
               "converted to four spaces, modifying the file directly. Single shell "
               "command?", None),
        (_SH7, "Shell one-liner to replace every run of four spaces in notes.txt with a tab "
               "character, editing the file in place.", "reversed"),
        (_SH7, "Shell one-liner to replace every tab character in notes.txt with two spaces, "
               "editing the file in place.", "quantity"),
    ],

    "dates": [
        (_DA1, "14/07/1989 - which weekday?", None),
        (_DA1, "My parents got married on July 14th, 1989. What day of the week was that?",
         None),
        (_DA1, "What day of the week was 14 July 1998?", "entity"),
        (_DA1, "What day of the week was 14 July 1789?", "entity"),

        (_DA2, "Mar 15 2025 + 90 days = ?", None),
        (_DA2, "I'm counting forward from the fifteenth of March 2025 for a visa deadline. "
               "What's the date ninety days after that?", None),
        (_DA2, "What date is 90 days before March 15, 2025?", "reversed"),
        (_DA2, "What date is 100 days after March 15, 2025?", "quantity"),
        (_DA2, "What day of the week is 90 days after March 15, 2025?", "step"),

        (_DA3, "Born Oct 23 1994. Age in full years as of June 1 2025?", None),
        (_DA3, "For a form I'm filling in: what is the age, in completed years, on 1st June "
               "2025 of a person whose date of birth is 23 October 1994?", None),
        (_DA3, "How old, in whole years, is someone born on 23 October 1994 on 1 November "
               "2025?", "quantity"),
        (_DA3, "How old, in days, is someone born on 23 October 1994 on 1 June 2025?",
         "operation"),

        (_DA4, "days from 10 Jan 2024 to 2 Apr 2024?", None),
        (_DA4, "I'm working out a notice period. Counting the gap between Jan 10th and April "
               "2nd of 2024, how many days is that?", None),
        (_DA4, "How many days are there between January 10, 2023 and April 2, 2023?",
         "quantity"),
        (_DA4, "How many weeks are there between January 10, 2024 and April 2, 2024?",
         "operation"),

        (_DA5, "4pm Berlin time, Jan 10 2025 -> Chicago time?", None),
        (_DA5, "I'm in Chicago and a colleague in Berlin has scheduled our call for 16:00 "
               "her time on 10 January 2025. What time is that for me?", None),
        (_DA5, "A meeting is set for 4:00 PM Chicago time on 10 January 2025. What time is "
               "that in Berlin?", "reversed"),
        (_DA5, "A meeting is set for 4:00 PM Berlin time on 20 March 2025. What time is that "
               "in Chicago?", "quantity"),

        (_DA6, "Project kicks off Mon 3/3/2025, which counts as day 1. Weekdays only, no "
               "public holidays. Which date is the fifteenth working day?", None),
        (_DA6, "Which date is working day 15, if working day 1 is Monday 3 March 2025? We "
               "work Mon-Fri and there are no holidays in this period.", None),
        (_DA6, "Counting Monday 3 March 2025 as working day 1, what is the date of working "
               "day 20? Working days are Monday to Friday and there are no holidays.",
         "quantity"),
        (_DA6, "Counting Monday 3 March 2025 as working day 1, what is the date of working "
               "day 15? Working days are Monday to Friday, and Friday 14 March 2025 is a "
               "holiday.", "step"),

        (_DA7, "duration 23:45 Fri -> 06:20 Sat?", None),
        (_DA7, "My night shift runs from quarter to midnight on Friday until 6:20 the next "
               "morning. How long is the shift?", None),
        (_DA7, "How long is it from 11:45 PM on Friday to 6:20 AM on the following Sunday?",
         "quantity"),
        (_DA7, "How long is it from 11:15 PM on Friday to 6:20 AM on the following "
               "Saturday?", "quantity"),
    ],

    "rewriting": [
        (_RW1, "German please: The train to Munich is delayed by twenty minutes.", None),
        (_RW1, "How would I say \"The train to Munich is delayed by twenty minutes\" in "
               "German? I need it for an announcement at work.", None),
        (_RW1, 'Translate into Italian: "The train to Munich is delayed by twenty minutes."',
         "entity"),
        (_RW1, 'Translate into English: "Der Zug nach München hat zwanzig Minuten '
               'Verspätung."', "reversed"),
        (_RW1, 'Translate into German: "The train to Munich is delayed by forty minutes."',
         "quantity"),

        (_RW2, "grammar fix pls: Me and him was going to the store when it start raining.",
         None),
        (_RW2, "Could you correct this sentence so it's grammatically right? My son wrote it "
               "for school: 'Me and him was going to the store when it start raining.'",
         None),
        (_RW2, 'List the grammatical errors in this sentence without correcting it: "Me and '
               'him was going to the store when it start raining."', "operation"),
        (_RW2, 'Fix the grammar in this sentence: "Me and her was going to the park when it '
               'start snowing."', "entity"),

        (_RW3, "alphabetise by last name: Maria Lopez, John Abbott, Kenji Sato, Fatima Ali, "
               "Peter Brandt", None),
        (_RW3, "Could you put these people in A-Z order of family name?\n- Maria Lopez\n- "
               "John Abbott\n- Kenji Sato\n- Fatima Ali\n- Peter Brandt", None),
        (_RW3, "Sort these names in reverse alphabetical order by surname: Maria Lopez, John "
               "Abbott, Kenji Sato, Fatima Ali, Peter Brandt.", "reversed"),
        (_RW3, "Sort these names alphabetically by first name: Maria Lopez, John Abbott, "
               "Kenji Sato, Fatima Ali, Peter Brandt.", "entity"),
        (_RW3, "Sort these names alphabetically by surname: Maria Lopez, John Abbott, Kenji "
               "Sato, Fatima Ali, Peter Brandt, Zoe Adams.", "entity"),

        (_RW4, "politer version of this email pls: Send me the report by Friday. I've asked "
               "three times already.", None),
        (_RW4, "I'm writing to a coworker and I think I come across as rude. Could you make "
               "this more courteous? \"Send me the report by Friday. I've asked three times "
               "already.\"", None),
        (_RW4, 'Make this email more blunt and forceful: "Send me the report by Friday. '
               'I\'ve asked three times already."', "reversed"),
        (_RW4, 'Make this email more polite: "Send me the report by Monday. I\'ve asked three '
               'times already."', "entity"),

        (_RW5, "one-sentence summary please: \"Our quarterly revenue rose 12% compared with "
               "last year, driven mainly by strong sales in Asia. However, costs also "
               "increased because of higher shipping prices, so profit stayed roughly flat. "
               "We expect shipping costs to fall next quarter.\"", None),
        (_RW5, "My boss only reads one line. Can you summarize this paragraph in a single "
               "sentence? Our quarterly revenue rose 12% compared with last year, driven "
               "mainly by strong sales in Asia. However, costs also increased because of "
               "higher shipping prices, so profit stayed roughly flat. We expect shipping "
               "costs to fall next quarter.", None),
        (_RW5, 'Summarise in three bullet points: "Our quarterly revenue rose 12% compared '
               'with last year, driven mainly by strong sales in Asia. However, costs also '
               'increased because of higher shipping prices, so profit stayed roughly flat. '
               'We expect shipping costs to fall next quarter."', "quantity"),
        (_RW5, 'Summarise in one sentence, leaving out the outlook for next quarter: "Our '
               'quarterly revenue rose 12% compared with last year, driven mainly by strong '
               'sales in Asia. However, costs also increased because of higher shipping '
               'prices, so profit stayed roughly flat. We expect shipping costs to fall next '
               'quarter."', "scope"),

        (_RW6, "md table (cols: Name, Age) from: Alice 34, Bob 27, Chen 45", None),
        (_RW6, "Can you turn the following into a Markdown table? Two columns, Name and "
               "Age.\nAlice - 34\nBob - 27\nChen - 45", None),
        (_RW6, "Convert this list into a JSON array of objects with the keys name and age: "
               "Alice 34, Bob 27, Chen 45.", "entity"),
        (_RW6, "Convert this list into a Markdown table with the columns Name and Age, "
               "sorted by age from youngest to oldest: Alice 34, Bob 27, Chen 45.", "step"),

        (_RW7, "passive voice pls - The committee approved the new budget on Tuesday.",
         None),
        (_RW7, "For a formal report I'd like this sentence turned into the passive: 'The "
               "committee approved the new budget on Tuesday.'", None),
        (_RW7, 'Rewrite in the active voice: "The new budget was approved by the committee '
               'on Tuesday."', "reversed"),
        (_RW7, 'Rewrite in the passive voice: "The committee rejected the new budget on '
               'Tuesday."', "entity"),
    ],

    "code": [
        (_CO1, _fn("initials", "full_name",
                   "Given someone's full name, give back the first letter of every word"
                   "\n    in capitals, run together without any punctuation.",
                   [('initials("alan mathison turing")', "'AMT'"),
                    ('initials("Linus Torvalds")', "'LT'")],
                   " -> str"), None),
        (_CO1, _fn("initials", "full_name",
                   "Initials of full_name, uppercase, no dots, e.g. for avatar badges.",
                   [('initials("ada lovelace")', "'AL'"),
                    ('initials("margaret")', "'M'")],
                   " -> str"), None),
        (_CO1, _fn("initials", "full_name",
                   "Return the initials of a full name: the first letter of each word,"
                   "\n    upper-cased, each followed by a dot.",
                   [('initials("ada lovelace")', "'A.L.'"),
                    ('initials("Grace Brewster Hopper")', "'G.B.H.'")],
                   " -> str"), "output"),
        (_CO1, _fn("initials", "full_name",
                   "Return the initials of a full name using only the first and the last"
                   "\n    word, upper-cased, with no dots or spaces.",
                   [('initials("ada lovelace")', "'AL'"),
                    ('initials("Grace Brewster Hopper")', "'GH'")],
                   " -> str"), "scope"),

        (_CO2, _fn("chunk_list", "items, size",
                   "Break a list up into pieces of `size` elements each, keeping the"
                   "\n    original order; whatever is left over forms a final, smaller piece.",
                   [("chunk_list(['a', 'b', 'c', 'd'], 3)", "[['a', 'b', 'c'], ['d']]"),
                    ("chunk_list([1, 2, 3, 4], 2)", "[[1, 2], [3, 4]]")],
                   " -> list"), None),
        (_CO2, _fn("chunk_list", "items, size",
                   "Batch items into sublists of length size (last batch may be short).",
                   [("chunk_list([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
                    ("chunk_list([7], 5)", "[[7]]")],
                   " -> list"), None),
        (_CO2, _fn("chunk_list", "items, size",
                   "Split items into consecutive chunks of length size. If the items do"
                   "\n    not divide evenly, the incomplete last chunk is dropped.",
                   [("chunk_list([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"),
                    ("chunk_list([], 3)", "[]")],
                   " -> list"), "step"),
        (_CO2, _fn("chunk_list", "items, size",
                   "Split items into consecutive chunks of length size. If the items do"
                   "\n    not divide evenly, pad the last chunk with None up to length size.",
                   [("chunk_list([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5, None]]"),
                    ("chunk_list([], 3)", "[]")],
                   " -> list"), "step"),

        (_CO3, _fn("parse_duration", "text",
                   "How many minutes a short duration string like '3h' or '2h15m' stands"
                   "\n    for (hours part optional, minutes part optional).",
                   [('parse_duration("2h15m")', "135"),
                    ('parse_duration("3h")', "180"),
                    ('parse_duration("5m")', "5")],
                   " -> int"), None),
        (_CO3, _fn("parse_duration", "text",
                   "Parse things like '1h30m' / '45m' / '2h' -> total minutes (int).",
                   [('parse_duration("1h30m")', "90"),
                    ('parse_duration("45m")', "45"),
                    ('parse_duration("2h")', "120")],
                   " -> int"), None),
        (_CO3, _fn("parse_duration", "text",
                   "Convert a duration string such as '1h30m', '45m' or '2h' into a total"
                   "\n    number of seconds.",
                   [('parse_duration("1h30m")', "5400"),
                    ('parse_duration("45m")', "2700"),
                    ('parse_duration("2h")', "7200")],
                   " -> int"), "output"),
        (_CO3, _fn("parse_duration", "text",
                   "Convert a duration string such as '1d2h', '1h30m', '45m' or '2h' into"
                   "\n    a total number of minutes; 'd' stands for days.",
                   [('parse_duration("1h30m")', "90"),
                    ('parse_duration("1d2h")', "1560"),
                    ('parse_duration("2h")', "120")],
                   " -> int"), "step"),

        (_CO4, _fn("mask_email", "email",
                   "Obscure an email address for display: keep the first letter of the"
                   "\n    part before the @, swap everything else before the @ for three"
                   "\n    asterisks, and leave the domain untouched.",
                   [('mask_email("maria.garcia@mail.co.uk")', "'m***@mail.co.uk'"),
                    ('mask_email("bob@x.io")', "'b***@x.io'")],
                   " -> str"), None),
        (_CO4, _fn("mask_email", "email",
                   "mask an email for logs (GDPR): first char of local part + '***' + @domain",
                   [('mask_email("john.doe@example.com")', "'j***@example.com'"),
                    ('mask_email("a@b.org")', "'a***@b.org'")],
                   " -> str"), None),
        (_CO4, _fn("mask_email", "email",
                   "Hide the local part of an email address except its first and last"
                   "\n    characters, putting '***' between them. The domain is kept.",
                   [('mask_email("john.doe@example.com")', "'j***e@example.com'"),
                    ('mask_email("bob@x.io")', "'b***b@x.io'")],
                   " -> str"), "output"),
        (_CO4, _fn("mask_email", "email",
                   "Hide the local part of an email address except its first two"
                   "\n    characters, replacing the rest of the local part with '***'. The"
                   "\n    domain is kept.",
                   [('mask_email("john.doe@example.com")', "'jo***@example.com'"),
                    ('mask_email("bob@x.io")', "'bo***@x.io'")],
                   " -> str"), "quantity"),

        (_CO5, _fn("rolling_average", "values, window",
                   "Moving average: for each position where a complete window of `window`"
                   "\n    values fits, the mean of that window (floats, left to right).",
                   [("rolling_average([2, 4, 6, 8], 2)", "[3.0, 5.0, 7.0]"),
                    ("rolling_average([1, 2, 3], 3)", "[2.0]")],
                   " -> list"), None),
        (_CO5, _fn("rolling_average", "values, window",
                   "Sliding-window mean over values; only full windows are used.",
                   [("rolling_average([1, 2, 3, 4, 5], 3)", "[2.0, 3.0, 4.0]"),
                    ("rolling_average([10, 20], 2)", "[15.0]")],
                   " -> list"), None),
        (_CO5, _fn("rolling_average", "values, window",
                   "Return the sum of every full window of `window` consecutive values,"
                   "\n    in order.",
                   [("rolling_average([1, 2, 3, 4, 5], 3)", "[6, 9, 12]"),
                    ("rolling_average([10, 20], 2)", "[30]")],
                   " -> list"), "operation"),
        (_CO5, _fn("rolling_average", "values, window",
                   "Return the average of every window of up to `window` values ending at"
                   "\n    each position, so the first results average fewer values.",
                   [("rolling_average([1, 2, 3, 4, 5], 3)", "[1.0, 1.5, 2.0, 3.0, 4.0]"),
                    ("rolling_average([10, 20], 2)", "[10.0, 15.0]")],
                   " -> list"), "scope"),
        (_CO5, _fn("rolling_average", "values, window",
                   "Return the maximum of every full window of `window` consecutive values,"
                   "\n    in order.",
                   [("rolling_average([1, 2, 3, 4, 5], 3)", "[3, 4, 5]"),
                    ("rolling_average([10, 20], 2)", "[20]")],
                   " -> list"), "operation"),

        (_CO6, _fn("slugify", "title",
                   "Make a URL-friendly slug out of a blog post title. Strip punctuation"
                   "\n    (keep only letters, digits and spaces), lowercase everything and"
                   "\n    put a single hyphen between words.",
                   [('slugify("What\'s New in 2025?")', "'whats-new-in-2025'"),
                    ('slugify("Tips & Tricks")', "'tips-tricks'")],
                   " -> str"), None),
        (_CO6, _fn("slugify", "title",
                   "title -> lowercase hyphenated slug, non-alphanumerics (except spaces)"
                   "\n    removed first.",
                   [('slugify("Hello, World!")', "'hello-world'"),
                    ('slugify("  Python 3.12 Released ")', "'python-312-released'")],
                   " -> str"), None),
        (_CO6, _fn("slugify", "title",
                   "Turn a title into a URL slug: lower-case it, drop every character that"
                   "\n    is not a letter, digit or space, and join the words with underscores.",
                   [('slugify("Hello, World!")', "'hello_world'"),
                    ('slugify("  Python 3.12 Released ")', "'python_312_released'")],
                   " -> str"), "output"),
        (_CO6, _fn("slugify", "title",
                   "Turn a title into a URL slug: keep the original capitalisation, drop"
                   "\n    every character that is not a letter, digit or space, and join the"
                   "\n    words with hyphens.",
                   [('slugify("Hello, World!")', "'Hello-World'"),
                    ('slugify("  Python 3.12 Released ")', "'Python-312-Released'")],
                   " -> str"), "negation"),

        (_CO7, _fn("invoice_total", "prices, tax_rate",
                   "Add up the line prices, apply tax at tax_rate (a fraction, so 0.08 is"
                   "\n    8%) and return the grand total rounded to the nearest cent.",
                   [("invoice_total([20.0, 30.0], 0.08)", "54.0"),
                    ("invoice_total([9.99], 0.0)", "9.99")],
                   " -> float"), None),
        (_CO7, _fn("invoice_total", "prices, tax_rate",
                   "Gross total = sum(prices) * (1 + tax_rate), to 2 dp.",
                   [("invoice_total([10.0, 5.5], 0.2)", "18.6"),
                    ("invoice_total([], 0.1)", "0.0")],
                   " -> float"), None),
        (_CO7, _fn("invoice_total", "prices, tax_rate",
                   "Return only the tax owed on the sum of prices at tax_rate (0.2 means"
                   "\n    20%), rounded to 2 decimal places.",
                   [("invoice_total([10.0, 5.5], 0.2)", "3.1"),
                    ("invoice_total([], 0.1)", "0.0")],
                   " -> float"), "operation"),
        (_CO7, _fn("invoice_total", "prices, tax_rate",
                   "The prices already include tax at tax_rate (0.2 means 20%). Return the"
                   "\n    total before tax, rounded to 2 decimal places.",
                   [("invoice_total([10.0, 5.5], 0.2)", "12.92"),
                    ("invoice_total([], 0.1)", "0.0")],
                   " -> float"), "reversed"),
        (_CO7, _fn("invoice_total", "prices, tax_rate",
                   "Return the sum of prices, minus a 10% discount, plus tax at tax_rate"
                   "\n    (0.2 means 20%) on the discounted amount, rounded to 2 decimal places.",
                   [("invoice_total([10.0, 5.5], 0.2)", "16.74"),
                    ("invoice_total([], 0.1)", "0.0")],
                   " -> float"), "step"),
    ],
}
