#!/usr/bin/env bash
# The HTML-validity tests run the Nu HTML Checker (vnu.jar from the vnu-jar package), which needs
# Java 11 or newer. Installs Debian's headless Java when missing and we are root; otherwise says how.
set -euo pipefail
java_ok() {
  command -v java >/dev/null || return 1
  local v
  v=$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n1)
  [ -n "$v" ] && [ "$v" -ge 11 ]
}
if java_ok; then exit 0; fi
# shellcheck source=scripts/install-or-explain.sh
. "$(dirname "$0")/install-or-explain.sh"
install_or_explain default-jre-headless "Debian's headless Java for the HTML-validity tests" \
  "Java 11 or newer not found. Install it (Debian: sudo apt-get install -y default-jre-headless) or put a java binary on the PATH."
