// @ts-check
/**
 * The package registry this project's machines reach serves only Linux builds of platform
 * packages (esbuild, rollup, Tailwind's oxide, ...). `npm install` then leaves the other
 * platforms' optional packages out of package-lock.json, and `npm ci` refuses that lock file.
 * This adds them back as optional entries, as a lock written with the full registry has them;
 * npm skips them on this platform. It is the project's `postinstall` script, so every
 * `npm install` leaves the lock complete (npm writes the lock before running it).
 */
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);

/**
 * @param {{ packages: Record<string, { version?: string, optional?: boolean, optionalDependencies?: Record<string, string> }> }} lock
 * @returns {string[]} the entries added
 */
export function completeOptionalEntries(lock) {
  const packages = lock.packages;
  const added = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      // A range such as ~2.3.2 or ^4.0.1 is recorded as its lowest version, which satisfies it.
      const version = spec.replace(/^[~^>=\s]+/, "");
      const hoisted = `node_modules/${name}`;
      const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
      if (packages[nested] || packages[hoisted]?.version === version) continue;
      const key = packages[hoisted] ? nested : hoisted;
      packages[key] = { version, optional: true };
      added.push(`${key}@${version}`);
    }
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync(LOCK, "utf8"));
  const added = completeOptionalEntries(lock);
  if (added.length) {
    const sorted = Object.fromEntries(
      Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
    );
    writeFileSync(LOCK, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
  }
  console.log(`package-lock.json: ${added.length} optional platform entries added`);
}
