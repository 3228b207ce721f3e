import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { chat, hours } from "content:site";
import { people } from "content:team";
import { parse } from "yaml";
import { languageCopy } from "../app/content/languages";
import { REST_MS } from "../app/shell/chatFloat";
import { gotoReady, isMobile, waitFrames } from "./helpers";

/**
 * One-tap chat (issue 33, DECISIONS.md 28): the WhatsApp and Viber links on /contact, in the footer
 * and on the service pages, in both languages; the chat button on phones, which never lies over a
 * control, a field or the language offer; and the language offer, which never covers a control.
 */

const digits = (number: string) => number.replace(/\D/g, "");
const nepali = parse(readFileSync("content/ne/site.yaml", "utf8")) as { chat: { greeting: string } };
const nepaliTeam = parse(readFileSync("content/ne/team.yaml", "utf8")) as typeof import("content:team");
const replierIn = (list: { id: string; name: string }[]) => list.find(({ id }) => id === chat.replier)!.name;

const LANGUAGES = [
  { prefix: "", greeting: chat.greeting, replier: replierIn(people), days: hours.days },
  { prefix: "/ne", greeting: nepali.chat.greeting, replier: replierIn(nepaliTeam.people), days: "आइतबार" },
];

/** The WhatsApp and Viber links of one part of the page, checked: the number, the greeting. */
async function expectChatLinks(part: Locator, language: (typeof LANGUAGES)[number]) {
  const whatsapp = part.locator('a[href^="https://wa.me/"]');
  await expect(whatsapp).toHaveCount(1);
  const url = new URL((await whatsapp.getAttribute("href"))!);
  expect(url.pathname).toBe(`/${digits(chat.whatsapp)}`);
  expect(url.searchParams.get("text")).toBe(language.greeting);
  await expect(whatsapp).toContainText(chat.whatsapp);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  const viber = part.locator('a[href^="viber://"]');
  await expect(viber).toHaveAttribute("href", `viber://chat?number=%2B${digits(chat.viber)}`);
  await expect(viber).toContainText(chat.viber);
  // Who replies, and when: the office hours.
  await expect(part.getByText(language.replier, { exact: false })).toContainText(language.days);
}

test.describe("chat links", () => {
  for (const language of LANGUAGES) {
    test(`${language.prefix || "/"}: on /contact, in the footer and on a service page, in the page's language`, async ({
      page,
    }) => {
      await gotoReady(page, `${language.prefix}/contact`);
      await expectChatLinks(page.locator("#contact-info-title").locator("xpath=.."), language);
      await expectChatLinks(page.getByRole("contentinfo"), language);

      await gotoReady(page, `${language.prefix}/services/SEO`);
      await expectChatLinks(page.locator("#closing-title").locator("xpath=ancestor::section[1]"), language);
      await expectChatLinks(page.getByRole("contentinfo"), language);
    });
  }
});

const CONTROLS = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";

/** Whether `target` shows, and every visible element of `under` its box meets, described. */
function elementsUnder(page: Page, target: string, under: string) {
  return page.evaluate(
    ([target, under]) => {
      const over = document.querySelector<HTMLElement>(target);
      if (!over || !over.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        return { shown: false, hits: [] as string[] };
      const box = over.getBoundingClientRect();
      const hits: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(under)) {
        if (element === over || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
          continue;
        const r = element.getBoundingClientRect();
        if (
          r.width &&
          r.height &&
          r.left < box.right &&
          r.right > box.left &&
          r.top < box.bottom &&
          r.bottom > box.top
        )
          hits.push(
            `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" at ${Math.round(r.top)}`,
          );
      }
      return { shown: true, hits };
    },
    [target, under],
  );
}

/** Every visible control the chat button lies over; and whether it is shown at all. */
const floatOverlaps = (page: Page) =>
  elementsUnder(page, "[data-chat-float]", `${CONTROLS}, [data-language-suggestion]`);

/** Scrolls through the page a part of a screen at a time: at each stop, what the button covers. */
async function scrollThrough(page: Page) {
  const stops: { y: number; shown: boolean; hits: string[] }[] = [];
  const step = Math.round((page.viewportSize()!.height * 2) / 3);
  const end = () => page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; ; y = Math.min(y + step, await end())) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await waitFrames(page);
    stops.push({ y, ...(await floatOverlaps(page)) });
    if (y >= (await end())) break;
  }
  return stops;
}

const FLOAT_PAGES = ["/", "/plans", "/services/SEO", "/faq", "/ne/services/SEO", "/ne/plans"];

test.describe("the chat button", () => {
  test.use({ reducedMotion: "reduce" }); // no fade: what is measured is what shows

  test(
    "on phones it never lies over a control, a field or the language offer, scrolled anywhere",
    { tag: "@phone" },
    async ({ page }) => {
      test.setTimeout(240_000);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of FLOAT_PAGES) {
          await gotoReady(page, path);
          const stops = await scrollThrough(page);
          const where = `${path} at ${width}px`;
          for (const stop of stops) expect(stop.hits, `${where}, scrolled to ${stop.y}`).toEqual([]);
          // It does show, and it steps aside at the end, where the footer's own chat links are.
          expect(stops.filter((stop) => stop.shown).length, where).toBeGreaterThan(0);
          expect(stops.at(-1)!.shown, `${where}, at the bottom`).toBe(false);
        }
      }
    },
  );

  test(
    "on phones, once a scroll comes to rest, it never lies over the text being read",
    { tag: "@phone" },
    async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of ["/insights/what-a-website-costs-in-nepal", "/ne/about"]) {
        await gotoReady(page, path);
        let shownAtRest = 0;
        for (let stop = 1; stop <= 8; stop++) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), stop * 500);
          await page.waitForTimeout(REST_MS + 200);
          await waitFrames(page);
          // Every line of text on the page whose box meets the button's, when the button shows.
          const under = await page.evaluate(() => {
            const float = document.querySelector<HTMLElement>("[data-chat-float]")!;
            if (!float.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
            const box = float.getBoundingClientRect();
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            const range = document.createRange();
            const lines: string[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
              range.selectNodeContents(node);
              for (const line of range.getClientRects())
                if (
                  line.left < box.right &&
                  line.right > box.left &&
                  line.top < box.bottom &&
                  line.bottom > box.top
                )
                  lines.push(node.textContent.trim().slice(0, 40));
            }
            return lines;
          });
          if (under === null) continue;
          shownAtRest++;
          expect(under, `${path} at rest at ${stop * 500}px`).toEqual([]);
        }
        // Not hidden for good: somewhere, clear of the text, it shows.
        expect(shownAtRest, path).toBeGreaterThan(0);
      }
    },
  );

  test("is not shown on a wide screen, scrolled anywhere", async ({ page }) => {
    await gotoReady(page, "/plans");
    for (const stop of await scrollThrough(page)) expect(stop.shown, `scrolled to ${stop.y}`).toBe(false);
    await expect(page.locator("[data-chat-float]")).toBeHidden();
  });

  test("is one named tap to WhatsApp, with a visible focus, and steps aside while a field has the focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 }); // a phone's, in both projects
    await gotoReady(page, "/faq");
    const float = page.getByRole("link", { name: new RegExp(`^Chat on WhatsApp with ${replierIn(people)}`) });
    const stops = await scrollThrough(page);
    const shownAt = stops.find((stop) => stop.shown)!.y;
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), shownAt);
    await waitFrames(page);
    await expect(float).toBeVisible();
    expect(new URL((await float.getAttribute("href"))!).searchParams.get("text")).toBe(chat.greeting);

    await float.focus();
    await expect(float).toBeVisible();
    const outline = await float.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe("solid");

    // A field with the focus (on a phone, the keyboard is up): out of the way.
    await page
      .getByRole("searchbox")
      .first()
      .evaluate((field) => (field as HTMLElement).focus({ preventScroll: true }));
    await expect(float).toBeHidden();
    await page.getByRole("searchbox").first().blur();
    await expect(float).toBeVisible();
  });

  test("is not on /contact, where the form is the page and the chat links sit beside it", async ({
    page,
  }) => {
    await gotoReady(page, "/contact");
    await expect(page.locator("[data-chat-float]")).toHaveCount(0);
  });
});

test.describe("the language offer", () => {
  test.beforeEach(async ({ page }) => {
    // A visitor who chose Nepali on an earlier visit opens English pages.
    await page.addInitScript(() => localStorage.setItem("language", "ne"));
  });

  /** Visible controls of the page (outside the header) and the chat button, that the offer's box meets. */
  const coveredByOffer = async (page: Page) =>
    (
      await elementsUnder(
        page,
        "[data-language-suggestion]",
        `${CONTROLS.replace(/(^|, )/g, "$1main ")}, [data-chat-float]`,
      )
    ).hits;

  for (const path of ["/plans", "/portfolio", "/services/SEO", "/"]) {
    test(
      `${path}: a slim bar under the header's, over nothing the visitor uses`,
      { tag: "@both-widths" },
      async ({ page }) => {
        for (const width of isMobile() ? [320, 390] : [1440]) {
          await page.setViewportSize({ width, height: isMobile() ? 844 : 900 });
          await page.evaluate(() => sessionStorage.clear()).catch(() => {});
          await gotoReady(page, path);
          const offer = page.getByRole("link", { name: languageCopy.ne.suggestion.link });
          await expect(offer).toBeVisible();
          await expect(offer).toHaveAttribute("href", `/ne${path === "/" ? "" : path}`);
          const bar = await page
            .locator("header .h-\\[var\\(--header-bar-height\\)\\]")
            .first()
            .boundingBox();
          const notice = (await page.locator("[data-language-suggestion]").boundingBox())!;
          expect(Math.round(notice.y), `${path} at ${width}px`).toBe(Math.round(bar!.y + bar!.height));
          expect(await coveredByOffer(page), `${path} at ${width}px`).toEqual([]);
        }
      },
    );
  }

  test("/plans: the Card/Comparison switch and the comparison's sticky heads stay clear of it", async ({
    page,
  }) => {
    await gotoReady(page, "/plans");
    await expect(page.locator("[data-language-suggestion]")).toBeVisible();
    const toggle = page.getByRole("button", { name: "Comparison", exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    // Whatever the click scrolled to, the switch is the element at its centre: nothing over it.
    const onTop = await toggle.evaluate((element) => {
      const r = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(onTop).toBe(true);
    // Scrolled into the table: its sticky heads sit below the offer, not under it.
    const table = page.getByRole("table").first();
    await table.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await waitFrames(page);
    const notice = (await page.locator("[data-language-suggestion]").boundingBox())!;
    const head = (await page.locator("thead").first().boundingBox())!;
    expect(head.y).toBeGreaterThanOrEqual(notice.y + notice.height - 1);
  });

  test("is offered once a visit, and not again after 'stay'", async ({ page, context }) => {
    await gotoReady(page, "/plans");
    await expect(page.locator("[data-language-suggestion]")).toBeVisible();
    await gotoReady(page, "/about");
    await expect(page.locator("[data-language-suggestion]")).toBeHidden();
    // The page starts where the header's bar ends, with no room left for an offer not shown.
    const header = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--header-height").trim(),
    );
    expect(header).toBe("72px");
    // A new visit (a new tab) offers it again, until the visitor stays.
    const next = await context.newPage();
    await gotoReady(next, "/faq");
    await expect(next.locator("[data-language-suggestion]")).toBeVisible();
    await next.getByRole("button", { name: languageCopy.ne.suggestion.dismiss }).click();
    await expect(next.locator("[data-language-suggestion]")).toBeHidden();
    const third = await context.newPage();
    await gotoReady(third, "/faq");
    await expect(third.locator("[data-language-suggestion]")).toBeHidden();
  });
});
