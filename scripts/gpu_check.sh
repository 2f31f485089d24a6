#!/usr/bin/env bash
# The GPU check: byte-exactness and time to first token on CUDA, in under 10 minutes on one GPU.
#
#   scripts/gpu_check.sh [OUT]            (default OUT: results/gpu-check)
#
# Needs: a CUDA GPU, kvmemory installed with a CUDA build of torch (.ci/install on a GPU machine pulls
# one), the embedded default model and, for the Gemma row, the kvmemory[gemma] extra. Nothing is
# downloaded at run time. Written and checked by reading only: no GPU was lent when it was written,
# so it has never run; a first run should be read step by step.
#
# Steps (each under its own timeout; a failed step is reported and the rest still run):
#   1. check-exact, default model, float32 on cuda      50 samples: own-position graft SHA-256 equal
#   2. check-exact, default model, bfloat16 on cuda     50 samples: the same in half precision
#   3. check-exact, Gemma 3 270M, float32 on cuda       50 samples, 12 entries longer than its 512 window
#   4. bench ttft on cuda (2,048 and 8,192 tokens)      prefill vs graft from disk, from the host tier (pinned)
#                                                       and from the device tier, the address on 1 and every
#                                                       thread, logits equal to prefill
#   4b. the device tier on cuda (gpu_tier_check.py)     a graft from device memory SHA-256 equal to one from disk,
#                                                       the host copy pinned, evictions leave the device tier
#   5. CPU and GPU artifacts kept apart: a library built on CPU is refused on cuda (FingerprintMismatchError)
#   6. the pre-registered tiny ledger (written on CPU) replayed on cuda: token-id hashes are device-free
#      and match; float hashes (logits, artifacts) are not expected to, and are counted, not failed
# Exit status: 0 when steps 1-3, 4b and 5 pass (the exactness claims); the log and JSON reports are in OUT.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-results/gpu-check}
mkdir -p "$OUT"
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
export CUBLAS_WORKSPACE_CONFIG=:4096:8   # cuBLAS picks the same reduction order every call
KV=${KVMEMORY_BIN:-.venv/bin/kvmemory}
PY=${KVMEMORY_PYTHON:-.venv/bin/python}
[ -x "$KV" ] || KV=kvmemory
[ -x "$PY" ] || PY=python3
LOG="$OUT/log.txt"
: > "$LOG"
FAILED=()

say() { echo "== $*" | tee -a "$LOG"; }
step() {  # step NAME SECONDS CMD...: run CMD under a timeout, log it, remember a failure
  local name=$1 secs=$2; shift 2
  say "$name: $*"
  local t0=$SECONDS
  timeout "$secs" "$@" >>"$LOG" 2>&1
  local rc=$?
  say "$name: exit $rc in $((SECONDS - t0)) s"
  return $rc
}

"$PY" - <<'PY' 2>&1 | tee -a "$LOG" || { echo "no CUDA GPU visible to torch: nothing to check" | tee -a "$LOG"; exit 2; }
import sys, torch
if not torch.cuda.is_available():
    sys.exit(1)
print("torch", torch.__version__, "cuda", torch.version.cuda, "device", torch.cuda.get_device_name(0))
PY

# 1-3: exactness on cuda (each builds its library on the GPU in a separate process first)
step exact-f32 150 "$KV" --lib "$OUT/lib-f32" --device cuda check-exact --samples 50 --json \
  --out "$OUT/exact-f32.json" || FAILED+=(exact-f32)
step exact-bf16 150 "$KV" --lib "$OUT/lib-bf16" --device cuda --dtype bfloat16 check-exact --samples 50 --json \
  --out "$OUT/exact-bf16.json" || FAILED+=(exact-bf16)
step exact-gemma 200 "$KV" --lib "$OUT/lib-gemma" --device cuda check-exact --model gemma3-270m --samples 50 \
  --long 12 --json --out "$OUT/exact-gemma.json" || FAILED+=(exact-gemma)

# 4: time to first token on cuda (timings only; not part of the exit status)
step ttft 120 "$KV" --device cuda bench ttft --no-llama-cpp --lengths 2048,8192 --reps 2 --out "$OUT/ttft" --json \
  || say "ttft: failed (timings only, not part of the exit status)"

# 4b: the device tier on a real device (tests/test_tier.py checks its rules on any CPU)
step tier-cuda 120 "$PY" scripts/gpu_tier_check.py || FAILED+=(tier-cuda)

# 5: a library built on CPU is not grafted on the GPU: the fingerprint records the device type
step cpu-lib 60 "$KV" --lib "$OUT/lib-cpu" --device cpu build kvmemory/data/gsm8k_dev50.jsonl --out "$OUT/lib-cpu" \
  --limit 2 --quiet || FAILED+=(cpu-lib)
say "apart: the CPU library opened on cuda must be refused"
if timeout 60 "$KV" --lib "$OUT/lib-cpu" --device cuda answer "Janet's ducks lay 16 eggs per day." >>"$LOG" 2>&1; then
  say "apart: FAILED, the CPU library was used on cuda"; FAILED+=(apart)
elif grep -q "FingerprintMismatchError" "$LOG"; then
  say "apart: refused with FingerprintMismatchError (as it should be)"
else
  say "apart: FAILED, refused for another reason (see the log)"; FAILED+=(apart)
fi

# 6: the CPU-written ledger replayed on cuda; report the counts (float hashes are expected to differ)
say "replay: tests/data/tiny_ledger.jsonl on cuda"
KVMEMORY_DEVICE=cuda timeout 120 "$KV" replay tests/data/tiny_ledger.jsonl --json > "$OUT/replay-cuda.json" 2>>"$LOG"
"$PY" - "$OUT/replay-cuda.json" <<'PY' 2>&1 | tee -a "$LOG"
import collections, json, sys
try:
    r = json.load(open(sys.argv[1]))
except Exception as exc:  # the replay itself failed: see the log
    print("replay: no report", exc); sys.exit(0)
bad = collections.Counter(name for item in r["items"] for name in item["mismatched"])
print(f"replay on cuda: {r['matched']}/{r['hashes']} hashes match; {r['lines_all_matched']} lines fully match")
for name, n in sorted(bad.items()):
    print(f"  {name}: differs on {n} lines")
PY

# summary
"$PY" - "$OUT" <<'PY' 2>&1 | tee -a "$LOG"
import json, sys, pathlib
out = pathlib.Path(sys.argv[1])
for name in ("exact-f32", "exact-bf16", "exact-gemma"):
    p = out / f"{name}.json"
    if not p.exists():
        print(f"{name}: no report"); continue
    r = json.loads(p.read_text())
    rows = "  ".join(f"{k} {v['sha_equal']}/{v['samples']} (max KL {v['max_kl']:.3g})" for k, v in r["rows"].items())
    extra = f"  longer than window: {r.get('entries_longer_than_window')}" if r.get("sliding_window") else ""
    print(f"{name}: {r['dtype']} on {r['device']}  kv bytes {r['kv_bytes_equal']}/{r['samples']}  {rows}{extra}")
PY
if [ ${#FAILED[@]} -gt 0 ]; then
  say "FAILED: ${FAILED[*]}"; exit 1
fi
say "all exactness checks passed on cuda"
