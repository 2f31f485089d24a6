"""How software and go-betweens wrap a request, set aside before it is read (:func:`drop_framing`).

Requests reach an agent from other programs and from people passing them on: a planner hands a worker
"Subtask 2/4: ...", a helpdesk renders a ticket as "[REQ-4410] Summary: ... / Details: ...", a form becomes
"subject: ... / body: ...", an assistant relays "The customer wants to know ...", "On behalf of Sam: ...". The
wrapper says nothing about the work, yet its numbers and words are all the other request lacks. Only these
shapes are set aside, and only where they open the text or a line (or a field after " / " or " | "):

* quotation marks around a rule quoted after its name ("Refund policy: 'Items can be returned ...'", "The handbook
  says: ...", "Policy (returns page): ..."): its text is
  read as the same rule written out is, not matched character for character;
* step counters: "Subtask 2/4:", "Step 3 of 6 -", "Part 2:", and exercise numbers: "Homework question 4:",
  "Exercise 3.", "Q4:";
* who it is for: "For my English class:", "This is for our HR course -" (the subject is the writer's, never a target);
* an interjection, urgency or an assistant's acknowledgement opening the text: "ugh,", "URGENT:", "asap -",
  "quick q:", "Certainly!", "Sure thing.";
* the requester restated in the third person by an assistant: "The user would like to know whether ...", "The user
  is asking for ..." (read as "give ..."): the asker itself, so nothing of it is kept;
* ticket references: "[REQ-4410]", "JIRA-12:", "ticket_id: 88213", "Case #5521", "PR #311:", "Issue #412:", and a
  priority field ("priority: P2"); a bare "#3" is content (a rank), not a reference;
* where a request sits in a developer's work: a code comment's marker and tag ("# TODO(copy):", "-- FIXME:"), a
  commit message's type ("feat(metrics):", "fix:"), a task-list box ("- [ ] ");
* a label naming what is wanted before a noun phrase: "Goal: the calendar date that ..." reads as "give the
  calendar date that ..." (a request, not a statement);
* field labels: "Summary:", "Details:", "Goal:", "Objective:", "Task:", "Constraints:", "Requirements:",
  "Inputs:", "Output format:", "Subject:", "Body:", "Description:", "Request:", "Question:", "Notes:", ...,
  their content kept (also after a sentence on the same line: "Summary: ... . Details: ..."); e-mail header lines ("From:", "To:", "Cc:", "Sent:") where a "Subject:" line is there too;
* hand-offs: "You are asked to", "Your task is to", "I need you to";
* how the answer is to be shaped, where it is the whole thing asked for: "Respond with only the command.", "Reply with
  just the number, nothing else." ("Return only the names." chooses columns and stays);
* "key: value" fields, one per line, where a text has two or more (a payload), read as words: "unit_in: miles" -> "from miles", "tz_out: Europe/Berlin"
  -> "to Europe/Berlin", "value: 26.2" -> "26.2", "bytes: 5000000000" -> "5000000000 bytes", "order_total: $48" ->
  "order total $48", "op: add days" -> "add days" (a key with "from"/"in"/"source" is a source, one with
  "to"/"out"/"target" a target, one that names the action, "op", "fn", "action", "task", its value alone); data
  shapes (JSON, query strings, command-line options, a CSV row) are made into such fields first
  (:mod:`.structured`);
* relays: "On behalf of Sam:", "Forwarding this from the finance team:" (dropped whole: the relay is never
  the subject), and "<someone> wants to know / asks (whether) / asked me how ..." and "<someone> needs ...", where
  the verb is dropped and *the someone is kept*, because who asks can change the answer ("a customer asks
  whether they can return it" vs "can an employee return it?"); a relayed question ends with "?"; "<someone>
  asked for / needs a query (a command, a summary, ...) that ..." reads as "give a query that ...": who a thing
  is made for does not change it.

Numbers inside the request, an order's id, a date field, "step 3 of the guide" in a sentence are content
and stay.
"""

from __future__ import annotations

import re

from .lexicon import unit_of

__all__ = ["drop_framing"]

_FLAGS = re.I | re.M
#: Where a wrapper may start: the text's or a line's start, or a field after " / " or " | ".
_STARTS = (r"^", r"(?<=\s/\s)", r"(?<=\s\|\s)")
_START = "(?:" + "|".join(_STARTS) + ")"
#: ... and past a bullet.
_AT = _START + r"[ \t]*(?:[-*•][ \t]+)?"
_STEP = re.compile(_AT + r"(?:(?:sub)?(?:task|step|part|stage|phase)|(?:homework\s+|practice\s+)?(?:question|exercise|problem)|"
                   r"q(?=\s*\d))\s*#?\s*\d+(?:\s*(?:/|of|out\s+of)\s*\d+)?"
                   r"\s*(?:[:.)\]]+|\s-+|\s[–—]|[ \t]*$)[ \t]*", _FLAGS)
_TICKET_REF = re.compile(_START + r"[ \t]*\[?[A-Z][A-Z0-9]{1,9}-\d+\]?"
                         r"(?:\s*[:|–—-]+)?[ \t]*", re.M)
_ID_FIELD = re.compile(_AT + r"(?:ticket|case|request|req|issue|ref|reference|incident)(?:[ _-]?(?:id|no\.?|number)|"
                       r"\s*#)?\s*[:#=]?\s*#?[A-Z0-9][\w-]*\d[\w-]*[ \t]*(?:[/|;,.]+|$)[ \t]*", _FLAGS)
#: A work item's number opening a title ("PR #311:", "Issue #412:", "Bug 88 -", "MR !42:"): a reference, not content.
_ITEM_REF = re.compile(_AT + r"(?:pr|mr|pull\s+request|merge\s+request|issue|bug|ticket|story|epic)\s*[#!]?\s*\d+"
                       r"\s*(?:[:)\]]+|\s-+|\s[–—])[ \t]*", _FLAGS)
#: A code comment's marker and tag ("# TODO(copy):", "-- FIXME:", "// NOTE:"), a commit message's type ("feat(metrics):",
#: "fix(parser):"; a bare "Fix:" or "Test:" may be the request's own verb) and a task-list box ("- [ ] "): where a
#: request sits, not what it asks ("copy" here is no operation).
_WORK_TAG = re.compile(_START + r"[ \t]*(?:(?:#+|--|//|/\*)[ \t]*)?(?:(?:todo|fixme|xxx|hack|note)(?:\([^)\n]{0,40}\))?[ \t]*"
                       r"[:-]|(?:feat|chore|refactor)(?:\([^)\n]{0,40}\))?!?:|(?:fix|docs|perf|test|build|ci|style)(?:\([^)\n]{0,40}\)!?|!):|"
                       r"[-*][ \t]+\[[ xX]?\])[ \t]*", _FLAGS)
_PRIORITY = re.compile(_AT + r"priority\s*[:=]\s*(?:p\d|low|medium|normal|high|urgent|critical|blocker)\b"
                       r"[ \t]*(?:[/|;,.]+|$)[ \t]*", _FLAGS)
_LABEL_WORDS = ("summary|details|description|goal|objective|task|context|constraints|requirements|inputs?|"
                "output(?:\\s+format)?|expected\\s+output|format|subject|body|request|question|instructions?|"
                "notes?|deliverable|title|topic|ask|rules?|facts|case|scenario|background|given|info")
#: A label that names what is wanted, before a noun phrase ("Goal: the calendar date that falls ...", "Need: the 10
#: most recent orders"): the request for it ("give the ..."), not a statement.
_WANT_LABEL = re.compile(_AT + r"(?:goal|objective|need|want|deliverable|request|task|ask|output)\s*:[ \t]*"
                         r"(?=(?:the|a|an|one|all|every|each)\s)", _FLAGS)
_LABEL = re.compile("(?:" + "|".join((*_STARTS, r"(?<=[.!?] )")) + r")[ \t]*(?:" + _LABEL_WORDS + r")\s*:[ \t]*",
                    _FLAGS)       # a label may also follow a sentence on its line
#: A label that names the unit, scale, zone or currency an answer is wanted in ("Target unit: km", "- want: kilometers",
#: "Convert to: EUR"), on its own line or after a sentence on its line: a target ("to km").
_TARGET_LABEL = re.compile("(?:" + "|".join((*_STARTS, r"(?<=[.!?] )")) + r")[ \t]*(?:[-*•][ \t]+)?"
                           r"(?:target|want(?:ed)?|desired|convert(?:ed)?[ \t]+to|output|to)"
                           r"(?:[ \t_](?:unit|units|currency|scale))?[ \t]*:[ \t]*(?=(\S[^\n]*))", _FLAGS)
_RATE_UNIT = re.compile(r"[a-z]+/[a-z]+\b", re.I)


def _names_unit(value: str) -> bool:
    """A value that starts with a unit, a scale, a currency code or a rate ("kilometers", "°C", "EUR", "m/s")."""
    first = re.match(r"°?\s*([A-Za-z]+)", value)
    return bool(value.startswith("°") or _RATE_UNIT.match(value) or re.match(r"[A-Z]{3}\b", value)
                or (first and unit_of(first.group(1).lower())))


def _target_label(m: re.Match) -> str:
    """ "to " where the label's value names a unit ("want: kilometers", "Target: m/s", "Target unit: °C")."""
    return "to " if _names_unit(m.group(1)) else m.group(0)


#: " / " or " | " between "label: value" fields ("subject: ... / body: ..."): a line break.
_FIELD_SEP = re.compile(r"\s+[/|]\s+(?=(?:" + _LABEL_WORDS + r"|priority|ticket[ _-]?id|case[ _-]?id)\s*:)", re.I)
_HEADER = re.compile(r"^[ \t]*(?:from|to|cc|bcc|sent|date)\s*:.*$\n?", _FLAGS)
_HAS_SUBJECT = re.compile(r"^[ \t]*subject\s*:", _FLAGS)
#: Who the request is for, said before it: "For my English class:", "This is for our HR course -" (the subject is
#: the writer's, not the task's: "English" here is no target language).
_FOR_CLASS = re.compile(_AT + r"(?:this\s+is\s+)?for\s+(?:my|our|a|the)\s+(?:[\w-]+\s+){0,3}?(?:class|course|homework|"
                        r"assignment|lesson|exam|test|quiz|module|seminar|lecture|worksheet|coursework)\b[ \t]*"
                        r"(?:[:,.-]+|\s[–—])[ \t]*", _FLAGS)
#: Interjections and urgency opening a text: "ugh,", "URGENT:", "asap -", "quick q:" (what follows is the request).
_OPENER = re.compile(r"^[ \t]*(?:ugh+|argh+|urgent(?:ly)?|asap|lol|quick(?:\s+q(?:uestion)?)?|help|certainly|sure(?:\s+thing)?|"
                     r"of\s+course|absolutely|alright|all\s+right|okay|ok)[ \t]*(?:[:,.!-]+|\s[–—])[ \t]*", _FLAGS)
#: The requester named in the third person by an assistant restating the request ("The user would like ...", "The
#: user is asking for ..."): the asker itself, so nothing of it is kept (a customer or an employee named so is).
_USER = r"(?:the\s+)?(?:user|requester|human)"
_USER_WANTS = re.compile(_AT + _USER + r"\s+(?:would\s+like|wants|needs|is\s+asking\s+for|asks\s+for|is\s+requesting|"
                         r"requests|is\s+looking\s+for|has\s+asked\s+for)\s+(?!to\b)", _FLAGS)
_HAND_OFF = re.compile(_AT + r"(?:you\s+are\s+(?:being\s+)?asked\s+to|your\s+(?:task|job|goal)\s+is\s+to|"
                       r"i\s+need\s+you\s+to|you\s+need\s+to)\s+", _FLAGS)
_RELAY_WHOLE = re.compile(_AT + r"(?:on\s+behalf\s+of|forwarding(?:\s+this)?\s+from|forwarded(?:\s+message)?\s+from|"
                          r"relaying\s+(?:this\s+)?(?:for|from)|passing\s+(?:this\s+)?on\s+from|fyi\s+from)\s+"
                          r"[^:\n]{1,60}:[ \t]*", _FLAGS)
#: Who relays a request ("the customer", "my boss", "one of our interns"): group 1 of the relays below.
_WHO = r"((?:(?:the|a|an|our|my|one\s+of\s+our|this)\s+)?(?:[\w-]+\s+){0,2}?[\w-]+)\s+"
#: "<someone> wants to know whether ...": group 1 is the someone (kept), the verb phrase goes.
_RELAY_ASK = re.compile(_AT + _WHO + r"(?:wants\s+to\s+know|would\s+like\s+to\s+know|needs\s+to\s+know|wanted\s+to\s+know|"
                        r"is\s+asking|asks|is\s+wondering|wonders|"
                        r"(?:asked|wondered)(?:\s+(?:me|us))?(?=\s+(?:whether|if|how|what|which|when|where|who|why)\b))"
                        r"(?:\s+(?:whether|if))?\s*[:,]?[ \t]*([^\n]*)", _FLAGS)
_RELAY_NEED = re.compile(_AT + _WHO + r"(?:needs|wants|would\s+like|is\s+requesting|requests|is\s+after)\s+(?=the\s|a\s|an\s|one\s)",
                         _FLAGS)
#: "<someone> asked for / needed a query that ...": a thing made for someone (a query, a command, a summary), read as
#: the request it is; who it is for does not change what is made.
_DELIVERABLE = (r"(?:[\w-]+\s+){0,3}?(?:query|queries|command|commands|one-?liner|script|function|regex|formula|rule|"
                r"list|summary|translation|reply|email|letter|message|version|rewrite)\b")
_RELAY_MADE = re.compile(_AT + _WHO + r"(?:needs|needed|wants|wanted|would\s+like|requested|requests|is\s+requesting|"
                         r"(?:asked|asks)\s+(?:me\s+|us\s+)?for)\s+(?=(?:the|a|an|one|a\s+single)\s+" + _DELIVERABLE + ")", _FLAGS)
#: "Respond with only the command.", "Reply with just the number, nothing else.": how the answer is to be shaped,
#: where the answer is the whole thing asked for (a command, the SQL, the date); "Return only the names." stays (it
#: chooses columns).
#: What such a line may name in both its shapes; the longer shape names a few more ("the rewritten sentence").
_ANSWER_NOUN = r"(?:command|sql|query|number|answer|result|code|date|time)"
#: Where such a line may start: the text's or a line's start, or after a sentence's end.
_SENTENCE_START = r"(?:^|(?<=[.!?]\s)|(?<=[.!?]\s\s))[ \t]*"
_ANSWER_ONLY = re.compile(_SENTENCE_START + r"(?:please\s+)?(?:respond|reply|answer|output|return|"
                          r"give|print|provide|send)(?:\s+me)?\s+(?:with\s+)?(?:only|just)\s+(?:the\s+|a\s+|an\s+|one\s+)?"
                          r"(?:final\s+|resulting\s+|rewritten\s+|translated\s+|corrected\s+|converted\s+|shell\s+|sql\s+)?"
                          r"(?:" + _ANSWER_NOUN + r"|function|sentence|text|translation|summary|"
                          r"weekday(?:\s+name)?|day\s+name|yes\s+or\s+no|one-liner)"
                          r"(?:\s*,?\s*(?:and\s+)?(?:nothing\s+else|no\s+explanations?|without\s+(?:any\s+)?explanations?))?"
                          r"[ \t]*(?:[.!]|$)[ \t]*|"
                          # "Command only.", "SQL only, please.", "Output: command only.", "Just the command, please."
                          + _SENTENCE_START + r"(?:output\s*:\s*)?(?:just\s+(?:the\s+)?" + _ANSWER_NOUN
                          + r"|(?:the\s+)?" + _ANSWER_NOUN + r"\s+only)(?:\s*,?\s*please)?"
                          r"[ \t]*(?:[.!]|$)[ \t]*", _FLAGS)
#: A rule quoted after its name ("Refund policy: 'Items can be returned ...'", "the policy says \"...\""): text to be
#: read, as the same rule written out is, not a string to be matched character for character.
_QUOTED_RULE = re.compile(r"(\b(?:policy|policies|rules?|guidelines?|terms|handbook|regulations?|guidance|clause)\b"
                          r"(?:\s*\([^()\n]{1,40}\))?(?:\s+(?:says|states|reads|is))?\s*[:,-]?\s*)"
                          r"(?:'(.+?)'(?=\s|$|[.,;:)!?])|\"(.+?)\"|“(.+?)”|‘(.+?)’(?=\s|$|[.,;:)!?]))", re.I | re.S)
_TRAILING = re.compile(r"[\s.!?;:,]+$")
_SENTENCE_END = re.compile(r"(.*?)(?:[.?!](?=\s|$)(.*))?$")
#: A "key: value" field on its own line ("unit_in: miles", "- rate: 1.17", "order_total: $48"): group 1 the key
#: (one to three words or a snake_case name), a space after the colon ("https://..." is no field), group 2 the value.
_FIELD = re.compile(r"^[ \t]*(?:[-*•][ \t]+)?([a-z][a-z0-9]*(?:[_ ][a-z][a-z0-9]*){0,2})[ \t]*(?<![:=])[:=][ \t]+"
                    r"(\S[^\n]*)$", _FLAGS)
#: Key words that make a field the source or the target of a conversion or a move ("unit_in", "from_currency",
#: "tz_out", "target_language", "destination").
_SOURCE_KEYS = frozenset("from in input source src origin".split())
_TARGET_KEYS = frozenset("to out output target dst dest destination".split())
#: Keys that only say "the value" ("value: 26.2", "amounts: 10, 45"): the value alone is kept.
_BARE_KEYS = frozenset("value values amount amounts input inputs data text items item number numbers quantity n x "
                       "values_in".split())
_NUMBER = re.compile(r"[-+]?[$€£]?\d[\d,]*(?:\.\d+)?%?")
#: Keys that name what is to be done ("op: add_days", "fn: weekday", "action: summarize"): the value alone is kept, as
#: the verb a person would write.
_ACTION_KEYS = frozenset("op operation fn func function action task intent compute do command cmd transform job "
                         "request ask tool mode metric aggregate format".split())
#: Keys that name the unit an answer is wanted in ("unit: days", "units: km"): a target.
_UNIT_KEYS = frozenset("unit units as".split())


def _field(m: re.Match) -> str:
    """A "key: value" field as the words a person would write: "unit_in: miles" -> "from miles", "value: 26.2" ->
    "26.2", "bytes: 5000000000" -> "5000000000 bytes", "order_total: $48" -> "order total $48"."""
    named = m.group(1).lower()
    key, value = named.replace("_", " ").split(), m.group(2).strip()
    ends = "_" in named or len(key) == 1    # "unit_in", "from": a key; "in spanish pls" is no source
    if key[0] in _SOURCE_KEYS or (ends and key[-1] in _SOURCE_KEYS - {"input"}):
        return f"from {value}"
    if key[0] in _TARGET_KEYS or (ends and key[-1] in _TARGET_KEYS - {"output"}) or (
            named in ("want", "wanted", "desired") and _names_unit(value)):
        return f"to {value}"
    if " ".join(key) in _BARE_KEYS or named in _ACTION_KEYS:
        return value
    if named in _UNIT_KEYS:
        return f"in {value}"
    if _NUMBER.fullmatch(value) and len(key) > 1 and unit_of(key[-1]):
        return f"{' '.join(key[:-1])} {value} {key[-1]}"     # "weight_lb: 5" -> "weight 5 lb"
    if _NUMBER.fullmatch(value):
        return f"{value} {' '.join(key)}"       # "bytes: 5000000000" -> "5000000000 bytes"
    return f"{' '.join(key)} {value}"


def _relay_ask(m: re.Match) -> str:
    who, asked = m.group(1), m.group(2)
    if who.lower() in ("it", "this", "that", "which", "what", "who", "one"):
        return m.group(0)         # "which it asks", "this asks": not a relay
    # the relayed sentence ends at a stop followed by a space or the end ("a 26.2-mile run" keeps its number)
    sentence, rest = _SENTENCE_END.match(asked).groups()
    if re.fullmatch(_USER, who, re.I):      # "The user would like to know ...": the asker, restated
        return f"{_TRAILING.sub('', sentence)}?{rest or ''}"
    # no colon after the someone: "An intern:" would read as a scene set before the request (sametask.context)
    return f"{who} {_TRAILING.sub('', sentence)}?{rest or ''}"


def drop_framing(text: str) -> str:
    """``text`` without the wrappers of the module docstring (the same function for both sides)."""
    text = _FIELD_SEP.sub("\n", text)
    text = _QUOTED_RULE.sub(lambda m: m.group(1) + next(g for g in m.groups()[1:] if g is not None), text)
    if _HAS_SUBJECT.search(text):
        text = _HEADER.sub("", text)
    before = None
    while before != text:
        before = text
        text = _WANT_LABEL.sub("give ", text)
        for pattern in (_RELAY_WHOLE, _OPENER, _STEP, _FOR_CLASS, _TICKET_REF, _ID_FIELD, _ITEM_REF, _WORK_TAG,
                        _PRIORITY, _LABEL, _HAND_OFF, _ANSWER_ONLY):
            text = pattern.sub("", text)
    if len(_FIELD.findall(text)) >= 2:   # a payload of fields; one "sql: ..." or "in spanish pls: ..." is a request
        text = _FIELD.sub(_field, text)
    text = _TARGET_LABEL.sub(_target_label, text)
    text = _USER_WANTS.sub("give ", text, count=1)          # "The user is asking for X": "give X"
    text = _RELAY_ASK.sub(_relay_ask, text, count=1)
    text, made = _RELAY_MADE.subn("give ", text, count=1)    # a thing made: the request it is, whoever it is for
    if not made:
        text = _RELAY_NEED.sub(lambda m: f"{m.group(1)} give ", text, count=1)
    return text.strip()
