"""Split ``heldout5``: requests written by hand on 2026-12-01 (sixth session) by an engineer who read neither the
rules (``kvmemory/sametask``) nor any other hand-written set nor this project's code; never used to tune a rule.

Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same
answer, else the kind of change (reversed, entity, operation, quantity, negation; code also output, input,
bound). Read by :mod:`make_domains`, which runs it with ``_fn``.
"""

# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by :mod:`make_domains`.


# ---------------------------------------------------------------- code bases
_CV = _fn("count_vowels", "s", "Count the vowels in the string s.",
          [("count_vowels('Apple')", "2"), ("count_vowels('rhythm')", "0")])
_RM = _fn("running_max", "nums",
          "Return a list whose i-th element is the largest of nums[0] through nums[i].",
          [("running_max([1, 3, 2, 5, 4])", "[1, 3, 3, 5, 5]"), ("running_max([])", "[]")])
_IR = _fn("in_range", "x, lo, hi", "Return True if x is between lo and hi.",
          [("in_range(5, 1, 5)", "True"), ("in_range(0, 1, 5)", "False")])
_TR = _fn("truncate", "s, n", "Truncate s to n characters, adding '...' if it was cut.",
          [("truncate('hello world', 8)", "'hello...'"), ("truncate('hi', 8)", "'hi'")])
_MD = _fn("median", "nums", "Return the median of nums.",
          [("median([3, 1, 2])", "2"), ("median([4, 1, 3, 2])", "2.5")])
_TS = _fn("to_snake", "name", "Convert a camelCase identifier to snake_case.",
          [("to_snake('getUserName')", "'get_user_name'"), ("to_snake('id')", "'id'")])
_PD = _fn("parse_duration", "s", "Convert a duration like '1h30m' into total minutes.",
          [("parse_duration('1h30m')", "90"), ("parse_duration('45m')", "45")])


HELDOUT5 = {
    # ------------------------------------------------------------ conversions
    "conversions": [
        ("Convert 12 kilograms to pounds.", "12 kg -> lbs?", None),
        ("Convert 12 kilograms to pounds.", "how many pounds is 12 kilos", None),
        ("Convert 12 kilograms to pounds.", "convert 12 pounds to kilograms", "reversed"),
        ("Convert 12 kilograms to pounds.", "convert 15 kilograms to pounds", "quantity"),
        ("Convert 12 kilograms to pounds.", "12 kg to ounces?", "entity"),

        ("What is 30 degrees Celsius in Fahrenheit?", "30c in f pls", None),
        ("What is 30 degrees Celsius in Fahrenheit?", "convert 30 °C to fahrenheit", None),
        ("What is 30 degrees Celsius in Fahrenheit?", "what is 30 degrees fahrenheit in celsius", "reversed"),
        ("What is 30 degrees Celsius in Fahrenheit?", "what's 35 degrees celsius in fahrenheit", "quantity"),
        ("What is 30 degrees Celsius in Fahrenheit?", "30 celsius in kelvin?", "entity"),

        ("Convert 6pm in Chicago to Mumbai time.", "if it's 6pm in chicago what time is it in mumbai", None),
        ("Convert 6pm in Chicago to Mumbai time.", "chicago 18:00 -> mumbai time?", None),
        ("Convert 6pm in Chicago to Mumbai time.", "convert 6pm in Mumbai to Chicago time", "reversed"),
        ("Convert 6pm in Chicago to Mumbai time.", "convert 6pm in Chicago to Tokyo time", "entity"),
        ("Convert 6pm in Chicago to Mumbai time.", "8pm chicago time in mumbai?", "quantity"),

        ("How many liters are in 3 gallons?", "3 gal to L", None),
        ("How many liters are in 3 gallons?", "convert three gallons into liters", None),
        ("How many liters are in 3 gallons?", "how many gallons are in 3 liters", "reversed"),
        ("How many liters are in 3 gallons?", "how many liters are in 3 quarts", "entity"),

        ("Convert 65 mph to km/h.", "65 miles per hour in kmh?", None),
        ("Convert 65 mph to km/h.", "what's 65 mph in kilometers per hour", None),
        ("Convert 65 mph to km/h.", "convert 65 km/h to mph", "reversed"),
        ("Convert 65 mph to km/h.", "65 mph in m/s?", "entity"),
        ("Convert 65 mph to km/h.", "convert 55 mph to km/h", "quantity"),

        ("Convert 180 centimeters to feet and inches.", "180cm in ft and in", None),
        ("Convert 180 centimeters to feet and inches.", "how tall is 180 cm in feet/inches", None),
        ("Convert 180 centimeters to feet and inches.", "convert 180 centimeters to inches", "entity"),
        ("Convert 180 centimeters to feet and inches.", "190 cm in feet and inches?", "quantity"),

        ("How many milliliters are in 2 cups?", "2 cups = ? ml", None),
        ("How many milliliters are in 2 cups?", "quick q: 2 cups in mL", None),
        ("How many milliliters are in 2 cups?", "how many milliliters are in 2 tablespoons", "entity"),
        ("How many milliliters are in 2 cups?", "how many ml in 3 cups", "quantity"),
    ],

    # ----------------------------------------------------------------- policy
    "policy": [
        ("How many sick days do full-time employees get per year?", "# of sick days per yr for full time staff?", None),
        ("How many sick days do full-time employees get per year?", "hey, what's the annual sick leave allowance for full-time employees", None),
        ("How many sick days do full-time employees get per year?", "how many sick days do part-time employees get per year", "entity"),
        ("How many sick days do full-time employees get per year?", "how many vacation days do full-time employees get per year", "entity"),

        ("Which employee groups are allowed to work remotely?", "list the staff groups permitted to wfh", None),
        ("Which employee groups are allowed to work remotely?", "quick q - which groups of employees can work from home?", None),
        ("Which employee groups are allowed to work remotely?", "which employee groups are not allowed to work remotely", "negation"),
        ("Which employee groups are allowed to work remotely?", "how many employee groups are allowed to work remotely", "operation"),
        ("Which employee groups are allowed to work remotely?", "which employee groups are allowed to work remotely more than 3 days a week", "quantity"),

        ("What is the daily meal allowance for business trips to Germany?", "per diem for meals on a work trip to germany?", None),
        ("What is the daily meal allowance for business trips to Germany?", "how much can i spend on food per day when travelling to Germany for work", None),
        ("What is the daily meal allowance for business trips to Germany?", "what is the daily meal allowance for business trips to Japan", "entity"),
        ("What is the daily meal allowance for business trips to Germany?", "what's the daily hotel allowance for business trips to germany", "entity"),

        ("Which expenses are not reimbursable under the travel policy?", "what travel expenses can't be reimbursed", None),
        ("Which expenses are not reimbursable under the travel policy?", "list of non-reimbursable items in the travel policy?", None),
        ("Which expenses are not reimbursable under the travel policy?", "which expenses are reimbursable under the travel policy", "negation"),
        ("Which expenses are not reimbursable under the travel policy?", "how many expense types are not reimbursable under the travel policy", "operation"),
        ("Which expenses are not reimbursable under the travel policy?", "which expenses are not reimbursable under the relocation policy", "entity"),

        ("What is the capital of Australia?", "australia capital city?", None),
        ("What is the capital of Australia?", "whats the capital of australia", None),
        ("What is the capital of Australia?", "what is the capital of Austria", "entity"),
        ("What is the capital of Australia?", "what was the capital of australia before 1927", "quantity"),

        ("How many days' notice must employees give before resigning?", "what's the resignation notice period for staff", None),
        ("How many days' notice must employees give before resigning?", "how much notice do I need to give if I quit?", None),
        ("How many days' notice must employees give before resigning?", "how many days notice must the company give before firing an employee", "reversed"),
        ("How many days' notice must employees give before resigning?", "how many days' notice must managers give before resigning", "entity"),
        ("How many days' notice must employees give before resigning?", "how many days notice must employees give before taking vacation", "entity"),

        ("Is parental leave available to employees with less than one year of service?", "can staff w/ under 1 yr tenure take parental leave", None),
        ("Is parental leave available to employees with less than one year of service?", "parental leave eligibility if I've been here less than a year?", None),
        ("Is parental leave available to employees with less than one year of service?", "is parental leave available to employees with more than one year of service", "reversed"),
        ("Is parental leave available to employees with less than one year of service?", "is parental leave available to employees with less than six months of service", "quantity"),
    ],

    # -------------------------------------------------------------------- sql
    "sql": [
        ("Write a SQL query to get the total revenue per month from the sales table for 2023.", "sql: monthly revenue totals from sales tbl, 2023 only", None),
        ("Write a SQL query to get the total revenue per month from the sales table for 2023.", "need a query that sums revenue by month for 2023 in the sales table", None),
        ("Write a SQL query to get the total revenue per month from the sales table for 2023.", "sql to get the average revenue per month from the sales table for 2023", "operation"),
        ("Write a SQL query to get the total revenue per month from the sales table for 2023.", "sql query for total revenue per month from the sales table for 2022", "quantity"),
        ("Write a SQL query to get the total revenue per month from the sales table for 2023.", "total amount per month from the refunds table for 2023, sql", "entity"),

        ("SQL to list employees who earn more than 50000, highest paid first.", "select employees with salary > 50k ordered by salary desc", None),
        ("SQL to list employees who earn more than 50000, highest paid first.", "query for employees earning above 50,000 sorted from highest to lowest pay", None),
        ("SQL to list employees who earn more than 50000, highest paid first.", "sql to list employees who earn more than 50000, lowest paid first", "reversed"),
        ("SQL to list employees who earn more than 50000, highest paid first.", "SQL to list employees who earn more than 80000, highest paid first", "quantity"),
        ("SQL to list employees who earn more than 50000, highest paid first.", "sql to count employees who earn more than 50000", "operation"),

        ("Write a query to find customers who have never placed an order.", "sql for customers with no orders", None),
        ("Write a query to find customers who have never placed an order.", "how do I get all customers that don't have any orders in the db", None),
        ("Write a query to find customers who have never placed an order.", "write a query to find customers who have placed at least one order", "negation"),
        ("Write a query to find customers who have never placed an order.", "query to find products that have never been ordered", "entity"),
        ("Write a query to find customers who have never placed an order.", "how many customers have never placed an order? need the sql", "operation"),

        ("SQL query to delete all rows from the logs table older than 30 days.", "delete rows in logs tbl where older than 30 days", None),
        ("SQL query to delete all rows from the logs table older than 30 days.", "remove records from logs that are over 30 days old, sql pls", None),
        ("SQL query to delete all rows from the logs table older than 30 days.", "sql query to delete all rows from the logs table older than 90 days", "quantity"),
        ("SQL query to delete all rows from the logs table older than 30 days.", "delete all rows from the sessions table older than 30 days", "entity"),
        ("SQL query to delete all rows from the logs table older than 30 days.", "sql to delete all rows from the logs table newer than 30 days", "reversed"),

        ("Get the 3 most expensive products in each category.", "top 3 priciest products per category sql", None),
        ("Get the 3 most expensive products in each category.", "sql: for every category, show the three highest-priced products", None),
        ("Get the 3 most expensive products in each category.", "get the 3 cheapest products in each category", "reversed"),
        ("Get the 3 most expensive products in each category.", "get the 5 most expensive products in each category", "quantity"),

        ("SQL to find duplicate email addresses in the users table.", "query to find emails that appear more than once in users", None),
        ("SQL to find duplicate email addresses in the users table.", "how to detect dupe emails in users tbl", None),
        ("SQL to find duplicate email addresses in the users table.", "sql to delete duplicate email addresses in the users table", "operation"),
        ("SQL to find duplicate email addresses in the users table.", "sql to find duplicate phone numbers in the users table", "entity"),

        ("Write SQL to show the number of orders placed each day in March 2024.", "daily order count for march 2024 sql", None),
        ("Write SQL to show the number of orders placed each day in March 2024.", "how many orders per day during 2024-03, give me the query", None),
        ("Write SQL to show the number of orders placed each day in March 2024.", "write sql to show the number of orders placed each day in April 2024", "quantity"),
        ("Write SQL to show the number of orders placed each day in March 2024.", "daily order count for march 2024 excluding cancelled orders, sql", "negation"),
    ],

    # ------------------------------------------------------------------ shell
    "shell": [
        ("Find all .log files larger than 100MB in /var/log.", "find *.log files over 100mb under /var/log", None),
        ("Find all .log files larger than 100MB in /var/log.", "what's the command to list .log files bigger than 100M in /var/log", None),
        ("Find all .log files larger than 100MB in /var/log.", "find all .log files smaller than 100MB in /var/log", "reversed"),
        ("Find all .log files larger than 100MB in /var/log.", "delete all .log files larger than 100MB in /var/log", "operation"),
        ("Find all .log files larger than 100MB in /var/log.", "find all .txt files larger than 100MB in /var/log", "entity"),

        ("Kill the process listening on port 8080.", "how do I kill whatever's running on port 8080", None),
        ("Kill the process listening on port 8080.", "free up port 8080 by killing the process using it", None),
        ("Kill the process listening on port 8080.", "kill the process listening on port 3000", "quantity"),
        ("Kill the process listening on port 8080.", "show the process listening on port 8080", "operation"),

        ("Compress the folder reports into reports.tar.gz.", "tar gz the reports dir -> reports.tar.gz", None),
        ("Compress the folder reports into reports.tar.gz.", "make a reports.tar.gz archive from the reports folder", None),
        ("Compress the folder reports into reports.tar.gz.", "extract reports.tar.gz into the folder reports", "reversed"),
        ("Compress the folder reports into reports.tar.gz.", "compress the folder reports into reports.zip", "entity"),

        ("Show disk usage of each subdirectory in the current directory, sorted largest first.", "du for every subdir here sorted biggest first", None),
        ("Show disk usage of each subdirectory in the current directory, sorted largest first.", "hey, list how much space each folder in the cwd takes, largest on top", None),
        ("Show disk usage of each subdirectory in the current directory, sorted largest first.", "show disk usage of each subdirectory in the current directory, sorted smallest first", "reversed"),
        ("Show disk usage of each subdirectory in the current directory, sorted largest first.", "disk usage of each subdir in the current dir, largest first, excluding hidden folders", "negation"),

        ("Count the number of files in the current directory, including subdirectories.", "how many files are in this dir recursively", None),
        ("Count the number of files in the current directory, including subdirectories.", "count all files under . incl subfolders", None),
        ("Count the number of files in the current directory, including subdirectories.", "count the number of files in the current directory, not including subdirectories", "negation"),
        ("Count the number of files in the current directory, including subdirectories.", "list the files in the current directory, including subdirectories", "operation"),
        ("Count the number of files in the current directory, including subdirectories.", "count the number of directories in the current directory, including subdirectories", "entity"),

        ("Search for the word TODO in all Python files under src, showing line numbers.", "grep for TODO in every .py file under src/ with line nums", None),
        ("Search for the word TODO in all Python files under src, showing line numbers.", "which lines in the python files under src contain TODO? show line numbers", None),
        ("Search for the word TODO in all Python files under src, showing line numbers.", "search for the word TODO in all JavaScript files under src, showing line numbers", "entity"),
        ("Search for the word TODO in all Python files under src, showing line numbers.", "show lines that don't contain TODO in all python files under src, with line numbers", "negation"),
        ("Search for the word TODO in all Python files under src, showing line numbers.", "count how many times TODO appears in all Python files under src", "operation"),

        ("Make deploy.sh executable for the owner only.", "make deploy.sh executable just for its owner", None),
        ("Make deploy.sh executable for the owner only.", "how do i let only the file owner run deploy.sh", None),
        ("Make deploy.sh executable for the owner only.", "make deploy.sh executable for everyone", "entity"),
        ("Make deploy.sh executable for the owner only.", "remove execute permission on deploy.sh for the owner", "operation"),
    ],

    # ------------------------------------------------------------------ dates
    "dates": [
        ("How many days are there from 2023-11-15 to 2024-02-01?", "days between nov 15 2023 and feb 1 2024", None),
        ("How many days are there from 2023-11-15 to 2024-02-01?", "2023-11-15 -> 2024-02-01 how many days?", None),
        ("How many days are there from 2023-11-15 to 2024-02-01?", "how many days are there from 2023-11-15 to 2024-03-01", "quantity"),
        ("How many days are there from 2023-11-15 to 2024-02-01?", "how many weeks from 2023-11-15 to 2024-02-01", "entity"),
        ("How many days are there from 2023-11-15 to 2024-02-01?", "how many days from 2023-11-15 to 2024-02-01 excluding weekends", "negation"),

        ("What day of the week was July 4, 1976?", "july 4th 1976 weekday?", None),
        ("What day of the week was July 4, 1976?", "which day of the week did 4 July 1976 fall on", None),
        ("What day of the week was July 4, 1976?", "what day of the week was July 4, 1977", "quantity"),
        ("What day of the week was July 4, 1976?", "what day of the week was july 14 1976", "quantity"),

        ("What date is 45 days after October 10, 2025?", "oct 10 2025 + 45 days = ?", None),
        ("What date is 45 days after October 10, 2025?", "add 45 days to 2025-10-10", None),
        ("What date is 45 days after October 10, 2025?", "what date is 45 days before October 10, 2025", "reversed"),
        ("What date is 45 days after October 10, 2025?", "what date is 45 weeks after October 10, 2025", "entity"),
        ("What date is 45 days after October 10, 2025?", "what's the date 60 days after oct 10 2025", "quantity"),

        ("Is 2100 a leap year?", "will 2100 be a leap yr", None),
        ("Is 2100 a leap year?", "is the year 2100 leap or not", None),
        ("Is 2100 a leap year?", "is 2000 a leap year", "quantity"),
        ("Is 2100 a leap year?", "what's the next leap year after 2100", "operation"),

        ("Convert the unix timestamp 1700000000 to a UTC date and time.", "1700000000 epoch -> utc datetime", None),
        ("Convert the unix timestamp 1700000000 to a UTC date and time.", "what UTC time is unix ts 1700000000", None),
        ("Convert the unix timestamp 1700000000 to a UTC date and time.", "convert 2023-11-14 22:13:20 UTC to a unix timestamp", "reversed"),
        ("Convert the unix timestamp 1700000000 to a UTC date and time.", "convert the unix timestamp 1800000000 to a UTC date and time", "quantity"),
        ("Convert the unix timestamp 1700000000 to a UTC date and time.", "convert unix timestamp 1700000000 to Tokyo time", "entity"),

        ("What time will it be 9 hours and 30 minutes after 10:45 pm?", "10:45pm + 9h30m = ?", None),
        ("What time will it be 9 hours and 30 minutes after 10:45 pm?", "add 9.5 hours to 22:45", None),
        ("What time will it be 9 hours and 30 minutes after 10:45 pm?", "what time was it 9 hours and 30 minutes before 10:45 pm", "reversed"),
        ("What time will it be 9 hours and 30 minutes after 10:45 pm?", "what time will it be 9 hours and 30 minutes after 10:45 am", "quantity"),

        ("How many weeks are there from January 12, 2026 until Christmas 2026?", "weeks from jan 12 2026 to xmas 2026", None),
        ("How many weeks are there from January 12, 2026 until Christmas 2026?", "from 2026-01-12, how many weeks left till Dec 25 2026?", None),
        ("How many weeks are there from January 12, 2026 until Christmas 2026?", "how many days are there from January 12, 2026 until Christmas 2026", "entity"),
        ("How many weeks are there from January 12, 2026 until Christmas 2026?", "how many weeks from March 12 2026 until christmas 2026", "quantity"),
    ],

    # -------------------------------------------------------------- rewriting
    "rewriting": [
        ('Rewrite this more formally: "hey, can u send me the report by friday?"', 'make this sound professional: "hey, can u send me the report by friday?"', None),
        ('Rewrite this more formally: "hey, can u send me the report by friday?"', 'formal version pls -> hey, can u send me the report by friday?', None),
        ('Rewrite this more formally: "hey, can u send me the report by friday?"', 'rewrite this more formally: "hey, can u send me the invoice by friday?"', "entity"),
        ('Rewrite this more formally: "hey, can u send me the report by friday?"', 'translate to french: "hey, can u send me the report by friday?"', "operation"),
        ('Rewrite this more formally: "hey, can u send me the report by friday?"', 'Rewrite this more casually: "Could you please send me the report by Friday?"', "reversed"),

        ('Translate "Where is the nearest train station?" into Spanish.', 'how do you say "where is the nearest train station?" in spanish', None),
        ('Translate "Where is the nearest train station?" into Spanish.', 'spanish translation of: Where is the nearest train station?', None),
        ('Translate "Where is the nearest train station?" into Spanish.', 'translate "Where is the nearest train station?" into Italian', "entity"),
        ('Translate "Where is the nearest train station?" into Spanish.', 'translate "¿Dónde está la estación de tren más cercana?" into English', "reversed"),
        ('Translate "Where is the nearest train station?" into Spanish.', 'translate "Where is the nearest bus station?" into spanish', "entity"),

        ('Convert to passive voice: "The committee approved the new budget."', 'make this passive: the committee approved the new budget', None),
        ('Convert to passive voice: "The committee approved the new budget."', 'rewrite "The committee approved the new budget." using the passive voice', None),
        ('Convert to passive voice: "The committee approved the new budget."', 'convert to active voice: "The new budget was approved by the committee."', "reversed"),
        ('Convert to passive voice: "The committee approved the new budget."', 'convert to passive voice: "The committee rejected the new budget."', "entity"),

        ('Fix the grammar: "Me and him was going to the store yesterday."', 'grammar fix pls: me and him was going to the store yesterday', None),
        ('Fix the grammar: "Me and him was going to the store yesterday."', 'correct any grammar mistakes in "Me and him was going to the store yesterday."', None),
        ('Fix the grammar: "Me and him was going to the store yesterday."', 'fix the grammar: "Me and her was going to the store yesterday."', "entity"),
        ('Fix the grammar: "Me and him was going to the store yesterday."', 'fix the grammar: "Me and him was going to the store tomorrow."', "quantity"),

        ('Shorten this to 10 words or fewer: "Due to unforeseen circumstances, the meeting scheduled for this afternoon has been postponed until next week."',
         'cut this down to max 10 words: Due to unforeseen circumstances, the meeting scheduled for this afternoon has been postponed until next week.', None),
        ('Shorten this to 10 words or fewer: "Due to unforeseen circumstances, the meeting scheduled for this afternoon has been postponed until next week."',
         'make it <= 10 words - "Due to unforeseen circumstances, the meeting scheduled for this afternoon has been postponed until next week."', None),
        ('Shorten this to 10 words or fewer: "Due to unforeseen circumstances, the meeting scheduled for this afternoon has been postponed until next week."',
         'shorten this to 5 words or fewer: "Due to unforeseen circumstances, the meeting scheduled for this afternoon has been postponed until next week."', "quantity"),
        ('Shorten this to 10 words or fewer: "Due to unforeseen circumstances, the meeting scheduled for this afternoon has been postponed until next week."',
         'translate to spanish: "Due to unforeseen circumstances, the meeting scheduled for this afternoon has been postponed until next week."', "operation"),
        ('Shorten this to 10 words or fewer: "Due to unforeseen circumstances, the meeting scheduled for this afternoon has been postponed until next week."',
         'shorten this to 10 words or fewer: "Due to unforeseen circumstances, the workshop scheduled for this afternoon has been postponed until next week."', "entity"),

        ('Turn this into a bullet list: "We need to book flights, reserve a hotel, and rent a car for the trip."', 'bullet points pls: we need to book flights, reserve a hotel, and rent a car for the trip', None),
        ('Turn this into a bullet list: "We need to book flights, reserve a hotel, and rent a car for the trip."', 'make a bulleted list out of "We need to book flights, reserve a hotel, and rent a car for the trip."', None),
        ('Turn this into a bullet list: "We need to book flights, reserve a hotel, and rent a car for the trip."', 'turn this into a bullet list but leave out the hotel: "We need to book flights, reserve a hotel, and rent a car for the trip."', "negation"),
        ('Turn this into a bullet list: "We need to book flights, reserve a hotel, and rent a car for the trip."', 'turn this into a bullet list: "We need to book flights, reserve a hostel, and rent a bike for the trip."', "entity"),

        ('Make this casual: "We wish to inform you that your application has not been successful."', 'rewrite in a casual tone: "We wish to inform you that your application has not been successful."', None),
        ('Make this casual: "We wish to inform you that your application has not been successful."', "say this in a more relaxed, informal way - We wish to inform you that your application has not been successful.", None),
        ('Make this casual: "We wish to inform you that your application has not been successful."', 'make this casual: "We wish to inform you that your application has been successful."', "negation"),
        ('Make this casual: "We wish to inform you that your application has not been successful."', 'make this more formal: "We wish to inform you that your application has not been successful."', "reversed"),
    ],

    # ------------------------------------------------------------------- code
    "code": [
        # count_vowels
        (_CV, _fn("count_vowels", "s: str",
                  "Return how many characters of s are vowels (a, e, i, o, u), case-insensitive.",
                  [("count_vowels('Apple')", "2"), ("count_vowels('OUT')", "2")], " -> int"), None),
        (_CV, _fn("count_vowels", "s",
                  "Number of vowels in s. Upper and lower case both count; y is not a vowel.",
                  [("count_vowels('banana')", "3"), ("count_vowels('Apple')", "2")]), None),
        (_CV, _fn("count_vowels", "s", "Count the vowels in the string s.",
                  [("count_vowels('Apple')", "1"), ("count_vowels('rhythm')", "0")]), "output"),
        (_CV, _fn("count_vowels", "s", "Count the vowels in the string s.",
                  [("count_vowels('Apply')", "2"), ("count_vowels('bcd')", "0")]), "input"),
        (_CV, _fn("count_vowels", "s", "Count the characters in the string s that are not vowels.",
                  [("count_vowels('Apple')", "3"), ("count_vowels('rhythm')", "6")]), "negation"),

        # running_max
        (_RM, _fn("running_max", "nums: list[int]",
                  "Prefix maxima of nums: each position holds the biggest value seen so far, including the current one.",
                  [("running_max([1, 3, 2, 5, 4])", "[1, 3, 3, 5, 5]"), ("running_max([])", "[]")], " -> list[int]"), None),
        (_RM, _fn("running_max", "nums",
                  "Compute the cumulative maximum of a list of numbers.",
                  [("running_max([2, 2, 1])", "[2, 2, 2]"), ("running_max([0, 7, 3])", "[0, 7, 7]")]), None),
        (_RM, _fn("running_max", "nums",
                  "Return a list whose i-th element is the smallest of nums[0] through nums[i].",
                  [("running_max([1, 3, 2, 5, 4])", "[1, 1, 1, 1, 1]"), ("running_max([])", "[]")]), "operation"),
        (_RM, _fn("running_max", "nums",
                  "Return a list whose i-th element is the largest of nums[0] through nums[i-1] (None for the first element).",
                  [("running_max([1, 3, 2, 5, 4])", "[None, 1, 3, 3, 5]"), ("running_max([])", "[]")]), "bound"),

        # in_range
        (_IR, _fn("in_range", "x: float, lo: float, hi: float",
                  "Check whether lo <= x <= hi.",
                  [("in_range(1, 1, 5)", "True"), ("in_range(6, 1, 5)", "False")], " -> bool"), None),
        (_IR, _fn("in_range", "x, lo, hi",
                  "Inclusive range check: is x within [lo, hi]? Both endpoints count.",
                  [("in_range(5, 1, 5)", "True"), ("in_range(3, 1, 5)", "True"), ("in_range(0, 1, 5)", "False")]), None),
        (_IR, _fn("in_range", "x, lo, hi", "Return True if x is strictly between lo and hi.",
                  [("in_range(5, 1, 5)", "False"), ("in_range(3, 1, 5)", "True")]), "bound"),
        (_IR, _fn("in_range", "x, lo, hi", "Return True if x is between lo and hi.",
                  [("in_range(5, 1, 5)", "False"), ("in_range(0, 1, 5)", "False")]), "output"),
        (_IR, _fn("in_range", "x, lo, hi", "Return True if x is not between lo and hi.",
                  [("in_range(5, 1, 5)", "False"), ("in_range(0, 1, 5)", "True")]), "negation"),

        # truncate
        (_TR, _fn("truncate", "s: str, n: int",
                  "Cut s down so the result is at most n characters long, counting the trailing '...' that is added when text is removed.",
                  [("truncate('abcdefghij', 6)", "'abc...'"), ("truncate('short', 10)", "'short'")], " -> str"), None),
        (_TR, _fn("truncate", "s, n",
                  "If s is longer than n chars, shorten it and end it with '...' so the whole thing is n chars; otherwise return s unchanged.",
                  [("truncate('hello world', 8)", "'hello...'"), ("truncate('hi', 8)", "'hi'")]), None),
        (_TR, _fn("truncate", "s, n", "Truncate s to n characters, adding '...' if it was cut.",
                  [("truncate('hello world', 8)", "'hello wo...'"), ("truncate('hi', 8)", "'hi'")]), "output"),
        (_TR, _fn("truncate", "s, n", "Truncate s to n characters, adding '...' if it was cut.",
                  [("truncate('hello world', 5)", "'hello...'"), ("truncate('hi', 8)", "'hi'")]), "input"),
        (_TR, _fn("truncate", "s, n", "Truncate s to n words, adding '...' if it was cut.",
                  [("truncate('the quick brown fox', 2)", "'the quick...'"), ("truncate('hi', 8)", "'hi'")]), "entity"),

        # median
        (_MD, _fn("median", "nums: list[float]",
                  "Middle value of the sorted numbers; for an even count, the mean of the two middle values.",
                  [("median([3, 1, 2])", "2"), ("median([4, 1, 3, 2])", "2.5")], " -> float"), None),
        (_MD, _fn("median", "nums",
                  "Give back the median of a list of numbers (average the two middle ones when the length is even).",
                  [("median([5, 9, 1])", "5"), ("median([1, 2, 3, 4])", "2.5")]), None),
        (_MD, _fn("median", "nums", "Return the median of nums.",
                  [("median([3, 1, 2])", "2"), ("median([4, 1, 3, 2])", "2")]), "output"),
        (_MD, _fn("median", "nums", "Return the median of nums, ignoring any negative numbers.",
                  [("median([3, -1, 2])", "2.5"), ("median([4, 1, 3, 2])", "2.5")]), "negation"),

        # to_snake
        (_TS, _fn("to_snake", "name: str",
                  "Turn a camelCase name into snake_case: put an underscore before each capital letter and lowercase it.",
                  [("to_snake('getUserName')", "'get_user_name'"), ("to_snake('id')", "'id'")], " -> str"), None),
        (_TS, _fn("to_snake", "name",
                  "camelCase -> snake_case converter for identifiers.",
                  [("to_snake('maxValue')", "'max_value'"), ("to_snake('getUserName')", "'get_user_name'")]), None),
        (_TS, _fn("to_snake", "name", "Convert a snake_case identifier to camelCase.",
                  [("to_snake('get_user_name')", "'getUserName'"), ("to_snake('id')", "'id'")]), "reversed"),
        (_TS, _fn("to_snake", "name", "Convert a camelCase identifier to snake_case.",
                  [("to_snake('getUserName')", "'GET_USER_NAME'"), ("to_snake('id')", "'ID'")]), "output"),
        (_TS, _fn("to_snake", "name", "Convert a camelCase identifier to kebab-case.",
                  [("to_snake('getUserName')", "'get-user-name'"), ("to_snake('id')", "'id'")]), "entity"),

        # parse_duration
        (_PD, _fn("parse_duration", "s: str",
                  "Given a string such as '2h15m', return the number of minutes it represents.",
                  [("parse_duration('2h15m')", "135"), ("parse_duration('45m')", "45")], " -> int"), None),
        (_PD, _fn("parse_duration", "s",
                  "Parse an hours/minutes duration string and give back the total in minutes.",
                  [("parse_duration('1h30m')", "90"), ("parse_duration('3h')", "180")]), None),
        (_PD, _fn("parse_duration", "s", "Convert a duration like '1h30m' into total seconds.",
                  [("parse_duration('1h30m')", "5400"), ("parse_duration('45m')", "2700")]), "entity"),
        (_PD, _fn("parse_duration", "minutes", "Convert a number of minutes into a duration string like '1h30m'.",
                  [("parse_duration(90)", "'1h30m'"), ("parse_duration(45)", "'45m'")]), "reversed"),
    ],
}
