import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  collectProblems,
  escapeRegExp,
  focusIsInside,
  gotoReady,
  isMobile,
  scrollToY,
  scrollY,
  tabUntilFocused,
  waitForHydration,
  waitFrames,
  mainNav,
  mobileDialog,
} from "./helpers";

const NOT_FOUND_TITLE = "Oops! Page not found";
const PLANS_TITLE = "Choose Your Plan";

const servicesButton = (page: Page) => mainNav(page).getByRole("button", { name: "What We Do" });
const companyButton = (page: Page) => mainNav(page).getByRole("button", { name: "Who We Are" });
// While the panel is open its 'Close menu' button matches too; the toggle comes first in the DOM.
const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /menu/i }).first();

/**
 * Whether the panel a menu button opens is showing. The button is a popover's invoker: the
 * browser itself tells assistive technology its state, so it carries no aria-expanded.
 */
const panelOpen = (button: Locator) =>
  button.evaluate((el) => (el as HTMLButtonElement).popoverTargetElement?.matches(":popover-open") ?? false);

async function expectOpen(button: Locator, open: boolean) {
  await expect.poll(() => panelOpen(button)).toBe(open);
}

/** A service category of the phone menu: a disclosure (`<details>`), opened by its summary. */
const serviceGroup = (scope: Locator | Page, name: string) =>
  scope.locator("summary").filter({ hasText: name });

async function expectGroupOpen(dialog: Locator, name: string, open: boolean) {
  const details = dialog.locator("details").filter({ has: serviceGroup(dialog.page(), name) });
  await expect.poll(() => details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(open);
}

async function openMobileMenu(page: Page) {
  await menuButton(page).click();
  await expect(mobileDialog(page)).toBeVisible();
}

test.describe("skip link", () => {
  test("is the first focusable element and moves focus to the main content", async ({ page }) => {
    await gotoReady(page, "/");
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveRole("link");
    await expect(focused).toHaveAccessibleName("Skip to main content");
    await expect(focused).toHaveAttribute("href", "#main");
    await expect(focused).toBeInViewport();

    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("header", () => {
  const headerStyle = (page: Page) =>
    page.getByRole("banner").evaluate((el) => {
      const style = getComputedStyle(el);
      return { shadow: style.boxShadow, background: style.backgroundColor };
    });

  test("is transparent at the top and opaque with a shadow after scrolling more than 50px", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(() => headerStyle(page)).toEqual({ shadow: "none", background: "rgba(0, 0, 0, 0)" });

    await scrollToY(page, 60);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await scrollToY(page, 45);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await scrollToY(page, 600);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(async () => (await headerStyle(page)).shadow).not.toBe("none");
    // Opaque: no alpha channel, so nothing behind shows through.
    await expect.poll(async () => (await headerStyle(page)).background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    // The header stays fixed at the top of the viewport.
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);

    await scrollToY(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(() => headerStyle(page)).toEqual({ shadow: "none", background: "rgba(0, 0, 0, 0)" });
  });
});

test.describe("desktop navigation", () => {
  test(
    "shows the desktop navigation only at 768px and wider, and the menu button only below",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/");
      if (isMobile()) {
        await expect(mainNav(page)).toBeHidden();
        await expect(menuButton(page)).toBeVisible();
      } else {
        await expect(mainNav(page)).toBeVisible();
        await expect(menuButton(page)).toBeHidden();
      }
    },
  );

  test("'What We Do' mega menu opens on hover and switches category on hover", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = mainNav(page);
    const button = servicesButton(page);
    await expectOpen(button, false);
    await expect(nav.getByRole("link", { name: /^Design & Development/ })).toBeHidden();

    await button.hover();
    await expectOpen(button, true);
    for (const category of ["Design & Development", "Branding", "Digital Marketing"]) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${category}`) })).toBeVisible();
    }
    // The first category's services show first.
    await expect(nav.getByRole("link", { name: /^Website Design\b/ })).toBeVisible();

    await nav.getByRole("link", { name: /^Branding/ }).hover();
    await expect(nav.getByRole("link", { name: /^Logo & Identity/ })).toBeVisible();
    const websiteDesign = nav.getByRole("link", { name: /^Website Design\b/, includeHidden: true });
    await expect(websiteDesign).toHaveCount(1);
    await expect(websiteDesign).toBeHidden();

    await nav.getByRole("link", { name: /^Digital Marketing/ }).hover();
    await expect(nav.getByRole("link", { name: /^SEO Optimization/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^Logo & Identity/, includeHidden: true })).toBeHidden();

    await page.mouse.move(20, 850);
    await expectOpen(button, false);
    await expect(nav.getByRole("link", { name: /^Design & Development/, includeHidden: true })).toBeHidden();
  });

  test("'What We Do' mega menu keeps a category while the pointer crosses another on its way to a service", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const nav = mainNav(page);
    await servicesButton(page).hover();
    await nav.getByRole("link", { name: /^Digital Marketing/ }).hover();
    const target = nav.getByRole("link", { name: /^Social Media Marketing/ });
    await expect(target).toBeVisible();
    // From the bottom category up and across to the first service: the path runs over 'Branding'.
    const from = (await nav.getByRole("link", { name: /^Digital Marketing/ }).boundingBox())!;
    const to = (await target.boundingBox())!;
    const crossed = (await nav.getByRole("link", { name: /^Branding/ }).boundingBox())!;
    expect(to.y + to.height / 2).toBeLessThan(crossed.y);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await expect(target).toBeVisible();
    await target.click();
    await expect(page).toHaveURL(/\/services\/social-media$/);
  });

  test("'What We Do' mega menu stays inside the window at every desktop width", async ({ page }) => {
    await gotoReady(page, "/");
    const panel = page.locator("#services-menu > *");
    for (const width of [768, 900, 1023, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await servicesButton(page).click();
      await expectOpen(servicesButton(page), true);
      await expect(mainNav(page).getByRole("link", { name: /^Website Redesign\b/ })).toBeInViewport({
        ratio: 1,
      });
      const box = (await panel.boundingBox())!;
      expect(box.x, `left edge at ${width}px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `right edge at ${width}px`).toBeLessThanOrEqual(width);
      await page.keyboard.press("Escape");
      await expectOpen(servicesButton(page), false);
      // The next width starts with the pointer away from the bar, as a visitor's would be.
      await page.mouse.move(width / 2, 880);
    }
  });

  test("'What We Do' mega menu shows every category whole, at one height, from 768px up", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await gotoReady(page, "/");
    const nav = mainNav(page);
    const panel = page.locator("#services-menu > *");
    const allServices = nav.getByRole("link", { name: "View all services" });
    // 768: an iPad held upright, where the services ran past the panel's bottom edge.
    for (const width of [768, 780, 800, 1024, 1440]) {
      await page.setViewportSize({ width, height: 1024 });
      await servicesButton(page).hover();
      await expectOpen(servicesButton(page), true);
      const heights = new Set<number>();
      for (const [category, service] of [
        ["Design & Development", /^Website Design\b/],
        ["Branding", /^Logo & Identity/],
        ["Digital Marketing", /^Email & WhatsApp Marketing/],
      ] as const) {
        await nav.getByRole("link", { name: new RegExp(`^${escapeRegExp(category)}`) }).hover();
        await expect(nav.getByRole("link", { name: service })).toBeVisible();
        // Every link shown (the services, the last one's text, 'View all services') lies inside
        // the panel, where the pointer can reach it. Read in one step: the panel's and the links'
        // boxes at one moment.
        const { box, outside } = await panel.evaluate((element) => {
          const { top, bottom, height } = element.getBoundingClientRect();
          const shown = [...element.querySelectorAll("a")].filter((link) =>
            link.checkVisibility({ visibilityProperty: true }),
          );
          return {
            box: { height },
            outside: shown
              .filter((link) => {
                const linkBox = link.getBoundingClientRect();
                return linkBox.top < top || linkBox.bottom > bottom;
              })
              .map((link) => link.innerText),
          };
        });
        heights.add(Math.round(box.height));
        expect(outside, `links outside the panel under ${category} at ${width}px`).toEqual([]);
        await expect(allServices).toBeInViewport({ ratio: 1 });
        // Nothing scrolls inside the panel either: a link reached by Tab cannot scroll it away.
        const overflow = await panel.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
        expect(overflow.scroll, `inner scroll under ${category} at ${width}px`).toBeLessThanOrEqual(
          overflow.client,
        );
      }
      // The panel keeps its height from category to category: it does not jump under the pointer.
      expect([...heights], `heights at ${width}px`).toHaveLength(1);

      // The last link of the last category, reached by Tab, leaves the panel where it was.
      const top = (await panel.boundingBox())!.y;
      await allServices.focus();
      await expect(allServices).toBeFocused();
      expect(await panel.evaluate((el) => el.scrollTop)).toBe(0);
      expect((await panel.boundingBox())!.y).toBe(top);
      await expect(nav.getByRole("link", { name: /^Design & Development/ })).toBeInViewport({ ratio: 1 });

      await page.keyboard.press("Escape");
      await expectOpen(servicesButton(page), false);
      await page.mouse.move(width / 2, 1000);
    }
  });

  test("'What We Do' mega menu works from the keyboard", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = mainNav(page);
    const button = servicesButton(page);
    await button.focus();
    await expectOpen(button, false);
    await page.keyboard.press("Enter");
    await expectOpen(button, true);
    // The panel's code is fetched on intent (here: the focus): the visitor tabs once it shows.
    await expect(nav.getByRole("link", { name: /^Website Design\b/ })).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /^Design & Development/ })).toBeFocused();

    // Each category's services follow it, so Tab walks through them to the next category.
    await tabUntilFocused(page, /^Branding/);
    await expect(nav.getByRole("link", { name: /^Branding/ })).toBeFocused();
    await expect(nav.getByRole("link", { name: /^Logo & Identity/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^Website Design\b/, includeHidden: true })).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /^Logo & Identity/ })).toBeFocused();
    await expectOpen(button, true);

    await page.keyboard.press("Escape");
    await expectOpen(button, false);
    await expect(button).toBeFocused();
    await expect(nav.getByRole("link", { name: /^Logo & Identity/, includeHidden: true })).toBeHidden();
  });

  test("'Who We Are' dropdown opens on hover and from the keyboard", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = mainNav(page);
    const button = companyButton(page);
    const items = [
      { name: /^About\b/, href: "/about" },
      { name: /^Our Story\b/, href: "/about/our-story" },
      { name: /^Values\b/, href: "/about/values" },
      { name: /^Careers\b/, href: "/about/careers" },
    ];
    await expectOpen(button, false);
    await expect(nav.getByRole("link", { name: /^Our Story\b/ })).toBeHidden();

    await button.hover();
    await expectOpen(button, true);
    for (const item of items) {
      const link = nav.getByRole("link", { name: item.name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", item.href);
    }
    await page.mouse.move(20, 850);
    await expectOpen(button, false);
    await expect(nav.getByRole("link", { name: /^Our Story\b/ })).toBeHidden();

    await button.focus();
    await page.keyboard.press("Enter");
    await expectOpen(button, true);
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /^About\b/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /^Our Story\b/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expectOpen(button, false);
    await expect(button).toBeFocused();
    await expect(nav.getByRole("link", { name: /^About\b/ })).toBeHidden();
  });

  for (const { language, home, main, menu, words } of [
    {
      language: "English",
      home: "",
      main: "Main",
      menu: "Open menu",
      words: ["What We Do", "Work", "Who We Are", "Plans", "Testimonials", "FAQ"],
    },
    {
      language: "Nepali",
      home: "/ne",
      main: "मुख्य",
      menu: "मेनु खोल्नुहोस्",
      words: ["हामी के गर्छौं", "काम", "हामी को हौं", "प्याकेजहरू", "ग्राहकका अनुभव", "प्रश्नोत्तर"],
    },
  ]) {
    test(
      `'Work' is a top-level item between 'What We Do' and 'Plans', second in the phone menu (${language})`,
      { tag: "@both-widths" },
      async ({ page }) => {
        await gotoReady(page, `${home}/about/values`);
        const work = words[1];
        const dialog = page.locator("dialog[data-phone-menu]");
        const openPhoneMenu = async () => {
          await page.getByRole("banner").getByRole("button", { name: menu }).click();
          await expect(dialog).toBeVisible();
          return dialog.getByRole("navigation");
        };
        if (isMobile()) {
          const nav = await openPhoneMenu();
          // The menu's top level as a visitor reads it: the groups' names and the links outside
          // the groups, in order ('View all services' closes the first group).
          const top = await nav.evaluate((el) =>
            [...el.children].flatMap((child) =>
              child.tagName === "P"
                ? [child.textContent!.trim()]
                : [...child.querySelectorAll(":scope > li > a")].map((a) => a.textContent!.trim()),
            ),
          );
          expect(top.slice(0, 4)).toEqual([words[0], expect.any(String), work, words[2]]);
          expect(top.slice(-3)).toEqual(words.slice(3));
          await nav.getByRole("link", { name: work, exact: true }).click();
        } else {
          const bar = page.getByRole("navigation", { name: main });
          const items = bar.locator(":scope > ul > li").locator("a, button").filter({ visible: true });
          expect((await items.allTextContents()).map((text) => text.trim())).toEqual(words);
          await bar.getByRole("link", { name: work, exact: true }).click();
        }
        await expect(page).toHaveURL(new RegExp(`${home}/portfolio$`));
        const nav = isMobile() ? await openPhoneMenu() : page.getByRole("navigation", { name: main });
        await expect(nav.getByRole("link", { name: work, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
      },
    );
  }

  test("the bar keeps to one line from 768px to 1024px, in both languages", async ({ page }) => {
    for (const [path, width] of [768, 900, 1024, 1280].flatMap((each) => [
      ["/", each] as const,
      ["/ne", each] as const,
    ])) {
      await gotoReady(page, path);
      await page.setViewportSize({ width, height: 800 });
      // The bar's navigation, in either language (its name is the page's language's).
      const items = page.getByRole("banner").getByRole("navigation").first().locator(":scope > ul > li");
      await expect(items.first()).toBeVisible();
      const tops = await items.evaluateAll(
        (lis) => new Set(lis.map((li) => li.getBoundingClientRect().top)).size,
      );
      expect(tops, `${path} at ${width}px`).toBe(1);
      const bar = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().height);
      expect(bar, `${path} at ${width}px`).toBe(72);
      // Nothing runs off the bar's right edge: 'Get Started' ends inside the page's margin.
      const right = await page
        .getByRole("banner")
        .evaluate((header) =>
          Math.max(
            ...[...header.querySelectorAll("a, button")].map((el) => el.getBoundingClientRect().right),
          ),
        );
      expect(right, `${path} at ${width}px`).toBeLessThanOrEqual(width - 20);
    }
  });

  test(
    "plain links Plans, Testimonials, FAQ and 'Get Started' to /contact",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/");
      const scope = isMobile() ? mobileDialog(page) : page.getByRole("banner");
      if (isMobile()) await openMobileMenu(page);
      for (const [name, href] of [
        ["Plans", "/plans"],
        ["Testimonials", "/testimonials"],
        ["FAQ", "/faq"],
        ["Get Started", "/contact"],
      ]) {
        const link = scope.getByRole("link", { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", href);
      }
    },
  );
});

test.describe("active navigation item", { tag: "@both-widths" }, () => {
  /** The `scale` of a top-level item's crimson underline (its ::after): "1" drawn, "0 1" not. */
  const underline = (item: Locator) => item.evaluate((el) => getComputedStyle(el, "::after").scale);

  /** The navigation a visitor uses at this width (the mobile panel is opened first). */
  async function visibleNav(page: Page) {
    if (!isMobile()) return mainNav(page);
    await openMobileMenu(page);
    return mobileDialog(page);
  }

  test("no top-level item is current on the home page", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = await visibleNav(page);
    await expect(nav.getByRole("link", { name: "Plans", exact: true })).toBeVisible();
    await expect(nav.locator("[aria-current]")).toHaveCount(0);
    await expect(page.getByRole("banner").locator("[aria-current]")).toHaveCount(0);
  });

  test("'Plans' is current on /plans", async ({ page }) => {
    await gotoReady(page, "/plans");
    await expect(page.getByRole("heading", { level: 1, name: PLANS_TITLE })).toBeVisible();
    const nav = await visibleNav(page);
    await expect(nav.getByRole("link", { name: "Plans", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "FAQ", exact: true })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("'Who We Are' is current below /about", async ({ page }) => {
    await gotoReady(page, "/about/careers");
    if (isMobile()) {
      const nav = await visibleNav(page);
      await expect(nav.getByRole("link", { name: "Careers", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.getByRole("link", { name: "About", exact: true })).not.toHaveAttribute(
        "aria-current",
        /.*/,
      );
    } else {
      // Underlined as the section shown, but a button is not a page: no aria-current on it.
      await expect.poll(() => underline(companyButton(page))).toBe("1");
      await expect(companyButton(page)).not.toHaveAttribute("aria-current", /.*/);
      await expect.poll(() => underline(servicesButton(page))).toBe("0 1");
      await expect(servicesButton(page)).not.toHaveAttribute("aria-current", /.*/);
      await expect(mainNav(page).getByRole("link", { name: "Plans", exact: true })).not.toHaveAttribute(
        "aria-current",
        /.*/,
      );
      // The page's own link in the menu is the one marked current.
      await companyButton(page).click();
      await expect(mainNav(page).getByRole("link", { name: /^Careers\b/ })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test("'What We Do' is underlined on a service page, and only its link there is current", async ({
    page,
  }) => {
    await gotoReady(page, "/services/SEO");
    const nav = await visibleNav(page);
    if (!isMobile()) {
      await expect.poll(() => underline(servicesButton(page))).toBe("1");
      await expect(servicesButton(page)).not.toHaveAttribute("aria-current", /.*/);
      await expect.poll(() => underline(companyButton(page))).toBe("0 1");
      await servicesButton(page).click();
    }
    await expect(nav.getByRole("link", { name: /^SEO Optimization\b/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(
      page.getByRole("banner").locator('button[aria-current], [role="button"][aria-current]'),
    ).toHaveCount(0);
  });

  test("'Get Started' is current, and underlined, on /contact only", async ({ page }) => {
    const cta = async () => {
      const scope = isMobile() ? await visibleNav(page) : page.getByRole("banner");
      return scope.getByRole("link", { name: "Get Started", exact: true });
    };
    await gotoReady(page, "/plans");
    let link = await cta();
    await expect(link).not.toHaveAttribute("aria-current", /.*/);
    await expect(link).toHaveCSS("text-decoration-line", "none");

    await gotoReady(page, "/contact");
    link = await cta();
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(link).toHaveCSS("text-decoration-line", "underline");
  });
});

test("following a link loads the new page at its top, read from its start; Back returns to where the page was left", async ({
  page,
}) => {
  await gotoReady(page, "/plans");

  // A footer link: the new page is a page load (docs/DECISIONS.md 19), read from its start.
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Our Story", exact: true });
  await footerLink.focus();
  await waitFrames(page, 5);
  const left = await scrollY(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about\/our-story$/);
  await waitForHydration(page);
  expect(await scrollY(page)).toBe(0);
  await expect(page.locator("body")).toBeFocused();
  // Reading on from there: the first stop is the skip link, then the page's own links.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();

  // Back: the page returned to is where it was left.
  await page.goBack();
  await expect(page).toHaveURL(/\/plans$/);
  // Where it was left, give or take a line: the browser restores it (from its back-forward cache).
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(20);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: PLANS_TITLE })).toBeVisible();
});

test("a link to the page already shown loads it again, at its top", async ({ page }) => {
  await gotoReady(page, "/about/our-story");
  await scrollToY(page, 1200);
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Our Story", exact: true });
  await footerLink.focus();
  await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
  await expect(page).toHaveURL(/\/about\/our-story$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeInViewport();
});

test(
  "the header's menus work with no script but the page's own: its other scripts may never arrive",
  { tag: "@both-widths" },
  async ({ page }) => {
    // Every script file fails (a lost connection): the menus are in the page, run by the browser
    // and the small script inside the page itself.
    await page.route("**/assets/*.js", (route) => route.abort("internetdisconnected"));
    await page.goto("/plans");
    const trigger = isMobile() ? menuButton(page) : servicesButton(page);
    const panelLink = isMobile()
      ? mobileDialog(page).getByRole("link", { name: "Plans", exact: true })
      : mainNav(page).getByRole("link", { name: /^Website Redesign\b/ });

    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(panelLink).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: PLANS_TITLE })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panelLink).toBeHidden();
    await expect(trigger).toBeFocused();
  },
);

test("on a page with React, the header and footer stay whole as its URL changes", async ({ page }) => {
  await gotoReady(page, "/services");
  // Counted in the DOM: on a phone the menus' links are there, hidden until a menu opens.
  const linksIn = (region: "banner" | "contentinfo") => page.getByRole(region).locator("a[href]").count();
  const before = { header: await linksIn("banner"), footer: await linksIn("contentinfo") };
  expect(before.header).toBeGreaterThan(3);
  expect(before.footer).toBeGreaterThan(10);
  // The page's router sees each of these; the shell, pre-rendered HTML React leaves alone, stays.
  await page.evaluate(() => (location.hash = "#branding"));
  await page.evaluate(() => (location.hash = "#seo-optimization"));
  await expect.poll(() => linksIn("banner")).toBe(before.header);
  expect(await linksIn("contentinfo")).toBe(before.footer);
});

test.describe("mobile menu", { tag: "@phone" }, () => {
  test("opens a modal dialog that keeps focus inside and closes with Escape", async ({ page }) => {
    await gotoReady(page, "/");
    const button = menuButton(page);
    await expect(mobileDialog(page)).toBeHidden();
    await openMobileMenu(page);
    const dialog = mobileDialog(page);
    for (const name of ["Our Story", "Work", "Plans", "Testimonials", "FAQ", "Get Started"]) {
      await expect(dialog.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(serviceGroup(dialog, "Branding")).toBeVisible();

    await expect.poll(() => focusIsInside(page, "dialog[open]")).toBe(true);
    // The page behind is inert: Tab goes round the dialog's controls, and past the last one to
    // the browser's own controls, never to the page.
    const inPageBehind = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active && active !== document.body && !active.closest("dialog[open]"));
      });
    let insideAgain = 0;
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      expect(await inPageBehind(), `focus after ${i + 1} Tab presses`).toBe(false);
      if (await focusIsInside(page, "dialog[open]")) insideAgain++;
    }
    expect(insideAgain).toBeGreaterThan(25);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await inPageBehind(), `focus after ${i + 1} Shift+Tab presses`).toBe(false);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a list taller than the screen shows a shade at the edge it goes on past, gone at its end", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 667 });
    // The panel in place as it opens: its slide in would move the list while it is pictured.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/about");
    await openMobileMenu(page);
    const list = mobileDialog(page).getByRole("navigation");
    // How much darker than the panel the list's edge is, in its side padding, where no item's text is.
    const shadeAt = async (edge: "top" | "bottom") => {
      const box = (await list.boundingBox())!;
      const clip = {
        x: box.x + 2,
        y: edge === "top" ? box.y + 1 : box.y + box.height - 3,
        width: 6,
        height: 2,
      };
      const { data, info } = await sharp(await page.screenshot({ clip }))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = info.width * info.height;
      return 255 - data.reduce((sum, value) => sum + value, 0) / (pixels * info.channels);
    };
    expect(await list.evaluate((nav) => nav.scrollHeight > nav.clientHeight)).toBe(true);
    expect(await shadeAt("bottom")).toBeGreaterThan(10);
    expect(await shadeAt("top")).toBeLessThan(2);
    await list.evaluate((nav) => nav.scrollTo(0, nav.scrollHeight));
    await expect.poll(() => shadeAt("bottom")).toBeLessThan(2);
    expect(await shadeAt("top")).toBeGreaterThan(10);
  });

  test("closes on a tap on the backdrop", async ({ page }) => {
    await gotoReady(page, "/");
    await openMobileMenu(page);
    const panel = await mobileDialog(page).boundingBox();
    expect(panel!.x).toBeGreaterThan(10);
    await page.touchscreen.tap(10, 400);
    await expect(mobileDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a tap inside the panel does not close it", async ({ page }) => {
    await gotoReady(page, "/");
    await openMobileMenu(page);
    await serviceGroup(mobileDialog(page), "Branding").click();
    await expect(mobileDialog(page).getByRole("link", { name: "Logo & Identity" })).toBeVisible();
    await expect(mobileDialog(page)).toBeVisible();
  });

  test("closes when a link leads to the page already shown", async ({ page }) => {
    await gotoReady(page, "/faq");
    await scrollToY(page, 800);
    await openMobileMenu(page);
    await mobileDialog(page).getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(mobileDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/faq$/);
    // The link loads the page: back at its top.
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("'View all services' ends the services group, and leads /services back to its top", async ({
    page,
  }) => {
    await gotoReady(page, "/services#branding");
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await openMobileMenu(page);
    const dialog = mobileDialog(page);
    // Listed under 'What We Do', after its categories, not among the other top-level links.
    const servicesGroup = dialog.getByRole("list").filter({ has: serviceGroup(page, "Branding") });
    const allServices = servicesGroup.getByRole("link", { name: "View all services" });
    await expect(allServices).toBeVisible();
    await expect(
      dialog.getByRole("list").filter({ has: page.getByRole("link", { name: "Plans" }) }),
    ).not.toContainText("View all services");

    await allServices.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(dialog).toBeHidden();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("opens with the group of the service page shown expanded, its current link in view", async ({
    page,
  }) => {
    await gotoReady(page, "/services/SEO");
    await openMobileMenu(page);
    const dialog = mobileDialog(page);
    await expectGroupOpen(dialog, "Digital Marketing", true);
    for (const name of ["Design & Development", "Branding"]) await expectGroupOpen(dialog, name, false);
    const current = dialog.getByRole("link", { name: "SEO Optimization" });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toBeInViewport({ ratio: 1 });

    // Opened again elsewhere, it starts from that page: all groups closed on the home page.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await gotoReady(page, "/");
    await openMobileMenu(page);
    await expectGroupOpen(dialog, "Digital Marketing", false);
  });

  test("closes, and lets the page scroll again, when the window widens to the desktop layout", async ({
    page,
  }) => {
    await gotoReady(page, "/plans");
    const htmlOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    await openMobileMenu(page);
    await expect.poll(htmlOverflow).toBe("hidden");

    // Still a phone layout (portrait to a wider phone): it stays open.
    await page.setViewportSize({ width: 700, height: 844 });
    await waitFrames(page);
    await expect(mobileDialog(page)).toBeVisible();

    // A tablet turned to landscape: the desktop bar takes over.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(mobileDialog(page)).toBeHidden();
    await expect(mainNav(page)).toBeVisible();
    await expect.poll(htmlOverflow).not.toBe("hidden");
    await scrollToY(page, 400);

    // Back to the phone width, the menu is closed and opens as usual.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(mobileDialog(page)).toBeHidden();
    await openMobileMenu(page);
  });
});

test.describe("footer", () => {
  test("lists services, company links, contact details, social links and legal labels", async ({ page }) => {
    await gotoReady(page, "/");
    const footer = page.getByRole("contentinfo");

    const services = footer.getByRole("navigation", { name: "Services" }).getByRole("link");
    await expect(services).not.toHaveCount(0);
    for (const href of await services.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/services\/[\w-]+$/);
    }
    await expect(footer.getByRole("link", { name: "Website Design", exact: true })).toHaveAttribute(
      "href",
      "/services/website-design",
    );

    const company = footer.getByRole("navigation", { name: "Company" });
    for (const [name, href] of [
      ["About", "/about"],
      ["Our Story", "/about/our-story"],
      ["Careers", "/about/careers"],
      ["Work", "/portfolio"],
      ["Plans", "/plans"],
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
    ]) {
      await expect(company.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    for (const link of await footer.locator('a[href^="mailto:"], a[href^="tel:"]').all()) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleName(/\S/);
    }

    // The social profiles open in a new tab (as the WhatsApp chat link does, e2e/chat.spec.ts).
    const social = footer.locator('a[target="_blank"]:not([href^="https://wa.me/"])');
    await expect(social).toHaveCount(2);
    for (const [index, network] of ["Facebook", "Instagram"].entries()) {
      const link = social.nth(index);
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleName(new RegExp(network));
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAttribute("rel", /\bnoreferrer\b/);
    }

    for (const label of ["Terms of Service", "Cookie Policy", "Accessibility"]) {
      const text = footer.getByText(label, { exact: true });
      await expect(text).toBeVisible();
      await expect(footer.getByRole("link", { name: label })).toHaveCount(0);
      expect(await text.evaluate((el) => el.closest("a, button") === null)).toBe(true);
    }
    await expect(footer.getByText("In your service 24/7", { exact: true })).toBeVisible();
  });
});

test.describe("scrolling", () => {
  test("a path change starts at the top of the page", async ({ page }) => {
    await gotoReady(page, "/");
    const plans = page.getByRole("contentinfo").getByRole("link", { name: "Plans", exact: true });
    await plans.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await plans.click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole("heading", { level: 1, name: PLANS_TITLE })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    // And on to the FAQ through the footer, from further down the page.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "FAQ", exact: true })
      .scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("a reload keeps the place the visitor had reached, also once the page has hydrated", async ({
    page,
  }) => {
    await gotoReady(page, "/faq");
    await scrollToY(page, 900);
    await page.reload();
    await waitForHydration(page);
    await waitFrames(page, 5);
    expect(await scrollY(page)).toBe(900);
  });

  test("Back and Forward return to where each page was left", async ({ page }) => {
    await gotoReady(page, "/");
    await scrollToY(page, 1500);
    const faq = page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true });
    await faq.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    await faq.click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await scrollToY(page, 400);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    // Where it was left, give or take a line: the browser restores it (from its back-forward cache).
    await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(20);
    await page.goForward();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => scrollY(page)).toBe(400);
  });

  /** Adds a same-page link to #process-title at the top of main, clicks it, and reports where
   * the page is right after the click and where the target sits. */
  async function clickAnchor(page: Page) {
    return page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "#process-title";
      link.textContent = "How we work";
      document.getElementById("main")!.prepend(link);
      const before = window.scrollY;
      link.click();
      return { before, justAfter: window.scrollY };
    });
  }
  const targetTop = (page: Page) =>
    page.locator("#process-title").evaluate((el) => Math.round(el.getBoundingClientRect().top));

  test("same-page #anchor links scroll smoothly to 100px below the top", async ({ page }) => {
    await gotoReady(page, "/");
    const { before, justAfter } = await clickAnchor(page);
    expect(before).toBe(0);
    // Smooth: the page has not jumped yet when the click handler returns.
    expect(justAfter).toBeLessThan(50);
    await expect.poll(() => targetTop(page), { timeout: 5000 }).toBeGreaterThanOrEqual(98);
    await expect.poll(() => targetTop(page)).toBeLessThanOrEqual(102);
    await expect(page).toHaveURL(/#process-title$/);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("same-page #anchor links jump instantly to 100px below the top", async ({ page }) => {
      await gotoReady(page, "/");
      const { before, justAfter } = await clickAnchor(page);
      expect(before).toBe(0);
      expect(justAfter).toBeGreaterThan(500);
      const top = await targetTop(page);
      expect(top).toBeGreaterThanOrEqual(98);
      expect(top).toBeLessThanOrEqual(102);
    });
  });
});

test.describe("not-found screen", () => {
  test("unknown paths answer 404 with the not-found screen and log the path", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await gotoReady(page, "/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    // The shell is on every page.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect.poll(() => errors.some((text) => text.includes("/this/does/not/exist"))).toBe(true);

    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(NOT_FOUND_TITLE);
  });
});

test.describe("metadata", () => {
  const head = (page: Page) =>
    page.evaluate(() => {
      const meta = (selector: string) =>
        document.head.querySelector(selector)?.getAttribute("content") ?? null;
      return {
        title: document.title,
        description: meta('meta[name="description"]'),
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
        ogTitle: meta('meta[property="og:title"]'),
        ogDescription: meta('meta[property="og:description"]'),
        ogImage: meta('meta[property="og:image"]'),
        twitterCard: meta('meta[name="twitter:card"]'),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => s.textContent ?? "",
        ),
      };
    });

  test("the agency's offices and contact points name their countries by code, in both languages", async ({
    request,
  }) => {
    for (const path of ["/", "/ne"]) {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
      const agency = blocks
        .map(([, json]) => JSON.parse(json) as Record<string, unknown>)
        .find((data) => data["@type"] === "ProfessionalService") as {
        address: { addressCountry: string };
        location: { address: { addressCountry: string } }[];
        contactPoint: { areaServed: string[] }[];
      };
      expect(agency.address.addressCountry, path).toBe("NP");
      expect(
        agency.location.map((place) => place.address.addressCountry),
        path,
      ).toEqual(["NP", "NP", "IN"]);
      expect(agency.contactPoint[0].areaServed, path).toEqual(["NP", "IN"]);
    }
  });

  test("home has a unique title, description, canonical URL, social tags and JSON-LD", async ({
    page,
    request,
  }) => {
    await gotoReady(page, "/");
    const home = await head(page);
    expect(home.title.trim()).not.toBe("");
    expect(home.description?.trim()).toBeTruthy();
    expect(home.canonical).toMatch(/^https:\/\/[^/]+\/$/);
    expect(home.ogTitle?.trim()).toBeTruthy();
    expect(home.ogDescription?.trim()).toBeTruthy();
    expect(home.ogImage).toMatch(/^https:\/\/\S+\.(png|jpe?g|webp)$/);
    // The image is part of the build (the canonical host is production; the path is served here).
    expect((await request.get(new URL(home.ogImage!).pathname)).status()).toBe(200);
    expect(home.twitterCard).toMatch(/^summary(_large_image)?$/);
    expect(home.jsonLd.length).toBeGreaterThan(0);
    for (const text of home.jsonLd) {
      const data = JSON.parse(text) as Record<string, unknown>;
      expect(data["@type"]).toBeTruthy();
    }

    // Crawlers get the same tags without running JavaScript.
    const html = await (await request.get("/")).text();
    expect(html).toContain(`<title>${home.title.replaceAll("&", "&amp;")}</title>`);
    expect(html).toContain('rel="canonical"');

    await gotoReady(page, "/this/does/not/exist");
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    const missing = await head(page);
    expect(missing.title.trim()).not.toBe("");
    expect(missing.title).not.toBe(home.title);
    expect(missing.description).not.toBe(home.description);
  });
});

test.describe("page rhythm", { tag: "@both-widths" }, () => {
  // Where two sections of one background meet (the home page's work and services, its stories and
  // journal; a service page's or case study's related work and journal; the first an island's on
  // the home page), the empty band between them is about one section's padding (DESIGN.md: 96px
  // on a desktop, 64px on a phone), not each section's own twice over. Under reduced motion, so
  // nothing is held lowered for its scroll reveal.
  test.use({ reducedMotion: "reduce" });
  for (const path of ["/", "/services/SEO", "/ne/portfolio/1"]) {
    test(`${path}: two sections of one background in a row are spaced as one band`, async ({ page }) => {
      await gotoReady(page, path);
      const meetings = await page.locator("main").evaluate(async (main) => {
        const blocks = [...main.children]
          .flatMap((child) =>
            getComputedStyle(child).display === "contents" ? [...child.children] : [child],
          )
          .filter((block) => block.getClientRects().length > 0);
        // What shows of a block: its text, pictures, drawings and controls (not empty boxes).
        const shown = (block: Element) =>
          [...block.querySelectorAll("h2, p, a, button, img, svg, li, blockquote")]
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.height > 0);
        const found = [];
        for (const [index, block] of blocks.slice(1).entries()) {
          const before = blocks[index];
          if (getComputedStyle(block).backgroundColor !== getComputedStyle(before).backgroundColor) continue;
          // Shown as the visitor comes to it: a section far down may keep a held size until then
          // (content-visibility, the case studies' 'More projects').
          for (const part of [before, block]) {
            part.scrollIntoView({ block: "center" });
            await new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)));
          }
          const end = Math.max(...shown(before).map((rect) => rect.bottom));
          const start = Math.min(...shown(block).map((rect) => rect.top));
          found.push({
            between: `${before.getAttribute("aria-labelledby")} / ${block.getAttribute("aria-labelledby")}`,
            gap: Math.round(start - end),
          });
        }
        return found;
      });
      expect(meetings.length, "sections of one background in a row").toBeGreaterThan(0);
      const padding = isMobile() ? 64 : 96;
      for (const { between, gap } of meetings) {
        expect(gap, between).toBeGreaterThanOrEqual(padding * 0.75);
        expect(gap, between).toBeLessThanOrEqual(padding * 1.5);
      }
    });
  }
});

test.describe("without JavaScript", { tag: "@both-widths" }, () => {
  test("every page is whole, and its menus open", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: isMobile() ? { width: 390, height: 844 } : { width: 1440, height: 900 },
      hasTouch: isMobile(),
    });
    const page = await context.newPage();
    await page.goto("/about");
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Newsletter" })).toBeVisible();
    const trigger = isMobile() ? menuButton(page) : companyButton(page);
    await trigger.click();
    const link = isMobile()
      ? mobileDialog(page).getByRole("link", { name: "Our Story", exact: true })
      : mainNav(page).getByRole("link", { name: /^Our Story\b/ });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/about\/our-story$/);
    await context.close();
  });
});

test.describe("health", () => {
  test("the not-found page logs only the missing path", async ({ page, baseURL }) => {
    const problems = collectProblems(page, baseURL!);
    await gotoReady(page, "/no-such-page");
    await waitForHydration(page);
    await expect.poll(() => problems.consoleErrors.some((text) => text.includes("/no-such-page"))).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(problems.pageErrors).toEqual([]);
    // The document's own 404 is the point of the page; nothing else may fail.
    expect(problems.failedRequests.filter((line) => !/\/no-such-page -> 404$/.test(line))).toEqual([]);
    expect(
      problems.consoleErrors.filter(
        (text) => !text.includes("/no-such-page") && !/Failed to load resource: .*404/.test(text),
      ),
    ).toEqual([]);
  });
});
