import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import { collections } from "../../app/content/schema/collections";
import { choice, count, group, key, markdown, word } from "../../app/content/schema/fields";
import { ContentError, loadCollection, loadContent } from "./load";
import { siteContent } from "./vite-plugin";

const project = join(import.meta.dirname, "../..");

/** A copy of the real content files in a temporary folder, to break on purpose. */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "content-"));
  await cp(join(project, "content"), join(root, "content"), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const write = async (path: string, text: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
};
const edit = async (path: string, change: (text: string) => string) =>
  writeFile(join(root, path), change(await readFile(join(root, path), "utf8")));

/** The editor's messages of a load that must fail. */
async function problemsOf(load: Promise<unknown>): Promise<string[]> {
  const error = await load.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).problems;
}

describe("the content files", () => {
  it.each(Object.keys(collections) as (keyof typeof collections)[])(
    "%s loads in both languages",
    async (name) => {
      const { data } = await loadCollection(name, project);
      expect(data.en).toBeTruthy();
      expect(data.ne).toBeTruthy();
      expect(JSON.stringify(data.ne)).not.toEqual(JSON.stringify(data.en));
    },
  );
});

describe("a broken content file stops the build, saying where and what", () => {
  it("names the file, the field by its label, and the item, for an untranslated field", async () => {
    await edit("content/ne/faq.yaml", (text) => text.replace(/^ {4}category: मूल्य\n/m, ""));
    expect(await problemsOf(loadCollection("faq", root))).toEqual([
      'content/ne/faq.yaml › Categories › item 2 "pricing" › Name: is not translated yet',
    ]);
  });

  it("says an item is missing from the translation, or extra in it", async () => {
    await edit("content/ne/faq.yaml", (text) => text.replace("- id: process", "- id: proces"));
    expect(await problemsOf(loadCollection("faq", root))).toEqual([
      'content/ne/faq.yaml › Categories: has an item "proces" the English file does not have',
      'content/ne/faq.yaml › Categories › item 3 "process": has no translation of the item "process"',
    ]);
  });

  it("says a list is shorter in one language", async () => {
    await edit("content/ne/faq.yaml", (text) =>
      text.replace(/ {6}- question: [^\n]+\n {8}answer: [^\n]+\n/, ""),
    );
    expect(await problemsOf(loadCollection("faq", root))).toEqual([
      'content/ne/faq.yaml › Categories › item 1 "services" › Questions: has 2 items where the English file has 3',
    ]);
  });

  it("says when a field is empty, or has a name the site does not know", async () => {
    await edit("content/en/faq.yaml", (text) =>
      text.replace("category: Pricing", 'category: ""').replace("category: Process", "categroy: Process"),
    );
    const problems = await problemsOf(loadCollection("faq", root));
    expect(problems).toContain('content/en/faq.yaml › Categories › item 2 "pricing" › Name: is empty');
    expect(problems).toContain(
      'content/en/faq.yaml › Categories › item 3 "process": has "categroy", which the site does not know (a misspelt name?)',
    );
  });

  it("says in words what a number must be: whole, and within its bounds", async () => {
    await edit("content/en/testimonials.yaml", (text) => text.replace("rating: 5", "rating: 6"));
    await edit("content/en/plans.yaml", (text) =>
      text.replace("  - id: startup\n", "  - id: startup\n    price: 45000.5\n"),
    );
    const [ratings, prices] = await Promise.all([
      problemsOf(loadCollection("testimonials", root)),
      problemsOf(loadCollection("plans", root)),
    ]);
    expect(ratings.join("\n")).toMatch(/Rating: should be 5 or less$/m);
    expect(prices.join("\n")).toMatch(/Starting price \(NPR\): should be a whole number$/m);
  });

  it("says when an icon's name is not one lucide draws, in the English file (an icon is written once)", async () => {
    await edit("content/en/home.yaml", (text) => text.replace("icon: SearchCheck", "icon: SearchChek"));
    expect(await problemsOf(loadCollection("home", root))).toEqual([
      'content/en/home.yaml › Process › Steps › item 1 › Icon: "SearchChek" is not an icon of lucide.dev/icons: write its name as the site spells it, such as SearchCheck',
    ]);
  });

  it("says when a file cannot be read as YAML", async () => {
    await write("content/ne/faq.yaml", "categories: [\n");
    const [problem] = await problemsOf(loadCollection("faq", root));
    expect(problem).toMatch(/^content\/ne\/faq\.yaml: cannot be read: /);
  });

  it("says which translation is missing", async () => {
    await rm(join(root, "content/ne/faq.yaml"));
    expect(await problemsOf(loadCollection("faq", root))).toEqual([
      "content/ne/faq.yaml: is missing: translate content/en/faq.yaml into Nepali",
    ]);
  });

  describe("in a folder of entries", () => {
    // A collection of the same make as the site's case studies and jobs, on files of its own.
    const offices = {
      label: "Offices",
      folder: "offices",
      format: "md",
      unique: ["slug"],
      schema: group("Office", {
        slug: key("Address", "the office's page: /offices/SLUG"),
        order: count("Order"),
        kind: choice("Kind", ["studio", "desk"]),
        name: word("Name"),
        body: markdown("About the office"),
      }),
    } as const;
    const office = (slug: string, order: number, name: string, body: string) =>
      `---\nslug: ${slug}\norder: ${order}\nkind: studio\nname: ${name}\n---\n${body}\n`;
    const nepali = (name: string, body: string) => `---\nname: ${name}\n---\n${body}\n`;

    beforeEach(async () => {
      await write("content/en/offices/butwal.md", office("butwal", 2, "Butwal", "Our **first** office."));
      await write("content/ne/offices/butwal.md", nepali("बुटवल", "हाम्रो **पहिलो** अफिस।"));
      await write(
        "content/en/offices/kathmandu.md",
        office("kathmandu", 1, "Kathmandu", "By the ring road."),
      );
      await write("content/ne/offices/kathmandu.md", nepali("काठमाडौं", "रिङरोडनजिक।"));
    });

    it("gives each entry its id, in order, with its Markdown as HTML and the structure in both languages", async () => {
      const { data } = await loadContent(offices, root);
      expect(data.ne).toEqual([
        {
          id: "kathmandu",
          slug: "kathmandu",
          order: 1,
          kind: "studio",
          name: "काठमाडौं",
          body: "<p>रिङरोडनजिक।</p>",
        },
        {
          id: "butwal",
          slug: "butwal",
          order: 2,
          kind: "studio",
          name: "बुटवल",
          body: "<p>हाम्रो <strong>पहिलो</strong> अफिस।</p>",
        },
      ]);
    });

    it("stops on two entries with one address", async () => {
      await write("content/en/offices/pokhara.md", office("butwal", 3, "Pokhara", "By the lake."));
      await write("content/ne/offices/pokhara.md", nepali("पोखरा", "तालनजिक।"));
      const problems = await problemsOf(loadContent(offices, root));
      expect(problems).toContain(
        'content/en/offices/pokhara.md › Address: "butwal" is already used by butwal.md; each must be different',
      );
    });

    it("stops on structure written in the Nepali file, an unknown choice, and an entry with no twin", async () => {
      await write("content/ne/offices/butwal.md", `---\norder: 2\nname: बुटवल\n---\nहाम्रो अफिस।\n`);
      await edit("content/en/offices/kathmandu.md", (text) => text.replace("kind: studio", "kind: shop"));
      await write("content/ne/offices/pokhara.md", nepali("पोखरा", "तालनजिक।"));
      expect(await problemsOf(loadContent(offices, root))).toEqual([
        "content/en/offices/kathmandu.md › Kind: must be one of: studio, desk",
        "content/ne/offices/butwal.md › Order: is written in the English file only; remove it here",
        "content/ne/offices/pokhara.md: has no English original (content/en/offices/pokhara.md): remove it or add the English",
      ]);
    });
  });
});

describe("the build's content plugin", () => {
  const load = (plugin: Plugin, id: string) =>
    (plugin.load as unknown as (this: { addWatchFile(): void }, id: string) => Promise<string>).call(
      { addWatchFile: () => {} },
      id,
    );

  it("gives a page the icons its content names, each imported from lucide-react once, and no name of one", async () => {
    // Any icon lucide draws, with no change of code: one the site has never shown.
    await edit("content/en/home.yaml", (text) => text.replace("icon: Palette", "icon: Sailboat"));
    const code = await load(siteContent(root, "en"), "\0content:home");
    const imports = [...code.matchAll(/^import \{ (\w+) as (\$import\d+) \} from "lucide-react";$/gm)];
    const names = imports.map(([, name]) => name);
    expect(names).toContain("Sailboat");
    expect(names).toContain("SearchCheck");
    expect(names).not.toContain("Palette");
    expect(new Set(names).size).toBe(names.length);
    // Where the file names an icon, the module has the imported icon, not its name.
    const process = /export const process = (.*);$/m.exec(code)?.[1] ?? "";
    expect(process).toContain('"icon":$import');
    expect(process).not.toMatch(/"icon":"/);
  });

  it("gives a page the language being built, and fails the build on a broken file", async () => {
    const nepali = siteContent(root, "ne");
    expect(await load(nepali, "\0content:faq")).toContain("सेवाहरू");
    await edit("content/ne/faq.yaml", (text) => text.replace("- id: services", "- id: servies"));
    // The dev server reads a changed file again; a build reads the files afresh.
    (nepali.watchChange as unknown as (file: string) => void)(join(root, "content/ne/faq.yaml"));
    await expect(load(nepali, "\0content:faq")).rejects.toThrow(
      'content/ne/faq.yaml › Categories › item 1 "services": has no translation of the item "services"',
    );
  });
});
