import { journalFeed } from "~/lib/journalFeed";
import type { Route } from "./+types/insight-feed";

/**
 * The journal's RSS and Atom feeds (content/journalPaths.ts FEEDS): files pre-rendered at build,
 * then served by their `.xml` extension as application/xml (here too, for the dev server): a
 * browser shows that, where it downloads application/rss+xml; the pages' `<link rel="alternate">`
 * names each feed's format for readers.
 */
export function loader({ request }: Route.LoaderArgs) {
  const format = new URL(request.url).pathname.endsWith("/atom.xml") ? "atom" : "rss";
  return new Response(journalFeed(format), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
