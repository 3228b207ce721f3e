// @ts-check
/**
 * Node module hooks that let code outside Vite (Playwright's tests, which import the site's
 * content modules) import `content:NAME` as the build does, in English: the same loader
 * (scripts/content/load.ts, bundled here with esbuild, since Node 20 runs no TypeScript) on the
 * same files. Registered by playwright.config.ts in the runner and in each worker.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const PREFIX = "content:";
const MODULE = "content-module:";
const root = fileURLToPath(new URL("../..", import.meta.url));

/** @type {Promise<typeof import("./load")> | undefined} */
let loader;
function contentLoader() {
  loader ??= (async () => {
    const result = await build({
      entryPoints: [join(root, "scripts/content/load.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      write: false,
      logLevel: "error",
    });
    // Beside node_modules, so the bundle's imports of zod, yaml and marked resolve.
    const file = join(root, "node_modules/.cache/content-loader.mjs");
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, result.outputFiles[0].text);
    return import(pathToFileURL(file).href);
  })();
  return loader;
}

/** @type {import("node:module").ResolveHook} */
export async function resolve(specifier, context, next) {
  if (specifier.startsWith(PREFIX)) return { url: MODULE + specifier.slice(PREFIX.length), shortCircuit: true };
  return next(specifier, context);
}

/** @type {import("node:module").LoadHook} */
export async function load(url, context, next) {
  if (!url.startsWith(MODULE)) return next(url, context);
  const { value } = await (await contentLoader()).contentModule(url.slice(MODULE.length), root, "en");
  return { format: "module", source: `export default ${JSON.stringify(value)};`, shortCircuit: true };
}
