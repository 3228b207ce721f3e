import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCollection } from "../../builder/content/load";
import { caseStudies } from "./caseStudies";
import { portfolioCategories, portfolioPage, projects } from "./portfolio";
import { findProject } from "./projectLookup";

const root = resolve(import.meta.dirname, "../..");

describe("portfolio content", () => {
  it("has the five projects of the spec with their ids, titles and categories", () => {
    expect(projects.map((project) => [project.id, project.title, project.category])).toEqual([
      [1, "E-commerce Platform Redesign", "Web Design"],
      [2, "Financial Service Brand Identity", "Branding"],
      [4, "Travel Blog Platform", "Web Development"],
      [5, "SaaS Dashboard Redesign", "UI/UX Design"],
      [6, "Restaurant Promotional Campaign", "Marketing"],
    ]);
  });

  it("links each project to /portfolio/{id} and finds it by that path only", () => {
    expect(projects.map((project) => project.link)).toEqual([
      "/portfolio/1",
      "/portfolio/2",
      "/portfolio/4",
      "/portfolio/5",
      "/portfolio/6",
    ]);
    expect(findProject("/portfolio/4")?.title).toBe("Travel Blog Platform");
    expect(findProject("/portfolio/3")).toBeUndefined();
  });

  it("gives every project its own artwork with alt text and a complete case study", () => {
    expect(new Set(projects.map((project) => project.artwork.base)).size).toBe(5);
    for (const project of caseStudies) {
      expect(project.image).toBe(`${project.artwork.base}-1600.jpg`);
      expect(project.artwork.alt.length).toBeGreaterThan(40);
      expect(project.work.length).toBeGreaterThanOrEqual(3);
      expect(project.outcomes).toHaveLength(3);
      for (const text of [project.description, project.challenge, project.result, project.client]) {
        expect(text.trim()).not.toBe("");
      }
    }
  });

  it("has the filter categories and the closing banner of the spec", () => {
    expect(portfolioCategories).toEqual([
      "Web Design",
      "Branding",
      "Web Development",
      "UI/UX Design",
      "Marketing",
    ]);
    expect(portfolioPage.hero.title).toBe("Our Creative Portfolio");
    expect(portfolioPage.closing.title).toBe("Ready to Start Your Project?");
    expect(portfolioPage.closing.primary).toEqual({ label: "Get in Touch", url: "/contact" });
  });
});

describe("case studies as files", () => {
  /** A case study 7, in English (structure and words) and in Nepali (words only). */
  const fixture = {
    en: `---
title: Clinic Booking Website
category: web-development
client: himali-loom
description: A booking website for a Butwal clinic, so patients choose a doctor and a time from their phone.
headline: Half the calls, twice the bookings
link: /portfolio/7
image: /portfolio/project-7-1600.jpg
artwork:
  base: /portfolio/project-7
  width: 1600
  height: 1000
  alt: The clinic's booking page on a phone, with a list of doctors and the day's free times.
challenge: The clinic's phone rang all morning and patients waited on hold to book a visit.
work:
  - Designed a booking page for phones.
  - Sent a reminder by SMS the day before.
  - Trained the front desk to manage the calendar.
result: Patients book in a minute, and the front desk answers half as many calls.
outcomes:
  - value: "2×"
    label: bookings
  - value: "−50%"
    label: calls to the front desk
  - value: "1 min"
    label: to book a visit
---
`,
    ne: `---
title: क्लिनिक बुकिङ वेबसाइट
description: बुटवलको एउटा क्लिनिकका लागि बुकिङ वेबसाइट, जहाँ बिरामीले फोनबाटै डाक्टर र समय छान्छन्।
headline: आधा फोन, दोब्बर बुकिङ
artwork:
  alt: फोनमा क्लिनिकको बुकिङ पेज, डाक्टरहरूको सूची र दिनभरका खाली समयसहित।
challenge: क्लिनिकको फोन बिहानभरि बजिरहन्थ्यो, र बिरामी बुकिङका लागि लाइनमा पर्खन्थे।
work:
  - फोनका लागि बुकिङ पेज डिजाइन गर्यौं।
  - अघिल्लो दिन SMS मा रिमाइन्डर पठायौं।
  - क्यालेन्डर चलाउन रिसेप्सनलाई सिकायौं।
result: बिरामी एक मिनेटमै बुक गर्छन्, र रिसेप्सनमा आधा मात्र फोन आउँछन्।
outcomes:
  - value: "२×"
    label: बुकिङ
  - value: "−५०%"
    label: रिसेप्सनमा आउने फोन
  - value: "१ मिनेट"
    label: बुक गर्न लाग्ने समय
---
`,
  };

  /**
   * Runs `check` on a copy of the portfolio's folders in both languages with `files` added to
   * them (by language, then file name), and removes the copy after.
   */
  async function withCaseStudies(
    files: Partial<Record<"en" | "ne", Record<string, string>>>,
    check: (tmpRoot: string) => Promise<void>,
  ) {
    const tmpRoot = await mkdtemp(join(tmpdir(), "portfolio-"));
    try {
      for (const locale of ["en", "ne"] as const) {
        const folder = join(tmpRoot, "content", locale, "portfolio");
        await cp(join(root, "content", locale, "portfolio"), folder, { recursive: true });
        for (const [name, text] of Object.entries(files[locale] ?? {}))
          await writeFile(join(folder, name), text);
      }
      await check(tmpRoot);
    } finally {
      await rm(tmpRoot, { recursive: true, force: true });
    }
  }

  it("a case study added as a file in each language is read in both, after the others", async () => {
    await withCaseStudies({ en: { "7.md": fixture.en }, ne: { "7.md": fixture.ne } }, async (tmpRoot) => {
      const { data } = await loadCollection("portfolio", tmpRoot);
      const [en, ne] = [data.en, data.ne] as { id: string; title: string; link: string; work: string[] }[][];
      expect(en.map((study) => study.id)).toEqual(["1", "2", "4", "5", "6", "7"]);
      expect(ne.map((study) => study.id)).toEqual(en.map((study) => study.id));
      expect(en.at(-1)).toMatchObject({
        title: "Clinic Booking Website",
        category: "web-development",
        client: "himali-loom",
        link: "/portfolio/7",
        artwork: { base: "/portfolio/project-7", width: 1600, height: 1000 },
        outcomes: [
          { value: "2×", label: "bookings" },
          { value: "−50%", label: "calls to the front desk" },
          { value: "1 min", label: "to book a visit" },
        ],
      });
      // The Nepali words, laid over the English file's structure.
      expect(ne.at(-1)).toMatchObject({
        title: "क्लिनिक बुकिङ वेबसाइट",
        category: "web-development",
        client: "himali-loom",
        link: "/portfolio/7",
        image: "/portfolio/project-7-1600.jpg",
        artwork: {
          base: "/portfolio/project-7",
          alt: "फोनमा क्लिनिकको बुकिङ पेज, डाक्टरहरूको सूची र दिनभरका खाली समयसहित।",
        },
        work: [
          "फोनका लागि बुकिङ पेज डिजाइन गर्यौं।",
          "अघिल्लो दिन SMS मा रिमाइन्डर पठायौं।",
          "क्यालेन्डर चलाउन रिसेप्सनलाई सिकायौं।",
        ],
        outcomes: [
          { value: "२×", label: "बुकिङ" },
          { value: "−५०%", label: "रिसेप्सनमा आउने फोन" },
          { value: "१ मिनेट", label: "बुक गर्न लाग्ने समय" },
        ],
      });
    });
  });

  it("a case study whose page is not /portfolio/ and a number stops the build, naming the file and field", async () => {
    // Named as the CMS names a new one, from its title.
    const named = (locale: "en" | "ne") => ({
      "clinic-booking-website.md": fixture[locale].replace(
        "link: /portfolio/7",
        "link: /portfolio/clinic-booking",
      ),
    });
    await withCaseStudies({ en: named("en"), ne: named("ne") }, async (tmpRoot) => {
      await expect(loadCollection("portfolio", tmpRoot)).rejects.toThrow(
        /content\/en\/portfolio\/clinic-booking-website\.md.*Page: write \/portfolio\/ and the case study's number/s,
      );
    });
  });

  it("a case study without its Nepali file stops the build, naming the file to write", async () => {
    await withCaseStudies({ en: { "7.md": fixture.en } }, async (tmpRoot) => {
      await expect(loadCollection("portfolio", tmpRoot)).rejects.toThrow(
        "content/ne/portfolio/7.md: is missing: translate content/en/portfolio/7.md into Nepali",
      );
    });
  });
});
