import type { MetaDescriptor } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { faqCategories } from "~/content/faq";
import { type PageEntry, pageMetaCopy, pages } from "~/content/pages";
import { findProject } from "~/content/projectLookup";
import { pageAt, pagePaths } from "~/content/sitePages";
import { servicePages } from "~/content/servicePages";
import { servicePath } from "~/content/serviceTypes";
import { findServicePage } from "~/content/sitePages";
import { site } from "~/content/site";
import { DEFAULT_OG_IMAGE, ogCardText, ogHeadline, ogImageAlt, ogImagePath } from "./ogImage.mjs";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  faqJsonLd,
  ORGANIZATION_ID,
  organizationJsonLd,
  pageMeta,
  serviceJsonLd,
} from "./seo";

type JsonLd = Record<string, unknown> & { "@type": string };

const jsonLdOf = (descriptor: MetaDescriptor) =>
  (descriptor as { "script:ld+json": JsonLd })["script:ld+json"];
const allJsonLd = (meta: MetaDescriptor[]) =>
  meta.filter((descriptor) => "script:ld+json" in descriptor).map(jsonLdOf);
const content = (meta: MetaDescriptor[], key: string) =>
  (
    meta.find(
      (d) => (d as { property?: string }).property === key || (d as { name?: string }).name === key,
    ) as { content: string } | undefined
  )?.content;

// Every route module's `meta`, as React Router calls it for a pre-rendered path.
const modules = import.meta.glob<{ meta: (args: unknown) => MetaDescriptor[] }>("../routes/*.tsx");
type RouteEntry = { path?: string; file: string };
async function metaOf(pathname: string): Promise<MetaDescriptor[]> {
  // A page that shares its kind's route (the journal's articles) is served by that pattern's.
  const routePath = pageAt(pathname)?.pattern ?? pathname;
  const entry = (routes as RouteEntry[]).find((route) => route.path === routePath);
  if (!entry) throw new Error(`no route for ${pathname}`);
  const load = modules[`../${entry.file.replace(/^\.?\/?/, "")}`];
  if (!load) throw new Error(`no module ${entry.file}`);
  const { meta } = await load();
  return meta({ location: { pathname, search: "", hash: "", state: null, key: "default" }, params: {} });
}

/** The canonical path of a pre-rendered path (twin service routes declare their twin's). */
const canonicalOf = (path: string) =>
  (findServicePage(path) && servicePath(findServicePage(path)!.id)) ?? findProject(path)?.link ?? path;
const isNested = (path: string) => path.split("/").filter(Boolean).length >= 2;

describe("ogImagePath", () => {
  it("derives a flat file name from the page path, keeping its case", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(ogImagePath("/faq")).toBe("/og/faq.png");
    expect(ogImagePath("/services/website-design")).toBe("/og/services-website-design.png");
    expect(ogImagePath("/services/BrandStrategy")).toBe("/og/services-BrandStrategy.png");
    expect(ogImagePath("/portfolio/1")).toBe("/og/portfolio-1.png");
    expect(() => ogImagePath("faq")).toThrow();
  });

  it("gives every canonical page its own image and twins their twin's", () => {
    const canonical = [...new Set(pagePaths().map(canonicalOf))];
    const images = canonical.map(ogImagePath);
    expect(new Set(images).size).toBe(canonical.length);
    for (const image of images) expect(image).toMatch(/^\/og\/[A-Za-z0-9_-]+\.png$/);
    expect(ogImagePath(canonicalOf("/services/Branding"))).toBe(ogImagePath("/services/branding"));
    expect(ogImagePath(canonicalOf("/services/logo-identity"))).toBe(ogImagePath("/services/logo-design"));
  });
});

describe("card text", () => {
  it("drops the brand from the title", () => {
    expect(ogHeadline("Website Design in Nepal | Sathi Digital", "Sathi Digital")).toBe(
      "Website Design in Nepal",
    );
    expect(ogHeadline(pages.home.title, site.name)).toBe("Web Design, Branding & Digital Marketing in Nepal");
    expect(ogHeadline("Sathi Digital", "Sathi Digital")).toBe("Sathi Digital");
  });

  it("puts a nested page's sections above its title, and splits a top-level 'Section: Title'", () => {
    expect(ogCardText("Website Design in Nepal | Sathi Digital", site.name, ["Services"])).toEqual({
      eyebrow: "Services",
      headline: "Website Design in Nepal",
    });
    expect(ogCardText(pages.faq.title, site.name, [])).toEqual({
      eyebrow: "FAQ",
      headline: "Services, Pricing, Process and Support",
    });
    expect(ogCardText(pages.home.title, site.name, [])).toEqual({
      headline: "Web Design, Branding & Digital Marketing in Nepal",
    });
  });

  it("describes the image in its alt text", () => {
    expect(ogImageAlt(pages.faq.title, site.name, pageMetaCopy.ogImageAlt)).toBe(
      "Sathi Digital logo and the words “FAQ: Services, Pricing, Process and Support”",
    );
  });
});

describe("pageMeta", () => {
  it("gives title, description, canonical, Open Graph and Twitter tags", () => {
    const meta = pageMeta(pages.home);
    expect(meta).toContainEqual({ title: pages.home.title });
    expect(meta).toContainEqual({ name: "description", content: pages.home.description });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/") });
    expect(meta).toContainEqual({ property: "og:title", content: pages.home.title });
    expect(meta).toContainEqual({ property: "og:url", content: absoluteUrl("/") });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("points og:image and twitter:image at the page's own 1200x630 card, with alt text", () => {
    const meta = pageMeta(pages.plans);
    const image = absoluteUrl("/og/plans.png");
    expect(content(meta, "og:image")).toBe(image);
    expect(content(meta, "twitter:image")).toBe(image);
    expect(content(meta, "og:image:type")).toBe("image/png");
    expect(content(meta, "og:image:width")).toBe("1200");
    expect(content(meta, "og:image:height")).toBe("630");
    expect(content(meta, "og:image:alt")).toContain("Plans and Packages: Startup, Growth, Enterprise");
    expect(content(meta, "twitter:image:alt")).toBe(content(meta, "og:image:alt"));
  });

  it("gives the not-found page the site-wide image", () => {
    const meta = pageMeta(pages.notFound);
    expect(content(meta, "og:image")).toBe(absoluteUrl(DEFAULT_OG_IMAGE));
    expect(content(meta, "og:image:alt")).toBe(`${site.name}: ${site.tagline}`);
  });

  it("makes absolute URLs on the site's domain", () => {
    expect(absoluteUrl("/")).toMatch(/^https:\/\/[^/]+\/$/);
    expect(absoluteUrl("/about/values")).toMatch(/^https:\/\/[^/]+\/about\/values$/);
  });

  it("names each page found in search by the first part of its title (its breadcrumb)", () => {
    const named: PageEntry[] = Object.values(pages).filter((page) => page !== pages.home);
    for (const page of named.filter((entry) => !entry.noindex))
      expect(page.title.startsWith(page.name), page.name).toBe(true);
  });
});

describe("structured data", () => {
  it("describes the agency as a ProfessionalService with offices, contact points and profiles", () => {
    const data = jsonLdOf(organizationJsonLd());
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": ORGANIZATION_ID,
      name: site.name,
      url: absoluteUrl("/"),
      address: { "@type": "PostalAddress", addressLocality: "Butwal", addressCountry: "NP" },
      sameAs: site.social.map((profile) => profile.href),
    });
    const location = data.location as { address: { addressLocality: string; addressCountry: string } }[];
    expect(location.map((place) => place.address.addressLocality)).toEqual([
      "Butwal",
      "Kathmandu",
      "Bangalore",
    ]);
    expect(location.map((place) => place.address.addressCountry)).toEqual(["NP", "NP", "IN"]);
    const contactPoints = data.contactPoint as { "@type": string; email: string; telephone: string }[];
    expect(contactPoints.map((point) => point["@type"])).toEqual(["ContactPoint", "ContactPoint"]);
    expect(contactPoints.map((point) => point.email)).toEqual([site.emails.general, site.emails.projects]);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("describes a service, provided by the agency, where it works", () => {
    const page = pageAt(servicePath(servicePages[0].id))!;
    const data = jsonLdOf(serviceJsonLd({ name: page.name, description: page.description, path: page.path }));
    expect(data).toMatchObject({
      "@type": "Service",
      name: page.name,
      serviceType: page.name,
      description: page.description,
      url: absoluteUrl(page.path),
      provider: { "@type": "ProfessionalService", "@id": ORGANIZATION_ID, name: site.name },
      areaServed: [
        { "@type": "Country", name: "Nepal" },
        { "@type": "Country", name: "India" },
      ],
    });
  });

  it("lists breadcrumbs from home down to the page, with absolute URLs", () => {
    const data = jsonLdOf(breadcrumbJsonLd([pages.about, pages.values]));
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
        { "@type": "ListItem", position: 2, name: "About Us", item: absoluteUrl("/about") },
        { "@type": "ListItem", position: 3, name: "Our Values", item: absoluteUrl("/about/values") },
      ],
    });
  });

  it("is a schema.org FAQPage with every question and its answer", () => {
    const data = jsonLdOf(faqJsonLd(faqCategories)) as JsonLd & {
      mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
    };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(15);
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: faqCategories[0].questions[0].question,
      acceptedAnswer: { "@type": "Answer", text: faqCategories[0].questions[0].answer },
    });
  });
});

describe("every pre-rendered page's meta", () => {
  // Importing the route modules (and their components) once, with time to spare on a busy machine.
  beforeAll(() => Promise.all(Object.values(modules).map((load) => load())), 60_000);

  // The pages a form sent without JavaScript lands on are not to be found: noindex, like not-found.
  const indexed = pagePaths().filter((path) => !pageAt(path)?.noindex);
  const unlisted = pagePaths().filter((path) => pageAt(path)?.noindex);

  it("lists the form outcomes apart", () => {
    expect(unlisted).toEqual([
      pages.contactSent.path,
      pages.newsletterSubscribed.path,
      pages.formInvalid.path,
      pages.sendFailed.path,
    ]);
  });

  it.each(indexed)("%s: own card, the agency, and its page types", async (path) => {
    const meta = await metaOf(path);
    const canonical = canonicalOf(path);
    // The generator (builder/og-image.mjs) draws ogImagePath(canonical path): the meta must agree.
    expect(content(meta, "og:image")).toBe(absoluteUrl(ogImagePath(canonical)));
    expect(content(meta, "twitter:image")).toBe(absoluteUrl(ogImagePath(canonical)));
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl(canonical) });

    const data = allJsonLd(meta);
    const types = data.map((item) => item["@type"]);
    expect(types.filter((type) => type === "ProfessionalService")).toHaveLength(1);
    expect(types.includes("Service")).toBe(Boolean(findServicePage(path)));
    expect(types.includes("FAQPage")).toBe(path === pages.faq.path);
    expect(types.includes("BreadcrumbList")).toBe(isNested(path));
    for (const item of data) expect(item["@context"]).toBe("https://schema.org");

    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList")?.itemListElement as
      { position: number; name: string; item: string }[] | undefined;
    if (crumbs) {
      expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
      expect(crumbs[0]).toMatchObject({ name: "Home", item: absoluteUrl("/") });
      expect(crumbs.at(-1)?.item).toBe(absoluteUrl(canonical));
      const section = `/${canonical.split("/")[1]}`;
      expect(crumbs[1].item).toBe(absoluteUrl(section));
      for (const crumb of crumbs) expect(crumb.name.trim()).not.toBe("");
    }
  });

  it.each(unlisted)("%s: kept out of search results, with the site-wide card", async (path) => {
    const meta = await metaOf(path);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.filter((tag) => "rel" in tag && tag.rel === "canonical")).toEqual([]);
    expect(content(meta, "og:url")).toBeUndefined();
    expect(content(meta, "og:image")).toBe(absoluteUrl(DEFAULT_OG_IMAGE));
    expect(allJsonLd(meta).map((item) => item["@type"])).toEqual(["ProfessionalService"]);
  });

  it("keeps the not-found page, served at any unknown path, out of search results", async () => {
    const entry = (routes as RouteEntry[]).find((route) => route.path === "*");
    const { meta } = await modules[`../${entry?.file}`]();
    const tags = meta({ location: { pathname: "/nope", search: "", hash: "", state: null, key: "default" } });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ title: pages.notFound.title });
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "canonical")).toEqual([]);
    expect(content(tags, "og:url")).toBeUndefined();
  });

  it("names nested pages as their content does", async () => {
    const names = async (path: string) =>
      (
        allJsonLd(await metaOf(path)).find((item) => item["@type"] === "BreadcrumbList")?.itemListElement as {
          name: string;
        }[]
      ).map((crumb) => crumb.name);
    expect(await names("/services/website-design")).toEqual(["Home", "Services", "Website Design"]);
    expect(await names("/services/Branding")).toEqual(["Home", "Services", "Branding"]);
    expect(await names("/about/our-story")).toEqual(["Home", "About Us", "Our Story"]);
    expect(await names("/portfolio/1")).toEqual(["Home", "Portfolio", findProject("/portfolio/1")!.title]);
  });
});
