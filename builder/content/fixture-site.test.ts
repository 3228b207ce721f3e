// @vitest-environment node
/**
 * Adding a case study touches content files only (DECISIONS.md 24): a copy of the project with
 * one more case study, written as the CMS writes it (an English file with its structure and
 * words, a Nepali file with its words, and one picture), is built for real, and the new work is
 * on /portfolio, on its own page with its picture in every size, and in the sitemap, in both
 * languages. No TypeScript is touched.
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const project = join(import.meta.dirname, "../..");
const FIXTURE_ID = "9";

const english = `---
title: Fixture Bakery Website
category: web-design
client: himali-loom
description: A fixture case study, added as two files to show that a new case study needs no code.
headline: Added as content files alone
link: /portfolio/${FIXTURE_ID}
image: /portfolio/project-${FIXTURE_ID}-1600.jpg
artwork:
  base: /portfolio/project-${FIXTURE_ID}
  width: 1600
  height: 1000
  alt: The fixture bakery website on a phone.
challenge: The agency had to show that a case study is added without a developer.
work:
  - Wrote the case study in English and in Nepali.
result: The page, its listing and its sitemap entry appeared with the next build.
outcomes:
  - value: "2"
    label: files added
---
`;

const nepali = `---
title: फिक्स्चर बेकरी वेबसाइट
description: कोड नछोई दुई फाइल थपेर देखाइएको एउटा नमुना केस स्टडी।
headline: कन्टेन्ट फाइलबाट मात्र थपिएको
artwork:
  alt: फोनमा नमुना बेकरीको वेबसाइट।
challenge: डेभलपर बिना नै केस स्टडी थप्न सकिन्छ भनी देखाउनु थियो।
work:
  - केस स्टडी अंग्रेजी र नेपालीमा लेख्यौं।
result: अर्को बिल्डसँगै पेज, सूची र साइटम्याप देखिए।
outcomes:
  - value: "२"
    label: थपिएका फाइल
---
`;

/**
 * Prices the agency sets (DECISIONS.md 27), set in the same copy as the CMS writes them (numbers
 * in the English files): shipped empty, set here, they must appear on every surface that shows them.
 */
const STARTUP_PRICE = "    price: 45000\n    timeline:\n      fromWeeks: 3\n      toWeeks: 5\n";
const SERVICE_PRICE = "price: 60000\ntimeline:\n  fromWeeks: 2\n";

let copy = "";
const page = (path: string) => readFile(join(copy, "build/client", path, "index.html"), "utf8");
/** A page's visible text, roughly: its tags dropped, white space folded. */
const text = async (path: string) =>
  (await page(path))
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

async function edit(file: string, change: (text: string) => string) {
  const path = join(copy, file);
  const before = await readFile(path, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`${file}: the fixture's edit found nothing to change`);
  await writeFile(path, after);
}

describe("a case study and prices added as content files", () => {
  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), "site-"));
    for (const entry of [
      "app",
      "builder",
      "content",
      "media",
      "public",
      "server",
      "package.json",
      "react-router.config.ts",
      "vite.config.ts",
      "tsconfig.json",
    ])
      await cp(join(project, entry), join(copy, entry), { recursive: true });
    await symlink(join(project, "node_modules"), join(copy, "node_modules"));
    // Named as the CMS names a case study added there, from its title: its page is its link's.
    await writeFile(join(copy, "content/en/portfolio/fixture-bakery-website.md"), english);
    await writeFile(join(copy, "content/ne/portfolio/fixture-bakery-website.md"), nepali);
    // Its picture, as an editor uploads it: the one file its Image names (the site's own first artwork).
    await cp(
      join(project, "public/portfolio/project-1-1600.jpg"),
      join(copy, `public/portfolio/project-${FIXTURE_ID}-1600.jpg`),
    );
    await edit("content/en/plans.yaml", (text) =>
      text.replace("    icon: Rocket\n", `    icon: Rocket\n${STARTUP_PRICE}`),
    );
    await edit("content/en/services/website-design.md", (text) =>
      text.replace(/^---\n/, `---\n${SERVICE_PRICE}`),
    );
    await promisify(execFile)(process.execPath, ["builder/build.mjs"], {
      cwd: copy,
      maxBuffer: 64 * 1024 * 1024,
    });
    // A whole build of both languages: about a minute on an idle machine, several on a busy one.
  }, 900_000);
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it("has its own page in English and in Nepali", async () => {
    expect(await page(`portfolio/${FIXTURE_ID}`)).toMatch(/<h1[^>]*>Fixture Bakery Website<\/h1>/);
    expect(await page(`ne/portfolio/${FIXTURE_ID}`)).toMatch(/<h1[^>]*>फिक्स्चर बेकरी वेबसाइट<\/h1>/);
  });

  it("is listed on /portfolio in both languages, linking to its page", async () => {
    const listing = await page("portfolio");
    expect(listing).toContain("Fixture Bakery Website");
    expect(listing).toContain(`href="/portfolio/${FIXTURE_ID}"`);
    const nepaliListing = await page("ne/portfolio");
    expect(nepaliListing).toContain("फिक्स्चर बेकरी वेबसाइट");
    expect(nepaliListing).toContain(`href="/ne/portfolio/${FIXTURE_ID}"`);
  });

  it("shows its picture in every size and format its page asks for, made by the build from the one uploaded", async () => {
    const html = await page(`portfolio/${FIXTURE_ID}`);
    for (const file of ["800.avif", "1600.avif", "800.webp", "1600.webp", "1600.jpg"]) {
      const path = `/portfolio/project-${FIXTURE_ID}-${file}`;
      expect(html).toContain(path);
      expect((await readFile(join(copy, "build/client", path))).byteLength, path).toBeGreaterThan(1000);
    }
  });

  it("is in the sitemap, each language with its twin", async () => {
    const sitemap = await readFile(join(copy, "build/client/sitemap.xml"), "utf8");
    expect(sitemap).toContain(`<loc>https://sathidigital.com.np/portfolio/${FIXTURE_ID}</loc>`);
    expect(sitemap).toContain(`<loc>https://sathidigital.com.np/ne/portfolio/${FIXTURE_ID}</loc>`);
  });

  it("shows a package's price and timeline on its card, in both languages; packages without one say how they are quoted", async () => {
    const english = await text("plans");
    expect(english).toContain("Startup Package");
    expect(english).toMatch(/from NPR 45,000 Usually 3–5 weeks/);
    expect(english).toContain("Fixed quote after a free consultation");
    const nepali = await text("ne/plans");
    expect(nepali).toMatch(/रु ४५,००० देखि प्रायः ३–५ हप्ता/);
    expect(nepali).toContain("निःशुल्क परामर्शपछि निश्चित मूल्य");
  });

  it("gives the comparison the price: the /plans script, which draws the table, carries it in each language", async () => {
    for (const [path, shown] of [
      ["plans", "NPR 45,000"],
      ["ne/plans", "रु ४५,०००"],
    ]) {
      const html = await page(path);
      const chunks = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([src]) => src);
      const scripts = await Promise.all(
        [...new Set(chunks)].map((src) => readFile(join(copy, "build/client", src), "utf8")),
      );
      expect(
        scripts.some((script) => script.includes(shown)),
        path,
      ).toBe(true);
    }
  });

  it("shows a service's price and timeline under its page's heading, in both languages", async () => {
    expect(await text("services/website-design")).toMatch(/from NPR 60,000 Usually 2 weeks/);
    expect(await text("ne/services/website-design")).toMatch(/रु ६०,००० देखि प्रायः २ हप्ता/);
    // A service without a price is as it was.
    expect(await text("services/SEO")).not.toMatch(/from NPR|Usually \d/);
  });

  it("ends the FAQ's answer about cost with the prices set, in both languages", async () => {
    expect(await text("faq")).toContain(
      "After a free consultation you get a written, fixed quote. Starting prices: Startup Package from NPR 45,000.",
    );
    expect(await text("ne/faq")).toContain("सुरुवाती मूल्य: स्टार्टअप प्याकेज रु ४५,००० देखि।");
  });
});
