"""Build a verified library offline, check it is byte-exact, ship it as a bundle and import it.

    python examples/build_library.py                       # 50 GSM8K train problems, SmolLM2-135M
    python examples/build_library.py --limit 500 --out lib/gsm8k-train
    python examples/build_library.py --model path/to/tiny --limit 20 --json

Steps: ``build_library`` (resumable: run it again after an interruption and nothing is computed
twice), ``check_exact`` on a few samples (grafted logits SHA-256 equal to a fresh computation),
``export_library`` to a tar bundle, ``import_bundle`` into a second folder, and a SHA-256 comparison
of every artifact on both sides. The same steps on the command line::

    kvmemory build train.jsonl --out lib --limit 50
    kvmemory --lib lib check-exact --samples 4
    kvmemory export lib bundle.tar && kvmemory import bundle.tar lib2
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from kvmemory import KVMemory, Store, build_library, check_exact, export_library, import_bundle, sha256_file

REPO = Path(__file__).resolve().parent.parent
TRAIN = REPO / "evalsets" / "gsm8k" / "train.jsonl"   # in the repository (MIT, see its LICENSE)


def artifact_hashes(lib: Path) -> dict[str, str]:
    """artifact name -> SHA-256 of its bytes, for every active entry of ``lib``."""
    store = Store(lib)
    try:
        return {e.sha256: sha256_file(e.path) for e in store.list()}
    finally:
        store.close()


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default=None, help="JSONL with question/answer (default: GSM8K train)")
    ap.add_argument("--limit", type=int, default=50, help="rows to build (default 50)")
    ap.add_argument("--out", default=None, help="library folder (default: a temporary one)")
    ap.add_argument("--model", default=None, help="causal LM id or path (default: embedded SmolLM2-135M)")
    ap.add_argument("--embedder", default=None, help="sentence-transformers model (default: embedded MiniLM)")
    ap.add_argument("--samples", type=int, default=4, help="check-exact samples (default 4)")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    args = ap.parse_args(argv)

    data = Path(args.data) if args.data else TRAIN
    work = Path(args.out).resolve().parent if args.out else Path(tempfile.mkdtemp(prefix="kvmemory-example-"))
    out = Path(args.out) if args.out else work / "lib"
    summary = build_library(data, out, model=args.model, embedder=args.embedder, limit=args.limit,
                            progress=not args.json)
    with KVMemory(out, model=args.model, embedder=args.embedder) as mem:
        exact = check_exact(mem, samples=args.samples)
    exported = export_library(out, work / "bundle.tar")
    imported = import_bundle(work / "bundle.tar", work / (out.name + "-imported"))
    left, right = artifact_hashes(out), artifact_hashes(work / (out.name + "-imported"))
    report = {
        "build": summary.to_dict(),
        "check_exact": {"samples": exact["samples"], "graft_sha_equal": exact["rows"]["graft"]["sha_equal"],
                        "kv_bytes_equal": exact["kv_bytes_equal"]},
        "export": exported, "import": {k: v for k, v in imported.items() if k != "ids"},
        "artifacts_identical": left == right and all(k == v for k, v in left.items()),
        "artifacts": len(left),
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(summary.text())
        print(f"check-exact: graft logits SHA-256 equal in {report['check_exact']['graft_sha_equal']}/"
              f"{exact['samples']} samples; entry KV recomputed byte-identical in {exact['kv_bytes_equal']}")
        print(f"exported {exported['entries']} entries ({exported['bundle_bytes']:,} bytes) to {exported['bundle']}; "
              f"imported {imported['created']} into {work / 'lib2'}")
        print(f"artifacts byte-identical after the round trip: {report['artifacts_identical']} ({len(left)} files)")
    return report


if __name__ == "__main__":
    main()
