#!/usr/bin/env bash
# Playwright drives Debian's Chromium; it never downloads a browser of its own.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "No Chromium at CHROMIUM_PATH=$CHROMIUM_PATH." >&2
  exit 1
fi
bash "$(dirname "$0")/apt-install.sh" chromium "the Playwright journeys"
