import type { NamedPage } from "./types";

export const testimonialsMeta: NamedPage = {
  name: "Client Testimonials",
  path: "/testimonials",
  title: "Client Testimonials: Early Success Stories | Sathi Digital",
  description:
    "What our first clients in retail, creative services and food and beverage say about their websites, brands and social media built by Sathi Digital.",
};
