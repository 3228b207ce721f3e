import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { applyUrl, ROLE_PARAM } from "~/lib/apply";
import { ContentError, LOCALES, loadCollection } from "../../builder/content/load";
import { careersPage, OPENINGS_ID } from "./careers";
import { openRoles } from "./jobTitles";
import type { Content } from "./schema/collections";
import { site } from "./site";

const repo = resolve(import.meta.dirname, "../..");

const { hero, culture, benefits, openings, hiring, cta } = careersPage;

const filled = (text: string) => text.trim().length > 0;
const isIcon = (icon: unknown) => typeof icon === "object" && icon !== null;

describe("careers openings", () => {
  it("are the three roles of SPEC.md section 3, in order, with their department, location and type", () => {
    expect(
      openings.items.map(({ title, department, location, type }) => ({ title, department, location, type })),
    ).toEqual([
      {
        title: "Senior UX/UI Designer",
        department: "Design",
        location: "Remote US/EU",
        type: "Full-time",
      },
      {
        title: "Full Stack Developer",
        department: "Engineering",
        location: "Remote Worldwide",
        type: "Full-time",
      },
      {
        title: "Digital Marketing Specialist",
        department: "Marketing",
        location: "Hybrid",
        type: "Full-time",
      },
    ]);
  });

  it("have unique ids usable as HTML ids, none of them the section's own", () => {
    const ids = openings.items.map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(id).not.toBe(OPENINGS_ID);
    }
  });

  it("each have a description and four to six distinct responsibilities and requirements", () => {
    for (const job of openings.items) {
      expect(filled(job.description), job.title).toBe(true);
      for (const list of [job.responsibilities, job.requirements]) {
        expect(list.length, job.title).toBeGreaterThanOrEqual(4);
        expect(list.length, job.title).toBeLessThanOrEqual(6);
        expect(list.every(filled), job.title).toBe(true);
        expect(new Set(list).size, job.title).toBe(list.length);
      }
    }
  });

  it("label the lists and the Apply Now link", () => {
    expect(openings.responsibilitiesTitle).toBe("Responsibilities");
    expect(openings.requirementsTitle).toBe("Requirements");
    expect(openings.apply).toBe("Apply Now");
    for (const icon of Object.values(openings.metaIcons)) expect(isIcon(icon)).toBe(true);
  });
});

describe("job openings as files", () => {
  const english = `---
order: 4
title: Content Writer
department: Content
location: Remote Nepal
type: Part-time
responsibilities:
  - Write website pages for our clients.
  - Edit each other's drafts.
requirements:
  - Two years of writing for the web.
  - Clear English and Nepali.
---

Write the words our clients' customers read.
`;
  const nepali = `---
title: कन्टेन्ट लेखक
department: कन्टेन्ट
location: रिमोट (नेपाल)
type: आंशिक समय
responsibilities:
  - ग्राहकका वेबसाइटका पेज लेख्नुहोस्।
  - एकअर्काका ड्राफ्ट सम्पादन गर्नुहोस्।
requirements:
  - वेबका लागि लेखेको दुई वर्षको अनुभव।
  - स्पष्ट अंग्रेजी र नेपाली।
---

ग्राहकका ग्राहकले पढ्ने शब्दहरू लेख्नुहोस्।
`;

  /** content/{en,ne}/jobs/ copied into a folder of its own, and what else is written there. */
  async function siteWith(files: Record<string, string>) {
    const root = await mkdtemp(join(tmpdir(), "jobs-"));
    for (const locale of LOCALES)
      await cp(join(repo, `content/${locale}/jobs`), join(root, `content/${locale}/jobs`), {
        recursive: true,
      });
    for (const [path, text] of Object.entries(files)) await writeFile(join(root, path), text);
    return root;
  }

  it("are the files of content/en/jobs/, in their order, as the page lists them", () => {
    expect(openings.items.map((job) => job.id)).toEqual([
      "senior-ux-ui-designer",
      "full-stack-developer",
      "digital-marketing-specialist",
    ]);
    expect(openRoles).toEqual(openings.items.map(({ id, title }) => ({ id, title })));
  });

  it("take a new opening from one more file in each language, with no change to the code", async () => {
    const root = await siteWith({
      "content/en/jobs/content-writer.md": english,
      "content/ne/jobs/content-writer.md": nepali,
    });
    try {
      const { data } = await loadCollection("jobs", root);
      const [en, ne] = [data.en, data.ne] as Content<"jobs">[];
      const ids = [...openings.items.map((job) => job.id), "content-writer"];
      expect(en.map((job) => job.id)).toEqual(ids);
      expect(ne.map((job) => job.id)).toEqual(ids);
      expect(en.at(-1)).toEqual({
        id: "content-writer",
        order: 4,
        title: "Content Writer",
        department: "Content",
        location: "Remote Nepal",
        type: "Part-time",
        responsibilities: ["Write website pages for our clients.", "Edit each other's drafts."],
        requirements: ["Two years of writing for the web.", "Clear English and Nepali."],
        body: "Write the words our clients' customers read.",
      });
      expect(ne.at(-1)).toMatchObject({
        id: "content-writer",
        order: 4,
        title: "कन्टेन्ट लेखक",
        type: "आंशिक समय",
        requirements: ["वेबका लागि लेखेको दुई वर्षको अनुभव।", "स्पष्ट अंग्रेजी र नेपाली।"],
        body: "ग्राहकका ग्राहकले पढ्ने शब्दहरू लेख्नुहोस्।",
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("stop the build when a new opening has no Nepali file, or takes a title already used", async () => {
    const root = await siteWith({ "content/en/jobs/content-writer.md": english });
    try {
      await expect(loadCollection("jobs", root)).rejects.toThrow(
        "content/ne/jobs/content-writer.md: is missing: translate content/en/jobs/content-writer.md into Nepali",
      );
      await writeFile(
        join(root, "content/en/jobs/content-writer.md"),
        english.replace("Content Writer", "Full Stack Developer"),
      );
      await writeFile(join(root, "content/ne/jobs/content-writer.md"), nepali);
      const error = await loadCollection("jobs", root).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).problems).toEqual([
        'content/en/jobs/content-writer.md › Job title: "Full Stack Developer" is already used by full-stack-developer.md; each must be different',
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("applyUrl", () => {
  it("links to the contact form itself with the opening's id in the role parameter", () => {
    expect(ROLE_PARAM).toBe("role");
    expect(applyUrl("senior-ux-ui-designer")).toBe("/contact?role=senior-ux-ui-designer#contact-form");
    for (const job of openings.items) {
      const params = new URL(applyUrl(job.id), site.url).searchParams;
      expect([...params.keys()]).toEqual([ROLE_PARAM]);
      expect(params.get(ROLE_PARAM)).toBe(job.id);
    }
  });
});

describe("careers page copy", () => {
  it("opens with a hero whose call to action leads to the openings", () => {
    for (const text of [hero.eyebrow, hero.title, hero.promise, hero.cta.label])
      expect(filled(text)).toBe(true);
    expect(hero.cta.url).toBe(`#${OPENINGS_ID}`);
  });

  it("has culture text and facts that name the brand and offices from the identity module", () => {
    expect(culture.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(culture.paragraphs.every(filled)).toBe(true);
    expect(culture.eyebrow).toContain(site.name);
    const text = [...culture.paragraphs, ...culture.facts.map((fact) => fact.value)].join(" ");
    for (const office of site.offices) expect(text).toContain(office.city);
    for (const fact of culture.facts) expect(isIcon(fact.icon), fact.label).toBe(true);
  });

  it("lists six benefits with distinct titles, text and icons", () => {
    expect(benefits.items).toHaveLength(6);
    expect(new Set(benefits.items.map((item) => item.title)).size).toBe(6);
    for (const item of benefits.items) {
      expect(filled(item.description), item.title).toBe(true);
      expect(isIcon(item.icon), item.title).toBe(true);
    }
  });

  it("describes the hiring process in three steps", () => {
    expect(hiring.steps).toHaveLength(3);
    for (const step of hiring.steps) expect(filled(step.description), step.title).toBe(true);
  });

  it("closes with 'Submit Your Resume' to /contact", () => {
    expect(cta.primary).toEqual({ label: "Submit Your Resume", url: "/contact" });
    expect(filled(cta.title)).toBe(true);
    expect(filled(cta.text)).toBe(true);
  });

  it("repeats no identity value the site module holds", () => {
    const copy = JSON.stringify(careersPage);
    for (const value of [...Object.values(site.emails), ...site.phones]) {
      expect(copy).not.toContain(value);
    }
  });
});
