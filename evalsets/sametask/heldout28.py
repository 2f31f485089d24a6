"""Held-out set 28 for the "same task?" decision (written blind).

``HELDOUT28`` maps each domain to a list of ``(stored, request, change)``
tuples.  ``stored`` is a request whose answer has been verified; ``request``
is a new incoming request.  ``change`` is None when the request is a
paraphrase (the stored verified answer is exactly right for it) and
otherwise one of "reversed", "entity", "operation", "quantity", "negation",
"step", "scope", "output", naming the single thing that was altered so that
the stored answer would be wrong.

Every stored request has two paraphrases, each in a different register
(marked with a trailing comment), and two or three changed requests.  The
registers used in this set are:

  (a) typed fast on a phone: lower case, typos and autocorrect slips, a
      missing space or apostrophe, texting abbreviations (pls, u, thx, w/,
      b/c, approx, info) -- the meaning stays unambiguous;
  (b) a request pasted inside a ticket or e-mail thread: a subject line or
      "Re:" / "Ticket #1234:" header, a short quoted context line that does
      not change the task, and a signature;
  (c) formal or bureaucratic register: long-winded, passive, "kindly",
      "it is requested that", "the undersigned", nominalisations;
  (d) markdown-structured: a heading or bold label, the task split into
      bullet points or a numbered list of the facts.

Changed requests mostly keep the stored wording and alter exactly one
thing; a few are written in one of the registers above.

This set was written blind, from general knowledge only, without reading
any other data set or the code that consumes it.  ``_fn``, used below to
build the Python function stubs of the "code" domain, is injected by the
loader as a global; it is deliberately neither defined nor imported here.
"""

# ---------------------------------------------------------------- conversions
_CV1 = "Convert 72 degrees Fahrenheit to Celsius."
_CV2 = ("Convert 500 US dollars to euros at an exchange rate of "
        "1 USD = 0.92 EUR.")
_CV3 = ("A call is scheduled for 3:00 PM in New York (EST, UTC-5). "
        "What time is that in London (GMT, UTC+0)?")
_CV4 = "How many cups are in 2.5 liters? Use 1 cup = 236.6 mL."
_CV5 = "Convert 26.2 miles to kilometers."
_CV6 = "Convert 1,200 square feet to square meters."
_CV7 = ("Convert 9:45 AM Pacific Standard Time (UTC-8) to Central European "
        "Time (UTC+1).")

# --------------------------------------------------------------------- policy
_PO1 = ("Our travel policy says flights shorter than 6 hours must be booked "
        "in economy, while flights of 6 hours or longer may be booked in "
        "premium economy. Can an employee book premium economy for a 7-hour "
        "flight?")
_PO2 = ("Our returns policy allows a refund within 30 days of delivery, for "
        "unopened items only. Can a customer get a refund for an unopened "
        "blender delivered 20 days ago?")
_PO3 = ("Under our remote-work policy, employees who have completed their "
        "90-day probation may work remotely up to 2 days per week. Can an "
        "employee who started 200 days ago work remotely 2 days per week?")
_PO4 = ("Our expense policy reimburses meals up to $50 per day while "
        "traveling, and alcohol is never reimbursed. On a trip, an employee "
        "spent $42 on dinner, including a $12 glass of wine, and nothing else "
        "on food that day. How much will be reimbursed?")
_PO5 = ("The gym's rules say a guest may visit at most 3 times per calendar "
        "month and must always be accompanied by a member. Can a guest who is "
        "accompanied by a member visit for the third time this month?")
_PO6 = ("Under the library's lending rules, a book may be borrowed for 21 "
        "days and renewed once for another 14 days, unless another patron has "
        "placed a hold on it. What is the latest possible due date for a book "
        "borrowed on May 1 that has no holds?")
_PO7 = ("Our PTO policy: full-time employees accrue 1.5 vacation days per "
        "month worked, and at year end unused days carry over up to a maximum "
        "of 5. A full-time employee worked all 12 months and used 14 days. "
        "How many days carry over?")

# ------------------------------------------------------------------------ sql
_SQ1 = ("Write a SQL query that returns the names of all customers in the "
        "customers table whose city is 'Denver'.")
_SQ2 = ("Write a SQL query that computes the total amount per customer_id "
        "from the orders table.")
_SQ3 = ("Write a SQL query that lists the 5 most expensive products (name and "
        "price) from the products table.")
_SQ4 = ("Write a SQL query that deletes rows from the sessions table where "
        "last_seen is more than 30 days ago.")
_SQ5 = ("Write a SQL query that joins employees (id, name, dept_id) with "
        "departments (id, dept_name) and returns each employee's name with "
        "their department name.")
_SQ6 = ("Write a SQL query that finds duplicate email addresses in the users "
        "table, returning each duplicated email and how many times it "
        "appears.")
_SQ7 = ("Write a SQL query that increases every price in the products table "
        "by 10%.")

# ---------------------------------------------------------------------- shell
_SH1 = ("Give a shell command that finds all .log files under /var/log "
        "larger than 100 MB.")
_SH2 = ("Give a shell command that counts the lines containing the word ERROR "
        "in app.log.")
_SH3 = ("Give a shell command that creates a gzip-compressed tar archive "
        "named backup.tar.gz of the directory project/.")
_SH4 = ("Give a shell command that shows the disk usage of each top-level "
        "directory in /home in human-readable form, sorted largest first.")
_SH5 = ("Give a shell command that recursively makes every .sh file under "
        "scripts/ executable by its owner.")
_SH6 = ("Give a shell command that replaces every occurrence of 'http://' "
        "with 'https://' in config.txt, editing the file in place.")
_SH7 = ("Give a shell command that lists the 10 most recently modified files "
        "in the current directory.")

# ---------------------------------------------------------------------- dates
_DA1 = "What date is 100 days after January 15, 2024?"
_DA2 = ("How many days are there between June 1, 2025 and September 15, "
        "2025?")
_DA3 = "What day of the week was July 4, 1976?"
_DA4 = ("What date is 20 business days (Monday to Friday, no holidays) after "
        "Friday, October 3, 2025?")
_DA5 = ("How old, in whole years, is a person born on August 20, 1990 on "
        "March 1, 2025?")
_DA6 = ("It is 11:40 PM on December 31, 2024. What date and time will it be "
        "3 hours and 35 minutes later?")
_DA7 = "What is the date of the last Friday of November 2025?"

# ------------------------------------------------------------------ rewriting
_RW1_S = ("hey all, server's going down sat night for upgrades so pls dont "
          "push anything after 6pm. thx!")
_RW1 = "Make this more formal: " + _RW1_S

_RW2_S = ("The museum opens at 9 a.m. and closes at 5 p.m. Tickets cost 12 "
          "euros, and children under 6 enter for free.")
_RW2 = "Translate this into Spanish: " + _RW2_S

_RW3_S = ("Our quarterly sales rose 8% compared with last quarter, mainly "
          "because of strong demand for the new laptop line. However, "
          "shipping delays in the northern region cost us several large "
          "orders. Next quarter we plan to open a second warehouse to shorten "
          "delivery times.")
_RW3 = "Summarise this in one sentence: " + _RW3_S

_RW4_S = "apples\nbananas\ncherries\ndates"
_RW4 = "Turn this list into a single comma-separated line:\n" + _RW4_S

_RW5_S = ("The budget was approved by the committee, and the new law was "
          "signed by the mayor.")
_RW5 = "Rewrite this sentence in the active voice: " + _RW5_S

_RW6_S = "Their going too the libary tomorow, and they doesnt no the way."
_RW6 = ("Fix the spelling and grammar in this sentence without changing its "
        "meaning: " + _RW6_S)

_RW7_S = ("This lightweight stainless steel water bottle keeps drinks cold "
          "for up to 24 hours and hot for up to 12 hours. It has a leak-proof "
          "lid, a comfortable carrying loop, and fits in most car cup "
          "holders. Available in five colours.")
_RW7 = "Shorten this product description to at most 20 words: " + _RW7_S

# ----------------------------------------------------------------------- code
_CO1 = _fn(
    "second_largest", "nums",
    "Return the second largest distinct value in nums.\n"
    "    nums is guaranteed to contain at least two distinct values.",
    [("second_largest([4, 1, 7, 7, 3])", "4"),
     ("second_largest([10, 20])", "10"),
     ("second_largest([-1, -5, -3])", "-3")],
    " -> int")

_CO2 = _fn(
    "word_frequencies", "text",
    "Return a dict mapping each word in text, lowercased, to the number of\n"
    "    times it occurs. Words are separated by whitespace; keys appear in\n"
    "    order of first occurrence.",
    [('word_frequencies("the cat saw the Dog")',
      "{'the': 2, 'cat': 1, 'saw': 1, 'dog': 1}"),
     ('word_frequencies("")', "{}")],
    " -> dict")

_CO3 = _fn(
    "is_leap_year", "year",
    "Return True if year is a leap year in the Gregorian calendar\n"
    "    (divisible by 4, except century years not divisible by 400),\n"
    "    otherwise False.",
    [("is_leap_year(2024)", "True"),
     ("is_leap_year(1900)", "False"),
     ("is_leap_year(2000)", "True"),
     ("is_leap_year(2023)", "False")],
    " -> bool")

_CO4 = _fn(
    "chunk", "items, size",
    "Split the list items into consecutive chunks of length size, in order.\n"
    "    The last chunk may be shorter if len(items) is not a multiple of size.",
    [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
     ("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]"),
     ("chunk([], 4)", "[]")],
    " -> list")

_CO5 = _fn(
    "caesar_shift", "text, k",
    "Shift each lowercase letter in text forward by k places in the\n"
    "    alphabet, wrapping from 'z' around to 'a'. Leave every other\n"
    "    character (uppercase letters, digits, spaces, punctuation) unchanged.",
    [('caesar_shift("abc xyz", 2)', "'cde zab'"),
     ('caesar_shift("Hi there!", 1)', "'Hj uifsf!'")],
    " -> str")

_CO6 = _fn(
    "running_total", "nums",
    "Return a list whose element i is the sum of nums[0] through nums[i].",
    [("running_total([1, 2, 3, 4])", "[1, 3, 6, 10]"),
     ("running_total([5, -2, 0])", "[5, 3, 3]"),
     ("running_total([])", "[]")],
    " -> list")

_CO7 = _fn(
    "parse_duration", "s",
    "Convert a duration string such as '1h30m', '45m' or '2h' into a total\n"
    "    number of minutes. Hours are marked with 'h' and minutes with 'm'.",
    [('parse_duration("1h30m")', "90"),
     ('parse_duration("45m")', "45"),
     ('parse_duration("2h")', "120")],
    " -> int")


HELDOUT28 = {
    "conversions": [
        (_CV1, "pls convrt 72 degrees farenheit to celsius, thx", None),  # (a)
        (_CV1, "Re: office thermostat\n"
               "> Facilities asked what the thermostat setting means for the "
               "visitors from Europe.\n"
               "Could you convert 72 degrees Fahrenheit to Celsius?\n\n"
               "Thanks,\nDana Whitfield\nFacilities Coordinator",
         None),  # (b)
        (_CV1, "Convert 72 degrees Celsius to Fahrenheit.", "reversed"),
        (_CV1, "Convert 82 degrees Fahrenheit to Celsius.", "quantity"),
        (_CV1, "Convert 72 degrees Fahrenheit to Kelvin.", "entity"),

        (_CV2, "It is kindly requested that the conversion of the sum of five "
               "hundred United States dollars into euros be carried out, the "
               "applicable exchange rate being 1 USD = 0.92 EUR.",
         None),  # (c)
        (_CV2, "## Currency conversion\n"
               "- amount: 500 USD\n"
               "- want: the amount in EUR\n"
               "- rate: 1 USD = 0.92 EUR",
         None),  # (d)
        (_CV2, "Convert 500 US dollars to euros at an exchange rate of "
               "1 USD = 0.95 EUR.", "quantity"),
        (_CV2, "Convert 500 euros to US dollars at an exchange rate of "
               "1 USD = 0.92 EUR.", "reversed"),
        (_CV2, "Convert 500 US dollars to euros at an exchange rate of "
               "1 USD = 0.92 EUR, then deduct a 2% conversion fee.", "step"),

        (_CV3, "a call is sheduled for 3pm in new york (EST, UTC-5), whats "
               "that in london (GMT, UTC+0)?", None),  # (a)
        (_CV3, "The undersigned respectfully requests a determination of the "
               "London time (GMT, UTC+0) corresponding to a call scheduled for "
               "3:00 PM in New York (EST, UTC-5).", None),  # (c)
        (_CV3, "A call is scheduled for 3:00 PM in New York (EST, UTC-5). "
               "What time is that in Tokyo (JST, UTC+9)?", "entity"),
        (_CV3, "A call is scheduled for 3:00 PM in London (GMT, UTC+0). "
               "What time is that in New York (EST, UTC-5)?", "reversed"),

        (_CV4, "Ticket #4471: recipe scaling question\n"
               "> Customer is scaling up a soup recipe for a school event.\n"
               "How many cups are in 2.5 liters? Please use 1 cup = 236.6 mL.\n"
               "--\nPriya N., Customer Support", None),  # (b)
        (_CV4, "**Volume conversion**\n"
               "1. quantity: 2.5 liters\n"
               "2. target unit: cups\n"
               "3. assume 1 cup = 236.6 mL", None),  # (d)
        (_CV4, "How many tablespoons are in 2.5 liters? Use 1 tablespoon = "
               "14.8 mL.", "entity"),
        (_CV4, "How many cups are in 2.5 liters? Use 1 cup = 236.6 mL, and "
               "round down to a whole number of cups.", "output"),

        (_CV5, "conver 26.2 mi to km pls", None),  # (a)
        (_CV5, "### Distance conversion\n"
               "- input: 26.2 miles\n"
               "- want: kilometers", None),  # (d)
        (_CV5, "Convert 13.1 miles to kilometers.", "quantity"),
        (_CV5, "convert 26.2 nautical miles to km pls", "entity"),

        (_CV6, "Subject: Re: apartment listing\n"
               "> The listing only gives the floor area in square feet.\n"
               "Can you convert 1,200 square feet to square meters?\n\n"
               "Best,\nTomas", None),  # (b)
        (_CV6, "The conversion of an area of one thousand two hundred square "
               "feet into square meters is hereby requested.", None),  # (c)
        (_CV6, "Convert 1,200 square meters to square feet.", "reversed"),
        (_CV6, "Convert 1,200 cubic feet to cubic meters.", "entity"),

        (_CV7, "convert 9:45am pacific standard time (utc-8) to central "
               "european time (utc+1) pls", None),  # (a)
        (_CV7, "Ticket #9032: webinar scheduling\n"
               "> Speaker is based in Seattle, audience mostly in Berlin.\n"
               "Please convert 9:45 AM Pacific Standard Time (UTC-8) to "
               "Central European Time (UTC+1).\n"
               "-- Jordan, Events Team", None),  # (b)
        (_CV7, "Convert 9:45 AM Central European Time (UTC+1) to Pacific "
               "Standard Time (UTC-8).", "reversed"),
        (_CV7, "Convert 9:45 PM Pacific Standard Time (UTC-8) to Central "
               "European Time (UTC+1).", "quantity"),
        (_CV7, "Convert 9:45 AM Pacific Standard Time (UTC-8) to Central "
               "European Time (UTC+1), and then also to India Standard Time "
               "(UTC+5:30).", "step"),
    ],

    "policy": [
        (_PO1, "Re: booking for the Lisbon offsite\n"
               "> Finance wants every booking checked against policy before "
               "it is ticketed.\n"
               "Our travel policy says flights shorter than 6 hours must be "
               "booked in economy, while flights of 6 hours or longer may be "
               "booked in premium economy. Can an employee book premium "
               "economy for a 7-hour flight?\n\n"
               "Thanks,\nHelen Ortiz\nTravel Desk", None),  # (b)
        (_PO1, "Pursuant to the travel policy, under which flights of less "
               "than six hours' duration are to be booked in economy class and "
               "flights of six hours' duration or more may be booked in "
               "premium economy, the undersigned kindly requests confirmation "
               "as to whether an employee is permitted to book premium economy "
               "for a flight of seven hours.", None),  # (c)
        (_PO1, "Our travel policy says flights shorter than 6 hours must be "
               "booked in economy, while flights of 6 hours or longer may be "
               "booked in premium economy. Can an employee book premium "
               "economy for a 5-hour flight?", "quantity"),
        (_PO1, "Our travel policy says flights shorter than 6 hours must be "
               "booked in economy, while flights of 6 hours or longer may be "
               "booked in premium economy. Can an employee book business "
               "class for a 7-hour flight?", "entity"),

        (_PO2, "our returns policy = refund w/in 30 days of delivery, unopened "
               "items only. can a customer get a refund for an unopend blender "
               "deliverd 20 days ago?", None),  # (a)
        (_PO2, "## Returns question\n"
               "**Policy:** refunds within 30 days of delivery, unopened items "
               "only.\n"
               "- item: blender, unopened\n"
               "- delivered: 20 days ago\n"
               "- question: can the customer get a refund?", None),  # (d)
        (_PO2, "Our returns policy allows a refund within 30 days of delivery, "
               "for unopened items only. Can a customer get a refund for an "
               "opened blender delivered 20 days ago?", "negation"),
        (_PO2, "Our returns policy allows a refund within 30 days of delivery, "
               "for unopened items only. Can a customer get a refund for an "
               "unopened blender delivered 40 days ago?", "quantity"),

        (_PO3, "remote work policy says employees who finished their 90 day "
               "probation can work remotly up to 2 days/wk. can an employe who "
               "started 200 days ago work remote 2 days a week?", None),  # (a)
        (_PO3, "With reference to the remote-work policy, whereby employees "
               "having completed the ninety-day probationary period are "
               "permitted to work remotely for up to two days per week, it is "
               "requested that a determination be made as to whether an "
               "employee whose employment commenced two hundred days ago may "
               "work remotely two days per week.", None),  # (c)
        (_PO3, "Under our remote-work policy, employees who have completed "
               "their 90-day probation may work remotely up to 2 days per "
               "week. Can an employee who started 200 days ago work remotely "
               "3 days per week?", "quantity"),
        (_PO3, "Under our remote-work policy, employees who have completed "
               "their 90-day probation may work remotely up to 2 days per "
               "week. Can every employee, including those still within their "
               "first 90 days, work remotely 2 days per week?", "scope"),

        (_PO4, "Ticket #3127: meal claim for the Denver trip\n"
               "> Receipt is attached to the expense report.\n"
               "Our expense policy reimburses meals up to $50 per day while "
               "traveling, and alcohol is never reimbursed. On a trip, an "
               "employee spent $42 on dinner, including a $12 glass of wine, "
               "and nothing else on food that day. How much will be "
               "reimbursed?\n--\nMarcus, Accounts Payable", None),  # (b)
        (_PO4, "### Expense question\n"
               "1. Policy: meals are reimbursed up to $50 per day while "
               "traveling\n"
               "2. Policy: alcohol is never reimbursed\n"
               "3. Food spend that day: one $42 dinner, of which $12 was a "
               "glass of wine (nothing else)\n\n"
               "**Question:** how much is reimbursed?", None),  # (d)
        (_PO4, "Our expense policy reimburses meals up to $50 per day while "
               "traveling, and alcohol is never reimbursed. On a trip, an "
               "employee spent $42 on dinner, including a $12 dessert, and "
               "nothing else on food that day. How much will be reimbursed?",
         "entity"),
        (_PO4, "Our expense policy reimburses meals up to $50 per day while "
               "traveling, and alcohol is never reimbursed. On a trip, an "
               "employee spent $72 on dinner, including a $12 glass of wine, "
               "and nothing else on food that day. How much will be "
               "reimbursed?", "quantity"),
        (_PO4, "Our expense policy reimburses meals up to $50 per day while "
               "traveling, and alcohol is never reimbursed. On a trip, an "
               "employee spent $42 on dinner, including a $12 glass of wine, "
               "and nothing else on food that day. How much will be "
               "reimbursed, and how much does the employee have to cover "
               "personally?", "step"),

        (_PO5, "gym rules: guests max 3 visits per calender month + must "
               "always be w/ a member. can a guest whos w/ a member come in "
               "for the 3rd time this month?", None),  # (a)
        (_PO5, "Re: front desk question\n"
               "> A regular's friend is waiting at reception right now.\n"
               "The gym's rules say a guest may visit at most 3 times per "
               "calendar month and must always be accompanied by a member. "
               "Can a guest who is accompanied by a member visit for the third "
               "time this month?\n\nThanks,\nSofia\nFront Desk Supervisor",
         None),  # (b)
        (_PO5, "The gym's rules say a guest may visit at most 3 times per "
               "calendar month and must always be accompanied by a member. "
               "Can a guest who is accompanied by a member visit for the "
               "fourth time this month?", "quantity"),
        (_PO5, "The gym's rules say a guest may visit at most 3 times per "
               "calendar month and must always be accompanied by a member. "
               "Can a guest who is not accompanied by a member visit for the "
               "third time this month?", "negation"),

        (_PO6, "In accordance with the library's lending regulations, under "
               "which a book may be borrowed for a period of twenty-one days "
               "and renewed on one occasion for a further fourteen days unless "
               "a hold has been placed on it by another patron, the latest "
               "possible due date of a book borrowed on May 1, on which no "
               "hold has been placed, is kindly requested.", None),  # (c)
        (_PO6, "**Library due date**\n"
               "- loan period: 21 days\n"
               "- renewals: one, for another 14 days, unless another patron "
               "has placed a hold\n"
               "- borrowed: May 1\n"
               "- holds: none\n"
               "- want: the latest possible due date", None),  # (d)
        (_PO6, "Under the library's lending rules, a book may be borrowed for "
               "21 days and renewed once for another 14 days, unless another "
               "patron has placed a hold on it. What is the latest possible "
               "due date for a book borrowed on May 1 that another patron has "
               "placed a hold on?", "negation"),
        (_PO6, "Under the library's lending rules, a book may be borrowed for "
               "21 days and renewed once for another 14 days, unless another "
               "patron has placed a hold on it. What is the latest possible "
               "due date for a book borrowed on May 10 that has no holds?",
         "quantity"),

        (_PO7, "pto policy: full time employees accrue 1.5 vacation days per "
               "month worked, unused days carry over at yr end up to max 5. a "
               "full-timer worked all 12 months + used 14 days. how many days "
               "carry ovr?", None),  # (a)
        (_PO7, "Subject: Re: year-end PTO balances\n"
               "> HR is closing out balances this week.\n"
               "Our PTO policy: full-time employees accrue 1.5 vacation days "
               "per month worked, and at year end unused days carry over up to "
               "a maximum of 5. A full-time employee worked all 12 months and "
               "used 14 days. How many days carry over?\n\n"
               "Best regards,\nNadia, People Ops", None),  # (b)
        (_PO7, "Our PTO policy: full-time employees accrue 1.5 vacation days "
               "per month worked, and at year end unused days carry over up to "
               "a maximum of 5. A full-time employee worked all 12 months and "
               "used 10 days. How many days carry over?", "quantity"),
        (_PO7, "Our PTO policy: full-time employees accrue 1.5 vacation days "
               "per month worked, and at year end unused days carry over up to "
               "a maximum of 5. A full-time employee worked all 12 months and "
               "used 14 days. How many vacation days did the employee accrue "
               "in total?", "operation"),
    ],

    "sql": [
        (_SQ1, "need a sql query that returns names of all customers in the "
               "customers table whos city is 'Denver' thx", None),  # (a)
        (_SQ1, "Ticket #5802: Denver mailing list\n"
               "> Marketing is planning a local event in Colorado.\n"
               "Please write a SQL query that returns the names of all "
               "customers in the customers table whose city is 'Denver'.\n"
               "-- Kim, Marketing Ops", None),  # (b)
        (_SQ1, "Write a SQL query that returns the names of all customers in "
               "the customers table whose city is 'Boston'.", "entity"),
        (_SQ1, "Write a SQL query that returns the names of all customers in "
               "the customers table whose city is not 'Denver'.", "negation"),
        (_SQ1, "Write a SQL query that returns the number of customers in the "
               "customers table whose city is 'Denver'.", "operation"),

        (_SQ2, "The composition of a SQL query is requested whereby the total "
               "amount for each customer_id is to be computed from the orders "
               "table.", None),  # (c)
        (_SQ2, "## SQL request\n"
               "- table: orders\n"
               "- group by: customer_id\n"
               "- want: the total amount for each customer_id", None),  # (d)
        (_SQ2, "Write a SQL query that computes the average amount per "
               "customer_id from the orders table.", "operation"),
        (_SQ2, "Write a SQL query that computes the total amount per "
               "customer_id from the orders table, counting only orders whose "
               "order_date is in 2024.", "scope"),
        (_SQ2, "Write a SQL query that computes the total amount per "
               "customer_id from the orders table and keeps only the "
               "customers whose total exceeds 1000.", "step"),

        (_SQ3, "sql query pls: the 5 most expensive products (name + price) "
               "from the products table", None),  # (a)
        (_SQ3, "It is requested that a SQL query be written which lists, by "
               "name and price, the five most expensive products contained in "
               "the products table.", None),  # (c)
        (_SQ3, "Write a SQL query that lists the 10 most expensive products "
               "(name and price) from the products table.", "quantity"),
        (_SQ3, "Write a SQL query that lists the 5 cheapest products (name and "
               "price) from the products table.", "reversed"),

        (_SQ4, "Re: sessions table growing too fast\n"
               "> The DBA flagged the sessions table at 40 GB.\n"
               "Could you write a SQL query that deletes rows from the "
               "sessions table where last_seen is more than 30 days ago?\n\n"
               "Thanks,\nOmar\nPlatform Team", None),  # (b)
        (_SQ4, "### Cleanup query\n"
               "- table: sessions\n"
               "- action: delete rows\n"
               "- condition: last_seen is more than 30 days ago", None),  # (d)
        (_SQ4, "Write a SQL query that counts the rows in the sessions table "
               "where last_seen is more than 30 days ago.", "operation"),
        (_SQ4, "Write a SQL query that deletes rows from the sessions table "
               "where last_seen is more than 90 days ago.", "quantity"),

        (_SQ5, "write sql that joins employees (id, name, dept_id) w/ "
               "departments (id, dept_name) and returns each employees name "
               "w/ their dept name", None),  # (a)
        (_SQ5, "**SQL task**\n"
               "1. employees(id, name, dept_id)\n"
               "2. departments(id, dept_name)\n"
               "3. join them and return each employee's name together with "
               "their department name", None),  # (d)
        (_SQ5, "Write a SQL query that joins employees (id, name, dept_id) "
               "with departments (id, dept_name) and returns each employee's "
               "name with their department name, including employees who "
               "have no department.", "scope"),
        (_SQ5, "Write a SQL query that joins employees (id, name, dept_id) "
               "with departments (id, dept_name) and returns each department "
               "name with the number of employees in it.", "operation"),

        (_SQ6, "Ticket #6640: duplicate signups\n"
               "> Support keeps seeing two accounts for the same person.\n"
               "Please write a SQL query that finds duplicate email addresses "
               "in the users table, returning each duplicated email and how "
               "many times it appears.\n-- Farah, Support Engineering",
         None),  # (b)
        (_SQ6, "The undersigned requests a SQL query for the identification of "
               "duplicate email addresses within the users table, the output "
               "of which is to comprise each duplicated email together with "
               "the number of its occurrences.", None),  # (c)
        (_SQ6, "Write a SQL query that finds duplicate phone numbers (phone "
               "column) in the users table, returning each duplicated phone "
               "number and how many times it appears.", "entity"),
        (_SQ6, "Write a SQL query that finds email addresses in the users "
               "table that are not duplicated, i.e. that appear exactly "
               "once.", "negation"),

        (_SQ7, "sql query to increase evry price in the products table by 10% "
               "pls", None),  # (a)
        (_SQ7, "Re: price update for Q3\n"
               "> The new supplier costs take effect on Monday.\n"
               "Please write a SQL query that increases every price in the "
               "products table by 10 percent.\n\nRegards,\nLuis",
         None),  # (b)
        (_SQ7, "Write a SQL query that increases every price in the products "
               "table by 15%.", "quantity"),
        (_SQ7, "Write a SQL query that decreases every price in the products "
               "table by 10%.", "reversed"),
        (_SQ7, "Write a SQL query that increases the price by 10% only for "
               "products in the products table whose category is 'toys'.",
         "scope"),
    ],

    "shell": [
        (_SH1, "gimme a shell cmd to find all .log files under /var/log "
               "bigger than 100MB", None),  # (a)
        (_SH1, "Ticket #1187: disk alert on web-02\n"
               "> /var is at 93% and climbing.\n"
               "Give a shell command that finds all .log files under /var/log "
               "larger than 100 MB.\n-- Nikhil, SRE on call", None),  # (b)
        (_SH1, "Give a shell command that finds all .log files under /var/log "
               "larger than 10 MB.", "quantity"),
        (_SH1, "Give a shell command that finds all .gz files under /var/log "
               "larger than 100 MB.", "entity"),
        (_SH1, "Give a shell command that finds all .log files under /var/log "
               "larger than 100 MB and deletes them.", "step"),

        (_SH2, "It is kindly requested that a shell command be provided by "
               "means of which the number of lines containing the word ERROR "
               "in the file app.log may be counted.", None),  # (c)
        (_SH2, "## Shell\n"
               "- file: app.log\n"
               "- match: lines containing the word ERROR\n"
               "- want: the number of such lines", None),  # (d)
        (_SH2, "Give a shell command that counts the lines not containing the "
               "word ERROR in app.log.", "negation"),
        (_SH2, "Give a shell command that prints the lines containing the word "
               "ERROR in app.log, with their line numbers.", "output"),
        (_SH2, "Give a shell command that counts the lines containing the word "
               "ERROR in app.log, ignoring case (so error and Error count "
               "too).", "scope"),

        (_SH3, "shell cmd pls to make a gzip compressed tar archive called "
               "backup.tar.gz of the project/ dir", None),  # (a)
        (_SH3, "The provision of a shell command for the creation of a "
               "gzip-compressed tar archive, to be named backup.tar.gz, of the "
               "directory project/ is hereby requested.", None),  # (c)
        (_SH3, "Give a shell command that extracts the gzip-compressed tar "
               "archive backup.tar.gz into the current directory.",
         "reversed"),
        (_SH3, "Give a shell command that creates a gzip-compressed tar "
               "archive named backup.tar.gz of the directory project/, "
               "excluding its node_modules subdirectory.", "negation"),
        (_SH3, "Give a shell command that creates a bzip2-compressed tar "
               "archive named backup.tar.bz2 of the directory project/.",
         "entity"),

        (_SH4, "Re: who is filling up /home?\n"
               "> The home partition is almost full again.\n"
               "Can you give a shell command that shows the disk usage of each "
               "top-level directory in /home in human-readable form, sorted "
               "largest first?\n\nCheers,\nAnja", None),  # (b)
        (_SH4, "**Disk usage command**\n"
               "- where: each top-level directory in /home\n"
               "- units: human-readable\n"
               "- order: largest first", None),  # (d)
        (_SH4, "Give a shell command that shows the disk usage of each "
               "top-level directory in /home in human-readable form, sorted "
               "smallest first.", "reversed"),
        (_SH4, "Give a shell command that shows the disk usage of only the 3 "
               "largest top-level directories in /home in human-readable "
               "form, sorted largest first.", "scope"),

        (_SH5, "shell cmd pls: recursivly make every .sh file under scripts/ "
               "executable for the owner", None),  # (a)
        (_SH5, "### chmod task\n"
               "- files: every .sh file under scripts/, recursively\n"
               "- permission to add: execute, for the owner", None),  # (d)
        (_SH5, "Give a shell command that recursively removes the owner's "
               "execute permission from every .sh file under scripts/.",
         "reversed"),
        (_SH5, "Give a shell command that makes every .sh file directly in "
               "scripts/ (not in its subdirectories) executable by its owner.",
         "scope"),

        (_SH6, "Ticket #4409: mixed-content warnings\n"
               "> Browser console shows insecure requests from config links.\n"
               "Give a shell command that replaces every occurrence of "
               "'http://' with 'https://' in config.txt, editing the file in "
               "place.\n-- Yusuf, Web Ops", None),  # (b)
        (_SH6, "A shell command is requested by means of which every "
               "occurrence of 'http://' within config.txt shall be replaced "
               "with 'https://', the modification being effected in place.",
         None),  # (c)
        (_SH6, "Give a shell command that replaces every occurrence of "
               "'https://' with 'http://' in config.txt, editing the file in "
               "place.", "reversed"),
        (_SH6, "Give a shell command that replaces every occurrence of "
               "'http://' with 'https://' in config.txt, printing the result "
               "to standard output instead of editing the file.", "output"),
        (_SH6, "Give a shell command that replaces only the first occurrence "
               "of 'http://' on each line with 'https://' in config.txt, "
               "editing the file in place.", "scope"),

        (_SH7, "shell cmd to list the 10 most recently modifed files in the "
               "current dir", None),  # (a)
        (_SH7, "Re: what changed on the build box?\n"
               "> Something touched the build directory overnight.\n"
               "Give a shell command that lists the 10 most recently modified "
               "files in the current directory.\n\nThanks,\nPaulo",
         None),  # (b)
        (_SH7, "Give a shell command that lists the 3 most recently modified "
               "files in the current directory.", "quantity"),
        (_SH7, "Give a shell command that lists the 10 least recently "
               "modified files in the current directory.", "reversed"),
    ],

    "dates": [
        (_DA1, "what date is 100 days aftr jan 15 2024?", None),  # (a)
        (_DA1, "Re: project kickoff\n"
               "> The contract puts the first milestone 100 days after "
               "kickoff.\n"
               "What date is 100 days after January 15, 2024?\n\n"
               "-- Grace, PMO", None),  # (b)
        (_DA1, "What date is 100 days before January 15, 2024?", "reversed"),
        (_DA1, "What date is 90 days after January 15, 2024?", "quantity"),

        (_DA2, "A determination of the number of days between June 1, 2025 "
               "and September 15, 2025 is respectfully requested.",
         None),  # (c)
        (_DA2, "## Date difference\n"
               "- start: June 1, 2025\n"
               "- end: September 15, 2025\n"
               "- want: the number of days between them", None),  # (d)
        (_DA2, "How many days are there between June 1, 2025 and October 15, "
               "2025?", "quantity"),
        (_DA2, "How many weeks and days are there between June 1, 2025 and "
               "September 15, 2025?", "output"),
        (_DA2, "How many days are there from June 1, 2025 to September 15, "
               "2025, counting both the first and the last day?", "scope"),

        (_DA3, "what day of the wk was july 4 1976?", None),  # (a)
        (_DA3, "It is requested that the day of the week on which July 4, "
               "1976 fell be ascertained.", None),  # (c)
        (_DA3, "What day of the week was July 4, 1977?", "entity"),
        (_DA3, "What day of the year (1 to 366) was July 4, 1976?",
         "operation"),

        (_DA4, "Ticket #8150: vendor delivery deadline\n"
               "> Vendor quotes delivery in 20 business days.\n"
               "What date is 20 business days (Monday to Friday, no holidays) "
               "after Friday, October 3, 2025?\n-- Ahmed, Procurement",
         None),  # (b)
        (_DA4, "**Business-day calculation**\n"
               "- start: Friday, October 3, 2025\n"
               "- add: 20 business days\n"
               "- business days: Monday to Friday, no holidays\n"
               "- want: the resulting date", None),  # (d)
        (_DA4, "What date is 20 calendar days (weekends included, no "
               "holidays) after Friday, October 3, 2025?", "scope"),
        (_DA4, "What date is 20 business days (Monday to Friday, no holidays) "
               "before Friday, October 3, 2025?", "reversed"),
        (_DA4, "What date is 10 business days (Monday to Friday, no holidays) "
               "after Friday, October 3, 2025?", "quantity"),

        (_DA5, "how old (whole yrs) is someone born aug 20 1990 on march 1 "
               "2025?", None),  # (a)
        (_DA5, "### Age question\n"
               "- born: August 20, 1990\n"
               "- as of: March 1, 2025\n"
               "- answer in: whole years", None),  # (d)
        (_DA5, "How old, in years, months and days, is a person born on "
               "August 20, 1990 on March 1, 2025?", "output"),
        (_DA5, "How old, in whole years, is a person born on August 20, 1990 "
               "on September 1, 2025?", "quantity"),

        (_DA6, "Subject: Re: New Year's Eve shift handover\n"
               "> Night crew clocks in at 11:40 PM.\n"
               "It is 11:40 PM on December 31, 2024. What date and time will "
               "it be 3 hours and 35 minutes later?\n\nThanks,\nRosa",
         None),  # (b)
        (_DA6, "Given that the present time is 11:40 PM on December 31, 2024, "
               "the determination of the date and time falling three hours "
               "and thirty-five minutes thereafter is kindly requested.",
         None),  # (c)
        (_DA6, "It is 11:40 PM on December 31, 2024. What date and time was "
               "it 3 hours and 35 minutes earlier?", "reversed"),
        (_DA6, "It is 11:40 PM on December 31, 2024. What date and time will "
               "it be 35 minutes later?", "quantity"),

        (_DA7, "whats the date of the last friday of nov 2025?", None),  # (a)
        (_DA7, "Ticket #2931: Black Friday banner\n"
               "> The banner should go live on the day itself.\n"
               "What is the date of the last Friday of November 2025?\n"
               "-- Theo, Web Content", None),  # (b)
        (_DA7, "What is the date of the last Monday of November 2025?",
         "entity"),
        (_DA7, "What is the date of the first Friday of November 2025?",
         "reversed"),
        (_DA7, "How many Fridays are there in November 2025?", "operation"),
    ],

    "rewriting": [
        (_RW1, "can u make this sound more formall pls: " + _RW1_S,
         None),  # (a)
        (_RW1, "Re: maintenance notice\n"
               "> This needs to go out to the whole engineering list today.\n"
               "Please make the following message more formal:\n" + _RW1_S +
               "\n\nThanks,\nRavi", None),  # (b)
        (_RW1, "Make this more formal and then translate it into French: " +
         _RW1_S, "step"),
        (_RW1, "Make this more formal, as an e-mail subject line of at most 8 "
               "words: " + _RW1_S, "output"),

        (_RW2, "It is kindly requested that the following text be translated "
               "into the Spanish language: " + _RW2_S, None),  # (c)
        (_RW2, "## Translation\n"
               "- target language: Spanish\n"
               "- text: " + _RW2_S, None),  # (d)
        (_RW2, "Translate this into Italian: " + _RW2_S, "entity"),
        (_RW2, "Translate only the first sentence of this into Spanish: " +
         _RW2_S, "scope"),
        (_RW2, "Translate this into Spanish and format it as a bulleted list "
               "with one sentence per bullet: " + _RW2_S, "output"),

        (_RW3, "summarize this in 1 sentance pls: " + _RW3_S, None),  # (a)
        (_RW3, "A summary of the following passage, confined to a single "
               "sentence, is hereby requested: " + _RW3_S, None),  # (c)
        (_RW3, "Summarise this in three sentences: " + _RW3_S, "quantity"),
        (_RW3, "Summarise this in one sentence and then suggest a title for "
               "it: " + _RW3_S, "step"),
        (_RW3, "Summarise this in one sentence without mentioning the "
               "shipping delays: " + _RW3_S, "negation"),

        (_RW4, "Ticket #2208: formatting for the order form\n"
               "> The form field only accepts a single line.\n"
               "Please turn this list into a single comma-separated line:\n" +
               _RW4_S + "\n-- Mei, Ops", None),  # (b)
        (_RW4, "**Reformat**\n"
               "- want: one line, items separated by commas\n"
               "- input (one item per line):\n" + _RW4_S, None),  # (d)
        (_RW4, "Turn this list into a JSON array of strings:\n" + _RW4_S,
         "output"),
        (_RW4, "Sort this list in reverse alphabetical order and turn it into "
               "a single comma-separated line:\n" + _RW4_S, "step"),

        (_RW5, "rewrite this sentance in active voice pls: " + _RW5_S,
         None),  # (a)
        (_RW5, "### Rewrite\n"
               "- voice: active\n"
               "- sentence: " + _RW5_S, None),  # (d)
        (_RW5, "Rewrite only the first clause of this sentence in the active "
               "voice: " + _RW5_S, "scope"),
        (_RW5, "Rewrite this sentence in the active voice and the future "
               "tense: " + _RW5_S, "step"),

        (_RW6, "Subject: Re: newsletter draft\n"
               "> Spotted this in the kids' section.\n"
               "Could you fix the spelling and grammar in this sentence "
               "without changing its meaning?\n" + _RW6_S +
               "\n\nCheers,\nOlga", None),  # (b)
        (_RW6, "The correction of all spelling and grammatical errors in the "
               "sentence below, its meaning to be preserved in full, is "
               "respectfully requested: " + _RW6_S, None),  # (c)
        (_RW6, "Fix the spelling and grammar in this sentence without "
               "changing its meaning, then list each correction you made: " +
         _RW6_S, "step"),
        (_RW6, "Count the spelling and grammar mistakes in this sentence, "
               "without fixing them: " + _RW6_S, "operation"),

        (_RW7, "pls shorten this product descripton to 20 words max: " +
         _RW7_S, None),  # (a)
        (_RW7, "Ticket #5120: listing copy too long\n"
               "> The marketplace limit for the short description is tight.\n"
               "Please shorten this product description to at most 20 "
               "words:\n" + _RW7_S + "\n-- Lena, E-commerce", None),  # (b)
        (_RW7, "Shorten this product description to at most 10 words: " +
         _RW7_S, "quantity"),
        (_RW7, "Expand this product description to about 100 words: " +
         _RW7_S, "reversed"),
    ],

    "code": [
        (_CO1, _fn(
            "second_largest", "nums",
            "return the 2nd largest distinct valeu in nums.\n"
            "    nums alwys has at least 2 distinct vals so u dont need to "
            "check",
            [("second_largest([3, 9, 9, 2])", "3"),
             ("second_largest([1, 2])", "1")],
            " -> int"), None),  # (a)
        (_CO1, _fn(
            "second_largest", "nums",
            "It is required that the second largest of the distinct values\n"
            "    contained in nums be returned by this function. The presence "
            "of at\n"
            "    least two distinct values in nums may be assumed by the "
            "implementer.",
            [("second_largest([5, 5, 8, 6])", "6"),
             ("second_largest([0, -2])", "-2")],
            " -> int"), None),  # (c)
        (_CO1, _fn(
            "second_largest", "nums",
            "Return the second smallest distinct value in nums.\n"
            "    nums is guaranteed to contain at least two distinct values.",
            [("second_largest([4, 1, 7, 7, 3])", "3"),
             ("second_largest([10, 20])", "20")],
            " -> int"), "reversed"),
        (_CO1, _fn(
            "second_largest", "nums",
            "Return the second largest value in nums, without removing\n"
            "    duplicates first (so a repeated maximum counts twice).\n"
            "    nums is guaranteed to contain at least two elements.",
            [("second_largest([4, 1, 7, 7, 3])", "7"),
             ("second_largest([10, 20])", "10")],
            " -> int"), "negation"),

        (_CO2, _fn(
            "word_frequencies", "text",
            "**Task:** word counts\n"
            "    - input: text, words separated by whitespace\n"
            "    - want: dict of lowercased word -> number of occurrences\n"
            "    - key order: order of first occurrence",
            [('word_frequencies("A a B")', "{'a': 2, 'b': 1}"),
             ('word_frequencies("")', "{}")],
            " -> dict"), None),  # (d)
        (_CO2, _fn(
            "word_frequencies", "text",
            "Re: ticket #3310 tag-cloud helper\n"
            "    > The tag cloud should treat 'Sale' and 'sale' as one tag.\n"
            "    Return a dict from each lowercased, whitespace-separated word "
            "of\n"
            "    text to its number of occurrences, keys in first-seen order.\n"
            "    -- Ines, Web Team",
            [('word_frequencies("the cat saw the Dog")',
              "{'the': 2, 'cat': 1, 'saw': 1, 'dog': 1}"),
             ('word_frequencies("")', "{}")],
            " -> dict"), None),  # (b)
        (_CO2, _fn(
            "word_frequencies", "text",
            "Return a list of (word, count) pairs, one per lowercased word of\n"
            "    text (words are separated by whitespace), sorted by count from\n"
            "    highest to lowest, ties kept in order of first occurrence.",
            [('word_frequencies("the cat saw the Dog")',
              "[('the', 2), ('cat', 1), ('saw', 1), ('dog', 1)]"),
             ('word_frequencies("")', "[]")],
            " -> list"), "output"),
        (_CO2, _fn(
            "word_frequencies", "text",
            "Return a dict mapping each word in text, exactly as written and\n"
            "    not lowercased, to the number of times it occurs. Words are\n"
            "    separated by whitespace; keys appear in order of first "
            "occurrence.",
            [('word_frequencies("the cat saw the Dog")',
              "{'the': 2, 'cat': 1, 'saw': 1, 'Dog': 1}"),
             ('word_frequencies("")', "{}")],
            " -> dict"), "negation"),
        (_CO2, _fn(
            "word_frequencies", "text",
            "Return a dict mapping each word of at least 4 letters in text,\n"
            "    lowercased, to the number of times it occurs. Words are "
            "separated\n"
            "    by whitespace; keys appear in order of first occurrence.",
            [('word_frequencies("Rain rain go away")',
              "{'rain': 2, 'away': 1}"),
             ('word_frequencies("")', "{}")],
            " -> dict"), "scope"),

        (_CO3, _fn(
            "is_leap_year", "year",
            "tru if year is a leap yr (gregorian rules: div by 4, but "
            "centurys\n"
            "    only if div by 400), otherwise false",
            [("is_leap_year(1996)", "True"),
             ("is_leap_year(2100)", "False"),
             ("is_leap_year(2400)", "True")],
            " -> bool"), None),  # (a)
        (_CO3, _fn(
            "is_leap_year", "year",
            "### Leap year check\n"
            "    - input: year (an int)\n"
            "    - rule: Gregorian (every 4th year; century years only when\n"
            "      divisible by 400)\n"
            "    - output: True or False",
            [("is_leap_year(2024)", "True"),
             ("is_leap_year(1900)", "False"),
             ("is_leap_year(2000)", "True"),
             ("is_leap_year(2023)", "False")],
            " -> bool"), None),  # (d)
        (_CO3, _fn(
            "is_leap_year", "year",
            "Return True if year is a leap year in the Julian calendar\n"
            "    (every year divisible by 4), otherwise False.",
            [("is_leap_year(2024)", "True"),
             ("is_leap_year(1900)", "True"),
             ("is_leap_year(2023)", "False")],
            " -> bool"), "entity"),
        (_CO3, _fn(
            "is_leap_year", "year",
            "Return True if year is NOT a leap year in the Gregorian calendar\n"
            "    (leap years are divisible by 4, except century years not\n"
            "    divisible by 400), otherwise False.",
            [("is_leap_year(2024)", "False"),
             ("is_leap_year(1900)", "True"),
             ("is_leap_year(2023)", "True")],
            " -> bool"), "negation"),

        (_CO4, _fn(
            "chunk", "items, size",
            "Ticket #7781: batch uploader\n"
            "    > The API accepts at most `size` records per request.\n"
            "    Break items into consecutive lists of size elements each, "
            "keeping\n"
            "    order; whatever is left over forms a final, shorter list.\n"
            "    -- Arjun",
            [("chunk([1, 2, 3, 4, 5, 6, 7], 3)",
              "[[1, 2, 3], [4, 5, 6], [7]]"),
             ("chunk([], 4)", "[]")],
            " -> list"), None),  # (b)
        (_CO4, _fn(
            "chunk", "items, size",
            "It is required that the list items be divided, in its original\n"
            "    order, into successive chunks each comprising size elements, "
            "it\n"
            "    being permitted that the final chunk comprise fewer elements.",
            [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
             ("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]")],
            " -> list"), None),  # (c)
        (_CO4, _fn(
            "chunk", "items, size",
            "Split the list items into consecutive chunks of length size, in "
            "order,\n"
            "    discarding a final chunk that would be shorter than size.",
            [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"),
             ("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]"),
             ("chunk([], 4)", "[]")],
            " -> list"), "scope"),
        (_CO4, _fn(
            "chunk", "items, size",
            "Split the list items into consecutive chunks of length size, in "
            "order,\n"
            "    returning each chunk as a tuple. The last chunk may be "
            "shorter if\n"
            "    len(items) is not a multiple of size.",
            [("chunk([1, 2, 3, 4, 5], 2)", "[(1, 2), (3, 4), (5,)]"),
             ("chunk([], 4)", "[]")],
            " -> list"), "output"),

        (_CO5, _fn(
            "caesar_shift", "text, k",
            "shift every lowercase letter in text fwd by k places, wrap z->a.\n"
            "    leave everything else (caps, digits, spaces, punctuation) as "
            "is",
            [('caesar_shift("zebra 42", 3)', "'cheud 42'"),
             ('caesar_shift("Hi there!", 1)', "'Hj uifsf!'")],
            " -> str"), None),  # (a)
        (_CO5, _fn(
            "caesar_shift", "text, k",
            "**Caesar shift**\n"
            "    - lowercase letters: move forward by k, wrapping 'z' -> 'a'\n"
            "    - everything else (capitals, digits, spaces, punctuation): "
            "unchanged",
            [('caesar_shift("abc xyz", 2)', "'cde zab'"),
             ('caesar_shift("ok, 2 go", 13)', "'bx, 2 tb'")],
            " -> str"), None),  # (d)
        (_CO5, _fn(
            "caesar_shift", "text, k",
            "Shift each lowercase letter in text backward by k places in the\n"
            "    alphabet, wrapping from 'a' around to 'z'. Leave every other\n"
            "    character (uppercase letters, digits, spaces, punctuation) "
            "unchanged.",
            [('caesar_shift("abc xyz", 2)', "'yza vwx'"),
             ('caesar_shift("Hi there!", 1)', "'Hh sgdqd!'")],
            " -> str"), "reversed"),
        (_CO5, _fn(
            "caesar_shift", "text, k",
            "Shift each letter in text, uppercase or lowercase, forward by k\n"
            "    places in the alphabet, wrapping around within its own case.\n"
            "    Leave every other character (digits, spaces, punctuation) "
            "unchanged.",
            [('caesar_shift("abc xyz", 2)', "'cde zab'"),
             ('caesar_shift("Hi there!", 1)', "'Ij uifsf!'")],
            " -> str"), "scope"),

        (_CO6, _fn(
            "running_total", "nums",
            "Re: dashboard cumulative chart\n"
            "    > Product wants the cumulative line, not the daily bars.\n"
            "    Give back a list where position i holds nums[0] + ... + "
            "nums[i].\n"
            "    -- Chen",
            [("running_total([2, 2, 2])", "[2, 4, 6]"),
             ("running_total([])", "[]")],
            " -> list"), None),  # (b)
        (_CO6, _fn(
            "running_total", "nums",
            "It is required that a list be returned of which the element at\n"
            "    position i equals the sum of all elements of nums from index 0 "
            "up\n"
            "    to and including index i.",
            [("running_total([1, 2, 3, 4])", "[1, 3, 6, 10]"),
             ("running_total([5, -2, 0])", "[5, 3, 3]")],
            " -> list"), None),  # (c)
        (_CO6, _fn(
            "running_total", "nums",
            "Return a list whose element i is the product of nums[0] through\n"
            "    nums[i].",
            [("running_total([1, 2, 3, 4])", "[1, 2, 6, 24]"),
             ("running_total([5, -2, 0])", "[5, -10, 0]")],
            " -> list"), "operation"),
        (_CO6, _fn(
            "running_total", "nums",
            "Return a list whose element i is the sum of nums[i] through the\n"
            "    last element of nums.",
            [("running_total([1, 2, 3, 4])", "[10, 9, 7, 4]"),
             ("running_total([5, -2, 0])", "[3, -2, 0]")],
            " -> list"), "reversed"),
        (_CO6, _fn(
            "running_total", "nums",
            "Return a list whose element i is the sum of the elements of nums\n"
            "    before position i, not including nums[i] itself.",
            [("running_total([1, 2, 3, 4])", "[0, 1, 3, 6]"),
             ("running_total([5, -2, 0])", "[0, 5, 3]")],
            " -> list"), "negation"),

        (_CO7, _fn(
            "parse_duration", "s",
            "turn a duration str like '1h30m' / '45m' / '2h' into total "
            "minutes\n"
            "    (h = hours, m = mins)",
            [('parse_duration("3h5m")', "185"),
             ('parse_duration("10m")', "10")],
            " -> int"), None),  # (a)
        (_CO7, _fn(
            "parse_duration", "s",
            "Ticket #6015: timesheet import\n"
            "    > Timesheets arrive as strings like '1h30m'.\n"
            "    Convert a duration string such as '1h30m', '45m' or '2h' into "
            "the\n"
            "    total number of minutes ('h' marks hours, 'm' marks "
            "minutes).\n"
            "    Thanks, Bea",
            [('parse_duration("1h30m")', "90"),
             ('parse_duration("45m")', "45"),
             ('parse_duration("2h")', "120")],
            " -> int"), None),  # (b)
        (_CO7, _fn(
            "parse_duration", "s",
            "Convert a duration string such as '1h30m', '45m' or '2h' into a "
            "total\n"
            "    number of seconds. Hours are marked with 'h' and minutes with "
            "'m'.",
            [('parse_duration("1h30m")', "5400"),
             ('parse_duration("45m")', "2700"),
             ('parse_duration("2h")', "7200")],
            " -> int"), "entity"),
        (_CO7, _fn(
            "parse_duration", "s",
            "Convert a duration string such as '1h30m', '45m' or '2h' into an\n"
            "    (hours, minutes) tuple, normalised so that minutes is below "
            "60.\n"
            "    Hours are marked with 'h' and minutes with 'm'.",
            [('parse_duration("1h30m")', "(1, 30)"),
             ('parse_duration("90m")', "(1, 30)"),
             ('parse_duration("2h")', "(2, 0)")],
            " -> tuple"), "output"),
    ],
}
