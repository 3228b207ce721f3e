import { locale } from "~/content/locale";
import { formatNumberIn } from "~/content/locales.mjs";

/**
 * A whole number in the page's own digits (issue 26): "3" on an English page, "३" on a Nepali
 * one; `minimumDigits` pads it ("01", "०१"). Never grouped: it numbers steps and slides.
 */
export function formatNumber(value: number, minimumDigits = 1): string {
  return formatNumberIn(value, locale, { minimumDigits, grouping: false });
}
