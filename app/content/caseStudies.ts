import studies from "content:portfolio";
import type { ArtworkCrop } from "./heroVisuals";
import { byNumber, fromFile, type PortfolioProject } from "./portfolio";
import { type Testimonial, testimonials } from "./testimonials";

/**
 * The case studies, each whole, for their own pages (content/{en,ne}/portfolio/ID.md). A module of
 * their own: the pages with cards (/portfolio, the home page) carry the cards only (portfolio.ts).
 */
export type CaseStudy = PortfolioProject & {
  challenge: string;
  work: string[];
  result: string;
  outcomes: { value: string; label: string }[];
  /** The client's own words, from /testimonials (never copied into the case study's file). */
  testimonial?: Testimonial;
  /** The phases of the project in order, each with its length in weeks (none: not shown). */
  timeline: { name: string; weeks: number }[];
  /** What the client gave the studio to work from. */
  supplied: string[];
  /** What the client had before the project: a picture of it. */
  before?: { src: string; width: number; height: number; alt: string };
  /** Parts of the artwork shown on phones, as fractions of its width and height. */
  screens: ArtworkCrop[];
  /** The client's live website, where there is one. */
  site?: string;
};

/** The testimonial with this id; naming one that does not exist stops the build. */
function findTestimonial(id: string | undefined): Testimonial | undefined {
  if (id === undefined) return undefined;
  const found = testimonials.find((testimonial) => testimonial.id === id);
  if (!found) throw new Error(`Case study: no testimonial ${id}`);
  return found;
}

/** A case study as its page reads it: the testimonial it names, its screens as fractions. */
export function caseStudyFrom({
  testimonial,
  screens = [],
  timeline = [],
  supplied = [],
  ...study
}: (typeof studies)[number]): CaseStudy {
  const project = fromFile(study);
  const { width, height } = project.artwork;
  return {
    ...project,
    testimonial: findTestimonial(testimonial),
    timeline,
    supplied,
    screens: screens.map((screen) => ({
      x: screen.x / width,
      y: screen.y / height,
      width: screen.width / width,
      height: screen.height / height,
    })),
  };
}

export const caseStudies: CaseStudy[] = studies.map(caseStudyFrom).sort(byNumber);
