import { createHash } from "node:crypto";
import { basename, resolve } from "node:path";
import { build as esbuild, type Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin } from "vite";
import { projectPath } from "./project.ts";

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
      alias: { "~": projectPath("./app") },
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

const MODULE_URL_PREFIX = "\0module-url:";

/**
 * `import url from "./forms.ts?module-url"` (app/shell/loadForms.ts) is resolved by the
 * inline-scripts plugin inside the inline script it bundles, where it is the URL of that module
 * built apart. The unit tests (vitest.config.ts) import the shell's modules as they are: here the URL is the module's own file
 * as the test server serves it (`/@fs/` and its path), which `import()` then loads like any other,
 * so the real module runs (and is shared with tests that import it themselves, as the page shares
 * its one copy).
 */
export const moduleUrlsAsFiles: Plugin = {
  name: "module-url-as-file",
  enforce: "pre",
  async resolveId(source, importer) {
    if (!source.endsWith(MODULE_URL_QUERY)) return;
    const resolved = await this.resolve(source.slice(0, -MODULE_URL_QUERY.length), importer, {
      skipSelf: true,
    });
    return resolved && `${MODULE_URL_PREFIX}${resolved.id}`;
  },
  load(id) {
    if (id.startsWith(MODULE_URL_PREFIX))
      return `export default ${JSON.stringify(`/@fs${id.slice(MODULE_URL_PREFIX.length)}`)};`;
  },
};
