#!/usr/bin/env bash
# The unit suite under a shifted system clock (Debian's faketime): proof that no test depends on
# the day it runs (docs/architecture.md, "Time"). Each date starts the faked clock there and lets
# it run, so timers behave; monotonic time is left real. The database and Redis variants are covered by the
# main run and skipped here, and so is the chaos drill (two minutes of killed and restarted
# processes on the real clock, with the test broker's any-hour trading): the four runs stay
# within CI's budget.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-faketime.sh
mkdir -p test-results

# UTC instants (India is UTC+05:30), spread over the next two years:
DATES=(
  "2026-12-25 04:30:00" # Fri 25 Dec 2026, 10:00 IST: an NSE holiday (Christmas)
  "2027-09-29 05:30:00" # Wed 29 Sep 2027, 11:00 IST: the day after September's monthly expiry
  "2027-12-31 09:00:00" # Fri 31 Dec 2027, 14:30 IST: the year's last day
  "2028-11-04 14:30:00" # Sat 4 Nov 2028, 20:00 IST: a weekend evening, past the holiday list
)

CHAOS_DRILL="services/baskets/chaos-drill.test.ts"
status=0
for date in "${DATES[@]}"; do
  report="test-results/unit-shifted-${date%% *}.json"
  echo "== unit tests with the clock at $date UTC"
  env -u TEST_DATABASE_URL -u TEST_REDIS_URL DONT_FAKE_MONOTONIC=1 \
    faketime -f "@$date" npx vitest run --exclude "$CHAOS_DRILL" --reporter=dot --reporter=json \
    --outputFile.json="$report" ||
    status=1
  node scripts/print-test-totals.mjs "$report"
done
# Again, together: CI shows only the end of its log.
for date in "${DATES[@]}"; do
  echo "== $date UTC"
  node scripts/print-test-totals.mjs "test-results/unit-shifted-${date%% *}.json"
done
exit "$status"
