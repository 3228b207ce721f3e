/**
 * `import data from "content:NAME"` (and its views and fields apart: builder/content/modules.ts):
 * content files (content/, checked by builder/content/load.ts) in the language being built, as
 * modules of plain data. The schemas and the Markdown renderer run here, at build, and never
 * reach the browser.
 *
 * Also the CMS at /admin (public/admin/index.html): its configuration, made from the schemas
 * (cms-config.ts), and Sveltia CMS's own bundle from node_modules, served by the site itself; and
 * the sizes of a case study's picture an editor uploaded (artwork.ts).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { missingArtwork } from "./artwork.ts";
import { type CmsBackend, cmsConfigYaml } from "./cms-config.ts";
import type { Locale } from "./load";
import { ContentModules, parseRequest, PREFIX } from "./modules.ts";

const RESOLVED = `\0${PREFIX}`;

const require = createRequire(import.meta.url);
// The package exports its npm module only; its self-starting bundle sits beside it in dist/.
const CMS_DIST = join(dirname(require.resolve("@sveltia/cms")), "../dist");

/**
 * What the CMS's bundle would fetch from CDNs, served by the site instead (the /admin CSP allows
 * no CDN): its three fonts, from the same Fontsource packages on npm, and the version its update
 * check asks for, which is the installed one (updates come through package.json). Each address
 * must be found exactly once: a new version of the CMS that fetches otherwise stops the build.
 */
const CMS_LOCAL_FILES = [
  {
    from: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    path: "admin/fonts/source-sans-3.woff2",
    file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  },
  {
    from: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    path: "admin/fonts/noto-mono.woff2",
    file: "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  },
  {
    from: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    path: "admin/fonts/material-symbols-outlined.woff2",
    file: "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
  },
];
/** Devanagari for the CMS's own font (public/admin/devanagari.css): the Nepali side is drawn as the site draws it. */
const CMS_DEVANAGARI = {
  path: "admin/fonts/noto-sans-devanagari.woff2",
  file: "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
};
const CMS_UPDATE_CHECK = { from: "`https://unpkg.com/@sveltia/cms`", path: "admin/cms" };

function localizeCmsBundle(bundle: string): string {
  let result = bundle;
  for (const { from, path } of [...CMS_LOCAL_FILES, CMS_UPDATE_CHECK]) {
    const found = result.split(from).length - 1;
    if (found !== 1)
      throw new Error(
        `@sveltia/cms: expected its bundle to name ${from} once, found ${found}: see builder/content/vite-plugin.ts`,
      );
    result = result.replace(from, from.startsWith("`") ? `\`/${path}\`` : `/${path}`);
  }
  return result;
}

/** The CMS's files beside public/admin/index.html, by their URL path. */
async function cmsFiles(backend: CmsBackend): Promise<Record<string, string | Buffer>> {
  const { version } = JSON.parse(await readFile(join(CMS_DIST, "../package.json"), "utf8")) as {
    version: string;
  };
  const files: Record<string, string | Buffer> = {
    "admin/config.yml": cmsConfigYaml(backend),
    "admin/sveltia-cms.js": localizeCmsBundle(await readFile(join(CMS_DIST, "sveltia-cms.js"), "utf8")),
    [`${CMS_UPDATE_CHECK.path}/package.json`]: JSON.stringify({ version }),
  };
  for (const { path, file } of [...CMS_LOCAL_FILES, CMS_DEVANAGARI])
    files[path] = await readFile(require.resolve(file));
  return files;
}

/** `backend`: where the CMS at /admin commits; without it, the plugin gives content modules only. */
export function siteContent(root: string, locale: Locale, backend?: CmsBackend): Plugin {
  const modules = new ContentModules(root);
  let ssr = false;
  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return;
      const request = parseRequest(source.split("#")[0]);
      if ("error" in request) this.error(`${source}: ${request.error}`);
      return RESOLVED + source.slice(PREFIX.length);
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return;
      // `#ne` after a module's name: that language, whatever the build's (the translation tests').
      const [source, language = locale] = id.slice(1).split("#") as [string, Locale?];
      const { code, files } = await modules.module(source, language);
      for (const file of files) this.addWatchFile(file);
      return code;
    },
    watchChange(file) {
      if (file.startsWith(join(root, "content"))) modules.forget();
    },
    async generateBundle() {
      if (ssr) return;
      // The sizes and formats of a case study's picture that public/ lacks (an editor's upload).
      for (const { path, source } of await missingArtwork(root))
        this.emitFile({ type: "asset", fileName: path.slice(1), source });
      if (!backend) return;
      for (const [fileName, source] of Object.entries(await cmsFiles(backend)))
        this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split("?")[0].slice(1) ?? "";
        // The production server answers /admin with its index.html; React Router's dev server would not.
        if (path === "admin" || path === "admin/") {
          response.setHeader("Content-Type", "text/html");
          return response.end(await readFile(join(root, "public/admin/index.html")));
        }
        const files = backend && path.startsWith("admin/") ? await cmsFiles(backend) : {};
        if (!(path in files)) return next();
        const types = {
          js: "text/javascript",
          yml: "application/yaml",
          json: "application/json",
          woff2: "font/woff2",
        };
        response.setHeader("Content-Type", types[path.split(".").pop() as keyof typeof types]);
        response.end(files[path]);
      });
    },
  };
}
