import type { NamedPage } from "./types";

export const careersMeta: NamedPage = {
  name: "Careers",
  path: "/about/careers",
  title: "Careers: Join Our Remote-First Team | Sathi Digital",
  description:
    "Open roles at Sathi Digital: Senior UX/UI Designer, Full Stack Developer and Digital Marketing Specialist. Benefits, culture and our three-step hiring process.",
};
