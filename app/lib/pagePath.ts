import type { MetaDescriptor } from "react-router";
import { notFoundMeta } from "~/content/meta/not-found";
import { pageMeta } from "./seo";

/**
 * In the browser React Router matches paths without regard to case (its `caseSensitive` option
 * does not reach the client), while the server and the pre-rendered pages are case-sensitive:
 * /Services is served the not-found page. Each page route therefore says which paths really
 * are it, in its `handle`, and anything else it matched is shown as not found.
 */
export type PageHandle = { isPage: (pathname: string) => boolean };

export const exactly = (path: string): PageHandle => ({ isPage: (pathname) => pathname === path });

export function isPagePath(handle: unknown, pathname: string): boolean {
  const isPage = (handle as Partial<PageHandle> | undefined)?.isPage;
  return isPage ? isPage(pathname) : true;
}

/** Sent for any unknown path, so no URL of its own: /404 itself answers 404. */
export const notFoundMetaTags = (): MetaDescriptor[] => [
  ...pageMeta(notFoundMeta).filter(
    (entry) =>
      !("rel" in entry && entry.rel === "canonical") && !("property" in entry && entry.property === "og:url"),
  ),
  { name: "robots", content: "noindex" },
];

/** A route's meta, or the not-found page's for a path that only matched it by case. */
export function metaFor<Args extends { location: { pathname: string } }>(
  handle: PageHandle,
  meta: (args: Args) => MetaDescriptor[],
) {
  return (args: Args) => (handle.isPage(args.location.pathname) ? meta(args) : notFoundMetaTags());
}
