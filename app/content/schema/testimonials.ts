import { closingBanner, pageHero } from "./sections.ts";
import { z } from "zod";
import { flag, group, key, list, reference, sampleHint, text, word } from "./fields.ts";

/** content/{en,ne}/testimonials.yaml: the copy of /testimonials and the clients' words (SPEC.md section 3). */
export const testimonials = group("Testimonials", {
  hero: pageHero(),
  featuredEyebrow: word("Eyebrow of the featured story"),
  featuredTitle: word("Heading of the featured story"),
  browser: group("Stories", { title: word("Heading"), intro: text("Introduction") }),
  cta: closingBanner(),
  testimonials: list(
    "Testimonials",
    group("Testimonial", {
      id: key("Id", "Names the testimonial; never change it."),
      client: reference(
        "Client",
        "The id of the client in the client list: its name, town and industry show.",
      ),
      name: word("Name", "Who said it."),
      role: word("Position", "Their role at the client."),
      rating: z
        .number()
        .int()
        .min(1)
        .max(5)
        .meta({ label: "Rating", hint: "Stars, from 1 to 5.", widget: "number" }),
      service: word("Service", "The service we delivered: the page can group stories by it."),
      featured: flag("Featured", "Shown large at the top of the page.").optional(),
      quote: text("Quote"),
    }),
    { summary: "name", hint: sampleHint("real clients' own words, with their permission") },
  ),
});
