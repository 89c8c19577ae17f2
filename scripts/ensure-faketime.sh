#!/usr/bin/env bash
# The shifted-date runs (scripts/test-shifted-dates.sh) use Debian's faketime.
set -euo pipefail
if command -v faketime >/dev/null; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "faketime is missing: run 'sudo apt-get install -y faketime'." >&2
  exit 1
fi
echo "Installing Debian's faketime for the shifted-date unit runs…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
