import type { UIMatch } from "react-router";

/**
 * What a route tells the document about its page, in its `handle`: whether the page needs its
 * React in the browser (docs/DECISIONS.md 19). Pages whose content is static leave it out and
 * ship only the shell's small script (root.tsx).
 */
export type PageHandle = { hydrate: boolean };

export function needsScripts(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as Partial<PageHandle> | undefined)?.hydrate === true);
}

/** The handle of a route that renders one page of the registry (content/pages.ts). */
export const pageHandle = (page: { scripts: boolean }): PageHandle => ({ hydrate: page.scripts });
