import { Link } from "react-router";
import { companyMenu, isActivePath, navigation } from "~/content/menu";
import { useNavPath } from "~/hooks/useNavPath";
import { cn } from "~/lib/utils";
import { NavMenu } from "./NavMenu";

/** 'Who We Are' dropdown: About, Our Story, Values, Careers. */
export function CompanyMenu() {
  const pathname = useNavPath();
  return (
    <NavMenu
      id="company-menu"
      title={navigation.company.title}
      active={isActivePath(pathname, navigation.company.url)}
      panelClassName="left-0"
    >
      {(close) => (
        <ul className="w-72 rounded-lg border border-border bg-surface p-2 text-surface-foreground shadow-lg">
          {companyMenu.map((item) => {
            const Icon = item.icon;
            const current = pathname === item.url;
            return (
              <li key={item.url}>
                <Link
                  to={item.url}
                  onClick={close}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "flex gap-3 rounded-md p-3 transition-colors duration-150 hover:bg-muted",
                    current && "bg-secondary",
                  )}
                >
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" strokeWidth={1.75} />
                  <span>
                    <span className="block font-semibold">{item.title}</span>
                    <span className="block text-sm text-muted-foreground">{item.description}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </NavMenu>
  );
}
