import type { z } from "zod";
import { formatNumberIn, locales } from "../locales.mjs";
import { choice, count, group, word } from "./fields";

const studioNumber = (label: string) =>
  group(label, {
    figure: count("Figure", "In digits: the Nepali pages write it in Devanagari digits."),
    sign: choice(
      "Sign",
      ["+", "%"],
      'After the figure: "+" for "more than", "%" for a percentage.',
    ).optional(),
    label: word("Label"),
  });

/**
 * content/{en,ne}/numbers.yaml: the studio's numbers, written once for every band that shows
 * them (the home, story and about pages, SPEC.md section 1).
 */
export const numbers = group("The studio's numbers", {
  years: studioNumber("Years in business"),
  projects: studioNumber("Projects completed"),
  team: studioNumber("Team members"),
  satisfaction: studioNumber("Client satisfaction"),
  countries: studioNumber("Countries with clients"),
});

type Numbers = z.output<typeof numbers>;

/** Each number as a band shows it, in the language's digits: "50+", "५०+". */
export const shownNumbers = (data: Numbers, _content: unknown, locale: keyof typeof locales) =>
  Object.fromEntries(
    Object.entries(data).map(([name, { figure, sign, label }]) => [
      name,
      { value: `${formatNumberIn(figure, locales[locale])}${sign ?? ""}`, label },
    ]),
  ) as Record<keyof Numbers, { value: string; label: string }>;
