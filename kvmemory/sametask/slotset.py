"""What a free-form request is read into (:class:`Slots`), shared by the text rule and the slot readers.

:func:`kvmemory.sametask.text.slots` fills it; :mod:`.bindings`, :mod:`.flow` and :mod:`.objects` each read one kind
of slot from the request's tokens and compare two requests' slots of that kind.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

__all__ = ["Slots"]


@dataclass(frozen=True)
class Slots:
    """What a request asks, as :func:`decide_text` compares it (module docstring)."""

    literals: Counter = field(default_factory=Counter)
    numbers: Counter = field(default_factory=Counter)
    roles: Counter = field(default_factory=Counter)
    operations: Counter = field(default_factory=Counter)
    polarity: Counter = field(default_factory=Counter)
    words: Counter = field(default_factory=Counter)
    asks: frozenset = frozenset()
    flow: Counter = field(default_factory=Counter)
    objects: frozenset = frozenset()
    mood: str = ""
    modifies: frozenset = frozenset()     # (word, next word): content words said next to each other ("premium economy")
    quantities: Counter = field(default_factory=Counter)   # (number, its unit, "per" what): "6 feet" != "6 inches"
    scoped: Counter = field(default_factory=Counter)       # (negation or "keep", the word it takes): "not admins"
    named: Counter = field(default_factory=Counter)        # (anchor, name): "my home in Boston" -> (home, boston)
    phrases: frozenset = frozenset()      # (preposition, content words): "for digital products" (sametask.phrases)
    permits: bool = False                 # a permission is said ("may", "is allowed to", "can staff ..."): no duty
    more: bool = False                    # a second ask joined on ("..., and how many weeks is that?", "Also ...")
    fields: frozenset = frozenset()       # the fields of a schema written out ("books(id, title, author)")
    weekdays: frozenset = frozenset()     # the days of the week named ("Mon, Wed and Fri")
    owners: frozenset = frozenset()       # the words said as possessors ("interns' leave", "Alice's emails")
    agents: frozenset = frozenset()       # (who, does, to whom): "do managers approve interns", "employees who manage X"
    asked: Counter = field(default_factory=Counter)   # the numbers of the question sentence, where the text says more
    asked_ops: frozenset | None = None    # the operations of that question sentence ("What will they pay in total?")
    only_before: bool = False             # "only" before what it narrows ("covering only the date"; not "Names only.")
    own: bool = False                     # "her own leave": the subject's own, not another's ("Bob's leave")
    formats: frozenset = frozenset()      # archive formats named ("zip", "gzip", "tar"): compared where both name one
    permissions: frozenset = frozenset()  # file permissions named ("readable", "can read and write"): compared as sets
    either: bool = False                  # "or" joins two things asked about ("status = 'open' OR priority = 'high'")
    quantified: frozenset = frozenset()   # a yes/no question about "some" or "all" of the things ("any of them", "both")
    schema: frozenset = frozenset()       # the columns of each table written out: "users(id, email)" -> {id, email}
    whole: bool = False                   # the things taken as a whole ("all .py files", "the total", "across", "overall")
