/**
 * Copy every enquiry form shares (components/EnquiryExtras.tsx): kept apart from the contact page's,
 * which the footer's newsletter box, on every page, does not need.
 */
export const enquiryForms = {
  /** The label of the honeypot, a field only bots see (docs/OPERATIONS.md, "Spam"). */
  honeypotLabel: "Leave this field empty",
};
