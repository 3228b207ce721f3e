/**
 * Prices the agency sets (DECISIONS.md 27): a package's or a service's starting price and typical
 * timeline, written once in the English file as numbers, and shown in each language's words and
 * digits ("from NPR 45,000", "रु ४५,००० देखि"). Both are optional and ship empty: where a price is
 * not set, the page says what it said before (SPEC.md's "Fixed quote after a free consultation").
 * Made into text at build (the views and the pre-rendered pages), so no page's script formats them.
 */
import { count, group } from "./fields.ts";
import { formatNumberIn, locales } from "../locales.mjs";

type Locale = keyof typeof locales;

/** A starting price, in whole rupees. */
export const priceField = (what: string) =>
  count(
    "Starting price (NPR)",
    `A whole number of rupees, without commas: 45000 shows as "from NPR 45,000". Leave empty to show no price for this ${what}.`,
  ).optional();

/** A typical timeline, in weeks: one figure or a range. */
export const timelineField = (what: string) =>
  group(
    "Typical timeline (weeks)",
    {
      fromWeeks: count("Weeks, at least"),
      toWeeks: count("Weeks, at most", "Leave empty for one figure (2 weeks).").optional(),
    },
    `How long this ${what} usually takes, from the first call to launch: 3 and 5 show as "3-5 weeks". Leave empty to show none.`,
  )
    .refine((value) => value.fromWeeks > 0, { path: ["fromWeeks"], message: "must be 1 or more" })
    .refine((value) => value.toWeeks === undefined || value.toWeeks > value.fromWeeks, {
      path: ["toWeeks"],
      message: "must be more than the least number of weeks, or empty",
    })
    .optional();

export type Timeline = { fromWeeks: number; toWeeks?: number };

/**
 * A price as it is shown, in three parts so the amount can be set large: "from" / "NPR 45,000" /
 * "" in English, "" / "रु ४५,०००" / "देखि" in Nepali. `text` is the whole, read as one.
 */
export type PriceShown = { before: string; amount: string; after: string; text: string };

const words = {
  en: {
    price: (amount: string) => ({ before: "from", amount: `NPR ${amount}`, after: "" }),
    weeks: (figures: string, many: boolean) => `${figures} ${many ? "weeks" : "week"}`,
    timeline: (weeks: string) => `Usually ${weeks}`,
  },
  ne: {
    price: (amount: string) => ({ before: "", amount: `रु ${amount}`, after: "देखि" }),
    weeks: (figures: string) => `${figures} हप्ता`,
    timeline: (weeks: string) => `प्रायः ${weeks}`,
  },
} satisfies Record<Locale, unknown>;

/** "from NPR 45,000" in English, "रु ४५,००० देखि" in Nepali (South Asian grouping, Devanagari digits). */
export function showPrice(price: number, locale: Locale): PriceShown {
  const parts = words[locale].price(formatNumberIn(price, locales[locale]));
  return { ...parts, text: [parts.before, parts.amount, parts.after].filter(Boolean).join(" ") };
}

/** "3–5 weeks", "2 weeks", "1 week"; "३–५ हप्ता" in Nepali. */
export function showWeeks({ fromWeeks, toWeeks }: Timeline, locale: Locale): string {
  const number = (value: number) => formatNumberIn(value, locales[locale]);
  const figures = toWeeks === undefined ? number(fromWeeks) : `${number(fromWeeks)}–${number(toWeeks)}`;
  return words[locale].weeks(figures, toWeeks !== undefined || fromWeeks !== 1);
}

/** "Usually 3–5 weeks", "प्रायः ३–५ हप्ता": a timeline beside a price. */
export const showTimeline = (timeline: Timeline, locale: Locale) =>
  words[locale].timeline(showWeeks(timeline, locale));

/** What a package or a service shows of its price and timeline, where set (undefined otherwise). */
export function shownPricing(
  item: { price?: number; timeline?: Timeline },
  locale: Locale,
): { price?: PriceShown; timeline?: string } {
  return {
    price: item.price === undefined ? undefined : showPrice(item.price, locale),
    timeline: item.timeline === undefined ? undefined : showTimeline(item.timeline, locale),
  };
}
