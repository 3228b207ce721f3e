// @ts-check
/**
 * Where a page's Open Graph image lives and what it says. Shared by the page's meta tags
 * (app/lib/seo.ts) and the build step that draws the images (builder/og-image.mjs), so the two
 * always agree. Plain JavaScript, so Node runs it in the build without a TypeScript step.
 */

/** Every card is drawn at the size Open Graph and X (Twitter) recommend for large cards. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The folder of the cards in the build (build/client/og). */
export const OG_IMAGE_DIR = "og";

/** The site-wide card in public/, for pages without one of their own (the not-found page). */
export const DEFAULT_OG_IMAGE = "/og-image.png";

/**
 * The URL path of a page's own card: "/" -> "/og/home.png", "/services/website-design" ->
 * "/og/services-website-design.png". Case is kept, as page paths are case-sensitive.
 * @param {string} pagePath a canonical page path, starting with "/"
 */
export function ogImagePath(pagePath) {
  if (!pagePath.startsWith("/")) throw new Error(`ogImagePath: "${pagePath}" is not a path`);
  const slug = pagePath
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/[^A-Za-z0-9_-]+/g, "_"))
    .join("-");
  return `/${OG_IMAGE_DIR}/${slug || "home"}.png`;
}

/**
 * The headline a card shows: the page's title without the brand, which the card shows anyway.
 * "Website Design in Nepal | Sathi Digital" -> "Website Design in Nepal".
 * @param {string} title the page's <title>
 * @param {string} brand the site's name
 */
export function ogHeadline(title, brand) {
  const parts = title.split(" | ").filter((part) => part.trim() !== brand);
  return (parts.length ? parts.join(" | ") : title).trim();
}

/**
 * What a card says. Nested pages name their sections (from their breadcrumbs) above the title;
 * a top-level page's "Section: Headline" title is split the same way: "FAQ: Services, Pricing,
 * Process and Support" -> eyebrow "FAQ", headline "Services, Pricing, Process and Support".
 * @param {string} title the page's <title>
 * @param {string} brand the site's name
 * @param {string[]} sections the names of the pages between home and this one
 * @returns {{ eyebrow?: string, headline: string }}
 */
export function ogCardText(title, brand, sections) {
  const headline = ogHeadline(title, brand);
  if (sections.length) return { eyebrow: sections.join(" / "), headline };
  const split = /^([^:]{2,32}): (.{8,})$/.exec(headline);
  return split ? { eyebrow: split[1], headline: split[2] } : { headline };
}

/**
 * The card's text alternative (og:image:alt), which says what the image shows.
 * @param {string} title the page's <title>
 * @param {string} brand the site's name
 * @param {(words: string) => string} describe the card's words in a sentence of the page's
 *   language (pageMetaCopy.ogImageAlt in app/content/pages.ts)
 */
export function ogImageAlt(title, brand, describe) {
  return describe(ogHeadline(title, brand));
}
