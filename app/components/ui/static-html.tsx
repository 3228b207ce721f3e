import type { ComponentProps, ElementType } from "react";

type StaticHtmlProps<T extends ElementType> = { as: T; html: string } & Omit<
  ComponentProps<T>,
  "children" | "dangerouslySetInnerHTML"
>;

/**
 * An element whose content is HTML made when the page was pre-rendered (lib/staticMarkup.ts).
 * Hydration adopts it as it is (React leaves `dangerouslySetInnerHTML` content alone), so the
 * browser needs neither its components nor its copy: the site's shell, whose behaviour is the
 * platform's and the shell script's (app/shell/), ships no React on any page.
 */
export function StaticHtml<T extends ElementType>({ as, html, ...props }: StaticHtmlProps<T>) {
  const Element = as as ElementType;
  return <Element {...props} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
