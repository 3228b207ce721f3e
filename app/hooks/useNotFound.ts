import { useLocation, useMatches } from "react-router";
import { isPagePath } from "~/lib/pagePath";

export const NOT_FOUND_ROUTE = "routes/not-found";

/** The not-found page is showing: an unknown path, or a page's path in the wrong case. */
export function useNotFound(): boolean {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  return !leaf || leaf.id === NOT_FOUND_ROUTE || !isPagePath(leaf.handle, pathname);
}
