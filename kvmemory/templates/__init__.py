"""Task templates: the registry and the built-in layouts.

    from kvmemory import Template, register_template, get_template
    get_template("gsm-qa-v1").problem_key(problem)        # the recurring key
    list_templates()                                      # ['chat-v1', 'code-v1', 'gsm-qa-v1', ...]

Built in (one module each):

* ``gsm-qa-v1`` (:mod:`.gsm`): one-turn numeric questions; the module-level functions below
  (``entry_text``, ``recurring_query``, ...) are this template's and keep their exact bytes.
* ``chat-v1`` (:mod:`.chat`): free-form answers in the tokenizer's own chat format.
* ``code-v1`` (:mod:`.code`): Python functions verified by unit tests; the solution is verbatim code.
* ``gsm-chat-v1`` (:mod:`.gsmchat`): ``gsm-qa-v1``'s problems in the tokenizer's chat format with chain of
  thought, for instruction-tuned models.

:mod:`.base` holds :class:`Template`, the registry and the chat-message helpers.
"""

from .base import (
    Message,
    Template,
    default_template_for,
    get_template,
    list_templates,
    normalize_text,
    register_template,
    contains_answer,
    split_messages,
)
from .gsm import (
    GSM_QA_V1,
    RECURRING_STOP,
    SOLVE_STOP,
    TEMPLATE_VERSION,
    clean_solution,
    entry_text,
    extract_answer,
    normalize_number,
    normalize_problem,
    problem_key,
    recurring_query,
    render_context,
    solve_query,
)
from .chat import CHAT_V1
from .code import CODE_V1
from .gsmchat import GSM_CHAT_V1

for _t in (GSM_QA_V1, CHAT_V1, CODE_V1, GSM_CHAT_V1):
    register_template(_t)

__all__ = [
    "Template", "register_template", "get_template", "list_templates", "default_template_for",
    "split_messages", "normalize_text", "contains_answer", "Message",
    "GSM_QA_V1", "CHAT_V1", "CODE_V1", "GSM_CHAT_V1",
    "TEMPLATE_VERSION", "clean_solution", "entry_text", "recurring_query", "solve_query", "extract_answer",
    "normalize_problem", "problem_key", "normalize_number", "render_context", "RECURRING_STOP", "SOLVE_STOP",
]
