import { navigation } from "~/content/menu";
import { isActivePath } from "~/content/menuPanels";
import { serviceMenu } from "~/content/menuPanels";
import { NavMenu } from "./NavMenu";
import { ServicesMegaMenuPanel } from "./ServicesMegaMenuPanel";

/** 'What We Do': a button that opens the panel of service categories (ServicesMegaMenuPanel). */
export function ServicesMegaMenu({ pathname }: { pathname: string }) {
  // Opens on the category of the service page shown, so its link (marked current) is in view.
  const categories = serviceMenu();
  const initial =
    categories.find((category) => category.items.some((service) => service.url === pathname))?.id ??
    categories[0].id;
  return (
    <NavMenu
      id="services-menu"
      title={navigation.services.title}
      active={isActivePath(pathname, navigation.services.url)}
      initialCategory={initial}
      // Below 1024px the bar is too narrow to hang the wide panel from its item: it spans the
      // header instead, centred, 24px from each edge at most.
      containerClassName="max-lg:static"
      panelClassName="max-lg:inset-x-0 max-lg:mx-auto lg:left-[var(--anchor-center,50%)] lg:-translate-x-1/3"
    >
      <ServicesMegaMenuPanel pathname={pathname} activeId={initial} />
    </NavMenu>
  );
}
