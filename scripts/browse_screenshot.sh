#!/usr/bin/env bash
# The screenshot of `kvmemory browse` in README.md and docs/browse.md: the demo's library (run the demo first,
# `kvmemory demo`, or pass another library), its dashboard and one entry's page, in Debian's headless Chromium.
#
#   bash scripts/browse_screenshot.sh [LIB]      (default: kvmemory-lib, what `kvmemory demo` writes)
set -euo pipefail
LIB=$(realpath "${1:-kvmemory-lib}")
cd "$(dirname "$0")/.."
PORT=${PORT:-8017}
.venv/bin/kvmemory browse "$LIB" --port "$PORT" >/dev/null &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; rm -rf "$PROFILE"' EXIT
PROFILE=$(mktemp -d)
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$PORT/-/kvmemory" >/dev/null && break; sleep 0.3; done
curl -sf "http://127.0.0.1:$PORT/-/kvmemory" >/dev/null || { echo "kvmemory browse $LIB did not start" >&2; exit 1; }
shot() {  # url, file, height
  chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$PROFILE" \
    --window-size=1100,"$3" --screenshot="$2" "$1" 2>/dev/null
}
shot "http://127.0.0.1:$PORT/-/kvmemory" docs/browse.png 1250
shot "http://127.0.0.1:$PORT/-/kvmemory/entries/1" docs/browse-entry.png 1000
echo "wrote docs/browse.png and docs/browse-entry.png"
