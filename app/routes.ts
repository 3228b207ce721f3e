import { route, type RouteConfig } from "@react-router/dev/routes";
import { pages } from "./content/pages";
import { sitePages } from "./content/sitePages";

// Every page of the registry (content/pages.ts) at each of its paths: static routes only, and
// case-sensitive as the server is (DECISIONS.md 3), so any other path is the not-found page "*".
export default [
  ...sitePages()
    .filter((page) => page !== pages.notFound)
    .flatMap((page) =>
      [page.path, ...(page.twins ?? [])].map((path) =>
        route(path, page.route, { id: path, caseSensitive: true }),
      ),
    ),
  route("*", pages.notFound.route),
] satisfies RouteConfig;
