import { expect, type Page, test } from "@playwright/test";
import { projects } from "../app/content/portfolio";
import { gotoReady, isMobile, sectionNames, carousel } from "./helpers";

const HEADINGS = {
  work: "Recent work, and what it changed",
  services: "Everything your business needs to look good and get found",
  process: "A clear process, from first call to long after launch",
  why: "A small team that treats your business like its own",
  stats: "Small studio, real numbers",
  testimonials: "What our clients say",
  journal: "Guides you can use this week",
  contact: "Ready to grow your business online?",
  locations: "Offices in Butwal, Kathmandu and Bangalore",
};

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true }).first();

test.describe("home page structure", () => {
  test("has one h1 and the sections in order", async ({ page }) => {
    await gotoReady(page, "/");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toBeVisible();
    await expect(h1).toHaveText("Websites, brands and campaigns that grow Nepali businesses");
    // Each top-level section of main is named by its heading (aria-labelledby).
    const names = await sectionNames(page);
    expect(names).toEqual([
      "Websites, brands and campaigns that grow Nepali businesses",
      HEADINGS.work,
      HEADINGS.services,
      HEADINGS.process,
      HEADINGS.why,
      HEADINGS.stats,
      HEADINGS.testimonials,
      HEADINGS.journal,
      HEADINGS.contact,
      HEADINGS.locations,
    ]);
    for (const name of Object.values(HEADINGS)) {
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name, exact: true })).toHaveCount(
        1,
      );
    }
  });
});

test.describe("selected work", () => {
  // The strip right after the hero: the client, the title and the result of three case studies.
  const WORK = [
    ["Himali Loom, Palpa", "E-commerce Platform Redesign", "Orders up 2.5× in three months", "/portfolio/1"],
    [
      "Tusa Finance, Butwal",
      "Financial Service Brand Identity",
      "12 branches rebranded in four weeks",
      "/portfolio/2",
    ],
    ["Dhuwa Momo, Butwal", "Restaurant Promotional Campaign", "Friday lunch covers tripled", "/portfolio/6"],
  ];

  test("shows three case studies, each with its artwork, client and result, linked to its page", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const strip = section(page, HEADINGS.work);
    const items = strip.getByRole("listitem");
    await expect(items).toHaveCount(3);
    for (const [index, [client, title, result, href]] of WORK.entries()) {
      const item = items.nth(index);
      await item.scrollIntoViewIfNeeded();
      await expect(item).toContainText(client);
      await expect(item).toContainText(result);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(item.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", href);
      const project = projects.find((candidate) => candidate.link === href)!;
      const image = item.getByRole("img", { name: project.artwork.alt });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // Shown clean: nothing lies over the picture (but the link's transparent ::after, which
      // makes the whole tile clickable).
      const clean = await image.evaluate((img) => {
        const link = img.closest("article")!.querySelector("a")!;
        link.style.pointerEvents = "none";
        const r = img.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        link.style.pointerEvents = "";
        return hit === img;
      });
      expect(clean, title).toBe(true);
    }
    await expect(strip.getByRole("link", { name: "See all our work" })).toHaveAttribute("href", "/portfolio");
  });

  for (const [language, path] of [
    ["English", "/"],
    ["Nepali", "/ne"],
  ] as const) {
    test(`the first case study's artwork is on the first screen (${language})`, async ({ page }) => {
      await gotoReady(page, path);
      const { height } = page.viewportSize()!;
      const art = page.locator("main section").nth(1).locator("li img").first();
      await expect(art).toHaveAttribute("src", /\/portfolio\//);
      const top = await art.evaluate((img) => img.getBoundingClientRect().top + window.scrollY);
      // Below the hero, and high enough that a good part of it shows without scrolling.
      const heroBottom = await page
        .locator("main section")
        .first()
        .evaluate((hero) => hero.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThan(heroBottom);
      expect(top, `its top at ${top}px of a ${height}px screen`).toBeLessThan(height - 100);
      await expect(art).toBeInViewport();
    });
  }

  test("quick replies: critical issues on a support plan within 4 hours, a whole sentence", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    await expect(
      page.getByText(
        "Standard requests are answered within 24 hours, and critical issues on a support plan within 4 hours.",
      ),
    ).toBeAttached();
  });

  test("a case study opens from the strip", async ({ page }) => {
    await gotoReady(page, "/");
    await section(page, HEADINGS.work).getByRole("link", { name: WORK[1][1], exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\/2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORK[1][1]);
  });
});

test.describe("hero video", () => {
  const video = (page: Page) => page.locator("main video");

  test("is a muted, looping, inline video with a poster and fallback text", async ({ page, request }) => {
    await gotoReady(page, "/");
    await expect(video(page)).toHaveCount(1);
    const state = await video(page).evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      playsInline: v.playsInline,
      poster: v.getAttribute("poster"),
      text: v.textContent,
    }));
    expect(state.muted).toBe(true);
    expect(state.loop).toBe(true);
    expect(state.playsInline).toBe(true);
    expect(state.poster).toMatch(/\.(webp|jpe?g|png|avif)$/);
    expect(state.text).toContain("Your browser does not support the video tag.");
    // The pre-rendered HTML carries the attributes browsers need for muted inline autoplay.
    const html = await (await request.get("/")).text();
    const tag = html.match(/<video[^>]*>/)?.[0] ?? "";
    expect(tag).toMatch(/\smuted[\s=>]/);
    expect(tag).toMatch(/\sloop[\s=>]/);
    expect(tag).toMatch(/\splaysinline[\s=>]/i);
    expect(tag).toContain("poster=");
    // The poster exists.
    expect((await request.get(state.poster!)).status()).toBe(200);
  });

  test("gets its webm and mp4 sources after hydration and can be paused", async ({ page }) => {
    await gotoReady(page, "/");
    const sources = video(page).locator("source");
    await expect(sources).toHaveCount(2);
    await expect(sources.nth(0)).toHaveAttribute("type", "video/webm");
    await expect(sources.nth(0)).toHaveAttribute("src", /\.webm$/);
    await expect(sources.nth(1)).toHaveAttribute("type", "video/mp4");
    await expect(sources.nth(1)).toHaveAttribute("src", /\.mp4$/);

    const toggle = page.getByRole("button", { name: "Pause background video" });
    await expect(toggle).toBeVisible();
    const paused = () => video(page).evaluate((v: HTMLVideoElement) => v.paused);
    // Muted video autoplays.
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect.poll(paused).toBe(false);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect.poll(paused).toBe(true);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect.poll(paused).toBe(false);
  });
});

test.describe("services teaser", () => {
  test("links five services to their pages", async ({ page }) => {
    await gotoReady(page, "/");
    const teaser = section(page, HEADINGS.services);
    const items = teaser.getByRole("listitem");
    await expect(items).toHaveCount(5);
    const expected = [
      ["Website Design", "/services/website-design"],
      ["Branding", "/services/branding"],
      ["Social Media", "/services/social-media"],
      ["Content Writing", "/services/content-writing"],
      ["SEO", "/services/SEO"],
    ];
    for (const [index, [name, href]] of expected.entries()) {
      await expect(items.nth(index).getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(teaser.getByRole("link", { name: "Explore all services" })).toHaveAttribute(
      "href",
      "/services",
    );
  });

  test("items fade in one after another, 150ms apart, once scrolled into view", async ({ page }) => {
    await gotoReady(page, "/");
    const list = section(page, HEADINGS.services).getByRole("list");
    const items = list.getByRole("listitem");
    const opacities = () => items.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));

    // Below the fold after hydration: hidden until it is scrolled to, at once (no unseen fade out
    // running while the page loads).
    await expect(list).toHaveAttribute("data-reveal", "hidden");
    expect(await opacities()).toEqual(["0", "0", "0", "0", "0"]);
    expect(await items.evaluateAll((els) => els.flatMap((el) => el.getAnimations()).length)).toBe(0);

    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-reveal", "shown");
    expect(await items.evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay))).toEqual([
      "0s",
      "0.15s",
      "0.3s",
      "0.45s",
      "0.6s",
    ]);
    await expect.poll(opacities, { timeout: 5000 }).toEqual(["1", "1", "1", "1", "1"]);
  });
});

test.describe("process, why choose us and stats", () => {
  test("shows six process steps in order", async ({ page }) => {
    await gotoReady(page, "/");
    const process = section(page, HEADINGS.process);
    await expect(process.getByRole("listitem")).toHaveCount(6);
    await expect(process.getByRole("heading", { level: 3 })).toHaveText([
      "Discovery",
      "Design",
      "Development",
      "Testing",
      "Launch",
      "Support",
    ]);
  });

  test("shows six reasons and three promise cards", async ({ page }) => {
    await gotoReady(page, "/");
    const why = section(page, HEADINGS.why);
    await expect(why.getByRole("list").first().getByRole("listitem")).toHaveCount(6);
    await expect(why.getByRole("list").first().getByRole("heading", { level: 3 })).toHaveCount(6);
    const promises = why.getByRole("heading", { level: 4 });
    await expect(promises).toHaveText([
      "Personalized Approach",
      "Complete Transparency",
      "Long-term Success",
    ]);
    await promises.first().scrollIntoViewIfNeeded();
    for (const promise of await promises.all()) await expect(promise).toBeVisible();
  });

  test("shows the four stats", async ({ page }) => {
    await gotoReady(page, "/");
    const stats = section(page, HEADINGS.stats);
    for (const [value, label] of [
      ["1+", "Years in Business"],
      ["5", "Projects in Our Portfolio"],
      ["8", "Team Members"],
      ["100%", "Client Satisfaction"],
    ]) {
      const pair = stats.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
      await expect(pair.locator("dt")).toHaveText(label);
      await expect(pair.locator("dd")).toHaveText(value);
      await expect(pair.locator("dd")).toBeVisible();
    }
  });
});

test.describe("testimonial carousel", () => {
  const AUTHORS = ["Sushma Thapa", "Rajesh Shrestha", "Maya Tamang"];
  const CLIENTS = [
    { company: "Himali Loom, Palpa", link: "Read the Himali Loom case study", href: "/portfolio/1" },
    { company: "Tusa Finance, Butwal", link: "Read the Tusa Finance case study", href: "/portfolio/2" },
    { company: "bato., Pokhara", link: "Read the bato. case study", href: "/portfolio/4" },
  ];
  const dots = (page: Page) => carousel(page).getByRole("button", { name: /^Show testimonial \d$/ });
  const currentSlide = (page: Page) => carousel(page).getByRole("group");

  async function expectSlide(page: Page, index: number) {
    for (let i = 0; i < 3; i++) {
      if (i === index) await expect(dots(page).nth(i)).toHaveAttribute("aria-current", "true");
      else await expect(dots(page).nth(i)).not.toHaveAttribute("aria-current", /.*/);
    }
    await expect(currentSlide(page)).toHaveCount(1);
    await expect(currentSlide(page)).toHaveAccessibleName(`${index + 1} of 3`);
    await expect(currentSlide(page)).toContainText(AUTHORS[index]);
    await expect(currentSlide(page)).toBeVisible();
  }
  const animation = (page: Page) =>
    currentSlide(page).evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: style.animationDuration };
    });

  test("moves with next, previous and dots, wrapping around in both directions", async ({ page }) => {
    await gotoReady(page, "/");
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await expect(dots(page)).toHaveCount(3);
    await expectSlide(page, 0);
    const box = await region.locator('[aria-live="polite"]').boundingBox();
    expect(box?.height).toBe(400);

    const next = region.getByRole("button", { name: "Next testimonial" });
    const previous = region.getByRole("button", { name: "Previous testimonial" });

    await next.click();
    await expectSlide(page, 1);
    expect(await animation(page)).toEqual({ name: "slide-from-right", duration: "0.5s" });

    await next.click();
    await expectSlide(page, 2);
    await next.click();
    await expectSlide(page, 0);
    expect(await animation(page)).toEqual({ name: "slide-from-right", duration: "0.5s" });

    await previous.click();
    await expectSlide(page, 2);
    expect(await animation(page)).toEqual({ name: "slide-from-left", duration: "0.5s" });

    await previous.click();
    await expectSlide(page, 1);
    expect(await animation(page)).toEqual({ name: "slide-from-left", duration: "0.5s" });

    await dots(page).nth(0).click();
    await expectSlide(page, 0);
    expect((await animation(page)).name).toBe("slide-from-left");
    await dots(page).nth(2).click();
    await expectSlide(page, 2);
    expect((await animation(page)).name).toBe("slide-from-right");
  });

  test("each quote names its client and town and links to the client's case study", async ({ page }) => {
    await gotoReady(page, "/");
    const next = carousel(page).getByRole("button", { name: "Next testimonial" });
    for (const [index, client] of CLIENTS.entries()) {
      if (index > 0) await next.click();
      await expectSlide(page, index);
      await expect(currentSlide(page)).toContainText(client.company);
      const link = currentSlide(page).getByRole("link", { name: client.link });
      await expect(link).toHaveAttribute("href", client.href);
      await expect(link).toBeVisible();
    }
    // From the keyboard: the current slide's link is the one Tab reaches, and it leads there.
    await next.click();
    await expectSlide(page, 0);
    await page.getByRole("link", { name: CLIENTS[0].link }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/portfolio\/1$/);
  });

  test(
    "every slide fits its 400px area, at this width and at 320px",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/");
      const overflowing = () =>
        carousel(page)
          .locator('[aria-roledescription="slide"]')
          .evaluateAll((slides: HTMLElement[]) =>
            slides.map((slide) => {
              const hidden = slide.hidden;
              slide.hidden = false;
              const box = slide.getBoundingClientRect();
              const bottom = Math.max(
                ...[...slide.querySelectorAll("*")].map((el) => el.getBoundingClientRect().bottom),
              );
              slide.hidden = hidden;
              return bottom > box.bottom + 0.5 || slide.scrollHeight > slide.clientHeight;
            }),
          );
      expect(await overflowing()).toEqual([false, false, false]);
      if (isMobile()) {
        await page.setViewportSize({ width: 320, height: 640 });
        expect(await overflowing()).toEqual([false, false, false]);
      }
    },
  );

  test("does not advance on its own", async ({ page }) => {
    // The page's clock, moved on by hand: a minute passes in an instant for its timers.
    await page.clock.install();
    await gotoReady(page, "/");
    await carousel(page).scrollIntoViewIfNeeded();
    await expectSlide(page, 0);
    await page.clock.runFor(60_000);
    await expectSlide(page, 0);
  });
});

test.describe("contact call to action and locations", () => {
  test("links to /contact and lists the three offices", async ({ page }) => {
    await gotoReady(page, "/");
    const cta = section(page, HEADINGS.contact);
    const link = cta.getByRole("link", { name: "Get a Free Consultation" });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/contact");

    const locations = section(page, HEADINGS.locations);
    await expect(locations.getByRole("heading", { level: 3 })).toHaveText([
      "Butwal",
      "Kathmandu",
      "Bangalore",
    ]);
    for (const city of ["Butwal", "Kathmandu", "Bangalore"]) {
      await expect(locations.getByRole("heading", { name: city, exact: true })).toBeVisible();
    }

    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
