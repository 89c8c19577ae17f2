#!/usr/bin/env bash
# One command from a fresh clone to a running Strikeline on its embedded defaults:
# PGlite database under data/, in-process event bus, simulated market, test broker.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh

# A per-machine session secret shared by the services (signing) and the web app (verifying).
if [ ! -f .env ]; then
  secret=$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')
  sed "s/^SESSION_SECRET=.*/SESSION_SECRET=$secret/" .env.example > .env
  echo "Wrote .env with a new session secret."
fi

npm run build
npm run db:migrate
npm run db:seed

web_port="${WEB_PORT:-3000}"
npx tsx services/main.ts &
services_pid=$!
trap 'kill "$services_pid" 2>/dev/null || true' EXIT INT TERM

# The pages read the services: the site opens once they answer, not before (an /explore asked
# meanwhile would fail).
services_port=$(sed -n 's/^PORT=//p' .env | tail -1)
services_port="${services_port:-4000}"
until node -e "fetch('http://127.0.0.1:${services_port}/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; do
  if ! kill -0 "$services_pid" 2>/dev/null; then
    echo "The services stopped while starting: see above." >&2
    exit 1
  fi
  sleep 1
done

echo "Strikeline: open http://localhost:${web_port}"
npx next start -p "$web_port"
