/**
 * Nepali of ../jobTitles.ts. The Nepali careers page links to the contact form with these titles
 * (`/contact?role=`), and the Nepali contact form accepts only these, so both use the same text.
 * "Senior" as सिनियर: Nepali job ads write it so.
 */
export const jobTitles = {
  uxUiDesigner: "सिनियर UX/UI डिजाइनर",
  fullStackDeveloper: "फुल स्ट्याक डेभलपर",
  digitalMarketer: "डिजिटल मार्केटिङ विशेषज्ञ",
};
