import { useEffect, useState } from "react";
import type { ServiceCategory } from "~/content/serviceTypes";
import { type PageAddress, usePageAddress } from "./usePageAddress";
import { scrollToElement } from "~/lib/scroll";

export type ServiceSelection = { categoryId: string; serviceId: string };

/**
 * Marks where the selection is made, with the details right under it: the tab strips on desktop,
 * the open category on phones. A deep link scrolls it to just below the fixed header, so the
 * visitor sees what is selected, and the other choices, above the details.
 */
export const SERVICE_CHOICE_ATTRIBUTE = "data-service-choice";

function scrollToVisibleChoice() {
  const visible = [...document.querySelectorAll(`[${SERVICE_CHOICE_ATTRIBUTE}]`)].find(
    (element) => element.getClientRects().length > 0,
  );
  if (visible) scrollToElement(visible);
}

/** `#<category-id>` selects that category and its first service, `#<service-id>` its category and that service. */
function findSelection(categories: ServiceCategory[], id: string): ServiceSelection | null {
  const category = categories.find((candidate) => candidate.id === id);
  if (category) return { categoryId: category.id, serviceId: category.services[0].id };
  for (const candidate of categories) {
    const service = candidate.services.find((item) => item.id === id);
    if (service) return { categoryId: candidate.id, serviceId: service.id };
  }
  return null;
}

/** What a deep link selects (findSelection); anything else the first category. */
export function resolveSelection(categories: ServiceCategory[], id: string): ServiceSelection {
  return (
    findSelection(categories, id) ?? { categoryId: categories[0].id, serviceId: categories[0].services[0].id }
  );
}

/** Writes the selection into the URL without adding a history entry. */
function replaceHash(id: string) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${id ? `#${id}` : ""}`);
}

/**
 * The category and service shown on /services. Every navigation (a deep link, a menu link, a
 * hash typed in the address bar) selects from the hash and scrolls to the choice and the details
 * under it; a click
 * selects directly and writes the hash back. The pre-rendered HTML and hydration use no hash
 * (usePageAddress).
 */
export function useServiceSelection(categories: ServiceCategory[]) {
  const address = usePageAddress();
  const { hash } = address;
  // A click's choice holds until the next navigation, which is a new address object, even to
  // the same hash (typed in the address bar again, or Back to it).
  const [choice, setChoice] = useState<{ address: PageAddress; selection: ServiceSelection } | null>(null);
  const selection =
    choice?.address === address
      ? choice.selection
      : resolveSelection(categories, decodeURIComponent(hash.slice(1)));

  useEffect(() => {
    // A hash that names nothing here (a stale or mistyped link) shows the first service where it is.
    if (!findSelection(categories, decodeURIComponent(hash.slice(1)))) return;
    // After the browser's own scroll to the hash's target.
    const frame = requestAnimationFrame(scrollToVisibleChoice);
    return () => cancelAnimationFrame(frame);
  }, [hash, address, categories]);

  function choose(next: ServiceSelection, hashId: string) {
    setChoice({ address, selection: next });
    replaceHash(hashId);
  }

  const selectCategory = (categoryId: string) => choose(resolveSelection(categories, categoryId), categoryId);

  const selectService = (serviceId: string) => choose(resolveSelection(categories, serviceId), serviceId);

  /** Mobile accordion: the open category closes (nothing selected), another one opens. */
  const toggleCategory = (categoryId: string) =>
    selection.categoryId === categoryId
      ? choose({ categoryId: "", serviceId: "" }, "")
      : selectCategory(categoryId);

  return { ...selection, selectCategory, selectService, toggleCategory };
}
