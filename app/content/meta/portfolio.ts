import type { NamedPage } from "./types";

export const portfolioMeta: NamedPage = {
  name: "Portfolio",
  path: "/portfolio",
  title: "Portfolio: Websites, Brands and Campaigns | Sathi Digital",
  description:
    "Selected work by Sathi Digital: an online shop, a brand identity, a travel blog, a SaaS dashboard and a restaurant campaign, with the challenge, the work and the result.",
};
