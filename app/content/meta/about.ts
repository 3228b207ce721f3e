import type { NamedPage } from "./types";

export const aboutMeta: NamedPage = {
  name: "About Us",
  path: "/about",
  title: "About Us: A Small Digital Studio in Nepal | Sathi Digital",
  description:
    "Founded in 2025 by a small team, Sathi Digital builds websites, brands and marketing for startups, small businesses, local services and creative professionals.",
};
