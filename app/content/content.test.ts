import { journalPageEntries } from "./journal";
import { FEEDS } from "./journalPaths";
import { chat } from "content:site";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { aboutPage } from "./about";
import { footer } from "./footer";
import { contactCta, hero, homeTestimonials, process, servicesTeaser, stats, whyChooseUs } from "./home";
import { navigation } from "./menu";
import { barLinks, companyMenu, footerPages, footerServices, serviceMenu } from "./menuPanels";
import { newsletter } from "./newsletter";
import { pages } from "./pages";
import { projects } from "./portfolio";
import { servicePages, teaserCards } from "./servicePages";
import { servicePath } from "./serviceTypes";
import { pageAt, pagePaths, sitePages } from "./sitePages";
import { site as contactDetails } from "./schema/site";
import { identity } from "./identity.mjs";
import { site, telNumber } from "./site";

describe("site identity", () => {
  it("has two e-mail addresses on the brand's own domain", () => {
    const domain = new URL(site.url).hostname;
    const emails = Object.values(site.emails);
    expect(emails).toHaveLength(2);
    for (const email of emails) expect(email).toMatch(new RegExp(`^[a-z]+@${domain.replace(/\./g, "\\.")}$`));
  });

  it("has two Nepali phone numbers, dialled as written without their spaces and hyphens", () => {
    expect(site.phones).toHaveLength(2);
    for (const phone of site.phones) expect(telNumber(phone)).toMatch(/^\+977\d{8,10}$/);
    expect(telNumber("+977 71-540 123")).toBe("+97771540123");
  });

  it("takes phone numbers with their country code, two at least: the structured data names both", () => {
    // The file's fields: all of `site` but what identity.mjs gives, and the chat details (chat.test.ts).
    const details = {
      ...Object.fromEntries(Object.entries(site).filter(([field]) => !(field in identity))),
      chat,
    };
    expect(contactDetails.safeParse(details).success).toBe(true);
    for (const phones of [["071-540 123", "+977 980-123 4567"], ["+977 71-540 123"]])
      expect(contactDetails.safeParse({ ...details, phones }).success, phones.join(" and ")).toBe(false);
  });

  it("lists the offices in Butwal, Kathmandu and Bangalore", () => {
    expect(site.offices.map((office) => office.city)).toEqual(["Butwal", "Kathmandu", "Bangalore"]);
  });

  it("has two social profiles with https URLs", () => {
    expect(site.social).toHaveLength(2);
    for (const profile of site.social) expect(profile.href).toMatch(/^https:\/\//);
  });
});

describe("menu", () => {
  it("has the three service categories, each with service pages", () => {
    expect(serviceMenu().map((category) => category.title)).toEqual([
      "Design & Development",
      "Branding",
      "Digital Marketing",
    ]);
    const urls = serviceMenu().flatMap((category) => category.items.map((item) => item.url));
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^\/services\/[A-Za-z-]+$/);
  });

  it("has 'Work' right after 'What We Do', and the company pages in the 'Who We Are' dropdown", () => {
    expect(barLinks("lead")).toEqual([{ title: "Work", url: "/portfolio" }]);
    expect(companyMenu().map((item) => [item.title, item.url])).toEqual([
      ["About", "/about"],
      ["Our Story", "/about/our-story"],
      ["Values", "/about/values"],
      ["Careers", "/about/careers"],
    ]);
    expect(barLinks().map((link) => link.title)).toEqual(["Plans", "Testimonials", "FAQ"]);
    expect(navigation.cta).toEqual({ title: "Get Started", url: "/contact" });
  });
});

describe("home content", () => {
  it("keeps the video fallback text", () => {
    expect(hero.video.fallback).toBe("Your browser does not support the video tag.");
  });

  it("teases five services, each linked to its page", () => {
    const cards = teaserCards(servicesTeaser.serviceIds);
    expect(cards).toHaveLength(5);
    for (const card of cards) expect(card.url).toMatch(/^\/services\//);
    expect(cards.map((card) => card.title)).toEqual([
      "Website Design",
      "Branding",
      "Social Media",
      "Content Writing",
      "SEO",
    ]);
  });

  it("has the six process steps in order", () => {
    expect(process.steps.map((step) => step.title)).toEqual([
      "Discovery",
      "Design",
      "Development",
      "Testing",
      "Launch",
      "Support",
    ]);
  });

  it("has six reasons and the three promise cards", () => {
    expect(whyChooseUs.points).toHaveLength(6);
    expect(whyChooseUs.promises.map((card) => card.title)).toEqual([
      "Personalized Approach",
      "Complete Transparency",
      "Long-term Success",
    ]);
  });

  it("states the studio's four numbers, the projects and the team counted from the content", () => {
    expect(stats.items.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "1+ Years in Business",
      "5 Projects in Our Portfolio",
      "8 Team Members",
      "100% Client Satisfaction",
    ]);
    // Counted: the case studies and the people on /about, not a figure written beside them.
    expect(projects).toHaveLength(5);
    expect(aboutPage.team.people).toHaveLength(8);
  });

  it("has three five-star carousel testimonials with distinct names", () => {
    expect(homeTestimonials.items).toHaveLength(3);
    expect(new Set(homeTestimonials.items.map((item) => item.name)).size).toBe(3);
    for (const item of homeTestimonials.items) expect(item.rating).toBe(5);
  });

  it("leads every call to action to a page of the site", () => {
    for (const link of [hero.primary, hero.secondary, contactCta.primary, contactCta.secondary]) {
      expect(link.url).toMatch(/^\//);
    }
    expect(contactCta.primary.url).toBe("/contact");
  });
});

describe("footer", () => {
  it("keeps the legal labels and the newsletter button copy", () => {
    expect(footer.legal).toEqual(["Terms of Service", "Cookie Policy", "Accessibility"]);
    expect(newsletter.button).toBe("Subscribe");
    expect(site.availability).toBe("In your service 24/7");
  });

  it("links the two lead services of each menu category, as the menu names them", () => {
    const leads = serviceMenu().flatMap((category) =>
      category.items.slice(0, 2).map(({ title, url }) => ({ title, url })),
    );
    expect(footerServices()).toEqual(leads);
  });

  it("links the company pages the registry places there", () => {
    expect(footerPages()).toEqual([
      { title: "About", url: "/about" },
      { title: "Our Story", url: "/about/our-story" },
      { title: "Careers", url: "/about/careers" },
      { title: "Work", url: "/portfolio" },
      { title: "Plans", url: "/plans" },
      { title: "Testimonials", url: "/testimonials" },
      { title: "FAQ", url: "/faq" },
      { title: "Contact", url: "/contact" },
      { title: "Journal", url: "/insights" },
    ]);
  });
});

/** Each route module, as the build loads it for a page (content/pages.ts `route`). */
/** The route modules, unloaded: their names are what is compared. */
const routeModules = import.meta.glob("../routes/*.tsx");
type RouteEntry = { id?: string; path?: string; file: string; caseSensitive?: boolean };

describe("the site registry", () => {
  const all = sitePages();

  it("lists every page once: the site's own, the service pages, the projects and the journal's, then not-found", () => {
    expect(all).toHaveLength(
      Object.keys(pages).length + servicePages.length + projects.length + journalPageEntries().length,
    );
    expect(new Set(all.map((page) => page.path)).size).toBe(all.length);
    expect(all.at(-1)).toBe(pages.notFound);
  });

  it("gives every page a unique title and description", () => {
    expect(new Set(all.map((page) => page.title)).size).toBe(all.length);
    expect(new Set(all.map((page) => page.description)).size).toBe(all.length);
  });

  it("keeps the site's own pages' titles and descriptions to search-result length", () => {
    for (const page of Object.values(pages)) {
      expect(page.title.length, page.path).toBeLessThanOrEqual(70);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it("pre-renders every path once, twins included, and the not-found page apart", () => {
    const paths = pagePaths();
    expect(paths).toContain("/");
    expect(paths).toContain("/services/Branding");
    expect(paths).not.toContain(pages.notFound.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("finds the page at a path, twins too, exactly as the server matches", () => {
    expect(pageAt("/about")).toBe(pages.about);
    expect(pageAt("/services/logo-identity")?.path).toBe("/services/logo-design");
    expect(pageAt("/services/seo")).toBeUndefined();
    expect(pageAt("/about/")).toBeUndefined();
  });

  it("routes each of its paths (or the pattern its kind shares) to its page's module, case-sensitively, the feeds apart, and any other to not-found", () => {
    const entries = routes as RouteEntry[];
    const feeds = Object.values(FEEDS);
    const routed = entries.filter((entry) => entry.path !== "*" && !feeds.includes(entry.path as never));
    const pagesOf = (path: string) => all.filter((page) => page.pattern === path || pageAt(path) === page);
    expect(routed.map((entry) => entry.path)).toEqual([
      ...new Set(
        all
          .filter((page) => page !== pages.notFound)
          .flatMap((page) => (page.pattern ? [page.pattern] : [page.path, ...(page.twins ?? [])])),
      ),
    ]);
    for (const entry of routed) {
      expect(pagesOf(entry.path!).length, entry.path).toBeGreaterThan(0);
      for (const page of pagesOf(entry.path!)) expect(entry.file, entry.path).toBe(page.route);
      expect(entry.caseSensitive, entry.path).toBe(true);
    }
    expect(entries.filter((entry) => feeds.includes(entry.path as never)).map((entry) => entry.file)).toEqual(
      feeds.map(() => "routes/insight-feed.ts"),
    );
    expect(entries.filter((entry) => entry.path === "*").map((entry) => entry.file)).toEqual([
      pages.notFound.route,
    ]);
  });

  it("has a page for every route module", () => {
    expect(Object.keys(routeModules).sort()).toEqual(
      [...new Set(all.map((page) => `../${page.route}`))].sort(),
    );
  });

  it("derives the menus from it", () => {
    const inBar = Object.values(pages).filter((page) => "nav" in page && page.nav.place === "bar");
    expect(barLinks().map((link) => link.url)).toEqual(inBar.map((page) => page.path));
    const lead = Object.values(pages).filter((page) => "nav" in page && page.nav.place === "lead");
    expect(barLinks("lead").map((link) => link.url)).toEqual(lead.map((page) => page.path));
    const inCompany = Object.values(pages).filter((page) => "nav" in page && page.nav.place === "company");
    expect(companyMenu().map((item) => item.url)).toEqual(inCompany.map((page) => page.path));
    const inMenu = servicePages.filter((page) => page.menu);
    expect(
      serviceMenu()
        .flatMap((category) => category.items.map((item) => item.url))
        .sort(),
    ).toEqual(inMenu.map((page) => servicePath(page.id)).sort());
    for (const category of serviceMenu())
      for (const item of category.items) expect(pageAt(item.url)?.path, item.url).toBe(item.url);
    for (const page of inMenu)
      expect(
        serviceMenu()
          .find((category) => category.id === page.category)
          ?.items.map((item) => item.url),
      ).toContain(servicePath(page.id));
  });
});
