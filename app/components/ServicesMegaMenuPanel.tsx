import { navigation } from "~/content/menu";
import { serviceMenu } from "~/content/menuPanels";
import { cn } from "~/lib/utils";
import { ArrowLink } from "./ui/arrow-link";
import { localHref } from "~/lib/localHref";

/**
 * The 'What We Do' panel (ServicesMegaMenu): three categories; resting the pointer on one or
 * focusing it shows its services (app/shell/menus.ts). Each category's services follow it in the
 * DOM, so Tab reaches them.
 *
 * One grid: the categories stack in the first column, one row each (plus a last row that takes up
 * the rest); every category's services fill the whole second column, all in the same cell. Those
 * not shown are laid out but unseen, so the panel is as tall as its tallest content at any width:
 * nothing is cut off, and it keeps its height as the pointer moves from category to category.
 * (The list and its items are `display: contents`, so their links and services are the grid's.)
 */
export function ServicesMegaMenuPanel({ pathname, activeId }: { pathname: string; activeId: string }) {
  return (
    <div
      className="mx-auto grid w-[min(760px,calc(100vw-48px))] grid-cols-[264px_minmax(0,1fr)] overflow-clip rounded-lg border border-border bg-surface text-surface-foreground shadow-lg lg:grid-cols-[280px_minmax(0,1fr)]"
      style={{ gridTemplateRows: `repeat(${serviceMenu().length}, auto) minmax(0.75rem, 1fr)` }}
    >
      {/* The categories' column: its tint and rule, behind their links. */}
      <div
        aria-hidden="true"
        className="col-start-1 row-span-full row-start-1 border-r border-border bg-muted/60"
      />
      <ul className="contents">
        {serviceMenu().map((category, index) => {
          const isActive = category.id === activeId;
          const Icon = category.icon;
          return (
            <li key={category.id} className="contents">
              <a
                href={localHref(category.url)}
                data-menu-category={category.id}
                data-active={isActive || undefined}
                style={{ gridRow: index + 1 }}
                className={cn(
                  "col-start-1 mx-3 flex gap-3 rounded-md p-3 transition-colors duration-150 not-data-active:hover:bg-surface/70 data-active:bg-surface data-active:shadow-sm",
                  index === 0 ? "mt-3" : "mt-1",
                )}
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" strokeWidth={1.75} />
                <span>
                  <span className="block font-semibold">{category.title}</span>
                  <span className="mt-0.5 block text-sm leading-snug text-muted-foreground">
                    {category.description}
                  </span>
                </span>
              </a>
              <div
                data-category-panel={category.id}
                // Unseen rather than `hidden`: a category not shown still counts in the height.
                // Invisible, its links are out of the Tab order and the accessibility tree too.
                style={isActive ? undefined : { visibility: "hidden" }}
                className="col-start-2 row-span-full row-start-1 flex flex-col p-6 max-lg:px-5"
              >
                <p className="mb-3 text-xs font-bold uppercase tracking-[0.14em] text-accent-text">
                  {category.title}
                </p>
                <ul className="grid grid-cols-2 gap-2">
                  {category.items.map((service) => {
                    const ServiceIcon = service.icon;
                    return (
                      <li key={service.url}>
                        <a
                          href={localHref(service.url)}
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
                        </a>
                      </li>
                    );
                  })}
                </ul>
                <ArrowLink
                  href={localHref(navigation.allServices.url)}
                  className="mt-auto self-start pt-4 text-sm"
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
