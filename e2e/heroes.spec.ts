import { expect, test } from "@playwright/test";
import { heroVisuals } from "../app/content/heroVisuals";
import { projects } from "../app/content/portfolio";
import { servicePath } from "../app/content/serviceTypes";
import { pagePaths, sitePages } from "../app/content/sitePages";
import { servicePages } from "../app/content/servicePages";
import { box, gotoReady, heroOf, opensOnItsContent, visualOf } from "./helpers";

// Each hero's visual, loaded, placed and still, is checked on every page at both widths in
// pages.spec.ts (expectHeroWhole); here what the heroes show.
const PATHS = pagePaths().filter((path) => !opensOnItsContent(path));
/** The other addresses of a page (/services/Branding), which show its very hero. */
const TWINS = sitePages().flatMap((page) => page.twins ?? []);

test.describe("case studies", () => {
  for (const project of projects) {
    test(`${project.link} opens on its own artwork, described, and fetched first`, async ({ page }) => {
      await gotoReady(page, project.link);
      const artwork = visualOf(heroOf(page)).getByRole("img", { name: project.artwork.alt, exact: true });
      await expect(artwork).toBeVisible();
      await expect(artwork).toHaveAttribute("fetchpriority", "high");
      expect(await artwork.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    });
  }
});

test.describe("service pages", () => {
  for (const servicePage of servicePages) {
    const { visual } = servicePage;
    const path = servicePath(servicePage.id);
    if (visual.kind === "artwork" || visual.kind === "phones") {
      const project = projects.find((p) => p.id === visual.project);
      if (!project) throw new Error(`${path} shows project ${visual.project}, which is not in the portfolio`);
      test(`${path} shows the work of a related case study and links to it`, async ({ page }) => {
        await gotoReady(page, path);
        const figure = visualOf(heroOf(page)).getByRole("figure");
        await expect(figure).toContainText(heroVisuals.caseStudyLabel);
        const link = figure.getByRole("link", { name: project.title });
        await expect(link).toHaveAttribute("href", project.link);
        await link.click();
        await expect(page).toHaveURL(project.link);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      });
    } else if (visual.kind === "logos") {
      test(`${path} lays out its sample logos`, async ({ page }) => {
        await gotoReady(page, path);
        await expect(visualOf(heroOf(page)).locator("img")).toHaveCount(3);
      });
    } else {
      test(`${path} draws what the service makes (${visual.kind}), hidden from screen readers, whole`, async ({
        page,
      }) => {
        await gotoReady(page, path);
        const drawing = visualOf(heroOf(page)).locator(`svg[data-picture="${visual.kind}"]`);
        await expect(drawing).toHaveAttribute("aria-hidden", "true");
        // Its words fit inside it: no text runs past the drawing's edges.
        const frame = await box(drawing);
        for (const text of await drawing.locator("text").all()) {
          const words = await box(text);
          expect(words.x).toBeGreaterThanOrEqual(frame.x - 1);
          expect(words.x + words.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
        }
      });
    }
  }
});

for (const language of ["en", "ne"] as const) {
  test(`no two pages' heroes show the same picture (${language})`, async ({ page }) => {
    const prefix = language === "ne" ? "/ne" : "";
    await gotoReady(page, `${prefix}/`);
    const paths = PATHS.filter((path) => !TWINS.includes(path)).map((path) => prefix + path);
    // What each page's hero shows, by which it is told from the others: its drawings (by name)
    // and its images (by file), in order; read from the pages' HTML as the server sends it.
    const shown = await page.evaluate(
      (paths) =>
        Promise.all(
          paths.map(async (path) => {
            const html = await (await fetch(path)).text();
            const visual = new DOMParser()
              .parseFromString(html, "text/html")
              .querySelector("[data-hero-visual]");
            const pictures = visual
              ? [...visual.querySelectorAll("svg[data-picture], img")].map(
                  (picture) =>
                    picture.getAttribute("data-picture") ??
                    new URL(picture.getAttribute("src") ?? "", location.href).pathname,
                )
              : [];
            return [path, pictures.join(" + ")] as const;
          }),
        ),
      paths,
    );
    // Every page but those that open on their own content shows a picture.
    for (const [path, pictures] of shown) expect(pictures, path).toBeTruthy();
    const pagesOf = new Map<string, string[]>();
    for (const [path, pictures] of shown) pagesOf.set(pictures, [...(pagesOf.get(pictures) ?? []), path]);
    const shared = [...pagesOf].filter(([, paths]) => paths.length > 1);
    expect(shared, "pictures shown by more than one page").toEqual([]);
    // And no drawing heads two pages.
    const drawings = shown.flatMap(([, pictures]) =>
      pictures.split(" + ").filter((name) => !name.startsWith("/")),
    );
    expect(drawings.length).toBeGreaterThanOrEqual(15);
    expect(new Set(drawings).size).toBe(drawings.length);
  });
}
