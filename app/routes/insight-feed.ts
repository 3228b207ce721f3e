import { journalFeed } from "~/lib/journalFeed";
import type { Route } from "./+types/insight-feed";

const TYPES = { rss: "application/rss+xml", atom: "application/atom+xml" } as const;

/** The journal's RSS and Atom feeds (content/journalPaths.ts FEEDS): files pre-rendered at build. */
export function loader({ request }: Route.LoaderArgs) {
  const format = new URL(request.url).pathname.endsWith("/atom.xml") ? "atom" : "rss";
  return new Response(journalFeed(format), {
    headers: { "Content-Type": `${TYPES[format]}; charset=utf-8` },
  });
}
