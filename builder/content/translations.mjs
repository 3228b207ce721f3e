// @ts-check
/**
 * `npm run translations`: which Nepali content files are out of date, from git's history. A file
 * content/ne/X is out of date when content/en/X changed after X was last translated: after the
 * last commit that changed the Nepali file, or that says the Nepali is still right with a
 * `Translated: content/ne/X` line in its message (for an English change that needs no new Nepali).
 * Uncommitted changes count: an edited English file beside an unedited Nepali one is out of date.
 * Lists each with the English changes since, and exits 1 if any is out of date (docs/EDITING.md, "Before a release").
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = "content/en";
const TRANSLATION = "content/ne";

/**
 * @param {string} root
 * @param {string[]} args
 */
const git = (root, args) =>
  execFileSync("git", ["-C", root, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trimEnd();

/** @param {string} dir @returns {string[]} */
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? filesUnder(path) : [path];
      })
    : [];

/**
 * @typedef {object} Freshness
 * @property {string} file the Nepali file
 * @property {string} source the English file it translates
 * @property {"fresh" | "stale" | "missing"} state
 * @property {string[]} changes the English changes since the translation, newest first ("abc1234 2026-11-20 subject")
 */

/**
 * @param {string} root a git checkout holding content/
 * @returns {Freshness[]}
 */
export function translationFreshness(root) {
  const changed = new Set(
    git(root, ["status", "--porcelain", "--untracked-files=all", "--", "content"])
      .split("\n")
      .filter(Boolean)
      .map((line) => line.slice(3)),
  );
  return filesUnder(join(root, SOURCE))
    .map((path) => relative(root, path))
    .sort()
    .map((source) => {
      const file = `${TRANSLATION}${source.slice(SOURCE.length)}`;
      if (!existsSync(join(root, file))) return { file, source, state: "missing", changes: [] };
      // Being edited now, the Nepali is the newest word on it.
      if (changed.has(file)) return { file, source, state: "fresh", changes: [] };
      const translated = [
        git(root, ["log", "-1", "--format=%H", "--", file]),
        git(root, ["log", "-1", "--format=%H", "--fixed-strings", `--grep=Translated: ${file}`]),
      ].filter(Boolean);
      const since = translated.length
        ? translated.map((commit) => `^${commit}`)
        : // Never committed: everything the English went through is since.
          [];
      const changes = git(root, ["log", "--format=%h %cs %s", "HEAD", ...since, "--", source])
        .split("\n")
        .filter(Boolean);
      if (changed.has(source)) changes.unshift("(uncommitted changes)");
      return { file, source, state: changes.length ? "stale" : "fresh", changes };
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The project's own checkout, or another one named on the command line (the tests').
  const root = process.argv[2] ?? fileURLToPath(new URL("../..", import.meta.url));
  const report = translationFreshness(root);
  const outdated = report.filter((entry) => entry.state !== "fresh");
  for (const { file, source, state, changes } of outdated) {
    if (state === "missing") console.log(`${file}: missing; translate ${source}`);
    else {
      console.log(`${file}: out of date; ${source} changed since it was translated:`);
      for (const change of changes) console.log(`    ${change}`);
    }
  }
  console.log(
    outdated.length
      ? `\n${outdated.length} of ${report.length} Nepali files need the translator (see \`git diff\` of the English changes above).`
      : `All ${report.length} Nepali files are up to date with their English.`,
  );
  process.exitCode = outdated.length ? 1 : 0;
}
