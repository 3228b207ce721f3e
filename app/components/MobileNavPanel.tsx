import { ChevronDown, X } from "lucide-react";
import { type RefObject, useEffect, useEffectEvent, useState } from "react";
import { Link } from "react-router";
import { navigation } from "~/content/menu";
import { companyMenu, serviceMenu } from "~/content/menuPanels";
import { cn } from "~/lib/utils";
import { CtaLink } from "./CtaLink";
import { Logo } from "./Logo";
import { NavListLink } from "./NavListLink";
import { ThemeToggleRow } from "./ThemeToggle";
import { Button } from "./ui/button";
import { Sheet } from "./ui/sheet";

const linkClass = (active: boolean, weight = "font-semibold") =>
  cn(
    "flex min-h-11 items-center rounded-md px-3 py-2 transition-colors duration-150 hover:bg-muted",
    weight,
    active && "bg-secondary text-secondary-foreground",
  );

const groupLabelClass = "px-3 pb-1 text-xs font-bold uppercase tracking-[0.14em] text-accent-text";

/** Where the desktop bar takes over from this panel (Tailwind's `md`). */
const DESKTOP_QUERY = "(min-width: 768px)";

type MobileNavPanelProps = {
  open: boolean;
  setOpen: (open: boolean) => void;
  pathname: string;
  /** The menu button, which gets the focus back when the panel closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** The phone menu's side panel (MobileNav): its services, company pages, links and theme switch. */
export function MobileNavPanel({ open, setOpen, pathname, triggerRef }: MobileNavPanelProps) {
  // A tablet turned to landscape shows the desktop bar: the panel (and the page's scroll lock)
  // must not stay over it.
  const closeOnDesktop = useEffectEvent((event: MediaQueryListEvent) => {
    if (event.matches) setOpen(false);
  });
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    desktop.addEventListener("change", closeOnDesktop);
    return () => desktop.removeEventListener("change", closeOnDesktop);
  }, [open]);

  return (
    <Sheet
      open={open}
      onClose={() => setOpen(false)}
      returnFocusRef={triggerRef}
      labelledBy="mobile-menu-title"
    >
      {/* A link to the page already shown (or to one of its #anchors) changes no path, which is
          what closes the panel otherwise: any followed link closes it. Keyboard activation of a
          link is a click too. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="flex h-full flex-col"
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest("a[href]")) setOpen(false);
        }}
      >
        <div className="flex h-[var(--header-height)] shrink-0 items-center justify-between border-b border-border px-5">
          <h2 id="mobile-menu-title" className="sr-only">
            {navigation.menuTitle}
          </h2>
          <Logo />
          <Button
            variant="ghost"
            size="icon"
            aria-label={navigation.closeMenu}
            onClick={() => setOpen(false)}
          >
            <X aria-hidden="true" className="size-6" />
          </Button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <p className={groupLabelClass}>{navigation.services.title}</p>
          <ServiceGroups pathname={pathname} />
          <p className={groupLabelClass}>{navigation.company.title}</p>
          <ul className="mb-4">
            {companyMenu.map((item) => (
              <li key={item.url}>
                <Link
                  to={item.url}
                  aria-current={pathname === item.url ? "page" : undefined}
                  className={linkClass(pathname === item.url)}
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="border-t border-border pt-4">
            {navigation.links.map((link) => (
              <NavListLink key={link.url} link={link} pathname={pathname} linkClass={linkClass} />
            ))}
          </ul>
        </nav>
        <div className="shrink-0 border-t border-border p-5 pt-3">
          <ThemeToggleRow className="mb-3" />
          <CtaLink pathname={pathname} size="lg" className="w-full" />
        </div>
      </div>
    </Sheet>
  );
}

/**
 * 'What We Do' as collapsible groups, then 'View all services'. Mounted each time the panel opens
 * (Sheet renders its content while open only), with the group of the page shown open: its link,
 * marked current, is in view.
 */
function ServiceGroups({ pathname }: { pathname: string }) {
  const [expandedCategory, setExpandedCategory] = useState(
    () =>
      serviceMenu.find((category) => category.items.some((service) => service.url === pathname))?.id ?? null,
  );
  return (
    <ul className="mb-4">
      {serviceMenu.map((category) => {
        const expanded = expandedCategory === category.id;
        return (
          <li key={category.id}>
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpandedCategory(expanded ? null : category.id)}
              className="flex min-h-11 w-full items-center justify-between rounded-md px-3 py-2 text-left font-semibold hover:bg-muted"
            >
              {category.title}
              <ChevronDown
                aria-hidden="true"
                className={cn("size-5 transition-transform duration-200", expanded && "rotate-180")}
              />
            </button>
            <ul hidden={!expanded} className="mb-2 ml-3 border-l-2 border-border pl-2">
              {category.items.map((service) => (
                <li key={service.url}>
                  <Link
                    to={service.url}
                    aria-current={pathname === service.url ? "page" : undefined}
                    className={linkClass(pathname === service.url, "font-medium")}
                  >
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
      <li>
        <Link
          to={navigation.allServices.url}
          aria-current={pathname === navigation.allServices.url ? "page" : undefined}
          className={linkClass(pathname === navigation.allServices.url)}
        >
          {navigation.allServices.title}
        </Link>
      </li>
    </ul>
  );
}
