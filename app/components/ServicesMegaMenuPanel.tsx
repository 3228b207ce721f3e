import { useState } from "react";
import { Link } from "react-router";
import { navigation } from "~/content/menu";
import { serviceMenu } from "~/content/menuPanels";
import { useHoverIntent } from "~/hooks/useHoverIntent";
import { cn } from "~/lib/utils";
import type { NavMenuPanelProps } from "./NavMenu";
import { ArrowLink } from "./ui/arrow-link";

/**
 * The 'What We Do' panel (ServicesMegaMenu): three categories; resting the pointer on one or
 * focusing it shows its services. Each category's services follow it in the DOM, so Tab reaches them.
 */
export function ServicesMegaMenuPanel({ pathname, close }: NavMenuPanelProps) {
  // Opens on the category of the service page shown, so its link (marked current) is in view.
  const [activeId, setActiveId] = useState(
    () =>
      serviceMenu.find((category) => category.items.some((service) => service.url === pathname))?.id ??
      serviceMenu[0].id,
  );
  const hoverToShow = useHoverIntent(setActiveId);
  return (
    <div className="relative mx-auto w-[min(760px,calc(100vw-48px))] overflow-hidden rounded-lg border border-border bg-surface text-surface-foreground shadow-lg">
      <ul className="grid min-h-[340px] w-[280px] content-start gap-1 border-r border-border bg-muted/60 p-3">
        {serviceMenu.map((category) => {
          const isActive = category.id === activeId;
          const Icon = category.icon;
          return (
            <li key={category.id}>
              <Link
                to={category.url}
                {...hoverToShow(category.id)}
                onFocus={() => setActiveId(category.id)}
                onClick={close}
                className={cn(
                  "flex gap-3 rounded-md p-3 transition-colors duration-150",
                  isActive ? "bg-surface shadow-sm" : "hover:bg-surface/70",
                )}
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" strokeWidth={1.75} />
                <span>
                  <span className="block font-semibold">{category.title}</span>
                  <span className="mt-0.5 block text-sm leading-snug text-muted-foreground">
                    {category.description}
                  </span>
                </span>
              </Link>
              <div
                hidden={!isActive}
                className="absolute top-0 right-0 bottom-0 left-[280px] flex flex-col p-6"
              >
                <p className="mb-3 text-xs font-bold uppercase tracking-[0.14em] text-accent-text">
                  {category.title}
                </p>
                <ul className="grid grid-cols-2 gap-2">
                  {category.items.map((service) => {
                    const ServiceIcon = service.icon;
                    return (
                      <li key={service.url}>
                        <Link
                          to={service.url}
                          onClick={close}
                          aria-current={pathname === service.url ? "page" : undefined}
                          className={cn(
                            "flex h-full gap-3 rounded-md p-3 transition-colors duration-150 hover:bg-muted",
                            service.featured && "bg-secondary/60",
                          )}
                        >
                          <ServiceIcon
                            aria-hidden="true"
                            className="mt-0.5 size-5 shrink-0 text-brand"
                            strokeWidth={1.75}
                          />
                          <span>
                            <span className="block font-semibold">{service.title}</span>
                            <span className="mt-0.5 block text-sm leading-snug text-muted-foreground">
                              {service.description}
                            </span>
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
                <ArrowLink
                  to={navigation.allServices.url}
                  onClick={close}
                  className="mt-auto self-start text-sm"
                >
                  {navigation.allServices.title}
                </ArrowLink>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
