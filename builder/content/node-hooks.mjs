// @ts-check
/**
 * Node module hooks that let code outside Vite (Playwright's tests, which import the site's
 * content modules) import `content:NAME` as the build does, in English: the same module maker
 * (builder/content/modules.ts, bundled here with esbuild, since Node 20 runs no TypeScript) on the
 * same files. Registered by playwright.config.ts in the runner and in each worker.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const PREFIX = "content:";
const MODULE = "content-module:";
const root = fileURLToPath(new URL("../..", import.meta.url));

/** @type {Promise<import("./modules").ContentModules> | undefined} */
let modules;
function contentModules() {
  modules ??= (async () => {
    const result = await build({
      entryPoints: [join(root, "builder/content/modules.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      write: false,
      logLevel: "error",
    });
    // Beside node_modules, so the bundle's imports of zod, yaml and marked resolve. Each process
    // writes its own file, then renames it: Playwright's workers start at once, and none may read
    // another's half-written bundle.
    const file = join(root, "node_modules/.cache/content-modules.mjs");
    await mkdir(dirname(file), { recursive: true });
    await writeFile(`${file}.${process.pid}`, result.outputFiles[0].text);
    await rename(`${file}.${process.pid}`, file);
    const { ContentModules } = await import(pathToFileURL(file).href);
    return new ContentModules(root);
  })();
  return modules;
}

/** @type {import("node:module").ResolveHook} */
export async function resolve(specifier, context, next) {
  if (specifier.startsWith(PREFIX))
    return { url: MODULE + specifier.slice(PREFIX.length), shortCircuit: true };
  // What a content module imports (the icons its file names, from lucide-react) resolves as from
  // the project: a module of no file has no node_modules of its own.
  if (context.parentURL?.startsWith(MODULE))
    return next(specifier, { ...context, parentURL: pathToFileURL(join(root, "package.json")).href });
  return next(specifier, context);
}

/** @type {import("node:module").LoadHook} */
export async function load(url, context, next) {
  if (!url.startsWith(MODULE)) return next(url, context);
  const { code } = await (await contentModules()).module(PREFIX + url.slice(MODULE.length), "en");
  // What the module imports (the icons its file names) the next hooks resolve (`resolve` above).
  return { format: "module", source: code, shortCircuit: true };
}
