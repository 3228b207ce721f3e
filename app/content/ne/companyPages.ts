/**
 * Nepali of ../companyPages.ts. Dates are written as `Intl` writes them in Nepali (ne-NP):
 * Devanagari digits, the Nepali names of the Gregorian months, year first ("२०२४ अप्रिल").
 * `months` lists those names exactly as `Intl` gives them, so a Nepali milestone's `month` is one
 * of them; a milestone still naming its month in English is read too.
 */
import { months as englishMonths, type Milestone } from "../companyPages";
import { locales } from "../locales.mjs";
import { site } from "./site";

export const months: readonly string[] = [
  "जनवरी",
  "फेब्रुअरी",
  "मार्च",
  "अप्रिल",
  "मे",
  "जुन",
  "जुलाई",
  "अगस्ट",
  "सेप्टेम्बर",
  "अक्टोबर",
  "नोभेम्बर",
  "डिसेम्बर",
];

const cities = site.offices.map((office) => office.city);
/** "बुटवल, काठमाडौं र बेंगलुरु" */
export const cityList = `${cities.slice(0, -1).join(", ")} र ${cities.at(-1)}`;

export const contact = "/contact";

const yearFormat = new Intl.DateTimeFormat(locales.ne.intl, { year: "numeric", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat(locales.ne.intl, {
  year: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** How a milestone's date reads ("२०२४ अप्रिल", "२०२५ – अहिलेसम्म") and its machine-readable form. */
export function milestoneDate(
  milestone: Milestone,
  presentLabel: string,
): { label: string; dateTime: string } {
  const { year, month, ongoing } = milestone;
  const yearLabel = yearFormat.format(Date.UTC(year, 6, 1));
  if (ongoing) return { label: `${yearLabel} – ${presentLabel}`, dateTime: String(year) };
  if (!month) return { label: yearLabel, dateTime: String(year) };
  const index = months.includes(month) ? months.indexOf(month) : englishMonths.indexOf(month);
  if (index < 0) return { label: `${yearLabel} ${month}`, dateTime: String(year) };
  const monthNumber = String(index + 1).padStart(2, "0");
  return { label: monthFormat.format(Date.UTC(year, index, 15)), dateTime: `${year}-${monthNumber}` };
}
