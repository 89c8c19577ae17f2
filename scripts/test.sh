#!/usr/bin/env bash
# Every test: typecheck, lint, unit tests (vitest) and the Playwright journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh
mkdir -p test-results

# CI has run these first (.ci/run), so a slip fails in a minute: not twice.
if [ "${STATIC_CHECKS_DONE:-}" != "1" ]; then
  echo "== typecheck"; npm run --silent typecheck
  echo "== lint"; npm run --silent lint
fi
echo "== unit tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json

echo "== journeys"
bash scripts/ensure-chromium.sh
# Build with the journeys' own service URLs, into their own folder (e2e/support/environment.ts).
eval "$(npx tsx scripts/print-e2e-env.ts)"
npx next build >test-results/e2e-build.log 2>&1 || { cat test-results/e2e-build.log; exit 1; }
status=0
npx playwright test || status=$?

# The same build behind HAProxy on the journeys' ports: two web and two services instances, and the
# kill drill (playwright.cluster.config.ts, docs/deploy.md).
echo "== cluster journeys"
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then
  bash scripts/ensure-haproxy.sh
  npx playwright test -c playwright.cluster.config.ts || status=$?
else
  rm -f test-results/e2e-cluster.json
  echo "Skipped: the cluster needs PostgreSQL and Redis; set TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run does when they answer)."
fi

node scripts/print-test-totals.mjs test-results/unit.json test-results/e2e.json test-results/e2e-cluster.json
exit "$status"
