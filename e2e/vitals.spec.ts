import { readFile } from "node:fs/promises";
import { expect, type Page, type Request, test } from "@playwright/test";
import { localeOfPath } from "../app/content/locales.mjs";
import { METRICS, VITALS_PATH } from "../app/lib/vitalsBeacon.mjs";
import type { VitalsDay } from "../server/vitals.mjs";
import { isMobile } from "./helpers";

/**
 * Field measurement (issue 35, DECISIONS.md 30): a real page view in the real browser reports its
 * Core Web Vitals to the real server, which counts them in the day's file (playwright.config.ts
 * points VITALS_DIR here). Other tests' page views send beacons too, so counts are compared as
 * "at least one more".
 */
const VITALS_DIR = "test-results/vitals";
const VITALS_MODULE = /\/assets\/shell-vitals-[\w-]+\.js$/;

/** The day's row of a page and device, as the server has written it (undefined before any beacon). */
async function dayRow(path: string, device: string) {
  const day = new Date().toISOString().slice(0, 10);
  const text = await readFile(`${VITALS_DIR}/${day}.json`, "utf8").catch(() => "");
  const rows = text ? (JSON.parse(text) as VitalsDay).rows : [];
  return rows.find((row) => row.path === path && row.device === device);
}

/** Which of the row's counts grew since `before`: its beacons, and each metric's values. */
async function grown(path: string, device: string, before: Awaited<ReturnType<typeof dayRow>>) {
  const row = await dayRow(path, device);
  return {
    beacons: (row?.beacons ?? 0) > (before?.beacons ?? 0),
    ...Object.fromEntries(
      METRICS.map((metric) => [
        metric,
        (row?.metrics[metric]?.count ?? 0) > (before?.metrics[metric]?.count ?? 0),
      ]),
    ),
  };
}

/** When the measurement's module was requested, and when the page had painted and loaded. */
const timings = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const module = performance
      .getEntriesByType("resource")
      .find((entry) => /\/assets\/shell-vitals-/.test(entry.name));
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      loadEnd: navigation.loadEventEnd,
      moduleStart: module?.startTime,
    };
  });

/**
 * Opens `path` and waits until it measures, checking that the measurement's module came only
 * after the page had painted and loaded, so nothing of it is in what the page loads first; then
 * interacts with the
 * page, for INP, and waits until the browser has timed the interaction (after the next paint): a
 * page left at once would not have it yet.
 */
async function visit(page: Page, path: string) {
  const moduleArrived = page.waitForResponse(VITALS_MODULE);
  await page.goto(path);
  expect((await moduleArrived).status()).toBe(200);
  // The first paint's entry comes once the frame is shown, which under load can be after the
  // module was fetched: both are waited for.
  await expect
    .poll(async () => {
      const { firstPaint, moduleStart } = await timings(page);
      return firstPaint !== undefined && moduleStart !== undefined;
    })
    .toBe(true);
  const { firstPaint, loadEnd, moduleStart } = await timings(page);
  expect(firstPaint).toBeGreaterThan(0);
  expect(loadEnd).toBeGreaterThan(0);
  // After the load event. Not compared with the first paint's time: that is when the frame was
  // shown, which under load can come after the idle moment the module is fetched in.
  expect(moduleStart).toBeGreaterThanOrEqual(loadEnd);
  await page.getByRole("heading", { level: 1 }).click();
  await page.evaluate(
    () =>
      new Promise((timed) => new PerformanceObserver(timed).observe({ type: "first-input", buffered: true })),
  );
  // web-vitals takes an interaction into INP when the browser is next idle (or the page hidden):
  // a visitor reads the page for a moment before leaving it.
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
}

const isBeacon = (request: Request) => new URL(request.url()).pathname === VITALS_PATH;

for (const path of ["/about/values", "/ne/faq"]) {
  test(
    `${path} reports its Core Web Vitals as it is left: the server counts them for its page, language and device`,
    { tag: "@both-widths" },
    async ({ page }) => {
      const device = isMobile() ? "mobile" : "desktop";
      const before = await dayRow(path, device);
      await visit(page, path);
      // Left for another page: hidden, and the beacon goes.
      await page.goto("/contact/sent");

      await expect
        .poll(() => grown(path, device, before))
        .toEqual({ beacons: true, lcp: true, inp: true, cls: true, fcp: true, ttfb: true });
      expect((await dayRow(path, device))?.locale).toBe(localeOfPath(path).code);
      expect(await page.context().cookies()).toEqual([]);
    },
  );
}

test("the beacon is one plain POST to the page's own origin: no cookie, no credential, only the page, its layout and its values", async ({
  page,
}) => {
  const path = "/about/our-story";
  await visit(page, path);
  const beacons: Request[] = [];
  page.on("request", (request) => {
    if (isBeacon(request)) beacons.push(request);
  });
  const answered = page.waitForResponse((response) => isBeacon(response.request()));
  // Playwright does not see a beacon sent by a page being left, and headless Chromium never hides
  // a page that stays open: the page says it is hidden, as when its tab is switched away from,
  // and tells its listeners (web-vitals' and the beacon's).
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
  const response = await answered;
  expect(response.status()).toBe(204);

  const request = response.request();
  expect(request.method()).toBe("POST");
  expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);
  const headers = await request.allHeaders();
  expect(headers["content-type"]).toBe("text/plain;charset=UTF-8");
  expect(headers.cookie).toBeUndefined();
  expect(headers.authorization).toBeUndefined();
  expect(await page.context().cookies()).toEqual([]);
  const beacon = request.postDataJSON();
  expect(Object.keys(beacon).sort()).toEqual(["cls", "device", "fcp", "inp", "lcp", "path", "ttfb"]);
  expect(beacon).toMatchObject({ path, device: isMobile() ? "mobile" : "desktop" });

  // Hidden again, then left: the page view has reported already.
  await page.evaluate(() => {
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    dispatchEvent(new PageTransitionEvent("pagehide"));
  });
  // A request after them: a beacon they sent would have been seen before its answer.
  await page.evaluate(() => fetch("/robots.txt"));
  expect(beacons).toHaveLength(1);
});
