import type { Config } from "@react-router/dev/config";
import { pages } from "./app/content/pages";
import { pagePaths } from "./app/content/sitePages";

export default {
  ssr: false,
  // Every page of the registry is pre-rendered, and the not-found page at "/404" (from the
  // catch-all route), so the server can answer unknown paths with real not-found HTML and 404.
  prerender: () => [...pagePaths(), pages.notFound.path],
} satisfies Config;
