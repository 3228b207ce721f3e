import { z } from "zod";
import { choice, count, group, link, list, reference, text, word } from "./fields.ts";

/** The networks the site draws a mark for (app/components/SocialLinks.tsx). */
export const socialNetworks = ["Facebook", "Instagram"] as const;

/** A phone number as the pages show it; the site makes its tel: (or chat) link from it. Written once. */
const phone = (label: string, hint: string) =>
  z
    .string()
    .regex(/^\+\d[\d -]{5,}\d$/, 'write it with its country code, as "+977 71-540 123"')
    .meta({ label, hint, widget: "string" });

const phoneNumber = phone(
  "Phone number",
  "With the country code (+977 in Nepal); digits, spaces and hyphens, as it should read.",
);

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
      countryCode: z
        .string()
        .regex(/^[A-Z]{2}$/, 'two capital letters, as "NP"')
        .meta({
          label: "Country code",
          hint: "The country's two-letter code (ISO 3166), as NP for Nepal or IN for India: what search engines read.",
          widget: "string",
        }),
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
  chat: group(
    "Chat (WhatsApp and Viber)",
    {
      whatsapp: phone(
        "WhatsApp number",
        'The mobile number with WhatsApp, with the country code, as "+977 980-123 4567".',
      ),
      viber: phone(
        "Viber number",
        'The mobile number with Viber, as "+977 980-123 4567"; it may be the same.',
      ),
      replier: reference(
        "Who replies",
        'The id of a person on the Team list (Team, in Pages and lists), as "sarita-bhandari": their name shows beside the chat links, with the opening hours above.',
      ),
      greeting: text(
        "First message",
        "What WhatsApp writes for the visitor to send, in each language; they can change it before sending.",
      ),
    },
    "Shown on /contact, in the footer, on every service page and as a button on phones. Placeholders in the real format until the agency sets its own numbers.",
  ),
});

type Site = z.output<typeof site>;
type Team = { people: { id: string; name: string }[] };

/** A phone number as a chat link dials it: its digits, country code first ("9779801234567"). */
export const chatDigits = (phone: string) => phone.replace(/\D/g, "");

/**
 * The chat links as every page shows them (`content:site/chat`), made at build: the replier's
 * name in the page's language from the team list, the opening hours, and each app's link. WhatsApp
 * opens a chat with the greeting written in (https://wa.me/, which also works without the app, in
 * WhatsApp Web); Viber a chat with the number (viber://chat, its app's own link, on phones and
 * Viber Desktop).
 */
export function chatView(data: Site, content: { team: Team }) {
  const { whatsapp, viber, replier, greeting } = data.chat;
  const person = content.team.people.find((member) => member.id === replier);
  if (!person)
    throw new Error(
      `content/en/site.yaml › Chat (WhatsApp and Viber) › Who replies: no one on the team (content/en/team.yaml) has the id "${replier}"`,
    );
  return {
    replier: person.name,
    hours: data.hours,
    whatsapp: {
      number: whatsapp,
      href: `https://wa.me/${chatDigits(whatsapp)}?text=${encodeURIComponent(greeting)}`,
    },
    viber: { number: viber, href: `viber://chat?number=%2B${chatDigits(viber)}` },
  };
}
