/** Per-page metadata. Each page's title and description are unique; the path is canonical. */
export type PageMeta = { path: string; title: string; description: string };

export const pages = {
  home: {
    path: "/",
    title: "Sathi Digital | Web Design, Branding & Digital Marketing in Nepal",
    description:
      "Sathi Digital designs fast websites, memorable brands and social media campaigns for startups and small businesses in Nepal. Offices in Butwal, Kathmandu and Bangalore.",
  },
  notFound: {
    path: "/404",
    title: "Page not found | Sathi Digital",
    description: "The page you were looking for does not exist. Return to the Sathi Digital home page.",
  },
} satisfies Record<string, PageMeta>;

/** Every concrete path that is pre-rendered at build time. */
export const prerenderPaths: string[] = [pages.home.path];
