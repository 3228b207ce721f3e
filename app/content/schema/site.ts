import { z } from "zod";
import { choice, count, group, link, list, word } from "./fields";

/** The networks the site draws a mark for (app/components/SocialLinks.tsx). */
export const socialNetworks = ["Facebook", "Instagram"] as const;

/** A phone number as the pages show it; the site makes its tel: link from it. Written once. */
const phoneNumber = z
  .string()
  .regex(/^\+\d[\d -]{5,}\d$/, 'write it with its country code, as "+977 71-540 123"')
  .meta({
    label: "Phone number",
    hint: "With the country code (+977 in Nepal); digits, spaces and hyphens, as it should read.",
    widget: "string",
  });

/** When the studio is open, as search engines read it (schema.org openingHours). Written once. */
const openingHours = z
  .string()
  .regex(
    /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/,
    'write the days and hours as "Su-Fr 09:00-18:00"',
  )
  .meta({
    label: "Opening hours for search engines",
    hint: 'The days and hours above in their code: "Su-Fr 09:00-18:00" is Sunday to Friday, 9 AM to 6 PM.',
    widget: "string",
  });

/**
 * content/{en,ne}/site.yaml: the agency's contact details, on every page (the footer, /contact,
 * the data search engines read). Its name, web address and e-mails are app/content/identity.mjs,
 * which the server reads too.
 */
export const site = group("Contact details", {
  legalName: word("Registered name", "The company's name as registered, in the footer's copyright line."),
  tagline: word("Tagline", "A line about the studio, for search engines and shared links."),
  phones: list("Phone numbers", phoneNumber, {
    hint: "Placeholders in the real format until the agency sets its own numbers. The first is the main line, the second the one for new projects.",
  }).refine(
    (phones) => phones.length >= 2,
    "needs two numbers at least: the main line, then the one for new projects",
  ),
  offices: list(
    "Offices",
    group("Office", {
      city: word("Town"),
      country: word("Country"),
      role: word("What it is", "As 'Head office' or 'Client studio'."),
    }),
    { summary: "city", hint: "The first is the head office." },
  ),
  hours: group("Opening hours", { days: word("Days"), time: word("Hours") }),
  openingHours,
  availability: word("Availability", "A line in the footer about when clients can reach the studio."),
  social: list(
    "Social profiles",
    group("Profile", {
      name: choice("Network", socialNetworks),
      href: link("Address", "The profile's address, starting with https://."),
    }),
    { summary: "name" },
  ),
  foundingYear: count("Year founded", "When the company was registered."),
});
