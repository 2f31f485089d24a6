"""Split ``heldout16``: requests written by hand on 2026-12-02 by an engineer who read neither the rules nor any other hand-written set nor this project's code; never used to tune a rule. Register: requests that machines and intermediaries write (a planner handing steps to a worker, helpdesk and CRM payloads rendered as text, email-to-ticket, requests relayed on someone's behalf). Each domain holds ``(stored request, new request, change)``: ``change`` is None for a paraphrase with the same answer, else the kind of change."""
# ``_fn(name, params, prose, examples, ret="")``, the code-stub builder, is given by the loader.

# ---------------------------------------------------------------- conversions

_CV1 = ("Step 2 of 5 - Convert 250 EUR to USD using the rate 1 EUR = 1.08 USD. "
        "Respond with only the resulting amount, rounded to 2 decimal places.")

_CV2 = ("ticket_id: 4410\npriority: P3\nsubject: call scheduling\n"
        "body: Our customer in Tokyo wants a call at 09:00 JST (UTC+9) on Tuesday. "
        "What time and day is that for our London office, which is on GMT (UTC+0) "
        "at this time of year?")

_CV3 = ("My boss needs the distance 5 miles in kilometres for a race flyer "
        "(use 1 mile = 1.609344 km). Round to one decimal place.")

_CV4 = ("Webhook payload:\nsensor_id: T-19\nreadings_f: [72, 50, 95]\n"
        "instruction: convert every reading from Fahrenheit to Celsius, round each "
        "to the nearest whole degree, and return them as a list in the same order.")

_CV5 = ("A client is asking: they have three open invoices in GBP, for 120, 80 and 300. "
        "What is the combined total in EUR at 1 GBP = 1.17 EUR?")

_CV6 = ("Step 4 of 7 - Convert these sizes to MiB and respond with only their sum "
        "in MiB: 3.5 GiB, 512 KiB, 2048 KiB.")

_CV7 = ("Task: convert 100 km/h to metres per second.\n"
        "Output format: number rounded to 2 decimals, no units.")

# --------------------------------------------------------------------- policy

_P_RETURNS = ("Returns policy - Items may be returned within 30 days of delivery for a "
              "full refund. Opened electronics may be returned within 14 days of "
              "delivery, minus a 15% restocking fee. Items bought on sale are final "
              "sale and cannot be returned.")

_PL1 = ("Context: " + _P_RETURNS + "\n"
        "Question: A customer received an unopened blender (not bought on sale) 20 days "
        "ago. Are they eligible for a full refund?\n"
        "Respond with only yes or no and a one-line reason.")

_P_MEALS = ("Travel meals are reimbursed up to $60 per day on domestic trips and up to "
            "$90 per day on international trips. Alcohol is never reimbursed. An "
            "itemised receipt is required for any meal expense over $25.")

_PL2 = ("Policy: " + _P_MEALS + "\n"
        "Case: An employee based in the US, on an international trip to Berlin, spent "
        "$85 on meals in one day, which included $12 of wine; itemised receipts were "
        "submitted. How much is reimbursable for that day?")

_P_PTO = ("Full-time employees accrue 1.5 days of PTO per month worked; part-time "
          "employees accrue 0.75 days per month worked. Unused PTO carries over into the "
          "next year up to a maximum of 5 days; anything above that is forfeited.")

_PL3 = ("ticket_id: HR-2290\nsubject: PTO carry-over\npolicy: " + _P_PTO + "\n"
        "body: A full-time employee worked all 12 months of the year, started the year "
        "with 0 days, and used 14 days. How many days carry over into next year?")

_P_RETENTION = ("Support chat transcripts are retained for 90 days, call recordings for "
                "30 days, and billing records for 7 years, after which they are deleted. "
                "Records under a legal hold are not deleted until the hold is lifted.")

_PL4 = ("Context: data retention policy: " + _P_RETENTION + "\n"
        "Question: a customer call recording was made 45 days ago and is not under any "
        "legal hold. Should it still exist? Answer yes or no.")

_P_SHIPPING = ("Standard shipping is free for orders of $50 or more delivered within the "
               "contiguous US; otherwise standard shipping costs $6.95. Orders to Alaska "
               "or Hawaii pay a flat $15 for standard shipping. Express shipping costs $20 "
               "regardless of order value. Gift card amounts do not count toward the $50 "
               "threshold.")

_PL5 = ("Forwarding from customer care: under our shipping policy (\"" + _P_SHIPPING + "\") "
         "what is the shipping charge for an order totalling exactly $50.00, all "
         "merchandise, sent by standard shipping to Ohio?")

_P_PASSWORD = ("Passwords must be at least 12 characters long, contain at least one digit "
               "and at least one symbol, and must not contain the username "
               "(case-insensitive).")

_PL6 = ("Objective: check a password against policy.\nPolicy: " + _P_PASSWORD + "\n"
        "Inputs: username = jdoe; proposed password = Sunflower#2024\n"
        "Output: compliant or not compliant.")

_P_LEAVE = ("Primary caregivers receive 16 weeks of paid parental leave and secondary "
            "caregivers receive 6 weeks. Employees become eligible after 6 months of "
            "continuous service. Contractors are not eligible.")

_PL7 = ("On behalf of Dana in HR: per the parental leave policy (" + _P_LEAVE + "), how "
        "many weeks of paid leave does an employee with 8 months of continuous service "
        "get as the secondary caregiver?")

# ------------------------------------------------------------------------ sql

_SQ1 = ("Task: write a SQL query.\nSchema:\n- orders(id, customer_id, total, created_at)\n"
        "- customers(id, name, country)\n"
        "Objective: total revenue (sum of orders.total) per customer country for orders "
        "created in calendar year 2024, sorted by revenue descending.\n"
        "Output: the SQL only.")

_SQ2 = ("ticket: DATA-312\nrequester: analytics\n"
        "body: From employees(id, name, department, salary, hire_date), list the names "
        "of employees in the 'Sales' department who were hired before 2020-01-01.")

_SQ3 = ("Objective: top 5 products by total units sold.\n"
        "Schema: order_items(order_id, product_id, quantity), products(id, name)\n"
        "Output columns: product name, total units.\nRespond with only the SQL.")

_SQ4 = ("Task: count customers who have never placed an order.\n"
        "Schema: customers(id, email), orders(id, customer_id, created_at)\n"
        "Respond with only the SQL.")

_SQ5 = ("Step 3 of 4 - Using events(user_id, event_type, occurred_at), compute the number "
        "of distinct users per day with event_type = 'login' during March 2025. "
        "Output columns: day, users.")

_SQ6 = ("Task: write an UPDATE statement.\nSchema: accounts(id, status, plan, last_login)\n"
        "Requirement: set status = 'inactive' for every account whose last_login is more "
        "than 365 days ago.\nRespond with only the SQL.")

_SQ7 = ("Objective: for each department, return its highest-paid employee(s).\n"
        "Schema: employees(id, name, department_id, salary), departments(id, name)\n"
        "Output columns: department name, employee name, salary. Include ties.")

# ---------------------------------------------------------------------- shell

_SH1 = ("Step 2 of 5 - Give a shell one-liner that prints the total number of lines across "
        "all .log files under /var/log/app, searching subdirectories too. Respond with "
        "only the command.")

_SH2 = ("ticket_id: 6620\nsubject: disk full on build host\n"
        "body: Please give me a command that lists the 10 largest files (files only, not "
        "directories) anywhere under /data, with human-readable sizes, biggest first.")

_SH3 = ("Task: one-liner that replaces every occurrence of 'http://' with 'https://' in "
        "config.yaml, editing the file in place (GNU sed available).")

_SH4 = ("Inputs: access.log in Common Log Format (client IP is the first field, status "
        "code the ninth).\nTask: print the 5 client IPs with the most requests, with "
        "their counts, most frequent first.\nRespond with only the command.")

_SH5 = ("Task: delete all regular files in /tmp/cache that were last modified more than "
        "30 days ago (subdirectories included). Respond with only the command.")

_SH6 = ("Objective: list the processes owned by user 'deploy', sorted by memory usage with "
        "the highest first, showing PID, %MEM and command. Respond with only the command "
        "(Linux, procps ps).")

_SH7 = ("Task: create a gzip-compressed tar archive named backup.tar.gz containing the "
        "directory ./site. Respond with only the command.")

# ---------------------------------------------------------------------- dates

_DT1 = ("Step 1 of 3 - What date is 45 days after 2025-03-10? Respond with only the date "
        "in ISO format.")

_DT2 = "Quick one relayed from the support team: what day of the week was 2024-02-29?"

_DT3 = ("ticket: HR-771\nbody: A new hire starts on 2025-06-02. Probation lasts 90 "
        "calendar days, with the start date counted as day 1. What is the last day of "
        "probation?")

_DT4 = ("Task: how many days are there from 2025-01-15 to 2025-04-01? Count the start date "
        "but not the end date. Respond with only the integer.")

_DT5 = ("Context: batch job log (single time zone, no DST change).\n"
        "started_at: 2025-11-02 22:40\nfinished_at: 2025-11-03 03:15\n"
        "Task: report the run duration in hours and minutes.")

_DT6 = ("Webhook payload:\nsubscription_id: S-5521\nstart_date: 2025-01-31\n"
        "billing_period: monthly\n"
        "rule: renewals fall on the same day of the month as the start date; if that day "
        "does not exist in a month, use the last day of that month\n"
        "question: date of the 3rd renewal?")

_DT7 = ("Context: response deadlines are 10 business days after receipt; weekends and "
        "listed holidays are not business days, and the day of receipt is not counted.\n"
        "Inputs: received 2025-12-18; holidays 2025-12-25, 2026-01-01.\n"
        "Task: give the deadline date.")

# ------------------------------------------------------------------ rewriting

_T_MEETING = "\"hey, we can't make the meeting tmrw, can we push it to thursday?\""

_RW1 = ("Task: rewrite the text below in a formal, polite business tone. Keep the "
        "meaning.\nText: " + _T_MEETING)

_T_SHIPPED = "\"Your order has shipped and will arrive in 3-5 business days.\""

_RW2 = "Translate into Spanish for a shipping notification: " + _T_SHIPPED

_T_EMAIL = ("Hi all, on Saturday 14 June from 02:00 to 06:00 UTC we will migrate the "
            "billing servers to the new data centre. During this window invoices cannot "
            "be generated and the customer portal will be read-only. No action is needed "
            "from customers, but please warn anyone planning to close the month that "
            "night. Questions go to it-ops@example.com. Thanks, Marta")

_RW3 = "Summarise the following email in exactly one sentence.\nEmail:\n" + _T_EMAIL

_T_PEOPLE = "\"Ana - designer; Bo - engineer; Cy - product manager\""

_RW4 = ("Convert this list into a Markdown table with columns Name and Role, one row per "
        "person, in the given order: " + _T_PEOPLE)

_T_JARGON = ("\"Your ticket has been escalated to L2; RCA is pending and an ETA will "
             "follow per our SLA.\"")

_RW5 = ("Rewrite this support update in plain language for a non-technical customer, "
        "replacing all jargon and acronyms: " + _T_JARGON)

_T_TYPO = "\"Their going to recieve the package's tomorow.\""

_RW6 = ("Task: fix the spelling and grammar of the sentence below; change nothing else.\n"
        "Text: " + _T_TYPO)

_T_PRODUCT = ("\"The TrailLite 2 is our lightest hiking backpack yet: 28 litres, fully "
              "waterproof, with a ventilated back panel, a hydration sleeve and a lifetime "
              "warranty. Available now in three colours for $89.\"")

_RW7 = ("Forwarding from marketing: shorten this product description into a single tweet "
        "of at most 280 characters, and keep the price in it.\nDescription: " + _T_PRODUCT)

# ----------------------------------------------------------------------- code

_CD1 = _fn(
    "slugify", "title",
    "Turn an article title into a URL slug: lowercase it, replace every run of "
    "characters that are not a-z or 0-9 with a single hyphen, and strip hyphens from "
    "both ends.",
    [("slugify('Hello, World!')", "'hello-world'"),
     ("slugify('  Top 10 -- Tips ')", "'top-10-tips'")],
    " -> str")

_CD2 = _fn(
    "parse_duration", "s",
    "Parse a compact duration such as '1h30m' into a number of seconds. The units h, m "
    "and s may each appear at most once, in that order, and any of them may be left out. "
    "Raise ValueError for anything else, including an empty string.",
    [("parse_duration('1h30m')", "5400"),
     ("parse_duration('45s')", "45"),
     ("parse_duration('2h5s')", "7205")],
    " -> int")

_CD3 = _fn(
    "running_total", "xs",
    "Return the running (cumulative) sums of xs: element i of the result is "
    "xs[0] + ... + xs[i]. An empty list gives an empty list.",
    [("running_total([1, 2, 3])", "[1, 3, 6]"),
     ("running_total([])", "[]")],
    " -> list")

_CD4 = _fn(
    "count_between", "xs, lo, hi",
    "Count how many values in xs lie between lo and hi, both ends inclusive.",
    [("count_between([1, 5, 10, 12], 1, 10)", "3"),
     ("count_between([], 0, 1)", "0")],
    " -> int")

_CD5 = _fn(
    "mask_email", "email",
    "Mask an email address for display: keep the first character of the local part, "
    "replace the rest of the local part with exactly three asterisks, and keep the '@' "
    "and the domain unchanged.",
    [("mask_email('john.doe@example.com')", "'j***@example.com'"),
     ("mask_email('a@x.io')", "'a***@x.io'")],
    " -> str")

_CD6 = _fn(
    "merge_intervals", "intervals",
    "Merge overlapping closed intervals given as (start, end) tuples. Intervals that "
    "touch (one ends exactly where the next starts) also merge. Return the merged "
    "intervals as tuples sorted by start; the input may be unsorted.",
    [("merge_intervals([(1, 3), (2, 5), (7, 8)])", "[(1, 5), (7, 8)]"),
     ("merge_intervals([(4, 6), (1, 4)])", "[(1, 6)]")],
    " -> list")

_CD7 = _fn(
    "group_by_first_letter", "words",
    "Group words by their first letter, case-insensitively. Keys are lowercase letters in "
    "order of first appearance; each value lists the words (original spelling) in input "
    "order. Empty strings are ignored.",
    [("group_by_first_letter(['apple', 'Banana', 'avocado'])",
      "{'a': ['apple', 'avocado'], 'b': ['Banana']}"),
     ("group_by_first_letter([])", "{}")],
    " -> dict")


HELDOUT16 = {
    "conversions": [
        (_CV1,
         "Task: currency conversion\nInputs:\n- amount: 250\n- from: EUR\n- to: USD\n"
         "- rate: 1 EUR = 1.08 USD\nOutput format: the converted amount only, 2 decimals.",
         None),
        (_CV1,
         "Forwarding this from the finance team: how many US dollars is \u20ac250 if one "
         "euro buys 1.08 dollars? They only want the number, to two decimal places.",
         None),
        (_CV1,
         "Step 2 of 5 - Convert 250 USD to EUR using the rate 1 EUR = 1.08 USD. Respond "
         "with only the resulting amount, rounded to 2 decimal places.",
         "reversed"),
        (_CV1,
         "Step 2 of 5 - Convert 250 EUR to USD using the rate 1 EUR = 1.08 USD, then "
         "deduct a 2% conversion fee from the result. Respond with only the resulting "
         "amount, rounded to 2 decimal places.",
         "step"),

        (_CV2,
         "ticket_id: 5127\npriority: P2\nsubject: timezone question\n"
         "body: A Tokyo-based customer (JST, UTC+9) proposed Tuesday 09:00 their time for "
         "a call. Our London team is on GMT (UTC+0) right now - what day and time should "
         "they put in their calendar?",
         None),
        (_CV2,
         "Objective: convert a meeting time between time zones.\n"
         "Inputs: Tuesday 09:00 in Tokyo (JST, UTC+9); target: London, currently on GMT "
         "(UTC+0).\nOutput: the local day and time in London.",
         None),
        (_CV2,
         "ticket_id: 4410\npriority: P3\nsubject: call scheduling\n"
         "body: Our customer in Tokyo wants a call at 09:00 JST (UTC+9) on Tuesday. What "
         "time and day is that for our New York office, which is on EST (UTC-5) at this "
         "time of year?",
         "entity"),
        (_CV2,
         "ticket_id: 4410\npriority: P3\nsubject: call scheduling\n"
         "body: Our customer in London wants a call at 09:00 GMT (UTC+0) on Tuesday. What "
         "time and day is that for our Tokyo office, which is on JST (UTC+9)?",
         "reversed"),

        (_CV3,
         "Task: unit conversion. Input: 5 mi. Target unit: km. Factor: 1 mi = 1.609344 km. "
         "Output: the value rounded to 1 decimal.",
         None),
        (_CV3,
         "On behalf of Priya: please convert five miles to km, one decimal place, using "
         "1.609344 km per mile - it's for the race flyer.",
         None),
        (_CV3,
         "My boss needs the distance 50 miles in kilometres for a race flyer (use 1 mile = "
         "1.609344 km). Round to one decimal place.",
         "quantity"),
        (_CV3,
         "My boss needs the distance 5 miles in kilometres for a race flyer (use 1 mile = "
         "1.609344 km). Round to one decimal place, and also give the same distance in "
         "metres.",
         "step"),

        (_CV4,
         "Sensor T-19 sent three readings: 72\u00b0F, 50\u00b0F and 95\u00b0F. Can you give "
         "me each one in \u00b0C, rounded to whole degrees, keeping the original order?",
         None),
        (_CV4,
         "Step 3 of 4 - Inputs: readings in \u00b0F = 72, 50, 95 (device T-21).\n"
         "Requirements:\n1. Convert each reading to \u00b0C.\n2. Round to the nearest "
         "integer.\n3. Output a list in input order.",
         None),
        (_CV4,
         "Webhook payload:\nsensor_id: T-19\nreadings_f: [72, 50, 95]\n"
         "instruction: convert only the readings above 60 \u00b0F from Fahrenheit to "
         "Celsius, round each to the nearest whole degree, and return them as a list in "
         "the same order.",
         "scope"),
        (_CV4,
         "Webhook payload:\nsensor_id: T-19\nreadings_c: [72, 50, 95]\n"
         "instruction: convert every reading from Celsius to Fahrenheit, round each to the "
         "nearest whole degree, and return them as a list in the same order.",
         "reversed"),

        (_CV5,
         "Inputs:\n- invoices (GBP): 300, 120, 80\n- rate: 1 GBP = 1.17 EUR\n"
         "Task: add up the invoices and express the total in euros.",
         None),
        (_CV5,
         "From: accounts@client-co.example\nSubject: invoice totals\n\n"
         "Hi, could you tell us what our three outstanding invoices (\u00a3120, \u00a380, "
         "\u00a3300) add up to in euros? Please use a rate of 1.17 EUR per pound.",
         None),
        (_CV5,
         "A client is asking: they have three open invoices in GBP, for 120, 80 and 300. "
         "What is the combined total in EUR of the invoices over 100 GBP, at 1 GBP = "
         "1.17 EUR?",
         "scope"),
        (_CV5,
         "A client is asking: they have three open invoices in GBP, for 120, 80 and 300. "
         "What is the combined total in EUR at 1 GBP = 1.17 EUR, with 20% VAT added on "
         "top?",
         "step"),
        (_CV5,
         "A client is asking: they have three open invoices in GBP, for 120, 80 and 300. "
         "What is the combined total in EUR at 1 GBP = 1.15 EUR?",
         "quantity"),

        (_CV6,
         "Task: add up 512 KiB, 3.5 GiB and 2048 KiB. Output the total expressed in MiB "
         "(binary units), number only.",
         None),
        (_CV6,
         "ticket_id: 9902\nsubject: storage quota\nbody: Please express the sum of three "
         "allocations - 3.5 GiB, 512 KiB and 2048 KiB - in mebibytes. Reply with just the "
         "number.",
         None),
        (_CV6,
         "Step 4 of 7 - Convert these sizes to MiB and respond with only the sum, in MiB, "
         "of the ones given in KiB: 3.5 GiB, 512 KiB, 2048 KiB.",
         "scope"),
        (_CV6,
         "Step 4 of 7 - Convert these sizes to MiB and respond with only the largest of "
         "them, in MiB: 3.5 GiB, 512 KiB, 2048 KiB.",
         "operation"),

        (_CV7,
         "Relaying a question from the driving school: what is 100 kilometres per hour in "
         "m/s? Two decimal places, just the number.",
         None),
        (_CV7,
         "Objective: speed conversion\nInput: 100 km/h\nTarget: m/s\n"
         "Respond with only the value to 2 dp.",
         None),
        (_CV7,
         "Task: convert 100 metres per second to km/h.\n"
         "Output format: number rounded to 2 decimals, no units.",
         "reversed"),
        (_CV7,
         "Task: convert 100 km/h to metres per second, then give how many seconds it takes "
         "to cover 1 km at that speed.\n"
         "Output format: both numbers rounded to 2 decimals, no units.",
         "step"),
    ],

    "policy": [
        (_PL1,
         "ticket_id: 30218\nchannel: email\nsubject: return request\n"
         "body: Customer says their blender arrived 20 days ago and is still sealed in the "
         "box; it was bought at regular price. Can they get a full refund?\n"
         "policy_excerpt: " + _P_RETURNS + "\nreply_format: yes/no plus a one-line reason",
         None),
        (_PL1,
         "My manager asked me to check this against our returns policy, which says: "
         + _P_RETURNS + " The case: unopened blender, full price (no sale), delivered 20 "
         "days ago. Full refund - yes or no? One line of reasoning is enough.",
         None),
        (_PL1,
         "Context: " + _P_RETURNS + "\n"
         "Question: A customer received an unopened blender (not bought on sale) 35 days "
         "ago. Are they eligible for a full refund?\n"
         "Respond with only yes or no and a one-line reason.",
         "quantity"),
        (_PL1,
         "Context: " + _P_RETURNS + "\n"
         "Question: A customer received an unopened blender, bought in the spring sale, 20 "
         "days ago. Are they eligible for a full refund?\n"
         "Respond with only yes or no and a one-line reason.",
         "scope"),
        (_PL1,
         "Context: " + _P_RETURNS + "\n"
         "Question: A customer received an opened laptop (not bought on sale) 10 days ago. "
         "Are they eligible for a full refund?\n"
         "Respond with only yes or no and a one-line reason.",
         "entity"),

        (_PL2,
         "Forwarding this from the finance team: Sam, who is US-based, was in Berlin on an "
         "international trip and spent $85 on food in one day - $12 of that was wine. "
         "Receipts are itemised. Under the meals policy (" + _P_MEALS + ") what is the "
         "reimbursable amount for that day?",
         None),
        (_PL2,
         "Task: compute the reimbursable meal amount for one day.\nPolicy: " + _P_MEALS
         + "\nFacts:\n- trip type: international (Berlin, traveller based in the US)\n"
         "- meal spend that day: $85, of which $12 was alcohol (wine)\n"
         "- itemised receipts: yes\nOutput: a dollar amount.",
         None),
        (_PL2,
         "Policy: " + _P_MEALS + "\n"
         "Case: An employee based in the US, on an international trip to Berlin, spent $85 "
         "on meals in one day, none of which was alcohol; itemised receipts were "
         "submitted. How much is reimbursable for that day?",
         "negation"),
        (_PL2,
         "Policy: " + _P_MEALS + "\n"
         "Case: An employee based in the US, on a domestic trip to Chicago, spent $85 on "
         "meals in one day, which included $12 of wine; itemised receipts were submitted. "
         "How much is reimbursable for that day?",
         "entity"),
        (_PL2,
         "Policy: " + _P_MEALS + "\n"
         "Case: An employee based in the US, on an international trip to Berlin, spent $85 "
         "on meals in one day, which included $12 of wine; itemised receipts were "
         "submitted. How much is reimbursable for that day, and how much of the spend is "
         "rejected?",
         "step"),

        (_PL3,
         "On behalf of the payroll team: our PTO rules say full-timers accrue 1.5 days per "
         "month worked, part-timers 0.75 days per month worked, and at most 5 unused days "
         "roll into the next year (the rest is forfeited). A full-time employee worked the "
         "whole year (12 months), began it with a zero balance and took 14 days off. How "
         "many days roll over?",
         None),
        (_PL3,
         "Step 2 of 3 - Policy: " + _P_PTO + "\nInputs: employment = full-time; months "
         "worked = 12; opening balance = 0; days used = 14.\nOutput: number of days "
         "carried over.",
         None),
        (_PL3,
         "ticket_id: HR-2290\nsubject: PTO carry-over\npolicy: " + _P_PTO + "\n"
         "body: A full-time employee worked all 12 months of the year, started the year "
         "with 0 days, and used 10 days. How many days carry over into next year?",
         "quantity"),
        (_PL3,
         "ticket_id: HR-2290\nsubject: PTO carry-over\npolicy: " + _P_PTO + "\n"
         "body: A full-time employee worked all 12 months of the year, started the year "
         "with 0 days, and used 14 days. How many days carry over into next year, and how "
         "many days are forfeited?",
         "step"),

        (_PL4,
         "ticket_id: 7734\nsubject: retention check\npolicy: " + _P_RETENTION + "\n"
         "body: Legal wants to know whether a call recording from 45 days ago (no legal "
         "hold on it) is supposed to still be in our systems. yes/no please.",
         None),
        (_PL4,
         "Relaying for compliance: we keep chat transcripts 90 days, call recordings 30 "
         "days and billing records 7 years, then delete them, unless a legal hold is in "
         "place, which blocks deletion until it is lifted. There is no hold on a customer "
         "call recording made 45 days ago. Should we still have it? Yes or no.",
         None),
        (_PL4,
         "Context: data retention policy: " + _P_RETENTION + "\n"
         "Question: a customer call recording was made 45 days ago and is under a legal "
         "hold. Should it still exist? Answer yes or no.",
         "negation"),
        (_PL4,
         "Context: data retention policy: " + _P_RETENTION + "\n"
         "Question: a customer support chat transcript was made 45 days ago and is not "
         "under any legal hold. Should it still exist? Answer yes or no.",
         "entity"),

        (_PL5,
         "ticket_id: 11873\nqueue: orders\nsubject: shipping charge?\n"
         "body: Order total $50.00 (merchandise only, no gift cards), standard shipping, "
         "destination Ohio. How much do we charge for shipping?\npolicy: " + _P_SHIPPING,
         None),
        (_PL5,
         "Task: determine the shipping charge.\nPolicy: " + _P_SHIPPING + "\nInputs:\n"
         "- destination: Ohio\n- method: standard\n- order total: $50.00, all of it "
         "merchandise\nOutput: the charge in dollars.",
         None),
        (_PL5,
         "Forwarding from customer care: under our shipping policy (\"" + _P_SHIPPING
         + "\") what is the shipping charge for an order totalling exactly $49.99, all "
         "merchandise, sent by standard shipping to Ohio?",
         "quantity"),
        (_PL5,
         "Forwarding from customer care: under our shipping policy (\"" + _P_SHIPPING
         + "\") what is the shipping charge for an order totalling exactly $50.00, of "
         "which $10.00 is a gift card, sent by standard shipping to Ohio?",
         "scope"),

        (_PL6,
         "From: it-helpdesk@corp.example\nSubject: password check\n\n"
         "User jdoe wants to set the password Sunflower#2024. Our rule: " + _P_PASSWORD
         + " Does it pass?",
         None),
        (_PL6,
         "My colleague (username jdoe) asked me whether Sunflower#2024 meets the password "
         "policy - min 12 characters, at least one digit, at least one symbol, and the "
         "username must not appear in it, ignoring case. Compliant or not?",
         None),
        (_PL6,
         "Objective: check a password against policy.\nPolicy: " + _P_PASSWORD + "\n"
         "Inputs: username = jdoe; proposed password = Sun#2024\n"
         "Output: compliant or not compliant.",
         "entity"),
        (_PL6,
         "Objective: check a password against policy.\nPolicy: " + _P_PASSWORD + "\n"
         "Inputs: username = jdoe; proposed password = Sunflower#2024\n"
         "Output: compliant or not compliant, plus the password's length in characters.",
         "step"),

        (_PL7,
         "ticket_id: HR-5120\nsubject: parental leave entitlement\n"
         "body: Employee, 8 months of continuous service, will be the secondary "
         "caregiver. How many paid weeks?\npolicy: " + _P_LEAVE,
         None),
        (_PL7,
         "Task: answer from policy.\nPolicy: " + _P_LEAVE + "\nFacts: employee (not a "
         "contractor); continuous service 8 months; role: secondary caregiver.\n"
         "Output: number of paid weeks.",
         None),
        (_PL7,
         "On behalf of Dana in HR: per the parental leave policy (" + _P_LEAVE + "), how "
         "many weeks of paid leave does a worker engaged as a contractor, with 8 months of "
         "continuous service, get as the secondary caregiver?",
         "scope"),
        (_PL7,
         "On behalf of Dana in HR: per the parental leave policy (" + _P_LEAVE + "), how "
         "many weeks of paid leave does an employee with 8 months of continuous service "
         "get as the primary caregiver?",
         "entity"),
    ],

    "sql": [
        (_SQ1,
         "A client is asking for a query: using customers(id, name, country) and "
         "orders(id, customer_id, total, created_at), they want each country's 2024 "
         "revenue (sum of order totals for orders created in 2024), highest first. Just "
         "send the SQL.",
         None),
        (_SQ1,
         "Step 2 of 3 - Produce SQL returning country and SUM(orders.total) over all orders "
         "whose created_at falls in 2024, joining orders.customer_id = customers.id, "
         "grouped by country and ordered from largest to smallest revenue. Tables: "
         "customers(id, name, country), orders(id, customer_id, total, created_at). "
         "Respond with only the query.",
         None),
        (_SQ1,
         "Task: write a SQL query.\nSchema:\n- orders(id, customer_id, total, created_at)\n"
         "- customers(id, name, country)\n"
         "Objective: total revenue (sum of orders.total) per customer country for orders "
         "created in calendar year 2024, keeping only countries whose revenue exceeds "
         "10000, sorted by revenue descending.\nOutput: the SQL only.",
         "scope"),
        (_SQ1,
         "Task: write a SQL query.\nSchema:\n- orders(id, customer_id, total, created_at)\n"
         "- customers(id, name, country)\n"
         "Objective: total revenue (sum of orders.total) and number of orders per customer "
         "country for orders created in calendar year 2024, sorted by revenue "
         "descending.\nOutput: the SQL only.",
         "step"),

        (_SQ2,
         "ticket: DATA-355\nrequester: people-ops\n"
         "body: Need a query over employees(id, name, department, salary, hire_date) "
         "returning the name of every employee with department = 'Sales' whose hire_date "
         "is earlier than 1 January 2020.",
         None),
        (_SQ2,
         "On behalf of the HR lead: write SQL that returns the names of people working in "
         "department 'Sales' who were hired prior to 2020-01-01. Table: employees(id, "
         "name, department, salary, hire_date).",
         None),
        (_SQ2,
         "ticket: DATA-312\nrequester: analytics\n"
         "body: From employees(id, name, department, salary, hire_date), list the names of "
         "employees in the 'Sales' department who were hired on or after 2020-01-01.",
         "reversed"),
        (_SQ2,
         "ticket: DATA-312\nrequester: analytics\n"
         "body: From employees(id, name, department, salary, hire_date), list the names of "
         "employees in the 'Marketing' department who were hired before 2020-01-01.",
         "entity"),

        (_SQ3,
         "Write a query that sums order_items.quantity per product, joins products for the "
         "name, and returns the five products with the highest totals (name and total "
         "units). Tables: order_items(order_id, product_id, quantity), products(id, name).",
         None),
        (_SQ3,
         "Forwarding from the merch team: 'which 5 products have sold the most units? we "
         "need name + units.' Schema they gave: products(id, name); "
         "order_items(order_id, product_id, quantity).",
         None),
        (_SQ3,
         "Objective: top 10 products by total units sold.\n"
         "Schema: order_items(order_id, product_id, quantity), products(id, name)\n"
         "Output columns: product name, total units.\nRespond with only the SQL.",
         "quantity"),
        (_SQ3,
         "Objective: the 5 products with the fewest total units sold.\n"
         "Schema: order_items(order_id, product_id, quantity), products(id, name)\n"
         "Output columns: product name, total units.\nRespond with only the SQL.",
         "reversed"),

        (_SQ4,
         "My boss needs the number of customers with zero orders. Tables: customers(id, "
         "email) and orders(id, customer_id, created_at). Can you write the query?",
         None),
        (_SQ4,
         "Step 1 of 2 - Using customers(id, email) and orders(id, customer_id, "
         "created_at), return a single number: how many customers have no matching row in "
         "orders. Output: SQL only.",
         None),
        (_SQ4,
         "Task: count customers who have placed at least one order.\n"
         "Schema: customers(id, email), orders(id, customer_id, created_at)\n"
         "Respond with only the SQL.",
         "negation"),
        (_SQ4,
         "Task: list the emails of customers who have never placed an order.\n"
         "Schema: customers(id, email), orders(id, customer_id, created_at)\n"
         "Respond with only the SQL.",
         "operation"),

        (_SQ5,
         "Task: daily distinct login users\nTable: events(user_id, event_type, "
         "occurred_at)\nFilter: event_type = 'login', occurred_at in March 2025\n"
         "Output: day, users (count of distinct user_id per day)",
         None),
        (_SQ5,
         "A PM is asking for a query: how many unique users logged in on each day of March "
         "2025? The data is in events(user_id, event_type, occurred_at); logins have "
         "event_type 'login'. Columns: day, users.",
         None),
        (_SQ5,
         "Step 3 of 4 - Using events(user_id, event_type, occurred_at), compute the number "
         "of distinct users per day with event_type = 'login' during March 2025, counting "
         "weekdays (Monday-Friday) only. Output columns: day, users.",
         "scope"),
        (_SQ5,
         "Step 3 of 4 - Using events(user_id, event_type, occurred_at), compute the number "
         "of distinct users per day with event_type = 'purchase' during March 2025. "
         "Output columns: day, users.",
         "entity"),
        (_SQ5,
         "Step 3 of 4 - Using events(user_id, event_type, occurred_at), compute the number "
         "of distinct users per day with event_type = 'login' during March 2025. "
         "Output columns: day, users, with rows sorted by users descending.",
         "step"),

        (_SQ6,
         "ticket_id: 7781 / subject: stale accounts / body: please give us the SQL to mark "
         "accounts as 'inactive' (status column) when their last_login is older than 365 "
         "days. Table accounts(id, status, plan, last_login).",
         None),
        (_SQ6,
         "Relaying from the DBA: accounts(id, status, plan, last_login) - flip status to "
         "'inactive' on all rows whose last login was more than 365 days ago. SQL only, "
         "please.",
         None),
        (_SQ6,
         "Task: write an UPDATE statement.\nSchema: accounts(id, status, plan, last_login)\n"
         "Requirement: set status = 'inactive' for every account on plan = 'free' whose "
         "last_login is more than 365 days ago.\nRespond with only the SQL.",
         "scope"),
        (_SQ6,
         "Task: write an UPDATE statement.\nSchema: accounts(id, status, plan, last_login)\n"
         "Requirement: set status = 'inactive' for every account whose last_login is more "
         "than 180 days ago.\nRespond with only the SQL.",
         "quantity"),
        (_SQ6,
         "Task: write a DELETE statement.\nSchema: accounts(id, status, plan, last_login)\n"
         "Requirement: delete every account whose last_login is more than 365 days ago.\n"
         "Respond with only the SQL.",
         "operation"),

        (_SQ7,
         "Step 5 of 6 - Write SQL that finds, per department, the employee(s) whose salary "
         "equals the department's maximum (keep ties). Return department name, employee "
         "name, salary. Tables: departments(id, name), employees(id, name, department_id, "
         "salary).",
         None),
        (_SQ7,
         "My boss needs a query: the top earner in every department, ties kept, showing "
         "department name, employee name and salary. Schema: employees(id, name, "
         "department_id, salary); departments(id, name).",
         None),
        (_SQ7,
         "Objective: for each department, return its lowest-paid employee(s).\n"
         "Schema: employees(id, name, department_id, salary), departments(id, name)\n"
         "Output columns: department name, employee name, salary. Include ties.",
         "reversed"),
        (_SQ7,
         "Objective: for each department, return its highest-paid employee(s).\n"
         "Schema: employees(id, name, department_id, salary), departments(id, name)\n"
         "Output columns: department name, employee name, salary, and the department's "
         "average salary. Include ties.",
         "step"),
    ],

    "shell": [
        (_SH1,
         "Task: shell one-liner\nGoal: a single total line count over every *.log file in "
         "/var/log/app, recursively\nOutput: the command only",
         None),
        (_SH1,
         "On behalf of Sam from ops: he needs one command that counts all the lines in all "
         "the .log files in /var/log/app and its subfolders and prints one grand total.",
         None),
        (_SH1,
         "Step 2 of 5 - Give a shell one-liner that prints the total number of lines across "
         "all .log files under /var/log/app that were modified in the last 7 days, "
         "searching subdirectories too. Respond with only the command.",
         "scope"),
        (_SH1,
         "Step 2 of 5 - Give a shell one-liner that prints the number of lines in each "
         ".log file under /var/log/app, one count per file, searching subdirectories too. "
         "Respond with only the command.",
         "operation"),

        (_SH2,
         "Objective: find the ten biggest regular files beneath /data (recursive), showing "
         "sizes in human-readable units, largest at the top. Respond with only the command.",
         None),
        (_SH2,
         "My boss needs to know what's eating space on /data: a one-liner listing the top "
         "10 files by size anywhere in that tree, with sizes like 1.2G, largest first. "
         "Directories shouldn't appear in the list.",
         None),
        (_SH2,
         "ticket_id: 6620\nsubject: disk full on build host\n"
         "body: Please give me a command that lists the 20 largest files (files only, not "
         "directories) anywhere under /data, with human-readable sizes, biggest first.",
         "quantity"),
        (_SH2,
         "ticket_id: 6620\nsubject: disk full on build host\n"
         "body: Please give me a command that lists the 10 largest .mp4 files (files only, "
         "not directories) anywhere under /data, with human-readable sizes, biggest first.",
         "scope"),

        (_SH3,
         "Forwarding from the security team: 'Please switch all http:// URLs to https:// "
         "inside config.yaml, modifying the file directly.' They're on Linux with GNU sed.",
         None),
        (_SH3,
         "Step 1 of 3 - In-place edit of config.yaml: substitute https:// for every "
         "http://, all occurrences on each line. GNU sed is available. Output: command only.",
         None),
        (_SH3,
         "Task: one-liner that replaces every occurrence of 'https://' with 'http://' in "
         "config.yaml, editing the file in place (GNU sed available).",
         "reversed"),
        (_SH3,
         "Task: one-liner that replaces every occurrence of 'http://' with 'https://' in "
         "config.yaml, editing the file in place and keeping the original as "
         "config.yaml.bak (GNU sed available).",
         "step"),

        (_SH4,
         "A client is asking how to see which five IPs hit their server most often, with "
         "request counts, highest first. Log file: access.log, common log format (IP = "
         "field 1, status = field 9). Just the command, please.",
         None),
        (_SH4,
         "helpdesk ticket 4471 / priority: P2 / body: need a one-liner over access.log "
         "(CLF; $1 = client IP, $9 = status) showing the top 5 requesting IPs and how many "
         "requests each made, in descending order.",
         None),
        (_SH4,
         "Inputs: access.log in Common Log Format (client IP is the first field, status "
         "code the ninth).\nTask: print the 5 client IPs with the most requests that "
         "returned status 404, with their counts, most frequent first.\n"
         "Respond with only the command.",
         "scope"),
        (_SH4,
         "Inputs: access.log in Common Log Format (client IP is the first field, status "
         "code the ninth).\nTask: print the 5 client IPs with the most requests, with "
         "their counts, most frequent first, and also save that output to top_ips.txt.\n"
         "Respond with only the command.",
         "step"),

        (_SH5,
         "Relaying from the platform team: they want one command that removes every file "
         "under /tmp/cache, at any depth, whose modification time is more than 30 days "
         "old. Directories themselves can stay.",
         None),
        (_SH5,
         "Step 4 of 4 - Cleanup: under /tmp/cache (recursive), remove regular files with "
         "mtime older than 30 days. Command only.",
         None),
        (_SH5,
         "Task: delete all regular files in /tmp/cache that were last modified more than "
         "30 days ago (subdirectories included), except files whose names end in .keep. "
         "Respond with only the command.",
         "negation"),
        (_SH5,
         "Task: list, without deleting anything, all regular files in /tmp/cache that were "
         "last modified more than 30 days ago (subdirectories included). Respond with only "
         "the command.",
         "operation"),

        (_SH6,
         "On behalf of Lee: which of deploy's processes use the most memory? He wants a ps "
         "command (Linux procps) showing pid, memory percentage and command for user "
         "deploy, biggest memory user first.",
         None),
        (_SH6,
         "ticket 3319: Linux box, procps ps. Need a command: processes of user=deploy; "
         "columns pid,%mem,cmd; ordered by %mem descending.",
         None),
        (_SH6,
         "Objective: list the processes owned by user 'www-data', sorted by memory usage "
         "with the highest first, showing PID, %MEM and command. Respond with only the "
         "command (Linux, procps ps).",
         "entity"),
        (_SH6,
         "Objective: list the processes owned by user 'deploy', sorted by memory usage with "
         "the lowest first, showing PID, %MEM and command. Respond with only the command "
         "(Linux, procps ps).",
         "reversed"),

        (_SH7,
         "My boss needs ./site packed into backup.tar.gz (tar with gzip compression). "
         "What's the command?",
         None),
        (_SH7,
         "Step 2 of 2 - Archive. Source: ./site. Format: tar.gz. Output file: "
         "backup.tar.gz. Command only.",
         None),
        (_SH7,
         "Task: create a gzip-compressed tar archive named backup.tar.gz containing the "
         "directory ./site but leaving out its node_modules folder. Respond with only the "
         "command.",
         "negation"),
        (_SH7,
         "Task: create a gzip-compressed tar archive named backup.tar.gz containing the "
         "directory ./site, then print the archive's size. Respond with only the command.",
         "step"),
    ],

    "dates": [
        (_DT1,
         "Task: date arithmetic\nInput: start 2025-03-10, offset +45 days\n"
         "Output: the resulting date as YYYY-MM-DD only",
         None),
        (_DT1,
         "A client is asking what the calendar date will be 45 days after 10 March 2025. "
         "Please reply with just the date as YYYY-MM-DD.",
         None),
        (_DT1,
         "Step 1 of 3 - What date is 45 days before 2025-03-10? Respond with only the date "
         "in ISO format.",
         "reversed"),
        (_DT1,
         "Step 1 of 3 - What date is 45 days after 2025-03-10, and which weekday is it? "
         "Respond with the date in ISO format followed by the weekday.",
         "step"),

        (_DT2,
         "Task: weekday lookup.\nInput date: 29 February 2024.\nOutput: the weekday name "
         "only.",
         None),
        (_DT2,
         "ticket_id: 1290 / subject: weekday check / body: Which weekday did Feb 29, 2024 "
         "fall on?",
         None),
        (_DT2,
         "Quick one relayed from the support team: what day of the week was 2024-03-29?",
         "quantity"),

        (_DT3,
         "Objective: compute the probation end date.\nInputs: start 2 June 2025 (counts as "
         "day 1); length 90 calendar days.\nOutput: the date of day 90.",
         None),
        (_DT3,
         "On behalf of the HR coordinator: someone's first day is June 2, 2025 and they are "
         "on a 90-calendar-day probation where the first day itself is day 1. On what date "
         "is the last day of probation?",
         None),
        (_DT3,
         "ticket: HR-771\nbody: A new hire starts on 2025-06-02. Probation lasts 90 "
         "business days (Monday to Friday only), with the start date counted as day 1. "
         "What is the last day of probation?",
         "scope"),
        (_DT3,
         "ticket: HR-771\nbody: A new hire starts on 2025-06-02. Probation lasts 90 "
         "calendar days, with the start date not counted (day 1 is the following day). "
         "What is the last day of probation?",
         "negation"),

        (_DT4,
         "My boss needs the number of days between 15 Jan 2025 (inclusive) and 1 Apr 2025 "
         "(exclusive). Just the number.",
         None),
        (_DT4,
         "Step 2 of 5 - Inputs: from = 2025-01-15 (included), to = 2025-04-01 (excluded). "
         "Output: the day count as an integer, nothing else.",
         None),
        (_DT4,
         "Task: how many weekdays (Monday to Friday) are there from 2025-01-15 to "
         "2025-04-01? Count the start date but not the end date. Respond with only the "
         "integer.",
         "scope"),
        (_DT4,
         "Task: how many days are there from 2025-01-15 to 2025-04-01? Count the start date "
         "but not the end date. Respond with the integer and the same span expressed as "
         "whole weeks plus remaining days.",
         "step"),

        (_DT5,
         "Forwarding from the data team: their nightly job kicked off at 22:40 on 2 Nov "
         "2025 and completed at 03:15 on 3 Nov 2025, same time zone and no clock change. "
         "How long did it run, in hours and minutes?",
         None),
        (_DT5,
         "Objective: elapsed time between 2025-11-02 22:40 and 2025-11-03 03:15 (one time "
         "zone, no DST shift).\nOutput format: Xh Ym.",
         None),
        (_DT5,
         "Context: batch job log (single time zone, no DST change).\n"
         "started_at: 2025-11-02 22:40\nfinished_at: 2025-11-04 03:15\n"
         "Task: report the run duration in hours and minutes.",
         "quantity"),
        (_DT5,
         "Context: batch job log (single time zone, no DST change).\n"
         "started_at: 2025-11-02 22:40\nfinished_at: 2025-11-03 03:15\n"
         "Task: report the run duration in hours and minutes, and also as a total number "
         "of minutes.",
         "step"),

        (_DT6,
         "subscription_id: S-6093 / start_date: 2025-01-31 / billing_period: monthly / "
         "rule: same day-of-month as the start, or the month's last day when that day "
         "doesn't exist / question: when is the third renewal?",
         None),
        (_DT6,
         "A customer who took out a monthly subscription on 31 January 2025 is asking when "
         "their third renewal happens. Our rule: renew on the start day-of-month, falling "
         "back to the last day of the month when that day is missing.",
         None),
        (_DT6,
         "Webhook payload:\nsubscription_id: S-5521\nstart_date: 2025-01-31\n"
         "billing_period: monthly\n"
         "rule: renewals fall on the same day of the month as the start date; if that day "
         "does not exist in a month, use the last day of that month\n"
         "question: date of the 2nd renewal?",
         "quantity"),
        (_DT6,
         "Webhook payload:\nsubscription_id: S-5521\nstart_date: 2025-01-31\n"
         "billing_period: monthly\n"
         "rule: renewals fall on the same day of the month as the start date; if that day "
         "does not exist in a month, use the last day of that month\n"
         "question: date of the 3rd renewal, and the weekday it falls on?",
         "step"),

        (_DT7,
         "Forwarding from legal: a request came in on 18 Dec 2025. We must answer within 10 "
         "business days, not counting the day it arrived, skipping Saturdays, Sundays and "
         "the holidays on 25 Dec 2025 and 1 Jan 2026. What's the deadline?",
         None),
        (_DT7,
         "ticket_id: LGL-204\nreceived: 2025-12-18\nholidays: 2026-01-01, 2025-12-25\n"
         "SLA: 10 business days (weekends and holidays excluded; receipt day not counted)\n"
         "question: due date?",
         None),
        (_DT7,
         "Context: response deadlines are 10 business days after receipt; weekends are not "
         "business days but listed holidays are not excluded, and the day of receipt is "
         "not counted.\nInputs: received 2025-12-18; holidays 2025-12-25, 2026-01-01.\n"
         "Task: give the deadline date.",
         "negation"),
        (_DT7,
         "Context: response deadlines are 10 business days after receipt; weekends and "
         "listed holidays are not business days, and the day of receipt is not counted.\n"
         "Inputs: received 2025-12-18; holidays 2025-12-25, 2025-12-26, 2026-01-01.\n"
         "Task: give the deadline date.",
         "scope"),
    ],

    "rewriting": [
        (_RW1,
         "My boss needs this message made formal and courteous before it goes to a client, "
         "same meaning: " + _T_MEETING,
         None),
        (_RW1,
         "Step 2 of 3 - Input text: " + _T_MEETING + "\nRequirement: rephrase in a "
         "professional, polite register without changing what it says.\n"
         "Output: the rewritten text only.",
         None),
        (_RW1,
         "Task: rewrite the text below in a formal, polite business tone. Keep the meaning "
         "and end with a sign-off from Dana.\nText: " + _T_MEETING,
         "step"),
        (_RW1,
         "Task: translate the text below into formal, polite French. Keep the meaning.\n"
         "Text: " + _T_MEETING,
         "operation"),

        (_RW2,
         "Task: translation\nSource language: English\nTarget language: Spanish\n"
         "Context: shipping notification\nText: " + _T_SHIPPED + "\nOutput: the "
         "translation only",
         None),
        (_RW2,
         "On behalf of the e-commerce team: we need the Spanish version of our shipping "
         "notice - " + _T_SHIPPED,
         None),
        (_RW2,
         "Translate into German for a shipping notification: " + _T_SHIPPED,
         "entity"),
        (_RW2,
         "Translate into Spanish for a shipping notification, then add a literal "
         "back-translation into English underneath: " + _T_SHIPPED,
         "step"),

        (_RW3,
         "Forwarding this from IT so you can boil it down to a single sentence:\n\n"
         + _T_EMAIL,
         None),
        (_RW3,
         "Task: summary\nInput:\n" + _T_EMAIL + "\nOutput format: exactly 1 sentence",
         None),
        (_RW3,
         "Summarise the following email in exactly three sentences.\nEmail:\n" + _T_EMAIL,
         "quantity"),
        (_RW3,
         "Summarise, in exactly one sentence, only what the following email says will be "
         "unavailable during the maintenance window.\nEmail:\n" + _T_EMAIL,
         "scope"),

        (_RW4,
         "Step 1 of 2 - Input: " + _T_PEOPLE + "\nOutput: a Markdown table with header "
         "Name | Role, one row per person, rows in the original order.",
         None),
        (_RW4,
         "A client is asking for this in Markdown table form (two columns, Name and Role, "
         "same order as listed): " + _T_PEOPLE,
         None),
        (_RW4,
         "Convert this Markdown table into a single line listing each person as "
         "'Name - Role', separated by semicolons, in the given order:\n"
         "| Name | Role |\n|---|---|\n| Ana | designer |\n| Bo | engineer |\n"
         "| Cy | product manager |",
         "reversed"),
        (_RW4,
         "Convert this list into a Markdown table with columns Name and Role, one row per "
         "person, in the given order, and add a third column Email left blank: "
         + _T_PEOPLE,
         "step"),

        (_RW5,
         "ticket_id: 55012\nmacro_request: customer-friendly wording\ntext: " + _T_JARGON
         + "\ninstructions: no jargon, no acronyms, plain English for a non-technical "
         "reader",
         None),
        (_RW5,
         "My team lead wants this reworded so a non-technical customer understands it - "
         "strip out the jargon and abbreviations: " + _T_JARGON,
         None),
        (_RW5,
         "Rewrite this support update in plain language for a non-technical customer, "
         "replacing all jargon and acronyms except 'SLA', which must stay as it is: "
         + _T_JARGON,
         "negation"),

        (_RW6,
         "Proofread only - correct the spelling and grammar mistakes and leave the wording "
         "otherwise untouched: " + _T_TYPO,
         None),
        (_RW6,
         "On behalf of Jo: could you correct the grammar and spelling errors in " + _T_TYPO
         + " without changing anything else?",
         None),
        (_RW6,
         "Task: fix only the spelling of the sentence below; leave grammar, punctuation and "
         "everything else as it is.\nText: " + _T_TYPO,
         "scope"),
        (_RW6,
         "Task: fix the spelling and grammar of the sentence below; change nothing else, "
         "then list each correction you made.\nText: " + _T_TYPO,
         "step"),

        (_RW7,
         "Task: condense to a tweet\nConstraints: one tweet, 280 characters or fewer; the "
         "price must stay in\nText: " + _T_PRODUCT,
         None),
        (_RW7,
         "Step 3 of 5 - Turn the description below into one tweet (max 280 chars) that "
         "still mentions the price. Description: " + _T_PRODUCT,
         None),
        (_RW7,
         "Forwarding from marketing: shorten this product description into a single tweet "
         "of at most 280 characters, and leave the price out.\nDescription: " + _T_PRODUCT,
         "negation"),
        (_RW7,
         "Forwarding from marketing: shorten this product description into a single tweet "
         "of at most 280 characters, keep the price in it, and mention no feature other "
         "than the waterproofing.\nDescription: " + _T_PRODUCT,
         "scope"),
    ],

    "code": [
        (_CD1,
         _fn("slugify", "title",
             "Ticket WEB-412: the CMS needs slugs for article titles. Lower-case the title, "
             "collapse each sequence of characters other than a-z and 0-9 into one '-', "
             "and trim any leading or trailing dash.",
             [("slugify('Why Python?')", "'why-python'"),
              ("slugify('--A/B Testing 101--')", "'a-b-testing-101'")],
             " -> str"),
         None),
        (_CD1,
         _fn("slugify", "title",
             "Step 2 of 4 - implement slugify. Requirements: (1) convert to lower case; "
             "(2) every maximal run of characters outside a-z and 0-9 becomes a single "
             "hyphen; (3) no hyphen at the start or end. Return the slug.",
             [("slugify('Rock & Roll')", "'rock-roll'"),
              ("slugify('2024: Year in Review')", "'2024-year-in-review'")],
             " -> str"),
         None),
        (_CD1,
         _fn("slugify", "title",
             "Turn an article title into a URL slug: lowercase it, replace every run of "
             "characters that are not a-z or 0-9 with a single underscore, and strip "
             "underscores from both ends.",
             [("slugify('Hello, World!')", "'hello_world'"),
              ("slugify('  Top 10 -- Tips ')", "'top_10_tips'")],
             " -> str"),
         "output"),
        (_CD1,
         _fn("slugify", "title",
             "Turn an article title into a URL slug: first replace accented letters by "
             "their plain ASCII letter (\u00e9 becomes e, \u00fc becomes u), then lowercase "
             "it, replace every run of characters that are not a-z or 0-9 with a single "
             "hyphen, and strip hyphens from both ends.",
             [("slugify('Caf\u00e9 Ol\u00e9')", "'cafe-ole'"),
              ("slugify('Hello, World!')", "'hello-world'")],
             " -> str"),
         "step"),

        (_CD2,
         _fn("parse_duration", "s",
             "From: platform-team. Subject: duration parser. We need a helper that turns "
             "strings like '2h15m' into a number of seconds. Allowed units are h, m and s, "
             "each optional, at most once, in the order h, m, s. Malformed or empty input "
             "must raise ValueError.",
             [("parse_duration('2h15m')", "8100"),
              ("parse_duration('90s')", "90")],
             " -> int"),
         None),
        (_CD2,
         _fn("parse_duration", "s",
             "Task: implement parse_duration. Input: a string made of optional <int>h, "
             "<int>m and <int>s parts in that order. Output: total seconds as an int. "
             "Errors: ValueError on malformed or empty input.",
             [("parse_duration('10m')", "600"),
              ("parse_duration('1h1m1s')", "3661")],
             " -> int"),
         None),
        (_CD2,
         _fn("parse_duration", "s",
             "Parse a compact duration such as '1d2h' into a number of seconds. The units "
             "d, h, m and s may each appear at most once, in that order, and any of them "
             "may be left out. Raise ValueError for anything else, including an empty "
             "string.",
             [("parse_duration('1d2h')", "93600"),
              ("parse_duration('1h30m')", "5400")],
             " -> int"),
         "scope"),
        (_CD2,
         _fn("parse_duration", "parts",
             "Given a list of compact durations such as ['1h', '30m'], where each string "
             "uses the units h, m and s at most once each and in that order, return the "
             "total number of seconds of all of them. Raise ValueError for a malformed or "
             "empty string.",
             [("parse_duration(['1h', '30m'])", "5400"),
              ("parse_duration(['45s', '1m15s'])", "120")],
             " -> int"),
         "input"),

        (_CD3,
         _fn("running_total", "xs",
             "Inputs: a list of numbers. Output: the list of prefix sums, same length as "
             "the input, where position i holds the sum of the first i + 1 inputs.",
             [("running_total([5, -2, 4])", "[5, 3, 7]"),
              ("running_total([0, 0])", "[0, 0]")],
             " -> list"),
         None),
        (_CD3,
         _fn("running_total", "xs",
             "ticket_id: 2231 - the finance dashboard needs cumulative totals: for each "
             "position, the sum of that item and every item before it. Empty in, empty out.",
             [("running_total([10, 20, 30, 40])", "[10, 30, 60, 100]"),
              ("running_total([7])", "[7]")],
             " -> list"),
         None),
        (_CD3,
         _fn("running_total", "xs",
             "Return the running sums of xs taken from the right: element i of the result "
             "is xs[i] + ... + xs[-1]. An empty list gives an empty list.",
             [("running_total([1, 2, 3])", "[6, 5, 3]"),
              ("running_total([])", "[]")],
             " -> list"),
         "reversed"),
        (_CD3,
         _fn("running_total", "xs",
             "Return the running (cumulative) sums of xs, skipping negative numbers "
             "entirely: they neither add to the total nor get an entry in the result. An "
             "empty list gives an empty list.",
             [("running_total([1, -2, 3])", "[1, 4]"),
              ("running_total([2, 2])", "[2, 4]")],
             " -> list"),
         "scope"),
        (_CD3,
         _fn("running_total", "xs",
             "Return the running (cumulative) sums of xs, starting with 0: the result has "
             "one more element than xs and element i is the sum of the first i values.",
             [("running_total([1, 2, 3])", "[0, 1, 3, 6]"),
              ("running_total([])", "[0]")],
             " -> list"),
         "output"),

        (_CD4,
         _fn("count_between", "xs, lo, hi",
             "Helpdesk request: we need the number of items in xs that are at least lo and "
             "at most hi.",
             [("count_between([3, 3, 7], 3, 7)", "3"),
              ("count_between([0.5, 2.5], 1, 2)", "0")],
             " -> int"),
         None),
        (_CD4,
         _fn("count_between", "xs, lo, hi",
             "Objective: return how many elements x of xs satisfy lo <= x <= hi (closed "
             "range).",
             [("count_between([-5, 0, 5], -5, 0)", "2"),
              ("count_between([2, 4, 6, 8], 3, 7)", "2")],
             " -> int"),
         None),
        (_CD4,
         _fn("count_between", "xs, lo, hi",
             "Count how many values in xs lie between lo and hi, with lo inclusive and hi "
             "exclusive.",
             [("count_between([1, 5, 10, 12], 1, 10)", "2"),
              ("count_between([], 0, 1)", "0")],
             " -> int"),
         "bound"),
        (_CD4,
         _fn("count_between", "xs, lo, hi",
             "Count how many values in xs lie outside the closed range from lo to hi.",
             [("count_between([0, 5, 10, 12, 15], 2, 10)", "3"),
              ("count_between([], 0, 1)", "0")],
             " -> int"),
         "negation"),

        (_CD5,
         _fn("mask_email", "email",
             "Step 3 of 5 - For the support UI, hide most of an address: output the first "
             "character of the part before '@', then '***', then '@' and the domain exactly "
             "as given.",
             [("mask_email('Maria@Shop.Example')", "'M***@Shop.Example'"),
              ("mask_email('bob.smith@mail.co.uk')", "'b***@mail.co.uk'")],
             " -> str"),
         None),
        (_CD5,
         _fn("mask_email", "email",
             "On behalf of the privacy team: addresses shown in logs must keep only the "
             "local part's first letter, followed by three asterisks in place of the rest; "
             "the '@domain' part is left as it is.",
             [("mask_email('zz@q.com')", "'z***@q.com'"),
              ("mask_email('john.doe@example.com')", "'j***@example.com'")],
             " -> str"),
         None),
        (_CD5,
         _fn("mask_email", "email",
             "Mask an email address for display: keep the first two characters of the "
             "local part, replace the rest of the local part with exactly three asterisks, "
             "and keep the '@' and the domain unchanged.",
             [("mask_email('john.doe@example.com')", "'jo***@example.com'"),
              ("mask_email('ab@c.de')", "'ab***@c.de'")],
             " -> str"),
         "quantity"),
        (_CD5,
         _fn("mask_email", "email",
             "Mask an email address for display: keep the first character of the local "
             "part, replace the rest of the local part with exactly three asterisks, keep "
             "the '@' and the domain, and finally lowercase the whole result.",
             [("mask_email('John@Example.COM')", "'j***@example.com'"),
              ("mask_email('a@x.io')", "'a***@x.io'")],
             " -> str"),
         "step"),

        (_CD6,
         _fn("merge_intervals", "intervals",
             "Task: combine (start, end) closed intervals that overlap or share an "
             "endpoint. Input order is arbitrary. Output: list of (start, end) tuples "
             "ordered by start.",
             [("merge_intervals([])", "[]"),
              ("merge_intervals([(5, 9), (1, 2), (6, 7)])", "[(1, 2), (5, 9)]")],
             " -> list"),
         None),
        (_CD6,
         _fn("merge_intervals", "intervals",
             "ticket SCHED-88: calendar blocks come in as (start, end) tuples, unsorted. "
             "Merge any that overlap, including ones that just touch, and return the "
             "result as tuples sorted by start.",
             [("merge_intervals([(1, 10), (2, 3), (10, 12)])", "[(1, 12)]"),
              ("merge_intervals([(3, 4)])", "[(3, 4)]")],
             " -> list"),
         None),
        (_CD6,
         _fn("merge_intervals", "intervals",
             "Merge overlapping intervals given as (start, end) tuples. Intervals that "
             "merely touch (one ends exactly where the next starts) are NOT merged. Return "
             "the merged intervals as tuples sorted by start; the input may be unsorted.",
             [("merge_intervals([(4, 6), (1, 4)])", "[(1, 4), (4, 6)]"),
              ("merge_intervals([(1, 3), (2, 5)])", "[(1, 5)]")],
             " -> list"),
         "bound"),
        (_CD6,
         _fn("merge_intervals", "intervals",
             "Merge overlapping closed intervals given as (start, end) tuples. Intervals "
             "that touch (one ends exactly where the next starts) also merge. Return the "
             "merged intervals as [start, end] lists sorted by start; the input may be "
             "unsorted.",
             [("merge_intervals([(1, 3), (2, 5), (7, 8)])", "[[1, 5], [7, 8]]"),
              ("merge_intervals([(4, 6), (1, 4)])", "[[1, 6]]")],
             " -> list"),
         "output"),

        (_CD7,
         _fn("group_by_first_letter", "words",
             "Requirements: bucket words by initial letter ignoring case; dict keys are "
             "the lowercase letters, in the order each letter is first seen; each bucket "
             "keeps the words unchanged and in their input order; skip empty strings.",
             [("group_by_first_letter(['Cat', 'cow', '', 'dog'])",
               "{'c': ['Cat', 'cow'], 'd': ['dog']}")],
             " -> dict"),
         None),
        (_CD7,
         _fn("group_by_first_letter", "words",
             "A client is asking for an index helper: map each lowercase first letter to "
             "the list of words starting with it (either case), keeping the words as "
             "written and in the order given; empty strings are dropped.",
             [("group_by_first_letter(['Zebra', 'ant', 'zoo'])",
               "{'z': ['Zebra', 'zoo'], 'a': ['ant']}"),
              ("group_by_first_letter([''])", "{}")],
             " -> dict"),
         None),
        (_CD7,
         _fn("group_by_first_letter", "words",
             "Group words by their first letter, case-insensitively. Keys are lowercase "
             "letters in order of first appearance; each value lists the words (original "
             "spelling) in input order. Words shorter than 3 characters, including empty "
             "strings, are ignored.",
             [("group_by_first_letter(['an', 'apple', 'be', 'bee'])",
               "{'a': ['apple'], 'b': ['bee']}")],
             " -> dict"),
         "scope"),
        (_CD7,
         _fn("group_by_first_letter", "words",
             "Group words by their first letter, case-insensitively. Keys are lowercase "
             "letters in order of first appearance; each value lists the words (original "
             "spelling), then each list is sorted alphabetically ignoring case. Empty "
             "strings are ignored.",
             [("group_by_first_letter(['cow', 'Cat', 'dog'])",
               "{'c': ['Cat', 'cow'], 'd': ['dog']}")],
             " -> dict"),
         "step"),
        (_CD7,
         _fn("group_by_first_letter", "text",
             "Take a single string of comma-separated words (spaces around the commas are "
             "ignored) and group the words by their first letter, case-insensitively. Keys "
             "are lowercase letters in order of first appearance; each value lists the "
             "words (original spelling) in input order. Empty items are ignored.",
             [("group_by_first_letter('apple, Banana,avocado')",
               "{'a': ['apple', 'avocado'], 'b': ['Banana']}")],
             " -> dict"),
         "input"),
    ],
}
