import type { ReactNode } from "react";
import { staticMarkup } from "~/lib/staticMarkup";
import { StaticHtml } from "./static-html";

type PrerenderedProps = {
  /** Prefix of the part's own ids (lib/staticMarkup.ts), apart from the page's. */
  idPrefix: string;
  className?: string;
  children: ReactNode;
};

/**
 * A part of a page with React that has no behaviour of its own (a hero visual, a band of
 * sections): HTML made when the page is pre-rendered and adopted by hydration as it is
 * (static-html.tsx), so its components and copy stay out of the browser's bundle. Pass the part as
 * `{import.meta.env.SSR && <Part />}`, so the browser's build drops it.
 */
export function Prerendered({ idPrefix, className, children }: PrerenderedProps) {
  return (
    <StaticHtml
      as="div"
      className={className}
      html={import.meta.env.SSR ? staticMarkup(<>{children}</>, idPrefix) : ""}
    />
  );
}
