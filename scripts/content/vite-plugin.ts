/**
 * `import data from "content:NAME"`: a collection of content files (content/, checked by
 * scripts/content/load.ts) in the language being built, as a module of plain data. The schemas
 * and the Markdown renderer run here, at build, and never reach the browser.
 *
 * `import data from "content:NAME?fields=a,b"`: only those fields (of each entry, for a folder
 * collection), for a page that needs a few of them and not the words around: the contact form
 * takes the job openings' titles, not their descriptions.
 */
import type { Plugin } from "vite";
import { collections, type CollectionName } from "../../app/content/schema/collections";
import { type Locale, loadCollection } from "./load";

const PREFIX = "content:";
const RESOLVED = `\0${PREFIX}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The named fields of a file's content, or of each entry of a folder's. */
function pick(data: unknown, fields: string[]): unknown {
  if (Array.isArray(data)) return data.map((entry) => pick(entry, fields));
  if (!isRecord(data)) return data;
  return Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
}

export function siteContent(root: string, locale: Locale): Plugin {
  return {
    name: "site-content",
    enforce: "pre",
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return;
      const [name, query = ""] = source.slice(PREFIX.length).split("?");
      if (!(name in collections))
        this.error(`${source}: no such collection in app/content/schema/collections.ts`);
      const unknown = [...new URLSearchParams(query).keys()].filter((key) => key !== "fields");
      if (unknown.length) this.error(`${source}: only ?fields=a,b may follow the collection's name`);
      return RESOLVED + source.slice(PREFIX.length);
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return;
      const [name, query = ""] = id.slice(RESOLVED.length).split("?");
      const { data, files } = await loadCollection(name as CollectionName, root);
      for (const file of files) this.addWatchFile(file);
      const fields = new URLSearchParams(query).get("fields")?.split(",");
      const value = fields ? pick(data[locale], fields) : data[locale];
      return `export default ${JSON.stringify(value)};`;
    },
  };
}
