import { homeMeta } from "./meta/home";
import { servicesMeta } from "./meta/services";
import { aboutMeta } from "./meta/about";
import { ourStoryMeta } from "./meta/our-story";
import { valuesMeta } from "./meta/values";
import { careersMeta } from "./meta/careers";
import { testimonialsMeta } from "./meta/testimonials";
import { faqMeta } from "./meta/faq";
import { portfolioMeta } from "./meta/portfolio";
import { plansMeta } from "./meta/plans";
import { contactMeta } from "./meta/contact";
import { notFoundMeta } from "./meta/not-found";
import type { NamedPage } from "./meta/types";

/**
 * Every page's metadata, for the build (pre-rendering, sitemap) and tests. Each page's own module
 * (./meta/*) is what its route imports, so a page's JavaScript carries only its own copy.
 */
export const pages = {
  home: homeMeta,
  services: servicesMeta,
  about: aboutMeta,
  ourStory: ourStoryMeta,
  values: valuesMeta,
  careers: careersMeta,
  testimonials: testimonialsMeta,
  faq: faqMeta,
  portfolio: portfolioMeta,
  plans: plansMeta,
  contact: contactMeta,
  notFound: notFoundMeta,
} satisfies Record<string, NamedPage>;
