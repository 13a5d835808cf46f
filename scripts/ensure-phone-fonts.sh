#!/usr/bin/env bash
# npm run bench:lighthouse renders the Gujarati and Hindi pages as a phone would. A phone has fonts
# for both scripts (Android ships Noto Sans Gujarati and Devanagari); a server often has neither,
# and then Chromium draws boxes and searches for a fallback font on every layout of such text, work
# no phone does. Installs Debian's fonts-noto-core (the Noto fonts Android uses) when a font for
# either script is missing and we are root; otherwise says how.
set -euo pipefail
has_font() { command -v fc-list >/dev/null && [ -n "$(fc-list ":lang=$1" family)" ]; }
if has_font gu && has_font hi; then exit 0; fi
# shellcheck source=scripts/install-or-explain.sh
. "$(dirname "$0")/install-or-explain.sh"
install_or_explain fonts-noto-core "Noto fonts for Gujarati and Devanagari, as phones have them" \
  "No font for Gujarati or Devanagari found (fc-list). Install them (Debian: sudo apt-get install -y fonts-noto-core); without them Lighthouse measures the Gujarati and Hindi pages drawn in boxes."
