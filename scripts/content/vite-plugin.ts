/**
 * `import data from "content:NAME"`: a collection of content files (content/, checked by
 * scripts/content/load.ts) in the language being built, as a module of plain data. The schemas
 * and the Markdown renderer run here, at build, and never reach the browser.
 */
import type { Plugin } from "vite";
import { collections, type CollectionName } from "../../app/content/schema/collections";
import { type Locale, loadCollection } from "./load";

const PREFIX = "content:";
const RESOLVED = `\0${PREFIX}`;

export function siteContent(root: string, locale: Locale): Plugin {
  return {
    name: "site-content",
    enforce: "pre",
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return;
      const name = source.slice(PREFIX.length);
      if (!(name in collections))
        this.error(`${source}: no such collection in app/content/schema/collections.ts`);
      return RESOLVED + name;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return;
      const { data, files } = await loadCollection(id.slice(RESOLVED.length) as CollectionName, root);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(data[locale])};`;
    },
  };
}
