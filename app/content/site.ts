/**
 * The agency's identity and contact details: the one place to change them (DECISIONS.md 1).
 * The name, web address and e-mails are identity.mjs, which the production server needs too; the
 * phones, offices, hours and social profiles are content/{en,ne}/site.yaml. The phone numbers
 * are plausible placeholders until the agency supplies real ones.
 */
import {
  availability,
  foundingYear,
  hours,
  legalName,
  offices,
  openingHours,
  phones,
  social,
  tagline,
} from "content:site";
import { identity } from "./identity.mjs";

// Field by field, each an export of the content module: a page's script carries the fields it reads.
export const site = {
  ...identity,
  legalName,
  tagline,
  phones,
  offices,
  openingHours,
  social,
  foundingYear,
  hours,
  availability,
};

/** The number a tel: link dials: a phone number as written, without its spaces and hyphens. */
export const telNumber = (phone: string) => phone.replace(/[ -]/g, "");

export type SocialNetwork = (typeof site.social)[number]["name"];
