import { type ComponentType, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_FAILED_EVENT, ISLAND_HYDRATED_EVENT, islandIdPrefix } from "./islands";

/** Tells the loader that the island is React's, once the whole tree's effects have run. */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
  }, [element]);
  return children;
}

/**
 * Hydrates one island's element with its component (an island's entry module, builder/vite/islands.ts),
 * as a transition: React then yields to the browser every few milliseconds, so the hydration of a
 * large widget is many short tasks rather than one long one (no Total Blocking Time, and input
 * and paints go on meanwhile; what is pressed on the island until it has hydrated is held by the
 * loader, app/shell/islands.ts). An error that escapes the component puts the pre-rendered HTML
 * back, which works as it does without JavaScript (links, and forms that post), rather than
 * leaving the element empty.
 */
export function hydrateIsland<P extends object>(element: HTMLElement, Component: ComponentType<P>, props: P) {
  startTransition(() => hydrate(element, Component, props));
}

function hydrate<P extends object>(element: HTMLElement, Component: ComponentType<P>, props: P) {
  const prerendered = element.innerHTML;
  const root = hydrateRoot(
    element,
    <Hydrated element={element}>
      <Component {...props} />
    </Hydrated>,
    {
      identifierPrefix: islandIdPrefix(element.dataset.island ?? ""),
      onUncaughtError(error) {
        console.error(error);
        // Once React has finished with the error: a root is not unmounted from inside its render.
        queueMicrotask(() => {
          root.unmount();
          element.innerHTML = prerendered;
          element.dispatchEvent(new Event(ISLAND_FAILED_EVENT));
        });
      },
    },
  );
}
