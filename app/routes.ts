import { route, type RouteConfig } from "@react-router/dev/routes";
import { importWithContent } from "../scripts/content/import";

// The registry is read from content files (the pages' words, the case studies), which React
// Router's loader of this file cannot read: it is imported with them (scripts/content/import.ts).
const [{ sitePages }, { pages }, { FEEDS }] = await Promise.all([
  importWithContent<typeof import("./content/sitePages")>("app/content/sitePages.ts"),
  importWithContent<typeof import("./content/pages")>("app/content/pages.ts"),
  import("./content/journalPaths"),
]);

// Every page of the registry (content/pages.ts) at each of its paths: static routes only, and
// case-sensitive as the server is (DECISIONS.md 3), so any other path is the not-found page "*".
export default [
  ...sitePages()
    .filter((page) => page.path !== pages.notFound.path)
    .flatMap((page) =>
      [page.path, ...(page.twins ?? [])].map((path) =>
        route(path, page.route, { id: path, caseSensitive: true }),
      ),
    ),
  // The journal's feeds: resource routes, pre-rendered to files.
  ...Object.values(FEEDS).map((path) => route(path, "routes/insight-feed.ts", { id: path })),
  route("*", pages.notFound.route),
] satisfies RouteConfig;
