import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build as esbuild, type Plugin as EsbuildPlugin } from "esbuild";
import { type Alias, defineConfig, type Plugin } from "vite";
import { islands } from "./builder/islands";
import { siteContent } from "./builder/content/vite-plugin";
import { devanagariFonts } from "./builder/devanagari-font.mjs";

const local = (path: string) => new URL(path, import.meta.url).pathname;

/** Import aliases, shared with vitest.config.ts. */
export const aliases: Alias[] = [{ find: "~", replacement: local("./app") }];

// React Router's package exports resolve to its development build (warnings included); the
// browser bundle gets the production build, a few kB lighter.
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: local("./node_modules/react-router/dist/production/index.mjs") },
  {
    find: /^react-router\/dom$/,
    replacement: local("./node_modules/react-router/dist/production/dom-export.mjs"),
  },
];

/**
 * lucide-react's icon modules each call its `createLucideIcon`, which brings a provider context
 * and attribute builders the site never uses: they get a plain SVG factory with the same markup
 * instead (app/lib/lucideIcon.ts). Also used by vitest.config.ts, so tests see the same icons.
 */
export const lucideIconFactory: Plugin = {
  name: "lucide-icon-factory",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "../createLucideIcon.mjs" && importer?.includes("/lucide-react/dist/esm/icons/")) {
      return local("./app/lib/lucideIcon.ts");
    }
  },
};

const LUCIDE = local("./node_modules/lucide-react/dist/esm/");
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"lucide-react";/g;

/** lucide-react's export names (with their aliases) and the icon file each one is. */
async function lucideIconFiles(): Promise<Map<string, string>> {
  const barrel = await readFile(`${LUCIDE}lucide-react.mjs`, "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return files;
}

/**
 * In the build, every module of the site imports its own copy of each lucide icon it uses. An
 * icon is a hundred-odd bytes gzipped; shared by several pages it became a chunk of its own, with
 * a request and about as many bytes again of per-file overhead, and a page drew twenty of them.
 */
function ownIconCopies(): Plugin {
  let files: Promise<Map<string, string>> | undefined;
  return {
    name: "own-icon-copies",
    apply: "build",
    enforce: "pre",
    // An icon is a value like any other: a module that imports one it never uses (a menu's icons,
    // in a module whose markup is only pre-rendered) does not bring it into the bundle.
    resolveId(source) {
      if (source.startsWith(LUCIDE) && source.includes("?owner="))
        return { id: source, moduleSideEffects: false };
    },
    async transform(code, id) {
      // The site's modules, and the content modules that import the icons their files name
      // (app/content/schema/icons.ts).
      const owner = id.startsWith(local("./app/"))
        ? id.slice(local("./app/").length)
        : id.startsWith("\0content:")
          ? id.slice(1)
          : undefined;
      if (owner === undefined || !code.includes('"lucide-react"')) return;
      files ??= lucideIconFiles();
      const iconFiles = await files;
      return code.replace(LUCIDE_IMPORT, (_statement, list: string) => {
        const specifiers = list
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean);
        const types = specifiers.filter((item) => item.startsWith("type "));
        const lines = types.length ? [`import { ${types.join(", ")} } from "lucide-react";`] : [];
        for (const item of specifiers.filter((entry) => !entry.startsWith("type "))) {
          const [name, alias = name] = item.split(/\s+as\s+/);
          const file = iconFiles.get(name);
          if (!file) this.error(`${id}: lucide-react has no icon ${name}`);
          lines.push(`import ${alias} from "${LUCIDE}${file}?owner=${encodeURIComponent(owner)}";`);
        }
        return lines.join("\n");
      });
    },
  };
}

const INLINE_SCRIPT_QUERY = "?inline-script";
const MODULE_URL_QUERY = "?module-url";

/**
 * `import source from "./shell/index.ts?inline-script"`: the module and its imports bundled and
 * minified into one classic script, as a string, for a `<script>` in the page itself. The shell's
 * behaviour (app/shell/) runs from the first paint on every page without a request or a
 * framework; postbuild hashes it into the page's CSP. `import.meta.env` is the build's, as in
 * the app's own modules (the e-mail settings, app/lib/emailConfig.mjs).
 *
 * Inside such a script, `import url from "./forms.ts?module-url"` is the URL of that module built
 * on its own (an ES module in assets/, named by its content's hash), for the script to `import()`
 * when it needs it: what most visits never use stays out of every page.
 */
export function inlineScripts(): Plugin {
  let env: Record<string, unknown> = {};
  let building = true;
  /** Modules built for `?module-url`, by URL path: the dev server answers them from here. */
  const modules = new Map<string, string>();

  const bundle = (entry: string, format: "iife" | "esm", plugins: EsbuildPlugin[] = []) =>
    esbuild({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format,
      target: "es2022",
      minify: building,
      legalComments: "none",
      alias: { "~": local("./app") },
      define: { "import.meta.env": JSON.stringify(env) },
      metafile: true,
      plugins,
    });

  /** A module loaded apart cannot load itself again: an import of the loader is a cycle. */
  const loadedApart = (entry: string): EsbuildPlugin => ({
    name: "loaded-apart",
    setup: (build) =>
      build.onResolve({ filter: /\?module-url$/ }, (args) => ({
        errors: [
          {
            text: `${args.importer} is bundled into ${entry}, which is loaded apart: it cannot import ${args.path}`,
          },
        ],
      })),
  });

  return {
    name: "inline-scripts",
    enforce: "pre",
    configResolved(config) {
      env = config.env;
      building = config.command === "build";
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const code = modules.get(request.url ?? "");
        if (code === undefined) return next();
        response.setHeader("Content-Type", "text/javascript");
        response.end(code);
      });
    },
    async resolveId(source, importer) {
      if (!source.endsWith(INLINE_SCRIPT_QUERY)) return;
      const resolved = await this.resolve(source.slice(0, -INLINE_SCRIPT_QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved && `${resolved.id}${INLINE_SCRIPT_QUERY}`;
    },
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT_QUERY)) return;
      const inputs = new Set<string>();
      const watch = (result: { metafile?: { inputs: Record<string, unknown> } }) => {
        // Files only: esbuild also lists its virtual inputs (`<define:…>`, `module-url:…`).
        for (const input of Object.keys(result.metafile?.inputs ?? {}))
          if (!/^(<|[\w-]+:)/.test(input)) inputs.add(resolve(input));
      };
      const moduleUrls: EsbuildPlugin = {
        name: "module-url",
        setup: (build) => {
          build.onResolve({ filter: /\?module-url$/ }, (args) => ({
            path: resolve(args.resolveDir, args.path.slice(0, -MODULE_URL_QUERY.length)),
            namespace: "module-url",
          }));
          build.onLoad({ filter: /.*/, namespace: "module-url" }, async (args) => {
            const result = await bundle(args.path, "esm", [loadedApart(args.path)]);
            watch(result);
            const code = result.outputFiles[0].text;
            const name = basename(args.path).replace(/\.[jt]s$/, "");
            const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
            const fileName = `assets/shell-${name}-${hash}.js`;
            if (building) this.emitFile({ type: "asset", fileName, source: code });
            else modules.set(`/${fileName}`, code);
            return { contents: `export default ${JSON.stringify(`/${fileName}`)};`, loader: "js" };
          });
        },
      };
      const result = await bundle(id.slice(0, -INLINE_SCRIPT_QUERY.length), "iife", [moduleUrls]);
      watch(result);
      for (const input of inputs) this.addWatchFile(input);
      const code = result.outputFiles[0].text.trim();
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

const NO_ISLAND_RENDERER = "\0no-island-renderer";

/**
 * React DOM's pre-renderer is for the islands' HTML at build (components/Island.tsx): the
 * browser's build of the routes, which no page loads, gets an empty module in its place.
 */
const islandRendererAtBuildOnly: Plugin = {
  name: "island-renderer-at-build-only",
  enforce: "pre",
  resolveId(source, _importer, options) {
    if (source === "react-dom/static" && !options?.ssr) return NO_ISLAND_RENDERER;
  },
  load(id) {
    if (id === NO_ISLAND_RENDERER) return "export const prerenderToNodeStream = undefined;";
  },
};

const LOCALE = process.env.SITE_LOCALE === "ne" ? "ne" : "en";

/**
 * The Nepali build (DECISIONS.md 23): every import of a content module `app/content/x`, by alias
 * or relative path, is `app/content/ne/x` where that exists. The Nepali modules themselves import
 * the English ones they build on (`../x`) as they are.
 */
const localeContent: Plugin = {
  name: "locale-content",
  enforce: "pre",
  async resolveId(source, importer) {
    const content = local("./app/content/");
    const target = source.startsWith("~/content/")
      ? content + source.slice("~/content/".length)
      : source.startsWith(".") && importer
        ? resolve(dirname(importer), source)
        : source;
    if (LOCALE === "en" || !target.startsWith(content) || target.startsWith(`${content}${LOCALE}/`)) return;
    const localized = `${content}${LOCALE}/${target.slice(content.length).replace(/\.(ts|tsx|mjs)$/, "")}`;
    // A translation may import from its own English module (its types, a shared value).
    if (importer?.replace(/\.(ts|tsx|mjs)$/, "") === localized) return;
    for (const ext of [".ts", ".tsx", ".mjs"]) {
      try {
        await readFile(localized + ext);
        return localized + ext;
      } catch {
        // Not translated as a module of its own: the shared one serves both languages.
      }
    }
  },
};

/**
 * How the browser's modules are built: React Router's client build of the routes and the islands'
 * own (builder/islands.ts) alike.
 */
const browserConfig = (command: "build" | "serve") => ({
  plugins: [
    siteContent(local("."), LOCALE, {
      repo: process.env.CMS_REPO ?? "sathidigital/website",
      branch: process.env.CMS_BRANCH ?? "main",
    }),
    localeContent,
    ownIconCopies(),
    lucideIconFactory,
  ],
  resolve: { alias: command === "build" ? [...reactRouterProduction, ...aliases] : aliases },
  build: {
    assetsInlineLimit: 0,
    // Content modules are data (docs/SPEC.md's copy): evaluating one has no effect of its own, so a
    // page whose script only names one for the pre-render (a hero visual, the home page's strip of
    // work) does not download it. Rollup cannot tell: their lookups at load (findClient) may throw.
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id: string, external: boolean) => external || !id.includes("/app/content/"),
      },
      output: {
        // Copy fetched apart (builder/content/modules.ts) is named for what it holds: a service's
        // details on /services are PackagingDesign-explorer-details-HASH.js.
        chunkFileNames: (chunk: { facadeModuleId: string | null }) => {
          const apart = /^\0content:\w+\?apart=(.+)$/.exec(chunk.facadeModuleId ?? "")?.[1];
          return apart ? `assets/${apart.replaceAll("/", "-")}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
    // React and React DOM are CommonJS. By default each module is wrapped in a function run on
    // first require, so React DOM's 180 kB sat inside one function: with DevTools or Lighthouse
    // attached, the browser parses it twice to map positions, and running the module took 17 ms
    // instead of 9 in one task. "auto" wraps only modules required conditionally or in a cycle.
    commonjsOptions: { strictRequires: "auto" as const },
    minify: "terser" as const,
    terserOptions: { module: true, toplevel: true, compress: { passes: 3 }, format: { comments: false } },
  },
});

export default defineConfig(({ command }) => {
  const browser = browserConfig(command);
  return {
    ...browser,
    plugins: [
      ...browser.plugins,
      devanagariFonts(local(".")),
      inlineScripts(),
      islandRendererAtBuildOnly,
      islands({
        root: local("."),
        buildDirectory: LOCALE === "ne" ? "build/ne" : "build",
        browserConfig: () => browserConfig(command),
      }),
      tailwindcss(),
      reactRouter(),
    ],
    // Bundled for pre-rendering too, so the pages' icons come from the same factory.
    ssr: { noExternal: ["lucide-react"] },
    // `npm run dev` has no outbox of its own: forms post to the one `npm start` serves on port 3000.
    // The Host header is kept, so the outbox sees a same-origin post.
    server: { proxy: { "/api/v1.0/email": "http://localhost:3000" } },
  };
});
