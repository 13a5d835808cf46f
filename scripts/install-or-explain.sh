# Sourced by the ensure-*.sh scripts. install_or_explain PACKAGE WHAT MESSAGE: when we are root on
# Debian, installs PACKAGE (saying "Installing WHAT...") and exits 0; otherwise prints MESSAGE,
# which says how to install it, and exits 1.
install_or_explain() {
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing $2..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
    exit 0
  fi
  echo "$3" >&2
  exit 1
}
