import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { isValidEmail } from "./email";
import { includesQuery, splitByQuery } from "./search";
import { absoluteUrl, faqJsonLd, organizationJsonLd, pageMeta } from "./seo";
import { faqCategories } from "~/content/faq";

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

describe("search text", () => {
  it("matches substrings whatever the case, and an empty search matches everything", () => {
    expect(includesQuery("Payment Plans", "payment")).toBe(true);
    expect(includesQuery("Payment Plans", "PLANS ")).toBe(true);
    expect(includesQuery("Payment Plans", "refund")).toBe(false);
    expect(includesQuery("anything", "   ")).toBe(true);
  });

  it("splits text into matching and other stretches, keeping the original case", () => {
    expect(splitByQuery("Plans and more plans", "plans")).toEqual([
      { text: "Plans", match: true },
      { text: " and more ", match: false },
      { text: "plans", match: true },
    ]);
    expect(splitByQuery("No match", "xyz")).toEqual([{ text: "No match", match: false }]);
    expect(splitByQuery("Text", "")).toEqual([{ text: "Text", match: false }]);
  });
});

describe("faqJsonLd", () => {
  it("is a schema.org FAQPage with every question and its answer", () => {
    const data = (faqJsonLd(faqCategories) as Record<string, unknown>)["script:ld+json"] as {
      "@type": string;
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
