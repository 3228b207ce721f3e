import { expect, type Request, test } from "@playwright/test";
import { gotoBeforeHydration, hydratedAt, waitForHydration } from "./helpers";

// On a slow connection the page is shown, and read, seconds before its scripts have started
// (server/defer-hydration.mjs). What the visitor does in that time must not be lost.
test.describe("before the page has hydrated", () => {
  test("the visitor's first key starts the scripts at once, without waiting for the page to load", async ({
    page,
  }) => {
    await gotoBeforeHydration(page, "/faq");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => "__e2eHydrated" in window)).toBe(false);
    await page.keyboard.press("Tab");
    await waitForHydration(page);
    // Left alone, the page would hydrate at its 3 s limit, as the load event never comes.
    expect(await hydratedAt(page)).toBeLessThan(2500);
  });

  test("a search typed into the FAQ filters the list once the page works", async ({ page }) => {
    await gotoBeforeHydration(page, "/faq");
    const search = page.getByRole("searchbox", { name: "Search the questions and answers" });
    // Typed in one go (no key events), so the page hydrates at its own time.
    await search.fill("weekend");
    await waitForHydration(page);
    const list = page.getByRole("region", { name: "Find your answer" }).getByRole("list");
    await expect(list.getByRole("button")).toHaveCount(1);
    await expect(search).toHaveValue("weekend");
  });

  test("an address typed into the newsletter box is the one subscribed", async ({ page }) => {
    await gotoBeforeHydration(page, "/");
    const footer = page.getByRole("contentinfo");
    const address = `early-${Date.now()}@example.com`;
    await footer.getByRole("textbox", { name: "Email address" }).fill(address);
    await waitForHydration(page);
    const sent = page.waitForRequest(
      (request: Request) => request.method() === "POST" && request.url().includes("/send-form"),
    );
    await footer.getByRole("button", { name: "Subscribe" }).click();
    expect((await sent).postDataBuffer()?.toString("utf8")).toContain(address);
    await expect(footer.getByText("Please enter a valid email address.")).toHaveCount(0);
  });
});
