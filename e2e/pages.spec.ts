import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { locales, pathIn, pathInEnglish } from "../app/content/locales.mjs";
import { pagePaths } from "../app/content/sitePages";
import { formatKB, pageJsBudget } from "../builder/checks/check-budgets.mjs";
import { assetReader, pageScripts, scriptBytes } from "../builder/page-assets.mjs";
import {
  axeViolations,
  box,
  carousel,
  collectProblems,
  expectNoProblems,
  isMobile,
  mainNav,
  mainOf,
  menuButton,
  mobileDialog,
  openDisclosure,
  opensOnItsContent,
  visualBesideOnly,
  heroOf,
  visualOf,
  settle,
  summaryNamed,
  waitForHydration,
  wakeIslands,
} from "./helpers";

/**
 * Every page, whole: each page of the build in both languages, and each language's not-found
 * page, opened once at each width (390px and 1440px) and read through to its end, as a visitor
 * who scrolls it has it. One visit checks, for the whole site:
 * - its hero shows a visual of its own, loaded, and nothing shifted as it loaded (unless the page
 *   opens on its own content);
 * - its Content-Security-Policy and Cross-Origin-Resource-Policy refuse nothing the page needs,
 *   and nothing logs an error or fails to load;
 * - the JavaScript it loads is within its budget (builder/checks/check-budgets.mjs: a static page under
 *   5.6 kB gzipped, a page with islands under 80 kB once scrolled through), counted from what the
 *   browser fetched, by each file's bytes in the build gzipped as `npm run test:build` counts
 *   (builder/page-assets.mjs), so the figure is the same on every machine; every island hydrated,
 *   and React Router's client runtime never loaded (docs/DECISIONS.md 25);
 * - no sideways scroll at the narrowest width of its kind, 320px for phones and 1024px for
 *   desktops, with its interactive states left as they were (WCAG 1.4.10);
 * - no axe violation (WCAG 2.2 AA), read through and in each of its interactive states, and every
 *   link named apart from its text says that text (label in name, WCAG 2.5.3).
 * Under reduced motion: the shell then hides nothing for its scroll reveal (app/shell/reveal.ts),
 * so the page is whole without waiting out each section's fade. Motion itself, and the keyboard,
 * are tested in a11y.spec.ts.
 */
test.use({ reducedMotion: "reduce" });

const NOT_FOUND_PATH = "/no-such-page";
const AXE_SCOPE = "data-axe-scope";
/** The field measurement's module, fetched after the page's load (app/shell/vitalsStart.ts). */
const VITALS_MODULE = /^\/assets\/shell-vitals-[\w-]+\.js$/;
/** The home page's reel's module (app/shell/reel.ts), fetched after the load on that page alone. */
const REEL_MODULE = /^\/assets\/shell-reel-[\w-]+\.js$/;
const readAsset = assetReader(fileURLToPath(new URL("../build/client/", import.meta.url)));

/** The top-level section of main that holds `inner`. */
const sectionWith = (inner: Locator) =>
  // A section of the page, or of an island at the page's level (components/Island.tsx).
  inner.locator("xpath=ancestor::section[parent::main or parent::div[@data-island][parent::main]]");

/**
 * An interactive state of a page: `open` puts the page in it and returns the part of the page that
 * changed, which axe then checks (the rest was checked with the page read through). Every state is left
 * with Escape or needs no leaving.
 */
type PageState = { name: string; open: (page: Page) => Promise<Locator> };

async function openNavMenu(page: Page, name: string) {
  const button = mainNav(page).getByRole("button", { name });
  await button.click();
  const panel = page.locator(`#${await button.getAttribute("popovertarget")}`);
  await expect(panel.getByRole("link").first()).toBeVisible();
  return page.getByRole("banner");
}

async function openMobilePanel(page: Page) {
  await menuButton(page).click();
  const dialog = mobileDialog(page);
  await expect(dialog).toBeVisible();
  // With a category open, so its services are checked too.
  await openDisclosure(summaryNamed(dialog, "Branding"));
  return dialog;
}

/** The header's menus are the same on every page: opened on the home page and below /about. */
const headerStates = (): PageState[] =>
  isMobile()
    ? [{ name: "the menu panel open", open: openMobilePanel }]
    : [
        { name: "'What We Do' open", open: (page) => openNavMenu(page, "What We Do") },
        { name: "'Who We Are' open", open: (page) => openNavMenu(page, "Who We Are") },
      ];

/**
 * The states of each page beyond its revealed view. Some are also checked by the page's own spec;
 * they are cheap here (axe looks only at the part that changed) and keep one list for the site.
 */
function statesOf(path: string): PageState[] {
  switch (path) {
    case "/":
      return [
        ...headerStates(),
        {
          name: "the carousel on its second slide",
          open: async (page) => {
            await carousel(page).getByRole("button", { name: "Next testimonial" }).click();
            await expect(carousel(page).getByRole("group")).toHaveAccessibleName("2 of 3");
            return carousel(page);
          },
        },
      ];
    case "/about":
      return headerStates();
    case "/services":
      return [
        {
          name: isMobile() ? "Branding open in the accordion" : "the Branding tab chosen",
          open: async (page) => {
            const control = isMobile()
              ? mainOf(page).getByRole("button", { name: "Branding", exact: true })
              : mainOf(page).getByRole("tab", { name: "Branding", exact: true });
            await control.click();
            await expect(control).toHaveAttribute(isMobile() ? "aria-expanded" : "aria-selected", "true");
            return sectionWith(control);
          },
        },
      ];
    case "/about/careers":
      return [
        {
          name: "a role open",
          open: async (page) => {
            const role = summaryNamed(mainOf(page), /^Senior UX\/UI Designer/);
            await openDisclosure(role);
            return sectionWith(role);
          },
        },
      ];
    case "/faq":
      return [
        {
          name: "a question open",
          open: async (page) => {
            const question = summaryNamed(mainOf(page), /^How much does a website cost/);
            await openDisclosure(question);
            return sectionWith(question);
          },
        },
        {
          name: "a search with no results",
          open: async (page) => {
            const search = mainOf(page).getByRole("searchbox");
            await search.fill("zzz");
            await expect(mainOf(page).getByText('No results found for "zzz"')).toBeVisible();
            return sectionWith(search);
          },
        },
      ];
    case "/testimonials":
      return [
        {
          name: "a filter with no results",
          open: async (page) => {
            // Retail is an industry: grouped by service, no story matches it.
            await mainOf(page).getByRole("button", { name: "Retail", exact: true }).click();
            await mainOf(page).getByRole("button", { name: "By Service", exact: true }).click();
            const showAll = mainOf(page).getByRole("button", { name: "Show all stories" });
            await expect(showAll).toBeVisible();
            return sectionWith(showAll);
          },
        },
      ];
    case "/portfolio":
      return [
        {
          name: "a filter chosen and a card's link focused",
          open: async (page) => {
            await mainOf(page).getByRole("button", { name: "Branding", exact: true }).click();
            const link = mainOf(page)
              .getByRole("link", { name: /^View Project/ })
              .first();
            await link.focus();
            await expect(link).toBeVisible();
            return sectionWith(link);
          },
        },
      ];
    case "/plans":
      return [
        {
          name: "a card's tooltip open",
          open: async (page) => {
            const info = mainOf(page)
              .getByRole("button", { name: /^About / })
              .first();
            await info.focus();
            await expect(page.getByRole("tooltip")).toBeVisible();
            return sectionWith(info);
          },
        },
        {
          name: "the comparison with every category and a tooltip open",
          open: async (page) => {
            await mainOf(page).getByRole("button", { name: "Comparison", exact: true }).click();
            const table = mainOf(page).getByRole("table");
            const closed = table.getByRole("button", { expanded: false });
            while ((await closed.count()) > 0) await closed.first().click();
            await table
              .getByRole("button", { name: /^About / })
              .first()
              .focus();
            await expect(page.getByRole("tooltip")).toBeVisible();
            return sectionWith(table);
          },
        },
      ];
    case "/contact":
      return [
        {
          name: "the form's errors shown",
          open: async (page) => {
            await mainOf(page).getByRole("button", { name: "Send Message" }).click();
            await expect(mainOf(page).locator('[aria-invalid="true"]').first()).toBeFocused();
            return mainOf(page).getByRole("form");
          },
        },
      ];
    default:
      return [];
  }
}

/** Reports every refusal of the page's policies into `refused`, from before its first script. */
async function watchRefusals(page: Page, refused: string[]) {
  await page.exposeFunction("reportRefusal", (text: string) => refused.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportRefusal: (text: string) => void }).reportRefusal(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      ),
    );
  });
  // A file CORP or the CSP kept from the page fails to load.
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    if (/BLOCKED|CSP/i.test(failure)) refused.push(`${request.url()} ${failure}`);
  });
}

/**
 * The hero shows a visual of its own beside (or under) its text, loaded, and nothing shifted while
 * it loaded. `path` is the page's English path.
 */
async function expectHeroWhole(page: Page, path: string) {
  const hero = heroOf(page);
  const heading = hero.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const visual = visualOf(hero);
  await expect(visual).toHaveCount(1);
  // On a phone the page's own content comes first; the hidden visual's images are lazy, so a phone
  // never fetches them for it (the portfolio's cards may show the same artwork).
  if (isMobile() && visualBesideOnly(path)) {
    await expect(visual).toBeHidden();
    for (const image of await visual.locator("img").all())
      await expect(image).toHaveAttribute("loading", "lazy");
    return;
  }
  await visual.scrollIntoViewIfNeeded();
  await expect(visual).toBeVisible();

  // A picture or a drawing of a real size, not an empty frame.
  const pictures = visual.locator("img, svg:not(.lucide)");
  expect(await pictures.count()).toBeGreaterThan(0);
  const size = await box(visual);
  expect(size.width).toBeGreaterThanOrEqual(isMobile() ? 280 : 400);
  expect(size.height).toBeGreaterThanOrEqual(200);

  // Every image is loaded and declares its size, so the hero keeps its height while it loads.
  for (const image of await visual.locator("img").all()) {
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  // At most one image of the page is fetched first: the largest paint.
  expect(await page.locator('img[fetchpriority="high"]').count()).toBeLessThanOrEqual(1);

  // Beside the text on wide screens, below it on phones; a case study's artwork, the work
  // itself, below its title at every width and as wide as the page's content.
  const title = await box(heading);
  if (/^\/portfolio\/\w+$/.test(path)) {
    expect(size.y).toBeGreaterThan(title.y + title.height);
    expect(size.width).toBeGreaterThanOrEqual(isMobile() ? 340 : 1100);
  } else if (isMobile()) {
    expect(size.y).toBeGreaterThan(title.y + title.height);
  } else {
    expect(size.x).toBeGreaterThanOrEqual(title.x + title.width);
  }

  // Nothing moved while the page and its pictures loaded; what moved is named when it did.
  const shifts = await page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        const shift = { total: 0, moved: [] as string[] };
        type LayoutShift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            shift.total += entry.value;
            for (const { node } of entry.sources) {
              const element = node instanceof Element ? node : node?.parentElement;
              if (element)
                shift.moved.push(
                  `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")} at ${Math.round(entry.startTime)} ms (${entry.value.toFixed(3)})`,
                );
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(shift), 100);
      }),
  );
  expect(shifts.total, `moved: ${shifts.moved.join("; ")}`).toBeLessThan(0.02);
}

/** Every pre-rendered page in both languages, and a path with no page in each. */
const URLS = [...pagePaths(), NOT_FOUND_PATH].flatMap((path) => [path, pathIn(path, locales.ne)]);

for (const url of URLS) {
  test(
    `${url}: nothing refused or failing, its script within budget, no sideways scroll, no axe violation`,
    { tag: "@both-widths" },
    async ({ page, baseURL }) => {
      // Ten seconds or so for the longest page on a quiet machine (axe reads the whole of it).
      test.setTimeout(120_000);
      const origin = new URL(baseURL!).origin;
      const refused: string[] = [];
      await watchRefusals(page, refused);
      const problems = collectProblems(page, baseURL!);
      const chunks = new Set<string>();
      page.on("request", (request) => {
        const { origin: from, pathname } = new URL(request.url());
        if (from === origin && pathname.endsWith(".js") && !VITALS_MODULE.test(pathname))
          chunks.add(pathname);
      });

      const notFound = url.endsWith(NOT_FOUND_PATH);
      const response = (await page.goto(url))!;
      expect(response.status()).toBe(notFound ? 404 : 200);
      expect(response.headers()["content-security-policy"]).toContain("img-src 'self';");
      const html = await response.text();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Loaded, and its islands watching for the screen (they start after the page's load).
      await waitForHydration(page);
      const englishPath = pathInEnglish(new URL(url, origin).pathname);
      if (!opensOnItsContent(englishPath)) await expectHeroWhole(page, englishPath);

      // Down the whole page, a screen at a time, each shown for a frame or two: lazy pictures load
      // and islands hydrate as they come near the screen.
      for (
        let step = 0;
        await page.evaluate(() => scrollY + innerHeight < document.body.scrollHeight - 1);
        step++
      ) {
        expect(step, "scrolled to the end").toBeLessThan(100);
        await page.evaluate(async () => {
          window.scrollBy(0, innerHeight);
          // Two frames, or half a second if the browser has stopped making frames (a stall seen
          // once in CI under load, which hung the test until its timeout).
          await Promise.race([
            new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown))),
            new Promise((waited) => setTimeout(waited, 500)),
          ]);
        });
      }
      await waitForHydration(page);
      // And one that waits for input (the contact form), as the visitor's pointer comes to it.
      await wakeIslands(page);
      // Everything it shows has arrived: each picture on show (scrolled past, so none is left
      // lazy) and its fonts. (Not "networkidle", which waits out half a second on every visit.)
      await page.waitForFunction(
        () =>
          document.fonts.status === "loaded" &&
          [...document.images].every((image) => image.complete || image.getClientRects().length === 0),
      );
      await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
      expect(new URL(page.url()).origin).toBe(origin);
      expect(refused, "refused by the page's policies").toEqual([]);
      // A not-found page's own answer, its 404 and the path it logs (shell.spec.ts), is no problem.
      const ownAnswer = (line: string) => notFound && line.includes(`${origin}${url}`);
      expectNoProblems({
        consoleErrors: problems.consoleErrors.filter((line) => !ownAnswer(line)),
        pageErrors: problems.pageErrors,
        failedRequests: problems.failedRequests.filter((line) => !ownAnswer(line)),
      });

      // What was fetched is what the page names (the details of a service are fetched apart), or
      // on the home page alone, the reel's module, which the shell fetches after the load.
      const named = pageScripts(html).chunks;
      const reel = englishPath === "/" ? REEL_MODULE : /$^/;
      for (const chunk of chunks)
        expect(
          named.includes(chunk) || /-details-[\w-]+\.js$/.test(chunk) || reel.test(chunk),
          `${chunk} is named by the page`,
        ).toBe(true);
      expect(await page.evaluate(() => "__reactRouterContext" in window), "React Router's runtime").toBe(
        false,
      );
      const bytes = await scriptBytes(readAsset, { inline: pageScripts(html).inline, chunks: [...chunks] });
      const budget = pageJsBudget(html);
      test.info().annotations.push({
        type: "JavaScript",
        description: `${formatKB(bytes)} in ${chunks.size} files and the inline shell (budget ${formatKB(budget)})`,
      });
      expect(bytes, `${url}: ${[...chunks].sort().join(", ")}`).toBeLessThan(budget);

      // Label in name (WCAG 2.5.3): a link named apart from its text says that text, as a word.
      const mismatched = await page.locator("a[aria-label]").evaluateAll((links) =>
        links.flatMap((link) => {
          const words = (text: string) => text.replace(/\s+/g, " ").trim();
          const shown = words((link as HTMLElement).innerText);
          const name = words(link.getAttribute("aria-label")!);
          return shown && !` ${name} `.includes(` ${shown} `) ? [`"${name}" does not say "${shown}"`] : [];
        }),
      );
      expect(mismatched, "links whose names leave out their text").toEqual([]);

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await settle(page);
      const viewport = page.viewportSize()!;
      const violations: Record<string, string[]> = {};
      const found = await axeViolations(page);
      if (found.length) violations.page = found;
      for (const state of statesOf(url)) {
        const changed = await state.open(page);
        await settle(page);
        await changed.evaluate((element, name) => element.setAttribute(name, ""), AXE_SCOPE);
        const inState = await axeViolations(page, `[${AXE_SCOPE}]`);
        if (inState.length) violations[state.name] = inState;
        await changed.evaluate((element, name) => element.removeAttribute(name), AXE_SCOPE);
        await page.keyboard.press("Escape");
      }
      expect(violations, `axe at ${viewport.width}px wide`).toEqual({});

      // Reflow: at the narrowest width of its kind, nothing wider than the window, its states
      // left as they were (last: a page resized in a busy browser may stop making frames a while).
      const narrowest = isMobile() ? 320 : 1024;
      await page.setViewportSize({ width: narrowest, height: viewport.height });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `scroll width at ${narrowest}px`,
      ).toBeLessThanOrEqual(narrowest);
    },
  );
}
