import { describe, expect, it } from "vitest";
import { journalArticles } from "~/content/journal";
import { journalFeed } from "./journalFeed";

/** The feed's first entry's title and summary as a feed reader shows them (Atom's type="html"). */
function shown(xml: string, format: "rss" | "atom") {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  const entry = doc.querySelector(format === "rss" ? "item" : "entry")!;
  const asHtml = (selector: string) => {
    const html = entry.querySelector(selector)!.textContent!;
    const parsed = new DOMParser().parseFromString(html, "text/html");
    return { text: parsed.body.textContent, elements: parsed.body.querySelectorAll("*").length };
  };
  return {
    title:
      format === "atom" ? asHtml("title") : { text: entry.querySelector("title")!.textContent, elements: 0 },
    summary: asHtml(format === "rss" ? "description" : "summary"),
  };
}

describe("the journal's feeds", () => {
  it.each(["rss", "atom"] as const)(
    "show an article's title and summary as the words written (%s)",
    (format) => {
      const title = "Prices & <b>packages</b>, 2026";
      const summary = "What <img src=x onerror=alert(1)> costs & why </script> matters.";
      const xml = journalFeed(format, [{ ...journalArticles[0], title, summary }]);
      expect(shown(xml, format)).toEqual({
        title: { text: title, elements: 0 },
        summary: { text: summary, elements: 0 },
      });
    },
  );
});
