/**
 * Nepali of ../companyPages.ts. Dates are Gregorian, with the months' Nepali names
 * (../milestoneDate.ts writes them with Devanagari digits: "अप्रिल २०२४").
 */
export const months: readonly string[] = [
  "जनवरी",
  "फेब्रुअरी",
  "मार्च",
  "अप्रिल",
  "मे",
  "जुन",
  "जुलाई",
  "अगस्ट",
  "सेप्टेम्बर",
  "अक्टोबर",
  "नोभेम्बर",
  "डिसेम्बर",
];
