#!/usr/bin/env bash
# Installs one of Debian's packages for the tests: `bash scripts/apt-install.sh PACKAGE PURPOSE`.
set -euo pipefail
package="$1"
purpose="$2"
if [ "$(id -u)" -ne 0 ]; then
  echo "$package is missing ($purpose): run 'sudo apt-get install -y $package'." >&2
  exit 1
fi
echo "Installing Debian's $package ($purpose)…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
