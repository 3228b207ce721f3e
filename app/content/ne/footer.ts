import { about } from "content:footer";

/** Nepali of ../footer.ts. */
export const footer = {
  about,
  servicesTitle: "सेवाहरू",
  companyTitle: "कम्पनी",
  contactTitle: "सम्पर्क",
  officesLabel: "कार्यालयहरू",
  followTitle: "हामीलाई फलो गर्नुहोस्",
  newTab: "नयाँ ट्याबमा खुल्छ",
  // A Latin name takes its postposition after a space ("Facebook मा"), so the name holds the word shown.
  profileLabel: (brand: string, network: string, newTab: string) => `${network} मा ${brand} (${newTab})`,
  legal: ["सेवाका सर्तहरू", "कुकी नीति", "पहुँचयोग्यता"],
  rights: "सर्वाधिकार सुरक्षित।",
};
