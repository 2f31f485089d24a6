"""Places named beside a clock time: a short gazetteer, and multi-word names read as one word.

A time-zone request names its places in any case and in several words ("9am in new york", "Los Angeles
time"). Read word by word, "New York" was two places, and lower case, "york" an ordinary content word;
"start time" and "arrival time" read "start" and "arrival" as places because they stand before "time".
Here a multi-word place is joined into one word (:func:`join_places`: "new york" = "New York" =
``NewYork``), and :data:`PLACES` lets a known city or region be a place in lower case. The list holds the
cities and regions people name for a local time (capitals, the large cities of each time zone, the zone
regions of the tz database); a place that is not in it is still read where it is capitalised mid-sentence,
stands right before a clock time or follows "in".
"""

from __future__ import annotations

import re

__all__ = ["PLACES", "ZONES", "join_places"]

#: Places of more than one word, as written; each is read as one capitalised word.
_MULTI = (
    "New York", "New York City", "Los Angeles", "San Francisco", "San Diego", "San Jose", "Las Vegas", "Salt Lake City",
    "St. Louis", "Saint Louis", "New Orleans", "Kansas City", "Mexico City", "Panama City", "Guatemala City",
    "Hong Kong", "Ho Chi Minh City", "Kuala Lumpur", "New Delhi", "Abu Dhabi", "Tel Aviv", "Cape Town",
    "Buenos Aires", "Sao Paulo", "São Paulo", "Rio de Janeiro", "Santo Domingo", "San Juan", "Puerto Rico",
    "Costa Rica", "El Salvador", "New Zealand", "South Africa", "South Korea", "North Korea", "Sri Lanka",
    "Saudi Arabia", "Addis Ababa", "Dar es Salaam", "Port Moresby", "Phnom Penh", "Kuwait City", "Quebec City",
)

#: Other ways of writing one of them.
_ALIASES = {"New York City": "New York", "Saint Louis": "St. Louis", "São Paulo": "Sao Paulo",
            "Hong-Kong": "Hong Kong"}

#: One-word places, lower case: cities and regions named for a local time.
_SINGLE = frozenset("""
london paris berlin madrid rome lisbon dublin amsterdam brussels vienna zurich geneva prague warsaw budapest
stockholm oslo copenhagen helsinki athens istanbul moscow kyiv kiev bucharest sofia belgrade zagreb munich
frankfurt hamburg milan barcelona manchester edinburgh glasgow reykjavik tokyo osaka seoul beijing shanghai
shenzhen taipei singapore manila jakarta bangkok hanoi mumbai delhi bangalore bengaluru chennai kolkata
karachi lahore dhaka kathmandu dubai doha riyadh tehran baghdad cairo lagos nairobi johannesburg casablanca
accra sydney melbourne brisbane perth adelaide auckland wellington honolulu anchorage chicago boston seattle
denver phoenix dallas houston austin atlanta miami detroit toronto vancouver montreal calgary ottawa
winnipeg halifax philadelphia washington minneapolis portland lima bogota santiago caracas havana
hawaii alaska arizona california texas florida ontario quebec japan china india korea singapore
germany france spain italy portugal ireland britain england scotland canada mexico brazil argentina chile
australia egypt nigeria kenya russia ukraine poland sweden norway finland denmark iceland greece turkey
israel pakistan bangladesh nepal thailand vietnam indonesia philippines malaysia taiwan
""".split())

_MULTI_RE = re.compile(r"(?<![\w/])(" + "|".join(re.escape(p).replace(r"\ ", r"\s+")
                                               for p in sorted((*_MULTI, *_ALIASES), key=len, reverse=True))
                       + r")(?![\w/])", re.I)


def _joined(name: str) -> str:
    return "".join(w[:1].upper() + w[1:].lower() for w in re.split(r"[\s.-]+", name) if w)


#: Time zones' abbreviations, lower case ("EST", "utc"): read as a place in any case (none is an English word).
ZONES = frozenset("""
utc gmt est edt cst cdt mst mdt pst pdt akst akdt hst bst cet cest eet eest wet msk ist jst kst hkt sgt awst acst
acdt aest aedt nzst nzdt
""".split())

#: Every place, as :func:`join_places` and the tokens read it (lower case), and the zones' abbreviations.
PLACES = frozenset(_SINGLE | {_joined(p).lower() for p in _MULTI} | ZONES)


def join_places(text: str) -> str:
    """``text`` with each multi-word place written as one word: "new york" = "New York" = ``NewYork``."""
    def one(m: re.Match) -> str:
        said = " ".join(m.group(1).split())
        return _joined(next((to for alias, to in _ALIASES.items() if alias.lower() == said.lower()), said))

    return _MULTI_RE.sub(one, text)
