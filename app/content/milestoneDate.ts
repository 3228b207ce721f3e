import { type Milestone, months } from "./companyPages";
import { locale } from "./locale";
import { formatNumberIn } from "./locales.mjs";

/**
 * How a milestone's date reads ("April 2024", "अप्रिल २०२४", "2025 – Present") and its
 * machine-readable form. Apart from the data (see clientLookup.ts): the month names are those of
 * the build's language (companyPages.ts, ne/companyPages.ts), and so are the digits.
 */
export function milestoneDate(
  milestone: Milestone,
  presentLabel: string,
): { label: string; dateTime: string } {
  const { year, month, ongoing } = milestone;
  const yearLabel = formatNumberIn(year, locale, { grouping: false });
  if (ongoing) return { label: `${yearLabel} – ${presentLabel}`, dateTime: String(year) };
  if (!month) return { label: yearLabel, dateTime: String(year) };
  const monthNumber = String(months.indexOf(month) + 1).padStart(2, "0");
  return { label: `${month} ${yearLabel}`, dateTime: `${year}-${monthNumber}` };
}
