/**
 * A module of the site imported with the content files it reads (`content:NAME`), for code
 * React Router loads apart from the site's Vite build: app/routes.ts and react-router.config.ts
 * run in React Router's own module runner, which has none of the site's plugins, yet the registry
 * of pages (app/content/sitePages.ts) lists the case studies, which are content files. There the
 * module is imported afresh by Vite's module runner with the content plugin; where that plugin
 * runs already (vitest), as it is.
 */
import { join, resolve } from "node:path";
import { collections } from "../../app/content/schema/collections";
import type { Locale } from "./load";
import { siteContent } from "./vite-plugin";

const root = resolve(import.meta.dirname, "../..");

/** Whether the code runs where `content:NAME` resolves: asks for one. */
async function contentResolves(): Promise<boolean> {
  const probe = `content:${Object.keys(collections)[0]}`;
  return import(/* @vite-ignore */ probe).then(
    () => true,
    () => false,
  );
}

/** The module at `path` (from the project's root), its content in `locale` where it is read here. */
export async function importWithContent<T>(path: string, locale: Locale = "en"): Promise<T> {
  const file = join(root, path);
  if (await contentResolves()) return (await import(/* @vite-ignore */ file)) as T;
  // Vite itself only here: in a browser test environment, esbuild cannot even load.
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport<T>(file, {
    root,
    logLevel: "warn",
    plugins: [siteContent(root, locale)],
  });
  return module;
}
