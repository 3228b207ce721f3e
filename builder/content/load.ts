/**
 * Reads a collection of content (app/content/schema/collections.ts) in both languages, checks it
 * against its schema, and gives each language's words laid over the structure the English file
 * holds. A problem in any file stops the build with the file, the field (by the labels an editor
 * sees in the CMS) and what is wrong.
 *
 * The English file holds the structure (ids, paths, numbers, images) and the English words; the
 * Nepali file holds the Nepali words only, in the same shape: what the CMS writes for a field
 * that is not translated (DECISIONS.md 24).
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import {
  type Collection,
  collections,
  type CollectionName,
  type FolderCollection,
} from "../../app/content/schema/collections.ts";
import { core, fieldMeta, hasWords } from "../../app/content/schema/fields.ts";

export const LOCALES = ["en", "ne"] as const;
export type Locale = (typeof LOCALES)[number];
const SOURCE: Locale = "en";

const LANGUAGE: Record<Locale, string> = { en: "English", ne: "Nepali" };

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}; the site was not built:\n` +
        problems.map((problem) => `  - ${problem}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

type Path = (string | number)[];
type Problem = { file: string; path: Path; message: string; data?: unknown };

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A content file as data: YAML, or Markdown whose front matter holds the fields and whose text is `body`. */
export function parseContentFile(source: string, file: string): unknown {
  if (file.endsWith(".md")) {
    const match = FRONTMATTER.exec(source);
    if (!match) throw new Error("starts with no front matter (a block between two lines of ---)");
    const fields = parseYaml(match[1]) ?? {};
    const body = match[2].trim();
    return body ? { ...fields, body } : fields;
  }
  return parseYaml(source);
}

type Entry = { file: string; data: unknown };

async function readEntry(root: string, file: string, problems: Problem[]): Promise<Entry | undefined> {
  const path = join(root, file);
  if (!existsSync(path)) return undefined;
  try {
    return { file, data: parseContentFile(await readFile(path, "utf8"), file) };
  } catch (error) {
    problems.push({ file, path: [], message: `cannot be read: ${(error as Error).message}` });
    return { file, data: undefined };
  }
}

/** The files of a collection in one language, by the entry's id (its file name). */
async function entries(root: string, collection: Collection, locale: Locale, problems: Problem[]) {
  const found = new Map<string, Entry>();
  if (collection.file !== undefined) {
    const file = `content/${locale}/${collection.file}`;
    const entry = await readEntry(root, file, problems);
    if (entry) found.set("", entry);
    return found;
  }
  const folder = `content/${locale}/${collection.folder}`;
  const names = existsSync(join(root, folder)) ? await readdir(join(root, folder)) : [];
  for (const name of names.filter((each) => each.endsWith(`.${collection.format}`)).sort(naturally)) {
    const entry = await readEntry(root, `${folder}/${name}`, problems);
    if (entry) found.set(name.slice(0, -collection.format.length - 1), entry);
  }
  return found;
}

const naturally = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The Nepali words laid over the English file: a translated field takes the Nepali value, any
 * other the English one. Lists of items with an `id` line up by id, other lists by position.
 */
function overlay(
  schema: z.ZodType,
  source: unknown,
  words: unknown,
  path: Path,
  report: (path: Path, message: string) => void,
): unknown {
  const meta = fieldMeta(schema);
  if (!hasWords(schema)) {
    if (words !== undefined && meta?.i18n !== "duplicate")
      report(path, "is written in the English file only; remove it here");
    else if (words !== undefined && JSON.stringify(words) !== JSON.stringify(source))
      report(path, `must be the same as in the English file (${JSON.stringify(source)})`);
    return source;
  }
  if (meta?.i18n === "translate") {
    if ((words === undefined || words === null || words === "") && source !== undefined)
      report(path, "is not translated yet");
    return words;
  }
  const base = core(schema);
  if (base instanceof z.ZodObject) {
    if (!isRecord(source)) return source;
    if (words !== undefined && !isRecord(words)) {
      report(path, "should be a group of fields, as in the English file");
      return source;
    }
    const merged: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(base.shape as Record<string, z.ZodType>)) {
      const value = overlay(child, source[name], words?.[name], [...path, name], report);
      if (value !== undefined) merged[name] = value;
    }
    for (const name of Object.keys(words ?? {}))
      if (!(name in base.shape)) report([...path, name], "is not a field the site knows (a misspelt name?)");
    return merged;
  }
  if (base instanceof z.ZodArray && Array.isArray(source)) {
    if (!Array.isArray(words)) {
      if (source.length) report(path, "is not translated yet");
      return source;
    }
    const byId = source.every((item) => isRecord(item) && typeof item.id === "string");
    if (byId) {
      const translated = new Map(words.filter(isRecord).map((item) => [item.id, item]));
      for (const id of translated.keys())
        if (!source.some((item) => item.id === id))
          report(path, `has an item "${String(id)}" the English file does not have`);
      return source.map((item, index) => {
        const match = translated.get(item.id);
        if (match) return overlay(base.element as z.ZodType, item, match, [...path, index], report);
        report([...path, index], `has no translation of the item "${item.id}"`);
        return item;
      });
    }
    if (words.length !== source.length) {
      report(path, `has ${words.length} items where the English file has ${source.length}`);
      return source;
    }
    return source.map((item, index) =>
      overlay(base.element as z.ZodType, item, words[index], [...path, index], report),
    );
  }
  return source;
}

/** A path through a file, told with the labels of its fields: "Questions › 2 › Answer". */
export function describePath(schema: z.ZodType, path: Path, data: unknown): string {
  const parts: string[] = [];
  let current: z.ZodType | undefined = schema;
  let value = data;
  for (const step of path) {
    const base: z.ZodType | undefined = current && core(current);
    if (typeof step === "number") {
      const item = Array.isArray(value) ? value[step] : undefined;
      const name = isRecord(item) && typeof item.id === "string" ? ` "${item.id}"` : "";
      parts.push(`item ${step + 1}${name}`);
      current = base instanceof z.ZodArray ? (base.element as z.ZodType) : undefined;
      value = item;
    } else {
      current = base instanceof z.ZodObject ? (base.shape as Record<string, z.ZodType>)[step] : undefined;
      parts.push(current ? (fieldMeta(current)?.label ?? step) : step);
      value = isRecord(value) ? value[step] : undefined;
    }
  }
  return parts.join(" › ");
}

/** What a schema's complaint means, in an editor's words. */
/** What a field of each type is, in the editor's words. */
const TYPE_WORDS: Record<string, string> = {
  array: "a list",
  int: "a whole number",
  number: "a number",
  string: "text",
  object: "a group of fields",
  boolean: "yes or no",
};

function explain(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case "invalid_type":
      return value === undefined ? "is missing" : `should be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case "too_small":
      return issue.origin === "string"
        ? "is empty"
        : issue.origin === "array"
          ? "needs at least one item"
          : issue.origin === "number"
            ? `should be ${issue.minimum} or more`
            : issue.message;
    case "too_big":
      return issue.origin === "number"
        ? `should be ${issue.maximum} or less`
        : issue.origin === "string"
          ? `is longer than ${issue.maximum} characters`
          : issue.message;
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "unrecognized_keys":
      return `has ${issue.keys.map((name) => `"${name}"`).join(", ")}, which the site does not know (a misspelt name?)`;
    default:
      return issue.message;
  }
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const step of path)
    value =
      isRecord(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[step] : undefined;
  return value;
}

/** A collection's content in each language, checked; the files it was read from, for a watcher. */
export type Loaded = { data: Record<Locale, unknown>; files: string[] };

export const loadCollection = (name: CollectionName, root: string): Promise<Loaded> =>
  loadContent(collections[name], root);

/** A collection's files under `root` (the project's folder, which holds content/). */
export async function loadContent(collection: Collection, root: string): Promise<Loaded> {
  const problems: Problem[] = [];
  const files: string[] = [];
  const byLocale = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale) => [locale, await entries(root, collection, locale, problems)] as const),
    ),
  ) as Record<Locale, Map<string, Entry>>;
  for (const found of Object.values(byLocale))
    for (const entry of found.values()) files.push(join(root, entry.file));

  const data = {} as Record<Locale, unknown>;
  const source = byLocale[SOURCE];
  if (!source.size)
    problems.push({
      file:
        collection.file !== undefined
          ? `content/${SOURCE}/${collection.file}`
          : `content/${SOURCE}/${collection.folder}/`,
      path: [],
      message: collection.file !== undefined ? "is missing" : "has no entries",
    });
  for (const locale of LOCALES) {
    const values: { id: string; value: unknown }[] = [];
    for (const [id, entry] of source) {
      const translated = byLocale[locale].get(id);
      if (!translated) {
        const file = entry.file.replace(`content/${SOURCE}/`, `content/${locale}/`);
        problems.push({
          file,
          path: [],
          message: `is missing: translate ${entry.file} into ${LANGUAGE[locale]}`,
        });
        continue;
      }
      const before = problems.length;
      const report = (path: Path, message: string) =>
        problems.push({ file: translated.file, path, message, data: entry.data });
      const merged =
        locale === SOURCE ? entry.data : overlay(collection.schema, entry.data, translated.data, [], report);
      // What is said of the translation already says what the schema would.
      if (problems.length > before) continue;
      const parsed = collection.schema.safeParse(merged);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const path = issue.path as Path;
          // A missing or wrong structure field is the English file's to fix.
          const file = hasWords(fieldAt(collection.schema, path)) ? translated.file : entry.file;
          problems.push({ file, path, message: explain(issue, valueAt(merged, path)), data: merged });
        }
        continue;
      }
      values.push({ id, value: parsed.data });
    }
    for (const id of byLocale[locale].keys())
      if (!source.has(id))
        problems.push({
          file: byLocale[locale].get(id)!.file,
          path: [],
          message: `has no English original (${byLocale[locale].get(id)!.file.replace(`content/${locale}/`, `content/${SOURCE}/`)}): remove it or add the English`,
        });
    data[locale] =
      collection.file !== undefined ? values[0]?.value : folderEntries(collection, values, locale, problems);
  }

  if (problems.length)
    throw new ContentError([
      // A structure field's problem is found in each language: said once.
      ...new Set(
        problems.map(({ file, path, message, data }) => {
          const where = path.length ? ` › ${describePath(collection.schema, path, data)}` : "";
          return `${file}${where}: ${message}`;
        }),
      ),
    ]);
  return { data, files };
}

/** The schema of the field at a path of a value the schema describes (the nearest known). */
function fieldAt(schema: z.ZodType, path: Path): z.ZodType {
  let current = schema;
  for (const step of path) {
    const base = core(current);
    const next =
      base instanceof z.ZodArray
        ? (base.element as z.ZodType)
        : base instanceof z.ZodObject
          ? (base.shape as Record<string, z.ZodType>)[step]
          : undefined;
    if (!next) break;
    current = next;
  }
  return current;
}

/** A folder's entries, each with its id (the file's name), in their `order`, and unique where they must be. */
function folderEntries(
  collection: FolderCollection,
  values: { id: string; value: unknown }[],
  locale: Locale,
  problems: Problem[],
) {
  const list: (Record<string, unknown> & { id: string })[] = values.map(({ id, value }) => ({
    id,
    ...(value as Record<string, unknown>),
  }));
  list.sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0) || naturally(a.id, b.id));
  for (const field of collection.unique ?? []) {
    const seen = new Map<unknown, string>();
    for (const entry of list) {
      const value = entry[field];
      if (value === undefined) continue;
      const other = seen.get(value);
      if (other)
        problems.push({
          file: `content/${locale}/${collection.folder}/${entry.id}.${collection.format}`,
          path: [field],
          message: `"${String(value)}" is already used by ${other}.${collection.format}; each must be different`,
        });
      seen.set(value, entry.id);
    }
  }
  return list;
}
