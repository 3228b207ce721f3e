import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCollection } from "../../builder/content/load";
import { caseStudies } from "./caseStudies";
import { findClient } from "./clientLookup";
import { testimonials } from "./testimonials";

// The case studies' files as the build reads them (the pages themselves: components/ProjectCaseStudy.test.tsx).
const root = resolve(import.meta.dirname, "../..");
const study = (id: number) => caseStudies.find((project) => project.id === id)!;

describe("the case studies' story content, in both languages", () => {
  it("each names the testimonial of its client where the client has one, and none it does not", async () => {
    for (const project of caseStudies) {
      expect(project.testimonial?.id).toBe(testimonials.find((item) => item.client === project.client)?.id);
    }
    // The words are the testimonial's, not a copy: no case study file holds a quote.
    for (const locale of ["en", "ne"])
      for (const project of caseStudies)
        expect(
          readFileSync(resolve(root, `content/${locale}/portfolio/${project.id}.md`), "utf8"),
        ).not.toMatch(/quote:/);
  });

  it("has a timeline, a list of what was supplied and a before picture for each, in English and Nepali", async () => {
    const { data } = await loadCollection("portfolio", root);
    const [en, ne] = [data.en, data.ne] as CaseStudyFile[][];
    expect(ne.map((file) => file.id)).toEqual(en.map((file) => file.id));
    en.forEach((english, index) => {
      const nepali = ne[index];
      expect(english.timeline.length).toBeGreaterThanOrEqual(3);
      // The weeks are written once: the Nepali page counts the same weeks.
      expect(nepali.timeline.map((phase) => phase.weeks)).toEqual(
        english.timeline.map((phase) => phase.weeks),
      );
      expect(nepali.timeline.map((phase) => phase.name)).not.toEqual(
        english.timeline.map((phase) => phase.name),
      );
      expect(nepali.supplied).toHaveLength(english.supplied.length);
      expect(nepali.before.src).toBe(english.before.src);
      expect(nepali.before.alt).not.toBe(english.before.alt);
      // The before picture is the project's own drawing of the client's starting point.
      const svg = readFileSync(resolve(root, `public${english.before.src}`), "utf8");
      expect(svg).toMatch(/^<svg [^>]*width="1600" height="1000"/);
      expect(svg).toContain(findClient(english.client).name.replace("&", "&amp;"));
      expect(svg.toLowerCase()).not.toMatch(/#003893|#dc143c/);
    });
  });

  it("keeps Tusa Finance's timeline to the four weeks from first sketch to rollout its story states", () => {
    const [, ...fromSketch] = study(2).timeline;
    expect(fromSketch.reduce((sum, phase) => sum + phase.weeks, 0)).toBe(4);
    expect(study(2).outcomes).toContainEqual({ value: "4 weeks", label: "from first sketch to rollout" });
  });
});

type CaseStudyFile = {
  id: string;
  client: string;
  timeline: { name: string; weeks: number }[];
  supplied: string[];
  before: { src: string; alt: string };
};
