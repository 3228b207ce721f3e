/**
 * The words a job application's message starts with (DECISIONS.md 6), in each language, written
 * once here for both catalogues (contact.ts, ne/contact.ts): an application's draft begun in one
 * language keeps one such line when the visitor switches to the other (lib/contactForm.ts).
 */
export const applicationPrefixes = { en: "Application: ", ne: "आवेदन: " } as const;
