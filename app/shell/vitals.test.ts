import { beforeEach, expect, it, vi } from "vitest";
import { METRICS, VITALS_PATH } from "~/lib/vitalsBeacon.mjs";
import { measureVitals } from "./vitals";
import { windowWidth } from "../../test/media";
import { renderPage } from "../../test/shell/testPage";

// The test's own frame is the page measured: web-vitals reads its navigation and paints. Each
// test measures anew, as a page view would; the views measured before have sent their beacon.
let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
beforeEach(() => {
  sendBeacon = vi.fn(() => true);
  vi.spyOn(navigator, "sendBeacon").mockImplementation(sendBeacon as Navigator["sendBeacon"]);
});

/** The page is hidden as its visitor leaves it, until the beacon goes (once something is measured). */
async function leave() {
  await expect
    .poll(() => {
      dispatchEvent(new Event("pagehide"));
      return sendBeacon.mock.calls.length;
    })
    .toBe(1);
  const [url, body] = sendBeacon.mock.calls[0];
  return { url, beacon: JSON.parse(body) };
}

it("measures nothing on the not-found page, which is at whatever path was asked for", () => {
  document.body.innerHTML = "<main><div data-not-found><h1>Page not found</h1></div></main>";
  // Neither web-vitals nor the beacon listens for anything.
  const listen = vi.spyOn(window, "addEventListener");
  measureVitals();
  expect(listen).not.toHaveBeenCalled();
});

it("sends one beacon to the site's own server as the page is hidden: its path, its layout and the values measured", async () => {
  renderPage();
  measureVitals();
  const { url, beacon } = await leave();
  expect(url).toBe(VITALS_PATH);
  // The frame is a phone's width.
  expect(beacon).toMatchObject({ path: location.pathname, device: "mobile" });
  expect(beacon.ttfb).toBeGreaterThanOrEqual(0);
  expect(Object.keys(beacon).filter((key) => !["path", "device", ...METRICS].includes(key))).toEqual([]);

  // Hidden again (another tab, then away): the page view has reported.
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  dispatchEvent(new Event("pagehide"));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

it("counts a page laid out for the desktop bar as desktop", async () => {
  renderPage();
  await windowWidth(1024);
  measureVitals();
  expect((await leave()).beacon.device).toBe("desktop");
});
