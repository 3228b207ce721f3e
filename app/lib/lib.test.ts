import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { isValidEmail } from "./email";
import { absoluteUrl, organizationJsonLd, pageMeta } from "./seo";

describe("isValidEmail", () => {
  it("accepts ordinary addresses, trimmed", () => {
    expect(isValidEmail("ram@example.com.np")).toBe(true);
    expect(isValidEmail("  sita.k+news@mail.co  ")).toBe(true);
  });
  it("rejects addresses without a domain, a dot, or with spaces", () => {
    for (const value of ["", "ram", "ram@", "ram@example", "ram @example.com", "@example.com", "a@b."]) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });
});

describe("pageMeta", () => {
  it("gives title, description, canonical, Open Graph and Twitter tags", () => {
    const meta = pageMeta(pages.home);
    expect(meta).toContainEqual({ title: pages.home.title });
    expect(meta).toContainEqual({ name: "description", content: pages.home.description });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/") });
    expect(meta).toContainEqual({ property: "og:title", content: pages.home.title });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("makes absolute URLs on the site's domain", () => {
    expect(absoluteUrl("/")).toMatch(/^https:\/\/[^/]+\/$/);
    expect(absoluteUrl("/about/values")).toMatch(/^https:\/\/[^/]+\/about\/values$/);
  });

  it("describes the agency as structured data", () => {
    const data = (organizationJsonLd() as Record<string, Record<string, unknown>>)["script:ld+json"];
    expect(data["@type"]).toBe("ProfessionalService");
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
