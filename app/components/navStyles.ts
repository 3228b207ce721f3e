import { cn } from "~/lib/utils";

/** Shared look of top-level navigation items; the active one is underlined in crimson. */
export function navItemClass(active: boolean) {
  return cn(
    // Tighter from 768px to 1023px, where the bar holds the language switch too.
    "relative inline-flex h-10 items-center gap-1 rounded-md px-2 text-[15px] font-semibold whitespace-nowrap transition-colors duration-150 lg:px-3.5",
    "after:absolute after:right-2 after:bottom-1 after:left-2 after:h-0.5 after:rounded-full after:bg-primary after:transition-transform after:duration-200 lg:after:right-3.5 lg:after:left-3.5",
    active ? "after:scale-x-100" : "after:scale-x-0 hover:after:scale-x-100",
  );
}
