/**
 * The configuration of the CMS at /admin (Sveltia CMS, DECISIONS.md 24), made from the same
 * collections and schemas the build checks the content with (app/content/schema/), so the editor
 * offers exactly the fields the site reads, in both languages side by side.
 */
import { stringify } from "yaml";
import { z } from "zod";
import { identity } from "../../app/content/identity.mjs";
import { type Collection, collections } from "../../app/content/schema/collections.ts";
import { core, fieldMeta, hasWords, isOptional } from "../../app/content/schema/fields.ts";
import { LOCALES } from "./load.ts";

/** Where the site's repository is: the agency sets CMS_REPO ("owner/name") when it builds. */
export type CmsBackend = { repo: string; branch: string };

type CmsField = Record<string, unknown> & { name: string; label: string; fields?: CmsField[] };

/** One field of the CMS for a schema: its widget, whether it is translated, its sub-fields. */
export function cmsField(name: string, schema: z.ZodType): CmsField {
  const meta = fieldMeta(schema);
  const base = core(schema);
  const field: CmsField = { name, label: meta?.label ?? name };
  if (meta?.hint) field.hint = meta.hint;
  if (isOptional(schema)) field.required = false;
  if (meta?.i18n === "duplicate") field.i18n = "duplicate";
  else if (hasWords(schema)) field.i18n = true;

  if (base instanceof z.ZodObject) {
    field.widget = "object";
    field.fields = objectFields(base);
  } else if (base instanceof z.ZodArray) {
    field.widget = "list";
    const item = core(base.element as z.ZodType);
    if (item instanceof z.ZodObject) {
      field.fields = objectFields(item);
      if (meta?.summary) field.summary = `{{fields.${meta.summary}}}`;
    } else {
      field.field = cmsField("item", base.element as z.ZodType);
    }
  } else if (base instanceof z.ZodEnum) {
    field.widget = "select";
    field.options = base.options;
  } else if (meta?.options) {
    // An icon: the names the schema accepts. One list, which the file writes once and names after.
    field.widget = "select";
    field.options = meta.options;
  } else if (base instanceof z.ZodNumber) {
    field.widget = "number";
    field.value_type = "int";
    // The schema's bounds, so the editor is told at once (a rating of 6, a count below 0); an
    // integer's own bounds (the safe integers) are no one's to say.
    const { minValue, maxValue } = base;
    if (minValue !== null && minValue > Number.MIN_SAFE_INTEGER) field.min = minValue;
    if (maxValue !== null && maxValue < Number.MAX_SAFE_INTEGER) field.max = maxValue;
  } else if (base instanceof z.ZodBoolean) {
    field.widget = "boolean";
  } else if (meta?.widget === "datetime") {
    // A day, stored as the schema reads it, the same wherever the editor is.
    Object.assign(field, {
      widget: "datetime",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    });
  } else {
    field.widget = meta?.widget ?? "string";
  }
  return field;
}

const objectFields = (schema: z.ZodObject) =>
  Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, child]) => cmsField(name, child));

function collectionFields(collection: Collection): CmsField[] {
  const base = core(collection.schema);
  if (!(base instanceof z.ZodObject))
    throw new Error(`${collection.label}: a collection's schema is a group of fields`);
  return objectFields(base);
}

export function cmsConfig({ repo, branch }: CmsBackend) {
  const all = Object.entries(collections) as [string, Collection][];
  const files = all.filter(([, collection]) => collection.file !== undefined);
  const folders = all.filter(([, collection]) => collection.folder !== undefined);
  return {
    app_title: `${identity.name} · Content`,
    site_url: identity.url,
    logo: { src: "/favicon.svg" },
    backend: { name: "github", repo, branch },
    // Pictures an editor uploads; the site's own artwork stays where media/make-media.sh puts it.
    media_folder: "public/media/uploads",
    public_folder: "/media/uploads",
    // An upload named as a phone or a desktop names it ("Bakery Front (1).JPG") is saved under a
    // name a page's address can hold (bakery-front-1.JPG), which the pictures' fields accept; a new
    // entry's file is named in ASCII from its English title.
    media_libraries: { default: { config: { slugify_filename: true } } },
    slug: { encoding: "ascii", clean_accents: true },
    i18n: { structure: "multiple_folders", locales: [...LOCALES], default_locale: LOCALES[0] },
    // An optional field left empty is left out of the file, as the schemas read "absent" (not an
    // empty text, which a link or a reference would refuse: a case study without a live site).
    output: { omit_empty_optional_fields: true },
    collections: [
      ...folders.map(([name, collection]) => ({
        name,
        label: collection.label,
        ...(collection.description ? { description: collection.description } : {}),
        folder: `content/{{locale}}/${collection.folder}`,
        extension: collection.format,
        format: collection.format === "md" ? "frontmatter" : "yaml",
        i18n: true,
        create: true,
        fields: collectionFields(collection),
      })),
      {
        name: "pages",
        label: "Pages and lists",
        i18n: true,
        files: files.map(([name, collection]) => ({
          name,
          label: collection.label,
          file: `content/{{locale}}/${collection.file}`,
          i18n: true,
          fields: collectionFields(collection),
        })),
      },
    ],
  };
}

export const cmsConfigYaml = (backend: CmsBackend) =>
  `# Made by the build from app/content/schema/ (builder/content/cms-config.ts): edit those, not this.\n${stringify(cmsConfig(backend), { lineWidth: 0 })}`;
