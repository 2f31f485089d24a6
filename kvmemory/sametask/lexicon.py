"""The word tables the text rule reads requests with: operations, directions and negations, synonyms and
abbreviations folded to one word, filler, units and whose unit it is, and the words that narrow what a request acts on.

Generic English, not fitted to any evaluation case. Every slot reader (:mod:`.text`, :mod:`.bindings`,
:mod:`.flow`, :mod:`.objects`) folds a word through :func:`fold_word` and asks :func:`op_pol` and
:func:`unit_of` what it names, so two requests are read alike.
"""

from __future__ import annotations

import re

from .words import STOPWORDS, UNIT_STEM, UNITS, stem

__all__ = ["CLOCK", "LIT", "AREA_UNITS", "OPS", "ARCHIVE_FORMATS", "ARCHIVE_FORMAT", "LIST_VERBS", "POLAR", "FOLD",
           "FILLER", "SCALES", "REGION", "NARROWING", "SCOPE_WORDS", "fold_word", "op_pol", "polar_of", "unit_of",
           "is_rate", "counted_word"]

#: A clock time and a literal as the text rule writes them into a request (``clk`` + digits as letters, ``lit`` +
#: the literal's index as letters), so that no later reading splits or folds them.
CLOCK = re.compile(r"clk[a-j]{4}")
LIT = re.compile(r"lit[a-j]+")


#: Units of area and volume, one word each (:mod:`.readings` writes "square feet" as "squarefoot").
AREA_UNITS = frozenset(f"{kind}{base}" for kind in ("square", "cubic")
                       for base in "foot meter kilometer mile yard inch centimeter millimeter".split())


#: Operations asked of the data (stemmed word -> operation). List verbs are weak: see :func:`.text.slots`.
OPS = {
    "count": "count", "tally": "count", "sum": "sum", "total": "sum", "average": "average", "mean": "average",
    "avg": "average", "maximum": "max", "max": "max", "highest": "max", "largest": "max", "biggest": "max",
    "greatest": "max", "most": "max", "top": "max", "minimum": "min", "lowest": "min", "smallest": "min",
    "least": "min", "fewest": "min", "orderasc": "asc", "orderdesc": "desc", "delete": "delete", "remove": "delete",
    "rm": "delete", "erase": "delete", "drop": "delete", "purge": "delete", "copy": "copy", "cp": "copy",
    "move": "move", "mv": "move", "rename": "rename", "compress": "compress", "zip": "compress",
    "archive": "compress", "extract": "extract", "unzip": "extract", "decompress": "extract", "sort": "sort",
    "group": "group", "distinct": "distinct", "unique": "distinct", "weekday": "weekday",
    "summarize": "summarise", "summarise": "summarise", "summary": "summarise",
    "shorten": "shorten", "expand": "expand", "lengthen": "expand", "kill": "kill", "terminate": "kill",
    "asc": "asc", "desc": "desc", "latest": "max", "newest": "max", "cap": "max", "oldest": "min", "earliest": "min",
    "tarball": "compress", "gzip": "compress", "gzipped": "compress", "tar": "compress",
}
#: Archive and compression formats, which a compress or extract operation's word may name ("zip the folder" vs "gzip
#: the folder": both read as the operation compress, yet each asks for another command).
ARCHIVE_FORMATS = {"zip": "zip", "gzip": "gzip", "gzipped": "gzip", "gz": "gzip", "bzip2": "bzip2", "bz2": "bzip2",
                   "xz": "xz", "7z": "7z", "7-zip": "7z", "rar": "rar", "tar": "tar", "tarball": "tar", "zstd": "zstd"}
ARCHIVE_FORMAT = re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, ARCHIVE_FORMATS), key=len, reverse=True))
                            + r")(?![\w-])", re.I)
#: The operations by stem, for their inflected forms ("deletes", "removed", "counting"); "mean" is left out
#: ("meaning").
_OPS_STEM = {stem(k): v for k, v in OPS.items() if k not in ("mean", "cap")}
LIST_VERBS = frozenset("list show display find get fetch retrieve select return print output name enumerate "
                        "give".split())
#: Negation and direction (stemmed word or folded phrase -> polarity token).
POLAR = {
    "not": "not", "no": "not", "never": "not", "cannot": "not", "forbidden": "not", "prohibited": "not", "except": "not", "excluding": "not", "exclude": "not",
    "without": "not", "nor": "not", "neither": "not", "none": "not", "outside": "not", "outsid": "not",
    "unless": "not", "exclud": "not", "excl": "not", "omit": "not", "ignor": "not", "besides": "not", "besid": "not",
    "missing": "not", "lacking": "not", "lack": "not", "absent": "not", "ban": "not", "bans": "not", "banned": "not",
    "banning": "not", "prohibit": "not", "prohibits": "not", "prohibiting": "not", "forbid": "not", "forbids": "not",
    "block": "not", "deny": "not", "denied": "not", "reject": "not", "refuse": "not", "disallow": "not",
    "lost": "not", "lose": "not", "misplaced": "not", "misplac": "not", "forgot": "not", "forgotten": "not",
    "exempt": "not", "exempts": "not", "exempted": "not", "exemption": "not", "waive": "not", "waives": "not",
    "waived": "not",
    "boundge": "ge", "boundle": "le", "more": "gt", "greater": "gt", "above": "gt", "over": "gt", "exceed": "gt",
    "higher": "gt", "larger": "gt", "bigger": "gt", "longer": "gt", "less": "lt", "fewer": "lt", "below": "lt", "under": "lt",
    "lower": "lt", "smaller": "lt", "shorter": "lt", "before": "before", "earlier": "before", "prior": "before", "until": "before",
    "ago": "before", "after": "after", "later": "after", "since": "since",
    "older": "older", "newer": "newer", "younger": "newer", "recent": "newer", "latest": "newer", "newest": "newer", "oldest": "older",
    "earliest": "older", "first": "first", "last": "last",
    "increase": "up", "raise": "up", "decrease": "down", "reduce": "down", "increas": "up", "rais": "up", "decreas": "down", "reduc": "down", "formal": "formal",
    "informal": "informal", "casual": "informal", "relaxed": "informal", "formalise": "formal", "formalize": "formal", "add": "add", "plus": "add", "subtract": "subtract",
    "minus": "subtract", "inclusive": "inclusive", "exclusive": "exclusive", "strictly": "strict",
    "between": "between", "ascend": "asc", "descend": "desc", "upper": "upper", "uppercase": "upper",
    "lower-case": "lower", "lowercase": "lower", "active": "active", "inactive": "inactive", "empty": "empty",
    "hidden": "hidden", "even": "even", "odd": "odd", "positive": "positive", "negative": "negative",
    "passive": "passive", "forward": "forward", "forwards": "forward", "back": "back", "backward": "backward",
    "backwards": "backward", "penultimate": "lastbut1", "keepsame": "keep", "antepenultimate": "lastbut2",
    "recursively": "recursive", "mustdo": "must", "final": "last", "caseinsensitive": "nocase",
    "regardless": "anyway", "irrespective": "anyway",
}
#: Abbreviations and synonyms folded before comparing content words (both sides).
FOLD = {
    "db": "database", "postgres": "postgresql", "pg": "postgresql", "psql": "postgresql", "js": "javascript",
    "py": "python", "k8s": "kubernetes", "env": "environment", "config": "configuration", "conf": "configuration",
    "dir": "directory", "folder": "directory", "subfolder": "subdirectory", "repo": "repository",
    "info": "information", "app": "application", "doc": "documentation", "docs": "documentation",
    "msg": "message", "pwd": "password", "email": "mail", "e-mail": "mail", "qty": "quantity",
    "approx": "about", "approximately": "about", "roughly": "about", "staff": "employee", "worker": "employee",
    "client": "customer", "money": "currency", "purchase": "buy", "cost": "price", "fix": "correct", "mistake": "error", "rephrase": "rewrite",
    "reword": "rewrite", "paraphrase": "rewrite", "record": "row", "entry": "row", "column": "field",
    "km": "kilometer", "kilometre": "kilometer", "metre": "meter", "litre": "liter", "kg": "kilogram",
    "lb": "pound", "lbs": "pound", "oz": "ounce", "mi": "mile", "gal": "gallon", "gals": "gallon", "yd": "yard",
    "yds": "yard", "tsp": "teaspoon", "tbsp": "tablespoon", "wk": "week", "wks": "week", "yr": "year", "yrs": "year", "celcius": "celsius", "centigrade": "celsius",
    "hr": "hour", "hrs": "hour", "min": "minute", "mins": "minute", "sec": "second", "secs": "second",
    "tz": "timezone", "mb": "megabyte", "gb": "gigabyte", "kb": "kilobyte", "kib": "kibibyte", "mib": "mebibyte",
    "gib": "gibibyte", "tib": "tebibyte", "subsequent": "after", "preceding": "before", "weekday": "weekday",
    "spelling": "spell", "grammatical": "grammar", "professional": "formal", "polite": "formal", "politer": "formal",
    "concise": "short", "brief": "short", "value": "item", "number": "item", "element": "item", "hire": "hire", "join": "hire",
    "dept": "department", "char": "character", "chars": "character", "business": "work", "trip": "travel",
    "yearly": "annual", "mgr": "manager", "licence": "license", "dupe": "duplicate", "dupes": "duplicate",
    "col": "column", "cols": "column", "remotely": "remote", "qualify": "eligible", "jan": "january", "feb": "february", "mar": "march", "apr": "april",
    "jun": "june", "jul": "july", "aug": "august", "sep": "september", "sept": "september", "oct": "october",
    "nov": "november", "dec": "december", "kilo": "kilogram", "kilos": "kilogram", "expenses": "price",
    "register": "signup", "registered": "signup", "registers": "signup", "registration": "signup",
    "approval": "signoff", "now": "current", "daily": "day", "nightly": "night", "weekly": "week",
    "monthly": "month", "hourly": "hour", "rate": "price", "grep": "contain", "tbl": "table", "tbls": "table",
    "schema": "table", "subdir": "subdirectory", "subdirs": "subdirectory", "num": "item", "nums": "item", "addr": "address",
    "pic": "image", "pics": "image", "img": "image", "photo": "image", "picture": "image", "ppl": "people",
    "temp": "temperature", "acct": "account", "accts": "account", "proc": "process", "procs": "process",
    "mem": "memory", "perm": "permission", "perms": "permission", "cmd": "command", "thu": "thursday",
    "thur": "thursday", "thurs": "thursday", "tue": "tuesday", "tues": "tuesday", "courteous": "formal",
    "pw": "password", "passwd": "password", "biz": "work", "fl": "fluid", "mention": "contain", "mentions": "contain",
    "begin": "start", "beginning": "start", "begins": "start", "commence": "start", "commences": "start",
    "ram": "memory", "consume": "use", "consuming": "use", "include": "contain", "includes": "contain",
    "including": "contain", "draft": "write", "compose": "write", "rule": "policy", "rules": "policy",
    "corporate": "company", "whenever": "when", "approve": "signoff", "approved": "signoff", "approves": "signoff",
    "payment": "pay", "paid": "pay", "para": "paragraph", "paras": "paragraph", "reimburse": "reimbursed",
    "reserve": "book", "reserved": "book", "reservation": "booking", "belong": "own", "belongs": "own",
    "belonging": "own", "remain": "left", "remains": "left", "remaining": "left",
    # a noun or adverb read as the word it is made from ("the arrival time" = "when it arrives")
    "arrival": "arrive", "arrivals": "arrive", "departure": "depart", "departures": "depart", "leaves": "leave",
    "reimbursement": "reimbursed", "reimbursements": "reimbursed", "enrollment": "enroll", "enrolment": "enroll",
    "enrollments": "enroll", "enrolments": "enroll", "enrolled": "enroll", "compliance": "comply", "compliant": "comply",
    "eligibility": "eligible", "grammatically": "grammar", "birth": "born", "dob": "born",
    "birthdate": "born", "birthday": "born", "login": "log", "logins": "log", "finish": "end", "finishes": "end",
    "finished": "end",
}
_FOLD_STEM = {stem(k): v for k, v in FOLD.items()}
#: Words that carry no content of a request (instructions and politeness). Nouns that name what a request acts
#: on (a line, a paragraph, a table, a record, a department) are content, not filler; "sentence" and "text" name
#: the quoted text the literals compare, and are read as an operation's object (:data:`.objects.OBJECT_NOUNS`).
FILLER = frozenset("""
please kindly write give tell show help want need know like could can would will should me i my us we you your
query command statement snippet one-liner oneliner code way quick quickly simply just exactly
certain all every each any the a an some following below this that these those here there it its also using
use via go do does did how what which who whom able possible thanks thank hey hi hello okay ok let make sure
want wanted trying try need needed get give given return returns provide output produce result results
convert conversion converted equal equals equivalent is are was were be in
satisfy satisfies such hold holds whose together replace swap substitute translate translation rewrite rephrase reword paraphrase change put turn transform convert edit revise restate sound tone style voice
manner compute calculate determine answer answers among sql query queries database command terminal
bash shell one-liner script time when clock local much allow allowed permit permitted able possible stating saying
something someone anything everything sentence text whole entire version into form request task
whatever whatsoever something's pls plz thx during um umm uh uhh er erm hmm ah somebody keyalpha ugh lol asap
""".split()) | STOPWORDS - {"not", "no", "nor", "more", "most", "only", "over", "before", "after", "under", "below",
                              "above", "first", "last", "few", "both", "off"}
SCALES = {"celsius", "fahrenheit", "kelvin"}


#: Whose unit a unit is ("US gallons", "imperial cups"): said between a number or a cue and the unit.
REGION = ("usa", "us", "uk", "imperial", "metric", "american", "british", "canadian", "australian", "liquid", "dry",
           "fluid", "fl")


def fold_word(word: str) -> str:
    """A word as every slot compares it: lower-cased, abbreviations and synonyms folded (:data:`FOLD`: "dir" =
    "directory"), stemmed, and "-tion" and "-able" nouns read as their verbs ("creation" = "created")."""
    low = word.lower()
    low = FOLD.get(low, low)
    c = stem(low)
    if c.endswith("tion") and len(c) > 6:          # "creation" = "created", "correction" = "correct"
        c = c[:-3]
    elif c.endswith(("abl", "ibl")) and len(c) > 7:  # "expensable" = "expense", "reimbursable" = "reimburse"
        c = stem(c[:-3] + "e")
    folded = FOLD.get(c) or _FOLD_STEM.get(c)
    return stem(folded) if folded else c


def polar_of(word: str) -> str | None:
    """The polarity a single word names, if any ("casual" -> informal)."""
    return op_pol(word, fold_word(word))[1] if word else None


#: Units of data size, read as units by the text rule (the GSM8K rule's table does not hold them).
_DATA_UNITS = {stem(k): v for ks, v in (("b byte bytes", "byte"), ("bit bits", "bit"), ("kb kilobyte kilobytes", "kilobyte"),
                                        ("mb megabyte megabytes", "megabyte"), ("gb gigabyte gigabytes", "gigabyte"),
                                        ("tb terabyte terabytes", "terabyte"), ("pb petabyte petabytes", "petabyte"),
                                        ("kib kibibyte kibibytes", "kibibyte"), ("mib mebibyte mebibytes", "mebibyte"),
                                        ("gib gibibyte gibibytes", "gibibyte"), ("tib tebibyte tebibytes", "tebibyte"))
               for k in ks.split()}


#: Units of one dimension: "feet/inches", "lb/oz", "h/min" name one measure in two units, not a rate.
DIMENSIONS = tuple(frozenset(d.split()) for d in (
    "meter kilometer centimeter millimeter mile foot inch yard",
    "gram kilogram pound ounce ton", "second minute hour day week month year decade century",
    "liter milliliter gallon pint quart cup tablespoon teaspoon cubic"))


def is_rate(top: str, per: str) -> bool:
    """``top/per`` (lower-cased) is a rate: two units of different dimensions ("min/km", "$/kg"), not one measure
    written in two units ("ft/in")."""
    a, b = unit_of(top), unit_of(per)
    return bool(a and b and per != "in" and not any(a in d and b in d for d in DIMENSIONS))


def unit_of(low: str) -> str | None:
    """The unit or temperature scale a lower-cased word names, if any ("kms" -> kilometer, "GiB" -> gibibyte)."""
    folded = fold_word(low)
    return (UNITS.get(low) or UNITS.get(folded) or UNIT_STEM.get(folded) or (folded if folded in SCALES else None)
            or _DATA_UNITS.get(stem(low)) or _DATA_UNITS.get(folded) or (low if low in AREA_UNITS else None))


#: Words whose stem is an operation's word but which name none.
_NOT_OPERATIONS = frozenset({"meaning", "meanings", "meaningful", "meant"})


def op_pol(low: str, folded: str) -> tuple[str | None, str | None]:
    """The operation and the polarity a word names (either may be None)."""
    if low.startswith("asform"):
        return None, low              # the output form asked (:mod:`.readings`)
    if low in _NOT_OPERATIONS:
        return None, None             # "keep the meaning": a noun whose stem names an operation ("mean")
    op = OPS.get(low) or OPS.get(folded) or _OPS_STEM.get(stem(low))
    pol = POLAR.get(low) or POLAR.get(folded)
    root = low[:-2]
    if not (op or pol) and low.endswith("ly") and (POLAR.get(root) or POLAR.get(FOLD.get(root, ""))):
        pol = POLAR.get(root) or POLAR[FOLD[root]]   # "formally" = "formal", "politely" = "polite" = formal
    return op, pol


def counted_word(low: str) -> bool:
    """A word that can say what a number counts: a content word, not an operation, a direction or filler."""
    folded = fold_word(low)
    op, pol = op_pol(low, folded)
    return (low.isalpha() and not (op or pol) and low not in FILLER and folded not in FILLER
            and low not in STOPWORDS and not LIT.fullmatch(low) and not CLOCK.fullmatch(low))


#: Words that narrow the things a request acts on to a kind or a state ("the cancelled orders", "part-time
#: employees", "admin users", "the old log files"): said on one side only, they are a change, not extra wording.
NARROWING = """
new old recent cancelled canceled deleted archived pending failed successful unpaid parttime fulltime admin
administrator remote temporary permanent internal external public private premium large small big duplicate expired
verified unverified international domestic senior junior contractor guest trial published unread shared personal
mobile desktop weekend overdue outstanding locked unlocked disabled enabled suspended
federal national statutory regional alternate fieldsep
""".split()
# ... and whose unit it is: "Canadian dollars", "fluid ounces" ("US liquid gallons" are what "US gallons" says)
SCOPE_WORDS = (frozenset(fold_word(w) for w in NARROWING)
                | {fold_word(w) for w in REGION if w not in ("us", "liquid")})
