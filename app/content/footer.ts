import { about } from "content:footer";

/** The footer's interface words; its line about the studio is content/{en,ne}/footer.yaml. */
export const footer = {
  about,
  servicesTitle: "Services",
  companyTitle: "Company",
  contactTitle: "Contact",
  officesLabel: "Offices",
  followTitle: "Follow us",
  newTab: "opens in a new tab",
  /** A social profile's link, for screen readers: "Sathi Digital on Facebook (opens in a new tab)". */
  profileLabel: (brand: string, network: string, newTab: string) => `${brand} on ${network} (${newTab})`,
  legal: ["Terms of Service", "Cookie Policy", "Accessibility"],
  rights: "All rights reserved.",
};
