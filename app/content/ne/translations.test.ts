import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Collection, collections } from "../schema/collections";
import { LATIN_ALLOWED, isUntranslated } from "./latin.mjs";

/**
 * The Nepali content modules (DECISIONS.md 23): each `app/content/ne/x.ts` stands for
 * `app/content/x.ts` in the Nepali build (builder/vite/locale-content.ts). Every value it exports
 * has the English one's shape (no key missing either way, lists as long), keeps its identifiers
 * (ids, paths, icons, images, numbers) and has no English text left in it.
 */
const nepaliModules = import.meta.glob<Record<string, unknown>>([
  "./**/*.{ts,mjs}",
  "!./**/*.test.ts",
  "!./latin.mjs",
  "!./twins.ts",
]);
const english = import.meta.glob<Record<string, unknown>>(
  ["../**/*.{ts,mjs}", "!../ne/**", "!../**/*.test.ts"],
  { eager: true },
);

/** Keys whose values are not words: they stay as they are in every language. */
const IDENTIFIER_KEYS = new Set([
  "id",
  "ids",
  "slug",
  "url",
  "href",
  "path",
  "page",
  "paths",
  "aliases",
  "twins",
  // A service's id on /services (its deep link), the home page's choice of services, and the
  // names of the case study screens a hero shows (content/en/services/).
  "anchor",
  "serviceIds",
  "screens",
  "icon",
  "src",
  "route",
  "place",
  "client",
  "image",
  "images",
  "poster",
  "video",
  "tel",
  "emails",
  "key",
  "kind",
  // What the forms post, which the server checks (app/content/enquiry.mjs): the same in both.
  "contactServices",
  "applicationService",
  "enquiryTitle",
  "subscriptionTitle",
  "lang",
  "intl",
  "prefix",
  "ogLocale",
  "palette",
  "color",
  "accent",
  "width",
  "height",
]);

/** Keys that hold a code word ("success", "limited") in some places and a label in others. */
const CODE_WORD_KEYS = new Set(["tone", "included", "category"]);
const isCodeWord = (key: string, text: string) =>
  CODE_WORD_KEYS.has(key) && /^[a-z]+(?:-[a-z]+)*$/.test(text);

/** Paths and anchors of the site: localised when rendered, the same in the modules. */
const isReference = (text: string) => text.startsWith("/") || text.startsWith("#");
/** An exported constant (`OPENINGS_ID`) names a thing, it is not text. */
const isConstantName = (name: string) => /^[A-Z][A-Z0-9_]*$/.test(name);

/** Keys of text for developers (the browser console), which stays in English. */
const DEVELOPER_TEXT_KEYS = new Set(["log", "notFoundLog"]);

type Difference = string;

/** Where `ne` departs from `en`'s shape or identifiers, and its English text left untranslated. */
function compare(en: unknown, ne: unknown, at: string, key: string, out: Difference[]) {
  if (typeof en === "function" || typeof ne === "function") return;
  if (Array.isArray(en)) {
    if (!Array.isArray(ne)) return void out.push(`${at}: a list in English, not in Nepali`);
    if (en.length !== ne.length)
      return void out.push(`${at}: ${en.length} entries in English, ${ne.length} in Nepali`);
    en.forEach((item, i) => compare(item, ne[i], `${at}[${i}]`, key, out));
    return;
  }
  if (en && typeof en === "object") {
    if (!ne || typeof ne !== "object" || Array.isArray(ne))
      return void out.push(`${at}: an object in English, not in Nepali`);
    const enKeys = Object.keys(en).sort();
    const neKeys = Object.keys(ne).sort();
    for (const k of enKeys) if (!neKeys.includes(k)) out.push(`${at}.${k}: missing in Nepali`);
    for (const k of neKeys) if (!enKeys.includes(k)) out.push(`${at}.${k}: not in English`);
    for (const k of enKeys.filter((k) => neKeys.includes(k)))
      compare((en as Record<string, unknown>)[k], (ne as Record<string, unknown>)[k], `${at}.${k}`, k, out);
    return;
  }
  if (typeof en !== typeof ne) return void out.push(`${at}: ${typeof en} in English, ${typeof ne} in Nepali`);
  if (
    IDENTIFIER_KEYS.has(key) ||
    isConstantName(key) ||
    typeof en !== "string" ||
    isReference(en) ||
    isCodeWord(key, en)
  ) {
    if (en !== ne && typeof en !== "string")
      out.push(`${at}: ${String(en)} in English, ${String(ne)} in Nepali`);
    else if (en !== ne) out.push(`${at}: the identifier "${en}" became "${String(ne)}"`);
    return;
  }
  if (!DEVELOPER_TEXT_KEYS.has(key) && isUntranslated(ne as string))
    out.push(`${at}: "${ne as string}" is not in Nepali`);
}

/** The Nepali modules, loaded as the Nepali build has them (see beforeAll). */
let nepali: Record<string, Record<string, unknown>> = {};

describe("the Nepali content modules", () => {
  const modules = Object.keys(nepaliModules).filter((path) => !path.endsWith("/locale.ts"));
  /** The lookups the Nepali modules call (clientLookup.ts, milestoneDate.ts), and their Nepali data. */
  const LOOKUPS = {
    "../clients": () => import("./clients"),
    "../companyPages": () => import("./companyPages"),
    "../locale": () => import("./locale"),
  };
  /** Every content module: content:NAME, and its views content:NAME/VIEW. */
  const contentIds = (Object.entries(collections) as [string, Collection][]).flatMap(
    ([name, { views = {} }]) => [name, ...Object.keys(views).map((view) => `${name}/${view}`)],
  );

  beforeAll(async () => {
    // As in the Nepali build (builder/vite/locale-content.ts), the lookups the Nepali modules call
    // read the Nepali data; the English modules keep English.
    vi.resetModules();
    for (const [path, nepaliModule] of Object.entries(LOOKUPS)) vi.doMock(path, nepaliModule);
    // ...and the content files are read in Nepali, as the Nepali build makes them
    // (builder/content/vite-plugin.ts: `#ne` asks for that language).
    for (const id of contentIds)
      vi.doMock(`content:${id}`, () => import(/* @vite-ignore */ `content:${id}#ne`));
    const loaded = await Promise.all(
      Object.entries(nepaliModules).map(async ([path, load]) => [path, await load()] as const),
    );
    nepali = Object.fromEntries(loaded);
  });
  // The Node tests share their modules (vitest.config.ts): the next file reads English again.
  afterAll(() => {
    for (const path of Object.keys(LOOKUPS)) vi.doUnmock(path);
    for (const id of contentIds) vi.doUnmock(`content:${id}`);
    vi.resetModules();
  });

  it("exist, each for an English module", () => {
    expect(modules.length).toBeGreaterThan(0);
    for (const path of modules) expect(english[`.${path}`], path).toBeDefined();
  });

  it.each(modules)("%s has every key of the English one, its identifiers, and no English text", (path) => {
    const en = english[`.${path}`] ?? {};
    const ne = nepali[path] ?? {};
    const out: Difference[] = [];
    for (const name of Object.keys(en)) {
      if (!(name in ne)) out.push(`${name}: not exported`);
      else compare(en[name], ne[name], name, name, out);
    }
    expect(out).toEqual([]);
  });

  it("tells English text from names the Nepali pages keep in Latin letters", () => {
    expect(isUntranslated("Get in Touch")).toBe(true);
    expect(isUntranslated("हामीलाई सम्पर्क गर्नुहोस्")).toBe(false);
    expect(isUntranslated("SEO र UI/UX")).toBe(false);
    expect(isUntranslated("SEO")).toBe(false);
    expect(isUntranslated("Sathi Digital")).toBe(false);
    expect(isUntranslated("+977 9800000000")).toBe(false);
    expect(LATIN_ALLOWED.length).toBeGreaterThan(0);
  });
});
