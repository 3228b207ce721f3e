import type { NamedPage } from "./types";

export const plansMeta: NamedPage = {
  name: "Plans and Packages",
  path: "/plans",
  title: "Plans and Packages: Startup, Growth, Enterprise | Sathi Digital",
  description:
    "Compare the Startup Package, Growth Package and Enterprise Solution: website, brand and content, support and training, side by side. Payment plans available.",
};
