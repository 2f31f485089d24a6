"""What a :class:`kvmemory.KVMemory` is set with: :class:`Settings` and ``DEFAULT_SETTINGS``; and where
kvmemory keeps the files it derives on this machine (:func:`cache_dir`)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .errors import InputError

__all__ = ["Settings", "DEFAULT_SETTINGS", "RESERVE_QUERY", "cache_dir"]


def cache_dir() -> Path:
    """Where kvmemory keeps what it derives on this machine (converted weights, the decode kernel):
    ``$KVMEMORY_CACHE`` or ``~/.cache/kvmemory``."""
    return Path(os.environ.get("KVMEMORY_CACHE") or Path.home() / ".cache" / "kvmemory")


@dataclass(frozen=True)
class Settings:
    """Tunable behaviour of a :class:`KVMemory`. Build variants with ``dataclasses.replace``."""

    top_k: int = 2                      # entries grafted side by side in transfer mode
    min_score: float = 0.5              # cosine below which an entry is not relevant (-> cold)
    max_new_tokens: int = 256           # decode budget for transfer and cold (unless the template sets one)
    recurring_max_new_tokens: int = 16  # decode budget for a recurring answer (unless the template sets one)
    max_problem_chars: int = 20_000     # longer input is refused with InputError
    namespace: str = "default"
    template: str | None = None         # cold-mode template; None: gsm-qa-v1 for a str, chat-v1 for messages
    stale_policy: str = "cold"          # a transfer answer that copies a grafted entry's answer to a changed
                                        # problem: "cold" decodes again without entries (not while streaming:
                                        # what was sent stays sent), "mark" only marks it, "off" skips the check
    auto_prefix: bool = True            # answer(messages): the system turn(s) become a prefix artifact on first
                                        # sight, grafted on every later call with the same bytes (docs/prefix.md)
    auto_prefix_min_tokens: int = 128   # shorter system turns stay in the query (not worth a stored artifact)
    auto_prefix_keep: int = 16          # automatic prefixes kept; the least recently used are evicted (with the
                                        # entries computed on top of them) when a new one is made
    decision_log: bool = True           # one row per answer in the library's `decisions` table (kvmemory.decisions),
                                        # written off the answer path; what `kvmemory browse` and `report` show
    decision_log_keep: int = 100_000    # rows kept; the oldest are deleted as new ones come
    decision_log_text: bool = False     # also keep each request's text (off: only its token ids' SHA-256)
    verifier: bool = True               # where the learned pair verifier is built (`kvmemory verifier train`), it
                                        # decides the requests the same-task rule did not recognise and no slot
                                        # veto stopped (kvmemory.verifier); off: the rule alone
    false_hit_bound: float = 0.001      # the largest share of changed requests the verifier may serve, as a 95%
                                        # upper bound on its calibration writers (docs/same-problem.md)
    repeated_calls: str = "allow"       # tool_choice="auto", a reply whose every call repeats one answered since
                                        # the user's last message (same name and arguments): "allow" returns it (a tool
                                        # polled until it changes), "answer" answers in text instead (a small
                                        # model that calls the same tool until the agent's step limit)
    episode_layout: str = "generic"     # how tool episodes are stored and a request over them is laid out:
                                        # "generic" (kvmemory-tools/1, every model) or "native" (the chat template's
                                        # own tool format where it has one; off by default: on Qwen2.5-Coder-0.5B
                                        # it measured below generic where one call is due, BFCL 66 vs 75 of 100,
                                        # docs/tools.md)

    def __post_init__(self):
        if self.stale_policy not in ("cold", "mark", "off"):
            raise InputError(f"stale_policy must be 'cold', 'mark' or 'off', not {self.stale_policy!r}")
        if self.auto_prefix_min_tokens < 1 or self.auto_prefix_keep < 1:
            raise InputError("auto_prefix_min_tokens and auto_prefix_keep must be at least 1 "
                             "(turn the feature off with auto_prefix=False)")
        if not 0.0 < self.false_hit_bound < 1.0:
            raise InputError(f"false_hit_bound must be a rate between 0 and 1 (e.g. 0.001 for 0.1%), not "
                             f"{self.false_hit_bound!r}; turn the verifier off with verifier=False")
        if self.repeated_calls not in ("allow", "answer"):
            raise InputError(f"repeated_calls must be 'allow' or 'answer', not {self.repeated_calls!r}")
        if self.episode_layout not in ("generic", "native"):
            raise InputError(f"episode_layout must be 'generic' or 'native', not {self.episode_layout!r}")
        if self.decision_log_keep < 1:
            raise InputError("decision_log_keep must be at least 1 (turn the log off with decision_log=False)")


DEFAULT_SETTINGS = Settings()

#: Tokens of room left after a recurring entry's KV for the query, on top of the decode budget: the
#: answer decodes into the buffers the artifact was read into, without copying the cache.
RESERVE_QUERY = 256
