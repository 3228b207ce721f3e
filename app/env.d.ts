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
declare module "content:home" {
  const data: import("~/content/schema/collections").Content<"home">;
  export default data;
}
declare module "content:numbers" {
  const data: import("~/content/schema/collections").Content<"numbers">;
  export default data;
}
declare module "content:story" {
  const data: import("~/content/schema/collections").Content<"story">;
  export default data;
}
declare module "content:values" {
  const data: import("~/content/schema/collections").Content<"values">;
  export default data;
}
declare module "content:plans" {
  const data: import("~/content/schema/collections").Content<"plans">;
  export default data;
}
declare module "content:careers" {
  const data: import("~/content/schema/collections").Content<"careers">;
  export default data;
}
declare module "content:jobs" {
  const data: import("~/content/schema/collections").Content<"jobs">;
  export default data;
}
declare module "content:about" {
  const data: import("~/content/schema/collections").Content<"about">;
  export default data;
}
declare module "content:team" {
  const data: import("~/content/schema/collections").Content<"team">;
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
declare module "content:pages" {
  const data: import("~/content/schema/collections").Content<"pages">;
  export default data;
}
declare module "content:contact" {
  const data: import("~/content/schema/collections").Content<"contact">;
  export default data;
}
declare module "content:site" {
  const data: import("~/content/schema/collections").Content<"site">;
  export default data;
}
/** Only some fields (scripts/content/vite-plugin.ts, `?fields=`): the openings' titles... */
declare module "content:jobs?fields=title" {
  const data: Pick<import("~/content/schema/collections").Content<"jobs">[number], "title">[];
  export default data;
}
/** ...the contact details the pages' scripts read, and the words only pre-rendered markup shows. */
declare module "content:site?fields=legalName,tagline,phones,offices,openingHours,social,foundingYear" {
  const data: Pick<
    import("~/content/schema/collections").Content<"site">,
    "legalName" | "tagline" | "phones" | "offices" | "openingHours" | "social" | "foundingYear"
  >;
  export default data;
}
declare module "content:site?fields=hours,availability" {
  const data: Pick<import("~/content/schema/collections").Content<"site">, "hours" | "availability">;
  export default data;
}
