import { describe, expect, it } from "vitest";
import { applyUrl, ROLE_PARAM } from "~/lib/apply";
import { careersPage, OPENINGS_ID } from "./careers";
import { site } from "./site";

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

describe("applyUrl", () => {
  it("links to the contact form itself with the exact job title in the role parameter", () => {
    expect(ROLE_PARAM).toBe("role");
    expect(applyUrl("Senior UX/UI Designer")).toBe("/contact?role=Senior%20UX%2FUI%20Designer#contact-form");
    expect(applyUrl("Full Stack Developer")).toBe("/contact?role=Full%20Stack%20Developer#contact-form");
    expect(applyUrl("Digital Marketing Specialist")).toBe(
      "/contact?role=Digital%20Marketing%20Specialist#contact-form",
    );
  });

  it("encodes characters that would break the query, and round-trips through URLSearchParams", () => {
    const title = "R&D Lead: C++/C# (50% remote) = yes? #1";
    const url = applyUrl(title);
    expect(url.startsWith(`/contact?${ROLE_PARAM}=`)).toBe(true);
    expect(url.slice(`/contact?${ROLE_PARAM}=`.length, -"#contact-form".length)).not.toMatch(/[&#=+ ?/]/);
    const params = new URL(url, site.url).searchParams;
    expect([...params.keys()]).toEqual([ROLE_PARAM]);
    expect(params.get(ROLE_PARAM)).toBe(title);
    for (const job of openings.items) {
      expect(new URL(applyUrl(job.title), site.url).searchParams.get(ROLE_PARAM)).toBe(job.title);
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
    for (const value of [...Object.values(site.emails), ...site.phones.map((phone) => phone.display)]) {
      expect(copy).not.toContain(value);
    }
  });
});
