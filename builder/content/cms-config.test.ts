import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type Collection, collections } from "../../app/content/schema/collections";
import { core, fieldMeta, hasWords } from "../../app/content/schema/fields";
import { parse } from "yaml";
import { iconNames } from "../../app/content/schema/icons";
import { cmsConfig, cmsConfigYaml } from "./cms-config";
import { parseContentFile } from "./load";

const project = join(import.meta.dirname, "../..");
const config = cmsConfig({ repo: "agency/site", branch: "main" });

type CmsField = {
  name: string;
  widget?: string;
  i18n?: unknown;
  options?: unknown;
  fields?: CmsField[];
  field?: CmsField;
};

/** Every field of a CMS field list, as a dotted path ("categories[].questions[].answer"), with its i18n. */
function cmsPaths(fields: CmsField[], prefix = ""): Map<string, unknown> {
  const paths = new Map<string, unknown>();
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    paths.set(path, field.i18n);
    const inner = field.widget === "list" ? `${path}[].` : `${path}.`;
    if (field.fields) for (const [sub, i18n] of cmsPaths(field.fields, inner)) paths.set(sub, i18n);
  }
  return paths;
}

/** Every field of a schema, as a dotted path, with the i18n the CMS must give it. */
function schemaPaths(schema: z.ZodType, prefix = ""): Map<string, unknown> {
  const paths = new Map<string, unknown>();
  const base = core(schema);
  const shape = base instanceof z.ZodObject ? base.shape : undefined;
  for (const [name, child] of Object.entries((shape ?? {}) as Record<string, z.ZodType>)) {
    const path = `${prefix}${name}`;
    const meta = fieldMeta(child);
    paths.set(path, meta?.i18n === "duplicate" ? "duplicate" : hasWords(child) ? true : undefined);
    const inner = core(child);
    if (inner instanceof z.ZodObject)
      for (const [sub, i18n] of schemaPaths(inner, `${path}.`)) paths.set(sub, i18n);
    if (inner instanceof z.ZodArray)
      for (const [sub, i18n] of schemaPaths(inner.element as z.ZodType, `${path}[].`)) paths.set(sub, i18n);
  }
  return paths;
}

/** Every field a content file holds, as a dotted path. */
function dataPaths(value: unknown, prefix = ""): Set<string> {
  const paths = new Set<string>();
  if (Array.isArray(value)) {
    for (const item of value) for (const path of dataPaths(item, `${prefix}[]`)) paths.add(path);
  } else if (value && typeof value === "object") {
    for (const [name, child] of Object.entries(value)) {
      const path = `${prefix ? `${prefix}.` : ""}${name}`;
      paths.add(path);
      for (const sub of dataPaths(child, path)) paths.add(sub);
    }
  }
  return paths;
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** The CMS's entry for a collection: a folder collection, or a file of "Pages and lists". */
function cmsEntry(name: string) {
  for (const collection of config.collections) {
    if (collection.name === name && "folder" in collection) return collection;
    const file = "files" in collection ? collection.files.find((each) => each.name === name) : undefined;
    if (file) return file;
  }
  return undefined;
}

describe("the CMS configuration (/admin/config.yml)", () => {
  it("is valid for Sveltia CMS, by the JSON schema the package ships", () => {
    const require = createRequire(import.meta.url);
    const schemaFile = join(require.resolve("@sveltia/cms"), "../../schema/sveltia-cms.json");
    const validate = new Ajv({ allErrors: true, strict: false }).compile(
      JSON.parse(readFileSync(schemaFile, "utf8")),
    );
    expect(validate(config), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it.each(Object.entries(collections) as [string, Collection][])(
    "offers exactly the fields of the %s schema, translated where the schema says",
    (name, collection) => {
      const entry = cmsEntry(name);
      expect(entry, `${name} is not in the CMS`).toBeDefined();
      expect(entry!.label).toBe(collection.label);
      expect(Object.fromEntries(cmsPaths(entry!.fields as CmsField[]))).toEqual(
        Object.fromEntries(schemaPaths(collection.schema)),
      );
    },
  );

  it.each(Object.entries(collections) as [string, Collection][])(
    "has a field for everything the %s files hold, in both languages",
    (name, collection) => {
      const offered = new Set(cmsPaths(cmsEntry(name)!.fields as CmsField[]).keys());
      const folder = join(project, "content");
      const files = walk(folder).filter((file) => {
        const path = relative(folder, file).split("/").slice(1).join("/");
        return collection.file !== undefined
          ? path === collection.file
          : path.startsWith(`${collection.folder}/`);
      });
      expect(files.length).toBeGreaterThanOrEqual(2);
      for (const file of files) {
        const held = dataPaths(parseContentFile(readFileSync(file, "utf8"), file));
        expect(
          [...held].filter((path) => !offered.has(path)),
          relative(project, file),
        ).toEqual([]);
      }
    },
  );

  it("offers every icon lucide draws wherever content names an icon, as one list the file writes once", () => {
    const icons = (fields: CmsField[]): CmsField[] =>
      fields.flatMap((field) => [
        ...(field.name === "icon" ? [field] : []),
        ...icons([...(field.fields ?? []), ...(field.field ? [field.field] : [])]),
      ]);
    const all = config.collections.flatMap((collection) =>
      "files" in collection
        ? collection.files.flatMap((file) => icons(file.fields as CmsField[]))
        : icons(collection.fields as CmsField[]),
    );
    expect(all.length).toBeGreaterThan(15);
    for (const field of all) {
      expect(field.widget).toBe("select");
      expect(field.options).toBe(iconNames);
      expect(field.i18n).toBeUndefined();
    }
    // Names of the site's icons and of one it has never shown are offered; no spelling of lucide's own.
    expect(iconNames).toEqual(expect.arrayContaining(["SearchCheck", "Code2", "CodeXml", "Sailboat"]));
    expect(iconNames.some((name) => name.endsWith("Icon") || name.startsWith("Lucide"))).toBe(false);
    const yaml = cmsConfigYaml({ repo: "agency/site", branch: "main" });
    expect(yaml.split("- Sailboat\n")).toHaveLength(2);
    expect(JSON.stringify(parse(yaml))).toBe(JSON.stringify(config));
  });

  it("tells the editor which lists are the launch's samples, to replace before going live", () => {
    const hintOf = (entry: string, path: string[]) => {
      let fields = (cmsEntry(entry) as { fields: (CmsField & { hint?: string })[] }).fields;
      let field: (CmsField & { hint?: string }) | undefined;
      for (const name of path) {
        field = fields.find((each) => each.name === name);
        fields = (field?.fields ?? []) as typeof fields;
      }
      return field?.hint;
    };
    for (const [entry, path] of [
      ["clients", ["clients"]],
      ["team", ["people"]],
      ["testimonials", ["testimonials"]],
      ["home", ["testimonials", "items"]],
      ["portfolio", ["outcomes"]],
    ] as const)
      expect(hintOf(entry, [...path]), `${entry}: ${path.join(".")}`).toMatch(
        /^Samples written for the launch, not real: replace them with .+ before going live/,
      );
  });

  it("keeps the content in a folder per language, with the default language first", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: ["en", "ne"],
      default_locale: "en",
    });
    for (const collection of config.collections)
      for (const path of "folder" in collection
        ? [collection.folder]
        : collection.files.map((file) => file.file))
        expect(path).toMatch(/^content\/\{\{locale\}\}\//);
  });

  it("bounds a number as the schema does, so the CMS refuses a rating of 6 or a count below 0", () => {
    const testimonials = config.collections
      .flatMap((collection) => ("files" in collection ? collection.files : []))
      .find((file) => file.name === "testimonials")!;
    const rating = JSON.stringify(testimonials.fields).match(/\{[^{}]*"name":"rating"[^{}]*\}/)![0];
    expect(JSON.parse(rating)).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 5 });
    const plans = config.collections
      .flatMap((collection) => ("files" in collection ? collection.files : []))
      .find((file) => file.name === "plans")!;
    expect(JSON.stringify(plans.fields)).toMatch(/"name":"price"[^{}]*"min":0/);
  });

  it("saves an upload under a name a picture's field accepts, as a phone names it or not", () => {
    // Sveltia keeps an upload's own name unless told (slugify_filename), and a phone's is
    // "IMG 2041 (1).JPG": saved as img-2041-1.JPG, which the Image field takes.
    expect(config.media_libraries).toEqual({ default: { config: { slugify_filename: true } } });
    const picture = collections.portfolio.schema.shape.image;
    expect(picture.safeParse("/media/uploads/img-2041-1.JPG").success).toBe(true);
    expect(picture.safeParse("/media/uploads/IMG 2041 (1).JPG").success).toBe(false);
  });
});
