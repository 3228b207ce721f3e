// @ts-check
/**
 * `npm run build`: the site in both languages (DECISIONS.md 23), then what the server and static
 * hosts need (builder/postbuild.mjs). React Router builds each language on its own, from the same
 * routes (react-router.config.ts reads SITE_LOCALE): the English pages into build/client, the
 * Nepali ones under /ne with the Nepali content modules (builder/vite/locale-content.ts). The
 * Nepali pages and their hashed assets are then moved into build/client beside the English ones:
 * assets are named by their content, so a file both builds made is the same file.
 */
import { spawn } from "node:child_process";
import { cp, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { locales } from "../app/content/locales.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const client = join(root, "build", "client");

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

const reactRouter = join(root, "node_modules", ".bin", "react-router");
await run(reactRouter, ["build"]);
for (const locale of Object.values(locales).filter((each) => each.prefix)) {
  const out = join(root, "build", locale.code);
  await rm(out, { recursive: true, force: true });
  await run(reactRouter, ["build"], { SITE_LOCALE: locale.code });
  // The language's pages, under their prefix...
  await rm(join(client, locale.prefix), { recursive: true, force: true });
  await rename(join(out, "client", locale.prefix), join(client, locale.prefix));
  // ...and its assets: what the English build made already is the same file.
  await cp(join(out, "client", "assets"), join(client, "assets"), { recursive: true, force: false });
  await rm(out, { recursive: true, force: true });
}
await run(process.execPath, [join(root, "builder", "postbuild.mjs")]);
