import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useDeferredValue } from "react";
import { serviceCategories as categories, servicesPage } from "~/content/services";
import type { Service } from "~/content/serviceTypes";
import { keepInView } from "~/lib/scroll";
import { SERVICE_CHOICE_ATTRIBUTE, useServiceSelection } from "~/hooks/useServiceSelection";
import { onTabListKeyDown } from "~/lib/tabKeys";
import { cn } from "~/lib/utils";
import { preloadServiceDetails, ServiceDetails } from "./ServiceDetails";
import { IconChip } from "./ui/icon-chip";
import { chipVariants, ToggleChip } from "./ui/toggle-chip";

type TabProps = {
  id: string;
  selected: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** The service the tab would show, fetched as the visitor heads for the tab. */
  shows: Service;
  className: string;
  children: ReactNode;
};

/** Marks the element a deep link scrolls to (useServiceSelection). */
const choiceMarker = { [SERVICE_CHOICE_ATTRIBUTE]: "" };

/** Handlers that fetch a service's details when a pointer comes over its control or it gets focus. */
function preloadOnIntent(service: Service) {
  const preload = () => preloadServiceDetails(service);
  return { onPointerEnter: preload, onFocus: preload };
}

/** One tab of a tablist controlling the service panel; only the selected one is in the Tab order. */
function Tab({ id, selected, onSelect, onKeyDown, shows, className, children }: TabProps) {
  return (
    <button
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls="service-panel"
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      {...preloadOnIntent(shows)}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 font-semibold transition-colors duration-150",
        className,
      )}
    >
      {children}
    </button>
  );
}

/**
 * Categories and services of /services. Desktop: category cards, a category tab strip, a tab row
 * of that category's services and the selected service's details. Phones: an accordion of
 * categories holding service buttons, with the details, compact, inside the open category.
 */
export function ServiceExplorer() {
  const selection = useServiceSelection(categories);
  // Closing the phone accordion empties the category; desktop then shows the first one.
  const category = categories.find((item) => item.id === selection.categoryId) ?? categories[0];
  const service = category.services.find((item) => item.id === selection.serviceId) ?? category.services[0];
  // A new selection keeps the previous details on screen until its own have arrived.
  const shownService = useDeferredValue(service);
  const copy = servicesPage.detail;
  const categoryIds = categories.map((item) => item.id);
  const serviceIds = category.services.map((item) => item.id);

  return (
    <div>
      <div className="hidden md:block">
        <ul className="grid grid-cols-3 gap-5">
          {categories.map((item) => {
            const selected = item.id === category.id;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => selection.selectCategory(item.id)}
                  {...preloadOnIntent(item.services[0])}
                  className={cn(
                    "flex h-full w-full flex-col items-start gap-4 rounded-lg border bg-surface p-6 text-left shadow-sm transition-[border-color,box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-md",
                    selected ? "border-brand ring-2 ring-brand/20" : "border-border",
                  )}
                >
                  <IconChip icon={item.icon} />
                  <span className="text-xl font-bold">{item.title}</span>
                  <span className="leading-relaxed text-muted-foreground">{item.description}</span>
                  <span className="mt-auto text-sm font-semibold text-brand">
                    {item.services.map((entry) => entry.title).join(" · ")}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>

        <div {...choiceMarker} className="mt-10">
          <div
            role="tablist"
            aria-label={servicesPage.tabsLabel}
            className="flex gap-2 rounded-lg border border-border bg-surface p-1.5"
          >
            {categories.map((item) => {
              const selected = item.id === category.id;
              return (
                <Tab
                  key={item.id}
                  id={`category-tab-${item.id}`}
                  selected={selected}
                  onSelect={() => selection.selectCategory(item.id)}
                  shows={item.services[0]}
                  onKeyDown={(event) => onTabListKeyDown(event, categoryIds, selection.selectCategory)}
                  className={cn(
                    "flex-1 justify-center rounded-md px-4 py-2 text-[15px] whitespace-nowrap",
                    selected
                      ? "bg-selected text-selected-foreground shadow-sm"
                      : "text-foreground hover:bg-muted",
                  )}
                >
                  {item.title}
                </Tab>
              );
            })}
          </div>

          <div
            role="tablist"
            aria-label={`${category.title}: ${servicesPage.serviceTabsLabel}`}
            className="mt-4 flex flex-wrap gap-2"
          >
            {category.services.map((item) => {
              const selected = item.id === service.id;
              return (
                <Tab
                  key={item.id}
                  id={`service-tab-${item.id}`}
                  selected={selected}
                  onSelect={() => selection.selectService(item.id)}
                  shows={item}
                  onKeyDown={(event) => onTabListKeyDown(event, serviceIds, selection.selectService)}
                  className={chipVariants({ selected })}
                >
                  {item.title}
                </Tab>
              );
            })}
          </div>
        </div>

        <div
          id="service-panel"
          role="tabpanel"
          aria-labelledby={`service-tab-${service.id}`}
          // Its first content is text, not a control: the panel itself is the next Tab stop after
          // the tabs (WAI-ARIA tabs pattern), so a keyboard reader starts at the description.
          tabIndex={0}
          className="mt-6"
        >
          <ServiceDetails service={shownService} copy={copy} headingLevel="h3" />
        </div>
      </div>

      <ul className="space-y-3 md:hidden">
        {categories.map((item) => {
          const open = item.id === selection.categoryId;
          return (
            <li
              key={item.id}
              {...(open && choiceMarker)}
              className="rounded-lg border border-border bg-surface shadow-sm"
            >
              {/* The open category's header stays in view under the site's header while its
                  services scroll by: the way to close it, back to all categories, is never far. */}
              <h3
                className={cn(
                  open &&
                    "sticky top-[var(--header-height)] z-10 rounded-t-lg border-b border-border bg-surface",
                )}
              >
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={`accordion-${item.id}`}
                  onClick={(event) => {
                    selection.toggleCategory(item.id);
                    // The open category above closes, which would carry this one off the screen.
                    // The item, not its header, which sticks at the top while it is open.
                    keepInView(event.currentTarget.closest("li")!);
                  }}
                  {...preloadOnIntent(item.services[0])}
                  className="flex min-h-16 w-full items-center gap-4 px-4 py-4 text-left min-[400px]:px-5"
                >
                  <IconChip icon={item.icon} className="size-10" />
                  <span className="flex-1 text-lg font-bold">{item.title}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className={cn("size-5 transition-transform duration-200", open && "rotate-180")}
                  />
                </button>
              </h3>
              <div id={`accordion-${item.id}`} hidden={!open} className="px-4 pt-4 pb-5 min-[400px]:px-5">
                <p className="leading-relaxed text-muted-foreground">{item.description}</p>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {item.services.map((entry) => {
                    const selected = open && entry.id === service.id;
                    return (
                      <li key={entry.id}>
                        <ToggleChip
                          pressed={selected}
                          onClick={() => selection.selectService(entry.id)}
                          {...preloadOnIntent(entry)}
                        >
                          {entry.title}
                        </ToggleChip>
                      </li>
                    );
                  })}
                </ul>
                {open && (
                  <ServiceDetails
                    // The previous details while they belong to this category, else the new ones.
                    service={item.services.includes(shownService) ? shownService : service}
                    copy={copy}
                    headingLevel="h4"
                    compact
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
