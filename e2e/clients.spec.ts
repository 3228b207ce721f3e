import { expect, test } from "@playwright/test";
import { clients } from "../app/content/clients";
import { clientPlace, findClient } from "../app/content/clientLookup";
import { projects } from "../app/content/portfolio";
import { escapeRegExp, gotoReady } from "./helpers";

// One client list (DECISIONS.md 22): wherever a page names a client with its town, it is the
// town of the list, so a client can never live in two places.
const PAGES = ["/", "/testimonials", "/services/logo-design", ...projects.map((project) => project.link)];

for (const path of PAGES) {
  test(`${path} names each client with the town of the client list`, async ({ page }) => {
    await gotoReady(page, path);
    // innerText, not textContent: the words as laid out, so "Butwal" and the next block do not run together.
    const text = await page.getByRole("main").innerText();
    let named = 0;
    for (const client of clients) {
      for (const match of text.matchAll(new RegExp(`${escapeRegExp(client.name)}, (\\p{L}+)`, "gu"))) {
        expect(match[1], `${client.name} on ${path}`).toBe(client.town);
        named++;
      }
    }
    expect(named, `${path} names a client with its town`).toBeGreaterThan(0);
  });
}

test("each case study names its client as the client list does", async ({ page }) => {
  for (const project of projects) {
    await gotoReady(page, project.link);
    await expect(page.getByRole("main")).toContainText(`Client: ${clientPlace(findClient(project.client))}`);
  }
});

test("each sample logo is captioned with its client, and leads to the client's case study where there is one", async ({
  page,
}) => {
  await gotoReady(page, "/services/logo-design");
  const logos = page
    .getByRole("main")
    .getByRole("figure")
    .filter({ has: page.locator('img[src^="/assets/logos/"]') });
  await expect(logos).toHaveCount(3);
  await expect(logos.nth(0)).toContainText("Himali Loom, Palpa");
  await expect(logos.nth(0).getByRole("link", { name: "Read the Himali Loom case study" })).toHaveAttribute(
    "href",
    "/portfolio/1",
  );
  await expect(logos.nth(1)).toContainText("Tusa Finance, Butwal");
  await expect(logos.nth(1).getByRole("link", { name: "Read the Tusa Finance case study" })).toHaveAttribute(
    "href",
    "/portfolio/2",
  );
  await expect(logos.nth(2)).toContainText("Lens & Light Studio, Kathmandu");
  await expect(logos.nth(2).getByRole("link")).toHaveCount(0);
});
