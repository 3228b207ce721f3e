import type { Config } from "@react-router/dev/config";
import { pages } from "./app/content/pages";
import { pagePaths } from "./app/content/sitePages";

const locale = process.env.SITE_LOCALE === "ne" ? "ne" : "en";

export default {
  ssr: false,
  basename: locale === "ne" ? "/ne" : "/",
  buildDirectory: locale === "ne" ? "build/ne" : "build",
  prerender: () => [...pagePaths(), pages.notFound.path],
} satisfies Config;
