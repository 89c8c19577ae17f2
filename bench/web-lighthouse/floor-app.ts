// The floor (issue #55): a bare Next.js page with Chakra's provider (bench/web-floor), built with
// the repo's own next, React and Chakra and served by `next start`, so every page is measured
// beside what the framework alone gives on the same machine in the same run.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../services/testing/free-port";
import { waitForOk } from "../../services/testing/wait-for-ok";
import { start, START_TIMEOUT_MS } from "./servers";

const SOURCE_DIR = "bench/web-floor";
/**
 * Where the floor is copied and built: inside the repo, since Turbopack resolves packages only
 * under its root (the repo's, found by its lockfile); a dot folder, so the repo's typecheck never
 * globs the copy, and ignored by git and ESLint.
 */
const BUILD_DIR = ".next-web-floor";
const STAMP_FILE = path.join(BUILD_DIR, "floor-stamp.txt");
/** The packages the floor is built from: a new version of any builds it again. */
const PACKAGES = ["next", "react", "react-dom", "@chakra-ui/react", "@emotion/react"];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** What the build is made of: the floor's files and the installed versions of its packages. */
function stamp(): string {
  const hash = createHash("sha256");
  for (const file of filesUnder(SOURCE_DIR)) hash.update(file).update(readFileSync(file));
  for (const name of PACKAGES) {
    hash.update(readFileSync(path.join("node_modules", name, "package.json")));
  }
  return hash.digest("hex");
}

/** Builds the floor unless the last build was of the same files and packages. */
function buildFloor(): void {
  const wanted = stamp();
  const built =
    existsSync(path.join(BUILD_DIR, ".next", "BUILD_ID")) &&
    existsSync(STAMP_FILE) &&
    readFileSync(STAMP_FILE, "utf8") === wanted;
  if (built) return;
  console.log("Building the floor (bench/web-floor) with the repo's next…");
  rmSync(BUILD_DIR, { recursive: true, force: true });
  cpSync(SOURCE_DIR, BUILD_DIR, { recursive: true });
  try {
    execFileSync("npx", ["next", "build", BUILD_DIR], {
      stdio: "pipe",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`The floor's build failed:\n${stdout}${stderr}`);
  }
  writeFileSync(STAMP_FILE, wanted);
}

/** Builds the floor when needed and serves it; resolves with its URL once it answers. */
export async function startFloor(): Promise<string> {
  buildFloor();
  const port = await freePort();
  const floorUrl = `http://localhost:${port}`;
  const server = start("the floor's next start", ["next", "start", BUILD_DIR, "-p", String(port)], {
    NEXT_TELEMETRY_DISABLED: "1",
  });
  await waitForOk(floorUrl, server, { timeoutMs: START_TIMEOUT_MS });
  return floorUrl;
}
