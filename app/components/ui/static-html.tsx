import type { ComponentProps, ElementType } from "react";

type StaticHtmlProps<T extends ElementType> = { as: T; html: string } & Omit<
  ComponentProps<T>,
  "children" | "dangerouslySetInnerHTML"
>;

/** What the browser's render gives: one object, always the same (see StaticHtml). */
const ADOPTED = { __html: "" };

/**
 * An element whose content is HTML made when the page was pre-rendered (lib/staticMarkup.ts).
 * Hydration adopts it as it is (React leaves `dangerouslySetInnerHTML` content alone), so the
 * browser needs neither its components nor its copy: the site's shell, whose behaviour is the
 * platform's and the shell script's (app/shell/), ships no React on any page. In the browser
 * `html` is "" and every render hands React the same object: React writes innerHTML again only
 * when that object changes, which would empty the element.
 */
export function StaticHtml<T extends ElementType>({ as, html, ...props }: StaticHtmlProps<T>) {
  const Element = as as ElementType;
  return (
    <Element
      {...props}
      dangerouslySetInnerHTML={html ? { __html: html } : ADOPTED}
      suppressHydrationWarning
    />
  );
}
