import type { ReactNode } from "react";
import { staticMarkup } from "~/lib/staticMarkup";
import { StaticHtml } from "../ui/static-html";

/**
 * A hero visual made when the page is pre-rendered and adopted as it is by a page with React
 * (components/ui/static-html.tsx): its components and data stay out of the browser's bundle. Pass
 * the visual as `{import.meta.env.SSR && <Visual />}`, so the browser's build drops it.
 */
export function PrerenderedVisual({ children }: { children: ReactNode }) {
  return <StaticHtml as="div" html={import.meta.env.SSR ? staticMarkup(<>{children}</>, "hero-") : ""} />;
}
