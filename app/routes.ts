import { route, type RouteConfig } from "@react-router/dev/routes";
import { importWithContent } from "../builder/content/import";

// The registry is read from content files (the pages' words, the case studies), which React
// Router's loader of this file cannot read: it is imported with them (builder/content/import.ts).
const [{ sitePages }, { pages }, { FEEDS }] = await Promise.all([
  importWithContent<typeof import("./content/sitePages")>("app/content/sitePages.ts"),
  importWithContent<typeof import("./content/pages")>("app/content/pages.ts"),
  import("./content/journalPaths"),
]);

// Every page of the registry (content/pages.ts) at each of its paths, or at the pattern it shares
// with pages of its kind (the journal's articles), case-sensitive as the server is (DECISIONS.md 3),
// so any other path is the not-found page "*".
const paths = new Map(
  sitePages()
    .filter((page) => page.path !== pages.notFound.path)
    .flatMap((page) =>
      (page.pattern ? [page.pattern] : [page.path, ...(page.twins ?? [])]).map(
        (path) => [path, page.route] as const,
      ),
    ),
);

export default [
  ...[...paths].map(([path, file]) => route(path, file, { id: path, caseSensitive: true })),
  // The journal's feeds: resource routes, pre-rendered to files.
  ...Object.values(FEEDS).map((path) => route(path, "routes/insight-feed.ts", { id: path })),
  route("*", pages.notFound.route),
] satisfies RouteConfig;
