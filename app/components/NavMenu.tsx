import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { navItemClass } from "./navStyles";

type NavMenuProps = {
  id: string;
  title: string;
  /** The current page lies in this menu's section: the trigger is underlined (a button is not a
   * page, so it gets no aria-current; the current page's link in the panel has it). */
  active: boolean;
  /** Where the panel hangs, from the `--anchor-*` positions of its item (app/shell/menus.ts). */
  panelClassName?: string;
  containerClassName?: string;
  /** The mega menu's category shown when it opens (app/shell/menus.ts returns to it). */
  initialCategory?: string;
  children: ReactNode;
};

/**
 * A top-bar item whose button opens a panel: a popover, so a click, Enter or Space opens it and
 * Escape or a click elsewhere closes it with no script at all. The shell's script (app/shell/
 * menus.ts) adds hover, closing when the focus leaves, and places the panel under its item.
 */
export function NavMenu({
  id,
  title,
  active,
  panelClassName,
  containerClassName,
  initialCategory,
  children,
}: NavMenuProps) {
  return (
    <div data-menu className={cn("relative", containerClassName)}>
      <button
        type="button"
        // The browser tells assistive technology whether the panel is open (no aria-expanded:
        // a popover's button has its state from the platform).
        popoverTarget={id}
        data-menu-trigger
        className={navItemClass(active)}
      >
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 [button:has(+:popover-open)>&]:rotate-180"
        />
      </button>
      {/* A light panel: its focus ring is the default one, also under the transparent header.
          Its top padding bridges the gap to the button for the pointer. */}
      <div
        id={id}
        popover="auto"
        data-initial-category={initialCategory}
        className={cn(
          "fixed inset-auto top-[var(--anchor-bottom,var(--header-height))] m-0 overflow-visible border-0 bg-transparent p-0 pt-3 text-inherit [&_:focus-visible]:outline-ring",
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}
