/** Nepali of ../toast.ts. */
export const toastCopy = {
  regionLabel: "सूचनाहरू",
  dismiss: "सूचना बन्द गर्नुहोस्",
};
