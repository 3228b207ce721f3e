/** Nepali of ../enquiryForms.ts. */
export const enquiryForms = {
  /** The label of the honeypot, a field only bots see. */
  honeypotLabel: "यो फिल्ड खाली छोड्नुहोस्",
};
