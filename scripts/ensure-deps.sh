#!/usr/bin/env bash
# Install the npm dependencies when this checkout has none yet, or the lockfile changed since.
set -euo pipefail
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
