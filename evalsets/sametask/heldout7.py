"""Split ``heldout7``: requests written by hand on 2026-12-01 (seventh session, second set) by an engineer who read
neither the rules (``kvmemory/sametask``) nor any other hand-written set nor this project's code; never used to
tune a rule.

Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same
answer, else the kind of change (reversed, entity, operation, quantity, negation; code also output, input,
bound). Read by :mod:`make_domains`, which runs it with ``_fn``.
"""


# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by :mod:`make_domains`.


# ---------------------------------------------------------------- stored requests, by domain

_CV_MARATHON = "Convert 26.2 miles to kilometers."
_CV_OVEN = "What is 350 degrees Fahrenheit in Celsius?"
_CV_DISK = "How many GiB are in 3.5 TiB?"
_CV_TZ = "When it is 9:00 AM in Chicago, what time is it in Berlin?"
_CV_SPEED = "Convert 120 km/h to miles per hour."
_CV_CUPS = "How many US cups are in 2 liters?"
_CV_STONE = "Convert 14 stone to kilograms."

_PO_PTO = "How many vacation days do full-time employees get in their first year?"
_PO_UPGRADE = "Can I expense a hotel room upgrade on a business trip?"
_PO_VPN = "How often must employees change their VPN password?"
_PO_MEALS = "What is the daily meal allowance for domestic business travel?"
_PO_PARENTAL = "Is parental leave available to employees who have worked here less than six months?"
_PO_INSTALL = "Do I need manager approval to install software on my work laptop?"
_PO_LOST = "How soon must a lost company laptop be reported to IT?"

_SQ_TABLES = "(tables: customers with id, name; orders with id, customer_id)"
_SQ_NOORDERS = f"Write a SQL query listing the names of customers who have placed no orders {_SQ_TABLES}."
_SQ_TOP = "Get the 5 highest-paid employees from the employees table (columns name, salary)."
_SQ_MONTHLY = "Count the orders per month in 2024 from the orders table (columns order_date, amount)."
_SQ_SESSIONS = "Delete rows from the sessions table where last_seen is more than 30 days old."
_SQ_DUPES = "Find duplicate email addresses in the users table."
_SQ_PRICE = ("List products priced between $10 and $50 from the products table (name, price), "
             "sorted by price ascending.")
_SQ_DEPT = ("Show each department's average salary from the employees table (department, salary), "
            "excluding the Sales department.")

_SH_FIND = "Find all .log files under /var/log larger than 100 MB."
_SH_CHOWN = "Recursively change the owner of /srv/app to user deploy and group www-data."
_SH_TAR = "Create a gzipped tar archive named backup.tar.gz of the docs directory, excluding .tmp files."
_SH_GREP = "Count the lines containing ERROR in server.log, ignoring case."
_SH_RSYNC = ("Rsync the local folder ./site to /var/www/site on server web01, deleting files on the server "
             "that no longer exist locally.")
_SH_GIT = "Undo the last git commit but keep its changes staged."
_SH_KILL = "Kill every process whose name contains 'celery'."

_DA_MOON = "What day of the week was July 20, 1969?"
_DA_SPAN = "How many days are there from March 3, 2025 to June 18, 2025, not counting the end date?"
_DA_PLUS = "What date is 90 days after January 15, 2026?"
_DA_LEAP = "Is 2100 a leap year?"
_DA_NIGHT = "How long is it from 9:45 PM to 6:10 AM the next morning?"
_DA_XMAS = "What date is 6 weeks before Christmas Day 2025?"
_DA_WEEKDAYS = "How many weekdays (Monday to Friday) are there in April 2026?"

_T_MEMO = "hey, can u send me the report by fri? thx"
_T_Q3 = ("Our Q3 revenue grew 12% year over year, driven mainly by subscription renewals in Europe, "
         "while hardware sales declined 4% due to supply delays.")
_T_GRAMMAR = "Me and him goes to the store every mornings."
_T_BRING = "Bring your badge, a laptop charger, and the signed NDA."
_T_MEETING = "The meeting has been moved to Thursday at 3 pm."
_T_CLOSED = ("We wanted to let you know that due to unforeseen circumstances the office will be closed on "
             "Monday for maintenance.")
_T_SUB = "Please be advised that your subscription will expire on 31 March."

_RW_FORMAL = f'Make this more formal: "{_T_MEMO}"'
_RW_SUMMARY = f'Summarise in one sentence: "{_T_Q3}"'
_RW_GRAMMAR = f'Fix the grammar: "{_T_GRAMMAR}"'
_RW_BULLETS = f'Turn this into a bulleted list: "{_T_BRING}"'
_RW_SPANISH = f'Translate to Spanish: "{_T_MEETING}"'
_RW_SHORTEN = f'Shorten to under 15 words: "{_T_CLOSED}"'
_RW_CASUAL = f'Make this casual and friendly: "{_T_SUB}"'

# ---------------------------------------------------------------- code bases

_CHUNK_EX = [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]"), ("chunk([], 3)", "[]")]
_CHUNK = _fn("chunk", "items, n", "Split items into consecutive lists of length n.", _CHUNK_EX)

_SLUG_EX = [('slugify("Hello, World!")', "'hello-world'"),
            ('slugify("  Python 3.12 Release  ")', "'python-3-12-release'")]
_SLUG = _fn("slugify", "title",
            "Lowercase the title, replace every run of characters that are not letters or digits with a "
            "single hyphen, and strip hyphens from both ends.", _SLUG_EX)

_DAYS_EX = [("days_until(date(2024, 2, 27), date(2024, 3, 2))", "4"),
            ("days_until(date(2024, 3, 2), date(2024, 2, 27))", "-4")]
_DAYS = _fn("days_until", "start, end",
            "Return the number of days from start to end (both datetime.date); negative when end is before "
            "start.", _DAYS_EX)

_LONGER_EX = [('words_longer_than("the quick brown fox", 3)', "['quick', 'brown']"),
              ('words_longer_than("a bb ccc", 5)', "[]")]
_LONGER = _fn("words_longer_than", "text, n",
              "Return the words of text (split on whitespace) that are longer than n characters, in their "
              "original order.", _LONGER_EX)

_PCT_EX = [("percent_change(80, 100)", "25.0"), ("percent_change(200, 150)", "-25.0")]
_PCT = _fn("percent_change", "old, new",
           "Return the percentage change from old to new, rounded to 1 decimal place.", _PCT_EX)

_MERGE_EX = [("merge_counts({'x': 1, 'y': 2}, {'y': 3, 'z': 1})", "{'x': 1, 'y': 5, 'z': 1}"),
             ("merge_counts({}, {'a': 4})", "{'a': 4}")]
_MERGE = _fn("merge_counts", "a, b",
             "Merge two dicts of counts into a new dict, adding the values of keys that appear in both.",
             _MERGE_EX)

_MASK_EX = [('mask_email("alice@example.com")', "'a****@example.com'"),
            ('mask_email("bo@x.io")', "'b*@x.io'")]
_MASK = _fn("mask_email", "email",
            "Mask the part of an email address before the '@': keep its first character and hide the rest "
            "with '*'.", _MASK_EX)


HELDOUT7 = {
    "conversions": [
        (_CV_MARATHON, "26.2 mi in km?", None),
        (_CV_MARATHON, "how many kilometres is a 26.2 mile run", None),
        (_CV_MARATHON, "Convert 26.2 kilometers to miles.", "reversed"),
        (_CV_MARATHON, "Convert 13.1 miles to kilometers.", "quantity"),
        (_CV_MARATHON, "how many meters is 26.2 mi", "entity"),

        (_CV_OVEN, "350F to celsius pls", None),
        (_CV_OVEN, "recipe says bake at 350 °F, what's that in °C?", None),
        (_CV_OVEN, "What is 350 degrees Celsius in Fahrenheit?", "reversed"),
        (_CV_OVEN, "What is 375 degrees Fahrenheit in Celsius?", "quantity"),
        (_CV_OVEN, "350F in kelvin?", "entity"),

        (_CV_DISK, "3.5 TiB -> GiB?", None),
        (_CV_DISK, "convert three and a half tebibytes to gibibytes", None),
        (_CV_DISK, "How many MiB are in 3.5 TiB?", "entity"),
        (_CV_DISK, "How many TiB are in 3.5 GiB?", "reversed"),
        (_CV_DISK, "how many GB in 3.5 TB (decimal units)?", "entity"),

        (_CV_TZ, "9am chicago = what time in berlin", None),
        (_CV_TZ, "what's the time in Berlin when it's nine in the morning in Chicago?", None),
        (_CV_TZ, "When it is 9:00 AM in Berlin, what time is it in Chicago?", "reversed"),
        (_CV_TZ, "When it is 9:00 AM in Chicago, what time is it in Tokyo?", "entity"),
        (_CV_TZ, "9pm in chicago, what time's that in berlin?", "quantity"),

        (_CV_SPEED, "120 kph in mph?", None),
        (_CV_SPEED, "how fast is 120 kilometres an hour in mph", None),
        (_CV_SPEED, "Convert 120 miles per hour to km/h.", "reversed"),
        (_CV_SPEED, "Convert 120 km/h to meters per second.", "entity"),
        (_CV_SPEED, "motorway limit is 130 kph, what's that in mph?", "quantity"),

        (_CV_CUPS, "2 L to US cups", None),
        (_CV_CUPS, "convert two litres into cups (US measure) please", None),
        (_CV_CUPS, "How many imperial pints are in 2 liters?", "entity"),
        (_CV_CUPS, "How many liters are in 2 US cups?", "reversed"),

        (_CV_STONE, "14 st in kg", None),
        (_CV_STONE, "i weigh fourteen stone, what is that in kilos?", None),
        (_CV_STONE, "Convert 14 stone to pounds.", "entity"),
        (_CV_STONE, "Convert 14 kilograms to stone.", "reversed"),
        (_CV_STONE, "what's 11 stone in kg", "quantity"),
    ],
    "policy": [
        (_PO_PTO, "pto days for full time staff in year 1?", None),
        (_PO_PTO, "in their first year of employment, how much paid vacation (in days) does a full-time "
                  "employee get", None),
        (_PO_PTO, "How many vacation days do part-time employees get in their first year?", "entity"),
        (_PO_PTO, "How many vacation days do full-time employees get in their fifth year?", "quantity"),

        (_PO_UPGRADE, "is a hotel room upgrade reimbursable when travelling for work?", None),
        (_PO_UPGRADE, "on a business trip, am i allowed to claim a room upgrade at the hotel as an expense", None),
        (_PO_UPGRADE, "Can I expense a flight seat upgrade on a business trip?", "entity"),
        (_PO_UPGRADE, "business trip: can i claim the hotel minibar on expenses?", "entity"),
        (_PO_UPGRADE, "Who has to approve a hotel room upgrade on a business trip?", "operation"),

        (_PO_VPN, "how frequently do staff need to rotate the vpn password", None),
        (_PO_VPN, "vpn pw - how often does an employee have to change it?", None),
        (_PO_VPN, "How often must employees change their email password?", "entity"),
        (_PO_VPN, "how often do contractors have to rotate their vpn password", "entity"),
        (_PO_VPN, "What are the complexity requirements for employees' VPN password?", "operation"),

        (_PO_MEALS, "per diem for meals on domestic work trips?", None),
        (_PO_MEALS, "travelling for work inside the country, how much can i spend on food per day", None),
        (_PO_MEALS, "What is the daily meal allowance for international business travel?", "entity"),
        (_PO_MEALS, "nightly hotel cap for domestic business travel?", "entity"),

        (_PO_PARENTAL, "can someone with under 6 months tenure take parental leave?", None),
        (_PO_PARENTAL, "parental leave eligibility for staff employed here for fewer than six months", None),
        (_PO_PARENTAL, "Is parental leave available to employees who have worked here more than six months?",
         "reversed"),
        (_PO_PARENTAL, "Is parental leave available to employees who have worked here less than three months?",
         "quantity"),
        (_PO_PARENTAL, "Is sick leave available to employees who have worked here less than six months?",
         "entity"),

        (_PO_INSTALL, "need my manager's ok to install apps on my company laptop?", None),
        (_PO_INSTALL, "installing software on a work laptop: is sign-off from my manager required", None),
        (_PO_INSTALL, "Do I need manager approval to install software on my work phone?", "entity"),
        (_PO_INSTALL, "do i need IT's approval to put software on my work laptop", "entity"),

        (_PO_LOST, "lost my work laptop, how quickly do i need to tell IT?", None),
        (_PO_LOST, "what's the deadline for reporting a missing company laptop to it", None),
        (_PO_LOST, "How soon must a lost company phone be reported to IT?", "entity"),
        (_PO_LOST, "who pays to replace a lost company laptop?", "operation"),
    ],
    "sql": [
        (_SQ_NOORDERS, "sql: names of customers w/ zero orders. customers(id, name), orders(id, customer_id)",
         None),
        (_SQ_NOORDERS, "need a query that returns the names of customers who never ordered anything; customers "
                       "has id and name, orders has id and customer_id", None),
        (_SQ_NOORDERS, f"Write a SQL query listing the names of customers who have placed orders {_SQ_TABLES}.",
         "negation"),
        (_SQ_NOORDERS, f"Write a SQL query counting the customers who have placed no orders {_SQ_TABLES}.",
         "operation"),

        (_SQ_TOP, "top 5 employees by salary, employees tbl (name, salary)", None),
        (_SQ_TOP, "sql for the five best paid staff in employees - cols are name and salary", None),
        (_SQ_TOP, "Get the 5 lowest-paid employees from the employees table (columns name, salary).", "reversed"),
        (_SQ_TOP, "Get the 10 highest-paid employees from the employees table (columns name, salary).",
         "quantity"),
        (_SQ_TOP, "total salary of the 5 top earners in the employees tbl (name, salary)", "operation"),

        (_SQ_MONTHLY, "sql: number of orders each month for 2024, orders(order_date, amount)", None),
        (_SQ_MONTHLY, "how many orders were placed in each month of 2024? table orders with order_date and amount",
         None),
        (_SQ_MONTHLY, "Sum the amount per month in 2024 from the orders table (columns order_date, amount).",
         "operation"),
        (_SQ_MONTHLY, "Count the orders per month in 2023 from the orders table (columns order_date, amount).",
         "quantity"),
        (_SQ_MONTHLY, "number of orders per week in 2024, orders tbl (order_date, amount)", "entity"),

        (_SQ_SESSIONS, "sql to remove sessions whose last_seen is older than 30 days", None),
        (_SQ_SESSIONS, "purge the sessions tbl of every row last seen over 30 days ago", None),
        (_SQ_SESSIONS, "Select rows from the sessions table where last_seen is more than 30 days old.",
         "operation"),
        (_SQ_SESSIONS, "delete sessions whose last_seen is within the last 30 days", "reversed"),
        (_SQ_SESSIONS, "Delete rows from the sessions table where last_seen is more than 90 days old.",
         "quantity"),

        (_SQ_DUPES, "which emails appear more than once in users?", None),
        (_SQ_DUPES, "sql query: duplicated email values in the users tbl", None),
        (_SQ_DUPES, "Find email addresses in the users table that are not duplicated.", "negation"),
        (_SQ_DUPES, "Find duplicate phone numbers in the users table.", "entity"),

        (_SQ_PRICE, "products (name, price) w/ price between 10 and 50 dollars, cheapest first", None),
        (_SQ_PRICE, "sql: name + price from products where price is between $10 and $50, order by price asc",
         None),
        (_SQ_PRICE, "List products priced between $10 and $50 from the products table (name, price), "
                    "sorted by price descending.", "reversed"),
        (_SQ_PRICE, "List products priced between $10 and $100 from the products table (name, price), "
                    "sorted by price ascending.", "quantity"),
        (_SQ_PRICE, "products (name, price) NOT priced between 10 and 50 dollars, cheapest first", "negation"),

        (_SQ_DEPT, "avg salary by department in employees tbl (department, salary), except Sales", None),
        (_SQ_DEPT, "sql: average salary per dept from employees(department, salary) for every department other "
                   "than Sales", None),
        (_SQ_DEPT, "Show each department's average salary from the employees table (department, salary).",
         "negation"),
        (_SQ_DEPT, "Show each department's maximum salary from the employees table (department, salary), "
                   "excluding the Sales department.", "operation"),
        (_SQ_DEPT, "avg salary per department in employees (department, salary) except Marketing", "entity"),
    ],
    "shell": [
        (_SH_FIND, "find *.log in /var/log bigger than 100M", None),
        (_SH_FIND, "how do i list every .log file over 100 MB anywhere under /var/log", None),
        (_SH_FIND, "Find all .log files under /var/log larger than 10 MB.", "quantity"),
        (_SH_FIND, "Find all .log files under /var/log smaller than 100 MB.", "reversed"),
        (_SH_FIND, "delete every .log file over 100MB under /var/log", "operation"),

        (_SH_CHOWN, "chown -R /srv/app to deploy:www-data", None),
        (_SH_CHOWN, "make deploy (group www-data) the owner of everything in /srv/app, recursively", None),
        (_SH_CHOWN, "Recursively change the owner of /srv/app to user deploy and group staff.", "entity"),
        (_SH_CHOWN, "chown -R /srv/www to deploy:www-data", "entity"),

        (_SH_TAR, "tar.gz the docs dir into backup.tar.gz, leave out *.tmp", None),
        (_SH_TAR, "command to compress docs/ into backup.tar.gz, skipping any .tmp files", None),
        (_SH_TAR, "Create a gzipped tar archive named backup.tar.gz of the docs directory.", "negation"),
        (_SH_TAR, "Extract the gzipped tar archive backup.tar.gz into the docs directory, excluding .tmp files.",
         "operation"),
        (_SH_TAR, "tar.gz the docs dir into backup.tar.gz but leave out *.bak files", "entity"),

        (_SH_GREP, "grep -i: how many lines of server.log have ERROR", None),
        (_SH_GREP, "number of lines in server.log that mention error (case-insensitive)", None),
        (_SH_GREP, "Count the lines not containing ERROR in server.log, ignoring case.", "negation"),
        (_SH_GREP, "Show the lines containing ERROR in server.log, ignoring case.", "operation"),
        (_SH_GREP, "Count the lines containing WARN in server.log, ignoring case.", "entity"),

        (_SH_RSYNC, "rsync ./site -> web01:/var/www/site w/ --delete", None),
        (_SH_RSYNC, "mirror ./site onto web01 at /var/www/site and remove remote files that are gone locally",
         None),
        (_SH_RSYNC, "Rsync /var/www/site on server web01 to the local folder ./site, deleting local files that "
                    "no longer exist on the server.", "reversed"),
        (_SH_RSYNC, "rsync ./site to web01:/var/www/site but don't delete anything on the server", "negation"),
        (_SH_RSYNC, "Rsync the local folder ./site to /var/www/site on server web02, deleting files on the "
                    "server that no longer exist locally.", "entity"),

        (_SH_GIT, "git: uncommit the most recent commit, leave the changes in the index", None),
        (_SH_GIT, "how do i undo my latest commit and keep everything staged", None),
        (_SH_GIT, "Undo the last 3 git commits but keep their changes staged.", "quantity"),
        (_SH_GIT, "git: throw away the last commit and its changes entirely", "operation"),

        (_SH_KILL, "kill all procs with celery in the name", None),
        (_SH_KILL, "how do i terminate all processes matching 'celery' by name", None),
        (_SH_KILL, "List every process whose name contains 'celery'.", "operation"),
        (_SH_KILL, "Kill every process whose name contains 'gunicorn'.", "entity"),
    ],
    "dates": [
        (_DA_MOON, "weekday of 1969-07-20?", None),
        (_DA_MOON, "20 Jul 1969, which day of the week was it", None),
        (_DA_MOON, "What day of the week was July 21, 1969?", "quantity"),
        (_DA_MOON, "which weekday did 20 july 1970 fall on", "quantity"),

        (_DA_SPAN, "days between 2025-03-03 and 2025-06-18, end date excluded", None),
        (_DA_SPAN, "count the days from 3 Mar 2025 until 18 Jun 2025 (exclusive of the end date)", None),
        (_DA_SPAN, "How many days are there from March 3, 2025 to June 18, 2025, counting the end date?",
         "negation"),
        (_DA_SPAN, "How many days are there from February 3, 2025 to June 18, 2025, not counting the end date?",
         "quantity"),
        (_DA_SPAN, "days from 3 mar 2025 to 18 jul 2025, end excluded?", "quantity"),

        (_DA_PLUS, "jan 15 2026 + 90 days = ?", None),
        (_DA_PLUS, "add ninety days to 2026-01-15, what's the date", None),
        (_DA_PLUS, "What date is 90 days before January 15, 2026?", "reversed"),
        (_DA_PLUS, "What date is 90 weeks after January 15, 2026?", "entity"),
        (_DA_PLUS, "2028-01-15 plus 90 days?", "quantity"),

        (_DA_LEAP, "leap yr check: 2100", None),
        (_DA_LEAP, "will the year 2100 have a Feb 29?", None),
        (_DA_LEAP, "Is 2000 a leap year?", "quantity"),
        (_DA_LEAP, "when is the next leap year after 2100?", "operation"),

        (_DA_NIGHT, "time between 21:45 and 06:10 the next day?", None),
        (_DA_NIGHT, "duration from 9.45pm until 6.10am overnight", None),
        (_DA_NIGHT, "How long is it from 6:10 AM to 9:45 PM the same day?", "reversed"),
        (_DA_NIGHT, "How long is it from 9:45 PM to 7:10 AM the next morning?", "quantity"),

        (_DA_XMAS, "6 wks before 25 dec 2025", None),
        (_DA_XMAS, "christmas 2025 minus six weeks, which date is that?", None),
        (_DA_XMAS, "What date is 6 weeks after Christmas Day 2025?", "reversed"),
        (_DA_XMAS, "What date is 6 months before Christmas Day 2025?", "entity"),
        (_DA_XMAS, "8 wks before xmas day 2025?", "quantity"),

        (_DA_WEEKDAYS, "count of mon-fri days in apr 2026", None),
        (_DA_WEEKDAYS, "in April 2026, how many days fall on Monday through Friday?", None),
        (_DA_WEEKDAYS, "How many days in April 2026 are not weekdays (Monday to Friday)?", "negation"),
        (_DA_WEEKDAYS, "How many weekdays (Monday to Friday) are there in April 2028?", "quantity"),
        (_DA_WEEKDAYS, "how many mondays are in april 2026", "entity"),
    ],
    "rewriting": [
        (_RW_FORMAL, f'rewrite in a formal tone: "{_T_MEMO}"', None),
        (_RW_FORMAL, f'can you formalise the following pls: "{_T_MEMO}"', None),
        (_RW_FORMAL, 'Make this more formal: "hey, can u send me the slides by fri? thx"', "entity"),
        (_RW_FORMAL, f'Translate this into French: "{_T_MEMO}"', "operation"),

        (_RW_SUMMARY, f'one-sentence summary pls: "{_T_Q3}"', None),
        (_RW_SUMMARY, f'tl;dr this in a single sentence: "{_T_Q3}"', None),
        (_RW_SUMMARY, f'Summarise in two sentences: "{_T_Q3}"', "quantity"),
        (_RW_SUMMARY, f'Translate into German: "{_T_Q3}"', "operation"),
        (_RW_SUMMARY, 'sum up in 1 sentence: "' + _T_Q3.replace("declined 4%", "declined 7%") + '"', "quantity"),

        (_RW_GRAMMAR, f'correct the grammar in "{_T_GRAMMAR}"', None),
        (_RW_GRAMMAR, f'grammar fix pls: "{_T_GRAMMAR}"', None),
        (_RW_GRAMMAR, 'Fix the grammar: "Me and her goes to the store every mornings."', "entity"),
        (_RW_GRAMMAR, f"explain what's grammatically wrong in \"{_T_GRAMMAR}\"", "operation"),

        (_RW_BULLETS, f'make a bullet list out of: "{_T_BRING}"', None),
        (_RW_BULLETS, f'convert to bullet points pls: "{_T_BRING}"', None),
        (_RW_BULLETS, f'Turn this into a numbered list: "{_T_BRING}"', "entity"),
        (_RW_BULLETS, 'bullet-point this: "Bring your badge, a phone charger, and the signed NDA."', "entity"),

        (_RW_SPANISH, f'in spanish pls: "{_T_MEETING}"', None),
        (_RW_SPANISH, f'how would you say "{_T_MEETING}" in Spanish?', None),
        (_RW_SPANISH, f'Translate to Portuguese: "{_T_MEETING}"', "entity"),
        (_RW_SPANISH, 'Translate to Spanish: "The meeting has been moved to Thursday at 4 pm."', "quantity"),

        (_RW_SHORTEN, f'cut this down to fewer than fifteen words: "{_T_CLOSED}"', None),
        (_RW_SHORTEN, f'make it < 15 words: "{_T_CLOSED}"', None),
        (_RW_SHORTEN, f'Shorten to under 8 words: "{_T_CLOSED}"', "quantity"),
        (_RW_SHORTEN, f'expand this into a longer, more detailed paragraph: "{_T_CLOSED}"', "reversed"),

        (_RW_CASUAL, f'rewrite casually, friendly tone: "{_T_SUB}"', None),
        (_RW_CASUAL, f'can u make "{_T_SUB}" sound relaxed and friendly', None),
        (_RW_CASUAL, f'Make this stiff and formal: "{_T_SUB}"', "reversed"),
        (_RW_CASUAL, 'Make this casual and friendly: "Please be advised that your subscription will expire on '
                     '30 April."', "quantity"),
        (_RW_CASUAL, 'Make this casual and friendly: "Please be advised that your subscription will not expire '
                     'on 31 March."', "negation"),
    ],
    "code": [
        (_CHUNK, _fn("chunk", "items: list, n: int",
                     "Break the list into consecutive pieces of n elements each; the final piece can be shorter.",
                     _CHUNK_EX, ret=" -> list[list]"), None),
        (_CHUNK, _fn("chunk", "items, n", "Cut items into back-to-back sublists, n items per sublist.",
                     [("chunk([], 3)", "[]"), ("chunk(['a', 'b', 'c'], 3)", "[['a', 'b', 'c']]"),
                      ("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4], [5]]")]), None),
        (_CHUNK, _fn("chunk", "items, n", "Split items into consecutive lists of length n.",
                     [("chunk([1, 2, 3, 4, 5], 2)", "[[1, 2], [3, 4]]"), ("chunk([], 3)", "[]")]), "output"),
        (_CHUNK, _fn("chunk", "text, n", "Split the string text into consecutive pieces of length n.",
                     [('chunk("abcde", 2)', "['ab', 'cd', 'e']"), ('chunk("", 3)', "[]")]), "input"),

        (_SLUG, _fn("slugify", "title: str",
                    "Make a URL slug: lower-case it, collapse each stretch of non-alphanumeric chars into one "
                    "'-', and trim leading/trailing '-'.", _SLUG_EX, ret=" -> str"), None),
        (_SLUG, _fn("slugify", "title",
                    "Turn a title into a slug (lowercase; hyphen for each run of non-letters/non-digits; no "
                    "hyphen at the start or end).",
                    [('slugify("  Python 3.12 Release  ")', "'python-3-12-release'"),
                     ('slugify("a--b")', "'a-b'"), ('slugify("Hello, World!")', "'hello-world'")]), None),
        (_SLUG, _fn("slugify", "title",
                    "Lowercase the title, replace every run of characters that are not letters or digits with a "
                    "single underscore, and strip underscores from both ends.",
                    [('slugify("Hello, World!")', "'hello_world'"),
                     ('slugify("  Python 3.12 Release  ")', "'python_3_12_release'")]), "entity"),
        (_SLUG, _fn("slugify", "title",
                    "Keep the original case; just turn each run of non-alphanumeric characters into one hyphen "
                    "and trim hyphens at the ends.",
                    [('slugify("Hello, World!")', "'Hello-World'"),
                     ('slugify("  Python 3.12 Release  ")', "'Python-3-12-Release'")]), "negation"),

        (_DAYS, _fn("days_until", "start: date, end: date",
                    "How many days lie between the two dates, counted from start to end; the result is negative "
                    "if end comes first.", _DAYS_EX, ret=" -> int"), None),
        (_DAYS, _fn("days_until", "start, end",
                    "Signed day difference end - start for two datetime.date values.",
                    _DAYS_EX + [("days_until(date(2023, 12, 31), date(2024, 1, 1))", "1")]), None),
        (_DAYS, _fn("days_until", "start, end",
                    "Return the number of days from end back to start (both datetime.date); negative when start "
                    "is before end.",
                    [("days_until(date(2024, 2, 27), date(2024, 3, 2))", "-4"),
                     ("days_until(date(2024, 3, 2), date(2024, 2, 27))", "4")]), "reversed"),
        (_DAYS, _fn("days_until", "start: str, end: str",
                    "Return the number of days from start to end, both given as 'YYYY-MM-DD' strings; negative "
                    "when end is before start.",
                    [('days_until("2024-02-27", "2024-03-02")', "4"),
                     ('days_until("2024-03-02", "2024-02-27")', "-4")]), "input"),
        (_DAYS, _fn("days_until", "start, end",
                    "Return the number of days from start to end counting both the start day and the end day "
                    "(both datetime.date, start <= end).",
                    [("days_until(date(2024, 2, 27), date(2024, 3, 2))", "5"),
                     ("days_until(date(2024, 3, 2), date(2024, 3, 2))", "1")]), "bound"),

        (_LONGER, _fn("words_longer_than", "text: str, n: int",
                      "Whitespace-split text and keep, in order, the words whose length exceeds n.",
                      _LONGER_EX, ret=" -> list[str]"), None),
        (_LONGER, _fn("words_longer_than", "text, n",
                      "Words in text with more than n characters, same order as in the text.",
                      [('words_longer_than("a bb ccc", 5)', "[]"), ('words_longer_than("", 0)', "[]"),
                       ('words_longer_than("the quick brown fox", 3)', "['quick', 'brown']")]), None),
        (_LONGER, _fn("words_longer_than", "text, n",
                      "Return the words of text (split on whitespace) that are at least n characters long, in "
                      "their original order.",
                      [('words_longer_than("the quick brown fox", 3)', "['the', 'quick', 'brown', 'fox']"),
                       ('words_longer_than("a bb ccc", 5)', "[]")]), "bound"),
        (_LONGER, _fn("words_longer_than", "text, n",
                      "Return the words of text (split on whitespace) that are shorter than n characters, in "
                      "their original order.",
                      [('words_longer_than("the quick brown fox", 4)', "['the', 'fox']"),
                       ('words_longer_than("a bb ccc", 5)', "['a', 'bb', 'ccc']")]), "reversed"),
        (_LONGER, _fn("words_longer_than", "text, n",
                      "How many whitespace-separated words of text have more than n characters?",
                      [('words_longer_than("the quick brown fox", 3)', "2"),
                       ('words_longer_than("a bb ccc", 5)', "0")], ret=" -> int"), "operation"),

        (_PCT, _fn("percent_change", "old: float, new: float",
                   "Percent increase (or decrease, as a negative number) going from old to new, to one decimal.",
                   _PCT_EX, ret=" -> float"), None),
        (_PCT, _fn("percent_change", "old, new",
                   "Relative change old -> new in percent, round()ed to 1 dp.",
                   [("percent_change(200, 150)", "-25.0"), ("percent_change(50, 50)", "0.0"),
                    ("percent_change(80, 100)", "25.0")]), None),
        (_PCT, _fn("percent_change", "old, new",
                   "Return the percentage change from new to old, rounded to 1 decimal place.",
                   [("percent_change(80, 100)", "-20.0"), ("percent_change(200, 150)", "33.3")]), "reversed"),
        (_PCT, _fn("percent_change", "old, new",
                   "Return the percentage change from old to new, rounded to 2 decimal places.",
                   [("percent_change(80, 100)", "25.0"), ("percent_change(3, 4)", "33.33")]), "quantity"),
        (_PCT, _fn("percent_change", "old, new",
                   "Return the percentage change from old to new, rounded to 1 decimal place.",
                   [("percent_change(80, 100)", "25.0"), ("percent_change(200, 150)", "25.0")]), "output"),

        (_MERGE, _fn("merge_counts", "a: dict[str, int], b: dict[str, int]",
                     "Combine the count dicts a and b into a fresh dict; where a key is in both, sum its counts.",
                     _MERGE_EX, ret=" -> dict[str, int]"), None),
        (_MERGE, _fn("merge_counts", "a, b",
                     "Add up two counters given as plain dicts and return the result as a new dict.",
                     _MERGE_EX + [("merge_counts({'k': 2}, {})", "{'k': 2}")]), None),
        (_MERGE, _fn("merge_counts", "a, b",
                     "Merge two dicts of counts into a new dict, keeping the larger value for keys that appear "
                     "in both.",
                     [("merge_counts({'x': 1, 'y': 2}, {'y': 3, 'z': 1})", "{'x': 1, 'y': 3, 'z': 1}"),
                      ("merge_counts({}, {'a': 4})", "{'a': 4}")]), "operation"),
        (_MERGE, _fn("merge_counts", "counts",
                     "Merge a list of count dicts into one new dict, adding the values of keys that appear in "
                     "more than one.",
                     [("merge_counts([{'x': 1}, {'x': 2, 'y': 1}, {'y': 1}])", "{'x': 3, 'y': 2}"),
                      ("merge_counts([])", "{}")]), "input"),

        (_MASK, _fn("mask_email", "email: str",
                    "Hide the local part of the address: its first character stays, each remaining character "
                    "before '@' becomes '*'.", _MASK_EX, ret=" -> str"), None),
        (_MASK, _fn("mask_email", "email",
                    "Star out everything before the @ except the first char.",
                    [('mask_email("bo@x.io")', "'b*@x.io'"), ('mask_email("z@q.com")', "'z@q.com'"),
                     ('mask_email("alice@example.com")', "'a****@example.com'")]), None),
        (_MASK, _fn("mask_email", "email",
                    "Mask the part of an email address before the '@': keep its first two characters and hide "
                    "the rest with '*'.",
                    [('mask_email("alice@example.com")', "'al***@example.com'"),
                     ('mask_email("bo@x.io")', "'bo@x.io'")]), "quantity"),
        (_MASK, _fn("mask_email", "email",
                    "Mask the part of an email address before the '@': keep its first character and hide the "
                    "rest with '#'.",
                    [('mask_email("alice@example.com")', "'a####@example.com'"),
                     ('mask_email("bo@x.io")', "'b#@x.io'")]), "entity"),
        (_MASK, _fn("mask_email", "email",
                    "Mask the part of an email address before the '@': keep its first character and hide the "
                    "rest with '*'.",
                    [('mask_email("alice@example.com")', "'a***@example.com'"),
                     ('mask_email("bo@x.io")', "'b***@x.io'")]), "output"),
    ],
}
