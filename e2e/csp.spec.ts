import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { listFiles, pagePath } from "../server/build-meta.mjs";

// The production server on the real build (playwright.config.ts): every page's Content-Security-
// Policy and Cross-Origin-Resource-Policy refuse nothing the page itself needs. The policies are the
// same at every width: desktop only (playwright.config.ts).

/** Every page the build has, in both languages, with each language's not-found page and the CMS. */
const builtPages = (await listFiles(join(import.meta.dirname, "../build/client")))
  .map(pagePath)
  .filter((path): path is string => path !== null);

test.describe("every page under its CSP", () => {
  for (const path of [...builtPages, "/definitely-missing", "/ne/definitely-missing"]) {
    test(`${path} runs with nothing refused`, async ({ page, baseURL }) => {
      const refused: string[] = [];
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
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
          refused.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"]).toContain(
        path === "/admin" ? "img-src 'self' data: blob: https:" : "img-src 'self';",
      );
      // Down the whole page, so lazy pictures, revealed sections and islands all load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      await page.waitForLoadState("networkidle");
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(refused).toEqual([]);
    });
  }
});

test("refuses what the pages never use: a style sheet written in by a script, a picture from elsewhere", async ({
  page,
}) => {
  await page.goto("/");
  const refused = await page.evaluate(async () => {
    const seen: string[] = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
    const style = document.createElement("style");
    style.textContent = "body { outline: 9px solid red }";
    document.head.append(style);
    const picture = new Image();
    picture.src = "https://images.example/tracker.gif";
    const attribute = document.createElement("div");
    attribute.setAttribute("style", "color: red");
    document.body.append(picture, attribute);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return {
      seen,
      outline: getComputedStyle(document.body).outlineWidth,
      colour: getComputedStyle(attribute).color,
    };
  });
  expect(refused.seen.sort()).toEqual([
    "img-src https://images.example/tracker.gif",
    "style-src-elem inline",
  ]);
  expect(refused.outline).not.toBe("9px");
  // Style attributes stay allowed: React writes them into the pages.
  expect(refused.colour).toBe("rgb(255, 0, 0)");
});
