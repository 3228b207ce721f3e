/**
 * The site registry (app/content/sitePages.ts) in each language, each with the content files of
 * its language, read when this module is: for the build steps that run in Node, apart from Vite's
 * build (the sitemap, builder/sitemap.mjs), which load it with Vite's module runner.
 */
import type { PageEntry } from "../../app/content/pages";
import { importWithContent } from "./import";
import { LOCALES, type Locale } from "./load";

export const registries: Record<Locale, PageEntry[]> = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const { sitePages } = await importWithContent<typeof import("../../app/content/sitePages")>(
        "app/content/sitePages.ts",
        locale,
      );
      return [locale, sitePages()] as const;
    }),
  ),
) as Record<Locale, PageEntry[]>;
