import { expect, test } from "@playwright/test";

/** The journal's feeds and sitemap entries (issue 34): files, the same at every width (desktop only). */

const LANGUAGES = [
  { prefix: "", lang: "en" },
  { prefix: "/ne", lang: "ne" },
] as const;

for (const { prefix, lang } of LANGUAGES) {
  test.describe(`the journal's feeds (${lang})`, () => {
    test("feeds whole articles in RSS and Atom that parse, every address absolute", async ({
      page,
      request,
    }) => {
      await page.goto(`${prefix}/insights`);
      for (const format of ["rss", "atom"]) {
        const response = await request.get(`${prefix}/insights/${format}.xml`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
        const xml = await response.text();
        // Chromium's own XML parser reads it.
        const feed = await page.evaluate(
          ({ xml, format }) => {
            const doc = new DOMParser().parseFromString(xml, "application/xml");
            if (doc.querySelector("parsererror"))
              return { error: doc.querySelector("parsererror")!.textContent };
            const items = [...doc.querySelectorAll(format === "rss" ? "item" : "entry")];
            const content = (item: Element) =>
              format === "rss"
                ? item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]
                    ?.textContent
                : item.querySelector("content")?.textContent;
            const addresses = [...doc.querySelectorAll("link, guid, id, url")].map(
              (node) => node.getAttribute("href") ?? node.textContent!,
            );
            return {
              language:
                format === "rss"
                  ? doc.querySelector("language")?.textContent
                  : doc.documentElement.getAttribute("xml:lang"),
              items: items.map(content),
              addresses,
              linksInside: items.flatMap((item) =>
                [
                  ...new DOMParser().parseFromString(content(item) ?? "", "text/html").querySelectorAll("a"),
                ].map((a) => a.getAttribute("href")!),
              ),
            };
          },
          { xml, format },
        );
        expect(feed.error).toBeUndefined();
        if (format === "rss") expect(feed.language).toBe(lang);
        expect(feed.items!.length).toBeGreaterThanOrEqual(6);
        for (const html of feed.items!) expect(html!.length).toBeGreaterThan(3000);
        for (const address of [...feed.addresses!, ...feed.linksInside!])
          expect(address).toMatch(/^https:\/\//);
        expect(feed.linksInside!.some((href) => href.includes(`${prefix}/services/`))).toBe(true);
      }
    });
  });
}

test("the sitemap dates each article by its last change", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entry = sitemap.match(
    /<url><loc>[^<]*\/insights\/what-a-website-costs-in-nepal<\/loc><lastmod>([^<]+)</,
  );
  expect(entry?.[1]).toBe("2026-10-02");
  expect(sitemap).toMatch(/\/ne\/insights\/romanised-nepali-search-terms<\/loc><lastmod>2026-/);
});
