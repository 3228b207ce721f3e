// @ts-check
/**
 * The types of the `content:` modules (builder/content/vite-plugin.ts), made from the collections
 * (app/content/schema/collections.ts): one module per collection and per view, in
 * app/content-modules.d.ts. `npm run typecheck` runs it before tsc, as it runs React Router's
 * typegen; a unit test fails when the file is older than the collections.
 *
 *   node builder/content/typegen.mjs
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const TYPES_FILE = "app/content-modules.d.ts";

const HEADER = `// Made by builder/content/typegen.mjs from app/content/schema/collections.ts (npm run typecheck).

/**
 * \`import data from "content:NAME"\`: a collection of content files, checked (builder/content/);
 * \`import { field } from "content:NAME"\`: one field of a file's top level (only it in the page's
 * script); \`content:NAME/VIEW\`: one of its views (app/content/schema/collections.ts).
 */
`;

/** @param {string} specifier @param {string} type */
const declaration = (specifier, type) =>
  `declare module "${specifier}" {\n  const data: import("~/content/schema/collections").${type};\n  export = data;\n}\n`;

/**
 * The declarations, for the collections as collections.ts has them.
 * @param {Record<string, { label: string, views?: Record<string, unknown> }>} collections
 */
export function contentModuleTypes(collections) {
  const modules = Object.entries(collections).flatMap(([name, { views = {} }]) => [
    declaration(`content:${name}`, `Content<"${name}">`),
    ...Object.keys(views).map((view) => declaration(`content:${name}/${view}`, `View<"${name}", "${view}">`)),
  ]);
  return HEADER + modules.join("");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  // Vite's module runner reads the TypeScript (Node 20 runs none), with no plugins: the schemas
  // read no content files.
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(join(root, "app/content/schema/collections.ts"), {
    root,
    logLevel: "warn",
  });
  const { collections } = /** @type {typeof import("../../app/content/schema/collections")} */ (module);
  const file = join(root, TYPES_FILE);
  const types = contentModuleTypes(collections);
  // Rewritten only when the schemas changed it: `npm test` lints while this runs.
  if ((await readFile(file, "utf8").catch(() => "")) !== types) await writeFile(file, types);
}
