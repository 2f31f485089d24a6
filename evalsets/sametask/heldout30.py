"""Held-out set 30 for the "same task?" decision, written blind on 2026-12-04.

Register: everyday requests typed to an AI assistant or agent by a third
writer: short and long mixed, casual next to businesslike, sometimes a
leading sentence of context, sometimes the question first and the facts
scattered after it; abbreviations (hrs, mins, pls, approx, dp, w/), numbers
as words or digits, and some lowercase lines with no final punctuation.

Layout: HELDOUT30 maps each of seven domains ("conversions", "policy", "sql",
"shell", "dates", "rewriting", "code") to a list of tuples
(stored, request, change), where change is None for a paraphrase, otherwise
one of "reversed", "entity", "operation", "quantity", "negation", "step",
"scope", "output".

The helper _fn(name, params, prose, examples, ret="") used for the "code"
domain is injected as a global by the loader; it is not defined or imported
here.
"""

# conversions
_CV1 = "How many kilometres is a 26.2 mile marathon? Round to one decimal."
_CV2 = ("I'm paying a supplier in Japan. Convert 1,250 US dollars to yen at a "
        "rate of 1 USD = 149.80 JPY.")
_CV3 = ("If it's 9:30 am on a Tuesday in London (GMT), what time and day is it "
        "in Sydney when Sydney is on AEDT (UTC+11)?")
_CV4 = "Convert 3.5 cups of flour to grams, assuming 1 cup of flour weighs 120 g."
_CV5 = ("My car does 40 miles per US gallon. What is that in litres per 100 km? "
        "Round to 2 decimal places.")
_CV6 = "My flight is 2 hours 45 minutes. How many minutes is that in total?"
_CV7 = "Convert 5 feet 11 inches to centimetres, rounded to the nearest whole cm."

# policy
_PO1 = ("Our office rule: staff can claim up to $25 per day for lunch when "
        "travelling, but only if the trip is more than 50 km from the office. "
        "Priya travelled 50 km to a client site and spent $22 on lunch. How "
        "much can she claim?")
_PO2 = ("Library rule: books are loaned for 21 days and the late fee is 20 cents "
        "per day, capped at $5 per book. Tom returned one book 30 days late. "
        "What's his fee?")
_PO3 = ("On-call rule: each page between 10 pm and 6 am earns 1 hour of time off "
        "in lieu; pages outside those hours earn nothing. Sam was paged at "
        "11:15 pm, 2:30 am and 6:20 am. How many hours of TOIL does Sam get?")
_PO4 = ("Return policy: unopened items can be returned within 30 days of "
        "delivery for a full refund; opened items within 14 days for store "
        "credit only. A customer's headphones were delivered on 3 March, "
        "opened, and they want to return them on 20 March. What do they get?")
_PO5 = ("Parking policy: employees get a free parking permit if they live more "
        "than 10 miles from the office or if they work night shifts. Dana lives "
        "8 miles away and works day shifts. Is she eligible for a free permit?")
_PO6 = ("Expense rule: receipts are required for any single expense of $75 or "
        "more. Lee's claim has a taxi for $74.50, a hotel for $180 and a dinner "
        "for $75. Which items need receipts?")
_PO7 = ("Leave policy: new staff accrue 1.5 days of annual leave per full month "
        "worked, and can't take leave until they've completed 3 months. Aisha "
        "started on 1 February. How many days of leave has she accrued by "
        "30 June?")

# sql
_SQ1 = ("Write a SQL query that returns the names of customers in the customers "
        "table (columns id, name, city) who live in Leeds, sorted alphabetically.")
_SQ2 = ("Tables: orders(id, customer_id, total, created_at) and customers(id, "
        "name). Write SQL to get each customer's name and their total spend, "
        "only for customers who've spent over 500.")
_SQ3 = ("employees table has id, name, department, salary. write a query for "
        "the highest salary in each department")
_SQ4 = ("Write a SQL query to delete rows from the sessions table (id, user_id, "
        "last_seen) where last_seen is more than 30 days ago. Postgres.")
_SQ5 = ("Products table: id, name, category, price, stock. I need a query "
        "listing the 5 most expensive products that are in stock (stock > 0).")
_SQ6 = ("SQL: from orders(id, customer_id, created_at), count orders per day "
        "for March 2024, oldest day first.")
_SQ7 = ("Write SQL to find duplicate email addresses in users(id, email, "
        "created_at) - just the emails that appear more than once.")

# shell
_SH1 = ("I'm cleaning up our server. Give me a command to delete all .log files "
        "under /var/app/logs (including subfolders) that are older than 14 days.")
_SH2 = "how do i see which process is listening on port 8080 on linux"
_SH3 = ("Command to count the number of lines in every .csv file in the current "
        "directory, with a grand total.")
_SH4 = ("Give me a command that finds the 10 largest files under /home/maria, "
        "biggest first.")
_SH5 = "rename all .jpeg files in the current folder to .jpg"
_SH6 = ("Command to show the last 50 lines of /var/log/syslog and keep "
        "following it as new lines come in.")
_SH7 = ("Compress the folder project_backup into a gzipped tar archive called "
        "project_backup.tar.gz.")

# dates
_DA1 = "What day of the week was 14 July 1989?"
_DA2 = ("How many days are there between 3 March 2025 and 19 June 2025, not "
        "counting the start date but counting the end date?")
_DA3 = "I was born on 17 October 1992. How old am I on 16 October 2024?"
_DA4 = ("If a project starts on Monday 6 January 2025 and takes 15 working days "
        "(Mon-Fri, no holidays), what date does it finish? Day one is the "
        "start date.")
_DA5 = ("My flight leaves Singapore at 23:50 local time (UTC+8) on 10 Nov and "
        "lands in Paris at 06:35 local time (UTC+1) on 11 Nov. How long is the "
        "flight?")
_DA6 = "What date is 90 days after 15 August 2024?"
_DA7 = "How many full weeks are there between 1 January 2026 and 1 April 2026?"

# rewriting
_RW1 = "Translate into Spanish: \"The meeting has been moved to Thursday at 3 pm.\""
_RW2 = "Rewrite this in the passive voice: \"Our team fixed the bug last night.\""
_RW3 = ("Make this more polite for a client email: \"Send me the invoice by "
        "Friday.\"")
_RW4 = "Convert to title case: \"a beginner's guide to growing tomatoes indoors\""
_RW5 = ("Summarise in one sentence: \"We tested the new checkout page with 2,000 "
        "users over two weeks. Conversion rose from 3.1% to 3.8%, but average "
        "page load time increased by 0.4 seconds. The team recommends launching "
        "after fixing the load time.\"")
_RW6 = ("Turn this into a bulleted list, one item per line: \"Bring your "
        "passport, two printed copies of the booking, a pen and your own "
        "lunch.\"")
_RW7 = ("Translate to English: \"Je serai en retard de dix minutes, commencez "
        "sans moi.\"")

_RW5_TEXT = ("\"We tested the new checkout page with 2,000 users over two weeks. "
             "Conversion rose from 3.1% to 3.8%, but average page load time "
             "increased by 0.4 seconds. The team recommends launching after "
             "fixing the load time.\"")

# code
_CO1 = _fn("count_vowels", "s",
           "Return the number of vowels (a, e, i, o, u, case-insensitive) in the string s.",
           [("count_vowels('Hello World')", "3"), ("count_vowels('')", "0"),
            ("count_vowels('AEIOUxyz')", "5")],
           " -> int")
_CO2 = _fn("second_largest", "nums",
           "Return the second largest distinct value in the list nums, or None if there are fewer than two distinct values.",
           [("second_largest([4, 1, 7, 7, 3])", "4"),
            ("second_largest([5, 5]) is None", "True"),
            ("second_largest([2, 9])", "2")])
_CO3 = _fn("parse_duration", "text",
           "Convert a duration string like '1h30m', '45m' or '2h' into a total number of minutes.",
           [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"),
            ("parse_duration('2h')", "120")],
           " -> int")
_CO4 = _fn("chunk", "items, size",
           "Split the list items into consecutive chunks of length size; the last chunk may be shorter.",
           [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
            ("chunk([], 3)", "[]"),
            ("chunk([1, 2, 3], 3)", "[[1, 2, 3]]")],
           " -> list")
_CO5 = _fn("word_freq", "text",
           "Return a dict mapping each lowercased word in text to how many times it appears; words are separated by whitespace.",
           [("word_freq('the cat the Dog')", "{'the': 2, 'cat': 1, 'dog': 1}"),
            ("word_freq('')", "{}")],
           " -> dict")
_CO6 = _fn("clamp", "x, lo, hi",
           "Return x limited to the inclusive range [lo, hi].",
           [("clamp(5, 0, 10)", "5"), ("clamp(-3, 0, 10)", "0"),
            ("clamp(12, 0, 10)", "10")])
_CO7 = _fn("initials", "full_name",
           "Return the uppercase initials of each word in full_name, each followed by a dot.",
           [("initials('ada lovelace')", "'A.L.'"),
            ("initials('Grace Brewster Hopper')", "'G.B.H.'")],
           " -> str")


HELDOUT30 = {
    "conversions": [
        (_CV1, "marathon is 26.2 miles, what's that in km? one decimal place pls", None),
        (_CV1, "Quick one: convert 26.2 mi to kilometres, rounded to 1 dp.", None),
        (_CV1, "How many miles is a 26.2 kilometre run? Round to one decimal.", "reversed"),
        (_CV1, "half marathon is 13.1 miles, what's that in km? one decimal place pls", "quantity"),
        (_CV1, "How many kilometres is a 26.2 mile marathon? Round to the nearest whole number.", "output"),

        (_CV2, "at 149.80 yen per dollar how much yen is $1250? it's for a supplier payment in japan", None),
        (_CV2, "Convert USD 1,250 into JPY using 1 USD = 149.80 JPY (paying a Japanese supplier).", None),
        (_CV2, "I'm paying a supplier in Japan. Convert 1,250 yen to US dollars at a rate of 1 USD = 149.80 JPY.", "reversed"),
        (_CV2, "paying a japanese supplier $1250. at 1 USD = 149.80 JPY how many yen is that once the bank's 2% fee is added on top", "step"),

        (_CV3, "what time is it in sydney (AEDT, UTC+11) when it's 9:30am tuesday in london on GMT? need the day too", None),
        (_CV3, "London's on GMT and it's Tuesday, half nine in the morning. Sydney is on AEDT, UTC+11. What's the local time and day there?", None),
        (_CV3, "If it's 9:30 am on a Tuesday in Sydney (AEDT, UTC+11), what time and day is it in London (GMT)?", "reversed"),
        (_CV3, "If it's 9:30 pm on a Tuesday in London (GMT), what time and day is it in Sydney when Sydney is on AEDT (UTC+11)?", "quantity"),
        (_CV3, "what time and day is it in sydney on AEST (UTC+10) when it's 9:30am tuesday in london, GMT", "entity"),

        (_CV4, "recipe says 3 and a half cups flour, how many grams is that if a cup is 120g", None),
        (_CV4, "Using 120 grams per cup, what's 3.5 cups of flour in grams?", None),
        (_CV4, "Convert 2.5 cups of flour to grams, assuming 1 cup of flour weighs 120 g.", "quantity"),
        (_CV4, "Using 120 grams per cup, what's 3.5 cups of flour in ounces?", "output"),

        (_CV5, "car gets 40 mpg (US gallons). whats that in L/100km, 2 dp", None),
        (_CV5, "Convert a fuel economy of forty miles per US gallon into litres per 100 kilometres, to two decimal places.", None),
        (_CV5, "My car does 40 miles per imperial gallon. What is that in litres per 100 km? Round to 2 decimal places.", "entity"),
        (_CV5, "car gets 45 mpg (US gallons). whats that in L/100km, 2 dp", "quantity"),
        (_CV5, "My car does 40 miles per US gallon. What is that in kilometres per litre? Round to 2 decimal places.", "output"),

        (_CV6, "2 hrs 45 mins flight - total minutes?", None),
        (_CV6, "How many minutes in total is a flight lasting two hours and forty-five minutes?", None),
        (_CV6, "My flight is 2 hours 45 minutes. How many seconds is that in total?", "output"),
        (_CV6, "2 hrs 54 mins flight - total minutes?", "quantity"),

        (_CV7, "whats 5'11 in cm? nearest whole number", None),
        (_CV7, "I'm filling in a form that wants height in cm. I'm five foot eleven - rounded to the nearest cm, what do I put?", None),
        (_CV7, "Convert 6 feet 1 inch to centimetres, rounded to the nearest whole cm.", "quantity"),
        (_CV7, "whats 5'11 in cm? to one decimal place", "output"),
    ],

    "policy": [
        (_PO1, "Priya spent $22 on lunch on a trip to a client 50 km away. Rule is lunch claims up to $25/day only when the trip is over 50km from the office. what can she claim?", None),
        (_PO1, "Policy says travel lunch is claimable up to 25 dollars a day, only for trips more than fifty km from the office. Priya went 50 km to a client and her lunch cost $22. How much is claimable?", None),
        (_PO1, "Our office rule: staff can claim up to $25 per day for lunch when travelling, but only if the trip is at least 50 km from the office. Priya travelled 50 km to a client site and spent $22 on lunch. How much can she claim?", "scope"),
        (_PO1, "Priya spent $22 on lunch on a trip to a client 65 km away. Rule is lunch claims up to $25/day only when the trip is over 50km from the office. what can she claim?", "quantity"),

        (_PO2, "tom's returning a library book 30 days overdue. late fee is 20c/day, max $5 per book (loan period 21 days). how much does he owe", None),
        (_PO2, "What does Tom owe for a book brought back thirty days late, if the library charges 20 cents a day late with a $5 cap per book and loans run 21 days?", None),
        (_PO2, "Library rule: books are loaned for 21 days and the late fee is 20 cents per day, capped at $5 per book. Tom returned one book 20 days late. What's his fee?", "quantity"),
        (_PO2, "Library rule: books are loaned for 21 days and the late fee is 20 cents per day, with no cap. Tom returned one book 30 days late. What's his fee?", "negation"),
        (_PO2, "tom's returning two library books, both 30 days overdue. late fee is 20c/day, max $5 per book (loan period 21 days). how much does he owe in total", "scope"),

        (_PO3, "Sam got paged 3 times overnight: 11:15pm, 2:30am, 6:20am. we give 1 hr time off in lieu per page between 10pm and 6am, nothing for other pages. how many hrs does he get", None),
        (_PO3, "How much time off in lieu does Sam earn? Pages at 23:15, 02:30 and 06:20. Policy: one hour per page received between 22:00 and 06:00, zero otherwise.", None),
        (_PO3, "On-call rule: each page between 10 pm and 6 am earns 1 hour of time off in lieu; pages outside those hours earn nothing. Sam was paged at 11:15 pm, 2:30 am and 5:20 am. How many hours of TOIL does Sam get?", "quantity"),
        (_PO3, "How much time off in lieu does Sam earn? Pages at 23:15, 02:30 and 06:20. Policy: one hour per page received between 22:00 and 07:00, zero otherwise.", "scope"),
        (_PO3, "On-call rule: each page between 10 pm and 6 am earns 1 hour of time off in lieu; pages outside those hours earn nothing. Sam was paged at 11:15 pm, 2:30 am and 6:20 am. How many minutes of TOIL does Sam get?", "output"),

        (_PO4, "customer opened their headphones and wants to send them back on march 20, they were delivered march 3. our policy: unopened = full refund within 30 days of delivery, opened = store credit only within 14 days. what are they entitled to?", None),
        (_PO4, "Delivered 3 Mar, opened, return requested 20 Mar. Under a policy of 30 days for a full refund on unopened items and 14 days for store credit only on opened ones (both counted from delivery), what does the customer get?", None),
        (_PO4, "Return policy: unopened items can be returned within 30 days of delivery for a full refund; opened items within 14 days for store credit only. A customer's headphones were delivered on 3 March, still unopened, and they want to return them on 20 March. What do they get?", "negation"),
        (_PO4, "customer opened their headphones and wants to send them back on march 15, they were delivered march 3. our policy: unopened = full refund within 30 days of delivery, opened = store credit only within 14 days. what are they entitled to?", "quantity"),

        (_PO5, "is dana eligible for free parking? she lives 8 mi from the office, day shifts. rule = free permit if you live >10 miles away or work nights", None),
        (_PO5, "Dana works day shifts and lives eight miles from the office. Our parking rule gives a free permit to anyone living more than 10 miles away or working night shifts. Does she qualify?", None),
        (_PO5, "Parking policy: employees get a free parking permit if they live more than 10 miles from the office or if they work night shifts. Dana lives 8 miles away and works night shifts. Is she eligible for a free permit?", "entity"),
        (_PO5, "is dana eligible for free parking? she lives 8 mi from the office, day shifts. rule = free permit if you live >5 miles away or work nights", "quantity"),

        (_PO6, "Which of Lee's expenses need a receipt? Taxi $74.50, hotel $180, dinner $75. We require receipts for any single expense of 75 dollars or more.", None),
        (_PO6, "lee claimed taxi 74.50, hotel 180, dinner 75. policy: receipt needed for every single item of $75 and up. which ones need receipts", None),
        (_PO6, "Expense rule: receipts are required for any single expense of more than $75. Lee's claim has a taxi for $74.50, a hotel for $180 and a dinner for $75. Which items need receipts?", "quantity"),
        (_PO6, "lee claimed taxi 74.50, hotel 180, dinner 75. policy: receipt needed for every single item of $75 and up. which ones don't need receipts", "negation"),

        (_PO7, "aisha started feb 1st. we accrue 1.5 days annual leave per full month worked (no leave can be taken before 3 months done). how much has she accrued by june 30", None),
        (_PO7, "How many leave days will Aisha have built up by 30 June if she joined on 1 Feb and staff accrue one and a half days per full month worked? (Leave can't be taken in the first three months.)", None),
        (_PO7, "Leave policy: new staff accrue 1.5 days of annual leave per full month worked, and can't take leave until they've completed 3 months. Aisha started on 1 February. How many days of leave has she accrued by 31 May?", "quantity"),
        (_PO7, "aisha started feb 1st. we accrue 1.25 days annual leave per full month worked (no leave can be taken before 3 months done). how much has she accrued by june 30", "quantity"),
        (_PO7, "Aisha joined on 1 Feb and has already taken 2 days off. Staff accrue 1.5 days of annual leave per full month worked and can't take leave until 3 months are done. How many days does she have left as of 30 June?", "step"),
    ],

    "sql": [
        (_SQ1, "need sql: names of all customers from Leeds, A-Z. table customers(id, name, city)", None),
        (_SQ1, "From customers (id, name, city), list the name of every customer whose city is Leeds, in alphabetical order. SQL please.", None),
        (_SQ1, "Write a SQL query that returns the names of customers in the customers table (columns id, name, city) who live in Leeds, sorted reverse alphabetically.", "reversed"),
        (_SQ1, "need sql: names of all customers not from Leeds, A-Z. table customers(id, name, city)", "negation"),

        (_SQ2, "SQL q: for every customer show name + sum of their order totals, but only ones whose spending is more than 500. orders(id, customer_id, total, created_at), customers(id, name)", None),
        (_SQ2, "I'm building a VIP report. Using customers(id, name) and orders(id, customer_id, total, created_at), give me a query returning customer name and total spent, keeping only customers with total spend above 500.", None),
        (_SQ2, "Tables: orders(id, customer_id, total, created_at) and customers(id, name). Write SQL to get each customer's name and their total spend, only for customers who've spent at least 500.", "quantity"),
        (_SQ2, "SQL q: for every customer show name + average order total, but only ones whose average is more than 500. orders(id, customer_id, total, created_at), customers(id, name)", "operation"),
        (_SQ2, "I'm building a VIP report. Using customers(id, name) and orders(id, customer_id, total, created_at), give me a query returning customer name and total spent on orders created in 2024, keeping only customers whose 2024 spend is above 500.", "scope"),

        (_SQ3, "Give me SQL that returns, for each department, the top salary. Table: employees(id, name, department, salary).", None),
        (_SQ3, "In employees(id, name, department, salary), what query gets the maximum salary per department?", None),
        (_SQ3, "employees table has id, name, department, salary. write a query for the lowest salary in each department", "reversed"),
        (_SQ3, "In employees(id, name, department, salary), what query gets the average salary per department?", "operation"),
        (_SQ3, "employees table has id, name, department, salary. write a query for the highest salary in the Sales department", "scope"),

        (_SQ4, "postgres: remove all sessions whose last_seen is older than 30 days. table sessions(id, user_id, last_seen)", None),
        (_SQ4, "I'm cleaning up our db. In Postgres, delete from sessions (id, user_id, last_seen) every row with last_seen over thirty days in the past.", None),
        (_SQ4, "Write a SQL query to count rows in the sessions table (id, user_id, last_seen) where last_seen is more than 30 days ago. Postgres.", "operation"),
        (_SQ4, "postgres: remove all sessions whose last_seen is older than 7 days. table sessions(id, user_id, last_seen)", "quantity"),
        (_SQ4, "I'm cleaning up our db. In Postgres, delete from sessions (id, user_id, last_seen) every row with last_seen within the last thirty days.", "reversed"),

        (_SQ5, "sql for the top 5 priciest products with stock > 0. products(id, name, category, price, stock)", None),
        (_SQ5, "Using products(id, name, category, price, stock), return the five highest-priced products, only counting ones in stock (stock above zero).", None),
        (_SQ5, "Products table: id, name, category, price, stock. I need a query listing the 10 most expensive products that are in stock (stock > 0).", "quantity"),
        (_SQ5, "sql for the 5 cheapest products with stock > 0. products(id, name, category, price, stock)", "reversed"),

        (_SQ6, "need daily order counts for march 2024 from orders(id, customer_id, created_at), sorted earliest date first", None),
        (_SQ6, "Write a query giving the number of orders placed each day in March 2024, in ascending date order. Table orders has id, customer_id, created_at.", None),
        (_SQ6, "SQL: from orders(id, customer_id, created_at), count orders per day for April 2024, oldest day first.", "entity"),
        (_SQ6, "Write a query giving the number of distinct customers who ordered each day in March 2024, in ascending date order. Table orders has id, customer_id, created_at.", "operation"),

        (_SQ7, "users table (id, email, created_at): which emails show up more than once? want a query that lists those emails", None),
        (_SQ7, "Query to list every email address occurring at least twice in users(id, email, created_at).", None),
        (_SQ7, "Write SQL to find duplicate email addresses in users(id, email, created_at) - just the emails that appear more than twice.", "quantity"),
        (_SQ7, "users table (id, email, created_at): which emails show up more than once? want a query that lists those emails plus how many times each one appears", "output"),
    ],

    "shell": [
        (_SH1, "bash one-liner pls: remove every .log file in /var/app/logs and its subdirs last modified more than 14 days ago", None),
        (_SH1, "What command finds and deletes .log files older than two weeks anywhere beneath /var/app/logs?", None),
        (_SH1, "I'm cleaning up our server. Give me a command to delete all .log files directly in /var/app/logs (not in subfolders) that are older than 14 days.", "scope"),
        (_SH1, "bash one-liner pls: list every .log file in /var/app/logs and its subdirs last modified more than 14 days ago", "operation"),
        (_SH1, "What command finds and deletes .log files newer than two weeks anywhere beneath /var/app/logs?", "reversed"),

        (_SH2, "Linux: what command shows the process that's listening on port 8080?", None),
        (_SH2, "Something's already bound to 8080 on my Ubuntu box. How do I find out which process is listening there?", None),
        (_SH2, "how do i see which process is listening on port 8008 on linux", "entity"),
        (_SH2, "Something's already bound to 8080 on my Ubuntu box. How do I find which process is listening there and kill it?", "step"),

        (_SH3, "count lines in each csv in the current dir + total at the end. command?", None),
        (_SH3, "I need the line count of each .csv file in this folder, plus the overall total - what's the shell command?", None),
        (_SH3, "Command to count the total number of lines across all .csv files in the current directory - just the grand total, no per-file counts.", "output"),
        (_SH3, "count lines in each csv in the current dir and all its subdirs + total at the end. command?", "scope"),
        (_SH3, "I need the word count of each .csv file in this folder, plus the overall total - what's the shell command?", "operation"),

        (_SH4, "top ten biggest files anywhere in /home/maria, largest at the top - what's the command", None),
        (_SH4, "Shell command pls: list the 10 largest files in /home/maria (recursively), sorted from largest down.", None),
        (_SH4, "Give me a command that finds the 20 largest files under /home/maria, biggest first.", "quantity"),
        (_SH4, "top ten biggest directories anywhere in /home/maria, largest at the top - what's the command", "entity"),

        (_SH5, "In the current directory, how do I change every .jpeg extension to .jpg?", None),
        (_SH5, "Bash command to rename every file ending .jpeg in this folder so it ends .jpg instead", None),
        (_SH5, "rename all .jpg files in the current folder to .jpeg", "reversed"),
        (_SH5, "In the current directory and all its subfolders, how do I change every .jpeg extension to .jpg?", "scope"),

        (_SH6, "tail the last 50 lines of /var/log/syslog and keep watching for new lines", None),
        (_SH6, "How do I view the final fifty lines of /var/log/syslog and then follow new entries live?", None),
        (_SH6, "Command to show the last 100 lines of /var/log/syslog and keep following it as new lines come in.", "quantity"),
        (_SH6, "How do I print the final fifty lines of /var/log/syslog once and exit, without following new entries?", "negation"),

        (_SH7, "make a .tar.gz of the project_backup folder, name it project_backup.tar.gz", None),
        (_SH7, "What's the tar command to pack the directory project_backup into project_backup.tar.gz (gzip compression)?", None),
        (_SH7, "Extract the gzipped tar archive project_backup.tar.gz into the folder project_backup.", "reversed"),
        (_SH7, "make a bzip2 tar of the project_backup folder, name it project_backup.tar.bz2", "entity"),
        (_SH7, "Compress the folder project_backup into a gzipped tar archive called project_backup.tar.gz, then delete the original folder.", "step"),
    ],

    "dates": [
        (_DA1, "14/07/1989 - which weekday was that?", None),
        (_DA1, "day of week for july 14th 1989?", None),
        (_DA1, "What day of the week was 14 July 1998?", "quantity"),
        (_DA1, "day of week for june 14th 1989?", "entity"),

        (_DA2, "days from march 3 2025 to june 19 2025? exclude the start day, include the end day", None),
        (_DA2, "Count the days from 3 Mar 2025 to 19 Jun 2025 (end date included, start date not).", None),
        (_DA2, "How many days are there between 3 March 2025 and 19 June 2025, counting both the start date and the end date?", "scope"),
        (_DA2, "days from may 3 2025 to june 19 2025? exclude the start day, include the end day", "quantity"),

        (_DA3, "dob 17 oct 1992 - what's my age on 16 oct 2024?", None),
        (_DA3, "How old is someone on 16 October 2024 if they were born on the 17th of October 1992?", None),
        (_DA3, "I was born on 17 October 1992. How old am I on 17 October 2024?", "quantity"),
        (_DA3, "I was born on 16 October 1992. How old am I on 17 October 2024?", "reversed"),
        (_DA3, "dob 17 oct 1992 - how many full months old am i on 16 oct 2024?", "output"),

        (_DA4, "project kicks off mon 6 jan 2025, needs 15 working days (weekdays only, ignore holidays), counting the start day as day 1. finish date?", None),
        (_DA4, "What's the end date of a fifteen-working-day job starting Monday 6 Jan 2025? Monday to Friday only, no public holidays, and the start day counts as day one.", None),
        (_DA4, "If a project starts on Monday 6 January 2025 and takes 15 calendar days, what date does it finish? Day one is the start date.", "scope"),
        (_DA4, "project kicks off mon 6 jan 2025, needs 16 working days (weekdays only, ignore holidays), counting the start day as day 1. finish date?", "quantity"),
        (_DA4, "What's the end date of a fifteen-working-day job starting Monday 6 Jan 2025? Monday to Friday only, no public holidays, and the start day doesn't count as one of the fifteen.", "negation"),

        (_DA5, "flight SIN to CDG: departs 11:50pm 10 nov singapore time (utc+8), arrives 6:35am 11 nov paris time (utc+1). how many hrs in the air?", None),
        (_DA5, "How long is a flight that departs Singapore (UTC+8) on 10 November at 23:50 and arrives in Paris (UTC+1) at 06:35 on 11 November, both local times?", None),
        (_DA5, "My flight leaves Singapore at 23:50 local time (UTC+8) on 10 Nov and lands in Paris at 07:35 local time (UTC+1) on 11 Nov. How long is the flight?", "quantity"),
        (_DA5, "flight SIN to CDG: departs 11:50pm 10 nov singapore time (utc+8), arrives 6:35am 11 nov paris time (utc+2). how many hrs in the air?", "entity"),

        (_DA6, "15 aug 2024 plus ninety days = what date", None),
        (_DA6, "Add 90 days to 15/08/2024 - what's the resulting date?", None),
        (_DA6, "What date is 90 days before 15 August 2024?", "reversed"),
        (_DA6, "15 aug 2024 plus sixty days = what date", "quantity"),
        (_DA6, "Add 90 days to 15/08/2024 - what day of the week does that land on?", "output"),

        (_DA7, "number of complete weeks from jan 1 2026 to april 1 2026?", None),
        (_DA7, "Between 1 Jan 2026 and 1 Apr 2026, how many whole weeks are there?", None),
        (_DA7, "How many full weeks and leftover days are there between 1 January 2026 and 1 April 2026?", "output"),
        (_DA7, "number of complete weeks from jan 1 2028 to april 1 2028?", "entity"),
    ],

    "rewriting": [
        (_RW1, "spanish pls: \"The meeting has been moved to Thursday at 3 pm.\"", None),
        (_RW1, "Can you put this in Spanish for me? \"The meeting has been moved to Thursday at 3 pm.\"", None),
        (_RW1, "Translate into French: \"The meeting has been moved to Thursday at 3 pm.\"", "entity"),
        (_RW1, "Can you put this in Spanish for me? \"The meeting has been moved to Tuesday at 3 pm.\"", "entity"),

        (_RW2, "passive voice version of \"Our team fixed the bug last night.\" pls", None),
        (_RW2, "Change \"Our team fixed the bug last night.\" from active to passive voice.", None),
        (_RW2, "Rewrite this in the passive voice, leaving out who did it: \"Our team fixed the bug last night.\"", "output"),
        (_RW2, "passive voice version of \"Our team fixed the bugs last night.\" pls", "quantity"),

        (_RW3, "Could you make \"Send me the invoice by Friday.\" sound more polite? It's going to a client.", None),
        (_RW3, "client email - soften this so it's polite: \"Send me the invoice by Friday.\"", None),
        (_RW3, "Make this more polite for a client email: \"Send me the invoice by Monday.\"", "entity"),
        (_RW3, "client email - soften this so it's polite, and drop the deadline: \"Send me the invoice by Friday.\"", "scope"),

        (_RW4, "title case this pls: \"a beginner's guide to growing tomatoes indoors\"", None),
        (_RW4, "Can you put \"a beginner's guide to growing tomatoes indoors\" into title case?", None),
        (_RW4, "Convert to upper case: \"a beginner's guide to growing tomatoes indoors\"", "output"),
        (_RW4, "title case this pls: \"a beginner's guide to growing peppers indoors\"", "entity"),

        (_RW5, "one-sentence summary of this pls: " + _RW5_TEXT, None),
        (_RW5, "Give me a single-sentence summary of the following. " + _RW5_TEXT, None),
        (_RW5, "Summarise in three bullet points: " + _RW5_TEXT, "output"),
        (_RW5, "one-sentence summary of this pls: \"We tested the new checkout page with 2,000 users over two weeks. Conversion rose from 3.1% to 3.6%, but average page load time increased by 0.4 seconds. The team recommends launching after fixing the load time.\"", "quantity"),

        (_RW6, "can you make this a bullet list (one item each line): \"Bring your passport, two printed copies of the booking, a pen and your own lunch.\"", None),
        (_RW6, "Split into bullet points, one per item: \"Bring your passport, two printed copies of the booking, a pen and your own lunch.\"", None),
        (_RW6, "Turn this into a numbered list, one item per line: \"Bring your passport, two printed copies of the booking, a pen and your own lunch.\"", "output"),
        (_RW6, "can you make this a bullet list (one item each line): \"Bring your passport, three printed copies of the booking, a pen and your own lunch.\"", "quantity"),
        (_RW6, "Split into bullet points, one per item, but leave out the lunch: \"Bring your passport, two printed copies of the booking, a pen and your own lunch.\"", "scope"),

        (_RW7, "what does \"Je serai en retard de dix minutes, commencez sans moi.\" mean in english", None),
        (_RW7, "English translation please - \"Je serai en retard de dix minutes, commencez sans moi.\"", None),
        (_RW7, "Translate to English: \"Je serai en retard de vingt minutes, commencez sans moi.\"", "quantity"),
        (_RW7, "what does \"Je serai en retard de dix minutes, ne commencez pas sans moi.\" mean in english", "negation"),
        (_RW7, "Translate to German: \"Je serai en retard de dix minutes, commencez sans moi.\"", "entity"),
    ],

    "code": [
        (_CO1, _fn("count_vowels", "s",
                   "Count how many characters of s are vowels (a, e, i, o or u), ignoring case.",
                   [("count_vowels('Hello World')", "3"), ("count_vowels('')", "0"),
                    ("count_vowels('AEIOUxyz')", "5")],
                   " -> int"), None),
        (_CO1, _fn("count_vowels", "s",
                   "Number of vowels in s; upper and lower case both count. Vowels are a, e, i, o, u.",
                   [("count_vowels('AEIOUxyz')", "5"), ("count_vowels('Hello World')", "3"),
                    ("count_vowels('')", "0")],
                   " -> int"), None),
        (_CO1, _fn("count_vowels", "s",
                   "Return the number of vowels (a, e, i, o, u and also y, case-insensitive) in the string s.",
                   [("count_vowels('Hello World')", "3"), ("count_vowels('')", "0"),
                    ("count_vowels('AEIOUxyz')", "6")],
                   " -> int"), "scope"),
        (_CO1, _fn("count_vowels", "s",
                   "Return the number of vowels (a, e, i, o, u, case-sensitive, so only lowercase ones count) in the string s.",
                   [("count_vowels('Hello World')", "3"), ("count_vowels('')", "0"),
                    ("count_vowels('AEIOUxyz')", "0")],
                   " -> int"), "negation"),

        (_CO2, _fn("second_largest", "nums",
                   "Give back the runner-up value among the distinct numbers in nums; None when nums has fewer than two different values.",
                   [("second_largest([4, 1, 7, 7, 3])", "4"),
                    ("second_largest([5, 5]) is None", "True"),
                    ("second_largest([2, 9])", "2")]), None),
        (_CO2, _fn("second_largest", "nums",
                   "Return the second biggest value in nums counting duplicates once, or None if there aren't at least two distinct values.",
                   [("second_largest([2, 9])", "2"),
                    ("second_largest([4, 1, 7, 7, 3])", "4"),
                    ("second_largest([5, 5]) is None", "True")]), None),
        (_CO2, _fn("second_largest", "nums",
                   "Return the second smallest distinct value in the list nums, or None if there are fewer than two distinct values.",
                   [("second_largest([4, 1, 7, 7, 3])", "3"),
                    ("second_largest([5, 5]) is None", "True"),
                    ("second_largest([2, 9])", "9")]), "reversed"),
        (_CO2, _fn("second_largest", "nums",
                   "Return the second largest value in the list nums, where duplicates count separately (so [7, 7] gives 7), or None if nums has fewer than two items.",
                   [("second_largest([4, 1, 7, 7, 3])", "7"),
                    ("second_largest([5, 5])", "5"),
                    ("second_largest([2, 9])", "2")]), "negation"),
        (_CO2, _fn("second_largest", "nums",
                   "Return the third largest distinct value in the list nums, or None if there are fewer than three distinct values.",
                   [("second_largest([4, 1, 7, 7, 3])", "3"),
                    ("second_largest([5, 5]) is None", "True"),
                    ("second_largest([2, 9]) is None", "True")]), "quantity"),

        (_CO3, _fn("parse_duration", "text",
                   "Turn strings such as '2h', '45m' or '1h30m' (hours and/or minutes) into the total duration in minutes.",
                   [("parse_duration('2h')", "120"), ("parse_duration('1h30m')", "90"),
                    ("parse_duration('45m')", "45")],
                   " -> int"), None),
        (_CO3, _fn("parse_duration", "text",
                   "Total minutes represented by a duration string like '1h30m', '45m' or '2h'.",
                   [("parse_duration('1h30m')", "90"),
                    ("parse_duration('45m')", "45"),
                    ("parse_duration('2h')", "120")],
                   " -> int"), None),
        (_CO3, _fn("parse_duration", "text",
                   "Convert a duration string like '1h30m', '45m' or '2h' into a total number of seconds.",
                   [("parse_duration('1h30m')", "5400"), ("parse_duration('45m')", "2700"),
                    ("parse_duration('2h')", "7200")],
                   " -> int"), "output"),
        (_CO3, _fn("parse_duration", "text",
                   "Convert a duration string like '1d2h', '1h30m', '45m' or '2h' (d = days, h = hours, m = minutes) into a total number of minutes.",
                   [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"),
                    ("parse_duration('2h')", "120"), ("parse_duration('1d2h')", "1560")],
                   " -> int"), "scope"),

        (_CO4, _fn("chunk", "items, size",
                   "Break items into successive pieces of size elements each, in order; whatever is left over at the end forms a final, shorter piece.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
                    ("chunk([], 3)", "[]"),
                    ("chunk([1, 2, 3], 3)", "[[1, 2, 3]]")],
                   " -> list"), None),
        (_CO4, _fn("chunk", "items, size",
                   "Return items cut into consecutive sublists of length size (the final sublist can be shorter).",
                   [("chunk([1, 2, 3], 3)", "[[1, 2, 3]]"),
                    ("chunk([1,2,3,4,5], 2)", "[[1, 2], [3, 4], [5]]"),
                    ("chunk([], 3)", "[]")],
                   " -> list"), None),
        (_CO4, _fn("chunk", "items, size",
                   "Split the list items into consecutive chunks of length size; a last chunk shorter than size is dropped.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"),
                    ("chunk([], 3)", "[]"),
                    ("chunk([1, 2, 3], 3)", "[[1, 2, 3]]")],
                   " -> list"), "negation"),
        (_CO4, _fn("chunk", "items, size",
                   "Split the list items into consecutive chunks of length size, counting from the end of the list, so the first chunk may be shorter.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1], [2, 3], [4, 5]]"),
                    ("chunk([], 3)", "[]"),
                    ("chunk([1, 2, 3], 3)", "[[1, 2, 3]]")],
                   " -> list"), "reversed"),

        (_CO5, _fn("word_freq", "text",
                   "Count occurrences of each whitespace-separated word in text, case-insensitively, and return them as a dict keyed by the lowercase word.",
                   [("word_freq('the cat the Dog')", "{'the': 2, 'cat': 1, 'dog': 1}"),
                    ("word_freq('')", "{}")],
                   " -> dict"), None),
        (_CO5, _fn("word_freq", "text",
                   "Word counts for text as a dict: split on whitespace, lowercase each word, map word -> number of times seen.",
                   [("word_freq('')", "{}"),
                    ("word_freq('the cat the Dog')", "{'the': 2, 'cat': 1, 'dog': 1}")],
                   " -> dict"), None),
        (_CO5, _fn("word_freq", "text",
                   "Return a dict mapping each lowercased word in text to how many times it appears, keeping only words that appear more than once; words are separated by whitespace.",
                   [("word_freq('the cat the Dog')", "{'the': 2}"),
                    ("word_freq('')", "{}")],
                   " -> dict"), "scope"),
        (_CO5, _fn("word_freq", "text",
                   "Return a dict mapping each word in text, exactly as written (case-sensitive, not lowercased), to how many times it appears; words are separated by whitespace.",
                   [("word_freq('the cat the Dog')", "{'the': 2, 'cat': 1, 'Dog': 1}"),
                    ("word_freq('')", "{}")],
                   " -> dict"), "negation"),
        (_CO5, _fn("word_freq", "text",
                   "Return a list of (word, count) pairs for the lowercased whitespace-separated words in text, most frequent first, ties in order of first appearance.",
                   [("word_freq('the cat the Dog')", "[('the', 2), ('cat', 1), ('dog', 1)]"),
                    ("word_freq('')", "[]")],
                   " -> list"), "output"),

        (_CO6, _fn("clamp", "x, lo, hi",
                   "Bound x so it is no smaller than lo and no bigger than hi (both ends included) and return it.",
                   [("clamp(5, 0, 10)", "5"), ("clamp(-3, 0, 10)", "0"),
                    ("clamp(12, 0, 10)", "10")]), None),
        (_CO6, _fn("clamp", "x, lo, hi",
                   "Clamp x into [lo, hi]: values below lo become lo, values above hi become hi, anything in between is returned unchanged.",
                   [("clamp(12, 0, 10)", "10"), ("clamp(5, 0, 10)", "5"),
                    ("clamp(-3, 0, 10)", "0")]), None),
        (_CO6, _fn("clamp", "x, lo, hi",
                   "Return True if x lies in the inclusive range [lo, hi], otherwise False.",
                   [("clamp(5, 0, 10)", "True"), ("clamp(-3, 0, 10)", "False"),
                    ("clamp(12, 0, 10)", "False")]), "operation"),
        (_CO6, _fn("clamp", "x, lo, hi",
                   "Limit x to the inclusive range [lo, hi], then return where it sits in that range as a fraction from 0.0 (at lo) to 1.0 (at hi).",
                   [("clamp(5, 0, 10)", "0.5"), ("clamp(-3, 0, 10)", "0.0"),
                    ("clamp(12, 0, 10)", "1.0")]), "step"),

        (_CO7, _fn("initials", "full_name",
                   "First letter of every word in full_name, uppercased, each followed by a full stop, all joined together.",
                   [("initials('ada lovelace')", "'A.L.'"),
                    ("initials('Grace Brewster Hopper')", "'G.B.H.'")],
                   " -> str"), None),
        (_CO7, _fn("initials", "full_name",
                   "Build dotted capital initials from the words of full_name, e.g. 'A.L.' for 'ada lovelace'.",
                   [("initials('Grace Brewster Hopper')", "'G.B.H.'"),
                    ("initials('ada lovelace')", "'A.L.'")],
                   " -> str"), None),
        (_CO7, _fn("initials", "full_name",
                   "Return the uppercase initials of each word in full_name run together with no dots.",
                   [("initials('ada lovelace')", "'AL'"),
                    ("initials('Grace Brewster Hopper')", "'GBH'")],
                   " -> str"), "output"),
        (_CO7, _fn("initials", "full_name",
                   "Return the uppercase initials of only the first and last words in full_name, each followed by a dot.",
                   [("initials('ada lovelace')", "'A.L.'"),
                    ("initials('Grace Brewster Hopper')", "'G.H.'")],
                   " -> str"), "scope"),
    ],
}
