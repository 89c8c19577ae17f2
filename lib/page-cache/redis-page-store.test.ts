import { randomUUID } from "node:crypto";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { areTagsStale } from "next/dist/server/lib/incremental-cache/tags-manifest.external";
import { afterAll, describe, expect, it, vi } from "vitest";
import { nonceScriptPolicy, SCRIPT_POLICY_HEADER } from "../security/script-policy.mjs";
import PageCacheHandler from "./page-cache-handler.mjs";
import { RedisPageStore } from "./redis-page-store.mjs";
import { sharedPageStore } from "./shared-page-store.mjs";

// Runs against a real Redis when TEST_REDIS_URL names one (.ci/run sets it when 6379 answers).
const redisUrl = process.env.TEST_REDIS_URL;

type HandlerContext = ConstructorParameters<typeof PageCacheHandler>[0];
type SetArgs = Parameters<PageCacheHandler["set"]>;
type GetArgs = Parameters<PageCacheHandler["get"]>;

const setContext = {
  cacheControl: { revalidate: 60, expire: 3600 },
  isRoutePPREnabled: false,
  isFallback: false,
} as unknown as SetArgs[2];
const getContext = {
  kind: "APP_PAGE",
  isRoutePPREnabled: false,
  isFallback: false,
} as unknown as GetArgs[1];

/** A rendered profile as Next hands it over: bytes, segment data by path, its implicit tags. */
function renderedPage(nonce: string, tags: string[]) {
  return {
    kind: "APP_PAGE",
    html: `<html><script nonce="${nonce}">self.__next_f.push([1])</script></html>`,
    rscData: Buffer.from([0, 255, 7, 1]),
    segmentData: new Map([["/_tree", Buffer.from([9, 0, 254])]]),
    headers: { "x-next-cache-tags": tags.join(",") },
    status: 200,
    postponed: undefined,
  };
}

const html = (entry: Awaited<ReturnType<PageCacheHandler["get"]>>) =>
  (entry?.value as { html?: string } | null | undefined)?.html;

describe.skipIf(!redisUrl)(
  `the shared page cache (${redisUrl ?? "skipped: set TEST_REDIS_URL"})`,
  () => {
    // A prefix of this run's own: other runs on the same Redis never see its keys or tags.
    const keyPrefix = `strikeline-test:page-cache:${randomUUID()}`;
    const stores: RedisPageStore[] = [];

    /** One web instance: its own connection, the handler Next would make. */
    function webInstance(buildId = "build-1") {
      const store = new RedisPageStore({ redis: new Redis(redisUrl!), buildId, keyPrefix });
      stores.push(store);
      return new PageCacheHandler({ revalidatedTags: [] } as unknown as HandlerContext, store);
    }

    afterAll(async () => {
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${keyPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await Promise.all(stores.map((store) => store.close()));
    });

    it("serves a page stored by one instance from another, whole, with its script policy", async () => {
      const [a, b] = [webInstance(), webInstance()];
      const key = `/route-cache/APP_PAGE/${randomUUID()}/$/visitor/phone/tradebox/t1`;
      await a.set(key, renderedPage("f1rst", ["_N_T_/t1"]) as SetArgs[1], setContext);

      const served = await b.get(key, getContext);
      expect(served?.value).toEqual({
        ...renderedPage("f1rst", ["_N_T_/t1"]),
        headers: {
          "x-next-cache-tags": "_N_T_/t1",
          [SCRIPT_POLICY_HEADER]: nonceScriptPolicy("f1rst"),
        },
      });
      const value = served?.value as ReturnType<typeof renderedPage>;
      expect(Buffer.isBuffer(value.rscData)).toBe(true);
      expect(value.segmentData.get("/_tree")).toEqual(Buffer.from([9, 0, 254]));
      // Its lifetime comes with it: an instance that did not render it serves it as long.
      expect(served?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
    });

    it("after a path is revalidated through one instance, no instance serves the old copy", async () => {
      const [a, b] = [webInstance(), webInstance()];
      const tag = `_N_T_/visitor/phone/tradebox/${randomUUID()}`;
      const key = `/route-cache/APP_PAGE/x/$${tag.slice(5)}`;
      await a.set(key, renderedPage("0ld", [tag]) as SetArgs[1], setContext);
      expect(html(await b.get(key, getContext))).toContain("0ld");

      await a.revalidateTag([tag]); // what revalidatePath does, without a profile
      expect(await b.get(key, getContext)).toBeNull();
      expect(await a.get(key, getContext)).toBeNull();

      // The next visit renders once, on either instance; both serve that copy.
      await new Promise((resolve) => setTimeout(resolve, 2)); // a later millisecond than the call
      await b.set(key, renderedPage("n3w", [tag]) as SetArgs[1], setContext);
      for (const instance of [a, b]) {
        const entry = await instance.get(key, getContext);
        expect(html(entry)).toContain("n3w");
        expect((entry?.value as { headers: object }).headers).toHaveProperty(
          SCRIPT_POLICY_HEADER,
          nonceScriptPolicy("n3w"),
        );
      }
    });

    it("a tag revalidated with a lifetime leaves the copy served stale on every instance", async () => {
      const [a, b] = [webInstance(), webInstance()];
      const tag = `_N_T_/${randomUUID()}`;
      const key = `/route-cache/APP_PAGE/x/$/${randomUUID()}`;
      await a.set(key, renderedPage("st4le", [tag]) as SetArgs[1], setContext);

      await a.revalidateTag(tag, { expire: 3600 });
      const entry = await b.get(key, getContext);
      expect(html(entry)).toContain("st4le");
      // Next's own check on B now calls it stale: served while the next copy renders.
      expect(areTagsStale([tag], entry!.lastModified)).toBe(true);
    });

    it("never serves another build's pages, but a revalidation reaches every build", async () => {
      const [oldBuild, newBuild] = [webInstance("build-1"), webInstance("build-2")];
      const tag = `_N_T_/${randomUUID()}`;
      const key = `/route-cache/APP_PAGE/x/$/${randomUUID()}`;
      await oldBuild.set(key, renderedPage("b1", [tag]) as SetArgs[1], setContext);
      expect(await newBuild.get(key, getContext)).toBeNull();

      await newBuild.set(key, renderedPage("b2", [tag]) as SetArgs[1], setContext);
      expect(html(await oldBuild.get(key, getContext))).toContain("b1");
      await oldBuild.revalidateTag([tag]);
      expect(await newBuild.get(key, getContext)).toBeNull();
    });

    it("keeps a page no longer than its expire time", async () => {
      const a = webInstance();
      const [brief, lasting] = [randomUUID(), randomUUID()].map((id) => `/route-cache/x/$/${id}`);
      const shortLived = {
        ...setContext,
        cacheControl: { revalidate: 1, expire: 1 },
      } as SetArgs[2];
      await a.set(brief!, renderedPage("br1ef", []) as SetArgs[1], shortLived);
      await a.set(lasting!, renderedPage("l4sting", []) as SetArgs[1], setContext);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await a.get(brief!, getContext)).toBeNull();
      expect(html(await a.get(lasting!, getContext))).toContain("l4sting");
    });
  },
);

describe("where the page cache lives", () => {
  function builtServerDir() {
    const distDir = mkdtempSync(join(tmpdir(), "page-cache-build-"));
    writeFileSync(join(distDir, "BUILD_ID"), "b-1");
    mkdirSync(join(distDir, "server"));
    return join(distDir, "server");
  }
  const context = (serverDistDir: string, dev = false) =>
    ({ serverDistDir, dev, revalidatedTags: [] }) as unknown as HandlerContext;

  it("is the file cache without REDIS_URL, in next dev and during next build", () => {
    const server = builtServerDir();
    expect(sharedPageStore(context(server), {})).toBeNull();
    expect(sharedPageStore(context(server), { REDIS_URL: "" })).toBeNull();
    expect(sharedPageStore(context(server, true), { REDIS_URL: "redis://127.0.0.1:1" })).toBeNull();
    const building = { REDIS_URL: "redis://127.0.0.1:1", NEXT_PHASE: "phase-production-build" };
    expect(sharedPageStore(context(server), building)).toBeNull();
  });

  it("renders every page when Redis does not answer: reads miss, writes are dropped, logged once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // Nothing listens on port 1: every connection is refused.
    const store = sharedPageStore(context(builtServerDir()), { REDIS_URL: "redis://127.0.0.1:1" });
    expect(store).not.toBeNull();
    try {
      const handler = new PageCacheHandler(context(""), store!);
      const key = "/route-cache/APP_PAGE/x/$/down";
      await expect(
        handler.set(key, renderedPage("d0wn", []) as SetArgs[1], setContext),
      ).resolves.toBeUndefined();
      expect(await handler.get(key, getContext)).toBeNull();
      await expect(handler.revalidateTag(["_N_T_/down"])).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/Page cache: Redis failed/);
    } finally {
      warn.mockRestore();
      await store!.close();
    }
  });
});
