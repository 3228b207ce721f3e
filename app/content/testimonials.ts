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
import { testimonialsCopy } from "./testimonialsCopy";

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

/** The copy of /testimonials (content/{en,ne}/testimonials.yaml) and its interface's words (testimonialsCopy.ts). */
export const testimonialsPage = {
  hero,
  featuredEyebrow,
  featuredTitle,
  browser: { title: browser.title, intro: browser.intro, ...testimonialsCopy.browser },
  ratingLabel: testimonialsCopy.ratingLabel,
  cta: { id: "first-clients-title", ...cta, icon: Rocket },
};
