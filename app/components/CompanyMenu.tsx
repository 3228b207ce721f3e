import { navigation } from "~/content/menu";
import { isActivePath } from "~/content/menuPanels";
import { CompanyMenuPanel } from "./CompanyMenuPanel";
import { NavMenu } from "./NavMenu";

/** 'Who We Are': a button that opens the company pages' dropdown (CompanyMenuPanel). */
export function CompanyMenu({ pathname }: { pathname: string }) {
  return (
    <NavMenu
      id="company-menu"
      title={navigation.company.title}
      active={isActivePath(pathname, navigation.company.url)}
      panelClassName="left-[var(--anchor-left,1.5rem)]"
    >
      <CompanyMenuPanel pathname={pathname} />
    </NavMenu>
  );
}
