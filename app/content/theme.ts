/** Copy of the theme toggle (components/ThemeToggle.tsx). */
export const themeCopy = {
  /** The toggle's accessible name; it is pressed while the dark theme shows. */
  toggle: "Dark theme",
};
