import type { NamedPage } from "./types";

export const ourStoryMeta: NamedPage = {
  name: "Our Story",
  path: "/about/our-story",
  title: "Our Story: From Kathmandu to Three Countries | Sathi Digital",
  description:
    "How Sathi Digital grew from a Kathmandu start in April 2024 to a team of 10, more than 50 projects and clients in three countries. Our vision and mission.",
};
