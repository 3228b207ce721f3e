/** `import source from "./x.ts?inline-script"`: the module bundled into one script (vite.config.ts). */
declare module "*?inline-script" {
  const source: string;
  export default source;
}

/** `import url from "./x.ts?module-url"` in an inline script: the URL of that module, built apart. */
declare module "*?module-url" {
  const url: string;
  export default url;
}

/** `import data from "content:NAME"`: a collection of content files, checked (scripts/content/). */
declare module "content:faq" {
  const data: import("~/content/schema/collections").Content<"faq">;
  export default data;
}

declare module "content:services" {
  const data: import("~/content/schema/collections").Content<"services">;
  export default data;
}

declare module "content:services/explorer" {
  const data: import("~/content/schema/collections").View<"services", "explorer">;
  export default data;
}

declare module "content:serviceCategories" {
  const data: import("~/content/schema/collections").Content<"serviceCategories">;
  export default data;
}
