/**
 * Nepali of ../companyPages.ts. Dates are Gregorian, with the months' Nepali names and Devanagari
 * digits ("अप्रिल २०२४"); a milestone may name its month in Nepali or in English.
 */
import { months as englishMonths, type Milestone } from "../companyPages";
import { formatNumberIn, locales } from "../locales.mjs";
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

/** How a milestone's date reads ("अप्रिल २०२४", "२०२५ – अहिलेसम्म") and its machine-readable form. */
export function milestoneDate(
  milestone: Milestone,
  presentLabel: string,
): { label: string; dateTime: string } {
  const { year, month, ongoing } = milestone;
  const yearLabel = formatNumberIn(year, locales.ne, { grouping: false });
  if (ongoing) return { label: `${yearLabel} – ${presentLabel}`, dateTime: String(year) };
  if (!month) return { label: yearLabel, dateTime: String(year) };
  const index = months.includes(month) ? months.indexOf(month) : englishMonths.indexOf(month);
  if (index < 0) return { label: `${yearLabel} ${month}`, dateTime: String(year) };
  const monthNumber = String(index + 1).padStart(2, "0");
  return { label: `${months[index]} ${yearLabel}`, dateTime: `${year}-${monthNumber}` };
}
