"""Split ``heldout19``: requests written by hand on 2026-12-02 by an engineer who read neither the rules nor any other hand-written set nor this project's code; never used to tune a rule. Register: plain stored requests, each paraphrased by two different kinds of informal writer (non-native speaker, voice dictation, backstory first, terse expert, or indirect yes/no question). Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same answer, else the kind of change."""
# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = "Convert 98.6 degrees Fahrenheit to Celsius."
_CV2 = "How many kilometres is 26.2 miles?"
_CV3 = "Convert 250 US dollars to euros at an exchange rate of 1 USD = 0.92 EUR."
_CV4 = "If it is 3:00 PM in New York, what time is it in London? Assume both cities are on standard time."
_CV5 = "How many US cups are in 2 litres?"
_CV6 = "Convert 180 pounds to kilograms."
_CV7 = "Convert 5 GB to MB, using 1 GB = 1024 MB."

# --------------------------------------------------------------------- policy
_PO1 = (
    "Refund policy: Items returned within 30 days of delivery get a full refund. Items returned "
    "between 31 and 60 days after delivery get store credit only. Nothing is accepted after 60 days. "
    "Sale items are final sale. A customer received a full-price jacket 45 days ago and wants to "
    "return it. What do they get?"
)
_PO2 = (
    "Leave policy: Full-time employees get 20 days of paid annual leave per year. Part-time employees "
    "get leave pro-rated to their contracted days (a 3-day week gets 60% of the full-time amount). Up "
    "to 5 unused days can be carried over to the next year. How many days of paid annual leave per "
    "year does a part-time employee working 3 days a week get?"
)
_PO3 = (
    "Expense policy: Meals while travelling are reimbursed up to $50 per day. Alcohol is never "
    "reimbursed. A receipt is required for any single expense over $25. An employee on a business trip "
    "spent $42 on dinner, including $12 for wine, and has the receipt. How much will be reimbursed?"
)
_PO4 = (
    "Shipping policy: Orders over $75 ship free within the continental US. Orders of $75 or less pay "
    "a flat $8.95. Orders to Alaska and Hawaii always pay $19.95, whatever the total. What is the "
    "shipping cost for a $75 order going to Ohio?"
)
_PO5 = (
    "Building access policy: Employees may enter the building from 6 AM to 10 PM on weekdays with "
    "their badge. Weekend access requires manager approval submitted by Friday noon. Contractors may "
    "only enter from 8 AM to 6 PM on weekdays and never on weekends. Can a contractor enter the "
    "building at 7 AM on a Tuesday?"
)
_PO6 = (
    "IT password policy: Passwords must be at least 12 characters long, contain at least one digit and "
    "at least one symbol, and must not contain the user's first name. The user's name is Maria. Is the "
    "password 'sunflower#2024' acceptable?"
)
_PO7 = (
    "Cancellation policy: Hotel bookings cancelled more than 48 hours before check-in get a full "
    "refund. Cancellations within 48 hours of check-in are charged one night. No-shows are charged the "
    "full stay. A guest booked 3 nights at $120 per night and cancels 24 hours before check-in. How "
    "much are they charged?"
)

# ------------------------------------------------------------------------ sql
_SQ1 = "Given the table employees(id, name, department, salary), write a SQL query that returns the average salary per department."
_SQ2 = "Table orders(order_id, customer_id, order_date, total). Write a SQL query that lists the 10 most recent orders."
_SQ3 = "Tables customers(id, name, email) and orders(id, customer_id, total). Write a SQL query to find the customers who have never placed an order."
_SQ4 = "Table products(id, name, category, price, stock). Write a SQL query that returns the names of products in the 'Electronics' category that are out of stock (stock = 0)."
_SQ5 = "Table logins(user_id, login_time). Write a SQL query that counts the distinct users who logged in during March 2024."
_SQ6 = "Table accounts(id, owner, balance, status). Write a SQL statement that sets status to 'frozen' for every account with a negative balance."
_SQ7 = "Table employees(id, name, manager_id). Write a SQL query that returns each manager_id together with the number of employees who report to that manager."

# ---------------------------------------------------------------------- shell
_SH1 = "Give me a shell command to find all files ending in .log under /var/log that are larger than 100 MB."
_SH2 = "Write a shell command that counts the number of lines in the file access.log that contain the word 'ERROR'."
_SH3 = "How do I rename all .jpeg files in the current directory so they have a .jpg extension instead?"
_SH4 = "Show me a shell command that lists the 5 largest files in the current directory, sorted by size."
_SH5 = "Give me a command to kill all processes named 'python3' that are owned by the user alice."
_SH6 = "Write a shell command that prints the third column of data.csv, where the columns are separated by commas."
_SH7 = "Give me a command to compress the directory project/ into a gzipped tar archive named project.tar.gz."

# ---------------------------------------------------------------------- dates
_DA1 = "What day of the week was 14 July 1989?"
_DA2 = "How many days are there between March 3, 2024 and June 18, 2024?"
_DA3 = "What date is 90 days after January 15, 2025?"
_DA4 = "How old was a person born on 10 October 1985 on 1 October 2020?"
_DA5 = "What is the date 3 months after November 15, 2023?"
_DA6 = "How long is it from 9:45 AM to 4:20 PM on the same day, in hours and minutes?"
_DA7 = "What day of the week is Christmas Day 2026?"

# ------------------------------------------------------------------ rewriting
_RW1 = "Translate into French: 'The meeting has been moved to Thursday afternoon.'"
_RW2 = "Make this email more formal: 'hey, can't make it tomorrow, let's push to next week?'"
_RW3 = "Fix the grammar in this sentence: 'Me and him goes to the store every days.'"
_RW_TEXT = (
    "'Our Q3 revenue grew 12% compared to Q2, mainly because of strong sales in Europe. However, costs "
    "also rose by 15% due to new hires and higher shipping prices, so profit margins shrank slightly. "
    "We expect margins to recover in Q4 as the hiring wave ends.'"
)
_RW4 = "Summarise the following in one sentence: " + _RW_TEXT
_RW5 = "Convert this sentence to passive voice: 'The committee approved the new budget on Monday.'"
_RW6 = "Turn this list into one comma-separated line, keeping the same order:\n- apples\n- bananas\n- cherries\n- dates"
_RW_PHOTO = "'Photosynthesis is the process by which plants convert light energy into chemical energy stored in glucose.'"
_RW7 = "Rewrite this sentence so that a 10-year-old can understand it: " + _RW_PHOTO

# ----------------------------------------------------------------------- code
_CO1 = _fn(
    "count_runs", "s",
    "Return the number of maximal runs of identical consecutive characters in s.",
    [("count_runs('aaabbc')", "3"), ("count_runs('')", "0")], " -> int",
)
_CO2 = _fn(
    "mask_card", "number",
    "Return the card number string with every character except the last 4 replaced by '*'.\n"
    "    Numbers of 4 characters or fewer are returned unchanged.",
    [("mask_card('1234567890123456')", "'************3456'"), ("mask_card('123')", "'123'")], " -> str",
)
_CO3 = _fn(
    "window_sums", "nums, k",
    "Return a list with the sum of every contiguous window of length k in nums, left to right.\n"
    "    If nums is shorter than k, return an empty list.",
    [("window_sums([1, 2, 3, 4], 2)", "[3, 5, 7]"), ("window_sums([1, 2], 3)", "[]")], " -> list",
)
_CO4 = _fn(
    "initials", "full_name",
    "Return the uppercase initials of the words in full_name, each followed by a dot.",
    [("initials('ada lovelace')", "'A.L.'"), ("initials('Grace Brewster Hopper')", "'G.B.H.'")], " -> str",
)
_CO5 = _fn(
    "parse_duration", "text",
    "Convert a duration such as '1h30m', '45m' or '2h' into a total number of minutes.",
    [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"), ("parse_duration('2h')", "120")], " -> int",
)
_CO6 = _fn(
    "bucket_ages", "ages",
    "Return a dict counting how many ages fall in each group: 'child' (under 13),\n"
    "    'teen' (13 to 19 inclusive) and 'adult' (20 and over). All three keys are always present.",
    [("bucket_ages([5, 13, 19, 20, 40])", "{'child': 1, 'teen': 2, 'adult': 2}")], " -> dict",
)
_CO7 = _fn(
    "merge_ranges", "ranges",
    "Merge overlapping closed intervals given as (start, end) tuples and return them sorted by start.\n"
    "    Intervals that share an end point overlap.",
    [("merge_ranges([(1, 3), (2, 5), (8, 9)])", "[(1, 5), (8, 9)]"), ("merge_ranges([(1, 2), (3, 4)])", "[(1, 2), (3, 4)]")],
    " -> list",
)

HELDOUT19 = {
    "conversions": [
        (_CV1, "ok so um what's ninety eight point six fahrenheit in celsius", None),
        (_CV1, "Do you happen to know what 98.6 °F works out to in Celsius?", None),
        (_CV1, "Convert 98.6 degrees Celsius to Fahrenheit.", "reversed"),
        (_CV1, "Convert 96.8 degrees Fahrenheit to Celsius.", "quantity"),
        (_CV1, "Convert 98.6 degrees Fahrenheit to Kelvin.", "entity"),

        (_CV2, "Please, how much kilometer is 26.2 miles? I need it for my marathon plan.", None),
        (_CV2, "26.2 mi -> km", None),
        (_CV2, "How many miles is 26.2 kilometres?", "reversed"),
        (_CV2, "How many kilometres is 26.2 nautical miles?", "entity"),

        (_CV3, "I'm paying a supplier in Germany and my bank quoted me 0.92 euros per US dollar today. How many euros will 250 dollars get me?", None),
        (_CV3, "convert two hundred fifty dollars to euros the rate is one dollar equals zero point nine two euros", None),
        (_CV3, "Convert 250 euros to US dollars at an exchange rate of 1 USD = 0.92 EUR.", "reversed"),
        (_CV3, "Convert 250 US dollars to euros at an exchange rate of 1 USD = 0.95 EUR.", "quantity"),
        (_CV3, "Convert 250 US dollars to euros at an exchange rate of 1 USD = 0.92 EUR, then take off a 2% conversion fee.", "step"),

        (_CV4, "Quick question: when it's 3 in the afternoon in New York, do you know what time that is in London? Both on standard time, no daylight saving.", None),
        (_CV4, "In New York is 15:00 now, standard time. Which hour is it in London then, also standard time?", None),
        (_CV4, "If it is 3:00 PM in London, what time is it in New York? Assume both cities are on standard time.", "reversed"),
        (_CV4, "If it is 3:00 PM in New York, what time is it in Tokyo? Assume New York is on standard time.", "entity"),

        (_CV5, "2 L to US cups", None),
        (_CV5, "I'm following an American recipe but my measuring jug only shows litres. I've got 2 litres of stock, how many US cups is that?", None),
        (_CV5, "How many US cups are in 2 US gallons?", "entity"),
        (_CV5, "How many litres are in 2 US cups?", "reversed"),

        (_CV6, "hey convert one hundred eighty pounds into kilograms please", None),
        (_CV6, "My weight is 180 pound. How much it is in kilo?", None),
        (_CV6, "Convert 180 pounds to stones.", "entity"),
        (_CV6, "Convert 108 pounds to kilograms.", "quantity"),

        (_CV7, "5 GB in MB, binary (1 GB = 1024 MB)", None),
        (_CV7, "Would you know how many megabytes are in 5 gigabytes if we count 1 GB as 1024 MB?", None),
        (_CV7, "Convert 5 GB to MB, using 1 GB = 1000 MB.", "quantity"),
        (_CV7, "Convert 5 MB to GB, using 1 GB = 1024 MB.", "reversed"),
    ],
    "policy": [
        (_PO1, "I work the help desk at a clothing shop and a customer just called. Our policy: returns within 30 days of delivery get a full refund; from day 31 to day 60 after delivery it's store credit only; after 60 days we accept nothing; sale items are final sale. She got a jacket at full price 45 days ago and wants to send it back. What can I offer her?", None),
        (_PO1, "Policy is: return in 30 days from delivery = full refund. Return from 31 until 60 days after delivery = only store credit. After 60 days we not accept. Sale item is final sale. Customer have a jacket, not on sale, delivered 45 days before. What he receive if he return it?", None),
        (_PO1, _PO1.replace("full-price jacket 45 days ago", "full-price jacket 25 days ago"), "quantity"),
        (_PO1, _PO1.replace("full-price jacket 45 days ago", "jacket bought on sale 45 days ago"), "scope"),

        (_PO2, "Our leave policy says: full-time employees get 20 days of paid annual leave per year; part-time employees get leave pro-rated to their contracted days, so a 3-day week gets 60% of the full-time amount; up to 5 unused days can be carried over to the next year. Can you tell me how many paid leave days a year someone on a three-day week gets?", None),
        (_PO2, "so the policy says full time staff get twenty days paid annual leave a year part time staff get it pro rated to their contracted days so a three day week gets sixty percent of the full time amount and you can carry over up to five unused days um how many days a year does a part timer on three days a week get", None),
        (_PO2, _PO2.replace("How many days of paid annual leave per year does a part-time employee working 3 days a week get?", "How many days of paid annual leave per year does a full-time employee get?"), "entity"),
        (_PO2, _PO2.replace("How many days of paid annual leave per year does a part-time employee working 3 days a week get?", "A part-time employee working 3 days a week carried over 4 unused days from last year. How many days of paid annual leave can they take this year?"), "step"),

        (_PO3, "Policy: travel meals reimbursed up to $50/day; alcohol never; receipt needed for any single expense >$25. Dinner $42 incl. $12 wine, receipt kept. Reimbursable amount?", None),
        (_PO3, "I just got back from a client visit and I'm filling out my expense report. Our policy says travel meals are covered up to $50 a day, alcohol is never covered, and any single expense over $25 needs a receipt. My dinner was $42, of which $12 was wine, and I have the receipt. How much will I get back?", None),
        (_PO3, _PO3.replace("and has the receipt", "and lost the receipt"), "negation"),
        (_PO3, _PO3.replace("spent $42 on dinner", "spent $72 on dinner"), "quantity"),
        (_PO3, _PO3.replace("How much will be reimbursed?", "How much will the employee have to pay out of their own pocket?"), "operation"),

        (_PO4, "The shipping rule of our shop: order more than $75 have free shipping inside continental US, order $75 or less pay flat $8.95, and Alaska or Hawaii pay always $19.95 no matter the total. For an order of exactly $75 going to Ohio, how much is the shipping?", None),
        (_PO4, "Given this policy (orders over $75 ship free in the continental US, orders of $75 or less pay a flat $8.95, Alaska and Hawaii always pay $19.95 whatever the total), do you know what shipping would be on a $75 order headed to Ohio?", None),
        (_PO4, _PO4.replace("for a $75 order going to Ohio", "for a $76 order going to Ohio"), "quantity"),
        (_PO4, _PO4.replace("for a $75 order going to Ohio", "for a $75 order going to Hawaii"), "entity"),

        (_PO5, "quick one the building rules say employees get in six am to ten pm weekdays with their badge weekend access needs manager approval sent in by friday noon and contractors only eight am to six pm weekdays and never on weekends so can a contractor get in at seven am on a tuesday", None),
        (_PO5, "Access: employees 06:00-22:00 weekdays (badge); weekends need manager approval by Fri 12:00; contractors 08:00-18:00 weekdays only, never weekends. Contractor, Tue 07:00: allowed?", None),
        (_PO5, _PO5.replace("Can a contractor enter the building at 7 AM", "Can an employee enter the building at 7 AM"), "entity"),
        (_PO5, _PO5.replace("at 7 AM on a Tuesday", "at 9 AM on a Tuesday"), "quantity"),

        (_PO6, "Setting up an account for our new hire, Maria. IT's rules: at least 12 characters, at least one digit and one symbol, and the password can't contain the user's first name. She picked 'sunflower#2024'. Does it pass?", None),
        (_PO6, "Rules of password in my company: minimum 12 characters, need at least one digit and one symbol, and is not allowed to have the first name of the user inside. The user is Maria. Password 'sunflower#2024' it is ok or not?", None),
        (_PO6, _PO6.replace("at least 12 characters", "at least 16 characters"), "quantity"),
        (_PO6, _PO6.replace("'sunflower#2024'", "'Mariaflower#2024'"), "entity"),

        (_PO7, "so um the cancellation rules are cancel more than forty eight hours before check in you get a full refund cancel within forty eight hours you pay one night and no shows pay the whole stay the guest booked three nights at a hundred twenty a night and cancelled twenty four hours before check in what do they get charged", None),
        (_PO7, "With this policy (more than 48 hours' notice gets a full refund, cancelling within 48 hours of check-in costs one night, no-shows pay the whole stay), could you tell me what a guest owes if they booked 3 nights at $120/night and cancelled 24 hours ahead of check-in?", None),
        (_PO7, _PO7.replace("cancels 24 hours before check-in", "cancels 72 hours before check-in"), "quantity"),
        (_PO7, _PO7.replace("and cancels 24 hours before check-in", "and never cancels and never shows up"), "scope"),
        (_PO7, _PO7.replace("3 nights at $120 per night", "3 nights at $150 per night"), "quantity"),
    ],
    "sql": [
        (_SQ1, "employees(id, name, department, salary): avg salary by department, SQL pls", None),
        (_SQ1, "I have table employees with columns id, name, department, salary. Please write me SQL for get the average of salary in each department.", None),
        (_SQ1, "Given the table employees(id, name, department, salary), write a SQL query that returns the total salary per department.", "operation"),
        (_SQ1, "Given the table employees(id, name, department, salary), write a SQL query that returns the average salary per department, only for departments with more than 5 employees.", "scope"),

        (_SQ2, "write me a sql query on the orders table it has order id customer id order date and total and I want the ten most recent orders", None),
        (_SQ2, "Our support team keeps asking what came in lately. There's an orders table with order_id, customer_id, order_date and total. Can you give me a query that lists the 10 latest orders?", None),
        (_SQ2, "Table orders(order_id, customer_id, order_date, total). Write a SQL query that lists the 10 oldest orders.", "reversed"),
        (_SQ2, "Table orders(order_id, customer_id, order_date, total). Write a SQL query that lists the 5 most recent orders.", "quantity"),
        (_SQ2, "Table orders(order_id, customer_id, order_date, total). Write a SQL query that lists the 10 most recent orders with a total over 100.", "scope"),

        (_SQ3, "Is there a query that can pull out the customers who haven't ordered anything yet? Tables: customers(id, name, email), orders(id, customer_id, total).", None),
        (_SQ3, "With tables customers(id, name, email) and orders(id, customer_id, total), how to write SQL which give the customers that never did any order?", None),
        (_SQ3, "Tables customers(id, name, email) and orders(id, customer_id, total). Write a SQL query to find the customers who have placed at least one order.", "negation"),
        (_SQ3, "Tables customers(id, name, email) and orders(id, customer_id, total). Write a SQL query to count the customers who have never placed an order.", "operation"),

        (_SQ4, "products(id, name, category, price, stock): names where category = 'Electronics' and stock = 0", None),
        (_SQ4, "ok I need a query for the products table the columns are id name category price stock give me the names of the electronics category products that are out of stock meaning stock is zero", None),
        (_SQ4, "Table products(id, name, category, price, stock). Write a SQL query that returns the names of products in the 'Books' category that are out of stock (stock = 0).", "entity"),
        (_SQ4, "Table products(id, name, category, price, stock). Write a SQL query that returns the names of products in the 'Electronics' category that are in stock (stock > 0).", "negation"),
        (_SQ4, "Table products(id, name, category, price, stock). Write a SQL query that returns the names of all products that are out of stock (stock = 0).", "scope"),

        (_SQ5, "Management wants to know how many people actually used the app in March 2024. Login events live in logins(user_id, login_time). Write a query that counts the distinct users who logged in that month.", None),
        (_SQ5, "Could you write a query that tells me how many different users logged in during March 2024? The table is logins(user_id, login_time).", None),
        (_SQ5, "Table logins(user_id, login_time). Write a SQL query that counts all the logins made during March 2024.", "operation"),
        (_SQ5, "Table logins(user_id, login_time). Write a SQL query that counts the distinct users who logged in during April 2024.", "quantity"),

        (_SQ6, "In table accounts(id, owner, balance, status) I need to put status 'frozen' on every account where the balance is negative. Which SQL statement I should use?", None),
        (_SQ6, "accounts(id, owner, balance, status): UPDATE status = 'frozen' where balance < 0", None),
        (_SQ6, "Table accounts(id, owner, balance, status). Write a SQL statement that deletes every account with a negative balance.", "operation"),
        (_SQ6, "Table accounts(id, owner, balance, status). Write a SQL statement that sets status to 'frozen' for every account with a balance of zero or less.", "scope"),

        (_SQ7, "Do you know a query that gives me each manager_id and how many employees report to that manager? The table is employees(id, name, manager_id).", None),
        (_SQ7, "need a sql query the employees table has id name manager id and for each manager id give me the count of employees reporting to them", None),
        (_SQ7, "Table employees(id, name, manager_id). Write a SQL query that returns each manager_id together with the number of employees who report to that manager, only for managers with more than 3 reports.", "scope"),
        (_SQ7, "Table employees(id, name, manager_id). Write a SQL query that returns each manager's name together with the number of employees who report to that manager.", "step"),
    ],
    "shell": [
        (_SH1, "Please to give me the command for find every .log file inside /var/log which is bigger than 100 MB.", None),
        (_SH1, "find *.log under /var/log, >100M", None),
        (_SH1, "Give me a shell command to find all files ending in .log under /var/log that are larger than 10 MB.", "quantity"),
        (_SH1, "Give me a shell command to find and delete all files ending in .log under /var/log that are larger than 100 MB.", "operation"),
        (_SH1, "Give me a shell command to find all files ending in .log under /var/log that are smaller than 100 MB.", "reversed"),

        (_SH2, "um what's the command to count how many lines in access dot log have the word ERROR in them", None),
        (_SH2, "Is there a quick command that tells me how many lines of access.log contain 'ERROR'?", None),
        (_SH2, "Write a shell command that counts the number of lines in the file access.log that do not contain the word 'ERROR'.", "negation"),
        (_SH2, "Write a shell command that prints the lines in the file access.log that contain the word 'ERROR'.", "operation"),

        (_SH3, "My camera saves photos as .jpeg but our web uploader only accepts .jpg. I've got a folder full of them. How can I rename every .jpeg file in the current directory so it ends in .jpg instead?", None),
        (_SH3, "How I can change the extension of all the .jpeg files in this current folder to .jpg?", None),
        (_SH3, "How do I rename all .jpg files in the current directory so they have a .jpeg extension instead?", "reversed"),
        (_SH3, "How do I rename all .jpeg files in the current directory and all of its subdirectories so they have a .jpg extension instead?", "scope"),

        (_SH4, "top 5 biggest files in cwd, sorted by size", None),
        (_SH4, "what's the command to show the five biggest files in the current folder sorted by size", None),
        (_SH4, "Show me a shell command that lists the 10 largest files in the current directory, sorted by size.", "quantity"),
        (_SH4, "Show me a shell command that lists the 5 smallest files in the current directory, sorted by size.", "reversed"),

        (_SH5, "Do you know a single command that would kill every python3 process belonging to user alice?", None),
        (_SH5, "One of our interns left a bunch of runaway scripts on the shared server. I need to kill all the processes called 'python3' that are owned by the user alice. What command should I run?", None),
        (_SH5, "Give me a command to kill all processes named 'python3'.", "scope"),
        (_SH5, "Give me a command to list all processes named 'python3' that are owned by the user alice.", "operation"),

        (_SH6, "I need a command to print only the 3rd column from the file data.csv, the separator is comma.", None),
        (_SH6, "give me a command to print column three of data dot csv the columns are comma separated", None),
        (_SH6, "Write a shell command that prints the third column of data.csv, where the columns are separated by tabs.", "entity"),
        (_SH6, "Write a shell command that prints the second column of data.csv, where the columns are separated by commas.", "quantity"),
        (_SH6, "Write a shell command that prints the unique values of the third column of data.csv, where the columns are separated by commas.", "step"),

        (_SH7, "tar.gz of project/ -> project.tar.gz", None),
        (_SH7, "I'm handing this code over to another team and they want a single archive. How do I pack the project/ directory into a gzip-compressed tarball called project.tar.gz?", None),
        (_SH7, "Give me a command to extract the gzipped tar archive project.tar.gz into the current directory.", "reversed"),
        (_SH7, "Give me a command to compress the directory project/ into a bzip2-compressed tar archive named project.tar.bz2.", "entity"),
    ],
    "dates": [
        (_DA1, "Do you know what day of the week July 14, 1989 fell on?", None),
        (_DA1, "Which day of week it was the 14 of July 1989?", None),
        (_DA1, "What day of the week was 14 July 1988?", "quantity"),
        (_DA1, "What day of the week was 14 June 1989?", "quantity"),

        (_DA2, "how many days between march third twenty twenty four and june eighteenth twenty twenty four", None),
        (_DA2, "days 2024-03-03 -> 2024-06-18?", None),
        (_DA2, "How many days are there between March 3, 2024 and June 28, 2024?", "quantity"),
        (_DA2, "How many days are there from March 3, 2024 to June 18, 2024, counting both the first and the last day?", "scope"),

        (_DA3, "I signed a contract on January 15, 2025 and it says the trial period ends 90 days after that. What date does that land on?", None),
        (_DA3, "Please tell me the date which is 90 days after 15 January 2025.", None),
        (_DA3, "What date is 90 days before January 15, 2025?", "reversed"),
        (_DA3, "What date is 60 days after January 15, 2025?", "quantity"),

        (_DA4, "how old was somebody born october tenth nineteen eighty five on october first twenty twenty", None),
        (_DA4, "Can you work out how old a person born on 10 Oct 1985 was on 1 Oct 2020?", None),
        (_DA4, "How old was a person born on 10 October 1985 on 11 October 2020?", "quantity"),
        (_DA4, "How old was a person born on 1 October 1985 on 10 October 2020?", "quantity"),

        (_DA5, "2023-11-15 + 3 months = ?", None),
        (_DA5, "If I add three months to 15 November 2023, what date I get?", None),
        (_DA5, "What is the date 3 months before November 15, 2023?", "reversed"),
        (_DA5, "What is the date 3 weeks after November 15, 2023?", "entity"),

        (_DA6, "how long is it from nine forty five in the morning till four twenty in the afternoon same day in hours and minutes", None),
        (_DA6, "I'm filling in my timesheet. I started at 9:45 AM and left at 4:20 PM the same day. How long was that in hours and minutes?", None),
        (_DA6, "How long is it from 9:45 AM to 4:50 PM on the same day, in hours and minutes?", "quantity"),
        (_DA6, "How long is it from 9:45 AM to 4:20 PM on the same day, minus a 30-minute lunch break, in hours and minutes?", "step"),

        (_DA7, "Any idea what weekday Christmas 2026 is?", None),
        (_DA7, "25 Dec 2026: weekday?", None),
        (_DA7, "What day of the week is Christmas Day 2027?", "quantity"),
        (_DA7, "What day of the week is New Year's Day 2026?", "entity"),
        (_DA7, "What day of the week is Christmas Eve 2026?", "entity"),
    ],
    "rewriting": [
        (_RW1, "Please translate this sentence in French: 'The meeting has been moved to Thursday afternoon.'", None),
        (_RW1, "EN -> FR: 'The meeting has been moved to Thursday afternoon.'", None),
        (_RW1, "Translate into Spanish: 'The meeting has been moved to Thursday afternoon.'", "entity"),
        (_RW1, "Translate into English: 'La réunion a été déplacée à jeudi après-midi.'", "reversed"),
        (_RW1, "Translate into French: 'The meeting has been moved to Friday afternoon.'", "entity"),

        (_RW2, "um can you rewrite this email so it sounds more formal it says hey can't make it tomorrow let's push to next week", None),
        (_RW2, "I accidentally drafted a note to our new client in the tone I use with friends. Could you make it more formal? Here it is: 'hey, can't make it tomorrow, let's push to next week?'", None),
        (_RW2, "Make this email more casual: 'Dear Mr. Patel, I regret that I am unable to attend tomorrow; might we reschedule for next week?'", "reversed"),
        (_RW2, "Make this email more formal and then translate it into German: 'hey, can't make it tomorrow, let's push to next week?'", "step"),

        (_RW3, "Can you correct the grammar of this: 'Me and him goes to the store every days.'", None),
        (_RW3, "Would you mind fixing the grammar in 'Me and him goes to the store every days.'?", None),
        (_RW3, "Fix the grammar in this sentence: 'Me and her goes to the store every days.'", "entity"),
        (_RW3, "Fix the grammar in this sentence and put it in the past tense: 'Me and him goes to the store every days.'", "step"),

        (_RW4, "1-sentence summary: " + _RW_TEXT, None),
        (_RW4, "My boss wants a one-liner for the weekly update and I'm out of time. Can you boil this down to a single sentence? " + _RW_TEXT, None),
        (_RW4, "Summarise the following in three sentences: " + _RW_TEXT, "quantity"),
        (_RW4, "Summarise only the part about costs in the following, in one sentence: " + _RW_TEXT, "scope"),

        (_RW5, "turn this into passive voice the committee approved the new budget on monday", None),
        (_RW5, "Please change to passive voice the sentence: 'The committee approved the new budget on Monday.'", None),
        (_RW5, "Convert this sentence to active voice: 'The new budget was approved by the committee on Monday.'", "reversed"),
        (_RW5, "Convert this sentence to passive voice: 'The committee rejected the new budget on Monday.'", "entity"),

        (_RW6, "list -> one CSV line, keep order:\n- apples\n- bananas\n- cherries\n- dates", None),
        (_RW6, "Could you put these on a single line separated by commas, in the same order as here?\n- apples\n- bananas\n- cherries\n- dates", None),
        (_RW6, "Turn this list into one comma-separated line, in reverse order:\n- apples\n- bananas\n- cherries\n- dates", "reversed"),
        (_RW6, "Turn this list into one semicolon-separated line, keeping the same order:\n- apples\n- bananas\n- cherries\n- dates", "entity"),
        (_RW6, "Turn this list into one comma-separated line, keeping the same order, with every item in uppercase:\n- apples\n- bananas\n- cherries\n- dates", "step"),

        (_RW7, "My daughter is 10 and asked me what photosynthesis is. The textbook says " + _RW_PHOTO + " Can you rewrite that so a 10-year-old would get it?", None),
        (_RW7, "Please make this sentence easy for understanding by a child of 10 years: " + _RW_PHOTO, None),
        (_RW7, "Rewrite this sentence so that a university biology student would find it precise and technical: " + _RW_PHOTO, "entity"),
        (_RW7, "Rewrite this sentence so that a 10-year-old can understand it, and write the result in Spanish: " + _RW_PHOTO, "step"),
    ],
    "code": [
        (_CO1, _fn("count_runs", "s", "Give back how many groups of same character standing one after the other are in s.",
                   [("count_runs('aabba')", "3"), ("count_runs('')", "0")], " -> int"), None),
        (_CO1, _fn("count_runs", "s", "Number of maximal equal-char runs in s.",
                   [("count_runs('abc')", "3"), ("count_runs('zzzz')", "1")], " -> int"), None),
        (_CO1, _fn("count_runs", "s", "Return the length of the longest run of identical consecutive characters in s.",
                   [("count_runs('abbbbc')", "4"), ("count_runs('')", "0")], " -> int"), "operation"),
        (_CO1, _fn("count_runs", "s", "Return the number of runs of identical consecutive characters in s that are at least 2 long.",
                   [("count_runs('aaabbc')", "2"), ("count_runs('')", "0")], " -> int"), "scope"),
        (_CO1, _fn("count_runs", "s, ignore_case",
                   "Return the number of maximal runs of identical consecutive characters in s.\n"
                   "    When ignore_case is True, 'A' and 'a' count as the same character.",
                   [("count_runs('aAb', True)", "2"), ("count_runs('aAb', False)", "3")], " -> int"), "input"),

        (_CO2, _fn("mask_card", "number",
                   "ok so take the number and swap every character for a star except the last four which stay as they are\n"
                   "    and if it's four long or shorter just give it back the same",
                   [("mask_card('98765')", "'*8765'"), ("mask_card('1234')", "'1234'")], " -> str"), None),
        (_CO2, _fn("mask_card", "number",
                   "Our receipts must not show full card numbers, so replace everything except the final 4 characters\n"
                   "    with '*' and return the result (short numbers of up to 4 characters come back unchanged).",
                   [("mask_card('4111111111111111')", "'************1111'")], " -> str"), None),
        (_CO2, _fn("mask_card", "number",
                   "Return the card number string with every character except the last 2 replaced by '*'.\n"
                   "    Numbers of 2 characters or fewer are returned unchanged.",
                   [("mask_card('123456')", "'****56'"), ("mask_card('12')", "'12'")], " -> str"), "quantity"),
        (_CO2, _fn("mask_card", "number",
                   "Return the card number string with every character except the first 4 replaced by '*'.\n"
                   "    Numbers of 4 characters or fewer are returned unchanged.",
                   [("mask_card('12345678')", "'1234****'"), ("mask_card('123')", "'123'")], " -> str"), "reversed"),

        (_CO3, _fn("window_sums", "nums, k",
                   "Could this give back, as a list going left to right, the sum of each stretch of k neighbouring numbers in nums?\n"
                   "    Nothing fits when nums is shorter than k, so then the list is empty.",
                   [("window_sums([5, 0, 5], 2)", "[5, 5]"), ("window_sums([], 1)", "[]")], " -> list"), None),
        (_CO3, _fn("window_sums", "nums, k",
                   "Make list with the sum of each window of k consecutive elements of nums. If nums is shorter than k, give empty list.",
                   [("window_sums([1, 2, 3], 3)", "[6]"), ("window_sums([1, 2], 3)", "[]")], " -> list"), None),
        (_CO3, _fn("window_sums", "nums, k",
                   "Return a list with the maximum of every contiguous window of length k in nums, left to right.\n"
                   "    If nums is shorter than k, return an empty list.",
                   [("window_sums([1, 3, 2, 5], 2)", "[3, 3, 5]"), ("window_sums([1, 2], 3)", "[]")], " -> list"), "operation"),
        (_CO3, _fn("window_sums", "nums, k",
                   "Return a list with the sum of every contiguous window of length k in nums, left to right.\n"
                   "    If nums is shorter than k, return a one-element list holding the sum of all of nums.",
                   [("window_sums([1, 2, 3, 4], 2)", "[3, 5, 7]"), ("window_sums([1, 2], 3)", "[3]")], " -> list"), "bound"),

        (_CO4, _fn("initials", "full_name", "Uppercase first letter of each word + '.', concatenated.",
                   [("initials('alan mathison turing')", "'A.M.T.'")], " -> str"), None),
        (_CO4, _fn("initials", "full_name",
                   "take the name and give me the first letter of every word in capitals each one followed by a dot\n"
                   "    so like john smith becomes J dot S dot and extra spaces don't matter",
                   [("initials('john smith')", "'J.S.'"), ("initials('  mary   ann ')", "'M.A.'")], " -> str"), None),
        (_CO4, _fn("initials", "full_name", "Return the uppercase initials of the words in full_name, with no dots.",
                   [("initials('ada lovelace')", "'AL'"), ("initials('Grace Brewster Hopper')", "'GBH'")], " -> str"), "output"),
        (_CO4, _fn("initials", "full_name",
                   "Return the uppercase initials of only the first and the last word in full_name, each followed by a dot.",
                   [("initials('ada lovelace')", "'A.L.'"), ("initials('Grace Brewster Hopper')", "'G.H.'")], " -> str"), "scope"),

        (_CO5, _fn("parse_duration", "text",
                   "Take text of a duration like '1h30m', '45m' or '2h' and give the total of minutes as an int.",
                   [("parse_duration('3h5m')", "185"), ("parse_duration('2h')", "120")], " -> int"), None),
        (_CO5, _fn("parse_duration", "text",
                   "Can this turn strings such as '1h30m', '45m' or '2h' into how many minutes they add up to?",
                   [("parse_duration('10m')", "10"), ("parse_duration('1h30m')", "90")], " -> int"), None),
        (_CO5, _fn("parse_duration", "text",
                   "Convert a duration such as '1h30m', '45m' or '2h' into a total number of seconds.",
                   [("parse_duration('1h30m')", "5400"), ("parse_duration('45m')", "2700")], " -> int"), "output"),
        (_CO5, _fn("parse_duration", "text",
                   "Convert a duration such as '1h30m', '45m', '2h' or '1m30s' into a total number of minutes (a float).",
                   [("parse_duration('1m30s')", "1.5"), ("parse_duration('2h')", "120.0")], " -> float"), "input"),

        (_CO6, _fn("bucket_ages", "ages",
                   "We're summarising sign-ups for a community event. Count the ages per group and return a dict:\n"
                   "    'child' below 13, 'teen' from 13 up to and including 19, 'adult' 20 or older; every key is there even at 0.",
                   [("bucket_ages([12, 13, 25])", "{'child': 1, 'teen': 1, 'adult': 1}"),
                    ("bucket_ages([])", "{'child': 0, 'teen': 0, 'adult': 0}")], " -> dict"), None),
        (_CO6, _fn("bucket_ages", "ages", "Counts per group, all keys kept: child <13, teen 13-19, adult >=20.",
                   [("bucket_ages([19, 20])", "{'child': 0, 'teen': 1, 'adult': 1}")], " -> dict"), None),
        (_CO6, _fn("bucket_ages", "ages",
                   "Return a dict counting how many ages fall in each group: 'child' (under 13),\n"
                   "    'teen' (13 to 18 inclusive) and 'adult' (19 and over). All three keys are always present.",
                   [("bucket_ages([5, 13, 19, 20, 40])", "{'child': 1, 'teen': 1, 'adult': 3}")], " -> dict"), "bound"),
        (_CO6, _fn("bucket_ages", "ages",
                   "Return a dict counting how many ages fall in each group: 'child' (under 13),\n"
                   "    'teen' (13 to 19 inclusive) and 'adult' (20 and over). Groups with no ages are left out.",
                   [("bucket_ages([30, 40])", "{'adult': 2}"), ("bucket_ages([5, 13])", "{'child': 1, 'teen': 1}")], " -> dict"), "output"),
        (_CO6, _fn("bucket_ages", "ages, adult_from",
                   "Return a dict counting how many ages fall in each group: 'child' (under 13),\n"
                   "    'teen' (13 up to adult_from - 1) and 'adult' (adult_from and over). All three keys are always present.",
                   [("bucket_ages([5, 13, 19, 20, 40], 18)", "{'child': 1, 'teen': 1, 'adult': 3}")], " -> dict"), "input"),

        (_CO7, _fn("merge_ranges", "ranges",
                   "Merge the intervals (start, end) which overlap, closed on both sides, so touching ends count as overlap,\n"
                   "    and give back the sorted list of tuples.",
                   [("merge_ranges([(5, 6), (1, 2), (2, 4)])", "[(1, 4), (5, 6)]")], " -> list"), None),
        (_CO7, _fn("merge_ranges", "ranges",
                   "so take a bunch of start end tuples they're closed intervals merge any that overlap\n"
                   "    including ones that just share an end point and return them sorted by start",
                   [("merge_ranges([(1, 2), (2, 3)])", "[(1, 3)]"), ("merge_ranges([])", "[]")], " -> list"), None),
        (_CO7, _fn("merge_ranges", "ranges",
                   "Merge overlapping half-open intervals [start, end) given as (start, end) tuples and return them sorted by start.\n"
                   "    Intervals that only share an end point do not overlap and stay separate.",
                   [("merge_ranges([(1, 3), (2, 5), (8, 9)])", "[(1, 5), (8, 9)]"), ("merge_ranges([(1, 2), (2, 3)])", "[(1, 2), (2, 3)]")],
                   " -> list"), "bound"),
        (_CO7, _fn("merge_ranges", "ranges",
                   "Merge overlapping closed intervals given as (start, end) tuples and return the total length they cover.\n"
                   "    Intervals that share an end point overlap.",
                   [("merge_ranges([(1, 3), (2, 5), (8, 9)])", "5"), ("merge_ranges([(1, 2), (3, 4)])", "2")], " -> int"), "output"),
    ],
}
