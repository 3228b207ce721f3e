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
      let atomUpdated = 0;
      for (const format of ["atom", "rss"]) {
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
            const text = (selector: string) => doc.querySelector(selector)?.textContent ?? "";
            const enclosures =
              format === "rss"
                ? [...doc.querySelectorAll("item > enclosure")].map((node) => ({
                    href: node.getAttribute("url")!,
                    type: node.getAttribute("type"),
                  }))
                : [...doc.querySelectorAll('entry > link[rel="enclosure"]')].map((node) => ({
                    href: node.getAttribute("href")!,
                    type: node.getAttribute("type"),
                  }));
            return {
              updated: Date.parse(
                format === "rss" ? text("channel > lastBuildDate") : text("feed > updated"),
              ),
              entriesUpdated: [...doc.querySelectorAll("entry > updated")].map((node) =>
                Date.parse(node.textContent!),
              ),
              categoryTerms: [...doc.querySelectorAll("entry > category")].map((node) =>
                node.getAttribute("term"),
              ),
              authors: [...doc.querySelectorAll("item > author")].map((node) => node.textContent),
              enclosures,
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
        // RSS says it in <language>, Atom on its root (RFC 4287: xml:lang).
        expect(feed.language).toBe(lang);
        expect(feed.items!.length).toBeGreaterThanOrEqual(6);
        for (const html of feed.items!) expect(html!.length).toBeGreaterThan(3000);
        for (const address of [...feed.addresses!, ...feed.linksInside!])
          expect(address).toMatch(/^https:\/\//);
        expect(feed.linksInside!.some((href) => href.includes(`${prefix}/services/`))).toBe(true);
        // Each article's picture, a PNG both formats call one, and served.
        expect(feed.enclosures!).toHaveLength(feed.items!.length);
        for (const { href, type } of feed.enclosures!) {
          expect(type, href).toBe("image/png");
          const picture = await request.get(new URL(href).pathname);
          expect(picture.status(), href).toBe(200);
          expect(picture.headers()["content-type"]).toBe("image/png");
        }
        if (format === "atom") {
          // The feed changed when its newest article did, updates included (RFC 4287's updated).
          expect(feed.updated).toBe(Math.max(...feed.entriesUpdated!));
          // Every category has the term RFC 4287 requires.
          expect(feed.categoryTerms!.length).toBeGreaterThan(0);
          for (const term of feed.categoryTerms!) expect(term).toMatch(/^[a-z0-9-]+$/);
          atomUpdated = feed.updated!;
        } else {
          expect(feed.updated, "RSS's lastBuildDate is Atom's updated").toBe(atomUpdated);
          // RSS 2.0 names an author by an address, the writer's name beside it.
          for (const author of feed.authors!) expect(author).toMatch(/^\S+@\S+\.\S+ \(.+\)$/);
        }
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
