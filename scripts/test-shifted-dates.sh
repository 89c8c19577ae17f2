#!/usr/bin/env bash
# The unit suite under a shifted system clock (Debian's faketime): proof that no test depends on
# the day it runs (docs/architecture.md, "Time"). Each date starts the faked clock there and lets
# it run, so timers behave; monotonic time is left real.
#
# The domain project (lib/, the clients, components: a few seconds a run) runs at every date.
# The services project runs at the last date only, a weekend evening past the holiday list: the
# services read the calendar through the same `lib/` code and a `Clock`, never the machine's
# (ESLint forbids it), so one date shows a test that slipped to the system clock, and the four
# runs of it cost CI half an hour. Skipped there, as before: the database and Redis variants (the
# main run has them), the chaos drill (two minutes of killed processes on the real clock) and the
# brokers' price-stream wire suites (sockets on a manual or real clock, no calendar).
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
SERVICES_DATE="${DATES[3]}"

CHAOS_DRILL="services/baskets/reconciling/chaos-drill.test.ts"
STREAM_WIRE="services/brokers/adapters/*/price-stream*.test.ts"
status=0
reports=()
for date in "${DATES[@]}"; do
  projects=(--project domain)
  [ "$date" = "$SERVICES_DATE" ] && projects+=(--project services)
  report="test-results/unit-shifted-${date%% *}.json"
  reports+=("$report")
  echo "== unit tests (${projects[*]}) with the clock at $date UTC"
  env -u TEST_DATABASE_URL -u TEST_REDIS_URL DONT_FAKE_MONOTONIC=1 \
    faketime -f "@$date" npx vitest run "${projects[@]}" --exclude "$CHAOS_DRILL" \
    --exclude "$STREAM_WIRE" --reporter=dot --reporter=json --outputFile.json="$report" ||
    status=1
  node scripts/print-test-totals.mjs "$report"
done
# Again, together: CI shows only the end of its log.
for report in "${reports[@]}"; do
  echo "== $report"
  node scripts/print-test-totals.mjs "$report"
done
exit "$status"
