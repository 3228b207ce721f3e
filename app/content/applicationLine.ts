/**
 * The words the message starts with when the visitor came to the form from a job opening or a
 * package. A job application's (DECISIONS.md 6), in each language, written
 * once here for both catalogues (contact.ts, ne/contact.ts): an application's draft begun in one
 * language keeps one such line when the visitor switches to the other (lib/contactForm.ts).
 */
export const applicationPrefixes = { en: "Application: ", ne: "आवेदन: " } as const;

/** The words the message of a visitor who chose a package on /plans starts with. */
export const packagePrefixes = { en: "Package: ", ne: "प्याकेज: " } as const;
