/**
 * `import data from "content:NAME"`: a collection of content files (content/, checked by
 * scripts/content/load.ts) in the language being built, as a module of plain data. The schemas
 * and the Markdown renderer run here, at build, and never reach the browser.
 *
 * `import data from "content:NAME/VIEW"`: one of the collection's views (its `views` in
 * app/content/schema/collections.ts), for a page whose JavaScript needs a few fields only.
 *
 * Fields the schema marks `apart` (app/content/schema/fields.ts) come as functions that import a
 * module of their own (`content:NAME?apart=PATH`), which the build makes a small chunk: a page
 * fetches that copy when it shows it. A view may also hand a page a value of the site's code
 * (app/content/schema/views.ts `fromCode`, an icon), which the module imports.
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import { type Collection, collections, type CollectionName } from "../../app/content/schema/collections";
import { CodeImport } from "../../app/content/schema/views";
import { type Loaded, type Locale, loadCollection } from "./load";

const PREFIX = "content:";
const RESOLVED = `\0${PREFIX}`;
const APART = "?apart=";

type Request = { name: CollectionName; view?: string; apart?: string };

function parse(source: string): Request | { error: string } {
  const [path, apart] = source.slice(PREFIX.length).split(APART);
  const [name, view, ...rest] = path.split("/");
  if (!(name in collections)) return { error: "no such collection in app/content/schema/collections.ts" };
  const collection = collections[name as CollectionName] as Collection;
  if (rest.length || (view !== undefined && !collection.views?.[view]))
    return { error: `the collection ${name} has no such view` };
  return { name: name as CollectionName, view, apart };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Each `apart` field's loader in the content, by its path: an item of a list by its id where it has one. */
function apartFields(value: unknown, path: string[] = [], found = new Map<unknown, string>()) {
  if (typeof value === "function") found.set(value, path.join("/"));
  else if (Array.isArray(value))
    value.forEach((item, index) =>
      apartFields(
        item,
        [...path, isRecord(item) && typeof item.id === "string" ? item.id : String(index)],
        found,
      ),
    );
  else if (isRecord(value))
    for (const [name, field] of Object.entries(value)) apartFields(field, [...path, name], found);
  return found;
}

/**
 * The content as a module's code: plain data, a loader for each `apart` field, and the values of
 * the site's code a view names, imported.
 */
function moduleCode(value: unknown, module: (loader: unknown) => string): string {
  const imports = new Map<string, { from: string; name: string }>();
  const code = (value: unknown): string => {
    // A loader: a function of the content that gives `{ default: value }` (the schema's `apart`).
    if (typeof value === "function") return `() => import(${JSON.stringify(module(value))})`;
    if (value instanceof CodeImport) {
      const key = JSON.stringify([value.module, value.name]);
      if (!imports.has(key)) imports.set(key, { from: value.module, name: value.name });
      return `$import${[...imports.keys()].indexOf(key)}`;
    }
    if (Array.isArray(value)) return `[${value.map(code).join(",")}]`;
    if (isRecord(value))
      return `{${Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .map(([name, field]) => `${JSON.stringify(name)}:${code(field)}`)
        .join(",")}}`;
    return JSON.stringify(value);
  };
  const data = code(value);
  const statements = [...imports.values()].map(
    ({ from, name }, index) => `import { ${name} as $import${index} } from ${JSON.stringify(from)};\n`,
  );
  return `${statements.join("")}export default ${data};`;
}

export function siteContent(root: string, locale: Locale): Plugin {
  // Each collection is read once a build; a change to its files (the dev server) reads it again.
  const loaded = new Map<CollectionName, Promise<Loaded>>();
  const load = (name: CollectionName) => {
    let entry = loaded.get(name);
    if (!entry) {
      entry = loadCollection(name, root);
      loaded.set(name, entry);
      entry.catch(() => loaded.delete(name));
    }
    return entry;
  };

  /** Every collection, by name: what a view may read beside its own. */
  const everything = async () =>
    Object.fromEntries(
      await Promise.all(
        (Object.keys(collections) as CollectionName[]).map(async (name) => [name, await load(name)]),
      ),
    ) as Record<CollectionName, Loaded>;

  return {
    name: "site-content",
    enforce: "pre",
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return;
      const request = parse(source);
      if ("error" in request) this.error(`${source}: ${request.error}`);
      return RESOLVED + source.slice(PREFIX.length);
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return;
      const request = parse(id.slice(1)) as Request;
      const { data, files } = await load(request.name);
      for (const file of files) this.addWatchFile(file);
      const content = data[locale];
      const loaders = apartFields(content);
      if (request.apart !== undefined) {
        const loader = [...loaders].find(([, path]) => path === request.apart)?.[0];
        if (typeof loader !== "function") this.error(`${id.slice(1)}: no such field apart`);
        const nested = () =>
          this.error(`${id.slice(1)}: a field apart holds another; fetch it with its group`);
        return moduleCode((await loader()).default, nested);
      }
      let view = content;
      if (request.view !== undefined) {
        const all = await everything();
        for (const { files: others } of Object.values(all))
          for (const file of others) this.addWatchFile(file);
        const each = Object.fromEntries(
          Object.entries(all).map(([name, { data: other }]) => [name, other[locale]]),
        );
        view = (collections[request.name] as Collection).views![request.view](
          content as never,
          each as never,
        );
      }
      const module = (loader: unknown) => {
        const path = loaders.get(loader);
        if (path === undefined) this.error(`${id.slice(1)}: a view made a loader of its own`);
        return `${PREFIX}${request.name}${APART}${path}`;
      };
      return moduleCode(view, module);
    },
    watchChange(file) {
      if (file.startsWith(join(root, "content"))) loaded.clear();
    },
  };
}
