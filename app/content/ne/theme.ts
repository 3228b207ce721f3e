/** Nepali of ../theme.ts. */
export const themeCopy = {
  /** The toggle's accessible name; it is pressed while the dark theme shows. */
  toggle: "डार्क थिम",
};
