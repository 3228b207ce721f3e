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

declare module "content:portfolio" {
  const data: import("~/content/schema/collections").Content<"portfolio">;
  export default data;
}

declare module "content:portfolioCategories" {
  const data: import("~/content/schema/collections").Content<"portfolioCategories">;
  export default data;
}

declare module "content:portfolioPage" {
  const data: import("~/content/schema/collections").Content<"portfolioPage">;
  export default data;
}

declare module "content:clients" {
  const data: import("~/content/schema/collections").Content<"clients">;
  export default data;
}

declare module "content:testimonials" {
  const data: import("~/content/schema/collections").Content<"testimonials">;
  export default data;
}
