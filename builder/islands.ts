import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { OutputBundle } from "rollup";
import type { Plugin } from "vite";

/** The islands: one file each, `app/islands/<Name>.tsx`, exporting the component as default. */
const ISLANDS_FOLDER = "app/islands";
const ENTRY_PREFIX = "\0island-entry:";
const CHUNKS_ID = "virtual:island-chunks";
const RESOLVED_CHUNKS_ID = `\0${CHUNKS_ID}`;
/** What the client build found, for the pre-render that follows it (the build's own folder). */
const CHUNKS_FILE = "island-chunks.json";

export type IslandChunks = Record<string, { src: string; imports: string[] }>;

async function islandNames(root: string): Promise<string[]> {
  const files = await readdir(join(root, ISLANDS_FOLDER));
  return files.flatMap((file) => (/^([A-Z]\w*)\.tsx$/.exec(file)?.[1] ? [file.slice(0, -4)] : [])).sort();
}

/** Every chunk an entry chunk imports, directly or not: the island's modulepreloads. */
function staticImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== "chunk") return seen;
  for (const imported of chunk.imports)
    if (!seen.has(imported)) {
      seen.add(imported);
      staticImports(bundle, imported, seen);
    }
  return seen;
}

/**
 * Islands (docs/DECISIONS.md 25; app/components/Island.tsx). React Router builds every route's
 * module for the browser, but no page loads them: each island gets an entry module of its own in
 * the same client build (so islands share React's chunk), which hydrates its element alone
 * (app/lib/hydrateIsland.tsx). The pre-render, which runs after the client build, reads the
 * entries' file names and imports as `virtual:island-chunks`, and writes them into the page.
 * On the dev server an entry is served as a module of its own.
 */
export function islands(root: string, buildDirectory: string): Plugin {
  let command: "build" | "serve" = "build";
  let ssr = false;
  let base = "/";
  const chunksFile = join(root, buildDirectory, CHUNKS_FILE);
  const entryCode = (name: string) =>
    [
      `import Component from ${JSON.stringify(join(root, ISLANDS_FOLDER, `${name}.tsx`))};`,
      `import { hydrateIsland } from ${JSON.stringify(join(root, "app/lib/hydrateIsland.tsx"))};`,
      `export default (element, props) => hydrateIsland(element, Component, props);`,
    ].join("\n");

  return {
    name: "islands",
    configResolved(config) {
      command = config.command;
      ssr = Boolean(config.build.ssr);
      base = config.base;
    },
    async buildStart() {
      if (command !== "build" || ssr) return;
      for (const name of await islandNames(root))
        this.emitFile({ type: "chunk", id: `${ENTRY_PREFIX}${name}`, name: `island-${name}` });
    },
    resolveId(source) {
      if (source === CHUNKS_ID) return RESOLVED_CHUNKS_ID;
      if (source.startsWith(ENTRY_PREFIX)) return source;
    },
    async load(id) {
      if (id.startsWith(ENTRY_PREFIX)) return entryCode(id.slice(ENTRY_PREFIX.length));
      if (id !== RESOLVED_CHUNKS_ID) return;
      let chunks: IslandChunks = {};
      if (command === "serve") {
        for (const name of await islandNames(root))
          chunks[name] = { src: `${base}@id/__x00__${ENTRY_PREFIX.slice(1)}${name}`, imports: [] };
      } else if (ssr) {
        try {
          chunks = JSON.parse(await readFile(chunksFile, "utf8"));
        } catch (error) {
          this.error(`${chunksFile}: the client build's islands are missing or unreadable (${error})`);
        }
      }
      // The browser's build of the routes names no island's chunk: no page loads those modules.
      return `export default ${JSON.stringify(chunks)};`;
    },
    async generateBundle(_options, bundle) {
      if (command !== "build" || ssr) return;
      const chunks: IslandChunks = {};
      for (const [fileName, chunk] of Object.entries(bundle)) {
        const name =
          chunk.type === "chunk" && chunk.facadeModuleId?.startsWith(ENTRY_PREFIX)
            ? chunk.facadeModuleId.slice(ENTRY_PREFIX.length)
            : undefined;
        if (name)
          chunks[name] = {
            src: `${base}${fileName}`,
            imports: [...staticImports(bundle, fileName)].sort().map((file) => `${base}${file}`),
          };
      }
      await mkdir(join(root, buildDirectory), { recursive: true });
      await writeFile(chunksFile, `${JSON.stringify(chunks, null, 2)}\n`);
    },
  };
}
