import { readFileSync } from "node:fs";
import { join } from "node:path";

type Env = Readonly<Record<string, string | undefined>>;

/** What a server without a build (next dev) answers: it never asks a page to reload. */
export const DEVELOPMENT_VERSION = "development";

/**
 * The version of the deployment this process serves: APP_VERSION when the deploy sets one (a git
 * sha, a release tag), else Next's deployment id, else the build id `next build` wrote into the
 * build folder. Every instance of one build answers the same, so a rolling deploy is seen once.
 */
export function deployVersionFrom(env: Env, readBuildId: () => string | null): string {
  return env.APP_VERSION || env.NEXT_DEPLOYMENT_ID || readBuildId() || DEVELOPMENT_VERSION;
}

/** The build id in `<distDir>/BUILD_ID` (distDir as next.config.ts sets it), or null. */
export function readBuildIdFile(env: Env, cwd = process.cwd()): string | null {
  try {
    return readFileSync(join(cwd, env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim() || null;
  } catch {
    return null;
  }
}

let cached: string | undefined;

/** This process's deployment version, read once. */
export function currentDeployVersion(): string {
  cached ??= deployVersionFrom(process.env, () => readBuildIdFile(process.env));
  return cached;
}
