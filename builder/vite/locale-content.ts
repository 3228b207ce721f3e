import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";
import { projectPath } from "./project.ts";

/**
 * The Nepali build (DECISIONS.md 23): every import of a content module `app/content/x`, by alias
 * or relative path, is `app/content/ne/x` where that exists. The Nepali modules themselves import
 * the English ones they build on (`../x`) as they are. The English build is left as it is.
 * @param locale the language being built (SITE_LOCALE)
 */
export function localeContent(locale: "en" | "ne"): Plugin {
  return {
    name: "locale-content",
    enforce: "pre",
    async resolveId(source, importer) {
      const content = projectPath("./app/content/");
      const target = source.startsWith("~/content/")
        ? content + source.slice("~/content/".length)
        : source.startsWith(".") && importer
          ? resolve(dirname(importer), source)
          : source;
      if (locale === "en" || !target.startsWith(content) || target.startsWith(`${content}${locale}/`)) return;
      const localized = `${content}${locale}/${target.slice(content.length).replace(/\.(ts|tsx|mjs)$/, "")}`;
      // A translation may import from its own English module (its types, a shared value).
      if (importer?.replace(/\.(ts|tsx|mjs)$/, "") === localized) return;
      for (const ext of [".ts", ".tsx", ".mjs"]) {
        try {
          await readFile(localized + ext);
          return localized + ext;
        } catch {
          // Not translated as a module of its own: the shared one serves both languages.
        }
      }
    },
  };
}
