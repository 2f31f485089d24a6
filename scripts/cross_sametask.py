"""Ask every request of the evaluation sets against the stored requests nearest to it that are not its own.

The sets pair each request with one stored request; a memory holds many, and a request meets whichever are nearest.
For every distinct (request, stored request) pair of ``evalsets/sametask/domains`` (every split), this
embeds the stored requests of the domain with the default embedder (MiniLM), takes the ``--nearest`` stored requests
closest to the request other than its own, and decides each pair at its real cosine with the domain's template
(code: the new request's own examples run on the stored body, as the product does before it serves one).

A "same" decision here is either right (the sets store one task more than once: "Convert 26.2 miles to kilometers."
and "How many kilometres is 26.2 miles?") or a false hit no set pairs; the script prints each one with the request's
own stored request, to be read. Loads no language model.

    python scripts/cross_sametask.py [--nearest 3] [--domains sql,shell]
"""

from __future__ import annotations

import argparse

import numpy as np

from kvmemory.bench.common import embedder
from kvmemory.bench.sameproblem import DOMAIN_TEMPLATES, DOMAINS, SPLITS, load_domain_cases
from kvmemory.servecheck import confirm_same
from kvmemory.templates import get_template


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--nearest", type=int, default=3, help="stored requests asked per request")
    ap.add_argument("--domains", default=",".join(DOMAINS))
    args = ap.parse_args()
    model = embedder()
    decided = served = 0
    for domain in args.domains.split(","):
        cases = [c for split in SPLITS if split != "all" for c in load_domain_cases(domain, split)]
        stored = sorted({c["candidate"] for c in cases})
        solution = {c["candidate"]: c.get("solution") for c in cases}
        pairs = sorted({(c["query"], c["candidate"]) for c in cases})
        sims = (np.asarray(model.encode([q for q, _ in pairs], normalize_embeddings=True))
                @ np.asarray(model.encode(stored, normalize_embeddings=True)).T)
        template = get_template(DOMAIN_TEMPLATES[domain])
        at = {text: i for i, text in enumerate(stored)}
        for (query, own), row in zip(pairs, sims):
            row[at[own]] = -1.0
            for j in np.argsort(-row)[:args.nearest]:
                other = stored[j]
                if other.strip() == own.strip():
                    continue
                d = template.decide_same(query, other, float(row[j]))
                if solution.get(other):
                    d = confirm_same(d, template, query, other, solution[other])
                decided += 1
                if d.same:
                    served += 1
                    print(f"{domain} {row[j]:.3f}\n  request: {query!r}\n  served:  {other!r}\n  its own: {own!r}")
    print(f"{served} of {decided} decisions against another stored request said 'same' (read each one above)")


if __name__ == "__main__":
    main()
