import { createElement, type SVGProps } from "react";

/** What each of lucide-react's icon modules passes its factory: the icon's name and SVG shapes. */
type IconData = { name: string; node: [tag: string, attributes: Record<string, string>][] };

const DEFAULT_ATTRIBUTES = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/**
 * Stands in for lucide-react's `createLucideIcon` (builder/vite/lucide-icons.ts swaps it in for the icon
 * modules): the same SVG markup from the same icon data, without the provider context, size and
 * stroke arithmetic and attribute builders the site never uses (about 1 kB gzipped off every page).
 * Props go onto the `<svg>` as they are; an icon is hidden from assistive technology unless it is
 * given a name.
 */
export default function createLucideIcon({ name, node }: IconData) {
  function LucideIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const named = Boolean(props["aria-label"] || props["aria-labelledby"] || props.children);
    return createElement(
      "svg",
      {
        ...DEFAULT_ATTRIBUTES,
        className: ["lucide", `lucide-${name}`, className].filter(Boolean).join(" "),
        ...(named ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      props.children,
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}
