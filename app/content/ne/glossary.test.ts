// @vitest-environment node
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type CollectionName, collections } from "../schema/collections";
import { loadCollection } from "../../../builder/content/load";
import { siteDevanagariWords } from "../../../builder/devanagari-words.mjs";

/** The Nepali terms the site has settled on (docs/glossary.yaml). */
type Term = { en: string; ne: string[]; avoid: string[]; why: string };

const root = fileURLToPath(new URL("../../..", import.meta.url));
const glossary = parse(await readFile(`${root}/docs/glossary.yaml`, "utf8")) as Term[];

type Pair = { at: string; en: string; ne: string };

/**
 * Every English sentence of the content files beside its Nepali twin, where it is; what a page
 * fetches apart (a service's details) is a loader, called here.
 */
async function pairs(en: unknown, ne: unknown, at: string, out: Pair[]): Promise<Pair[]> {
  if (typeof en === "function" && typeof ne === "function")
    await pairs(await (en as () => unknown)(), await (ne as () => unknown)(), at, out);
  else if (typeof en === "string" && typeof ne === "string") {
    if (!/^(\/|https?:)/.test(en)) out.push({ at, en, ne });
  } else if (en && ne && typeof en === "object" && typeof ne === "object")
    for (const [key, value] of Object.entries(en))
      await pairs(value, (ne as Record<string, unknown>)[key], `${at}.${key}`, out);
  return out;
}

describe("the glossary", () => {
  it("settles each term with the words to use and those to avoid", () => {
    expect(glossary.length).toBeGreaterThan(0);
    for (const term of glossary) {
      expect(term.en, JSON.stringify(term)).toMatch(/^[a-z]+$/);
      expect(term.ne.length).toBeGreaterThan(0);
      expect(term.why.length).toBeGreaterThan(10);
    }
  });

  it("is kept by every Nepali word the site writes: none starts with a word it avoids", async () => {
    const words = await siteDevanagariWords(root);
    const wrong = glossary.flatMap(({ en, avoid }) =>
      words.filter((word) => avoid.some((start) => word.startsWith(start))).map((word) => `${word} (${en})`),
    );
    expect(wrong).toEqual([]);
  });

  it.each(Object.keys(collections) as CollectionName[])(
    "is kept by content/ne for %s: an English sentence with a term has its Nepali word",
    async (name) => {
      const { data } = await loadCollection(name, root);
      const wrong = (await pairs(data.en, data.ne, name, [])).flatMap(({ at, en, ne }) =>
        glossary
          .filter(
            (term) => new RegExp(`\\b${term.en}`, "i").test(en) && !term.ne.some((word) => ne.includes(word)),
          )
          .map((term) => `${at}: "${term.en}" is not ${term.ne.join(" or ")} in "${ne}"`),
      );
      expect(wrong).toEqual([]);
    },
  );
});
