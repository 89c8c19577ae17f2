import { mkdtempSync } from "node:fs";
import fs from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nonceScriptPolicy, SCRIPT_POLICY_HEADER } from "../security/script-policy.mjs";
import PageCacheHandler from "./page-cache-handler.mjs";

type HandlerContext = ConstructorParameters<typeof PageCacheHandler>[0];
type SetArgs = Parameters<PageCacheHandler["set"]>;
type GetArgs = Parameters<PageCacheHandler["get"]>;

function handler() {
  const context = {
    fs: { ...fs, readFile: fs.promises.readFile, writeFile: fs.promises.writeFile },
    serverDistDir: mkdtempSync(join(tmpdir(), "page-cache-")),
    flushToDisk: false,
    dev: false,
    revalidatedTags: [],
    maxMemoryCacheSize: 1_000_000,
  } as unknown as HandlerContext;
  return new PageCacheHandler(context);
}

function renderedPage(nonce: string) {
  return {
    kind: "APP_PAGE",
    html: `<html><script nonce="${nonce}">self.__next_f.push([0])</script></html>`,
    rscData: Buffer.from(""),
    headers: { "x-next-cache-tags": "_N_T_/visitor" },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  };
}

const setContext = { cacheControl: { revalidate: 60, expire: 3600 } } as unknown as SetArgs[2];
const getContext = { kind: "APP_PAGE" } as unknown as GetArgs[1];

describe("the page cache keeps each page's script policy with it", () => {
  // The file cache, whatever this machine's environment says (shared Redis: redis-page-store.test.ts).
  beforeEach(() => vi.stubEnv("REDIS_URL", ""));
  afterEach(() => vi.unstubAllEnvs());

  it("stores the policy of the nonce the page was rendered with, beside its HTML", async () => {
    const cache = handler();
    await cache.set("/route-cache/APP_PAGE/k1", renderedPage("r3nder") as SetArgs[1], setContext);
    const entry = await cache.get("/route-cache/APP_PAGE/k1", getContext);
    const headers = (entry?.value as { headers: Record<string, string> }).headers;
    expect(headers[SCRIPT_POLICY_HEADER]).toBe(nonceScriptPolicy("r3nder"));
    expect(headers["x-next-cache-tags"]).toBe("_N_T_/visitor");
  });

  it("adds it to the very value it stores, which answers the request that rendered it", async () => {
    const cache = handler();
    const page = renderedPage("f1rst");
    await cache.set("/route-cache/APP_PAGE/k2", page as SetArgs[1], setContext);
    expect(page.headers).toHaveProperty(SCRIPT_POLICY_HEADER, nonceScriptPolicy("f1rst"));
  });

  it("leaves what is not a page alone", async () => {
    const cache = handler();
    const route = { kind: "APP_ROUTE", body: Buffer.from("{}"), headers: {}, status: 200 };
    await cache.set("/route-cache/APP_ROUTE/k3", route as unknown as SetArgs[1], setContext);
    expect(route.headers).toEqual({});
  });
});
