import { route, type RouteConfig } from "@react-router/dev/routes";
import { readContent } from "../scripts/content/load";
import { pages } from "./content/pages";
import { siteRegistry } from "./content/registry";

// Read here, without the build's content plugin: this module configures the build.
const { sitePages } = siteRegistry(await readContent("services"));

// Every page of the registry (content/registry.ts) at each of its paths: static routes only, and
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
