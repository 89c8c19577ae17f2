#!/usr/bin/env bash
# The shifted-date runs (scripts/test-shifted-dates.sh) use Debian's faketime.
set -euo pipefail
if command -v faketime >/dev/null; then exit 0; fi
bash "$(dirname "$0")/apt-install.sh" faketime "the shifted-date unit runs"
