#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium headless shell (the package chromium-headless-shell:
# the same Chromium as the chromium package, built as the headless-only browser that Playwright
# itself uses for headless runs; it needs about a third of the full browser's CPU per page, which
# is what bounds the suite's time on two cores). Playwright's own browser download is not used.
# Installs it when missing and we are root; otherwise says how.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$bin" ]; then exit 0; fi
# shellcheck source=scripts/install-or-explain.sh
. "$(dirname "$0")/install-or-explain.sh"
install_or_explain chromium-headless-shell "Debian's chromium-headless-shell for the end-to-end tests" \
  "Chromium's headless shell not found at $bin. Install it (Debian: sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary."
