import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build, type InlineConfig, type Plugin, type Rolldown } from "vite";

/** The islands: one file each, `app/islands/<Name>.tsx`, exporting the component as default. */
const ISLANDS_FOLDER = "app/islands";
const ENTRY_PREFIX = "\0island-entry:";
const CHUNKS_ID = "virtual:island-chunks";
const RESOLVED_CHUNKS_ID = `\0${CHUNKS_ID}`;
/** What the islands' build made, for the pre-render that follows it (in the build's own folder). */
const CHUNKS_FILE = "island-chunks.json";

export type IslandChunks = Record<string, { src: string; imports: string[] }>;

async function islandNames(root: string): Promise<string[]> {
  const files = await readdir(join(root, ISLANDS_FOLDER));
  return files.flatMap((file) => /^([A-Z]\w*)\.tsx$/.exec(file)?.[1] ?? []).sort();
}

/** Every chunk an entry chunk imports, directly or not: the island's modulepreloads. */
function staticImports(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== "chunk") return seen;
  for (const imported of chunk.imports)
    if (!seen.has(imported)) {
      seen.add(imported);
      staticImports(bundle, imported, seen);
    }
  return seen;
}

/** An island's entry module: hydrate the element with the component (app/lib/hydrateIsland.tsx). */
function islandEntries(root: string): Plugin {
  return {
    name: "island-entries",
    resolveId: (source) => (source.startsWith(ENTRY_PREFIX) ? source : undefined),
    load(id) {
      if (!id.startsWith(ENTRY_PREFIX)) return;
      const name = id.slice(ENTRY_PREFIX.length);
      return [
        `import Component from ${JSON.stringify(join(root, ISLANDS_FOLDER, `${name}.tsx`))};`,
        `import { hydrateIsland } from ${JSON.stringify(join(root, "app/lib/hydrateIsland.tsx"))};`,
        `export default (element, props) => hydrateIsland(element, Component, props);`,
      ].join("\n");
    },
  };
}

type IslandsOptions = {
  root: string;
  /** React Router's build folder of this language (build, build/ne). */
  buildDirectory: string;
  /** How the browser's modules are built (plugins, aliases, minifying), as the routes' are. */
  browserConfig: () => InlineConfig;
};

/**
 * Islands (docs/DECISIONS.md 25; app/components/Island.tsx). React Router builds every route's
 * module for the browser, though no page loads them. The islands' entry modules are built apart,
 * right after that client build and into its folder, from the islands alone: their chunks hold
 * what the islands use (React DOM's client shared by all), not what the routes' modules would
 * share with them. The pre-render, which follows, reads their file names and imports as
 * `virtual:island-chunks`, and writes them into the page. On the dev server each entry is a
 * module of its own.
 */
export function islands({ root, buildDirectory, browserConfig }: IslandsOptions): Plugin[] {
  let command: "build" | "serve" = "build";
  let ssr = false;
  let base = "/";
  let mode = "production";
  let outDir = "";
  const chunksFile = join(root, buildDirectory, CHUNKS_FILE);

  /** Builds the islands' modules into the client build's folder; writes what it made. */
  async function buildIslands() {
    const chunks: IslandChunks = {};
    const names = await islandNames(root);
    const config = browserConfig();
    const recordChunks: Plugin = {
      name: "island-chunks",
      generateBundle(_options, bundle) {
        for (const [fileName, chunk] of Object.entries(bundle)) {
          const name = chunk.type === "chunk" ? chunk.facadeModuleId?.slice(ENTRY_PREFIX.length) : undefined;
          if (chunk.type !== "chunk" || !chunk.isEntry || !name) continue;
          chunks[name] = {
            src: `${base}${fileName}`,
            imports: [...staticImports(bundle, fileName)].sort().map((file) => `${base}${file}`),
          };
        }
      },
    };
    await build({
      ...config,
      configFile: false,
      root,
      base,
      mode,
      logLevel: "warn",
      plugins: [...(config.plugins ?? []), islandEntries(root), recordChunks],
      build: {
        ...config.build,
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: {
          ...config.build?.rolldownOptions,
          // The loader calls each entry's export (an app's entries keep none by Vite's default).
          preserveEntrySignatures: "exports-only",
          input: Object.fromEntries(names.map((name) => [`island-${name}`, `${ENTRY_PREFIX}${name}`])),
          output: { ...config.build?.rolldownOptions?.output, entryFileNames: "assets/[name]-[hash].js" },
        },
      },
    });
    await mkdir(join(root, buildDirectory), { recursive: true });
    await writeFile(chunksFile, `${JSON.stringify(chunks, null, 2)}\n`);
  }

  return [
    islandEntries(root),
    {
      name: "islands",
      configResolved(config) {
        command = config.command;
        ssr = Boolean(config.build.ssr);
        base = config.base;
        mode = config.mode;
        outDir = config.build.outDir;
      },
      resolveId: (source) => (source === CHUNKS_ID ? RESOLVED_CHUNKS_ID : undefined),
      async load(id) {
        if (id !== RESOLVED_CHUNKS_ID) return;
        let chunks: IslandChunks = {};
        if (command === "serve") {
          for (const name of await islandNames(root))
            chunks[name] = { src: `${base}@id/__x00__${ENTRY_PREFIX.slice(1)}${name}`, imports: [] };
        } else if (ssr) {
          try {
            chunks = JSON.parse(await readFile(chunksFile, "utf8"));
          } catch (error) {
            this.error(`${chunksFile}: the islands' build is missing or unreadable (${error})`);
          }
        }
        // The browser's build of the routes names no island's module: no page loads those.
        return `export default ${JSON.stringify(chunks)};`;
      },
      async writeBundle() {
        if (command === "build" && !ssr) await buildIslands();
      },
    },
  ];
}
