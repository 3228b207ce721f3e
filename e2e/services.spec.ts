import { expect, type Page, test } from "@playwright/test";
import {
  axeViolations,
  collectProblems,
  expectNoProblems,
  gotoReady,
  isMobile,
  scrollToY,
  scrollY,
  sectionNames,
  startsWith,
  waitForHydration,
  waitFrames,
  mainOf as main,
  mainNav,
} from "./helpers";

/** The categories and services a visitor sees on /services, in order (SPEC.md section 3). */
const CATEGORIES = [
  {
    id: "design-development",
    title: "Design & Development",
    services: [
      { id: "website-design", title: "Website Design", page: "/services/website-design" },
      { id: "website-redesign", title: "Website Redesign", page: "/services/webredesign" },
      { id: "mobile-app-design", title: "Mobile App Design", page: "/services/mobile-app" },
      { id: "ui-ux-design", title: "UI/UX Design", page: "/services/uiux" },
    ],
  },
  {
    id: "branding",
    title: "Branding",
    services: [
      // The twin paths (DECISIONS.md 3) are linked from here, so a crawler finds every route.
      { id: "logo-identity", title: "Logo & Identity", page: "/services/logo-identity" },
      { id: "brand-identity", title: "Brand Identity", page: "/services/Branding" },
      { id: "personal-branding", title: "Personal Branding", page: "/services/PersonalBranding" },
      { id: "packaging-design", title: "Packaging Design", page: "/services/PackagingDesign" },
    ],
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing",
    services: [
      { id: "social-media-marketing", title: "Social Media Marketing", page: "/services/social-media" },
      { id: "content-strategy", title: "Content Strategy", page: "/services/ContentStrategy" },
      { id: "seo-optimization", title: "SEO Optimization", page: "/services/SEO" },
      {
        id: "email-whatsapp-marketing",
        title: "Email & WhatsApp Marketing",
        page: "/services/EmailWhatsappMarketing",
      },
    ],
  },
] as const;

const HERO_TITLE = "Design, branding and marketing under one roof";
const EXPLORER_TITLE = "Where would you like to start?";
const CONSULTATION_TITLE = "Get a Free Consultation";
const WHY_TITLE = "Why businesses in Nepal work with us";
const SEO_PAGE_TITLE = "Be found when people search for what you sell";
const BRANDING_PAGE_TITLE = "A brand identity that makes you look established";
const LOGO_PAGE_TITLE = "A logo that works on a signboard and on a phone screen";

// Desktop: category cards (their names start with the title), the category tab strip, the service tabs.
const categoryCard = (page: Page, title: string) =>
  main(page).getByRole("button", { name: startsWith(title) });
const categoryTabs = (page: Page) => main(page).getByRole("tablist", { name: "Service categories" });
const categoryTab = (page: Page, title: string) =>
  categoryTabs(page).getByRole("tab", { name: title, exact: true });
const serviceTabs = (page: Page, categoryTitle: string) =>
  main(page).getByRole("tablist", { name: `${categoryTitle}: Services in this category` });
const serviceTab = (page: Page, categoryTitle: string, title: string) =>
  serviceTabs(page, categoryTitle).getByRole("tab", { name: title, exact: true });

// Phones: accordion buttons named exactly by the category, service buttons by the service.
const accordionButton = (page: Page, title: string, includeHidden = false) =>
  main(page).getByRole("button", { name: title, exact: true, includeHidden });
const serviceButton = (page: Page, title: string) =>
  main(page).getByRole("button", { name: title, exact: true });

/** The heading of the service details a visitor sees (h3 on desktop, h4 inside the accordion). */
const detailsHeading = (page: Page, title: string) =>
  main(page).getByRole("heading", { level: isMobile() ? 4 : 3, name: title, exact: true });
const whatsIncluded = (page: Page) =>
  main(page).getByRole("heading", { name: "What's included", exact: true });

/** Asserts the selection a visitor sees at this width: exactly one category and one service. */
async function expectSelected(page: Page, categoryTitle: string, serviceTitle: string) {
  const category = CATEGORIES.find((item) => item.title === categoryTitle)!;
  if (isMobile()) {
    for (const item of CATEGORIES) {
      await expect(accordionButton(page, item.title)).toHaveAttribute(
        "aria-expanded",
        String(item.title === categoryTitle),
      );
    }
    for (const service of category.services) {
      await expect(serviceButton(page, service.title)).toHaveAttribute(
        "aria-pressed",
        String(service.title === serviceTitle),
      );
    }
  } else {
    for (const item of CATEGORIES) {
      const selected = String(item.title === categoryTitle);
      await expect(categoryCard(page, item.title)).toHaveAttribute("aria-pressed", selected);
      await expect(categoryTab(page, item.title)).toHaveAttribute("aria-selected", selected);
    }
    const tabs = serviceTabs(page, categoryTitle);
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole("tab")).toHaveText(category.services.map((service) => service.title));
    for (const service of category.services) {
      await expect(serviceTab(page, categoryTitle, service.title)).toHaveAttribute(
        "aria-selected",
        String(service.title === serviceTitle),
      );
    }
    await expect(main(page).getByRole("tabpanel", { name: serviceTitle, exact: true })).toBeVisible();
  }
  await expect(detailsHeading(page, serviceTitle)).toBeVisible();
  await expect(whatsIncluded(page)).toHaveCount(1);
}

/** The fixed header's height: what is under it is not seen. */
const HEADER_HEIGHT = 72;
/**
 * The tallest an open category may be on a 390x844 phone, with any of its services shown: about a
 * screen and a quarter (it was over 2,200px, which buried the categories after it).
 */
const OPEN_CATEGORY_MAX_HEIGHT = 1100;

/**
 * Where a deep link leaves the page once it has stopped moving: the choice (the category tab
 * strip on desktop, the open category on phones) 100px (+-3) from the top, just below the fixed
 * header, with the selected category and service in full view below the header and the details
 * under them on screen.
 */
async function expectChoiceScrolledIntoPlace(page: Page, categoryTitle: string, serviceTitle: string) {
  const choice = isMobile() ? accordionButton(page, categoryTitle) : categoryTabs(page);
  await expect
    .poll(
      () =>
        choice.evaluate(async (element) => {
          const before = element.getBoundingClientRect().top;
          await new Promise((resolve) => setTimeout(resolve, 120));
          const top = element.getBoundingClientRect().top;
          if (top !== before) return `moving (top ${Math.round(top)}px)`;
          return Math.abs(top - 100) <= 3 ? "in place" : `top ${Math.round(top)}px`;
        }),
      { message: "the choice settles 100px below the viewport top", timeout: 10_000 },
    )
    .toBe("in place");
  const selected = isMobile()
    ? [accordionButton(page, categoryTitle), serviceButton(page, serviceTitle)]
    : [categoryTab(page, categoryTitle), serviceTab(page, categoryTitle, serviceTitle)];
  for (const control of selected) {
    await expect(control).toBeInViewport({ ratio: 1 });
    expect((await control.boundingBox())!.y).toBeGreaterThanOrEqual(HEADER_HEIGHT);
  }
  await expect(detailsHeading(page, serviceTitle)).toBeInViewport({ ratio: 1 });
}

test.describe("/services on desktop", () => {
  test("shows category cards, a category tab strip, service tabs and the selected service's details", async ({
    page,
  }) => {
    await gotoReady(page, "/services");
    for (const { title } of CATEGORIES) await expect(categoryCard(page, title)).toBeVisible();
    await expect(categoryTabs(page).getByRole("tab")).toHaveText(
      CATEGORIES.map((category) => category.title),
    );
    await expectSelected(page, "Design & Development", "Website Design");
    await expect(main(page).getByRole("tab", { selected: true })).toHaveCount(2);

    const panel = main(page).getByRole("tabpanel", { name: "Website Design", exact: true });
    await expect(panel.getByRole("heading", { level: 3, name: "Website Design", exact: true })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "What's included", exact: true })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "How we work", exact: true })).toBeVisible();
    const [features, steps] = [panel.getByRole("list").nth(0), panel.getByRole("list").nth(1)];
    await expect(panel.getByRole("list")).toHaveCount(2);
    expect(await features.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    const stepTexts = await steps.getByRole("listitem").allInnerTexts();
    expect(stepTexts).toHaveLength(6);
    stepTexts.forEach((text, index) => expect(text.trim()).toMatch(new RegExp(`^${index + 1}\\s+\\S`)));
    await expect(panel.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    await expect(panel.getByRole("link", { name: "Read the full service page" })).toHaveAttribute(
      "href",
      "/services/website-design",
    );
  });

  test("arrow keys move between tabs, select them and wrap around", async ({ page }) => {
    await gotoReady(page, "/services");
    // Only the selected tab of each tab list is in the Tab order.
    await expect(categoryTab(page, "Design & Development")).toHaveAttribute("tabindex", "0");
    await expect(categoryTab(page, "Branding")).toHaveAttribute("tabindex", "-1");

    await categoryTab(page, "Design & Development").focus();
    await page.keyboard.press("ArrowRight");
    await expect(categoryTab(page, "Branding")).toBeFocused();
    await expectSelected(page, "Branding", "Logo & Identity");
    await expect(page).toHaveURL(/\/services#branding$/);

    await page.keyboard.press("ArrowRight");
    await expect(categoryTab(page, "Digital Marketing")).toBeFocused();
    await expectSelected(page, "Digital Marketing", "Social Media Marketing");

    await page.keyboard.press("ArrowRight");
    await expect(categoryTab(page, "Design & Development")).toBeFocused();
    await expectSelected(page, "Design & Development", "Website Design");

    await page.keyboard.press("ArrowLeft");
    await expect(categoryTab(page, "Digital Marketing")).toBeFocused();
    await expectSelected(page, "Digital Marketing", "Social Media Marketing");

    // The service tabs work the same way.
    await serviceTab(page, "Digital Marketing", "Social Media Marketing").focus();
    await page.keyboard.press("ArrowLeft");
    await expect(serviceTab(page, "Digital Marketing", "Email & WhatsApp Marketing")).toBeFocused();
    await expectSelected(page, "Digital Marketing", "Email & WhatsApp Marketing");
    await expect(page).toHaveURL(/\/services#email-whatsapp-marketing$/);
    await page.keyboard.press("ArrowRight");
    await expect(serviceTab(page, "Digital Marketing", "Social Media Marketing")).toBeFocused();
    await expectSelected(page, "Digital Marketing", "Social Media Marketing");

    // Tab then enters the shown panel itself, where its description starts.
    await page.keyboard.press("Tab");
    await expect(main(page).getByRole("tabpanel")).toBeFocused();
  });
});

test.describe("/services selection and the URL hash", { tag: "@both-widths" }, () => {
  test("a click selects, writes the hash without a history entry, and a category change resets the service", async ({
    page,
    baseURL,
  }) => {
    await gotoReady(page, "/");
    await page.goto("/services");
    await waitForHydration(page);
    const historyLength = await page.evaluate(() => history.length);
    const problems = collectProblems(page, baseURL!);

    if (isMobile()) {
      await accordionButton(page, "Branding").click();
      await expectSelected(page, "Branding", "Logo & Identity");
      await expect(page).toHaveURL(/\/services#branding$/);

      await serviceButton(page, "Packaging Design").click();
      await expectSelected(page, "Branding", "Packaging Design");
      await expect(page).toHaveURL(/\/services#packaging-design$/);

      await accordionButton(page, "Digital Marketing").click();
      await expectSelected(page, "Digital Marketing", "Social Media Marketing");
      await expect(page).toHaveURL(/\/services#digital-marketing$/);

      await accordionButton(page, "Branding").click();
      await expectSelected(page, "Branding", "Logo & Identity");
    } else {
      await categoryTab(page, "Branding").click();
      await expectSelected(page, "Branding", "Logo & Identity");
      await expect(page).toHaveURL(/\/services#branding$/);

      await serviceTab(page, "Branding", "Packaging Design").click();
      await expectSelected(page, "Branding", "Packaging Design");
      await expect(page).toHaveURL(/\/services#packaging-design$/);

      await categoryCard(page, "Digital Marketing").click();
      await expectSelected(page, "Digital Marketing", "Social Media Marketing");
      await expect(page).toHaveURL(/\/services#digital-marketing$/);

      // Back to Branding: the service resets to its first one, not the Packaging Design of before.
      await categoryTab(page, "Branding").click();
      await expectSelected(page, "Branding", "Logo & Identity");
    }
    await expect(page).toHaveURL(/\/services#branding$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // One step back leaves /services for the page before it.
    await page.goBack();
    await expect(page).toHaveURL(new URL("/", page.url()).href);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test("a service whose details are still on their way: the panel is never empty, and they show on arrival", async ({
    page,
    baseURL,
  }) => {
    await gotoReady(page, "/services");
    const problems = collectProblems(page, baseURL!);
    // Each service's lists are a chunk of their own, fetched on intent: this one is held back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/PackagingDesign-explorer-details-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    if (isMobile()) {
      await accordionButton(page, "Branding").click();
      await expectSelected(page, "Branding", "Logo & Identity");
      await serviceButton(page, "Packaging Design").click();
      await expect(serviceButton(page, "Packaging Design")).toHaveAttribute("aria-pressed", "true");
    } else {
      await categoryTab(page, "Branding").click();
      await expectSelected(page, "Branding", "Logo & Identity");
      await serviceTab(page, "Branding", "Packaging Design").click();
      await expect(serviceTab(page, "Branding", "Packaging Design")).toHaveAttribute("aria-selected", "true");
    }
    // Meanwhile the previous service's details stay, lists included.
    await waitFrames(page, 10);
    await expect(detailsHeading(page, "Logo & Identity")).toBeVisible();
    await expect(whatsIncluded(page)).toBeVisible();

    release();
    await expectSelected(page, "Branding", "Packaging Design");
    await expect(detailsHeading(page, "Logo & Identity")).toHaveCount(0);
    await expect(page).toHaveURL(/\/services#packaging-design$/);
    expectNoProblems(problems);
  });

  test("a service whose details cannot be fetched says so in place, and 'Reload page' brings them", async ({
    page,
  }) => {
    await gotoReady(page, "/services");
    const packagingDetails = /\/assets\/PackagingDesign-explorer-details-[\w-]+\.js$/;
    await page.route(packagingDetails, (route) => route.abort("internetdisconnected"));

    if (isMobile()) {
      await accordionButton(page, "Branding").click();
      await serviceButton(page, "Packaging Design").click();
    } else {
      await categoryTab(page, "Branding").click();
      await serviceTab(page, "Branding", "Packaging Design").click();
    }
    const alert = main(page).getByRole("alert");
    await expect(alert).toContainText(
      "We could not load what this service includes. Check your connection, then reload the page.",
    );
    // The rest of the page, the selection and the way on stay.
    await expect(detailsHeading(page, "Packaging Design")).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Read the full service page" })).toBeVisible();
    await expect(page.getByText(/Application Error/)).toHaveCount(0);

    await page.unroute(packagingDetails);
    await alert.getByRole("button", { name: "Reload page" }).click();
    await expect(page).toHaveURL(/\/services#packaging-design$/);
    await waitForHydration(page);
    await expectSelected(page, "Branding", "Packaging Design");
    await expect(alert).toHaveCount(0);
  });

  const deepLinks = [
    { hash: "#branding", category: "Branding", service: "Logo & Identity" },
    { hash: "#seo-optimization", category: "Digital Marketing", service: "SEO Optimization" },
    { hash: "#packaging-design", category: "Branding", service: "Packaging Design" },
    { hash: "#digital-marketing", category: "Digital Marketing", service: "Social Media Marketing" },
  ];
  for (const { hash, category, service } of deepLinks) {
    test(`deep link /services${hash} selects ${category} > ${service} and brings the choice, then the details, into view below the header`, async ({
      page,
      baseURL,
    }) => {
      const problems = collectProblems(page, baseURL!);
      await gotoReady(page, `/services${hash}`);
      await expectSelected(page, category, service);
      await expectChoiceScrolledIntoPlace(page, category, service);
      await expect(page).toHaveURL(new RegExp(`/services${hash}$`));
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test("an unknown hash falls back to the first category and its first service, without errors or a scroll", async ({
    page,
    baseURL,
  }) => {
    const problems = collectProblems(page, baseURL!);
    await gotoReady(page, "/services#nonsense");
    await expectSelected(page, "Design & Development", "Website Design");
    await waitFrames(page, 5);
    expectNoProblems(problems);
    // Nothing is pointed at, so the page stays at its top.
    expect(await scrollY(page)).toBe(0);
  });

  test("without a hash the page stays at the top", async ({ page }) => {
    await gotoReady(page, "/services");
    await expectSelected(page, "Design & Development", "Website Design");
    await waitFrames(page, 10);
    expect(await scrollY(page)).toBe(0);
    await expect(main(page).getByRole("heading", { level: 1, name: HERO_TITLE })).toBeInViewport();
  });

  test("a hash change after loading selects again and scrolls to the choice and details again", async ({
    page,
  }) => {
    await gotoReady(page, "/services#branding");
    await expectSelected(page, "Branding", "Logo & Identity");
    await expectChoiceScrolledIntoPlace(page, "Branding", "Logo & Identity");

    await scrollToY(page, 0);
    await page.evaluate(() => (location.hash = "#packaging-design"));
    await expectSelected(page, "Branding", "Packaging Design");
    await expectChoiceScrolledIntoPlace(page, "Branding", "Packaging Design");

    await scrollToY(page, 0);
    const service = isMobile() ? "SEO Optimization" : "Social Media Marketing";
    if (isMobile()) {
      await page.evaluate(() => (location.hash = "#seo-optimization"));
      await expectSelected(page, "Digital Marketing", service);
    } else {
      // The mega menu's category link is a client-side navigation to /services#digital-marketing.
      await mainNav(page).getByRole("button", { name: "What We Do" }).hover();
      const link = mainNav(page).getByRole("link", { name: startsWith("Digital Marketing") });
      await link.hover();
      await link.click();
      await expect(page).toHaveURL(/\/services#digital-marketing$/);
      await expectSelected(page, "Digital Marketing", service);
    }
    await expectChoiceScrolledIntoPlace(page, "Digital Marketing", service);
  });

  test("a hash typed or gone Back to after a click selects again, even the hash the page loaded with", async ({
    page,
  }) => {
    await gotoReady(page, "/services#branding");
    await expectSelected(page, "Branding", "Logo & Identity");
    if (isMobile()) await serviceButton(page, "Packaging Design").click();
    else await serviceTab(page, "Branding", "Packaging Design").click();
    await expectSelected(page, "Branding", "Packaging Design");

    await scrollToY(page, 0);
    await page.evaluate(() => (location.hash = "#seo-optimization"));
    await expectSelected(page, "Digital Marketing", "SEO Optimization");
    await expectChoiceScrolledIntoPlace(page, "Digital Marketing", "SEO Optimization");

    // Back to the entry the page was loaded with: the loaded hash is selected again.
    await scrollToY(page, 0);
    await page.goBack();
    await expect(page).toHaveURL(/\/services#packaging-design$/);
    await page.evaluate(() => (location.hash = "#branding"));
    await expectSelected(page, "Branding", "Logo & Identity");
    await expectChoiceScrolledIntoPlace(page, "Branding", "Logo & Identity");
  });

  test("the details link to the service's own page, which opens at the top", async ({ page }) => {
    await gotoReady(page, "/services#logo-identity");
    await expectSelected(page, "Branding", "Logo & Identity");
    await expectChoiceScrolledIntoPlace(page, "Branding", "Logo & Identity");
    const link = main(page).getByRole("link", { name: "Read the full service page" });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", "/services/logo-identity");
    await link.click();
    await expect(page).toHaveURL(/\/services\/logo-identity$/);
    await expect(page.getByRole("heading", { level: 1, name: LOGO_PAGE_TITLE })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe("/services on phones", { tag: "@phone" }, () => {
  test("an accordion of categories with service buttons; an open category closes on a second tap", async ({
    page,
  }) => {
    await gotoReady(page, "/services");
    // The desktop explorer is hidden on phones: no cards, no tabs; the only pressed-state buttons
    // are the four service buttons of the open accordion item.
    await expect(categoryTabs(page)).toBeHidden();
    await expect(main(page).getByRole("tab")).toHaveCount(0);
    await expect(main(page).locator("button[aria-pressed]").filter({ visible: true })).toHaveCount(4);
    await expect(main(page).locator("button[aria-expanded]")).toHaveCount(3);
    // The first category is open by default, with its first service shown.
    await expectSelected(page, "Design & Development", "Website Design");
    for (const service of CATEGORIES[0].services)
      await expect(serviceButton(page, service.title)).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    await expect(serviceButton(page, "Logo & Identity")).toBeHidden();

    // A tap on the open category closes it: nothing selected, no details, no hash.
    await accordionButton(page, "Design & Development").click();
    for (const { title } of CATEGORIES) {
      await expect(accordionButton(page, title)).toHaveAttribute("aria-expanded", "false");
    }
    await expect(serviceButton(page, "Website Design")).toBeHidden();
    await expect(whatsIncluded(page)).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "Get Started" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/services$/);

    await accordionButton(page, "Branding").click();
    await expectSelected(page, "Branding", "Logo & Identity");
    await expect(page).toHaveURL(/\/services#branding$/);
    await expect(serviceButton(page, "Website Design")).toBeHidden();

    await serviceButton(page, "Personal Branding").click();
    await expectSelected(page, "Branding", "Personal Branding");
    await expect(detailsHeading(page, "Logo & Identity")).toHaveCount(0);
    await expect(page).toHaveURL(/\/services#personal-branding$/);

    // Opening another category closes the first and selects the new one's first service. The
    // closing panel was above it: the tapped category comes back on screen, 100px from the top.
    await accordionButton(page, "Digital Marketing").click();
    await expectSelected(page, "Digital Marketing", "Social Media Marketing");
    await expect(accordionButton(page, "Digital Marketing")).toBeInViewport({ ratio: 1 });
    await expect
      .poll(async () => (await accordionButton(page, "Digital Marketing").boundingBox())?.y)
      .toBeGreaterThanOrEqual(97);
    await expect(serviceButton(page, "Personal Branding")).toBeHidden();
    await serviceButton(page, "Content Strategy").click();
    await expectSelected(page, "Digital Marketing", "Content Strategy");
    await expect(page).toHaveURL(/\/services#content-strategy$/);
  });

  test("an open category stays about a screen tall, and its header stays in view to close it", async ({
    page,
  }) => {
    await gotoReady(page, "/services");
    const openItem = (title: string) =>
      main(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("button", { name: title, exact: true }) });
    // Every service of every category: the open category, with the choice, the service's
    // description, what is included, the six steps and the two links, is at most this tall.
    for (const category of CATEGORIES) {
      if ((await accordionButton(page, category.title).getAttribute("aria-expanded")) === "false")
        await accordionButton(page, category.title).click();
      for (const service of category.services) {
        await serviceButton(page, service.title).click();
        await expectSelected(page, category.title, service.title);
        const { height } = (await openItem(category.title).boundingBox())!;
        expect(height, `${category.title} > ${service.title}`).toBeLessThanOrEqual(OPEN_CATEGORY_MAX_HEIGHT);
      }
    }

    // Read down to the end of the first category: its header is right under the site's header,
    // and a tap on it closes the category with the others in view below it.
    await accordionButton(page, "Design & Development").click();
    await expectSelected(page, "Design & Development", "Website Design");
    const item = (await openItem("Design & Development").boundingBox())!;
    await scrollToY(page, Math.round((await scrollY(page)) + item.y + item.height - 844));
    await expect(main(page).getByRole("link", { name: "Read the full service page" })).toBeInViewport();
    const header = accordionButton(page, "Design & Development");
    expect(Math.round((await header.boundingBox())!.y)).toBe(HEADER_HEIGHT);
    await header.click();
    await expect(header).toHaveAttribute("aria-expanded", "false");
    for (const { title } of CATEGORIES)
      await expect(accordionButton(page, title)).toBeInViewport({ ratio: 1 });
  });
});

test.describe("/services page structure", () => {
  test("ends with the consultation banner and five why-choose-us points after the explorer", async ({
    page,
  }) => {
    await gotoReady(page, "/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HERO_TITLE);
    const names = await sectionNames(page);
    expect(names).toEqual([HERO_TITLE, EXPLORER_TITLE, CONSULTATION_TITLE, WHY_TITLE]);

    const consultation = page.getByRole("region", { name: CONSULTATION_TITLE, exact: true });
    await expect(consultation.getByRole("heading", { level: 2, name: CONSULTATION_TITLE })).toBeVisible();
    const consultationLink = consultation.getByRole("link");
    await expect(consultationLink).toHaveCount(1);
    await expect(consultationLink).toHaveAttribute("href", "/contact");
    await expect(consultationLink).toHaveAccessibleName(/\S/);

    const why = page.getByRole("region", { name: WHY_TITLE, exact: true });
    await why.scrollIntoViewIfNeeded();
    await expect(why.getByRole("listitem")).toHaveCount(5);
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(5);
    for (const item of await why.getByRole("listitem").all()) await expect(item).toBeVisible();
  });
});

test.describe("links to the service pages", () => {
  test(
    "the 'What We Do' menu leads to a service page, a page of its own",
    { tag: "@both-widths" },
    async ({ page, baseURL }) => {
      const problems = collectProblems(page, baseURL!);
      await gotoReady(page, "/services");

      if (isMobile()) {
        await expect(mainNav(page)).toBeHidden();
        await page.getByRole("banner").getByRole("button", { name: /menu/i }).first().click();
        const dialog = page.getByRole("dialog", { name: "Site menu" });
        await dialog.locator("summary").filter({ hasText: "Digital Marketing" }).click();
        await dialog.getByRole("link", { name: "SEO Optimization", exact: true }).click();
        await expect(dialog).toBeHidden();
      } else {
        await mainNav(page).getByRole("button", { name: "What We Do" }).hover();
        await mainNav(page)
          .getByRole("link", { name: startsWith("Digital Marketing") })
          .hover();
        await mainNav(page)
          .getByRole("link", { name: startsWith("SEO Optimization") })
          .click();
      }
      await expect(page).toHaveURL(/\/services\/SEO$/);
      await expect(page.getByRole("heading", { level: 1, name: SEO_PAGE_TITLE })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        "https://sathidigital.com.np/services/SEO",
      );
      // A static page: no island, so no React came with it (docs/DECISIONS.md 19).
      await expect(page.locator("[data-island]")).toHaveCount(0);
      expectNoProblems(problems);
    },
  );

  test("the home services teaser links to the service pages", async ({ page, baseURL }) => {
    const problems = collectProblems(page, baseURL!);
    await gotoReady(page, "/");
    const teaser = page.getByRole("region", {
      name: "Everything your business needs to look good and get found",
      exact: true,
    });
    for (const [name, href] of [
      ["Website Design", "/services/website-design"],
      ["Branding", "/services/branding"],
      ["Social Media", "/services/social-media"],
      ["Content Writing", "/services/content-writing"],
      ["SEO", "/services/SEO"],
    ]) {
      await expect(teaser.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await teaser.getByRole("link", { name: "Branding", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/branding$/);
    await expect(page.getByRole("heading", { level: 1, name: BRANDING_PAGE_TITLE })).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe("/services accessibility", { tag: "@both-widths" }, () => {
  // Nothing hidden for the scroll reveal: axe reads the whole page (pages.spec.ts reads it at
  // rest, with Branding chosen).
  test.use({ reducedMotion: "reduce" });

  test("has no axe violations with another service chosen, or every category closed on a phone", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await gotoReady(page, "/services");
    if (isMobile()) await accordionButton(page, "Branding").click();
    else await categoryTab(page, "Branding").click();
    await expectSelected(page, "Branding", "Logo & Identity");
    if (isMobile()) await accordionButton(page, "Branding").click();
    else await serviceTab(page, "Branding", "Packaging Design").click();
    await expect(whatsIncluded(page)).toHaveCount(isMobile() ? 0 : 1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
