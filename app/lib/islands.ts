/**
 * What a page's islands (docs/DECISIONS.md 25) and the shell's island loader (app/shell/islands.ts)
 * agree on. An island is an element whose pre-rendered HTML one React component made, hydrated
 * on its own by that component's entry module (app/islands/<name>.tsx, built by
 * builder/vite/islands.ts); the rest of the page is HTML that never hydrates.
 *
 *     <div data-island="ContactForm" data-load="interaction" data-wake="role= <draft key>"
 *          data-src="/assets/…js" data-imports="/assets/…js …" data-props="{…}">…HTML…</div>
 */

/**
 * When an island hydrates, besides at once at the first input on it (a pointer or the focus
 * coming to it, a press): when it comes near the screen (`visible`), when the browser is idle
 * after the load (`idle`), or only then (`interaction`: a widget on the first screen that does
 * nothing before it is used, so its React stays out of the page's load).
 */
export type IslandLoad = "visible" | "idle" | "interaction";

/**
 * What makes an island hydrate when idle whatever its `load`: the page's address or storage holds
 * something it must act on at once. `hash`: any #fragment (the service a link names); `params`:
 * query parameters (`role` for `?role=`); `draft`: a localStorage key (a draft it puts back).
 */
export type IslandWake = { hash?: boolean; params?: string[]; draft?: string };

/**
 * IslandWake as the `data-wake` attribute, space-separated tokens, each either a text the
 * address holds (`#` for any fragment, `role=` for the parameter; a fragment holding the same
 * text wakes it too, harmlessly) or a localStorage key that is set.
 */
export function wakeTokens({ hash, params = [], draft }: IslandWake): string {
  return [...(hash ? ["#"] : []), ...params.map((param) => `${param}=`), ...(draft ? [draft] : [])].join(" ");
}

/**
 * Whether the page's address or storage asks the island (its `data-wake`) to hydrate at once
 * (undefined, as no, where storage is refused: a privacy setting, a sandboxed frame).
 */
export function isWoken(tokens: string): boolean | undefined {
  const address = location.hash + location.search;
  try {
    return tokens
      .split(" ")
      .some((token) => token && (address.includes(token) || !!localStorage.getItem(token)));
  } catch {
    // Nothing stored to put back.
  }
}

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
