/**
 * The code of a `content:` module, as a page imports it (builder/content/vite-plugin.ts) and as
 * Node does outside Vite (builder/content/node-hooks.mjs, for Playwright's tests):
 *
 * - `content:NAME`: a collection (app/content/schema/collections.ts) in one language, checked;
 * - `content:NAME/VIEW`: one of its views, for a page whose JavaScript needs a few fields only;
 * - fields the schema marks `apart` (fields.ts) come as functions that import a module of their
 *   own (`content:NAME?apart=PATH`), which the build makes a small chunk: a page fetches that
 *   copy when it shows it. A view may also hand a page a value of the site's code
 *   (schema/views.ts `fromCode`, an icon), which the module imports.
 */
import { type Collection, collections, type CollectionName } from "../../app/content/schema/collections.ts";
import { CodeImport } from "../../app/content/schema/views.ts";
import { type Loaded, type Locale, loadCollection } from "./load.ts";

export const PREFIX = "content:";
const APART = "?apart=";

type Request = { name: CollectionName; view?: string; apart?: string };

/** What a `content:` specifier asks for, or what is wrong with it. */
export function parseRequest(source: string): Request | { error: string } {
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
  // Each field of a file's top level is also an export of its own, so a page's script that names
  // one (`import { hero } from "content:home"`) carries it and not the rest of the file.
  const fields = isRecord(value) ? Object.entries(value).filter(([, field]) => field !== undefined) : [];
  const named = fields.filter(([name]) => IDENTIFIER.test(name));
  const exports = named.map(([name, field]) => `export const ${name} = ${code(field)};\n`);
  const data = isRecord(value)
    ? `{${fields.map(([name, field]) => (IDENTIFIER.test(name) ? name : `${JSON.stringify(name)}:${code(field)}`)).join(",")}}`
    : code(value);
  const statements = [...imports.values()].map(
    ({ from, name }, index) => `import { ${name} as $import${index} } from ${JSON.stringify(from)};\n`,
  );
  return `${statements.join("")}${exports.join("")}export default ${data};`;
}

/** A field name that can be an export's name (and is no word JavaScript keeps for itself). */
const IDENTIFIER =
  /^(?!(?:default|delete|new|class|function|import|export|in|do|if|for|var|let|const|return|this|typeof|void|with|while|switch|case|try|catch|finally|throw|yield|await|enum|super|extends|null|true|false)$)[A-Za-z_$][\w$]*$/;

/** The content modules of a project: each collection read once, until `forget` (a file changed). */
export class ContentModules {
  private loaded = new Map<CollectionName, Promise<Loaded>>();

  constructor(private root: string) {}

  private load(name: CollectionName) {
    let entry = this.loaded.get(name);
    if (!entry) {
      entry = loadCollection(name, this.root);
      this.loaded.set(name, entry);
      entry.catch(() => this.loaded.delete(name));
    }
    return entry;
  }

  forget() {
    this.loaded.clear();
  }

  /**
   * The module `content:…` (`source`) in `locale`, and the files it was made from. Throws a
   * ContentError for a broken file, an Error for a request that names no collection, view or field.
   */
  async module(source: string, locale: Locale): Promise<{ code: string; files: string[] }> {
    const request = parseRequest(source);
    if ("error" in request) throw new Error(`${source}: ${request.error}`);
    const { data, files } = await this.load(request.name);
    const content = data[locale];
    const loaders = apartFields(content);
    if (request.apart !== undefined) {
      const loader = [...loaders].find(([, path]) => path === request.apart)?.[0];
      if (typeof loader !== "function") throw new Error(`${source}: no such field apart`);
      const value = ((await loader()) as { default: unknown }).default;
      return {
        code: moduleCode(value, () => {
          throw new Error(`${source}: a field apart holds another; fetch it with its group`);
        }),
        files,
      };
    }
    let view = content;
    const read = [...files];
    if (request.view !== undefined) {
      const names = Object.keys(collections) as CollectionName[];
      const all = await Promise.all(names.map((name) => this.load(name)));
      for (const other of all) read.push(...other.files);
      const each = Object.fromEntries(names.map((name, index) => [name, all[index].data[locale]]));
      view = (collections[request.name] as Collection).views![request.view](
        content as never,
        each as never,
        locale as never,
      );
    }
    const module = (loader: unknown) => {
      const path = loaders.get(loader);
      if (path === undefined) throw new Error(`${source}: a view made a loader of its own`);
      return `${PREFIX}${request.name}${APART}${path}`;
    };
    return { code: moduleCode(view, module), files: read };
  }
}
