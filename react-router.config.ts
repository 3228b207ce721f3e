import type { Config } from "@react-router/dev/config";
import { pages } from "./app/content/pages";
import { siteRegistry } from "./app/content/registry";
import { readContent } from "./scripts/content/load";

const locale = process.env.SITE_LOCALE === "ne" ? "ne" : "en";

export default {
  ssr: false,
  basename: locale === "ne" ? "/ne" : "/",
  buildDirectory: locale === "ne" ? "build/ne" : "build",
  // The paths are the same in each language: the registry of the English content has them all.
  prerender: async () => [...siteRegistry(await readContent("services")).pagePaths(), pages.notFound.path],
} satisfies Config;
