import type { NamedPage } from "./types";

export const valuesMeta: NamedPage = {
  name: "Our Values",
  path: "/about/values",
  title: "Our Values: How We Work and Who We Are | Sathi Digital",
  description:
    "Passion, collaboration, innovation, excellence, inclusivity and integrity: the six values behind every project at Sathi Digital, at work and in our community.",
};
