/**
 * The agency's identity and contact details: the one place to change them (DECISIONS.md 1).
 * The name, web address and e-mails are identity.mjs, which the production server needs too; the
 * phones, offices, hours and social profiles are content/{en,ne}/site.yaml. The phone numbers
 * are plausible placeholders until the agency supplies real ones.
 */
import data from "content:site?fields=legalName,tagline,phones,offices,openingHours,social,foundingYear";
import shown from "content:site?fields=hours,availability";
import { identity } from "./identity.mjs";

export const site = {
  ...identity,
  ...data,
  // Words only pre-rendered markup shows (the footer, /contact), imported apart: the pages'
  // scripts read the rest, for the data search engines read, and carry only that.
  hours: shown.hours,
  availability: shown.availability,
};

/** The number a tel: link dials: a phone number as written, without its spaces and hyphens. */
export const telNumber = (phone: string) => phone.replace(/[ -]/g, "");

export type SocialNetwork = (typeof site.social)[number]["name"];
