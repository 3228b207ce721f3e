import { isActivePath, navigation } from "~/content/menu";
import { useNavPath } from "~/hooks/useNavPath";
import { lazyComponent } from "~/lib/lazyComponent";
import { NavMenu } from "./NavMenu";

const CompanyMenuPanel = lazyComponent(() =>
  import("./CompanyMenuPanel").then((module) => module.CompanyMenuPanel),
);

/** For SiteHeader, which fetches the panel as the visitor heads for the bar. */
export const preloadCompanyMenu = CompanyMenuPanel.preload;

/** 'Who We Are': a button that opens the company pages' dropdown (CompanyMenuPanel). */
export function CompanyMenu() {
  const pathname = useNavPath();
  return (
    <NavMenu
      id="company-menu"
      title={navigation.company.title}
      active={isActivePath(pathname, navigation.company.url)}
      panelClassName="left-0"
    >
      {(close) => <CompanyMenuPanel pathname={pathname} close={close} />}
    </NavMenu>
  );
}
