// @vitest-environment node
import { cp, mkdtemp, readFile, readdir, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, loadCollection } from "../../builder/content/load";
import { articlesNaming, indexPages, journalArticles, journalPageEntries, journalTags } from "./journal";

const project = join(import.meta.dirname, "../..");
const ARTICLE = "what-a-website-costs-in-nepal";

describe("the journal's articles", () => {
  it("are six or more, each with its Nepali twin, 700 to 1,500 words in each language", async () => {
    const english = await readdir(join(project, "content/en/insights"));
    const nepali = await readdir(join(project, "content/ne/insights"));
    expect(english.length).toBeGreaterThanOrEqual(6);
    expect(nepali.sort()).toEqual(english.sort());
    const { data } = await loadCollection("insights", project);
    for (const locale of ["en", "ne"] as const)
      for (const article of data[locale] as { id: string; body: string }[]) {
        const words = article.body.split(/\s+/).filter(Boolean).length;
        expect([article.id, locale, words >= 700 && words <= 1500]).toEqual([article.id, locale, true]);
      }
  });

  it("are listed newest first, each signed by a person of the team, its tags, services and work found", () => {
    const days = journalArticles.map((article) => article.published.iso);
    expect(days).toEqual([...days].sort().reverse());
    for (const article of journalArticles) {
      expect(article.author.name).toMatch(/^\p{Lu}/u);
      expect(article.tags.length).toBeGreaterThan(0);
      expect(article.minutes).toBeGreaterThanOrEqual(3);
      expect(article.sections.length).toBeGreaterThanOrEqual(4);
    }
    expect(journalTags.every((tag) => journalArticles.some((a) => a.tags.includes(tag)))).toBe(true);
  });

  it("are on one page of the index while they are twelve or fewer, each with a page of its own", () => {
    expect(indexPages()).toHaveLength(1);
    expect(journalPageEntries().map((page) => page.path)).toEqual(
      expect.arrayContaining(journalArticles.map((article) => `/insights/${article.id}`)),
    );
  });

  it("past twelve, go on to further pages of the index, twelve a page", () => {
    const pages = indexPages(Array.from({ length: 25 }, (_, index) => index));
    expect(
      pages.map(({ page, pages: count, path, articles }) => [page, count, path, articles.length]),
    ).toEqual([
      [1, 3, "/insights", 12],
      [2, 3, "/insights/page/2", 12],
      [3, 3, "/insights/page/3", 1],
    ]);
    expect(pages[1].articles[0]).toBe(12);
  });

  it("are found by the service pages and case studies they name", () => {
    const costs = journalArticles.find((article) => article.id === ARTICLE)!;
    for (const service of costs.services)
      expect(articlesNaming({ service: service.path.replace("/services/", "") })).toContain(costs);
    for (const work of costs.caseStudies) expect(articlesNaming({ caseStudy: work.id })).toContain(costs);
  });
});

describe("a broken article stops the build, saying where and what", () => {
  let root = "";
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "journal-"));
    await cp(join(project, "content"), join(root, "content"), { recursive: true });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const problems = async () => {
    const error = await loadCollection("insights", root).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  };
  const edit = async (file: string, change: (text: string) => string) =>
    writeFile(join(root, file), change(await readFile(join(root, file), "utf8")));

  it("without its Nepali twin", async () => {
    await unlink(join(root, `content/ne/insights/${ARTICLE}.md`));
    expect(await problems()).toEqual([
      `content/ne/insights/${ARTICLE}.md: is missing: translate content/en/insights/${ARTICLE}.md into Nepali`,
    ]);
  });

  it("with a day that is not one, or a field the journal does not know", async () => {
    await edit(`content/en/insights/${ARTICLE}.md`, (text) =>
      text.replace(/^date: .*$/m, "date: 10 March 2026").replace(/^author:/m, "writer:"),
    );
    const found = await problems();
    expect(found.join("\n")).toMatch(
      new RegExp(`content/en/insights/${ARTICLE}\\.md › Published: write a date`),
    );
    expect(found.join("\n")).toMatch(/writer/);
  });

  it("with front matter that is not YAML", async () => {
    await edit(`content/ne/insights/${ARTICLE}.md`, (text) => text.replace(/^title: /m, "title: [unclosed "));
    expect((await problems()).join("\n")).toMatch(
      new RegExp(`content/ne/insights/${ARTICLE}\\.md: cannot be read`),
    );
  });
});
