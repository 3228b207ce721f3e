import { ChevronDown, X } from "lucide-react";
import { navigation } from "~/content/menu";
import { barLinks, companyMenu, serviceMenu } from "~/content/menuPanels";
import { cn } from "~/lib/utils";
import { CtaLink } from "./CtaLink";
import { LanguageSwitchRow } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { NavListLink } from "./NavListLink";
import { ThemeToggleRow } from "./ThemeToggle";
import { Button } from "./ui/button";
import { localHref } from "~/lib/localHref";

const linkClass = (active: boolean, weight = "font-semibold") =>
  cn(
    "flex min-h-11 items-center rounded-md px-3 py-2 transition-colors duration-150 hover:bg-muted",
    weight,
    active && "bg-secondary text-secondary-foreground",
  );

const groupLabelClass = "px-3 pb-1 text-xs font-bold uppercase tracking-[0.14em] text-accent-text";

/**
 * The phone menu's side panel (MobileNav): its services, company pages, links and theme switch,
 * on a native modal <dialog>: the page behind is inert, Escape and a tap on the backdrop
 * (`closedby="any"`) close it, the focus returns to the menu button. Rendered with every page, so
 * it opens at the first tap; the page does not scroll behind it (app.css).
 */
export function MobileNavPanel({ id, pathname }: { id: string; pathname: string }) {
  return (
    <dialog
      id={id}
      data-phone-menu
      closedby="any"
      aria-labelledby={`${id}-title`}
      className={cn(
        // A light panel inside the header: its focus ring is the default one, also when the
        // header is transparent over a dark hero.
        "fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(88vw,360px)] max-w-none bg-surface p-0 text-surface-foreground shadow-lg [&_:focus-visible]:outline-ring",
        "backdrop:bg-inverse/60 backdrop:backdrop-blur-sm motion-safe:open:animate-[slide-in-right_250ms_var(--ease-out)]",
      )}
    >
      <div className="flex h-full flex-col">
        <div className="flex h-[var(--header-bar-height)] shrink-0 items-center justify-between border-b border-border px-5">
          <h2 id={`${id}-title`} className="sr-only">
            {navigation.menuTitle}
          </h2>
          <Logo />
          <Button
            variant="ghost"
            size="icon"
            aria-label={navigation.closeMenu}
            commandfor={id}
            command="close"
          >
            <X aria-hidden="true" className="size-6" />
          </Button>
        </div>
        <nav aria-label={navigation.phoneLabel} className="scroll-shadows flex-1 overflow-y-auto px-3 py-4">
          <p className={groupLabelClass}>{navigation.services.title}</p>
          <ServiceGroups pathname={pathname} />
          {/* Second in the menu: the work (DECISIONS.md 26). */}
          <ul className="mb-4 border-y border-border py-3">
            {barLinks("lead").map((link) => (
              <NavListLink key={link.url} link={link} pathname={pathname} linkClass={linkClass} />
            ))}
          </ul>
          <p className={groupLabelClass}>{navigation.company.title}</p>
          <ul className="mb-4">
            {companyMenu().map((item) => (
              <li key={item.url}>
                <a
                  href={localHref(item.url)}
                  aria-current={pathname === item.url ? "page" : undefined}
                  className={linkClass(pathname === item.url)}
                >
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
          <ul className="border-t border-border pt-4">
            {barLinks().map((link) => (
              <NavListLink key={link.url} link={link} pathname={pathname} linkClass={linkClass} />
            ))}
          </ul>
        </nav>
        <div className="shrink-0 border-t border-border p-5 pt-3">
          <LanguageSwitchRow pathname={pathname} />
          <ThemeToggleRow className="mb-3" />
          <CtaLink pathname={pathname} size="lg" className="w-full" />
        </div>
      </div>
    </dialog>
  );
}

/**
 * 'What We Do' as collapsible groups, one open at a time (`<details name>`), then 'View all
 * services'. The group of the page shown starts open: its link, marked current, is in view.
 */
function ServiceGroups({ pathname }: { pathname: string }) {
  return (
    <ul className="mb-4">
      {serviceMenu().map((category) => (
        <li key={category.id}>
          <details
            name="phone-menu-services"
            open={category.items.some((service) => service.url === pathname)}
            className="group"
          >
            <summary className="flex min-h-11 w-full cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 text-left font-semibold hover:bg-muted [&::-webkit-details-marker]:hidden">
              {category.title}
              <ChevronDown
                aria-hidden="true"
                className="size-5 transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <ul className="mb-2 ml-3 border-l-2 border-border pl-2">
              {category.items.map((service) => (
                <li key={service.url}>
                  <a
                    href={localHref(service.url)}
                    aria-current={pathname === service.url ? "page" : undefined}
                    className={linkClass(pathname === service.url, "font-medium")}
                  >
                    {service.title}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
      <li>
        <a
          href={localHref(navigation.allServices.url)}
          aria-current={pathname === navigation.allServices.url ? "page" : undefined}
          className={linkClass(pathname === navigation.allServices.url)}
        >
          {navigation.allServices.title}
        </a>
      </li>
    </ul>
  );
}
