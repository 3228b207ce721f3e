import { ChevronDown } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { useDisclosure } from "~/hooks/useDisclosure";
import { cn } from "~/lib/utils";
import { navItemClass } from "./navStyles";

type NavMenuProps = {
  id: string;
  title: string;
  /** The current page lies in this menu's section: the trigger is underlined (a button is not a
   * page, so it gets no aria-current; the current page's link in the panel has it). */
  active: boolean;
  /** Where the panel sits: its containing block is this item unless `containerClassName` says otherwise. */
  panelClassName?: string;
  containerClassName?: string;
  /** The panel's content; links call `close` so the menu shuts as the page changes. */
  children: (close: () => void) => ReactNode;
};

/** What a menu's panel gets from NavMenu. */
export type NavMenuPanelProps = {
  pathname: string;
  /** Closes the menu: called by every link, so the menu shuts as the page changes. */
  close: () => void;
};

/**
 * A top-bar item that opens a panel by hover, click or keyboard (Escape closes it). The panel's
 * content is rendered while open only: its code is not loaded with every page (SiteHeader fetches
 * it as the visitor heads for the bar).
 */
export function NavMenu({ id, title, active, panelClassName, containerClassName, children }: NavMenuProps) {
  const { open, toggle, close, containerRef, triggerRef, hoverProps } = useDisclosure<HTMLDivElement>();
  return (
    <div ref={containerRef} className={cn("relative", containerClassName)} {...hoverProps}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
        className={navItemClass(active)}
      >
        {title}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform duration-200", open && "rotate-180")}
        />
      </button>
      {/* A light panel: its focus ring is the default one, also under the transparent header. */}
      <div
        id={id}
        hidden={!open}
        className={cn("absolute top-full z-50 pt-3 [&_:focus-visible]:outline-ring", panelClassName)}
      >
        {open && <Suspense>{children(close)}</Suspense>}
      </div>
    </div>
  );
}
