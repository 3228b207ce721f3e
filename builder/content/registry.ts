/**
 * The site registry in each language, as the sitemap reads it (./sitemap-pages.ts), each with the
 * content files of its language, read when this module is: for the build steps that run in Node,
 * apart from Vite's build (postbuild's sitemap, builder/sitemap.mjs), which load it with Vite's
 * module runner.
 */
import { importWithContent } from "./import";
import { LOCALES, type Locale } from "./load";
import type { SitemapPage } from "./sitemap-pages";

export const registries = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const { sitemapPages } = await importWithContent<typeof import("./sitemap-pages")>(
        "builder/content/sitemap-pages.ts",
        locale,
      );
      return [locale, sitemapPages()] as const;
    }),
  ),
) as Record<Locale, SitemapPage[]>;
