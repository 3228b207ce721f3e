// Made by builder/content/typegen.mjs from app/content/schema/collections.ts (npm run typecheck).

/**
 * `import data from "content:NAME"`: a collection of content files, checked (builder/content/);
 * `import { field } from "content:NAME"`: one field of a file's top level (only it in the page's
 * script); `content:NAME/VIEW`: one of its views (app/content/schema/collections.ts).
 */
declare module "content:faq" {
  const data: import("~/content/schema/collections").Content<"faq">;
  export = data;
}
declare module "content:faq/questions" {
  const data: import("~/content/schema/collections").View<"faq", "questions">;
  export = data;
}
declare module "content:home" {
  const data: import("~/content/schema/collections").Content<"home">;
  export = data;
}
declare module "content:numbers" {
  const data: import("~/content/schema/collections").Content<"numbers">;
  export = data;
}
declare module "content:numbers/shown" {
  const data: import("~/content/schema/collections").View<"numbers", "shown">;
  export = data;
}
declare module "content:story" {
  const data: import("~/content/schema/collections").Content<"story">;
  export = data;
}
declare module "content:values" {
  const data: import("~/content/schema/collections").Content<"values">;
  export = data;
}
declare module "content:plans" {
  const data: import("~/content/schema/collections").Content<"plans">;
  export = data;
}
declare module "content:plans/page" {
  const data: import("~/content/schema/collections").View<"plans", "page">;
  export = data;
}
declare module "content:plans/names" {
  const data: import("~/content/schema/collections").View<"plans", "names">;
  export = data;
}
declare module "content:careers" {
  const data: import("~/content/schema/collections").Content<"careers">;
  export = data;
}
declare module "content:jobs" {
  const data: import("~/content/schema/collections").Content<"jobs">;
  export = data;
}
declare module "content:jobs/titles" {
  const data: import("~/content/schema/collections").View<"jobs", "titles">;
  export = data;
}
declare module "content:about" {
  const data: import("~/content/schema/collections").Content<"about">;
  export = data;
}
declare module "content:team" {
  const data: import("~/content/schema/collections").Content<"team">;
  export = data;
}
declare module "content:portfolio" {
  const data: import("~/content/schema/collections").Content<"portfolio">;
  export = data;
}
declare module "content:portfolio/cards" {
  const data: import("~/content/schema/collections").View<"portfolio", "cards">;
  export = data;
}
declare module "content:portfolioCategories" {
  const data: import("~/content/schema/collections").Content<"portfolioCategories">;
  export = data;
}
declare module "content:portfolioPage" {
  const data: import("~/content/schema/collections").Content<"portfolioPage">;
  export = data;
}
declare module "content:caseStudyPage" {
  const data: import("~/content/schema/collections").Content<"caseStudyPage">;
  export = data;
}
declare module "content:clients" {
  const data: import("~/content/schema/collections").Content<"clients">;
  export = data;
}
declare module "content:testimonials" {
  const data: import("~/content/schema/collections").Content<"testimonials">;
  export = data;
}
declare module "content:services" {
  const data: import("~/content/schema/collections").Content<"services">;
  export = data;
}
declare module "content:services/explorer" {
  const data: import("~/content/schema/collections").View<"services", "explorer">;
  export = data;
}
declare module "content:servicesPage" {
  const data: import("~/content/schema/collections").Content<"servicesPage">;
  export = data;
}
declare module "content:relatedWork" {
  const data: import("~/content/schema/collections").Content<"relatedWork">;
  export = data;
}
declare module "content:serviceCategories" {
  const data: import("~/content/schema/collections").Content<"serviceCategories">;
  export = data;
}
declare module "content:pages" {
  const data: import("~/content/schema/collections").Content<"pages">;
  export = data;
}
declare module "content:contact" {
  const data: import("~/content/schema/collections").Content<"contact">;
  export = data;
}
declare module "content:site" {
  const data: import("~/content/schema/collections").Content<"site">;
  export = data;
}
declare module "content:site/chat" {
  const data: import("~/content/schema/collections").View<"site", "chat">;
  export = data;
}
declare module "content:insights" {
  const data: import("~/content/schema/collections").Content<"insights">;
  export = data;
}
declare module "content:insightTags" {
  const data: import("~/content/schema/collections").Content<"insightTags">;
  export = data;
}
declare module "content:journal" {
  const data: import("~/content/schema/collections").Content<"journal">;
  export = data;
}
declare module "content:footer" {
  const data: import("~/content/schema/collections").Content<"footer">;
  export = data;
}
declare module "content:errors" {
  const data: import("~/content/schema/collections").Content<"errors">;
  export = data;
}
declare module "content:formOutcomes" {
  const data: import("~/content/schema/collections").Content<"formOutcomes">;
  export = data;
}
