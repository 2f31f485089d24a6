"""Split ``heldout13``: requests written by hand on 2026-12-02 by an engineer who read neither the rules nor any other hand-written set nor this project's code; never used to tune a rule.

Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same
answer, else the kind of change (reversed, entity, operation, quantity, negation, scope, step; code also output,
input, bound).
"""

# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by the loader.

# ---------------------------------------------------------------- conversions
_CV1 = "Please to convert 38 kilometres in miles, I need it for my running app."
_CV2 = ("Hi, hope you are well. Our Polish supplier sent invoice of 1,450 zloty net. How much is this in euro, "
        "if 1 EUR = 4.30 PLN? Thanks in advance, Priya")
_CV3 = "We have call at half past three in the afternoon Tokyo time, in January. What time is that for me in London?"
_CV4 = "My phone plan have 750 MB data left. How many GB is that? Use 1 GB = 1000 MB."
_CV5 = ("Recipe from my German grandmother says bake at 180 degrees Celsius. My oven in Texas is only Fahrenheit, "
        "what I should set?")
_CV6 = "My car uses 6.5 litres per 100 km in town and 4.8 on the motorway. What are these in miles per US gallon?"
_CV7 = "Convert these parcel weights from pounds to kilograms: 2.5 lb, 11 lb, 40 lb and 0.75 lb."

# ---------------------------------------------------------------- policy
_PO1 = ("Can you write a short email for my team to remind that expense reports for March must be submitted until "
        "5 April, with all receipts attached. Friendly tone please.")
_PO2 = ("Hello. Our travel policy pays hotel maximum 150 EUR per night and meals maximum 40 EUR per day. I was 3 nights "
        "in hotel for 170 EUR each night, and I spent 35 EUR each day for food (3 days). How much the company gives me "
        "back? Thanks, Oleksandr")
_PO3 = ("Please write polite message to our new employee Marco. He must finish the security awareness training in his "
        "first 30 days, otherwise his account will be locked.")
_PO4 = ("Quick question. Our policy say company data must stay on company systems. Is it allowed to forward customer "
        "emails to my private Gmail so I can read them on the weekend?")
_PO5 = ("Please make a short announcement for all employees: from 1 June, flights under 6 hours are economy class, "
        "longer flights can be business class, and for trips under 500 km the train is preferred.")
_PO6 = "I clicked a link in a phishing email on my work laptop. What should I do first?"
_PO7 = ("Our retention policy: invoices must be kept 10 years after the end of the financial year. Our financial year "
        "is the calendar year. I have an invoice from March 2016 - can I delete it now, in December 2026?")

# ---------------------------------------------------------------- sql
_SQ1 = ("Table employees(id, name, department, hire_date, salary). I want know how many employees was hired in 2024, "
        "please write the SQL.")
_SQ2 = ("customers(id, name, country), orders(id, customer_id, total, created_at). Query for the 5 customers who "
        "spent the most in total.")
_SQ3 = ("Please write query: table products(id, name, category, price, stock), show all products where stock is "
        "zero.")
_SQ4 = ("Table tickets(id, created_at, closed_at, priority). I need the average time to close a ticket, in hours, "
        "for each priority.")
_SQ5 = "We have users(id, email, created_at) and logins(user_id, logged_at). Find users that never logged in."
_SQ6 = "payments(id, amount, currency, paid_at) - total amount per currency for March 2026"
_SQ7 = "books(id, title, author, year): show the titles sorted by year, oldest first."

# ---------------------------------------------------------------- shell
_SH1 = "Linux command to find all .jpg files in ~/Pictures that were modified in the last 7 days."
_SH2 = "How I can see which process is using port 8080 on my Ubuntu server?"
_SH3 = "Make a compressed archive backup.tar.gz from the folder /var/www."
_SH4 = "I want to count how many lines in app.log contain the word ERROR."
_SH5 = "Show me the 10 biggest folders inside /home, biggest on top."
_SH6 = "journalctl command for the logs of nginx service from today only, please"
_SH7 = "chmod: make deploy.sh executable only for the owner."

# ---------------------------------------------------------------- dates
_DA1 = "Which day of the week is 14 March 2027?"
_DA2 = "How many days are between 3 February 2026 and 19 May 2026?"
_DA3 = "My son was born 9 August 2015. How old he will be on 1 January 2027?"
_DA4 = "Is the year 2100 a leap year? My calendar app says yes."
_DA5 = "Flight leaves at 22:40 and takes 7 hours 35 minutes. What time it lands, same time zone?"
_DA6 = ("Invoice date is 27 November 2026 and payment is due 10 business days later (Monday to Friday). "
        "What is the due date?")
_DA7 = "What is the date 90 days after 15 October 2026?"

# ---------------------------------------------------------------- rewriting
_T1 = '"The meeting is moved to Thursday at 10 am, please confirm you can come."'
_T2 = '"She don\'t know where is the office, can you tell to her?"'
_T3 = '"Send me the report now, it is late again."'
_T4 = ('"Our office will be closed from 23 December to 2 January. During this time, urgent IT problems can be '
       'reported to the on-call number 0800 123 456. Please save your work and switch off your computers before you '
       'leave. The budget review meeting is moved to 8 January."')
_T5 = '"The new policy was approved by the board last week and will be announced by HR on Monday."'
_T6 = ('"Hi Tom, I hope you had a nice weekend. I just wanted to check if you have had the chance to look at the '
       'draft contract I sent last Tuesday. We would like to sign it before the end of the month, so it would be '
       'great if you could send me your comments by Friday. Thanks a lot, Ana"')
_T7 = ('"Tomorrow we need to order printer paper, call the plumber about the kitchen sink, and send the invoice to '
       'Mueller GmbH."')

_RW1 = "Translate to Spanish please: " + _T1
_RW2 = "Please fix the grammar: " + _T2
_RW3 = "Can you make this more polite, it goes to a colleague: " + _T3
_RW4 = "Summarise in one sentence: " + _T4
_RW5 = "Rewrite in active voice: " + _T5
_RW6 = "Please shorten this email to under 50 words, keep it friendly: " + _T6
_RW7 = "Put this in bullet points: " + _T7

# ---------------------------------------------------------------- code
_CD1 = _fn("sum_even", "nums", "Return the sum of the even numbers in nums.",
           [("sum_even([1, 2, 3, 4])", "6"), ("sum_even([])", "0"), ("sum_even([-2, 5])", "-2")])
_CD2 = _fn("chunk", "items, size",
           "Split the list items into consecutive pieces of length size; the last piece may be shorter.",
           [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([], 3)", "[]"),
            ("chunk([1, 2, 3], 3)", "[[1, 2, 3]]")])
_CD3 = _fn("is_palindrome", "text",
           "Return True if text reads the same forwards and backwards, ignoring case and every character that is "
           "not a letter or digit.",
           [("is_palindrome('Never odd or even')", "True"), ("is_palindrome('abc')", "False"),
            ("is_palindrome('')", "True")])
_CD4 = _fn("parse_duration", "s",
           "Convert a duration string such as '1h30m', '45m' or '2h' to the total number of minutes.",
           [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45"), ("parse_duration('2h')", "120")])
_CD5 = _fn("dedupe", "items",
           "Return a new list with duplicates removed, keeping the first occurrence of each item in its original "
           "order.",
           [("dedupe([3, 1, 3, 2, 1])", "[3, 1, 2]"), ("dedupe([])", "[]"), ("dedupe(['b', 'a', 'b'])", "['b', 'a']")])
_CD6 = _fn("grade", "score",
           "Return 'A' for a score of 90 or more, 'B' for 75 or more, 'C' for 50 or more, and 'F' otherwise.",
           [("grade(95)", "'A'"), ("grade(75)", "'B'"), ("grade(50)", "'C'"), ("grade(49)", "'F'")])
_CD7 = _fn("slugify", "title",
           "Lowercase title, replace each run of characters that are not letters or digits with a single hyphen, "
           "and strip hyphens from both ends.",
           [("slugify('Hello, World!')", "'hello-world'"), ("slugify('  Python 3.12 ')", "'python-3-12'")])


HELDOUT13 = {
    "conversions": [
        (_CV1, "How much miles are 38 km? Is for my running app.", None),
        (_CV1, "thirty eight kilometers to miles please", None),
        (_CV1, "Please to convert 38 miles in kilometres, I need it for my running app.", "reversed"),
        (_CV1, "Please to convert 83 kilometres in miles, I need it for my running app.", "quantity"),
        (_CV1, "Please to convert 38 kilometres in miles and then tell me my pace per mile if I run it in 3 hours "
               "10 minutes, I need it for my running app.", "step"),

        (_CV2, "Exchange rate today is 1 euro to 4.30 zloty. The supplier invoice is 1450 PLN net - what is it in EUR?",
         None),
        (_CV2, "Good morning! Quick question, I want know what is 1 450 zl net in euros, with rate 4,30 zl for one "
               "euro. Best, Priya", None),
        (_CV2, "Hi, hope you are well. Our Polish supplier sent invoice of 1,450 zloty net. How much is this in euro "
               "including the 23% VAT, if 1 EUR = 4.30 PLN? Thanks in advance, Priya", "scope"),
        (_CV2, "Hi, hope you are well. Our Polish supplier sent invoice of 1,450 zloty net. How much is this in euro, "
               "if 1 EUR = 4.13 PLN? Thanks in advance, Priya", "quantity"),
        (_CV2, "Exchange rate today is 1 euro to 4.30 zloty. The supplier wants 1450 EUR net - what is it in PLN?",
         "reversed"),

        (_CV3, "Tokyo 15:30 -> London time? The date is in January.", None),
        (_CV3, "My colleague in Tokyo says the call is 3:30 pm her time, in the middle of January. Which time I "
               "should join from London?", None),
        (_CV3, "We have call at half past three in the afternoon London time, in January. What time is that for me "
               "in Tokyo?", "reversed"),
        (_CV3, "We have call at half past three in the afternoon Tokyo time, in July. What time is that for me in "
               "London?", "quantity"),
        (_CV3, "We have call at half past three in the afternoon Tokyo time, in January. What time is that for me in "
               "New York?", "entity"),

        (_CV4, "750 megabytes into gigabytes, decimal units (1000 MB per GB)", None),
        (_CV4, "seven hundred fifty megabyte is how many gigabyte, counting thousand megabyte in one gigabyte?", None),
        (_CV4, "My phone plan have 750 MiB data left. How many GiB is that? Use 1 GiB = 1024 MiB.", "entity"),
        (_CV4, "My phone plan have 750 GB data left. How many MB is that? Use 1 GB = 1000 MB.", "reversed"),

        (_CV5, "convert 180 C to F, it is for baking", None),
        (_CV5, "Oven temperature one hundred eighty Celsius, what is it in Fahrenheit please? American oven.", None),
        (_CV5, "Recipe from my German grandmother says bake at 180 degrees Fahrenheit. My oven in Berlin is only "
               "Celsius, what I should set?", "reversed"),
        (_CV5, "Recipe from my German grandmother says bake at 180 degrees Celsius. My oven in Texas is only "
               "Fahrenheit, what I should set? And what is it in gas mark, for my sister in UK?", "step"),

        (_CV6, "Convert both to US mpg please: city 6.5 L/100km, highway 4.8 L/100km.", None),
        (_CV6, "Hello, I am comparing my car with the car of American friend. Mine does six point five litres per "
               "hundred kilometres in the city and four point eight on motorway. How much is it in miles per gallon, "
               "US gallons? Thank you!", None),
        (_CV6, "My car uses 6.5 litres per 100 km in town and 4.8 on the motorway. What are these in miles per UK "
               "gallon?", "entity"),
        (_CV6, "My car uses 6.5 litres per 100 km in town and 4.8 on the motorway. What is only the motorway one in "
               "miles per US gallon?", "scope"),
        (_CV6, "My car uses 5.6 litres per 100 km in town and 4.8 on the motorway. What are these in miles per US "
               "gallon?", "quantity"),

        (_CV7, "pounds to kg for the parcels: 2.5, 11, 40, 0.75 lb", None),
        (_CV7, "I am shipping four boxes, the scale says 2.5 lb, 11 lb, 40 lb and 0.75 lb. Please give me each one "
               "in kilograms, the courier form wants kg.", None),
        (_CV7, "Convert these parcel weights from pounds to kilograms, only the ones heavier than 10 lb: 2.5 lb, "
               "11 lb, 40 lb and 0.75 lb.", "scope"),
        (_CV7, "Convert these parcel weights from pounds to kilograms: 2.5 lb, 11 lb, 40 lb and 0.75 lb, and give me "
               "the total in kg too.", "step"),
        (_CV7, "Convert these parcel weights from kilograms to pounds: 2.5 kg, 11 kg, 40 kg and 0.75 kg.",
         "reversed"),
    ],

    "policy": [
        (_PO1, "Draft a friendly reminder mail to the team: March expense reports are due by April 5th and every "
               "receipt has to be attached.", None),
        (_PO1, "email to team, friendly, reminder, march expenses due fifth of april, receipts must be attached",
         None),
        (_PO1, "Can you write a short email for the contractors in my team only to remind that expense reports for "
               "March must be submitted until 5 April, with all receipts attached. Friendly tone please.", "scope"),
        (_PO1, "Can you write a short email for my team to remind that expense reports for March must be submitted "
               "until 15 April, with all receipts attached. Friendly tone please.", "quantity"),
        (_PO1, "Can you write a short email for my team to remind that expense reports for March must be submitted "
               "until 5 April; receipts do not need to be attached anymore. Friendly tone please.", "negation"),

        (_PO2, "Policy caps: hotel 150 EUR/night, meals 40 EUR/day. Trip: 3 nights at 170 EUR, food 35 EUR per day "
               "for 3 days. What is the reimbursable amount?", None),
        (_PO2, "I want know my refund. Hotel was one hundred seventy euro a night for three nights, food thirty five "
               "euro a day for three days. Limits are one hundred fifty per night for hotel and forty per day for "
               "meals.", None),
        (_PO2, "Hello. Our travel policy pays hotel maximum 150 EUR per night and meals maximum 40 EUR per day. I was "
               "4 nights in hotel for 170 EUR each night, and I spent 35 EUR each day for food (4 days). How much the "
               "company gives me back? Thanks, Oleksandr", "quantity"),
        (_PO2, "Hello. Our travel policy pays hotel maximum 150 EUR per night and meals maximum 40 EUR per day. I was "
               "3 nights in hotel for 170 EUR each night, and I spent 35 EUR each day for food (3 days). How much the "
               "company gives me back for the hotel only? Thanks, Oleksandr", "scope"),
        (_PO2, "Hello. Our travel policy pays hotel maximum 150 EUR per night and meals maximum 40 EUR per day. I was "
               "3 nights in hotel for 170 EUR each night, and I spent 35 EUR each day for food (3 days). How much I "
               "must pay from my own pocket? Thanks, Oleksandr", "operation"),

        (_PO3, "Draft a courteous note to Marco, who just joined: the security awareness training has to be completed "
               "within 30 days of starting or his account gets locked.", None),
        (_PO3, "polite message to new hire Marco, he has thirty days to do the security awareness training or the "
               "account is locked", None),
        (_PO3, "Please write polite message to our new employee Marco. He must finish the security awareness training "
               "in his first 14 days, otherwise his account will be locked.", "quantity"),
        (_PO3, "Please write polite message to our new employee Marco. He must finish the security awareness training "
               "in his first 30 days, otherwise his account will be locked. Also ask him to set up two-factor "
               "authentication on his phone this week.", "step"),

        (_PO4, "Given a rule that company data has to stay on company systems, may I forward customer emails to my "
               "personal Gmail account to read at the weekend?", None),
        (_PO4, "Company data stays on company systems, that is our rule. So can I send customer mails to my own gmail "
               "for reading on saturday and sunday, yes or no?", None),
        (_PO4, "Quick question. Our policy say company data must stay on company systems. Is it allowed to forward "
               "customer emails to my colleague's company mailbox so she can read them on the weekend?", "entity"),
        (_PO4, "Quick question. Our policy say company data must stay on company systems. Is it allowed to forward "
               "emails from my private Gmail to my company mailbox so I can read them at work?", "reversed"),

        (_PO5, "Write a brief all-staff notice. Starting June 1st: economy for flights shorter than 6 hours, business "
               "allowed for longer ones, train preferred for any trip below 500 km.", None),
        (_PO5, "Hi, team lead here. Can you do me a small announcement to everybody in the company? Rules from first "
               "of June: flight under six hours is economy, longer flight business is ok, and under five hundred "
               "kilometres we prefer train. Thanks a lot", None),
        (_PO5, "Please make a short announcement for the sales team only: from 1 June, flights under 6 hours are "
               "economy class, longer flights can be business class, and for trips under 500 km the train is "
               "preferred.", "scope"),
        (_PO5, "Please make a short announcement for all employees: from 1 June, flights under 8 hours are economy "
               "class, longer flights can be business class, and for trips under 500 km the train is preferred.",
         "quantity"),
        (_PO5, "Please make a short announcement for all employees: from 1 June, flights under 6 hours are economy "
               "class, longer flights can be business class, and for trips under 500 km the train is preferred. "
               "Then translate it to German too.", "step"),

        (_PO6, "what to do first after clicking phishing link on work laptop", None),
        (_PO6, "Hi, sorry, stupid mistake - few minutes ago I opened a link from an email that looks like phishing, on "
               "my company laptop. What are the first things I should do? I am a bit nervous. Thanks", None),
        (_PO6, "I clicked a link in a phishing email on my personal phone. What should I do first?", "entity"),
        (_PO6, "I clicked a link in a phishing email on my work laptop. What should I do first? And please write the "
               "message I send to the IT security team.", "step"),
        (_PO6, "I clicked a link in a phishing email on my work laptop. What should I not do now?", "negation"),

        (_PO7, "Invoices are retained for 10 years from the end of the financial year (January to December for us). "
               "Is it OK to destroy an invoice dated March 2016 today, December 2026?", None),
        (_PO7, "I want know if I can throw away a March 2016 invoice now in December 2026. Rule is ten years after "
               "financial year end, and our financial year is same as calendar year.", None),
        (_PO7, "Our retention policy: invoices must be kept 10 years after the end of the financial year. Our "
               "financial year is the calendar year. I have an invoice from March 2015 - can I delete it now, in "
               "December 2026?", "quantity"),
        (_PO7, "Our retention policy: invoices must be kept 10 years after the end of the financial year. Our "
               "financial year runs from April to March. I have an invoice from March 2016 - can I delete it now, "
               "in December 2026?", "quantity"),
    ],

    "sql": [
        (_SQ1, "SQL please: count the employees hired during 2024. Schema: employees(id, name, department, hire_date, "
               "salary).", None),
        (_SQ1, "Hello, can you help me with a query? We have employees table with columns id, name, department, "
               "hire_date and salary. My manager asks the number of people we hired in year 2024. Thank you, Mei",
         None),
        (_SQ1, "Table employees(id, name, department, hire_date, salary). I want know which employees was hired in "
               "2024, please write the SQL.", "operation"),
        (_SQ1, "Table employees(id, name, department, hire_date, salary). I want know how many employees was hired in "
               "2024 in the Sales department, please write the SQL.", "scope"),
        (_SQ1, "Table employees(id, name, department, hire_date, salary). I want know how many employees was hired in "
               "2023, please write the SQL.", "quantity"),

        (_SQ2, "Given customers(id, name, country) and orders(id, customer_id, total, created_at), return the top five "
               "customers by sum of order totals.", None),
        (_SQ2, "I need SQL: which five customers have the biggest total spending? tables are customers (id, name, "
               "country) and orders (id, customer_id, total, created_at)", None),
        (_SQ2, "customers(id, name, country), orders(id, customer_id, total, created_at). Query for the 5 customers "
               "who spent the least in total.", "reversed"),
        (_SQ2, "customers(id, name, country), orders(id, customer_id, total, created_at). Query for the 10 customers "
               "who spent the most in total.", "quantity"),
        (_SQ2, "customers(id, name, country), orders(id, customer_id, total, created_at). Query for the 5 customers "
               "from Germany who spent the most in total.", "scope"),

        (_SQ3, "products(id, name, category, price, stock) - select the products that are out of stock (stock = 0).",
         None),
        (_SQ3, "Could you give me SQL to list every product with zero stock? Table is products with id, name, "
               "category, price and stock.", None),
        (_SQ3, "Please write query: table products(id, name, category, price, stock), show all products where stock "
               "is not zero.", "negation"),
        (_SQ3, "Please write query: table products(id, name, category, price, stock), show all products where stock "
               "is zero, and after that delete them from the table.", "step"),

        (_SQ4, "For each priority in tickets(id, created_at, closed_at, priority), compute the mean number of hours "
               "between created_at and closed_at.", None),
        (_SQ4, "average resolution time in hours per priority, table tickets with id created_at closed_at priority",
         None),
        (_SQ4, "Table tickets(id, created_at, closed_at, priority). I need the longest time to close a ticket, in "
               "hours, for each priority.", "operation"),
        (_SQ4, "Table tickets(id, created_at, closed_at, priority). I need the average time to close a ticket, in "
               "hours, for each priority, only for tickets closed in the last 30 days.", "scope"),
        (_SQ4, "Table tickets(id, created_at, closed_at, priority). I need the average time to close a ticket, in "
               "hours, for each priority, and sort it so the slowest priority comes first.", "step"),

        (_SQ5, "SQL: users with no row in logins. Tables: users(id, email, created_at), logins(user_id, logged_at).",
         None),
        (_SQ5, "Hi! I have two tables, users (id, email, created_at) and logins (user_id, logged_at). Which users have "
               "not logged in even one time? I need the query for a cleanup report. Cheers", None),
        (_SQ5, "We have users(id, email, created_at) and logins(user_id, logged_at). Find users that logged in at "
               "least once.", "negation"),
        (_SQ5, "We have users(id, email, created_at) and logins(user_id, logged_at). Find users created before 2025 "
               "that never logged in.", "scope"),
        (_SQ5, "We have users(id, email, created_at) and logins(user_id, logged_at). Find users that never logged in "
               "and delete them.", "step"),

        (_SQ6, "From payments(id, amount, currency, paid_at), sum the amount grouped by currency for payments made in "
               "March 2026.", None),
        (_SQ6, "Please to write SQL for sum of payments in March twenty twenty six, for each currency. Table payments: "
               "id, amount, currency, paid_at.", None),
        (_SQ6, "payments(id, amount, currency, paid_at) - average amount per currency for March 2026", "operation"),
        (_SQ6, "payments(id, amount, currency, paid_at) - total amount per currency for April 2026", "quantity"),

        (_SQ7, "List book titles ordered by publication year ascending; table books(id, title, author, year).", None),
        (_SQ7, "Give me query, table books with id, title, author, year. I want the titles from the oldest book to "
               "the newest.", None),
        (_SQ7, "books(id, title, author, year): show the titles sorted by year, newest first.", "reversed"),
        (_SQ7, "books(id, title, author, year): show the authors sorted by year, oldest first.", "entity"),
    ],

    "shell": [
        (_SH1, "find jpg files under ~/Pictures with modification time within the last seven days", None),
        (_SH1, "Please, which command I use to list the .jpg pictures in my ~/Pictures folder that were modified in "
               "last 7 days?", None),
        (_SH1, "Linux command to find all .png files in ~/Pictures that were modified in the last 7 days.", "entity"),
        (_SH1, "Linux command to find all .jpg files in ~/Pictures that were modified in the last 30 days.",
         "quantity"),
        (_SH1, "Linux command to find all .jpg files directly in ~/Pictures, not in subfolders, that were modified in "
               "the last 7 days.", "scope"),

        (_SH2, "ubuntu: find out what process has port 8080 open", None),
        (_SH2, "Hey, my app can't start because port eight zero eight zero is already taken. What command shows me "
               "the process on that port? Server is Ubuntu.", None),
        (_SH2, "How I can see which process is using port 5432 on my Ubuntu server?", "quantity"),
        (_SH2, "How I can see which process is using port 8080 on my Ubuntu server, and then kill it?", "step"),

        (_SH3, "tar gzip /var/www into backup.tar.gz", None),
        (_SH3, "Please give me the tar command for packing the whole /var/www directory into a gzip file named "
               "backup.tar.gz.", None),
        (_SH3, "Extract the compressed archive backup.tar.gz into the folder /var/www.", "reversed"),
        (_SH3, "Make a compressed archive backup.tar.gz from the folder /var/www, but leave out the cache subfolder.",
         "scope"),

        (_SH4, "number of lines containing ERROR in app.log - shell one-liner", None),
        (_SH4, "Short question: grep command that tells the count of ERROR lines in app.log?", None),
        (_SH4, "I want to see the lines in app.log that contain the word ERROR.", "operation"),
        (_SH4, "I want to count how many lines in app.log do not contain the word ERROR.", "negation"),
        (_SH4, "I want to count how many lines in all the .log files of this folder contain the word ERROR.",
         "scope"),

        (_SH5, "list top ten largest directories under /home sorted by size descending", None),
        (_SH5, "Disk is almost full. Which command gives the ten folders in /home that take most space, ordered from "
               "the largest? Thanks", None),
        (_SH5, "Show me the 5 biggest folders inside /home, biggest on top.", "quantity"),
        (_SH5, "Show me the 10 smallest folders inside /home, smallest on top.", "reversed"),
        (_SH5, "Show me the 10 biggest folders inside /home, biggest on top, and save this list to sizes.txt.",
         "step"),

        (_SH6, "How to show today's nginx service logs with journalctl?", None),
        (_SH6, "I need see the nginx unit log entries since midnight today, using journalctl.", None),
        (_SH6, "journalctl command for the logs of nginx service from the last hour only, please", "quantity"),
        (_SH6, "journalctl command for the logs of docker service from today only, please", "entity"),
        (_SH6, "journalctl command for the logs of nginx service from today only, and write them to nginx-today.txt "
               "please", "step"),

        (_SH7, "Give execute permission on deploy.sh to its owner only (not group, not others).", None),
        (_SH7, "how to set deploy.sh so just the user who owns it can execute it", None),
        (_SH7, "chmod: make deploy.sh executable for everyone.", "scope"),
        (_SH7, "chmod: remove the executable permission from deploy.sh for the owner.", "negation"),
    ],

    "dates": [
        (_DA1, "14/03/2027 - what weekday?", None),
        (_DA1, "My daughter's wedding is on fourteenth of March twenty twenty seven. Can you tell me is it Saturday "
               "or which day? Thank you so much", None),
        (_DA1, "Which day of the week is 15 March 2027?", "quantity"),
        (_DA1, "Which day of the week is 14 March 2027, and how many days it is from today, 2 December 2026?",
         "step"),

        (_DA2, "Number of days from Feb 3 2026 to May 19 2026?", None),
        (_DA2, "I want know how many days is from third of February until nineteenth of May, year 2026.", None),
        (_DA2, "How many days are between 3 February 2026 and 19 June 2026?", "quantity"),
        (_DA2, "How many days are between 3 February 2026 and 19 May 2026, excluding weekends?", "scope"),
        (_DA2, "How many days are between 3 February 2026 and 19 May 2026, and how many full weeks is that?", "step"),

        (_DA3, "Age on 2027-01-01 of someone born 2015-08-09?", None),
        (_DA3, "Hi, I am filling a school form and they ask the age of the child on first of January 2027. He was "
               "born ninth of August 2015. Thanks!", None),
        (_DA3, "My son was born 9 August 2015. How old he will be on 1 September 2027?", "quantity"),
        (_DA3, "My son was born 9 August 2015. How many days old he will be on 1 January 2027?", "operation"),

        (_DA4, "leap year check: 2100", None),
        (_DA4, "Will 2100 have a 29 February? Somebody told me every 4 years is leap year.", None),
        (_DA4, "Is the year 2400 a leap year? My calendar app says yes.", "quantity"),
        (_DA4, "Which years between 2096 and 2104 are leap years? My calendar app says 2100 is one.", "operation"),

        (_DA5, "departure 10:40 pm, duration 7h35m, arrival time? (no time zone change)", None),
        (_DA5, "The plane goes at twenty to eleven in the evening and flying time is seven hours thirty five minutes. "
               "When do we arrive? Both airports same time zone.", None),
        (_DA5, "Flight lands at 22:40 after 7 hours 35 minutes. What time it left, same time zone?", "reversed"),
        (_DA5, "Flight leaves at 22:40 and takes 8 hours 35 minutes. What time it lands, same time zone?",
         "quantity"),
        (_DA5, "Flight leaves at 22:40 and takes 7 hours 35 minutes. What time it lands, same time zone? And tell me "
               "also what time I must be at the airport, two hours before departure.", "step"),

        (_DA6, "Due date = invoice date 27 Nov 2026 + 10 working days (Mon-Fri)?", None),
        (_DA6, "Good afternoon. Customer must pay ten business days after the invoice, we count only Monday to "
               "Friday. Invoice is dated twenty seventh of November 2026. Which day is the payment due? Regards, "
               "Luis", None),
        (_DA6, "Invoice date is 27 November 2026 and payment is due 10 business days later (Monday to Friday, and "
               "8 December is a public holiday here, so skip it). What is the due date?", "scope"),
        (_DA6, "Invoice date is 27 November 2026 and payment is due 15 business days later (Monday to Friday). What "
               "is the due date?", "quantity"),
        (_DA6, "Invoice date is 27 November 2026 and payment is due 10 business days later (Monday to Friday). What "
               "is the due date? Also write one sentence about it I can put on the invoice.", "step"),

        (_DA7, "15 Oct 2026 plus 90 days = ?", None),
        (_DA7, "Contract starts fifteenth October 2026 and I want know the date which is ninety days after that "
               "start date.", None),
        (_DA7, "What is the date 90 days before 15 October 2026?", "reversed"),
        (_DA7, "What is the date 90 working days after 15 October 2026, skipping weekends?", "scope"),
        (_DA7, "What is the date 90 days after 15 October 2026, and which weekday is it?", "step"),
    ],

    "rewriting": [
        (_RW1, "Spanish version of this, please: " + _T1, None),
        (_RW1, "Hola! I need this sentence in Spanish for my colleagues in Madrid: " + _T1 + " Gracias", None),
        (_RW1, "Translate to French please: " + _T1, "entity"),
        (_RW1, "Translate to Spanish please, only the part before the comma: " + _T1, "scope"),
        (_RW1, "Translate to Spanish please and make it very formal, it is for the director: " + _T1, "step"),

        (_RW2, "Correct this sentence: " + _T2, None),
        (_RW2, "grammar fix for my email line please - she don't know where is the office, can you tell to her",
         None),
        (_RW2, "Please explain the grammar mistakes in: " + _T2, "operation"),
        (_RW2, "Please fix the grammar and then translate it to Hindi: " + _T2, "step"),

        (_RW3, "Rewrite in a politer way (it is for a colleague): " + _T3, None),
        (_RW3, "Hi, I wrote this message too angry. Please to make it nicer, it is for my colleague: " + _T3
               + " Thank you, Ahmed", None),
        (_RW3, "Can you make this more blunt and harsh, it goes to a colleague: " + _T3, "reversed"),
        (_RW3, "Can you make only the part after the comma more polite, it goes to a colleague: " + _T3, "scope"),
        (_RW3, "Can you make this more polite in maximum 8 words, it goes to a colleague: " + _T3, "quantity"),

        (_RW4, "One-sentence summary of this text please: " + _T4, None),
        (_RW4, "Can you give me the text below in just a single sentence? I need it for the intranet banner. " + _T4,
         None),
        (_RW4, "Summarise in three sentences: " + _T4, "quantity"),
        (_RW4, "Put the main points as a bullet list: " + _T4, "operation"),
        (_RW4, "Summarise in one sentence only the part about IT problems and computers: " + _T4, "scope"),

        (_RW5, "Change this to active voice please: " + _T5, None),
        (_RW5, "make it active, not passive " + _T5, None),
        (_RW5, "Rewrite in active voice and then translate to Italian: " + _T5, "step"),
        (_RW5, "Rewrite in active voice only the part about HR: " + _T5, "scope"),

        (_RW6, "Make this mail shorter, less than fifty words, the friendly tone stays: " + _T6, None),
        (_RW6, "Ana here. My email to Tom is too long, can you cut it below 50 words but still friendly? " + _T6,
         None),
        (_RW6, "Please shorten this email to under 25 words, keep it friendly: " + _T6, "quantity"),
        (_RW6, "Please shorten this email to under 50 characters, keep it friendly: " + _T6, "entity"),
        (_RW6, "Please shorten this email to under 50 words, keep it friendly, and add a subject line: " + _T6,
         "step"),

        (_RW7, "bullet list please: " + _T7, None),
        (_RW7, "Make a bulleted to-do list from this: " + _T7, None),
        (_RW7, "Put this in bullet points, but leave out the invoice: " + _T7, "scope"),
        (_RW7, "Turn this into a short email to my colleague: " + _T7, "operation"),
    ],

    "code": [
        (_CD1, _fn("sum_even", "nums: list[int]",
                   "Add together every even integer in nums; an empty list or no even values gives 0.",
                   [("sum_even([-2, 5])", "-2"), ("sum_even([1, 3])", "0"), ("sum_even([10, 1, 2])", "12")],
                   ret=" -> int"), None),
        (_CD1, _fn("sum_even", "nums", "Please to return total of all even numbers from the list nums.",
                   [("sum_even([1, 2, 3, 4])", "6"), ("sum_even([0, 7])", "0")]), None),
        (_CD1, _fn("sum_even", "nums", "Return the sum of the numbers in nums that are not even.",
                   [("sum_even([1, 2, 3, 4])", "4"), ("sum_even([])", "0"), ("sum_even([-2, 5])", "5")]),
         "negation"),
        (_CD1, _fn("sum_even", "nums", "Return how many even numbers are in nums.",
                   [("sum_even([1, 2, 3, 4])", "2"), ("sum_even([])", "0"), ("sum_even([-2, 5])", "1")]),
         "operation"),
        (_CD1, _fn("sum_even", "nums", "Return the sum of the positive even numbers in nums.",
                   [("sum_even([1, 2, 3, 4])", "6"), ("sum_even([-2, 5])", "0")]), "scope"),

        (_CD2, _fn("chunk", "items: list, size: int",
                   "I want cut the list in parts of size elements, in order. If it does not divide exactly, the final "
                   "part keeps the rest.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"),
                    ("chunk(['a', 'b', 'c', 'd'], 3)", "[['a', 'b', 'c'], ['d']]")], ret=" -> list[list]"), None),
        (_CD2, _fn("chunk", "items, size",
                   "Break items into groups of size elements each, keeping order; a shorter last group is kept.",
                   [("chunk([7], 5)", "[[7]]"), ("chunk([1, 2, 3, 4], 2)", "[[1, 2], [3, 4]]")]), None),
        (_CD2, _fn("chunk", "items, size",
                   "Split the list items into consecutive pieces of length size; a last piece shorter than size is "
                   "dropped.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"), ("chunk([1, 2, 3], 3)", "[[1, 2, 3]]")]),
         "output"),
        (_CD2, _fn("chunk", "items, size",
                   "Split the list items into pieces of length size counting from the end, so the first piece may be "
                   "shorter.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1], [2, 3], [4, 5]]"), ("chunk([], 3)", "[]")]), "reversed"),
        (_CD2, _fn("chunk", "items, size",
                   "Split the list items into consecutive pieces of length size (the last piece may be shorter), then "
                   "reverse each piece.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[2, 1], [4, 3], [5]]"), ("chunk([], 3)", "[]")]), "step"),

        (_CD3, _fn("is_palindrome", "text: str",
                   "Check palindrome. Upper or lower case does not matter, spaces and punctuation are skipped, only "
                   "letters and digits count.",
                   [("is_palindrome('A man, a plan, a canal: Panama!')", "True"), ("is_palindrome('hello')", "False")],
                   ret=" -> bool"), None),
        (_CD3, _fn("is_palindrome", "text",
                   "True when the letters and digits of text, lowercased, are the same reversed; otherwise False.",
                   [("is_palindrome('abc')", "False"), ("is_palindrome('Was it a car or a cat I saw?')", "True"),
                    ("is_palindrome('12 21')", "True")]), None),
        (_CD3, _fn("is_palindrome", "text",
                   "Return True if text does not read the same forwards and backwards, ignoring case and every "
                   "character that is not a letter or digit.",
                   [("is_palindrome('Never odd or even')", "False"), ("is_palindrome('abc')", "True")]), "negation"),
        (_CD3, _fn("is_palindrome", "text",
                   "Return True if text reads the same forwards and backwards, ignoring case only; spaces and "
                   "punctuation count as characters.",
                   [("is_palindrome('Never odd or even')", "False"), ("is_palindrome('Abba')", "True")]), "scope"),

        (_CD4, _fn("parse_duration", "s: str",
                   "Given text like '2h' or '1h30m' or '45m' (hours with h, minutes with m), return how many minutes "
                   "it is in total.",
                   [("parse_duration('2h')", "120"), ("parse_duration('3h5m')", "185")], ret=" -> int"), None),
        (_CD4, _fn("parse_duration", "s", "Total minutes of a duration written with h and m, e.g. '1h30m'.",
                   [("parse_duration('45m')", "45"), ("parse_duration('1h30m')", "90"),
                    ("parse_duration('0h7m')", "7")]), None),
        (_CD4, _fn("parse_duration", "s",
                   "Convert a duration string such as '1h30m', '45m' or '2h' to the total number of seconds.",
                   [("parse_duration('1h30m')", "5400"), ("parse_duration('45m')", "2700")]), "output"),
        (_CD4, _fn("parse_duration", "s",
                   "Convert a duration string in hours:minutes form such as '1:30' or '0:45' to the total number of "
                   "minutes.",
                   [("parse_duration('1:30')", "90"), ("parse_duration('0:45')", "45")]), "input"),
        (_CD4, _fn("parse_duration", "s",
                   "Convert a duration string such as '1h30m', '45m' or '2h' to the total number of minutes, then "
                   "round it up to the next multiple of 15.",
                   [("parse_duration('1h10m')", "75"), ("parse_duration('45m')", "45"),
                    ("parse_duration('2h')", "120")]), "step"),

        (_CD5, _fn("dedupe", "items: list",
                   "Remove the repeated values from items; each value stays at the place where it first appears.",
                   [("dedupe(['b', 'a', 'b'])", "['b', 'a']"), ("dedupe([1, 1, 1])", "[1]")], ret=" -> list"), None),
        (_CD5, _fn("dedupe", "items", "Unique elements of items, order of first appearance preserved (new list).",
                   [("dedupe([3, 1, 3, 2, 1])", "[3, 1, 2]"), ("dedupe([5, 4])", "[5, 4]")]), None),
        (_CD5, _fn("dedupe", "items",
                   "Return a new list with duplicates removed, keeping the last occurrence of each item in its "
                   "original order.",
                   [("dedupe([3, 1, 3, 2, 1])", "[3, 2, 1]"), ("dedupe([])", "[]")]), "reversed"),
        (_CD5, _fn("dedupe", "items",
                   "Return a new list with duplicates removed, keeping the first occurrence of each item in its "
                   "original order; strings that differ only in upper/lower case count as duplicates.",
                   [("dedupe(['a', 'A', 'b'])", "['a', 'b']"), ("dedupe([3, 1, 3])", "[3, 1]")]), "scope"),
        (_CD5, _fn("dedupe", "items",
                   "Return a new list of the items that occur more than once, each one time, in order of first "
                   "occurrence.",
                   [("dedupe([3, 1, 3, 2, 1])", "[3, 1]"), ("dedupe([])", "[]")]), "operation"),

        (_CD6, _fn("grade", "score: int",
                   "Letter grade: at least 90 gives 'A', at least 75 'B', at least 50 'C', below 50 'F'.",
                   [("grade(90)", "'A'"), ("grade(74)", "'C'"), ("grade(0)", "'F'")], ret=" -> str"), None),
        (_CD6, _fn("grade", "score",
                   "Give back the letter for score. From ninety up is 'A', from seventy five 'B', from fifty 'C', "
                   "less than fifty is 'F'.",
                   [("grade(50)", "'C'"), ("grade(89)", "'B'")]), None),
        (_CD6, _fn("grade", "score",
                   "Return 'A' for a score above 90, 'B' for above 75, 'C' for above 50, and 'F' otherwise.",
                   [("grade(95)", "'A'"), ("grade(75)", "'C'"), ("grade(50)", "'F'")]), "bound"),
        (_CD6, _fn("grade", "score",
                   "Return 'A' for a score of 90 or more, 'B' for 75 or more, 'C' for 60 or more, and 'F' otherwise.",
                   [("grade(95)", "'A'"), ("grade(55)", "'F'"), ("grade(60)", "'C'")]), "quantity"),

        (_CD7, _fn("slugify", "title: str",
                   "Make URL slug: all lowercase, groups of non-alphanumeric chars become one '-', no '-' at start or "
                   "end.",
                   [("slugify('  Python 3.12 ')", "'python-3-12'"), ("slugify('A--B')", "'a-b'")], ret=" -> str"),
         None),
        (_CD7, _fn("slugify", "title",
                   "Turn title into a lowercase slug where letters and digits stay and every other sequence becomes a "
                   "single hyphen, trimmed at the ends.",
                   [("slugify('Hello, World!')", "'hello-world'"), ("slugify('Top 10 Tips')", "'top-10-tips'"),
                    ("slugify('!!!')", "''")]), None),
        (_CD7, _fn("slugify", "title",
                   "Lowercase title, replace each run of characters that are not letters or digits with a single "
                   "underscore, and strip underscores from both ends.",
                   [("slugify('Hello, World!')", "'hello_world'"), ("slugify('  Python 3.12 ')", "'python_3_12'")]),
         "output"),
        (_CD7, _fn("slugify", "title",
                   "Keep the case of title as it is (do not lowercase), replace each run of characters that are not "
                   "letters or digits with a single hyphen, and strip hyphens from both ends.",
                   [("slugify('Hello, World!')", "'Hello-World'"), ("slugify('  Python 3.12 ')", "'Python-3-12'")]),
         "negation"),
        (_CD7, _fn("slugify", "title",
                   "Lowercase title, replace each run of characters that are not letters or digits with a single "
                   "hyphen, strip hyphens from both ends, then add '.html' at the end.",
                   [("slugify('Hello, World!')", "'hello-world.html'"), ("slugify('  Python 3.12 ')",
                                                                         "'python-3-12.html'")]), "step"),
    ],
}
