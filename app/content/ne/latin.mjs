// @ts-check
/**
 * What Nepali pages may keep in Latin letters (issue 26): brand names, the names of services that
 * Nepali readers know in English (SEO, UI/UX), and technical names. Everything else on a Nepali
 * page is in Devanagari. Plain JavaScript: the check of the built Nepali pages
 * (builder/checks/check-nepali.mjs) reads it as well as the content modules' test.
 */

/** Whole words or phrases, matched case-sensitively. Longer phrases first. */
export const LATIN_ALLOWED = [
  "Sathi Digital",
  // The studio's clients (app/content/clients.ts): their brands, written as they write them.
  "Lens & Light Studio",
  "Himali Loom",
  "Tusa Finance",
  "Dhuwa Momo",
  "bato.",
  "ginti",
  "Google Business Profile",
  "Google Analytics",
  "Search Console",
  "Open Graph",
  "UI/UX",
  "SEO",
  "UI",
  "UX",
  "AI",
  "API",
  "CMS",
  // The journal's feeds (issue 34): formats a feed reader names so.
  "RSS",
  "Atom",
  "SaaS",
  "CRM",
  "CSS",
  "HTML",
  "PDF",
  "PNG",
  "SVG",
  "SMS",
  "URL",
  "WhatsApp Business",
  "WhatsApp",
  "Viber",
  "Messenger",
  "Facebook",
  "Instagram",
  "TikTok",
  "LinkedIn",
  "YouTube",
  "Google Ads",
  "Google",
  "Meta Business Suite",
  "Meta",
  "ChatGPT",
  "WordPress",
  "Shopify",
  "WooCommerce",
  "React Native",
  "TypeScript",
  "Node.js",
  "PostgreSQL",
  "MySQL",
  "GitHub",
  "Behance",
  "Git",
  "React",
  "Flutter",
  "Figma",
  "Canva",
  "Adobe",
  "Illustrator",
  "Photoshop",
  "eSewa",
  "Khalti",
  "Fonepay",
  "Gmail",
  "Android",
  "iOS",
  "iPhone",
  "Apple",
  "Lighthouse",
  "WCAG\u00a0AA",
  "WCAG AA",
  "UTC",
  "WCAG",
];

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const ALLOWED_RE = new RegExp(`(?<![A-Za-z])(?:${LATIN_ALLOWED.map(escape).join("|")})(?![A-Za-z])`, "g");
/** Web and e-mail addresses, which stay machine-readable. */
const ADDRESS_RE =
  /\b(?:https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:[\w-]+\.)+(?:com|np|org|net)(?:\.np)?\b\S*)/g;

/**
 * Whether a text shown on a Nepali page is (partly) English: a word of two or more Latin letters
 * is left once brand and technical names and addresses are taken out.
 * @param {string} text
 * @param {readonly string[]} [alsoAllowed] more names, e.g. the clients' brands
 */
export function isUntranslated(text, alsoAllowed = []) {
  let rest = text.replace(ADDRESS_RE, " ");
  for (const name of alsoAllowed) rest = rest.split(name).join(" ");
  rest = rest.replace(ALLOWED_RE, " ");
  return /[A-Za-z]{2,}/.test(rest);
}
