#!/usr/bin/env bash
# npm run bench:lighthouse measures pages as a phone shows them. A phone has fonts for Gujarati and
# Devanagari; a server often has none, and then Chromium draws the Gujarati and Hindi pages
# (LH_PAGES=/gu,/hi/contact) in boxes, after searching the system for a fallback font for every
# run of their text. The site's CSS names Noto Sans Gujarati and Noto Sans Devanagari for those
# pages. Installs Debian's fonts-noto-core (Noto for many scripts, these two among them) when
# either is missing and we are root; otherwise says how.
set -euo pipefail
has_font() {
  if command -v fc-list >/dev/null; then
    [ -n "$(fc-list "Noto Sans $1" family)" ]
  else
    [ -e "/usr/share/fonts/truetype/noto/NotoSans$1-Regular.ttf" ]
  fi
}
if has_font Gujarati && has_font Devanagari; then exit 0; fi
# shellcheck source=scripts/install-or-explain.sh
. "$(dirname "$0")/install-or-explain.sh"
install_or_explain fonts-noto-core "Noto Sans Gujarati and Devanagari, the fonts a phone draws those scripts with" \
  "Noto Sans Gujarati or Devanagari not found. Install them (Debian: sudo apt-get install -y fonts-noto-core); without them Lighthouse measures the Gujarati and Hindi pages drawn in boxes."
