import type { Config } from "@react-router/dev/config";
import { sitePaths } from "./app/content/sitePages";

export default {
  ssr: false,
  // Every page of the registry is pre-rendered, the not-found page at "/404" too (from the
  // catch-all route), so the server can answer unknown paths with real not-found HTML and 404.
  prerender: () => sitePaths(),
} satisfies Config;
