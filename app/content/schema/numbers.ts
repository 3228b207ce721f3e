import type { z } from "zod";
import { formatNumberIn, locales } from "../locales.mjs";
import { choice, count, group, word } from "./fields.ts";

/** A number the site cannot count: its figure is written here. */
const statedNumber = (label: string) =>
  group(label, {
    figure: count("Figure", "In digits: the Nepali pages write it in Devanagari digits."),
    sign: choice(
      "Sign",
      ["+", "%"],
      'After the figure: "+" for "more than", "%" for a percentage.',
    ).optional(),
    label: word("Label"),
  });

/** A number the site counts when it is built: only its label is written here. */
const countedNumber = (label: string, counted: string) =>
  group(label, { label: word("Label") }, `Counted by the site: ${counted}.`);

/**
 * content/{en,ne}/numbers.yaml: the studio's numbers, written once for every band and sentence
 * that states them (the home, story, about and careers pages, SPEC.md section 1). The people,
 * the projects and the clients are counted from the content itself (issue 33), so no page can
 * say "10+" beside eight faces.
 */
export const numbers = group("The studio's numbers", {
  years: statedNumber("Years in business"),
  projects: countedNumber("Projects", "the case studies (Case studies)"),
  team: countedNumber("Team members", "the people on /about (Team)"),
  clients: countedNumber("Clients", "the clients (Clients)"),
  satisfaction: statedNumber("Client satisfaction"),
  countries: statedNumber("Countries with clients"),
});

type Numbers = z.output<typeof numbers>;

/** What the site counts, from the content of one language (the lists line up by id in both). */
type Counted = {
  team: { people: unknown[] };
  portfolio: unknown[];
  clients: { clients: unknown[] };
};

/** The studio's numbers the site counts: the same in both languages, as the lists are. */
export const countedNumbers = (content: Counted) => ({
  projects: content.portfolio.length,
  team: content.team.people.length,
  clients: content.clients.clients.length,
});

/** Each number as a band shows it, in the language's digits: "8", "५०+". */
export const shownNumbers = (data: Numbers, content: Counted, locale: keyof typeof locales) => {
  const counted = countedNumbers(content);
  return Object.fromEntries(
    Object.entries(data).map(([name, number]) => {
      const figure = "figure" in number ? number.figure : counted[name as keyof typeof counted];
      const sign = "sign" in number ? (number.sign ?? "") : "";
      return [name, { value: `${formatNumberIn(figure, locales[locale])}${sign}`, label: number.label }];
    }),
  ) as Record<keyof Numbers, { value: string; label: string }>;
};
