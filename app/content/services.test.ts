import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import serviceCategoryContent from "content:serviceCategories";
import { whyChooseUs as homeWhyChooseUs } from "./home";
import { serviceCategoryIds } from "./schema/services";
import { servicePages } from "./servicePages";
import * as servicesPageCopy from "content:servicesPage";
import { serviceCategories, servicesPage } from "./services";
import { servicePath } from "./serviceTypes";
import { findServicePage, servicePagePaths } from "./sitePages";

const expectedIds = {
  "design-development": ["website-design", "website-redesign", "mobile-app-design", "ui-ux-design"],
  branding: ["logo-identity", "brand-identity", "personal-branding", "packaging-design"],
  "digital-marketing": [
    "social-media-marketing",
    "content-strategy",
    "seo-optimization",
    "email-whatsapp-marketing",
  ],
};

// The twin paths (DECISIONS.md 3) are linked from here, so a crawler finds every route.
const expectedPages: Record<string, string> = {
  "website-design": "/services/website-design",
  "website-redesign": "/services/webredesign",
  "mobile-app-design": "/services/mobile-app",
  "ui-ux-design": "/services/uiux",
  "logo-identity": "/services/logo-identity",
  "brand-identity": "/services/Branding",
  "personal-branding": "/services/PersonalBranding",
  "packaging-design": "/services/PackagingDesign",
  "social-media-marketing": "/services/social-media",
  "content-strategy": "/services/ContentStrategy",
  "seo-optimization": "/services/SEO",
  "email-whatsapp-marketing": "/services/EmailWhatsappMarketing",
};

const routes = [
  "/services/website-design",
  "/services/webredesign",
  "/services/mobile-app",
  "/services/uiux",
  "/services/logo-design",
  "/services/logo-identity",
  "/services/BrandStrategy",
  "/services/PersonalBranding",
  "/services/PackagingDesign",
  "/services/social-media",
  "/services/ContentStrategy",
  "/services/SEO",
  "/services/EmailWhatsappMarketing",
  "/services/branding",
  "/services/Branding",
  "/services/content-writing",
];

const filled = (text: string) => text.trim().length > 0;
/** An icon the content names, as the page gets it: a component that draws lucide's SVG. */
const isIcon = (icon: unknown) =>
  icon !== null &&
  ["function", "object"].includes(typeof icon) &&
  /^<svg [^>]*class="lucide /.test(renderToStaticMarkup(createElement(icon as FunctionComponent)));

const allServices = serviceCategories.flatMap((category) => category.services);

/** Each service page's copy, loaded the way its route loads it, and the page with it. */
const contents = await Promise.all(servicePages.map(async (page) => (await page.page()).default));
const loadedPages = servicePages.map((page, index) => ({
  ...contents[index],
  path: servicePath(page.id),
  eyebrow: page.eyebrow ?? page.title,
  metaTitle: page.metaTitle,
}));
const loadedPage = (path: string) => loadedPages.find((page) => page.path === path);

describe("service categories", () => {
  it("has the three categories and twelve services of SPEC.md section 3, in order", () => {
    expect(serviceCategories.map((c) => c.id)).toEqual(Object.keys(expectedIds));
    for (const category of serviceCategories) {
      expect(category.services.map((s) => s.id)).toEqual(
        expectedIds[category.id as keyof typeof expectedIds],
      );
    }
    expect(serviceCategories.map((c) => c.title)).toEqual([
      "Design & Development",
      "Branding",
      "Digital Marketing",
    ]);
    expect(allServices).toHaveLength(12);
    expect(allServices.map((s) => s.id)).toEqual(Object.values(expectedIds).flat());
  });

  it("gives every category and service real copy, an icon and a colour", () => {
    for (const category of serviceCategories) {
      expect(filled(category.title) && filled(category.description)).toBe(true);
      expect(isIcon(category.icon), category.id).toBe(true);
    }
    for (const service of allServices) {
      expect(filled(service.title)).toBe(true);
      expect(isIcon(service.icon), service.id).toBe(true);
      expect(["blue", "crimson", "teal", "amber", "violet", "green"]).toContain(service.color);
    }
  });

  it("are the categories the code knows, each with its line in the menu", () => {
    expect(serviceCategoryContent.categories.map((category) => category.id)).toEqual([...serviceCategoryIds]);
    for (const category of serviceCategoryContent.categories) expect(filled(category.summary)).toBe(true);
  });

  it("describes every service in two or three sentences, with four to six features and exactly six process steps", async () => {
    for (const service of allServices) {
      const { description, features, process } = (await service.loadDetails()).default;
      const sentences = description.split(/(?<=[.!?])\s+/).filter(filled);
      expect(sentences.length, service.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, service.id).toBeLessThanOrEqual(3);
      expect(description).not.toMatch(/lorem|ipsum/i);
      expect(features.length, service.id).toBeGreaterThanOrEqual(4);
      expect(features.length, service.id).toBeLessThanOrEqual(6);
      expect(process, service.id).toHaveLength(6);
      for (const item of [...features, ...process]) {
        expect(filled(item.title) && filled(item.description), service.id).toBe(true);
      }
      expect(new Set(features.map((f) => f.title)).size).toBe(features.length);
      expect(new Set(process.map((p) => p.title)).size).toBe(6);
    }
  });

  it("links every service to its static page", () => {
    for (const service of allServices) {
      expect(service.page).toBe(expectedPages[service.id]);
      expect(servicePagePaths()).toContain(service.page);
      expect(findServicePage(service.page)).toBeDefined();
    }
  });

  it("are the service files that place a service on /services, each under its own id there", () => {
    const listed = servicePages.filter((page) => page.explorer);
    expect(listed.map((page) => page.explorer?.anchor).sort()).toEqual(allServices.map((s) => s.id).sort());
    for (const page of listed)
      expect(findServicePage(allServices.find((s) => s.id === page.explorer?.anchor)!.page)).toBe(page);
  });

  it("writes a different description, feature and step copy for every service", async () => {
    const details = await Promise.all(allServices.map(async (s) => (await s.loadDetails()).default));
    const descriptions = details.map((d) => d.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const lines = details.flatMap((d) => [...d.features, ...d.process].map((i) => i.description));
    expect(new Set(lines).size).toBe(lines.length);
  });

  it("varies the accent colours within each category", () => {
    for (const category of serviceCategories) {
      const colours = category.services.map((s) => s.color);
      expect(new Set(colours).size, category.id).toBe(colours.length);
    }
  });
});

describe("/services page copy", () => {
  it("has a hero, tab label, detail labels and a consultation banner to /contact", () => {
    expect(filled(servicesPageCopy.hero.eyebrow)).toBe(true);
    expect(filled(servicesPageCopy.hero.title)).toBe(true);
    expect(filled(servicesPageCopy.hero.promise)).toBe(true);
    expect(filled(servicesPage.tabsLabel)).toBe(true);
    expect(servicesPage.detail.featuresTitle).toBe("What's included");
    expect(servicesPage.detail.processTitle).toBe("How we work");
    expect(servicesPage.detail.cta).toEqual({ label: "Get Started", url: "/contact" });
    expect(servicesPageCopy.consultation.title).toBe("Get a Free Consultation");
    expect(servicesPageCopy.consultation.cta).toEqual({ label: "Schedule a Call", url: "/contact" });
  });

  it("has five why-choose-us points, distinct from the home page's", () => {
    const { points } = servicesPageCopy.whyChooseUs;
    expect(points).toHaveLength(5);
    const homeTitles = homeWhyChooseUs.points.map((p) => p.title);
    for (const point of points) {
      expect(filled(point.title) && filled(point.description)).toBe(true);
      expect(isIcon(point.icon)).toBe(true);
      expect(homeTitles).not.toContain(point.title);
    }
    expect(new Set(points.map((p) => p.title)).size).toBe(5);
  });
});

describe("service pages", () => {
  it("cover exactly the sixteen routes, each once", () => {
    expect(servicePages).toHaveLength(14);
    expect(servicePagePaths()).toHaveLength(16);
    expect(new Set(servicePagePaths()).size).toBe(16);
    expect([...servicePagePaths()].sort()).toEqual([...routes].sort());
  });

  it("each load copy of their own", () => {
    expect(new Set(contents).size).toBe(servicePages.length);
    expect(new Set(contents.map((content) => content.intro)).size).toBe(servicePages.length);
  });

  it("declare the canonical twins of the duplicate routes", () => {
    expect(findServicePage("/services/logo-design")?.twins).toEqual(["/services/logo-identity"]);
    expect(findServicePage("/services/branding")?.twins).toEqual(["/services/Branding"]);
    expect(servicePages.filter((p) => p.twins?.length).map((p) => servicePath(p.id))).toEqual([
      "/services/logo-design",
      "/services/branding",
    ]);
  });

  it("have unique titles and descriptions within the length limits", () => {
    const titles = servicePages.map((p) => p.metaTitle);
    const descriptions = servicePages.map((p) => p.metaDescription);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(new Set(loadedPages.map((p) => p.title)).size).toBe(loadedPages.length);
    for (const page of servicePages) {
      expect(page.metaTitle.length, page.metaTitle).toBeLessThanOrEqual(60);
      expect(page.metaTitle.endsWith(" | Sathi Digital"), page.metaTitle).toBe(true);
      expect(page.metaDescription.length, page.id).toBeGreaterThanOrEqual(120);
      expect(page.metaDescription.length, page.id).toBeLessThanOrEqual(160);
    }
  });

  it("have an eyebrow, heading, intro and six capabilities each", () => {
    for (const page of loadedPages) {
      for (const text of [page.eyebrow, page.title, page.intro, page.capabilitiesTitle]) {
        expect(filled(text), page.path).toBe(true);
      }
      const sentences = page.intro.split(/(?<=[.!?])\s+/).filter(filled);
      expect(sentences.length, page.path).toBeGreaterThanOrEqual(2);
      expect(sentences.length, page.path).toBeLessThanOrEqual(3);
      expect(page.capabilities, page.path).toHaveLength(6);
      for (const capability of page.capabilities) {
        expect(filled(capability.title) && filled(capability.description), page.path).toBe(true);
        expect(isIcon(capability.icon), page.path).toBe(true);
      }
      expect(new Set(page.capabilities.map((c) => c.title)).size, page.path).toBe(6);
    }
  });

  it("show process steps only on the redesign (4), logo (3) and UI/UX (4) pages", () => {
    const counts = Object.fromEntries(loadedPages.map((p) => [p.path, p.process?.steps.length ?? 0]));
    for (const page of loadedPages) {
      const expected =
        { "/services/webredesign": 4, "/services/logo-design": 3, "/services/uiux": 4 }[page.path] ?? 0;
      expect(counts[page.path], page.path).toBe(expected);
      if (page.process) {
        expect(filled(page.process.title)).toBe(true);
        for (const step of page.process.steps)
          expect(filled(step.title) && filled(step.description)).toBe(true);
      }
    }
  });

  it("close with a /contact button using each label, the logo label on the logo page only", () => {
    for (const page of loadedPages) {
      expect(page.closing.cta.url).toBe("/contact");
      expect(filled(page.closing.title) && filled(page.closing.text)).toBe(true);
    }
    const labels = new Set(loadedPages.map((p) => p.closing.cta.label));
    expect([...labels].sort()).toEqual([
      "Get Started",
      "Get in Touch",
      "Start Your Logo Project",
      "Start Your Project",
    ]);
    expect(
      loadedPages.filter((p) => p.closing.cta.label === "Start Your Logo Project").map((p) => p.path),
    ).toEqual(["/services/logo-design"]);
  });

  it("show the three sample logos, sized and described, and a link to /portfolio on the logo page only", () => {
    const logo = loadedPage("/services/logo-design");
    expect(logo?.showcase?.images.map((i) => i.src)).toEqual([
      "/assets/logos/logo1.png",
      "/assets/logos/logo2.png",
      "/assets/logos/logo3.png",
    ]);
    for (const image of logo?.showcase?.images ?? []) {
      expect(image.width).toBe(600);
      expect(image.height).toBe(400);
      expect(image.alt.length).toBeGreaterThan(20);
    }
    expect(logo?.showcase?.images.map((image) => image.client)).toEqual([
      "himali-loom",
      "tusa-finance",
      "lens-and-light",
    ]);
    expect(logo?.showcase?.images[0].alt).toContain("Himali Loom logo");
    expect(logo?.showcase?.link).toEqual({ label: "See more of our work", url: "/portfolio" });
    expect(loadedPages.filter((p) => p.showcase).map((p) => p.path)).toEqual(["/services/logo-design"]);
  });

  it("resolve every route, aliases to their canonical entry, case-sensitively", () => {
    for (const route of routes) expect(findServicePage(route), route).toBeDefined();
    expect(findServicePage("/services/logo-identity")).toBe(findServicePage("/services/logo-design"));
    expect(findServicePage("/services/Branding")).toBe(findServicePage("/services/branding"));
    expect(findServicePage("/services/Branding")?.id).toBe("branding");
    expect(findServicePage("/services/logo-identity")?.id).toBe("logo-design");
    expect(findServicePage("/services/BrandStrategy")).not.toBe(findServicePage("/services/branding"));
    expect(findServicePage("/services/content-writing")).not.toBe(
      findServicePage("/services/ContentStrategy"),
    );
    expect(findServicePage("/services/branding/x")).toBeUndefined();
    expect(findServicePage("/services/seo")).toBeUndefined();
    expect(findServicePage("/services/LOGO-DESIGN")).toBeUndefined();
    expect(findServicePage("/services")).toBeUndefined();
    expect(findServicePage("")).toBeUndefined();
  });
});

describe("service icons", () => {
  it("are the icons their files name, in the menus and on the home page too", () => {
    for (const page of servicePages)
      for (const icon of [page.icon, page.menu?.icon, page.teaser?.icon])
        if (icon) expect(isIcon(icon), page.id).toBe(true);
  });
});
