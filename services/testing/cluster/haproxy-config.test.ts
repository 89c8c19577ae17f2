import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { haproxyConfig, type BalancerLayout } from "./haproxy-config";
import { parseServerStates } from "./haproxy";

const LAYOUT: BalancerLayout = {
  webPort: 3100,
  servicesPort: 4100,
  web: [
    { name: "web-1", port: 5001 },
    { name: "web-2", port: 5002 },
  ],
  services: [
    { name: "services-1", port: 6001 },
    { name: "services-2", port: 6002 },
  ],
  adminSocket: "/tmp/strikeline-test-haproxy.sock",
};
const HAPROXY = "/usr/sbin/haproxy";

describe("the local cluster's HAProxy configuration", () => {
  const config = haproxyConfig(LAYOUT);

  it("health-checks every instance and sends sockets to the services with the fewest", () => {
    for (const port of [5001, 5002, 6001, 6002]) {
      expect(config).toMatch(new RegExp(`127\\.0\\.0\\.1:${port} check `));
    }
    expect(config).toContain("option httpchk GET /health");
    expect(config).toContain("option httpchk GET /api/has-new-deploy");
    expect(config).toContain("use_backend services_sockets if { hdr(upgrade) -i websocket }");
    expect(config).toMatch(/backend services_sockets\n {2}balance leastconn/);
    expect(config).toContain("timeout tunnel 1h");
  });

  it("reuses its connections to the services and holds each instance to 128 requests at once", () => {
    const services = /backend services\n[\s\S]*?\n\n/.exec(config)?.[0] ?? "";
    expect(services).toContain("http-reuse always");
    expect(services).toContain("default-server maxconn 128");
    expect(services).toContain("timeout queue 30s");
    // Sockets live for hours: they are never queued behind requests.
    const sockets = /backend services_sockets\n[\s\S]*?(\n\n|$)/.exec(config)?.[0] ?? "";
    expect(sockets).not.toContain("maxconn");
  });

  it.skipIf(!existsSync(HAPROXY))("is one HAProxy accepts", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "strikeline-haproxy-"));
    try {
      writeFileSync(path.join(dir, "haproxy.cfg"), config);
      await promisify(execFile)(HAPROXY, ["-c", "-q", "-f", path.join(dir, "haproxy.cfg")]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("parseServerStates", () => {
  it("reads each server's status, connections and reuse from show stat, leaving out the totals", () => {
    const csv = [
      "# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,connect,reuse",
      "web,web-1,0,0,2,5,,40,0,0,,0,,0,0,0,0,UP,12,28",
      "web,BACKEND,0,0,2,5,,40,0,0,0,0,,0,0,0,0,UP,12,28",
      "services_sockets,services-2,0,0,1,1,,1,0,0,,0,,0,0,0,0,DOWN 1/2,1,",
      "web,FRONTEND,,,0,1,4096,3,0,0,0,0,0,,,,,OPEN,,",
    ].join("\n");
    expect(parseServerStates(csv)).toEqual({
      "web/web-1": { status: "UP", connections: 2, requests: 40, opened: 12, reused: 28 },
      "services_sockets/services-2": {
        status: "DOWN 1/2",
        connections: 1,
        requests: 1,
        opened: 1,
        reused: 0,
      },
    });
  });
});
