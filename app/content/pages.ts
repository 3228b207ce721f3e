/** Per-page metadata. Each page's title and description are unique; the path is canonical. */
export type PageMeta = { path: string; title: string; description: string };

export const pages = {
  home: {
    path: "/",
    title: "Sathi Digital | Web Design, Branding & Digital Marketing in Nepal",
    description:
      "Sathi Digital designs fast websites, memorable brands and social media campaigns for startups and small businesses in Nepal. Offices in Butwal, Kathmandu and Bangalore.",
  },
  services: {
    path: "/services",
    title: "Services: Websites, Branding & Marketing | Sathi Digital",
    description:
      "Website design, redesign, apps and UI/UX; logos, brand identity and packaging; social media, content, SEO and WhatsApp marketing for businesses in Nepal.",
  },
  notFound: {
    path: "/404",
    title: "Page not found | Sathi Digital",
    description: "The page you were looking for does not exist. Return to the Sathi Digital home page.",
  },
} satisfies Record<string, PageMeta>;
