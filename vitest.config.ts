import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { siteContent } from "./scripts/content/vite-plugin";
import { devanagariFonts } from "./scripts/devanagari-font.mjs";
import { aliases, inlineScripts, lucideIconFactory } from "./vite.config";

const MODULE_URL_QUERY = "?module-url";
const MODULE_URL_PREFIX = "\0module-url:";

/**
 * `import url from "./forms.ts?module-url"` (app/shell/loadForms.ts) is resolved by the
 * inline-scripts plugin inside the inline script it bundles, where it is the URL of that module
 * built apart. Tests import the shell's modules as they are: here the URL is the module's own file,
 * which `import()` then loads like any other, so the real module runs (and is shared with tests
 * that import it themselves, as the page shares its one copy).
 */
const moduleUrlsAsFiles: Plugin = {
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
      return `export default ${JSON.stringify(id.slice(MODULE_URL_PREFIX.length))};`;
  },
};

export default defineConfig({
  plugins: [
    siteContent(import.meta.dirname, "en"),
    // The Nepali fonts are cut by the build; tests read only their URLs.
    devanagariFonts(import.meta.dirname, { cut: false }),
    inlineScripts(),
    moduleUrlsAsFiles,
    lucideIconFactory,
  ],
  resolve: { alias: aliases },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    // Component tests drive a whole page with user-event; on a busy machine 5 s is not enough.
    testTimeout: 15_000,
  },
});
