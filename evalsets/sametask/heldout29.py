"""Held-out set 29 for the "same task?" decision, written blind on 2026-12-04.

Register: ordinary rewording by a second person asking for the same thing in
their own words (the most common real case). No special formatting, no e-mail
headers, no Markdown, no typo gimmicks. Paraphrases use different vocabulary
and structure (synonyms, question vs imperative, facts reordered,
nominalisations, numbers written another way, units abbreviated or spelled
out, a harmless reason or polite phrase, passive vs active) while keeping
every fact that matters, so the stored verified answer is exactly right.
Changed requests mostly keep the stored wording and alter exactly one thing;
about a third are reworded as well.

Layout: HELDOUT29 maps each of seven domains ("conversions", "policy", "sql",
"shell", "dates", "rewriting", "code") to a list of tuples
(stored, request, change), where change is None for a paraphrase, otherwise
one of "reversed", "entity", "operation", "quantity", "negation", "step",
"scope", "output".

The helper _fn(name, params, prose, examples, ret="") used for the "code"
domain is injected as a global by the loader; it is not defined or imported
here.
"""

# ---------------------------------------------------------------- conversions
_CV1 = "Convert 72 degrees Fahrenheit to Celsius."
_CV2 = "How many kilometres is 26.2 miles?"
_CV3 = "Using an exchange rate of 1 EUR = 1.08 USD, convert 250 euros to US dollars."
_CV4 = "It is 3:00 PM in New York. What time is it in London?"
_CV5 = "Convert 5 gallons (US) to litres."
_CV6 = "How many ounces are in 2.5 kilograms?"
_CV7 = "Convert 90 minutes to hours, giving the answer as a decimal."

# --------------------------------------------------------------------- policy
_PO1 = ("Our store accepts returns within 30 days of purchase if the customer has a receipt. "
        "A customer bought a jacket 24 days ago and has the receipt. Can they return it?")
_PO2 = ("The library lets members borrow at most 5 books at a time. A member currently has "
        "3 books checked out. How many more can they borrow?")
_PO3 = ("Company policy: employees get 1.5 days of paid leave for every full month worked. "
        "Sam has worked 8 full months this year. How many days of paid leave has Sam earned?")
_PO4 = ("Shipping is free on orders of $50 or more; otherwise it costs $6.99. A customer's "
        "cart totals $49.50. What will they pay for shipping?")
_PO5 = ("Our API allows 100 requests per minute per key. A client sent 85 requests in the "
        "last minute. How many more requests can it send before hitting the limit this minute?")
_PO6 = ("The gym charges members a $25 fee to freeze their membership, but the fee is waived "
        "for members who have been with us over 2 years. Priya has been a member for 3 years "
        "and wants to freeze. Does she pay the fee?")
_PO7 = ("Employees may expense up to $40 per day for meals while travelling. Dana spent $32, "
        "$45 and $38 on meals over a three-day trip. How much can Dana be reimbursed?")

# ------------------------------------------------------------------------ sql
_SQ1 = ("Write a SQL query to get the total sales amount per customer from the orders table "
        "(columns customer_id, amount).")
_SQ2 = ("Write a SQL query that lists the names of employees in the employees table whose "
        "salary is above 80000.")
_SQ3 = "Write a SQL query to count how many rows in the users table have a NULL email."
_SQ4 = ("Write a SQL query that deletes all rows from the sessions table where last_seen is "
        "older than 30 days.")
_SQ5 = ("Write a SQL query that joins the orders and customers tables on customer_id and "
        "returns each order's id together with the customer's name.")
_SQ6 = "Write a SQL query that finds the 5 most expensive products in the products table by price."
_SQ7 = "Write a SQL query that returns the number of distinct cities in the customers table."

# ---------------------------------------------------------------------- shell
_SH1 = "Give me a shell command to count the lines in access.log."
_SH2 = "Write a command that finds all .tmp files under /var/cache and deletes them."
_SH3 = "How do I show the 20 largest files in the current directory, biggest first?"
_SH4 = ("Write a command to replace every occurrence of 'foo' with 'bar' in config.txt, "
        "editing the file in place.")
_SH5 = "What command shows which process is listening on port 8080?"
_SH6 = ("Write a command to create a gzip-compressed tar archive named backup.tar.gz of the "
        "directory project/.")
_SH7 = ("Show me a command that prints the 3rd column of data.csv, where fields are "
        "separated by commas.")

# ---------------------------------------------------------------------- dates
_DA1 = "What day of the week was 14 March 2023?"
_DA2 = "What date is 45 days after 10 January 2025?"
_DA3 = "How many days are there between 1 February 2024 and 1 March 2024?"
_DA4 = "A meeting starts at 9:45 AM and lasts 2 hours 30 minutes. When does it end?"
_DA5 = "How old is someone born on 29 August 1990 on 1 June 2025, in full years?"
_DA6 = "What date is the last Friday of November 2026?"
_DA7 = "How many hours are there from 10 PM on Friday to 6 AM on Monday?"

# ------------------------------------------------------------------ rewriting
_RW1 = "Translate into French: 'The meeting has been moved to Thursday afternoon.'"
_RW2 = "Rewrite this sentence in the passive voice: 'The committee approved the new budget.'"
_RW3 = ("Summarise this in one sentence: 'Our quarterly revenue grew by 12%, driven mainly by "
        "strong sales in Asia, while costs stayed flat and headcount rose slightly.'")
_RW4 = "Change this text to all uppercase: 'please restart the staging server tonight'"
_RW5 = "Make this sentence more formal: 'Hey, can you send me the report by tomorrow?'"
_RW6 = ("Reformat this date list as ISO dates (YYYY-MM-DD): "
        "'March 3, 2024; July 19, 2024; December 1, 2024'")
_RW7 = "Translate into English: 'Je voudrais réserver une table pour deux personnes ce soir.'"

# ----------------------------------------------------------------------- code
_CO1 = _fn("second_largest", "nums",
           "Return the second largest distinct value in nums.",
           [("second_largest([3, 1, 2])", "2"), ("second_largest([5, 5, 4])", "4")],
           " -> int")
_CO2 = _fn("count_vowels", "text",
           "Return the number of vowels (a, e, i, o, u, case-insensitive) in text.",
           [("count_vowels('Hello World')", "3")],
           " -> int")
_CO3 = _fn("chunk", "items, size",
           "Split items into consecutive lists of length size; the last chunk may be shorter.",
           [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]")],
           " -> list")
_CO4 = _fn("celsius_to_fahrenheit", "c",
           "Convert a temperature from Celsius to Fahrenheit.",
           [("celsius_to_fahrenheit(100)", "212.0"), ("celsius_to_fahrenheit(0)", "32.0")],
           " -> float")
_CO5 = _fn("is_leap_year", "year",
           "Return True if year is a leap year in the Gregorian calendar.",
           [("is_leap_year(2024)", "True"), ("is_leap_year(1900)", "False"),
            ("is_leap_year(2000)", "True")],
           " -> bool")
_CO6 = _fn("word_frequencies", "text",
           "Lowercase text, split it on whitespace, and return a dict mapping each word\n"
           "    to the number of times it appears.",
           [("word_frequencies('the cat the hat')", "{'the': 2, 'cat': 1, 'hat': 1}")],
           " -> dict")
_CO7 = _fn("moving_average", "values, window",
           "Return the average of each consecutive run of window values, in order.",
           [("moving_average([1, 2, 3, 4], 2)", "[1.5, 2.5, 3.5]")],
           " -> list")


HELDOUT29 = {
    "conversions": [
        (_CV1, "What is 72°F in Celsius?", None),
        (_CV1, "Could you tell me what seventy-two degrees Fahrenheit comes to on the Celsius scale?", None),
        (_CV1, "Convert 72 degrees Celsius to Fahrenheit.", "reversed"),
        (_CV1, "Convert 72 degrees Fahrenheit to Kelvin.", "entity"),
        (_CV1, "Convert 27 degrees Fahrenheit to Celsius.", "quantity"),

        (_CV2, "Convert 26.2 mi to km, please.", None),
        (_CV2, "For a race write-up I need a distance of 26.2 miles expressed in kilometers.", None),
        (_CV2, "How many miles is 26.2 kilometres?", "reversed"),
        (_CV2, "How many kilometres is 13.1 miles?", "quantity"),

        (_CV3, "If one euro buys 1.08 US dollars, how many dollars do I get for €250?", None),
        (_CV3, "What do 250 EUR come to in USD at a rate of 1.08 dollars per euro?", None),
        (_CV3, "Using an exchange rate of 1 EUR = 1.08 USD, convert 250 US dollars to euros.", "reversed"),
        (_CV3, "Using an exchange rate of 1 EUR = 1.12 USD, convert 250 euros to US dollars.", "quantity"),
        (_CV3, "Using an exchange rate of 1 EUR = 1.08 USD, convert 250 euros to US dollars, "
               "then take off a 2% conversion fee.", "step"),

        (_CV4, "When it's 15:00 in New York, what's the time over in London?", None),
        (_CV4, "What's the London time that corresponds to three in the afternoon New York time?", None),
        (_CV4, "It is 3:00 PM in London. What time is it in New York?", "reversed"),
        (_CV4, "It is 3:00 PM in New York. What time is it in Tokyo?", "entity"),

        (_CV5, "How many liters are there in five US gallons?", None),
        (_CV5, "What's the litre equivalent of 5 US gal?", None),
        (_CV5, "Convert 5 imperial gallons to litres.", "entity"),
        (_CV5, "Convert 5 quarts (US) to litres.", "entity"),

        (_CV6, "Convert 2.5 kg into ounces.", None),
        (_CV6, "What does two and a half kilos come to in oz?", None),
        (_CV6, "How many ounces are in 2.5 pounds?", "entity"),
        (_CV6, "How many kilograms are in 2.5 ounces?", "reversed"),
        (_CV6, "How many ounces are in 25 kilograms?", "quantity"),

        (_CV7, "How many hours is 90 min? Please give it as a decimal number.", None),
        (_CV7, "Express ninety minutes in hours, written in decimal form.", None),
        (_CV7, "Convert 90 minutes to hours, giving the answer as a fraction.", "output"),
        (_CV7, "Convert 90 minutes to days, giving the answer as a decimal.", "entity"),
        (_CV7, "Convert 75 minutes to hours, giving the answer as a decimal.", "quantity"),
    ],

    "policy": [
        (_PO1, "A shopper purchased a jacket twenty-four days back and still has the receipt. "
               "Since we take returns up to 30 days after purchase when there's a receipt, "
               "is the return allowed?", None),
        (_PO1, "Store rule: returns with proof of purchase are accepted for 30 days from the "
               "purchase date. Someone wants to bring back a jacket bought 24 days ago, receipt "
               "in hand. Is that OK?", None),
        (_PO1, "Our store accepts returns within 30 days of purchase if the customer has a receipt. "
               "A customer bought a jacket 34 days ago and has the receipt. Can they return it?",
         "quantity"),
        (_PO1, "Our store accepts returns within 30 days of purchase if the customer has a receipt. "
               "A customer bought a jacket 24 days ago but has lost the receipt. Can they return it?",
         "negation"),

        (_PO2, "A library member already has three books out. Borrowing is capped at five books "
               "at once. How many additional books are they allowed to take?", None),
        (_PO2, "With a limit of 5 books per member at any one time, what's the remaining "
               "allowance for someone who is holding 3 loans right now?", None),
        (_PO2, "The library lets members borrow at most 5 books at a time. A member currently has "
               "4 books checked out. How many more can they borrow?", "quantity"),
        (_PO2, "The library lets members borrow at most 8 books at a time. A member currently has "
               "3 books checked out. How many more can they borrow?", "quantity"),

        (_PO3, "Staff accrue a day and a half of paid leave for each complete month on the job. "
               "How much paid leave has Sam built up after eight complete months this year?", None),
        (_PO3, "How many paid leave days has Sam accrued, given 8 full months worked this year "
               "and our rule of 1.5 days per full month?", None),
        (_PO3, "Company policy: employees get 2 days of paid leave for every full month worked. "
               "Sam has worked 8 full months this year. How many days of paid leave has Sam earned?",
         "quantity"),
        (_PO3, "Company policy: employees get 1.5 days of paid leave for every full month worked. "
               "Sam has worked 10 full months this year. How many days of paid leave has Sam earned?",
         "quantity"),
        (_PO3, "Company policy: employees get 1.5 days of paid leave for every full month worked. "
               "Sam has worked 8 full months this year and has already taken 5 days. How many days "
               "of paid leave does Sam have left?", "step"),

        (_PO4, "A cart comes to forty-nine dollars fifty. Orders at or above $50 ship free, and "
               "anything under that is charged $6.99 for shipping. What's the shipping charge?", None),
        (_PO4, "How much shipping does a customer pay on a $49.50 order, if we only waive the "
               "$6.99 fee for orders of fifty dollars and up?", None),
        (_PO4, "Shipping is free on orders of $50 or more; otherwise it costs $6.99. A customer's "
               "cart totals $50.00. What will they pay for shipping?", "quantity"),
        (_PO4, "Shipping is free on orders of $50 or more; otherwise it costs $6.99. A customer's "
               "cart totals $49.50. What will they pay in total, including shipping?", "step"),
        (_PO4, "Shipping is free on orders under $50; otherwise it costs $6.99. A customer's "
               "cart totals $49.50. What will they pay for shipping?", "negation"),

        (_PO5, "Each API key is limited to a hundred calls a minute. One client has made 85 calls "
               "so far in the current minute. How many remain before it gets throttled?", None),
        (_PO5, "Given a rate limit of 100 requests/min per key, what's the remaining headroom this "
               "minute for a key that has already used 85 requests?", None),
        (_PO5, "Our API allows 100 requests per minute per key. A client sent 95 requests in the "
               "last minute. How many more requests can it send before hitting the limit this minute?",
         "quantity"),
        (_PO5, "Our API allows 1,000 requests per minute per key. A client sent 85 requests in the "
               "last minute. How many more requests can it send before hitting the limit this minute?",
         "quantity"),

        (_PO6, "Priya, a member of three years, wants to put her membership on hold. Holds "
               "normally cost $25, except for people who've been members longer than two years. "
               "Is she charged?", None),
        (_PO6, "Would a member of 3 years be charged our $25 freeze fee, given that anyone with "
               "more than two years of membership is exempt? I'm asking about Priya.", None),
        (_PO6, "The gym charges members a $25 fee to freeze their membership, but the fee is waived "
               "for members who have been with us over 2 years. Priya has been a member for "
               "18 months and wants to freeze. Does she pay the fee?", "quantity"),
        (_PO6, "The gym charges a $25 fee to freeze a membership, but only to members who have "
               "been with us over 2 years; everyone else freezes for free. Priya has been a member "
               "for 3 years and wants to freeze. Does she pay the fee?", "negation"),

        (_PO7, "Over a 3-day business trip Dana's meal costs were $32, $45, and $38. Staff can "
               "claim at most forty dollars a day on meals when travelling. What's the "
               "reimbursable amount?", None),
        (_PO7, "What will Dana get back for trip meals of $32, $45 and $38 across three days, if "
               "the daily meal cap for travelling employees is $40?", None),
        (_PO7, "Employees may expense up to $35 per day for meals while travelling. Dana spent $32, "
               "$45 and $38 on meals over a three-day trip. How much can Dana be reimbursed?",
         "quantity"),
        (_PO7, "Employees may expense up to $40 per day for meals while travelling. Dana spent $32, "
               "$45 and $38 on meals over a three-day trip. How much can Dana be reimbursed for "
               "the first two days?", "scope"),
        (_PO7, "Employees may expense up to $40 per day for meals while travelling. Dana spent $32, "
               "$45 and $38 on meals over a three-day trip. How much of that will Dana not get "
               "reimbursed?", "negation"),
    ],

    "sql": [
        (_SQ1, "Using the orders table, which has customer_id and amount columns, write SQL that "
               "sums amount for each customer.", None),
        (_SQ1, "I need a query that gives, for every customer_id in orders, the sum of their "
               "amount values.", None),
        (_SQ1, "Write a SQL query to get the average order amount per customer from the orders "
               "table (columns customer_id, amount).", "operation"),
        (_SQ1, "Write a SQL query to get the total sales amount per customer from the orders table "
               "(columns customer_id, amount, order_date), counting only orders placed in 2024.",
         "scope"),
        (_SQ1, "Write a SQL query to get the total sales amount per customer from the orders table "
               "(columns customer_id, amount), and keep only customers whose total exceeds 1000.",
         "step"),

        (_SQ2, "Give me SQL to pull the name of every employee earning more than 80,000 from the "
               "employees table.", None),
        (_SQ2, "Which staff members make over 80k? Write a query against employees that returns "
               "just their names.", None),
        (_SQ2, "Write a SQL query that lists the names of employees in the employees table whose "
               "salary is above 90000.", "quantity"),
        (_SQ2, "Write a SQL query that lists the names of employees in the employees table whose "
               "salary is not above 80000.", "negation"),
        (_SQ2, "Write a SQL query that lists the names and salaries of employees in the employees "
               "table whose salary is above 80000.", "output"),

        (_SQ3, "How many users have no email address recorded, i.e. email IS NULL? Write the "
               "query for the users table.", None),
        (_SQ3, "I need SQL that gives the number of records in users where the email column is null.", None),
        (_SQ3, "Write a SQL query to count how many rows in the users table have a non-NULL email.",
         "negation"),
        (_SQ3, "Write a SQL query to count how many rows in the customers table have a NULL email.",
         "entity"),

        (_SQ4, "Give me a statement to remove every record in sessions whose last_seen is more "
               "than thirty days in the past.", None),
        (_SQ4, "How would I purge the rows of the sessions table with a last_seen over 30 days "
               "old, in SQL?", None),
        (_SQ4, "Write a SQL query that deletes all rows from the sessions table where last_seen is "
               "older than 7 days.", "quantity"),
        (_SQ4, "Write a SQL query that counts all rows in the sessions table where last_seen is "
               "older than 30 days.", "operation"),

        (_SQ5, "For every order I want the order id plus the name of the customer who placed it; "
               "orders and customers share customer_id. What's the SQL?", None),
        (_SQ5, "Write a query matching orders to customers via customer_id, selecting the order "
               "id and the customer name.", None),
        (_SQ5, "Write a SQL query that joins the orders and customers tables on customer_id and "
               "returns each order's id together with the customer's name, including orders that "
               "have no matching customer.", "scope"),
        (_SQ5, "Write a SQL query that joins the orders and customers tables on customer_id and "
               "returns each order's id together with the customer's email.", "entity"),

        (_SQ6, "Which five products carry the highest price? Write SQL over the products table.", None),
        (_SQ6, "Give me a query that returns the top 5 rows from products ordered by price, "
               "highest first.", None),
        (_SQ6, "Write a SQL query that finds the 10 most expensive products in the products table "
               "by price.", "quantity"),
        (_SQ6, "Write a SQL query that finds the 5 cheapest products in the products table by price.",
         "reversed"),

        (_SQ7, "How many different city values are there in customers? I need the SQL.", None),
        (_SQ7, "Write a query counting the unique cities that appear in the city column of the "
               "customers table.", None),
        (_SQ7, "Write a SQL query that returns the list of distinct cities in the customers table.",
         "operation"),
        (_SQ7, "Write a SQL query that returns the number of distinct countries in the customers table.",
         "entity"),
        (_SQ7, "Write a SQL query that returns the number of distinct cities among customers who "
               "signed up in 2023 (column signup_date).", "scope"),
    ],

    "shell": [
        (_SH1, "How do I find out how many lines access.log has from the terminal?", None),
        (_SH1, "What Unix command prints the line count of the file access.log?", None),
        (_SH1, "Give me a shell command to count the words in access.log.", "operation"),
        (_SH1, "Give me a shell command to count the lines in error.log.", "entity"),
        (_SH1, "Give me a shell command to count the lines in access.log that contain 404.", "scope"),

        (_SH2, "How can I remove every file ending in .tmp anywhere beneath the /var/cache folder?", None),
        (_SH2, "Shell one-liner please: locate .tmp files recursively in /var/cache and get rid "
               "of them.", None),
        (_SH2, "Write a command that finds all .tmp files under /var/cache and lists them.", "operation"),
        (_SH2, "Write a command that finds all .log files under /var/cache and deletes them.", "entity"),
        (_SH2, "Write a command that finds the .tmp files directly in /var/cache, not in its "
               "subdirectories, and deletes them.", "scope"),

        (_SH3, "What command lists the twenty biggest files in this folder, sorted from largest down?", None),
        (_SH3, "Sort the files in the current directory by size, largest first, and show me the "
               "top 20. Which command does that?", None),
        (_SH3, "How do I show the 10 largest files in the current directory, biggest first?", "quantity"),
        (_SH3, "How do I show the 20 smallest files in the current directory, smallest first?", "reversed"),

        (_SH4, "How can I change all 'foo' strings to 'bar' in config.txt and save the change back "
               "to the same file?", None),
        (_SH4, "In-place edit of config.txt: every 'foo' should become 'bar'. What's the command?", None),
        (_SH4, "Write a command to replace every occurrence of 'bar' with 'foo' in config.txt, "
               "editing the file in place.", "reversed"),
        (_SH4, "Write a command to replace every occurrence of 'foo' with 'bar' in config.txt and "
               "print the result to the screen, leaving the file unchanged.", "output"),
        (_SH4, "Write a command to replace only the first occurrence of 'foo' on each line with "
               "'bar' in config.txt, editing the file in place.", "scope"),

        (_SH5, "How can I find out which program has port 8080 open for listening?", None),
        (_SH5, "I'd like to identify the process that's listening on 8080. Which command tells me?", None),
        (_SH5, "What command shows which process is listening on port 5432?", "quantity"),
        (_SH5, "Write a command that kills whatever process is listening on port 8080.", "operation"),

        (_SH6, "How do I pack the project/ folder into a tarball called backup.tar.gz, compressed "
               "with gzip?", None),
        (_SH6, "What's the command for archiving the project/ directory as backup.tar.gz, using tar "
               "with gzip compression?", None),
        (_SH6, "Write a command to extract the gzip-compressed tar archive backup.tar.gz into the "
               "directory project/.", "reversed"),
        (_SH6, "Write a command to create a bzip2-compressed tar archive named backup.tar.bz2 of "
               "the directory project/.", "output"),

        (_SH7, "How can I output just the third comma-separated field of every line in data.csv?", None),
        (_SH7, "data.csv is comma-delimited; what command extracts column three from it?", None),
        (_SH7, "Show me a command that prints the 2nd column of data.csv, where fields are "
               "separated by commas.", "quantity"),
        (_SH7, "Show me a command that prints the 3rd column of data.csv, where fields are "
               "separated by tabs.", "entity"),
        (_SH7, "Show me a command that prints the 3rd column of data.csv, where fields are "
               "separated by commas, sorted with duplicates removed.", "step"),
    ],

    "dates": [
        (_DA1, "Which weekday did March 14, 2023 fall on?", None),
        (_DA1, "Could you tell me the day of the week for 2023-03-14?", None),
        (_DA1, "What day of the week was 14 March 2024?", "quantity"),
        (_DA1, "What day of the year was 14 March 2023, as a number from 1 to 365?", "output"),

        (_DA2, "If I start on January 10, 2025 and add forty-five days, which date do I land on?", None),
        (_DA2, "Add 45 days to 2025-01-10. What's the resulting date?", None),
        (_DA2, "What date is 45 days before 10 January 2025?", "reversed"),
        (_DA2, "What date is 60 days after 10 January 2025?", "quantity"),

        (_DA3, "Count the days from February 1st, 2024 to March 1st, 2024.", None),
        (_DA3, "What's the number of days separating 2024-02-01 and 2024-03-01?", None),
        (_DA3, "How many days are there between 1 February 2023 and 1 March 2023?", "quantity"),
        (_DA3, "How many weeks are there between 1 February 2024 and 1 March 2024?", "output"),
        (_DA3, "How many weekdays (Monday to Friday) are there between 1 February 2024 and "
               "1 March 2024?", "scope"),

        (_DA4, "If a meeting begins at quarter to ten in the morning and runs two and a half "
               "hours, what's its finish time?", None),
        (_DA4, "What time will a 150-minute meeting that kicks off at 09:45 wrap up?", None),
        (_DA4, "A meeting starts at 9:45 AM and lasts 3 hours 30 minutes. When does it end?", "quantity"),
        (_DA4, "A meeting ended at 9:45 AM and lasted 2 hours 30 minutes. When did it start?", "reversed"),
        (_DA4, "A meeting starts at 9:45 AM and lasts 2 hours 30 minutes. When does it end, and "
               "how many minutes is that before 1 PM?", "step"),

        (_DA5, "Someone's birthday is August 29, 1990. What's their age in whole years as of "
               "June 1st, 2025?", None),
        (_DA5, "As of 2025-06-01, how many complete years old is a person born on 1990-08-29?", None),
        (_DA5, "How old is someone born on 29 August 1990 on 1 September 2025, in full years?", "quantity"),
        (_DA5, "How old is someone born on 29 August 1990 on 1 June 2025, in full years and months?",
         "output"),

        (_DA6, "Which date is the final Friday in November 2026?", None),
        (_DA6, "In November of 2026, on what date does the last Friday fall?", None),
        (_DA6, "What date is the first Friday of November 2026?", "reversed"),
        (_DA6, "What date is the last Monday of November 2026?", "entity"),
        (_DA6, "What date is the last Friday of November 2027?", "quantity"),

        (_DA7, "Starting at 22:00 on Friday and ending at 06:00 on Monday, how many hours go by?", None),
        (_DA7, "Work out the number of hours between Friday 10 p.m. and Monday 6 a.m.", None),
        (_DA7, "How many minutes are there from 10 PM on Friday to 6 AM on Monday?", "output"),
        (_DA7, "How many hours are there from 10 PM on Friday to 6 AM on Sunday?", "quantity"),
    ],

    "rewriting": [
        (_RW1, "How would you say 'The meeting has been moved to Thursday afternoon.' in French?", None),
        (_RW1, "Please render the following sentence in French: 'The meeting has been moved to "
               "Thursday afternoon.'", None),
        (_RW1, "Translate into Spanish: 'The meeting has been moved to Thursday afternoon.'", "entity"),
        (_RW1, "Translate into French: 'The meeting has been moved to Friday afternoon.'", "quantity"),

        (_RW2, "Put 'The committee approved the new budget.' into the passive voice.", None),
        (_RW2, "Could you turn the sentence 'The committee approved the new budget.' into a passive "
               "construction?", None),
        (_RW2, "Rewrite this sentence in the active voice: 'The new budget was approved by the "
               "committee.'", "reversed"),
        (_RW2, "Rewrite this sentence in the passive voice: 'The committee did not approve the new "
               "budget.'", "negation"),

        (_RW3, "Give me a single-sentence summary of the following: 'Our quarterly revenue grew by "
               "12%, driven mainly by strong sales in Asia, while costs stayed flat and headcount "
               "rose slightly.'", None),
        (_RW3, "Can you condense this down to one sentence for a status update? 'Our quarterly "
               "revenue grew by 12%, driven mainly by strong sales in Asia, while costs stayed flat "
               "and headcount rose slightly.'", None),
        (_RW3, "Summarise this in one sentence: 'Our quarterly revenue grew by 21%, driven mainly by "
               "strong sales in Asia, while costs stayed flat and headcount rose slightly.'", "quantity"),
        (_RW3, "Summarise this as three bullet points: 'Our quarterly revenue grew by 12%, driven "
               "mainly by strong sales in Asia, while costs stayed flat and headcount rose slightly.'",
         "output"),
        (_RW3, "In one sentence, summarise only what this says about costs and headcount: 'Our "
               "quarterly revenue grew by 12%, driven mainly by strong sales in Asia, while costs "
               "stayed flat and headcount rose slightly.'", "scope"),

        (_RW4, "Could you write 'please restart the staging server tonight' in capital letters?", None),
        (_RW4, "Put every letter of 'please restart the staging server tonight' in upper case.", None),
        (_RW4, "Change this text to all lowercase: 'PLEASE RESTART THE STAGING SERVER TONIGHT'",
         "reversed"),
        (_RW4, "Change this text to title case: 'please restart the staging server tonight'", "output"),
        (_RW4, "Change this text to all uppercase: 'please restart the production server tonight'",
         "entity"),

        (_RW5, "Rewrite 'Hey, can you send me the report by tomorrow?' in a more formal register.", None),
        (_RW5, "How could 'Hey, can you send me the report by tomorrow?' be phrased in a less "
               "casual, more formal way?", None),
        (_RW5, "Make this sentence more casual: 'Could you kindly send me the report by tomorrow?'",
         "reversed"),
        (_RW5, "Make this sentence more formal: 'Hey, can you send me the invoice by tomorrow?'",
         "entity"),

        (_RW6, "Please rewrite 'March 3, 2024; July 19, 2024; December 1, 2024' using the "
               "YYYY-MM-DD ISO format.", None),
        (_RW6, "Turn these dates into ISO form, year-month-day as YYYY-MM-DD: 'March 3, 2024; "
               "July 19, 2024; December 1, 2024'", None),
        (_RW6, "Reformat this date list as DD/MM/YYYY: 'March 3, 2024; July 19, 2024; December 1, 2024'",
         "output"),
        (_RW6, "Reformat this date list as ISO dates (YYYY-MM-DD): 'March 3, 2024; July 9, 2024; "
               "December 1, 2024'", "quantity"),
        (_RW6, "Reformat this date list as ISO dates (YYYY-MM-DD) and sort them newest first: "
               "'March 3, 2024; July 19, 2024; December 1, 2024'", "step"),

        (_RW7, "What does 'Je voudrais réserver une table pour deux personnes ce soir.' mean in "
               "English? Please translate it.", None),
        (_RW7, "Give me the English version of this French sentence: 'Je voudrais réserver une "
               "table pour deux personnes ce soir.'", None),
        (_RW7, "Translate into English: 'Je voudrais réserver une table pour quatre personnes ce soir.'",
         "quantity"),
        (_RW7, "Translate into German: 'Je voudrais réserver une table pour deux personnes ce soir.'",
         "entity"),
    ],

    "code": [
        (_CO1, _fn("second_largest", "nums",
                   "Given a list of integers, return the biggest value that is strictly smaller\n"
                   "    than the maximum.",
                   [("second_largest([10, 20, 30])", "20"), ("second_largest([7, 7, 3])", "3")],
                   " -> int"), None),
        (_CO1, _fn("second_largest", "nums",
                   "Find the runner-up among the unique numbers in nums, i.e. the second\n"
                   "    biggest value once duplicates are ignored.",
                   [("second_largest([4, 9, 9, 1])", "4")],
                   " -> int"), None),
        (_CO1, _fn("second_largest", "nums",
                   "Return the second smallest distinct value in nums.",
                   [("second_largest([5, 1, 2, 9])", "2")],
                   " -> int"), "reversed"),
        (_CO1, _fn("second_largest", "nums",
                   "Return the third largest distinct value in nums.",
                   [("second_largest([3, 1, 2])", "1")],
                   " -> int"), "quantity"),
        (_CO1, _fn("second_largest", "nums",
                   "Return the second largest value in nums, counting duplicates as separate\n"
                   "    entries.",
                   [("second_largest([5, 5, 4])", "5")],
                   " -> int"), "scope"),

        (_CO2, _fn("count_vowels", "text",
                   "Count how many characters of text are one of the letters a, e, i, o or u,\n"
                   "    ignoring upper/lower case.",
                   [("count_vowels('AEIOU xyz')", "5")],
                   " -> int"), None),
        (_CO2, _fn("count_vowels", "text",
                   "How many vowels does the string contain? Vowels are a, e, i, o and u,\n"
                   "    in either case.",
                   [("count_vowels('Programming')", "3"), ("count_vowels('')", "0")],
                   " -> int"), None),
        (_CO2, _fn("count_vowels", "text",
                   "Return the number of consonants (letters other than a, e, i, o, u,\n"
                   "    case-insensitive) in text.",
                   [("count_vowels('Hello World')", "7")],
                   " -> int"), "negation"),
        (_CO2, _fn("count_vowels", "text",
                   "Return the number of lowercase vowels (a, e, i, o, u) in text; uppercase\n"
                   "    letters are not counted.",
                   [("count_vowels('AEIOU aei')", "3")],
                   " -> int"), "scope"),
        (_CO2, _fn("count_vowels", "text",
                   "Return the number of vowels (a, e, i, o, u and also y, case-insensitive)\n"
                   "    in text.",
                   [("count_vowels('rhythm')", "1")],
                   " -> int"), "entity"),

        (_CO3, _fn("chunk", "items, size",
                   "Break the list into pieces of size elements each, in order, with any\n"
                   "    leftover elements forming a final smaller piece.",
                   [("chunk(['a', 'b', 'c'], 2)", "[['a', 'b'], ['c']]")],
                   " -> list"), None),
        (_CO3, _fn("chunk", "items, size",
                   "Group items, keeping their order, into sublists that each hold size\n"
                   "    elements; whatever remains at the end goes into a shorter last sublist.",
                   [("chunk([1, 2, 3, 4], 2)", "[[1, 2], [3, 4]]"), ("chunk([], 3)", "[]")],
                   " -> list"), None),
        (_CO3, _fn("chunk", "items, size",
                   "Split items into consecutive lists of length size; a last chunk shorter\n"
                   "    than size is dropped.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]")],
                   " -> list"), "scope"),
        (_CO3, _fn("chunk", "items, size",
                   "Split items into consecutive tuples of length size; the last chunk may be\n"
                   "    shorter.",
                   [("chunk([1, 2, 3, 4, 5], 2)", "[(1, 2), (3, 4), (5,)]")],
                   " -> list"), "output"),

        (_CO4, _fn("celsius_to_fahrenheit", "c",
                   "Return the Fahrenheit equivalent of c degrees Celsius (multiply by 9/5,\n"
                   "    then add 32).",
                   [("celsius_to_fahrenheit(-40)", "-40.0")],
                   " -> float"), None),
        (_CO4, _fn("celsius_to_fahrenheit", "c",
                   "Given a reading on the Celsius scale, give back the same temperature\n"
                   "    expressed in degrees Fahrenheit.",
                   [("celsius_to_fahrenheit(10)", "50.0"), ("celsius_to_fahrenheit(100)", "212.0")],
                   " -> float"), None),
        (_CO4, _fn("celsius_to_fahrenheit", "c",
                   "Convert a temperature from Fahrenheit to Celsius.",
                   [("celsius_to_fahrenheit(212)", "100.0")],
                   " -> float"), "reversed"),
        (_CO4, _fn("celsius_to_fahrenheit", "c",
                   "Convert a temperature from Celsius to Fahrenheit, rounded to the nearest\n"
                   "    whole degree.",
                   [("celsius_to_fahrenheit(37)", "99")],
                   " -> int"), "step"),

        (_CO5, _fn("is_leap_year", "year",
                   "Return True when year has 366 days in the Gregorian calendar, and False\n"
                   "    otherwise.",
                   [("is_leap_year(2023)", "False"), ("is_leap_year(2000)", "True")],
                   " -> bool"), None),
        (_CO5, _fn("is_leap_year", "year",
                   "Decide whether year is a leap year: it must be divisible by 4, except that\n"
                   "    century years must also be divisible by 400.",
                   [("is_leap_year(1900)", "False"), ("is_leap_year(2024)", "True")],
                   " -> bool"), None),
        (_CO5, _fn("is_leap_year", "year",
                   "Return True if year is not a leap year in the Gregorian calendar.",
                   [("is_leap_year(2024)", "False"), ("is_leap_year(1900)", "True")],
                   " -> bool"), "negation"),
        (_CO5, _fn("is_leap_year", "year",
                   "Return the number of days in year in the Gregorian calendar (366 for a\n"
                   "    leap year, 365 otherwise).",
                   [("is_leap_year(2024)", "366"), ("is_leap_year(2023)", "365")],
                   " -> int"), "output"),

        (_CO6, _fn("word_frequencies", "text",
                   "Count the occurrences of each whitespace-separated word in text, ignoring\n"
                   "    case, and return the counts as a dictionary keyed by the lowercased word.",
                   [("word_frequencies('Go go GO stop')", "{'go': 3, 'stop': 1}")],
                   " -> dict"), None),
        (_CO6, _fn("word_frequencies", "text",
                   "Build a word -> count mapping for text, where words are the pieces between\n"
                   "    whitespace and case does not matter (keys are lowercase).",
                   [("word_frequencies('a b a')", "{'a': 2, 'b': 1}")],
                   " -> dict"), None),
        (_CO6, _fn("word_frequencies", "text",
                   "Split text on whitespace without changing case, and return a dict mapping\n"
                   "    each word to the number of times it appears.",
                   [("word_frequencies('Go go')", "{'Go': 1, 'go': 1}")],
                   " -> dict"), "negation"),
        (_CO6, _fn("word_frequencies", "text",
                   "Lowercase text, split it on whitespace, and return a list of (word, count)\n"
                   "    pairs sorted by count, highest first.",
                   [("word_frequencies('b a b')", "[('b', 2), ('a', 1)]")],
                   " -> list"), "output"),
        (_CO6, _fn("word_frequencies", "text",
                   "Lowercase text, split it on whitespace, and return a dict mapping each word\n"
                   "    longer than two characters to the number of times it appears.",
                   [("word_frequencies('the cat is here')", "{'the': 1, 'cat': 1, 'here': 1}")],
                   " -> dict"), "scope"),

        (_CO7, _fn("moving_average", "values, window",
                   "Compute the simple moving average of values over a sliding window of\n"
                   "    length window, giving one result per full window position.",
                   [("moving_average([2, 4, 6], 3)", "[4.0]")],
                   " -> list"), None),
        (_CO7, _fn("moving_average", "values, window",
                   "Slide a window of window items across values and give back the mean of each\n"
                   "    window, in order.",
                   [("moving_average([10, 20, 30, 40], 2)", "[15.0, 25.0, 35.0]")],
                   " -> list"), None),
        (_CO7, _fn("moving_average", "values, window",
                   "Return the sum of each consecutive run of window values, in order.",
                   [("moving_average([1, 2, 3, 4], 2)", "[3, 5, 7]")],
                   " -> list"), "operation"),
        (_CO7, _fn("moving_average", "values, window",
                   "Return the average of each consecutive run of window values, in order,\n"
                   "    also averaging the shorter partial windows at the start.",
                   [("moving_average([1, 2, 3], 2)", "[1.0, 1.5, 2.5]")],
                   " -> list"), "scope"),
    ],
}
