"""The :class:`Template` value and the registry of templates by name.

A template is everything that is specific to one kind of task: how a verified entry is laid out as
text, the query decoded after grafting the same problem's entry (recurring) or after grafting
similar entries / nothing (solve), when decoding stops, how the answer is read back, and which
problems count as *the same problem* (the recurring-mode key). Artifacts record their template's
name, and :meth:`kvmemory.KVMemory.answer` uses the matched entry's template, so a name must always
mean the same layout: change a layout, register a new name.

Every text function receives the model's tokenizer, so a layout can use the model's own chat format
(``tokenizer.apply_chat_template``). ``context`` is the conversation around the task: a list of
``{"role", "content"}`` messages (system prompt, earlier turns) rendered into the query, never into
the entry (an entry is verified context-free and reused under any conversation).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Sequence

from ..errors import InputError
from ..messages import message_role, message_text

__all__ = ["Template", "register_template", "get_template", "list_templates", "default_template_for",
           "split_messages", "normalize_text", "contains_answer", "Message"]

Message = dict  # {"role": "system" | "user" | "assistant", "content": str}


def normalize_text(problem: str) -> str:
    """Unicode NFKC, typographic quotes unified, whitespace collapsed, case-folded."""
    text = unicodedata.normalize("NFKC", problem)
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return " ".join(text.split()).casefold()


def _decoded(problem: str, decoded: str) -> str:
    return decoded


_NEGATION = frozenset("not no never none nothing neither nor cannot".split())
_WORD = re.compile(r"\w+(?:[.,']\w+)*")


def _words(text: str) -> list[str]:
    return _WORD.findall(normalize_text(text).replace("n't", " not"))


def contains_answer(text: str, answer: "str | None") -> bool:
    """Does ``text`` give ``answer`` as the answer of one of its sentences?

    Both are normalised (:func:`normalize_text`, words only, so punctuation and case do not count) and
    the answer's words must occur in one sentence of ``text`` as a run of whole words (``"41 hours"``
    is in "It runs for 41 hours.", not in "It runs for 141 hours." nor "41.5 hours"). A sentence that
    negates it ("not", "no", "never", "n't", ... that the answer does not itself contain) does not count.
    """
    if answer is None or text is None:
        return False
    want = _words(str(answer))
    if not want:
        return False
    negated_answer = _NEGATION & set(want)
    sentences = re.split(r"(?<=[.!?;])\s+|\n+", str(text))
    if re.search(r"[.!?;]\s+\S", str(answer).strip()):  # an answer of several sentences: the whole text
        sentences = [str(text)]
    for sentence in sentences:
        words = _words(re.sub(r"^\W*(?:yes|no)\s*,", "", sentence, flags=re.I))  # "No, it is ..." answers, not negates
        hit = any(words[i:i + len(want)] == want for i in range(len(words) - len(want) + 1))
        if hit and not ((_NEGATION & set(words)) - negated_answer):
            return True
    return False


def _repeats(reply: str, answer: "str | None", solution: str) -> bool:
    """The default :attr:`Template.repeats`: the reply equals the stored answer or solution (normalised)."""
    mine = normalize_text(reply or "")
    return bool(mine) and mine in {normalize_text(answer or ""), normalize_text(solution or "")}


def _no_reply_prefix(problem: str, mode: str) -> str:
    return ""


#: Decision kinds that only say a rewording was not recognised; they name no difference in content.
UNRECOGNISED_KINDS = frozenset({"similarity", "no-score", "wording", "template"})


@dataclass(frozen=True)
class Template:
    """One task template. Build with keywords; register with :func:`register_template`.

    Text functions (all receive the tokenizer, which a plain-text layout may ignore):

    * ``entry(problem, solution, answer, tokenizer) -> str``: the text whose KV is stored.
    * ``recurring_query(problem, context, tokenizer) -> str``: decoded after grafting this problem's entry.
    * ``solve_query(problem, context, tokenizer) -> str``: decoded for a new problem (transfer, cold).

    Decoding and reading back:

    * ``recurring_stop`` / ``solve_stop``: a compiled regex; decoding ends once it matches the decoded
      text (checked on the newly decoded tail only). ``cut_at_stop`` drops the match and what follows.
    * ``trim(decoded, mode) -> str``: a last cut of the decoded text (``chat-v1`` drops its closing quote);
      ``stream_holdback`` characters are held back while streaming so a trimmed tail is never sent.
    * ``recurring_max_new_tokens`` / ``solve_max_new_tokens``: budgets (None: the memory's Settings).
    * ``answer_text(problem, decoded) -> str``: ``Answer.text`` from the decoded text.
    * ``extract(text) -> str | None``: ``Answer.answer``, the final answer in ``Answer.text``.
    * ``solution_of(problem, text) -> str``: the solution to deposit from an ``Answer.text`` that
      passed its verifier (``code-v1`` drops the prompt it put in front of the completion).
    * ``reply_prefix(problem, mode) -> str``: text the query forced that belongs in a chat reply
      before ``Answer.text`` (``gsm-qa-v1``'s "The answer is").
    * ``normalize(problem) -> str``: two problems are the same problem when these are equal (the
      fast path, an exact key lookup).
    * ``same_problem(query, candidate, score) -> Decision``: the template's own same-task decision
      beyond equal text (a reworded repeat; the rules are in :mod:`kvmemory.sametask`). None: exact
      repeats only (:func:`kvmemory.sametask.decide_exact`).
    * ``same_vetoes(query, candidate, score) -> Decision``: the same rule with only its vetoes (the general slot
      comparisons: numbers, literals, roles, polarity, order, operation, ...), no word budget and no similarity
      floor: "not same" means a slot differs. Where it says "same" and the rule did not recognise the rewording,
      the learned pair verifier decides (:mod:`kvmemory.verifier`). None: the rule alone decides.
    * ``calibrated_as``: the template whose calibration sets the learned verifier's threshold here (None: this
      template's own). ``tool-episode-v1`` takes ``chat-v1``'s: the same rule over the same kind of request, a
      user's text. Reported false hits stay this template's own.
    * ``default_verifier``: the verifier name this template is meant for (documentation and CLI).

    Serving and the stale guard:

    * ``repeats(reply, answer, solution) -> bool``: does a reply (an ``Answer.text``) give this stored
      entry's ``answer`` / ``solution``, compared the way the template reads answers (``gsm-qa-v1``:
      the final number; ``chat-v1``: the stored answer as the answer of a sentence, or the solution;
      ``code-v1``: the same code). The stale guard (:func:`kvmemory.sameproblem.check_stale`) flags a
      transfer reply that repeats a grafted entry of a different problem; a recurring reply checked
      by a verifier that cannot run again (``human``, a callable) must repeat its entry.
    * ``stale_difference(query, problem, score) -> str | None``: a content difference between a request
      and a grafted entry's problem checked before the template's own decision (``gsm-qa-v1``: numbers,
      names, units, direction words and the question with no word budget). The stale guard asks
      :meth:`names_difference`: this, else the decision when it names a difference in content (a mere
      failure to recognise a rewording is not one).
    * ``replay(problem, solution, answer) -> str``: the decoded text that gives the stored verified
      solution itself, laid out as a recurring answer is (served when the decoded reply fails the
      entry's check, ``Answer.fallback == "stored"``).
    * ``leads``: layout text a reply may start with when a model copies the stored layout (``trim``
      removes it); while streaming, text that may still become one of these is held back.
    * ``tools``: function specs (OpenAI form) the layout hands to the tokenizer's own ``tools=``
      rendering (:func:`kvmemory.templates.chat.with_tools`, for a chat template that renders tools);
      empty for every registered template. Not part of equality.
    """

    name: str
    entry: Callable[[str, str, "str | None", Any], str]
    recurring_query: Callable[[str, Sequence[Message], Any], str]
    solve_query: Callable[[str, Sequence[Message], Any], str]
    recurring_stop: "re.Pattern | None" = None
    solve_stop: "re.Pattern | None" = None
    cut_at_stop: bool = False
    trim: "Callable[[str, str], str] | None" = None
    stream_holdback: int = 0
    recurring_max_new_tokens: int | None = None
    solve_max_new_tokens: int | None = None
    answer_text: Callable[[str, str], str] = _decoded
    extract: Callable[[str], "str | None"] = lambda text: text.strip() or None
    reply_prefix: Callable[[str, str], str] = _no_reply_prefix
    solution_of: Callable[[str, str], str] = lambda problem, text: text
    normalize: Callable[[str], str] = normalize_text
    default_verifier: str = "human"
    description: str = ""
    key_has_name: bool = True
    same_problem: "Callable[[str, str, float | None], Any] | None" = None
    repeats: Callable[[str, "str | None", str], bool] = _repeats
    replay: Callable[[str, str, "str | None"], str] = lambda problem, solution, answer: solution.strip()
    leads: tuple = ()
    stale_difference: "Callable[[str, str, float | None], str | None] | None" = None
    same_vetoes: "Callable[[str, str, float | None], Any] | None" = None
    calibrated_as: "str | None" = None
    tools: tuple = field(default=(), compare=False)

    def decide_same(self, query: str, candidate: str, score: float | None = None):
        """Is ``query`` the same problem as a stored ``candidate`` under this template? A
        :class:`kvmemory.sameproblem.Decision`; ``score`` is their embedding cosine."""
        from ..sametask import decide_exact

        decision = (self.same_problem or decide_exact)(query, candidate, score)
        return decision if decision.template else replace(decision, template=self.name)

    def names_difference(self, query: str, problem: str, score: float | None = None) -> "str | None":
        """Why ``query`` is another task than the stored ``problem`` in content (None: no such difference
        found): the stale guard's question (``stale_difference``, else this template's decision)."""
        if self.stale_difference is not None and (why := self.stale_difference(query, problem, score)):
            return why
        from ..sametask import EXAMPLES_KIND

        decision = self.decide_same(query, problem, score)
        if decision.same and decision.kind == EXAMPLES_KIND:     # left to running, which the guard cannot do here
            return "the examples show other inputs, not run on the stored solution"
        return None if decision.same or decision.kind in UNRECOGNISED_KINDS else decision.reason

    def problem_key(self, problem: str, namespace: str = "default") -> str:
        """SHA-256 of the namespace, the template name and the normalised problem: the recurring key."""
        if not self.key_has_name:  # gsm-qa-v1's key predates the registry; kept byte for byte
            return hashlib.sha256(f"{namespace}\x00{self.normalize(problem)}".encode()).hexdigest()
        return hashlib.sha256(f"{namespace}\x00{self.name}\x00{self.normalize(problem)}".encode()).hexdigest()

    def stop(self, mode: str) -> "re.Pattern | None":
        """The stop rule for a decode in ``mode`` ("recurring", "transfer" or "cold")."""
        return self.recurring_stop if mode == "recurring" else self.solve_stop

    def query(self, mode: str, problem: str, context: Sequence[Message], tokenizer) -> str:
        """The query text for ``mode``."""
        fn = self.recurring_query if mode == "recurring" else self.solve_query
        return fn(problem, list(context), tokenizer)

    def finish(self, decoded: str, mode: str) -> str:
        """The decoded text with the stop match cut off when ``cut_at_stop``, then ``trim``-med."""
        pattern = self.stop(mode)
        if self.cut_at_stop and pattern is not None:
            m = pattern.search(decoded)
            if m:
                decoded = decoded[:m.start()]
        return self.trim(decoded, mode) if self.trim is not None else decoded


_REGISTRY: dict[str, Template] = {}


def register_template(template: Template, *, replace: bool = False) -> Template:
    """Add ``template`` to the registry under ``template.name`` and return it.

    A name is a promise about bytes already stored: registering a different template under a taken
    name raises InputError unless ``replace=True`` (only for tests and notebooks).
    """
    if not isinstance(template, Template):
        raise InputError(f"register_template takes a kvmemory.Template, got {type(template).__name__}")
    if not template.name or not isinstance(template.name, str):
        raise InputError("a template needs a non-empty name, e.g. 'faq-v1'")
    old = _REGISTRY.get(template.name)
    if old is not None and old is not template and not replace:
        raise InputError(f"template {template.name!r} is already registered: a name must keep meaning the "
                         "same layout, so register the new layout under a new name (e.g. '-v2')")
    _REGISTRY[template.name] = template
    return template


def get_template(name: "str | Template") -> Template:
    """The registered template called ``name`` (a Template is returned as is)."""
    if isinstance(name, Template):
        return name
    try:
        return _REGISTRY[name]
    except (KeyError, TypeError):
        raise InputError(f"unknown template {name!r}: register it with kvmemory.register_template(...) before "
                         f"use; registered: {sorted(_REGISTRY)}") from None


def list_templates() -> list[str]:
    """Names of the registered templates."""
    return sorted(_REGISTRY)


def default_template_for(verifier_name: str) -> str:
    """The template a deposit uses when none is given: by the verifier's name.

    ``numeric`` -> ``gsm-qa-v1``; ``unittest`` (:class:`~kvmemory.sandbox.UnitTestVerifier`) ->
    ``code-v1``; anything else (``exact``, ``human``, a callable) -> ``chat-v1``.
    """
    return {"numeric": "gsm-qa-v1", "unittest": "code-v1"}.get(verifier_name, "chat-v1")


def split_messages(messages: Sequence[Any]) -> tuple[str, list[Message]]:
    """``(task, context)`` from Hugging Face chat messages: the last user turn, and everything else.

    Messages after the last user turn are refused (there is nothing left to answer).
    """
    if isinstance(messages, (str, bytes)) or not isinstance(messages, Sequence):
        raise InputError("messages must be a list of {'role', 'content'} dicts")
    clean: list[Message] = []
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or "role" not in m or "content" not in m:
            raise InputError(f"message {i} must be a dict with 'role' and 'content', got {m!r:.80}")
        role, content = message_role(m["role"]), message_text(m["content"], i)
        if role not in ("system", "user", "assistant"):
            raise InputError(f"message {i} has role {role!r}; use 'system', 'user' or 'assistant'")
        if not isinstance(content, str):
            raise InputError(f"message {i} content must be text, got {type(content).__name__}")
        clean.append({"role": role, "content": content})
    last = max((i for i, m in enumerate(clean) if m["role"] == "user"), default=None)
    if last is None:
        raise InputError("no user message: kvmemory answers the task in the last user turn")
    if last != len(clean) - 1:
        raise InputError("the last message must be the user turn to answer; drop the trailing "
                         f"{clean[-1]['role']} message")
    return clean[last]["content"], clean[:last]
