import {
  browser,
  cta,
  featuredEyebrow,
  featuredTitle,
  hero,
  testimonials as entries,
} from "content:testimonials";
import { Rocket } from "lucide-react";
import { type CaseStudyLink, caseStudyLink, clientPlace, findClient } from "./clientLookup";
import type { ClientId } from "./clients";

/** A client's testimonial on /testimonials (SPEC.md section 3). */
export type Testimonial = {
  id: string;
  /** The person who said it, and their role at the client. */
  name: string;
  role: string;
  client: ClientId;
  /** The client's name and town, from the client list. */
  company: string;
  quote: string;
  /** 1-5, shown as stars. */
  rating: number;
  /** The client's industry, from the client list. */
  industry: string;
  service: string;
  featured?: boolean;
  /** The link to the client's case study, where there is one. */
  caseStudy?: CaseStudyLink;
};

export type TestimonialGrouping = "industry" | "service";

/**
 * The clients' words (content/{en,ne}/testimonials.yaml); the company, industry and case study
 * come from the client list, and a client it does not have stops the build.
 */
export const testimonials: Testimonial[] = entries.map((source) => {
  const client = findClient(source.client);
  return {
    ...source,
    company: clientPlace(client),
    industry: client.industry,
    caseStudy: caseStudyLink(client),
  };
});

/** The copy of /testimonials (content/{en,ne}/testimonials.yaml) and its interface's words. */
export const testimonialsPage = {
  hero,
  featuredEyebrow,
  featuredTitle,
  browser: {
    title: browser.title,
    intro: browser.intro,
    groupingLabel: "Group stories",
    groupings: [
      { id: "industry", label: "By Industry" },
      { id: "service", label: "By Service" },
    ] satisfies { id: TestimonialGrouping; label: string }[],
    filterLabel: "Filter stories",
    all: "All",
    results: (shown: number, total: number) => `Showing ${shown} of ${total} stories`,
    empty: (filter: string, grouping: string) =>
      `No stories match "${filter}" when grouped ${grouping.toLowerCase()}.`,
    showAll: "Show all stories",
  },
  ratingLabel: (rating: number) => `${rating} out of 5 stars`,
  cta: { id: "first-clients-title", ...cta, icon: Rocket },
};
