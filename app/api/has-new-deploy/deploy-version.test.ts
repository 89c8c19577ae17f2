import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deployVersionSchema } from "@/api-clients/same-origin/has-new-deploy";
import { deployVersionFrom, DEVELOPMENT_VERSION, readBuildIdFile } from "./deploy-version";
import { GET } from "./route";

describe("deployVersionFrom", () => {
  const build = () => "build-7";
  it("prefers APP_VERSION, then Next's deployment id, then the build id", () => {
    expect(deployVersionFrom({ APP_VERSION: "v1", NEXT_DEPLOYMENT_ID: "d" }, build)).toBe("v1");
    expect(deployVersionFrom({ NEXT_DEPLOYMENT_ID: "d" }, build)).toBe("d");
    expect(deployVersionFrom({}, build)).toBe("build-7");
    expect(deployVersionFrom({}, () => null)).toBe(DEVELOPMENT_VERSION);
  });
});

describe("readBuildIdFile", () => {
  it("reads <distDir>/BUILD_ID, or null when there is no build", () => {
    const root = mkdtempSync(join(tmpdir(), "deploy-"));
    mkdirSync(join(root, ".next-e2e-9"));
    writeFileSync(join(root, ".next-e2e-9", "BUILD_ID"), "abc123\n");
    expect(readBuildIdFile({ NEXT_DIST_DIR: ".next-e2e-9" }, root)).toBe("abc123");
    expect(readBuildIdFile({}, root)).toBeNull();
  });
});

describe("GET /api/has-new-deploy", () => {
  it("answers {version}, the same on every call, never cached", async () => {
    const first = GET();
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const a = deployVersionSchema.parse(await first.json());
    const b = deployVersionSchema.parse(await GET().json());
    expect(a).toEqual(b);
  });
});
