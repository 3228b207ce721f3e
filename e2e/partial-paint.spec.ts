import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";

// On a slow phone the browser paints what it has parsed before the rest of the page has come.
// The screens that stand alone (a form's outcome, the not-found page) and the header must not then
// move what they showed as the rest arrives: here their HTML comes in two parts, cut inside the
// screen or the header's menu, the second sent when the test has seen the first painted (a timer
// raced a loaded machine's first paint). Everything else is passed through from the site's server.

let front: Server;
let origin: string;
/** The rests of pages held back: sent when the test says, or after 15 s, so nothing hangs. */
const held = new Set<() => void>();
const sendRest = () => held.forEach((rest) => rest());

test.beforeAll(async () => {
  front = createServer(async (request, response) => {
    const answer = await fetch(`${baseURL}${request.url}`, { headers: { "accept-encoding": "identity" } });
    const headers = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name),
      ),
    );
    const body = Buffer.from(await answer.arrayBuffer());
    // Cut before the screen's heading, or (x-cut: menu) after the header menu's first item.
    const html = (answer.headers.get("content-type") ?? "").startsWith("text/html");
    const cut = !html
      ? -1
      : request.headers["x-cut"] === "menu"
        ? body.indexOf("</li>", body.indexOf("<nav")) + "</li>".length
        : body.indexOf("<h1");
    response.writeHead(answer.status, headers);
    if (cut < 0) return response.end(body);
    response.write(body.subarray(0, cut));
    const rest = () => {
      held.delete(rest);
      clearTimeout(latest);
      response.end(body.subarray(cut));
    };
    const latest = setTimeout(rest, 15_000);
    held.add(rest);
  });
  await new Promise<void>((listening) => front.listen(0, "127.0.0.1", listening));
  origin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((closed) => front.close(() => closed())));

for (const path of [
  "/contact/sent",
  "/send-failed",
  "/newsletter/subscribed",
  "/no-such-page",
  "/ne/send-failed",
]) {
  test(`${path}: what it shows before the rest of its HTML has come stays where it is @both-widths`, async ({
    page,
  }) => {
    // The layout shift of the whole visit, as the field's CLS counts it.
    await page.addInitScript(() => {
      const visit = window as unknown as { moved: number };
      visit.moved = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          visit.moved += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${origin}${path}`, { waitUntil: "commit" });
    // The first part is painted (the header, the screen's icon and eyebrow), its heading not yet come.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    sendRest();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("load");
    await page.evaluate(
      () => new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown))),
    );
    expect(await page.evaluate(() => (window as unknown as { moved: number }).moved)).toBeLessThan(0.01);
  });
}

test("the header's menu is painted where it stays while the rest of the header is still coming", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-cut": "menu" });
  await page.goto(`${origin}/about`, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  // Painted: the mark and the menu's first item; not yet: the rest of the menu and the actions.
  const header = page.locator("header");
  const firstItem = header.getByRole("navigation").getByRole("listitem").first();
  await expect(firstItem).toBeVisible();
  await expect(header.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  const painted = (await firstItem.boundingBox())!;
  sendRest();
  await expect(header.getByRole("link", { name: "Get Started" })).toBeVisible();
  const whole = (await firstItem.boundingBox())!;
  expect(whole.x).toBeCloseTo(painted.x, 0);
});
