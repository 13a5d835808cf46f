#!/usr/bin/env bash
# npm run bench measures what a cache hit costs the server with wrk as the client and nginx as the
# static-file baseline (bench/hit-cost.ts). Installs them (Debian's wrk and nginx-light) when missing
# and we are root; otherwise says how.
set -euo pipefail
# shellcheck source=scripts/install-or-explain.sh
. "$(dirname "$0")/install-or-explain.sh"
if ! command -v wrk >/dev/null; then
  (install_or_explain wrk "wrk, the load generator of npm run bench" \
    "wrk not found. Install it (Debian: sudo apt-get install -y wrk).")
fi
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  (install_or_explain nginx-light "nginx, the static-file baseline of npm run bench" \
    "nginx not found. Install it (Debian: sudo apt-get install -y nginx-light).")
fi
