// The package registry this project installs from serves only the platform builds of native
// packages for the platforms it hosts (Linux); npm leaves the others out of package-lock.json
// and `npm ci` then refuses the lockfile as out of sync. This adds each missing optional
// platform package back as an optional entry with the platform it is built for, so `npm ci`
// accepts the lockfile and skips those packages on this platform, as it would anyway.
// Run after any `npm install` that changes package-lock.json: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const LOCKFILE = "package-lock.json";
const lock = JSON.parse(readFileSync(LOCKFILE, "utf8"));
const packages = lock.packages;

const OS = ["darwin", "win32", "linux", "android", "freebsd", "openbsd", "netbsd", "sunos", "aix"];
const CPU = ["arm64", "x64", "ia32", "arm", "ppc64", "riscv64", "s390x", "loong64", "wasm32"];

/** The os, cpu and libc a platform package is built for, read from its name. */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p) || p.startsWith("arm"));
  const libc = parts.find((p) => p === "musl" || p === "gnu" || p.startsWith("gnueabi"));
  const platform = {};
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu.startsWith("arm") && cpu !== "arm64" ? "arm" : cpu];
  if (os === "linux" && libc) platform.libc = [libc === "musl" ? "musl" : "glibc"];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const prefix = path ? `${path}/node_modules/` : "node_modules/";
    if (packages[`${prefix}${name}`] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
