import { expect, type Locator, test } from "@playwright/test";
import { related as relatedArticles } from "content:journal";
import { projects } from "../app/content/portfolio";
import { findServicePage, servicePagePaths } from "../app/content/sitePages";
import {
  axeViolations,
  collectProblems,
  expectNoProblems,
  gotoReady,
  revealAll,
  settle,
  waitFrames,
  mainOf as main,
} from "./helpers";

const SITE = "https://sathidigital.com.np";
const NOT_FOUND_TITLE = "Oops! Page not found";

/** The sixteen routes of SPEC.md section 2, "Service pages". */
const PATHS = [
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

/** Twin routes show their twin's page and declare its URL canonical (DECISIONS.md 3). */
const CANONICAL_TWIN: Record<string, string> = {
  "/services/Branding": "/services/branding",
  "/services/logo-identity": "/services/logo-design",
};
const canonicalPath = (path: string) => CANONICAL_TWIN[path] ?? path;
const CANONICAL_PATHS = [...new Set(PATHS.map(canonicalPath))];

/** Process steps where SPEC.md gives them; every other page has none. */
const PROCESS_STEPS: Record<string, number> = {
  "/services/webredesign": 4,
  "/services/logo-design": 3,
  "/services/logo-identity": 3,
  "/services/uiux": 4,
};

const CTA_LABELS = ["Get in Touch", "Get Started", "Start Your Project", "Start Your Logo Project"];

const LOGO_PAGES = ["/services/logo-design", "/services/logo-identity"];

/** The page at `path` with its copy, loaded as its route loads it. */
const contentOf = async (path: string) => {
  const page = findServicePage(path);
  if (!page) throw new Error(`no content for ${path}`);
  return { ...page, ...(await page.page()).default };
};

const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The <title> and canonical URL of pre-rendered HTML, as a crawler reads it before any script. */
function headOf(html: string) {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const canonical = html.match(/<link[^>]*rel="canonical"[^>]*>/)?.[0].match(/href="([^"]+)"/)?.[1];
  return { title: title && decodeEntities(title), canonical };
}

test("the content module lists the sixteen routes of the spec", () => {
  expect([...servicePagePaths()].sort()).toEqual([...PATHS].sort());
});

test.describe("every service page", () => {
  for (const path of PATHS) {
    test(`${path}: 200, one h1, closing call to action to /contact, canonical URL`, async ({
      page,
      baseURL,
    }) => {
      const content = await contentOf(path);
      const problems = collectProblems(page, baseURL!);
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path}$`));

      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(content.title);
      await expect(h1).toBeVisible();

      // Title and canonical URL are in the pre-rendered HTML and in the live document.
      const expectedCanonical = `${SITE}${canonicalPath(path)}`;
      const head = headOf(await response!.text());
      expect(head.canonical).toBe(expectedCanonical);
      expect(head.title).toBe(content.metaTitle);
      await expect(page).toHaveTitle(content.metaTitle);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", expectedCanonical);

      // The closing banner's button leads to /contact with the page's own label.
      const label = content.closing.cta.label;
      expect(CTA_LABELS).toContain(label);
      const closing = page.getByRole("region", { name: content.closing.title, exact: true });
      await closing.scrollIntoViewIfNeeded();
      const cta = closing.getByRole("link", { name: label, exact: true });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute("href", "/contact");
      // It is the last section of the page.
      const lastSection = await page
        .locator("main > section")
        .last()
        .evaluate((s) =>
          document.getElementById(s.getAttribute("aria-labelledby") ?? "")?.textContent?.trim(),
        );
      expect(lastSection).toBe(content.closing.title);

      // A grid of capabilities.
      const capabilities = page.getByRole("region", { name: content.capabilitiesTitle, exact: true });
      expect(await capabilities.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(3);

      // Numbered process steps only where the spec gives them.
      const steps = PROCESS_STEPS[path] ?? 0;
      await expect(main(page).locator("ol")).toHaveCount(steps ? 1 : 0);
      if (steps) {
        const list = main(page).locator("ol");
        await list.scrollIntoViewIfNeeded();
        await expect(list.getByRole("listitem")).toHaveCount(steps);
        await expect(list.getByRole("heading", { level: 3 })).toHaveCount(steps);
        const numbers = await list
          .getByRole("listitem")
          .evaluateAll((items) =>
            items.map((item) => (item as HTMLElement).innerText.trim().split(/\s+/)[0]),
          );
        expect(numbers).toEqual(Array.from({ length: steps }, (_, i) => String(i + 1).padStart(2, "0")));
      }

      expectNoProblems(problems);
    });
  }

  test("each canonical page has its own <title>; twins share their twin's", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of [...PATHS, "/services", "/"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const { title } = headOf(await response.text());
      expect(title, path).toMatch(/\S/);
      titles.set(path, title!);
    }
    const canonicalTitles = [...CANONICAL_PATHS, "/services", "/"].map((path) => titles.get(path));
    expect(new Set(canonicalTitles).size).toBe(canonicalTitles.length);
    for (const [twin, canonical] of Object.entries(CANONICAL_TWIN)) {
      expect(titles.get(twin), twin).toBe(titles.get(canonical));
    }
  });
});

test.describe("logo page", () => {
  for (const path of LOGO_PAGES) {
    test(`${path} shows the three sample logos, loaded, and links to /portfolio`, async ({
      page,
      request,
    }) => {
      await gotoReady(page, path);
      // The showcase names each logo (the hero shows the same set, as a picture).
      const { showcase: samples } = await contentOf(path);
      const showcase = main(page).getByRole("region", { name: samples?.title, exact: true });
      const logos = showcase.locator('img[src^="/assets/logos/"]');
      await expect(logos).toHaveCount(3);
      for (const [index, logo] of (await logos.all()).entries()) {
        await expect(logo).toHaveAttribute("src", `/assets/logos/logo${index + 1}.png`);
        await expect(logo).toHaveAttribute("alt", /\S{3,}/);
        await expect(logo).toHaveRole("img");
        await expect(logo).toHaveAttribute("width", /^\d+$/);
        await expect(logo).toHaveAttribute("height", /^\d+$/);
        await logo.scrollIntoViewIfNeeded();
        await expect(logo).toBeVisible();
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
          .toBeGreaterThan(0);
        // The declared size has the image's own proportions, so nothing shifts when it loads.
        const size = await logo.evaluate((img: HTMLImageElement) => ({
          natural: img.naturalWidth / img.naturalHeight,
          declared: Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
        }));
        expect(size.natural).toBeCloseTo(size.declared, 2);

        const file = await request.get(`/assets/logos/logo${index + 1}.png`);
        expect(file.status()).toBe(200);
        expect(file.headers()["content-type"]).toBe("image/png");
      }
      const alts = await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
      expect(new Set(alts).size).toBe(3);

      const portfolio = showcase.locator('a[href="/portfolio"]');
      await expect(portfolio).toHaveCount(1);
      await expect(portfolio).toBeVisible();
      await expect(portfolio).toHaveAccessibleName(/\S/);
    });
  }

  test("no other service page shows the sample logos", async ({ request }) => {
    for (const path of PATHS.filter((p) => !LOGO_PAGES.includes(p))) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain("/assets/logos/");
    }
  });
});

/** The case studies each page shows (its `work` in content/en/services/), by title. */
const RELATED_WORK: Record<string, string[]> = {
  "/services/website-design": ["E-commerce Platform Redesign", "Travel Blog Platform"],
  "/services/webredesign": ["E-commerce Platform Redesign", "Travel Blog Platform"],
  "/services/mobile-app": ["SaaS Dashboard Redesign"],
  "/services/uiux": ["SaaS Dashboard Redesign", "E-commerce Platform Redesign"],
  "/services/logo-design": ["Financial Service Brand Identity"],
  "/services/BrandStrategy": ["Financial Service Brand Identity"],
  "/services/social-media": ["Restaurant Promotional Campaign"],
  "/services/ContentStrategy": ["Restaurant Promotional Campaign", "Travel Blog Platform"],
  "/services/SEO": ["Travel Blog Platform"],
  "/services/EmailWhatsappMarketing": ["Restaurant Promotional Campaign", "E-commerce Platform Redesign"],
  "/services/branding": ["Financial Service Brand Identity"],
  "/services/content-writing": ["Restaurant Promotional Campaign"],
};
/** Pages with no case study of their own yet show the portfolio's best piece, not called related. */
const WITHOUT_WORK = ["/services/PersonalBranding", "/services/PackagingDesign"];

test.describe("related work", () => {
  test("each page shows its case studies as project cards, linked to their pages, before its closing call to action", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    expect([...Object.keys(RELATED_WORK), ...WITHOUT_WORK].sort()).toEqual([...CANONICAL_PATHS].sort());
    for (const path of CANONICAL_PATHS) {
      await gotoReady(page, path);
      const related = !WITHOUT_WORK.includes(path);
      const region = page.getByRole("region", { name: related ? "Related work" : "From our portfolio" });
      const cards = region.getByRole("article");
      const titles = related ? RELATED_WORK[path] : ["Financial Service Brand Identity"];
      await expect(cards.getByRole("heading", { level: 3 }), path).toHaveText(titles);
      for (const title of titles) {
        const project = projects.find((candidate) => candidate.title === title)!;
        const card = cards.filter({ hasText: title });
        await expect(card).toContainText(project.category);
        await expect(card).toContainText(project.headline);
        await expect(
          card.getByRole("link", { name: new RegExp(`^View Project\\W+${title}$`) }),
        ).toHaveAttribute("href", project.link);
        await expect(card).toHaveCSS("height", "400px");
      }
      await expect(region.getByRole("link", { name: "See all our work" })).toHaveAttribute(
        "href",
        "/portfolio",
      );
      // Just before the closing call to action, the last section, or before the journal's
      // articles that name the page, where some do.
      const names = await page
        .locator("main > section")
        .evaluateAll((sections) =>
          sections.map((s) => document.getElementById(s.getAttribute("aria-labelledby") ?? "")?.textContent),
        );
      const beforeClosing = names.at(-2) === relatedArticles.title ? names.at(-3) : names.at(-2);
      expect(beforeClosing, path).toBe(related ? "Related work" : "From our portfolio");
    }
  });

  test("the whole card opens its case study", async ({ page }) => {
    await gotoReady(page, "/services/social-media");
    const card = page.getByRole("region", { name: "Related work" }).getByRole("article").first();
    await card.scrollIntoViewIfNeeded();
    // The whole card is the link: a press on its artwork opens the case study.
    const art = (await card.getByRole("img").boundingBox())!;
    await page.mouse.click(art.x + art.width / 2, art.y + art.height / 2);
    await expect(page).toHaveURL(/\/portfolio\/6$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restaurant Promotional Campaign");
  });
});

test.describe("closing call to action", () => {
  /** Relative luminance (WCAG) of an element's computed background colour. */
  const luminance = (locator: Locator) =>
    locator.evaluate((element) => {
      const [r, g, b] = getComputedStyle(element)
        .backgroundColor.match(/[\d.]+/g)!
        .slice(0, 3)
        .map((value) => {
          const c = Number(value) / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    });

  test("is a light band, not a dark box on the dark footer; axe-clean in both themes", async ({ page }) => {
    test.setTimeout(90_000);
    const path = "/services/webredesign";
    const content = await contentOf(path);
    await gotoReady(page, path);
    const closing = page.getByRole("region", { name: content.closing.title, exact: true });
    const footer = page.getByRole("contentinfo");
    // The band itself carries the colour: nothing inside it is a box of its own.
    expect(await luminance(closing)).toBeGreaterThan(0.7);
    expect(await luminance(footer)).toBeLessThan(0.05);
    await expect(closing.locator("div").filter({ hasText: content.closing.text }).first()).toHaveCSS(
      "background-color",
      "rgba(0, 0, 0, 0)",
    );
    await revealAll(page);
    expect(await axeViolations(page, "main > section:last-child")).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    await settle(page);
    expect(await axeViolations(page, "main > section:last-child")).toEqual([]);
  });
});

test.describe("duplicate and unknown service routes", () => {
  test("/services/branding and /services/Branding show the same page with one canonical URL", async ({
    page,
  }) => {
    const headings: string[] = [];
    for (const path of ["/services/branding", "/services/Branding"]) {
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      headings.push((await page.getByRole("heading", { level: 1 }).textContent())!.trim());
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${SITE}/services/branding`,
      );
    }
    expect(headings[0]).toBe((await contentOf("/services/branding")).title);
    expect(headings[1]).toBe(headings[0]);
  });

  // Paths are case-sensitive: a service path in the wrong case is an unknown path too.
  for (const path of ["/services/brandstrategy", "/services/seo", "/services/nope", "/Services"]) {
    test(`${path} answers 404 with the not-found screen`, async ({ page, baseURL }) => {
      const problems = collectProblems(page, baseURL!);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // Once the app has started, the not-found screen logs the missing path (SPEC.md section 2),
      // and nothing else but the document's own 404 answer is reported.
      const appMessages = () => problems.consoleErrors.filter((text) => !text.includes("status of 404"));
      await expect
        .poll(() => appMessages().length, { message: "the app logs once it has started" })
        .not.toBe(0);
      await waitFrames(page, 5);
      expect(appMessages()).toEqual([expect.stringContaining(`non-existent route: ${path}`)]);
      expect(problems.pageErrors).toEqual([]);

      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
      await expect(page).toHaveTitle("Page not found | Sathi Digital");
      await expect(main(page).getByText("404", { exact: true })).toBeVisible();
      await expect(main(page).getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });
  }
});

test("sitemap.xml lists /services and the fourteen canonical service pages, not the twins", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toContain(`${SITE}/services`);
  const servicePageUrls = locs.filter((loc) => loc.startsWith(`${SITE}/services/`));
  expect(CANONICAL_PATHS).toHaveLength(14);
  expect(servicePageUrls.sort()).toEqual(CANONICAL_PATHS.map((path) => `${SITE}${path}`).sort());
  expect(locs).not.toContain(`${SITE}/services/Branding`);
  expect(locs).not.toContain(`${SITE}/services/logo-identity`);
  expect(new Set(locs).size).toBe(locs.length);
});
