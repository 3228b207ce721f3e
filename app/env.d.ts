/** `import source from "./x.ts?inline-script"`: the module bundled into one script (builder/vite/inline-scripts.ts). */
declare module "*?inline-script" {
  const source: string;
  export default source;
}

/** `import url from "./x.ts?module-url"` in an inline script: the URL of that module, built apart. */
declare module "*?module-url" {
  const url: string;
  export default url;
}

// The `content:` modules' types are made from the collections: app/content-modules.d.ts.

/** The islands' entry modules in the browser's build, by island (builder/vite/islands.ts). */
declare module "virtual:island-chunks" {
  const chunks: import("../builder/vite/islands").IslandChunks;
  export default chunks;
}
