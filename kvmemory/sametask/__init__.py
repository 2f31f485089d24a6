"""The same-task decision: is a new request *the same task* as a stored one? Model-free rules.

Recurring mode hands back a stored answer, so "the same task" must never be said of a changed
request; a miss costs a transfer decode, a false hit serves a neighbour's answer. Each template owns
its rule (``Template.same_problem``); the rules live here, one module per kind of text:

* :mod:`.words`: tokens, numbers, stems, lexicons, instruction stripping, :class:`Content` (shared).
* :mod:`.decision`: :class:`Decision` and :func:`decide_exact`, the safe default (equal text only).
* :mod:`.numeric`: :func:`decide_numeric`, GSM8K-style word problems (``gsm-qa-v1``).
* :mod:`.text`: :func:`decide_text`, free-form requests (``chat-v1``): typed, ordered slots, read into
  :class:`Slots` (:mod:`.slotset`).
* :mod:`.lexicon`: the word tables the slots are read with (operations, directions, synonyms, filler, units, whose
  unit it is, narrowing words) and :func:`~.lexicon.fold_word`.
* :mod:`.bindings`: which word each number, unit and negation goes with ("6 feet 2 inches", "not admins").
* :mod:`.flow`: the ordered slots (from/to, than, then by, per, a sort key, what "count" counts).
* :mod:`.objects`: what an operation acts on ("count the words") and who does what to whom.
* :mod:`.readings`: :func:`fold_readings`, ordinary ways of saying a request (arrows, scale letters, "N days
  old", "in the last N days", "greater than 0" = positive, ...) read into what :mod:`.text` compares.
* :mod:`.payload`: :func:`~.payload.payload_differs`, the text a request hands over after "this sentence:",
  compared word for word.
* :mod:`.quoted`: :func:`~.quoted.unquote_stated`, a rule a request quotes and reasons from, read as words where
  the other request says it bare.
* :mod:`.typos`: :func:`~.typos.mend_typos`, a typing slip ("colum", "teh") written as the word the other request
  says, where the slip is no word of its own.
* :mod:`.structured`: :func:`~.structured.plain_structured`, a request written as data (a tool call's JSON
  arguments, a query string, a command's long options, a CSV row, YAML) read as "key: value" fields.
* :mod:`.envelope`: :func:`~.envelope.open_envelope`, a request pasted from an e-mail or a ticket (subject line,
  quoted lines, signature) read as its ask and context.
* :mod:`.places`: the places a time-zone request names (:data:`~.places.PLACES`, zone abbreviations) and
  :func:`~.places.join_places` ("new york" = "New York", one place).
* :mod:`.markdown`: :func:`~.markdown.plain_markdown`, Markdown layout (bold, headings, block quotes, tables,
  inline code around a value) read as the plain text it renders to.
* :mod:`.mood`: :func:`mood`, whether a text asks or requests something or only states something (a request
  is never the same task as a statement).
* :mod:`.code`: :func:`decide_code`, function prompts (``code-v1``): signature, examples with their
  expected outputs, bounds, docstring.

Every rule has the signature ``rule(query, candidate, score=None, *, template="") -> Decision``;
``score`` is the embedding cosine of the two texts. Nothing here imports a model or a template.
"""

from .code import EXAMPLES_KIND, CodeTask, code_task, decide_code
from .decision import Decision, decide_exact
from .numeric import DEFAULT_NUMERIC_RULE, NumericRule, decide_numeric, differences
from .text import DEFAULT_TEXT_RULE, VETOES_ONLY, Slots, TextRule, decide_text, slots, text_differences
from .words import Content, content, normalize, strip_instructions

__all__ = ["EXAMPLES_KIND", "Decision", "decide_exact", "NumericRule", "DEFAULT_NUMERIC_RULE", "decide_numeric", "differences",
           "TextRule", "DEFAULT_TEXT_RULE", "VETOES_ONLY", "Slots", "slots", "text_differences", "decide_text", "CodeTask",
           "code_task", "decide_code", "Content", "content", "normalize", "strip_instructions"]
