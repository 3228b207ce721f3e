import { expect, test } from "@playwright/test";

// The production server on the real build (playwright.config.ts): what the pages' policy refuses.
// That it refuses nothing a page needs is checked on every page, read through, in pages.spec.ts;
// the CMS's own policy at /admin in admin.spec.ts.

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
