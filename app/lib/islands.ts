/**
 * What a page's islands (docs/DECISIONS.md 25) and the shell's island loader (app/shell/islands.ts)
 * agree on. An island is an element whose pre-rendered HTML one React component made, hydrated
 * on its own by that component's entry module (app/islands/<name>.tsx, built by
 * builder/vite/islands.ts); the rest of the page is HTML that never hydrates.
 *
 *     <div data-island="FaqExplorer" data-load="visible" data-src="/assets/…js"
 *          data-imports="/assets/…js …" data-props="{…}">…pre-rendered HTML…</div>
 */

/** When an island hydrates, besides at once at the first input on it. */
export type IslandLoad = "visible" | "idle";

export const ISLAND_SELECTOR = "[data-island]";
/** Set on an island once its component is interactive (and its held input replayed). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** Dispatched on the island's element by its root's first effect (app/lib/hydrateIsland.tsx). */
export const ISLAND_HYDRATED_EVENT = "island:hydrated";
/** Dispatched on the island's element when it could not hydrate: it stays the pre-rendered HTML. */
export const ISLAND_FAILED_EVENT = "island:failed";

/** `useId`'s prefix in an island, the same when pre-rendered and hydrated, apart from its page's. */
export const islandIdPrefix = (name: string) => `${name.toLowerCase()}-`;

/** What an island's entry module exports: hydrate this element with these props. */
export type HydrateIsland = (element: HTMLElement, props: object) => void;
