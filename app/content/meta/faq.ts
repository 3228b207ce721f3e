import type { NamedPage } from "./types";

export const faqMeta: NamedPage = {
  name: "FAQ",
  path: "/faq",
  title: "FAQ: Services, Pricing, Process and Support | Sathi Digital",
  description:
    "Answers about our services, packages and payment plans, how long a website takes, support hours and response times, and how to get started with Sathi Digital.",
};
