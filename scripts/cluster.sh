#!/usr/bin/env bash
# npm run cluster: two web and two services instances behind HAProxy over PostgreSQL and Redis
# (DATABASE_URL, REDIS_URL in .env or the environment), until Ctrl-C. docs/deploy.md.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh
bash scripts/ensure-haproxy.sh
# The pages call the services at the address baked in at build time: the balancer takes it.
if [ ! -f "${NEXT_DIST_DIR:-.next}/BUILD_ID" ]; then npm run build; fi
exec npx tsx scripts/cluster.ts
