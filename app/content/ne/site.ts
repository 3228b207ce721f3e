/**
 * Nepali of ../site.ts. Phone numbers, addresses, e-mails and links stay as in English (they must
 * work when copied or tapped); the brand stays Latin, its legal suffix is the Nepali "प्रा. लि.".
 */
import { identity } from "../identity.mjs";
import type { Office } from "../site";

export const site = {
  name: identity.name,
  legalName: "Sathi Digital प्रा. लि.",
  tagline: "वेबसाइट, ब्रान्ड र व्यवसाय वृद्धिको नेपाली स्टुडियो",
  url: identity.url,
  emails: identity.emails,
  phones: [
    { label: "बुटवल कार्यालय", display: "+977 71-540 123", tel: "+97771540123" },
    { label: "मोबाइल", display: "+977 980-123 4567", tel: "+9779801234567" },
  ],
  offices: [
    { city: "बुटवल", country: "नेपाल", role: "मुख्य कार्यालय" },
    { city: "काठमाडौं", country: "नेपाल", role: "ग्राहक स्टुडियो" },
    { city: "बेंगलुरु", country: "भारत", role: "साझेदार केन्द्र" },
  ] satisfies Office[],
  hours: { days: "आइतबार – शुक्रबार", time: "बिहान ९:०० – बेलुका ६:००" },
  availability: "२४/७ तपाईंको सेवामा",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/sathidigital" },
    { name: "Instagram", href: "https://www.instagram.com/sathidigital" },
  ],
  foundingYear: 2025,
} as const;
