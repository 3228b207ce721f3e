import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  carousel,
  gotoReady,
  isMobile,
  mainNav,
  mainOf as main,
  menuButton,
  mobileDialog,
  openDisclosure,
  revealAll,
  runningAnimations,
  summaryNamed,
  waitFrames,
} from "./helpers";

/**
 * Accessibility across the whole site (WCAG 2.2 AA, issue 7), beyond axe on every page (which
 * pages.spec.ts runs at both widths, in both languages, with each page's states opened): the
 * keyboard's order and focus indicators, and motion, reduced or not. The page specs test their
 * widgets' behaviour in depth.
 */

// ---------------------------------------------------------------------------------------------
// Keyboard
// ---------------------------------------------------------------------------------------------

/** What the test needs to know about the element that has focus. */
type FocusStop = {
  name: string;
  /** Its box in document coordinates (viewport coordinates for the fixed header and skip link). */
  box: { top: number; bottom: number; left: number; right: number };
  /** In the fixed header or the skip link: placed over the page, not in its flow. */
  fixed: boolean;
  inMain: boolean;
  /** Partly visible in the viewport and not hidden behind the fixed header (WCAG 2.4.11). */
  inView: boolean;
  /**
   * The focus indicator: an outline (on the element, a stretched ::after or a [data-focus-ring]
   * part of it) or a box shadow.
   */
  indicator: string | null;
  /**
   * Contrast of the outline against the colours around it (WCAG 1.4.11), when it is an outline:
   * what at least two of its four sides reach.
   */
  contrast: number | null;
};

/** Describes the focused element (see FocusStop) once everything has settled; runs in the page. */
async function describeFocus(): Promise<FocusStop | null> {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  // The skip link slides in, the header changes colour when focus scrolls the page.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await Promise.all(
    document
      .getAnimations()
      // Not the header's scroll-driven fallback (app.css), which never finishes.
      .filter(
        (animation) =>
          animation.timeline === document.timeline &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => animation.finished.catch(() => undefined)),
  );

  // Any CSS colour (Tailwind writes oklab and color-mix) as sRGB bytes and alpha, through a canvas.
  const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  type Rgba = { r: number; g: number; b: number; a: number };
  const parse = (color: string): Rgba => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return { r, g, b, a: a / 255 };
  };
  const luminance = ({ r, g, b }: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  /**
   * The colour under (x, y) beneath the focused element: the backgrounds there, blended down to
   * the first opaque one (images and video count as their element's background colour).
   */
  const backgroundAt = (x: number, y: number): Rgba => {
    const layers: Rgba[] = [];
    for (const layer of document.elementsFromPoint(x, y)) {
      if (element.contains(layer)) continue;
      const color = parse(getComputedStyle(layer).backgroundColor);
      if (color.a > 0) layers.push(color);
      if (color.a === 1) break;
    }
    return layers.reduceRight(
      (below, above) => ({
        r: above.r * above.a + below.r * (1 - above.a),
        g: above.g * above.a + below.g * (1 - above.a),
        b: above.b * above.a + below.b * (1 - above.a),
        a: 1,
      }),
      { r: 255, g: 255, b: 255, a: 1 },
    );
  };

  const rect = element.getBoundingClientRect();
  let indicator: string | null = null;
  let contrast: number | null = null;
  // A wide control may draw its ring on a part of itself that stays in view (data-focus-ring).
  const ring = element.querySelector<HTMLElement>("[data-focus-ring]");
  const targets = [
    { target: element, pseudo: null },
    { target: element, pseudo: "::after" },
    ...(ring ? [{ target: ring, pseudo: null }] : []),
  ];
  for (const { target, pseudo } of targets) {
    const style = getComputedStyle(target, pseudo);
    const width = parseFloat(style.outlineWidth);
    const color = parse(style.outlineColor);
    if (style.outlineStyle !== "none" && width > 0 && color.a > 0) {
      indicator = `${target === ring ? "[data-focus-ring] " : (pseudo ?? "")}outline ${style.outlineWidth} ${style.outlineColor}`;
      // The ::after of a stretched link covers its positioned ancestor (inset-0).
      const box = pseudo
        ? (element.offsetParent ?? element).getBoundingClientRect()
        : target.getBoundingClientRect();
      // The middle of each side of the ring, outside the box by the outline's offset (inside when
      // it is negative), where the ring meets the colours around it.
      const offset = parseFloat(style.outlineOffset) + width / 2;
      const midX = box.left + box.width / 2;
      const midY = box.top + box.height / 2;
      const sides = [
        [box.left - offset, midY],
        [box.right + offset, midY],
        [midX, box.top - offset],
        [midX, box.bottom + offset],
      ].filter(([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight);
      const ratios = sides
        .map(([x, y]) => {
          const [light, dark] = [luminance(color), luminance(backgroundAt(x, y))].sort((a, b) => b - a);
          return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
        })
        .sort((a, b) => b - a);
      // Two sides at least: a ring that touches a dark neighbour on one side is still seen.
      contrast = ratios[Math.min(1, ratios.length - 1)] ?? null;
      break;
    }
    if (!pseudo && style.boxShadow !== "none") indicator = `box-shadow ${style.boxShadow}`;
  }

  const fixed = Boolean(element.closest("header")) || element.getAttribute("href") === "#main";
  const header = document.querySelector("header")!.getBoundingClientRect();
  const top = fixed ? 0 : window.scrollY;
  const name = (element.getAttribute("aria-label") ?? element.innerText ?? "").trim().split("\n")[0];
  return {
    name: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
    box: { top: rect.top + top, bottom: rect.bottom + top, left: rect.left, right: rect.right },
    fixed,
    inMain: Boolean(element.closest("main")),
    inView: rect.bottom > 0 && rect.top < window.innerHeight && (fixed || rect.bottom > header.bottom),
    indicator,
    contrast,
  };
}

/**
 * Presses Tab up to `count` times, or until focus leaves the page, and describes each element that
 * gets focus.
 */
async function tabStops(page: Page, count: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(describeFocus);
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/**
 * Where `next` lies from `previous` if the order follows the layout: on the same row and to the
 * right, or below; or, in a layout of columns (the contact form beside the details), at the top of
 * the next column to the right. Anything else (left on the same row, above in the same column) is
 * out of order. Two pixels of slack for sub-pixel layout.
 */
function followsLayout(previous: FocusStop, next: FocusStop): boolean {
  const a = previous.box;
  const b = next.box;
  const sameRow = b.top < a.bottom - 2 && b.bottom > a.top + 2;
  if (sameRow) return b.left >= a.left + 2;
  if (b.top >= a.bottom - 2) return true;
  return b.left >= a.right - 2;
}

/** Focus stops whose order is checked against the layout: the header and the first sections. */
const ORDERED_STOPS = 25;
/** An outline must stand out from what is behind it as much as any other control (WCAG 1.4.11). */
const MIN_FOCUS_CONTRAST = 3;
const SKIP_LINK = 'a "Skip to main content"';

/** The stops whose focus would be hard to see: off screen, without an indicator, or faint. */
const unseen = (stops: FocusStop[]) =>
  stops.filter(
    (stop) =>
      !stop.inView ||
      !stop.indicator ||
      // The skip link shows only while it has focus: its crimson box appearing is the indicator.
      (stop.name !== SKIP_LINK && (stop.contrast ?? MIN_FOCUS_CONTRAST) < MIN_FOCUS_CONTRAST),
  );

test.describe("keyboard", () => {
  // The home page to the footer's last control, where focus leaves the document; the others
  // through main into the footer.
  for (const [path, count] of [
    ["/", 150],
    ["/services", 40],
    ["/contact", 30],
  ] as const) {
    test(
      `${path}: the Tab order follows the layout and every stop shows a visible focus indicator`,
      { tag: "@both-widths" },
      async ({ page }) => {
        test.setTimeout(90_000);
        await gotoReady(page, path);
        const stops = await tabStops(page, count);
        const report = stops.map((stop) => `${stop.name} ${JSON.stringify(stop.box)}`).join("\n");
        expect(stops.length, report).toBeGreaterThan(ORDERED_STOPS);
        if (path === "/") expect(stops.length, report).toBeLessThan(count);

        // The skip link comes first and shows over the header, whose stops come next, left to right.
        expect(stops[0].name).toBe(SKIP_LINK);
        const firstInPage = stops.findIndex((stop) => !stop.fixed);
        expect(stops.slice(firstInPage).filter((stop) => stop.fixed)).toEqual([]);
        const ordered = stops.slice(1, ORDERED_STOPS + 1);
        const outOfOrder = ordered.flatMap((stop, index) =>
          index > 0 && !followsLayout(ordered[index - 1], stop)
            ? [`${ordered[index - 1].name} -> ${stop.name}`]
            : [],
        );
        expect(outOfOrder, report).toEqual([]);

        expect(unseen(stops)).toEqual([]);
      },
    );
  }

  test("every stop in main of the widget pages shows a visible focus indicator", async ({ page }) => {
    test.setTimeout(180_000);
    /** Each page with its widgets opened: what Tab then walks through, from the top of main. */
    const widgetPages: [string, (page: Page) => Promise<void>][] = [
      ["/faq", (page) => openDisclosure(summaryNamed(main(page), /^How much does a website cost/))],
      ["/about/careers", (page) => openDisclosure(summaryNamed(main(page), /^Full Stack Developer/))],
      ["/testimonials", async () => {}],
      ["/portfolio", async () => {}],
      [
        "/plans",
        async (page) => {
          await main(page).getByRole("button", { name: "Comparison", exact: true }).click();
          const closed = main(page).getByRole("table").getByRole("button", { expanded: false });
          while ((await closed.count()) > 0) await closed.first().click();
        },
      ],
    ];
    const faint: Record<string, FocusStop[]> = {};
    for (const [index, [path, open]] of widgetPages.entries()) {
      await gotoReady(page, path);
      await open(page);
      // From the skip link's target, the top of main, to where focus leaves main.
      await page.getByRole("link", { name: "Skip to main content" }).focus();
      await page.keyboard.press("Enter");
      await expect(main(page)).toBeFocused();
      const stops: FocusStop[] = [];
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate(describeFocus);
        if (!stop?.inMain) break;
        stops.push(stop);
      }
      expect(stops.length, path).toBeGreaterThan(3);
      if (unseen(stops).length) faint[`${index}: ${path}`] = unseen(stops);
    }
    expect(faint).toEqual({});
  });

  test(
    "focus stays visible inside the open menus of the header",
    { tag: "@both-widths" },
    async ({ page }) => {
      await gotoReady(page, "/");
      if (isMobile()) {
        await menuButton(page).focus();
        await page.keyboard.press("Enter");
        await expect(mobileDialog(page)).toBeVisible();
      } else {
        await mainNav(page).getByRole("button", { name: "What We Do" }).focus();
        await page.keyboard.press("Enter");
        await expect(mainNav(page).getByRole("link", { name: /^Website Design\b/ })).toBeVisible();
      }
      const stops = await tabStops(page, 8);
      expect(stops).toHaveLength(8);
      if (!isMobile()) {
        await page.keyboard.press("Escape");
        await mainNav(page).getByRole("button", { name: "Who We Are" }).focus();
        await page.keyboard.press("Enter");
        await expect(mainNav(page).getByRole("link", { name: /^Our Story\b/ })).toBeVisible();
        stops.push(...(await tabStops(page, 4)));
        expect(stops.at(-1)?.name).toMatch(/^a "Careers/);
      }
      expect(unseen(stops)).toEqual([]);
    },
  );

  test("the phone accordion of /services works from the keyboard", { tag: "@phone" }, async ({ page }) => {
    await gotoReady(page, "/services");
    const branding = main(page).getByRole("button", { name: "Branding", exact: true });
    await branding.focus();
    await page.keyboard.press("Enter");
    await expect(branding).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(main(page).getByRole("button", { name: "Logo & Identity" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(branding).toHaveAttribute("aria-expanded", "false");
  });
});

// ---------------------------------------------------------------------------------------------
// Reduced motion
// ---------------------------------------------------------------------------------------------

/** Longest animation or transition allowed under reduced motion: an instant change. */
const MAX_MOTION_MS = 10;

/**
 * Records every CSS animation and transition that starts, and every animation seen running by a
 * script (polled each frame), whose duration plus delay is longer than MAX_MOTION_MS.
 */
async function recordMotion(page: Page) {
  await page.addInitScript((limit) => {
    const found: string[] = [];
    (window as unknown as { __motion: string[] }).__motion = found;
    const describe = (target: EventTarget | null) => {
      const element = target as Element;
      return `${element.tagName?.toLowerCase()}.${[...(element.classList ?? [])].slice(0, 4).join(".")}`;
    };
    const seconds = (list: string) => Math.max(...list.split(",").map((value) => parseFloat(value) || 0));
    const onStart = (kind: "transition" | "animation") => (event: Event) => {
      const { pseudoElement } = event as TransitionEvent;
      const style = getComputedStyle(event.target as Element, pseudoElement || null);
      const ms =
        (kind === "transition"
          ? seconds(style.transitionDuration) + seconds(style.transitionDelay)
          : seconds(style.animationDuration) + seconds(style.animationDelay)) * 1000;
      if (ms > limit) found.push(`${kind} ${ms}ms on ${describe(event.target)}${pseudoElement}`);
    };
    document.addEventListener("transitionrun", onStart("transition"), true);
    document.addEventListener("animationstart", onStart("animation"), true);
    const poll = () => {
      for (const animation of document.getAnimations()) {
        const timing = animation.effect?.getComputedTiming();
        const ms = Number(timing?.duration ?? 0) + Number(timing?.delay ?? 0);
        if (animation.playState === "running" && ms > limit) {
          const target = (animation.effect as KeyframeEffect | null)?.target ?? null;
          found.push(`${animation.constructor.name} ${ms}ms on ${describe(target)}`);
        }
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }, MAX_MOTION_MS);
  return () => page.evaluate(() => [...new Set((window as unknown as { __motion: string[] }).__motion)]);
}

test("without reduced motion the recorder sees the reveal and the carousel slide", async ({ page }) => {
  // The control for the tests below: the same recorder does report motion when it is welcome.
  const motion = await recordMotion(page);
  await gotoReady(page, "/");
  await carousel(page).getByRole("button", { name: "Next testimonial" }).click();
  await revealAll(page);
  const seen = await motion();
  expect(seen.some((line) => line.startsWith("animation 500ms"))).toBe(true);
  expect(seen.some((line) => line.startsWith("transition 600ms"))).toBe(true);
});

test("asking for reduced motion while the hero video plays stops it and shows the poster", async ({
  page,
}) => {
  await gotoReady(page, "/");
  const video = page.locator("main video");
  // No frame loaded (HAVE_NOTHING): the poster shows.
  const state = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      paused: element.paused,
      posterShown: element.readyState === HTMLMediaElement.HAVE_NOTHING,
    }));
  await expect.poll(state).toEqual({ paused: false, posterShown: false });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect.poll(state).toEqual({ paused: true, posterShown: true });
  await expect(video.locator("source")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pause background video" })).toHaveCount(0);
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test(
    "the home page: no motion while reading it and using its widgets, no video, only the poster",
    { tag: "@both-widths" },
    async ({ page }) => {
      const motion = await recordMotion(page);
      const mediaRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "media" || /\.(webm|mp4)(\?|$)/.test(request.url()))
          mediaRequests.push(request.url());
      });
      await gotoReady(page, "/");
      await revealAll(page);

      // The header's menus and the hover effects of buttons and links.
      if (isMobile()) {
        await menuButton(page).click();
        await expect(mobileDialog(page)).toBeVisible();
        await page.keyboard.press("Escape");
      } else {
        await mainNav(page).getByRole("button", { name: "What We Do" }).hover();
        await page.getByRole("main").getByRole("link", { name: "Explore all services" }).hover();
      }

      // The carousel changes slides at once: the new slide is in place in the first frame.
      const slide = carousel(page).getByRole("group");
      await carousel(page).getByRole("button", { name: "Next testimonial" }).click();
      await expect(slide).toHaveAccessibleName("2 of 3");
      const placed = await slide.evaluate((element) => {
        const style = getComputedStyle(element);
        return { transform: style.transform, opacity: style.opacity };
      });
      expect(placed).toEqual({ transform: "none", opacity: "1" });
      // The slide it replaced is gone in the same frame, not lingering over or behind it.
      const visibleSlides = carousel(page).locator('[aria-roledescription="slide"]:visible');
      expect(await visibleSlides.count()).toBe(1);
      // Back to the first: the leaving slide comes later in the page, so it would cover the new one.
      await carousel(page).getByRole("button", { name: "Previous testimonial" }).click();
      await expect(slide).toHaveAccessibleName("1 of 3");
      expect(await visibleSlides.count()).toBe(1);
      await expect.poll(() => runningAnimations(page)).toBe(0);

      expect(await motion()).toEqual([]);
      await page.waitForLoadState("networkidle");
      const video = page.locator("main video");
      await expect(video).toHaveAttribute("poster", /\S/);
      await expect(video.locator("source")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Pause background video" })).toHaveCount(0);
      expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toBe("");
      expect(mediaRequests).toEqual([]);
    },
  );

  test("the portfolio: no motion on scrolling or hovering, and a hovered card does not tilt", async ({
    page,
  }) => {
    const motion = await recordMotion(page);
    await gotoReady(page, "/portfolio");
    await revealAll(page);
    const card = main(page).getByRole("article").first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 30);
    await page.mouse.move(box.x + box.width - 30, box.y + box.height - 30, { steps: 5 });
    await waitFrames(page);
    await expect(card).toHaveCSS("transform", "none");
    await expect(card).toHaveAttribute("data-tilting", "false");
    await main(page).getByRole("button", { name: "Branding", exact: true }).click();
    expect(await motion()).toEqual([]);
  });

  test("in-page links jump: the careers hero link scrolls to the openings at once", async ({ page }) => {
    const motion = await recordMotion(page);
    await gotoReady(page, "/about/careers");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe(
      "smooth",
    );
    const jumped = await main(page)
      .getByRole("link", { name: "See Open Roles" })
      .evaluate((link: HTMLAnchorElement) => {
        link.click();
        return window.scrollY;
      });
    // Already there when the click returns: no smooth scrolling.
    expect(jumped).toBeGreaterThan(300);
    const top = await page.locator("#openings").evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top - 100)).toBeLessThanOrEqual(2);
    await revealAll(page);
    expect(await motion()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Contrast where axe cannot tell: text over a blurred shape or a picture
// ---------------------------------------------------------------------------------------------

/**
 * The least contrast of an element's text colour against what is drawn behind it: the element's
 * box photographed with its text made transparent, each pixel's luminance against the text's.
 */
async function leastContrast(page: Page, selector: string): Promise<number> {
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  const color = await element.evaluate((node: HTMLElement) => {
    const text = getComputedStyle(node).color;
    node.style.color = "transparent";
    return text;
  });
  const png = await element.screenshot({ animations: "disabled" });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const luminance = (r: number, g: number, b: number) => {
    const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  const text = luminance(r, g, b);
  let least = Infinity;
  for (let i = 0; i < data.length; i += 3) {
    const behind = luminance(data[i], data[i + 1], data[i + 2]);
    least = Math.min(least, (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05));
  }
  return least;
}

test.describe("contrast over shapes and pictures", () => {
  test.use({ reducedMotion: "reduce" });

  test("the closing banner's crimson eyebrow keeps 4.5:1 over its blurred shape @both-widths", async ({
    page,
  }) => {
    for (const path of ["/about", "/ne/about", "/testimonials"]) {
      await gotoReady(page, path);
      await revealAll(page);
      const eyebrow = "main section:last-of-type p.uppercase";
      expect(await leastContrast(page, eyebrow), path).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("the header's language switch keeps 4.5:1 over the home page's picture", async ({ page }) => {
    for (const path of ["/", "/ne"]) {
      await gotoReady(page, path);
      // The other language's name ("English" on /ne), over the top of the hero's picture.
      expect(await leastContrast(page, "header a > span > span[lang]"), path).toBeGreaterThanOrEqual(4.5);
    }
  });
});
