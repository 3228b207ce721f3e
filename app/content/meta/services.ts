import type { NamedPage } from "./types";

export const servicesMeta: NamedPage = {
  name: "Services",
  path: "/services",
  title: "Services: Websites, Branding & Marketing | Sathi Digital",
  description:
    "Website design, redesign, apps and UI/UX; logos, brand identity and packaging; social media, content, SEO and WhatsApp marketing for businesses in Nepal.",
};
