import { locale } from "~/content/locale";

/**
 * A whole number in the page's own digits (issue 26): "3" on an English page, "३" on a Nepali
 * one; `minimumDigits` pads it ("01", "०१").
 */
export function formatNumber(value: number, minimumDigits = 1): string {
  return new Intl.NumberFormat(locale.intl, {
    minimumIntegerDigits: minimumDigits,
    useGrouping: false,
  }).format(value);
}
