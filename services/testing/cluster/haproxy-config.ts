/** One backend server of the balancer: an instance's name and the port it listens on. */
export interface BalancedServer {
  name: string;
  port: number;
}

export interface BalancerLayout {
  /** Where the browser reaches the web app: the address the build's pages are served at. */
  webPort: number;
  /** Where the browser reaches the services: the address the build's NEXT_PUBLIC_* URLs name. */
  servicesPort: number;
  web: readonly BalancedServer[];
  services: readonly BalancedServer[];
  /** HAProxy's runtime API (show stat), for the cluster's control to read each server's state. */
  adminSocket: string;
}

/** The header each answer carries naming the instance that served it (the drill reads it). */
export const SERVED_BY_HEADER = "X-Strikeline-Instance";

/** The web app's health check: a route handler answered by the Next process alone. */
export const WEB_HEALTH_PATH = "/api/has-new-deploy";
export const SERVICES_HEALTH_PATH = "/health";

/** A frontend on `port`, naming the instance that served each answer. */
const frontend = (name: string, port: number, routing: string[]) => [
  `frontend ${name}`,
  `  bind 127.0.0.1:${port}`,
  `  http-response set-header ${SERVED_BY_HEADER} %[srv_name]`,
  ...routing,
  "",
];

/** A round-robin backend whose servers are each checked at `healthPath`. */
const checkedBackend = (
  name: string,
  healthPath: string,
  list: readonly BalancedServer[],
  rules: readonly string[] = [],
) => [
  `backend ${name}`,
  "  balance roundrobin",
  ...rules,
  `  option httpchk GET ${healthPath}`,
  "  http-check expect status 200",
  ...list.map(
    (server) =>
      `  server ${server.name} 127.0.0.1:${server.port} check inter 1s fastinter 500ms fall 2 rise 2`,
  ),
  "",
];

/** Requests the balancer sends one services instance at once; the surge bench's crowd holds as many. */
export const REQUESTS_AT_ONCE_PER_INSTANCE = 128;

/**
 * The balancer's connections to each services instance, measured at the 09:15 surge (1,000
 * traders, each call on a browser connection of its own; docs/performance.md):
 * - `http-reuse always`: any request may go out on an idle connection to the instance. HAProxy's
 *   default (`safe`) sends a browser connection's first request on a new one, which at the surge
 *   is every request: 2,000 connections opened for 2,000 calls, place p99 2.9 s. It is safe here
 *   because the instances keep an idle connection 65 s, longer than the balancer's own timeouts
 *   (60 s), so they do not close one under a request, and a request on a connection that dies
 *   anyway is retried (`retry-on`), every call being idempotent (below);
 * - at most 128 requests at once per instance, the rest queued here in arrival order, so a burst
 *   waits at the balancer rather than in thousands of sockets on the instance's one thread.
 */
const SERVICES_CONNECTIONS = [
  "  http-reuse always",
  `  default-server maxconn ${REQUESTS_AT_ONCE_PER_INSTANCE}`,
  "  timeout queue 30s",
];

/**
 * The HAProxy configuration of the local cluster (docs/deploy.md explains each rule):
 * - no stickiness: a session is a signed cookie, the baskets live in PostgreSQL and the
 *   realtime events reach every instance over Redis, so any instance can answer any request;
 * - requests round robin, sockets to the services instance with the fewest connections: a
 *   socket lives for hours, so counting requests would pile them on one instance;
 * - health checks every second (the web app's own route, the services' /health, which fails
 *   when the database does not answer), a server out after two misses; a request that finds
 *   its server dead (refused, or closed without an answer) is sent once more to another: every
 *   state-changing call is idempotent (a place's key, an exit or adjust refused while its
 *   orders are in flight).
 */
export function haproxyConfig(layout: BalancerLayout): string {
  return [
    "global",
    "  maxconn 4096",
    "  log stderr format raw local0 info",
    `  stats socket ${layout.adminSocket} mode 600 level admin`,
    "",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout http-keep-alive 10s",
    // An upgraded WebSocket: the services ping every 30 s, so an hour of silence is a dead peer.
    "  timeout tunnel 1h",
    "  log global",
    // The path without its query: the socket's carries the session token. %rc: retries.
    '  log-format "%ci %tr %b/%s %ST %Ta ms retries %rc %HM %HPO"',
    "  option forwardfor",
    "  option redispatch 1",
    "  retries 2",
    "  retry-on conn-failure empty-response",
    "",
    ...frontend("web", layout.webPort, ["  default_backend web"]),
    ...checkedBackend("web", WEB_HEALTH_PATH, layout.web),
    ...frontend("services", layout.servicesPort, [
      "  use_backend services_sockets if { hdr(upgrade) -i websocket }",
      "  default_backend services",
    ]),
    ...checkedBackend("services", SERVICES_HEALTH_PATH, layout.services, SERVICES_CONNECTIONS),
    // The same servers, their state tracked from the backend above (one health check each).
    "backend services_sockets",
    "  balance leastconn",
    ...layout.services.map(
      (server) => `  server ${server.name} 127.0.0.1:${server.port} track services/${server.name}`,
    ),
    "",
  ].join("\n");
}
