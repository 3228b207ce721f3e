import type { Plugin } from "vite";

const NO_ISLAND_RENDERER = "\0no-island-renderer";

/**
 * React DOM's pre-renderer is for the islands' HTML at build (components/Island.tsx): the
 * browser's build of the routes, which no page loads, gets an empty module in its place.
 */
export const islandRendererAtBuildOnly: Plugin = {
  name: "island-renderer-at-build-only",
  enforce: "pre",
  resolveId(source, _importer, options) {
    if (source === "react-dom/static" && !options?.ssr) return NO_ISLAND_RENDERER;
  },
  load(id) {
    if (id === NO_ISLAND_RENDERER) return "export const prerenderToNodeStream = undefined;";
  },
};
