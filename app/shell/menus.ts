import { closestTarget } from "./dom";

/**
 * The header's menus ('What We Do', 'Who We Are'; components/NavMenu.tsx). Each panel is a
 * popover its button opens with a click or a key, and Escape or a click outside closes, with no
 * script at all, and its button tells assistive technology whether it is open. This adds what
 * the platform does not: a mouse opens a menu by resting on it
 * (and leaving closes it, after a short delay to cross the gap), focus leaving a menu closes it,
 * the panel hangs from its item, and the mega menu shows the category the pointer rests on.
 */

/** A click this soon after the mouse came over the menu is part of the same gesture as the hover. */
const HOVER_CLICK_GRACE_MS = 500;
/** The pointer may leave the menu this long (crossing a gap) before it closes. */
const CLOSE_DELAY_MS = 150;
/** How long the pointer rests on a category before it is shown: one crossed on the way is not. */
export const HOVER_INTENT_MS = 120;

const MENU = "[data-menu]";
const CATEGORY = "[data-menu-category]";

const closeTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
const hoveredAt = new WeakMap<Element, number>();
let categoryTimer: ReturnType<typeof setTimeout> | undefined;

const panelOf = (menu: Element) => menu.querySelector<HTMLElement>("[popover]");
const triggerOf = (menu: Element) => menu.querySelector<HTMLElement>("[data-menu-trigger]");
const isOpen = (panel: HTMLElement) => panel.matches(":popover-open");

/** Where the panel hangs: app/components/NavMenu.tsx places it from these. */
function placePanel(menu: Element, panel: HTMLElement) {
  const box = menu.getBoundingClientRect();
  panel.style.setProperty("--anchor-left", `${box.left}px`);
  panel.style.setProperty("--anchor-center", `${box.left + box.width / 2}px`);
  panel.style.setProperty("--anchor-bottom", `${box.bottom}px`);
}

/** Shows one category of the mega menu: its services, and its link marked as the one shown. */
function showCategory(panel: ParentNode, id: string) {
  for (const link of panel.querySelectorAll<HTMLElement>(CATEGORY))
    link.toggleAttribute("data-active", link.dataset.menuCategory === id);
  for (const services of panel.querySelectorAll<HTMLElement>("[data-category-panel]"))
    // Unseen rather than hidden: every category counts in the panel's height, so it keeps it.
    services.style.visibility = services.dataset.categoryPanel === id ? "" : "hidden";
}

export function startMenus(): void {
  document.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse") return;
    const menu = closestTarget(event, MENU);
    const panel = menu && panelOf(menu);
    if (menu && panel) {
      clearTimeout(closeTimers.get(menu));
      if (!isOpen(panel)) {
        hoveredAt.set(menu, event.timeStamp);
        panel.showPopover();
      }
    }
    const category = closestTarget<HTMLElement>(event, CATEGORY);
    const from = event.relatedTarget;
    if (category && !(from instanceof Node && category.contains(from))) {
      clearTimeout(categoryTimer);
      const id = category.dataset.menuCategory ?? "";
      categoryTimer = setTimeout(
        () => showCategory(category.closest("[popover]") ?? document, id),
        HOVER_INTENT_MS,
      );
    }
  });

  document.addEventListener("pointerout", (event) => {
    if (event.pointerType !== "mouse") return;
    const to = event.relatedTarget;
    const category = closestTarget(event, CATEGORY);
    if (category && !(to instanceof Node && category.contains(to))) clearTimeout(categoryTimer);
    const menu = closestTarget(event, MENU);
    const panel = menu && panelOf(menu);
    if (!menu || !panel || (to instanceof Node && menu.contains(to))) return;
    clearTimeout(closeTimers.get(menu));
    closeTimers.set(
      menu,
      setTimeout(() => {
        // The hover is over: a click that comes later opens the menu again.
        hoveredAt.delete(menu);
        if (isOpen(panel)) panel.hidePopover();
      }, CLOSE_DELAY_MS),
    );
  });

  // The click that lands right after the hover that opened the menu must not close it again.
  // A link followed from a panel closes it (one to the page shown changes nothing else, and Back
  // would find it open).
  document.addEventListener(
    "click",
    (event) => {
      const panel = closestTarget(event, "a[href]")?.closest<HTMLElement>(`${MENU} [popover]`);
      if (panel && isOpen(panel)) panel.hidePopover();
      const menu = closestTarget(event, "[data-menu-trigger]")?.closest(MENU);
      if (!menu) return;
      clearTimeout(closeTimers.get(menu));
      // A key's click (detail 0) is never part of the mouse's gesture.
      if (event.detail > 0 && event.timeStamp - (hoveredAt.get(menu) ?? -Infinity) < HOVER_CLICK_GRACE_MS)
        event.preventDefault();
      hoveredAt.delete(menu);
    },
    true,
  );

  document.addEventListener("focusin", (event) => {
    const category = closestTarget<HTMLElement>(event, CATEGORY);
    if (category)
      showCategory(category.closest("[popover]") ?? document, category.dataset.menuCategory ?? "");
    // Focus that leaves a menu closes it.
    for (const panel of document.querySelectorAll<HTMLElement>(`${MENU} [popover]`)) {
      const menu = panel.closest(MENU);
      if (isOpen(panel) && menu && !menu.contains(event.target as Node)) panel.hidePopover();
    }
  });

  // Escape inside a panel hands the focus back to its button, as it does from the button.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const menu = closestTarget(event, MENU);
    const panel = menu && panelOf(menu);
    if (!menu || !panel || !isOpen(panel)) return;
    panel.hidePopover();
    triggerOf(menu)?.focus();
  });

  // `toggle` does not bubble: caught on its way down.
  document.addEventListener(
    "beforetoggle",
    (event) => {
      const panel = event.target as HTMLElement;
      const menu = panel.parentElement?.closest(MENU);
      if (!menu || !(event instanceof ToggleEvent)) return;
      if (event.newState === "open") placePanel(menu, panel);
      else {
        // Each opening starts on the category of the page shown, as the server rendered it: one
        // the pointer was resting on as the panel closed is not shown after all.
        clearTimeout(categoryTimer);
        if (panel.dataset.initialCategory) showCategory(panel, panel.dataset.initialCategory);
      }
    },
    true,
  );

  addEventListener("resize", () => {
    for (const panel of document.querySelectorAll<HTMLElement>(`${MENU} [popover]`)) {
      const menu = panel.closest(MENU);
      if (menu && isOpen(panel)) placePanel(menu, panel);
    }
  });
}
