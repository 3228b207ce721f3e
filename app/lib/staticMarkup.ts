import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The HTML of a part of the page that React never hydrates (components/ui/static-html.tsx), made
 * when the page is pre-rendered. Call it as `import.meta.env.SSR ? staticMarkup(...) : ""`: in the
 * browser's build the branch is dead, and the part's components and copy are left out with it
 * (vite.config.ts leaves react-dom/server out too). Ids get their own prefix, apart from the page's.
 */
export function staticMarkup(element: ReactElement, idPrefix: string): string {
  return renderToStaticMarkup(element, { identifierPrefix: idPrefix });
}
