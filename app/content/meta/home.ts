import type { NamedPage } from "./types";

export const homeMeta: NamedPage = {
  name: "Home",
  path: "/",
  title: "Sathi Digital | Web Design, Branding & Digital Marketing in Nepal",
  description:
    "Sathi Digital designs fast websites, memorable brands and social media campaigns for startups and small businesses in Nepal. Offices in Butwal, Kathmandu and Bangalore.",
};
