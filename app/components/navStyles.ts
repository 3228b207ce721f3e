import { cn } from "~/lib/utils";

/** Shared look of top-level navigation items; the active one is underlined in crimson. */
export function navItemClass(active: boolean) {
  return cn(
    // Tighter up to 1279px, where six items, the language switch, the theme and 'Get Started'
    // share the bar (and smaller type up to 1023px).
    "relative inline-flex h-10 items-center gap-1 rounded-md px-1 text-sm font-semibold whitespace-nowrap transition-colors duration-150 lg:px-2.5 lg:text-[15px] xl:px-3.5",
    "after:absolute after:right-1 after:bottom-1 after:left-1 after:h-0.5 after:rounded-full after:bg-primary after:transition-transform after:duration-200 lg:after:right-2.5 lg:after:left-2.5 xl:after:right-3.5 xl:after:left-3.5",
    active ? "after:scale-x-100" : "after:scale-x-0 hover:after:scale-x-100",
  );
}
