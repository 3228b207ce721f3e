import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { companyMenu, isActivePath, navigation } from "~/content/menu";
import { useDisclosure } from "~/hooks/useDisclosure";
import { useNavPath } from "~/hooks/useNavPath";
import { cn } from "~/lib/utils";
import { navItemClass } from "./navStyles";

/** 'Who We Are' dropdown: About, Our Story, Values, Careers. */
export function CompanyMenu() {
  const pathname = useNavPath();
  const { open, toggle, close, containerRef, triggerRef, hoverProps } = useDisclosure<HTMLDivElement>();
  const active = isActivePath(pathname, navigation.company.url);

  return (
    <div ref={containerRef} className="relative" {...hoverProps}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-current={active ? "page" : undefined}
        aria-controls="company-menu"
        onClick={toggle}
        className={navItemClass(active)}
      >
        {navigation.company.title}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform duration-200", open && "rotate-180")}
        />
      </button>
      <div id="company-menu" hidden={!open} className="absolute top-full left-0 z-50 pt-3">
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
      </div>
    </div>
  );
}
