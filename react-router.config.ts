import type { Config } from "@react-router/dev/config";
import { importWithContent } from "./builder/content/import";

const locale = process.env.SITE_LOCALE === "ne" ? "ne" : "en";

export default {
  ssr: false,
  basename: locale === "ne" ? "/ne" : "/",
  buildDirectory: locale === "ne" ? "build/ne" : "build",
  // The registry reads content files, which this file's loader cannot: see app/routes.ts.
  prerender: async () => {
    const [{ pagePaths }, { pages }] = await Promise.all([
      importWithContent<typeof import("./app/content/sitePages")>("app/content/sitePages.ts"),
      importWithContent<typeof import("./app/content/pages")>("app/content/pages.ts"),
    ]);
    const { FEEDS } = await import("./app/content/journalPaths");
    return [...pagePaths(), pages.notFound.path, ...Object.values(FEEDS)];
  },
} satisfies Config;
