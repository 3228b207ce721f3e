import { useSyncExternalStore } from "react";

/** The page's address as far as a widget reads it: its hash and its query. */
export type PageAddress = { hash: string; search: string };

/** The pre-rendered HTML was made for no query and no hash: hydration starts from these. */
const PRERENDERED: PageAddress = { hash: "", search: "" };

const listeners = new Set<() => void>();
let current: PageAddress | undefined;

const read = (): PageAddress => ({ hash: window.location.hash, search: window.location.search });

/** A new object at each navigation within the page (a link to a #hash, Back, a hash typed). */
function onNavigation() {
  current = read();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    addEventListener("hashchange", onNavigation);
    addEventListener("popstate", onNavigation);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    removeEventListener("hashchange", onNavigation);
    removeEventListener("popstate", onNavigation);
    // Unwatched, it may go stale: the next widget to read it reads it afresh.
    current = undefined;
  };
}

/**
 * The page's address, for an island (which has no router): the pre-rendered one while it
 * hydrates, then the browser's, and a new object after each navigation within the page.
 */
export function usePageAddress(): PageAddress {
  return useSyncExternalStore(
    subscribe,
    () => (current ??= read()),
    () => PRERENDERED,
  );
}
