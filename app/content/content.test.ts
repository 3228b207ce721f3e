import { describe, expect, it } from "vitest";
import { footer } from "./footer";
import { contactCta, hero, homeTestimonials, process, servicesTeaser, stats, whyChooseUs } from "./home";
import { navigation } from "./menu";
import { companyMenu, serviceMenu } from "./menuPanels";
import { pages } from "./pages";
import { pagePaths } from "./sitePages";
import { site } from "./site";

describe("site identity", () => {
  it("has two e-mail addresses on the brand's own domain", () => {
    const domain = new URL(site.url).hostname;
    const emails = Object.values(site.emails);
    expect(emails).toHaveLength(2);
    for (const email of emails) expect(email).toMatch(new RegExp(`^[a-z]+@${domain.replace(/\./g, "\\.")}$`));
  });

  it("has two Nepali phone numbers whose tel: form matches the display", () => {
    expect(site.phones).toHaveLength(2);
    for (const phone of site.phones) {
      expect(phone.tel).toMatch(/^\+977\d{8,10}$/);
      expect(phone.display.replace(/[\s-]/g, "")).toBe(phone.tel);
    }
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

  it("has the company pages in the 'Who We Are' dropdown", () => {
    expect(companyMenu().map((item) => [item.title, item.url])).toEqual([
      ["About", "/about"],
      ["Our Story", "/about/our-story"],
      ["Values", "/about/values"],
      ["Careers", "/about/careers"],
    ]);
    expect(navigation.links.map((link) => link.title)).toEqual(["Plans", "Testimonials", "FAQ"]);
    expect(navigation.cta).toEqual({ title: "Get Started", url: "/contact" });
  });
});

describe("home content", () => {
  it("keeps the video fallback text", () => {
    expect(hero.video.fallback).toBe("Your browser does not support the video tag.");
  });

  it("teases five services, each linked to its page", () => {
    expect(servicesTeaser.items).toHaveLength(5);
    for (const item of servicesTeaser.items) expect(item.url).toMatch(/^\/services\//);
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

  it("states the four claims of the spec", () => {
    expect(stats.items.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "1+ Years in Business",
      "50+ Projects Completed",
      "10+ Team Members",
      "100% Client Satisfaction",
    ]);
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
    expect(footer.services).toEqual(leads);
  });
});

describe("page metadata", () => {
  const all = Object.values(pages);

  it("gives every page a unique title and description of search-result length", () => {
    expect(new Set(all.map((page) => page.title)).size).toBe(all.length);
    expect(new Set(all.map((page) => page.description)).size).toBe(all.length);
    for (const page of all) {
      expect(page.title.length).toBeLessThanOrEqual(70);
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(170);
    }
  });

  it("pre-renders the home page", () => {
    expect(pagePaths()).toContain("/");
    expect(new Set(pagePaths()).size).toBe(pagePaths().length);
  });
});
