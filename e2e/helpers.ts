import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Locator, type Page, type Request, test } from "@playwright/test";

/** True in the 390px "mobile" project, where the desktop navigation is hidden. */
export function isMobile(): boolean {
  return test.info().project.name === "mobile";
}

/**
 * The page works: its HTML is parsed (the shell's script listens from the start), it has loaded,
 * and each of its islands (app/lib/islands.ts) that hydrates without input has done so: one that
 * waits for the browser to be idle, one the page's address or storage wakes (`data-wake`: a
 * #fragment, a query parameter, a stored draft), and one near the screen. An island further down
 * hydrates when scrolled to; one that waits for `interaction` (the contact form), at the first
 * pointer, focus or press on it; a press on either before is held and replayed.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const address = location.hash + location.search;
    const woken = (tokens = "") =>
      tokens
        .split(" ")
        .some((token) => token !== "" && (address.includes(token) || localStorage.getItem(token) !== null));
    return (
      document.readyState === "complete" &&
      [...document.querySelectorAll<HTMLElement>("[data-island]")].every(
        (island) =>
          island.hasAttribute("data-hydrated") ||
          (island.dataset.load !== "idle" &&
            !woken(island.dataset.wake) &&
            (island.dataset.load === "interaction" ||
              ![...island.children].some((part) => {
                const { top, bottom, width, height } = part.getBoundingClientRect();
                return width + height > 0 && bottom > -300 && top < innerHeight + 300;
              }))),
      )
    );
  });
}

/**
 * Hydrates the page's islands that wait for `interaction` as a visitor's pointer coming to them
 * does (app/shell/islands.ts), and waits until they have: for tests of what such a widget does
 * once it is React's. (e2e/islands.spec.ts tests input before that.)
 */
export async function wakeIslands(page: Page) {
  const names = await page
    .locator("[data-island][data-load=interaction]:not([data-hydrated])")
    .evaluateAll((islands) => islands.map((island) => island.getAttribute("data-island")));
  for (const name of names) {
    const island = page.locator(`[data-island="${name}"]`);
    await island.evaluate((element) =>
      element.firstElementChild?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true })),
    );
    await expect(island).toHaveAttribute("data-hydrated", "");
  }
}

/**
 * Opens `path` and waits until it works (waitForHydration), its islands that wait for input
 * hydrated too (wakeIslands), so clicks and keys reach the app.
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  await wakeIslands(page);
  return response;
}

/**
 * Opens `path` as a slow connection would leave it for a while: shown, but its islands not
 * hydrated (their entry modules are held). Returns the function that lets them through.
 */
export async function gotoBeforeHydration(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/island-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}

/** Console errors, uncaught exceptions, and failed or >= 400 same-origin requests of a page. */
export function collectProblems(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const failedRequests: string[] = [];
  const sameOrigin = (request: Request) => request.url().startsWith(origin);

  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("requestfailed", (request) => {
    if (!sameOrigin(request)) return;
    const failure = request.failure()?.errorText ?? "";
    // The media element cancels and reissues range requests of the video on its own.
    if (request.resourceType() === "media" && failure.includes("ERR_ABORTED")) return;
    failedRequests.push(`${request.method()} ${request.url()} ${failure}`);
  });
  page.on("response", (response) => {
    if (sameOrigin(response.request()) && response.status() >= 400) {
      failedRequests.push(`${response.request().method()} ${response.url()} -> ${response.status()}`);
    }
  });
  return { consoleErrors, pageErrors, failedRequests };
}

/** The document's own scroll position. */
export function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** Whether the element that has focus is inside `selector` (and is not the body). */
export function focusIsInside(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const container = document.querySelector(sel);
    const active = document.activeElement;
    return Boolean(container && active && active !== document.body && container.contains(active));
  }, selector);
}

/** Presses Tab until the focused element's accessible text starts with `name`. */
export async function tabUntilFocused(page: Page, name: RegExp, maxPresses = 20) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute("aria-label") ?? el?.innerText ?? "").trim();
    });
    if (name.test(text)) return;
  }
  throw new Error(`No element matching ${name} received focus after ${maxPresses} Tab presses`);
}

/** WCAG 2.0/2.1 A and AA plus WCAG 2.2 AA, the rule sets the site must pass. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
/** axe-core's browser build, evaluated into a page before its first check there. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe violations of the page as it stands, one readable line each (empty when it passes); only
 * inside the elements matching `include` when given (a state that changes one part of the page).
 * `tags` are the rule sets to run: the WCAG ones by default.
 * Colour transitions still running (the header turning opaque after a scroll) are waited out
 * first: a colour half-way through one is not what the visitor reads.
 *
 * axe-core runs in the page itself, evaluated there once per document (the pages have no frames).
 * `@axe-core/playwright` did the same, then opened a second page to assemble its report: about
 * 1.4 s of each check's 2 s (docs/CHOICES.md).
 */
export async function axeViolations(page: Page, include?: string, tags = AXE_TAGS): Promise<string[]> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === "running")
            .length,
      ),
    )
    .toBe(0);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const results = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        // Only violations are read: axe then keeps no detail of what passed.
        resultTypes: ["violations"],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
    },
    { include, tags },
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.targets.slice(0, 5).join(", ")}`,
  );
}

/** Waits for `count` animation frames, enough for effects scheduled in a frame to have run. */
export async function waitFrames(page: Page, count = 3) {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}

/**
 * Scrolls through the whole page so every scroll-reveal section has faded in, returns to the top
 * and waits until no transition is running: the page as a visitor who read it sees it.
 */
export async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) / 2;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await waitFrames(page, 2);
  }
  await scrollToY(page, 0);
  // The header turns transparent again once the shell's script has seen the scroll; its colour
  // transition starts then: settle waits for that before waiting for transitions to end.
  await settle(page);
}

/**
 * Count of the animations and transitions running now (CSS or script); not the header's
 * scroll-driven fallback (app.css), which runs as long as the page can scroll.
 */
export const runningAnimations = (page: Page) =>
  page.evaluate(
    () =>
      document.getAnimations().filter((a) => a.playState === "running" && a.timeline === document.timeline)
        .length,
  );

/**
 * Waits until the header has caught up with the scroll position (it turns opaque past 50px, with
 * a colour transition) and nothing is animating, so checks see colours as they settle.
 */
export async function settle(page: Page) {
  // The position and the header read in one evaluation, until they agree: a position read apart
  // from the header could be out of date by the time the header is read.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelector("header[data-scrolled]")?.getAttribute("data-scrolled") ===
          String(window.scrollY > 50),
      ),
    )
    .toBe(true);
  await waitFrames(page, 2);
  await expect.poll(() => runningAnimations(page)).toBe(0);
}

/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The names of main's top-level sections, in the document's order: each is named by its heading
 * (aria-labelledby). A section is top-level when no other section holds it, whatever wrappers it
 * sits in (an island's, components/Island.tsx; a layout's, as /about's on phones).
 */
export function sectionNames(page: Page): Promise<string[]> {
  return page
    .locator("main section")
    .evaluateAll((sections) =>
      sections
        .filter((section) => !section.parentElement!.closest("main section"))
        .map(
          (s) => document.getElementById(s.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() ?? "",
        ),
    );
}

/** Matches a name that starts with `text`. */
export const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Heading levels of main in document order. */
export function headingLevels(page: Page): Promise<number[]> {
  return page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
}

/** No console error, uncaught exception or failed request was collected (see collectProblems). */
export function expectNoProblems(problems: ReturnType<typeof collectProblems>) {
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
}

/** The page's main region. */
export const mainOf = (page: Page) => page.getByRole("main");
/** The header's bar of menus, shown from 768px. */
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** The header's button that opens the phone menu, shown below 768px. */
export const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Open menu" });
/** The phone menu: a modal dialog. */
export const mobileDialog = (page: Page) => page.getByRole("dialog", { name: "Site menu" });
/** The home page's testimonial carousel. */
export const carousel = (page: Page) => page.getByRole("region", { name: "What our clients say" });

/** A disclosure's summary with `name` (an FAQ question, a role, a phone menu category). */
export const summaryNamed = (scope: Locator, name: string | RegExp) =>
  scope.locator("summary").filter({ hasText: name });
/** The `<details>` of `summary`, found only while it is open. */
export const openedDetails = (summary: Locator) =>
  summary.locator("xpath=..").and(summary.page().locator("details[open]"));

/** Opens a disclosure by its summary and waits until it is open. */
export async function openDisclosure(summary: Locator) {
  await summary.click();
  await expect(openedDetails(summary)).toHaveCount(1);
}

/**
 * Pages whose opening is not an inner page's hero with a visual of its own: the home page, whose
 * hero is its video, and the journal's further index pages (/insights/page/2), its first page
 * continued. An article's hero shows its cover. English paths.
 */
export const opensOnItsContent = (path: string) => path === "/" || /^\/insights\/page\//.test(path);
/**
 * Pages whose hero shows its visual beside the text only, from 1024px up: on a phone their own
 * content (the portfolio's cards, the contact form, the FAQ's questions, the journal's articles on
 * its index and topics) comes straight after the text. English paths.
 */
export const visualBesideOnly = (path: string) =>
  ["/portfolio", "/contact", "/faq", "/insights"].includes(path) || /^\/insights\/tag\//.test(path);
/** The page's opening section: the hero of an inner page, the screen of the not-found page. */
export const heroOf = (page: Page) => page.getByRole("main").locator("section").first();
/** The hero's visual: the picture, mock-up or illustration beside (or under) its text. */
export const visualOf = (hero: Locator) => hero.locator("[data-hero-visual]");

/** The element's box in the viewport; an error when it is not laid out. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}
