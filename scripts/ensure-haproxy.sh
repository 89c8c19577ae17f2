#!/usr/bin/env bash
# The local cluster (npm run cluster, the cluster journeys) balances through Debian's HAProxy.
set -euo pipefail
if command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ]; then exit 0; fi
bash "$(dirname "$0")/apt-install.sh" haproxy "the local cluster's load balancer"
