// @vitest-environment node
/**
 * Adding a case study touches content files only (DECISIONS.md 24): a copy of the project with
 * one more case study, written as the CMS writes it (an English file with its structure and
 * words, a Nepali file with its words), is built for real, and the new work is on /portfolio, on
 * its own page and in the sitemap, in both languages. No TypeScript is touched.
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

let copy = "";
const page = (path: string) => readFile(join(copy, "build/client", path, "index.html"), "utf8");

describe("a case study added as content files", () => {
  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), "site-"));
    for (const entry of [
      "app",
      "content",
      "public",
      "scripts",
      "server",
      "package.json",
      "react-router.config.ts",
      "vite.config.ts",
      "tsconfig.json",
    ])
      await cp(join(project, entry), join(copy, entry), { recursive: true });
    await symlink(join(project, "node_modules"), join(copy, "node_modules"));
    await writeFile(join(copy, `content/en/portfolio/${FIXTURE_ID}.md`), english);
    await writeFile(join(copy, `content/ne/portfolio/${FIXTURE_ID}.md`), nepali);
    await promisify(execFile)(process.execPath, ["scripts/build.mjs"], {
      cwd: copy,
      maxBuffer: 64 * 1024 * 1024,
    });
  }, 300_000);
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

  it("is in the sitemap, each language with its twin", async () => {
    const sitemap = await readFile(join(copy, "build/client/sitemap.xml"), "utf8");
    expect(sitemap).toContain(`<loc>https://sathidigital.com.np/portfolio/${FIXTURE_ID}</loc>`);
    expect(sitemap).toContain(`<loc>https://sathidigital.com.np/ne/portfolio/${FIXTURE_ID}</loc>`);
  });
});
