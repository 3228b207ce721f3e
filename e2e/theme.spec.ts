import { createHash } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import {
  axeViolations,
  collectProblems,
  expectNoProblems,
  gotoReady,
  isMobile,
  revealAll,
  waitForHydration,
} from "./helpers";

/** --background of each theme (app.css), as computed styles report it. */
const BACKGROUND = { light: "rgb(251, 249, 246)", dark: "rgb(11, 17, 32)" };
/** <meta name="theme-color"> of each theme (lib/theme.ts). */
const THEME_COLOR = { light: "#0a1a3f", dark: "#102556" };
const TOGGLE = "Dark theme";

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The theme class on <html>: "dark", "light" or "" (follow the system). */
const rootClass = (page: Page) =>
  page.evaluate(() =>
    [...document.documentElement.classList].filter((name) => name === "dark" || name === "light").join(" "),
  );
const switching = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("theme-switching"));
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem("theme"));
const themeColors = (page: Page) =>
  page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));

/** The toggle: in the header from 768px, in the menu panel below (which this opens). */
async function themeToggle(page: Page) {
  if (isMobile()) {
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    const toggle = page.getByRole("dialog", { name: "Site menu" }).getByRole("button", { name: TOGGLE });
    await expect(toggle).toBeVisible();
    return toggle;
  }
  return page.getByRole("banner").getByRole("button", { name: TOGGLE });
}

async function closeMenu(page: Page) {
  if (!isMobile()) return;
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeHidden();
}

/** Records Content-Security-Policy violations from the very start of every document. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe("before any JavaScript of the app runs", () => {
  test.describe("with the system in dark mode and JavaScript off", () => {
    test.use({ colorScheme: "dark", javaScriptEnabled: false });

    test("the pre-rendered page is dark from the first paint", async ({ page }) => {
      for (const path of ["/", "/plans", "/no-such-page"]) {
        await page.goto(path);
        expect(await background(page)).toBe(BACKGROUND.dark);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
          "dark",
        );
        // No class: the stylesheet follows the system by itself.
        expect(await rootClass(page)).toBe("");
      }
    });
  });

  test.describe("with the system in light mode and JavaScript off", () => {
    test.use({ colorScheme: "light", javaScriptEnabled: false });

    test("the pre-rendered page is light", async ({ page }) => {
      await page.goto("/");
      expect(await background(page)).toBe(BACKGROUND.light);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("light");
    });
  });

  test("a stored choice is applied by the head script alone, before the app's modules load", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
    // Without its modules the app never hydrates: what shows is the HTML and the head script.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/services", { waitUntil: "domcontentloaded" });
    expect(await rootClass(page)).toBe("dark");
    expect(await background(page)).toBe(BACKGROUND.dark);
    expect(await themeColors(page)).toEqual([THEME_COLOR.dark, THEME_COLOR.dark]);
    // The icon follows the stylesheet, so even the unhydrated toggle shows the right one.
    if (!isMobile()) {
      const toggle = page.getByRole("banner").getByRole("button", { name: TOGGLE });
      await expect(toggle.locator("svg:visible")).toHaveCount(1);
      await expect(toggle.locator("svg:visible")).toHaveClass(/lucide-sun/);
    }
  });
});

test.describe("the toggle", () => {
  test.use({ colorScheme: "light" });

  test(
    "is a named toggle button that switches the theme and is remembered across reloads and navigation",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/");
      expect(await background(page)).toBe(BACKGROUND.light);
      let toggle = await themeToggle(page);
      await expect(toggle).toHaveAttribute("aria-pressed", "false");

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => rootClass(page)).toBe("dark");
      await expect.poll(() => background(page)).toBe(BACKGROUND.dark);
      expect(await stored(page)).toBe("dark");
      expect(await themeColors(page)).toEqual([THEME_COLOR.dark, THEME_COLOR.dark]);
      // Transitions are off only until the new theme has painted.
      await expect.poll(() => switching(page)).toBe(false);

      // A reload is dark before hydration...
      await page.reload({ waitUntil: "domcontentloaded" });
      expect(await rootClass(page)).toBe("dark");
      expect(await background(page)).toBe(BACKGROUND.dark);
      await waitForHydration(page);

      // ...and so is the next page, reached in the app and by a full load.
      await gotoReady(page, "/");
      await closeMenu(page);
      await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
      await expect(page).toHaveURL(/\/faq$/);
      expect(await background(page)).toBe(BACKGROUND.dark);
      await gotoReady(page, "/plans");
      expect(await background(page)).toBe(BACKGROUND.dark);

      toggle = await themeToggle(page);
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await expect.poll(() => background(page)).toBe(BACKGROUND.light);
      expect(await stored(page)).toBe("light");
      expect(await rootClass(page)).toBe("light");
    },
  );

  test("works from the keyboard and shows its focus", async ({ page }) => {
    await gotoReady(page, "/");
    const toggle = await themeToggle(page);
    await toggle.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(toggle).toBeFocused();
    const outline = await toggle.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe("solid");
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test("does not animate the change under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/");
    const toggle = await themeToggle(page);
    await page.evaluate(() => {
      const w = window as unknown as { __viewTransitions: number };
      w.__viewTransitions = 0;
      const original = document.startViewTransition?.bind(document);
      if (original)
        document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
          w.__viewTransitions++;
          return original(update);
        }) as typeof document.startViewTransition;
    });
    await toggle.click();
    // Changed at once, in the same task as the click, with nothing that moves: reduced motion
    // leaves a transition 0.01ms long (app.css), where a busy machine may still find one running.
    expect(await rootClass(page)).toBe("dark");
    expect(
      await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === "running" &&
                a.timeline === document.timeline &&
                Number(a.effect?.getComputedTiming().duration) > 1,
            ).length,
      ),
    ).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __viewTransitions: number }).__viewTransitions),
    ).toBe(0);
  });
});

test.describe("the system preference", () => {
  test("is followed live until the visitor chooses; then the choice wins", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoReady(page, "/");
    expect(await background(page)).toBe(BACKGROUND.dark);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => background(page)).toBe(BACKGROUND.light);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => background(page)).toBe(BACKGROUND.dark);

    const toggle = await themeToggle(page);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect.poll(() => background(page)).toBe(BACKGROUND.light);

    await page.reload();
    await waitForHydration(page);
    expect(await rootClass(page)).toBe("light");
    expect(await background(page)).toBe(BACKGROUND.light);
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await background(page)).toBe(BACKGROUND.light);
    await expect(await themeToggle(page)).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("health", () => {
  test("the shell's head script is in every page's CSP, and a stored choice loads without errors or violations", async ({
    page,
    baseURL,
    request,
  }) => {
    for (const path of ["/", "/contact", "/no-such-page"]) {
      const response = await request.get(path);
      const html = await response.text();
      // The first script of <head>: the shell's, which applies a stored choice (app/shell/index.ts).
      const script = html.match(/<head>[\s\S]*?<script>([\s\S]+?)<\/script>/)?.[1];
      expect(script, path).toBeTruthy();
      const hash = createHash("sha256").update(script!).digest("base64");
      expect(response.headers()["content-security-policy"]).toContain(`'sha256-${hash}'`);
    }

    const problems = collectProblems(page, baseURL!);
    const violations = await recordCspViolations(page);
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
    for (const path of ["/", "/plans", "/portfolio/1"]) {
      await gotoReady(page, path);
      await page.waitForLoadState("networkidle");
      expect(await rootClass(page)).toBe("dark");
      expect(await violations()).toEqual([]);
    }
    // Hydration kept the class the head script put on <html> and said nothing about it.
    expect(problems.consoleErrors.filter((text) => /hydrat|#418|#425/i.test(text))).toEqual([]);
    expectNoProblems(problems);
  });
});

test.describe("axe in the dark theme", () => {
  test.use({ colorScheme: "dark" });

  for (const path of ["/", "/services", "/plans", "/contact", "/portfolio", "/faq"]) {
    test(`${path} has no violations`, async ({ page }) => {
      // axe's contrast check of a long page is slow on a busy machine.
      test.setTimeout(90_000);
      await gotoReady(page, path);
      await revealAll(page);
      expect(await rootClass(page)).toBe("");
      expect(await background(page)).toBe(BACKGROUND.dark);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("open states have no violations: comparison with a tooltip, form errors, an answer, the menu", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await gotoReady(page, "/plans");
    await page.getByRole("button", { name: "Comparison", exact: true }).click();
    const info = page
      .getByRole("table")
      .getByRole("button", { name: /^About / })
      .first();
    await info.focus();
    await expect(page.getByRole("tooltip").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await gotoReady(page, "/contact");
    await page.getByRole("button", { name: /^Send Message/ }).click();
    await expect(page.getByText("First name must be at least 2 characters.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await gotoReady(page, "/faq");
    await page.getByRole("searchbox").fill("website");
    await page.getByRole("main").locator("summary").first().click();
    await expect(page.getByRole("main").locator("details[open] > div")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await gotoReady(page, "/about");
    await revealAll(page);
    const toggle = await themeToggle(page);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await axeViolations(page)).toEqual([]);
  });
});
