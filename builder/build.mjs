// @ts-check
/**
 * `npm run build`: the site in both languages (DECISIONS.md 23), then what the server and static
 * hosts need (builder/postbuild.mjs). React Router builds each language on its own, from the same
 * routes (react-router.config.ts reads SITE_LOCALE): the English pages into build/client, the
 * Nepali ones under /ne with the Nepali content modules (builder/vite/locale-content.ts). The
 * Nepali pages and their hashed assets are then moved into build/client beside the English ones:
 * assets are named by their content, so a file both builds made is the same file.
 * The languages build side by side, each into its own directory: a build is mostly one core's
 * work, and a machine has two or more.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { cp, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { locales } from "../app/content/locales.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const client = join(root, "build", "client");

/**
 * Runs a command to its end; its output is marked with `label` when given, line by line, so two
 * builds side by side stay readable.
 * @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env @param {string} [label]
 */
function run(command, args, env = {}, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: label ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    if (label) {
      const mark = (
        /** @type {import("node:stream").Readable | null} */ from,
        /** @type {NodeJS.WriteStream} */ to,
      ) => from && createInterface({ input: from }).on("line", (line) => to.write(`[${label}] ${line}\n`));
      mark(child.stdout, process.stdout);
      mark(child.stderr, process.stderr);
    }
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

const reactRouter = join(root, "node_modules", ".bin", "react-router");
const others = Object.values(locales).filter((each) => each.prefix);
for (const locale of others) await rm(join(root, "build", locale.code), { recursive: true, force: true });
await Promise.all([
  run(reactRouter, ["build"], {}, locales.en.code),
  ...others.map((locale) => run(reactRouter, ["build"], { SITE_LOCALE: locale.code }, locale.code)),
]);
for (const locale of others) {
  const out = join(root, "build", locale.code);
  // The language's pages, under their prefix...
  await rm(join(client, locale.prefix), { recursive: true, force: true });
  await rename(join(out, "client", locale.prefix), join(client, locale.prefix));
  // ...and its assets: what the English build made already is the same file.
  await cp(join(out, "client", "assets"), join(client, "assets"), { recursive: true, force: false });
  await rm(out, { recursive: true, force: true });
}
await run(process.execPath, [join(root, "builder", "postbuild.mjs")]);
