import { useLocation } from "react-router";
import { navigation } from "~/content/menu";
import { barLinks } from "~/content/menuPanels";
import { CompanyMenu } from "./CompanyMenu";
import { CtaLink } from "./CtaLink";
import { LanguageSuggestion, LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { MobileNav } from "./MobileNav";
import { NavListLink } from "./NavListLink";
import { navItemClass } from "./navStyles";
import { ServicesMegaMenu } from "./ServicesMegaMenu";
import { ThemeToggle } from "./ThemeToggle";
import { Container } from "./ui/container";

/**
 * Fixed top bar: transparent over the dark page hero, opaque with a shadow after 50px
 * (`data-scrolled`, kept by app/shell/header.ts; app.css has the two looks). It is static
 * HTML on every page: the menus are the platform's and the shell script's (app/shell/).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 bg-transparent text-inverse-foreground transition-[background-color,box-shadow,color] duration-300 ease-out data-[scrolled=true]:bg-surface data-[scrolled=true]:text-foreground data-[scrolled=true]:shadow-md dark:data-[scrolled=true]:border-b dark:data-[scrolled=true]:border-border"
    >
      <HeaderContent pathname={pathname} />
    </header>
  );
}

/** The bar, and under it the offer of the page in the visitor's chosen language. */
export function HeaderContent({ pathname }: { pathname: string }) {
  return (
    <>
      <HeaderBar pathname={pathname} />
      <LanguageSuggestion pathname={pathname} />
    </>
  );
}

export function HeaderBar({ pathname }: { pathname: string }) {
  return (
    // The menu starts a set distance after the mark and the actions keep to the right: a page
    // painted while its header is still arriving (a slow network) shows each item where it stays,
    // not the menu at the right end first, then moving to the middle as the actions come.
    <Container className="flex h-[var(--header-bar-height)] items-center gap-4 md:max-lg:gap-3">
      {/* From 768px to 896px the bar holds the mark only, so every item fits on one line. */}
      <Logo className="md:max-[56rem]:[&>span]:hidden" />
      <nav aria-label={navigation.mainLabel} className="hidden md:block lg:ml-4 xl:ml-12">
        <ul className="flex items-center gap-0.5 lg:gap-1">
          <li>
            <ServicesMegaMenu pathname={pathname} />
          </li>
          {barLinks("lead").map((link) => (
            <NavListLink key={link.url} link={link} pathname={pathname} linkClass={navItemClass} />
          ))}
          <li>
            <CompanyMenu pathname={pathname} />
          </li>
          {barLinks().map((link) => (
            <NavListLink key={link.url} link={link} pathname={pathname} linkClass={navItemClass} />
          ))}
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-2 md:max-lg:gap-1">
        <LanguageSwitch pathname={pathname} className="lg:h-10" />
        <div className="hidden md:block">
          <ThemeToggle className="lg:size-10" />
        </div>
        <div className="hidden md:block">
          <CtaLink pathname={pathname} size="sm" className="lg:h-10 lg:px-5" />
        </div>
        <MobileNav pathname={pathname} />
      </div>
    </Container>
  );
}
