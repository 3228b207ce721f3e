import { useRef } from "react";
import { navigation } from "~/content/menu";
import { useScrolledPast } from "~/hooks/useScrolledPast";
import { useNavPath } from "~/hooks/useNavPath";
import { cn } from "~/lib/utils";
import { CompanyMenu, preloadCompanyMenu } from "./CompanyMenu";
import { CtaLink } from "./CtaLink";
import { Logo } from "./Logo";
import { MobileNav } from "./MobileNav";
import { NavListLink } from "./NavListLink";
import { navItemClass } from "./navStyles";
import { preloadServicesMegaMenu, ServicesMegaMenu } from "./ServicesMegaMenu";
import { ThemeToggle } from "./ThemeToggle";
import { Container } from "./ui/container";

/** Fixed top bar: transparent over the dark page hero, opaque with a shadow after 50px. */
export function SiteHeader() {
  const pathname = useNavPath();
  const scrolled = useScrolledPast(50);
  const navRef = useRef<HTMLElement>(null);
  // The menus' panels are fetched as the visitor heads for the bar (a pointer over it, or the
  // keyboard on the logo before the menus), so they are there when a menu opens. Not on phones,
  // where the bar holds the menu button instead.
  const preloadMenus = () => {
    if (!navRef.current?.getClientRects().length) return;
    preloadServicesMegaMenu();
    preloadCompanyMenu();
  };

  return (
    // Not an interaction: the two handlers only fetch code ahead of one.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header
      onPointerEnter={preloadMenus}
      onFocus={preloadMenus}
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-300 ease-out",
        scrolled
          ? "bg-surface text-foreground shadow-md dark:border-b dark:border-border"
          : "on-inverse bg-transparent text-inverse-foreground",
      )}
    >
      <Container className="flex h-[var(--header-height)] items-center justify-between gap-4">
        {/* From 768px to 896px the bar holds the mark only, so every item fits on one line. */}
        <Logo className="md:max-[56rem]:[&>span]:hidden" />
        <nav ref={navRef} aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            <li>
              <ServicesMegaMenu />
            </li>
            <li>
              <CompanyMenu />
            </li>
            {navigation.links.map((link) => (
              <NavListLink key={link.url} link={link} pathname={pathname} linkClass={navItemClass} />
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <ThemeToggle className="lg:size-10" />
          </div>
          <div className="hidden md:block">
            <CtaLink pathname={pathname} size="sm" className="lg:h-10 lg:px-5" />
          </div>
          <MobileNav />
        </div>
      </Container>
    </header>
  );
}
