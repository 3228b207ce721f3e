/**
 * The agency's identity and contact details: the one place to change them (DECISIONS.md 1), with
 * identity.mjs for the name, address and e-mails, which the production server needs too.
 * Phone numbers and addresses are plausible placeholders until the agency supplies real ones.
 */
import { identity } from "./identity.mjs";

export type Office = { city: string; country: string; role: string };

export const site = {
  name: identity.name,
  legalName: "Sathi Digital Pvt. Ltd.",
  tagline: "Web, brand and growth studio from Nepal",
  url: identity.url,
  emails: identity.emails,
  phones: [
    { label: "Butwal office", display: "+977 71-540 123", tel: "+97771540123" },
    { label: "Mobile", display: "+977 980-123 4567", tel: "+9779801234567" },
  ],
  offices: [
    { city: "Butwal", country: "Nepal", role: "Head office" },
    { city: "Kathmandu", country: "Nepal", role: "Client studio" },
    { city: "Bangalore", country: "India", role: "Partner hub" },
  ] satisfies Office[],
  hours: { days: "Sunday - Friday", time: "9:00 AM - 6:00 PM" },
  availability: "In your service 24/7",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/sathidigital" },
    { name: "Instagram", href: "https://www.instagram.com/sathidigital" },
  ],
  foundingYear: 2025,
} as const;

export type SocialNetwork = (typeof site.social)[number]["name"];
