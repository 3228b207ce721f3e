/**
 * The kinds of field a content file holds (content/en/, content/ne/), as zod schemas that carry
 * what the loader and the CMS need beside the type: a label an editor reads, and whether the field
 * is written in each language (`i18n`) or once, in the English file (structure: ids, paths,
 * numbers, images). The build validates every file with these (builder/content/load.ts), and the
 * CMS configuration at /admin is made from them (builder/content/cms-config.ts), so the two agree.
 */
import { marked } from "marked";
import { z } from "zod";

export type Widget = "string" | "text" | "markdown" | "number" | "boolean" | "select" | "image" | "datetime";

export type FieldMeta = {
  /** What an editor sees beside the field, in the CMS and in the build's error messages. */
  label: string;
  hint?: string;
  /**
   * "translate": written in each language's file. "duplicate": the same in each (an item's id, so
   * the two languages' lists line up). Absent: structure, written in the English file only.
   */
  i18n?: "translate" | "duplicate";
  widget?: Widget;
  /** For a select whose values the schema checks itself (an icon's name): the names the CMS offers. */
  options?: readonly string[];
  /** For lists: the field of an item that names it in messages and in the CMS's summary. */
  summary?: string;
};

export const withMeta = <T extends z.ZodType>(schema: T, meta: FieldMeta) => schema.meta(meta);

const filled = z.string().trim().min(1);

/** A line of words in each language: a title, a label, a name. */
export const word = (label: string, hint?: string) =>
  withMeta(filled, { label, hint, i18n: "translate", widget: "string" });

/** A paragraph or more of plain words in each language. */
export const text = (label: string, hint?: string) =>
  withMeta(filled, { label, hint, i18n: "translate", widget: "text" });

/** Long-form copy in each language, written in Markdown; the site receives it as HTML. */
export const markdown = (label: string, hint?: string) =>
  withMeta(
    filled.transform((source) => marked.parse(source, { async: false }).trim()),
    { label, hint, i18n: "translate", widget: "markdown" },
  );

/**
 * Long-form copy in each language, written in Markdown and kept as written: the page renders it
 * itself (an article, whose headings become its table of contents and whose links point into the
 * reader's language).
 */
export const prose = (label: string, hint?: string) =>
  withMeta(filled, { label, hint, i18n: "translate", widget: "markdown" });

/** An item's id: lowercase words joined by hyphens, the same in both languages. */
export const key = (label = "Id", hint?: string) =>
  withMeta(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "use lowercase letters, digits and hyphens"), {
    label,
    hint,
    i18n: "duplicate",
    widget: "string",
  });

/** A path on this site ("/services/SEO") or an address elsewhere, written once. */
export const link = (label: string, hint?: string) =>
  withMeta(
    z.string().regex(/^(\/|https:\/\/|mailto:|tel:)/, "start with / for a page of this site, or https://"),
    {
      label,
      hint,
      widget: "string",
    },
  );

/** A name the code knows (a colour, a category id): one of a fixed set, written once. */
export const choice = <const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  hint?: string,
) => withMeta(z.enum(options), { label, hint, widget: "select" });

export const count = (label: string, hint?: string) =>
  withMeta(z.number().int().nonnegative(), { label, hint, widget: "number" });

/** A day, written once as the calendar has it: "2026-06-12" (the CMS offers a date picker). */
export const date = (label: string, hint?: string) =>
  withMeta(z.iso.date({ error: 'write a date as year-month-day, "2026-06-12"' }), {
    label,
    hint,
    widget: "datetime",
  });

export const flag = (label: string, hint?: string) =>
  withMeta(z.boolean(), { label, hint, widget: "boolean" });

/**
 * The id of an entry of another list (a client, a category), written once. The build stops when
 * no entry has it (findClient, app/content/clientLookup.ts; the categories, app/content/portfolio.ts).
 */
export const reference = (label: string, hint?: string) =>
  withMeta(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "use lowercase letters, digits and hyphens"), {
    label,
    hint,
    widget: "string",
  });

/** The name of another collection's file, which is its entry's id (a service: SEO, website-design), written once. */
export const fileName = (label: string, hint?: string) =>
  withMeta(z.string().regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, "write a file's name, without .md"), {
    label,
    hint,
    widget: "string",
  });

/** A colour as a web page writes it: # and six hexadecimal digits ("#a62b1f"), written once. */
export const colour = (label: string, hint?: string) =>
  withMeta(z.string().regex(/^#[0-9a-f]{6}$/, 'write # and six digits 0-9 or a-f, as "#a62b1f"'), {
    label,
    hint,
    widget: "string",
  });

/** The start of a picture's path under public/ that the site completes with a size and format. */
export const pictureBase = (label: string, hint?: string) =>
  withMeta(
    z.string().regex(/^\/[\w./-]+[\w-]$/, "give the path under public/ without the size or extension"),
    {
      label,
      hint,
      widget: "string",
    },
  );

/** A picture under public/ ("/portfolio/project-1-1600.jpg"), written once. */
export const image = (label: string, hint?: string) =>
  withMeta(
    z
      .string()
      .regex(
        /^\/[\w./-]+\.(avif|webp|jpe?g|png|svg)$/i,
        "give a picture's path under public/, its name in letters, digits and hyphens (as /media/uploads/bakery.jpg)",
      ),
    {
      label,
      hint,
      widget: "image",
    },
  );

/**
 * The mark of what the launch ships as a sample (docs/EDITING.md, "Before going live"): written to
 * show the pages whole, not true of a real client or person; replaced by the agency's own.
 */
export const sampleHint = (what: string) =>
  `Samples written for the launch, not real: replace them with ${what} before going live (EDITING.md, "Before going live").`;

/** A group of fields. Unknown fields are errors: a misspelt name is not silently dropped. */
export const group = <T extends z.ZodRawShape>(label: string, shape: T, hint?: string) =>
  withMeta(z.object(shape).strict(), { label, hint });

/**
 * Fields the site fetches apart, when a page needs them: a group of copy that only one visit in
 * many shows (a service's details on /services, a service page's own copy). A page gets a function
 * that imports them, as the default export of a module the build makes a small chunk of its own
 * (builder/content/vite-plugin.ts); in code that reads the files directly (tests, the route
 * config) the function gives them at once.
 */
export const apart = <T extends z.ZodType>(label: string, schema: T, hint?: string) =>
  withMeta(
    schema.transform(
      (value): (() => Promise<{ default: z.output<T> }>) =>
        () =>
          Promise.resolve({ default: value }),
    ),
    { label, hint },
  );

/** A list of items, each a group of fields or one kind of field. */
export const list = <T extends z.ZodType>(
  label: string,
  item: T,
  options: { summary?: string; hint?: string } = {},
) => withMeta(z.array(item).min(1), { label, ...options });

/** The label and i18n of a schema, through the wrappers `.optional()` and the like put round it. */
export function fieldMeta(schema: z.ZodType): FieldMeta | undefined {
  for (let current: z.ZodType | undefined = schema; current; current = inner(current)) {
    const meta = current.meta() as FieldMeta | undefined;
    if (meta?.label) return meta;
  }
  return undefined;
}

/** The schema a wrapper (optional, nullable, default, a transform's pipe) wraps, if it is one. */
function inner(schema: z.ZodType): z.ZodType | undefined {
  const def = schema.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.type === "pipe") return def.in;
  return def.innerType;
}

/** The schema beneath its wrappers: an object, an array, a string... */
export function core(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let next = inner(current); next; next = inner(current)) current = next;
  return current;
}

export const isOptional = (schema: z.ZodType): boolean => schema.safeParse(undefined).success;

/** Whether anything in the schema is written per language. */
export function hasWords(schema: z.ZodType): boolean {
  const meta = fieldMeta(schema);
  if (meta?.i18n === "translate") return true;
  const base = core(schema);
  if (base instanceof z.ZodObject)
    return Object.values(base.shape).some((child) => hasWords(child as z.ZodType));
  if (base instanceof z.ZodArray) return hasWords(base.element as z.ZodType);
  return false;
}
