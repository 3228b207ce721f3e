import { isActivePath, navigation } from "~/content/menu";
import { useNavPath } from "~/hooks/useNavPath";
import { lazyComponent } from "~/lib/lazyComponent";
import { NavMenu } from "./NavMenu";

const ServicesMegaMenuPanel = lazyComponent(() =>
  import("./ServicesMegaMenuPanel").then((module) => module.ServicesMegaMenuPanel),
);

/** For SiteHeader, which fetches the panel as the visitor heads for the bar. */
export const preloadServicesMegaMenu = ServicesMegaMenuPanel.preload;

/** 'What We Do': a button that opens the panel of service categories (ServicesMegaMenuPanel). */
export function ServicesMegaMenu() {
  const pathname = useNavPath();
  return (
    <NavMenu
      id="services-menu"
      title={navigation.services.title}
      active={isActivePath(pathname, navigation.services.url)}
      // Below 1024px the bar is too narrow to hang the wide panel from its item: it spans the
      // header instead, centred, 24px from each edge at most.
      containerClassName="max-lg:static"
      panelClassName="max-lg:inset-x-6 lg:left-1/2 lg:-translate-x-1/3"
    >
      {(close) => <ServicesMegaMenuPanel pathname={pathname} close={close} />}
    </NavMenu>
  );
}
